import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/events.js';
import { closedByFromError, harReader, HarScanner, parseHarTime, sniffHar, type ScannedEntry } from '../../src/ingest/formats/har.js';
import { FIXTURES, runFixture, runReader, UTC, type RunResult } from '../fixtures/http/harness.js';

const FILES = ['chrome-abort.har', 'chrome-minified.har', 'mitmproxy.har', 'firefox.har', 'http-sse.har', 'eventsource-messages.har', 'gateway-504.har', 'truncated.har'];

const byStream = (r: RunResult, id: string): WireEvent[] => r.events.filter((e) => e.stream?.id === id);
const kinds = (es: WireEvent[]): string[] => es.map((e) => e.kind);

describe('HAR reader: invariants on every fixture', () => {
  it.each(FILES)('%s: every line accounted for, every event sourced, no foreign header values', (name) => {
    const r = runFixture(harReader, name);
    const a = r.accounting;
    expect(a.event + a.part + a.blank + a.problem).toBe(r.lines);
    expect(r.events.length).toBeGreaterThan(0);
    for (const e of r.events) {
      expect(e.source.file).toBe(name);
      expect(e.source.line).toBeGreaterThanOrEqual(1);
      expect(e.source.line).toBeLessThanOrEqual(r.lines);
      expect(e.source.pointer).toMatch(/^entries\[\d+\]/);
      for (const k of Object.keys(e.stream?.headers ?? {})) {
        expect(['mcp-session-id', 'mcp-protocol-version', 'last-event-id', 'mcp-method', 'mcp-name']).toContain(k);
      }
    }
    const dump = JSON.stringify(r.events);
    expect(dump).not.toContain('SECRET-TOKEN');
    expect(dump).not.toContain('COOKIESECRET');
    // Sorted by time where there is one: a clocked event never precedes an earlier one.
    const clocked = r.events.map((e) => e.at).filter((t): t is number => t !== null);
    expect([...clocked].sort((x, y) => x - y)).toEqual(clocked);
    for (const p of r.problems) expect(p.source.file).toBe(name);
  });

  it('pretty-printed and minified Chrome HARs give the same events (lines aside)', () => {
    const strip = (r: RunResult) => r.events.map((e) => ({ ...e, source: { pointer: e.source.pointer } }));
    const pretty = runFixture(harReader, 'chrome-abort.har');
    const mini = runFixture(harReader, 'chrome-minified.har');
    expect(strip(mini)).toEqual(strip(pretty));
    expect(mini.events.every((e) => e.source.line === 1)).toBe(true);
  });
});

describe('HAR reader: Chrome/Edge DevTools', () => {
  const r = runFixture(harReader, 'chrome-abort.har');

  it('points each entry at the line where its object starts', () => {
    const text = readFileSync(FIXTURES + 'chrome-abort.har', 'utf8').split('\n');
    for (const e of r.events) {
      const line = text[e.source.line - 1]!;
      expect(line.trim()).toBe('{');
      expect(text[e.source.line]).toContain('"startedDateTime"');
    }
  });

  it('reads initialize: session from the response header, JSON body as a server message', () => {
    const es = byStream(r, 'entries[0]');
    expect(kinds(es)).toEqual(['stream-open', 'message', 'http-status', 'message', 'stream-close']);
    expect(es.every((e) => e.session === 'sess-abc' && e.transport === 'streamable-http')).toBe(true);
    expect(es[1]).toMatchObject({ from: 'client', at: Date.parse('2026-07-30T10:49:13.000Z'), message: { method: 'initialize', id: 0 } });
    expect(es[3]).toMatchObject({ from: 'server', at: null, message: { id: 0 } });
    expect(es[4]!.stream).toMatchObject({ closedBy: 'server', status: 200, requestId: 0 });
    expect(es[4]!.at).toBe(Date.parse('2026-07-30T10:49:13.000Z') + 20.5);
  });

  it('net::ERR_ABORTED before headers: status 0, closed by the client, MCP headers lower-cased', () => {
    const es = byStream(r, 'entries[1]');
    expect(kinds(es)).toEqual(['stream-open', 'message', 'http-status', 'stream-close']);
    expect(es[0]!.stream).toMatchObject({ method: 'POST', requestId: 1, headers: { 'mcp-session-id': 'sess-abc', 'mcp-protocol-version': '2025-11-25' } });
    expect(es[0]!.stream!.contentType).toBeUndefined();
    expect(es[2]).toMatchObject({ from: null, stream: { status: 0, error: 'net::ERR_ABORTED' } });
    expect(es[3]).toMatchObject({ from: 'client', stream: { closedBy: 'client', status: 0, error: 'net::ERR_ABORTED' } });
    expect(es[3]!.at).toBe(Date.parse('2026-07-30T10:49:14.000Z') + 1000.25);
  });

  it('net::ERR_ABORTED mid-body: real status, SSE body events without a clock, partial close', () => {
    const es = byStream(r, 'entries[2]');
    expect(kinds(es)).toEqual(['stream-open', 'message', 'http-status', 'message', 'keepalive', 'stream-close']);
    expect(es[2]!.stream!.status).toBe(200);
    expect(es[3]).toMatchObject({ at: null, from: 'server', message: { method: 'notifications/progress' }, stream: { lastEventId: 'ev-1', requestId: 2 } });
    expect(es[3]!.source.pointer).toBe('entries[2].response.content.text:1');
    expect(es[4]).toMatchObject({ at: null, kind: 'keepalive', text: 'keepalive' });
    expect(es[5]!.stream).toMatchObject({ closedBy: 'client', status: 200, partial: true, lastEventId: 'ev-1' });
    expect(r.problems.some((p) => p.source.pointer?.startsWith('entries[2]') && /ends inside an event/.test(p.message))).toBe(true);
  });

  it('skips exchanges that are not MCP traffic (an image, a CORS preflight)', () => {
    expect(byStream(r, 'entries[3]')).toEqual([]);
    expect(byStream(r, 'entries[4]')).toEqual([]);
  });
});

describe('HAR reader: mitmproxy', () => {
  const r = runFixture(harReader, 'mitmproxy.har');

  it('reads +00:00 times with microseconds and null timings', () => {
    const open = byStream(r, 'entries[0]')[0]!;
    expect(open.at).toBeCloseTo(Date.parse('2025-06-18T10:00:00.123Z') + 0.456, 6);
    const status = byStream(r, 'entries[0]').find((e) => e.kind === 'http-status')!;
    expect(status.at! - open.at!).toBeCloseTo(5, 6); // send 0 + wait 5; null connect/ssl/blocked ignored
  });

  it('reads a CRLF SSE body with a priming event (keepalive carrying the id)', () => {
    const es = byStream(r, 'entries[0]');
    const prime = es.find((e) => e.kind === 'keepalive')!;
    expect(prime.stream!.lastEventId).toBe('prime-1');
    const res = es.find((e) => e.kind === 'message' && e.from === 'server')!;
    expect(res).toMatchObject({ message: { id: 2 }, stream: { lastEventId: 'prime-2' } });
    expect(es.at(-1)!.stream).toMatchObject({ closedBy: 'server', lastEventId: 'prime-2' });
  });

  it('a flow with no response: status 0 and the proxy error, closed by the network', () => {
    const es = byStream(r, 'entries[1]');
    expect(es.at(-1)!.stream).toMatchObject({ status: 0, closedBy: 'network', error: 'Server disconnected.' });
  });

  it('keeps last-event-id on a resume GET', () => {
    expect(byStream(r, 'entries[2]')[0]!.stream).toMatchObject({ method: 'GET', headers: { 'last-event-id': 'prime-2', 'mcp-session-id': 'm-1' } });
  });
});

describe('HAR reader: Firefox', () => {
  const r = runFixture(harReader, 'firefox.har');
  it('reads a local-offset time and a 2025-03-26 batch in postData and in the response', () => {
    const es = byStream(r, 'entries[0]');
    expect(es[0]!.at).toBe(Date.parse('2025-04-01T10:00:00.250Z'));
    const client = es.filter((e) => e.kind === 'message' && e.from === 'client').map((e) => e.message!.method);
    expect(client).toEqual(['tools/list', 'notifications/initialized', 'ping']);
    expect(es[0]!.stream!.requestId).toBe(5);
    expect(es.filter((e) => e.kind === 'message' && e.from === 'server').map((e) => e.message!.id)).toEqual([5, 6]);
  });
  it('NS_BINDING_ABORTED is a client abort', () => {
    expect(byStream(r, 'entries[1]').at(-1)!.stream).toMatchObject({ closedBy: 'client', status: 0 });
  });
});

describe('HAR reader: 2024-11-05 HTTP+SSE', () => {
  const r = runFixture(harReader, 'http-sse.har');
  it('labels every exchange http+sse, with the session of the endpoint URL', () => {
    expect(r.events.every((e) => e.transport === 'http+sse' && e.session === '0b1e-42')).toBe(true);
  });
  it('POSTs answered 202 Accepted carry no server message; responses arrive on the GET stream', () => {
    for (const id of ['entries[1]', 'entries[2]']) {
      const es = byStream(r, id);
      expect(es.find((e) => e.kind === 'http-status')!.stream!.status).toBe(202);
      expect(es.some((e) => e.kind === 'message' && e.from === 'server')).toBe(false);
    }
    const get = byStream(r, 'entries[0]');
    expect(get.find((e) => e.kind === 'keepalive')!.text).toBe('endpoint: /messages?sessionId=0b1e-42');
    expect(get.filter((e) => e.kind === 'message').map((e) => e.message!.id)).toEqual([0, 2]);
  });
  it('orders the GET stream body (no clock) after the POSTs, before its close', () => {
    const idx = (pred: (e: WireEvent) => boolean) => r.events.findIndex(pred);
    expect(idx((e) => e.kind === 'message' && e.from === 'server' && e.message!.id === 2)).toBeGreaterThan(
      idx((e) => e.kind === 'message' && e.from === 'client' && e.message!.id === 2),
    );
    expect(r.events.at(-1)).toMatchObject({ kind: 'stream-close', stream: { id: 'entries[0]' } });
  });
});

describe('HAR reader: other shapes', () => {
  it('_eventSourceMessages: monotonic times anchored on _requestTime', () => {
    const r = runFixture(harReader, 'eventsource-messages.har');
    const msg = r.events.find((e) => e.kind === 'message')!;
    expect(msg.at).toBe(Date.parse('2026-01-01T00:00:02.250Z'));
    expect(msg.source.pointer).toBe('entries[0]._eventSourceMessages[1]');
    expect(r.events[0]!.transport).toBe('http+sse');
  });

  it('504 from a gateway: the HTML page goes into the status text, no message', () => {
    const r = runFixture(harReader, 'gateway-504.har');
    const status = r.events.find((e) => e.kind === 'http-status')!;
    expect(status.stream!.status).toBe(504);
    expect(status.stream!.contentType).toBe('text/html');
    expect(status.text).toContain('504 Gateway Time-out');
    expect(r.events.filter((e) => e.kind === 'message').map((e) => e.from)).toEqual(['client']);
    expect(r.events[0]!.stream!.headers).toEqual({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'slow' });
  });

  it('a truncated HAR yields its complete entries and one Problem, not a crash', () => {
    const r = runFixture(harReader, 'truncated.har');
    expect(new Set(r.events.map((e) => e.stream!.id))).toEqual(new Set(['entries[0]', 'entries[1]']));
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]!.message).toMatch(/truncated: it ends inside entries\[2\] \(started at line 151\)/);
  });

  it('lists Problems for an entry that is not valid JSON and for a non-object entry', () => {
    const text = '{"log":{"version":"1.2","entries":[\n{"startedDateTime": 12, "request": {"method":"POST","url":"http://h/mcp","headers":[],"postData":{"text":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"method\\":\\"x\\"}"}}, "response": {"status": 200}, "time": 1},\n5,\n{"bad": tru}\n]}}\n';
    const r = runReader(harReader, text, 'odd.har');
    expect(r.problems.map((p) => p.message).join('\n')).toMatch(/not an object[\s\S]*not valid JSON|not valid JSON[\s\S]*not an object/);
    expect(r.problems.some((p) => /startedDateTime/.test(p.message))).toBe(true);
    expect(r.events.find((e) => e.kind === 'message')!.at).toBeNull();
  });

  it('an entry a reporter cut by hand (`...` lines for its headers) is read without them, with a Problem that says so', () => {
    const text = [
      '{"log":{"version":"1.2","entries":[',
      '{"startedDateTime":"2026-12-01T10:00:00.000Z","time":60012.4,',
      ' "request":{"method":"POST","url":"https://kb.example.test/mcp","headers":[',
      '   {"name":"content-type","value":"application/json"},',
      '   ...',
      ' ],"postData":{"text":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":4,\\"method\\":\\"tools/call\\",\\"params\\":{\\"name\\":\\"export_notes\\"}}"}},',
      ' "response":{"status":504,"content":{"mimeType":"text/html","text":"<html><head><title>504 Gateway Time-out</title></head></html>"}},',
      ' "timings":{"send":0.2,"wait":60010,"receive":1.2}}',
      ']}}',
      '',
    ].join('\n');
    const r = runReader(harReader, text, 'cut.har');
    expect(r.events.some((e) => e.kind === 'message' && e.message?.method === 'tools/call')).toBe(true);
    expect(r.events.some((e) => e.kind === 'http-status' && e.stream?.status === 504)).toBe(true);
    expect(r.problems.map((p) => p.message)).toEqual(['HAR entry edited by hand: its elided lines (`...`) were left out and the rest read']);
  });

  it('no log.entries: one Problem', () => {
    const r = runReader(harReader, '{"log":{"version":"1.2"}}\n', 'empty.har');
    expect(r.events).toEqual([]);
    expect(r.problems.map((p) => p.message)).toEqual(['no log.entries array in this HAR: nothing to read']);
  });

  it('never throws and keeps the line accounting on arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 30 }), (lines) => {
        const text = ['{"log":{"entries":[', ...lines].join('\n');
        const r = runReader(harReader, text, 'fuzz.har');
        const a = r.accounting;
        return a.event + a.part + a.blank + a.problem === r.lines;
      }),
      { numRuns: 200 },
    );
  });
});

describe('HAR helpers', () => {
  it.each([
    ['2026-07-30T10:49:13.743Z', Date.parse('2026-07-30T10:49:13.743Z')],
    ['2025-06-18T10:00:00+00:00', Date.parse('2025-06-18T10:00:00Z')],
    ['2025-04-01T12:00:00.250+02:00', Date.parse('2025-04-01T10:00:00.250Z')],
    ['2025-04-01T12:00:00.250-0530', Date.parse('2025-04-01T17:30:00.250Z')],
    ['2025-04-01 12:00:00', Date.parse('2025-04-01T12:00:00Z')],
    ['yesterday', null],
  ])('parseHarTime(%s)', (s, want) => {
    expect(parseHarTime(s, { tz: UTC })).toBe(want);
  });

  it.each([
    ['net::ERR_ABORTED', 'client'],
    ['NS_BINDING_ABORTED', 'client'],
    ['Client disconnected.', 'client'],
    ['net::ERR_CONNECTION_RESET', 'network'],
    ['Server disconnected.', 'network'],
    ['net::ERR_HTTP2_PROTOCOL_ERROR', 'network'],
  ])('closedByFromError(%s) = %s', (err, want) => {
    expect(closedByFromError(err)).toBe(want);
  });

  it('sniffs HAR heads and refuses other JSON', () => {
    expect(sniffHar(['{', '  "log": {', '    "version": "1.2",', '    "creator": {'])).toBeGreaterThan(0.9);
    expect(sniffHar(['{"log":{"version":"1.2","creator":{"name":"WebInspector"},"entries":[]}}'])).toBeGreaterThan(0.9);
    expect(sniffHar(['{"jsonrpc":"2.0","id":1,"method":"x"}'])).toBe(0);
    expect(sniffHar(['{"type":"header","format":"mcpcap","log":1}'])).toBeLessThan(0.5);
    expect(sniffHar(['data: {"log":1,"entries":[]}'])).toBe(0);
  });

  it('scanner: string contents with brackets and escaped quotes do not confuse it', () => {
    const got: ScannedEntry[] = [];
    const s = new HarScanner((e) => got.push(e));
    const lines = ['{"log":{"comment":"}]{[\\"","entries":[{"a":"}\\\\"},', '{"b":"x\\"]"}', ',{"c":[1,{"d":"{"}]}]}}'];
    lines.forEach((l, i) => s.feed(l, i + 1));
    expect(got.map((e) => [e.index, e.line, e.endLine, JSON.parse(e.text!)])).toEqual([
      [0, 1, 1, { a: '}\\' }],
      [1, 2, 2, { b: 'x"]' }],
      [2, 3, 3, { c: [1, { d: '{' }] }],
    ]);
    expect(s.truncated).toBe(false);
  });
});

describe('HAR reader: keep-alive comments of an SSE body', () => {
  type Item = { kind: 'comment'; text: string } | { kind: 'event'; id: number } | { kind: 'priming'; id: number } | { kind: 'blank' };
  const item: fc.Arbitrary<Item> = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('ping', 'keepalive', '').map((text) => ({ kind: 'comment' as const, text })) },
    // Ids from a small range: the same id twice in a row must still close a run of comments (see har.ts sseData).
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 3 }).map((id) => ({ kind: 'event' as const, id })) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((id) => ({ kind: 'priming' as const, id })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'blank' as const }) },
  );

  /** One POST whose SSE body is `items`, and what a reader that made each event as it read it gives. */
  function build(items: Item[], eol: string): { har: string; expected: Array<[string, string, string | undefined, string | undefined]> } {
    const lines: string[] = [];
    const expected: Array<[string, string, string | undefined, string | undefined]> = [];
    let lastId: string | undefined;
    for (const it of items) {
      if (it.kind === 'comment') {
        lines.push(it.text === '' ? ':' : `: ${it.text}`);
        expected.push(['keepalive', `:${lines.length}`, it.text, lastId]);
      } else if (it.kind === 'event') {
        lines.push(`id: e${it.id}`, `data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":${it.id}}}`, '');
        lastId = `e${it.id}`;
        expected.push(['message', `:${lines.length - 2}`, undefined, lastId]);
      } else if (it.kind === 'priming') {
        // 2025-11-25 priming event: an id with empty data, read as a keep-alive that carries the id.
        lines.push(`id: p${it.id}`, 'data:', '');
        lastId = `p${it.id}`;
        expected.push(['keepalive', `:${lines.length - 2}`, `id: ${lastId} data: (empty)`, lastId]);
      } else {
        lines.push('');
      }
    }
    const entry = {
      startedDateTime: '2026-11-30T12:00:00.000Z',
      time: 1000,
      request: { method: 'POST', url: 'http://127.0.0.1:1/mcp', headers: [], postData: { mimeType: 'application/json', text: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","_meta":{"progressToken":1}}}' } },
      response: { status: 200, headers: [{ name: 'content-type', value: 'text/event-stream' }], content: { mimeType: 'text/event-stream', text: lines.join(eol) + eol } },
      timings: { send: 0, wait: 1, receive: 999 },
    };
    return { har: JSON.stringify({ log: { version: '1.2', entries: [entry] } }, null, 1), expected };
  }

  it('are one event each, in body order, with their line, text and last event id (runs are kept as line ranges)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), fc.constantFrom('\n', '\r\n', '\r'), (items, eol) => {
        const { har, expected } = build(items, eol);
        const r = runReader(harReader, har, 'k.har');
        const body = r.events.filter((e) => e.source.pointer?.startsWith('entries[0].response.content.text'));
        const got = body.map((e) => [e.kind, e.source.pointer!.slice('entries[0].response.content.text'.length), e.kind === 'keepalive' ? e.text : undefined, e.stream?.lastEventId]);
        expect(got).toEqual(expected);
        for (const e of body) expect(e).toMatchObject({ at: null, from: 'server', transport: 'streamable-http', source: { file: 'k.har' }, stream: { requestId: 1 } });
        // The stream's events stay together and in order: open, the client message, status, the body, close.
        const kinds = r.events.map((e) => e.kind);
        expect(kinds.slice(0, 3)).toEqual(['stream-open', 'message', 'http-status']);
        expect(kinds.at(-1)).toBe('stream-close');
        expect(r.events.length).toBe(expected.length + 4);
      }),
      { numRuns: 300 },
    );
  });

  it('a run of a million comments is emitted whole', () => {
    const { har } = build(Array.from({ length: 1_000_000 }, (_, i) => ({ kind: 'comment' as const, text: i % 500 === 0 ? 'keepalive' : 'ping' })), '\n');
    let n = 0;
    let last: WireEvent | undefined;
    const sink = harReader.open({ file: 'm.har', tz: UTC, emit: (e) => { if (e.kind === 'keepalive') { n++; last = e; } }, problem: () => {} });
    har.split('\n').forEach((l, i) => sink.line(l, i + 1));
    sink.end();
    expect(n).toBe(1_000_000);
    expect(last).toMatchObject({ text: 'ping', source: { pointer: 'entries[0].response.content.text:1000000' } });
  });
});
