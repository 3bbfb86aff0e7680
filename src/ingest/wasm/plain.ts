/**
 * The driver's side of the fast path (docs/performance.md, "Fifteenth round"): which scanned lines are offered
 * to a reader's `LineSink.plain`, and the line it is offered as — its byte ranges, its head decoded, its message;
 * reading a header from the bytes is the reader's (formats/claude-desktop.ts PlainHeaderBytes).
 */
import type { JsonRpcMessage, Transport } from '../../events.js';
import type { PlainEvent } from '../../plain-event.js';
import type { PlainLine } from '../types.js';
import { F, FL, V, type JsonLines } from './load.js';
import { plainEventOf, plainMessage } from './message.js';

/**
 * Line i of the scanner's last scan, as a reader's `plain()` sees it (one object, moved from line to line): the
 * ranges of its bytes; what they mean before the body (a Claude Desktop header) is the reader's to read.
 */
export class ScannedPlainLine implements PlainLine {
  i = 0;
  bytes: Buffer;
  start = 0;
  body = 0;

  constructor(private readonly w: JsonLines) {
    this.bytes = w.buf;
  }

  /** Moves to line i (the scanner's memory may have grown since the last line: its Buffer is taken again). */
  at(i: number): void {
    const w = this.w;
    this.i = i;
    this.bytes = w.buf;
    this.start = w.input + w.f(F.LS, i);
    this.body = w.input + w.f(F.BS, i);
  }

  head(): string {
    const w = this.w;
    return w.str(w.f(F.LS, this.i), w.f(F.BS, this.i));
  }

  message(): JsonRpcMessage {
    return plainMessage(this.w, this.i);
  }

  event(at: number | null, file: string, line: number, session: string | null, transport: Transport | null): PlainEvent {
    return plainEventOf(this.w, this.i, at, file, line, session, transport);
  }
}

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
