/**
 * response-after-cancel: a result for the id arrived after the cancellation — the server did the work.
 * Spec (every version): receivers SHOULD "Not send a response for the cancelled request" (2026: "MUST NOT send any
 * further messages for it"), but "cancellation notifications may arrive after request processing has completed …
 * Both parties MUST handle these race conditions gracefully"; "The sender … SHOULD ignore any response to the request
 * that arrives afterward" — so the result was most likely dropped (incidents A7: "silent data loss").
 * Errors after a cancellation are `error-response-to-cancel`.
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding, gapText, underVersion } from './support.js';

const id = 'response-after-cancel';

export const responseAfterCancel: RequestRule = {
  meta: { id, severity: 'warning', summary: 'a result arrived after the cancellation: the server did the work', docs: docsPath(id) },
  scope: 'request',
  check(t) {
    const f = requestFacts(t);
    const s = f.signal;
    if (!s || !f.signalBeforeResponse || !f.firstResponse || f.responseIsError) return [];
    const r = f.firstResponse;
    const how = s.kind === 'notification' ? 'notifications/cancelled' : 'the stream close';
    const rule = f.cancellation.rule;
    return [
      finding(
        id,
        'warning',
        `A result for id ${JSON.stringify(t.id)} arrived${gapText(s.at, r.at)} after ${how}: the server did the work. ${underVersion(f.version)}, ${rule.spec.afterCancel}, and the requester SHOULD ignore a response that arrives afterward — so this result was most likely discarded while its effects happened.`,
        r.source,
      ),
    ];
  },
};
