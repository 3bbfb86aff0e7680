/**
 * HAR 1.2 (HTTP Archive) captures of Streamable HTTP and HTTP+SSE traffic: Chrome/Edge
 * DevTools, Firefox, mitmproxy (`save.har`), Charles and other exporters (shared/reference/log-formats.md §5).
 *
 * A HAR is one JSON document, but it is not read whole: a small structural scanner follows the
 * document line by line and cuts out each element of `log.entries` as it closes, so
 * - memory is bounded by the largest entry (MAX_ENTRY_CHARS), not by the file;
 * - the line where each entry starts is known exactly (pretty-printed or minified alike);
 * - a truncated export still yields every entry that was complete, plus a Problem.
 * Every line is reported as 'part' (or 'blank'); events are emitted at `end()`, sorted by time,
 * because HAR entries overlap: a long SSE stream opened by entry 3 closes after entry 4 (the
 * cancel POST) started, and the timeline needs them in that order.
 *
 * Clocks: `startedDateTime` is absolute (ISO 8601 with zone). Headers arrive at start +
 * blocked + dns + connect + send + wait; the exchange ends at start + `time`. The SSE events
 * inside a HAR response body have NO clock of their own (a HAR stores the body as one text):
 * they get `at: null` and are ordered just before the close of their stream. Only
 * `_eventSourceMessages` (a third-party extension) carries per-event times.
 *
 * Only MCP-relevant headers (MCP_HEADERS) ever enter an event; Authorization, cookies and all
 * other header values stay out.
 */
import type { JsonRpcId, JsonRpcMessage, Source, StreamInfo, Transport, WireEvent } from '../../events.js';
import { parseIsoStamp } from '../time.js';
import { isObject } from '../../json.js';
import { forEachSseItem } from '../sse-parser.js';
import type { LineDisposition, LineSink, Reader, ReaderContext } from '../types.js';
import { isMcpHeader, jsonRpcFromText, sessionFromEndpoint } from './sse.js';

/**
 * Largest single entry accepted (characters). V8 strings stop at ~2^29 characters; a bigger
 * entry is skipped with a Problem and the rest of the HAR is still read.
 */
export const MAX_ENTRY_CHARS = 256 * 1024 * 1024;

/** At most this many characters of a non-JSON error body (an HTML 504 page) go into `text`. */
const BODY_EXCERPT = 300;

// --- structural scanner -------------------------------------------------------------------

interface Frame {
  obj: boolean;
  /** Key under which this container sits in its parent object (null in arrays / at root). */
  key: string | null;
  /** In an object: the last key read. */
  lastKey: string | null;
  expectKey: boolean;
  /** In an array: index of the current element; whether it had a value / was captured. */
  idx: number;
  hasValue: boolean;
  captured: boolean;
}

interface Capture {
  index: number;
  startLine: number;
  /** Stack depth at which the captured object ends. */
  depth: number;
  pieces: string[];
  chars: number;
  overflow: boolean;
  col: number;
}

export interface ScannedEntry {
  index: number;
  line: number;
  endLine: number;
  text: string | null;
  /** Why `text` is null. */
  error?: string;
}

/**
 * Follows a JSON document fed line by line and reports each complete element of
 * `log.entries` (root object → `log` → `entries` array). Strings are skipped with indexOf, so
 * the cost is dominated by the bracket/comma characters outside strings.
 */
export class HarScanner {
  private stack: Frame[] = [];
  private inStr = false;
  private strStart = 0;
  private keyCollect = false;
  private keyPieces = '';
  private capture: Capture | null = null;
  private rootDone = false;
  private started = false;
  sawEntries = false;
  /** Non-whitespace before the root object or after it ended. */
  junkLine = 0;
  lastLine = 0;
  notObject: number[] = [];

  constructor(private readonly onEntry: (e: ScannedEntry) => void) {}

  get truncated(): boolean {
    return this.started && !this.rootDone;
  }

  /** Index of the entry being read when the document ended (truncated), if any. */
  get openEntry(): { index: number; line: number } | null {
    return this.capture ? { index: this.capture.index, line: this.capture.startLine } : null;
  }

  private isEntriesArray(): boolean {
    const s = this.stack;
    return s.length === 3 && s[2]!.key === 'entries' && !s[2]!.obj && s[1]!.key === 'log' && s[1]!.obj && s[0]!.obj;
  }

  feed(line: string, no: number): void {
    this.lastLine = no;
    const n = line.length;
    let i = 0;
    if (this.capture) this.capture.col = 0;
    while (i < n) {
      if (this.inStr) {
        const j = line.indexOf('"', i);
        if (j === -1) {
          // A JSON string cannot span lines; the document is broken. Keep going: JSON.parse
          // of the entry will say so.
          if (this.keyCollect) this.keyPieces += line.slice(this.strStart);
          i = n;
          break;
        }
        let k = j - 1;
        while (k >= i && line.charCodeAt(k) === 92 /* \ */) k--;
        if ((j - 1 - k) % 2 === 1) {
          i = j + 1;
          continue;
        }
        this.inStr = false;
        if (this.keyCollect) {
          this.keyCollect = false;
          const raw = this.keyPieces + line.slice(this.strStart, j + 1);
          this.keyPieces = '';
          let key: string | null = null;
          try {
            key = JSON.parse(raw) as string;
          } catch {
            key = null;
          }
          const top = this.stack[this.stack.length - 1];
          if (top) top.lastKey = key;
        }
        i = j + 1;
        continue;
      }
      const c = line.charCodeAt(i);
      if (c === 32 || c === 9 || c === 13 || c === 10 || c === 0xfeff) {
        i++;
        continue;
      }
      const top = this.stack[this.stack.length - 1];
      if (!top) {
        if (c === 123 /* { */ && !this.rootDone && !this.started) {
          this.started = true;
          this.stack.push(this.frame(true, null));
        } else if (this.junkLine === 0) {
          this.junkLine = no;
        }
        i++;
        continue;
      }
      if (c === 34 /* " */) {
        this.inStr = true;
        this.strStart = i;
        if (top.obj && top.expectKey) {
          this.keyCollect = this.stack.length <= 2;
          this.keyPieces = '';
        } else {
          this.valueAt(top);
        }
        i++;
        continue;
      }
      switch (c) {
        case 123: // {
        case 91: {
          // [
          const entries = this.isEntriesArray();
          this.valueAt(top);
          const key = top.obj ? top.lastKey : null;
          this.stack.push(this.frame(c === 123, key));
          if (entries && c === 123 && !this.capture) {
            top.captured = true;
            this.sawEntries = true;
            this.capture = { index: top.idx, startLine: no, depth: this.stack.length - 1, pieces: [], chars: 0, overflow: false, col: i };
          }
          if (key === 'entries' && this.stack.length === 3 && this.isEntriesArray()) this.sawEntries = true;
          break;
        }
        case 125: // }
        case 93: {
          // ]
          if (this.isEntriesArray() && c === 93) this.closeElement(top);
          this.stack.pop();
          if (this.capture && this.stack.length === this.capture.depth) this.finishCapture(line, i, no);
          if (this.stack.length === 0) this.rootDone = true;
          break;
        }
        case 58: // :
          if (top.obj) top.expectKey = false;
          break;
        case 44: // ,
          if (top.obj) top.expectKey = true;
          else {
            if (this.isEntriesArray()) this.closeElement(top);
            top.idx++;
            top.hasValue = false;
            top.captured = false;
          }
          break;
        default:
          this.valueAt(top);
      }
      i++;
    }
    const cap = this.capture;
    if (cap) {
      this.addPiece(cap, line.slice(cap.col) + '\n');
    }
  }

  private frame(obj: boolean, key: string | null): Frame {
    return { obj, key, lastKey: null, expectKey: obj, idx: 0, hasValue: false, captured: false };
  }

  private valueAt(top: Frame): void {
    if (!top.obj) top.hasValue = true;
  }

  private closeElement(top: Frame): void {
    if (top.hasValue && !top.captured) this.notObject.push(top.idx);
  }

  private addPiece(cap: Capture, piece: string): void {
    if (cap.overflow) return;
    cap.chars += piece.length;
    if (cap.chars > MAX_ENTRY_CHARS) {
      cap.overflow = true;
      cap.pieces = [];
      return;
    }
    cap.pieces.push(piece);
  }

  private finishCapture(line: string, i: number, no: number): void {
    const cap = this.capture!;
    this.capture = null;
    this.addPiece(cap, line.slice(cap.col, i + 1));
    const e: ScannedEntry = { index: cap.index, line: cap.startLine, endLine: no, text: null };
    if (cap.overflow) e.error = `entry is larger than ${MAX_ENTRY_CHARS / (1024 * 1024)} MiB: skipped`;
    else e.text = cap.pieces.join('');
    this.onEntry(e);
  }
}

// --- helpers ------------------------------------------------------------------------------

type Obj = Record<string, unknown>;

function obj(v: unknown): Obj | null {
  return isObject(v) ? v : null;
}
function own(o: Obj | null, k: string): unknown {
  return o !== null && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}
function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}
function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** HAR headers `[{name, value}]` → lower-cased name → value (first wins), restricted by `keep`. */
function headerMap(v: unknown, keep: (name: string) => boolean): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!Array.isArray(v)) return out;
  for (const h of v) {
    const o = obj(h);
    const name = str(own(o, 'name'));
    const value = own(o, 'value');
    if (name === null) continue;
    const lower = name.toLowerCase();
    if (!keep(lower)) continue;
    if (out[lower] === undefined) out[lower] = typeof value === 'string' ? value : String(value);
  }
  return out;
}

function plain(rec: Record<string, string>): Record<string, string> {
  const o: Record<string, string> = {};
  for (const k of Object.keys(rec)) o[k] = rec[k]!;
  return o;
}

/** `startedDateTime`: ISO 8601 with a zone (Chrome `Z`, mitmproxy `+00:00` with µs, Firefox local offset). */
export function parseHarTime(v: unknown, ctx: Pick<ReaderContext, 'tz'>): number | null {
  const s = str(v);
  return s === null ? null : parseIsoStamp(s, ctx.tz);
}

/**
 * Who ended an exchange, from the exporter's error text.
 * - Chrome/Edge `net::ERR_ABORTED` and Firefox `NS_BINDING_ABORTED`: the page/client aborted
 *   (fetch AbortController — how the v2 SDK cancels on Streamable HTTP, sdk-behaviour #18).
 * - mitmproxy `Client disconnected.`: the client side of the proxy went away.
 * - anything else (`net::ERR_CONNECTION_RESET`, `Server disconnected.`, `Connection killed.`):
 *   the network or a peer we cannot name.
 */
export function closedByFromError(error: string): 'client' | 'network' {
  return /ERR_ABORTED|NS_BINDING_ABORTED|client disconnected|client closed|aborted by (the )?client/i.test(error) ? 'client' : 'network';
}

// --- entry → events -----------------------------------------------------------------------

/**
 * A buffered event, or a run of keep-alive comments of one SSE body (consecutive, nothing else of
 * the body between them) that becomes its events only when it is emitted: a body of millions of
 * `: ping` comments waits in the heap as a few line ranges, not as one event object each (a 16 MB
 * HAR of 1.6M comments peaked at 1.09 GB; docs/performance.md, "Hostile shapes").
 */
interface Pending {
  order: number;
  entry: number;
  /** A run takes the seqs seq … seq + run.count − 1: its events keep their place in the order. */
  seq: number;
  event: WireEvent | null;
  run: CommentRun | null;
}

interface CommentRun {
  /** Where the entry is (the comments' sources add `.response.content.text:<line>` to its pointer). */
  base: Source;
  /** The run's comments all come under the same last event id: one StreamInfo for all of them (nothing downstream writes to it). */
  stream: StreamInfo;
  session: string | null;
  transport: Transport | null;
  count: number;
  /** Body lines in arithmetic runs that share a text: `count` comments from `line`, `step` apart. */
  segments: Array<{ line: number; step: number; count: number; text: string }>;
}

function addComment(run: CommentRun, line: number, text: string): void {
  run.count++;
  const last = run.segments[run.segments.length - 1];
  if (last !== undefined && last.text === text) {
    if (last.count === 1) {
      last.step = line - last.line;
      last.count = 2;
      return;
    }
    if (line === last.line + last.step * last.count) {
      last.count++;
      return;
    }
  }
  run.segments.push({ line, step: 0, count: 1, text });
}

/** The run's events, made as they are emitted (the same objects the reader made one by one before). */
function emitRun(run: CommentRun, emit: (e: WireEvent) => void): void {
  for (const s of run.segments) {
    for (let k = 0; k < s.count; k++) {
      const source: Source = { ...run.base, pointer: `${run.base.pointer}.response.content.text:${s.line + k * s.step}` };
      const e = { at: null, source, from: 'server', kind: 'keepalive', text: s.text, stream: run.stream } as Omit<WireEvent, 'session' | 'transport'> as WireEvent;
      e.session = run.session;
      e.transport = run.transport;
      emit(e);
    }
  }
}

interface EntryResult {
  index: number;
  relevant: boolean;
  /** origin + pathname of the request URL. */
  urlKey: string | null;
  /** `endpoint` events seen in this entry's SSE body: the resolved origin+pathname and session. */
  endpoints: { urlKey: string | null; session: string | null }[];
  events: Pending[];
  /** Entry's session as read from its own headers/URL (null = none). */
  session: string | null;
  problems: { source: Source; message: string }[];
}

function urlKey(url: string | null, base?: string): string | null {
  if (url === null) return null;
  try {
    const u = base ? new URL(url, base) : new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return null;
  }
}

function sumTimings(t: Obj | null): number {
  let s = 0;
  // `ssl` is included in `connect` (HAR 1.2): not added twice. -1 / null = not applicable.
  for (const k of ['blocked', 'dns', 'connect', 'send', 'wait']) {
    const v = num(own(t, k));
    if (v !== null && v > 0) s += v;
  }
  return s;
}

function decodeText(content: Obj | null): string | null {
  const text = str(own(content, 'text'));
  if (text === null) return null;
  if (own(content, 'encoding') === 'base64') {
    try {
      return Buffer.from(text, 'base64').toString('utf8');
    } catch {
      return null;
    }
  }
  return text;
}

/** An `_eventSourceMessages[].time`: epoch s/ms, ISO text, or Chrome monotonic seconds anchored by `_requestTime`. */
function eventSourceTime(v: unknown, start: number | null, requestTime: number | null, ctx: Pick<ReaderContext, 'tz'>): number | null {
  if (typeof v === 'string') return parseHarTime(v, ctx);
  const n = num(v);
  if (n === null) return null;
  if (n > 1e12) return n; // epoch ms
  if (n > 1e9) return n * 1000; // epoch s
  // CDP MonotonicTime (seconds since an arbitrary origin): usable only against the request's own.
  if (start !== null && requestTime !== null) return start + (n - requestTime) * 1000;
  return null;
}

function isResponse(m: JsonRpcMessage): boolean {
  return m.result !== undefined || m.error !== undefined;
}

export function readEntry(entryValue: unknown, scanned: ScannedEntry, ctx: Pick<ReaderContext, 'file' | 'tz'>, prevOrder: number): EntryResult {
  const i = scanned.index;
  const pointer = `entries[${i}]`;
  const base: Source = { file: ctx.file, line: scanned.line, pointer };
  if (scanned.endLine !== scanned.line) base.endLine = scanned.endLine;
  const at = (p: string): Source => ({ ...base, pointer: `${pointer}${p}` });
  const result: EntryResult = { index: i, relevant: false, urlKey: null, endpoints: [], events: [], session: null, problems: [] };
  const entry = obj(entryValue);
  if (entry === null) {
    result.problems.push({ source: base, message: 'HAR entry is not an object' });
    return result;
  }
  const req = obj(own(entry, 'request'));
  const res = obj(own(entry, 'response'));
  const start = parseHarTime(own(entry, 'startedDateTime'), ctx);
  if (start === null) result.problems.push({ source: at('.startedDateTime'), message: 'HAR entry has no readable startedDateTime: its events have no clock' });
  const total = num(own(entry, 'time'));
  const timings = obj(own(entry, 'timings'));
  const endAt = start !== null && total !== null && total >= 0 ? start + total : null;
  // Exporters round timings separately from `time`; headers never arrive after the end.
  const headersAt = start === null ? null : Math.min(start + sumTimings(timings), endAt ?? Infinity);

  const method = str(own(req, 'method'));
  const url = str(own(req, 'url'));
  // A CORS preflight to the MCP URL is browser plumbing, not an MCP exchange.
  result.urlKey = method === 'OPTIONS' ? null : urlKey(url);
  const reqMcp = headerMap(own(req, 'headers'), isMcpHeader);
  const resKeep = headerMap(own(res, 'headers'), (n) => n === 'content-type' || n === 'mcp-session-id');
  const content = obj(own(res, 'content'));
  const contentType = (str(own(content, 'mimeType')) || resKeep['content-type'] || '').trim();
  const status = num(own(res, 'status')) ?? 0;
  const error = str(own(res, '_error')) ?? str(own(entry, '_error'));

  // Session: the request's Mcp-Session-Id; on the initialize exchange, the one the server
  // assigned in its response; for 2024-11-05 POSTs, the endpoint URL's sessionId.
  const session = reqMcp['mcp-session-id'] ?? resKeep['mcp-session-id'] ?? (url !== null ? sessionFromEndpoint(url) : null);
  result.session = session;
  if (Object.keys(reqMcp).length > 0 || resKeep['mcp-session-id'] !== undefined) result.relevant = true;

  const stream: StreamInfo = { id: pointer };
  if (method !== null) stream.method = method;
  if (url !== null) stream.url = url;
  if (Object.keys(reqMcp).length > 0) stream.headers = plain(reqMcp);
  // Chrome writes `x-unknown` for an exchange that never got a response: no content type then.
  if (contentType !== '' && status > 0) stream.contentType = contentType;

  // Request body: one JSON-RPC message, or a 2025-03-26 batch.
  const postData = obj(own(req, 'postData'));
  const postText = str(own(postData, 'text'));
  let clientMessages: JsonRpcMessage[] = [];
  let clientRecovered = false;
  if (postText !== null && postText.trim() !== '') {
    const { messages, error: err, recovered } = jsonRpcFromText(postText);
    clientMessages = messages;
    clientRecovered = recovered;
    if (messages.length > 0) result.relevant = true;
    const mime = str(own(postData, 'mimeType')) ?? '';
    if (err !== null && (messages.length > 0 || /json/i.test(mime))) {
      result.problems.push({ source: at('.request.postData.text'), message: `request body: ${err}` });
    }
  }
  // The stream answers the (first) request in the body: a batch gets one response stream.
  const firstRequest = clientMessages.find((m) => typeof m.method === 'string' && (typeof m.id === 'string' || typeof m.id === 'number'));
  if (firstRequest) stream.requestId = firstRequest.id as JsonRpcId;

  let seq = 0;
  const startOrder = start ?? prevOrder;
  // Every event object below is made for this one push: completed in place, not copied (an SSE body of a
  // million keep-alives waits here whole until its entry's time is passed: docs/performance.md, "Hostile shapes").
  const push = (order: number | null, e: Omit<WireEvent, 'session' | 'transport'>): void => {
    const w = e as WireEvent;
    w.session = session;
    w.transport = null;
    result.events.push({ order: order ?? startOrder, entry: i, seq: seq++, event: w, run: null });
  };
  const pushRun = (order: number | null, run: CommentRun): void => {
    run.session = session;
    result.events.push({ order: order ?? startOrder, entry: i, seq, event: null, run });
    seq += run.count;
  };
  const withStream = (extra?: Partial<StreamInfo>): StreamInfo => ({ ...stream, ...extra });

  push(start, { at: start, source: base, from: 'client', kind: 'stream-open', stream: withStream() });
  for (const m of clientMessages) {
    const e: Omit<WireEvent, 'session' | 'transport'> = { at: start, source: at('.request.postData.text'), from: 'client', kind: 'message', message: m, stream: withStream() };
    if (clientRecovered) e.recovered = true;
    push(start, e);
  }

  // Response status. 0 = no response (aborted before headers, or a proxy with no upstream answer).
  const body = decodeText(content);
  const statusEvent: Omit<WireEvent, 'session' | 'transport'> = {
    at: status > 0 ? headersAt : endAt,
    source: at('.response.status'),
    from: status > 0 ? 'server' : null,
    kind: 'http-status',
    stream: withStream({ status }),
  };
  if (status === 0 && error !== null) statusEvent.stream!.error = error;

  // Response body.
  let lastEventId: string | undefined;
  let partial = false;
  const bodyOrder = endAt ?? headersAt ?? start;
  const bodyEvents: Array<{ order: number | null; e: Omit<WireEvent, 'session' | 'transport'> } | { order: number | null; run: CommentRun }> = [];
  /** The comment run still open at the end of bodyEvents (any other body event closes it). */
  let run: CommentRun | null = null;
  const serverMessage = (m: JsonRpcMessage, source: Source, when: number | null, sseId?: string, recovered = false): void => {
    const extra: Partial<StreamInfo> = {};
    if (sseId !== undefined) extra.lastEventId = sseId;
    const e: Omit<WireEvent, 'session' | 'transport'> = { at: when, source, from: 'server', kind: 'message', message: m, stream: withStream(extra) };
    if (recovered) e.recovered = true;
    run = null;
    bodyEvents.push({ order: when ?? bodyOrder, e });
    result.relevant = true;
  };
  const sseData = (type: string, data: string, id: string | null, source: Source, when: number | null): void => {
    if (id !== null) lastEventId = id;
    run = null;
    if (type === 'endpoint') {
      // 2024-11-05 HTTP+SSE: the first event names the POST endpoint (transports.mdx).
      result.relevant = true;
      result.endpoints.push({ urlKey: urlKey(data.trim(), url ?? undefined), session: sessionFromEndpoint(data) });
      bodyEvents.push({ order: when ?? bodyOrder, e: { at: when, source, from: 'server', kind: 'keepalive', text: `endpoint: ${data}`, stream: withStream(id !== null ? { lastEventId: id } : {}) } });
      return;
    }
    if (data === '') {
      if (id !== null) {
        // Priming event (2025-11-25, SEP-1699): id + empty data; makes the stream resumable.
        bodyEvents.push({ order: when ?? bodyOrder, e: { at: when, source, from: 'server', kind: 'keepalive', text: `id: ${id} data: (empty)`, stream: withStream({ lastEventId: id }) } });
      }
      return;
    }
    const { messages, error: err, recovered } = jsonRpcFromText(data);
    for (const m of messages) serverMessage(m, source, when, id ?? undefined, recovered);
    if (messages.length === 0 || err !== null) result.problems.push({ source, message: `SSE event data: ${err ?? 'not JSON-RPC'}` });
  };

  const esm = own(entry, '_eventSourceMessages') ?? own(res, '_eventSourceMessages');
  const isSse = /text\/event-stream/i.test(contentType);
  if (Array.isArray(esm) && esm.length > 0) {
    const requestTime = num(own(entry, '_requestTime'));
    esm.forEach((raw, k) => {
      const m = obj(raw);
      const when = eventSourceTime(own(m, 'time'), start, requestTime, ctx);
      const eventId = str(own(m, 'eventId'));
      sseData(str(own(m, 'eventName')) || 'message', str(own(m, 'data')) ?? '', eventId === '' ? null : eventId, at(`._eventSourceMessages[${k}]`), when);
    });
  } else if (body !== null && isSse && status !== 202 && status !== 204) {
    forEachSseItem(body, (it) => {
      if (it.kind === 'comment') {
        // A run ends at any other body event (sseData, serverMessage), and only those change lastEventId.
        if (run === null) {
          run = { base, stream: withStream(lastEventId !== undefined ? { lastEventId } : {}), session: null, transport: null, count: 0, segments: [] };
          bodyEvents.push({ order: bodyOrder, run });
        }
        addComment(run, it.line, it.text);
        return;
      }
      const src = at(`.response.content.text:${it.line}`);
      if (it.kind === 'event') {
        if (it.partial) {
          partial = true;
          result.problems.push({
            source: src,
            message: `SSE body ends inside an event (no terminating blank line): WHATWG discards it, so the client never saw it${it.data ? `: ${it.data.slice(0, 200)}` : ''}`,
          });
          // Its `id:` never reached the client's last-event-ID (set only on dispatch, §9.2.6).
          return;
        }
        sseData(it.type, it.data, it.lastEventId, src, null);
      } else if (it.reason !== 'unknown-field') {
        result.problems.push({ source: src, message: it.reason === 'id-with-nul' ? 'SSE id contains NUL: ignored' : 'SSE retry is not all digits: ignored' });
      }
    });
    result.relevant = true;
  } else if (isSse) {
    // An SSE response whose body the exporter did not keep (Chrome drops unfinished streams,
    // mitmproxy drops streamed bodies): the stream is MCP traffic, its content unknown.
    result.relevant = true;
  } else if (body !== null && body.trim() !== '' && status !== 202 && status !== 204) {
    const trimmed = body.trimStart();
    if (/json/i.test(contentType) || trimmed.startsWith('{') || trimmed.startsWith('[')) {
      const { messages, error: err, recovered } = jsonRpcFromText(body);
      for (const m of messages) serverMessage(m, at('.response.content.text'), null, undefined, recovered);
      if (err !== null && (messages.length > 0 || /json/i.test(contentType))) {
        result.problems.push({ source: at('.response.content.text'), message: `response body: ${err}` });
      }
      if (messages.length === 0 && status >= 400) statusEvent.text = body.slice(0, BODY_EXCERPT);
    } else if (status >= 400 || status === 0) {
      // An intermediary's HTML/text page (504 Gateway Time-out): evidence for gateway-error.
      statusEvent.text = body.slice(0, BODY_EXCERPT);
    }
  }

  push(statusEvent.at, statusEvent);
  for (const b of bodyEvents) {
    if ('run' in b) pushRun(b.order, b.run);
    else push(b.order, b.e);
  }

  // Close: start + time. Without a total time the exporter saw no end (still open at export).
  if (endAt !== null) {
    const extra: Partial<StreamInfo> = { status };
    let closedBy: StreamInfo['closedBy'] | undefined;
    if (error !== null) {
      closedBy = closedByFromError(error);
      extra.error = error;
    } else if (status > 0) closedBy = 'server';
    else extra.error = 'no response';
    if (closedBy !== undefined) extra.closedBy = closedBy;
    if (lastEventId !== undefined) extra.lastEventId = lastEventId;
    if (partial) extra.partial = true;
    if (firstRequest === undefined && stream.requestId === undefined) {
      // A GET (standalone or resume) stream: it answers whatever response it carried.
      const resp = bodyEvents.map((b) => ('e' in b ? b.e.message : undefined)).filter((m): m is JsonRpcMessage => m !== undefined && isResponse(m));
      if (resp.length === 1 && (typeof resp[0]!.id === 'string' || typeof resp[0]!.id === 'number')) extra.requestId = resp[0]!.id;
    }
    push(endAt, { at: endAt, source: at('.time'), from: closedBy === 'client' ? 'client' : closedBy === 'server' ? 'server' : null, kind: 'stream-close', stream: withStream(extra) });
  } else if (total === null || total < 0) {
    result.problems.push({ source: at('.time'), message: 'HAR entry has no total time: treated as still open when the HAR was exported' });
  }
  return result;
}

// --- the reader ---------------------------------------------------------------------------

function before(a: Pending, b: Pending): boolean {
  return a.order < b.order || (a.order === b.order && (a.entry < b.entry || (a.entry === b.entry && a.seq < b.seq)));
}

/** A binary min-heap of buffered events by (order, entry, seq): O(log n) whatever the timestamps. */
class PendingHeap {
  private readonly a: Pending[] = [];
  peek(): Pending | undefined {
    return this.a[0];
  }
  push(p: Pending): void {
    const a = this.a;
    a.push(p);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(a[i]!, a[parent]!)) break;
      [a[i], a[parent]] = [a[parent]!, a[i]!];
      i = parent;
    }
  }
  pop(): Pending | undefined {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last !== undefined) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && before(a[l]!, a[m]!)) m = l;
        if (r < a.length && before(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

/**
 * Events are released in time order as the HAR is read: entries come in order of
 * `startedDateTime` (Chrome, Firefox and mitmproxy all write them so), so once an entry starting
 * at S has been read, nothing still to come belongs before S and every buffered event ordered
 * before S can go. Memory holds only the events of streams still open at S. (An exporter that
 * writes entries out of order still gets every event; only their order suffers.)
 */
class HarSink implements LineSink {
  private readonly scanner: HarScanner;
  private readonly pending = new PendingHeap();
  private prevOrder = -Infinity;
  private lines = 0;
  private entriesRead = 0;
  /** URLs (origin + path) that carried MCP traffic: a bare exchange to one of them is MCP too. */
  private readonly mcpUrls = new Set<string>();
  /** 2024-11-05 HTTP+SSE: endpoint URLs announced by a GET stream → their session. */
  private readonly sseUrls = new Map<string, string | null>();

  private readonly emitOne = (e: WireEvent): void => this.ctx.emit(e);

  constructor(private readonly ctx: ReaderContext) {
    this.scanner = new HarScanner((e) => this.onEntry(e));
  }

  private onEntry(e: ScannedEntry): void {
    const base: Source = { file: this.ctx.file, line: e.line, pointer: `entries[${e.index}]` };
    if (e.endLine !== e.line) base.endLine = e.endLine;
    if (e.text === null) {
      this.ctx.problem(base, e.error ?? 'entry could not be read');
      return;
    }
    let v: unknown;
    try {
      v = JSON.parse(e.text);
    } catch (err) {
      // A HAR pasted into a report, cut by hand: `...` lines for the headers or bodies the reporter left out. Without
      // them (and the comma they leave before a closer) the entry may be whole again: read what is there, and say so.
      const uncut = withoutElisions(e.text);
      v = uncut === null ? undefined : tryParse(uncut);
      if (v === undefined) {
        this.ctx.problem(base, `HAR entry is not valid JSON (${(err as Error).message})`);
        return;
      }
      this.ctx.problem(base, 'HAR entry edited by hand: its elided lines (`...`) were left out and the rest read');
    }
    this.entriesRead++;
    const r = readEntry(v, e, this.ctx, this.prevOrder);
    for (const ep of r.endpoints) if (ep.urlKey) this.sseUrls.set(ep.urlKey, ep.session);
    if (r.relevant && r.urlKey) this.mcpUrls.add(r.urlKey);
    // Not MCP traffic (an image, a script, a preflight): no event, and its quirks are no Problem.
    if (!r.relevant && !(r.urlKey && this.mcpUrls.has(r.urlKey))) return;
    for (const p of r.problems) this.ctx.problem(p.source, p.message);
    const legacySse = r.endpoints.length > 0 || (r.urlKey !== null && this.sseUrls.has(r.urlKey));
    const transport: Transport = legacySse ? 'http+sse' : 'streamable-http';
    const session = r.endpoints.length > 0 ? (r.endpoints[0]!.session ?? r.session) : r.session;
    for (const p of r.events) {
      const target = p.event ?? p.run!;
      target.transport = transport;
      target.session = session;
    }
    const first = r.events[0];
    if (!first) return;
    this.prevOrder = first.order;
    this.flush(first.order);
    for (const p of r.events) this.pending.push(p);
  }

  /** Emits, in order, every buffered event ordered strictly before `watermark`. */
  private flush(watermark: number): void {
    for (let top = this.pending.peek(); top !== undefined && top.order < watermark; top = this.pending.peek()) {
      const p = this.pending.pop()!;
      if (p.event !== null) this.ctx.emit(p.event);
      else emitRun(p.run!, this.emitOne);
    }
  }

  line(text: string, no: number): LineDisposition {
    this.lines = no;
    this.scanner.feed(text, no);
    return text.trim() === '' ? 'blank' : 'part';
  }

  end(): void {
    this.flush(Infinity);
    const file = this.ctx.file;
    const s = this.scanner;
    if (s.junkLine > 0) this.ctx.problem({ file, line: s.junkLine }, 'text outside the HAR JSON document: ignored');
    for (const idx of s.notObject) this.ctx.problem({ file, line: 1, pointer: `entries[${idx}]` }, 'HAR entry is not an object: skipped');
    if (s.truncated) {
      const open = s.openEntry;
      const msg = open
        ? `HAR is truncated: it ends inside entries[${open.index}] (started at line ${open.line}); ${this.entriesRead} complete entries were read`
        : `HAR is truncated: the JSON document does not end; ${this.entriesRead} complete entries were read`;
      this.ctx.problem({ file, line: Math.max(1, this.lines) }, msg);
    } else if (!s.sawEntries && this.lines > 0) {
      this.ctx.problem({ file, line: 1 }, 'no log.entries array in this HAR: nothing to read');
    }
  }
}

export function sniffHar(head: readonly string[]): number {
  const first = head.find((l) => l.trim() !== '');
  if (first === undefined) return 0;
  if (!first.replace(/^\uFEFF/, '').trimStart().startsWith('{')) return 0;
  const text = head.join('\n');
  if (!/"log"\s*:/.test(text)) return 0;
  if (/"entries"\s*:/.test(text) || /"creator"\s*:/.test(text) || /"version"\s*:\s*"1\.[0-9]"/.test(text)) return 0.95;
  return 0.3;
}

export const harReader: Reader = {
  name: 'har',
  title: 'HAR 1.2 (Chrome/Edge/Firefox DevTools, mitmproxy, Charles) of Streamable HTTP or HTTP+SSE',
  clock: 'utc',
  sniff: sniffHar,
  open(ctx: ReaderContext): LineSink {
    return new HarSink(ctx);
  },
};

/** A line that is only an elision, as reporters cut a pasted document: `...`, `…`, `// ...`, `[...]`, with a comma. */
const ELISION_LINE_RE = /^[ \t]*(?:\/\/\s*)?(?:\.{3}|…|\[(?:\.{3}|…)\]|\{(?:\.{3}|…)\})[ \t]*,?[ \t]*$/gm;

/** `text` without its elision lines and the dangling commas they leave; null when it had none. */
function withoutElisions(text: string): string | null {
  ELISION_LINE_RE.lastIndex = 0;
  if (!ELISION_LINE_RE.test(text)) return null;
  ELISION_LINE_RE.lastIndex = 0;
  return text.replace(ELISION_LINE_RE, '').replace(/,(\s*[\]}])/g, '$1');
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
