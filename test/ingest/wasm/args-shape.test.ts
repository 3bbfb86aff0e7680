/**
 * The call's shape the validator computes over a line's bytes (src/ingest/wasm/json-lines.ts argsShape, column F.SH
 * with flag FL.SHAPE) against the JavaScript it replaces: wherever the column holds a shape, it is the shape
 * `callShape`'s walk gives for the arguments' decoded text and `paramsShape` gives for the parsed params, bit for bit.
 * Declining is always allowed (the JavaScript walk then runs, as before); a different number never is: a shape that
 * differs where the calls are equal would hide a retry.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { F, FL, K, MT_FIELDS, V, jsonLines, type Cut, type JsonLines } from '../../../src/ingest/wasm/load.js';
import { callShape, paramsShape, partsShape } from '../../../src/timeline/canonical.js';
import { filesUnder } from './repository-files.js';
import { scanBatches } from './scan-batches.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function instance(cut: Cut): JsonLines {
  const w = jsonLines(cut);
  if (w === null) throw new Error('json-lines.wasm did not load');
  return w;
}

type Seen = { lines: number; shaped: number; declined: number; walkOnly: number; bad: string[] };

/** Checks every line of the last scan that has params: the column against the walk and against the parsed params. */
function check(w: JsonLines, n: number, cut: Cut, s: Seen, where: string): void {
  const L = w.maxLines;
  const f = (k: number, i: number): number => w.o[k * L + i]!;
  for (let i = 0; i < n; i++) {
    s.lines++;
    if (f(F.V, i) !== V.OK || (f(F.FL, i) & FL.PARAMS) === 0) continue;
    const line = w.str(f(F.LS, i), f(F.LE, i));
    const bad = (what: string): void => void (s.bad.length < 20 && s.bad.push(`${where} (${cut}): ${what}: ${line.slice(0, 300)}`));
    const body = JSON.parse(w.str(f(F.BS, i), f(F.BE, i))) as { params: Record<string, unknown> };
    // The arguments member's text, as message.ts callParams hands it on (the last one: the column is the last one's).
    let text: string | null = null;
    let kind = K.ABSENT as number;
    const pmn = f(F.PMN, i);
    for (let j = f(F.PMS, i), end = j + pmn; pmn >= 0 && j < end; j++) {
      const e = j * MT_FIELDS;
      if (w.memberKey(e) !== 'arguments') continue;
      kind = w.m[e + 4]!;
      text = w.str(w.m[e + 2]!, w.m[e + 3]!);
    }
    const shaped = (f(F.FL, i) & FL.SHAPE) !== 0;
    if (pmn < 0 || kind !== K.OBJ) {
      if (shaped && pmn >= 0) bad('a shape without an arguments object');
      continue;
    }
    const walk = callShape(null, text);
    if (!shaped) {
      s.declined++;
      continue;
    }
    s.shaped++;
    const col = f(F.SH, i) >>> 0;
    const mine = partsShape({ name: null, args: null, argsShape: col });
    if (walk === null) s.walkOnly++;
    else if (mine !== walk) bad(`column ${col}: ${mine} against the walk's ${walk}`);
    const parsed = paramsShape({ arguments: body.params.arguments });
    if (mine !== parsed) bad(`column ${col}: ${mine} against paramsShape's ${parsed}`);
    // and with a name, as the index joins them
    const name = typeof body.params.name === 'string' ? body.params.name : null;
    if (partsShape({ name, args: null, argsShape: col }) !== paramsShape({ name, arguments: body.params.arguments })) bad('joined with the name');
  }
}

function scanAll(data: Buffer, cut: Cut, s: Seen, where: string, w: JsonLines): void {
  scanBatches(w, data, (n) => check(w, n, cut, s, where));
}

const seen = (): Seen => ({ lines: 0, shaped: 0, declined: 0, walkOnly: 0, bad: [] });
const HEAD = Buffer.from('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"run","arguments":');
const TAIL = Buffer.from('}}\n');
const lineOf = (args: Buffer | string): Buffer => Buffer.concat([HEAD, Buffer.from(args), TAIL]);

/** The column's verdict on one call line with these arguments: the shape, or null (declined). */
let one: JsonLines | null = null;
function columnOf(args: Buffer | string): number | null {
  // One instance for every case (a fresh one maps and zeroes 3.25 MiB: most of a random run's time).
  const w = (one ??= instance('line'));
  const data = lineOf(args);
  w.reserve(data.length);
  data.copy(w.buf, w.input);
  expect(w.scan(0, data.length, true)).toBe(1);
  expect(w.f(F.V, 0)).toBe(V.OK);
  return (w.f(F.FL, 0) & FL.SHAPE) !== 0 ? w.f(F.SH, 0) >>> 0 : null;
}

/** What the column must be where it decides: paramsShape of the parsed arguments (joined, as partsShape joins it). */
function expectExact(args: Buffer | string, mustShape: boolean): void {
  const col = columnOf(args);
  const parsed = JSON.parse(Buffer.from(args).toString('utf8')) as unknown;
  if (mustShape) expect(col).not.toBeNull();
  if (col === null) return;
  expect(partsShape({ name: 'run', args: null, argsShape: col })).toBe(paramsShape({ name: 'run', arguments: parsed }));
  const walked = callShape('run', Buffer.from(args).toString('utf8'));
  if (walked !== null) expect(partsShape({ name: 'run', args: null, argsShape: col })).toBe(walked);
}

const nest = (d: number): string => `{"a":${'['.repeat(d)}1${']'.repeat(d)}}`;
const nestObj = (d: number): string => `${'{"k":'.repeat(d)}0${'}'.repeat(d)}`;

describe('the validator\'s shape of a call\'s arguments', () => {
  it.each(['line', 'claude-desktop'] as Cut[])('is the walk\'s and paramsShape\'s on every call line of the repository\'s captures (%s cut)', (cut) => {
    const s = seen();
    const w = instance(cut);
    for (const f of filesUnder('samples', 'test/fixtures', 'test/wild/cases')) scanAll(readFileSync(f), cut, s, f.slice(ROOT.length), w);
    // More captures on request (MCP_TRIAGE_SHAPE_FILES, comma-separated: the bench's generated heads, say), in 1 MiB
    // pieces cut at line ends.
    for (const f of (process.env.MCP_TRIAGE_SHAPE_FILES ?? '').split(',').filter((x) => x !== '')) {
      const data = readFileSync(f);
      for (let a = 0; a < data.length; ) {
        let b = Math.min(data.length, a + (1 << 20));
        if (b < data.length) b = data.lastIndexOf(10, b - 1) + 1;
        scanAll(data.subarray(a, b), cut, s, f, w);
        a = b;
      }
    }
    if (process.env.MCP_TRIAGE_SHAPE_FILES) console.log(cut, { ...s, bad: s.bad.length });
    expect(s.bad).toEqual([]);
    expect(s.shaped).toBeGreaterThan(cut === 'line' ? 15 : 40);
  });

  it.each([
    ['{}', true],
    ['{"a":1}', true],
    ['{ "a" : [ 1 , -2 , 0 , -0 , true , false , null , "é ✓ 😀" , [] , {} ] , "b" : { "c" : { "d" : [ [ 3 ] ] } } }', true],
    ['{"n":123456789012345,"m":-123456789012345,"z":-0,"o":0}', true],
    ['{"n":999999999999999,"m":-999999999999999}', true], // the product past 2^63: ToInt32 by the remainder
    ['{"n":4294967296,"m":2147483648,"k":-2147483649}', true],
    ['{"2":1,"1":2,"b":3,"a":4}', true],
    ['{"s":"\u00e9\u00ff\u0100\u07ff\u0800\uffff\ufffd"}', true], // 2- and 3-byte characters, U+FFFF, U+FFFD as itself
    ['{"s":"\ud83d\ude00\u{10ffff}\u{10000}"}', true], // 4-byte characters: two code units each
    ['{"\ud83d\ude00":"k", "é":"ключ"}', true], // keys' lengths in code units
    ['{"a":"x\\"y"}', false], // an escape: declined (the walk declines too)
    ['{"a\\u0062":1}', false],
    ['{"a":"\\ud800"}', false], // a lone surrogate can only be written escaped
    ['{"a":1.5}', false],
    ['{"a":1e3}', false],
    ['{"a":-1E-3}', false],
    ['{"a":1234567890123456}', false], // 16 digits
    ['{"a":-1234567890123456789012}', false],
    ['{"a":1,"a":2}', false],
    ['{"o":{"k":[1],"k":{}}}', false],
    ['{"é":1,"é":2}', false],
    [nest(46), true], // the innermost array at depth 47
    [nest(47), false], // at depth 48: declined, as the walk
    [nest(60), false],
    [nestObj(47), true],
    [nestObj(48), false],
    [`{"a":[${Array.from({ length: 3000 }, (_, i) => i * 7919).join(',')}]}`, true],
    [`{${Array.from({ length: 500 }, (_, i) => `"k${i}":"${'v'.repeat(i % 17)}"`).join(',')}}`, true],
  ])('%s', (args, mustShape) => {
    expectExact(args, mustShape);
    if (!mustShape) expect(columnOf(args)).toBeNull();
  });

  it.each([
    ['a lone surrogate encoded (ED A0 80)', [0xed, 0xa0, 0x80]],
    ['an overlong slash (C0 AF)', [0xc0, 0xaf]],
    ['an overlong 3-byte (E0 80 AF)', [0xe0, 0x80, 0xaf]],
    ['an overlong 4-byte (F0 80 80 AF)', [0xf0, 0x80, 0x80, 0xaf]],
    ['past U+10FFFF (F4 90 80 80)', [0xf4, 0x90, 0x80, 0x80]],
    ['F5', [0xf5, 0x80, 0x80, 0x80]],
    ['a lone continuation byte', [0x80]],
    ['a truncated 3-byte character', [0xe2, 0x82]],
    ['a truncated 4-byte character', [0xf0, 0x9f, 0x98]],
    ['FF', [0xff]],
  ])('declines a string with %s (U+FFFD in the decoded text)', (_, bytes) => {
    const args = Buffer.concat([Buffer.from('{"s":"a'), Buffer.from(bytes), Buffer.from('b"}')]);
    expect(columnOf(args)).toBeNull();
    const key = Buffer.concat([Buffer.from('{"a'), Buffer.from(bytes), Buffer.from('":1}')]);
    expect(columnOf(key)).toBeNull();
  });

  it('is exact on random arguments, any spacing, any characters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue({ maxDepth: 5 })),
        fc.constantFrom(undefined, 1, '\t'),
        // one line: the indentation's line breaks (only ever outside strings) made spaces
        (obj, space) => expectExact(JSON.stringify(obj, null, space).replace(/\n/g, ' '), false),
      ),
      { numRuns: Number(process.env.SHAPE_RUNS ?? 400) },
    );
  });

  it('is exact on random integers', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }))), (xs) => {
        const text = `{"xs":[${xs.map(String).join(',')}]}`;
        expectExact(text, true);
      }),
      { numRuns: 300 },
    );
  });
});
