/**
 * The fast path (src/diagnose/plain.ts) may only skip requests whose full diagnosis is `completed` with no findings.
 * Checked three ways: the rule list it was reasoned against, the full `diagnose()` on every request of real and
 * generated captures, and on random timelines (fast-check) built to sit near every boundary of the argument.
 */
import { readdirSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { diagnose, plainCompletion, PLAIN_REVIEWED_RULES, RULES } from '../../src/diagnose/index.js';
import type { DiagnoseOptions } from '../../src/diagnose/types.js';
import { openInput } from '../../src/ingest/index.js';
import { createTimelineBuilder } from '../../src/timeline/index.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { generateCapture, BENCH_FORMATS } from '../../scripts/bench/generate.js';
import { req } from './helpers.js';

const OPTION_SETS: DiagnoseOptions[] = [{}, { timeoutMs: 60_000 }, { maxTotalTimeoutMs: 30_000 }, { timeoutMs: 1_000, maxTotalTimeoutMs: 5_000 }, { timeoutMs: 10 }];

/** Asserts the fast path against the full diagnosis; returns how many requests it took. */
function check(t: RequestTimeline, where: string): number {
  let plain = 0;
  for (const o of OPTION_SETS) {
    if (!plainCompletion(t, o)) continue;
    plain++;
    const d = diagnose(t, o);
    expect({ where, key: t.key, opts: o, outcome: d.outcome, findings: d.findings.map((f) => f.rule) }).toEqual({
      where,
      key: t.key,
      opts: o,
      outcome: 'completed',
      findings: [],
    });
  }
  return plain;
}

async function timelinesOf(path: string): Promise<RequestTimeline[]> {
  const input = await openInput(path, { tz: 'UTC' });
  const out: RequestTimeline[] = [];
  const b = createTimelineBuilder({ request: (t) => out.push(t), session: () => {} }, { file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed });
  await input.read((e) => b.push(e));
  b.end();
  return out;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (!/\.(json|md|ts|png|bin)$/.test(name) || /\.mcpcap\.jsonl$/.test(name)) out.push(p);
  }
  return out;
}

describe('plainCompletion: the safety argument covers every request rule', () => {
  it('lists each request rule id (a new rule must be reviewed in src/diagnose/plain.ts)', () => {
    const ids = RULES.filter((r) => r.scope === 'request').map((r) => r.meta.id);
    expect(ids.filter((id) => !PLAIN_REVIEWED_RULES.includes(id))).toEqual([]);
  });
});

describe('plainCompletion agrees with the full diagnose()', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-plain-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(BENCH_FORMATS.flatMap((f) => [1, 2, 3].map((seed) => [f, seed] as const)))('generated %s capture, seed %i', async (format, seed) => {
    const path = join(dir, `${format}-${seed}.log`);
    generateCapture({ format, path, bytes: 1_500_000, seed });
    let plain = 0;
    let total = 0;
    for (const t of await timelinesOf(path)) {
      total++;
      plain += check(t, path) > 0 ? 1 : 0;
    }
    // The fast path must actually take most of a busy capture, or it buys nothing.
    expect(total).toBeGreaterThan(1000);
    expect(plain / total).toBeGreaterThan(0.9);
  });

  it('every sample and fixture capture', async () => {
    const files = [...filesUnder('samples'), ...filesUnder('test/fixtures')];
    let plain = 0;
    let read = 0;
    for (const f of files) {
      let ts: RequestTimeline[];
      try {
        ts = await timelinesOf(f);
      } catch {
        continue; // not a capture (fixtures of unreadable input)
      }
      read++;
      for (const t of ts) plain += check(t, f) > 0 ? 1 : 0;
    }
    expect(read).toBeGreaterThan(40);
    expect(plain).toBeGreaterThan(20);
  });

  it('random timelines around every boundary (fast-check)', () => {
    type Op =
      | { k: 'progress'; at: number; v: number }
      | { k: 'result'; at: number; isError: boolean }
      | { k: 'error'; at: number; code: number }
      | { k: 'cancel'; at: number; reason: string | null }
      | { k: 'foreignCancel'; at: number }
      | { k: 'log'; at: number }
      | { k: 'hostLog'; at: number; text: string }
      | { k: 'stream'; at: number; closeAt: number | null }
      | { k: 'retry'; at: number };
    const at = fc.integer({ min: 0, max: 70_000 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      { arbitrary: fc.record({ k: fc.constant('progress' as const), at, v: fc.integer({ min: 0, max: 5 }) }), weight: 4 },
      { arbitrary: fc.record({ k: fc.constant('result' as const), at, isError: fc.boolean() }), weight: 4 },
      fc.record({ k: fc.constant('error' as const), at, code: fc.constantFrom(-32800, -32001, -32603, 0) }),
      fc.record({ k: fc.constant('cancel' as const), at, reason: fc.constantFrom(null, 'McpError: MCP error -32001: Request timed out', 'User cancelled') }),
      fc.record({ k: fc.constant('foreignCancel' as const), at }),
      fc.record({ k: fc.constant('log' as const), at }),
      fc.record({ k: fc.constant('hostLog' as const), at, text: fc.constantFrom('Request timed out', 'hello', 'Traceback (most recent call last):') }),
      fc.record({ k: fc.constant('stream' as const), at, closeAt: fc.option(at) }),
      fc.record({ k: fc.constant('retry' as const), at }),
    );
    const shape = fc.record({
      method: fc.constantFrom('tools/call', 'ping', 'initialize', 'resources/read'),
      token: fc.constantFrom<string | number | null>(null, 7, 'tok'),
      version: fc.constantFrom<string | null>('2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28', null),
      transport: fc.constantFrom<'stdio' | 'streamable-http' | null>('stdio', 'streamable-http', null),
      clock: fc.boolean(),
      task: fc.boolean(),
      id: fc.constantFrom<string | number>(0, 1, 'a'),
      // Half the cases stay close to a plain completion (one result, a few progress/log lines) so the fast path
      // is taken often; the other half mix in everything that must keep a request off it.
      ops: fc.oneof(fc.array(op, { maxLength: 6 }), fc.tuple(fc.array(op, { maxLength: 2 }), at).map(([xs, t]) => [...xs, { k: 'result' as const, at: t, isError: false }])),
      openAtEnd: fc.boolean(),
    });
    let plain = 0;
    fc.assert(
      fc.property(shape, (s) => {
        const b = req({ method: s.method, progressToken: s.token, version: s.version, transport: s.transport, taskAugmented: s.task, id: s.id, at: s.clock ? 0 : null });
        let n = 0;
        for (const o of s.ops) {
          switch (o.k) {
            case 'progress':
              b.progress(o.at, o.v, 5);
              break;
            case 'result':
              b.result(o.at, o.isError ? { content: [], isError: true } : undefined);
              break;
            case 'error':
              b.error(o.at, o.code, 'Request cancelled');
              break;
            case 'cancel':
              b.cancel(o.at, o.reason);
              break;
            case 'foreignCancel':
              b.foreignCancel(o.at);
              break;
            case 'log':
              b.log(o.at, 'working');
              break;
            case 'hostLog':
              b.hostLog(o.at, o.text);
              break;
            case 'stream':
              b.stream(`st${n++}`, { openAt: o.at, closeAt: o.closeAt, closedBy: 'client' });
              break;
            case 'retry':
              b.retry(o.at, 100 + n++);
              break;
          }
        }
        if (s.openAtEnd) b.openAtEnd();
        plain += check(b.build(), 'random') > 0 ? 1 : 0;
      }),
      { numRuns: 3000, seed: 20261130 },
    );
    // The generator must reach the fast path often enough for the comparison to mean something.
    expect(plain).toBeGreaterThan(300);
  });
});
