/**
 * RequestTimeline → Classification (outcome, cause, serverState, confidence, evidence, what is missing).
 *
 * Vocabularies and definitions are the output contract's (shared/design/output-contract.md). Every
 * version/transport-dependent decision reads a row of a `protocol/` table (stream-close.ts, cancellation.ts,
 * reasons.ts, timeouts.ts, errors.ts); nothing here compares version strings.
 *
 * Order of questions:
 * 1. Did the requester signal a cancellation (as its version/transport defines it) before any response? → cancelled.
 * 1c. Did the requester's own words say it stopped waiting (its timer, its cancel) before the response? → those
 *    words decide (cancelled / abandoned); the response is a late result that says what the server did.
 * 2. Did a response arrive? → completed / failed (errors read on code + message + HTTP status).
 * 3. Did HTTP answer with an error status (gateway, session) instead of JSON-RPC? → failed.
 * 4. Did a response stream end without the response? → the stream-close table says what that means.
 * 5. Did the transport close? → lost (or abandoned when the client shut it down on purpose).
 * 6. Did the requester give up silently (host log timeout text, a retry)? → abandoned.
 * 7. Still open at the end of the capture → pending.
 * Pure and linear in the size of the timeline.
 * Each step is a module under classify/ named for the evidence it decides on; this file keeps the order.
 */
import type { WireEvent } from '../events.js';
import type { RequestTimeline } from '../timeline/types.js';
import type { Classification, DiagnoseOptions, Evidence } from './types.js';
import { cancelReasonOf, requestFacts, type RequestFacts, type Signal } from './facts.js';
import { cancelled } from './classify/cancelled.js';
import { answered } from './classify/answered.js';
import { httpFailure, httpFailed } from './classify/http-failure.js';
import { finalStreamEnd, streamEnded } from './classify/stream-end.js';
import { transportClosed } from './classify/transport-close.js';
import { gaveUpSilently } from './classify/gave-up.js';
import { stoppedWaiting } from './classify/stopped-waiting.js';
import { hostWords } from './classify/host-words.js';
import { pending } from './classify/pending.js';
import { taskSummary, taskVerdict } from './classify/task.js';
import { dedupe, describe } from './classify/text.js';
import { ended } from './classify/ended.js';
import type { Verdict } from './classify/verdict.js';
import { messages, type DiagnoseMessages } from '../i18n/index.js';
import { readError } from '../protocol/errors.js';

export { describe };

export function classify(t: RequestTimeline, opts: DiagnoseOptions = {}, f: RequestFacts = requestFacts(t)): Classification {
  const m = messages(opts.lang).diag;
  const evidence: Evidence[] = [
    { source: t.request.source, note: t.request.kind === 'host-log' ? m.evidence.hostLogRequest((t.request.text ?? '').slice(0, 160)) : m.evidence.requestSent(describe(t, m), t.from) },
  ];
  const missing: string[] = [];
  const v = decide(t, f, opts, evidence, missing);
  refusedUnnamed(t, v, evidence, m);
  // A request known only from the host's words is often named by the very line that also ended it ("No result
  // received … after waiting 4 minutes"): that line is cited once, by the note that says what it means.
  if (t.request.kind === 'host-log' && evidence.some((e, i) => i > 0 && sameSource(e.source, t.request.source))) evidence.shift();
  // Output contract, Additions: a request known only from a host's words is never `high`.
  if (t.basis === 'host-log' && v.confidence === 'high') v.confidence = 'medium';

  // The era decides what a closed HTTP stream means; without it, say so and lower the confidence.
  if (f.stream?.assumed && f.streamEnds.length > 0) {
    missing.push(m.missing.protocolVersion);
    if (v.confidence === 'high') v.confidence = 'medium';
  }
  if (t.request.at === null) missing.push(m.missing.noClock);

  const cancelSignal = f.signal && f.signalBeforeResponse ? signalOut(f.signal) : taskCancelSignal(t, f, v);
  return {
    outcome: v.outcome,
    cause: v.cause,
    serverState: v.serverState,
    confidence: v.confidence,
    summary: v.summary,
    evidence,
    missing: dedupe(missing),
    cancelSignal,
    ended: ended(t, { outcome: v.outcome, cancelSignal, evidence, endedBy: v.endedBy }),
    timeout: v.timeout,
    ...(t.task ? { task: taskSummary(t)! } : {}),
  };
}

function sameSource(a: Evidence['source'], b: Evidence['source']): boolean {
  return a.file === b.file && a.line === b.line && a.pointer === b.pointer;
}

/**
 * The responder's refusal it sent under no id right after the request arrived (RequestTimeline.refusedUnnamed): it
 * did not answer the request for the requester, but it says what the responder did with it — refused it, so no work
 * was done — where nothing else did (modelcontextprotocol/php-sdk#96).
 */
function refusedUnnamed(t: RequestTimeline, v: Verdict, ev: Evidence[], m: DiagnoseMessages): void {
  const e = t.refusedUnnamed;
  if (e === undefined) return;
  // The only writer of the note.
  // Nothing else settled what the server did (words read as a closed connection or a client timeout leave it unknown):
  // the refusal settles it, and the note says how it was paired.
  if (v.serverState === 'unknown') {
    const reading = unnamedReading(e);
    v.serverState = reading.meaning === 'cancel-ack' ? 'stopped' : 'failed';
    ev.push({ source: e.source, note: t.refusedUnnamedBy === 'only-open' ? m.evidence.refusedInventedId(reading.basis) : m.evidence.refusedUnnamed(reading.basis) });
    return;
  }
  // Step 6b read the refusal as the request's answer, which settled the server's state: the pairing by the one request
  // open is still said here.
  if (v.endedByRefusal === true && t.refusedUnnamedBy === 'only-open') {
    ev.push({ source: e.source, note: m.evidence.refusedInventedId(unnamedReading(e).basis) });
  }
}

/** The reading of a refusal naming no request (its code, its message, its exchange's status). */
function unnamedReading(e: WireEvent): ReturnType<typeof readError> {
  const err = (e.message as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof err?.code === 'number' ? err.code : null;
  const message = typeof err?.message === 'string' ? err.message : null;
  return readError({ code, message, httpStatus: e.stream?.status ?? null });
}

function decide(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const m = messages(opts.lang).diag;
  // 1. A cancellation signal before any response.
  if (f.signal && f.signalBeforeResponse) return cancelled(t, f, f.signal, opts, ev, missing);

  // 1b. A task-augmented request answered with a task: the outcome follows the task, not the immediate answer.
  const task = taskVerdict(t, f, opts, ev, missing);
  if (task) return task;

  // 1c. The requester's own words that it stopped waiting (its timer, its cancel, its transport closed under the call,
  // its call returned with an error of its own) before the response, with no signal on
  // the wire: the words end the request, and the answer is a late result that reached nobody.
  const stopped = stoppedWaiting(t, f, opts, ev, missing);
  if (stopped) return stopped;

  // 2. A response (no cancellation preceded it).
  if (f.firstResponse) return answered(t, f, f.firstResponse, opts, ev, missing);

  // 2b. No answer in the capture, but the client's notifications/initialized after this initialize says it arrived
  // (RequestTimeline.initializedAfter): the handshake was answered; what the answer said is not known.
  if (t.initializedAfter !== undefined && t.method === 'initialize') {
    ev.push({ source: t.initializedAfter.source, note: m.evidence.initializedAfter() });
    missing.push(m.missing.answerNotLogged);
    return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'medium', summary: m.summary.completed(describe(t, m), null), timeout: null };
  }

  // 3. An HTTP error status instead of a JSON-RPC answer.
  const http = httpFailure(t);
  if (http) return httpFailed(t, f, http, ev, missing, m);

  // 4. A response stream that ended without the response.
  const end = finalStreamEnd(t, f);
  if (end) {
    const v = streamEnded(t, f, end, opts, ev, missing);
    if (v) return v;
  }

  // 4b. The host's words say how it ended (a request known from a host log, or one the wire leaves open).
  if (t.said.length > 0) {
    const v = hostWords(t, ev, missing, m);
    if (v) return v;
  }

  // 5. The whole transport closed with the request in flight.
  if (t.transportClose) return transportClosed(t, f, t.transportClose, opts, ev, missing);

  // 6. The requester gave up without a signal on the wire.
  const silent = gaveUpSilently(t, f, opts, ev, missing);
  if (silent) return silent;

  // 6b. Nothing else ended it, and the responder refused it under no id right after it arrived
  // (RequestTimeline.refusedUnnamed): that refusal is its end. On Streamable HTTP an id-null error is the body of the
  // request's own POST, which the client reads as the answer (the TypeScript SDK's transport refusals: -32600 "Server
  // already initialized", -32000 "Bad Request: No valid session ID provided"); a paste of a `curl` without `-i` shows
  // the request's body and then that error, nothing else (dynatrace-oss/dynatrace-mcp#134). Read as the request's
  // error answer; a requester that could not match it and waited out its timer has its cancel above (php-sdk#96).
  // Paired by the one request open, its id one the responder invented (RequestTimeline.refusedUnnamedBy): the evidence
  // says so, written by refusedUnnamed() after the decision (endedByRefusal).
  if (t.refusedUnnamed !== undefined && t.openAtEnd && t.cancels.length === 0) {
    const rt: RequestTimeline = { ...t, responses: [t.refusedUnnamed] };
    return { ...answered(rt, requestFacts(rt), t.refusedUnnamed, opts, ev, missing), endedByRefusal: true };
  }

  // 7. Still open when the capture ends.
  if (t.openAtEnd) return pending(t, f, ev, missing, m);

  missing.push(m.missing.whatEnded);
  return {
    outcome: 'abandoned',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'low',
    summary: m.summary.noEnd(describe(t, m)),
    timeout: null,
  };
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A task-augmented request's cancellation comes after its (immediate) answer: its tasks/cancel, or the
 * notifications/cancelled the TS SDK v1 sends instead, is the signal the verdict rests on.
 */
function taskCancelSignal(t: RequestTimeline, f: RequestFacts, v: Verdict): Classification['cancelSignal'] {
  if (!t.task || v.outcome !== 'cancelled') return null;
  const tc = t.task.cancel;
  if (tc) return { kind: 'tasks/cancel', by: t.from, at: tc.request.at, source: tc.request.source, reason: null };
  const nc = t.cancels.find((c) => f.pos(c) > f.responsePos);
  return nc ? { kind: 'notification', by: nc.from ?? t.from, at: nc.at, source: nc.source, reason: cancelReasonOf(nc) } : null;
}

function signalOut(s: Signal): Classification['cancelSignal'] {
  return { kind: s.kind, by: s.by, at: s.at, source: s.source, reason: s.reason };
}

