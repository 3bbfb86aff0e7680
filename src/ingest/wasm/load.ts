/**
 * The JavaScript side of json-lines.wasm (docs/performance.md, fourteenth and fifteenth rounds): a validator that
 * decides per line, over the bytes of a read chunk, exactly what `JSON.parse` of the line's decoded body decides,
 * and writes the facts of an accepted message (id, method, the ranges of `params`, `result` and `jsonrpc`, the
 * order of the top-level keys, whether `plainJsonRpc` would hand the parsed object on) into typed columns.
 *
 * Loaded synchronously, once per process, from the file next to this one (the build copies it into dist/:
 * scripts/copy-wasm.mjs). When it cannot be loaded (no file, no WebAssembly, no SIMD), `jsonLines()` is null and
 * every capture is read as before, by the JavaScript path alone. An instance serves one read at a time and, reset,
 * the next reads of the process (jsonLines, release).
 */
import { readFileSync } from 'node:fs';

/** i32 columns (json-lines.ts F_*). */
export const F = {
  LS: 0, LE: 1, BS: 2, BE: 3, V: 4, FL: 5, IDS: 6, IDE: 7, IDK: 8, MS: 9, ME: 10, CODE: 11, TS: 12, TE: 13, TK: 14,
  MTS: 15, MTE: 16, MTK: 17, RS: 18, RE: 19, RK: 20, NS: 21, NE: 22, NK: 23, US: 24, UE: 25, UK: 26, PGS: 27, PGE: 28,
  PGK: 29, PS: 30, PE: 31, MI: 32, NI: 33, UI: 34, JS: 35, JE: 36, JK: 37, ORD: 38, XS: 39, XE: 40, PMS: 41, PMN: 42,
  SH: 43,
} as const;
/** i32 columns per line. */
const NF = 44;
/**
 * An entry of params' members (json-lines.ts MT): key start, key end, value start, value end, kind, the key's intern
 * number, a string value's intern number (-1: none).
 */
export const MT_FIELDS = 7;
/** f64 columns (json-lines.ts D_*). */
export const D = { ID: 0, T: 1, MT: 2, R: 3, PG: 4 } as const;
/** Flags (json-lines.ts FL_*). */
export const FL = { RESULT: 1, ERROR: 2, IS_ERROR: 4, PARAMS: 8, CODE: 16, NOT_PLAIN: 64, PLAIN_UNSURE: 128, SHAPE: 256 } as const;
/** Value kinds (json-lines.ts K_*). */
export const K = { ABSENT: 0, STR: 1, INT: 2, NULL: 3, TRUE: 4, FALSE: 5, NUM: 6, OBJ: 7, ARR: 8, ESTR: 9 } as const;
/** Verdicts (json-lines.ts, F_V). */
export const V = { NONE: 0, OK: 1, INVALID: 2, FALLBACK: 3 } as const;
/** Key codes in F_ORD, 3 bits each, the first key highest (json-lines.ts ORD_*): kept in key-order.ts, which the plain event reads too. */
export { ORD } from '../../key-order.js';

/** The byte cut of a line: the whole line (NDJSON), or Claude Desktop's body after `Message from `. */
export type Cut = 'line' | 'claude-desktop';

const MARKER = 'Message from ';

/**
 * The little of the WebAssembly JavaScript API used here, typed locally: the project's `lib` (ES2023, Node's types)
 * does not declare it.
 */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
/** A compiled module (opaque). */
export interface WasmModule {
  readonly __wasmModule?: never;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { exports: object };
}
const WASM = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

interface Exports {
  memory: WasmMemory;
  maxLines(): number;
  outPtr(): number;
  outdPtr(): number;
  inputPtr(): number;
  patPtr(): number;
  membersPtr(): number;
  internAt(k: number): number;
  internLen(k: number): number;
  scan(from: number, end: number, mode: number, final: number, header: number): number;
  reset(): void;
}

/** `Buffer#utf8Slice`: what `toString('utf8', a, b)` calls after checking its arguments (open.ts utf8). */
type Utf8Sliceable = Buffer & { utf8Slice?: (begin: number, end: number) => string };

/** One instance of the module: its memory, its columns, and the scan of one chunk. */
export class JsonLines {
  /** Lines one `scan()` call writes at most. */
  readonly maxLines: number;
  /** Offset in `buf` where the chunk's bytes go. */
  readonly input: number;
  /** i32 column f of line i at `o[f * maxLines + i]`. */
  o!: Int32Array;
  /** f64 column f of line i at `d[f * maxLines + i]`. */
  d!: Float64Array;
  /** params' members of the last scan: entry j's field k at `m[j * MT_FIELDS + k]` (F.PMS, F.PMN). */
  m!: Int32Array;
  /** The module's memory (replaced when it grows). */
  buf!: Buffer;
  private readonly ex: Exports;
  private readonly mode: number;
  private readonly names: (string | undefined)[] = [];

  /** The memory's size when the instance was made: an instance whose memory grew is not reused (release). */
  private readonly initialBytes: number;

  constructor(module: WasmModule, readonly cut: Cut) {
    const inst = new WASM!.Instance(module, { env: { abort: () => { throw new Error('json-lines.wasm: abort'); } } });
    this.ex = inst.exports as unknown as Exports;
    this.maxLines = this.ex.maxLines();
    this.input = this.ex.inputPtr();
    this.mode = cut === 'line' ? 0 : MARKER.length;
    this.initialBytes = this.ex.memory.buffer.byteLength;
    this.views();
  }

  /** Whether the memory is still its initial size (a long line makes it grow: reserve). */
  get grown(): boolean {
    return this.ex.memory.buffer.byteLength !== this.initialBytes;
  }

  /**
   * Puts the instance back in a fresh one's state for the next capture (json-lines.ts reset: memory all zero, every
   * global its initial value), then writes what the constructor writes (the marker) and forgets the intern numbers'
   * texts, which were the last capture's. Only for an instance whose memory has not grown, so that its memory is also
   * a fresh one's size.
   */
  reset(): void {
    this.ex.reset();
    this.names.length = 0;
    this.views();
  }

  private views(): void {
    const mem = this.ex.memory.buffer;
    this.o = new Int32Array(mem, this.ex.outPtr(), NF * this.maxLines);
    this.m = new Int32Array(mem, this.ex.membersPtr(), (this.ex.inputPtr() - this.ex.membersPtr()) >> 2);
    this.d = new Float64Array(mem, this.ex.outdPtr(), 8 * this.maxLines);
    this.buf = Buffer.from(mem);
    if (this.mode > 0) this.buf.write(MARKER, this.ex.patPtr(), 'latin1');
  }

  /** Makes room for `bytes` of input (and the sentinel and padding after them); the views may change. */
  reserve(bytes: number): void {
    const mem = this.ex.memory;
    const need = this.input + bytes + 64;
    if (need > mem.buffer.byteLength) {
      mem.grow(Math.ceil((need - mem.buffer.byteLength) / 65536));
      this.views();
    }
  }

  /**
   * Scans input bytes [from, total) (offsets from `input`), whose complete lines end in 0x0A; the last line,
   * unterminated, only when `final`. Returns how many lines were written (at most `maxLines`).
   */
  scan(from: number, total: number, final: boolean): number {
    this.buf[this.input + total] = 10; // the sentinel the module's line scan stops at
    return this.ex.scan(from, total, this.mode, final ? 1 : 0, 0);
  }

  /** Column f of line i. */
  f(field: number, i: number): number {
    return this.o[field * this.maxLines + i]!;
  }

  /** The text of input bytes [a, b), decoded as the line splitter decodes a line. */
  str(a: number, b: number): string {
    const buf = this.buf as Utf8Sliceable;
    return buf.utf8Slice !== undefined ? buf.utf8Slice(this.input + a, this.input + b) : buf.toString('utf8', this.input + a, this.input + b);
  }

  /** The key of params member entry `e` (an index into `m`, MT_FIELDS a member): its intern number's text, else its bytes. */
  memberKey(e: number): string {
    return this.text(this.m[e + 5]!, this.m[e]!, this.m[e + 1]!);
  }

  /**
   * The text of a string the module may have interned: intern number k's (k ≥ 0), else input bytes [a, b). Every
   * such read (a method, a params key, a string value) goes through here. A read of an uninterned string (a method
   * longer than the intern limit, a key met once) is first met late in a capture, after its callers were optimised:
   * when it was its own branch (`this.str(a, b)`) that branch had no type feedback, and its first use deoptimised
   * `plainEventOf` and `memberKey`, which were then compiled again (docs/performance.md, fifty-fourth round). Now both
   * kinds of read take the same operations (`decode`), which the first interned name already gave feedback.
   */
  text(k: number, a: number, b: number): string {
    if (k >= 0) {
      const v = this.names[k];
      if (v !== undefined) return v;
    }
    return this.decode(k, a, b);
  }

  /** The text of intern number k (a method, a key), decoded once per process and instance. */
  interned(k: number): string {
    return this.text(k, 0, 0);
  }

  /**
   * `text`'s slow part: the first read of intern number k's text, or input bytes [a, b) (k < 0). The offsets of both
   * are computed for every call, and the one decode serves both: no operation here runs only for k < 0 (see `text`).
   */
  private decode(k: number, a: number, b: number): string {
    const ex = this.ex;
    const from = this.input + a;
    const to = this.input + b;
    const named = k >= 0;
    const at = named ? ex.internAt(k) : from;
    const end = named ? at + ex.internLen(k) : to;
    const buf = this.buf as Utf8Sliceable;
    const v = buf.utf8Slice !== undefined ? buf.utf8Slice(at, end) : buf.toString('utf8', at, end);
    if (named) this.names[k] = v;
    return v;
  }
}

let compiled: WasmModule | null | undefined;

/** The compiled module, or null when it cannot be had (then the JavaScript path reads everything). */
export function jsonLinesModule(): WasmModule | null {
  if (compiled === undefined) {
    try {
      compiled = WASM === undefined ? null : new WASM.Module(readFileSync(new URL('./json-lines.wasm', import.meta.url)));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/**
 * Instances a finished read gave back (release), by cut, ready to be reset for the next. A process that reads many
 * captures (a CLI run over several files, a library caller, the test suite's ~3,000 reads) made an instance for each:
 * a 3.25 MiB memory that V8 counts as external memory until the collector frees it, which made full collections
 * come early and often (docs/performance.md, thirty-seventh round). At most POOL_MAX kept a cut: reads of one process
 * run one at a time, or a few at once.
 */
const pool: Record<Cut, JsonLines[]> = { line: [], 'claude-desktop': [] };
const POOL_MAX = 2;

/**
 * An instance for one capture's read, in a fresh instance's state (a reused one is reset), or null (see
 * jsonLinesModule). The read owns it until it gives it back with release: two reads at once never share one.
 */
export function jsonLines(cut: Cut): JsonLines | null {
  if (process.env.MCP_TRIAGE_NO_WASM === '1') return null;
  const m = jsonLinesModule();
  if (m === null) return null;
  try {
    const kept = pool[cut].pop();
    if (kept !== undefined) {
      kept.reset();
      return kept;
    }
    return new JsonLines(m, cut);
  } catch {
    return null;
  }
}

/**
 * Gives back the instance of a read that is over (ended, failed or abandoned): nothing of the capture may read it
 * again (its events hold copies of their bytes, never views of the memory). One whose memory grew is dropped, so that
 * a long line's memory is freed with it, as before.
 */
export function release(w: JsonLines): void {
  const free = pool[w.cut];
  if (!w.grown && free.length < POOL_MAX && !free.includes(w)) free.push(w);
}
