/**
 * The harness of the corpus rewrite scripts (wild-perturb.ts: a reporter's edits; wild-wrappers.ts: infrastructure
 * wrappers): every text case that passes as written is rewritten by one function at a time and checked against its own
 * expectation. Returns how many cases passed as written and, per rewrite, the cases that fail rewritten (first wrong).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { loadCases, runCase } from '../test/wild/check.js';
import { isPastedText } from '../test/wild/edits.js';

type Case = ReturnType<typeof loadCases>[number]['c'];

async function wrongs(paths: string[], c: Case): Promise<string[]> {
  return (await runCase(paths, c)).map((w) => w.slice(0, 180));
}

export async function rewriteCorpus(
  rewrites: Record<string, (text: string) => string>,
  opts: { only?: string; filter: string; tag: string },
): Promise<{ base: number; failed: Map<string, string[]> }> {
  const work = join(tmpdir(), `${opts.tag}-${process.pid}`);
  mkdirSync(work, { recursive: true });
  const failed = new Map<string, string[]>();
  let base = 0;
  try {
    for (const { name, dir, c } of loadCases()) {
      if (!name.includes(opts.filter) || c.knownFailure) continue;
      const original = c.captures.map((f) => join(dir, f));
      // Binary or structured captures (HAR, mcpcap) are not pasted text: only text pastes are rewritten.
      if (!original.every(isPastedText)) continue;
      if ((await wrongs(original, c)).length > 0) continue;
      base++;
      for (const [key, fn] of Object.entries(rewrites)) {
        if (opts.only !== undefined && key !== opts.only) continue;
        const d = join(work, `${name}--${key}`);
        mkdirSync(d, { recursive: true });
        const paths = original.map((p) => {
          const q = join(d, basename(p));
          writeFileSync(q, fn(readFileSync(p, 'utf8')));
          return q;
        });
        const w = await wrongs(paths, c);
        if (w.length > 0) failed.set(key, [...(failed.get(key) ?? []), `${name}: ${w[0]}`]);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { base, failed };
}
