/**
 * duplicate-response: two or more responses for one request id.
 * JSON-RPC 2.0: one response per request. Incidents A8: the Python SDK answered a cancel with
 * {"code":0,"message":"Request cancelled"} while the handler was also finishing ("Request already responded to"),
 * and some clients tear the transport down on the second, unknown-id response.
 */
import type { RequestRule } from '../types.js';
import { errorOf } from '../facts.js';
import { docsPath, finding } from './support.js';

const id = 'duplicate-response';

export const duplicateResponse: RequestRule = {
  meta: { id, severity: 'error', summary: 'two or more responses for one request id', docs: docsPath(id) },
  scope: 'request',
  check(t) {
    if (t.responses.length < 2) return [];
    const kinds = t.responses.map((r) => {
      const e = errorOf(r);
      return e ? `error ${e.code ?? '?'}${e.message ? ` "${e.message}"` : ''}` : 'result';
    });
    return [
      finding(
        id,
        'error',
        `${t.responses.length} responses for id ${JSON.stringify(t.id)} (${kinds.join(', then ')}): a request gets exactly one response. The requester sees the later ones as responses for an unknown id; some clients drop the connection on that.`,
        t.responses[1]!.source,
      ),
    ];
  },
};
