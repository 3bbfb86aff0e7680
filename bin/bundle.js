// Runs the CLI's bundle (dist/cli-bundle/main.cjs, made by scripts/bundle-cli.mjs) with V8's code cache of it
// (main.cjs.cache, written by the same script after it ran the bundle over the samples). Node 20 caches no compiled
// code of its own (`module.enableCompileCache` is Node 22), and ES modules cannot be given a cache, so the bundle is
// one CommonJS file compiled here through `vm.Script` with `cachedData`: its 2.4 MB are then read, not parsed and
// compiled, and the functions the samples ran start with their bytecode. A 20 KB capture 0.18 → 0.13 CPU-s
// (docs/performance.md, fifty-fifth round).
//
// The cache is an optimisation only: missing, unreadable, made for another bundle, or refused by V8 (another Node or
// V8 version, other V8 flags on the command line or in NODE_OPTIONS), the bundle is compiled from its source as it
// would be without one. V8 checks its own version, its flags and the source's length, not the source's text, so the
// cache file begins with the bundle's id (a hash of its text that the bundle's first line carries): a cache left
// beside a rebuilt bundle is not offered to V8 at all. Nor does V8 check the data itself (a damaged cache stops the
// process in `CodeSerializer::Deserialize`), so the id is followed by a hash of the data, checked first (~1 ms).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

/** The first line of the bundle: `/* mcp-triage bundle <id> *\/`, the id 32 hexadecimal digits. */
const ID = /^\/\* mcp-triage bundle ([0-9a-f]{32}) \*\//;
const ID_BYTES = 32;
/** The cache file: the bundle's id, the data's hash (32 hexadecimal digits each), then V8's data. */
const HEADER_BYTES = 2 * ID_BYTES;

/** The bundle's id from its first line, or null when it has none. */
export function bundleId(source) {
  return ID.exec(source)?.[1] ?? null;
}

const dataHash = (data) => createHash('sha256').update(data).digest('hex').slice(0, ID_BYTES);

/** What a cache file holds for the bundle whose id is `id`: V8's data, or why there is none to offer. */
export function cacheFor(cache, id) {
  if (cache === null) return { state: 'missing' };
  if (id === null || cache.length <= HEADER_BYTES || cache.toString('latin1', 0, ID_BYTES) !== id) return { state: 'other' };
  const data = cache.subarray(HEADER_BYTES);
  if (cache.toString('latin1', ID_BYTES, HEADER_BYTES) !== dataHash(data)) return { state: 'damaged' };
  return { state: 'offered', data };
}

function readOrNull(file) {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * Compiles and evaluates the bundle at `file` (an absolute path) with the code cache at `file + '.cache'` when it
 * fits. Returns the bundle's exports, the compiled script (to make a cache from after a run) and what became of the
 * cache: 'used', 'refused' (V8 would not take it), 'damaged' (its data is not what was written), 'other' (made for
 * another bundle, or not a cache) or 'missing'.
 */
export function loadBundle(file) {
  const source = readFileSync(file, 'utf8');
  const cache = readOrNull(`${file}.cache`);
  const id = bundleId(source);
  const offer = cacheFor(cache, id);
  // The CommonJS wrapper Node itself would put around the file, and the URL `import.meta.url` stood for in the
  // modules (the bundle's `define`): the WebAssembly module and package.json are found from it.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __bundleUrl) {${source}\n})`, {
    filename: file,
    cachedData: offer.data,
  });
  const state = offer.data === undefined ? offer.state : script.cachedDataRejected ? 'refused' : 'used';
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file), pathToFileURL(file).href);
  return { exports: module.exports, script, cache: state, id };
}

/** Writes the code cache of a loaded bundle (after it ran, so that what ran is compiled in it) beside the bundle. */
export function writeCodeCache(file, loaded) {
  if (loaded.id === null) throw new Error(`${file}: the bundle has no id on its first line`);
  const data = loaded.script.createCachedData();
  writeFileSync(`${file}.cache`, Buffer.concat([Buffer.from(loaded.id + dataHash(data), 'latin1'), data]));
}
