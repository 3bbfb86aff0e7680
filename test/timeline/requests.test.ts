import { describe, expect, it } from 'vitest';
import { Capture, kinds, run, V1_TIMEOUT } from './events.js';

describe('requests and responses', () => {
  it('describes a request without its argument values', () => {
    const c = new Capture();
    c.v1Handshake();
    c.req('client', 1, 'tools/call', {
      name: 'send_email',
      arguments: { to: 'alice@example.com', body: 'SECRET-BODY' },
      _meta: { progressToken: 1 },
    });
    c.res('server', 1, { content: [{ type: 'text', text: 'SECRET-RESULT' }], isError: true });
    const t = run(c.events).byKey('s1:1');
    expect(t).toMatchObject({ method: 'tools/call', target: 'send_email', from: 'client', progressToken: 1, taskAugmented: false });
    expect(t.entries.map((e) => e.detail)).toEqual(['tools/call send_email', 'result (isError: true)']);
    expect(JSON.stringify(t.entries.map((e) => e.detail))).not.toMatch(/SECRET|alice/);
  });

  it('gives each request its own cancels, retries and host words: the first one of another request is not its', () => {
    // A request starts with none of these (one shared empty list, timeline/state.ts NONE) and gets its own at the first.
    const c = new Capture();
    c.v1Handshake();
    c.req('client', 1, 'tools/call', { name: 'a', arguments: { x: 1 } });
    c.req('client', 2, 'tools/call', { name: 'b', arguments: {} });
    c.cancel('client', 1, V1_TIMEOUT);
    c.req('client', 3, 'tools/call', { name: 'a', arguments: { x: 1 } });
    c.res('server', 2, {});
    c.res('server', 3, {});
    const r = run(c.events);
    expect(r.byKey('s1:1').cancels).toHaveLength(1);
    expect(r.byKey('s1:1').retries.map((x) => x.key)).toEqual(['s1:3']);
    for (const k of ['s1:2', 's1:3']) {
      expect([k, r.byKey(k).cancels, r.byKey(k).retries, r.byKey(k).said, r.byKey(k).logs, r.byKey(k).streams]).toEqual([k, [], [], [], [], []]);
    }
  });

  it('takes the target from params.uri and flags task augmentation', () => {
    const c = new Capture();
    c.req('client', 1, 'resources/read', { uri: 'file:///tmp/a.txt' });
    c.req('client', 2, 'tools/call', { name: 'long', arguments: {}, task: { ttl: 60000 } });
    const r = run(c.events);
    expect(r.byKey('s1:1').target).toBe('file:///tmp/a.txt');
    expect(r.byKey('s1:2').taskAugmented).toBe(true);
    expect(r.byKey('s1:2').entries[0]?.detail).toBe('tools/call long (task-augmented)');
  });

  it('keeps keys unique when an id is reused in the same session (a new 2026 HTTP client instance)', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.call(0, 'a');
    c.res('server', 0, {});
    c.call(0, 'b');
    c.call(0, 'c'); // reused while the previous one is still open
    c.res('server', 0, {});
    const r = run(c.events);
    expect(r.requests.map((t) => [t.key, t.target])).toEqual([
      ['s1:0', 'a'],
      ['s1:0#2', 'b'],
      ['s1:0#3', 'c'],
    ]);
    // The answer goes to the most recent request still waiting.
    expect(r.byKey('s1:0#3').responses).toHaveLength(1);
    expect(r.byKey('s1:0#2').responses).toHaveLength(0);
  });

  it('matches responses across directions: a server roots/list id 0 next to the client id 0', () => {
    const c = new Capture();
    c.v1Handshake(); // client id 0
    c.call(1, 'build');
    c.req('server', 0, 'roots/list');
    c.res('client', 0, { roots: [] });
    c.res('server', 1, {});
    const r = run(c.events);
    const roots = r.requests.find((t) => t.method === 'roots/list')!;
    expect(roots.key).toBe('s1:0#2');
    expect(roots.from).toBe('server');
    expect(roots.responses.map((e) => e.from)).toEqual(['client']);
    expect(r.byKey('s1:0').responses).toHaveLength(1); // initialize answered once, not by the client's roots answer
    expect(r.byKey('s1:1').responses).toHaveLength(1);
  });

  it('treats "7" and 7 as different ids', () => {
    const c = new Capture();
    c.req('client', 7, 'tools/list');
    c.res('server', '7', {});
    const r = run(c.events);
    expect(r.byKey('s1:7').responses).toHaveLength(0);
    expect(r.sessions[0]?.orphanResponses).toHaveLength(1);
  });

  it('records two responses for one id, and a late response after a cancel', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'slow');
    c.wait(60_000).cancel('client', 1, V1_TIMEOUT);
    c.wait(500).res('server', 1, {});
    c.err('server', 1, -32603, 'Internal error');
    const t = run(c.events).byKey('s1:1');
    expect(kinds(t)).toEqual(['request', 'cancel', 'response', 'error-response']);
    expect(t.responses).toHaveLength(2);
    expect(t.entries[1]?.detail).toBe(`cancelled: ${V1_TIMEOUT}`);
    expect(t.entries[3]?.detail).toBe('error -32603 Internal error');
  });

  it('puts a response for an id never requested in orphanResponses', () => {
    const c = new Capture();
    c.msg('client', { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} });
    c.res('server', 0, {});
    c.res('server', 99, {});
    c.err('server', null, -32000, 'Bad Request: No valid session ID provided');
    const s = run(c.events).sessions[0]!;
    expect(s.orphanResponses).toHaveLength(2);
  });

  it('at the head of a capture (no initialize yet), an answer or cancel for an unseen id is a request sent before it', () => {
    const c = new Capture();
    c.res('server', 99, {});
    c.msg('client', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'x' } });
    c.res('server', 7, {});
    const r = run(c.events);
    expect(r.sessions[0]!.orphanResponses).toHaveLength(0);
    expect(r.sessions[0]!.orphanCancels).toHaveLength(0);
    expect(r.sessions[0]!.info.startedMidway).toBe(true);
    const t7 = r.byKey('s1:7');
    expect(t7).toMatchObject({ method: 'unknown', from: 'client' });
    expect(t7.request.at).toBeNull();
    expect(kinds(t7)).toEqual(['request', 'cancel', 'response']);
    expect(r.byKey('s1:99').responses).toHaveLength(1);
  });

  it('infers the requester from the method when the capture does not say', () => {
    const c = new Capture();
    c.msg(null, { id: 1, method: 'tools/call', params: { name: 'x' } });
    c.msg(null, { id: 1, method: 'sampling/createMessage', params: {} });
    c.msg(null, { id: 1, result: {} });
    const r = run(c.events);
    expect(r.requests.map((t) => [t.method, t.from])).toEqual([
      ['tools/call', 'client'],
      ['sampling/createMessage', 'server'],
    ]);
    // Without a sender the answer goes to an open request with that id, client requests first.
    expect(r.requests[0]?.responses).toHaveLength(1);
  });

  it('ignores hostile shapes without throwing', () => {
    const c = new Capture();
    c.msg('client', { id: { a: 1 } as never, method: 'tools/call' });
    c.msg('client', { id: 1, method: 'tools/call', params: JSON.parse('{"__proto__":{"name":"x"},"name":5}') });
    c.msg('server', { id: 1, result: JSON.parse('{"__proto__":{"isError":true}}') });
    c.add({ kind: 'message', from: 'server' });
    c.msg('server', { method: 'notifications/progress', params: 'nope' });
    c.msg('client', { method: 'notifications/cancelled', params: [1] });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]?.target).toBeNull();
    expect(r.requests[0]?.entries[1]?.detail).toBe('result');
    expect(r.sessions[0]?.orphanProgress).toHaveLength(1);
    expect(r.sessions[0]?.orphanCancels).toHaveLength(1);
  });
});

describe('tasks (2025-11-25)', () => {
  it('links tasks/* requests and task status notifications to the task-augmented request', () => {
    const c = new Capture();
    c.req('client', 1, 'tools/call', { name: 'long', arguments: {}, task: { ttl: 60000 } });
    c.res('server', 1, { task: { taskId: 'T1', status: 'working', createdAt: 'x', ttl: 60000 } });
    c.note('server', 'notifications/tasks/status', { taskId: 'T1', status: 'cancelled', statusMessage: 'The task was cancelled by request.' });
    c.req('client', 2, 'tasks/cancel', { taskId: 'T1' });
    c.res('server', 2, { taskId: 'T1', status: 'cancelled' });
    c.req('client', 3, 'tasks/get', { taskId: 'other' });
    const t = run(c.events).byKey('s1:1');
    expect(t.entries.map((e) => [e.kind, e.detail])).toEqual([
      ['request', 'tools/call long (task-augmented)'],
      ['response', 'result (task created, status working)'],
      ['task', 'task status cancelled "The task was cancelled by request."'],
      ['task', 'tasks/cancel sent as id 2'],
      ['task', 'tasks/cancel id 2 answered: status cancelled'],
    ]);
  });
});
