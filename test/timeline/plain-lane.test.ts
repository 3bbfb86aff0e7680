/**
 * Plain requests (timeline/state.ts Req): a wire request keeps its parts, progress and first answer, and its timeline
 * is made only when something reads it. Every capture the repository holds, and one generated busy capture per
 * format, is built twice from the same events: with every timeline made at once, entry by entry (`plainRequests:
 * false`), and with plain requests and a sink that takes the plain ones it can count (TimelineSink.plain, as analyze()
 * does). The two must emit the same requests in the same order: the same timeline where the lane made one (however
 * late), and where it offered a plain request, a timeline the full fast path (plainCompletion) also counts, with the
 * same facts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCapture, BENCH_FORMATS } from '../../scripts/bench/generate.js';
import { plainCompletion, plainSlot } from '../../src/diagnose/index.js';
import type { DiagnoseOptions } from '../../src/diagnose/types.js';
import type { WireEvent } from '../../src/events.js';
import { openInput } from '../../src/ingest/index.js';
import { createTimelineBuilder } from '../../src/timeline/index.js';
import { Entry } from '../../src/timeline/state.js';
import type { PlainFacts, RequestTimeline, SessionTimeline } from '../../src/timeline/types.js';
import { factsOf } from './slot-check.js';
import { repositoryCaptures } from '../repository-captures.js';

/** A timeline or a session as text: events by their identity (both builders read the same events), entries with their details. */
function fingerprint(x: RequestTimeline | SessionTimeline): string {
  const ids = new Map<WireEvent, number>();
  const idOf = (e: WireEvent): string => {
    let n = ids.get(e);
    if (n === undefined) ids.set(e, (n = ids.size));
    return `event#${n}@${e.source.line}`;
  };
  return JSON.stringify(x, function (key, value: unknown) {
    if (value instanceof Entry) return { kind: value.kind, at: value.at, source: value.source, event: idOf(value.event), detail: value.detail, omittedBefore: value.omittedBefore };
    if (key === 'session' && typeof value === 'object' && value !== null && 'key' in value) return `session ${(value as { key: string }).key}`;
    if (typeof value === 'object' && value !== null && 'kind' in value && 'source' in value && ('message' in value || 'text' in value || 'stream' in value || 'close' in value)) {
      return idOf(value as WireEvent);
    }
    return value;
  });
}

type Emitted = { kind: 'request'; t: RequestTimeline } | { kind: 'plain'; facts: PlainFacts; session: string } | { kind: 'session'; s: SessionTimeline };

/** Both builders over one read of `path`; null when it is not a capture. */
async function bothWays(path: string, opts: DiagnoseOptions): Promise<{ eager: Emitted[]; plain: Emitted[] } | null> {
  let input;
  try {
    input = await openInput(path, { tz: 'UTC' });
  } catch {
    return null;
  }
  const eager: Emitted[] = [];
  const plain: Emitted[] = [];
  const base = { file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed };
  const a = createTimelineBuilder({ request: (t) => eager.push({ kind: 'request', t }), session: (s) => eager.push({ kind: 'session', s }) }, { ...base, plainRequests: false });
  const b = createTimelineBuilder(
    {
      request: (t) => plain.push({ kind: 'request', t }),
      session: (s) => plain.push({ kind: 'session', s }),
      plain: (facts, session) => {
        if (!plainSlot(facts, opts)) return false;
        plain.push({ kind: 'plain', facts, session: session.key });
        return true;
      },
    },
    base,
  );
  try {
    await input.read((e) => {
      a.push(e);
      b.push(e);
    });
  } catch {
    return null;
  }
  a.end();
  b.end();
  return { eager, plain };
}

/** The two sequences agree (see the file's head); returns how many requests were offered plain. */
function agree(eager: Emitted[], plain: Emitted[], where: string, opts: DiagnoseOptions): number {
  expect({ where, n: plain.length }).toEqual({ where, n: eager.length });
  let offered = 0;
  for (let i = 0; i < eager.length; i++) {
    const x = eager[i]!;
    const y = plain[i]!;
    if (y.kind === 'plain') {
      offered++;
      expect(x.kind, `${where} #${i}`).toBe('request');
      if (x.kind !== 'request') continue;
      expect({ where, key: x.t.key, plain: plainCompletion(x.t, opts), facts: factsOf(x.t), session: x.t.session.key }).toEqual({ where, key: x.t.key, plain: true, facts: y.facts, session: y.session });
      continue;
    }
    expect(y.kind, `${where} #${i}`).toBe(x.kind);
    const fx = x.kind === 'request' ? fingerprint(x.t) : x.kind === 'session' ? fingerprint(x.s) : '';
    const fy = y.kind === 'request' ? fingerprint(y.t) : fingerprint(y.s);
    if (fx !== fy) expect({ where, i, timeline: fy }).toEqual({ where, i, timeline: fx });
  }
  return offered;
}

describe('plain requests give the timelines made at once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-lane-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(BENCH_FORMATS.map((f) => [f]))('a generated busy %s capture: nearly every request offered plain', async (format) => {
    const path = join(dir, `${format}.log`);
    generateCapture({ format, path, bytes: 1_500_000, seed: 7 });
    for (const opts of [{}, { maxTotalTimeoutMs: 30_000 }] as DiagnoseOptions[]) {
      const r = (await bothWays(path, opts))!;
      const requests = r.eager.filter((x) => x.kind === 'request').length;
      const offered = agree(r.eager, r.plain, path, opts);
      expect(requests).toBeGreaterThan(1000);
      // With a total timeout, a request with progress is not plain (diagnose/plain.ts (g)).
      expect(offered / requests).toBeGreaterThan(opts.maxTotalTimeoutMs ? 0.3 : 0.9);
    }
  });

  it('every sample, fixture and wild capture', async () => {
    const files = repositoryCaptures();
    let read = 0;
    let offered = 0;
    let made = 0;
    for (const f of files) {
      const r = await bothWays(f, {});
      if (r === null) continue;
      read++;
      offered += agree(r.eager, r.plain, f, {});
      made += r.plain.filter((x) => x.kind === 'request').length;
    }
    expect(read).toBeGreaterThan(1000);
    // Both kinds are exercised: plain offers, and timelines made late (words, cancels, closes on plain requests).
    expect(offered).toBeGreaterThan(100);
    expect(made).toBeGreaterThan(1000);
  }, 120_000);
});
