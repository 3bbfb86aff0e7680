import type { JsonRpcMessage, Problem, Source, Transport, WireEvent } from '../events.js';
import type { PlainEvent } from '../plain-event.js';

/** Names as they appear in `inputs[].format` and `--input-format`. */
export type FormatName =
  | 'claude-desktop'
  | 'vscode'
  | 'ndjson'
  | 'mcpcap'
  | 'har'
  | 'sse'
  | 'codex'
  | 'goose'
  | 'cline'
  | 'librechat'
  | 'gemini-cli'
  | 'inspector'
  | 'mcp-remote'
  | 'mcphub'
  | 'toolhive'
  | 'docker-mcp-gateway'
  | 'mcpo'
  | 'agentgateway'
  | 'supergateway'
  | 'mcp-proxy'
  | 'mcp-proxy-python'
  | 'python-sdk'
  | 'fastmcp'
  | 'java-sdk'
  | 'jsonrpc-in-text'
  | 'claude-code'
  | 'claude-code-transcript'
  | 'claude-code-session'
  | 'zed'
  | 'windsurf'
  | 'litellm'
  | 'dotnet-sdk'
  | 'rust-sdk'
  | 'go-sdk'
  | 'mcpsnoop'
  | 'inspector-export'
  | 'mcpjam'
  | 'otlp'
  | 'node-debug'
  | 'emacs-jsonrpc'
  | 'elixir-logger';

/**
 * What happened to each input line. The ingest driver tallies these so that
 * `lines === event + part + blank + problem` for every input: nothing is lost silently.
 */
export type LineDisposition =
  /** the line produced (or started) at least one event */
  | 'event'
  /** the line belongs to an event started on an earlier line (multi-line metadata, SSE fields, HAR document) */
  | 'part'
  /** an empty line with no meaning in this format */
  | 'blank'
  /** the line produced no event; a Problem with its line number was listed */
  | 'problem';

/** Converts a wall-clock time written without a zone into epoch ms. */
export interface ZoneResolver {
  /** IANA name or `±HH:MM`, as given or as assumed. */
  readonly zone: string;
  /** true when the user passed `--tz`; false when the machine's zone was assumed. */
  readonly explicit: boolean;
  /** y, mo (1-12), d, h, mi, s, ms as written in the capture → epoch ms (NaN if invalid). */
  toEpoch(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number;
}

export interface ReaderContext {
  /** Display path (`-` for stdin). */
  readonly file: string;
  readonly tz: ZoneResolver;
  emit(event: WireEvent): void;
  problem(source: Source, message: string): void;
  /**
   * A line the reader answered `from` while it held it (its disposition unknown until the lines under it came: a
   * wrapped sentence, a pretty-printed block, a record waiting for its traceback) turned out to be `to` once let go:
   * the line's count moves, so that `lineAccounting` says what the line became (docs/json-report.md "Nothing is lost").
   */
  recount?(from: LineDisposition, to: LineDisposition): void;
}

/**
 * A push parser: the driver calls `line()` synchronously for every line in order (no per-line
 * async iteration: that is the dominant cost on large captures), then `end()` once.
 */
export interface LineSink {
  /** `text` has its line terminator removed; `no` is 1-based. */
  line(text: string, no: number): LineDisposition;
  /**
   * Called once after the last line. May emit events (e.g. a pending multi-line object, a HAR
   * parsed as a whole). A reader that buffers lines returns 'part' for them as they come and,
   * if the buffer turns out unreadable, lists a Problem naming the lines here.
   */
  end(): void;
  /**
   * Who wrote the capture (`inputs[].host`), when the content tells more than the reader's
   * static `host` (Cursor writes VS Code's grammar; a Claude Desktop log may be mcp-remote's).
   */
  host?(): string | null;
  /**
   * The fast path (ingest/wasm/, docs/performance.md "Fifteenth round"), for a reader whose `plainCut` the
   * driver scans by: a line whose body the WebAssembly validator accepted as one plain message (what
   * `plainJsonRpc` of the body would hand on), offered before it is decoded. The reader takes it — the same
   * events and problems, in the same order, as `line()` of its text would give — or returns null, and the line
   * is decoded and given to `line()` as ever. Only a reader state in which `line()` would hand the body to
   * `plainJsonRpc` may take it.
   */
  plain?(line: PlainLine, no: number): LineDisposition | null;
}

/**
 * A line the validator accepted as one plain JSON-RPC message (LineSink.plain): valid until the next line. The driver
 * hands over where the line and its body are; what the bytes before the body say (a Claude Desktop header) is the
 * reader's to read.
 */
export interface PlainLine {
  /** The bytes the line is in: read them, never keep or change them (they are the next chunk's soon). */
  readonly bytes: Buffer;
  /** Where the line starts in `bytes`. */
  readonly start: number;
  /** Where its body (the message's `{`) starts in `bytes`: `start` for a bare line. */
  readonly body: number;
  /** Bytes [start, body) decoded as the line splitter decodes a line: Claude Desktop's header and `Message from …: `. */
  head(): string;
  /** The message, as `plainJsonRpc` of the body would make it (ingest/wasm/message.ts). */
  message(): JsonRpcMessage;
  /**
   * The line's event without its message (plain-event.ts): the scanner's facts and a copy of the body, the message
   * made when read. `from` is null: the reader sets it. Its source is `{ file, line }`, made when read.
   */
  event(at: number | null, file: string, line: number, session: string | null, transport: Transport | null): PlainEvent;
}

/** What the clock of a format looks like — recorded in `inputs[]` and the incident record. */
export type ClockKind = 'utc' | 'local' | 'none' | 'mixed';

/** Reader.besideMcp: a host's lines about all of its program, which claim a text only beside a word that says MCP. */
export interface BesideMcp {
  /** The words that say MCP in this host's text. */
  readonly words: RegExp;
  /** The score the program's lines give (0 = none); counted only where `words` match a head line. */
  sniff(head: readonly string[]): number;
}

export interface Reader {
  readonly name: FormatName;
  /** One line for `--help` and for the "not a capture" message. */
  readonly title: string;
  readonly clock: ClockKind;
  /**
   * Looks at the first non-blank lines of a capture (at most 64, each cut to 4 KiB; the lines of a Python
   * crash dump are left out, ingest/crash-dump.ts) and says
   * how sure it is that they are its format: 0 = not mine, 1 = certain. Must be cheap and pure.
   */
  sniff(head: readonly string[]): number;
  /**
   * For a host whose lines are about all of its program (its own code paths, its channel grammar, its tracing
   * targets), not only about MCP: the score those lines alone give, apart from `sniff`, and the host's words for MCP
   * (SAYS_MCP_RE, or saysMcpOr with its own: formats/says-mcp.ts). Detection counts that score only where some head
   * line says MCP in those words — a text whose words never say MCP is no capture (docs/formats.md, What makes a
   * capture) — and takes the higher of it and `sniff` (detect.ts sniffScore).
   */
  readonly besideMcp?: BesideMcp;
  open(ctx: ReaderContext): LineSink;
  /**
   * The byte cut by which the driver may scan a capture with the WebAssembly validator and offer its plain
   * lines to `LineSink.plain`: the whole line (NDJSON) or Claude Desktop's body after `Message from `.
   */
  readonly plainCut?: 'line' | 'claude-desktop';
  /**
   * Whether `next` is the rest of the record above it that a hard wrap cut short (`record`: the record as joined so
   * far; `row`: its last physical row), by this format's own grammar: for a reader whose records always start with a
   * stamp, where a line that starts no record and a record left owing its body show the wrap without a width the paste
   * could prove (paste.ts hardWrap). The driver joins it with a space and counts it as a part; the record's events end
   * on its last row.
   */
  rowRest?(record: string, row: string, next: string): boolean;
  /** Who writes this format (`inputs[].host`): a host, a gateway, a server SDK, or `unknown`. */
  readonly host?: string;
}

/** Per-input accounting, as reported in `inputs[]`. */
export interface InputSummary {
  path: string;
  format: FormatName;
  /** Who wrote the capture (output contract, Additions): `claude-code`, `cursor`, a gateway, a server SDK, or `unknown`. */
  host: string;
  /**
   * How the input was recognised: the winning reader's sniff score (0–1; 1 when forced by
   * `--input-format`), and whether it was read as a pasted excerpt (quote prefixes, fences…).
   */
  detection: { score: number; forced: boolean; pasted: boolean };
  /** The capture starts inside a session: requests were answered or cancelled before any was seen (set by analyze). */
  startsMidSession?: boolean;
  /** The capture ends inside a session: requests were still open at its end (set by analyze). */
  endsMidSession?: boolean;
  /**
   * Several captures of one incident (timeline/merge/, docs/json-report.md "Several captures"): set on every input
   * once at least two were merged. The first input is the reference (`clockOffsetMs` 0); a later one carries the
   * input it was merged with, how, and its clock's offset from the reference (its time − the reference's) with the
   * spread of the estimate, in ms (null when one of the two has no clock).
   */
  mergedWith?: string;
  mergedBy?: 'messages' | 'mentions' | 'answers' | 'refusals' | 'cancels' | 'restated' | 'retold' | 'words';
  clockOffsetMs?: number | null;
  clockSpreadMs?: number | null;
  /** Events (by mentions: lines) of this capture that the reference saw too. */
  matchedEvents?: number;
  /** Its ids differ from the reference's for the same requests (a gateway or proxy renumbered them). */
  idsRenumbered?: boolean;
  lines: number;
  events: number;
  /** lines not understood: 'unparsed' events plus problem-only lines */
  unparsed: number;
  problems: number;
  lineAccounting: Record<LineDisposition, number>;
  clock: ClockKind;
  /** zone used for local timestamps (null when the format carries zones or no clock) */
  zone: string | null;
  zoneAssumed: boolean;
  bytes: number;
  gzip: boolean;
}

export type { Problem };
