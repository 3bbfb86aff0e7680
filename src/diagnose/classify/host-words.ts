/**
 * A request's end as the host's words tell it (`t.said`, host-log events a catalogue row read;
 * ingest/hosts). Used when the wire shows no answer, no cancel and no stream end: for a request
 * known only from a host log (basis `host-log`), or to finish one the wire leaves open. Never
 * `high` confidence: the words are a host's summary, not the messages.
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { bodyAnswerId } from '../../ingest/hosts/phrase.js';
import { hostClient, phraseHost, writerCancelsOnTimer } from '../../protocol/hosts.js';
import {
  BROKEN_STREAM_RE,
  CLIENT_REFUSED_HANDSHAKE_RE,
  CLIENT_REFUSED_INIT_RESULT_RE,
  CLIENT_REFUSED_VERSION_RE,
  CLIENT_REFUSED_ANSWER_RE,
  SSE_ENDPOINT_REFUSED_RE,
  HOST_JOB_CANCELLED_RE,
  TASK_GROUP_SUMMARY_RE,
  EXCHANGE_RE,
  GATEWAY_RE,
  JSONRPC_CODE_ALONE_RE,
  JSONRPC_MESSAGE_RE,
  PLATFORM_CRASH_RE,
  HTTP_HANDLER_PANIC_RE,
  POST_STATUS_RE,
  HTTPX_REFUSED_POST_RE,
  POSTED_BODY_STATUS_RE,
  postedPageStatus,
  SEND_RE,
  SERVER_ERROR_RE,
  TOOL_CAUGHT_ERROR_RE,
  TASK_FAILED_STATUS_RE,
  serverAnsweredTimeout,
  serverRelayedUpstreamStatus,
  requesterTimerWords,
  SPAWN_FAILED_RE,
  PROCESS_EXITED_RE,
  CONTAINER_RUN_FAILED_RE,
  STATUS_IN_TEXT_RE,
  RMCP_SEND_ERROR_RE,
  TRANSPORT_RE,
  TS_SDK_TIMEOUT_RE,
  RUNTIME_DEADLINE_RE,
  RESULT_SCHEMA_REJECTED_RE,
  PY_RESULT_REFUSED_RE,
  RESULT_PARSE_REFUSED_RE,
  TOOL_INPUT_SCHEMA_TYPE_ISSUE_RE,
  refusedResultContentType,
  SPEC_CONTENT_TYPES,
  CLIENT_REFUSED_BEFORE_SEND_RE,
  AUTH_REFUSED_RE,
  CLIENT_REGISTRATION_REFUSED_RE,
  UPSTREAM_RE,
  matchReason,
  relayedTimerCode,
} from '../../protocol/reasons.js';
import { isRelayDeadlineStatus, readError } from '../../protocol/errors.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { Cause, Classification, Evidence, Outcome, ServerState } from '../types.js';
import { initializeRefusalIsServers } from './initialize-refusal.js';
import { oneLine } from './text.js';
import type { Verdict } from './verdict.js';
import type { DiagnoseMessages } from '../../i18n/index.js';
import { httpStatusMeaning, isRedirectStatus } from '../../protocol/http-status-meaning.js';

/**
 * An HTML page (a web server's or proxy's error page), not a JSON-RPC body: its document head, or its title line alone
 * as a row reads it (hosts/http-exchange.ts `html/error-page-title`: nginx's `<head><title>500 Internal Server
 * Error</title></head>`, zeegin/v8std#34).
 */
const HTML_PAGE_RE = /<!DOCTYPE html|<html[\s>]|<title>[^<]*<\/title>/i;

/** Words that end a request, newest last. */
const ENDING: ReadonlySet<HostSaid['kind']> = new Set(['completed', 'failed', 'timer-fired', 'cancelled', 'session-not-found', 'connection-closed']);

interface Read {
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  why: string;
  timeout?: Classification['timeout'];
}

/** The first close of the connection (of the whole connection only, with `connectionOnly`) said before `e`. */
function closedBefore(said: readonly WireEvent[], e: WireEvent, connectionOnly: boolean): WireEvent | undefined {
  const at = e.at;
  if (at === null) return undefined;
  return said.find((c) => c.said?.kind === 'connection-closed' && (!connectionOnly || c.said.scope === 'connection') && c.at !== null && c.at < at);
}

/** The last of the request's words said before `stop` that `pick` takes (a reason stated before the words that end it). */
function lastBefore(said: readonly WireEvent[], stop: WireEvent, pick: (s: HostSaid, e: WireEvent) => boolean): WireEvent | null {
  let found: WireEvent | null = null;
  for (const e of said) {
    if (e === stop) break;
    if (e.said !== undefined && pick(e.said, e)) found = e;
  }
  return found;
}

export function hostWords(t: RequestTimeline, ev: Evidence[], missing: string[], m: DiagnoseMessages): Verdict | null {
  const said = t.said;
  let last: WireEvent | null = null;
  // An answer after the host gave up (HostSaid.late) does not end the request: it tells what the server did.
  for (const e of said) if (e.said !== undefined && e.said.late !== true && (ENDING.has(e.said.kind) || endsByStatus(e.said))) last = e;
  // No words ended it: an answer with no connection to go out on (HostSaid.undelivered), or only words that an answer
  // came for an id no caller held any more (HostSaid.late).
  if (last === null || last.said === undefined) return undelivered(t, ev, missing, m) ?? lateOnly(t, ev, missing, m);
  // A failure restated without its reason after words that gave one (a status view's `✘ failed` under the error the
  // connect ended with: `Dynamic client registration failed: HTTP 404`, then the /mcp details' `Status: ✘ failed`,
  // ref-tools/ref-tools-mcp#30): the same failure, and the reason decides.
  if (last.said.kind === 'failed' && last.said.error === undefined && last.said.status === undefined) {
    last = lastBefore(said, last, (s) => s.kind === 'failed' && s.late !== true && (s.error !== undefined || s.status !== undefined)) ?? last;
  }
  // A failure whose reason printed empty (the str() of an exception with no message after the framework's colon:
  // mcp-agent's "Failed to call_tool 'x' on server 'y':" under its session's "send_request failed: EndOfStream()
  // (EndOfStream)", lastmile-ai/mcp-agent#151) after words that the connection closed: the close is the reason.
  if (last.said?.kind === 'failed' && last.said.error !== undefined && last.said.error.trim() === '' && last.said.status === undefined) {
    const at = last.at;
    last = lastBefore(said, last, (s, e) => s.kind === 'connection-closed' && (e.at === null || at === null || e.at <= at)) ?? last;
  }
  // A refused cancel's member line quoting only the method ('notifications/cancelled') after, or before, one quoting
  // its params with the requester's reason: pydantic's lines for one cancel (timeline/host-requests.ts
  // refusedCancelAgain), and the reason decides (a timer's 'Request timed out': modelcontextprotocol/python-sdk#147).
  if (last.said?.phrase === 'python-sdk/cancel-notification-refused') {
    const reasoned = said.find((e) => e.said?.phrase === 'python-sdk/cancel-params-refused' && (e.said.error ?? '') !== '');
    if (reasoned !== undefined) last = reasoned;
  }
  // The connection closed under the request before a timer fired for it: nothing could answer after
  // the close, the timer only noticed it late (hkr04/cpp-mcp#35: "Pipe closed by server", then the
  // client's fixed 60 s wait ran out 40 s later). The close decides.
  if (last.said?.kind === 'timer-fired') {
    last = closedBefore(said, last, false) ?? last;
  }
  // A relay's deadline joined to the gateway status its caller got for the same unnamed call (timeline/host-requests.ts
  // relayDeadlineOfStatus: ChatGPT's "HTTP 504: MCP request timed out" beside OpenAI's tunnel-client's "command response
  // deadline reached": openai/tunnel-client#58): the status is how the call ended for its caller, and decides.
  if (last.said?.kind === 'timer-fired' && t.method === 'unknown' && t.id === null) {
    const gateway = said.find((e) => e.said !== undefined && isRelayDeadlineStatus(e.said));
    if (gateway !== undefined) last = gateway;
  }
  // A send whose exchange the peer hung up ("Server disconnected without sending a response.") after the
  // connection had already closed under no request: the transport was gone before the message went out,
  // and the peer's hang-up is its consequence (home-assistant/core#140667: the SSE stream cut, then the
  // next POST refused). The close decides, as for a timer above.
  const sent = last.said;
  if (sent !== undefined && sent.kind === 'failed' && sent.method === undefined && sent.error !== undefined && EXCHANGE_RE.test(sent.error) && !TRANSPORT_RE.test(sent.error)) {
    last = closedBefore(said, last, true) ?? last;
  }
  // The connection closed after an HTTP error status had answered the request: the answer ended it, and
  // the host tore the connection down because of it (Cursor: "Error POSTing to endpoint (HTTP 502): "
  // then "Client closed for command" 1 ms later, StacklokLabs/mcp-optimizer#51). The status decides.
  // So does a refusal of the request's session: the host closed the expired session and rejected what was pending
  // with the close (Claude Code: "Error POSTing to endpoint: Not Found: Session not found", "MCP session expired",
  // then "tools/list failed (MCP error -32000: Connection closed)": beyondessential/canopy#275).
  // A pending request the host rejected with the close's error says the same ("Tool 'x' failed after 0s: MCP error -32000:
  // Connection closed" after Claude Code's "MCP session expired …"): the close's reason decides.
  if (last.said?.kind === 'connection-closed' || (last.said?.kind === 'failed' && matchReason(last.said.error ?? '', 'host-log')?.meaning === 'connection-closed')) {
    const close = last;
    for (const e of said) {
      if (e === close) break;
      if (e.said !== undefined && (endsByStatus(e.said) || sessionGone(e.said)) && (close.at === null || e.at === null || e.at <= close.at)) last = e;
    }
  }
  const s = last.said!;
  const host = phraseHost(s.phrase);
  const r = read(t, s, host, said, m);
  ev.push({ source: last.source, note: m.evidence.hostLogPhrase(oneLine(last.text ?? ''), s.phrase) });
  // The server's answer came after the host stopped waiting (the SDK dropped it as an unknown id):
  // the server did the work; an error object in the quoted answer says it failed it.
  const late = said.find((e) => e.said?.late === true && e !== last);
  if (late !== undefined && r.serverState === 'unknown' && r.outcome !== 'completed' && r.outcome !== 'failed') {
    r.serverState = lateAnswerState(late.text ?? '');
    ev.push({ source: late.source, note: m.evidence.hostLogPhrase(oneLine(late.text ?? ''), late.said!.phrase) });
  }
  // The client's notifications/initialized right before the words that gave up on the handshake (host-requests.ts
  // answeredBefore): it is sent only once the initialize result arrived (lifecycle §Initialization), so the server
  // answered; what failed came after (quarkiverse/quarkus-langchain4j#1632).
  const initialized = t.method === 'initialize' ? said.find((e) => e.kind === 'message' && e.from !== 'server' && (e.message as { method?: unknown } | undefined)?.method === 'notifications/initialized') : undefined;
  if (initialized !== undefined && r.serverState === 'unknown' && r.outcome !== 'completed' && r.outcome !== 'failed') {
    r.serverState = 'completed';
    ev.push({ source: initialized.source, note: m.evidence.initializedBefore() });
  }
  if (r.serverState === 'unknown') missing.push(m.missing.hostOnlyOwnSide);
  if (t.request.at === null) missing.push(m.missing.startBeforeCapture);
  const onlyWords = t.basis !== 'wire' && t.responses.length === 0 && t.cancels.length === 0;
  if (onlyWords) missing.push(m.missing.noMessageBodies);
  return {
    outcome: r.outcome,
    cause: r.cause,
    serverState: r.serverState,
    confidence: t.method === 'unknown' ? 'low' : 'medium',
    summary: m.summary.hostSaid(m.hostSubject(t.method, t.target, t.id), r.why),
    timeout: r.timeout ?? null,
  };
}

/**
 * A request known only from the server side's words that its answer could not be delivered, the requester's stream
 * already gone (HostSaid.undelivered: supergateway's "No connection established for request ID: 0",
 * supercorp-ai/supergateway#84): the requester left before the answer (abandoned; the words do not say why: a timer,
 * a person, a closing host), and the server had answered (the answer's text, when printed, says whether it failed).
 */
function undelivered(t: RequestTimeline, ev: Evidence[], missing: string[], m: DiagnoseMessages): Verdict | null {
  const e = t.said.find((x) => x.said?.undelivered === true);
  if (e === undefined || e.said === undefined) return null;
  ev.push({ source: e.source, note: m.evidence.hostLogPhrase(oneLine(e.text ?? ''), e.said.phrase) });
  if (t.request.at === null) missing.push(m.missing.startBeforeCapture);
  missing.push(m.missing.noMessageBodies);
  // The write failed because the client's end of the stream broke (a broken pipe, a response the container already
  // errored: spring-projects/spring-ai#3061, #3035): the answer was lost with the connection, which the server had
  // finished handling (its answer was ready to write).
  if (e.said.error !== undefined && BROKEN_STREAM_RE.test(e.said.error)) {
    return {
      outcome: 'lost',
      cause: 'connection-closed',
      serverState: 'completed',
      confidence: 'low',
      summary: m.summary.hostSaid(m.hostSubject(t.method, t.target, t.id), m.hostWhy.answerUndelivered(oneLine(e.text ?? ''))),
      timeout: null,
    };
  }
  return {
    outcome: 'abandoned',
    cause: 'unknown',
    serverState: lateAnswerState(e.text ?? ''),
    confidence: 'low',
    summary: m.summary.hostSaid(m.hostSubject(t.method, t.target, t.id), m.hostWhy.answerUndelivered(oneLine(e.text ?? ''))),
    timeout: null,
  };
}

/**
 * An HTTP error status (≥ 400) an error text states (STATUS_IN_TEXT_RE; also a proxy's "request failed with
 * status 504": stacklok/toolhive#1576, "HTTP 503 …"), or null.
 */
export function statedStatus(text: string): number | null {
  const m = STATUS_IN_TEXT_RE.exec(text);
  const b = m === null ? POSTED_BODY_STATUS_RE.exec(text) : null;
  // … or the default page the server answered with, its status in its words (reasons.ts POSTED_BODY_PAGE_RE).
  if (m === null && b === null) return postedPageStatus(text);
  const n = m !== null ? Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7]) : Number(b![1]);
  // The SSE client's "Non-200 status code (N)" is its refusal of any other answer to its GET: a Streamable HTTP
  // server's 202 to a legacy SSE client (anthropics/claude-code#1960 against mark3labs/mcp-go, mark3labs/mcp-go#377),
  // a redirect it does not follow. The endpoint answered, not as an SSE stream: no cut stream.
  if (m !== null && m[1] !== undefined && n >= 201 && n <= 399) return n;
  return n >= 400 && n <= 599 ? n : null;
}

/** An error the server answered with, in the TypeScript SDK's words for one; not the SDK's own local errors. */
const SERVER_MCP_ERROR_RE = /\bMCP error -?\d+: ?(?!MCP error\b|Connection closed?\b|Request timed out\b|Maximum total timeout\b|Error POSTing\b|SSE error\b|Streamable HTTP error\b)/;

/** Whether the only HTTP status the words state is inside the message of an error the server answered with. */
function statusBehindServerError(text: string): boolean {
  const m = SERVER_MCP_ERROR_RE.exec(text);
  if (m === null) return false;
  return statedStatus(text.slice(0, m.index)) === null && statedStatus(text.slice(m.index + m[0].length)) !== null;
}

/** The Python SDK client's error for a 404 to its POST, bare (not the 2.x server's in-flight 500 body, reasons.ts). */
const PY_CLIENT_404_RE = /\bSession terminated\b(?! before the request completed)/;
/**
 * The Go SDK's Streamable HTTP client's error for a 404 to its POST, its own words for the status, no body read:
 * `failed to connect (session ID: <id>): session not found` (ErrSessionMissing; an initialize sent with no session id,
 * answered 404 by a server that wanted one of its own: jordigilh/kubernaut#1363).
 */
const GO_CLIENT_404_RE = /\bfailed to connect \(session ID: [^)\n]*\): session not found\b/;

/** Words that the server refused the request's session (a session it no longer knows: reasons.ts session-expired). */
function sessionGone(s: HostSaid): boolean {
  return s.kind === 'session-not-found' || ((s.kind === 'failed' || s.kind === 'connection-closed') && matchReason(s.error ?? '', 'host-log')?.meaning === 'session-expired');
}

/**
 * A redirect read from a server's access line by the reader that looked for the client's repeat of the request at the
 * new location and saw none within its window (HostSaid.unrepeated). A client's row carrying a 3xx (Claude Code's
 * `HTTP 307`, .NET's HttpRequestException, `Error POSTing to endpoint (HTTP 307)`) shows no such search: it is the
 * client's refusal of the answer, read as that alone (httpStatus; review R15).
 */
function redirectNotFollowed(s: HostSaid): boolean {
  return s.unrepeated === true && isRedirectStatus(s.status ?? 0);
}

function endsByStatus(s: HostSaid): boolean {
  // A redirect ends the request too (httpStatus: failed, cause unknown): the access line's not followed, a client's
  // reported as the send's failure.
  return s.kind === 'http-status' && ((s.status ?? 0) >= 400 || isRedirectStatus(s.status ?? 0));
}

function read(t: RequestTimeline, s: HostSaid, host: string, said: readonly WireEvent[], m: DiagnoseMessages): Read {
  switch (s.kind) {
    case 'completed':
      return { outcome: 'completed', cause: 'none', serverState: 'completed', why: m.hostWhy.completed };
    case 'cancelled': {
      // A cancel whose reason is a timer's ("Request timed out", the TypeScript SDK's reason when its
      // timer cancels): the requester's timer, not a person (google-gemini/gemini-cli#28355).
      const hit = s.error !== undefined ? matchReason(s.error, 'host-log') : null;
      if (hit?.meaning === 'timeout' || hit?.meaning === 'max-total-timeout') {
        const cause: Cause = hit.meaning === 'max-total-timeout' ? 'max-total-timeout' : 'client-timeout';
        return { outcome: 'cancelled', cause, serverState: 'unknown', why: m.hostWhy.timerSentCancel(s.elapsedMs ?? null) };
      }
      // The server's own words that a cancel arrived, with no reason it could show: the contract's cancellation
      // without a reason (docs/causes.md, client-cancel), not a person's click the requester's words would name
      // (a Python 1.1 server refusing notifications/cancelled: MarkusPfundstein/mcp-gsuite#21; the Java SDK's
      // "No handler registered for notification method: notifications/cancelled": modelcontextprotocol/java-sdk#130).
      if (s.received === true) {
        // The server's words that its handler ended on the cancel by throwing a cancellation (Open Liberty's tool method
        // throwing OperationCancellationException on Cancellation.check(): OpenLiberty/open-liberty#35084): the work stopped.
        const stopped = inServerLog(said, s) && HANDLER_CANCELLED_RE.test(s.error ?? '');
        return { outcome: 'cancelled', cause: 'client-cancel', serverState: stopped ? 'stopped' : 'unknown', why: m.hostWhy.cancelled(null) };
      }
      // The requester withdrew the call itself (an approval it could not ask): no person, no timer (HostSaid.withdrawn).
      if (s.withdrawn === true) {
        return { outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown', why: m.hostWhy.cancelled(s.error ? oneLine(s.error) : null) };
      }
      return { outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown', why: m.hostWhy.cancelled(s.error ? oneLine(s.error) : null) };
    }
    case 'timer-fired':
      // Timer words inside a tool call's result (HostSaid.inResult: content blocks, a bridge's own isError text) are the
      // server's answer about a wait of its own behind it (hangwin/mcp-chrome#100: the native host's 30 s wait for the
      // browser extension); the requester got that answer, so its own timer did not fire.
      if (t.method === 'tools/call' && s.inResult === true) {
        return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(s.elapsedMs ?? null, s.error ? oneLine(s.error) : null, true) };
      }
      if (s.timer === 'sdk') {
        const relayed = relayedTimer(s, said, m);
        if (relayed !== null) return relayed;
      }
      // The SDK's timer, its words the TypeScript SDK's, in a host with no row: that SDK's behaviour.
      if (s.timer === 'sdk' && hostClient(host)?.cancelsOnTimer == null && TS_SDK_TIMEOUT_RE.test(s.error ?? '')) return timerFired(t, s, 'typescript-sdk', said, m);
      return timerFired(t, s, host, said, m);
    case 'session-not-found':
      // Found gone only after the message was accepted (HostSaid.accepted): no refusal reached the requester, whose
      // answer had no session left to travel on (modelcontextprotocol/python-sdk#1227).
      if (s.accepted === true) return { outcome: 'lost', cause: 'session-expired', serverState: 'unknown', why: m.hostWhy.sessionGoneAfterAccept };
      return { outcome: 'failed', cause: 'session-expired', serverState: 'unknown', why: m.hostWhy.sessionNotFound };
    case 'connection-closed': {
      if (s.closedBy === 'requester') return ownClose(s, m);
      const error = s.error ?? closeError(said, s);
      if (error !== undefined && sendFailed(error)) return sendLost(error, m);
      // The server's own log saying the request's handler was cancelled as the scope it ran under went away (the Kotlin
      // SDK's JobCancellationException of the session's SupervisorJob: modelcontextprotocol/kotlin-sdk#242): the server
      // stopped the work with the connection.
      const stopped = inServerLog(said, s) && HANDLER_CANCELLED_RE.test(s.error ?? '');
      // The server's own words that the client hung up on the request's HTTP exchange (starlette's ClientDisconnect under
      // the Python SDK's "Error handling POST request": ingest/hosts/python-sdk.ts python-sdk/client-disconnect): the
      // request's own stream was cut from the client's end, no cancel sent (a legacy-era disconnect, protocol/stream-close.ts).
      if (s.phrase === 'python-sdk/client-disconnect') {
        return { outcome: 'lost', cause: 'stream-closed', serverState: 'unknown', why: m.hostWhy.connectionClosed(null, oneLine(s.error ?? '')) };
      }
      // The server's own words that it refused the request's message as it gave its transport up (an application's print
      // of rmcp's serve() error for a message before notifications/initialized: rudof-project/rudof#518): the server
      // failed the request, then the connection went.
      const refused = s.phrase === 'rust-sdk/serve-refused-handshake' && inServerLog(said, s);
      return { outcome: 'lost', cause: 'connection-closed', serverState: refused ? 'failed' : stopped ? 'stopped' : 'unknown', why: m.hostWhy.connectionClosed(s.exitCode ?? null, error ? oneLine(error) : null) };
    }
    case 'http-status':
      return httpStatus(s.error === undefined ? { ...s, error: refusalBody(t) } : s, m, t.method, said.find((e) => e.said === s)?.text);
    default:
      return failed(t, s, host, said, m);
  }
}

/**
 * The POST that carried the request failed below HTTP ("Error sending message to <url>: TypeError:
 * fetch failed"): the request's own exchange broke, as with "fetch failed" about one call
 * (anthropics/claude-agent-sdk-typescript#118), even when the host then gives up the connection.
 */
function sendFailed(error: string): boolean {
  return SEND_RE.test(error) && EXCHANGE_RE.test(error) && !TRANSPORT_RE.test(error);
}

/**
 * rmcp's client failing to send the request's own message ("tools/call failed: Transport send error: Transport
 * [rmcp::transport::worker::WorkerTransport<…>] error: Client error: HTTP status client error (400 Bad Request) for url
 * (…)", and the older "Send message error Transport […] error: …"): its HTTP transports send a message by POSTing it
 * (streamable_http_client.rs post_message, the SSE transport's POST to the endpoint), so a status in those words is the
 * answer to the request's own POST (samanhappy/mcphub#524), as POST_STATUS_RE's is.
 */
const RMCP_SEND_RE = /\bTransport send error\b|\bSend message error\b/;

/** Whether the words `s` were read from the server's own log (a line the server wrote), not the requester's. */
function inServerLog(said: readonly WireEvent[], s: HostSaid): boolean {
  return said.some((e) => e.said === s && e.from === 'server');
}

/** A handler's cancellation in a runtime's words: a coroutine's or a future's CancellationException, asyncio's CancelledError. */
const HANDLER_CANCELLED_RE = /\b\w*CancellationException\b|\bCancelledError\b/;

function sendLost(error: string, m: DiagnoseMessages): Read {
  return { outcome: 'lost', cause: 'stream-closed', serverState: 'unknown', why: m.hostWhy.sendLost(oneLine(error)) };
}

/** The error a connection-level close said in the same instant as `s`'s line (the close then the host's summary of it). */
function closeError(said: readonly WireEvent[], s: HostSaid): string | undefined {
  const at = said.find((e) => e.said === s)?.at ?? null;
  if (at === null) return undefined;
  for (let i = said.length - 1; i >= 0; i--) {
    const e = said[i]!;
    if (e.said !== undefined && e.said !== s && e.said.kind === 'connection-closed' && e.at === at && e.said.error !== undefined) return e.said.error;
  }
  return undefined;
}

/**
 * A JavaScript MCP client's own waits as their errors read: the TypeScript SDK's request timer ("MCP error -32001:
 * Request timed out"), undici's headers and body timeouts, an AbortSignal.timeout's abort. Around them the Vercel AI
 * SDK's "Error executing tool <name>: …" is the host's timer, not a tool's exception.
 */
const JS_CLIENT_WAIT_RE = /Request timed out|-32001\b|Headers Timeout|Body Timeout|UND_ERR_(?:HEADERS|BODY)_TIMEOUT|aborted due to timeout/i;

function timerFired(t: RequestTimeline, s: HostSaid, host: string, said: readonly WireEvent[], m: DiagnoseMessages): Read {
  const limit = s.limitMs ?? statedLimit(said);
  const timeout: Classification['timeout'] =
    limit !== null
      ? { ms: limit, basis: m.basis.hostStatedLimit }
      : s.elapsedMs !== undefined
        ? { ms: s.elapsedMs, basis: m.basis.hostStatedElapsed, measuredOnly: true }
        : null;
  const after = s.elapsedMs ?? limit;
  const when = after !== null && after !== undefined ? after : null;
  const client = hostClient(host);
  // The TypeScript SDK's maxTotalTimeout cap: the caller is rejected and nothing is sent then (shared sdk-behaviour
  // notes; a stale cancel from the last reset's timer may follow, a finding when the wire shows it): the requester
  // stopped waiting without a signal, on the cap (docs/causes.md abandoned, max-total-timeout).
  if (matchReason(s.error ?? '', 'host-log')?.meaning === 'max-total-timeout') {
    return { outcome: 'abandoned', cause: 'max-total-timeout', serverState: 'unknown', timeout, why: m.hostWhy.timerNoCancel(when, host, null) };
  }
  // The host's own deadline (a race around the call or the whole connection) drops the request or
  // closes the connection; the SDK's request timer does what that SDK does (TS v1 cancels, even initialize).
  if (s.timer === 'host' || (s.timer === undefined && s.scope === 'connection')) {
    return { outcome: 'abandoned', cause: 'client-timeout', serverState: 'unknown', timeout, why: m.hostWhy.hostDeadline(when, s.scope === 'connection') };
  }
  if (client?.cancelsOnTimer === true) {
    return { outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', timeout, why: m.hostWhy.timerCancels(when, host, m.hostClientBasis(client.host, client.basis)) };
  }
  // The capture itself shows the requester cancelling this request as its timer fired (an OTLP span of the
  // `notifications/cancelled` it sent, which names no id: ingest/formats/otlp.ts).
  // … or the requester's SDK logging the cancel it sent for this request's id, in a log that does not say directions
  // (the Rust SDK's `cancelled {"id":"7","reason":"request timeout"}` over the caller's timeout line: github/copilot-cli#4731).
  if (said.some((e) => e.said?.kind === 'cancelled' && (e.from === t.from || (e.from === null && e.said.id !== undefined && t.id !== null && String(e.said.id) === String(t.id))))) {
    return { outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', timeout, why: m.hostWhy.timerSentCancel(when) };
  }
  return {
    outcome: 'abandoned',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeout,
    why: m.hostWhy.timerNoCancel(when, host, client?.cancelsOnTimer === false ? m.hostClientBasis(client.host, client.basis) : null),
  };
}

/**
 * The SDK's timeout text inside an error answer the requester received (protocol/reasons.ts `relayedTimerCode`): a
 * middle party's timer, relayed — as a requester-side timeout text arriving on the wire is read (docs/causes.md):
 * the request failed, the cause is that party's timer, and nothing says whether the server did the work. The
 * line's whole text decides, since a catalogue row may keep only the inner timeout as its error.
 */
function relayedTimer(s: HostSaid, said: readonly WireEvent[], m: DiagnoseMessages): Read | null {
  const line = said.find((e) => e.said === s)?.text ?? s.error ?? '';
  const text = line.replace(/\s+/g, ' ').trim();
  const code = relayedTimerCode(text);
  if (code === null) return null;
  return { outcome: 'failed', cause: 'client-timeout', serverState: 'unknown', why: m.hostWhy.relayedTimer(s.elapsedMs ?? null, code, oneLine(text)) };
}

function statedLimit(said: readonly WireEvent[]): number | null {
  for (let i = said.length - 1; i >= 0; i--) {
    const x = said[i]!.said;
    if (x?.kind === 'limit' && x.limitMs !== undefined) return x.limitMs;
  }
  return null;
}

/**
 * The words of the error body under a status line that gave none: curl prints the status, then the body, whose
 * JSON-RPC error (id null) the timeline attached to the refused request ("Bad Request: No valid session. Send an
 * initialize request first." under `HTTP 400`: robhunter/agentdeals#1054).
 */
function refusalBody(t: RequestTimeline): string | undefined {
  for (const r of t.responses) {
    const err = (r.message as { error?: { message?: unknown } } | undefined)?.error;
    if (err !== undefined && typeof err.message === 'string') return err.message;
  }
  return undefined;
}

/**
 * A 404's body naming the server, route or deployment as what was not found (not a session). A hosting platform's own
 * 404 for an app or deployment it does not have says the same: Vercel's "The deployment could not be found on Vercel."
 * / `DEPLOYMENT_NOT_FOUND` (Chanzhaoyu/chatgpt-web#1748, andrewbaisden/vercel-node-app#2: a deployment gone or never
 * built), Railway's {"status":"error","code":404,"message":"Application not found"} (an MCP server's hosted URL after its
 * Railway service was removed: ilhamfp/pasal#22). No session was refused: the server is not there.
 */
// … and a web server's own page for a path it routes nowhere (Go's "404 page not found", Express's "Cannot POST /mcp":
// reasons.ts POSTED_BODY_PAGE_RE): no MCP endpoint answered at all, so no session of one was refused.
const MISSING_SERVER_404_RE = /\(HTTP 404\):?\s*(?:Server|MCP server|Endpoint|Route|Deployment) not found\b|The deployment could not be found on Vercel\b|\bDEPLOYMENT_NOT_FOUND\b|"message"\s*:\s*"Application not found"|\(HTTP 404\):?\s*(?:404 page not found|Cannot POST \/\S*)\s*$/i;

/** SSEServerTransport.handlePostMessage's refusal, with no status in the words (the proxy's own console). */
const SSE_POST_REFUSED_RE = /^(?:Error: )?SSE connection not established\b/;

/**
 * A session refusal's server state: `failed` when the body the words print is an error answering the request's own
 * id (docs/causes.md serverState: "an error for the id"; the id is read from it, phrase.ts bodyAnswerId), `unknown`
 * when it names no request (`"id":null`, the Python SDK's `"server-error"`).
 */
function refusalState(s: HostSaid): 'failed' | 'unknown' {
  return s.id !== undefined && s.error !== undefined && bodyAnswerId(s.error) === s.id ? 'failed' : 'unknown';
}

/** A status line's body: the words after "(HTTP nnn):" (the TypeScript SDK's "Error POSTing to endpoint (HTTP 500): …"). */
function afterStatus(text: string): string {
  const at = /\(HTTP \d{3}\):?\s*/.exec(text);
  return at === null ? text : text.slice(at.index + at[0].length);
}

/**
 * `why` with what the status means (protocol/http-status-meaning.ts) after it, when it means something specific. A 421
 * means the Host refused only where the line shows the Python SDK's transport security behind it (HostSaid.hostGuard):
 * another server's or a proxy's 421 says only that it would not answer for that target.
 */
function withMeaning(why: string, s: HostSaid, status: number, m: DiagnoseMessages): string {
  const meaning = httpStatusMeaning(status);
  if (meaning === null || (meaning === 'host-refused' && s.hostGuard !== true)) return why;
  return `${why} ${m.hostWhy.httpMeaning[meaning]}`;
}

function httpStatus(s: HostSaid, m: DiagnoseMessages, method: string | null = null, words?: string): Read {
  const status = s.status ?? 0;
  // A proxy's own code for a client that closed its connection before the answer (nginx's 499 "client closed request",
  // an AWS load balancer's 460): no one refused anything. The requester stopped waiting; the log says neither why (a
  // timer, a person, a closing host) nor whether the server behind finished (docs/causes.md, access logs).
  if (status === 499 || status === 460) return { outcome: 'abandoned', cause: 'unknown', serverState: 'unknown', why: m.hostWhy.httpClientClosed(status) };
  // A 500 whose body is the Python SDK 2.x server's "Session terminated before the request completed": its handler had
  // the request when the session ended under it (reasons.ts py2-session-terminated-in-flight), so the work may have
  // run and no result came: the session's end, not a refusal or a failure of the work.
  if (status >= 500 && matchReason(s.error ?? '', 'host-log')?.pattern.id === 'py2-session-terminated-in-flight') {
    return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.connectionUnder(null, oneLine(s.error!)) };
  }
  // A 404 to the initialize is no forgotten session: the initialize carries none (the server issues it in the
  // answer), so the URL serves no MCP endpoint — a wrong path or a route the deployment does not expose
  // (mcp-remote's "Error POSTing to endpoint (HTTP 404): Not found" then the SSE GET's 404: shadcnblocks/kibo#163).
  // Refused like any 4xx to the request's own POST: whatever answered, the handshake's work was not done, so the
  // server's state is `failed` (docs/causes.md, serverState: "an HTTP 4xx the server answered the request's own
  // exchange with"), as the wire's own reading of the same 404 says.
  // … nor a 404 whose body says it is the server (the route, the deployment) that the endpoint does not know: a
  // hosting gateway in front of many servers answering for one it has no deployment of ("Error POSTing to endpoint
  // (HTTP 404): Server not found" to the Smithery runner's heartbeat ping: arcadeai-labs/smithery-cli#188). The words
  // name what is missing, and it is not a session: refused like any 4xx below.
  if (status === 404 && (method === 'initialize' || MISSING_SERVER_404_RE.test(s.error ?? '')) && matchReason(s.error ?? '', 'host-log')?.meaning !== 'session-expired') {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.httpFailed(status) };
  }
  // A 404 to a POST where no session was ever issued is refused as any 4xx below (HostSaid.sessionlessPath).
  if (status === 404 && s.sessionlessPath !== true) return { outcome: 'failed', cause: 'session-expired', serverState: refusalState(s), why: m.hostWhy.http404 };
  // A 4xx whose body says the session is unknown ("(HTTP 400): No transport found for sessionId",
  // modelcontextprotocol/typescript-sdk#307; "No valid session ID provided"): a session the server no longer
  // knows, whatever status it chose. A 503 too: a stdio-to-SSE bridge answers a POST whose session has no event
  // stream left with 503 "No active SSE connection for session <id>" (supergateway's stdioToSse; reasons.ts
  // session-unknown: ClayPulse/pulse-editor#216). Its words name the session gone, not an intermediary's outage.
  if (((status >= 400 && status < 500) || status === 503) && matchReason(s.error ?? '', 'host-log')?.meaning === 'session-expired') {
    // … unless it refuses an initialize over Streamable HTTP, which carries no session yet (it gets one in the answer):
    // session words there are the server's own failure (docs/causes.md, ruled 2026-12-03; the wire's reading of the
    // same answer: answered.ts). A gateway answering Cursor's first POST "Bad Request: Invalid or expired session"
    // (the words of a session store that lost one, php-mcp/laravel#28) refused the handshake itself.
    if (method === 'initialize' && initializeRefusalIsServers(null, words ?? s.error ?? '')) {
      return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.httpFailed(status) };
    }
    return { outcome: 'failed', cause: 'session-expired', serverState: refusalState(s), why: m.hostWhy.sessionGone(null, oneLine(s.error!)) };
  }
  if (status === 502 || status === 503 || status === 504 || status === 524) {
    return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.httpGateway(status) };
  }
  // 424 Failed Dependency (RFC 4918 §11.4): the responder could not act because something it depended on failed. An
  // intermediary's account of its upstream, as a 502 is: OpenAI's hosted MCP tool and ChatGPT's connectors answer it
  // when the MCP server behind them could not be used ("Error retrieving tool list from MCP server: 'x'. HTTP status
  // code: 424 (Failed Dependency)": homeassistant-ai/ha-mcp#1710, RageAgainstThePixel/OpenAI-DotNet#486). Nothing
  // says what the server did.
  if (status === 424) return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.httpGateway(status) };
  // A 4xx rejects the request before any work: the server (or what speaks for it) refused it. What the status means
  // by the transport's rules and the SDKs (protocol/http-status-meaning.ts: 421 the Host refused where the line shows
  // the Python SDK's transport security, 406 the Accept header) is said after it; the cause stays the contract's server-error.
  if (status >= 400 && status < 500) return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: withMeaning(m.hostWhy.httpRefused(status), s, status, m) };
  // A redirect (307/308) with nothing after it in the capture: the message reached no handler, and whether the client
  // followed is not shown (a followed redirect's repeat is read by the reader, which then reports no end here). The
  // contract has no cause for a redirect, so it stays unknown, and what the server did is unknown: it ran nothing,
  // but it refused nothing either.
  if (redirectNotFollowed(s)) return { outcome: 'failed', cause: 'unknown', serverState: 'unknown', why: withMeaning(m.hostWhy.httpRedirected(status), s, status, m) };
  // A client's own row reporting the send failed with a redirect's status: only that is shown — whether it looked for
  // the new location, and what the server would have done there, is not.
  if (isRedirectStatus(status)) return { outcome: 'failed', cause: 'unknown', serverState: 'unknown', why: m.hostWhy.httpRefused(status) };
  // A 5xx the platform answered because the server's own code threw (Cloudflare's 1101 page or JSON): the server
  // failed the request (PLATFORM_CRASH_RE).
  if (status >= 500 && PLATFORM_CRASH_RE.test(s.error ?? '')) return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.httpFailed(status) };
  // A 5xx whose body says the responder's own client to another server failed: a gateway that could
  // not reach its upstream ("failed to create client: transport error: failed to send request":
  // Kuadrant/mcp-gateway#390).
  if (status >= 500 && UPSTREAM_RE.test(s.error ?? '')) return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.gateway(null, oneLine(s.error!)) };
  // A 5xx answered with an HTML page where the MCP server answers JSON-RPC: the web front end of the
  // platform hosting it gave up (Azure's "500 - The request timed out … failed to respond within the
  // specified time" page: Azure/MCP#39), not the server's own error.
  if (status >= 500 && HTML_PAGE_RE.test(s.error ?? '')) return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.gateway(null, oneLine(s.error!)) };
  // A 500 answering the send of the request itself, in the responder's own words (not a page, not a gateway's
  // account of its upstream: both above): "Internal Server Error" is the responder saying its handler failed the
  // request — a server's framework catching the handler's exception (Starlette, Express, ASP.NET; the bare catch-all
  // "{"errors":{"detail":"Internal Server Error"}}" around a tool's unhandled timeout: MCPJam/inspector#552) or a
  // gateway's own code failing to load the session (obot-platform/obot#3419). A 500 to a transport's connect (an SSE
  // GET: penpot/penpot#8809) carried no request, and the other 5xx codes are an intermediary's, a capacity limit's or
  // a refusal of the HTTP method or version: those stay unknown.
  // … except the legacy SSE transport's own refusal of the POSTed message, the body of that 500: no event stream was
  // open for the session to carry an answer back, so SSEServerTransport.handlePostMessage refused the message before
  // any handler saw it (the client's side of the Inspector proxy's "/message route" refusal: the web app's console,
  // modelcontextprotocol/python-sdk#583; a Functions-hosted server behind it, Azure-Samples/remote-mcp-functions-dotnet#14).
  // Refused at the door as in the words without the status (failed() below): nothing says what the server did.
  if (status === 500 && SSE_POST_REFUSED_RE.test(afterStatus(s.error ?? ''))) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'unknown', why: m.hostWhy.httpFailed(status) };
  }
  // A server's own request log prints the status it answered each POST with (`[wrangler:info] POST /api/mcp 500
  // Internal Server Error (359ms)`, wrangler dev under a Worker whose handler hung and was cancelled by the runtime:
  // payloadcms/payload#14716; morgan's `POST /mcp 500 …`): the row only reads a POST to an MCP path, so its 500 is the
  // request's own POST answered in the responder's own words.
  if (status === 500 && (s.sending === true || POST_STATUS_RE.test(s.error ?? '') || s.phrase === 'request-log/post-refused')) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.httpFailed(status) };
  }
  return { outcome: 'failed', cause: 'server-error', serverState: 'unknown', why: m.hostWhy.httpFailed(status) };
}

/**
 * The quoted sentence is also a client's own words for a call its SDK failed: JavaScript clients and proxies write
 * `Error calling tool '${name}': ${err.message}` around `client.callTool` (a proxy relaying a downstream error, a chat
 * client's agent loop), so "Error calling tool 'q': fetch failed" is the client's exchange failing, not the server's
 * answer. Only when the words are nothing but a network failure (no HTTP status, which a server's tool meets
 * behind it: redhat-community-ai-tools/jira-mcp#7), and only for the quoted sentence: an error result (isError) is
 * the server's answer by its shape whatever it says.
 */
function clientsOwnFailure(phrase: string, text: string, status: number | null): boolean {
  return phrase === 'generic/tool-error-repr-quoted' && status === null && (TRANSPORT_RE.test(text) || EXCHANGE_RE.test(text));
}

/** The requester closed its own connection with the request open (HostSaid.closedBy: ingest/said-facts.ts). */
function ownClose(s: HostSaid, m: DiagnoseMessages): Read {
  const took = s.elapsedMs !== undefined ? s.elapsedMs : null;
  return { outcome: 'abandoned', cause: 'unknown', serverState: 'unknown', why: m.hostWhy.closedOwnConnection(took, oneLine(s.error ?? '')) };
}


function failed(t: RequestTimeline, s: HostSaid, host: string, said: readonly WireEvent[], m: DiagnoseMessages): Read {
  // One space for any run of white space: a terminal or a reporter's paste wraps a long error line
  // at any space, and the continuation keeps its indent (Codex's TUI wrapping "connection" /
  // "  closed: initialize response": zhizhuodemao/js-reverse-mcp#12, openai/codex#6020).
  // A terminal UI's box borders are never the error's (Gemini CLI's boxed console: google-gemini/gemini-cli#2786).
  const text = (s.error ?? '').replace(/[│┃║]/g, ' ').replace(/\s+/g, ' ').trim();
  const took = s.elapsedMs !== undefined ? s.elapsedMs : null;
  // The SDK's legacy SSE server transport refusing a POSTed message because no event stream is open for its session
  // (SSEServerTransport.handlePostMessage answers 500 "SSE connection not established"): the message was refused at
  // the door, not cut in flight; nothing handled it (the Inspector proxy's "/message route": modelcontextprotocol/inspector#451).
  if (SSE_POST_REFUSED_RE.test(text)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'unknown', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  // The server's HTTP handler panicked on this request and net/http closed the connection unanswered (reasons.ts
  // HTTP_HANDLER_PANIC_RE): the exchange was cut, by the server's own failure.
  if (HTTP_HANDLER_PANIC_RE.test(text)) return { outcome: 'lost', cause: 'stream-closed', serverState: 'failed', why: m.hostWhy.handlerPanicked(took, oneLine(text)) };
  // The server's internal-error answer relaying a status and body from a service behind it (reasons.ts
  // serverRelayedUpstreamStatus: plastic-labs/honcho#310, its backend refusing the backend's own session): the handler
  // failed and answered, the MCP session stood. Decided before the words are read, as protocol/errors.ts readError
  // decides the same answer read from the wire, so a session or a timeout in the relayed body is read alike in both.
  if (serverRelayedUpstreamStatus(text)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  const hit = matchReason(text, 'host-log');
  // A gateway's status stated in the error decides before the body's words: the TypeScript SDK's "Error POSTing
  // to endpoint (HTTP 504): <body>" whatever host prints it (LibreChat's "Ping failed: …(HTTP 504): upstream
  // request timeout": jenkinsci/mcp-server-plugin#15), a proxy's "request failed with status 504: Timeout waiting
  // for response from container" (stacklok/toolhive#1576): the timeout in the body is the proxy's, not the
  // requester's timer. Other statuses are read below, after the body's words.
  // The platform says the server's own code threw while handling it: the server failed the request, whatever
  // status or page the platform answered in its place (Cloudflare's "Error 1101: Worker threw exception", an HTTP
  // 500 with its JSON or HTML error page: cloudflare/mcp-server-cloudflare#377, 1f916-ai/1f916#42).
  if (PLATFORM_CRASH_RE.test(text)) return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
  // The TypeScript SDK's status-less "Error POSTing to endpoint: <body>" (raised only for a non-2xx answer to the POST)
  // whose body is the server's full JSON-RPC result: the server did the work and answered it under an error status,
  // which the client refused (Claude Code's "Failed to fetch tools: Error POSTing to endpoint: {"id":1,…,"result":
  // {"tools":[…]}}": anthropics/claude-code#91812). The server's answer failed the request; the result says it was done
  // (HostSaid.postedResult, read with the words).
  if (s.postedResult === true) return { outcome: 'failed', cause: 'server-error', serverState: 'completed', why: m.hostWhy.failed(took, oneLine(text), true) };
  // Claude Code's own refusal of an answer larger than it passes to the model (`MCP tool "x" response (N tokens) exceeds
  // maximum allowed tokens (25000)`, its MAX_MCP_OUTPUT_TOKENS): the server answered the call in full and the host would
  // not pass the answer on (GuDaStudio/codexmcp#4, rollbar/rollbar-mcp-server#28). No error of the server's, no transport's:
  // the call failed at the host, the server's work done (HostSaid.answerRefused, the reader's fact).
  if (s.answerRefused === true) return { outcome: 'failed', cause: 'unknown', serverState: 'completed', why: m.hostWhy.answerRefused(took, oneLine(text)) };
  // The status the words state; else the one the row read beside them (a trace's '← 400  -32022 Unsupported protocol
  // version': the status and the answer's words are separate fields, MCPJam/inspector#3543).
  const status = statedStatus(text) ?? s.status ?? null;
  if (status === 502 || status === 503 || status === 504 || status === 524) return httpStatus({ ...s, status }, m, t.method);
  // … and so does the hosted MCP client's own 424 (Failed Dependency) for a call it could not complete against the
  // server: OpenAI's hosted MCP tool printing an mcp_call's http_error as "424: unhandled errors in a TaskGroup (1
  // sub-exception)" — its own client raising while handling the exchange (community.openai.com/t/1353593). The words
  // after it are the intermediary's, not the server's, so they decide nothing here (httpStatus: 424).
  if (status === 424) return httpStatus({ ...s, status }, m, t.method);
  // The server's own log says its handler failed: a timeout in its words is the server's own (its call
  // upstream: avivsinai/langfuse-mcp#5), never the requester's timer, which no server log sees.
  // So is one inside the Python SDK FastMCP's wrapper of its tool's exception (HostSaid.toolRaised, reasons.ts PY_TOOL_RAISED_RE: "Error
  // executing tool lookup: The read operation timed out", the tool's httpx call upstream: avivsinai/langfuse-mcp#5),
  // unless the inner words are a client's own wait that the Vercel AI SDK wraps in the same words (JS_CLIENT_WAIT_RE).
  // The line these words were read from is the server's own log, or the Python SDK FastMCP's wrapper of a tool call's
  // exception (ingest/said-facts.ts read it as the line was emitted; both asked again below).
  const ownLog = inServerLog(said, s);
  const wrapped = t.method === 'tools/call' && s.toolRaised === true;
  const wrappedWait = wrapped && !JS_CLIENT_WAIT_RE.test(text);
  if ((wrappedWait || ownLog) && (hit?.meaning === 'timeout' || hit?.meaning === 'max-total-timeout')) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  if (s.closedBy === 'requester') return ownClose(s, m);
  // The credentials were refused (reasons.ts AUTH_REFUSED_RE), whatever transport error wraps the words: the refusal is
  // the server's answer to this request, before the wrapper's close or stream words and before a status that belongs
  // to another exchange in the same sentence (rmcp's "Send message error Transport […] error: Auth error: OAuth
  // authorization required, when send initialize request": openai/codex#33403; the TypeScript SDK's "Error POSTing to
  // endpoint: {…Scope … is not present…} (SSE fallback failed … (403))": microsoft/Agent365-devTools#454). A 5xx or a
  // gateway's words are not a refusal of credentials. The whole line the failure was read from counts: a reader may
  // keep only the last error of a chain ("… Error POSTing to endpoint: {…refusal…} (SSE fallback failed with error …
  // Non-200 status code (403))" gives the SSE's words), while the refusal sits earlier in the same sentence.
  // A 401 stated in the words is that refusal by its definition (RFC 9110 §15.5.2: the request lacks valid credentials),
  // whichever exchange of the connect got it: an SSE client's "Non-200 status code (401)" to its opening GET turned the
  // client away before any initialize could be sent (AnythingLLM: Mintplex-Labs/anything-llm#3868), as a 401 to the
  // initialize's POST does. Other statuses of a refused GET say nothing of the request (below). Not a 401 whose words
  // name an unknown session (a session's refusal, read below: "HTTP 401: unknown session", openai/codex#46158).
  const refused = (status === 401 && hit?.meaning !== 'session-expired') || AUTH_REFUSED_RE.test(text) || said.some((e) => e.said === s && AUTH_REFUSED_RE.test(e.text ?? ''));
  if (refused && (status === null || status < 500) && !GATEWAY_RE.test(text)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  // A task group's summary says only that a task failed ("unhandled errors in a TaskGroup (1 sub-exception)",
  // anyio's and asyncio's words): the reason is the sub-exception's. A close said in the same instant is that
  // reason (mcp-agent's "send_request failed: Connection closed" beside "Failed to initialize with error:
  // 'unhandled errors in a TaskGroup …'": HKUDS/DeepCode#105).
  if (TASK_GROUP_SUMMARY_RE.test(text)) {
    const closed = closeError(said, s);
    if (closed !== undefined) {
      if (sendFailed(closed)) return sendLost(closed, m);
      return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.connectionUnder(took, oneLine(closed)) };
    }
  }
  // "Canceled" in the instant the connection closed: nobody cancelled it; the host disposed of what
  // was pending when the connection died (VS Code's CancellationError: MicrosoftDocs/mcp#118).
  if (hit?.meaning === 'client-cancel' || hit?.meaning === 'user') {
    const closed = closeError(said, s);
    if (closed !== undefined) {
      if (sendFailed(closed)) return sendLost(closed, m);
      return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.cancelledByClose(oneLine(closed), oneLine(text)) };
    }
  }
  // The host cancelled its own connect (reasons.ts connect-withdrawn: GitHub Copilot CLI's "connection was cancelled",
  // github/copilot-cli#4811): no person, no timer (client-cancel), and nothing went to the server for it — the
  // initialize request MUST NOT be cancelled (spec basic/utilities/cancellation) — so the host only stopped waiting.
  if (hit?.pattern.id === 'connect-withdrawn' && (t.method === 'initialize' || s.scope === 'connection')) {
    return { outcome: 'abandoned', cause: 'client-cancel', serverState: 'unknown', why: m.hostWhy.connectWithdrawn(took, oneLine(text)) };
  }
  switch (hit?.meaning) {
    case 'timeout':
    case 'max-total-timeout': {
      const relayed = relayedTimer(s, said, m);
      if (relayed !== null) return relayed;
      // The server answered with an error whose message names its own wait (reasons.ts serverAnsweredTimeout):
      // the request failed on the server's side, not on the requester's timer.
      if (serverAnsweredTimeout(text)) {
        return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
      }
      // The same for an error result the server answered, by the row's shape (HostSaid.serverAnswer), whose timeout
      // words are no requester's timer text: the server's own wait behind the tool (Puppeteer's locator 'Timed out after
      // waiting 5000ms' inside Chrome DevTools MCP, quoted by a Cascade step: ChromeDevTools/chrome-devtools-mcp#1883).
      // An SDK's timeout relayed inside such a result ('MCP error -32001: Request timed out': egoist/chatwise-releases#443)
      // stays the timer's.
      if (s.serverAnswer === true && !requesterTimerWords(text) && !TS_SDK_TIMEOUT_RE.test(text)) {
        return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
      }
      const sdk = s.timer === undefined && TS_SDK_TIMEOUT_RE.test(text);
      // The Python SDK 2.x's own timer, its words quoted by the host ("Request 'tools/call' timed out"): that SDK
      // cancels on it, but never the handshake (protocol/hosts.ts python-sdk-v2).
      const py2 = s.timer === undefined && hit.pattern.id === 'py2-timeout-error' && t.method !== 'initialize' && hostClient(host)?.cancelsOnTimer == null;
      const whose = sdk && hostClient(host)?.cancelsOnTimer == null ? 'typescript-sdk' : py2 ? 'python-sdk-v2' : host;
      // A runtime's deadline on the HTTP exchange (reasons.ts RUNTIME_DEADLINE_RE): the host's own wait, no cancel.
      const runtime = s.timer === undefined && RUNTIME_DEADLINE_RE.test(text);
      const fired: HostSaid = { ...s, kind: 'timer-fired', ...(sdk ? { timer: 'sdk' as const } : runtime ? { timer: 'host' as const } : {}), ...(hit.ms != null && s.limitMs === undefined ? { limitMs: hit.ms } : {}) };
      const r = timerFired(t, fired, whose, said, m);
      return hit.meaning === 'max-total-timeout' ? { ...r, cause: 'max-total-timeout' } : r;
    }
    case 'connection-closed':
      // "fetch failed" / "socket hang up" about one call: its own HTTP exchange broke (below), not the whole transport.
      // A client with no connection to send on (reasons.ts closed-client) had no exchange at all, whatever transport
      // its words name ("MCP SSE Transport Error: Not connected": assistant-ui/assistant-ui#3503).
      if (!EXCHANGE_RE.test(text) || TRANSPORT_RE.test(text) || hit.pattern.id === 'closed-client') {
        return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.connectionUnder(took, oneLine(text)) };
      }
      break;
    case 'session-expired':
      // The Python SDK client's own words for any 404 to its POST ("McpError: Session terminated", code 32600: it
      // synthesizes them, no body read) said of an initialize: the initialize carries no session, so the 404 is the
      // URL serving no MCP endpoint, as httpStatus reads a 404 to it (smolagents' mcpadapt: huggingface/smolagents#1585;
      // the FastMCP client's initialize: PrefectHQ/fastmcp#1172; pydantic-ai's connect: pydantic/pydantic-ai#1880).
      // The Go SDK's client words the same 404 as 'failed to connect (session ID: …): session not found' (GO_CLIENT_404_RE).
      // … and any session words refusing an initialize over Streamable HTTP, where it carries no session yet: the server's
      // own failure (docs/causes.md, ruled 2026-12-03; initialize-refusal.ts, as the wire's reading of the same answer).
      // The transport is read from the host's whole line (Cursor's "Error connecting to streamableHttp server, …").
      if (t.method === 'initialize' && (PY_CLIENT_404_RE.test(text) || GO_CLIENT_404_RE.test(text) || initializeRefusalIsServers(null, said.find((e) => e.said === s)?.text ?? text))) {
        return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
      }
      return { outcome: 'failed', cause: 'session-expired', serverState: refusalState(s), why: m.hostWhy.sessionGone(took, oneLine(text)) };
    case 'gateway':
      // A serverless platform says it ended the invocation at its limit (the Lambda runtime's "Task timed out
      // after 30.03 seconds" in the function's log: apex/up#663; Vercel's FUNCTION_INVOCATION_TIMEOUT page):
      // the platform terminates the function, so the server's handler was stopped, not merely answered for.
      if (hit.pattern.id === 'platform-limit') {
        return { outcome: 'failed', cause: 'gateway-error', serverState: 'stopped', why: m.hostWhy.gateway(took, oneLine(text)) };
      }
      return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.gateway(took, oneLine(text)) };
    case 'stream-cut':
      return { outcome: 'lost', cause: 'stream-closed', serverState: 'unknown', why: m.hostWhy.streamCut(took, oneLine(text)) };
    case 'user':
      return { outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown', why: m.hostWhy.cancelledText(took, oneLine(text)) };
    case 'client-cancel':
      return { outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown', why: m.hostWhy.cancelledText(took, oneLine(text)) };
    default:
      break;
  }
  // The server's process never started (Node's spawn error), said of the connect after the client had written its
  // initialize (the timeline ends such a request only then: host-requests.ts notStarted). Nothing received it: it went
  // with the connection (Claude Desktop's "spawn <path> ENOENT" after its initialize: BeehiveInnovations/pal-mcp-server#149).
  // A tool's own failure to spawn a program ("Error calling tool 'x': spawn git ENOENT") is the running server's answer.
  if ((t.method === 'initialize' || s.scope === 'connection') && s.target === undefined && SPAWN_FAILED_RE.test(text)) {
    return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.connectionUnder(took, oneLine(text)) };
  }
  // The server's process exited under the connect, the host quoting its exit (Go's "exit status 127" in the child's output
  // Jan relays: janhq/jan#6630): the handshake went with the process. Only a connection's words: a tool's failure quoting a
  // command's exit code is the running server's answer.
  // The same when the words are the container runtime's (reasons.ts CONTAINER_RUN_FAILED_RE): the `docker run -i` the
  // client spawned took its initialize and exited without a container ("failed to initialize MCP Client: Docker Desktop
  // is not running.": docker/docker-agent#127).
  if ((t.method === 'initialize' || s.scope === 'connection') && s.target === undefined && s.kind === 'failed' && (PROCESS_EXITED_RE.test(text) || CONTAINER_RUN_FAILED_RE.test(text))) {
    return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.connectionUnder(took, oneLine(text)) };
  }
  // FastMCP's answer for a tool that raised, as a client relays it (ingest generic/tool-error-repr-quoted): the
  // server answered the call with its tool's failure. A status or a gateway's words inside it are what the tool
  // met behind the server (its tracker's API: redhat-community-ai-tools/jira-mcp#7), not this request's transport.
  if ((s.serverAnswer === true || (s.relayedResult === true && ownLog)) && !clientsOwnFailure(s.phrase, text, status)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, text ? oneLine(text) : null, true) };
  }
  if (GATEWAY_RE.test(text)) return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.gateway(took, oneLine(text)) };
  // The SSE client refused the server's endpoint event (reasons.ts SSE_ENDPOINT_REFUSED_RE): the server announced a
  // POST URL on another origin, so the connect failed on the server's answer before the initialize was posted. Before
  // the stream words below: the client's transport named in the words ("mcp sse client") is not a cut stream.
  if ((t.method === 'initialize' || s.scope === 'connection') && SSE_ENDPOINT_REFUSED_RE.test(text)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'unknown', why: m.hostWhy.refusedEndpoint(took, oneLine(text)) };
  }
  // The SSE client's event stream refused with a non-2xx answer its words do not number (HostSaid.streamRefused): the
  // server's refusal of the stream every answer would ride, before the initialize was posted; as a refused GET whose
  // status the words state (below), it says nothing of the server's work.
  if ((t.method === 'initialize' || s.scope === 'connection') && s.streamRefused === true && status === null) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'unknown', why: m.hostWhy.refusedStream(took, oneLine(text)) };
  }
  // The client's OAuth registration failed after the server's 401 (reasons.ts CLIENT_REGISTRATION_REFUSED_RE): the
  // request was refused for credentials before any work, whichever endpoint's status the words carry (a 4xx from the
  // registration endpoint is not this request's exchange, but the refusal behind it is the server's). The whole record
  // the failure was read from counts, as for AUTH_REFUSED_RE above: a bare OAuth error class ("Connection error:
  // ServerError") says whose answer it was only in the stack printed under it (parseErrorResponse under
  // registerClient: zeptonow/mcp#45).
  const registrationRefused = CLIENT_REGISTRATION_REFUSED_RE.test(text) || said.some((e) => e.said === s && CLIENT_REGISTRATION_REFUSED_RE.test(e.text ?? ''));
  if (registrationRefused && (status === null || status < 500)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  // An HTTP error status in the words (not a gateway's, above; a session's 404 is read by
  // matchReason): the endpoint answered and refused. Before the stream words below, which "SSE
  // error" would match: a refused GET is an answer, not a cut stream. Only a refused POST says the
  // request itself reached the server; a refused event stream or connect GET says nothing of it.
  if (status !== null) {
    // A row that reads the status as this request's answer (`status` on a request-scoped failure: Foundry's
    // "Server error while listing tools: … 405": microsoft/agent-framework#1643) says the request's own exchange
    // was refused, as a refused POST does. A 500 to it in the responder's own words is its handler failing the
    // request, as in httpStatus.
    // A 5xx page or a gateway's account of its upstream is read as the status line's own rule reads it (httpStatus):
    // one verdict for the same answer whichever row carried it.
    if (status >= 500 && (HTML_PAGE_RE.test(text) || UPSTREAM_RE.test(text))) return httpStatus({ ...s, status, error: text }, m, t.method);
    // The status is inside an error the server answered with (the TypeScript SDK's "MCP error <code>: <message>" for an
    // error response, not its own Connection closed / Request timed out): the server met it behind itself, calling its
    // own upstream, and answered this request with the failure (Dify's MCP server plugin: "MCP error -32000: invoke app
    // failed: request failed with status code: 500 …", hjlarry/dify-plugin-mcp_server#29, #32) — as a tool's error
    // quoting its API's status is (HostSaid.serverAnswer above). The words need not name the tool: a tool call's words
    // that say only that the call failed ("Call tool failed: McpError: MCP error -32000: invoke app failed: …", a Dify
    // agent's tool log: hjlarry/dify-plugin-mcp_server#41) carry the same answer.
    if ((s.target !== undefined || t.method === 'tools/call') && statusBehindServerError(text)) {
      return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
    }
    const own = s.status === status && s.scope !== 'connection';
    // httpx's 4xx words for a streamable HTTP connect's URL name the initialize's own POST (reasons.ts HTTPX_REFUSED_POST_RE).
    const post = (POST_STATUS_RE.test(text) || own || RMCP_SEND_RE.test(text) || (t.method === 'initialize' && HTTPX_REFUSED_POST_RE.test(text))) && (status < 500 || status === 500);
    return { outcome: 'failed', cause: 'server-error', serverState: post ? 'failed' : 'unknown', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  // Also when its cause is a network failure of the one exchange (reqwest's "Client error: error sending request for
  // url (…), when send initialize request": webfansplz/vite-plugin-vue-mcp#34): the wrapper says the worker quit on
  // it, so the transport went with the request, not only its stream. Without the wrapper the same reqwest words are
  // the exchange's own failure (github/app#2656), read below.
  if (RMCP_SEND_ERROR_RE.test(text)) {
    return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.lostUnder(took, false, oneLine(text)) };
  }
  if (TRANSPORT_RE.test(text) || EXCHANGE_RE.test(text)) {
    const stream = !TRANSPORT_RE.test(text);
    return {
      outcome: 'lost',
      cause: stream ? 'stream-closed' : 'connection-closed',
      serverState: 'unknown',
      why: m.hostWhy.lostUnder(took, stream, oneLine(text)),
    };
  }
  // The client refused the peer's first message and gave the handshake up (rmcp's "expect initialized response, but
  // received: Some(Notification(…))": tim-smart/effect-mcp#18): no answer came, and no timer fired; the requester
  // stopped waiting on purpose.
  if (CLIENT_REFUSED_HANDSHAKE_RE.test(text)) {
    return { outcome: 'abandoned', cause: 'unknown', serverState: 'unknown', why: m.hostWhy.refusedHandshake(took, oneLine(text)) };
  }
  // The client refused the result the server answered the initialize with (rmcp's "expect initialized result, but
  // received: Some(…)", reasons.ts CLIENT_REFUSED_INIT_RESULT_RE): the server completed the request; the client would
  // not use its answer, and the words say no more of why.
  // So is an initialize whose answer the TypeScript SDK could not parse with its result schema (reasons.ts
  // RESULT_PARSE_REFUSED_RE: the ZodError's issue array alone, modelcontextprotocol/typescript-sdk#1273). The array does
  // not say whose shape is wrong: there the server's serverInfo.icons had the newer spec's shape and the client's schema
  // was older (fixed on the client side in github/copilot-cli#486), so no cause is named.
  if (CLIENT_REFUSED_INIT_RESULT_RE.test(text) || (t.method === 'initialize' && RESULT_PARSE_REFUSED_RE.test(text))) {
    return { outcome: 'failed', cause: 'unknown', serverState: 'completed', why: m.hostWhy.refusedInitResult(took, oneLine(text)) };
  }
  // The same refusal of a tools/list answer: the server answered, the client's schema check would not take the tools.
  // An issue on a tool's inputSchema.type is a tool outside every spec revision (reasons.ts
  // TOOL_INPUT_SCHEMA_TYPE_ISSUE_RE: LM Studio's check, Mearman/mcp-wayback-machine#3, fixed in the server), the
  // server's answer at fault; other issues do not say whose schema is behind, as for an initialize.
  if (t.method === 'tools/list' && RESULT_PARSE_REFUSED_RE.test(text)) {
    const outOfSpec = TOOL_INPUT_SCHEMA_TYPE_ISSUE_RE.test(text);
    return { outcome: 'failed', cause: outOfSpec ? 'server-error' : 'unknown', serverState: 'completed', why: m.hostWhy.refusedToolList(took, oneLine(text), outOfSpec) };
  }
  // The client refused the version the server answered the initialize with (reasons.ts CLIENT_REFUSED_VERSION_RE): the
  // server completed the handshake's request; the connect failed on the client's side, for no error of the server's.
  if (CLIENT_REFUSED_VERSION_RE.test(text)) {
    return { outcome: 'failed', cause: 'unknown', serverState: 'completed', why: m.hostWhy.refusedVersion(took, oneLine(text)) };
  }
  // The host's side refused an answer the server gave, naming no fault of the server's (reasons.ts
  // CLIENT_REFUSED_ANSWER_RE: ChatGPT's "MCP server/discover response was inconsistent", openai/tunnel-client#71).
  if (CLIENT_REFUSED_ANSWER_RE.test(text)) {
    return { outcome: 'failed', cause: 'unknown', serverState: 'completed', why: m.hostWhy.refusedAnswer(took, oneLine(text)) };
  }
  // A JetBrains plugin's own start job cancelled (reasons.ts HOST_JOB_CANCELLED_RE): the host gave the request up
  // without a cancel; the words do not say why.
  if (HOST_JOB_CANCELLED_RE.test(text)) {
    return { outcome: 'abandoned', cause: 'unknown', serverState: 'unknown', why: m.hostWhy.jobCancelled(took, oneLine(text)) };
  }
  // An error the server sent (a JSON-RPC error code, a tool error): it answered, with a failure.
  // Or the server's own log says it failed the request (rmcp's "Failed to create service: …",
  // apollographql/apollo-mcp-server#321): the words are the server's, so the failure is too.
  // The client's SDK rejected the result the server returned (its structured content does not fit the tool's own
  // outputSchema): the server completed the call, and its answer is what failed (nerding-io/n8n-nodes-mcp#255).
  // The client's SDK refused the call before sending it (reasons.ts CLIENT_REFUSED_BEFORE_SEND_RE): its words carry a
  // JSON-RPC code, but no server answered; the server never had the request. So did the Java client's initialization
  // check, read by its own rows whatever action they name (HostSaid.unsent).
  if (CLIENT_REFUSED_BEFORE_SEND_RE.test(text) || s.unsent === true) {
    return { outcome: 'failed', cause: 'unknown', serverState: 'unknown', why: m.hostWhy.refusedBeforeSend(took, oneLine(text)) };
  }
  // The same for the Python SDK's pydantic refusing the answer as the request's result type (reasons.ts PY_RESULT_REFUSED_RE).
  if (RESULT_SCHEMA_REJECTED_RE.test(text) || PY_RESULT_REFUSED_RE.test(text)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'completed', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  // The client's SDK refused a tool call's answer over a content block's type (reasons.ts refusedResultContentType): the
  // server completed the call and answered. A type no spec revision defines is the server's answer out of the protocol
  // (a block typed "error": aicu-icu/xhs-mcp-server#10); a spec type the client does not know is its schema being older
  // than the server's, no fault of the server's.
  const refusedType = t.method === 'tools/call' ? refusedResultContentType(text) : null;
  if (refusedType !== null) {
    const outOfSpec = !SPEC_CONTENT_TYPES.has(refusedType);
    return {
      outcome: 'failed',
      cause: outOfSpec ? 'server-error' : 'unknown',
      serverState: 'completed',
      why: m.hostWhy.refusedToolResult(took, refusedType, outOfSpec),
    };
  }
  // The credentials were refused (reasons.ts AUTH_REFUSED_RE): the server's side turned the request away before any
  // work, as a 401 to its POST says (docs/causes.md, serverState of a 4xx refusal).
  if (AUTH_REFUSED_RE.test(text)) {
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.failed(took, oneLine(text), true) };
  }
  // … or a tool call's whole error is the server's report of an exception its tool caught (reasons.ts TOOL_CAUGHT_ERROR_RE).
  const caught = t.method === 'tools/call' && TOOL_CAUGHT_ERROR_RE.test(text.trim());
  // … or the line is the Python SDK's FastMCP wrapper of an exception its tool raised (reasons.ts PY_TOOL_RAISED_RE): the
  // server's own words for its tool's failure, whatever the exception says (`wrapped`, above).
  // … or the call's traceback ends in the Python SDK's McpError carrying the server's JSON-RPC error message
  // (python-sdk/server-error-raised: openai/openai-agents-python#879), whatever the app's own line said of it.
  const raised = said.some((e) => e.said !== undefined && e.said.phrase === 'python-sdk/server-error-raised');
  // … or the requester read the task behind the call in the terminal status `failed` (reasons.ts TASK_FAILED_STATUS_RE:
  // microsoft/vscode#335229): the server's verdict on its own work.
  const taskFailed = TASK_FAILED_STATUS_RE.test(text.trim());
  // … or the failure was read inside the result's content blocks as a Python client printed them (HostSaid.inResult:
  // hjlarry/dify-plugin-mcp_agent#1): only the server's answer carries content.
  const inResult = t.method === 'tools/call' && s.inResult === true;
  const fromServer = ownLog || caught || wrapped || raised || taskFailed || inResult || SERVER_ERROR_RE.test(text) || JSONRPC_MESSAGE_RE.test(text) || JSONRPC_CODE_ALONE_RE.test(text.trim());
  // Otherwise a local failure whose origin the words do not tell (a decode error, a spawn error).
  return {
    outcome: 'failed',
    cause: fromServer ? 'server-error' : 'unknown',
    serverState: fromServer ? 'failed' : 'unknown',
    why: m.hostWhy.failed(took, text ? oneLine(text) : null, fromServer),
  };
}

/**
 * A request known only from the requester's words that it could not place an answer for its id (HostSaid.late, a call
 * made before the excerpt: host-requests.ts onLate), with nothing else of its story and no message on the wire. The
 * answer says the server's part (lateAnswerState). A host on the TypeScript SDK lets an id go only when it cancels
 * it, so it had cancelled (reason unseen: client-cancel, as answered.ts droppedResult); of any other client the words
 * say only that the answer found no waiting caller — a timer that dropped the id, or a race in the client's own map
 * that left the caller waiting (ThinkInAIXYZ/go-mcp#117, fixed by registering the response channel before sending;
 * modelcontextprotocol/java-sdk#248) — so nothing ends the request in the capture: pending.
 */
function lateOnly(t: RequestTimeline, ev: Evidence[], missing: string[], m: DiagnoseMessages): Verdict | null {
  if (t.responses.length !== 0 || t.cancels.length !== 0 || t.basis !== 'host-log') return null;
  const late = t.said.find((e) => e.said?.late === true);
  if (late === undefined || t.said.some((e) => e.said !== undefined && e.said.late !== true)) return null;
  ev.push({ source: late.source, note: m.evidence.hostLogPhrase(oneLine(late.text ?? ''), late.said!.phrase) });
  const cancels = writerCancelsOnTimer(late.said!.phrase);
  missing.push(m.missing.startBeforeCapture);
  missing.push(m.missing.noMessageBodies);
  return {
    outcome: cancels ? 'cancelled' : 'pending',
    cause: cancels ? 'client-cancel' : 'unknown',
    serverState: lateAnswerState(late.text ?? ''),
    confidence: 'low',
    summary: m.summary.hostSaid(m.hostSubject(t.method, t.target, t.id), m.summary.answerNoCallerHeld(cancels)),
    timeout: null,
  };
}

/**
 * What a late answer printed after the host's words says the server did: a result, the work done; an error, the
 * work failed; a cancellation acknowledgement (the Python SDK's `{"code":0,"message":"Request cancelled"}`, -32800 on
 * v2: protocol/errors.ts), the handler stopped on the requester's cancel (anthropics/claude-code#51073).
 */
function lateAnswerState(text: string): ServerState {
  const err = LATE_ERROR_RE.exec(text);
  // Words with no answer printed after them (the Java SDK's "Unexpected response for unknown id x") say the server
  // answered, not whether with a result or an error.
  if (err === null && !ANSWER_PRINTED_RE.test(text)) return 'unknown';
  if (err === null) return /"error"\s*:/.test(text) ? 'failed' : 'completed';
  const code = Number(err[1]);
  const message = err[2] ?? '';
  return readError({ code, message, httpStatus: null }).meaning === 'cancel-ack' ? 'stopped' : 'failed';
}

/** An answer printed in the words: a JSON object (whole or elided `{ ... }`), or a Go struct print's `Result:` / `Error:`. */
const ANSWER_PRINTED_RE = /[{]|\bResult:|\bError:(?!<nil>)/;

/** The code and message of the error object in a printed answer. */
const LATE_ERROR_RE = /"error"\s*:\s*\{\s*"code"\s*:\s*(-?\d+)\s*,\s*"message"\s*:\s*"((?:[^"\\]|\\.)*)"/;
