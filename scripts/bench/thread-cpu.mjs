#!/usr/bin/env node
/**
 * A run's CPU by thread (since the sixty-second round): the CLI (`<bin> <capture> --format json -o /dev/null`) under
 * each variant of V8 flags, on each capture, interleaved with the order turning each round, preloaded with
 * thread-cpu-preload.cjs, which reads every thread's on-CPU nanoseconds from /proc/self/task/<tid>/schedstat at
 * 'exit'. Printed per capture and variant, medians of the runs, CPU-s:
 *
 *   process   the whole process's user + system at 'exit' (process.resourceUsage(): every thread, ended ones too)
 *   main      the main thread (its id is the process id): the JavaScript, the interpreter, the scavenges' own share
 *   workers   every other thread: V8's platform workers — TurboFan's concurrent compiles and the collector's concurrent
 *             marking, sweeping and parallel scavenging share them (Node 20 names no thread) — and libuv's pool
 *   sum       (main + workers) / process: the check that the threads' account is the process's (~1.00)
 *
 * With `--perf`, each run is also sampled (`perf record -F 999 -e cpu-clock`, node's own C++ symbols: no V8 flag
 * needed, so the code cache still fits) and each worker's nanoseconds are split by its samples' symbols: `compile`
 * (v8::internal::compiler::…, the pipeline's jobs, its zones and assemblers), `gc` (scavenger, marker, sweeper,
 * evacuation, remembered sets, heap visitors) and `other` (libc, the kernel, libuv: a sample whose own symbol does
 * not say whose work it is stays here, it is not shared out). `compile` is TurboFan's time; `gc` is the collector's
 * off the main thread.
 *
 * With `--counts`, each variant also runs once per capture under `--predictable --trace-opt --trace-deopt` (V8
 * compiles and collects on the main thread, in the same order every run: the counts are repeatable, fifty-sixth
 * round): optimised compiles (OSR among them), deoptimisations and the compile times `--trace-opt` prints, summed.
 *
 * A variant is `name=<node flags>` (empty: none). Any V8 flag on the command line changes V8's cache tag, so the
 * bin's code cache does not fit and it runs the ES module bundle (~30–45 CPU-ms more start-up, fifty-fifth round):
 * compare flags against a baseline that also runs it, e.g. `es=--allow-natives-syntax` (a parse-only flag). A
 * variant may name its own bin: `name@<bin>=<flags>`.
 *
 * The main thread's and the workers' CPU move with the machine's load as any CPU time does, but a knob's effect is
 * read where it acts (a compile budget on the workers, its slower code on the main thread) instead of in a sum whose
 * spread at 200 MiB is larger than either.
 *
 * usage: node scripts/bench/thread-cpu.mjs [--runs 3] [--perf] [--counts] [--bin <bin>] --variant name=<flags> …
 *        <label>=<file> …
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, splitAt } from './instructions.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PRELOAD = join(HERE, 'thread-cpu-preload.cjs');

/** A worker's sample by its symbol: TurboFan's compile, the collector's work, or neither told. */
const COMPILE = /v8::internal::compiler::|v8::internal::(?:Optimizing|Concurrent)Compil|OptimizedCompilationJob|PipelineCompilationJob|v8::internal::Zone|Assembler|v8::internal::maglev|v8::internal::wasm::/;
const GC = /Scaveng|Marking|MarkCompact|Sweep|Evacuat|Remembered|SlotSet|MemoryChunk|v8::internal::Heap|Worklist|BodyDescriptor|Visitor|v8::internal::GC|ArrayBufferSweeper|v8::internal::Page|MemoryAllocator|LocalHeap|CppHeap|cppgc::/;

export function classify(symbol) {
  if (COMPILE.test(symbol)) return 'compile';
  if (GC.test(symbol)) return 'gc';
  return 'other';
}

/** `--trace-opt --trace-deopt` output: optimised compiles (OSR ones too), deoptimisations and compile ms summed. */
export function countTrace(text) {
  let compiles = 0;
  let osr = 0;
  let deopts = 0;
  let ms = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('[completed compiling')) {
      compiles++;
      if (line.includes(' OSR')) osr++;
      const took = /took ([\d.]+), ([\d.]+), ([\d.]+) ms/.exec(line);
      if (took) ms += Number(took[1]) + Number(took[2]) + Number(took[3]);
    } else if (line.startsWith('[bailout')) deopts++;
  }
  return { compiles, osr, deopts, ms };
}

function parseArgs(argv) {
  const o = { runs: 3, perf: false, counts: false, bin: resolve(HERE, '../../bin/mcp-triage.js'), variants: [], captures: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') o.runs = Number(argv[++i]);
    else if (a === '--perf') o.perf = true;
    else if (a === '--counts') o.counts = true;
    else if (a === '--bin') o.bin = resolve(argv[++i]);
    else if (a === '--variant') {
      const [head, flags] = splitAt(argv[++i]);
      const at = head.indexOf('@');
      o.variants.push({
        name: at < 0 ? head : head.slice(0, at),
        bin: at < 0 ? null : resolve(head.slice(at + 1)),
        flags: flags.split(/\s+/).filter(Boolean),
      });
    } else {
      const [label, file] = splitAt(a);
      o.captures.push({ label, file });
    }
  }
  return o;
}

function runOnce(o, v, file, tmp, n) {
  const out = join(tmp, `run-${n}.jsonl`);
  const data = join(tmp, `run-${n}.perf`);
  const node = [...v.flags, '--require', PRELOAD, v.bin ?? o.bin, file, '--format', 'json', '-o', '/dev/null'];
  const [cmd, args] = o.perf
    ? ['perf', ['record', '-q', '-F', '999', '-e', 'cpu-clock', '-o', data, '--', process.execPath, ...node]]
    : [process.execPath, node];
  const r = spawnSync(cmd, args, { env: { ...process.env, THREAD_CPU_OUT: out }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`${v.name} on ${file}: exit ${r.status ?? r.signal}: ${r.stderr}`);
  const rec = JSON.parse(readFileSync(out, 'utf8').trim());
  const main = rec.threads[rec.pid] ?? 0;
  let workers = 0;
  for (const [tid, ns] of Object.entries(rec.threads)) if (Number(tid) !== rec.pid) workers += ns;
  const row = { process: rec.processUs / 1e6, main: main / 1e9, workers: workers / 1e9 };
  row.sum = (row.main + row.workers) / row.process;
  if (o.perf) {
    const script = spawnSync('perf', ['script', '-F', 'tid,ip,sym', '-i', data], { encoding: 'utf8', maxBuffer: 1 << 28 });
    /** samples by worker thread and class */
    const by = new Map();
    for (const line of script.stdout.split('\n')) {
      const m = /^\s*(\d+)\s+[0-9a-f]+\s+(.*)$/.exec(line);
      if (!m || Number(m[1]) === rec.pid) continue;
      const t = by.get(m[1]) ?? { compile: 0, gc: 0, other: 0 };
      t[classify(m[2])]++;
      by.set(m[1], t);
    }
    row.compile = 0;
    row.gc = 0;
    row.other = 0;
    for (const [tid, ns] of Object.entries(rec.threads)) {
      if (Number(tid) === rec.pid) continue;
      const t = by.get(tid);
      const n = t ? t.compile + t.gc + t.other : 0;
      if (n === 0) row.other += ns / 1e9;
      else for (const k of ['compile', 'gc', 'other']) row[k] += (ns / 1e9) * (t[k] / n);
    }
    rmSync(data, { force: true });
  }
  rmSync(out, { force: true });
  return row;
}

function counts(o, v, file) {
  const r = spawnSync(
    process.execPath,
    ['--predictable', '--trace-opt', '--trace-deopt', ...v.flags, v.bin ?? o.bin, file, '--format', 'json', '-o', '/dev/null'],
    { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return countTrace(r.stdout);
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  if (o.variants.length === 0 || o.captures.length === 0 || !(o.runs > 0)) {
    console.error('usage: node scripts/bench/thread-cpu.mjs [--runs 3] [--perf] [--counts] [--bin <bin>] --variant name=<flags> … <label>=<file> …');
    process.exit(2);
  }
  const tmp = mkdtempSync(join(tmpdir(), 'thread-cpu-'));
  let n = 0;
  try {
    for (const c of o.captures) {
      const rows = new Map(o.variants.map((v) => [v.name, []]));
      for (let round = 0; round < o.runs; round++) {
        for (let k = 0; k < o.variants.length; k++) {
          const v = o.variants[(k + round) % o.variants.length];
          rows.get(v.name).push(runOnce(o, v, c.file, tmp, n++));
        }
      }
      const cols = ['process', 'main', 'workers', ...(o.perf ? ['compile', 'gc', 'other'] : []), 'sum'];
      console.log(`\n${c.label} (${c.file}), ${o.runs} run(s), medians, CPU-s`);
      console.log(['variant', ...cols, ...(o.counts ? ['compiles (OSR)', 'deopts', 'compile ms'] : [])].join('\t'));
      for (const v of o.variants) {
        const rs = rows.get(v.name);
        const cells = cols.map((k) => median(rs.map((r) => r[k])).toFixed(k === 'sum' ? 2 : 3));
        if (o.counts) {
          const t = counts(o, v, c.file);
          cells.push(`${t.compiles} (${t.osr})`, String(t.deopts), t.ms.toFixed(0));
        }
        console.log([v.name, ...cells].join('\t'));
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
