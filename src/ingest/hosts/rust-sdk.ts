/**
 * rmcp, the Rust SDK, as a server's `tracing` output (`<RFC 3339 µs Z>  LEVEL span: target: line: msg`).
 * rmcp refuses to create a session whose first message after `initialize` is not the
 * `notifications/initialized` notification; the refused message is printed as a Rust Debug struct
 * (read as the message by ingest/reprs.ts), and the request is answered with an error status, not
 * run (agentgateway/agentgateway#464 shows the 400 for the same rmcp code).
 */
import type { HostPhrase } from './phrase.js';

/**
 * rmcp's client transport worker ending on a fatal error, the context after ", when " saying what it was sending: the
 * words of 'rust-sdk/worker-quit-fatal' below and of Codex's row for the same line under rmcp's tracing target
 * (hosts/codex.ts codex/rmcp-worker-quit-fatal).
 */
export const RMCP_WORKER_QUIT_RE = /worker quit with fatal: (?<error>.+?)(?:, when (?<context>send [\w/ ]{1,60}))?\s*$/;

export const rustSdkPhrases: readonly HostPhrase[] = [
  {
    id: 'rust-sdk/failed-to-create-service',
    said: 'failed',
    serverAnswer: true,
    hint: 'Failed to create service: ',
    // The service factory's error says which request it refused when it is the handshake's: agentgateway's relay, an
    // rmcp server, could not reach its upstream ("Failed to create service: initialize failed: -32603: Failed to list
    // connections: start sse client", the client's initialize answered with that error: agentgateway/agentgateway#207).
    re: /Failed to create service: (?<error>(?:(?<method>initialize) failed: )?.+)$/,
    seen: ['apollographql/apollo-mcp-server#321', 'agentgateway/agentgateway#464', 'modelcontextprotocol/rust-sdk#704', 'agentgateway/agentgateway#207'],
  },
  {
    // The same handshake refusal as the application that called rmcp's serve() prints the error it returned, no tower
    // service around it (`Failed to initialize stdio transport: expect initialized notification, but received:
    // Some(Request(JsonRpcRequest { … id: Number(2), request: SetLevelRequest(…) }))`, the Debug print often spread
    // over lines by hand: VS Code's logging/setLevel before notifications/initialized, rudof-project/rudof#518, the
    // strictness of modelcontextprotocol/rust-sdk#704). serve() gave the one transport up with the refused message
    // unanswered: the connection ends on it, and the server's words say it refused that message (classify host-words).
    // Read on the record the reader joined (sdk-logs.ts rowRest).
    id: 'rust-sdk/serve-refused-handshake',
    said: 'connection-closed',
    hint: 'but received: Some(',
    re: /^(?!.*Failed to create service: )(?:.*?: )?(?<error>expect initialized (?:notification|request), but received: Some\(.*?)\s*$/,
    scope: 'connection',
    speaker: 'server',
    seen: ['rudof-project/rudof#518'],
  },
  {
    // The same worker quitting on the step after the initialize's answer (", when send initialized notification"):
    // rmcp sends notifications/initialized only once the initialize has its result (rmcp service/client.rs), so that
    // request completed, and what broke the connection is the server's answer to the notification's POST (a 200 with
    // no Content-Type where rmcp wants 202 Accepted or a typed body: "Unexpected content type: None, when send
    // initialized notification", logged once per attempt by an app that retries the connection, spacedriveapp/spacebot#318;
    // "error decoding response body": modelcontextprotocol/rust-sdk#455). The Debug form of the same step is
    // rust-sdk/transport-error-debug-after-initialize; Codex's wrapped form codex/handshake-failed-after-initialize.
    id: 'rust-sdk/worker-quit-after-initialize',
    said: 'completed',
    hint: 'worker quit with fatal: ',
    re: /worker quit with fatal: (?<error>.+?), when send initiali[sz]ed notification\s*$/,
    method: 'initialize',
    scope: 'connection',
    afterHandshake: true,
    seen: ['spacedriveapp/spacebot#318', 'modelcontextprotocol/rust-sdk#455'],
  },
  {
    // rmcp's client transport worker (rmcp::transport::worker) ending on a fatal error: the worker is the transport,
    // so the connection is gone; the context after ", when " says what it was sending. The close names no request:
    // the request it took is the one the client's next words reject (the initialize, "worker quit with fatal:
    // Unexpected content type: None, when send initialize request", then ConnectionClosed("initialize response"): the
    // Streamable HTTP client pointed at a URL that is no MCP endpoint, modelcontextprotocol/rust-sdk#237). The
    // initialized notification ("Client error: error decoding response body, when send initialized notification":
    // modelcontextprotocol/rust-sdk#455; Codex's "Transport channel closed, when send initialized notification":
    // Leantime/leantime#3785) goes after the initialize was answered; bare ("worker quit with fatal: Transport channel
    // closed": openai/codex#36863) the words name nothing either.
    id: 'rust-sdk/worker-quit-fatal',
    said: 'connection-closed',
    hint: 'worker quit with fatal: ',
    re: RMCP_WORKER_QUIT_RE,
    scope: 'connection',
    seen: ['modelcontextprotocol/rust-sdk#237', 'modelcontextprotocol/rust-sdk#455', 'openai/codex#36863'],
  },
  {
    // The SDK's first client crate (`mcp_client`, before rmcp) logging each message its stdio transport writes, Debug-printed:
    // "Sending outgoing message Request(JsonRpcRequest { jsonrpc: "2.0", id: Some(1), method: "initialize", … })"
    // (modelcontextprotocol/rust-sdk#36). A request it sent, by method and id.
    id: 'rust-sdk/mcp-client-sending-request',
    said: 'request-sent',
    hint: 'Sending outgoing message Request(',
    re: /Sending outgoing message Request\(JsonRpcRequest \{[^{}]*?\bid: Some\((?:Number\()?"?(?<id>[\w.-]{1,64})"?\)?\), method: "(?<method>[^"]{1,100})"/,
    seen: ['modelcontextprotocol/rust-sdk#36'],
  },
  {
    // That crate's stdio transport reading EOF on the child's stdout: the server's process ended, and with it the
    // transport ("Child process ended (EOF on stdout)", 49 ms after the initialize went out to a `cargo run` that had
    // no binary to run: modelcontextprotocol/rust-sdk#36).
    id: 'rust-sdk/mcp-client-child-ended',
    said: 'connection-closed',
    hint: 'Child process ended',
    re: /(?<error>Child process ended(?: \(EOF on stdout\))?)/,
    scope: 'connection',
    seen: ['modelcontextprotocol/rust-sdk#36'],
  },
  {
    // rmcp's Streamable HTTP client (1.x) answered 404 for the session it carried: it starts again transparently (the
    // initialize replayed, a new session, the message sent once more: modelcontextprotocol/rust-sdk#743) and the caller
    // keeps waiting. Not an end: the message is in flight again; when the retry never completes the call hangs (an agent
    // stuck for good after "session expired (HTTP 404), attempting transparent re-initialization": 0xPlaygrounds/rig#1914).
    // The words name no message.
    id: 'rust-sdk/client-session-expired-reinit',
    said: 'waiting',
    hint: 'attempting transparent re-initialization',
    re: /\b(?<error>session expired \(HTTP (?<status>\d{3})\)), attempting transparent re-initialization\b/,
    seen: ['0xPlaygrounds/rig#1914'],
  },
  {
    // rmcp 1.x's Streamable HTTP client: the SSE task that was to carry an answer ended by cancellation — its own
    // transparent re-initialization aborted every open stream, the one of a call already in flight among them, and
    // that call was never completed nor failed (modelcontextprotocol/rust-sdk#912, fixed in #914 by failing such
    // orphaned requests; the same two lines in 0xPlaygrounds/rig#1914). The request waiting on that stream lost it.
    id: 'rust-sdk/client-sse-task-cancelled',
    said: 'failed',
    hint: 'sse client event stream terminated with error',
    re: /\bsse client event stream terminated with error: (?<error>Err\(TokioJoinError\(JoinError::Cancelled\b[^\n]{0,80})/,
    seen: ['modelcontextprotocol/rust-sdk#912', '0xPlaygrounds/rig#1914'],
  },
  {
    // rmcp's client awaiting the initialize's answer (service/client.rs, the handshake loop before any other request
    // exists) logs whatever else arrives as "Received unexpected message <Debug print>" at WARN and keeps waiting. Up to
    // 0.9 a JSON-RPC error was such a message, though it is the server's answer to that initialize (id 0): the client
    // ignored it and hung until its caller's timer (Kiro CLI: modelcontextprotocol/rust-sdk#563; rmcp#569 returns it as
    // ClientInitializeError::JsonRpcError since). The error names the initialize by its id: the server refused it.
    id: 'rust-sdk/client-init-unexpected-error',
    said: 'failed',
    hint: 'Received unexpected message',
    re: /\bReceived unexpected message (?:message=)?Error\(JsonRpcError \{[^{}]*?\bid: (?:Number|String)\("?(?<id>[\w.-]{1,64})"?\), error: ErrorData \{ code: ErrorCode\((?<code>-?\d{1,9})\), message: "(?<error>(?:[^"\\]|\\.){0,2000})"/,
    method: 'initialize',
    seen: ['modelcontextprotocol/rust-sdk#563'],
  },
  {
    id: 'rust-sdk/sse-connection',
    said: 'connecting',
    hint: 'sse connection',
    re: /\bsse connection session=\S+/,
    scope: 'connection',
    seen: ['modelcontextprotocol/rust-sdk#171'],
  },
];

/**
 * rmcp's server refusing a first message that is not `initialize` (ServerInitializeError::ExpectedInitializeRequest,
 * rmcp service/server.rs): `serve()` returns the error with the message as a Debug struct, the server's `main`
 * prints it (`Error: ExpectedInitializeRequest(Some(Request(JsonRpcRequest { … id: Number(1), request:
 * CustomRequest(CustomRequest { method: "server/discover", … }) })))`) and the process exits without an answer.
 * A 2026-07-28 client's `server/discover` probe meets it in every rmcp server built before that revision: the
 * probe's id is never answered and its process is gone (go-sdk's client: modelcontextprotocol/go-sdk#1177,
 * 0xMassi/webclaw#107; Copilot CLI: github/copilot-cli#4809). A method rmcp knows is printed as its type, not a
 * string: then the words name no method.
 */
export const rmcpRefusedFirstMessage: HostPhrase = {
  id: 'rust-sdk/expected-initialize-request',
  said: 'connection-closed',
  hint: 'ExpectedInitializeRequest(',
  re: /\b(?<error>ExpectedInitializeRequest)\(Some\((?:Request|Notification)\(JsonRpc(?:Request|Notification) \{(?:[^{}]*?\bid: (?:Number|String)\("?(?<id>[\w.-]{1,64})"?\))?(?:.*?\bmethod: "(?<method>[^"]{1,100})")?/,
  seen: ['modelcontextprotocol/go-sdk#1177', '0xMassi/webclaw#107'],
};

/**
 * rmcp's client TransportError printed with Rust's Debug formatting rather than its Display: the worker's error, then
 * the handshake step it was on in `context` (Amazon Q Developer CLI's report of "TransportError { error:
 * DynamicTransportError { transport_name: \"rmcp::transport::worker::WorkerTransport<…StreamableHttpClientWorker<…>>\",
 * …, error: TransportChannelClosed }, context: \"send initialized notification\" }": aws/amazon-q-developer-cli#3015,
 * traced to rmcp in modelcontextprotocol/rust-sdk#455). The Display form of the same failure is ", when send initialized
 * notification" (codex.ts codex/handshake-failed-after-initialize, rust-sdk/worker-quit-fatal). The notification goes
 * after the initialize was answered: the initialize completed; the connection went as the client sent what follows it.
 */
export const rmcpTransportErrorAfterInitialize: HostPhrase = {
  id: 'rust-sdk/transport-error-debug-after-initialize',
  said: 'completed',
  hint: 'context: "send initiali',
  re: /\bTransportError \{ error: (?<error>[\s\S]{1,800}?),\s*context: "send initiali[sz]ed notification" \}/,
  method: 'initialize',
  scope: 'connection',
  afterHandshake: true,
  seen: ['aws/amazon-q-developer-cli#3015'],
};

/**
 * rmcp's streamable-HTTP server answering a client's resume of a stream (a GET with Last-Event-ID, 2025-11-25
 * resumability) for a session whose channel is gone, after a restart or the session's worker ending: it logs
 * `Resume failed (Session error: Channel closed: Some(<n>)), returning empty stream` at warn under its tower module and
 * answers 200 with a stream it closes at once (rmcp streamable_http_server/tower.rs). No request is named: the number is
 * rmcp's own counter of the HTTP request whose stream the client asked for, not a JSON-RPC id, and the loss of the session
 * shows on the client's next request, not here. A client that takes the empty 200 for a live session resumes again at
 * once, several times a second for hours (gents-ai/gents#639, modelcontextprotocol/rust-sdk#958). No row reads it (it
 * says nothing of a request); reporters quote it with its tracing target, without its stamp and level, inside their
 * sentences, and the target makes the text rmcp's (formats/jsonrpc-in-text.ts).
 */
export const RMCP_RESUME_FAILED_RE = /\brmcp::transport::streamable_http_server::tower: Resume failed \([^\n]{1,300}?\), returning empty stream\b/;
