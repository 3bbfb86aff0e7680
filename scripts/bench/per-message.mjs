#!/usr/bin/env node
/**
 * A per-message cost the machine's load moves little: each build of the CLI on each capture, N runs interleaved (the
 * order turning each round, as paired.mjs), and per run the main thread's own time on a CPU — the scheduler's account
 * in /proc/self/task/<pid>/schedstat, read at exit by the preload main-thread-cpu.cjs — divided by the capture's
 * messages (its lines carrying `"jsonrpc"`). Printed per build: the minimum, median and maximum ns a message, and the
 * same runs' whole-process CPU seconds (user + sys of every thread) for comparison.
 *
 * Why the main thread and why the minimum: this VM exposes no hardware counter (`perf stat -e instructions` is "not
 * supported"), so every time measure here is time. The process's CPU seconds — what paired.mjs compares — add the
 * compile and collector threads, whose share moves with how the scheduler places them beside the other rounds' jobs,
 * and a run slowed by the host (another tenant's cache and memory traffic, a core shared) only ever reads higher: its
 * noise is one-sided, so the least of N runs is the estimate that converges, where the median of a few moves with
 * whichever runs the load caught. The main thread's time is the per-message path itself (reader, glue, timeline,
 * report), which is what an engine change moves. See docs/performance.md (Method, and the fifty-third round) for
 * its spread against paired.mjs's.
 *
 * usage: node scripts/bench/per-message.mjs [--runs 3] --cli name=path/to/bin/mcp-triage.js [--cli …] <label>=<file> …
 * (each run: `node --require main-thread-cpu.cjs <bin> <file> --format json -o /dev/null`)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, parseCli } from './instructions.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PRELOAD = join(HERE, 'main-thread-cpu.cjs');
const argv = process.argv.slice(2);
let runs = 3;
const clis = [];
const caps = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--runs') runs = Number(argv[++i]);
  else if (argv[i] === '--cli') clis.push(parseCli(argv[++i]));
  else {
    const [label, file] = argv[i].split('=');
    caps.push({ label, file: resolve(file) });
  }
}
if (clis.length === 0 || caps.length === 0) {
  process.stderr.write('usage: per-message.mjs [--runs N] --cli name=bin [--cli …] <label>=<file> …\n');
  process.exit(2);
}

/** The capture's messages: its lines with `"jsonrpc"` (NDJSON: every line; Claude Desktop: its `Message from` lines). */
function messagesOf(file) {
  const r = spawnSync('grep', ['-c', '"jsonrpc"', file], { encoding: 'utf8' });
  return Number(r.stdout.trim());
}

const dir = mkdtempSync(join(tmpdir(), 'per-message-'));
function run(bin, file) {
  const out = join(dir, 'run.jsonl');
  writeFileSync(out, '');
  const r = spawnSync(process.execPath, ['--require', PRELOAD, bin, file, '--format', 'json', '-o', '/dev/null'], {
    env: { ...process.env, MAIN_THREAD_CPU_OUT: out },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`${bin} ${file}: exit ${r.status}\n${r.stderr.slice(0, 500)}`);
  const rec = JSON.parse(readFileSync(out, 'utf8').trim().split('\n').pop());
  return { main: rec.mainNs, cpu: (rec.userUs + rec.sysUs) / 1e6, involuntary: rec.involuntary };
}

const load = () => loadavg()[0].toFixed(1);

for (const cap of caps) {
  const messages = messagesOf(cap.file);
  const res = new Map(clis.map((c) => [c.name, []]));
  const loads = [load()];
  for (let r = 0; r < runs; r++) {
    // turn the order each round, as paired.mjs does
    for (let k = 0; k < clis.length; k++) {
      const c = clis[(k + r) % clis.length];
      res.get(c.name).push(run(c.path, cap.file));
    }
    loads.push(load());
  }
  console.log(`\n${cap.label} ${cap.file}: ${messages.toLocaleString('en')} messages, ${runs} runs, load ${loads.join(' → ')}`);
  console.log('build | main thread ns/message: min median max (spread) | process CPU-s: min median max (spread) | involuntary switches (median)');
  for (const c of clis) {
    const xs = res.get(c.name);
    const ns = xs.map((x) => x.main / messages);
    const cpu = xs.map((x) => x.cpu);
    const mn = Math.min(...ns);
    const mx = Math.max(...ns);
    const cmn = Math.min(...cpu);
    const cmx = Math.max(...cpu);
    console.log(
      `${c.name} | ${mn.toFixed(0)} ${median(ns).toFixed(0)} ${mx.toFixed(0)} (${((100 * (mx - mn)) / mn).toFixed(1)} %) | ` +
        `${cmn.toFixed(2)} ${median(cpu).toFixed(2)} ${cmx.toFixed(2)} (${((100 * (cmx - cmn)) / cmn).toFixed(1)} %) | ${median(xs.map((x) => x.involuntary))}` +
        ` | runs ns: ${ns.map((v) => v.toFixed(0)).join(' ')}`,
    );
  }
}
rmSync(dir, { recursive: true, force: true });
