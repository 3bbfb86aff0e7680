/**
 * The labeller against the two maps it replaced (forty-first round, docs/performance.md): an id → {side, token} map and a
 * token → side map, each set and deleted as before. Random sequences of requests from both sides (ids reused, restarted
 * by `initialize`, integer and string ids, progress tokens absent, equal to the id or another key), answers, progress
 * and cancellations, with small caps so that the oldest open request is forgotten often: every label must agree.
 */
import { describe, expect, it } from 'vitest';
import type { JsonRpcMessage, Party } from '../../../src/events.js';
import { DirectionLabeller } from '../../../src/ingest/formats/ndjson.js';
import { mulberry32 as rng } from '../../seeded-rng.js';

type Key = string | number;
const key = (v: unknown): Key | null => (typeof v === 'number' || typeof v === 'string' ? v : null);

/** The labeller as it was before the forty-first round, restricted to what these sequences send. */
class ModelLabeller {
  private readonly open = new Map<Key, { side: Party | 'both'; token: Key | null }>();
  private readonly tokens = new Map<Key, Party>();
  constructor(private readonly maxOpen: number) {}

  label(m: { method?: string; id?: unknown; params?: Record<string, unknown> }, side: Party | null): Party | null {
    const hasId = m.id !== undefined && m.id !== null;
    if (typeof m.method === 'string') {
      if (hasId) {
        if (m.method === 'initialize') {
          this.open.clear();
          this.tokens.clear();
        }
        if (side) {
          const meta = m.params?._meta as Record<string, unknown> | undefined;
          this.remember(m.id, side, meta ? key(meta.progressToken) : null);
        }
        return side;
      }
      if (m.method === 'notifications/cancelled') {
        const k = key(m.params?.requestId);
        const r = k !== null ? this.open.get(k) : undefined;
        return r && r.side !== 'both' ? r.side : null;
      }
      if (m.method === 'notifications/progress') {
        const k = key(m.params?.progressToken);
        const t = k !== null ? this.tokens.get(k) : undefined;
        return t ? (t === 'client' ? 'server' : 'client') : null;
      }
      // A request's method without an id: a notification no catalogue lists.
      return null;
    }
    const k = hasId ? key(m.id) : null;
    if (k === null) return null;
    const r = this.open.get(k);
    if (!r || r.side === 'both') return null;
    this.open.delete(k);
    if (r.token !== null) this.tokens.delete(r.token);
    return r.side === 'client' ? 'server' : 'client';
  }

  private remember(id: unknown, side: Party, token: Key | null): void {
    const k = key(id);
    if (k === null) return;
    const prev = this.open.get(k);
    const both = prev !== undefined && prev.side !== side;
    this.open.set(k, { side: both ? 'both' : side, token });
    if (token !== null) this.tokens.set(token, side);
    if (this.open.size > this.maxOpen) {
      const oldest = this.open.keys().next().value as Key;
      const o = this.open.get(oldest);
      if (o !== undefined && o.token !== null) this.tokens.delete(o.token);
      this.open.delete(oldest);
    }
  }
}

// Keys of every kind the labeller keeps apart or together: small integers (0 and -0 are one key), their strings, a big one.
const KEYS: unknown[] = [0, 1, 2, 3, 4, 5, '0', '1', '2', 'a', -0, 2 ** 40, 1.5, null, true];
const CLIENT_METHODS = ['tools/call', 'resources/read', 'tools/list'];
const SERVER_METHODS = ['sampling/createMessage', 'roots/list', 'elicitation/create'];

function sequence(r: () => number, n: number, keys: number): { m: JsonRpcMessage; side: Party | null }[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const k = () => KEYS[Math.floor(r() * keys)];
  const out: { m: JsonRpcMessage; side: Party | null }[] = [];
  for (let i = 0; i < n; i++) {
    const x = r();
    let m: Record<string, unknown>;
    let side: Party | null = null;
    if (x < 0.4) {
      side = r() < 0.6 ? 'client' : 'server';
      const id = k();
      const t = r();
      // No token, the id itself (the TypeScript SDK's), or another key.
      const token = t < 0.35 ? undefined : t < 0.8 ? id : k();
      const params: Record<string, unknown> = { name: 'x' };
      if (token !== undefined) params._meta = { progressToken: token };
      m = { jsonrpc: '2.0', id, method: pick(side === 'client' ? CLIENT_METHODS : SERVER_METHODS), params };
    } else if (x < 0.7) m = { jsonrpc: '2.0', id: k(), result: {} };
    else if (x < 0.85) m = { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: k(), progress: 1 } };
    else if (x < 0.95) m = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: k() } };
    else if (x < 0.98) m = { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18' } };
    else {
      side = 'client';
      m = { jsonrpc: '2.0', id: k(), method: 'initialize', params: {} };
    }
    out.push({ m: m as unknown as JsonRpcMessage, side });
  }
  return out;
}

describe('DirectionLabeller against the two maps it replaced', () => {
  const cases: [cap: number, keys: number][] = [];
  for (const cap of [1, 2, 3, 5, 8, 50_000]) for (const keys of [3, 6, 10, KEYS.length]) cases.push([cap, keys]);
  it.each(cases)('cap %i, %i keys: equal labels over random sequences', (cap, keys) => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = rng(seed * 7919 + cap * 31 + keys);
      const model = new ModelLabeller(cap);
      const labeller = new DirectionLabeller(cap);
      const seq = sequence(r, 3_000, keys);
      for (let i = 0; i < seq.length; i++) {
        const { m, side } = seq[i]!;
        const want = model.label(m as never, side);
        const got = labeller.label(m);
        if (got !== want) expect({ seed, step: i, m, got }).toEqual({ seed, step: i, m, got: want });
      }
    }
  });

  it('many open at once under the real cap, then drained in order', () => {
    const model = new ModelLabeller(50_000);
    const labeller = new DirectionLabeller();
    const r = rng(41);
    for (let i = 0; i < 60_000; i++) {
      const token = r() < 0.5 ? i : r() < 0.5 ? undefined : `t${i % 70_000}`;
      const side: Party = r() < 0.8 ? 'client' : 'server';
      const m = { jsonrpc: '2.0', id: i, method: side === 'client' ? 'tools/call' : 'roots/list', params: token === undefined ? {} : { _meta: { progressToken: token } } };
      expect(labeller.label(m as unknown as JsonRpcMessage)).toBe(model.label(m, side));
    }
    for (let i = 0; i < 60_000; i += 97) {
      const p = { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: r() < 0.5 ? i : `t${i}` } };
      expect(labeller.label(p as unknown as JsonRpcMessage)).toBe(model.label(p, null));
      const a = { jsonrpc: '2.0', id: i, result: {} };
      expect(labeller.label(a as unknown as JsonRpcMessage)).toBe(model.label(a, null));
    }
  });
});
