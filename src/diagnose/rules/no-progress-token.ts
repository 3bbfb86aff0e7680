/**
 * no-progress-token: a long request carried no `_meta.progressToken`, so the server could not report progress
 * (and a reset-on-progress timer could never be extended).
 * Spec (progress.mdx, every version): the requester opts in by putting `params._meta.progressToken`; receivers send
 * progress only for tokens "provided in an active request". TS SDK sets the token only when `onprogress` is passed
 * (incidents A1/A2: "The request carries no _meta.progressToken").
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { LONG_REQUEST_MS } from '../needs.js';

import { docsPath, reporter } from './support.js';

const id = 'no-progress-token';
/** "Long": at least this long, or it timed out. */
/** Requests that are never long-running work. */
const EXEMPT = new Set(['initialize', 'ping', 'server/discover', 'subscriptions/listen']);

// A request that timed out without a token is a warning (progress could have kept it alive); a long one a note.
const meta = {
  id,
  severity: 'info',
  summary: 'a long request carried no progressToken, so the server could not report progress',
  docs: docsPath(id),
  needs: ['long-without-token', 'unfinished'],
  messages: {
    timedOut: { message: 'noProgressToken', severity: 'warning' },
    long: { message: 'noProgressToken' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const noProgressToken: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    if (t.progressToken !== null || EXEMPT.has(t.method)) return [];
    const f = ctx.facts;
    const c = ctx.classification;
    const timedOut = c.cause === 'client-timeout' || c.cause === 'max-total-timeout';
    const endAt = f.firstResponse?.at ?? f.signal?.at ?? t.transportClose?.at ?? t.entries[t.entries.length - 1]?.at ?? null;
    const dur = f.startAt !== null && endAt !== null ? endAt - f.startAt : null;
    if (!timedOut && (dur === null || dur < LONG_REQUEST_MS)) return [];
    return [
      say(ctx.options.lang, timedOut ? 'timedOut' : 'long', t.request.source, t.method, t.target, dur, timedOut),
    ];
  },
};
