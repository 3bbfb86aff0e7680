/**
 * Following a request past its first answer or its first stream: its 2025-11-25 task (timeline/tasks.ts), a resume
 * GET (RequestStream.resumeOf) and the HTTP+SSE return channel (timeline/sse-channel.ts). Shapes as the TS SDK v1
 * and server-everything put them on the wire (sdk-behaviour.md "Tasks, resumed streams and legacy HTTP+SSE").
 */
import { describe, expect, it } from 'vitest';
import { Capture, run } from './events.js';

const TASK = { taskId: 'T1', status: 'working', ttl: 300000, pollInterval: 1000, statusMessage: 'Gathering sources...' };

function taskCall(c: Capture): void {
  c.v1Handshake();
  c.req('client', 2, 'tools/call', { name: 'research', arguments: {}, task: { ttl: 60000 } });
  c.wait(15).res('server', 2, { task: TASK });
}

describe('tasks (2025-11-25)', () => {
  it('keeps the task lifecycle on the request: polls, statuses, terminal, tasks/result', () => {
    const c = new Capture();
    taskCall(c);
    c.wait(10).req('client', 3, 'tasks/get', { taskId: 'T1', task: { ttl: 60000 } });
    c.wait(5).res('server', 3, { ...TASK });
    c.wait(1000).note('server', 'notifications/tasks/status', { ...TASK, statusMessage: 'Analyzing content...' });
    c.wait(3000).note('server', 'notifications/tasks/status', { ...TASK, status: 'completed', statusMessage: 'done' });
    c.wait(10).req('client', 4, 'tasks/get', { taskId: 'T1' });
    c.wait(5).res('server', 4, { ...TASK, status: 'completed' });
    c.wait(5).req('client', 5, 'tasks/result', { taskId: 'T1' });
    c.wait(5).res('server', 5, { content: [] });
    const t = run(c.events).byKey('s1:2');
    expect(t.task).toMatchObject({ taskId: 'T1', pollInterval: 1000, ttl: 300000, polls: 2, statuses: 5 });
    expect(t.task?.terminal).toMatchObject({ status: 'completed', message: 'done', via: 'notification' });
    expect(t.task?.last).toMatchObject({ status: 'completed', via: 'tasks/get' });
    expect(t.task?.result?.response?.message?.id).toBe(5);
    expect(t.task?.cancel).toBeNull();
    expect(t.entries.filter((e) => e.kind === 'task').map((e) => e.detail)).toEqual([
      'tasks/get sent as id 3',
      'tasks/get id 3 answered: status working "Gathering sources..."',
      'task status working "Analyzing content..."',
      'task status completed "done"',
      'tasks/get sent as id 4',
      'tasks/get id 4 answered: status completed "Gathering sources..."',
      'tasks/result sent as id 5',
      'tasks/result id 5 answered: result',
    ]);
  });

  it('a status read after a terminal one is an older view: the terminal status stays the last', () => {
    const c = new Capture();
    taskCall(c);
    c.req('client', 3, 'tasks/cancel', { taskId: 'T1' });
    c.res('server', 3, { ...TASK, status: 'cancelled', statusMessage: 'Client cancelled task execution.' });
    // A HAR lists the GET stream's notifications after the POSTs, without a time of their own.
    c.add({ kind: 'message', at: null, from: 'server', message: { jsonrpc: '2.0', method: 'notifications/tasks/status', params: { ...TASK } } });
    const t = run(c.events).byKey('s1:2');
    expect(t.task?.cancel).toMatchObject({ id: 3 });
    expect(t.task?.cancel?.response).not.toBeNull();
    expect(t.task?.last).toMatchObject({ status: 'cancelled', message: 'Client cancelled task execution.', via: 'tasks/cancel' });
  });

  it('a tasks/* request for an unknown task id, or a tasks/cancel from the other party, is not the task\'s', () => {
    const c = new Capture();
    taskCall(c);
    c.req('client', 3, 'tasks/get', { taskId: 'other' });
    c.req('server', 9, 'tasks/cancel', { taskId: 'T1' });
    const t = run(c.events).byKey('s1:2');
    expect(t.task?.polls).toBe(0);
    expect(t.task?.cancel).toBeNull();
  });

  it.each<[string, string, string, boolean]>([
    // The TS SDK v1's answers once its InMemoryTaskStore dropped the task (samples/tasks/task-ttl-expired).
    ['a poll refused: the task unknown', 'tasks/get', 'Failed to retrieve task: Task not found', true],
    ['its result asked for, the task unknown', 'tasks/result', 'Task not found: T1', true],
    // The spec's example wording for an expired task (2025-11-25 tasks.mdx, Errors).
    ['its result asked for, the task expired', 'tasks/result', 'Failed to retrieve task: Task has expired', true],
    // tasks/result returns the underlying call's own error for a terminal task: a tool's invalid arguments are -32602 too.
    ["the underlying call's own invalid arguments, by tasks/result", 'tasks/result', 'Invalid arguments for tool research: query is required', false],
  ])('the receiver no longer knowing the task is kept as such: %s', (_n, method, message, gone) => {
    const c = new Capture();
    taskCall(c);
    c.wait(10).req('client', 3, method, { taskId: 'T1' });
    c.wait(5).err('server', 3, -32602, message);
    const task = run(c.events).byKey('s1:2').task!;
    expect(task.gone !== null).toBe(gone);
    if (gone) expect(task.gone?.asked.message?.method).toBe(method);
    // An unknown task's refusal is no status of the task; the underlying call's error is its end.
    expect(task.terminal === null).toBe(gone);
  });

  it('a request without task augmentation has no task', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'x');
    c.res('server', 1, { task: TASK });
    expect(run(c.events).byKey('s1:1').task).toBeUndefined();
  });
});

describe('resume streams', () => {
  it('marks a resume GET with the stream it resumes, every attempt', () => {
    const c = new Capture({ transport: 'streamable-http', session: 'sess-1' });
    c.streamOpen({ id: 'p1', method: 'POST' });
    c.call(1, 'build', {}, { stream: { id: 'p1' } });
    c.add({ kind: 'keepalive', from: 'server', text: 'id: prime-1', stream: { id: 'p1', lastEventId: 'prime-1' } });
    c.streamClose('p1', 'network', { error: 'net::ERR_INCOMPLETE_CHUNKED_ENCODING' });
    for (const g of ['g1', 'g2']) {
      c.wait(1000).streamOpen({ id: g, method: 'GET', headers: { 'last-event-id': 'prime-1' } });
      c.status(g, 404, 'application/json');
      c.err('server', null, -32001, 'Session not found', { id: g });
      c.streamClose(g, 'server');
    }
    const t = run(c.events).byKey('s1:1');
    expect(t.streams.map((s) => [s.id, s.resumeOf ?? null, s.status])).toEqual([
      ['p1', null, null],
      ['g1', 'p1', 404],
      ['g2', 'p1', 404],
    ]);
  });
});

describe('HTTP+SSE return channel (2024-11-05)', () => {
  function sse(): Capture {
    const c = new Capture({ transport: 'http+sse', session: 'sid-1' });
    c.streamOpen({ id: 'get', method: 'GET', url: 'http://127.0.0.1/sse' });
    c.status('get', 200, 'text/event-stream');
    c.streamOpen({ id: 'p0', method: 'POST', requestId: 0 });
    c.req('client', 0, 'initialize', { protocolVersion: '2024-11-05', capabilities: {}, clientInfo: { name: 'c', version: '1' } }, { id: 'p0', requestId: 0 });
    c.status('p0', 202);
    c.res('server', 0, { protocolVersion: '2024-11-05', capabilities: {}, serverInfo: { name: 's', version: '1' } }, { id: 'get' });
    c.streamOpen({ id: 'p1', method: 'POST', requestId: 1 });
    c.call(1, 'slow', {}, { stream: { id: 'p1', requestId: 1 } });
    c.status('p1', 202);
    c.streamClose('p1', 'server');
    return c;
  }

  it("the GET stream's close is the transport close of every accepted, unanswered client request", () => {
    const c = sse();
    const close = c.wait(1000).streamClose('get', 'network', { error: 'net::ERR_INCOMPLETE_CHUNKED_ENCODING' });
    const r = run(c.events);
    const t = r.byKey('s1:1');
    expect(t.transportClose).toBe(close);
    expect(t.entries.at(-1)).toMatchObject({ kind: 'transport-close' });
    expect(t.entries.at(-1)?.detail).toMatch(/GET stream get that carries every response closed \(by network, net::ERR_INCOMPLETE_CHUNKED_ENCODING\)/);
    // The answered initialize is not touched.
    expect(r.byKey('s1:0').transportClose).toBeNull();
  });

  it('a POST exchange closing, or a GET closing under Streamable HTTP, loses nothing', () => {
    const c = sse();
    expect(run(c.events).byKey('s1:1').transportClose).toBeNull();
    const h = new Capture({ transport: 'streamable-http', session: 'x' });
    h.streamOpen({ id: 'get', method: 'GET' });
    h.streamOpen({ id: 'p1', method: 'POST' });
    h.call(1, 'slow', {}, { stream: { id: 'p1' } });
    h.streamClose('get', 'network');
    expect(run(h.events).byKey('s1:1').transportClose).toBeNull();
  });
});
