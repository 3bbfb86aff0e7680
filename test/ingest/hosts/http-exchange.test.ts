/**
 * Request-log lines a reporter labelled with the MCP method their POST carried (hosts/http-exchange.ts
 * `request-log/post-noted-method-*`, anthropics/claude-ai-mcp#553): the time of day before them, with no date, is the
 * line's wall-clock time in the capture's zone (local, the zone unknown unless --tz says it), as every reader reads a
 * clock with no date. The line is written when the POST was answered: it dates the request's end, not its start.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';
import { curlCommandLine, httpExchangePhrases } from '../../../src/ingest/hosts/http-exchange.js';
import { announcedOnlyIds, readSaid, type HostPhrase } from '../../../src/ingest/hosts/phrase.js';

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

/**
 * Rails' request log over a Rack-mounted Ruby MCP transport (hosts/http-exchange.ts `rails/started-post`,
 * `fast-mcp-rb/unknown-endpoint`; yjacquin/fast-mcp#104): fast-mcp's `Received unknown request` is its 404 for a path it
 * does not route, whatever the verb, and Rails' own `Completed <4xx|5xx> <reason> in <n>ms` is a refusal as well. Each
 * ends the POST Rails announced above it; under a `Started GET` (a stream's open, no request) it ends nothing, and a new `Started` line means the words below speak of that exchange, not an earlier POST.
 */
const started = (verb: string, path: string, s: number): string => `Started ${verb} "${path}" for 203.0.113.9 at 2025-06-17 10:53:0${s} -0500`;
describe('Rails request log with fast-mcp refusing an unrouted path', () => {
  it.each([
    ['a POST refused', [started('POST', '/mcp/events', 1), `MCP request subpath: '"/events"'`, 'Received unknown request'], [['unknown', 'failed', 'server-error', 'failed']]],
    ['a POST refused, then the GET of the same path refused', [started('POST', '/mcp/events', 1), `MCP request subpath: '"/events"'`, 'Received unknown request', started('GET', '/mcp/events', 2), `MCP request subpath: '"/events"'`, 'Received unknown request'], [['unknown', 'failed', 'server-error', 'failed']]],
    ['two POSTs refused', [started('POST', '/mcp/events', 1), 'Received unknown request', started('POST', '/mcp/events', 4), 'Received unknown request'], [['unknown', 'failed', 'server-error', 'failed'], ['unknown', 'failed', 'server-error', 'failed']]],
    ['Rails\' own refusals: a POST refused 401, a GET refused 405, a POST failed 500', [started('POST', '/mcp', 1), 'Processing by McpController#handle as JSON', 'Completed 401 Unauthorized in 3ms (ActiveRecord: 0.0ms | Allocations: 210)', started('GET', '/mcp', 2), 'Completed 405 Method Not Allowed in 1ms (Allocations: 90)', started('POST', '/mcp', 3), 'Completed 500 Internal Server Error in 12ms (ActiveRecord: 1.2ms)'], [['unknown', 'failed', 'server-error', 'failed'], ['unknown', 'failed', 'server-error', 'unknown']]],
    ['a POST answered 200, then a GET refused', [started('POST', '/mcp', 1), 'Completed 200 OK in 8ms (Allocations: 400)', started('GET', '/mcp', 2), 'Completed 404 Not Found in 1ms'], [['unknown', 'pending', 'unknown', 'unknown']]],
    ['a POST with no word after it, then a GET refused', [started('POST', '/mcp/messages', 1), `MCP request subpath: '"/messages"'`, started('GET', '/mcp/events', 2), 'Received unknown request'], [['unknown', 'pending', 'unknown', 'unknown']]],
  ])('%s', async (_name, lines, want) => {
    const r = await analyze([tempFile('development.log', `${lines.join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual(want);
  });
  // A controller serving the POST prints the message's body as Ruby's hash (`Parameters: {"jsonrpc"=>"2.0", …}`): that
  // message is the request the `Started POST` announced — one request, named by it — and Rails' refusal after it ends it.
  const params = (id: number, extra = '') => `  Parameters: {"jsonrpc"=>"2.0", "method"=>"tools/call", "params"=>{"name"=>"find_orders", "arguments"=>{"status"=>"open", "limit"=>nil}}, "id"=>${id}${extra}}`;
  it.each([
    ['the body under Processing by, refused 500', [started('POST', '/mcp', 1), 'Processing by McpController#handle as JSON', params(4), 'Completed 500 Internal Server Error in 12ms (ActiveRecord: 1.2ms)'], [['tools/call', 4, 'failed', 'server-error']]],
    ['the body with Rails\' wrapped copy beside it, Ruby 3.4\'s spaced arrows', [started('POST', '/mcp', 1), 'Processing by McpController#handle as */*', '  Parameters: {"jsonrpc" => "2.0", "method" => "tools/call", "params" => {"name" => "find_orders"}, "id" => 4, "mcp" => {"jsonrpc" => "2.0", "method" => "tools/call", "id" => 4}}', 'Completed 401 Unauthorized in 3ms (Allocations: 210)'], [['tools/call', 4, 'failed', 'server-error']]],
    // (The first's 200 carries no answer the log shows: its outcome is the engine's reading of an unanswered call.)
    ['two POSTs, each with its body, the second refused', [started('POST', '/mcp', 1), 'Processing by McpController#handle as JSON', params(4), 'Completed 200 OK in 8ms (Allocations: 400)', started('POST', '/mcp', 3), 'Processing by McpController#handle as JSON', params(5), 'Completed 500 Internal Server Error in 12ms'], [['tools/call', 4, 'abandoned', 'unknown'], ['tools/call', 5, 'failed', 'server-error']]],
    ['a POST whose Parameters carry no message stays the announced one', [started('POST', '/mcp', 1), 'Processing by McpController#handle as JSON', '  Parameters: {"token"=>"[FILTERED]"}', 'Completed 500 Internal Server Error in 12ms'], [['unknown', null, 'failed', 'server-error']]],
  ])('%s', async (_name, lines, want) => {
    const r = await analyze([tempFile('development.log', `${lines.join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.id, q.outcome, q.cause])).toEqual(want);
  });
  // Only the `Started` line has a clock (with its offset): the body under it is that time, and the `Completed` line closing
  // it is the time it states later; a `Completed` line with no clocked `Started` above it stays without one.
  it.each([
    ['the body and the refusal', [started('POST', '/mcp', 1), 'Processing by McpController#handle as JSON', params(4), 'Completed 500 Internal Server Error in 12ms (ActiveRecord: 1.2ms)'], [['tools/call', '2025-06-17T15:53:01.000+00:00', '2025-06-17T15:53:01.012+00:00', 12]]],
    ['no body, refused', [started('POST', '/mcp', 3), 'Completed 401 Unauthorized in 1500ms (Allocations: 90)'], [['unknown', '2025-06-17T15:53:03.000+00:00', '2025-06-17T15:53:04.500+00:00', 1500]]],
    ['an offset with a colon, east of UTC', ['Started POST "/mcp" for 203.0.113.9 at 2025-06-17 10:53:01 +09:00', 'Processing by McpController#handle as JSON', params(7), 'Completed 500 Internal Server Error in 40ms'], [['tools/call', '2025-06-17T01:53:01.000+00:00', '2025-06-17T01:53:01.040+00:00', 40]]],
    ['the second POST\'s refusal timed from its own Started', [started('POST', '/mcp', 1), 'Processing by McpController#handle as JSON', params(4), 'Completed 500 Internal Server Error in 12ms', started('POST', '/mcp', 6), 'Processing by McpController#handle as JSON', params(5), 'Completed 500 Internal Server Error in 7ms'], [['tools/call', '2025-06-17T15:53:01.000+00:00', '2025-06-17T15:53:01.012+00:00', 12], ['tools/call', '2025-06-17T15:53:06.000+00:00', '2025-06-17T15:53:06.007+00:00', 7]]],
  ])('dates %s from the Started line', async (_name, lines, want) => {
    const r = await analyze([tempFile('development.log', `${lines.join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.startedAt, q.endedAt, q.durationMs])).toEqual(want);
  });
  // fast-mcp's own words inside the exchange have no clock either: written while it was under way, they are the
  // Started line's time, so the refusal they read has its end (yjacquin/fast-mcp#104).
  it.each([
    ['a POST refused by fast-mcp', [started('POST', '/mcp/events', 1), `MCP request subpath: '"/events"'`, 'Received unknown request'], [['unknown', '2025-06-17T15:53:01.000+00:00', '2025-06-17T15:53:01.000+00:00']]],
    ['the second POST\'s refusal dated by its own Started', [started('POST', '/mcp/events', 1), 'Received unknown request', started('POST', '/mcp/events', 4), 'Received unknown request'], [['unknown', '2025-06-17T15:53:01.000+00:00', '2025-06-17T15:53:01.000+00:00'], ['unknown', '2025-06-17T15:53:04.000+00:00', '2025-06-17T15:53:04.000+00:00']]],
  ])('dates the words of %s from the Started line', async (_name, lines, want) => {
    const r = await analyze([tempFile('development.log', `${lines.join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.startedAt, q.endedAt])).toEqual(want);
  });
  // The exchange ends at a record boundary too: a blank line (Rails' development log puts two before each `Started`) or
  // a line with a clock of its own. A log cut before the `Completed` line does not date what follows at its `Started`.
  it.each([
    ['inside the exchange, no boundary: the Started line\'s time', [started('POST', '/mcp/events', 1), `MCP request subpath: '"/events"'`, 'Received unknown request'], '2025-06-17T15:53:01.000+00:00'],
    ['after a blank line: no clock', [started('POST', '/mcp/events', 1), `MCP request subpath: '"/events"'`, '', '', 'Received unknown request'], null],
    ['after a line with its own clock: not the Started line\'s', [started('POST', '/mcp/events', 1), '2025-06-17T15:59:00Z worker ready', 'Received unknown request'], null],
  ])('dates fast-mcp\'s refusal %s', async (_name, lines, want) => {
    const r = await analyze([tempFile('development.log', `${lines.join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.startedAt, q.endedAt])).toEqual([['2025-06-17T15:53:01.000+00:00', want]]);
  });
  it('gives a Completed line with no Started line above it no clock', async () => {
    const r = await analyze([tempFile('development.log', `${['Processing by McpController#handle as JSON', params(4), 'Completed 500 Internal Server Error in 12ms'].join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.startedAt, q.endedAt])).toEqual([['tools/call', null, null]]);
  });
  it('leaves a text with the gem\'s words and no Rails request line unread', async () => {
    await expect(analyze([tempFile('development.log', 'Received unknown request\n')], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

/**
 * curl's own outcome under a pasted command to an MCP path (hosts/http-exchange.ts curlSendsNoMessage): a POST with no
 * body carries no MCP message (the message is the POST's body), so what curl printed under it ends no request; with a
 * body, on the command's continued lines or on a line of its own whose `\` the copy lost, it ends the request the body is.
 */
describe("curl's outcome under a pasted command", () => {
  const body = `'{"jsonrpc":"2.0","id":4,"method":"tools/list"}'`;
  it.each([
    ['a body-less POST a gateway dropped (wso2/api-manager#5108)', [`curl --location --request POST 'https://gw.example:8243/orders/v1/mcp' \\`, `--header 'Content-Type: application/json' -k`, 'curl: (52) Empty reply from server'], []],
    ['a body-less POST refused 400', [`curl -i -X POST https://gw.example/mcp -H 'Accept: application/json, text/event-stream'`, 'HTTP/1.1 400 Bad Request'], []],
    ['a POST with its body, dropped', [`curl -X POST https://gw.example/mcp -H 'Content-Type: application/json' \\`, `  -d ${body}`, 'curl: (52) Empty reply from server'], [['tools/list', 'lost']]],
    ['a POST whose body line lost its backslash, dropped', [`curl -X POST https://gw.example/mcp -H 'Content-Type: application/json'`, `  -d ${body}`, 'curl: (52) Empty reply from server'], [['tools/list', 'lost']]],
  ])('%s', async (_name, lines, want) => {
    const r = await analyze([tempFile('curl.txt', `${lines.join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual(want);
  });
  it('leaves curl\'s error under a command to no MCP path unread', async () => {
    await expect(analyze([tempFile('curl.txt', "curl -X POST https://api.example/v1/orders\ncurl: (52) Empty reply from server\n")], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe('curlCommandLine: a pasted curl command, its `\\`-continued lines joined', () => {
  it('joins the continued lines and ends the command on the first line without a `\\`', () => {
    const lines = ['$ curl -X POST https://example.test/mcp \\', '  -H "Content-Type: application/json" \\', "  -d '{}'", 'HTTP/1.1 404 Not Found'];
    let cmd: string | null = null;
    const seen: { cmd: string; more: boolean }[] = [];
    for (const l of lines) {
      const c = curlCommandLine(cmd, l);
      if (c === null) break;
      seen.push(c);
      cmd = c.more ? c.cmd : null;
    }
    expect(seen.map((c) => c.more)).toEqual([true, true, false]);
    expect(seen[2]!.cmd).toBe(`$ curl -X POST https://example.test/mcp \\ -H "Content-Type: application/json" \\ -d '{}'`);
    expect(curlCommandLine(null, lines[3]!)).toBeNull();
  });

  it.each([
    ['curl -I https://example.test/mcp', true],
    ['❯ curl -sS https://example.test/sse', true],
    ['libcurl -v', false],
    ['curl: (52) Empty reply from server', false],
  ])('%s starts a command: %s', (line, starts) => {
    expect(curlCommandLine(null, line) !== null).toBe(starts);
  });

  it('a line under an open command continues it whatever it holds', () => {
    expect(curlCommandLine('curl -X POST \\', '  https://example.test/mcp')).toEqual({ cmd: 'curl -X POST \\ https://example.test/mcp', more: false });
  });
});

describe('announcedOnlyIds: the rows that end only a request the log announced', () => {
  it('takes the marked rows and no other', () => {
    const row = (id: string, announcedOnly?: boolean): HostPhrase => ({ id, said: 'http-status', hint: 'x', re: /x/, seen: [], ...(announcedOnly !== undefined ? { announcedOnly } : {}) });
    expect([...announcedOnlyIds([row('a/marked', true), row('a/plain'), row('a/unmarked', false)])]).toEqual(['a/marked']);
  });

  it("marks fast-mcp's unknown-endpoint refusal and Rails' refused Completed among the exchange rows", () => {
    const ids = announcedOnlyIds(httpExchangePhrases);
    expect(ids.has('fast-mcp-rb/unknown-endpoint')).toBe(true);
    expect(ids.has('rails/completed-refused')).toBe(true);
    expect(ids.has('rails/started-post')).toBe(false);
  });
});

/**
 * The exchange rows say themselves when their POST went to a path where no session is ever issued (HostPhrase
 * sessionlessPath, carried to HostSaid): the site's root and the HTTP+SSE stream path, whose 404 is a refusal, while the
 * same line for an MCP path is a forgotten session (openai/sample-deep-research-mcp#2, PrefectHQ/fastmcp#831).
 */
describe('a refused POST by the path it went to', () => {
  it.each([
    ['POST / HTTP/1.1', 'server-error', true],
    ['POST /sse HTTP/1.1', 'server-error', true],
    ['POST /mcp/sse/ HTTP/1.1', 'server-error', true],
    ['POST /mcp HTTP/1.1', 'session-expired', false],
  ])('reads `%s` 404 as %s', async (request, cause, sessionless) => {
    const r = await analyze([tempFile('server.log', `INFO:     10.0.0.7:0 - "${request}" 404 Not Found\nINFO:     10.0.0.7:0 - "POST /sse/ HTTP/1.1" 405 Method Not Allowed\n`)], { tz: 'UTC', all: true });
    // (a lone line to the root is no capture the sniffs know: the client's POST to the stream path after it makes one)
    expect(r.requests.map((q) => [q.outcome, q.cause])).toEqual([['failed', cause], ['failed', 'server-error']]);
    const row = httpExchangePhrases.find((p) => p.re.test(`"${request}" 404 Not Found`))!;
    expect(row.sessionlessPath === true).toBe(sessionless);
  });
});

describe("side: which end of the exchange wrote a status line (HostSaid.side)", () => {
  it.each([
    ['uvicorn', 'INFO:     127.0.0.1:53712 - "POST /mcp HTTP/1.1" 406 Not Acceptable', 'server'],
    ['morgan', 'POST /mcp 401 3.214 ms - 45', 'server'],
    ['a platform request log', 'POST /api/mcp → 502 (12ms)', 'server'],
    ['Heroku router', 'heroku[router]: at=error code=H12 desc="Request timeout" method=POST path="/mcp" host=x.herokuapp.com dyno=web.1 connect=2ms service=30000ms status=503 bytes=0', 'server'],
    ['Rails', 'Completed 401 Unauthorized in 3ms (ActiveRecord: 0.0ms)', 'server'],
    ["curl's status line", 'HTTP/2 404', undefined],
    ["a browser console's refused fetch", 'POST https://host.example/mcp 504 (Gateway Timeout)', undefined],
  ])('%s', (_n, line, side) => {
    const said = readSaid(httpExchangePhrases, line);
    expect(said?.kind).toBe('http-status');
    expect(said?.side).toBe(side);
  });
});
