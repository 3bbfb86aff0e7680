import { describe, expect, it } from 'vitest';
import { at, fixture, readAll, tempFile } from '../helpers.js';

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

describe('mcpcap reader: several process lifetimes in one file (docs/mcpcap.md)', () => {
  const header = (lifetime: string | undefined, transport = 'stdio'): string =>
    JSON.stringify({ type: 'header', format: 'mcpcap', version: 1, startedAt: '2026-11-30T12:00:00.000Z', transport, ...(lifetime ? { pid: 7, lifetime } : {}) });
  const msg = (t: string, from: string, m: object, l?: string): string =>
    JSON.stringify({ type: 'message', t: `2026-11-30T12:00:0${t}Z`, ...(l ? { l } : {}), from, message: { jsonrpc: '2.0', ...m } });

  it('each header starts a session labelled with its lifetime; a tagged line goes to its own lifetime', async () => {
    const file = tempFile(
      'lifetimes.mcpcap',
      [
        header('7-1000'), // 1
        msg('0.001', 'client', { id: 0, method: 'initialize' }, '7-1000'), // 2
        header('8-2000'), // 3: a second recorder starts while the first is alive
        msg('0.002', 'client', { id: 0, method: 'initialize' }, '8-2000'), // 4
        msg('0.003', 'server', { id: 0, result: {} }, '7-1000'), // 5: the first lifetime's answer, after the second header
        msg('0.004', 'server', { id: 0, result: {} }), // 6: untagged → the latest header
        JSON.stringify({ type: 'exit', t: '2026-11-30T12:00:00.005Z', l: '7-1000', code: 1, signal: null }), // 7
        JSON.stringify({ type: 'stderr', t: '2026-11-30T12:00:00.006Z', l: '8-2000', text: 'ok' }), // 8
      ].join('\n') + '\n',
    );
    const { events, problems, summary } = await readAll(file);
    expect(problems).toEqual([]);
    expect(summary.lineAccounting).toEqual({ event: 8, part: 0, blank: 0, problem: 0 });
    expect(events.map((e) => [e.source.line, e.session])).toEqual([
      [1, '7-1000'], [2, '7-1000'], [3, '8-2000'], [4, '8-2000'], [5, '7-1000'], [6, '8-2000'], [7, '7-1000'], [8, '8-2000'],
    ]);
    expect(events.every((e) => e.transport === 'stdio')).toBe(true);
    expect(at(events, 7)[0]).toMatchObject({ kind: 'transport-close', close: { reason: 'process exited', exitCode: 1 } });
  });

  it('keeps files without lifetimes as they were; a later header without one is named by its line', async () => {
    const file = tempFile(
      'legacy-lifetimes.mcpcap',
      [
        header(undefined), // 1: older recorder: no lifetime
        msg('0.001', 'client', { id: 0, method: 'initialize' }), // 2
        header(undefined, 'streamable-http'), // 3
        JSON.stringify({ type: 'http-request', t: '2026-11-30T12:00:00.002Z', exchange: 'e1', method: 'POST', url: 'http://h/mcp', headers: { 'mcp-session-id': 'S' } }), // 4
        msg('0.003', 'client', { id: 1, method: 'ping' }), // 5: untagged, no exchange → that lifetime, its transport
      ].join('\n') + '\n',
    );
    const { events, problems } = await readAll(file);
    expect(problems).toEqual([]);
    expect(events.map((e) => [e.source.line, e.session, e.transport])).toEqual([
      [1, null, 'stdio'],
      [2, null, 'stdio'],
      [3, 'lifetime@3', 'streamable-http'],
      [4, 'S', 'streamable-http'], // an HTTP exchange keeps its Mcp-Session-Id
      [5, 'lifetime@3', 'streamable-http'],
    ]);
  });

  it('a tagged line whose header was cut off still names its lifetime', async () => {
    const file = tempFile(
      'headless-lifetimes.mcpcap',
      [msg('0.001', 'client', { id: 3, method: 'tools/list' }, '9-3000'), msg('0.002', 'server', { id: 3, result: {} }, '9-3000')].join('\n') + '\n',
    );
    const { events, input } = await readAll(file);
    expect(input.format).toBe('mcpcap');
    expect(events.map((e) => [e.session, e.transport])).toEqual([
      ['9-3000', 'stdio'],
      ['9-3000', 'stdio'],
    ]);
  });
});
