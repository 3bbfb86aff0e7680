#!/usr/bin/env node
/**
 * Instruction counts of whole CLI runs, for changes too small for CPU time on a shared machine: each build runs on
 * a head of each capture under valgrind's cachegrind with the cache simulation off (`--cache-sim=no`: it counts the
 * instructions executed, every thread's, and nothing else), and the count is read from its summary. Unlike CPU time,
 * a count does not move with the machine's load; what still moves it is V8's own timing (when a background compile
 * or a GC lands), which the repeated runs show.
 *
 * V8 writes and rewrites machine code at run time, so valgrind must look for self-modifying code everywhere but in
 * mapped files (`--smc-check=all-non-file`); without it a run may execute stale translations.
 *
 * Each capture is cut at the last line end before `--head` bytes (default 2 MiB; a run under valgrind then takes
 * about a minute) into the temporary folder. With `--net`, each build also runs on the first `--small` bytes
 * (default 16 KiB), and the difference of the two counts divided by the difference of their line counts is printed as
 * instructions a line, and by the difference of their messages (countMessages) as instructions a message: the run's
 * fixed cost (start-up, module loading, compiling) left out. With a small head of a few MiB (`--head 12MB --small
 * 4MB`), the difference is the per-message path after V8 has optimised it: on 2 MiB against 16 KiB most of it is still
 * warm-up (~105,000–145,000 instructions a message against a few thousand in steady state; fifty-third round). `--floor` adds the stream
 * floor (`floor.mjs`) as a variant, and a ratio of its count to each build's.
 *
 * usage: node scripts/bench/instructions.mjs [--runs 3] [--head 2MB] [--net] [--small 16KB] [--floor]
 *          [--jobs 1] --cli name=path/to/bin/mcp-triage.js [--cli name=ENV=value,ENV2=value:path …] <format>=<file> …
 *          [--node-flags "<flags>"]: node's flags for every run (default `--predictable --hash-seed=1 --random-seed=1`:
 *          V8 without background threads, its seeds fixed; `--node-flags ""` runs node as the CLI does)
 * A build given as `name=ENV=value:path` runs with that environment (e.g. `nowasm=MCP_TRIAGE_NO_WASM=1:bin/mcp-triage.js`).
 * Runs are interleaved (round 1 of every variant, then round 2, …); `--jobs 2` runs two at once, which a count allows.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** "2MB", "16KB", "1.5MiB", "300000" → bytes (K/M powers of 1024). */
export function parseBytes(s) {
  const m = /^(\d+(?:\.\d+)?)\s*([KMG]?)(?:i?B)?$/i.exec(String(s).trim());
  if (!m) throw new Error(`not a size: ${s}`);
  const k = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[m[2].toUpperCase()];
  return Math.floor(Number(m[1]) * k);
}

/** `name=path` or `name=ENV=value,ENV2=value:path` → { name, env, path }. */
export function parseCli(spec) {
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new Error(`--cli wants name=path: ${spec}`);
  const name = spec.slice(0, eq);
  let rest = spec.slice(eq + 1);
  const env = {};
  const colon = rest.lastIndexOf(':');
  if (colon > 0 && rest.slice(0, colon).includes('=')) {
    for (const kv of rest.slice(0, colon).split(',')) {
      const i = kv.indexOf('=');
      env[kv.slice(0, i)] = kv.slice(i + 1);
    }
    rest = rest.slice(colon + 1);
  }
  return { name, env, path: resolve(rest) };
}

/** The instruction count in a cachegrind summary ("==123== I   refs:      2,118,971,073"), or null. */
export function instructionsOf(stderr) {
  const m = /I\s+refs:\s+([\d,]+)/.exec(stderr);
  return m ? Number(m[1].replace(/,/g, '')) : null;
}

/** The bytes of `file` up to and including its last line end at or before `limit` bytes. */
export function headOf(file, limit) {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(limit);
    const n = readSync(fd, buf, 0, limit, 0);
    const end = n < limit ? n : buf.lastIndexOf(0x0a, n - 1) + 1;
    if (end <= 0) throw new Error(`${file}: no line end in the first ${limit} bytes`);
    return buf.subarray(0, end);
  } finally {
    closeSync(fd);
  }
}

/**
 * A `name=value` argument cut at its first `=` (`--cli new=dist/bin.js`, `big=cap.jsonl`): [name, value]. The value
 * may hold `=` itself; a missing or leading `=` is a usage error, thrown with `what` named (`value`, `path`).
 */
export function splitAt(s, what = 'value') {
  const eq = s.indexOf('=');
  if (eq <= 0) throw new Error(`want name=${what}: ${s}`);
  return [s.slice(0, eq), s.slice(eq + 1)];
}

/** The median of `xs` (the mean of the middle two when their number is even). */
export const median = (xs) => {
  const ys = [...xs].sort((a, b) => a - b);
  const k = ys.length >> 1;
  return ys.length % 2 ? ys[k] : (ys[k - 1] + ys[k]) / 2;
};

function countLines(buf) {
  let n = 0;
  for (let i = buf.indexOf(0x0a); i >= 0; i = buf.indexOf(0x0a, i + 1)) n++;
  return n;
}

const JSONRPC = Buffer.from('"jsonrpc"', 'latin1');

/**
 * The messages in `buf`: its lines carrying `"jsonrpc"` (an NDJSON capture's every line; a Claude Desktop capture's
 * `Message from` lines, not its stderr or metadata lines), each line counted once. A line is cut by `\n`; the last
 * one need not end in one.
 */
export function countMessages(buf) {
  let n = 0;
  let at = 0;
  while (at < buf.length) {
    const hit = buf.indexOf(JSONRPC, at);
    if (hit < 0) break;
    n++;
    const end = buf.indexOf(0x0a, hit);
    if (end < 0) break;
    at = end + 1;
  }
  return n;
}

/**
 * One node run under cachegrind (no cache or branch simulation): its instruction count from valgrind's summary.
 * `outFile` keeps cachegrind's per-function output for the caller (warm-instructions.mjs reads it by function).
 */
export function valgrind(args, env, nodeFlags, outFile = '/dev/null') {
  return new Promise((res, rej) => {
    const vg = [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--branch-sim=no',
      '--smc-check=all-non-file',
      `--cachegrind-out-file=${outFile}`,
      process.execPath,
      ...nodeFlags,
      ...args,
    ];
    const child = spawn('valgrind', vg, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', rej);
    child.on('close', (code) => {
      const n = instructionsOf(err);
      if (code !== 0 || n === null) rej(new Error(`valgrind ${args.join(' ')}: exit ${code}\n${err.slice(-800)}`));
      else res(n);
    });
  });
}

async function main() {
  const argv = process.argv.slice(2);
  let runs = 3;
  let head = parseBytes('2MB');
  let small = parseBytes('16KB');
  let net = false;
  let floor = false;
  let jobs = 1;
  // V8's background threads (compilers, collector) finish at times the run does not decide, and the string hash seed
  // is random: either moves the count by a few per cent (docs/performance.md, Method). These make a run repeatable.
  let nodeFlags = ['--predictable', '--hash-seed=1', '--random-seed=1'];
  const clis = [];
  const caps = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') runs = Number(argv[++i]);
    else if (a === '--head') head = parseBytes(argv[++i]);
    else if (a === '--small') small = parseBytes(argv[++i]);
    else if (a === '--net') net = true;
    else if (a === '--floor') floor = true;
    else if (a === '--jobs') jobs = Number(argv[++i]);
    else if (a === '--node-flags') nodeFlags = argv[++i].split(' ').filter(Boolean);
    else if (a === '--cli') clis.push(parseCli(argv[++i]));
    else {
      const [format, file] = a.split('=');
      caps.push({ format, file: resolve(file) });
    }
  }
  if (clis.length === 0 || caps.length === 0) {
    process.stderr.write('usage: instructions.mjs [--runs N] [--head 2MB] [--net] [--floor] --cli name=bin … <format>=<file> …\n');
    process.exit(2);
  }

  // Every (capture, size, variant, round) as one task, in interleaved order.
  const tasks = [];
  const cut = (cap, bytes) => {
    const buf = headOf(cap.file, bytes);
    const out = join(tmpdir(), `instructions-${process.pid}-${basename(cap.file)}-${bytes}`);
    writeFileSync(out, buf);
    return { file: out, bytes: buf.length, lines: countLines(buf), messages: countMessages(buf) };
  };
  const table = [];
  for (const cap of caps) {
    const sizes = [cut(cap, head)];
    if (net) sizes.push(cut(cap, small));
    const variants = [
      ...(floor ? [{ name: 'floor (stream)', env: {}, args: (f) => [join(ROOT, 'scripts/bench/floor.mjs'), cap.format, f, 'stream'] }] : []),
      ...clis.map((c) => ({ name: c.name, env: c.env, args: (f) => [c.path, f, '--format', 'json', '-o', '/dev/null'] })),
    ];
    const row = { cap, sizes, variants, counts: sizes.map(() => variants.map(() => [])) };
    table.push(row);
    for (let r = 0; r < runs; r++)
      sizes.forEach((s, si) => variants.forEach((v, vi) => tasks.push({ row, si, vi, args: v.args(s.file), env: v.env })));
  }

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const t = tasks[next++];
      const n = await valgrind(t.args, t.env, nodeFlags);
      t.row.counts[t.si][t.vi].push(n);
      // Each count as it comes, so that a batch cut short keeps what it measured.
      process.stderr.write(`${++done}/${tasks.length} ${t.row.cap.format} ${t.row.variants[t.vi].name} ${t.args[1]}: ${n}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));

  const g = (n) => (n / 1e9).toFixed(3);
  for (const row of table) {
    const [big, sm] = row.sizes;
    console.log(`\n${row.cap.format} ${row.cap.file}: head ${big.bytes} bytes, ${big.lines} lines, ${big.messages} messages (median of ${runs} runs, Ginstr)`);
    row.variants.forEach((v, vi) => {
      const xs = row.counts[0][vi];
      const m = median(xs);
      const spread = ((Math.max(...xs) - Math.min(...xs)) / m) * 100;
      let line = `  ${v.name.padEnd(16)} ${g(m)} [${xs.map(g).join(' ')}] spread ${spread.toFixed(2)} %`;
      if (sm) {
        const ys = row.counts[1][vi];
        const perLine = (m - median(ys)) / (big.lines - sm.lines);
        const perMessage = (m - median(ys)) / (big.messages - sm.messages);
        line += `  small ${g(median(ys))}  ${perLine.toFixed(0)} instr/line  ${perMessage.toFixed(0)} instr/message`;
        // each run of the head against the small head's median: how far one run's per-message count moves
        if (xs.length > 1) line += ` [${xs.map((x) => ((x - median(ys)) / (big.messages - sm.messages)).toFixed(0)).join(' ')}]`;
      }
      if (floor && vi > 0) line += `  ×floor ${(median(row.counts[0][0]) / m).toFixed(3)}`;
      if (vi > (floor ? 1 : 0)) line += `  vs ${row.variants[floor ? 1 : 0].name} ${(((m / median(row.counts[0][floor ? 1 : 0])) - 1) * 100).toFixed(2)} %`;
      console.log(line);
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
