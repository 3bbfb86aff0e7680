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
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { brokeWithoutAnswer, resumedIn } from '../facts.js';
import { docsPath, reporter } from './support.js';

const id = 'disconnect-is-not-cancel';

const meta = {
  id,
  severity: 'warning',
  summary: 'legacy HTTP: a stream closed with no notifications/cancelled; the server was not asked to stop',
  docs: docsPath(id),
  needs: ['stream', 'transport-close'],
  messages: {
    sseChannel: { message: 'disconnectSseChannel' },
    stream: { message: 'disconnectStream' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const disconnectIsNotCancel: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
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
        say(ctx.options.lang, 'sseChannel', channel.source, channel.stream?.closedBy ?? null, JSON.stringify(t.id), f.version, lookup.rule.spec),
      ];
    }
    if (!cut) return [];
    if (f.firstCancelNotification && f.pos(f.firstCancelNotification) < cut.pos) return [];
    const by = cut.stream.closedBy ?? null;
    return [
      say(ctx.options.lang, 'stream', cut.close.source, JSON.stringify(t.id), by, f.version, lookup.assumed ? 'legacy' : undefined, lookup.rule.spec),
    ];
  },
};
