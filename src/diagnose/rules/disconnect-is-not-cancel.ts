/**
 * disconnect-is-not-cancel: legacy Streamable HTTP / HTTP+SSE — a stream closed with no notifications/cancelled;
 * the server was not asked to stop.
 * Spec (2025-03-26, 2025-06-18, 2025-11-25 transports.mdx): "Disconnection SHOULD NOT be interpreted as the client
 * cancelling its request. To cancel, the client SHOULD explicitly send an MCP CancelledNotification." TS v1 HTTP
 * server: a closed POST stream only drops the mapping and does not abort the handler. A 2025-11-25 polling close
 * (after a priming event) is normal and not flagged. 2026-07-28 is the opposite: the close IS the cancellation.
 */
import type { RequestRule } from '../types.js';
import { brokeWithoutAnswer, requestFacts } from '../facts.js';
import { docsPath, finding, underVersion } from './support.js';

const id = 'disconnect-is-not-cancel';

export const disconnectIsNotCancel: RequestRule = {
  meta: { id, severity: 'warning', summary: 'legacy HTTP: a stream closed with no notifications/cancelled; the server was not asked to stop', docs: docsPath(id) },
  scope: 'request',
  check(t) {
    const f = requestFacts(t);
    const lookup = f.stream;
    if (!lookup || lookup.rule.cancelSignal !== 'notification' || lookup.rule.transport === 'stdio') return [];
    if (f.firstResponse) return []; // the response was delivered anyway (e.g. after a resume)
    // A stream that ended with an HTTP error status was answered (gateway page, 404 session): not a disconnect.
    const cut = f.streamEnds.find((e) => brokeWithoutAnswer(e) && !e.stream.resumedBy);
    if (!cut) return [];
    if (f.firstCancelNotification && f.pos(f.firstCancelNotification) < cut.pos) return [];
    const by = cut.stream.closedBy ?? 'an unknown party';
    return [
      finding(
        id,
        'warning',
        `The response stream for id ${JSON.stringify(t.id)} was closed by ${by} before the response and no notifications/cancelled was sent: ${underVersion(f.version, lookup.assumed ? 'legacy' : undefined)} the server was not asked to stop and may still have done the work. ${lookup.rule.spec}`,
        cut.close.source,
      ),
    ];
  },
};
