import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonRpcId, Party, WireEvent } from '../../src/events.js';
import { CLEAN_HOLD_ALL_REQUESTS, PROGRESS_PER_REQUEST } from '../../src/timeline/limits.js';
import { createTimelineBuilder } from '../../src/timeline/index.js';
import { Capture, run, T0, V1_TIMEOUT } from './events.js';

describe('bounded memory and emission order', () => {
  // 30k requests are over seven times the largest window (EVENT_ID_MEMORY, CLEAN_HOLD_ALL_REQUESTS: 4096), so a map that
  // grew with the capture would show; 100k took ~9 s alone and over the 30 s limit on a loaded two-core machine.
  it('keeps its maps bounded over 30k completed requests and emits each once, in start order', () => {
    const keys: string[] = [];
    let sessions = 0;
    const b = createTimelineBuilder(
      { request: (t) => keys.push(t.key), session: () => sessions++ },
      { file: 'big.log', clock: 'utc', zone: null, zoneAssumed: false },
    );
    const N = 30_000;
    let line = 0;
    const ev = (from: Party, message: WireEvent['message'], extra: Partial<WireEvent> = {}): WireEvent => ({
      at: T0 + line,
      source: { file: 'big.log', line: ++line },
      session: null,
      transport: 'streamable-http',
      from,
      kind: 'message',
      message,
      ...extra,
    });
    let peak = 0;
    for (let id = 0; id < N; id++) {
      const stream = { id: `x${id}`, lastEventId: `ev${id}` };
      b.push(ev('client', { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'echo', arguments: { id }, _meta: { progressToken: id } } }, { stream }));
      b.push(ev('server', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: id, progress: 1 } }, { stream }));
      b.push(ev('server', { jsonrpc: '2.0', id, result: {} }, { stream }));
      b.push({ ...ev('server', undefined), kind: 'stream-close', message: undefined, stream: { id: `x${id}`, closedBy: 'server' } });
      if (id % 1000 === 999) peak = Math.max(peak, b.debugStats().liveRequests);
    }
    const s = b.debugStats();
    expect(s.requestsStarted).toBe(N);
    expect(peak).toBeLessThanOrEqual(260);
    expect(s.liveRequests).toBeLessThanOrEqual(260);
    expect(s.byId).toBeLessThanOrEqual(260);
    expect(s.tokens).toBeLessThanOrEqual(260);
    expect(s.streams).toBeLessThanOrEqual(260);
    expect(s.eventIds).toBeLessThanOrEqual(260);
    expect(s.finished).toBeLessThanOrEqual(1024);
    expect(s.keyIntervals).toBe(1);
    expect(s.keyOthers).toBe(0);
    expect(s.retryCandidates).toBeLessThanOrEqual(260);
    expect(keys.length).toBeGreaterThanOrEqual(N - 260);
    b.end();
    expect(keys).toHaveLength(N);
    expect(sessions).toBe(1);
    expect(keys).toEqual(Array.from({ length: N }, (_, i) => `s1:${i}`));
    expect(b.debugStats().liveRequests).toBe(0);
  }, 120_000);

  it('counts what a per-request cap leaves out on the newest entry of the kind (no silent jump)', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'build', {}, { progress: true });
    for (let i = 1; i <= 5000; i++) c.wait(10).progress(1, i, 5000);
    c.res('server', 1, {});
    const t = run(c.events).byKey('s1:1');
    const progress = t.entries.filter((e) => e.kind === 'progress');
    expect(progress).toHaveLength(PROGRESS_PER_REQUEST);
    expect(progress.at(-2)).toMatchObject({ detail: expect.stringContaining(`${PROGRESS_PER_REQUEST - 1}/5000`) });
    expect(progress.at(-1)).toMatchObject({ detail: expect.stringContaining('5000/5000'), omittedBefore: 5000 - PROGRESS_PER_REQUEST });
    expect(progress.slice(0, -1).every((e) => !e.omittedBefore)).toBe(true);
  });

  it('holds a request with trouble until its session ends, and releases clean ones after 256 more starts', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'late-cancel');
    c.res('server', 1, {});
    c.cancel('client', 1, V1_TIMEOUT); // a cancel after the response: kept for diagnose
    c.call(2, 'clean');
    c.res('server', 2, {});
    for (let id = 3; id < 400; id++) {
      c.call(id, 'echo', { id });
      c.res('server', id, {});
    }
    const r = run(c.events, { open: true });
    expect(r.order).not.toContain('r:s1:1');
    expect(r.order).toContain('r:s1:2');
    expect(r.order).toContain('r:s1:0');
    const before = r.order.length;
    r.builder.end();
    // At the session end the rest goes out in start order: the held request first.
    expect(r.order[before]).toBe('r:s1:1');
    expect(r.order.at(-1)).toBe('s:s1');
    expect(r.byKey('s1:1').cancels).toHaveLength(1);
  });

  it('releases the clean holds of quiet sessions after CLEAN_HOLD_ALL_REQUESTS starts in the capture', () => {
    // Labelled lifetimes that never end (no close line, no initialize: a VS Code restart without "Stopped"),
    // each going quiet with answered requests: they must not each keep their last 255.
    const c = new Capture();
    const lifetimes = 60;
    const perLifetime = 100;
    let peakLive = 0;
    const b = createTimelineBuilder({ request: () => {}, session: () => {} }, { file: 'q.log', clock: 'utc', zone: null, zoneAssumed: false });
    for (let n = 1; n <= lifetimes; n++) {
      for (let id = 1; id <= perLifetime; id++) {
        b.push({ ...c.call(id, 'echo', { n, id }), session: `p${n}` });
        b.push({ ...c.res('server', id, {}), session: `p${n}` });
      }
      peakLive = Math.max(peakLive, b.debugStats().liveRequests);
    }
    expect(b.debugStats().liveSessions).toBe(lifetimes);
    // 6,000 answered requests in 60 quiet sessions: at most the last CLEAN_HOLD_ALL_REQUESTS starts' worth held.
    expect(peakLive).toBeLessThanOrEqual(CLEAN_HOLD_ALL_REQUESTS);
    expect(peakLive).toBeGreaterThan(CLEAN_HOLD_ALL_REQUESTS - perLifetime - 1);
    expect(b.debugStats().cleanQueue).toBeLessThanOrEqual(CLEAN_HOLD_ALL_REQUESTS);
  });

  it('a late cancel still reaches a request of a busy session inside its hold', () => {
    // The builder-wide hold cuts only quiet sessions short: within CLEAN_HOLD_REQUESTS starts of its own session
    // a request answered cleanly still takes the SDK's stale cancel (shared/reference/sdk-behaviour.md #6).
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'work');
    c.res('server', 1, {});
    for (let id = 2; id < 200; id++) {
      c.call(id, 'echo', { id });
      c.res('server', id, {});
    }
    c.cancel('client', 1, V1_TIMEOUT);
    const r = run(c.events);
    expect(r.byKey('s1:1').cancels).toHaveLength(1);
  });

  it('is deterministic: the same events give the same emission order', () => {
    const c = new Capture();
    for (let round = 0; round < 3; round++) {
      c.v1Handshake();
      for (let id = 1; id < 600; id++) {
        c.call(id, `t${id % 7}`, { id }, { progress: id % 3 === 0 });
        if (id % 5 !== 0) c.res('server', id, {});
        if (id % 11 === 0) c.cancel('client', id, V1_TIMEOUT);
      }
      c.close();
    }
    const a = run(c.events).order;
    const b = run(c.events).order;
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(a.length);
  });
});

describe('hostile event streams (property)', () => {
  const party = fc.constantFrom<Party | null>('client', 'server', null);
  const id = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom('1', 'a', '__proto__', '0#2')) as fc.Arbitrary<JsonRpcId>;
  const method = fc.constantFrom('initialize', 'tools/call', 'roots/list', 'notifications/cancelled', 'notifications/progress', 'cancelled', 'notifications/message', 'tasks/get');
  const event = fc.record({
    kind: fc.constantFrom('message', 'message', 'message', 'stream-open', 'stream-close', 'keepalive', 'http-status', 'transport-close', 'host-log', 'unparsed'),
    from: party,
    id,
    method: fc.option(method, { nil: undefined }),
    response: fc.boolean(),
    session: fc.constantFrom<string | null>(null, null, 'A', 'B'),
    stream: fc.option(fc.constantFrom('x1', 'x2', 'x3'), { nil: undefined }),
    lastEventId: fc.option(fc.constantFrom('e1', 'e2'), { nil: undefined }),
    status: fc.option(fc.constantFrom(0, 200, 404, 504), { nil: undefined }),
    transport: fc.constantFrom('stdio', 'streamable-http', null),
  });

  it('never throws; emits every request exactly once with a unique key; every session once', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 80 }), (specs) => {
        const events: WireEvent[] = specs.map((s, i) => {
          const e: WireEvent = {
            at: i % 9 === 0 ? null : T0 + i,
            source: { file: 'f', line: i + 1 },
            session: s.session,
            transport: s.transport as WireEvent['transport'],
            from: s.from,
            kind: s.kind as WireEvent['kind'],
            text: 'x',
          };
          if (s.stream !== undefined) {
            e.stream = { id: s.stream, requestId: s.id, headers: { 'last-event-id': 'e1' } };
            if (s.lastEventId) e.stream.lastEventId = s.lastEventId;
            if (s.status !== undefined) e.stream.status = s.status;
          }
          if (s.kind === 'message') {
            e.message = s.method
              ? { jsonrpc: '2.0', method: s.method, ...(s.response ? {} : { id: s.id }), params: { requestId: s.id, progressToken: s.id, name: 'n', _meta: { progressToken: s.id } } }
              : s.response
                ? { jsonrpc: '2.0', id: s.id, result: {} }
                : { jsonrpc: '2.0', id: s.id, error: { code: -1, message: 'm' } };
          }
          return e;
        });
        const r = run(events);
        const keys = r.requests.map((t) => t.key);
        expect(new Set(keys).size).toBe(keys.length);
        // Requests on the wire, and those an answer or cancel shows were sent before the capture began.
        const before = r.requests.filter((t) => t.session.startedMidway && t.request.at === null && (t.entries[0]?.detail ?? '').startsWith('sent before the capture began')).length;
        const started = events.filter((e) => e.kind === 'message' && e.message?.method && e.message.id !== undefined).length + before;
        expect(r.requests.length).toBe(started);
        const sessionKeys = r.sessions.map((s) => s.info.key);
        expect(new Set(sessionKeys).size).toBe(sessionKeys.length);
        for (const t of r.requests) {
          expect(sessionKeys).toContain(t.session.key);
          expect(t.entries[0]?.kind).toBe('request');
          if (t.responses.length === 0) expect(t.openAtEnd || t.transportClose !== null).toBe(true);
        }
        expect(r.sessions.reduce((n, s) => n + s.requestCount, 0)).toBe(started);
      }),
      { numRuns: 300 },
    );
  });
});
