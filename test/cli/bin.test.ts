/**
 * The installed entry point: `bin/mcp-triage.js` runs the built CLI — its bundle (dist/cli-bundle/, made by
 * scripts/bundle-cli.mjs; the CommonJS one with its code cache when that fits: test/cli/bundle.test.ts) when installed, or in a checkout when no built module is newer, else the modules — and exits with
 * main()'s code. The tests of the real build run only when `dist/` has been built (`npm install` / `npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const built = existsSync('dist/cli/main.js');
const bundled = existsSync('dist/cli-bundle/main.js');
const bin = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['bin/mcp-triage.js', ...args], { encoding: 'utf8', timeout: 20_000, input, env: { ...process.env, NO_COLOR: '1' } });

// Said where the run is read, not only counted among the skipped: a missing build leaves the entry point untested.
if (!built) console.warn('test/cli/bin.test.ts: dist/ is not built, so bin/mcp-triage.js is not tested here (npm run build)');
describe.skipIf(!built)(built ? 'bin/mcp-triage.js' : 'bin/mcp-triage.js (skipped: dist/ is not built; npm run build)', () => {
  it.each([
    [['samples/claude-desktop/client-timeout.log'], 0],
    [['does-not-exist.log'], 1],
    [['--format', 'pdf', 'x.log'], 2],
  ])('%j exits %i', (args, code) => {
    const r = bin(args);
    expect(r.status).toBe(code);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});

describe.skipIf(!built || !bundled)('the bundle runs as the modules do', () => {
  // The modules, run the way the bin runs the bundle (after `-e … --`, process.argv[1] is the first argument).
  const modules = (args: string[]) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', "const { main } = await import('./dist/cli/main.js'); process.exitCode = await main(process.argv);", '--', ...args], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, NO_COLOR: '1' },
    });
  it.each([
    // the WebAssembly fast path (Claude Desktop, NDJSON), a local clock (VS Code: the machine's zone), a renderer loaded on demand
    [['samples/claude-desktop/client-timeout.log', '--json', '--all']],
    [['samples/ndjson/late-result.ndjson', '--json', '--all']],
    [['samples/holdout/vscode/server-crash.log', '--json']],
    [['samples/claude-desktop/client-timeout.log', '--format', 'html']],
    [['--version']],
  ])('%j', (args) => {
    const a = bin(args);
    const b = modules(['mcp-triage', ...args]);
    expect(a.status).toBe(b.status);
    expect(a.stderr).toBe(b.stderr);
    expect(a.stdout).toBe(b.stdout);
  });
});

describe('which build the bin runs', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-triage-bin-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /**
   * A copy of the bin beside stand-in builds that say which one ran; `null` leaves that build out. `leafAt` adds a
   * built module other than main.js (the one file `tsc -w` re-emits after a change to it); `checkout` adds src/;
   * `listed` writes the bundle's list of its modules.
   */
  const layout = (name: string, modulesAt: number | null, bundleAt: number | null, leafAt: number | null, checkout: boolean, listed: boolean): string => {
    const dir = join(root, name);
    mkdirSync(join(dir, 'bin'), { recursive: true });
    for (const f of ['mcp-triage.js', 'bundle.js', 'v8-flags.js']) copyFileSync(join('bin', f), join(dir, 'bin', f));
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    if (checkout) mkdirSync(join(dir, 'src'), { recursive: true });
    for (const [sub, at] of [['cli', modulesAt], ['cli-bundle', bundleAt]] as const) {
      if (at === null) continue;
      mkdirSync(join(dir, 'dist', sub), { recursive: true });
      const file = join(dir, 'dist', sub, 'main.js');
      writeFileSync(file, `export async function main() { process.stdout.write('${sub}'); return 3; }\n`);
      utimesSync(file, at, at);
    }
    // The modules the bundle was made from, as scripts/bundle-cli.mjs lists them.
    if (bundleAt !== null && listed) writeFileSync(join(dir, 'dist', 'cli-bundle', 'modules.json'), JSON.stringify(['cli/main.js', 'timeline/state.js']));
    if (leafAt !== null) {
      mkdirSync(join(dir, 'dist', 'timeline'), { recursive: true });
      const leaf = join(dir, 'dist', 'timeline', 'state.js');
      writeFileSync(leaf, 'export {};\n');
      utimesSync(leaf, leafAt, leafAt);
    }
    return join(dir, 'bin', 'mcp-triage.js');
  };
  it.each([
    // A checkout (src/ beside dist/): the bundle only when no built module is newer.
    ['the bundle as new as the modules', 1_000_000, 1_000_000, null, true, true, 'cli-bundle'],
    ['the bundle newer', 1_000_000, 1_000_500, 1_000_000, true, true, 'cli-bundle'],
    ['the modules rebuilt after the bundle (tsc alone)', 1_000_500, 1_000_000, 1_000_500, true, true, 'cli'],
    ['one module re-emitted after the bundle (tsc -w)', 1_000_000, 1_000_000, 1_000_500, true, true, 'cli'],
    ['no bundle', 1_000_000, null, null, true, true, 'cli'],
    ['only the bundle', null, 1_000_000, null, true, true, 'cli-bundle'],
    ['a bundle with no list of its modules', 1_000_000, 1_000_000, null, true, false, 'cli'],
    // Installed (no src/): the bundle packed with the modules, whatever times the unpacking gave them.
    ['installed, unpacked with the bundle first', 1_000_500, 1_000_000, 1_000_500, false, true, 'cli-bundle'],
    ['installed, no bundle', 1_000_000, null, null, false, true, 'cli'],
  ])('%s', (name, modulesAt, bundleAt, leafAt, checkout, listed, want) => {
    const r = spawnSync(process.execPath, [layout(name.replace(/\W+/g, '-'), modulesAt, bundleAt, leafAt, checkout, listed)], { encoding: 'utf8', timeout: 20_000 });
    expect(r.stdout).toBe(want);
    // main()'s code is the process's
    expect(r.status).toBe(3);
  });
});
