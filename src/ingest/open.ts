/**
 * Bytes → lines, for a file, stdin (`-`) or a gzip stream of either.
 *
 * Design (shared/design/architecture.md, "Streaming and bounded"):
 * - a file is read in 1 MiB reads into one reused buffer (after the peek) and split into lines by a
 *   plain `indexOf('\n')` loop that calls a *synchronous* callback per line: per-line async
 *   iteration (readline) is the dominant cost on big captures, and a fresh buffer per read
 *   (`createReadStream`) was most of the reading loop's own cost;
 * - gzip is recognised by its magic bytes (RFC 1952 §2.3.1: 0x1f 0x8b), never by the extension,
 *   because users rename and pipe files;
 * - the first lines are peeked for format detection from chunks that are kept and replayed, so
 *   stdin works the same as a file and nothing is read twice or held whole;
 * - a line that grows past `maxLineBytes` is dropped as it streams and reported, so a 2 GB file
 *   with no newline cannot exhaust memory.
 */
import { open as fsOpen, type FileHandle } from 'node:fs/promises';
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { isCrashDumpLine } from './crash-dump.js';
import { InputError } from './errors.js';

/**
 * At most this many non-blank lines are given to `Reader.sniff()` (types.ts). Lines of a Python crash dump
 * (crash-dump.ts) are left out of the head: a server's dump at the head of a host log must not hide the log.
 */
export const HEAD_LINES = 64;
/** Each sniffed line is cut to this many characters (types.ts). */
export const HEAD_LINE_CHARS = 4096;
/** Longer lines (in UTF-8 bytes, the line break not counted) are skipped and reported. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

const READ_CHUNK = 1024 * 1024;
/** An unfinished line longer than this ends a scanned read's use of its scanner (readScanned). */
const LONG_LINE_BYTES = 16 * 1024 * 1024;
const GUNZIP_CHUNK = 256 * 1024;
/** Upper bound of decompressed bytes held back for sniffing. */
const PEEK_MAX_BYTES = 1024 * 1024;

export interface LineCallbacks {
  /** `text` has `\n` and one trailing `\r` removed; `no` is 1-based. */
  line(text: string, no: number): void;
  /** Line `no` was longer than the limit and was skipped; `bytes` is its length as far as read. */
  tooLong(no: number, bytes: number): void;
}

export interface ReadResult {
  lines: number;
  /** Bytes read from the file or stdin (compressed bytes for gzip). */
  bytes: number;
  /** A read or decompression error after some lines were read (the lines before it count). */
  error: Error | null;
}

export interface OpenedSource {
  /** As given: a path, or `-` for stdin. */
  readonly display: string;
  readonly gzip: boolean;
  /** First ≤64 non-blank lines (crash-dump lines skipped), each cut to 4 KiB, for `Reader.sniff()`. */
  readonly head: readonly string[];
  /** For each head line, how many blank lines came right before it (a double-spaced paste: paste.ts `spaced`). */
  readonly headBlanks: readonly number[];
  /** No byte at all (after decompression). */
  readonly empty: boolean;
  /** The head holds every non-blank line of the capture (it ended before HEAD_LINES and the peek's byte bound). */
  readonly headIsAll: boolean;
  /**
   * Streams every line (the peeked ones included) once; `progress` gets the bytes read so far after each chunk.
   * With `scanned`, a plain file (not stdin, not gzip) is read into the scanner's memory and each line is
   * offered to `scanned.take` before it is decoded; lines, their numbers, the too-long ones and the errors are
   * the same as without.
   */
  readLines(cb: LineCallbacks, progress?: (bytes: number) => void, scanned?: ScannedLines): Promise<ReadResult>;
  /** Releases the file when `readLines` will not be called. */
  close(): void;
}

export interface OpenOptions {
  stdin?: NodeJS.ReadableStream;
  maxLineBytes?: number;
}

/**
 * `Buffer#utf8Slice` is what `toString('utf8', begin, end)` calls after checking its arguments
 * (node:buffer); the wrapper cost 2.6 % of a whole run (docs/performance.md). Our bounds are
 * always valid, so the check is skipped when the method is there.
 */
type Utf8Sliceable = Buffer & { utf8Slice?: (begin: number, end: number) => string };
const HAS_UTF8_SLICE = typeof (Buffer.prototype as Utf8Sliceable).utf8Slice === 'function';
function utf8(buf: Buffer, begin: number, end: number): string {
  return HAS_UTF8_SLICE ? (buf as Utf8Sliceable).utf8Slice!(begin, end) : buf.toString('utf8', begin, end);
}

/**
 * Splits bytes into lines and decodes each line on its own.
 *
 * Why per line and not per chunk (docs/performance.md, "Memory: what the peak RSS was"): a decoded
 * 1 MiB chunk is one big string, and every line cut from it is a V8 *sliced string* that keeps
 * the whole chunk alive. Chunks live across scavenges while their lines are processed, get
 * promoted, and pile up in old space until a full collection: that, not the live set, was most
 * of the peak RSS. A line decoded alone owns just its own bytes and dies young with the
 * objects made from it.
 *
 * Splitting bytes on 0x0A is exact for UTF-8 (the byte never occurs inside a multi-byte
 * sequence, and the WHATWG decoder ends any open sequence at it), so each line decodes to the
 * same text as decoding the whole stream: U+FFFD for each maximal invalid subpart (checked
 * against `string_decoder` by a randomized test in test/ingest/open.test.ts). Push-based and
 * synchronous: the per-line cost is a native `indexOf` and one decode.
 */
export class LineSplitter {
  /** Bytes of the unfinished line, each piece copied (the producer may reuse its buffer). */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skipping = false;
  private skippedBytes = 0;
  private no: number;

  constructor(
    private readonly cb: LineCallbacks,
    private readonly maxLineBytes: number = MAX_LINE_BYTES,
    /** The number of the first line it splits (the scanned read hands a long line over: readScanned). */
    firstLine = 1,
  ) {
    this.no = firstLine;
  }

  /** Lines completed so far. */
  get lines(): number {
    return this.no - 1;
  }

  /** The unfinished line held so far, decoded and cut to `max` characters. */
  pendingText(max: number): string {
    if (this.pendingBytes === 0) return '';
    const all = this.pendingBuffer();
    // A character is at most 4 bytes, so 4·max bytes hold at least `max` characters.
    const text = all.toString('utf8', 0, Math.min(all.length, max * 4));
    return text.length > max ? text.slice(0, max) : text;
  }

  push(chunk: Buffer): void {
    const n = chunk.length;
    if (n === 0) return;
    let start = 0;
    let nl = chunk.indexOf(10);
    if (nl < 0) {
      this.hold(chunk, 0);
      return;
    }
    if (this.skipping) {
      this.skippedBytes += nl;
      this.finishSkip();
      start = nl + 1;
    } else if (this.pendingBytes > 0) {
      const total = this.pendingBytes + nl;
      const line = Buffer.concat([...this.pending, chunk.subarray(0, nl)], total);
      this.pending = [];
      this.pendingBytes = 0;
      this.emit(line, 0, total);
      start = nl + 1;
    } else {
      this.emit(chunk, 0, nl);
      start = nl + 1;
    }
    nl = chunk.indexOf(10, start);
    while (nl >= 0) {
      this.emit(chunk, start, nl);
      start = nl + 1;
      nl = chunk.indexOf(10, start);
    }
    if (start < n) this.hold(chunk, start);
  }

  end(): void {
    if (this.skipping) {
      this.finishSkip();
    } else if (this.pendingBytes > 0) {
      const line = this.pendingBuffer();
      this.pending = [];
      this.pendingBytes = 0;
      this.emit(line, 0, line.length);
    }
  }

  /** The unfinished line's bytes as one buffer. */
  private pendingBuffer(): Buffer {
    return this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending, this.pendingBytes);
  }

  private hold(chunk: Buffer, start: number): void {
    const len = chunk.length - start;
    if (this.skipping) {
      this.skippedBytes += len;
      return;
    }
    if (this.pendingBytes + len > this.maxLineBytes) {
      // Drop what we hold and count the rest of the line as it streams past.
      this.skipping = true;
      this.skippedBytes = this.pendingBytes + len;
      this.pending = [];
      this.pendingBytes = 0;
      return;
    }
    this.pending.push(Buffer.from(chunk.subarray(start)));
    this.pendingBytes += len;
  }

  private finishSkip(): void {
    this.skipping = false;
    this.cb.tooLong(this.no, this.skippedBytes);
    this.skippedBytes = 0;
    this.no++;
  }

  private emit(buf: Buffer, begin: number, end: number): void {
    emitLine(this.cb, buf, begin, end, this.no++, this.maxLineBytes);
  }
}

/** Line `no`, `buf[begin, end)` (no `\n`): one trailing CR and, on line 1, a UTF-8 BOM removed. */
function emitLine(cb: LineCallbacks, buf: Buffer, begin: number, end: number, no: number, maxLineBytes: number): void {
  if (end - begin > maxLineBytes) {
    cb.tooLong(no, end - begin);
    return;
  }
  if (end > begin && buf[end - 1] === 13) end--;
  if (no === 1 && end - begin >= 3 && buf[begin] === 0xef && buf[begin + 1] === 0xbb && buf[begin + 2] === 0xbf) begin += 3;
  cb.line(begin === end ? '' : utf8(buf, begin, end), no);
}

/**
 * A chunk scanner with a memory of its own (ingest/wasm/load.ts JsonLines): the scanned read puts each chunk's
 * bytes there, and the scanner splits them into lines and reads each line's facts.
 */
export interface ChunkScanner {
  /** Offset in `buf` where the input goes. */
  readonly input: number;
  /** The scanner's memory; replaced by `reserve`. */
  readonly buf: Buffer;
  readonly maxLines: number;
  /** Makes room for `bytes` of input. */
  reserve(bytes: number): void;
  /** Scans input [from, total); the unterminated last line only when `final`. Lines written. */
  scan(from: number, total: number, final: boolean): number;
  /** Line i's start and end (its 0x0A, or the end of the input), relative to `input`. */
  f(field: 0 | 1, i: number): number;
}

/** A scanned read's consumer: `take(i, no)` is offered line i of the last scan; false: it is decoded for `line()`. */
export interface ScannedLines {
  scanner: ChunkScanner;
  take(i: number, no: number): boolean;
}

/** true when the line has a character other than space, tab, CR, FF, VT. */
export function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 12 && c !== 11) return false;
  }
  return true;
}

function describeOpenError(display: string, err: unknown): InputError {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case 'ENOENT':
      return new InputError(`${display}: no such file`);
    case 'EACCES':
    case 'EPERM':
      return new InputError(`${display}: permission denied`);
    case 'EISDIR':
      return new InputError(`${display}: is a directory`);
    default:
      return new InputError(`${display}: cannot read (${code ?? String(err)})`);
  }
}

/**
 * Opens a capture and peeks at its head. Throws `InputError` when it cannot be opened or the
 * very first bytes cannot be decoded (e.g. a corrupt gzip header).
 */
export async function openSource(path: string, opts: OpenOptions = {}): Promise<OpenedSource> {
  const display = path;
  const maxLineBytes = opts.maxLineBytes ?? MAX_LINE_BYTES;
  let bytes = 0;
  /**
   * The next raw chunk in a buffer of its own (kept for the peek, or handed to gunzip, which may hold it
   * while it works), or null at the end.
   */
  let freshRaw: () => Promise<Buffer | null>;
  /**
   * The next raw chunk, possibly in a buffer that the following call overwrites: only for a consumer that
   * is done with a chunk before it asks for the next one (the line splitter copies what it keeps).
   */
  let reusedRaw: () => Promise<Buffer | null>;
  let closeRaw: () => void;
  /** A plain file's next bytes read straight into `buf` at `off` (0 at the end); null for stdin. */
  let rawInto: ((buf: Buffer, off: number, len: number) => Promise<number>) | null = null;
  if (path === '-') {
    const raw = opts.stdin ?? process.stdin;
    const rawIt = (raw as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
    freshRaw = async () => {
      const r = await rawIt.next();
      if (r.done) return null;
      const b = typeof r.value === 'string' ? Buffer.from(r.value, 'utf8') : r.value;
      bytes += b.length;
      return b;
    };
    reusedRaw = freshRaw;
    closeRaw = () => {};
  } else {
    let fh: FileHandle;
    try {
      fh = await fsOpen(path, 'r');
      const st = await fh.stat();
      if (st.isDirectory()) {
        await fh.close();
        throw Object.assign(new Error('directory'), { code: 'EISDIR' });
      }
    } catch (err) {
      throw describeOpenError(display, err);
    }
    // One read buffer for the whole file instead of a fresh chunk per read (what `createReadStream`
    // allocates): the fresh 1 MiB buffers cost the reading loop about half its CPU in page faults and
    // collection (shared/design/engine.md, "Two facts"; docs/performance.md, sixth round).
    let closed = false;
    let reuse: Buffer | null = null;
    closeRaw = () => {
      if (closed) return;
      closed = true;
      void fh.close().catch(() => {});
    };
    const readInto = async (buf: Buffer): Promise<Buffer | null> => {
      if (closed) return null;
      const { bytesRead } = await fh.read(buf, 0, buf.length, null);
      if (bytesRead === 0) {
        closeRaw();
        return null;
      }
      bytes += bytesRead;
      return bytesRead === buf.length ? buf : buf.subarray(0, bytesRead);
    };
    freshRaw = () => readInto(Buffer.allocUnsafe(READ_CHUNK));
    reusedRaw = () => readInto((reuse ??= Buffer.allocUnsafe(READ_CHUNK)));
    rawInto = async (buf: Buffer, off: number, len: number): Promise<number> => {
      if (closed) return 0;
      const { bytesRead } = await fh.read(buf, off, len, null);
      if (bytesRead === 0) {
        closeRaw();
        return 0;
      }
      bytes += bytesRead;
      return bytesRead;
    };
  }

  // Enough bytes to see the gzip magic number.
  const first: Buffer[] = [];
  let firstLen = 0;
  let rawDone = false;
  try {
    while (firstLen < 2) {
      const b = await freshRaw();
      if (b === null) {
        rawDone = true;
        break;
      }
      first.push(b);
      firstLen += b.length;
    }
  } catch (err) {
    closeRaw();
    throw describeOpenError(display, err);
  }
  const head0 = first[0];
  const gzip =
    head0 !== undefined &&
    (head0.length >= 2
      ? head0[0] === 0x1f && head0[1] === 0x8b
      : head0[0] === 0x1f && first[1]?.[0] === 0x8b);

  /** Chunks for the peek (each kept in its own buffer) and then for the lines (a reused one where it can). */
  let nextFresh: () => Promise<Buffer | null>;
  let nextReused: () => Promise<Buffer | null>;
  let destroy: () => void;
  /** The raw chunks read for the gzip test and not yet handed on (a plain file only). */
  let takeFirst: () => Buffer | null = () => null;
  if (gzip) {
    async function* rawChunks(): AsyncGenerator<Buffer> {
      for (const b of first) yield b;
      if (rawDone) return;
      for (;;) {
        const b = await freshRaw();
        if (b === null) return;
        yield b;
      }
    }
    const gz = createGunzip({ chunkSize: GUNZIP_CHUNK });
    // pipeline() forwards a source error into the gunzip stream, so iteration throws it.
    const out = pipeline(Readable.from(rawChunks(), { objectMode: false }), gz, () => {});
    const it = (out as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    nextFresh = async () => {
      const r = await it.next();
      return r.done ? null : r.value;
    };
    nextReused = nextFresh;
    destroy = () => {
      gz.destroy();
      closeRaw();
    };
  } else {
    let i = 0;
    const fromFirst = (): Buffer | null => (i < first.length ? (first[i++] as Buffer) : null);
    takeFirst = fromFirst;
    nextFresh = async () => fromFirst() ?? (rawDone ? null : freshRaw());
    nextReused = async () => fromFirst() ?? (rawDone ? null : reusedRaw());
    destroy = closeRaw;
  }

  // Peek: keep the chunks, collect the head with a throw-away splitter.
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let eof = false;
  let pendingError: Error | null = null;
  const head: string[] = [];
  const headBlanks: number[] = [];
  let blanks = 0;
  const headSplitter = new LineSplitter(
    {
      line(text) {
        if (head.length >= HEAD_LINES) return;
        if (isBlank(text)) blanks++;
        else if (!isCrashDumpLine(text)) {
          head.push(text.length > HEAD_LINE_CHARS ? text.slice(0, HEAD_LINE_CHARS) : text);
          headBlanks.push(blanks);
          blanks = 0;
        }
      },
      tooLong() {},
    },
    Number.MAX_SAFE_INTEGER,
  );
  try {
    while (head.length < HEAD_LINES && keptBytes < PEEK_MAX_BYTES) {
      const b = await nextFresh();
      if (b === null) {
        eof = true;
        break;
      }
      kept.push(b);
      keptBytes += b.length;
      headSplitter.push(b);
    }
  } catch (err) {
    pendingError = asError(err);
  }
  if (eof || pendingError) headSplitter.end();
  else if (head.length < HEAD_LINES) {
    const partial = headSplitter.pendingText(HEAD_LINE_CHARS);
    if (!isBlank(partial) && !isCrashDumpLine(partial)) {
      head.push(partial);
      headBlanks.push(blanks);
    }
  }
  if (pendingError && keptBytes === 0) {
    destroy();
    throw new InputError(`${display}: cannot read${gzip ? ' gzip' : ''} (${pendingError.message})`);
  }

  let used = false;
  return {
    display,
    gzip,
    head,
    headBlanks,
    empty: keptBytes === 0 && (eof || pendingError !== null),
    headIsAll: eof && head.length < HEAD_LINES,
    close: destroy,
    async readLines(cb: LineCallbacks, progress?: (bytes: number) => void, scanned?: ScannedLines): Promise<ReadResult> {
      if (used) throw new Error(`${display}: lines were already read`);
      used = true;
      if (scanned !== undefined && !gzip && rawInto !== null) return readScanned(cb, progress, scanned, rawInto);
      const splitter = new LineSplitter(cb, maxLineBytes);
      let error = pendingError;
      try {
        for (const b of kept) splitter.push(b);
        kept.length = 0;
        progress?.(bytes);
        while (!eof && !error) {
          let b: Buffer | null;
          try {
            b = await nextReused();
          } catch (err) {
            // Only a read/decompression error is the input's fault; a callback's error
            // (below) is the caller's and propagates.
            error = asError(err);
            break;
          }
          if (b === null) break;
          splitter.push(b);
          progress?.(bytes);
        }
        splitter.end();
      } catch (err) {
        destroy();
        throw err;
      }
      destroy();
      return { lines: splitter.lines, bytes, error };
    },
  };

  /**
   * readLines through a chunk scanner (ingest/wasm/): each chunk is read into the scanner's memory behind the
   * unfinished line of the one before, the scanner splits its complete lines, and each line is offered to
   * `take` and otherwise decoded and handed to `line()` as LineSplitter hands it. A line that grows past
   * LONG_LINE_BYTES (or the line limit) is handed, with the rest of the input, to a LineSplitter: the scanner's
   * memory stays a chunk and a bit, and the long line is read, or skipped, as it always was.
   */
  async function readScanned(
    cb: LineCallbacks,
    progress: ((bytes: number) => void) | undefined,
    scanned: ScannedLines,
    into: (buf: Buffer, off: number, len: number) => Promise<number>,
  ): Promise<ReadResult> {
    const w = scanned.scanner;
    const long = Math.min(maxLineBytes, LONG_LINE_BYTES);
    let carry = 0;
    let no = 1;
    /** Set once a long line hands the rest of the input to the splitter. */
    const st = { splitter: null as LineSplitter | null };
    let error = pendingError;
    /** Scans input [0, total): offers or emits each line; keeps the unfinished one at the front. */
    const lines = (total: number, final: boolean): void => {
      let from = 0;
      for (;;) {
        const k = w.scan(from, total, final);
        if (k === 0) break;
        for (let i = 0; i < k; i++) {
          const n = no++;
          const ls = w.f(0, i);
          const le = w.f(1, i);
          // Line 1 may start with a BOM the splitter removes; a too-long line is reported, never read.
          if (n === 1 || le - ls > maxLineBytes || !scanned.take(i, n)) emitLine(cb, w.buf, w.input + ls, w.input + le, n, maxLineBytes);
        }
        from = w.f(1, k - 1) + 1;
        if (k < w.maxLines) break;
      }
      if (final) {
        carry = 0;
        return;
      }
      carry = total - from;
      if (carry > 0 && from > 0) w.buf.copyWithin(w.input, w.input + from, w.input + total);
      if (carry > long) {
        st.splitter = new LineSplitter(cb, maxLineBytes, no);
        st.splitter.push(Buffer.from(w.buf.subarray(w.input, w.input + carry)));
        carry = 0;
      }
    };
    const put = (b: Buffer): void => {
      if (st.splitter !== null) {
        st.splitter.push(b);
        return;
      }
      w.reserve(carry + b.length);
      b.copy(w.buf, w.input + carry);
      lines(carry + b.length, false);
    };
    try {
      for (const b of kept) put(b);
      kept.length = 0;
      progress?.(bytes);
      while (!eof && !error) {
        const first = takeFirst();
        if (first !== null) {
          put(first);
          progress?.(bytes);
          continue;
        }
        const splitter = st.splitter;
        if (splitter !== null) {
          let b: Buffer | null;
          try {
            b = await nextReused();
          } catch (err) {
            error = asError(err);
            break;
          }
          if (b === null) break;
          splitter.push(b);
          progress?.(bytes);
          continue;
        }
        w.reserve(carry + READ_CHUNK);
        let n: number;
        try {
          n = await into(w.buf, w.input + carry, READ_CHUNK);
        } catch (err) {
          // Only a read error is the input's fault; a callback's error (below) is the caller's and propagates.
          error = asError(err);
          break;
        }
        if (n === 0) break;
        lines(carry + n, false);
        progress?.(bytes);
      }
      if (st.splitter !== null) st.splitter.end();
      else lines(carry, true);
    } catch (err) {
      destroy();
      throw err;
    }
    destroy();
    return { lines: st.splitter !== null ? st.splitter.lines : no - 1, bytes, error };
  }
}

/** A thrown value as an Error (a read or decompression failure is kept as the input's error, ReadResult.error). */
function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
