/**
 * Hostile captures: how the whole pipeline's time grows with the length of one line built to make a reader's own
 * patterns backtrack (docs/performance.md, "Hostile lines"). hostile-lines.ts times the phrase tables' rows one by one;
 * the readers' header and continuation patterns, detection's sniffers, the timeline's and the rules' reading of words
 * are not rows, so this script goes through `analyze()` as a user's capture does.
 *
 * For every reader and host the repository has a capture of (the smallest file per `format/host`, from samples/ and the
 * wild corpus), a copy of the capture gets one extra line after its head: the prefix of one of its own lines (so the
 * reader sees its stamp, level and label) followed by a long tail of one shape (a run of one punctuation character, a
 * word-and-separator run, spaces then a letter, …). The same line at 4,000 and 16,000 characters: a linear reader takes
 * about 4× as long on the longer one (over the capture without the line); a pattern that retries a run at each of its
 * characters takes 16×. Prints the slowest lines; exits 1 when one costs more than the limit on the longer line and
 * grows faster than linear.
 *
 * usage: npx tsx scripts/bench/hostile-captures.ts [--limit-ms 150] [--only <format/host substring>]
 * (timings: run it on a quiet machine; each figure is the least of three runs; a line that costs under 5 ms once is not timed again)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { analyze } from '../../src/analyze.js';
import { isSkippedInput } from '../../src/report/contract.js';

const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const limitMs = Number(opt('--limit-ms') ?? 150);
const only = opt('--only');

const ROOT = join(import.meta.dirname, '..', '..');

/** Every capture file under a folder (not the cases' JSON, not expected reports). */
function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) files(p, out);
    else if (name !== 'case.json' && !name.endsWith('.expected.json') && !name.endsWith('.md') && st.size < 64 * 1024) out.push(p);
  }
  return out;
}

/** The tail shapes of a hostile line, `n` characters each. */
function tails(n: number): Array<[string, string]> {
  const out: Array<[string, string]> = [
    ['letters', 'a'.repeat(n)],
    ['spaces, then a letter', ' '.repeat(n) + 'x'],
    ['tabs, then a letter', '\t'.repeat(n) + 'x'],
    ['words', 'ab '.repeat(Math.ceil(n / 3))],
    ['digits', '0'.repeat(n)],
    ['"Error: " said over', 'Error: '.repeat(Math.ceil(n / 7))],
    ['"at " said over', 'at '.repeat(Math.ceil(n / 3))],
    ['"MCP error -32001: " said over', 'MCP error -32001: '.repeat(Math.ceil(n / 18))],
    ['a stamp said over', '2025-01-01T00:00:00.000Z '.repeat(Math.ceil(n / 25))],
  ];
  for (const c of [':', '.', '-', '[', ']', '{', '}', '(', ')', '"', "'", '`', '\\', '/', '=', ',', '|', '>', '*', '#']) {
    out.push([`${c} repeated`, c.repeat(n)]);
    out.push([`a${c} repeated`, `a${c}`.repeat(Math.ceil(n / 2))]);
    out.push([`${c} and a space repeated`, `${c} `.repeat(Math.ceil(n / 2))]);
  }
  return out;
}

interface Seed {
  key: string;
  path: string;
  lines: string[];
}

/** The smallest readable capture per format/host. */
async function seeds(): Promise<Seed[]> {
  const best = new Map<string, { path: string; size: number }>();
  const candidates = [...files(join(ROOT, 'samples')), ...files(join(ROOT, 'test', 'wild', 'cases'))];
  for (const path of candidates) {
    let report;
    try {
      report = await analyze([path], { tz: 'UTC' });
    } catch {
      continue;
    }
    const input = report.inputs[0];
    if (input === undefined || isSkippedInput(input)) continue;
    const key = `${input.format}/${input.host}`;
    if (only !== undefined && !key.includes(only)) continue;
    const size = statSync(path).size;
    const prev = best.get(key);
    if (prev === undefined || size < prev.size) best.set(key, { path, size });
  }
  return [...best.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, { path }]) => ({ key, path, lines: readFileSync(path, 'utf8').split('\n') }));
}

/** The least of `runs` runs of analyze() on one file, in ms. */
async function timeOf(path: string, runs = 3): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    try {
      await analyze([path], { tz: 'UTC' });
    } catch {
      // A line that leaves a one-line capture unrecognised (InputError) costs what detection spent on it.
    }
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

const dir = mkdtempSync(join(tmpdir(), 'hostile-captures-'));
const rows: Array<{ key: string; path: string; shape: string; small: number; big: number }> = [];
try {
  const all = await seeds();
  console.log(`${all.length} readers and hosts (one capture each)`);
  for (const seed of all) {
    // The file keeps its name: some readers are chosen by it (mcp-server-*.log).
    const sub = join(dir, seed.key.replace(/[^a-z0-9]+/gi, '_'));
    mkdirSync(sub);
    const target = join(sub, basename(seed.path));
    const at = Math.min(5, seed.lines.length);
    const written = seed.lines.filter((l) => l.trim() !== '');
    // Two prefixes: the first line's head and a later line's (a continuation or a message line, often).
    const prefixes = [...new Set([written[0], written[Math.min(3, written.length - 1)]].filter((l): l is string => l !== undefined).map((l) => l.slice(0, 80)))];
    prefixes.push('');
    writeFileSync(target, seed.lines.join('\n'));
    const base = await timeOf(target);
    let worst = { key: seed.key, path: seed.path.slice(ROOT.length + 1), shape: '', small: 0, big: 0 };
    const small = tails(4000);
    const big = tails(16000);
    for (const prefix of prefixes) {
      for (let i = 0; i < small.length; i++) {
        const cost = async (tail: string, runs: number): Promise<number> => {
          const lines = [...seed.lines.slice(0, at), prefix + tail, ...seed.lines.slice(at)];
          writeFileSync(target, lines.join('\n'));
          return Math.max(0, (await timeOf(target, runs)) - base);
        };
        // One run first: only a line that costs something is timed properly (three runs each size).
        if ((await cost(big[i]![1], 1)) < Math.max(worst.big, 5)) continue;
        const b = await cost(big[i]![1], 3);
        if (b > worst.big) worst = { ...worst, shape: `${prefix === '' ? '' : JSON.stringify(prefix.slice(0, 24)) + '… + '}${big[i]![0]}`, small: await cost(small[i]![1], 3), big: b };
      }
    }
    rows.push(worst);
    process.stderr.write(`${worst.big.toFixed(1).padStart(8)} ${worst.small.toFixed(1).padStart(7)}  ${seed.key}  (${worst.shape})\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
rows.sort((a, b) => b.big - a.big);
console.log('slowest line per reader and host (ms over the capture without it, at 4,000 and 16,000 characters):');
for (const r of rows.slice(0, 20)) {
  const growth = r.small > 1 ? `${(r.big / r.small).toFixed(1)}×` : '–';
  console.log(`${r.big.toFixed(1).padStart(8)} ${r.small.toFixed(1).padStart(7)} ${growth.padStart(6)}  ${r.key}  (${r.shape})  ${r.path}`);
}
const over = rows.filter((r) => r.big > limitMs && r.small > 0 && r.big / r.small > 6);
if (over.length > 0) {
  console.log(`${over.length} reader(s) over ${limitMs} ms on a 16,000-character line, growing faster than linear`);
  process.exitCode = 1;
}
