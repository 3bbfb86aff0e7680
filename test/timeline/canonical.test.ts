import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalParams, paramsFingerprint } from '../../src/timeline/canonical.js';

/** The same value with every object's keys in another order (what a retry from another SDK may send). */
function reorder(v: unknown, flip: boolean): unknown {
  if (Array.isArray(v)) return v.map((x) => reorder(x, !flip));
  if (v === null || typeof v !== 'object') return v;
  const keys = Object.keys(v);
  if (flip) keys.reverse();
  const out: Record<string, unknown> = {};
  for (const k of keys) Object.defineProperty(out, k, { value: reorder((v as Record<string, unknown>)[k], !flip), enumerable: true, writable: true, configurable: true });
  return out;
}

const same = (a: unknown, b: unknown): boolean => {
  const x = paramsFingerprint(a);
  const y = paramsFingerprint(b);
  return x.hash === y.hash && x.len === y.len;
};

describe('paramsFingerprint (retry index)', () => {
  it('is equal exactly when the canonical params are equal (random JSON, reordered copies, small edits)', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, fc.boolean(), (a, b, flip) => {
        const top = { name: 't', arguments: a, _meta: { progressToken: 1 } };
        const copy = { _meta: { progressToken: 2 }, ...(reorder({ arguments: a, name: 't' }, flip) as object) };
        expect(same(top, copy)).toBe(true);
        const other = { name: 't', arguments: b };
        expect(same(top, other)).toBe(canonicalParams(top) === canonicalParams(other));
      }),
      { numRuns: 2000 },
    );
  });

  it('tells apart values whose JSON texts could be confused', () => {
    const pairs: Array<[unknown, unknown]> = [
      [{ a: '1' }, { a: 1 }],
      [{ a: 'ab', b: 'c' }, { a: 'a', b: 'bc' }],
      [{ a: [1, 2] }, { a: [[1], 2] }],
      [{ a: null }, { a: false }],
      [{ arguments: { _meta: 1 } }, { arguments: {} }],
      [{ a: {} }, { a: [] }],
      [{ a: '<deep>' }, { a: 'deep' }],
    ];
    for (const [x, y] of pairs) expect(same(x, y), JSON.stringify([x, y])).toBe(false);
    expect(same({ a: -0 }, { a: 0 })).toBe(true);
    expect(same({ _meta: { x: 1 }, a: 1 }, { a: 1 })).toBe(true);
  });

  it('survives deep nesting and agrees with canonicalParams past the depth cap', () => {
    let v: unknown = 1;
    for (let i = 0; i < 10_000; i++) v = [v];
    let w: unknown = 2;
    for (let i = 0; i < 10_000; i++) w = [w];
    expect(() => paramsFingerprint(v)).not.toThrow();
    expect(canonicalParams(v)).toBe(canonicalParams(w));
    expect(same(v, w)).toBe(true);
  });
});
