/**
 * response-after-cancel: a result for the id arrived after the cancellation — the server did the work.
 * Spec (every version): receivers SHOULD "Not send a response for the cancelled request" (2026: "MUST NOT send any
 * further messages for it"), but "cancellation notifications may arrive after request processing has completed …
 * Both parties MUST handle these race conditions gracefully"; "The sender … SHOULD ignore any response to the request
 * that arrives afterward" — so the result was most likely dropped (incidents A7: "silent data loss").
 * Errors after a cancellation are `error-response-to-cancel`.
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { between } from '../facts.js';
import { docsPath, reporter } from './support.js';

const id = 'response-after-cancel';

const meta = {
  id,
  severity: 'warning',
  summary: 'a result arrived after the cancellation: the server did the work',
  docs: docsPath(id),
  needs: ['cancel', 'stream'],
  messages: {
    result: { message: 'responseAfterCancel' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const responseAfterCancel: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    const s = f.signal;
    if (!s || !f.signalBeforeResponse || !f.firstResponse || f.responseIsError) return [];
    const r = f.firstResponse;
    const rule = f.cancellation.rule;
    return [
      say(ctx.options.lang, 'result', r.source, JSON.stringify(t.id), between(s.at, r.at), s.kind === 'notification', f.version, rule.spec.afterCancel),
    ];
  },
};
