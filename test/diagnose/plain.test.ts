/**
 * The fast path (src/diagnose/plain.ts) may only skip requests whose full diagnosis is `completed` with no findings.
 * It follows from the rules' declared needs (`meta.needs`), so both are checked on every request of real and
 * generated captures and on random timelines (fast-check) built to sit near every boundary: no rule fires without
 * one of its needs showing (needsViolations), and the fast path agrees with the full `diagnose()`. Every capture the
 * repository holds is checked the same way in plain-walk-1.test.ts and plain-walk-2.test.ts (plain-walk.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { plainCompletion, RULES } from '../../src/diagnose/index.js';
import { planFromRules } from '../../src/diagnose/plain.js';
import type { RequestRule } from '../../src/diagnose/types.js';
import { BENCH_FORMATS } from '../../scripts/bench/generate.js';
import { check, generatedAgrees } from './plain-check.js';
import { req } from './helpers.js';
import type { HostSaid } from '../../src/events.js';
import { Capture, run } from '../timeline/events.js';

describe('plainCompletion follows from the rules\' declarations', () => {
  const requestRules = RULES.filter((r): r is RequestRule => r.scope === 'request');

  it('every request rule declares what it needs (a rule needing nothing would turn the fast path off)', () => {
    for (const r of requestRules) expect(r.meta.needs.length, r.meta.id).toBeGreaterThan(0);
    expect(planFromRules(requestRules)).not.toBeNull();
  });

  it('a rule that needs nothing turns the fast path off', () => {
    const anything: RequestRule = { ...requestRules[0]!, meta: { ...requestRules[0]!.meta, needs: [] } };
    const plan = planFromRules([...requestRules, anything]);
    expect(plan).toBeNull();
    const t = req().result(500).build();
    expect(plainCompletion(t, {})).toBe(true);
    expect(plainCompletion(t, {}, plan)).toBe(false);
  });

  it('the declared needs are what keep a request off the fast path', () => {
    const late = req({ progressToken: 1 }).result(500).progress(600, 1).build();
    expect(plainCompletion(late, {})).toBe(false);
    expect(plainCompletion(late, {}, planFromRules(requestRules)!.filter((n) => n !== 'progress-after-response'))).toBe(true);
  });
});

describe('plainCompletion agrees with the full diagnose()', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-plain-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Seed 1 of each format here; seeds 2 and 3 in plain-seeds.slow.test.ts (CI), ~13 s of the everyday suite.
  it.each(BENCH_FORMATS.map((f) => [f, 1] as const))('generated %s capture, seed %i', async (format, seed) => {
    await generatedAgrees(dir, format, seed);
  });

  // A Claude Code debug log: calls known only from the host's words, nearly all of them completed in those words
  // (completedInWords), none of them on the wire. Its lines are short: a third of the others' bytes holds as many calls.
  it('generated claude-code capture, seed 1', async () => {
    await generatedAgrees(dir, 'claude-code', 1, 500_000);
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

  it('random calls in the host\'s words around completedInWords (fast-check)', () => {
    // What a host says of a call: its start, that it is still running, the connection's limit, that it completed
    // (late or not, naming an id or not), that it failed or its timer fired, a status, a close; any order, any gaps.
    type Said = Omit<HostSaid, 'phrase'>;
    const words: fc.Arbitrary<Said> = fc.constantFrom<Said>(
      { kind: 'request-sent', method: 'tools/call', target: 'x' },
      { kind: 'completed', method: 'tools/call', target: 'x', elapsedMs: 5 },
      { kind: 'completed', method: 'tools/call', target: 'x', id: 3 },
      { kind: 'completed', late: true },
      { kind: 'waiting', method: 'tools/call', target: 'x', elapsedMs: 30_000 },
      { kind: 'limit', limitMs: 30_000, scope: 'connection' },
      { kind: 'failed', method: 'tools/call', target: 'x', error: 'fetch failed' },
      { kind: 'timer-fired', method: 'tools/call', error: 'MCP error -32001: Request timed out' },
      { kind: 'http-status', status: 500 },
      { kind: 'connection-closed', scope: 'connection' },
    );
    const line = fc.record({ said: words, wait: fc.constantFrom(0, 5, 2_000, 12_000), clock: fc.boolean() });
    let plain = 0;
    let seen = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.boolean(), (lines, first) => {
        const c = new Capture({ session: 'x#1', transport: null });
        // Half the cases start with the call's own start line, as a Claude Code debug log does.
        if (first) c.add({ kind: 'host-log', text: 'Calling MCP tool: x', said: { phrase: 'claude-code/test', kind: 'request-sent', method: 'tools/call', target: 'x' } });
        for (const l of lines) {
          c.wait(l.wait);
          c.add({ kind: 'host-log', text: `${l.said.kind} x`, said: { phrase: 'claude-code/test', ...l.said }, ...(l.clock ? {} : { at: null }) });
        }
        for (const t of run(c.events).requests) {
          seen++;
          plain += check(t, 'random words') > 0 ? 1 : 0;
        }
      }),
      { numRuns: 1500, seed: 20261203 },
    );
    expect(seen).toBeGreaterThan(1500);
    expect(plain).toBeGreaterThan(100);
  });
});
