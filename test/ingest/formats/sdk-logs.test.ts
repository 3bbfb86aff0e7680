/**
 * Server logs of the Rust, Go and C# SDKs, LiteLLM's proxy log, and mcp-remote's stderr inside a
 * Claude Desktop log: detection, the events each line becomes, what the phrases say. Lines follow
 * the grammars of the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../../src/report/contract.js';
import { dotnetSdkPhrases, goSdkPhrases, litellmPhrases, mcpRemotePhrases, readSaid, rustSdkPhrases } from '../../../src/ingest/hosts/index.js';
import { analyze } from '../../../src/analyze.js';
import { readAll, tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const PHRASES: Array<[string, Parameters<typeof readSaid>[0], string, Record<string, unknown> | null]> = [
  ['rmcp refuses the session (apollographql/apollo-mcp-server#321)', rustSdkPhrases,
    'Failed to create service: expect initialized notification, but received: Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2), request: ListPromptsRequest(RequestOptionalParam { method: ListPromptsRequestMethod, params: None, extensions: Extensions }) }))',
    { kind: 'failed', phrase: 'rust-sdk/failed-to-create-service' }],
  ['rmcp SSE connection (modelcontextprotocol/rust-sdk#171)', rustSdkPhrases, 'sse connection session=6b1f0c1e-2d4a-4e55-9a0c-3f4b7f1c2a10', { kind: 'connecting', scope: 'connection' }],
  ['go-mcp closes a session whose ping timed out (ThinkInAIXYZ/go-mcp#190)', goSdkPhrases,
    'session detection fail, session id: 7c1e5a90, fail reason: context deadline exceeded', { kind: 'connection-closed', scope: 'connection', error: 'context deadline exceeded' }],
  ['go-mcp refuses a message for the closed session', goSdkPhrases,
    'sseServerTransport Error: code: 400, message: Failed to receive: session closed', { kind: 'session-not-found', status: 400 }],
  ['a gin access line is not a phrase', goSdkPhrases, 'GET /sse 200 in 42.634461571s', null],
  ["an application's print of rmcp serve()'s refusal: the transport given up (rudof-project/rudof#518)", rustSdkPhrases,
    'Failed to initialize stdio transport: expect initialized notification, but received: Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2), request: SetLevelRequest(Request { method: SetLevelRequestMethod, params: SetLevelRequestParams { meta: None, level: Info }, extensions: Extensions }) }))',
    { kind: 'connection-closed', scope: 'connection', speaker: 'server', phrase: 'rust-sdk/serve-refused-handshake' }],
  ["… the tower service's own line for the same refusal stays the request's failure (apollographql/apollo-mcp-server#321)", rustSdkPhrases,
    'Failed to create service: expect initialized notification, but received: Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2), request: ListPromptsRequest(RequestOptionalParam { method: ListPromptsRequestMethod, params: None, extensions: Extensions }) }))',
    { kind: 'failed', phrase: 'rust-sdk/failed-to-create-service' }],
  ["the go-sdk's Server.Run after the client closed stdin (dbtrail/dbtrail#473)", goSdkPhrases,
    'MCP server error error="server is closing: EOF"', { kind: 'connection-closed', scope: 'connection', error: 'EOF', phrase: 'go-sdk/server-closing-eof' }],
  ['C# read loop (modelcontextprotocol/csharp-sdk#244)', dotnetSdkPhrases, 'Transport entering read messages loop for Server (stream) (weather)', { kind: 'connected', server: 'Server (stream) (weather)' }],
  ['LiteLLM calls a tool upstream (BerriAI/litellm#13840)', litellmPhrases, "MCP client calling tool 'list_repos'", { kind: 'request-sent', method: 'tools/call', target: 'list_repos' }],
  ["LiteLLM's upstream connect raised (BerriAI/litellm#15957)", litellmPhrases, 'MCP client connection failed: unhandled errors in a TaskGroup (1 sub-exception)',
    { kind: 'connection-closed', method: 'initialize', scope: 'connection', error: 'unhandled errors in a TaskGroup (1 sub-exception)', phrase: 'litellm/client-connection-failed' }],
  ['… its restatement that the session never initialized is no second connect', litellmPhrases, 'MCP client session is not initialized after connection attempt', null],
  ['… a bare mention without the error is not it', litellmPhrases, 'Retrying after MCP client connection failed', null],
  ['LiteLLM got a listing (BerriAI/litellm#28766)', litellmPhrases, 'Successfully fetched 5 tools from server research', { kind: 'completed', method: 'tools/list', server: 'research' }],
  ["mcp-remote's SSE fallback refused (penpot/penpot#8809)", mcpRemotePhrases, 'Connection error: SseError: SSE error: Non-200 status code (500)', { kind: 'http-status', status: 500, method: 'initialize', scope: 'connection' }],
];

describe('SDK-log and LiteLLM phrases', () => {
  it.each(PHRASES)('%s', (_n, rows, text, want) => {
    const said = readSaid(rows, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row cites a thread and ids are unique', () => {
    for (const rows of [rustSdkPhrases, goSdkPhrases, dotnetSdkPhrases, litellmPhrases]) {
      for (const r of rows) expect(r.seen.length, r.id).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    }
  });
});

describe('SDK-log readers', () => {
  it('rmcp tracing: stamp optional, span and target cut off, the refused message and the refusal both read', async () => {
    const { events, summary } = await readAll(tempFile('rmcp.log', lines(
      '2025-12-31T22:46:24.023066Z  INFO serve_inner: rmcp::service: 541: Service initialized as server',
      'ERROR Failed to create service: expect initialized notification, but received: Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2), request: ListPromptsRequest(RequestOptionalParam { method: ListPromptsRequestMethod, params: None, extensions: Extensions }) }))',
    )));
    expect(summary.format).toBe('rust-sdk');
    expect(events[0]).toMatchObject({ kind: 'host-log', text: 'Service initialized as server', at: Date.parse('2025-12-31T22:46:24.023Z') });
    const msg = events.find((e) => e.kind === 'message');
    expect(msg).toMatchObject({ from: 'client', message: { id: 2, method: 'prompts/list' } });
    const refusal = events.find((e) => e.said?.kind === 'failed');
    expect(refusal).toMatchObject({ from: 'server', at: null });
  });

  it("rmcp's refusal printed by the application, its Debug print spread over lines: one record, the request lost with the transport (rudof-project/rudof#518)", async () => {
    const p = tempFile('server-stderr.log', lines(
      'Failed to initialize stdio transport: expect initialized notification, but received: Some(Request(JsonRpcRequest { ',
      '  jsonrpc: JsonRpcVersion2_0, ',
      '  id: Number(2), ',
      '  request: SetLevelRequest(Request { ',
      '    method: SetLevelRequestMethod, ',
      '    params: SetLevelRequestParams { meta: None, level: Info }, ',
      '    extensions: Extensions ',
      '  }) ',
      '}))',
    ));
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.format).toBe('rust-sdk');
    expect(events.find((e) => e.kind === 'message')).toMatchObject({ from: 'client', message: { id: 2, method: 'logging/setLevel' } });
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.id, q.outcome, q.cause, q.serverState])).toEqual([['logging/setLevel', 2, 'lost', 'connection-closed', 'failed']]);
  });

  it("a refusal whose Debug print the paste cut short does not take the tracing records after it as its rest", async () => {
    const p = tempFile('server.log', lines(
      'Failed to initialize stdio transport: expect initialized notification, but received: Some(Request(JsonRpcRequest { ',
      '  jsonrpc: JsonRpcVersion2_0, ',
      '  id: Number(2), ',
      '2026-02-27T10:00:01.000000Z  INFO rmcp::service: 541: Service initialized as server',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.some((e) => e.kind === 'host-log' && e.text === 'Service initialized as server')).toBe(true);
  });

  it('the word FastMCP alone is not the Python FastMCP log: a TypeScript FastMCP console with its pings (ee0pdt/Godot-MCP#5)', async () => {
    const p = tempFile('npm-start.txt', lines(
      'Scene MCP server started',
      '[warning] FastMCP could not infer client capabilities',
      '{"method":"ping","jsonrpc":"2.0","id":0}',
      '{"method":"ping","jsonrpc":"2.0","id":1}',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).not.toBe('fastmcp');
    expect(events.filter((e) => e.kind === 'message')).toHaveLength(2);
  });

  it("a Go server's slog record with the go-sdk's closing words is its log, with or without the standard logger's clock (dbtrail/dbtrail#473)", async () => {
    for (const stamp of ['', '2026/06/11 10:04:31 ']) {
      const p = tempFile('server.log', lines(`${stamp}ERROR MCP server error error="server is closing: EOF"`));
      const { events, summary } = await readAll(p, { tz: 'UTC' });
      expect(summary.format).toBe('go-sdk');
      expect(events[0]).toMatchObject({ level: 'error', at: stamp === '' ? null : Date.parse('2026-06-11T10:04:31Z'), said: { kind: 'connection-closed', scope: 'connection' } });
      // The end of a session nobody had a request open in: nothing to list.
      expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
    }
    // The slog shape alone is any Go program's: without the SDK's words it is not read as this log.
    const other = tempFile('app.log', lines('ERROR upload failed error="disk full"', 'INFO retrying in 5s'));
    await expect(readAll(other, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('go-mcp: file:line lines without a clock, gin lines with one', async () => {
    const { events, summary } = await readAll(tempFile('server.log', lines(
      'manager.go:142: [Info] session detection fail, session id: 7c1e5a90, fail reason: context deadline exceeded',
      '[GIN] 2025/09/03 - 08:49:12 | 200 | 42.634461571s |   10.20.30.41 | GET      "/sse"',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('go-sdk');
    expect(events[0]).toMatchObject({ at: null, level: 'info', said: { kind: 'connection-closed' } });
    expect(events[1]).toMatchObject({ at: Date.parse('2025-09-03T08:49:12Z'), text: 'GET /sse 200 in 42.634461571s' });
  });

  it('C# console: the category line and its indented message are one event; frames are part of it', async () => {
    const { events, summary } = await readAll(tempFile('dotnet.log', lines(
      'info: ModelContextProtocol.Protocol.Transport.StdioServerTransport[728055718]',
      '      Transport entering read messages loop for Server (stream) (weather)',
      'fail: ModelContextProtocol.Server.McpServer[1433779783]',
      '      "forecast" threw an unhandled exception.',
      '      System.InvalidOperationException: no data',
      '         at Weather.Tools.Forecast()',
    )));
    expect(summary.format).toBe('dotnet-sdk');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ level: 'info', text: 'Transport entering read messages loop for Server (stream) (weather)', said: { kind: 'connected' } });
    expect(events[1]).toMatchObject({ level: 'error', text: '"forecast" threw an unhandled exception.', source: { line: 3, endLine: 6 } });
    expect(summary.lines).toBe(6);
  });

  // A container runtime's stamp before every console line (kubectl/docker --timestamps, an AKS log stream:
  // modelcontextprotocol/typescript-sdk#812), the message line after it with or without the logger's indent.
  it.each([
    ['+04:00, message unindented', '2025-07-25T09:45:14.642+04:00 ', '', Date.UTC(2025, 6, 25, 5, 45, 14, 642)],
    ['Z with nanoseconds (docker logs -t), message indented', '2025-07-25T05:45:14.642118530Z ', '      ', Date.UTC(2025, 6, 25, 5, 45, 14, 642)],
  ])('C# console under a container stamp (%s)', async (_name, stamp, indent, at) => {
    const { events, summary } = await readAll(tempFile('pod.log', lines(
      `${stamp}info: ModelContextProtocol.AspNetCore.IdleTrackingBackgroundService[892745801]`,
      `${stamp}${indent}Closing idle session Qm4tLwX0pRb7sVdN2kHc9A.`,
      `${stamp}HTTP Response: 200 in 2.4142ms`,
    )));
    expect(summary.format).toBe('dotnet-sdk');
    expect(events.map((e) => [e.kind, e.at, e.text])).toEqual([
      ['host-log', at, 'Closing idle session Qm4tLwX0pRb7sVdN2kHc9A.'],
      ['host-log', at, 'HTTP Response: 200 in 2.4142ms'],
    ]);
  });

  it('Claude Desktop\'s tool error quoted under the C# log is the client\'s failed tool call (modelcontextprotocol/typescript-sdk#812)', async () => {
    const p = tempFile('pod.log', lines(
      '2025-07-25T09:45:14.648+04:00 info: ModelContextProtocol.Server.McpServer[2081236114]',
      '2025-07-25T09:45:14.648+04:00 Server (Ledger.Tools.API 1.0.0.0), Client (claude-ai 0.1.0) shutting down.',
      '',
      'Error executing code: MCP error -32000: Error POSTing to endpoint (HTTP 404): {"error":{"code":-32001,"message":"Session not found"},"id":"","jsonrpc":"2.0"}',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'dotnet-sdk' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'failed', 'session-expired']]);
  });

  it('C# through Serilog (AIDotNet/OpenDeepWiki#78): one line a message, time-only clock, the app\'s own output between', async () => {
    const { events, summary } = await readAll(tempFile('server.log', lines(
      "[01:40:22 INF] Executed endpoint 'MCP HTTP with SSE | HTTP: POST /api/message'",
      "[01:40:22 INF] Server (WikiBot 1.0.0.0), Client (Roo Code 1.3.1) method 'tools/call' request handler called.",
      '[01:40:35 INF] Function FileFunction-ReadFiles invoking.',
      'Reading file: /app/repositories/demo/README.md',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('dotnet-sdk');
    expect(events).toHaveLength(4);
    expect(events[1]).toMatchObject({ level: 'info', said: { kind: 'request-sent', method: 'tools/call' } });
    expect(events[2]!.at! - events[1]!.at!).toBe(13_000);
    expect(events[3]).toMatchObject({ at: null, text: 'Reading file: /app/repositories/demo/README.md' });
  });

  it('Serilog lines without the C# SDK\'s words are not claimed as its log', async () => {
    await expect(readAll(tempFile('app.log', lines(
      '[01:40:22 INF] Request starting HTTP/1.1 GET http://localhost/health - null null',
      '[01:40:22 INF] Request finished HTTP/1.1 GET http://localhost/health - 200 null text/plain 0.4ms',
    )), { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('C# through NLog (IvanMurzak/Unity-MCP#446): date | LEVEL | logger | message, the exception\'s lines its record\'s; the session cancelled names no request', async () => {
    const p = tempFile('server.log', lines(
      '2026-03-09 14:22:05.1032 | TRACE | Acme.Bridge.Server.McpServerService | McpServerService NotifyClientConnectedAsync. ',
      '2026-03-09 14:22:08.1019 | DEBUG | Acme.Bridge.Server.Program | Connection health monitor encountered an error. Cancelling session. System.ObjectDisposedException: IFeatureCollection has been disposed.',
      "Object name: 'Collection'.",
      '   at Microsoft.AspNetCore.Http.Features.FeatureReferences`1.ThrowContextDisposed()',
      '2026-03-09 14:22:08.1066 | INFO  | ModelContextProtocol.Server.McpServer | Server (demo 1.2.0.0), Client (cursor-vscode 1.0.0) message processing canceled. ',
      '2026-03-09 14:22:08.1066 | TRACE | ModelContextProtocol.Server.McpServer | Server (demo 1.2.0.0), Client (cursor-vscode 1.0.0) session 0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f disposed with transport tcp ',
    ));
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.format).toBe('dotnet-sdk');
    expect(events).toHaveLength(4);
    expect(events[1]).toMatchObject({ level: 'debug', source: { line: 2, endLine: 4 } });
    expect(events[2]).toMatchObject({ level: 'info', said: { kind: 'connection-closed', phrase: 'dotnet-sdk/message-processing-canceled', scope: 'connection' } });
    expect(events[3]).toMatchObject({ level: 'trace', said: { phrase: 'dotnet-sdk/session-disposed' } });
    expect(events[2]!.at! - events[0]!.at!).toBe(3003);
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('C# through Serilog\'s LVL <logger> <message> (modelcontextprotocol/csharp-sdk#290): a request with no handler fails, the others complete', async () => {
    const p = tempFile('server.log', lines(
      "INF ModelContextProtocol.Server.McpServermethod 'initialize' request handler called.",
      "INF ModelContextProtocol.Server.McpServer Client (claude-ai 0.1.0) method 'initialize' request handler completed.",
      "WRN ModelContextProtocol.Server.McpServer Client (claude-ai 0.1.0) received request for method 'prompts/list', but no handler is available.",
      "INF ModelContextProtocol.Server.McpServer Client (claude-ai 0.1.0) method 'tools/list' request handler called.",
      'Loaded 4 tools from the plugin folder',
      "WRN ModelContextProtocol.Server.McpServer Client (claude-ai 0.1.0) method 'prompts/list' request handler failed in 3.1ms.",
      "INF ModelContextProtocol.Server.McpServer Client (claude-ai 0.1.0) method 'tools/list' request handler completed in 12.4ms.",
    ));
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.format).toBe('dotnet-sdk');
    expect(events).toHaveLength(7);
    expect(events[0]).toMatchObject({ at: null, level: 'info', said: { kind: 'request-sent', method: 'initialize' } });
    expect(events[2]).toMatchObject({ level: 'warn', said: { kind: 'request-sent', method: 'prompts/list', phrase: 'dotnet-sdk/request-no-handler' } });
    expect(events[4]).toMatchObject({ text: 'Loaded 4 tools from the plugin folder' });
    expect(events[4]!.said).toBeUndefined();
    expect(events[5]).toMatchObject({ said: { kind: 'failed', method: 'prompts/list', phrase: 'dotnet-sdk/request-handler-failed' } });
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['prompts/list', 'failed', 'server-error', 'failed']]);
  });

  // An endpoint logging at Debug names the id of each request it handles before the handler names the method: the
  // transport's received-ID line, then the session reading a JsonRpcRequest (modelcontextprotocol/csharp-sdk#1390).
  const mel = (level: string, category: string, message: string) => [`${level}: ModelContextProtocol.${category}[1]`, `      ${message}`];
  it.each<[string, string[], unknown]>([
    ["the client handling the server's ping, ids on its debug lines", [
      ...mel('dbug', 'Client.StreamableHttpClientSessionTransport', "Probe-Client transport received message with ID '1'."),
      ...mel('dbug', 'Client.McpClient', 'Probe-Client read JsonRpcRequest message from channel.'),
      ...mel('info', 'Client.McpClient', "Probe-Client method 'ping' request handler called."),
      ...mel('warn', 'Client.McpClient', "Probe-Client received request for method 'ping', but no handler is available."),
      ...mel('warn', 'Client.McpClient', "Probe-Client method 'ping' request handler failed in 0.2ms."),
    ], [['ping', 1, 'failed']]],
    ['a string id the transport received', [
      ...mel('dbug', 'Client.StreamableHttpClientSessionTransport', "Probe-Client transport received message with ID 'srv-7'."),
      ...mel('dbug', 'Client.McpClient', 'Probe-Client read JsonRpcRequest message from channel.'),
      ...mel('info', 'Client.McpClient', "Probe-Client method 'roots/list' request handler called."),
      ...mel('warn', 'Client.McpClient', "Probe-Client method 'roots/list' request handler failed in 1.0ms."),
    ], [['roots/list', 'srv-7', 'failed']]],
    ["an answer read from the channel is the endpoint's own request's, no id for a handler after it", [
      ...mel('dbug', 'Client.StreamableHttpClientSessionTransport', "Probe-Client transport received message with ID '2'."),
      ...mel('dbug', 'Client.McpClient', 'Probe-Client read JsonRpcResponse message from channel.'),
      ...mel('info', 'Client.McpClient', "Probe-Client method 'ping' request handler called."),
      ...mel('warn', 'Client.McpClient', "Probe-Client method 'ping' request handler failed in 0.2ms."),
    ], [['ping', null, 'failed']]],
    ['a server logging at Information names no id', [
      ...mel('info', 'Server.McpServer', "Server (s 1.0), Client (c 1.0) method 'tools/call' request handler called."),
      ...mel('warn', 'Server.McpServer', "Server (s 1.0), Client (c 1.0) method 'tools/call' request handler failed in 4.0ms."),
    ], [['tools/call', null, 'failed']]],
  ])('C# handler ids, %s', async (_n, log, expected) => {
    const report = await analyze([tempFile('console.txt', lines(...log))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome])).toEqual(expected);
  });

  it('LVL <logger> <message> lines of other loggers are not claimed as the C# SDK\'s log', async () => {
    await expect(readAll(tempFile('app.log', lines(
      'INF Acme.Web.Startup Listening on http://localhost:5000',
      'WRN Acme.Web.Health Health check slow',
    )), { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('NLog lines without the C# SDK\'s loggers are not claimed as its log', async () => {
    await expect(readAll(tempFile('app.log', lines(
      '2026-03-09 14:22:05.1032 | INFO  | Acme.Web.Startup | Listening on http://localhost:5000',
      '2026-03-09 14:22:06.0001 | WARN  | Acme.Web.Health | Health check slow',
    )), { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it("LiteLLM: its upstream connect raising, logged twice in one second, is one initialize lost with the connection (BerriAI/litellm#15957)", async () => {
    const r = await analyze([tempFile('litellm.log', lines(
      '09:41:17 - LiteLLM:WARNING: client.py:165 - MCP client connection failed: unhandled errors in a TaskGroup (1 sub-exception)',
      '09:41:17 - LiteLLM:WARNING: client.py:165 - MCP client connection failed: unhandled errors in a TaskGroup (1 sub-exception)',
      '09:41:17 - LiteLLM:ERROR: client.py:308 - MCP client session is not initialized after connection attempt',
    ))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'litellm' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'lost', 'connection-closed', 'unknown']]);
  });

  it('LiteLLM: time-only clock; a second handler\'s copy of a record continues it', async () => {
    const { events, summary } = await readAll(tempFile('litellm.log', lines(
      "15:01:52 - LiteLLM:INFO: mcp_server_manager.py:2218 - Successfully fetched 5 tools from server research",
      '2026-05-25 15:01:52 - LiteLLM - INFO - mcp_server_manager.py:2218 - _create_prefixed_tools() - Successfully fetched 5 tools from server research',
      "15:08:58 - LiteLLM:INFO: client.py:563 - MCP client calling tool 'list_repos'",
      'INFO:     127.0.0.1:57303 - "POST /mcp/ HTTP/1.1" 200 OK',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('litellm');
    expect(events.map((e) => e.said?.kind ?? null)).toEqual(['completed', 'request-sent', null]);
    expect(events[1]!.at! - events[0]!.at!).toBe(426_000);
  });
});

describe('mcp-remote inside a Claude Desktop log', () => {
  it('its [pid] stderr lines carry mcp-remote phrases in the server\'s session (jina-ai/MCP#3)', async () => {
    const { events, summary } = await readAll(tempFile('mcp-server-docs.log', lines(
      '2025-08-19T11:09:45.431Z [docs] [info] Server started and connected successfully { metadata: undefined }',
      '2025-08-19T11:09:45.433Z [docs] [info] Message from client: {"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0} { metadata: undefined }',
      '[39696] Using automatically selected callback port: 16811',
      '[39696] [39696] Connecting to remote server: https://docs.example.org/sse',
      '[39696] Connection error: SseError: SSE error: Non-200 status code (500)',
    )));
    expect(summary.format).toBe('claude-desktop');
    const msg = events.find((e) => e.kind === 'message')!;
    const stderr = events.filter((e) => e.kind === 'host-log' && e.from === 'server');
    expect(stderr.map((e) => e.said?.kind ?? null)).toEqual([null, 'connecting', 'http-status']);
    for (const e of stderr) expect(e.session).toBe(msg.session);
  });
});

describe('the Rust SDK log read from clients (held-out round BH)', () => {
  it("reads rmcp's worker quitting under the initialize and its ConnectionClosed as one lost initialize (modelcontextprotocol/rust-sdk#237)", async () => {
    const p = tempFile('rmcp-client.txt', lines(
      '     Running `target/debug/examples/clients_streamable_http`',
      '2025-05-29T02:42:21.661937Z ERROR rmcp::transport::common::reqwest::streamable_http_client: unexpected content type: None',
      '2025-05-29T02:42:21.662033Z ERROR rmcp::transport::worker: worker quit with fatal: Unexpected content type: None, when send initialize request',
      '2025-05-29T02:42:21.662085Z ERROR clients_streamable_http: client error: ConnectionClosed("initialize response")',
      'Error: connection closed: initialize response',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'rust-sdk', host: 'rust-sdk' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it("reads the SDK's first client crate (mcp_client::transport) as the Rust SDK's, a Goose log with it as Goose's (modelcontextprotocol/rust-sdk#36)", async () => {
    const first = [
      '2025-03-18T15:08:15.412701Z DEBUG mcp_client::transport::stdio: Sending outgoing message Request(JsonRpcRequest { jsonrpc: "2.0", id: Some(1), method: "initialize", params: Some(Object {}) })',
      '2025-03-18T15:08:15.461832Z ERROR mcp_client::transport::stdio: Child process ended (EOF on stdout)',
    ];
    const report = await analyze([tempFile('mcp-client.log', lines(...first))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'rust-sdk', host: 'rust-sdk' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 1, 'lost', 'connection-closed']]);
    const goose = await analyze([tempFile('goose.log', lines('2025-03-18T15:08:15.400000Z  INFO goose::agents::capabilities: adding extension docs', ...first))], { tz: 'UTC' });
    expect(readInputs(goose)[0]?.format).not.toBe('rust-sdk');
  });
});

describe("rmcp's client handshake ignoring the server's error to its initialize (held-out round IH)", () => {
  const warn = (id: string, target = 'rmcp::service::client: 129: ') =>
    `2025-11-26T09:14:02.518330Z  WARN ${target}Received unexpected message Error(JsonRpcError { jsonrpc: JsonRpcVersion2_0, id: ${id}, error: ErrorData { code: ErrorCode(-32002), message: "Workspace token rejected: \\\"expired\\\"", data: None } })`;

  it("the error under the client's target answers the initialize (rmcp numbers its requests from 0): the server refused it (modelcontextprotocol/rust-sdk#563)", async () => {
    const report = await analyze([tempFile('agent.log', lines(warn('Number(0)')))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'rust-sdk', host: 'rust-sdk' });
    expect(report.requests.map((r) => [r.method, r.id, r.from, r.basis, r.outcome, r.cause, r.serverState])).toEqual([
      ['initialize', 0, 'client', 'mixed', 'failed', 'server-error', 'failed'],
    ]);
  });

  it('the row reads the id, the code and the message', () => {
    expect(readSaid(rustSdkPhrases, 'Received unexpected message Error(JsonRpcError { jsonrpc: JsonRpcVersion2_0, id: Number(3), error: ErrorData { code: ErrorCode(-32600), message: "bad \\"init\\"", data: None } })'))
      .toMatchObject({ kind: 'failed', phrase: 'rust-sdk/client-init-unexpected-error', method: 'initialize', id: 3 });
  });

  it('an unexpected notification in the same loop is no error of the initialize', () => {
    expect(readSaid(rustSdkPhrases, 'Received unexpected message Notification(JsonRpcNotification { jsonrpc: JsonRpcVersion2_0, notification: ToolListChangedNotification(…) })')).toBeNull();
  });

  it("only rmcp's client targets make a record the client's: the same words under a server target keep the server's side", async () => {
    const report = await analyze([tempFile('server.log', lines(warn('Number(0)', 'rmcp::service::server: ')))], { tz: 'UTC' });
    expect(report.requests.every((r) => r.from !== 'client' || r.method !== 'unknown')).toBe(true);
    expect(report.requests.find((r) => r.id === 0)?.from).not.toBe('client');
  });
});
