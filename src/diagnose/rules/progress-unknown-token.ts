/**
 * progress-unknown-token: progress for a token no live request carries.
 * Spec (progress.mdx): notifications "MUST only reference tokens that: Were provided in an active request; Are
 * associated with an in-progress operation"; "Progress notifications MUST stop after completion". TS SDK logs
 * "Received a progress notification for an unknown token"; some clients drop the transport (incidents A13).
 */
import type { WireEvent } from '../../events.js';
import type { RuleMeta, SessionRule } from '../types.js';
import { progressValue } from '../facts.js';
import { hasHostCut } from '../../protocol/reasons.js';
import { docsPath, reporter } from './support.js';

const id = 'progress-unknown-token';

function hostCut(e: WireEvent): boolean {
  if (e.recovered) return true;
  const params = e.kind === 'message' ? (e.message as { params?: unknown } | undefined)?.params : undefined;
  if (params === undefined) return false;
  try {
    return hasHostCut(JSON.stringify(params));
  } catch {
    return false;
  }
}

const meta = {
  id,
  severity: 'warning',
  summary: 'progress for a token no live request carries',
  docs: docsPath(id),
  messages: {
    unknownToken: { message: 'progressUnknownToken' },
  },
} as const satisfies RuleMeta;
const say = reporter(meta);

export const progressUnknownToken: SessionRule = {
  meta,
  scope: 'session',
  check(s, ctx) {
    const byToken = new Map<string, { first: (typeof s.orphanProgress)[number]; n: number }>();
    for (const e of s.orphanProgress) {
      const tok = progressValue(e).token;
      // A token that is absent because the host log cut the body (Claude Desktop's
      // `…[N chars truncated]…`, shared/reference/log-formats.md §1.1) is lost evidence, not a server inventing a token.
      if (tok === undefined && hostCut(e)) continue;
      const key = tok === undefined ? '(none)' : JSON.stringify(tok);
      const hit = byToken.get(key);
      if (hit) hit.n++;
      else byToken.set(key, { first: e, n: 1 });
    }
    return [...byToken].map(([tok, { first, n }]) =>
      say(ctx.options.lang, 'unknownToken', first.source, n, tok),
    );
  },
};
