/**
 * Server logs of the Python SDK (`mcp`) and FastMCP: the low-level server's "Processing request
 * of type <X>Request" (mcp/server/lowlevel/server.py) and FastMCP's timing middleware.
 */
import type { HostPhrase } from './phrase.js';

/** The legacy SSE transport's handle_post_message on a traceback's stack (the row's doc in pythonSdkPhrases). */
export const SSE_POST_INTO_CLOSED_SESSION = 'python-sdk/sse-post-into-closed-session';
/**
 * The source line Python prints under that frame for the write of the accepted message, after the 202
 * (`await writer.send(session_message)` in mcp/server/sse.py; a reporter's autocorrect may have made it `writer. Send(`).
 */
export const SSE_POST_WRITE_RE = /\bwriter\.\s*send\(\s*session_message\s*\)/i;
/**
 * The exception a write into the session's closed stream raises (anyio's memory stream: ClosedResourceError when this
 * end was closed, BrokenResourceError when the reading end was), as a traceback's last line (an exception group's `| `
 * bar before it, or the line a wrapped paste joined it to) or memory.py's `raise` of it.
 */
export const SSE_POST_CLOSED_RE = /(?:^|[\s|])(?:anyio\.)?(?:ClosedResourceError|BrokenResourceError)\s*$/;

/** The SDK's request class names → wire methods (mcp/types.py). */
const REQUEST_TYPES: ReadonlyArray<readonly [string, string]> = [
  ['CallToolRequest', 'tools/call'],
  ['ListToolsRequest', 'tools/list'],
  ['ListResourcesRequest', 'resources/list'],
  ['ListResourceTemplatesRequest', 'resources/templates/list'],
  ['ReadResourceRequest', 'resources/read'],
  ['SubscribeRequest', 'resources/subscribe'],
  ['UnsubscribeRequest', 'resources/unsubscribe'],
  ['ListPromptsRequest', 'prompts/list'],
  ['GetPromptRequest', 'prompts/get'],
  ['CompleteRequest', 'completion/complete'],
  ['SetLevelRequest', 'logging/setLevel'],
  ['PingRequest', 'ping'],
];

/**
 * The SDK's warnings as Python's logging prints them when the server configured no handler (its
 * last-resort handler: the bare message, no level, no clock): lines of their own, not continuations.
 */
export const PYTHON_SDK_BARE_WARNINGS: readonly HostPhrase[] = [
  {
    // The last line of the traceback under the Streamable HTTP transport's "Error handling POST request" when the
    // client went away while the server was still reading its POST (starlette raises ClientDisconnect from
    // request.body()): the client hung up on the exchange, without a cancel; the SDK's 500 answer went nowhere
    // (tadata-org/fastapi_mcp#259: the body never reached the transport and the client gave up; strands-agents/harness-sdk#1852
    // and modelcontextprotocol/python-sdk#2064, #3469: a client disconnecting mid-request). A line of its own, never the
    // rest of the record above: it says what ended the exchange that record failed on.
    id: 'python-sdk/client-disconnect',
    said: 'connection-closed',
    hint: 'ClientDisconnect',
    re: /^(?<error>(?:starlette\.requests\.)?ClientDisconnect)\s*$/,
    speaker: 'server',
    seen: ['tadata-org/fastapi_mcp#259', 'strands-agents/harness-sdk#1852', 'modelcontextprotocol/python-sdk#3469'],
  },
  {
    // The SSE server transport's `handle_post_message` for a session_id it does not hold (a restart lost
    // it, or another worker has it): it logs this warning and answers the POST 404 "Could not find
    // session"; uvicorn's access line for that 404 follows (PrefectHQ/fastmcp#831). The message the POST
    // carried is not in the log.
    id: 'python-sdk/sse-session-not-found',
    said: 'session-not-found',
    hint: 'Could not find session for ID',
    re: /Could not find session for ID: (?<error>\S+)/,
    seen: ['PrefectHQ/fastmcp#831'],
  },
  {
    // The legacy SSE server transport's handle_post_message raising, as a traceback frame: it answers the POST 202
    // Accepted and only then writes the message into the session's stream (mcp/server/sse.py), so an exception through
    // it is that write failing, the session's streams already closed because its GET /sse stream ended (sse_starlette's
    // http.disconnect, then anyio.ClosedResourceError at the next POST for that session_id:
    // modelcontextprotocol/python-sdk#1227). The message never reached the server's handler and its answer has no stream
    // to travel on: lost with the session. The frame names no method. A traceback printed without its indentation, as
    // pasted, is read alike. But the frame is on the stack for the body's read before any answer too, and for the
    // parse-error path's write of the error after its 400: the Python SDK server log's reader keeps the row's word only
    // with the evidence of the write after the 202 (SSE_POST_WRITE_RE, SSE_POST_CLOSED_RE: formats/server-logs.ts).
    // A ClientDisconnect under it (the body never read) is the client's leaving, read by python-sdk/client-disconnect
    // on the traceback's last line. Newer SDKs name the method `_handle_post_message`.
    id: SSE_POST_INTO_CLOSED_SESSION,
    said: 'session-not-found',
    accepted: true,
    hint: 'handle_post_message',
    re: /[\\/]mcp[\\/]server[\\/]sse\.py", line \d+, in (?<error>_?handle_post_message)\s*$/,
    speaker: 'server',
    seen: ['modelcontextprotocol/python-sdk#1227'],
  },
  {
    // pydantic refusing a notification the peer sent as none of the SDK's notification types, the method it
    // carried quoted as the input: a server on the SDK before 1.3 (no cancellation) reading the client's
    // notifications/cancelled ("5 validation errors for ClientNotification / ProgressNotification.method / Input
    // should be 'notifications/progress' [type=literal_error, input_value='notifications/cancelled', …]") crashed on
    // it; the client had given up on a request the line does not name (MarkusPfundstein/mcp-gsuite#21, fixed by
    // modelcontextprotocol/python-sdk#167). One line per union member, each quoting the same input: the timeline
    // counts the instant's repeats once.
    id: 'python-sdk/cancel-notification-refused',
    said: 'cancelled',
    received: true,
    hint: "input_value='notifications/cancelled'",
    re: /\[type=literal_error, (?<error>input_value='notifications\/cancelled')/,
    seen: ['MarkusPfundstein/mcp-gsuite#21'],
  },
  {
    // The same refusal's members that quote the notification's params, the cancel's own fields: the request it
    // withdrew and the requester's reason ("Field required [type=missing, input_value={'requestId': 9, 'reason'...
    // -2: Request timed out'}, input_type=dict]", pydantic cutting a long value with '...': the reason is then
    // only its tail). Claude Desktop's SDK timer gave up on request 9 and the pre-1.3 server crashed reading the
    // cancel (modelcontextprotocol/python-sdk#147, #144). Only a cancel carries requestId and reason together.
    id: 'python-sdk/cancel-params-refused',
    said: 'cancelled',
    received: true,
    hint: "input_value={'requestId': ",
    re: /input_value=\{'requestId': (?<id>-?\d+|'[^']*'), 'reason'(?:: '|\.\.\. ?)(?<error>[^'}]*)'?\}/,
    seen: ['modelcontextprotocol/python-sdk#147'],
  },
  {
    // The session's own record of a cancel it took but could not act on (BaseSession._receive_loop logs "Failed to
    // validate notification: <why>. Message was: <the notification's pydantic repr>" through the root logger): the
    // repr names the request the cancel withdrew and the requester's reason, quoted the way Python quotes a dict
    // (`method='notifications/cancelled' params={'requestId': 2, 'reason': 'McpError: MCP error -32001: Request timed
    // out'} jsonrpc='2.0'`). The SDK 1.x server over SSE failed so when the cancel reached a request whose responder
    // had not been entered yet ("RequestResponder must be used as a context manager": modelcontextprotocol/python-sdk#503);
    // whatever the why, the cancel arrived, which is what the row says. Only the repr of a cancel carries this method.
    id: 'python-sdk/cancel-notification-repr',
    said: 'cancelled',
    received: true,
    hint: "method='notifications/cancelled' params={'requestId': ",
    re: /\bmethod='notifications\/cancelled' params=\{'requestId': '?(?<id>(?<=')[^']+|-?\d+)'?(?:, 'reason': '(?<error>[^']*)')?/,
    seen: ['modelcontextprotocol/python-sdk#503'],
  },
  {
    // The session refusing a request it could not validate (BaseSession._receive_loop, SDK ≥ 1.10: it logs
    // "Failed to validate request: <why>" through the root logger and answers the request with JSON-RPC error
    // -32602 "Invalid request parameters", instead of the RuntimeError that used to crash the session). The usual
    // why is a request on a session whose handshake had not completed ("Received request before initialization was
    // complete": a client that skipped notifications/initialized, or a stateless route that lost the session), one
    // line per refused request. In a server's log the refused request is the client's: it failed, refused by the
    // server, and never ran. Printed as Python logging's default ("WARNING:root:…": wenb1n-dev/mysql_mcp_server_pro#52,
    // modelcontextprotocol/python-sdk#1844), bare when no handler is configured (lanbaoshen/mcp-jenkins#35), or in
    // Rich's console with the reply printed under it (hyperskill/enlighter-content#77). Not "Failed to validate
    // notification": a notification gets no answer, nothing a requester waits on.
    id: 'python-sdk/request-refused-invalid',
    said: 'failed',
    hint: 'Failed to validate request: ',
    re: /\bFailed to validate request: (?<error>\S.*?)\s*$/,
    speaker: 'server',
    seen: ['wenb1n-dev/mysql_mcp_server_pro#52', 'lanbaoshen/mcp-jenkins#35', 'modelcontextprotocol/python-sdk#1844', 'hyperskill/enlighter-content#77'],
  },
  {
    // The same refusal in the SDK before it answered with -32602 (≤ 1.9): ServerSession._received_request raised
    // `RuntimeError: Received request before initialization was complete`, the last line of the exception group the
    // crashed session printed (mcp/server/session.py under shared/session.py's _receive_loop). The request that came
    // before the handshake completed was refused by the server and never ran; the crash took the session with it.
    // Pasted as the traceback's tail from a server behind a client that skipped notifications/initialized
    // (junjiem/dify-plugin-tools-mcp_sse#19, the fix in the client: junjiem/dify-plugin-agent-mcp_sse#9;
    // sparfenyuk/mcp-proxy#40; modelcontextprotocol/python-sdk#423).
    id: 'python-sdk/request-before-initialization-raised',
    said: 'failed',
    hint: 'Received request before initialization was complete',
    re: /\bRuntimeError: (?<error>Received request before initialization was complete)\b/,
    speaker: 'server',
    seen: ['junjiem/dify-plugin-tools-mcp_sse#19', 'junjiem/dify-plugin-agent-mcp_sse#9', 'sparfenyuk/mcp-proxy#40', 'modelcontextprotocol/python-sdk#423'],
  },
  {
    // The last line of the traceback a server on the SDK prints when a request it was answering had already been
    // answered by the SDK's own cancellation path: RequestResponder.cancel() answers a request the client cancelled
    // (notifications/cancelled) and marks it completed, and the handler's respond() after it trips `assert not
    // self._completed, "Request already responded to"` (mcp/shared/session.py), raised inside the session's task group so
    // that the session goes down with it. The SDK's cancellation race (modelcontextprotocol/python-sdk#1152, the
    // CancelledError path fixed in 1.12; #2416, the cancel landing between a finished handler and its respond, 1.27): a
    // client cancel arrived before any answer went out — Claude Code's Esc, a client's timer (jacob-bd/gemini-notebook-mcp-cli#165,
    // #251). The cancel is the server's news, its reason not in the line; whether the handler had finished depends on the
    // SDK's version, which the line does not carry. The request is not named: only that one was cancelled.
    id: 'python-sdk/cancelled-then-responded',
    said: 'cancelled',
    received: true,
    hint: 'Request already responded to',
    // An exception group prints it under its bars ('    | AssertionError: …'); the frame's source line is not it.
    re: /^[\s|]*AssertionError: (?<error>Request already responded to)\s*$/,
    speaker: 'server',
    seen: ['jacob-bd/gemini-notebook-mcp-cli#165', 'modelcontextprotocol/python-sdk#1152', 'modelcontextprotocol/python-sdk#2416'],
  },
  {
    // The SDK's own record of that race handled (1.12 on, modelcontextprotocol/python-sdk#1153, at INFO in
    // mcp.server.lowlevel.server): the client's notifications/cancelled for request <id> reached the server while the
    // handler was still running; RequestResponder.cancel() answered it and cancelled the handler's scope, and the
    // handler's own answer was dropped: `Request <id> cancelled - duplicate response suppressed`. The cancel is the
    // server's news, its reason not in the line; whether the tool's work had finished before the handler was
    // interrupted the line does not say (PrefectHQ/fastmcp#4434: the tool logged its completion in the same second).
    id: 'python-sdk/cancelled-response-suppressed',
    said: 'cancelled',
    received: true,
    hint: 'cancelled - duplicate response suppressed',
    re: /\bRequest (?<id>\S+) cancelled - duplicate response suppressed\b/,
    speaker: 'server',
    seen: ['PrefectHQ/fastmcp#4434', 'modelcontextprotocol/python-sdk#1153'],
  },
];

/** The server's `Processing request of type <X>` record, one row per request type (formats/server-logs.ts also reads it bare). */
export const pythonSdkProcessingPhrases: readonly HostPhrase[] = REQUEST_TYPES.map(([type, method]) => ({
  id: `python-sdk/processing-${method.replace(/\//g, '-')}`,
  said: 'request-sent' as const,
  hint: 'Processing request of type',
  // Unanchored: the reader puts the logger's name in front (`mcp.server.lowlevel.server Processing …`).
  re: new RegExp(`\\bProcessing request of type ${type}\\b`),
  method,
  seen: ['PrefectHQ/fastmcp#1069', 'modelcontextprotocol/python-sdk#147'],
}));

/**
 * The low-level Python SDK server's run loop ending on an error: a traceback frame through `Server.run`'s
 * `async with ServerSession(` (its source line, under `File ".../mcp/server/__init__.py", line N, in run`, a
 * box-drawn `|` before it inside an ExceptionGroup) is printed only when an exception escaped the session's task group
 * and so Server.run itself; an app that runs it with `anyio.run`/`asyncio.run`, as the SDK's examples do, ends there,
 * and its stdio connection with it. Answering a request after the client's read end had gone raised anyio's
 * BrokenResourceError, which escaped that way (Python SDK 1.x in a Claude Desktop server log, theposch/gmail-mcp#1, whose
 * last words are that traceback, with no close line after it). The process's end: whatever was open is lost.
 */
export const pythonServerRunEnded: HostPhrase = {
  id: 'python-sdk/server-run-escaped',
  said: 'connection-closed',
  hint: 'async with ServerSession(',
  re: /^[\s|]*async with ServerSession\($/,
  scope: 'connection',
  seen: ['theposch/gmail-mcp#1'],
};

export const pythonSdkPhrases: readonly HostPhrase[] = [
  ...pythonSdkProcessingPhrases,
  {
    // The Streamable HTTP session manager admitting a session (StreamableHTTPSessionManager, stateful mode: a POST with
    // no Mcp-Session-Id header gets a transport of its own and a fresh id, logged at INFO before the opening request is
    // served; 1.x and 2.x alike, `_admit_session` in 2.3.0). The server's side of a session opening, nothing of a
    // request: the POST it came with is the client's initialize, answered after it (anthropics/claude-ai-mcp#1005: this
    // line and the POST's 200, then nothing; under `%(levelname)s - %(message)s`: hawkxtreme/mini-ai-1c#67). No method:
    // the answer is the access line's, and a log that stops here holds no initialize still waiting.
    id: 'python-sdk/session-created',
    said: 'connecting',
    speaker: 'server',
    hint: 'Created new transport with session ID: ',
    re: /\bCreated new transport with session ID: \S+/,
    scope: 'connection',
    seen: ['anthropics/claude-ai-mcp#1005', 'hawkxtreme/mini-ai-1c#67', 'mcp 2.3.0 runs (test/fixtures/ingest/python-sdk/2.3.0-http-resumed)'],
  },
  {
    // The Streamable HTTP transport ending a session it holds (StreamableHTTPServerTransport.terminate, logged at INFO
    // before it closes every request stream and the session's read and write streams): on the client's DELETE, on the
    // session's idle timeout, after its run crashed, or as the session manager shuts down. Whatever the session was
    // still handling has no stream left to answer on: it ends with the session's connection. Not the stateless
    // transport's `Terminating session: None`, the end of its one exchange (SDK_HTTP_EXCHANGES in server-logs.ts), which
    // the SDK's maintainers keep apart from this INFO record of a real session's end (modelcontextprotocol/python-sdk#2329).
    id: 'python-sdk/session-terminated',
    said: 'connection-closed',
    speaker: 'server',
    hint: 'Terminating session: ',
    re: /\b(?<error>Terminating session): (?!None\b)\S+\s*$/,
    scope: 'connection',
    seen: ['modelcontextprotocol/python-sdk#2329', 'mcp 2.3.0 runs (test/fixtures/ingest/python-sdk/2.3.0-http-resumed, 2.3.0-http-cut)'],
  },
  {
    // The Streamable HTTP session manager's own record that a session's run ended in an exception
    // ("Stateless session crashed", "Session <id> crashed"), typically the client going away mid-call (the
    // write stream closed under a running tool: blockscout/mcp-server#445, strands-agents/harness-sdk#1852,
    // modelcontextprotocol/python-sdk#2741): the session, and whatever it was handling, is gone. Not the
    // handler's failure (the error-record rule in formats/host-lines.ts).
    id: 'python-sdk/session-crashed',
    said: 'connection-closed',
    hint: 'ession ',
    re: /\b(?<error>(?:Stateless session|Session \S+) crashed\b.*)$/,
    scope: 'connection',
    seen: ['blockscout/mcp-server#445', 'strands-agents/harness-sdk#1852', 'modelcontextprotocol/python-sdk#2741'],
  },
  {
    // The Streamable HTTP transport's own record of a POST it could not hand to its session (StreamableHTTPServerTransport.
    // _handle_post_request's `except Exception`: logger.exception("Error handling POST request"), then an HTTP 500 with
    // JSON-RPC -32603 "Error handling POST request: <err>"). The message the POST carried failed on the server, never
    // handled: the session's stream was already closed under it (anyio.ClosedResourceError from writer.send, a torn-down
    // session: taylorwilsdon/google_workspace_mcp#36), or the session's run had crashed (modelcontextprotocol/python-sdk#2741).
    // The record names no method. When the traceback under it ends in starlette's ClientDisconnect the client had hung up
    // first: python-sdk/client-disconnect reads that line, and the exchange is the client's leaving, not this failure.
    id: 'python-sdk/post-handling-error',
    said: 'failed',
    hint: 'Error handling POST request',
    re: /(?:^|[\s-])(?<error>Error handling POST request)\s*$/,
    speaker: 'server',
    seen: ['taylorwilsdon/google_workspace_mcp#36', 'modelcontextprotocol/python-sdk#2741'],
  },
  {
    // The Streamable HTTP session manager as the app's lifespan ends (StreamableHTTPSessionManager.run's finally):
    // it cancels the task group every session runs in, so whatever a session was still handling is dropped with its
    // transport — the server going down, not a handler's failure (four tool calls announced, then "StreamableHTTP
    // session manager shutting down" and the lifespan's exception group: modelcontextprotocol/python-sdk#1104; the
    // same line right after the POSTs of a client's first calls: PrefectHQ/fastmcp#659; open SSE answers cut at
    // Ctrl+C: modelcontextprotocol/python-sdk#2150). An error record after it is that teardown's, not a handler's.
    id: 'python-sdk/session-manager-shutting-down',
    said: 'connection-closed',
    hint: 'StreamableHTTP session manager shutting down',
    re: /\b(?<error>StreamableHTTP session manager shutting down)\b/,
    scope: 'connection',
    seen: ['modelcontextprotocol/python-sdk#1104', 'PrefectHQ/fastmcp#659', 'modelcontextprotocol/python-sdk#2150'],
  },
  ...PYTHON_SDK_BARE_WARNINGS,
];

export const fastmcpPhrases: readonly HostPhrase[] = [
  {
    // FastMCP's TimingMiddleware, after the handler returned.
    id: 'fastmcp/request-completed-in',
    said: 'completed',
    hint: ' completed in ',
    re: /\bRequest (?<method>[\w/]+) completed in (?<elapsed>[\d.]+\s*m?s)\b/,
    seen: ['PrefectHQ/fastmcp#2083'],
  },
  {
    // FastMCP's tool manager when a tool raised: it logs "Error calling tool '<name>'" (the name as Python's
    // repr, the exception's text after a colon unless error details are masked) and answers the call with that
    // text as a ToolError (fastmcp/tools/tool_manager.py). In the server's own log: the call failed in the
    // server's tool (sooperset/mcp-atlassian#649; the masked form reaches clients bare: sooperset/mcp-atlassian#486).
    id: 'fastmcp/tool-manager-error',
    said: 'failed',
    hint: "Error calling tool '",
    re: /\bError calling tool '(?<target>[^'\s]+)'(?::\s*(?<error>\S.*?))?\s*$/,
    method: 'tools/call',
    seen: ['sooperset/mcp-atlassian#649'],
  },
  {
    // FastMCP's managers listing a mounted (proxied) server's tools, resources, templates or prompts log a WARNING and
    // skip the mount when its client raised: "Failed to get tools from server: '<name>', mounted at: '<prefix>': <e>"
    // (tools/tool_manager.py and its siblings, 2.x). When <e> is the client's own "Client failed to connect: <why>"
    // (client.py wraps whatever broke under the handshake in it), that mount's initialize failed, the why deciding the
    // verdict ("Connection closed": a stdio server that exited before answering, PrefectHQ/fastmcp#1531). One connect
    // per mount: the prefix names the server. A listing that failed for another reason is not read here.
    id: 'fastmcp/mounted-connect-failed',
    said: 'failed',
    hint: 'Client failed to connect: ',
    re: /\bFailed to get (?:tools|resources|templates|prompts) from server: .*?, mounted at: '(?<server>[^']*)': Client failed to connect: (?<error>\S.*?)(?:\s{2,}[\w.-]+\.py:\d+)?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['PrefectHQ/fastmcp#1531'],
  },
  {
    // FastMCP's RequireAuthMiddleware once it has answered a request whose credentials it refused: it sends the 401/403
    // JSON body with its WWW-Authenticate challenge, then logs "Auth error returned: <error> (status=<status>)"
    // (fastmcp/server/auth/middleware.py). The message reached no handler: the client's request refused by the server's
    // authentication, whatever the transport (docs/causes.md: a 401 is a refusal, failed / server-error). Every POST to
    // /mcp refused invalid_token after the OAuth flow had completed: googleads/google-ads-mcp#99.
    id: 'fastmcp/auth-error-returned',
    said: 'http-status',
    hint: 'Auth error returned: ',
    re: /\bAuth error returned: (?<error>[a-z_]+) \(status=(?<status>4\d\d)\)/,
    seen: ['googleads/google-ads-mcp#99'],
  },
  ...pythonSdkPhrases,
];

/** The client session's methods (mcp/client/session.py ClientSession) → the requests they send. */
export const CLIENT_SESSION_METHODS: ReadonlyArray<readonly [string, string]> = [
  ['initialize', 'initialize'],
  ['send_ping', 'ping'],
  ['list_tools', 'tools/list'],
  ['call_tool', 'tools/call'],
  ['list_resources', 'resources/list'],
  ['list_resource_templates', 'resources/templates/list'],
  ['read_resource', 'resources/read'],
  ['subscribe_resource', 'resources/subscribe'],
  ['unsubscribe_resource', 'resources/unsubscribe'],
  ['list_prompts', 'prompts/list'],
  ['get_prompt', 'prompts/get'],
  ['complete', 'completion/complete'],
  ['set_logging_level', 'logging/setLevel'],
];

/**
 * The Python SDK's client as applications print it (tracebacks, an agent's tool error), read by the
 * reader of last resort: whatever app wraps the SDK, these words are the SDK's.
 */
export const pythonSdkClientPhrases: readonly HostPhrase[] = [
  {
    // anyio refusing to close the client transport's task group from a task other than the one that opened it: an app
    // entered `streamablehttp_client(…)` (or `sse_client`) in one task and its exit stack closed it in another (Open
    // WebUI's tool-server check after its upgrade: the traceback runs contextlib's aclose into streamablehttp_client,
    // open-webui/open-webui#23962, #24001). The transport was being closed when it raised: its teardown, not a
    // request's failure; a request still waiting then has nothing to carry its answer.
    // An app may log anyio's sentence without the class, after its own words about closing its MCP client (QwenPaw's
    // "Error during MCP client cleanup: Attempted to exit cancel scope …" when a skill is disabled and its client closed
    // from another task: agentscope-ai/QwenPaw#1767): the same teardown. Without the class or such words it is prose.
    // So are the words of the SDK's own example chat client, which apps copy with its Server class: its cleanup logs
    // "Error during cleanup of server <name>: <error>" (examples/clients/simple-chatbot; modelcontextprotocol/python-sdk#252,
    // a Pydantic AI agent built on that class: coleam00/ottomator-agents#16), and the OpenAI Agents SDK's MCP server
    // classes, whose cleanup() logs "Error cleaning up server: <error>" when closing their exit stack fails (servers
    // connected in a request's task and cleaned up in a background task: openai/openai-agents-python#1393). Both
    // sentences are other programs' too; with anyio's refusal after them they are an MCP client's exit stack.
    // anyio words the refusal two ways: "… in a different task than it was entered in" when the scope's host task is
    // another, "Attempted to exit a cancel scope that isn't the current task's current cancel scope" (older anyio:
    // "tasks's") when it is not the innermost scope of the task closing it — the same cross-task teardown.
    id: 'python-sdk/client-teardown-other-task',
    said: 'connection-closed',
    hint: 'Attempted to exit',
    re: /^(?=.*?(?:RuntimeError: Attempted|\bMCP (?:client|session)s? (?:cleanup|clean-up|close|closing|shutdown|teardown)\b|\bError during cleanup of server [^\s:][^:]*: Attempted|\bError cleaning up server: Attempted)).*?(?:^|[\s:|])(?<error>(?:RuntimeError: )?Attempted to exit (?:cancel scope in a different task than it was entered in|a cancel scope that isn't the current tasks?'s current cancel scope))\s*$/,
    scope: 'connection',
    seen: ['open-webui/open-webui#23962', 'open-webui/open-webui#24001', 'agentscope-ai/QwenPaw#1767', 'modelcontextprotocol/python-sdk#252', 'coleam00/ottomator-agents#16', 'openai/openai-agents-python#1393'],
  },
  {
    // The same reader cut mid-stream, after the connect: httpx's words for a peer that closed the event
    // stream ("peer closed connection without sending complete message body (incomplete chunked read)"), or
    // no words at all — httpx's ReadTimeout has an empty message, the SDK's SSE read timeout (5 minutes by
    // default) ending an idle stream (Home Assistant's MCP integration: "[mcp.client.sse] Error in
    // sse_reader: " after 5 minutes without events, home-assistant/core#140667; modelcontextprotocol/python-sdk#607).
    // Newer SDKs log it with logger.exception and no colon ("Error in sse_reader", the exception's name on the
    // traceback's last line under it: "httpcore.ReadTimeout" in mcpo's log, open-webui/mcpo#235).
    // The connect had succeeded (the reader runs once the stream's headers are in): the session's transport
    // is gone, no handshake failed. A message sent after it has nothing to carry its answer.
    id: 'python-sdk/sse-reader-stream-cut',
    said: 'connection-closed',
    hint: 'Error in sse_reader',
    re: /Error in sse_reader(?:\s*$|:(?:\s*$|\s*(?<error>(?:peer closed connection without sending complete message body|incomplete chunked read|(?:httpx2?\.|httpcore2?\.)?(?:ReadTimeout|RemoteProtocolError|ReadError)\b|Server disconnected without sending a response).*)))$/,
    scope: 'connection',
    seen: ['home-assistant/core#140667', 'modelcontextprotocol/python-sdk#607', 'open-webui/mcpo#235'],
  },
  {
    // The SDK's legacy SSE client: its reader of the event stream failed during the connect (e.g. the
    // URL answered an HTML page: "Expected response header Content-Type to contain 'text/event-stream',
    // got 'text/html'", derisk-ai/OpenDerisk#94). The session never got going.
    id: 'python-sdk/sse-reader-error',
    said: 'failed',
    hint: 'Error in sse_reader: ',
    re: /Error in sse_reader: (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['derisk-ai/OpenDerisk#94'],
  },
  {
    // The same sentence with no reason at all: the exception that stopped post_writer printed no text, as httpx's
    // timeout exceptions do (ReadTimeout raised from the transport's own timer carries an empty message). The POST went
    // out with httpx's 5 s default while the SDK did not pass the session's timeout to it (fixed in
    // modelcontextprotocol/python-sdk#666, whose author traced this empty line to it; #534 and
    // openai/openai-agents-python#517 the same), so a call the server answered slower than that died on the client's
    // own read timer — four concurrent calls on a FastMCP server whose tool blocks 10 s (PrefectHQ/fastmcp#280). The
    // client gives up on the message without a cancel; the words name none. With its traceback under it the record
    // names the exception (the reader of last resort puts the traceback's last line in the empty slot:
    // formats/jsonrpc-in-text.ts PY_EMPTY_SLOT_RE): httpx's own timers are this row, anything else the next one's.
    id: 'python-sdk/post-writer-no-reason',
    said: 'timer-fired',
    timer: 'host',
    hint: 'rror in post',
    re: /Error in post[_ ]writer:\s*(?:(?:httpx2?\.|httpcore2?\.)?(?:ReadTimeout|WriteTimeout|PoolTimeout)\s*)?$/,
    seen: ['PrefectHQ/fastmcp#280', 'modelcontextprotocol/python-sdk#666', 'modelcontextprotocol/python-sdk#534'],
  },
  {
    // The SDK's clients (legacy SSE and Streamable HTTP) POST each message from a post_writer task and
    // log what broke it — "Error in post_writer: <why>" — without failing the pending request: the
    // caller's call_tool stays stuck (modelcontextprotocol/python-sdk#906: "Error in post_writer: Server
    // disconnected without sending a response."; the same sentence with an exception group under it,
    // #1070; an empty reason when the exception has no text, #534, openai/openai-agents-python#517;
    // "Error in post writer:" in 1.6's wording, #666). The message it was carrying is whatever the
    // client had just sent: the words name none, the verdict reads the reason. httpx's status error there
    // ("Client error '403 Forbidden' for url '…'": raise_for_status on that POST, awslabs/agentcore-samples#142) is
    // the status the message's own POST was answered with: the row reads it as this request's (host-words.ts: a
    // refusal of the request's own exchange, serverState failed for a 4xx, docs/causes.md).
    id: 'python-sdk/post-writer-error',
    said: 'failed',
    hint: 'rror in post',
    re: /Error in post[_ ]writer: ?(?<error>(?:(?:Server|Client) error '(?<status>[45]\d\d)\b|\S).*)?$/,
    seen: ['modelcontextprotocol/python-sdk#906', 'modelcontextprotocol/python-sdk#1070', 'modelcontextprotocol/python-sdk#534', 'modelcontextprotocol/python-sdk#666', 'openai/openai-agents-python#517'],
  },
  {
    // The SDK's legacy SSE client raises httpx's status error on the GET of the event stream (its
    // `raise_for_status`), the connect itself; a traceback's last line, whatever app wraps the SDK
    // (mcp-use/mcp-use#26, google/adk-python#2707: '502 Bad Gateway' for url '…/sse'). An app that prints only the
    // error's text drops the class: the sentence alone, on a line of its own or quoted (`Client error '401
    // Unauthorized' for url 'http://<gateway>:8811/sse'` from an ADK agent behind an MCP gateway that wanted auth:
    // docker/compose-for-agents#162). httpx's words with an SSE endpoint's URL are that connect's either way.
    id: 'python-sdk/sse-connect-http-status',
    said: 'http-status',
    hint: " error '",
    re: /(?:httpx2?\.HTTPStatusError: |^[\s`"']*)(?:Server|Client) error '(?<status>\d{3})[^']*' for url '(?<error>[^']*\/sse\/?)'/,
    method: 'initialize',
    scope: 'connection',
    seen: ['mcp-use/mcp-use#26', 'google/adk-python#2707', 'docker/compose-for-agents#162'],
  },
  {
    // The same status error on the Streamable HTTP client's POST of a message (`_handle_post_request`'s
    // `raise_for_status`), which names no message: on a connection that has carried nothing it is the
    // initialize, the first POST (google/adk-python#3708: "Server error '504 Gateway Time-out' for url
    // '…'", surfaced as "Cancelled by cancel scope"). httpx raises this for any request, an LLM API's too:
    // only a URL with "mcp" in it is taken for an MCP endpoint's. An app that prints the exception as its class's bare
    // name and its message (`f"{type(e).__name__}: {e}"`) drops the module: a script's own summary of the transport's
    // task group, "Sub-exception 1: HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:…/mcp'",
    // over a traceback cut before httpx's frames (HLND2T/CS2_VibeSignatures#33). httpx's sentence is the same.
    id: 'python-sdk/post-http-status',
    said: 'http-status',
    hint: 'HTTPStatusError: ',
    re: /(?:\bhttpx2?\.|(?:^|[\s:|])(?=HTTPStatusError))HTTPStatusError: (?:Server|Client) error '(?<status>\d{3})[^']*' for url '(?<error>[^']*mcp[^']*)'/i,
    sending: true,
    seen: ['google/adk-python#3708', 'HLND2T/CS2_VibeSignatures#33'],
  },
  {
    // v1 `BaseSession.send_request`'s read timeout (McpError, code 408); that generation sends no
    // notifications/cancelled (protocol/reasons.ts). `Waited 5.0 seconds` (float) or, older,
    // `Waited 0:00:05 seconds` (a timedelta): openai/openai-agents-python#1026, modelcontextprotocol/python-sdk#407.
    id: 'python-sdk/client-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Timed out while waiting for response to ',
    re: /(?<error>Timed out while waiting for response to \w+\. Waited (?:(?<limit>\d+(?:\.\d+)? seconds)|[\d:.]+ seconds)\.?)/,
    seen: ['openai/openai-agents-python#1026', 'modelcontextprotocol/python-sdk#407'],
  },
  {
    // The Streamable HTTP client's own INFO lines as the handshake's answer arrives: the session id from its headers,
    // the protocol version from its InitializeResult (`mcp.client.streamable_http:_maybe_extract_session_id_from_response
    // - Received session ID: …`, `… - Negotiated protocol version: 2025-11-25`: Open WebUI's loguru log,
    // open-webui/open-webui#27795, OVINC-CN/OpenWebUI#231; `INFO mcp.client.streamable_http — Received session ID: …`:
    // TencentCloud/Octop#487; the module alone as logging's logger field, `… - streamable_http - INFO - Received session
    // ID: …`, an app whose format names the module: openai/openai-agents-python#1404). The server's transport module has
    // the same name but never says these sentences. The initialize was answered: a message refused after them is not
    // the handshake.
    id: 'python-sdk/client-session-id-received',
    said: 'connected',
    hint: 'Received session ID: ',
    re: /(?:\bmcp\.client\.|(?:^|\s)- )streamable_http\b.*?\bReceived session ID: \S+/,
    method: 'initialize',
    scope: 'connection',
    seen: ['open-webui/open-webui#27795', 'TencentCloud/Octop#487'],
  },
  {
    id: 'python-sdk/client-protocol-negotiated',
    said: 'connected',
    hint: 'Negotiated protocol version: ',
    re: /(?:\bmcp\.client\.|(?:^|\s)- )streamable_http\b.*?\bNegotiated protocol version: \S+/,
    method: 'initialize',
    scope: 'connection',
    seen: ['open-webui/open-webui#27795', 'OVINC-CN/OpenWebUI#231'],
  },
  {
    // The same sentence with its head cut by a reporter's elision, only the SDK's own tail kept ("Failed ... Waited
    // 60.0 seconds.": an agent service's connect whose initialize got a web page, Datus-ai/Datus-agent#1337). The
    // float with its period after "Waited" is the SDK's grammar; the elision says words were cut before it.
    id: 'python-sdk/client-timed-out-elided',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Waited ',
    re: /(?:\.{3}|…)\s*(?<error>Waited (?<limit>\d+\.\d+ seconds)\.)\s*$/,
    seen: ['Datus-ai/Datus-agent#1337'],
  },
  {
    // The CancelledError of a wait for an answer that the reader of last resort found inside the SDK's own per-request
    // timer (formats/jsonrpc-in-text.ts PY_WAIT_TIMER: anyio's fail_after frame, send_request's under it, the wait,
    // then the CancelledError, which it marks): the timer's deadline, as the McpError the chain would end in
    // says. AstrBot printed the chain 20 s after the call, at its per-call timeout (AstrBotDevs/AstrBot#2698, #2955).
    id: 'python-sdk/request-timer-scope-cancelled',
    said: 'timer-fired',
    timer: 'sdk',
    hint: "inside send_request's fail_after",
    re: /(?<error>(?:asyncio\.(?:exceptions\.)?)?Cancell\S*(?:[^()]*)?) \(cancelled inside send_request's fail_after\)$/,
    seen: ['AstrBotDevs/AstrBot#2698'],
  },
  {
    // … and that chain cut before its CancelledError, the send_request frame under fail_after marked by the reader
    // (formats/jsonrpc-in-text.ts PY_WAIT_TIMER_CUT: anyio's WouldBlock, then the exception raised handling it, which
    // under anyio 4 can only be the wait's cancel): the same timer. AstrBot's traceback 20 s after the call, its
    // per-call timeout, the paste cut in the frame under send_request (AstrBotDevs/AstrBot#2939).
    id: 'python-sdk/request-timer-wait-cut',
    said: 'timer-fired',
    timer: 'sdk',
    hint: "the wait under send_request's fail_after",
    re: /(?<error>File "[^"]*[\\/]mcp[\\/]shared[\\/]session\.py", line \d+, in send_request) \(the wait under send_request's fail_after, cancelled; the printout stops before its exception\)$/,
    seen: ['AstrBotDevs/AstrBot#2939'],
  },
  {
    // The same wait with no timer, ended by an anyio cancel scope (formats/jsonrpc-in-text.ts PY_WAIT_SCOPE: send_request's
    // frame, the wait under it, then "CancelledError: Cancelled via cancel scope …", which the reader marks): the client
    // transport's task group cancelled the session's wait because its reader or writer failed (the server unreachable:
    // microsoft/agent-framework#5667 and its fix #5687; an error status: #7699). The transport failed under the request;
    // the failure itself, when the printout shows it, is another line's (an HTTPStatusError the rows above read).
    id: 'python-sdk/request-wait-scope-cancelled',
    said: 'connection-closed',
    hint: "send_request's wait by its task group",
    re: /(?<error>(?:asyncio\.(?:exceptions\.)?)?CancelledError: Cancelled (?:by|via) cancel scope [0-9a-f]+) \(cancelled in send_request's wait by its task group\)$/,
    scope: 'connection',
    seen: ['microsoft/agent-framework#5667', 'microsoft/agent-framework#7699', 'openai/openai-agents-python#1049'],
  },
  {
    // The Python SDK client's `Session terminated` ending an app's error record right under httpx's record of a POST to an
    // MCP path answered 404 (formats/jsonrpc-in-text.ts PY_404_SESSION_TERMINATED restates the record at httpx's line):
    // the SDK words every 404 to a POST so (mcp/client/streamable_http.py), and the app's record names no method. A kagent
    // agent's cached session presented to a tool server redeployed under it (kagent-dev/kmcp#108; kagent-dev/kagent#1418
    // traces the same chain): the request failed with its session unknown to the server. The method stays unnamed (the
    // verdict reads the words: protocol/reasons.ts session-unknown).
    id: 'python-sdk/post-404-session-terminated',
    said: 'failed',
    hint: "words for the 404 to the POST above",
    re: /(?<error>Session terminated)\s+\(the Python SDK client's words for the 404 to the POST above\)$/,
    status: 404,
    seen: ['kagent-dev/kmcp#108'],
  },
  {
    // The connect cancelled by the transport's task group, printed by the app ("Cancelled by cancel scope …"), then
    // asyncio's report of the SDK client transport's generator failing as the app closed it, the group's box under it
    // cut before any exception line (formats/jsonrpc-in-text.ts PY_TRANSPORT_CUT marks the generator's line): the
    // transport failed under the handshake (an unreachable server: openai/openai-agents-python#1288, whose reporter
    // names the ConnectError the box would end in). When the box shows its error, that line is read instead.
    id: 'python-sdk/transport-group-failed',
    said: 'connection-closed',
    hint: "the transport's task group failed",
    re: /(?<error>an error occurred during closing of asynchronous generator <async_generator object \w+ at 0x[0-9A-Fa-f]+>) \(the transport's task group failed; the printout stops before its error\)$/,
    scope: 'connection',
    // A message was in flight when the group failed: on a connection that carried nothing, the initialize.
    sending: true,
    seen: ['openai/openai-agents-python#1288'],
  },
  {
    // A TimeoutError out of anyio's fail_after that an app put around the call (formats/jsonrpc-in-text.ts
    // PY_FAIL_AFTER_APP): pydantic-ai's `with anyio.fail_after(self.timeout):` around the session's initialize, its
    // deadline 5 s by default (pydantic/pydantic-ai#2401, the maintainer naming that line; #1833 added it). The app's
    // own deadline: it stops waiting without a cancel on the wire (the scope's cancel is local).
    id: 'python-sdk/app-fail-after-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'raised by fail_after around the call',
    re: /(?<error>(?:asyncio\.(?:exceptions\.)?)?TimeoutError) \(raised by fail_after around the call\)$/,
    seen: ['pydantic/pydantic-ai#2401'],
  },
  {
    // … and the SDK's own per-request fail_after in send_request (1.x's read timeout), when the printout stops before
    // the McpError "Timed out while waiting…" it becomes (the row above for it reads the same timer).
    id: 'python-sdk/send-request-fail-after-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: "raised by send_request's fail_after",
    re: /(?<error>(?:asyncio\.(?:exceptions\.)?)?TimeoutError) \(raised by send_request's fail_after\)$/,
    seen: ['AstrBotDevs/AstrBot#2698'],
  },
  // A traceback frame inside ClientSession: the request that method sends was under way
  // (langchain-ai/langchain-mcp-adapters#142: `… mcp/client/session.py", line 263, in call_tool`). The path may
  // start at the package, as a traceback abbreviated to its packages prints it (`File "mcp\client\session.py",
  // line 133, in initialize` under `File "fastmcp\client\client.py"`: PrefectHQ/fastmcp#1172).
  ...CLIENT_SESSION_METHODS.map(([fn, method]) => ({
    id: `python-sdk/client-session-${fn.replace(/_/g, '-')}`,
    said: 'request-sent' as const,
    hint: 'session.py", line ',
    re: new RegExp(`["/\\\\]mcp[/\\\\]client[/\\\\]session\\.py", line \\d+, in ${fn}$`),
    method,
    seen: ['langchain-ai/langchain-mcp-adapters#142', 'PrefectHQ/fastmcp#1172'],
  })),
  // The same frame in a traceback an app stored as a JSON string (its error file, a tool result quoting it): the
  // lines joined by escaped newlines, the quotes escaped once per level (agentscope-ai/QwenPaw#1970: `…
  // mcp/client/session.py\\\", line 529, in list_tools\\n …` inside a tool result's text).
  ...CLIENT_SESSION_METHODS.map(([fn, method]) => ({
    id: `python-sdk/client-session-${fn.replace(/_/g, '-')}-escaped`,
    said: 'request-sent' as const,
    hint: 'session.py\\',
    // The lookbehind starts a match only at the first of a run of slashes: without it every slash of a long run
    // was a start that scanned the rest of the run again (quadratic on a line of slashes).
    re: new RegExp(String.raw`(?<![/\\])[/\\]+mcp[/\\]+client[/\\]+session\.py\\+", line \d+, in ${fn}\\+n`),
    method,
    seen: ['agentscope-ai/QwenPaw#1970'],
  })),
  {
    // anyio's EndOfStream where the session read its answer: the stream's other end was closed, nothing
    // more can come ("send_request failed: EndOfStream() (EndOfStream)": lastmile-ai/mcp-agent#151).
    id: 'python-sdk/end-of-stream',
    said: 'connection-closed',
    hint: 'EndOfStream',
    re: /(?:^|[\s:|])(?<!\braise )(?<error>(?:anyio\.)?EndOfStream)(?:\(\))?(?: \(EndOfStream\))?:?\s*$/,
    scope: 'connection',
    seen: ['lastmile-ai/mcp-agent#151'],
  },
  {
    // The Streamable HTTP client (1.x) reading a request's SSE answer stream (`_handle_sse_response`, the stream its
    // POST opened) logs "Error reading SSE stream:" with the exception when the read breaks, and hands the exception to
    // the session instead of an answer: the request it was carrying is left without one. When the read timed out it is
    // the client's own read timer on that stream (sse_read_timeout, five minutes by default: "consistently after exactly
    // 5 minutes", the maintainer pointing at that default, PrefectHQ/fastmcp#937; a tool running 10–20 minutes,
    // PrefectHQ/fastmcp#442): the client stops waiting and sends no cancel. The exception comes on the next line (a
    // condensed Rich record prints its name alone, "ReadTimeout"), read with this line as its label; a traceback under
    // the label ends in the exception's own line, which python-sdk/httpx-read-timeout reads.
    id: 'python-sdk/sse-response-read-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Error reading SSE stream: ',
    re: /\bError reading SSE stream: (?<error>(?:httpx2?\.|httpcore2?\.)?ReadTimeout\b.*)$/,
    seen: ['PrefectHQ/fastmcp#937', 'PrefectHQ/fastmcp#442'],
  },
  {
    // The same read broken otherwise (the server or a proxy closing the answer stream: httpx's "peer closed connection
    // without sending complete message body"): the request's own stream was cut under it (reasons.ts reads why).
    id: 'python-sdk/sse-response-read-failed',
    said: 'failed',
    hint: 'Error reading SSE stream: ',
    re: /\bError reading SSE stream: (?<error>(?!Traceback\b)\S.*)$/,
    seen: ['PrefectHQ/fastmcp#937'],
  },
  {
    // httpx's own read timeout on the Streamable HTTP client's exchange (a client built without the SDK's
    // factory gets httpx's 5 s default): the transport task dies with httpx.ReadTimeout, wrapped in an
    // ExceptionGroup, and the call is given up without a cancel (PrimeIntellect-ai/prime-agent#784,
    // NVIDIA/NeMo-Agent-Toolkit#1889). The client's HTTP layer's timer, not the SDK's. It fires in the send of a
    // message (the POST waiting for its response), which the line does not name: on a connection that has carried
    // nothing it is the initialize (pydantic/pydantic-ai#1880: an SSE-only server under the Streamable HTTP
    // client, 'something to do with the initialize step').
    id: 'python-sdk/httpx-read-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'httpx',
    re: /(?:^|[\s:|])(?<!\braise )(?<error>httpx2?\.(?:ReadTimeout|WriteTimeout|PoolTimeout)\b.*)$/,
    sending: true,
    seen: ['PrimeIntellect-ai/prime-agent#784', 'NVIDIA/NeMo-Agent-Toolkit#1889', 'pydantic/pydantic-ai#1880'],
  },
  {
    // The Python SDK 1.x's McpError when the transport ended under a request (the stdio server process
    // exited during the handshake: "mcp.shared.exceptions.McpError: Connection closed",
    // langchain-ai/langchain-mcp-adapters#265). The traceback's frames in ClientSession name the request. 2.x renamed
    // the class MCPError and raises it with the same message (shared/jsonrpc_dispatcher.py's CONNECTION_CLOSED outcome
    // in mcp 2.3.0; its __str__ is the message): a real 2.3.0 client whose stdio server died under a tools/call printed
    // `mcp.shared.exceptions.MCPError: Connection closed` at its traceback's end.
    id: 'python-sdk/connection-closed',
    said: 'connection-closed',
    hint: 'Error: Connection closed',
    // An app may add where it stored the details after the error ("Unknown agent error: McpError: Connection closed
    // (Details: /tmp/…json)": agentscope-ai/QwenPaw#1970).
    re: /(?:^|[\s:])(?<error>(?:mcp\.shared\.exceptions\.)?M(?:cp|CP)Error: Connection closed)(?:\s*\([^()]*\))?\s*$/,
    scope: 'connection',
    seen: ['langchain-ai/langchain-mcp-adapters#265', 'agentscope-ai/QwenPaw#1970'],
  },
  {
    // mcp-agent's client session logging the SDK's McpError as send_request raised it ("send_request failed:
    // Connection closed": HKUDS/DeepCode#105, #47): the transport ended under the request, which the line
    // does not name (the traceback or the app's words beside it do).
    id: 'python-sdk/send-request-closed',
    said: 'connection-closed',
    hint: 'send_request failed: ',
    re: /\bsend_request failed: (?<error>Connection closed)\s*$/,
    scope: 'connection',
    seen: ['HKUDS/DeepCode#105', 'HKUDS/DeepCode#47'],
  },
  {
    // The traceback's last line: the session's memory stream was already closed, so the request could
    // not even be written (langchain-ai/langchain-mcp-adapters#142): the session is gone under it. An
    // app's log line that ends with the exception says the same (its message is empty, so the line ends
    // in the name, a colon or "()"): "… - openhands:ERROR: loop.py:24 - ClosedResourceError:"
    // (OpenHands/OpenHands#9103), "MCP call failed: ClosedResourceError: "
    // (NousResearch/hermes-paperclip-adapter#104), "Error: ClosedResourceError()"
    // (langchain-ai/langchain-mcp-adapters#78). Not the frame that raises it (`raise ClosedResourceError`).
    id: 'python-sdk/closed-resource',
    said: 'connection-closed',
    hint: 'ClosedResourceError',
    re: /(?:^|[\s:])(?<!\braise )(?<error>(?:anyio\.)?ClosedResourceError)(?:\(\))?:?\s*$/,
    scope: 'connection',
    seen: ['langchain-ai/langchain-mcp-adapters#142', 'OpenHands/OpenHands#9103', 'NousResearch/hermes-paperclip-adapter#104', 'langchain-ai/langchain-mcp-adapters#78'],
  },
  {
    // A traceback's last line, the Python SDK 1.x's McpError carrying the message of the JSON-RPC error the server
    // answered (BaseSession.send_request raises McpError(response.error) for it): "mcp.shared.exceptions.McpError: GET
    // <service-url>: 422 <service-error>" under the Agents SDK's "Error invoking MCP tool <tool_name>: …", a tool whose
    // upstream API refused the query (openai/openai-agents-python#879). The SDK's own texts in that exception (its read
    // timeout, "Connection closed", the "Session terminated" it synthesizes for a 404) are the rows above and the
    // reasons', not the server's. Only the fully qualified name opening the line: the exception itself, not an app's
    // words quoting it. The line names no request: the timeline joins it to the failure logged above it. 2.x's class is
    // MCPError, raised the same way for an error the server answered (a real 2.3.0 run: `MCPError: Unknown resource: …`
    // for a resources/read, `MCPError: Session not found` for the 404 body of a server that forgot the session; an
    // unknown or raising tool is an isError result there, nothing raised); its own texts there (its timer's
    // "Request '<method>' timed out", "SSE stream ended …") are rows of their own.
    id: 'python-sdk/server-error-raised',
    said: 'failed',
    hint: 'mcp.shared.exceptions.M',
    re: /^(?<error>mcp\.shared\.exceptions\.M(?:cp|CP)Error: (?!Connection closed\b|Timed out while waiting\b|Session terminated\b|Request timed out\b|Request '[^']*' timed out\b|SSE stream ended\b)\S.*?)\s*$/,
    seen: ['openai/openai-agents-python#879'],
  },
  {
    // The Streamable HTTP client transport closing its session: on exit it sends DELETE with the session id
    // (terminate_session in mcp/client/streamable_http.py) and logs "Session termination failed: <status>" when the
    // answer is neither 2xx nor 405, or "Session termination failed: <exception>" when the DELETE itself raised. The
    // client is closing the session it no longer uses: nothing a requester waits on failed (PrefectHQ/fastmcp#1747: the
    // tools listed fine, then a 404 to each closing DELETE because the server had already dropped the session). The
    // bare status form is the SDK's whatever the handler printed around it (none: the last-resort handler's bare
    // message); the exception form only under the SDK's logger name, since other programs word their own
    // session teardown the same way.
    id: 'python-sdk/session-termination-failed',
    said: 'connection-closed',
    hint: 'Session termination failed: ',
    re: /(?:^|[\s:\]|-])Session termination failed: (?:(?<status>[1-5]\d\d)\s*$|(?<=mcp\.client\.streamable_http\b.*)(?<error>\S.*?)\s*$)/,
    scope: 'connection',
    seen: ['PrefectHQ/fastmcp#1747', 'sandialabs/atlas-ui-3#540'],
  },
];

/**
 * httpx's (or httpcore's, or h11's) protocol error when the peer closed the exchange: before any response
 * ("Server disconnected without sending a response.": PrefectHQ/fastmcp#444, #236) or inside a streamed body
 * ("peer closed connection without sending complete message body (incomplete chunked read)":
 * a2aproject/a2a-samples#144). Under an MCP client it is the POST of a message, which the line does not name;
 * the error's words tell the verdict (protocol/reasons.ts EXCHANGE_RE). Every HTTP client in Python prints
 * it, LLM API calls too: these rows read a text only a Python SDK client frame has made an MCP log
 * (formats/jsonrpc-in-text.ts), never claim one alone. The cause and the final error say the same once:
 * only the message is kept, so the second line restates the first.
 */
export const pythonHttpxExchangePhrases: readonly HostPhrase[] = [
  {
    id: 'python-sdk/httpx-remote-protocol-error',
    said: 'failed',
    hint: 'RemoteProtocolError: ',
    // Not on the listening GET stream's printout (jsonrpc-in-text.ts PY_GET_STREAM): no request waited on that stream.
    re: /^(?!.*\(on the session's listening GET stream\)\s*$).*?(?:^|[\s:|])(?:httpx2?|httpcore2?|h11(?:\._util)?)\.RemoteProtocolError: (?<error>(?:Server disconnected without sending a response|peer closed connection without sending complete message body)[^\n]*?)\s*$/,
    sending: true,
    seen: ['PrefectHQ/fastmcp#444', 'PrefectHQ/fastmcp#236', 'a2aproject/a2a-samples#144'],
  },
  {
    // httpx's connect failure: the server could not be reached at all ("httpx.ConnectError: All connection
    // attempts failed", "[Errno 111] Connection refused": MoonshotAI/kimi-cli#1296 in a client's words).
    id: 'python-sdk/httpx-connect-error',
    said: 'failed',
    hint: 'ConnectError: ',
    re: /^(?!.*\(on the session's listening GET stream\)\s*$).*?(?:^|[\s:|])(?:httpx2?|httpcore2?)\.ConnectError: (?<error>\S.*?)\s*$/,
    sending: true,
    seen: ['MoonshotAI/kimi-cli#1296'],
  },
  {
    // httpx's own INFO line for every request it made (the `httpx` logger: `HTTP Request: POST <url> "HTTP/1.1 404 Not
    // Found"`), which a Python MCP client's log shows once logging is at INFO, as `INFO:httpx:…` or in the app's own
    // format (mcpo's `2025-07-21 07:53:29,661 - INFO - HTTP Request: POST http://…/mcp/ "HTTP/1.1 404 Not Found"`:
    // open-webui/mcpo#209; langchain-ai/langchain-mcp-adapters#364). A POST to an MCP path refused with a status is
    // the client's message refused; a 2xx says nothing of a request's end.
    id: 'python-sdk/httpx-request-refused',
    said: 'http-status',
    hint: 'HTTP Request: POST ',
    re: /\bHTTP Request: POST (?=\S*\/(?:mcp|sse|messages?)\b)\S+ "HTTP\/[\d.]+ (?<status>[45]\d\d)(?: (?<error>[A-Za-z' -]+?))?"/,
    sending: true,
    seen: ['open-webui/mcpo#209', 'langchain-ai/langchain-mcp-adapters#364'],
  },
  {
    // httpx's line for the legacy SSE client's GET of the event stream answered 200: the stream is open, and on HTTP
    // with SSE the session is the stream's, named by the endpoint event before any message. A client that first tried
    // Streamable HTTP (its POST to the same URL refused 405) opens a new connection here: the first message it POSTs
    // after it is that session's initialize (oraios/serena#487: the message POST then redirected out of the proxied
    // prefix and refused 404).
    id: 'python-sdk/httpx-sse-stream-opened',
    said: 'connecting',
    hint: 'HTTP Request: GET ',
    re: /\bHTTP Request: GET \S*\/sse\/?(?:\?\S*)? "HTTP\/[\d.]+ 200\b/,
    scope: 'connection',
    sseSession: true,
    seen: ['oraios/serena#487'],
  },
  {
    // httpcore's DEBUG trace of the same exchange (`receive_response_headers.complete return_value=(b'HTTP/1.1', 404,
    // b'Not Found', [...headers])`): the status of the response to the request it just sent, the line httpx's INFO
    // line restates after it (langchain-ai/langchain-mcp-adapters#364, the paste cut inside the httpx line). Only a
    // refusal; like the rows above it reads a text something else made an MCP client's log. Both name no message
    // (`sending`): httpx's line under httpcore's is the same refusal restated, not a second POST's.
    id: 'python-sdk/httpcore-response-refused',
    said: 'http-status',
    hint: 'receive_response_headers.complete',
    re: /\breceive_response_headers\.complete return_value=\(b'HTTP\/[\d.]+', (?<status>[45]\d\d), b'(?<error>[A-Za-z' -]*)'/,
    sending: true,
    seen: ['langchain-ai/langchain-mcp-adapters#364'],
  },
];

/**
 * Notes a Python framework adds to an exception it lets through (PEP 678, printed under the exception's
 * line): LangGraph's "During task with name '<node>' and id '<uuid>'" names the graph node whose task raised
 * it. A node whose name says it runs tools (the prebuilt ToolNode's "tools"; "process_tool_call": SREGym/SREGym#291)
 * was calling one: the error above it ended that tool call. The note carries no clock and no error of its own;
 * the timeline joins it to the close said on the line before. Not a sniff row: a note alone is not an MCP log.
 */
export const pythonExceptionNotePhrases: readonly HostPhrase[] = [
  {
    id: 'langgraph/tool-task-note',
    said: 'request-sent',
    hint: 'During task with name ',
    re: /^During task with name '[^']*tool[^']*' and id '[\w-]+'\s*$/i,
    method: 'tools/call',
    seen: ['SREGym/SREGym#291'],
  },
];

/**
 * The Python SDK 2.x client's own words, from the SDK's source and its output (mcp 2.3.0 run against a FastMCP 4
 * server, a tool slower than the call's read timeout), before any public thread quoted them: the rows cite no thread
 * (`seen` stays empty); their tests hold the lines the SDK printed. Read wherever the 1.x client rows are.
 */
export const pythonSdkV2ClientPhrases: readonly HostPhrase[] = [
  {
    // v2's wording for the same timer (`MCPError: Request 'tools/call' timed out`, code -32001, shared/jsonrpc_dispatcher.py
    // in mcp 2.x; printed as `mcp.shared.exceptions.MCPError: …` at a traceback's end). v2 sends a courtesy
    // notifications/cancelled when it fires ("timed out after <n>s") — for every request but the handshake's
    // (client/session.py _preconnect_stamp: initialize and server/discover forbid cancellation), which the next row
    // reads. The phrase's host part names that behaviour for protocol/hosts.ts. Checked against mcp 2.3.0's own output.
    id: 'python-sdk-v2/request-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: "' timed out",
    re: /(?:^|MCPError: )(?<error>Request '(?<method>(?!initialize'|server\/discover')[a-z]+(?:\/[A-Za-z/]+)?)' timed out)\s*$/,
    seen: [],
  },
  {
    // … and for the handshake, which v2 never cancels: the request is dropped on the timer.
    id: 'python-sdk/v2-handshake-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: "' timed out",
    re: /(?:^|MCPError: )(?<error>Request '(?<method>initialize|server\/discover)' timed out)\s*$/,
    scope: 'connection',
    seen: [],
  },  {
    // v2's Streamable HTTP client failing the request whose POST stream ended before its answer (protocol/reasons.ts
    // sse-ended-without-response): a slow tool's stream cut by httpx's 5 s default read timeout, "MCPError: SSE stream
    // ended without a response" naming no request (moellere/WireStudio#226); the request's stream was lost.
    id: 'python-sdk-v2/sse-ended-without-response',
    said: 'failed',
    hint: 'SSE stream ended ',
    re: /(?:^|MCPError: |McpError: )(?<error>SSE stream ended (?:without a response|and reconnection attempts were exhausted))\b/,
    seen: ['moellere/WireStudio#226'],
  },
];
