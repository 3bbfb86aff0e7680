/**
 * The fast path against the full diagnosis, request by request (plain.test.ts, plain-seeds.slow.test.ts).
 */
import { expect } from 'vitest';
import { diagnose, plainCompletion } from '../../src/diagnose/index.js';
import { needsViolations } from './needs-check.js';
import type { DiagnoseOptions } from '../../src/diagnose/types.js';
import { openInput } from '../../src/ingest/index.js';
import { createTimelineBuilder } from '../../src/timeline/index.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { join } from 'node:path';
import { generateCapture, type BenchFormat } from '../../scripts/bench/generate.js';

export const OPTION_SETS: DiagnoseOptions[] = [{}, { timeoutMs: 60_000 }, { maxTotalTimeoutMs: 30_000 }, { timeoutMs: 1_000, maxTotalTimeoutMs: 5_000 }, { timeoutMs: 10 }];

/**
 * Asserts the rules' declarations, then the fast path against the full diagnosis; returns how many requests it took.
 * Each condition is tested plainly and handed to expect() only when it fails (the same message and diff): it runs
 * five times for each of ~40,000 requests, and expect()'s deep comparison was a tenth of plain.test.ts's time.
 */
export function check(t: RequestTimeline, where: string): number {
  let plain = 0;
  for (const o of OPTION_SETS) {
    const lying = needsViolations(t, o);
    if (lying.length > 0) expect({ where, key: t.key, opts: o, lying }).toEqual({ where, key: t.key, opts: o, lying: [] });
    if (!plainCompletion(t, o)) continue;
    plain++;
    const d = diagnose(t, o);
    if (d.outcome !== 'completed' || d.findings.length > 0) {
      expect({ where, key: t.key, opts: o, outcome: d.outcome, findings: d.findings.map((f) => f.rule) }).toEqual({
        where,
        key: t.key,
        opts: o,
        outcome: 'completed',
        findings: [],
      });
    }
  }
  return plain;
}

export async function timelinesOf(path: string): Promise<RequestTimeline[]> {
  const input = await openInput(path, { tz: 'UTC' });
  const out: RequestTimeline[] = [];
  const b = createTimelineBuilder({ request: (t) => out.push(t), session: () => {} }, { file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed });
  await input.read((e) => b.push(e));
  b.end();
  return out;
}

/** A generated busy capture: every request agrees, and the fast path takes most of them (or it buys nothing). */
export async function generatedAgrees(dir: string, format: BenchFormat, seed: number, bytes = 1_500_000): Promise<void> {
  const path = join(dir, `${format}-${seed}.log`);
  generateCapture({ format, path, bytes, seed });
  let plain = 0;
  let total = 0;
  for (const t of await timelinesOf(path)) {
    total++;
    plain += check(t, path) > 0 ? 1 : 0;
  }
  expect(total).toBeGreaterThan(1000);
  expect(plain / total).toBeGreaterThan(0.9);
}
