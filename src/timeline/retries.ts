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

/**
 * An unanswered request the index keeps after it was emitted: its fingerprint and reference, no params (the request
 * itself is let go).
 */
export class EmittedCall {
  constructor(
    /** The call list it is in, or was in until dropped. */
    readonly list: CallList,
    readonly ref: RequestRef,
    readonly shape: number,
    readonly hash: number,
    readonly len: number,
  ) {}
}

/**
 * What a call list holds: handles, not a record made per request. A live request is its own handle (its `retry*`
 * fields carry the list it is in and its fingerprint, computed when first compared); an emitted unanswered one is an
 * `EmittedCall`. The plain-request slots of the port planned in docs/performance.md (eighteenth round) are the next
 * kind of handle.
 */
export type Call = Req | EmittedCall;
export type CallList = Call[];

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
  private readonly calls: Record<Party, Map<string, Map<string | null, CallList>>> = { client: new Map(), server: new Map() };
  private emptyLists = 0;
  private readonly emitted: EmittedCall[] = [];
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
   * Registers `req` and returns the unanswered earlier call it repeats, if any (the most recent one), its
   * reference made (`refOf`).
   */
  add(req: Req): Call | null {
    const t = req.t;
    if (NOT_CALLS.has(t.method)) return null;
    const byMethod = this.calls[t.from];
    let byTarget = byMethod.get(t.method);
    if (byTarget === undefined) byMethod.set(t.method, (byTarget = new Map()));
    let list = byTarget.get(t.target);
    if (list === undefined) byTarget.set(t.target, (list = []));
    else if (list.length === 0) this.emptyLists--;
    let found: Call | null = null;
    for (let i = list.length - 1; i >= 0 && found === null; i--) {
      const c = list[i];
      if (c === undefined || !unanswered(c)) continue;
      if (shapeOf(c) !== shapeOf(req)) continue;
      if (hashOf(c) === hashOf(req) && lenOf(c) === req.retryLen) found = c;
    }
    list.push(req);
    if (list.length > RETRY_PER_CALL) {
      const dropped = list.shift();
      if (dropped !== undefined && !(dropped instanceof EmittedCall)) dropped.retry = null;
    }
    req.retry = list;
    if (found !== null) refOf(found);
    return found;
  }

  /** The request got its first response: it can no longer be the unanswered original of a retry. */
  answered(req: Req): void {
    const list = req.retry;
    if (list === null) return;
    req.retry = null;
    this.remove(list, req);
  }

  /** The request is being emitted: forget it if answered, else keep a hash-only record in its place. */
  release(req: Req): void {
    const list = req.retry;
    if (list === null) return;
    req.retry = null;
    if (req.t.responses.length > 0) {
      this.remove(list, req);
      return;
    }
    const rec = new EmittedCall(list, refOf(req), shapeOf(req), hashOf(req), req.retryLen);
    const i = list.lastIndexOf(req);
    if (i >= 0) list[i] = rec;
    this.emitted.push(rec);
    if (this.emitted.length - this.emittedHead > RETRY_EMITTED_MEMORY) {
      const old = this.emitted[this.emittedHead];
      this.emitted[this.emittedHead] = undefined as unknown as EmittedCall;
      this.emittedHead++;
      if (old) this.remove(old.list, old);
      if (this.emittedHead > 1024 && this.emittedHead * 2 > this.emitted.length) {
        this.emitted.splice(0, this.emittedHead);
        this.emittedHead = 0;
      }
    }
  }

  private remove(list: CallList, c: Call): void {
    const i = list.lastIndexOf(c);
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

/** The call's RequestRef, made from its request the first time it is needed (before the request is let go). */
export function refOf(c: Call): RequestRef {
  if (c instanceof EmittedCall) return c.ref;
  if (c.retryRef === null) {
    const t = c.t;
    c.retryRef = { key: t.key, id: t.id, source: t.request.source, at: t.request.at };
  }
  return c.retryRef;
}

function unanswered(c: Call): boolean {
  return c instanceof EmittedCall || c.t.responses.length === 0;
}

/** The params fingerprint's hash, computed once per live request (its length beside it in `retryLen`). */
function hashOf(c: Call): number {
  if (c instanceof EmittedCall) return c.hash;
  if (Number.isNaN(c.retryHash)) {
    const f = paramsFingerprint(c.t.params);
    c.retryHash = f.hash;
    c.retryLen = f.len;
  }
  return c.retryHash;
}

function lenOf(c: Call): number {
  return c instanceof EmittedCall ? c.len : c.retryLen;
}

/** The call's shape, computed once; an emitted call keeps the one computed at release. */
function shapeOf(c: Call): number {
  if (c instanceof EmittedCall) return c.shape;
  if (Number.isNaN(c.retryShape)) c.retryShape = paramsShape(c.t.params);
  return c.retryShape;
}
