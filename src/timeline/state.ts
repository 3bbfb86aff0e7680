/**
 * The builder's internal, mutable state. Public shapes (RequestTimeline, SessionTimeline, …)
 * are built in place and handed to the sink when final; these wrappers carry the bookkeeping
 * that must not leak into them.
 */
import type { JsonRpcId, Party, Source, WireEvent } from '../events.js';
import type { ClockKind } from '../ingest/types.js';
import { plainEvent } from '../plain-event.js';
import { requestFacts, type CallParts } from '../request-facts.js';
import { callShape, paramsShape } from './canonical.js';
import { BoundedMap, dirKey, KeySet, type DirKey } from './keys.js';
import { EVENT_ID_MEMORY, FINISHED_MEMORY, KEEPALIVES_PER_REQUEST, NON_JSON_PER_REQUEST, OTHER_STATUS_PER_REQUEST, ORPHANS_PER_SESSION, STRING_KEY_MEMORY } from './limits.js';
import type { CallList, CallPrint } from './retries.js';
import { detailOf, keepaliveDetail } from './details.js';
import type {
  EntryKind,
  PlainFacts,
  RequestStream,
  RequestTimeline,
  SessionInfo,
  SessionTimeline,
  TimelineEntry,
} from './types.js';

/** A progress notification's `params.progress`: a plain line's from its facts (plain-event.ts), else from its message. */
function progressValue(e: WireEvent): unknown {
  const pe = plainEvent(e);
  if (pe !== null) return pe.progress;
  return (e.message?.params as { progress?: unknown } | undefined)?.progress;
}

/**
 * The params a wire request whose message builds its params when they are read (request-facts.ts): they are
 * its start event's, read from there when something asks, so that a request nobody asks about never has them built.
 */
export const PARAMS_OF_MESSAGE: unique symbol = Symbol('params of the request message');

/** Progress notifications a plain request keeps as parts; the next one makes its timeline (the slot lane's P_MAX). */
export const PLAIN_PROGRESS = 4;

/**
 * A request and its bookkeeping. Its `RequestTimeline` is made when something first reads it (`t`).
 *
 * A wire request starts **plain** (correlate.ts onRequest): it keeps its parts, the progress notifications that came
 * (up to PLAIN_PROGRESS, while it is open) and its first answer, and no timeline. Well over 99 % of a busy capture's
 * requests are a request, a few progress values and one result, and the timeline, its entries and their lists were
 * most of what the builder made and held through the clean hold for each of them (docs/performance.md, twentieth
 * round). Whatever else happens to the request — a cancel, a second answer, a stream, the host's words, a close, a
 * retry — reads `t`, which makes the timeline as correlation would have built it event by event (the request entry,
 * each progress entry, the answer's entry, in that order: the only order a plain request's events can have come in),
 * and from then on the request is what it always was. The builder hands a plain request that is a slot (`slotFacts`)
 * to the sink's `plain`, which may count it without a timeline ever being made.
 */
/**
 * The one record every plain offer is written into (TimelineSink.plain: valid during the call only). A fresh record
 * per request was ~35 MB of allocation over 200 MiB of NDJSON for four fields read once.
 */
const OFFER: PlainFacts = { requestAt: null, answerAt: null, hasToken: false, progress: 0 };

/**
 * What a request rarely needs, kept off the `Req` itself (Req.more): a stream link, a task, a reused id's open
 * chain, a capped entry kind, stdout noise or another exchange's failure counted against it. A busy capture's
 * requests are nearly all a request and one answer, and each of these fields was 8 bytes of every one of them, held
 * through the clean hold (docs/performance.md, twenty-ninth round).
 */
class ReqMore {
  nonJsonEntries = 0;
  otherStatusEntries = 0;
  links: StreamState[] = NONE;
  taskId: string | null = null;
  taskOf: Req | null = null;
  prevOpenSameId: Req | null = null;
  nextOpenSameId: Req | null = null;
  capped: Partial<Record<EntryKind, { n: number; last: Entry }>> | null = null;
  lazyKa: StreamLink | null = null;
}

// Req.bits: the plain progress count (0..PLAIN_PROGRESS) in the low three bits, then five flags.
const PROGRESS_N = 0b111;
const ANSWER_IS_ERROR = 1 << 3;
const TASK_AUGMENTED = 1 << 4;
const HOST_ENDED = 1 << 5;
const ID_LOST = 1 << 6;
const SOLE_OPEN = 1 << 7;

export class Req {
  /** The timeline, once made; null while the request is plain. */
  private tl: RequestTimeline | null = null;
  /** Plain: the progress notifications and the first answer that came, in order (then the timeline's). */
  private plainProgress: WireEvent[] = NONE;
  private plainAnswer: WireEvent | null = null;
  /**
   * The plain progress count, the plain answer's kind, and four flags (PROGRESS_N …): one small integer instead of
   * five fields.
   */
  private bits: number;
  /** Builder-wide start order: emission is deterministic by it. */
  readonly seq: number;
  /** dirKey(from, id). */
  idKey: DirKey;
  /** The previous live request of this session with the same direction and id (id reuse). */
  prevSameId: Req | null;
  /**
   * Something happened that diagnose must see with the whole session (cancel, second response,
   * stream trouble, progress after the response, retry, task): never emitted early.
   */
  troubled: boolean;
  emitted = false;
  /** dirKey(from, params._meta.progressToken). */
  tokenKey: DirKey | null;
  lastProgress: number | null = null;
  /** The retry index's call list it is in (retries.ts: the request is its own handle there), null when in none. */
  retry: CallList | null = null;
  /** What the retry index computed of it when it first compared it (retries.ts CallPrint); null for most requests. */
  retryPrint: CallPrint | null = null;
  /** Its slot in its session's `live` / `open` (StartOrder), −1 when out. */
  liveAt = -1;
  openAt = -1;
  // Its parts (what correlate.ts makeReq made it from), its own fields rather than a record of their own: the
  // record was 88 bytes a request, and a read of one of them at the emission a cold object to fetch.
  private readonly pKey: string;
  private readonly pId: JsonRpcId | null;
  private readonly pMethod: string;
  private readonly pTarget: string | null;
  private readonly pFrom: Party;
  /** The params, or PARAMS_OF_MESSAGE: the start event's message's (params). */
  private readonly pParams: unknown;
  private readonly pToken: JsonRpcId | null;
  /** The rare bookkeeping, made when first written (ReqMore). */
  private more: ReqMore | null = null;

  constructor(
    readonly sess: Sess,
    /** The event that stands for its start. */
    private readonly start: WireEvent,
    // Its parts (correlate.ts makeReq): key, id, method, target, sender, params (or PARAMS_OF_MESSAGE), token, task.
    key: string,
    id: JsonRpcId | null,
    method: string,
    target: string | null,
    from: Party,
    params: unknown,
    token: JsonRpcId | null,
    taskAugmented: boolean,
    seq: number,
    idKey: DirKey,
    prevSameId: Req | null,
    /** Plain (a wire request's): the request entry is implied until the timeline is made. Else made at once, empty. */
    plain: boolean,
  ) {
    this.bits = taskAugmented ? TASK_AUGMENTED : 0;
    this.seq = seq;
    this.idKey = idKey;
    this.prevSameId = prevSameId;
    this.troubled = taskAugmented;
    // Tokens are per requester: the party that did not issue the request sends its progress.
    this.tokenKey = token === null ? null : dirKey(from, token);
    this.pKey = key;
    this.pId = id;
    this.pMethod = method;
    this.pTarget = target;
    this.pFrom = from;
    this.pParams = params;
    this.pToken = token;
    if (!plain) this.tl = this.timeline(false);
  }

  private get m(): ReqMore {
    return (this.more ??= new ReqMore());
  }

  // The rare bookkeeping: read as its default while `more` is not made; a write of the default does not make it.
  get nonJsonEntries(): number {
    return this.more === null ? 0 : this.more.nonJsonEntries;
  }
  set nonJsonEntries(v: number) {
    if (v !== 0 || this.more !== null) this.m.nonJsonEntries = v;
  }
  /** http-status entries taken from other exchanges (OTHER_STATUS_PER_REQUEST). */
  get otherStatusEntries(): number {
    return this.more === null ? 0 : this.more.otherStatusEntries;
  }
  set otherStatusEntries(v: number) {
    if (v !== 0 || this.more !== null) this.m.otherStatusEntries = v;
  }
  get links(): StreamState[] {
    return this.more === null ? NONE : this.more.links;
  }
  set links(v: StreamState[]) {
    if (v !== NONE || this.more !== null) this.m.links = v;
  }
  /** 2025-11-25 tasks: the task id from this request's CreateTaskResult. */
  get taskId(): string | null {
    return this.more === null ? null : this.more.taskId;
  }
  set taskId(v: string | null) {
    if (v !== null || this.more !== null) this.m.taskId = v;
  }
  /** A `tasks/*` request: the task-augmented request it is about. */
  get taskOf(): Req | null {
    return this.more === null ? null : this.more.taskOf;
  }
  set taskOf(v: Req | null) {
    if (v !== null || this.more !== null) this.m.taskOf = v;
  }
  /** The older / newer *open* request of this session with the same idKey (Sess.openById chain). */
  get prevOpenSameId(): Req | null {
    return this.more === null ? null : this.more.prevOpenSameId;
  }
  set prevOpenSameId(v: Req | null) {
    if (v !== null || this.more !== null) this.m.prevOpenSameId = v;
  }
  get nextOpenSameId(): Req | null {
    return this.more === null ? null : this.more.nextOpenSameId;
  }
  set nextOpenSameId(v: Req | null) {
    if (v !== null || this.more !== null) this.m.nextOpenSameId = v;
  }
  /** Capped entry kinds: how many were added, and the last one (replaced in place past the cap). */
  get capped(): Partial<Record<EntryKind, { n: number; last: Entry }>> | null {
    return this.more === null ? null : this.more.capped;
  }
  set capped(v: Partial<Record<EntryKind, { n: number; last: Entry }>> | null) {
    if (v !== null || this.more !== null) this.m.capped = v;
  }
  /** The request's only stream link while its keep-alives are settled lazily (see StreamLink.lazy). */
  get lazyKa(): StreamLink | null {
    return this.more === null ? null : this.more.lazyKa;
  }
  set lazyKa(v: StreamLink | null) {
    if (v !== null || this.more !== null) this.m.lazyKa = v;
  }
  /** The host's words ended it (completed, failed, timed out, closed): no longer open, though no response is on the wire. */
  get hostEnded(): boolean {
    return (this.bits & HOST_ENDED) !== 0;
  }
  set hostEnded(v: boolean) {
    this.bits = v ? this.bits | HOST_ENDED : this.bits & ~HOST_ENDED;
  }
  /** Its body was cut before its id (correlate.ts onCutRequest): the first answer or cancel naming an unseen id claims it. */
  get idLost(): boolean {
    return (this.bits & ID_LOST) !== 0;
  }
  set idLost(v: boolean) {
    this.bits = v ? this.bits | ID_LOST : this.bits & ~ID_LOST;
  }

  /**
   * Open, and the only open request of its session with its idKey: found through `Sess.byId` alone, with no entry of
   * its own in `Sess.openById` (correlate.ts registerOpen). Nearly every request is so, and the second map's entry,
   * made at the start and deleted at the answer, was two of the handful of map operations a plain pair cost
   * (docs/performance.md, thirtieth round). A second open request with the same idKey enters both in `openById`.
   */
  get soleOpen(): boolean {
    return (this.bits & SOLE_OPEN) !== 0;
  }
  set soleOpen(v: boolean) {
    this.bits = v ? this.bits | SOLE_OPEN : this.bits & ~SOLE_OPEN;
  }

  /** The request's timeline (made now if it is still plain). */
  get t(): RequestTimeline {
    return this.tl ?? (this.tl = this.timeline(true));
  }

  /** No timeline made yet: only its parts, progress and first answer. */
  get plain(): boolean {
    return this.tl === null;
  }

  // What readers that only filter ask, without making the timeline of a plain request.
  get method(): string {
    return this.tl !== null ? this.tl.method : this.pMethod;
  }
  get from(): Party {
    return this.tl !== null ? this.tl.from : this.pFrom;
  }
  get id(): JsonRpcId | null {
    return this.tl !== null ? this.tl.id : this.pId;
  }
  get target(): string | null {
    return this.tl !== null ? this.tl.target : this.pTarget;
  }
  get params(): unknown {
    return this.tl !== null ? this.tl.params : this.partsParams();
  }

  /**
   * paramsShape of its params (the retry index's first comparison), from a call's parts when the fast path kept them
   * so (request-facts.ts CallParts, canonical.ts callShape): then the params are not built for it.
   */
  paramsShape(): number {
    const call = this.callParts();
    // A long arguments text waits as a Buffer (message.ts BUFFER_MIN_BYTES): shaped from the params, as before.
    if (call !== null && (call.args === null || typeof call.args === 'string')) {
      const s = callShape(call.name, call.args);
      if (s !== null) return s;
    }
    return paramsShape(this.params);
  }

  /**
   * Its params as a call's parts, when the fast path kept them so (request-facts.ts CallParts): only a request made
   * from its event's facts (correlate.ts onRequest, PARAMS_OF_MESSAGE) has them, and its params are what they stand
   * for. Read by paramsShape and by the retry index's fingerprint (retries.ts).
   */
  callParts(): CallParts | null {
    if (this.pParams !== PARAMS_OF_MESSAGE) return null;
    // A plain line's event keeps the facts itself (plain-event.ts); else the fast path's message does.
    const pe = plainEvent(this.start);
    return (pe !== null ? pe.request : requestFacts(this.start.message!))?.call ?? null;
  }

  /** The parts' params, from the start event's message when they were left there (PARAMS_OF_MESSAGE). */
  private partsParams(): unknown {
    const p = this.pParams;
    return p === PARAMS_OF_MESSAGE ? this.start.message!.params : p;
  }
  get key(): string {
    return this.tl !== null ? this.tl.key : this.pKey;
  }
  get taskAugmented(): boolean {
    return this.tl !== null ? this.tl.taskAugmented : (this.bits & TASK_AUGMENTED) !== 0;
  }
  get progressToken(): JsonRpcId | null {
    return this.tl !== null ? this.tl.progressToken : this.pToken;
  }
  /** The request's own event (`t.request`). */
  get requestEvent(): WireEvent {
    return this.tl !== null ? this.tl.request : this.start;
  }
  /** It has an answer (`t.responses` not empty). */
  get answered(): boolean {
    return this.tl !== null ? this.tl.responses.length > 0 : this.plainAnswer !== null;
  }
  /** The latest answer, if any. */
  get lastAnswer(): WireEvent | null {
    if (this.tl === null) return this.plainAnswer;
    const r = this.tl.responses;
    return r.length > 0 ? r[r.length - 1]! : null;
  }
  /** The host's sentences about it (`t.said`; words make the timeline, so a plain request has none). */
  get said(): readonly WireEvent[] {
    return this.tl !== null ? this.tl.said : NONE;
  }
  /** The requester cancelled it (`t.cancels` not empty; a cancel makes the timeline). */
  get cancelled(): boolean {
    return this.tl !== null && this.tl.cancels.length > 0;
  }

  /** A progress notification for a plain, open request, kept as a part: false when the timeline must take it. */
  plainProgressed(e: WireEvent): boolean {
    const b = this.bits;
    const n = b & PROGRESS_N;
    if (this.tl !== null || this.plainAnswer !== null || (b & HOST_ENDED) !== 0 || n >= PLAIN_PROGRESS) return false;
    if (n === 0) this.plainProgress = new Array<WireEvent>(PLAIN_PROGRESS);
    this.plainProgress[n] = e;
    this.bits = b + 1;
    return true;
  }

  /** The first answer of a plain request, kept as a part: false when the timeline must take it. */
  plainAnswered(e: WireEvent, kind: 'response' | 'error-response'): boolean {
    if (this.tl !== null || this.plainAnswer !== null) return false;
    this.plainAnswer = e;
    if (kind === 'error-response') this.bits |= ANSWER_IS_ERROR;
    return true;
  }

  /**
   * What the sink's `plain` is given, when the request is a slot: still plain, not troubled, a wire request (not a
   * lifecycle or task call) answered once with a result, every progress value a number, strictly rising (else it
   * is troubled) and before the answer (else it would have made the timeline). Null otherwise. The shape
   * test/timeline/slot-check.ts `slotShaped` describes; plainSlot's verdict is checked on exactly those. The record is
   * shared (OFFER): the next call refills it.
   */
  slotFacts(): PlainFacts | null {
    if (this.tl !== null || this.troubled || this.plainAnswer === null || (this.bits & ANSWER_IS_ERROR) !== 0) return null;
    const m = this.pMethod;
    if (m === 'initialize' || m === 'server/discover' || m.startsWith('tasks/') || this.start.kind !== 'message') return null;
    const progress = this.plainProgress;
    const n = this.bits & PROGRESS_N;
    for (let i = 0; i < n; i++) if (typeof progressValue(progress[i]!) !== 'number') return null;
    const f = OFFER;
    f.requestAt = this.start.at;
    f.answerAt = this.plainAnswer.at;
    f.hasToken = this.pToken !== null;
    f.progress = n;
    return f;
  }

  /**
   * The timeline as correlation builds it (correlate.ts makeReq; onRequest's request entry, onProgress's and answer's
   * entries when `plain`, in the order they came).
   */
  private timeline(plain: boolean): RequestTimeline {
    const e = this.start;
    const t: RequestTimeline = {
      key: this.pKey,
      session: this.sess.info,
      id: this.pId,
      basis: e.kind === 'host-log' ? 'host-log' : 'wire',
      said: NONE,
      method: this.pMethod,
      target: this.pTarget,
      from: this.pFrom,
      request: e,
      params: this.partsParams(),
      progressToken: this.pToken,
      taskAugmented: (this.bits & TASK_AUGMENTED) !== 0,
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
    if (!plain) return t;
    const entries = t.entries;
    entries.push(new Entry('request', e, null));
    const progress = this.plainProgress;
    const count = this.bits & PROGRESS_N;
    if (count > 0) {
      const c = (this.capped ??= {});
      let last: Entry | null = null;
      for (let i = 0; i < count; i++) {
        const p = progress[i]!;
        t.progress.push(p);
        entries.push((last = new Entry('progress', p, null)));
      }
      c.progress = { n: count, last: last! };
      this.plainProgress = NONE;
      this.bits &= ~PROGRESS_N;
    }
    const a = this.plainAnswer;
    if (a !== null) {
      t.responses = [a];
      const kind = (this.bits & ANSWER_IS_ERROR) !== 0 ? 'error-response' : 'response';
      const en = new Entry(kind, a, null);
      entries.push(en);
      (this.capped ??= {})[kind] = { n: 1, last: en };
      this.plainAnswer = null;
    }
    return t;
  }
}

/**
 * A request ↔ stream link. Keep-alives reach a request's entries in one of two ways:
 * - **lazy** (the request has one stream): the stream only counts them; they become entries
 *   when the request gets its next entry of any kind or is emitted (settleKeepalives). A batch
 *   POST links thousands of requests to one stream, and an entry per request per keep-alive was
 *   O(keep-alives × requests): 20,000 requests and 20,000 keep-alives took 58 s.
 * - **eager** (the request has two streams or more): each keep-alive is an entry at once, so
 *   keep-alives interleaved between its streams keep their order.
 * Both give the same entries: a run of keep-alives with no other entry of the request between
 * them is its first and its latest (keepaliveEntry), and settling adds exactly those two.
 */
export interface StreamLink {
  req: Req;
  rs: RequestStream;
  st: StreamState;
  lazy: boolean;
  /** lazy: the stream's keep-alive count already turned into entries of `req`. */
  seen: number;
}

/** One HTTP response stream (a HAR entry, a recorder exchange). */
export interface StreamState {
  id: string;
  open: WireEvent | null;
  /** The event that first told the status, for the entry added when a request links late. */
  statusEvent: WireEvent | null;
  close: WireEvent | null;
  status: number | null;
  closedBy: RequestStream['closedBy'];
  keepalives: number;
  lastActivityAt: number | null;
  lastEventId: string | null;
  resumedBy: string | null;
  resumeChecked: boolean;
  /** typedKey of `stream.requestId` while no request is linked. */
  pendingKey: string | null;
  /** Linked requests (a Map: a batch POST links thousands, looked up per event). */
  links: Map<Req, StreamLink>;
  /** The links that take each keep-alive at once (StreamLink.lazy false). */
  eager: Set<StreamLink>;
  /** The latest keep-alive on the stream. */
  kaLast: WireEvent | null;
  /** Keep-alive number n → its event, kept while a lazy link has seen exactly n − 1 (the first of its run). */
  kaFirst: Map<number, WireEvent>;
  /** Keep-alive count → how many lazy links have seen exactly that many. */
  kaWaiting: Map<number, number>;
}

export interface Sess {
  info: SessionInfo;
  /** Its place in the builder's open order (1, 2, …), stamped once when opened: older lifetimes are the lower ones. */
  readonly opened: number;
  tl: SessionTimeline;
  ended: boolean;
  /** Requests not yet emitted, in start order. */
  live: StartOrder;
  /** Live requests still waiting for a response, in start order. */
  open: StartOrder;
  /** dirKey → newest live request with that id. */
  byId: Map<DirKey, Req>;
  /**
   * dirKey → newest *open* request with that id (then prevOpenSameId): responses and cancels find it in O(1). Not
   * entered for a request open alone with its id (Req.soleOpen): that one is `byId`'s, so a lookup that misses here
   * and finds an open request in `byId` finds the same request as before.
   */
  openById: Map<DirKey, Req>;
  /** dirKey(requester, progressToken) → newest live request carrying it. */
  tokens: Map<DirKey, Req>;
  tasks: Map<string, Req>;
  streams: Map<string, StreamState>;
  unlinked: Map<string, StreamState>;
  /** typedKey(stream.requestId) → a stream announced for a request not seen yet. */
  pendingStreams: Map<string, StreamState>;
  eventIds: BoundedMap<string, StreamState>;
  /**
   * dirKey → what is left of an emitted request: its key, which a late cancel names (correlate.ts onCancel), and that
   * there was one (startedBeforeCapture). Nothing read the answer's time or the token a note kept besides, and a note
   * was a record for every request (docs/performance.md, twenty-ninth round).
   */
  finished: BoundedMap<DirKey, string>;
  keys: KeySet;
  /** base key → highest `#n` handed out. */
  dupCount: Map<string, number>;
  /** The open requests that still take non-JSON stdout lines as entries (NON_JSON_PER_REQUEST). */
  nonJsonTargets: CappedTargets;
  /** The open requests that still take failures on other HTTP exchanges (OTHER_STATUS_PER_REQUEST). */
  statusTargets: CappedTargets;
  /**
   * The live requests a cancel on the wire reached, in the order the cancels came: the host's words that restate a
   * cancel's reason look among them (host-requests.ts cancelRestated), not among every live request — a long host log
   * keeps thousands live, and a walk of all of them for each failure line made reading it quadratic.
   */
  cancelledLive: Set<Req>;
  /** Requests started in this session. */
  started: number;
  /** Cleanly answered requests waiting for CLEAN_HOLD_REQUESTS more starts of this session. */
  cleanQueue: HoldQueue;
  stderr: WireEvent[];
  hadInitialize: boolean;
  hadClientCall: boolean;
  /** The last two JSON-RPC messages correlated in this session, newest last (an unnamed refusal's context); updated in place. */
  lastMessages: [WireEvent | null, WireEvent | null];
  /** The last message on the wire of this session (host-requests.ts onWireSeen). */
  lastWire: WireEvent | null;
  versionRank: number;
  clientRank: number;
  serverRank: number;
  lateCancels: Array<{ event: WireEvent; key: string }>;
  /**
   * Where the builder's server index holds this session: the `info.server` it was indexed by, its
   * serverInfo name and its configured server. A new `info.server` (learnt later) is re-indexed.
   */
  serverIndex: { by: SessionInfo['server']; name: string; server: string | null } | null;
  dropped: { orphanCancels: number; orphanProgress: number; orphanResponses: number; nonJson: number; lateCancels: number };
  /**
   * stdio: the client closed the server's input (a `close.inputOnly` transport-close) and the session waits for the
   * server's side to end. Only the server's messages still count (builder.ts, `inputClosed`).
   */
  inputClosed: boolean;
}

// What the start-order view tells of a request besides its method, sender, id and target (StartOrder.stateAt): the
// questions its readers filter on, as bits, so that none of them needs the request itself to ask.
/** It has an answer (Req.answered). */
export const S_ANSWERED = 1;
/** The host's words ended it (Req.hostEnded). */
export const S_HOST_ENDED = 2;
/** Its requester cancelled it (Req.cancelled). */
export const S_CANCELLED = 4;
/** Its body was cut before its id (Req.idLost). */
export const S_ID_LOST = 8;
/** It stands on a message on the wire (its start event's kind is `message`). */
export const S_WIRE = 16;
/** It stands on the host's words (its start event's kind is `host-log`). */
export const S_WORDS = 32;
/** Emitted (only an ended session's order still holds emitted requests). */
export const S_EMITTED = 64;

/** The view's state bits of `req` (S_ANSWERED …): read from what it keeps, never making its timeline. */
function stateOf(req: Req): number {
  const kind = req.requestEvent.kind;
  return (
    (req.answered ? S_ANSWERED : 0) |
    (req.hostEnded ? S_HOST_ENDED : 0) |
    (req.cancelled ? S_CANCELLED : 0) |
    (req.idLost ? S_ID_LOST : 0) |
    (kind === 'message' ? S_WIRE : kind === 'host-log' ? S_WORDS : 0) |
    (req.emitted ? S_EMITTED : 0)
  );
}

/**
 * A session's live (or open) requests in start order, as a Map by seq held them: an array of slots, each request
 * knowing its own (Req.liveAt, openAt; −1 when out), a slot emptied when its request leaves, the empty ones skipped and
 * squeezed out when they are half. A request joins at its start, so the slots are in seq order. Iterating sees what
 * joins meanwhile, as a Map's iteration does: nothing moves while an iteration runs. Two Map entries made and deleted
 * for every request, with the Maps' rehashing, were a sixth of what the builder allocated; a fresh array each time a
 * session's open list emptied would be more (docs/performance.md, twentieth round).
 *
 * **The start-order view.** Its readers (correlate.ts, builder.ts, host-requests.ts, sse-channel.ts) walk it by
 * *handle* — a request's place in the order (`handles`, `handlesBack`, `newestAt`) — and ask each one's method,
 * sender, id, target and state (`methodAt` … `stateAt`, the S_ bits) without holding the request; only a reader that
 * goes further (its timeline, its words, a change to it) takes it (`reqAt`). That is the one door the slot table needs
 * (docs/performance.md, thirty-second round): a session's open plain requests kept as slots, a request made only at
 * `reqAt` or at trouble, with no reader of the order to change. A handle is valid through the iteration that gave it
 * (nothing moves while one runs), else until the order next changes.
 */
export class StartOrder {
  private a: Array<Req | null> = [];
  /** Slots [head, end) are in use; the array may be longer (kept for reuse). */
  private head = 0;
  private end = 0;
  private iterating = 0;
  size = 0;

  /** `open`: the open list (Req.openAt), else the live one (Req.liveAt). */
  constructor(private readonly open: boolean) {}

  add(req: Req): void {
    const i = this.end++;
    this.a[i] = req;
    if (this.open) req.openAt = i;
    else req.liveAt = i;
    this.size++;
  }

  /** Takes `req` out; false when it was not in. */
  delete(req: Req): boolean {
    const i = this.handleOf(req);
    if (i < 0) return false;
    if (this.open) req.openAt = -1;
    else req.liveAt = -1;
    const a = this.a;
    a[i] = null;
    this.size--;
    if (this.iterating > 0) return true;
    if (this.size === 0) {
      this.head = 0;
      this.end = 0;
      return true;
    }
    while (a[this.head] === null) this.head++;
    const used = this.end - this.head;
    if (used > 64 && this.size * 2 < used) this.squeeze();
    return true;
  }

  /** Moves the requests still in to the front, in order. */
  private squeeze(): void {
    const a = this.a;
    let w = 0;
    for (let i = this.head; i < this.end; i++) {
      const r = a[i]!;
      if (r === null) continue;
      a[w] = r;
      if (this.open) r.openAt = w;
      else r.liveAt = w;
      w++;
    }
    for (let i = w; i < this.end; i++) a[i] = null;
    this.head = 0;
    this.end = w;
  }

  /** The handles of the requests in, oldest first; those that join during the walk are seen, those that leave are not. */
  *handles(): IterableIterator<number> {
    this.iterating++;
    try {
      for (let i = this.head; i < this.end; i++) {
        const r = this.a[i];
        if (r !== null && r !== undefined) yield i;
      }
    } finally {
      this.iterating--;
    }
  }

  /** The handles of the requests in, newest first (those in when the walk starts; those that leave during it are not seen). */
  *handlesBack(): IterableIterator<number> {
    this.iterating++;
    try {
      for (let i = this.end - 1; i >= this.head; i--) {
        const r = this.a[i];
        if (r !== null && r !== undefined) yield i;
      }
    } finally {
      this.iterating--;
    }
  }

  /** The handle of the latest to join that is still in, or −1. */
  newestAt(): number {
    const a = this.a;
    for (let i = this.end - 1; i >= this.head; i--) {
      const r = a[i];
      if (r !== null && r !== undefined) return i;
    }
    return -1;
  }

  /** The place in this order of `req` (a request the reader holds already), −1 when it is not in. */
  handleOf(req: Req): number {
    return this.open ? req.openAt : req.liveAt;
  }

  methodAt(h: number): string {
    return this.a[h]!.method;
  }
  fromAt(h: number): Party {
    return this.a[h]!.from;
  }
  idAt(h: number): JsonRpcId | null {
    return this.a[h]!.id;
  }
  targetAt(h: number): string | null {
    return this.a[h]!.target;
  }
  /** Its state: S_ANSWERED, S_HOST_ENDED, S_CANCELLED, S_ID_LOST, S_WIRE, S_WORDS, S_EMITTED. */
  stateAt(h: number): number {
    return stateOf(this.a[h]!);
  }

  /** The request itself, for a reader that goes past what the view tells. */
  reqAt(h: number): Req {
    return this.a[h]!;
  }

  /** The requests in whose state has none of `bits`, oldest first, taken (a reader that changes them as it goes). */
  reqsWithout(bits: number): Req[] {
    const out: Req[] = [];
    const a = this.a;
    for (let i = this.head; i < this.end; i++) {
      const r = a[i];
      if (r !== null && r !== undefined && (bits === 0 || (stateOf(r) & bits) === 0)) out.push(r);
    }
    return out;
  }
}

/**
 * A session's cleanly answered requests on hold, in answer order, each with the session's `started` count at which it
 * is released (CLEAN_HOLD_REQUESTS): two rings — the requests, and their counts — taken off the head, with no record
 * per hold (a record shared by both queues was ~50 bytes a request: docs/performance.md, twenty-ninth round). The
 * builder-wide queue (AllHolds) names an item by its place, counted from the queue's first item ever (`base` + index);
 * whichever queue releases an item first empties its slot here, and the other then skips it, so neither keeps a
 * request the other let go of.
 */
export class HoldQueue {
  private readonly reqs: Array<Req | null> = [];
  private readonly at: number[] = [];
  private head = 0;
  /** The place of `reqs[0]`: items taken off before it. */
  private base = 0;

  get size(): number {
    return this.reqs.length - this.head;
  }

  /** Holds `req` until `releaseAfter` starts of the session; returns its place (for AllHolds). */
  push(req: Req, releaseAfter: number): number {
    this.reqs.push(req);
    this.at.push(releaseAfter);
    return this.base + this.reqs.length - 1;
  }

  /** Empties the slot at `place` and returns its request, or null when it was released already. */
  take(place: number): Req | null {
    const i = place - this.base;
    if (i < this.head) return null;
    const r = this.reqs[i]!;
    this.reqs[i] = null;
    return r;
  }

  /** The request still held at `place`, or null. */
  peek(place: number): Req | null {
    const i = place - this.base;
    return i < this.head ? null : this.reqs[i]!;
  }

  /** Takes items off the head while their count is at most `now` (released ones at any count), handing each live one to `release`. */
  drain(now: number, release: (req: Req) => void): void {
    const reqs = this.reqs;
    const at = this.at;
    while (this.head < reqs.length) {
      const req = reqs[this.head]!;
      if (req !== null && at[this.head]! > now) break;
      reqs[this.head++] = null;
      if (req !== null) release(req);
    }
    if (this.head === reqs.length) {
      // Empty: emptied in place (every slot is null already: a quiet session keeps no request), not made anew — a
      // session whose queue empties and fills again would grow two new arrays each time.
      this.base += reqs.length;
      reqs.length = 0;
      at.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > reqs.length) {
      dropHead(reqs, this.head);
      dropHead(at, this.head);
      this.base += this.head;
      this.head = 0;
    }
  }
}

/** Removes the first `n` items of `a` in place (a splice would also make an array of the removed ones). */
function dropHead<T>(a: T[], n: number): void {
  a.copyWithin(0, n);
  a.length -= n;
}

/**
 * Every session's clean holds in answer order (CLEAN_HOLD_ALL_REQUESTS): for each, its session, its place in the
 * session's HoldQueue, and the builder's request count at which it is released — three rings, no record per hold.
 */
export class AllHolds {
  private readonly sess: Array<Sess | null> = [];
  private readonly place: number[] = [];
  private readonly at: number[] = [];
  private head = 0;

  get size(): number {
    return this.sess.length - this.head;
  }

  push(sess: Sess, place: number, releaseAfterAll: number): void {
    this.sess.push(sess);
    this.place.push(place);
    this.at.push(releaseAfterAll);
  }

  /**
   * Takes items off the head while their count is at most `now` (those their session released already at any
   * count), handing each still held to `release` after taking it out of its session's queue.
   */
  drain(now: number, release: (sess: Sess, req: Req) => void): void {
    const ss = this.sess;
    const place = this.place;
    const at = this.at;
    while (this.head < ss.length) {
      const h = this.head;
      const s = ss[h]!;
      if (at[h]! > now && s.cleanQueue.peek(place[h]!) !== null) break;
      ss[this.head++] = null;
      const req = s.cleanQueue.take(place[h]!);
      if (req !== null) release(s, req);
    }
    if (this.head === ss.length) {
      ss.length = 0;
      place.length = 0;
      at.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > ss.length) {
      dropHead(ss, this.head);
      dropHead(place, this.head);
      dropHead(at, this.head);
      this.head = 0;
    }
  }
}

export function newSession(
  key: string,
  label: string | null,
  input: { file: string; clock: ClockKind; zone: string | null; zoneAssumed: boolean },
  opened: number,
): Sess {
  const info: SessionInfo = {
    key,
    file: input.file,
    label,
    transport: null,
    protocolVersion: null,
    protocolVersionBasis: null,
    protocolVersionSource: null,
    client: null,
    server: null,
    startedAt: null,
    endedAt: null,
    end: null,
    clock: input.clock,
    zone: input.zone,
    zoneAssumed: input.zoneAssumed,
  };
  return {
    info,
    opened,
    tl: {
      info,
      orphanCancels: [],
      orphanProgress: [],
      orphanResponses: [],
      nonJson: [],
      requestCount: 0,
    },
    ended: false,
    live: new StartOrder(false),
    open: new StartOrder(true),
    byId: new Map(),
    openById: new Map(),
    tokens: new Map(),
    tasks: new Map(),
    streams: new Map(),
    unlinked: new Map(),
    pendingStreams: new Map(),
    eventIds: new BoundedMap(EVENT_ID_MEMORY),
    finished: new BoundedMap(FINISHED_MEMORY),
    keys: new KeySet(STRING_KEY_MEMORY),
    dupCount: new Map(),
    nonJsonTargets: new CappedTargets('nonJsonEntries', NON_JSON_PER_REQUEST),
    statusTargets: new CappedTargets('otherStatusEntries', OTHER_STATUS_PER_REQUEST),
    cancelledLive: new Set(),
    started: 0,
    cleanQueue: new HoldQueue(),
    stderr: [],
    inputClosed: false,
    hadInitialize: false,
    hadClientCall: false,
    lastMessages: [null, null],
    lastWire: null,
    versionRank: 0,
    clientRank: 0,
    serverRank: 0,
    lateCancels: [],
    serverIndex: null,
    dropped: { orphanCancels: 0, orphanProgress: 0, orphanResponses: 0, nonJson: 0, lateCancels: 0 },
  };
}

/**
 * A timeline entry whose `detail` may be built only when first read: well over 99 % of requests are counted and
 * dropped without anyone reading their details (docs/performance.md), so the hot entry kinds (request, response,
 * progress, log, cancel) derive it from their event on demand (`detailOf`). Reads the same as an eager string.
 */
export class Entry implements TimelineEntry {
  kind: EntryKind;
  at: number | null;
  source: Source;
  event: WireEvent;
  omittedBefore?: number;
  private text: string | null;

  constructor(kind: EntryKind, e: WireEvent, detail: string | null) {
    this.kind = kind;
    this.at = e.at;
    this.source = e.source;
    this.event = e;
    this.text = detail;
  }

  get detail(): string {
    return (this.text ??= detailOf(this.kind, this.event));
  }

  set detail(v: string) {
    this.text = v;
  }

  /** Past a per-request cap the newest event of a kind replaces the last kept one, in place. */
  replace(e: WireEvent, detail: string | null): void {
    this.at = e.at;
    this.source = e.source;
    this.event = e;
    this.text = detail;
  }
}

/**
 * Adds an entry of a capped kind: the first `cap` are kept, then the newest replaces the last kept one in place
 * (O(1): no scan back through `entries`, which may hold any number of entries of other kinds). Each entry so
 * replaced is counted in the newest one's `omittedBefore`, as are `skipped` entries of the kind never added.
 */
export function addCappedEntry(req: Req, kind: EntryKind, e: WireEvent, detail: string | null, cap: number, skipped = 0): void {
  if (req.lazyKa !== null) settleKeepalives(req);
  const c = (req.capped ??= {});
  const slot = c[kind];
  if (slot !== undefined && slot.n >= cap) {
    slot.last.omittedBefore = (slot.last.omittedBefore ?? 0) + 1 + skipped;
    slot.last.replace(e, detail);
    return;
  }
  const en = new Entry(kind, e, detail);
  if (skipped > 0) en.omittedBefore = skipped;
  req.t.entries.push(en);
  if (slot === undefined) c[kind] = { n: 1, last: en };
  else {
    slot.n++;
    slot.last = en;
  }
}

/** A per-request list of a repeated kind: the first `cap` are kept, then the newest replaces the last kept one. */
export function keepCapped<T>(list: T[], x: T, cap: number): void {
  if (list.length < cap) list.push(x);
  else list[list.length - 1] = x;
}

/**
 * The list a request's rarely filled lists start as (`said`, `cancels`, `logs`, `streams`, `retries`, and the
 * bookkeeping's `links`): one shared, frozen empty array, so a plain request makes none of its own — six arrays of
 * a request's ~30 objects (docs/performance.md, seventeenth round). The first item gives the list its own array
 * (keepCappedIn, pushIn); frozen, so a push that forgot to would throw rather than fill every request's list.
 * `responses` too: nearly every request gets exactly one, and `[x]` is one slot where a push into `[]` reserves 16.
 */
export const NONE: never[] = Object.freeze([]) as unknown as never[];

type RareList = 'said' | 'cancels' | 'logs' | 'retries' | 'responses';

/** keepCapped into list `k` of `t`, which may still be NONE (then the item starts its own array; every cap is ≥ 1). */
export function keepCappedIn<K extends RareList>(t: RequestTimeline, k: K, x: RequestTimeline[K][number], cap: number): void {
  const list = t[k] as Array<RequestTimeline[K][number]>;
  if (list === NONE) (t as Record<RareList, unknown[]>)[k] = [x];
  else keepCapped(list, x, cap);
}

/** Pushes `x` onto `list`, which may be NONE: returns the list to keep (its own array once it has an item). */
export function pushIn<T>(list: T[], x: T): T[] {
  if (list === NONE) return [x];
  list.push(x);
  return list;
}

/*
 * The id view: the one way a reader finds a session's request by its id (a dirKey), as the start-order view is the one
 * way it walks them (StartOrder). What the id maps hold — today a request, with the slot table a request or a slot —
 * is then these functions' business, not their readers'.
 */

/** The newest request with `k` that is still open (openById's chain, else byId's when it is open alone), else byId's newest, emitted or not. */
export function openElseNewestById(sess: Sess, k: DirKey): Req | undefined {
  return sess.openById.get(k) ?? sess.byId.get(k);
}

/** The newest request with `k`, whatever its state (byId's). */
export function newestById(sess: Sess, k: DirKey): Req | undefined {
  return sess.byId.get(k);
}

/** The newest request with `k` still open, else the newest still live (not emitted); null when none. */
export function openElseLiveById(sess: Sess, k: DirKey): Req | null {
  const o = sess.openById.get(k);
  if (o !== undefined) return o;
  let r: Req | null = sess.byId.get(k) ?? null;
  while (r !== null && r.emitted) r = r.prevSameId;
  return r;
}

/** The newest request with `k` that is live and still waits for its answer, walking past answered and ended ones; null when none. */
export function waitingById(sess: Sess, k: DirKey): Req | null {
  let r = sess.byId.get(k) ?? null;
  while (r !== null) {
    if (!r.emitted && isOpen(r)) return r;
    r = r.prevSameId;
  }
  return null;
}

/** Removes `req` from its session's open-by-id chain (first response, or emitted while open). */
export function unlinkOpen(sess: Sess, req: Req): void {
  if (req.soleOpen) {
    // In no chain and not in openById (registerOpen).
    req.soleOpen = false;
    return;
  }
  const p = req.prevOpenSameId;
  const n = req.nextOpenSameId;
  if (n !== null) n.prevOpenSameId = p;
  else if (sess.openById.get(req.idKey) === req) {
    if (p !== null) sess.openById.set(req.idKey, p);
    else sess.openById.delete(req.idKey);
  }
  if (p !== null) p.nextOpenSameId = n;
  req.prevOpenSameId = null;
  req.nextOpenSameId = null;
}

/** Adds an entry; `detail` null: derived from the event when first read (`detailOf`, request/response/progress/log/cancel only). */
export function addEntry(req: Req, kind: TimelineEntry['kind'], e: WireEvent, detail: string | null): void {
  if (req.lazyKa !== null) settleKeepalives(req);
  req.t.entries.push(new Entry(kind, e, detail));
}

/**
 * Keepalives prove a stream alive but can number thousands: keep the first and the latest of a run; the ones in
 * between are counted in the latest's `omittedBefore` (`skipped`: keep-alives of the run never added one by one).
 */
export function keepaliveEntry(req: Req, e: WireEvent, streamId: string, count: number, skipped = 0): void {
  if (req.lazyKa !== null) settleKeepalives(req);
  const entries = req.t.entries;
  const last = entries[entries.length - 1];
  const before = entries[entries.length - 2];
  const detail = keepaliveDetail(count);
  if (
    last?.kind === 'keepalive' &&
    before?.kind === 'keepalive' &&
    last.event.stream?.id === streamId &&
    before.event.stream?.id === streamId
  ) {
    const omitted = (last.omittedBefore ?? 0) + 1 + skipped;
    if (last instanceof Entry) last.replace(e, detail);
    else entries[entries.length - 1] = new Entry('keepalive', e, detail);
    entries[entries.length - 1]!.omittedBefore = omitted;
    return;
  }
  // Runs on one stream collapse above; keep-alives alternating between two streams of the request
  // (a POST stream and its resume GET) do not, so they are capped like the other repeated kinds.
  addCappedEntry(req, 'keepalive', e, detail, KEEPALIVES_PER_REQUEST, skipped);
}

/**
 * Turns the keep-alives a lazy link has not yet seen into entries: its first and its latest, as
 * keepaliveEntry would have left them one by one (a run keeps its first, and its latest replaces
 * the second). Must run before anything else is added to the request, and before it is emitted.
 */
export function settleKeepalives(req: Req): void {
  const l = req.lazyKa;
  if (l === null) return;
  const st = l.st;
  const pending = st.keepalives - l.seen;
  if (pending === 0) return;
  const first = st.kaFirst.get(l.seen + 1);
  const last = st.kaLast;
  waitAt(st, l.seen, -1);
  l.seen = st.keepalives;
  waitAt(st, l.seen, 1);
  if (first === undefined || last === null) return; // cannot happen: the stream kept them for this link
  l.rs.keepalives++;
  keepaliveEntry(req, first, st.id, l.rs.keepalives);
  if (pending > 1) {
    l.rs.keepalives += pending - 1;
    keepaliveEntry(req, last, st.id, l.rs.keepalives, pending - 2);
  }
}

/** A lazy link starts or stops waiting at keep-alive count `n`. */
function waitAt(st: StreamState, n: number, delta: 1 | -1): void {
  const left = (st.kaWaiting.get(n) ?? 0) + delta;
  if (left > 0) {
    st.kaWaiting.set(n, left);
    return;
  }
  st.kaWaiting.delete(n);
  st.kaFirst.delete(n + 1);
}

/** A keep-alive on `st`: counted for the lazy links, an entry at once for the eager ones. */
export function streamKeepalive(st: StreamState, e: WireEvent): void {
  st.keepalives++;
  if (st.kaWaiting.has(st.keepalives - 1)) st.kaFirst.set(st.keepalives, e);
  st.kaLast = e;
  for (const l of st.eager) {
    l.rs.keepalives++;
    keepaliveEntry(l.req, e, st.id, l.rs.keepalives);
  }
}

/**
 * Links `req` to `st`. Its first stream is lazy; a second one turns the request eager (its
 * pending keep-alives settled first), so keep-alives on its streams keep their interleaving.
 */
export function addLink(st: StreamState, req: Req, rs: RequestStream): StreamLink {
  const l: StreamLink = { req, rs, st, lazy: false, seen: st.keepalives };
  if (req.links.length === 0) {
    l.lazy = true;
    waitAt(st, l.seen, 1);
    req.lazyKa = l;
  } else {
    const other = req.lazyKa;
    if (other !== null) {
      settleKeepalives(req);
      waitAt(other.st, other.seen, -1);
      other.lazy = false;
      other.st.eager.add(other);
      req.lazyKa = null;
    }
    st.eager.add(l);
  }
  st.links.set(req, l);
  req.links = pushIn(req.links, st);
  return l;
}

/** Ends the link of `req` to `st` on both sides (its keep-alives settled first). */
export function dropLink(st: StreamState, req: Req): void {
  const l = st.links.get(req);
  if (l === undefined) return;
  if (l.lazy) {
    settleKeepalives(req);
    waitAt(st, l.seen, -1);
    req.lazyKa = null;
  } else {
    st.eager.delete(l);
  }
  st.links.delete(req);
  const i = req.links.indexOf(st);
  if (i >= 0) req.links.splice(i, 1);
}

/** The request is still waiting for its response. */
export function isOpen(req: Req): boolean {
  return !req.answered && !req.hostEnded;
}

/**
 * Session-wide evidence that goes to every open request up to a per-request cap (stdout noise: incidents A10;
 * an HTTP failure on an exchange of no request). The open requests still under the cap, in start order; the
 * list is compacted (answered, emitted and capped requests dropped) each time it doubles, so it holds about
 * the open requests and costs O(1) per request amortized. Before, every such line walked every open request,
 * capped or not: 5,000 open requests and 200,000 lines of stdout noise took 7 s (docs/performance.md).
 */
export class CappedTargets {
  private readonly q: Req[] = [];
  private compactAt = 64;

  constructor(
    private readonly counter: 'nonJsonEntries' | 'otherStatusEntries',
    private readonly cap: number,
  ) {}

  /** A request started: it takes the next pieces of evidence while it is open and under the cap. */
  add(req: Req): void {
    const q = this.q;
    q.push(req);
    if (q.length < this.compactAt) return;
    let w = 0;
    for (let i = 0; i < q.length; i++) {
      const r = q[i]!;
      if (!r.emitted && isOpen(r) && r[this.counter] < this.cap) q[w++] = r;
    }
    q.length = w;
    this.compactAt = Math.max(64, 2 * w);
  }

  /** `give` to each open request still under the cap, in start order, counting it. */
  forEach(give: (req: Req) => void): void {
    const q = this.q;
    let w = 0;
    for (const req of q) {
      if (req.emitted || !isOpen(req)) continue;
      req[this.counter]++;
      give(req);
      if (req[this.counter] < this.cap) q[w++] = req;
    }
    q.length = w;
  }
}

type Kept = 'orphanCancels' | 'orphanProgress' | 'orphanResponses' | 'nonJson';

/** Session-level lists are bounded; beyond the cap they are only counted. */
export function keep(sess: Sess, list: Kept, e: WireEvent): void {
  const arr = sess.tl[list];
  if (arr.length < ORPHANS_PER_SESSION) arr.push(e);
  else sess.dropped[list]++;
}
