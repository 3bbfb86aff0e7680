/**
 * The entries' one-line detail (src/timeline/details.ts clip): its check for a line that is already one line must say
 * so exactly when the replace and trim it spares would give the line back unchanged.
 */
import { describe, expect, it } from 'vitest';
import { clip } from '../../src/timeline/details.js';

/** clip as it was written before the check: the replace and trim over any line with white space. */
function reference(s: string, max = 160): string {
  if (s.length <= max && !/\s/.test(s)) return s;
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

describe('clip', () => {
  it('agrees with the replace and trim for every UTF-16 code unit, inside, doubled and at the ends', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const s of [`a${ch}b`, `a ${ch} b`, `a${ch}${ch}b`, `${ch}a b`, `a b${ch}`, ch, `${ch} `, ` ${ch}`]) {
        if (clip(s, 160) !== reference(s, 160)) differ.push(c);
      }
    }
    expect(differ).toEqual([]);
  });

  it('agrees on lines with and without white space, short and long', () => {
    const lines = [
      '',
      ' ',
      'one',
      'one two',
      'one  two',
      ' one two',
      'one two ',
      'one\ttwo',
      'one\ntwo',
      '[4227] [Local→Remote] tools/call',
      'a b c d e f g h i j k l m n o p q r s t u v w x y z',
      'x'.repeat(200),
      ('word ').repeat(50).trim(),
      ('word ').repeat(50),
    ];
    for (const s of lines) for (const max of [5, 40, 160, 200, 300]) expect(clip(s, max)).toBe(reference(s, max));
  });
});
