#!/usr/bin/env node
/**
 * usage: node scripts/bench/proto-wasm/same-counts.mjs <capture> … (Claude Desktop logs, or *.ndjson)
 * The ninth round's prototype with and without `--wasm`, stage A and A+B: the output lines (all but `ms`) must
 * be identical. With `--mixed`, each capture is first copied to a temporary file in which every fifth message
 * gets an escaped top-level key ("\u0078": the module leaves such a line to JSON.parse, which reads it as the
 * same message plus an `x`), so a fifth of the lines take the text path among the others.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const args = process.argv.slice(2);
const mixed = args.includes('--mixed');
const proto = new URL('../proto-single-pass.mjs', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'same-counts-'));
let bad = 0;
for (let file of args.filter((a) => a !== '--mixed')) {
  if (mixed) {
    const lines = readFileSync(file, 'latin1').split('\n');
    const out = lines.map((l, i) => {
      const j = l.indexOf('{"');
      return i % 5 !== 2 || j < 0 ? l : l.slice(0, j + 1) + '"\\u0078":1,' + l.slice(j + 1);
    });
    const to = join(dir, 'mixed-' + basename(file));
    writeFileSync(to, out.join('\n'), 'latin1');
    file = to;
  }
  for (const staged of [[], ['--staged']]) {
    const run = (extra) => execFileSync(process.execPath, [proto, file, ...staged, ...extra], { encoding: 'utf8' }).replace(/,"ms":[^}]*/, '');
    const a = run([]);
    const b = run(['--wasm']);
    const same = a === b;
    if (!same) bad++;
    console.log(`${same ? 'same' : 'DIFFERENT'} ${basename(file)} ${staged.join(' ') || 'stage A'}: ${a.trim()}${same ? '' : ' vs ' + b.trim()}`);
  }
}
rmSync(dir, { recursive: true, force: true });
process.exit(bad ? 1 : 0);
