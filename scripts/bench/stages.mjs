#!/usr/bin/env node
/**
 * Where a run's CPU goes, stage by stage, in one process: a whole-process timing (paired.mjs) cannot split it, and on
 * a shared machine a stage's few per cent drown in the spread of whole runs. Each pass is timed with
 * `process.cpuUsage()`; the minimum and the median of the passes are printed (the minimum is the cost with warm code
 * and no other job's interference, the median what a run sees).
 *
 * 1. read: `openInput(file).read()` with the events dropped — the readers, the fast path and the messages they build.
 * 2. +timeline: the same read with each event pushed, as it is read, into a timeline builder whose sink only counts —
 *    correlation, holds, emission, without diagnosing; the timeline's share is the difference from stage 1. Not the
 *    events of one read held and replayed: held events are old objects by then, and a builder fed from them ran in about
 *    half the time it takes in a run, where the events it holds are young and get promoted.
 * 3. analyze: `analyze([file])`, the library's whole job (read, timeline, diagnose, the report model) without the CLI.
 *
 * usage: node scripts/bench/stages.mjs [--dist dist] [--passes 5] <capture>
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
let dist = 'dist';
let passes = 5;
const files = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--dist') dist = argv[++i];
  else if (argv[i] === '--passes') passes = Number(argv[++i]);
  else files.push(argv[i]);
}
if (files.length !== 1) {
  console.error('usage: node scripts/bench/stages.mjs [--dist dist] [--passes 5] <capture>');
  process.exit(2);
}
const file = resolve(files[0]);
const mod = (p) => import(pathToFileURL(resolve(dist, p)).href);
const { openInput } = await mod('ingest/index.js');
const { createTimelineBuilder } = await mod('timeline/builder.js');
const { analyze } = await mod('analyze.js');

function cpuMs(f) {
  const t0 = process.cpuUsage();
  return Promise.resolve(f()).then(() => {
    const t = process.cpuUsage(t0);
    return (t.user + t.system) / 1000;
  });
}
const summary = (xs) => {
  const ys = [...xs].sort((a, b) => a - b);
  return { min: ys[0], med: ys[ys.length >> 1] };
};
const fmt = (name, xs, per) => {
  const { min, med } = summary(xs);
  const unit = per > 0 ? `  (${((min * 1000) / per).toFixed(2)} µs an event at the minimum)` : '';
  console.log(`${name.padEnd(9)} min ${min.toFixed(0).padStart(6)} ms  median ${med.toFixed(0).padStart(6)} ms${unit}`);
};

const mib = statSync(file).size / 2 ** 20;
console.log(`${file} (${mib.toFixed(1)} MiB), ${passes} passes a stage`);

let events = 0;
const read = [];
for (let p = 0; p < passes; p++) {
  read.push(
    await cpuMs(async () => {
      const inp = await openInput(file);
      let n = 0;
      await inp.read(() => n++);
      events = n;
    }),
  );
}
fmt('read', read, events);

const both = [];
let counted = 0;
let timelines = 0;
for (let p = 0; p < passes; p++) {
  counted = 0;
  timelines = 0;
  const sink = {
    request: () => void timelines++,
    session: () => {},
    plain: () => (counted++, true),
  };
  both.push(
    await cpuMs(async () => {
      const inp = await openInput(file);
      const b = createTimelineBuilder(sink, { file: inp.path, clock: inp.clock, zone: inp.zone, zoneAssumed: inp.zoneAssumed });
      await inp.read((e) => b.push(e));
      b.end();
    }),
  );
}
fmt('+timeline', both, events);
console.log(`          the timeline's share: ${(summary(both).min - summary(read).min).toFixed(0)} ms at the minimum; ${counted} requests counted plain, ${timelines} timelines made`);

const whole = [];
for (let p = 0; p < passes; p++) whole.push(await cpuMs(() => analyze([file])));
fmt('analyze', whole, events);
