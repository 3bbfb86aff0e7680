/**
 * Reading back what the recorder wrote, to check a run showed what its sample claims and to
 * take from the capture the facts only it has (the exact time and line of the cancel signal,
 * who closed each stream). Plain JSON Lines reading: no analyzer code, so the ground truth
 * does not depend on what is being tested.
 */
import { readFileSync } from 'node:fs';

export interface CapLine {
  /** 1-based line number in the capture. */
  no: number;
  type: string;
  t?: string;
  [k: string]: unknown;
}

interface Msg {
  id?: unknown;
  method?: unknown;
  params?: { requestId?: unknown; name?: unknown; progressToken?: unknown };
  result?: unknown;
  error?: unknown;
}

export function readCapture(path: string): CapLine[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((text, i) => (text.trim() === '' ? [] : [{ ...(JSON.parse(text) as Record<string, unknown>), no: i + 1 } as CapLine]));
}

const msgOf = (l: CapLine): Msg | null => (l.type === 'message' && typeof l.message === 'object' && l.message !== null ? (l.message as Msg) : null);
/** The recorder writes exchange ids as numbers; other writers use strings (docs/mcpcap.md). */
export function exchangeOf(l: CapLine): string | null {
  return typeof l.exchange === 'number' || typeof l.exchange === 'string' ? String(l.exchange) : null;
}

export const ms = (l: CapLine | undefined): number => (l?.t ? Date.parse(l.t) : NaN);

/** The last request the client sent with this method (and tool name). */
export function clientRequest(lines: CapLine[], method: string, tool?: string): { line: CapLine; id: string | number; exchange: string | null } {
  const hits = lines.filter((l) => {
    const m = msgOf(l);
    return l.from === 'client' && m?.method === method && (typeof m.id === 'number' || typeof m.id === 'string') && (tool === undefined || m.params?.name === tool);
  });
  const line = hits.at(-1);
  if (!line) throw new Error(`no ${method}${tool ? ` ${tool}` : ''} request in the capture`);
  return { line, id: msgOf(line)!.id as string | number, exchange: exchangeOf(line) };
}

export function cancelFor(lines: CapLine[], id: string | number): CapLine | undefined {
  return lines.find((l) => l.from === 'client' && msgOf(l)?.method === 'notifications/cancelled' && msgOf(l)?.params?.requestId === id);
}

export function responseFor(lines: CapLine[], id: string | number): CapLine | undefined {
  return lines.find((l) => {
    const m = msgOf(l);
    return l.from === 'server' && m?.id === id && m.method === undefined && ('result' in m || 'error' in m);
  });
}

export function progressFor(lines: CapLine[], token: unknown): CapLine[] {
  return lines.filter((l) => l.from === 'server' && msgOf(l)?.method === 'notifications/progress' && msgOf(l)?.params?.progressToken === token);
}

export function progressTokenOf(req: CapLine): unknown {
  return (msgOf(req)?.params as { _meta?: { progressToken?: unknown } } | undefined)?._meta?.progressToken;
}

export function streamEnd(lines: CapLine[], exchange: string): CapLine | undefined {
  return lines.find((l) => l.type === 'stream-end' && exchangeOf(l) === exchange);
}

export function streamStart(lines: CapLine[], exchange: string): CapLine | undefined {
  return lines.find((l) => l.type === 'http-request' && exchangeOf(l) === exchange);
}

/** Pids of every server the recorder started (its `server started` notes). */
export function serverPids(lines: CapLine[]): number[] {
  return lines.flatMap((l) => (l.type === 'note' && typeof l.pid === 'number' ? [l.pid] : []));
}
