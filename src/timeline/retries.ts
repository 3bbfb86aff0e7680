/**
 * Retry detection (incidents A6): a later request with the same method, target and arguments
 * as an earlier one that has no response (still open, cancelled, or lost with the transport)
 * may execute the call twice. The index stores a hash and length of the canonical params,
 * never the params, and is bounded.
 */
import type { Party } from '../events.js';
import { LIFECYCLE_METHODS } from '../protocol/methods.js';
import type { CallParts } from '../request-facts.js';
import { callFingerprint, paramsFingerprint } from './canonical.js';
import { objectArray } from './elements.js';
import { RETRY_EMITTED_MEMORY, RETRY_PER_CALL } from './limits.js';
import type { Req } from './state.js';
import type { RequestRef } from './types.js';

/**
 * Whether the index registers a request of `method` (add returns null at once for the others). Asked by a caller that
 * reaches the index with a live request (`Req`) so that a session's `initialize`, the one `Req` of a bench capture's
 * later session, never reaches `add` as a `Req`: the first session's `initialize` runs before `add` gathers type
 * feedback, so `add`'s reads of a `Req`'s fields were first met at the first server restart and threw its optimised
 * code away there (docs/performance.md, sixty-sixth round).
 */
export function isCall(method: string): boolean {
  // The method catalogue's lifecycle methods are re-sent by design after a restart or a probe; they are not calls with
  // side effects (initialize after a crash, ping, the 2026 discover probe).
  return !LIFECYCLE_METHODS.has(method);
}

/**
 * What the index knows of a live request once it first compared it: its params' shape, their fingerprint (hash NaN:
 * not computed yet) and, once a later request repeats it or it is emitted unanswered, its RequestRef. Made for the
 * few requests that meet an unanswered call of their tool, not for every request (Req.retryPrint).
 */
export class CallPrint {
  hash: number;
  len: number;
  ref: RequestRef | null;
  constructor(readonly shape: number) {
    // Declared fields start undefined (ES2022 class fields), so these stores change them and V8 takes them as mutable
    // from the first print on. Set by initialisers, they stayed "constant" until the first fingerprint and the first
    // ref were stored, ~20,000 requests into a run, and each change threw away `print`'s optimised code
    // (docs/performance.md, fifty-eighth round).
    this.hash = NaN;
    this.len = 0;
    this.ref = null;
  }
}

/**
 * An unanswered request the index keeps after it was emitted: its fingerprint and reference, no params (the request
 * itself is let go).
 */
export class EmittedCall {
  constructor(
    /** The call list it is in, or was in until dropped. */
    readonly list: CallList,
    readonly ref: RequestRef,
    readonly shape: number,
    readonly hash: number,
    readonly len: number,
  ) {}
}

/**
 * A request kept as a slot number rather than a `Req` (the slot lane planned in docs/performance.md, eighteenth and
 * thirtieth rounds): the table that holds it answers the index's questions from its columns. The index never makes a
 * `Req`; a slot that a later call repeats is handed back as the number it is, and its owner turns it into a `Req`.
 */
export interface SlotCalls {
  method(slot: number): string;
  from(slot: number): Party;
  target(slot: number): string | null;
  answered(slot: number): boolean;
  /** The call list the slot is in (null: none), as `Req.retry` is a request's. */
  list(slot: number): CallList | null;
  setList(slot: number, list: CallList | null): void;
  /** Its print (CallPrint), made by `print` the first time the index compares the slot. */
  print(slot: number): CallPrint | null;
  setPrint(slot: number, p: CallPrint): void;
  /** `paramsShape` of its params, its fingerprint, its RequestRef: computed from the slot's parts. */
  shape(slot: number): number;
  fingerprint(slot: number): { hash: number; len: number };
  ref(slot: number): RequestRef;
}

/**
 * What a call list holds: handles, not a record made for every request (a `RetryCandidate` per request was one
 * object of the handful a plain request made: docs/performance.md, nineteenth and thirtieth rounds). A live request is
 * its own handle (`Req.retry` the list it is in, `Req.retryPrint` what the index computed of it); an emitted
 * unanswered one is an `EmittedCall`; a slot number is asked through the index's `SlotCalls`.
 */
export type Call = Req | EmittedCall | number;

/**
 * The calls of one (requester, method, target), oldest first: `items[head, end)`. Its own ends rather than an array's
 * length, because V8 frees an array's store when its length is set to 0 and trims it when the length drops far below
 * it: a tool's list that emptied as its one open call was answered, and grew again at the next call, made a new store
 * each time (~1.5 % of a busy capture's allocation: docs/performance.md, thirty-sixth round). The store is kept;
 * slots past `end` are undefined.
 *
 * It also counts its emitted calls by shape (`emitted`, `shapes`), kept by every method that writes a call in or out:
 * a tool's list fills with the timeouts the index remembers (up to RETRY_PER_CALL of them), and the index's `add`
 * compared every new call with each of them, one by one, though most differ in shape from it (docs/performance.md,
 * thirty-ninth round). `items` is read by the index, written only here.
 */
export class CallList {
  /** Slot numbers and objects alike: made in the any-value elements kind (elements.ts). */
  items: Array<Call | undefined> = objectArray();
  head = 0;
  end = 0;
  /** How many of the calls are EmittedCalls. */
  emitted = 0;
  /** How many of those have each shape (made at the first one). */
  shapes: Map<number, number> | null = null;
  /**
   * How many of those have each fingerprint hash (made with `shapes`). A filter, not a key: an emitted call matches
   * only with the new call's hash, so with no emitted call of that hash the walk need meet the live calls alone
   * (docs/performance.md, fortieth round).
   */
  hashes: Map<number, number> | null = null;

  get length(): number {
    return this.end - this.head;
  }

  /** The i-th call from the oldest (0 ≤ i < length). */
  at(i: number): Call {
    return this.items[this.head + i]!;
  }

  push(c: Call): void {
    if (c instanceof EmittedCall) this.counted(c);
    if (this.end === this.items.length) {
      // Moved down once at least half the store is spent (a full list drops its oldest at every call): amortised O(1).
      if (this.head > 0 && this.head >= this.end - this.head) this.compact();
      else {
        this.items.push(c);
        this.end++;
        return;
      }
    }
    this.items[this.end++] = c;
  }

  /** Drops the oldest call and returns it. */
  shift(): Call | undefined {
    if (this.head === this.end) return undefined;
    const c = this.items[this.head];
    this.items[this.head++] = undefined;
    if (this.head === this.end) this.head = this.end = 0;
    if (c instanceof EmittedCall) this.uncounted(c);
    return c;
  }

  /** Where `c` is, counted from the oldest (the newest such place), or −1. */
  lastIndexOf(c: Call): number {
    const items = this.items;
    const head = this.head;
    // The decrement first, on every call that looks: the call looked for is nearly always the newest, so a loop that
    // decremented after a miss met its first decrement tens of thousands of requests into a run, with no feedback for
    // it, and deoptimised `answered`, which inlines it, or itself (docs/performance.md, fifty-eighth round).
    for (let i = this.end; i > head; ) if (items[--i] === c) return i - head;
    return -1;
  }

  /** Puts `c` at place i (from the oldest). */
  set(i: number, c: Call): void {
    const old = this.items[this.head + i];
    if (old instanceof EmittedCall) this.uncounted(old);
    if (c instanceof EmittedCall) this.counted(c);
    this.items[this.head + i] = c;
  }

  /** Removes the call at place i (from the oldest), the later ones moved down. */
  removeAt(i: number): void {
    const items = this.items;
    let j = this.head + i;
    const c = items[j];
    if (c instanceof EmittedCall) this.uncounted(c);
    const end = --this.end;
    // The later calls move down one place. The body runs on every call, the newest's included (it copies the place after
    // the newest onto it — an empty place, or a read past the array's end when the list grew by push — which the store
    // below empties anyway), so its loads and stores are fed by the first
    // removal: a loop that ran only for an older call met its first run ~100,000 requests in and deoptimised `answered`
    // (docs/performance.md, fifty-eighth round).
    do items[j] = items[j + 1]; while (++j < end);
    items[end] = undefined;
    if (this.head === end) this.head = this.end = 0;
  }

  /** Whether an emitted call of this shape is in the list. */
  hasEmittedShape(shape: number): boolean {
    return this.shapes !== null && this.shapes.has(shape);
  }

  /** Whether an emitted call with this fingerprint hash is in the list. */
  hasEmittedHash(hash: number): boolean {
    return this.hashes !== null && this.hashes.has(hash);
  }

  private counted(c: EmittedCall): void {
    this.emitted++;
    const m = (this.shapes ??= new Map());
    m.set(c.shape, (m.get(c.shape) ?? 0) + 1);
    const h = (this.hashes ??= new Map());
    h.set(c.hash, (h.get(c.hash) ?? 0) + 1);
  }

  private uncounted(c: EmittedCall): void {
    this.emitted--;
    const m = this.shapes!;
    const n = m.get(c.shape)! - 1;
    if (n === 0) m.delete(c.shape);
    else m.set(c.shape, n);
    const h = this.hashes!;
    const k = h.get(c.hash)! - 1;
    if (k === 0) h.delete(c.hash);
    else h.set(c.hash, k);
  }

  /** Moves the calls to the front of the store. */
  private compact(): void {
    const items = this.items;
    const n = this.end - this.head;
    for (let j = 0; j < n; j++) items[j] = items[this.head + j];
    for (let j = n; j < this.end; j++) items[j] = undefined;
    this.head = 0;
    this.end = n;
  }
}

/** Empty call lists kept for reuse before a sweep drops them (distinct targets must not grow the index). */
const EMPTY_LISTS_KEPT = 4096;

export class RetryIndex {
  /**
   * Requester → method → target → the unanswered calls. Nested maps keyed by the strings the request already has,
   * not one joined key per request, and a list that empties stays for the next call of the same tool (a busy
   * session calls a handful of tools over and over). The index cost about a fifth of the builder's time, and the
   * joined key, list and map entry made and dropped for every request were a part of it (docs/performance.md,
   * seventh round).
   */
  private readonly calls: Record<Party, Map<string, Map<string | null, CallList>>> = { client: new Map(), server: new Map() };
  private emptyLists = 0;
  private readonly emitted: Array<EmittedCall | undefined> = [];
  private emittedHead = 0;

  /** `slots`: the table that answers for slot handles (none: every handle is a `Req` or an `EmittedCall`). */
  constructor(private readonly slots: SlotCalls | null = null) {}

  /** Call lists held, empty ones included (bounded by EMPTY_LISTS_KEPT plus the lists in use). */
  get listCount(): number {
    let n = 0;
    for (const byMethod of Object.values(this.calls)) for (const byTarget of byMethod.values()) n += byTarget.size;
    return n;
  }

  get candidateCount(): number {
    let n = 0;
    for (const byMethod of Object.values(this.calls)) for (const byTarget of byMethod.values()) for (const l of byTarget.values()) n += l.length;
    return n;
  }

  /**
   * Registers `call` (a live request, or a slot) and returns the unanswered earlier call it repeats, if any (the most
   * recent one), its reference made (`refOf`).
   */
  add(call: Req | number): Call | null {
    // Read through the request's own fields: a plain request has no timeline to read (state.ts Req).
    const slot = typeof call === 'number';
    const method = slot ? this.slots!.method(call) : call.method;
    if (!isCall(method)) return null;
    const byMethod = this.calls[slot ? this.slots!.from(call) : call.from];
    let byTarget = byMethod.get(method);
    if (byTarget === undefined) byMethod.set(method, (byTarget = new Map()));
    const target = slot ? this.slots!.target(call) : call.target;
    let list = byTarget.get(target);
    if (list === undefined) byTarget.set(target, (list = new CallList()));
    else if (list.length === 0) this.emptyLists--;
    let found: Call | null = null;
    // The new call's print, made when the first unanswered call is met (as before: a tool with none shapes nothing).
    // Most calls met are emitted ones, whose shape is a field: no call of the index's handle questions for them.
    let mine: CallPrint | null = null;
    const items = list.items;
    // With an emitted call in the list, the walk below makes the new call's print in any case (at the first unanswered
    // call it meets: that emitted one at the latest). Made first, it tells from the list's shape counts whether an
    // emitted call can match at all. When none can, the walk meets the live calls alone, newest first as before, and
    // ends with the last of them: the emitted ones it passes over would each have been a shape that differs. The same
    // call is found and the same prints are made; only the order in which two prints are made may differ.
    // With an emitted call of the new call's shape, the walk computes the new call's fingerprint in any case (at the
    // first unanswered call of that shape it meets: that emitted one at the latest). Computed first, it tells from the
    // list's hash counts whether an emitted call can match at all; when none can, the live calls alone are met again.
    // Without this a tool's list of emitted timeouts of one shape was walked whole by every new call with other
    // arguments: 16 million entries at 1 GiB (docs/performance.md, thirty-ninth and fortieth rounds).
    let live = -1; // live calls still to meet; −1: meet every call
    if (list.emitted > 0) {
      mine = this.print(call);
      if (!list.hasEmittedShape(mine.shape) || !list.hasEmittedHash(this.hashOf(call))) live = list.length - list.emitted;
    }
    for (let i = list.end - 1; i >= list.head && live !== 0; i--) {
      const c = items[i];
      let shape: number;
      if (c instanceof EmittedCall) {
        if (live > 0) continue;
        shape = c.shape;
      } else if (c === undefined) continue;
      else {
        if (live > 0) live--;
        if (!this.unanswered(c)) continue;
        shape = this.print(c).shape;
      }
      if (mine === null) mine = this.print(call);
      if (shape !== mine.shape) continue;
      if (this.hashOf(c) === this.hashOf(call) && this.lenOf(c) === this.lenOf(call)) {
        found = c;
        break;
      }
    }
    list.push(call);
    if (list.length > RETRY_PER_CALL) {
      const dropped = list.shift();
      if (dropped !== undefined) this.setList(dropped, null);
    }
    this.setList(call, list);
    if (found !== null) this.refOf(found);
    return found;
  }

  /** The call got its first response: it can no longer be the unanswered original of a retry. */
  answered(call: Req | number): void {
    const list = typeof call === 'number' ? this.slots!.list(call) : call.retry;
    if (list === null) return;
    this.setList(call, null);
    this.remove(list, call);
  }

  /** The call is being emitted: forget it if answered, else keep a hash-only record in its place. */
  release(call: Req | number): void {
    const list = typeof call === 'number' ? this.slots!.list(call) : call.retry;
    if (list === null) return;
    this.setList(call, null);
    if (!this.unanswered(call)) {
      this.remove(list, call);
      return;
    }
    const rec = new EmittedCall(list, this.refOf(call), this.shapeOf(call), this.hashOf(call), this.lenOf(call));
    const i = list.lastIndexOf(call);
    if (i >= 0) list.set(i, rec);
    this.emitted.push(rec);
    if (this.emitted.length - this.emittedHead > RETRY_EMITTED_MEMORY) {
      const old = this.emitted[this.emittedHead];
      this.emitted[this.emittedHead] = undefined;
      this.emittedHead++;
      if (old !== undefined) this.remove(old.list, old);
      if (this.emittedHead > 1024 && this.emittedHead * 2 > this.emitted.length) {
        this.emitted.splice(0, this.emittedHead);
        this.emittedHead = 0;
      }
    }
  }

  private remove(list: CallList, c: Call): void {
    const i = list.lastIndexOf(c);
    if (i < 0) return;
    list.removeAt(i);
    if (list.length === 0 && ++this.emptyLists > EMPTY_LISTS_KEPT) this.sweep();
  }

  /** Drops every empty list (an empty list and no list read the same in `add`). */
  private sweep(): void {
    for (const byMethod of Object.values(this.calls)) {
      for (const [method, byTarget] of byMethod) {
        for (const [target, l] of byTarget) if (l.length === 0) byTarget.delete(target);
        if (byTarget.size === 0) byMethod.delete(method);
      }
    }
    this.emptyLists = 0;
  }

  // The four questions a handle answers, and the list it is in: one branch per kind of handle.

  private setList(c: Call, list: CallList | null): void {
    if (typeof c === 'number') this.slots!.setList(c, list);
    else if (!(c instanceof EmittedCall)) c.retry = list;
  }

  private unanswered(c: Call): boolean {
    if (typeof c === 'number') return !this.slots!.answered(c);
    return c instanceof EmittedCall || !c.answered;
  }

  /** The call's print, made with its shape the first time it is compared. */
  private print(c: Req | number): CallPrint {
    if (typeof c === 'number') {
      let p = this.slots!.print(c);
      if (p === null) this.slots!.setPrint(c, (p = new CallPrint(this.slots!.shape(c))));
      return p;
    }
    return (c.retryPrint ??= new CallPrint(c.paramsShape()));
  }

  /** The call's shape, computed once; an emitted call keeps the one computed at release. */
  private shapeOf(c: Call): number {
    return c instanceof EmittedCall ? c.shape : this.print(c).shape;
  }

  /** The params fingerprint's hash, computed once per live call (its length beside it: lenOf). */
  private hashOf(c: Call): number {
    if (c instanceof EmittedCall) return c.hash;
    const p = this.print(c);
    if (Number.isNaN(p.hash)) {
      const f = typeof c === 'number' ? this.slots!.fingerprint(c) : fingerprintOf(c);
      p.hash = f.hash;
      p.len = f.len;
    }
    return p.hash;
  }

  /** The fingerprint's length: read after hashOf made it. */
  private lenOf(c: Call): number {
    return c instanceof EmittedCall ? c.len : this.print(c).len;
  }

  /** The call's RequestRef, made from its request the first time it is needed (before the request is let go). */
  refOf(c: Call): RequestRef {
    if (c instanceof EmittedCall) return c.ref;
    const p = this.print(c);
    if (p.ref === null) {
      if (typeof c === 'number') p.ref = this.slots!.ref(c);
      else {
        const e = c.requestEvent;
        p.ref = { key: c.key, id: c.id, source: e.source, at: e.at };
      }
    }
    return p.ref;
  }
}

/**
 * The params fingerprint, from the call's parts when the fast path kept its params so (Req.callParts): made from them
 * (canonical.ts callFingerprint) instead of the params, which for a plain line means its whole message
 * (docs/performance.md, twenty-eighth round).
 */
function fingerprintOf(r: Req): { hash: number; len: number } {
  // No parts kept (params of another shape, a host's request), or a key the walk declines: from the params themselves.
  return partsFingerprint(r.callParts()) ?? paramsFingerprint(r.params);
}

/** The fingerprint of a call's parts (canonical.ts callFingerprint); null when there are none or the walk declines. */
export function partsFingerprint(call: CallParts | null): { hash: number; len: number } | null {
  if (call === null) return null;
  const a = call.args;
  return callFingerprint(call.name, a === null || typeof a === 'string' ? a : a.toString('utf8'));
}
