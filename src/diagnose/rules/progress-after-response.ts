/**
 * progress-after-response: progress for the request after its final response.
 * Spec (progress.mdx): "Progress notifications MUST stop after completion"; the token is no longer live, so the TS
 * SDK reports "Received a progress notification for an unknown token" and some clients drop the connection
 * (incidents A13).
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding } from './support.js';

const id = 'progress-after-response';

export const progressAfterResponse: RequestRule = {
  meta: { id, severity: 'warning', summary: 'progress after the final response', docs: docsPath(id) },
  scope: 'request',
  check(t) {
    const f = requestFacts(t);
    if (!f.firstResponse) return [];
    const late = t.progress.filter((e) => f.pos(e) > f.responsePos);
    if (late.length === 0) return [];
    return [
      finding(
        id,
        'warning',
        `${late.length} progress notification(s) for id ${JSON.stringify(t.id)} arrived after its response: "Progress notifications MUST stop after completion". The requester no longer knows the token (TS SDK: "Received a progress notification for an unknown token").`,
        late[0]!.source,
      ),
    ];
  },
};
