/**
 * The Python SDK 2.x Streamable HTTP client's own DEBUG log, from real runs of mcp 2.3.0 (READMEs in
 * test/fixtures/ingest/python-sdk/2.3.0-*): its messages printed as pydantic's str() (`Sending client message:
 * jsonrpc='2.0' id=2 method='tools/call' …`), httpx2's request lines, the GET stream's reconnects and the tracebacks —
 * a tool call whose answer stream a proxy cut (2.3.0-http-cut), the same call on a stream the client resumed with
 * Last-Event-ID (2.3.0-http-resumed), a 2026-07-28 call whose POST the proxy cut (2.3.0-modern-http-cut), and a
 * tools/list on a session the restarted server forgot (2.3.0-session-404); and the stdio client's tracebacks with the
 * sample server's stderr in the same log (2.3.0-stdio-*): the server dead under a call, a resource it does not have, a
 * tool it does not have. `npm run samples:python -- --fixtures` remakes every one (scripts/samples/python/fixtures.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readInputs } from '../../../src/report/contract.js';
import { at, fixture, readAll, tempFile } from '../helpers.js';

const cut = 'python-sdk/2.3.0-http-cut/';
const resumed = 'python-sdk/2.3.0-http-resumed/';
const modern = 'python-sdk/2.3.0-modern-http-cut/';
const gone = 'python-sdk/2.3.0-session-404/';

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

  it('with the server\'s log beside it: the hand-stopped server\'s "session manager shutting down" is its input\'s one session', async () => {
    // The server was stopped 18 s after the client's DELETE had terminated the session. The server's log shows that end
    // only in "Terminating session: <id>", which is read as no event, so no session of the server's input has ended when
    // the shutdown is read, and a close with nothing ended before it is a session's record (timeline/builder.ts
    // endedBefore): an empty session of the server's input, i2.s1.
    const r = await analyze([fixture(`${resumed}client.log`), fixture(`${resumed}server.log`)], { all: true, tz: 'UTC' });
    expect(readInputs(r).map((i) => i.format)).toEqual(['jsonrpc-in-text', 'python-sdk']);
    expect(r.sessions.map((s) => [s.key, s.requests])).toEqual([['s1', 3], ['i2.s1', 0]]);
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([
      ['initialize', 'completed'],
      ['tools/call', 'completed'],
      ['tools/list', 'completed'],
    ]);
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

describe('Python SDK 2.3.0 client log of a session the restarted server forgot', () => {
  it('reads the 2 requests the client sent: the traceback frame is id 2, the listening GET stream\'s errors are no request', async () => {
    const r = await analyze([fixture(`${gone}client.log`)], { all: true, tz: 'UTC' });
    expect(readInputs(r).map((i) => [i.format, i.host, i.problems])).toEqual([['jsonrpc-in-text', 'python-sdk', 0]]);
    expect(r.requests.map((q) => [q.method, q.id, q.from, q.outcome, q.cause])).toEqual([
      ['initialize', 1, 'client', 'completed', 'none'],
      ['tools/list', 2, 'client', 'failed', 'session-expired'],
    ]);
    // The 404 to id 2's POST and the MCPError its list_tools() raised are that request's; the GET stream's
    // RemoteProtocolError and ConnectError (lines 27, 74, 105, 141) are no request's evidence.
    const list = r.requests[1]!;
    const lines = list.timeline.map((t) => Number(t.source.split(':').pop()));
    expect(lines).toEqual(expect.arrayContaining([143, 144, 157]));
    for (const q of r.requests) for (const t of q.timeline) expect(t.detail).not.toMatch(/RemoteProtocolError|ConnectError/);
  });
});

describe('the Python SDK client reader on the session-404 run: what makes a traceback line a request', () => {
  const text = readFileSync(fixture(`${gone}client.log`), 'utf8');
  const without = (re: RegExp): string => text.split('\n').map((l) => (re.test(l) ? '' : l)).join('\n');
  // The lines of the GET stream's exception ends (27, 74, 105, 141) and the list_tools frame (149), by their words.
  const phraseOf = async (content: string, name: string): Promise<Map<number, string | null>> => {
    const { events } = await readAll(tempFile(name, content));
    const lines = content.split('\n');
    const out = new Map<number, string | null>();
    for (const no of [27, 74, 105, 141, 149]) out.set(no, at(events, no)[0]?.said?.phrase ?? null);
    expect(lines[148]).toMatch(/in list_tools$/);
    return out;
  };
  it.each([
    ['the run as logged', text, null, null],
    // Without the SDK's "GET stream error" records the printouts' own frames (streamable_http.py … in
    // handle_get_stream, in the last traceback of each chain) still say they are the listening stream's.
    ['the GET stream records dropped', without(/GET stream error$/), null, null],
    // The same with the stream's frames renamed: nothing says whose stream it is, and httpx's rows read its errors.
    ['the GET stream records and frames gone', without(/GET stream error$/).replace(/in handle_get_stream$/gm, 'in pump'), 'python-sdk/httpx-connect-error', null],
    // Without the record of id 2's send the frame is the only word of a tools/list: it is read as one sent.
    ['the tools/list send dropped', without(/id=2 method='tools\/list'/), null, 'python-sdk/client-session-list-tools'],
  ])('%s', async (name, content, getStreamEnd, frame) => {
    const got = await phraseOf(content, `${name.replace(/\W+/g, '-')}.log`);
    expect(got.get(141)).toBe(getStreamEnd);
    expect(got.get(149)).toBe(frame);
    // The chain's first exceptions (27, 105) are the same stream's whenever its last one is.
    if (getStreamEnd === null) for (const no of [27, 74, 105]) expect(got.get(no), `line ${no}`).toBeNull();
    else expect(got.get(27)).toBe('python-sdk/httpx-remote-protocol-error');
  });

  it.each([
    ['a connect line', 'Connecting to StreamableHTTP endpoint: http://127.0.0.1:18965/mcp'],
    ['an initialize sent', "Sending client message: jsonrpc='2.0' id=1 method='initialize' params={}"],
  ])('two sessions in one file: %s starts the second, whose list_tools frame is no request of the first', async (_, opener) => {
    const lines = text.split('\n');
    // The first session as logged, its tools/list (id 2) sent and refused; the second opened, then only the traceback of
    // a list_tools whose send the paste left out.
    const first = lines.slice(0, 157);
    const second = [`2026-12-05 03:29:10,001 - mcp.client.streamable_http - DEBUG - ${opener}`, ...lines.slice(144, 157)];
    const content = [...first, ...second].join('\n');
    const { events } = await readAll(tempFile('two-sessions.log', content));
    const frameNo = first.length + 1 + second.slice(1).findIndex((l) => /in list_tools$/.test(l)) + 1;
    expect(content.split('\n')[frameNo - 1]).toMatch(/in list_tools$/);
    expect(at(events, 149)[0]?.said?.phrase ?? null).toBeNull();
    expect(at(events, frameNo)[0]?.said?.phrase).toBe('python-sdk/client-session-list-tools');
  });

  it('the GET stream printout without its record reads as that stream, as with it: no request read of it', async () => {
    for (const content of [text, without(/GET stream error$/)]) {
      const r = await analyze([tempFile('get-stream.log', content)], { all: true, tz: 'UTC' });
      expect(r.requests.map((q) => [q.method, q.id])).toEqual([
        ['initialize', 1],
        ['tools/list', 2],
      ]);
    }
  });
});

describe('Python SDK 2.3.0 stdio client: its traceback and the server\'s stderr in one log', () => {
  // stdio_client hands the server its own stderr, so the server's records sit in the client's log, above the
  // traceback the caller printed; at the stdio client's DEBUG the SDK logs no message, so no id is known.
  it.each([
    // The server died of SIGSEGV under the call (faulthandler's dump first); the dispatcher failed the waiting request
    // with its own "Connection closed" (the spec assigns no code to a closed connection).
    ['2.3.0-stdio-server-died', 'tools/call', null, 'lost', 'connection-closed', 'unknown', 'mcp.shared.exceptions.MCPError: Connection closed'],
    // The server answered a JSON-RPC error (-32602 from 2.3.0's MCPServer, not 2025-11-25's -32002: README), raised as is.
    ['2.3.0-stdio-unknown-resource', 'resources/read', null, 'failed', 'server-error', 'failed', 'mcp.shared.exceptions.MCPError: Unknown resource: file:///nowhere.txt'],
    // No exception: 2.3.0's MCPServer answers an unknown tool with an isError result; the server's own record names it.
    ['2.3.0-stdio-unknown-tool', 'tools/call', 'find_ordr', 'failed', 'server-error', 'failed', "Tool 'find_ordr' failed: 'Unknown tool: find_ordr'"],
  ])('%s: %s → %s / %s / %s', async (dir, method, target, outcome, cause, serverState, said) => {
    const r = await analyze([fixture(`python-sdk/${dir}/client.log`)], { all: true, tz: 'UTC' });
    expect(readInputs(r).map((i) => [i.format, i.problems])).toEqual([['jsonrpc-in-text', 0]]);
    expect(r.requests.map((q) => [q.method, q.target ?? null, q.from, q.outcome, q.cause, q.serverState])).toEqual([[method, target, 'client', outcome, cause, serverState]]);
    // The fate is the log's own line, not a guess: the request's timeline carries it.
    expect(r.requests[0]!.timeline.map((t) => t.detail)).toContain(said);
  });
});
