/**
 * 2024-11-05 HTTP+SSE (`basic/transports.mdx`): the client POSTs every message to the endpoint the server
 * announced (answered `202 Accepted`, sdk-behaviour: TS1 `src/server/sse.ts`), and every server message, responses
 * included, travels on the session's one `GET /sse` stream. That GET stream is the only return channel of every
 * request whose POST was accepted: when it closes, each client request still unanswered has lost its way back,
 * whatever the client does next (the TS SDK's EventSource reconnects about 3 s later, into a *new* session that the
 * client adopts silently — sdk-behaviour "Legacy HTTP+SSE"). For those requests the channel's close is what a
 * transport close is for stdio, so it is filed as their `transportClose`.
 *
 * Once per close of such a stream, over the session's open requests (as a session end is): no per-event work.
 */
import type { WireEvent } from '../events.js';
import { clip } from './details.js';
import { addEntry, S_EMITTED, type Sess, type StreamState } from './state.js';

/** Whether `st`, closing with `e`, is an HTTP+SSE session's GET return channel. */
export function isSseChannel(sess: Sess, st: StreamState, e: WireEvent): boolean {
  if ((e.transport ?? sess.info.transport) !== 'http+sse') return false;
  const method = e.stream?.method ?? st.open?.stream?.method;
  return method === 'GET';
}

/** The return channel closed: every open client request of the session has lost its response path. */
export function sseChannelClosed(sess: Sess, st: StreamState, e: WireEvent): void {
  if (sess.open.size === 0) return;
  const by = e.stream?.closedBy ?? null;
  const err = e.stream?.error;
  const detail = `HTTP+SSE: the GET stream ${clip(st.id, 60)} that carries every response closed${by ? ` (by ${by}${err ? `, ${clip(err, 80)}` : ''})` : err ? ` (${clip(err, 80)})` : ''}; this request's response has no way back`;
  const open = sess.open;
  for (const h of open.handles()) {
    if ((open.stateAt(h) & S_EMITTED) !== 0 || open.fromAt(h) !== 'client') continue;
    const req = open.reqAt(h);
    const t = req.t;
    if (t.transportClose !== null) continue;
    t.transportClose = e;
    addEntry(req, 'transport-close', e, detail);
    req.troubled = true;
  }
}
