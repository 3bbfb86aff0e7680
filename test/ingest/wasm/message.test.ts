/**
 * The fast path's message (src/ingest/wasm/message.ts): built from the module's facts, it must be the object
 * `plainJsonRpc` would hand on — same members, values and key order — and its lazily parsed members must behave
 * as data properties to everything that looks at them.
 */
import { describe, expect, it, vi } from 'vitest';
import type { JsonRpcMessage } from '../../../src/events.js';
import { plainJsonRpc } from '../../../src/ingest/jsonrpc.js';
import { jsonLines, type Cut } from '../../../src/ingest/wasm/load.js';
import { plainMessage } from '../../../src/ingest/wasm/message.js';
import { offered } from '../../../src/ingest/wasm/plain.js';
import { field, isObject } from '../../../src/json.js';
import { requestFacts, type RequestFacts } from '../../../src/request-facts.js';
import { requestTarget } from '../../../src/timeline/details.js';

/** Scans `text` (one or more lines) with a fresh instance; the caller reads line 0. */
function scan(text: string, cut: Cut = 'line') {
  const w = jsonLines(cut);
  if (w === null) throw new Error('json-lines.wasm did not load');
  const b = Buffer.from(text);
  w.reserve(b.length);
  b.copy(w.buf, w.input);
  const n = w.scan(0, b.length, true);
  return { w, n };
}

/** The fast path's message for one body (which must be offered). */
function fast(body: string): JsonRpcMessage {
  const { w, n } = scan(body);
  expect(n).toBe(1);
  expect(offered(w, 0)).toBe(true);
  return plainMessage(w, 0);
}

const big = 'x'.repeat(400);

// A body under 2 KB waits as a latin1 string, a longer one as a Buffer of its own: both must behave alike.
describe.each([
  ['a latin1 copy', big, 30],
  ['a Buffer copy', 'x'.repeat(6000), 300],
])('the lazy result (%s)', (_copy, big, repeats) => {
  const ANSWER = `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"${big}"}],"isError":false}}`;

  it('is an own, enumerable accessor that every reader of the object sees as data', () => {
    const m = fast(ANSWER);
    const want = JSON.parse(ANSWER) as Record<string, unknown>;
    const d = Object.getOwnPropertyDescriptor(m, 'result')!;
    expect(typeof d.get).toBe('function');
    expect(d.enumerable).toBe(true);
    expect(JSON.stringify(m)).toBe(ANSWER);
    expect(Object.keys(m)).toEqual(['jsonrpc', 'id', 'result']);
    expect('result' in m).toBe(true);
    expect(Object.prototype.hasOwnProperty.call(m, 'result')).toBe(true);
    expect(Object.hasOwn(m, 'result')).toBe(true);
    const keys: string[] = [];
    for (const k in m) keys.push(k);
    expect(keys).toEqual(['jsonrpc', 'id', 'result']);
    expect({ ...m }).toEqual(want);
    expect(JSON.stringify({ ...m })).toBe(ANSWER);
    expect(Object.entries(m)).toEqual(Object.entries(want));
    expect(Object.assign({}, m)).toEqual(want);
    expect(structuredClone(m)).toEqual(want);
    expect(m).toEqual(want);
    // nothing else is visible: the state is in private fields
    expect(Reflect.ownKeys(m)).toEqual(['jsonrpc', 'id', 'result']);
    expect(Object.getPrototypeOf(m)).toBe(Object.prototype);
  });

  it('is parsed once: read twice, the same value', () => {
    const m = fast(ANSWER);
    const a = m.result;
    expect(a).toEqual((JSON.parse(ANSWER) as { result: unknown }).result);
    expect(m.result).toBe(a);
  });

  it('can be assigned and deleted like data', () => {
    const m = fast(ANSWER);
    m.result = { replaced: true };
    expect(m.result).toEqual({ replaced: true });
    expect(JSON.stringify(m)).toBe('{"jsonrpc":"2.0","id":7,"result":{"replaced":true}}');
    const n = fast(ANSWER);
    delete n.result;
    expect('result' in n).toBe(false);
    expect(JSON.stringify(n)).toBe('{"jsonrpc":"2.0","id":7}');
  });

  it('outlives the scanner memory it was read from', () => {
    const { w } = scan(`${ANSWER}\n`);
    const m = plainMessage(w, 0);
    // the next chunk overwrites the memory
    const other = Buffer.from(`{"jsonrpc":"2.0","id":8,"result":"${'y'.repeat(500)}"}\n`);
    other.copy(w.buf, w.input);
    w.scan(0, other.length, true);
    expect(JSON.stringify(m)).toBe(ANSWER);
  });

  it('reads a body with non-ASCII text and invalid UTF-8 as the line decoder reads it', () => {
    const bytes = Buffer.concat([
      Buffer.from(`{"jsonrpc":"2.0","id":1,"result":{"t":"${'é ✓ 😀 '.repeat(repeats)}`),
      Buffer.from([0xff, 0xc0, 0xe2, 0x82, 0x41]),
      Buffer.from('"}}'),
    ]);
    const w = jsonLines('line')!;
    w.reserve(bytes.length);
    bytes.copy(w.buf, w.input);
    expect(w.scan(0, bytes.length, true)).toBe(1);
    expect(offered(w, 0)).toBe(true);
    const m = plainMessage(w, 0);
    expect(typeof Object.getOwnPropertyDescriptor(m, 'result')!.get).toBe('function');
    expect(JSON.stringify(m)).toBe(JSON.stringify(JSON.parse(bytes.toString('utf8'))));
  });

  it('keeps the source order whatever it is, and short bodies are plain data', () => {
    for (const body of [
      `{"result":{"a":"${big}"},"jsonrpc":"2.0","id":"s-1"}`,
      `{"id":null,"result":"${big}","jsonrpc":"2.0"}`,
      '{"jsonrpc":"2.0","id":1,"result":{}}',
      '{"jsonrpc":"2.0","id":1,"result":[]}',
      '{"jsonrpc":"2.0","id":1,"result":null}',
      '{"jsonrpc":"2.0","id":1,"result":-0.5e-3}',
      '{"jsonrpc":"2.0","id":-0,"result":"\\u00e9\\n"}',
      '{"result":true}',
    ]) {
      const m = fast(body);
      expect(JSON.stringify(m)).toBe(JSON.stringify(plainJsonRpc(body)));
      expect(Object.keys(m)).toEqual(Object.keys(plainJsonRpc(body)!));
      expect(m).toEqual(plainJsonRpc(body));
      if (Object.is(JSON.parse(body).id, -0)) expect(Object.is(m.id, -0)).toBe(true);
    }
  });
});

describe('params, member by member', () => {
  const args = `{"path":"src/a.ts","q":"${big}"}`;
  // every shape of params and of their members the builder distinguishes
  const bodies: string[] = [
    '{"jsonrpc":"2.0","id":1,"method":"ping","params":{}}',
    '{"method":"tools/call","params":{"name":"run","arguments":{"a":1},"_meta":{"progressToken":2}},"jsonrpc":"2.0","id":2}',
    `{"method":"tools/call","params":{"name":"run","arguments":${args}},"jsonrpc":"2.0","id":3}`,
    `{"method":"tools/call","params":{"arguments":${args},"name":"late"},"jsonrpc":"2.0","id":3}`,
    '{"method":"tools/call","params":{"name":"run","arguments":"not an object"},"jsonrpc":"2.0","id":4}',
    `{"method":"tools/call","params":{"name":"run","arguments":[${args}]},"jsonrpc":"2.0","id":4}`,
    '{"method":"tools/call","params":{"name":"run","arguments":null},"jsonrpc":"2.0","id":4}',
    // duplicate members: JSON.parse keeps the first one's place and the last one's value
    `{"method":"x","params":{"arguments":${args},"k":1,"arguments":{"b":2}},"jsonrpc":"2.0","id":5}`,
    `{"method":"x","params":{"arguments":"s","k":1,"arguments":${args}},"jsonrpc":"2.0","id":5}`,
    `{"method":"x","params":{"arguments":${args},"k":1,"arguments":"s"},"jsonrpc":"2.0","id":5}`,
    '{"method":"x","params":{"k":1,"j":2,"k":3},"jsonrpc":"2.0","id":5}',
    // scalars of every kind
    '{"method":"x","params":{"t":true,"f":false,"n":null,"i":-12,"z":-0,"big":123456789012345678901,"fl":1.5e3,"e":1E-2},"jsonrpc":"2.0"}',
    '{"method":"x","params":{"s":"plain","esc":"a\\"b\\\\c\\n\\u00e9\\ud83d\\ude00","u":"é ✓ 😀","empty":""},"jsonrpc":"2.0"}',
    '{"method":"x","params":{"arr":[1,"2",[3],{"4":5}],"obj":{"nested":{"deep":[true]}}},"jsonrpc":"2.0"}',
    // integer-like keys come first in any object, as JSON.parse makes them
    '{"method":"x","params":{"b":1,"2":2,"a":3,"1":4},"jsonrpc":"2.0"}',
    '{"method":"notifications/progress","params":{"progressToken":"tok","progress":0.5,"total":10,"message":"half"},"jsonrpc":"2.0"}',
    '{"method":"notifications/cancelled","params":{"requestId":17,"reason":"Request timed out"},"jsonrpc":"2.0"}',
    // a key longer than the intern table takes, a long string value
    `{"method":"x","params":{"${'k'.repeat(80)}":"${'v'.repeat(80)}"},"jsonrpc":"2.0"}`,
    '{"jsonrpc":"2.0","method":"m","params":{"_meta":{"progressToken":1,"other":{"x":[]}}}}',
    // _meta: the one-token shape built from the facts, and every near miss left to JSON.parse
    '{"method":"tools/call","params":{"name":"run","_meta":{"progressToken":"tok-1"}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"progressToken":-0}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"progressToken":123456789012345}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"progressToken":""}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"progressToken":"é ✓"}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{ "progressToken":7}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"progressToken": 7}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"progressToken":7 }},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"other":1,"progressToken":8}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"_meta":{"progressTokens":8}},"jsonrpc":"2.0","id":6}',
    '{"method":"tools/call","params":{"arguments":{"_meta":{"progressToken":3}},"_meta":{}},"jsonrpc":"2.0","id":6}',
    '{"jsonrpc":2,"method":"m"}',
    '{"jsonrpc":"2.0 ","method":"m"}',
    '{"jsonrpc":"\\u0032.0","method":"m"}',
    '{"jsonrpc":null,"method":"m","id":"a b"}',
  ];
  it.each(bodies)('%s', (body) => {
    const m = fast(body);
    const want = plainJsonRpc(body)!;
    expect(want).not.toBeNull();
    expect(JSON.stringify(m)).toBe(JSON.stringify(want));
    expect(Object.keys(m)).toEqual(Object.keys(want));
    expect(m).toEqual(want);
    if (want.params !== undefined) {
      expect(Object.keys(m.params as object)).toEqual(Object.keys(want.params as object));
      for (const [k, v] of Object.entries(want.params as object)) expect(Object.is((m.params as Record<string, unknown>)[k], v) || typeof v === 'object').toBe(true);
    }
  });

  // _meta shapes the module leaves to JSON.parse of the whole line (a token neither a plain string nor an integer,
  // a token or _meta twice): never offered, so never built here
  it.each([
      '{"method":"tools/call","params":{"_meta":{"progressToken":"a\\"b"}},"jsonrpc":"2.0","id":6}',
      '{"method":"tools/call","params":{"_meta":{"progressToken":1.5}},"jsonrpc":"2.0","id":6}',
      '{"method":"tools/call","params":{"_meta":{"progressToken":null}},"jsonrpc":"2.0","id":6}',
      '{"method":"tools/call","params":{"_meta":{"progressToken":7,"progressToken":8}},"jsonrpc":"2.0","id":6}',
      '{"method":"tools/call","params":{"_meta":{"progressToken":1},"_meta":{"progressToken":2}},"jsonrpc":"2.0","id":6}',
      '{"method":"tools/call","params":{"_meta":{"progressToken":1},"_meta":{"x":2}},"jsonrpc":"2.0","id":6}',
      '{"method":"tools/call","params":{"_meta":{"x":2},"_meta":{"progressToken":1}},"jsonrpc":"2.0","id":6}',
  ])('declined: %s', (body) => {
    const { w, n } = scan(body);
    expect(n).toBe(1);
    expect(offered(w, 0)).toBe(false);
  });

  // A request's params wait whole (below); a message without an id the correlator takes is built member by member.
  it('builds the one-token _meta without JSON.parse, and parses any other', () => {
    const spy = vi.spyOn(JSON, 'parse');
    try {
      const m = fast('{"method":"tools/call","params":{"name":"run","_meta":{"progressToken":42}},"jsonrpc":"2.0"}');
      expect(spy).not.toHaveBeenCalled();
      expect((m.params as { _meta: unknown })._meta).toEqual({ progressToken: 42 });
      const s = fast('{"method":"tools/call","params":{"_meta":{"progressToken":"t"}},"jsonrpc":"2.0","id":null}');
      expect(spy).not.toHaveBeenCalled();
      expect((s.params as { _meta: unknown })._meta).toEqual({ progressToken: 't' });
      fast('{"method":"tools/call","params":{"_meta":{"progressToken":1,"x":2}},"jsonrpc":"2.0"}');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('reads a call\'s arguments on first read, once, and lets them be replaced', () => {
    const m = fast(`{"method":"tools/call","params":{"name":"run","arguments":${args}},"jsonrpc":"2.0"}`);
    const p = m.params as Record<string, unknown>;
    expect(typeof Object.getOwnPropertyDescriptor(p, 'arguments')!.get).toBe('function');
    const a = p.arguments;
    expect(a).toEqual(JSON.parse(args));
    expect(p.arguments).toBe(a);
    expect(Object.keys(p)).toEqual(['name', 'arguments']);
    p.arguments = 1;
    expect(JSON.stringify(p)).toBe('{"name":"run","arguments":1}');
  });
});

/** What the labeller and the correlator read of a request's params, read from the params JSON.parse made. */
function factsOfParams(p: unknown): Omit<RequestFacts, 'call'> {
  const meta = field(p, '_meta');
  return {
    token: isObject(meta) && Object.hasOwn(meta, 'progressToken') ? meta.progressToken : undefined,
    target: requestTarget(p),
    task: isObject(field(p, 'task')),
  };
}

describe("a request's params: parsed whole when read, three facts now", () => {
  const args = `{"path":"src/a.ts","q":"${big}"}`;
  const bodies: string[] = [
    '{"method":"tools/call","params":{"name":"run","arguments":{"a":1},"_meta":{"progressToken":2}},"jsonrpc":"2.0","id":2}',
    '{"jsonrpc":"2.0","id":"r-1","method":"tools/call","params":{"name":"run","arguments":{},"_meta":{"progressToken":"tok"}}}',
    `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"run","arguments":${args}}}`,
    `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"run","arguments":{"q":"${'z'.repeat(3000)}"}}}`,
    '{"jsonrpc":"2.0","id":4,"method":"resources/read","params":{"uri":"file:///a.txt"}}',
    '{"jsonrpc":"2.0","id":4,"method":"x","params":{"uri":"é ✓ 😀"}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"_meta":{"progressToken":1,"other":{"x":[]}}}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"_meta":{"other":1}}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"_meta":{ "progressToken" : "t" }}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"_meta":[1]}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"_meta":null}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"_meta":"s"}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"arguments":{"_meta":{"progressToken":3}},"_meta":{}}}',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"t","task":{"ttl":1000}}}',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"t","task":[]}}',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"t","task":null}}',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"task":{},"task":1}}',
    '{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"2.0","id":8,"method":"ping","params":{}}',
    '{"method":"x","params":{"b":1,"2":2,"a":3,"1":4},"jsonrpc":"2.0","id":9}',
    // a call's three members in every order, some absent, and near misses (kept as text)
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"_meta":{"progressToken":"p"},"arguments":{"x":[1]},"name":"n"}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"arguments":{"x":1},"name":"n","_meta":{"progressToken":10}}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"arguments":{"x":"é ✓"}}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"_meta":{"progressToken":0}}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"only"}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"n","arguments":{"a":1},"arguments":{"b":2}}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"n","arguments":[1]}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"n","arguments":{},"extra":1}}',
    '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"n","_meta":{"progressToken":1,"x":2}}}',
  ];
  it.each(bodies)('%s', (body) => {
    const m = fast(body);
    const want = plainJsonRpc(body)!;
    expect(want).not.toBeNull();
    const d = Object.getOwnPropertyDescriptor(m, 'params')!;
    expect(typeof d.get).toBe('function');
    expect(d.enumerable).toBe(true);
    const f = requestFacts(m)!;
    expect({ token: f.token, target: f.target, task: f.task }).toEqual(factsOfParams(want.params));
    expect(JSON.stringify(m)).toBe(JSON.stringify(want));
    expect(Object.keys(m)).toEqual(Object.keys(want));
    expect(Reflect.ownKeys(m)).toEqual(Object.keys(want));
    expect(m).toEqual(want);
    expect({ ...m }).toEqual(want);
    expect(structuredClone(m)).toEqual(want);
    expect(Object.keys(m.params as object)).toEqual(Object.keys(want.params as object));
    expect(m.params).toBe(m.params);
  });

  // A name or uri that is no plain string, twice, or escaped, or a token neither a string nor an integer: the module
  // leaves the line to JSON.parse, so its facts are never read from the columns.
  it.each([
    '{"jsonrpc":"2.0","id":4,"method":"x","params":{"name":7,"uri":"u"}}',
    '{"jsonrpc":"2.0","id":4,"method":"x","params":{"name":"a","name":5,"uri":"u"}}',
    '{"jsonrpc":"2.0","id":4,"method":"x","params":{"name":5,"name":"b"}}',
    '{"jsonrpc":"2.0","id":4,"method":"x","params":{"name":"a\\"b\\u00e9","uri":"c"}}',
    '{"jsonrpc":"2.0","id":5,"method":"x","params":{"_meta":{"progressToken":{"o":1}}}}',
  ])('declined: %s', (body) => {
    const { w, n } = scan(body);
    expect(n).toBe(1);
    expect(offered(w, 0)).toBe(false);
  });

  it('parses nothing of a common call until its params are read', () => {
    const spy = vi.spyOn(JSON, 'parse');
    try {
      const m = fast('{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"run","arguments":{"a":1},"_meta":{"progressToken":12}}}');
      expect(spy).not.toHaveBeenCalled();
      expect(requestFacts(m)).toEqual({ token: 12, target: 'run', task: false });
      expect(m.params).toEqual({ name: 'run', arguments: { a: 1 }, _meta: { progressToken: 12 } });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('outlives the scanner memory, reads non-ASCII and invalid UTF-8 as the line decoder does', () => {
    for (const size of [40, 3000]) {
      const bytes = Buffer.concat([
        Buffer.from(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"é","arguments":{"t":"${'é ✓ 😀 '.repeat(size / 10)}`),
        Buffer.from([0xff, 0xc0, 0xe2, 0x82, 0x41]),
        Buffer.from('"}}}\n'),
      ]);
      const w = jsonLines('line')!;
      w.reserve(bytes.length);
      bytes.copy(w.buf, w.input);
      expect(w.scan(0, bytes.length, true)).toBe(1);
      expect(offered(w, 0)).toBe(true);
      const m = plainMessage(w, 0);
      const other = Buffer.from(`{"jsonrpc":"2.0","id":8,"result":"${'y'.repeat(bytes.length)}"}\n`);
      w.reserve(other.length);
      other.copy(w.buf, w.input);
      w.scan(0, other.length, true);
      expect(JSON.stringify(m)).toBe(JSON.stringify(JSON.parse(bytes.toString('utf8'))));
      expect(requestFacts(m)?.target).toBe('é');
    }
  });

  it('can be assigned and deleted like data; an assignment drops the facts', () => {
    const m = fast('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run","_meta":{"progressToken":2}}}');
    m.params = { name: 'other' };
    expect(requestFacts(m)).toBeNull();
    expect(JSON.stringify(m)).toBe('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"other"}}');
    const n = fast('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run"}}');
    expect((n.params as { name: string }).name).toBe('run');
    expect(requestFacts(n)).toEqual({ token: undefined, target: 'run', task: false });
    delete n.params;
    expect(JSON.stringify(n)).toBe('{"jsonrpc":"2.0","id":2,"method":"tools/call"}');
  });

  it('leaves a message without an id the correlator takes to the member-by-member build', () => {
    for (const body of [
      '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"run"}}',
      '{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"run"}}',
      '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":2}}',
    ]) {
      const m = fast(body);
      expect(requestFacts(m)).toBeNull();
      expect(Object.getOwnPropertyDescriptor(m, 'params')!.get).toBeUndefined();
      expect(m).toEqual(plainJsonRpc(body));
    }
  });
});
