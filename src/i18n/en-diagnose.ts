/**
 * English prose of the diagnose room: the summary sentence, evidence notes, `missing` lines, timer bases and the
 * incident record's values (diagnose/classify/*, diagnose/record.ts). Moved here verbatim from those modules, so
 * English reports stay byte-identical; the object's type is the shape every language implements
 * (`DiagnoseMessages`, messages.ts), so a Korean text that is missing or takes other parameters does not compile.
 * Durations arrive as ms (null: the capture has no clock for them); capture strings arrive as they are.
 */
import { formatDuration } from '../duration.js';

const took = (ms: number | null): string => (ms !== null ? ` after ${formatDuration(ms)}` : '');
const at = (ms: number | null): string => (ms !== null ? ` at +${formatDuration(ms)}` : '');
const reasonNote = (sdk: string | null): string => (sdk !== null ? `; reason text from ${sdk}` : '');

/** The event a timer is matched against (classify/timers.ts). */
export type TimerEvent = 'cancel' | 'error' | 'retry' | 'stream close';
/** A task's status as the capture showed it, and the message that showed it. */
export type TaskVia = 'notification' | 'create' | 'tasks/get' | 'tasks/result' | 'tasks/cancel';

export const enDiagnose = {
  /** `tools/call build (id 3)`: a request as the sentences name it. */
  request: (method: string, target: string | null, id: string | number | null): string =>
    `${method}${target ? ` ${target}` : ''}${id === null ? '' : ` (id ${JSON.stringify(id)})`}`,
  /** A request named by the host's words without an id (host-words.ts), as the subject of its sentence. */
  hostSubject: (method: string, target: string | null, id: string | number | null): string => {
    const s = id === null ? `${method}${target ? ` ${target}` : ''}` : enDiagnose.request(method, target, id);
    return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
  },
  /** A well-known limit's label (protocol/timeouts.ts KNOWN_TIMEOUTS), for the layer it was matched on. */
  knownLimit: (_ms: number, _layer: string | null, label: string): string => label,
  /** What a host's client does when its timer fires (protocol/hosts.ts HOST_CLIENTS `basis`). */
  hostClientBasis: (_host: string, basis: string): string => basis,

  evidence: {
    hostLogRequest: (text: string): string => `the host's log: "${text}"`,
    requestSent: (req: string, from: string): string => `request ${req} sent by the ${from}`,
    cancelAfterResponse: 'a cancellation arrived only after the response: it cancelled nothing',
    result: (ms: number | null): string => `result${took(ms)}`,
    errorResponse: (ms: number | null, basis: string): string => `error response${took(ms)}: ${basis}`,
    shutDownDeliberately: (from: string): string => `the ${from} shut the connection down deliberately`,
    progressPastCap: (capMs: number): string =>
      `progress past the ${formatDuration(capMs)} total cap: the TypeScript SDK rejects the caller here ("Maximum total timeout exceeded") and sends nothing`,
    staleCancelAfterResult: "the orphaned per-request timer's stale cancel, after the result",
    cancelSignal: (kind: 'notification' | 'stream', by: string | null, reason: string | null, elapsedMs: number | null): string => {
      const how =
        kind === 'notification'
          ? `notifications/cancelled${reason !== null ? ` (reason "${reason}")` : ' (no reason)'}`
          : `the ${by ?? 'client'} closed the request's SSE stream${reason ? ` (${reason})` : ''}`;
      return `cancellation signal: ${how}${elapsedMs !== null ? `, ${formatDuration(elapsedMs)} after the request` : ''}`;
    },
    notificationOnModernHttp: '2026-07-28 Streamable HTTP: the defined signal is closing the request stream, not this notification',
    freeTextReason: (reason: string): string => `free-text reason "${reason}": written by the application or a person, not an SDK timer`,
    truncatedReason: 'the host log cut the cancel reason ("…[N chars truncated]…"), so the reason cannot be read',
    lastResetBeforeCap: (sinceResetMs: number): string => `last progress before the cap: the timer armed here fired ${formatDuration(sinceResetMs)} later as a stale cancel`,
    resultAfterCancel: (gapMs: number | null): string =>
      `result arrived${gapMs !== null ? ` ${formatDuration(gapMs)} after the cancellation` : ' after the cancellation'}: the server did the work`,
    cancelAck: (basis: string): string => `error ${basis}: the server acknowledged the cancellation`,
    answerAfterGaveUp: (gapMs: number | null, error: string | null): string =>
      `${error === null ? 'result' : `error response (${error})`} arrived${gapMs !== null ? ` ${formatDuration(gapMs)}` : ''} after the requester stopped waiting: a late answer that reached nobody`,
    refusedUnnamed: (basis: string): string =>
      `error ${basis} naming no request, sent right after this request arrived: the responder refused it (the requester could not match it to its id)`,
    refusedInventedId: (basis: string): string =>
      `error ${basis} under an id no request had, saying the responder could not read the request: paired with this request as the one open (the requester could not match it to its id)`,
    errorAfterCancel: (gapMs: number | null, basis: string): string =>
      `error response${gapMs !== null ? ` ${formatDuration(gapMs)} after the cancellation` : ' after the cancellation'}: ${basis}`,
    keptSending: 'the server kept sending progress/log messages for this request after the cancellation',
    hostLogNoCancel: (text: string, sdk: string): string => `host log: "${text}" (${sdk}) — no cancellation on the wire`,
    sentAgain: (id: string | number | null, gapMs: number | null): string =>
      `the same call was sent again as id ${JSON.stringify(id)}${gapMs !== null ? ` ${formatDuration(gapMs)} later` : ''} while this one was still open`,
    errorBody: (code: number | null, message: string | null): string => `error body ${code ?? '?'} "${message ?? ''}" (no request id) on this request's exchange`,
    httpStatus: (status: number, ms: number | null, body: string): string => `HTTP ${status}${took(ms)}${body ? `: ${body}` : ''}`,
    intervalMatches: (label: string): string => `the interval matches ${label}`,
    lastProgress: 'last progress: the server was still working here',
    /** A stream end's facts, joined by ", " in streamEnded. */
    closedBy: (by: string | null): string => `closed by ${by ?? 'an unknown party'}`,
    afterRequest: (ms: number): string => `${formatDuration(ms)} after the request`,
    idle: (ms: number): string => `idle ${formatDuration(ms)}`,
    keepalives: (n: number): string => (n > 0 ? `${n} keep-alive(s) seen` : 'no keep-alives seen'),
    firstCut: (by: string | null, afterMs: number | null, error: string | null, resumes: number): string =>
      `the request's response stream was cut first (closed by ${by ?? 'an unknown party'}${afterMs !== null ? `, ${formatDuration(afterMs)} after the request` : ''}${error ? `, ${error}` : ''}); ${resumes} later stream(s) ended without the response too`,
    resumeRefused: (refusal: string): string => `the client's resume ${refusal}: the session's resumption failed, the call was lost with its stream`,
    streamEnded: (resumed: boolean, details: string[], ruleKey: string, meaning: string): string =>
      `${resumed ? 'last resumed ' : ''}response stream ended before the response (${details.join(', ')}): under ${ruleKey} this is a ${meaning}`,
    idleMatches: (label: string): string => `the idle time matches ${label}: an intermediary's idle timeout`,
    transportClosed: (elapsedMs: number | null, parts: string[]): string =>
      `transport closed with the request in flight${elapsedMs !== null ? `, ${formatDuration(elapsedMs)} after it` : ''}${parts.length ? ` (${parts.join(', ')})` : ''}`,
    exitCode: (code: number): string => `exit code ${code}`,
    signal: (signal: string): string => `signal ${signal}`,
    killedBy: (signal: string): string => `killed by ${signal}`,
    /** Words from the capture itself (a crash line, a close reason): quoted where the language around them is not English. */
    captureText: (text: string): string => text,
    crashed: (note: string): string => `the server crashed: ${note}`,
    hostLogTimer: (text: string): string => `host log: "${text}" — the requester's timer fired and no cancellation was sent`,
    hostLogPhrase: (text: string, phrase: string): string => `host log: "${text}" (${phrase})`,
    initializedAfter: (): string =>
      'the client sent notifications/initialized on this session: it does so only once the initialize result arrived, so the server answered (the answer itself is not logged)',
    initializedBefore: (): string =>
      'the client sent notifications/initialized before giving up: it does so only once the initialize result arrived, so the server answered',
    taskCreated: (taskId: string): string => `the immediate answer created task ${taskId}: the request's outcome follows the task, not this answer`,
    tasksCancelSent: (id: string | number | null, from: string, atMs: number | null): string =>
      `tasks/cancel (id ${JSON.stringify(id)}) sent by the ${from}${at(atMs)}: the cancellation a task takes`,
    taskMoved: (status: string | null, message: string | null): string => `the server moved the task to ${status ?? 'its cancelled state'}${message ? ` ("${message}")` : ''}`,
    tasksCancelRefused: (code: number | null, message: string | null): string => `tasks/cancel was refused (${code ?? '?'} ${message ?? ''}): the task had already ended`,
    taskNotificationCancel: (reason: string | null, atMs: number | null): string =>
      `notifications/cancelled${reason !== null ? ` (reason "${reason}")` : ''}${at(atMs)} for a request already answered with a task: under 2025-11-25 it does not cancel the task (tasks/cancel must be used)`,
    taskStillReached: (status: string, atMs: number | null, via: TaskVia): string => `the task still reached ${status}${at(atMs)} (${enVia(via)})`,
    taskStillWorking: (via: TaskVia): string => `the task was still working after the cancel (${enVia(via)})`,
    tasksResult: (id: string | number | null, error: boolean, atMs: number | null): string =>
      `tasks/result (id ${JSON.stringify(id)}) delivered the ${error ? 'error' : 'result'} of the underlying request${at(atMs)}`,
    taskReached: (status: string, message: string | null, atMs: number | null, via: TaskVia): string =>
      `the task reached ${status}${message ? ` ("${message}")` : ''}${at(atMs)} (${enVia(via)})`,
    taskLastSeen: (status: string, atMs: number | null, via: TaskVia): string => `the task was last seen ${status}${at(atMs)} (${enVia(via)})`,
    taskNothingAfter: 'nothing after it shows what became of the task',
    taskGone: (code: number | null, message: string | null, atMs: number | null, ttlMs: number | null): string =>
      `the server no longer knew the task${at(atMs)}: ${code ?? '?'} ${message ?? ''}${ttlMs !== null ? ` (its ttl of ${formatDuration(ttlMs)} from creation had run out)` : ''}`,
    taskTransportClosed: (atMs: number | null, taskId: string): string => `the transport closed${at(atMs)} with task ${taskId} not finished`,
    lastLook: (atMs: number | null, polls: number, quietMs: number, pollIntervalMs: number | null): string =>
      `the requester's last look at the task${at(atMs)}${polls > 0 ? ` (${polls} tasks/get poll(s))` : ''}; the capture goes on ${formatDuration(quietMs)} without another poll (pollInterval ${pollIntervalMs !== null ? formatDuration(pollIntervalMs) : 'not given'})`,
  },

  /** What the stream-close table calls a stream end (protocol/stream-close.ts `meaning`). */
  streamMeaning: (meaning: string): string => meaning,

  missing: {
    protocolVersion:
      'the protocol version (initialize exchange or MCP-Protocol-Version header): it decides whether a closed stream was a cancellation (2026-07-28) or a disconnect (earlier versions); legacy rules were assumed',
    noClock: 'timestamps: the capture has no clock for this request, so intervals (and timeout matching) cannot be measured',
    answerNotLogged: 'the initialize answer itself: the capture shows only that the client received it (its notifications/initialized), not what it said',
    whatEnded: 'what ended this request: the capture shows no response, no cancellation and no close for it',
    gatewayAnswered: 'a server-side log for this request: an intermediary answered, and the server may still have done the work',
    cancelAckUnseen: 'the cancellation this error acknowledges: it is not in the capture (capture the requester side too)',
    cancelUnseen: 'the cancellation the requester sent before this answer, and its reason: it is not in the capture (capture the requester side too)',
    requesterErrorText:
      'which party wrote this error: its text is a requester-side SDK error (a bridge or proxy relaying its own timer/cancel), so the server may still have done the work',
    whoEndedConnection:
      'who ended the connection: a Python SDK server writes this error itself when its stdin closes (it stopped the work), while a bridge or proxy relays it when its own upstream connection closed (the server may or may not have done the work)',
    configuredTimeout: 'the configured request timeout (pass --timeout <ms>): the interval matches no well-known limit',
    whyCancelledTruncated: 'why the client cancelled: the host log truncated the reason and the timing matches no known limit (pass --timeout <ms> if a timer was configured)',
    whyCancelledNoReason: 'why the client cancelled: the signal carries no reason and its timing matches no known limit (pass --timeout <ms> if a timer was configured)',
    whetherFinished: 'whether the work finished: the server kept working after the cancellation but no result was captured; check the server-side log or the external effect',
    serverLogMust: 'a server-side log for this request: after a cancellation the server MUST NOT send further messages, so silence on the wire does not show whether it stopped',
    serverLogSilence: 'a server-side log for this request: nothing after the cancellation shows whether the server stopped or finished the work',
    neverToldToStop: 'whether the server did the work: it was never told to stop; check the server-side log or the external effect',
    whyGaveUp: 'why the requester gave up: no cancellation and no error text was captured',
    neverToldShort: 'whether the server did the work: it was never told to stop',
    http404NoId:
      'a server-side log for this request: the 404 answer names no request id, so the capture does not show whether the call was dispatched (an unknown session is normally rejected before any work)',
    intermediaryCut: 'a server-side log for this request: intermediaries cut long requests while the server keeps working',
    restOfCapture: 'the rest of the capture (or a server-side log): the request was still open when the capture ended',
    resumedStream: (id: string): string => `the resumed stream (${id}): it is not in the capture, so whether the response was delivered is unknown`,
    afterPollingClose: 'the rest of the capture: after a polling close the client reconnects with GET + Last-Event-ID after the retry delay',
    neverDelivered: 'a server-side log for this request: the response was never delivered, so whether the work finished is unknown',
    notAskedToStop: 'a server-side log for this request: the server was not asked to stop, so it may have finished the work',
    howFarTransport: (crashed: boolean): string =>
      `whether the server did the work: ${crashed ? 'it crashed, but ' : ''}nothing in the capture shows how far it got before the transport closed; check the server-side log or the external effect`,
    hostOnlyOwnSide: "what the server did: the host's log shows only its own side; the server's log or the external effect would tell",
    startBeforeCapture: 'when the request started: the capture begins after it was sent',
    noMessageBodies: "the JSON-RPC messages: this host's log carries no message bodies (record the session with `mcp-triage record` for the wire view)",
    taskWorkStopped:
      'whether the work itself stopped: a cancelled task "MUST remain in cancelled status even if execution continues to completion or fails", so only a server-side log shows whether it ran on',
    tasksCancelAnswer: 'the answer to tasks/cancel: without it the capture does not show whether the task was cancelled',
    taskFate: (taskId: string): string => `what became of task ${taskId}: notifications/cancelled does not cancel a task, so it most likely ran on; tasks/get {taskId} would tell`,
    tasksResultAnswer: 'the tasks/result answer: the task completed, but its result is not in the capture',
    whoCancelledTask: (taskId: string): string => `who cancelled task ${taskId}: no tasks/cancel from this requester is in the capture`,
    taskFateTtl: (taskId: string): string => `what became of task ${taskId}: tasks/get {taskId} would tell while its ttl lasts`,
    taskAfterClose: (taskId: string): string => `what became of task ${taskId}: the server may have run it to the end after the transport closed`,
    taskWorkAfterGone: (taskId: string): string =>
      `whether the work of task ${taskId} went on after the server dropped it: the server's log (a task store refusing the result, such as the TypeScript SDK's "Task with ID … not found") or the work's external effect would tell`,
    whyStoppedPolling: 'why the requester stopped polling: it sent neither tasks/cancel nor any other signal',
    stillPolling: 'the rest of the capture: the requester was still polling the task when it ended',
  },

  /** Why a request is still pending (the end of its summary sentence). */
  pendingWhy: {
    progress: 'the server was still sending progress',
    pollingResumed: 'the server closed the stream after a priming event (2025-11-25 polling) and the client resumed it, but the resumed stream is not in the capture',
    pollingNotYet: 'the server closed the stream after a priming event (normal 2025-11-25 polling) and the capture ends before the client resumed it',
    taskPolling: (taskId: string, status: string, atMs: number | null): string => `it became task ${taskId}, last seen ${status}${at(atMs)}, and the requester was still polling it`,
  },

  /** How a cancellation ended up, the second half of the cancelled summary. */
  afterSignal: {
    completed: (gapMs: number | null): string =>
      `the server did the work anyway (a result arrived${gapMs !== null ? ` ${formatDuration(gapMs)} after the cancellation` : ' after the cancellation'})`,
    stopped: 'the server acknowledged the cancellation and stopped',
    failed: (gapMs: number | null): string => `the server answered with an error${gapMs !== null ? ` ${formatDuration(gapMs)} after the cancellation` : ' after the cancellation'}`,
    continued: (file: string, line: number): string => `the server kept working after it (last message at ${file}:${line}) and no result was captured`,
    unknown: 'nothing after it shows whether the server stopped or finished the work',
  },

  summary: {
    answerNoCallerHeld: (cancelled: boolean): string =>
      cancelled
        ? 'its answer came for an id the requester had already let go: its SDK lets an id go only when it cancels it'
        : 'its answer came for an id the requester held no waiting call for: whether its timer had dropped the id or the client lost the answer while the caller still waited is not in the words',
    noEnd: (req: string): string =>
      `No response, cancellation or close was captured for ${req}, yet the capture moved on: the requester appears to have stopped waiting without saying why.`,
    completed: (req: string, ms: number | null): string => `Request ${req} completed${took(ms)}.`,
    sessionExpired: (req: string, basis: string): string =>
      `The server no longer knew the session (${basis}), so ${req} was rejected without being run; the client has to start a new session with initialize.`,
    gatewayAnswered: (req: string, basis: string, ms: number | null): string =>
      `An intermediary answered ${req} instead of the server (${basis})${took(ms)}; whether the server did the work is not in the capture.`,
    cancelAckUnseen: (req: string, basis: string): string =>
      `The server answered ${req} with a cancellation acknowledgement (${basis}), which it sends only when the requester cancels: the requester cancelled it, but its cancellation and reason are not in the capture.`,
    resultAfterRequesterLetGo: (req: string, ms: number | null): string =>
      `The server sent a result for ${req}${took(ms)}, but the requester had already let the id go ("unknown message ID"): its SDK drops an id only when it cancels it, so the work was done and the answer thrown away.`,
    requesterErrorText: (req: string, message: string, ms: number | null, userCancel: boolean): string =>
      `Request ${req} was answered with "${message}"${took(ms)}: a requester-side error text on the wire, most likely a bridge or proxy relaying its own ${userCancel ? 'cancellation' : 'timer'}.`,
    serverError: (req: string, ms: number | null, basis: string): string => `The server answered ${req} with an error${took(ms)}: ${basis}.`,
    discoverRejected: (req: string, ms: number | null, basis: string): string =>
      `The server answered the version probe ${req} with an error${took(ms)}: ${basis}. A server of a protocol version before 2026-07-28 does not know server/discover; the client then falls back to initialize, so this alone is no failure of the session.`,
    closedAnswerStopped: (from: string, deliberate: boolean, req: string, message: string, ms: number | null): string =>
      `The ${from} closed the connection${deliberate ? ' deliberately' : ''} with ${req} in flight, without cancelling it; the server then answered it with "${message}"${took(ms)}, as a Python SDK server does when its stdin closes: it cancelled the handler, so the work was stopped.`,
    closedAnswer: (req: string, message: string, ms: number | null): string =>
      `Request ${req} was answered with "${message}"${took(ms)}: the connection closed with the request in flight.`,
    capBeforeResult: (req: string, capMs: number, resultMs: number): string =>
      `The requester gave up on ${req} at its ${formatDuration(capMs)} total cap without sending anything (TypeScript SDK maxTotalTimeout), so the result that arrived ${formatDuration(resultMs)} after the request was discarded although the server completed the work.`,
    /** `cause`: the cancelled request's cause; `limitMs`: the limit to name (null: none). */
    cancelled: (from: string, req: string, elapsedMs: number | null, byNotification: boolean, cause: string, limitMs: number | null, after: string): string => {
      const causeText: Record<string, string> = {
        'client-timeout': `its own request timer fired${limitMs !== null ? ` (${formatDuration(limitMs)})` : ''}`,
        'max-total-timeout': `its total cap fired${limitMs !== null ? ` (${formatDuration(limitMs)})` : ''} although progress was extending the per-request timer`,
        'user-cancel': 'a person or the application asked for it',
        'client-cancel': 'the capture does not say why',
      };
      return `The ${from} cancelled ${req}${took(elapsedMs)} by ${byNotification ? 'notifications/cancelled' : 'closing the request stream'}: ${causeText[cause] ?? cause}; ${after}.`;
    },
    gaveUpSilently: (req: string, userCancel: boolean): string =>
      `The requester stopped waiting for ${req} (${userCancel ? 'a user cancel' : 'its own timer'}) without sending any cancellation, so the server was never told to stop.`,
    retriedSilently: (req: string, timerMs: number | null): string =>
      `The requester sent ${req} again while it was still open, without cancelling it: it gave up silently${timerMs !== null ? ` (the retry came at ${formatDuration(timerMs)}, which looks like its timer)` : ''}.`,
    httpSessionExpired: (req: string, status: number): string =>
      `The server no longer knew the session (HTTP ${status}), so ${req} was rejected without being run; the client has to start a new session with initialize.`,
    httpGateway: (req: string, status: number, ms: number | null, label: string | null): string =>
      `An intermediary answered ${req} with HTTP ${status} instead of the server${took(ms)}${label !== null ? ` — at ${label}` : ''}; whether the server did the work is not in the capture.`,
    httpRejected: (req: string, status: number, ms: number | null): string => `The server rejected ${req} with HTTP ${status}${took(ms)}.`,
    pending: (req: string, why: string | null): string => `Request ${req} was still open when the capture ended${why ? `: ${why}` : ''}.`,
    /** "(GET + Last-Event-ID) was refused with HTTP 404 -32001 "Session not found" (2 attempts)" */
    refusal: (status: number | null, err: { code: number | null; message: string | null } | null, attempts: number): string => {
      const what = err ? ` ${err.code ?? ''} "${err.message ?? ''}"`.replace(/^ {2}/, ' ') : '';
      return `(GET + Last-Event-ID) was refused with HTTP ${status ?? '?'}${what}${attempts > 1 ? ` (${attempts} attempts)` : ''}`;
    },
    streamCut: (req: string, by: string | null, afterMs: number | null, refusal: string | null, resumes: number): string =>
      `Request ${req}'s response stream ended before the response (${by ?? 'closer unknown'}${afterMs !== null ? `, after ${formatDuration(afterMs)}` : ''})${refusal !== null ? ` and the client's resume ${refusal}, so the response was lost with the stream (the caller never saw an error)` : resumes > 0 ? ` and ${resumes} resume attempt(s) ended without it too` : ''}`,
    pollingLost: (req: string): string =>
      `The server closed ${req}'s stream after a priming event (2025-11-25 polling), but the client never resumed it with GET + Last-Event-ID, so the response was lost.`,
    streamLost: (cut: string, proxy: { idleMs: number; label: string } | null, clientTimerMs: number | null, legacy: boolean): string => {
      const tail = legacy
        ? 'no notifications/cancelled was sent, so under this version this is a disconnect, not a cancellation: the server was not asked to stop'
        : 'under 2026-07-28 a broken stream loses the request; the client must re-issue it with a new id';
      return `${cut}${proxy ? `, idle for ${formatDuration(proxy.idleMs)} — ${proxy.label}, which points at a proxy` : ''}${clientTimerMs !== null ? `; the client closed it at ${formatDuration(clientTimerMs)}, which looks like its own timer` : ''}; ${tail}.`;
    },
    gaveUpThenClosed: (req: string): string => `The requester gave up on ${req} on its own timer without sending a cancellation, and the transport then closed.`,
    shutDown: (from: string, req: string): string => `The ${from} shut the connection down deliberately with ${req} in flight, without cancelling it.`,
    sseChannelClosed: (by: string | null, req: string, elapsedMs: number | null): string =>
      `The HTTP+SSE GET stream that carries every response closed${by ? ` (by ${by})` : ''} with ${req} in flight${elapsedMs !== null ? ` (${formatDuration(elapsedMs)} after it)` : ''}: its POST had been accepted (202), so the response had no other way back, and a reconnect opens a new session that cannot receive it; no cancellation was sent.`,
    transportClosed: (req: string, elapsedMs: number | null, crash: string | null): string =>
      `The transport closed with ${req} in flight${elapsedMs !== null ? ` (${formatDuration(elapsedMs)} after it)` : ''}${crash ? `; the server crashed (${crash}), but how far the work got is unknown` : ''}; no cancellation was sent.`,
    /** A request as the host's words tell it: the subject (hostSubject) and what happened to it. */
    hostSaid: (subject: string, why: string): string => `${subject} ${why}`,
    answerAfterGaveUp: (said: string, gapMs: number | null, state: 'completed' | 'failed' | 'stopped' | 'unknown'): string =>
      `${said} The server's answer came${gapMs !== null ? ` ${formatDuration(gapMs)}` : ''} after that and reached nobody: ${
        state === 'completed'
          ? 'the server did the work anyway, so a retry may do it twice.'
          : state === 'failed'
            ? 'the server failed the request.'
            : state === 'stopped'
              ? 'the server stopped the work.'
              : 'what it says of the work is not known.'
      }`,
    taskCancelAcked: (from: string, taskId: string, req: string, atMs: number | null, status: string): string =>
      `The ${from} cancelled the task ${taskId} of ${req} with tasks/cancel${at(atMs)}; the server acknowledged it (status ${status}), so no result will be delivered — the work itself may have run on in the background (the spec keeps the task cancelled even if execution continues).`,
    taskCancelNoAnswer: (from: string, taskId: string, req: string, atMs: number | null): string =>
      `The ${from} cancelled the task ${taskId} of ${req} with tasks/cancel${at(atMs)}; the answer is not in the capture.`,
    taskWrongCancel: (from: string, req: string, atMs: number | null, taskId: string, went: string): string =>
      `The ${from} gave up on ${req}${at(atMs)} with notifications/cancelled, but the request had already become task ${taskId}, which that notification does not cancel: ${went}; the result was never fetched.`,
    taskWent: (status: string, atMs: number | null): string => `the task went on and reached ${status}${at(atMs)}`,
    taskWentWorking: 'the task went on working',
    taskCompleted: (req: string, taskId: string, atMs: number | null): string => `Request ${req} ran as task ${taskId} and completed; tasks/result delivered its result${at(atMs)}.`,
    taskFailedResult: (req: string, taskId: string, code: number | null, message: string | null): string =>
      `Request ${req} ran as task ${taskId} and failed: tasks/result answered ${code ?? '?'} ${message ?? ''}.`,
    taskCompletedNoResult: (req: string, taskId: string, atMs: number | null): string =>
      `Request ${req} ran as task ${taskId}, which completed${at(atMs)}; fetching its result is not in the capture.`,
    taskFailed: (req: string, taskId: string, atMs: number | null, message: string | null): string =>
      `Request ${req} ran as task ${taskId}, which failed${at(atMs)}${message ? `: ${message}` : ''}.`,
    taskCancelledElsewhere: (req: string, taskId: string, atMs: number | null): string =>
      `Request ${req} ran as task ${taskId}, which was cancelled${at(atMs)} without a tasks/cancel from this requester in the capture.`,
    taskTransportClosed: (atMs: number | null, taskId: string, req: string, status: string): string =>
      `The transport closed${at(atMs)} while task ${taskId} of ${req} was ${status}: the requester could no longer poll it or fetch its result; no cancellation was sent.`,
    taskGone: (req: string, taskId: string, atMs: number | null, status: string, ttlMs: number | null): string =>
      `Request ${req} ran as task ${taskId}, which the server no longer knew${at(atMs)} while it was last seen ${status}${ttlMs !== null ? `: its ttl of ${formatDuration(ttlMs)}, counted from creation, ran out before the work ended` : ''}. The requester's call ended with that error; the work may have gone on and its result been thrown away.`,
    stoppedPolling: (from: string, taskId: string, req: string, atMs: number | null, status: string | null, fate: string): string =>
      `The ${from} stopped polling task ${taskId} of ${req}${at(atMs)} while it was ${status ?? 'not finished'}, without tasks/cancel: ${fate}, and the result was never fetched.`,
  },

  /** The end of a host-words summary (host-words.ts), after the request's name. */
  hostWhy: {
    completed: 'completed, as the host logged it.',
    sendLost: (error: string): string => `was lost: the HTTP exchange that carried it failed ("${error}"); nothing says whether the server received it.`,
    cancelledByClose: (closed: string, text: string): string => `was lost: the connection closed under it ("${closed}") and the host rejected it as "${text}".`,
    cancelled: (error: string | null): string => `was cancelled by the host or its user${error ? ` ("${error}")` : ''}.`,
    sessionNotFound: 'failed: the server no longer knew the session (Session not found).',
    sessionGoneAfterAccept: 'was lost: the server accepted the message (202), then found its session already closed, so the message never reached a handler and no answer could reach the requester.',
    connectionClosed: (exitCode: number | null, error: string | null): string =>
      `was lost: the connection to the server closed while it was in flight${exitCode !== null ? ` (the process exited with code ${exitCode})` : ''}${error ? ` ("${error}")` : ''}.`,
    hostDeadline: (afterMs: number | null, connection: boolean): string =>
      `timed out${took(afterMs)} on the host's own deadline; the host gave up ${connection ? 'on the connection (it closes it rather than cancelling)' : 'without telling the server'}.`,
    timerSentCancel: (afterMs: number | null): string =>
      `timed out${took(afterMs)} on the requester's timer, which sent a cancellation (notifications/cancelled) to the server.`,
    timerCancels: (afterMs: number | null, host: string, basis: string): string =>
      `timed out${took(afterMs)} on the host's request timer; ${host} is ${basis}, so the server was told to stop, though this log does not show the message.`,
    timerNoCancel: (afterMs: number | null, host: string, basis: string | null): string =>
      `timed out${took(afterMs)} on the host's request timer; ${basis !== null ? `${host}: ${basis}, so the server was never told to stop` : `whether ${host} told the server to stop is not known`}.`,
    http404: 'failed with HTTP 404: the server no longer knew the session.',
    httpGateway: (status: number): string => `failed with HTTP ${status}: an intermediary answered instead of the server.`,
    httpRefused: (status: number): string => `was refused with HTTP ${status}.`,
    httpFailed: (status: number): string => `failed with HTTP ${status}.`,
    /** A status whose meaning protocol/http-status-meaning.ts knows, said after the refusal. */
    httpMeaning: {
      'host-refused': 'HTTP 421 here is the Python SDK\'s transport security refusing the Host header (its DNS-rebinding protection): add the host the client uses to the server\'s allowed hosts.',
      'not-acceptable': 'HTTP 406 is the server refusing the Accept header: Streamable HTTP requires the client to accept both application/json and text/event-stream.',
      'method-not-allowed': 'HTTP 405: the endpoint serves no such method at that path.',
      redirected: 'The message reached no handler (often a mount redirecting to its path with a trailing slash, /mcp to /mcp/); a client that does not repeat the POST with its body at the new location never delivers it.',
    },
    httpRedirected: (status: number): string => `was answered with HTTP ${status}, a redirect, and the capture shows no repeat of the request at the new location.`,
    answerUndelivered: (text: string): string =>
      `was given up by its requester: the server side had the answer, but the request's connection was already gone ("${text}"); nothing says why the requester left.`,
    httpClientClosed: (status: number): string =>
      `was given up by its client: the proxy logged HTTP ${status} (the client closed the connection before the answer came); nothing says why, or whether the server finished.`,
    connectionUnder: (ms: number | null, text: string): string => `failed${took(ms)}: the connection closed under it ("${text}").`,
    sessionGone: (ms: number | null, text: string): string => `failed${took(ms)}: the server no longer knew the session ("${text}").`,
    gateway: (ms: number | null, text: string): string => `failed${took(ms)}: an intermediary answered ("${text}").`,
    streamCut: (ms: number | null, text: string): string => `was lost${took(ms)}: its response stream was cut ("${text}").`,
    cancelledText: (ms: number | null, text: string): string => `was cancelled${took(ms)} ("${text}").`,
    lostUnder: (ms: number | null, stream: boolean, text: string): string =>
      `was lost${took(ms)}: the ${stream ? 'response stream' : 'connection'} failed under it ("${text}"); nothing says whether the server did the work.`,
    handlerPanicked: (ms: number | null, text: string): string =>
      `was lost${took(ms)}: the server's handler panicked while serving it, and its HTTP server closed the connection without an answer ("${text}").`,
    failed: (ms: number | null, text: string | null, fromServer: boolean): string =>
      `failed${took(ms)}${text ? `: "${text}"` : ''}${fromServer ? '' : "; the words do not say whether the server sent this error or the host's side failed"}.`,
    answerRefused: (ms: number | null, text: string): string =>
      `failed${took(ms)} at the host: the server sent its answer, and the host would not pass it on ("${text}").`,
    refusedBeforeSend: (ms: number | null, text: string): string =>
      `failed${took(ms)} before it was sent: the client's side refused the call itself ("${text}"); no server had the request.`,
    closedOwnConnection: (ms: number | null, text: string): string =>
      `was given up${took(ms)}: the host closed its own connection with the request still open ("${text}", raised by its client's close()); no timer fired and no cancellation was sent.`,
    refusedHandshake: (ms: number | null, text: string): string =>
      `was given up${took(ms)}: the host's client refused the server's first message before any answer to the handshake ("${text}") and dropped the connection; no timer fired and no cancellation was sent.`,
    refusedEndpoint: (ms: number | null, text: string): string =>
      `failed${took(ms)}: the server's event stream announced a message endpoint on another origin, and the host's client refused it ("${text}") before posting the handshake; the server was sent no request.`,
    refusedStream: (ms: number | null, text: string): string =>
      `failed${took(ms)}: the server refused the event stream the host's client opens before the handshake ("${text}"), so the handshake was never posted; nothing shows what else the server did.`,
    refusedInitResult: (ms: number | null, text: string): string =>
      `failed${took(ms)}: the server answered the handshake, but the host's client would not take the result it answered with ("${text}") and gave the connection up. No error came from the server.`,
    refusedToolList: (ms: number | null, text: string, outOfSpec: boolean): string =>
      `failed${took(ms)}: the server answered the tool listing, but the host's client would not take the tools it listed ("${text}"); ${outOfSpec ? 'a tool\'s input schema type is not "object", which every MCP revision requires, so the server\'s answer was at fault' : 'the words do not say whose schema is behind'}.`,
    refusedToolResult: (ms: number | null, type: string, outOfSpec: boolean): string =>
      `failed${took(ms)}: the server answered the call, but the host's client refused the answer because a content block's type ("${type}") is not one its schema takes; ${outOfSpec ? 'no MCP revision defines that type, so the server\'s answer was at fault' : 'the type is in a newer MCP revision than the client knows, so its schema is the older one'}.`,
    refusedVersion: (ms: number | null, text: string): string =>
      `failed${took(ms)}: the server answered the handshake, with a protocol version the host's client does not support ("${text}"); the client gave the connection up. No error came from the server.`,
    refusedAnswer: (ms: number | null, text: string): string =>
      `failed${took(ms)}: the server answered, but the host's side would not accept the answer ("${text}"). No error came from the server.`,
    connectWithdrawn: (ms: number | null, text: string): string =>
      `was given up${took(ms)}: the host cancelled its own connect ("${text}"), no person and no timer named; a connect is not cancelled on the wire, so the server was sent nothing and may have finished its side of the handshake.`,
    jobCancelled: (ms: number | null, text: string): string =>
      `was given up${took(ms)}: the host's own job for it was cancelled ("${text}"); no cancellation was sent to the server, and the words do not say why (a deadline, a settings change, the user).`,
    relayedTimer: (ms: number | null, code: number, text: string): string =>
      `failed${took(ms)}: the requester received an error answer (${code}) that carries another party's request timeout ("${text}") — a proxy or router between them timed out and relayed it; the server may still have done the work.`,
  },

  /** `timeout.basis`: where the limit comes from (the record's timeouts field prints it). */
  basis: {
    capBeforeResult: (capMs: number): string => `${formatDuration(capMs)} (--max-total-timeout) — progress arrived past the cap before the result`,
    reasonText: (reason: string, sdk: string | null): string => `reason text "${reason}"${sdk !== null ? ` (${sdk})` : ''}`,
    maxTotalReason: (capMs: number, reasonBasis: string): string => `${formatDuration(capMs)} (--max-total-timeout); ${reasonBasis}`,
    maxTotalInterval: (capMs: number, elapsedMs: number): string => `${formatDuration(capMs)} (--max-total-timeout) — the request→cancel interval is ${formatDuration(elapsedMs)}`,
    maxTotalStale: (capMs: number, sinceResetMs: number): string =>
      `${formatDuration(capMs)} (--max-total-timeout) — the cancel is the SDK's stale per-request timer, ${formatDuration(sinceResetMs)} after the last progress before the cap`,
    intervalOnly: (elapsedMs: number, sinceProgressMs: number | null, reasonBasis: string): string =>
      `${formatDuration(elapsedMs)} after the request${sinceProgressMs !== null ? `, ${formatDuration(sinceProgressMs)} after the last progress (the limit, if the timer resets on progress)` : ''}; no configured or well-known limit matches${reasonBasis ? `; ${reasonBasis}` : ''}`,
    stated: (ms: number, otherTimeoutMs: number | null, sdk: string | null): string =>
      `${formatDuration(ms)} — stated in the text${otherTimeoutMs !== null ? ` (not the ${formatDuration(otherTimeoutMs)} given with --timeout)` : ''}${reasonNote(sdk)}`,
    configured: (ms: number, what: TimerEvent, elapsedMs: number, sdk: string | null): string =>
      `${formatDuration(ms)} (--timeout) — the request→${what} interval is ${formatDuration(elapsedMs)}${reasonNote(sdk)}`,
    configuredSinceProgress: (ms: number, sinceMs: number, sdk: string | null): string =>
      `${formatDuration(ms)} (--timeout), counted from the last progress (timer reset on progress) — ${formatDuration(sinceMs)}${reasonNote(sdk)}`,
    inferred: (ms: number, label: string, what: TimerEvent, elapsedMs: number, sdk: string | null): string =>
      `${formatDuration(ms)}, ${label} — inferred from the request→${what} interval of ${formatDuration(elapsedMs)}${reasonNote(sdk)}`,
    inferredSinceProgress: (ms: number, label: string, what: TimerEvent, sinceMs: number, sdk: string | null): string =>
      `${formatDuration(ms)}, ${label} — inferred from the last-progress→${what} interval of ${formatDuration(sinceMs)} (timer reset on progress)${reasonNote(sdk)}`,
    inferredHttp: (ms: number, label: string, status: number, elapsedMs: number): string =>
      `${formatDuration(ms)}, ${label} — inferred from the request→HTTP ${status} interval of ${formatDuration(elapsedMs)}`,
    idleCut: (ms: number, label: string, idleMs: number): string => `${formatDuration(ms)}, ${label} — inferred from an idle stream cut after ${formatDuration(idleMs)}`,
    hostStatedLimit: "the limit the host's log states",
    hostStatedElapsed: "the elapsed time the host's log states",
  },

  /** Values of the incident record (record.ts). `when` is an instant (formatInstant) and its offset from the request. */
  record: {
    noClock: 'unknown (the capture has no clock for it)',
    zoneNotUnderstood: (utc: string, zone: string): string => `${utc} (zone "${zone}" not understood; shown in UTC)`,
    zoneAssumed: (local: string, zone: string): string => `${local} (local time, zone assumed ${zone} — pass --tz)`,
    zoneKnown: (local: string, zone: string): string => `${local} (${zone})`,
    zoneUnknown: (wall: string): string => `${wall} (local time, zone unknown)`,
    offset: (ms: number): string => ` (+${formatDuration(ms)})`,
    peer: (name: string, version: string | null): string => `${name} ${version ?? '(version not in capture)'}`,
    noClientInfo: 'unknown (no clientInfo in the capture)',
    noServerInfo: 'unknown (no serverInfo in the capture)',
    versionBasis: {
      'initialize-result': 'negotiated in the initialize result',
      'initialize-request': 'requested in initialize (the initialize result is not in the capture)',
      meta: 'from the request _meta io.modelcontextprotocol/protocolVersion',
      header: 'from the MCP-Protocol-Version header',
      'header-absent': (assumed: string): string => `assumed: no MCP-Protocol-Version header, and the spec says to assume ${assumed}`,
      discover: 'from server/discover',
    },
    initializeRefused: 'requested in initialize, which the server refused with an error: no version was agreed',
    noVersion: 'unknown (no initialize, MCP-Protocol-Version header or _meta version in the capture)',
    unknown: 'unknown',
    notInCapture: 'not in capture',
    noRequestClock: 'unknown (the capture has no clock for the request)',
    lastProgress: (when: string, progress: number | null, total: number | null, count: number): string =>
      `${when}${progress !== null ? ` — progress ${progress}${total !== null ? `/${total}` : ''}` : ''} (${count} notification(s) in all)`,
    tokenNoProgress: (token: string): string => `none (progressToken ${token} was sent, no progress arrived)`,
    noToken: 'none (the request carried no progressToken)',
    noExternalEffect: (method: string): string => `none expected — ${method} only reads or sets up state (it changes nothing outside the session)`,
    externalUnconfirmedResult: 'unconfirmed — the server reported a result, but the external effect itself is not in the capture; check it with a read-only query before any retry',
    externalUnconfirmed: 'unconfirmed — nothing in the capture shows the external effect; check whether it happened with a read-only query before any retry',
    taskMissing: 'task-augmented, but no task in the capture (the CreateTaskResult is missing)',
    task: (taskId: string, status: string, message: string | null, when: string | null, ended: { by: string | null; with: string | null } | null, polls: number): string => {
      const st = `last status ${status}${message !== null ? ` ("${message}")` : ''}${when !== null ? ` at ${when}` : ''}`;
      const e = ended === null ? 'not ended in the capture' : ended.by === null ? `ended ${status} by a party the capture does not show` : `ended by the ${ended.by}${ended.with !== null ? ` (${ended.with})` : ''}`;
      return `${taskId}: ${st}; ${e}; ${polls} tasks/get poll(s)`;
    },
    timeoutsGiven: (timeoutMs: number | null, maxTotalMs: number | null): string =>
      `${timeoutMs !== null ? `request ${formatDuration(timeoutMs)} (--timeout)` : 'request unknown'}; ${maxTotalMs !== null ? `max total ${formatDuration(maxTotalMs)} (--max-total-timeout)` : 'max total unknown'}`,
    timeoutMeasured: (basis: string): string => `unknown — the timer fired ${basis}; pass --timeout / --max-total-timeout if you know them`,
    timeoutUnknown: 'unknown (pass --timeout / --max-total-timeout if you know them)',
    tasksCancelSignal: (by: string | null, when: string): string => `tasks/cancel from the ${by ?? 'an unknown party'} at ${when} (the cancellation a task takes; it carries no reason)`,
    notificationSignal: (by: string | null, when: string, reason: string | null, taskId: string | null): string =>
      `notifications/cancelled from the ${by ?? 'an unknown party'} at ${when}, ${reason !== null ? `reason "${reason}"` : 'no reason given'}${taskId !== null ? ` — after the request had become task ${taskId}, which that notification does not cancel (2025-11-25: tasks/cancel)` : ''}`,
    streamCloseSignal: (by: string | null, abort: boolean, reason: string | null, when: string, version: string): string =>
      `stream close: the ${by ?? 'an unknown party'} ${abort ? `aborted the request's HTTP exchange${reason ? ` (${reason})` : ''}` : "closed the request's SSE stream"} at ${when} (${version}+ Streamable HTTP: this is the cancellation)`,
    lateCancel: (when: string): string => `none before the response; notifications/cancelled at ${when} came after it`,
    noSignalAbandoned: 'none on the wire (the requester stopped waiting without cancelling)',
    noSignalStream: 'none (the response stream closed; under this version that is not a cancellation)',
    noSignalTransport: 'none (the transport closed with the request in flight)',
    none: 'none',
    taskCompleted: (taskId: string): string => `completed — task ${taskId} reached completed`,
    taskFailed: (taskId: string): string => `failed — task ${taskId} reached failed`,
    taskStopped: (taskId: string): string =>
      `stopped — task ${taskId} was moved to cancelled (the work itself may have run on: a cancelled task "MUST remain in cancelled status even if execution continues")`,
    taskContinued: (taskId: string, status: string): string => `in progress — task ${taskId} was still ${status} when last seen; no result was fetched`,
    completed: 'completed — the server sent a result for this id',
    failed: 'failed — the server answered with an error (not a cancellation acknowledgement)',
    stopped: 'stopped — the server acknowledged the cancellation',
    continued: 'in progress — the server kept working after the cancellation; no result was captured',
    /**
     * classify writes each `missing` entry as "<what would settle it>: <why it is unknown>". When the head names
     * evidence ("a server-side log for this request") the record gives the reason first and the evidence after, so
     * the log does not read as the state; a head that is a question ("whether the server did the work: …") reads as is.
     */
    unconfirmed: (missing: readonly string[]): string => {
      const m = missing.find((x) => /server|work/.test(x));
      if (m === undefined) return 'unconfirmed — nothing in the capture shows what the server did';
      const cut = m.indexOf(': ');
      if (cut < 0) return `unconfirmed — ${m}`;
      const head = m.slice(0, cut);
      if (/^(whether|which|why|what|how)\b/.test(head)) return `unconfirmed — ${m}`;
      return `unconfirmed — ${m.slice(cut + 2)}; ${head} would settle it`;
    },
  },
};

function enVia(via: TaskVia): string {
  switch (via) {
    case 'notification':
      return 'notifications/tasks/status';
    case 'create':
      return 'the CreateTaskResult';
    default:
      return `the ${via} answer`;
  }
}
