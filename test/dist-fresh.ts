/**
 * The built CLI (`bin/mcp-triage.js`, which imports dist/) as the slow tests spawn it. CI builds dist/ in
 * `npm install` (the `prepare` script) before it runs the tests; a local dist/ can be older than the sources, and a
 * test spawning it would then check the old code and pass. A test file that spawns the build calls
 * `assertDistFresh()` in its `beforeAll`, so a stale build fails every test in it, loudly, instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)]));
}

/**
 * The first source whose build output is missing or older than it (`src/x.ts` → `dist/x.js`; the wasm modules are
 * copied beside theirs), or null. tsconfig.json's `exclude` (the AssemblyScript source of the committed .wasm) has none.
 */
export function staleSource(root: string = ROOT): string | null {
  const src = join(root, 'src');
  const excluded = new Set(((JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { exclude?: string[] }).exclude ?? []).map((p) => join(root, p)));
  for (const f of filesUnder(src)) {
    let out: string;
    if (excluded.has(f) || f.endsWith('.d.ts')) continue;
    else if (f.endsWith('.ts')) out = join(root, 'dist', relative(src, f)).replace(/\.ts$/, '.js');
    else if (f.endsWith('.wasm')) out = join(root, 'dist', relative(src, f));
    else continue;
    if (!existsSync(out) || statSync(out).mtimeMs < statSync(f).mtimeMs) return relative(root, f);
  }
  return null;
}

export function assertDistFresh(root: string = ROOT): void {
  const stale = staleSource(root);
  if (stale !== null) throw new Error(`dist/ is missing or older than ${stale}: run \`npm run build\` before the tests that spawn the built CLI`);
}
