/**
 * `bin/mcp-triage.js` for a tree without a build: the same `main(process.argv)` from the
 * sources, run with `node --import tsx`. Used only when `dist/` is missing or older than
 * `src/` (see recorder-command.ts), so the samples always record with the current code.
 */
import { main } from '../../../src/cli/main.js';

main(process.argv).then((code) => {
  process.exitCode = code;
});
