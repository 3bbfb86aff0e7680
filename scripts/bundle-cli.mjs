#!/usr/bin/env node
/**
 * After `tsc` and copy-wasm.mjs: bundles the built CLI (`dist/cli/main.js` and everything it imports, its runtime
 * dependencies included) into one CommonJS file, `dist/cli-bundle/main.cjs`, and writes V8's code cache of it beside
 * it (`main.cjs.cache`); `bin/mcp-triage.js` runs the bundle through `bin/bundle.js`. Loading ~270 modules one by one
 * (resolution, a file read and a compile each, date-fns' export map, commander's own CommonJS loader) was over a
 * third of a small capture's run: 0.63 → 0.39 CPU-s on a 20 KB capture (docs/performance.md, forty-seventh round).
 * The code cache takes the bundle's parse and compile and the bytecode of what a run uses: 0.18 → 0.13 CPU-s on a
 * 20 KB capture (fifty-fifth round). Node 20 gives ES modules no code cache, hence CommonJS, and hence one file: the
 * renderers and the recorder, which the CLI imports when asked for, are in it, compiled only when they run (esbuild
 * turns their `import()` into a call that evaluates them then). The library (`dist/index.js`) stays unbundled:
 * importers load only what they use.
 *
 * The bundle sits one folder below dist/, as dist/report/ does, so that version.ts finds package.json two levels up, and
 * the WebAssembly module is copied beside it (load.ts reads the file next to the code that loads it).
 *
 * The cache is made by running the bundle over two samples in a process of its own (`--code-cache`), so that it holds
 * the functions a run compiles, not only the top level. It is made for this Node and these V8 flags; any other Node
 * refuses it and compiles the bundle from source (bin/bundle.js). Without the samples (they ship in the package) the
 * cache holds the top level only.
 *
 * usage: node scripts/bundle-cli.mjs [distDir]
 *        node scripts/bundle-cli.mjs --code-cache <bundle> (the cache alone, for the bundle as it is)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Samples a run of the cache's process reads, each with its report's format: both fast-path readers, JSON and text. */
const WARM_RUNS = [
  ['samples/claude-desktop/client-timeout.log', '--format', 'json'],
  ['samples/ndjson/late-result.ndjson', '--format', 'json'],
  ['samples/claude-desktop/client-timeout.log'],
  ['samples/ndjson/late-result.ndjson'],
];

if (process.argv[2] === '--code-cache') {
  await writeCache(resolve(process.argv[3]));
} else {
  await bundle(process.argv[2] ? resolve(process.argv[2]) : join(ROOT, 'dist'));
}

async function bundle(dist) {
  const { build } = await import('esbuild');
  const out = join(dist, 'cli-bundle');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const file = join(out, 'main.cjs');
  const result = await build({
    metafile: true,
    write: false,
    absWorkingDir: ROOT,
    entryPoints: [join(dist, 'cli', 'main.js')],
    outfile: file,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    // The modules find their WebAssembly file and package.json from their own URL; bin/bundle.js passes the bundle's.
    define: { 'import.meta.url': '__bundleUrl' },
  });
  const [output] = result.outputFiles;
  // The first line names the bundle by its text, so that bin/bundle.js offers V8 only the cache made for it; esbuild's
  // "use strict" stays the first statement (the modules were strict, as every ES module is).
  const id = createHash('sha256').update(output.contents).digest('hex').slice(0, 32);
  writeFileSync(file, Buffer.concat([Buffer.from(`/* mcp-triage bundle ${id} */\n`), output.contents]));
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
  // A process of its own: the cache is V8's state after the runs, and this one has run esbuild's code.
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--code-cache', file], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`bundle-cli: writing the code cache of ${file} failed (${r.status ?? r.signal})`);
}

async function writeCache(file) {
  const { loadBundle, writeCodeCache } = await import('../bin/bundle.js');
  const loaded = loadBundle(file);
  const tmp = mkdtempSync(join(tmpdir(), 'mcp-triage-cache-'));
  try {
    for (const [i, [sample, ...args]] of WARM_RUNS.entries()) {
      if (!existsSync(join(ROOT, sample))) continue;
      const code = await loaded.exports.main(['node', 'mcp-triage', join(ROOT, sample), ...args, '-o', join(tmp, `${i}.out`)]);
      if (code !== 0) throw new Error(`bundle-cli: the bundle exited ${code} on ${sample}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  writeCodeCache(file, loaded);
}
