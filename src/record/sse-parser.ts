/**
 * An incremental Server-Sent Events parser for the recording copy of a response body.
 *
 * Line and field rules follow the WHATWG HTML "event stream interpretation": lines end in CRLF,
 * LF or CR; a leading BOM is dropped; `:` starts a comment; `field: value` loses one leading
 * space; `data` lines join with LF; `retry` counts only when all ASCII digits; an `id` with NUL
 * is ignored; a blank line ends the event.
 *
 * One deliberate difference from a browser: a browser does not dispatch an event whose data is
 * empty, but a recorder must show it — the 2025-11-25 priming event (`id: x\ndata: \n\n`) and an
 * `id`-only or `retry`-only block are exactly the evidence of resumability. So every block with
 * at least one field is reported, with `hasData` telling whether a `data` line was present.
 */

export interface SseBlock {
  kind: 'event';
  id?: string;
  event?: string;
  /** Joined `data` lines (`''` when none). */
  data: string;
  hasData: boolean;
  retry?: number;
  /** Set when the event was larger than the parser's bound: its data was not kept (length in chars). */
  droppedChars?: number;
}

export interface SseComment {
  kind: 'comment';
  /** The whole comment line as sent, e.g. `: ping` or `:`. */
  text: string;
}

export type SseItem = SseBlock | SseComment;

export class SseParser {
  private parts: string[] = [];
  private skipLf = false;
  private first = true;
  private partsChars = 0;
  private block: Block = newBlock();

  /** `maxEventChars` bounds memory: a bigger event is reported without its data. */
  constructor(
    private readonly onItem: (item: SseItem) => void,
    private readonly maxEventChars = 32 * 1024 * 1024,
  ) {}

  push(text: string): void {
    let start = 0;
    if (this.first && text.length > 0) {
      this.first = false;
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
      this.line(line);
      if (text.charCodeAt(i) === 13) {
        if (i + 1 < len) {
          if (text.charCodeAt(i + 1) === 10) i++;
        } else {
          // CR at the end of a chunk: a following LF in the next chunk belongs to this line end.
          this.skipLf = true;
        }
      }
      start = i + 1;
      re.lastIndex = start;
    }
    if (start < len) {
      const rest = text.slice(start);
      this.partsChars += rest.length;
      if (this.partsChars + this.block.dataChars > this.maxEventChars) {
        // Keep only the field name (for the line's meaning); drop the bulk.
        const head = (this.parts[0] ?? rest).slice(0, 16);
        this.block.dropped += this.partsChars;
        this.parts = [head];
        this.partsChars = head.length;
      } else this.parts.push(rest);
    }
  }

  /** The stream ended. `partial` is true when it ended inside an event (fields without a blank line). */
  end(): { partial: boolean } {
    const pendingLine = this.parts.join('');
    this.parts = [];
    this.partsChars = 0;
    const partial = this.block.fields > 0 || pendingLine.length > 0;
    this.block = newBlock();
    return { partial };
  }

  private line(line: string): void {
    if (line.length === 0) {
      this.dispatch();
      return;
    }
    if (line.charCodeAt(0) === 58 /* : */) {
      this.onItem({ kind: 'comment', text: line });
      return;
    }
    const colon = line.indexOf(':');
    let field: string;
    let value: string;
    if (colon === -1) {
      field = line;
      value = '';
    } else {
      field = line.slice(0, colon);
      value = line.charCodeAt(colon + 1) === 32 ? line.slice(colon + 2) : line.slice(colon + 1);
    }
    const b = this.block;
    switch (field) {
      case 'data':
        if (b.dropped > 0 || b.dataChars + value.length > this.maxEventChars) {
          b.dropped += value.length + b.dataChars;
          b.data = [];
          b.dataChars = 0;
        } else {
          b.data.push(value);
          b.dataChars += value.length;
        }
        b.hasData = true;
        b.fields++;
        break;
      case 'event':
        b.event = value;
        b.fields++;
        break;
      case 'id':
        if (!value.includes('\0')) b.id = value;
        b.fields++;
        break;
      case 'retry':
        if (/^[0-9]+$/.test(value)) b.retry = Number(value);
        b.fields++;
        break;
      default:
        // Unknown fields are ignored by the spec; still a line of this block.
        b.fields++;
    }
  }

  private dispatch(): void {
    const b = this.block;
    this.block = newBlock();
    if (b.fields === 0) return;
    const item: SseBlock = { kind: 'event', data: b.data.join('\n'), hasData: b.hasData };
    if (b.dropped > 0) item.droppedChars = b.dropped;
    if (b.id !== undefined) item.id = b.id;
    if (b.event !== undefined) item.event = b.event;
    if (b.retry !== undefined) item.retry = b.retry;
    this.onItem(item);
  }
}

interface Block {
  id?: string;
  event?: string;
  data: string[];
  dataChars: number;
  hasData: boolean;
  retry?: number;
  fields: number;
  dropped: number;
}

function newBlock(): Block {
  return { data: [], dataChars: 0, hasData: false, fields: 0, dropped: 0 };
}
