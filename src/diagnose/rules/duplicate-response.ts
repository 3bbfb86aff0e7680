/**
 * duplicate-response: two or more responses for one request id.
 * JSON-RPC 2.0: one response per request. Incidents A8: the Python SDK answered a cancel with
 * {"code":0,"message":"Request cancelled"} while the handler was also finishing ("Request already responded to"),
 * and some clients tear the transport down on the second, unknown-id response.
 */
import type { RequestRule } from '../types.js';
import { errorOf } from '../facts.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'duplicate-response';

export const duplicateResponse: RequestRule = {
  meta: { id, severity: 'error', summary: 'two or more responses for one request id', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    if (t.responses.length < 2) return [];
    const answers = t.responses.map((r) => {
      const e = errorOf(r);
      return e ? { code: e.code, message: e.message } : null;
    });
    return [
      finding(
        id,
        'error',
        m.duplicateResponse(JSON.stringify(t.id), answers),
        t.responses[1]!.source,
      ),
    ];
  },
};
