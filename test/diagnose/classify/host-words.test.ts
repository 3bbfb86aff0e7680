import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { classify } from '../../../src/diagnose/classify.js';
import { Capture, run } from '../../timeline/events.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-host-words-'));

async function verdict(name: string, line: string): Promise<[string, string, string]> {
  const path = join(dir, `${name}.log`);
  writeFileSync(path, `${line}\n`);
  const r = await analyze([path]);
  const q = r.requests[0]!;
  return [q.outcome, q.cause, q.serverState];
}

describe("host words: the SDK's timeout text, the requester's own or relayed", () => {
  it.each([
    // The requester's SDK timer fired: the TypeScript SDK cancels (mcp-router/mcp-router#57's own call).
    ['own', '2026-06-03 10:12:40.118 [error] Error calling tool zhi: MCP error -32001: Request timed out', ['cancelled', 'client-timeout', 'unknown']],
    // The requester received an error answer (-32603) carrying a router's timer (the router's relayed call in
    // mcp-router/mcp-router#57): failed, the router's timer, work unknown — as the same text on the wire.
    [
      'relayed',
      '2026-06-03 10:12:40.118 [error] Error calling tool zhi: MCP error -32603: MCP error -32603: Error calling tool zhi: MCP error -32001: Request timed out',
      ['failed', 'client-timeout', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: timer words inside a tool result', () => {
  it.each([
    // The browser bridge's own isError result after its 30 s wait for the extension (hangwin/mcp-chrome#100): the
    // server answered the call, so the wait in its words is the server's, not the requester's timer.
    ['bridge-wait', 'Error calling tool: Request timed out after 30000ms', ['failed', 'server-error', 'failed']],
    // A client's own deadline, its call named in its words, stays the client's (infiniflow/ragflow#12105).
    ['client-deadline', "Error calling tool 'search': MCP task 'tool_call' timeout after 10s", ['abandoned', 'client-timeout', 'unknown']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: an HTTP 404', () => {
  it.each([
    // The initialize carries no session, so its 404 is a missing route, not a forgotten session: mcp-remote's
    // probe refused, then the SSE fallback's GET refused the same way (shadcnblocks/kibo#163). Refused: its work was
    // not done (serverState failed, as any 4xx to the request's own POST).
    [
      'initialize-404',
      '[41873] [41873] Connecting to remote server: https://x.example/api/mcp\n[41873] Using transport strategy: http-first\n[41873] Received error: Error POSTing to endpoint (HTTP 404): Not found\n[41873] Recursively reconnecting for reason: falling-back-to-alternate-transport\n[41873] [41873] Connecting to remote server: https://x.example/api/mcp\n[41873] Using transport strategy: sse-only\n[41873] Connection error: SseError: SSE error: Non-200 status code (404)',
      ['failed', 'server-error', 'failed'],
    ],
    // A later POST (not the initialize) refused 404 with the session words: the session the server no longer
    // knows (samanhappy/mcphub#196 shows the same error with 400). The body is an error for the request's own id 2:
    // the server's refusal of it (docs/causes.md serverState, "an error for the id").
    [
      'call-404',
      'Error: Error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","id":2,"error":{"code":-32001,"message":"Session not found"}}',
      ['failed', 'session-expired', 'failed'],
    ],
    // … the same refusal naming no request (`"id":null`): what the server did stays unknown (punkpeye/mcp-remote#106).
    [
      'call-404-id-null',
      'Error: Error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}',
      ['failed', 'session-expired', 'unknown'],
    ],
    // … and without the status in the text, the id still the body's (robert7/remnote-mcp-server#1).
    [
      'call-invalid-session-id-3',
      'Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid session ID: 5f1d9c07-3e8a-4b26-9d41-c2a7e60b8f93"},"id":3}',
      ['failed', 'session-expired', 'failed'],
    ],
    // The Python SDK client's own words for a 404 to its POST ("Session terminated", no body read) under the
    // initialize: the same missing route (huggingface/smolagents#1585's traceback; names ours).
    [
      'initialize-session-terminated',
      'Traceback (most recent call last):\n  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 151, in initialize\n    result = await self.send_request(\n  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/shared/session.py", line 286, in send_request\n    raise McpError(response_or_error.error)\nmcp.shared.exceptions.McpError: Session terminated',
      ['failed', 'server-error', 'failed'],
    ],
    // The Go SDK client's own words for a 404 to the initialize's POST, no body read: the server refused the
    // handshake, not a session it forgot (jordigilh/kubernaut#1363; names ours).
    [
      'initialize-go-failed-to-connect-session-not-found',
      'start MCP scan: MCP connect for scan: calling "initialize": sending "initialize": failed to connect (session ID: ): session not found',
      ['failed', 'server-error', 'failed'],
    ],
    // … while a later call the same words end is a session the server no longer knows.
    [
      'call-go-failed-to-connect-session-not-found',
      'calling "tools/call": sending "tools/call": failed to connect (session ID: 9b1f0c2e): session not found',
      ['failed', 'session-expired', 'unknown'],
    ],
    // Session words refusing an initialize over Streamable HTTP, the transport named in the host's line around the body:
    // the initialize carries no session, so the server refused the handshake (a gateway's "Invalid or expired session"
    // to Cursor's first POST; the words php-mcp/laravel#28's server answers a dead session with; names ours).
    [
      'initialize-streamable-invalid-or-expired-session',
      '2026-03-02 10:11:12.300 [error] Error connecting to streamableHttp server, falling back to SSE: Error POSTing to endpoint (HTTP 400): {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Invalid or expired session"},"id":null}',
      ['failed', 'server-error', 'failed'],
    ],
    // … while a tool call the same words end is a session the server no longer knows (HKUDS/nanobot#4168).
    [
      'call-session-terminated',
      "2026-06-01 09:10:51 | ERROR | - | MCP tool 'mcp_news_list' failed: McpError: Session terminated",
      ['failed', 'session-expired', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: a send refused after the transport had closed', () => {
  it.each([
    // The Python SDK's SSE reader cut, then the next message's POST hung up on: the close decides
    // (home-assistant/core#140667; names and stamps ours).
    [
      'post-after-close',
      '2026-03-14 21:22:43.735 ERROR (MainThread) [mcp.client.sse] Error in sse_reader: peer closed connection without sending complete message body (incomplete chunked read)\n2026-03-14 21:23:11.077 ERROR (MainThread) [mcp.client.sse] Error in post_writer: Server disconnected without sending a response.',
      ['lost', 'connection-closed', 'unknown'],
    ],
    // The same POST failure with no close before it: its own exchange was cut (modelcontextprotocol/python-sdk#906).
    [
      'post-alone',
      '2026-03-14 21:23:11.077 ERROR (MainThread) [mcp.client.sse] Error in post_writer: Server disconnected without sending a response.',
      ['lost', 'stream-closed', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: a failure whose reason printed empty, under a close', () => {
  it.each([
    // mcp-agent's session logs the SDK's EndOfStream, then its aggregator's call_tool failure with nothing after the
    // colon (the exception's str() is empty): the close is the reason (lastmile-ai/mcp-agent#151; names ours).
    [
      'empty-after-close',
      "[mcp_agent.mcp.mcp_agent_client_session] send_request failed: EndOfStream() (EndOfStream)\n[mcp_agent.mcp.mcp_aggregator.default] Failed to call_tool 'sync_states' on server 'tracker':",
      ['lost', 'connection-closed', 'unknown'],
    ],
    // The same failure line alone says only that the call failed.
    ['empty-alone', "[mcp_agent.mcp.mcp_aggregator.default] Failed to call_tool 'sync_states' on server 'tracker':", ['failed', 'unknown', 'unknown']],
    // A reason of its own after the colon is the reason, whatever was said before.
    [
      'reasoned-after-close',
      "[mcp_agent.mcp.mcp_agent_client_session] send_request failed: EndOfStream() (EndOfStream)\n[mcp_agent.mcp.mcp_aggregator.default] Failed to call_tool 'sync_states' on server 'tracker': MCP error -32603: boom",
      ['failed', 'server-error', 'failed'],
    ],
  ])('%s', async (name, lines, expected) => {
    expect(await verdict(name, lines)).toEqual(expected);
  });
});

describe("host words: whose timer, and whether it cancels, by the host's wording (Zed's client.rs across builds)", () => {
  const zed = (words: string) => `2026-05-18T10:01:30+00:00 ERROR [context_server::client] ${words}`;
  it.each([
    // 2026 builds cancel an issued request on the response timer (queue_cancellation_if_issued; zed-industries/zed#56774).
    ['zed-response', zed('cancelled csp request task for "tools/call" id 5 after the response exceeded 60s'), ['cancelled', 'client-timeout', 'unknown']],
    // … but never the initialize, nor a request still in the outbound queue.
    ['zed-initialize', zed('cancelled csp request task for "initialize" id 0 after the response exceeded 60s'), ['abandoned', 'client-timeout', 'unknown']],
    ['zed-queue', zed('cancelled csp request task for "tools/call" id 6 after the queue exceeded 60s'), ['abandoned', 'client-timeout', 'unknown']],
    // Older builds ('which took over') only log and drop the request (maquina-app/rails-mcp-server#33).
    ['zed-older', zed('cancelled csp request task for "tools/call" id 7 which took over 60s'), ['abandoned', 'client-timeout', 'unknown']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: a platform answering for a server whose own code threw', () => {
  it.each([
    // Cloudflare's Workers error JSON in the SDK's status-less wording: the Worker (the server) threw while
    // handling the initialize (cloudflare/mcp-server-cloudflare#377; host and ids ours).
    [
      'workers-1101-json',
      '[31502] [31502] Connecting to remote server: https://tools.example.dev/mcp\n[31502] Using transport strategy: http-first\n[31502] Connection error: StreamableHTTPError: Streamable HTTP error: Error POSTing to endpoint: {"title":"Error 1101: Worker threw exception","status":500,"error_code":1101,"error_name":"worker_threw_exception"}',
      ['failed', 'server-error', 'failed'],
    ],
    // The same platform's page with the status in the words (1f916-ai/1f916#42 describes the HTML page).
    [
      'workers-1101-status',
      '[31502] Connection error: Error: Error POSTing to endpoint (HTTP 500): <html><title>Worker threw exception | tools.example.dev | Cloudflare</title></html>',
      ['failed', 'server-error', 'failed'],
    ],
    // A JSON error body's status is read only as the POST's answer: a 500 without the crash words is the responder's
    // own handler failing the POST (its framework's "Internal Server Error"), so the server failed it too.
    [
      'problem-json-500',
      '[31502] Connection error: StreamableHTTPError: Streamable HTTP error: Error POSTing to endpoint: {"title":"Internal Server Error","status":500}',
      ['failed', 'server-error', 'failed'],
    ],
    // A 500 to the SSE transport's GET carried no request (penpot/penpot#8809): the initialize was never forwarded.
    [
      'sse-get-500',
      '[31502] Connecting to remote server: https://tools.example.dev/sse\n[31502] Connection error: Error: SSE error: Non-200 status code (500)',
      ['failed', 'server-error', 'unknown'],
    ],
    // 501 refuses the HTTP method, not the request's work.
    [
      'post-501',
      '[31502] Connection error: Error: Error POSTing to endpoint (HTTP 501): Not Implemented',
      ['failed', 'server-error', 'unknown'],
    ],
    // A gateway's status in the same JSON field is the gateway's.
    [
      'problem-json-503',
      '[31502] Connection error: StreamableHTTPError: Streamable HTTP error: Error POSTing to endpoint: {"title":"Service Unavailable","status":503}',
      ['failed', 'gateway-error', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: an endpoint's answer the client would not read as its stream or its session", () => {
  it.each([
    // A legacy SSE client's GET answered 202 by a Streamable HTTP server (Claude Code with `-t sse` against a
    // mcp-go server: anthropics/claude-code#1960): a refusal of the connect, not a cut stream.
    [
      'sse-get-202',
      '[DEBUG] MCP server "probe": SSE Connection error: {"url":"http://localhost:8080/mcp","error":"SSE error: Non-200 status code (202)","stack":"Error: SSE error: Non-200 status code (202)"}\n[ERROR] MCP server "probe" Error: SSE error: Non-200 status code (202)\n[DEBUG] MCP server "probe": Connection failed: Error: SSE error: Non-200 status code (202)',
      ['failed', 'server-error', 'unknown'],
    ],
    // A gateway routed a session's POST to a backend that never held it (Kuadrant/mcp-gateway#345): the body's
    // words are a session the server does not know.
    [
      'transport-not-found-404',
      '"Error POSTing to endpoint (HTTP 404): Transport not found for sessionId 0b1a1fb1-d922-489a-b709-7bba240c6251"',
      ['failed', 'session-expired', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: the Go SDK's error chain for a request", () => {
  it.each([
    // A restarted server no longer knows the session (stacklok/mecatl#177): the session expired.
    [
      'go-session-not-found',
      'mcp call failed: connection closed: calling "tools/call": client is closing: sending "tools/call": failed to connect (session ID: ...): session not found',
      ['failed', 'session-expired', 'unknown'],
    ],
    // The SDK's ErrConnectionClosed for a request in flight (go-sdk mcp/shared.go; google/adk-go#417 retries on it).
    ['go-connection-closed', 'Error: calling "tools/call": connection closed', ['lost', 'connection-closed', 'unknown']],
    // io.EOF under the initialize: the server process ended before answering (docker/mcp-gateway#250).
    ['go-eof', 'failed to connect: calling "initialize": EOF', ['lost', 'connection-closed', 'unknown']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe(".NET's HTTP status sentence (EnsureSuccessStatusCode) in a host's failure", () => {
  it.each([
    // The Foundry Agent Service's run error: the row reads the status as the listing's own answer, a refusal
    // (microsoft/agent-framework#1643).
    [
      'foundry-405',
      'event: thread.run.failed\ndata: {\n  "status": "failed",\n  "last_error": {\n    "code": "tool_server_error",\n    "message": "Error: list_tools_server_error; Server error while listing tools: Failed to enumerate tools from remote server: https://ab12.ngrok-free.app:443/. Response status code does not indicate success: 405 (Method Not Allowed)."\n  }\n}',
      ['failed', 'server-error', 'failed'],
    ],
    // The same service's gateway status in that sentence is a gateway's answer, whatever the row says.
    [
      'foundry-504',
      '"message": "Error: list_tools_server_error; Server error while listing tools: Failed to enumerate tools from remote server: https://ab12.example/mcp. Response status code does not indicate success: 504 (Gateway Timeout)."',
      ['failed', 'gateway-error', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: a tool's failure in FastMCP's own wording, relayed by a client", () => {
  it.each([
    // redhat-community-ai-tools/jira-mcp#7: the server's tool met a 404 behind it; the server answered the call
    ['status-in-text', "Error calling tool 'list_cycles': 500: Failed to fetch cycles: TrackerError HTTP 404 url: https://tracker.example.org/rest/agile/1.0/queue/1/cycle", ['failed', 'server-error', 'failed']],
    ['attribute-error', "Error calling tool 'get_queue': 404: Failed to fetch queue: 'TRACKER' object has no attribute 'queue'", ['failed', 'server-error', 'failed']],
    // A requester's timer in the same wording is still read as the timer (RAGFlow's own deadline)
    ['own-deadline', "Error calling tool 'lookup_invoice': MCP task 'tool_call' timeout after 10s", ['abandoned', 'client-timeout', 'unknown']],
    // mark3labs/kit#72: an error result under a failed call's marker is the server's answer, whatever its words
    // The same quoted sentence is what JavaScript clients and proxies write around their own callTool: nothing but a
    // network failure after the name is the client's exchange failing (undici's words), not the server's answer.
    ['client-fetch-failed', "2026-03-01 10:00:00 ERROR Error calling tool 'search_docs': fetch failed", ['lost', 'stream-closed', 'unknown']],
    ['client-typeerror-fetch', "Error calling tool 'search_docs': TypeError: fetch failed", ['lost', 'stream-closed', 'unknown']],
    ['client-refused', "Error calling tool 'search_docs': connect ECONNREFUSED 127.0.0.1:8931", ['lost', 'connection-closed', 'unknown']],
    // The same failures as the system words them in the user's language, read by their socket code (reasons.ts
    // SOCKET_RESET / SOCKET_UNREACHED: nearai/ironclaw#2521, zinja-coder/jadx-ai-mcp#116): the same verdicts.
    ['client-reset-winerror-zh', "Error calling tool 'search_docs': [WinError 10054] 远程主机强迫关闭了一个现有的连接。", ['lost', 'stream-closed', 'unknown']],
    ['client-reset-winerror-es', "Error calling tool 'search_docs': ConnectionResetError: [WinError 10054] Se ha forzado la interrupción de una conexión existente por el host remoto", ['lost', 'stream-closed', 'unknown']],
    ['client-refused-winerror-de', "Error calling tool 'search_docs': httpx.ConnectError: [WinError 10061] Es konnte keine Verbindung hergestellt werden, da der Zielcomputer die Verbindung verweigerte", ['lost', 'connection-closed', 'unknown']],
    ['client-refused-os-error', "Error calling tool 'search_docs': tcp connect error: No connection could be made because the target machine actively refused it. (os error 10061)", ['lost', 'connection-closed', 'unknown']],
    // An error result keeps its shape's reading whatever its words say (egoist/chatwise-releases#443's shape).
    ['error-result-fetch-failed', '{"content":[{"type":"text","text":"fetch failed"}],"isError":true}', ['failed', 'server-error', 'failed']],
    // ChromeDevTools/chrome-devtools-mcp#1883: a Cascade step quoting the server's error result, a timeout of the
    // server's own in it (Puppeteer's locator inside the server); an SDK's timer text in the same place stays the timer's.
    ['cascade-result-server-timeout', 'error executing cascade step: CORTEX_STEP_TYPE_MCP_TOOL: Timed out after waiting 5000ms', ['failed', 'server-error', 'failed']],
    ['error-result-sdk-timeout', '{"content":[{"type":"text","text":"MCP error -32001: Request timed out"}],"isError":true}', ['cancelled', 'client-timeout', 'unknown']],
    ['marker-over-error-result', '× Tracker__ticket_get (ticket_key=OPS-2231)\n│ ◇ Error\n│ {"content":[{"type":"text","text":"Tool \'ticket_get\' does not support task-augmented execution"}],"isError":true}', ['failed', 'server-error', 'failed']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: a POST answered 500 with only a web framework's catch-all", () => {
  it.each([
    // MCPJam/inspector#552: the server's handler let an exception escape
    ['framework-500-json', '[srv_1] Error calling tool: build_summary {\n  error: \'Error: Error POSTing to endpoint (HTTP 500): {"errors":{"detail":"Internal Server Error"}}\\n\' +\n}', ['failed', 'server-error', 'failed']],
    ['framework-500-plain', 'Error from MCP server: Error: Error POSTing to endpoint (HTTP 500): Internal Server Error', ['failed', 'server-error', 'failed']],
    // Other words of the responder's own (a gateway's session store failing: obot-platform/obot#3419) are its handler
    // failing too; a gateway's account of its upstream is not (UPSTREAM_RE, above).
    ['500-other-words', 'Error from MCP server: Error: Error POSTing to endpoint (HTTP 500): Failed to load session: the object has been modified', ['failed', 'server-error', 'failed']],
    // A gateway's account of its upstream under a 500 (Kuadrant/mcp-gateway#390's words) is the gateway's, whichever
    // row carried the status: the status line's rule and a tool failure's read it alike.
    ['500-upstream-status-line', 'Error: Error POSTing to endpoint (HTTP 500): failed to create client: transport error: failed to send request', ['failed', 'gateway-error', 'unknown']],
    ['500-upstream-in-tool-failure', '2026-03-01 10:00:00 ERROR Error calling tool search_docs: Error POSTing to endpoint (HTTP 500): failed to create client: transport error: failed to send request', ['failed', 'gateway-error', 'unknown']],
    // payloadcms/payload#14716: wrangler dev's own request line for the POST to the MCP route, answered 500 after the
    // runtime cancelled the hung handler: the server's request log names only POSTs, so its 500 is the POST's own answer.
    ['request-log-500', '[wrangler:info] POST /api/mcp 500 Internal Server Error (359ms)', ['failed', 'server-error', 'failed']],
    // … while a platform's 502 in the same kind of line is an intermediary's (anthropics/claude-ai-mcp#172's Railway lines).
    ['request-log-502', 'POST /api/mcp → 502 (12ms)', ['failed', 'gateway-error', 'unknown']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: a legacy SSE session's stream gone, answered 503 by a stdio-to-SSE bridge", () => {
  it.each([
    // ClayPulse/pulse-editor#216: supergateway's stdioToSse answers a POST whose session has no GET /sse stream left
    // with 503 "No active SSE connection for session <id>": the session is gone, not an intermediary's outage.
    ['sse-503-no-active', '❌ Error running flow:\nError POSTing to endpoint (HTTP 503): No active SSE connection for session 4f1c2a', ['failed', 'session-expired', 'unknown']],
    // … its forks answer the same words with 400: the same session gone.
    ['sse-400-no-active', 'Error from MCP server: Error: Error POSTing to endpoint (HTTP 400): No active SSE connection for session: 4f1c2a', ['failed', 'session-expired', 'unknown']],
    // A 503 with other words stays an intermediary's.
    ['503-other-words', 'Error from MCP server: Error: Error POSTing to endpoint (HTTP 503): Service Unavailable', ['failed', 'gateway-error', 'unknown']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: a task group's summary takes its reason from the close said with it", () => {
  it.each([
    // HKUDS/DeepCode#105: mcp-agent's session close, the stdlib logger's copy of it 402 ms later, then the aggregator's
    // summary for the named server in the same second (names and stamps ours): the handshake was lost with the process.
    [
      'close-then-summary',
      "[ERROR] 2026-02-11T08:41:27 mcp_agent.mcp.mcp_agent_client_session - send_request failed: Connection closed\n2026-02-11 08:41:27,402 - ERROR - [mcp_agent.mcp.mcp_agent_client_session] send_request failed: Connection closed\n[ERROR] 2026-02-11T08:41:27 mcp_agent.mcp.mcp_aggregator.PlanAgent - Error loading server data: MCP Server: 'shell-exec': Failed to initialize with error: 'unhandled errors in a TaskGroup (1 sub-exception)'. Check mcp_agent.config.yaml. Attempting to continue",
      ['lost', 'connection-closed', 'unknown'],
    ],
    // HKUDS/DeepCode#47: the summary first, the session's close after it on a line without a clock.
    [
      'summary-then-close',
      "[ERROR] 2025-11-19T16:22:05 mcp_agent.mcp.mcp_aggregator.PlanAgent - Error loading server data: MCP Server: 'websearch': Failed to initialize with error: 'unhandled errors in a TaskGroup (1 sub-exception)'. Check mcp_agent.config.yaml. Attempting to continue\n[mcp_agent.mcp.mcp_agent_client_session] send_request failed: Connection closed",
      ['lost', 'connection-closed', 'unknown'],
    ],
    // A close a minute later is not the summary's reason.
    [
      'summary-then-later-close',
      "[ERROR] 2025-11-19T16:22:05 mcp_agent.mcp.mcp_aggregator.PlanAgent - Error loading server data: MCP Server: 'websearch': Failed to initialize with error: 'unhandled errors in a TaskGroup (1 sub-exception)'. Check mcp_agent.config.yaml. Attempting to continue\n[ERROR] 2025-11-19T16:23:09 mcp_agent.mcp.mcp_agent_client_session - send_request failed: Connection closed",
      ['failed', 'unknown', 'unknown'],
    ],
    // The summary alone says no reason: failed, cause unknown.
    [
      'summary-alone',
      "[ERROR] 2026-02-11T08:41:27 mcp_agent.mcp.mcp_aggregator.PlanAgent - Error loading server data: MCP Server: 'shell-exec': Failed to initialize with error: 'unhandled errors in a TaskGroup (1 sub-exception)'. Check mcp_agent.config.yaml. Attempting to continue",
      ['failed', 'unknown', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: LangGraph's tool-task note under the Python SDK's close", () => {
  it('is the tool call the close ended (SREGym/SREGym#291)', async () => {
    const r = await verdictOf('langgraph-note', "mcp.shared.exceptions.McpError: Connection closed\nDuring task with name 'process_tool_call' and id '6f1d2a4c-83be-4e07-9c55-1b7e0d9a42f3'");
    expect(r).toEqual(['tools/call', 'lost', 'connection-closed']);
  });
});

async function verdictOf(name: string, text: string): Promise<[string, string, string]> {
  const path = join(dir, `${name}.log`);
  writeFileSync(path, `${text}\n`);
  const r = await analyze([path]);
  expect(r.requests).toHaveLength(1);
  const q = r.requests[0]!;
  return [q.method, q.outcome, q.cause];
}

describe("host words: a result the client's SDK rejected against the tool's own outputSchema", () => {
  it.each([
    // nerding-io/n8n-nodes-mcp#255: n8n's community node (TypeScript SDK): the server answered, its structured content
    // did not fit its declared schema; the call failed on what the server returned, which it did finish.
    ['ts-structured-mismatch', "detail: Failed to execute operation: Failed to execute tool 'query_events': MCP error -32602: Structured content does not match the tool's output schema: data/window/start must be object"],
    // The TypeScript SDK's other rejection of the same kind (Client.callTool), and the Python SDK's (ClientSession.call_tool).
    ['ts-structured-missing', 'Error calling tool query_events: MCP error -32602: Tool query_events has an output schema but did not return structured content'],
    ['py-structured-invalid', 'Error calling tool query_events: Invalid structured content returned by tool query_events: 3 is not of type string'],
    // OpenHands/OpenHands#8285: the Python SDK's pydantic refusing the answer as the request's own result type, in the
    // words of the connect that made the request (a sandbox SSE endpoint answering tools/list with an empty object).
    ['py-result-type-on-connect', "17:46:48 - openhands:ERROR: client.py:64 - Error connecting to http://localhost:41217/sse: 1 validation error for ListToolsResult"],
    ['py-result-type-bare', 'pydantic_core._pydantic_core.ValidationError: 2 validation errors for CallToolResult'],
  ])('%s: failed on the server\'s answer, the server completed', async (name, line) => {
    expect(await verdict(name, line)).toEqual(['failed', 'server-error', 'completed']);
  });

  // aicu-icu/xhs-mcp-server#10: Cherry Studio's tool card, the TypeScript SDK's ZodError on the call's answer inside the
  // card's JSON string: a content block typed "error", which no MCP revision defines. The server answered, out of the protocol.
  it("a content block type no spec defines, refused by the client's result schema, is the server's answer at fault", async () => {
    expect(await verdict('content-type-error', String.raw`"text": "Error calling tool find_posts: Error: Error invoking remote method 'mcp:call-tool': [\n  {\n    \"code\": \"invalid_union\",\n    \"unionErrors\": [\n      {\n        \"issues\": [\n          {\n            \"received\": \"error\",\n            \"code\": \"invalid_literal\",\n            \"expected\": \"text\",\n            \"path\": [\n              \"content\",\n              0,\n              \"type\"\n            ],\n            \"message\": \"Invalid literal value\"\n          }\n        ]\n      }\n    ]\n  }\n]"`)).toEqual(['failed', 'server-error', 'completed']);
  });

  // A spec type the client's schema does not know yet (resource_link, 2025-06-18) is the client's older schema: no cause named.
  it('a spec content type the client does not know names no cause, the server still completed', async () => {
    expect(await verdict('content-type-resource-link', String.raw`"text": "Error calling tool find_posts: Error: Error invoking remote method 'mcp:call-tool': [\n  {\n    \"code\": \"invalid_union\",\n    \"unionErrors\": [\n      {\n        \"issues\": [\n          {\n            \"received\": \"resource_link\",\n            \"code\": \"invalid_literal\",\n            \"expected\": \"text\",\n            \"path\": [\n              \"content\",\n              0,\n              \"type\"\n            ],\n            \"message\": \"Invalid literal value\"\n          }\n        ]\n      }\n    ]\n  }\n]"`)).toEqual(['failed', 'unknown', 'completed']);
  });

  // Mearman/mcp-wayback-machine#3: LM Studio's own schema check of the tools a server listed, a tool's inputSchema.type
  // not "object" (every MCP revision fixes it): the server answered, outside the protocol. An issue elsewhere in the
  // listing does not say whose schema is behind.
  it.each([
    ['input-schema-type', '[ { "code": "invalid_literal", "expected": "object", "path": [ "tools", 1, "inputSchema", "type" ], "message": "Invalid literal value, expected \\"object\\"" } ]', ['failed', 'server-error', 'completed']],
    ['tool-name-type', '[ { "code": "invalid_type", "expected": "string", "received": "number", "path": [ "tools", 0, "name" ], "message": "Expected string, received number" } ]', ['failed', 'unknown', 'completed']],
  ])("a tools/list answer the host's schema check refused: %s", async (name, issues, want) => {
    expect(await verdict(`list-${name}`, `Failed to load plugin tools: ${issues}`)).toEqual(want);
  });

  it("a -32602 the server sent for the call's arguments is still the server's failure", async () => {
    expect(await verdict('args-32602', "Failed to execute tool 'query_events': MCP error -32602: Invalid arguments for tool query_events")).toEqual(['failed', 'server-error', 'failed']);
  });
});

describe("host words: a connect failure quoting the server process's exit", () => {
  it.each([
    // Jan relays the child's output in its failure: the container runtime its launcher needed could not run (janhq/jan#6630)
    ['go-exit-status', 'Failed to start MCP server browsermcp: Resolving dependencies Resolved, downloaded and extracted [2] Saved lockfile Error: cannot run conmon: exit status 127', ['lost', 'connection-closed', 'unknown']],
    ['exited-with-code', '2026-01-10 09:00:01 [ERROR] Failed to connect to MCP server notes: server process exited with code 1', ['lost', 'connection-closed', 'unknown']],
    // a tool quoting a command's exit code is that tool's failure, from a running server
    ['tool-exit-code', "2026-01-10 09:00:01 [error] Error calling tool 'run_tests': MCP error -32603: tests failed with exit code 1", ['failed', 'server-error', 'failed']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: an HTTP status inside the error a server answered a tool call with", () => {
  it.each([
    // Dify's MCP server plugin answers the call with its own failed call into the Dify app (hjlarry/dify-plugin-mcp_server#29,
    // a chat client's tool result; tool name ours): the server answered, the 500 is behind it.
    [
      'server-error-quoting-upstream-500',
      "Error calling tool 'docs_search': MCP error -32000: invoke app failed: request failed with status code: 500 and respond with: {\"message\": \"Internal Server Error\"}",
      ['failed', 'server-error', 'failed'],
    ],
    // The same answer under words that name no tool (a Dify agent's tool log: hjlarry/dify-plugin-mcp_server#41): still a
    // tool call's answer, so the same verdict.
    [
      'server-error-quoting-upstream-500-tool-unnamed',
      'Output: Call tool failed: McpError: MCP error -32000: invoke app failed: request failed with status code: 500 and respond with: {"message":"Internal Server Error","code":"unknown","status":500}',
      ['failed', 'server-error', 'failed'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: each line cited once', () => {
  async function cited(name: string, text: string): Promise<string[]> {
    const path = join(dir, `${name}.log`);
    writeFileSync(path, text);
    const r = await analyze([path]);
    return r.requests[0]!.evidence.map((e) => e.source.slice(e.source.lastIndexOf(':') + 1));
  }
  it('a request named by the line that also ended it cites that line once (the note that says what it means)', async () => {
    // Claude Desktop's sentence alone names the call and its end (anthropics/claude-code#66726).
    const lines = await cited('one-line', 'No result received from the Claude Desktop app after waiting 4 minutes. The local MCP server providing this tool may be unresponsive, crashed, or not running.\n');
    expect(lines).toEqual(['1']);
  });
  it('a request named on one line and ended on another cites both', async () => {
    // Claude Code's debug log: the call on one line, its idle abort on another (the shape of a Claude Code paste).
    const lines = await cited(
      'two-lines',
      "2026-07-18T17:40:20.339Z [] Calling MCP tool: createTicket\n2026-07-18T17:45:20.403Z [] Tool 'createTicket' aborting: no response or progress notification for 300s (idle timeout 300s)\n",
    );
    expect(lines).toEqual(['1', '2']);
  });
});

describe("host words: the client's OAuth registration failing after the server's 401", () => {
  it.each([
    // Cursor's connect, the registration endpoint refusing (obot-platform/obot#3406; names ours): the request was
    // refused for credentials before any work, as a 401 to its own POST.
    [
      'cursor-registration-401',
      '2025-07-15 15:06:46.734 [info] ocks: Connecting to streamableHttp server\n2025-07-15 15:06:48.678 [error] ocks: Client error for command Dynamic client registration failed: HTTP 401\n2025-07-15 15:06:48.679 [info] ocks: Client closed for command\n2025-07-15 15:06:48.679 [error] ocks: Error connecting to streamableHttp server, falling back to SSE: Dynamic client registration failed: HTTP 401',
      ['failed', 'server-error', 'failed'],
    ],
    // The server's authorization metadata offering no registration endpoint (github/github-mcp-server#1663; names ours).
    [
      'cursor-no-registration',
      '2025-12-20 23:12:55.360 [info] Connecting to streamableHttp server\n2025-12-20 23:12:55.858 [info] Using redirect URL {"url":"cursor://anysphere.cursor-mcp/oauth/callback"}\n2025-12-20 23:12:55.859 [error] Client error for command Incompatible auth server: does not support dynamic client registration\n2025-12-20 23:12:55.859 [info] Client closed for command\n2025-12-20 23:12:55.859 [error] Error connecting to streamableHttp server, falling back to SSE: Incompatible auth server: does not support dynamic client registration',
      ['failed', 'server-error', 'failed'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: the TypeScript SDK's Connection closed, by whom", () => {
  const frames = (closer: string[]): string =>
    [
      '    at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:106:23)',
      '    at _transport.onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:73:18)',
      ...closer,
    ].join('\n');
  it.each([
    // The host's own close() under the error: Gemini CLI's IDE client disconnected by its exit cleanup with the diff
    // call open (google-gemini/gemini-cli#8434): given up on purpose, no timer, no cancel.
    [
      'closed by the requester',
      `[DEBUG] [IDEClient] callTool for /w/src/a.ts failed: McpError: MCP error -32000: Connection closed\n${frames([
        '    at StreamableHTTPClientTransport.close (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js:246:69)',
        '    at Client.close (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:235:79)',
        '    at IdeClient.disconnect (file:///app/node_modules/@google/gemini-cli-core/dist/src/ide/ide-client.js:205:22)',
      ])}`,
      ['abandoned', 'unknown', 'unknown'],
    ],
    // The host closed its stdio transport: the SDK aborts the spawn's signal, Node kills the child and raises the
    // AbortError the transport answers with onclose — the frames end in abortChildProcess, not Client.close. A gateway's
    // console with the frames on the lines under its words (samanhappy/mcphub#33): given up on purpose.
    [
      'aborted by the requester',
      `Failed to connect client for server page-reader by error: McpError: MCP error -32000: Connection closed with stack: McpError: MCP error -32000: Connection closed\n${frames([
        '    at ChildProcess.<anonymous> (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:73:81)',
        '    at ChildProcess.emit (node:events:518:28)',
        '    at abortChildProcess (node:child_process:716:13)',
        '    at AbortSignal.onAbortListener (node:child_process:786:7)',
        '    at abortSignal (node:internal/abort_controller:433:3)',
      ])}\nServer 'sandbox-runner' is already connected.`,
      ['abandoned', 'unknown', 'unknown'],
    ],
    // … while the child exiting by itself raises it from Node's exit handling (samanhappy/mcphub#900): lost.
    [
      'exited under it',
      `Failed to connect client for server page-reader by error: McpError: MCP error -32000: Connection closed with stack: McpError: MCP error -32000: Connection closed\n${frames([
        '    at ChildProcess.<anonymous> (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:73:81)',
        '    at ChildProcess.emit (node:events:518:28)',
        '    at maybeClose (node:internal/child_process:1101:16)',
        '    at ChildProcess._handle.onexit (node:internal/child_process:304:5)',
      ])}\nServer 'sandbox-runner' is already connected.`,
      ['lost', 'connection-closed', 'unknown'],
    ],
    // The server's process exited: the stdio transport's own handler raised it (d-kimuson/modular-mcp#16): lost.
    [
      'closed under it',
      `[DEBUG] [IDEClient] callTool for /w/src/a.ts failed: McpError: MCP error -32000: Connection closed\n${frames([
        '    at ChildProcess.<anonymous> (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:88:77)',
        '    at ChildProcess.emit (node:events:519:28)',
      ])}`,
      ['lost', 'connection-closed', 'unknown'],
    ],
  ])('%s', async (name, text, expected) => {
    expect(await verdict(name.replace(/ /g, '-'), text)).toEqual(expected);
  });
});

describe('host words: the client refused the version the server answered with', () => {
  // Raycast's error panel copied as text (totocaster/arrowhead#12): the server completed the initialize, the client
  // did not know its version; no error came from the server.
  it('Raycast', async () => {
    const path = join(dir, 'raycast-version.txt');
    writeFileSync(path, 'Reason: Unsupported protocol version: unknown(protocolVersion: "2025-06-18")\nDomain: mcp\nTime: 17:08:55.316\nUnderlying: \n\tDomain: RaycastMCP.MCPClientError 2\n');
    const r = await analyze([path]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'unknown', 'completed']]);
  });
});

describe('host words: the client refused the result the server answered the initialize with', () => {
  // An rmcp router's line (homeassistant-ai/ha-mcp#360): the response to the initialize came, with another result than
  // an InitializeResult, and rmcp's client refused it; the server completed the request and sent no error.
  it('rmcp ExpectedInitResult', async () => {
    const path = join(dir, 'router-init-result.txt');
    writeFileSync(path, "Failed to initialize server 'homehub': expect initialized result, but received: Some(EmptyResult(EmptyObject))\n");
    const r = await analyze([path]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'unknown', 'completed']]);
  });
});

describe('host words: a connect refused before anything started', () => {
  it.each([
    // Goose rejected its own configuration of the extension (aaif-goose/goose#7496): no process, no request.
    ['config', "Warning: Failed to start extension 'ledger' (invalid config: Unknown platform extension: ledger), continuing without it", 0],
    // Goose's extension allowlist refused the configured command before spawning it (aaif-goose/goose#2007): no request.
    ['allowlist', "Extension 'mcp_ledger@latest' is not in the allowed extensions list. Command: '/Applications/Goose.app/Contents/Resources/bin/uvx mcp_ledger@latest'. If you require access please ask your administrator to update the allowlist.", 0],
    // The same warning over a handshake that broke: the initialize went out and was lost.
    ['handshake', "Warning: Failed to start extension 'ledger' (failed to initialize MCP client: connection closed: initialize response), continuing without it", 1],
    // Node's URL constructor refused the configured address (ERR_INVALID_URL): no transport, no connection, no request
    // (AnythingLLM, the address under a key it does not read: Mintplex-Labs/anything-llm#4575).
    ['url', 'Failed to start MCP server: vector-notes [ERR_INVALID_URL] Invalid URL', 0],
    // … and its bare message as GitHub Copilot's language server records a start that threw in the URL constructor
    // (microsoft/copilot-intellij-feedback#1211): the same, no request.
    // Goose Desktop's activation error around its stdio transport's StdioProcessError: an io::Error from the spawn itself
    // (mcp-client's spawn().map_err) means no process ran and no initialize was written, on any platform's wording…
    ['spawn-enoent', 'Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: "ledger", cmd: "ledger-mcp", args: [], envs: Envs { map: {} }, env_keys: [], timeout: Some(300), description: None, bundled: None }, McpServerError { method: "initialize", server: "", source: ServerBoxError(StdioProcessError("No such file or directory (os error 2)")) })', 0],
    ['spawn-eacces', 'Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: "ledger" }, McpServerError { method: "initialize", server: "", source: ServerBoxError(StdioProcessError("Permission denied (os error 13)")) })', 0],
    ['spawn-windows', 'Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: "ledger" }, McpServerError { method: "initialize", server: "", source: ServerBoxError(StdioProcessError("program not found")) })', 0],
    // … while the process's own stderr (a line, so it ends in a newline) is a process that ran and exited with the
    // handshake (aaif-goose/goose#3030): the initialize was lost with it, even when that line ends in an os error.
    ['exited', 'Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: "ledger" }, McpServerError { method: "initialize", server: "", source: ServerBoxError(StdioProcessError("could not fetch the package")) })', 1],
    ['exited-os-error', 'Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: "ledger" }, McpServerError { method: "initialize", server: "", source: ServerBoxError(StdioProcessError("Error: Permission denied (os error 13)\\n")) })', 1],
    ['url-bare', '[2026-01-13 19:42:59.247][error]   [ledger]message: Invalid URL stack: TypeError: Invalid URL\n    at new URL (node:internal/url:825:25)\n    at Abc.initTransport (C:\\snapshot\\copilot-client\\lib\\src\\mcp\\mcpStreamableServer.ts:18:50)', 0],
  ])('%s', async (name, line, n) => {
    const path = join(dir, `goose-${name}.txt`);
    writeFileSync(path, `${line}\n`);
    const r = await analyze([path], { all: true });
    expect(r.requests).toHaveLength(n);
  });
});

describe("host words: the Java client's initialization check refused the request unsent", () => {
  it.each([
    // McpAsyncClient.withInitializationCheck: the request waited for an initialize that never came and was never sent
    // (gradusnikov/eclipse-chatgpt-plugin#65), whichever client method asked; no server had it.
    ['tools/list', 'io.modelcontextprotocol.spec.McpError: Client must be initialized before listing tools'],
    ['logging/setLevel', 'io.modelcontextprotocol.spec.McpError: Client must be initialized before setting logging level'],
    ['completion/complete', 'io.modelcontextprotocol.spec.McpError: Client must be initialized before complete completions'],
  ])('%s', async (method, line) => {
    const path = join(dir, `java-init-check-${method.replace('/', '-')}.log`);
    writeFileSync(path, `${line}\n`);
    const r = await analyze([path], { all: true });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([[method, 'failed', 'unknown', 'unknown']]);
  });
});

describe('host words: a 401 is a refusal of credentials, whichever exchange got it', () => {
  it.each([
    // The SSE client's opening GET refused 401 (AnythingLLM's start failure, its error object as JSON:
    // Mintplex-Labs/anything-llm#3868): the client was turned away before any initialize; no work was done.
    [
      'sse-get-401',
      'Failed to start MCP server: ledger-remote {"error":"SSE error: Non-200 status code (401)","code":401,"stack":"Error: SSE error: Non-200 status code (401)\\n    at _eventSource.onerror (/app/server/node_modules/@modelcontextprotocol/sdk/dist/cjs/client/sse.js:73:31)"}',
      ['failed', 'server-error', 'failed'],
    ],
    // … while a refused GET with another 4xx says nothing of the request (elevenlabs/elevenlabs-mcp#18's 404).
    [
      'sse-get-404',
      'Failed to start MCP server: ledger-remote {"error":"SSE error: Non-200 status code (404)","code":404,"stack":"Error: SSE error: Non-200 status code (404)\\n    at _eventSource.onerror (/app/server/node_modules/@modelcontextprotocol/sdk/dist/cjs/client/sse.js:73:31)"}',
      ['failed', 'server-error', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: rmcp's send error is its transport failing", () => {
  it.each([
    // yilewang/llm-for-zotero#190: the worker could not read the initialize's answer (no content type) and quit.
    [
      'send-error-content-type',
      'Error: error creating thread: Fatal error: Failed to initialize session: required MCP servers failed to initialize: paperbox: handshaking with MCP server failed: Send message error Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::async_impl::client::Client>>] error: Unexpected content type: Some("missing-content-type; body: "), when send initialize request',
      ['lost', 'connection-closed', 'unknown'],
    ],
    // webfansplz/vite-plugin-vue-mcp#34: the initialize's POST could not be sent at all; the worker quit on it, so the
    // transport is gone with it (not only the request's stream, as reqwest's words alone would say).
    [
      'send-error-sending-request',
      'resources/list failed: failed to get client: MCP startup failed: handshaking with MCP server failed: Send message error Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<codex_rmcp_client::rmcp_client::StreamableHttpResponseClient>>] error: Client error: error sending request for url (http://localhost:5190/__mcp/sse), when send initialize request',
      ['lost', 'connection-closed', 'unknown'],
    ],
    // … while a status in the same words is the server's refusal, read first (openai/codex#5619's 400).
    [
      'send-error-400',
      'MCP client for `paperbox` failed to start: MCP startup failed: handshaking with MCP server failed: Send message error Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::async_impl::client::Client>>] error: Client error: HTTP status client error (400 Bad Request) for url (https://mcp.example.test/mcp/), when send initialize request',
      ['failed', 'server-error'],
    ],
  ])('%s', async (name, line, expected) => {
    // outcome and cause: what the server did with a refused POST is the status row's business (httpStatus)
    expect((await verdict(name, line)).slice(0, expected.length)).toEqual(expected);
  });
});

describe('host words: a failure restated without its reason after the words that gave one', () => {
  it('the reason decides (ref-tools/ref-tools-mcp#30: the registration refused, then the details view\'s status)', async () => {
    const text = 'Error: Dynamic client registration failed: HTTP 404\nDocsmith MCP Server ││ Status: ✘ failed   ││ URL: https://api.docsmith.example/mcp\n';
    const path = join(dir, 'restated.log');
    writeFileSync(path, text);
    const r = await analyze([path]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });
  it('the registration refused, printed alone by any client, is the connect refused (the last-resort reader reads it)', async () => {
    expect(await verdict('dcr-alone', 'Error: Dynamic client registration failed: HTTP 404')).toEqual(['failed', 'server-error', 'failed']);
  });
  it('a bare OAuth error class is the registration refused when its stack runs through registerClient (zeptonow/mcp#45)', async () => {
    // mcp-remote's connect error with the pid cut to [xxxxx] by the reporter: the class name alone ("ServerError") says
    // nothing, the frames under it say the authorization server answered the registration with an OAuth error.
    const lines = [
      '[xxxxx] Connecting to remote server: https://mcp.example.test/mcp',
      '[xxxxx] Using transport strategy: http-first',
      '[xxxxx] Connection error: ServerError',
      '    at parseErrorResponse (.../dist/chunk.js:10:12)',
      '    at async registerClient (.../dist/chunk.js:20:11)',
      '    at async StreamableHTTPClientTransport.send (.../dist/chunk.js:30:26) {',
      '  errorUri: undefined',
      '}',
    ];
    const path = join(dir, 'dcr-class-stack.log');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const r = await analyze([path]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });
  it('the same class from a registration that threw before any answer stays unknown', async () => {
    const lines = [
      '[4242] Connecting to remote server: https://mcp.example.test/mcp',
      '[4242] Connection error: TypeError: fetch failed',
      '    at async registerClient (.../dist/chunk.js:20:11)',
    ];
    const path = join(dir, 'dcr-fetch-failed.log');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const r = await analyze([path]);
    expect(r.requests.map((q) => q.serverState)).toEqual(['unknown']);
  });
  it('a status alone says only that the connect failed', async () => {
    expect(await verdict('status-alone', 'Docsmith MCP Server ││ Status: ✘ failed   ││ URL: https://api.docsmith.example/mcp')).toEqual(['failed', 'unknown', 'unknown']);
  });
});

describe('host words: the legacy SSE transport refusing a POSTed message', () => {
  it.each([
    // The SDK client's view of SSEServerTransport's refusal: no event stream was open for the session, so the message was
    // refused before any handler saw it (Azure-Samples/remote-mcp-functions-dotnet#14; the browser console's uncaught
    // rejection, modelcontextprotocol/python-sdk#583). Not a handler's 500: the server's state stays unknown.
    ['sse-refused-500', 'Error POSTing to endpoint (HTTP 500): SSE connection not established', ['failed', 'server-error', 'unknown']],
    [
      'sse-refused-500-console',
      'index-Dq3Vx8Ra.js:17472 Uncaught (in promise) Error: Error POSTing to endpoint (HTTP 500): SSE connection not established\n    at SSEClientTransport.send',
      ['failed', 'server-error', 'unknown'],
    ],
    // A 500 in the responder's own words to the request's POST is still its handler failing the request (obot-platform/obot#3419).
    ['handler-500', 'Error POSTing to endpoint (HTTP 500): Internal Server Error', ['failed', 'server-error', 'failed']],
    // The Python SDK SSE client's post_writer, httpx's words for the refused POST to the session's message endpoint (a
    // message route missing under a mount path: modelcontextprotocol/python-sdk#748): the status decides, no longer unread.
    // post_writer is the task that POSTs the message, so the status refused the message's own POST: serverState failed,
    // as for any 4xx refusal of the request's own exchange (docs/causes.md; awslabs/agentcore-samples#142's 403).
    ['post-writer-404', "Error in post_writer: Client error '404 Not Found' for url 'http://localhost:8000/notes/messages/?session_id=1b706ca366c7452c94219cfd42526313'", ['failed', 'server-error', 'failed']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: a connect or call refused on the client side of a connection', () => {
  it.each([
    // Windsurf's SSE client refused the endpoint event naming another origin than the stream (idosal/git-mcp#43):
    // the connect failed on what the server announced; no initialize was posted, so the server's side is unknown.
    [
      'windsurf-endpoint-origin',
      '`Error: failed to start mcp sse client: Endpoint origin does not match connection origin tools.example.dev. Check your configuration.`',
      ['initialize', 'failed', 'server-error', 'unknown'],
    ],
    // A stream or connect that merely failed keeps its own reading: the Windsurf prefix alone does not make it the
    // server's refusal (the same sentence with a refused connection: lost with the connection).
    [
      'windsurf-refused-connection',
      '`Error: failed to start mcp sse client: connect: connection refused. Check your configuration.`',
      ['initialize', 'lost', 'connection-closed', 'unknown'],
    ],
    // McpHub's guard in Cline and its forks (cline/cline#6635): no connection held for the server, nothing sent.
    [
      'hub-no-connection',
      "Error executing MCP tool:\nNo connection found for server: ledger (C:\\Tools\\ledger.exe -mcp). Please make sure to use MCP servers available under 'Connected MCP Servers'.",
      ['tools/call', 'lost', 'connection-closed', 'unknown'],
    ],
  ])('%s', async (name, text, expected) => {
    const path = join(dir, `${name}.txt`);
    writeFileSync(path, `${text}\n`);
    const r = await analyze([path]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([expected]);
  });
});

// MoonshotAI/kimi-cli#677: httpx's 4xx words under a Python client's connect to a streamable HTTP URL answer the
// initialize's own POST (its first request); a /sse URL's status, or a 405, answered a stream's GET instead.
describe("host words: httpx's status under a connect's words", () => {
  it.each([
    [
      'streamable-400',
      "Unexpected error: Failed to connect MCP servers: {'docs': HTTPStatusError(\"Client error '400 Bad Request' for url 'https://mcp.docs.example/mcp'\\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/400\")}",
      ['failed', 'server-error', 'failed'],
    ],
    [
      'sse-400',
      "Unexpected error: Failed to connect MCP servers: {'docs': HTTPStatusError(\"Client error '400 Bad Request' for url 'https://mcp.docs.example/sse'\")}",
      ['failed', 'server-error', 'unknown'],
    ],
    [
      'streamable-405',
      "Unexpected error: Failed to connect MCP servers: {'docs': HTTPStatusError(\"Client error '405 Method Not Allowed' for url 'https://mcp.docs.example/mcp'\")}",
      ['failed', 'server-error', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: an HTTP status in rmcp's words for a message it could not send", () => {
  it.each([
    // rmcp sends a message by POSTing it, so the status in "Transport send error" is the answer to the request's own
    // POST, refused: the work was not done (samanhappy/mcphub#524, Codex's TUI behind a gateway).
    [
      'rmcp-send-400',
      'tool call error: tool call failed for `relay/run_cmd`\nCaused by:\n    tools/call failed: Transport send error: Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::async_impl::client::Client>>] error: Client error: HTTP status client error (400 Bad Request) for url (http://127.0.0.1:3010/mcp)',
      ['failed', 'server-error', 'failed'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: a call the client's own side refused before sending it", () => {
  it.each([
    // LibreFang's taint check at the call's sink (librefang/librefang#2677)
    ['taint', "Error: MCP tool call failed: taint violation: sensitive value in MCP argument '$.path' (blocked by sink 'mcp_tool_call')"],
    // the TypeScript SDK client's capability check (its assertCapabilityForMethod)
    ['capability', 'Error calling tool lookup: Error: Server does not support tools (required for tools/call)'],
  ])('%s: failed, the server never had it, and the why says so', async (name, line) => {
    expect(await verdict(name, line)).toEqual(['failed', 'unknown', 'unknown']);
    const r = await analyze([join(dir, `${name}.log`)]);
    expect(r.requests[0]!.summary).toMatch(/before it was sent: the client's side refused the call itself \(".+"\); no server had the request\.$/);
  });
});

describe('host words: a 307/308 read as a redirect not followed only from a server access line', () => {
  const summaryOf = async (name: string, text: string): Promise<[string, string, string, string] | null> => {
    const path = join(dir, `${name}.log`);
    writeFileSync(path, `${text}\n`);
    const q = (await analyze([path], { tz: 'UTC' })).requests[0];
    return q === undefined ? null : [q.outcome, q.cause, q.serverState, q.summary];
  };
  it.each([
    // mcp-remote's send refused (the TypeScript SDK's StreamableHTTPClientTransport.send wording), here with a 307.
    ['remote-307', '[318804] [Local→Remote] tools/call\n[318804] Error from remote server: Error: Error POSTing to endpoint (HTTP 307): Temporary Redirect', /^Tools\/call was refused with HTTP 307\.$/],
    // .NET's HttpClient refusing the status under the C# SDK's connect (alphavantage/alpha_vantage_mcp#1's grammar), a 308.
    ['dotnet-308', 'System.Net.Http.HttpRequestException: Response status code does not indicate success: 308 (Permanent Redirect).\n   at ModelContextProtocol.Client.SseClientSessionTransport.ConnectAsync(CancellationToken cancellationToken)', /^Initialize was refused with HTTP 308\.$/],
  ])("%s: a client's row carrying a redirect's status says no more than the status", async (name, text, words) => {
    const got = await summaryOf(name, text);
    expect(got?.slice(0, 3)).toEqual(['failed', 'unknown', 'unknown']);
    expect(got![3]).toMatch(words);
  });
  it.each([
    ['308 Permanent Redirect', /HTTP 308, a redirect, and the capture shows no repeat of the request at the new location/],
    ['307 Temporary Redirect', /HTTP 307, a redirect, and the capture shows no repeat of the request at the new location/],
  ])("the access line's own redirect %s stays the redirect not followed", async (status, words) => {
    const got = await summaryOf(`access-${status.slice(0, 3)}`, `INFO:     127.0.0.1:53712 - "POST /mcp HTTP/1.1" ${status}`);
    expect(got?.slice(0, 3)).toEqual(['failed', 'unknown', 'unknown']);
    expect(got![3]).toMatch(words);
  });
});

describe("host words: Claude Code's refusal of an answer too large to pass on", () => {
  it.each([
    // The server answered in full; Claude Code would not pass it to the model (GuDaStudio/codexmcp#4): failed at the
    // host, the server's work done — with or without the call header above the result line.
    [
      'headerless',
      '  ⎿  Error: MCP tool "delegate" response (94702 tokens) exceeds maximum allowed tokens (25000). Please use pagination, filtering, or limit parameters to reduce the response size.',
      ['failed', 'unknown', 'completed'],
    ],
    [
      'under its header',
      '⏺ docs - fetch_page (MCP)(url: "https://example.test")\n  ⎿  Error: MCP tool "fetch_page" response (30608 tokens) exceeds maximum allowed tokens (25000). Please use pagination, filtering, or limit parameters to reduce the response size.',
      ['failed', 'unknown', 'completed'],
    ],
    // Another error result under the same header is the server's answer, which failed the call (the general reading).
    ['other result', '⏺ docs - fetch_page (MCP)(url: "https://example.test")\n  ⎿  Error: page not found', ['failed', 'server-error', 'failed']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

// The verdict reads the reader's fact (HostSaid.answerRefused), not the row's name: the same words from a row without
// the fact are read as any host's failure (failed, the server's state unknown: nothing says it answered), and the fact
// decides under any row.
describe('host words: the answer-refused fact decides, whatever the row', () => {
  const TOO_LARGE = 'MCP tool "fetch_page" response (30608 tokens) exceeds maximum allowed tokens (25000)';
  it.each([
    ['the fact, on the Claude Code row', 'claude-code/transcript-output-too-large', true, ['failed', 'unknown', 'completed']],
    ['the fact, on another row', 'generic/other-host-refusal', true, ['failed', 'unknown', 'completed']],
    ['no fact, on the Claude Code row', 'claude-code/transcript-output-too-large', false, ['failed', 'unknown', 'unknown']],
  ] as const)('%s', (_what, phrase, refused, want) => {
    const c = new Capture({ session: 'docs#1', transport: null });
    c.add({ kind: 'host-log', text: `Error: ${TOO_LARGE}`, said: { phrase, kind: 'failed', method: 'tools/call', target: 'fetch_page', error: TOO_LARGE, ...(refused ? { answerRefused: true as const } : {}) } });
    const [t] = run(c.events).requests;
    const got = classify(t!);
    const read = [got.outcome, got.cause, got.serverState];
    expect(read).toEqual(want);
  });
});
