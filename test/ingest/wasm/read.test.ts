/**
 * The fast path end to end (src/ingest/index.ts, open.ts readScanned, the readers' `plain()`): reading a capture
 * with the WebAssembly validator gives the same events (results forced), problems and line accounting as the
 * JavaScript path, line for line; the lines it must not take are given to `line()`; and on random real lines and
 * their byte-level mutants the two paths agree.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claudeDesktop } from '../../../src/ingest/formats/claude-desktop.js';
import { ndjson } from '../../../src/ingest/formats/ndjson.js';
import type { LineSink, PlainLine, Reader } from '../../../src/ingest/types.js';
import { mulberry32 } from '../../seeded-rng.js';
import { filesUnder } from './repository-files.js';
import { readAll, tempFile } from '../helpers.js';


/** Lines each reader's `plain()` took (its line numbers) in the last read, by spying on the reader's `open`. */
function spyTaken(reader: Reader): number[] {
  const taken: number[] = [];
  const open = reader.open.bind(reader);
  vi.spyOn(reader, 'open').mockImplementation((ctx) => {
    const sink: LineSink = open(ctx);
    const plain = sink.plain!.bind(sink);
    sink.plain = (line: PlainLine, no: number) => {
      const d = plain(line, no);
      if (d !== null) taken.push(no);
      return d;
    };
    return sink;
  });
  return taken;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

let n = 0;
/** Reads `content` both ways; expects the same outcome; returns the line numbers the fast path took. */
async function same(content: string | Buffer, format: 'claude-desktop' | 'ndjson', maxLineBytes?: number): Promise<number[]> {
  const path = tempFile(`case-${n++}.${format === 'ndjson' ? 'ndjson' : 'log'}`, content);
  const opts = { inputFormat: format, tz: 'UTC', ...(maxLineBytes !== undefined ? { maxLineBytes } : {}) } as const;
  const text = await readAll(path, { ...opts, wasm: false });
  const taken = spyTaken(format === 'ndjson' ? ndjson : claudeDesktop);
  const fast = await readAll(path, { ...opts, wasm: true });
  // JSON.stringify reads every lazy member: the comparison is of the values, in key order.
  expect(JSON.stringify(fast.events)).toBe(JSON.stringify(text.events));
  expect(fast.problems).toEqual(text.problems);
  expect(fast.summary).toEqual(text.summary);
  return taken;
}

const STAMP = '2026-11-30T12:00:00.002Z';
const cd = (body: string, from = 'client', stamp = STAMP, label = 'srv') => `${stamp} [${label}] [info] Message from ${from}: ${body} { metadata: undefined }`;
const REQ = (id: number) => `{"method":"tools/call","params":{"name":"t","arguments":{"a":${id}},"_meta":{"progressToken":${id}}},"jsonrpc":"2.0","id":${id}}`;
const RES = (id: number) => `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"${'r'.repeat(200)}"}]}}`;
const START = `${STAMP} [srv] [info] Initializing server... { metadata: undefined }`;

describe('Claude Desktop: the lines the fast path must leave to line()', () => {
  // [what, the lines (line 1 is never taken: a BOM there is the splitter's), the line numbers taken]
  const cases: [string, string[], number[]][] = [
    ['common lines are taken', [START, cd(REQ(1)), cd(RES(1), 'server'), cd(REQ(2))], [2, 3, 4]],
    ['line 1', [cd(REQ(1)), cd(REQ(2))], [2]],
    ['an error answer (not plain)', [START, cd('{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"x"}}', 'server')], []],
    ['an extra member', [START, cd('{"jsonrpc":"2.0","id":1,"method":"m","extra":1}')], []],
    ['a hostile key deep down', [START, cd('{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":[{"__proto__":1}]}}')], []],
    ['an escaped key deep down (not sure)', [START, cd('{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":{"\\u0061":1}}}')], []],
    ['invalid JSON', [START, cd('{"jsonrpc":"2.0","id":1,"method":"m",}')], []],
    ['a truncated body', [START, cd('{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","te…[18778 chars truncated]…}]}}', 'server')], []],
    ['a marker inside a string (valid JSON)', [START, cd('{"jsonrpc":"2.0","id":1,"result":{"text":"abc…[18778 chars truncated]…xyz"}}', 'server')], [2]],
    ['an impossible stamp', [START, cd(REQ(1), 'client', '2026-13-30T12:00:00.002Z')], []],
    ['a stamp with a letter', [START, cd(REQ(1), 'client', '2026-11-3OT12:00:00.002Z')], []],
    ['a line ending in a space', [START, `${cd(REQ(1))} `, cd(REQ(2))], [3]],
    ['a line ending in a tab', [START, `${cd(REQ(1))}\t`], []],
    ['no metadata suffix', [START, `${STAMP} [srv] [info] Message from client: ${REQ(1)}`], [2]],
    ['CRLF', [START, `${cd(REQ(1))}\r`, `${cd(RES(1), 'server')}\r`], [2, 3]],
    ['a body wrapped over lines (the next lines are the wrap)', [START, `${STAMP} [srv] [info] Message from client: {"method":"m",`, '"jsonrpc":"2.0"}', cd(REQ(2))], [4]],
    ['after a metadata block opened', [START, `${STAMP} [srv] [info] Using MCP server command: node with args and path: {`, cd(REQ(1)), cd(REQ(2))], [4]],
    ['a tail of several files', ['==> /x/mcp.log <==', START, cd(REQ(1)), '==> /x/mcp-server-srv.log <==', cd(REQ(1)), cd(REQ(2))], []],
    ['the mcp.log grammar (level first)', [`${STAMP} [info] [srv] Initializing server...`, `${STAMP} [info] [srv] Message from client: ${REQ(1)} { metadata: undefined }`, `${STAMP} [info] [srv] Message from server: ${RES(1)} { metadata: undefined }`], [2, 3]],
    ['a label with non-ASCII characters', [START, cd(REQ(1), 'client', STAMP, 'sérvér ✓'), cd(RES(1), 'server', STAMP, 'sérvér ✓')], [2, 3]],
    ['labels that change', [START, cd(REQ(1), 'client', STAMP, 'a'), cd(REQ(2), 'client', STAMP, 'b'), cd(REQ(3), 'client', STAMP, 'a')], [2, 3, 4]],
    ['stamps that change day', [START, cd(REQ(1), 'client', '2026-11-30T23:59:59.999Z'), cd(REQ(2), 'client', '2026-12-01T00:00:00.000Z')], [2, 3]],
    ['a sender that is neither', [START, cd(REQ(1), 'nobody')], []],
    ['"Message from client:" without its space', [START, `${STAMP} [srv] [info] Message from client:${REQ(1)} { metadata: undefined }`], []],
    ['a tab for the space after the sender, the header repeated', [START, cd(REQ(1)), `${STAMP} [srv] [info] Message from client:\t${REQ(2)} { metadata: undefined }`], [2, 3]],
    ['a message inside a server name', [START, `${STAMP} [Message from client: x] [info] Message from client: ${REQ(1)} { metadata: undefined }`], [2]],
    // A repeated header is known by its bytes from the stamp to the sender (PlainHeaderBytes.sameTail): these hold the
    // marker somewhere else than before the sender, or a sender of more than eight bytes, at equal lengths.
    ['a server name that holds the marker, repeated (its header read as text each line)', [START, `${STAMP} [Message from x] [info] Message from client: ${REQ(1)} { metadata: undefined }`, `${STAMP} [Message from x] [info] Message from client: ${REQ(2)} { metadata: undefined }`, `${STAMP} [Message from x] [info] Message from server: ${RES(2)} { metadata: undefined }`], [2, 3, 4]],
    ['a two-byte character after the sender, then a header of the same length with the marker a byte later', [START, `${STAMP} [srv] [info] Message from client:\u00a0${REQ(1)} { metadata: undefined }`, `${STAMP} [srv] [info] MMessage from client: ${REQ(2)} { metadata: undefined }`, cd(REQ(3))], [2, 4]],
    ['the same header, then one of the same length whose label differs', [START, `${STAMP} [srv] [info] Message from client: ${REQ(1)} { metadata: undefined }`, `${STAMP} [srx] [info] Message from client: ${REQ(2)} { metadata: undefined }`, `${STAMP} [srv] [info] Message from client: ${REQ(3)} { metadata: undefined }`], [2, 3, 4]],
    ['a body inside a server name', [START, `${STAMP} [Message from client: {}] [info] Message from client: ${REQ(1)} { metadata: undefined }`], []],
    ['stderr between', [START, cd(REQ(1)), 'npm warn something', cd(RES(1), 'server')], [2, 4]],
    ['a blank line between', [START, cd(REQ(1)), '', cd(RES(1), 'server')], [2, 4]],
    ['a time-only stamp', [START, `12:00:00.002Z [srv] Message from client: ${REQ(1)}`], []],
    // The stamp read once a second (PlainHeaderBytes.msInSecond / newSecond): each line's time is its own.
    ['the same second, then the next, a minute, an hour, a year', [START, cd(REQ(1), 'client', '2026-11-30T12:00:00.002Z'), cd(REQ(2), 'client', '2026-11-30T12:00:00.999Z'), cd(REQ(3), 'client', '2026-11-30T12:00:01.000Z'), cd(REQ(4), 'client', '2026-11-30T12:01:01.000Z'), cd(REQ(5), 'client', '2026-11-30T13:01:01.000Z'), cd(REQ(6), 'client', '2027-11-30T13:01:01.000Z')], [2, 3, 4, 5, 6, 7]],
    ['a second that goes back, and back to the first', [START, cd(REQ(1), 'client', '2026-11-30T12:00:05.100Z'), cd(REQ(2), 'client', '2026-11-30T12:00:04.900Z'), cd(REQ(3), 'client', '2026-11-30T12:00:05.050Z')], [2, 3, 4]],
    ['a slash in the milliseconds of the same second', [START, cd(REQ(1), 'client', '2026-11-30T12:00:00.002Z'), cd(REQ(2), 'client', '2026-11-30T12:00:00.0/2Z'), cd(REQ(3), 'client', '2026-11-30T12:00:00.003Z')], [2, 4]],
    ['a leap second, then a second past any', [START, cd(REQ(1), 'client', '2026-12-31T23:59:60.500Z'), cd(REQ(2), 'client', '2026-12-31T23:59:60.501Z'), cd(REQ(3), 'client', '2026-12-31T23:59:61.000Z')], [2, 3]],
    ['the 29th of February in a common year and a leap year', [START, cd(REQ(1), 'client', '2027-02-29T00:00:00.000Z'), cd(REQ(2), 'client', '2028-02-29T00:00:00.000Z'), cd(REQ(3), 'client', '2028-02-29T00:00:00.001Z')], [2, 3, 4]],
    ['stderr and a tail header after message lines take the last stamp', [START, cd(REQ(1), 'client', '2026-11-30T12:00:07.250Z'), 'npm warn something', cd(RES(1), 'server', '2026-11-30T12:00:07.251Z'), '==> /x/mcp-server-srv.log <==', 'more stderr'], [2, 4]],
    ['a close run held, then the server speaks', [START, cd(REQ(1)), `${STAMP} [srv] [info] Client transport closed { metadata: undefined }`, cd(RES(1), 'server'), cd(REQ(2))], [2, 4, 5]],
    ['a close run held, then the client speaks', [START, cd(REQ(1)), `${STAMP} [srv] [info] Server transport closed { metadata: undefined }`, cd(REQ(2)), cd(RES(2), 'server')], [2, 4, 5]],
    ['a deliberate shutdown, then messages', [START, cd(REQ(1)), `${STAMP} [srv] [info] Shutting down server... { metadata: undefined }`, `${STAMP} [srv] [info] Client transport closed { metadata: undefined }`, cd(REQ(2)), `${STAMP} [srv] [info] Client transport closed { metadata: undefined }`], [2, 5]],
  ];
  it.each(cases)('%s', async (_what, lines, taken) => {
    expect(await same(lines.join('\n') + '\n', 'claude-desktop')).toEqual(taken);
  });

  it('a seeded model: stamps a second apart or not, across days and years, odd digits, stderr and close runs between', async () => {
    // The reader's header from the bytes (one stamp read a second, the last stamp kept for stderr, a message's emit
    // without a held close run) against the text path, line for line, over generated captures.
    for (let seed = 1; seed <= 12; seed++) {
      const rnd = mulberry32(seed);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
      let t = Date.UTC(2026, 11, 31, 23, 59, 58, 990) - Math.floor(rnd() * 4) * 86_400_000 * 365;
      const lines = [START];
      for (let i = 0; i < 400; i++) {
        // Mostly a few milliseconds on, sometimes a second or a day, sometimes back.
        t += pick([0, 1, 3, 7, 250, 999, 1000, 1001, 60_000, 86_400_000, -5, -1000]);
        let stamp = new Date(t).toISOString();
        const r = rnd();
        if (r < 0.02) stamp = `${stamp.slice(0, 21)}${pick(['/', ':', 'a', ' '])}${stamp.slice(22)}`;
        else if (r < 0.03) stamp = `${stamp.slice(0, 17)}60${stamp.slice(19)}`;
        const label = rnd() < 0.05 ? pick(['a', 'srv2', 'sérvér ✓']) : 'srv';
        const k = rnd();
        if (k < 0.05) lines.push(pick(['npm warn something', '[1234] [Local→Remote] tools/call', '', 'Traceback (most recent call last):']));
        else if (k < 0.08) lines.push(`${stamp} [${label}] [info] ${pick(['Client transport closed', 'Server transport closed', 'Shutting down server...', 'Server transport closed (intentional shutdown)'])} { metadata: undefined }`);
        else if (k < 0.09) lines.push(`${stamp} [${label}] [info] Initializing server... { metadata: undefined }`);
        else lines.push(cd(rnd() < 0.5 ? REQ(i) : RES(i), rnd() < 0.5 ? 'client' : 'server', stamp, label));
      }
      const taken = await same(lines.join('\n') + '\n', 'claude-desktop');
      expect(taken.length).toBeGreaterThan(300);
    }
  });

  it('a file without a final newline, a BOM on line 1', async () => {
    expect(await same(`\uFEFF${START}\n${cd(REQ(1))}\n${cd(RES(1), 'server')}`, 'claude-desktop')).toEqual([2, 3]);
  });
});

describe('NDJSON: the lines the fast path must leave to line()', () => {
  const cases: [string, string[], number[]][] = [
    ['common lines', [REQ(0), REQ(1), RES(1)], [2, 3]],
    ['a blank before the message', [REQ(0), ` ${REQ(1)}`], []],
    ['a batch', [REQ(0), `[${REQ(1)}]`], []],
    ['stdout noise', [REQ(0), 'Server started', REQ(1)], [3]],
    ['a bare string', [REQ(0), '"hello"'], []],
    ['an error answer', [REQ(0), '{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m"}}'], []],
    ['an id that is an object', [REQ(0), '{"jsonrpc":"2.0","id":{},"method":"m"}'], []],
    ['a fractional id (left to JSON.parse)', [REQ(0), '{"jsonrpc":"2.0","id":1.5,"method":"m"}'], []],
    ['invalid UTF-8 inside a string', [REQ(0), '{"jsonrpc":"2.0","id":1,"method":"m","params":{"s":"\xff"}}'], [2]],
  ];
  it.each(cases)('%s', async (_what, lines, taken) => {
    const content = Buffer.from(lines.join('\n') + '\n', 'latin1');
    expect(await same(content, 'ndjson')).toEqual(taken);
  });

  it('more lines than one scan takes, lines across chunks, a line longer than a chunk', async () => {
    const ping = (i: number) => `{"jsonrpc":"2.0","method":"ping","id":${i}}`;
    const lines = Array.from({ length: 40_000 }, (_, i) => ping(i));
    lines.splice(20_000, 0, `{"jsonrpc":"2.0","id":"long","result":"${'z'.repeat(1_300_000)}"}`);
    const taken = await same(lines.join('\n') + '\n', 'ndjson');
    expect(taken.length).toBe(40_000);
  });

  it('more params members than one scan lists (the rest of the lines have their params parsed whole)', async () => {
    // 4,000 lines of 12 members each overflow the scan's table of members (~37,000 entries): the lines past it
    // still take the fast path, their params by JSON.parse, the same values in the same order.
    const members = (i: number) => Array.from({ length: 12 }, (_, k) => `"k${k}":${k === 0 ? `"v${i}"` : i * k}`).join(',');
    const lines = Array.from({ length: 4_000 }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"m","params":{${members(i)}}}`);
    const taken = await same(lines.join('\n') + '\n', 'ndjson');
    expect(taken.length).toBe(3_999);
  });

  it('a line over the line limit is skipped as before', async () => {
    const lines = [REQ(0), REQ(1), `{"jsonrpc":"2.0","id":2,"result":"${'z'.repeat(500)}"}`, REQ(3), RES(3)];
    expect(await same(lines.join('\n') + '\n', 'ndjson', 400)).toEqual([2, 4, 5]);
  });

  it('an unfinished line over the limit hands the rest to the line splitter, which reads it as before', async () => {
    const lines = [REQ(0), REQ(1), `{"jsonrpc":"2.0","id":2,"result":"${'z'.repeat(2_500_000)}"}`, REQ(3), RES(3)];
    expect(await same(lines.join('\n') + '\n', 'ndjson', 1_000_000)).toEqual([2]);
    // under the limit, the scanner grows for it and goes on
    expect(await same(lines.join('\n') + '\n', 'ndjson')).toEqual([2, 3, 4, 5]);
  });
});

describe('the switch', () => {
  const lines = [REQ(0), REQ(1), RES(1)];
  it.each([
    ['on by default', {}, {}, [2, 3]],
    ['off with { wasm: false }', { wasm: false }, {}, []],
    ['off with MCP_TRIAGE_NO_WASM=1, whatever is asked', { wasm: true }, { MCP_TRIAGE_NO_WASM: '1' }, []],
  ] as const)('%s', async (_what, opts, env, taken) => {
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    const path = tempFile(`switch-${n++}.ndjson`, lines.join('\n') + '\n');
    const spied = spyTaken(ndjson);
    const r = await readAll(path, { inputFormat: 'ndjson', ...opts });
    expect(r.events.length).toBe(3);
    expect(spied).toEqual(taken);
  });
});

describe('the fast path against the text path on real lines and their mutants', () => {
  const files = filesUnder('samples', 'test/fixtures');
  const seeds: Buffer[] = [];
  for (const f of files.filter((f) => /\.(ndjson|jsonl|log)$/.test(f))) {
    for (const l of readFileSync(f).toString('latin1').split('\n')) {
      const at = l.indexOf('Message from ');
      const body = at >= 0 ? l.slice(l.indexOf('{', at)).replace(/ \{ metadata:.*$/, '') : l;
      if (body.startsWith('{') && seeds.length < 600) seeds.push(Buffer.from(body, 'latin1'));
    }
  }
  const pieces = ['{', '}', '[', ']', ':', ',', '"', '\\', '\\u00', ' ', '\t', '-0', '1e5', '"id":', '"id":1,', '"result":', '"params":', '"arguments":{', '"arguments":', '"method":', '"error":', '"__proto__":', '"x":', 'null', 'true', '\\"', '"\\u0069d"'].map((x) =>
    Buffer.from(x),
  );
  const raw = [[0x00], [0x1f], [0x80], [0xff], [0xc2, 0xa0], [0xef, 0xbb, 0xbf]].map((x) => Buffer.from(x));
  const insert = fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...raw));
  const mutation = fc.record({ at: fc.nat(), del: fc.nat({ max: 3 }), ins: fc.option(insert, { nil: undefined }) });
  const line = fc.record({ seed: fc.constantFrom(...seeds), muts: fc.array(mutation, { maxLength: 2 }) }).map(({ seed, muts }) => {
    let b = seed;
    for (const m of muts) {
      const at = m.at % (b.length + 1);
      b = Buffer.concat([b.subarray(0, at), m.ins ?? Buffer.alloc(0), b.subarray(Math.min(b.length, at + m.del))]);
    }
    return Buffer.from(b.toString('latin1').replaceAll('\n', ' '), 'latin1');
  });

  it('has real seeds', () => {
    expect(seeds.length).toBeGreaterThan(100);
  });

  it('gives the same events, problems and accounting (NDJSON and Claude Desktop)', async () => {
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 5, maxLength: 40 }), fc.nat({ max: 3 }), async (batch, every) => {
        const nd = Buffer.concat(batch.flatMap((b) => [b, Buffer.from('\n')]));
        taken += (await same(nd, 'ndjson')).length;
        const head = Buffer.from(`${START}\n`);
        const body = batch.flatMap((b, i) => [
          Buffer.from(`2026-11-30T12:00:${String(i % 60).padStart(2, '0')}.0${String(i).padStart(2, '0').slice(-2)}Z [${every > 0 && i % (every + 1) === 0 ? 'other' : 'srv'}] [info] Message from ${i % 2 ? 'server' : 'client'}: `),
          b,
          Buffer.from(' { metadata: undefined }\n'),
        ]);
        taken += (await same(Buffer.concat([head, ...body]), 'claude-desktop')).length;
      }),
      { numRuns: Number(process.env.WASM_READ_RUNS ?? 20) },
    );
    // the property is not vacuous: most unmutated lines go the fast way
    expect(taken).toBeGreaterThan(50);
  }, 120_000);
});
