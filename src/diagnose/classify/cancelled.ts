import type { RequestTimeline } from '../../timeline/types.js';
import type { Cause, Classification, Confidence, DiagnoseOptions, Evidence, ServerState } from '../types.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { firesAt } from '../../protocol/timeouts.js';
import { between, lastProgressBefore, resetTimerFits, type RequestFacts, type Signal } from '../facts.js';
import { describe } from './text.js';
import { timerAt } from './timers.js';
import type { Verdict } from './verdict.js';
import { messages, type DiagnoseMessages } from '../../i18n/index.js';

// ── 1. cancelled ────────────────────────────────────────────────────────────────────────────────────────────

export function cancelled(t: RequestTimeline, f: RequestFacts, s: Signal, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const m = messages(opts.lang).diag;
  const rule = f.stream?.rule ?? null;
  const elapsed = between(f.startAt, s.at);
  ev.push({ source: s.source, note: m.evidence.cancelSignal(s.kind === 'notification' ? 'notification' : 'stream', s.by, s.reason, elapsed) });
  if (s.kind === 'notification' && rule?.notificationCancelIsFinding) {
    ev.push({ source: s.source, note: m.evidence.notificationOnModernHttp });
  }

  const why = cancelCause(t, f, s, opts, ev, missing, m);
  const state = stateAfterSignal(t, f, s, ev, missing, m);
  let confidence = why.confidence;
  if (s.kind === 'notification' && rule?.notificationCancelIsFinding && confidence === 'high') confidence = 'medium';

  // The limit the sentence names: a measured-only interval is no limit for a request timer.
  const limit = why.timeout && (why.cause !== 'client-timeout' || !why.timeout.measuredOnly) ? why.timeout.ms : null;
  return {
    outcome: 'cancelled',
    cause: why.cause,
    serverState: state.state,
    confidence,
    summary: m.summary.cancelled(t.from, describe(t, m), elapsed, s.kind === 'notification', why.cause, limit, state.text),
    timeout: why.timeout,
  };
}

interface CauseVerdict {
  cause: Cause;
  confidence: Confidence;
  timeout: Classification['timeout'];
}

function cancelCause(t: RequestTimeline, f: RequestFacts, s: Signal, opts: DiagnoseOptions, ev: Evidence[], missing: string[], m: DiagnoseMessages): CauseVerdict {
  const reading = s.kind === 'notification' ? readCancelReason(s.reason) : readCancelReason(null);
  const reasonBasis = s.reason !== null ? m.basis.reasonText(s.reason, reading.match ? reading.match.pattern.sdk : null) : '';

  switch (reading.kind) {
    case 'max-total-timeout':
      return {
        cause: 'max-total-timeout',
        confidence: 'high',
        timeout: opts.maxTotalTimeoutMs ? { ms: opts.maxTotalTimeoutMs, basis: m.basis.maxTotalReason(opts.maxTotalTimeoutMs, reasonBasis) } : null,
      };
    case 'timeout': {
      const quirk = maxTotalQuirk(t, f, s, opts, ev, m);
      if (quirk) return quirk;
      const timer = timerAt(t, f, s.at, s.pos, opts, reading.match);
      if (!timer) missing.push(m.missing.configuredTimeout);
      return {
        cause: 'client-timeout',
        confidence: reading.match?.pattern.generic ? 'medium' : 'high',
        timeout: timer ?? intervalOnly(t, f, s, reasonBasis, m),
      };
    }
    case 'user':
      return { cause: 'user-cancel', confidence: 'high', timeout: null };
    case 'application':
      ev.push({ source: s.source, note: m.evidence.freeTextReason(s.reason ?? '') });
      return { cause: 'user-cancel', confidence: 'medium', timeout: null };
    case 'truncated': {
      ev.push({ source: s.source, note: m.evidence.truncatedReason });
      const timer = timerAt(t, f, s.at, s.pos, opts, null);
      if (timer) return { cause: 'client-timeout', confidence: 'medium', timeout: timer };
      missing.push(m.missing.whyCancelledTruncated);
      return { cause: 'client-cancel', confidence: 'low', timeout: null };
    }
    case 'client-cancel':
    case 'none': {
      // No reason (VS Code sends none; a 2026 HTTP stream close carries none): only timing can tell a timer.
      const timer = timerAt(t, f, s.at, s.pos, opts, null);
      if (timer) return { cause: 'client-timeout', confidence: 'medium', timeout: timer };
      missing.push(m.missing.whyCancelledNoReason);
      return { cause: 'client-cancel', confidence: 'medium', timeout: null };
    }
  }
}

/**
 * TS SDK v1/v2 maxTotalTimeout quirk (shared/reference/sdk-behaviour.md #6): the caller is rejected at the first progress past the
 * cap and nothing is sent; the per-request timer armed at the last reset still fires later, sending a stale cancel
 * with the plain "Request timed out" reason at (last progress before the cap) + timeout.
 */
function maxTotalQuirk(t: RequestTimeline, f: RequestFacts, s: Signal, opts: DiagnoseOptions, ev: Evidence[], m: DiagnoseMessages): CauseVerdict | null {
  const cap = opts.maxTotalTimeoutMs;
  if (!cap || f.startAt === null || s.at === null) return null;
  const elapsed = s.at - f.startAt;
  if (firesAt(elapsed, cap)) {
    return { cause: 'max-total-timeout', confidence: 'high', timeout: { ms: cap, basis: m.basis.maxTotalInterval(cap, elapsed) } };
  }
  if (elapsed <= cap) return null;
  const capAt = f.startAt + cap;
  const before = t.progress.filter((p) => p.at !== null && p.at <= capAt && f.pos(p) < s.pos);
  const past = t.progress.filter((p) => p.at !== null && p.at > capAt && f.pos(p) < s.pos);
  const lastReset = before[before.length - 1];
  if (!lastReset || past.length === 0) return null;
  const sinceReset = s.at - lastReset.at!;
  const onTimer = opts.timeoutMs ? firesAt(sinceReset, opts.timeoutMs) : false;
  ev.push({ source: past[0]!.source, note: m.evidence.progressPastCap(cap) });
  ev.push({ source: lastReset.source, note: m.evidence.lastResetBeforeCap(sinceReset) });
  return {
    cause: 'max-total-timeout',
    confidence: onTimer ? 'high' : 'medium',
    timeout: { ms: cap, basis: m.basis.maxTotalStale(cap, sinceReset) },
  };
}

/**
 * No stated, configured or well-known limit fits: the measured interval is all there is. It is marked
 * `measuredOnly` so nothing downstream treats it as the limit (a timer reset on progress fires later than its limit
 * after the request), and when progress came first the basis gives the last-progress→cancel interval too.
 */
function intervalOnly(t: RequestTimeline, f: RequestFacts, s: Signal, reasonBasis: string, m: DiagnoseMessages): Classification['timeout'] {
  const elapsed = between(f.startAt, s.at);
  if (elapsed === null) return null;
  const lp = lastProgressBefore(t, f, s.pos);
  const sinceProgress = lp && resetTimerFits(t, f, s.at, s.pos) ? between(lp.at, s.at) : null;
  return {
    ms: elapsed,
    basis: m.basis.intervalOnly(elapsed, sinceProgress, reasonBasis),
    measuredOnly: true,
  };
}

/** What the server did after the signal. Never guessed: silence is `unknown`, with what would settle it. */
function stateAfterSignal(t: RequestTimeline, f: RequestFacts, s: Signal, ev: Evidence[], missing: string[], m: DiagnoseMessages): { state: ServerState; text: string } {
  const r = f.firstResponse;
  if (r && f.responsePos > s.pos) {
    const gap = between(s.at, r.at);
    if (!f.responseIsError) {
      ev.push({ source: r.source, note: m.evidence.resultAfterCancel(gap) });
      return { state: 'completed', text: m.afterSignal.completed(gap) };
    }
    const reading = f.responseError!;
    if (reading.meaning === 'cancel-ack') {
      ev.push({ source: r.source, note: m.evidence.cancelAck(reading.basis) });
      return { state: 'stopped', text: m.afterSignal.stopped };
    }
    ev.push({ source: r.source, note: m.evidence.errorAfterCancel(gap, reading.basis) });
    return { state: 'failed', text: m.afterSignal.failed(gap) };
  }
  const more = [...f.progressAfterSignal, ...f.logsAfterSignal].sort((a, b) => f.pos(a) - f.pos(b));
  if (more.length > 0) {
    const last = more[more.length - 1]!;
    ev.push({ source: more[0]!.source, note: m.evidence.keptSending });
    missing.push(m.missing.whetherFinished);
    return { state: 'continued', text: m.afterSignal.continued(last.source.file, last.source.line) };
  }
  missing.push(f.cancellation.rule.noResponseAfterCancel === 'MUST' ? m.missing.serverLogMust : m.missing.serverLogSilence);
  return { state: 'unknown', text: m.afterSignal.unknown };
}
