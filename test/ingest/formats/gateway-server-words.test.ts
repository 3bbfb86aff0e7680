/**
 * Gateways, proxies and server logs on the shapes of the pastes cited (content ours): an HTTP error's
 * body after the words that report it, a Python server's error record while it handles a request, a
 * Spring Boot client log with abbreviated MCP loggers, words of hosts with no reader whose method only
 * their own words give. Each read through the tool, then its verdict.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { javaSdkPhrases, pythonSdkPhrases, readSaid, typescriptSdkPhrases } from '../../../src/ingest/hosts/index.js';
import { methodInWords, toolInWords } from '../../../src/ingest/hosts/phrase.js';
import { statedStatus } from '../../../src/diagnose/classify/host-words.js';
import { readAll, tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const verdicts = (r: Awaited<ReturnType<typeof analyze>>) => r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState]);
const rules = (r: Awaited<ReturnType<typeof analyze>>) => r.findings.map((f) => f.rule);

describe('an HTTP error body is not a message', () => {
  it('mcp-remote: the 404 body with id null stays the words\' error (punkpeye/mcp-remote#106)', async () => {
    const p = tempFile('stderr.txt', lines(
      '[4242] [Local→Remote] tools/call',
      '[4242] Error from remote server: Error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}',
      '    at StreamableHTTPClientTransport.send (file:///x/chunk.js:1:1)',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => e.kind)).toEqual(['host-log', 'host-log']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([['tools/call', 'failed', 'session-expired', 'unknown']]);
    expect(rules(report)).not.toContain('response-unknown-request');
  });

  it('a body after words that report no status is still read as a message', async () => {
    const p = tempFile('stderr.txt', lines(
      '[4242] [Local→Remote] tools/list',
      '[4242] Remote response {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.some((e) => e.kind === 'message')).toBe(true);
  });
});

describe('an HTTP status stated in an error decides the verdict', () => {
  it.each([
    // jenkinsci/mcp-server-plugin#15 (Envoy's route timeout body), #22 (nginx), stacklok/toolhive#1576
    ['Error POSTing to endpoint (HTTP 504): upstream request timeout', 504],
    ['Error POSTing to endpoint (HTTP 404): {"error":{"message":"Session not found"}}', 404],
    ['transport error: request failed with status 504: Timeout waiting for response from container', 504],
    ['SSE error: Non-200 status code (502)', 502],
    ['HTTP 503 Service Unavailable', 503],
    // httpx's raise_for_status, under the Python SDK SSE client's post_writer (modelcontextprotocol/python-sdk#748)
    ["Error in post_writer: Client error '404 Not Found' for url 'http://localhost:8000/notes/messages/?session_id=1b70'", 404],
    ["httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:8765/mcp'", 502],
    ["a client error 'none' for url", null],
    ['took 404 ms', null],
    ['HTTP/1.1 200 OK', null],
    ['status 200', null],
  ])('%s', (text, want) => {
    expect(statedStatus(text as string)).toBe(want);
  });

  it('LibreChat: a ping refused by a proxy is a gateway error, the aborted call the caller\'s cancel (jenkinsci/mcp-server-plugin#15)', async () => {
    const p = tempFile('librechat.log', lines(
      '2025-07-17 07:31:36 info: [MCP][User: 1a2b][ci] Connection successfully established',
      '2025-07-17 07:32:47 error: [api/server/controllers/agents/client.js #sendCompletion] Operation aborted Aborted',
      '2025-07-17 07:32:48 error: [MCP][User: 1a2b][ci] Ping failed: Error POSTing to endpoint (HTTP 504): upstream request timeout',
      '2025-07-17 07:32:48 error: [MCP][User: 1a2b][ci][runJob] Tool call failed This operation was aborted',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([
      ['ping', 'failed', 'gateway-error', 'unknown'],
      ['tools/call', 'cancelled', 'user-cancel', 'unknown'],
    ]);
  });
});

describe('a Python server\'s error record while it handles a request', () => {
  it('ends that request as the server\'s failure, its clock in whole seconds (avivsinai/langfuse-mcp#5)', async () => {
    const p = tempFile('server.log', lines(
      '2025-12-27 07:21:48 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '2025-12-27 07:21:53 - tracedesk - ERROR - Error getting trace 42: The read operation timed out',
      '2025-12-27 07:21:53 - tracedesk - ERROR - The read operation timed out',
      'Traceback (most recent call last):',
      '  File "/x/site-packages/httpx/_transports/default.py", line 101, in map_httpcore_exceptions',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('python-sdk');
    expect(events[0]!.at).toBe(Date.UTC(2025, 11, 27, 7, 21, 48));
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.kind, e.from])).toEqual([['request-sent', null], ['failed', 'server']]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
  });

  // The low-level Server handles requests concurrently (its run loop's start_soon): with a listing and a call announced
  // and neither ended, the error may be either handler's, so it is blamed on neither (server-own-logs.test.ts has the
  // orders where one request is open).
  it('an error record with no request announced, or with two announced at once, says nothing of either', async () => {
    const p = tempFile('server.log', lines(
      '2025-12-27 07:21:40,100 - app - ERROR - config file missing, using defaults',
      '2025-12-27 07:21:48,200 - mcp.server.lowlevel.server - INFO - Processing request of type ListToolsRequest',
      '2025-12-27 07:21:48,300 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '2025-12-27 07:21:50,000 - app - ERROR - upstream said no',
      '2025-12-27 07:21:50,100 - app - ERROR - and again',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said?.kind === 'failed').map((e) => e.source.line)).toEqual([]);
  });
});

describe('Spring Boot client logs (spring-projects/spring-ai#2785)', () => {
  it.each([
    ['Spring AI runs an MCP tool', 'Executing tool call: spring_ai_mcp_client_shop_listItems ', { kind: 'request-sent', method: 'tools/call', target: 'spring_ai_mcp_client_shop_listItems' }],
    ['a tool that is not an MCP client\'s', 'Executing tool call: currentWeather', null],
    ['the SSE transport\'s POST refused', 'Error sending message: 404 ', { kind: 'http-status', status: 404, sending: true }],
  ])('%s', (_n, text, want) => {
    const got = readSaid(javaSdkPhrases, text as string);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });

  it('reads the abbreviated client transport and the refused call, records glued on one line', async () => {
    const p = tempFile('app.log', lines(
      '2025-04-17T11:02:40.132-05:00 DEBUG 100 --- [nio-8086-exec-4] o.s.a.m.tool.DefaultToolCallingManager : Executing tool call: spring_ai_mcp_client_shop_listItems 2025-04-17T11:02:40.133-05:00 INFO 100 --- [nio-8086-exec-4] c.e.Web : next',
      '',
      '2025-04-17T11:02:40.637-05:00 ERROR 100 --- [onPool-worker-3] i.m.c.t.HttpClientSseClientTransport : Error sending message: 404 ',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([['tools/call', 'failed', 'session-expired', 'unknown']]);
  });
});

describe('Spring Boot 2 logs and Spring AI tool callbacks (alibaba/spring-ai-alibaba#1900)', () => {
  const timeout = "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms in 'source(MonoDeferContextual)' (and no fallback has been configured)";
  it('reads the local clock, and the logged timeout with its stack under it as one tools/call', async () => {
    const p = tempFile('app.log', lines(
      `2025-07-30 18:15:16.540 ERROR 29620 --- [onPool-worker-2] c.e.planner.PlanningAgent                : ${timeout}`,
      '2025-07-30 18:15:16.540  INFO 29620 --- [onPool-worker-2] c.e.planner.PlanningAgent                : Exception occurred',
      '',
      `reactor.core.Exceptions$ReactiveException: ${timeout}`,
      '\tat reactor.core.publisher.Mono.block(Mono.java:1779)',
      '\tat org.springframework.ai.mcp.AsyncMcpToolCallback.call(AsyncMcpToolCallback.java:117)',
      '\tat com.example.planner.RemoteTool.run(RemoteTool.java:84)',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    const timers = events.filter((e) => e.said?.kind === 'timer-fired');
    expect(timers.map((e) => [e.at, e.said!.method, e.said!.limitMs])).toEqual([[Date.UTC(2025, 6, 30, 18, 15, 16, 540), 'tools/call', 20000]]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'abandoned', 'client-timeout']]);
  });

  it('keeps two logged timeouts at different moments as two', async () => {
    const p = tempFile('app.log', lines(
      '2025-07-30 18:15:10.000  INFO 29620 --- [           main] i.m.c.t.StdioClientTransport             : MCP server starting.',
      `2025-07-30 18:15:16.540 ERROR 29620 --- [onPool-worker-2] c.e.planner.PlanningAgent                : ${timeout}`,
      `2025-07-30 18:16:40.112 ERROR 29620 --- [onPool-worker-3] c.e.planner.PlanningAgent                : ${timeout}`,
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toHaveLength(2);
  });
});

describe('hosts with no reader: the method from their own words', () => {
  it.each([
    ['Got tools for mcp.config.x failed: MCP error -32001: Request timed out', 'tools/list'],
    ['Failed to list MCP tools for x;', 'tools/list'],
    ['Error calling tool lookup: MCP error -32001: Request timed out', 'tools/call'],
    ['Error executing MCP tool: MCP error -32001: Request timed out', 'tools/call'],
    ['request tools/call failed', 'tools/call'],
    ['Failed to read resource file:///a: MCP error -32001: Request timed out', 'resources/read'],
    ['Error during initialization: MCP error -32001: Request timed out', 'initialize'],
    // designcomputer/mysql_mcp_server#40
    ['MCP tool invocation failed: MCP error -32000: Connection closed', 'tools/call'],
    // Trae-AI/TRAE#2034
    ['ExtHostMCPService#$callTool (run_query) Error MCP error -32000: Connection closed', 'tools/call'],
    // Mintplex-Labs/anythingllm-docs#181: the TypeScript SDK's Client method in the stack, frames on one line
    ['Error: Not connected at SSEClientTransport.send (/app/sse.js:139:19) at Client.request (/app/protocol.js:237:16) at Client.ping', 'ping'],
    ['Error: Not connected at StdioClientTransport.send (/app/stdio.js:1:1) at Client.connect (/app/index.js:1:1)', 'initialize'],
    ['at Client.callTool (/app/index.js:1:1)', 'tools/call'],
    ['ping the server before calling', null],
    ['MCP error -32001: Request timed out', null],
    // a session refusal's remedy names the request to send next, not the one refused (stacklok/toolhive#4575;
    // markmhendrickson/neotoma#2312)
    ['transport error: failed to send request: session terminated (404). need to re-initialize', null],
    ['The client should re-initialize by sending a new InitializeRequest without a session id', null],
    // the state a refusal says the session is in names no request (anthropics/claude-code#55970, jayimu/Wireshark_mcp#4)
    ['Streamable HTTP error: Error POSTing to endpoint: {"error":{"code":-32000,"message":"Bad Request: Server not initialized"}}', null],
    ['Failed to validate request: Received request before initialization was complete', null],
    ['Session not yet initialized', null],
    // … nor what a refusal says the request is not (DAWNCR0W/affine-mcp-server#301, modelcontextprotocol/typescript-sdk#1476)
    ['{"code":-32000,"message":"Bad Request: No valid session ID or not an initialize request"}', null],
    ['Bad Request: no session ID or not initialization request', null],
    ['Failed during initialization: MCP error -32000: Connection closed', 'initialize'],
    // a tool named in snake_case before "call" (xpipe-io/xpipe#870); other words before "call" name no request
    ['Any run_command call that takes longer than about 60-70 seconds fails with: Error: MCP error -32001: Request timed out', 'tools/call'],
    ['every get_weather_v2 calls time out', 'tools/call'],
    ['the API call failed: fetch failed', null],
    ['a phone call later it worked', null],
  ])('%s', (text, want) => {
    expect(methodInWords(text as string)).toBe(want);
  });

  it.each([
    // mcp-router/mcp-router#57: a router's JSON error naming the tool
    ['{"error": "MCP error -32603: MCP error -32603: Error calling tool zhi: MCP error -32001: Request timed out "}', 'zhi'],
    ["Failed to call tool 'search_docs': MCP error -32001: Request timed out", 'search_docs'],
    ['Error executing MCP tool: MCP error -32001: Request timed out', null],
    ['Error calling tool: MCP error -32001: Request timed out', null],
    // Trae-AI/TRAE#2034: the host's call function with the tool in parentheses
    ['ExtHostMCPService#$callTool (run_query) Error MCP error -32000: Connection closed', 'run_query'],
    ['callTool(search_docs) failed: fetch failed', 'search_docs'],
    ['callTool () failed', null],
    // the TypeScript SDK's checks of a call name the tool they refused, the server's (mobile-next/mobile-mcp#89,
    // remotion-dev/remotion#6275) and the client's (rekog-labs/MCP-Nest#79); a placeholder for the name names none
    // (oculairmedia/Letta-MCP-server#102)
    ['Invalid arguments for tool find_notes: query is required', 'find_notes'],
    ['Output validation error: Invalid structured content for tool get_status: data/count must be number', 'get_status'],
    ['ProtocolError: Output validation error: Tool list_rooms has an output schema but no structured content was provided', 'list_rooms'],
    ['RuntimeError: Tool Shell has an output schema but did not return structured content', 'Shell'],
    ['Tool [tool_name] has an output schema but did not return structured content', null],
    ['Invalid arguments for tools: query is required', null],
  ])('the tool named in %s', (text, want) => {
    expect(toolInWords(text as string)).toBe(want);
  });

  it('an unknown router\'s tool error names method and tool (mcp-router/mcp-router#57)', async () => {
    const p = tempFile('router.log', lines(
      '2025-09-16 10:00:00.000 {"error": "MCP error -32603: MCP error -32603: Error calling tool ask_user: MCP error -32001: Request timed out "}',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.method, q.target, q.cause])).toEqual([['tools/call', 'ask_user', 'client-timeout']]);
  });

  it('an IDE\'s call lost with its server: the SDK\'s -32000 printed against the call (Trae-AI/TRAE#2034)', async () => {
    const p = tempFile('ide-mcp.log', lines(
      "2026-01-07T16:02:15.023+08:00 [info] [mcp.config.usrlocalmcp.db] MCPClient#onStderr [Server Internal Log] 2026-01-07 16:02:15,022 - db_server - INFO - Calling tool: run_query with arguments: {'query': 'SELECT 1'}",
      '',
      '2026-01-07T16:02:17.038+08:00 [error] [mcp.config.usrlocalmcp.db] MCPClient#onClose ',
      '2026-01-07T16:02:17.038+08:00 [info] [mcp.config.usrlocalmcp.db] MCPServerManager#onClose Disconnected.',
      '2026-01-07T16:02:17.038+08:00 [error] [mcp.config.usrlocalmcp.db] ExtHostMCPService#$callTool (run_query) Error MCP error -32000: Connection closed',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.method, q.target, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'run_query', 'lost', 'connection-closed', 'unknown']]);
  });

  it('a -32000 with no words naming a request stays about the connection', async () => {
    const p = tempFile('ide-mcp2.log', lines(
      '2026-01-07T16:02:17.038+08:00 [error] [x] Error connecting to server: MCP error -32000: Connection closed',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.filter((q) => q.method === 'tools/call')).toEqual([]);
  });

  it('an IDE\'s listing hit the SDK timer after its stream was cut (Deepractice/PromptX#341)', async () => {
    const p = tempFile('ide.log', lines(
      '2025-09-10T10:55:54.623+08:00 [info] Listing tools for mcp.config.usrlocalmcp.notes',
      '2025-09-10T10:56:21.787+08:00 [error] [MCPServer:mcp.config.usrlocalmcp.notes] MCPClient#onError streamable SSE stream disconnected: TypeError: terminated',
      '2025-09-10T10:56:54.631+08:00 [error] Got tools for mcp.config.usrlocalmcp.notes failed: MCP error -32001: Request timed out',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([['tools/list', 'cancelled', 'client-timeout', 'unknown']]);
  });

  it('rmcp\'s logged cancels: requests its timer ended (github/copilot-cli#4731)', async () => {
    const p = tempFile('session.log', lines(
      '[rust:rmcp::service] cancelled {"id":"6","reason":"request timeout"}',
      '[rust:rmcp::service] cancelled {"id":"7","reason":"request timeout"}',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.id, q.outcome, q.cause])).toEqual([[6, 'cancelled', 'client-timeout'], [7, 'cancelled', 'client-timeout']]);
  });
});

describe('the same refusals in other words', () => {
  it.each([
    // samanhappy/mcphub#742, datagouv/datagouv-mcp#25: the newer wording, the status only in the error's code
    ['the SDK\'s refusal without its status', typescriptSdkPhrases,
      'Error: Error | Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session not found"}}',
      { kind: 'failed', phrase: 'typescript-sdk/post-error', sending: true }],
    // blockscout/mcp-server#445, modelcontextprotocol/python-sdk#2741: the session manager's record of a run that ended in an exception
    ['a stateless session crashed', pythonSdkPhrases, 'mcp.server.streamable_http_manager Stateless session crashed',
      { kind: 'connection-closed', phrase: 'python-sdk/session-crashed', scope: 'connection' }],
    ['a stateful session crashed', pythonSdkPhrases, 'mcp.server.streamable_http_manager Session 5f0c crashed: boom', { kind: 'connection-closed', error: 'Session 5f0c crashed: boom' }],
  ])('%s', (_n, rows, text, want) => {
    expect(readSaid(rows as Parameters<typeof readSaid>[0], text as string)).toMatchObject(want as Record<string, unknown>);
  });

  it('a refusal worded without its status: the body is words, its session words decide (samanhappy/mcphub#742)', async () => {
    const p = tempFile('stderr.txt', lines(
      '[4242] [Local→Remote] tools/call',
      '[4242] Error from remote server: StreamableHTTPError: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session not found"}}',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => e.kind)).toEqual(['host-log', 'host-log']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([['tools/call', 'failed', 'session-expired', 'unknown']]);
  });

  it('a 400 whose body says the session is unknown is an expired session (modelcontextprotocol/typescript-sdk#307)', async () => {
    const p = tempFile('stderr.txt', lines(
      '[4242] [Local→Remote] tools/list',
      '[4242] Error from remote server: Error: Error POSTing to endpoint (HTTP 400): No transport found for sessionId',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([['tools/list', 'failed', 'session-expired', 'unknown']]);
  });

  it('a Python server whose session crashed under a call: the call was lost with the session (blockscout/mcp-server#445)', async () => {
    const p = tempFile('server.log', lines(
      '2026-08-03 10:00:01,000 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '2026-08-03 10:00:04,000 - mcp.server.streamable_http_manager - ERROR - Stateless session crashed',
      '  + Exception Group Traceback (most recent call last):',
      '    | anyio.ClosedResourceError',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(verdicts(report)).toEqual([['tools/call', 'lost', 'connection-closed', 'unknown']]);
  });
});

describe('a C# server\'s request handler lines (modelcontextprotocol/csharp-sdk#344)', () => {
  it('a handler called and completed ends its request; one never completed is still being handled', async () => {
    const p = tempFile('server.log', lines(
      'info: ModelContextProtocol.Server.McpServer[570385771]',
      "      Server (NotesServer 1.0.0.0), Client (cursor-vscode 1.0.0) method 'tools/list' request handler called.",
      'info: ModelContextProtocol.Server.McpServer[1867955179]',
      "      Server (NotesServer 1.0.0.0), Client (cursor-vscode 1.0.0) method 'tools/list' request handler completed.",
      'info: ModelContextProtocol.Server.McpServer[570385771]',
      "      Server (NotesServer 1.0.0.0), Client (cursor-vscode 1.0.0) method 'tools/call' request handler called.",
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('dotnet-sdk');
    expect(events.map((e) => [e.said?.kind, e.said?.method])).toEqual([['request-sent', 'tools/list'], ['completed', 'tools/list'], ['request-sent', 'tools/call']]);
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((q) => [q.method, q.outcome]).sort()).toEqual([['tools/call', 'pending'], ['tools/list', 'completed']]);
  });
});

describe('the SDK\'s refused POST pasted alone (Kuadrant/mcp-gateway#281: the Inspector\'s -32001 form has its own reader)', () => {
  it('is read as the client\'s words: a gateway refused the message', async () => {
    const p = tempFile('error.txt', lines(
      'Error: Error POSTing to endpoint (HTTP 503): upstream connect error or disconnect/reset before headers. reset reason: connection termination',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.outcome, q.cause])).toEqual([['failed', 'gateway-error']]);
  });

  it('prose quoting the SDK\'s timeout without it is still not a log', async () => {
    const p = tempFile('prose.txt', lines('I keep getting MCP error -32001: Request timed out when I call it.'));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe('a serverless platform ending the invocation, in the function\'s own log', () => {
  // apex/up#663, awslabs/aws-lambda-redshift-loader#80: the Lambda runtime's bracket lines and its timeout line
  // around a Python MCP server's records in the runtime's layout (content ours)
  it('the Lambda runtime\'s "Task timed out after" ends the call the server was handling: the platform stopped it', async () => {
    const id = '4b0e6c1a-2f3d-4e5a-9b7c-8d1e2f3a4b5c';
    const p = tempFile('cloudwatch.log', lines(
      `START RequestId: ${id} Version: $LATEST`,
      `[INFO]\t2025-06-01T10:00:00.104Z\t${id}\tProcessing request of type CallToolRequest`,
      `END RequestId: ${id}`,
      `REPORT RequestId: ${id}\tDuration: 30030.52 ms\tBilled Duration: 30000 ms\tMemory Size: 512 MB\tMax Memory Used: 98 MB\t`,
      `2025-06-01T10:00:30.133Z ${id} Task timed out after 30.03 seconds`,
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'python-sdk' });
    expect(verdicts(report)).toEqual([['tools/call', 'failed', 'gateway-error', 'stopped']]);
    expect(report.requests[0]?.durationMs).toBe(30_029);
  });
});
