/**
 * duplicate-response: two or more responses for one request id.
 * JSON-RPC 2.0: one response per request. Incidents A8: the Python SDK answered a cancel with
 * {"code":0,"message":"Request cancelled"} while the handler was also finishing ("Request already responded to"),
 * and some clients tear the transport down on the second, unknown-id response.
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { errorOf } from '../facts.js';
import { docsPath, reporter } from './support.js';

const id = 'duplicate-response';

const meta = {
  id,
  severity: 'error',
  summary: 'two or more responses for one request id',
  docs: docsPath(id),
  needs: ['second-response'],
  messages: {
    duplicate: { message: 'duplicateResponse' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const duplicateResponse: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    if (t.responses.length < 2) return [];
    const answers = t.responses.map((r) => {
      const e = errorOf(r);
      return e ? { code: e.code, message: e.message } : null;
    });
    return [
      say(ctx.options.lang, 'duplicate', t.responses[1]!.source, JSON.stringify(t.id), answers),
    ];
  },
};
