#!/usr/bin/env node
/**
 * Rebuilds src/ingest/wasm/json-lines.wasm from its AssemblyScript source beside it. The compiler is not a
 * dependency of the project (nothing at install time needs it: the .wasm is committed); install it anywhere and
 * name its `asc`:
 *
 *   mkdir -p /tmp/asc && cd /tmp/asc && npm init -y && npm i assemblyscript@0.28
 *   node scripts/build-wasm.mjs /tmp/asc/node_modules/.bin/asc
 *
 * (or set ASC). The flags: -O3, no runtime (the module allocates nothing), no assertions, SIMD (the string and
 * line scans read 16 bytes at a time), an initial memory of 52 pages (3.25 MiB) that holds the columns, the members
 * table, one 1 MiB chunk and 256 KiB of unfinished line (load.ts grows it for longer lines). Keep it small: the
 * whole memory is external memory to V8 (docs/performance.md "Seventeenth round").
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const asc = process.argv[2] ?? process.env.ASC;
if (!asc) {
  console.error('usage: node scripts/build-wasm.mjs <path to asc> (assemblyscript 0.28)');
  process.exit(2);
}
const dir = join(ROOT, 'src', 'ingest', 'wasm');
const r = spawnSync(
  asc,
  ['json-lines.ts', '-O3', '--runtime', 'stub', '--noAssert', '--enable', 'simd', '--initialMemory', '52', '-o', 'json-lines.wasm'],
  { cwd: dir, stdio: 'inherit' },
);
process.exit(r.status ?? 1);
