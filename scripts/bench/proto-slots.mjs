#!/usr/bin/env node
/**
 * Prototype (docs/performance.md, eighteenth round): the timeline builder with plain requests kept as column slots.
 *
 * A request that is still plain — its id new in its session, no task, progress rising before its answer, answered
 * once with a result — is a slot number: seq, id, direction key, token key, its request / progress / response events
 * and its last progress value sit in parallel arrays indexed by the slot. `live` and `open` are one array of slot
 * numbers in start order (lazily deleted, compacted each time it doubles); `byId` and `tokens` map a direction key to
 * a slot number; the clean holds are rings of numbers; the retry index holds slot numbers. A slot becomes a real `Req`
 * (the builder's object, `RequestTimeline` and entries made as correlate makes them) only when something makes it
 * troubled (a cancel, an error, a second answer, late or falling progress, a retry of it), when its session ends or
 * closes, when what reads the session's requests wholesale needs it (the host's words: only the open slots, the newest
 * and one they name; `WORDS=all`: every live slot), or when it is emitted and the plain check says no; from then on
 * the project's own correlation (dist's `onMessage`) handles it. A plain slot emitted is handed to the sink's
 * `plain(session)` without any object.
 *
 * It reads stdio sessions, labelled or not (requests, results, errors, progress, cancels, notifications, stderr
 * lines, the host's words, transport closes, splits at an initialize, retries) and throws on the rest (HTTP streams,
 * input closes, unparsed lines, lines placed on a request by the merge step, a call only correlation's own path can
 * start): a prototype, not the port.
 *
 * Modes (`dist` defaults to ./dist; `DIST=` for checkall and stream):
 *   check <capture> [dist]            the slot builder's output against today's: every emitted request in order (plain
 *                                     key, or the full diagnosis' report), every session's report and findings; each
 *                                     plain slot, made a RequestTimeline, must pass plainCompletion.
 *   checkall <root> [root…]           check on every file under the roots that is a capture the prototype can read.
 *   bench <capture> [rounds] [dist]   one process: passes of today's builder and the slot builder alternating (the
 *                                     order flips every round), a forced collection before each (run with --expose-gc);
 *                                     CPU ms per pass.
 *   one <capture> <old|slot> [passes] [dist]  a warm pass, then passes of one builder alone between markers on stderr
 *                                     (for --trace-gc-nvp totals: allocated, promoted, survived).
 *   sample <capture> <old|slot> [top] one pass under the sampling heap profiler, dead objects kept: bytes by function.
 *   stream <capture> <old|slot>       the input read as analyze() reads it, each event pushed as it comes: CPU-s, peak RSS.
 * Environment: DROP_WORDS=1 leaves the host's words out for both builders; WORDS=all makes every live slot of a session
 * a Req at each of them; BARE=1 gives both builders sinks that only count (no plain check).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [mode, file, ...rest] = process.argv.slice(2);
const distArg = mode === 'check' ? rest[0] : mode === 'bench' ? rest[1] : mode === 'checkall' || mode === 'stream' ? process.env.DIST : rest[2];
const dist = resolve(distArg ?? 'dist');
const load = (p) => import(pathToFileURL(join(dist, p)).href);
const { openInput } = await load('ingest/index.js');
const { createTimelineBuilder } = await load('timeline/index.js');
const { plainCompletion, diagnose, diagnoseSession } = await load('diagnose/index.js');
const { reportRequest, reportSession } = await load('report/model.js');
const { onMessage, isClientInitialize } = await load('timeline/correlate.js');
const { requestTarget, hostLogDetail, retryDetail, splitDetail, transportCloseDetail } = await load('timeline/details.js');
const { dirKey, KeySet } = await load('timeline/keys.js');
const { asId, field, isObject } = await load('timeline/json.js');
const { paramsFingerprint, paramsShape } = await load('timeline/canonical.js');
const { RetryIndex } = await load('timeline/retries.js');
const { learnFromRequest, learnFromResponse } = await load('timeline/session-info.js');
const { newHostWords, onWireSeen, onHostSaid, onUnreadWords, closingInitialize, handshakeLost, handshakesUnanswered } = await load('timeline/host-requests.js');
const { observeStream, syncStreams, releaseStreams } = await load('timeline/streams.js');
const st8 = await load('timeline/state.js');
const { addEntry, addCappedEntry, keepCapped, keepCappedIn, newSession, isOpen, unlinkOpen, NONE } = st8;
const L = await load('timeline/limits.js');
const { SERVER_REQUESTS } = await load('protocol/methods.js');
const { messageShape } = await load('events.js');
const { answersNoRequest } = await load('protocol/errors.js');

/** DROP_WORDS=1: the host's words left out of the events, for both builders (the slots without their fallback for them). */
const DROP_WORDS = process.env.DROP_WORDS === '1';
/** WORDS=all: at the host's words make every live slot of the session a Req (else only the slots they can tell apart). */
const WORDS_OPEN = process.env.WORDS !== 'all';

const LONG_REQUEST_MS = 10_000; // diagnose/needs.ts
const NOT_CALLS = new Set(['initialize', 'ping', 'server/discover']); // retries.ts
const P_MAX = 4; // progress events a slot keeps; the fifth makes it a Req
const FREE = 0;
const OPEN = 1;
const ANSWERED = 2;

class Unsupported extends Error {}

/** One direction's list, shared (correlate.ts ONLY / BOTH). */
const BOTH = ['client', 'server'];
const ONLY = { client: ['client'], server: ['server'] };

/** Slot columns: one entry per live request, plain or not (a Req's slot holds it in `mat`). */
class Slots {
  constructor(n = 1024) {
    this.n = 0;
    this.grow(n);
    this.free = [];
  }
  grow(n) {
    const cp = (A, old, k = 1) => {
      const a = new A(n * k);
      if (old) a.set(old);
      return a;
    };
    const ca = (old, k = 1) => {
      const a = new Array(n * k).fill(null);
      if (old) for (let i = 0; i < old.length; i++) a[i] = old[i];
      return a;
    };
    this.seq = cp(Float64Array, this.seq);
    this.state = cp(Uint8Array, this.state);
    this.pn = cp(Int32Array, this.pn);
    this.last = cp(Float64Array, this.last);
    this.shape = cp(Float64Array, this.shape);
    this.hash = cp(Float64Array, this.hash);
    this.hlen = cp(Int32Array, this.hlen);
    this.sess = ca(this.sess);
    this.id = ca(this.id);
    this.idKey = ca(this.idKey);
    this.tok = ca(this.tok); // the token as written (an id)
    this.tokKey = ca(this.tokKey);
    this.req = ca(this.req);
    this.resp = ca(this.resp);
    this.p = ca(this.p, P_MAX);
    this.mat = ca(this.mat);
    this.rlist = ca(this.rlist);
    this.from = ca(this.from);
    this.cap = n;
  }
  alloc() {
    if (this.free.length > 0) return this.free.pop();
    if (this.n === this.cap) this.grow(this.cap * 2);
    return this.n++;
  }
  release(i) {
    this.seq[i] = -1;
    this.state[i] = FREE;
    this.sess[i] = null;
    this.id[i] = null;
    this.idKey[i] = null;
    this.tok[i] = null;
    this.tokKey[i] = null;
    this.req[i] = null;
    this.resp[i] = null;
    for (let k = 0; k < P_MAX; k++) this.p[i * P_MAX + k] = null;
    this.mat[i] = null;
    this.rlist[i] = null;
    this.from[i] = null;
    this.free.push(i);
  }
}

/** A ring of finished notes: (session key, id, answered-at, token) columns; the BoundedMap holds ring numbers. */
class Finished {
  constructor(sess, cap) {
    this.sess = sess;
    this.m = new Map();
    this.old = new Map();
    this.half = Math.max(1, Math.floor(cap / 2));
    this.rn = 4 * cap;
    this.rid = new Array(this.rn).fill(null);
    this.rat = new Float64Array(this.rn);
    this.rtok = new Array(this.rn).fill(null);
    this.rkey = new Array(this.rn).fill(null); // a Req's note, or a slot's key when not `<session>:<id>`
    this.next = 0;
  }
  get size() {
    return this.m.size + this.old.size;
  }
  set(k, v) {
    // v: a FinishedNote object (from a Req) — kept in the ring as it is.
    const i = this.next++ % this.rn;
    this.rkey[i] = v;
    this.rid[i] = null;
    this.put(k, i);
  }
  setSlot(k, id, at, tok) {
    const i = this.next++ % this.rn;
    this.rkey[i] = null;
    this.rid[i] = id;
    this.rat[i] = at === null ? NaN : at;
    this.rtok[i] = tok;
    this.put(k, i);
  }
  put(k, i) {
    if (this.old.size > 0) this.old.delete(k);
    this.m.set(k, i);
    if (this.m.size >= this.half) {
      this.old = this.m;
      this.m = new Map();
    }
  }
  get(k) {
    let i = this.m.get(k);
    if (i === undefined) i = this.old.get(k);
    if (i === undefined) return undefined;
    if (this.rkey[i] !== null) return this.rkey[i];
    const at = this.rat[i];
    return { key: `${this.sess.info.key}:${String(this.rid[i])}`, endedAt: Number.isNaN(at) ? null : at, progressToken: this.rtok[i] };
  }
  has(k) {
    return this.m.has(k) || this.old.has(k);
  }
  delete(k) {
    const a = this.m.delete(k);
    const b = this.old.delete(k);
    return a || b;
  }
}

export function createSlotBuilder(sink, input) {
  return new SlotBuilder(sink, input);
}

class SlotBuilder {
  constructor(sink, input) {
    this.sink = sink;
    this.input = input;
    this.cx = { retries: new RetryIndex(), requests: 0 };
    this.words = newHostWords(this.cx);
    this.liveSessions = new Set();
    this.liveOrder = [];
    this.byLabel = new Map();
    this.current = null;
    this.sessionCount = 0;
    this.batches = [];
    this.batchHead = 0;
    // The builder-wide clean hold: (slot, seq, releaseAfterAll) triples.
    this.hq = [];
    this.hqHead = 0;
    this.done = false;
    this.materialized = 0;
    this.wordsMade = 0;
    this.S = new Slots();
    // Retry index over slots: requester → method → target → list of slot numbers (or emitted hash-only records).
    this.calls = { client: new Map(), server: new Map() };
    this.emittedCands = [];
    this.emittedHead = 0;
    /** A Req's slot (a side table: the Req keeps correlate's shape). */
    this.slotOf = new Map();
    /** Slot → its RequestRef once a retry needed it (retries.ts refOf), with the seq it was made for. */
    this.refs = new Map();
  }

  push(e) {
    if (this.done) return;
    switch (e.kind) {
      case 'host-log':
        return this.onHostLog(e);
      case 'transport-close':
        return this.onTransportClose(e);
      case 'message':
        return this.onWireMessage(e);
      default:
        throw new Unsupported(`event kind ${e.kind}`);
    }
  }

  onHostLog(e) {
    if (e.about !== undefined) throw new Unsupported('a line placed on a request (merge)');
    if (e.said !== undefined) {
      // The host's words read the session's requests wholesale (host-requests.ts): every live slot is made a Req
      // first. Requests the words start get slots of their own.
      const s = this.sessionFor(e);
      this.touch(s, e);
      if (WORDS_OPEN) this.materializeForWords(s, e.said);
      else this.materializeAll(s);
      this.wordsMade++;
      const before = this.cx.requests;
      const joined = onHostSaid(this.words, s, e, e.said);
      this.adoptNew(s, before);
      if (!joined && e.quoted !== undefined) this.onWireMessage(e.quoted);
      return;
    }
    // Words no row reads about a connect the host's words started: its fate is theirs (builder.ts).
    onUnreadWords(this.words, e);
    const s = this.liveFor(e);
    if (s === null || s.inputClosed) return;
    this.touch(s, e);
    if (e.from !== 'client') {
      s.stderr.push(e);
      if (s.stderr.length > L.STDERR_BEFORE_CLOSE) s.stderr.shift();
    }
  }

  onTransportClose(e) {
    const s = this.liveFor(e);
    if (s === null) return;
    if (s.inputClosed || e.close?.inputOnly === true) throw new Unsupported('input close');
    this.touch(s, e);
    // The host's words read the session's open requests here (handshakeLost, closingInitialize).
    this.materializeAll(s);
    const before = this.cx.requests;
    if (e.close?.expected !== true && handshakeLost(this.words, s, e) === null) closingInitialize(this.words, s, e);
    this.adoptNew(s, before);
    this.endSession(s, { close: e });
    this.flushBatches(false);
  }

  liveFor(e) {
    if (e.session !== null) return this.byLabel.get(e.session) ?? null;
    return this.current;
  }

  sessionFor(e) {
    const label = e.session;
    if (label !== null) {
      const known = this.byLabel.get(label);
      if (known !== undefined) return known;
      const cur = this.current;
      if (cur !== null && cur.info.label === null) {
        cur.info.label = label;
        this.byLabel.set(label, cur);
        return cur;
      }
      return this.open(label);
    }
    const cur = this.current;
    if (cur === null) return this.open(null);
    if (isClientInitialize(e) && (cur.hadInitialize || cur.hadClientCall)) {
      if (cur.info.label === null) this.endSession(cur, { split: e });
      return this.open(null);
    }
    return cur;
  }

  open(label) {
    this.sessionCount++;
    const n = `s${this.sessionCount}`;
    const key = this.input.sessionPrefix ? `${this.input.sessionPrefix}.${n}` : n;
    const s = newSession(key, label, this.input, this.sessionCount);
    // The slot side of the session: live/open in start order as slot numbers, byId/tokens to slot numbers.
    s.order = []; // slot, seq pairs
    s.orderCompactAt = 1024;
    s.sById = new Map();
    s.sTokens = new Map();
    s.cq = []; // clean hold: slot, seq, releaseAfter triples
    s.cqHead = 0;
    s.nonJsonQ = [];
    s.nonJsonCompactAt = 128;
    s.finished = new Finished(s, L.FINISHED_MEMORY);
    this.liveSessions.add(s);
    this.liveOrder.push(s);
    if (label !== null) this.byLabel.set(label, s);
    this.current = s;
    return s;
  }

  touch(s, e) {
    this.current = s;
    if (s.info.transport === null && e.transport !== null) s.info.transport = e.transport;
    if (e.at !== null) {
      if (s.info.startedAt === null) s.info.startedAt = e.at;
      if (s.info.endedAt === null || e.at > s.info.endedAt) s.info.endedAt = e.at;
    }
  }

  onWireMessage(e) {
    const m = e.message;
    if (m === undefined) return;
    if (e.stream !== undefined) throw new Unsupported('HTTP streams');
    const s = this.sessionFor(e);
    this.touch(s, e);
    onWireSeen(s, e);
    if (!isObject(m)) return this.delegate(s, e);
    switch (messageShape(m)) {
      case 'request':
        return this.onRequest(s, e, m);
      case 'notification':
        if (e.recovered === true) {
          this.materializeAll(s);
          return this.delegate(s, e);
        }
        if (m.method === 'notifications/progress') return this.onProgress(s, e, m);
        if (m.method === 'notifications/cancelled' || m.method === 'cancelled') return this.onCancel(s, e, m);
        if (isObject(field(m.params, '_meta'))) throw new Unsupported('notification _meta');
        return this.delegate(s, e);
      case 'result':
      case 'error':
        return this.onResponse(s, e, m);
      default:
        return this.delegate(s, e);
    }
  }

  /** The project's own correlation, for what the slots do not take: the slots it could read were made Reqs first. */
  delegate(s, e) {
    const before = this.cx.requests;
    const d = onMessage(this.cx, s, e, null);
    if (d.started !== null && d.started.retry !== null) throw new Unsupported('a call correlated outside the slots');
    this.adoptNew(s, before);
    this.act(s, d);
  }

  /** Every request correlation or the host's words made since `before` (a start, or one sent before the capture) gets a slot. */
  adoptNew(s, before) {
    for (let seq = before + 1; seq <= this.cx.requests; seq++) {
      let req = s === null || s === undefined ? undefined : s.live.get(seq);
      let owner = s;
      if (req === undefined) {
        for (const o of this.liveSessions) {
          req = o.live.get(seq);
          if (req !== undefined) {
            owner = o;
            break;
          }
        }
      }
      if (req === undefined) throw new Unsupported('a request made elsewhere');
      this.adopt(owner, req);
    }
  }

  /**
   * At the host's words (unless WORDS=all), only what they can tell apart from nothing — the open slots, the newest live slot (readers
   * of "the newest request", and of the maps' sizes) and a slot the words name by id — made Reqs. An answered plain slot
   * has no words, cancels or host end, which is all the other readers of `sess.live` test (host-requests.ts).
   */
  materializeForWords(s, said) {
    const S = this.S;
    const slots = this.liveSlots(s);
    let any = false;
    for (let k = 0; k < slots.length; k++) {
      const i = slots[k];
      if (S.mat[i] !== null) continue;
      if (S.state[i] === OPEN || k === slots.length - 1) {
        this.materialize(i);
        any = true;
      }
    }
    if (said.id !== undefined) {
      for (const d of BOTH) {
        const i = s.sById.get(dirKey(d, said.id));
        if (i !== undefined && S.mat[i] === null) {
          this.materialize(i);
          any = true;
        }
      }
    }
    if (any) this.sortLive(s);
  }

  sortLive(s) {
    const live = [...s.live.values()].sort((a, b) => a.seq - b.seq);
    s.live.clear();
    s.open.clear();
    for (const r of live) {
      s.live.set(r.seq, r);
      if (isOpen(r)) s.open.set(r.seq, r);
    }
  }

  /**
   * Every live slot of the session made a Req, and the session's Req maps rebuilt in start order: for what reads the
   * session's requests as a whole (a cancel that names none, an answer that names none).
   */
  materializeAll(s) {
    const S = this.S;
    let any = false;
    for (const i of this.liveSlots(s)) {
      if (S.mat[i] === null) {
        this.materialize(i);
        any = true;
      }
    }
    if (!any) return;
    const live = [...s.live.values()].sort((a, b) => a.seq - b.seq);
    s.live.clear();
    s.open.clear();
    for (const r of live) {
      s.live.set(r.seq, r);
      if (isOpen(r)) s.open.set(r.seq, r);
    }
  }

  /** A Req made by the project's correlation gets a slot of its own (for the start order and the holds). */
  adopt(s, req) {
    const S = this.S;
    const i = S.alloc();
    S.seq[i] = req.seq;
    S.state[i] = OPEN;
    S.sess[i] = s;
    S.mat[i] = req;
    this.slotOf.set(req, i);
    this.orderPush(s, i, req.seq);
    return i;
  }

  lastMessage(s, e) {
    const last = s.lastMessages;
    last[0] = last[1];
    last[1] = e;
  }

  onRequest(s, e, m) {
    const id = asId(m.id);
    const method = m.method;
    if (id === null || typeof method !== 'string') return this.delegate(s, e);
    const from = e.from ?? (SERVER_REQUESTS.has(method) ? 'server' : 'client');
    const params = m.params;
    if (e.recovered === true || method === 'initialize' || method === 'server/discover' || method.startsWith('tasks/') || isObject(field(params, 'task'))) {
      return this.delegate(s, e);
    }
    const idKey = dirKey(from, id);
    const int = KeySet.intOf(id);
    const keys = s.keys;
    const base = int < 0 || keys.otherCount > 0 || keys.intervalCount >= KeySet.MAX_RANGES - 1 ? String(id) : '';
    if (keys.hasAs(base, int) || s.byId.has(idKey) || s.sById.has(idKey)) {
      // A reused id: correlate's chains (prevSameId, openById) need the earlier request as a Req.
      const earlier = s.sById.get(idKey);
      if (earlier !== undefined) this.materialize(earlier);
      return this.delegate(s, e);
    }
    const token = asId(field(field(params, '_meta'), 'progressToken'));
    const tokKey = token === null ? null : dirKey(from, token);
    if (tokKey !== null && (s.sTokens.has(tokKey) || s.tokens.has(tokKey))) {
      const other = s.sTokens.get(tokKey);
      if (other !== undefined) this.materialize(other);
      return this.delegate(s, e);
    }
    this.lastMessage(s, e);
    keys.addAs(base, int);
    learnFromRequest(s, method, params, e);
    if (s.pendingStreams.size > 0) throw new Unsupported('pending streams');
    const S = this.S;
    const i = S.alloc();
    const seq = ++this.cx.requests;
    S.seq[i] = seq;
    S.state[i] = OPEN;
    S.sess[i] = s;
    S.id[i] = id;
    S.idKey[i] = idKey;
    S.tok[i] = token;
    S.tokKey[i] = tokKey;
    S.req[i] = e;
    S.pn[i] = 0;
    S.last[i] = NaN;
    S.from[i] = from;
    S.shape[i] = NaN;
    S.hash[i] = NaN;
    this.orderPush(s, i, seq);
    s.sById.set(idKey, i);
    if (tokKey !== null) s.sTokens.set(tokKey, i);
    s.started++;
    s.tl.requestCount++;
    if (from === 'client') s.hadClientCall = true;
    if (s.nonJsonQ !== null) {
      // The open requests that take stdout noise (CappedTargets), as slot numbers.
      s.nonJsonQ.push(i, seq);
      if (s.nonJsonQ.length >= s.nonJsonCompactAt) this.compactTargets(s);
    }
    if (!NOT_CALLS.has(method)) this.retryAdd(i, from, method, requestTarget(params), params);
    this.act(s, null, seq);
  }

  compactTargets(s) {
    const q = s.nonJsonQ;
    const S = this.S;
    let w = 0;
    for (let r = 0; r < q.length; r += 2) {
      const i = q[r];
      if (S.seq[i] !== q[r + 1]) continue;
      const req = S.mat[i];
      if (req !== null ? !req.emitted && isOpen(req) && req.nonJsonEntries < L.NON_JSON_PER_REQUEST : S.state[i] === OPEN) {
        q[w++] = i;
        q[w++] = q[r + 1];
      }
    }
    q.length = w;
    s.nonJsonCompactAt = Math.max(128, 2 * w);
  }

  onProgress(s, e, m) {
    const params = m.params;
    const token = asId(field(params, 'progressToken'));
    if (token !== null) {
      let i;
      if (e.from !== 'server') i = this.tokenSlot(s, dirKey('server', token));
      if (i === undefined && e.from !== 'client') i = this.tokenSlot(s, dirKey('client', token));
      if (i !== undefined) {
        const S = this.S;
        const v = field(params, 'progress');
        const n = S.pn[i];
        if (S.state[i] === OPEN && typeof v === 'number' && (n === 0 || v > S.last[i]) && n < P_MAX) {
          this.lastMessage(s, e);
          S.p[i * P_MAX + n] = e;
          S.pn[i] = n + 1;
          S.last[i] = v;
          return;
        }
        this.materialize(i);
      }
    }
    this.delegate(s, e);
  }

  /** A token's slot, when the newest live request carrying it is a slot (else the Req map answers). */
  tokenSlot(s, k) {
    const i = s.sTokens.get(k);
    if (i === undefined) return undefined;
    return this.S.mat[i] === null ? i : undefined;
  }

  onCancel(s, e, m) {
    const rid = asId(field(m.params, 'requestId'));
    if (rid !== null) {
      const dirs = e.from !== null ? ONLY[e.from] : BOTH;
      for (const d of dirs) {
        const i = s.sById.get(dirKey(d, rid));
        if (i !== undefined && this.S.mat[i] === null) this.materialize(i);
      }
    }
    this.delegate(s, e);
  }

  onResponse(s, e, m) {
    const isError = messageShape(m) === 'error';
    // The Python SDK's placeholder id and an empty one name no request (protocol/errors.ts), as in correlate.
    const id = isError && answersNoRequest(m.id) ? null : asId(m.id);
    if (id === null) {
      this.materializeAll(s);
      return this.delegate(s, e);
    }
    const requester = e.from === 'server' ? 'client' : e.from === 'client' ? 'server' : null;
    const S = this.S;
    let slot;
    for (const d of requester === null ? BOTH : ONLY[requester]) {
      const k = dirKey(d, id);
      const o = s.openById.get(k);
      if (o !== undefined) break; // an open Req first (findRequest)
      const i = s.sById.get(k);
      if (i !== undefined && S.mat[i] === null) {
        slot = i;
        break;
      }
      if (s.byId.get(k) !== undefined) break;
    }
    if (slot !== undefined) {
      if (!isError && m.error === undefined && S.state[slot] === OPEN) {
        this.lastMessage(s, e);
        S.resp[slot] = e;
        S.state[slot] = ANSWERED;
        this.retryAnswered(slot);
        if (s.serverRank < 1) learnFromResponse(s, 'tools/call', m, e);
        // The clean hold, in this session's queue and the builder-wide one.
        const seq = S.seq[slot];
        s.cq.push(slot, seq, s.started + L.CLEAN_HOLD_REQUESTS);
        this.hq.push(slot, seq, this.cx.requests + L.CLEAN_HOLD_ALL_REQUESTS);
        return;
      }
      this.materialize(slot);
    }
    // The Req it answers: when this is its first answer, the retry index learns it here.
    const before = this.answeredBefore(s, id, requester);
    this.delegate(s, e);
    if (before !== null && before.t.responses.length > 0) this.retryAnsweredReq(before);
  }

  answeredBefore(s, id, requester) {
    for (const d of requester === null ? BOTH : ONLY[requester]) {
      const o = s.openById.get(dirKey(d, id));
      if (o !== undefined) return o.t.responses.length === 0 ? o : null;
    }
    return null;
  }

  /** What a message decided (a start: the holds it ends). `startSeq` is a slot's start. */
  act(s, d, startSeq) {
    if (d !== null) {
      if (d.initialize !== null) this.endOlderLifetimes(s, d.initialize.t.request);
      if (d.clean !== null) {
        const req = d.clean;
        const i = this.slotOf.get(req);
        s.cq.push(i, req.seq, s.started + L.CLEAN_HOLD_REQUESTS);
        this.hq.push(i, req.seq, this.cx.requests + L.CLEAN_HOLD_ALL_REQUESTS);
      }
    }
    if (startSeq !== undefined || (d !== null && d.started !== null)) {
      this.releaseClean(s, s.started);
      this.releaseHolds();
      this.flushBatches(false);
    }
  }

  endOlderLifetimes(s, initialize) {
    const name = s.info.server?.value.name;
    const label = s.info.label;
    if (label === null || s.info.transport !== 'stdio' || name === undefined) return;
    for (const o of [...this.liveSessions]) {
      if (o === s || o.opened > s.opened) continue;
      if (o.info.label !== null && o.info.transport === 'stdio' && o.info.server?.value.name === name) throw new Unsupported('older lifetime');
    }
  }

  /** The session's clean holds up to `now` starts (a hold's slot released elsewhere is skipped by its seq). */
  releaseClean(s, now) {
    const q = s.cq;
    const S = this.S;
    let h = s.cqHead;
    while (h < q.length) {
      const i = q[h];
      const seq = q[h + 1];
      const live = S.seq[i] === seq;
      if (live && q[h + 2] > now) break;
      h += 3;
      if (live) this.emitClean(i);
    }
    if (h === q.length) {
      q.length = 0;
      h = 0;
    } else if (h > 3072 && h * 2 > q.length) {
      q.splice(0, h);
      h = 0;
    }
    s.cqHead = h;
  }

  releaseHolds() {
    const q = this.hq;
    const S = this.S;
    const now = this.cx.requests;
    let h = this.hqHead;
    while (h < q.length) {
      const i = q[h];
      const seq = q[h + 1];
      const live = S.seq[i] === seq;
      if (live && q[h + 2] > now) break;
      h += 3;
      if (live) {
        const s = S.sess[i];
        this.releaseClean(s, -Infinity);
        if (S.seq[i] === seq) this.emitClean(i);
      }
    }
    if (h === q.length) {
      q.length = 0;
      h = 0;
    } else if (h > 3072 && h * 2 > q.length) {
      q.splice(0, h);
      h = 0;
    }
    this.hqHead = h;
  }

  emitClean(i) {
    const req = this.S.mat[i];
    if (req !== null) {
      if (!req.troubled && !req.emitted) this.emit(i);
      return;
    }
    this.emit(i);
  }

  /**
   * A slot made a Req: its RequestTimeline, bookkeeping and entries exactly as correlate would have made them
   * (makeReq, the request entry, each progress, the answer), registered in the session's Req maps. The slot stays
   * (its number in the start order and the holds), pointing at the Req.
   */
  materialize(i, register = true) {
    const S = this.S;
    const s = S.sess[i];
    const e = S.req[i];
    const m = e.message;
    const params = m.params;
    const id = S.id[i];
    const from = S.from[i];
    const t = {
      key: `${s.info.key}:${String(id)}`,
      session: s.info,
      id,
      basis: 'wire',
      said: NONE,
      method: m.method,
      target: requestTarget(params),
      from,
      request: e,
      params,
      progressToken: S.tok[i],
      taskAugmented: false,
      entries: [],
      responses: NONE,
      cancels: NONE,
      progress: [],
      logs: NONE,
      streams: NONE,
      transportClose: null,
      openAtEnd: false,
      retries: NONE,
      retryCount: 0,
      retryOf: null,
    };
    const req = {
      t,
      sess: s,
      seq: S.seq[i],
      idKey: S.idKey[i],
      prevSameId: null,
      troubled: false,
      emitted: false,
      tokenKey: S.tokKey[i],
      lastProgress: null,
      nonJsonEntries: 0,
      otherStatusEntries: 0,
      links: NONE,
      retry: null,
      taskId: null,
      taskOf: null,
      prevOpenSameId: null,
      nextOpenSameId: null,
      capped: null,
      lazyKa: null,
      hostEnded: false,
    };
    this.slotOf.set(req, i);
    addEntry(req, 'request', e, null);
    const n = S.pn[i];
    for (let k = 0; k < n; k++) {
      const pe = S.p[i * P_MAX + k];
      keepCapped(t.progress, pe, L.PROGRESS_PER_REQUEST);
      addCappedEntry(req, 'progress', pe, null, L.PROGRESS_PER_REQUEST);
    }
    if (n > 0) req.lastProgress = S.last[i];
    const r = S.resp[i];
    if (r !== null) {
      keepCappedIn(t, 'responses', r, L.RESPONSES_PER_REQUEST);
      addCappedEntry(req, 'response', r, null, L.RESPONSES_PER_REQUEST);
    }
    if (!register) return req;
    this.materialized++;
    S.mat[i] = req;
    s.byId.set(req.idKey, req);
    if (r === null) s.openById.set(req.idKey, req);
    s.live.set(req.seq, req);
    if (r === null) s.open.set(req.seq, req);
    if (req.tokenKey !== null) s.tokens.set(req.tokenKey, req);
    if (s.sById.get(req.idKey) === i) s.sById.delete(req.idKey);
    if (req.tokenKey !== null && s.sTokens.get(req.tokenKey) === i) s.sTokens.delete(req.tokenKey);
    return req;
  }

  /** Whether a slot would pass the plain check as analyze() runs it (plainCompletion with no options). */
  plainSlot(i) {
    const S = this.S;
    if (S.state[i] !== ANSWERED) return false;
    // needs.ts longWithoutToken: no token, and the answer came 10 s or more after the request.
    if (S.tok[i] === null) {
      const a = S.req[i].at;
      const b = S.resp[i].at;
      if (a !== null && b !== null && b - a >= LONG_REQUEST_MS) return false;
    }
    return true;
  }

  emit(i) {
    const S = this.S;
    const req = S.mat[i];
    if (req !== null) return this.emitReq(i, req);
    const s = S.sess[i];
    const idKey = S.idKey[i];
    if (s.sById.get(idKey) === i) s.sById.delete(idKey);
    const tk = S.tokKey[i];
    if (tk !== null && s.sTokens.get(tk) === i) s.sTokens.delete(tk);
    if (!s.ended) s.finished.setSlot(idKey, S.id[i], S.resp[i]?.at ?? null, S.tok[i]);
    this.retryRelease(i);
    if (this.plainSlot(i)) {
      if (this.sink.plain !== undefined) {
        this.sink.plain(s.info, i, this);
        this.freeSlot(i);
        return;
      }
    }
    const m = this.materialize(i, false);
    m.emitted = true;
    this.freeSlot(i);
    this.sink.request(m.t);
  }

  emitReq(i, req) {
    req.emitted = true;
    const s = req.sess;
    const t = req.t;
    if (t.request.kind === 'host-log') {
      if (t.responses.length + t.cancels.length + t.progress.length + t.streams.length > 0) t.basis = 'mixed';
    } else if (t.said.length > 0) t.basis = 'mixed';
    syncStreams(req);
    if (!s.ended) {
      s.live.delete(req.seq);
      if (s.open.delete(req.seq)) unlinkOpen(s, req);
      if (s.byId.get(req.idKey) === req) {
        let p = req.prevSameId;
        while (p !== null && p.emitted) p = p.prevSameId;
        if (p !== null) s.byId.set(req.idKey, p);
        else s.byId.delete(req.idKey);
      }
      if (req.tokenKey !== null && s.tokens.get(req.tokenKey) === req) s.tokens.delete(req.tokenKey);
      if (req.taskId !== null && s.tasks.get(req.taskId) === req) s.tasks.delete(req.taskId);
      releaseStreams(s, req);
      const last = t.responses[t.responses.length - 1];
      s.finished.set(req.idKey, { key: t.key, endedAt: last?.at ?? null, progressToken: t.progressToken });
    }
    req.prevSameId = null;
    req.taskOf = null;
    this.retryReleaseReq(req);
    this.slotOf.delete(req);
    this.freeSlot(i);
    this.sink.request(t);
  }

  freeSlot(i) {
    this.S.release(i);
    if (this.refs.size > 0) this.refs.delete(i);
  }

  /**
   * A slot joins its session's start order. The array is compacted (emitted slots dropped) each time it doubles, so it
   * holds about the live slots and costs O(1) per request amortized, as CappedTargets does.
   */
  orderPush(s, i, seq) {
    const o = s.order;
    o.push(i, seq);
    if (o.length < s.orderCompactAt) return;
    const S = this.S;
    let w = 0;
    for (let r = 0; r < o.length; r += 2) {
      if (S.seq[o[r]] === o[r + 1]) {
        o[w++] = o[r];
        o[w++] = o[r + 1];
      }
    }
    o.length = w;
    s.orderCompactAt = Math.max(1024, 2 * w);
  }

  /** The live slots of a session in start order (dead ones skipped, the array compacted). */
  liveSlots(s) {
    const S = this.S;
    const o = s.order;
    const out = [];
    for (let r = 0; r < o.length; r += 2) if (S.seq[o[r]] === o[r + 1]) out.push(o[r]);
    return out;
  }

  endSession(s, cause) {
    s.ended = true;
    this.unlist(s);
    if (cause.close) s.info.end = cause.close;
    const S = this.S;
    const slots = this.liveSlots(s);
    let hold = false;
    for (const i of slots) {
      let req = S.mat[i];
      if (req === null) {
        if (S.state[i] !== OPEN) continue;
        req = this.materialize(i);
      }
      if (!isOpen(req)) continue;
      const t = req.t;
      if (t.transportClose !== null) {
        // closed by an input close
      } else if (cause.close) {
        for (const h of s.stderr) if (h.source.line > t.request.source.line) insertInOrder(t.entries, h);
        t.transportClose = cause.close;
        addEntry(req, 'transport-close', cause.close, transportCloseDetail(cause.close));
      } else if (cause.split) {
        t.transportClose = cause.split;
        addEntry(req, 'transport-close', cause.split, splitDetail(cause.split));
      } else {
        t.openAtEnd = true;
      }
      if (this.retryOf(i) !== null) hold = true;
    }
    const tl = s.tl;
    if (s.lateCancels.length > 0) tl.lateCancels = s.lateCancels;
    const d = s.dropped;
    if (d.orphanCancels + d.orphanProgress + d.orphanResponses + d.nonJson + d.lateCancels > 0) tl.dropped = d;
    // The batch: slot numbers with their seqs (a slot emitted before the batch is skipped by its seq).
    const reqs = [];
    for (const i of slots) reqs.push(i, S.seq[i]);
    this.batches.push({ reqs, tl, releaseAt: hold ? this.cx.requests + L.RETRY_WINDOW_REQUESTS : -1 });
  }

  unlist(s) {
    this.liveSessions.delete(s);
    const label = s.info.label;
    if (label !== null && this.byLabel.get(label) === s) this.byLabel.delete(label);
    const order = this.liveOrder;
    while (order.length > 0 && order[order.length - 1].ended) order.pop();
    if (this.current === s) {
      let c = null;
      for (let k = order.length - 1; k >= 0; k--) {
        if (!order[k].ended) {
          c = order[k];
          break;
        }
      }
      this.current = c;
    }
  }

  flushBatches(all) {
    const S = this.S;
    while (this.batchHead < this.batches.length) {
      const b = this.batches[this.batchHead];
      if (b && !all && b.releaseAt > this.cx.requests) break;
      this.batches[this.batchHead] = null;
      this.batchHead++;
      if (!b) continue;
      const r = b.reqs;
      for (let k = 0; k < r.length; k += 2) {
        const i = r[k];
        if (S.seq[i] !== r[k + 1]) continue;
        const req = S.mat[i];
        if (req !== null && req.emitted) continue;
        this.emit(i);
      }
      this.sink.session(b.tl);
    }
  }

  end() {
    if (this.done) return;
    this.done = true;
    for (const s of this.liveSessions) this.materializeAll(s);
    const before = this.cx.requests;
    handshakesUnanswered(this.words, (e) => this.liveFor(e));
    if (this.cx.requests > before) this.adoptNew(this.current ?? [...this.liveSessions][0], before);
    for (const s of [...this.liveSessions]) this.endSession(s, {});
    this.flushBatches(true);
  }

  // ---- the retry index over slots (retries.ts, same lists, same order, same comparisons) ----

  retryAdd(i, from, method, target, params) {
    const byMethod = this.calls[from];
    let byTarget = byMethod.get(method);
    if (byTarget === undefined) byMethod.set(method, (byTarget = new Map()));
    let list = byTarget.get(target);
    if (list === undefined) byTarget.set(target, (list = []));
    let found = null;
    for (let k = list.length - 1; k >= 0 && found === null; k--) {
      const c = list[k];
      if (!this.unanswered(c)) continue;
      if (this.shapeOf(c) !== this.shapeOf(i)) continue;
      if (this.sameHash(c, i)) found = c;
    }
    list.push(i);
    if (list.length > L.RETRY_PER_CALL) {
      const dropped = list.shift();
      if (typeof dropped === 'number') this.S.rlist[dropped] = null;
    }
    this.S.rlist[i] = list;
    if (found !== null) this.retried(i, found);
  }

  /**
   * Slot `i` repeats unanswered candidate `c` (correlate.ts onRequest): it carries `retryOf` (made a Req for it), and
   * the earlier request, still live, counts the retry and is troubled (made a Req too).
   */
  retried(i, c) {
    const S = this.S;
    const ref = this.refOf(c);
    const e = S.req[i];
    const id = S.id[i];
    const s = S.sess[i];
    const req = this.materialize(i);
    req.t.retryOf = ref;
    if (typeof c !== 'number') return; // emitted: nothing left to mark
    const er = S.mat[c] ?? this.materialize(c);
    if (er.emitted) return;
    er.t.retryCount++;
    keepCappedIn(er.t, 'retries', { key: req.t.key, id, source: e.source, at: e.at }, L.RETRIES_PER_REQUEST);
    addCappedEntry(er, 'retry', e, retryDetail(id, er.sess === s ? null : s.info.key), L.RETRIES_PER_REQUEST);
    er.troubled = true;
  }

  /** A candidate's RequestRef, made once (retries.ts refOf): kept beside the slot's columns. */
  refOf(c) {
    if (typeof c !== 'number') return c.ref;
    const S = this.S;
    let ref = this.refs.get(c);
    if (ref === undefined || ref.seq !== S.seq[c]) {
      const e = S.req[c];
      const req = S.mat[c];
      ref = { seq: S.seq[c], ref: req !== null ? { key: req.t.key, id: req.t.id, source: e.source, at: e.at } : { key: `${S.sess[c].info.key}:${String(S.id[c])}`, id: S.id[c], source: e.source, at: e.at } };
      this.refs.set(c, ref);
    }
    return ref.ref;
  }

  unanswered(c) {
    if (typeof c !== 'number') return true; // emitted unanswered
    const S = this.S;
    const req = S.mat[c];
    return req !== null ? req.t.responses.length === 0 : S.state[c] === OPEN;
  }

  shapeOf(c) {
    if (typeof c !== 'number') return c.shape;
    const S = this.S;
    if (Number.isNaN(S.shape[c])) S.shape[c] = paramsShape(S.req[c].message.params);
    return S.shape[c];
  }

  /** The params fingerprint of candidate `c` (a slot: computed once into its columns) equals slot `i`'s. */
  sameHash(c, i) {
    const S = this.S;
    this.hashSlot(i);
    if (typeof c !== 'number') return c.hash === S.hash[i] && c.len === S.hlen[i];
    this.hashSlot(c);
    return S.hash[c] === S.hash[i] && S.hlen[c] === S.hlen[i];
  }

  hashSlot(c) {
    const S = this.S;
    if (Number.isNaN(S.hash[c])) {
      const f = paramsFingerprint(S.req[c].message.params);
      S.hash[c] = f.hash;
      S.hlen[c] = f.len;
    }
  }

  retryOf(i) {
    return this.S.rlist[i];
  }

  listRemove(list, c) {
    const k = list.lastIndexOf(c);
    if (k < 0) return;
    for (let j = k + 1; j < list.length; j++) list[j - 1] = list[j];
    list.length--;
  }

  retryAnswered(i) {
    const list = this.S.rlist[i];
    if (list === null) return;
    this.S.rlist[i] = null;
    this.listRemove(list, i);
  }

  retryAnsweredReq(req) {
    const i = this.slotOf.get(req);
    if (i !== undefined) this.retryAnswered(i);
  }

  retryRelease(i) {
    // A plain slot is emitted answered: its candidate left at the answer.
    if (this.S.rlist[i] !== null) throw new Unsupported('an unanswered slot emitted');
  }

  retryReleaseReq(req) {
    const i = this.slotOf.get(req);
    if (i === undefined) return;
    const S = this.S;
    const list = S.rlist[i];
    if (list === null) return;
    S.rlist[i] = null;
    if (req.t.responses.length > 0) {
      this.listRemove(list, i);
      return;
    }
    // Hash-only, as RetryIndex.release keeps it.
    const shape = Number.isNaN(S.shape[i]) ? paramsShape(req.t.params) : S.shape[i];
    const f = Number.isNaN(S.hash[i]) ? paramsFingerprint(req.t.params) : { hash: S.hash[i], len: S.hlen[i] };
    const rec = { shape, hash: f.hash, len: f.len, list, ref: this.refOf(i) };
    const k = list.lastIndexOf(i);
    if (k >= 0) list[k] = rec;
    this.emittedCands.push(rec);
    if (this.emittedCands.length - this.emittedHead > L.RETRY_EMITTED_MEMORY) {
      const old = this.emittedCands[this.emittedHead];
      this.emittedCands[this.emittedHead] = undefined;
      this.emittedHead++;
      if (old) this.listRemove(old.list, old);
    }
  }
}

function insertInOrder(entries, e) {
  let i = entries.length;
  while (i > 1 && (entries[i - 1]?.source.line ?? 0) > e.source.line) i--;
  entries.splice(i, 0, { kind: 'host-log', at: e.at, source: e.source, detail: hostLogDetail(e), event: e });
}

// ------------------------------------------------------------------------------------------------------------

/** The events of a capture, host words dropped (outside the prototype's vocabulary; dropped for both builders). */
async function readEvents(path) {
  const input = await openInput(path);
  const events = [];
  let droppedWords = 0;
  await input.read((e) => {
    if (DROP_WORDS && e.kind === 'host-log' && (e.said !== undefined || e.about !== undefined)) droppedWords++;
    else events.push(e);
  });
  return { events, droppedWords, tin: { file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed } };
}

/** Today's builder against the slot builder on one event list: emitted requests in order, sessions. */
function compare(events, tin) {
  const a = [];
  const ob = createTimelineBuilder(record(a), tin);
  for (const e of events) ob.push(e);
  ob.end();
  const b = [];
  const rb = record(b);
  let mismatchPlain = 0;
  const sb = createSlotBuilder(
    {
      ...rb,
      plain: (info, i, builder) => {
        // Check mode: the slot made a RequestTimeline after all, which must pass the real plain check.
        const r = builder.materialize(i, false);
        if (!plainCompletion(r.t, {})) mismatchPlain++;
        b.push(`P ${r.t.key}`);
      },
    },
    tin,
  );
  for (const e of events) sb.push(e);
  sb.end();
  let differ = 0;
  const shown = [];
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    if (a[k] !== b[k] && differ++ < 3) shown.push(`#${k}\n  today: ${a[k]?.slice(0, 300)}\n  slots: ${b[k]?.slice(0, 300)}`);
  }
  const count = (xs, c) => xs.filter((x) => x[0] === c).length;
  return { emitted: a.length, plain: count(a, 'P'), diagnosed: count(a, 'D'), sessions: count(a, 'S'), slotsEmitted: b.length, materialized: sb.materialized, wordsMade: sb.wordsMade, differ, mismatchPlain, shown };
}

const needsEvents = mode === 'check' || mode === 'bench' || mode === 'one' || mode === 'sample';
const { events, droppedWords, tin } = needsEvents ? await readEvents(file) : { events: [], droppedWords: 0, tin: null };

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** BARE=1: sinks that only count (no plain check on today's side): the builders alone. */
const BARE = process.env.BARE === '1';

/** One pass of a builder with analyze()'s plain check as its sink; returns the plain count. */
function passOld() {
  let plain = 0;
  let other = 0;
  const b = createTimelineBuilder({ request: BARE ? () => void plain++ : (t) => void (plainCompletion(t, {}) ? plain++ : other++), session() {} }, tin);
  for (const e of events) b.push(e);
  b.end();
  return BARE ? plain : plain * 1e6 + other;
}
function passSlot() {
  let plain = 0;
  let other = 0;
  const b = createSlotBuilder({ plain: () => void plain++, request: BARE ? () => void plain++ : (t) => void (plainCompletion(t, {}) ? plain++ : other++), session() {} }, tin);
  for (const e of events) b.push(e);
  b.end();
  return BARE ? plain : plain * 1e6 + other;
}

function record(out) {
  return {
    request: (t) => {
      if (plainCompletion(t, {})) out.push(`P ${t.key}`);
      else out.push(`D ${JSON.stringify(reportRequest(diagnose(t, {})))}`);
    },
    session: (s) => out.push(`S ${JSON.stringify(reportSession(s))} ${JSON.stringify(diagnoseSession(s, {}))}`),
  };
}

if (mode === 'check') {
  const r = compare(events, tin);
  for (const x of r.shown) console.log(x);
  delete r.shown;
  console.log(JSON.stringify({ file, events: events.length, droppedWords, ...r }));
  process.exit(r.differ === 0 && r.mismatchPlain === 0 ? 0 : 1);
} else if (mode === 'checkall') {
  // Every capture under the given roots that the prototype can read (its vocabulary): both builders compared.
  const { readdirSync, statSync } = await import('node:fs');
  const files = [];
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else files.push(p);
    }
  };
  for (const root of [file, ...rest]) walk(root);
  const tally = { files: files.length, unreadable: 0, unsupported: 0, compared: 0, identical: 0, differ: 0, withSlots: 0, requests: 0 };
  const why = new Map();
  for (const f of files) {
    let ev;
    try {
      ev = await readEvents(f);
    } catch {
      tally.unreadable++;
      continue;
    }
    let r;
    try {
      r = compare(ev.events, ev.tin);
    } catch (e) {
      if (e instanceof Unsupported) {
        tally.unsupported++;
        why.set(e.message, (why.get(e.message) ?? 0) + 1);
        continue;
      }
      throw new Error(`${f}: ${e.stack}`);
    }
    tally.compared++;
    tally.requests += r.emitted - r.sessions;
    if (r.plain > 0) tally.withSlots++;
    if (r.differ === 0 && r.mismatchPlain === 0) tally.identical++;
    else {
      tally.differ++;
      console.log(f, JSON.stringify(r));
    }
  }
  console.log(JSON.stringify(tally));
  console.log(JSON.stringify(Object.fromEntries([...why].sort((x, y) => y[1] - x[1]))));
  process.exit(tally.differ === 0 ? 0 : 1);
} else if (mode === 'stream') {
  // Ingest and one builder streaming over a whole capture (host words dropped), as the CLI reads it: CPU, peak RSS.
  const which = rest[0];
  const input = await openInput(file);
  const t = { file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed };
  let plain = 0;
  let other = 0;
  const sink = { request: (x) => void (plainCompletion(x, {}) ? plain++ : other++), session() {} };
  if (which === 'slot') sink.plain = () => void plain++;
  const b = which === 'slot' ? createSlotBuilder(sink, t) : createTimelineBuilder(sink, t);
  const t0 = cpuMs();
  await input.read((e) => {
    if (DROP_WORDS && e.kind === 'host-log' && (e.said !== undefined || e.about !== undefined)) return;
    b.push(e);
  });
  b.end();
  const ru = process.resourceUsage();
  console.log(JSON.stringify({ file, which, plain, other, cpuS: +((cpuMs() - t0) / 1000).toFixed(2), maxRssMB: Math.round(ru.maxRSS / 1024) }));
} else if (mode === 'bench') {
  const rounds = Number(rest[0] ?? 15);
  const gc = globalThis.gc;
  if (typeof gc !== 'function') throw new Error('run with --expose-gc');
  const ms = { old: [], slot: [] };
  let check = null;
  const run = (name, f) => {
    gc();
    const t0 = cpuMs();
    const r = f();
    ms[name].push(cpuMs() - t0);
    return r;
  };
  passOld();
  passSlot();
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? ['old', 'slot'] : ['slot', 'old'];
    for (const n of order) {
      const res = run(n, n === 'old' ? passOld : passSlot);
      if (check === null) check = res;
      else if (res !== check) throw new Error(`pass results differ: ${res} vs ${check}`);
    }
  }
  const med = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
  const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(' ');
  console.log(JSON.stringify({ file, events: events.length, rounds, plain: Math.floor(check / 1e6), other: check % 1e6 }));
  for (const n of ['old', 'slot']) {
    const first = ms[n].filter((_, k) => k % 2 === 0);
    const second = ms[n].filter((_, k) => k % 2 === 1);
    console.log(`${n.padEnd(5)} CPU ms median ${med(ms[n]).toFixed(0)} (rounds where it ran first/second by order: ${med(n === 'old' ? first : second).toFixed(0)} / ${med(n === 'old' ? second : first).toFixed(0)}) [${fmt(ms[n])}]`);
  }
  console.log(`slot/old CPU: ${(med(ms.slot) / med(ms.old)).toFixed(3)}`);
} else if (mode === 'one') {
  const which = rest[0];
  const passes = Number(rest[1] ?? 3);
  const f = which === 'old' ? passOld : passSlot;
  f(); // warm
  globalThis.gc?.();
  console.error('--- passes start');
  const t0 = cpuMs();
  for (let k = 0; k < passes; k++) f();
  const t = cpuMs() - t0;
  console.error('--- passes end');
  globalThis.gc?.();
  console.log(JSON.stringify({ file, which, passes, cpuMs: Math.round(t) }));
} else if (mode === 'sample') {
  // Allocation sampled over one pass, dead objects included (the inspector's sampling heap profiler with the
  // collected-by-GC flags): bytes by function, top 15.
  const which = rest[0];
  const f = which === 'old' ? passOld : passSlot;
  f();
  const { Session } = await import('node:inspector');
  const ses = new Session();
  ses.connect();
  const post = (m, p) => new Promise((res, rej) => ses.post(m, p, (err, r) => (err ? rej(err) : res(r))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  f();
  const { profile } = await post('HeapProfiler.stopSampling');
  const by = new Map();
  let total = 0;
  const walk = (n) => {
    const self = n.selfSize;
    total += self;
    const cf = n.callFrame;
    const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber + 1}`;
    by.set(k, (by.get(k) ?? 0) + self);
    for (const c of n.children) walk(c);
  };
  walk(profile.head);
  console.log(`${which}: ${(total / 1e6).toFixed(1)} MB sampled in one pass`);
  for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, Number(rest[1] ?? 15))) console.log(`${(v / 1e6).toFixed(2).padStart(7)} MB  ${k}`);
} else {
  console.error('usage: proto-slots.mjs check|bench|one|sample <capture> …');
  process.exit(2);
}
