import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { panelEntry } from '../../../src/ingest/formats/claude-code.js';

/** What the reader did with one regex before (cubic in a long run of blanks): the oracle for the hand-written edges. */
function byRegex(s: string): string {
  return s.replace(/^\s*(?:│\s*)?(?:❯\s*)?|\s*│?\s*$/g, '');
}

describe('panelEntry: a server-list entry without the drawing around it', () => {
  it.each([
    ['│ ❯ github · ✔ connected   │', 'github · ✔ connected'],
    ['  ❯ 1. github  ✘ failed', '1. github  ✘ failed'],
    ['│   filesystem · ✔ connected │  ', 'filesystem · ✔ connected'],
    ['plain words', 'plain words'],
    ['  words │ inside │', 'words │ inside'],
    ['│', ''],
    ['\t\t', ''],
  ])('%j → %j', (line, entry) => {
    expect(panelEntry(line)).toBe(entry);
    expect(byRegex(line)).toBe(entry);
  });

  it('trims what the regex trimmed, on any mix of blanks, borders and cursors', () => {
    const ch = fc.constantFrom('a', ' ', '\t', '\u00a0', '\u3000', '│', '❯', '·', 'x');
    fc.assert(
      fc.property(fc.array(ch, { maxLength: 20 }).map((a) => a.join('')), (line) => {
        expect(panelEntry(line)).toBe(byRegex(line));
      }),
      { numRuns: 1000 },
    );
  });
});
