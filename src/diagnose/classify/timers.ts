/** Timer matching shared by the steps: which configured, stated or well-known limit fits an interval. */
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions } from '../types.js';
import type { ReasonMatch } from '../../protocol/reasons.js';
import { firesAt, matchKnownTimeout } from '../../protocol/timeouts.js';
import { between, lastProgressBefore, type RequestFacts } from '../facts.js';
import { messages, type DiagnoseMessages } from '../../i18n/index.js';
import type { KnownTimeoutMatch } from '../../protocol/timeouts.js';
import type { TimerEvent } from '../../i18n/en-diagnose.js';

/** A matched well-known limit's label in the catalogue's language. */
export function limitLabel(k: KnownTimeoutMatch, m: DiagnoseMessages): string {
  return m.knownLimit(k.timeout.ms, k.layer, k.label);
}

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
  what: TimerEvent = 'cancel',
): { ms: number; basis: string } | null {
  const m = messages(opts.lang).diag;
  const elapsed = between(f.startAt, at);
  const lp = lastProgressBefore(t, f, p);
  const sinceProgress = lp ? between(lp.at, at) : null;
  const sdk = reason ? reason.pattern.sdk : null;
  if (reason?.ms != null) {
    const other = opts.timeoutMs && opts.timeoutMs !== reason.ms ? opts.timeoutMs : null;
    return { ms: reason.ms, basis: m.basis.stated(reason.ms, other, sdk) };
  }
  if (opts.timeoutMs) {
    if (elapsed !== null && firesAt(elapsed, opts.timeoutMs)) {
      return { ms: opts.timeoutMs, basis: m.basis.configured(opts.timeoutMs, what, elapsed, sdk) };
    }
    if (sinceProgress !== null && firesAt(sinceProgress, opts.timeoutMs)) {
      return { ms: opts.timeoutMs, basis: m.basis.configuredSinceProgress(opts.timeoutMs, sinceProgress, sdk) };
    }
  }
  if (elapsed !== null) {
    const k = matchKnownTimeout(elapsed, {}, REQUESTER_FIRST);
    if (k) return { ms: k.timeout.ms, basis: m.basis.inferred(k.timeout.ms, limitLabel(k, m), what, elapsed, sdk) };
  }
  if (sinceProgress !== null) {
    const k = matchKnownTimeout(sinceProgress, {}, REQUESTER_FIRST);
    if (k) return { ms: k.timeout.ms, basis: m.basis.inferredSinceProgress(k.timeout.ms, limitLabel(k, m), what, sinceProgress, sdk) };
  }
  return null;
}
