/**
 * bin/bundle.js: the bundle runs with its code cache when V8 takes it, and from its source when the cache is missing,
 * made for another bundle, damaged or refused (other V8 flags) — the same report every time. Each case runs in a
 * process of its own on a copy of the built bundle (V8 decides on the cache when the bundle is compiled, once a
 * process): a damaged cache is found by its hash before V8 sees it (V8 does not check its data, and stops the process
 * on it). The tests of the real bundle run only when it has been built (`npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error bin/ is plain JavaScript, outside the typed sources
import { bundleId, cacheFor } from '../../bin/bundle.js';

const BUNDLE = 'dist/cli-bundle';
const built = existsSync(join(BUNDLE, 'main.cjs.cache'));
const SAMPLE = resolve('samples/ndjson/late-result.ndjson');

describe('bundleId', () => {
  it.each([
    ['/* mcp-triage bundle 0123456789abcdef0123456789abcdef */\n"use strict";', '0123456789abcdef0123456789abcdef'],
    ['"use strict";\n/* mcp-triage bundle 0123456789abcdef0123456789abcdef */', null],
    ['/* mcp-triage bundle 0123456789abcdef */\n', null],
    ['/* mcp-triage bundle 0123456789ABCDEF0123456789ABCDEF */\n', null],
    ['', null],
  ])('%j → %s', (source, id) => {
    expect(bundleId(source)).toBe(id);
  });
});

describe('cacheFor: what is offered to V8', () => {
  const id = 'a'.repeat(32);
  const data = Buffer.from('V8 data stands here');
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const file = Buffer.concat([Buffer.from(id + hash, 'latin1'), data]);
  const flipped = Buffer.from(file);
  flipped[70] = flipped[70]! ^ 1;
  it.each<[string, Buffer | null, string | null, string]>([
    ['a cache made for this bundle', file, id, 'offered'],
    ['no cache file', null, id, 'missing'],
    ['a bundle without an id', file, null, 'other'],
    ['an empty file', Buffer.alloc(0), id, 'other'],
    ['the header alone', file.subarray(0, 64), id, 'other'],
    ["another bundle's id", file, 'b'.repeat(32), 'other'],
    ['the data cut short', file.subarray(0, file.length - 1), id, 'damaged'],
    ['a byte of the data changed', flipped, id, 'damaged'],
  ])('%s → %s', (name, bytes, bundle, state) => {
    const got = cacheFor(bytes, bundle);
    expect(got.state).toBe(state);
    expect(got.data === undefined ? undefined : Buffer.from(got.data).toString()).toBe(state === 'offered' ? data.toString() : undefined);
  });
});

describe.skipIf(!built)('the bundle with and without its code cache', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-triage-cache-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const cache = built ? readFileSync(join(BUNDLE, 'main.cjs.cache')) : Buffer.alloc(0);

  /** A copy of the built bundle (package.json two folders up, as version.ts reads it) with `cacheBytes` as its cache. */
  const copy = (name: string, cacheBytes: Buffer | null): string => {
    const dir = join(root, name, 'dist', 'cli-bundle');
    mkdirSync(dir, { recursive: true });
    copyFileSync('package.json', join(root, name, 'package.json'));
    for (const f of ['main.cjs', 'json-lines.wasm']) copyFileSync(join(BUNDLE, f), join(dir, f));
    if (cacheBytes !== null) writeFileSync(join(dir, 'main.cjs.cache'), cacheBytes);
    return join(dir, 'main.cjs');
  };
  /** Loads the bundle as bin/mcp-triage.js does, runs it on the sample, and prints what became of the cache on stderr. */
  const run = (file: string, nodeFlags: string[] = []) => {
    const probe = [
      `import { loadBundle } from ${JSON.stringify(pathToFileURL(resolve('bin/bundle.js')).href)};`,
      `const loaded = loadBundle(${JSON.stringify(file)});`,
      `process.exitCode = await loaded.exports.main(['node', 'mcp-triage', ${JSON.stringify(SAMPLE)}, '--json', '--all']);`,
      'process.stderr.write(loaded.cache);',
    ].join('\n');
    return spawnSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', probe], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } });
  };
  // The bundle compiled from its source: what every other case must print.
  const reference = built ? run(copy('reference', null)) : null;

  it('no cache: the bundle is compiled from its source and reports the sample', () => {
    expect(reference!.status).toBe(0);
    expect(reference!.stderr).toBe('missing');
    expect(JSON.parse(reference!.stdout).requests.length).toBeGreaterThan(0);
  });

  const damaged = Buffer.from(cache);
  for (let i = 64; i < damaged.length; i += 97) damaged[i] = damaged[i]! ^ 0x5a;
  // A cache V8 itself checks and refuses (made for another source), in a file whose header is right.
  const v8Data = new Script('1 + 1').createCachedData();
  const ofAnotherScript = Buffer.concat([cache.subarray(0, 32), Buffer.from(createHash('sha256').update(v8Data).digest('hex').slice(0, 32), 'latin1'), v8Data]);
  it.each<[string, Buffer, string[], string]>([
    ['the cache as built', cache, [], 'used'],
    // Given to V8, this one would stop the process (cacheFor's table has the other ways a file is not offered).
    ['a damaged cache', damaged, [], 'damaged'],
    ["V8's cache of another script, under this bundle's id and the data's hash", ofAnotherScript, [], 'refused'],
    ['the cache as built, V8 run with other flags', cache, ['--stack-size=2000'], 'refused'],
  ])('%s', (name, bytes, flags, state) => {
    const r = run(copy(name.replace(/\W+/g, '-'), bytes), flags);
    expect(r.stderr).toBe(state);
    expect(r.status).toBe(reference!.status);
    expect(r.stdout).toBe(reference!.stdout);
  });
});
