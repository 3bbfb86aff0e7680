/**
 * JSON-RPC correlation inside one session: requests, responses, cancels, progress and
 * request-scoped notifications. Ids are per direction (a response from the server answers a
 * client request) and matched exactly by type (JSON-RPC 2.0 §4: `"7"` ≠ `7`).
 */
import { messageShape, type JsonRpcId, type JsonRpcMessage, type Party, type WireEvent } from '../events.js';
import { plainEvent, withMessage, type PlainEvent } from '../plain-event.js';
import { requestFacts, type RequestFacts } from '../request-facts.js';
import { SERVER_REQUESTS } from '../protocol/methods.js';
import { answersNoRequest, inventedId, refusedUnread } from '../protocol/errors.js';
import { continuedAsDetail, continuesDetail, requestTarget, responseDetail, retryDetail } from './details.js';
import { continuationKey, continuesAnswer, isInputRequired, mayBeInterim } from './mrtr.js';
import { asId, field, isObject, stringField } from './json.js';
import { dirKey, KeySet, type DirKey } from './keys.js';
import { CANCELS_PER_REQUEST, LOGS_PER_REQUEST, ORPHANS_PER_SESSION, PROGRESS_PER_REQUEST, RESPONSES_PER_REQUEST, RETRIES_PER_REQUEST } from './limits.js';
import { isCall, type Call, type RetryIndex } from './retries.js';
import { learnFromRequest, learnFromResponse, META_RELATED_TASK, META_SUBSCRIPTION_ID } from './session-info.js';
import { addCappedEntry, addEntry, finishedKeyOf, isOpen, keep, keepCapped, keepCappedIn, openElseLiveById, PARAMS_OF_MESSAGE, Req, S_ANSWERED, S_CANCELLED, S_EMITTED, S_HOST_ENDED, S_ID_LOST, S_WIRE, S_WORDS, unlinkOpen, type Sess, type Slots, type StreamState } from './state.js';
import { linkPendingStream, linkStream, markCarried } from './streams.js';
import { taskAnswered, taskCreated, taskRequest, taskStatusNotified } from './tasks.js';
import type { EntryKind } from './types.js';

/** The entry kind of an answer. */
type AnswerKind = Extract<EntryKind, 'response' | 'error-response'>;

/**
 * What correlation reads and counts across the sessions of one input: plain state the builder owns and passes in.
 * Correlation never calls back into the builder; what it decided that reaches beyond the message's own session it
 * returns (Decision).
 */
export interface Correlation {
  /** Unanswered calls across sessions: a retry may come in the next lifetime (incidents A6). */
  readonly retries: RetryIndex;
  /** Requests started so far in the input; a new request's `seq` is the next one (emission order follows it). */
  requests: number;
  /**
   * False: a wire request gets its timeline at once, entry by entry, as before plain requests (state.ts Req); the
   * tests build every capture both ways and compare (test/timeline/plain-lane.test.ts). Default true.
   */
  readonly plain?: boolean;
  /**
   * The slot table a quiet plain request is kept in instead of a `Req` (state.ts Slots; the sessions' and the retry
   * index's table). None: every request is a `Req`.
   */
  readonly slots?: Slots;
  /** The record a message's decision is written into (decided()); made on first use. */
  decision?: { started: Req | number | null; clean: Req | number | null; initialize: Req | null };
}

/** What one message decided that the builder acts on: it holds and emits requests and ends sessions. */
export interface Decision {
  /** The request the message started (a request or a slot number: state.ts Slots): clean holds count starts (CLEAN_HOLD_REQUESTS, limits.ts). */
  readonly started: Req | number | null;
  /** The request the message answered first and cleanly (a request or a slot number): held a while for a late cancel, a second response, late progress. */
  readonly clean: Req | number | null;
  /**
   * A client `initialize` the message answered without an error: the server's identity is known now, and an older
   * stdio lifetime of the same server is over (builder.ts, endOlderLifetimes).
   */
  readonly initialize: Req | null;
}

/** Most messages decide nothing beyond their session: one shared record instead of one per message. */
const NOTHING: Decision = Object.freeze({ started: null, clean: null, initialize: null });

/**
 * A decision that names a request, written into the correlation's one record: the builder acts on it before the next
 * message, so a Decision is valid until then. A record per start and per clean answer was a tenth of what the builder
 * allocated (docs/performance.md, twentieth round).
 */
function decided(cx: Correlation, started: Req | number | null, clean: Req | number | null, initialize: Req | null): Decision {
  const d = (cx.decision ??= { started: null, clean: null, initialize: null });
  d.started = started;
  d.clean = clean;
  d.initialize = initialize;
  return d;
}

const BOTH: readonly Party[] = ['client', 'server'];
/** One direction's list, shared: an answer or a cancel looks its id up in one direction without making a list each time. */
const ONLY: Readonly<Record<Party, readonly Party[]>> = { client: ['client'], server: ['server'] };

/** Correlates one message in its session; returns what it decided beyond that session (valid until the next message). */
export function onMessage(cx: Correlation, sess: Sess, e: WireEvent, st: StreamState | null): Decision {
  // A plain line's event says what its message is without the message (plain-event.ts): read as the facts.
  const pe = plainEvent(e);
  if (pe !== null) return onPlainMessage(cx, sess, pe, st);
  const m = e.message;
  if (!isObject(m)) return NOTHING;
  // In place: a new pair for every message was an array per message, and nothing keeps the pair itself.
  const last = sess.lastMessages;
  last[0] = last[1];
  last[1] = e;
  switch (messageShape(m)) {
    case 'request': {
      const req = onRequest(cx, sess, e, m.id, m.method, requestFacts(m), st);
      return req === null ? NOTHING : decided(cx, req, null, null);
    }
    case 'notification':
      if (idCut(e, m)) {
        const req = onCutRequest(cx, sess, e, m);
        return decided(cx, req, null, null);
      }
      if (m.method === 'notifications/initialized') onInitialized(sess, e);
      onNotification(cx, sess, e, m, st);
      return NOTHING;
    case 'result':
    case 'error':
      return onResponse(cx, sess, e, messageShape(m) === 'error', m.id, st);
    default:
      return NOTHING;
  }
}

/**
 * onMessage of a plain line's event: the same steps from its facts. Its message is an object (`plainJsonRpc` hands on
 * no other), has no `error` member and is never recovered (so never idCut); a progress notification is read from its
 * token and value, any other notification and a response from its message when one of their rarer steps asks.
 */
function onPlainMessage(cx: Correlation, sess: Sess, e: PlainEvent, st: StreamState | null): Decision {
  const last = sess.lastMessages;
  last[0] = last[1];
  last[1] = e;
  switch (e.shape) {
    case 'request': {
      const req = onRequest(cx, sess, e, e.id, e.method, e.request, st);
      return req === null ? NOTHING : decided(cx, req, null, null);
    }
    case 'notification': {
      const method = e.method!;
      if (method === 'notifications/progress') onProgress(sess, e, e.token, e.progress);
      else onPlainNotification(cx, sess, e, method, st);
      return NOTHING;
    }
    case 'result':
      return onResponse(cx, sess, e, false, e.id, st);
    default:
      return NOTHING;
  }
}

/**
 * A plain notification other than progress. Its own function, called for every such notification, so that
 * `onPlainMessage`'s optimised code has one call site here with feedback from the first of them: the calls below are
 * each first met late in a capture (a later session's `initialized`, the first notification tied to a request), and
 * as sites of `onPlainMessage` each had no feedback and deoptimised it, which was then compiled a second and third
 * time (docs/performance.md, fifty-fourth round).
 */
function onPlainNotification(cx: Correlation, sess: Sess, e: PlainEvent, method: string, st: StreamState | null): void {
  if (method === 'notifications/initialized') onInitialized(sess, e);
  // Any other notification is read by onScoped, which without a stream, `_meta` or a task's status ties it to no
  // request: then there is nothing to do, and its message is not made.
  if (st !== null || e.meta || method === 'notifications/cancelled' || method === 'cancelled' || method === 'notifications/tasks/status') onNotification(cx, sess, e, e.bodyMessage, st);
}

/**
 * onMessage of a plain line's `initialize` request (the builder's onPlainSessionStart): onPlainMessage's request step
 * with onRequest's steps for an initialize — never a slot — written out here. A session's start is met once per
 * session, and a later session's first in the hot functions after they were optimised: the first session's ran before
 * they had feedback (docs/performance.md, sixty-sixth round), so as a path of `onRequest` and `allocSlotKey` its sites
 * (the `makeReq` tail, a new session's first key) threw their optimised code away at every capture's first server
 * restart. Here they run in functions that only a session's start calls, never optimised (sixty-eighth round).
 */
export function onPlainInitialize(cx: Correlation, sess: Sess, e: PlainEvent, st: StreamState | null): Decision {
  const last = sess.lastMessages;
  last[0] = last[1];
  last[1] = e;
  const req = onInitializeRequest(cx, sess, e, e.id, e.request, st);
  return req === null ? NOTHING : decided(cx, req, null, null);
}

/**
 * onRequest of an `initialize` request (onPlainInitialize): the same steps, the slot's test false by its method, and
 * the shared tail in openRequest. A copy for the reason onPlainInitialize gives; keep it equal to onRequest's steps
 * before the slot's test (test/timeline/session-start.test.ts reads each capture on both paths).
 */
function onInitializeRequest(cx: Correlation, sess: Sess, e: WireEvent, rawId: unknown, facts: RequestFacts | null, st: StreamState | null): Req | null {
  const method = 'initialize';
  const id = asId(rawId);
  if (id === null) return null;
  const from: Party = e.from ?? (SERVER_REQUESTS.has(method) ? 'server' : 'client');
  let params: unknown;
  let target: string | null;
  let token: JsonRpcId | null;
  let taskAugmented: boolean;
  if (facts !== null) {
    params = PARAMS_OF_MESSAGE;
    target = facts.target;
    token = asId(facts.token);
    taskAugmented = facts.task;
  } else {
    params = e.message!.params;
    target = requestTarget(params);
    token = asId(field(field(params, '_meta'), 'progressToken'));
    taskAugmented = isObject(field(params, 'task'));
  }
  const continued = sess.awaitingInput !== null && from === 'client' ? continuedBy(sess, method, target, e) : null;
  const plain = cx.plain !== false;
  return openRequest(cx, sess, e, sessionStartKey(sess, id), id, method, target, from, params, token, taskAugmented, plain, continued, st);
}

/**
 * allocKey of an initialize's id (onInitializeRequest): the id added here when the session does not have it (a new
 * session's first key: its key set empty, a path `allocSlotKey`'s optimised code never had), else allocKey's numbered key.
 */
function sessionStartKey(sess: Sess, id: JsonRpcId): string {
  const int = KeySet.intOf(id);
  if (sess.keys.hasAs(id, int)) return allocKey(sess, id);
  sess.keys.addAtStart(id, int);
  return `${sess.info.key}:${String(id)}`;
}

/** Whether `e` is a client `initialize` request (the null-label session split). */
export function isClientInitialize(e: WireEvent): boolean {
  const pe = plainEvent(e);
  if (pe !== null) return pe.method === 'initialize' && asId(pe.id) !== null && (e.from === 'client' || e.from === null);
  const m = e.message;
  return (
    e.kind === 'message' &&
    isObject(m) &&
    m.method === 'initialize' &&
    asId(m.id) !== null &&
    (e.from === 'client' || e.from === null)
  );
}

function allocKey(sess: Sess, id: JsonRpcId): string {
  return allocSlotKey(sess, id) ?? `${sess.info.key}:${String(id)}`;
}

/**
 * allocKey for a slot (state.ts Slots): null when the key is `<session>:<id>`, the id's first use in the session —
 * the slot makes that string only when asked (at its emission, or as a `Req`) — else the numbered key.
 */
function allocSlotKey(sess: Sess, id: JsonRpcId): string | null {
  // The usual id, a small integer, is looked up and added as the number it is: no pattern test of its text, twice,
  // and no text at all unless the bounded set of other keys must be asked (KeySet.hasAs).
  const int = KeySet.intOf(id);
  if (!sess.keys.hasAs(id, int)) {
    sess.keys.addAs(id, int);
    return null;
  }
  const base = String(id);
  // The same id again in this session (a reused id, or `"7"` after `7`, or the other
  // direction's id space): keys stay unique with `#n`.
  let n = sess.dupCount.get(base) ?? 1;
  let k: string;
  do {
    n++;
    k = `${base}#${n}`;
  } while (sess.keys.has(k));
  sess.dupCount.set(base, n);
  sess.keys.add(k);
  return `${sess.info.key}:${k}`;
}

/** `<session>:<base><n>` with the first `n` not taken in the session (`tools/call#1`, `unknown#2`): for requests without an id. */
export function numberedKey(sess: Sess, base: string): string {
  let n = sess.dupCount.get(base) ?? 0;
  do n++;
  while (sess.keys.has(`${base}${n}`));
  sess.dupCount.set(base, n);
  sess.keys.add(`${base}${n}`);
  return `${sess.info.key}:${base}${n}`;
}

/**
 * A new request of the session, open until answered: findable by its id (the newest open one first, the older
 * open ones with that id chained behind it: Sess.openById), live until emitted, and counted as a start.
 */
function registerOpen(sess: Sess, req: Req): void {
  const k = req.idKey;
  let prevOpen = sess.openById.get(k);
  if (prevOpen === undefined) {
    // The open request before it with this id, if any, was open alone: byId's newest live request (Req.soleOpen). It
    // enters openById now, as the head of the chain the two make.
    // Never a slot: makeReq made the live request with this id a `Req` (its prevSameId).
    const before = sess.byId.get(k);
    if (before !== undefined && typeof before !== 'number' && before.soleOpen) {
      before.soleOpen = false;
      prevOpen = before;
    }
  }
  sess.byId.set(k, req);
  if (prevOpen !== undefined) {
    req.prevOpenSameId = prevOpen;
    prevOpen.nextOpenSameId = req;
    sess.openById.set(k, req);
  } else req.soleOpen = true;
  sess.live.add(req);
  sess.open.add(req);
  sess.started++;
  sess.tl.requestCount++;
}

/**
 * A request registerOpen registered that turns out to be no request of its own (its words are another's entry:
 * foldReasonAbove): everything its start did is undone — out of the session's live and open requests, its counts and
 * its id's entry, its numbered key free again — and it is never emitted.
 */
export function withdraw(sess: Sess, req: Req): void {
  req.emitted = true;
  sess.tl.requestCount--;
  sess.started--;
  sess.live.delete(req);
  if (sess.open.delete(req)) unlinkOpen(sess, req);
  if (sess.byId.get(req.idKey) === req) {
    if (req.prevSameId !== null) sess.byId.set(req.idKey, req.prevSameId);
    else sess.byId.delete(req.idKey);
  }
  // Its key goes back: the next request numbered like it (`unknown#n`) takes the same number (numberedKey).
  const local = req.key.slice(sess.info.key.length + 1);
  const hash = local.lastIndexOf('#');
  if (hash > 0 && req.id === null) {
    const base = local.slice(0, hash + 1);
    sess.keys.delete(local);
    if (sess.dupCount.get(base) === Number(local.slice(hash + 1))) sess.dupCount.set(base, Number(local.slice(hash + 1)) - 1);
  }
}

/**
 * A request whose body the host cut before its id: the TypeScript SDK writes `method` and `params` first and
 * `jsonrpc`, `id` last, so a log that shortens long bodies keeps `{"method":"tools/call","params":{"name":…`
 * and loses the id (LibreChat's `Transport sending: {…"e... [truncated]`: getzep/graphiti#498). A recovered
 * message with a request's method (not `notifications/…`) and no id is such a request, not a notification.
 */
function idCut(e: WireEvent, m: JsonRpcMessage): boolean {
  return e.recovered === true && m.id === undefined && typeof m.method === 'string' && !m.method.startsWith('notifications/') && m.method !== 'cancelled';
}

/** A cut request: registered without an id (keyed `<method>#<n>`), to be claimed by the answer or cancel that names it. */
function onCutRequest(cx: Correlation, sess: Sess, e: WireEvent, m: JsonRpcMessage): Req {
  const method = m.method as string;
  const from: Party = e.from ?? (SERVER_REQUESTS.has(method) ? 'server' : 'client');
  const req = makeReq(cx, sess, e, numberedKey(sess, `${method}#`), null, method, requestTarget(m.params), from, m.params, null, false);
  req.troubled = true;
  req.idLost = true;
  addEntry(req, 'request', e, `${method} (the log cut the body before its id)`);
  registerOpen(sess, req);
  if (from === 'client') {
    if (method === 'initialize') sess.hadInitialize = true;
    else sess.hadClientCall = true;
  }
  return req;
}

/** The one request `requester` has open and not yet cancelled in `sess`, or null when it has none or several. */
function onlyOpenOf(sess: Sess, requester: Party): Req | null {
  const open = sess.open;
  let only = -1;
  for (const h of open.handles()) {
    if (open.fromAt(h) !== requester || (open.stateAt(h) & (S_CANCELLED | S_HOST_ENDED)) !== 0) continue;
    if (only >= 0) return null;
    only = h;
  }
  return only < 0 ? null : open.reqAt(only);
}

/**
 * The request an answer or cancel for an id the capture never showed belongs to, when one request of that
 * requester is open with its id cut away (onCutRequest) and no other such request could be meant: it takes the id.
 */
function claimCutRequest(sess: Sess, id: JsonRpcId, requester: Party): Req | null {
  if (sess.keys.has(String(id))) return null;
  const open = sess.open;
  let only = -1;
  for (const h of open.handles()) {
    if ((open.stateAt(h) & S_ID_LOST) === 0 || open.fromAt(h) !== requester || open.idAt(h) !== null) continue;
    if (only >= 0) return null;
    only = h;
  }
  if (only < 0) return null;
  return takeId(sess, open.reqAt(only), id, requester);
}

/** `req` (open, its id unknown) takes `id`: re-registered under it, so a second answer or a late cancel for it finds the same request. */
function takeId(sess: Sess, req: Req, id: JsonRpcId, requester: Party): Req {
  // Entered in both maps under its new key below, as the head of its id's open chain.
  req.soleOpen = false;
  if (sess.byId.get(req.idKey) === req) sess.byId.delete(req.idKey);
  if (sess.openById.get(req.idKey) === req) sess.openById.delete(req.idKey);
  req.t.id = id;
  req.idKey = dirKey(requester, id);
  sess.keys.add(String(id));
  sess.byId.set(req.idKey, req);
  sess.openById.set(req.idKey, req);
  return req;
}

/**
 * The request a cancel for an id the wire never showed belongs to, when the host's words hold exactly one request of
 * that requester open without an id: it takes the id. VS Code at the `debug` level logs the messages it writes
 * (`[editor -> server] {…}`) but a paste may start after the initialize, whose wait its words still tell ("Waiting for
 * server to respond to `initialize` request..." every 5 s); its `notifications/cancelled` for request 1 then names that
 * initialize (microsoft/vscode#275139) — a cancel refers to a request in flight (cancellation §Behavior). As
 * heldByWords does for an answer. Null when the words hold none or several such requests, or the id was seen.
 */
function cancelHeldByWords(sess: Sess, id: JsonRpcId, requester: Party): Req | null {
  if (sess.keys.has(String(id))) return null;
  const open = sess.open;
  let only = -1;
  for (const h of open.handles()) {
    if (open.fromAt(h) !== requester) continue;
    const state = open.stateAt(h);
    // A requester whose requests the wire shows open would have shown this one: the cancel is about one outside the excerpt.
    if ((state & S_WORDS) === 0) return null;
    if (open.idAt(h) !== null || (state & (S_CANCELLED | S_HOST_ENDED)) !== 0) continue;
    if (only >= 0) return null;
    only = h;
  }
  return only < 0 ? null : takeId(sess, open.reqAt(only), id, requester);
}

/**
 * The host's words, above the wire, that restate this cancel's reason: a line with no clock that names no request, a
 * timer or a failure whose whole text the cancel's `reason` carries, written before the wire showed the request. The
 * TypeScript SDK's `Protocol.request` cancels with `reason: String(error)` and rejects its caller with that same error,
 * so what the host shows the user is this request's end, not a second request (a symptom line pasted above a stdio tee
 * capture whose cancel gives `McpError: MCP error -32001: Request timed out`: anthropics/claude-code#58687). The words
 * become an entry of the request (as an application log's mention is: builder onAbout); its verdict rests on the wire.
 * The other order (the cancel first, then the words) is host-requests.ts cancelRestated. Only one such line, and only
 * when the cancel has no clock either: two lines are two stories, and clocked lines are placed by their clocks.
 */
const FOLD_SCAN = 64;
function foldReasonAbove(sess: Sess, req: Req, e: WireEvent, params: unknown): void {
  const raw = field(params, 'reason');
  if (typeof raw !== 'string' || e.at !== null) return;
  const reason = raw.replace(/\s+/g, ' ').trim();
  if (reason.length < 10) return;
  let words: Req | null = null;
  // Words above the wire started before it: among the oldest live requests (start order). Only those are looked at, so
  // an unclocked capture with a cancel per call stays linear.
  let looked = 0;
  const live = sess.live;
  const self = live.handleOf(req);
  for (const h of live.handles()) {
    if (++looked > FOLD_SCAN) break;
    if (h === self || (live.stateAt(h) & (S_EMITTED | S_WORDS | S_ANSWERED | S_CANCELLED)) !== S_WORDS || live.methodAt(h) !== 'unknown' || live.idAt(h) !== null) continue;
    const q = live.reqAt(h);
    const said = q.said;
    const w = said.length === 1 ? said[0]! : null;
    const s = w?.said;
    if (w === null || s === undefined || w.at !== null) continue;
    if ((s.kind !== 'timer-fired' && s.kind !== 'failed') || s.id !== undefined || s.method !== undefined || s.target !== undefined) continue;
    const text = (w.text ?? '').replace(/\s+/g, ' ').trim();
    if (text.length < 10 || !reason.includes(text)) continue;
    if (words !== null) return;
    words = q;
  }
  if (words === null) return;
  const w = words.said[0]!;
  addCappedEntry(req, 'host-log', w, w.text ?? '', CANCELS_PER_REQUEST);
  withdraw(sess, words);
}

/**
 * A request: its id and method, and its params' facts when its event keeps them (request-facts.ts; a plain line's
 * event: plain-event.ts), else null and its params are read from `e.message`. A plain `initialize` has a copy of
 * these steps (onInitializeRequest): a change here is made there too.
 */
function onRequest(cx: Correlation, sess: Sess, e: WireEvent, rawId: unknown, method: unknown, facts: RequestFacts | null, st: StreamState | null): Req | number | null {
  const id = asId(rawId);
  if (id === null || typeof method !== 'string') return null;
  // Only when the capture does not say who sent the request: by the method's sender (protocol/methods.ts).
  const from: Party = e.from ?? (SERVER_REQUESTS.has(method) ? 'server' : 'client');
  // The fast path's request says what is read of its params without building them (request-facts.ts): the request
  // keeps its message's params, read from the event when something asks (state.ts PARAMS_OF_MESSAGE).
  let params: unknown;
  let target: string | null;
  let token: JsonRpcId | null;
  let taskAugmented: boolean;
  if (facts !== null) {
    params = PARAMS_OF_MESSAGE;
    target = facts.target;
    token = asId(facts.token);
    taskAugmented = facts.task;
  } else {
    params = e.message!.params;
    target = requestTarget(params);
    token = asId(field(field(params, '_meta'), 'progressToken'));
    taskAugmented = isObject(field(params, 'task'));
  }
  // MRTR: a client request that takes up an interim input_required answer of this session (rare: looked for only
  // while one waits). Never a slot: it is linked at once.
  const continued = sess.awaitingInput !== null && from === 'client' ? continuedBy(sess, method, target, e) : null;
  // Plain: its request entry is implied by `e` until its timeline is made (state.ts Req).
  const plain = cx.plain !== false;
  // A quiet plain request is kept as a slot (state.ts Slots): on stdio, with no stream to link, not a lifecycle or task
  // call, and its id in use by no live request of its session (a reused id needs the chains only a `Req` has).
  const slots = plain ? cx.slots : undefined;
  if (slots !== undefined && continued === null && e.kind === 'message' && e.transport === 'stdio' && st === null && !taskAugmented && method !== 'initialize' && method !== 'server/discover' && !method.startsWith('tasks/') && (from === 'server' || sess.pendingStreams.size === 0)) {
    const idKey = dirKey(from, id);
    if (!sess.byId.has(idKey) && !sess.openById.has(idKey)) return startSlot(cx, slots, sess, e, id, idKey, method, target, from, params, token);
  }
  return openRequest(cx, sess, e, allocKey(sess, id), id, method, target, from, params, token, taskAugmented, plain, continued, st);
}

/**
 * onRequest's steps for a request that is no slot, its key allocated: registered open, its token, noise and status
 * targets, the client's steps, its task, its continuation and the retry index.
 */
function openRequest(cx: Correlation, sess: Sess, e: WireEvent, key: string, id: JsonRpcId, method: string, target: string | null, from: Party, params: unknown, token: JsonRpcId | null, taskAugmented: boolean, plain: boolean, continued: Req | null, st: StreamState | null): Req {
  const req = makeReq(cx, sess, e, key, id, method, target, from, params, token, taskAugmented, plain);
  if (!plain) addEntry(req, 'request', e, null);
  registerOpen(sess, req);
  if (req.tokenKey !== null) sess.tokens.set(req.tokenKey, req);
  sess.nonJsonTargets.add(req);
  if (e.transport !== 'stdio') sess.statusTargets.add(req);

  if (from === 'client') {
    if (method === 'initialize') sess.hadInitialize = true;
    else if (method !== 'server/discover') sess.hadClientCall = true;
    learnFromRequest(sess, method, e);
    // The POST that carried a client request is that request's response stream.
    if (st !== null) linkStream(sess, st, req);
    else linkPendingStream(sess, req);
  }

  // 2025-11-25 tasks: tasks/get, tasks/result, tasks/cancel name the task by id.
  if (method.startsWith('tasks/')) {
    const taskId = stringField(e.message!.params, 'taskId');
    const orig = taskId === null ? undefined : sess.tasks.get(taskId);
    if (orig !== undefined && !orig.emitted) {
      req.taskOf = orig;
      taskRequest(orig, req, e);
    }
  }

  if (continued !== null) continuation(continued, req, e);
  // Not `add` of an initialize (retries.ts isCall: it would return null): its Req-field reads stay fed by slots only.
  const earlier = isCall(method) ? cx.retries.add(req) : null;
  if (earlier !== null) retried(cx, sess, req, earlier, id, e);
  return req;
}

/**
 * The request of this session waiting on an interim input_required answer that `e` (a client request of `method` to
 * `target`) continues: the newest with the same method and target whose answer's `requestState` the request echoes
 * (mrtr.ts continuesAnswer), taken off the waiting list. Null when there is none.
 */
function continuedBy(sess: Sess, method: string, target: string | null, e: WireEvent): Req | null {
  const key = continuationKey(method, target);
  const waiting = sess.awaitingInput!.get(key);
  if (waiting === undefined) return null;
  const params = e.message?.params;
  for (let i = waiting.length - 1; i >= 0; i--) {
    const r = waiting[i]!;
    if (r.emitted || r.inputRequired === null || !continuesAnswer(params, r.inputRequired)) continue;
    waiting.splice(i, 1);
    if (waiting.length === 0) sess.awaitingInput!.delete(key);
    return r;
  }
  return null;
}

/** `req` continues `first` (MRTR): each names the other in its timeline, and `first` now ends as `req` does. */
function continuation(first: Req, req: Req, e: WireEvent): void {
  req.continues = first;
  addEntry(first, 'continued-as', e, continuedAsDetail(req.id));
  addEntry(req, 'continued-as', e, continuesDetail(first.id, first.inputRequired!.source.line));
  first.troubled = true;
  req.troubled = true;
}

/**
 * An interim answer (MRTR InputRequiredResult) to `req`, its first: on its timeline, but not its answer. The request
 * stays open until a continuation's answer ends it (continuation, answer) or the capture ends (pending). Null when
 * the request already had an answer: then this one is read as any other.
 */
function interimAnswer(cx: Correlation, sess: Sess, req: Req, e: WireEvent, st: StreamState | null): Decision | null {
  if (req.inputRequired !== null || req.t.responses.length > 0) return null;
  addEntry(req, 'response', e, null);
  markCarried(st, req);
  req.troubled = true;
  req.inputRequired = e;
  // Answered for the retry index: the continuation repeats the call on purpose (mrtr.mdx), it is no retry.
  cx.retries.answered(req);
  const waiting = (sess.awaitingInput ??= new Map());
  const key = continuationKey(req.method, req.target);
  const list = waiting.get(key);
  if (list === undefined) waiting.set(key, [req]);
  else list.push(req);
  return NOTHING;
}

/** `req` repeats the unanswered call `earlier` (the retry index's answer): both are marked. */
function retried(cx: Correlation, sess: Sess, req: Req, earlier: Call, id: JsonRpcId, e: WireEvent): void {
  // The repeat itself is not held for it: nothing in its own diagnosis reads `retryOf`, and holding every
  // repeat of a polled call to the end of its session kept them all (80,000 requests, 400 MB).
  req.t.retryOf = cx.retries.refOf(earlier);
  // A live request is its own handle, a slot a number (made a `Req` now: a retry troubles it); an emitted one is a
  // record (retries.ts Call).
  const er = typeof earlier === 'number' ? cx.slots!.req(earlier) : earlier instanceof Req ? earlier : null;
  if (er !== null && !er.emitted) {
    er.t.retryCount++;
    keepCappedIn(er.t, 'retries', { key: req.key, id, source: e.source, at: e.at }, RETRIES_PER_REQUEST);
    addCappedEntry(er, 'retry', e, retryDetail(id, er.sess === sess ? null : sess.info.key), RETRIES_PER_REQUEST);
    er.troubled = true;
  }
}

/**
 * A quiet plain request's start, as onRequest registers a plain `Req` (makeReq, registerOpen, the token, the noise
 * targets, the client's steps, the retry index) but kept as slot `x` of the table (state.ts Slots). Its id is no live
 * request's, so it is open alone with it (Req.soleOpen). Returns the slot's number, or its `Req` when it repeats an
 * unanswered call (the retry makes it one).
 */
function startSlot(cx: Correlation, slots: Slots, sess: Sess, e: WireEvent, id: JsonRpcId, idKey: DirKey, method: string, target: string | null, from: Party, params: unknown, token: JsonRpcId | null): Req | number {
  const key = allocSlotKey(sess, id);
  const seq = ++cx.requests;
  const x = slots.add(sess, e, key, id, method, target, from, params, token, seq, idKey);
  sess.byId.set(idKey, x);
  sess.live.add(x);
  sess.open.add(x);
  sess.started++;
  sess.tl.requestCount++;
  const tk = slots.tokenKeyOf(x);
  if (tk !== null) sess.tokens.set(tk, x);
  sess.nonJsonTargets.add(x, seq);
  // stdio: no HTTP status targets; no stream, and none announced (onRequest).
  if (from === 'client') {
    if (method !== 'server/discover') sess.hadClientCall = true;
    learnFromRequest(sess, method, e);
  }
  const earlier = cx.retries.add(x);
  if (earlier === null) return x;
  const req = slots.req(x);
  retried(cx, sess, req, earlier, id, e);
  return req;
}

/**
 * A request's bookkeeping, not yet registered anywhere. `plain` (a wire request's, onRequest): its timeline is made
 * only when something reads it (state.ts Req), with the request entry the event implies; otherwise it is made now,
 * empty, and the caller adds the request entry it words.
 */
function makeReq(
  cx: Correlation,
  sess: Sess,
  e: WireEvent,
  key: string,
  id: JsonRpcId | null,
  method: string,
  target: string | null,
  from: Party,
  params: unknown,
  token: JsonRpcId | null,
  taskAugmented: boolean,
  plain = false,
): Req {
  // Its parts as arguments, not a record: the request keeps them as its own fields (state.ts Req).
  const idKey = id === null ? dirKey(from, `\u0000${key}`) : dirKey(from, id);
  let prev = sess.byId.get(idKey);
  // A live slot with this id is made a `Req` first: a reused id is never a slot's (onRequest), and prevSameId names a request.
  if (typeof prev === 'number') prev = sess.slots.req(prev);
  return new Req(sess, e, key, id, method, target, from, params, token, taskAugmented, ++cx.requests, idKey, prev !== undefined && !prev.emitted ? prev : null, plain);
}

/**
 * A request known from a host's words (`said`): registered like a wire request (so a response or
 * cancel on the wire with the id it names finds it), keyed `<session>:<method>#<n>` when no id is
 * said (output contract, Additions). `start` is the event that stands for its start (the line
 * itself, or a copy dated back by the elapsed time the words give; null clock when unknown).
 */
export function startHostRequest(cx: Correlation, sess: Sess, start: WireEvent, method: string, target: string | null, id: JsonRpcId | null): Req {
  let key: string;
  if (id !== null && !sess.keys.has(String(id))) key = allocKey(sess, id);
  else key = numberedKey(sess, `${method}#`);
  const req = makeReq(cx, sess, start, key, id, method, target, 'client', undefined, null, false);
  req.troubled = true;
  addEntry(req, 'request', start, `${method}${target !== null ? ` ${target}` : ''} (the host's words)`);
  registerOpen(sess, req);
  if (method === 'initialize') sess.hadInitialize = true;
  // A line with no clock that names no request (the SDK's bare timeout as the user saw it) says nothing of which
  // lifetime it belongs to: a reporter's symptom line pasted above the capture it came from is that capture's, so the
  // capture's initialize does not split it off as an older lifetime (anthropics/claude-code#58687; foldReasonAbove).
  else if (!(method === 'unknown' && start.at === null && target === null && id === null)) sess.hadClientCall = true;
  return req;
}

/**
 * A pasted excerpt starts in the middle of a session (hosts-in-the-wild.md): an answer or a cancel
 * for an id never seen, in a session that has not yet shown its initialize, belongs to a request
 * sent before the capture began — not to an unknown request. It gets a request with no start
 * time and an unknown method (nothing says which it was; the client's id 0 excepted: its initialize, see
 * beforeCapture), and the session is marked as begun
 * mid-way. Later in a session (after its initialize, or once the id was seen) an unknown id stays
 * an orphan: that is a real finding.
 */
function startedBeforeCapture(cx: Correlation, sess: Sess, e: WireEvent, id: JsonRpcId, requester: Party, named: string | null = null): Req | null {
  if (sess.hadInitialize || sess.keys.has(String(id)) || sess.finished.get(dirKey(requester, id)) !== undefined) return null;
  return beforeCapture(cx, sess, e, allocKey(sess, id), id, requester, named);
}

/**
 * A request method an error's own message quotes ("Unknown session id '…' for 'tools/call'; client should
 * reinitialize", a server refusing each call of a session it lost: MoonshotAI/kimi-code#2380): the method of the
 * request it refuses, when the excerpt does not show that request.
 */
const QUOTED_METHOD_RE = /['"\x60](tools\/(?:call|list)|resources\/(?:read|list|subscribe|unsubscribe|templates\/list)|prompts\/(?:get|list)|completion\/complete|logging\/setLevel)['"\x60]/;

function methodQuotedBy(m: JsonRpcMessage): string | null {
  const message = stringField(field(m, 'error'), 'message');
  return message === null ? null : (QUOTED_METHOD_RE.exec(message)?.[1] ?? null);
}

/**
 * The TypeScript SDK's Streamable HTTP server transport refusing an initialize on a transport that already completed
 * one (`-32600 "Invalid Request: Server already initialized"`, `id: null`, from a server that serves every client with
 * one transport): only an initialize is refused in these words, so the request the excerpt does not show is that
 * (an Inspector's connect: formulahendry/mcp-server-code-runner#17).
 */
const ALREADY_INITIALIZED_RE = /\bServer already initialized\b/;

/** The method an error naming no request says it refused: quoted in its message, or implied by the SDK's words. */
function methodOfRefusal(m: JsonRpcMessage): string | null {
  const quoted = methodQuotedBy(m);
  if (quoted !== null) return quoted;
  const message = stringField(field(m, 'error'), 'message');
  return message !== null && ALREADY_INITIALIZED_RE.test(message) ? 'initialize' : null;
}

/**
 * An error with `"id": null` in an excerpt, on no exchange the capture shows: the refusal of a request the
 * excerpt does not show (JSON-RPC 2.0 §5: the id is null when the responder could not tell it — a
 * Streamable HTTP server refusing the session a POST carried answers `{"id":null,"error":{…"Invalid
 * session ID"}}` with 400/404: mark3labs/mcp-go#86, DAWNCR0W/affine-mcp-server#301). It gets a request of
 * unknown method and no id, keyed `<session>:unknown#<n>`, rather than an unknown-id finding; of the method the error
 * names or implies when it does (methodOfRefusal: `<session>:initialize#<n>`). Only before
 * the session's initialize shows, as startedBeforeCapture: in a whole capture the request would be there.
 */
function refusedBeforeCapture(cx: Correlation, sess: Sess, e: WireEvent): Req | null {
  if (sess.hadInitialize) return null;
  const requester: Party = e.from === 'client' ? 'server' : 'client';
  const named = methodOfRefusal(e.message!);
  return beforeCapture(cx, sess, e, numberedKey(sess, named === null ? 'unknown#' : `${named}#`), null, requester, named);
}

/** Whether the message right before `e` in its session is a notification from the other party (or from an unsaid one). */
function refusesNotification(sess: Sess, e: WireEvent): boolean {
  const prev = sess.lastMessages[0];
  if (prev === null || prev.kind !== 'message' || !isObject(prev.message) || messageShape(prev.message) !== 'notification') return false;
  return prev.from === null || e.from === null || prev.from !== e.from;
}

/** How soon after a request an error naming no request is still its refusal (a handler's immediate rejection). */
const REFUSAL_WINDOW_MS = 1000;

/**
 * The request an error naming no request refuses, on a session without HTTP streams: the newest request the other
 * party sent, still open with nothing but itself on its record (no progress, no cancel, no answer), that arrived at
 * most REFUSAL_WINDOW_MS before the error. A server that lost its session state answers with an empty id
 * (modelcontextprotocol/php-sdk#96: tools/call id 4, then -32600 "A valid session id is REQUIRED …" with `"id":""`
 * 3 ms later; the client waited out its timer and cancelled). Null when the clock or the order does not say so.
 */
function refusedJustNow(sess: Sess, e: WireEvent): Req | null {
  const live = sess.live;
  const h = live.newestAt();
  if (h < 0 || (live.stateAt(h) & (S_EMITTED | S_WIRE)) !== S_WIRE) return null;
  // A log that does not say who wrote the error (a server's "Encoding response." record): it answers the other party.
  if (e.from !== null && live.fromAt(h) !== (e.from === 'server' ? 'client' : 'server')) return null;
  const newest = live.reqAt(h);
  const t = newest.t;
  if (t.responses.length > 0 || t.cancels.length > 0 || t.entries.length !== 1) return null;
  // A paste with no clock (the request and the answer as two JSON bodies: UsefulSoftwareCo/executor#1449): the order
  // says it when the request is the message right before the error.
  if (e.at === null || t.request.at === null) return sess.lastMessages[0] === t.request ? newest : null;
  const gap = e.at - t.request.at;
  return gap >= 0 && gap <= REFUSAL_WINDOW_MS ? newest : null;
}

/**
 * `e`, an error naming none of `req`'s ids, is the responder's refusal of `req` (RequestTimeline.refusedUnnamed): an
 * entry on it, and the first such refusal kept with how it was paired (`by`: refusedJustNow's request when absent, or
 * inventedIdRefusal's one request open).
 */
function refusedUnnamed(req: Req, kind: AnswerKind, e: WireEvent, detail: string, by?: 'only-open'): void {
  addEntry(req, kind, e, detail);
  req.troubled = true;
  if (req.t.refusedUnnamed !== undefined) return;
  req.t.refusedUnnamed = e;
  if (by !== undefined) req.t.refusedUnnamedBy = by;
}

/**
 * The request an error refuses under an id no request of the session ever had, when the error says its sender could not
 * read the request (protocol/errors.ts refusedUnread): JSON-RPC 2.0 §5 wants the id null then, and an id the responder
 * invented is the same case (Anubis refusing the protocol-version header before reading the body, under a minted
 * 'err_…' id: zoedsoupe/anubis-mcp#294). The one request `requester` has open, unanswered, is the one it refuses; with
 * none or several nothing says which. Only when the id is surely not the requester's: once the capture shows the
 * session's initialize no request predates it (as startedBeforeCapture reasons), else the id must be one the requester
 * cannot have made (protocol/errors.ts inventedId). An id like the requester's own, in a capture that may begin
 * mid-session, is the answer to a request sent before it (startedBeforeCapture), not a refusal of the one open.
 */
function inventedIdRefusal(sess: Sess, e: WireEvent, id: JsonRpcId, requester: Party): Req | null {
  if (sess.keys.has(String(id)) || !refusedUnread(field(e.message, 'error'))) return null;
  const only = onlyOpenOf(sess, requester);
  if (only === null || only.t.responses.length > 0 || only.t.refusedUnnamed !== undefined) return null;
  if (sess.hadInitialize) return only;
  return only.id !== null && inventedId(id, only.id) ? only : null;
}

/**
 * The request the capture just showed refused by an HTTP status it printed (curl's `< HTTP/1.1 404 Not
 * Found`, an access line: host-log `http-status`), still without an answer: an id-null error right after
 * is that refusal's body (curl prints the status, the headers, then the body), not another request.
 */
function refusalBody(sess: Sess, e: WireEvent): Req | null {
  const live = sess.live;
  const h = live.newestAt();
  if (h < 0 || (live.stateAt(h) & (S_EMITTED | S_ANSWERED)) !== 0) return null;
  const newest = live.reqAt(h);
  const last = newest.said.at(-1);
  if (last?.said?.kind !== 'http-status' || (last.said.status ?? 0) < 400) return null;
  return last.source.file === e.source.file && last.source.line < e.source.line ? newest : null;
}

/** The start entry's note that the method is the id 0 guess (host-requests.ts namedById takes it off when words name another). */
export const ID0_GUESS_NOTE = "; id 0 is the client's initialize";

function beforeCapture(cx: Correlation, sess: Sess, e: WireEvent, key: string, id: JsonRpcId | null, requester: Party, named: string | null = null): Req {
  const start: WireEvent = withMessage(e, { at: null });
  // The client's id 0 is its initialize: the TypeScript and Python SDK clients number their requests from 0 and send
  // `initialize` first (lifecycle: "The initialization phase MUST be the first interaction"); clients that number
  // from 1 (VS Code) never send an id 0. A cancel of request 0 quoted alone is Claude Desktop cancelling its
  // initialize (github/github-mcp-server#727; the simplenote server's timeout note).
  const handshake = requester === 'client' && id === 0;
  const method = handshake ? 'initialize' : named ?? 'unknown';
  const req = makeReq(cx, sess, start, key, id, method, null, requester, undefined, null, false);
  req.troubled = true;
  addEntry(req, 'request', start, `sent before the capture began (first seen: line ${e.source.line})${handshake ? ID0_GUESS_NOTE : ''}`);
  registerOpen(sess, req);
  sess.info.startedMidway = true;
  return req;
}

/**
 * The request an id names: the newest one still open, else the newest live one. The open ones are a chain of
 * their own (Sess.openById): walking the byId chain past answered-but-held requests was O(n) per lookup, so n
 * requests reusing one id, then n responses, took O(n²).
 */
function findRequest(sess: Sess, id: JsonRpcId, dirs: readonly Party[]): Req | null {
  // Indexed: an iterator over the one or two directions was an allocation for every answer.
  for (let i = 0; i < dirs.length; i++) {
    const r = openElseLiveById(sess, dirKey(dirs[i]!, id));
    if (r !== null) return r;
  }
  return null;
}

/**
 * The request an answer quoted in a host's HTTP-status words belongs to when no message on the wire has
 * its id: the one request the host's words hold open without an id. VS Code at the `info` level logs its
 * initialize only as "Waiting for server to respond to `initialize` request...", then the status line
 * quoting the answer, `Connection state: Error 500 status sending message to <url>: {"jsonrpc":"2.0","id":1,
 * "error":…}` (obot-platform/obot#6503, microsoft/vscode#296545). Null when the answer did not come on
 * an error status, or when the words hold none or several such requests.
 */
function heldByWords(sess: Sess, e: WireEvent): Req | null {
  if (e.from !== 'server' || (e.stream?.status ?? 0) < 400) return null;
  const open = sess.open;
  let only = -1;
  for (const h of open.handles()) {
    if ((open.stateAt(h) & (S_WORDS | S_ANSWERED)) !== S_WORDS || open.idAt(h) !== null) continue;
    if (only >= 0) return null;
    only = h;
  }
  return only < 0 ? null : open.reqAt(only);
}

/** An answer (`isError`: an error answer) with this id; the rest of its message read from `e.message` when a step needs it. */
function onResponse(cx: Correlation, sess: Sess, e: WireEvent, isError: boolean, rawId: unknown, st: StreamState | null): Decision {
  const kind: AnswerKind = isError ? 'error-response' : 'response';
  // The Python SDK's placeholder id "server-error" names no request, as null (protocol/errors.ts).
  const id = isError && answersNoRequest(rawId) ? null : asId(rawId);
  if (id === null) {
    const m = e.message!;
    // An error with `"id": null` (e.g. HTTP 404 "Session not found", 400 "No valid session ID")
    // answers the exchange, not a request id: evidence for the request on that stream only.
    const reqs = st ? [...st.links.keys()].filter((r) => !r.emitted) : [];
    if (reqs.length === 0) {
      const just = isError ? refusedJustNow(sess, e) : null;
      if (just !== null) {
        refusedUnnamed(just, kind, e, `${responseDetail(m)} (names no request; sent right after this request arrived: its refusal, which the requester cannot match)`);
        return NOTHING;
      }
      // The same refusal for a notification the other party just sent (a server that answers every message it
      // cannot place in a session, the client's notifications/cancelled included: modelcontextprotocol/php-sdk#96):
      // no request of its own.
      if (isError && refusesNotification(sess, e)) {
        keep(sess, 'orphanResponses', e);
        return NOTHING;
      }
      const refused = isError ? (refusalBody(sess, e) ?? refusedBeforeCapture(cx, sess, e)) : null;
      if (refused !== null) return answer(cx, sess, refused, e, kind, st);
      keep(sess, 'orphanResponses', e);
      return NOTHING;
    }
    for (const r of reqs) {
      addEntry(r, kind, e, `${responseDetail(m)} (id null, on this request's exchange)`);
      r.troubled = true;
    }
    return NOTHING;
  }
  const requester: Party | null = e.from === 'server' ? 'client' : e.from === 'client' ? 'server' : null;
  // A slot's first answer, a result (state.ts Slots): the one live request with its id, found as findRequest finds it
  // (a slot's id is in no open chain; with no sender told, the client's id first, as BOTH), on no stream. Anything
  // else goes the way below, which makes the slot a `Req`.
  if (st === null && !isError) {
    const x = sess.byId.get(dirKey(requester ?? 'client', id));
    // An interim MRTR answer (mrtr.ts) does not end its request: the slot is made a `Req` below.
    if (typeof x === 'number' && !(mayBeInterim(sess.slots.method(x), sess.info.protocolVersion) && isInputRequired(e)) && sess.slots.answer(x, e)) return answeredSlot(cx, sess, x, e);
  }
  const found = findRequest(sess, id, requester === null ? BOTH : ONLY[requester]);
  let req: Req | null = null;
  // The request on this stream first (ids reused across streams); a batch stream links many: the
  // id's own request is checked before walking them.
  if (st !== null && st.links.size > 0 && !(found !== null && st.links.has(found))) {
    for (const r of st.links.keys()) {
      if (!r.emitted && r.id === id && (requester === null || r.from === requester)) {
        req = r;
        break;
      }
    }
  }
  req ??= found;
  if (req === null && requester !== null) req = claimCutRequest(sess, id, requester);
  if (req === null && isError) {
    const only = inventedIdRefusal(sess, e, id, requester ?? 'client');
    if (only !== null) {
      refusedUnnamed(only, kind, e, `${responseDetail(e.message!)} (its id ${JSON.stringify(id)} is no request's: the responder could not read the request; paired by the one request open)`, 'only-open');
      return NOTHING;
    }
  }
  if (req === null && requester !== null) req = startedBeforeCapture(cx, sess, e, id, requester, methodQuotedBy(e.message!));
  if (req === null) req = heldByWords(sess, e);
  // An answer whose sender the capture does not tell (an excerpt of a wire log that kept only the answers, one body a
  // line: MoonshotAI/kimi-code#2380) answers the client, the usual requester, as a cancel of unknown sender is its (onCancel).
  if (req === null && requester === null) req = startedBeforeCapture(cx, sess, e, id, 'client', methodQuotedBy(e.message!));
  if (req === null) {
    keep(sess, 'orphanResponses', e);
    return NOTHING;
  }
  return answer(cx, sess, req, e, kind, st);
}

/** answer() of a slot's first answer, a result: it is no longer open, and it is clean (a slot is never troubled). */
function answeredSlot(cx: Correlation, sess: Sess, x: number, e: WireEvent): Decision {
  // Open alone with its id (startSlot): no open chain to leave; on no stream (markCarried).
  sess.open.delete(x);
  cx.retries.answered(x);
  learnFromResponse(sess, sess.slots.method(x), e);
  return decided(cx, null, x, null);
}

/**
 * `e` (a response or error for `req`) answers it: the first answer ends it, a second is trouble. Returns the
 * request when the first answer left it clean, and the initialize it answered, for the builder.
 */
function answer(cx: Correlation, sess: Sess, req: Req, e: WireEvent, kind: AnswerKind, st: StreamState | null): Decision {
  const isError = kind === 'error-response';
  if (!isError && mayBeInterim(req.method, sess.info.protocolVersion) && isInputRequired(e)) {
    const interim = interimAnswer(cx, sess, req, e, st);
    if (interim !== null) return interim;
  }
  // A plain request keeps its first answer as a part (state.ts Req); any other answer goes on the timeline.
  if (!req.plainAnswered(e, kind)) {
    const t = req.t;
    const first = t.responses.length === 0;
    // Its own array at the first answer, of one slot: an empty list's first push reserves sixteen, and nearly every
    // request is answered once.
    keepCappedIn(t, 'responses', e, RESPONSES_PER_REQUEST);
    // 'response' and 'error-response' are capped separately.
    addCappedEntry(req, kind, e, null, RESPONSES_PER_REQUEST);
    markCarried(st, req);
    if (!first) {
      req.troubled = true;
      return NOTHING;
    }
  } else markCarried(st, req);
  unlinkOpen(sess, req);
  sess.open.delete(req);
  cx.retries.answered(req);
  // MRTR: the answer to a continuation ends the requests it continues (each ends as the operation does).
  for (let f = req.continues; f !== null && !f.emitted; f = f.continues) {
    keepCappedIn(f.t, 'responses', e, RESPONSES_PER_REQUEST);
    addCappedEntry(f, kind, e, `${responseDetail(e.message!)} (to its continuation)`, RESPONSES_PER_REQUEST);
    unlinkOpen(sess, f);
    sess.open.delete(f);
  }
  const method = req.method;
  if (!isError) learnFromResponse(sess, method, e);
  const initialize = !isError && method === 'initialize' && req.from === 'client' ? req : null;
  if (req.taskAugmented && !isError) {
    const taskId = taskCreated(req, e, e.message!);
    if (taskId !== null) {
      req.taskId = taskId;
      sess.tasks.set(taskId, req);
    }
  }
  if (req.taskOf !== null && !req.taskOf.emitted) taskAnswered(req.taskOf, req, e, e.message!);
  const clean = req.troubled ? null : req;
  return clean === null && initialize === null ? NOTHING : decided(cx, null, clean, initialize);
}

/**
 * The client's `notifications/initialized`: it is sent only once the initialize result arrived (lifecycle
 * §Initialization: "After successful initialization, the client MUST send an initialized notification"), so the
 * newest initialize the client still has open on the wire in this session was answered, though the capture did not
 * keep the answer (a gateway that logs the bodies it receives and not the ones it sends: the initialize with no
 * session, then this notification on the session id its answer minted, samanhappy/mcphub#428). Recorded on the
 * request (RequestTimeline.initializedAfter), which the verdict reads as answered; a real answer, if one follows,
 * still wins. Once per session, so the walk over the open requests is cheap.
 */
function onInitialized(sess: Sess, e: WireEvent): void {
  if (e.from === 'server') return;
  const open = sess.open;
  let found = -1;
  for (const h of open.handles()) {
    if (open.methodAt(h) !== 'initialize' || open.fromAt(h) === 'server') continue;
    if ((open.stateAt(h) & (S_WIRE | S_ANSWERED | S_CANCELLED | S_EMITTED)) !== S_WIRE) continue;
    found = h;
  }
  if (found < 0) return;
  const req = open.reqAt(found);
  if (req.t.responses.length > 0 || req.t.initializedAfter !== undefined) return;
  // Only remembered: no entry and no trouble, so an answer the capture does carry later (a HAR writes the POST's SSE
  // answer after the next request) leaves the request exactly as it was; the verdict reads the answer first.
  req.t.initializedAfter = e;
}

function onNotification(cx: Correlation, sess: Sess, e: WireEvent, m: JsonRpcMessage, st: StreamState | null): void {
  const method = m.method as string;
  // `cancelled` is the TS SDK ≤1.0.1 spelling (shared/reference/protocol-rules.md §5.2, seen in mcp-go#14).
  if (method === 'notifications/cancelled' || method === 'cancelled') onCancel(cx, sess, e, m.params);
  else if (method === 'notifications/progress') onProgress(sess, e, field(m.params, 'progressToken'), field(m.params, 'progress'));
  else onScoped(sess, e, method, m.params, st);
}

/**
 * ≤2025-11-25: a cancel "MUST only reference requests that were previously issued in the same
 * direction", so it is linked only to a request sent by the party that sends the cancel.
 */
function onCancel(cx: Correlation, sess: Sess, e: WireEvent, params: unknown): void {
  const rid = asId(field(params, 'requestId'));
  if (rid === null) {
    // A cancel whose params the log did not keep (Claude Desktop's 2026 logs write `method="notifications/cancelled"
    // params` and no body: the requestId is among what was left out) names the one request its sender has open, if
    // only one is: a cancel refers to a request in flight (cancellation §Behavior). Otherwise it stays unlinked.
    const only = e.recovered === true && params === undefined ? onlyOpenOf(sess, e.from ?? 'client') : null;
    if (only !== null) {
      keepCappedIn(only.t, 'cancels', e, CANCELS_PER_REQUEST);
      sess.cancelledLive.add(only);
      addCappedEntry(only, 'cancel', e, 'its requestId not logged: the one request open', CANCELS_PER_REQUEST);
      only.troubled = true;
      return;
    }
    keep(sess, 'orphanCancels', e);
    return;
  }
  const dirs: readonly Party[] = e.from !== null ? ONLY[e.from] : BOTH;
  // A cancel whose sender the capture does not tell (a server's "remote message …" line: riza-io/mcp-go#14)
  // is read as the client's, the usual requester, when it opens an excerpt.
  const req = findRequest(sess, rid, dirs) ?? claimCutRequest(sess, rid, e.from ?? 'client') ?? cancelHeldByWords(sess, rid, e.from ?? 'client') ?? startedBeforeCapture(cx, sess, e, rid, e.from ?? 'client');
  if (req !== null) {
    keepCappedIn(req.t, 'cancels', e, CANCELS_PER_REQUEST);
    sess.cancelledLive.add(req);
    addCappedEntry(req, 'cancel', e, null, CANCELS_PER_REQUEST);
    req.troubled = true;
    foldReasonAbove(sess, req, e, params);
    // MRTR: cancelling the continuation cancels the operation, so the requests it continues (mrtr.mdx).
    for (let f = req.continues; f !== null && !f.emitted; f = f.continues) {
      keepCappedIn(f.t, 'cancels', e, CANCELS_PER_REQUEST);
      sess.cancelledLive.add(f);
      addCappedEntry(f, 'cancel', e, 'its continuation cancelled', CANCELS_PER_REQUEST);
    }
    return;
  }
  keep(sess, 'orphanCancels', e);
  for (const d of dirs) {
    const key = sess.finished.get(dirKey(d, rid));
    if (key === undefined) continue;
    if (sess.lateCancels.length < ORPHANS_PER_SESSION) sess.lateCancels.push({ event: e, key: finishedKeyOf(sess, key) });
    else sess.dropped.lateCancels++;
    return;
  }
}

/** A progress notification with its params' `progressToken` and `progress` (undefined or null: absent). */
function onProgress(sess: Sess, e: WireEvent, rawToken: unknown, value: unknown): void {
  const token = asId(rawToken);
  let x: Req | number | undefined;
  if (token !== null) {
    if (e.from !== 'server') x = sess.tokens.get(dirKey('server', token));
    if (x === undefined && e.from !== 'client') x = sess.tokens.get(dirKey('client', token));
  }
  // A slot keeps what its plain request would keep and stay quiet with (state.ts Slots.progressed); else it is made a `Req`.
  if (typeof x === 'number') {
    if (sess.slots.progressed(x, e, value)) return;
    x = sess.slots.req(x);
  }
  const req = x;
  if (req === undefined || req.emitted) {
    keep(sess, 'orphanProgress', e);
    return;
  }
  // A plain request keeps it as a part (state.ts Req). Else keep the first N and the latest: "last progress" stays
  // exact, memory stays bounded.
  if (!req.plainProgressed(e)) {
    keepCapped(req.t.progress, e, PROGRESS_PER_REQUEST);
    addCappedEntry(req, 'progress', e, null, PROGRESS_PER_REQUEST);
  }
  if (typeof value === 'number') {
    // "The progress value MUST increase with each notification".
    if (req.lastProgress !== null && !(value > req.lastProgress)) req.troubled = true;
    req.lastProgress = value;
  }
  // "Progress notifications MUST stop after completion".
  if (!isOpen(req) || req.cancelled) req.troubled = true;
}

/**
 * Other notifications belong to a request only when the transport or the message says so:
 * carried on its HTTP response stream, naming it as a 2026 subscription
 * (`_meta["io.modelcontextprotocol/subscriptionId"]`), or naming its task
 * (`_meta["io.modelcontextprotocol/related-task"]`, `notifications/tasks/status`).
 */
function onScoped(sess: Sess, e: WireEvent, method: string, params: unknown, st: StreamState | null): void {
  if (method === 'notifications/tasks/status') {
    const taskId = stringField(params, 'taskId');
    const orig = taskId === null ? undefined : sess.tasks.get(taskId);
    if (orig !== undefined && !orig.emitted) {
      taskStatusNotified(orig, e, params);
      return;
    }
  }
  let req: Req | null = null;
  if (st !== null) {
    for (const l of st.links.values()) {
      if (!l.req.emitted) {
        req = l.req;
        break;
      }
    }
  }
  if (req === null) {
    const meta = field(params, '_meta');
    if (isObject(meta)) {
      const sub = asId(field(meta, META_SUBSCRIPTION_ID));
      if (sub !== null) req = findRequest(sess, sub, ['client']);
      if (req === null) {
        const taskId = stringField(field(meta, META_RELATED_TASK), 'taskId');
        const orig = taskId === null ? undefined : sess.tasks.get(taskId);
        if (orig !== undefined && !orig.emitted) req = orig;
      }
    }
  }
  if (req === null) return;
  const t = req.t;
  keepCappedIn(t, 'logs', e, LOGS_PER_REQUEST);
  addCappedEntry(req, 'log', e, null, LOGS_PER_REQUEST);
  if (!isOpen(req)) req.troubled = true;
}
