/**
 * The driver's side of the fast path (docs/performance.md, "Fifteenth round"): which scanned lines are offered
 * to a reader's `LineSink.plain`, and the line it is offered as.
 */
import type { JsonRpcMessage } from '../../events.js';
import { utcStampMs } from '../time.js';
import type { PlainLine } from '../types.js';
import { F, FL, V, type JsonLines } from './load.js';
import { plainMessage } from './message.js';

/** Line i of the scanner's last scan, as a reader's `plain()` sees it (one object, moved from line to line). */
export class ScannedPlainLine implements PlainLine {
  i = 0;
  /** The bytes of the last `head()` from its 24th on (STAMP_BYTES), for `sameTail`. */
  private tail = Buffer.alloc(256);
  private tailLength = -1;

  constructor(private readonly w: JsonLines) {}

  head(): string {
    const w = this.w;
    const ls = w.f(F.LS, this.i);
    const bs = w.f(F.BS, this.i);
    const n = bs - ls - STAMP_BYTES - SENDER_BYTES;
    if (n >= 0 && n <= this.tail.length) {
      w.buf.copy(this.tail, 0, w.input + ls + STAMP_BYTES, w.input + bs - SENDER_BYTES);
      this.tailLength = n;
    } else this.tailLength = -1;
    return w.str(ls, bs);
  }

  sameTail(): boolean {
    const w = this.w;
    const n = this.tailLength;
    const ls = w.f(F.LS, this.i);
    if (n < 0 || w.f(F.BS, this.i) - ls - STAMP_BYTES - SENDER_BYTES !== n) return false;
    const buf = w.buf;
    const tail = this.tail;
    for (let k = 0, at = w.input + ls + STAMP_BYTES; k < n; k++) if (buf[at + k] !== tail[k]) return false;
    return true;
  }

  sender(): 'client' | 'server' | null {
    const w = this.w;
    const buf = w.buf;
    const at = w.input + w.f(F.BS, this.i) - SENDER_BYTES;
    if (at < w.input + w.f(F.LS, this.i)) return null;
    const word = buf[at] === 99 ? CLIENT : buf[at] === 115 ? SERVER : null;
    if (word === null) return null;
    for (let k = 1; k < word.length; k++) if (buf[at + k] !== word.charCodeAt(k)) return null;
    return word === CLIENT ? 'client' : 'server';
  }

  stamp(): number {
    const w = this.w;
    const buf = w.buf;
    const at = w.input + w.f(F.LS, this.i);
    // `YYYY-MM-DDTHH:MM:SS.mmm` (the `Z` after it is in the tail): digits where parseIsoUtc reads them, else NaN
    // (the caller then reads the header as text).
    for (let k = 0; k < STAMP_BYTES; k++) {
      const c = buf[at + k]!;
      const sep = STAMP_SEPARATORS[k]!;
      if (sep !== 0 ? c !== sep : c < 48 || c > 57) return NaN;
    }
    return utcStampMs(
      d2(buf, at) * 100 + d2(buf, at + 2),
      d2(buf, at + 5),
      d2(buf, at + 8),
      d2(buf, at + 11),
      d2(buf, at + 14),
      d2(buf, at + 17),
      d2(buf, at + 20) * 10 + buf[at + 22]! - 48,
    );
  }

  message(): JsonRpcMessage {
    return plainMessage(this.w, this.i);
  }
}

/** Two digits at `at` as a number. */
function d2(buf: Buffer, at: number): number {
  return (buf[at]! - 48) * 10 + buf[at + 1]! - 48;
}

/** `client: ` or `server: ` and the character before the body (Claude Desktop's `Message from client: {`). */
const SENDER_BYTES = 8;
const CLIENT = 'client:';
const SERVER = 'server:';
/** The stamp's bytes before its `Z`: `YYYY-MM-DDTHH:MM:SS.mmm`. */
const STAMP_BYTES = 23;
/** The separators of those bytes by position (0: a digit). */
const STAMP_SEPARATORS = [0, 0, 0, 0, 45, 0, 0, 45, 0, 0, 84, 0, 0, 58, 0, 0, 58, 0, 0, 46, 0, 0, 0];

/**
 * Whether line i is offered at all: the module accepted its body as one message `plainJsonRpc` would hand on
 * (neither "not plain" nor "not sure"), and the line does not end in a space or a tab, which the driver's
 * trimLineEnd would cut (with a trimEnd that also cuts white space JSON does not allow: the text path decides).
 */
export function offered(w: JsonLines, i: number): boolean {
  const L = w.maxLines;
  const o = w.o;
  if (o[F.V * L + i] !== V.OK || (o[F.FL * L + i]! & (FL.NOT_PLAIN | FL.PLAIN_UNSURE)) !== 0) return false;
  const at = w.input + o[F.LE * L + i]! - 1;
  let last = w.buf[at];
  // The splitter removes one CR before the driver trims.
  if (last === 13) last = w.buf[at - 1];
  return last !== 32 && last !== 9;
}
