/**
 * The wild corpus (issue 10): incidents reconstructed from logs pasted in public bug reports,
 * each with the thread it came from and the expectation written from what the thread
 * established, before the tool read it (test/wild/README.md). Every case runs; a case the tool
 * does not get right yet carries `knownFailure` (why) and is expected to fail, so fixing it is
 * noticed. The corpus as a whole must pass at ≥ 90 %.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCases, runCase, type WildCase } from './check.js';

async function run(dir: string, c: WildCase): Promise<string[]> {
  return runCase(c.captures.map((f) => join(dir, f)), c);
}

const cases = loadCases();

describe('wild corpus', () => {
  for (const { name, dir, c } of cases) {
    const title = `${name} (${c.thread})`;
    if (c.knownFailure !== undefined) {
      it.fails(`${title} — known failure: ${c.knownFailure}`, async () => {
        expect(await run(dir, c)).toEqual([]);
      });
    } else {
      it(title, async () => {
        expect(await run(dir, c)).toEqual([]);
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
      // A refusal lists nothing: no request, no host to compare.
      if (c.expect.refused) expect(c.expect.requests, name).toEqual([]);
    }
  });

  // One paste is one case: a thread gives at most two (test/wild/README.md, Sources), and two cases of one
  // thread never carry the same captures — a second reconstruction of the same paste weighs the corpus
  // towards it without testing anything new.
  it('a thread gives at most two cases, each from its own paste', () => {
    const byThread = new Map<string, { name: string; body: string }[]>();
    for (const { name, dir, c } of cases) {
      const body = c.captures.map((f) => readFileSync(join(dir, f), 'utf8')).join('\u0000');
      const seen = byThread.get(c.thread) ?? [];
      for (const other of seen) expect(body, `${name} repeats ${other.name}'s captures (${c.thread})`).not.toBe(other.body);
      seen.push({ name, body });
      byThread.set(c.thread, seen);
    }
    const over = [...byThread].filter(([, v]) => v.length > 2).map(([t, v]) => `${t}: ${v.map((x) => x.name).join(', ')}`);
    expect(over).toEqual([]);
  });

  it.runIf(cases.length >= 40)('the corpus passes at ≥ 90 % and spans ≥ 12 sources', () => {
    const failing = cases.filter(({ c }) => c.knownFailure !== undefined).length;
    expect((cases.length - failing) / cases.length).toBeGreaterThanOrEqual(0.9);
    expect(new Set(cases.map(({ c }) => c.host)).size).toBeGreaterThanOrEqual(12);
  });
});
