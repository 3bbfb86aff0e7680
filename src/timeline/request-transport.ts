import type { Transport } from '../events.js';
import type { RequestTimeline } from './types.js';

/**
 * The transport a request ran over as the capture proves it (docs/json-report.md, `requests[].transport`): its session's,
 * when evidence about the whole connection names one (a reader's format or connect line, an HTTP exchange, the stream's
 * own events); else its own request event's; else what a sentence of its own proves (RequestTimeline.ownTransport: a
 * client transport's frame under its error, the SDK's `Streamable HTTP error: `), which no other request of the session
 * shares; else null, unknown.
 */
export function requestTransport(t: Pick<RequestTimeline, 'session' | 'request' | 'ownTransport'>): Transport | null {
  return t.session.transport ?? t.request.transport ?? t.ownTransport ?? null;
}
