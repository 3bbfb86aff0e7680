/**
 * SDK reason strings and error texts → what they mean, as an ordered table (first match wins).
 *
 * Each row names the SDK (and version range) that produces the text, because a reason string identifies the
 * requester's SDK as well as the cause. Sources (shared/reference/protocol-rules.md §5.2–5.5, §6.3–6.5;
 * shared/reference/sdk-behaviour.md #2–#12, #18–#19; shared/reference/log-formats.md §2.3; shared/reference/incidents-and-prior-art.md A1, A8, A11, A14):
 * - TS v1 `src/shared/protocol.ts`: `timeoutHandler = () => cancel(McpError.fromError(RequestTimeout, 'Request timed
 *   out', {timeout}))`; `cancel(reason)` sends `reason: String(reason)`. `McpError.name` exists from 1.6.0 (before:
 *   `Error`); codes were -1/-2 up to 1.0.4; the method was `cancelled` up to 1.0.1.
 * - TS v1 maxTotalTimeout: rejects with `MCP error -32001: Maximum total timeout exceeded`, sends nothing.
 * - TS v2 `SdkError` (name `SdkError`, no "MCP error" prefix): wire reason `SdkError: Request timed out`.
 * - PY v2 `jsonrpc_dispatcher.py`: courtesy cancel reason `timed out after {timeout}s`; caller cancel `caller cancelled`;
 *   caller error `Request '{method}' timed out`; server ack `-32800 Request cancelled` (legacy HTTP). Observed with
 *   mcp 2.3.0 (sdk-behaviour.md "Python SDK"; samples/python/): `timed out after 1.0s` (Python's float formatting of
 *   the configured value), `caller cancelled`, and — contrary to its own "never emitted on the wire" comment — a
 *   server's `-32000 Connection closed` answer to each request open at stdin EOF.
 * - PY v1 `shared/session.py`: no cancel on the wire; caller error code 408 `Timed out while waiting for response to
 *   ClientRequest. Waited N seconds.`; receiver ack `{"code":0,"message":"Request cancelled"}`.
 * - TS v1 HTTP server: 404 `{"code":-32001,"message":"Session not found"}`; server-everything: 400 `Bad Request: No
 *   valid session ID provided`.
 * - Claude Code debug log: `Connection failed after 60031ms: MCP error -32001: Request timed out`;
 *   `Tool 'poll_build' failed after 57s: MCP error -32001: user-cancel` (anthropics/claude-code#51073).
 * - VS Code: `Canceled: Canceled` (microsoft/vscode#261734, #283224), sends its cancel with no reason at all.
 */
import { boundRuns } from '../bounded-runs.js';

export type ReasonMeaning =
  /** The requester's own per-request timer fired. */
  | 'timeout'
  /** A total cap fired although progress was extending the per-request timer. */
  | 'max-total-timeout'
  /** A person or the application asked for it (abort, "User requested cancellation", "caller cancelled"). */
  | 'user'
  /** A cancellation with no stated why (VS Code's "Canceled", a browser abort). */
  | 'client-cancel'
  /** The receiver acknowledging a cancellation ("Request cancelled"). */
  | 'cancel-ack'
  /** The whole transport closed (local SDK error). */
  | 'connection-closed'
  /** The server no longer knows the session. */
  | 'session-expired'
  /** An intermediary answered instead of the server. */
  | 'gateway'
  /** An HTTP response stream was cut ("SSE stream disconnected: TypeError: terminated"). */
  | 'stream-cut'
  /** A response arrived for an id the requester no longer tracks (late result after cancel/timeout). */
  | 'late-response'
  /** Progress for a token the receiver no longer tracks. */
  | 'unknown-progress-token';

/** Where the text is found. */
export type ReasonContext = 'cancel-reason' | 'error-message' | 'host-log';

export interface ReasonPattern {
  id: string;
  pattern: RegExp;
  meaning: ReasonMeaning;
  /** The SDK or product that writes this text. */
  sdk: string;
  contexts: readonly ReasonContext[];
  /** A verbatim example (tests check every pattern matches its own example). */
  example: string;
  /** A generic wording match (not an SDK's exact text): lower confidence. */
  generic?: boolean;
  /** The limit stated in the text itself, in ms, when the text says it. */
  ms?: (m: RegExpExecArray) => number | null;
}

const seconds = (s: string | undefined): number | null => {
  if (s === undefined) return null;
  const n = Number(s);
  return Number.isFinite(n) ? Math.round(n * 1000) : null;
};
/** A whole number of milliseconds as the text states it (`\d+` groups). */
const millis = (s: string | undefined): number | null => {
  if (s === undefined) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/**
 * What follows curl's error 28 sentence and no host's deadline: the bytes the transfer got ("Operation timed out after
 * 60002 milliseconds with 0 bytes received", "… with 512 out of 4096 bytes received", the size -1 when older curls did
 * not know it). curl prints that tail on every error 28 (libcurl multi.c) and its number is the time the transfer ran,
 * not a budget; a host's own "Operation timed out after 5000ms" (opencode) ends at its budget. A negative lookahead, to
 * put right after the duration's unit: the one test of "not curl's" for every row that reads those words (here and
 * ingest/hosts/other-clients.ts), with curl's `curl: (28) ` prefix or without it (the sentence a reader keeps without
 * the prefix: http-exchange.ts, pixellab-code/pixellab-mcp#10).
 */
const NOT_CURL_TRANSFER_TAIL = String.raw`(?! with \d+ (?:out of -?\d+ )?bytes received\b)`;

/**
 * curl's own prefix, `curl: (28) `, as a negative lookbehind to put right before "Operation timed out after": a paste
 * that keeps the prefix but cut the line before its bytes-received tail is still curl's sentence (review of round
 * FX10), not a host's deadline. Beside NOT_CURL_TRANSFER_TAIL, which catches the sentence a reader kept without it.
 */
const NOT_CURL_PREFIX = String.raw`(?<!\bcurl: \(28\) )`;

/**
 * "Operation timed out after <duration>" as a host's deadline words it, never curl's error 28 in the same words
 * (NOT_CURL_PREFIX before, NOT_CURL_TRANSFER_TAIL after): the one source of that sentence for every row that reads it,
 * the reasons table's below and opencode's host row (ingest/hosts/other-clients.ts). `duration` is the row's own
 * source for the number and its unit; the word boundary after the unit is added here.
 */
export function operationTimedOutAfter(duration: string): string {
  return String.raw`${NOT_CURL_PREFIX}\bOperation timed out after ${duration}\b${NOT_CURL_TRANSFER_TAIL}`;
}

/** Ordered: specific SDK texts first, generic wording last. */
export const REASON_PATTERNS: readonly ReasonPattern[] = [
  {
    id: 'ts-max-total-timeout',
    pattern: /Maximum total timeout exceeded/,
    meaning: 'max-total-timeout',
    sdk: 'TypeScript SDK v1/v2 maxTotalTimeout (the caller is rejected; no cancel is sent at that moment)',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'McpError: MCP error -32001: Maximum total timeout exceeded',
  },
  {
    id: 'ts1-timeout-mcperror',
    pattern: /^McpError: MCP error -32001: Request timed out$/,
    meaning: 'timeout',
    sdk: 'TypeScript SDK v1 ≥ 1.6.0',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'McpError: MCP error -32001: Request timed out',
  },
  {
    id: 'ts1-timeout-error',
    pattern: /^Error: MCP error -32001: Request timed out$/,
    meaning: 'timeout',
    sdk: 'TypeScript SDK v1 1.1.0 – 1.5.x',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'Error: MCP error -32001: Request timed out',
  },
  {
    id: 'ts0-timeout-minus-2',
    pattern: /^Error: MCP error -2: Request timed out$/,
    meaning: 'timeout',
    sdk: 'TypeScript SDK ≤ 1.0.4 (RequestTimeout = -2; method `cancelled` up to 1.0.1)',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'Error: MCP error -2: Request timed out',
  },
  {
    id: 'ts2-timeout',
    pattern: /^SdkError: Request timed out$/,
    meaning: 'timeout',
    sdk: 'TypeScript SDK v2 (SdkError REQUEST_TIMEOUT)',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'SdkError: Request timed out',
  },
  {
    id: 'py2-timeout',
    pattern: /^timed out after (\d+(?:\.\d+)?)s$/,
    meaning: 'timeout',
    sdk: 'Python SDK v2 (courtesy cancel on timeout)',
    contexts: ['cancel-reason'],
    example: 'timed out after 30.0s',
    ms: (m) => seconds(m[1]),
  },
  {
    id: 'py2-timeout-error',
    pattern: /^Request '[^']*' timed out$/,
    meaning: 'timeout',
    sdk: 'Python SDK v2 (MCPError REQUEST_TIMEOUT -32001, caller side)',
    contexts: ['error-message', 'host-log'],
    example: "Request 'tools/call' timed out",
  },
  {
    id: 'py1-timeout',
    pattern: /Timed out while waiting for response to \w+\. Waited (\d+(?:\.\d+)?) seconds\./,
    meaning: 'timeout',
    sdk: 'Python SDK v1 (code 408, local; no cancel is ever sent)',
    contexts: ['error-message', 'host-log'],
    example: 'Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.',
    ms: (m) => seconds(m[1]),
  },
  {
    id: 'claude-code-user-cancel',
    pattern: /MCP error -32001: user-cancel\b|^user-cancel$/,
    meaning: 'user',
    sdk: 'Claude Code (reuses -32001 for a user cancel)',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: "Tool 'poll_build' failed after 57s: MCP error -32001: user-cancel",
  },
  {
    // TypeScript SDK v1's request() rejects a call whose AbortSignal fired with the abort reason wrapped in an
    // McpError of code RequestTimeout (-32001) when the reason is not an McpError itself (shared/protocol.js `cancel`:
    // `new McpError(ErrorCode.RequestTimeout, String(reason))`), after sending notifications/cancelled with it. A plain
    // AbortController.abort() makes the reason a DOMException AbortError, so the caller sees "MCP error -32001:
    // AbortError: This operation was aborted": the caller's own cancel, not a timer (an agent adapter forwarding its
    // run's signal: nicobailon/pi-mcp-adapter#150). AbortSignal.timeout()'s "… aborted due to timeout" is a timer's.
    id: 'ts-abort-wrapped-request-timeout',
    pattern: /MCP error ?- ?32001 ?: ?(?:AbortError: )?(?:This|The) operation was aborted\.?$/,
    meaning: 'user',
    sdk: 'TypeScript SDK v1 (an aborted signal\'s reason wrapped as McpError -32001), as a host shows the failed call',
    contexts: ['error-message', 'host-log'],
    example: 'Failed to call tool: MCP error -32001: AbortError: This operation was aborted',
  },
  {
    id: 'host-timeout-after-ms',
    pattern: /after (\d+)ms: MCP error -32001: Request timed out/,
    meaning: 'timeout',
    sdk: 'Claude Code debug log (TypeScript SDK timeout surfaced by the host)',
    contexts: ['host-log'],
    example: 'MCP server "sleep": Connection failed after 60031ms: MCP error -32001: Request timed out',
    ms: (m) => millis(m[1]),
  },
  {
    id: 'ts-timeout-caller-error',
    // The spaces may move and the last word be cut in a copy retyped by hand (TS_SDK_TIMEOUT_RE).
    pattern: /MCP error ?- ?(?:32001|2) ?: ?Request timed(?: out|\b(?= ?[[.…。]))/,
    meaning: 'timeout',
    sdk: 'TypeScript SDK v1 caller error, as a host shows it',
    contexts: ['error-message', 'host-log'],
    example: 'Error executing MCP tool: MCP error -32001: Request timed out',
  },
  {
    id: 'spec-user-requested',
    pattern: /^User requested cancellation$/,
    meaning: 'user',
    sdk: 'the spec example reason; TypeScript SDK v1 abort(reason) passes it through',
    contexts: ['cancel-reason'],
    example: 'User requested cancellation',
  },
  {
    id: 'ts-abort-error',
    pattern: /^AbortError\b/,
    meaning: 'user',
    sdk: 'TypeScript SDK v1 (plain AbortController.abort(): String(DOMException))',
    contexts: ['cancel-reason', 'error-message'],
    example: 'AbortError: This operation was aborted',
  },
  {
    // The message of the DOMException an aborted AbortSignal rejects with, printed without its name: the
    // caller aborted the call it was waiting on (LibreChat stopping a run, its tool call then failing with
    // "This operation was aborted": jenkinsci/mcp-server-plugin#15). `AbortSignal.timeout()` words its
    // reason "The operation was aborted due to timeout", a timer's: left to the timeout rows.
    id: 'abort-signal-aborted',
    pattern: /^(?:AbortError: )?(?:This|The) operation was aborted\.?$/,
    meaning: 'user',
    sdk: 'Node/browser AbortController.abort() (DOMException AbortError message), as a host prints the failed call',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'This operation was aborted',
  },
  {
    id: 'py2-caller-cancelled',
    pattern: /^caller cancelled$/,
    meaning: 'user',
    sdk: 'Python SDK v2 (caller cancellation)',
    contexts: ['cancel-reason'],
    example: 'caller cancelled',
  },
  {
    id: 'cancel-ack',
    pattern: /^Request cancelled$/,
    meaning: 'cancel-ack',
    sdk: 'Python SDK server (v1: code 0; v2 legacy HTTP: -32800 REQUEST_CANCELLED)',
    contexts: ['error-message'],
    example: 'Request cancelled',
  },
  {
    id: 'session-not-found',
    pattern: /Session not found/i,
    meaning: 'session-expired',
    sdk: 'TypeScript SDK v1 Streamable HTTP server (HTTP 404, code -32001)',
    contexts: ['error-message', 'host-log'],
    example: 'Session not found',
  },
  {
    id: 'no-valid-session',
    // Servers that reworded it drop the "ID provided" ("Bad Request: No valid session. Send an initialize request
    // first.", HTTP 400 -32600 after a deploy emptied the in-memory sessions: robhunter/agentdeals#1054).
    pattern: /No valid session(?: ID provided)?\b/,
    meaning: 'session-expired',
    sdk: 'server-everything / TS v1 example servers (HTTP 400, code -32000: should be 404)',
    contexts: ['error-message', 'host-log'],
    example: 'Bad Request: No valid session ID provided',
  },
  // The same refusal in other servers' words: the session id the request carried is not one the
  // server (or the worker that got it) knows, so it refused the request before any work.
  {
    // mark3labs/mcp-go's servers: 400 (404 since mark3labs/mcp-go#689) `-32602 "Invalid session ID"`
    // once the session is gone (mark3labs/mcp-go#86; haierkeys/fast-note-sync-service#444).
    id: 'invalid-session-id',
    pattern: /\bInvalid session ID\b/i,
    meaning: 'session-expired',
    sdk: 'mcp-go servers (HTTP 400/404, code -32602)',
    contexts: ['error-message', 'host-log'],
    example: 'Invalid session ID',
  },
  {
    // The PHP MCP server library's Protocol::processMessage for a session id its SessionManager no longer holds (deleted
    // by the client's DELETE, collected, or lost with the cache): HTTP 404, -32600 "Invalid or expired session. Please
    // re-initialize the session." (php-mcp/server 3.x, under php-mcp/laravel; a Laravel log showing the client's DELETE,
    // then its tool call refused so: php-mcp/laravel#28).
    id: 'invalid-or-expired-session',
    pattern: /\bInvalid or expired session\b/i,
    meaning: 'session-expired',
    sdk: 'php-mcp/server (HTTP 404, code -32600)',
    contexts: ['error-message', 'host-log'],
    example: 'Invalid or expired session. Please re-initialize the session.',
  },
  {
    // Not a refusal: the Python SDK 2.x Streamable HTTP server's answer (HTTP 500, -32603) for a request its handler
    // already had when the session was terminated under it (server/streamable_http.py: the request's stream closed
    // with no response). The work may have run; the session went away under the request, as a close does. Before the
    // refusal row after it, whose "Session terminated" it contains (the distinction google/adk-python#6933 draws).
    id: 'py2-session-terminated-in-flight',
    pattern: /Session terminated before the request completed/,
    meaning: 'connection-closed',
    sdk: 'Python SDK 2.x Streamable HTTP server (HTTP 500, code -32603)',
    contexts: ['error-message', 'host-log'],
    example: 'Session terminated before the request completed',
  },
  {
    // Other servers' and clients' words for a session the server no longer knows: the TypeScript SDK's example
    // servers ("No transport found for sessionId", 400: modelcontextprotocol/typescript-sdk#307,
    // Doist/todoist-mcp#309), the Python SDK's SSE server ("Could not find session", 404:
    // yantrikos/yantrikdb-mcp#28), gateways ("Unknown Mcp-Session-Id": diegosouzapw/OmniRoute#5169; "MCP session is
    // unknown or expired": markmhendrickson/neotoma#2312), and the Python SDK client's error for a 404 ("Session
    // terminated": modelcontextprotocol/python-sdk#3556); the same SSE-server example's other wording behind a
    // gateway that routed a session's POST to a backend that never held it ("Error POSTing to endpoint (HTTP 404):
    // Transport not found for sessionId <id>": Kuadrant/mcp-gateway#345).
    id: 'session-unknown',
    // Claude Code's own words for it ("MCP session expired (server no longer recognizes session ID)": beyondessential/canopy#275).
    // A server's bare "unknown session" body, as rmcp's client prints the refusal ("unexpected server response: HTTP 401:
    // unknown session": openai/codex#46158).
    // A server that answers by the request's id in its own words ("Unknown session id '<hex>' for 'tools/call'; client
    // should reinitialize", -32600, after a restart emptied its sessions: MoonshotAI/kimi-code#2380). The TypeScript
    // SDK's Streamable HTTP server transport refuses any request but an initialize on a transport that never saw one
    // ("Bad Request: Server not initialized", HTTP 400): what a restarted server that builds a fresh transport for a
    // session id it no longer holds answers the client still using that id (anthropics/claude-code#55970, #17412).
    // The TypeScript SDK example server's 400 for a request with no session it knows that is no initialize either ("no
    // session ID or not initialization request", the client still on the id a restarted server lost:
    // modelcontextprotocol/typescript-sdk#1476).
    // A stdio-to-SSE bridge's answer to a POST for a session whose GET /sse stream is gone ("No active SSE connection for
    // session <id>": supergateway's stdioToSse answers it with 503, forks of it with 400; an editor's remote workspace
    // whose server "sometimes drops the SSE connection": ClayPulse/pulse-editor#216). On the legacy HTTP+SSE transport
    // the session is that stream's, so a POST for it when it is gone is a session the server no longer holds.
    // The .NET SDK's legacy SSE message endpoint says it as a 400 whose body is the JSON string "Session ID not found."
    // (SseHandler.HandleMessageRequestAsync: the session is dropped when its GET stream's request ends), as OpenCode
    // printed it under the call it refused (WillEhrendreich/SageFs#25).
    // A browser-bridge server's 400 for a POST that is no initialize and carries no session it holds ("Invalid MCP request
    // or session.": every tool refused hours into a session until the client reconnected, the maintainer naming the
    // dropped connection: hangwin/mcp-chrome#8; the same body in #6, #288).
    pattern: /\bInvalid MCP request or session\b|\bSession ID not found\b|No active SSE connection for session|Unknown session id\b|Bad Request: Server not initialized|\bno session ID or not (?:an )?initiali[sz](?:e|ation) request\b|No transport found for sessionId|Transport not found for sessionId|Could not find session|Unknown Mcp-Session-Id|\bsession is unknown\b|\bSession terminated\b|\bMCP session expired\b|\bunknown session\b/i,
    meaning: 'session-expired',
    sdk: 'servers and gateways answering a session id they do not know (should be HTTP 404); the Python SDK client on a 404',
    contexts: ['error-message', 'host-log'],
    example: 'Error POSTing to endpoint (HTTP 400): No transport found for sessionId',
  },
  {
    // The Java SDK's legacy HTTP+SSE client transport logs a refused POST as "Error sending message: <status>". That
    // POST goes to the message endpoint the server's `endpoint` event gave, its session id in the URL, so every
    // message it sends (the initialize too) is bound to the session: a 404 there is the server no longer knowing it,
    // after a restart or a redeploy (modelcontextprotocol/java-sdk#105, spring-projects/spring-ai#2785).
    id: 'legacy-sse-message-404',
    pattern: /^Error sending message: 404$/,
    meaning: 'session-expired',
    sdk: 'Java SDK HttpClientSseClientTransport (legacy HTTP+SSE: the message endpoint carries the session id)',
    contexts: ['host-log'],
    example: 'Error sending message: 404',
  },
  {
    // A proxy cutting a response it had already begun: nginx's `… while reading upstream` (the head sent, an event
    // stream's body idle past proxy_read_timeout: mjl-/mox#78; the upstream dropping it mid-body: NodeBB/NodeBB#5295).
    // nginx can no longer answer with a status; it closes the client's connection. The request's own stream was cut,
    // by the proxy's timer, not the requester's: before the timeout and connection wordings below.
    id: 'proxy-cut-mid-body',
    pattern: /\bwhile reading upstream\b/,
    meaning: 'stream-cut',
    sdk: "nginx's error log for a response cut after its head was sent",
    contexts: ['error-message', 'host-log'],
    example: 'upstream timed out (110: Connection timed out) while reading upstream',
  },
  {
    id: 'connection-closed',
    // The spaces may move in a copy typed from a screenshot ("MCP error-32000: Connection closed": yuyuanweb/mcp-mianshiya-server#11);
    // SDKs ≤ 1.0.4 used -1 for it ("Error: MCP error -1: Connection closed": nanbingxyz/5ire#116).
    // A host may end it as a sentence or go on after it: Claude Code 2026 ("Connection failed: MCP error -32000:
    // Connection closed.": tstockham96/engram#1), Kiro ("Error connecting to MCP server: MCP error -32000: Connection
    // closed."), clients appending the server's output ("… Connection closed. Server output: …").
    // Its last letter may be lost as a toast or a notification is copied ("Failed to initialize MCP client: MCP error
    // -32000: Connection close": VikashLoomba/copilot-mcp#3): the code names the close.
    pattern: /(?:MCP error ?- ?(?:32000|1) ?: ?|SdkError: )Connection closed?(?:\.?$|\. )/,
    meaning: 'connection-closed',
    sdk: 'TypeScript SDK v1 (-32000; -1 up to 1.0.4), v2 (SdkError CONNECTION_CLOSED): local to the requester, never on the wire',
    contexts: ['error-message', 'host-log'],
    example: 'MCP error -32000: Connection closed',
  },
  {
    // The same close named by its code alone: Claude Code's /mcp reconnect prints the failed connect's McpError by its
    // code, "Failed to reconnect to <server>: -32000" (2.1.212, a stdio server: anthropics/claude-code#78503). An
    // endpoint's own JSON-RPC answer comes with where it came from ("-32429 at <url>": anthropics/claude-code#65198),
    // so a bare -32000 is the client SDK's ConnectionClosed, never a server's generic -32000. Host words only: an
    // error message on the wire is never this bare.
    id: 'connection-closed-bare-code',
    pattern: /^(?:MCP error )?-32000\.?$/,
    meaning: 'connection-closed',
    sdk: 'TypeScript SDK v1 ErrorCode.ConnectionClosed (-32000) as a host prints the code without its message',
    contexts: ['host-log'],
    example: '-32000',
  },
  {
    // Observed with mcp 2.3.0 (sdk-behaviour.md, Python #12; samples/python/*/py-server-stdin-eof): a 2.x server's
    // dispatcher answers every request open at stdin EOF with {"code":-32000,"message":"Connection closed"}, about
    // 5 ms after it cancels the handler — a real message on the wire, no cancel needed. Its client raises the same
    // text locally for its own pending requests.
    id: 'py-connection-closed',
    pattern: /^Connection closed\.?$/,
    meaning: 'connection-closed',
    sdk: 'Python SDK (-32000 CONNECTION_CLOSED): local in the client; a 2.x server also writes it on the wire for each request open at stdin EOF, after cancelling the handler',
    contexts: ['error-message', 'host-log'],
    example: 'Connection closed',
  },
  {
    id: 'ts2-aborted-before-handled',
    pattern: /The request was aborted before it could be handled/,
    meaning: 'connection-closed',
    sdk: 'TypeScript SDK v2 per-request HTTP server transport',
    contexts: ['error-message', 'host-log'],
    example: 'The request was aborted before it could be handled',
  },
  {
    id: 'gateway-html',
    pattern: /<html|Gateway Time-?out|Bad Gateway|Service Unavailable|A timeout occurred|Error code 52[0-9]/i,
    meaning: 'gateway',
    sdk: 'an intermediary (nginx, Cloudflare, ALB, IIS): HTML error page instead of JSON-RPC',
    contexts: ['error-message', 'host-log'],
    example: 'Streamable HTTP error: Error POSTing to endpoint: <html><head><title>504 Gateway Time-out</title></head></html>',
  },
  {
    // Envoy's own answer bodies (an Envoy-based gateway or mesh in front of the server): its route timeout
    // ("upstream request timeout", HTTP 504: jenkinsci/mcp-server-plugin#15), an upstream it could not reach
    // ("upstream connect error or disconnect/reset before headers", 503: Kuadrant/mcp-gateway#281). Before the
    // generic timeout row: the timer was the proxy's, not the requester's. AWS API Gateway's integration timeout
    // (~29 s) answers 504 with `{"message": "Endpoint request timed out"}` (ks888/LambStatus#36).
    id: 'envoy-upstream',
    pattern: /upstream connect error or disconnect\/reset before headers|\bupstream request timeout\b|\bno healthy upstream\b|"message": ?"Endpoint request timed out"/,
    meaning: 'gateway',
    sdk: 'an Envoy-based proxy or gateway (or AWS API Gateway) answering for the server (its own body, not JSON-RPC)',
    contexts: ['error-message', 'host-log'],
    example: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination',
  },
  {
    // An aggregating gateway refusing to reach a downstream server it has marked as failed, answering for it without
    // contacting it: MetaMCP's "Server is in error state and cannot be connected to" (metatool-ai/metamcp#243).
    id: 'gateway-refused-upstream',
    pattern: /\bServer is in error state and cannot be connected to\b/,
    meaning: 'gateway',
    sdk: 'an aggregating gateway (MetaMCP) refusing a downstream server it marked as failed',
    contexts: ['error-message', 'host-log'],
    example: 'Error: Server is in error state and cannot be connected to. Please check the server configuration and try again later.',
  },
  {
    // A serverless platform's own words when it ends an invocation at its limit while the client still
    // waits: Vercel's 504 page ("FUNCTION_INVOCATION_TIMEOUT", "This Serverless Function has timed out.":
    // thgh/vercel-sapper#73, mitchmac/ServerlessWP#30), the AWS Lambda runtime's line, which Vercel and
    // Netlify functions print too ("Task timed out after 18.02 seconds": apex/up#663,
    // awslabs/aws-lambda-redshift-loader#80), Cloudflare Workers' "Error 1102 … Worker exceeded resource
    // limits" (haradakashiwa/ternssh#16, cloudflare/wildebeest#258). The platform terminates the invocation:
    // the limit was the platform's, not the requester's timer, and the server's handler was stopped.
    // Before the generic timeout row.
    id: 'platform-limit',
    pattern: /FUNCTION_INVOCATION_TIMEOUT|This Serverless Function has timed out|\bTask timed out after \d+\.\d\d seconds|Worker exceeded (?:resource|CPU time) limits?|\bError 1102\b/,
    meaning: 'gateway',
    sdk: 'a serverless platform ending the invocation at its limit (Vercel, AWS Lambda, Cloudflare Workers)',
    contexts: ['error-message', 'host-log'],
    example: 'Streamable HTTP error: Error POSTing to endpoint: An error occurred with your deployment FUNCTION_INVOCATION_TIMEOUT',
  },
  {
    // Heroku's router answering 503 after 30 s without a byte ('code=H12 desc="Request timeout"':
    // sendgrid/eventkit-rails#17, where Heroku's support adds that the dyno keeps processing the request):
    // the router's limit, not the requester's; the server may have continued.
    id: 'router-limit',
    pattern: /code=H12 desc="Request timeout"/,
    meaning: 'gateway',
    sdk: "a platform's router ending the request at its limit (Heroku)",
    contexts: ['error-message', 'host-log'],
    example: 'at=error code=H12 desc="Request timeout" method=POST path="/mcp" dyno=web.1 connect=1ms service=30000ms status=503',
  },
  {
    id: 'sse-disconnected',
    pattern: /SSE stream disconnected|TypeError: terminated/,
    meaning: 'stream-cut',
    sdk: 'TypeScript SDK Streamable HTTP client (onerror)',
    contexts: ['host-log'],
    example: 'SSE stream disconnected: TypeError: terminated',
  },
  {
    // The Python SDK 2.x Streamable HTTP client failing a request whose POST's SSE stream ended before the answer came
    // (its httpx read timeout cutting a slow tool's stream, or the server going away with no event id to resume
    // from): "MCPError: SSE stream ended without a response" (moellere/WireStudio#226), and after its resume attempts
    // ran out "… ended and reconnection attempts were exhausted" (modelcontextprotocol/python-sdk#1811, fixed so the
    // caller is failed instead of left waiting). Other clients word their cut stream the same, with the id after it.
    id: 'sse-ended-without-response',
    pattern: /\bSSE stream ended (?:without a response|and reconnection attempts were exhausted)\b/,
    meaning: 'stream-cut',
    sdk: 'Python SDK 2.x Streamable HTTP client (MCPError)',
    contexts: ['host-log', 'error-message'],
    example: 'MCPError: SSE stream ended without a response',
  },
  {
    // mcp-go's Streamable HTTP client when the SSE stream that was to carry a request's answer ended without it: the
    // stream's reader closed on EOF and handleSSEResponse found no message for the call ("unexpected nil response",
    // client/transport/streamable_http.go), wrapped by its client as "transport error: unexpected nil response" (a Go
    // agent's browser_navigate against Playwright MCP over --port: microsoft/playwright-mcp#930). The request's own
    // stream was cut.
    id: 'mcp-go-nil-response',
    pattern: /\btransport error: unexpected nil response\b/,
    meaning: 'stream-cut',
    sdk: 'mcp-go (mark3labs) Streamable HTTP client',
    contexts: ['host-log', 'error-message'],
    example: 'transport error: unexpected nil response',
  },
  {
    // rmcp 1.x's SSE task cancelled under a request in flight (hosts/rust-sdk.ts rust-sdk/client-sse-task-cancelled):
    // the client's own re-initialization aborted the stream that was to carry the answer (modelcontextprotocol/rust-sdk#912).
    id: 'rmcp-sse-task-cancelled',
    pattern: /\bTokioJoinError\(JoinError::Cancelled\b/,
    meaning: 'stream-cut',
    sdk: 'Rust SDK (rmcp) 1.x Streamable HTTP client, before rust-sdk#914',
    contexts: ['host-log', 'error-message'],
    example: 'Err(TokioJoinError(JoinError::Cancelled(Id(20417))))',
  },
  {
    id: 'browser-aborted',
    pattern: /net::ERR_ABORTED/,
    meaning: 'client-cancel',
    sdk: 'a browser/Electron fetch aborted by the client (HAR `_error`)',
    contexts: ['error-message'],
    example: 'net::ERR_ABORTED',
  },
  {
    // The client object was closed, or never connected, when the call was made: nothing carried it
    // (Vercel AI SDK: "Attempted to send a request from a closed client", vercel/ai#5365; the TypeScript
    // SDK's Protocol.request without a transport: "Not connected", zilliztech/claude-context#154; the C# SDK's
    // "Transport is not connected": microsoft/semantic-kernel#11649; the Python SDK's session streams are anyio
    // memory streams, closed when the transport task ended, so a request written after that raises anyio's
    // ClosedResourceError with an empty message: "An error occurred when calling tool x:" then
    // "ClosedResourceError:", QwenLM/Qwen-Agent#557, #512; "Error: ClosedResourceError()",
    // langchain-ai/langchain-mcp-adapters#78). The transports say it under their own label: the AI SDK's SSE
    // transport's send without an open stream, "MCP SSE Transport Error: Not connected" (its HTTP transport:
    // "MCP HTTP Transport Error: Not connected"), printed by streamText's onError as "Error executing tool x: MCP SSE
    // Transport Error: Not connected {" with the error's fields after it (assistant-ui/assistant-ui#3503); Rust and Go
    // clients' "Transport error: Not connected". A util.inspect object after the words (" {" and the error's fields) is the printer's.
    // The Kotlin SDK's client transport refusing a send once its stream has ended ("IllegalStateException: SseClientTransport
    // is not initialized!" for every tool call after the SSE connection dropped: rikkahub/rikkahub#730).
    // Agent TARS's MCP client holding no client for a server whose connect failed: "MCP Client <name> not found"
    // (bytedance/UI-TARS-desktop#1160).
    // Claude Code's own refusal of a call to a server it holds no connection to: 'MCP server "<name>" is not connected',
    // every call after its HTTP session was given up, the network not contacted again (anthropics/claude-code#94273);
    // Hermes Agent's, its name in single quotes, for a server its gateway holds no live session for
    // (NousResearch/hermes-agent#37768).
    // The Java SDK's streamable server session with no stream to write on (its client closed the connection and the
    // session stayed registered): "Stream unavailable for session <id>", the cause of its keep-alive ping's failure
    // (modelcontextprotocol/java-sdk#1022); nothing was sent.
    // mcp-go's client with its transport closed: "transport error: transport has been closed" (cloudwego/eino#284).
    id: 'closed-client',
    pattern: /Attempted to send a request from a closed client|\bMCP Client \S{1,80} not found\b|^(?:Error: )?MCP server (?:"[^"\n]{1,200}"|'[^'\n]{1,200}') is not connected\.?$|^(?:Error: )?(?:(?:MCP (?:SSE|HTTP|Stdio|stdio|WebSocket) )?[Tt]ransport [Ee]rror: )?[Nn]ot connected(?:\s*\{[\s\S]*)?$|Transport is not connected|\b(?:Sse|StreamableHttp|WebSocket|Stdio)ClientTransport is not initialized\b|^(?:Error: )?(?:anyio\.)?ClosedResourceError(?:\(\))?:?\s*$|^Stream unavailable for session \S+\s*$|^(?:transport error: )?transport has been closed\.?$/,
    meaning: 'connection-closed',
    sdk: 'Vercel AI SDK MCP client; TypeScript SDK (no transport); Python SDK (anyio stream closed); Rust/Go clients (transport error); Claude Code (no connection to send on)',
    contexts: ['error-message', 'host-log'],
    example: 'Attempted to send a request from a closed client',
  },
  {
    // McpHub's guard in Cline and its forks (Roo Code, Kilo Code) before a tool call or resource read: the hub holds
    // no connection for the named server (it closed, or is being re-established), so nothing is sent. Intermittent
    // under a stdio server that comes and goes (cline/cline#6635).
    id: 'hub-no-connection',
    pattern: /\bNo connection found for server: \S/,
    meaning: 'connection-closed',
    sdk: "Cline / Roo Code / Kilo Code McpHub (no connection held for the server)",
    contexts: ['error-message', 'host-log'],
    example: "No connection found for server: docs. Please make sure to use MCP servers available under 'Connected MCP Servers'.",
  },
  {
    id: 'transport-error',
    pattern: /fetch failed|socket hang up|ECONNRESET|EPIPE/,
    meaning: 'connection-closed',
    sdk: 'Node/undici transport error (A1b: a hidden transport timer, e.g. undici 300 s)',
    contexts: ['error-message', 'host-log'],
    example: 'TypeError: fetch failed',
  },
  {
    id: 'ts-late-response',
    pattern: /Received a response for an unknown message ID|Received response with an unknown request ID/,
    meaning: 'late-response',
    sdk: 'TypeScript SDK (onerror) / Python SDK v1 (RuntimeError)',
    contexts: ['host-log'],
    example: 'Received a response for an unknown message ID: {"jsonrpc":"2.0","id":1,"result":{}}',
  },
  {
    id: 'ts-unknown-progress',
    pattern: /Received a progress notification for an unknown token/,
    meaning: 'unknown-progress-token',
    sdk: 'TypeScript SDK (onerror)',
    contexts: ['host-log'],
    example: 'Received a progress notification for an unknown token: {"progressToken":1,"progress":3}',
  },
  {
    id: 'vscode-canceled',
    pattern: /^Canceled(?:: Canceled)?$/,
    meaning: 'client-cancel',
    sdk: 'VS Code (CancellationError; its notifications/cancelled carries no reason)',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'Canceled: Canceled',
  },
  {
    // Go's context.DeadlineExceeded: the caller's own deadline around the call or the connect ran out
    // (Crush: "transport error: context deadline exceeded", charmbracelet/crush#791 and #1038; mcphost:
    // mark3labs/mcphost#11).
    id: 'go-context-deadline',
    pattern: /\bcontext deadline exceeded\b/,
    meaning: 'timeout',
    sdk: "Go's context package (a caller's deadline)",
    contexts: ['error-message', 'host-log'],
    example: 'transport error: context deadline exceeded',
  },
  {
    // A deadline said as what did not happen in time, with the budget and no "timeout" word: GitHub Copilot CLI's
    // "failed to initialize MCP client: MCP lifecycle negotiation did not complete within 60000 ms" (its connect
    // budget) and "MCP startup did not finish within 45000ms" (bradygaster/squad#2053), mcpproxy-go's "server did
    // not respond to MCP initialize within 27.2s" (smart-mcp-proxy/mcpproxy-go#760), a conformance client's "no
    // response within 10000ms" (microsoft/lets-learn-mcp-python#13). The one who waited stopped at its budget: a
    // timer fired. The number with its unit is the limit; a budget without a number ("within the available
    // window") is not read.
    id: 'not-within-limit',
    pattern: new RegExp(
      String.raw`(?:\b(?:did not|didn't|failed to|could not|couldn't)\s+(?:complete|finish|respond|answer|reply|return|succeed|connect|start|initiali[sz]e)\b[^.;\n]{0,80}?|\bno (?:response|reply|answer)(?: received)?\s+)\bwithin\s+(\d+(?:\.\d+)?)\s?(ms|milliseconds?|s|secs?|seconds?|min|mins|minutes?)\b`,
      'i',
    ),
    meaning: 'timeout',
    sdk: 'a client or proxy naming its own budget for a connect or call ("did not complete within N ms")',
    contexts: ['error-message', 'host-log'],
    example: 'MCP lifecycle negotiation did not complete within 60000 ms',
    ms: (m) => {
      const n = Number(m[1]);
      const unit = (m[2] ?? '').toLowerCase();
      if (!Number.isFinite(n)) return null;
      if (unit.startsWith('ms') || unit.startsWith('milli')) return Math.round(n);
      if (unit.startsWith('m')) return Math.round(n * 60_000);
      return Math.round(n * 1000);
    },
  },
  {
    // Reactor's timeout operator, which the Java SDK puts on every request it sends (McpClientSession and the server's
    // session alike): "Did not observe any item or terminal signal within 10000ms in 'source(MonoCreate)'" — the
    // requester's own timer ran out with no answer (a server's keep-alive ping to a client whose stream a load balancer
    // had closed: modelcontextprotocol/java-sdk#920). The Java SDK sends no cancel when it fires.
    id: 'reactor-timeout',
    pattern: /\bDid not observe any item or terminal signal within (\d+)ms\b/,
    meaning: 'timeout',
    sdk: "Project Reactor's timeout operator (the Java SDK's request timer)",
    contexts: ['error-message', 'host-log'],
    example: "Did not observe any item or terminal signal within 10000ms in 'source(MonoCreate)'",
    ms: (m) => millis(m[1]),
  },
  {
    // A promise race's deadline worded with its budget, "Operation timed out after 5000ms": opencode's withTimeout around
    // a server's start and handshake (the local server's `error=Operation timed out after 5000ms local mcp startup
    // failed` log line, anomalyco/opencode#6909; 30000ms once configurable, #22310). The number is the limit the host
    // set; nothing is sent when it fires. Not curl's error 28 in the same words (`curl: (28) Operation timed out after
    // 60002 milliseconds with 0 bytes received`): the time its transfer ran, not its `-m` limit, left out by its
    // bytes-received tail (NOT_CURL_TRANSFER_TAIL), with `curl: (28) ` in front or without it, or by that prefix when
    // the paste cut the tail (NOT_CURL_PREFIX).
    id: 'operation-timed-out-after',
    pattern: new RegExp(operationTimedOutAfter(String.raw`(\d+) ?(?:ms|milliseconds?)`), 'i'),
    meaning: 'timeout',
    sdk: 'a host\'s own deadline around a connect or call, with its budget (opencode)',
    contexts: ['error-message', 'host-log'],
    example: 'Operation timed out after 5000ms',
    ms: (m) => millis(m[1]),
  },
  {
    // A client's own words that it cancelled its connect to a server, no reason given: GitHub Copilot CLI 1.0.83's
    // 'Failed to connect to MCP server "x": MCP server "x" connection was cancelled' when a new session's handover
    // withdrew connects still in flight (github/copilot-cli#4811, #4753). Nobody's click and no timer: a cancel with
    // no why (client-cancel). A connect is not cancelled on the wire (the initialize request MUST NOT be cancelled:
    // spec basic/utilities/cancellation), so the host simply stopped waiting (diagnose/classify/host-words.ts).
    id: 'connect-withdrawn',
    pattern: /\b(?:connection|connect(?:ion)? attempt|handshake|initiali[sz]ation)\s+(?:was\s+|has been\s+)?cancell?ed\b/i,
    meaning: 'client-cancel',
    sdk: "a client's report that it cancelled its own connect (GitHub Copilot CLI)",
    contexts: ['error-message', 'host-log'],
    example: 'MCP server "orders-mcp" connection was cancelled',
  },
  {
    id: 'generic-timeout',
    // Not a setting printed beside the error: a Rust client's Debug rendering of its server config carries
    // `timeout: Some(300)` / `timeout: None` inside the error text (Goose Desktop's activation error prints its
    // Stdio { …, timeout: Some(300), … } config before the real source: aaif-goose/goose#3030, #3849).
    pattern: /\btimed[ -]?out\b|\btime[ -]out\b|\btimeout\b(?!:\s*(?:Some\(|None\b))/i,
    meaning: 'timeout',
    sdk: 'unrecognised wording that names a timeout',
    contexts: ['cancel-reason', 'error-message', 'host-log'],
    example: 'Configured timeout reached',
    generic: true,
  },
];

export interface ReasonMatch {
  pattern: ReasonPattern;
  meaning: ReasonMeaning;
  /** The limit the text states, in ms (e.g. "timed out after 30.0s" → 30000), else null. */
  ms: number | null;
}

/**
 * Long texts (HTML bodies, stacks) are matched on their first 4 KiB, cheap on huge lines; when those say nothing, on
 * their last 4 KiB too. A serialized exception puts its words after its frames: the Java SDK's servlet transport
 * answers an unknown session with its McpError written whole by Jackson, `{"cause":null,"stackTrace":[…],…,
 * "message":"Session not found: <id>",…}` (HttpServletStreamableServerTransportProvider.responseError), which a client
 * quotes after its own words (cyberkaida/reverse-engineering-assistant#259): the message is the body's last field.
 */
const MAX_MATCH = 4096;

/** A V8 stack frame line: `at fn (location)` or `at location:line:col`. */
const JS_FRAME_RE = /^at (?:[\w$.<>[\] ]+ \(.*\)|\S+:\d+(?::\d+)?\)?)$/;

/**
 * The first pattern that matches `text` in `context` (all contexts when omitted), or null.
 * A text that matches nothing is "any application text": the caller decides what that means.
 */
export function matchReason(text: string | null | undefined, context?: ReasonContext): ReasonMatch | null {
  if (typeof text !== 'string' || text.length === 0) return null;
  if (text.length <= MAX_MATCH) return matchBounded(text, context);
  // The head decides; the tail only when the head says nothing (MAX_MATCH).
  return matchBounded(text.slice(0, MAX_MATCH), context) ?? matchBounded(text.slice(-MAX_MATCH), context);
}

/** matchReason on a text already bounded to MAX_MATCH. */
function matchBounded(text: string, context?: ReasonContext): ReasonMatch | null {
  const s = boundRuns(text);
  const trimmed = s.trim();
  // A stack frame names code, not what happened: Node's timer callbacks are `Timeout._onTimeout` and the SDK's
  // `Timeout.timeoutHandler` whatever the error above them was (an unhandled 'error' event's frames under a
  // crash: a-bonus/google-docs-mcp#3). Only a specific wording may still be read in one.
  const frame = JS_FRAME_RE.test(trimmed);
  for (const p of REASON_PATTERNS) {
    if (context && !p.contexts.includes(context)) continue;
    if (frame && p.generic === true) continue;
    const m = p.pattern.exec(trimmed);
    if (m) return { pattern: p, meaning: p.meaning, ms: p.ms ? p.ms(m) : null };
  }
  return null;
}

// ── Failure wording in hosts' and SDKs' error texts (read by diagnose/classify/host-words.ts) ──────────────

/**
 * The system's socket errors, read by their code: the message after it is in the language of the user's Windows
 * ("ConnectionResetError: [WinError 10054] Se ha forzado la interrupción de una conexión existente por el host
 * remoto": nearai/ironclaw#2521; "[WinError 10061] 由于目标计算机积极拒绝，无法连接。": zinja-coder/jadx-ai-mcp#116), so
 * the words "connection reset" / "connection refused" the patterns below know are often not there. Python prints the
 * code as `[WinError N]` (or `[Errno N]`) after its exception class (ConnectionResetError, ConnectionAbortedError,
 * ConnectionRefusedError — English whatever the locale), Rust as `(os error N)` after the system's message ("No
 * connection could be made because the target machine actively refused it. (os error 10061)"), asyncio as "Connect
 * call failed ('127.0.0.1', 8000)". WSAECONNRESET 10054 and WSAECONNABORTED 10053 end an exchange that was under
 * way; WSAECONNREFUSED 10061, WSAETIMEDOUT 10060, WSAENETUNREACH 10051 and WSAEHOSTUNREACH 10065 mean the server was
 * never reached.
 */
const SOCKET_RESET = String.raw`\bConnection(?:Reset|Aborted)Error\b|\[(?:WinError|Errno) 1005[34]\]|\(os error 1005[34]\)|\bWSAECONN(?:RESET|ABORTED)\b|forcibly closed by the remote host|established connection was aborted by the software in your host machine`;
const SOCKET_UNREACHED = String.raw`\bConnectionRefusedError\b|\[(?:WinError|Errno) 100(?:51|60|61|65)\]|\(os error 100(?:51|60|61|65)\)|\bWSAE(?:CONNREFUSED|TIMEDOUT|NETUNREACH|HOSTUNREACH)\b|target machine actively refused it|\bConnect call failed\b`;
/**
 * Failures of the request's own HTTP exchange, as Node (undici) and browsers word them: the POST
 * or its response stream broke (undici's 300 s headers timeout surfaces as "fetch failed":
 * anthropics/claude-agent-sdk-typescript#118). The connection as a whole may live on.
 */
// `Server disconnected without sending a response`: httpx's RemoteProtocolError, the peer closed the
// connection the request was on before its response (MoonshotAI/kimi-cli#1314); `peer closed connection
// without sending complete message body`: the same error when the response's streamed body was cut
// (a2aproject/a2a-samples#144, eliranwong/biblemate#40). `FetchError`: node-fetch's class for a request that
// failed on the network ("request to <url> failed, reason: …"), which GitHub Copilot's language server prints
// bare ("Error initializing MCP server <name>: FetchError": microsoft/copilot-for-eclipse#352); not its
// "invalid json response body", an answer that came.
// `error sending request for url`: reqwest's (Rust) error for a request that failed before its answer came, as the
// Rust SDK's HTTP client wraps it ("Client error: error sending request for url (…)": github/app#2656,
// Dicklesworthstone/mcp_agent_mail#94).
// libcurl's words for an exchange broken after the request went out, as curl prints them (`curl: (18) transfer closed
// with outstanding read data remaining`, `(52) Empty reply from server`: NrgXnat/oasis-scripts#16, curl/curl#10914) and
// every libcurl binding repeats them (PHP's "cURL error 18: transfer closed with 40593 bytes remaining": jae-jae/QueryList#27;
// curl_cffi's ErrCode 18: lexiforest/curl_cffi#252); an HTTP/2 stream reset ("stream 1 was not closed cleanly").
// .NET's HttpClient: the response cut before its end ("HttpIOException: The response ended prematurely. (ResponseEnded)"),
// a read on the connection that failed ("IOException: Unable to read data from the transport connection: …") — the
// C# SDK's HTTP client under them: modelcontextprotocol/csharp-sdk#1225.
export const EXCHANGE_RE = new RegExp(String.raw`fetch failed|error sending request for url|\bFetchError\b(?!: invalid json)|ECONNRESET|socket hang up|other side closed|terminated|\bSSE\b|stream disconnected|Error reading SSE stream|network error|connection reset|Server disconnected without sending a response|peer closed connection without sending complete message body|transfer closed with (?:outstanding read data remaining|\d+ bytes remaining to read)|Empty reply from server|stream \d+ was not closed cleanly|The response ended prematurely|Unable to read data from the transport connection|${SOCKET_RESET}`, 'i');
/** The server could not be reached at all, or the pipe to it broke: the transport is gone. */
// `EOF`: Go's io.EOF, the peer closed the stream with nothing more to read (a server process that
// exited before answering: docker/mcp-gateway#250).
// `connection closed: <what it waited for>`: the Rust SDK's ConnectionClosed, the transport ended
// before that message came (openai/codex#6020, janhq/jan#6410).
// `Channel closed`: Goose 1.0's mcp-client (Rust, tokio channels) when the channel to the extension's
// transport task has ended: nothing carries the call any more (aaif-goose/goose#930).
// `Connect Timeout Error`: undici's connect timeout (UND_ERR_CONNECT_TIMEOUT), the TCP connect to the server
// never completed, the same as the system's ETIMEDOUT ("SSE error: TypeError: fetch failed: Connect Timeout
// Error": labring/FastGPT#5920). `All connection attempts failed`: httpx's ConnectError when no address of the
// server could be connected to (MoonshotAI/kimi-cli#1296); httpx's `ConnectError` alone, its message left out or elided
// (`ConnectError: …`: a Python client's parked first connect, NousResearch/hermes-agent#105190): httpx raises it only
// when the TCP or TLS connect failed. Only the bare class at the end: Connect-RPC's `ConnectError: [code] …` (a JS
// client's RPC error) is no such failure.
// `Transport closed`: the Rust SDK's ServiceError::TransportClosed, the stdio or HTTP worker behind the
// client is gone, so the call had nothing to travel on: Codex's "tool call failed for `s/t`" chain ending in
// "Transport closed" or "tools/call failed: Transport closed" (openai/codex#18977, #7155, #18486), Goose's
// "-32603: Transport closed" (aaif-goose/goose#7063); "Transport channel closed", the worker's own words
// (openai/codex#36863).
// `calling "<method>": connection closed`: the Go SDK's ErrConnectionClosed, which its session returns for a
// request in flight when the client or the server side of the connection closed (go-sdk mcp/shared.go `call`;
// the error hosts retry on after a drop: google/adk-go#417); the words after the method's, or the error alone.
// `client is closing`: the Go SDK's jsonrpc2 ErrClientClosing, the error every call in flight gets once the
// connection shuts down, whatever shut it (a read of the server's stdout that was not JSON: "calling "tools/call":
// client is closing: invalid character 'C' looking for beginning of value", ai-dashboad/flutter-skill#40; the
// server's EOF: "client is closing: EOF"). A session refusal after it is read first (a session-expired reason).
// `failed to reconnect: <cause>` (since v1.1 `<stream>: failed to reconnect (session ID: <id>): <cause>`): the Go SDK's
// streamable client failing its whole connection once a stream it had to reopen could not be (go-sdk mcp/streamable.go,
// handleSSE's c.fail), so every call on it returns that error: a ping right after connect, the standalone GET stream
// answered 404 by a POST-only server ("calling \"ping\": failed to reconnect: Not Found": modelcontextprotocol/go-sdk#393,
// after which the SDK took a 404 there for 405). The status is the stream's, not the call's: nothing answered the call.
// `ConnectionLostException`: StreamJsonRpc's (.NET) error for every request in flight when its connection closed
// ("The JSON-RPC connection with the remote party was lost before the request could complete": Visual Studio's MCP
// client, regenrek/deepwiki-mcp#10).
// A client's connect sentence that ends at the server's URL, no reason after it ("MCP operation failed: Unable to connect
// to MCP server at http://localhost:9901/sse": an agent toolkit's words when nothing listened there,
// NVIDIA/NeMo-Agent-Toolkit#470): the client could not reach the server, as curl's words below say. Only a server named
// an MCP server: "Could not connect to server at <url>" in a tool's error is the tool's own upstream it could not reach.
// `Couldn't connect to server`: libcurl's CURLE_COULDNT_CONNECT as curl 8 prints it ("curl: (7) Failed to connect to
// localhost port 8000 after 0 ms: Couldn't connect to server"; older curls end in "Connection refused").
// Bun's fetch when no socket could be opened to the server, its words then its code: "Was there a typo in the url or
// port? (code: FailedToOpenSocket, errno: none)", "Unable to connect. Is the computer able to access the url? (code:
// ConnectionRefused …)" — the native (Bun-compiled) Claude Code CLI's connect to a LAN server that curl reached, the server
// seeing no request (anthropics/claude-code#34982). Nothing ever carried the request.
// Windows' words for the same broken pipe, as Go and .NET print its system errors: ERROR_NO_DATA (232, "The pipe is
// being closed.") when the reader's end is closing, ERROR_BROKEN_PIPE (109, "The pipe has been ended."): a write to a
// stdio server's stdin after its process went away ("transport error: failed to write request: write |1: The pipe is
// being closed.": Windsurf's Cascade on Windows, Rhongomiant1227/Windsurf_Ask_Continue#12).
export const TRANSPORT_RE = new RegExp(String.raw`ECONNREFUSED|Connection refused|Couldn't connect to server|\b(?:Unable to|Failed to|Could(?:n't| not)) connect to (?:the |an? )?(?:(?:remote|local|SSE|HTTP) )*MCP (?:(?:SSE|HTTP) )?server at https?:\/\/[^\s'"]+?[.'"]?\s*$|\(code: (?:FailedToOpenSocket|ConnectionRefused)\b|Was there a typo in the url or port\?|Unable to connect\. Is the computer able to access the url\?|EPIPE|broken pipe|The pipe is being closed|The pipe has been ended|ENOTFOUND|ETIMEDOUT|Connect Timeout Error|UND_ERR_CONNECT_TIMEOUT|All connection attempts failed|(?:^|[\s:])(?:httpx\.)?ConnectError:?\s*(?:…|\.{3})?\s*$|(?:^|[:\s])(?:unexpected )?EOF$|\bconnection closed:(?:\s+\w|\s*$)|(?:^|": )connection closed$|\bclient is closing\b|\bfailed to reconnect(?: \(session ID: [^)\n]*\))?: |\bChannel closed\b|\bTransport (?:channel )?closed\b|\bConnectionLostException\b|JSON-RPC connection with the remote party was lost|${SOCKET_UNREACHED}`, 'i');
/**
 * rmcp's SendError, `Send message error Transport [<worker>] error: <cause>, when send <step>`: its client transport
 * worker failed to send and quit — the worker is the transport (rust-sdk.ts rust-sdk/worker-quit-fatal), whatever its
 * own cause ("Unexpected content type: Some(\"missing-content-type; body: \"), when send initialize request" under Codex's
 * required-server failure: yilewang/llm-for-zotero#190). Read after a status in the words (an HTTP 4xx in the cause is
 * the server's refusal: openai/codex#5619), never as a reason of its own.
 */
export const RMCP_SEND_ERROR_RE = /\bSend message error Transport\b/;
/**
 * Node's words for a child process that could not be started at all: `spawn <file> ENOENT` (no such
 * program on the PATH the host sees), `EACCES`, `EINVAL` (a Windows `.cmd` spawned without a shell),
 * libuv's `spawn Unknown system error -8` (not an executable). No process ran, so nothing was written to
 * it, not even the initialize a connect starts with. Hosts print it bare or wrapped: Cursor "Client error
 * for command A system error occurred (spawn npx ENOENT)" and "Failed to reload client: …"
 * (eyaltoledano/claude-task-master#422, upstash/context7#19), VS Code "Connection state: Error spawn npx
 * ENOENT" (dynatrace-oss/dynatrace-mcp#20), Claude Code "Connection failed: spawn npx -y … ENOENT"
 * (upstash/context7#49) and "Connection failed: Error: spawn Unknown system error -8"
 * (eyaltoledano/claude-task-master#878), Claude Desktop "[error] [x] spawn npx ENOENT" (juehang/vscode-mcp-server#6).
 * A host may say it in its own words without the errno: "MCP stdio spawn failed (transport=stdio server=…)" (a terminal
 * agent's MCP panel: Hmbown/Codewhale#1244).
 */
// Or the spawn refused before any system call: Node's argument check on the program to run, when the client's config
// gave none (`The "file" argument must be of type string. Received undefined`, ERR_INVALID_ARG_TYPE from
// normalizeSpawnArguments: GitHub Copilot for JetBrains starting a URL-only server as stdio,
// microsoft/copilot-intellij-feedback#312). A client that spawns through cross-spawn (the TypeScript SDK's
// StdioClientTransport in the Copilot language server) fails one step earlier, in cross-spawn's parseNonShell calling
// path.normalize on the missing command: `The "path" argument must be of type string. Received undefined`, thrown from
// StdioClientTransport.start under Copilot for Eclipse's "[CopilotMCP] Error initializing MCP server <name>:" (an entry
// named "mcpServers", the other clients' wrapper pasted under Copilot's "servers": angiejones/mcp-selenium#31). Read only
// of a connect's failure (timeline notStarted): the same Node words from a running server's own path call are its error.
// The same failure in the words of clients not written in Node, read only where a connection's or an initialize's failure
// is told (timeline notStarted, host-words): Rust's io::Error from Command::spawn, "No such file or directory (os error
// 2)" (Windows: "The system cannot find the file specified. (os error 2)", "The filename, directory name, or volume label
// syntax is incorrect. (os error 123)" in any language) — rmcp clients: kiro-cli's "<server> has failed to load after
// 0.03 s - Mcp error: -32002: No such file or directory (os error 2)" (kirodotdev/Kiro#3956), Codex's "MCP client for
// `x` failed to start: No such file or directory (os error 2)" (haris-musa/excel-mcp-server#100, bnomei/kirby-mcp#14,
// just-every/code#302), "(os error 123)" (cookjohn/zotero-mcp#41); Go's exec.LookPath error, `exec: "npx": executable file
// not found in $PATH` (or %PATH%: Windsurf for JetBrains, Exafunction/codeium#213; googlecodelabs/feedback#2152); Python's
// subprocess FileNotFoundError, "[Errno 2] No such file or directory" bare or naming a command, not a path
// (DemonDamon/AgenticX#14: a packaged app that could not resolve npx/uvx). A program the spawned launcher could not find
// in turn (uv's "Failed to spawn: `x` Caused by: program not found") is not one: the launcher ran.
// On Windows the same failure is CreateProcess's ERROR_FILE_NOT_FOUND (2), ERROR_PATH_NOT_FOUND (3) or ERROR_BAD_EXE_FORMAT
// (193): Python prints it as `[WinError 2] <the system's message>`, Java as `CreateProcess error=2, <message>`, and the
// message is in the language of the user's Windows — the code is what to read, not the words: "[WinError 2] 系统找不到指定
// 的文件。" (QwenLM/Qwen-Agent#630: the MCP manager's connect; openai/openai-agents-python#363: "Error initializing MCP
// server: [WinError 2] 系统找不到指定的文件。"), "[WinError 2] The system cannot find the file specified" (mcp-use/mcp-use#48).
// Rust's standard library on Windows words a Command::spawn whose program is not on the PATH as its own message,
// "program not found" (io::ErrorKind::NotFound): Codex's "MCP client for `x` failed to start: program not found" for an
// `npx` it cannot start without `.cmd` (upstash/context7#575, #633, #658; openai/codex#3289). Read only as the whole
// error: uv's "Failed to spawn: `x` Caused by: program not found" is the launcher failing to start its child, after it ran.
// Zed words its own spawn failure with the command Debug-quoted, its OS cause on the lines under it: "<server> context
// server failed to start: failed to spawn command \"npx\" \"-y\" …" (Windows npx: zed-industries/zed#40491; the
// panel's "Failed to spawn command": exa-labs/zed-exa-mcp-extension#13). Not uv's "Failed to spawn: `x`" (above).
// A server started with a working directory and environment (an extension's) is spawned through the shell, and Zed
// prints that shell line (0.217 in the thread): "failed to spawn command cd \"/p\" && HOST=\"127.0.0.1\" \"/…/npx\" \"@pkg@1.2.0\")" (zed-industries/zed#45757).
// Where a client prints the system's message alone (a .NET Process.Start's Win32Exception, Node never: it says ENOENT),
// the message itself in the languages Windows ships it in (WIN_FILE_NOT_FOUND).
/** Windows' message for ERROR_FILE_NOT_FOUND in its display languages (FormatMessage, system error 2). */
export const WIN_FILE_NOT_FOUND = String.raw`The system cannot find the file specified|系统找不到指定的文件|系統找不到指定的檔案|指定されたファイルが見つかりません|지정된 파일을 찾을 수 없습니다|Das System kann die angegebene Datei nicht finden|Le fichier spécifié est introuvable|El sistema no puede (?:encontrar|hallar) el archivo especificado|O sistema não pode (?:encontrar|localizar) o arquivo especificado|Не удается найти указанный файл|Impossibile trovare il file specificato|Nie można odnaleźć określonego pliku|Sistem belirtilen dosyayı bulamıyor`;
/**
 * Goose's old stdio transport (crates/mcp-client) wraps two different things in one error, `StdioProcessError(String)`:
 * the stderr of a child that ran and exited (its activation error's "StdioProcessError(\"<stderr>\")": the bundled uvx
 * that could not fetch its package, aaif-goose/goose#3030), and the io::Error of a `Command::spawn` that failed
 * (spawn().map_err(|e| StdioProcessError(e.to_string()))), for which no process ran and nothing was written: Rust's
 * Display of an OS error, "<the system's message> (os error N)" ("No such file or directory (os error 2)", the CLI
 * printing it bare: aaif-goose/goose#2694), or "program not found" (Windows). A child's stderr is lines, so its Debug
 * form ends in an escaped newline ("…: text file busy\n": aaif-goose/goose#2351) and is never an io::Error's one line.
 */
export const GOOSE_STDIO_SPAWN_FAILED = String.raw`\bStdioProcessError\("(?:[^"\\\n]* \(os error \d+\)|program not found)"\)`;
export const OS_SPAWN_FAILED = String.raw`No such file or directory \(os error 2\)|^program not found$|\(os error (?:2|123)\)$|executable file not found in [$%]PATH%?|\[Errno 2\] No such file or directory(?:: '[^'/\\]+')?(?=$|[\s,.;)'"\]}])|\[WinError (?:2|3|193)\]|CreateProcess error=(?:2|3|193)\b|${WIN_FILE_NOT_FOUND}`;
/**
 * The launcher's own line when the program it was to run cannot be executed: the process the client spawned (a script
 * whose `#!/usr/bin/env node` line finds no node, `sh -c` with a command not on its PATH, cmd.exe) prints it on its
 * stderr and exits, and the server never ran. BSD/macOS env: "env: node: No such file or directory" (a GUI app's PATH
 * without the user's Node: anyproto/anytype-mcp#34); GNU env quotes the name ("/usr/bin/env: ‘node’: No such file or
 * directory"); the shells: "/bin/sh: 1: npx: not found" (dash), "sh: uvx: command not found" (bash, zsh's "zsh: command
 * not found: uvx"); cmd.exe: "'npx' is not recognized as an internal or external command,", its second line
 * ("operable program or batch file.") on the same line when a host's channel joined the two (Cursor:
 * jgravelle/jcodemunch-mcp#320). Read only as a whole stderr line: the same words inside a tool's result are that
 * tool's, from a running server. Claude Desktop's own spawn helper's line is not here (DESKTOP_SPAWN_HELPER_FAILED_RE):
 * this pattern is shared with readers that take a match as proof of their host (formats/vscode.ts, Cursor).
 */
export const EXEC_FAILED_LINE_RE =
  /^(?:(?:\/usr)?\/bin\/)?env: ['‘"]?[\w.+-]+['’"]?: (?:No such file or directory|Permission denied)$|^(?:\/(?:usr\/)?bin\/)?(?:ba|da|z|k)?sh: (?:\d+: |line \d+: )?(?:[\w.+-]+: (?:command )?not found|command not found: [\w.+-]+)$|^'[^'\r\n]+' is not recognized as an internal or external command,?(?: operable program or batch file\.)?$/;

/**
 * Claude Desktop on macOS (2026) starts a local server's command through its own spawn helper, which prints "Failed to
 * spawn process: <the C library's strerror>" on the server's stderr when the exec fails — "No such file or directory"
 * for a bare command not on the PATH the app passes (imdinu/apple-mail-mcp#70), then the transport closes 5 ms after
 * "Server started and connected successfully". Only that strerror is read: no paste shows another. Kept apart from
 * EXEC_FAILED_LINE_RE, which other hosts' readers take as proof of their host: only Desktop's reader reads this line
 * (hosts/claude-desktop.ts claudeDesktopStderrPhrases). Rust's io::Error display of the same failure ends in
 * "(os error 2)" (OS_SPAWN_FAILED). A whole stderr line only: the line's body (regular-expression source, no regex
 * characters in it) for a row that reads it with groups of its own, and the line.
 */
export const DESKTOP_SPAWN_HELPER_FAILED = 'Failed to spawn process: No such file or directory';
export const DESKTOP_SPAWN_HELPER_FAILED_RE = new RegExp(`^${DESKTOP_SPAWN_HELPER_FAILED}$`);

/**
 * A host that translates Node's spawn ENOENT into advice: Continue's 'Error: command "<cmd>" not found. To use this MCP
 * server, install the <cmd> CLI.' (its MCPConnection, on an error whose message has "spawn" and "ENOENT"), also as a
 * reporter retyped it from the panel with the spaces lost ('command "npx" notfound. To use this Mcp server,install the
 * npx CLI.': continuedev/continue#4874). Only with its advice: a shell's "x: command not found" comes from a process that ran.
 */
export const HOST_SPAWN_ADVICE = String.raw`[Cc]ommand\s*"[^"\n]{1,80}"\s*[Nn]ot\s*[Ff]ound\.?\s*[Tt]o [Uu]se [Tt]his M[Cc][Pp] [Ss]erver,?\s*[Ii]nstall\b`;
/**
 * The host refused its own configuration of a server before starting anything (Goose's "Failed to start extension
 * '<name>' (invalid config: Unknown platform extension: <name>), continuing without it": aaif-goose/goose#7496), or its
 * administrator's allowlist refused the configured command (Goose's "Extension '<args>' is not in the allowed
 * extensions list. Command: …": aaif-goose/goose#2007): no process ran and no request was sent. Read only as the whole
 * error of a connect.
 */
export const HOST_CONFIG_REFUSED_RE = /^\s*invalid (?:config|configuration)\s*:|^Extension '[^'\n]+' is not in the allowed extensions list\./i;
/**
 * The transport refused a URL whose scheme was not http: or https: before any request, "Invalid URL protocol: the URL
 * must start with `http:` or `https:`." (Cursor's Streamable HTTP connect and its SSE fallback both say it, then retry
 * every few seconds). The words name no URL, so they do not tell which one: the configured address entered without its
 * https:// (forum.cursor.com/t/…/155964), or one the host derived from a configured https:// address — the same words
 * with `https://…/mcp` in the config, through both transports (forum.cursor.com/t/…/156221), or straight after the
 * host's OAuth token lookup said "No stored tokens found" (forum.cursor.com/t/…/138768). A subset of TRANSPORT_URL_INVALID_RE that
 * the verdict tells apart; only where the error opens with it.
 */
export const TRANSPORT_URL_SCHEME_RE = /^(?:TypeError: )?Invalid URL protocol\b/;
/**
 * Node's code for an address its URL constructor refused (`TypeError [ERR_INVALID_URL]: Invalid URL`): a client that
 * builds its HTTP or SSE transport from a server's configured address throws it before opening any connection when the
 * address is missing or malformed. AnythingLLM prints it as "Failed to start MCP server: <name> [ERR_INVALID_URL] Invalid
 * URL" — the address given under `baseUrl`, a key its hypervisor does not read, the stack running `new URL` inside
 * `createHttpTransport` (Mintplex-Labs/anything-llm#4575), or a VS Code-shaped `servers` block read as a server named
 * "servers" (#3868). No connection and no request. The code only, read only as a connect's whole failure (timeline
 * notStarted): a running server's own "Invalid URL" is its answer to a call.
 */
// Without the code when the client logs the error's message (or its stack's first line) rather than the object: the
// WHATWG URL constructor's whole message, "Invalid URL" (GitHub Copilot's language server: "message: Invalid URL stack:
// TypeError: Invalid URL" from its Streamable HTTP transport's initTransport, microsoft/copilot-intellij-feedback#1211,
// microsoft/copilot-eclipse-feedback#137). Only as the whole error.
// And a scheme the transport refused before any request (TRANSPORT_URL_SCHEME_RE).
export const TRANSPORT_URL_INVALID_RE = new RegExp(String.raw`\bERR_INVALID_URL\b|^(?:TypeError: )?Invalid URL$|${TRANSPORT_URL_SCHEME_RE.source}`);

/**
 * A client's own guard refusing to talk to a server while its state says it holds no connection, given as the error of
 * a connect's discovery: Gemini CLI's McpClient.assertConnected, "Client is not connected, must connect before
 * interacting with the server. Current state is disconnected", thrown before discovery writes anything. Gemini CLI sets
 * that state to connected only once the SDK client's connect (its initialize) has returned, and back to disconnected
 * from the client's onerror (a transport error after the handshake), so the words follow an answered initialize and
 * name no request of their own: none was written (google-gemini/gemini-cli#16830). Read only as a connect's whole error;
 * a terminal may wrap it (white space between its words is any run).
 */
export const CLIENT_NOT_CONNECTED_GUARD = String.raw`Client is not connected,\s+must\s+connect\s+before\s+interacting\s+with\s+the\s+server\.\s+Current\s+state\s+is\s+[a-z_]+`;
export const CLIENT_NOT_CONNECTED_GUARD_RE = new RegExp(`^${CLIENT_NOT_CONNECTED_GUARD}\\.?\\s*$`);

/**
 * mcp-go's SSE transport failing the GET of its event stream at start ("failed to connect to SSE stream: Get …: <Go's
 * error>", client/transport/sse.go Start): the client writes its initialize only after the stream's endpoint event, so
 * these words follow no MCP message (mcpjungle/MCPJungle#114, stacklok/toolhive#1161). Read only as a connect's error
 * (timeline notStarted), as AI_SDK_SSE_STREAM_REFUSED_RE is.
 */
export const GO_SSE_STREAM_CONNECT_FAILED_RE = /^\s*failed to connect to SSE stream: (?:Get|GET) /;
/**
 * The Vercel AI SDK's own MCP client (createMCPClient, not the TypeScript SDK) refusing its SSE transport's event stream:
 * the transport's start() opens the GET and, on a non-2xx answer, rejects with MCPClientError "MCP SSE Transport Error:
 * <status> <statusText>" (packages/mcp mcp-sse-transport.ts establishConnection). The client sends its initialize only
 * after start() resolved and the server's `endpoint` event gave it a URL to POST to, so these words follow no MCP
 * message: a server that speaks only Streamable HTTP refused the GET with 405 and createMCPClient failed before any
 * request (ai-hero-dev/ai-sdk-v6-crash-course#7). The status straight after the label only: the same transport's refused
 * POST says "MCP SSE Transport Error: POSTing to endpoint (HTTP <n>)" (a request it sent), its send without a stream
 * "MCP SSE Transport Error: Not connected". Read only as a connect's whole error (timeline notStarted).
 */
export const AI_SDK_SSE_STREAM_REFUSED_RE = /^\s*MCP SSE Transport Error: [1-5]\d\d\b(?!\))/;
/**
 * VS Code 1.99's connect to a server configured as legacy SSE, its stream's GET refused: "<status> status connecting to
 * <url>: <body>", without the "as SSE" of its later Streamable HTTP fallback (hosts/vscode.ts
 * vscode/status-connecting-sse-stream-refused: microsoft/vscode#244189, metoro-io/mcp-golang#90). The GET opens the
 * stream before any message, as the AI SDK's above: read only as a connect's whole error (timeline notStarted).
 */
export const VSCODE_SSE_STREAM_REFUSED_RE = /^\d{3} status connecting to (?!\S+ as SSE:)\S+?: /;

export const SPAWN_FAILED_RE = new RegExp(String.raw`\bspawn (?:\S+ )*?(?:E(?:NOENT|ACCES|PERM|NOTDIR|ISDIR|INVAL|NOEXEC|2BIG|MFILE|NOMEM|AGAIN)\b|Unknown system error -?\d+)|\bMCP (?:stdio )?spawn failed\b|\b[Ff]ailed to start MCP service process\b|\b[Ff]ailed to spawn command (?:cd "[^"\n]*" && )?(?:[A-Za-z_]\w*="[^"\n]*" )*"|The "(?:file|path)" argument must be of type string\. Received (?:undefined|null)|${HOST_SPAWN_ADVICE}|${OS_SPAWN_FAILED}|${GOOSE_STDIO_SPAWN_FAILED}`);

/**
 * The container runtime's own words when it could not run the server's container: the CLI a client spawned for a
 * `docker run -i …` (or `podman run`, `docker mcp gateway run`) ran, took the client's initialize on its stdin, and
 * exited before any container answered (docker run's exit 125). The words are the runtime CLI's, relayed as the
 * connect's error or as the process's stderr: Docker Desktop's CLI plugins when its backend is out of reach ("Docker
 * Desktop is not running": cagent's "failed to initialize MCP Client: Docker Desktop is not running.",
 * docker/docker-agent#127; docker/desktop-feedback#241), the daemon not reachable ("Cannot connect to the Docker
 * daemon at unix:///…/docker.sock. Is the docker daemon running?": github/github-mcp-server#1821, #232; "docker: error
 * during connect: … open //./pipe/docker_engine: …": github/awesome-copilot#227), the daemon refusing the run ("docker:
 * Error response from daemon: pull access denied for …": github/github-mcp-server#1465; "… OCI runtime create failed:
 * …": microsoft/mcp#703), Podman's client without its machine ("Cannot connect to Podman. Please verify your
 * connection …", "unable to connect to Podman socket": podman-container-tools/podman#24905, #20424). The process, and
 * the stdio connection with it, is gone: read only for a connection's or an initialize's failure (a tool that runs
 * containers may quote the same words as its own answer).
 */
export const CONTAINER_RUN_FAILED = String.raw`Docker Desktop is not running|Cannot connect to the Docker daemon\b|\bIs the docker daemon running\?|\bdocker(?:\.exe)?: error during connect\b|\bdocker(?:\.exe)?: Error response from daemon\b|Cannot connect to Podman\b|\bunable to connect to Podman(?: socket)?\b`;
export const CONTAINER_RUN_FAILED_RE = new RegExp(CONTAINER_RUN_FAILED, 'i');

/**
 * Words that the server's process exited, inside a connection's or an initialize's failure: Go's exec.ExitError ("exit
 * status 127", relayed with the child's output in Jan's "Failed to start MCP server x: Resolving dependencies … Saved
 * lockfile Error: cannot run conmon: exit status 127": janhq/jan#6630), Node's "exited with code N" (VS Code's "Process
 * exited with code 2"), "exit code: N". The process, and the stdio connection with it, is gone (read only for the
 * connection: a tool's own failure quoting a command's exit code is that tool's answer).
 */
export const PROCESS_EXITED_RE = /\bexit status -?\d+\b|\bexited (?:unexpectedly )?with (?:exit )?code:? -?\d+\b|\bexit code:? -?\d+\b/i;

/**
 * A client that refused the peer's first message and gave the handshake up: the Rust SDK's (rmcp)
 * ClientInitializeError::ExpectedInitResponse, "expect initialized response, but received: Some(Notification(…))",
 * when a server sends a notification before its initialize answer (Warp: tim-smart/effect-mcp#18; the same client
 * in any rmcp host: Codex, Goose). The server never answered the initialize; the client stopped waiting on purpose
 * and dropped the connection, with no timer and no cancel: abandoned (docs/causes.md), its cause not a timer's.
 */
/**
 * Kotlin's message for a coroutine job that was cancelled, as JetBrains IDE plugins show it when the job that starts an
 * MCP server is cancelled (the plugin gave the start up: a deadline, a settings change, the user). JetBrains Junie and
 * AI Assistant put it alone on the first line of their error box, over what the server printed (rollbar/rollbar-mcp-server#39,
 * laravel/boost#48, #122, JetBrains/mcp-jetbrains#74). The requester stopped waiting on its own and sent no cancel; the
 * words do not say why.
 */
// Python's asyncio says the same of a host's own task with CancelledError, and a Python host that logs its connect's
// exception prints that class and nothing else when its own deadline (asyncio.wait_for around the connect) or its
// shutdown cancelled the task: Hermes Agent's "Failed to connect to MCP server 'x': CancelledError", after its 60 s
// connect timeout on an endpoint that answered with an HTML page (NousResearch/hermes-agent#36052) and on a Cloud Run
// server every time (#31346); a desktop app's "MCP 操作失败 CancelledError" refreshing a Streamable HTTP server's tools
// (RachelForster/Shinsekai#255). The class alone is the whole reason: a message after it says more, and is read for that.
// LiteLLM's MCP gateway words the same catch in its own sentence, "Task cancelled while listing tools from <server>",
// when the task listing an upstream's tools is cancelled (BerriAI/litellm#26700).
export const HOST_JOB_CANCELLED_RE = /^(?:(?:kotlinx\.coroutines\.)?JobCancellationException: )?StandaloneCoroutine was cancelled\b|^(?:asyncio\.(?:exceptions\.)?)?CancelledError(?:\(\))?\.?$|^Task cancelled while listing tools from \S+$/;
/**
 * The client refused the protocol version the server answered the initialize with (the spec's lifecycle: a client that
 * does not support the server's version SHOULD disconnect): the TypeScript SDK's "Server's protocol version is not
 * supported: <v>", the Python SDK's "Unsupported protocol version from the server: <v>", Raycast's error panel
 * "Unsupported protocol version: unknown(protocolVersion: \"2025-06-18\")" (its client did not know the version the
 * server answered with: totocaster/arrowhead#12), mcp-go's client `unsupported protocol version: "<v>"` with a version
 * named (its %q; an empty `""` is an answer that carried none, no version refused: stacklok/toolhive#1568). The server
 * completed the initialize; no error came from it. Not a
 * server's own refusal of the client's version ("Unsupported protocol version" as a JSON-RPC error, -32602/-32022).
 */
export const CLIENT_REFUSED_VERSION_RE = /\bServer's protocol version is not supported\b|\bUnsupported protocol version from the server\b|\bUnsupported protocol version: unknown\(protocolVersion:|\bunsupported protocol version: "[^"\s]+"/;
/**
 * The host's side refused an answer the server gave, in words that name the method and no fault of the server's:
 * ChatGPT's connector error "MCP <method> response was inconsistent from <host>" (its backend's validation of the
 * answer a tunnelled server/discover got: upstream status 200, an event stream; openai/tunnel-client#71). The server
 * answered; the refusal is the caller's, like a client refusing the version it was answered with.
 */
export const CLIENT_REFUSED_ANSWER_RE = /\bMCP [a-z]+(?:\/[A-Za-z]+)* response was inconsistent\b/;
export const CLIENT_REFUSED_HANDSHAKE_RE = /\bexpect(?:ed)? initiali[sz]ed? response,? but (?:received|got)\b/i;
/**
 * The client refused the answer to its initialize: rmcp's ClientInitializeError::ExpectedInitResult, "expect initialized
 * result, but received: Some(<ServerResult>)", raised when the response that carries the initialize's id holds another
 * result than an InitializeResult (service/client.rs: the response was matched to the request first). Unlike
 * ExpectedInitResponse above, the server did answer; the client would not use what it answered (an rmcp router on a
 * server whose answer read as EmptyResult(EmptyObject): homeassistant-ai/ha-mcp#360).
 */
export const CLIENT_REFUSED_INIT_RESULT_RE = /\bexpect(?:ed)? initiali[sz]ed? result,? but (?:received|got):? Some\(/i;
/**
 * An SSE client refusing the server's `endpoint` event because the POST URL it names is on another origin than the
 * stream (the TypeScript SDK's SSEClientTransport "Endpoint origin does not match connection origin: <origin>"; the Go
 * client's lower-case "endpoint origin does not match connection origin", Windsurf quoting it with the host after it:
 * idosal/git-mcp#43, fixed on the server). The stream was answered, the client stopped before posting the initialize:
 * the connect failed on what the server announced, and the server never saw a request.
 */
export const SSE_ENDPOINT_REFUSED_RE = /\bendpoint origin does not match connection origin\b/i;

/**
 * The TypeScript SDK's own request-timer error (McpError -32001 "Request timed out"; -2 before
 * 1.6): whoever prints it, the timer that fired is that SDK's, which cancels the request
 * (shared sdk-behaviour notes; a host's connect error carrying it: samanhappy/mcphub#324). The spaces
 * may move in a copy typed from a screenshot ("MCP error-32001:Request timed out": CherryHQ/cherry-studio#9732), and the
 * last word be cut or mangled after the code and 'Request timed' ("MCP error-32001： Request timed [out。。。", typed through a
 * Chinese input method: CherryHQ/cherry-studio#8336).
 */
export const TS_SDK_TIMEOUT_RE = /MCP error ?- ?(?:32001|2) ?: ?Request timed(?: out|\b(?= ?[[.…。]))|\(error -32001\)|\bSdkError: Request timed out\b/;

/**
 * A JavaScript runtime's own deadline on an HTTP exchange, in the words its TimeoutError carries: Bun's (and
 * WebKit's) "The operation timed out." — Claude Code runs on Bun: a Streamable HTTP tool call ended at its fixed
 * ~360 s wait showed the tool result "The operation timed out." while the server had written nothing
 * (anthropics/claude-code#93143) — and Node's AbortSignal.timeout() "The operation was aborted due to timeout". The
 * host's HTTP client stopped waiting on the exchange: not the SDK's request timer, which words its own error and
 * cancels; nothing in these words sends a cancel. The whole text only: a sentence around it is someone's own.
 */
export const RUNTIME_DEADLINE_RE = /^(?:(?:TimeoutError|DOMException|Error):\s*)?The operation (?:timed out|was aborted due to timeout)\.?$/;

/**
 * The TypeScript SDK's timeout text inside another MCP error's message: the requester's SDK printed an error answer
 * it *received* ("MCP error <code>: <message>"), and that message carries a middle party's own timer — a router or
 * proxy whose SDK timed out upstream and relayed it ("MCP error -32603: … Error calling tool x: MCP error -32001:
 * Request timed out": mcp-router/mcp-router#57). The outer code is the answer's; an outer -32001 or -2 is only the
 * timer's text said twice. Group 1: the outer code.
 */
export const RELAYED_TIMER_RE = /MCP error ?(-? ?\d+) ?: ?.*?MCP error ?- ?(?:32001|2) ?: ?Request timed out/;
const OUTER_CODE_RE = /MCP error ?(-? ?\d+) ?: ?/g;
const INNER_TIMER_RE = /MCP error ?- ?(?:32001|2) ?: ?Request timed out/g;
const LINE_BREAK_RE = /[\n\r\u2028\u2029]/g;

/**
 * The code of the error answer that relayed a middle party's timer, or null: what RELAYED_TIMER_RE's first match says,
 * found in one pass. The pattern itself, run on a line that says "MCP error <code>:" many times with no timer text after
 * them, started its lazy `.*?` again at each of them and scanned the rest of the line each time: quadratic (a
 * 64,000-character line took 1.4 s; docs/performance.md "Hostile lines"). Its first match is the first "MCP error
 * <code>:" with a timer text after it before the line ends (`.` stops at a line break).
 */
export function relayedTimerCode(text: string): number | null {
  if (!text.includes('Request timed out')) return null;
  const timers = [...text.matchAll(INNER_TIMER_RE)].map((m) => m.index);
  if (timers.length === 0) return null;
  const breaks = [...text.matchAll(LINE_BREAK_RE)].map((m) => m.index);
  let t = 0;
  let b = 0;
  for (const m of text.matchAll(OUTER_CODE_RE)) {
    const end = m.index + m[0].length;
    while (t < timers.length && timers[t]! < end) t++;
    if (t === timers.length) return null;
    while (b < breaks.length && breaks[b]! < end) b++;
    // The next timer text must come before the next line break.
    if (b < breaks.length && breaks[b]! < timers[t]!) continue;
    const code = Number(m[1]!.replace(/\s+/g, ''));
    return code === -32001 || code === -2 || !Number.isFinite(code) ? null : code;
  }
  return null;
}
/**
 * The words say sending the message failed (its POST), not that a stream or the process went away. Not the
 * peer's "without sending": httpx says the other side hung up before sending ("peer closed connection
 * without sending complete message body", "Server disconnected without sending a response":
 * home-assistant/core#140667), which says nothing of our send.
 */
export const SEND_RE = /\b(?<!without )(?:sending|send|POST(?:ing)?)\b/i;
// An HTML page where JSON-RPC was due: a proxy's or a web app's page, not the MCP server's answer
// (sjzar/chatlog#116: "Unexpected content type: text/html"; the Python SDK's "Expected response header
// Content-Type to contain 'text/event-stream', got 'text/html'": derisk-ai/OpenDerisk#94).
export const GATEWAY_RE = /\b(?:502|503|504|524)\b|Bad Gateway|Gateway Time-?out|Service Unavailable|content type: text\/html|got '?text\/html|<!DOCTYPE html|<html[\s>]/i;

/**
 * An HTTP status an SDK client's error text carries: the TypeScript SDK's SSE client ("SSE error:
 * Non-200 status code (405)": kirodotdev/Kiro#6321; "code(502)" glued: CherryHQ/cherry-studio#4265)
 * and its Streamable HTTP client ("Error POSTing to endpoint (HTTP 400): …": obot-platform/obot#3266); .NET's
 * HttpClient, which every .NET host's transport throws through EnsureSuccessStatusCode ("Response status code does
 * not indicate success: 405 (Method Not Allowed).": microsoft/agent-framework#1643, StefH/McpDotNet.Extensions.SemanticKernel#11);
 * reqwest's error_for_status in every Rust client on it ("Client error: HTTP status client error (400 Bad Request) for url
 * (…)" under rmcp's send error in Codex: openai/codex#5619); httpx's raise_for_status in every Python client on it
 * ("Client error '404 Not Found' for url '…/messages/?session_id=…'" in the Python SDK SSE client's post_writer:
 * modelcontextprotocol/python-sdk#748; "Server error '502 Bad Gateway' for url").
 */
export const STATUS_IN_TEXT_RE =
  /Non-200 status code ?\((\d{3})\)|\(HTTP (\d{3})\)|\bstatus(?: code)?:? \(?(\d{3})\b|\bHTTP (?:error |status )?(\d{3})\b|\bdoes not indicate success: (\d{3})\b|\bHTTP status (?:client|server) error \((\d{3})\b|\b(?:Client|Server) error '(\d{3}) [A-Z][^']*' for url\b/i;
/**
 * The status field of a JSON error document (RFC 9457 problem details, a platform's error JSON) that answered the POST,
 * in the TypeScript SDK's status-less wording "Error POSTing to endpoint: {…"status":500…}" (Cloudflare's Workers
 * error JSON: cloudflare/mcp-server-cloudflare#377). Only inside that answer: a tool's own error text may quote an
 * upstream API's "status" that says nothing about this exchange.
 */
// … or its `code` when `status` is a word: Railway's edge answering for an app it does not have ({"status":"error","code":404,
// "message":"Application not found","request_id":"…"}: ilhamfp/pasal#22; its 502 "Application failed to respond" the same
// way). A JSON-RPC error's code is negative and five digits long: never read as a status.
export const POSTED_BODY_STATUS_RE = /Error POSTing to endpoint:\s*\{[\s\S]*?"(?:status|(?<="status"\s*:\s*"error"\s*,\s*")code)"\s*:\s*(\d{3})\b/;
/**
 * A web server's or framework's default page for a status, as the whole body of a refused POST in the TypeScript SDK's
 * status-less wording "Error POSTing to endpoint: <body>" (the status only in the error's `code`): the page says the
 * status the server answered. Go's net/http mux for a path it does not route ("404 page not found": a Claude Code
 * plugin's endpoint, anthropics/claude-code#69307; Traefik with no route, the same text: #94273), a status line as the
 * body ("404 Not Found", "405 Method Not Allowed"), Express's "Cannot POST /mcp" (its finalhandler's 404,
 * ravitemer/mcp-hub#107), Starlette's plain "Not Found" / "Method Not Allowed" and FastAPI's {"detail":"Not Found"}.
 * The body alone, whole: words around it ("Not Found: Session not found") are the server's own and read as such.
 * Group 1: a status written out; group 2: the words of a status it implies (BODY_PAGE_WORDS).
 */
export const POSTED_BODY_PAGE_RE =
  /Error POSTing to endpoint:\s*(?:([45]\d\d) (?:page not found|[A-Z][a-z]+(?: [A-Za-z][a-z]+){0,3})|(Cannot (?:POST|GET|DELETE) \/\S*|Not Found|Method Not Allowed|Unauthorized|Forbidden)|\{"detail"\s*:\s*"(Not Found|Method Not Allowed)"\})\s*$/;
const BODY_PAGE_WORDS: Readonly<Record<string, number>> = { 'Not Found': 404, 'Method Not Allowed': 405, Unauthorized: 401, Forbidden: 403 };

/** The status a refused POST's default page says (POSTED_BODY_PAGE_RE), or null. */
export function postedPageStatus(text: string): number | null {
  if (!text.includes('Error POSTing to endpoint:')) return null;
  const m = POSTED_BODY_PAGE_RE.exec(text);
  if (m === null) return null;
  if (m[1] !== undefined) return Number(m[1]);
  const words = m[2] ?? m[3]!;
  return words.startsWith('Cannot ') ? 404 : BODY_PAGE_WORDS[words] ?? null;
}

/**
 * A serverless platform's words that the server's own code threw while handling the request: Cloudflare Workers'
 * "Error 1101: Worker threw exception" (error_name "worker_threw_exception"), answered as HTTP 500 in the server's
 * place (cloudflare/mcp-server-cloudflare#377; 1f916-ai/1f916#42: an MCP handler's rejection escaping the Worker).
 * The server failed the request (its handler crashed), where platform-limit above is the platform ending it.
 */
export const PLATFORM_CRASH_RE = /\bError 1101\b|Worker threw exception|worker_threw_exception/;
/** The status answered the POST that carried the message itself, not a stream or the connect's GET. */
export const POST_STATUS_RE = /\bPOST(?:ing)?\b/;
/**
 * httpx's words for a 4xx answer (`raise_for_status`: "Client error '400 Bad Request' for url '…'") to a URL that is not
 * an SSE endpoint: a Python client's streamable HTTP connect (the SDK's streamablehttp_client; FastMCP's client, which
 * picks that transport for any URL whose path does not end in /sse) sends the initialize as its first request, a POST,
 * and opens no stream before the handshake, so the status answered that POST (Kimi CLI's "Failed to connect MCP
 * servers: {'x': HTTPStatusError("Client error '400 Bad Request' for url '…/mcp'…")}": MoonshotAI/kimi-cli#677). Not a
 * 405: the answer an SSE client's GET gets from a streamable endpoint, a stream refused, not the request. (The error a
 * row reads may end at the URL, its closing quote left out.)
 */
export const HTTPX_REFUSED_POST_RE = /\bClient error '4(?!05)\d\d[^']{0,60}' for url '(?![^']*\/sse\/?(?:'|$))/;

/** A responder's words about its own request to an upstream server failing (a gateway's 5xx body). */
export const UPSTREAM_RE = /\bupstream\b|failed to create client|transport error: failed to send request|failed to connect to (?:the )?(?:upstream|backend)/i;

/**
 * An error answer the server sent with one of JSON-RPC's own codes (-32600 to -32603, -32700) whose message names a
 * timeout of the server's own — its wait on something behind it — and carries no requester's timer text: "MCP
 * error -32603: Tool execution failed: Studio plugin connection timeout." (an editor bridge's server waiting for its
 * plugin: boshyxd/robloxstudio-mcp#43, #103). The requester got an answer, so its own timer did not fire; a
 * middle party's timer relayed inside the answer is the SDK's timeout text (relayedTimerCode) or the Python SDK's.
 */
const SERVER_CODE_RE = /MCP error ?- ?32(?:60[0-3]|700) ?:/;
const REQUESTER_TIMER_RE = /Request timed out|Timed out while waiting for response|\(error -32001\)/i;
export function serverAnsweredTimeout(text: string): boolean {
  return SERVER_CODE_RE.test(text) && !REQUESTER_TIMER_RE.test(text);
}

/**
 * An error answer with JSON-RPC's internal-error code (-32603) whose message is an HTTP status and the body of a response
 * the server got from a service behind it ('{"code":-32603,"message":"404 {\\"detail\\":\\"Session not found\\"}"}',
 * the body FastAPI's error shape: a memory server's tool relaying its backend API's refusal of the backend's own session,
 * plastic-labs/honcho#310; the SDK's printed form 'MCP error -32603: 404 {…}'). The server's handler failed on a call of
 * its own and answered: words about a session inside are that service's session, not the MCP session, which a
 * transport refuses with a status of its own and the SDKs' session codes (-32000, -32001, -32600), never as an internal
 * error whose text is another exchange.
 */
const RELAYED_UPSTREAM_STATUS_RE = /"code"\s*:\s*-32603\s*,\s*"message"\s*:\s*"[1-5]\d\d [{[]|MCP error ?-32603 ?: ?[1-5]\d\d [{[]/;
export function serverRelayedUpstreamStatus(text: string): boolean {
  return RELAYED_UPSTREAM_STATUS_RE.test(text);
}

/** The message of such an answer as the wire carries it apart from its code: the status, a space, a JSON body. */
const RELAYED_STATUS_MESSAGE_RE = /^\s*[1-5]\d\d [{[]/;

/**
 * serverRelayedUpstreamStatus for an error read as (code, message), as the wire gives it (protocol/errors.ts readError):
 * -32603 with a message that is a status and a JSON body, or a message that quotes such an answer whole.
 */
export function relayedUpstreamStatus(code: number | null, message: string): boolean {
  return (code === -32603 && RELAYED_STATUS_MESSAGE_RE.test(message)) || RELAYED_UPSTREAM_STATUS_RE.test(message);
}

/** Whether the words carry a requester's timer text (the SDKs' 'Request timed out' and its kin: REQUESTER_TIMER_RE). */
export function requesterTimerWords(text: string): boolean {
  return REQUESTER_TIMER_RE.test(text);
}

/**
 * A tool's answer that is the server's report of an exception it caught inside the tool, returned as the call's result
 * text rather than as a JSON-RPC error: a Python tool's `return f"Unexpected error: {e}"` ("Unexpected error: [WinError 2]
 * 系统找不到指定的文件。" under Claude Code's call header: kky42/codex-as-mcp#2). Read only as a tool call's whole error text
 * (host-words): the server answered, with the tool's failure.
 */
export const TOOL_CAUGHT_ERROR_RE = /^(?:Unexpected|Unhandled|Internal|Fatal|Runtime|Execution|Tool(?: execution)?) error: \S/i;
/**
 * A tool call's failure printed inside the result's content, as a Python client shows the content blocks it received:
 * the Python SDK's pydantic repr (`[TextContent(type='text', text="Error calling tool 'search'", …)]`) or the blocks
 * dumped to dicts (`[{'type': 'text', 'text': 'An error occurred while executing the tool: …'}]`, a Dify agent plugin's
 * tool_response: hjlarry/dify-plugin-mcp_agent#1). Content blocks come only in a tools/call result (schema
 * CallToolResult.content), so words inside one are the server's answer, not the client's own failure. Read on the line a
 * tool call's failure was read from, after the rules for a timer, a close or a transport, which a client may also hand to
 * its model as text.
 */
export const RESULT_CONTENT_TEXT_RE = /\{\s*'type'\s*:\s*'text'\s*,\s*'text'\s*:\s*['"]|\bTextContent\(\s*type=['"]text['"]\s*,\s*text=['"]/;
/**
 * A stdio bridge's answer to a call it could not carry out, as the text member of the result a chat app shows: the
 * browser-extension server's stdio entry point forwards each tools/call to the extension's local HTTP server and, when
 * that fails, returns its own result with isError and the text "Error calling tool: <why>" — no tool named
 * (hangwin/mcp-chrome app/native-server/src/mcp/mcp-server-stdio.ts, handleToolCall; "Error calling tool: Failed to
 * connect to MCP server" in Cherry Studio's tool card: hangwin/mcp-chrome#102). A client's own wrapper of its failed
 * call names the tool ("Error calling tool <name>: …", Cherry Studio's), so the bare form in a result's "text" member
 * is the server's answer. Read on the line a tool call's failure was read from, like RESULT_CONTENT_TEXT_RE.
 */
export const BRIDGE_RESULT_TEXT_RE = /"text"\s*:\s*"Error calling tool: (?![A-Za-z_][\w.-]*:)\S/;
/**
 * The same bridge's result when its wait for the browser extension ran out, shown as the whole text of a tool card:
 * the native host sends each tools/call on to the extension and waits 30 s for the answer (register-tools.ts passes
 * 30000 to sendRequestToExtensionAndWait, whose timer rejects with "Request timed out after <n>ms"), and the handler
 * returns that rejection as its own isError result, "Error calling tool: Request timed out after 30000ms"
 * (hangwin/mcp-chrome app/native-server/src/mcp/register-tools.ts, native-messaging-host.ts; shown in Cursor:
 * hangwin/mcp-chrome#100, in another client's card after its "错误: " label: hangwin/mcp-chrome#139). The wait is the
 * server's own, behind it, not the requester's timer: the call was answered. Only this sentence, as the line's whole
 * text: the bare "Error calling tool: <why>" is also a client's own wrapper (Claude Code's mcp-cli printing "Error
 * calling tool: Error: Network error: socket hang up": anthropics/claude-code#22058), and a client naming its own limit
 * names the tool ("Error calling tool 'x': MCP task 'tool_call' timeout after 10s": infiniflow/ragflow#12105).
 */
export const BRIDGE_WAIT_RESULT_RE = /^\s*(?:[^\s:]{1,12}:\s*)?Error calling tool: Request timed out after \d+ms\s*$/;
/**
 * A requester's words that the task behind its task-augmented request (2025-11-25 tasks) reached the terminal status
 * `failed`, read from a `tasks/get` poll: VS Code's `Task <taskId> failed: <the task's statusMessage>` (in Copilot Chat's
 * `ERROR while calling tool: …`: microsoft/vscode#335229) and the TypeScript SDK's requestStream error `Task <taskId>
 * failed` (apify/apify-mcp-server#685). The status is the server's own verdict on the work (docs/causes.md "Tasks": a
 * terminal status the requester read), whatever the message after it says. Read as a request's whole error text.
 */
export const TASK_FAILED_STATUS_RE = /^(?:MCP error -?\d+: )?Task \S{1,200} failed(?:: \S|\s*$)/;
/**
 * The Python SDK's FastMCP wrapping an exception its tool raised into the call's error result: `Error executing tool
 * <name>: <exception>` (python-sdk src/mcp/server/fastmcp/tools/base.py, Tool.run raises ToolError with these words and
 * the server returns them with isError). The server answered the call with its tool's failure: the upstream's read
 * timeout (avivsinai/langfuse-mcp#5), the framework's own "Context is not available outside of a request"
 * (sooperset/mcp-atlassian#382). The same words are the Vercel AI SDK's ToolExecutionError around a client-side failure
 * ("Error executing tool find_event: Attempted to send a request from a closed client": vercel/ai#5365); those inner
 * errors are the MCP client's own (closed client, not connected, a transport's or timer's words) and are read before
 * this (host-words.ts), so this is tried only on words no other rule placed. Read on the whole line the tool name is in.
 */
export const PY_TOOL_RAISED_RE = /\bError executing tool [A-Za-z_][\w.-]*: \S/;
/**
 * The TypeScript SDK's checks of one tool call, the words each reader of them shares (regular-expression source): the
 * McpServer's refusal of the call's arguments or of its own tool's structured result, up to the tool's name ("Invalid
 * arguments for tool <name>: …", "Invalid structured content for tool <name>: …"); its refusal of a result with no
 * structured content from a tool that declared an output schema (SDK_NO_STRUCTURED_CONTENT, "Tool <name> has an output
 * schema but no structured content was provided"); and the client's, Client.callTool's and the Python SDK's
 * ClientSession.call_tool's, for the same result (SDK_RESULT_NOT_STRUCTURED, "… did not return structured content").
 * SERVER_ERROR_RE reads the server's two as its answer, RESULT_SCHEMA_REJECTED_RE the client's as its refusal of a
 * completed call, and ingest/hosts/phrase.ts SDK_TOOL_CHECK_RE all three as words naming the tools/call and its tool.
 */
export const SDK_CALL_CHECK = 'Invalid (?:arguments|structured content) for tool';
export const SDK_NO_STRUCTURED_CONTENT = 'has an output schema but no structured content was provided';
export const SDK_RESULT_NOT_STRUCTURED = 'has an output schema but did not return structured content';
/**
 * Words of an error the server sent: an MCP error code, a tool's error result. The 2026-07-28 codes only a server
 * sends (HeaderMismatch -32020, MissingRequiredClientCapability -32021, UnsupportedProtocolVersion -32022,
 * UrlElicitationRequired -32042) are its answer whatever prints them (`JSON-RPC error: -32022: connection is serving
 * the 2026-07-28 protocol; …`: awslabs/mcp#4564).
 * A server's refusal of a call to a tool it does not have, in its own words with or without a code ("Unknown tool:
 * <name>", 'unknown tool "<name>"'): an aggregating gateway that lost its downstream session answers so too
 * (metatool-ai/metamcp#318). The Go SDK server's refusal of a request before the handshake completed ('method
 * "tools/list" is invalid during session initialization': hawkxtreme/mini-ai-1c#88, xpzouying/xiaohongshu-mcp#555) is its
 * answer too, whatever code the client printed with it. VS Code's `MPC <code>: <message>` is its wrapper of an error
 * response and nothing else (MpcResponseError, VS Code's spelling): the server's answer whatever its code
 * (tuist/tuist#7675's -32600 'Invalid Request: Unsupported protocol version'). Amazon Q's chat CLI words a tools/call
 * answered with an error response (no `result`) as "<tool> invocation failed to produce a result" (its
 * CustomTool::invoke: atxtechbro/dotfiles#138), and a load's tools/list answered so as "Failed to retrieve result for
 * custom tool <server>" (its CustomToolClient::get_tool_spec: aws/amazon-q-developer-cli#1465). The reference filesystem
 * server's refusal of a path outside the directories it serves, "Access denied - path outside allowed directories: …",
 * is its answer to the call, an error result (librefang/librefang#2949). A server's generic answer for a tool that threw, "Internal tool error"
 * (under -32000 from the implementation-defined range, which the SDK's own "Connection closed" shares: MemPalace/mempalace#929,
 * #1488), is its answer too. So are the TypeScript SDK McpServer's refusals of a call's arguments or of its own tool's
 * result without a code in front ("Invalid arguments for tool <name>: …", "Invalid structured content for tool <name>:
 * …", "Tool <name> has an output schema but no structured content was provided": older 1.x servers wrote them bare, v2's
 * ProtocolError carries them with no "MCP error <code>: "; ingest/hosts/phrase.ts SDK_TOOL_CHECK_RE): the server
 * answered with the error (mobile-next/mobile-mcp#89). Not the client's "… did not return structured content"
 * (RESULT_SCHEMA_REJECTED_RE: the server completed the call).
 */
export const SERVER_ERROR_RE = new RegExp(
  String.raw`\b${SDK_CALL_CHECK} \S+:|${SDK_NO_STRUCTURED_CONTENT}|\binvocation failed to produce a result\b|\bFailed to retrieve result for custom tool\b|\bAccess denied - path outside allowed directories\b|\bInternal tool error\b|MCP error -32(?:6\d\d|700)|\bMPC -?\d+: |-32602|-32603|-32601|-3202[0-2]\b|-32042\b|Tool .* (?:error|failed)|isError|error response|server returned an error|\bunknown tool(?::|\s+["'\x60])|\bis invalid during session initialization\b`,
  'i',
);
/**
 * The client's own SDK refused the call before sending it, so no request reached the server: the TypeScript SDK v1
 * client's guard for a listed tool whose tasks support is 'required' (2025-11-25 tasks), `Tool "<name>" requires
 * task-based execution. Use client.experimental.tasks.callToolStream() instead.` (-32600 InvalidRequest, thrown by
 * Client.callTool before its request: github/copilot-cli#2538), and the capability check clients run first, `Server
 * does not support tools (required for tools/call)` (the TypeScript SDK's assertCapabilityForMethod, the AI SDK's MCP
 * client). So is an agent runtime that finds no MCP client for the tool it was asked to call ("No matching MCP agent
 * found for tool name: …": OpenHands/OpenHands#9030). The AI SDK's own check says the words alone, with no method after them
 * ("Error [MCPClientError]: Server does not support tools", read as its tools/list: vercel/ai#5735). OpenAI Agents JS's
 * browser stubs for its MCP server classes throw before any request, the frame naming the stub's file (cloudflare/agents#417). The server's own refusal of such a call reads differently ("Tool <name> requires task augmentation
 * (taskSupport: 'required')", -32601: agentic-os-org/ANOLISA#1999) and is its answer. LibreFang's taint tracking blocks a
 * call whose arguments carry a value it marked sensitive at the call's sink, before the call goes out ("taint violation:
 * sensitive value in MCP argument '$.path' (blocked by sink 'mcp_tool_call')": librefang/librefang#2677): its runtime's
 * refusal, never the server's. So is the Java SDK client's initialization check, "Client must be initialized before
 * listing tools" (McpAsyncClient.withInitializationCheck: it waited for an initialize that never came, then refused the
 * request unsent: gradusnikov/eclipse-chatgpt-plugin#65), which the verdict reads by the fact its phrase rows set instead
 * (HostSaid.unsent; ingest java-sdk.ts), where each client method's action is listed once.
 */
export const CLIENT_REFUSED_BEFORE_SEND_RE = /\brequires task-based execution\b|\bServer does not support [\w ]+ \(required for [\w/]+\)|^Server does not support tools\.?$|\bshims[\\/]mcp-server[\\/]browser\.[cm]?[jt]s:\d+|\bNo (?:matching )?MCP (?:agent|client|server|session)s? (?:was )?(?:found )?for (?:the )?tool\b|\btaint violation\b.*\(blocked by sink '[\w.-]+'\)/i;
/**
 * The server (or its authorization server) refused the requester's credentials, in the words a client prints for it
 * without the status: an expired or revoked token it could not refresh (Claude Code's `MCP server "x" requires
 * re-authorization (token expired)`: anthropics/claude-code#30272, erp-mafia/accounted#710), OAuth's error codes
 * (RFC 6749 §5.2 `invalid_client`/`invalid_grant`, RFC 6750 `invalid_token`, RFC 7591 `invalid_redirect_uri`), or a
 * dynamic client registration that refused the client's redirect URI, so the request never got an authorized answer
 * (Cursor's `cursor://` callback: "No valid redirect URIs provided…", browserstack/mcp-server#176; "Redirect URIs must
 * be localhost or HTTPS", TanStack/tanstack.com#652; "Redirect URI '…' does not match allowed patterns",
 * makeplane/plane-mcp-server#159; "MCP OAuth redirect URIs must use HTTPS callbacks…", different-ai/openwork#3059).
 * So are an SDK's own words for the 401 challenge it could not answer (rmcp's `Auth error: OAuth authorization
 * required` and `AuthRequired(AuthRequiredError { … })` / `Auth required`, wrapped in Codex's "Send message error
 * Transport […]": openai/codex#33403, #17265, #6570), a body saying the token expired (`"code": "token_expired"`,
 * "Provided authentication token is expired.": openai/codex#18769), and a refusal for a missing scope (RFC 6750 §3.1
 * `insufficient_scope`, the 403 of the MCP authorization spec's scope challenge: anthropics/claude-code#92518; an
 * Azure endpoint's "Access denied: Scope '…' is not present in the request.": microsoft/Agent365-devTools#454).
 * So is rmcp's refresh of an expired access token failing before the request could carry one (`Auth error: OAuth
 * token refresh failed: No refresh token available, when send initialize request`, Codex's startup warning:
 * openai/codex#9535): the access token had expired, the request had no credentials the server would take.
 * So is Claude Code's later wording of its own refusal, `MCP server "x" needs you to sign in again (run /mcp to
 * re-authenticate)`: a call's 401 it found no token to refresh past (Nebulit-GmbH/EventModeling-Toolkit#205).
 * So is Warp's word for the same challenge met by a client with no OAuth at all, `Transport creation error: Server
 * requires authentication, which is not yet supported` (its MCP log's "Failed to connect to server: …", rmcp's streamable
 * HTTP client turned away by a remote server's 401: warpdotdev/warp#7371).
 * So is `Token is not active`, the error_description an OAuth server gives with `invalid_token` for an expired or
 * revoked token (its introspection's `"active": false`, RFC 7662 §2.2), which Cursor prints alone for a stored token it
 * did not refresh, on the Streamable HTTP connect and again on the SSE fallback (cursor/cursor#3722).
 * The request was refused before any work (HTTP 401 or 403 behind it): failed, by the server's side.
 */
export const AUTH_REFUSED_RE = /\brequires re-authori[sz]ation\b|\bneeds you to sign in again\b|\bOAuth authori[sz]ation required\b|\bOAuth token refresh failed\b|\bAuthRequired(?:Error)?\b|\bAuth required\b|\bServer requires authentication\b|\btoken_expired\b|\bToken is not active\b|\b(?:access|authentication|auth|bearer) token (?:is |has )?expired\b|\binsufficient_scope\b|\bScope\b[^\n]{0,80}?\bis not present in the request\b|\binvalid_(?:token|client|grant|redirect_uri)\b|\bNo valid redirect URIs?\b|\bredirect[ _]?URIs?\b[^\n]{0,80}?\b(?:must (?:be|use)|(?:is|are) not (?:allowed|valid|registered)|does not match|not in (?:the )?allowed)/i;
/**
 * The client's OAuth dynamic client registration (RFC 7591) failing after the server's authorization challenge, in the
 * TypeScript SDK's client/auth.js words every client on it prints: `Dynamic client registration failed: HTTP <status>`
 * (the registration endpoint refused: Cursor, obot-platform/obot#3406 (401), github/github-mcp-server#552 (404);
 * Claude Code, github/github-mcp-server#830 (404)) and `Incompatible auth server: does not support dynamic client
 * registration` (the server's authorization metadata offers no registration endpoint: Cursor,
 * github/github-mcp-server#1663, freema/openclaw-mcp#24 where the maintainer confirmed registration was disabled;
 * mcp-cli, wong2/mcp-cli#23; Claude Code, anthropics/claude-code#38102). The server had answered the unauthenticated
 * request with 401 and the client could not get credentials: refused before any work, as AUTH_REFUSED_RE. A 5xx
 * from the registration endpoint is not a refusal (read by its status).
 * Newer SDKs (1.2x on) no longer word the registration's refusal themselves: registerClient, like the token exchange,
 * throws parseErrorResponse's error, which for a body that is not an RFC 6749 §5.2 error object reads `HTTP <status>:
 * Invalid OAuth error response: <parse error>. Raw body: <body>` (client/auth.js). The OAuth endpoint refused the
 * client's credentials step: the same refusal (Claude Code's /mcp details, a 404 with Go's plain `404 page not found`
 * body: xpzouying/x-mcp#5). When the refusal's body is an OAuth error object, parseErrorResponse returns the class of
 * its code (`ServerError` for `server_error` and for any code the SDK does not know), with the body's description as
 * the message, often empty: a client printing the error with its stack shows only the class name, and the frames say
 * whose answer it was (`ServerError` at parseErrorResponse under `registerClient`, then auth and the transport's send:
 * mcp-remote, zeptonow/mcp#45). A registration that never got an answer throws from fetch, not parseErrorResponse.
 */
export const CLIENT_REGISTRATION_REFUSED_RE = /\bDynamic client registration failed\b|\bdoes not support dynamic client registration\b|\bHTTP [1-5]\d\d: Invalid OAuth error response\b|\bat parseErrorResponse\b[^]{0,400}?\bat (?:async )?registerClient\b/i;
/**
 * A client's SDK refusing the result a server returned for a tool call, because its structured content does not
 * fit the tool's own declared outputSchema: the TypeScript SDK's Client.callTool validates the result and throws
 * McpError -32602 (InvalidParams) "Structured content does not match the tool's output schema: …", or -32600
 * (InvalidRequest) "Tool <name> has an output schema but did not return structured content" for a result with none
 * (1.32.2 dist/esm/client/index.js, callTool; n8n's community node: nerding-io/n8n-nodes-mcp#255); the Python
 * SDK's ClientSession.call_tool raises "Invalid structured content returned by tool <name>: …". The server finished
 * the call and answered; what it answered is what failed.
 */
export const RESULT_SCHEMA_REJECTED_RE = new RegExp(
  String.raw`Structured content does not match the tool's output schema|${SDK_RESULT_NOT_STRUCTURED}|Invalid structured content returned by tool\b`,
  'i',
);
/**
 * The Python SDK's result types (`mcp.types`, `<Type>Result`) by the request each answers: the names pydantic's
 * validation error gives (PY_RESULT_REFUSED_RE below) and the request the host rows read from them
 * (ingest/hosts/generic-clients.ts).
 */
export const PY_RESULT_TYPES: readonly (readonly [string, string])[] = [
  ['Initialize', 'initialize'],
  ['ListTools', 'tools/list'],
  ['CallTool', 'tools/call'],
  ['ListResources', 'resources/list'],
  ['ListResourceTemplates', 'resources/templates/list'],
  ['ReadResource', 'resources/read'],
  ['ListPrompts', 'prompts/list'],
  ['GetPrompt', 'prompts/get'],
  ['Complete', 'completion/complete'],
];
/**
 * The Python SDK's client refusing the answer to a request as that request's result type: ClientSession.send_request
 * validates every result with pydantic (`result_type.model_validate`), whose error names the type ("1 validation error
 * for ListToolsResult", "3 validation errors for CallToolResult") and, on the lines under it, the field and the value
 * that arrived. The types take any extra field (the SDK's models allow them), so a refusal is a field missing or of the
 * wrong type: what the server answered is at fault, the server having answered (OpenHands' sandbox SSE endpoint answering
 * tools/list with `{}`: OpenHands/OpenHands#8285, #8514). The SDK's result types only: an application's own model whose
 * name ends in Result is not one.
 */
export const PY_RESULT_REFUSED_RE = new RegExp(String.raw`\b\d+ validation errors? for (?:${PY_RESULT_TYPES.map(([t]) => t).join('|')})Result\b`);
/**
 * The whole error is a zod issue array: the TypeScript SDK's client parses every answer with the request's result schema
 * (Protocol.request: `resultSchema.parse(response.result)`) and, when the answer does not fit, rejects the request with
 * the ZodError, whose message is the issues as indented JSON (`[ { "code": "invalid_type", "expected": "string",
 * "received": "array", "path": [ "serverInfo", "icons", 0, "sizes" ], … } ]`). Cursor logs it after "Error connecting to
 * streamableHttp server, falling back to SSE:" when a newer server's initialize result carries icons the older schema
 * does not take (modelcontextprotocol/typescript-sdk#1273; the same refusal in github/copilot-cli#486). The server
 * answered; the client refused the answer, and the issues do not say whose schema is behind. Only the array alone: a
 * server relaying its own validation of a call's arguments prefixes it ("MCP error -32602: Invalid arguments for tool …:
 * [ … ]"), and a tool's error text may be such an array too; diagnose/classify/host-words.ts reads it for an initialize.
 */
export const RESULT_PARSE_REFUSED_RE = /^\[ ?\{ ?"code": ?"(?:invalid_type|invalid_literal|invalid_union|invalid_union_discriminator|invalid_enum_value|unrecognized_keys|invalid_string|invalid_format|invalid_value|too_small|too_big|custom)",[^]*?"path": ?\[/;
/**
 * One issue of that ZodError on a tool call's answer: the TypeScript SDK's CallToolResultSchema refusing a content block
 * whose `type` is none of the content types its schema knows (a zod union over text, image, audio, resource and, from
 * spec 2025-06-18, resource_link), the issue's path `[ "content", <i>, "type" ]` and the type the server sent as
 * `received`. A chat app relays the array inside its own sentence, often inside a JSON string with its quotes escaped
 * (Cherry Studio's tool card: "Error calling tool <name>: Error: Error invoking remote method 'mcp:call-tool': [\n  {\n
 * \"code\": \"invalid_union\", …", the server's block typed "error": aicu-icu/xhs-mcp-server#10). Null when the text
 * holds no such issue.
 */
const CONTENT_TYPE_ISSUE_RE = /\{[^{}]*"path": ?\[\s*"content",\s*\d+,\s*"type"\s*\][^{}]*\}/;
export function refusedResultContentType(text: string): string | null {
  if (!text.includes('"code') || !text.includes('content')) return null;
  // Undo one level of JSON string escaping, so the issue reads the same inside a card's string and bare.
  const plain = text.includes('\\"') ? text.replace(/\\n/g, '\n').replace(/\\"/g, '"') : text;
  if (!/"code": ?"invalid_(?:literal|union|union_discriminator|value)"/.test(plain)) return null;
  const issue = CONTENT_TYPE_ISSUE_RE.exec(plain);
  if (issue === null) return null;
  const received = /"received": ?"([^"\\]{1,60})"/.exec(issue[0]);
  return received === null ? null : received[1]!;
}
/**
 * One issue of a client's schema check of a tools/list answer on a tool's input schema type: the issue's path `[ "tools",
 * <i>, "inputSchema", "type" ]`. Every revision of the MCP spec fixes Tool.inputSchema.type to "object" (schema.ts Tool),
 * so a client refusing that member was given a tool outside the protocol: the server's answer at fault (LM Studio's
 * "Failed to load plugin tools: [ { "code": "invalid_literal", "expected": "object", "path": [ "tools", 0,
 * "inputSchema", "type" ], … } ]", fixed in the server's release: Mearman/mcp-wayback-machine#3). Read after
 * RESULT_PARSE_REFUSED_RE: the whole error is the issue array.
 */
export const TOOL_INPUT_SCHEMA_TYPE_ISSUE_RE = /"path": ?\[\s*"tools",\s*\d+,\s*"inputSchema",\s*"type"\s*\]/;
/**
 * The content block types some revision of the MCP spec defines (schema.ts ContentBlock; resource_link from 2025-06-18).
 * A block of one of these refused by a client is the client's schema being older than the server's; a block of any
 * other type is outside every revision, the server's answer at fault.
 */
export const SPEC_CONTENT_TYPES: ReadonlySet<string> = new Set(['text', 'image', 'audio', 'resource', 'resource_link']);
/**
 * The whole error text is one of JSON-RPC 2.0's standard error messages (§5.1): the `message` of an
 * error object the peer answered with, which a host prints bare (Zed: "context server failed to start:
 * Internal error", zed-industries/zed#59841). A missing handler's is often worded with the method after it, "Method
 * not found: tools/list" (the Java SDK's server and many others; a Java client's McpError quoting it:
 * spring-projects/spring-ai#2673).
 */
export const JSONRPC_MESSAGE_RE = /^(?:Parse error|Invalid Request|Method not found(?:: [a-z]+(?:\/[a-zA-Z]+)*)?|Invalid params|Internal error)\.?$/i;
/**
 * The whole error text is the numeric code of an error object the peer answered with, where the client prints the
 * code alone, with where it came from: Claude Code's reconnect outcome `-32429 at <url>` (a claude.ai connector's
 * endpoint refusing the connect: anthropics/claude-code#65198), as it prints `HTTP 404 at <url>` for a status. A code
 * in JSON-RPC's reserved range; not -32000 / -32001, the TypeScript SDK's own codes for a closed connection and its
 * request timer, which name no answer.
 */
export const JSONRPC_CODE_ALONE_RE = /^(?:MCP error )?-32(?!00[01]\b)\d{3}(?:\s+at\s+\S+)?\.?$/;

/**
 * net/http's log line for a handler that panicked while serving a request (Go's http.Server recovers it, logs the
 * stack under `http: panic serving <peer>: <value>` and closes that connection without an answer; the process lives on:
 * the Handler contract in net/http). The request's own exchange was cut by its handler's failure: the client reads an
 * empty or broken response (smart-mcp-proxy/mcpproxy-go#318).
 */
export const HTTP_HANDLER_PANIC_RE = /\bhttp: panic serving \S+: \S/;

/** A process's own words as it crashes (Python traceback, Go panic, a segfault, Node's unhandled rejection). */
export const CRASH_RE = /Traceback \(most recent call last\)|panic:|FATAL|Segmentation fault|Unhandled(?:Promise)?Rejection|uncaught exception/i;

/** Claude Desktop's inline cut marker (same shape as ingest/jsonrpc.ts reads in damaged JSON). */
const HOST_CUT_RE = /(?:\u2026|\.\.\.)?\[\d+ chars truncated\](?:\u2026|\.\.\.)?/;

/** Whether `text` holds the host's cut marker `…[N chars truncated]…` (shared/reference/log-formats.md §1.1): what follows it is lost. */
export function hasHostCut(text: string): boolean {
  return HOST_CUT_RE.test(text);
}

/** What a `notifications/cancelled` reason says about why the requester cancelled. */
export type CancelReasonKind = 'none' | 'timeout' | 'max-total-timeout' | 'user' | 'client-cancel' | 'application' | 'truncated';

export interface CancelReasonReading {
  kind: CancelReasonKind;
  match: ReasonMatch | null;
}

/**
 * Reads a cancel reason. No reason (VS Code sends none) → `none`. A recognised SDK text → its meaning.
 * Any other text → `application`: the spec says the reason "MAY be logged or presented to the user", so free text
 * is what an application (or a person) wrote — a user/application cancel.
 */
export function readCancelReason(reason: unknown): CancelReasonReading {
  if (typeof reason !== 'string' || reason.trim() === '') return { kind: 'none', match: null };
  // Claude Desktop cuts long log bodies and writes `…[N chars truncated]…` in their place
  // (shared/reference/log-formats.md §1.1); when the cut falls inside the reason string the JSON stays valid, but
  // the text is the host's mangling, not what the application wrote. Read the intact head alone;
  // if that says nothing, the reason is lost (`truncated`), never "free text from a person".
  const cut = HOST_CUT_RE.exec(reason);
  if (cut) {
    const head = reason.slice(0, cut.index);
    const headMatch = head.trim() === '' ? null : matchReason(head, 'cancel-reason');
    if (!headMatch) return { kind: 'truncated', match: null };
    return readCancelReason(head);
  }
  const match = matchReason(reason, 'cancel-reason');
  if (!match) return { kind: 'application', match: null };
  switch (match.meaning) {
    case 'timeout':
    case 'max-total-timeout':
    case 'user':
    case 'client-cancel':
      return { kind: match.meaning, match };
    default:
      return { kind: 'application', match };
  }
}

/**
 * anyio's (and asyncio's) summary of an exception group: "unhandled errors in a TaskGroup (1 sub-exception)". It
 * names no reason of its own; the sub-exception's, or a close said with it, is the reason (HKUDS/DeepCode#105,
 * mcp-use/mcp-use#26, agentscope-ai/QwenPaw#3642).
 */
export const TASK_GROUP_SUMMARY_RE = /^\W*(?:(?:Base)?ExceptionGroup:\s*)?unhandled errors in a TaskGroup \(\d+ sub-exceptions?\)\W*$/i;

/**
 * A servlet container's or socket's words that the response being written is gone (the client closed its end): the
 * IOException of a write to a closed socket, Tomcat's refusal of a response already errored, or of one already recycled.
 */
export const BROKEN_STREAM_RE = /\bBroken pipe\b|\bConnection reset by peer\b|\bEPIPE\b|\bECONNRESET\b|\bClientAbortException\b|\bResponse not usable after response errors\b|"this\.ob" is null/;
