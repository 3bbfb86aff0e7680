/**
 * The extractor itself (src/ingest/wasm/json-lines.wasm through load.ts) against JSON.parse: on every line of the
 * repository's captures, and on real lines mutated at the byte level, its verdict is JSON.parse's on the body the line
 * splitter would decode; on a line it accepts, every fact it writes is what the parsed object says; its plain flags are
 * `plainJsonRpc`'s answer; and the message built from its facts (`plainMessage`) is the parsed object, key order
 * included. A fallback ("ask JSON.parse") is always allowed; a disagreement never is. (Issue 12: "a fuzz test of the
 * extractor against JSON.parse in npm test". read.test.ts holds the readers' side: the same events either way.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainJsonRpc } from '../../../src/ingest/jsonrpc.js';
import { D, F, FL, K, ORD, V, jsonLines, type Cut, type JsonLines } from '../../../src/ingest/wasm/load.js';
import { plainMessage } from '../../../src/ingest/wasm/message.js';
import { filesUnder } from './repository-files.js';
import { scanBatches } from './scan-batches.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CUTS: Cut[] = ['line', 'claude-desktop'];

type Tally = { lines: number; bodies: number; ok: number; invalid: number; fallback: number; plain: number; notPlain: number; unsure: number; bad: string[] };
const tally = (): Tally => ({ lines: 0, bodies: 0, ok: 0, invalid: 0, fallback: 0, plain: 0, notPlain: 0, unsure: 0, bad: [] });

const isObj = (o: unknown): o is Record<string, unknown> => o !== null && typeof o === 'object' && !Array.isArray(o);
const has = (o: unknown, k: string): boolean => isObj(o) && Object.hasOwn(o, k);

/**
 * The body the JavaScript path would hand to JSON.parse, or null (no message on this line): the whole line for NDJSON;
 * for Claude Desktop what follows `Message from ` from its first `{`, up to the ` { metadata:` the host appends.
 */
function expectedBody(line: string, cut: Cut): string | null {
  if (cut === 'line') return line.length > 0 ? line : null;
  const m = line.indexOf('Message from ');
  if (m < 0) return null;
  const open = line.indexOf('{', m);
  if (open < 0) return null;
  let end = line.lastIndexOf(' { metadata:');
  if (end < open) end = line.length;
  return line.slice(open, end);
}

const WANTED: Record<string, number> = { id: ORD.ID, method: ORD.METHOD, params: ORD.PARAMS, result: ORD.RESULT, error: ORD.ERROR, jsonrpc: ORD.JSONRPC };

/** The top-level wanted keys in the order F.ORD records them (3 bits each, the first highest). */
function order(ord: number): number[] {
  const out: number[] = [];
  for (let x = ord; x > 0; x >>>= 3) out.unshift(x & 7);
  return out;
}

/** Checks lines [0, n) of the last scan. */
function checkScan(w: JsonLines, n: number, cut: Cut, t: Tally, where: string): void {
  const L = w.maxLines;
  const f = (k: number, i: number): number => w.o[k * L + i]!;
  const dv = (k: number, i: number): number => w.d[k * L + i]!;
  for (let i = 0; i < n; i++) {
    t.lines++;
    const line = w.str(f(F.LS, i), f(F.LE, i));
    const bad = (what: string): void => {
      if (t.bad.length < 20) t.bad.push(`${where}: ${what}: ${line.slice(0, 200)}`);
    };
    const body = expectedBody(line, cut);
    const v = f(F.V, i);
    if (body === null) {
      if (v !== V.NONE) bad(`verdict ${v} for a line without a body`);
      continue;
    }
    t.bodies++;
    if (v === V.NONE) {
      bad('no body found');
      continue;
    }
    if (w.str(f(F.BS, i), f(F.BE, i)) !== body) bad('body cut differs');
    let obj: unknown;
    let parsed = true;
    try {
      obj = JSON.parse(body);
    } catch {
      parsed = false;
    }
    if (v === V.FALLBACK) {
      t.fallback++;
      continue;
    }
    if (v === V.INVALID) {
      t.invalid++;
      if (parsed) bad('the module rejects, JSON.parse accepts');
      continue;
    }
    t.ok++;
    if (!parsed) {
      bad('the module accepts, JSON.parse rejects');
      continue;
    }
    if (!isObj(obj)) {
      bad('accepted a top level that is not an object');
      continue;
    }
    const str = (a: number, b: number): string => w.str(f(a, i), f(b, i));
    /** A token-like fact: a string without escapes, a safe integer, null, or absent. */
    const same = (kind: number, s: number, e: number, d: number, present: boolean, val: unknown): boolean => {
      if (!present) return kind === K.ABSENT;
      if (kind === K.STR) return typeof val === 'string' && str(s, e) === val;
      if (kind === K.INT) return typeof val === 'number' && d >= 0 && Object.is(dv(d, i), val);
      if (kind === K.NULL) return val === null;
      return false;
    };
    const fl = f(F.FL, i);
    // the plain flags: plainJsonRpc's answer, or "not sure" (JavaScript decides)
    if (fl & FL.PLAIN_UNSURE) t.unsure++;
    else if (fl & FL.NOT_PLAIN) t.notPlain++;
    else t.plain++;
    if (!(fl & FL.PLAIN_UNSURE) && (plainJsonRpc(body) !== null) === !!(fl & FL.NOT_PLAIN)) bad('plain flag differs from plainJsonRpc');
    // the top-level facts
    if (!same(f(F.IDK, i), F.IDS, F.IDE, D.ID, has(obj, 'id'), obj.id)) bad('id');
    if (f(F.MS, i) < 0 ? has(obj, 'method') : str(F.MS, F.ME) !== obj.method) bad('method');
    if (f(F.MS, i) >= 0 && f(F.MI, i) >= 0 && w.interned(f(F.MI, i)) !== obj.method) bad('method (interned)');
    if (!!(fl & FL.RESULT) !== has(obj, 'result')) bad('result flag');
    if (!!(fl & FL.ERROR) !== has(obj, 'error')) bad('error flag');
    if (!!(fl & FL.IS_ERROR) !== (has(obj.result, 'isError') && (obj.result as Record<string, unknown>).isError === true)) bad('isError');
    const code = has(obj.error, 'code') ? (obj.error as Record<string, unknown>).code : undefined;
    if (fl & FL.CODE ? f(F.CODE, i) !== code : code !== undefined) bad('error.code');
    if (f(F.JK, i) === K.ABSENT ? has(obj, 'jsonrpc') : JSON.stringify(JSON.parse(str(F.JS, F.JE))) !== JSON.stringify(obj.jsonrpc)) bad('jsonrpc');
    if (fl & FL.RESULT && JSON.stringify(JSON.parse(str(F.XS, F.XE))) !== JSON.stringify(obj.result)) bad('result range');
    const keys = Object.keys(obj).filter((k) => Object.hasOwn(WANTED, k)).map((k) => WANTED[k]!);
    if (order(f(F.ORD, i)).join() !== keys.join()) bad(`key order ${order(f(F.ORD, i)).join()} vs ${keys.join()}`);
    // params and the facts read from it
    const p = obj.params as Record<string, unknown> | undefined;
    if (!!(fl & FL.PARAMS) !== has(obj, 'params')) bad('params flag');
    if (fl & FL.PARAMS && p !== undefined) {
      if (JSON.stringify(JSON.parse(str(F.PS, F.PE))) !== JSON.stringify(p)) bad('params range');
      const meta = has(p, '_meta') ? (p._meta as Record<string, unknown>) : undefined;
      if (!same(f(F.TK, i), F.TS, F.TE, D.T, has(p, 'progressToken'), p.progressToken)) bad('progressToken');
      if (!same(f(F.MTK, i), F.MTS, F.MTE, D.MT, has(meta, 'progressToken'), meta?.progressToken)) bad('_meta.progressToken');
      if (!same(f(F.RK, i), F.RS, F.RE, D.R, has(p, 'requestId'), p.requestId)) bad('requestId');
      if (!same(f(F.NK, i), F.NS, F.NE, -1, has(p, 'name'), p.name)) bad('name');
      if (!same(f(F.UK, i), F.US, F.UE, -1, has(p, 'uri'), p.uri)) bad('uri');
      if (f(F.NK, i) === K.STR && f(F.NI, i) >= 0 && w.interned(f(F.NI, i)) !== p.name) bad('name (interned)');
      if (f(F.UK, i) === K.STR && f(F.UI, i) >= 0 && w.interned(f(F.UI, i)) !== p.uri) bad('uri (interned)');
      const pk = f(F.PGK, i);
      const pv = has(p, 'progress') ? p.progress : undefined;
      const progressOk =
        pk === K.ABSENT ? pv === undefined : pk === K.INT ? Object.is(dv(D.PG, i), pv) : pk === K.NUM ? Object.is(Number(str(F.PGS, F.PGE)), pv) : false;
      if (!progressOk) bad('progress');
    } else if ([F.TK, F.MTK, F.RK, F.NK, F.UK, F.PGK].some((k) => f(k, i) !== K.ABSENT)) {
      bad('params facts without params');
    }
    // the message the fast path builds from these facts is the parsed object, key order and all
    if (!(fl & (FL.NOT_PLAIN | FL.PLAIN_UNSURE)) && JSON.stringify(plainMessage(w, i)) !== JSON.stringify(obj)) bad('plainMessage differs');
  }
}

function instance(cut: Cut): JsonLines {
  const w = jsonLines(cut);
  if (w === null) throw new Error('json-lines.wasm did not load');
  return w;
}

/** How many names the instance's intern table holds (1024 at most; a name past that is read as text, never interned). */
const internCount = (w: JsonLines): number => (w as unknown as { ex: { internCount(): number } }).ex.internCount();

/**
 * Scans `data` as one final chunk (the read loop's chunking is read.test.ts's), batch by batch, in `w` (a fresh
 * instance when not given).
 */
function checkBytes(data: Buffer, cut: Cut, t: Tally, where: string, w: JsonLines = instance(cut)): void {
  scanBatches(w, data, (n) => checkScan(w, n, cut, t, where));
}

const files = filesUnder('samples', 'test/fixtures', 'test/wild/cases');
// The NDJSON cut reads every line of every file as a message (most of this file's time): all of it in CI (`CI=true` or
// MCP_TRIAGE_SLOW=1, as the slow project), the samples, the fixtures and every fourth wild case in the everyday suite.
const FULL = process.env.CI === 'true' || process.env.MCP_TRIAGE_SLOW === '1';
const wild = join(ROOT, 'test/wild/cases');
const filesOf = (cut: Cut): string[] => (FULL || cut !== 'line' ? files : files.filter((f, i) => !f.startsWith(wild) || i % 4 === 0));

const MSG = '2026-11-30T12:00:00.002Z [srv] [info] Message from client: ';
const META = ' { metadata: undefined }';
const wrap = (body: string | Buffer, cut: Cut): Buffer =>
  cut === 'line' ? Buffer.concat([Buffer.from(body), Buffer.from('\n')]) : Buffer.concat([Buffer.from(MSG), Buffer.from(body), Buffer.from(META + '\n')]);

describe('json-lines.wasm against JSON.parse', () => {
  it.each(CUTS)('agrees on every line of the repository\'s captures (%s cut)', (cut) => {
    const t = tally();
    // One instance for the whole walk, as one capture's read scans all its chunks in one: a fresh one per file (its
    // memory mapped and zeroed each time, then collected) was ~90% of this test's time. What an instance keeps from
    // one scan to the next is its intern table; each check compares the interned text with the parsed value, and the
    // table must not fill up (a name past it would go unchecked as interned).
    const w = instance(cut);
    for (const f of filesOf(cut)) checkBytes(readFileSync(f), cut, t, f.slice(ROOT.length), w);
    expect(internCount(w)).toBeLessThan(1024);
    expect(t.bad).toEqual([]);
    expect(t.ok).toBeGreaterThan(400);
    expect(t.invalid).toBeGreaterThan(5);
    // both answers of the plain flags are exercised
    expect(t.plain).toBeGreaterThan(100);
    expect(t.notPlain).toBeGreaterThan(5);
  });

  // [body, the NDJSON verdict: 1 ok, 2 invalid, 3 fallback]
  const cases: [string, number][] = [
    ['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","_meta":{"progressToken":7}}}', V.OK],
    ['\uFEFF{"id":1}', V.INVALID], // a BOM is not JSON whitespace
    ['{"id":1}\u00A0', V.INVALID], // nor is NBSP
    ['{"id":1}\r', V.OK], // CR is
    ['\t{ "id" : 1 } ', V.OK],
    ['{"id":"a\u0001b"}', V.INVALID], // a raw control character in a string
    ['{"id":"a\\ud800b"}', V.FALLBACK], // a lone surrogate escape: valid, but an escape in a wanted value
    ['{"x":"a\\ud800b"}', V.OK],
    ['{"x":"\\x"}', V.INVALID],
    ['{"x":"\\u12g4"}', V.INVALID],
    ['{"x":01}', V.INVALID],
    ['{"x":-}', V.INVALID],
    ['{"x":1.}', V.INVALID],
    ['{"x":1e}', V.INVALID],
    ['{"x":1e+}', V.INVALID],
    ['{"x":-0.0e-0}', V.OK],
    ['{"id":-0}', V.OK],
    ['{"id":1.5}', V.FALLBACK], // not an integer: JSON.parse decides
    ['{"id":1234567890123456}', V.FALLBACK], // 16 digits: past the exact range
    ['{"id":1,"id":2}', V.FALLBACK], // a duplicate wanted key
    ['{"\\u0069d":1}', V.FALLBACK], // an escaped key may be a wanted one
    ['{"x":1} x', V.INVALID],
    ['{"x":tru}', V.INVALID],
    ['{"x":nul}', V.INVALID],
    ['{"x":falsey}', V.INVALID],
    ['{"x":[1,]}', V.INVALID],
    ['{"x":{},}', V.INVALID],
    ['[1,2]', V.FALLBACK], // not an object: valid, left to JSON.parse
    ['"s"', V.FALLBACK],
    [' ', V.INVALID],
    ['{"x":"caf\u00e9"}', V.OK],
    ['{"a":'.repeat(300) + '1' + '}'.repeat(300), V.FALLBACK], // deeper than the module's stack: JSON.parse decides
    ['{"x":' + '['.repeat(300) + ']'.repeat(299) + '}', V.FALLBACK], // (invalid, but past the stack before that shows)
    ['{"x":' + '['.repeat(200) + ']'.repeat(199) + '}', V.INVALID],
    ['{"x":' + '['.repeat(200) + ']'.repeat(200) + '}', V.OK],
    ['{"params":null,"method":"m"}', V.FALLBACK], // params that is not an object
    ['{"error":{"code":-32601.5}}', V.FALLBACK],
    ['{"error":{"code":-32601},"id":3}', V.OK],
    ['{"result":{"isError":true},"id":"a"}', V.OK],
    // plainJsonRpc's conditions, decided by the module too (checked against it)
    ['{"jsonrpc":"2.0","id":1,"result":{"a":{"__proto__":1}}}', V.OK],
    ['{"jsonrpc":"2.0","id":1,"result":{"a":[{"constructor":1}]}}', V.OK],
    ['{"jsonrpc":"2.0","id":1,"params":{"prototype":1},"method":"m"}', V.OK],
    ['{"jsonrpc":"2.0","id":1,"result":{"a":{"\\u005f_proto__":1}}}', V.OK],
    ['{"jsonrpc":{},"id":1,"result":1}', V.OK],
    ['{"id":1,"x":1,"result":1}', V.OK],
    ['{"id":1}', V.OK],
    [' {"id":1,"result":1}', V.OK],
    ['{"jsonrpc":"2.0","id":1,"result":' + '['.repeat(201) + ']'.repeat(201) + '}', V.OK],
    // the members of params the message is built from, in the source's order
    ['{"method":"tools/call","params":{"z":1,"name":"t","arguments":{"b":[1,{"c":null}]},"a":"s"},"id":"q","jsonrpc":"2.0"}', V.OK],
    ['{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":0.5,"total":1e2}}', V.OK],
    ['{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":12,"reason":"x"}}', V.OK],
    ['{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"file:///a b"}}', V.OK],
  ];
  it.each(cases.map(([b, v]) => [b.length > 60 ? b.slice(0, 60) + '…' : b, v, b] as const))('decides %j as JSON.parse does (verdict %i)', (_title, verdict, body) => {
    for (const cut of CUTS) {
      const t = tally();
      checkBytes(wrap(body, cut), cut, t, cut);
      expect(t.bad).toEqual([]);
      expect(t.bodies).toBe(1);
    }
    const w = jsonLines('line')!;
    const data = wrap(body, 'line');
    w.reserve(data.length);
    data.copy(w.buf, w.input);
    expect(w.scan(0, data.length, true)).toBe(1);
    expect(w.f(F.V, 0)).toBe(verdict);
  });

  it('decides invalid UTF-8 as the line decoder does: accepted inside a string, rejected outside', () => {
    const inside = Buffer.concat([Buffer.from('{"x":"a'), Buffer.from([0xff, 0xc0, 0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    const outside = Buffer.concat([Buffer.from('{"x":1'), Buffer.from([0xff]), Buffer.from('}')]);
    const afterQuote = Buffer.concat([Buffer.from('{"x":"a'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]);
    for (const [body, ok, invalid] of [[inside, 1, 0], [outside, 0, 1], [afterQuote, 1, 0]] as const) {
      for (const cut of CUTS) {
        const t = tally();
        checkBytes(wrap(body, cut), cut, t, 'utf-8');
        expect(t.bad).toEqual([]);
        expect([t.ok, t.invalid]).toEqual([ok, invalid]);
      }
    }
  });

  it('agrees on real lines mutated at the byte level', async () => {
    // Seeds: message bodies of the repository's NDJSON captures.
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
      '"arguments":{', '"jsonrpc":', '['.repeat(260), '{"a":'.repeat(130), '"__proto__":', '"constructor":', '"prototype":',
      '"jsonrpc":{', '"x":',
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
      return b; // a mutant with a newline inside is two lines; each is checked alone
    });
    const totals = { ok: 0, invalid: 0, fallback: 0 };
    const runs = Number(process.env.EXTRACTOR_FUZZ_RUNS ?? (FULL ? 100 : 25));
    await fc.assert(
      // async, yielding once a run: a long run must not hold the worker's event loop for minutes
      fc.asyncProperty(fc.array(mutant, { minLength: 50, maxLength: 50 }), async (batch) => {
        await new Promise((r) => setImmediate(r));
        for (const cut of CUTS) {
          const t = tally();
          checkBytes(Buffer.concat(batch.map((b) => wrap(b, cut))), cut, t, 'mutant');
          totals.ok += t.ok;
          totals.invalid += t.invalid;
          totals.fallback += t.fallback;
          if (t.bad.length > 0) throw new Error(t.bad.slice(0, 3).join('\n'));
        }
      }),
      { numRuns: runs },
    );
    // Mutations that keep a line valid and ones that break it are both exercised (each about a quarter or more of the
    // 100 lines a run checks); a tenth is the bar, whatever the seed draws.
    expect(totals.ok).toBeGreaterThan(runs * 10);
    expect(totals.invalid).toBeGreaterThan(runs * 10);
  }, 600_000);
});
