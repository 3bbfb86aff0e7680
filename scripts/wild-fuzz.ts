/**
 * A longer campaign of the damaged-paste check (test/hardening/wild-mutations.ts): `count` draws from each seed.
 * Prints every draw that breaks a promise (its case, file and what broke), then one line with the totals.
 *
 * usage: npx tsx scripts/wild-fuzz.ts [first-seed] [count] [seeds]
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenPromise, draws } from '../test/hardening/wild-mutations.js';

const [first = '1', count = '200', seeds = '1'] = process.argv.slice(2);
let n = 0;
let broken = 0;
for (let s = Number(first); s < Number(first) + Number(seeds); s++) {
  for (const [k, d] of draws(s, Number(count)).entries()) {
    n++;
    const why = await brokenPromise(d);
    if (why === null) continue;
    broken++;
    // The damaged bytes, to read again with the CLI.
    const out = join(tmpdir(), `wild-fuzz-${s}-${k}.txt`);
    writeFileSync(out, d.bytes);
    console.log(`seed ${s} draw ${k}: ${d.name} (${d.file}) → ${out}\n  ${why}`);
  }
}
console.log(`${n} draws, ${broken} broke a promise`);
