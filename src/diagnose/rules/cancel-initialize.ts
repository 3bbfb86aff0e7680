/**
 * cancel-initialize: a client cancelled `initialize`.
 * Spec (2024-11-05 … 2025-11-25 cancellation.mdx): "The initialize request MUST NOT be cancelled by clients";
 * 2025-11-25 schema: "A client MUST NOT attempt to cancel its initialize request." 2026-07-28 has no initialize.
 * SDKs: TS v1 cancels it on an initialize timeout (shared/reference/sdk-behaviour.md #5); TS v2 and Python v2 settle it locally.
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { between } from '../facts.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { docsPath, reporter, assumedCancellationRow } from './support.js';

const id = 'cancel-initialize';

const meta = {
  id,
  severity: 'error',
  summary: 'a client cancelled initialize (forbidden up to 2025-11-25)',
  docs: docsPath(id),
  needs: ['cancel'],
  messages: {
    cancelled: { message: 'cancelInitialize' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const cancelInitialize: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    if (t.method !== 'initialize' || t.cancels.length === 0) return [];
    const f = ctx.facts;
    const c = t.cancels[0]!;
    const rule = f.cancellation.rule;
    const spec = rule.spec.initialize ?? '"The initialize request MUST NOT be cancelled by clients"';
    const p = c.message?.params as Record<string, unknown> | undefined;
    const reason = typeof p?.['reason'] === 'string' ? p['reason'] : null;
    // Name the SDK only when the reason text identifies it (protocol/reasons.ts); otherwise say
    // which client is known to do this, without pinning it on this one.
    const sdk = readCancelReason(p?.['reason']).match?.pattern.sdk ?? null;
    const tsV1 = sdk !== null && /^TypeScript SDK (v1|≤)/.test(sdk) ? sdk : null;
    return [
      say(ctx.options.lang, 'cancelled', c.source, t.from, JSON.stringify(t.id), between(f.startAt, c.at), reason, f.version, assumedCancellationRow(f.cancellation), spec, tsV1),
    ];
  },
};
