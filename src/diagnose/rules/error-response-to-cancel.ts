/**
 * error-response-to-cancel: the server answered a cancelled request with an error.
 * Spec: receivers SHOULD "Not send a response for the cancelled request" (2026: MUST NOT send further messages).
 * SDKs: Python v1 answers every honoured cancel with {"code":0,"message":"Request cancelled"}; Python v2 on legacy
 * HTTP with -32800 "Request cancelled" (mirrors LSP). TS clients then log "Received a response for an unknown message
 * ID", which some hosts treat as fatal (incidents A8).
 */
import type { RequestRule } from '../types.js';
import { errorOf, requestFacts } from '../facts.js';
import { docsPath, finding, gapText, underVersion } from './support.js';

const id = 'error-response-to-cancel';

export const errorResponseToCancel: RequestRule = {
  meta: { id, severity: 'warning', summary: 'the server answered a cancelled request with an error (receivers SHOULD NOT respond)', docs: docsPath(id) },
  scope: 'request',
  check(t) {
    const f = requestFacts(t);
    const s = f.signal;
    if (!s || !f.signalBeforeResponse || !f.firstResponse || !f.responseIsError) return [];
    const r = f.firstResponse;
    const err = errorOf(r)!;
    const ack = f.responseError?.meaning === 'cancel-ack';
    const rule = f.cancellation.rule;
    const who = ack
      ? err.code === 0
        ? ' This is the Python SDK v1 acknowledgement (code 0).'
        : err.code === -32800
          ? ' This is the Python SDK v2 legacy-HTTP acknowledgement (-32800, LSP style).'
          : ' It acknowledges the cancellation.'
      : '';
    return [
      finding(
        id,
        rule.noResponseAfterCancel === 'MUST' ? 'error' : 'warning',
        `The server answered cancelled id ${JSON.stringify(t.id)} with error ${err.code ?? '?'} "${err.message ?? ''}"${gapText(s.at, r.at)} after the cancellation.${who} ${underVersion(f.version)}, ${rule.spec.afterCancel}; a requester that already forgot the id may report "Received a response for an unknown message ID".`,
        r.source,
      ),
    ];
  },
};
