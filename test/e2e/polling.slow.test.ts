/**
 * Issue 11, item 5: a host polling `get_status {}` every 5 s with one timed-out call in the middle. 60 MB of
 * such a log once gave an 83,000-line text report and 408 MB of RSS (every later poll a "retry" row, and every
 * poll held to the end of the session). Now the repeats are a count with the first and the last, and memory
 * stays bounded: < 400 lines of text, < 256 MB peak RSS. Spawns the CLI on a generated capture (slow).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writePollingCapture, type PollingFormat } from '../../scripts/polling-capture.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-polling-'));

/**
 * The built CLI when `dist/` is at least as new as every source file (CI builds before it tests): the bound is on the
 * CLI's memory, and running the sources through tsx adds the loader's own (NDJSON here: 230–236 MB from the sources,
 * 161–188 MB built; Claude Desktop about the same either way). Otherwise the sources, so an edit without a build is
 * what this test runs.
 */
function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}
const BUILT = join(ROOT, 'dist/cli/main.js');
const useBuilt = existsSync(BUILT) && statSync(BUILT).mtimeMs >= newestMtime(join(ROOT, 'src'));
const CLI = useBuilt
  ? [join(ROOT, 'scripts/bench/run-with-rss.mjs'), join(ROOT, 'bin/mcp-triage.js')]
  : ['--import', 'tsx', join(ROOT, 'scripts/bench/run-with-rss.mjs'), join(ROOT, 'test/e2e/cli-entry.ts')];
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(['claude-desktop', 'ndjson'] as PollingFormat[])('a 60 MB polling capture (%s)', (format) => {
  it('gives a short report in bounded memory, the repeats counted', () => {
    const file = join(dir, `poll.${format === 'ndjson' ? 'ndjson' : 'log'}`);
    const stats = writePollingCapture(file, { bytes: 60 * 1024 * 1024, format });
    const run = spawnSync(
      process.execPath,
      [...CLI, file],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, COLUMNS: '100', NO_COLOR: '1' } },
    );
    expect(run.status, run.stderr).toBe(0);
    const rssKb = Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1]);
    const lines = run.stdout.split('\n').length - 1;
    // The numbers of the closing note.
    process.stderr.write(`polling ${format} (${useBuilt ? 'built CLI' : 'sources'}): ${stats.bytes} bytes, ${stats.polls} polls → ${lines} lines, ${Math.round(rssKb / 1024)} MB peak RSS\n`);
    expect(lines).toBeLessThan(400);
    expect(rssKb).toBeLessThan(256 * 1024);
    // Prose is wrapped to the width: compare it with single spaces.
    const out = run.stdout.replace(/\s+/g, ' ');
    const later = stats.polls - stats.timedOutId;
    expect(out).toContain(`s1:${stats.timedOutId}`);
    expect(out).toContain(`It was sent ${later} times in all after the first, the last as id ${stats.polls}`);
    expect(out).toContain(`same call sent again as id ${stats.polls}`);
    // The first repeat is cited by the finding and shown on its own; then the run's first, the gap, its last.
    // An ndjson capture has no clock: no span or rate then.
    const gap = `… ${(later - 3).toLocaleString('en-US')} retry omitted`;
    expect(out).toContain(format === 'ndjson' ? `${gap} ? retry` : `${gap} · ${(later - 1).toLocaleString('en-US')} in `);
  }, 120_000);
});
