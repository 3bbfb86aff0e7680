/**
 * Property-based fuzzing of the whole library, in-process: `analyze()` over random captures in
 * every format (a real preamble so detection picks the format, then random JSON-RPC-ish lines,
 * mutated real lines and junk), then every renderer over the result. For all of them: no throw
 * other than the contract's InputError, every line accounted for, and every renderer total.
 */
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { analyze, InputError, render, FORMATS } from '../../src/index.js';
import { readInputs, type Report } from '../../src/report/contract.js';
import { hostileLine, mutatedLine, randomBytesAsLines, rpcObject } from './arbitraries.js';
import { NDJSON_LINES, PREAMBLE, WRAP, type Party } from './corpus.js';
import { countLines, prototypePolluted, runs, TERMINAL_UNSAFE } from './harness.js';

afterEach(() => {
  expect(prototypePolluted()).toBe(false);
});

function checkReport(r: Report, bytes: Buffer): void {
  expect(r.inputs).toHaveLength(1);
  const i = readInputs(r)[0]!;
  expect(i.lines).toBe(countLines(bytes));
  const a = i.lineAccounting;
  expect(a.event + a.part + a.blank + a.problem).toBe(i.lines);
  expect(r.summary.reported).toBe(r.requests.length);
  for (const p of r.problems) expect(p.source).toMatch(/:\d+/);
  for (const q of r.requests) {
    if (q.durationMs !== null) expect(Number.isFinite(q.durationMs)).toBe(true);
    for (const e of q.timeline) expect(e.source).toMatch(/:\d+/);
  }
  for (const f of FORMATS) {
    const out = render(r, f, { color: false, width: 100 });
    expect(typeof out).toBe('string');
    if (f === 'json') expect(() => JSON.parse(out)).not.toThrow();
    if (f === 'text') expect(out).not.toMatch(TERMINAL_UNSAFE);
  }
}

async function analyzeBytes(bytes: Buffer, options: { all?: boolean; redact?: boolean } = {}): Promise<Report | null> {
  try {
    return await analyze(['-'], { stdin: Readable.from([bytes]), ...options });
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as Error).message).not.toContain('\n');
    return null;
  }
}

/** A capture in `format`: its preamble, then a mix of messages, mutated real lines and junk. */
function captureOf(format: string) {
  const wrap = WRAP[format] as (j: string, f: Party, i: number) => string[];
  const item = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(rpcObject, fc.constantFrom<Party>('client', 'server')).map(([j, from]) => ({ kind: 'rpc' as const, j, from })) },
    { weight: 2, arbitrary: mutatedLine.map((l) => ({ kind: 'line' as const, l })) },
    { weight: 1, arbitrary: hostileLine.map((l) => ({ kind: 'line' as const, l })) },
  );
  return fc.tuple(fc.array(item, { maxLength: 30 }), fc.constantFrom('\n', '\r\n'), fc.boolean()).map(([items, eol, finalEol]) => {
    // Bare NDJSON has no preamble of its own: start it the way a stdio session starts.
    const lines = format === 'ndjson' ? [...NDJSON_LINES.slice(0, 3)] : [...(PREAMBLE[format] ?? [])];
    items.forEach((it, i) => {
      if (it.kind === 'rpc') lines.push(...wrap(it.j, it.from, i));
      else lines.push(it.l);
    });
    return Buffer.from(lines.join(eol) + (finalEol ? eol : ''));
  });
}

describe.each(Object.keys(WRAP))('analyze() over random %s captures', (format) => {
  it('accounts for every line and renders in every format', { timeout: runs(60_000) }, async () => {
    let analyzed = 0;
    await fc.assert(
      fc.asyncProperty(captureOf(format), fc.boolean(), async (bytes, all) => {
        const r = await analyzeBytes(bytes, { all });
        if (r) {
          analyzed++;
          checkReport(r, bytes);
        }
      }),
      { numRuns: runs(40) },
    );
    // Detection must recognise most of these (they start with the format's own preamble).
    if (format !== 'sse') expect(analyzed).toBeGreaterThan(20);
  });
});

describe('analyze() over random bytes', () => {
  it('either reads them (exit 0 semantics) or refuses them with one InputError line', { timeout: runs(60_000) }, async () => {
    await fc.assert(
      fc.asyncProperty(randomBytesAsLines, async (lines) => {
        const bytes = Buffer.from(lines.join('\n'));
        const r = await analyzeBytes(bytes);
        if (r) checkReport(r, bytes);
      }),
      { numRuns: runs(60) },
    );
  });

  it('a recognisable head followed by random bytes is read, with every line accounted for', { timeout: runs(60_000) }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('claude-desktop', 'vscode', 'ndjson', 'mcpcap'), fc.uint8Array({ maxLength: 2000 }), async (format, junk) => {
        const head = (PREAMBLE[format] ?? []).concat((WRAP[format] as (j: string, f: Party, i: number) => string[])('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}', 'client', 0));
        const bytes = Buffer.concat([Buffer.from(head.join('\n') + '\n'), Buffer.from(junk)]);
        const r = await analyzeBytes(bytes, { all: true });
        expect(r).not.toBeNull();
        checkReport(r!, bytes);
        expect(r!.summary.requests).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: runs(40) },
    );
  });
});
