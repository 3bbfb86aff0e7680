/**
 * Rich's console layout in the Python SDK's server log (`[MM/DD/YY HH:MM:SS] INFO     message    server.py:720`):
 * the message without its trailing spaces and its file column, read in linear time. The expression it replaces is
 * kept here as the reference, to hold the new reading to the old one on generated lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pythonHeader, richMessage } from '../../../src/ingest/formats/server-logs.js';
import { createZoneResolver } from '../../../src/ingest/time.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

/** The message group of the expression used before (lazy message, optional column, `\s*$`), after the level. */
const REFERENCE_RE = /^(.*?)(?:\s{2,}[\w.]+\.py:\d+)?\s*$/;
const reference = (rest: string): string | null => REFERENCE_RE.exec(rest)?.[1] ?? null;

describe('richMessage', () => {
  it.each([
    ['Processing request of type CallToolRequest    server.py:720', 'Processing request of type CallToolRequest'],
    ['Processing request of type            server.py:720   ', 'Processing request of type'],
    // One space is no column gap: the word stays the message's.
    ['saw it in server.py:720', 'saw it in server.py:720'],
    ['a.py:1', 'a.py:1'],
    // Only the last column is cut.
    ['x  a.py:1  b.py:2', 'x  a.py:1'],
    ['Terminating session: None   ', 'Terminating session: None'],
    // A line break inside the message: the old expression's `.` never crossed it, so it is no Rich line.
    ['first\rsecond', null],
    ['first  \r  server.py:9', 'first'],
  ])('%j → %j', (rest, msg) => {
    expect(richMessage(rest)).toBe(msg);
    expect(reference(rest)).toBe(msg);
  });

  it('reads as the old expression did on generated lines', () => {
    const part = fc.constantFrom(' ', '  ', '\t', '\u00a0', '\r', 'server.py:720', 'a.py', ':12', 'x', 'Processing', '.', '\u2028');
    const rest = fc.array(part, { maxLength: 12 }).map((p) => p.join('')).filter((r) => !/^\s/.test(r));
    fc.assert(fc.property(rest, (r) => richMessage(r) === reference(r)), { numRuns: 3000 });
  });

  it('reads a line with a long run of spaces before a letter (quadratic before)', async () => {
    const line = `[03/24/26 13:57:06] INFO     Processing request of type            server.py:720${' '.repeat(60_000)}x`;
    const path = tempFile('rich.log', `${line}\n[03/24/26 13:57:07] INFO     Processing request of type CallToolRequest    server.py:720\n`);
    const report = await analyze([path], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'python-sdk', lines: 2, events: 2, problems: 0 });
  });
});

describe("Rich's records with their spaces squeezed (pasted outside a fence)", () => {
  it.each([
    // The file column last makes the line Rich's: its message is read, the column cut (googleads/google-ads-mcp#99).
    [['INFO Processing request of type CallToolRequest server.py:720'], 1],
    // Without the file column the head is any level word: the line continues the one above, as before.
    [['INFO Processing request of type CallToolRequest'], 0],
    [['INFO Processing request of type CallToolRequest server.py'], 0],
  ])('%j → %i request(s) announced', async (text, n) => {
    const p = tempFile('rich.log', `[03/24/26 13:57:06] INFO     StreamableHTTP session manager started     streamable_http_manager.py:112\n${text.join('\n')}\n`);
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.filter((q) => q.method === 'tools/call')).toHaveLength(n);
  });
});

describe('which layout reads a line ending in a `name.py:N` word', () => {
  const utc = createZoneResolver('UTC');
  it.each([
    // A level then a stamp: the stamped layout's, its clock read and its last word kept (read as a squeezed Rich
    // record before, no clock and the stamp left inside the message).
    ['INFO 2025-08-13 16:29:26,180 mcp.server Processing request of type CallToolRequest server.py:720',
      { at: Date.UTC(2025, 7, 13, 16, 29, 26, 180), level: 'info', msg: 'mcp.server Processing request of type CallToolRequest server.py:720' }],
    ['ERROR 2025-08-13 16:29:26,180 Tool failed while loading settings.py:12',
      { at: Date.UTC(2025, 7, 13, 16, 29, 26, 180), level: 'error', msg: 'Tool failed while loading settings.py:12' }],
    ['2025-08-13 16:29:26,180 ERROR Tool failed while loading settings.py:12',
      { at: Date.UTC(2025, 7, 13, 16, 29, 26, 180), level: 'error', msg: 'Tool failed while loading settings.py:12' }],
    // A squeezed Rich record with no stamp (googleads/google-ads-mcp#99): read for its file word, which is kept, since
    // one space before it proves no column: the same layout ends a message in its own file word.
    ['INFO Auth error returned: invalid_token (status=401) middleware.py:196',
      { at: null, level: 'info', msg: 'Auth error returned: invalid_token (status=401) middleware.py:196' }],
    ['ERROR Tool failed while loading settings.py:12',
      { at: null, level: 'error', msg: 'Tool failed while loading settings.py:12' }],
    // … squeezed with Rich's bracketed time kept: the layout is Rich's, the last word its file column, cut.
    ['[08/13/25 16:29:26] INFO Processing request of type CallToolRequest server.py:720',
      { at: Date.UTC(2025, 7, 13, 16, 29, 26, 0), level: 'info', msg: 'Processing request of type CallToolRequest' }],
    ['[08/13/25 16:29:26] ERROR Tool failed while loading settings.py:12',
      { at: Date.UTC(2025, 7, 13, 16, 29, 26, 0), level: 'error', msg: 'Tool failed while loading' }],
    // … and Rich's own layout, the column after two spaces or more: cut; one space: the message's own word, kept.
    ['                    ERROR    Tool failed while loading settings.py:12',
      { at: null, level: 'error', msg: 'Tool failed while loading settings.py:12' }],
    ['                    ERROR    Tool failed while loading    settings.py:12',
      { at: null, level: 'error', msg: 'Tool failed while loading' }],
    // Rich's own layout: the column after two spaces or more cut, the bracketed time read.
    ['[08/13/25 16:29:26] INFO     Processing request of type CallToolRequest    server.py:720',
      { at: Date.UTC(2025, 7, 13, 16, 29, 26, 0), level: 'info', msg: 'Processing request of type CallToolRequest' }],
    // No file column last: no squeezed record.
    ['INFO Processing request of type CallToolRequest', null],
  ])('%j → %j', (line, header) => {
    expect(pythonHeader(line, utc)).toEqual(header);
  });

  it("a level-then-stamp request line ending in Rich's file word gives the request its start time", async () => {
    const p = tempFile('server.log', [
      'INFO 2025-08-13 16:29:26,180 mcp.server Processing request of type CallToolRequest server.py:720',
      'INFO 2025-08-13 16:29:31,500 mcp.server Processing request of type ListToolsRequest server.py:720',
    ].join('\n') + '\n');
    const report = await analyze([p], { tz: 'UTC', all: true });
    const call = report.requests.find((q) => q.method === 'tools/call');
    expect(call?.startedAt).toBe('2025-08-13T16:29:26.180+00:00');
  });
});
