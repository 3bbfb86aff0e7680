/**
 * A server's log that says only that cancels reached it, pasted beside the client's words for the calls it gave up on
 * its own timer: langchain4j's "There was a timeout executing the tool" printed by the client app's endpoint and, in the
 * Quarkus MCP server's console, "Ignored unknown/completed/invalid cancel request with id 3 [...]" at the same moment
 * (quarkiverse/quarkus-langchain4j#2234). Neither shows a JSON-RPC message and they share no clock, so nothing aligns
 * them (align.ts) and no line names the other's request (mentions.ts); what ties them is the cancel itself: a client that
 * sends notifications/cancelled when its timer lets a call go (protocol/hosts.ts cancelsOnTimer) and the server's words
 * that a cancel arrived (HostSaid.received). As many of each, in order, are the same calls seen from both ends: the
 * server's line is a sighting of the client's words (Source.also) and the id it names is that call's. Pure.
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { writerCancelsOnTimer } from '../../protocol/hosts.js';

/** The server's words that a cancel for a request arrived (rows with `received`). */
function isReceivedCancel(e: WireEvent): boolean {
  const s = e.said;
  return s !== undefined && s.kind === 'cancelled' && s.received === true && e.from === 'server' && s.scope !== 'connection';
}

/** Words that speak of a request other than a received cancel. */
function speaksOfRequest(s: HostSaid): boolean {
  if (s.kind === 'http-status') return (s.status ?? 0) >= 400;
  return s.kind === 'request-sent' || s.kind === 'waiting' || s.kind === 'timer-fired' || s.kind === 'failed' || s.kind === 'completed' || s.kind === 'cancelled' || s.kind === 'session-not-found';
}

/** A request the client let go on its own timer, a client that cancels when it does, the id not named. */
function isCancellingTimer(e: WireEvent): boolean {
  const s = e.said;
  return s !== undefined && s.kind === 'timer-fired' && s.scope !== 'connection' && s.id === undefined && s.method !== 'initialize' && writerCancelsOnTimer(s.phrase) && e.source.also === undefined;
}

export interface CancelSightings {
  /** extra index → ref index of the timed-out call whose cancel the server's line reports. */
  pairs: Array<readonly [number, number]>;
}

/**
 * The server's received cancels in `extra` paired with the timed-out calls in `ref`'s words whose cancels they are, in
 * order, or null when `extra` is not only that: a JSON-RPC message on either side, other words about a request in
 * `extra`, or not exactly as many such calls in `ref`.
 */
export function cancelsSeen(ref: readonly WireEvent[], extra: readonly WireEvent[]): CancelSightings | null {
  if (ref.some((e) => e.kind === 'message') || extra.some((e) => e.kind === 'message')) return null;
  const received: number[] = [];
  for (const [i, e] of extra.entries()) {
    if (e.said === undefined) continue;
    if (isReceivedCancel(e)) received.push(i);
    else if (speaksOfRequest(e.said)) return null;
  }
  if (received.length === 0) return null;
  const timers: number[] = [];
  for (const [i, e] of ref.entries()) if (isCancellingTimer(e)) timers.push(i);
  if (timers.length !== received.length) return null;
  return { pairs: received.map((x, k) => [x, timers[k]!] as const) };
}

/**
 * `calls` with each received cancel of `cancels` that `pairs` pairs with one added to that call's sightings, the id the
 * server named given to the call's words, and the indices of the cancels so placed.
 */
export function cancelSighted(calls: readonly WireEvent[], cancels: readonly WireEvent[], pairs: ReadonlyArray<readonly [number, number]>): { calls: WireEvent[]; used: Set<number> } {
  const out = [...calls];
  const used = new Set<number>();
  for (const [x, r] of pairs) {
    const e = cancels[x]!;
    const c = out[r]!;
    const id = e.said?.id;
    out[r] = {
      ...c,
      ...(c.said !== undefined && id !== undefined ? { said: { ...c.said, id } } : {}),
      source: { ...c.source, also: [...(c.source.also ?? []), { source: e.source, at: e.at }] },
    };
    used.add(x);
  }
  return { calls: out, used };
}
