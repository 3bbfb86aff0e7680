/**
 * HTTP response streams ↔ requests (Streamable HTTP, HTTP+SSE).
 *
 * A stream is linked to a request by `stream.requestId` (the POST body id, as the reader saw
 * it) or by the client request that arrived on it. A later GET whose `Last-Event-ID` equals an
 * SSE id seen on a stream resumes that stream (2025-03-26 … 2025-11-25 "Resumability": the
 * server replays "on the stream that was disconnected"), so the GET is linked to the same
 * request and the response it carries matches by id as usual.
 */
import type { WireEvent } from '../events.js';
import {
  clip,
  resumeDetail,
  statusDetail,
  streamCloseDetail,
  streamOpenDetail,
} from './details.js';
import { dirKey, typedKey } from './keys.js';
import { UNLINKED_STREAMS } from './limits.js';
import { learnFromStreamOpen } from './session-info.js';
import { isSseChannel, sseChannelClosed } from './sse-channel.js';
import { addEntry, addLink, dropLink, isOpen, pushIn, settleKeepalives, streamKeepalive, waitingById, type Req, type Sess, type StreamState } from './state.js';

function isTrouble(status: number): boolean {
  return status === 0 || status >= 400;
}

function newState(id: string): StreamState {
  return {
    id,
    open: null,
    statusEvent: null,
    close: null,
    status: null,
    closedBy: null,
    keepalives: 0,
    lastActivityAt: null,
    lastEventId: null,
    resumedBy: null,
    resumeChecked: false,
    pendingKey: null,
    links: new Map(),
    eager: new Set(),
    kaLast: null,
    kaFirst: new Map(),
    kaWaiting: new Map(),
  };
}

function forget(sess: Sess, st: StreamState): void {
  sess.streams.delete(st.id);
  sess.unlinked.delete(st.id);
  if (st.pendingKey !== null && sess.pendingStreams.get(st.pendingKey) === st) sess.pendingStreams.delete(st.pendingKey);
  if (st.lastEventId !== null && sess.eventIds.get(st.lastEventId) === st) sess.eventIds.delete(st.lastEventId);
  for (const req of [...st.links.keys()]) dropLink(st, req);
}

/**
 * Every event that carries `stream`: finds or creates its state and records what any event on
 * a stream can tell (requestId, SSE id, status, activity, resumption). Returns null without a
 * usable stream id.
 */
export function observeStream(sess: Sess, e: WireEvent): StreamState | null {
  const s = e.stream;
  if (!s || typeof s.id !== 'string') return null;
  let st = sess.streams.get(s.id);
  if (st === undefined) {
    st = newState(s.id);
    sess.streams.set(s.id, st);
    sess.unlinked.set(s.id, st);
    if (sess.unlinked.size > UNLINKED_STREAMS) {
      const oldest = sess.unlinked.values().next();
      if (!oldest.done) forget(sess, oldest.value);
    }
  }
  if (e.at !== null) {
    // Linked RequestStreams mirror it; they are synced when the link ends (syncStreams).
    st.lastActivityAt = e.at;
  }
  if (e.kind === 'stream-open') {
    if (st.open === null) {
      st.open = e;
      for (const l of st.links.values()) if (l.rs.open === null) l.rs.open = e;
    }
    learnFromStreamOpen(sess, e);
  }
  if (!st.resumeChecked && s.headers) {
    st.resumeChecked = true;
    const lei = s.headers['last-event-id'];
    if (typeof lei === 'string' && lei.length > 0) resume(sess, st, lei, e);
  }
  if (e.kind === 'message' && e.from === 'client' && !isClientRequest(e)) {
    // The POST body is a notification or the client's answer to a server request: this
    // exchange answers no client request, whatever id a reader put in `requestId`.
    if (st.pendingKey !== null) {
      if (sess.pendingStreams.get(st.pendingKey) === st) sess.pendingStreams.delete(st.pendingKey);
      st.pendingKey = null;
    }
  } else if (st.links.size === 0 && st.status !== ACCEPTED && s.requestId !== undefined && s.requestId !== null) {
    // The newest client request with this id still waiting for its answer (a stream opens before it).
    const req = waitingById(sess, dirKey('client', s.requestId));
    if (req !== null) linkStream(sess, st, req);
    else if (st.pendingKey === null && e.kind === 'stream-open') {
      st.pendingKey = typedKey(s.requestId);
      sess.pendingStreams.set(st.pendingKey, st);
    }
  }
  if (typeof s.lastEventId === 'string' && s.lastEventId.length > 0 && s.lastEventId !== st.lastEventId) {
    st.lastEventId = s.lastEventId;
    sess.eventIds.set(s.lastEventId, st);
  }
  if (typeof s.status === 'number' && s.status !== st.status) {
    st.status = s.status;
    st.statusEvent = e;
    if (s.status === ACCEPTED) {
      detachAccepted(sess, st, e);
      return st;
    }
    for (const l of st.links.values()) {
      l.rs.status = s.status;
      addEntry(l.req, 'http-status', e, statusDetail(s.status, s.contentType));
      if (isTrouble(s.status)) l.req.troubled = true;
    }
  }
  return st;
}

function isClientRequest(e: WireEvent): boolean {
  const m = e.message;
  return m !== undefined && typeof m.method === 'string' && m.id !== undefined && m.id !== null;
}

/** A client request arrived: link a stream announced for its id before it was seen. */
export function linkPendingStream(sess: Sess, req: Req): void {
  // Every client request asks; only HTTP captures ever announce a stream first.
  if (sess.pendingStreams.size === 0) return;
  // Its id as the request keeps it: the timeline is not made for the asking (state.ts Req).
  const id = req.id;
  if (id === null) return;
  const key = typedKey(id);
  const st = sess.pendingStreams.get(key);
  if (st === undefined) return;
  sess.pendingStreams.delete(key);
  st.pendingKey = null;
  if (st.links.size === 0) linkStream(sess, st, req);
}

export function linkStream(sess: Sess, st: StreamState, req: Req): void {
  if (st.links.has(req)) return;
  if (st.status === ACCEPTED && st.statusEvent !== null) {
    addEntry(req, 'http-status', st.statusEvent, ACCEPTED_DETAIL);
    return;
  }
  const rs = {
    id: st.id,
    open: st.open,
    close: st.close,
    status: st.status,
    closedBy: st.closedBy,
    carriedResponse: false,
    keepalives: st.keepalives,
    lastActivityAt: st.lastActivityAt,
    lastEventId: st.lastEventId,
    resumedBy: st.resumedBy,
  };
  addLink(st, req, rs);
  req.t.streams = pushIn(req.t.streams, rs);
  sess.unlinked.delete(st.id);
  if (st.pendingKey !== null) {
    if (sess.pendingStreams.get(st.pendingKey) === st) sess.pendingStreams.delete(st.pendingKey);
    st.pendingKey = null;
  }
  // What happened on the stream before the request was known ("request first" in entries).
  if (st.open !== null) addEntry(req, 'stream-open', st.open, streamOpenDetail(st.open));
  if (st.statusEvent !== null && st.status !== null) {
    addEntry(req, 'http-status', st.statusEvent, statusDetail(st.status, st.statusEvent.stream?.contentType));
    if (isTrouble(st.status)) req.troubled = true;
  }
  if (st.close !== null) {
    addEntry(req, 'stream-close', st.close, streamCloseDetail(st.close));
    req.troubled = true;
  }
}

/**
 * `202 Accepted` answers a POST whose response travels elsewhere: HTTP+SSE (2024-11-05) sends
 * every response on the GET `/sse` stream, so the POST exchange is not the request's response
 * stream and its close says nothing about the request. (Streamable HTTP never answers a request
 * with 202: "the server MUST either return Content-Type: text/event-stream … or application/json".)
 */
const ACCEPTED = 202;
const ACCEPTED_DETAIL = 'HTTP 202 (accepted: the response comes on another stream)';

function detachAccepted(sess: Sess, st: StreamState, e: WireEvent): void {
  if (st.links.size === 0) return;
  for (const l of [...st.links.values()]) {
    addEntry(l.req, 'http-status', e, ACCEPTED_DETAIL);
    const i = l.req.t.streams.indexOf(l.rs);
    if (i >= 0) l.req.t.streams.splice(i, 1);
    dropLink(st, l.req);
  }
  sess.unlinked.set(st.id, st);
}

function resume(sess: Sess, st: StreamState, lastEventId: string, e: WireEvent): void {
  const prior = sess.eventIds.get(lastEventId);
  if (prior === undefined || prior === st) return;
  if (prior.resumedBy === null) prior.resumedBy = st.id;
  for (const l of [...prior.links.values()]) {
    if (l.rs.resumedBy === null) l.rs.resumedBy = st.id;
    linkStream(sess, st, l.req);
    const mine = st.links.get(l.req);
    if (mine !== undefined) mine.rs.resumeOf ??= prior.id;
    addEntry(l.req, 'resume', e, resumeDetail(st.id, lastEventId));
    l.req.troubled = true;
  }
}

/** stream-open / stream-close / keepalive / http-status (after observeStream). */
export function onStreamEvent(sess: Sess, e: WireEvent, st: StreamState | null): void {
  switch (e.kind) {
    case 'stream-open':
      // A resume GET links while its open is observed: linkStream already added this entry.
      if (!st) return;
      for (const l of st.links.values()) {
        settleKeepalives(l.req);
        const en = l.req.t.entries;
        if (en.at(-1)?.event !== e && en.at(-2)?.event !== e) addEntry(l.req, 'stream-open', e, streamOpenDetail(e));
      }
      return;
    case 'keepalive':
      if (!st) return;
      streamKeepalive(st, e);
      return;
    case 'http-status': {
      const status = st?.status ?? (typeof e.stream?.status === 'number' ? e.stream.status : null);
      // Linked streams got their entry in observeStream when the status became known.
      if (st && st.links.size > 0) return;
      // An HTTP failure on no known request's exchange (a notification POST, a host log line):
      // transport-level evidence for everything still waiting in the session.
      if (status !== null && !isTrouble(status)) return;
      const detail =
        status !== null
          ? `${statusDetail(status, e.stream?.contentType)} (on another exchange)`
          : `HTTP status${e.text ? `: ${clip(e.text)}` : ''}`;
      // Bounded per request (OTHER_STATUS_PER_REQUEST): a client re-polling a refused GET stream
      // for hours hit every open request each time.
      sess.statusTargets.forEach((req) => addEntry(req, 'http-status', e, detail));
      return;
    }
    case 'stream-close': {
      if (!st) return;
      st.close = e;
      st.closedBy = e.stream?.closedBy ?? null;
      if (isSseChannel(sess, st, e)) sseChannelClosed(sess, st, e);
      if (st.links.size === 0) {
        forget(sess, st);
        return;
      }
      for (const l of st.links.values()) {
        l.rs.close = e;
        l.rs.closedBy = st.closedBy;
        addEntry(l.req, 'stream-close', e, streamCloseDetail(e));
        if (isOpen(l.req) || e.stream?.partial) l.req.troubled = true;
      }
      return;
    }
    default:
      return;
  }
}

/** The request is emitted: its RequestStreams take the last activity and SSE id of their streams. */
export function syncStreams(req: Req): void {
  settleKeepalives(req);
  for (const st of req.links) {
    const l = st.links.get(req);
    if (l === undefined) continue;
    l.rs.lastActivityAt = st.lastActivityAt;
    l.rs.lastEventId = st.lastEventId;
  }
}

/** The request is emitted: detach it from its streams and forget streams nobody needs. */
export function releaseStreams(sess: Sess, req: Req): void {
  if (req.links.length === 0) return; // stdio: never linked
  for (const st of [...req.links]) {
    dropLink(st, req);
    if (st.links.size === 0) forget(sess, st);
  }
}

/** A response arrived on `st`: did that stream carry it before closing? */
export function markCarried(st: StreamState | null, req: Req): void {
  if (st === null || st.close !== null) return;
  const l = st.links.get(req);
  if (l !== undefined) l.rs.carriedResponse = true;
}
