/**
 * bin/bundle.js: the CommonJS bundle runs with its code cache when the cache fits; otherwise nothing is compiled from
 * it and the bin runs the ES module bundle — the same report every time. The cache file's checks (V8's tag, the
 * bundle's id, the data's check) are pure and tested here in process; the runs each take a process of their own on a
 * copy of the built bundles (V8 decides on a cache when a script is compiled, and a cache V8 was given damaged would
 * stop the process). The tests of the real bundles run only when they have been built (`npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { crc32 } from 'node:zlib';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error bin/ is plain JavaScript, outside the typed sources
import { bundleId, cacheFor, cacheState, dataCheck } from '../../bin/bundle.js';

const BUNDLE = 'dist/cli-bundle';
const built = existsSync(join(BUNDLE, 'main.cjs.cache')) && existsSync(join(BUNDLE, 'main.js'));
const SAMPLE = resolve('samples/ndjson/late-result.ndjson');
// The header's check as bundle.js makes it: CRC-32 (8 hexadecimal digits), then the data's length (24).
const check = (b: Buffer) => (crc32(b) >>> 0).toString(16).padStart(8, '0') + b.length.toString(16).padStart(24, '0');

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

describe('the cache file: what is offered to V8', () => {
  const tag = 0x839dbe75;
  const id = 'a'.repeat(32);
  const data = Buffer.from('V8 data stands here');
  const file = Buffer.concat([Buffer.from('839dbe75' + id + check(data), 'latin1'), data]);
  const flipped = Buffer.from(file);
  flipped[80] = flipped[80]! ^ 1;
  it.each<[string, Buffer | null, number, string]>([
    ['made by this V8', file, tag, 'fits'],
    ['no cache file', null, tag, 'missing'],
    ['an empty file', Buffer.alloc(0), tag, 'short'],
    ['the header alone', file.subarray(0, 72), tag, 'short'],
    ['made by another V8, or under other flags', file, 0x839dbe76, 'stale'],
    ['a tag above 2^31', Buffer.concat([Buffer.from('f0000001', 'latin1'), file.subarray(8)]), 0xf0000001 | 0, 'fits'],
  ])('%s → %s', (name, bytes, v8Tag, state) => {
    expect(cacheState(bytes, v8Tag)).toBe(state);
  });
  it.each<[string, Buffer, string | null, string]>([
    ['made for this bundle', file, id, 'offered'],
    ['a bundle without an id', file, null, 'other'],
    ["another bundle's id", file, 'b'.repeat(32), 'other'],
    ['the data cut short', file.subarray(0, file.length - 1), id, 'damaged'],
    ['a byte of the data changed', flipped, id, 'damaged'],
  ])('%s → %s', (name, bytes, bundle, state) => {
    const got = cacheFor(bytes, bundle);
    expect(got.state).toBe(state);
    expect(got.data === undefined ? undefined : Buffer.from(got.data).toString()).toBe(state === 'offered' ? data.toString() : undefined);
  });
});

describe("the check of the cache's data", () => {
  it('changes with any one byte changed, and with the length', () => {
    const base = Buffer.from('V8 data stands here, long enough to change one byte of each');
    const seen = new Set([dataCheck(base)]);
    for (let i = 0; i < base.length; i++) {
      const changed = Buffer.from(base);
      changed[i] = changed[i]! ^ 0x80;
      seen.add(dataCheck(changed));
    }
    seen.add(dataCheck(base.subarray(0, base.length - 1)));
    seen.add(dataCheck(Buffer.concat([base, Buffer.alloc(1)])));
    expect(seen.size).toBe(base.length + 3);
    expect(dataCheck(base)).toMatch(/^[0-9a-f]{32}$/);
  });
  it('is null on a Node without zlib.crc32 (before 20.15): no cache is offered or written', () => {
    expect(dataCheck(Buffer.from('x'), null)).toBeNull();
  });
});

describe.skipIf(!built)('the bundles with and without the code cache', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-triage-cache-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const cache = built ? readFileSync(join(BUNDLE, 'main.cjs.cache')) : Buffer.alloc(0);

  /** A copy of the built bundles (package.json two folders up, as version.ts reads it) with `cacheBytes` as the cache. */
  const copy = (name: string, cacheBytes: Buffer | null): string => {
    const dir = join(root, name, 'dist', 'cli-bundle');
    mkdirSync(dir, { recursive: true });
    cpSync('package.json', join(root, name, 'package.json'));
    cpSync(BUNDLE, dir, { recursive: true });
    if (cacheBytes === null) rmSync(join(dir, 'main.cjs.cache'));
    else writeFileSync(join(dir, 'main.cjs.cache'), cacheBytes);
    return join(dir, 'main.cjs');
  };
  /** Runs the sample as bin/mcp-triage.js does (its V8 flags set first), and prints on stderr what became of the cache. */
  const run = (file: string, nodeFlags: string[] = []) => {
    const probe = [
      `import { setV8Flags } from ${JSON.stringify(pathToFileURL(resolve('bin/v8-flags.js')).href)};`,
      'setV8Flags();',
      `import { loadCachedBundle } from ${JSON.stringify(pathToFileURL(resolve('bin/bundle.js')).href)};`,
      `const loaded = loadCachedBundle(${JSON.stringify(file)});`,
      `const main = loaded.exports?.main ?? (await import(${JSON.stringify(pathToFileURL(file.replace(/\.cjs$/, '.js')).href)})).main;`,
      `process.exitCode = await main(['node', 'mcp-triage', ${JSON.stringify(SAMPLE)}, '--json', '--all']);`,
      'process.stderr.write(loaded.cache);',
    ].join('\n');
    return spawnSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', probe], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } });
  };
  // No cache: the ES module bundle, as before there was one; what every other case must print.
  const reference = built ? run(copy('reference', null)) : null;

  it('no cache: the ES module bundle reports the sample', () => {
    expect(reference!.stderr).toBe('missing');
    expect(reference!.status).toBe(0);
    expect(JSON.parse(reference!.stdout).requests.length).toBeGreaterThan(0);
  });

  const damaged = Buffer.from(cache);
  for (let i = 72; i < damaged.length; i += 97) damaged[i] = damaged[i]! ^ 0x5a;
  // V8's cache of another script under this cache's tag, this bundle's id and the data's check: V8 itself refuses it.
  const v8Data = new Script('1 + 1').createCachedData();
  const ofAnotherScript = Buffer.concat([cache.subarray(0, 40), Buffer.from(check(v8Data), 'latin1'), v8Data]);
  it.each<[string, Buffer, string[], string]>([
    ['the cache as built: the CommonJS bundle', cache, [], 'used'],
    // Given to V8, this one would stop the process.
    ['a damaged cache: the ES module bundle', damaged, [], 'damaged'],
    ['V8 run with other flags: the ES module bundle', cache, ['--stack-size=2000'], 'stale'],
    ['a cache V8 refuses: the CommonJS bundle compiled from its source', ofAnotherScript, [], 'refused'],
  ])('%s', (name, bytes, flags, state) => {
    const r = run(copy(name.replace(/\W+/g, '-'), bytes), flags);
    expect(r.stderr).toBe(state);
    expect(r.status).toBe(reference!.status);
    expect(r.stdout).toBe(reference!.stdout);
  });
});
