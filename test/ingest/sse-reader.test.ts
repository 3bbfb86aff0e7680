import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copiedWhole, curlBody, sessionFromEndpoint, sniffSse, sseReader, stripStamp, unjoinCurlSession } from '../../src/ingest/formats/sse.js';
import { analyze } from '../../src/analyze.js';
import type { ZoneResolver } from '../../src/ingest/types.js';
import { runFixture, runReader, UTC } from '../fixtures/http/harness.js';
import { readAll, tempFile } from './helpers.js';

const SEOUL: ZoneResolver = { zone: '+09:00', explicit: true, toEpoch: (y, mo, d, h, mi, s, ms) => Date.UTC(y, mo - 1, d, h, mi, s, ms) - 9 * 3_600_000 };
const FILES = ['curl-basic.sse', 'stamped-partial.sse', 'curl-i-endpoint.sse', 'local-curl-error.sse'];

describe('SSE transcript reader: invariants', () => {
  it.each(FILES)('%s: lines add up, every event has file and line, stream info on stream events', (name) => {
    const r = runFixture(sseReader, name);
    const a = r.accounting;
    expect(a.event + a.part + a.blank + a.problem).toBe(r.lines);
    for (const e of r.events) {
      expect(e.source.file).toBe(name);
      expect(e.source.line).toBeGreaterThanOrEqual(1);
      expect(e.source.line).toBeLessThanOrEqual(r.lines);
      if (e.kind !== 'host-log' && e.kind !== 'unparsed') expect(e.stream?.id).toBe('sse-1');
    }
    expect(r.events[0]!.kind).toBe('stream-open');
    expect(r.events.at(-1)!.kind).toBe('stream-close');
  });
});

describe('SSE transcript reader', () => {
  it('bare curl -N output: messages (multi-line data joined), comment keepalive, no clock', () => {
    const r = runFixture(sseReader, 'curl-basic.sse');
    expect(r.events.map((e) => e.kind)).toEqual(['stream-open', 'message', 'keepalive', 'message', 'stream-close']);
    expect(r.events.every((e) => e.at === null && e.transport === 'streamable-http')).toBe(true);
    expect(r.events[3]).toMatchObject({ from: 'server', message: { id: 1, result: { content: [] } }, source: { line: 6, endLine: 9 } });
    // The transcript does not show who ended the stream; the one response it carried names the request.
    expect(r.events[4]!.stream).toEqual({ id: 'sse-1', requestId: 1 });
    expect(r.problems).toEqual([]);
  });

  it('ISO-stamped CRLF transcript: priming keepalive, times per event, partial end → Problem', () => {
    const r = runFixture(sseReader, 'stamped-partial.sse');
    expect(r.events.map((e) => e.kind)).toEqual(['stream-open', 'keepalive', 'keepalive', 'message', 'stream-close']);
    expect(r.events[0]!.stream!.lastEventId).toBeUndefined();
    expect(r.events[1]).toMatchObject({ at: Date.parse('2026-11-30T12:00:00.100Z'), stream: { lastEventId: 'p-1' } });
    expect(r.events[3]).toMatchObject({ at: Date.parse('2026-11-30T12:00:20.500Z'), stream: { lastEventId: 'p-2' } });
    expect(r.events[4]).toMatchObject({ at: Date.parse('2026-11-30T12:00:30.000Z'), stream: { partial: true, lastEventId: 'p-2' } });
    expect(r.events[4]!.stream!.closedBy).toBeUndefined();
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]!.source).toEqual({ file: 'stamped-partial.sse', line: 10, endLine: 11 });
  });

  it('curl -i with an endpoint event: HTTP+SSE, session from the endpoint URL, status', () => {
    const r = runFixture(sseReader, 'curl-i-endpoint.sse');
    expect(r.events.every((e) => e.transport === 'http+sse' && e.session === '9f86d081-884c')).toBe(true);
    expect(r.events[0]).toMatchObject({ kind: 'stream-open', text: 'endpoint: /messages?sessionId=9f86d081-884c', stream: { contentType: 'text/event-stream' } });
    expect(r.events[1]).toMatchObject({ kind: 'http-status', stream: { status: 200 } });
  });

  it('local stamps go through --tz; a curl error closes the stream (18 → network)', () => {
    const r = runFixture(sseReader, 'local-curl-error.sse', SEOUL);
    expect(r.events[0]!.at).toBe(Date.parse('2026-11-30T03:00:00.000Z'));
    expect(r.events.at(-1)).toMatchObject({ kind: 'stream-close', at: Date.parse('2026-11-30T03:01:00.000Z'), stream: { closedBy: 'network' } });
  });

  it('curl (28) is the client’s own timer', () => {
    const r = runReader(sseReader, 'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}\n\ncurl: (28) Operation timed out after 30001 milliseconds with 120 bytes received\n');
    expect(r.events.at(-1)).toMatchObject({ kind: 'stream-close', from: 'client', stream: { closedBy: 'client' } });
  });

  /** `curl -v` output as pasted into an issue: the `> ` and `< ` separators lost their trailing space. */
  const CURL_V = [
    '* Connected to 127.0.0.1 (127.0.0.1) port 3001',
    '> POST /mcp HTTP/1.1',
    '> Authorization: Bearer SECRET',
    '> mcp-session-id: s-9',
    '> mcp-protocol-version: 2025-06-18',
    '>',
    '< HTTP/1.1 200 OK',
    '< Content-Type: text/event-stream',
    '<',
    'event: message',
    'data: {"jsonrpc":"2.0","id":4,"result":{}}',
    '',
    '* Connection #0 to host 127.0.0.1 left intact',
  ];

  it('curl -v: request line and MCP request headers, response status; other headers dropped', () => {
    const r = runReader(sseReader, CURL_V.join('\n'));
    expect(r.events[0]!.stream).toEqual({ id: 'sse-1', method: 'POST', url: '/mcp', headers: { 'mcp-session-id': 's-9', 'mcp-protocol-version': '2025-06-18' }, contentType: 'text/event-stream' });
    expect(r.events.every((e) => e.session === 's-9')).toBe(true);
    expect(JSON.stringify(r.events)).not.toContain('SECRET');
    expect(r.events.map((e) => e.kind)).toEqual(['stream-open', 'http-status', 'message', 'host-log', 'stream-close']);
  });

  it('curl -v pasted into an issue (bare `>` / `<` separators) is detected as an SSE transcript and read', async () => {
    // As curl prints it the separators are `> ` and `< `; both spellings are SSE transcripts.
    expect(sniffSse(CURL_V)).toBeGreaterThan(0.9);
    expect(sniffSse(CURL_V.map((l) => (l === '>' || l === '<' ? l + ' ' : l)))).toBeGreaterThan(0.9);
    const r = await readAll(tempFile('pasted-curl-v.txt', CURL_V.join('\n') + '\n'));
    expect(r.input.format).toBe('sse');
    expect(r.events.map((e) => e.kind)).toEqual(['stream-open', 'http-status', 'message', 'host-log', 'stream-close']);
    expect(r.events.every((e) => e.session === 's-9')).toBe(true);
    expect(r.problems).toEqual([]);
  });

  it('non-JSON data and unknown fields become unparsed events; a dateless stamp a Problem', () => {
    const r = runReader(sseReader, '[12:00:00.123] data: hello\n[12:00:00.123]\n[12:00:01.000] weird: 1\n');
    expect(r.events.map((e) => e.kind)).toEqual(['stream-open', 'unparsed', 'unparsed', 'stream-close']);
    expect(r.events.every((e) => e.at === null)).toBe(true);
    expect(r.problems.map((p) => p.message)).toEqual(['timestamps are times of day without a date: events have no clock']);
    const a = r.accounting;
    expect(a.event + a.part + a.blank + a.problem).toBe(r.lines);
  });

  it('never throws and keeps the line accounting on arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('data: {"jsonrpc":"2.0","id":1,"result":{}}', '', ': ping', 'id: 1', 'event: endpoint', 'curl: (56) x'), fc.string({ unit: 'binary' })), { maxLength: 40 }), (lines) => {
        const r = runReader(sseReader, lines.join('\n'));
        const a = r.accounting;
        return a.event + a.part + a.blank + a.problem === r.lines;
      }),
      { numRuns: 300 },
    );
  });
});

describe('SSE helpers', () => {
  it.each([
    ['2026-11-30T12:00:00.123Z data: x', Date.parse('2026-11-30T12:00:00.123Z'), 'data: x'],
    ['[2026-11-30T12:00:00.123456+02:00] : ping', Date.parse('2026-11-30T10:00:00.123Z'), ': ping'],
    ['2026-11-30 12:00:00,5 data: x', Date.parse('2026-11-30T12:00:00.500Z'), 'data: x'],
    ['data: 2026-11-30T12:00:00Z', undefined, 'data: 2026-11-30T12:00:00Z'],
    ['[2026-11-30T12:00:00Z data: unbalanced bracket', undefined, '[2026-11-30T12:00:00Z data: unbalanced bracket'],
  ])('stripStamp(%s)', (line, at, rest) => {
    const s = stripStamp(line, { tz: UTC });
    expect(s.at).toBe(at);
    expect(s.rest).toBe(rest);
  });

  it.each([
    ['/messages?sessionId=abc-1', 'abc-1'],
    ['/messages/?session_id=0f9e', '0f9e'],
    ['http://h/messages?x=1&sessionId=a%2Fb', 'a/b'],
    ['/messages', null],
  ])('sessionFromEndpoint(%s)', (data, want) => {
    expect(sessionFromEndpoint(data)).toBe(want);
  });

  it('sniffs SSE transcripts and refuses other logs', () => {
    expect(sniffSse(['event: message', 'data: {"jsonrpc":"2.0","id":1,"result":{}}', ''])).toBeGreaterThan(0.9);
    expect(sniffSse(['HTTP/1.1 200 OK', 'content-type: text/event-stream', '', 'data: hi'])).toBeGreaterThan(0.5);
    expect(sniffSse(['2026-11-30T12:00:00.123Z data: {"jsonrpc":"2.0"}'])).toBeGreaterThan(0.9);
    expect(sniffSse(['2025-07-12T05:51:44.601Z [build] [info] Message from client: {"method":"tools/call"}'])).toBe(0);
    expect(sniffSse(['{"jsonrpc":"2.0","id":1,"method":"x"}'])).toBe(0);
    expect(sniffSse(['{', '  "log": {'])).toBe(0);
    // A stream that opens with keep-alives only: the event-stream header decides; without it, not SSE.
    const pings = Array.from({ length: 60 }, () => ': ping');
    expect(sniffSse(['HTTP/1.1 200 OK', 'Content-Type: text/event-stream', '', ...pings])).toBeGreaterThan(0.5);
    expect(sniffSse(['< HTTP/1.1 200 OK', '< content-type: text/event-stream', '<', ...pings])).toBeGreaterThan(0.5);
    expect(sniffSse(pings)).toBe(0);
    expect(sniffSse(['HTTP/1.1 200 OK', 'content-type: text/event-stream', '', ': ping', 'some log line'])).toBe(0);
  });
});

describe('SSE transcript with the curl command that opened it', () => {
  it.each([
    [`curl -N -X POST http://h/mcp -d '{"jsonrpc":"2.0","id":1,"method":"ping"}'`, '{"jsonrpc":"2.0","id":1,"method":"ping"}'],
    [`$ curl -N http://h/mcp --json '{"a":1}' -H 'x: y'`, '{"a":1}'],
    [`curl -N http://h/mcp --data-raw "{\\"jsonrpc\\":\\"2.0\\"}"`, '{"jsonrpc":"2.0"}'],
    [`curl -N http://h/mcp -d '{`, undefined],
    ['curl -N http://h/sse', null],
  ])('curlBody(%s)', (cmd, body) => {
    expect(curlBody(cmd)).toBe(body);
  });

  it("the command's body is the request the stream answers; a cut stream loses it", async () => {
    const p = tempFile('curl-n.txt', [
      `$ curl -N -X POST http://localhost:8000/mcp -H 'Accept: application/json, text/event-stream' -H 'mcp-session-id: 4f2c' \\`,
      `  -d '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"long_task","arguments":{},"_meta":{"progressToken":3}}}'`,
      'event: message',
      'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":3,"progress":1,"total":5}}',
      '',
      ': ping',
      '',
      'curl: (18) transfer closed with outstanding read data remaining',
    ].join('\n') + '\n');
    const r = await readAll(p);
    expect(r.input.format).toBe('sse');
    expect(r.events.map((e) => [e.kind, e.from])).toEqual([
      ['stream-open', 'client'], ['message', 'client'], ['message', 'server'], ['keepalive', 'server'], ['stream-close', null],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.method, q.id, q.outcome, q.cause])).toEqual([['tools/call', 3, 'lost', 'stream-closed']]);
  });
});

describe('SSE transcripts pasted as heads only, joined onto one line, or dumped by a logging proxy', () => {
  // PrefectHQ/fastmcp#2047: a `curl -v` session inside an inline code span, every line joined by a space.
  const JOINED =
    'root# curl -v http://localhost:8000/mcp/sse * Trying 127.0.0.1:8000... * Connected to localhost (127.0.0.1) port 8000 (#0) > GET /mcp/sse HTTP/1.1 > Host: localhost:8000 > Accept: */* > < HTTP/1.1 200 OK < server: uvicorn < content-type: text/event-stream; charset=utf-8 < Transfer-Encoding: chunked < event: endpoint data: /mcp/messages/?session_id=ab12 : ping - 2025-10-10 08:34:43.721777+00:00';

  it('a curl -v session joined onto one line is taken apart at curl\'s markers and the event fields', () => {
    expect(unjoinCurlSession(JOINED)).toEqual([
      'root# curl -v http://localhost:8000/mcp/sse', '* Trying 127.0.0.1:8000...', '* Connected to localhost (127.0.0.1) port 8000 (#0)',
      '> GET /mcp/sse HTTP/1.1', '> Host: localhost:8000', '> Accept: */*', '>', '< HTTP/1.1 200 OK', '< server: uvicorn',
      '< content-type: text/event-stream; charset=utf-8', '< Transfer-Encoding: chunked', '<',
      'event: endpoint', 'data: /mcp/messages/?session_id=ab12', '', ': ping - 2025-10-10 08:34:43.721777+00:00',
    ]);
    // A JSON data value is taken whole: a ` : ` or `data: ` inside its strings splits nothing.
    const json = '> POST /mcp HTTP/1.1 > Host: h > Accept: text/event-stream > < HTTP/1.1 200 OK < content-type: text/event-stream < event: message data: {"jsonrpc":"2.0","id":1,"result":{"text":"a : b data: c"}} : keepalive';
    expect(unjoinCurlSession(json)!.slice(-5)).toEqual(['<', 'event: message', 'data: {"jsonrpc":"2.0","id":1,"result":{"text":"a : b data: c"}}', '', ': keepalive']);
    // Not a session: a long line of words, a markdown list joined, a short line.
    expect(unjoinCurlSession('the server says > this and < that * and more words that go on and on for a long while here')).toBeNull();
    expect(unjoinCurlSession('> GET /mcp HTTP/1.1')).toBeNull();
  });

  it('the joined session is read as the stream it was: an endpoint event and a keep-alive, no request', async () => {
    const p = tempFile('joined.txt', '`\n' + JOINED + '\n`\n');
    const r = await readAll(p);
    expect(r.input.format).toBe('sse');
    expect(r.events.map((e) => e.kind)).toEqual(['stream-open', 'http-status', 'keepalive', 'stream-close']);
    expect(r.events[0]).toMatchObject({ transport: 'http+sse', session: 'ab12', stream: { method: 'GET', url: '/mcp/sse' } });
    expect(r.problems).toEqual([]);
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('a request head to an MCP endpoint that never got a response, under the reporter\'s bracketed note', async () => {
    const lines = ['curl -v -N https://x.example/api/mcp -H "Accept: text/event-stream"', '> GET /api/mcp HTTP/2', '> Host: x.example', '> Accept: text/event-stream', '> ', '[hangs indefinitely]'];
    expect(sniffSse(lines)).toBe(0.5);
    const p = tempFile('hang.txt', lines.join('\n') + '\n');
    const r = await readAll(p);
    expect(r.input.format).toBe('sse');
    expect(r.events.map((e) => e.kind)).toEqual(['stream-open', 'stream-close']);
    expect(r.events[0]!.stream).toMatchObject({ method: 'GET', url: '/api/mcp' });
    expect(r.events[1]!.stream!.status).toBeUndefined();
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('a logging proxy\'s raw request and response heads: MCP request headers kept, its own lines as host-log', () => {
    const r = runReader(sseReader, [
      '---> Sending to https://h:8443/mcp', '', 'GET /mcp HTTP/1.1', 'Host: h:8443', 'Accept: text/event-stream', 'Authorization: Bearer SECRET',
      'Mcp-Protocol-Version: 2025-11-25', 'Mcp-Session-Id: S1', '', '', '2026/05/06 23:39:32 ', '', 'Error: readRequest from client: i/o timeout', '',
      '<--- Received from https://h:8443/mcp', '', 'HTTP/1.1 200 OK', 'Content-Type: text/event-stream', 'Transfer-Encoding: chunked',
    ].join('\n'));
    expect(r.events.map((e) => e.kind)).toEqual(['host-log', 'host-log', 'host-log', 'host-log', 'stream-open', 'http-status', 'stream-close']);
    expect(r.events[4]!.stream).toEqual({ id: 'sse-1', method: 'GET', url: '/mcp', headers: { 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': 'S1' }, contentType: 'text/event-stream' });
    expect(r.events[4]!.session).toBe('S1');
    expect(JSON.stringify(r.events)).not.toContain('SECRET');
    const a = r.accounting;
    expect(a.event + a.part + a.blank + a.problem).toBe(r.lines);
  });

  it('heads alone are claimed only with MCP evidence and nothing else in the text', () => {
    // logseq/db-test#1061: a response head that says event stream, and no event ever came.
    expect(sniffSse(['HTTP/1.1 200 OK', 'cache-control: no-cache', 'content-type: text/event-stream', 'mcp-session-id: <uuid>'])).toBe(0.5);
    expect(sniffSse(['HTTP/1.1 200 OK', 'content-type: text/html', 'content-length: 12'])).toBe(0);
    expect(sniffSse(['HTTP/1.1 200 OK', 'content-type: text/event-stream', 'content-length: 0', 'some log line'])).toBe(0);
    // The proxy's own lines need both heads around them.
    expect(sniffSse(['---> Sending to https://h/mcp', 'GET /mcp HTTP/1.1', 'Host: h', 'Mcp-Session-Id: S1'])).toBe(0);
  });
});

describe('SSE transcript reader: a last event whose blank line the copy lost', () => {
  // A server writes an event and its blank line at once, so a text that ends between a whole message and its blank
  // line is a copy that trimmed it; a stream cut by the network ends inside the data.
  it.each([
    ['an object', '{"jsonrpc":"2.0","id":0,"result":{}}', true],
    ['an array (a 2025-03-26 batch)', '[{"jsonrpc":"2.0","id":1,"result":{}}]', true],
    ['trailing spaces', '{"jsonrpc":"2.0","id":0,"result":{}}  ', true],
    ['inner quotes whose backslashes a page ate', '{"jsonrpc":"2.0","id":0,"error":{"code":-32603,"message":"Unrecognized field "tools" (class x)"}}', true],
    ['cut inside a member', '{"jsonrpc":"2.0","id":3,"res', false],
    ['cut right after an inner object', '{"jsonrpc":"2.0","id":3,"result":{"content":[]}', false],
    ['one closing brace too many', '{"a":1}}', false],
    ['a closing brace before its opening one', '{"a":1}}{', false],
    ['not JSON', 'hello', false],
    ['empty', '', false],
  ])('%s: %s', (_what, data, whole) => {
    expect(copiedWhole(data)).toBe(whole);
  });

  it.each([
    ['a whole message: read, the stream closed as any transcript ends', 'event: message\ndata: {"jsonrpc":"2.0","id":0,"result":{}}', ['stream-open', 'message', 'stream-close'], 0],
    ['a cut message: a partial close and a Problem', 'event: message\ndata: {"jsonrpc":"2.0","id":0,"res', ['stream-open', 'stream-close'], 1],
  ])('%s', (_what, text, kinds, problems) => {
    const r = runReader(sseReader, text);
    expect(r.events.map((e) => e.kind)).toEqual(kinds);
    expect(r.problems).toHaveLength(problems);
    expect(r.events.at(-1)!.stream!.partial).toBe(problems === 1 ? true : undefined);
    expect(r.accounting.event + r.accounting.part + r.accounting.blank + r.accounting.problem).toBe(r.lines);
  });

  it.each([
    ['an error naming the Java SDK\'s schema class', '{"jsonrpc":"2.0","id":0,"error":{"code":-32603,"message":"Unrecognized field \\"tools\\" (class io.modelcontextprotocol.spec.McpSchema$ClientCapabilities)"}}', 'java-sdk'],
    ['the class in a result, not an error', '{"jsonrpc":"2.0","id":0,"result":{"content":[{"type":"text","text":"io.modelcontextprotocol.spec.McpSchema"}]}}', null],
    ['an error naming no class', '{"jsonrpc":"2.0","id":0,"error":{"code":-32603,"message":"Internal error"}}', null],
  ])('the writer from %s', (_what, data, host) => {
    const ctx = { file: 'sse.log', tz: UTC, emit: () => {}, problem: () => {} };
    const sink = sseReader.open(ctx);
    for (const [i, l] of ['event:endpoint', 'data:/mcp/message', '', 'event:message', `data:${data}`, ''].entries()) sink.line(l, i + 1);
    sink.end();
    expect(sink.host?.() ?? null).toBe(host);
  });
});
