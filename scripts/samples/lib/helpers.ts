/** Small helpers the scenarios share. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Observed, ScenarioResult, Truth } from './scenario.js';
import { Recorder } from './tap.js';
import { CapturingStdioClientTransport, type ServerCommand } from './transports.js';
import type { Variant } from './variant.js';

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * `p`, or a rejection `<what>: not done within <ms> ms` when it has not settled by then: every step of the
 * harnesses that waits on a process or a peer is bounded by one. The timer is cleared as soon as either side settles,
 * so a bound that is not reached never holds the process open (a pending 90 s timer would keep node alive after the
 * run is over). `p` itself is not cancelled: what it was waiting on is the caller's to stop.
 */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}

export function errText(e: unknown): string {
  if (e instanceof Error) {
    const data = (e as { data?: unknown }).data;
    return data === undefined ? String(e) : `${String(e)} data=${JSON.stringify(data)}`;
  }
  return String(e);
}

/** A run's recorder and what the client (v1 or v2 SDK) reports through `onerror` during it. */
export function startRun(client: { onerror?: (error: Error) => void }, serverName: string): { rec: Recorder; observed: Observed } {
  const rec = new Recorder(serverName);
  const observed: Observed = { callerError: null, onerror: [] };
  client.onerror = (e) => observed.onerror.push(errText(e));
  return { rec, observed };
}

/** A v1 SDK client and the capturing stdio transport to connect it with. */
export function v1Client(
  v: Variant,
  server: ServerCommand,
  serverName = v.serverName,
): { client: Client; transport: CapturingStdioClientTransport; rec: Recorder; observed: Observed } {
  const client = new Client(v.clientInfo);
  const { rec, observed } = startRun(client, serverName);
  return { client, transport: new CapturingStdioClientTransport(rec, server), rec, observed };
}

/** A v1 client connected to `server`, after the variant's warm-up requests: how most scenarios start. */
export async function connectedV1Client(
  v: Variant,
  server: ServerCommand,
  serverName = v.serverName,
): Promise<{ client: Client; rec: Recorder; observed: Observed }> {
  const { client, transport, rec, observed } = v1Client(v, server, serverName);
  await client.connect(transport);
  await v.warmup(client);
  return { client, rec, observed };
}

/** A signal that aborts `ms` from now, with `reason` (none: the DOMException AbortError). */
export function abortAfter(ms: number, reason?: string): AbortSignal {
  const ac = new AbortController();
  setTimeout(() => ac.abort(reason), ms);
  return ac.signal;
}

/** Waits until work of `workMs` started at `started` (epoch ms) is over, plus 400 ms for its last messages. */
export function waitOutWork(started: number, workMs: number): Promise<void> {
  return sleep(Math.max(0, workMs - (Date.now() - started)) + 400);
}

/** A scenario's result about the `nth` tools/call of `tool` the client sent (negative: from the end). */
export function toolCallResult(rec: Recorder, observed: Observed, tool: string, truth: Omit<Truth, 'target'>, nth = -1): ScenarioResult {
  return { rec, observed, truth: { target: sentRequest(rec, 'tools/call', tool, nth), ...truth } };
}

/** Runs `p`, recording its rejection as the caller saw it. */
export async function settle<T>(observed: Observed, p: Promise<T>): Promise<T | undefined> {
  try {
    return await p;
  } catch (e) {
    observed.callerError = errText(e);
    return undefined;
  }
}

export async function waitFor(cond: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Waits until every process lifetime the recorder saw has fully closed. */
export async function waitAllClosed(rec: Recorder, timeoutMs = 6000): Promise<void> {
  await waitFor(
    () => {
      const closed = new Set(rec.events.flatMap((e) => (e.kind === 'closed' ? [e.life] : [])));
      return closed.size >= rec.lifetimes;
    },
    timeoutMs,
    'the server processes to close',
  );
}

/**
 * A planned shutdown by the application (Claude: "Shutting down server..."), after `lingerMs`
 * of quiet so that late traffic is captured first.
 */
export async function shutdown(client: { close(): Promise<void> }, rec: Recorder, lingerMs = 0): Promise<void> {
  if (lingerMs > 0) await sleep(lingerMs);
  rec.shutdownRequested = true;
  await client.close();
  await waitAllClosed(rec);
}

/**
 * The id the client used for a request, read back from the capture itself (lifetime + id of the
 * `nth` matching message the client sent; negative counts from the end).
 */
export function sentRequest(rec: Recorder, method: string, tool?: string, nth = -1): { life: number; id: string | number } {
  const hits: { life: number; id: string | number }[] = [];
  for (const e of rec.events) {
    if (e.kind !== 'send') continue;
    let m: { method?: unknown; id?: unknown; params?: { name?: unknown } };
    try {
      m = JSON.parse(e.line) as typeof m;
    } catch {
      continue;
    }
    if (m.method !== method || (typeof m.id !== 'number' && typeof m.id !== 'string')) continue;
    if (tool !== undefined && m.params?.name !== tool) continue;
    hits.push({ life: e.life, id: m.id });
  }
  const hit = hits.at(nth);
  if (!hit) throw new Error(`no ${method}${tool ? ` ${tool}` : ''} request in the capture`);
  return hit;
}

/** Epoch ms of the first captured message matching `pred` (for timing checks in scenarios). */
export function firstAt(rec: Recorder, kind: 'send' | 'recv', pred: (m: Record<string, unknown>) => boolean): number | null {
  for (const e of rec.events) {
    if (e.kind !== kind) continue;
    try {
      const m = JSON.parse(e.line) as Record<string, unknown>;
      if (pred(m)) return e.t;
    } catch {
      /* not JSON */
    }
  }
  return null;
}
