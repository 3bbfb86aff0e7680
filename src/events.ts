/**
 * The one vocabulary (shared/design/architecture.md, "The one vocabulary: WireEvent").
 *
 * Every reader in `src/ingest/formats/` emits `WireEvent`s and nothing else, so that
 * `timeline/`, `diagnose/` and `report/` never know which capture format a fact came from.
 * A reader labels what it sees; it never correlates, classifies or judges.
 */

/** Where a fact came from: every conclusion in a report points back here. */
export interface Source {
  /** Display path of the capture (as given on the command line, `-` for stdin). */
  file: string;
  /** 1-based line number of the first line of the event. */
  line: number;
  /** Last line when the event spans several lines (multi-line metadata, an SSE event). */
  endLine?: number;
  /** A position inside a line-less document (e.g. `entries[3]` in a HAR). */
  pointer?: string;
  /**
   * The same event as other captures of the incident saw it (several captures analyzed together:
   * timeline/merge/). Set only by the merge step, never by a reader; `at` is that capture's own clock.
   */
  also?: Sighting[];
}

/** One more capture's sighting of an event (Source.also). */
export interface Sighting {
  source: Source;
  /** Epoch ms on that capture's own clock (before its offset was corrected), or null. */
  at: number | null;
}

export type Transport = 'stdio' | 'streamable-http' | 'http+sse';
export type Party = 'client' | 'server';

export type JsonRpcId = string | number;

/** A JSON-RPC 2.0 message as captured. Nothing is guaranteed: captures are hostile input. */
export interface JsonRpcMessage {
  jsonrpc?: unknown;
  id?: JsonRpcId | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

export type WireEventKind =
  | 'message'
  | 'stream-open'
  | 'stream-close'
  | 'keepalive'
  | 'http-status'
  | 'transport-close'
  | 'host-log'
  | 'unparsed';

/** HTTP response-stream lifecycle (Streamable HTTP / HTTP+SSE). */
export interface StreamInfo {
  /** Unique within one capture file: a HAR entry, a recorder exchange id. */
  id: string;
  /** The JSON-RPC request this stream answers (POST body id), when known. */
  requestId?: JsonRpcId;
  closedBy?: Party | 'network';
  status?: number;
  error?: string;
  /** HTTP method and URL of the exchange that opened the stream. */
  method?: string;
  url?: string;
  /** MCP-relevant request headers, lower-cased names (`mcp-session-id`, `mcp-protocol-version`, `last-event-id`, `mcp-method`, `mcp-name`). */
  headers?: Record<string, string>;
  contentType?: string;
  /** SSE `id:` of the event that carried this message, or of the last event seen before close. */
  lastEventId?: string;
  /** The stream ended in the middle of an SSE event (no terminating blank line). */
  partial?: boolean;
}

export interface WireEvent {
  /** Epoch ms; null when the capture has no clock for this line. */
  at: number | null;
  source: Source;
  /**
   * A process lifetime, an HTTP session, a connection — as the *reader* can tell it from its
   * format (e.g. Claude Desktop's `Initializing server...` starts a new one). Null when the
   * format cannot tell; `timeline/` then splits sessions on `initialize` itself.
   * A label `<server>#<n>` says lifetime n of the configured server `<server>` (one log can
   * hold several: Claude's mcp.log); lifetimes of different `<server>`s are never taken for
   * one server, even when both report the same serverInfo name.
   */
  session: string | null;
  transport: Transport | null;
  /** Who sent it (for host-log lines: whose output it is, when known). */
  from: Party | null;
  kind: WireEventKind;
  /** kind 'message'. */
  message?: JsonRpcMessage;
  /**
   * kind 'message': the JSON was damaged (truncated by the host, cut by the capture) and only
   * some fields were recovered; `problems` says what was lost.
   */
  recovered?: boolean;
  /**
   * A fence of the reporter's (paste.ts FENCE_RE) lies between this host-log line and the last line before it whose words
   * said something (or an event loop's next exception-report header: host-lines.ts LOOP_REPORT_RE): the two are in blocks
   * pasted or reported apart (ingest/index.ts), so words said again here are
   * another run's, not the program printing one failure twice (timeline/host-requests.ts restated).
   */
  parted?: true;
  /**
   * This host-log line lies inside one of the reporter's fenced blocks (an odd number of fence lines above it: paste.ts
   * FENCE_RE), in a paste whose other words may lie outside any: an issue template quoting the error in its prose and
   * again in its logs block says one failure twice (timeline/host-requests.ts quotedAgain).
   */
  fenced?: true;
  /** kind 'stream-*', 'keepalive', 'http-status', and messages carried on an HTTP stream. */
  stream?: StreamInfo;
  /**
   * kind 'transport-close': what closed, as the capture says it.
   * `exitCode`/`signal` when the process exit is known.
   */
  close?: {
    reason?: string;
    expected?: boolean;
    exitCode?: number | null;
    signal?: string | null;
    /**
     * stdio: only the client→server direction closed (the client closed the server's stdin). The server can still
     * write until it exits (lifecycle §Shutdown: the client closes the input stream, then waits for the server to
     * exit), and a Python SDK 2.x server does: it answers each open request with -32000 "Connection closed".
     */
    inputOnly?: boolean;
  };
  /** host-log / unparsed / keepalive: the original text, for evidence. */
  text?: string;
  /**
   * host-log: the JavaScript stack frames a log printed on the lines under the words (`    at …`, one a line), kept apart
   * from `text` by the line readers (formats/host-lines.ts) for the TypeScript SDK's local "Connection closed", whose
   * frames say who closed the transport: the host's own close (`Client.close`, or a stdio child killed through the
   * transport's spawn AbortSignal) or the process or stream ending by itself (ingest/said-facts.ts sets HostSaid.closedBy).
   */
  stack?: string;
  /**
   * host-log: the request this line speaks of, as the merge step placed it (a server's own
   * application log names the tool, its arguments or the id, never in JSON-RPC: timeline/merge/mentions.ts).
   * A label the timeline joins, like `said`; never set by a reader.
   */
  about?: {
    id: JsonRpcId;
    from: Party;
    /**
     * The line is the host's words about that request from another capture, joined by the merge
     * (timeline/merge/words.ts): they join the request's `said` as the host's words in its own capture would.
     */
    words?: true;
  };
  /** host-log: the host's level (info, warn, error, debug, trace) when the line has one. */
  level?: string;
  /**
   * host-log: what the host's sentence says about a request or the connection, read from the
   * host-phrase catalogue (`src/ingest/hosts/`). Most host logs carry no JSON-RPC bodies: the
   * request exists only as these words ("Tool 'x' failed after 300s: fetch failed").
   */
  said?: HostSaid;
  /**
   * host-log whose `said.late`: the answer the words quote (the TypeScript SDK's "Received a response for an unknown
   * message ID: <answer>"), as the message event it would be on its own. The words join the request the host gave up
   * on; when they join none (an excerpt that starts at them), the timeline reads this message instead, so an answer
   * quoted in a log line is never two requests (anthropics/claude-code#51073, in the mcp-logs JSON form). That message
   * keeps the words' `said`, so whoever reads it knows the requester had stopped waiting.
   */
  quoted?: WireEvent;
}

/**
 * What a host's log line means, as a catalogue row reads it. A label, not a verdict: the
 * timeline builds requests from these (basis `host-log`), diagnose decides what they add up to.
 */
export type HostSaidKind =
  /** The host sent a request: a tool call started, "Waiting for server to respond to `initialize`". */
  | 'request-sent'
  /** Still waiting / still running, `elapsedMs` when said. */
  | 'waiting'
  /** The requester's own timer fired: `limitMs` (the configured limit) and/or `elapsedMs`. */
  | 'timer-fired'
  /** The host got the request's result. */
  | 'completed'
  /** The request failed with `error` (as the host words it), `elapsedMs` when said. */
  | 'failed'
  /** The host (or its user) cancelled the request. */
  | 'cancelled'
  /** The connection / process / transport went away (`exitCode` when said). */
  | 'connection-closed'
  /** An HTTP status on the MCP endpoint (`status`). */
  | 'http-status'
  /** The server no longer knew the session (404 "Session not found"). */
  | 'session-not-found'
  /** A connection or server start began (a new lifetime of the named server). */
  | 'connecting'
  /** The connection is up (initialize answered). */
  | 'connected'
  /** The host states a configured limit ("Starting connection with timeout of 30000ms"). */
  | 'limit';

export interface HostSaid {
  kind: HostSaidKind;
  /** The catalogue row, `<host>/<slug>`: the host is the part before the slash. */
  phrase: string;
  /** The configured server the line names, when it names one. */
  server?: string;
  /** `tools/call`, `initialize`, … when the words name or imply it. */
  method?: string;
  /** The tool name or resource URI. */
  target?: string;
  /** The JSON-RPC id, when the host prints it. */
  id?: JsonRpcId;
  /** Time since the request started, as the words say it. */
  elapsedMs?: number;
  /** A configured limit, as the words say it. */
  limitMs?: number;
  /** The error text, as the host words it. */
  error?: string;
  status?: number;
  exitCode?: number | null;
  /** The line speaks of the connection (connect / initialize), not of one call. */
  scope?: 'request' | 'connection';
  /**
   * timer-fired: whose timer it was. `sdk` — the MCP SDK's own request timer (what it does on
   * firing is the SDK's behaviour, protocol/hosts.ts); `host` — the host's own deadline around the
   * call or the connection (it drops the request or closes the connection; no cancel is sent).
   */
  timer?: 'sdk' | 'host';
  /**
   * connection-closed / http-status: the words say sending a message failed without naming it
   * ("Error sending message to <url>: …", "500 status sending message to <url>: …"). On a
   * connection that has carried nothing yet, that message is the initialize: every connection
   * begins with it (spec, lifecycle).
   */
  sending?: boolean;
  /**
   * connection-closed: the words are a requester's rejection of a request it was still waiting on when its
   * transport closed, naming no request (the TypeScript SDK's `McpError: MCP error -32000: Connection closed`
   * exists only as Protocol._onclose rejecting each pending response handler; a close with nothing pending
   * prints nothing). On a connection that has carried nothing yet, that request is the initialize.
   */
  pending?: boolean;
  /**
   * The host whose process printed the words, when the lines under them show it and the row could not: a bundled
   * host's own frames under the SDK's error (Claude Code's cli.js under an uncaught McpError: anthropics/claude-code#1995).
   * Set by the reader from the stack; the phrase stays the SDK's.
   */
  writer?: string;
  /**
   * The client transport the line's own frames or words name (a TypeScript SDK client transport's module in a frame
   * under the words: said-facts.ts clientTransportOfFrames; the SDK's `Streamable HTTP error: ` sentence), when the
   * reader gave the event none. It proves the transport of the request the words belong to, not of their session: a
   * paste may quote one connection's error among others', and a session's other requests have no line of it. The
   * request keeps it (RequestTimeline.ownTransport); the event's own `transport`, which labels its session, stays null.
   */
  transport?: Transport;
  /**
   * The line is one of a list of errors the host kept apart from the connection's story (a /bug report's
   * Errors array: anthropics/claude-code#70340): `sending` there does not make the message the initialize.
   */
  listed?: boolean;
  /**
   * The line opens its file: no line of the host's comes before it (a paste of the one sentence, as an issue
   * quotes an error: anthropics/claude-code#44415). Its words say nothing about what the connection carried
   * before them.
   */
  opens?: boolean;
  /**
   * connecting: the words say the host started the server's process and its stdio transport
   * ("Starting new stdio process with command …", "Server started and connected successfully"):
   * the next thing on the pipe is the client's initialize, so a close before any message took it.
   */
  spawned?: boolean;
  /**
   * connecting: the words say the transport is HTTP with SSE (2024-11-05), whose session is the SSE stream's: the
   * server names it in the endpoint event before any message (spec 2024-11-05, transports). A refusal of the first
   * message for an unknown session is then the initialize's, not a later request's: on Streamable HTTP a session comes
   * only with the initialize's answer (mcp-remote's "Connected to remote server using SSEClientTransport", then
   * "Error POSTing to endpoint (HTTP 404): {"error":"Session not found"}": AdirAmsalem/mcp-it#6).
   */
  sseSession?: boolean;
  /**
   * connecting: the words say a transport strategy's probe was refused and the client falls back to another transport
   * (mcp-remote's "Received error: Error POSTing to endpoint (HTTP 405): …", then "Recursively reconnecting for reason:
   * falling-back-to-alternate-transport"). The probe is a one-off client's initialize (mcp-remote's
   * `mcp-remote-fallback-test`), refused: the connect's own handshake when the log tells of no other
   * (timeline/host-requests.ts probesUnanswered).
   */
  probe?: boolean;
  /**
   * completed: an answer that came after the requester stopped waiting — a response for an id it no
   * longer tracks (the TypeScript SDK's "Received a response for an unknown message ID" once its
   * timer removed the handler: anthropics/claude-code#62121). It tells what the server did with the
   * request the host gave up on; it is not a request of its own.
   */
  late?: boolean;
  /**
   * late: how long the connection the answer came on had lived, as the host's own words about dropping it put it
   * just before (Claude Code's "STDIO connection dropped after 0s uptime" logged ahead of the unknown-id error that
   * dropped it: anthropics/claude-code#50095). A connection under a second old had no call its requester could have
   * let go by timer or by hand; its SDK also forgets an id once it is answered, so an id it does not know there is
   * an answer it already had (a duplicate), not a dropped call (diagnose/classify/answered.ts droppedResult).
   */
  connectionAgeMs?: number;
  /**
   * late: the words are the server side's, saying it had the answer for the request but the requester's stream was
   * already gone, so it was never delivered (a TypeScript SDK server transport's "No connection established for
   * request ID: 0": supercorp-ai/supergateway#84). Often the only trace of that request in the log: the request is
   * started from these words (the requester left, the server answered).
   */
  undelivered?: boolean;
  /**
   * session-not-found: the server had already accepted the message (HTTP 202) when it found the session gone, so the
   * requester was told nothing and the request is lost with the session, not refused (the legacy SSE transport writing
   * an accepted POST into a session whose GET stream had ended: modelcontextprotocol/python-sdk#1227).
   */
  accepted?: boolean;
  /**
   * cancelled: the words are the receiver's, saying a cancellation arrived (a server's log refusing or
   * ignoring the client's notifications/cancelled: MarkusPfundstein/mcp-gsuite#21,
   * modelcontextprotocol/java-sdk#130), not the requester's saying it gave up. With no reason in them, the
   * contract's cancellation without a reason (client-cancel), not a person's.
   */
  received?: boolean;
  /**
   * cancelled: the requester withdrew the call on its own, before any answer and with no person and no timer behind
   * it — an approval or input prompt it could not show, or that its controlling client left unanswered (Codex's
   * "user cancelled MCP tool call" in `codex exec`: openai/codex#16685; "user rejected MCP tool call" behind a
   * headless app-server client: openai/codex-plugin-cc#641). The contract's cancellation without a reason
   * (client-cancel), whatever person the words name.
   */
  withdrawn?: boolean;
  /**
   * The words are this party's own about a request it is handling, whoever's log they sit in: a server's
   * "Handling tool call request: <tool>" / "处理工具调用请求: <tool>" and its "工具执行错误 <tool>: …"
   * (linshenkx/prompt-optimizer#304, #202). A reader that cannot tell whose log it reads (the reader of last
   * resort) takes the line's sender from here.
   */
  speaker?: Party;
  /**
   * failed: the words are the server's answer to the request by their shape, whoever printed them (a row's
   * HostPhrase.serverAnswer): FastMCP's tool error relayed, an error result (isError) printed as it came, a gateway's own
   * line for the error it answered with (agentgateway's `initialize error`: agentgateway/agentgateway#144, whose reader
   * is `self: null`). A status or a timeout in them is what the server met behind itself, not this request's exchange
   * (diagnose/classify/host-words.ts).
   */
  serverAnswer?: true;
  /**
   * failed: an error result the host prints alike whether its text is the server's or the host's own (Claude Code's
   * terminal `⎿  Error: <text>` and its session file's `tool_result` with is_error; HostPhrase.relayedResult). The reader
   * tells them apart and marks the server's `from: server`; then it is the server's answer as with serverAnswer, and a
   * status in it is what the tool met behind the server ("Fetch failed with status 400: Bad Request", the design API
   * refusing the server's own request: GLips/Figma-Context-MCP#201), not this call's exchange.
   */
  relayedResult?: true;
  /**
   * http-status: the refused POST went to a path where no session is ever issued (HostPhrase.sessionlessPath): the site's
   * root (a connector given the bare host: openai/sample-deep-research-mcp#2), the HTTP+SSE stream path, which takes only
   * the GET (a Streamable HTTP probe refused by a legacy server: quarkiverse/quarkus-mcp-server#317), a path a Ruby MCP
   * transport does not route (fast-mcp's "Received unknown request": yjacquin/fast-mcp#104). Its 404 is therefore no
   * forgotten session (diagnose/classify/host-words.ts).
   */
  sessionlessPath?: true;
  /**
   * http-status: the line is the server's end of the exchange (HostPhrase.side): its access or request log, or that of a
   * proxy or platform in front of it (uvicorn's `"POST /mcp HTTP/1.1" 406 Not Acceptable`, morgan's `POST /mcp 401
   * 3.214 ms - 45`, Caddy's, Heroku's router), one line a POST written when the response is done. A client's words about
   * the status it got carry none. timeline/host-requests.ts pairs the two sides of one refused POST by it.
   */
  side?: 'server';
  /**
   * failed: the SSE client's words that the GET opening its event stream was answered with a non-2xx status the words do
   * not print (langchain4j's "The server returned: " and the HTTP reason phrase, empty under HTTP/2:
   * jamesward/javadoccentral#131; HostPhrase.streamRefused): the server refused the stream every answer would ride.
   */
  streamRefused?: true;
  /**
   * failed: the words are the client refusing its own request before sending it, so no server had it (the Java client's
   * initialization check, McpAsyncClient.withInitializationCheck: "Client must be initialized before listing tools",
   * gradusnikov/eclipse-chatgpt-plugin#65; HostPhrase.unsent).
   */
  unsent?: true;
  /**
   * completed (the initialize): the initialize was answered and the connection broke as the client sent what follows it,
   * `notifications/initialized` (the Go SDK's `sending "notifications/initialized": …`: upstash/context7#1508; rmcp's and
   * Codex's "…, when send initialized notification"; HostPhrase.afterHandshake). No request was waiting: the connection's
   * failure is no request's (protocol/connection-failure.ts, kind `transport`).
   */
  afterHandshake?: true;
  /**
   * http-status 307/308: a server's access line for a POST to an MCP path it redirected, where the reader looked for the
   * client's repeat of it at the new location within its window and saw none (the reader of last resort: redirectRepeated,
   * modelcontextprotocol/python-sdk#732; HostPhrase.unrepeated). The message reached no handler and nothing shows it sent
   * again (diagnose/classify/host-words.ts). A client's own row carrying a 3xx shows no such search and has no such fact.
   */
  unrepeated?: true;
  /**
   * failed: the host refused to pass on an answer the server sent in full — its size over the host's limit (Claude Code's
   * `MCP tool "x" response (N tokens) exceeds maximum allowed tokens (25000)`, its MAX_MCP_OUTPUT_TOKENS:
   * rollbar/rollbar-mcp-server#28, GuDaStudio/codexmcp#4; HostPhrase.answerRefused). The server's work was done; the
   * call failed at the host (diagnose/classify/host-words.ts).
   */
  answerRefused?: true;
  /**
   * timer-fired / failed: the words are the requester's call returning to its caller with this error of its own — a
   * requester's span that ended in an error with no JSON-RPC code (its timer, an abort, a closed transport:
   * ingest/formats/otlp.ts). A span ends once: unlike a log line's failure (a send error the SDK retries), nothing the
   * requester waits for comes after it, so an answer after it is a late one (diagnose/classify/stopped-waiting.ts).
   */
  callEnd?: true;
  /**
   * The TypeScript SDK's local "Connection closed" (-32000) raised by the requester's own close, as the stack frames
   * under or inside the words show it (ingest/said-facts.ts): the host shut the connection down with the request open.
   * Absent when the frames show the process or stream ending by itself, or there are none.
   */
  closedBy?: 'requester';
  /**
   * The words' line holds a tool result's content blocks as a Python client prints them (`{'type': 'text', 'text': …}`,
   * `TextContent(type='text', text=…)`: protocol/reasons.ts RESULT_CONTENT_TEXT_RE, ingest/said-facts.ts): a failure
   * read there is inside the server's answer (hjlarry/dify-plugin-mcp_agent#1).
   */
  inResult?: true;
  /**
   * The words' line is the Python SDK FastMCP's wrapper of an exception its tool raised (`Error executing tool <name>:
   * <exception>`: protocol/reasons.ts PY_TOOL_RAISED_RE, ingest/said-facts.ts): the server's own words for its tool's
   * failure, whatever the exception says (avivsinai/langfuse-mcp#5).
   */
  toolRaised?: true;
  /**
   * The error is the TypeScript SDK's status-less "Error POSTing to endpoint: <body>" (raised only for a non-2xx answer
   * to the POST) quoting a JSON-RPC answer: the id that answer carries, as its text (`1`, `"a"`), read leniently so that
   * two copies a reporter elided differently still show the same id (ingest/said-facts.ts; anthropics/claude-code#91812).
   */
  postedAnswerId?: string;
  /** The quoted body is the server's whole JSON-RPC result (ingest/hosts/phrase.ts postedResult): it did the work. */
  postedResult?: true;
  /**
   * http-status 421: the line shows the refusal is the Python SDK's transport security refusing the Host header — the
   * only MCP server code known to answer 421 (its TransportSecurityMiddleware: a Host not in its allowed hosts gets 421
   * "Invalid Host header", a refused Origin 403) — by its own evidence: uvicorn's access line, the server the SDK's HTTP
   * transports run under, or the SDK's "Invalid Host header" in the words (ingest/said-facts.ts). Another reader's 421
   * (a proxy's, a client's status alone) is the status and nothing more (RFC 9110 §15.5.20: any server that will not
   * answer for the request's target).
   */
  hostGuard?: true;
  /**
   * The words are about a request of the host's own protocol between its own parts, not an MCP request: Codex Desktop's
   * renderer timing out a JSON-RPC request to Codex's app-server (`thread/start`, `mcpServerStatus/list`: the app-server
   * protocol, which its README likens to MCP, is not MCP; openai/codex#30348, #29416). The timeline starts no request
   * from them and keeps them per session (SessionTimeline.ownRequestWords) for the rule app-server-request-timeout.
   */
  ownProtocol?: true;
}

/** A line (or document position) that could not be turned into a faithful event. */
export interface Problem {
  source: Source;
  message: string;
}

/**
 * The `<server>` of a `<server>#<n>` lifetime label (WireEvent.session), or null when the label names no configured
 * server (no `#`); '' for a label that starts with its `#`, which the report and the rules read as no name.
 */
export function labelServer(label: string): string | null {
  const i = label.lastIndexOf('#');
  return i < 0 ? null : label.slice(0, i);
}

/** Helper: a `file:line` string for evidence. */
export function formatSource(s: Source): string {
  if (s.pointer) return `${s.file}:${s.line}(${s.pointer})`;
  return `${s.file}:${s.line}`;
}

export type MessageShape = 'request' | 'notification' | 'result' | 'error' | 'invalid';

/** JSON-RPC 2.0 §4–5: what a message is, by its members (not by its key order). */
export function messageShape(m: JsonRpcMessage): MessageShape {
  const hasId = m.id !== undefined && m.id !== null;
  if (typeof m.method === 'string') return hasId ? 'request' : 'notification';
  if (m.error !== undefined && m.error !== null && typeof m.error === 'object') return 'error';
  if ('result' in m && hasId) return 'result';
  return 'invalid';
}
