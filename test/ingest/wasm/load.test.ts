/**
 * The loader of json-lines.wasm (src/ingest/wasm/load.ts): the module loads from the file beside it, once per
 * process; an instance scans lines and reports them in its columns; and it can be switched off, in which case
 * every line is read by the JavaScript path.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { F, FL, V, jsonLines, jsonLinesModule, type JsonLines } from '../../../src/ingest/wasm/load.js';
import { scanBatches } from './scan-batches.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * Scans `lines` (latin1, one byte a character, so a line's offsets in bytes are its offsets in characters) through `w`
 * batch after batch, as the readers do, and hands each line with its row in the batch and its start offset to `check`;
 * every line must be met.
 */
function scanEach(w: JsonLines, lines: string[], check: (line: string, no: number, row: number, start: number) => void): void {
  let done = 0;
  scanBatches(w, Buffer.from(lines.join('\n'), 'latin1'), (k) => {
    for (let i = 0; i < k; i++) check(lines[done + i]!, done + i, i, w.f(F.LS, i));
    done += k;
  });
  expect(done).toBe(lines.length);
}

describe('json-lines.wasm loader', () => {
  it('compiles the module once and gives each read in progress an instance of its own', () => {
    const m = jsonLinesModule();
    expect(m).not.toBeNull();
    expect(jsonLinesModule()).toBe(m);
    const a = jsonLines('line');
    const b = jsonLines('line');
    expect(a).not.toBeNull();
    expect(b).not.toBe(a);
    expect(a!.buf.buffer).not.toBe(b!.buf.buffer);
  });

  it('scans lines into its columns: bounds, verdicts, the plain flags', () => {
    const w = jsonLines('line')!;
    const text = '{"jsonrpc":"2.0","id":1,"method":"ping"}\nnot json\n{"jsonrpc":"2.0","id":1,"error":{"code":1}}\n\n{"id":';
    const b = Buffer.from(text);
    w.reserve(b.length);
    b.copy(w.buf, w.input);
    // not final: the unterminated last line waits for more
    expect(w.scan(0, b.length, false)).toBe(4);
    expect(w.scan(0, b.length, true)).toBe(5);
    const lines = text.split('\n');
    let at = 0;
    for (let i = 0; i < 5; i++) {
      expect(w.f(F.LS, i)).toBe(at);
      expect(w.f(F.LE, i)).toBe(at + lines[i]!.length);
      at += lines[i]!.length + 1;
    }
    expect([0, 1, 2, 3, 4].map((i) => w.f(F.V, i))).toEqual([V.OK, V.INVALID, V.OK, V.NONE, V.INVALID]);
    expect(w.f(F.FL, 0) & FL.NOT_PLAIN).toBe(0);
    expect(w.f(F.FL, 2) & FL.NOT_PLAIN).not.toBe(0);
    expect(w.interned(w.f(F.MI, 0))).toBe('ping');
  });

  // text() reads a method (or key) from its intern number when it has one, else from its bytes: both must give the
  // string JSON.parse reads, an interned name the same string every time, and an uninterned one (longer than the
  // 64-byte intern limit) its bytes decoded, whatever was read before it.
  it.each([
    ['interned, then the same name again', ['ping', 'ping']],
    ['uninterned (over 64 bytes), then interned', ['x'.repeat(65), 'tools/call']],
    ['interned, then uninterned, then the first again', ['tools/list', `notifications/${'é'.repeat(40)}`, 'tools/list']],
    ['non-ASCII names on both sides of the limit', ['résumé/ツール', `${'ツ'.repeat(22)}`, `${'ツ'.repeat(21)}`]],
  ])('gives a method its text from the intern table or its bytes: %s', (_, methods) => {
    const w = jsonLines('line')!;
    const lines = methods.map((m, i) => JSON.stringify({ jsonrpc: '2.0', id: i, method: m }));
    const data = Buffer.from(lines.join('\n'));
    const got: string[] = [];
    const kinds: boolean[] = [];
    scanBatches(w, data, (n) => {
      for (let i = 0; i < n; i++) {
        const k = w.f(F.MI, i);
        kinds.push(k >= 0);
        got.push(w.text(k, w.f(F.MS, i), w.f(F.ME, i)));
        if (k >= 0) expect(w.interned(k)).toBe(got[got.length - 1]);
      }
    });
    expect(got).toEqual(methods);
    expect(kinds).toEqual(methods.map((m) => Buffer.byteLength(m) <= 64));
  });

  it("finds a Claude Desktop line's marker where String#indexOf finds it, at any offset of its 16-byte search", () => {
    // The marker's first byte is looked for 16 bytes at a time (json-lines.ts claudeLine): first bytes and partial
    // markers at every offset before it, a marker that only fits past the line's end, and a next line that completes it.
    const w = jsonLines('claude-desktop')!;
    const marker = 'Message from ';
    const fillers = ['', 'M', 'MM', 'Mess', 'Message fro', 'Message from', 'x'];
    const lines: string[] = [];
    for (let pad = 0; pad < 40; pad++) {
      for (const f of fillers) {
        const head = 'a'.repeat(pad) + f;
        lines.push(`${head}${marker}client: {"jsonrpc":"2.0","id":1,"result":{}}`);
        lines.push(`${head}${marker}`);
        lines.push(`${head}${marker.slice(0, 1 + (pad % 12))}`);
        lines.push(head);
      }
    }
    // The next line starts with the rest of a marker the last one cut short.
    lines.push('xxMessage f', 'rom client: {}');
    scanEach(w, lines, (line, no, i, start) => {
      const m = line.indexOf(marker);
      const open = m < 0 ? -1 : line.indexOf('{', m);
      const expected = m < 0 ? -1 : open < 0 ? -2 : start + open;
      expect([no, w.f(F.BS, i)]).toEqual([no, expected]);
    });
  });

  it("cuts a Claude Desktop line's body where String#indexOf and lastIndexOf cut it, at any offset of their 16-byte windows", () => {
    // The body starts at the first '{' after the marker and ends before the last ` { metadata:` at or after it
    // (json-lines.ts claudeLine, 16 bytes at a time): each moved across a window's edge, the suffix doubled, cut
    // short, inside the body, and right at its '{'.
    const w = jsonLines('claude-desktop')!;
    const marker = 'Message from ';
    const suffixes = ['', ' { metadata: undefined }', ' { metadata: undefined } { metadata: {} }', ' { metadata:', ' { metadata', ' {', ' { metadata: x } tail'];
    const lines: string[] = [];
    for (let pad = 0; pad < 34; pad++) {
      for (const sfx of suffixes) {
        lines.push(`2026-11-30T12:00:00.000Z [s] [info] ${marker}client:${' '.repeat(pad % 17)}{"id":"${'x'.repeat(pad)}"}${sfx}`);
        lines.push(`2026-11-30T12:00:00.000Z [s] [info] ${marker}server: {"a":" { metadata: ${'y'.repeat(pad)}"}${sfx}`);
        lines.push(`${marker}${'z'.repeat(pad)}{ metadata: ${'w'.repeat(pad % 5)}${sfx}`);
        lines.push(`${marker}${' '.repeat(pad)}${sfx}`);
      }
      // no '{' after the marker, one at the next line's start
      lines.push(`${marker}${'q'.repeat(pad % 17)}`, '{"next":1}');
    }
    scanEach(w, lines, (line, no, i, start) => {
      const m = line.indexOf(marker);
      const open = m < 0 ? -1 : line.indexOf('{', m);
      if (m < 0) {
        expect([no, w.f(F.BS, i)]).toEqual([no, -1]);
        return;
      }
      if (open < 0) {
        expect([no, w.f(F.BS, i)]).toEqual([no, -2]);
        return;
      }
      const cut = line.lastIndexOf(' { metadata:');
      const end = cut >= open ? cut : line.length;
      expect([no, w.f(F.BS, i), w.f(F.BE, i)]).toEqual([no, start + open, start + end]);
    });
  });

  it('starts with a small memory: the columns and one read chunk, 4 MiB at most', () => {
    // All of it counts as external memory to V8; 18 MiB of it once made V8 collect early on a polling capture and
    // nearly doubled the peak RSS (docs/performance.md "Seventeenth round").
    const w = jsonLines('line')!;
    expect(w.buf.length).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(w.buf.length - w.input).toBeGreaterThanOrEqual(1024 * 1024 + 64);
  });

  it('grows its memory for input longer than a chunk', () => {
    const w = jsonLines('line')!;
    const before = w.buf.length;
    const b = Buffer.from(`{"jsonrpc":"2.0","id":1,"result":"${'x'.repeat(before)}"}\n`);
    w.reserve(b.length);
    expect(w.buf.length).toBeGreaterThan(before);
    b.copy(w.buf, w.input);
    expect(w.scan(0, b.length, true)).toBe(1);
    expect(w.f(F.V, 0)).toBe(V.OK);
  });

  it('is off with MCP_TRIAGE_NO_WASM=1 (the JavaScript path reads everything)', () => {
    vi.stubEnv('MCP_TRIAGE_NO_WASM', '1');
    expect(jsonLines('claude-desktop')).toBeNull();
  });
});
