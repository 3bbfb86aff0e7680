/**
 * timeout-without-cancel: the requester gave up on a timer but never told the server.
 * Spec: lifecycle §Timeouts (2025-03-26+): "the sender SHOULD issue a cancellation notification for that request and
 * stop waiting"; 2026-07-28: cancel by closing the stream (HTTP) or notifications/cancelled (stdio, MUST).
 * SDKs: Python v1 never sends notifications/cancelled (python-sdk#2507); TS maxTotalTimeout rejects without one.
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'timeout-without-cancel';

export const timeoutWithoutCancel: RequestRule = {
  meta: { id, severity: 'warning', summary: 'the requester gave up on a timer but never told the server', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    const c = ctx.classification;
    if (c.outcome !== 'abandoned' || (c.cause !== 'client-timeout' && c.cause !== 'max-total-timeout')) return [];
    const f = requestFacts(t);
    const rule = f.cancellation.rule;
    const src = f.hostLogs.find((h) => h.match.meaning === 'timeout' || h.match.meaning === 'max-total-timeout')?.event.source ?? t.request.source;
    return [
      finding(
        id,
        rule.cancelOnTimeout === 'SHOULD' ? 'warning' : 'info',
        m.timeoutWithoutCancel(JSON.stringify(t.id), c.timeout ? c.timeout.basis : null, f.version, rule.spec.timeout, c.cause === 'max-total-timeout'),
        src,
      ),
    ];
  },
};
