/**
 * Retry detection (incidents A6): a later request with the same method, target and arguments
 * as an earlier one that has no response (still open, cancelled, or lost with the transport)
 * may execute the call twice. The index stores a hash and length of the canonical params,
 * never the params, and is bounded.
 */
import type { Party } from '../events.js';
import { paramsFingerprint, paramsShape } from './canonical.js';
import { RETRY_EMITTED_MEMORY, RETRY_PER_CALL } from './limits.js';
import type { Req } from './state.js';
import type { RequestRef } from './types.js';

/**
 * Lifecycle methods are re-sent by design after a restart or a probe; they are not calls with
 * side effects (initialize after a crash, ping, the 2026 discover probe).
 */
const NOT_CALLS = new Set(['initialize', 'ping', 'server/discover']);

export interface RetryCandidate {
  callKey: string;
  ref: RequestRef;
  sessionKey: string;
  /** The live request; null once emitted (then it was unanswered, or it would be gone). */
  req: Req | null;
  hash: number | null;
  len: number;
  /** `paramsShape` of the params: compared first, the full fingerprint only when equal. */
  shape: number | null;
}

export class RetryIndex {
  private readonly calls = new Map<string, RetryCandidate[]>();
  private readonly emitted: RetryCandidate[] = [];
  private emittedHead = 0;

  get candidateCount(): number {
    let n = 0;
    for (const l of this.calls.values()) n += l.length;
    return n;
  }

  /**
   * Registers `req` and returns the unanswered earlier request it repeats, if any
   * (the most recent one).
   */
  add(req: Req): RetryCandidate | null {
    const t = req.t;
    if (NOT_CALLS.has(t.method)) return null;
    const callKey = callKeyOf(t.from, t.method, t.target);
    const cand: RetryCandidate = {
      callKey,
      ref: { key: t.key, id: t.id, source: t.request.source, at: t.request.at },
      sessionKey: t.session.key,
      req,
      hash: null,
      len: 0,
      shape: null,
    };
    let list = this.calls.get(callKey);
    let found: RetryCandidate | null = null;
    if (list === undefined) {
      list = [];
      this.calls.set(callKey, list);
    } else {
      for (let i = list.length - 1; i >= 0 && found === null; i--) {
        const c = list[i];
        if (c === undefined || !unanswered(c)) continue;
        if (shapeOf(c) !== shapeOf(cand)) continue;
        hashOf(c);
        hashOf(cand);
        if (c.hash === cand.hash && c.len === cand.len) found = c;
      }
    }
    list.push(cand);
    if (list.length > RETRY_PER_CALL) {
      const dropped = list.shift();
      if (dropped?.req) dropped.req.retry = null;
    }
    req.retry = cand;
    return found;
  }

  /** The request got its first response: it can no longer be the unanswered original of a retry. */
  answered(req: Req): void {
    const cand = req.retry;
    if (cand === null) return;
    req.retry = null;
    this.remove(cand);
  }

  /** The request is being emitted: forget it if answered, else keep a hash-only candidate. */
  release(req: Req): void {
    const cand = req.retry;
    if (cand === null) return;
    req.retry = null;
    if (req.t.responses.length > 0) {
      this.remove(cand);
      return;
    }
    shapeOf(cand);
    hashOf(cand);
    cand.req = null;
    this.emitted.push(cand);
    if (this.emitted.length - this.emittedHead > RETRY_EMITTED_MEMORY) {
      const old = this.emitted[this.emittedHead];
      this.emitted[this.emittedHead] = undefined as unknown as RetryCandidate;
      this.emittedHead++;
      if (old) this.remove(old);
      if (this.emittedHead > 1024 && this.emittedHead * 2 > this.emitted.length) {
        this.emitted.splice(0, this.emittedHead);
        this.emittedHead = 0;
      }
    }
  }

  private remove(cand: RetryCandidate): void {
    const list = this.calls.get(cand.callKey);
    if (!list) return;
    const i = list.lastIndexOf(cand);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.calls.delete(cand.callKey);
  }
}

function callKeyOf(from: Party, method: string, target: string | null): string {
  return `${from}\u0000${method}\u0000${target ?? ''}\u0000${target === null ? 0 : 1}`;
}

function unanswered(c: RetryCandidate): boolean {
  return c.req === null || c.req.t.responses.length === 0;
}

function hashOf(c: RetryCandidate): void {
  if (c.hash !== null || c.req === null) return;
  const f = paramsFingerprint(c.req.t.params);
  c.hash = f.hash;
  c.len = f.len;
}

/** The candidate's shape, computed once; an emitted candidate keeps the one computed at release. */
function shapeOf(c: RetryCandidate): number {
  if (c.shape === null) c.shape = c.req === null ? -1 : paramsShape(c.req.t.params);
  return c.shape;
}
