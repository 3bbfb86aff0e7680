#!/usr/bin/env node
/**
 * What one `analyze()` run allocates, by function: V8's sampling heap profiler asked to keep the objects that the
 * collector freed too (so the census counts garbage, not only what survived), one sample per 4 KiB. Unlike CPU time,
 * the totals do not move with the machine's load (the same build gives the same total to within ~0.2 %), so a change
 * of a few per cent of the allocation can be seen on a shared machine (docs/performance.md, twenty-second round).
 *
 * usage: node scripts/bench/alloc-census.mjs <capture> [--dist dist] [--top 30]
 * prints the sampled total, the functions that allocated most (self), and which callers the built-ins' allocations
 * (Map set/delete, Array push/sort, iterators) came from.
 */
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  if (i < 0) return dflt;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const dist = opt('--dist', 'dist');
const top = Number(opt('--top', '30'));
const file = argv[0];
if (!file) {
  process.stderr.write('usage: alloc-census.mjs <capture> [--dist dist] [--top 30]\n');
  process.exit(2);
}

const { analyze } = await import(pathToFileURL(resolve(dist, 'index.js')).href);
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
await analyze([file]);
const { profile } = await session.post('HeapProfiler.stopSampling');

const where = (cf) => `${cf.functionName || '(anonymous)'} ${cf.url.replace(/^.*\/dist\//, '')}:${cf.lineNumber + 1}`;
const BUILTINS = new Set(['set', 'delete', 'push', 'sort', 'splice', 'next', 'values', 'keys']);
const self = new Map();
const viaCaller = new Map();
let total = 0;
const stack = [[profile.head, null]];
while (stack.length > 0) {
  const [node, parent] = stack.pop();
  const cf = node.callFrame;
  total += node.selfSize;
  const k = where(cf);
  self.set(k, (self.get(k) ?? 0) + node.selfSize);
  if (cf.url === '' && BUILTINS.has(cf.functionName) && parent !== null && node.selfSize > 0) {
    const kk = `${cf.functionName} ← ${where(parent.callFrame)}`;
    viaCaller.set(kk, (viaCaller.get(kk) ?? 0) + node.selfSize);
  }
  for (const c of node.children) stack.push([c, node]);
}
const mb = (n) => (n / 1048576).toFixed(1).padStart(8);
const list = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(`${mb(v)} MB  ${k}`));
console.log(`${file}: ${(total / 1048576).toFixed(1)} MB allocated (sampled)`);
console.log('-- by function (self)');
list(self, top);
console.log("-- built-ins' allocations by caller");
list(viaCaller, Math.min(top, 15));
