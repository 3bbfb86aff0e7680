#!/usr/bin/env node
// The CLI runs from its bundle (dist/cli-bundle/, made by `npm run build`: scripts/bundle-cli.mjs), which starts in
// about 0.25 CPU-s less than its ~270 modules loaded one by one (docs/performance.md, forty-seventh round): the
// CommonJS bundle with V8's code cache of it when the cache fits this Node (bin/bundle.js; fifty-fifth round), else the
// ES module bundle.
// Installed (a packed tarball, a global install: no src/ beside dist/), the bundle is what was built and packed with
// the modules, whatever times the unpacking gave the files: it runs. In a checkout, the modules run when one of the
// built modules the bundle was made from (its modules.json, written by bundle-cli.mjs) is newer than the bundle: `tsc`
// alone, or `tsc -w`, which re-emits only the files that changed, so comparing with dist/cli/main.js alone would run
// a stale bundle. ~250 stats, about a millisecond.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const at = (rel) => new URL(rel, import.meta.url);
const mtime = (url) => statSync(url, { throwIfNoEntry: false })?.mtimeMs ?? -1;

function bundleIsCurrent() {
  const bundle = mtime(at('../dist/cli-bundle/main.js'));
  if (bundle < 0) return false;
  if (!existsSync(at('../src'))) return true;
  let modules;
  try {
    modules = JSON.parse(readFileSync(at('../dist/cli-bundle/modules.json'), 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(modules)) return false;
  for (const rel of modules) if (typeof rel !== 'string' || mtime(at(`../dist/${rel}`)) > bundle) return false;
  return true;
}

let main;
if (bundleIsCurrent()) {
  main = (await import('./bundle.js')).loadCachedBundle(fileURLToPath(at('../dist/cli-bundle/main.cjs'))).exports?.main;
  main ??= (await import('../dist/cli-bundle/main.js')).main;
} else {
  ({ main } = await import('../dist/cli/main.js'));
}

main(process.argv).then((code) => {
  process.exitCode = code;
});
