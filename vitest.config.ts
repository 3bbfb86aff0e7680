import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Slow, process-spawning checks (pack and install): run on their own, e.g. `npx vitest run test/cli/pack.slow.test.ts`.
    exclude: [...configDefaults.exclude, 'test/**/*.slow.test.ts'],
    // The default reporter for people, then the plain `N passed, N failed` line that CI reads.
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
