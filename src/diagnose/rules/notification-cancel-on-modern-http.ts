/**
 * notification-cancel-on-modern-http: 2026-07-28 Streamable HTTP — `notifications/cancelled` sent where closing the
 * request's SSE stream is the signal.
 * Spec (2026-07-28 streamable-http.mdx): "Closing the SSE response stream is the cancellation signal … No
 * notifications/cancelled message is required or expected"; Note: "notifications/cancelled, is used only on the stdio
 * transport". TS v2 and Python v2 abort the POST instead (shared/reference/sdk-behaviour.md #18).
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'notification-cancel-on-modern-http';

export const notificationCancelOnModernHttp: RequestRule = {
  meta: { id, severity: 'warning', summary: '2026-07-28 Streamable HTTP: notifications/cancelled sent where closing the stream is the signal', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    const f = requestFacts(t);
    if (!f.stream?.rule.notificationCancelIsFinding || t.cancels.length === 0) return [];
    const streamClosed = f.streamEnds.some((e) => e.meaning === 'cancellation');
    return [
      finding(
        id,
        'warning',
        m.notificationCancelOnModernHttp(JSON.stringify(t.id), f.version, streamClosed, f.stream.rule.spec),
        t.cancels[0]!.source,
      ),
    ];
  },
};
