import { PassThrough } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/ingest/errors.js';
import { HEAD_LINE_CHARS, HEAD_LINES, LineSplitter, openSource } from '../../src/ingest/open.js';
import { tempFile } from './helpers.js';

function split(chunks: Array<string | Buffer>, max?: number): { lines: Array<[number, string]>; tooLong: Array<[number, number]> } {
  const lines: Array<[number, string]> = [];
  const tooLong: Array<[number, number]> = [];
  const s = new LineSplitter({ line: (t, n) => lines.push([n, t]), tooLong: (n, c) => tooLong.push([n, c]) }, max);
  for (const c of chunks) s.push(typeof c === 'string' ? Buffer.from(c) : c);
  s.end();
  return { lines, tooLong };
}

async function readSource(path: string, opts: Parameters<typeof openSource>[1] = {}) {
  const src = await openSource(path, opts);
  const lines: string[] = [];
  const tooLong: number[] = [];
  const res = await src.readLines({ line: (t) => lines.push(t), tooLong: (n) => tooLong.push(n) });
  return { src, lines, tooLong, res };
}

describe('LineSplitter', () => {
  it.each([
    ['LF', ['a\nb\n'], ['a', 'b']],
    ['CRLF strips one CR', ['a\r\nb\r\r\n'], ['a', 'b\r']],
    ['last line without newline counts', ['a\nb'], ['a', 'b']],
    ['blank lines are lines', ['\n\nx\n'], ['', '', 'x']],
    ['line split across chunks', ['ab', 'c\nd', 'e\n'], ['abc', 'de']],
    ['BOM dropped from line 1 only', ['\uFEFFa\n\uFEFFb\n'], ['a', '\uFEFFb']],
    ['empty input has no lines', [''], []],
  ])('%s', (_name, chunks, want) => {
    expect(split(chunks).lines.map((l) => l[1])).toEqual(want);
  });

  it('decodes a UTF-8 character split between chunks', () => {
    const bytes = Buffer.from('→x\n', 'utf8'); // → is 3 bytes
    const r = split([bytes.subarray(0, 1), bytes.subarray(1, 2), bytes.subarray(2)]);
    expect(r.lines).toEqual([[1, '→x']]);
  });

  it('decodes any bytes, cut anywhere, to the text string_decoder gives (invalid UTF-8 included)', () => {
    // Pieces that make valid, overlong, surrogate, out-of-range, truncated and stray sequences.
    const pieces = [[0x41], [0x0a], [0xe2, 0x80, 0xa6], [0xc3, 0xa9], [0xf0, 0x9f, 0x98, 0x80], [0xef, 0xbb, 0xbf], [0x80], [0xbf], [0xc0], [0xc1, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf5], [0xff], [0xe2, 0x80], [0xf0, 0x9f], [0xc3]];
    const input = fc.tuple(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 16 }), fc.array(fc.nat(), { maxLength: 4 }));
    fc.assert(
      fc.property(input, ([ps, rawCuts]) => {
        const bytes = Buffer.from(ps.flat());
        const cuts = rawCuts.map((c) => c % (bytes.length + 1)).sort((a, b) => a - b);
        const chunks: Buffer[] = [];
        let at = 0;
        for (const c of cuts) {
          chunks.push(bytes.subarray(at, c));
          at = c;
        }
        chunks.push(bytes.subarray(at));
        const sd = new StringDecoder('utf8');
        const text = chunks.map((c) => sd.write(c)).join('') + sd.end();
        const want = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
        if (text === '' || text.endsWith('\n')) want.pop();
        if (want[0]?.charCodeAt(0) === 0xfeff) want[0] = want[0].slice(1);
        expect(split(chunks).lines.map((l) => l[1])).toEqual(want);
      }),
      { numRuns: 3000 },
    );
  });

  it('skips a line over the limit, reports its number, and keeps counting', () => {
    const r = split(['ok\n', 'x'.repeat(30), 'y'.repeat(30), '\nafter\n'], 40);
    expect(r.tooLong).toEqual([[2, 60]]);
    expect(r.lines).toEqual([
      [1, 'ok'],
      [3, 'after'],
    ]);
  });

  it('skips an over-long last line without a newline', () => {
    const r = split(['a\n', 'z'.repeat(100)], 10);
    expect(r.tooLong).toEqual([[2, 100]]);
    expect(r.lines).toEqual([[1, 'a']]);
  });

  it('counts the limit in UTF-8 bytes, not characters', () => {
    // 'é' is 2 bytes: 6 characters, 12 bytes.
    const r = split(['ok\n', 'éééééé\n', 'ééééé\n'], 10);
    expect(r.tooLong).toEqual([[2, 12]]);
    expect(r.lines).toEqual([
      [1, 'ok'],
      [3, 'ééééé'],
    ]);
  });

  it('skips an over-long line that arrives in one chunk', () => {
    const r = split([`a\n${'q'.repeat(50)}\nb\n`], 10);
    expect(r.tooLong).toEqual([[2, 50]]);
    expect(r.lines.map((l) => l[1])).toEqual(['a', 'b']);
  });
});

describe('openSource', () => {
  it('gives the head (non-blank lines) and replays every line', async () => {
    const p = tempFile('head.log', '\n  \nfirst\n\nsecond\n');
    const { src, lines, res } = await readSource(p);
    expect(src.head).toEqual(['first', 'second']);
    expect(lines).toEqual(['', '  ', 'first', '', 'second']);
    expect(res.lines).toBe(5);
    expect(res.bytes).toBe(Buffer.byteLength('\n  \nfirst\n\nsecond\n'));
    expect(src.gzip).toBe(false);
  });

  it('limits the head to 64 lines of 4 KiB', async () => {
    const body = Array.from({ length: 100 }, (_, i) => `${i}:${'w'.repeat(5000)}`).join('\n');
    const { src, lines } = await readSource(tempFile('wide.log', body));
    expect(src.head).toHaveLength(HEAD_LINES);
    expect(src.head[0]).toHaveLength(HEAD_LINE_CHARS);
    expect(lines).toHaveLength(100);
    expect(lines[99]).toBe(`99:${'w'.repeat(5000)}`);
  });

  it('leaves a Python crash dump out of the head but replays its lines', async () => {
    const dump = ['Fatal Python error: Segmentation fault', '', 'Thread 0x00007f455e4e96c0 (most recent call first):', '  File "/usr/local/lib/python3.11/queue.py", line 171 in get', 'Extension modules: _cffi_backend (total: 1)'];
    const body = [...dump, 'after the dump', ...Array.from({ length: 80 }, (_, i) => `line ${i}`)].join('\n');
    const { src, lines } = await readSource(tempFile('dump.log', body));
    expect(src.head[0]).toBe('after the dump');
    expect(src.head).toHaveLength(HEAD_LINES);
    expect(lines.slice(0, 6)).toEqual([...dump, 'after the dump']);
  });

  it('detects gzip by magic bytes, not by extension', async () => {
    const text = 'line one\r\nline two\n';
    const p = tempFile('capture.log', gzipSync(Buffer.from(text)));
    const { src, lines, res } = await readSource(p);
    expect(src.gzip).toBe(true);
    expect(src.head).toEqual(['line one', 'line two']);
    expect(lines).toEqual(['line one', 'line two']);
    expect(res.error).toBeNull();
  });

  it('a .gz name holding plain text is read as text', async () => {
    const { src, lines } = await readSource(tempFile('plain.gz', 'hello\n'));
    expect(src.gzip).toBe(false);
    expect(lines).toEqual(['hello']);
  });

  it('a gzip stream cut short keeps the lines before the damage and reports the error', async () => {
    const big = Array.from({ length: 20000 }, (_, i) => `line ${i} ${Math.random()}`).join('\n');
    const gz = gzipSync(Buffer.from(big));
    const cut = gz.subarray(0, Math.floor(gz.length * 0.8));
    const { lines, res } = await readSource(tempFile('cut.log.gz', cut));
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.length).toBeLessThan(20000);
    expect(lines[0]).toMatch(/^line 0 /);
    expect(res.error).toBeInstanceOf(Error);
  });

  it('reads stdin (-) from the given stream, gzip included', async () => {
    const stdin = new PassThrough();
    const gz = gzipSync(Buffer.from('a\nb\nc'));
    // one byte first: the magic number may be split between reads
    stdin.write(gz.subarray(0, 1));
    setImmediate(() => stdin.end(gz.subarray(1)));
    const { src, lines } = await readSource('-', { stdin });
    expect(src.display).toBe('-');
    expect(src.gzip).toBe(true);
    expect(lines).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['missing file', () => '/nonexistent/dir/capture.log', /capture\.log: no such file$/],
    ['directory', () => mkdtempSync(`${tmpdir()}/dir-`), /: is a directory$/],
  ])('%s → InputError', async (_n, path, msg) => {
    const p = path();
    const err = await openSource(p).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).exitCode).toBe(1);
    expect((err as Error).message).toMatch(msg);
    expect((err as Error).message.startsWith(p)).toBe(true);
  });

  it('a file of several read buffers: lines across reads, a line longer than a read, multi-byte characters at the seams', async () => {
    // Reads after the head go into one reused 1 MiB buffer (open.ts): a line or character cut between two reads
    // must come out whole, not with bytes of the next read written over it.
    const lines: string[] = [];
    let size = 0;
    for (let i = 0; size < 3.5 * 1024 * 1024; i++) {
      const line = i === 40 ? 'L'.repeat(1_500_000) : `${i} ${'é€😀x'.repeat(i % 97)} ${'y'.repeat((i * 7919) % 3000)}`;
      lines.push(line);
      size += Buffer.byteLength(line) + 1;
    }
    const text = lines.join('\n') + '\n';
    for (const gz of [false, true]) {
      const { src, lines: got, res } = await readSource(tempFile(gz ? 'big.log.gz' : 'big.log', gz ? gzipSync(text) : text));
      expect(src.gzip).toBe(gz);
      expect(got.length).toBe(lines.length);
      expect(got.findIndex((l, i) => l !== lines[i])).toBe(-1);
      expect(res.bytes).toBe(gz ? gzipSync(text).length : Buffer.byteLength(text));
      expect(res.error).toBeNull();
    }
  });

  it('an empty file is empty', async () => {
    const src = await openSource(tempFile('empty.log', ''));
    expect(src.empty).toBe(true);
    expect(src.head).toEqual([]);
    src.close();
  });
});
