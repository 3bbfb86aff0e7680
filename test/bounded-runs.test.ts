import { describe, expect, it } from 'vitest';
import { boundRuns, MAX_RUN } from '../src/bounded-runs.js';
import { readSaid } from '../src/ingest/hosts/phrase.js';
import { otherClientPhrases } from '../src/ingest/hosts/index.js';

const sp = (n: number): string => ' '.repeat(n);

describe('boundRuns: runs of white space longer than MAX_RUN are cut to MAX_RUN', () => {
  it.each([
    ['no run', 'Error calling tool x: fetch failed', 'Error calling tool x: fetch failed'],
    ['a run at the limit stays', `a${sp(MAX_RUN)}b`, `a${sp(MAX_RUN)}b`],
    ['one over the limit', `a${sp(MAX_RUN + 1)}b`, `a${sp(MAX_RUN)}b`],
    ['a long run', `a${sp(5000)}b`, `a${sp(MAX_RUN)}b`],
    ['tabs and spaces mixed', `a${'\t '.repeat(100)}b`, `a${'\t '.repeat(MAX_RUN / 2)}b`],
    ['several runs', `a${sp(40)}b${sp(3)}c${sp(90)}d`, `a${sp(MAX_RUN)}b${sp(3)}c${sp(MAX_RUN)}d`],
    ['a leading run', `${sp(100)}x`, `${sp(MAX_RUN)}x`],
    ['a trailing run', `x${sp(100)}`, `x${sp(MAX_RUN)}`],
    ['only spaces', sp(100), sp(MAX_RUN)],
    ['newlines are not cut', `a${'\n'.repeat(100)}b`, `a${'\n'.repeat(100)}b`],
    ['short text', 'ab', 'ab'],
    ['empty', '', ''],
  ])('%s', (_n, text, want) => {
    expect(boundRuns(text)).toBe(want);
  });

  it('leaves a text whose runs are all at the limit as it is, tabs among them', () => {
    const s = `x${sp(MAX_RUN)}y\t`.repeat(10);
    expect(boundRuns(s)).toBe(s);
  });
});

describe('a row reads a line whose runs were bounded as it reads the line', () => {
  // opencode's connect failure (other-clients.ts opencode/server-unavailable) with its key after a padded gap
  it('still matches across a long gap', () => {
    const said = readSaid(otherClientPhrases, `server unavailable${sp(4000)}key=docs status=failed error="connect ECONNREFUSED"`);
    expect(said).toMatchObject({ kind: 'failed', server: 'docs', error: 'connect ECONNREFUSED' });
  });
});
