import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageShape } from '../../src/events.js';
import { parseJsonRpc, parseRejected, plainJsonRpc, plainOrRejected, REJECTED } from '../../src/ingest/jsonrpc.js';

describe('parseJsonRpc: intact JSON', () => {
  it('one message, JSON-RPC members only', () => {
    const r = parseJsonRpc('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"},"extra":true}');
    expect(r.problem).toBeUndefined();
    expect(r.recovered).toBe(false);
    expect(r.messages).toEqual([{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } }]);
  });

  it('a batch (2025-03-26) becomes several messages', () => {
    const r = parseJsonRpc('[{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"notifications/b"}]');
    expect(r.messages.map((m) => m.method)).toEqual(['a', 'notifications/b']);
  });

  it.each([
    ['42', 'JSON number'],
    ['"text"', 'JSON string'],
    ['null', 'JSON null'],
    ['[]', 'empty JSON-RPC batch'],
    ['{"level":30,"msg":"pino"}', 'not a JSON-RPC message'],
    ['Debugger attached.', 'not JSON'],
    ['', 'not JSON'],
    // Every character a JSON value can start with still reaches JSON.parse (the non-JSON
    // shortcut must not swallow a scalar), whitespace first included.
    [' \t\r\n-1.5', 'JSON number'],
    ['7e3', 'JSON number'],
    ['true', 'JSON boolean'],
    ['false', 'JSON boolean'],
    ['\n null', 'JSON null'],
    ['  "s"', 'JSON string'],
    ['\u00a0{"jsonrpc":"2.0"}', 'not JSON'],
    ['\ufeff{"jsonrpc":"2.0","id":1,"method":"m"}', 'not JSON'],
    ['server debug output line 7', 'not JSON'],
  ])('%s → no message (%s)', (text, why) => {
    const r = parseJsonRpc(text);
    expect(r.messages).toEqual([]);
    expect(r.problem).toContain(why);
  });

  it('a batch with a non-object element keeps the rest and says which', () => {
    const r = parseJsonRpc('[{"jsonrpc":"2.0","id":1,"method":"a"},7]');
    expect(r.messages).toHaveLength(1);
    expect(r.problem).toContain('batch[1]');
  });

  it.each([
    ['{"jsonrpc":"2.0","id":{"x":1},"method":"m"}', 'id is object'],
    ['{"jsonrpc":"2.0","id":true,"result":{}}', 'id is boolean'],
    ['{"jsonrpc":"2.0","id":1,"method":5}', 'method is not a string'],
  ])('%s → invalid member dropped (%s)', (text, why) => {
    const r = parseJsonRpc(text);
    expect(r.messages).toHaveLength(1);
    expect(r.problem).toContain(why);
  });

  it('string ids stay strings', () => {
    expect(parseJsonRpc('{"jsonrpc":"2.0","id":"abc","result":{}}').messages[0]?.id).toBe('abc');
  });

  it('drops __proto__ / constructor keys at every depth and never touches a prototype', () => {
    const text =
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","__proto__":{"method":"evil"},"params":{"name":"x","arguments":{"__proto__":{"polluted":true},"constructor":{"prototype":{"bad":1}},"ok":[{"__proto__":{"p":1}}]}}}';
    const m = parseJsonRpc(text).messages[0]!;
    expect(m.method).toBe('tools/call');
    const args = (m.params as { arguments: Record<string, unknown> }).arguments;
    expect(Object.keys(args)).toEqual(['ok']);
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    // A careless merge downstream cannot pick anything up.
    const merged = Object.assign({}, args, m.params as object);
    expect((merged as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
    expect(Object.keys((args.ok as object[])[0]!)).toEqual([]);
  });

  it.each([
    ['"\\u005f_proto__"', 'an escaped underscore'],
    ['"__pr\\u006fto__"', 'an escaped letter'],
    ['"constr\\u0075ctor"', 'an escaped constructor'],
  ])('drops a dangerous key spelled with escapes: %s (%s)', (key) => {
    const text = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{${key}:{"polluted":true},"ok":1}}}`;
    // JSON.parse itself turns the escaped spelling into the real key:
    expect(Object.keys((JSON.parse(text) as { params: { arguments: object } }).params.arguments)).toHaveLength(2);
    const args = (parseJsonRpc(text).messages[0]!.params as { arguments: Record<string, unknown> }).arguments;
    expect(Object.keys(args)).toEqual(['ok']);
  });
});

describe('parseJsonRpc: damaged JSON recovery', () => {
  it('recovers id and error code from a cut line whose string value runs for millions of characters', () => {
    // A sticky regex over such a string threw "Maximum call stack size exceeded" (the line was lost).
    const text = `{"jsonrpc":"2.0","id":5,"error":{"code":-32000,"message":"${'x'.repeat(12_000_000)}`;
    const r = parseJsonRpc(text);
    expect(r.recovered).toBe(true);
    expect(r.messages[0]?.id).toBe(5);
    expect(r.messages[0]?.error?.code).toBe(-32000);
  });

  it('verbatim Claude Desktop response (olaservo/skilljack-mcp#27): id first', () => {
    const text =
      '{"jsonrpc":"2.0","id":4,"result":{"messages":[{"role":"user","content":{"type":"resource","resource":{"uri":"skill://skilljack-docs","mimeType":"text/markdown","text":"---\\r\\nname: skilljack-docs\\r\\n…[18778 chars truncated]…\\r\\n"},…}}]}}';
    const r = parseJsonRpc(text);
    expect(r.recovered).toBe(true);
    expect(r.problem).toBe('truncated JSON; id and result recovered');
    expect(r.lost).toBe('18778 chars cut by the host');
    const m = r.messages[0]!;
    expect(m.id).toBe(4);
    expect(messageShape(m)).toBe('result');
  });

  it('Claude client request (method, params, jsonrpc, id): the id comes last, nested ids are ignored', () => {
    const text =
      '{"method":"tools/call","params":{"name":"build_project","arguments":{"id":99,"items":[{"id":1,"v":"aaaa…[5000 chars truncated]…3,"v":"zzz"},{"id":"nested"}]},"_meta":{"progressToken":3}},"jsonrpc":"2.0","id":7}';
    const r = parseJsonRpc(text);
    expect(r.problem).toBe('truncated JSON; id and method recovered');
    const m = r.messages[0]!;
    expect(m).toMatchObject({ jsonrpc: '2.0', id: 7, method: 'tools/call' });
    expect(m.params).toEqual({ name: 'build_project', _meta: { progressToken: 3 } });
    expect(messageShape(m)).toBe('request');
  });

  it('server response with nested ids after the cut keeps the top-level id', () => {
    const text = '{"jsonrpc":"2.0","id":8,"result":{"content":[{"type":"text","text":"abc…[400 chars truncated]…ue}],"structuredContent":{"id":55}}}';
    expect(parseJsonRpc(text).messages[0]?.id).toBe(8);
  });

  it('escaped quotes in the tail do not fake a key', () => {
    const text =
      '{"method":"tools/call","params":{"name":"x","arguments":{"items":[{"s":"a…[9 chars truncated]…5},{"id":6,"s":"q \\"id\\":77"}]}},"jsonrpc":"2.0","id":9}';
    const m = parseJsonRpc(text).messages[0]!;
    expect(m.id).toBe(9);
    expect(m.method).toBe('tools/call');
  });

  it('a number cut by the marker is not taken', () => {
    const r = parseJsonRpc('{"jsonrpc":"2.0","method":"tools/call","id":12…[5 chars truncated]…');
    expect(r.messages[0]?.id).toBeUndefined();
    expect(r.problem).toBe('truncated JSON; method recovered, id lost');
  });

  it('error responses: code and message, in either order', () => {
    const a = parseJsonRpc('{"jsonrpc":"2.0","id":3,"error":{"code":-32001,"message":"Request timed out","data":"aa…[99 chars truncated]…b,"c":1}}}');
    expect(a.messages[0]).toMatchObject({ id: 3, error: { code: -32001, message: 'Request timed out' } });
    const b = parseJsonRpc('{"jsonrpc":"2.0","error":{"message":"boom","code":-32603,"data":{"x":"…[9 chars truncated]…,"id":5}');
    expect(b.messages[0]?.error).toEqual({ message: 'boom', code: -32603 });
    expect(b.messages[0]?.id).toBe(5);
  });

  it('cancellation and progress fields are recovered', () => {
    const c = parseJsonRpc('{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"r-1","reason":"McpError: MCP error -32001: Request timed out","x":[1,…]}}');
    expect(c.messages[0]?.params).toEqual({ requestId: 'r-1', reason: 'McpError: MCP error -32001: Request timed out' });
    expect(c.problem).toBe('damaged JSON; method recovered');
    const p = parseJsonRpc('{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":3,"total":10,"message":"ab…[9 chars truncated]…x,"y":1}}');
    expect(p.messages[0]?.params).toEqual({ progressToken: 't', progress: 3, total: 10 });
  });

  it('initialize: protocol version and peer names are recovered', () => {
    const q = parseJsonRpc(
      '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"roots":{"listChanged":true},…},"clientInfo":{"name":"Visual Studio Code","version":"1.129.1"}}}',
    );
    expect(q.messages[0]?.params).toEqual({ protocolVersion: '2025-11-25', clientInfo: { name: 'Visual Studio Code', version: '1.129.1' } });
    const s = parseJsonRpc('{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"logging":{}},"protocolVersion":"2025-11-25","serverInfo":{"name":"mcp-t…');
    expect(s.messages[0]).toEqual({ jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-11-25' } });
  });

  it.each([
    ['{"jsonrpc":"2.0",…', 'nothing recovered'],
    ['[{"jsonrpc":"2.0","id":1,…', 'damaged JSON batch'],
  ])('%s → %s', (text, why) => {
    const r = parseJsonRpc(text);
    expect(r.messages).toEqual([]);
    expect(r.problem).toContain(why);
  });

  it('never throws and never invents an id (property: random cuts of random messages)', () => {
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }), fc.constant(null), fc.boolean());
    const nested = fc.dictionary(fc.constantFrom('id', 'method', 'name', 'x', 'requestId', 'result'), leaf, { maxKeys: 4 });
    const msg = fc.record({
      id: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.string({ minLength: 1, maxLength: 8 })),
      method: fc.constantFrom('tools/call', 'prompts/get', 'initialize'),
      params: fc.record({ name: fc.string({ maxLength: 10 }), arguments: fc.array(nested, { maxLength: 4 }) }),
      idLast: fc.boolean(),
    });
    fc.assert(
      fc.property(msg, fc.nat(), fc.nat(), (m, a, b) => {
        const obj = m.idLast
          ? { method: m.method, params: m.params, jsonrpc: '2.0', id: m.id }
          : { jsonrpc: '2.0', id: m.id, method: m.method, params: m.params };
        const text = JSON.stringify(obj);
        const i = a % text.length;
        const j = i + (b % (text.length - i));
        const damaged = `${text.slice(0, i)}…[${j - i} chars truncated]…${text.slice(j)}`;
        const r = parseJsonRpc(damaged);
        if (!r.recovered) return; // the marker landed inside a string: still valid JSON
        for (const got of r.messages) {
          if (got.id !== undefined) expect(got.id).toBe(m.id);
          if (got.method !== undefined) expect(got.method).toBe(m.method);
        }
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        parseJsonRpc(s);
        parseJsonRpc(`{${s}`);
      }),
    );
  });
});

describe('plainJsonRpc: the quiet path hands on only what parseJsonRpc would make the same', () => {
  const deep = (n: number): string => `{"jsonrpc":"2.0","id":1,"result":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`;
  it.each([
    ['a request, SDK order', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"q":"constructor of the year"}}}'],
    ["Claude Desktop's order", '{"method":"tools/call","params":{"name":"x","_meta":{"progressToken":2}},"jsonrpc":"2.0","id":2}'],
    ['a result', '{"jsonrpc":"2.0","id":"abc","result":{"content":[{"type":"text","text":"__proto__ in prose, \\u00e9"}]}}'],
    ['a notification', '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":2,"progress":1}}'],
    ['a null id', '{"jsonrpc":"2.0","id":null,"result":{}}'],
    ['no jsonrpc member', '{"method":"ping","id":3}'],
    ['200 levels deep', deep(199)],
  ])('plain: %s', (_, text) => {
    const m = plainJsonRpc(text);
    expect(m).not.toBeNull();
    const r = parseJsonRpc(text);
    expect(r.problem).toBeUndefined();
    expect(r.messages).toHaveLength(1);
    // Same members and values (toEqual ignores key order; nothing reads the top level in order).
    expect(m).toEqual(r.messages[0]);
  });

  it.each([
    ['an extra member', '{"jsonrpc":"2.0","id":1,"method":"a","extra":true}'],
    ['an error answer (toMessage rebuilds error)', '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"x","more":1}}'],
    ['a batch', '[{"jsonrpc":"2.0","id":1,"method":"a"}]'],
    ['an object id', '{"jsonrpc":"2.0","id":{"x":1},"method":"a"}'],
    ['a numeric method', '{"jsonrpc":"2.0","id":1,"method":5}'],
    ['only params', '{"params":{}}'],
    ['an object jsonrpc', '{"jsonrpc":{"constructor":1},"id":1,"result":{}}'],
    ['a top-level __proto__', '{"jsonrpc":"2.0","id":1,"method":"a","__proto__":{"x":1}}'],
    ['a nested constructor key', '{"jsonrpc":"2.0","id":1,"method":"a","params":{"x":[{"constructor":{"prototype":{}}}]}}'],
    ['an escaped __proto__ in the result', '{"jsonrpc":"2.0","id":1,"result":{"\\u005f_proto__":{"p":1}}}'],
    ['a prototype key', '{"jsonrpc":"2.0","id":1,"result":{"prototype":1}}'],
    ['deeper than sanitize keeps', deep(201)],
    ['a cut body', '{"jsonrpc":"2.0","id":1,"result":{"content":"abc…[18778 chars truncated]…def"}}…'],
    ['leading space', ' {"jsonrpc":"2.0","id":1,"result":{}}'],
  ])('full path: %s', (_, text) => {
    expect(plainJsonRpc(text)).toBeNull();
  });

  it('agrees with parseJsonRpc on generated messages', () => {
    const key = fc.constantFrom('jsonrpc', 'id', 'method', 'params', 'result', 'error', '__proto__', 'constructor', 'prototype', 'x');
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.dictionary(key, tie('v'), { maxKeys: 3 }), fc.array(tie('v'), { maxLength: 2 })),
    })).v;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (o) => {
        const text = JSON.stringify(o);
        const m = plainJsonRpc(text);
        if (m === null) return;
        const r = parseJsonRpc(text);
        expect(r.problem).toBeUndefined();
        expect(r.messages).toEqual([m]);
      }),
    );
  });
});

describe('plainOrRejected: a text JSON.parse rejects is told apart and recovered without a second parse', () => {
  const rejects = (t: string): boolean => {
    try {
      JSON.parse(t);
      return false;
    } catch {
      return true;
    }
  };

  it.each([
    ['a truncated result', '{"jsonrpc":"2.0","id":412,"result":{"content":[{"type":"text","text":"build…[18778 chars truncated]…warning"}]}}…'],
    ['a cut across the structure', '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"q"…[90 chars truncated]…1}}'],
    ['an unterminated object', '{"jsonrpc":"2.0","id":1,"method":"ping"'],
    ['a brace and then prose', '{ not json at all'],
  ])('REJECTED, and parseRejected is parseJsonRpc: %s', (_, text) => {
    expect(plainOrRejected(text)).toBe(REJECTED);
    expect(parseRejected(text)).toEqual(parseJsonRpc(text));
  });

  it('null (not REJECTED) for what JSON.parse accepts but the quiet path does not hand on, or what does not start with {', () => {
    expect(plainOrRejected('{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"x"}}')).toBeNull();
    expect(plainOrRejected('[{"jsonrpc":"2.0","id":1,"method":"a"}]')).toBeNull();
    expect(plainOrRejected(' {"jsonrpc":"2.0","id":1,"method":"a"}')).toBeNull();
  });

  it('agrees with plainJsonRpc, and parseRejected with parseJsonRpc, on random texts and their cuts', () => {
    const json = fc.json().map((j) => `{"jsonrpc":"2.0","id":1,"method":"m","params":${j}}`);
    fc.assert(
      fc.property(json, fc.nat(), fc.string(), (t, cut, tail) => {
        for (const text of [t, t.slice(0, 1 + (cut % t.length)) + tail]) {
          const q = plainOrRejected(text);
          expect(q === REJECTED ? null : q).toEqual(plainJsonRpc(text));
          if (q === REJECTED) {
            expect(rejects(text)).toBe(true);
            expect(parseRejected(text)).toEqual(parseJsonRpc(text));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
