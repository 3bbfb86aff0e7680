/**
 * The NDJSON direction labeller's two maps — a request's id → its sender and progress token (`open`), a progress
 * token → the side that sent it (`tokens`) — as one open-addressed table over integer keys, with a Map kept for every
 * other key (a string, or a number that is not a 32-bit integer). Every line of a bare capture asks one of them, and a
 * request both sets an id and a token: two Map operations each (docs/performance.md, thirty-third round).
 *
 * Exact: each operation answers what the two Maps did (formats/ndjson.ts before this round), including which request
 * is dropped when more than `maxOpen` are open. Map iteration is insertion order, a `set` of a key already present
 * keeps its place and a `delete` then `set` moves it to the end, so the oldest open request is the one whose *first*
 * insertion since it was last absent is oldest. A FIFO of first insertions (key and a sequence number, the number
 * also kept on the entry) gives it: an entry in the FIFO is stale once its key was answered or re-inserted (another
 * number), and stale entries are skipped when the oldest is taken and dropped when they outnumber the live ones.
 * Keys are compared as Map compares them (SameValueZero): `7` and `"7"` differ, `-0` is `0` (`(k | 0) === k` holds
 * for `-0`, and the table stores it as `0`).
 *
 * Sides are codes: 1 client, 2 server, 3 both (an id open on both sides at once), 0 none.
 */

export type IdKey = string | number;

export const NONE = 0;
export const CLIENT = 1;
export const SERVER = 2;
export const BOTH = 3;

/** A request open under a key the integer table does not take. */
interface OtherOpen {
  side: number;
  token: IdKey | null;
  seq: number;
}

const START_BITS = 6;
/** The open part of a slot's state (a side code), and the token part (a side code, two bits up). */
const OPEN_MASK = 3;
const TOKEN_SHIFT = 2;

export class OpenIds {
  private bits = START_BITS;
  private mask = (1 << START_BITS) - 1;
  /** Slots: the key, the state (open side | token side << 2; 0 = empty), the open request's token and FIFO number. */
  private keys = new Int32Array(1 << START_BITS);
  private state = new Uint8Array(1 << START_BITS);
  private otok: (IdKey | null)[] = new Array<IdKey | null>(1 << START_BITS).fill(null);
  private oseq = new Float64Array(1 << START_BITS);
  /** Slots in use, and of them those with an open request. */
  private used = 0;
  private intOpen = 0;

  private readonly otherOpen = new Map<IdKey, OtherOpen>();
  private readonly otherTokens = new Map<IdKey, number>();

  /**
   * First insertions of open requests, oldest first, in [head, end): each key with its number. Written by index and
   * compacted in place, so the arrays keep their room (a new pair of arrays at each compaction was 1 MB of a NDJSON
   * 20 MiB run's allocation).
   */
  private fifoKeys: IdKey[] = [];
  private fifoSeqs: number[] = [];
  private head = 0;
  private end = 0;
  private seq = 0;

  constructor(private readonly maxOpen: number) {}

  /** open.size */
  get size(): number {
    return this.intOpen + this.otherOpen.size;
  }

  /** open.clear() and tokens.clear(). */
  clear(): void {
    if (this.used > 0 || this.bits !== START_BITS) this.alloc(START_BITS);
    this.used = 0;
    this.intOpen = 0;
    this.otherOpen.clear();
    this.otherTokens.clear();
    this.fifoKeys.length = 0;
    this.fifoSeqs.length = 0;
    this.head = 0;
    this.end = 0;
  }

  /** open.get(k)?.side as a code (NONE when absent). */
  sideOf(k: IdKey): number {
    if (typeof k === 'number' && (k | 0) === k) {
      const i = this.find(k);
      return i < 0 ? NONE : this.state[i]! & OPEN_MASK;
    }
    const o = this.otherOpen.get(k);
    return o === undefined ? NONE : o.side;
  }

  /** tokens.get(k) as a code (NONE when absent). */
  tokenSide(k: IdKey): number {
    if (typeof k === 'number' && (k | 0) === k) {
      const i = this.find(k);
      return i < 0 ? NONE : this.state[i]! >>> TOKEN_SHIFT;
    }
    return this.otherTokens.get(k) ?? NONE;
  }

  /**
   * An answer to `k`: the side of the request it answers (CLIENT or SERVER), which is then no longer open (its token
   * forgotten with it); NONE when no request is open under `k` or it is open on both sides (then it stays).
   */
  answer(k: IdKey): number {
    let side: number;
    let token: IdKey | null;
    if (typeof k === 'number' && (k | 0) === k) {
      const i = this.find(k);
      if (i < 0) return NONE;
      const st = this.state[i]!;
      side = st & OPEN_MASK;
      if (side === NONE || side === BOTH) return NONE;
      token = this.otok[i]!;
      this.otok[i] = null;
      this.intOpen--;
      this.setState(i, st & ~OPEN_MASK);
    } else {
      const o = this.otherOpen.get(k);
      if (o === undefined || o.side === BOTH) return NONE;
      side = o.side;
      token = o.token;
      this.otherOpen.delete(k);
    }
    if (token !== null) this.deleteToken(token);
    return side;
  }

  /**
   * A request `k` sent by `side` (CLIENT or SERVER) with progress token `token`: open under `k` (BOTH if it was open
   * from the other side), the token remembered as `side`'s, then the oldest open request dropped if more than
   * `maxOpen` are open. The order is the Maps' (formats/ndjson.ts remember): the token is set before the drop.
   */
  remember(k: IdKey, side: number, token: IdKey | null): void {
    if (typeof k === 'number' && (k | 0) === k) {
      let i = this.find(k);
      if (i < 0) i = this.insert(k);
      const st = this.state[i]!;
      const prev = st & OPEN_MASK;
      if (prev === NONE) {
        this.intOpen++;
        this.oseq[i] = this.push(k);
      }
      this.state[i] = (st & ~OPEN_MASK) | (prev !== NONE && prev !== side ? BOTH : side);
      this.otok[i] = token;
    } else {
      const o = this.otherOpen.get(k);
      if (o === undefined) this.otherOpen.set(k, { side, token, seq: this.push(k) });
      else {
        o.side = o.side !== side ? BOTH : side;
        o.token = token;
      }
    }
    if (token !== null) this.setToken(token, side);
    if (this.size > this.maxOpen) this.dropOldest();
    else if (this.end - this.head > 2 * this.size + 1024) this.compact();
  }

  private push(k: IdKey): number {
    const s = this.seq++;
    const j = this.end++;
    this.fifoKeys[j] = k;
    this.fifoSeqs[j] = s;
    return s;
  }

  /** Whether FIFO entry (k, s) is the first insertion of a request still open. */
  private live(k: IdKey, s: number): boolean {
    if (typeof k === 'number' && (k | 0) === k) {
      const i = this.find(k);
      return i >= 0 && (this.state[i]! & OPEN_MASK) !== NONE && this.oseq[i] === s;
    }
    const o = this.otherOpen.get(k);
    return o !== undefined && o.seq === s;
  }

  /** The Maps' drop: the oldest open request's token deleted from `tokens`, then the request from `open`. */
  private dropOldest(): void {
    for (;;) {
      const k = this.fifoKeys[this.head]!;
      const s = this.fifoSeqs[this.head]!;
      this.head++;
      if (!this.live(k, s)) continue;
      let token: IdKey | null;
      if (typeof k === 'number' && (k | 0) === k) {
        const i = this.find(k);
        token = this.otok[i]!;
      } else token = this.otherOpen.get(k)!.token;
      if (token !== null) this.deleteToken(token);
      // The token's slot may have been the request's own (an id and its token are often the same number): find again.
      if (typeof k === 'number' && (k | 0) === k) {
        const i = this.find(k);
        this.otok[i] = null;
        this.intOpen--;
        this.setState(i, this.state[i]! & ~OPEN_MASK);
      } else this.otherOpen.delete(k);
      if (this.head > 1024 && this.head * 2 > this.end) this.compact();
      return;
    }
  }

  /** The FIFO without its stale entries, in order, moved to the arrays' start. */
  private compact(): void {
    const keys = this.fifoKeys;
    const seqs = this.fifoSeqs;
    let w = 0;
    for (let j = this.head; j < this.end; j++) {
      const k = keys[j]!;
      const s = seqs[j]!;
      if (this.live(k, s)) {
        keys[w] = k;
        seqs[w] = s;
        w++;
      }
    }
    // What lies past the end is never read; keys there are cleared so that no id string is kept alive.
    for (let j = w; j < this.end; j++) keys[j] = 0;
    this.head = 0;
    this.end = w;
  }

  private setToken(t: IdKey, side: number): void {
    if (typeof t === 'number' && (t | 0) === t) {
      let i = this.find(t);
      if (i < 0) i = this.insert(t);
      this.state[i] = (this.state[i]! & OPEN_MASK) | (side << TOKEN_SHIFT);
    } else this.otherTokens.set(t, side);
  }

  private deleteToken(t: IdKey): void {
    if (typeof t === 'number' && (t | 0) === t) {
      const i = this.find(t);
      if (i >= 0) this.setState(i, this.state[i]! & OPEN_MASK);
    } else this.otherTokens.delete(t);
  }

  private home(k: number): number {
    return Math.imul(k, 0x9e3779b1) >>> (32 - this.bits);
  }

  private find(k: number): number {
    const mask = this.mask;
    for (let i = this.home(k); ; i = (i + 1) & mask) {
      if (this.state[i] === 0) return -1;
      if (this.keys[i] === k) return i;
    }
  }

  /** A slot for `k` (absent), its state 0 until the caller sets it. */
  private insert(k: number): number {
    if ((this.used + 1) * 2 > this.mask + 1) this.grow();
    const mask = this.mask;
    let i = this.home(k);
    while (this.state[i] !== 0) i = (i + 1) & mask;
    this.keys[i] = k;
    this.otok[i] = null;
    this.used++;
    // Marks the slot taken until the caller's state is written (both parts empty would read as a free slot).
    this.state[i] = 0;
    return i;
  }

  /** Writes slot `i`'s state; a slot left with neither part is freed (backward-shift deletion, no tombstones). */
  private setState(i: number, st: number): void {
    if (st !== 0) {
      this.state[i] = st;
      return;
    }
    this.used--;
    const mask = this.mask;
    let hole = i;
    for (let j = (i + 1) & mask; this.state[j] !== 0; j = (j + 1) & mask) {
      const h = this.home(this.keys[j]!);
      // Entry j may move into the hole only if its home is not in (hole, j] (cyclically).
      if (((j - h) & mask) >= ((j - hole) & mask)) {
        this.keys[hole] = this.keys[j]!;
        this.state[hole] = this.state[j]!;
        this.otok[hole] = this.otok[j]!;
        this.oseq[hole] = this.oseq[j]!;
        hole = j;
      }
    }
    this.state[hole] = 0;
    this.otok[hole] = null;
  }

  private alloc(bits: number): void {
    this.bits = bits;
    this.mask = (1 << bits) - 1;
    this.keys = new Int32Array(1 << bits);
    this.state = new Uint8Array(1 << bits);
    this.otok = new Array<IdKey | null>(1 << bits).fill(null);
    this.oseq = new Float64Array(1 << bits);
  }

  private grow(): void {
    const { keys, state, otok, oseq } = this;
    this.alloc(this.bits + 1);
    const mask = this.mask;
    for (let j = 0; j < keys.length; j++) {
      if (state[j] === 0) continue;
      let i = this.home(keys[j]!);
      while (this.state[i] !== 0) i = (i + 1) & mask;
      this.keys[i] = keys[j]!;
      this.state[i] = state[j]!;
      this.otok[i] = otok[j]!;
      this.oseq[i] = oseq[j]!;
    }
  }
}
