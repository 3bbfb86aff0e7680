#!/usr/bin/env node
/**
 * Instructions a message of the warm per-message path, a count the machine's load does not move: each build's
 * library runs `analyze()` on a head of each capture once, and 1 + K times, in one process (analyze-passes.mjs) under
 * valgrind (instructions.mjs: cachegrind, no cache simulation, every thread counted; node with `--predictable
 * --hash-seed=1 --random-seed=1`, so V8 compiles and collects on the main thread at the same points each run). The
 * difference of the two counts over K × the head's messages (instructions.mjs countMessages) is what one more message
 * costs with the code optimised and the fast path's module made: start-up, module loading and V8's warm-up (which on a
 * 2 MiB head is most of a run: ~105,000–145,000 instructions a message against a few thousand) left out.
 *
 * Why: on this VM there is no hardware counter (`perf stat -e instructions`: not supported), and time measures of
 * whole runs — process CPU (paired.mjs) or the main thread's own (per-message.mjs) — read 14–50 % apart for one build at
 * load 8–13 (docs/performance.md, fifty-third round). A count is not time: it does not see cache misses or the
 * collector's memory traffic, and a warm pass in one process is not the first pass of a fresh one (the heap is
 * larger, every site's feedback already seen); it is the per-message work of the code, which an engine change moves.
 *
 * usage: node scripts/bench/warm-instructions.mjs [--runs 1] [--head 20MB] [--more 1] [--jobs 2]
 *          --dist name=path/to/dist [--dist …] <label>=<file> …
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countMessages, headOf, parseBytes, valgrind } from './instructions.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PASSES = join(HERE, 'analyze-passes.mjs');
const NODE_FLAGS = ['--predictable', '--hash-seed=1', '--random-seed=1'];
const argv = process.argv.slice(2);
let runs = 1;
let head = parseBytes('20MB');
let more = 1;
let jobs = 2;
const dists = [];
const caps = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--runs') runs = Number(argv[++i]);
  else if (a === '--head') head = parseBytes(argv[++i]);
  else if (a === '--more') more = Number(argv[++i]);
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
  process.stderr.write('usage: warm-instructions.mjs [--runs N] [--head 20MB] [--more K] --dist name=dist … <label>=<file> …\n');
  process.exit(2);
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
      for (const passes of [1, 1 + more]) tasks.push({ row, di, passes, args: [PASSES, d.path, row.file, String(passes)] });
    });

let next = 0;
let done = 0;
const worker = async () => {
  while (next < tasks.length) {
    const t = tasks[next++];
    const n = await valgrind(t.args, {}, NODE_FLAGS);
    t.row.counts[t.di][t.passes === 1 ? 'one' : 'more'].push(n);
    process.stderr.write(`${++done}/${tasks.length} ${t.row.cap.label} ${dists[t.di].name} ${t.passes} pass(es): ${n}\n`);
  }
};
await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));

for (const row of rows) {
  console.log(`\n${row.cap.label} ${row.cap.file}: head ${row.bytes} bytes, ${row.messages} messages; ${more} more pass(es), ${runs} run(s)`);
  dists.forEach((d, di) => {
    const c = row.counts[di];
    const per = c.one.map((one, k) => (c.more[k] - one) / (more * row.messages));
    const base = rows[0] && row.counts[0];
    let line = `  ${d.name.padEnd(12)} instr/message ${per.map((x) => x.toFixed(0)).join(' ')}  (1 pass ${c.one.map((x) => (x / 1e9).toFixed(3)).join(' ')} G)`;
    if (di > 0) {
      const b = base.one.map((one, k) => (base.more[k] - one) / (more * row.messages));
      const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
      line += `  vs ${dists[0].name} ${((mean(per) / mean(b) - 1) * 100).toFixed(2)} %`;
    }
    console.log(line);
  });
}
