import type { DirKey } from './keys.js';

/** Keys the table holds itself: dirKey's numbers (2·id + direction, below 2^30) and any other int32 ≥ 0. */
const MAX_INT_KEY = 0x7fffffff;
/** An empty cell: no key the table holds is negative. */
const EMPTY = -1;
/** Fibonacci hashing: consecutive ids (what SDKs send) spread over the table instead of filling one run. */
const GOLDEN = 0x9e3779b1 | 0;
/** The first store's cells, made at the first insert (most sessions of a pasted log hold a handful of ids). */
const FIRST_BITS = 4;
/** A store this many cells or fewer is kept when the table empties; a larger one is halved while under 1/16 full. */
const KEEP_CELLS = 4096;

/**
 * A Map from DirKey to a value, for a session's `byId` and `tokens` (state.ts Sess). Every request start puts its id
 * there and every emission takes it out again, so such a Map sees a steady churn of a few hundred live keys: V8's
 * ordered hash table keeps each deleted entry's place until it rehashes, and rehashed (a new store) every few hundred
 * requests — 1.4–1.9 MB of a 20 MiB head's allocation (docs/performance.md, thirty-sixth and thirty-eighth rounds).
 * Here the usual key — a non-negative integer, dirKey's number — lives in an open-addressed table of int32 keys with
 * linear probing, and a deletion moves the run's later keys back into its place (Knuth's algorithm R, TAOCP vol. 3
 * §6.4), so there are no tombstones and the store changes only when the live keys outgrow it (or, when large, shrink
 * far below it). String keys (`cs"abc"`, `vn-1`: ids dirKey keeps typed) go to an ordinary Map.
 *
 * It answers `get` / `has` / `set` / `delete` / `size` as the Map did. Iteration (tests only) yields the table's
 * entries by key, then the Map's in insertion order — not the Map's one insertion order, which nothing but a test read.
 */
export class IdTable<V> {
  private keys: Int32Array = new Int32Array(0);
  private vals: Array<V | undefined> = [];
  /** cells − 1 (cells a power of two), −1 before the first insert. */
  private mask = -1;
  /** 32 − log2(cells). */
  private shift = 32;
  private used = 0;
  private other: Map<DirKey, V> | null = null;

  get size(): number {
    return this.other === null ? this.used : this.used + this.other.size;
  }

  private static held(k: DirKey): k is number {
    // -0 is held as 0, as a Map holds it (SameValueZero).
    return typeof k === 'number' && (k | 0) === k && k >= 0 && k <= MAX_INT_KEY;
  }

  /** The cell holding `k`, else −1. */
  private find(k: number): number {
    const mask = this.mask;
    if (mask < 0) return -1;
    const keys = this.keys;
    let i = Math.imul(k, GOLDEN) >>> this.shift;
    for (;;) {
      const c = keys[i]!;
      if (c === k) return i;
      if (c === EMPTY) return -1;
      i = (i + 1) & mask;
    }
  }

  get(k: DirKey): V | undefined {
    if (IdTable.held(k)) {
      const i = this.find(k);
      return i < 0 ? undefined : this.vals[i];
    }
    return this.other === null ? undefined : this.other.get(k);
  }

  has(k: DirKey): boolean {
    if (IdTable.held(k)) return this.find(k) >= 0;
    return this.other !== null && this.other.has(k);
  }

  set(k: DirKey, v: V): this {
    if (!IdTable.held(k)) {
      (this.other ??= new Map()).set(k, v);
      return this;
    }
    // At most half full, so a probe always meets an empty cell.
    if ((this.used + 1) * 2 > this.mask + 1) this.resize(this.mask < 0 ? FIRST_BITS : 33 - this.shift);
    const keys = this.keys;
    const mask = this.mask;
    let i = Math.imul(k, GOLDEN) >>> this.shift;
    for (;;) {
      const c = keys[i]!;
      if (c === k) {
        this.vals[i] = v;
        return this;
      }
      if (c === EMPTY) break;
      i = (i + 1) & mask;
    }
    keys[i] = k;
    this.vals[i] = v;
    this.used++;
    return this;
  }

  delete(k: DirKey): boolean {
    if (!IdTable.held(k)) return this.other !== null && this.other.delete(k);
    let i = this.find(k);
    if (i < 0) return false;
    const keys = this.keys;
    const vals = this.vals;
    const mask = this.mask;
    const shift = this.shift;
    // Algorithm R: a later key of the run moves into the hole unless its home lies cyclically in (hole, its cell].
    // Tested as distances from the hole, modulo the table's size (h in (i, j] ⇔ (h − i − 1) mod size < (j − i) mod
    // size, j ≠ i): one comparison for a run that wraps past the last cell and one that does not. Two branches, as
    // it was, left the wrapped run's comparison unfed until a run first wrapped — in the bench captures at the first
    // server restart, ~20 MiB in — and its first use threw the optimised `delete` away (sixty-sixth round).
    let j = i;
    for (;;) {
      j = (j + 1) & mask;
      const c = keys[j]!;
      if (c === EMPTY) break;
      const h = Math.imul(c, GOLDEN) >>> shift;
      if (((h - i - 1) & mask) < ((j - i) & mask)) continue;
      keys[i] = c;
      vals[i] = vals[j];
      i = j;
    }
    keys[i] = EMPTY;
    vals[i] = undefined;
    this.used--;
    if (this.mask + 1 > KEEP_CELLS && this.used * 16 < this.mask + 1) this.resize(31 - this.shift);
    return true;
  }

  /** Empties it, keeping its store (BoundedIdTable: the generation dropped is the next one filled). */
  clear(): void {
    if (this.used > 0) {
      this.keys.fill(EMPTY);
      this.vals.fill(undefined);
      this.used = 0;
    }
    this.other = null;
  }

  /** A new store of 2^bits cells, the live keys put in again. */
  private resize(bits: number): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const cells = 1 << bits;
    const keys = new Int32Array(cells).fill(EMPTY);
    const vals = new Array<V | undefined>(cells).fill(undefined);
    const mask = cells - 1;
    const shift = 32 - bits;
    for (let j = 0; j < oldKeys.length; j++) {
      const c = oldKeys[j]!;
      if (c === EMPTY) continue;
      let i = Math.imul(c, GOLDEN) >>> shift;
      while (keys[i] !== EMPTY) i = (i + 1) & mask;
      keys[i] = c;
      vals[i] = oldVals[j];
    }
    this.keys = keys;
    this.vals = vals;
    this.mask = mask;
    this.shift = shift;
  }

  /** The store's cells (tests: it stays bounded). */
  get cells(): number {
    return this.mask + 1;
  }

  *[Symbol.iterator](): IterableIterator<[DirKey, V]> {
    const held: Array<[number, V]> = [];
    for (let j = 0; j < this.keys.length; j++) if (this.keys[j] !== EMPTY) held.push([this.keys[j]!, this.vals[j] as V]);
    held.sort((a, b) => a[0] - b[0]);
    yield* held;
    if (this.other !== null) yield* this.other;
  }
}

/**
 * keys.ts BoundedMap over two IdTables, for a session's `finished` (state.ts Sess): the same two generations of at
 * most cap/2 each, the same answers, but when the young one fills, the old one is emptied in place and becomes the
 * young one, where BoundedMap dropped it and grew a new Map from empty — 512 sets a time, every 512 emissions (1.0 MB of
 * the NDJSON 20 MiB head's allocation; docs/performance.md, thirty-eighth round).
 */
export class BoundedIdTable<V> {
  private young = new IdTable<V>();
  private old = new IdTable<V>();
  private readonly half: number;
  constructor(cap: number) {
    this.half = Math.max(1, Math.floor(cap / 2));
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
  get(k: DirKey): V | undefined {
    const v = this.young.get(k);
    return v !== undefined ? v : this.old.get(k);
  }
  has(k: DirKey): boolean {
    return this.young.has(k) || this.old.has(k);
  }
  delete(k: DirKey): boolean {
    const a = this.young.delete(k);
    const b = this.old.delete(k);
    return a || b;
  }
  set(k: DirKey, v: V): void {
    if (this.old.size > 0) this.old.delete(k);
    this.young.set(k, v);
    if (this.young.size >= this.half) {
      const spent = this.old;
      spent.clear();
      this.old = this.young;
      this.young = spent;
    }
  }
}
