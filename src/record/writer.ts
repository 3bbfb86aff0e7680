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
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { RecorderClock } from './clock.js';

export const DEFAULT_MAX_BUFFER_BYTES = 64 * 1024 * 1024;

export interface CaptureWriterOptions {
  path: string;
  clock: RecorderClock;
  /** Where the one-line "recording stopped" / "dropping events" remarks go (default process.stderr). */
  stderr?: { write(s: string): unknown };
  maxBufferBytes?: number;
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
    this.stream = createWriteStream(opts.path, { flags: 'w', highWaterMark: 1024 * 1024 });
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
    this.line(JSON.stringify({ type, t: this.clock.iso(at), ...fields }));
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
      this.write(
        JSON.stringify({ type: 'note', t: this.clock.iso(), text: `recorder dropped ${n} events here: output too slow`, dropped: n }),
      );
    }
    this.write(json);
  }

  private write(json: string): void {
    this.written++;
    // The return value (backpressure) is ignored on purpose: the bound above is our backpressure.
    this.stream.write(json + '\n');
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
      this.write(JSON.stringify({ type: 'note', t: this.clock.iso(), text: `recorder dropped ${n} events here: output too slow`, dropped: n }));
    }
    if (!this.stream.destroyed && !this.stream.writableEnded) this.stream.end();
    await this.finished;
  }
}
