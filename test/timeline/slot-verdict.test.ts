/**
 * The slot lane planned for the timeline builder (docs/performance.md, eighteenth round) keeps a plain request as
 * columns and decides its verdict from them (`plainSlot`, src/diagnose/plain.ts) instead of from a timeline
 * (`plainCompletion`). The two must agree on every request the lane can keep: every slot-shaped request of every
 * capture in the repository (and of one generated busy capture per format) is checked here under every option set
 * the fast-path tests use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plainCompletion } from '../../src/diagnose/index.js';
import { plainSlot } from '../../src/diagnose/plain.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { generateCapture } from '../../scripts/bench/generate.js';
import { timelinesOf } from '../diagnose/plain-check.js';
import { req } from '../diagnose/helpers.js';
import { compareAll, factsOf, slotShaped } from './slot-check.js';

describe('the slot verdict from columns equals plainCompletion', () => {
  const cases: Array<{ name: string; t: () => RequestTimeline; plain: boolean; opts?: { maxTotalTimeoutMs?: number } }> = [
    { name: 'answered at once', t: () => req().result(500).build(), plain: true },
    { name: 'no token, answered 1 ms before the long-request bound', t: () => req().result(9_999).build(), plain: true },
    { name: 'no token, answered at the long-request bound', t: () => req().result(10_000).build(), plain: false },
    { name: 'a token, answered late', t: () => req({ progressToken: 7 }).result(30_000).build(), plain: true },
    { name: 'rising progress before the answer', t: () => req({ progressToken: 7 }).progress(100, 1).progress(200, 2).result(300).build(), plain: true },
    { name: 'progress under --max-total-timeout', t: () => req({ progressToken: 7 }).progress(100, 1).result(300).build(), plain: false, opts: { maxTotalTimeoutMs: 30_000 } },
    { name: 'no progress under --max-total-timeout', t: () => req({ progressToken: 7 }).result(300).build(), plain: true, opts: { maxTotalTimeoutMs: 30_000 } },
  ];
  it.each(cases)('$name', ({ t, plain, opts }) => {
    const tl = t();
    expect(slotShaped(tl)).toBe(true);
    expect(plainCompletion(tl, opts ?? {})).toBe(plain);
    expect(plainSlot(factsOf(tl), opts ?? {})).toBe(plain);
  });

  it('a need the columns cannot rule out keeps the request off the fast path', () => {
    const t = req().result(500).build();
    expect(plainSlot(factsOf(t), {}, ['unfinished'])).toBe(false);
    expect(plainSlot(factsOf(t), {}, null)).toBe(false);
  });

  // Every capture the repository holds: compared in diagnose/plain-walk.ts's walk, which reads them all already.

  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-slot-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it.each(['claude-desktop', 'ndjson'] as const)('a generated busy %s capture', async (format) => {
    const path = join(dir, `${format}.log`);
    generateCapture({ format, path, bytes: 1_500_000, seed: 1 });
    const ts = await timelinesOf(path);
    const shaped = compareAll(ts, path);
    expect(shaped / ts.length).toBeGreaterThan(0.9);
  });
});
