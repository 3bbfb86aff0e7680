/**
 * progress-after-response: progress for the request after its final response.
 * Spec (progress.mdx): "Progress notifications MUST stop after completion"; the token is no longer live, so the TS
 * SDK reports "Received a progress notification for an unknown token" and some clients drop the connection
 * (incidents A13).
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'progress-after-response';

export const progressAfterResponse: RequestRule = {
  meta: { id, severity: 'warning', summary: 'progress after the final response', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    const f = requestFacts(t);
    if (!f.firstResponse) return [];
    const late = t.progress.filter((e) => f.pos(e) > f.responsePos);
    if (late.length === 0) return [];
    return [
      finding(
        id,
        'warning',
        m.progressAfterResponse(late.length, JSON.stringify(t.id)),
        late[0]!.source,
      ),
    ];
  },
};
