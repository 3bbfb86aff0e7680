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
 * Two bundles of the same modules. `main.js` is an ES module whose renderers and recorder, which the CLI imports
 * when asked for, stay separate files (`splitting`). `main.cjs` is one CommonJS file (esbuild turns those `import()`s
 * into calls that evaluate the code then), with V8's code cache of it, `main.cjs.cache`: Node 20 gives ES modules no
 * code cache. The bin runs main.cjs with its cache when the cache fits the running V8 (bin/bundle.js), else main.js:
 * the cache takes the parse and compile of the bundle and of the functions a run uses (fifty-fifth round). The cache
 * is made by running main.cjs over two samples in a process of its own (`--code-cache`), so that it holds what a run
 * compiles, not only the top level; it fits only this Node, its V8 flags (the bin's own, bin/v8-flags.js, are set
 * before it is written) and this CPU's features. Without the samples
 * (they ship in the package) it holds the top level only.
 *
 * The bundles sit one folder below dist/, as dist/report/ does, so that version.ts finds package.json two levels up,
 * and the WebAssembly module is copied beside them (load.ts reads the file next to the code that loads it).
 *
 * usage: node scripts/bundle-cli.mjs [distDir]
 *        node scripts/bundle-cli.mjs --code-cache <main.cjs> (the cache alone, for the bundle as it is)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
  const common = { absWorkingDir: ROOT, entryPoints: [join(dist, 'cli', 'main.js')], bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' };
  const result = await build({
    ...common,
    metafile: true,
    outdir: out,
    splitting: true,
    format: 'esm',
    // The CommonJS dependencies (commander, cli-table3) call `require` for Node's own modules; in an ES module bundle
    // that needs a real `require`.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  });
  const file = join(out, 'main.cjs');
  const cjs = await build({
    ...common,
    write: false,
    outfile: file,
    format: 'cjs',
    // The modules find their WebAssembly file and package.json from their own URL; bin/bundle.js passes the bundle's.
    define: { 'import.meta.url': '__bundleUrl' },
  });
  const [output] = cjs.outputFiles;
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
  // Under the V8 flags the bin sets (V8's cache tag counts them): always the shipped ones, whatever this shell's env.
  const { setV8Flags } = await import('../bin/v8-flags.js');
  setV8Flags({}, []);
  const { writeCodeCache } = await import('../bin/bundle.js');
  const tmp = mkdtempSync(join(tmpdir(), 'mcp-triage-cache-'));
  try {
    const written = await writeCodeCache(file, async ({ main }) => {
      for (const [i, [sample, ...args]] of WARM_RUNS.entries()) {
        if (!existsSync(join(ROOT, sample))) continue;
        const code = await main(['node', 'mcp-triage', join(ROOT, sample), ...args, '-o', join(tmp, `${i}.out`)]);
        if (code !== 0) throw new Error(`bundle-cli: the bundle exited ${code} on ${sample}`);
      }
    });
    // Node 20 before 20.15 has no zlib.crc32, the cache's check: the bin runs the ES module bundle there.
    if (!written) console.warn(`bundle-cli: no code cache written (this Node, ${process.version}, has no zlib.crc32)`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
