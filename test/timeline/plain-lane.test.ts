/**
 * Plain requests (timeline/state.ts Req): a wire request keeps its parts, progress and first answer, and its timeline
 * is made only when something reads it. One generated busy capture per format is built twice from the same events:
 * with every timeline made at once, entry by entry (`plainRequests: false`), and with plain requests and a sink that
 * takes the plain ones it can count (TimelineSink.plain, as analyze() does); lane-check.ts compares the two request by
 * request. Every capture the repository holds is compared the same way in diagnose/plain.test.ts's walk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCapture, BENCH_FORMATS } from '../../scripts/bench/generate.js';
import type { DiagnoseOptions } from '../../src/diagnose/types.js';
import { agree, bothWays } from './lane-check.js';

describe('plain requests give the timelines made at once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-lane-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(BENCH_FORMATS.map((f) => [f]))('a generated busy %s capture: nearly every request offered plain', async (format) => {
    const path = join(dir, `${format}.log`);
    generateCapture({ format, path, bytes: 1_500_000, seed: 7 });
    for (const opts of [{}, { maxTotalTimeoutMs: 30_000 }] as DiagnoseOptions[]) {
      const r = (await bothWays(path, opts))!;
      const requests = r.eager.filter((x) => x.kind === 'request').length;
      const offered = agree(r.eager, r.plain, path, opts);
      expect(requests).toBeGreaterThan(1000);
      // With a total timeout, a request with progress is not plain (diagnose/plain.ts (g)).
      expect(offered / requests).toBeGreaterThan(opts.maxTotalTimeoutMs ? 0.3 : 0.9);
    }
  });
});
