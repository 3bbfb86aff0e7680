/**
 * cancel-id-zero-ignored: a cancel for requestId 0 that the receiver did not act on.
 * TS SDK ≥ 1.25 receivers: `if (!notification.params.requestId) return;` silently ignores requestId 0
 * (shared/reference/protocol-rules.md §5.2; fixed in v2, which ignores only `undefined`). TS v1 clients number requests from 0, so
 * id 0 is usually `initialize` — or the first request of a client that skips initialize.
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { cancelRequestIdOf } from '../facts.js';
import { docsPath, reporter } from './support.js';

const id = 'cancel-id-zero-ignored';

const meta = {
  id,
  severity: 'info',
  summary: 'a cancel for requestId 0 that the receiver ignored (TS SDK ≥ 1.25 truthiness check)',
  docs: docsPath(id),
  needs: ['cancel'],
  messages: {
    ignored: { message: 'cancelIdZeroIgnored' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const cancelIdZeroIgnored: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    if (t.id !== 0 || t.cancels.length === 0) return [];
    const c = t.cancels[0]!;
    if (cancelRequestIdOf(c) !== 0) return [];
    const f = ctx.facts;
    const p = f.pos(c);
    const ignored = t.responses.some((r) => f.pos(r) > p && !('error' in (r.message ?? {}))) || t.progress.some((e) => f.pos(e) > p);
    if (!ignored) return [];
    return [
      say(ctx.options.lang, 'ignored', c.source),
    ];
  },
};
