/**
 * RequestTimeline → Classification (outcome, cause, serverState, confidence, evidence, what is missing).
 *
 * Vocabularies and definitions are the output contract's (shared/design/output-contract.md). Every
 * version/transport-dependent decision reads a row of a `protocol/` table (stream-close.ts, cancellation.ts,
 * reasons.ts, timeouts.ts, errors.ts); nothing here compares version strings.
 *
 * Order of questions:
 * 1. Did the requester signal a cancellation (as its version/transport defines it) before any response? → cancelled.
 * 2. Did a response arrive? → completed / failed (errors read on code + message + HTTP status).
 * 3. Did HTTP answer with an error status (gateway, session) instead of JSON-RPC? → failed.
 * 4. Did a response stream end without the response? → the stream-close table says what that means.
 * 5. Did the transport close? → lost (or abandoned when the client shut it down on purpose).
 * 6. Did the requester give up silently (host log timeout text, a retry)? → abandoned.
 * 7. Still open at the end of the capture → pending.
 * Pure and linear in the size of the timeline.
 */
import type { Source, WireEvent } from '../events.js';
import type { RequestTimeline } from '../timeline/types.js';
import type { Cause, Classification, Confidence, DiagnoseOptions, Evidence, Outcome, ServerState } from './types.js';
import { readCancelReason, type ReasonMatch } from '../protocol/reasons.js';
import { readError, isGatewayStatus } from '../protocol/errors.js';
import { firesAt, formatDuration, lateness, matchKnownTimeout } from '../protocol/timeouts.js';
import { between, cancelReasonOf, errorOf, lastProgressBefore, requestFacts, resetTimerFits, type RequestFacts, type Signal, type StreamEnd } from './facts.js';

/** Label preference when the requester's own timer is the suspect. */
const REQUESTER_FIRST = ['requester', 'transport', 'intermediary'] as const;
/** … and when an intermediary or the transport is. */
const INTERMEDIARY_FIRST = ['intermediary', 'transport'] as const;

interface Verdict {
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  confidence: Confidence;
  summary: string;
  timeout: Classification['timeout'];
}

export function classify(t: RequestTimeline, opts: DiagnoseOptions = {}): Classification {
  const f = requestFacts(t);
  const evidence: Evidence[] = [{ source: t.request.source, note: `request ${describe(t)} sent by the ${t.from}` }];
  const missing: string[] = [];
  const v = decide(t, f, opts, evidence, missing);

  // The era decides what a closed HTTP stream means; without it, say so and lower the confidence.
  if (f.stream?.assumed && f.streamEnds.length > 0) {
    missing.push('the protocol version (initialize exchange or MCP-Protocol-Version header): it decides whether a closed stream was a cancellation (2026-07-28) or a disconnect (earlier versions); legacy rules were assumed');
    if (v.confidence === 'high') v.confidence = 'medium';
  }
  if (t.request.at === null) missing.push('timestamps: the capture has no clock for this request, so intervals (and timeout matching) cannot be measured');

  return {
    outcome: v.outcome,
    cause: v.cause,
    serverState: v.serverState,
    confidence: v.confidence,
    summary: v.summary,
    evidence,
    missing: dedupe(missing),
    cancelSignal: f.signal && f.signalBeforeResponse ? signalOut(f.signal) : null,
    timeout: v.timeout,
  };
}

function decide(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  // 1. A cancellation signal before any response.
  if (f.signal && f.signalBeforeResponse) return cancelled(t, f, f.signal, opts, ev, missing);

  // 2. A response (no cancellation preceded it).
  if (f.firstResponse) return answered(t, f, f.firstResponse, opts, ev, missing);

  // 3. An HTTP error status instead of a JSON-RPC answer.
  const http = httpFailure(t);
  if (http) return httpFailed(t, f, http, ev, missing);

  // 4. A response stream that ended without the response.
  const end = finalStreamEnd(t, f);
  if (end) {
    const v = streamEnded(t, f, end, opts, ev, missing);
    if (v) return v;
  }

  // 5. The whole transport closed with the request in flight.
  if (t.transportClose) return transportClosed(t, f, t.transportClose, opts, ev, missing);

  // 6. The requester gave up without a signal on the wire.
  const silent = gaveUpSilently(t, f, opts, ev, missing);
  if (silent) return silent;

  // 7. Still open when the capture ends.
  if (t.openAtEnd) return pending(t, f, ev, missing);

  missing.push('what ended this request: the capture shows no response, no cancellation and no close for it');
  return {
    outcome: 'abandoned',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'low',
    summary: `No response, cancellation or close was captured for ${describe(t)}, yet the capture moved on: the requester appears to have stopped waiting without saying why.`,
    timeout: null,
  };
}

// ── 1. cancelled ────────────────────────────────────────────────────────────────────────────────────────────

function cancelled(t: RequestTimeline, f: RequestFacts, s: Signal, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const rule = f.stream?.rule ?? null;
  const elapsed = between(f.startAt, s.at);
  const how =
    s.kind === 'notification'
      ? `notifications/cancelled${s.reason !== null ? ` (reason "${s.reason}")` : ' (no reason)'}`
      : `the ${s.by ?? 'client'} closed the request's SSE stream${s.reason ? ` (${s.reason})` : ''}`;
  ev.push({ source: s.source, note: `cancellation signal: ${how}${elapsed !== null ? `, ${formatDuration(elapsed)} after the request` : ''}` });
  if (s.kind === 'notification' && rule?.notificationCancelIsFinding) {
    ev.push({ source: s.source, note: '2026-07-28 Streamable HTTP: the defined signal is closing the request stream, not this notification' });
  }

  const why = cancelCause(t, f, s, opts, ev, missing);
  const state = stateAfterSignal(t, f, s, ev, missing);
  let confidence = why.confidence;
  if (s.kind === 'notification' && rule?.notificationCancelIsFinding && confidence === 'high') confidence = 'medium';

  const when = elapsed !== null ? ` after ${formatDuration(elapsed)}` : '';
  const causeText: Record<string, string> = {
    'client-timeout': `its own request timer fired${why.timeout && !why.timeout.measuredOnly ? ` (${formatDuration(why.timeout.ms)})` : ''}`,
    'max-total-timeout': `its total cap fired${why.timeout ? ` (${formatDuration(why.timeout.ms)})` : ''} although progress was extending the per-request timer`,
    'user-cancel': 'a person or the application asked for it',
    'client-cancel': 'the capture does not say why',
  };
  return {
    outcome: 'cancelled',
    cause: why.cause,
    serverState: state.state,
    confidence,
    summary: `The ${t.from} cancelled ${describe(t)}${when} by ${s.kind === 'notification' ? 'notifications/cancelled' : 'closing the request stream'}: ${causeText[why.cause] ?? why.cause}; ${state.text}.`,
    timeout: why.timeout,
  };
}

interface CauseVerdict {
  cause: Cause;
  confidence: Confidence;
  timeout: Classification['timeout'];
}

function cancelCause(t: RequestTimeline, f: RequestFacts, s: Signal, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): CauseVerdict {
  const reading = s.kind === 'notification' ? readCancelReason(s.reason) : readCancelReason(null);
  const sdk = reading.match ? ` (${reading.match.pattern.sdk})` : '';
  const reasonBasis = s.reason !== null ? `reason text "${s.reason}"${sdk}` : '';

  switch (reading.kind) {
    case 'max-total-timeout':
      return {
        cause: 'max-total-timeout',
        confidence: 'high',
        timeout: opts.maxTotalTimeoutMs ? { ms: opts.maxTotalTimeoutMs, basis: `${formatDuration(opts.maxTotalTimeoutMs)} (--max-total-timeout); ${reasonBasis}` } : null,
      };
    case 'timeout': {
      const quirk = maxTotalQuirk(t, f, s, opts, ev);
      if (quirk) return quirk;
      const timer = timerAt(t, f, s.at, s.pos, opts, reading.match);
      if (!timer) missing.push('the configured request timeout (pass --timeout <ms>): the interval matches no well-known limit');
      return {
        cause: 'client-timeout',
        confidence: reading.match?.pattern.generic ? 'medium' : 'high',
        timeout: timer ?? intervalOnly(t, f, s, reasonBasis),
      };
    }
    case 'user':
      return { cause: 'user-cancel', confidence: 'high', timeout: null };
    case 'application':
      ev.push({ source: s.source, note: `free-text reason "${s.reason ?? ''}": written by the application or a person, not an SDK timer` });
      return { cause: 'user-cancel', confidence: 'medium', timeout: null };
    case 'truncated': {
      ev.push({ source: s.source, note: 'the host log cut the cancel reason ("…[N chars truncated]…"), so the reason cannot be read' });
      const timer = timerAt(t, f, s.at, s.pos, opts, null);
      if (timer) return { cause: 'client-timeout', confidence: 'medium', timeout: timer };
      missing.push('why the client cancelled: the host log truncated the reason and the timing matches no known limit (pass --timeout <ms> if a timer was configured)');
      return { cause: 'client-cancel', confidence: 'low', timeout: null };
    }
    case 'client-cancel':
    case 'none': {
      // No reason (VS Code sends none; a 2026 HTTP stream close carries none): only timing can tell a timer.
      const timer = timerAt(t, f, s.at, s.pos, opts, null);
      if (timer) return { cause: 'client-timeout', confidence: 'medium', timeout: timer };
      missing.push('why the client cancelled: the signal carries no reason and its timing matches no known limit (pass --timeout <ms> if a timer was configured)');
      return { cause: 'client-cancel', confidence: 'medium', timeout: null };
    }
  }
}

/**
 * TS SDK v1/v2 maxTotalTimeout quirk (sdk-behaviour.md #6): the caller is rejected at the first progress past the
 * cap and nothing is sent; the per-request timer armed at the last reset still fires later, sending a stale cancel
 * with the plain "Request timed out" reason at (last progress before the cap) + timeout.
 */
function maxTotalQuirk(t: RequestTimeline, f: RequestFacts, s: Signal, opts: DiagnoseOptions, ev: Evidence[]): CauseVerdict | null {
  const cap = opts.maxTotalTimeoutMs;
  if (!cap || f.startAt === null || s.at === null) return null;
  const elapsed = s.at - f.startAt;
  if (firesAt(elapsed, cap)) {
    return { cause: 'max-total-timeout', confidence: 'high', timeout: { ms: cap, basis: `${formatDuration(cap)} (--max-total-timeout) — the request→cancel interval is ${formatDuration(elapsed)}` } };
  }
  if (elapsed <= cap) return null;
  const capAt = f.startAt + cap;
  const before = t.progress.filter((p) => p.at !== null && p.at <= capAt && f.pos(p) < s.pos);
  const past = t.progress.filter((p) => p.at !== null && p.at > capAt && f.pos(p) < s.pos);
  const lastReset = before[before.length - 1];
  if (!lastReset || past.length === 0) return null;
  const sinceReset = s.at - lastReset.at!;
  const onTimer = opts.timeoutMs ? firesAt(sinceReset, opts.timeoutMs) : false;
  ev.push({ source: past[0]!.source, note: `progress past the ${formatDuration(cap)} total cap: the TypeScript SDK rejects the caller here ("Maximum total timeout exceeded") and sends nothing` });
  ev.push({ source: lastReset.source, note: `last progress before the cap: the timer armed here fired ${formatDuration(sinceReset)} later as a stale cancel` });
  return {
    cause: 'max-total-timeout',
    confidence: onTimer ? 'high' : 'medium',
    timeout: { ms: cap, basis: `${formatDuration(cap)} (--max-total-timeout) — the cancel is the SDK's stale per-request timer, ${formatDuration(sinceReset)} after the last progress before the cap` },
  };
}

/**
 * No stated, configured or well-known limit fits: the measured interval is all there is. It is marked
 * `measuredOnly` so nothing downstream treats it as the limit (a timer reset on progress fires later than its limit
 * after the request), and when progress came first the basis gives the last-progress→cancel interval too.
 */
function intervalOnly(t: RequestTimeline, f: RequestFacts, s: Signal, reasonBasis: string): Classification['timeout'] {
  const elapsed = between(f.startAt, s.at);
  if (elapsed === null) return null;
  const lp = lastProgressBefore(t, f, s.pos);
  const sinceProgress = lp && resetTimerFits(t, f, s.at, s.pos) ? between(lp.at, s.at) : null;
  const progressNote = sinceProgress !== null ? `, ${formatDuration(sinceProgress)} after the last progress (the limit, if the timer resets on progress)` : '';
  return {
    ms: elapsed,
    basis: `${formatDuration(elapsed)} after the request${progressNote}; no configured or well-known limit matches${reasonBasis ? `; ${reasonBasis}` : ''}`,
    measuredOnly: true,
  };
}

/**
 * The timer that fits an event at `at`: --timeout, or a well-known limit, counted from the request or (reset on
 * progress) from the last progress before it.
 */
function timerAt(
  t: RequestTimeline,
  f: RequestFacts,
  at: number | null,
  p: number,
  opts: DiagnoseOptions,
  reason: ReasonMatch | null,
  what = 'cancel',
): { ms: number; basis: string } | null {
  const elapsed = between(f.startAt, at);
  const lp = lastProgressBefore(t, f, p);
  const sinceProgress = lp ? between(lp.at, at) : null;
  const reasonNote = reason ? `; reason text from ${reason.pattern.sdk}` : '';
  if (reason?.ms != null) {
    const also = opts.timeoutMs && opts.timeoutMs !== reason.ms ? ` (not the ${formatDuration(opts.timeoutMs)} given with --timeout)` : '';
    return { ms: reason.ms, basis: `${formatDuration(reason.ms)} — stated in the text${also}${reasonNote}` };
  }
  if (opts.timeoutMs) {
    if (elapsed !== null && firesAt(elapsed, opts.timeoutMs)) {
      return { ms: opts.timeoutMs, basis: `${formatDuration(opts.timeoutMs)} (--timeout) — the request→${what} interval is ${formatDuration(elapsed)}${reasonNote}` };
    }
    if (sinceProgress !== null && firesAt(sinceProgress, opts.timeoutMs)) {
      return { ms: opts.timeoutMs, basis: `${formatDuration(opts.timeoutMs)} (--timeout), counted from the last progress (timer reset on progress) — ${formatDuration(sinceProgress)}${reasonNote}` };
    }
  }
  if (elapsed !== null) {
    const k = matchKnownTimeout(elapsed, {}, REQUESTER_FIRST);
    if (k) return { ms: k.timeout.ms, basis: `${formatDuration(k.timeout.ms)}, ${k.label} — inferred from the request→${what} interval of ${formatDuration(elapsed)}${reasonNote}` };
  }
  if (sinceProgress !== null) {
    const k = matchKnownTimeout(sinceProgress, {}, REQUESTER_FIRST);
    if (k) return { ms: k.timeout.ms, basis: `${formatDuration(k.timeout.ms)}, ${k.label} — inferred from the last-progress→${what} interval of ${formatDuration(sinceProgress)} (timer reset on progress)${reasonNote}` };
  }
  return null;
}

/** What the server did after the signal. Never guessed: silence is `unknown`, with what would settle it. */
function stateAfterSignal(t: RequestTimeline, f: RequestFacts, s: Signal, ev: Evidence[], missing: string[]): { state: ServerState; text: string } {
  const r = f.firstResponse;
  if (r && f.responsePos > s.pos) {
    const gap = between(s.at, r.at);
    const later = gap !== null ? ` ${formatDuration(gap)} after the cancellation` : ' after the cancellation';
    if (!f.responseIsError) {
      ev.push({ source: r.source, note: `result arrived${later}: the server did the work` });
      return { state: 'completed', text: `the server did the work anyway (a result arrived${later})` };
    }
    const reading = f.responseError!;
    if (reading.meaning === 'cancel-ack') {
      ev.push({ source: r.source, note: `error ${reading.basis}: the server acknowledged the cancellation` });
      return { state: 'stopped', text: 'the server acknowledged the cancellation and stopped' };
    }
    ev.push({ source: r.source, note: `error response${later}: ${reading.basis}` });
    return { state: 'failed', text: `the server answered with an error${later}` };
  }
  const more = [...f.progressAfterSignal, ...f.logsAfterSignal].sort((a, b) => f.pos(a) - f.pos(b));
  if (more.length > 0) {
    const last = more[more.length - 1]!;
    ev.push({ source: more[0]!.source, note: 'the server kept sending progress/log messages for this request after the cancellation' });
    missing.push('whether the work finished: the server kept working after the cancellation but no result was captured; check the server-side log or the external effect');
    return { state: 'continued', text: `the server kept working after it (last message at ${last.source.file}:${last.source.line}) and no result was captured` };
  }
  missing.push(
    f.cancellation.rule.noResponseAfterCancel === 'MUST'
      ? 'a server-side log for this request: after a cancellation the server MUST NOT send further messages, so silence on the wire does not show whether it stopped'
      : "a server-side log for this request: nothing after the cancellation shows whether the server stopped or finished the work",
  );
  return { state: 'unknown', text: 'nothing after it shows whether the server stopped or finished the work' };
}

// ── 2. answered ─────────────────────────────────────────────────────────────────────────────────────────────

function answered(t: RequestTimeline, f: RequestFacts, r: WireEvent, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const elapsed = between(f.startAt, r.at);
  const took = elapsed !== null ? ` after ${formatDuration(elapsed)}` : '';
  if (f.signal && !f.signalBeforeResponse) {
    ev.push({ source: f.signal.source, note: 'a cancellation arrived only after the response: it cancelled nothing' });
  }
  if (!f.responseIsError) {
    ev.push({ source: r.source, note: `result${took}` });
    const capped = capBeforeResult(t, f, r, opts, ev);
    if (capped) return capped;
    return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'high', summary: `Request ${describe(t)} completed${took}.`, timeout: null };
  }
  const reading = f.responseError!;
  const err = errorOf(r)!;
  ev.push({ source: r.source, note: `error response${took}: ${reading.basis}` });
  switch (reading.meaning) {
    case 'session-expired':
      return {
        outcome: 'failed',
        cause: 'session-expired',
        serverState: 'failed',
        confidence: reading.confidence,
        summary: `The server no longer knew the session (${reading.basis}), so ${describe(t)} was rejected without being run; the client has to start a new session with initialize.`,
        timeout: null,
      };
    case 'gateway':
      missing.push('a server-side log for this request: an intermediary answered, and the server may still have done the work');
      return {
        outcome: 'failed',
        cause: 'gateway-error',
        serverState: 'unknown',
        confidence: reading.confidence,
        summary: `An intermediary answered ${describe(t)} instead of the server (${reading.basis})${took}; whether the server did the work is not in the capture.`,
        timeout: null,
      };
    case 'cancel-ack':
      missing.push('the cancellation this error acknowledges: it is not in the capture (capture the requester side too)');
      return {
        outcome: 'failed',
        cause: 'unknown',
        serverState: 'stopped',
        confidence: 'medium',
        summary: `The server answered ${describe(t)} with a cancellation acknowledgement (${reading.basis}), but no cancellation for it was captured.`,
        timeout: null,
      };
    case 'connection-closed':
      missing.push('a server-side log for this request: the error is a local "connection closed" error, so the server may or may not have done the work');
      return {
        outcome: 'lost',
        cause: 'connection-closed',
        serverState: 'unknown',
        confidence: 'medium',
        summary: `Request ${describe(t)} ended with the local error "${err.message ?? ''}": the connection closed with the request in flight.`,
        timeout: null,
      };
    case 'timeout':
    case 'max-total-timeout':
    case 'user-cancel':
      missing.push('which party wrote this error: its text is a requester-side SDK error (a bridge or proxy relaying its own timer/cancel), so the server may still have done the work');
      return {
        outcome: 'failed',
        cause: reading.meaning === 'user-cancel' ? 'user-cancel' : reading.meaning === 'max-total-timeout' ? 'max-total-timeout' : 'client-timeout',
        serverState: 'unknown',
        confidence: 'medium',
        summary: `Request ${describe(t)} was answered with "${err.message ?? ''}"${took}: a requester-side error text on the wire, most likely a bridge or proxy relaying its own ${reading.meaning === 'user-cancel' ? 'cancellation' : 'timer'}.`,
        timeout: null,
      };
    case 'server-error':
      return {
        outcome: 'failed',
        cause: 'server-error',
        serverState: 'failed',
        confidence: 'high',
        summary: `The server answered ${describe(t)} with an error${took}: ${reading.basis}.`,
        timeout: null,
      };
  }
}

/**
 * TS SDK maxTotalTimeout with a result that came too late (sdk-behaviour.md #6, second run): at the first progress
 * past the cap the caller was rejected ("Maximum total timeout exceeded") with nothing on the wire, so the result
 * that arrived afterwards was discarded — the requester had abandoned the call. Decided only with
 * --max-total-timeout, and only when resets were evidently in effect: the result came later than one --timeout
 * after the request, or the orphaned timer's stale cancel followed the result.
 */
function capBeforeResult(t: RequestTimeline, f: RequestFacts, r: WireEvent, opts: DiagnoseOptions, ev: Evidence[]): Verdict | null {
  const cap = opts.maxTotalTimeoutMs;
  if (!cap || f.startAt === null || r.at === null || t.progress.length === 0) return null;
  const capAt = f.startAt + cap;
  const past = t.progress.find((p) => p.at !== null && p.at > capAt + lateness(cap) && f.pos(p) < f.responsePos);
  if (!past) return null;
  const staleCancel = t.cancels.find((c) => f.pos(c) > f.responsePos && readCancelReason(cancelReasonOf(c)).kind === 'timeout');
  const resetsInEffect = staleCancel !== undefined || (opts.timeoutMs !== undefined && r.at - f.startAt > opts.timeoutMs + lateness(opts.timeoutMs));
  if (!resetsInEffect) return null;
  ev.push({ source: past.source, note: `progress past the ${formatDuration(cap)} total cap: the TypeScript SDK rejects the caller here ("Maximum total timeout exceeded") and sends nothing` });
  if (staleCancel) ev.push({ source: staleCancel.source, note: "the orphaned per-request timer's stale cancel, after the result" });
  return {
    outcome: 'abandoned',
    cause: 'max-total-timeout',
    serverState: 'completed',
    confidence: staleCancel ? 'high' : 'medium',
    summary: `The requester gave up on ${describe(t)} at its ${formatDuration(cap)} total cap without sending anything (TypeScript SDK maxTotalTimeout), so the result that arrived ${formatDuration(r.at - f.startAt)} after the request was discarded although the server completed the work.`,
    timeout: { ms: cap, basis: `${formatDuration(cap)} (--max-total-timeout) — progress arrived past the cap before the result` },
  };
}

// ── 3. HTTP failure ─────────────────────────────────────────────────────────────────────────────────────────

interface HttpFailure {
  status: number;
  source: Source;
  at: number | null;
  text: string | null;
  contentType: string | null;
  /** A JSON-RPC error body on the same exchange that names no request (`"id":null`, e.g. "Session not found"). */
  body: { code: number | null; message: string | null; source: Source } | null;
}

function httpFailure(t: RequestTimeline): HttpFailure | null {
  // The first failing status; its body text and content type may sit on any event of that exchange (status line,
  // stream open, stream close), and its time is when the answer ended (headers may be stamped at request time).
  // Only this request's own exchanges: the timeline also files failures of *other* exchanges (a notification POST)
  // on every open request as evidence, and those do not say what happened to this one.
  const own = new Set(t.streams.map((s) => s.id));
  let hit: { status: number; streamId: string | null } | null = null;
  for (const en of t.entries) {
    const st = en.event.stream;
    if (st && own.has(st.id) && (en.kind === 'http-status' || en.kind === 'stream-open' || en.kind === 'stream-close') && st.status !== undefined && st.status >= 400) {
      hit = { status: st.status, streamId: st.id };
      break;
    }
  }
  if (!hit) {
    const s = t.streams.find((x) => x.status !== null && x.status >= 400);
    if (s) hit = { status: s.status!, streamId: s.id };
  }
  if (!hit) return null;
  const events = t.entries.filter((en) => en.event.stream?.id === hit!.streamId && (en.kind === 'http-status' || en.kind === 'stream-open' || en.kind === 'stream-close'));
  const last = events[events.length - 1] ?? t.entries[0]!;
  const text = events.map((en) => en.event.text ?? en.event.stream?.error).find((x): x is string => typeof x === 'string' && x.length > 0) ?? null;
  const contentType = events.map((en) => en.event.stream?.contentType).find((x): x is string => typeof x === 'string') ?? null;
  const errEntry = t.entries.find((en) => en.kind === 'error-response' && en.event.stream?.id === hit!.streamId);
  const err = errEntry ? errorOf(errEntry.event) : null;
  const body = errEntry && err ? { code: err.code, message: err.message, source: errEntry.source } : null;
  return { status: hit.status, source: last.source, at: last.at, text, contentType, body };
}

function httpFailed(t: RequestTimeline, f: RequestFacts, h: HttpFailure, ev: Evidence[], missing: string[]): Verdict {
  const body = h.body?.message ?? h.text ?? '';
  const code = h.body?.code ?? (/-32001/.test(body) ? -32001 : null);
  const reading = readError({ code, message: body, httpStatus: h.status, contentType: h.contentType });
  if (h.body) ev.push({ source: h.body.source, note: `error body ${h.body.code ?? '?'} "${h.body.message ?? ''}" (no request id) on this request's exchange` });
  const elapsed = between(f.startAt, h.at);
  const took = elapsed !== null ? ` after ${formatDuration(elapsed)}` : '';
  ev.push({ source: h.source, note: `HTTP ${h.status}${took}${body ? `: ${oneLine(body)}` : ''}` });
  if (reading.meaning === 'session-expired') {
    // The error names no request id (`"id":null`): the server most likely rejected the exchange before dispatching
    // it, but nothing for this id says so — not guessed.
    missing.push('a server-side log for this request: the 404 answer names no request id, so the capture does not show whether the call was dispatched (an unknown session is normally rejected before any work)');
    return {
      outcome: 'failed',
      cause: 'session-expired',
      serverState: 'unknown',
      confidence: h.status === 404 ? 'high' : 'medium',
      summary: `The server no longer knew the session (HTTP ${h.status}), so ${describe(t)} was rejected without being run; the client has to start a new session with initialize.`,
      timeout: null,
    };
  }
  if (reading.meaning === 'gateway' || isGatewayStatus(h.status, h.contentType)) {
    const k = elapsed !== null ? matchKnownTimeout(elapsed, {}, INTERMEDIARY_FIRST) : null;
    if (k) ev.push({ source: h.source, note: `the interval matches ${k.label}` });
    missing.push('a server-side log for this request: intermediaries cut long requests while the server keeps working');
    return {
      outcome: 'failed',
      cause: 'gateway-error',
      serverState: 'unknown',
      confidence: 'high',
      summary: `An intermediary answered ${describe(t)} with HTTP ${h.status} instead of the server${took}${k ? ` — at ${k.label}` : ''}; whether the server did the work is not in the capture.`,
      timeout: k ? { ms: k.timeout.ms, basis: `${formatDuration(k.timeout.ms)}, ${k.label} — inferred from the request→HTTP ${h.status} interval of ${formatDuration(elapsed!)}` } : null,
    };
  }
  return {
    outcome: 'failed',
    cause: 'server-error',
    serverState: 'failed',
    confidence: 'medium',
    summary: `The server rejected ${describe(t)} with HTTP ${h.status}${took}.`,
    timeout: null,
  };
}

// ── 4. stream ended without the response ───────────────────────────────────────────────────────────────────

/**
 * Follows 2025-11-25 resumptions: a stream resumed by a later GET is superseded by that GET's stream. Returns the
 * last stream end that was not superseded, or null when the last relevant stream is still open.
 */
function finalStreamEnd(t: RequestTimeline, f: RequestFacts): StreamEnd | null {
  if (f.streamEnds.length === 0) return null;
  const last = f.streamEnds[f.streamEnds.length - 1]!;
  // A later stream that is still open (e.g. a resume GET) means the request is still being waited on.
  const stillOpen = t.streams.some((s) => !s.close && s !== last.stream);
  if (stillOpen) return null;
  return last;
}

function streamEnded(t: RequestTimeline, f: RequestFacts, end: StreamEnd, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  if (end.meaning === 'not-applicable' || end.meaning === 'completion' || end.meaning === 'cancellation') return null;
  const s = end.stream;
  const by = s.closedBy ?? end.close.stream?.closedBy ?? null;
  const elapsed = between(f.startAt, end.close.at);
  const idleFrom = s.lastActivityAt ?? s.open?.at ?? f.startAt;
  const idle = between(idleFrom, end.close.at);
  const idleMatch = idle !== null ? matchKnownTimeout(idle, {}, INTERMEDIARY_FIRST) : null;
  const details: string[] = [];
  details.push(`closed by ${by ?? 'an unknown party'}`);
  if (elapsed !== null) details.push(`${formatDuration(elapsed)} after the request`);
  if (idle !== null) details.push(`idle ${formatDuration(idle)}`);
  details.push(s.keepalives > 0 ? `${s.keepalives} keep-alive(s) seen` : 'no keep-alives seen');
  if (end.close.stream?.error) details.push(end.close.stream.error);
  // When the client resumed (GET + Last-Event-ID) and the resumes failed too, the final end is a resume's; the
  // request's own stream was cut first, and that cut is what a reader of the capture needs to find.
  const first = f.streamEnds[0];
  const resumes = first && first !== end ? f.streamEnds.filter((x) => x !== first).length : 0;
  if (first && resumes > 0) {
    const firstBy = first.stream.closedBy ?? first.close.stream?.closedBy ?? null;
    const firstAfter = between(f.startAt, first.close.at);
    ev.push({ source: first.close.source, note: `the request's response stream was cut first (closed by ${firstBy ?? 'an unknown party'}${firstAfter !== null ? `, ${formatDuration(firstAfter)} after the request` : ''}${first.close.stream?.error ? `, ${first.close.stream.error}` : ''}); ${resumes} later stream(s) ended without the response too` });
  }
  const shown = resumes > 0 && first ? { by: first.stream.closedBy ?? first.close.stream?.closedBy ?? null, after: between(f.startAt, first.close.at) } : { by, after: elapsed };
  const cutText = `Request ${describe(t)}'s response stream ended before the response (${shown.by ?? 'closer unknown'}${shown.after !== null ? `, after ${formatDuration(shown.after)}` : ''})${resumes > 0 ? ` and ${resumes} resume attempt(s) ended without it too` : ''}`;
  ev.push({ source: end.close.source, note: `${resumes > 0 ? 'last resumed ' : ''}response stream ended before the response (${details.join(', ')}): under ${f.stream!.rule.key} this is a ${end.meaning}` });

  if (end.meaning === 'polling') {
    if (s.resumedBy) {
      missing.push(`the resumed stream (${s.resumedBy}): it is not in the capture, so whether the response was delivered is unknown`);
      return pendingVerdict(t, 'the server closed the stream after a priming event (2025-11-25 polling) and the client resumed it, but the resumed stream is not in the capture');
    }
    if (t.openAtEnd) {
      missing.push('the rest of the capture: after a polling close the client reconnects with GET + Last-Event-ID after the retry delay');
      return pendingVerdict(t, 'the server closed the stream after a priming event (normal 2025-11-25 polling) and the capture ends before the client resumed it');
    }
    missing.push('a server-side log for this request: the response was never delivered, so whether the work finished is unknown');
    return {
      outcome: 'lost',
      cause: 'stream-closed',
      serverState: 'unknown',
      confidence: 'medium',
      summary: `The server closed ${describe(t)}'s stream after a priming event (2025-11-25 polling), but the client never resumed it with GET + Last-Event-ID, so the response was lost.`,
      timeout: null,
    };
  }

  // 'disconnect' (legacy, or a 2026 server/network close). A 2026 client close is a signal and never reaches here.
  const proxy = idleMatch && by !== 'client' && s.keepalives === 0;
  if (proxy) ev.push({ source: end.close.source, note: `the idle time matches ${idleMatch.label}: an intermediary's idle timeout` });
  const clientTimer = by === 'client' ? timerAt(t, f, end.close.at, end.pos, opts, null, 'stream close') : null;
  missing.push('a server-side log for this request: the server was not asked to stop, so it may have finished the work');
  const legacy = f.stream!.rule.cancelSignal === 'notification';
  const tail = legacy
    ? 'no notifications/cancelled was sent, so under this version this is a disconnect, not a cancellation: the server was not asked to stop'
    : 'under 2026-07-28 a broken stream loses the request; the client must re-issue it with a new id';
  return {
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    confidence: 'high',
    summary: `${cutText}${proxy ? `, idle for ${formatDuration(idle!)} — ${idleMatch!.label}, which points at a proxy` : ''}${clientTimer ? `; the client closed it at ${formatDuration(clientTimer.ms)}, which looks like its own timer` : ''}; ${tail}.`,
    timeout: clientTimer ?? (proxy ? { ms: idleMatch!.timeout.ms, basis: `${formatDuration(idleMatch!.timeout.ms)}, ${idleMatch!.label} — inferred from an idle stream cut after ${formatDuration(idle!)}` } : null),
  };
}

// ── 5. transport closed ─────────────────────────────────────────────────────────────────────────────────────

function transportClosed(t: RequestTimeline, f: RequestFacts, close: WireEvent, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const elapsed = between(f.startAt, close.at);
  const c = close.close ?? {};
  const crash = crashEvidence(t, close);
  const parts: string[] = [];
  if (c.reason) parts.push(c.reason);
  if (c.exitCode !== undefined && c.exitCode !== null) parts.push(`exit code ${c.exitCode}`);
  if (c.signal) parts.push(`signal ${c.signal}`);
  ev.push({ source: close.source, note: `transport closed with the request in flight${elapsed !== null ? `, ${formatDuration(elapsed)} after it` : ''}${parts.length ? ` (${parts.join(', ')})` : ''}` });
  if (crash) ev.push({ source: crash.source, note: `the server crashed: ${crash.note}` });
  missing.push(`whether the server did the work: ${crash ? 'it crashed, but ' : ''}nothing in the capture shows how far it got before the transport closed; check the server-side log or the external effect`);

  // The requester gave up on a timer first and then closed (host log), or shut the connection down on purpose.
  const gaveUp = f.hostLogs.find((h) => h.match.meaning === 'timeout' || h.match.meaning === 'max-total-timeout');
  if (gaveUp) {
    ev.push({ source: gaveUp.event.source, note: `host log: "${oneLine(gaveUp.event.text ?? '')}" — the requester's timer fired and no cancellation was sent` });
    return {
      outcome: 'abandoned',
      cause: gaveUp.match.meaning === 'max-total-timeout' ? 'max-total-timeout' : 'client-timeout',
      serverState: 'unknown',
      confidence: 'high',
      summary: `The requester gave up on ${describe(t)} on its own timer without sending a cancellation, and the transport then closed.`,
      timeout: timerAt(t, f, gaveUp.event.at, gaveUp.pos, opts, gaveUp.match, 'error'),
    };
  }
  // A deliberate shutdown (Claude Desktop "Server transport closed (intentional shutdown)") is the host's doing,
  // i.e. the client side, even when the line does not say who closed.
  const responder = t.from === 'client' ? 'server' : 'client';
  if (c.expected === true && close.from !== responder && !crash) {
    return {
      outcome: 'abandoned',
      cause: 'connection-closed',
      serverState: 'unknown',
      confidence: 'medium',
      summary: `The ${t.from} shut the connection down deliberately with ${describe(t)} in flight, without cancelling it.`,
      timeout: null,
    };
  }
  return {
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
    confidence: 'high',
    summary: `The transport closed with ${describe(t)} in flight${elapsed !== null ? ` (${formatDuration(elapsed)} after it)` : ''}${crash ? `; the server crashed (${crash.note}), but how far the work got is unknown` : ''}; no cancellation was sent.`,
    timeout: null,
  };
}

function crashEvidence(t: RequestTimeline, close: WireEvent): { source: Source; note: string } | null {
  const c = close.close ?? {};
  if (typeof c.exitCode === 'number' && c.exitCode !== 0) return { source: close.source, note: `exit code ${c.exitCode}` };
  if (c.signal && c.signal !== 'SIGTERM' && c.signal !== 'SIGINT') return { source: close.source, note: `killed by ${c.signal}` };
  for (const en of t.entries) {
    if (en.kind !== 'host-log' || en.event.from !== 'server') continue;
    const text = en.event.text ?? '';
    if (/Traceback \(most recent call last\)|panic:|FATAL|Segmentation fault|Unhandled(?:Promise)?Rejection|uncaught exception/i.test(text)) {
      return { source: en.source, note: oneLine(text) };
    }
  }
  return null;
}

// ── 6. gave up silently ─────────────────────────────────────────────────────────────────────────────────────

function gaveUpSilently(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  const hit = f.hostLogs.find((h) => h.match.meaning === 'timeout' || h.match.meaning === 'max-total-timeout' || h.match.meaning === 'user');
  if (hit) {
    ev.push({ source: hit.event.source, note: `host log: "${oneLine(hit.event.text ?? '')}" (${hit.match.pattern.sdk}) — no cancellation on the wire` });
    missing.push('whether the server did the work: it was never told to stop; check the server-side log or the external effect');
    const cause: Cause = hit.match.meaning === 'max-total-timeout' ? 'max-total-timeout' : hit.match.meaning === 'user' ? 'user-cancel' : 'client-timeout';
    return {
      outcome: 'abandoned',
      cause,
      serverState: t.progress.length > 0 || t.logs.length > 0 ? 'continued' : 'unknown',
      confidence: 'high',
      summary: `The requester stopped waiting for ${describe(t)} (${cause === 'user-cancel' ? 'a user cancel' : 'its own timer'}) without sending any cancellation, so the server was never told to stop.`,
      timeout: cause === 'user-cancel' ? null : timerAt(t, f, hit.event.at, hit.pos, opts, hit.match, 'error'),
    };
  }
  const retry = t.retries[0];
  if (retry) {
    const gap = between(f.startAt, retry.at);
    ev.push({ source: retry.source, note: `the same call was sent again as id ${JSON.stringify(retry.id)}${gap !== null ? ` ${formatDuration(gap)} later` : ''} while this one was still open` });
    const k = gap !== null ? timerAt(t, f, retry.at, Number.MAX_SAFE_INTEGER, opts, null, 'retry') : null;
    missing.push('why the requester gave up: no cancellation and no error text was captured');
    missing.push('whether the server did the work: it was never told to stop');
    return {
      outcome: 'abandoned',
      cause: k ? 'client-timeout' : 'unknown',
      serverState: 'unknown',
      confidence: k ? 'medium' : 'low',
      summary: `The requester sent ${describe(t)} again while it was still open, without cancelling it: it gave up silently${k ? ` (the retry came at ${formatDuration(k.ms)}, which looks like its timer)` : ''}.`,
      timeout: k,
    };
  }
  return null;
}

// ── 7. pending ──────────────────────────────────────────────────────────────────────────────────────────────

function pending(t: RequestTimeline, f: RequestFacts, ev: Evidence[], missing: string[]): Verdict {
  if (f.lastProgress) ev.push({ source: f.lastProgress.source, note: 'last progress: the server was still working here' });
  missing.push('the rest of the capture (or a server-side log): the request was still open when the capture ended');
  return pendingVerdict(t, f.lastProgress ? 'the server was still sending progress' : null);
}

function pendingVerdict(t: RequestTimeline, why: string | null): Verdict {
  return {
    outcome: 'pending',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'high',
    summary: `Request ${describe(t)} was still open when the capture ended${why ? `: ${why}` : ''}.`,
    timeout: null,
  };
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────────────────

function signalOut(s: Signal): Classification['cancelSignal'] {
  return { kind: s.kind, by: s.by, at: s.at, source: s.source, reason: s.reason };
}

export function describe(t: RequestTimeline): string {
  return `${t.method}${t.target ? ` ${t.target}` : ''} (id ${JSON.stringify(t.id)})`;
}

function oneLine(s: string): string {
  const x = s.replace(/\s+/g, ' ').trim();
  return x.length > 160 ? `${x.slice(0, 157)}…` : x;
}

function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}
