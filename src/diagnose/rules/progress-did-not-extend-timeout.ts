/**
 * progress-did-not-extend-timeout: progress kept arriving, yet the timer fired at start + base limit.
 * Spec (2025-03-26+ lifecycle §Timeouts): implementations "MAY choose to reset the timeout clock when receiving a
 * progress notification … However, implementations SHOULD always enforce a maximum timeout".
 * SDK (incidents A2): the TS SDK resets only with `resetTimeoutOnProgress: true` AND an `onprogress` callback (which
 * is what sets `_meta.progressToken`); `resetTimeoutOnProgress` alone does nothing.
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { lastProgressBefore, resetTimerFits } from '../facts.js';
import { firesAt } from '../../protocol/timeouts.js';
import { docsPath, reporter } from './support.js';

const id = 'progress-did-not-extend-timeout';

const meta = {
  id,
  severity: 'warning',
  summary: 'progress kept arriving, yet the timeout fired at start + base limit',
  docs: docsPath(id),
  needs: ['unfinished'],
  messages: {
    notReset: { message: 'progressDidNotExtendTimeout' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const progressDidNotExtendTimeout: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const c = ctx.classification;
    if (c.cause !== 'client-timeout') return [];
    const f = ctx.facts;
    const end = f.signal && f.signalBeforeResponse ? f.signal : null;
    const at = end?.at ?? f.timeoutLog?.event.at ?? null;
    const p = end?.pos ?? f.timeoutLog?.pos ?? null;
    if (at === null || p === null || f.startAt === null) return [];
    // A measured-only interval is no limit: "fired at start + limit" holds for it by construction. It counts only
    // when the progress itself rules the reset reading out (an earlier gap was longer than last progress→cancel);
    // otherwise a timer reset on progress fits the capture just as well (e.g. progress, then a stall).
    const known = ctx.options.timeoutMs ?? (c.timeout && !c.timeout.measuredOnly ? c.timeout.ms : null);
    const limit = known ?? (c.timeout?.measuredOnly && resetTimerFits(t, f, at, p) === false ? c.timeout.ms : null);
    if (limit === null) return [];
    const elapsed = at - f.startAt;
    if (!firesAt(elapsed, limit)) return [];
    const lp = lastProgressBefore(t, f, p);
    if (!lp || lp.at === null) return [];
    const since = at - lp.at;
    // Had the timer been reset at the last progress it could not have fired yet.
    if (since >= limit - 50) return [];
    const count = t.progress.filter((e) => f.pos(e) < p).length;
    return [
      say(ctx.options.lang, 'notReset', end?.source ?? lp.source, count, since, limit, elapsed),
    ];
  },
};
