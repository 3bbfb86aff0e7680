import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsBeforeOpener } from '../../../src/ingest/formats/host-lines.js';

/** What the host-line reader decided with a regex before (quadratic on long lines): the oracle for the walk. */
function byRegex(msg: string): string | null {
  return /\w[^{[]*[{[]\s*$/.test(msg) ? msg.replace(/\s*[{[]\s*$/, '') : null;
}

describe('wordsBeforeOpener: a logger message that opens an object at its end', () => {
  it.each([
    ['Tool call failed {', 'Tool call failed'],
    ['params: [', 'params:'],
    ['Error calling tool   {   ', 'Error calling tool'],
    ['error {"a": 1} then [', 'error {"a": 1} then'],
    ['x_ {\t\n', 'x_'],
    ['{', null],
    ['  [', null],
    ['no opener here', null],
    ['words then } ', null],
    ['{ [', null],
    ['- - {', null],
    ['a{', 'a'],
  ])('%j → %j', (msg, words) => {
    expect(wordsBeforeOpener(msg)).toBe(words);
    expect(byRegex(msg)).toBe(words);
  });

  it('decides what the regex decided, on any mix of words, blanks and brackets', () => {
    const ch = fc.constantFrom('a', 'Z', '_', '9', ' ', '\t', '\u00a0', '{', '[', '}', ']', '-', ':', 'é');
    fc.assert(
      fc.property(fc.array(ch, { maxLength: 24 }).map((a) => a.join('')), (msg) => {
        expect(wordsBeforeOpener(msg)).toBe(byRegex(msg));
      }),
      { numRuns: 2000 },
    );
  });
});
