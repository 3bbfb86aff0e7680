/**
 * The installed entry point: `bin/mcp-triage.js` imports the built CLI and exits with main()'s
 * code. Runs only when `dist/` has been built (`npm install` / `npm run build` does it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const built = existsSync('dist/cli/main.js');
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
