import { describe, expect, it } from 'vitest';
import { RETRIES_PER_REQUEST } from '../../src/timeline/limits.js';
import { isCall } from '../../src/timeline/retries.js';
import { LIFECYCLE_METHODS } from '../../src/protocol/methods.js';
import { Capture, run, V1_TIMEOUT } from './events.js';

describe('retry detection (incidents A6)', () => {
  it('links the same call sent again after a timeout in the same session', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'send_email', { to: 'a@b.c', subject: 'hi' }, { progress: true });
    c.wait(60_000).cancel('client', 1, V1_TIMEOUT);
    // Key order and the progress token differ; the call is the same.
    c.req('client', 2, 'tools/call', { arguments: { subject: 'hi', to: 'a@b.c' }, name: 'send_email', _meta: { progressToken: 2 } });
    const r = run(c.events);
    const first = r.byKey('s1:1');
    const second = r.byKey('s1:2');
    expect(second.retryOf).toMatchObject({ key: 's1:1', id: 1 });
    expect(first.retries).toEqual([{ key: 's1:2', id: 2, source: second.request.source, at: second.request.at }]);
    expect(first.entries.at(-1)).toMatchObject({ kind: 'retry', detail: 'same call sent again as id 2' });
  });

  it('links a retry across a session restart (crash, then the agent calls again)', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'create_invoice', { amount: 10 });
    c.wait(5000).close();
    c.wait(1000).v1Handshake();
    c.call(1, 'create_invoice', { amount: 10 });
    c.res('server', 1, {});
    const r = run(c.events);
    expect(r.byKey('s2:1').retryOf?.key).toBe('s1:1');
    const first = r.byKey('s1:1');
    expect(first.retries.map((x) => x.key)).toEqual(['s2:1']);
    expect(first.entries.at(-1)?.detail).toBe('same call sent again as id 1 in session s2');
    expect(first.transportClose).not.toBeNull();
  });

  it('finds a retry after thousands of other calls came and went, and keeps no list per finished call', () => {
    // Every answered call of a new target leaves an empty list behind, reused by the next call of that target;
    // past a few thousand the empty ones are dropped (retries.ts, EMPTY_LISTS_KEPT). Neither may lose a candidate.
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'send_email', { to: 'a@b.c' });
    for (let i = 0; i < 10_000; i++) {
      c.req('client', 10 + i, 'resources/read', { uri: `file:///r/${i}` });
      c.res('server', 10 + i, { contents: [] });
    }
    c.call(20_000, 'send_email', { to: 'a@b.c' });
    const r = run(c.events, { open: true });
    const stats = r.builder.debugStats();
    expect(stats.retryLists).toBeLessThan(4096 + 16);
    expect(stats.retryCandidates).toBe(2);
    r.builder.end();
    expect(r.byKey('s1:20000').retryOf?.key).toBe('s1:1');
    expect(r.byKey('s1:1').retryCount).toBe(1);
  });

  const notRetries: Array<{ name: string; build: (c: Capture) => void }> = [
    {
      name: 'the earlier call was answered',
      build: (c) => {
        c.call(1, 'x', { a: 1 });
        c.res('server', 1, {});
        c.call(2, 'x', { a: 1 });
      },
    },
    { name: 'different arguments', build: (c) => (c.call(1, 'x', { a: 1 }), c.call(2, 'x', { a: 2 })) },
    { name: 'different tool', build: (c) => (c.call(1, 'x', { a: 1 }), c.call(2, 'y', { a: 1 })) },
    {
      name: 'other direction',
      build: (c) => {
        c.req('server', 1, 'sampling/createMessage', { messages: [] });
        c.req('client', 2, 'sampling/createMessage', { messages: [] });
      },
    },
    { name: 'lifecycle methods', build: (c) => (c.req('client', 1, 'ping'), c.req('client', 2, 'ping')) },
  ];
  it.each(notRetries)('is not a retry: $name', ({ build }) => {
    const c = new Capture();
    build(c);
    const r = run(c.events);
    for (const t of r.requests) {
      expect(t.retryOf).toBeNull();
      expect(t.retries).toEqual([]);
    }
  });

  it('sets retryOf even after the earlier request was emitted, without holding it', () => {
    const c = new Capture();
    c.call(1, 'x', { a: 1 });
    c.close();
    for (let i = 0; i < 300; i++) {
      c.call(100 + i, 'echo', { i });
      c.res('server', 100 + i, {});
    }
    c.call(1000, 'x', { a: 1 });
    const r = run(c.events);
    expect(r.byKey('s2:1000').retryOf?.key).toBe('s1:1');
    expect(r.byKey('s1:1').retries).toEqual([]);
    // s1 was emitted (with its session) long before the retry.
    expect(r.order.indexOf('s:s1')).toBeLessThan(r.order.indexOf('r:s2:100'));
  });

  it('a polled call repeated after one timed out: counted, first and latest kept, repeats not held', () => {
    // A host polling get_status {} every 5 s; id 3 gets no answer and is cancelled at 60 s (issue 11, item 5).
    const c = new Capture();
    c.v1Handshake();
    const polls = 1000;
    for (let id = 1; id <= polls; id++) {
      c.wait(5000).call(id, 'get_status', {});
      if (id === 3) c.wait(60_000).cancel('client', 3, V1_TIMEOUT);
      else c.wait(10).res('server', id, { content: [] });
    }
    const r = run(c.events, { open: true });
    // The answered repeats were emitted as the capture went on, not held for the timed-out call.
    const live = r.builder.debugStats().liveRequests;
    expect(live).toBeLessThan(300);
    expect(r.requests.some((t) => t.key === 's1:500')).toBe(true);
    r.builder.end();
    const first = r.byKey('s1:3');
    expect(first.retryCount).toBe(polls - 3);
    expect(first.retries).toHaveLength(RETRIES_PER_REQUEST);
    expect(first.retries[0]?.id).toBe(4);
    expect(first.retries.at(-1)?.id).toBe(polls);
    const retryEntries = first.entries.filter((e) => e.kind === 'retry');
    expect(retryEntries).toHaveLength(RETRIES_PER_REQUEST);
    expect(retryEntries.at(-1)).toMatchObject({ detail: `same call sent again as id ${polls}`, omittedBefore: polls - 3 - RETRIES_PER_REQUEST });
    expect(r.byKey('s1:500').retryOf?.key).toBe('s1:3');
  });
});

// onRequest asks isCall before the index's add (a request the index ignores never reaches it as a live request):
// the methods it ignores are exactly the ones add returned null for, and every other method is a call.
describe('isCall', () => {
  it.each([
    ['initialize', false],
    ['ping', false],
    ['server/discover', false],
    ['tools/call', true],
    ['resources/read', true],
    ['notifications/initialized', true],
    ['Initialize', true],
  ])('%s → %s', (method, call) => {
    expect(isCall(method)).toBe(call);
  });

  // The lifecycle methods are the method catalogue's, one list: a method added there is no call here either.
  it.each([...LIFECYCLE_METHODS])('the catalogue\'s lifecycle method %s is no call', (method) => {
    expect(isCall(method)).toBe(false);
  });
});
