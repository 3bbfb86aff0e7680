#!/usr/bin/env node
// The optimising compiler's bill by function (docs/performance.md, sixty-first round): runs a CLI bin over a capture
// under `node --predictable --trace-opt --trace-deopt --trace-osr [--trace-turbo-inlining]` with
// compile-bill-preload.cjs (marks of the capture's read position, one a MiB) and prints every TurboFan compile grouped by
// function — compiles, the first compile's ms and the recompiles' ms (the sum of the three phases `--trace-opt` prints
// in "completed compiling … took a, b, c ms": wall time of the compile, which under `--predictable` runs on the main
// thread; load moves it, the counts it does not), the MiB of input read when it was first compiled ("end" after the
// capture's last read: the report's rendering), OSR compiles, and with `--inlining` the functions it inlined (the
// bytecode sizes V8 printed for them, summed over every compile of it).
//
//   node scripts/bench/compile-bill.mjs [--runs N] [--zone] [--inlining] [--json OUT] [--top N] BIN CAPTURE [CLI args…]
//
// With `--zone` one more run under `--predictable --turbo-stats` prints the bytes TurboFan's zones allocated over all its
// compiles (the "totals" row): a measure of the compile work that load does not move (two runs agree to 0.001 %), where
// the ms do.
//
// With `--runs N` the CLI runs N times; the counts are a build's own under `--predictable` (every run the same), the ms
// are each function's median over the runs (and the totals the medians of the runs' totals): one run's ms move by
// 20–50 % on this host. The counts, positions and inlining printed are the first run's.
//
// The CLI runs with `--format json -o /dev/null` unless other CLI args are given. Needs `stdbuf` (coreutils) so that
// V8's trace and the preload's marks keep their order on stdout. `--predictable` changes V8's flag hash, so the bundle's
// code cache does not fit and the bundle is compiled afresh: compile counts, not start-up, are what this measures.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './instructions.mjs';

const argv = process.argv.slice(2);
let inlining = false;
let jsonOut = null;
let top = 40;
let runs = 1;
let zone = false;
while (argv[0]?.startsWith('--')) {
  const a = argv.shift();
  if (a === '--inlining') inlining = true;
  else if (a === '--json') jsonOut = argv.shift();
  else if (a === '--top') top = Number(argv.shift());
  else if (a === '--runs') runs = Number(argv.shift());
  else if (a === '--zone') zone = true;
  else throw new Error(`unknown option ${a}`);
}
const [bin, capture, ...rest] = argv;
if (!bin || !capture) {
  console.error('usage: compile-bill.mjs [--runs N] [--zone] [--inlining] [--json OUT] [--top N] BIN CAPTURE [CLI args…]');
  process.exit(2);
}
const preload = fileURLToPath(new URL('./compile-bill-preload.cjs', import.meta.url));
const flags = ['--predictable', '--trace-opt', '--trace-deopt', '--trace-osr'];
if (inlining) flags.push('--trace-turbo-inlining');
const cli = rest.length > 0 ? rest : ['--format', 'json', '-o', '/dev/null'];
function bill() {
  // The trace goes to a file: an inlining trace of a 200 MiB run can be more than spawnSync's output buffer holds.
  const out = join(tmpdir(), `compile-bill-${process.pid}.txt`);
  const fd = openSync(out, 'w');
  const r = spawnSync('stdbuf', ['-o0', process.execPath, ...flags, '-r', preload, bin, capture, ...cli], {
    stdio: ['ignore', fd, 'pipe'],
    encoding: 'utf8',
  });
  closeSync(fd);
  const stdout = readFileSync(out, 'utf8');
  unlinkSync(out);
  // Exit 1 is not a finished run: it means no input could be read (README, exit codes), and its trace would bill nothing.
  if (r.status !== 0) {
    console.error(r.stderr);
    throw new Error(`the CLI exited ${r.status ?? r.signal}`);
  }
  if (!stdout.includes('[read-end ')) throw new Error('the trace has no end of the read');

  const MiB = 1048576;
  let pos = 0;
  let ended = false;
  /** @type {Map<string, any>} by "name sfi" */
  const fns = new Map();
  const sizes = new Map(); // sfi → bytecode size, from the candidates' lines
  let current = null; // the function being compiled (its record)
  let deopts = 0;
  // OSR compiles print "completed optimizing … OSR" on some versions and "[OSR - … compil" on others: count both.
  let osrLines = 0;
  const fnOf = (name, sfi) => {
    const key = `${name || '(anonymous)'} ${sfi}`;
    let f = fns.get(key);
    if (!f) {
      f = { name: name || '(anonymous)', sfi, compiles: 0, osr: 0, firstMs: 0, reMs: 0, firstAt: null, ats: [], deopts: 0, inlined: new Map() };
      fns.set(key, f);
    }
    return f;
  };
  const at = () => (ended ? 'end' : (pos / MiB).toFixed(0));
  for (const line of stdout.split('\n')) {
    let m;
    if ((m = /^\[read-pos (\d+)\]/.exec(line))) pos = Number(m[1]);
    else if (line.startsWith('[read-end')) ended = true;
    else if ((m = /^\[compiling method \S+ <JSFunction ?([^(]*?) \(sfi = (\S+)\)>/.exec(line))) current = fnOf(m[1], m[2]);
    else if ((m = /^\[completed (?:compiling|optimizing) \S+ <JSFunction ?([^(]*?) \(sfi = (\S+)\)> \(target TURBOFAN\)( OSR)? - took ([\d.]+), ([\d.]+), ([\d.]+) ms/.exec(line))) {
      const f = fnOf(m[1], m[2]);
      const ms = Number(m[4]) + Number(m[5]) + Number(m[6]);
      if (f.compiles === 0) {
        f.firstMs = ms;
        f.firstAt = at();
      } else f.reMs += ms;
      f.compiles++;
      if (m[3]) f.osr++;
      f.ats.push(at());
    } else if ((m = /^\[bailout \(kind: deopt-\w+, reason: [^)]*\): begin\. deoptimizing \S+ <JSFunction ?([^(]*?) \(sfi = (\S+)\)>/.exec(line))) {
      deopts++;
      fnOf(m[1], m[2]).deopts++;
    } else if ((m = /target: \S+ \{(\S+) <SharedFunctionInfo ?([^>]*)>\}, bytecode size: (\d+)/.exec(line))) sizes.set(m[1], Number(m[3]));
    else if (current && (m = /^Inlining \S+ \{(\S+) <SharedFunctionInfo ?([^>]*)>\} into/.exec(line))) {
      const name = m[2] || '(anonymous)';
      const e = current.inlined.get(name) ?? { n: 0, bytes: 0 };
      e.n++;
      e.bytes += sizes.get(m[1]) ?? 0;
      current.inlined.set(name, e);
    } else if (/^\[OSR - (?:compiling|completed)/i.test(line)) osrLines++;
  }
  return { fns, deopts, osrLines };
}

const bills = Array.from({ length: runs }, bill);
const { fns, deopts, osrLines } = bills[0];
const runTotals = bills.map((b) => {
  let first = 0;
  let re = 0;
  for (const f of b.fns.values()) {
    first += f.firstMs;
    re += f.reMs;
  }
  return { first, re };
});
for (const [key, f] of fns) {
  f.firstMs = median(bills.map((b) => b.fns.get(key)?.firstMs ?? 0));
  f.reMs = median(bills.map((b) => b.fns.get(key)?.reMs ?? 0));
}
/**
 * The `--zone` figure as printed: MB, or that the run printed no `--turbo-stats` totals line to read it from (a Node
 * without the flag, a run that failed). A missing figure used to print as 0.00 MB, a reading it never was.
 */
function zonesText(bytes) {
  return bytes === null ? 'not read (no --turbo-stats totals line)' : `${(bytes / 1e6).toFixed(2)} MB`;
}
let zoneBytes = null;
if (zone) {
  const z = spawnSync(process.execPath, ['--predictable', '--turbo-stats', bin, capture, ...cli], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const m = /^\s*totals\s+[\d.]+ \(\s*[\d.]+%\)\s+(\d+) /m.exec(z.stdout + z.stderr);
  zoneBytes = m ? Number(m[1]) : null;
}
const list = [...fns.values()].filter((f) => f.compiles > 0);
list.sort((a, b) => b.firstMs + b.reMs - (a.firstMs + a.reMs));
const sum = (k) => list.reduce((s, f) => s + f[k], 0);
const totals = {
  compiles: sum('compiles'),
  functions: list.length,
  recompiles: sum('compiles') - list.length,
  firstMs: +median(runTotals.map((t) => t.first)).toFixed(1),
  reMs: +median(runTotals.map((t) => t.re)).toFixed(1),
  runs,
  atEnd: list.reduce((s, f) => s + f.ats.filter((a) => a === 'end').length, 0),
  atEndMs: +list.reduce((s, f) => s + (f.firstAt === 'end' ? f.firstMs : 0), 0).toFixed(1),
  osr: sum('osr') + osrLines,
  deopts,
  zoneBytes,
};
console.log(`${capture}: ${totals.compiles} compiles of ${totals.functions} functions (${totals.recompiles} recompiles), ` +
  `first ${totals.firstMs} ms + recompiles ${totals.reMs} ms; after the read ${totals.atEnd} (${totals.atEndMs} ms first); ` +
  `OSR ${totals.osr}; deopts ${deopts}` + (zone ? `; zones ${zonesText(zoneBytes)}` : ''));
console.log('| function | compiles | first ms | re ms | at MiB | deopts | inlined (n, bytecode) |');
console.log('|---|---:|---:|---:|---|---:|---|');
for (const f of list.slice(0, top)) {
  const inl = [...f.inlined.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
  const inlBytes = inl.reduce((s, [, e]) => s + e.bytes, 0);
  const inlText = inlining ? `${inl.length}, ${inlBytes}: ${inl.slice(0, 6).map(([n, e]) => `${n} ${e.bytes}`).join(', ')}` : '';
  console.log(`| ${f.name}${f.osr ? ' (OSR)' : ''} | ${f.compiles} | ${f.firstMs.toFixed(1)} | ${f.reMs.toFixed(1)} | ${f.ats.join(' ')} | ${f.deopts} | ${inlText} |`);
}
if (jsonOut) {
  const out = list.map((f) => ({ ...f, inlined: Object.fromEntries(f.inlined) }));
  writeFileSync(jsonOut, JSON.stringify({ capture, bin, totals, functions: out }, null, 1));
}
