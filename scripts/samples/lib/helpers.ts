/** Small helpers the scenarios share. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Observed } from './scenario.js';
import { Recorder } from './tap.js';
import { CapturingStdioClientTransport, type ServerCommand } from './transports.js';
import type { Variant } from './variant.js';

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function errText(e: unknown): string {
  if (e instanceof Error) {
    const data = (e as { data?: unknown }).data;
    return data === undefined ? String(e) : `${String(e)} data=${JSON.stringify(data)}`;
  }
  return String(e);
}

/** A v1 SDK client and the capturing stdio transport to connect it with. */
export function v1Client(
  v: Variant,
  server: ServerCommand,
  serverName = v.serverName,
): { client: Client; transport: CapturingStdioClientTransport; rec: Recorder; observed: Observed } {
  const rec = new Recorder(serverName);
  const observed: Observed = { callerError: null, onerror: [] };
  const client = new Client(v.clientInfo);
  client.onerror = (e) => observed.onerror.push(errText(e));
  return { client, transport: new CapturingStdioClientTransport(rec, server), rec, observed };
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

/** A planned shutdown by the application (Claude: "Shutting down server..."). */
export async function shutdown(client: { close(): Promise<void> }, rec: Recorder): Promise<void> {
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
