/**
 * English finding messages, one message id per rule message (diagnose/rules/*.ts), moved here verbatim.
 * As in ESLint, a rule decides and passes its facts; the catalogue words them. Spec quotes come from the protocol
 * tables (protocol/cancellation.ts, stream-close.ts) and are passed in: they stay the spec's English in every language.
 * `id` parameters are already JSON (`7`, `"7"`); gaps are ms or null (no clock).
 */
import { formatDuration } from '../duration.js';

const gap = (ms: number | null): string => (ms === null ? '' : ` ${formatDuration(ms)}`);
const call = (method: string, target: string | null): string => `${method}${target ? ` ${target}` : ''}`;

/** "Under 2025-11-25" / "Under an unknown protocol version (2025-03-26 rules assumed)" — starts a sentence. */
const under = (version: string | null, assumedRow?: string): string =>
  version !== null ? `Under ${version}` : `Under an unknown protocol version${assumedRow ? ` (${assumedRow} rules assumed)` : ''}`;

/** How the error answering a cancelled request acknowledges it (error-response-to-cancel). */
export type CancelAck = 'python-v1' | 'python-v2' | 'other' | null;

const brokenHow = (by: string | null): string =>
  by === 'server' ? 'ended by the server without the final response' : `closed by ${by ?? 'an unknown party (read as the network)'} before the final response`;

export const enRules = {
  ruleFailed: (id: string, error: string): string => `rule ${id} could not run on this input: ${error}`,

  brokenStreamReused: (id: string, by: string | null, method: string, target: string | null, reusedId: string, gapMs: number | null, version: string | null, spec: string): string =>
    `The response stream for id ${id} was ${brokenHow(by)}, and the client re-issued ${call(method, target)} with the same id ${reusedId}${gap(gapMs) ? `${gap(gapMs)} later` : ''}. ${under(version)} Streamable HTTP the re-issue must be a new request with a new request ID. ${spec} A reused id makes the two calls indistinguishable in logs, progress tokens and any server-side de-duplication; give every re-issue a fresh id.`,
  brokenStreamNotReissued: (id: string, by: string | null, method: string, target: string | null, version: string | null, spec: string): string =>
    `The response stream for id ${id} was ${brokenHow(by)}, and no later ${call(method, target)} with the same arguments appears in the capture. ${under(version)} Streamable HTTP a broken stream cannot be resumed (no Last-Event-ID) and the request is lost: ${spec} The TypeScript SDK v2 client (2.4.0) does not re-issue: it reports "SSE stream disconnected: TypeError: terminated" and waits for its own timeout — the likely cause when the client is built on it. Re-issue the call with a new id (confirm first that the tool is idempotent or that the first call had no effect), and find what cut the stream (idle timeout of a proxy, no keep-alives).`,

  cancelIdZeroIgnored:
    'The cancel for requestId 0 was followed by more work on that request. TypeScript SDK v1 receivers from 1.25 on ignore requestId 0 (`if (!notification.params.requestId) return`), so such a server never saw this cancel; SDK v2 fixes it.',

  /** `sdk`: the TypeScript SDK v1 the reason text names, or null when the text names none. */
  cancelInitialize: (from: string, id: string, gapMs: number | null, reason: string | null, version: string | null, assumedRow: string | undefined, spec: string, sdk: string | null): string => {
    const who = sdk !== null ? `The reason text is the ${sdk}'s: it cancels initialize when initialize times out (v2 no longer does)` : 'The TypeScript SDK v1 is one client known to do this when initialize times out';
    return `The ${from} cancelled initialize (id ${id})${gap(gapMs) ? `${gap(gapMs)} after sending it` : ''}${reason !== null ? ` with reason "${reason}"` : ''}. ${under(version, assumedRow)}: ${spec}. ${who}; the server sees a forbidden cancel and the host usually tears the connection down next.`;
  },

  cancelAfterFinished: (id: string, reason: string | null, key: string, stale: boolean): string =>
    `notifications/cancelled for id ${id}${reason ? ` (reason "${reason}")` : ''} came after request ${key} had already finished: it cancelled nothing. The spec allows this race and the receiver MAY ignore it.${stale ? ' A timeout reason after the result is also the signature of the TypeScript SDK maxTotalTimeout stale timer (see stale-cancel-after-result): the caller may have been told the call failed although it completed.' : ''}`,
  cancelUnknown: (from: string | null, id: string | null, reason: string | null, sameDirection: boolean, version: string | null, assumedRow: string | undefined, who: string): string =>
    `notifications/cancelled from the ${from ?? 'unknown side'} names id ${id ?? '(none)'}${reason ? ` (reason "${reason}")` : ''}, which was never sent ${sameDirection ? 'in that direction ' : ''}in this session. ${under(version, assumedRow)}: ${who}; receivers SHOULD ignore it. Common causes: a proxy forwarding the client's id instead of its rewritten upstream id, a cancel for a previous session's request, or ids reused across sessions.`,
  cancelAfterResponse: (id: string, gapMs: number | null, stale: boolean): string =>
    `notifications/cancelled for id ${id} came${gap(gapMs)} after its response: the request had already finished, so the cancel cancelled nothing. The spec allows this race ("Both parties MUST handle these race conditions gracefully") and the receiver MAY ignore it.${stale ? ' Here it is the TypeScript SDK stale timer (see stale-cancel-after-result).' : ' It matters only if the requester reported the call as cancelled although a response arrived.'}`,

  disconnectSseChannel: (by: string | null, id: string, version: string | null, spec: string): string =>
    `The HTTP+SSE GET stream that carries every response closed (by ${by ?? 'an unknown party'}) with id ${id} unanswered, and no notifications/cancelled was sent: ${under(version)} the server was not asked to stop and may still have done the work; its response had no way back. ${spec}`,
  disconnectStream: (id: string, by: string | null, version: string | null, assumedRow: string | undefined, spec: string): string =>
    `The response stream for id ${id} was closed by ${by ?? 'an unknown party'} before the response and no notifications/cancelled was sent: ${under(version, assumedRow)} the server was not asked to stop and may still have done the work. ${spec}`,

  /** `answers`: each response in order, its error or null for a result. */
  duplicateResponse: (id: string, answers: readonly ({ code: number | null; message: string | null } | null)[]): string =>
    `${answers.length} responses for id ${id} (${answers.map((e) => (e ? `error ${e.code ?? '?'}${e.message ? ` "${e.message}"` : ''}` : 'result')).join(', then ')}): a request gets exactly one response. The requester sees the later ones as responses for an unknown id; some clients drop the connection on that.`,

  errorResponseToCancel: (id: string, code: number | null, message: string | null, gapMs: number | null, ack: CancelAck, version: string | null, afterCancel: string): string => {
    const who =
      ack === 'python-v1'
        ? ' This is the Python SDK v1 acknowledgement (code 0).'
        : ack === 'python-v2'
          ? ' This is the Python SDK v2 legacy-HTTP acknowledgement (-32800, LSP style).'
          : ack === 'other'
            ? ' It acknowledges the cancellation.'
            : '';
    return `The server answered cancelled id ${id} with error ${code ?? '?'} "${message ?? ''}"${gap(gapMs)} after the cancellation.${who} ${under(version)}, ${afterCancel}; a requester that already forgot the id may report "Received a response for an unknown message ID".`;
  },

  noProgressToken: (method: string, target: string | null, durationMs: number | null, timedOut: boolean): string =>
    `${call(method, target)} ran ${durationMs !== null ? formatDuration(durationMs) : 'long'}${timedOut ? ' and timed out' : ''} without params._meta.progressToken, so the server had no way to report progress and no progress could extend the timeout. In the TypeScript SDK pass onprogress (it sets the token) with resetTimeoutOnProgress: true.`,

  notificationCancelOnModernHttp: (id: string, version: string | null, streamClosed: boolean, spec: string): string =>
    `notifications/cancelled was POSTed for id ${id} under ${version} Streamable HTTP${streamClosed ? '' : ' and the request stream was not closed'}. ${spec} A 2026 server is not required to act on the notification${streamClosed ? '' : ', so it was most likely never told to stop'}; close the request's SSE stream instead.`,

  possibleDuplicateRetry: (
    method: string,
    target: string | null,
    retryId: string,
    gapMs: number | null,
    outcome: string,
    cause: string,
    serverState: string,
    ran: boolean,
    more: { n: number; lastId: string; lastGapMs: number | null } | null,
  ): string =>
    `The same ${call(method, target)} with the same arguments was sent again as id ${retryId}${gap(gapMs) ? `${gap(gapMs)} after the first` : ''}, after the first ended ${outcome} (${cause}) with server state ${serverState}.${more ? ` It was sent ${more.n} times in all after the first, the last as id ${more.lastId}${gap(more.lastGapMs) ? `${gap(more.lastGapMs)} after the first` : ''}.` : ''} ${ran ? 'The first call did the work, so the tool most likely ran twice.' : 'The first call may still have run.'} Unless the tool is idempotent, confirm the effect with a read-only query before retrying, or pass an idempotency key.`,

  progressAfterCancel: (n: number, id: string, version: string | null, afterCancel: string): string =>
    `${n} progress/log message(s) for id ${id} arrived after the cancellation: the server kept working. ${under(version)}, ${afterCancel}.`,
  progressAfterResponse: (n: number, id: string): string =>
    `${n} progress notification(s) for id ${id} arrived after its response: "Progress notifications MUST stop after completion". The requester no longer knows the token (TS SDK: "Received a progress notification for an unknown token").`,
  progressDidNotExtendTimeout: (n: number, sinceMs: number, limitMs: number, elapsedMs: number): string =>
    `${n} progress notification(s) arrived (the last ${formatDuration(sinceMs)} before the cancel), yet the timer fired at start + ${formatDuration(limitMs)} (${formatDuration(elapsedMs)} after the request): the requester did not reset its timeout on progress. The spec lets requesters reset the clock on progress (MAY) while keeping a maximum; in the TypeScript SDK pass both onprogress and resetTimeoutOnProgress: true (plus maxTotalTimeout), since resetTimeoutOnProgress alone sends no progressToken.`,
  progressNotIncreasing: (id: string, prev: number, cur: number, times: number): string =>
    `Progress for id ${id} went from ${prev} to ${cur}${times > 1 ? ` (${times} times in all)` : ''}: "The progress value MUST increase with each notification, even if the total is unknown." Clients that check this may drop the notification or the connection.`,
  progressUnknownToken: (n: number, token: string): string =>
    `${n} progress notification(s) for progress token ${token}, which no live request in this session carries: progress "MUST only reference tokens that: Were provided in an active request; Are associated with an in-progress operation". Typical causes: progress racing the final response, or a server inventing its own token; some clients drop the connection on it.`,

  inputRequiredUnanswered: (method: string, target: string | null, asked: string[]): string =>
    `The server answered ${method}${target ? ` ${target}` : ''} with input_required${asked.length > 0 ? ` (asking for ${asked.join(', ')})` : ''}: under 2026-07-28 that answer is interim, and the call ends only when the client sends it again with inputResponses under a new id. The capture shows no such request, so the call was still waiting on the client, not on the server. Check the host's elicitation/sampling UI (a host in print or headless mode drops the request: Claude Code logs "Elicitation request received in print mode") and whether the host timed the call out.`,
  responseAfterCancel: (id: string, gapMs: number | null, byNotification: boolean, version: string | null, afterCancel: string): string =>
    `A result for id ${id} arrived${gap(gapMs)} after ${byNotification ? 'notifications/cancelled' : 'the stream close'}: the server did the work. ${under(version)}, ${afterCancel}, and the requester SHOULD ignore a response that arrives afterward — so this result was most likely discarded while its effects happened.`,
  responseUnknownRequest: (error: boolean, from: string | null, id: string): string =>
    `A ${error ? 'error response' : 'result'} from the ${from ?? 'unknown side'} names id ${id}, which was never requested in this session: a late answer to an earlier session's request, a proxy id rewrite, or reused ids. The receiving SDK drops it ("Received a response for an unknown message ID"), and some hosts drop the connection.`,

  serverCancelNotListen: (method: string, id: string, version: string | null, who: string): string =>
    `The server sent notifications/cancelled for ${method} (id ${id}) under ${version}: ${who}.`,
  serverCancelNotListenSession: (id: string, version: string | null, who: string): string =>
    `The server sent notifications/cancelled for id ${id} under ${version}: ${who}. Unless that id is a subscriptions/listen request, this cancel is not allowed.`,

  staleCancelAfterResult: (id: string, gapMs: number | null, capMs: number | null): string =>
    `A timeout notifications/cancelled for id ${id} was sent${gap(gapMs)} after its result arrived, on a request whose progress reset the timer. This is the TypeScript SDK maxTotalTimeout quirk: past the total cap${capMs ? ` (${capMs} ms)` : ''} the caller is rejected with "MCP error -32001: Maximum total timeout exceeded" without any cancel, and the orphaned per-request timer fires later. The server completed the work, but the application was most likely told it failed.`,

  connectionFailedExited: (server: string | null, said: string): string =>
    `The connection to ${server !== null ? `server "${server}"` : 'the server'} failed before any request: the host said "${said}". The server's process did not run, so nothing answered. Check the configured command and its path (run it by hand in the host's environment) and the server's stderr.`,
  connectionFailedRefused: (server: string | null, said: string): string =>
    `The host refused the configuration of ${server !== null ? `server "${server}"` : 'the server'} and never started it: "${said}". No request was sent. Check the server's entry in the host's config (command, URL, and any allowlist the host or its administrator sets).`,
  connectionFailedStream: (server: string | null, said: string): string =>
    `The connection to ${server !== null ? `server "${server}"` : 'the server'} failed opening its SSE event stream, before any request: the host said "${said}". The client sends its initialize only after the stream's endpoint event, so nothing was sent. Check that the URL is the server's SSE endpoint and that the server is up and reachable from the host (a server that speaks only Streamable HTTP refuses the stream's GET); a 401 or 403 there is the server asking for credentials: check the ones the host sends.`,
  connectionFailedUrlScheme: (server: string | null, said: string): string =>
    `The host's transport refused a URL for ${server !== null ? `server "${server}"` : 'the server'} before any request: "${said}". That URL's scheme was not http: or https:, but the words do not say which URL it was: the configured address, or one the host derived from it (an OAuth or metadata discovery URL, an SSE endpoint). No request was sent. Check the configured URL first: if it lacks https://, add it; if it has it, look at the host's OAuth or discovery step for this server (the lines just before these words).`,
  connectionFailedTransport: (server: string | null, said: string): string =>
    `The connection to ${server !== null ? `server "${server}"` : 'the server'} failed right after the handshake: the initialize was answered, then sending notifications/initialized failed${said ? ` ("${said}")` : ''}. No request was waiting, so none shows it. Check how the server answers that notification's POST (202 Accepted expected on Streamable HTTP), its session and version headers, and the network path.`,

  appServerRequestTimedOut: (method: string, limitMs: number | null, answeredMs: number | null): string =>
    `The Codex app's own request ${method} to its app-server timed out${limitMs !== null ? ` after ${formatDuration(limitMs)}` : ''}${answeredMs !== null ? ` (the answer came ${formatDuration(answeredMs)} after it was sent, with nobody waiting)` : ''}. This is not an MCP request: the app's limit is its own and no MCP timeout setting changes it. What was slow is usually an MCP server starting inside the app-server: check the app-server's MCP start-up lines for a server that was slow to start or never came up (its \`startup_timeout_sec\` bounds how long the app-server waits for it), or disable it.`,

  stdoutNotJson: (n: number, sample: string): string =>
    `${n} line(s) on the stdio message stream are not JSON-RPC${sample ? ` (first: "${sample}")` : ''}: "The server MUST NOT write anything to its stdout that is not a valid MCP message." Send logs and banners to stderr; a client may treat this as a parse error and drop or time out the connection.`,

  taskCancelledByNotification: (method: string, id: string, version: string | null, spec: string): string =>
    `Task-augmented ${method} (id ${id}) was cancelled with notifications/cancelled. ${under(version)}: ${spec}. The task may keep running; cancel it with tasks/cancel {taskId} and check its status with tasks/get.`,

  taskExpiredWhileWorking: (method: string, id: string, taskId: string, ttlMs: number, status: string, atMs: number | null, error: string | null): string =>
    `Task ${taskId} of ${method} (id ${id}) was dropped by the server while it was ${status}: its ttl of ${formatDuration(ttlMs)} counts from creation and ran out before the work ended, so the requester's look at it${atMs !== null ? ` at +${formatDuration(atMs)}` : ''} was refused${error ? ` ("${error}")` : ''}. Ask for (or grant) a ttl longer than the work, or keep the task until its result is fetched; the work may have finished with its result thrown away.`,

  /** `basis`: the timer's basis (classification `timeout.basis`), null when none was found. */
  timeoutWithoutCancel: (id: string, basis: string | null, version: string | null, spec: string, maxTotal: boolean): string =>
    `The requester stopped waiting for id ${id} on its own timer${basis !== null ? ` (${basis})` : ''}, but no cancellation reached the server, which may still be doing the work. ${under(version)}: ${spec}.${maxTotal ? ' The TypeScript SDK rejects a maxTotalTimeout without sending notifications/cancelled.' : ' Python SDK v1 never sends notifications/cancelled on timeout.'}`,
};
