/**
 * The slot lane planned for the timeline builder (docs/performance.md, eighteenth round) keeps a plain request as
 * columns and decides its verdict from them (`plainSlot`, src/diagnose/plain.ts) instead of from a timeline
 * (`plainCompletion`). The two must agree on every request the lane can keep: every slot-shaped request of every
 * capture in the repository (and of one generated busy capture per format) is checked here under every option set
 * the fast-path tests use.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plainCompletion } from '../../src/diagnose/index.js';
import { plainSlot, type SlotFacts } from '../../src/diagnose/plain.js';
import { messageShape } from '../../src/events.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { generateCapture } from '../../scripts/bench/generate.js';
import { OPTION_SETS, timelinesOf } from '../diagnose/plain-check.js';
import { req } from '../diagnose/helpers.js';

/** Progress notifications a slot keeps (the prototype's P_MAX): a fifth makes the request a timeline. */
const SLOT_PROGRESS = 4;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (!/\.(json|md|ts|png|bin)$/.test(name) || /\.mcpcap\.jsonl$/.test(name)) out.push(p);
  }
  return out;
}

/**
 * A request the slot lane could have kept to its emission: a wire request (no task, not a lifecycle call), answered
 * once with a result, at most SLOT_PROGRESS progress values strictly rising and all before the answer, and nothing
 * else on it (no cancel, stream, close, words, log, retry, host line).
 */
function slotShaped(t: RequestTimeline): boolean {
  if (t.basis !== 'wire' || t.request.kind !== 'message' || t.taskAugmented) return false;
  if (t.method === 'initialize' || t.method === 'server/discover' || t.method.startsWith('tasks/')) return false;
  if (t.responses.length !== 1 || t.cancels.length + t.streams.length + t.said.length + t.logs.length + t.retries.length !== 0) return false;
  if (t.retryCount !== 0 || t.retryOf !== null || t.transportClose !== null || t.openAtEnd) return false;
  const r = t.responses[0]!;
  if (r.message === undefined || messageShape(r.message) !== 'result') return false;
  if (t.progress.length > SLOT_PROGRESS) return false;
  let last = -Infinity;
  for (const p of t.progress) {
    const v = (p.message?.params as { progress?: unknown } | undefined)?.progress;
    if (typeof v !== 'number' || v <= last) return false;
    last = v;
  }
  // Entries: the request, its progress, the answer last.
  const kinds = t.entries.map((e) => e.kind);
  const want = ['request', ...t.progress.map(() => 'progress'), 'response'];
  return kinds.length === want.length && kinds.every((k, i) => k === want[i]) && t.entries[t.entries.length - 1]!.event === r;
}

function factsOf(t: RequestTimeline): SlotFacts {
  return { requestAt: t.request.at, answerAt: t.responses[0]!.at, hasToken: t.progressToken !== null, progress: t.progress.length };
}

/** Every slot-shaped request of `ts` compared under every option set; returns how many there were. */
function compareAll(ts: RequestTimeline[], where: string): number {
  let n = 0;
  for (const t of ts) {
    if (!slotShaped(t)) continue;
    n++;
    for (const o of OPTION_SETS) {
      const slot = plainSlot(factsOf(t), o);
      if (slot !== plainCompletion(t, o)) expect({ where, key: t.key, opts: o, slot }).toEqual({ where, key: t.key, opts: o, slot: !slot });
    }
  }
  return n;
}

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

  // Every capture read once more (as plain.test.ts reads them): ~20 s alone, more on a loaded machine.
  it('every sample, fixture and wild capture', { timeout: 180_000 }, async () => {
    const files = [...filesUnder('samples'), ...filesUnder('test/fixtures'), ...filesUnder('test/wild/cases')];
    let read = 0;
    let shaped = 0;
    for (const f of files) {
      let ts: RequestTimeline[];
      try {
        ts = await timelinesOf(f);
      } catch {
        continue; // not a capture
      }
      read++;
      shaped += compareAll(ts, f);
    }
    expect(read).toBeGreaterThan(40);
    expect(shaped).toBeGreaterThan(100);
  });

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
