/**
 * The recording copy of an SSE response body, read as it arrives: text chunks → lines → the
 * one event-stream parser (`src/ingest/sse-parser.ts`, WHATWG §9.2.5/§9.2.6).
 *
 * What lives here is only what a live stream adds to reading a file:
 * - chunks end anywhere, so a line end is found across chunk boundaries — CRLF, LF or CR, and
 *   a CR at the end of one chunk followed by LF at the start of the next is one line end;
 * - memory is bounded: a line (or an event's data) over `maxEventChars` is not kept, and the
 *   event is reported with `droppedChars`;
 * - the recorder's view of an event: the fields *this* block sent (`id` only when the block had
 *   one, not the persisting last-event-ID buffer), and a comment as the whole line sent
 *   (`keepalive.text` in docs/mcpcap.md).
 *
 * One deliberate difference from a browser (kept from the parser's triage mode): every block with
 * at least one field is reported — the 2025-11-25 priming event (`id: x\ndata: \n\n`) and an
 * `id`-only or `retry`-only block are exactly the evidence of resumability, so an event with
 * empty data is reported, with `hasData` telling whether a `data` line was present.
 */
import { SseParser, type SseItem as ParsedItem } from '../ingest/sse-parser.js';

export interface SseBlock {
  kind: 'event';
  id?: string;
  event?: string;
  /** Joined `data` lines (`''` when none). */
  data: string;
  hasData: boolean;
  retry?: number;
  /** Set when the event was larger than the bound: its data was not kept (length in chars). */
  droppedChars?: number;
}

export interface SseComment {
  kind: 'comment';
  /** The whole comment line as sent, e.g. `: ping` or `:`. */
  text: string;
}

export type SseItem = SseBlock | SseComment;

/** How much of a cut line is kept: enough for its field name, so the line keeps its meaning. */
const CUT_LINE_HEAD = 16;

export class SseChunkParser {
  private readonly parser: SseParser;
  /** The pieces of a line not yet ended, and their length. */
  private parts: string[] = [];
  private partsChars = 0;
  /** The last chunk ended in CR: an LF starting the next chunk belongs to that line end. */
  private skipLf = false;
  private lineNo = 0;
  /** The line being fed (a comment is reported as sent). */
  private current = '';
  private first = true;

  /** `maxEventChars` bounds memory: a bigger event is reported without its data. */
  constructor(
    private readonly onItem: (item: SseItem) => void,
    private readonly maxEventChars = 32 * 1024 * 1024,
  ) {
    this.parser = new SseParser((item) => this.onParsed(item), {
      maxDataChars: maxEventChars,
      unknownFieldsInEvent: true,
      bomRemoved: true,
    });
  }

  push(text: string): void {
    let start = 0;
    if (this.first && text.length > 0) {
      this.first = false;
      // Decoding the byte stream drops one leading BOM (§9.2.5; Encoding Standard "UTF-8 decode").
      if (text.charCodeAt(0) === 0xfeff) start = 1;
    }
    if (this.skipLf && start < text.length) {
      this.skipLf = false;
      if (text.charCodeAt(start) === 10) start++;
    }
    const len = text.length;
    // A native regex scan finds line ends fast in a multi-megabyte data line.
    const re = /[\r\n]/g;
    re.lastIndex = start;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      let i = m.index;
      const piece = text.slice(start, i);
      const line = this.parts.length > 0 ? this.parts.join('') + piece : piece;
      this.parts = [];
      this.partsChars = 0;
      this.current = line;
      this.parser.feed(line, ++this.lineNo);
      if (text.charCodeAt(i) === 13) {
        if (i + 1 < len) {
          if (text.charCodeAt(i + 1) === 10) i++;
        } else {
          this.skipLf = true;
        }
      }
      start = i + 1;
      re.lastIndex = start;
    }
    if (start < len) {
      const rest = text.slice(start);
      this.partsChars += rest.length;
      if (this.partsChars + this.parser.bufferedDataChars > this.maxEventChars) {
        // Keep only the field name (for the line's meaning); drop the bulk.
        const head = (this.parts[0] ?? rest).slice(0, CUT_LINE_HEAD);
        this.parser.dropData(this.partsChars);
        this.parts = [head];
        this.partsChars = head.length;
      } else this.parts.push(rest);
    }
  }

  /**
   * The stream ended. `partial` is true when it ended inside an event (fields without a blank
   * line, or a line without its end). That event is not reported: no client ever received it.
   */
  end(): { partial: boolean } {
    const pendingLine = this.partsChars > 0;
    this.parts = [];
    this.partsChars = 0;
    const cut = this.parser.end();
    return { partial: cut !== null || pendingLine };
  }

  private onParsed(item: ParsedItem): void {
    if (item.kind === 'ignored') return;
    if (item.kind === 'comment') {
      this.onItem({ kind: 'comment', text: this.current });
      return;
    }
    if (item.partial) return;
    const block: SseBlock = { kind: 'event', data: item.data, hasData: item.hasData };
    if (item.droppedChars !== undefined) block.droppedChars = item.droppedChars;
    if (item.hasId && item.lastEventId !== null) block.id = item.lastEventId;
    if (item.eventField !== null) block.event = item.eventField;
    if (item.retry !== null) block.retry = item.retry;
    this.onItem(block);
  }
}
