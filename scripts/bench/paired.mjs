#!/usr/bin/env node
/**
 * Before/after for one change on a shared machine: runs both floors and several builds of the CLI on the same
 * captures in interleaved rounds (floor, reuse floor, build A, build B, … then again), so that a change in the
 * machine's load hits every variant alike, and prints per capture the median CPU seconds (user + sys, from
 * /usr/bin/time) and peak RSS of each, with the CPU ratio of each build to both floors.
 *
 * The order turns each round (round 1: floors, A, B; round 2: floors' second, A, B, first floor; …), so no variant
 * always runs first after a pause or right after the floor that has just pulled the file through the page cache. Before
 * each capture's batch it prints how much of the file is in the page cache (`fincore`; without it, a timed read of the
 * whole file twice, which also warms it): a batch read from disk (a 1 GiB file after another batch, or a dropped cache) and
 * one read from memory are not comparable.
 *
 * usage: node scripts/bench/paired.mjs --rounds 4 --cli name=path/to/bin/mcp-triage.js [--cli …] <format>=<file> …
 * (format as for floor.mjs: claude-desktop, ndjson, vscode, mcpcap, claude-desktop-8k)
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli } from './instructions.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
let rounds = 3;
const clis = [];
const caps = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--rounds') rounds = Number(argv[++i]);
  else if (argv[i] === '--cli') clis.push(parseCli(argv[++i]));
  else {
    const [format, file] = argv[i].split('=');
    caps.push({ format, file: resolve(file) });
  }
}

function run(args) {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %M %e', process.execPath, ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
  const last = r.stderr.trim().split('\n').pop() ?? '';
  const [u, s, m, e] = last.split(' ').map(Number);
  if (r.status !== 0) throw new Error(`${args.join(' ')}: exit ${r.status}\n${r.stderr.slice(0, 500)}`);
  return { cpu: u + s, rssMb: m / 1024, wall: e };
}

const median = (xs) => {
  const ys = [...xs].sort((a, b) => a - b);
  const k = ys.length >> 1;
  return ys.length % 2 ? ys[k] : (ys[k - 1] + ys[k]) / 2;
};

/** How much of `file` the page cache holds: fincore's count, else the speed of a read of it all (which warms it). */
function cacheState(file) {
  const f = spawnSync('fincore', ['--bytes', '--noheadings', '--output', 'RES,SIZE', file], { encoding: 'utf8' });
  if (f.status === 0) {
    const [res, size] = f.stdout.trim().split(/\s+/).map(Number);
    if (size > 0) return `${Math.min(100, (100 * res) / size).toFixed(0)} % of ${(size / 2 ** 20).toFixed(1)} MiB in the page cache (fincore)`;
  }
  const speed = () => {
    const fd = openSync(file, 'r');
    const buf = Buffer.allocUnsafe(1 << 20);
    const t0 = process.hrtime.bigint();
    let n = 0;
    for (let k; (k = readSync(fd, buf, 0, buf.length, null)) > 0; ) n += k;
    closeSync(fd);
    return n / 2 ** 20 / (Number(process.hrtime.bigint() - t0) / 1e9);
  };
  const [first, second] = [speed(), speed()];
  // The second read is from the cache: a first read as fast was from the cache too.
  return `no fincore: read at ${first.toFixed(0)} MiB/s, again at ${second.toFixed(0)} MiB/s (alike: it was cached; now it is)`;
}

for (const cap of caps) {
  const variants = [
    { name: 'floor (stream)', args: [join(ROOT, 'scripts/bench/floor.mjs'), cap.format, cap.file, 'stream'] },
    { name: 'floor (reuse)', args: [join(ROOT, 'scripts/bench/floor.mjs'), cap.format, cap.file, 'reuse'] },
    ...clis.map((c) => ({ name: c.name, args: [c.path, cap.file, '--format', 'json', '-o', '/dev/null'] })),
  ];
  const res = variants.map(() => []);
  const cache = cacheState(cap.file);
  const orders = [];
  for (let r = 0; r < rounds; r++) {
    // Round r starts at variant r mod n and goes round: each variant takes each place in turn.
    const order = variants.map((_, k) => (r + k) % variants.length);
    orders.push(order.map((i) => variants[i].name).join(', '));
    for (const i of order) res[i].push(run(variants[i].args));
  }
  const cpu = res.map((rs) => median(rs.map((x) => x.cpu)));
  const rss = res.map((rs) => median(rs.map((x) => x.rssMb)));
  const wall = res.map((rs) => median(rs.map((x) => x.wall)));
  console.log(`\n${cap.format} ${cap.file} (median of ${rounds} interleaved rounds; before the batch: ${cache})`);
  console.log(`  orders: ${orders.map((o, r) => `${r + 1}. ${o}`).join(' | ')}`);
  variants.forEach((v, i) => {
    const ratios =
      i >= 2
        ? `  CPU ×stream ${(cpu[0] / cpu[i]).toFixed(2)} ×reuse ${(cpu[1] / cpu[i]).toFixed(2)}  wall ×stream ${(wall[0] / wall[i]).toFixed(2)} ×reuse ${(wall[1] / wall[i]).toFixed(2)}`
        : '';
    const all = res[i].map((x) => x.cpu.toFixed(2)).join(' ');
    console.log(`  ${v.name.padEnd(16)} CPU-s ${cpu[i].toFixed(2)} [${all}]  wall-s ${wall[i].toFixed(2)}  RSS ${rss[i].toFixed(0)} MB${ratios}`);
  });
}
