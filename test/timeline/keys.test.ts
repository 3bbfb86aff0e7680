import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalParams, hash53 } from '../../src/timeline/canonical.js';
import { BoundedMap, dirKey, KeySet } from '../../src/timeline/keys.js';

describe('KeySet', () => {
  it('reads a number id as the integer key its text is, or as none, exactly as the text would be read', () => {
    const ids: Array<number | string> = [0, -0, 7, 41, -1, 1.5, 1e-7, 999_999_999_999_999, 1e15, 2 ** 53, 1e21, '7', '07', '-1', '1.5', 'abc', ''];
    for (const id of ids) expect([id, KeySet.intOf(id)]).toEqual([id, KeySet.intOf(String(id))]);
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.maxSafeNat()), (id) => {
        expect(KeySet.intOf(id)).toBe(KeySet.intOf(String(id)));
      }),
    );
    // And a key added as its number is found by its text, and the other way round.
    const ks = new KeySet(100);
    ks.addAs('7', KeySet.intOf(7));
    ks.add('8');
    expect([ks.has('7'), ks.hasAs('8', KeySet.intOf(8)), ks.hasAs('9', KeySet.intOf(9)), ks.has('07')]).toEqual([true, true, false, false]);
  });

  it('agrees with a plain Set for any insertion order, storing integer keys as intervals', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 60 }).map(String), fc.constantFrom('a', '01', '-1', '1.5', '3#2'))), (keys) => {
        const ks = new KeySet(1000);
        const ref = new Set<string>();
        for (const k of keys) {
          expect(ks.has(k)).toBe(ref.has(k));
          ks.add(k);
          ref.add(k);
        }
        for (let i = 0; i <= 61; i++) expect(ks.has(String(i))).toBe(ref.has(String(i)));
      }),
    );
  });

  it('stays bounded and fast with ids that do not count up (random integers)', () => {
    const ks = new KeySet(4096);
    let seed = 12345;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const recent: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      const k = String(next() * 1000 + (i % 1000));
      ks.add(k);
      recent.push(k);
      if (recent.length > 100) recent.shift();
    }
    expect(ks.intervalCount).toBeLessThanOrEqual(KeySet.MAX_RANGES);
    expect(ks.otherCount).toBeLessThanOrEqual(4096);
    // The newest keys are still known (a reused recent id gets its #n suffix).
    for (const k of recent) expect(ks.has(k)).toBe(true);
  });

  it('agrees with a plain Set past the interval bound while nothing is forgotten', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 3000 }), (ns) => {
        const ks = new KeySet(100_000);
        const ref = new Set<string>();
        for (const n of ns) {
          const k = String(n * 2); // never adjacent: one interval each until the bound
          expect(ks.has(k)).toBe(ref.has(k));
          ks.add(k);
          ref.add(k);
        }
        expect(ks.intervalCount).toBeLessThanOrEqual(KeySet.MAX_RANGES);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps sequential ids in one interval', () => {
    const ks = new KeySet(10);
    for (let i = 0; i < 10_000; i++) ks.add(String(i));
    ks.add('5');
    expect(ks.intervalCount).toBe(1);
    expect(ks.otherCount).toBe(0);
  });
});

describe('BoundedMap', () => {
  it('never holds more than its cap and keeps the newest entries', () => {
    const m = new BoundedMap<number, number>(100);
    for (let i = 0; i < 10_000; i++) {
      m.set(i, i);
      expect(m.size).toBeLessThanOrEqual(100);
    }
    expect(m.get(9_999)).toBe(9_999);
    expect(m.has(0)).toBe(false);
  });
});

describe('ids and params', () => {
  it('keeps id types and directions apart', () => {
    expect(new Set([dirKey('client', 7), dirKey('client', '7'), dirKey('server', 7)]).size).toBe(3);
  });

  it('canonical params ignore key order and top-level _meta, but not nested _meta or values', () => {
    const a = canonicalParams({ name: 't', arguments: { x: 1, y: [1, { b: 2, a: 1 }] }, _meta: { progressToken: 1 } });
    const b = canonicalParams({ arguments: { y: [1, { a: 1, b: 2 }], x: 1 }, name: 't' });
    expect(a).toBe(b);
    expect(canonicalParams({ arguments: { _meta: 1 } })).not.toBe(canonicalParams({ arguments: {} }));
    expect(canonicalParams({ a: '1' })).not.toBe(canonicalParams({ a: 1 }));
    expect(hash53(a)).toBe(hash53(b));
    expect(Number.isSafeInteger(hash53(a))).toBe(true);
    expect(hash53('abc')).not.toBe(hash53('abd'));
  });

  it('survives deep nesting', () => {
    let v: unknown = 1;
    for (let i = 0; i < 10_000; i++) v = [v];
    expect(() => canonicalParams(v)).not.toThrow();
  });
});
