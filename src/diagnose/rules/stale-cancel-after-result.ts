/**
 * stale-cancel-after-result: a timeout cancel sent after the result already arrived, on a request whose progress
 * was resetting the timer — the TypeScript SDK maxTotalTimeout quirk (shared/reference/sdk-behaviour.md #6).
 * The SDK checks maxTotalTimeout only on progress; past the cap it rejects the caller with "Maximum total timeout
 * exceeded" and sends nothing, but `_resetTimeout` has already dropped the timer handle, so the timer armed at the
 * last reset still fires and sends a stale notifications/cancelled with the plain "Request timed out" reason —
 * observed ~0.4 s after the result. The caller was probably already told the call failed although it completed.
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding, gapText, staleTimerCancels } from './support.js';

const id = 'stale-cancel-after-result';

export const staleCancelAfterResult: RequestRule = {
  meta: { id, severity: 'warning', summary: 'a timeout cancel sent after the result arrived (TS SDK maxTotalTimeout stale timer)', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const f = requestFacts(t);
    const stale = staleTimerCancels(t, f);
    if (stale.length === 0) return [];
    const c = stale[0]!;
    const cap = ctx.options.maxTotalTimeoutMs;
    return [
      finding(
        id,
        'warning',
        `A timeout notifications/cancelled for id ${JSON.stringify(t.id)} was sent${gapText(f.firstResponse!.at, c.at)} after its result arrived, on a request whose progress reset the timer. This is the TypeScript SDK maxTotalTimeout quirk: past the total cap${cap ? ` (${cap} ms)` : ''} the caller is rejected with "MCP error -32001: Maximum total timeout exceeded" without any cancel, and the orphaned per-request timer fires later. The server completed the work, but the application was most likely told it failed.`,
        c.source,
      ),
    ];
  },
};
