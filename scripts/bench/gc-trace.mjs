#!/usr/bin/env node
/**
 * What the collector did in one CLI run: node's `--trace-gc-nvp` line per collection, summed. Counts, the bytes a
 * scavenge promoted and the old generation's size before and after each mark-compact do not move with the machine's
 * load (the same build gives the same counts to within a collection or two); pauses are wall time and do.
 *
 * Per run: scavenges (count, pause ms, bytes allocated between collections, bytes promoted, bytes that survived in
 * the young generation), mark-compacts (count, pause ms, the heap's total size before and after each, summed: what
 * the marker walked is about the sum of the sizes after), and the peak RSS and CPU from /usr/bin/time.
 * Also per 100 MiB of input, so captures of different sizes compare (docs/performance.md, forty-fourth round).
 *
 * usage: node scripts/bench/gc-trace.mjs [--node-flags "<flags>"] name=path/to/bin/mcp-triage.js … -- <capture> …
 *        (each build on each capture, once; a build given as name=ENV=value:path runs with that environment)
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { summarize } from './gc-nvp.mjs';

const argv = process.argv.slice(2);
let nodeFlags = [];
const builds = [];
const files = [];
let afterDash = false;
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--') afterDash = true;
  else if (a === '--node-flags') nodeFlags = argv[++i].split(/\s+/).filter(Boolean);
  else if (afterDash) files.push(resolve(a));
  else {
    const eq = a.indexOf('=');
    if (eq < 0) throw new Error(`not name=path: ${a}`);
    const name = a.slice(0, eq);
    let rest = a.slice(eq + 1);
    const env = {};
    const colon = rest.lastIndexOf(':');
    if (colon >= 0 && rest.slice(0, colon).includes('=')) {
      for (const kv of rest.slice(0, colon).split(',')) {
        const [k, v] = kv.split('=');
        env[k] = v;
      }
      rest = rest.slice(colon + 1);
    }
    builds.push({ name, bin: resolve(rest), env });
  }
}
if (builds.length === 0 || files.length === 0) {
  console.error('usage: gc-trace.mjs [--node-flags "<flags>"] name=bin … -- <capture> …');
  process.exit(2);
}

const MB = 1024 * 1024;
const f1 = (n) => n.toFixed(1);
console.log('build\tcapture\tCPU-s\tRSS MB\tscav\tscav ms\talloc MB\tpromoted MB\tsurvived MB\tMC\tMC ms\tMC before MB\tMC after MB\t|\t/100 MiB: CPU-s\tscav\tpromoted MB\tMC\tMC after MB');
for (const file of files) {
  const per = statSync(file).size / (100 * MB);
  for (const b of builds) {
    const r = spawnSync('/usr/bin/time', ['-f', '%U %S %M', 'node', '--trace-gc-nvp', ...nodeFlags, b.bin, file, '--format', 'json', '-o', '/dev/null'], {
      env: { ...process.env, ...b.env },
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    const [u, sy, rss] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
    const s = summarize(r.stdout);
    const cpu = u + sy;
    console.log(
      [b.name, file.replace(/^.*\//, ''), cpu.toFixed(2), Math.round(rss / 1024), s.scavenges, Math.round(s.scavengePause), Math.round(s.allocated / MB), f1(s.promoted / MB), f1(s.survived / MB), s.markCompacts, Math.round(s.mcPause), Math.round(s.mcBefore / MB), Math.round(s.mcAfter / MB), '|', (cpu / per).toFixed(2), f1(s.scavenges / per), f1(s.promoted / MB / per), f1(s.markCompacts / per), f1(s.mcAfter / MB / per)].join('\t'),
    );
  }
}
