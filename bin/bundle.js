// Runs the CLI's CommonJS bundle (dist/cli-bundle/main.cjs, made by scripts/bundle-cli.mjs) with V8's code cache of it
// (main.cjs.cache, written by the same script after it ran the bundle over the samples), when the cache fits this
// process; else the caller runs the ES module bundle (dist/cli-bundle/main.js), as before there was a cache. Node 20
// caches no compiled code of its own (`module.enableCompileCache` is Node 22) and ES modules cannot be given a cache,
// hence a CommonJS twin compiled here through `vm.Script` with `cachedData`: its 2.4 MB are then read, not parsed
// and compiled, and the functions the samples ran start with their bytecode (docs/performance.md, fifty-fifth round).
//
// The cache is an optimisation only, and checked before anything is compiled: V8 takes it only from the same V8
// version, flags and CPU features (`v8.cachedDataVersionTag()`, written in the cache's header: another Node, or V8
// flags on the command line or in NODE_OPTIONS, make another tag); V8 checks the source's length, not its text, so
// the header names the bundle by its id (a hash of its text, on the bundle's first line); and V8 does not check its
// data (a damaged cache stops the process in `CodeSerializer::Deserialize`), so the header holds the data's length and
// CRC-32 (zlib's, ~0.3 ms; a SHA-256 cost ~3.4 ms a run, most of it loading node:crypto: fifty-ninth round). The check
// is against damage (a cut or changed file), not against someone who can write the package's files: they can change
// the bundle itself. A cache missing or failing any of these is not used: the ES module bundle runs, compiled from
// source. Without the CommonJS twin's cost: compiled without its cache it costs more than the ES module bundle
// (one file with every renderer in it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

/** The first line of the bundle: `/* mcp-triage bundle <id> *\/`, the id 32 hexadecimal digits. */
const ID = /^\/\* mcp-triage bundle ([0-9a-f]{32}) \*\//;
const HEX = 32;
/** The cache file: V8's tag (8 hexadecimal digits), the bundle's id, the data's check (32 each), then V8's data. */
const TAG_AT = 0;
const ID_AT = 8;
const CHECK_AT = ID_AT + HEX;
const DATA_AT = CHECK_AT + HEX;

/** The bundle's id from its first line, or null when it has none. */
export function bundleId(source) {
  return ID.exec(source)?.[1] ?? null;
}

const require = createRequire(import.meta.url);
// zlib (which the CLI loads anyway to detect gzip) has `crc32` since Node 20.15 and 22.2; without it (an older Node
// 20) there is no check, and no cache is used or written: the ES module bundle runs. Loaded when a cache fits.
/** The header's check of V8's data: its CRC-32 (8 hexadecimal digits) and its length (24), or null without crc32. */
export function dataCheck(data, crc32 = require('node:zlib').crc32) {
  if (typeof crc32 !== 'function') return null;
  return hex(crc32(data), 8) + data.length.toString(16).padStart(HEX - 8, '0');
}
const hex = (n, digits) => (n >>> 0).toString(16).padStart(digits, '0');
const hexTag = (tag) => hex(tag, 8);

/**
 * Whether the cache file `cache` (null: none) fits this V8 (`tag`, v8.cachedDataVersionTag()): 'missing', 'stale'
 * (another V8, its flags or CPU), 'short' (no data after the header), or 'fits' — then the bundle's id must be checked.
 */
export function cacheState(cache, tag) {
  if (cache === null) return 'missing';
  if (cache.length <= DATA_AT) return 'short';
  return cache.toString('latin1', TAG_AT, ID_AT) === hexTag(tag) ? 'fits' : 'stale';
}

/**
 * V8's data of a cache that fits, if made for the bundle whose id is `id`: { state: 'offered', data } or why not
 * ('other', 'damaged', or 'unchecked' when this Node cannot compute the check).
 */
export function cacheFor(cache, id) {
  if (id === null || cache.toString('latin1', ID_AT, CHECK_AT) !== id) return { state: 'other' };
  const data = cache.subarray(DATA_AT);
  const check = dataCheck(data);
  if (check === null) return { state: 'unchecked' };
  if (cache.toString('latin1', CHECK_AT, DATA_AT) !== check) return { state: 'damaged' };
  return { state: 'offered', data };
}

function readOrNull(file) {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** Compiles the bundle's source (with `cachedData` if given) and evaluates it: its exports and the compiled script. */
function compile(file, source, cachedData) {
  // The CommonJS wrapper Node itself would put around the file, and the URL `import.meta.url` stood for in the
  // modules (the bundle's `define`): the WebAssembly module and package.json are found from it.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __bundleUrl) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file), pathToFileURL(file).href);
  return { exports: module.exports, script };
}

/**
 * The CommonJS bundle at `file` (an absolute path) compiled with its code cache (`file + '.cache'`), or, when the cache
 * is not one to offer, `{ cache: <why> }` and nothing compiled. `cache` is 'used', or 'refused' when V8 would not take
 * it after all (then the bundle was compiled from its source, and runs), else 'missing', 'stale', 'short', 'other',
 * 'damaged' or 'unchecked' (see cacheState, cacheFor).
 */
export function loadCachedBundle(file) {
  const cache = readOrNull(`${file}.cache`);
  const state = cacheState(cache, v8.cachedDataVersionTag());
  if (state !== 'fits') return { cache: state };
  const source = readFileSync(file, 'utf8');
  const offer = cacheFor(cache, bundleId(source));
  if (offer.data === undefined) return { cache: offer.state };
  const { exports, script } = compile(file, source, offer.data);
  return { exports, cache: script.cachedDataRejected ? 'refused' : 'used' };
}

/**
 * Compiles the bundle from its source, runs `warm(exports)` (what the cache should hold compiled besides the top
 * level), and writes the cache beside the bundle; false, and nothing written, when this Node cannot make the check.
 */
export async function writeCodeCache(file, warm) {
  const source = readFileSync(file, 'utf8');
  const id = bundleId(source);
  if (id === null) throw new Error(`${file}: the bundle has no id on its first line`);
  const { exports, script } = compile(file, source, undefined);
  await warm(exports);
  const data = script.createCachedData();
  const check = dataCheck(data);
  if (check === null) return false;
  writeFileSync(`${file}.cache`, Buffer.concat([Buffer.from(hexTag(v8.cachedDataVersionTag()) + id + check, 'latin1'), data]));
  return true;
}
