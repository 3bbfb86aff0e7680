/**
 * progress-after-response: progress for the request after its final response.
 * Spec (progress.mdx): "Progress notifications MUST stop after completion"; the token is no longer live, so the TS
 * SDK reports "Received a progress notification for an unknown token" and some clients drop the connection
 * (incidents A13).
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'progress-after-response';

const meta = {
  id,
  severity: 'warning',
  summary: 'progress after the final response',
  docs: docsPath(id),
  needs: ['progress-after-response'],
  messages: {
    late: { message: 'progressAfterResponse' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const progressAfterResponse: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    if (!f.firstResponse) return [];
    const late = t.progress.filter((e) => f.pos(e) > f.responsePos);
    if (late.length === 0) return [];
    return [
      say(ctx.options.lang, 'late', late[0]!.source, late.length, JSON.stringify(t.id)),
    ];
  },
};
