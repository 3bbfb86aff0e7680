/**
 * The JavaScript side of json-lines.wasm (fourteenth engine round, docs/performance.md): reads a file in
 * 1 MiB chunks straight into the module's memory (or, `copy: true`, into a Buffer first and copied in),
 * has the module scan each chunk's complete lines, and hands every batch of lines to a callback that reads
 * the per-line fields from typed arrays over the module's memory.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

const wasmPath = new URL('./json-lines.wasm', import.meta.url);
const module = new WebAssembly.Module(readFileSync(wasmPath));

// i32 fields (json-lines.ts)
export const F = {
  LS: 0, LE: 1, BS: 2, BE: 3, V: 4, FL: 5, IDS: 6, IDE: 7, IDK: 8, MS: 9, ME: 10, CODE: 11,
  TS: 12, TE: 13, TK: 14, MTS: 15, MTE: 16, MTK: 17, RS: 18, RE: 19, RK: 20,
  NS: 21, NE: 22, NK: 23, US: 24, UE: 25, UK: 26, PGS: 27, PGE: 28, PGK: 29, PS: 30, PE: 31,
  MI: 32, NI: 33, UI: 34,
};
export const D = { ID: 0, T: 1, MT: 2, R: 3, PG: 4, STAMP: 5, MSG: 6, NAME_END: 7 };
export const FL = { RESULT: 1, ERROR: 2, IS_ERROR: 4, PARAMS: 8, CODE: 16, SAME_NAME: 32, NOT_PLAIN: 64, PLAIN_UNSURE: 128 };
export const K = { ABSENT: 0, STR: 1, INT: 2, NULL: 3, TRUE: 4, FALSE: 5, NUM: 6, OBJ: 7, ARR: 8, ESTR: 9 };
export const V = { NONE: 0, OK: 1, INVALID: 2, FALLBACK: 3 };

/**
 * format: 'ndjson' | 'claude' (floor.mjs's cut: after "Message from ") | 'claude-header' (the ninth round's
 * prototype's cut: after "] Message from ", with the header's stamp, label end and marker offset).
 */
export function scanner(format, { copy = false } = {}) {
  const inst = new WebAssembly.Instance(module, {
    env: { abort: () => { throw new Error('abort'); } },
  });
  const ex = inst.exports;
  const mem = ex.memory;
  const MAXL = ex.maxLines();
  const OUT = ex.outPtr();
  const OUTD = ex.outdPtr();
  const INPUT = ex.inputPtr();
  const marker = format === 'claude' ? 'Message from ' : format === 'claude-header' ? '] Message from ' : '';
  const mode = marker.length;
  const header = format === 'claude-header';
  const names = [];
  const s = {
    MAXL, INPUT,
    /** Int32Array: field f of line i at f * MAXL + i */
    o: null,
    /** Float64Array: field f of line i at f * MAXL + i */
    d: null,
    /** a Buffer over the module's memory: offsets in the fields are relative to INPUT */
    buf: null,
    views() {
      s.o = new Int32Array(mem.buffer, OUT, 36 * MAXL);
      s.d = new Float64Array(mem.buffer, OUTD, 8 * MAXL);
      s.buf = Buffer.from(mem.buffer);
      new Uint8Array(mem.buffer).set(Buffer.from(marker, 'latin1'), ex.patPtr());
    },
    ensure(bytes) {
      const need = INPUT + bytes + 64;
      if (need > mem.buffer.byteLength) {
        mem.grow(Math.ceil((need - mem.buffer.byteLength) / 65536));
        s.views();
      }
    },
    /** The text of intern number k (method, tool name), decoded once. */
    interned(k) {
      let v = names[k];
      if (v === undefined) {
        const at = ex.internAt(k);
        names[k] = v = s.buf.utf8Slice(at, at + ex.internLen(k));
      }
      return v;
    },
    /** Text of [a, b) (offsets relative to INPUT), decoded as the floor decodes a line. */
    str(a, b) {
      return s.buf.utf8Slice(INPUT + a, INPUT + b);
    },
    /** Scans the bytes of `data` (a Buffer) as one final chunk. */
    bytes(data, onBatch) {
      s.ensure(data.length);
      s.buf.set(data, INPUT);
      s.buf[INPUT + data.length] = 10;
      let from = 0;
      let lines = 0;
      for (;;) {
        const k = ex.scan(from, data.length, mode, true, header);
        if (k === 0) break;
        onBatch(k, 0);
        lines += k;
        from = s.o[F.LE * MAXL + k - 1] + 1;
        if (k < MAXL) break;
      }
      return lines;
    },
    /**
     * Scans the file; onBatch(n, base) for each batch of n lines, `base` the file offset of INPUT (so a line's
     * file offset is base + its LS). Returns the number of lines.
     */
    file(path, onBatch) {
      const CHUNK = 1 << 20;
      const fd = openSync(path, 'r');
      const tmp = copy ? Buffer.allocUnsafe(CHUNK) : null;
      let carry = 0;
      let base = 0;
      let lines = 0;
      for (;;) {
        s.ensure(carry + CHUNK);
        let n;
        if (copy) {
          n = readSync(fd, tmp, 0, CHUNK, null);
          s.buf.set(n === CHUNK ? tmp : tmp.subarray(0, n), INPUT + carry);
        } else n = readSync(fd, s.buf, INPUT + carry, CHUNK, null);
        const total = carry + n;
        const final = n === 0;
        s.buf[INPUT + total] = 10; // sentinel
        let from = 0;
        for (;;) {
          const k = ex.scan(from, total, mode, final, header);
          if (k === 0) break;
          onBatch(k, base);
          lines += k;
          from = s.o[F.LE * MAXL + k - 1] + 1;
          if (k < MAXL) break;
        }
        if (final) break;
        s.buf.copyWithin(INPUT, INPUT + from, INPUT + total);
        carry = total - from;
        base += from;
      }
      closeSync(fd);
      return lines;
    },
  };
  s.views();
  return s;
}
