#!/usr/bin/env node
/**
 * The fourteenth round's first question (docs/performance.md): validating every message of a capture in
 * WebAssembly against decoding and JSON.parse-ing it, over the same bodies (floor.mjs's cut), CPU time.
 *
 * usage: node scripts/bench/proto-wasm/validate-bench.mjs <claude-desktop|ndjson> <file> [variant …] [--rounds N]
 * variants (default all, interleaved, N rounds, min and all printed):
 *   parse   floor.mjs's reuse path: one reused 1 MiB buffer, split on 0x0A, utf8Slice, cut, JSON.parse
 *   split   the same without JSON.parse (read + split + decode + cut)
 *   wasm    read straight into the module's memory, scan (validate + facts); a fallback line decoded and parsed
 *   copy    as wasm, but read into a Buffer and copied into the module's memory
 * prints one JSON line per variant: { variant, cpu: [..], min, lines, ok, invalid, fallback }
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { F, V, scanner } from './lines.mjs';

const args = process.argv.slice(2);
let rounds = 3;
const pos = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else pos.push(args[i]);
}
const [format, file, ...wanted] = pos;
const variants = wanted.length > 0 ? wanted : ['parse', 'split', 'wasm', 'copy'];

function floorLike(parse) {
  const t = { lines: 0, ok: 0, invalid: 0, fallback: 0 };
  const claude = format !== 'ndjson';
  const onLine = (line) => {
    let body = line;
    if (claude) {
      const m = line.indexOf('Message from ');
      if (m < 0) return;
      const open = line.indexOf('{', m);
      if (open < 0) return;
      let end = line.lastIndexOf(' { metadata:');
      if (end < open) end = line.length;
      body = line.slice(open, end);
    } else if (line.length === 0) return;
    if (!parse) {
      t.ok += body.length & 1;
      return;
    }
    try {
      JSON.parse(body);
      t.ok++;
    } catch {
      t.invalid++;
    }
  };
  let pending = null;
  const push = (chunk, n) => {
    let start = 0;
    let nl = chunk.indexOf(10);
    if (nl >= n) nl = -1;
    if (nl >= 0 && pending !== null) {
      onLine(Buffer.concat([pending, chunk.subarray(0, nl)]).utf8Slice());
      t.lines++;
      pending = null;
      start = nl + 1;
      nl = chunk.indexOf(10, start);
      if (nl >= n) nl = -1;
    }
    while (nl >= 0) {
      onLine(chunk.utf8Slice(start, nl));
      t.lines++;
      start = nl + 1;
      nl = chunk.indexOf(10, start);
      if (nl >= n) nl = -1;
    }
    if (start < n) pending = pending === null ? Buffer.from(chunk.subarray(start, n)) : Buffer.concat([pending, chunk.subarray(start, n)]);
  };
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(1 << 20);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    push(buf, n);
  }
  closeSync(fd);
  if (pending !== null) {
    onLine(pending.utf8Slice());
    t.lines++;
  }
  return t;
}

function wasm(copy) {
  const t = { lines: 0, ok: 0, invalid: 0, fallback: 0 };
  const s = scanner(format === 'ndjson' ? 'ndjson' : 'claude', { copy });
  const { MAXL } = s;
  t.lines = s.file(file, (n) => {
    const o = s.o;
    for (let i = 0; i < n; i++) {
      const v = o[F.V * MAXL + i];
      if (v === V.OK) t.ok++;
      else if (v === V.INVALID) t.invalid++;
      else if (v === V.FALLBACK) {
        t.fallback++;
        try {
          JSON.parse(s.str(o[F.BS * MAXL + i], o[F.BE * MAXL + i]));
        } catch {}
      }
    }
  });
  return t;
}

const run = { parse: () => floorLike(true), split: () => floorLike(false), wasm: () => wasm(false), copy: () => wasm(true) };
const res = Object.fromEntries(variants.map((v) => [v, { cpu: [], t: null }]));
for (let r = 0; r < rounds; r++) {
  for (const v of variants) {
    const c0 = process.cpuUsage();
    const t = run[v]();
    const c = process.cpuUsage(c0);
    res[v].cpu.push(+((c.user + c.system) / 1e6).toFixed(3));
    res[v].t = t;
  }
}
for (const v of variants) {
  const { cpu, t } = res[v];
  process.stdout.write(JSON.stringify({ variant: v, format, cpu, min: Math.min(...cpu), ...t, maxRssKb: process.resourceUsage().maxRSS }) + '\n');
}
