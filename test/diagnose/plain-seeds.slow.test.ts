/** Seeds 2 and 3 of plain.test.ts's generated captures (the CI project `slow`: `CI=true` or MCP_TRIAGE_SLOW=1). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { BENCH_FORMATS } from '../../scripts/bench/generate.js';
import { generatedAgrees } from './plain-check.js';

describe('plainCompletion agrees with the full diagnose(), more seeds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-plain-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it.each(BENCH_FORMATS.flatMap((f) => [2, 3].map((seed) => [f, seed] as const)))('generated %s capture, seed %i', { timeout: 120_000 }, async (format, seed) => {
    await generatedAgrees(dir, format, seed);
  });
});
