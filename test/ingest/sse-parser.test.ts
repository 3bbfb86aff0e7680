import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachSseItem, parseSseText, SseParser, splitSseLines, type SseEvent, type SseItem } from '../../src/ingest/sse-parser.js';

const events = (body: string): SseEvent[] => parseSseText(body).filter((i): i is SseEvent => i.kind === 'event');
/** What an EventSource would dispatch: complete events with non-empty data. */
const dispatched = (body: string) => events(body).filter((e) => !e.empty && !e.partial).map((e) => ({ type: e.type, data: e.data, id: e.lastEventId }));

// WPT eventsource/format-* style vectors: body → what a conforming EventSource dispatches.
describe('SSE parser: WHATWG §9.2.5/§9.2.6 vectors', () => {
  const cases: [string, string, { type: string; data: string; id: string | null }[]][] = [
    ['simple', 'data: hello\n\n', [{ type: 'message', data: 'hello', id: null }]],
    ['no space after colon', 'data:hello\n\n', [{ type: 'message', data: 'hello', id: null }]],
    ['only one leading space stripped', 'data:  two\n\n', [{ type: 'message', data: ' two', id: null }]],
    ['multi-line data joined with LF', 'data: a\ndata: b\ndata:\n\n', [{ type: 'message', data: 'a\nb\n', id: null }]],
    ['CRLF line ends', 'data: a\r\ndata: b\r\n\r\n', [{ type: 'message', data: 'a\nb', id: null }]],
    ['CR line ends', 'data: a\rdata: b\r\r', [{ type: 'message', data: 'a\nb', id: null }]],
    ['mixed line ends', 'data: a\r\ndata: b\rdata: c\n\n', [{ type: 'message', data: 'a\nb\nc', id: null }]],
    ['leading BOM dropped', '\uFEFFdata: x\n\n', [{ type: 'message', data: 'x', id: null }]],
    ['second BOM is part of the field name (unknown field)', '\uFEFF\uFEFFdata: x\n\ndata: y\n\n', [{ type: 'message', data: 'y', id: null }]],
    ['event type', 'event: endpoint\ndata: /messages?sessionId=1\n\n', [{ type: 'endpoint', data: '/messages?sessionId=1', id: null }]],
    ['empty event field means message', 'event:\ndata: x\n\n', [{ type: 'message', data: 'x', id: null }]],
    ['event type does not persist', 'event: a\ndata: 1\n\ndata: 2\n\n', [{ type: 'a', data: '1', id: null }, { type: 'message', data: '2', id: null }]],
    ['id persists across events', 'id: 7\ndata: a\n\ndata: b\n\n', [{ type: 'message', data: 'a', id: '7' }, { type: 'message', data: 'b', id: '7' }]],
    ['empty id resets', 'id: 7\ndata: a\n\nid\ndata: b\n\n', [{ type: 'message', data: 'a', id: '7' }, { type: 'message', data: 'b', id: '' }]],
    ['id with NUL ignored', 'id: 1\ndata: a\n\nid: x\u0000y\ndata: b\n\n', [{ type: 'message', data: 'a', id: '1' }, { type: 'message', data: 'b', id: '1' }]],
    ['comment ignored', ': ping\ndata: x\n\n', [{ type: 'message', data: 'x', id: null }]],
    ['unknown field ignored', 'foo: bar\ndata: x\n\n', [{ type: 'message', data: 'x', id: null }]],
    ['space before colon is another field', 'data : x\ndata: y\n\n', [{ type: 'message', data: 'y', id: null }]],
    ['field without colon: data with empty value', 'data\ndata\n\n', [{ type: 'message', data: '\n', id: null }]],
    ['single empty data is not dispatched', 'data\n\ndata: z\n\n', [{ type: 'message', data: 'z', id: null }]],
    ['final event without blank line is discarded', 'data: a\n\ndata: b\n', [{ type: 'message', data: 'a', id: null }]],
    ['final event without any terminator is discarded', 'data: a\n\ndata: b', [{ type: 'message', data: 'a', id: null }]],
    ['several blank lines dispatch once', 'data: a\n\n\n\n', [{ type: 'message', data: 'a', id: null }]],
  ];
  it.each(cases)('%s', (_name, body, want) => {
    expect(dispatched(body)).toEqual(want);
  });
});

describe('SSE parser: what an EventSource drops but triage needs', () => {
  it('reports comments with one leading space stripped', () => {
    const items = parseSseText(': ping - 2025\n:  two\n:\n');
    expect(items).toEqual([
      { kind: 'comment', text: 'ping - 2025', line: 1 },
      { kind: 'comment', text: ' two', line: 2 },
      { kind: 'comment', text: '', line: 3 },
    ]);
  });

  it('reports a priming event (id + empty data, SEP-1699) as empty, with its id and retry', () => {
    const [prime, next] = events('id: p-1\nretry: 1000\ndata: \n\nevent: message\ndata: {}\n\n');
    expect(prime).toMatchObject({ empty: true, hasId: true, lastEventId: 'p-1', retry: 1000, line: 1, endLine: 4 });
    expect(next).toMatchObject({ empty: false, hasId: false, lastEventId: 'p-1', data: '{}', line: 5, endLine: 7 });
  });

  it('uses retry only when it is all ASCII digits', () => {
    const items = parseSseText('retry: 10x\nretry: 250\ndata: a\n\nretry: -5\ndata: b\n\n');
    const evs = items.filter((i): i is SseEvent => i.kind === 'event');
    expect(evs.map((e) => e.retry)).toEqual([250, null]);
    expect(items.filter((i) => i.kind === 'ignored').map((i) => (i as { reason: string }).reason)).toEqual(['bad-retry', 'bad-retry']);
  });

  it('reports a final event without its blank line as partial, with its lines', () => {
    const evs = events('data: a\n\nevent: message\ndata: {"id":3,"res\n');
    expect(evs[1]).toMatchObject({ partial: true, data: '{"id":3,"res', line: 3, endLine: 4 });
    expect(evs[0]!.partial).toBe(false);
  });

  it('reports ignored fields with their reason and line', () => {
    const items = parseSseText('x: 1\nid: a\u0000\ndata: q\n\n');
    expect(items.slice(0, 2)).toEqual([
      { kind: 'ignored', field: 'x', reason: 'unknown-field', line: 1 },
      { kind: 'ignored', field: 'id', reason: 'id-with-nul', line: 2 },
    ]);
  });

  it('is incremental: a line with bare CRs fed by an LF splitter is split further', () => {
    const out: SseItem[] = [];
    const p = new SseParser((i) => out.push(i));
    expect(p.feed('data: a\rdata: b\r', 1)).toBe('field');
    expect(p.inEvent).toBe(true);
    expect(p.feed('', 2)).toBe('dispatch');
    expect(p.inEvent).toBe(false);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ kind: 'event', data: 'a\nb', line: 1, endLine: 2 });
    expect(p.end()).toBeNull();
  });

  it('tells `data:` from no data line (hasData)', () => {
    expect(events('data:\n\nid: 1\n\n').map((e) => [e.empty, e.hasData])).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('bounds an event\'s data with maxDataChars, reporting droppedChars', () => {
    const out: SseItem[] = [];
    const p = new SseParser((i) => out.push(i), { maxDataChars: 10 });
    ['data: 123456', 'data: 7890ab', '', 'data: ok', ''].forEach((l, i) => p.feed(l, i + 1));
    const evs = out.filter((i): i is SseEvent => i.kind === 'event');
    expect(evs[0]).toMatchObject({ data: '', hasData: true, droppedChars: 12, line: 1, endLine: 3 });
    expect(evs[1]).toMatchObject({ data: 'ok' });
    expect(evs[1]!.droppedChars).toBeUndefined();
    expect(p.bufferedDataChars).toBe(0);
  });

  it('drops an event\'s data when the caller cut a line (dropData), and forgets a cut outside an event', () => {
    const out: SseItem[] = [];
    const p = new SseParser((i) => out.push(i));
    p.feed('data: a', 1);
    expect(p.bufferedDataChars).toBe(1);
    p.dropData(100);
    p.feed('data: b', 2);
    p.feed('', 3);
    p.dropData(5);
    p.feed('', 4);
    p.feed('data: c', 5);
    p.feed('', 6);
    const evs = out.filter((i): i is SseEvent => i.kind === 'event');
    expect(evs.map((e) => [e.data, e.droppedChars])).toEqual([
      ['', 102],
      ['c', undefined],
    ]);
  });

  it('with unknownFieldsInEvent, a block of unknown fields is reported; with bomRemoved, a BOM is text', () => {
    const out: SseItem[] = [];
    const p = new SseParser((i) => out.push(i), { unknownFieldsInEvent: true, bomRemoved: true });
    p.feed('\uFEFFdata: x', 1);
    p.feed('', 2);
    expect(out.map((i) => i.kind)).toEqual(['ignored', 'event']);
    expect(out[0]).toMatchObject({ field: '\uFEFFdata', reason: 'unknown-field' });
    expect(out[1]).toMatchObject({ data: '', hasData: false, empty: true, line: 1, endLine: 2 });
    expect(parseSseText('foo: 1\n\n').filter((i) => i.kind === 'event')).toEqual([]);
  });

  it('splits bodies on CRLF, LF and CR without an extra final line', () => {
    expect(splitSseLines('a\r\nb\rc\n')).toEqual(['a', 'b', 'c']);
    expect(splitSseLines('a\n\n')).toEqual(['a', '']);
    expect(splitSseLines('')).toEqual([]);
  });

  it('survives hostile input', () => {
    const big = 'data: ' + 'x'.repeat(1_000_000) + '\n\n';
    expect(dispatched(big)[0]!.data.length).toBe(1_000_000);
    expect(() => parseSseText('\u0000\u001b[31m:\n__proto__: x\ndata: {"__proto__":1}\n\n')).not.toThrow();
  });
});

describe('forEachSseItem', () => {
  it('cuts lines exactly as splitSseLines does (CRLF, LF, CR, a final empty line dropped)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', ':', ' ', '\n', '\r', 'data: x', 'id: 1'), { maxLength: 40 }).map((p) => p.join('')), (body) => {
        const viaItems: unknown[] = [];
        forEachSseItem(body, (i) => viaItems.push(i));
        const viaLines: unknown[] = [];
        const p = new SseParser((i) => viaLines.push(i));
        splitSseLines(body).forEach((l, k) => p.feed(l, k + 1));
        p.end();
        expect(viaItems).toEqual(viaLines);
      }),
      { numRuns: 500 },
    );
  });
});
