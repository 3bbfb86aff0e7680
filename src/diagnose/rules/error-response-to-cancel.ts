/**
 * error-response-to-cancel: the server answered a cancelled request with an error.
 * Spec: receivers SHOULD "Not send a response for the cancelled request" (2026: MUST NOT send further messages).
 * SDKs: Python v1 answers every honoured cancel with {"code":0,"message":"Request cancelled"}; Python v2 on legacy
 * HTTP with -32800 "Request cancelled" (mirrors LSP). TS clients then log "Received a response for an unknown message
 * ID", which some hosts treat as fatal (incidents A8).
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { errorOf, between } from '../facts.js';
import { docsPath, reporter, specWordMessages } from './support.js';
import type { CancelAck } from '../../i18n/en-rules.js';

const id = 'error-response-to-cancel';

// The spec's word for answering after a cancel sets the severity: MUST NOT (2026) is an error, SHOULD NOT a warning.
const meta = {
  id,
  severity: 'error',
  summary: 'the server answered a cancelled request with an error (receivers SHOULD NOT respond)',
  docs: docsPath(id),
  needs: ['cancel', 'stream'],
  messages: specWordMessages('errorResponseToCancel'),
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const errorResponseToCancel: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    const s = f.signal;
    if (!s || !f.signalBeforeResponse || !f.firstResponse || !f.responseIsError) return [];
    const r = f.firstResponse;
    const err = errorOf(r)!;
    const ack = f.responseError?.meaning === 'cancel-ack';
    const rule = f.cancellation.rule;
    const who: CancelAck = ack ? (err.code === 0 ? 'python-v1' : err.code === -32800 ? 'python-v2' : 'other') : null;
    return [
      say(ctx.options.lang, rule.noResponseAfterCancel === 'MUST' ? 'mustNot' : 'shouldNot', r.source, JSON.stringify(t.id), err.code, err.message, between(s.at, r.at), who, f.version, rule.spec.afterCancel),
    ];
  },
};
