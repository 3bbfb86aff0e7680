/**
 * What the merge kinds that pair one capture's words with another capture's failures share (refusals.ts, restated.ts):
 * the second capture must say nothing but such sightings. A JSON-RPC message on either side, or words about a request
 * of their own, leave the pair to the other kinds. Pure.
 */
import type { HostSaid, WireEvent } from '../../events.js';

/** Words that speak of a request: any a request could be started or ended from. */
function speaksOfRequest(s: HostSaid): boolean {
  if (s.kind === 'http-status') return (s.status ?? 0) >= 400;
  return s.kind === 'request-sent' || s.kind === 'waiting' || s.kind === 'timer-fired' || s.kind === 'failed' || s.kind === 'completed' || s.kind === 'cancelled' || s.kind === 'session-not-found';
}

/**
 * The indices of `extra`'s words that `isSighting` takes, in order; null when there are none, when either capture holds
 * a JSON-RPC message, or when `extra` has other words about a request.
 */
export function sightingsOnly(ref: readonly WireEvent[], extra: readonly WireEvent[], isSighting: (s: HostSaid) => boolean): number[] | null {
  if (ref.some((e) => e.kind === 'message') || extra.some((e) => e.kind === 'message')) return null;
  const found: number[] = [];
  for (const [i, e] of extra.entries()) {
    if (e.said === undefined) continue;
    if (isSighting(e.said)) found.push(i);
    else if (speaksOfRequest(e.said)) return null;
  }
  return found.length === 0 ? null : found;
}
