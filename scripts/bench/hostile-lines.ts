/**
 * Hostile lines: how the phrase tables' time grows with the length of a line built to make a regex backtrack
 * (docs/performance.md, "Hostile lines"). A row that is linear takes about 4x as long on a line 4x as long; one
 * that retries a run at each of its characters takes 16x. For every row of every table, lines of 4,000 and 16,000
 * characters are built from its hint and the punctuation its pattern names (the hint then a long tail of one
 * character, the hint said over and over, a word-and-separator tail, ...), read as `readSaid` reads them
 * (runs of white space bounded), and the slowest shape of each row is printed with both times.
 *
 * usage: npx tsx scripts/bench/hostile-lines.ts [--limit-ms 50]
 * Exits 1 when a row takes longer than the limit on the 16,000-character line (timings: run it on a quiet machine).
 */
import * as hosts from '../../src/ingest/hosts/index.js';
import type { HostPhrase } from '../../src/ingest/hosts/index.js';
import { boundRuns } from '../../src/bounded-runs.js';

const argv = process.argv.slice(2);
const li = argv.indexOf('--limit-ms');
const limitMs = li >= 0 ? Number(argv[li + 1]) : 50;

const tables = Object.entries(hosts).filter(([k, v]) => Array.isArray(v) && k.endsWith('Phrases')) as Array<[string, HostPhrase[]]>;

/** The shapes of a hostile line for one row, `n` characters long. */
function shapes(row: HostPhrase, n: number): Array<[string, string]> {
  const h = row.hint;
  const punct = [...new Set(row.re.source.replace(/\\[dswbDSWB]/g, '').match(/[ :'"`(){}[\]<>,.=/\-@#|·—]/g) ?? [' '])];
  const out: Array<[string, string]> = [
    ['hint, then letters', h + 'a'.repeat(n)],
    ['hint, then spaces', `${h}${' '.repeat(n)}\u0001`],
    ['hint said over', (h + ' ').repeat(Math.ceil(n / (h.length + 1)))],
    ['letters, then hint', 'a'.repeat(n) + h],
    ['hint, then words', h + 'ab '.repeat(Math.ceil(n / 3))],
  ];
  for (const c of punct) {
    out.push([`hint, then a${c} repeated`, h + `a${c}`.repeat(Math.ceil(n / 2))]);
    out.push([`hint${c} said over`, (h + c).repeat(Math.ceil(n / (h.length + 1)))]);
    out.push([`hint, then ${c} repeated`, h + c.repeat(n)]);
  }
  return out;
}

/** The least of three runs: a collection or a compile inside one run is not the row's cost. */
function timeOf(row: HostPhrase, line: string): number {
  const text = boundRuns(line);
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    row.re.lastIndex = 0;
    row.re.exec(text);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

const seen = new Set<HostPhrase>();
const rows: Array<{ id: string; shape: string; small: number; big: number }> = [];
for (const [, table] of tables) {
  for (const row of table) {
    if (seen.has(row)) continue;
    seen.add(row);
    const small = shapes(row, 4000);
    const big = shapes(row, 16000);
    let worst = { id: row.id, shape: '', small: 0, big: 0 };
    for (let i = 0; i < small.length; i++) {
      const a = timeOf(row, small[i]![1]);
      const b = timeOf(row, big[i]![1]);
      if (b > worst.big) worst = { id: row.id, shape: small[i]![0], small: a, big: b };
    }
    rows.push(worst);
  }
}
rows.sort((a, b) => b.big - a.big);
console.log(`${rows.length} rows; slowest shapes (ms at 4,000 and 16,000 characters):`);
for (const r of rows.slice(0, 15)) console.log(`${r.big.toFixed(1).padStart(8)} ${r.small.toFixed(1).padStart(7)}  ${r.id}  (${r.shape})`);
const over = rows.filter((r) => r.big > limitMs);
if (over.length > 0) {
  console.log(`${over.length} row(s) over ${limitMs} ms on a 16,000-character line`);
  process.exitCode = 1;
}
