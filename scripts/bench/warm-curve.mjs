#!/usr/bin/env node
/**
 * The warm-up by input position (since the sixty-fourth round): where in one fresh CLI run the CPU goes, slice by slice
 * of the capture. Each run is `node [flags] -r warm-curve-preload.cjs <bin> <capture> --format json -o /dev/null`; the
 * preload notes, each time the (sequential) reader asks for its next 1 MiB chunk at position P, the main thread's
 * on-CPU ns (schedstat) and the process's CPU, so the CPU between two calls is what reading and analysing the bytes
 * between them cost. Printed per capture, medians over the runs of each slice (the runs interleaved over the captures):
 *
 *   start      the CPU before the first read (Node's start, the CLI's start-up)
 *   a–b MiB    the slice's main-thread ms and other threads' ms (V8's compile and collector threads, libuv's pool),
 *              and both per MiB
 *   end        after the last read (the timeline's end, the diagnoses, the report, the exit handlers)
 *
 * With `--trace` one more run per capture under `--trace-opt --trace-deopt` (with `--predictable` too if
 * `--predictable` is given: V8 then compiles on the main thread in a repeatable order) places every optimised compile
 * and deoptimisation in the slices (`compiles`, `deopts` columns), and lists the functions first optimised inside
 * `--window a-b` (MiB; default 19-48) with their compiles' positions. V8 flags on the command line make the bin's code
 * cache stale (the ES module bundle runs): the trace run's slices are not the curve's runs.
 *
 * A gzip capture (the CLI knows one by its magic bytes) is read compressed and inflated as it is read: its positions,
 * slices, sizes and `--window` are in compressed bytes (a 5 MiB slice of a capture compressed 10:1 is about 50 MiB of
 * its log), and the inflating pipeline may read a chunk ahead of the analysis, so a bound is less sharp. The header
 * printed for such a capture says so, and its `--json` record has `gzip: true`.
 *
 * CPU time moves with the machine's load; the curve's shape (a slice's cost against the warm slices') moves less than
 * its level. Compile and deoptimisation counts under `--predictable` are a build's own.
 *
 * usage: node scripts/bench/warm-curve.mjs [--runs 5] [--slice 5] [--bin bin/mcp-triage.js] [--node-flags "…"]
 *        [--trace] [--predictable] [--window 19-48] [--json OUT] <label>=<file> …
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, splitAt } from './instructions.mjs';

const MiB = 1048576;
/**
 * The end of the last slice (the capture's `size` bytes) in MiB as its row names it: one decimal, or as many more as it
 * takes to show a span past the slice's start `from` (a 40 KiB capture's one slice is `0–0.04`, not `0–0`), up to six.
 */
export function mibEnd(size, from) {
  const end = size / MiB;
  for (let digits = 1; digits < 7; digits++) {
    const shown = +end.toFixed(digits);
    if (shown > from) return String(shown);
  }
  return String(end);
}

/**
 * A run's records cut into rows: start, one per `sliceMiB` MiB, end; each row's main-thread and other threads' CPU in ms
 * and its MiB. A slice's cost is the CPU between the read calls at its two bounds (the first call at or past each: the
 * reads are 1 MiB, so a bound that is a whole MiB is a call's position); a remainder of less than 1 MiB after the last
 * whole slice is the last slice's. The last read call (at the capture's size; it reads nothing) starts `end`.
 */
export function slices(records, sliceMiB) {
  const reads = records.filter((r) => r[0] >= 0);
  const exit = records[records.length - 1];
  const first = reads[0];
  const last = reads[reads.length - 1];
  const rows = [{ name: 'start', mainMs: first[1] / 1e6, otherMs: first[2] / 1e3 - first[1] / 1e6, mib: 0 }];
  const size = last[0];
  const at = (pos) => reads.find((r) => r[0] >= pos) ?? last;
  for (let a = 0; a * MiB < size; a += sliceMiB) {
    const rest = size - (a + sliceMiB) * MiB < MiB;
    const lo = at(a * MiB);
    const hi = rest ? last : at((a + sliceMiB) * MiB);
    const mib = (hi[0] - lo[0]) / MiB;
    const mainMs = (hi[1] - lo[1]) / 1e6;
    rows.push({ name: `${a}–${rest ? mibEnd(size, a) : a + sliceMiB}`, from: a, mainMs, otherMs: (hi[2] - lo[2]) / 1e3 - mainMs, mib });
    if (rest) break;
  }
  const mainMs = (exit[1] - last[1]) / 1e6;
  rows.push({ name: 'end', mainMs, otherMs: (exit[2] - last[2]) / 1e3 - mainMs, mib: 0 });
  return rows;
}

/**
 * A `--trace-opt --trace-deopt` run's stdout with the preload's `[warm-pos P]` marks, placed: optimised compiles and
 * deoptimisations counted by the slice they landed in ('start' before the first read call, 'end' from the call at
 * `size` on, else the slice's first MiB as `slices` names it: a remainder under 1 MiB is the last slice's), and each
 * function's compiles by position (MiB, one decimal; ' (OSR)' after the name for an OSR compile). A compile counts once,
 * at its line with timings ('- took'): without `--predictable` V8 prints a concurrent compile twice, when its worker
 * ends it and, with no timings, when the main thread installs the code (as compile-bill.mjs reads them).
 */
export function placeTrace(text, sliceMiB, size) {
  let pos = -1;
  const compiles = new Map();
  const deopts = new Map();
  const fns = new Map();
  const lastFrom = Math.max(0, Math.ceil((size - MiB) / MiB / sliceMiB) - 1) * sliceMiB;
  const key = () => (pos < 0 ? 'start' : pos >= size ? 'end' : Math.min(Math.floor(pos / MiB / sliceMiB) * sliceMiB, lastFrom));
  for (const line of text.split('\n')) {
    let m;
    if ((m = /^\[warm-pos (\d+)\]/.exec(line))) pos = Number(m[1]);
    else if ((m = /^\[completed (?:compiling|optimizing) \S+ <JSFunction ?([^(]*?) \(sfi = \S+\)> \(target TURBOFAN\)( OSR)? - took /.exec(line))) {
      const k = key();
      compiles.set(k, (compiles.get(k) ?? 0) + 1);
      const name = (m[1] || '(anonymous)') + (m[2] ? ' (OSR)' : '');
      const at = typeof k === 'string' ? k : +(pos / MiB).toFixed(1);
      fns.set(name, [...(fns.get(name) ?? []), at]);
    } else if (/^\[bailout \(kind: deopt-/.test(line)) {
      const k = key();
      deopts.set(k, (deopts.get(k) ?? 0) + 1);
    }
  }
  return { compiles, deopts, fns };
}

const USAGE =
  'usage: warm-curve.mjs [--runs 5] [--slice 5] [--bin BIN] [--node-flags "…"] [--trace] [--predictable] [--window a-b] [--json OUT] label=FILE …';

/** A flag's value (present: `value()` checked that) as a whole number of at least 1, or an error naming the flag and what it got. */
function count(flag, value, what) {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${flag} takes a whole number of at least 1 (${what}), not '${value}'`);
  return Number(value);
}

/**
 * The command line as options; an Error (its message for the user) on an unknown argument, a flag without its value, a
 * count that is not a whole number of at least 1 (`--runs`; `--slice`, whole MiB: the reads are 1 MiB, so a slice's
 * bounds are read calls), or a `--window` that is not `a-b` with 0 ≤ a < b. Unchecked, NaN or 0 runs
 * ran nothing and failed on the first row, and a 0 MiB slice never advanced.
 */
export function parseArgs(argv) {
  const o = {
    runs: 5,
    slice: 5,
    bin: fileURLToPath(new URL('../../bin/mcp-triage.js', import.meta.url)),
    nodeFlags: [],
    trace: false,
    predictable: false,
    window: [19, 48],
    jsonOut: null,
    captures: [],
  };
  const args = [...argv];
  const value = (flag) => {
    const v = args.shift();
    if (v === undefined) throw new Error(`${flag} needs a value`);
    return v;
  };
  while (args.length > 0) {
    const a = args.shift();
    if (a === '--runs') o.runs = count(a, value(a), 'runs per capture');
    else if (a === '--slice') o.slice = count(a, value(a), 'MiB per slice');
    else if (a === '--bin') o.bin = resolve(value(a));
    else if (a === '--node-flags') o.nodeFlags = value(a).split(/\s+/).filter(Boolean);
    else if (a === '--trace') o.trace = true;
    else if (a === '--predictable') o.predictable = true;
    else if (a === '--window') {
      const w = value(a);
      const m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(w);
      if (!m || Number(m[1]) >= Number(m[2])) throw new Error(`--window takes a-b in MiB with a < b (e.g. 19-48), not '${w}'`);
      o.window = [Number(m[1]), Number(m[2])];
    } else if (a === '--json') o.jsonOut = value(a);
    else if (a.includes('=') && !a.startsWith('--')) {
      // label=FILE cut as every bench script cuts name=value; a missing label (`=x`) is a usage error.
      const [label, file] = splitAt(a, 'path');
      o.captures.push({ label, file: resolve(file) });
    } else throw new Error(`unknown argument ${a}`);
  }
  if (o.captures.length === 0) throw new Error('no capture given (label=FILE)');
  return o;
}

/** Whether `file` starts with gzip's magic bytes (RFC 1952 §2.3.1), as the CLI's reader tells one (src/ingest/open.ts). */
export function isGzip(file) {
  const fd = openSync(file, 'r');
  try {
    const b = Buffer.alloc(2);
    return readSync(fd, b, 0, 2, 0) === 2 && b[0] === 0x1f && b[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

function main() {
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`warm-curve.mjs: ${e.message}\n${USAGE}`);
    process.exit(2);
  }
  const { runs, slice, bin, nodeFlags, trace, predictable, window, jsonOut, captures } = o;
  const preload = fileURLToPath(new URL('./warm-curve-preload.cjs', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'warm-curve-'));
  const cli = ['--format', 'json', '-o', '/dev/null'];

  /** One run's records: [[pos, mainNs, procUs, monotonicNs], …, [-1, mainNs, procUs, monotonicNs]]. */
  function run(file) {
    const out = join(dir, 'run.json');
    const r = spawnSync(process.execPath, [...nodeFlags, '-r', preload, bin, file, ...cli], {
      env: { ...process.env, WARM_CURVE_OUT: out },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    ranWhole(r, file);
    const records = JSON.parse(readFileSync(out, 'utf8'));
    // No read call seen: the capture was not read through a node:fs/promises FileHandle, so there is no curve to cut.
    if (!records.some((x) => x[0] >= 0)) throw new Error(`no read of ${file} was recorded: the preload did not see the CLI's reads`);
    return records;
  }

  // The output contract's exit 0 is "analyzed"; 1 is "an input could not be read at all": that run's CPU is not a
  // curve of the capture (it would print a start and an end and no slice), so anything but 0 stops the measure.
  function ranWhole(r, file) {
    if (r.status !== 0) throw new Error(`the CLI exited ${r.status ?? r.signal ?? r.error} on ${file}: ${r.stderr}`);
  }

  /** The trace run: compiles and deoptimisations per slice, and each function's compile positions (MiB). */
  function traced(file) {
    const flags = ['--trace-opt', '--trace-deopt', ...(predictable ? ['--predictable'] : []), ...nodeFlags];
    const out = join(dir, 'trace.txt');
    const fd = openSync(out, 'w');
    const r = spawnSync('stdbuf', ['-o0', process.execPath, ...flags, '-r', preload, bin, file, ...cli], {
      env: { ...process.env, WARM_CURVE_MARKS: '1' },
      stdio: ['ignore', fd, 'pipe'],
      encoding: 'utf8',
    });
    closeSync(fd);
    ranWhole(r, file);
    const text = readFileSync(out, 'utf8');
    rmSync(out);
    // Without the preload's marks every line lands in 'start'; with compiles begun ('[compiling method') and none of
    // them counted, this node's --trace-opt format is not the one placeTrace reads: either way the columns would be
    // zeros that measure nothing. (A small capture may compile nothing: no line of either kind, true zeros.)
    if (!text.includes('[warm-pos ')) throw new Error(`the trace run of ${file} printed no [warm-pos] mark`);
    const placed = placeTrace(text, slice, statSync(file).size);
    if (placed.compiles.size === 0 && /^\[compiling method /m.test(text)) {
      throw new Error(`the trace run of ${file} compiled, but no completed compile was read: another --trace-opt format`);
    }
    return placed;
  }

  const results = captures.map((c) => ({ ...c, gzip: isGzip(c.file), runs: [] }));
  for (let i = 0; i < runs; i++) {
    // Interleaved, the order turning each round.
    for (let j = 0; j < results.length; j++) {
      const c = results[(i + j) % results.length];
      c.runs.push(slices(run(c.file), slice));
    }
  }
  const fmt = (x) => x.toFixed(1);
  for (const c of results) {
    const t = trace ? traced(c.file) : null;
    const rows = c.runs[0].map((row, k) => {
      const mainMs = median(c.runs.map((r) => r[k]?.mainMs ?? NaN));
      const otherMs = median(c.runs.map((r) => r[k]?.otherMs ?? NaN));
      return { ...row, mainMs, otherMs };
    });
    const total = (rs) => rs.reduce((s, r) => s + r.mainMs + r.otherMs, 0);
    const where = c.gzip ? ' (gzip: positions in compressed MiB)' : '';
    console.log(`\n${c.label} (${c.file})${where}, ${runs} runs, medians by slice; process CPU of the runs: ` +
      c.runs.map((r) => (total(r) / 1e3).toFixed(2)).join(' ') + ' s');
    console.log(`| MiB | main ms | other ms | main ms/MiB | all ms/MiB |${t ? ' compiles | deopts |' : ''}`);
    console.log(`|---|---:|---:|---:|---:|${t ? '---:|---:|' : ''}`);
    for (const r of rows) {
      const k = r.name === 'start' || r.name === 'end' ? r.name : r.from;
      const per = r.mib > 0 ? `${fmt(r.mainMs / r.mib)} | ${fmt((r.mainMs + r.otherMs) / r.mib)}` : '– | –';
      const tc = t ? ` ${t.compiles.get(k) ?? 0} | ${t.deopts.get(k) ?? 0} |` : '';
      console.log(`| ${r.name} | ${fmt(r.mainMs)} | ${fmt(r.otherMs)} | ${per} |${tc}`);
    }
    c.rows = rows;
    if (t) {
      const [a, b] = window;
      const inWindow = [...t.fns].filter(([, ats]) => typeof ats[0] === 'number' && ats[0] >= a && ats[0] < b);
      console.log(`functions first optimised in ${a}–${b} MiB${predictable ? ' (--predictable)' : ''}: ${inWindow.length}`);
      for (const [name, ats] of inWindow) console.log(`  ${name}: ${ats.join(' ')}`);
      c.trace = { compiles: Object.fromEntries(t.compiles), deopts: Object.fromEntries(t.deopts), fns: Object.fromEntries(t.fns) };
    }
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 1));
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
