/**
 * A reporter's own timeline that says a call failed without naming it, beside the program's record of that failure
 * with its request, pasted as two files with no JSON-RPC and no shared clock (jordigilh/kubernaut#1386: `MCP call FAILS:
 * "session not found" for VXQ3M7T...` beside the Go SDK's `… calling "tools/call": … (session ID: VXQ3M7TQ2K…): session
 * not found`): one failure told twice. Both the words and the identifier tie them. Content is ours.
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid, WireEvent } from '../../../src/events.js';
import { mergeCaptures } from '../../../src/timeline/merge/index.js';
import { restatedSeen } from '../../../src/timeline/merge/restated.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../../ingest/helpers.js';

let line = 0;
function words(said: HostSaid | undefined, file = 'x'): WireEvent {
  return { at: null, session: null, transport: null, from: null, kind: 'host-log', text: said?.error ?? 'words', ...(said ? { said } : {}), source: { file, line: ++line } } as WireEvent;
}
const record = (error = 'sending "tools/call": failed to connect (session ID: K4QW9ZD2MX7TB): session not found') =>
  words({ kind: 'failed', phrase: 'generic/go-sdk-calling-method', method: 'tools/call', error }, 'record.txt');
const restated = (error = 'session not found" for K4QW9Z...') => words({ kind: 'failed', phrase: 'generic/mcp-session-gone', error }, 'timeline.txt');

describe('restatedSeen', () => {
  it.each<[string, WireEvent[], WireEvent[], number | null]>([
    ['the words and the cut id inside the one record', [record()], [restated()], 1],
    ['the same words for another session', [record()], [restated('session not found" for R8PX2N...')], null],
    ['an id but other words', [record()], [restated('tool crashed for K4QW9Z...')], null],
    ['the words with no id to tie them', [record()], [restated('session not found')], null],
    ['two records either could restate', [record(), record()], [restated()], null],
    ['the timeline names a request of its own too', [record()], [restated(), words({ kind: 'request-sent', phrase: 'p/sent', method: 'tools/list' }, 'timeline.txt')], null],
  ])('%s', (_n, ref, extra, want) => {
    expect(restatedSeen(ref, extra)?.pairs.length ?? null).toBe(want);
  });

  it('the restatement becomes a sighting of the record\'s failure, whichever capture comes first', () => {
    const r = record();
    const s = restated();
    const m = mergeCaptures([{ path: 'timeline.txt', events: [s] }, { path: 'record.txt', events: [r] }]);
    expect(m.links[1]).toMatchObject({ with: 'timeline.txt', by: 'restated', matched: 1 });
    expect(m.merged).toHaveLength(1);
    expect(m.merged[0]!.said?.method).toBe('tools/call');
    expect(m.merged[0]!.source.also).toEqual([{ source: s.source, at: null }]);
  });

  it('end to end: the timeline line and the wrapped error record are one failed tools/call', async () => {
    const timeline = tempFile('timeline.txt', [
      '13:56:28  AF        LLM calls plan_next_step',
      '13:56:44  AF        MCP call FAILS: "session not found" for K4QW9Z...',
    ].join('\n') + '\n');
    const rec = tempFile('record.txt', [
      '"tool call failed", "tool":"plan_next_step",',
      '"error":"MCP call run_probe: calling \\"tools/call\\":',
      'sending \\"tools/call\\": failed to connect',
      '(session ID: K4QW9ZD2MX7TB): session not found"',
    ].join('\n') + '\n');
    const report = await analyze([timeline, rec], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'failed', 'session-expired']]);
  });
});
