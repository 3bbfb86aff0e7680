/**
 * Pairs another capture's events with the reference's (the first capture, or what earlier ones
 * merged into), estimates its clock offset, and says what of it joins the reference's timeline.
 *
 * 1. A first offset guess from id-free request/response signatures (clock.ts densestOffset).
 * 2. Requests are paired by method and params fingerprint, in capture order, within TOLERANCE_MS
 *    of the guess: this pairs a hop too, where a gateway or proxy renumbers ids. The pairs give
 *    an id (and progress token) translation into the reference's numbering.
 * 3. Everything else is paired by its full signature (keys.ts) with ids translated; streams by
 *    what they carry, then their status, keep-alives and close through the stream pairs.
 * 4. The offset and its spread from every pair with a clock on both sides (clock.ts).
 *
 * What the other capture saw and the reference did not is fed into the reference's timeline on
 * the corrected clock, in the reference's session and numbering — unless ids were renumbered (the
 * other capture is the far side of a hop: its own initialize, its own transport) and the event is
 * not a message of a paired request: that stays in the capture's own timeline. Pure.
 */
import type { JsonRpcId, JsonRpcMessage, WireEvent } from '../../events.js';
import { messageShape } from '../../events.js';
import { typedKey } from '../keys.js';
import { densestOffset, estimateClock, type Delta } from './clock.js';
import { eventKey, idFreeKey, translateMessage, type IdTranslation } from './keys.js';
import { withMessage } from '../../plain-event.js';

/** Two sightings of one event are at most this far apart once the offset guess is applied. */
export const TOLERANCE_MS = 2000;
/** Width of the window in which the first offset guess looks for agreement. */
const GUESS_WINDOW_MS = 1000;
/** Signatures seen more often than this are too common to guess an offset from (polling loops). */
const GUESS_MAX_PER_KEY = 8;
/** A capture is of the same incident when at least this share of the smaller one's messages pair. */
const LINK_SHARE = 0.3;

export interface Alignment {
  linked: boolean;
  /** t_other − t_ref: subtract from the other capture's times to put them on the reference's clock. */
  offsetMs: number | null;
  spreadMs: number | null;
  /** Pairs with a clock on both sides the offset rests on. */
  samples: number;
  /** Paired requests carried different ids: the other capture is across a hop. */
  renumbered: boolean;
  /** Other capture's events seen by the reference too. */
  paired: number;
  pairedMessages: number;
  messages: number;
  /** The reference, with the other capture's sightings added (`source.also`) and missing clocks filled. */
  ref: WireEvent[];
  /** The other capture's events that join the reference's timeline, on its clock, in its numbering. */
  feed: WireEvent[];
  /** The other capture's events that keep to its own timeline, as read. */
  residual: WireEvent[];
}

interface Pairs {
  /** other index → ref index, −1 when unpaired. */
  ofOther: Int32Array;
  refTaken: Uint8Array;
}

/** Requests any session of a client with a server sends alike. */
const BOILERPLATE: ReadonlySet<string> = new Set(['initialize', 'ping', 'tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'logging/setLevel', 'server/discover']);

const WIRE: ReadonlySet<WireEvent['kind']> = new Set(['message', 'stream-open', 'stream-close', 'keepalive', 'http-status']);

function isRequest(e: WireEvent): boolean {
  return e.kind === 'message' && e.message !== undefined && messageShape(e.message) === 'request';
}

function groups(keys: readonly (string | null)[], skip: (i: number) => boolean): Map<string, number[]> {
  const g = new Map<string, number[]>();
  keys.forEach((k, i) => {
    if (k === null || skip(i)) return;
    const list = g.get(k);
    if (list) list.push(i);
    else g.set(k, [i]);
  });
  return g;
}

/**
 * Pairs occurrences of one signature in capture order. With an offset guess, two timed sightings
 * pair only within TOLERANCE_MS of it, and the earlier one (on the common clock) is skipped
 * otherwise: a capture that starts later or holds an extra session does not shift every pair.
 */
function pairUp(ref: readonly WireEvent[], other: readonly WireEvent[], a: number[], b: number[], guess: number | null, p: Pairs): void {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ai = a[i]!;
    const bj = b[j]!;
    if (p.refTaken[ai] === 1) {
      i++;
      continue;
    }
    const ta = ref[ai]!.at;
    const tb = other[bj]!.at;
    if (guess !== null && ta !== null && tb !== null) {
      const d = tb - guess - ta;
      if (d > TOLERANCE_MS) {
        i++;
        continue;
      }
      if (d < -TOLERANCE_MS) {
        j++;
        continue;
      }
    }
    p.ofOther[bj] = ai;
    p.refTaken[ai] = 1;
    i++;
    j++;
  }
}

function progressToken(m: JsonRpcMessage): string | number | undefined {
  const p = m.params;
  if (p === null || typeof p !== 'object') return undefined;
  const meta = (p as Record<string, unknown>)._meta;
  if (meta === null || typeof meta !== 'object') return undefined;
  const t = (meta as Record<string, unknown>).progressToken;
  return typeof t === 'string' || typeof t === 'number' ? t : undefined;
}

function tokenKey(t: string | number): string {
  return typeof t === 'number' ? `n${t}` : `s${t}`;
}

/**
 * The other capture's ids in the reference's numbering, walking it in capture order: the newest
 * request with an id (per session label, else per capture) is the one a response names.
 * `null` marks a request of the other capture that paired with nothing.
 */
class Translation implements IdTranslation {
  private readonly ids = new Map<string, JsonRpcId | null>();
  private readonly tokens = new Map<string, string | number | null>();
  label: string | null = null;
  constructor(private readonly renumbered: boolean) {}

  learn(req: WireEvent, partner: WireEvent | null): void {
    const m = req.message!;
    if (m.id === undefined || m.id === null) return;
    const who = req.from ?? '?';
    const to = partner?.message?.id ?? null;
    const k = `${who}|${typedKey(m.id)}`;
    this.ids.set(`${req.session ?? ''}|${k}`, to);
    this.ids.set(k, to);
    const tok = progressToken(m);
    if (tok !== undefined) {
      const pt = partner?.message !== undefined ? (progressToken(partner.message) ?? null) : null;
      const tk = `${who}|${tokenKey(tok)}`;
      this.tokens.set(`${req.session ?? ''}|${tk}`, pt);
      this.tokens.set(tk, pt);
    }
  }

  private look<T>(map: Map<string, T | null>, k: string, own: T): T | undefined {
    const v = map.has(`${this.label ?? ''}|${k}`) ? map.get(`${this.label ?? ''}|${k}`) : map.get(k);
    if (v === undefined || v === null) return this.renumbered ? undefined : own;
    return v;
  }

  id(requester: string, id: JsonRpcId): JsonRpcId | undefined {
    return this.look(this.ids, `${requester}|${typedKey(id)}`, id);
  }

  token(requester: string, token: string | number): string | number | undefined {
    return this.look(this.tokens, `${requester}|${tokenKey(token)}`, token);
  }
}

function countMessages(events: readonly WireEvent[]): number {
  let n = 0;
  for (const e of events) if (e.kind === 'message' && e.message !== undefined) n++;
  return n;
}

/** `tag` names the other capture in stream ids that must not collide with the reference's. */
export function align(ref: readonly WireEvent[], other: readonly WireEvent[], tag: string): Alignment {
  const p: Pairs = { ofOther: new Int32Array(other.length).fill(-1), refTaken: new Uint8Array(ref.length) };

  // 1. The offset guess.
  const refFree = ref.map(idFreeKey);
  const otherFree = other.map(idFreeKey);
  const byRefFree = groups(refFree, (i) => ref[i]!.at === null);
  const byOtherFree = groups(otherFree, (i) => other[i]!.at === null);
  const candidates: number[] = [];
  for (const [k, bs] of byOtherFree) {
    const as = byRefFree.get(k);
    if (!as || as.length > GUESS_MAX_PER_KEY || bs.length > GUESS_MAX_PER_KEY) continue;
    for (const b of bs) for (const a of as) candidates.push(other[b]!.at! - ref[a]!.at!);
  }
  const guess = densestOffset(candidates, GUESS_WINDOW_MS);

  // 2. Requests, id-free.
  const reqRef = groups(refFree, (i) => !isRequest(ref[i]!));
  const reqOther = groups(otherFree, (i) => !isRequest(other[i]!));
  for (const [k, bs] of reqOther) {
    const as = reqRef.get(k);
    if (as) pairUp(ref, other, as, bs, guess, p);
  }
  let renumbered = false;
  other.forEach((e, i) => {
    const a = p.ofOther[i]!;
    if (a < 0 || !isRequest(e)) return;
    const ida = ref[a]!.message!.id;
    const idb = e.message!.id;
    if (ida !== undefined && ida !== null && idb !== undefined && idb !== null && typedKey(ida) !== typedKey(idb)) renumbered = true;
  });

  // 3. Everything else, ids translated, in capture order.
  const tr = new Translation(renumbered);
  const translated: Array<JsonRpcMessage | null | undefined> = new Array(other.length);
  const otherKeys: Array<string | null> = new Array(other.length).fill(null);
  other.forEach((e, i) => {
    tr.label = e.session;
    if (isRequest(e)) {
      const a = p.ofOther[i]!;
      tr.learn(e, a >= 0 ? ref[a]! : null);
      translated[i] = a >= 0 ? ref[a]!.message! : renumbered ? null : e.message;
      return;
    }
    if (e.kind === 'message') {
      const m = translateMessage(e, tr);
      translated[i] = m;
      otherKeys[i] = m === null ? null : eventKey(e, m, () => undefined);
      return;
    }
    if (e.kind === 'stream-open' && e.stream?.requestId !== undefined) {
      const rid = tr.id(e.from ?? '?', e.stream.requestId);
      otherKeys[i] = rid === undefined ? null : eventKey({ ...e, stream: { ...e.stream, requestId: rid } }, undefined, () => undefined);
      return;
    }
    otherKeys[i] = eventKey(e, undefined, () => undefined);
  });
  const refKeys = ref.map((e) => (isRequest(e) ? null : eventKey(e, e.message, (id) => id)));
  const firstRound = groups(refKeys, () => false);
  for (const [k, bs] of groups(otherKeys, () => false)) {
    const as = firstRound.get(k);
    if (as) pairUp(ref, other, as, bs, guess, p);
  }
  // Streams pair by what they carry; their status, keep-alives and close then pair through them.
  const streamMap = new Map<string, string>();
  other.forEach((e, i) => {
    const a = p.ofOther[i]!;
    if (a >= 0 && e.kind === 'stream-open' && e.stream && ref[a]!.stream) streamMap.set(e.stream.id, ref[a]!.stream!.id);
  });
  const secondKeys = other.map((e) =>
    e.kind === 'http-status' || e.kind === 'keepalive' || e.kind === 'stream-close' ? eventKey(e, undefined, (id) => streamMap.get(id)) : null,
  );
  for (const [k, bs] of groups(secondKeys, () => false)) {
    const as = firstRound.get(k);
    if (as) pairUp(ref, other, as, bs, guess, p);
  }

  // 4. The clock.
  const deltas: Delta[] = [];
  let paired = 0;
  let pairedMessages = 0;
  other.forEach((e, i) => {
    const a = p.ofOther[i]!;
    if (a < 0) return;
    paired++;
    if (e.kind === 'message') pairedMessages++;
    const ta = ref[a]!.at;
    // The clock rests on the wire: a host stamps its own stderr and close lines when it gets round to them.
    if (ta !== null && e.at !== null && WIRE.has(e.kind)) deltas.push({ delta: e.at - ta, from: e.from ?? ref[a]!.from });
  });
  const clock = estimateClock(deltas);
  const messages = countMessages(other);
  const smaller = Math.min(countMessages(ref), messages);
  // Notifications every session sends (initialized, a timeout's cancel reason) and the handshake of one client with one
  // server look the same in any two sessions: a link needs a paired call that says something of its own, or every
  // request of one capture paired.
  let distinctive = false;
  let requestsPaired = 0;
  other.forEach((e, i) => {
    if (!isRequest(e) || p.ofOther[i]! < 0) return;
    requestsPaired++;
    if (!BOILERPLATE.has(e.message!.method!)) distinctive = true;
  });
  const requests = Math.min(ref.filter(isRequest).length, other.filter(isRequest).length);
  const linked = pairedMessages > 0 && pairedMessages >= LINK_SHARE * smaller && (distinctive || (requests > 0 && requestsPaired >= requests));
  const out: Alignment = {
    linked,
    offsetMs: clock?.offsetMs ?? null,
    spreadMs: clock?.spreadMs ?? null,
    samples: clock?.samples ?? 0,
    renumbered,
    paired,
    pairedMessages,
    messages,
    ref: [...ref],
    feed: [],
    residual: [],
  };
  if (!linked) {
    out.residual = [...other];
    return out;
  }
  const offset = out.offsetMs ?? 0;
  const onRefClock = (at: number | null): number | null => (at === null || out.offsetMs === null ? null : at - offset);

  // The sightings, on the reference's events.
  other.forEach((e, i) => {
    const a = p.ofOther[i]!;
    if (a < 0) return;
    const r = out.ref[a]!;
    const also = [...(r.source.also ?? []), { source: e.source, at: e.at }];
    out.ref[a] = withMessage(r, { at: r.at ?? onRefClock(e.at), source: { ...r.source, also } });
  });

  // Session context: the reference's session of the nearest paired event (before, else after), per label.
  const ctx = contextLabels(out.ref, other, p);
  other.forEach((e, i) => {
    if (p.ofOther[i]! >= 0) return;
    const m = translated[i];
    const isMsg = e.kind === 'message';
    const joins = isMsg ? m !== null && m !== undefined && !(renumbered && messageShape(m) === 'notification' && !namesRequest(m)) : !renumbered;
    if (!joins) {
      // Its own session (the far side of a hop), but the same incident: on the same clock.
      out.residual.push(e.at === null || out.offsetMs === null ? e : withMessage(e, { at: e.at - offset }));
      return;
    }
    const fed: WireEvent = withMessage(e, { at: onRefClock(e.at), session: ctx[i] ?? null });
    if (isMsg && m) fed.message = m;
    if (e.stream) fed.stream = { ...e.stream, id: streamMap.get(e.stream.id) ?? `${tag}/${e.stream.id}` };
    if (fed.stream && e.stream?.requestId !== undefined) {
      const rid = tr.id(e.from ?? '?', e.stream.requestId);
      if (rid !== undefined) fed.stream.requestId = rid;
    }
    out.feed.push(fed);
  });
  return out;
}

/** Notifications that speak of one request (cancel, progress): they follow it across a hop. */
function namesRequest(m: JsonRpcMessage): boolean {
  return m.method === 'notifications/cancelled' || m.method === 'cancelled' || m.method === 'notifications/progress';
}

function contextLabels(ref: readonly WireEvent[], other: readonly WireEvent[], p: Pairs): Array<string | null | undefined> {
  const out: Array<string | null | undefined> = new Array(other.length);
  const last = new Map<string | null, string | null>();
  let any: string | null | undefined;
  other.forEach((e, i) => {
    const a = p.ofOther[i]!;
    if (a >= 0) {
      last.set(e.session, ref[a]!.session);
      any = ref[a]!.session;
    }
    out[i] = last.has(e.session) ? last.get(e.session) : undefined;
  });
  // Before the first pair of its label: the label's first pair after it, else the nearest pair of any label.
  let next: string | null | undefined;
  const nextOf = new Map<string | null, string | null>();
  for (let i = other.length - 1; i >= 0; i--) {
    const e = other[i]!;
    const a = p.ofOther[i]!;
    if (a >= 0) {
      nextOf.set(e.session, ref[a]!.session);
      next = ref[a]!.session;
    }
    if (out[i] === undefined) out[i] = nextOf.has(e.session) ? nextOf.get(e.session) : (next ?? any);
  }
  return out;
}
