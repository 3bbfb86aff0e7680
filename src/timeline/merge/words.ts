/**
 * A host's words about its calls, in a capture with no JSON-RPC in it (Claude Code's "Calling MCP tool: reconcile_month"
 * and "Tool 'reconcile_month' failed after 60s: MCP error -32001: Request timed out"), analyzed with another capture of
 * the same incident that holds the calls on the wire (the server's recording, a gateway's log). The two label their
 * sessions each in its own way (the host by server name and start, the recorder by process lifetime), share no message
 * to align on (align.ts), and the words name the tool but not its arguments or id (mentions.ts). What ties one of the
 * host's words to one wire request is then all of:
 *
 * - the same method and the same target (tool name or resource URI), and the same id when the words print one;
 * - the time: the words fall within the request's life on the wire — not before it was sent, not after its answer —
 *   within the tolerance two captures' wall clocks agree to (align.ts TOLERANCE_MS); words that a call started are
 *   written as it is sent, and words that give how long it ran ("failed after 60s") put its start there too;
 * - one candidate only: words that fit two wire requests join neither, and a wire request that two sets of words would
 *   both start (or both end) joins none of them — the host made a call the wire capture does not show.
 *
 * Both captures are taken to share the wall clock (one machine, or clocks that agree within the tolerance): no offset is
 * estimated from words that carry no message. Anything less than all of the above is left apart, each capture a request
 * of its own, as before: the report never guesses a join (output contract: a field the capture does not show is never
 * guessed). Pure.
 */
import type { HostSaid, JsonRpcId, Party, WireEvent } from '../../events.js';
import { messageShape } from '../../events.js';
import { TOLERANCE_MS } from './align.js';
import { withMessage } from '../../plain-event.js';
import { typedKey } from '../keys.js';

/**
 * How far a stated duration may be from the wire's: hosts print it in whole seconds ("failed after 60s"), so up to a
 * second is rounding, on top of the clocks' tolerance.
 */
const ELAPSED_ROUNDING_MS = 1000;

/** Wire calls of one method and target looked at per line, newest first, before the line is left apart. */
const MAX_WALK = 512;

/** The number of calls in `list` (sorted by time) sent at or before `at`. */
function upperBound(list: readonly WireCall[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.at <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Word kinds that end a call (a second set of them for one wire request is another call). */
const ENDING: ReadonlySet<HostSaid['kind']> = new Set(['completed', 'failed', 'timer-fired', 'cancelled', 'connection-closed', 'session-not-found', 'http-status']);

export interface WireCall {
  /** Index of the request in the wire capture. */
  index: number;
  at: number;
  session: string | null;
  id: JsonRpcId;
  from: Party;
  method: string;
  target: string;
  /** When the first answer to it came, on the wire capture's clock; null when none did. */
  answeredAt: number | null;
}

/** The wire capture's dated requests that name a target, with when each was first answered. */
export function wireCalls(wire: readonly WireEvent[]): WireCall[] {
  const out: WireCall[] = [];
  const open = new Map<string, WireCall>();
  wire.forEach((e, index) => {
    const m = e.message;
    if (e.kind !== 'message' || m === undefined) return;
    const shape = messageShape(m);
    if (shape === 'request' && e.at !== null && typeof m.method === 'string') {
      const p = m.params !== null && typeof m.params === 'object' ? (m.params as Record<string, unknown>) : {};
      const target = typeof p.name === 'string' ? p.name : typeof p.uri === 'string' ? p.uri : null;
      if (target === null || target === '') return;
      const c: WireCall = { index, at: e.at, session: e.session, id: m.id!, from: e.from ?? 'client', method: m.method, target, answeredAt: null };
      out.push(c);
      open.set(`${e.session ?? ''}\u0000${c.from}\u0000${typedKey(c.id)}`, c);
    } else if ((shape === 'result' || shape === 'error') && m.id !== undefined && m.id !== null) {
      const asker: Party = e.from === 'client' ? 'server' : 'client';
      const k = `${e.session ?? ''}\u0000${asker}\u0000${typedKey(m.id)}`;
      const c = open.get(k);
      if (c !== undefined && c.answeredAt === null) c.answeredAt = e.at;
      open.delete(k);
    }
  });
  return out;
}

/** Whether the words, said at `at`, fit the wire call's method, target, id and time. */
export function fits(s: HostSaid, at: number, c: WireCall): boolean {
  if (s.method !== c.method || s.target !== c.target) return false;
  if (s.id !== undefined && typedKey(s.id) !== typedKey(c.id)) return false;
  // Not before the request was sent, nor after its answer came.
  if (at < c.at - TOLERANCE_MS) return false;
  if (c.answeredAt !== null && at > c.answeredAt + TOLERANCE_MS) return false;
  // Words that the call started are written as it is sent.
  if (s.kind === 'request-sent' && at > c.at + TOLERANCE_MS) return false;
  // Words that say how long it ran put its start where the request is.
  if (s.elapsedMs !== undefined && Math.abs(at - s.elapsedMs - c.at) > TOLERANCE_MS + ELAPSED_ROUNDING_MS) return false;
  return true;
}

/**
 * Pairs (index of the words in `words`, index of the request in `wire`) for each of the host's words that fits exactly
 * one wire request, with no wire request taking two starts or two ends; null when none pair, or when `words` holds a
 * JSON-RPC message or `wire` holds none.
 */
export function wordsSeen(wire: readonly WireEvent[], words: readonly WireEvent[]): Array<readonly [number, number]> | null {
  if (words.some((e) => e.kind === 'message')) return null;
  const calls = wireCalls(wire);
  if (calls.length === 0) return null;
  // By method and target, each list in the order the calls were sent (a capture's order; sorted for the search below).
  const byKey = new Map<string, WireCall[]>();
  for (const c of calls) {
    const k = `${c.method}\u0000${c.target}`;
    const list = byKey.get(k);
    if (list === undefined) byKey.set(k, [c]);
    else list.push(c);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.at - b.at);
  const pairs: Array<[number, WireCall]> = [];
  words.forEach((e, i) => {
    const s = e.said;
    // Words of the connection, or that name no target, say nothing of one call.
    if (e.kind !== 'host-log' || s === undefined || e.at === null || s.scope === 'connection' || s.target === undefined) return;
    const list = byKey.get(`${s.method}\u0000${s.target}`);
    if (list === undefined) return;
    // The calls sent no later than the words allow, newest first; a walk that finds no answer within MAX_WALK leaves
    // the words apart (a polling loop's thousands of calls of one tool: which one is not known cheaply, so none).
    let hi = upperBound(list, e.at + TOLERANCE_MS);
    // Calls sent before this cannot fit: a start line is written as its call is sent, a stated duration puts it there.
    const floor = s.kind === 'request-sent' ? e.at - TOLERANCE_MS : s.elapsedMs !== undefined ? e.at - s.elapsedMs - TOLERANCE_MS - ELAPSED_ROUNDING_MS : -Infinity;
    let found: WireCall | null = null;
    for (let n = 0; hi > 0; n++) {
      if (n >= MAX_WALK) return;
      const c = list[--hi]!;
      if (c.at < floor) break;
      if (!fits(s, e.at, c)) continue;
      if (found !== null) return;
      found = c;
    }
    if (found !== null) pairs.push([i, found]);
  });
  // A wire request that two starts, or two ends, would join is two of the host's calls: it joins neither.
  const starts = new Map<WireCall, number>();
  const ends = new Map<WireCall, number>();
  for (const [i, c] of pairs) {
    const k = words[i]!.said!.kind;
    if (k === 'request-sent') starts.set(c, (starts.get(c) ?? 0) + 1);
    else if (ENDING.has(k)) ends.set(c, (ends.get(c) ?? 0) + 1);
  }
  const out = pairs.filter(([, c]) => (starts.get(c) ?? 0) <= 1 && (ends.get(c) ?? 0) <= 1).map(([i, c]) => [i, c.index] as const);
  return out.length === 0 ? null : out;
}

/**
 * The host's paired words as the wire request's: in its session, about its id (WireEvent.about, which the timeline
 * joins), and never before it on the common clock (words written as a call is sent may carry a stamp a little earlier
 * than the recorder's, within the tolerance the pairing allowed).
 */
export function wordsOnCall(words: readonly WireEvent[], wire: readonly WireEvent[], pairs: ReadonlyArray<readonly [number, number]>): Map<number, WireEvent> {
  const out = new Map<number, WireEvent>();
  for (const [i, r] of pairs) {
    const e = words[i]!;
    const req = wire[r]!;
    const at = e.at !== null && req.at !== null && e.at < req.at ? req.at : e.at;
    out.set(i, withMessage(e, { at, session: req.session, about: { id: req.message!.id!, from: req.from ?? 'client', words: true } }));
  }
  return out;
}
