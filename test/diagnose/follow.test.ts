/**
 * Verdicts for requests followed past their first answer or stream: a 2025-11-25 task (classify/task.ts), a resume
 * refused with 404 after a server restart, and the HTTP+SSE return channel. Captures built through the timeline
 * builder in the shapes the TS SDK v1 and server-everything put on the wire; the real runs are in samples/tasks and
 * samples/http (test/e2e/samples.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../src/diagnose/index.js';
import { Capture, run } from '../timeline/events.js';

const TASK = { taskId: 'T1', status: 'working', ttl: 300000, pollInterval: 1000 };

/** v1 handshake, a task-augmented tools/call (id 2) answered with a task, one tasks/get poll (id 3) reading working. */
function task(): Capture {
  const c = new Capture();
  c.v1Handshake();
  c.wait(10).req('client', 2, 'tools/call', { name: 'research', arguments: {}, task: { ttl: 60000 } });
  c.wait(15).res('server', 2, { task: TASK });
  c.wait(10).req('client', 3, 'tasks/get', { taskId: 'T1' });
  c.wait(5).res('server', 3, TASK);
  return c;
}

const verdict = (c: Capture) => {
  const d = diagnose(run(c.events).byKey('s1:2'));
  return { outcome: d.outcome, cause: d.cause, serverState: d.serverState, rules: d.findings.map((f) => f.rule), d };
};

describe('task-augmented requests follow their task', () => {
  const cases: { name: string; build: (c: Capture) => void; want: { outcome: string; cause: string; serverState: string }; rules?: string[]; notRules?: string[]; task?: Record<string, unknown> }[] = [
    {
      name: 'completed and fetched with tasks/result',
      build: (c) => {
        c.wait(3000).req('client', 4, 'tasks/get', { taskId: 'T1' });
        c.wait(5).res('server', 4, { ...TASK, status: 'completed' });
        c.req('client', 5, 'tasks/result', { taskId: 'T1' });
        c.wait(5).res('server', 5, { content: [] });
      },
      want: { outcome: 'completed', cause: 'none', serverState: 'completed' },
      task: { lastStatus: 'completed', terminal: true, endedBy: 'server', endedWith: 'tasks/get', polls: 2 },
    },
    {
      name: 'tasks/result delivers the underlying error',
      build: (c) => {
        c.wait(3000).req('client', 5, 'tasks/result', { taskId: 'T1' });
        c.wait(5).err('server', 5, -32603, 'research backend down');
      },
      want: { outcome: 'failed', cause: 'server-error', serverState: 'failed' },
    },
    {
      name: 'cancelled with tasks/cancel and acknowledged',
      build: (c) => {
        c.wait(1000).req('client', 4, 'tasks/cancel', { taskId: 'T1' });
        c.wait(5).res('server', 4, { ...TASK, status: 'cancelled', statusMessage: 'Client cancelled task execution.' });
      },
      want: { outcome: 'cancelled', cause: 'client-cancel', serverState: 'stopped' },
      notRules: ['task-cancelled-by-notification', 'cancel-unknown-request'],
      task: { lastStatus: 'cancelled', endedBy: 'client', endedWith: 'tasks/cancel' },
    },
    {
      name: 'tasks/cancel refused because the task had completed: the completion stands',
      build: (c) => {
        c.wait(3000).req('client', 4, 'tasks/get', { taskId: 'T1' });
        c.wait(5).res('server', 4, { ...TASK, status: 'completed' });
        c.req('client', 5, 'tasks/cancel', { taskId: 'T1' });
        c.wait(5).err('server', 5, -32602, 'Cannot cancel task in terminal status: completed');
      },
      want: { outcome: 'completed', cause: 'none', serverState: 'completed' },
    },
    {
      name: 'the v1 abort path: notifications/cancelled for the answered call, the task completes anyway',
      build: (c) => {
        c.wait(200).cancel('client', 2, 'User requested cancellation');
        c.cancel('client', 3, 'User requested cancellation');
        c.wait(3000).note('server', 'notifications/tasks/status', { ...TASK, status: 'completed' });
      },
      want: { outcome: 'cancelled', cause: 'user-cancel', serverState: 'completed' },
      rules: ['task-cancelled-by-notification'],
      notRules: ['cancel-unknown-request'],
      task: { lastStatus: 'completed', endedBy: 'server', endedWith: 'notifications/tasks/status' },
    },
    {
      name: 'the abort path with nothing after it: the work most likely went on, unknown',
      build: (c) => {
        c.wait(200).cancel('client', 2, 'McpError: MCP error -32001: Request timed out');
      },
      want: { outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown' },
      rules: ['task-cancelled-by-notification'],
    },
    {
      name: 'polling stops while working; the task completes later',
      build: (c) => {
        c.wait(1000).note('server', 'notifications/tasks/status', TASK);
        c.wait(3000).note('server', 'notifications/tasks/status', { ...TASK, status: 'completed' });
        c.wait(500).note('client', 'notifications/roots/list_changed');
      },
      want: { outcome: 'abandoned', cause: 'unknown', serverState: 'completed' },
      task: { lastStatus: 'completed', terminal: true, polls: 1 },
    },
    {
      name: 'polling stops while working and nothing more is heard: the task was still working',
      build: (c) => {
        c.wait(1500).note('server', 'notifications/tasks/status', TASK);
        c.wait(3000).note('client', 'notifications/roots/list_changed');
      },
      want: { outcome: 'abandoned', cause: 'unknown', serverState: 'continued' },
    },
    {
      name: 'the capture ends while the requester still polls: pending',
      build: (c) => {
        c.wait(1000).req('client', 4, 'tasks/get', { taskId: 'T1' });
        c.wait(5).res('server', 4, TASK);
      },
      want: { outcome: 'pending', cause: 'unknown', serverState: 'unknown' },
    },
    {
      name: 'the transport closes with the task unfinished: lost',
      build: (c) => {
        c.wait(500).close();
      },
      want: { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' },
    },
  ];
  for (const k of cases) {
    it(k.name, () => {
      const c = task();
      k.build(c);
      const v = verdict(c);
      expect({ outcome: v.outcome, cause: v.cause, serverState: v.serverState }, v.d.summary).toEqual(k.want);
      for (const r of k.rules ?? []) expect(v.rules).toContain(r);
      for (const r of k.notRules ?? []) expect(v.rules).not.toContain(r);
      if (k.task) expect(v.d.task).toMatchObject({ taskId: 'T1', ...k.task });
      expect(v.d.record.task?.value).toMatch(/^T1: last status /);
    });
  }

  it('a request without task augmentation has no task field in the record', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'x');
    c.res('server', 1, {});
    const d = diagnose(run(c.events).byKey('s1:1'));
    expect(d.record.task).toBeUndefined();
    expect(d.task).toBeUndefined();
  });
});

describe('a resume refused after a server restart belongs to the session, not the call', () => {
  function cut(resumeStatus: number | null): Capture {
    const c = new Capture({ transport: 'streamable-http', session: 'sess-1' });
    c.v1Handshake();
    c.streamOpen({ id: 'p1', method: 'POST' });
    c.call(1, 'build', {}, { stream: { id: 'p1' } });
    c.add({ kind: 'keepalive', from: 'server', text: 'id: prime-1', stream: { id: 'p1', lastEventId: 'prime-1' } });
    c.streamClose('p1', 'network', { error: 'net::ERR_INCOMPLETE_CHUNKED_ENCODING' });
    c.wait(1000).streamOpen({ id: 'g1', method: 'GET', headers: { 'last-event-id': 'prime-1' } });
    if (resumeStatus === null) {
      c.status('g1', 200, 'text/event-stream');
      c.res('server', 1, {}, { id: 'g1', lastEventId: 'ev-2' });
    } else {
      c.status('g1', resumeStatus, 'application/json');
      c.err('server', null, -32001, 'Session not found', { id: 'g1' });
    }
    c.streamClose('g1', 'server');
    return c;
  }

  it('404 "Session not found" on the resume GET: lost with its stream, disconnect-is-not-cancel', () => {
    const d = diagnose(run(cut(404).events).byKey('s1:1'));
    expect([d.outcome, d.cause, d.serverState]).toEqual(['lost', 'stream-closed', 'unknown']);
    expect(d.findings.map((f) => f.rule)).toContain('disconnect-is-not-cancel');
    expect(d.summary).toMatch(/refused with HTTP 404 -32001 "Session not found"/);
  });

  it('a resume that replays the result: completed, no disconnect finding', () => {
    const d = diagnose(run(cut(null).events).byKey('s1:1'));
    expect([d.outcome, d.cause, d.serverState]).toEqual(['completed', 'none', 'completed']);
    expect(d.findings.map((f) => f.rule)).not.toContain('disconnect-is-not-cancel');
  });

  it('a 404 on the POST itself is still the call\'s failure (session-expired)', () => {
    const c = new Capture({ transport: 'streamable-http', session: 'sess-1' });
    c.v1Handshake();
    c.streamOpen({ id: 'p1', method: 'POST' });
    c.call(1, 'build', {}, { stream: { id: 'p1' } });
    c.status('p1', 404, 'application/json');
    c.err('server', null, -32001, 'Session not found', { id: 'p1' });
    c.streamClose('p1', 'server');
    const d = diagnose(run(c.events).byKey('s1:1'));
    expect([d.outcome, d.cause]).toEqual(['failed', 'session-expired']);
  });
});

describe('HTTP+SSE: the GET stream is every request\'s return channel', () => {
  it('cut with a call accepted and unanswered: lost / connection-closed, disconnect-is-not-cancel', () => {
    const c = new Capture({ transport: 'http+sse', session: 'sid-1' });
    c.streamOpen({ id: 'get', method: 'GET' });
    c.status('get', 200, 'text/event-stream');
    c.streamOpen({ id: 'p0', method: 'POST', requestId: 0 });
    c.req('client', 0, 'initialize', { protocolVersion: '2024-11-05', capabilities: {}, clientInfo: { name: 'c', version: '2.4.0' } }, { id: 'p0', requestId: 0 });
    c.status('p0', 202);
    c.res('server', 0, { protocolVersion: '2024-11-05', capabilities: {}, serverInfo: { name: 's', version: '1' } }, { id: 'get' });
    c.streamOpen({ id: 'p1', method: 'POST', requestId: 1 });
    c.call(1, 'slow', {}, { stream: { id: 'p1', requestId: 1 } });
    c.status('p1', 202);
    c.streamClose('p1', 'server');
    c.wait(1000).streamClose('get', 'network', { error: 'net::ERR_INCOMPLETE_CHUNKED_ENCODING' });
    const d = diagnose(run(c.events).byKey('s1:1'));
    expect([d.outcome, d.cause, d.serverState]).toEqual(['lost', 'connection-closed', 'unknown']);
    expect(d.findings.map((f) => f.rule)).toContain('disconnect-is-not-cancel');
    expect(d.summary).toMatch(/HTTP\+SSE GET stream that carries every response closed \(by network\)/);
  });
});
