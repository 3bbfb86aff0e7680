/**
 * bin/v8-flags.js: the V8 flags the bin sets before its bundle is compiled. Which flags are set for a given
 * environment is pure and tested in process (with a recording setter: setting them here would change this process's
 * V8); that the bin sets them, and that the code cache written by scripts/bundle-cli.mjs fits a process that has set
 * them (and only such a process), each take a process of their own. V8 tells its flags by its cache tag
 * (`v8.cachedDataVersionTag()`, a hash over every flag's value): the bin's process must end with the tag of a process
 * that set V8_FLAGS itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error bin/ is plain JavaScript, outside the typed sources
import { V8_FLAGS, setV8Flags } from '../../bin/v8-flags.js';

const FLAGS = V8_FLAGS as string[];
const EARLY = '--max-bytecode-size-for-early-opt=0';
const BUDGET = '--interrupt-budget=135168';
const PEEPHOLE = '--no-regexp-peephole-optimization';

describe('setV8Flags: which flags are set', () => {
  it.each<[string, Record<string, string>, string[], string[]]>([
    ['by default: all of them', {}, [], FLAGS],
    ['MCP_TRIAGE_V8_DEFAULTS=1: none', { MCP_TRIAGE_V8_DEFAULTS: '1' }, [], []],
    ["the user's value on node's command line stands", {}, ['--interrupt-budget=1000'], [EARLY, PEEPHOLE]],
    ['…spelt with underscores', {}, ['--max_bytecode_size_for_early_opt=10'], [BUDGET, PEEPHOLE]],
    ['…with one dash and underscores, a number flag', {}, ['-max_bytecode_size_for_early_opt=10'], [BUDGET, PEEPHOLE]],
    ["a boolean flag the bin turns off: the user's --<name> stands", {}, ['--regexp-peephole-optimization'], [EARLY, BUDGET]],
    ['…and their --no-<name>, spelt with underscores', {}, ['--no-regexp_peephole_optimization'], [EARLY, BUDGET]],
    ['a longer boolean flag that starts with the same name is another flag', {}, ['--regexp-peephole-optimization-x'], FLAGS],
    // V8's parser takes one dash as well as two, and `no` before a name with `_`, `-` or nothing between: node passes
    // each of these to V8 (its cache tag changes as with the usual spelling).
    ['…with one dash and underscores', {}, ['-interrupt_budget=1000'], [EARLY, PEEPHOLE]],
    ['…as --no_<name>', {}, ['--no_regexp_peephole_optimization'], [EARLY, BUDGET]],
    ['…as --no<name>', {}, ['--noregexp-peephole-optimization'], [EARLY, BUDGET]],
    ['…as -no<name>, one dash', {}, ['-noregexp_peephole_optimization'], [EARLY, BUDGET]],
    ['a name that only ends with the flag\'s is another flag', {}, ['--xregexp-peephole-optimization', '---interrupt-budget=1'], FLAGS],
    // Node refuses these flags in NODE_OPTIONS ("is not allowed in NODE_OPTIONS"): only its command line can carry them.
    ['NODE_OPTIONS is not read', { NODE_OPTIONS: '--max-old-space-size=100' }, [], FLAGS],
    ['MCP_TRIAGE_V8_DEFAULTS other than 1: all of them', { MCP_TRIAGE_V8_DEFAULTS: '0' }, [], FLAGS],
    ['a longer flag that starts with the same name is another flag', {}, ['--interrupt-budget-for-feedback-allocation=10'], FLAGS],
    ['other node flags change nothing', { NODE_OPTIONS: '--enable-source-maps' }, ['--stack-size=2000'], FLAGS],
  ])('%s', (_name, env, execArgv, expected) => {
    const set: string[] = [];
    expect(setV8Flags(env, execArgv, (f: string) => set.push(f))).toEqual(expected);
    expect(set).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ["Node 20's V8 (11.3), where they were measured: set", '11.3.244.8-node.38', FLAGS],
    ["Node 22's (12.4): not set (another V8 may not know them, or weigh them otherwise)", '12.4.254.21-node.33', []],
    ['11.30 is not 11.3', '11.30.1.1', []],
  ])('the V8 version: %s', (_name, version, expected) => {
    const set: string[] = [];
    expect(setV8Flags({}, [], (f: string) => set.push(f), version)).toEqual(expected);
    expect(set).toEqual(expected);
  });

  it('the flags are ones this V8 knows (an unknown one is not an error: V8 prints "unrecognized flag" on stderr)', () => {
    const r = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const f of FLAGS) expect(r.stdout).toContain(`  --${f.slice(2).replace(/^no-/, '').replace(/=.*/, '')} (`);
  });
});

const BIN = resolve('bin/mcp-triage.js');
const SAMPLE = resolve('samples/ndjson/late-result.ndjson');
const built = existsSync('dist/cli-bundle/main.cjs.cache');
/** The cache tag of a process that set the flags itself (`set`) or not. */
const tagOf = (set: boolean): string => {
  const probe = `import v8 from 'node:v8'; ${set ? `v8.setFlagsFromString(${JSON.stringify(FLAGS.join(' '))});` : ''} process.stdout.write(String(v8.cachedDataVersionTag()));`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' }).stdout;
};
/** The bin's run on a sample, its process's cache tag at exit on stderr. */
const binTag = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'data:text/javascript,import v8 from "node:v8"; process.on("exit", () => process.stderr.write(String(v8.cachedDataVersionTag())));', BIN, SAMPLE, '--json'], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });

describe.skipIf(!built)('the bin and the code cache', () => {
  it('the bin sets the flags (its process ends with their tag), and MCP_TRIAGE_V8_DEFAULTS=1 leaves V8 as it was', () => {
    const withFlags = tagOf(true);
    const without = tagOf(false);
    expect(withFlags).not.toBe(without);
    const r = binTag({});
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(withFlags);
    const off = binTag({ MCP_TRIAGE_V8_DEFAULTS: '1' });
    expect(off.stderr).toBe(without);
    // The same report either way.
    expect(off.stdout).toBe(r.stdout);
  });

  it.each<[string, Record<string, string>, string]>([
    ['with the flags set: the cache is used', {}, 'used'],
    ['with V8 left as it is: the cache does not fit', { MCP_TRIAGE_V8_DEFAULTS: '1' }, 'stale'],
  ])('%s', (_name, env, state) => {
    const probe = [
      `import { setV8Flags } from ${JSON.stringify(pathToFileURL(resolve('bin/v8-flags.js')).href)};`,
      `import { loadCachedBundle } from ${JSON.stringify(pathToFileURL(resolve('bin/bundle.js')).href)};`,
      'setV8Flags();',
      `process.stdout.write(loadCachedBundle(${JSON.stringify(resolve('dist/cli-bundle/main.cjs'))}).cache);`,
    ].join('\n');
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } });
    expect(r.stdout, r.stderr).toBe(state);
  });
});
