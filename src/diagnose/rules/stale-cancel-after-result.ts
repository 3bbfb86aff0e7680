/**
 * stale-cancel-after-result: a timeout cancel sent after the result already arrived, on a request whose progress
 * was resetting the timer — the TypeScript SDK maxTotalTimeout quirk (shared/reference/sdk-behaviour.md #6).
 * The SDK checks maxTotalTimeout only on progress; past the cap it rejects the caller with "Maximum total timeout
 * exceeded" and sends nothing, but `_resetTimeout` has already dropped the timer handle, so the timer armed at the
 * last reset still fires and sends a stale notifications/cancelled with the plain "Request timed out" reason —
 * observed ~0.4 s after the result. The caller was probably already told the call failed although it completed.
 */
import type { RequestRule } from '../types.js';
import { requestFacts, between } from '../facts.js';
import { docsPath, finding, staleTimerCancels } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'stale-cancel-after-result';

export const staleCancelAfterResult: RequestRule = {
  meta: { id, severity: 'warning', summary: 'a timeout cancel sent after the result arrived (TS SDK maxTotalTimeout stale timer)', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    const f = requestFacts(t);
    const stale = staleTimerCancels(t, f);
    if (stale.length === 0) return [];
    const c = stale[0]!;
    const cap = ctx.options.maxTotalTimeoutMs;
    return [
      finding(
        id,
        'warning',
        m.staleCancelAfterResult(JSON.stringify(t.id), between(f.firstResponse!.at, c.at), cap ?? null),
        c.source,
      ),
    ];
  },
};
