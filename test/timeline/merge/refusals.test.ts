/**
 * A client's words for a failed call and the server's console refusing it, pasted as two files with no JSON-RPC and no
 * shared clock (jayimu/Wireshark_mcp#4: "MCP error -32602: Invalid request parameters" in the client, the Python SDK's
 * "Failed to validate request: Received request before initialization was complete" in the server): one request seen
 * from both ends. Content is ours.
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid, WireEvent } from '../../../src/events.js';
import { mergeCaptures } from '../../../src/timeline/merge/index.js';
import { refusalsSeen } from '../../../src/timeline/merge/refusals.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../../ingest/helpers.js';

let line = 0;
function words(said: HostSaid | undefined, file = 'x', at: number | null = null): WireEvent {
  return { at, session: null, transport: null, from: null, kind: 'host-log', text: said?.error ?? 'words', ...(said ? { said } : {}), source: { file, line: ++line } } as WireEvent;
}
const clientFailed = (error = 'MCP error -32602: Invalid request parameters') => words({ kind: 'failed', phrase: 'p/failed', error });
const refusal = () => words({ kind: 'failed', phrase: 'python-sdk/request-refused-invalid', speaker: 'server', error: 'Received request before initialization was complete' }, 'server.log', 1000);
const access = () => words(undefined, 'server.log', 1000);

describe('refusalsSeen', () => {
  it.each<[string, WireEvent[], WireEvent[], number | null]>([
    ['one refusal for the one failure that quotes its answer', [clientFailed()], [access(), refusal()], 1],
    ['two for two', [clientFailed(), clientFailed()], [refusal(), refusal()], 2],
    ["a failure that does not carry the refusal's answer", [clientFailed('MCP error -32001: Request timed out')], [refusal()], null],
    ['more refusals than failures', [clientFailed()], [refusal(), refusal()], null],
    ['the server log says more than refusals', [clientFailed()], [refusal(), words({ kind: 'request-sent', phrase: 'python-sdk/processing-tools-call', method: 'tools/call' }, 'server.log')], null],
    ['a server log with no refusal', [clientFailed()], [access()], null],
  ])('%s', (_n, ref, extra, want) => {
    expect(refusalsSeen(ref, extra)?.pairs.length ?? null).toBe(want);
  });

  it('the refusals become sightings of the failures; the rest of the server log keeps to its own timeline', () => {
    const f = clientFailed();
    const a = access();
    const r = refusal();
    const m = mergeCaptures([{ path: 'client.txt', events: [f] }, { path: 'server.log', events: [a, r] }]);
    expect(m.links[1]).toMatchObject({ with: 'client.txt', by: 'refusals', matched: 1, offsetMs: null });
    expect(m.merged[0]!.source.also).toEqual([{ source: r.source, at: 1000 }]);
    expect(m.residual[1]).toEqual([a]);
  });

  it('end to end: the client\'s failed tool call and the server\'s refusal as two pastes are one request', async () => {
    const client = tempFile('client.txt', 'Error executing MCP tool:\nMCP error -32602: Invalid request parameters\n');
    const server = tempFile('server.log', [
      'INFO:     127.0.0.1:61842 - "POST /messages/?session_id=3c7e2a9b51d84f0ca6e2b9d07f1a4c58 HTTP/1.1" 202 Accepted',
      '[11/04/25 09:12:37] WARNING  Failed to validate request: Received request before initialization was      session.py:363',
      '                             complete',
      '',
    ].join('\n'));
    const report = await analyze([client, server], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
    expect(report.inputs[1]).toMatchObject({ mergedBy: 'refusals', matchedEvents: 1 });
    // The server's log given first: the client's failure joins it, the refusal its sighting.
    const reversed = await analyze([server, client], { tz: 'UTC' });
    expect(reversed.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
    expect(reversed.inputs[1]).toMatchObject({ mergedBy: 'refusals', matchedEvents: 1 });
    // The server's log alone: its refusal is the request.
    const alone = await analyze([server], { tz: 'UTC' });
    expect(alone.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['unknown', 'failed', 'server-error', 'failed']]);
  });
});
