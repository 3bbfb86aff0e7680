#!/usr/bin/env node
/**
 * Instructions a message of the warm per-message path, a count the machine's load does not move: each build's
 * library runs `analyze()` on a head of each capture P and P + K times in one process (analyze-passes.mjs) under
 * valgrind (cachegrind, no cache simulation, every thread counted; node with `--predictable --predictable-gc-schedule
 * --hash-seed=1 --random-seed=1`, so V8 compiles and collects on the main thread, and its heap grows by a fixed
 * schedule rather than by the collector's measured speed, which is time and moved the count by up to 5 % between runs
 * of one build under `--predictable` alone: fifty-third round). The difference of
 * the two counts over K × the head's messages (instructions.mjs countMessages) is what one more message costs with
 * the code optimised and the fast path's module made: start-up, module loading and V8's warm-up (which on a 2 MiB
 * head is most of a run: ~105,000–145,000 instructions a message against a few thousand) left out.
 *
 * V8's optimising compiler is left out of the count too (by function, from cachegrind's per-function output: node's
 * symbols name it, `v8::internal::compiler::…`): on a 10 MiB head it still compiles 49 functions in the second pass
 * and 9 in the third (`--trace-opt`), each tens of millions of instructions, and where a compile lands between two
 * passes moved one build's per-message count by ±5 % (fifty-third round). Printed beside: the compiler's and the
 * collector's instructions a message.
 *
 * Why: on this VM there is no hardware counter (`perf stat -e instructions`: not supported), and time measures of
 * whole runs — process CPU (paired.mjs) or the main thread's own (per-message.mjs) — read 14–50 % apart for one build at
 * load 8–13 (docs/performance.md, fifty-third round). A count is not time: it does not see cache misses or the
 * collector's memory traffic, and a warm pass in one process is not the first pass of a fresh one (the heap is
 * larger, every site's feedback already seen); it is the per-message work of the code, which an engine change moves.
 *
 * usage: node scripts/bench/warm-instructions.mjs [--runs 1] [--head 10MB] [--first 1] [--more 2] [--jobs 2]
 *          --dist name=path/to/dist [--dist …] <label>=<file> …
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countMessages, headOf, parseBytes, valgrind } from './instructions.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PASSES = join(HERE, 'analyze-passes.mjs');
const NODE_FLAGS = ['--predictable', '--predictable-gc-schedule', '--hash-seed=1', '--random-seed=1'];
const argv = process.argv.slice(2);
let runs = 1;
let head = parseBytes('10MB');
let first = 1;
let more = 2;
let jobs = 2;
const dists = [];
const caps = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--runs') runs = Number(argv[++i]);
  else if (a === '--head') head = parseBytes(argv[++i]);
  else if (a === '--more') more = Number(argv[++i]);
  else if (a === '--first') first = Number(argv[++i]);
  else if (a === '--jobs') jobs = Number(argv[++i]);
  else if (a === '--dist') {
    const [name, path] = argv[++i].split('=');
    dists.push({ name, path: resolve(path) });
  } else {
    const [label, file] = a.split('=');
    caps.push({ label, file: resolve(file) });
  }
}
if (dists.length === 0 || caps.length === 0) {
  process.stderr.write('usage: warm-instructions.mjs [--runs N] [--head 10MB] [--first P] [--more K] [--jobs J] --dist name=dist … <label>=<file> …\n');
  process.exit(2);
}

/** V8's compilers (optimising, baseline, the parser and bytecode generator, the assembler) by symbol. */
export const COMPILER = /v8::internal::(compiler|maglev|baseline|turboshaft|interpreter::Bytecode(Generator|ArrayBuilder|ArrayWriter))::|v8::internal::(Parser|PreParser|Scanner|Zone|Assembler|OptimizedCompilationJob|Compiler)::|v8::internal::ParserBase</;
/** V8's collector by symbol. */
export const COLLECTOR = /v8::internal::(Heap|Scavenger|ScavengerCollector|MarkCompactCollector|MinorMarkCompactCollector|MarkingVisitorBase<|MainMarkingVisitor<|ConcurrentMarking|Sweeper|MarkingWorklists|IncrementalMarking|Evacuator|FullEvacuator|RememberedSet<|SlotSet|GCTracer|MarkingBarrier)[:<]/;

/** A cachegrind output file's instructions: all, the compilers', the collector's (by function: `fn=` and its lines). */
export function summarizeCachegrind(text) {
  let total = 0;
  let compiler = 0;
  let collector = 0;
  let kind = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('fn=')) {
      const fn = line.slice(3);
      kind = COMPILER.test(fn) ? 1 : COLLECTOR.test(fn) ? 2 : 0;
      continue;
    }
    const c = line.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    const sp = line.lastIndexOf(' ');
    const n = Number(line.slice(sp + 1));
    if (!Number.isFinite(n)) continue;
    total += n;
    if (kind === 1) compiler += n;
    else if (kind === 2) collector += n;
  }
  return { total, compiler, collector };
}

let outs = 0;
/** One run under valgrind (instructions.mjs), its instructions by summarizeCachegrind of the per-function output. */
async function counted(args) {
  const out = join(tmpdir(), `warm-instructions-${process.pid}-${outs++}.cg`);
  await valgrind(args, {}, NODE_FLAGS, out);
  const s = summarizeCachegrind(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  return s;
}

const rows = caps.map((cap) => {
  const buf = headOf(cap.file, head);
  const file = join(tmpdir(), `warm-instructions-${process.pid}-${basename(cap.file)}`);
  writeFileSync(file, buf);
  return { cap, file, bytes: buf.length, messages: countMessages(buf), counts: dists.map(() => ({ one: [], more: [] })) };
});
const tasks = [];
for (let r = 0; r < runs; r++)
  for (const row of rows)
    dists.forEach((d, di) => {
      for (const passes of [first, first + more]) tasks.push({ row, di, passes, args: [PASSES, d.path, row.file, String(passes)] });
    });

let next = 0;
let done = 0;
const worker = async () => {
  while (next < tasks.length) {
    const t = tasks[next++];
    const n = await counted(t.args);
    t.row.counts[t.di][t.passes === first ? 'one' : 'more'].push(n);
    process.stderr.write(`${++done}/${tasks.length} ${t.row.cap.label} ${dists[t.di].name} ${t.passes} pass(es): ${JSON.stringify(n)}\n`);
  }
};
await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));

const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
for (const row of rows) {
  console.log(`\n${row.cap.label} ${row.cap.file}: head ${row.bytes} bytes, ${row.messages} messages; passes ${first} and ${first + more}, ${runs} run(s)`);
  console.log('  build        instr/message without the compilers (each run) | the compilers | the collector | all');
  const per = (c, f) => c.one.map((one, k) => (f(c.more[k]) - f(one)) / (more * row.messages));
  const warm = (x) => x.total - x.compiler;
  dists.forEach((d, di) => {
    const c = row.counts[di];
    const w = per(c, warm);
    let line = `  ${d.name.padEnd(12)} ${w.map((x) => x.toFixed(0)).join(' ')} | ${per(c, (x) => x.compiler).map((x) => x.toFixed(0)).join(' ')} | ${per(c, (x) => x.collector).map((x) => x.toFixed(0)).join(' ')} | ${per(c, (x) => x.total).map((x) => x.toFixed(0)).join(' ')}`;
    if (di > 0) line += `  vs ${dists[0].name} ${((mean(w) / mean(per(row.counts[0], warm)) - 1) * 100).toFixed(2)} %`;
    console.log(line);
  });
}
