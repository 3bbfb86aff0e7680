/**
 * The fourteenth engine round's WebAssembly validator (scripts/bench/proto-wasm/, docs/performance.md): on every
 * line of the captures in the repository, and on real lines mutated at the byte level, its verdict is
 * JSON.parse's and every fact it extracts is what the parsed object says (check.mjs). A fallback ("ask
 * JSON.parse") is always allowed; a disagreement never is.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainJsonRpc } from '../../src/ingest/jsonrpc.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIR = join(ROOT, 'scripts/bench/proto-wasm');
// Plain .mjs modules of a bench prototype (no declarations): loaded untyped.
const lines = await import(join(DIR, 'lines.mjs'));
const check = await import(join(DIR, 'check.mjs'));
// The module's plain flags are checked against the quiet path of the readers it would feed.
check.setPlain(plainJsonRpc);

type Tally = {
  lines: number;
  bodies: number;
  ok: number;
  invalid: number;
  fallback: number;
  plain: number;
  notPlain: number;
  plainUnsure: number;
  disagreements: unknown[];
};
const FORMATS = ['ndjson', 'claude', 'claude-header'] as const;

function checkBytes(data: Buffer, format: string): Tally {
  const s = lines.scanner(format);
  const t: Tally = check.tally();
  s.bytes(data, (n: number) => check.checkBatch(s, n, format, t, 'bytes'));
  return t;
}

function walk(p: string, out: string[]): string[] {
  const st = statSync(p);
  if (st.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e), out);
  else if (st.isFile()) out.push(p);
  return out;
}

const files = ['samples', 'test/fixtures', 'test/wild/cases'].flatMap((d) => walk(join(ROOT, d), []));
// The NDJSON cut reads every line of every file as a message (the slow part: 6 s of the file's 13–22 s under load, the
// fuzz below most of the rest): all of it in CI (`CI=true` or MCP_TRIAGE_SLOW=1, as the slow project), the samples and
// fixtures and every fourth wild case in the everyday `npm test`.
const FULL = process.env.CI === 'true' || process.env.MCP_TRIAGE_SLOW === '1';
const wild = join(ROOT, 'test/wild/cases');
const filesOf = (format: string): string[] =>
  FULL || format !== 'ndjson' ? files : files.filter((f, i) => !f.startsWith(wild) || i % 4 === 0);

describe('json-lines.wasm against JSON.parse', () => {
  it.each(FORMATS)('agrees on every line of the repository\'s captures (%s cut; outside CI the NDJSON cut takes every fourth wild case)', (format) => {
    const s = lines.scanner(format);
    const t: Tally = check.tally();
    for (const f of filesOf(format)) s.file(f, (n: number) => check.checkBatch(s, n, format, t, f));
    expect(t.disagreements).toEqual([]);
    expect(t.ok).toBeGreaterThan(400);
    expect(t.invalid).toBeGreaterThan(5);
    // both answers of the plain flags are exercised
    expect(t.plain).toBeGreaterThan(100);
    expect(t.notPlain).toBeGreaterThan(5);
  });

  const MSG = '2026-11-30T12:00:00.002Z [srv] [info] Message from client: ';
  const META = ' { metadata: undefined }';
  // [body, verdict: 1 ok, 2 invalid, 3 fallback]
  const cases: [string, number][] = [
    ['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","_meta":{"progressToken":7}}}', 1],
    ['\uFEFF{"id":1}', 2], // a BOM is not JSON whitespace
    ['{"id":1}\u00A0', 2], // nor is NBSP
    ['{"id":1}\r', 1], // CR is
    ['\t{ "id" : 1 } ', 1],
    ['{"id":"a\u0001b"}', 2], // raw control character in a string
    ['{"id":"a\\ud800b"}', 3], // lone surrogate escape: valid, but an escape in a wanted value
    ['{"x":"a\\ud800b"}', 1],
    ['{"x":"\\x"}', 2],
    ['{"x":"\\u12g4"}', 2],
    ['{"x":01}', 2],
    ['{"x":-}', 2],
    ['{"x":1.}', 2],
    ['{"x":1e}', 2],
    ['{"x":1e+}', 2],
    ['{"x":-0.0e-0}', 1],
    ['{"id":-0}', 1],
    ['{"id":1.5}', 3], // not an integer: JSON.parse decides
    ['{"id":1234567890123456}', 3], // 16 digits: past the exact range
    ['{"id":1,"id":2}', 3], // duplicate wanted key
    ['{"\\u0069d":1}', 3], // an escaped key may be a wanted one
    ['{"x":1} x', 2],
    ['{"x":tru}', 2],
    ['{"x":nul}', 2],
    ['{"x":falsey}', 2],
    ['{"x":[1,]}', 2],
    ['{"x":{},}', 2],
    ['[1,2]', 3], // not an object: valid, left to JSON.parse
    ['"s"', 3],
    [' ', 2],
    ['{"x":"caf\u00e9"}', 1],
    ['{"a":'.repeat(300) + '1' + '}'.repeat(300), 3], // deeper than the module's stack: JSON.parse decides
    ['{"x":' + '['.repeat(300) + ']'.repeat(299) + '}', 3], // (invalid, but past the stack before that shows)
    ['{"x":' + '['.repeat(200) + ']'.repeat(199) + '}', 2],
    ['{"x":' + '['.repeat(200) + ']'.repeat(200) + '}', 1],
    ['{"params":null,"method":"m"}', 3], // params that is not an object
    ['{"error":{"code":-32601.5}}', 3],
    ['{"error":{"code":-32601},"id":3}', 1],
    ['{"result":{"isError":true},"id":"a"}', 1],
    // plainJsonRpc's conditions, decided by the module too (checked against it)
    ['{"jsonrpc":"2.0","id":1,"result":{"a":{"__proto__":1}}}', 1],
    ['{"jsonrpc":"2.0","id":1,"result":{"a":[{"constructor":1}]}}', 1],
    ['{"jsonrpc":"2.0","id":1,"params":{"prototype":1},"method":"m"}', 1],
    ['{"jsonrpc":"2.0","id":1,"result":{"a":{"\\u005f_proto__":1}}}', 1],
    ['{"jsonrpc":{},"id":1,"result":1}', 1],
    ['{"id":1,"x":1,"result":1}', 1],
    ['{"id":1}', 1],
    [' {"id":1,"result":1}', 1],
    ['{"jsonrpc":"2.0","id":1,"result":' + '['.repeat(200) + ']'.repeat(200) + '}', 1],
    ['{"jsonrpc":"2.0","id":1,"result":' + '['.repeat(201) + ']'.repeat(201) + '}', 1],
  ];
  it.each(cases.map(([b, v]) => [b.length > 60 ? b.slice(0, 60) + '…' : b, v, b] as const))('decides %j as JSON.parse does (verdict %i)', (_title, verdict, body) => {
    for (const [format, line] of [
      ['ndjson', body],
      ['claude', MSG + body + META],
      ['claude-header', MSG + body + META],
    ] as const) {
      const data = Buffer.from(line + '\n');
      const s = lines.scanner(format);
      const t: Tally = check.tally();
      s.bytes(data, (n: number) => {
        check.checkBatch(s, n, format, t, 'case');
        if (format === 'ndjson') expect(s.o[lines.F.V * s.MAXL]).toBe(verdict);
      });
      expect(t.disagreements).toEqual([]);
    }
  });

  it('decides invalid UTF-8 as the floor does: accepted inside a string, rejected outside', () => {
    const inside = Buffer.concat([Buffer.from('{"x":"a'), Buffer.from([0xff, 0xc0, 0xed, 0xa0, 0x80]), Buffer.from('"}\n')]);
    const outside = Buffer.concat([Buffer.from('{"x":1'), Buffer.from([0xff]), Buffer.from('}\n')]);
    const afterQuote = Buffer.concat([Buffer.from('{"x":"a'), Buffer.from([0xe2, 0x82]), Buffer.from('"}\n')]);
    for (const data of [inside, outside, afterQuote]) expect(checkBytes(data, 'ndjson').disagreements).toEqual([]);
    expect(checkBytes(inside, 'ndjson').ok).toBe(1);
    expect(checkBytes(outside, 'ndjson').invalid).toBe(1);
    expect(checkBytes(afterQuote, 'ndjson').ok).toBe(1);
  });

  it('reads a file in chunks: a line longer than a chunk, lines across chunk ends, more lines than a scan call takes, no newline at the end', () => {
    const dir = mkdtempSync(join(tmpdir(), 'proto-wasm-'));
    try {
      const big = JSON.stringify({ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'x'.repeat(3 << 20) }] } });
      const small = (i: number) => JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 't' + (i % 5) } });
      // 100,000 short lines fit in one chunk: more than one scan() call's 32,768 lines
      const rows = [small(1), big, ...Array.from({ length: 40_000 }, (_, i) => small(i + 2)), ...Array<string>(100_000).fill('{"id":1}'), '{"broken":', small(0)];
      const file = join(dir, 'x.ndjson');
      writeFileSync(file, rows.join('\n')); // no newline at the end
      const s = lines.scanner('ndjson');
      const t: Tally = check.tally();
      const n = s.file(file, (k: number) => check.checkBatch(s, k, 'ndjson', t, file));
      expect(n).toBe(rows.length);
      expect(t.disagreements).toEqual([]);
      expect([t.ok, t.invalid, t.fallback]).toEqual([rows.length - 1, 1, 0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('agrees on real lines mutated at the byte level', async () => {
    // Seeds: the message bodies of the repository's NDJSON samples, one per distinct shape is enough.
    const seeds: Buffer[] = [];
    for (const f of files.filter((f) => /\.(ndjson|jsonl)$/.test(f)).slice(0, 60)) {
      for (const l of readFileSync(f).toString('latin1').split('\n')) {
        if (l.startsWith('{') && seeds.length < 400) seeds.push(Buffer.from(l, 'latin1'));
      }
    }
    expect(seeds.length).toBeGreaterThan(50);
    const pieces = [
      '{', '}', '[', ']', ':', ',', '"', '\\', '\\"', '\\u', '\\u00', '\\ud83d', '\\uZZZZ', '\\x', '\\/', ' ', '\t', '\r',
      '0', '-', '.', 'e', 'E+', '01', '-0', '1.', '1e', '1e+5', '123456789012345', '1234567890123456', 'true', 'nul',
      'fals', 'null', '"id":', '"method":', '"params":', '"result":', '"error":', '"isError":true', '"code":',
      '"progressToken":', '"_meta":{', '"requestId":', '"progress":', '"name":', '"uri":', '"id":1,', '"\\u0069d"',
      '['.repeat(260), '{"a":'.repeat(130), '"__proto__":', '"constructor":', '"prototype":', '"jsonrpc":{', '"x":',
    ].map((x) => Buffer.from(x));
    const raw = [[0x00], [0x01], [0x1f], [0x7f], [0x80], [0xc0], [0xff], [0xef, 0xbb, 0xbf], [0xc2, 0xa0], [0xed, 0xa0, 0x80], [0xe2, 0x82]].map((x) =>
      Buffer.from(x),
    );
    const insert = fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...raw));
    const mutation = fc.record({ at: fc.nat(), del: fc.nat({ max: 3 }), ins: fc.option(insert, { nil: undefined }) });
    const mutant = fc.record({ seed: fc.constantFrom(...seeds), muts: fc.array(mutation, { minLength: 1, maxLength: 3 }) }).map(({ seed, muts }) => {
      let b = seed;
      for (const m of muts) {
        const at = m.at % (b.length + 1);
        b = Buffer.concat([b.subarray(0, at), m.ins ?? Buffer.alloc(0), b.subarray(Math.min(b.length, at + m.del))]);
      }
      // a mutant with a newline inside would be two lines; the checker compares line by line anyway
      return b;
    });
    const totals = { ok: 0, invalid: 0, fallback: 0 };
    const runs = Number(process.env.PROTO_WASM_RUNS ?? (FULL ? 100 : 25));
    await fc.assert(
      // async, yielding once a run: a long run (PROTO_WASM_RUNS) must not hold the worker's event loop for minutes
      fc.asyncProperty(fc.array(mutant, { minLength: 50, maxLength: 50 }), async (batch) => {
        await new Promise((r) => setImmediate(r));
        const data = Buffer.concat(batch.flatMap((b) => [b, Buffer.from('\n')]));
        for (const format of FORMATS) {
          const wrapped =
            format === 'ndjson' ? data : Buffer.concat(batch.flatMap((b) => [Buffer.from(MSG), b, Buffer.from(META + '\n')]));
          const t = checkBytes(wrapped, format);
          totals.ok += t.ok;
          totals.invalid += t.invalid;
          totals.fallback += t.fallback;
          if (t.disagreements.length > 0) throw new Error(JSON.stringify(t.disagreements.slice(0, 3)));
        }
      }),
      { numRuns: runs },
    );
    // Mutations that keep a line valid and ones that break it are both exercised: each is about a quarter or more of
    // the 150 lines a run checks (50 mutants, three cuts); a tenth of them is the bar, whatever the seed draws.
    expect(totals.ok).toBeGreaterThan(runs * 15);
    expect(totals.invalid).toBeGreaterThan(runs * 15);
    if (process.env.PROTO_WASM_VERBOSE) console.log(totals);
  }, 600_000); // PROTO_WASM_RUNS=4000 (600,000 mutants) takes minutes; the default 100 runs take seconds
});
