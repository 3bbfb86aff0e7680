/**
 * Retry detection (incidents A6): a later request with the same method, target and arguments
 * as an earlier one that has no response (still open, cancelled, or lost with the transport)
 * may execute the call twice. The index stores a hash and length of the canonical params,
 * never the params, and is bounded.
 */
import type { Party } from '../events.js';
import { plainEvent } from '../plain-event.js';
import { requestFacts, type CallParts } from '../request-facts.js';
import { callFingerprint, paramsFingerprint } from './canonical.js';
import { RETRY_EMITTED_MEMORY, RETRY_PER_CALL } from './limits.js';
import type { Req } from './state.js';
import type { RequestRef } from './types.js';

/**
 * Lifecycle methods are re-sent by design after a restart or a probe; they are not calls with
 * side effects (initialize after a crash, ping, the 2026 discover probe).
 */
const NOT_CALLS = new Set(['initialize', 'ping', 'server/discover']);

export interface RetryCandidate {
  /** The list of its call (method, target, requester) it is in, or was in until dropped. */
  list: RetryCandidate[];
  /** Made when first needed (a later request repeats it, or it is emitted unanswered): most requests never need one. */
  ref: RequestRef | null;
  /** The live request; null once emitted (then it was unanswered, or it would be gone). */
  req: Req | null;
  hash: number | null;
  len: number;
  /** `paramsShape` of the params: compared first, the full fingerprint only when equal. */
  shape: number | null;
}

/** Empty call lists kept for reuse before a sweep drops them (distinct targets must not grow the index). */
const EMPTY_LISTS_KEPT = 4096;

export class RetryIndex {
  /**
   * Requester → method → target → the unanswered calls. Nested maps keyed by the strings the request already has,
   * not one joined key per request, and a list that empties stays for the next call of the same tool (a busy
   * session calls a handful of tools over and over). The index cost about a fifth of the builder's time, and the
   * joined key, list and map entry made and dropped for every request were a part of it (docs/performance.md,
   * seventh round).
   */
  private readonly calls: Record<Party, Map<string, Map<string | null, RetryCandidate[]>>> = { client: new Map(), server: new Map() };
  private emptyLists = 0;
  private readonly emitted: RetryCandidate[] = [];
  private emittedHead = 0;

  /** Call lists held, empty ones included (bounded by EMPTY_LISTS_KEPT plus the lists in use). */
  get listCount(): number {
    let n = 0;
    for (const byMethod of Object.values(this.calls)) for (const byTarget of byMethod.values()) n += byTarget.size;
    return n;
  }

  get candidateCount(): number {
    let n = 0;
    for (const byMethod of Object.values(this.calls)) for (const byTarget of byMethod.values()) for (const l of byTarget.values()) n += l.length;
    return n;
  }

  /**
   * Registers `req` and returns the unanswered earlier request it repeats, if any
   * (the most recent one).
   */
  add(req: Req): RetryCandidate | null {
    // Read through the request's own fields: a plain request has no timeline to read (state.ts Req).
    const method = req.method;
    if (NOT_CALLS.has(method)) return null;
    const byMethod = this.calls[req.from];
    let byTarget = byMethod.get(method);
    if (byTarget === undefined) byMethod.set(method, (byTarget = new Map()));
    const target = req.target;
    let list = byTarget.get(target);
    if (list === undefined) byTarget.set(target, (list = []));
    else if (list.length === 0) this.emptyLists--;
    const cand: RetryCandidate = { list, ref: null, req, hash: null, len: 0, shape: null };
    let found: RetryCandidate | null = null;
    for (let i = list.length - 1; i >= 0 && found === null; i--) {
      const c = list[i];
      if (c === undefined || !unanswered(c)) continue;
      if (shapeOf(c) !== shapeOf(cand)) continue;
      hashOf(c);
      hashOf(cand);
      if (c.hash === cand.hash && c.len === cand.len) found = c;
    }
    list.push(cand);
    if (list.length > RETRY_PER_CALL) {
      const dropped = list.shift();
      if (dropped?.req) dropped.req.retry = null;
    }
    req.retry = cand;
    if (found !== null) refOf(found);
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
    if (req.answered) {
      this.remove(cand);
      return;
    }
    shapeOf(cand);
    hashOf(cand);
    refOf(cand);
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
    const list = cand.list;
    const i = list.lastIndexOf(cand);
    if (i < 0) return;
    // By hand, not splice(i, 1): splice makes an array of what it removed, once for every answered request.
    for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j]!;
    list.length--;
    if (list.length === 0 && ++this.emptyLists > EMPTY_LISTS_KEPT) this.sweep();
  }

  /** Drops every empty list (an empty list and no list read the same in `add`). */
  private sweep(): void {
    for (const byMethod of Object.values(this.calls)) {
      for (const [method, byTarget] of byMethod) {
        for (const [target, l] of byTarget) if (l.length === 0) byTarget.delete(target);
        if (byTarget.size === 0) byMethod.delete(method);
      }
    }
    this.emptyLists = 0;
  }
}

/** The candidate's RequestRef, made from its request the first time it is needed (before the request is let go). */
function refOf(c: RetryCandidate): RequestRef {
  if (c.ref === null) {
    const r = c.req!;
    const e = r.requestEvent;
    c.ref = { key: r.key, id: r.id, source: e.source, at: e.at };
  }
  return c.ref;
}

function unanswered(c: RetryCandidate): boolean {
  return c.req === null || !c.req.answered;
}

function hashOf(c: RetryCandidate): void {
  if (c.hash !== null || c.req === null) return;
  const call = callPartsOf(c.req);
  let f: { hash: number; len: number } | null = null;
  if (call !== null) {
    const a = call.args;
    f = callFingerprint(call.name, a === null || typeof a === 'string' ? a : a.toString('utf8'));
  }
  // No parts kept (params of another shape, a host's request), or a key the walk declines: from the params themselves.
  f ??= paramsFingerprint(c.req.params);
  c.hash = f.hash;
  c.len = f.len;
}

/**
 * The call's parts when the fast path kept its params so (request-facts.ts CallParts): the fingerprint is made from
 * them (canonical.ts callFingerprint) instead of the params, which for a plain line means its whole message
 * (docs/performance.md, twenty-eighth round). Read as `Req.paramsShape` reads them: a request whose event keeps facts
 * was made from them (correlate.ts onRequest, PARAMS_OF_MESSAGE), so its params are what the parts stand for; the
 * request's own event (`requestEvent`) is the one it started with.
 */
function callPartsOf(r: Req): CallParts | null {
  const e = r.requestEvent;
  const pe = plainEvent(e);
  if (pe !== null) return pe.request?.call ?? null;
  const m = e.message;
  return m !== undefined && m !== null && typeof m === 'object' ? (requestFacts(m)?.call ?? null) : null;
}

/** The candidate's shape, computed once; an emitted candidate keeps the one computed at release. */
function shapeOf(c: RetryCandidate): number {
  if (c.shape === null) c.shape = c.req === null ? -1 : c.req.paramsShape();
  return c.shape;
}
