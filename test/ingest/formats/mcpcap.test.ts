import { describe, expect, it } from 'vitest';
import { at, fixture, readAll } from '../helpers.js';

describe('mcpcap reader (docs/mcpcap.md)', () => {
  it('stdio: messages, stderr, raw stdout noise, note, close, exit; a cut last line is a problem', async () => {
    const { events, input, problems, summary } = await readAll(fixture('mcpcap/stdio.mcpcap'));
    expect(input).toMatchObject({ format: 'mcpcap', clock: 'utc', zone: null });
    expect(events.map((e) => e.kind)).toEqual([
      'host-log', 'message', 'message', 'host-log', 'unparsed', 'host-log', 'transport-close', 'transport-close',
    ]);
    expect(events.every((e) => e.transport === 'stdio')).toBe(true);
    expect(at(events, 2)[0]).toMatchObject({ from: 'client', at: Date.parse('2026-11-30T12:00:00.010Z'), message: { id: 0, method: 'initialize' } });
    expect(at(events, 4)[0]).toMatchObject({ kind: 'host-log', from: 'server', text: 'server listening on stdio' });
    expect(at(events, 5)[0]).toMatchObject({ kind: 'unparsed', from: 'server', text: 'Debugger attached.' });
    // The client closing stdin is the stdio shutdown (lifecycle §Shutdown): the requester's side ended it.
    expect(at(events, 7)[0]).toMatchObject({ from: 'client', close: { reason: 'stdin closed by client', expected: true } });
    expect(at(events, 8)[0]).toMatchObject({ from: 'server', close: { reason: 'process exited', exitCode: null, signal: 'SIGTERM' } });
    expect(at(events, 8)[0]?.close?.expected).toBeUndefined();
    expect(problems.map((p) => p.source.line)).toEqual([5, 9]);
    expect(summary.lineAccounting).toEqual({ event: 8, part: 0, blank: 0, problem: 1 });
    expect(summary.unparsed).toBe(2);
  });

  it('HTTP: stream lifecycle with request ids, sessions and SSE ids', async () => {
    const { events, problems } = await readAll(fixture('mcpcap/http.mcpcap'));
    expect(events.every((e) => e.transport === 'streamable-http')).toBe(true);
    expect(at(events, 2)[0]).toMatchObject({
      kind: 'stream-open',
      from: 'client',
      session: 'abc-123',
      stream: { id: 'e1', method: 'POST', url: 'http://127.0.0.1:3000/mcp', headers: { 'mcp-session-id': 'abc-123' } },
    });
    expect(at(events, 3)[0]).toMatchObject({ kind: 'message', stream: { id: 'e1', requestId: 7 } });
    expect(at(events, 4)[0]).toMatchObject({ kind: 'http-status', stream: { id: 'e1', requestId: 7, status: 200, contentType: 'text/event-stream' } });
    // SEP-1699 priming event: a keepalive tick carrying the event id
    expect(at(events, 5)[0]).toMatchObject({ kind: 'keepalive', text: 'priming event id=ev-0', stream: { lastEventId: 'ev-0', requestId: 7 } });
    expect(at(events, 6)[0]).toMatchObject({ kind: 'message', from: 'server', stream: { id: 'e1', requestId: 7, lastEventId: 'ev-1' } });
    expect(at(events, 7)[0]).toMatchObject({ kind: 'keepalive', text: ': ping' });
    expect(at(events, 8)[0]).toMatchObject({ kind: 'stream-close', from: 'client', stream: { closedBy: 'client', error: 'aborted', partial: true, requestId: 7 } });
    // a notification's exchange answers no request
    expect(at(events, 10)[0]!.stream).toEqual({ id: 'e2' });
    // initialize: the request body names id 0 before its message line; the session id arrives on the response
    expect(at(events, 13)[0]).toMatchObject({ session: null, stream: { id: 'e3', requestId: 0 } });
    expect(at(events, 14)[0]).toMatchObject({ session: 'new-456' });
    expect(at(events, 15)[0]).toMatchObject({ session: 'new-456', stream: { requestId: 0 } });
    expect(at(events, 16)[0]).toMatchObject({ kind: 'host-log', text: 'sse event endpoint: /messages?sessionId=x' });
    expect(problems).toEqual([{ source: { file: fixture('mcpcap/http.mcpcap'), line: 17 }, message: 'mcpcap: unknown line type "bogus"' }]);
  });
});
