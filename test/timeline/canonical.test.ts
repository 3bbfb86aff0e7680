import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalParams, paramsFingerprint, paramsShape } from '../../src/timeline/canonical.js';
import { xorshift32 } from '../seeded-rng.js';

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

  it('puts keys in one order whatever order they came in, for few keys and many (any characters)', () => {
    // Few keys are sorted by insertion, more than a dozen by Array.prototype.sort: both must give the one order.
    const keys = fc.uniqueArray(fc.string({ unit: 'binary', maxLength: 4 }), { minLength: 2, maxLength: 30 });
    fc.assert(
      fc.property(keys, fc.array(fc.nat()), (ks, seeds) => {
        const shuffled = [...ks];
        seeds.forEach((n, i) => {
          const j = n % shuffled.length;
          const k = i % shuffled.length;
          [shuffled[j], shuffled[k]] = [shuffled[k]!, shuffled[j]!];
        });
        const a = Object.fromEntries(ks.map((k, i) => [k, i]));
        const b = Object.fromEntries(shuffled.map((k) => [k, ks.indexOf(k)]));
        expect(same({ arguments: a }, { arguments: b })).toBe(true);
        // One value moved to another key: the same keys and values, another canonical text.
        const c = { ...a, [ks[0]!]: a[ks[1]!], [ks[1]!]: a[ks[0]!] };
        expect(same({ arguments: a }, { arguments: c })).toBe(canonicalParams({ arguments: a }) === canonicalParams({ arguments: c }));
      }),
      { numRuns: 1000 },
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

describe('paramsShape (the retry index compares it before the fingerprint)', () => {
  it('is equal whenever the canonical params are equal, so a differing shape can never hide a retry', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, fc.boolean(), (a, b, flip) => {
        const top = { name: 't', arguments: a, _meta: { progressToken: 1 } };
        const copy = { _meta: { progressToken: 2 }, ...(reorder({ arguments: a, name: 't' }, flip) as object) };
        expect(paramsShape(top)).toBe(paramsShape(copy));
        const other = { name: 't', arguments: b };
        if (canonicalParams(top) === canonicalParams(other)) expect(paramsShape(top)).toBe(paramsShape(other));
      }),
      { numRuns: 2000 },
    );
    expect(paramsShape({ a: -0, b: NaN, c: undefined })).toBe(paramsShape({ c: null, b: null, a: 0 }));
  });

  it('differs for arguments of different lengths or structure (what spares most fingerprints)', () => {
    const base = { name: 'read_file', arguments: { path: 'src/a.ts', query: 'x' } };
    for (const other of [
      { name: 'read_file', arguments: { path: 'src/ab.ts', query: 'x' } },
      { name: 'read_file', arguments: { path: 'src/a.ts' } },
      { name: 'read_file', arguments: { path: 'src/a.ts', query: 1 } },
      { name: 'read_file', arguments: { path: ['src/a.ts'], query: 'x' } },
    ]) {
      expect(paramsShape(other), JSON.stringify(other)).not.toBe(paramsShape(base));
    }
  });

  it('differs for strings of equal length with other characters (what spares the rest)', () => {
    const base = { name: 'read_file', arguments: { path: 'src/ab.ts', query: 'line et tempor' } };
    for (const other of [
      { name: 'read_file', arguments: { path: 'src/ba.ts', query: 'line et tempor' } },
      { name: 'read_file', arguments: { path: 'src/ab.ts', query: 'tempor et line' } },
      { name: 'read_fild', arguments: { path: 'src/ab.ts', query: 'line et tempor' } },
      { name: 'read_file', arguments: { path: 'src/ab.ts', query: 'line et tempoR' } },
    ]) {
      expect(paramsShape(other), JSON.stringify(other)).not.toBe(paramsShape(base));
    }
    // Over random words of equal lengths, nearly every pair of distinct strings has distinct shapes.
    const rnd = xorshift32(7);
    const words = ['lorem', 'ipsum', 'dolor', 'tempor', 'magna', 'aliqua', 'elit', 'sit', 'do', 'et'];
    const seen = new Map<number, string>();
    let clash = 0;
    for (let i = 0; i < 2000; i++) {
      const q = [0, 1, 2].map(() => words[Math.floor(rnd() * words.length)]).join(' ');
      const s = paramsShape({ name: 't', arguments: { query: q } });
      const was = seen.get(s);
      if (was !== undefined && was !== q) clash++;
      seen.set(s, q);
    }
    expect(clash).toBe(0);
  });

  it('survives nesting past the depth cap like canonicalParams', () => {
    let v: unknown = 1;
    for (let i = 0; i < 10_000; i++) v = [v];
    let w: unknown = 2;
    for (let i = 0; i < 10_000; i++) w = [w];
    expect(paramsShape(v)).toBe(paramsShape(w));
  });
});
