#!/usr/bin/env node
/**
 * After `tsc` and copy-wasm.mjs: bundles the built CLI (`dist/cli/main.js` and everything it imports, its runtime
 * dependencies included) into `dist/cli-bundle/`, which `bin/mcp-triage.js` runs. Loading ~270 modules one by one
 * (resolution, a file read and a compile each, date-fns' export map, commander's own CommonJS loader) was over a
 * third of a small capture's run: 0.63 → 0.39 CPU-s on a 20 KB capture (docs/performance.md, forty-seventh round).
 * The twenty-first round's bundle was withdrawn for promoting more than the modules; after the rounds that cut the
 * builder's allocation it promotes as much as they do (16.6 against 17.6 MB over 200 MiB of NDJSON). The library
 * (`dist/index.js`) stays unbundled: importers load only what they use.
 *
 * The renderers and the recorder, which the CLI imports when asked for, stay separate files (`splitting`). The
 * bundle sits one folder below dist/, as dist/report/ does, so that version.ts finds package.json two levels up, and
 * the WebAssembly module is copied beside it (load.ts reads the file next to the code that loads it).
 *
 * usage: node scripts/bundle-cli.mjs [distDir]
 */
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, 'dist');
const out = join(dist, 'cli-bundle');

rmSync(out, { recursive: true, force: true });
const result = await build({
  metafile: true,
  absWorkingDir: ROOT,
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
// The built modules the bundle was made from, relative to dist/ (its own dependencies' files left out): in a checkout
// bin/mcp-triage.js runs the modules instead when one of these is newer than the bundle (`tsc -w` re-emits only the
// files that changed), statting this list rather than walking dist/ (a list: ~1 ms; a walk: ~9 ms).
const modules = Object.keys(result.metafile.inputs)
  .map((p) => relative(dist, resolve(ROOT, p)))
  .filter((p) => !p.startsWith('..') && p.endsWith('.js'))
  .map((p) => p.split(sep).join('/'))
  .sort();
writeFileSync(join(out, 'modules.json'), JSON.stringify(modules) + '\n');
