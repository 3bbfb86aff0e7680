import type { RequestTimeline } from '../../timeline/types.js';
import type { Cause, Classification, Confidence, DiagnoseOptions, Evidence, ServerState } from '../types.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { firesAt, formatDuration } from '../../protocol/timeouts.js';
import { between, lastProgressBefore, resetTimerFits, type RequestFacts, type Signal } from '../facts.js';
import { describe } from './text.js';
import { timerAt } from './timers.js';
import type { Verdict } from './verdict.js';

// ── 1. cancelled ────────────────────────────────────────────────────────────────────────────────────────────

export function cancelled(t: RequestTimeline, f: RequestFacts, s: Signal, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
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
 * TS SDK v1/v2 maxTotalTimeout quirk (shared/reference/sdk-behaviour.md #6): the caller is rejected at the first progress past the
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
