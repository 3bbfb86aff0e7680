#!/usr/bin/env node
/**
 * A CLI run's fixed parts beside its read (since the fifty-ninth round): each build's CLI on each capture
 * (`--format json -o /dev/null`), interleaved with the order turning, preloaded with parts-preload.cjs, which notes the
 * process's CPU at its own start, the capture's first and last read, the report's first write and the 'exit' event.
 * The whole process's CPU comes from bash's `times` (the children's user + system, millisecond resolution), so the
 * part after 'exit' — the teardown — is its difference from the last mark. Printed per build and capture, median of
 * the runs, CPU-ms:
 *
 *   node       Node's own start, to the preload (the floor pays it too)
 *   start-up   the preload to the capture's first read: the bin, the bundle and its cache, commander, the inputs
 *   read       the first read to the capture's end: the readers, the timeline and diagnoses as they go
 *   end        the capture's end to the first write: the timeline's end, the last diagnoses, the report model
 *   write      the first write to 'exit': the JSON writer, the writes, the event loop's end
 *   teardown   'exit' to the process's end: the heap and the process torn down
 *
 * Medians of CPU time move with the machine's load as paired.mjs's do; a part's difference between two builds is
 * resolved only when it is larger than its spread (printed as min–max).
 *
 * usage: node scripts/bench/parts.mjs [--runs 8] --cli name=<bin> [--cli name=<bin> …] <label>=<file> …
 * (a build may be given as `name=ENV=value,ENV2=value:<bin>` to run with that environment, as in instructions.mjs)
 */
import { spawnSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, parseCli, splitAt } from './instructions.mjs';

const PRELOAD = join(dirname(fileURLToPath(import.meta.url)), 'parts-preload.cjs');
const PARTS = ['node', 'start-up', 'read', 'end', 'write', 'teardown', 'total'];

const argv = process.argv.slice(2);
let runs = 8;
const clis = [];
const captures = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--runs') runs = Number(argv[++i]);
  else if (a === '--cli') clis.push(parseCli(argv[++i]));
  else {
    const [label, file] = splitAt(a, 'path');
    captures.push({ label, file });
  }
}
if (clis.length === 0 || captures.length === 0 || !(runs > 0)) {
  console.error('usage: node scripts/bench/parts.mjs [--runs 8] --cli name=<bin> … <label>=<file> …');
  process.exit(2);
}

/** bash's `times` second line: the children's user and system time, `0m1.234s 0m0.056s`. */
function childCpuMs(out) {
  const lines = out.trim().split('\n');
  const m = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/.exec(lines[lines.length - 1]);
  if (!m) throw new Error(`no times line in ${JSON.stringify(out)}`);
  return (Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4])) * 1000;
}

function once({ path: bin, env }, file) {
  const cmd = `"$0" -r "$1" "$2" "$3" --format json -o /dev/null; times`;
  const r = spawnSync('bash', ['-c', cmd, process.execPath, PRELOAD, bin, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { ...process.env, ...env },
  });
  const line = r.stderr.split('\n').find((l) => l.startsWith('PARTS '));
  if (r.status !== 0 || !line) throw new Error(`${bin} ${file}: exit ${r.status}\n${r.stderr.slice(-2000)}`);
  const m = JSON.parse(line.slice(6));
  // A capture the CLI never read from a file (stdin) or read as zero bytes, or a run that wrote nothing, leaves a mark
  // unset: its parts would be NaN, printed as numbers.
  const missing = ['preload', 'firstRead', 'lastRead', 'firstWrite', 'exit'].filter((k) => typeof m[k] !== 'number');
  if (missing.length > 0) throw new Error(`${bin} ${file}: no ${missing.join(', ')} mark in the run (a capture read from stdin or of zero bytes, or a run that wrote nothing?): ${line}`);
  const total = childCpuMs(r.stdout);
  return {
    node: m.preload,
    'start-up': m.firstRead - m.preload,
    read: m.lastRead - m.firstRead,
    end: m.firstWrite - m.lastRead,
    write: m.exit - m.firstWrite,
    teardown: total - m.exit,
    total,
  };
}

for (const { label, file } of captures) {
  const got = new Map(clis.map((c) => [c.name, []]));
  for (let r = 0; r < runs; r++) {
    for (let k = 0; k < clis.length; k++) {
      const c = clis[(r + k) % clis.length];
      got.get(c.name).push(once(c, file));
    }
  }
  console.log(`${label} (${basename(file)}), ${runs} runs a build, CPU-ms median (min–max)`);
  console.log(`${'build'.padEnd(10)}${PARTS.map((p) => p.padStart(20)).join('')}`);
  for (const c of clis) {
    const rs = got.get(c.name);
    const cells = PARTS.map((p) => {
      const xs = rs.map((x) => x[p]);
      return `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`.padStart(20);
    });
    console.log(`${c.name.padEnd(10)}${cells.join('')}`);
  }
}
