/**
 * The requester's words that it stopped waiting before the first response (classify/stopped-waiting.ts, step 1c, says
 * which words count and why). A fact of the request (RequestFacts.stoppedWaiting), found once: the fast path
 * (plain.ts (f)) and step 1c both read it.
 */
import type { HostSaid, WireEvent } from '../events.js';
import type { RequestTimeline } from '../timeline/types.js';
import { matchReason } from '../protocol/reasons.js';
import { failedOnOwnStop } from '../timeline/host-requests.js';
import type { RequestFacts } from './facts.js';

/**
 * The requester's first words that it stopped waiting, said before the first response (in capture order and, when
 * both are dated, not after it), when no cancellation signal came before that response; null otherwise.
 */
export function stoppedWaitingWords(
  t: RequestTimeline,
  f: Pick<RequestFacts, 'firstResponse' | 'signal' | 'signalBeforeResponse' | 'pos' | 'responsePos'>,
): WireEvent | null {
  const r = f.firstResponse;
  if (r === null || t.said.length === 0) return null;
  if (f.signal !== null && f.signalBeforeResponse) return null;
  const responder = t.from === 'client' ? 'server' : 'client';
  for (const e of t.said) {
    const s = e.said;
    if (s === undefined || s.late === true || e.from === responder) continue;
    // A cancel or a close in words of no known side may be the receiver's ("Request cancelled" in a server's output, a
    // server's own transport closing): only the requester's own count.
    if (s.kind !== 'timer-fired' && !failedOnOwnStop(s) && !(e.from === t.from && (ownCancel(s) || s.callEnd === true || closedUnder(s)))) continue;
    if (f.pos(e) >= f.responsePos) continue;
    if (e.at !== null && r.at !== null && e.at > r.at) continue;
    return e;
  }
  return null;
}

function ownCancel(s: HostSaid): boolean {
  return s.kind === 'cancelled' && s.received !== true;
}

/**
 * The SDKs' local errors for a call still pending when the requester's transport closed (protocol/reasons.ts): the
 * TypeScript SDK's "MCP error -32000: Connection closed" (Protocol._onclose rejects every pending call with it), the same
 * by its code alone, the Python SDK's "Connection closed", a closed anyio stream or client. A transport error of the
 * exchange (`fetch failed`, ECONNRESET) is not one of them: a send a host may retry, after which an answer still counts.
 */
const CLOSED_TRANSPORT = new Set(['connection-closed', 'connection-closed-bare-code', 'py-connection-closed', 'closed-client']);

/** The requester's transport closed under the call: its words of a closed connection, or a failure with such an error. */
export function closedUnder(s: HostSaid): boolean {
  if (s.kind === 'connection-closed') return true;
  return s.kind === 'failed' && CLOSED_TRANSPORT.has(matchReason(s.error ?? '', 'host-log')?.pattern.id ?? '');
}
