/**
 * stale-cancel-after-result: a timeout cancel sent after the result already arrived, on a request whose progress
 * was resetting the timer — the TypeScript SDK maxTotalTimeout quirk (shared/reference/sdk-behaviour.md #6).
 * The SDK checks maxTotalTimeout only on progress; past the cap it rejects the caller with "Maximum total timeout
 * exceeded" and sends nothing, but `_resetTimeout` has already dropped the timer handle, so the timer armed at the
 * last reset still fires and sends a stale notifications/cancelled with the plain "Request timed out" reason —
 * observed ~0.4 s after the result. The caller was probably already told the call failed although it completed.
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { between } from '../facts.js';
import { docsPath, reporter, staleTimerCancels } from './support.js';

const id = 'stale-cancel-after-result';

const meta = {
  id,
  severity: 'warning',
  summary: 'a timeout cancel sent after the result arrived (TS SDK maxTotalTimeout stale timer)',
  docs: docsPath(id),
  needs: ['cancel'],
  messages: {
    stale: { message: 'staleCancelAfterResult' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const staleCancelAfterResult: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    const stale = staleTimerCancels(t, f);
    if (stale.length === 0) return [];
    const c = stale[0]!;
    const cap = ctx.options.maxTotalTimeoutMs;
    return [
      say(ctx.options.lang, 'stale', c.source, JSON.stringify(t.id), between(f.firstResponse!.at, c.at), cap ?? null),
    ];
  },
};
