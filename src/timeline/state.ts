/**
 * The builder's internal, mutable state. Public shapes (RequestTimeline, SessionTimeline, …)
 * are built in place and handed to the sink when final; these wrappers carry the bookkeeping
 * that must not leak into them.
 */
import type { JsonRpcId, Party, Source, WireEvent } from '../events.js';
import type { ClockKind } from '../ingest/types.js';
import { plainEvent } from '../plain-event.js';
import { requestFacts, type CallParts } from '../request-facts.js';
import { paramsFingerprint, paramsShape, partsShape } from './canonical.js';
import { BoundedIdTable, IdTable } from './id-table.js';
import { BoundedMap, dirKey, KeySet, type DirKey } from './keys.js';
import { EVENT_ID_MEMORY, FINISHED_MEMORY, KEEPALIVES_PER_REQUEST, NON_JSON_PER_REQUEST, OTHER_STATUS_PER_REQUEST, ORPHANS_PER_SESSION, STRING_KEY_MEMORY } from './limits.js';
import { partsFingerprint, type CallList, type CallPrint, type SlotCalls } from './retries.js';
import { detailOf, keepaliveDetail } from './details.js';
import { nullPair, objectArray } from './elements.js';
import type {
  ConnectionFailure,
  EntryKind,
  RequestRef,
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
/** The params a request's parts stand for: its own, or its start event's message's (PARAMS_OF_MESSAGE). */
function paramsOfParts(start: WireEvent, params: unknown): unknown {
  return params === PARAMS_OF_MESSAGE ? start.message!.params : params;
}

/** A request's params as a call's parts, when the fast path kept them so (Req.callParts, Slots.shape). */
function callPartsOf(start: WireEvent, params: unknown): CallParts | null {
  if (params !== PARAMS_OF_MESSAGE) return null;
  // A plain line's event keeps the facts itself (plain-event.ts); else the fast path's message does.
  const pe = plainEvent(start);
  return (pe !== null ? pe.request : requestFacts(start.message!))?.call ?? null;
}

/**
 * paramsShape of a request's params (the retry index's first comparison) from a call's parts when the fast path kept
 * them so (request-facts.ts CallParts, canonical.ts callShape): then the params are not built for it. Null: shape the
 * params themselves.
 */
function shapeOfParts(call: CallParts | null): number | null {
  return call === null ? null : partsShape(call);
}

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
  /**
   * 2026-07-28 MRTR (SEP-2322, basic/patterns/mrtr.mdx): the interim `input_required` answer this request got, and
   * the request it continues (the original, sent again with `inputResponses` under another id). The link the other way
   * is the `continued-as` entry on the original's timeline: nothing reads it as a field.
   */
  inputRequired: WireEvent | null = null;
  continues: Req | null = null;
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
  /**
   * The slot it was made from (Slots.req), −1 when it started as a `Req`: kept until its emission, so that the keepers
   * that hold the slot's number (CappedTargets, HoldQueue) find it through the table.
   */
  slot = -1;
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
  /** MRTR (ReqMore.inputRequired): its unanswered interim `input_required` answer. */
  get inputRequired(): WireEvent | null {
    return this.more === null ? null : this.more.inputRequired;
  }
  set inputRequired(v: WireEvent | null) {
    if (v !== null || this.more !== null) this.m.inputRequired = v;
  }
  /** MRTR: the request this one continues (sent again with `inputResponses`). */
  get continues(): Req | null {
    return this.more === null ? null : this.more.continues;
  }
  set continues(v: Req | null) {
    if (v !== null || this.more !== null) this.m.continues = v;
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
    return shapeOfParts(this.callParts()) ?? paramsShape(this.params);
  }

  /**
   * Its params as a call's parts, when the fast path kept them so (request-facts.ts CallParts): only a request made
   * from its event's facts (correlate.ts onRequest, PARAMS_OF_MESSAGE) has them, and its params are what they stand
   * for. Read by paramsShape and by the retry index's fingerprint (retries.ts).
   */
  callParts(): CallParts | null {
    return callPartsOf(this.start, this.pParams);
  }

  /** The parts' params, from the start event's message when they were left there (PARAMS_OF_MESSAGE). */
  private partsParams(): unknown {
    return paramsOfParts(this.start, this.pParams);
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

/**
 * What `finished` keeps of an emitted request: its key, or — for a slot's whose key is `<session>:<id>` with a number
 * id (Slots.finishedKey) — the id, the key made only when a late cancel asks (finishedKeyOf). A string per emitted
 * request was made for the few a late cancel names.
 */
export type FinishedKey = string | number;

/** The key a `finished` entry of `sess` stands for. */
export function finishedKeyOf(sess: Sess, k: FinishedKey): string {
  return typeof k === 'number' ? `${sess.info.key}:${String(k)}` : k;
}

export interface Sess {
  info: SessionInfo;
  /** The builder's slot table (Slots): the numbers its keepers hold are this table's. */
  readonly slots: Slots;
  /** Its place in the builder's open order (1, 2, …), stamped once when opened: older lifetimes are the lower ones. */
  readonly opened: number;
  tl: SessionTimeline;
  ended: boolean;
  /** Requests not yet emitted, in start order. */
  live: StartOrder;
  /** Live requests still waiting for a response, in start order. */
  open: StartOrder;
  /** dirKey → newest live request with that id: a request, or the number of its slot (Slots). */
  byId: IdTable<Req | number>;
  /**
   * dirKey → newest *open* request with that id (then prevOpenSameId): responses and cancels find it in O(1). Not
   * entered for a request open alone with its id (Req.soleOpen): that one is `byId`'s, so a lookup that misses here
   * and finds an open request in `byId` finds the same request as before.
   */
  openById: Map<DirKey, Req>;
  /** dirKey(requester, progressToken) → newest live request carrying it (a request or a slot number). */
  tokens: IdTable<Req | number>;
  tasks: Map<string, Req>;
  /**
   * MRTR: `method target` → the requests of this session whose last answer was an interim `input_required` and that
   * no continuation has taken up yet, oldest first. Rare: made when the first such answer comes.
   */
  awaitingInput: Map<string, Req[]> | null;
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
  finished: BoundedIdTable<FinishedKey>;
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
  /** The host's words of the connection failing, each with its kind (protocol/connection-failure.ts), capped; null when none. */
  connectionFailures: ConnectionFailure[] | null;
  /** The host's words about its own protocol's requests, not MCP's (HostSaid.ownProtocol), capped; null when none. */
  ownRequestWords: WireEvent[] | null;
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

/** StartOrder's squeeze mark once grown, and where it starts (StartOrder.squeeze). */
const SQUEEZE_AT = 64;
const FIRST_SQUEEZE_AT = 8;

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
  private a: Array<Req | number | null> = objectArray();
  /** Slots [head, end) are in use; the array may be longer (kept for reuse). */
  private head = 0;
  private end = 0;
  private iterating = 0;
  /** The slots in use past which, with fewer than half of them holding a request, `delete` squeezes: FIRST_SQUEEZE_AT doubling to SQUEEZE_AT. */
  private squeezeAt = FIRST_SQUEEZE_AT;
  size = 0;

  /**
   * `open`: the open list (Req.openAt, Slots.openAt), else the live one (Req.liveAt, Slots.liveAt). `slots`: the table
   * whose numbers it may hold (Slots).
   */
  constructor(
    private readonly open: boolean,
    private readonly slots: Slots | null = null,
  ) {}

  add(x: Req | number): void {
    const i = this.end++;
    this.a[i] = x;
    this.setAt(x, i);
    this.size++;
  }

  /** Where `x` is (−1: out), written on the request or in its slot's column. */
  private setAt(x: Req | number, i: number): void {
    if (typeof x === 'number') {
      if (this.open) this.slots!.openAt[x] = i;
      else this.slots!.liveAt[x] = i;
    } else if (this.open) x.openAt = i;
    else x.liveAt = i;
  }

  /** The slot at `h` made a `Req` (Slots.req): the request takes its place. */
  put(h: number, req: Req): void {
    this.a[h] = req;
    this.setAt(req, h);
  }

  /** Takes `x` out; false when it was not in. */
  delete(x: Req | number): boolean {
    const i = typeof x === 'number' ? (this.open ? this.slots!.openAt[x]! : this.slots!.liveAt[x]!) : this.handleOf(x);
    if (i < 0) return false;
    this.setAt(x, -1);
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
    if (used > this.squeezeAt && this.size * 2 < used) this.squeeze();
    return true;
  }

  /**
   * Moves the requests still in to the front, in order. Its mark (`squeezeAt`) is small at first, so that this runs
   * in the capture's first messages and `delete`, inlined into large callers, is optimised with feedback for its call
   * here: with the mark at 64 from the start, the first squeeze came late, and its unfed load sent the caller
   * (`answeredSlot`, the open-addressed delete's callers) back to be compiled again (docs/performance.md, fifty-sixth
   * round). The mark doubles to SQUEEZE_AT.
   */
  private squeeze(): void {
    const a = this.a;
    let w = 0;
    for (let i = this.head; i < this.end; i++) {
      const r = a[i]!;
      if (r === null) continue;
      a[w] = r;
      this.setAt(r, w);
      w++;
    }
    for (let i = w; i < this.end; i++) a[i] = null;
    this.head = 0;
    this.end = w;
    if (this.squeezeAt < SQUEEZE_AT) this.squeezeAt += this.squeezeAt;
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

  // A slot answers from its columns (Slots), a request from itself.
  methodAt(h: number): string {
    const x = this.a[h]!;
    return typeof x === 'number' ? this.slots!.method(x) : x.method;
  }
  fromAt(h: number): Party {
    const x = this.a[h]!;
    return typeof x === 'number' ? this.slots!.from(x) : x.from;
  }
  idAt(h: number): JsonRpcId | null {
    const x = this.a[h]!;
    return typeof x === 'number' ? this.slots!.id(x) : x.id;
  }
  targetAt(h: number): string | null {
    const x = this.a[h]!;
    return typeof x === 'number' ? this.slots!.target(x) : x.target;
  }
  /** Its state: S_ANSWERED, S_HOST_ENDED, S_CANCELLED, S_ID_LOST, S_WIRE, S_WORDS, S_EMITTED. */
  stateAt(h: number): number {
    const x = this.a[h]!;
    return typeof x === 'number' ? this.slots!.stateAt(x) : stateOf(x);
  }

  /** The request itself, for a reader that goes past what the view tells: a slot is made a `Req` (Slots.req). */
  reqAt(h: number): Req {
    const x = this.a[h]!;
    return typeof x === 'number' ? this.slots!.req(x) : x;
  }

  /** The requests in whose state has none of `bits`, oldest first, taken (a reader that changes them as it goes). */
  reqsWithout(bits: number): Req[] {
    const out: Req[] = [];
    const a = this.a;
    for (let i = this.head; i < this.end; i++) {
      const x = a[i];
      if (x === null || x === undefined) continue;
      if (typeof x === 'number') {
        if (bits === 0 || (this.slots!.stateAt(x) & bits) === 0) out.push(this.slots!.req(x));
      } else if (bits === 0 || (stateOf(x) & bits) === 0) out.push(x);
    }
    return out;
  }
}

/** The head count past which a hold queue compacts once the mark has grown (HoldQueue.dropHead); it starts at FIRST_COMPACT_AT. */
const COMPACT_AT = 1024;
const FIRST_COMPACT_AT = 16;

/**
 * A session's cleanly answered requests on hold, in answer order, each with the session's `started` count at which it
 * is released (CLEAN_HOLD_REQUESTS): two rings — the requests, and their counts — taken off the head, with no record
 * per hold (a record shared by both queues was ~50 bytes a request: docs/performance.md, twenty-ninth round). The
 * builder-wide queue (AllHolds) names an item by its place, counted from the queue's first item ever (`base` + index);
 * whichever queue releases an item first empties its slot here, and the other then skips it, so neither keeps a
 * request the other let go of.
 */
export class HoldQueue {
  /** A request, or a slot number (Slots) with its start seq in `seqs` (−1 beside a request). */
  private readonly reqs: Array<Req | number | null> = objectArray();
  private readonly seqs: number[] = [];
  private readonly at: number[] = [];
  private head = 0;
  /**
   * The items are `[head, end)`; the arrays are never shortened. Emptying one by `length = 0` freed its store, and
   * shortening it by a `dropHead` trimmed it, so the next pushes grew it anew: that regrowth was 4 % of what a busy
   * capture's run allocated (docs/performance.md, thirty-sixth round). Past `end` the request slots are null.
   */
  private end = 0;
  /** The place of `reqs[0]`: items taken off before it. */
  private base = 0;
  /** The head count past which `drain` compacts (dropHead): FIRST_COMPACT_AT doubling to COMPACT_AT. */
  private compactAt = FIRST_COMPACT_AT;

  get size(): number {
    return this.end - this.head;
  }

  /** Holds `x` (a request, or slot number `x` whose start seq is `seq`) until `releaseAfter` starts of the session; returns its place (for AllHolds). */
  push(x: Req | number, seq: number, releaseAfter: number): number {
    const i = this.end++;
    if (i < this.reqs.length) {
      this.reqs[i] = x;
      this.seqs[i] = seq;
      this.at[i] = releaseAfter;
    } else {
      this.reqs.push(x);
      this.seqs.push(seq);
      this.at.push(releaseAfter);
    }
    return this.base + i;
  }

  /** Empties the slot at `place` and returns its request, or null when it was released already. */
  take(place: number): Req | number | null {
    const i = place - this.base;
    if (i < this.head) return null;
    const r = this.reqs[i]!;
    this.reqs[i] = null;
    return r;
  }

  /** The request still held at `place`, or null. */
  peek(place: number): Req | number | null {
    const i = place - this.base;
    return i < this.head ? null : this.reqs[i]!;
  }

  /** The start seq beside the slot number held at `place` (−1 for a request). */
  seqAt(place: number): number {
    const i = place - this.base;
    return i < this.head ? -1 : this.seqs[i]!;
  }

  /** Takes items off the head while their count is at most `now` (released ones at any count), handing each live one to `release`. */
  drain(now: number, release: (x: Req | number, seq: number) => void): void {
    const reqs = this.reqs;
    const at = this.at;
    const from = this.head;
    while (this.head < this.end) {
      const x = reqs[this.head]!;
      if (x !== null && at[this.head]! > now) break;
      reqs[this.head] = null;
      const seq = this.seqs[this.head++]!;
      if (x !== null) release(x, seq);
    }
    // Nothing taken off (the builder drains at every request start, mostly with nothing due): nothing to move.
    if (this.head === from) return;
    // Emptied, or the head past the compaction's mark with more taken off than held: see dropHead.
    if (this.head === this.end || (this.head > this.compactAt && this.head * 2 > this.end)) this.dropHead();
  }

  /**
   * Moves the items down to index 0 and counts what was taken off into `base` (nothing moves when the queue is empty:
   * the arrays are kept for reuse). One routine for both, its mark small at first: the compaction's code runs in the
   * capture's first messages, so the drain that calls it was optimised with feedback for every site on this path.
   * With the mark at 1024 from the start, the first compaction came millions of messages in, after `drain` had been
   * inlined into the builder's largest function, and its unfed loads sent that function back to be compiled again
   * ("insufficient type feedback": docs/performance.md, fifty-sixth round). The mark doubles to 1024 (each compaction
   * still moves at most the items held, fewer than it took off).
   */
  private dropHead(): void {
    const n = this.head;
    const end = this.end;
    shiftDown(this.reqs, n, end);
    shiftDownNumbers(this.seqs, n, end);
    shiftDownNumbers(this.at, n, end);
    // The request slots from `n` on hold stale requests, each a copy of one now further down; those below `n` were
    // nulled as they were taken off, and the copy reaches no further than `end - n`, not past `n` (emptied, n = end;
    // compacted, more taken off than held).
    this.reqs.fill(null, n, end);
    this.end = end - n;
    this.base += n;
    this.head = 0;
    // The mark grows only when items moved: an emptied queue's drop moves none, and doubling at each of those brought
    // the mark to 1024 within a few request starts, before the moving loop had run (fifty-seventh round).
    if (end > n && this.compactAt < COMPACT_AT) this.compactAt += this.compactAt;
  }
}

/**
 * Moves `a[n, end)` to the front in place: no array made (a splice would make one of the removed items), none
 * shortened (HoldQueue and AllHolds reuse their stores). A loop, not `copyWithin`: V8 has no fast path for
 * `Array.prototype.copyWithin` on a JavaScript array (it reads and writes each index through the generic property
 * path), ~150–300 ns an element against ~3–15 for the loop on these arrays; a 200 MiB capture moves 240–320 thousand
 * elements here (docs/performance.md, forty-eighth round). The arrays are dense (only ever pushed), so both leave
 * the same elements.
 */
function shiftDown<T>(a: T[], n: number, end: number): void {
  for (let i = n; i < end; i++) a[i - n] = a[i]!;
}

/**
 * shiftDown for the arrays of small integers (the queues' counts, seqs and places): a loop of its own, not the same
 * function as for the arrays of requests and sessions. One store site that meets arrays of both kinds learns the
 * widening between them and applies it to every array it stores into: the first compaction turned the integer arrays
 * into arrays of any value, a new shape for every function that pushes to them, which were thrown away ("wrong map")
 * and compiled again, once per queue that compacted (docs/performance.md, fiftieth round).
 */
function shiftDownNumbers(a: number[], n: number, end: number): void {
  for (let i = n; i < end; i++) a[i - n] = a[i]!;
}

/**
 * Every session's clean holds in answer order (CLEAN_HOLD_ALL_REQUESTS): for each, its session, its place in the
 * session's HoldQueue, and the builder's request count at which it is released — three rings, no record per hold.
 */
export class AllHolds {
  private readonly sess: Array<Sess | null> = objectArray();
  private readonly place: number[] = [];
  private readonly at: number[] = [];
  private head = 0;
  /** The items are `[head, end)`; the arrays are never shortened (HoldQueue's `end`). Past `end` the sessions are null. */
  private end = 0;
  /** The head count past which `drain` compacts (HoldQueue's `compactAt`). */
  private compactAt = FIRST_COMPACT_AT;

  get size(): number {
    return this.end - this.head;
  }

  push(sess: Sess, place: number, releaseAfterAll: number): void {
    const i = this.end++;
    if (i < this.sess.length) {
      this.sess[i] = sess;
      this.place[i] = place;
      this.at[i] = releaseAfterAll;
    } else {
      this.sess.push(sess);
      this.place.push(place);
      this.at.push(releaseAfterAll);
    }
  }

  /**
   * Takes items off the head while their count is at most `now` (those their session released already at any
   * count), handing each still held to `release` after taking it out of its session's queue.
   */
  drain(now: number, release: (sess: Sess, x: Req | number, seq: number) => void): void {
    const ss = this.sess;
    const place = this.place;
    const at = this.at;
    const from = this.head;
    while (this.head < this.end) {
      const h = this.head;
      const s = ss[h]!;
      if (at[h]! > now && s.cleanQueue.peek(place[h]!) !== null) break;
      ss[this.head++] = null;
      const seq = s.cleanQueue.seqAt(place[h]!);
      const x = s.cleanQueue.take(place[h]!);
      if (x !== null) release(s, x, seq);
    }
    if (this.head === from) return; // nothing taken off (HoldQueue.drain)
    if (this.head === this.end || (this.head > this.compactAt && this.head * 2 > this.end)) this.dropHead();
  }

  /** Moves the items down to index 0 (HoldQueue.dropHead: one routine for emptied and compacted, its mark small at first). */
  private dropHead(): void {
    const n = this.head;
    const end = this.end;
    shiftDown(this.sess, n, end);
    shiftDownNumbers(this.place, n, end);
    shiftDownNumbers(this.at, n, end);
    this.sess.fill(null, n, end);
    this.end = end - n;
    this.head = 0;
    if (end > n && this.compactAt < COMPACT_AT) this.compactAt += this.compactAt; // only when items moved (HoldQueue)
  }
}

export function newSession(
  key: string,
  label: string | null,
  input: { file: string; clock: ClockKind; zone: string | null; zoneAssumed: boolean },
  opened: number,
  slots: Slots = new Slots(),
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
  return new Session(info, slots, opened);
}

/**
 * A session's state (Sess), made by a constructor rather than an object literal: V8 makes an object literal's
 * boilerplate when the literal runs a second time, and that widens the tracked type of every field holding an object
 * (a StartOrder, an IdTable, a HoldQueue …) to "any". The second session of a capture — a server restart, 20,000
 * requests in — then threw away the optimised code of every function that had relied on those types (`act`,
 * `startSlot`, `answeredSlot`, `holdClean`, `drain`, `allocSlotKey` …: a "code dependencies" deoptimisation each) and
 * compiled them again. A class's instances share one shape from the first, their fields declared in one order
 * (docs/performance.md, fiftieth round).
 */
class Session implements Sess {
  info: SessionInfo;
  readonly slots: Slots;
  readonly opened: number;
  tl: SessionTimeline;
  /** Set in the constructor, not by an initialiser (see below). */
  ended: boolean;
  live: StartOrder;
  open: StartOrder;
  byId = new IdTable<Req | number>();
  openById = new Map<DirKey, Req>();
  tokens = new IdTable<Req | number>();
  tasks = new Map<string, Req>();
  awaitingInput: Map<string, Req[]> | null = null;
  streams = new Map<string, StreamState>();
  unlinked = new Map<string, StreamState>();
  pendingStreams = new Map<string, StreamState>();
  eventIds = new BoundedMap<string, StreamState>(EVENT_ID_MEMORY);
  finished = new BoundedIdTable<FinishedKey>(FINISHED_MEMORY);
  keys = new KeySet(STRING_KEY_MEMORY);
  dupCount = new Map<string, number>();
  nonJsonTargets: CappedTargets;
  statusTargets: CappedTargets;
  cancelledLive = new Set<Req>();
  started = 0;
  cleanQueue = new HoldQueue();
  stderr: WireEvent[] = objectArray();
  inputClosed = false;
  hadInitialize = false;
  hadClientCall = false;
  lastMessages = nullPair<WireEvent>();
  lastWire: WireEvent | null = null;
  versionRank = 0;
  clientRank = 0;
  serverRank = 0;
  lateCancels: Array<{ event: WireEvent; key: string }> = objectArray();
  connectionFailures: ConnectionFailure[] | null = null;
  ownRequestWords: WireEvent[] | null = null;
  serverIndex: { by: SessionInfo['server']; name: string; server: string | null } | null = null;
  dropped = { orphanCancels: 0, orphanProgress: 0, orphanResponses: 0, nonJson: 0, lateCancels: 0 };

  constructor(info: SessionInfo, slots: Slots, opened: number) {
    this.info = info;
    this.slots = slots;
    this.opened = opened;
    this.tl = { info, orphanCancels: [], orphanProgress: [], orphanResponses: [], nonJson: [], requestCount: 0 };
    // A declared field starts undefined (ES2022 class fields), so this store changes it and V8 takes the field as
    // mutable from the first session on. Set by an initialiser, it stayed "constant" until the first session ended —
    // the second session's initialize, 20,000 requests in — and that change threw away `emitSlot`'s optimised code
    // (docs/performance.md, fifty-eighth round).
    this.ended = false;
    this.live = new StartOrder(false, slots);
    this.open = new StartOrder(true, slots);
    this.nonJsonTargets = new CappedTargets('nonJsonEntries', NON_JSON_PER_REQUEST, slots);
    this.statusTargets = new CappedTargets('otherStatusEntries', OTHER_STATUS_PER_REQUEST, slots);
  }
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
  const o = sess.openById.get(k);
  if (o !== undefined) return o;
  const x = sess.byId.get(k);
  return x === undefined ? undefined : reqOfEntry(sess, x);
}

/** The newest request with `k`, whatever its state (byId's). */
export function newestById(sess: Sess, k: DirKey): Req | undefined {
  const x = sess.byId.get(k);
  return x === undefined ? undefined : reqOfEntry(sess, x);
}

/** The newest request with `k` still open, else the newest still live (not emitted); null when none. */
export function openElseLiveById(sess: Sess, k: DirKey): Req | null {
  const o = sess.openById.get(k);
  if (o !== undefined) return o;
  const x = sess.byId.get(k);
  let r: Req | null = x === undefined ? null : reqOfEntry(sess, x);
  while (r !== null && r.emitted) r = r.prevSameId;
  return r;
}

/** The newest request with `k` that is live and still waits for its answer, walking past answered and ended ones; null when none. */
export function waitingById(sess: Sess, k: DirKey): Req | null {
  const x = sess.byId.get(k);
  let r: Req | null = x === undefined ? null : reqOfEntry(sess, x);
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
  /** A request, or a slot number (Slots) with its start seq in `seqs` (−1 beside a request). */
  private readonly q: Array<Req | number> = objectArray();
  private readonly seqs: number[] = [];
  private compactAt = 64;

  constructor(
    private readonly counter: 'nonJsonEntries' | 'otherStatusEntries',
    private readonly cap: number,
    private readonly slots: Slots | null = null,
  ) {}

  /** A request (or slot `x` of start seq `seq`) started: it takes the next pieces of evidence while it is open and under the cap. */
  add(x: Req | number, seq = -1): void {
    const q = this.q;
    q.push(x);
    this.seqs.push(seq);
    if (q.length < this.compactAt) return;
    let w = 0;
    for (let i = 0; i < q.length; i++) {
      const e = q[i]!;
      const sq = this.seqs[i]!;
      const r = this.resolve(e, sq);
      // A slot no one touched is open until answered, and under the cap (no entry of its own).
      if (r === null ? typeof e === 'number' && this.slots!.seqOf(e) === sq && !this.slots!.answered(e) : !r.emitted && isOpen(r) && r[this.counter] < this.cap) {
        q[w] = e;
        this.seqs[w++] = sq;
      }
    }
    q.length = w;
    this.seqs.length = w;
    this.compactAt = Math.max(64, 2 * w);
  }

  /** The request `x` names: itself, or the `Req` made of its slot; null for a slot still a slot, or one let go (seq). */
  private resolve(x: Req | number, seq: number): Req | null {
    if (typeof x !== 'number') return x;
    const sl = this.slots!;
    return sl.seqOf(x) === seq ? sl.made(x) : null;
  }

  /** `give` to each open request still under the cap, in start order, counting it. */
  forEach(give: (req: Req) => void): void {
    const q = this.q;
    const sl = this.slots;
    let w = 0;
    for (let i = 0; i < q.length; i++) {
      const x = q[i]!;
      let req: Req;
      if (typeof x === 'number') {
        // A slot let go (its number reused or free) is an emitted request; an answered one is not open.
        if (sl!.seqOf(x) !== this.seqs[i]) continue;
        const made = sl!.made(x);
        if (made === null && sl!.answered(x)) continue;
        req = made ?? sl!.req(x);
      } else req = x;
      if (req.emitted || !isOpen(req)) continue;
      req[this.counter]++;
      give(req);
      if (req[this.counter] < this.cap) {
        q[w] = req;
        this.seqs[w++] = -1;
      }
    }
    q.length = w;
    this.seqs.length = w;
  }
}

type Kept = 'orphanCancels' | 'orphanProgress' | 'orphanResponses' | 'nonJson';

/** Session-level lists are bounded; beyond the cap they are only counted. */
export function keep(sess: Sess, list: Kept, e: WireEvent): void {
  const arr = sess.tl[list];
  if (arr.length < ORPHANS_PER_SESSION) arr.push(e);
  else sess.dropped[list]++;
}

/**
 * The slot table: the builder's quiet plain requests kept as columns, never as `Req`s (docs/performance.md,
 * eighteenth, thirtieth, thirty-second and thirty-fourth rounds). A wire request that starts plain on stdio —
 * not a lifecycle or task call, its id not in use by another live request of its session, on no HTTP stream — is a
 * slot number (correlate.ts onRequest): its parts, up to PLAIN_PROGRESS strictly rising numeric progress
 * notifications and its first answer (a result) sit in parallel arrays indexed by the number, and the session's
 * keepers hold the number where they held the request — the start order (`live`, `open`), `byId`, `tokens`, the
 * stdout-noise targets, the clean hold, the retry index. Nearly every request of a busy capture lives and is emitted
 * so (builder.ts emitSlot: offered to the sink from its columns, its key made then for `finished`), and never makes the
 * `Req`, its key string or its lists.
 *
 * Anything else that reaches a slot — a cancel, an error or a second answer, progress after the answer or not
 * rising, a retry of it, a reused id, the host's words or a reader of the order that goes past what the view tells, a
 * close, the end of its session — first makes it a `Req` (`req`): the `Req` its parts, progress and answer give when
 * replayed through the plain request's own steps (its constructor, then `plainProgressed` and `plainAnswered` in the
 * order they came), put in the slot's place in every keeper that holds it by place (the two orders, the id and token
 * maps, its retry list). From then on it is the request it always was; the number stays its until it is emitted, so
 * the keepers that hold it by number (CappedTargets, HoldQueue, with the start seq beside it) find the `Req`. A freed
 * slot is reused: a keeper that still holds its number tells it from the next request by the seq.
 */
export class Slots implements SlotCalls {
  /** The request's start order (Req.seq), −1 when the slot is free. */
  private readonly seqs: number[] = [];
  private readonly sessOf: Array<Sess | null> = [];
  private readonly starts: Array<WireEvent | null> = [];
  /** The key when the session had seen the id before (`#n`); null: `<session key>:<id>`, made when asked. */
  private readonly keys: Array<string | null> = [];
  private readonly ids: JsonRpcId[] = [];
  private readonly methods: string[] = [];
  private readonly targets: Array<string | null> = [];
  private readonly froms: Party[] = [];
  private readonly params: unknown[] = [];
  private readonly tokens: Array<JsonRpcId | null> = [];
  private readonly tokenKeys: Array<DirKey | null> = [];
  private readonly idKeys: DirKey[] = [];
  /** PLAIN_PROGRESS progress events per slot. */
  private readonly progress: Array<WireEvent | null> = [];
  private readonly counts: number[] = [];
  /** The last progress value (valid when the count is above 0). */
  private last = new Float64Array(64);
  private readonly answers: Array<WireEvent | null> = [];
  private readonly lists: Array<CallList | null> = [];
  private readonly prints: Array<CallPrint | null> = [];
  /** Its place in its session's `live` / `open` (StartOrder), −1 when out. */
  readonly liveAt: number[] = [];
  readonly openAt: number[] = [];
  /** The `Req` made of it (req), null while it is a slot. */
  private readonly reqs: Array<Req | null> = [];
  private readonly free: number[] = [];
  /** Slots in use (as slots or as the `Req`s made of them). */
  size = 0;

  /** A new slot for a request registered as correlate.ts onRequest registers a plain one; returns its number. */
  add(sess: Sess, e: WireEvent, key: string | null, id: JsonRpcId, method: string, target: string | null, from: Party, params: unknown, token: JsonRpcId | null, seq: number, idKey: DirKey): number {
    let x = this.free.pop();
    if (x === undefined) {
      x = this.seqs.length;
      this.seqs.push(seq);
      this.sessOf.push(sess);
      this.starts.push(e);
      this.keys.push(key);
      this.ids.push(id);
      this.methods.push(method);
      this.targets.push(target);
      this.froms.push(from);
      this.params.push(params);
      this.tokens.push(token);
      this.tokenKeys.push(token === null ? null : dirKey(from, token));
      this.idKeys.push(idKey);
      for (let i = 0; i < PLAIN_PROGRESS; i++) this.progress.push(null);
      this.counts.push(0);
      this.answers.push(null);
      this.lists.push(null);
      this.prints.push(null);
      this.liveAt.push(-1);
      this.openAt.push(-1);
      this.reqs.push(null);
      if (x >= this.last.length) {
        const l = new Float64Array(this.last.length * 2);
        l.set(this.last);
        this.last = l;
      }
    } else {
      this.seqs[x] = seq;
      this.sessOf[x] = sess;
      this.starts[x] = e;
      this.keys[x] = key;
      this.ids[x] = id;
      this.methods[x] = method;
      this.targets[x] = target;
      this.froms[x] = from;
      this.params[x] = params;
      this.tokens[x] = token;
      this.tokenKeys[x] = token === null ? null : dirKey(from, token);
      this.idKeys[x] = idKey;
    }
    this.size++;
    return x;
  }

  /** Lets the slot go (its request emitted); its number is reused. */
  release(x: number): void {
    this.seqs[x] = -1;
    this.sessOf[x] = null;
    this.starts[x] = null;
    this.keys[x] = null;
    this.params[x] = null;
    this.tokens[x] = null;
    this.tokenKeys[x] = null;
    for (let i = 0; i < this.counts[x]!; i++) this.progress[x * PLAIN_PROGRESS + i] = null;
    this.counts[x] = 0;
    this.answers[x] = null;
    this.lists[x] = null;
    this.prints[x] = null;
    this.liveAt[x] = -1;
    this.openAt[x] = -1;
    this.reqs[x] = null;
    this.free.push(x);
    this.size--;
  }

  /** The start seq of the request in the slot, −1 when free: a keeper holding the number checks it is still its request. */
  seqOf(x: number): number {
    return this.seqs[x]!;
  }
  sessionOf(x: number): Sess {
    return this.sessOf[x]!;
  }
  /** The `Req` made of the slot, or null while it is a slot. */
  made(x: number): Req | null {
    return this.reqs[x]!;
  }
  idKeyOf(x: number): DirKey {
    return this.idKeys[x]!;
  }
  tokenKeyOf(x: number): DirKey | null {
    return this.tokenKeys[x]!;
  }
  id(x: number): JsonRpcId {
    return this.ids[x]!;
  }
  startOf(x: number): WireEvent {
    return this.starts[x]!;
  }
  /** What `finished` keeps of it (FinishedKey): its number id when its key is `<session>:<id>`, else its key. */
  finishedKey(x: number): FinishedKey {
    const k = this.keys[x];
    if (k !== null && k !== undefined) return k;
    const id = this.ids[x]!;
    return typeof id === 'number' ? id : this.key(x);
  }

  /** Its key, as correlate.ts allocKey made it. */
  key(x: number): string {
    const k = this.keys[x];
    return k !== null && k !== undefined ? k : `${this.sessOf[x]!.info.key}:${String(this.ids[x])}`;
  }

  // SlotCalls (retries.ts): the retry index asks a slot these.
  method(x: number): string {
    return this.methods[x]!;
  }
  from(x: number): Party {
    return this.froms[x]!;
  }
  target(x: number): string | null {
    return this.targets[x]!;
  }
  answered(x: number): boolean {
    return this.answers[x] !== null;
  }
  list(x: number): CallList | null {
    return this.lists[x]!;
  }
  setList(x: number, list: CallList | null): void {
    this.lists[x] = list;
  }
  print(x: number): CallPrint | null {
    return this.prints[x]!;
  }
  setPrint(x: number, p: CallPrint): void {
    this.prints[x] = p;
  }
  shape(x: number): number {
    const start = this.starts[x]!;
    const params = this.params[x];
    return shapeOfParts(callPartsOf(start, params)) ?? paramsShape(paramsOfParts(start, params));
  }
  fingerprint(x: number): { hash: number; len: number } {
    const start = this.starts[x]!;
    const params = this.params[x];
    return partsFingerprint(callPartsOf(start, params)) ?? paramsFingerprint(paramsOfParts(start, params));
  }
  ref(x: number): RequestRef {
    const e = this.starts[x]!;
    return { key: this.key(x), id: this.ids[x]!, source: e.source, at: e.at };
  }

  /**
   * A progress notification with numeric `value` for the slot, kept when the plain request would keep it and stay
   * untroubled (open, under PLAIN_PROGRESS, strictly above the last value): false when the `Req` must take it.
   */
  progressed(x: number, e: WireEvent, value: unknown): boolean {
    const n = this.counts[x]!;
    if (this.answers[x] !== null || n >= PLAIN_PROGRESS || typeof value !== 'number' || value !== value) return false;
    if (n > 0 && !(value > this.last[x]!)) return false;
    this.progress[x * PLAIN_PROGRESS + n] = e;
    this.counts[x] = n + 1;
    this.last[x] = value;
    return true;
  }

  /** Its first answer, a result (an error answer makes the `Req`); false when it has one already. */
  answer(x: number, e: WireEvent): boolean {
    if (this.answers[x] !== null) return false;
    this.answers[x] = e;
    return true;
  }

  /** What the sink's `plain` is given for an answered slot (Req.slotFacts; OFFER, refilled by the next call). */
  facts(x: number): PlainFacts | null {
    const a = this.answers[x];
    if (a === null || a === undefined) return null;
    const f = OFFER;
    f.requestAt = this.starts[x]!.at;
    f.answerAt = a.at;
    f.hasToken = this.tokens[x] !== null;
    f.progress = this.counts[x]!;
    return f;
  }

  /**
   * The slot's `Req`, made now if it is still a slot: its parts, then its progress and its answer in the order they
   * came, and put in the slot's place in the keepers that hold it by place.
   */
  req(x: number): Req {
    const made = this.reqs[x];
    if (made !== null && made !== undefined) return made;
    const sess = this.sessOf[x]!;
    const idKey = this.idKeys[x]!;
    const r = new Req(sess, this.starts[x]!, this.key(x), this.ids[x]!, this.methods[x]!, this.targets[x]!, this.froms[x]!, this.params[x], this.tokens[x]!, false, this.seqs[x]!, idKey, null, true);
    const n = this.counts[x]!;
    for (let i = 0; i < n; i++) r.plainProgressed(this.progress[x * PLAIN_PROGRESS + i]!);
    if (n > 0) r.lastProgress = this.last[x]!;
    const a = this.answers[x]!;
    if (a !== null) r.plainAnswered(a, 'response');
    const list = this.lists[x]!;
    if (list !== null) {
      r.retry = list;
      // A slot with a list is in it (the index lets go of the list whenever it takes the call out).
      const i = list.lastIndexOf(x);
      if (i >= 0) list.set(i, r);
    }
    r.retryPrint = this.prints[x]!;
    const liveAt = this.liveAt[x]!;
    const openAt = this.openAt[x]!;
    if (liveAt >= 0) sess.live.put(liveAt, r);
    if (openAt >= 0) {
      sess.open.put(openAt, r);
      // Open alone with its id: a slot's id is no other live request's (correlate.ts onRequest, makeReq).
      r.soleOpen = true;
    }
    if (sess.byId.get(idKey) === x) sess.byId.set(idKey, r);
    const tk = r.tokenKey;
    if (tk !== null && sess.tokens.get(tk) === x) sess.tokens.set(tk, r);
    r.slot = x;
    this.reqs[x] = r;
    this.starts[x] = null;
    this.params[x] = null;
    for (let i = 0; i < n; i++) this.progress[x * PLAIN_PROGRESS + i] = null;
    this.counts[x] = 0;
    this.answers[x] = null;
    this.lists[x] = null;
    this.prints[x] = null;
    return r;
  }

  /** Its state bits for the start-order view (S_ANSWERED, S_WIRE: a slot is a wire request no one else touched). */
  stateAt(x: number): number {
    return (this.answers[x] !== null ? S_ANSWERED : 0) | S_WIRE;
  }
}

/** A keeper's entry as the request it names: a slot's `Req` made now if it is still a slot. */
export function reqOfEntry(sess: Sess, x: Req | number): Req {
  return typeof x === 'number' ? sess.slots.req(x) : x;
}
