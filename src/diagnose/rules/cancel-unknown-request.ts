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
import type { RequestRule, SessionRule } from '../types.js';
import { cancelReasonOf, cancelRequestIdOf, requestFacts } from '../facts.js';
import { lookupCancellation } from '../../protocol/cancellation.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { docsPath, finding, gapText, staleTimerCancels, underVersion, assumedCancellationRow } from './support.js';

const id = 'cancel-unknown-request';
const meta = { id, severity: 'warning' as const, summary: 'a cancellation names an id that was never sent, or already finished', docs: docsPath(id) };

/** Never-sent ids: what the timeline could not attach to any request in the session. */
export const cancelUnknownRequest: SessionRule = {
  meta,
  scope: 'session',
  check(s) {
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
        out.push(
          finding(
            id,
            'info',
            `notifications/cancelled for id ${JSON.stringify(rid ?? null)}${reason ? ` (reason "${reason}")` : ''} came after request ${finished} had already finished: it cancelled nothing. The spec allows this race and the receiver MAY ignore it.${stale ? ' A timeout reason after the result is also the signature of the TypeScript SDK maxTotalTimeout stale timer (see stale-cancel-after-result): the caller may have been told the call failed although it completed.' : ''}`,
            e.source,
          ),
        );
        continue;
      }
      // 2026: a server-sent cancel is server-cancel-not-listen's business.
      if (e.from === 'server' && !c.assumed && c.rule.serverMayCancel !== null) continue;
      out.push(finding(
        id,
        'warning',
        `notifications/cancelled from the ${e.from ?? 'unknown side'} names id ${rid === undefined ? '(none)' : JSON.stringify(rid)}${reason ? ` (reason "${reason}")` : ''}, which was never sent ${c.rule.sameDirection ? 'in that direction ' : ''}in this session. ${underVersion(s.info.protocolVersion, assumedCancellationRow(c))}: ${c.rule.spec.who}; receivers SHOULD ignore it. Common causes: a proxy forwarding the client's id instead of its rewritten upstream id, a cancel for a previous session's request, or ids reused across sessions.`,
        e.source,
      ));
    }
    return out;
  },
};

/** Already-finished requests: cancels after the response. */
export const cancelAfterFinish: RequestRule = {
  meta,
  scope: 'request',
  check(t) {
    const f = requestFacts(t);
    if (!f.firstResponse) return [];
    // A task-augmented request's immediate answer is a task, not its end: a cancel after it is the wrong signal for
    // a live task (task-cancelled-by-notification), not a cancel of a finished request.
    if (t.task) return [];
    const stale = new Set(staleTimerCancels(t, f));
    const late = t.cancels.filter((c) => f.pos(c) > f.responsePos);
    return late.map((c) =>
      finding(
        id,
        'info',
        `notifications/cancelled for id ${JSON.stringify(t.id)} came${gapText(f.firstResponse!.at, c.at)} after its response: the request had already finished, so the cancel cancelled nothing. The spec allows this race ("Both parties MUST handle these race conditions gracefully") and the receiver MAY ignore it.${stale.has(c) ? ' Here it is the TypeScript SDK stale timer (see stale-cancel-after-result).' : " It matters only if the requester reported the call as cancelled although a response arrived."}`,
        c.source,
      ),
    );
  },
};
