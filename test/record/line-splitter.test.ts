import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LineSplitter } from '../../src/record/line-splitter.js';

function split(chunks: Buffer[], max = 1024): Array<string | number> {
  const out: Array<string | number> = [];
  const s = new LineSplitter({ maxLineBytes: max, onLine: (l) => out.push(l.toString('utf8')), onOversize: (n) => out.push(n) });
  for (const c of chunks) s.push(c, 0);
  s.end(0);
  return out;
}

describe('LineSplitter', () => {
  it('splits on LF, strips one trailing CR, keeps an unterminated last line', () => {
    expect(split([Buffer.from('a\r\nb\n\nc\r\r\nd')])).toEqual(['a', 'b', '', 'c\r', 'd']);
  });

  it('does not split inside a multi-byte character however the bytes are chunked', () => {
    const bytes = Buffer.from('{"t":"é€😀"}\nplain\n', 'utf8');
    fc.assert(
      fc.property(fc.array(fc.nat(bytes.length), { maxLength: 6 }), (cuts) => {
        const pts = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks: Buffer[] = [];
        let prev = 0;
        for (const p of pts) {
          chunks.push(bytes.subarray(prev, p));
          prev = p;
        }
        chunks.push(bytes.subarray(prev));
        expect(split(chunks)).toEqual(['{"t":"é€😀"}', 'plain']);
      }),
    );
  });

  it('reports an oversized line by its length and carries on', () => {
    expect(split([Buffer.from('x'.repeat(30)), Buffer.from('y'.repeat(30) + '\nok\n')], 40)).toEqual([60, 'ok']);
  });
});
