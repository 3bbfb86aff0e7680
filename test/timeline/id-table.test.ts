/**
 * A session's `byId` and `tokens` (id-table.ts IdTable) against a Map, the structure they replaced: random sets,
 * deletes and lookups of dirKey's keys — ids counting up from 0 or 1 in both directions and restarting (a server
 * restart), ids that collide in the table (every key a multiple of its size), random large integers, numbers the table
 * does not hold (past int32, negative, fractional, -0) and typed strings — long enough to grow, empty and shrink
 * the store. After every operation the answers (`get`, `has`, the return of `delete`, `size`) equal the Map's, and
 * now and then every key ever used is asked and the entries compared as sets. And a session's `finished`
 * (BoundedIdTable) against the BoundedMap it replaced, under the same kind of traffic: the same answers to every
 * question, generation after generation (what each forgets, and when, included).
 */
import { describe, expect, it } from 'vitest';
import { BoundedIdTable, IdTable } from '../../src/timeline/id-table.js';
import { BoundedMap, dirKey, type DirKey } from '../../src/timeline/keys.js';
import { xorshift32 as rng } from '../seeded-rng.js';

const sorted = (xs: Iterable<[DirKey, unknown]>): string[] => [...xs].map(([k, v]) => `${typeof k}:${String(k)}=${String(v)}`).sort();

/** The n-th of the first keys (the oldest live ones, as an emission takes them). */
function nth(keys: Iterator<DirKey>, n: number): DirKey {
  let x = keys.next();
  for (let i = 0; i < n; i++) x = keys.next();
  return x.value as DirKey;
}

/** expect(a).toBe(b), asked only on a difference (a million expects are most of a run's time). */
function same(a: unknown, b: unknown, what: string, k: unknown): void {
  if (!Object.is(a, b)) expect([what, k, a]).toEqual([what, k, b]);
}

function drive(seed: number, steps: number, keyOf: (r: () => number, t: number) => DirKey): { cellsMax: number; sizeMax: number } {
  const r = rng(seed);
  const t = new IdTable<number>();
  const m = new Map<DirKey, number>();
  const used: DirKey[] = [];
  let cellsMax = 0;
  let sizeMax = 0;
  // Phases: a burst of starts (the live keys grow), a drain (they fall to near nothing), a steady churn.
  for (let i = 0; i < steps; i++) {
    const phase = Math.floor(i / 3000) % 3;
    const pSet = phase === 0 ? 0.7 : phase === 1 ? 0.2 : 0.5;
    const op = r();
    if (op < pSet || used.length === 0) {
      const k = keyOf(r, i);
      used.push(k);
      same(t.set(k, i), t, 'set', k);
      m.set(k, i);
    } else {
      // Mostly keys that are in (an emission), sometimes any key ever used (a miss, or a key set again).
      const k = r() < 0.8 && m.size > 0 ? nth(m.keys(), Math.floor(r() * Math.min(m.size, 64))) : used[Math.floor(r() * used.length)]!;
      if (r() < 0.5) same(t.delete(k), m.delete(k), 'delete', k);
      else {
        same(t.get(k), m.get(k), 'get', k);
        same(t.has(k), m.has(k), 'has', k);
      }
    }
    same(t.size, m.size, 'size', i);
    cellsMax = Math.max(cellsMax, t.cells);
    sizeMax = Math.max(sizeMax, m.size);
    if (i % 997 === 0) {
      for (const k of used) {
        same(t.get(k), m.get(k), 'get', k);
        same(t.has(k), m.has(k), 'has', k);
      }
      expect(sorted(t)).toEqual(sorted(m));
    }
  }
  for (const k of [...m.keys()]) expect(t.delete(k)).toBe(m.delete(k));
  expect(t.size).toBe(0);
  expect([...t]).toEqual([]);
  for (const k of used) expect(t.get(k)).toBeUndefined();
  return { cellsMax, sizeMax };
}

describe('IdTable: the Map it replaced', () => {
  it.each([1, 2, 3, 4])('ids counting up in both directions, restarting (seed %i)', (seed) => {
    let next = [seed & 1, 0];
    drive(seed, 20000, (r, i) => {
      if (i % 4000 === 0) next = [seed & 1, 0]; // a server restart: ids count again from the start
      const side = r() < 0.9 ? 0 : 1;
      return dirKey(side === 0 ? 'client' : 'server', next[side]!++);
    });
  });

  it.each([5, 6])('keys that meet in the table: multiples of large powers of two (seed %i)', (seed) => {
    drive(seed, 12000, (r) => Math.floor(r() * 64) * 2 ** (10 + Math.floor(r() * 20)));
  });

  it.each([7, 8])('every kind of key: large integers, numbers it does not hold, strings (seed %i)', (seed) => {
    const specials: DirKey[] = [-0, 0, -1, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER, 1e300];
    drive(seed, 12000, (r) => {
      const p = r();
      if (p < 0.4) return Math.floor(r() * 2 ** 31);
      if (p < 0.6) return Math.floor(r() * 200);
      if (p < 0.75) return specials[Math.floor(r() * specials.length)]!;
      return dirKey(r() < 0.5 ? 'client' : 'server', r() < 0.5 ? `req-${Math.floor(r() * 300)}` : -Math.floor(r() * 50) - 1);
    });
  });

  it('a store that grew for many live ids shrinks once they are gone, and a small one is kept', () => {
    const t = new IdTable<number>();
    for (let i = 0; i < 100000; i++) t.set(i * 2, i);
    expect(t.cells).toBe(262144);
    for (let i = 0; i < 100000; i++) t.delete(i * 2);
    expect(t.cells).toBeLessThanOrEqual(8192);
    for (let i = 0; i < 1500; i++) t.set(i, i);
    const kept = t.cells;
    for (let i = 0; i < 1500; i++) t.delete(i);
    expect(t.cells).toBe(kept);
    expect(t.size).toBe(0);
  });

  it('-0 and 0 are one key, as in a Map', () => {
    const t = new IdTable<string>();
    t.set(-0, 'a');
    expect(t.get(0)).toBe('a');
    t.set(0, 'b');
    expect(t.size).toBe(1);
    expect(t.delete(-0)).toBe(true);
    expect(t.size).toBe(0);
  });
});

describe('BoundedIdTable: the BoundedMap it replaced', () => {
  it.each([
    [11, 1024],
    [12, 1024],
    [13, 16],
    [14, 3],
    [15, 1],
  ])('random emissions, re-sets, deletes and lookups (seed %i, cap %i)', (seed, cap) => {
    const r = rng(seed);
    const t = new BoundedIdTable<string | number>(cap);
    const m = new BoundedMap<DirKey, string | number>(cap);
    const used: DirKey[] = [];
    let next = 0;
    for (let i = 0; i < 30000; i++) {
      const p = r();
      if (i % 7000 === 0) next = 0; // a restart: the same ids again
      if (p < 0.6) {
        // An emission: mostly the next id, sometimes an older one again, a server's, or a string id.
        const q = r();
        const k: DirKey =
          q < 0.7 ? dirKey('client', next++) : q < 0.8 && used.length > 0 ? used[Math.floor(r() * used.length)]! : q < 0.9 ? dirKey('server', Math.floor(r() * 100)) : dirKey('client', `op-${Math.floor(r() * 500)}`);
        const v = r() < 0.5 ? `k${i}` : i;
        used.push(k);
        t.set(k, v);
        m.set(k, v);
      } else {
        const k = used.length === 0 ? 0 : used[Math.max(0, used.length - 1 - Math.floor(r() * Math.min(used.length, 3 * cap)))]!;
        if (p < 0.65) same(t.delete(k), m.delete(k), 'delete', k);
        else {
          same(t.get(k), m.get(k), 'get', k);
          same(t.has(k), m.has(k), 'has', k);
        }
      }
      same(t.size, m.size, 'size', i);
      if (i % 2999 === 0) for (const k of used.slice(-4 * cap)) same(t.get(k), m.get(k), 'get', k);
    }
  });
});
