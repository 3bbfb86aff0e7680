/**
 * progress-after-cancel: progress or log messages for the id after the cancellation — the server kept working.
 * Spec: legacy receivers SHOULD "Stop processing the cancelled request"; 2026-07-28: the server "SHOULD stop work …
 * and MUST NOT send any further messages for it". Observed: server-everything keeps sending progress after a cancel
 * (shared/reference/sdk-behaviour.md #14).
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { docsPath, reporter, specWordMessages } from './support.js';

const id = 'progress-after-cancel';

// As error-response-to-cancel: MUST NOT send further messages (2026) is an error, SHOULD NOT a warning.
const meta = {
  id,
  severity: 'error',
  summary: 'progress or log messages for the id after the cancellation: the server kept working',
  docs: docsPath(id),
  needs: ['cancel', 'stream'],
  messages: specWordMessages('progressAfterCancel'),
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const progressAfterCancel: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    const s = f.signal;
    if (!s) return [];
    // Only what came before the response (if any): progress after the final response is progress-after-response.
    const more = [...f.progressAfterSignal, ...f.logsAfterSignal].filter((e) => f.pos(e) < f.responsePos).sort((a, b) => f.pos(a) - f.pos(b));
    if (more.length === 0) return [];
    const rule = f.cancellation.rule;
    return [
      say(ctx.options.lang, rule.noResponseAfterCancel === 'MUST' ? 'mustNot' : 'shouldNot', more[0]!.source, more.length, JSON.stringify(t.id), f.version, rule.spec.afterCancel),
    ];
  },
};
