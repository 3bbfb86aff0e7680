import { describe, expect, it } from 'vitest';
import { compareRequests } from '../../src/report/model.js';
import { compareNatural, isPlainKey, PUNCT } from '../../src/report/natural-order.js';

// What the report's order must equal: ICU's, as the report made it before keys were compared without it.
const icu = new Intl.Collator('en', { numeric: true });
const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Every string of length 0..max over `alphabet`. */
function allStrings(alphabet: readonly string[], max: number): string[] {
  const out = [''];
  let level = [''];
  for (let n = 1; n <= max; n++) {
    level = level.flatMap((s) => alphabet.map((c) => s + c));
    out.push(...level);
  }
  return out;
}

describe('compareNatural equals ICU on plain keys', () => {
  // All the punctuation, the digits at both ends and a middle one, letters at both ends and a middle one: every rank
  // boundary of the order meets every other at every position of a key of up to four characters.
  const alphabet = [...PUNCT, '0', '1', '5', '9', 'a', 'm', 'z'];
  const plain = allStrings(alphabet, 4).filter(isPlainKey);

  it('sorts every string of up to four characters of the alphabet as the collator does', () => {
    expect(plain.length).toBeGreaterThan(50_000);
    const byIcu = [...plain].sort(icu.compare);
    const byNatural = [...plain].sort((a, b) => compareNatural(a, b)!);
    expect(byNatural).toEqual(byIcu);
    // Neighbours in ICU's order compare alike (equal, less): with both orders total, every pair does.
    for (let i = 1; i < byIcu.length; i++) {
      const a = byIcu[i - 1]!;
      const b = byIcu[i]!;
      if (compareNatural(a, b) !== sign(icu.compare(a, b)) || compareNatural(b, a) !== sign(icu.compare(b, a))) {
        expect([a, b, compareNatural(a, b)]).toEqual([a, b, sign(icu.compare(a, b))]);
      }
    }
  });

  it.each([
    ['s2', 's10'],
    ['s1:9', 's1:10'],
    ['s1:100000000000000', 's1:999999999999999'],
    ['i2.s1', 'i10.s1'],
    ['i2.s1', 's1'],
    ['s1:req-9', 's1:req-10'],
    ['s1:9', 's1:9a'],
    ['s1:9', 's1:9:1'],
    ['error-response-to-cancel', 'response-after-cancel'],
    ['bench_server', 'bench-server'],
    ['a-b', 'ab'],
    ['a:b', 'a.b'],
    ['a/1', 'a#1'],
    ['123456789012345', '123456789012346'],
    ['x7y', 'x10y'],
    ['', 'a'],
  ])('%s before %s, as ICU', (a, b) => {
    // Each row is an ordered pair: the first sorts before the second, for ICU and for compareNatural alike.
    expect(sign(icu.compare(a, b))).toBe(-1);
    expect(compareNatural(a, b)).toBe(-1);
    expect(compareNatural(b, a)).toBe(1);
    expect(compareNatural(a, a)).toBe(0);
  });

  it('orders numbers of up to 15 digits by value, inside keys, as ICU', () => {
    // A fixed sequence of numbers of every length (no randomness: the same cases every run).
    const nums: string[] = [];
    for (let len = 1; len <= 15; len++) for (const d of ['1', '4', '9']) nums.push(d + '7'.repeat(len - 1), d + '0'.repeat(len - 1));
    for (const a of nums)
      for (const b of nums) {
        const ka = `s1:${a}.x`;
        const kb = `s1:${b}.x`;
        expect(compareNatural(ka, kb)).toBe(sign(icu.compare(ka, kb)));
        expect(compareNatural(ka, kb)).toBe(sign(Number(a) - Number(b)));
      }
  });
});

describe('keys that are not plain go to the collator', () => {
  it.each([
    ['S1', 'a capital: ICU orders case after the whole string'],
    ['s01', 'a leading zero: ICU finds s01 and s1 equal'],
    ['s1:00', 'a run of zeros'],
    ['s1\u0663', 'an Arabic-Indic digit: ICU reads it into the number'],
    ['s\uff11', 'a fullwidth digit'],
    ['caf\u00e9', 'a letter outside ASCII'],
    ['a+b', 'punctuation outside the table'],
    ['a\tb', 'a control character'],
    ['s1:1234567890123456', 'a run of 16 digits'],
  ])('%j (%s)', (key) => {
    expect(isPlainKey(key)).toBe(false);
    expect(compareNatural(key, 's1')).toBeNull();
    expect(compareNatural('s1', key)).toBeNull();
  });

  it('finds a digit outside ASCII after the first difference too', () => {
    // `s1٣` is 13 to ICU, after `s2`; the first characters alone would put it before.
    expect(compareNatural('s1\u0663', 's2')).toBeNull();
    expect(icu.compare('s1\u0663', 's2')).toBe(1);
  });
});

describe('compareRequests orders keys as ICU, plain or not', () => {
  const keys = ['s1:10', 's1:9', 's1:A', 's1:a', 's1:09', 's1:9b', 'S1:1', 's1:\u0663', 's1:b-2', 's1:b-10', 's1:B-3', 's1:caf\u00e9', 's1:cafe'];
  it('sorts a table of request keys without clocks as the collator does', () => {
    const sorted = keys.map((key) => ({ startedAt: null, session: 's1', key })).sort(compareRequests).map((r) => r.key);
    expect(sorted).toEqual([...keys].sort(icu.compare));
  });
});
