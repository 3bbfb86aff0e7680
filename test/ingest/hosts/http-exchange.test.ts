/**
 * Request-log lines a reporter labelled with the MCP method their POST carried (hosts/http-exchange.ts
 * `request-log/post-noted-method-*`, anthropics/claude-ai-mcp#553): the time of day before them, with no date, is the
 * line's wall-clock time in the capture's zone (local, the zone unknown unless --tz says it), as every reader reads a
 * clock with no date. The line is written when the POST was answered: it dates the request's end, not its start.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const LOG = [
  '07:41:02  POST /mcp  200  812   ← initialize',
  '07:41:02  POST /mcp  202  0     ← notifications/initialized',
  '07:41:03.250  POST /mcp  200  5120  ← tools/list (9 tools)',
  '07:52:40  POST /mcp  404  62    ← tools/call',
  '',
].join('\n');

describe('a time of day before a labelled request-log line', () => {
  it.each([
    ['UTC', [['initialize', '1970-01-01T07:41:02.000+00:00'], ['tools/list', '1970-01-01T07:41:03.250+00:00'], ['tools/call', '1970-01-01T07:52:40.000+00:00']]],
    ['+09:00', [['initialize', '1970-01-01T07:41:02.000+09:00'], ['tools/list', '1970-01-01T07:41:03.250+09:00'], ['tools/call', '1970-01-01T07:52:40.000+09:00']]],
  ])('is the answer\'s wall-clock time in the zone given (%s)', async (tz, want) => {
    const r = await analyze([tempFile('access-log.txt', LOG)], { tz, all: true });
    expect(r.requests.map((q) => [q.method, q.endedAt]).sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual(want);
    // Nothing on the line says how long the POST took: no start, no duration.
    expect(r.requests.every((q) => q.startedAt === null && q.durationMs === null)).toBe(true);
  });
  it('keeps the labelled notification out and reads each status', async () => {
    const r = await analyze([tempFile('access-log.txt', LOG)], { tz: 'UTC', all: true });
    expect(Object.fromEntries(r.requests.map((q) => [q.method, q.outcome]))).toEqual({ initialize: 'completed', 'tools/list': 'completed', 'tools/call': 'failed' });
  });
});
