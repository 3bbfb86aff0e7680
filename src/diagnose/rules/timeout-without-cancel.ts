/**
 * timeout-without-cancel: the requester gave up on a timer but never told the server.
 * Spec: lifecycle §Timeouts (2025-03-26+): "the sender SHOULD issue a cancellation notification for that request and
 * stop waiting"; 2026-07-28: cancel by closing the stream (HTTP) or notifications/cancelled (stdio, MUST).
 * SDKs: Python v1 never sends notifications/cancelled (python-sdk#2507); TS maxTotalTimeout rejects without one.
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'timeout-without-cancel';

// Where the version says the requester SHOULD cancel on a timeout, not doing so is a warning; elsewhere a note.
const meta = {
  id,
  severity: 'warning',
  summary: 'the requester gave up on a timer but never told the server',
  docs: docsPath(id),
  needs: ['unfinished'],
  messages: {
    should: { message: 'timeoutWithoutCancel' },
    note: { message: 'timeoutWithoutCancel', severity: 'info' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const timeoutWithoutCancel: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const c = ctx.classification;
    if (c.outcome !== 'abandoned' || (c.cause !== 'client-timeout' && c.cause !== 'max-total-timeout')) return [];
    const f = ctx.facts;
    const rule = f.cancellation.rule;
    const src = f.timerLog?.event.source ?? t.request.source;
    return [
      say(ctx.options.lang, rule.cancelOnTimeout === 'SHOULD' ? 'should' : 'note', src, JSON.stringify(t.id), c.timeout ? c.timeout.basis : null, f.version, rule.spec.timeout, c.cause === 'max-total-timeout'),
    ];
  },
};
