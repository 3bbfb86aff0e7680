/**
 * A WHATWG event-stream parser (HTML Living Standard §9.2.5 "Parsing an event stream",
 * §9.2.6 "Interpreting an event stream"), incremental and pure.
 *
 * It is fed lines (from a file reader, or a HAR body split with `splitSseLines`) and
 * reports what a conforming EventSource would see, plus what a triage tool needs and an
 * EventSource throws away:
 * - comments (`: ping`) — servers send them as keep-alives; they prove the stream was alive
 *   (shared/reference/log-formats.md §6), so they are reported, not dropped;
 * - events with empty data, which §9.2.6 does not dispatch — an `id:` with empty `data:` is
 *   the 2025-11-25 priming event (SEP-1699) that makes a stream resumable, so it matters;
 * - a final event without its terminating blank line, which §9.2.6 discards — a cut stream
 *   or a truncated HAR body ends that way, so it is reported as `partial` by `end()`.
 *
 * No I/O, no clock: callers attach times and sources. Callers that read a live byte stream
 * (the recorder, `src/record/sse-chunks.ts`) split chunks into lines themselves and may bound
 * the memory one event holds (`SseParserOptions`).
 */

/** An event the parser saw, dispatched at its terminating blank line (or at `end()` if partial). */
export interface SseEvent {
  kind: 'event';
  /** The event type: the `event:` field, `message` when absent (§9.2.6 dispatch step 5). */
  type: string;
  /** The data buffer, lines joined with `\n`, one trailing LF removed (`''` when dropped, see `droppedChars`). */
  data: string;
  /** The block had a `data` field (even an empty one): tells `data:` from no data line at all. */
  hasData: boolean;
  /**
   * The last-event-ID buffer at dispatch. Per §9.2.6 it persists across events, so an event
   * without its own `id:` carries the previous one. Null when no `id:` has been seen.
   */
  lastEventId: string | null;
  /** This event block itself had an `id:` field (that was accepted). */
  hasId: boolean;
  /** The `event:` field, when the block had one. */
  eventField: string | null;
  /** `retry:` in this block, when it was all ASCII digits. */
  retry: number | null;
  /** Data was empty: §9.2.6 would not dispatch it. With an id this is a priming event. */
  empty: boolean;
  /** No terminating blank line: §9.2.6 would discard it. Only from `end()`. */
  partial: boolean;
  /**
   * Set only when the event's data went over `maxDataChars` (or the caller cut a line with
   * `dropData`): the data was not kept, this many chars were thrown away.
   */
  droppedChars?: number;
  /** Line numbers (as given to `feed`) of the first field line and of the terminating blank line (or last line if partial). */
  line: number;
  endLine: number;
}

export interface SseComment {
  kind: 'comment';
  /** Text after the colon, one leading space stripped. */
  text: string;
  line: number;
}

/** A field line whose name is not event/data/id/retry: §9.2.6 ignores it. */
export interface SseIgnored {
  kind: 'ignored';
  field: string;
  /** Why it was ignored (unknown field, `id` with NUL, non-digit `retry`). */
  reason: 'unknown-field' | 'id-with-nul' | 'bad-retry';
  line: number;
}

export type SseItem = SseEvent | SseComment | SseIgnored;

/** What a fed line turned out to be, for line accounting. */
export type SseLineRole = 'field' | 'comment' | 'ignored' | 'dispatch' | 'blank';

const BOM = '\uFEFF';

export interface SseParserOptions {
  /**
   * Bound on the data one event may hold (chars). Past it the event's data is dropped and the
   * event is reported with `droppedChars`, so a hostile or huge stream cannot exhaust memory.
   * Default: no bound (a file reader already holds the whole line).
   */
  maxDataChars?: number;
  /**
   * A line with an unknown field name still belongs to an event, so a block of only such lines
   * is reported (as an event without data). §9.2.6 ignores those lines; a recorder shows every
   * block the server sent. Default: false (they never start an event).
   */
  unknownFieldsInEvent?: boolean;
  /**
   * The caller already removed the stream's one leading BOM (it decodes bytes itself, as the
   * Encoding Standard's "UTF-8 decode" does), so a BOM on the first line is text. Default: false.
   */
  bomRemoved?: boolean;
}

/**
 * Incremental parser. `feed(line, no)` takes one line without its terminator; a line that
 * still contains a bare CR (an old-Mac or mixed-ending body read by an LF splitter) is split
 * further, since CR alone ends a line too (§9.2.5 `end-of-line`).
 */
export class SseParser {
  private data: string[] = [];
  private hasData = false;
  private eventType: string | null = null;
  private lastId: string | null = null;
  private idInBlock = false;
  private retry: number | null = null;
  /** Any field line seen since the last dispatch (so an `id:`-only block can be reported). */
  private blockStart = 0;
  private blockEnd = 0;
  private inBlock = false;
  private first = true;
  /** Chars in `data` (for `maxDataChars`), and chars thrown away from this event. */
  private dataChars = 0;
  private dropped = 0;
  private readonly maxDataChars: number;
  private readonly unknownFieldsInEvent: boolean;

  constructor(
    private readonly onItem: (item: SseItem) => void,
    opts: SseParserOptions = {},
  ) {
    this.maxDataChars = opts.maxDataChars ?? Infinity;
    this.unknownFieldsInEvent = opts.unknownFieldsInEvent ?? false;
    if (opts.bomRemoved === true) this.first = false;
  }

  /** An event is being built (a field line came since the last dispatch). */
  get inEvent(): boolean {
    return this.inBlock;
  }

  /** The last-event-ID buffer (persists across events, §9.2.6). */
  get lastEventId(): string | null {
    return this.lastId;
  }

  /** Chars of data held for the event being built (a caller bounding memory adds its pending line). */
  get bufferedDataChars(): number {
    return this.dataChars;
  }

  /**
   * The caller cut `chars` chars of this event's input to bound memory (a line too long to
   * hold): the event's data is not kept, and it is reported with `droppedChars`. A blank
   * line ends the event (or, outside one, forgets the cut).
   */
  dropData(chars: number): void {
    this.dropped += chars + this.dataChars;
    this.data = [];
    this.dataChars = 0;
  }

  /** Feeds one line; returns the role of its last segment (a line with bare CRs has several). */
  feed(line: string, no: number): SseLineRole {
    if (this.first) {
      this.first = false;
      // §9.2.5: "One leading U+FEFF BYTE ORDER MARK character must be ignored if any are present."
      if (line.startsWith(BOM)) line = line.slice(1);
    }
    if (line.indexOf('\r') === -1) return this.feedOne(line, no);
    let role: SseLineRole = 'blank';
    // A trailing CR belongs to a CRLF the caller did not strip: it does not start a new line.
    const parts = line.split('\r');
    if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
    for (const p of parts) role = this.feedOne(p, no);
    return role;
  }

  private feedOne(line: string, no: number): SseLineRole {
    if (line === '') return this.dispatch(no) !== null ? 'dispatch' : 'blank';
    if (line.charCodeAt(0) === 0x3a /* : */) {
      let text = line.slice(1);
      if (text.startsWith(' ')) text = text.slice(1);
      this.onItem({ kind: 'comment', text, line: no });
      return 'comment';
    }
    const colon = line.indexOf(':');
    let field: string;
    let value: string;
    if (colon === -1) {
      // "If the line is not empty but does not contain a U+003A COLON character":
      // the whole line is the field name, the value is empty.
      field = line;
      value = '';
    } else {
      field = line.slice(0, colon);
      value = line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
    }
    switch (field) {
      case 'event':
        this.touch(no);
        this.eventType = value;
        return 'field';
      case 'data':
        this.touch(no);
        this.hasData = true;
        if (this.dropped > 0 || this.dataChars + value.length > this.maxDataChars) this.dropData(value.length);
        else {
          this.data.push(value);
          this.dataChars += value.length;
        }
        return 'field';
      case 'id':
        this.touch(no);
        // "If the field value does not contain U+0000 NULL, then set the last event ID buffer."
        if (value.includes('\u0000')) {
          this.onItem({ kind: 'ignored', field, reason: 'id-with-nul', line: no });
          return 'ignored';
        }
        this.lastId = value;
        this.idInBlock = true;
        return 'field';
      case 'retry':
        this.touch(no);
        // "If the field value consists of only ASCII digits" — otherwise ignore the field.
        if (/^[0-9]+$/.test(value)) {
          this.retry = Number(value);
          return 'field';
        }
        this.onItem({ kind: 'ignored', field, reason: 'bad-retry', line: no });
        return 'ignored';
      default:
        // "Otherwise: The field is ignored." (`data : x`, with a space before the colon, lands here.)
        if (this.unknownFieldsInEvent) this.touch(no);
        this.onItem({ kind: 'ignored', field, reason: 'unknown-field', line: no });
        return 'ignored';
    }
  }

  private touch(no: number): void {
    if (!this.inBlock) {
      this.inBlock = true;
      this.blockStart = no;
    }
    this.blockEnd = no;
  }

  /** §9.2.6 "dispatch the event", reporting empty blocks too. Returns what was reported. */
  private dispatch(no: number, partial = false): SseEvent | null {
    if (!this.inBlock) {
      this.dropped = 0;
      return null;
    }
    const dropped = this.dropped;
    const data = this.hasData && dropped === 0 ? this.data.join('\n') : '';
    const ev: SseEvent = {
      kind: 'event',
      type: this.eventType === null || this.eventType === '' ? 'message' : this.eventType,
      data,
      hasData: this.hasData,
      lastEventId: this.lastId,
      hasId: this.idInBlock,
      eventField: this.eventType,
      retry: this.retry,
      // The data buffer is empty when there was no `data` field, or a single `data:` with an
      // empty value (its LF is removed by the "strip one trailing LF" step).
      empty: data === '',
      partial,
      line: this.blockStart,
      endLine: partial ? this.blockEnd : no,
    };
    if (dropped > 0) ev.droppedChars = dropped;
    this.data = [];
    this.dataChars = 0;
    this.dropped = 0;
    this.hasData = false;
    this.eventType = null;
    this.idInBlock = false;
    this.retry = null;
    this.inBlock = false;
    this.onItem(ev);
    return ev;
  }

  /** End of input. A pending event (no terminating blank line) is reported with `partial: true`. */
  end(): SseEvent | null {
    return this.dispatch(this.blockEnd, true);
  }
}

/** Splits an SSE body into lines on CRLF, LF or CR (§9.2.5). A final terminator yields no extra line. */
export function splitSseLines(body: string): string[] {
  const lines = body.split(/\r\n|\n|\r/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Parses a whole SSE body (e.g. a HAR `content.text`). Line numbers are 1-based within the body.
 * Returns every item in order, including a final partial event.
 */
export function parseSseText(body: string): SseItem[] {
  const items: SseItem[] = [];
  forEachSseItem(body, (i) => items.push(i));
  return items;
}

/**
 * As parseSseText, handing each item to `onItem` as it is parsed: no array of lines or items is
 * built, so a body of millions of keep-alive comments costs no more than its own text. Lines are
 * cut exactly as splitSseLines cuts them (CRLF, LF or CR; a final empty line dropped).
 */
export function forEachSseItem(body: string, onItem: (item: SseItem) => void): void {
  const p = new SseParser(onItem);
  let no = 0;
  let from = 0;
  const n = body.length;
  while (from < n) {
    let i = from;
    let c = 0;
    for (; i < n; i++) {
      c = body.charCodeAt(i);
      if (c === 10 || c === 13) break;
    }
    p.feed(body.slice(from, i), ++no);
    if (i >= n) break;
    from = c === 13 && body.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  p.end();
}
