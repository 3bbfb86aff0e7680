/**
 * Raw SSE transcripts: what `curl -N` (optionally `-i` or `-v`, optionally `2>&1`) prints for
 * one MCP response stream, with or without a timestamp in front of every line.
 *
 * Accepted line prefixes (docs/http.md "SSE transcripts"):
 * - an ISO 8601 stamp, bare or in brackets, followed by a space or tab:
 *   `2026-11-30T12:00:00.123Z data: {…}`, `[2026-11-30 12:00:00.123] data: {…}`.
 *   With `Z` or `±HH:MM` it is absolute; without a zone it is read through `--tz`.
 *   (`ts '%Y-%m-%dT%H:%M:%.S'` from moreutils, and most "timestamp every line" pipes, write this.)
 * - a time of day in brackets, `[12:00:00.123] data: …`: it has no date, so the event gets
 *   no clock (`at: null`) and one Problem says so — a time without a date is not a clock.
 *
 * What becomes what:
 * - each event whose data is JSON-RPC → `message` from the server, carrying stream info
 *   (`lastEventId` = the last-event-ID buffer, WHATWG §9.2.6);
 * - a comment (`: ping`) → `keepalive`; an event with an `id:` and empty data (the 2025-11-25
 *   priming event, SEP-1699) → `keepalive` with `stream.lastEventId`;
 * - an `endpoint` event (the first event of a 2024-11-05 HTTP+SSE stream) → the stream is
 *   labelled `http+sse`, and its `sessionId`/`session_id` query parameter is the session;
 *   otherwise the transport is `streamable-http`;
 * - `curl -i`/`-v` header lines → `http-status` and the stream's session/content type;
 *   `curl: (N) …` error lines → `stream-close` (28 = curl's own timer → closed by client,
 *   others → network);
 * - end of file in the middle of an event → `stream-close` with `partial: true` + a Problem
 *   (WHATWG discards that event; a client never saw it) — unless its data is a whole JSON value
 *   (copiedWhole): then the copy lost the blank line after it, and the event is read.
 * - a server's error that names the Java SDK's own classes → the stream is the Java SDK's
 *   (`inputs[].host` java-sdk).
 */
import type { JsonRpcMessage, Source, StreamInfo, Transport, WireEvent } from '../../events.js';
import { valueEnd } from '../../json.js';
import { parseJsonRpc } from '../jsonrpc.js';
import { SseParser, type SseEvent, type SseItem } from '../sse-parser.js';
import type { LineDisposition, LineSink, Reader, ReaderContext } from '../types.js';

/** Header names (lower-case) worth keeping: the MCP ones. Nothing else ever enters an event. */
export const MCP_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'last-event-id', 'mcp-method', 'mcp-name'] as const;

export function isMcpHeader(name: string): boolean {
  return (MCP_HEADERS as readonly string[]).includes(name);
}

/**
 * Text → JSON-RPC messages (one object, or a 2025-03-26 batch array), through the shared
 * `parseJsonRpc` (hostile keys removed, truncated JSON recovered). `error` says why nothing
 * (or not everything) could be read; `recovered` marks fields rebuilt from damaged JSON.
 */
export function jsonRpcFromText(text: string): { messages: JsonRpcMessage[]; error: string | null; recovered: boolean } {
  const r = parseJsonRpc(text);
  return { messages: r.messages, error: r.problem ?? null, recovered: r.recovered };
}

/** `…?sessionId=<uuid>` (TS SDK) or `…?session_id=<hex>` (Python SDK): the 2024-11-05 session. */
export function sessionFromEndpoint(data: string): string | null {
  const m = /[?&](?:sessionId|session_id)=([^&#\s]+)/.exec(data);
  if (!m || m[1] === undefined) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

// --- timestamp prefixes -------------------------------------------------------------------

const ISO_PREFIX =
  /^(\[)?(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?(\])?(?:[ \t]|$)/;
const TIME_PREFIX = /^\[(\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?\](?:[ \t]|$)/;

export interface Stamped {
  /** Epoch ms, null when there is no usable clock, undefined when there is no prefix. */
  at: number | null | undefined;
  rest: string;
  /** A time-of-day prefix without a date was seen. */
  dateless: boolean;
}

/** Splits a leading timestamp off a line (see the file comment for the shapes accepted). */
export function stripStamp(line: string, ctx: Pick<ReaderContext, 'tz'>): Stamped {
  const c = line.charCodeAt(0);
  if (!((c >= 48 && c <= 57) || c === 91)) return { at: undefined, rest: line, dateless: false };
  const m = ISO_PREFIX.exec(line);
  if (m && (m[1] === undefined) === (m[10] === undefined)) {
    const [, , y, mo, d, h, mi, s, frac, zone] = m;
    const fracMs = frac === undefined ? 0 : Number((frac + '00').slice(0, 3));
    let at: number;
    if (zone === undefined) {
      at = ctx.tz.toEpoch(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), fracMs);
    } else {
      at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), fracMs);
      if (zone !== 'Z') {
        const sign = zone[0] === '-' ? -1 : 1;
        const digits = zone.slice(1).replace(':', '');
        at -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
      }
    }
    return { at: Number.isFinite(at) ? at : null, rest: line.slice(m[0].length), dateless: false };
  }
  const t = TIME_PREFIX.exec(line);
  if (t) return { at: null, rest: line.slice(t[0].length), dateless: true };
  return { at: undefined, rest: line, dateless: false };
}

// --- sniffing -----------------------------------------------------------------------------

const SSE_FIELD = /^(?:data|event|id|retry)(?::|$)|^:/;

/** A request line as curl -v prints it after `> `, or as a raw HTTP dump prints it bare: `GET /mcp HTTP/1.1`. */
const REQUEST_LINE = /^([A-Z]+) (\S+) HTTP\/[0-9.]+$/;
/**
 * A line a reporter put in place of output, wholly in brackets: `[hangs indefinitely]`, `[no response]`
 * (kapishdima/fonttrio#9). No program prints it as a line of an event stream or of curl's.
 */
const REPORTER_NOTE = /^\[[^\]\[]*[A-Za-z][^\]\[]*\]$/;
/**
 * A logging proxy's banner over each message it relays (`---> Sending to https://h/mcp`, `<--- Received from
 * https://h/mcp`) and its own lines between them (a Go log clock alone on its line, `Error: readRequest …`):
 * modelcontextprotocol/go-sdk#937, a commenter's local proxy printing the raw heads of one exchange.
 */
const DUMP_BANNER = /^(?:-{2,}>|<-{2,}) (?:Sending to|Received from) \S+$/;
const DUMP_OWN_LINE = /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d$/;

/**
 * A `curl -v` info / request / response line: `* …`, `> …`, `< …`. The blank separators are a
 * bare `>` or `<` once trailing spaces are stripped (pasting into a GitHub issue does that).
 */
const CURL_VERBOSE = /^(?:[<>*] |[<>]$)/;

/** A line (after any stamp) that only an SSE transcript would have. */
function sseish(rest: string): 'data' | 'field' | 'curl' | 'no' {
  if (rest.startsWith('data:')) return 'data';
  if (SSE_FIELD.test(rest)) return 'field';
  if (/^HTTP\/[0-9.]+ \d{3}/.test(rest) || CURL_VERBOSE.test(rest) || /^curl: \(\d+\)/.test(rest) || REQUEST_LINE.test(rest)) return 'curl';
  if (/^[A-Za-z0-9-]+: /.test(rest)) return 'curl'; // a response header after `curl -i`
  return 'no';
}

const UTC_TZ = { tz: { zone: 'UTC', explicit: true, toEpoch: (y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number) => Date.UTC(y, mo - 1, d, h, mi, s, ms) } };

export function sniffSse(head: readonly string[]): number {
  let data = 0;
  let fields = 0;
  let other = 0;
  let jsonRpc = false;
  let eventStream = false;
  let inCommand = false;
  /** Head lines: a status line, a request line, headers (curl's `*`/`>`/`<` lines and a raw dump's bare ones). */
  let heads = 0;
  let status = false;
  let request = false;
  /** An MCP request header or an `Accept: text/event-stream` on the request side. */
  let mcpRequest = false;
  let dumpOwn = 0;
  for (const raw of head.flatMap((l) => unjoinCurlSession(l.startsWith('\uFEFF') ? l.slice(1) : l) ?? [l])) {
    const line = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
    const { rest } = stripStamp(line, UTC_TZ);
    if (rest.trim() === '') continue;
    // The curl command pasted above its output, with its `\`-continued lines: neither SSE nor noise.
    if (inCommand || CURL_CMD_RE.test(rest)) {
      inCommand = /\\\s*$/.test(rest);
      continue;
    }
    if (REPORTER_NOTE.test(rest.trim())) continue;
    if (DUMP_BANNER.test(rest.trim()) || DUMP_OWN_LINE.test(rest.trim())) {
      dumpOwn++;
      continue;
    }
    const k = sseish(rest);
    if (k === 'data') {
      data++;
      if (/^data: ?[[{].*"jsonrpc"/.test(rest)) jsonRpc = true;
    } else if (k === 'field') fields++;
    else if (k === 'no') other++;
    else {
      heads++;
      const r = rest.replace(/^[<>] ?/, '');
      if (/^HTTP\/[0-9.]+ \d{3}/.test(r)) status = true;
      else if (REQUEST_LINE.test(r)) request = true;
      if (/^(?:< )?content-type:\s*text\/event-stream/i.test(rest)) eventStream = true;
      if (/^(?:> )?(?:mcp-session-id|mcp-protocol-version|last-event-id):/i.test(rest) || /^(?:> )?accept:.*text\/event-stream/i.test(rest)) mcpRequest = true;
    }
  }
  if (data === 0) {
    // A long-lived stream often opens with keep-alives only (`: ping` for minutes before any data):
    // the response header that says it is an event stream is enough when nothing else contradicts it.
    if (eventStream && fields > 0 && other === 0 && dumpOwn === 0) return 0.6;
    // An exchange that never got to its body, pasted as its heads alone: a response head that says the body is an
    // event stream and nothing after it (the server sent no event: logseq/db-test#1061), a request head to an MCP
    // endpoint that never got an answer (`curl -v` printing `> ` lines, then the reporter's `[hangs indefinitely]`:
    // kapishdima/fonttrio#9), or a logging proxy's raw request and response heads (go-sdk#937). No line may be
    // anything else but the proxy's own banners and clock lines, which need both heads around them.
    if (other === 0 && fields === 0 && heads >= 3 && (eventStream || mcpRequest) && (status || request) && (dumpOwn === 0 || (status && request))) return 0.5;
    return 0;
  }
  // Mostly SSE lines; a few strays (curl noise) are tolerated.
  if (other > (data + fields) / 4) return 0;
  return jsonRpc ? 0.95 : 0.8;
}

// --- the pasted command ---------------------------------------------------------------------

/**
 * A shell prompt (or none) and `curl`: the command pasted above its output. The prompt may carry the user's
 * or the machine's name before its mark (`code# curl -v …`: a container's root prompt, PrefectHQ/fastmcp#2047).
 */
const CURL_CMD_RE = /^(?:[\w@:~./-]*[$%#❯>]\s+)?curl\s/;

/**
 * A whole `curl -v` session pasted onto one line: the reporter wrapped it in an inline code span, which joined
 * every line with a space (`code# curl -v http://…/mcp/sse * Trying … > GET /mcp/sse HTTP/1.1 > Host: … > < HTTP/1.1
 * 200 OK < content-type: text/event-stream … < event: endpoint data: /mcp/messages/?session_id=… : ping - …`:
 * PrefectHQ/fastmcp#2047). curl's markers (`* `, `> `, `< `, and the bare `>`/`<` of the blank lines) start its
 * lines again; after the response head's blank `<` the event stream went on, its fields (`event:`, `data:`, `id:`,
 * `retry:`, a `: ` comment) each starting a line and a data line ending its event (the blank line between events
 * was lost with the others; an MCP event carries one data line). A data value that opens a JSON text is taken
 * whole, so a ` : ` or a `data: ` inside its strings splits nothing. Null when the line is not such a session: it
 * must start as curl's command or as one of its marked lines and hold a request or status line among four or more
 * marked ones.
 */
export function unjoinCurlSession(line: string): string[] | null {
  if (line.length < 80 || !(CURL_CMD_RE.test(line) || /^[*<>] /.test(line))) return null;
  const parts = line.split(/ (?=[*<>](?: |$))/);
  if (parts.length < 5) return null;
  if (!parts.some((p) => /^(?:< )?HTTP\/[0-9.]+ \d{3}|^> [A-Z]+ \S+ HTTP\/[0-9.]+$/.test(p))) return null;
  const out: string[] = [];
  for (const p of parts) {
    const body = /^< ((?:event|data|id|retry):.*|: .*)$/.exec(p);
    if (body !== null) out.push('<', ...splitJoinedEvents(body[1]!));
    else out.push(p);
  }
  return out;
}

/** A joined event stream's fields, one a line, a blank line after each data line (see unjoinCurlSession). */
function splitJoinedEvents(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    let end: number;
    if (text.startsWith('data:', i) && /^data: ?[[{]/.test(text.slice(i, i + 7))) {
      end = valueEnd(text, i + (text[i + 5] === ' ' ? 6 : 5));
    } else {
      const next = / (?=(?:event|data|id|retry):|: )/g;
      next.lastIndex = i + 1;
      const m = next.exec(text);
      end = m === null ? text.length : m.index;
    }
    const field = text.slice(i, end).trimEnd();
    out.push(field);
    if (field.startsWith('data:')) out.push('');
    i = end;
    while (text[i] === ' ') i++;
  }
  return out;
}

/** A command's body spans at most this many lines (a pretty-printed `-d '{ … }'`). */
const MAX_CMD_LINES = 200;
const BODY_FLAG_RE = /(?:^|\s)(?:-d|--data|--data-raw|--data-binary|--json)\s*(['"])/;

/**
 * The body a curl command sends: the quoted argument of `-d` / `--data*` / `--json` (single quotes as
 * shells keep them; double quotes with `\"` escapes). `undefined` while the quote is still open (the
 * body continues on the next line), `null` when the command has no body flag.
 */
export function curlBody(cmd: string): string | null | undefined {
  const m = BODY_FLAG_RE.exec(cmd);
  if (m === null) return null;
  const q = m[1]!;
  const from = m.index + m[0].length;
  if (q === "'") {
    const end = cmd.indexOf("'", from);
    return end < 0 ? undefined : cmd.slice(from, end);
  }
  for (let i = from; i < cmd.length; i++) {
    if (cmd[i] === '\\') i++;
    else if (cmd[i] === '"') return cmd.slice(from, i).replace(/\\(["\\$`])/g, '$1');
  }
  return undefined;
}

// --- the reader ---------------------------------------------------------------------------

/**
 * `between`: after a raw dump's request head (a bare request line, its headers, the blank line under them), before the
 * response head: the dumping tool's own lines stand there (go-sdk#937).
 */
type Phase = 'start' | 'head' | 'between' | 'body';

/**
 * Whether a final event's data, left without its terminating blank line at the end of the text, is a whole JSON value:
 * an object or array from its first character to its last, as many `{` as `}`. A server writes an event with its blank
 * line in one write (the TypeScript SDK's SSE transport writes `event: message\ndata: <json>\n\n`; the Java SDK's
 * WebFlux and WebMvc transports hand the framework whole events), so a stream cut by the network ends inside the data,
 * not exactly between a whole message and its blank line; a copy from a terminal or an issue loses trailing blank
 * lines every time (the Java SDK's WebFlux stream pasted as its event and data lines, spring-projects/spring-ai-examples#12).
 * Braces are counted over the raw text, strings and all: a page that ate the backslashes of a message's inner quotes
 * leaves them countable, and a brace inside a string only makes the test refuse.
 */
export function copiedWhole(data: string): boolean {
  const t = data.trim();
  if (!((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']')))) return false;
  let depth = 0;
  for (const c of t) {
    if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The Java SDK's own package in a server's error message: Jackson's refusal of a request it cannot map names the
 * schema class (`Unrecognized field "tools" (class io.modelcontextprotocol.spec.McpSchema$ClientCapabilities)…`,
 * spring-projects/spring-ai-examples#12), and the SDK sends the exception's message as the error's. No other SDK's server
 * carries these class names, so the stream they came on is a Java SDK server's.
 */
const JAVA_SDK_CLASS_RE = /\bio\.modelcontextprotocol\.(?:spec|server|client)\.[A-Z]\w*/;

class SseTranscriptSink implements LineSink {
  private readonly parser: SseParser;
  private phase: Phase = 'start';
  private transport: Transport = 'streamable-http';
  private session: string | null = null;
  private opened = false;
  private closed = false;
  private startLine = 0;
  private startAt: number | null = null;
  private lastAt: number | null = null;
  private lastLine = 0;
  private curAt: number | null = null;
  /** Time of the first line of the SSE event being built (an event arrives as its lines do). */
  private blockAt: number | null = null;
  private readonly stream: StreamInfo = { id: 'sse-1' };
  private status: { code: number; line: number; at: number | null } | null = null;
  private responseIds = new Set<string | number>();
  private datelessReported = false;
  /** The curl command line pasted above the output, while its quoted body spans lines. */
  private cmd: { lines: string[]; line: number; at: number | null } | null = null;
  /** Which side a head without curl's `>`/`<` marks is on: a bare request line starts the request's. */
  private bareSide: 'request' | 'response' = 'response';
  /** Set while a line is being handled, so parser callbacks can tell the line's disposition. */
  private emitted = 0;
  private problems = 0;
  /** A server's error named the Java SDK's classes (JAVA_SDK_CLASS_RE). */
  private javaSdk = false;

  constructor(private readonly ctx: ReaderContext) {
    this.parser = new SseParser((item) => this.onItem(item));
  }

  private src(line: number, endLine?: number): Source {
    const s: Source = { file: this.ctx.file, line };
    if (endLine !== undefined && endLine !== line) s.endLine = endLine;
    return s;
  }

  private streamInfo(extra?: Partial<StreamInfo>): StreamInfo {
    const s: StreamInfo = { ...this.stream, ...extra };
    const lastId = this.parser.lastEventId;
    if (lastId !== null && s.lastEventId === undefined) s.lastEventId = lastId;
    return s;
  }

  private emit(e: Omit<WireEvent, 'session' | 'transport'>): void {
    this.emitted++;
    this.ctx.emit({ ...e, session: this.session, transport: this.transport } as WireEvent);
  }

  private problem(source: Source, message: string): void {
    this.problems++;
    this.ctx.problem(source, message);
  }

  /** The stream-open is emitted lazily, at the first thing that shows what the stream is. */
  private ensureOpen(firstEvent?: SseEvent): void {
    if (this.opened) return;
    this.opened = true;
    let text: string | undefined;
    if (firstEvent && firstEvent.type === 'endpoint') {
      // 2024-11-05 HTTP+SSE: "the server MUST send an `endpoint` event" first (transports.mdx).
      this.transport = 'http+sse';
      this.session = sessionFromEndpoint(firstEvent.data) ?? this.session;
      text = `endpoint: ${firstEvent.data}`;
    }
    const line = this.startLine || firstEvent?.line || this.lastLine || 1;
    const e: Omit<WireEvent, 'session' | 'transport'> = {
      at: this.startAt,
      source: this.src(line),
      // The client opens every HTTP exchange; the stream-open is its request.
      from: 'client',
      kind: 'stream-open',
      // Emitted lazily, so the parser may already hold an id: the stream did not open with it.
      stream: { ...this.stream },
    };
    if (text !== undefined) e.text = text;
    this.emit(e);
    if (this.status) {
      this.emit({
        at: this.status.at,
        source: this.src(this.status.line),
        from: 'server',
        kind: 'http-status',
        stream: this.streamInfo({ status: this.status.code }),
      });
    }
  }

  private onItem(item: SseItem): void {
    if (item.kind === 'comment') {
      this.ensureOpen();
      this.emit({ at: this.curAt, source: this.src(item.line), from: 'server', kind: 'keepalive', text: item.text, stream: this.streamInfo() });
      return;
    }
    if (item.kind === 'ignored') {
      if (item.reason === 'unknown-field') {
        this.ensureOpen();
        this.emit({ at: this.curAt, source: this.src(item.line), from: 'server', kind: 'unparsed', text: `unknown SSE field "${item.field}" (ignored, WHATWG §9.2.6)` });
      } else {
        this.problem(this.src(item.line), item.reason === 'id-with-nul' ? 'SSE id contains NUL: ignored (WHATWG §9.2.6)' : 'SSE retry is not all digits: ignored (WHATWG §9.2.6)');
      }
      return;
    }
    this.onEvent(item);
  }

  private onEvent(ev: SseEvent): void {
    const at = this.blockAt ?? this.curAt;
    this.blockAt = null;
    if (ev.partial) return; // handled by end()
    const wasOpen = this.opened;
    this.ensureOpen(ev);
    const source = this.src(ev.line, ev.endLine);
    if (ev.type === 'endpoint') {
      if (wasOpen) {
        // An endpoint event after other traffic: still the 2024-11-05 marker, but late.
        this.emit({ at, source, from: 'server', kind: 'keepalive', text: `endpoint: ${ev.data}`, stream: this.streamInfo() });
      }
      return;
    }
    if (ev.empty) {
      // Priming event (2025-11-25, SEP-1699) or a bare `retry:`: not dispatched by an
      // EventSource, but it makes the stream resumable and proves it alive.
      if (ev.hasId || ev.retry !== null) {
        const text = [ev.hasId ? `id: ${ev.lastEventId ?? ''}` : null, ev.retry !== null ? `retry: ${ev.retry}` : null, 'data: (empty)']
          .filter((x) => x !== null)
          .join(' ');
        this.emit({ at, source, from: 'server', kind: 'keepalive', text, stream: this.streamInfo() });
      }
      return;
    }
    const { messages, error, recovered } = jsonRpcFromText(ev.data);
    for (const m of messages) {
      // Only "exactly one response id" is ever asked (the close names the request it answered): two
      // distinct ids settle it, so the set never grows past two however long the stream.
      if ((m.result !== undefined || m.error !== undefined) && (typeof m.id === 'string' || typeof m.id === 'number') && this.responseIds.size < 2) {
        this.responseIds.add(m.id);
      }
      // The event's own text, not the parsed message: a page that ate the backslashes of the message's inner quotes
      // leaves only its first words parsed (jsonRpcFromText recovers the fields it can).
      if (!this.javaSdk && m.error !== undefined && JAVA_SDK_CLASS_RE.test(ev.data)) this.javaSdk = true;
      const e: Omit<WireEvent, 'session' | 'transport'> = { at, source, from: 'server', kind: 'message', message: m, stream: this.streamInfo() };
      if (recovered) e.recovered = true;
      this.emit(e);
    }
    if (messages.length === 0) {
      this.emit({ at, source, from: 'server', kind: 'unparsed', text: `event: ${ev.type} data: ${ev.data}`, stream: this.streamInfo() });
    } else if (error !== null) {
      this.problem(source, `SSE event data: ${error}`);
    }
  }

  line(text: string, no: number): LineDisposition {
    const parts = unjoinCurlSession(text);
    if (parts === null) return this.lineOne(text, no);
    // A session joined onto one line: each of its lines is read in turn; the line is an event if any of them was.
    const got = parts.map((p) => this.lineOne(p, no));
    return got.includes('event') ? 'event' : got.includes('problem') ? 'problem' : got.every((d) => d === 'blank') ? 'blank' : 'part';
  }

  private lineOne(text: string, no: number): LineDisposition {
    this.emitted = 0;
    this.problems = 0;
    const stamped = stripStamp(text, this.ctx);
    if (stamped.dateless && !this.datelessReported) {
      this.datelessReported = true;
      this.problem(this.src(no), 'timestamps are times of day without a date: events have no clock');
    }
    const at = stamped.at ?? null;
    this.curAt = at;
    if (at !== null) this.lastAt = at;
    this.lastLine = no;
    const rest = stamped.rest;

    // The command that opened the stream, pasted above its output (`$ curl -N … -d '{…}'`): its body is
    // the request this stream answers (the POST a raw transcript otherwise does not show).
    if (this.cmd !== null) {
      this.cmd.lines.push(rest);
      return this.command(no);
    }
    if (!this.opened && this.phase === 'start' && CURL_CMD_RE.test(rest)) {
      this.cmd = { lines: [rest], line: no, at };
      return this.command(no);
    }

    // A reporter's note in place of output (`[hangs indefinitely]`) is the reporter's, not the stream's.
    if (REPORTER_NOTE.test(rest.trim()) && !this.parser.inEvent) return 'blank';
    // A logging proxy's banner over each message it relays, and its own clock lines: the tool's words.
    if (this.phase !== 'body' && (DUMP_BANNER.test(rest.trim()) || DUMP_OWN_LINE.test(rest.trim()))) {
      this.emit({ at, source: this.src(no), from: null, kind: 'host-log', text: rest.trim() });
      return 'event';
    }
    if (this.phase === 'start') {
      if (rest.trim() === '') return 'blank';
      this.startLine = no;
      this.startAt = at;
      if (/^(?:< )?HTTP\/[0-9.]+ \d{3}/.test(rest) || /^(?:[*>] |>$)/.test(rest) || REQUEST_LINE.test(rest)) this.phase = 'head';
      else this.phase = 'body';
    }
    if (this.phase === 'between') {
      // Between a raw dump's request head and its response head: the tool's words until the status line.
      if (rest.trim() === '') return 'blank';
      if (/^HTTP\/[0-9.]+ \d{3}/.test(rest)) {
        this.phase = 'head';
        this.bareSide = 'response';
      } else if (SSE_FIELD.test(rest)) {
        this.phase = 'body';
      } else {
        this.emit({ at, source: this.src(no), from: null, kind: 'host-log', text: rest });
        return 'event';
      }
    }
    if (this.phase === 'head') {
      const r = this.headLine(rest, no, at);
      if (r !== null) return r;
      this.phase = 'body';
    }
    // curl's verbose/info and error lines may be interleaved with the body under `2>&1`.
    const curlErr = /^curl: \((\d+)\) (.*)$/.exec(rest);
    if (curlErr) {
      this.close(no, at, Number(curlErr[1]) === 28 ? 'client' : 'network', rest);
      return 'event';
    }
    if (/^\* /.test(rest)) {
      this.emit({ at, source: this.src(no), from: null, kind: 'host-log', text: rest });
      return 'event';
    }
    const wasInBlock = this.parser.inEvent;
    const role = this.parser.feed(rest, no);
    if (!wasInBlock && this.parser.inEvent) this.blockAt = at;
    if (this.emitted > 0) return 'event';
    if (this.problems > 0) return 'problem';
    if (role === 'field') return 'part';
    return rest.trim() === '' ? 'blank' : 'part';
  }

  /**
   * The pasted curl command so far: when its body's quotes are closed (or it has none), its JSON-RPC
   * body becomes the client's message on this stream; the lines it spans are parts of that event.
   */
  private command(no: number): LineDisposition {
    const cmd = this.cmd!;
    const text = cmd.lines.map((l) => l.replace(/\\\s*$/, '')).join('\n');
    const body = curlBody(text);
    const continued = /\\\s*$/.test(cmd.lines.at(-1)!);
    if ((body === undefined || continued) && cmd.lines.length < MAX_CMD_LINES) return 'part';
    this.cmd = null;
    if (body === undefined || body === null) return cmd.lines.length > 1 ? 'part' : 'blank';
    const { messages } = jsonRpcFromText(body);
    if (messages.length === 0) return 'part';
    this.startLine = cmd.line;
    this.startAt = cmd.at;
    this.ensureOpen();
    for (const m of messages) this.emit({ at: cmd.at, source: this.src(cmd.line, no), from: 'client', kind: 'message', message: m, stream: this.streamInfo() });
    return 'event';
  }

  /** `curl -i` / `curl -v` header block. Returns null when the line is no longer a header. */
  private headLine(rest: string, no: number, at: number | null): LineDisposition | null {
    let r = rest;
    if (r.startsWith('* ') || r.startsWith('{ [') || r.startsWith('} [')) return 'part';
    let dir: '>' | '<' | null = null;
    if (r.startsWith('> ') || r === '>') {
      dir = '>';
      r = r.slice(2);
    } else if (r.startsWith('< ') || r === '<') {
      dir = '<';
      r = r.slice(2);
    }
    if (r.trim() === '') {
      // The blank line after request headers (`>`) does not end the response head; after a raw dump's bare
      // request head it leads to the response head, perhaps past the dumping tool's own lines.
      if (dir === null && this.bareSide === 'request') {
        this.phase = 'between';
        return 'blank';
      }
      if (dir !== '>') this.phase = 'body';
      return 'part';
    }
    const status = /^HTTP\/[0-9.]+ (\d{3})/.exec(r);
    if (status && dir !== '>') {
      this.status = { code: Number(status[1]), line: no, at };
      this.bareSide = 'response';
      return 'part';
    }
    const req = REQUEST_LINE.exec(r);
    if (req && dir !== '<' && this.status === null) {
      this.stream.method = req[1];
      this.stream.url = req[2];
      if (dir === null) this.bareSide = 'request';
      return 'part';
    }
    const h = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(r);
    if (h && h[1] !== undefined && h[2] !== undefined) {
      const name = h[1].toLowerCase();
      const value = h[2].trim();
      if (dir === '>' || (dir === null && this.bareSide === 'request')) {
        if (isMcpHeader(name)) (this.stream.headers ??= {})[name] = value;
        if (name === 'mcp-session-id') this.session = value;
      } else {
        if (name === 'content-type') this.stream.contentType = value;
        if (name === 'mcp-session-id') this.session = value;
      }
      return 'part';
    }
    return null;
  }

  private close(no: number, at: number | null, closedBy: StreamInfo['closedBy'] | undefined, error?: string, partial = false, endLine?: number): void {
    if (this.closed) return;
    this.ensureOpen();
    this.closed = true;
    const extra: Partial<StreamInfo> = {};
    if (closedBy !== undefined) extra.closedBy = closedBy;
    if (error !== undefined) extra.error = error;
    if (partial) extra.partial = true;
    if (this.status) extra.status = this.status.code;
    // A raw transcript does not show the POST body; when the stream carried exactly one
    // response, that is the request it answered.
    if (this.responseIds.size === 1) extra.requestId = [...this.responseIds][0];
    this.emit({ at, source: this.src(no, endLine), from: closedBy === 'client' ? 'client' : closedBy === 'server' ? 'server' : null, kind: 'stream-close', stream: this.streamInfo(extra) });
  }

  host(): string | null {
    return this.javaSdk ? 'java-sdk' : null;
  }

  end(): void {
    const partial = this.parser.end();
    if (partial !== null && partial.hasData && copiedWhole(partial.data)) {
      // A whole message with only the blank line after it missing: the copy's trim, not a cut stream (copiedWhole).
      this.onEvent({ ...partial, partial: false });
    } else if (partial) {
      const msg = partial.data === '' ? 'stream ended inside an SSE event (no terminating blank line)' : `stream ended inside an SSE event (no terminating blank line); WHATWG discards it, so the client never saw: ${partial.data.slice(0, 200)}`;
      this.problem(this.src(partial.line, partial.endLine), msg);
      this.close(partial.endLine, this.lastAt, undefined, undefined, true, undefined);
      return;
    }
    if (this.lastLine === 0) return;
    // End of transcript without a curl error: curl exits when the response ends, but the
    // transcript cannot say who ended it (a server close and a Ctrl-C look the same).
    this.close(this.lastLine, this.lastAt, undefined);
  }
}

export const sseReader: Reader = {
  name: 'sse',
  title: 'raw SSE transcript (curl -N output, optionally with -i/-v and per-line timestamps)',
  // A bare transcript has no clock; stamped lines are UTC or local (through --tz).
  clock: 'mixed',
  sniff: sniffSse,
  open(ctx: ReaderContext): LineSink {
    return new SseTranscriptSink(ctx);
  },
};
