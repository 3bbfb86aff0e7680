/**
 * HTTP samples from real SDK runs (docs/http.md "Samples"): real clients talk to real servers on
 * 127.0.0.1 through the recording proxy (proxy.ts), which writes what a browser's DevTools
 * would have exported (HAR) and our own recorder format (mcpcap) for each scenario, with a
 * ground-truth `<name>.expected.json` written from what the scenario *did*.
 *
 * Run alone: `npx tsx scripts/samples/http/index.ts [outDir]` (default samples/http).
 * Bounded: every scenario has a deadline; loopback only; every server and child is stopped.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { McpServer as McpServerV2, createMcpHandler, type ServerContext } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { RecordingProxy, toHar, toMcpcap, type Exchange, type Policy } from './proxy.js';
import { runFollowSamples } from './follow.js';
import { startEverything } from '../lib/everything.js';
import { listenLoopback } from '../lib/listen.js';
import { killAllServers } from '../lib/tap.js';
import { sleep, within } from '../lib/helpers.js';


/** Ground truth in the shape the other sample sets use (scripts/samples/index.ts). */
export interface Expected {
  /** What the sample shows, in a few words (samples/README.md). */
  shows: string;
  request: string;
  outcome: string;
  cause: string;
  serverState: string;
  rules: string[];
  notRules: string[];
  args: string[];
  /** Why, in one or two sentences (for people; the harness ignores it). */
  note: string;
}

/** Runs one scenario through a fresh proxy and writes `<name>.har`, `.mcpcap.jsonl`, `.expected.json`. */
export async function record(
  outDir: string,
  name: string,
  upstreamPort: number,
  policy: Policy,
  run: (url: string) => Promise<void>,
  expected: Expected,
  transport: 'streamable-http' | 'http+sse' = 'streamable-http',
  /** Checks the ground truth against what the run did (the recorded exchanges); returns what does not hold. */
  verify?: (exchanges: readonly Exchange[]) => string[],
): Promise<void> {
  const proxy = new RecordingProxy({ host: '127.0.0.1', port: upstreamPort }, policy);
  await proxy.listen();
  try {
    await within(run(proxy.url), 20_000, name);
  } finally {
    await proxy.close();
  }
  // "By construction" must hold on this run too: a sample that does not show what it claims is not written.
  const wrong = verify ? verify(proxy.exchanges) : [];
  if (wrong.length > 0) throw new Error(`${name}: the run did not show what the sample claims: ${wrong.join('; ')}`);
  writeFileSync(join(outDir, `${name}.har`), JSON.stringify(toHar(proxy.exchanges), null, 2) + '\n');
  writeFileSync(join(outDir, `${name}.mcpcap.jsonl`), toMcpcap(proxy.exchanges, `http://127.0.0.1:${upstreamPort}`, transport));
  // One ground truth per capture: the HAR (what DevTools would export) and the mcpcap (our
  // recorder, with a time for every SSE event) show the same run.
  const truth = (capture: string, format: string) => {
    const { shows, note, ...rest } = expected;
    return JSON.stringify({ capture, format, shows, ...rest, problems: [], note }, null, 2) + '\n';
  };
  writeFileSync(join(outDir, `${name}.expected.json`), truth(`${name}.har`, 'har'));
  writeFileSync(join(outDir, `${name}.mcpcap.expected.json`), truth(`${name}.mcpcap.jsonl`, 'mcpcap'));
  console.error(`  ${name}: ${proxy.exchanges.length} exchanges`);
}

const isCall = (body: unknown): boolean => typeof body === 'object' && body !== null && (body as { method?: unknown }).method === 'tools/call';
const quiet = (): void => undefined;

// --- v1 client (StreamableHTTPClientTransport) against server-everything ---------------------

async function v1Connect(url: string): Promise<ClientV1> {
  const client = new ClientV1({ name: 'sample-v1-client', version: '1.32.2' });
  client.onerror = quiet;
  await client.connect(new HttpV1(new URL(`${url}/mcp`)));
  return client;
}

async function v1Scenarios(outDir: string): Promise<void> {
  const everything = await startEverything('streamableHttp');
  const { port } = everything;
  try {
    await record(
      outDir,
      'v1-normal',
      port,
      () => ({ kind: 'pass' }),
      async (url) => {
        const c = await v1Connect(url);
        await c.callTool({ name: 'echo', arguments: { message: 'hello' } });
        await c.close();
      },
      { shows: 'Streamable HTTP, v1 client and server-everything: a plain tools/call answered on its POST stream',
        request: '1', outcome: 'completed', cause: 'none', serverState: 'completed', rules: [], notRules: ['disconnect-is-not-cancel', 'timeout-without-cancel'], args: [], note: 'A plain tools/call answered on its POST stream.' },
    );

    // sdk-behaviour #9: on timeout v1 POSTs notifications/cancelled (202) but leaves the POST
    // stream open; progress keeps coming (#14) until client.close() aborts it.
    await record(
      outDir,
      'v1-timeout',
      port,
      () => ({ kind: 'pass' }),
      async (url) => {
        const c = await v1Connect(url);
        await c
          .callTool({ name: 'trigger-long-running-operation', arguments: { duration: 4.5, steps: 3 } }, undefined, { timeout: 1000, onprogress: quiet })
          .catch(() => undefined);
        await sleep(4200);
        await c.close();
      },
      {
        shows: 'legacy Streamable HTTP timeout: v1 POSTs notifications/cancelled but leaves the POST stream open; progress keeps coming until close() aborts it',
        request: '1',
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'continued',
        rules: ['progress-after-cancel'],
        notRules: ['disconnect-is-not-cancel', 'timeout-without-cancel', 'notification-cancel-on-modern-http'],
        args: ['--timeout', '1000'],
        note: 'v1 timer fired at 1 s: notifications/cancelled with "McpError: MCP error -32001: Request timed out" POSTed (202); the POST stream stayed open and carried progress 1.5 s and 3 s after; client.close() aborted it (net::ERR_ABORTED).',
      },
    );

    // A load balancer resets the POST stream after its first progress event (legacy era:
    // a disconnect is not a cancel). The client's timer is the default 60 s, so the request
    // is simply left without an answer when the client closes.
    await record(
      outDir,
      'v1-stream-cut',
      port,
      (method, body) => (method === 'POST' && isCall(body) ? { kind: 'cut', afterEvents: 2 } : { kind: 'pass' }),
      async (url) => {
        const c = await v1Connect(url);
        // Progress every 1.5 s: the cut follows progress 1; the resume GET (~1 s later) comes
        // before progress 2, so nothing is replayed and the rest goes to the dead stream.
        void c.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 4.5, steps: 3 } }, undefined, { onprogress: quiet }).catch(() => undefined);
        await sleep(5200);
        await c.close();
      },
      {
        shows: 'legacy Streamable HTTP: a proxy resets the POST stream mid-response; no cancel, the resume GET gets nothing, the call is left unanswered',
        request: '1',
        outcome: 'lost',
        cause: 'stream-closed',
        serverState: 'unknown',
        rules: ['disconnect-is-not-cancel'],
        notRules: ['timeout-without-cancel', 'response-after-cancel', 'notification-cancel-on-modern-http'],
        args: [],
        note: 'Proxy reset the POST SSE stream after the priming event and progress 1 (net::ERR_INCOMPLETE_CHUNKED_ENCODING). No notifications/cancelled: under 2025-11-25 the server was not asked to stop. The client resumed with GET + Last-Event-ID about 1 s later, but the server-everything event store attaches it to the wrong stream (sdk-behaviour #16): nothing more for id 1 arrived before the client closed, so what the server did is not in the capture.',
      },
    );

    // sdk-behaviour #11: an intermediary answers 504 with HTML; the caller gets an HTTP error,
    // no cancel is sent, no retry. The server may well have finished the work.
    await record(
      outDir,
      'gateway-504',
      port,
      (method, body) => (method === 'POST' && isCall(body) ? { kind: 'gateway', ms: 1000 } : { kind: 'pass' }),
      async (url) => {
        const c = await v1Connect(url);
        await c.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 2, steps: 1 } }).catch(() => undefined);
        await c.close();
      },
      {
        shows: 'a gateway answers 504 with an nginx HTML page instead of the server; the client fails the call without a cancel',
        request: '1',
        outcome: 'failed',
        cause: 'gateway-error',
        serverState: 'unknown',
        rules: [],
        notRules: ['disconnect-is-not-cancel', 'timeout-without-cancel', 'response-after-cancel'],
        args: [],
        note: 'nginx-style gateway gave up after 1 s and answered 504 with an HTML page; the client failed the call (Streamable HTTP error 504) without a cancel. The server was still working: whether it completed is not in the capture.',
      },
    );
  } finally {
    await everything.stop();
  }
}

// --- 2024-11-05 HTTP+SSE: v1 SSEClientTransport against server-everything in `sse` mode --------

async function httpSseScenario(outDir: string): Promise<void> {
  const everything = await startEverything('sse');
  const { port } = everything;
  try {
    await record(
      outDir,
      'http-sse-normal',
      port,
      () => ({ kind: 'pass' }),
      async (url) => {
        const c = new ClientV1({ name: 'sample-v1-client', version: '1.32.2' });
        c.onerror = quiet;
        await c.connect(new SSEClientTransport(new URL(`${url}/sse`)));
        await c.callTool({ name: 'echo', arguments: { message: 'hello' } });
        await c.close();
      },
      { shows: '2024-11-05 HTTP+SSE: endpoint event on GET /sse, POSTs answered 202, responses on the GET stream',
        request: '1', outcome: 'completed', cause: 'none', serverState: 'completed', rules: [], notRules: ['disconnect-is-not-cancel'], args: [], note: 'GET /sse announced the endpoint; POSTs got 202 Accepted; responses came on the GET stream, which the client closed at the end.' },
      'http+sse',
    );
  } finally {
    await everything.stop();
  }
}

// --- v2 client pinned to 2026-07-28 against a v2 server ---------------------------------------

function v2Server(): McpServerV2 {
  const s = new McpServerV2({ name: 'sample-v2-server', version: '2.4.0' });
  const progress = async (ctx: ServerContext, n: number): Promise<void> => {
    const token = ctx.mcpReq._meta?.progressToken;
    if (token !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: n, total: 3 } });
  };
  const wait = (ms: number, signal: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      const t = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        resolve();
      });
    });
  s.registerTool('progress-steps', { description: 'three progress steps, then a result' }, async (ctx) => {
    for (let i = 1; i <= 3; i++) {
      await wait(200, ctx.mcpReq.signal);
      await progress(ctx, i);
    }
    return { content: [{ type: 'text', text: 'done' }] };
  });
  s.registerTool('sleep', { description: 'sleeps 3 s without notifications' }, async (ctx) => {
    await wait(3000, ctx.mcpReq.signal);
    return { content: [{ type: 'text', text: ctx.mcpReq.signal.aborted ? 'aborted' : 'slept' }] };
  });
  s.registerTool('progress-then-pause', { description: 'one progress, 3 s of silence, a result' }, async (ctx) => {
    await wait(100, ctx.mcpReq.signal);
    await progress(ctx, 1);
    await wait(3000, ctx.mcpReq.signal);
    return { content: [{ type: 'text', text: 'done' }] };
  });
  return s;
}

async function v2Connect(url: string): Promise<ClientV2> {
  const c = new ClientV2({ name: 'sample-v2-client', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  c.onerror = quiet;
  await c.connect(new HttpV2(new URL(`${url}/mcp`)));
  return c;
}

async function v2Scenarios(outDir: string): Promise<void> {
  const srv = await listenLoopback(toNodeHandler(createMcpHandler(() => v2Server())) as unknown as http.RequestListener);
  try {
    await record(
      outDir,
      'v2-progress',
      srv.port,
      () => ({ kind: 'pass' }),
      async (url) => {
        const c = await v2Connect(url);
        await c.callTool({ name: 'progress-steps', arguments: {} }, { onprogress: quiet });
        await c.close();
      },
      { shows: '2026-07-28 Streamable HTTP: the first progress upgrades the answer to SSE; result, then the server ends the stream',
        request: '0', outcome: 'completed', cause: 'none', serverState: 'completed', rules: [], notRules: ['disconnect-is-not-cancel', 'notification-cancel-on-modern-http'], args: [], note: 'First progress upgraded the response to SSE (sdk-behaviour #22); three progress events, then the result, then the server ended the stream.' },
    );

    // sdk-behaviour #18: the v2 client's timer aborts the POST; no notifications/cancelled.
    await record(
      outDir,
      'v2-timeout',
      srv.port,
      () => ({ kind: 'pass' }),
      async (url) => {
        const c = await v2Connect(url);
        await c.callTool({ name: 'sleep', arguments: {} }, { timeout: 1000 }).catch(() => undefined);
        await sleep(300);
        await c.close();
      },
      {
        shows: '2026-07-28 Streamable HTTP timeout: the v2 client aborts the POST before any header (status 0, net::ERR_ABORTED), no notification',
        request: '0',
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'unknown',
        rules: [],
        notRules: ['notification-cancel-on-modern-http', 'disconnect-is-not-cancel', 'timeout-without-cancel'],
        args: ['--timeout', '1000'],
        note: '2026-07-28 Streamable HTTP: closing the response stream is the cancellation. The SDK timer (1 s) aborted the POST before any header (net::ERR_ABORTED, status 0). What the server did after is not in a client-side capture.',
      },
    );

    // sdk-behaviour #21: an idle-timeout proxy cuts the stream; the v2 client does not re-issue,
    // waits for its own timer, and then has nothing to send.
    await record(
      outDir,
      'v2-idle-cut',
      srv.port,
      (method, body) => (method === 'POST' && isCall(body) ? { kind: 'idle', ms: 1000 } : { kind: 'pass' }),
      async (url) => {
        const c = await v2Connect(url);
        await c.callTool({ name: 'progress-then-pause', arguments: {} }, { timeout: 2500, onprogress: quiet }).catch(() => undefined);
        await c.close();
      },
      {
        shows: '2026-07-28 Streamable HTTP: an idle-timeout proxy cuts the response stream; the client does not re-issue and its timer later sends nothing',
        request: '0',
        outcome: 'lost',
        cause: 'stream-closed',
        serverState: 'unknown',
        rules: ['broken-stream-not-reissued'],
        notRules: ['notification-cancel-on-modern-http', 'disconnect-is-not-cancel', 'response-after-cancel'],
        args: ['--timeout', '2500'],
        note: 'Idle-timeout proxy (1 s without a byte) dropped both sides of the POST stream after progress 1 (net::ERR_INCOMPLETE_CHUNKED_ENCODING): the network closed it, not the client. The client did not re-issue the request with a new id; its 2.5 s timer later fired with nothing on the wire.',
      },
    );
  } finally {
    await srv.close();
  }
}

// --- 404 on a stale session: v1 client against a v1 SDK server that restarted -----------------

async function staleSessionScenario(outDir: string): Promise<void> {
  let transport: StreamableHTTPServerTransport | null = null;
  const fresh = async (): Promise<void> => {
    const t = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID() });
    const s = new McpServerV1({ name: 'sample-v1-server', version: '1.32.2' });
    s.registerTool('echo', { description: 'answers ok' }, async () => ({ content: [{ type: 'text', text: 'ok' }] }));
    await s.connect(t);
    transport = t;
  };
  await fresh();
  const srv = await listenLoopback((req, res) => {
    void transport!.handleRequest(req, res);
  });
  try {
    await record(
      outDir,
      'stale-session-404',
      srv.port,
      () => ({ kind: 'pass' }),
      async (url) => {
        const a = await v1Connect(url);
        // The server restarts (new session state) and another client initializes it directly.
        await transport!.close();
        await fresh();
        const b = new ClientV1({ name: 'other-client', version: '1.0.0' });
        b.onerror = quiet;
        await b.connect(new HttpV1(new URL(`http://127.0.0.1:${srv.port}/mcp`)));
        await a.callTool({ name: 'echo', arguments: {} }).catch(() => undefined);
        await a.close();
        await b.close();
      },
      {
        shows: 'stale Mcp-Session-Id after a server restart: HTTP 404 Session not found; the client does not re-initialize',
        request: '1',
        outcome: 'failed',
        cause: 'session-expired',
        serverState: 'unknown',
        rules: [],
        notRules: ['disconnect-is-not-cancel', 'timeout-without-cancel'],
        args: [],
        note: 'The server no longer knew the Mcp-Session-Id: HTTP 404 with {"code":-32001,"message":"Session not found","id":null} (sdk-behaviour #12). The client did not re-initialize.',
      },
    );
  } finally {
    await srv.close();
  }
}

export async function runHttpSamples(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  await v1Scenarios(outDir);
  await httpSseScenario(outDir);
  await v2Scenarios(outDir);
  await staleSessionScenario(outDir);
  await runFollowSamples(outDir, join(outDir, '..', 'tasks'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2] ?? fileURLToPath(new URL('../../../samples/http/', import.meta.url));
  const t0 = Date.now();
  runHttpSamples(out).then(
    () => {
      console.error(`http samples written to ${out} in ${Date.now() - t0} ms`);
      killAllServers();
      process.exit(0);
    },
    (e: unknown) => {
      console.error(e);
      // A scenario that failed mid-run may leave server-everything (or another tracked child) running.
      killAllServers();
      process.exit(1);
    },
  );
}
