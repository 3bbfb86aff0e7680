/**
 * JSON-RPC correlation inside one session: requests, responses, cancels, progress and
 * request-scoped notifications. Ids are per direction (a response from the server answers a
 * client request) and matched exactly by type (JSON-RPC 2.0 §4: `"7"` ≠ `7`).
 */
import { messageShape, type JsonRpcId, type JsonRpcMessage, type Party, type WireEvent } from '../events.js';
import { clip, requestTarget, responseDetail, retryDetail } from './details.js';
import { asId, field, isObject, stringField } from './json.js';
import { dirKey, showId } from './keys.js';
import { CANCELS_PER_REQUEST, LOGS_PER_REQUEST, ORPHANS_PER_SESSION, PROGRESS_PER_REQUEST, RESPONSES_PER_REQUEST, TASK_ENTRIES_PER_REQUEST } from './limits.js';
import type { RetryIndex } from './retries.js';
import { learnFromRequest, learnFromResponse, META_RELATED_TASK, META_SUBSCRIPTION_ID } from './session-info.js';
import { addCappedEntry, addEntry, isOpen, keep, keepCapped, unlinkOpen, type Req, type Sess, type StreamState } from './state.js';
import { linkPendingStream, linkStream, markCarried } from './streams.js';
import type { EntryKind, RequestTimeline } from './types.js';

/** What correlation needs from the builder. */
export interface Core {
  readonly retries: RetryIndex;
  /** Next builder-wide request sequence number. */
  nextSeq(): number;
  /** An initialize in `sess` was answered: the server's identity is known. */
  initialized(sess: Sess, initialize: WireEvent): void;
  /** `req` was answered cleanly: hold it a while for a late cancel, a duplicate response, late progress. */
  holdClean(sess: Sess, req: Req): void;
}

/**
 * Requests only a server sends (2025-11-25 client features). Used only when the capture does
 * not say who sent a request.
 */
const SERVER_REQUESTS = new Set(['roots/list', 'sampling/createMessage', 'elicitation/create']);

const BOTH: readonly Party[] = ['client', 'server'];

/** Handles one message; returns the request it started, if any. */
export function onMessage(core: Core, sess: Sess, e: WireEvent, st: StreamState | null): Req | null {
  const m = e.message;
  if (!isObject(m)) return null;
  switch (messageShape(m)) {
    case 'request':
      return onRequest(core, sess, e, m, st);
    case 'notification':
      onNotification(sess, e, m, st);
      return null;
    case 'result':
    case 'error':
      onResponse(core, sess, e, m, st);
      return null;
    default:
      return null;
  }
}

/** Whether `e` is a client `initialize` request (the null-label session split). */
export function isClientInitialize(e: WireEvent): boolean {
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
  const base = String(id);
  if (!sess.keys.has(base)) {
    sess.keys.add(base);
    return `${sess.info.key}:${base}`;
  }
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

function onRequest(core: Core, sess: Sess, e: WireEvent, m: JsonRpcMessage, st: StreamState | null): Req | null {
  const id = asId(m.id);
  const method = m.method;
  if (id === null || typeof method !== 'string') return null;
  const from: Party = e.from ?? (SERVER_REQUESTS.has(method) ? 'server' : 'client');
  const params = m.params;
  const target = requestTarget(params);
  const token = asId(field(field(params, '_meta'), 'progressToken'));
  const taskAugmented = isObject(field(params, 'task'));
  const t: RequestTimeline = {
    key: allocKey(sess, id),
    session: sess.info,
    id,
    method,
    target,
    from,
    request: e,
    params,
    progressToken: token,
    taskAugmented,
    entries: [],
    responses: [],
    cancels: [],
    progress: [],
    logs: [],
    streams: [],
    transportClose: null,
    openAtEnd: false,
    retries: [],
    retryOf: null,
  };
  const idKey = dirKey(from, id);
  const prev = sess.byId.get(idKey);
  const req: Req = {
    t,
    sess,
    seq: core.nextSeq(),
    idKey,
    prevSameId: prev !== undefined && !prev.emitted ? prev : null,
    troubled: taskAugmented,
    emitted: false,
    // Tokens are per requester: the party that did not issue the request sends its progress.
    tokenKey: token === null ? null : dirKey(from, token),
    lastProgress: null,
    nonJsonEntries: 0,
    otherStatusEntries: 0,
    links: [],
    retry: null,
    taskId: null,
    taskOf: null,
    prevOpenSameId: null,
    nextOpenSameId: null,
    capped: null,
    lazyKa: null,
  };
  addEntry(req, 'request', e, null);
  sess.byId.set(idKey, req);
  const prevOpen = sess.openById.get(idKey);
  if (prevOpen !== undefined) {
    req.prevOpenSameId = prevOpen;
    prevOpen.nextOpenSameId = req;
  }
  sess.openById.set(idKey, req);
  if (req.tokenKey !== null) sess.tokens.set(req.tokenKey, req);
  sess.live.set(req.seq, req);
  sess.open.set(req.seq, req);
  sess.nonJsonTargets.add(req);
  if (e.transport !== 'stdio') sess.statusTargets.add(req);
  sess.started++;
  sess.tl.requestCount++;

  if (from === 'client') {
    if (method === 'initialize') sess.hadInitialize = true;
    else if (method !== 'server/discover') sess.hadClientCall = true;
    learnFromRequest(sess, method, params, e);
    // The POST that carried a client request is that request's response stream.
    if (st !== null) linkStream(sess, st, req);
    else linkPendingStream(sess, req);
  }

  // 2025-11-25 tasks: tasks/get, tasks/result, tasks/cancel name the task by id.
  if (method.startsWith('tasks/')) {
    const taskId = stringField(params, 'taskId');
    const orig = taskId === null ? undefined : sess.tasks.get(taskId);
    if (orig !== undefined && !orig.emitted) {
      req.taskOf = orig;
      addCappedEntry(orig, 'task', e, `${clip(method, 40)} sent as id ${showId(id)}`, TASK_ENTRIES_PER_REQUEST);
    }
  }

  const earlier = core.retries.add(req);
  if (earlier !== null) {
    t.retryOf = earlier.ref;
    req.troubled = true;
    const er = earlier.req;
    if (er !== null && !er.emitted) {
      er.t.retries.push({ key: t.key, id, source: e.source, at: e.at });
      addEntry(er, 'retry', e, retryDetail(id, er.sess === sess ? null : sess.info.key));
      er.troubled = true;
    }
  }
  return req;
}

/** The newest live (not emitted) request in `head`'s chain. */
function newestLive(head: Req | undefined): Req | null {
  let r: Req | null = head ?? null;
  while (r !== null && r.emitted) r = r.prevSameId;
  return r;
}

/**
 * The request an id names: the newest one still open, else the newest live one. The open ones are a chain of
 * their own (Sess.openById): walking the byId chain past answered-but-held requests was O(n) per lookup, so n
 * requests reusing one id, then n responses, took O(n²).
 */
function findRequest(sess: Sess, id: JsonRpcId, dirs: readonly Party[]): Req | null {
  for (const d of dirs) {
    const k = dirKey(d, id);
    const o = sess.openById.get(k);
    if (o !== undefined) return o;
    const r = newestLive(sess.byId.get(k));
    if (r !== null) return r;
  }
  return null;
}

function onResponse(core: Core, sess: Sess, e: WireEvent, m: JsonRpcMessage, st: StreamState | null): void {
  const isError = messageShape(m) === 'error';
  const kind: EntryKind = isError ? 'error-response' : 'response';
  const id = asId(m.id);
  if (id === null) {
    // An error with `"id": null` (e.g. HTTP 404 "Session not found", 400 "No valid session ID")
    // answers the exchange, not a request id: evidence for the request on that stream only.
    const reqs = st ? [...st.links.keys()].filter((r) => !r.emitted) : [];
    if (reqs.length === 0) keep(sess, 'orphanResponses', e);
    for (const r of reqs) {
      addEntry(r, kind, e, `${responseDetail(m)} (id null, on this request's exchange)`);
      r.troubled = true;
    }
    return;
  }
  const requester: Party | null = e.from === 'server' ? 'client' : e.from === 'client' ? 'server' : null;
  const found = findRequest(sess, id, requester === null ? BOTH : [requester]);
  let req: Req | null = null;
  // The request on this stream first (ids reused across streams); a batch stream links many: the
  // id's own request is checked before walking them.
  if (st !== null && st.links.size > 0 && !(found !== null && st.links.has(found))) {
    for (const r of st.links.keys()) {
      if (!r.emitted && r.t.id === id && (requester === null || r.t.from === requester)) {
        req = r;
        break;
      }
    }
  }
  req ??= found;
  if (req === null) {
    keep(sess, 'orphanResponses', e);
    return;
  }
  const t = req.t;
  const first = t.responses.length === 0;
  keepCapped(t.responses, e, RESPONSES_PER_REQUEST);
  // 'response' and 'error-response' are capped separately.
  addCappedEntry(req, kind, e, null, RESPONSES_PER_REQUEST);
  markCarried(st, req);
  if (!first) {
    req.troubled = true;
    return;
  }
  unlinkOpen(sess, req);
  sess.open.delete(req.seq);
  core.retries.answered(req);
  if (!isError) {
    learnFromResponse(sess, t.method, m, e);
    if (t.method === 'initialize' && t.from === 'client') core.initialized(sess, t.request);
  }
  if (t.taskAugmented && !isError) {
    const taskId = stringField(field(m.result, 'task'), 'taskId');
    if (taskId !== null) {
      req.taskId = taskId;
      sess.tasks.set(taskId, req);
    }
  }
  if (req.taskOf !== null && !req.taskOf.emitted) {
    addCappedEntry(req.taskOf, 'task', e, `${clip(t.method, 40)} id ${showId(t.id)} answered: ${responseDetail(m)}`, TASK_ENTRIES_PER_REQUEST);
  }
  if (!req.troubled) core.holdClean(sess, req);
}

function onNotification(sess: Sess, e: WireEvent, m: JsonRpcMessage, st: StreamState | null): void {
  const method = m.method as string;
  // `cancelled` is the TS SDK ≤1.0.1 spelling (shared/reference/protocol-rules.md §5.2, seen in mcp-go#14).
  if (method === 'notifications/cancelled' || method === 'cancelled') onCancel(sess, e, m.params);
  else if (method === 'notifications/progress') onProgress(sess, e, m.params);
  else onScoped(sess, e, method, m.params, st);
}

/**
 * ≤2025-11-25: a cancel "MUST only reference requests that were previously issued in the same
 * direction", so it is linked only to a request sent by the party that sends the cancel.
 */
function onCancel(sess: Sess, e: WireEvent, params: unknown): void {
  const rid = asId(field(params, 'requestId'));
  if (rid === null) {
    keep(sess, 'orphanCancels', e);
    return;
  }
  const dirs: readonly Party[] = e.from !== null ? [e.from] : BOTH;
  const req = findRequest(sess, rid, dirs);
  if (req !== null) {
    keepCapped(req.t.cancels, e, CANCELS_PER_REQUEST);
    addCappedEntry(req, 'cancel', e, null, CANCELS_PER_REQUEST);
    req.troubled = true;
    return;
  }
  keep(sess, 'orphanCancels', e);
  for (const d of dirs) {
    const note = sess.finished.get(dirKey(d, rid));
    if (note === undefined) continue;
    if (sess.lateCancels.length < ORPHANS_PER_SESSION) sess.lateCancels.push({ event: e, key: note.key });
    else sess.dropped.lateCancels++;
    return;
  }
}

function onProgress(sess: Sess, e: WireEvent, params: unknown): void {
  const token = asId(field(params, 'progressToken'));
  let req: Req | undefined;
  if (token !== null) {
    if (e.from !== 'server') req = sess.tokens.get(dirKey('server', token));
    if (req === undefined && e.from !== 'client') req = sess.tokens.get(dirKey('client', token));
  }
  if (req === undefined || req.emitted) {
    keep(sess, 'orphanProgress', e);
    return;
  }
  const t = req.t;
  // Keep the first N and the latest: "last progress" stays exact, memory stays bounded.
  keepCapped(t.progress, e, PROGRESS_PER_REQUEST);
  addCappedEntry(req, 'progress', e, null, PROGRESS_PER_REQUEST);
  const value = field(params, 'progress');
  if (typeof value === 'number') {
    // "The progress value MUST increase with each notification".
    if (req.lastProgress !== null && !(value > req.lastProgress)) req.troubled = true;
    req.lastProgress = value;
  }
  // "Progress notifications MUST stop after completion".
  if (!isOpen(req) || t.cancels.length > 0) req.troubled = true;
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
      const status = stringField(params, 'status');
      const msg = stringField(params, 'statusMessage');
      let d = `task status ${status === null ? '?' : clip(status, 40)}`;
      if (msg !== null && msg.length > 0) d += ` ${JSON.stringify(clip(msg))}`;
      addCappedEntry(orig, 'task', e, d, TASK_ENTRIES_PER_REQUEST);
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
  keepCapped(t.logs, e, LOGS_PER_REQUEST);
  addCappedEntry(req, 'log', e, null, LOGS_PER_REQUEST);
  if (!isOpen(req)) req.troubled = true;
}
