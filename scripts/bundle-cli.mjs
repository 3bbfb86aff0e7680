#!/usr/bin/env node
/**
 * After `tsc` and copy-wasm.mjs: bundles the built CLI (`dist/cli/main.js` and everything it imports, its runtime
 * dependencies included) into `dist/cli-bundle/`, which `bin/mcp-triage.js` runs. Loading ~230 modules one by one
 * (resolution, a file read and a compile each, commander's own CommonJS loader) was about half of a small capture's
 * run: 0.54 → 0.30 CPU-s and 0.59 → 0.32 s wall on a one-line file (docs/performance.md, twenty-first round). The
 * library (`dist/index.js`) stays unbundled: importers load only what they use.
 *
 * The renderers and the recorder, which the CLI imports when asked for, stay separate files (`splitting`). The
 * bundle sits one folder below dist/, as dist/report/ does, so that version.ts finds package.json two levels up, and
 * the WebAssembly module is copied beside it (load.ts reads the file next to the code that loads it).
 *
 * usage: node scripts/bundle-cli.mjs [distDir]
 */
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, 'dist');
const out = join(dist, 'cli-bundle');

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(dist, 'cli', 'main.js')],
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  // The CommonJS dependencies (commander, cli-table3) call `require` for Node's own modules; in an ES module bundle
  // that needs a real `require`.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
});
const wasm = join(dist, 'ingest', 'wasm');
for (const f of readdirSync(wasm)) if (f.endsWith('.wasm')) copyFileSync(join(wasm, f), join(out, f));
