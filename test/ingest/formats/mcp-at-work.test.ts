/**
 * What makes a capture of a log with no request in it (formats/mcp-at-work.ts): a log's own lines showing an MCP
 * server or client at work are read as a capture in which nothing failed; the same words in prose, or a log whose
 * words never say MCP, stay refused. Lines follow the pastes of the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { loggedMessage, mcpAtWorkLine } from '../../../src/ingest/formats/mcp-at-work.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

/** What an access-style capture must read as: refused (not a capture), one failed request, or read with nothing failed. */
type Reading = 'refused' | 'failed' | 'nothing failed';

async function expectReading(p: string, want: Reading): Promise<void> {
  if (want === 'refused') {
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
    return;
  }
  const report = await analyze([p], { tz: 'UTC' });
  if (want === 'failed') expect(report.requests.map((r) => r.outcome)).toEqual(['failed']);
  else {
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(report.requests).toEqual([]);
  }
}

describe('a log showing an MCP server or client at work, with no request', () => {
  // microsoft/semantic-kernel#11758: the Python SDK client's own logger at info, then the app's error about a tool's
  // parameter name (a framework's, after the exchange worked)
  it.each<[string, string[], Reading]>([
    ['the SDK client logger at info, its POSTs accepted, an app error after', ['INFO:mcp.client.sse:Starting post writer with endpoint URL: http://h/message?sessionId=ab12', 'INFO:httpx:HTTP Request: POST http://h/message?sessionId=ab12 "HTTP/1.1 202 Accepted"', 'ERROR:app.bridge:Server ops: Error connecting to HTTP MCP server at http://h/sse: 1 validation error for KernelParameterMetadata'], 'nothing failed'],
    ['the logger between dashes in an app format', ['2025-05-13 10:01:02,003 - mcp.client.streamable_http - DEBUG - Sending client message: root=JSONRPCNotification(method=\'notifications/initialized\')'], 'nothing failed'],
    ['the SDK client logger alone, at info', ['INFO:mcp.client.sse:Starting post writer with endpoint URL: http://h/message?sessionId=ab12'], 'nothing failed'],
    ['another package named mcp.clientele is no SDK logger', ['INFO:mcp.clientele.sync:started'], 'refused'],
    ['an httpx 202 alone says no MCP', ['INFO:httpx:HTTP Request: POST http://h/message?sessionId=ab12 "HTTP/1.1 202 Accepted"'], 'refused'],
    // OVINC-CN/OpenWebUI#231: loguru's layout as Open WebUI's backend writes it, the SDK's logger and function in it
    ['the SDK client logger in loguru\'s layout, at info', ['2025-12-01 06:35:19.452 | INFO     | mcp.client.streamable_http:_maybe_extract_protocol_version_from_message:146 - Negotiated protocol version: 2025-06-18'], 'nothing failed'],
    ['loguru\'s layout with another logger is no SDK record', ['2025-12-01 06:35:19.452 | INFO     | app.mcp_tools:load:12 - loaded'], 'refused'],
    // Jan's app log (tauri-plugin-log's `[date][time][target][LEVEL] message`): ROCm/legacy-rocm-build#6365
    ['a Tauri app\'s stacked stamp, target and level, its servers started', ['[2026-07-10][00:14:27][app_lib::core::mcp::helpers][INFO] MCP server notes tools/list verified on attempt 1', '[2026-07-10][00:14:27][app_lib::core::mcp::helpers][INFO] MCP server notes started successfully'], 'nothing failed'],
    ['the same stamp with no MCP word', ['[2026-07-10][00:14:27][app_lib::core::setup][INFO] Server started successfully'], 'refused'],
  ])('%s', async (_name, l, want) => {
    await expectReading(tempFile('client.log', lines(...l)), want);
  });

  it('is a capture with nothing failed: a server\'s start banner behind a log viewer\'s clock (syahiidkamil/mcp-postgres-full-access#5)', async () => {
    const p = tempFile('container.log', lines(
      '2025-06-18 11:13:21.072 | INFO:     Started server process [7]',
      '2025-06-18 11:13:30.497 | Starting Inventory MCP server...',
      '2025-06-18 11:13:30.525 | Successfully connected to database',
      '2025-06-18 11:13:30.526 | MCP server started and ready to accept connections',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests).toEqual([]);
    expect(report.findings).toEqual([]);
  });

  it.each([
    ['2025-03-02T10:00:01.120Z [info] Weather MCP Server running on stdio'],
    ['[2025-03-02 10:00:01] [INFO] [gateway] Connected to MCP server \'docs\''],
    ['10:00:01.120 INFO Registered 12 tools from MCP server notes'],
    ['INFO:     MCP client connected to http://127.0.0.1:8000/mcp'],
    // A version between the name and the words (meltylabs/chorus#58 prints one in its stdio banner).
    ['2025-03-02T10:00:01.120Z [info] Docs Index MCP Server v2.1.0 running on stdio'],
    ['2025-03-02 10:00:01 INFO Starting Ledger v1.4.2 MCP server on port 8080'],
    // tauri-plugin-log's layout, the target then the level (ROCm/legacy-rocm-build#6365).
    ['[2026-07-10][00:14:27][app_lib::core::mcp::helpers][INFO] MCP server notes started successfully'],
  ])('reads the line %j as such a log', (line) => {
    expect(mcpAtWorkLine(line)).toBe(true);
  });

  it.each([
    // Prose quoting a banner: no clock, no level.
    ['The MCP server started fine but every tool call hangs.'],
    ['Weather MCP Server running on stdio'],
    // A log line whose MCP words sit mid-sentence, not as what the line says.
    ['2025-03-02 10:00:01 INFO user said the MCP server started late'],
    // A sentence's end before the verb is still a sentence's end.
    ['2025-03-02 10:00:01 INFO Docs MCP server is down. It started again later'],
    // The same sentences with no MCP word: any program's.
    ['2025-03-02 10:00:01 INFO Server started and ready to accept connections'],
    ['2025-03-02 10:00:01 INFO Registered 12 tools'],
    // A failure is not work going well: left to the readers that know it, else refused, never "nothing failed".
    ["2025-03-02 10:00:01 ERROR MCP server 'docs' failed while starting"],
  ])('does not read %j as one', (line) => {
    expect(mcpAtWorkLine(line)).toBe(false);
  });

  it('reads a client\'s orderly close of its connection at debug level, its platform\'s own 500 after it no MCP failure (labring/FastGPT#6451)', async () => {
    const p = tempFile('app.log', lines(
      '2026-02-23 08:37:11   DBG app:mcp-tools        MCP client connection closed: {',
      "                                                 url: 'http://10.1.2.3:8808/mcp'",
      '                                               }',
      '2026-02-23 08:37:11   INF http:response        [POST] /api/core/app/mcpTools/getTools - 500 in 190ms',
      '2026-02-23 08:37:11   WRN http:error           Request validation failed: {',
      "                                                 url: '/api/core/app/mcpTools/getTools',",
      '                                               }',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests).toEqual([]);
  });

  it.each([
    ['2026-02-23 08:37:11   DBG app:mcp-tools        MCP client connection closed: {', true],
    ['2026-02-23 08:37:11 INFO MCP client connection closed successfully.', true],
    ['2026-02-23 08:37:11 INFO MCP client closed', true],
    // A close at warn or error level, or one the client did not make, is a failure: left to the readers.
    ['2026-02-23 08:37:11   WRN app:mcp-tools        MCP client connection closed: {', false],
    ['2026-02-23 08:37:11 ERROR MCP client connection closed', false],
    ['2026-02-23 08:37:11 INFO MCP client connection closed unexpectedly', false],
    // No level at all: no sign the close was the orderly one.
    ['2026-02-23 08:37:11 MCP client connection closed', false],
    ['The MCP client connection closed and nothing worked.', false],
  ])('reads %j as a client at work: %s', (line, want) => {
    expect(mcpAtWorkLine(line)).toBe(want);
  });

  it('peels a logger\'s namespace:name category after the level', () => {
    expect(loggedMessage('2026-02-23 08:37:11   DBG app:mcp-tools        MCP client connection closed: {')).toBe('MCP client connection closed: {');
    expect(loggedMessage('2026-02-23 08:37:11 INFO mcp:info Handling tool call request: x')).toBe('Handling tool call request: x');
  });

  it('peels the clock, the level and the bracketed tags before the message, and no tags from an unlogged line', () => {
    expect(loggedMessage('[2026-04-13T16:37:36Z] [DEBUG] [backend] GetOrLaunch called')).toBe('GetOrLaunch called');
    expect(loggedMessage('12:00:01 WARN [a] [b] x')).toBe('x');
    // tauri-plugin-log: date and time bracketed apart, target and level run together (ROCm/legacy-rocm-build#6365).
    expect(loggedMessage('[2026-07-10][00:14:27][app_lib::core::mcp::helpers][INFO] MCP server x started successfully')).toBe('MCP server x started successfully');
    expect(loggedMessage('[a] MCP server started')).toBeNull();
  });

  // A client's relay of its stdio server's lines: Kimi Code's `mcp test` puts `[server stdout: <tag>]` before each
  // (the level or tag the server's line opened with), between its own lines (MoonshotAI/kimi-agent-sdk#170).
  it.each([
    ["[server stdout: INFO] Starting MCP server with transport 'stdio'", true],
    ['[server stdout: NTS] Notes MCP Server running on stdio', true],
    ['[server stderr] 2026-04-26 10:00:01 INFO Notes MCP Server running on stdio', true],
    // A label no paste shows (a stdout label without its tag, a colon after it) relays nothing: the line is prose.
    ["[server stdout]: Connected to MCP server 'docs'", false],
    // The relay makes a log's line, not work: a failure the server said stays the readers', prose stays prose.
    ["[server stdout: ERROR] MCP server 'docs' failed while starting", false],
    ['[server stdout: INFO] the MCP server started late, the user said', false],
    // Any other bracketed word before the banner is no relay.
    ['[stdout: INFO] Notes MCP Server running on stdio', false],
  ])('reads the relayed line %j as a server at work: %s', (line, want) => {
    expect(mcpAtWorkLine(line)).toBe(want);
  });

  it('peels a relay of the server\'s line as its clock and level, whatever its tag', () => {
    expect(loggedMessage('[server stdout: LDG] Ledger Tools Server starting...')).toBe('Ledger Tools Server starting...');
    expect(loggedMessage('[server stderr] 12:00:01 WARN [a] x')).toBe('x');
  });

  it('reads a client\'s test of a server whose relayed banner says MCP, its own console failing after it, as nothing failed (MoonshotAI/kimi-agent-sdk#170)', async () => {
    const p = tempFile('output.txt', lines(
      "Testing connection to 'notes'...",
      '[server stdout: NTS] Notes Server starting...',
      "[server stdout: INFO] Starting MCP server with transport 'stdio'",
      "✗ Connection failed: UnicodeEncodeError: 'charmap' codec can't encode character '\\u2713' in position 0: character maps to <undefined>",
    ));
    await expectReading(p, 'nothing failed');
    // Without the relay's MCP banner the client's lines alone say no MCP: refused.
    const bare = tempFile('output.txt', lines("Testing connection to 'notes'...", '[server stdout: NTS] Notes Server starting...'));
    await expectReading(bare, 'refused');
  });

  it('reads the Python SDK server\'s request log relayed by a host, Rich having wrapped its type away (lmstudio-ai/lmstudio-bug-tracker#1231)', async () => {
    const p = tempFile('developer-logs.txt', lines(
      '2025-11-14 15:50:50  [INFO]',
      ' [Plugin(acme/notes)] stdout: [Tools Prvdr.] Register with the host',
      '2025-11-14 15:50:50 [ERROR]',
      ' [Plugin(acme/notes)] stderr: [11/14/25 15:50:50] INFO     Processing request of type            server.py:674',
      '                             ListToolsRequest                                   ',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests).toEqual([]);
    // The sentence with no log around it (no clock anywhere) is no capture.
    const bare = tempFile('note.txt', lines('I only see Processing request of type and then it hangs'));
    await expect(analyze([bare], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('reads a gateway\'s tools registered from a server its log names, and not tools from a name no line calls a server (github/gh-aw-mcpg#3718)', async () => {
    const gateway = [
      '[2026-04-13T16:37:36Z] [DEBUG] [backend] GetOrLaunch called for server: catalog',
      '[2026-04-13T16:37:57Z] [INFO] [backend] Successfully registered tools from catalog (took 21.2s)',
    ];
    const report = await analyze([tempFile('gateway.log', lines(...gateway))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests).toEqual([]);
    const toolkit = tempFile('agent.log', lines('[2026-04-13T16:37:57Z] [INFO] [agent] Successfully registered tools from toolkit'));
    await expect(analyze([toolkit], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
    // … nor a failure to register them: unread, it must not read as nothing failed.
    const failed = tempFile('gateway2.log', lines(gateway[0]!, '[2026-04-13T16:37:57Z] [ERROR] [backend] Failed to register tools from catalog'));
    await expect(analyze([failed], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('reads a structured record whose message is such a line, and not one whose message only mentions MCP', async () => {
    const pino = tempFile('server.log', lines('{"level":30,"time":1733212800000,"pid":7,"msg":"Inventory MCP server listening on port 8080"}'));
    expect((await analyze([pino], { tz: 'UTC' })).requests).toEqual([]);
    const slog = tempFile('gw.log', lines('time=2025-03-02T10:00:01Z level=INFO msg="Connected to MCP server" name=docs'));
    expect((await analyze([slog], { tz: 'UTC' })).inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    const other = tempFile('app.log', lines('{"level":"info","time":"2025-03-02T10:00:01Z","msg":"user asked whether the MCP server started"}'));
    await expect(analyze([other], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('reads a proxy\'s access log of an MCP endpoint answered, the OAuth probes around it 404 (anthropics/claude-ai-mcp#262)', async () => {
    const p = tempFile('access.log', lines(
      '172.70.1.18 - - [06/May/2026:15:20:42 +0530] "POST /hub/mcp HTTP/2.0" 200 294 "-" "python-httpx/0.28.1"',
      '172.71.2.77 - - [06/May/2026:15:20:43 +0530] "GET /.well-known/oauth-protected-resource/hub/mcp HTTP/2.0" 404 123 "-" "python-httpx/0.28.1"',
      '172.70.3.140 - - [06/May/2026:15:20:46 +0530] "POST /register HTTP/2.0" 404 123 "-" "python-httpx/0.28.1"',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(report.requests).toEqual([]);
  });

  it('reads nginx\'s warn that an MCP answer was buffered as the proxy at work, and an [error] line, or a web log of no MCP endpoint, not so (anthropics/claude-ai-mcp#635)', async () => {
    const warn = '2026/07/13 15:55:20 [warn] 4124#4124: *118179 an upstream response is buffered to a temporary file /var/lib/nginx/tmp/proxy/6/00/0000000006 while reading upstream, client: 10.0.4.15, server: , request: "POST /sse HTTP/1.1", upstream: "http://127.0.0.1:8080/sse", host: "notes-mcp.example.org"';
    const report = await analyze([tempFile('error.log', lines(warn))], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
    const failed = tempFile('error2.log', lines(warn, '2026/07/13 15:56:02 [error] 4124#4124: *118180 client intended to send too large body: 2097152 bytes, client: 10.0.4.15, server: , request: "POST /sse HTTP/1.1", host: "notes-mcp.example.org"'));
    await expect(analyze([failed], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
    const shop = tempFile('access2.log', lines('10.0.0.5 - - [06/May/2026:15:20:42 +0000] "GET /cart HTTP/1.1" 200 5120 "-" "Mozilla/5.0"'));
    await expect(analyze([shop], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it.each([
    // cloudflare/agents#456: a McpAgent Worker under wrangler dev, initialize 200, the notification 202, the standalone GET 405
    ['POSTs answered and the standalone GET declined', ['[wrangler:info] POST /mcp 200 OK (14ms)', '[wrangler:info] POST /mcp 202 Accepted (1ms)', '[wrangler:info] GET /mcp 405 Method Not Allowed (0ms)'], 'nothing failed'],
    ['an access line of the GET declined beside a POST answered', ['10.0.0.5 - - [06/May/2026:15:20:42 +0000] "POST /mcp HTTP/1.1" 200 294 "-" "node"', '10.0.0.5 - - [06/May/2026:15:20:42 +0000] "GET /mcp HTTP/1.1" 405 18 "-" "node"'], 'nothing failed'],
    // … the exchange rows' to read: the POST refused by the Worker (payloadcms/payload#14716)
    ['a POST answered 500', ['[wrangler:info] POST /mcp 500 Internal Server Error (359ms)'], 'failed'],
    ['a GET declined alone, nothing served', ['[wrangler:info] GET /mcp 405 Method Not Allowed (0ms)'], 'refused'],
    ['a GET refused 404', ['[wrangler:info] POST /mcp 200 OK (14ms)', '[wrangler:info] GET /mcp 404 Not Found (0ms)'], 'refused'],
    ['a Worker serving no MCP path', ['[wrangler:info] GET /cart 200 OK (3ms)'], 'refused'],
  ])('reads wrangler dev\'s request lines of an MCP endpoint served, a GET 405 being no failure: %s', async (_name, text, want) => {
    await expectReading(tempFile('wrangler.txt', lines(...(text as string[]))), want as Reading);
  });

  it.each([
    // structured-world/gitlab-mcp#139: Claude Code's standalone GET streams at `/`, each answered 200 and reset downstream
    ['GET streams of an MCP client\'s agent, reset downstream', ['[2026-01-23T10:23:54] "GET / HTTP/2" 200 DR 0 0 125032 1 "claude-code/2.1.17"', '[2026-01-23T10:26:01] "GET / HTTP/2" 200 DR 0 0 125014 2 "claude-code/2.1.17"'], 'nothing failed'],
    ['a POST to an MCP endpoint answered, Envoy\'s whole default line', ['[2026-01-23T10:23:54.120Z] "POST /mcp HTTP/1.1" 200 - 812 4210 38 37 "10.0.0.7" "node" "5f0c7e2a-1b3d-4e8f-9a60-7c2d4b1e3f59" "notes.example.org" "10.0.1.4:8080"'], 'nothing failed'],
    ['a GET to an MCP endpoint with the agent Claude Code sends', ['[2026-01-23T10:23:54] "GET /api/mcp HTTP/2" 200 - 0 88 2200 1 "claude-code/2.1.204 (cli)"'], 'nothing failed'],
    // … the exchange rows' to read: a request failed with the gateway's status, not "nothing failed"
    ['a POST to an MCP endpoint that the upstream timed out', ['[2026-01-23T10:23:54] "POST /mcp HTTP/2" 504 UT 812 24 60001 - "claude-code/2.1.17"'], 'failed'],
    ['a flagged POST of an MCP client, status 200', ['[2026-01-23T10:23:54] "POST / HTTP/2" 200 UC 812 0 30012 30011 "claude-code/2.1.17"'], 'refused'],
    ['a GET of any browser to a shop', ['[2026-01-23T10:23:54] "GET /cart HTTP/2" 200 - 0 5120 12 11 "Mozilla/5.0"'], 'refused'],
    ['the agent in prose, not in a quoted field', ['[2026-01-23T10:23:54] "GET / HTTP/2" 200 DR 0 0 125032 1 claude-code/2.1.17'], 'refused'],
  ])('reads Envoy\'s access log of an MCP exchange answered, and not a failed or foreign one: %s', async (_name, text, want) => {
    await expectReading(tempFile('envoy-access.log', lines(...(text as string[]))), want as Reading);
  });

  it.each([
    ["the initialize POST answered by Higress's mcp-server plugin (higress-group/higress#3627)", ["{\"ai_log\":\"-\",\"authority\":\"10.0.0.7:30150\",\"bytes_received\":\"330\",\"bytes_sent\":\"152\",\"duration\":\"1\",\"method\":\"POST\",\"path\":\"/mcp-test/notes?sessionId=b25345f4-03f7-40c1-8dd8-0767ec663dcb\",\"protocol\":\"HTTP/1.1\",\"response_code\":\"200\",\"response_flags\":\"-\",\"start_time\":\"2026-03-20T03:40:47.309Z\",\"user_agent\":\"node\",\"response_code_details\":\"via_wasm::higress-system.mcp-server.internal::mcp:notes:initialize\"}"], "nothing failed"],
    ["the event stream's GET answered, Envoy AI Gateway's number code", ["{\"bytes_received\":0,\"method\":\"GET\",\"path\":\"/mcp\",\"response_code\":200,\"response_code_details\":\"via_upstream\"}"], "nothing failed"],
    ["\u2026 a message POST refused is the exchange rows' to read", ["{\"ai_log\":\"-\",\"authority\":\"10.0.0.7:30150\",\"bytes_received\":\"330\",\"bytes_sent\":\"152\",\"duration\":\"1\",\"method\":\"POST\",\"path\":\"/mcp-test/notes?sessionId=b25345f4-03f7-40c1-8dd8-0767ec663dcb\",\"protocol\":\"HTTP/1.1\",\"response_code\":\"503\",\"response_flags\":\"-\",\"start_time\":\"2026-03-20T03:40:47.309Z\",\"user_agent\":\"node\",\"response_code_details\":\"no_healthy_upstream\"}"], "failed"],
    ["a shop's page answered", ["{\"ai_log\":\"-\",\"authority\":\"10.0.0.7:30150\",\"bytes_received\":\"330\",\"bytes_sent\":\"152\",\"duration\":\"1\",\"method\":\"GET\",\"path\":\"/cart\",\"protocol\":\"HTTP/1.1\",\"response_code\":\"200\",\"response_flags\":\"-\",\"start_time\":\"2026-03-20T03:40:47.309Z\",\"user_agent\":\"node\",\"response_code_details\":\"via_upstream\"}"], "refused"],
    // Records a paste ran together: a POST record cut before its code borrows none from the record after it.
    ["a POST record with no code before another record's 200", ["{\"method\":\"POST\",\"path\":\"/mcp\",\"bytes_sent\":\"19\"}{\"response_code\":\"200\",\"response_code_details\":\"via_upstream\"}"], "refused"],
    ["an OAuth probe answered", ["{\"ai_log\":\"-\",\"authority\":\"10.0.0.7:30150\",\"bytes_received\":\"330\",\"bytes_sent\":\"152\",\"duration\":\"1\",\"method\":\"GET\",\"path\":\"/.well-known/oauth-protected-resource/mcp\",\"protocol\":\"HTTP/1.1\",\"response_code\":\"200\",\"response_flags\":\"-\",\"start_time\":\"2026-03-20T03:40:47.309Z\",\"user_agent\":\"node\",\"response_code_details\":\"via_upstream\"}"], "refused"],
    // Records a paste ran together: one record's fields are never taken with another's (as the exchange row reads them)
    ["a record with no code borrows none from the record after it", ['{"method":"POST","path":"/mcp","bytes_sent":"19"}{"response_code":"200","response_code_details":"via_upstream"}'], "refused"],
    ["a record elsewhere borrows no path or code from a record of another field order after it", ['{"path":"/api/orders","method":"POST","bytes_sent":"19"}{"path":"/mcp","response_code":"200","method":"GET"}'], "refused"],
  ])('reads Envoy\'s JSON access records of an MCP endpoint served, and not a refused or foreign one: %s', async (_name, text, want) => {
    await expectReading(tempFile('gateway.log', lines(...(text as string[]))), want as Reading);
  });

  it.each([
    ['the event stream\'s GET aborted, its client gone, between the app\'s MCP lines (gitroomhq/postiz-app#846)', ["[0] 3|backend  | MCP transport started", "[1] {\"level\":\"error\",\"ts\":1751191344.38207,\"logger\":\"http.handlers.reverse_proxy\",\"msg\":\"aborting with incomplete response\",\"upstream\":\"localhost:3000\",\"duration\":0.058213447,\"request\":{\"remote_ip\":\"172.19.0.1\",\"proto\":\"HTTP/1.1\",\"method\":\"GET\",\"host\":\"notes.example.org\",\"uri\":\"/mcp/k3y/sse\",\"headers\":{\"User-Agent\":[\"node\"],\"Accept\":[\"text/event-stream\"]}},\"error\":\"reading: context canceled\"}", "[0] 3|backend  | MCP transport closed"], 'nothing failed'],
    ['a Streamable HTTP standalone GET aborted so, no prefix', ["{\"level\":\"error\",\"ts\":1751191344.38207,\"logger\":\"http.handlers.reverse_proxy\",\"msg\":\"aborting with incomplete response\",\"upstream\":\"localhost:3000\",\"duration\":0.058213447,\"request\":{\"remote_ip\":\"172.19.0.1\",\"proto\":\"HTTP/1.1\",\"method\":\"GET\",\"host\":\"notes.example.org\",\"uri\":\"/mcp\",\"headers\":{\"User-Agent\":[\"node\"],\"Accept\":[\"text/event-stream\"]}},\"error\":\"reading: context canceled\"}"], 'nothing failed'],
    ['an access record of a POST to the MCP endpoint answered 200', ["{\"level\":\"info\",\"ts\":1751191344.38207,\"logger\":\"http.log.access.log0\",\"msg\":\"handled request\",\"request\":{\"remote_ip\":\"172.19.0.1\",\"proto\":\"HTTP/1.1\",\"method\":\"POST\",\"host\":\"notes.example.org\",\"uri\":\"/mcp\",\"headers\":{\"User-Agent\":[\"node\"],\"Accept\":[\"text/event-stream\"]}},\"bytes_read\":212,\"duration\":0.0123,\"size\":388,\"status\":200}"], 'nothing failed'],
    ['a POST aborted mid-answer: the request it carried was cut', ["[1] {\"level\":\"error\",\"ts\":1751191344.38207,\"logger\":\"http.handlers.reverse_proxy\",\"msg\":\"aborting with incomplete response\",\"upstream\":\"localhost:3000\",\"duration\":0.058213447,\"request\":{\"remote_ip\":\"172.19.0.1\",\"proto\":\"HTTP/1.1\",\"method\":\"POST\",\"host\":\"notes.example.org\",\"uri\":\"/mcp\",\"headers\":{\"User-Agent\":[\"node\"],\"Accept\":[\"text/event-stream\"]}},\"error\":\"reading: context canceled\"}"], 'refused'],
    ['a GET aborted by the upstream, not by its client', ["[1] {\"level\":\"error\",\"ts\":1751191344.38207,\"logger\":\"http.handlers.reverse_proxy\",\"msg\":\"aborting with incomplete response\",\"upstream\":\"localhost:3000\",\"duration\":0.058213447,\"request\":{\"remote_ip\":\"172.19.0.1\",\"proto\":\"HTTP/1.1\",\"method\":\"GET\",\"host\":\"notes.example.org\",\"uri\":\"/mcp\",\"headers\":{\"User-Agent\":[\"node\"],\"Accept\":[\"text/event-stream\"]}},\"error\":\"reading: unexpected EOF\"}"], 'refused'],
    ['a GET of a shop\'s page aborted', ["[1] {\"level\":\"error\",\"ts\":1751191344.38207,\"logger\":\"http.handlers.reverse_proxy\",\"msg\":\"aborting with incomplete response\",\"upstream\":\"localhost:3000\",\"duration\":0.058213447,\"request\":{\"remote_ip\":\"172.19.0.1\",\"proto\":\"HTTP/1.1\",\"method\":\"GET\",\"host\":\"notes.example.org\",\"uri\":\"/cart\",\"headers\":{\"User-Agent\":[\"node\"],\"Accept\":[\"text/event-stream\"]}},\"error\":\"reading: context canceled\"}"], 'refused'],
    ['an OAuth probe answered 200', ["{\"level\":\"info\",\"ts\":1751191344.38207,\"logger\":\"http.log.access.log0\",\"msg\":\"handled request\",\"request\":{\"remote_ip\":\"172.19.0.1\",\"proto\":\"HTTP/1.1\",\"method\":\"GET\",\"host\":\"notes.example.org\",\"uri\":\"/.well-known/oauth-authorization-server\",\"headers\":{\"User-Agent\":[\"node\"],\"Accept\":[\"text/event-stream\"]}},\"bytes_read\":212,\"duration\":0.0123,\"size\":388,\"status\":200}"], 'refused'],
  ])('reads Caddy\'s JSON records of an MCP endpoint served, a GET whose client went away being no failure: %s', async (_name, text, want) => {
    await expectReading(tempFile('caddy.log', lines(...(text as string[]))), want as Reading);
  });

  it('reads a debugging proxy\'s dump of a GET to an MCP endpoint with MCP\'s headers, answered 200, and not one refused (modelcontextprotocol/go-sdk#937)', async () => {
    const dump = [
      '---> Sending to https://mcp.example.net:8443/mcp', '', 'GET /mcp HTTP/1.1', 'Host: mcp.example.net:8443', 'Accept: text/event-stream',
      'Mcp-Protocol-Version: 2025-11-25', 'Mcp-Session-Id: H2K9WQ4ZT7', '', '2026/05/06 23:39:32 ', '', 'Error: readRequest from client: read tcp [::1]:9393->[::1]:54484: i/o timeout', '',
      '<--- Received from https://mcp.example.net:8443/mcp', '', 'HTTP/1.1 200 OK', 'Content-Type: text/event-stream',
    ];
    const report = await analyze([tempFile('dump.txt', lines(...dump))], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
    // Without MCP's own headers a GET to a path is any web client's.
    const plain = tempFile('dump2.txt', lines('GET /mcp HTTP/1.1', 'Host: mcp.example.net', 'Accept: text/html', '', 'HTTP/1.1 200 OK'));
    await expect(analyze([plain], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('reads the Smithery runner connecting over Streamable HTTP and ending on its exit signal as nothing failed, and not its error lines (arcadeai-labs/smithery-cli#350)', async () => {
    const p = tempFile('runner.txt', lines(
      '2025-08-14T05:44:43.234Z [Runner] Connecting to server: {"id":"@acme/notes","connectionTypes":["http"]}',
      '2025-08-14T05:44:43.235Z [Runner] Connecting to Streamable HTTP endpoint: https://server.smithery.ai/@acme/notes/mcp',
      '2025-08-14T05:44:43.236Z [Runner] Streamable HTTP connection initiated',
      '2025-08-14T05:44:43.236Z [Runner] Streamable HTTP connection established',
      '2025-08-14T05:44:56.864Z [Runner] Received exit signal, initiating shutdown...',
      '2025-08-14T05:44:56.867Z [Runner] Clean shutdown detected, performing graceful exit',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests).toEqual([]);
    // The same tag on prose-like or failing lines is no runner at work: no clock, or a failure's words.
    const prose = tempFile('prose.txt', lines('[Runner] Streamable HTTP connection established, then nothing happened'));
    await expect(analyze([prose], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
    const failing = tempFile('failing.txt', lines('2025-08-14T05:44:43.236Z [Runner] Streamable HTTP connection established but failed'));
    await expect(analyze([failing], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('leaves a stamped log with no MCP word refused (github/app#1012), and prose quoting a banner too', async () => {
    const app = tempFile('app.log', lines(
      '01:28:19.816 INFO feature flag enabled; spawning the agent via its wrapper',
      '01:28:22.315 WARN resume_session failed (retry 1/3), retrying in 1s: request cancelled',
    ));
    await expect(analyze([app], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
    const prose = tempFile('note.txt', lines('After an update the log says MCP server started and ready to accept connections, then nothing.'));
    await expect(analyze([prose], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});
