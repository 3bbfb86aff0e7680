/**
 * The Python SDK 2.x Streamable HTTP client's own DEBUG log, from real runs of mcp 2.3.0 (READMEs in
 * test/fixtures/ingest/python-sdk/2.3.0-*): its messages printed as pydantic's str() (`Sending client message:
 * jsonrpc='2.0' id=2 method='tools/call' …`), httpx2's request lines, the GET stream's reconnects and the tracebacks —
 * a tool call whose answer stream a proxy cut (2.3.0-http-cut), the same call on a stream the client resumed with
 * Last-Event-ID (2.3.0-http-resumed), and a 2026-07-28 call whose POST the proxy cut (2.3.0-modern-http-cut).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readInputs } from '../../../src/report/contract.js';
import { fixture } from '../helpers.js';

const cut = 'python-sdk/2.3.0-http-cut/';
const resumed = 'python-sdk/2.3.0-http-resumed/';
const modern = 'python-sdk/2.3.0-modern-http-cut/';

describe('Python SDK 2.3.0 client log of a cut answer stream', () => {
  it('names the call, its id, the version and the server from the pydantic prints; the call is lost with its stream', async () => {
    const r = await analyze([fixture(`${cut}client.log`)], { all: true, tz: 'UTC' });
    expect(readInputs(r).map((i) => [i.format, i.host])).toEqual([['jsonrpc-in-text', 'python-sdk']]);
    expect(r.requests.map((q) => [q.method, q.target ?? null, q.id, q.from, q.outcome, q.cause, q.serverState])).toEqual([
      ['initialize', null, 1, 'client', 'completed', 'none', 'completed'],
      // 2025-11-25: the broken stream is not a cancellation; the client sent none, and its log cannot tell that the
      // server ran the tool to its end (server.log beside it, our sample server's own line, says so).
      ['tools/call', 'slow_task', 2, 'client', 'lost', 'stream-closed', 'unknown'],
    ]);
    const call = r.requests[1]!;
    expect(call.startedAt).toBe('2026-12-05T02:44:24.572+00:00');
    // The transport's "Connecting to StreamableHTTP endpoint" line names the transport for every request after it, and
    // the next step is 2025-11-25's: the broken stream is no cancellation, resuming it is what recovers the answer.
    expect(r.requests.map((q) => q.transport)).toEqual(['streamable-http', 'streamable-http']);
    expect(call.nextSteps.some((s) => /GET \+ Last-Event-ID.*POST notifications\/cancelled/.test(s)), call.nextSteps.join('\n')).toBe(true);
    expect(call.nextSteps.some((s) => /2026-07-28/.test(s)), call.nextSteps.join('\n')).toBe(false);
  });

  it('a stream the client resumed with Last-Event-ID: the replayed answer completes the call, the cuts lose nothing', async () => {
    // The server primed its answer streams (an event store); the client logged the cut, its reconnects, one failed
    // reconnect, and the answer replayed on the resuming GET 5.1 s after the call.
    const r = await analyze([fixture(`${resumed}client.log`)], { all: true, tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.target ?? null, q.id, q.outcome, q.cause, q.serverState])).toEqual([
      ['initialize', null, 1, 'completed', 'none', 'completed'],
      ['tools/call', 'slow_task', 2, 'completed', 'none', 'completed'],
      // ClientSession 2.3.0 lists the tools after a call of its own accord.
      ['tools/list', null, 3, 'completed', 'none', 'completed'],
    ]);
    expect(r.requests[1]!.durationMs).toBe(5106);
    expect(new Set(r.requests.map((q) => q.transport))).toEqual(new Set(['streamable-http']));
  });

  it('at 2026-07-28 the cut POST is httpx2\'s "Server disconnected without sending a response", inside an exception group', async () => {
    // The 2.x SDK's HTTP stack is httpx2/httpcore2; the error reached the log only in the box-drawn traceback of the
    // ExceptionGroup that escaped the client.
    const r = await analyze([fixture(`${modern}client.log`)], { all: true, tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.target ?? null, q.id, q.outcome, q.cause, q.serverState])).toEqual([
      ['tools/call', 'slow_task', 1, 'lost', 'stream-closed', 'unknown'],
    ]);
    expect(r.requests[0]!.protocolVersion).toBe('2026-07-28');
    expect(r.requests[0]!.transport).toBe('streamable-http');
    expect(r.requests[0]!.nextSteps.some((s) => /^Under 2026-07-28 a broken stream loses the request/.test(s))).toBe(true);
    // The SDK tried to cancel the call as the client closed, and dropped the notification ("dropped
    // notifications/cancelled: write stream closed"): no cancel went out, so none names an unknown request.
    expect(r.requests[0]!.findings.map((f) => f.rule)).not.toContain('cancel-unknown-request');
  });
});
