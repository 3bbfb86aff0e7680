/**
 * Plain requests against timelines made at once (timeline/state.ts Req): both builders over one read of a capture, and
 * their emissions compared request by request. Used by plain-lane.test.ts (generated captures) and by
 * diagnose/plain-walk.ts's walk over every capture the repository holds (one read of each for all its checks).
 */
import { expect } from 'vitest';
import { plainCompletion, plainSlot } from '../../src/diagnose/index.js';
import type { DiagnoseOptions } from '../../src/diagnose/types.js';
import type { WireEvent } from '../../src/events.js';
import { openInput } from '../../src/ingest/index.js';
import { createTimelineBuilder, type TimelineInput } from '../../src/timeline/index.js';
import { Entry } from '../../src/timeline/state.js';
import type { PlainFacts, RequestTimeline, SessionTimeline } from '../../src/timeline/types.js';
import { factsOf } from './slot-check.js';

/** A timeline or a session as text: events by their identity (both builders read the same events), entries with their details. */
export function fingerprint(x: RequestTimeline | SessionTimeline): string {
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

export type Emitted = { kind: 'request'; t: RequestTimeline } | { kind: 'plain'; facts: PlainFacts; session: string } | { kind: 'session'; s: SessionTimeline };

/** The two builders: one making every timeline at once, one whose sink takes every offer plainSlot accepts. */
function twoBuilders(base: Omit<TimelineInput, 'plainRequests'>, opts: DiagnoseOptions) {
  const eager: Emitted[] = [];
  const plain: Emitted[] = [];
  const a = createTimelineBuilder({ request: (t) => eager.push({ kind: 'request', t }), session: (s) => eager.push({ kind: 'session', s }) }, { ...base, plainRequests: false });
  const b = createTimelineBuilder(
    {
      request: (t) => plain.push({ kind: 'request', t }),
      session: (s) => plain.push({ kind: 'session', s }),
      plain: (facts, session) => {
        if (!plainSlot(facts, opts)) return false;
        // The offer's record is refilled for the next one (TimelineSink.plain): kept as a copy.
        plain.push({ kind: 'plain', facts: { ...facts }, session: session.key });
        return true;
      },
    },
    base,
  );
  return {
    push: (e: WireEvent): void => {
      a.push(e);
      b.push(e);
    },
    end: (): { eager: Emitted[]; plain: Emitted[] } => {
      a.end();
      b.end();
      return { eager, plain };
    },
  };
}

/** Both builders over one read of `path`; null when it is not a capture. */
export async function bothWays(path: string, opts: DiagnoseOptions): Promise<{ eager: Emitted[]; plain: Emitted[] } | null> {
  let input;
  try {
    input = await openInput(path, { tz: 'UTC' });
  } catch {
    return null;
  }
  const both = twoBuilders({ file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed }, opts);
  try {
    await input.read(both.push);
  } catch {
    return null;
  }
  return both.end();
}

/** Both builders over `events` (built in a test); the plain one with a sink that takes every offer plainSlot accepts. */
export function bothWaysOver(events: WireEvent[], opts: DiagnoseOptions = {}): { eager: Emitted[]; plain: Emitted[] } {
  const both = twoBuilders({ file: 'capture.log', clock: 'utc', zone: null, zoneAssumed: false }, opts);
  for (const e of events) both.push(e);
  return both.end();
}

/** Two records with the same own keys holding the same primitives (Object.is): what toEqual would pass, surely. */
function samePrimitives(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && (ra[k] === null || typeof ra[k] !== 'object') && Object.is(ra[k], rb[k]));
}

/**
 * The two sequences agree (see the file's head); returns how many requests were offered plain. The checks run once
 * per emitted request of every capture the repository holds: each is tested plainly and handed to expect() only when
 * it fails (the same message and diff), as expect()'s bookkeeping cost more than the comparisons.
 */
export function agree(eager: Emitted[], plain: Emitted[], where: string, opts: DiagnoseOptions): number {
  expect({ where, n: plain.length }).toEqual({ where, n: eager.length });
  let offered = 0;
  for (let i = 0; i < eager.length; i++) {
    const x = eager[i]!;
    const y = plain[i]!;
    if (y.kind === 'plain') {
      offered++;
      if (x.kind !== 'request') {
        expect(x.kind, `${where} #${i}`).toBe('request');
        continue;
      }
      const p = plainCompletion(x.t, opts);
      const facts = factsOf(x.t);
      if (!p || x.t.session.key !== y.session || !samePrimitives(facts, y.facts)) {
        expect({ where, key: x.t.key, plain: p, facts, session: x.t.session.key }).toEqual({ where, key: x.t.key, plain: true, facts: y.facts, session: y.session });
      }
      continue;
    }
    if (y.kind !== x.kind) expect(y.kind, `${where} #${i}`).toBe(x.kind);
    const fx = x.kind === 'request' ? fingerprint(x.t) : x.kind === 'session' ? fingerprint(x.s) : '';
    const fy = y.kind === 'request' ? fingerprint(y.t) : fingerprint(y.s);
    if (fx !== fy) expect({ where, i, timeline: fy }).toEqual({ where, i, timeline: fx });
  }
  return offered;
}
