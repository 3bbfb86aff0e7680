/**
 * Gateway and SDK-log readers, and the reader of last resort: detection, the events each line
 * becomes, directions of embedded bodies. Lines follow the grammars of the threads cited; the
 * content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readInputs } from '../../../src/report/contract.js';
import { readAll, tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

/** Every rule that fired anywhere in a report: per request, per session, and the report's own list. */
function firedRules(report: Awaited<ReturnType<typeof analyze>>): string[] {
  const r = report as unknown as {
    findings?: Array<{ rule: string }>;
    sessions?: Array<{ findings?: Array<{ rule: string }> }>;
  };
  return [
    ...report.requests.flatMap((q) => q.findings.map((f) => f.rule)),
    ...(r.sessions ?? []).flatMap((s) => (s.findings ?? []).map((f) => f.rule)),
    ...(r.findings ?? []).map((f) => f.rule),
  ];
}

describe('gateway readers', () => {
  it('mcphub: time-only clock, phrases, and bodies after "with body:" from the client (samanhappy/mcphub#169, #78)', async () => {
    const p = tempFile('mcphub.log', lines(
      '[00:07:07]info主 (40)Handling MCP post request for sessionId: undefined and group: clock with body: {"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"desk-client","version":"1.0.0"}},"jsonrpc":"2.0","id":0}',
      '[00:07:07]info主 (40)MCP connection established: undefined',
      '[00:07:08]info主 (40)Handling CallToolRequest for tool: clock-now',
      '[00:07:09]info主 (40)Tool call result: {"content":[{"type":"text","text":"09:00"}],"isError":false}',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('mcphub');
    expect(summary.host).toBe('mcphub');
    expect(summary.detection.score).toBeGreaterThanOrEqual(0.8);
    expect(events[0]).toMatchObject({ kind: 'message', from: 'client', at: 7 * 60_000 + 7000, message: { method: 'initialize', id: 0 } });
    expect(events[2]!.said).toMatchObject({ kind: 'request-sent', method: 'tools/call', target: 'clock-now' });
    expect(events[3]!.said).toMatchObject({ kind: 'completed', method: 'tools/call' });
    expect(events[3]!.at! - events[2]!.at!).toBe(1000);
  });

  it('mcphub: the ISO-stamped lines of later builds, with the stack continuing its line (samanhappy/mcphub#324)', async () => {
    const p = tempFile('mcphub.log', lines(
      '[2025-08-29T12:23:35.126Z] [ERROR] [61] [main] Failed to connect client for server browser-bot by error: McpError: MCP error -32001: Request timed out with stack: McpError: MCP error -32001: Request timed out',
      '    at Timeout.timeoutHandler (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:306:49)',
      '    at listOnTimeout (node:internal/timers:588:17)',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('mcphub');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ at: Date.UTC(2025, 7, 29, 12, 23, 35, 126), level: 'error', said: { kind: 'failed', method: 'initialize', server: 'browser-bot' } });
    // The SDK's timer (its error wording) on a TypeScript-SDK gateway: the connect's initialize was cancelled.
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'cancelled', 'client-timeout']]);
  });

  it('mcphub: the frames under the SDK\'s Connection closed are kept apart from the words, in order (samanhappy/mcphub#33)', async () => {
    const p = tempFile('mcphub.log', lines(
      'Skipping disabled server: page-reader',
      'Failed to connect client for server page-reader by error: McpError: MCP error -32000: Connection closed with stack: McpError: MCP error -32000: Connection closed',
      '    at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:94:23)',
      '    at abortChildProcess (node:child_process:716:13)',
      "Server 'sandbox-runner' is already connected.",
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    const failed = events.find((e) => e.said?.kind === 'failed')!;
    // The words' text is the line alone (evidence quotes it); the frames the classifier reads sit on `stack`.
    expect(failed.text).toMatch(/^Failed to connect client for server page-reader/);
    expect(failed.stack).toBe('at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:94:23)\nat abortChildProcess (node:child_process:716:13)');
    // Held only while the frames go on, then emitted where it stood: the events keep their lines' order, and the line
    // after the frames (headerless, no sentence of mcphub's) continues the words as before.
    expect(events.map((e) => e.source.line)).toEqual([1, 2]);
  });

  it('mcphub: bare lines of an early build are read by their sentences (samanhappy/mcphub#1)', async () => {
    const p = tempFile('console.txt', lines(
      'Server initialized successfully',
      'Server is running on port 3000',
      'Failed to connect client for server web-reader by error: McpError: MCP error -32001: Request timed out',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('mcphub');
    // Without a header a line continues the one before, unless it is one of mcphub's sentences.
    expect(events.map((e) => e.said?.kind ?? null)).toEqual([null, 'failed']);
  });

  it('mcphub: an error logged as an object after its words is read by the SDK sentence in its members (samanhappy/mcphub#900)', async () => {
    const p = tempFile('mcphub.log', lines(
      '[09:41:02]error主 (212)Failed to connect client for server {',
      '  "serverName": "ledger-mcp",',
      '  "error": {',
      '    "name": "McpError",',
      '    "message": "MCP error -32000: Connection closed",',
      '    "stack": "McpError: MCP error -32000: Connection closed\\n    at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:263:32)\\n    at ChildProcess.<anonymous> (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:85:31)"',
      '  }',
      '}',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    // The console's own header (the Chinese process marker) claims the file, whatever the words after it.
    expect(input.format).toBe('mcphub');
    expect(summary.detection.score).toBeGreaterThanOrEqual(0.8);
    // One failure: the stack member restating the message is not a second close.
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.kind)).toEqual(['connection-closed']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('mcpo: Python logging\'s line shape alone does not make a text mcpo\'s (IBM/mcp-cli#101)', async () => {
    const p = tempFile('mcp-cli.txt', lines(
      '2025-04-29 19:18:58,853 - ERROR - Timeout waiting for server initialization response (after 5.0s)',
      '2025-04-29 19:18:58,854 - ERROR - Error initializing server ledger:',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    // The reader of last resort knows that client's sentence (below); mcpo does not claim it.
    expect(input.format).toBe('jsonrpc-in-text');
  });

  it('ToolHive: zap lines keep order only, Go proxy errors carry their clock and the 502 (stacklok/toolhive#1838)', async () => {
    const p = tempFile('clock-check.log', lines(
      'Detected initialize method call for clock-check',
      '1:08PM\tERROR\tFailed to forward request: dial tcp 127.0.0.1:41873: connect: connection refused',
      '2025/09/11 13:08:54 http: proxy error: dial tcp 127.0.0.1:41873: connect: connection refused',
      '1:09PM\tINFO\tMCP server not initialized yet, skipping health check for clock-check',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('toolhive');
    expect(events.map((e) => e.said?.kind ?? null)).toEqual(['request-sent', null, 'http-status', null]);
    expect(events[1]).toMatchObject({ at: null, level: 'error' });
    expect(events[2]).toMatchObject({ at: (13 * 3600 + 8 * 60 + 54) * 1000, said: { status: 502 } });
  });

  it.each([
    ['named', 'Error: failed to initialize MCP client: unsupported protocol version: "2025-11-25"'],
    ['empty, as thv printed it (stacklok/toolhive#1568)', 'Error: failed to initialize MCP client: unsupported protocol version: ""'],
  ])('mcp-go\'s version refusal under "failed to initialize MCP client" alone is any Go client\'s, not ToolHive\'s: %s', async (_n, line) => {
    const p = tempFile('go-client.txt', lines(line));
    const { input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).not.toBe('toolhive');
    expect(summary.host).not.toBe('toolhive');
  });

  it('ToolHive: its own line claims the log, and its row reads the CLI\'s version refusal under it', async () => {
    const p = tempFile('thv.txt', lines(
      '1:08PM\tINFO\tMCP server not initialized yet, skipping health check for everything',
      'Error: failed to initialize MCP client: unsupported protocol version: ""',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('toolhive');
    expect(events[1]!.said).toMatchObject({ kind: 'failed', method: 'initialize', phrase: 'toolhive/cli-initialize-version-refused' });
  });

  it('Go\'s standard logger clock alone is not ToolHive: a Go CLI host\'s tool call and its deadline (mark3labs/mcphost#11)', async () => {
    const p = tempFile('output.txt', lines(
      '2025/01/16 18:42:26 INFO Initializing server... name=appsrv',
      '2025/01/16 18:42:27 INFO Server connected name=appsrv',
      '2025/01/16 18:43:33 INFO 🔧 Using tool name=appsrv__readCounters',
      '',
      'Error calling tool readCounters: context deadline exceeded',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'readCounters', 'abandoned', 'client-timeout']]);
  });

  it('an application log with only the Python SDK client\'s loggers is not a server log; its SSE connect got an HTML page (derisk-ai/OpenDerisk#94)', async () => {
    const p = tempFile('app.log', lines(
      "2025-11-27 22:06:45 aiops01 app.mcp.service[4412] INFO connect_mcp:grafana,None",
      "2025-11-27 22:06:45 aiops01 mcp.client.sse[4412] INFO Connecting to SSE endpoint: http://10.20.0.15/",
      "2025-11-27 22:06:45 aiops01 mcp.client.sse[4412] ERROR Error in sse_reader: Expected response header Content-Type to contain 'text/event-stream', got 'text/html'",
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'gateway-error']]);
  });

  it('Docker MCP gateway: no clock, the failed initialize names its server (postmanlabs/postman-mcp-server#55)', async () => {
    const p = tempFile('gateway.log', lines(
      '- Reading configuration...',
      '- Those servers are enabled: ledger',
      '- Listing MCP tools...',
      `  > Can't start ledger: failed to connect: calling "initialize": invalid character 'd' looking for beginning of value`,
      '> Initialized in 741.208334ms',
      '> Start stdio server',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('docker-mcp-gateway');
    const failed = events.find((e) => e.said !== undefined)!;
    expect(failed).toMatchObject({ at: null, session: 'ledger#1', said: { kind: 'failed', method: 'initialize', server: 'ledger' } });
  });

  it('Docker MCP gateway: a Go panic through one of its handlers ends the connection with the request it handled (docker/mcp-gateway#335)', async () => {
    const p = tempFile('gateway-panic.log', lines(
      'panic: runtime error: invalid memory address or nil pointer dereference',
      'github.com/docker/mcp-gateway/pkg/gateway/mcpadd.go:188',
    ));
    const { input } = await readAll(p);
    expect(input.format).toBe('docker-mcp-gateway');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'lost', 'connection-closed']]);
  });

  it('Docker MCP gateway: a panic through another program\'s source is not the gateway\'s', async () => {
    const p = tempFile('other-panic.log', lines(
      'panic: runtime error: index out of range [3] with length 3',
      'github.com/example/inventory/pkg/store/store.go:42',
    ));
    const format = await readAll(p).then((r) => r.input.format, () => null);
    expect(format).not.toBe('docker-mcp-gateway');
  });

  it('a reporter\'s markdown bullets quoting another host\'s log are not the gateway\'s steps (warpdotdev/warp#7252)', async () => {
    const p = tempFile('report.md', lines(
      '**Evidence:**',
      '- Both builds read the same configuration',
      '- Stable logs show: MCP CLI: Spawned MCP server with pid XXXXX',
      '- Preview logs show: [warn] MCP: Failed to connect to server: Transport creation error: program not found',
      '- The same command works by hand',
    ));
    const { input } = await readAll(p);
    expect(input.format).not.toBe('docker-mcp-gateway');
    const report = await analyze([p], { tz: 'UTC', all: true });
    // Warp could not spawn the program: no process ran, no request was sent.
    expect(report.requests).toEqual([]);
  });

  it('Docker MCP gateway: step lines that name an mcp/ image keep the shape score without a strong line', async () => {
    const p = tempFile('gateway-steps.log', lines(
      '- Running mcp/ledger with [run --rm -i --init]',
      '  - Reading secrets [ledger.token]',
      '- Running mcp/atlas with [run --rm -i --init]',
    ));
    const { input } = await readAll(p);
    expect(input.format).toBe('docker-mcp-gateway');
  });

  it('Docker MCP gateway: a paste that joined the output into one line is taken apart (docker/desktop-linux#299)', async () => {
    const p = tempFile('gateway-joined.txt', lines(
      '~ docker mcp gateway run ✔ - Reading configuration... - Reading registry from registry.yaml - Configuration read in 527.649979ms - Those servers are enabled: ledger, atlas - Listing MCP tools... - Running mcp/ledger with [run --rm -i --init --security-opt no-new-privileges -l docker-mcp=true] - Running mcp/atlas with [run --rm -i --init -e ATLAS_KEY] > Can\'t start ledger: failed to connect: calling "initialize": EOF > Can\'t start atlas: failed to connect: calling "initialize": EOF',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('docker-mcp-gateway');
    const said = events.filter((e) => e.said !== undefined).map((e) => [e.session, e.said!.kind, e.said!.method, e.said!.server]);
    expect(said).toEqual([['ledger#1', 'failed', 'initialize', 'ledger'], ['atlas#1', 'failed', 'initialize', 'atlas']]);
    // the options inside a step stay in it
    expect(events.some((e) => e.kind === 'host-log' && e.text?.includes('--rm -i --init --security-opt'))).toBe(true);
  });

  it('Docker MCP gateway: a line that only mentions a step marker stays whole', async () => {
    const p = tempFile('gateway-one.log', lines(
      '- Reading configuration...',
      '- Those servers are enabled: ledger',
      `  > Can't start ledger: failed to connect: calling "initialize": EOF - see the logs > Details below for more`,
    ));
    const { events } = await readAll(p);
    expect(events.filter((e) => e.said !== undefined)).toHaveLength(1);
  });

  it('mcpo: local clock, a traceback continues its line and its last line says the transport was closed (open-webui/mcpo#240)', async () => {
    const p = tempFile('mcpo.log', lines(
      "2025-08-27 01:46:10,138 - INFO - Calling endpoint: list_failing_jobs, with args: {'cluster': 'edge-lab-2'}",
      '2025-08-27 01:46:10,139 - INFO - Unexpected error calling list_failing_jobs: Traceback (most recent call last):',
      '  File "/app/.venv/lib/python3.12/site-packages/anyio/streams/memory.py", line 211, in send_nowait',
      '    raise ClosedResourceError',
      'anyio.ClosedResourceError',
      'INFO:     10.31.7.52:40226 - "POST /cluster_tools/list_failing_jobs HTTP/1.1" 500 Internal Server Error',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('mcpo');
    expect(events.map((e) => e.source.line)).toEqual([1, 2, 5, 6]);
    expect(events[0]).toMatchObject({ at: Date.UTC(2025, 7, 27, 1, 46, 10, 138), said: { kind: 'request-sent', target: 'list_failing_jobs' } });
    expect(events[2]).toMatchObject({ at: Date.UTC(2025, 7, 27, 1, 46, 10, 139), said: { kind: 'connection-closed', scope: 'request' } });
    expect(summary.lines).toBe(6);
  });

  it("mcpo: its lifespan's failed connect to the stdio server it launched, in the words clients share (berlinbra/news-api-mcp#3)", async () => {
    const p = tempFile('mcpo.log', lines(
      "2025-11-09 16:09:15,719 - ERROR - Failed to connect to MCP server 'MCP OpenAPI Proxy': ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)",
      '  + Exception Group Traceback (most recent call last):',
      '  |   File "C:\\Users\\dev\\uv\\cache\\Lib\\site-packages\\mcpo\\main.py", line 567, in lifespan',
      '  |     async with client_context as (reader, writer, *_):',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('mcpo');
    expect(events[0]).toMatchObject({ at: Date.UTC(2025, 10, 9, 16, 9, 15, 719), said: { kind: 'failed', method: 'initialize', server: 'MCP OpenAPI Proxy', scope: 'connection' } });
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'failed']]);
  });

  // sparfenyuk/mcp-proxy#105: the Python bridge's own logging format, a crash out of its entry while it set up its stdio server
  const mcpProxyPy = [
    'PS C:\\work> mcp-proxy uvx mcp-server-time',
    '[I 2025-09-15 20:57:54,937.937 mcp_proxy.__main__] Configured default server: uvx mcp-server-time',
    '[I 2025-09-15 20:57:54,938.938 mcp_proxy.mcp_server] Setting up default server: uvx mcp-server-time',
    '  + Exception Group Traceback (most recent call last):',
    '  |   File "<frozen runpy>", line 198, in _run_module_as_main',
    '  |   File "<frozen runpy>", line 88, in _run_code',
    '  |   File "C:\\Users\\dev\\.local\\bin\\mcp-proxy.exe\\__main__.py", line 10, in <module>',
    '  |     sys.exit(main())',
  ];

  it("mcp-proxy (Python): its own loggers decide, the server it starts is the handshake, its crash from the entry ends it (sparfenyuk/mcp-proxy#105)", async () => {
    const p = tempFile('console.txt', lines(...mcpProxyPy));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('mcp-proxy-python');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase, e.at])).toEqual([
      [3, 'mcp-proxy-python/setting-up-default-server', Date.UTC(2025, 8, 15, 20, 57, 54, 938)],
      [5, 'mcp-proxy-python/crashed', Date.UTC(2025, 8, 15, 20, 57, 54, 938)],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual(['mcp-proxy']);
  });

  it("mcp-proxy (Python): the SDK's server lines in its format alone stay the Python SDK log's (sparfenyuk/mcp-proxy#80)", async () => {
    const p = tempFile('proxy.log', lines(
      '[I 2025-06-08 12:52:33,589.589 mcp.server.lowlevel.server] Processing request of type CallToolRequest',
      'INFO:     10.0.0.14:56448 - "POST /servers/tasks/messages/?session_id=a76d HTTP/1.1" 202 Accepted',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('python-sdk');
  });

  it('agentgateway: an rmcp Debug struct is the message, the 400 access line its status (agentgateway/agentgateway#464)', async () => {
    const p = tempFile('agentgateway.log', lines(
      '2025-09-28T18:08:41.526200Z     info    request gateway=bind/3000 listener=listener0 route=route0 http.method=POST http.path=/ http.status=200 duration=870ms',
      '2025-09-28T18:08:41.630046Z     error   rmcp::transport::streamable_http_server::tower  Failed to create service: expect initialized notification, but received: Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2), request: ListToolsRequest(RequestOptionalParam { method: ListToolsRequestMethod, params: None, extensions: Extensions }) }))',
      '2025-09-28T18:08:41.630093Z     info    request gateway=bind/3000 listener=listener0 route=route0 http.method=POST http.path=/ http.status=400 duration=0ms',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('agentgateway');
    expect(events[1]).toMatchObject({ kind: 'message', from: 'client', at: Date.parse('2025-09-28T18:08:41.630Z'), message: { method: 'tools/list', id: 2 } });
    expect(events[2]!.said).toMatchObject({ kind: 'http-status', status: 400 });
    expect(events[0]!.said).toBeUndefined();
  });

  it('agentgateway: rmcp\'s refused service for a client\'s initialize is that request failing (agentgateway/agentgateway#207)', async () => {
    const p = tempFile('agentgateway.log', lines(
      '2025-07-23T17:19:01.273182Z    error    mcp::relay::pool    Failed to connect target wiki: start sse client',
      '2025-07-23T17:19:01.273221Z    error    rmcp::transport::streamable_http_server::tower    Failed to create service: initialize failed: -32603: Failed to list connections: start sse client',
      '2025-07-23T17:19:01.273274Z    info    request    gateway=bind/8888 listener=listener0 route=route0 src.addr=10.0.0.9:51802 http.method=POST http.host=agentgateway http.path=/wiki http.version=HTTP/1.1 http.status=200 duration=11ms',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('agentgateway');
    // The row says the words are the answer the client got (HostSaid.serverAnswer): the reader is the gateway's, `self: null`.
    expect(events[1]!.said).toMatchObject({ kind: 'failed', method: 'initialize', phrase: 'rust-sdk/failed-to-create-service', serverAnswer: true });
    const report = await analyze([p]);
    // The upstream's words in the error (start sse client) are what the gateway met behind itself, not this
    // request's transport: the client's initialize was answered with the error.
    expect(report.requests).toEqual([expect.objectContaining({ method: 'initialize', outcome: 'failed', cause: 'server-error', serverState: 'failed' })]);
  });

  it('agentgateway: its earlier tracing format (upper-case level, its own target) is its log, its initialize error that request failing (agentgateway/agentgateway#144)', async () => {
    const p = tempFile('agentgateway.log', lines(
      '2025-06-06T14:04:13.402117Z  INFO agentgateway::sse: new client connected',
      '2025-06-06T14:04:13.496492Z ERROR agentgateway::sse: initialize error error=Custom { kind: Other, error: "initialize failed: -32603: Failed to list connections: Transport error: HTTP status client error (400 Bad Request) for url (http://localhost:9340/mcp/)" }',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('agentgateway');
    expect(events.map((e) => e.at)).toEqual([Date.parse('2025-06-06T14:04:13.402Z'), Date.parse('2025-06-06T14:04:13.496Z')]);
    expect(events[0]!.said).toBeUndefined();
    expect(events[1]!.said).toMatchObject({ kind: 'failed', method: 'initialize', phrase: 'agentgateway/initialize-error', serverAnswer: true, error: expect.stringMatching(/^initialize failed: -32603: .*\(400 Bad Request\) for url \(http:\/\/localhost:9340\/mcp\/\)$/) });
    const report = await analyze([p]);
    // The 400 is the target's answer to the gateway: the client's initialize was answered with the gateway's error.
    expect(report.requests).toEqual([expect.objectContaining({ method: 'initialize', outcome: 'failed', cause: 'server-error', serverState: 'failed' })]);
  });

  it('agentgateway: the tracing format with another crate\'s target is not agentgateway\'s log', async () => {
    const p = tempFile('server.log', lines(
      '2025-06-06T14:04:13.402117Z  INFO my_server::sse: new client connected',
      '2025-06-06T14:04:13.496492Z ERROR my_server::sse: initialize error error=Custom { kind: Other, error: "initialize failed" }',
    ));
    const input = await readAll(p).then((r) => r.input, () => null);
    expect(input?.format).not.toBe('agentgateway');
  });

  it('agentgateway: an MCP access line wrapped over three lines is read as one, its method and upstream error with it (agentgateway/agentgateway#889)', async () => {
    const p = tempFile('agentgateway.log', lines(
      '2026-01-30T00:01:50.985093Z\tinfo\trequest http.status=500 protocol=mcp mcp.method=initialize ',
      '  mcp.session.id=0b5e0c7a-1f4e-4a63-9d0c-5a7c1e2f3b44 error="mcp: send error: http upstream error: http request failed: upstream call failed: Connect: Connection refused (os error 111)" ',
      '  reason=MCP duration=297ms',
      '2026-01-30T00:01:51.002113Z\tinfo\trequest http.status=200 protocol=mcp mcp.method=tools/list duration=3ms',
    ));
    const { input, events, summary } = await readAll(p);
    expect(input.format).toBe('agentgateway');
    expect(summary.detection.score).toBeGreaterThanOrEqual(0.8);
    // One event for the three lines, at the first line's place; the next access line keeps its own.
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ source: { line: 1 }, said: { kind: 'http-status', status: 500, method: 'initialize' } });
    expect(events[0]!.said!.error).toContain('Connection refused');
    expect(summary.lineAccounting).toMatchObject({ event: 2, part: 2 });
    const report = await analyze([p]);
    // The gateway's 500 says its own call upstream failed: it answered in the server's place.
    expect(report.requests).toEqual([expect.objectContaining({ method: 'initialize', outcome: 'failed', cause: 'gateway-error', serverState: 'unknown' })]);
  });

  it('agentgateway: an indented key=value line under a line that is not the gateway\'s stays a part, not a join', async () => {
    const p = tempFile('agentgateway.log', lines(
      '2026-01-30T00:01:50.985093Z\tinfo\trequest gateway=bind/3000 listener=listener0 route=route0 http.method=POST http.status=200 duration=5ms',
      'some tool output',
      '  key=value',
      '2026-01-30T00:01:51.985093Z\tinfo\trequest gateway=bind/3000 listener=listener0 route=route0 http.method=POST http.status=404 duration=1ms',
    ));
    const { events } = await readAll(p);
    expect(events.at(-1)!.said).toMatchObject({ kind: 'http-status', status: 404 });
    expect(events.at(-1)!.said!.method).toBeUndefined();
  });

  it('ToolHive vMCP: a zap JSON record is read by its msg and epoch ts; a backend initialize refused with a status is that status (stacklok/toolhive#2986)', async () => {
    const p = tempFile('vmcp.log', lines(
      '{"level":"info","ts":1765342980.5,"caller":"logger/logger.go:40","msg":"Discovering capabilities of backend docs-index"}',
      '{"level":"warn","ts":1765342989.813479,"caller":"logger/logger.go:54","msg":"Failed to query backend docs-index: failed to query backend capabilities: docs-index: failed to initialize client for backend docs-index: transport error: request failed with status 405: Method not allowed\\n"}',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('toolhive');
    expect(events[1]).toMatchObject({ at: 1765342989813, said: { kind: 'http-status', status: 405, method: 'initialize', error: 'Method not allowed' } });
    const report = await analyze([p]);
    expect(report.requests).toEqual([expect.objectContaining({ method: 'initialize', outcome: 'failed', cause: 'server-error', serverState: 'failed' })]);
  });

  it('LiteLLM: its logger\'s header over a log viewer\'s numbered traceback is still its log, and names no request (BerriAI/litellm#13574)', async () => {
    const p = tempFile('litellm.log', lines(
      '10:32:42 - LiteLLM Proxy:DEBUG: proxy_server.py:2555 - len new_models: 4',
      '2148',
      'RuntimeError: No response returned.',
      '2149',
      'raise RuntimeError("No response returned.")',
      '2150',
      'File "/usr/lib/python3.13/site-packages/starlette/middleware/base.py", line 164, in call_next',
    ));
    const { input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('litellm');
    // LiteLLM's shape, not its MCP words: below what a reader sure of its own sentences scores.
    expect(summary.detection.score).toBeLessThan(0.8);
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('LiteLLM: its records without their clock are still its log, and a cancelled listing task is a tools/list it gave up (BerriAI/litellm#26700)', async () => {
    const p = tempFile('compose.log', lines(
      'LiteLLM:WARNING: client.py:385 - MCP client list_tools was cancelled',
      'LiteLLM:WARNING: mcp_server_manager.py:1610 - Task cancelled while listing tools from wiki',
      '',
      'RuntimeError: Attempted to exit cancel scope in a different task than it was entered in',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('litellm');
    expect(events[0]).toMatchObject({ at: null });
    expect(events[1]!.said).toMatchObject({ kind: 'failed', method: 'tools/list', server: 'wiki' });
    const report = await analyze([p], { tz: 'UTC' });
    // One call: the client's line and the manager's say the same of it. No cancel went out, no timer is named.
    expect(report.requests).toEqual([expect.objectContaining({ method: 'tools/list', outcome: 'abandoned', cause: 'unknown', serverState: 'unknown' })]);
  });

  it('mcp-remote: the JSON-RPC body of its http-first probe\'s 405 is the refused POST\'s, not a message (yjacquin/fast-mcp#160)', async () => {
    const p = tempFile('mcp-remote.txt', lines(
      '[41733] [41733] Connecting to remote server: http://localhost:3000/mcp/sse',
      '[41733] Using transport strategy: http-first',
      '[41733] Received error: Error POSTing to endpoint (HTTP 405): {"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not allowed"},"id":null}',
      '[41733] Recursively reconnecting for reason: falling-back-to-alternate-transport',
      '[41733] Using transport strategy: sse-only',
      '[41733] Connected to remote server using SSEClientTransport',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('mcp-remote');
    expect(events.filter((e) => e.kind === 'message')).toEqual([]);
    expect(firedRules(await analyze([p]))).not.toContain('response-unknown-request');
  });

  it.each([
    // supercorp-ai/supergateway#84: stateful mode, the crash printed before the banner the reporter pasted after it
    ['stateful, id 0: the initialize', 'stdioToStatefulStreamableHttp', '0', ['initialize', 0]],
    // supercorp-ai/supergateway#143: stateless mode, a slow tool call whose client read timeout closed the request
    ['stateless, a later id', 'stdioToStatelessStreamableHttp', '4', ['unknown', 4]],
  ])('supergateway crashed on an answer whose request was gone: %s', async (_n, mode, id, want) => {
    const p = tempFile('sg.log', lines(
      `Error: No connection established for request ID: ${id}`,
      '    at StreamableHTTPServerTransport.send (file:///usr/lib/node_modules/supergateway/node_modules/@modelcontextprotocol/sdk/dist/esm/server/streamableHttp.js:530:27)',
      `    at file:///usr/lib/node_modules/supergateway/dist/gateways/${mode}.js:96:39`,
      '',
      'Node.js v20.19.2',
      '[supergateway] Starting...',
      '[supergateway]   - outputTransport: streamableHttp',
      '[supergateway]   - port: 8080',
    ));
    const { input } = await readAll(p);
    expect(input.format).toBe('supergateway');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause, r.serverState])).toEqual([[...want, 'abandoned', 'unknown', 'completed']]);
    expect(report.findings.map((f) => f.rule)).not.toContain('response-unknown-request');
  });

  it.each([
    // supercorp-ai/supergateway#27: up to 2.x the connect to the remote server ran at start; nothing after it is a
    // handshake still waiting where the output stops.
    ['the connect left waiting', [], [['initialize', 'pending', 'unknown']]],
    // From the lazy initialize on the stdio side listens at once and the connect waits for the host's initialize:
    // nothing is waiting on the gateway's own account (supercorp-ai/supergateway#19's start).
    ['the stdio side listening after it', ['[supergateway] Stdio server listening'], []],
    // The old order: the connect returned ("SSE connected"), then the stdio side.
    ['connected, then listening', ['[supergateway] SSE connected', '[supergateway] Stdio server listening'], []],
    // … and the same cut right after the connect returned.
    ['connected, the paste cut there', ['[supergateway] SSE connected'], []],
  ])('supergateway\'s "Connecting to SSE...": %s', async (_n, after, want) => {
    const p = tempFile('sg.log', lines(
      '[supergateway] Starting...',
      '[supergateway]   - outputTransport: stdio',
      '[supergateway]   - sse: http://127.0.0.1:7421/events',
      '[supergateway] Connecting to SSE...',
      ...after,
    ));
    expect((await readAll(p)).input.format).toBe('supergateway');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual(want);
  });

  it('supergateway alone is read; inside a Claude Desktop log it is that host\'s (runebookai/tome#50)', async () => {
    const sg = tempFile('sg.log', lines(
      '[supergateway] Listening on port 8932',
      '[supergateway] SSE → Child (session 5b1e0c2a-…): {"jsonrpc":"2.0","id":41,"method":"resources/list","params":{}}',
      '[supergateway] Child → SSE: {"jsonrpc":"2.0","id":41,"error":{"code":-32601,"message":"Method not found"}}',
    ));
    const a = await readAll(sg);
    expect(a.input.format).toBe('supergateway');
    expect(a.events.filter((e) => e.kind === 'message').map((e) => e.from)).toEqual(['client', 'server']);
    const cd = tempFile('mcp-server-workflows.log', lines(
      '2025-06-10T15:03:07.131Z [workflows] [info] Message from client: {"method":"prompts/list","params":{},"jsonrpc":"2.0","id":4}',
      "[supergateway] Stdio → SSE: { jsonrpc: '2.0', id: 4, method: 'prompts/list', params: {} }",
      '[supergateway] Request error: McpError: MCP error -32601: Method not found',
      '    at Client._onresponse (file:///x/protocol.js:212:27)',
      '2025-06-10T15:03:07.212Z [workflows] [info] Message from server: {"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"Method not found"}}',
      '2025-06-10T15:03:07.213Z [workflows] [info] Message from client: {"method":"resources/list","params":{},"jsonrpc":"2.0","id":5}',
    ));
    expect((await readAll(cd)).input.format).toBe('claude-desktop');
  });

  it.each([
    // The n8n-through-supergateway write-up (blog.youkuaiyun.com, NetGoldenSpider/article/148211323): the reporter cut the
    // stamps, level and server columns; Claude Desktop's lifecycle sentences still name the file's writer.
    ['Claude Desktop\'s shutdown sentences, stamps cut', ['Client transport closed', 'Server transport closed unexpectedly, this is likely due to the process exiting early.', 'Server disconnected'], 'claude-desktop'],
    ['its start sentence', ['Server started and connected successfully'], 'claude-desktop'],
    // A sentence that only quotes the words is not the line itself.
    ['a note quoting the words is not the host\'s line', ['see "Server transport closed unexpectedly" in the docs'], 'supergateway'],
  ])('supergateway\'s stderr in a host log with its stamps cut: %s', async (_n, tail, host) => {
    const p = tempFile('mcp-server-n8n.log', lines(
      '[supergateway] SSE connected',
      '[supergateway] Response: {',
      '"protocolVersion": "2025-03-26",',
      '"serverInfo": {"name": "flows", "version": "0.1.0"}',
      '}',
      ...tail,
    ));
    const a = await readAll(p);
    expect(a.input.format).toBe('supergateway');
    expect(a.summary.host).toBe(host);
  });

  it('mcp-proxy: the SDK timeout that stopped the start is an initialize timer (cyanheads/filesystem-mcp-server#8)', async () => {
    const p = tempFile('container.log', lines(
      'could not start the proxy McpError: MCP error -32001: Request timed out',
      '    at Timeout.timeoutHandler (file:///usr/local/lib/node_modules/mcp-proxy/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:307:49)',
      '  data: { timeout: 60000 }',
      '}',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('mcp-proxy');
    expect(events).toHaveLength(1);
    expect(events[0]!.said).toMatchObject({ kind: 'timer-fired', method: 'initialize' });
  });
});

describe('SDK log readers', () => {
  it('Python SDK: logger-prefixed lines, pydantic and bytes bodies with their direction (PrefectHQ/fastmcp#1069)', async () => {
    const p = tempFile('server.log', lines(
      '[uvicorn.access:473] 172.19.0.7:41870 - "POST /mcp/ HTTP/1.1" 200 OK',
      `2025-11-03 04:18:30,527 - mcp.server.sse - DEBUG - Received JSON: b'{"method":"tools/call","params":{"name":"sum_rows","arguments":{}},"jsonrpc":"2.0","id":1}'`,
      '[mcp.server.lowlevel.server:624] Processing request of type CallToolRequest',
      "2025-11-03 04:18:30,531 - mcp.server.sse - DEBUG - Sending message via SSE: root=JSONRPCResponse(jsonrpc='2.0', id=1, result={'content': [], 'isError': False})",
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('python-sdk');
    expect(events[1]).toMatchObject({ kind: 'message', from: 'client', message: { method: 'tools/call', id: 1 } });
    expect(events[2]!.said).toMatchObject({ kind: 'request-sent', method: 'tools/call' });
    expect(events[3]).toMatchObject({ kind: 'message', from: 'server', at: Date.UTC(2025, 10, 3, 4, 18, 30, 531), message: { id: 1 } });
  });

  it('FastMCP: its middleware lines make it fastmcp, a JSON log field without jsonrpc is not a message (PrefectHQ/fastmcp#2083)', async () => {
    const p = tempFile('fastmcp.log', lines(
      'INFO     Completed message: {"event": "request_success", "method": "tools/list", "type": "request"}        logging.py:133',
      '                    INFO     Request tools/list completed in 5.79ms                                      timing.py:47',
      'INFO - 2025-10-13 09:05:12,592 uvicorn.access:L473 [5d0e] [PID: 51234] [TID: 84] 127.0.0.1:60412 - "POST /mcp HTTP/1.1" 200',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('fastmcp');
    expect(summary.host).toBe('fastmcp');
    expect(events.filter((e) => e.kind === 'message')).toHaveLength(0);
    expect(events[1]!.said).toMatchObject({ kind: 'completed', method: 'tools/list' });
    expect(events[2]!.at).toBe(Date.UTC(2025, 9, 13, 9, 5, 12, 592));
  });

  it('Java SDK: a timeout block takes its method from the client frame (spring-projects/spring-ai-examples#29)', async () => {
    const p = tempFile('app.log', lines(
      "reactor.core.Exceptions$ReactiveException: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 60000ms in 'Mono.create ⇢ at io.modelcontextprotocol.spec.McpClientSession.sendRequest(McpClientSession.java:228)' (and no fallback has been configured)",
      '\tat reactor.core.publisher.Mono.block(Mono.java:1779) ~[reactor-core-3.6.12.jar:3.6.12]',
      '\tat io.modelcontextprotocol.client.McpSyncClient.listTools(McpSyncClient.java:210) ~[mcp-0.9.0.jar:0.9.0]',
      '2025-04-11T17:01:05.481-05:00 ERROR 79846 --- [oundedElastic-1] i.m.s.t.WebMvcSseServerTransport         : Failed to send message to session 54411e4e: Broken pipe',
    ));
    const { input, events, summary } = await readAll(p);
    expect(input.format).toBe('java-sdk');
    expect(events).toHaveLength(2);
    expect(events[0]!.said).toMatchObject({ kind: 'timer-fired', limitMs: 60000, method: 'tools/list' });
    expect(events[1]).toMatchObject({ at: Date.parse('2025-04-11T22:01:05.481Z'), level: 'error' });
    expect(summary.lines).toBe(4);
  });
});

describe('the reader of last resort', () => {
  it('claims text with JSON-RPC in it when nothing else does, and reads a crash dump at its head as words', async () => {
    const p = tempFile('paste.txt', lines(
      'Fatal Python error: Segmentation fault',
      'Current thread 0x00007f3c (most recent call first):',
      '  File "/srv/app/server.py", line 12 in handler',
      `2025-05-02 10:01:02,100 relay: forwarding root=JSONRPCRequest(method='tools/call', params={'name': 'sum_rows', 'arguments': {}}, jsonrpc='2.0', id=3)`,
      '2025-05-02 10:01:03,250 relay: got {"jsonrpc":"2.0","id":3,"result":{"content":[]}}',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(summary.host).toBe('unknown');
    expect(summary.detection.score).toBeGreaterThanOrEqual(0.42);
    expect(summary.detection.score).toBeLessThan(0.46);
    const msgs = events.filter((e) => e.kind === 'message');
    expect(msgs.map((e) => [e.from, e.message!.id, e.at])).toEqual([
      ['client', 3, Date.UTC(2025, 4, 2, 10, 1, 2, 100)],
      [null, 3, Date.UTC(2025, 4, 2, 10, 1, 3, 250)],
    ]);
    expect(events.filter((e) => e.kind === 'unparsed')).toHaveLength(0);
  });

  it('claims a client\'s sentence from the other-clients rows without any body (IBM/mcp-cli#101)', async () => {
    const p = tempFile('mcp-cli.txt', lines(
      '2025-04-29 19:18:58,853 - ERROR - Timeout waiting for server initialization response (after 5.0s)',
      '2025-04-29 19:18:58,854 - ERROR - Error initializing server ledger:',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    // A client's own sentence: above a layout alone (0.45), below every reader that knows its words.
    expect(summary.detection.score).toBeGreaterThan(0.45);
    expect(summary.detection.score).toBeLessThan(0.5);
    expect(events[0]!.said).toMatchObject({ kind: 'timer-fired', phrase: 'mcp-cli/initialize-timeout', method: 'initialize', limitMs: 5000, timer: 'host' });
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('claims a TypeScript SDK client\'s uncaught timeout only with the SDK\'s frame in the stack (SecretiveShell/MCP-Bridge#80)', async () => {
    const dump = [
      'McpError: MCP error -32001: Request timed out',
      '    at Timeout.timeoutHandler (file:///home/dev/.npm/_npx/1/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:292:49)',
      '    at listOnTimeout (node:internal/timers:608:17) {',
      '  code: -32001,',
      '  data: { timeout: 60000 }',
      '}',
    ];
    const p = tempFile('terminal.txt', lines(...dump));
    const report = await analyze([p], { tz: 'UTC' });
    expect(readInputs(report)[0]!.format).toBe('jsonrpc-in-text');
    // The dump does not name the request; the SDK's timer cancels it.
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'cancelled', 'client-timeout']]);
    const bare = tempFile('note.txt', lines('MCP error -32001: Request timed out', 'then it worked after a restart'));
    await expect(readAll(bare, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('a gateway log that prints bodies in sentences is not a stdio stream: no stdout-not-json (issue 10)', async () => {
    // Half the lines are bare JSON (which made it look like a tee), the rest gateway sentences.
    const p = tempFile('relay.log', lines(
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sum_rows"}}',
      'relay: forwarding to upstream with body: {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sum_rows"}}',
      '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}',
      'relay: upstream answered in 120ms',
    ));
    const report = await analyze([p], { all: true });
    expect(readInputs(report)[0]!.format).toBe('jsonrpc-in-text');
    expect(firedRules(report)).not.toContain('stdout-not-json');
  });

  it('a real stdio tee with a banner on stdout is still ndjson, and still stdout-not-json', async () => {
    const p = tempFile('tee.ndjson', lines(
      '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
      'Ledger MCP server running on stdio',
      '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
    ));
    const report = await analyze([p], { all: true });
    expect(readInputs(report)[0]!.format).toBe('ndjson');
    expect(firedRules(report)).toContain('stdout-not-json');
  });
});
