/**
 * Samples where the request must be followed past its first answer or its first stream (issue: tasks, resumed
 * streams, the legacy HTTP+SSE return channel), from real SDK runs through the recording proxy (proxy.ts):
 *
 * - samples/tasks/: the v1 client's task API (`client.experimental.tasks`) against server-everything's
 *   task-required `simulate-research-query` (4 stages of 1 s) over Streamable HTTP — completed, cancelled with
 *   tasks/cancel, aborted through the signal (the v1 SDK sends notifications/cancelled, never tasks/cancel), and
 *   polling that stops;
 * - samples/http/: the v1 SDK's example `InMemoryEventStore` with a proxy cut (the result is replayed on the resume
 *   GET) and with a server restart (the resume GET gets 404 "Session not found"); the v1 SSE transports with the GET
 *   /sse stream cut, for the v1 client and for the v2 client negotiating 2024-11-05.
 *
 * Each ground truth is checked against the recorded exchanges before anything is written.
 * Run alone: `npx tsx scripts/samples/http/follow.ts` (or `npm run samples:follow`).
 */
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryEventStore } from '@modelcontextprotocol/sdk/examples/shared/inMemoryEventStore.js';
import { InMemoryTaskMessageQueue, InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Client as ClientV2, SSEClientTransport as SseV2 } from '@modelcontextprotocol/client';
import type { Exchange } from './proxy.js';
import { record } from './index.js';
import { startEverything } from '../lib/everything.js';
import { sleep } from '../lib/helpers.js';
import { listenLoopback } from '../lib/listen.js';

const quiet = (): void => undefined;
const TOOL = 'simulate-research-query';

// --- what the run did, read back from the recorded exchanges ----------------------------------------------------

interface Msg {
  t: number;
  from: 'client' | 'server';
  exchange: Exchange;
  m: { id?: unknown; method?: unknown; params?: Record<string, unknown>; result?: Record<string, unknown>; error?: { code?: unknown; message?: unknown } };
}

/** Every JSON-RPC message of the run, client bodies and server bodies (JSON or SSE `data:`), in time order. */
function messages(xs: readonly Exchange[]): Msg[] {
  const out: Msg[] = [];
  for (const x of xs) {
    if (x.reqBody) {
      try {
        out.push({ t: x.startedAt, from: 'client', exchange: x, m: JSON.parse(x.reqBody) as Msg['m'] });
      } catch {
        /* not JSON */
      }
    }
    for (const c of x.chunks) {
      for (const line of c.text.split(/\r?\n/)) {
        const d = line.startsWith('data:') ? line.slice(5).trim() : line.startsWith('{') ? line : '';
        if (!d.startsWith('{')) continue;
        try {
          out.push({ t: c.t, from: 'server', exchange: x, m: JSON.parse(d) as Msg['m'] });
        } catch {
          /* a partial event */
        }
      }
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

const need = (problems: string[], ok: boolean, what: string): void => {
  if (!ok) problems.push(what);
};

/** The task-augmented tools/call, its CreateTaskResult's task id, and what followed. */
function taskRun(xs: readonly Exchange[]) {
  const ms = messages(xs);
  const call = ms.find((x) => x.from === 'client' && x.m.method === 'tools/call' && x.m.params?.['task'] !== undefined);
  const created = call ? ms.find((x) => x.from === 'server' && x.m.id === call.m.id && x.m.result?.['task'] !== undefined) : undefined;
  const taskId = (created?.m.result?.['task'] as { taskId?: string } | undefined)?.taskId;
  const about = (x: Msg): boolean => x.m.params?.['taskId'] === taskId;
  const requests = (method: string) => ms.filter((x) => x.from === 'client' && x.m.method === method && about(x));
  const answer = (req: Msg | undefined) => (req ? ms.find((x) => x.from === 'server' && x.m.id === req.m.id && x.m.method === undefined && x.t >= req.t) : undefined);
  const statusOf = (x: Msg | undefined): unknown => x?.m.result?.['status'] ?? x?.m.params?.['status'];
  const notes = ms.filter((x) => x.from === 'server' && x.m.method === 'notifications/tasks/status' && about(x));
  const cancels = call ? ms.filter((x) => x.from === 'client' && x.m.method === 'notifications/cancelled' && x.m.params?.['requestId'] === call.m.id) : [];
  return { ms, call, created, taskId, requests, answer, statusOf, notes, cancels };
}

// --- tasks (2025-11-25) -----------------------------------------------------------------------------------------

async function v1Connect(url: string): Promise<ClientV1> {
  const c = new ClientV1({ name: 'sample-v1-client', version: '1.32.2' });
  c.onerror = quiet;
  await c.connect(new HttpV1(new URL(`${url}/mcp`)));
  return c;
}

type TaskMode = 'complete' | 'cancel' | 'abort' | 'stop-polling';

/** Runs the research tool as a task and does what `mode` says after the second tasks/get. */
async function runTask(url: string, mode: TaskMode): Promise<void> {
  const c = await v1Connect(url);
  await c.listTools(); // the SDK learns that the tool requires a task
  const ac = new AbortController();
  let taskId = '';
  let polls = 0;
  const stream = c.experimental.tasks.callToolStream({ name: TOOL, arguments: { topic: 'quarterly churn' } }, undefined, { task: { ttl: 60_000 }, signal: ac.signal });
  for await (const m of stream) {
    if (m.type === 'taskCreated') taskId = m.task.taskId;
    if (m.type !== 'taskStatus') continue;
    polls++;
    if (polls < 2) continue;
    if (mode === 'cancel' && polls === 2) await c.experimental.tasks.cancelTask(taskId);
    // The user presses Stop while the SDK waits for its next poll.
    if (mode === 'abort' && polls === 2) setTimeout(() => ac.abort('User requested cancellation'), 200);
    // The application stops reading the stream (e.g. its view was closed): the SDK sends nothing.
    if (mode === 'stop-polling') break;
  }
  // Long enough for the 4 s task to end on the server, so what it did is on the wire.
  await sleep(mode === 'complete' ? 300 : 4500);
  await c.close();
}

async function taskSamples(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const everything = await startEverything('streamableHttp');
  const { port } = everything;
  const pass = () => ({ kind: 'pass' as const });
  try {
    await record(
      outDir,
      'task-completed',
      port,
      pass,
      (url) => runTask(url, 'complete'),
      {
        shows: '2025-11-25 task: tools/call answered at once with a task; tasks/get polls until completed, then tasks/result delivers the result',
        request: '2',
        outcome: 'completed',
        cause: 'none',
        serverState: 'completed',
        rules: [],
        notRules: ['task-cancelled-by-notification', 'cancel-unknown-request', 'disconnect-is-not-cancel'],
        args: [],
        note: 'v1 callToolStream against server-everything simulate-research-query (taskSupport required): CreateTaskResult (working, pollInterval 1000), tasks/get every second, status completed after 4 stages, tasks/result returned the report.',
      },
      'streamable-http',
      (xs) => {
        const r = taskRun(xs);
        const p: string[] = [];
        need(p, r.taskId !== undefined, 'no CreateTaskResult');
        const res = r.requests('tasks/result').at(-1);
        need(p, r.answer(res)?.m.result !== undefined, 'tasks/result did not deliver a result');
        need(p, r.requests('tasks/cancel').length === 0 && r.cancels.length === 0, 'a cancel was sent');
        return p;
      },
    );

    await record(
      outDir,
      'task-cancel',
      port,
      pass,
      (url) => runTask(url, 'cancel'),
      {
        shows: '2025-11-25 task cancelled with tasks/cancel after two polls; the server moves it to cancelled ("Client cancelled task execution.")',
        request: '2',
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: 'stopped',
        rules: [],
        notRules: ['task-cancelled-by-notification', 'cancel-unknown-request', 'disconnect-is-not-cancel'],
        args: [],
        note: 'The application called tasks.cancelTask after the second poll: tasks/cancel was answered status cancelled, "Client cancelled task execution."; the next poll read cancelled and the caller got "Task … was cancelled". The SDK does not stop the work: server-everything\'s next stage failed on its stderr ("Cannot update task … from terminal status cancelled"), which an HTTP capture does not show.',
      },
      'streamable-http',
      (xs) => {
        const r = taskRun(xs);
        const p: string[] = [];
        const tc = r.requests('tasks/cancel')[0];
        need(p, tc !== undefined, 'no tasks/cancel');
        need(p, r.statusOf(r.answer(tc)) === 'cancelled', 'tasks/cancel was not answered with status cancelled');
        need(p, r.cancels.length === 0, 'a notifications/cancelled was sent for the call');
        need(p, r.requests('tasks/result').every((x) => r.answer(x)?.m.result === undefined), 'a result was delivered');
        return p;
      },
    );

    await record(
      outDir,
      'task-abort',
      port,
      pass,
      (url) => runTask(url, 'abort'),
      {
        shows: 'the v1 SDK abort path: aborting callToolStream sends notifications/cancelled for the answered tools/call and each finished tasks/get, never tasks/cancel; the task completes anyway',
        request: '2',
        outcome: 'cancelled',
        cause: 'user-cancel',
        serverState: 'completed',
        rules: ['task-cancelled-by-notification'],
        notRules: ['cancel-unknown-request', 'disconnect-is-not-cancel', 'response-after-cancel'],
        args: [],
        note: 'The signal given to callToolStream was aborted with "User requested cancellation" after the second poll: the v1 SDK sent notifications/cancelled for the tools/call (already answered with the task) and for both finished tasks/get, no tasks/cancel; the caller got "MCP error -32603: User requested cancellation". The task ran on: notifications/tasks/status reported completed about 4 s after the call; its result was never fetched.',
      },
      'streamable-http',
      (xs) => {
        const r = taskRun(xs);
        const p: string[] = [];
        const nc = r.cancels[0];
        need(p, nc !== undefined, 'no notifications/cancelled for the tools/call');
        need(p, r.requests('tasks/cancel').length === 0, 'a tasks/cancel was sent');
        need(p, nc !== undefined && r.notes.some((x) => x.t > nc.t && x.m.params?.['status'] === 'completed'), 'no completed status after the cancel');
        need(p, r.requests('tasks/get').filter((g) => r.ms.some((x) => x.m.method === 'notifications/cancelled' && x.m.params?.['requestId'] === g.m.id)).length >= 1, 'no cancel for a finished tasks/get');
        return p;
      },
    );

    await record(
      outDir,
      'task-stopped-polling',
      port,
      pass,
      (url) => runTask(url, 'stop-polling'),
      {
        shows: 'the requester stops polling its task (breaks out of callToolStream) without tasks/cancel; the task completes later and its result is never fetched',
        request: '2',
        outcome: 'abandoned',
        cause: 'unknown',
        serverState: 'completed',
        rules: [],
        notRules: ['task-cancelled-by-notification', 'cancel-unknown-request', 'disconnect-is-not-cancel'],
        args: [],
        note: 'The application broke out of the callToolStream loop after the second poll (status working): the SDK sent nothing. The task went on and notifications/tasks/status reported completed on the GET stream about 3 s later; no tasks/result was ever sent.',
      },
      'streamable-http',
      (xs) => {
        const r = taskRun(xs);
        const p: string[] = [];
        const gets = r.requests('tasks/get');
        const last = gets.at(-1);
        need(p, gets.length >= 1 && r.statusOf(r.answer(last)) === 'working', 'the last poll did not read working');
        need(p, last !== undefined && r.notes.some((x) => x.t > last.t && x.m.params?.['status'] === 'completed'), 'no completed status after the last poll');
        need(p, r.requests('tasks/cancel').length === 0 && r.cancels.length === 0 && r.requests('tasks/result').length === 0, 'a cancel or tasks/result was sent');
        return p;
      },
    );
  } finally {
    await everything.stop();
  }
}

// --- a task whose TTL runs out while it works: the v1 SDK's InMemoryTaskStore ---------------------------------------

/** The export's run time, and the TTL its server gives the task (the store counts it from creation, whatever the status). */
const EXPORT_MS = 3000;
const EXPORT_TTL_MS = 1500;

/**
 * A v1 SDK server with the SDK's in-memory task store, as a server application uses it: its task-required export tool
 * creates the task with a TTL shorter than the work (an application default: apify/apify-mcp-server#1012's five
 * minutes against a longer run) and stores the result when the work is done.
 */
function expiringTaskServer(stderr: string[]) {
  let transport: StreamableHTTPServerTransport | null = null;
  const fresh = async (): Promise<void> => {
    const taskStore = new InMemoryTaskStore();
    const s = new McpServerV1(
      { name: 'sample-export-server', version: '1.32.2' },
      { capabilities: { tools: {}, tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } }, taskStore, taskMessageQueue: new InMemoryTaskMessageQueue() },
    );
    s.experimental.tasks.registerToolTask(
      'export-ledger',
      { description: 'exports the ledger (about 3 s)', execution: { taskSupport: 'required' } },
      {
        createTask: async (extra) => {
          const task = await extra.taskStore.createTask({ ttl: EXPORT_TTL_MS, pollInterval: 500 });
          void (async () => {
            await sleep(EXPORT_MS);
            await extra.taskStore.storeTaskResult(task.taskId, 'completed', { content: [{ type: 'text', text: 'ledger exported' }] });
          })().catch((e: unknown) => stderr.push(`export ${task.taskId} failed: ${String(e)}`));
          return { task };
        },
        getTask: async (extra) => (await extra.taskStore.getTask(extra.taskId))!,
        getTaskResult: async (extra) => (await extra.taskStore.getTaskResult(extra.taskId)) as never,
      },
    );
    const t = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID() });
    await s.connect(t);
    transport = t;
  };
  const handler: http.RequestListener = (req, res) => {
    void transport!.handleRequest(req, res);
  };
  return { fresh, handler, close: async () => transport?.close() };
}

async function taskExpirySample(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const stderr: string[] = [];
  const server = expiringTaskServer(stderr);
  await server.fresh();
  const srv = await listenLoopback(server.handler);
  let callerSaw = '';
  try {
    await record(
      outDir,
      'task-ttl-expired',
      srv.port,
      () => ({ kind: 'pass' as const }),
      async (url) => {
        const c = await v1Connect(url);
        await c.listTools();
        const stream = c.experimental.tasks.callToolStream({ name: 'export-ledger', arguments: {} }, undefined, { task: { ttl: EXPORT_TTL_MS } });
        for await (const m of stream) if (m.type === 'error') callerSaw = String(m.error.message);
        // Long enough for the work to end on the server (and fail to store its result).
        await sleep(EXPORT_MS);
        await c.close();
      },
      {
        shows: "2025-11-25 task whose TTL (1.5 s, counted from creation by the SDK's in-memory store) runs out while it works: the next tasks/get is answered -32602 'Failed to retrieve task: Task not found'; the work ends later and cannot store its result",
        request: '2',
        outcome: 'failed',
        cause: 'server-error',
        serverState: 'unknown',
        rules: ['task-expired-while-working'],
        notRules: ['task-cancelled-by-notification', 'cancel-unknown-request', 'disconnect-is-not-cancel'],
        args: [],
        note: "v1 callToolStream against a v1 server with the SDK's InMemoryTaskStore: the tool created its task with ttl 1500 and pollInterval 500 for a 3 s export. tasks/get read working three times; the store's TTL timer (set at creation, whatever the status) deleted the task, and the fourth tasks/get was answered -32602 'Failed to retrieve task: Task not found'. The caller's stream ended with that error. The export finished 3 s after the call and its storeTaskResult threw 'Task with ID <id> not found' on the server's stderr, which an HTTP capture does not show: the work was done and its result thrown away.",
      },
      'streamable-http',
      (xs) => {
        const r = taskRun(xs);
        const p: string[] = [];
        const gets = r.requests('tasks/get');
        const last = r.answer(gets.at(-1));
        need(p, r.taskId !== undefined, 'no CreateTaskResult');
        need(p, gets.length >= 2 && r.statusOf(r.answer(gets[0])) === 'working', 'the first poll did not read working');
        need(p, last?.m.error?.code === -32602 && /Task not found/.test(String(last.m.error.message)), 'the last poll was not answered -32602 Task not found');
        need(p, r.requests('tasks/cancel').length === 0 && r.cancels.length === 0, 'a cancel was sent');
        need(p, /Task not found/.test(callerSaw), `the caller did not see the error (${callerSaw})`);
        need(p, stderr.some((l) => /Task with ID \S+ not found/.test(l)), 'the work did not fail to store its result');
        return p;
      },
    );
  } finally {
    await server.close();
    await srv.close();
  }
}

// --- resumed streams: the v1 SDK's example in-memory event store -------------------------------------------------

/** The slow tool both v1 sample servers carry: five progress steps of 500 ms (when asked for progress), then a result. */
function registerSlowReport(s: McpServerV1): void {
  s.registerTool('slow-report', { description: 'five progress steps of 500 ms, then a result' }, async (extra) => {
    const token = extra._meta?.progressToken;
    for (let i = 1; i <= 5; i++) {
      await sleep(500);
      if (token !== undefined) {
        await s.server.notification({ method: 'notifications/progress', params: { progressToken: token, progress: i, total: 5 } }, { relatedRequestId: extra.requestId }).catch(quiet);
      }
    }
    return { content: [{ type: 'text', text: 'report ready' }] };
  });
}

/** A v1 SDK server (one session transport, the example InMemoryEventStore) whose slow tool reports progress. */
function resumableServer() {
  let transport: StreamableHTTPServerTransport | null = null;
  const fresh = async (): Promise<void> => {
    const t = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), eventStore: new InMemoryEventStore() });
    const s = new McpServerV1({ name: 'sample-v1-server', version: '1.32.2' });
    registerSlowReport(s);
    await s.connect(t);
    transport = t;
  };
  const handler: http.RequestListener = (req, res) => {
    void transport!.handleRequest(req, res);
  };
  return { fresh, handler, close: async () => transport?.close() };
}

const cutCall = (method: string, body: unknown) =>
  method === 'POST' && typeof body === 'object' && body !== null && (body as { method?: unknown }).method === 'tools/call' ? { kind: 'cut' as const, afterEvents: 2 } : { kind: 'pass' as const };

async function resumeSamples(outDir: string): Promise<void> {
  for (const restart of [false, true]) {
    const server = resumableServer();
    await server.fresh();
    const srv = await listenLoopback(server.handler);
    const name = restart ? 'v1-resume-after-restart' : 'v1-resume-replayed';
    try {
      await record(
        outDir,
        name,
        srv.port,
        cutCall,
        async (url) => {
          const c = await v1Connect(url);
          const call = c.callTool({ name: 'slow-report', arguments: {} }, undefined, { onprogress: quiet }).catch(quiet);
          if (restart) {
            // The server restarts while the stream is cut (its sessions and event store are gone); another
            // client initializes the new process directly.
            await sleep(700);
            await server.close();
            await server.fresh();
            const b = new ClientV1({ name: 'other-client', version: '1.0.0' });
            b.onerror = quiet;
            await b.connect(new HttpV1(new URL(`http://127.0.0.1:${srv.port}/mcp`)));
            // The client resumes and gives up after its reconnection attempts; its call then waits for the
            // 60 s default timer, so the application closes it first.
            await sleep(4500);
            await b.close();
          } else {
            await call;
          }
          await c.close();
        },
        restart
          ? {
              shows: 'legacy Streamable HTTP with an event store: the POST stream is cut, the server restarts, and the resume GET (Last-Event-ID) gets 404 "Session not found" with id null; the call is lost with its stream',
              request: '1',
              outcome: 'lost',
              cause: 'stream-closed',
              serverState: 'unknown',
              rules: ['disconnect-is-not-cancel'],
              notRules: ['timeout-without-cancel', 'response-after-cancel', 'notification-cancel-on-modern-http'],
              args: [],
              note: 'A proxy reset the POST stream after the priming event and progress 1; the server process restarted (its sessions and example InMemoryEventStore gone). The client resumed with GET + Last-Event-ID about 1 s after the cut and again later: each got HTTP 404 {"code":-32001,"message":"Session not found"} with id null, then "Maximum reconnection attempts (2) exceeded." No cancel, no re-initialize; the caller saw no error until the application closed the client ("Connection closed"). The 404 answers the resume, not the call: the call was lost with its stream, and the old process may have finished the work.',
            }
          : {
              shows: 'legacy Streamable HTTP with the SDK example event store: the POST stream is cut mid-response, the client resumes with GET + Last-Event-ID and the rest, result included, is replayed',
              request: '1',
              outcome: 'completed',
              cause: 'none',
              serverState: 'completed',
              rules: [],
              notRules: ['disconnect-is-not-cancel', 'timeout-without-cancel', 'response-after-cancel'],
              args: [],
              note: 'A proxy reset the POST stream after the priming event and progress 1. About 1 s later the client resumed with GET + Last-Event-ID; the example InMemoryEventStore replayed progress 2–3 and the stream carried the rest live, result included. No cancel.',
            },
        'streamable-http',
        (xs) => {
          const ms = messages(xs);
          const p: string[] = [];
          const resumes = xs.filter((x) => x.method === 'GET' && x.reqHeaders.some(([k]) => k === 'last-event-id'));
          need(p, xs.some((x) => x.method === 'POST' && x.closedBy === 'network'), 'the POST stream was not cut');
          need(p, resumes.length > 0, 'no resume GET with Last-Event-ID');
          const result = ms.find((x) => x.from === 'server' && x.m.id === 1 && x.m.result !== undefined);
          need(p, !ms.some((x) => x.m.method === 'notifications/cancelled'), 'a cancel was sent');
          if (restart) {
            need(p, resumes.every((x) => x.status === 404), 'a resume GET was not answered 404');
            need(p, result === undefined, 'the result arrived');
          } else {
            need(p, result !== undefined && resumes.includes(result.exchange), 'the result did not arrive on the resume GET');
          }
          return p;
        },
      );
    } finally {
      await server.close();
      await srv.close();
    }
  }
}

// --- legacy HTTP+SSE (2024-11-05): the GET /sse stream is every request's return channel ----------------------------

/** A v1 SDK server on the SSE transports (GET /sse + POST /message), one McpServer per connection. */
async function sseServer() {
  const sessions = new Map<string, SSEServerTransport>();
  return listenLoopback(async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && u.pathname === '/sse') {
      const t = new SSEServerTransport('/message', res);
      sessions.set(t.sessionId, t);
      res.on('close', () => sessions.delete(t.sessionId));
      const s = new McpServerV1({ name: 'sample-sse-server', version: '1.32.2' });
      registerSlowReport(s);
      await s.connect(t);
      return;
    }
    const t = req.method === 'POST' && u.pathname === '/message' ? sessions.get(u.searchParams.get('sessionId') ?? '') : undefined;
    if (t === undefined) {
      res.writeHead(404).end('Session not found');
      return;
    }
    await t.handlePostMessage(req, res);
  });
}

async function sseSamples(outDir: string): Promise<void> {
  const srv = await sseServer();
  try {
    for (const v2 of [false, true]) {
      let gets = 0;
      await record(
        outDir,
        v2 ? 'http-sse-cut-v2' : 'http-sse-cut',
        srv.port,
        // The first GET /sse is reset after the endpoint event, the initialize result and two progress events.
        (method) => (method === 'GET' && ++gets === 1 ? { kind: 'cut', afterEvents: 4 } : { kind: 'pass' }),
        async (url) => {
          let c: { callTool: (...a: never[]) => Promise<unknown>; close(): Promise<void> };
          if (v2) {
            const cl = new ClientV2({ name: 'sample-v2-client', version: '2.4.0' }, { supportedProtocolVersions: ['2024-11-05'] });
            cl.onerror = quiet;
            await cl.connect(new SseV2(new URL(`${url}/sse`)));
            void cl.callTool({ name: 'slow-report', arguments: {} }, { onprogress: quiet }).catch(quiet);
            c = cl as unknown as typeof c;
          } else {
            const cl = new ClientV1({ name: 'sample-v1-client', version: '1.32.2' });
            cl.onerror = quiet;
            await cl.connect(new SSEClientTransport(new URL(`${url}/sse`)));
            void cl.callTool({ name: 'slow-report', arguments: {} }, undefined, { onprogress: quiet }).catch(quiet);
            c = cl as unknown as typeof c;
          }
          // EventSource reconnects after 3 s into a new session; the call waits for its 60 s timer, so the
          // application closes the client first.
          await sleep(5500);
          await c.close();
        },
        {
          shows: v2
            ? 'HTTP+SSE, v2 client negotiating 2024-11-05: the GET /sse stream is cut with a call accepted (202) and unanswered; EventSource reconnects 3 s later into a new session'
            : 'HTTP+SSE (v1 client, which still offers 2025-11-25): the GET /sse stream is cut with a call accepted (202) and unanswered; EventSource reconnects 3 s later into a new session',
          request: '1',
          outcome: 'lost',
          cause: 'connection-closed',
          serverState: 'unknown',
          rules: ['disconnect-is-not-cancel'],
          notRules: ['timeout-without-cancel', 'response-after-cancel', 'notification-cancel-on-modern-http'],
          args: [],
          note: `A proxy reset the GET /sse stream after progress 2 of the call (net::ERR_INCOMPLETE_CHUNKED_ENCODING); the client reported "SSE error: TypeError: terminated: other side closed". The call's POST had been answered 202, so its response could only come on that stream. EventSource reconnected about 3 s later and got a new endpoint (a new session id), which the client adopted silently; nothing for the call came again and no cancel was sent, until the application closed the client ("${v2 ? 'SdkError: Connection closed' : 'MCP error -32000: Connection closed'}"). The server finished the work into the dead stream.`,
        },
        'http+sse',
        (xs) => {
          const ms = messages(xs);
          const p: string[] = [];
          const [first, second] = xs.filter((x) => x.method === 'GET');
          const call = ms.find((x) => x.from === 'client' && x.m.method === 'tools/call');
          need(p, first !== undefined && first.closedBy === 'network', 'the GET /sse stream was not cut');
          need(p, call !== undefined && call.exchange.status === 202, 'the call was not accepted with 202');
          need(p, !ms.some((x) => x.from === 'server' && x.m.id === call?.m.id && x.m.method === undefined), 'the call was answered');
          need(p, !ms.some((x) => x.m.method === 'notifications/cancelled'), 'a cancel was sent');
          const endpoint = (x: Exchange | undefined) => /sessionId=([\w-]+)/.exec(x?.chunks.map((c) => c.text).join('') ?? '')?.[1];
          need(p, second !== undefined && endpoint(second) !== undefined && endpoint(second) !== endpoint(first), 'EventSource did not reconnect into a new session');
          const init = ms.find((x) => x.from === 'server' && x.m.id === 0);
          const negotiated = (init?.m.result as { protocolVersion?: unknown } | undefined)?.protocolVersion;
          need(p, negotiated === (v2 ? '2024-11-05' : '2025-11-25'), `negotiated ${String(negotiated)}`);
          return p;
        },
      );
    }
  } finally {
    await srv.close();
  }
}

export { taskExpirySample };

export async function runFollowSamples(httpDir: string, tasksDir: string): Promise<void> {
  mkdirSync(httpDir, { recursive: true });
  await resumeSamples(httpDir);
  await sseSamples(httpDir);
  await taskSamples(tasksDir);
  await taskExpirySample(tasksDir);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const samples = fileURLToPath(new URL('../../../samples/', import.meta.url));
  const t0 = Date.now();
  runFollowSamples(join(samples, 'http'), join(samples, 'tasks')).then(
    () => {
      console.error(`follow samples written in ${Date.now() - t0} ms`);
      process.exit(0);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
