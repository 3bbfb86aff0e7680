import type { JsonRpcId, Party } from '../events.js';
import { objectArray } from './elements.js';

/**
 * JSON-RPC 2.0 §4: `"7"` and `7` are different ids, so every lookup key carries the type.
 * Matching is exact; a type mismatch is left unmatched for diagnose to judge.
 */
export function typedKey(id: JsonRpcId): string {
  return typeof id === 'number' ? `n${id}` : `s${id}`;
}

/** A map key for an id in one direction (see dirKey). */
export type DirKey = string | number;

/** Below 2^30 an integer id times two (plus the direction bit) stays a V8 small integer. */
const SMALL_ID = 0x20000000;

/**
 * Ids are per direction: a server→client `roots/list` id 0 is not the client's id 0.
 * The usual id (a small non-negative integer: SDKs count from 0 or 1) becomes a number,
 * `2·id` for the client and `2·id + 1` for the server, so the lookups done for every request,
 * response and progress notification build no string (docs/performance.md, "Fourth round");
 * any other id is a typed string (`cn-1`, `vs"abc"`), which no number can equal.
 */
export function dirKey(from: Party, id: JsonRpcId): DirKey {
  if (typeof id === 'number' && id >= 0 && id < SMALL_ID && Number.isInteger(id)) return from === 'client' ? id * 2 : id * 2 + 1;
  return (from === 'client' ? 'c' : 'v') + typedKey(id);
}

/** How an id is shown in a detail: numbers bare, strings quoted. */
export function showId(id: JsonRpcId): string {
  return typeof id === 'number' ? String(id) : JSON.stringify(id);
}

/**
 * A Map that forgets old entries: two generations of at most cap/2 each. When the young one
 * fills up it becomes the old one and the previous old one is dropped — O(1) per operation and
 * never more than `cap` entries, at the price of forgetting up to half of them at once.
 */
export class BoundedMap<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly half: number;
  constructor(cap: number) {
    this.half = Math.max(1, Math.floor(cap / 2));
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
  get(k: K): V | undefined {
    const v = this.young.get(k);
    return v !== undefined ? v : this.old.get(k);
  }
  has(k: K): boolean {
    return this.young.has(k) || this.old.has(k);
  }
  delete(k: K): boolean {
    const a = this.young.delete(k);
    const b = this.old.delete(k);
    return a || b;
  }
  set(k: K, v: V): void {
    if (this.old.size > 0) this.old.delete(k);
    this.young.set(k, v);
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
  }
}

const CANONICAL_INT = /^(0|[1-9][0-9]{0,14})$/;

/**
 * A non-negative integer as V8's small integer when it is one (below 2^31; −0 becomes 0, which String() writes "0"
 * as well): an id read from a field that also holds non-integer numbers comes boxed as a double even when it is 1,
 * and a `[n, n]` range made of it was an array of doubles beside the ranges of small integers — two shapes for every
 * function reading the ranges, and code optimised on one thrown away at the first of the other ("wrong map",
 * docs/performance.md, fiftieth round). Larger integers stay as they are.
 */
function smallAsInt(n: number): number {
  return n < 2147483648 ? n | 0 : n;
}

/**
 * The request keys used in one session, to give a reused id a `#n` suffix.
 * Integer ids are stored as intervals: SDK ids count up from 0 or 1, so 100k requests cost
 * one interval. Other keys (UUID ids, suffixed keys) are remembered in a bounded set; a reuse
 * of such an id after it was forgotten can repeat a key, which needs thousands of requests in
 * between and has not been seen from any SDK.
 *
 * The intervals are bounded too (MAX_RANGES): integer ids that do not count up (random or
 * time-based ids) would otherwise make one interval each, kept forever and inserted into a sorted
 * array: 300,000 such requests took 78 s and grew without bound. Past the bound, an integer key
 * that starts no existing interval goes to the bounded set like any other key.
 */
export class KeySet {
  /** Sorted, disjoint, non-adjacent [lo, hi] ranges; at most MAX_RANGES. */
  private readonly ranges: Array<[number, number]> = objectArray();
  private readonly others: BoundedMap<string, true>;

  constructor(cap: number) {
    this.others = new BoundedMap(cap);
  }

  /** Enough for ids counting up with gaps and restarts; small enough that an insert stays cheap. */
  static readonly MAX_RANGES = 1024;

  get intervalCount(): number {
    return this.ranges.length;
  }
  get otherCount(): number {
    return this.others.size;
  }

  /**
   * The integer a key is, when it is one the intervals hold (CANONICAL_INT), else −1. For a number id this is the id
   * itself without the pattern test: a non-negative integer below 10^15 is written by String() as exactly such a key.
   */
  static intOf(id: string | number): number {
    if (typeof id === 'number') return Number.isInteger(id) && id >= 0 && id < 1e15 ? smallAsInt(id) : -1;
    return CANONICAL_INT.test(id) ? smallAsInt(Number(id)) : -1;
  }

  has(key: string): boolean {
    return this.hasAs(key, KeySet.intOf(key));
  }

  /**
   * has(key), `n` being KeySet.intOf(key) (computed once by a caller that also adds it). `key` may be the id it is the
   * text of (String(id)): the text is made only when the bounded set is asked, which an id in an interval never is.
   */
  hasAs(key: string | number, n: number): boolean {
    if (n < 0) return this.others.has(String(key));
    const i = this.find(n);
    const r = this.ranges[i];
    if (r !== undefined && r[0] <= n && n <= r[1]) return true;
    return this.others.size > 0 && this.others.has(String(key));
  }

  add(key: string): void {
    this.addAs(key, KeySet.intOf(key));
  }

  /** Forgets a key that is no integer (a numbered `<method>#n` key given back: correlate.ts withdraw). */
  delete(key: string): void {
    if (KeySet.intOf(key) < 0) this.others.delete(key);
  }

  /**
   * addAs(key, n) of a session's start (correlate.ts sessionStartKey): the first integer key of a set that has none is
   * its first range here, a step that addAs's optimised code, fed by the keys after it, never had (docs/performance.md,
   * sixty-eighth round); any other key is addAs's.
   */
  addAtStart(key: string | number, n: number): void {
    if (n >= 0 && this.ranges.length === 0) this.ranges.push([n, n]);
    else this.addAs(key, n);
  }

  /** add(key), `n` being KeySet.intOf(key); `key` may be the id it is the text of, as for hasAs. */
  addAs(key: string | number, n: number): void {
    if (n < 0) {
      this.others.set(String(key), true);
      return;
    }
    // Not `ranges[length - 1]` on an empty list: a read past the end, in code optimised on lists that were not empty,
    // throws that code away ("out of bounds") at every session's first integer key.
    const count = this.ranges.length;
    const last = count > 0 ? this.ranges[count - 1] : undefined;
    const full = count >= KeySet.MAX_RANGES;
    if (last === undefined || n > last[1] + 1) {
      if (full) this.others.set(String(key), true);
      else this.ranges.push([n, n]);
      return;
    }
    if (n === last[1] + 1) {
      last[1] = n;
      return;
    }
    const i = this.find(n);
    const r = this.ranges[i];
    if (r !== undefined && r[0] <= n && n <= r[1]) return;
    // n lies before ranges[i] (or i is past the end); merge with neighbours when adjacent.
    const prev = this.ranges[i - 1];
    const joinPrev = prev !== undefined && prev[1] + 1 === n;
    const joinNext = r !== undefined && r[0] - 1 === n;
    if (joinPrev && joinNext && prev && r) {
      prev[1] = r[1];
      this.ranges.splice(i, 1);
    } else if (joinPrev && prev) {
      prev[1] = n;
    } else if (joinNext && r) {
      r[0] = n;
    } else if (full) {
      this.others.set(String(key), true);
    } else {
      this.ranges.splice(i, 0, [n, n]);
    }
  }

  /** Index of the first range whose hi >= n (ranges.length when none). */
  private find(n: number): number {
    let lo = 0;
    let hi = this.ranges.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const r = this.ranges[mid];
      if (r !== undefined && r[1] < n) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
