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

describe.skipIf(!built)('bin/mcp-triage.js', () => {
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
