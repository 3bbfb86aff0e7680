#!/usr/bin/env node
/**
 * Prototype for the next engine step (docs/performance.md, seventh round): what the timeline costs per plain
 * request → response pair, against a pair matcher that keeps each request as one small record (id, seq, time,
 * line, progress token, last progress) until its result arrives. Both run, in one process and alternately, over the
 * same WireEvents, read once from a capture by the built reader; the builder's sink runs the plain-completion check
 * as analyze() does. The matcher is a bound, not a design: it ignores everything that makes a request interesting.
 *
 * usage: node scripts/bench/proto-plain-pairs.mjs <capture> [rounds] [dist]
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [file, roundsS, distS] = process.argv.slice(2);
const dist = resolve(distS ?? 'dist');
const load = (p) => import(pathToFileURL(join(dist, p)).href);
const { openInput } = await load('ingest/index.js');
const { createTimelineBuilder } = await load('timeline/index.js');
const { plainCompletion } = await load('diagnose/index.js');
const input = await openInput(file);
const events = [];
await input.read((e) => events.push(e));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const builderMs = [];
const matcherMs = [];
let counts = null;
for (let r = 0; r < Number(roundsS ?? 8); r++) {
  let t0 = cpuMs();
  let plain = 0;
  const b = createTimelineBuilder(
    { request: (t) => void (plainCompletion(t, {}) && plain++), session() {} },
    { file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed },
  );
  for (const e of events) b.push(e);
  b.end();
  builderMs.push(cpuMs() - t0);
  t0 = cpuMs();
  const open = new Map();
  const tokens = new Map();
  let seq = 0;
  let done = 0;
  for (const e of events) {
    const m = e.message;
    if (m === undefined) continue;
    if (typeof m.method === 'string') {
      if (m.id !== undefined && m.id !== null) {
        const tok = m.params?._meta?.progressToken;
        const rec = { seq: ++seq, at: e.at, line: e.source.line, token: tok ?? null, last: -Infinity, bad: false };
        open.set(m.id, rec);
        if (tok !== undefined) tokens.set(tok, rec);
      } else if (m.method === 'notifications/progress') {
        const rec = tokens.get(m.params?.progressToken);
        if (rec) {
          const v = m.params.progress;
          if (!(v > rec.last)) rec.bad = true;
          rec.last = v;
        }
      }
    } else if (m.id !== undefined) {
      const rec = open.get(m.id);
      if (rec) {
        open.delete(m.id);
        if (rec.token !== null) tokens.delete(rec.token);
        if (m.error === undefined && !rec.bad) done++;
      }
    }
  }
  matcherMs.push(cpuMs() - t0);
  counts ??= { events: events.length, plainCompletions: plain, matcherPairs: done };
}
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(JSON.stringify(counts));
console.log(`builder + plain check: median ${med(builderMs).toFixed(0)} ms [${builderMs.map((x) => x.toFixed(0))}]`);
console.log(`pair matcher:          median ${med(matcherMs).toFixed(0)} ms [${matcherMs.map((x) => x.toFixed(0))}]`);
