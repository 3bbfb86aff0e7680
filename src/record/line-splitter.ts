/**
 * Splits a byte stream into `\n`-terminated lines for *recording* (the bytes themselves were
 * already forwarded unchanged). stdio framing is newline-delimited JSON (spec, all versions:
 * "Messages are delimited by newlines"); the TS SDK strips a trailing `\r` (TS1 shared/stdio.ts),
 * so this does too.
 *
 * Bounded: a line longer than `maxLineBytes` is not kept in memory; its length is reported
 * through `onOversize` when it ends, so the capture still shows that *something* was sent.
 */
export interface LineSplitterOptions {
  maxLineBytes: number;
  onLine(line: Buffer, at: number): void;
  onOversize(bytes: number, at: number): void;
}

export const DEFAULT_MAX_LINE_BYTES = 32 * 1024 * 1024;

export class LineSplitter {
  private parts: Buffer[] = [];
  private partsBytes = 0;
  private oversize = false;

  constructor(private readonly opts: LineSplitterOptions) {}

  push(chunk: Buffer, at: number): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      if (nl === -1) {
        this.keep(chunk.subarray(start));
        return;
      }
      this.keep(chunk.subarray(start, nl));
      this.emit(at);
      start = nl + 1;
    }
  }

  /** The stream ended: a last line without `\n` is still a line. Returns true if there was one. */
  end(at: number): boolean {
    if (this.partsBytes === 0 && !this.oversize) return false;
    this.emit(at);
    return true;
  }

  private keep(piece: Buffer): void {
    if (piece.length === 0) return;
    this.partsBytes += piece.length;
    if (this.oversize) return;
    if (this.partsBytes > this.opts.maxLineBytes) {
      this.oversize = true;
      this.parts = [];
      return;
    }
    this.parts.push(piece);
  }

  private emit(at: number): void {
    if (this.oversize) {
      const n = this.partsBytes;
      this.reset();
      this.opts.onOversize(n, at);
      return;
    }
    let line = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts, this.partsBytes);
    this.reset();
    if (line.length > 0 && line[line.length - 1] === 13) line = line.subarray(0, line.length - 1);
    this.opts.onLine(line, at);
  }

  private reset(): void {
    this.parts = [];
    this.partsBytes = 0;
    this.oversize = false;
  }
}
