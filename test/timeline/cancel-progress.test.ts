import { describe, expect, it } from 'vitest';
import { Capture, kinds, run, V1_TIMEOUT } from './events.js';

describe('cancellation', () => {
  it('links a cancel only to a request sent by the party that cancels (same direction, ≤2025-11-25)', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'build');
    c.cancel('server', 1, 'server cancels the client id'); // server never sent id 1
    c.cancel('client', 1, V1_TIMEOUT);
    const r = run(c.events);
    expect(r.byKey('s1:1').cancels.map((e) => e.from)).toEqual(['client']);
    expect(r.sessions[0]?.orphanCancels.map((e) => e.from)).toEqual(['server']);
  });

  it('links the legacy TS SDK ≤1.0.1 method name `cancelled`', () => {
    const c = new Capture();
    c.call(33, 'x');
    c.cancel('client', 33, 'Error: MCP error -2: Request timed out', 'cancelled');
    const t = run(c.events).byKey('s1:33');
    expect(t.cancels).toHaveLength(1);
    expect(t.entries[1]?.detail).toBe('cancelled: Error: MCP error -2: Request timed out');
  });

  it('keeps id types exact: a cancel for "1" does not cancel 1', () => {
    const c = new Capture();
    c.call(1, 'x');
    c.cancel('client', '1', 'User requested cancellation');
    const r = run(c.events);
    expect(r.byKey('s1:1').cancels).toHaveLength(0);
    expect(r.sessions[0]?.orphanCancels).toHaveLength(1);
  });

  it('v1 cancels initialize (sdk-behaviour #5): the cancel links to id 0', () => {
    const c = new Capture();
    c.req('client', 0, 'initialize', { protocolVersion: '2025-11-25' });
    c.wait(1000).cancel('client', 0, V1_TIMEOUT);
    const t = run(c.events).byKey('s1:0');
    expect(t.method).toBe('initialize');
    expect(t.cancels).toHaveLength(1);
    expect(t.openAtEnd).toBe(true);
  });

  it('a stale maxTotalTimeout cancel after the result still attaches (sdk-behaviour #6)', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'trigger-long-running-operation', { duration: 3 }, { progress: true });
    c.wait(500).progress(1, 1, 3);
    c.wait(1000).progress(1, 2, 3);
    c.wait(1000).res('server', 1, {});
    // More traffic before the late timer fires: well under the 256-request hold.
    for (let id = 2; id < 50; id++) {
      c.call(id, 'echo');
      c.res('server', id, {});
    }
    c.wait(400).cancel('client', 1, V1_TIMEOUT);
    const r = run(c.events);
    const t = r.byKey('s1:1');
    expect(kinds(t)).toEqual(['request', 'progress', 'progress', 'response', 'cancel']);
    expect(t.entries[1]?.detail).toBe('progress 1/3');
    expect(r.sessions[0]?.orphanCancels).toHaveLength(0);
  });

  it('a cancel for a request already emitted is an orphan labelled as late', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'quick');
    c.res('server', 1, {});
    // 298 more requests start: id 1 has been emitted and forgotten.
    for (let id = 2; id < 300; id++) {
      c.call(id, 'echo');
      c.res('server', id, {});
    }
    c.cancel('client', 1, V1_TIMEOUT);
    c.cancel('client', 5000, V1_TIMEOUT);
    const r = run(c.events);
    const s = r.sessions[0]!;
    expect(s.orphanCancels).toHaveLength(2);
    expect(s.lateCancels?.map((l) => l.key)).toEqual(['s1:1']);
    expect(r.byKey('s1:1').cancels).toHaveLength(0);
  });
});

describe('progress', () => {
  it('links by token and keeps linking after cancel (server-everything continues, sdk-behaviour #14)', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'trigger-long-running-operation', { duration: 10, steps: 5 }, { progress: true });
    c.wait(1000).progress(1, 1, 5, 'Step 1');
    c.wait(1000).cancel('client', 1, 'User requested cancellation');
    c.wait(1000).progress(1, 2, 5);
    c.wait(1000).progress(1, 3, 5);
    const t = run(c.events).byKey('s1:1');
    expect(t.progress).toHaveLength(3);
    expect(kinds(t)).toEqual(['request', 'progress', 'cancel', 'progress', 'progress']);
    expect(t.entries[1]?.detail).toBe('progress 1/5 "Step 1"');
  });

  it('links progress that arrives after the response', () => {
    const c = new Capture();
    c.call(1, 'x', {}, { progress: true });
    c.res('server', 1, {});
    c.progress(1, 9);
    const t = run(c.events).byKey('s1:1');
    expect(kinds(t)).toEqual(['request', 'response', 'progress']);
  });

  it('puts progress for an unknown token in orphanProgress; string and number tokens differ', () => {
    const c = new Capture();
    c.call(1, 'x', {}, { progress: true });
    c.progress('1', 1);
    c.progress(42, 1);
    const r = run(c.events);
    expect(r.byKey('s1:1').progress).toHaveLength(0);
    expect(r.sessions[0]?.orphanProgress).toHaveLength(2);
  });

  it('uses the most recent request when a token is reused', () => {
    const c = new Capture();
    c.req('client', 1, 'tools/call', { name: 'a', _meta: { progressToken: 'tok' } });
    c.req('client', 2, 'tools/call', { name: 'b', _meta: { progressToken: 'tok' } });
    c.progress('tok', 1);
    const r = run(c.events);
    expect(r.byKey('s1:2').progress).toHaveLength(1);
    expect(r.byKey('s1:1').progress).toHaveLength(0);
  });
});

describe('request-scoped notifications', () => {
  it('ignores notifications/message on stdio (not on any request stream)', () => {
    const c = new Capture();
    c.call(1, 'x');
    c.note('server', 'notifications/message', { level: 'info', data: 'working' });
    const t = run(c.events).byKey('s1:1');
    expect(t.logs).toHaveLength(0);
    expect(kinds(t)).toEqual(['request']);
  });

  it('links 2026 subscription notifications by _meta subscriptionId', () => {
    const c = new Capture();
    c.req('client', 4, 'subscriptions/listen', { notifications: { toolsListChanged: true } });
    c.note('server', 'notifications/subscriptions/acknowledged', { _meta: { 'io.modelcontextprotocol/subscriptionId': 4 } });
    c.note('server', 'notifications/tools/list_changed', { _meta: { 'io.modelcontextprotocol/subscriptionId': 4 } });
    const t = run(c.events).byKey('s1:4');
    expect(t.logs).toHaveLength(2);
    expect(t.entries.map((e) => e.detail)).toEqual([
      'subscriptions/listen',
      'notifications/subscriptions/acknowledged',
      'notifications/tools/list_changed',
    ]);
  });
});

describe('progress tokens per direction', () => {
  it('links client progress to a server request and server progress to a client request with the same token', () => {
    const c = new Capture();
    c.call(1, 'x', {}, { progress: true }); // client token 1
    c.req('server', 1, 'sampling/createMessage', { messages: [], _meta: { progressToken: 1 } });
    c.progress(1, 5); // from the server: the client's request
    c.note('client', 'notifications/progress', { progressToken: 1, progress: 7 });
    const r = run(c.events);
    expect(r.byKey('s1:1').progress.map((e) => e.from)).toEqual(['server']);
    expect(r.byKey('s1:1#2').progress.map((e) => e.from)).toEqual(['client']);
  });
});
