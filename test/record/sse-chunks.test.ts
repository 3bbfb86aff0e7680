import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SseChunkParser, type SseItem } from '../../src/record/sse-chunks.js';

function parse(chunks: string[], max?: number): { items: SseItem[]; partial: boolean } {
  const items: SseItem[] = [];
  const p = new SseChunkParser((i) => items.push(i), max);
  for (const c of chunks) p.push(c);
  return { items, ...p.end() };
}

describe('SseChunkParser (byte-stream chunks into the WHATWG event-stream parser)', () => {
  it.each<[string, string, SseItem[], boolean]>([
    ['a message event', 'event: message\ndata: {"a":1}\n\n', [{ kind: 'event', event: 'message', data: '{"a":1}', hasData: true }], false],
    ['multi-line data joins with LF', 'data: a\ndata: b\n\n', [{ kind: 'event', data: 'a\nb', hasData: true }], false],
    ['CRLF and CR line ends', 'data: a\r\n\r\ndata: b\r\r', [
      { kind: 'event', data: 'a', hasData: true },
      { kind: 'event', data: 'b', hasData: true },
    ], false],
    ['a priming event (id, empty data) is reported', 'id: 42\ndata: \n\n', [{ kind: 'event', id: '42', data: '', hasData: true }], false],
    ['retry only when digits', 'retry: 1000\n\nretry: 1x\n\n', [
      { kind: 'event', data: '', hasData: false, retry: 1000 },
      { kind: 'event', data: '', hasData: false },
    ], false],
    ['comments are reported verbatim', ': ping\n:\n\n', [
      { kind: 'comment', text: ': ping' },
      { kind: 'comment', text: ':' },
    ], false],
    ['one leading space only is removed', 'data:  two\ndata:none\n\n', [{ kind: 'event', data: ' two\nnone', hasData: true }], false],
    ['an id with NUL is ignored', 'id: a\u0000b\ndata: x\n\n', [{ kind: 'event', data: 'x', hasData: true }], false],
    ['a field without colon', 'data\n\n', [{ kind: 'event', data: '', hasData: true }], false],
    ['a leading BOM is dropped', '\ufeffdata: x\n\n', [{ kind: 'event', data: 'x', hasData: true }], false],
    ['an unterminated event is partial', 'event: message\ndata: {"id":1,"res', [], true],
    ['an event without its blank line is partial, not reported', 'id: 3\ndata: {}\n', [], true],
    ['a block of unknown fields only is still a block', 'foo: bar\n\n', [{ kind: 'event', data: '', hasData: false }], false],
    ['a second BOM is text (an unknown field)', '\ufeff\ufeffdata: x\n\ndata: y\n\n', [
      { kind: 'event', data: '', hasData: false },
      { kind: 'event', data: 'y', hasData: true },
    ], false],
    ['the id is the block\'s own, not the persisting buffer', 'id: 1\ndata: a\n\ndata: b\n\n', [
      { kind: 'event', id: '1', data: 'a', hasData: true },
      { kind: 'event', data: 'b', hasData: true },
    ], false],
    ['blank lines alone dispatch nothing', '\n\n\n', [], false],
    ['the HTTP+SSE endpoint event', 'event: endpoint\ndata: /messages?sessionId=abc\n\n', [
      { kind: 'event', event: 'endpoint', data: '/messages?sessionId=abc', hasData: true },
    ], false],
  ])('%s', (_name, input, items, partial) => {
    expect(parse([input])).toEqual({ items, partial });
  });

  it('gives the same items however the stream is chunked (CR LF split across chunks too)', () => {
    const stream = 'id: 1\r\ndata: {"a":"é"}\r\n\r\n: ka\r\nevent: message\rdata: x\r\rdata: y\n\n';
    const whole = parse([stream]);
    fc.assert(
      fc.property(fc.array(fc.nat(stream.length), { maxLength: 8 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks: string[] = [];
        let prev = 0;
        for (const p of points) {
          chunks.push(stream.slice(prev, p));
          prev = p;
        }
        chunks.push(stream.slice(prev));
        expect(parse(chunks)).toEqual(whole);
      }),
    );
  });

  it('bounds memory: an event over the limit is reported without its data', () => {
    const big = 'x'.repeat(5000);
    const { items } = parse(['id: 9\ndata: ', big.slice(0, 2000), big.slice(2000), '\n\ndata: small\n\n'], 1000);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ kind: 'event', id: '9', data: '', hasData: true });
    expect((items[0] as { droppedChars?: number }).droppedChars).toBeGreaterThan(1000);
    expect(items[1]).toEqual({ kind: 'event', data: 'small', hasData: true });
  });

  it('bounds memory across lines: many small data lines over the limit drop the data', () => {
    const { items } = parse([Array.from({ length: 30 }, () => 'data: ' + 'y'.repeat(50) + '\n').join('') + '\ndata: ok\n\n'], 1000);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ kind: 'event', data: '', hasData: true });
    expect((items[0] as { droppedChars?: number }).droppedChars).toBeGreaterThan(1000);
    expect(items[1]).toEqual({ kind: 'event', data: 'ok', hasData: true });
  });
});
