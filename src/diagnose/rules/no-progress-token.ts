/**
 * no-progress-token: a long request carried no `_meta.progressToken`, so the server could not report progress
 * (and a reset-on-progress timer could never be extended).
 * Spec (progress.mdx, every version): the requester opts in by putting `params._meta.progressToken`; receivers send
 * progress only for tokens "provided in an active request". TS SDK sets the token only when `onprogress` is passed
 * (incidents A1/A2: "The request carries no _meta.progressToken").
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';

import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'no-progress-token';
/** "Long": at least this long, or it timed out. */
export const LONG_REQUEST_MS = 10_000;
/** Requests that are never long-running work. */
const EXEMPT = new Set(['initialize', 'ping', 'server/discover', 'subscriptions/listen']);

export const noProgressToken: RequestRule = {
  meta: { id, severity: 'info', summary: 'a long request carried no progressToken, so the server could not report progress', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    if (t.progressToken !== null || EXEMPT.has(t.method)) return [];
    const f = requestFacts(t);
    const c = ctx.classification;
    const timedOut = c.cause === 'client-timeout' || c.cause === 'max-total-timeout';
    const endAt = f.firstResponse?.at ?? f.signal?.at ?? t.transportClose?.at ?? t.entries[t.entries.length - 1]?.at ?? null;
    const dur = f.startAt !== null && endAt !== null ? endAt - f.startAt : null;
    if (!timedOut && (dur === null || dur < LONG_REQUEST_MS)) return [];
    return [
      finding(
        id,
        timedOut ? 'warning' : 'info',
        m.noProgressToken(t.method, t.target, dur, timedOut),
        t.request.source,
      ),
    ];
  },
};
