/**
 * progress-after-cancel: progress or log messages for the id after the cancellation — the server kept working.
 * Spec: legacy receivers SHOULD "Stop processing the cancelled request"; 2026-07-28: the server "SHOULD stop work …
 * and MUST NOT send any further messages for it". Observed: server-everything keeps sending progress after a cancel
 * (shared/reference/sdk-behaviour.md #14).
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'progress-after-cancel';

export const progressAfterCancel: RequestRule = {
  meta: { id, severity: 'warning', summary: 'progress or log messages for the id after the cancellation: the server kept working', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    const f = requestFacts(t);
    const s = f.signal;
    if (!s) return [];
    // Only what came before the response (if any): progress after the final response is progress-after-response.
    const more = [...f.progressAfterSignal, ...f.logsAfterSignal].filter((e) => f.pos(e) < f.responsePos).sort((a, b) => f.pos(a) - f.pos(b));
    if (more.length === 0) return [];
    const rule = f.cancellation.rule;
    const severity = rule.noResponseAfterCancel === 'MUST' ? 'error' : 'warning';
    return [
      finding(
        id,
        severity,
        m.progressAfterCancel(more.length, JSON.stringify(t.id), f.version, rule.spec.afterCancel),
        more[0]!.source,
      ),
    ];
  },
};
