/**
 * cancel-unknown-request: a cancellation names an id that was never sent (session scope), or a request that had
 * already finished (request scope).
 * Spec (every version): a cancel "MUST only reference requests that: Were previously issued in the same direction
 * [2026: by the client]; Are believed to still be in-progress"; "Invalid cancellation notifications SHOULD be ignored:
 * Unknown request IDs; Already completed requests"; "cancellation notifications may arrive after request processing
 * has completed … Both parties MUST handle these race conditions gracefully".
 * A timeout-reason cancel after a result on a progress-resetting request is the SDK's stale timer
 * (`stale-cancel-after-result`) and is not repeated here; nor is a cancel after a CreateTaskResult (2025-11-25 tasks:
 * the request lives on as its task, and `task-cancelled-by-notification` says what is wrong with it).
 */
import type { RequestRule, RequestRuleMeta, SessionRule } from '../types.js';
import { cancelReasonOf, cancelRequestIdOf, between } from '../facts.js';
import { lookupCancellation } from '../../protocol/cancellation.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { docsPath, reporter, staleTimerCancels, assumedCancellationRow } from './support.js';

const id = 'cancel-unknown-request';
// A cancel of a never-sent id is a warning; one that came after its request finished is the race the spec allows
// (a note). The session part reads orphan cancels; the request part, cancels after the response.
const meta = {
  id,
  severity: 'warning',
  summary: 'a cancellation names an id that was never sent, or already finished',
  docs: docsPath(id),
  needs: ['cancel'],
  messages: {
    unknown: { message: 'cancelUnknown' },
    afterFinished: { message: 'cancelAfterFinished', severity: 'info' },
    afterResponse: { message: 'cancelAfterResponse', severity: 'info' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

/** Never-sent ids: what the timeline could not attach to any request in the session. */
export const cancelUnknownRequest: SessionRule = {
  meta,
  scope: 'session',
  check(s, ctx) {
    const c = lookupCancellation(s.info.protocolVersion);
    // Cancels for requests that had already finished (and been emitted) are also listed in orphanCancels.
    const late = new Map((s.lateCancels ?? []).map((l) => [l.event, l.key] as const));
    const out = [];
    for (const e of s.orphanCancels) {
      const rid = cancelRequestIdOf(e);
      const reason = cancelReasonOf(e);
      const finished = late.get(e);
      if (finished !== undefined) {
        const stale = readCancelReason(reason).kind === 'timeout';
        out.push(say(ctx.options.lang, 'afterFinished', e.source, JSON.stringify(rid ?? null), reason, finished, stale));
        continue;
      }
      // 2026: a server-sent cancel is server-cancel-not-listen's business.
      if (e.from === 'server' && !c.assumed && c.rule.serverMayCancel !== null) continue;
      out.push(
        say(ctx.options.lang, 'unknown', e.source, e.from ?? null, rid === undefined ? null : JSON.stringify(rid), reason, c.rule.sameDirection, s.info.protocolVersion, assumedCancellationRow(c), c.rule.spec.who),
      );
    }
    return out;
  },
};

/** Already-finished requests: cancels after the response. */
export const cancelAfterFinish: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    if (!f.firstResponse) return [];
    // A task-augmented request's immediate answer is a task, not its end: a cancel after it is the wrong signal for
    // a live task (task-cancelled-by-notification), not a cancel of a finished request.
    if (t.task) return [];
    const stale = new Set(staleTimerCancels(t, f));
    const late = t.cancels.filter((c) => f.pos(c) > f.responsePos);
    return late.map((c) => say(ctx.options.lang, 'afterResponse', c.source, JSON.stringify(t.id), between(f.firstResponse!.at, c.at), stale.has(c)));
  },
};
