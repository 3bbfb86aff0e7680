/**
 * disconnect-is-not-cancel: legacy Streamable HTTP / HTTP+SSE — a stream closed with no notifications/cancelled;
 * the server was not asked to stop.
 * Spec (2025-03-26, 2025-06-18, 2025-11-25 transports.mdx): "Disconnection SHOULD NOT be interpreted as the client
 * cancelling its request. To cancel, the client SHOULD explicitly send an MCP CancelledNotification." TS v1 HTTP
 * server: a closed POST stream only drops the mapping and does not abort the handler. A 2025-11-25 polling close
 * (after a priming event) is normal and not flagged. 2026-07-28 is the opposite: the close IS the cancellation.
 * A stream counts as resumed only if a resume GET was not refused (404 "Session not found" after a server restart
 * leaves the call cut off). HTTP+SSE (2024-11-05): the session's GET stream is every request's return channel, so
 * its close is this request's disconnect.
 */
import type { RequestRule } from '../types.js';
import { brokeWithoutAnswer, requestFacts, resumedIn } from '../facts.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'disconnect-is-not-cancel';

export const disconnectIsNotCancel: RequestRule = {
  meta: { id, severity: 'warning', summary: 'legacy HTTP: a stream closed with no notifications/cancelled; the server was not asked to stop', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
    const f = requestFacts(t);
    const lookup = f.stream;
    if (!lookup || lookup.rule.cancelSignal !== 'notification' || lookup.rule.transport === 'stdio') return [];
    if (f.firstResponse) return []; // the response was delivered anyway (e.g. after a resume)
    // A stream that ended with an HTTP error status was answered (gateway page, 404 session): not a disconnect.
    // A stream whose resumes were all refused (404 after a server restart) was not resumed; a resume stream's own
    // HTTP error end is the session's, so the request's cut is the one that counts.
    const cut = f.streamEnds.find((e) => brokeWithoutAnswer(e) && !resumedIn(t, e.stream));
    // HTTP+SSE: the session's one GET channel closed with the request unanswered (timeline/sse-channel.ts).
    const channel = !cut && t.transportClose?.kind === 'stream-close' && f.transport === 'http+sse' ? t.transportClose : null;
    if (channel) {
      if (f.firstCancelNotification && f.pos(f.firstCancelNotification) < f.pos(channel)) return [];
      return [
        finding(
          id,
          'warning',
          m.disconnectSseChannel(channel.stream?.closedBy ?? null, JSON.stringify(t.id), f.version, lookup.rule.spec),
          channel.source,
        ),
      ];
    }
    if (!cut) return [];
    if (f.firstCancelNotification && f.pos(f.firstCancelNotification) < cut.pos) return [];
    const by = cut.stream.closedBy ?? null;
    return [
      finding(
        id,
        'warning',
        m.disconnectStream(JSON.stringify(t.id), by, f.version, lookup.assumed ? 'legacy' : undefined, lookup.rule.spec),
        cut.close.source,
      ),
    ];
  },
};
