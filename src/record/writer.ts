/**
 * The capture writer: JSON Lines per docs/mcpcap.md, written asynchronously.
 *
 * The rule that shapes everything here: **recording must never break the traffic.**
 * - Writes go to a `fs.WriteStream`; the caller never waits for the disk.
 * - The buffer is bounded (`maxBufferBytes`, 64 MiB by default). When the disk cannot keep up,
 *   events are dropped — the recording has a gap, the MCP traffic does not — and a `note`
 *   saying how many were dropped is written once the buffer drains.
 * - Any write error (unwritable path, disk full, EIO) stops recording for good, says so once on
 *   stderr, and every later `write` is a no-op.
 *
 * Appending (the stdio tap's default). A host may run the same server command twice with the
 * same `-o` — a restart after a crash, or the v2 client's `server/discover` probe on a sibling
 * process (shared/reference/sdk-behaviour.md #20) — and truncating would destroy the earlier lifetime, which is
 * the evidence. So the file is opened O_APPEND and every lifetime writes its own header. Two
 * recorders may be alive at once, so every chunk handed to the kernel is whole lines: the
 * stream gets one complete `…\n` string per line, and fs.WriteStream passes chunks unchanged
 * (one write(2), or one writev(2) of several whole chunks). With O_APPEND each such call lands
 * contiguously at the end of the file (POSIX write(2): no file modification between setting the
 * offset and the write; XSH 2.9.7: writes to a regular file are atomic with respect to each
 * other — Linux holds the inode lock for the whole call, whatever its size). PIPE_BUF's 4 KiB
 * bound is about pipes, not regular files. What is not covered: network file systems (NFS
 * emulates O_APPEND on the client) and a short write when the disk fills (the stream then
 * retries the rest, which another writer may precede) — a torn line is then a reader problem
 * with its file:line, and recording stops on the error anyway. See docs/record.md.
 */
import { closeSync, fstatSync, openSync, readSync, createWriteStream, type WriteStream } from 'node:fs';
import type { RecorderClock } from './clock.js';

export const DEFAULT_MAX_BUFFER_BYTES = 64 * 1024 * 1024;

export interface CaptureWriterOptions {
  path: string;
  clock: RecorderClock;
  /** Where the one-line "recording stopped" / "dropping events" remarks go (default process.stderr). */
  stderr?: { write(s: string): unknown };
  maxBufferBytes?: number;
  /** Open with O_APPEND and keep what the file holds (default false: truncate). */
  append?: boolean;
  /**
   * Tag every event line this writer composes with `"l": lifetime` (docs/mcpcap.md): lines of
   * two recorders appending to one file at once interleave, and the tag says whose each is.
   * Pre-serialised lines given to `line()` must carry it themselves.
   */
  lifetime?: string;
}

export interface RecordingStatus {
  path: string;
  /** Lines handed to the file (header included). */
  written: number;
  /** Events dropped because the buffer was full. */
  dropped: number;
  /** Set when recording stopped for good. */
  stoppedReason?: string;
}

/** The fields every event line starts with. */
export type EventFields = Record<string, unknown>;

export class CaptureWriter {
  private readonly stream: WriteStream;
  private readonly stderr: { write(s: string): unknown };
  private readonly maxBufferBytes: number;
  private readonly clock: RecorderClock;
  /** Fields every composed event line carries after `t` (the lifetime tag), or none. */
  private readonly tag: EventFields;
  /** Appending to a file whose last line is unterminated: the first line must start a new one. */
  private needsNewline: boolean;
  private stopped: string | undefined;
  /** close() was called: later events are ignored (the file is being finished). */
  private closing = false;
  private written = 0;
  private dropped = 0;
  /** Drops since the last note, so the gap is marked where it happened. */
  private droppedSinceNote = 0;
  private readonly finished: Promise<void>;

  constructor(opts: CaptureWriterOptions) {
    this.clock = opts.clock;
    this.stderr = opts.stderr ?? process.stderr;
    this.maxBufferBytes = opts.maxBufferBytes ?? DEFAULT_MAX_BUFFER_BYTES;
    this.tag = opts.lifetime !== undefined ? { l: opts.lifetime } : {};
    this.needsNewline = opts.append === true && endsInsideLine(opts.path);
    this.stream = createWriteStream(opts.path, { flags: opts.append === true ? 'a' : 'w', highWaterMark: 1024 * 1024 });
    this.finished = new Promise<void>((resolve) => {
      this.stream.once('close', resolve);
      this.stream.on('error', (err: Error) => {
        this.stop(err.message);
        resolve();
      });
    });
  }

  get isStopped(): boolean {
    return this.stopped !== undefined;
  }

  status(path: string): RecordingStatus {
    const s: RecordingStatus = { path, written: this.written, dropped: this.dropped };
    if (this.stopped !== undefined) s.stoppedReason = this.stopped;
    return s;
  }

  /** One event: `{"type":…,"t":…,…fields}`; `at` is the observation time from the clock. */
  event(type: string, at: number, fields: EventFields = {}): void {
    if (this.stopped !== undefined || this.closing) return;
    this.line(JSON.stringify({ type, t: this.clock.iso(at), ...this.tag, ...fields }));
  }

  /** A pre-serialised JSON object without its newline (used to embed large messages verbatim). */
  line(json: string): void {
    if (this.stopped !== undefined || this.closing) return;
    if (this.stream.writableLength + json.length > this.maxBufferBytes) {
      if (this.droppedSinceNote === 0) {
        this.stderr.write(
          `mcp-triage record: output too slow, buffer over ${this.maxBufferBytes} bytes; dropping events until it catches up; traffic continues\n`,
        );
      }
      this.dropped++;
      this.droppedSinceNote++;
      return;
    }
    if (this.droppedSinceNote > 0) {
      const n = this.droppedSinceNote;
      this.droppedSinceNote = 0;
      this.write(this.droppedNote(n));
    }
    this.write(json);
  }

  private droppedNote(n: number): string {
    return JSON.stringify({ type: 'note', t: this.clock.iso(), ...this.tag, text: `recorder dropped ${n} events here: output too slow`, dropped: n });
  }

  private write(json: string): void {
    this.written++;
    // One string per whole line: the chunk boundaries are the write(2) boundaries (see the top).
    const text = this.needsNewline ? `\n${json}\n` : `${json}\n`;
    this.needsNewline = false;
    // The return value (backpressure) is ignored on purpose: the bound above is our backpressure.
    this.stream.write(text);
  }

  /** Stops recording (idempotent); traffic is not affected. */
  stop(reason: string): void {
    if (this.stopped !== undefined) return;
    this.stopped = reason;
    this.stderr.write(`mcp-triage record: recording stopped: ${reason}; traffic continues\n`);
    this.stream.destroy();
  }

  /** Flushes and closes the file. Never rejects. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.stopped === undefined && this.droppedSinceNote > 0) {
      const n = this.droppedSinceNote;
      this.droppedSinceNote = 0;
      this.write(this.droppedNote(n));
    }
    if (!this.stream.destroyed && !this.stream.writableEnded) this.stream.end();
    await this.finished;
  }
}

/**
 * Whether the file exists, is non-empty and does not end with `\n` (an earlier recorder died
 * inside a line, or another tool wrote it). Appending a header right after that would glue the
 * two into one unreadable line. Best effort: any error means "no".
 */
function endsInsideLine(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    if (size === 0) return false;
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] !== 0x0a;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        /* nothing to do */
      }
    }
  }
}
