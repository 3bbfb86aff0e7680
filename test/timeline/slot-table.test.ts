/**
 * The slot table (timeline/state.ts Slots): a quiet plain request kept as columns, made a `Req` only when something
 * reaches past them. Random captures of one stdio session — calls over a few reused ids and tools, progress rising,
 * falling, repeated or not a number, results, errors, second answers, cancels, answers with no sender told, stdout
 * noise, the host's words, initializes — correlated three ways from the same events:
 *  - the old way: no slot table, every request a plain `Req` from its start (Correlation without `slots`);
 *  - with the table, and every slot made a `Req` at one point of the capture (each point in turn: before the first
 *    event, after each event);
 * and then every request of the session made a `Req` and compared with the old way's: its timeline entry by entry, its
 * state (answered, troubled, open, the plain parts it kept, its progress, its retry list), the session's maps and
 * orders, and each message's decision. A second property runs whole builders (slots, no slots, every timeline at once)
 * over random captures of several sessions and compares what each emits (lane-check.ts).
 */
import { describe, expect, it } from 'vitest';
import { plainSlot } from '../../src/diagnose/index.js';
import type { WireEvent } from '../../src/events.js';
import { onMessage, type Correlation } from '../../src/timeline/correlate.js';
import { RetryIndex } from '../../src/timeline/retries.js';
import { newSession, Req, Slots, type Sess } from '../../src/timeline/state.js';
import { createTimelineBuilder } from '../../src/timeline/index.js';
import { Capture } from './events.js';
import { agree, fingerprint, type Emitted } from './lane-check.js';
import { mulberry32 as rng } from '../seeded-rng.js';

const INPUT = { file: 'capture.log', clock: 'utc' as const, zone: null, zoneAssumed: false };

/**
 * A random stdio capture: `n` steps; calls mostly take a fresh id, and one in `reuse` a recent one (a reused id is never
 * a slot's); the other events name one of the last few ids; every kind of event a slot can meet.
 */
function randomCapture(seed: number, n: number, reuse: number, sessions = false): Capture {
  const r = rng(seed);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const c = new Capture();
  c.v1Handshake();
  const tools = ['build', 'search', 'deploy'];
  const progressOf = new Map<number, number>();
  let next = 1;
  for (let i = 0; i < n; i++) {
    c.wait(Math.floor(r() * 40));
    const x = r();
    const recent = Math.max(1, next - 1 - Math.floor(r() * 5));
    const id = x < 0.31 ? (r() * reuse < 1 ? recent : next++) : recent;
    if (x < 0.28) {
      c.call(id, pick(tools), { target: r() < 0.15 ? pick(['a', 'b']) : `t${id}` }, { progress: r() < 0.7 });
      progressOf.set(id, 0);
    } else if (x < 0.31) c.req('client', id, pick(['resources/read', 'prompts/get', 'ping']), { uri: 'file:///a' });
    else if (x < 0.32) c.req('server', next++, 'sampling/createMessage', { messages: [] });
    else if (x < 0.62) {
      const p = progressOf.get(id) ?? 0;
      const y = r();
      const v = y < 0.75 ? p + 1 : y < 0.85 ? p : y < 0.9 ? p - 1 : y < 0.95 ? Number.NaN : 0.5 + p;
      progressOf.set(id, v);
      if (y >= 0.97) c.note('server', 'notifications/progress', { progressToken: id, progress: 'half' });
      else c.progress(id, v);
    } else if (x < 0.85) c.res('server', id, { content: [] });
    else if (x < 0.87) c.err('server', id, -32603, 'failed');
    else if (x < 0.89) c.msg(null, { id, result: {} });
    else if (x < 0.9) c.res('client', id, {});
    else if (x < 0.92) c.cancel('client', id, 'Request timed out');
    else if (x < 0.925) c.unparsed('debug: still working');
    else if (x < 0.935) c.hostLog(`[info] Message from client: {"method":"tools/call","params":{"name":"build"},"id":${id}}`, 'client');
    else if (x < 0.95) c.note('server', 'notifications/message', { level: 'info', data: 'x' });
    else if (x < 0.955 && sessions) c.close();
    else if (x < 0.96 && sessions) c.v1Handshake();
    else c.res('server', id, { content: [], again: true });
  }
  return c;
}

/** Everything a request is, as text: its timeline (made now) and its state. */
function describeReq(q: Req): string {
  return JSON.stringify({
    seq: q.seq,
    key: q.key,
    troubled: q.troubled,
    emitted: q.emitted,
    answered: q.answered,
    hostEnded: q.hostEnded,
    soleOpen: q.soleOpen,
    lastProgress: Object.is(q.lastProgress, -0) ? '-0' : String(q.lastProgress),
    idKey: q.idKey,
    tokenKey: q.tokenKey,
    prevSameId: q.prevSameId?.seq ?? null,
    prevOpen: q.prevOpenSameId?.seq ?? null,
    nextOpen: q.nextOpenSameId?.seq ?? null,
    retry: q.retry === null ? null : Array.from({ length: q.retry.length }, (_, i) => q.retry!.at(i)).map((c) => (c instanceof Req ? c.seq : typeof c === 'number' ? `slot` : 'emitted')),
    print: q.retryPrint === null ? null : { shape: q.retryPrint.shape, hash: q.retryPrint.hash, ref: q.retryPrint.ref },
    facts: q.slotFacts(),
    nonJson: q.nonJsonEntries,
    plainBefore: q.plain,
    t: fingerprint(q.t),
  });
}

/** The session's maps and orders, by seq (after every slot was made a `Req`). */
function describeSess(s: Sess): string {
  const seqOf = (x: Req | number | undefined): number | string => (x === undefined ? '-' : typeof x === 'number' ? `slot${x}` : x.seq);
  return JSON.stringify({
    live: s.live.reqsWithout(0).map((q) => q.seq),
    open: s.open.reqsWithout(0).map((q) => q.seq),
    byId: [...s.byId].map(([k, v]) => [k, seqOf(v)]),
    openById: [...s.openById].map(([k, v]) => [k, v.seq]),
    tokens: [...s.tokens].map(([k, v]) => [k, seqOf(v)]),
    started: s.started,
    count: s.tl.requestCount,
    orphans: [s.tl.orphanCancels.length, s.tl.orphanProgress.length, s.tl.orphanResponses.length, s.tl.nonJson.length],
  });
}

/** Correlates `events` in one session; `promoteAt`: every slot is made a `Req` before event `promoteAt` (−1: never). */
function run(events: WireEvent[], slots: boolean, promoteAt: number): { reqs: string[]; sess: string; decisions: string[] } {
  const table = new Slots();
  const cx: Correlation = { retries: new RetryIndex(table), requests: 0, ...(slots ? { slots: table } : {}) };
  const sess = newSession('s1', null, INPUT, 1, table);
  const decisions: string[] = [];
  const name = (x: Req | number | null): string | number | null => (x === null ? null : typeof x === 'number' ? `seq${table.seqOf(x)}` : `seq${x.seq}`);
  events.forEach((e, i) => {
    if (i === promoteAt) sess.live.reqsWithout(0);
    if (e.kind === 'message') {
      const d = onMessage(cx, sess, e, null);
      decisions.push(JSON.stringify([name(d.started), name(d.clean), d.initialize?.seq ?? null]));
    } else if (e.kind === 'unparsed') {
      sess.nonJsonTargets.forEach((q) => q.t.entries.length);
    }
  });
  const all = sess.live.reqsWithout(0);
  // Every slot is a `Req` now; none was made twice.
  expect(new Set(all).size).toBe(all.length);
  return { reqs: all.map(describeReq), sess: describeSess(sess), decisions };
}

describe('the slot table: a slot made a `Req` at any point is the `Req` the old way built', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`random capture ${seed}: promotion at every point`, () => {
      const events = randomCapture(seed, 70, seed % 2 === 0 ? 4 : 12).events;
      const old = run(events, false, -1);
      const never = run(events, true, -1);
      expect(never).toEqual(old);
      for (let k = 0; k <= events.length; k++) {
        const got = run(events, true, k);
        if (JSON.stringify(got) !== JSON.stringify(old)) expect({ k, ...got }).toEqual({ k, ...old });
      }
    });
  }

  it('a quiet request stays a slot: no `Req` until something reaches past its columns', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(5, 'build', { target: 'x' }, { progress: true });
    c.progress(5, 1);
    c.progress(5, 2);
    c.res('server', 5, { content: [] });
    const table = new Slots();
    const cx: Correlation = { retries: new RetryIndex(table), requests: 0, slots: table };
    const sess = newSession('s1', null, INPUT, 1, table);
    for (const e of c.events) onMessage(cx, sess, e, null);
    const x = sess.byId.get(10); // dirKey('client', 5)
    expect(typeof x).toBe('number');
    expect(table.made(x as number)).toBe(null);
    expect(table.facts(x as number)).toMatchObject({ progress: 2, hasToken: true });
    // A cancel reaches past the columns: the slot is made a `Req`, in its place in the maps.
    onMessage(cx, sess, c.cancel('client', 5, 'late'), null);
    const q = sess.byId.get(10);
    expect(q).toBeInstanceOf(Req);
    expect((q as Req).troubled).toBe(true);
    expect((q as Req).t.entries.map((en) => en.kind)).toEqual(['request', 'progress', 'progress', 'response', 'cancel']);
  });
});

function builderRun(events: WireEvent[], mode: 'slots' | 'noslots' | 'eager'): Emitted[] {
  const out: Emitted[] = [];
  const b = createTimelineBuilder(
    {
      request: (t) => out.push({ kind: 'request', t }),
      session: (s) => out.push({ kind: 'session', s }),
      ...(mode === 'eager'
        ? {}
        : {
            plain: (facts, session) => {
              if (!plainSlot(facts, {})) return false;
              out.push({ kind: 'plain', facts: { ...facts }, session: session.key });
              return true;
            },
          }),
    },
    { ...INPUT, plainRequests: mode !== 'eager', slots: mode === 'slots' },
  );
  for (const e of events) b.push(e);
  b.end();
  return out;
}

describe('the slot table in the builder: what it emits is what the old way emits', () => {
  for (const seed of [11, 12, 13, 14, 15, 16, 17, 18]) {
    it(`random capture ${seed} with closes and new lifetimes`, () => {
      const events = randomCapture(seed, 400, seed % 2 === 0 ? 5 : 30, true).events;
      const slots = builderRun(events, 'slots');
      const old = builderRun(events, 'noslots');
      const text = (xs: Emitted[]): string[] => xs.map((x) => (x.kind === 'plain' ? JSON.stringify(x) : x.kind === 'request' ? fingerprint(x.t) : fingerprint(x.s)));
      expect(text(slots)).toEqual(text(old));
      // And against every timeline made at once, offer by offer (the plain-lane check).
      agree(builderRun(events, 'eager'), slots, `seed ${seed}`, {});
    });
  }
});
