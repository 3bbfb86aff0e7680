import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalParams, hash53 } from '../../src/timeline/canonical.js';
import { BoundedMap, dirKey, KeySet } from '../../src/timeline/keys.js';

describe('KeySet', () => {
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
