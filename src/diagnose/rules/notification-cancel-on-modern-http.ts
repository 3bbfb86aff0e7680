/**
 * notification-cancel-on-modern-http: 2026-07-28 Streamable HTTP — `notifications/cancelled` sent where closing the
 * request's SSE stream is the signal.
 * Spec (2026-07-28 streamable-http.mdx): "Closing the SSE response stream is the cancellation signal … No
 * notifications/cancelled message is required or expected"; Note: "notifications/cancelled, is used only on the stdio
 * transport". TS v2 and Python v2 abort the POST instead (shared/reference/sdk-behaviour.md #18).
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'notification-cancel-on-modern-http';

const meta = {
  id,
  severity: 'warning',
  summary: '2026-07-28 Streamable HTTP: notifications/cancelled sent where closing the stream is the signal',
  docs: docsPath(id),
  needs: ['cancel'],
  messages: {
    notification: { message: 'notificationCancelOnModernHttp' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const notificationCancelOnModernHttp: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    if (!f.stream?.rule.notificationCancelIsFinding || t.cancels.length === 0) return [];
    const streamClosed = f.streamEnds.some((e) => e.meaning === 'cancellation');
    return [
      say(ctx.options.lang, 'notification', t.cancels[0]!.source, JSON.stringify(t.id), f.version, streamClosed, f.stream.rule.spec),
    ];
  },
};
