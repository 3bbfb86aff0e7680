/**
 * The facts of one request timeline that classification, the rules, the record and the next steps all need. diagnose()
 * computes them once per request and passes them down (analyze() shares them with the fast path's checks: factsOnce),
 * so diagnosing a big capture stays linear. Pure: reads the timeline, never changes it (its one state, the last
 * protocol rows, is a cache of pure lookups: protocolRowsOf).
 */
import type { Source, WireEvent } from '../events.js';
import { isObject } from '../json.js';
import type { RequestRef, RequestStream, RequestTimeline, TaskGone, TaskTimeline } from '../timeline/types.js';
import { requestTransport } from '../timeline/request-transport.js';
import { lookupCancellation, type CancellationLookup } from '../protocol/cancellation.js';
import { closeMeaning, lookupStreamClose, type CloseMeaning, type StreamCloseLookup } from '../protocol/stream-close.js';
import { eraOf, type Era } from '../protocol/versions.js';
import { matchReason, type ReasonMatch } from '../protocol/reasons.js';
import { readError, type ErrorReading } from '../protocol/errors.js';
import { stoppedWaitingWords } from './stopped-waiting-words.js';

export interface Signal {
  kind: 'notification' | 'stream-close' | 'abort';
  by: 'client' | 'server' | 'network' | null;
  at: number | null;
  source: Source;
  reason: string | null;
  event: WireEvent;
  /** Position in `entries` (capture order). */
  pos: number;
  stream: RequestStream | null;
}

export interface HostLogHit {
  event: WireEvent;
  match: ReasonMatch;
  pos: number;
}

export interface StreamEnd {
  stream: RequestStream;
  close: WireEvent;
  meaning: CloseMeaning;
  pos: number;
}

/**
 * A stream that broke without an answer: closed in the `disconnect` sense, and not ended by an HTTP error status
 * (a gateway page or a 4xx answered the exchange: gateway-error or the error itself, not a disconnect).
 */
export function brokeWithoutAnswer(e: StreamEnd): boolean {
  return e.meaning === 'disconnect' && !(e.stream.status !== null && e.stream.status >= 400);
}

/**
 * Whether the client really resumed `s`: a GET with its Last-Event-ID came (`resumedBy`) and at least one such resume
 * was not refused with an HTTP error (a 404 "Session not found" after a server restart resumes nothing).
 */
export function resumedIn(t: RequestTimeline, s: RequestStream): boolean {
  if (s.resumedBy === null) return false;
  return t.streams.some((x) => x.resumeOf === s.id && !(x.status !== null && x.status >= 400));
}

/** The resumes of `s` that the server refused with an HTTP error (404 after a restart), in stream order. */
export function refusedResumes(t: RequestTimeline, s: RequestStream): RequestStream[] {
  return t.streams.filter((x) => x.resumeOf === s.id && x.status !== null && x.status >= 400);
}

export interface RequestFacts {
  version: string | null;
  /** What the request ran over (requestTransport): its session's, else what its own lines prove. */
  transport: RequestTimeline['session']['transport'];
  era: Era | null;
  stream: StreamCloseLookup | null;
  cancellation: CancellationLookup;
  startAt: number | null;
  /**
   * Capture order: the position of the first entry holding the event (events missing from `entries` sort last).
   * Every "before / after" in classify/ and rules/ asks this, never an array index of its own.
   */
  pos(e: WireEvent): number;
  /** The capture order of a re-sent request (a `retry` entry, found by its line), or null when it was not kept. */
  retryPos(r: RequestRef): number | null;
  firstResponse: WireEvent | null;
  responsePos: number;
  responseIsError: boolean;
  /** The reading of the first response when it is an error. */
  responseError: ErrorReading | null;
  /** The first cancellation notification sent by the requester. */
  firstCancelNotification: WireEvent | null;
  /** The requester's cancellation signal as this version/transport defines it (earliest), if any. */
  signal: Signal | null;
  /** A signal that came before the first response (or with no response at all). */
  signalBeforeResponse: boolean;
  /** Progress / log notifications after the signal. */
  progressAfterSignal: WireEvent[];
  logsAfterSignal: WireEvent[];
  /** Stream closes that did not carry the response, in capture order, with what they mean. */
  streamEnds: StreamEnd[];
  hostLogs: HostLogHit[];
  /**
   * The requester's host-log lines by what they say, each the first such line (null when none): a timer that fired
   * (`timeout` or `max-total-timeout`), a plain per-request timeout only, and any giving up (a timer or a person).
   * The classifier decides on these and the rules cite them; neither searches the lines again.
   */
  timerLog: HostLogHit | null;
  timeoutLog: HostLogHit | null;
  gaveUpLog: HostLogHit | null;
  lastProgress: WireEvent | null;
  /**
   * The requester's first words that it stopped waiting, said before the first response with no cancellation signal
   * before it (stopped-waiting-words.ts); null otherwise. Step 1c reads the request's end from them, and the fast path
   * (plain.ts (f)) keeps such a request off it.
   */
  stoppedWaiting: WireEvent | null;
}

export function requestFacts(t: RequestTimeline): RequestFacts {
  // One object, its last member filled from the others: a spread into a second object copied ~30 members a request.
  const f = computeFacts(t);
  f.stoppedWaiting = stoppedWaitingWords(t, f);
  return f;
}

/**
 * A request's facts computed on first use and then kept: the fast path's checks (plain.ts) and the full diagnosis of the
 * same request share one computation, and a plain request whose checks never ask computes none.
 */
export function factsOnce(t: RequestTimeline): () => RequestFacts {
  let f: RequestFacts | null = null;
  return () => (f ??= requestFacts(t));
}

export function errorOf(e: WireEvent): { code: number | null; message: string | null; data: unknown } | null {
  const err = e.message?.error;
  if (!err || typeof err !== 'object') return null;
  return {
    code: typeof err.code === 'number' ? err.code : null,
    message: typeof err.message === 'string' ? err.message : null,
    data: err.data,
  };
}

export function cancelReasonOf(e: WireEvent): string | null {
  const p = e.message?.params;
  if (isObject(p)) {
    const r = p['reason'];
    if (typeof r === 'string') return r;
  }
  return null;
}

export function cancelRequestIdOf(e: WireEvent): unknown {
  const p = e.message?.params;
  if (isObject(p)) return p['requestId'];
  return undefined;
}

/** The protocol's rows for a version and transport: what the facts read from the tables (protocol/), pure in both. */
interface ProtocolRows {
  readonly version: string | null;
  readonly transport: RequestTimeline['request']['transport'];
  readonly stream: StreamCloseLookup | null;
  readonly cancellation: CancellationLookup;
  readonly era: Era | null;
}

/**
 * The last rows looked up, kept for the next request: nearly every request of a capture has the version and transport
 * of the one before it (a session's), and the lookups are pure, so the rows are the same objects the lookups would make
 * again (every reader of the facts only reads them). Looked up once a version rather than a request: the lookups
 * (version-table scans, a filter of the stream-close table) were ~700 bytes of bytecode that V8 inlined into
 * computeFacts, the largest single optimised compile of a 200 MiB Claude Desktop run, and their helpers were compiled on
 * their own besides (docs/performance.md, sixty-first round); a miss is rare, so its call site is too cold to be inlined.
 */
let lastRows: ProtocolRows | null = null;

function protocolRowsOf(version: string | null, transport: ProtocolRows['transport']): ProtocolRows {
  const r = lastRows;
  if (r !== null && r.version === version && r.transport === transport) return r;
  return (lastRows = lookupProtocolRows(version, transport));
}

function lookupProtocolRows(version: string | null, transport: ProtocolRows['transport']): ProtocolRows {
  return { version, transport, stream: lookupStreamClose(version, transport), cancellation: lookupCancellation(version), era: eraOf(version) };
}

/**
 * The facts but `stoppedWaiting`, which reads them (null here; requestFacts sets it). Its shape is kept small for V8:
 * computeFacts is compiled late in a long capture (after ~1,000 diagnosed requests) and was the largest single
 * optimised compile of a 200 MiB run (docs/performance.md, sixty-first and sixty-third rounds), so its loops are plain
 * loops, the host-log lookups one pass, and the branches most requests never take (an error response, HTTP stream
 * ends, a cancellation signal) functions of their own that V8 does not inline while they stay cold. Only `pos` and
 * `retryPos` are made per request: they are members of the facts.
 */
function computeFacts(t: RequestTimeline): RequestFacts {
  const entries = t.entries;
  const index = new Map<WireEvent, number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!.event;
    if (!index.has(e)) index.set(e, i);
  }
  // Events missing from `entries` (should not happen) sort after everything, so they never "precede" anything.
  const pos = (e: WireEvent): number => index.get(e) ?? Number.MAX_SAFE_INTEGER;
  const retryPos = (r: RequestRef): number | null => retryPosIn(entries, r);

  const version = t.session.protocolVersion;
  const transport = requestTransport(t);
  const rows = protocolRowsOf(version, transport);
  const stream = rows.stream;

  const firstResponse = t.responses[0] ?? null;
  const responsePos = firstResponse ? pos(firstResponse) : Number.MAX_SAFE_INTEGER;
  const err = firstResponse ? errorOf(firstResponse) : null;
  const responseError = err !== null ? responseErrorOf(t, firstResponse!, err) : null;

  // Stream ends that did not carry the response, and what each means under this version/transport.
  const streamEnds: StreamEnd[] = stream ? streamEndsOf(t, stream, index) : [];

  // The requester's signal: its notifications/cancelled, or (2026 Streamable HTTP) its close of the request stream.
  const firstCancelNotification = t.cancels[0] ?? null;
  const signal = firstCancelNotification !== null || streamEnds.length > 0 ? signalOf(t, firstCancelNotification, streamEnds, index) : null;
  const signalBeforeResponse = signal !== null && signal.pos < responsePos;

  // Host/SDK log lines of the requester's side (or of no known side). Not the responder's stderr (a server's own
  // "timeout" text says nothing about the requester's timer) and not stdout noise the timeline files as host-log.
  const responder = t.from === 'client' ? 'server' : 'client';
  const hostLogs: HostLogHit[] = [];
  // The first hit of each kind the classifier reads, found in the same pass.
  let timerLog: HostLogHit | null = null;
  let timeoutLog: HostLogHit | null = null;
  let gaveUpLog: HostLogHit | null = null;
  for (let i = 0; i < entries.length; i++) {
    const en = entries[i]!;
    if (en.kind !== 'host-log' || en.event.kind !== 'host-log' || en.event.from === responder) continue;
    const match = matchReason(en.event.text ?? en.detail, 'host-log');
    if (!match) continue;
    const hit: HostLogHit = { event: en.event, match, pos: i };
    hostLogs.push(hit);
    const meaning = match.meaning;
    const timer = meaning === 'timeout' || meaning === 'max-total-timeout';
    if (timer) timerLog ??= hit;
    if (meaning === 'timeout') timeoutLog ??= hit;
    if (timer || meaning === 'user') gaveUpLog ??= hit;
  }

  return {
    version,
    transport,
    era: rows.era,
    stream,
    cancellation: rows.cancellation,
    startAt: t.request.at,
    pos,
    retryPos,
    firstResponse,
    responsePos,
    responseIsError: err !== null,
    responseError,
    firstCancelNotification,
    signal,
    signalBeforeResponse,
    progressAfterSignal: signal ? eventsAfter(t.progress, index, signal.pos) : [],
    logsAfterSignal: signal ? eventsAfter(t.logs, index, signal.pos) : [],
    streamEnds,
    hostLogs,
    timerLog,
    timeoutLog,
    gaveUpLog,
    lastProgress: t.progress[t.progress.length - 1] ?? null,
    stoppedWaiting: null,
  };
}

/** The position of a retry's entry in `entries`, or null. */
function retryPosIn(entries: RequestTimeline['entries'], r: RequestRef): number | null {
  for (let i = 0; i < entries.length; i++) {
    const en = entries[i]!;
    if (en.kind === 'retry' && en.source.file === r.source.file && en.source.line === r.source.line) return i;
  }
  return null;
}

/** The events of `list` after position `p` (an event missing from `index` is after everything). */
function eventsAfter(list: WireEvent[], index: Map<WireEvent, number>, p: number): WireEvent[] {
  const out: WireEvent[] = [];
  for (const e of list) {
    if ((index.get(e) ?? Number.MAX_SAFE_INTEGER) > p) out.push(e);
  }
  return out;
}

/** An error response read: its HTTP status from the response's stream, or from the stream that carried it. */
function responseErrorOf(t: RequestTimeline, firstResponse: WireEvent, err: NonNullable<ReturnType<typeof errorOf>>): ErrorReading {
  const carrier = firstResponse.stream ? t.streams.find((s) => s.id === firstResponse.stream!.id) : undefined;
  return readError({
    code: err.code,
    message: err.message,
    httpStatus: firstResponse.stream?.status ?? carrier?.status ?? null,
    contentType: firstResponse.stream?.contentType ?? null,
  });
}

/** The streams closed without carrying the response, with what each close means under the rule, in capture order. */
function streamEndsOf(t: RequestTimeline, stream: StreamCloseLookup, index: Map<WireEvent, number>): StreamEnd[] {
  const streamEnds: StreamEnd[] = [];
  for (const s of t.streams) {
    if (!s.close || s.carriedResponse) continue;
    const closedBy = s.closedBy ?? s.close.stream?.closedBy ?? null;
    const meaning = closeMeaning(stream.rule, closedBy, s.lastEventId !== null);
    streamEnds.push({ stream: s, close: s.close, meaning, pos: index.get(s.close) ?? Number.MAX_SAFE_INTEGER });
  }
  streamEnds.sort((a, b) => a.pos - b.pos);
  return streamEnds;
}

/**
 * The requester's first signal: its first notifications/cancelled or the first stream close that means cancellation,
 * whichever comes first in capture order (the notification on a tie).
 */
function signalOf(
  t: RequestTimeline,
  firstCancelNotification: WireEvent | null,
  streamEnds: StreamEnd[],
  index: Map<WireEvent, number>,
): Signal | null {
  let signal: Signal | null = null;
  if (firstCancelNotification) {
    signal = {
      kind: 'notification',
      by: firstCancelNotification.from ?? t.from,
      at: firstCancelNotification.at,
      source: firstCancelNotification.source,
      reason: cancelReasonOf(firstCancelNotification),
      event: firstCancelNotification,
      pos: index.get(firstCancelNotification) ?? Number.MAX_SAFE_INTEGER,
      stream: null,
    };
  }
  for (const end of streamEnds) {
    if (end.meaning !== 'cancellation') continue;
    // A stable sort of the two put the notification first on equal positions: the close wins only when earlier.
    if (signal === null || end.pos < signal.pos) {
      const err = end.close.stream?.error ?? null;
      signal = {
        kind: err && /abort/i.test(err) ? 'abort' : 'stream-close',
        by: 'client',
        at: end.close.at,
        source: end.close.source,
        reason: err,
        event: end.close,
        pos: end.pos,
        stream: end.stream,
      };
    }
    break;
  }
  return signal;
}

/** ms between two instants, or null when either has no clock. */
export function between(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : b - a;
}

/** The last progress notification at or before position `p`. */
export function lastProgressBefore(t: RequestTimeline, f: RequestFacts, p: number): WireEvent | null {
  let last: WireEvent | null = null;
  for (const e of t.progress) {
    if (f.pos(e) < p) last = e;
  }
  return last;
}

/**
 * Could a timer that resets on every progress have fired at `at` (position `p`)? Timers fire late, never early: a
 * reset timer with limit L fires L (or a little more) after the last reset, so L ≤ last-progress→`at`; and it
 * would already have fired inside any earlier gap longer than L (request→first progress, or between two progress
 * notifications). Returns false when such a longer gap exists (the timer certainly ran from the request), true
 * when the reset reading fits, null when there is no progress or no clock to tell.
 */
export function resetTimerFits(t: RequestTimeline, f: RequestFacts, at: number | null, p: number): boolean | null {
  if (at === null || f.startAt === null) return null;
  let prev = f.startAt;
  let maxGap = 0;
  let seen = false;
  for (const e of t.progress) {
    if (f.pos(e) >= p || e.at === null) continue;
    maxGap = Math.max(maxGap, e.at - prev);
    prev = e.at;
    seen = true;
  }
  if (!seen) return null;
  return maxGap <= at - prev;
}

/** `progress` (and `total`) of a progress notification. */
export function progressValue(e: WireEvent): { progress: number | null; total: number | null; token: unknown } {
  const r = e.message?.params;
  if (!isObject(r)) return { progress: null, total: null, token: undefined };
  return {
    progress: typeof r['progress'] === 'number' ? r['progress'] : null,
    total: typeof r['total'] === 'number' ? r['total'] : null,
    token: r['progressToken'],
  };
}

/**
 * The task's ttl when it had run out by the time the receiver said the task was gone (the ttl counts from the task's
 * creation: schema `Task.ttl`, "actual retention duration from creation"); null when it had not, or the capture cannot
 * say. A HAR dates no SSE event: the question's time is then the answer's lower bound, and the requester's first
 * question about the task the creation's upper bound (it had the task id by then).
 */
export function ttlRanOut(task: TaskTimeline, gone: TaskGone): number | null {
  const created = task.created.at ?? task.firstAsked?.at ?? null;
  const when = gone.answer.at ?? gone.asked.at;
  if (task.ttl === null || created === null || when === null) return null;
  return when - created >= task.ttl ? task.ttl : null;
}
