/**
 * A wild case's captures rewritten by one reporter's edit (edits.ts) and checked against the case's own expectation:
 * shared by the everyday sample (edited.test.ts) and the rest of the corpus (edited-rest.slow.test.ts, CI).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import { loadCases, runCase } from './check.js';
import { EDITS, isPastedText } from './edits.js';

/** The edits every case survives today; indentation is not there yet (four cases), nor every hard wrap. */
export const HELD = ['quoted', 'fenced', 'crlf', 'bom', 'trailing-spaces', 'double-spaced', 'ansi', 'ansi-orphaned', 'details', 'annotated', 'elided', 'nbsp'] as const;

type Case = ReturnType<typeof loadCases>[number];

/**
 * The passing text cases the everyday suite edits (edited.test.ts): every tenth. The slow project takes exactly the
 * others (edited-rest.slow.test.ts), so the two together run every case under every held edit.
 */
export const everyday = (index: number): boolean => index % 10 === 0;

/** The passing text cases whose index in the corpus `pick` takes, each with every held edit. */
export function editedRuns(pick: (index: number) => boolean): Array<readonly [string, string, Case]> {
  return loadCases()
    .filter(({ c }) => c.knownFailure === undefined && c.captures.every(isPastedText))
    .filter((_, i) => pick(i))
    .flatMap((s) => HELD.map((edit) => [s.name, edit, s] as const));
}

const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-edited-'));

export async function editedPasses(name: string, edit: string, { dir: from, c }: Case): Promise<void> {
  // The capture keeps its own name (a reader may know its host by it).
  const into = join(dir, `${name}--${edit}`);
  mkdirSync(into, { recursive: true });
  const paths = c.captures.map((f) => {
    const to = join(into, basename(f));
    writeFileSync(to, EDITS[edit]!(readFileSync(join(from, f), 'utf8')));
    return to;
  });
  expect(await runCase(paths, c)).toEqual([]);
}
