/**
 * Runs the wild corpus (test/wild/cases) and prints each case's mismatches against its
 * expectation: `npx tsx scripts/wild-report.ts [name-filter]`. The test runs the same check.
 */
import { join } from 'node:path';
import { loadCases, runCase } from '../test/wild/check.js';

const filter = process.argv[2] ?? '';
let pass = 0;
let total = 0;
for (const { name, dir, c } of loadCases()) {
  if (!name.includes(filter)) continue;
  total++;
  const wrong = await runCase(c.captures.map((f) => join(dir, f)), c);
  if (wrong.length === 0) pass++;
  console.log(`${wrong.length === 0 ? 'pass' : 'FAIL'} ${name}${c.knownFailure ? ' (known failure)' : ''}`);
  for (const w of wrong) console.log(`     ${w}`);
}
console.log(`${pass}/${total} pass`);
