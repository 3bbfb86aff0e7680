/**
 * The report's natural order of keys (`s2` before `s10`) without ICU, for the keys it can prove it orders as ICU does.
 *
 * The report sorts session keys (`s1`, `i2.s1`), request keys (`s1:3057`), rule ids and server names with
 * `new Intl.Collator('en', { numeric: true })`. Making that collator starts ICU's collation data: ~4.7 CPU-ms a run,
 * paid by every report that compares two keys — any capture with two sessions, and every NDJSON capture whose requests
 * carry no clock, whose requests are then ordered by key alone (docs/performance.md, fifty-ninth round). Most keys are
 * made of a few ASCII characters on which ICU's root order (CLDR's, which `en` does not tailor) is simple:
 *
 * - every character has its own primary weight (the `en` collator leaves punctuation non-ignorable), so the first
 *   differing character decides and two keys compare equal only when they are the same string;
 * - the spaces and punctuation below sort before the digits, in the order of PUNCT, not in ASCII's;
 * - with `numeric: true` a run of digits is one number, compared by its value (a shorter run without leading zeros is
 *   the smaller number); ICU takes *any* decimal digit (`٣`, `３`) into the run, which is why a key must be read to its
 *   end before its first difference is trusted;
 * - lowercase `a`–`z` sort after the digits, in alphabetical order.
 *
 * A key with anything else — a capital (ICU orders `a` and `A` together at the first level and by case only after
 * the whole string), a run with a leading zero (`s01` and `s1` are equal to ICU), a run over 15 digits, any other
 * character — is not plain, and the caller falls back to the collator. test/report/natural-order.test.ts checks this
 * order against the collator over every string of up to four characters of the alphabet.
 */

/** The punctuation a plain key may hold, in ICU's root order (space first). */
export const PUNCT = ' _-:.@/#';
/** Longest digit run compared here (ICU compares up to 254 digits as one number; the test covers 15). */
const MAX_RUN = 15;

const NOT_PLAIN = 0;
/** Every digit has one rank (a run is compared as a number): after the punctuation, before the letters. */
const DIGIT = 1 + PUNCT.length;
/** Rank of each ASCII code in ICU's order: 0 not plain, then punctuation, the digits, `a`–`z`. */
const RANK = new Uint8Array(128);
for (let i = 0; i < PUNCT.length; i++) RANK[PUNCT.charCodeAt(i)] = 1 + i;
for (let c = 0x30; c <= 0x39; c++) RANK[c] = DIGIT;
for (let c = 0x61; c <= 0x7a; c++) RANK[c] = DIGIT + 1 + (c - 0x61);

function rank(s: string, i: number): number {
  const c = s.charCodeAt(i);
  return c < 128 ? RANK[c]! : NOT_PLAIN;
}

/** Whether ICU's order of `s` against another plain key is the one compareNatural computes. */
export function isPlainKey(s: string): boolean {
  for (let i = 0; i < s.length; ) {
    const r = rank(s, i);
    if (r === NOT_PLAIN) return false;
    if (r !== DIGIT) {
      i++;
      continue;
    }
    const start = i;
    while (i < s.length && rank(s, i) === DIGIT) i++;
    if (i - start > MAX_RUN || (i - start > 1 && s.charCodeAt(start) === 0x30)) return false;
  }
  return true;
}

/**
 * `new Intl.Collator('en', { numeric: true }).compare(a, b)` (−1, 0 or 1) when both keys are plain, else null: then
 * the caller asks the collator.
 */
export function compareNatural(a: string, b: string): number | null {
  if (!isPlainKey(a) || !isPlainKey(b)) return null;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ra = rank(a, i);
    const rb = rank(b, j);
    if (ra === DIGIT && rb === DIGIT) {
      // Two numbers without leading zeros: the longer is the larger, else the first differing digit decides.
      let ea = i;
      while (ea < a.length && rank(a, ea) === DIGIT) ea++;
      let eb = j;
      while (eb < b.length && rank(b, eb) === DIGIT) eb++;
      if (ea - i !== eb - j) return ea - i < eb - j ? -1 : 1;
      for (; i < ea; i++, j++) {
        const d = a.charCodeAt(i) - b.charCodeAt(j);
        if (d !== 0) return d < 0 ? -1 : 1;
      }
      continue;
    }
    if (ra !== rb) return ra < rb ? -1 : 1;
    i++;
    j++;
  }
  // One key is a prefix of the other (to a whole digit run): the shorter first.
  const ra = a.length - i;
  const rb = b.length - j;
  return ra === rb ? 0 : ra < rb ? -1 : 1;
}
