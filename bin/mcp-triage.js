#!/usr/bin/env node
// The CLI runs from its bundle (dist/cli-bundle/, made by `npm run build`: scripts/bundle-cli.mjs), which starts in
// about 0.25 CPU-s less than its ~270 modules loaded one by one (docs/performance.md, forty-seventh round). A bundle older
// than the built modules (`tsc` run alone after a change) is not used: the modules are then the newer code.
import { statSync } from 'node:fs';

const built = (rel) => {
  try {
    return statSync(new URL(rel, import.meta.url)).mtimeMs;
  } catch {
    return -1;
  }
};
const bundle = built('../dist/cli-bundle/main.js');
const bundled = bundle >= 0 && bundle >= built('../dist/cli/main.js');
const { main } = await import(bundled ? '../dist/cli-bundle/main.js' : '../dist/cli/main.js');

main(process.argv).then((code) => {
  process.exitCode = code;
});
