/** Timer matching shared by the steps: which configured, stated or well-known limit fits an interval. */
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions } from '../types.js';
import type { ReasonMatch } from '../../protocol/reasons.js';
import { firesAt, formatDuration, matchKnownTimeout } from '../../protocol/timeouts.js';
import { between, lastProgressBefore, type RequestFacts } from '../facts.js';

/** Label preference when the requester's own timer is the suspect. */
export const REQUESTER_FIRST = ['requester', 'transport', 'intermediary'] as const;
/** … and when an intermediary or the transport is. */
export const INTERMEDIARY_FIRST = ['intermediary', 'transport'] as const;

/**
 * The timer that fits an event at `at`: --timeout, or a well-known limit, counted from the request or (reset on
 * progress) from the last progress before it.
 */
export function timerAt(
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
