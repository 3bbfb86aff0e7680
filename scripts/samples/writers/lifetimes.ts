/** Facts about each process lifetime that the host writers need when rendering its end. */
import type { TapEvent } from '../lib/tap.js';

export interface LifeFacts {
  /** The client closed the transport (and whether it was a planned shutdown). */
  clientClose: { t: number; intentional: boolean } | null;
  exit: { code: number | null; signal: string | null } | null;
  /** The server answered `initialize` (or `server/discover`) in this lifetime. */
  answeredInit: boolean;
}

export function lifeFacts(events: readonly TapEvent[]): Map<number, LifeFacts> {
  const facts = new Map<number, LifeFacts>();
  const get = (life: number): LifeFacts => {
    let f = facts.get(life);
    if (!f) {
      f = { clientClose: null, exit: null, answeredInit: false };
      facts.set(life, f);
    }
    return f;
  };
  const initIds = new Map<number, Set<unknown>>();
  for (const e of events) {
    const f = get(e.life);
    if (e.kind === 'client-close' && !f.clientClose) f.clientClose = { t: e.t, intentional: e.intentional };
    else if (e.kind === 'exit') f.exit = { code: e.code, signal: e.signal };
    else if (e.kind === 'send' || e.kind === 'recv') {
      const m = tryParse(e.line);
      if (!m) continue;
      if (e.kind === 'send' && (m.method === 'initialize' || m.method === 'server/discover')) {
        const ids = initIds.get(e.life) ?? new Set();
        ids.add(m.id);
        initIds.set(e.life, ids);
      }
      if (e.kind === 'recv' && m.method === undefined && initIds.get(e.life)?.has(m.id)) f.answeredInit = true;
    }
  }
  return facts;
}

export function tryParse(line: string): { method?: unknown; id?: unknown } | null {
  try {
    const v: unknown = JSON.parse(line);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as { method?: unknown; id?: unknown }) : null;
  } catch {
    return null;
  }
}
