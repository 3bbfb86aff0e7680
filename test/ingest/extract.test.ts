import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractJsonRpc } from '../../src/ingest/extract.js';
import { parseJsonRpc, type ParsedRpc } from '../../src/ingest/jsonrpc.js';

/**
 * The extractor's promise (src/ingest/extract.ts): for every text, what `parseJsonRpc` (a full `JSON.parse`)
 * gives — the same messages with the same members in the same order, the same problem and recovery.
 */
function same(text: string): void {
  const a = extractJsonRpc(text);
  const b = parseJsonRpc(text);
  // Reading every member materialises a lazy result; structuredClone reads through accessors.
  const plain = (r: ParsedRpc): unknown => ({ ...r, messages: structuredClone(r.messages) });
  expect(plain(a), text).toEqual(plain(b));
  expect(JSON.stringify(a.messages), text).toBe(JSON.stringify(b.messages));
  expect(a.messages.map((m) => Object.keys(m)), text).toEqual(b.messages.map((m) => Object.keys(m)));
}

function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(log|ndjson|jsonl|txt)$/.test(e)) yield p;
  }
}

/** Message texts as hosts and recorders wrote them: NDJSON lines, mcpcap messages, Claude Desktop bodies. */
function realMessages(): string[] {
  const out = new Set<string>();
  for (const f of [...files('samples'), ...files('test/fixtures')]) {
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      const m = line.indexOf('Message from ');
      if (m >= 0) {
        const open = line.indexOf('{', m);
        let end = line.lastIndexOf(' { metadata:');
        if (end < open) end = line.length;
        if (open >= 0) out.add(line.slice(open, end));
        continue;
      }
      if (!line.startsWith('{') && !line.startsWith('[')) continue;
      try {
        const v = JSON.parse(line) as { message?: unknown; jsonrpc?: unknown };
        if (v !== null && typeof v === 'object' && 'message' in v && typeof v.message === 'object') out.add(JSON.stringify(v.message));
        else out.add(line);
      } catch {
        out.add(line);
      }
    }
  }
  return [...out];
}

const REAL = realMessages();

describe('extractJsonRpc agrees with parseJsonRpc', () => {
  it('on every message line of the samples and fixtures', () => {
    expect(REAL.length).toBeGreaterThan(300);
    for (const t of REAL) same(t);
  });

  it.each([
    ['response', '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"ok"}]}}'],
    ['response without jsonrpc', '{"id":"a","result":[]}'],
    ['request, Claude order', '{"method":"tools/call","params":{"name":"x"},"jsonrpc":"2.0","id":7}'],
    ['error', '{"jsonrpc":"2.0","id":1,"error":{"code":-32800,"message":"cancelled","data":{"x":1},"extra":2}}'],
    ['whitespace everywhere', ' \t{ "jsonrpc" : "2.0" , "id" : 1 , "result" : { } } \r\n'],
    ['duplicate id (the last wins)', '{"jsonrpc":"2.0","id":1,"id":2,"result":{}}'],
    ['duplicate result', '{"jsonrpc":"2.0","id":1,"result":1,"result":{"a":2}}'],
    ['escaped key', '{"jsonrpc":"2.0","\\u0069d":1,"result":{}}'],
    ['escaped key without \\u', '{"jsonrpc":"2.0","i\\"d":1,"result":{}}'],
    ['escaped id', '{"jsonrpc":"2.0","id":"a\\"b","result":{}}'],
    ['escaped method', '{"jsonrpc":"2.0","method":"tools\\/call","id":1}'],
    ['id -0', '{"jsonrpc":"2.0","id":-0,"result":{}}'],
    ['id 1e400', '{"jsonrpc":"2.0","id":1e400,"result":{}}'],
    ['id 0.1e-2', '{"jsonrpc":"2.0","id":0.1e-2,"result":{}}'],
    ['id big', '{"jsonrpc":"2.0","id":123456789012345678901234567890,"result":{}}'],
    ['id true', '{"jsonrpc":"2.0","id":true,"result":{}}'],
    ['id object', '{"jsonrpc":"2.0","id":{"a":1},"method":"x"}'],
    ['id null', '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}'],
    ['method number', '{"jsonrpc":"2.0","id":1,"method":3}'],
    ['jsonrpc number', '{"jsonrpc":2,"id":1,"result":{}}'],
    ['error not an object', '{"jsonrpc":"2.0","id":1,"error":"boom"}'],
    ['no JSON-RPC member', '{"level":30,"msg":"pino"}'],
    ['empty object', '{}'],
    ['leading zero', '{"jsonrpc":"2.0","id":01,"result":{}}'],
    ['trailing comma', '{"jsonrpc":"2.0","id":1,"result":{},}'],
    ['trailing text', '{"jsonrpc":"2.0","id":1,"result":{}} x'],
    ['two objects', '{"jsonrpc":"2.0","id":1,"result":{}}{"id":2}'],
    ['control character in a string', '{"jsonrpc":"2.0","id":1,"result":{"t":"a\u0001b"}}'],
    ['bad escape', '{"jsonrpc":"2.0","id":1,"result":{"t":"a\\xb"}}'],
    ['lone surrogate', '{"jsonrpc":"2.0","id":1,"result":{"t":"a\ud800b"}}'],
    ['__proto__ key', '{"jsonrpc":"2.0","id":1,"method":"x","params":{"__proto__":{"a":1}}}'],
    ['constructor.prototype', '{"jsonrpc":"2.0","id":1,"result":{"constructor":{"prototype":{"a":1}}}}'],
    ['deep nesting', `{"jsonrpc":"2.0","id":1,"result":${'['.repeat(70)}${']'.repeat(70)}}`],
    ['nesting at the limit', `{"jsonrpc":"2.0","id":1,"result":${'['.repeat(62)}${']'.repeat(62)}}`],
    ['truncated by the host', '{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"abc…[18778 chars truncated]…xyz"}]}}'],
    ['cut at the end', '{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"te'],
    ['batch', '[{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"notifications/b"}]'],
    ['BOM', '\ufeff{"jsonrpc":"2.0","id":1,"method":"m"}'],
    ['non-breaking space', '\u00a0{"jsonrpc":"2.0","id":1,"method":"m"}'],
    ['literals', '{"jsonrpc":"2.0","id":1,"result":{"a":true,"b":false,"c":null,"d":[1,-2.5e+3,0]}}'],
    ...['1.', '-', '1e', '1e+', '-a', '.5', '+1', '1.e5', '00', '-01', '1E-0', '0.0e+10', '-0.5E5'].flatMap((n): [string, string][] => [
      [`number ${n} as id`, `{"jsonrpc":"2.0","id":${n},"result":{}}`],
      [`number ${n} in a result`, `{"jsonrpc":"2.0","id":1,"result":{"n":[${n}]}}`],
    ]),
    ['bad literal', '{"jsonrpc":"2.0","id":1,"result":{"a":tru}}'],
  ])('%s', (_name, text) => same(text));

  it('a lazy result can be replaced and is read once', () => {
    const r = extractJsonRpc('{"jsonrpc":"2.0","id":1,"result":{"a":[1]}}');
    const m = r.messages[0]!;
    expect(m.result).toBe(m.result);
    m.result = { b: 2 };
    expect(m.result).toEqual({ b: 2 });
    expect(JSON.stringify(m)).toBe('{"jsonrpc":"2.0","id":1,"result":{"b":2}}');
  });
});

/** Characters that make or break JSON, and the key names the extractor looks for. */
const PIECES = ['"', '\\', '{', '}', '[', ']', ',', ':', ' ', '\n', '\t', '0', '1', '-', '.', 'e', 'E', '+', 'u', 'n', 't', 'f', 'null', 'true', '\u0000', '\u001f', '\u2026', 'é', '"id":', '"result":', '"method":', '"params":', '"error":', '"jsonrpc":', '"__proto__":', '\\u0041', '\\"', '\\\\'];

describe('extractJsonRpc under mutation (fast-check)', () => {
  it('agrees with parseJsonRpc on mutated real message texts', () => {
    const mutation = fc.record({
      at: fc.nat(),
      cut: fc.nat({ max: 4 }),
      insert: fc.array(fc.constantFrom(...PIECES), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.array(mutation, { minLength: 1, maxLength: 3 }), (text, ms) => {
        let t = text;
        for (const m of ms) {
          const at = t.length === 0 ? 0 : m.at % (t.length + 1);
          t = t.slice(0, at) + m.insert.join('') + t.slice(at + m.cut);
        }
        same(t);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with parseJsonRpc on generated JSON values as results and params', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.boolean(), (v, asResult) => {
        const body = JSON.stringify(v) ?? 'null';
        same(asResult ? `{"jsonrpc":"2.0","id":3,"result":${body}}` : `{"method":"tools/call","params":${body},"jsonrpc":"2.0","id":3}`);
      }),
      { numRuns: 1000 },
    );
  });
});
