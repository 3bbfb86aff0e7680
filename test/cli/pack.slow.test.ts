/**
 * Installing for real (issue 11, item 14): `npm pack` of a clone, installed globally into a temp
 * prefix **offline**, runs `analyze` on a sample and `record` on a tiny stdio server. The runtime
 * dependencies are bundled in the tarball (package.json bundleDependencies), so a machine
 * without the clone and without the registry can install it.
 *
 * Slow (a build, a pack and an install of ~6,000 files): its own file, outside `npm test`.
 * The pack is made from a copy of the clone whose node_modules holds only the runtime
 * dependencies, as a real directory (a worktree's node_modules may be a symlink, and npm does not
 * bundle the dependencies of bundled dependencies through one).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const work = mkdtempSync(join(tmpdir(), 'mcp-triage-pack-'));
const clone = join(work, 'clone');
const prefix = join(work, 'prefix');
const bin = join(prefix, process.platform === 'win32' ? 'mcp-triage.cmd' : join('bin', 'mcp-triage'));
let tgz = '';

/**
 * The runtime dependency folders (transitive), relative to node_modules: each package's
 * `dependencies` and `optionalDependencies`, resolved as Node does (its own node_modules first,
 * then the top level). `npm ls` cannot tell: in a worktree its node_modules is shared.
 */
function runtimeDeps(): string[] {
  const found = new Set<string>();
  const visit = (pkgDir: string): void => {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      const nested = join(pkgDir, 'node_modules', name);
      if (pkgDir !== ROOT && existsSync(nested)) continue; // copied with its parent
      const top = join(ROOT, 'node_modules', name);
      if (!existsSync(top) || found.has(name)) continue;
      found.add(name);
      visit(top);
    }
  };
  visit(ROOT);
  return [...found].sort();
}

// Asynchronous: a synchronous minute-long install would stall the test worker's own messages.
const run = promisify(execFile);

beforeAll(async () => {
  mkdirSync(clone);
  for (const f of ['package.json', 'README.md', 'bin', 'docs', 'samples']) cpSync(join(ROOT, f), join(clone, f), { recursive: true });
  for (const d of runtimeDeps()) cpSync(join(ROOT, 'node_modules', d), join(clone, 'node_modules', d), { recursive: true, dereference: true });
  // What `npm pack` runs as `prepare` in a clone: the build, here into the copy.
  await run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', join(clone, 'dist')]);
  await run(process.execPath, [join(ROOT, 'scripts', 'copy-wasm.mjs'), join(clone, 'dist')]);
  await run(process.execPath, [join(ROOT, 'scripts', 'bundle-cli.mjs'), join(clone, 'dist')]);
  const packed = (await run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: clone, encoding: 'utf8' })).stdout;
  tgz = join(work, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
  // --offline: nothing may come from the registry. --ignore-scripts: dist/ is in the tarball.
  await run(npm, ['install', '--global', '--prefix', prefix, '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tgz], { encoding: 'utf8' });
}, 600_000);

describe('a packed, globally installed copy', () => {
  it('the tarball holds what analyze and record need, and no tests or sources', () => {
    const files = execFileSync('tar', ['tzf', tgz], { encoding: 'utf8' }).split('\n');
    for (const f of ['package/bin/mcp-triage.js', 'package/dist/cli/main.js', 'package/bin/bundle.js', 'package/bin/v8-flags.js', 'package/dist/cli-bundle/main.js', 'package/dist/cli-bundle/main.cjs', 'package/dist/cli-bundle/main.cjs.cache', 'package/dist/cli-bundle/json-lines.wasm', 'package/dist/analyze.js', 'package/dist/record/stdio-tap.js', 'package/docs/rules/response-after-cancel.md']) {
      expect(files, f).toContain(f);
    }
    for (const dep of ['commander', 'chalk', 'cli-table3', 'string-width', 'date-fns', '@date-fns/tz']) {
      expect(files.some((f) => f.startsWith(`package/node_modules/${dep}/package.json`)), dep).toBe(true);
    }
    expect(files.some((f) => f.startsWith('package/test/') || f.startsWith('package/src/'))).toBe(false);
  });

  it('analyzes a sample', () => {
    const r = spawnSync(bin, ['--no-color', join(ROOT, 'samples/claude-desktop/client-timeout.log')], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/cancelled \/ client-timeout/);
  });

  it('records a stdio server, and the recording analyzes', () => {
    const cap = join(work, 'cap.mcpcap.jsonl');
    const server = "process.stdin.once('data',()=>{process.stdout.write(JSON.stringify({jsonrpc:'2.0',id:1,result:{}})+'\\n');setTimeout(()=>process.exit(0),50)})";
    const rec = spawnSync(bin, ['record', '-o', cap, '--', process.execPath, '-e', server], {
      input: `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })}\n`,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(rec.status, rec.stderr).toBe(0);
    expect(rec.stdout).toContain('"result"');
    expect(existsSync(cap)).toBe(true);
    const r = spawnSync(bin, ['--json', '--all', cap], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.inputs[0].format).toBe('mcpcap');
    // This test's client closes its stdin before the answer; the recording holds the request and the result.
    expect(report.requests).toEqual([expect.objectContaining({ method: 'ping' })]);
    expect(readFileSync(cap, 'utf8')).toMatch(/"from":"server","message":\{"jsonrpc":"2\.0","id":1,"result":\{\}\}/);
  });

  it('--help | head -1 exits quietly (no EPIPE stack)', () => {
    for (let i = 0; i < 5; i++) {
      const r = spawnSync('sh', ['-c', `"${bin}" --help | head -1`], { encoding: 'utf8', timeout: 60_000 });
      expect(r.stdout).toMatch(/^Usage: mcp-triage/);
      expect(r.stderr).toBe('');
    }
  });

  it('the installed bundle is run with its code cache (made by the same Node that runs it here)', () => {
    const pkg = join(dirname(dirname(bin)), 'lib', 'node_modules', 'mcp-triage');
    // As the installed bin does: its V8 flags first (the cache was written under them), then the cache.
    const probe = `import { setV8Flags } from ${JSON.stringify(pathToFileURL(join(pkg, 'bin', 'v8-flags.js')).href)}; setV8Flags(); const { loadCachedBundle } = await import(${JSON.stringify(pathToFileURL(join(pkg, 'bin', 'bundle.js')).href)}); process.stdout.write(loadCachedBundle(${JSON.stringify(join(pkg, 'dist', 'cli-bundle', 'main.cjs'))}).cache);`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout, r.stderr).toBe('used');
  });

  it('the installed package.json names the same version', () => {
    const installed = JSON.parse(readFileSync(join(dirname(dirname(bin)), 'lib', 'node_modules', 'mcp-triage', 'package.json'), 'utf8'));
    expect(installed.version).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });
});
