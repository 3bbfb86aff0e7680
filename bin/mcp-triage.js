#!/usr/bin/env node
// The CLI runs from its bundle (dist/cli-bundle/, made by `npm run build`: scripts/bundle-cli.mjs), which starts in
// about 0.25 CPU-s less than its ~270 modules loaded one by one (docs/performance.md, forty-seventh round): the
// CommonJS bundle with V8's code cache of it when the cache fits this Node (bin/bundle.js; fifty-fifth round), else the
// ES module bundle.
// Installed (a packed tarball, a global install: no src/ beside dist/), the bundle is what was built and packed with
// the modules, whatever times the unpacking gave the files: it runs. In a checkout, the modules run when one of the
// built modules the bundle was made from (its modules.json, written by bundle-cli.mjs) is newer than the bundle: `tsc`
// alone, or `tsc -w`, which re-emits only the files that changed, so comparing with dist/cli/main.js alone would run
// a stale bundle. ~250 stats by path, ~1.7 CPU-ms (by file URL, each parsed and turned back into a path: ~6.7 ms;
// docs/performance.md, fifty-ninth round).
// V8's compile knobs (bin/v8-flags.js) are set first, before anything is compiled or the code cache is weighed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setV8Flags } from './v8-flags.js';

setV8Flags();

const at = (rel) => new URL(rel, import.meta.url);
/** dist/, as a path ending in the separator: the modules' relative paths ('/'-separated, as Windows also takes) follow. */
const DIST = fileURLToPath(at('../dist/'));
const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;

function bundleIsCurrent() {
  const bundle = mtime(`${DIST}cli-bundle/main.js`);
  if (bundle < 0) return false;
  if (!existsSync(at('../src'))) return true;
  let modules;
  try {
    modules = JSON.parse(readFileSync(`${DIST}cli-bundle/modules.json`, 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(modules)) return false;
  for (const rel of modules) if (typeof rel !== 'string' || mtime(`${DIST}${rel}`) > bundle) return false;
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
