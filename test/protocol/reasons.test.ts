import { describe, expect, it } from 'vitest';
import {
  AUTH_REFUSED_RE,
  CLIENT_REFUSED_BEFORE_SEND_RE,
  CLIENT_REGISTRATION_REFUSED_RE,
  CLIENT_REFUSED_HANDSHAKE_RE,
  CLIENT_REFUSED_INIT_RESULT_RE,
  CLIENT_REFUSED_VERSION_RE,
  SSE_ENDPOINT_REFUSED_RE,
  HOST_JOB_CANCELLED_RE,
  CRASH_RE,
  EXCHANGE_RE,
  GATEWAY_RE,
  JSONRPC_CODE_ALONE_RE,
  JSONRPC_MESSAGE_RE,
  matchReason,
  readCancelReason,
  REASON_PATTERNS,
  relayedTimerCode,
  serverAnsweredTimeout,
  serverRelayedUpstreamStatus,
  requesterTimerWords,
  SEND_RE,
  RESULT_SCHEMA_REJECTED_RE,
  SERVER_ERROR_RE,
  SPAWN_FAILED_RE,
  TRANSPORT_URL_INVALID_RE,
  TRANSPORT_URL_SCHEME_RE,
  CLIENT_NOT_CONNECTED_GUARD_RE,
  DESKTOP_SPAWN_HELPER_FAILED_RE,
  EXEC_FAILED_LINE_RE,
  CONTAINER_RUN_FAILED_RE,
  TOOL_CAUGHT_ERROR_RE,
  RESULT_CONTENT_TEXT_RE,
  RESULT_PARSE_REFUSED_RE,
  TOOL_INPUT_SCHEMA_TYPE_ISSUE_RE,
  TASK_FAILED_STATUS_RE,
  PY_TOOL_RAISED_RE,
  TRANSPORT_RE,
  TS_SDK_TIMEOUT_RE,
  UPSTREAM_RE,
} from '../../src/protocol/reasons.js';

describe('reason patterns', () => {
  // modelcontextprotocol/typescript-sdk#1273: the TS SDK's ZodError message, the client refusing the answer it parsed.
  it.each([
    ['[ { "code": "invalid_type", "expected": "string", "received": "array", "path": [ "serverInfo", "icons", 0, "sizes" ], "message": "Expected string, received array" } ]', true],
    ['[{"code":"invalid_union","unionErrors":[],"path":["tools",0],"message":"Invalid input"}]', true],
    ['MCP error -32602: Invalid arguments for tool echo: [ { "code": "invalid_type", "path": [ "text" ] } ]', false],
    ['[ { "id": 1, "path": [ "a" ] } ]', false],
  ])('RESULT_PARSE_REFUSED_RE: %s', (text, want) => {
    expect(RESULT_PARSE_REFUSED_RE.test(text)).toBe(want);
  });

  // Mearman/mcp-wayback-machine#3: the issue on a listed tool's inputSchema.type, inline or indented; other members are not it
  it.each([
    ['[ { "code": "invalid_literal", "expected": "object", "path": [ "tools", 0, "inputSchema", "type" ] } ]', true],
    ['[\n  {\n    "path": [\n      "tools",\n      3,\n      "inputSchema",\n      "type"\n    ]\n  }\n]', true],
    ['[ { "code": "invalid_type", "path": [ "tools", 0, "inputSchema", "properties" ] } ]', false],
    ['[ { "code": "invalid_type", "path": [ "tools", 0, "name" ] } ]', false],
  ])('TOOL_INPUT_SCHEMA_TYPE_ISSUE_RE: %s', (text, want) => {
    expect(TOOL_INPUT_SCHEMA_TYPE_ISSUE_RE.test(text)).toBe(want);
  });

  it.each(REASON_PATTERNS.map((p) => [p.id, p] as const))('%s matches its own verbatim example', (_id, p) => {
    const m = matchReason(p.example);
    expect(m?.pattern.id).toBe(p.id);
  });

  it.each([
    ['McpError: MCP error -32001: Request timed out', 'timeout', 'TypeScript SDK v1 ≥ 1.6.0'],
    ['Error: MCP error -32001: Request timed out', 'timeout', 'TypeScript SDK v1 1.1.0 – 1.5.x'],
    ['Error: MCP error -2: Request timed out', 'timeout', 'TypeScript SDK ≤ 1.0.4'],
    ['SdkError: Request timed out', 'timeout', 'TypeScript SDK v2'],
    ['timed out after 30.0s', 'timeout', 'Python SDK v2'],
    ['McpError: MCP error -32001: Maximum total timeout exceeded', 'max-total-timeout', 'maxTotalTimeout'],
    ['MCP error -32001: Maximum total timeout exceeded', 'max-total-timeout', 'maxTotalTimeout'],
    ['User requested cancellation', 'user', 'spec example'],
    ['AbortError: This operation was aborted', 'user', 'abort'],
    ['caller cancelled', 'user', 'Python SDK v2'],
    ['Request cancelled', 'cancel-ack', 'Python SDK server'],
    ['MCP error -32000: Connection closed', 'connection-closed', 'TypeScript SDK v1'],
    // microsoft/playwright-mcp#930: mcp-go's request stream ended without the answer
    ['transport error: unexpected nil response', 'stream-cut', 'mcp-go (mark3labs) Streamable HTTP client'],
    // Claude Code's refusal of a call to a server it no longer holds a connection to (anthropics/claude-code#94273)
    ['MCP server "ledger" is not connected', 'connection-closed', 'Claude Code (no connection to send on)'],
    ['Error: MCP server "ledger" is not connected', 'connection-closed', 'Claude Code (no connection to send on)'],
    // nanbingxyz/5ire#116: SDKs up to 1.0.4 numbered the close -1
    ['Error: MCP error -1: Connection closed', 'connection-closed', 'TypeScript SDK v1 (-32000; -1 up to 1.0.4)'],
    ['Connection closed', 'connection-closed', 'Python SDK'],
    ['SdkError: Connection closed', 'connection-closed', 'TypeScript SDK'],
    // VikashLoomba/copilot-mcp#3: the last letter lost as the notification was copied
    ['Failed to initialize MCP client: MCP error -32000: Connection close', 'connection-closed', 'TypeScript SDK v1'],
    // The close ended as a sentence or followed by more (tstockham96/engram#1; Kiro's "Error connecting to MCP
    // server: MCP error -32000: Connection closed."; a client appending the server's output).
    ['Connection failed: MCP error -32000: Connection closed.', 'connection-closed', 'TypeScript SDK v1'],
    ['Error connecting to MCP server: MCP error -32000: Connection closed.', 'connection-closed', 'TypeScript SDK v1'],
    ['MCP error -32000: Connection closed. Server output: Traceback (most recent call last):', 'connection-closed', 'TypeScript SDK v1'],
    ['Connection closed.', 'connection-closed', 'Python SDK'],
    ['timed out after 1.0s', 'timeout', 'Python SDK v2'],
    ["Request 'tools/call' timed out", 'timeout', 'Python SDK v2'],
    ['Session not found', 'session-expired', 'Streamable HTTP server'],
    ['Bad Request: No valid session ID provided', 'session-expired', 'server-everything'],
    // The session refusal in other servers' words (threads cited beside the rows in reasons.ts).
    ['request failed with status 400: {"jsonrpc":"2.0","id":null,"error":{"code":-32602,"message":"Invalid session ID"}}', 'session-expired', 'mcp-go'],
    ['Could not find session for ID: 3f0c8a21-7d4e-4b9a-a6c2-91e5d7b04f18', 'session-expired', 'servers and gateways'],
    // php-mcp/laravel#28: the PHP library's 404 after the client's DELETE ended the session
    ['Invalid or expired session. Please re-initialize the session.', 'session-expired', 'php-mcp/server'],
    ['Bad Request: Unknown Mcp-Session-Id header', 'session-expired', 'servers and gateways'],
    // modelcontextprotocol/typescript-sdk#1476: the example server's 400 to a client still on a lost session's id
    ['Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: no session ID or not initialization request"},"id":null}', 'session-expired', 'servers and gateways'],
    // DAWNCR0W/affine-mcp-server#301: the wording that keeps "No valid session ID"
    ['Bad Request: No valid session ID or not an initialize request', 'session-expired', 'server-everything'],
    // openai/codex#46158: a server's bare body for it, as rmcp's client prints the refusal
    ['HTTP 401: unknown session', 'session-expired', 'servers and gateways'],
    // rikkahub/rikkahub#730: the Kotlin SDK's client transport after its stream ended
    ['SseClientTransport is not initialized!', 'connection-closed', 'Vercel AI SDK MCP client'],
    ['MCP session not found. Please re-initialize the connection.', 'session-expired', 'Streamable HTTP server'],
    ['Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.', 'timeout', 'Python SDK v1'],
    ["Tool 'poll_build' failed after 57s: MCP error -32001: user-cancel", 'user', 'Claude Code'],
    ['MCP server "sleep": Connection failed after 60031ms: MCP error -32001: Request timed out', 'timeout', 'Claude Code'],
    // anyio's closed memory stream under the Python SDK's session (QwenLM/Qwen-Agent#557, langchain-ai/langchain-mcp-adapters#78)
    ['ClosedResourceError:', 'connection-closed', 'Python SDK (anyio stream closed)'],
    ['Error: ClosedResourceError()', 'connection-closed', 'Python SDK (anyio stream closed)'],
    ['anyio.ClosedResourceError', 'connection-closed', 'Python SDK (anyio stream closed)'],
    ['Not connected', 'connection-closed', 'TypeScript SDK (no transport)'],
    // The transports' own label for it: the AI SDK's SSE transport printed by onError with the error's fields after it
    // (assistant-ui/assistant-ui#3503), its HTTP transport, a Rust or Go client's "Transport error: Not connected".
    ['MCP SSE Transport Error: Not connected', 'connection-closed', 'Vercel AI SDK'],
    ["MCP SSE Transport Error: Not connected { toolArgs: { label_ids: [ 'INBOX' ], user_id: 'me'", 'connection-closed', 'Vercel AI SDK'],
    ['MCP HTTP Transport Error: Not connected', 'connection-closed', 'Vercel AI SDK'],
    ['transport error: not connected', 'connection-closed', 'Rust/Go clients'],
    ['SSE stream disconnected: TypeError: terminated', 'stream-cut', 'Streamable HTTP client'],
    ['Received a response for an unknown message ID: {"jsonrpc":"2.0","id":3,"result":{}}', 'late-response', 'TypeScript SDK'],
    ['Canceled: Canceled', 'client-cancel', 'VS Code'],
    ['This operation was aborted', 'user', 'AbortController'],
    // the SDK wraps an aborted signal's reason as McpError -32001 (nicobailon/pi-mcp-adapter#150)
    ['Failed to call tool: MCP error -32001: AbortError: This operation was aborted', 'user', 'aborted signal'],
    ['The operation was aborted due to timeout', 'timeout', 'unrecognised wording'],
    ['Error POSTing to endpoint (HTTP 400): No transport found for sessionId', 'session-expired', 'do not know'],
    // a stdio-to-SSE bridge's answer for a session whose event stream is gone (ClayPulse/pulse-editor#216)
    ['Error POSTing to endpoint (HTTP 503): No active SSE connection for session 4f1c2a', 'session-expired', 'do not know'],
    ['Error POSTing to endpoint (HTTP 404): Could not find session', 'session-expired', 'do not know'],
    // a browser-bridge server's 400 for a POST with no session it holds, as a chat client showed it (hangwin/mcp-chrome#6, #8)
    ['Error POSTing to endpoint (HTTP 400): {"error":"Invalid MCP request or session."}', 'session-expired', 'do not know'],
    // Hermes Agent's refusal of a call to a server its gateway holds no session for, the name in single quotes (NousResearch/hermes-agent#37768)
    ["MCP server 'ledger' is not connected", 'connection-closed', 'Claude Code'],
    // the .NET SDK's legacy SSE message endpoint for a session whose GET stream ended (WillEhrendreich/SageFs#25)
    ['Error POSTing to endpoint (HTTP 400): "Session ID not found."', 'session-expired', 'do not know'],
    ['McpError: Session terminated', 'session-expired', 'do not know'],
    ['Error POSTing to endpoint (HTTP 504): upstream request timeout', 'gateway', 'Envoy'],
    ['Streamable HTTP error: Error POSTing to endpoint: {"message": "Endpoint request timed out"}', 'gateway', 'API Gateway'],
    ['Error POSTing to endpoint (HTTP 503): upstream connect error or disconnect/reset before headers. reset reason: connection termination', 'gateway', 'Envoy'],
    // hosting platforms ending the request at their limit (reasons.ts platform-limit): not the requester's timer
    ['Error POSTing to endpoint: This Serverless Function has timed out. Your connection is working correctly. Vercel is working correctly. 504: GATEWAY_TIMEOUT Code: FUNCTION_INVOCATION_TIMEOUT', 'gateway', 'Vercel'],
    ['2018-05-17T06:46:28.161Z fb63a8b6-599d-11e8-a437-911ac44bc0b4 Task timed out after 18.02 seconds', 'gateway', 'AWS Lambda'],
    ['Error 1102 Ray ID: a3720a24dd61c8bd • 2026-09-07 01:46:25 UTC Worker exceeded resource limits', 'gateway', 'Cloudflare Workers'],
    ['at=error code=H12 desc="Request timeout" method=POST path="/mcp" dyno=web.1 connect=1ms service=30000ms status=503', 'gateway', 'Heroku'],
    // an aggregating gateway refusing a downstream server it marked as failed (metatool-ai/metamcp#243)
    ['Error: Server is in error state and cannot be connected to. Please check the server configuration and try again later.', 'gateway', 'MetaMCP'],
  ] as const)('%s → %s (%s)', (text, meaning, sdk) => {
    const m = matchReason(text);
    expect(m?.meaning).toBe(meaning);
    expect(m?.pattern.sdk).toContain(sdk);
  });

  it('reads an aborted signal wrapped as -32001 as the caller\'s cancel, but not AbortSignal.timeout()', () => {
    expect(matchReason('MCP error -32001: AbortError: This operation was aborted', 'host-log')?.pattern.id).toBe('ts-abort-wrapped-request-timeout');
    expect(matchReason('McpError: MCP error -32001: This operation was aborted.', 'error-message')?.meaning).toBe('user');
    expect(matchReason('MCP error -32001: TimeoutError: The operation was aborted due to timeout', 'host-log')?.meaning).not.toBe('user');
    expect(matchReason('MCP error -32001: AbortError: This operation was aborted', 'cancel-reason')).toBeNull();
  });

  it('tells the TypeScript local "Connection closed" from the Python one, which a server writes on the wire', () => {
    // mcp 2.3.0 server on stdin EOF: {"code":-32000,"message":"Connection closed"} (sdk-behaviour.md, Python #12).
    expect(matchReason('Connection closed', 'error-message')?.pattern.id).toBe('py-connection-closed');
    expect(matchReason('Connection closed', 'error-message')?.pattern.sdk).toMatch(/on the wire for each request open at stdin EOF/);
    expect(matchReason('MCP error -32000: Connection closed', 'error-message')?.pattern.id).toBe('connection-closed');
    expect(matchReason('MCP error -32000: Connection closed')?.pattern.sdk).toMatch(/never on the wire/);
    // The Python client's own texts are cancel reasons, not error messages.
    expect(matchReason('caller cancelled', 'cancel-reason')?.meaning).toBe('user');
    expect(matchReason('Connection closed', 'cancel-reason')).toBeNull();
  });

  it.each([
    // Claude Code 2.1.212's /mcp reconnect status, the code alone (anthropics/claude-code#78503).
    ['-32000', 'connection-closed'],
    ['-32000.', 'connection-closed'],
    ['MCP error -32000', 'connection-closed'],
    // An endpoint's answer carries where it came from: not the SDK's own close.
    ['-32000 at https://mcp.example.org/mcp', undefined],
    ['-32001', undefined],
    ['-320001', undefined],
  ] as const)('reads the bare code %j in a host line as %s', (text, meaning) => {
    expect(matchReason(text, 'host-log')?.meaning).toBe(meaning);
  });

  it('reads a bare -32000 only in host words, never as an error message on the wire', () => {
    expect(matchReason('-32000', 'error-message')).toBeNull();
  });

  it('extracts the limit a text states', () => {
    expect(matchReason('timed out after 1.0s', 'cancel-reason')?.ms).toBe(1000);
    expect(matchReason('timed out after 30.0s')?.ms).toBe(30_000);
    expect(matchReason('timed out after 2.5s')?.ms).toBe(2500);
    expect(matchReason('Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.')?.ms).toBe(5000);
    expect(matchReason('MCP server "x": Connection failed after 60031ms: MCP error -32001: Request timed out')?.ms).toBe(60_031);
    expect(matchReason('McpError: MCP error -32001: Request timed out')?.ms).toBeNull();
  });

  // A budget said as what did not happen in time, no "timeout" word (reasons.ts not-within-limit).
  it.each([
    // GitHub Copilot CLI (bradygaster/squad#2053)
    ['failed to initialize MCP client: MCP lifecycle negotiation did not complete within 60000 ms.', 60_000],
    ['MCP startup did not finish within 45000ms (stalled at: starting MCP servers (reloadMcpServers)); continuing without it.', 45_000],
    // mcpproxy-go (smart-mcp-proxy/mcpproxy-go#760)
    ['failed to connect: server did not respond to MCP initialize within 27.2s (subprocess may have crashed or printed to stderr instead of stdout)', 27_200],
    // a conformance client (microsoft/lets-learn-mcp-python#13)
    ['no response within 10000ms', 10_000],
    ["the server didn't answer within 2 minutes", 120_000],
  ] as const)('"%s" is a timer that fired at its budget (%d ms)', (text, ms) => {
    const m = matchReason(text, 'host-log');
    expect(m?.pattern.id).toBe('not-within-limit');
    expect(m?.meaning).toBe('timeout');
    expect(m?.ms).toBe(ms);
  });

  it("Reactor's timeout operator is the Java SDK requester's timer, with its budget (modelcontextprotocol/java-sdk#920)", () => {
    const m = matchReason("Did not observe any item or terminal signal within 10000ms in 'source(MonoCreate)'", 'host-log');
    expect(m?.pattern.id).toBe('reactor-timeout');
    expect(m?.meaning).toBe('timeout');
    expect(m?.ms).toBe(10_000);
  });

  it.each([
    // opencode's withTimeout, alone and inside its startup-failed log line (anomalyco/opencode#6909, #22310)
    ['Operation timed out after 5000ms', 5000],
    ['key=docs command=["npx","-y","docs-mcp"] error=Operation timed out after 30000ms local mcp startup failed', 30_000],
  ] as const)('"%s" is a deadline that fired at its budget (%d ms)', (text, ms) => {
    const m = matchReason(text, 'host-log');
    expect(m?.pattern.id).toBe('operation-timed-out-after');
    expect(m?.meaning).toBe('timeout');
    expect(m?.ms).toBe(ms);
  });

  it.each([
    // curl's error 28 prints the time the transfer ran (60002 for `-m 60`), with the bytes it got: no budget
    ['curl: (28) Operation timed out after 60002 milliseconds with 0 bytes received'],
    // … also as the sentence a reader keeps without curl's prefix (pixellab-code/pixellab-mcp#10)
    ['Operation timed out after 90005 ms with 17891 bytes received'],
    ['Operation timed out after 30001 milliseconds with 512 out of 4096 bytes received'],
    // … and as older curls print an unknown size, with curl's prefix and without it
    ['curl: (28) Operation timed out after 30000 milliseconds with 0 out of -1 bytes received'],
    ['Operation timed out after 30000 milliseconds with 0 out of -1 bytes received'],
  ] as const)("curl's \"%s\" is a timeout with no budget", (text) => {
    const m = matchReason(text, 'host-log');
    expect(m?.pattern.id).toBe('generic-timeout');
    expect(m?.ms ?? null).toBeNull();
  });

  it.each([
    // LibreFang's taint check at the call's sink: its runtime refused the call before sending it (librefang/librefang#2677)
    ["taint violation: sensitive value in MCP argument '$.path' (blocked by sink 'mcp_tool_call')", true],
    ["Error: MCP tool call failed: taint violation: sensitive value in MCP argument '$.query' (blocked by sink 'mcp_tool_call')", true],
    // prose about taint tracking, no sink that blocked anything
    ['we saw a taint violation warning in the logs yesterday', false],
    // the Java SDK client's initialization check is read by its phrase rows, not here (diagnose host-words.test.ts)
  ] as const)('"%s" is a refusal before sending: %s', (text, want) => {
    expect(CLIENT_REFUSED_BEFORE_SEND_RE.test(text)).toBe(want);
  });

  it("mcp-go's client with its transport closed is a closed client: nothing was sent (cloudwego/eino#284)", () => {
    expect(matchReason('transport has been closed', 'host-log')?.pattern.id).toBe('closed-client');
    expect(matchReason('transport error: transport has been closed', 'error-message')?.meaning).toBe('connection-closed');
    expect(matchReason('the transport has been closed by the peer', 'host-log')?.pattern.id).not.toBe('closed-client');
  });

  // A Rust client's Debug rendering of its config inside the error text names a setting, not a timeout that fired
  // (Goose Desktop's activation error: aaif-goose/goose#3030); the wordings around it still read.
  it.each([
    ['Initialization(Stdio { name: "cal", timeout: Some(300), bundled: None }, McpServerError { source: ServerBoxError(UnexpectedResponse) })', null],
    ['Sse { uri: "https://h/mcp", timeout: None }, failed', null],
    ['Stdio { timeout: Some(300) } then the request timed out', 'generic-timeout'],
    ['Timeout reached', 'generic-timeout'],
    ['a time-out on the socket', 'generic-timeout'],
    ['the call timedout', 'generic-timeout'],
  ] as const)('"%s" → %s', (text, id) => {
    expect(matchReason(text, 'host-log')?.pattern.id ?? null).toBe(id);
  });

  it('an operation that timed out with no budget stays the generic wording', () => {
    expect(matchReason('Operation timed out', 'host-log')?.pattern.id).toBe('generic-timeout');
    expect(matchReason('Operation timed out after a while', 'host-log')?.ms).toBeNull();
  });

  it('a budget without a number, or "within" in other senses, is no timer', () => {
    expect(matchReason('did not complete within the available execution window', 'host-log')).toBeNull();
    expect(matchReason('the file was found within the workspace', 'host-log')).toBeNull();
    expect(matchReason('completed within 200ms', 'host-log')).toBeNull();
  });

  // A client's report that it cancelled its own connect (reasons.ts connect-withdrawn).
  it.each([
    ['MCP server "orders-mcp" connection was cancelled. Execute \'/mcp show orders-mcp\' to inspect or check the logs', 'connect-withdrawn'],
    ['connection was cancelled', 'connect-withdrawn'],
    ['handshake canceled', 'connect-withdrawn'],
    ['initialization has been cancelled', 'connect-withdrawn'],
  ] as const)('"%s" is a connect the client withdrew (%s)', (text, id) => {
    const m = matchReason(text, 'host-log');
    expect(m?.pattern.id).toBe(id);
    expect(m?.meaning).toBe('client-cancel');
  });

  it('a cancelled tool or request is not a withdrawn connect', () => {
    expect(matchReason('tool call was cancelled', 'host-log')?.pattern.id).not.toBe('connect-withdrawn');
    expect(matchReason('Request cancelled', 'host-log')?.pattern.id).not.toBe('connect-withdrawn');
  });

  it('exact SDK texts win over the generic timeout wording; unknown text matches nothing', () => {
    expect(matchReason('McpError: MCP error -32001: Request timed out')?.pattern.generic).toBeUndefined();
    expect(matchReason('Configured timeout reached')?.pattern.generic).toBe(true);
    expect(matchReason('the user closed the tab')).toBeNull();
    expect(matchReason('')).toBeNull();
    expect(matchReason(null)).toBeNull();
  });

  it('reads cancel reasons: none / timeout / user / free application text', () => {
    expect(readCancelReason(undefined).kind).toBe('none');
    expect(readCancelReason('   ').kind).toBe('none');
    expect(readCancelReason(42).kind).toBe('none');
    expect(readCancelReason('McpError: MCP error -32001: Request timed out').kind).toBe('timeout');
    expect(readCancelReason('McpError: MCP error -32001: Maximum total timeout exceeded').kind).toBe('max-total-timeout');
    expect(readCancelReason('caller cancelled').kind).toBe('user');
    expect(readCancelReason('Stopped from the chat UI').kind).toBe('application');
    // A host-log-only text is application text when it shows up as a cancel reason.
    expect(readCancelReason('SSE stream disconnected: TypeError: terminated').kind).toBe('application');
  });

  it('a reason the host log cut (Claude Desktop "…[N chars truncated]…") is truncated, not application text', () => {
    expect(readCancelReason('McpError: MCP error -32001: Req…[1204 chars truncated]…ed out').kind).toBe('truncated');
    expect(readCancelReason('…[80 chars truncated]…').kind).toBe('truncated');
    // The intact head still reads when it alone is a known SDK text.
    expect(readCancelReason('McpError: MCP error -32001: Request timed out...[3000 chars truncated]...x').kind).toBe('timeout');
    expect(readCancelReason('Stopped from the chat UI while [3 chars] were left').kind).toBe('application');
  });

  it('is cheap on huge hostile texts', () => {
    const huge = `${'x'.repeat(5_000_000)} Request timed out ${'y'.repeat(5_000)}`;
    expect(matchReason(huge)).toBeNull(); // only the first and the last 4 KiB are read
    // The last 4 KiB when the first say nothing: a serialized exception's message after its frames
    // (cyberkaida/reverse-engineering-assistant#259); the head still decides when it says something.
    expect(matchReason(`{"stackTrace":[${'{"f":1},'.repeat(2_000)}],"message":"Session not found: 0f3e"}`)?.meaning).toBe('session-expired');
    expect(matchReason(`MCP error -32001: Request timed out ${'x'.repeat(10_000)} Session not found`)?.meaning).toBe('timeout');
    expect(matchReason(`<html>${'a'.repeat(100_000)}`)?.meaning).toBe('gateway');
  });
});

describe('failure wording in error texts (host-words, transport-close)', () => {
  // Each regex against a text it must read and one it must not: the phrases are the cited threads' own.
  it.each([
    ['EXCHANGE_RE', EXCHANGE_RE, 'TypeError: fetch failed', 'Connection refused'],
    // httpx's cut response body (a2aproject/a2a-samples#144)
    ['EXCHANGE_RE (httpx body cut)', EXCHANGE_RE, 'httpx.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)', 'peer closed the issue'],
    // node-fetch's network failure, bare as GitHub Copilot's language server prints it (microsoft/copilot-for-eclipse#352);
    // its invalid-json error is an answer that came
    ['EXCHANGE_RE (node-fetch)', EXCHANGE_RE, 'Error initializing MCP server sap-tools: FetchError', 'FetchError: invalid json response body at http://h/mcp reason: Unexpected token'],
    ['TRANSPORT_RE', TRANSPORT_RE, 'connect ECONNREFUSED 127.0.0.1:8080', 'fetch failed'],
    // httpx's ConnectError alone, its message elided (NousResearch/hermes-agent#105190); Connect-RPC's carries a code
    ['TRANSPORT_RE (httpx ConnectError, elided)', TRANSPORT_RE, 'ConnectError: …', 'ConnectError: [unavailable] upstream closed'],
    ['TRANSPORT_RE (httpx.ConnectError, bare)', TRANSPORT_RE, 'httpx.ConnectError', 'ConnectErrors were counted'],
    // NVIDIA/NeMo-Agent-Toolkit#470: a client's connect sentence ending at the server's URL; a reason after it is its own
    ['TRANSPORT_RE (connect sentence ending at the URL)', TRANSPORT_RE, 'MCP operation failed: Unable to connect to MCP server at http://localhost:9901/sse', 'Failed to connect to MCP server at http://localhost:9901/sse: 401 Unauthorized'],
    // a tool's words for the service behind it that it could not reach name no MCP server: the server answered the call
    ['TRANSPORT_RE (connect sentence at a URL, no MCP server named)', TRANSPORT_RE, 'Could not connect to the remote MCP server at https://tools.example.net/mcp.', "Error calling tool 'weather': Could not connect to server at http://api.weather.local/v1"],
    // The system's socket errors by their code, the message in the user's Windows language (nearai/ironclaw#2521,
    // zinja-coder/jadx-ai-mcp#116) or Rust's `(os error N)`; a number that merely contains the code is not it.
    ['EXCHANGE_RE (WinError 10054, Spanish)', EXCHANGE_RE, 'ConnectionResetError: [WinError 10054] Se ha forzado la interrupción de una conexión existente por el host remoto', 'processed 10054 rows'],
    ['EXCHANGE_RE (WinError 10054, Chinese)', EXCHANGE_RE, '[WinError 10054] 远程主机强迫关闭了一个现有的连接。', '[WinError 100540] 远程主机'],
    ['EXCHANGE_RE (WinError 10053, Chinese)', EXCHANGE_RE, '[WinError 10053] 你的主机中的软件中止了一个已建立的连接。', 'ConnectionResetErrors are rare'],
    ['EXCHANGE_RE (Rust os error 10054)', EXCHANGE_RE, 'An existing connection was forcibly closed by the remote host. (os error 10054)', '(os error 100544)'],
    ['TRANSPORT_RE (WinError 10061, Chinese)', TRANSPORT_RE, '[WinError 10061] 由于目标计算机积极拒绝，无法连接。', '[WinError 10054] 远程主机强迫关闭了一个现有的连接。'],
    ['TRANSPORT_RE (WinError 10061, German)', TRANSPORT_RE, 'httpx.ConnectError: [WinError 10061] Es konnte keine Verbindung hergestellt werden, da der Zielcomputer die Verbindung verweigerte', 'httpx.ReadError: [WinError 10054]'],
    ['TRANSPORT_RE (WinError 10060)', TRANSPORT_RE, '[WinError 10060] 由于连接方在一段时间后没有正确答复或连接的主机没有反应，连接尝试失败。', '[WinError 100601]'],
    ['TRANSPORT_RE (Rust os error 10061)', TRANSPORT_RE, 'tcp connect error: No connection could be made because the target machine actively refused it. (os error 10061)', 'An existing connection was forcibly closed by the remote host. (os error 10054)'],
    // Bun's fetch when no socket opened, as the native Claude Code CLI logs its HTTP connect (anthropics/claude-code#34982);
    // a question about a URL in prose is not it
    ['TRANSPORT_RE (Bun FailedToOpenSocket)', TRANSPORT_RE, 'Was there a typo in the url or port? (code: FailedToOpenSocket, errno: none)', 'Was there a typo in the docs? Check the url.'],
    ['TRANSPORT_RE (Bun ConnectionRefused)', TRANSPORT_RE, 'Unable to connect. Is the computer able to access the url? (code: ConnectionRefused)', 'Unable to connect the dots (code: TBD)'],
    // Windows' broken pipe as Go prints the system error, a write to a stdio server whose process went away
    // (Rhongomiant1227/Windsurf_Ask_Continue#12); the words about a pipe that is open are not it
    ['TRANSPORT_RE (Windows pipe being closed)', TRANSPORT_RE, 'transport error: failed to write request: write |1: The pipe is being closed.', 'The pipeline is being closed for maintenance'],
    ['TRANSPORT_RE (Windows pipe ended)', TRANSPORT_RE, 'write |1: The pipe has been ended.', 'The pipe has been opened.'],
    ['TRANSPORT_RE (asyncio refused)', TRANSPORT_RE, "ConnectionRefusedError: [Errno 111] Connect call failed ('127.0.0.1', 8000)", 'ConnectionResetError: [Errno 104]'],
    ['TRANSPORT_RE (Go io.EOF)', TRANSPORT_RE, 'calling "tools/call": EOF', 'EOFError in handler'],
    // rmcp's TransportClosed as Codex and Goose print it (openai/codex#7155, #18977; aaif-goose/goose#7063).
    ['TRANSPORT_RE (rmcp)', TRANSPORT_RE, 'tools/call failed: Transport closed', 'transport close requested by user'],
    ['TRANSPORT_RE (rmcp worker)', TRANSPORT_RE, 'worker quit with fatal: Transport channel closed', 'transport channel open'],
    // the Go SDK's ErrConnectionClosed after the method's words (go-sdk mcp/shared.go; google/adk-go#417); prose about a close is not it
    ['TRANSPORT_RE (Go SDK ErrConnectionClosed)', TRANSPORT_RE, 'calling "tools/call": connection closed', 'the connection closed after the call returned'],
    // the Go SDK's jsonrpc2 ErrClientClosing under a call in flight (ai-dashboad/flutter-skill#40, stacklok/mecatl#177); a client closing a file is not it
    ['TRANSPORT_RE (Go jsonrpc2 ErrClientClosing)', TRANSPORT_RE, "calling \"tools/call\": client is closing: invalid character 'C' looking for beginning of value", 'the client is closingly polite'],
    // StreamJsonRpc's lost connection under a .NET client's call (regenrek/deepwiki-mcp#10); a lost connection in prose is not it
    ['TRANSPORT_RE (StreamJsonRpc)', TRANSPORT_RE, 'StreamJsonRpc.ConnectionLostException: The JSON-RPC connection with the remote party was lost before the request could complete.', 'the connection was lost and restored'],
    // reqwest's failed request as the Rust SDK's HTTP client wraps it (github/app#2656)
    ['EXCHANGE_RE (reqwest)', EXCHANGE_RE, 'Client error: error sending request for url (https://mcp.example.io/)', 'error decoding response body'],
    ['TS_SDK_TIMEOUT_RE', TS_SDK_TIMEOUT_RE, 'McpError: MCP error -32001: Request timed out', 'timed out after 30.0s'],
    // retyped through a Chinese input method, the last word cut behind a stray bracket (CherryHQ/cherry-studio#8336)
    ['TS_SDK_TIMEOUT_RE (last word cut)', TS_SDK_TIMEOUT_RE, 'MCP error-32001: Request timed [out。。。', 'MCP error -32001: Request timed queue'],
    // a tool's caught exception returned as its answer (kky42/codex-as-mcp#2); a client's words with the word later are not
    ['TOOL_CAUGHT_ERROR_RE', TOOL_CAUGHT_ERROR_RE, 'Unexpected error: [WinError 2] 系统找不到指定的文件。', 'Tool call failed with an unexpected error: fetch failed'],
    // the Python SDK's FastMCP wrapper of a tool's exception (avivsinai/langfuse-mcp#5, sooperset/mcp-atlassian#382); a
    // client's own sentence without the tool's name is not it
    // a task polled to `failed`: VS Code's words with the task's status message (microsoft/vscode#335229) and the
    // TypeScript SDK's requestStream error (apify/apify-mcp-server#685); a task group's failure is not a polled status
    ['TASK_FAILED_STATUS_RE (VS Code)', TASK_FAILED_STATUS_RE, 'Task <taskId> failed: Link step failed', 'unhandled errors in a TaskGroup (1 sub-exception)'],
    ['TASK_FAILED_STATUS_RE (TS SDK)', TASK_FAILED_STATUS_RE, 'MCP error -32603: Task 8c1e2f failed', 'Task 8c1e2f was cancelled'],
    // the result's content blocks as a Python client prints them: dumped to dicts (hjlarry/dify-plugin-mcp_agent#1) or the
    // SDK's pydantic repr; a JSON-RPC request's params are no content
    ['RESULT_CONTENT_TEXT_RE (dicts)', RESULT_CONTENT_TEXT_RE, "[{'type': 'text', 'text': 'An error occurred while executing the tool: bad input'}]", "{'type': 'tool_use', 'name': 'lookup'}"],
    ['RESULT_CONTENT_TEXT_RE (repr)', RESULT_CONTENT_TEXT_RE, 'Tool execution failed: [TextContent(type=\'text\', text="Error calling tool \'search\'", annotations=None)]', '{"method":"tools/call","params":{"name":"text"}}'],
    ['PY_TOOL_RAISED_RE', PY_TOOL_RAISED_RE, 'Error executing tool fetch_ticket: Context is not available outside of a request', 'Error executing tool: fetch failed'],
    ['SEND_RE', SEND_RE, 'Error POSTing to endpoint', 'stream disconnected'],
    // httpx's "without sending" is the peer's, not our send (home-assistant/core#140667)
    ['SEND_RE (the peer not sending)', SEND_RE, 'Error sending message to http://h/mcp: fetch failed', 'peer closed connection without sending complete message body (incomplete chunked read)'],
    ['SEND_RE (httpx, no response)', SEND_RE, 'Error in post_writer while sending: ReadError', 'Server disconnected without sending a response.'],
    ['GATEWAY_RE', GATEWAY_RE, 'HTTP 502 Bad Gateway', 'HTTP 5020 rows'],
    ['UPSTREAM_RE', UPSTREAM_RE, 'failed to connect to upstream', 'tool failed'],
    ['SERVER_ERROR_RE', SERVER_ERROR_RE, 'MCP error -32603: Internal error', 'MCP error -32001: Request timed out'],
    // a 2026-07-28 code only a server sends (awslabs/mcp#4564); a time of day with the digits is not one
    ['SERVER_ERROR_RE (2026 codes)', SERVER_ERROR_RE, 'JSON-RPC error: -32022: connection is serving the 2026-07-28 protocol; initialize handshake is not accepted', 'MCP error -32000: Connection closed'],
    // a server's generic words for a tool that threw, under -32000 (MemPalace/mempalace#929); the SDK's close under it is not
    ['SERVER_ERROR_RE (internal tool error)', SERVER_ERROR_RE, 'MCP error -32000: Internal tool error', 'MCP error -32000: Connection closed'],
    // VS Code's wrapper of an error answer, whatever its code (tuist/tuist#7675); an MPC in other words is not it
    // McpServer's refusals of a call's arguments or its tool's result with no code before them (older 1.x servers, v2's
    // ProtocolError: mobile-next/mobile-mcp#89); the client's refusal of a result is the server's completed work, not this
    ['SERVER_ERROR_RE (bare argument check)', SERVER_ERROR_RE, 'Invalid arguments for tool find_notes: query is required', 'the model keeps sending invalid arguments for tools'],
    ['SERVER_ERROR_RE (bare result check)', SERVER_ERROR_RE, 'ProtocolError: Output validation error: Tool list_rooms has an output schema but no structured content was provided', 'Tool list_rooms has an output schema but did not return structured content'],
    ['SERVER_ERROR_RE (bare structured content check)', SERVER_ERROR_RE, 'Invalid structured content for tool get_status: data/count must be number', 'Invalid structured content returned by tool get_status: data/count must be number'],
    // the client's refusal of a result with no structured content is its own (rekog-labs/MCP-Nest#79), the server's is not
    ['RESULT_SCHEMA_REJECTED_RE (output schema)', RESULT_SCHEMA_REJECTED_RE, 'McpError: MCP error -32600: Tool list_rooms has an output schema but did not return structured content', 'Output validation error: Tool list_rooms has an output schema but no structured content was provided'],
    ['SERVER_ERROR_RE (VS Code MPC)', SERVER_ERROR_RE, 'MPC -32600: Invalid Request: Unsupported protocol version: 2025-03-26', 'MPC 7 Mk II: firmware 2.0'],
    ['JSONRPC_MESSAGE_RE', JSONRPC_MESSAGE_RE, 'Internal error', 'context server failed to start: Internal error'],
    // Claude Code's reconnect outcome naming the endpoint's error code (anthropics/claude-code#65198); the SDK's own
    // close and timer codes name no answer, and a code inside a sentence is the sentence's
    ['JSONRPC_CODE_ALONE_RE', JSONRPC_CODE_ALONE_RE, '-32429 at https://mcp.rosterly.example/claude/mcp', '-32000 at https://mcp.rosterly.example/claude/mcp'],
    ['JSONRPC_CODE_ALONE_RE (bare)', JSONRPC_CODE_ALONE_RE, '-32602', 'retried -32602 times'],
    ['JSONRPC_CODE_ALONE_RE (the timer)', JSONRPC_CODE_ALONE_RE, 'MCP error -32603', 'MCP error -32001'],
    // Node's spawn errors as hosts print them (eyaltoledano/claude-task-master#422, #878; upstash/context7#49;
    // dynatrace-oss/dynatrace-mcp#20); a server's words about spawning are not one.
    // docker/docker-agent#127, github/github-mcp-server#1821, #1465, github/awesome-copilot#227, podman-container-tools/podman#24905
    ['CONTAINER_RUN_FAILED_RE (Docker Desktop)', CONTAINER_RUN_FAILED_RE, 'failed to initialize MCP Client: Docker Desktop is not running.', 'Docker Desktop is running'],
    ['CONTAINER_RUN_FAILED_RE (daemon)', CONTAINER_RUN_FAILED_RE, 'docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 'connected to the Docker daemon'],
    ['CONTAINER_RUN_FAILED_RE (daemon refused)', CONTAINER_RUN_FAILED_RE, "docker: Error response from daemon: pull access denied for mcp/x, repository does not exist or may require 'docker login'", 'Error response from upstream'],
    ['CONTAINER_RUN_FAILED_RE (Windows pipe)', CONTAINER_RUN_FAILED_RE, 'docker: error during connect: in the default daemon configuration on Windows, the docker client must be run with elevated privileges to connect', 'error during connect'],
    ['CONTAINER_RUN_FAILED_RE (Podman)', CONTAINER_RUN_FAILED_RE, 'Cannot connect to Podman. Please verify your connection to the Linux system', 'connected to Podman machine'],
    // google-gemini/gemini-cli#16830: Gemini CLI's McpClient guard as a connect's whole error, wrapped or not; the same
    // words inside a longer error are not it
    ['CLIENT_NOT_CONNECTED_GUARD_RE', CLIENT_NOT_CONNECTED_GUARD_RE, 'Client is not connected,\n  must connect before interacting with the server. Current state is disconnected', 'Tool failed: Client is not connected, must connect before interacting with the server. Current state is disconnected'],
    ['SPAWN_FAILED_RE (Cursor)', SPAWN_FAILED_RE, 'A system error occurred (spawn npx ENOENT)', 'Starting new stdio process with command: npx -y x'],
    ['SPAWN_FAILED_RE (with args)', SPAWN_FAILED_RE, 'Connection failed: spawn npx -y @acme/notes-mcp@latest ENOENT', 'spawned 3 workers, ENOENT handled'],
    ['SPAWN_FAILED_RE (libuv errno)', SPAWN_FAILED_RE, 'Connection failed: Error: spawn Unknown system error -8', 'Unknown system error -8'],
    ['SPAWN_FAILED_RE (Windows .cmd)', SPAWN_FAILED_RE, 'Error: spawn EINVAL', 'spawn process exited with code 1'],
    ['TRANSPORT_URL_INVALID_RE (the message alone)', TRANSPORT_URL_INVALID_RE, 'TypeError: Invalid URL', 'Invalid URL scheme in redirect from the upstream API'],
    // forum.cursor.com/t/…/155964: an address without its scheme, refused by the transport before any request; the
    // words inside a longer error (a tool's own answer) are not it
    ['TRANSPORT_URL_INVALID_RE (the scheme)', TRANSPORT_URL_INVALID_RE, 'Invalid URL protocol: the URL must start with `http:` or `https:`.', 'Fetch failed: Invalid URL protocol for target endpoint'],
    // The scheme alone, which the verdict tells apart from an address no URL can be built from (forum.cursor.com/t/…/156221)
    ['TRANSPORT_URL_SCHEME_RE', TRANSPORT_URL_SCHEME_RE, 'Invalid URL protocol: the URL must start with http: or https:', 'TypeError [ERR_INVALID_URL]: Invalid URL'],
    ['TRANSPORT_URL_SCHEME_RE (inside a longer error)', TRANSPORT_URL_SCHEME_RE, 'TypeError: Invalid URL protocol', 'Fetch failed: Invalid URL protocol for target endpoint'],
    ['SPAWN_FAILED_RE (cross-spawn, no command)', SPAWN_FAILED_RE, 'TypeError: The "path" argument must be of type string. Received undefined', 'The "path" argument must be of type string. Received an instance of URL'],
    // continuedev/continue#4874: Continue's advice in place of spawn ENOENT; a shell's "command not found" ran a process
    ['SPAWN_FAILED_RE (a host\'s advice)', SPAWN_FAILED_RE, 'Error: command "uvx" not found. To use this MCP server, install the uvx CLI.', 'sh: 1: uvx: command not found'],
    // A host's own words for the same, without Node's errno (Hmbown/Codewhale#1244); a server's log line is not one.
    ['SPAWN_FAILED_RE (host words)', SPAWN_FAILED_RE, 'error: MCP stdio spawn failed (transport=stdio server=x cmd="npx"', 'spawned MCP stdio server, then the tool failed'],
    // Clients not written in Node: Rust's io::Error from Command::spawn (kiro-cli: kirodotdev/Kiro#3956; Codex:
    // haris-musa/excel-mcp-server#100, bnomei/kirby-mcp#14; Windows' os error 123: cookjohn/zotero-mcp#41), Go's
    // exec.LookPath (Exafunction/codeium#213, googlecodelabs/feedback#2152), Python's FileNotFoundError naming a command
    // (DemonDamon/AgenticX#14). A launcher that ran and could not find its own program (uv: "program not found"), a
    // missing file a server opened, another os error: not one.
    ['SPAWN_FAILED_RE (Rust os error 2)', SPAWN_FAILED_RE, 'x has failed to load after 0.03 s: Mcp error: -32002: No such file or directory (os error 2)', 'error: Failed to spawn: `x` Caused by: program not found'],
    ['SPAWN_FAILED_RE (Codex wording)', SPAWN_FAILED_RE, 'MCP client for `notes` failed to start: MCP startup failed: No such file or directory (os error 2)', 'MCP startup failed: Connection timed out (os error 110)'],
    ['SPAWN_FAILED_RE (Windows os error 123)', SPAWN_FAILED_RE, 'MCP startup failed: The filename, directory name, or volume label syntax is incorrect. (os error 123)', 'read failed (os error 1234) while loading'],
    // Rust's own message for a spawn whose program is not on the PATH (Windows), as Codex prints it as the whole error
    // (upstash/context7#575, #633; openai/codex#3289); uv's launcher saying it of its child, after it ran, is not one.
    ['SPAWN_FAILED_RE (Rust, program not found)', SPAWN_FAILED_RE, 'program not found', 'Failed to spawn: `x`\n  Caused by: program not found'],
    // Zed's spawn through the shell for a server with a working directory and environment (zed-industries/zed#45757);
    // words that only mention spawning a command are not one.
    ['SPAWN_FAILED_RE (Zed, shell line)', SPAWN_FAILED_RE, 'x context server failed to start: failed to spawn command cd "/Users/me/p" && HOST="127.0.0.1" PORT="3031" "/x/npx" "@acme/x@1.2.0")', 'failed to spawn command cd /tmp and retried'],
    ['SPAWN_FAILED_RE (Go LookPath)', SPAWN_FAILED_RE, 'failed to create mcp stdio client: failed to start command: exec: "npx": executable file not found in $PATH', 'exec: command finished with exit status 1'],
    ['SPAWN_FAILED_RE (Go LookPath, Windows)', SPAWN_FAILED_RE, 'Error: exec: "npx": executable file not found in %PATH%', 'executable file found in PATH'],
    ['SPAWN_FAILED_RE (Python, a command)', SPAWN_FAILED_RE, "Failed to connect: [Errno 2] No such file or directory: 'uvx'", "Failed to connect: [Errno 2] No such file or directory: '/srv/notes/config.json'"],
    ['SPAWN_FAILED_RE (Python, bare)', SPAWN_FAILED_RE, 'MCP startup error: [Errno 2] No such file or directory', 'No such file or directory'],
    // Windows' CreateProcess failure in the code Python and Java print, the system's message in the user's language
    // (QwenLM/Qwen-Agent#630, openai/openai-agents-python#363, mcp-use/mcp-use#48); another WinError is not one.
    ['SPAWN_FAILED_RE (WinError 2, Chinese)', SPAWN_FAILED_RE, 'Failed in connecting to MCP server: [WinError 2] 系统找不到指定的文件。', 'Failed in connecting to MCP server: [WinError 10061] 由于目标计算机积极拒绝，无法连接。'],
    ['SPAWN_FAILED_RE (WinError 2, English)', SPAWN_FAILED_RE, 'Failed to connect to MCP implementation: [WinError 2] The system cannot find the file specified', 'The system cannot find the path to happiness'],
    ['SPAWN_FAILED_RE (Java CreateProcess)', SPAWN_FAILED_RE, 'Cannot run program "npx": CreateProcess error=2, Das System kann die angegebene Datei nicht finden', 'CreateProcess error=5, Zugriff verweigert'],
    ['SPAWN_FAILED_RE (bad exe format)', SPAWN_FAILED_RE, 'OSError: [WinError 193] %1 is not a valid Win32 application', '[WinError 5] Access is denied'],
    // The launcher's own stderr line that it could not run the program, as the whole line (anyproto/anytype-mcp#34: npx's
    // `env node` shebang under a GUI app's PATH); the words inside a tool's error or a missing file a server opened are not one.
    ['EXEC_FAILED_LINE_RE (BSD env)', EXEC_FAILED_LINE_RE, 'env: node: No such file or directory', 'Tool failed: env: node: No such file or directory'],
    ['EXEC_FAILED_LINE_RE (GNU env)', EXEC_FAILED_LINE_RE, '/usr/bin/env: ‘python3’: No such file or directory', "Error: ENOENT: no such file or directory, open '/srv/a.json'"],
    ['EXEC_FAILED_LINE_RE (dash)', EXEC_FAILED_LINE_RE, '/bin/sh: 1: npx: not found', 'sh: 1: {jsonrpc:2.0,method:initialize}: not found in cache'],
    ['EXEC_FAILED_LINE_RE (bash, zsh)', EXEC_FAILED_LINE_RE, 'bash: uvx: command not found', 'the command was not found in the registry'],
    ['EXEC_FAILED_LINE_RE (zsh)', EXEC_FAILED_LINE_RE, 'zsh: command not found: uvx', 'zsh: permission denied: ./run.sh is fine'],
    ['EXEC_FAILED_LINE_RE (cmd.exe)', EXEC_FAILED_LINE_RE, "'npx' is not recognized as an internal or external command,", 'npx is recognized'],
    // Claude Desktop's macOS spawn helper when the exec fails (imdinu/apple-mail-mcp#70): its own pattern, not the
    // shared one other hosts' readers take as proof of their host; a tool's sentence or Rust's io::Error with its
    // "(os error 2)" (OS_SPAWN_FAILED's) is not this whole line.
    ['DESKTOP_SPAWN_HELPER_FAILED_RE', DESKTOP_SPAWN_HELPER_FAILED_RE, 'Failed to spawn process: No such file or directory', 'Failed to spawn process: No such file or directory (os error 2)'],
    ['DESKTOP_SPAWN_HELPER_FAILED_RE (not in a sentence)', DESKTOP_SPAWN_HELPER_FAILED_RE, 'Failed to spawn process: No such file or directory', 'Tool error: Failed to spawn process: No such file or directory'],
    ['EXEC_FAILED_LINE_RE (not the Desktop helper\'s line)', EXEC_FAILED_LINE_RE, 'env: node: No such file or directory', 'Failed to spawn process: No such file or directory'],
    ['EXEC_FAILED_LINE_RE (cmd.exe, both lines joined: jgravelle/jcodemunch-mcp#320)', EXEC_FAILED_LINE_RE, "'uvx' is not recognized as an internal or external command, operable program or batch file.", "'uvx' is not recognized as an internal or external command, so I installed it"],
    // rmcp's ClientInitializeError::ExpectedInitResponse: the client refused a notification sent before the initialize
    // answer (tim-smart/effect-mcp#18); an answer that did come is not one.
    // A JetBrains plugin's cancelled start job (rollbar/rollbar-mcp-server#39, laravel/boost#122); a job that finished is not.
    ['HOST_JOB_CANCELLED_RE (box)', HOST_JOB_CANCELLED_RE, 'StandaloneCoroutine was cancelled', 'StandaloneCoroutine completed'],
    // asyncio's cancelled task as a Python host's whole connect reason (NousResearch/hermes-agent#36052); a message after it is more.
    ['HOST_JOB_CANCELLED_RE (asyncio)', HOST_JOB_CANCELLED_RE, 'CancelledError', 'CancelledError: Cancelled by cancel scope 7f3a'],
    ['HOST_JOB_CANCELLED_RE (asyncio, qualified)', HOST_JOB_CANCELLED_RE, 'asyncio.exceptions.CancelledError', 'the task raised CancelledError'],
    ['HOST_JOB_CANCELLED_RE (cause)', HOST_JOB_CANCELLED_RE, 'JobCancellationException: StandaloneCoroutine was cancelled; job=StandaloneCoroutine{Cancelled}@1', 'the job was cancelled by the user'],
    ['CLIENT_REFUSED_HANDSHAKE_RE (rmcp)', CLIENT_REFUSED_HANDSHAKE_RE, 'Client initialization error: expect initialized response, but received: Some(Notification(JsonRpcNotification {', 'initialized response received in 12 ms'],
    // rmcp's ExpectedInitResult is an answer that came (the response carrying the initialize's id), not a refused first
    // message (homeassistant-ai/ha-mcp#360).
    ['CLIENT_REFUSED_HANDSHAKE_RE (not a result)', CLIENT_REFUSED_HANDSHAKE_RE, 'expect initialized response, but received: None', 'handshaking with MCP server failed: expect initialized result, but received: Some(EmptyResult(EmptyObject))'],
    ['CLIENT_REFUSED_INIT_RESULT_RE (rmcp)', CLIENT_REFUSED_INIT_RESULT_RE, "Failed to initialize server 'h': expect initialized result, but received: Some(EmptyResult(EmptyObject))", 'expect initialized response, but received: Some(Notification(…))'],
    // The client refusing the version the server answered with (totocaster/arrowhead#12 for Raycast's words); a server's
    // own refusal of the client's version is not one.
    ['CLIENT_REFUSED_VERSION_RE (Raycast)', CLIENT_REFUSED_VERSION_RE, 'Reason: Unsupported protocol version: unknown(protocolVersion: "2025-06-18")', 'MCP error -32602: Unsupported protocol version'],
    ['CLIENT_REFUSED_VERSION_RE (TypeScript SDK)', CLIENT_REFUSED_VERSION_RE, "Error: Server's protocol version is not supported: 2024-10-07", '{"code":-32022,"message":"Unsupported protocol version"}'],
    ['CLIENT_REFUSED_VERSION_RE (Python SDK)', CLIENT_REFUSED_VERSION_RE, 'RuntimeError: Unsupported protocol version from the server: 2026-07-28', 'Unsupported protocol version: 1999-01-01 (supported: 2025-06-18)'],
    // mcp-go's client naming the version it refused (its %q); an empty one is an answer with none (stacklok/toolhive#1568).
    ['CLIENT_REFUSED_VERSION_RE (mcp-go)', CLIENT_REFUSED_VERSION_RE, 'failed to initialize MCP client: unsupported protocol version: "2099-01-01"', 'failed to initialize MCP client: unsupported protocol version: ""'],
    // An SSE client refusing the server's endpoint event for its origin: the TypeScript SDK's words and the Go client's as
    // Windsurf quotes them (idosal/git-mcp#43); an endpoint received and used is not one.
    ['SSE_ENDPOINT_REFUSED_RE (TypeScript SDK)', SSE_ENDPOINT_REFUSED_RE, 'Error: Endpoint origin does not match connection origin: https://tools.example.dev', 'Received endpoint: https://tools.example.dev/messages?sessionId=1'],
    ['SSE_ENDPOINT_REFUSED_RE (Windsurf)', SSE_ENDPOINT_REFUSED_RE, 'Error: failed to start mcp sse client: Endpoint origin does not match connection origin tools.example.dev. Check your configuration.', 'endpoint origin matches the connection'],
    ['CRASH_RE', CRASH_RE, 'Traceback (most recent call last):', 'request traced'],
    // Credentials refused, in a client's words without the status: an expired token (anthropics/claude-code#30272), an
    // OAuth error code (RFC 6750), a registration refusing the client's redirect URI (browserstack/mcp-server#176,
    // TanStack/tanstack.com#652, makeplane/plane-mcp-server#159, different-ai/openwork#3059); a redirect that worked is not one.
    ['AUTH_REFUSED_RE (token expired)', AUTH_REFUSED_RE, 'MCP server "books" requires re-authorization (token expired)', 'token refreshed, re-authorization not needed? no: reauthorized'],
    ['AUTH_REFUSED_RE (OAuth code)', AUTH_REFUSED_RE, '{"error":"invalid_token","error_description":"The access token expired"}', 'token_type: Bearer, expires_in: 3600'],
    ['AUTH_REFUSED_RE (registration, Cursor)', AUTH_REFUSED_RE, 'No valid redirect URIs provided. All URIs must be localhost or https', 'Using redirect URL {"url":"cursor://anysphere.cursor-mcp/oauth/callback"}'],
    ['AUTH_REFUSED_RE (registration, must be)', AUTH_REFUSED_RE, 'Redirect URIs must be localhost or HTTPS', 'Redirect URI registered for the client'],
    ['AUTH_REFUSED_RE (Warp, no OAuth)', AUTH_REFUSED_RE, 'Failed to connect to server: Transport creation error: Server requires authentication, which is not yet supported', 'Server authentication succeeded'],
    ['AUTH_REFUSED_RE (authorize, no match)', AUTH_REFUSED_RE, "Redirect URI 'cursor://anysphere.cursor-mcp/oauth/callback' does not match allowed patterns.", 'redirect URI matched; consent shown'],
    // rmcp's words for the challenge it could not answer, inside Codex's transport error (openai/codex#33403, #17265).
    ['AUTH_REFUSED_RE (rmcp, authorization required)', AUTH_REFUSED_RE, 'error: Auth error: OAuth authorization required, when send initialize request', 'OAuth authorization completed; tools listed'],
    ['AUTH_REFUSED_RE (rmcp, refresh failed)', AUTH_REFUSED_RE, 'error: Auth error: OAuth token refresh failed: No refresh token available, when send initialize request', 'OAuth token refreshed; expires in 3600 seconds'],
    ['AUTH_REFUSED_RE (rmcp, AuthRequired)', AUTH_REFUSED_RE, 'AuthRequired(AuthRequiredError { www_authenticate_header: "Bearer realm=x" })', 'Authorization header attached to the request'],
    // A body saying the token expired (openai/codex#18769).
    ['AUTH_REFUSED_RE (introspection: not active, Cursor)', AUTH_REFUSED_RE, 'Error connecting to streamableHttp server, falling back to SSE: Token is not active', 'Token is active until 10:00; the tool is not active'],
    ['AUTH_REFUSED_RE (token_expired body)', AUTH_REFUSED_RE, '"message": "Provided authentication token is expired. Please try signing in again.", "code": "token_expired"', 'token expires_in 3600; refresh scheduled'],
    // A missing scope (RFC 6750 insufficient_scope: anthropics/claude-code#92518; microsoft/Agent365-devTools#454).
    ['AUTH_REFUSED_RE (insufficient_scope)', AUTH_REFUSED_RE, 'WWW-Authenticate: Bearer error="insufficient_scope", scope="events:write"', 'scopes_supported: ["events:read", "events:write"]'],
    ['AUTH_REFUSED_RE (scope not present)', AUTH_REFUSED_RE, '{"error":"Forbidden","message":"Access denied: Scope \'Docs.All\' is not present in the request."}', 'Requested scope Docs.All at sign-in'],
    ['AUTH_REFUSED_RE (must use)', AUTH_REFUSED_RE, 'Connection failed: MCP OAuth redirect URIs must use HTTPS callbacks or HTTP loopback callbacks', 'OAuth callback received on the loopback port'],
    // The TypeScript SDK's registration failures as clients print them (Cursor: obot-platform/obot#3406,
    // github/github-mcp-server#552, #1663, freema/openclaw-mcp#24; Claude Code: github/github-mcp-server#830,
    // anthropics/claude-code#38102; mcp-cli: wong2/mcp-cli#23); a registration that worked is not one.
    ['CLIENT_REGISTRATION_REFUSED_RE (status)', CLIENT_REGISTRATION_REFUSED_RE, 'Error connecting to streamableHttp server, falling back to SSE: Dynamic client registration failed: HTTP 401', 'Saving client information'],
    ['CLIENT_REGISTRATION_REFUSED_RE (OAuth error class, stack)', CLIENT_REGISTRATION_REFUSED_RE, 'Connection error: ServerError\n    at parseErrorResponse (.../dist/chunk.js:1:1)\n    at process.processTicksAndRejections (node:internal/process/task_queues:104:5)\n    at async registerClient (.../dist/chunk.js:2:2)', 'TypeError: fetch failed\n    at async registerClient (.../dist/chunk.js:2:2)'],
    ['CLIENT_REGISTRATION_REFUSED_RE (404)', CLIENT_REGISTRATION_REFUSED_RE, 'Error: Dynamic client registration failed: HTTP 404', 'Dynamic client registration succeeded: client_id issued'],
    ['CLIENT_REGISTRATION_REFUSED_RE (unparsed OAuth error, xpzouying/x-mcp#5)', CLIENT_REGISTRATION_REFUSED_RE, 'HTTP 404: Invalid OAuth error response: SyntaxError: Unexpected token. Raw body: 404 page not found', 'Invalid OAuth state parameter'],
    ['CLIENT_REGISTRATION_REFUSED_RE (no endpoint)', CLIENT_REGISTRATION_REFUSED_RE, 'Connection failed: Incompatible auth server: does not support dynamic client registration', 'No stored client information found'],
  ])('%s', (_name, re, yes, no) => {
    expect(re.test(yes)).toBe(true);
    expect(re.test(no)).toBe(false);
  });
});

describe('relayedTimerCode: the SDK timeout inside an error answer the requester received', () => {
  it.each([
    // A router's own SDK timed out upstream and answered -32603 (mcp-router/mcp-router#57).
    ['MCP error -32603: MCP error -32603: Error calling tool zhi: MCP error -32001: Request timed out', -32603],
    ['Error: MCP error -32000: upstream failed: McpError: MCP error -32001: Request timed out', -32000],
    ['McpError: MCP error -32603: MCP error -2: Request timed out', -32603],
    // The requester's own timer: the timeout text alone, or said twice.
    ['Error calling tool zhi: MCP error -32001: Request timed out', null],
    ['McpError: MCP error -32001: MCP error -32001: Request timed out', null],
    ['MCP error -32603: Internal error', null],
  ])('%s', (text, code) => {
    expect(relayedTimerCode(text)).toBe(code);
  });
});

describe("a platform's error JSON answering the POST", () => {
  it('the status field counts only inside the POST answer the SDK prints; the crash words are the Worker throwing', async () => {
    const { POSTED_BODY_STATUS_RE, PLATFORM_CRASH_RE } = await import('../../src/protocol/reasons.js');
    const cf = 'Streamable HTTP error: Error POSTing to endpoint: {"type":"…/error-1101/","title":"Error 1101: Worker threw exception","status":500,"error_name":"worker_threw_exception"}';
    expect(POSTED_BODY_STATUS_RE.exec(cf)?.[1]).toBe('500');
    expect(PLATFORM_CRASH_RE.test(cf)).toBe(true);
    // A tool's own error text quoting an upstream API's status is not the POST's answer.
    expect(POSTED_BODY_STATUS_RE.test('Tool fetch_page failed: {"status":503,"detail":"upstream"}')).toBe(false);
    // The resource-limit page is the platform ending the invocation, not the handler throwing.
    expect(PLATFORM_CRASH_RE.test('Error 1102: Worker exceeded resource limits')).toBe(false);
  });
  it('a platform JSON whose status is a word gives its code (ilhamfp/pasal#22); a JSON-RPC error code is never a status', async () => {
    const { POSTED_BODY_STATUS_RE } = await import('../../src/protocol/reasons.js');
    const railway = 'Streamable HTTP error: Error POSTing to endpoint: {"status":"error","code":404,"message":"Application not found","request_id":"Qw3rTy7UiOp9AsDfGh2JkL"}';
    expect(POSTED_BODY_STATUS_RE.exec(railway)?.[1]).toBe('404');
    expect(POSTED_BODY_STATUS_RE.test('Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32600,"message":"Bad Request"},"id":null}')).toBe(false);
    expect(POSTED_BODY_STATUS_RE.test('Error POSTing to endpoint: {"error":{"code":404,"message":"x"}}')).toBe(false);
  });
});

describe('a hosting platform\'s 404 for an app it does not have', () => {
  it.each([
    // Vercel (Chanzhaoyu/chatgpt-web#1748's body), Railway (ilhamfp/pasal#22's body): the server is not there, no session was refused
    ['Error POSTing to endpoint (HTTP 404): The deployment could not be found on Vercel.\n\nDEPLOYMENT_NOT_FOUND\n\niad1::abcde-1700000000000-0123456789ab'],
    ['Error: Streamable HTTP error: Error POSTing to endpoint: {"status":"error","code":404,"message":"Application not found","request_id":"Qw3rTy7UiOp9AsDfGh2JkL"}'],
  ])('is no forgotten session: %s', async (text) => {
    const { analyze } = await import('../../src/analyze.js');
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const p = join(mkdtempSync(join(tmpdir(), 'mcpt-')), 'error.txt');
    writeFileSync(p, `${text}\n`);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.outcome, r.cause])).toEqual([['failed', 'server-error']]);
  });
});

describe("a web server's default page answering the POST (postedPageStatus)", () => {
  it.each([
    // Go's mux for a path it does not route (anthropics/claude-code#69307; Traefik with no route: #94273)
    ['Streamable HTTP error: Error POSTing to endpoint: 404 page not found', 404],
    ['Error POSTing to endpoint: 405 Method Not Allowed', 405],
    // Express's finalhandler (ravitemer/mcp-hub#107's page, as its text), Starlette's and FastAPI's
    ['Error POSTing to endpoint: Cannot POST /mcp', 404],
    ['Error POSTing to endpoint: Not Found', 404],
    ['Error POSTing to endpoint: Method Not Allowed', 405],
    ['Error POSTing to endpoint: {"detail":"Not Found"}', 404],
    // The server's own words after the page's: read as such, not as the page.
    ['Error POSTing to endpoint: Not Found: Session not found', null],
    ['Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not initialized"},"id":null}', null],
    ['404 page not found', null],
  ])('%s', async (text, status) => {
    const { postedPageStatus } = await import('../../src/protocol/reasons.js');
    expect(postedPageStatus(text)).toBe(status);
  });

  it('a route the server does not have refused the request: failed, the server turned it away', async () => {
    const { analyze } = await import('../../src/analyze.js');
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const p = join(mkdtempSync(join(tmpdir(), 'mcpt-')), 'error.txt');
    writeFileSync(p, 'Streamable HTTP error: Error POSTing to endpoint: 404 page not found\n');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.outcome, r.cause, r.serverState])).toEqual([['failed', 'server-error', 'failed']]);
  });
});

describe("requesterTimerWords: a requester's timer text, wherever it is quoted", () => {
  it.each([
    ['MCP error -32001: Request timed out', true],
    ['Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.', true],
    // ChromeDevTools/chrome-devtools-mcp#1883: Puppeteer's locator inside the server is no requester's timer
    ['Timed out after waiting 5000ms', false],
  ])('%s', (text, want) => {
    expect(requesterTimerWords(text)).toBe(want);
  });
});

describe('serverRelayedUpstreamStatus: an internal-error answer quoting a service behind the server', () => {
  it.each([
    // plastic-labs/honcho#310: the tool's backend API refused its own session, relayed as the answer's message
    [String.raw`Error POSTing to endpoint: {"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"404 {\"detail\":\"Session not found\"}"}}`, true],
    [String.raw`{"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"500 {\"detail\":\"An unexpected error occurred\"}"}}`, true],
    ['McpError: MCP error -32603: 404 {"detail":"Session not found"}', true],
    ['MCP error -32603: 502 [{"error":"bad gateway"}]', true],
    // the transport's own refusals of the MCP session: their codes, or a status with no body after it
    [String.raw`{"jsonrpc":"2.0","id":null,"error":{"code":-32001,"message":"Session not found"}}`, false],
    [String.raw`{"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session not found"}}`, false],
    ['MCP error -32603: Session not found', false],
    ['MCP error -32603: 404 Not Found', false],
  ])('%s', (text, want) => {
    expect(serverRelayedUpstreamStatus(text)).toBe(want);
  });
});

describe('serverAnsweredTimeout: a timeout the server names in its own error answer', () => {
  it.each([
    // boshyxd/robloxstudio-mcp#43, #103: the server's wait for its editor plugin
    ['MCP error -32603: Tool execution failed: Studio plugin connection timeout.', true],
    ['McpError: MCP error -32603: MCP error -32603: Tool execution failed: bridge timed out after 30s', true],
    ['MCP error -32602: query timeout must be below 60', true],
    // a middle party's timer relayed in the answer is that party's (relayedTimerCode), not the server's
    ['MCP error -32603: MCP error -32603: Error calling tool zhi: MCP error -32001: Request timed out', false],
    ['MCP error -32603: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.', false],
    // no answer at all: the requester's own timer, or a transport's words
    ['MCP error -32001: Request timed out', false],
    ['Connection timed out', false],
  ])('%s', (text, want) => {
    expect(serverAnsweredTimeout(text)).toBe(want);
  });
});
