import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import HeavyFirst from './test/heavy-first.js';

/**
 * Two projects. `unit`: everything quick, what `npm test` runs for everyday work. `slow`: the
 * process-spawning and whole-capture checks (`*.slow.test.ts`: pack and install, the headless
 * browser screenshot, a 60 MB polling capture), run by CI (`CI=true`) or with MCP_TRIAGE_SLOW=1.
 * One vitest run either way, so CI reads one `N passed, N failed` line.
 */
const slow = process.env.CI === 'true' || process.env.MCP_TRIAGE_SLOW === '1';

export default defineConfig({
  test: {
    // The default reporter for people, then the plain `N passed, N failed` line that CI reads.
    reporters: ['default', './test/summary-reporter.ts'],
    // 60 s, not 30: the heaviest everyday tests (the plain verdict over generated captures, the extractor over every
    // capture's lines) take 2–7 s alone and passed 30 s on a two-core machine at load 15–18, without hanging.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Everyday, a worker keeps the modules it has loaded from one test file to the next. In a fresh process per file
    // (vitest's default), starting the process and loading src/ through vite-node again were about a third of the
    // suite's CPU: most of its files spend a second loading for tens of milliseconds of tests. CI (and
    // MCP_TRIAGE_SLOW=1) keeps a process per file, so a test that passes only after another file left state behind
    // is still caught there. (Set here, not per project: the pool reads it from the root.)
    isolate: slow,
    // One test file per core. vitest's default leaves one core to itself (cores − 1): on a 2-core machine that is a
    // single worker, and the suite ran file after file while a core idled (half of its wall time is module import
    // and process spawning, which overlap well).
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    // The longest files first, so the workers finish together (test/heavy-first.ts).
    sequence: { sequencer: HeavyFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, 'test/**/*.slow.test.ts'] },
      },
      ...(slow ? [{ extends: true, test: { name: 'slow', include: ['test/**/*.slow.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 } }] : []),
    ],
  },
});
