/**
 * A plain line's event without its message (src/plain-event.ts): every fact the pipeline reads instead of the message
 * is what the message says, on every NDJSON and Claude Desktop capture in the repository and on generated lines of
 * every shape the fast path takes; the message made late is the text path's; a copy by spread keeps it (withMessage).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isObject } from '../../../src/json.js';
import { messageShape, type JsonRpcMessage, type WireEvent } from '../../../src/events.js';
import { PlainEvent, plainEvent, withMessage } from '../../../src/plain-event.js';
import { readAll, tempFile } from '../helpers.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Every fact of `e`, checked against its message (read after the facts). */
function check(e: PlainEvent): void {
  const facts = { shape: e.shape, id: e.id, method: e.method, request: e.request, token: e.token, progress: e.progress, meta: e.meta };
  const m: JsonRpcMessage = e.message;
  expect(facts.shape).toBe(messageShape(m));
  expect(facts.id).toStrictEqual(m.id);
  expect(facts.method).toBe(m.method);
  const p = m.params as Record<string, unknown> | undefined;
  if (facts.shape === 'request' && facts.request !== null) {
    const meta = isObject(p) && Object.hasOwn(p, '_meta') ? p._meta : undefined;
    const token = isObject(meta) && Object.hasOwn(meta, 'progressToken') ? meta.progressToken : undefined;
    expect(facts.request.token).toStrictEqual(token);
    const target = isObject(p) && typeof p.name === 'string' ? p.name : isObject(p) && typeof p.uri === 'string' ? p.uri : null;
    expect(facts.request.target).toBe(target);
    expect(facts.request.task).toBe(isObject(p) && isObject(p.task));
  }
  if (facts.shape === 'notification') {
    expect(facts.token).toStrictEqual(isObject(p) ? p.progressToken : undefined);
    const v = isObject(p) ? p.progress : undefined;
    expect(facts.progress).toBe(typeof v === 'number' ? v : null);
    if (!facts.meta) expect(isObject(p) && Object.hasOwn(p, '_meta')).toBe(false);
  }
  // made once, kept
  expect(e.message).toBe(m);
}

/** Reads `path` both ways; checks every plain event's facts; returns how many there were. */
async function plainEvents(path: string, format: 'ndjson' | 'claude-desktop'): Promise<number> {
  const text = await readAll(path, { inputFormat: format, tz: 'UTC', wasm: false });
  const fast = await readAll(path, { inputFormat: format, tz: 'UTC', wasm: true });
  let n = 0;
  for (const e of fast.events) {
    const pe = plainEvent(e);
    if (pe === null) continue;
    n++;
    check(pe);
  }
  expect(JSON.stringify(fast.events)).toBe(JSON.stringify(text.events));
  return n;
}

function files(dir: string, ext: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, ext, out);
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

const LINES = [
  '{"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}},"jsonrpc":"2.0","id":0}',
  '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"2"}}}',
  '{"method":"notifications/initialized","jsonrpc":"2.0"}',
  '{"method":"tools/list","params":{},"jsonrpc":"2.0","id":1}',
  '{"method":"tools/list","jsonrpc":"2.0","id":"a"}',
  '{"method":"tools/call","params":{"name":"t","arguments":{"a":1},"_meta":{"progressToken":7}},"jsonrpc":"2.0","id":2}',
  '{"method":"tools/call","params":{"_meta":{"progressToken":"tok"},"name":"t","arguments":{"é":"ü"}},"jsonrpc":"2.0","id":3}',
  '{"method":"tools/call","params":{"name":"t","_meta":{"progressToken":8,"x":1}},"jsonrpc":"2.0","id":4}',
  '{"method":"resources/read","params":{"uri":"file:///a","task":{"ttl":1}},"jsonrpc":"2.0","id":5}',
  '{"method":"notifications/progress","params":{"progressToken":7,"progress":1,"total":3},"jsonrpc":"2.0"}',
  '{"method":"notifications/progress","params":{"progressToken":"tok","progress":0.5},"jsonrpc":"2.0"}',
  '{"method":"notifications/progress","params":{"progress":2},"jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":7}}',
  '{"method":"notifications/message","params":{"level":"info","data":"x"},"jsonrpc":"2.0"}',
  '{"method":"notifications/message","params":{"level":"info","_meta":{"io.modelcontextprotocol/related-task":{"taskId":"t1"}}},"jsonrpc":"2.0"}',
  '{"method":"notifications/cancelled","params":{"requestId":4,"reason":"timed out"},"jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"' + 'r'.repeat(3000) + '"}]}}',
  '{"id":3,"jsonrpc":"2.0","result":{}}',
  '{"jsonrpc":"2.0","id":null,"result":{}}',
  '{"jsonrpc":"2.0","id":5,"result":{"task":{"taskId":"t1","status":"working"}}}',
  '{"method":"ping","jsonrpc":"2.0","id":9}',
  '{"jsonrpc":"2.0","id":9,"result":{}}',
  // made from the facts without a copy of the body (thirty-first round): members in every order, scalars of every kind,
  // a key twice, integer-like keys, and what must keep the copy (another jsonrpc, a member the form does not make)
  '{"params":{"progressToken":"p1","progress":3,"total":null,"message":"h\u00e9","done":true,"x":false},"method":"notifications/progress","jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","method":"notifications/progress","params":{"message":"caf\u00e9 é","progress":2,"progressToken":7,"message":"second"}}',
  '{"jsonrpc":"2.0","method":"notifications/x","params":{"2":"b","1":"a","b":1,"a":2,"1":"c"}}',
  '{"jsonrpc":"2.0","method":"notifications/x","params":{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7}}',
  '{"jsonrpc":"2.0","method":"notifications/x","params":{"a":[1],"b":2}}',
  '{"jsonrpc":"2.0","method":"notifications/x","params":{"a":1.5,"b":-0}}',
  '{"jsonrpc":"2.0","method":"notifications/x","params":{}}',
  '{"jsonrpc":"2.1","method":"notifications/progress","params":{"progressToken":7,"progress":1}}',
  '{"jsonrpc":"2.0","method":"notifications/x","params":{"a":1},"id":null}',
  '{"method":"notifications/initialized"}',
  // a notification without params and a key its form does not make: the body is copied (plainEventOf's one key test)
  '{"method":"notifications/initialized","id":null,"jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","method":"notifications/x","result":{"a":1}}',
  '{"params":{"_meta":{"progressToken":11},"arguments":{"q":"é"},"name":"t"},"id":"r-1","method":"tools/call","jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","method":"tools/call","id":12,"params":{"name":"t","arguments":{"a":1},"name":"u"}}',
  '{"id":13,"method":"tools/list","jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","method":"tools/list","id":14,"result":{}}',
  '{"result":{"content":[{"type":"text","text":"é ü \\u00e9"}]},"id":15,"jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","id":16,"result":"' + 'é'.repeat(1500) + '"}',
  '{"jsonrpc":"2.0","id":17,"result":[1,2],"params":{"a":1}}',
  '{"id":18,"result":7}',
  '{"jsonrpc":"2.0","result":{}}',
];

describe('a plain line as an event of facts', () => {
  it('says what its message says, for lines of every shape the fast path takes', async () => {
    const ndjson = tempFile('plain-event.ndjson', LINES.join('\n') + '\n');
    expect(await plainEvents(ndjson, 'ndjson')).toBeGreaterThan(LINES.length - 3);
    const stamp = '2026-11-30T12:00:00.002Z';
    const cd = [
      `${stamp} [srv] [info] Initializing server... { metadata: undefined }`,
      ...LINES.map((l) => `${stamp} [srv] [info] Message from ${l.includes('"result"') ? 'server' : 'client'}: ${l} { metadata: undefined }`),
    ];
    const desktop = tempFile('plain-event.log', cd.join('\n') + '\n');
    expect(await plainEvents(desktop, 'claude-desktop')).toBeGreaterThan(LINES.length - 3);
  });

  it('reads a Claude Desktop stamp the text path reads, within a second, across seconds, days and a year, and bad digits', async () => {
    // the fast path reads a stamp once a second (PlainHeaderBytes.stampOf): every stamp here against the text path's
    const stamps = [
      '2026-11-30T12:00:00.002Z', '2026-11-30T12:00:00.099Z', '2026-11-30T12:00:00.999Z', '2026-11-30T12:00:01.000Z',
      '2026-11-30T12:00:01.5x7Z', '2026-11-30T12:00:01.507Z', '2026-11-30T12:59:59.999Z', '2026-11-30T13:00:00.001Z',
      '2026-11-30T23:59:59.998Z', '2026-12-01T00:00:00.003Z', '2026-12-31T23:59:60.100Z', '2027-01-01T00:00:00.010Z',
      '2027-01-01T00:00:00.010Z', '2027-01-01T00:00:00.01Z', '2027-01-01T00:00:00.011Z', '2027-13-01T00:00:00.011Z',
      '2027-01-01T00:00:00.012Z', '2027-01-01T00:00:00:012Z', '2027-01-01T00:00:00.013Z',
    ];
    const cd = [`${stamps[0]} [srv] [info] Initializing server... { metadata: undefined }`];
    // well-formed lines first: a capture whose head has a broken stamp is read as a paste, without the fast path
    const head = Array.from({ length: 150 }, (_, k) => `2026-11-30T11:00:0${k % 10}.${String(100 + k).padStart(3, '0')}Z`);
    [...head, ...stamps].forEach((st, k) => {
      cd.push(`${st} [srv] [info] Message from client: {"method":"ping","jsonrpc":"2.0","id":${k}} { metadata: undefined }`);
      cd.push(`${st} [srv] [info] Message from server: {"jsonrpc":"2.0","id":${k},"result":{}} { metadata: undefined }`);
    });
    const desktop = tempFile('plain-stamps.log', cd.join('\n') + '\n');
    expect(await plainEvents(desktop, 'claude-desktop')).toBeGreaterThanOrEqual(330);
  });

  it('says what its message says, on every NDJSON and Claude Desktop capture in the repository', async () => {
    let n = 0;
    for (const f of files(join(ROOT, 'samples/ndjson'), /\.(jsonl|ndjson)$/)) n += await plainEvents(f, 'ndjson');
    for (const f of files(join(ROOT, 'samples/claude-desktop'), /\.log$/)) n += await plainEvents(f, 'claude-desktop');
    expect(n).toBeGreaterThan(50);
  });

  it('reads the same message through bodyMessage, in every form, first or after message, and keeps it', async () => {
    // bodyMessage (the notification reader's) makes a body's message itself and hands every other form to `message`
    const path = tempFile('plain-event-body.ndjson', LINES.join('\n') + '\n');
    const a = await readAll(path, { inputFormat: 'ndjson', wasm: true });
    const b = await readAll(path, { inputFormat: 'ndjson', wasm: true });
    const text = await readAll(path, { inputFormat: 'ndjson', wasm: false });
    let n = 0;
    a.events.forEach((e, k) => {
      const first = plainEvent(e);
      const then = plainEvent(b.events[k]!);
      if (first === null || then === null) return;
      n++;
      const want = JSON.stringify(text.events[k]!.message);
      // bodyMessage first: the message made once, the getter hands on the same object
      const m = first.bodyMessage;
      expect(JSON.stringify(m)).toBe(want);
      expect(first.message).toBe(m);
      expect(first.bodyMessage).toBe(m);
      // the getter first: bodyMessage hands on what it made
      const m2 = then.message;
      expect(then.bodyMessage).toBe(m2);
      expect(JSON.stringify(m2)).toBe(want);
    });
    expect(n).toBeGreaterThan(LINES.length - 3);
  });

  it('keeps its message in a copy by spread, where the object literal has it', async () => {
    const path = tempFile('plain-event-copy.ndjson', LINES.slice(0, 4).join('\n') + '\n');
    const { events } = await readAll(path, { inputFormat: 'ndjson', wasm: true });
    const pe = events.map(plainEvent).find((e) => e !== null)!;
    const copy: WireEvent = withMessage(pe, { at: 5 });
    expect(Object.keys(copy)).toEqual(['at', 'source', 'session', 'transport', 'from', 'kind', 'message']);
    expect(copy.message).toBe(pe.message);
    expect(copy.at).toBe(5);
    expect(plainEvent(copy)).toBeNull();
  });

  it('makes its source when read, as the literal has it, once, and keeps what is set or added to it', async () => {
    const lines = LINES.slice(0, 6);
    const path = tempFile('plain-event-source.ndjson', lines.join('\n') + '\n');
    const fast = await readAll(path, { inputFormat: 'ndjson', wasm: true });
    const text = await readAll(path, { inputFormat: 'ndjson', wasm: false });
    expect(fast.events.length).toBe(text.events.length);
    let n = 0;
    fast.events.forEach((e, k) => {
      const pe = plainEvent(e);
      if (pe === null) return;
      n++;
      const t = text.events[k]!;
      // a copy by spread, with a patch: the same keys in the same order as the literal's
      const lit: WireEvent = { ...t };
      for (const patch of [{ at: 9 }, { session: 's', source: { file: 'other', line: 1 } }] as Partial<WireEvent>[]) {
        const copy = withMessage(pe, patch);
        expect(Object.keys(copy)).toEqual(Object.keys({ ...lit, ...patch }));
        expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...lit, ...patch }));
      }
      expect(pe.source).toStrictEqual(t.source);
      // made once: a stage that adds to it (the merge step's `also`) finds it there on the next read
      const s = pe.source;
      expect(pe.source).toBe(s);
      s.endLine = 99;
      expect(pe.source.endLine).toBe(99);
      const other = { file: 'x', line: 3 };
      pe.source = other;
      expect(pe.source).toBe(other);
      expect(JSON.parse(JSON.stringify(pe)).source).toStrictEqual(other);
    });
    expect(n).toBeGreaterThanOrEqual(5);
  });
});
