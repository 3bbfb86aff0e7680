/**
 * A capture cut short at any byte (a paste that stopped mid-line, a log copied while written, a
 * download that broke) must still be read: no crash, every line of the prefix accounted for, and
 * a refusal only as the contract's one-line InputError (exit 1).
 */
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { analyze, InputError } from '../../src/index.js';
import { accountingOk } from './accounting.js';
import { CLAUDE_LINES, harLines, MCPCAP_LINES, NDJSON_LINES, SSE_LINES, VSCODE_LINES } from './corpus.js';
import { countLines } from './harness.js';

/** [format, lines, the step that keeps a sweep of that sample under ~10 s] */
export const TRUNCATIONS: [string, string[], number][] = [
  ['claude-desktop', CLAUDE_LINES.slice(0, 8), 1],
  ['vscode', VSCODE_LINES.slice(0, 7), 1],
  ['ndjson', NDJSON_LINES, 1],
  ['mcpcap', MCPCAP_LINES, 2],
  ['sse', SSE_LINES, 1],
  ['har', harLines(), 3],
];

/** Analyzes the sample cut at 0, step, 2·step, … and at its full length. */
export async function truncatedEverywhere(lines: string[], step: number): Promise<void> {
  const full = Buffer.from(lines.join('\n') + '\n');
  let analyzed = 0;
  let tried = 0;
  const cuts = new Set<number>();
  for (let cut = 0; cut <= full.length; cut += step) cuts.add(cut);
  cuts.add(full.length);
  for (const cut of cuts) {
    const part = full.subarray(0, cut);
    tried++;
    try {
      const r = await analyze(['-'], { stdin: Readable.from([part]) });
      accountingOk(r, [countLines(part)]);
      analyzed++;
    } catch (e) {
      // Only "not a capture / empty" is allowed, and only as the contract's InputError.
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).exitCode).toBe(1);
      expect((e as Error).message).not.toContain('\n');
    }
  }
  // Most prefixes are recognisable captures.
  expect(analyzed).toBeGreaterThan(tried / 2);
}
