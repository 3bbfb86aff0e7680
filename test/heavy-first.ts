/**
 * The order test files start in: the longest first, so that the two workers end together instead of one of them
 * running a 15 s file alone after the other has nothing left (with the files queued shortest-last, the wall time is the
 * sum of the CPU time over the workers plus at most the shortest files' time).
 *
 * vitest's own order does this from its cache of last durations (node_modules/.vite/vitest/), but a file it has no
 * duration for makes its comparison fall back to file size for that pair, which mixes two scales in one sort; on a
 * clean clone (CI) every file is ordered by size, and the corpus walks are short files (test/wild/edited.test.ts, a
 * tenth of the edited corpus, ran last and alone for its 15 s). Here a file's weight is its cached duration, else its
 * estimate below, else one second (a new file: after the known heavy ones, before the known light ones).
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Everyday (`unit`) files that take 3 s or more alone, in seconds on a 2-core machine at load ~4 (vitest's JSON
 * reporter, December 2026). Only an estimate for when the cache has none: the cache's measure wins.
 */
const ESTIMATE_S: Record<string, number> = {
  'test/diagnose/plain.test.ts': 20,
  'test/hardening/nasty.test.ts': 20,
  'test/wild/wild.test.ts': 14,
  'test/wild/edited.test.ts': 12,
  'test/report/contract.test.ts': 10,
  'test/diagnose/plain-walk-1.test.ts': 10,
  'test/diagnose/plain-walk-2.test.ts': 10,
  'test/record/http-proxy.test.ts': 9,
  'test/ingest/wasm/extractor.test.ts': 5,
  'test/timeline/call-fingerprint.test.ts': 6,
  'test/ingest/wasm/read.test.ts': 5,
  'test/ingest/hosts/generic-clients.test.ts': 5,
  'test/timeline/bounded.test.ts': 4,
  'test/hardening/readers.property.test.ts': 4,
  'test/timeline/plain-lane.test.ts': 4,
  'test/report/width.test.ts': 4,
  'test/hardening/secrets.test.ts': 4,
  'test/e2e/samples.test.ts': 4,
  'test/ingest/formats/fallback-words.test.ts': 3,
  'test/ingest/har.test.ts': 3,
  'test/ingest/jsonrpc.test.ts': 3,
  'test/hardening/analyze.property.test.ts': 3,
};

export default class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weight = (f: TestSpecification): number => {
      const path = relative(root, f.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${f.project.name}:${path}`)?.duration;
      return cached ?? (ESTIMATE_S[path] ?? 1) * 1000;
    };
    const byDefault = await super.sort(files);
    const w = new Map(byDefault.map((f) => [f, weight(f)]));
    // Stable: files of equal weight keep vitest's order (failed ones first).
    return byDefault.sort((a, b) => w.get(b)! - w.get(a)!);
  }
}
