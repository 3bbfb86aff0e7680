import { describe, expect, it } from 'vitest';
import { BOTH, CLIENT, NONE, OpenIds, SERVER, type IdKey } from '../../../src/ingest/formats/open-ids.js';

/**
 * The model: the NDJSON labeller's two Maps as they were before the table (formats/ndjson.ts, thirty-second round),
 * reduced to the operations the table replaces. The table must answer every operation as this does, including which
 * request is dropped past `maxOpen` (Map order: first insertion since the key was last absent).
 */
class MapModel {
  private readonly open = new Map<IdKey, { side: number; token: IdKey | null }>();
  private readonly tokens = new Map<IdKey, number>();
  constructor(private readonly maxOpen: number) {}
  get size(): number {
    return this.open.size;
  }
  clear(): void {
    this.open.clear();
    this.tokens.clear();
  }
  sideOf(k: IdKey): number {
    return this.open.get(k)?.side ?? NONE;
  }
  tokenSide(k: IdKey): number {
    return this.tokens.get(k) ?? NONE;
  }
  answer(k: IdKey): number {
    const r = this.open.get(k);
    if (!r || r.side === BOTH) return NONE;
    this.open.delete(k);
    if (r.token !== null) this.tokens.delete(r.token);
    return r.side;
  }
  remember(k: IdKey, side: number, token: IdKey | null): void {
    const prev = this.open.get(k);
    const both = prev !== undefined && prev.side !== side;
    this.open.set(k, { side: both ? BOTH : side, token });
    if (token !== null) this.tokens.set(token, side);
    if (this.open.size > this.maxOpen) {
      const oldest = this.open.keys().next().value as IdKey;
      const o = this.open.get(oldest)!;
      if (o.token !== null) this.tokens.delete(o.token);
      this.open.delete(oldest);
    }
  }
  /** The open ids, oldest first (what decides the next drop). */
  order(): IdKey[] {
    return [...this.open.keys()];
  }
}

/** A seeded PRNG (mulberry32), so a failure names its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Keys of every kind the table sorts: small and large integers, negatives, -0, non-integers, 2^31, strings like numbers. */
function keyOf(r: () => number, range: number): IdKey {
  const x = r();
  const n = Math.floor(r() * range);
  if (x < 0.6) return n;
  if (x < 0.7) return -n;
  if (x < 0.72) return -0;
  if (x < 0.76) return n + 0.5;
  if (x < 0.8) return 2 ** 31 + n;
  if (x < 0.83) return -(2 ** 31) - n - 1;
  return String(n);
}

/** Runs `steps` random operations on both, comparing every answer; returns the table and the model. */
function run(seed: number, steps: number, maxOpen: number, range: number, answerRate: number, clearRate: number) {
  const r = rng(seed);
  const t = new OpenIds(maxOpen);
  const m = new MapModel(maxOpen);
  for (let s = 0; s < steps; s++) {
    const x = r();
    const where = `seed ${seed} step ${s}`;
    if (x < clearRate) {
      t.clear();
      m.clear();
    } else if (x < answerRate) {
      const k = keyOf(r, range);
      expect(t.answer(k), where).toBe(m.answer(k));
    } else if (x < answerRate + 0.05) {
      const k = keyOf(r, range);
      expect(t.sideOf(k), where).toBe(m.sideOf(k));
      expect(t.tokenSide(k), where).toBe(m.tokenSide(k));
    } else {
      const k = keyOf(r, range);
      const y = r();
      // No token, the id itself (the TypeScript SDK's choice), or another key.
      const token = y < 0.3 ? null : y < 0.7 ? k : keyOf(r, range);
      const side = r() < 0.85 ? CLIENT : SERVER;
      t.remember(k, side, token);
      m.remember(k, side, token);
    }
    expect(t.size, where).toBe(m.size);
  }
  return { t, m };
}

describe('OpenIds: the labeller\'s table against its Maps', () => {
  it('answers as the Maps do over random sequences with ids reused, a small cap', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = rng(seed * 7919);
      const cap = 1 + Math.floor(r() * 60);
      const { t, m } = run(seed, 4000, cap, 1 + Math.floor(r() * 200), 0.2 + r() * 0.4, r() < 0.5 ? 0 : 0.002);
      // Every key the sequences used, both ways, at the end.
      for (let n = -210; n <= 210; n++)
        for (const k of [n, String(n), n + 0.5, 2 ** 31 + n]) {
          expect(t.sideOf(k), `seed ${seed} key ${String(k)}`).toBe(m.sideOf(k));
          expect(t.tokenSide(k), `seed ${seed} key ${String(k)}`).toBe(m.tokenSide(k));
        }
    }
  });

  it('drops the oldest first insertion past 50,000 open, as the Map did', () => {
    // A sender that stops answering: more requests than the cap stay open, ids reused from a range wider than the cap.
    const { t, m } = run(12345, 160_000, 50_000, 120_000, 0.15, 0);
    expect(m.size).toBe(50_000);
    // Drain in the Map's order: each drop must now take the model's oldest, so the table's order is the model's.
    const order = m.order();
    for (let j = 0; j < 200; j++) {
      const k = 1_000_000 + j;
      t.remember(k, CLIENT, null);
      m.remember(k, CLIENT, null);
      expect(t.sideOf(order[j]!)).toBe(NONE);
    }
    for (const k of order.slice(200, 2000)) expect(t.sideOf(k)).toBe(m.sideOf(k));
    expect(t.size).toBe(m.size);
  });

  it('keeps a re-sent id in its first place, and moves an answered then re-sent id to the end', () => {
    const t = new OpenIds(3);
    t.remember(1, CLIENT, null);
    t.remember(2, CLIENT, null);
    t.remember(1, SERVER, null); // the same id from the other side: both, still first
    expect(t.sideOf(1)).toBe(BOTH);
    t.remember(3, CLIENT, null);
    t.answer(2);
    t.remember(2, CLIENT, null); // answered, then sent again: now the newest
    t.remember(4, CLIENT, null); // four open: the oldest (1) goes
    expect(t.sideOf(1)).toBe(NONE);
    expect([2, 3, 4].map((k) => t.sideOf(k))).toEqual([CLIENT, CLIENT, CLIENT]);
    t.remember(5, CLIENT, null); // then 3
    expect(t.sideOf(3)).toBe(NONE);
    expect(t.sideOf(2)).toBe(CLIENT);
  });
});
