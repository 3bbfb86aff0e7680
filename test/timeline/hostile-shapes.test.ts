/**
 * Shapes that made the timeline slow or unbounded (docs/performance.md, "Hostile shapes"). Speed is measured
 * by the bench, not here: these pin the behaviour of each fix and the bounds it relies on.
 */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/events.js';
import { CANCELS_PER_REQUEST, KEEPALIVES_PER_REQUEST, OTHER_STATUS_PER_REQUEST } from '../../src/timeline/limits.js';
import { Capture, kinds, run } from './events.js';

describe('one id reused by many open requests', () => {
  it('random starts and answers over three ids: an answer goes to the newest open request with its id, else the newest one (Req.soleOpen and the open chain)', () => {
    // A request open alone with its id is found through byId alone; a second one with the same id enters both in the
    // open chain (correlate.ts registerOpen). Fewer starts than the clean hold, so every request stays live.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let x = seed;
      const rnd = (n: number): number => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return Math.floor((x / 2147483648) * n);
      };
      const c = new Capture();
      c.v1Handshake();
      // The model: per direction and id, the requests in start order, and what answered each.
      const started: Array<{ key: string; from: 'client' | 'server'; id: number; answers: WireEvent[] }> = [];
      // The handshake's initialize took id 0.
      const seen = new Map<string, number>([['0', 1]]);
      for (let step = 0; step < 200; step++) {
        const from = rnd(5) === 0 ? 'server' : 'client';
        const id = rnd(3);
        if (rnd(2) === 0) {
          const base = String(id);
          const n = (seen.get(base) ?? 0) + 1;
          seen.set(base, n);
          started.push({ key: n === 1 ? `s1:${base}` : `s1:${base}#${n}`, from, id, answers: [] });
          c.req(from, id, from === 'server' ? 'sampling/createMessage' : 'tools/call', from === 'server' ? {} : { name: `t${step}`, arguments: {} });
        } else {
          const mine = started.filter((q) => q.from === from && q.id === id);
          const target = [...mine].reverse().find((q) => q.answers.length === 0) ?? mine.at(-1);
          const e = c.res(from === 'client' ? 'server' : 'client', id, { step });
          target?.answers.push(e);
        }
      }
      const r = run(c.events);
      for (const q of started) expect(r.byKey(q.key).responses, `seed ${seed} ${q.key}`).toEqual(q.answers);
    }
  });

  it('each response answers the newest request still open with that id (the open chain, not a walk past answered ones)', () => {
    const c = new Capture();
    c.v1Handshake();
    for (let i = 0; i < 5; i++) c.call(7, `tool${i}`);
    const answers: WireEvent[] = [];
    for (let i = 0; i < 5; i++) answers.push(c.res('server', 7, { n: i }));
    const r = run(c.events);
    // Keys: 7, 7#2 … 7#5 in start order; the newest open one is answered first.
    const keys = ['s1:7', 's1:7#2', 's1:7#3', 's1:7#4', 's1:7#5'];
    keys.forEach((k, i) => {
      const t = r.byKey(k);
      expect(t.responses).toHaveLength(1);
      expect(t.responses[0]).toBe(answers[4 - i]);
    });
  });

  it('an answered request emitted from the middle of the chain does not cut older open ones off', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(7, 'a'); // stays open
    c.call(7, 'b');
    c.res('server', 7, {}); // answers b (the newest open)
    c.call(7, 'c'); // open, newer than b
    for (let i = 0; i < 300; i++) {
      c.call(1000 + i, 'filler'); // b is emitted 256 requests later, while a and c wait
      c.res('server', 1000 + i, {});
    }
    const forC = c.res('server', 7, {});
    const forA = c.res('server', 7, {});
    const r = run(c.events);
    expect(r.byKey('s1:7#3').responses).toEqual([forC]);
    expect(r.byKey('s1:7').responses).toEqual([forA]);
  });
});

describe('capped entry kinds replace the last kept one in place', () => {
  it('a request cancelled more often than the cap keeps the first ones and the newest', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'x');
    let last = c.cancel('client', 1, 'r0');
    for (let i = 1; i < CANCELS_PER_REQUEST + 500; i++) last = c.cancel('client', 1, `r${i}`);
    const r = run(c.events);
    const t = r.byKey('s1:1');
    expect(t.cancels).toHaveLength(CANCELS_PER_REQUEST);
    expect(t.cancels.at(-1)).toBe(last);
    const cancelEntries = t.entries.filter((e) => e.kind === 'cancel');
    expect(cancelEntries).toHaveLength(CANCELS_PER_REQUEST);
    expect(cancelEntries.at(-1)?.event).toBe(last);
  });

  it('progress past the cap, mixed with other entries, still ends on the newest progress', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'x', {}, { progress: true });
    let last = c.progress(1, 0);
    for (let i = 1; i < 2100; i++) {
      last = c.progress(1, i);
      if (i % 100 === 0) c.cancel('client', 1, `c${i}`);
    }
    const r = run(c.events);
    const t = r.byKey('s1:1');
    expect(t.progress.at(-1)).toBe(last);
    const progressEntries = t.entries.filter((e) => e.kind === 'progress');
    expect(progressEntries).toHaveLength(2000);
    expect(progressEntries.at(-1)?.event).toBe(last);
  });
});

describe('HTTP failures on exchanges of no request', () => {
  it('are added to each waiting request at most OTHER_STATUS_PER_REQUEST times', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.call(1, 'a', {}, { stream: { id: 'p1' } });
    for (let i = 0; i < OTHER_STATUS_PER_REQUEST + 15; i++) {
      c.note('client', 'notifications/message', { level: 'info', data: i }, { id: `n${i}` });
      c.status(`n${i}`, 400);
    }
    const r = run(c.events);
    const statusEntries = kinds(r.byKey('s1:1')).filter((k) => k === 'http-status');
    expect(statusEntries).toHaveLength(OTHER_STATUS_PER_REQUEST);
  });
});

describe('a batch POST that carries many requests on one stream', () => {
  it('links every request to the stream and matches each response on it', () => {
    const c = new Capture({ transport: 'streamable-http' });
    const n = 50;
    for (let i = 0; i < n; i++) c.call(i + 1, `t${i}`, {}, { stream: { id: 'batch' } });
    for (let i = n - 1; i >= 0; i--) c.res('server', i + 1, {}, { id: 'batch' });
    c.streamClose('batch', 'server');
    const r = run(c.events);
    for (let i = 0; i < n; i++) {
      const t = r.byKey(`s1:${i + 1}`);
      expect(t.responses).toHaveLength(1);
      expect(t.streams).toHaveLength(1);
      expect(t.streams[0]?.carriedResponse).toBe(true);
    }
  });
});

describe('a POST answered 202 (the response comes on another stream)', () => {
  it('says so once, also when the exchange closes naming the request again', () => {
    const c = new Capture({ transport: 'http+sse' });
    c.req('client', 0, 'tools/call', { name: 'x' }, { id: 'p1', requestId: 0 });
    c.status('p1', 202);
    c.streamClose('p1', 'server', { requestId: 0 });
    const r = run(c.events);
    const t = r.byKey('s1:0');
    expect(t.entries.filter((e) => e.detail.startsWith('HTTP 202'))).toHaveLength(1);
    expect(t.streams).toHaveLength(0);
  });
});

describe('keep-alives alternating between two streams of one request', () => {
  it('do not grow its entries past KEEPALIVES_PER_REQUEST, and the newest is kept', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.streamOpen({ id: 'p1', method: 'POST', requestId: 1 });
    c.call(1, 'x', {}, { stream: { id: 'p1', requestId: 1 } });
    c.streamOpen({ id: 'g1', method: 'GET', requestId: 1 });
    let last = c.keepalive('p1');
    for (let i = 0; i < KEEPALIVES_PER_REQUEST + 400; i++) last = c.keepalive(i % 2 === 0 ? 'g1' : 'p1');
    const r = run(c.events);
    const ka = r.byKey('s1:1').entries.filter((e) => e.kind === 'keepalive');
    expect(ka.length).toBeLessThanOrEqual(KEEPALIVES_PER_REQUEST);
    expect(ka.at(-1)?.event).toBe(last);
  });

  it('a run on one stream still collapses to its first and latest entry, with the running count', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.call(1, 'x', {}, { stream: { id: 'p1', requestId: 1 } });
    for (let i = 0; i < 5; i++) c.keepalive('p1');
    const r = run(c.events);
    const ka = r.byKey('s1:1').entries.filter((e) => e.kind === 'keepalive');
    expect(ka).toHaveLength(2);
    expect(r.byKey('s1:1').streams[0]?.keepalives).toBe(5);
  });
});
