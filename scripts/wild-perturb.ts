/**
 * How the wild corpus fares when its pastes are edited the ways reporters edit them: each passing case's captures
 * are rewritten by one edit at a time (quoted with `> `, indented as a Markdown code block, fenced, CRLF line ends, a
 * byte-order mark, trailing spaces, a blank line between lines, the terminal's colour codes kept) and checked against
 * the case's own expectation. A case that passes as written and fails edited shows a reader that depends on the
 * paste's exact bytes, which a held-out paste will not share.
 *
 * usage: npx tsx scripts/wild-perturb.ts [--only <edit>] [name-filter]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { analyze } from '../src/index.js';
import { analyzeOptions, check, loadCases } from '../test/wild/check.js';
import { EDITS, isPastedText } from '../test/wild/edits.js';

const argv = process.argv.slice(2);
const oi = argv.indexOf('--only');
const only = oi >= 0 ? argv.splice(oi, 2)[1] : undefined;
const filter = argv[0] ?? '';
const work = join(tmpdir(), `wild-perturb-${process.pid}`);
mkdirSync(work, { recursive: true });

async function wrongs(paths: string[], c: ReturnType<typeof loadCases>[number]['c']): Promise<string[]> {
  try {
    return check(await analyze(paths, analyzeOptions(c)), c);
  } catch (e) {
    return [`analyze failed: ${(e as Error).message.slice(0, 160)}`];
  }
}

const failed = new Map<string, string[]>();
let base = 0;
for (const { name, dir, c } of loadCases()) {
  if (!name.includes(filter) || c.knownFailure) continue;
  const original = c.captures.map((f) => join(dir, f));
  // Binary or structured captures (HAR, mcpcap) are not pasted text: only text pastes are edited.
  if (!original.every(isPastedText)) continue;
  if ((await wrongs(original, c)).length > 0) continue;
  base++;
  for (const [edit, fn] of Object.entries(EDITS)) {
    if (only !== undefined && edit !== only) continue;
    const d = join(work, `${name}--${edit}`);
    mkdirSync(d, { recursive: true });
    const paths = original.map((p) => {
      const q = join(d, basename(p));
      writeFileSync(q, fn(readFileSync(p, 'utf8')));
      return q;
    });
    const w = await wrongs(paths, c);
    if (w.length > 0) {
      const list = failed.get(edit) ?? [];
      list.push(`${name}: ${w[0]}`);
      failed.set(edit, list);
    }
  }
}
rmSync(work, { recursive: true, force: true });
console.log(`${base} text cases that pass as written`);
for (const edit of Object.keys(EDITS)) {
  if (only !== undefined && edit !== only) continue;
  const list = failed.get(edit) ?? [];
  console.log(`${edit}: ${base - list.length}/${base} still pass`);
  for (const l of list.slice(0, 60)) console.log(`   ${l}`);
}
