/**
 * Prints one plain last line, `N passed, N failed[, N skipped]`, which CI counts
 * (vitest's own summary is not read). A test file that fails to load, or a suite whose hook failed (its tests
 * skipped), counts as one failure.
 */
import type { Reporter } from 'vitest/reporters';

type Task = { type: string; mode?: string; result?: { state?: string }; tasks?: Task[] };

function tally(tasks: readonly Task[], acc: { passed: number; failed: number; skipped: number }): void {
  for (const t of tasks) {
    if (t.tasks && t.type !== 'test') {
      const before = acc.failed;
      tally(t.tasks, acc);
      // A file or suite that failed on its own — it did not load, or a beforeAll/afterAll hook failed and its
      // tests were skipped — is one failure: otherwise a broken suite would print `0 failed`.
      if (t.result?.state === 'fail' && acc.failed === before) acc.failed += 1;
      continue;
    }
    const state = t.result?.state;
    if (state === 'pass') acc.passed += 1;
    else if (state === 'fail') acc.failed += 1;
    else acc.skipped += 1;
  }
}

export default class SummaryReporter implements Reporter {
  onFinished(files: readonly Task[] = [], errors: readonly unknown[] = []): void {
    const acc = { passed: 0, failed: 0, skipped: 0 };
    tally(files, acc);
    if (errors.length > 0 && acc.failed === 0) acc.failed = errors.length;
    const skipped = acc.skipped > 0 ? `, ${acc.skipped} skipped` : '';
    process.stdout.write(`\n${acc.passed} passed, ${acc.failed} failed${skipped}\n`);
  }
}
