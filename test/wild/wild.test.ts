/**
 * The wild corpus (issue 10): incidents reconstructed from logs pasted in public bug reports,
 * each with the thread it came from and the expectation written from what the thread
 * established, before the tool read it (test/wild/README.md). Every case runs; a case the tool
 * does not get right yet carries `knownFailure` (why) and is expected to fail, so fixing it is
 * noticed. The corpus as a whole must pass at ≥ 90 %.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import type { Report } from '../../src/report/contract.js';
import { analyzeOptions, check, loadCases, type WildCase } from './check.js';

async function run(dir: string, c: WildCase): Promise<Report> {
  return analyze(c.captures.map((f) => join(dir, f)), analyzeOptions(c));
}

const cases = loadCases();

describe('wild corpus', () => {
  for (const { name, dir, c } of cases) {
    const title = `${name} (${c.thread})`;
    if (c.knownFailure !== undefined) {
      it.fails(`${title} — known failure: ${c.knownFailure}`, async () => {
        expect(check(await run(dir, c), c)).toEqual([]);
      });
    } else {
      it(title, async () => {
        let report: Report;
        try {
          report = await run(dir, c);
        } catch (err) {
          throw new Error(`analyze failed: ${(err as Error).message}`);
        }
        expect(check(report, c)).toEqual([]);
      });
    }
  }

  it('every case is complete: thread, what it established, captures present', () => {
    for (const { name, dir, c } of cases) {
      // A GitHub thread (owner/repo#N), or the address of the page the paste came from when it was
      // posted outside GitHub (a forum, a blog post, a Reddit thread): then `url` is that page too.
      if (c.thread.startsWith('https://')) expect(c.url, name).toMatch(/^https:\/\//);
      else expect(c.thread, name).toMatch(/^[\w.-]+\/[\w.-]+#\d+$/);
      expect(c.established.length, name).toBeGreaterThan(20);
      for (const f of c.captures) expect(existsSync(join(dir, f)), `${name}/${f}`).toBe(true);
      expect(['completed', 'failed', 'cancelled', 'abandoned', 'lost', 'pending']).toEqual(expect.arrayContaining(c.expect.requests.map((r) => r.outcome)));
    }
  });

  it.runIf(cases.length >= 40)('the corpus passes at ≥ 90 % and spans ≥ 12 sources', () => {
    const failing = cases.filter(({ c }) => c.knownFailure !== undefined).length;
    expect((cases.length - failing) / cases.length).toBeGreaterThanOrEqual(0.9);
    expect(new Set(cases.map(({ c }) => c.host)).size).toBeGreaterThanOrEqual(12);
  });
});
