import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { isGzip, mibEnd, parseArgs, placeTrace, slices } from '../../scripts/bench/warm-curve.mjs';

const MiB = 1048576;

// A run over a capture of `size` bytes read in 1 MiB chunks: a read call at each MiB and one more at the size (it reads
// nothing), then the exit. Main-thread ns and process µs at each call are given by `cost(mib)`.
function records(size: number, cost: (pos: number) => [number, number]): number[][] {
  const out: number[][] = [];
  for (let p = 0; p < size; p += MiB) out.push([p, ...cost(p)]);
  out.push([size, ...cost(size)]);
  return out;
}

describe('slices (warm-curve.mjs)', () => {
  it('cuts start, whole slices and end, the main thread apart from the others', () => {
    // Start-up 100 ms main + 5 ms other; each MiB 10 ms main + 2 ms other; the end 7 + 1.
    const size = 12 * MiB;
    const cost = (p: number): [number, number] => {
      const mib = p / MiB;
      return [(100 + 10 * mib) * 1e6, (105 + 12 * mib) * 1e3];
    };
    const r = records(size, cost);
    r.push([-1, (100 + 120 + 7) * 1e6, (105 + 144 + 8) * 1e3]);
    const rows = slices(r, 5);
    expect(rows.map((x) => x.name)).toEqual(['start', '0–5', '5–10', '10–12', 'end']);
    expect(rows.map((x) => x.mib)).toEqual([0, 5, 5, 2, 0]);
    expect(rows.map((x) => Math.round(x.mainMs))).toEqual([100, 50, 50, 20, 7]);
    expect(rows.map((x) => Math.round(x.otherMs))).toEqual([5, 10, 10, 4, 1]);
  });

  it('gives a remainder under 1 MiB to the last slice, and the costs add up to the run', () => {
    const size = 10 * MiB + 300;
    const r = records(size, (p) => [p * 3, p / 500]);
    r.push([-1, size * 3 + 4e6, size / 500 + 6e3]);
    const rows = slices(r, 5);
    expect(rows.map((x) => x.name)).toEqual(['start', '0–5', '5–10', 'end']);
    expect(rows[2]!.mib).toBeCloseTo(5 + 300 / MiB, 9);
    const total = rows.reduce((s, x) => s + x.mainMs + x.otherMs, 0);
    expect(total).toBeCloseTo((size / 500 + 6e3) / 1e3, 6);
  });
});

// Lines as node 20 prints them under --trace-opt --trace-deopt (addresses shortened), with the preload's marks.
const done = (name: string, osr = '') =>
  `[completed compiling 0x1c90 <JSFunction ${name} (sfi = 0x2182)> (target TURBOFAN)${osr} - took 0.009, 1.828, 0.063 ms]`;
const BAILOUT =
  '[bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x1c90 <JSFunction add (sfi = 0x2182)>, ' +
  '0x1f4a <Code TURBOFAN>, opt id 0, bytecode offset 24, deopt exit 4, FP to SP delta 72, caller SP 0x7ffe, pc 0x7f64]';

describe('placeTrace (warm-curve.mjs)', () => {
  it('places compiles and deoptimisations by the read position before them, a remainder under 1 MiB in the last slice', () => {
    const size = 10 * MiB + 10;
    const text = [
      done('main'),
      `[warm-pos 0]`,
      done('add'),
      `[warm-pos ${6 * MiB}]`,
      BAILOUT,
      done('add'),
      done('scan', ' OSR'),
      `[warm-pos ${10 * MiB}]`,
      done('tail'),
      `[warm-pos ${size}]`,
      done('render'),
      BAILOUT,
      'a report line',
    ].join('\n');
    const t = placeTrace(text, 5, size);
    expect(Object.fromEntries(t.compiles)).toEqual({ start: 1, 0: 1, 5: 3, end: 1 });
    expect(Object.fromEntries(t.deopts)).toEqual({ 5: 1, end: 1 });
    expect(Object.fromEntries(t.fns)).toEqual({ main: ['start'], add: [0, 6], 'scan (OSR)': [6], tail: [10], render: ['end'] });
  });
});

describe('placeTrace: one compile, one count', () => {
  it("a concurrent compile's install line (no timings) after its worker's line is not a second compile", () => {
    // Without --predictable V8 compiles on a worker thread: node 20 prints "completed compiling … - took …" when the job
    // ends and "completed optimizing …" (no timings) when the main thread installs the code, maybe a slice later.
    const installed = (name: string) => `[completed optimizing 0x1c90 <JSFunction ${name} (sfi = 0x2182)> (target TURBOFAN)]`;
    const size = 10 * MiB;
    const text = [`[warm-pos 0]`, done('add'), `[warm-pos ${6 * MiB}]`, installed('add'), done('scan', ' OSR'), installed('scan')].join('\n');
    const t = placeTrace(text, 5, size);
    expect(Object.fromEntries(t.compiles)).toEqual({ 0: 1, 5: 1 });
    expect(Object.fromEntries(t.fns)).toEqual({ add: [0], 'scan (OSR)': [6] });
  });
});

describe('slices: the span of a last slice under 1 MiB', () => {
  it.each([
    ['a 300 KiB capture', 300 * 1024, '0–0.3'],
    ['a 40 KiB capture: not 0–0', 40 * 1024, '0–0.04'],
    ['a 2 KiB capture', 2048, '0–0.002'],
    ['a 3 MiB capture (one slice, shorter than 5)', 3 * MiB, '0–3'],
    ['7.25 MiB: the whole slice, then the rest', 7.25 * MiB, '5–7.3'],
  ])('%s', (_, size, last) => {
    const r = records(size, (p) => [p, p / 1000]);
    r.push([-1, size + 1e6, size / 1000 + 1e3]);
    const rows = slices(r, 5);
    expect(rows.at(-2)!.name).toBe(last);
    expect(rows.at(-2)!.mib).toBeCloseTo(size / MiB - (rows.at(-2)!.from ?? 0), 9);
  });

  it.each([
    [40960, 0, '0.04'],
    [1, 0, '0.000001'],
    [12 * MiB, 10, '12'],
    [12.5 * MiB, 10, '12.5'],
    [10 * MiB + 300, 5, '10'],
  ])('mibEnd(%d, from %d) = %s', (size, from, want) => {
    expect(mibEnd(size, from)).toBe(want);
  });
});

describe('parseArgs (warm-curve.mjs): the counts checked', () => {
  it('reads the flags and the captures', () => {
    const o = parseArgs(['--runs', '3', '--slice', '2', '--window', '1-4.5', '--trace', '--node-flags', '--max-semi-space-size=64  --jitless', 'a=x.log']);
    expect(o).toMatchObject({ runs: 3, slice: 2, window: [1, 4.5], trace: true, nodeFlags: ['--max-semi-space-size=64', '--jitless'], captures: [{ label: 'a', file: resolve('x.log') }] });
  });

  it('cuts label=FILE at its first =, so a path may hold one', () => {
    expect(parseArgs(['big=runs/a=b.jsonl', 'small=s.log']).captures).toEqual([
      { label: 'big', file: resolve('runs/a=b.jsonl') },
      { label: 'small', file: resolve('s.log') },
    ]);
  });

  it('defaults to 5 runs of 5 MiB slices', () => {
    expect(parseArgs(['a=x.log'])).toMatchObject({ runs: 5, slice: 5, window: [19, 48], trace: false, jsonOut: null });
  });

  it.each([
    [['--runs', 'x', 'a=f'], /--runs takes a whole number of at least 1 \(runs per capture\), not 'x'/],
    [['--runs', '0', 'a=f'], /--runs takes a whole number of at least 1.*not '0'/],
    [['--runs', '-3', 'a=f'], /--runs .*not '-3'/],
    [['--runs', '2.5', 'a=f'], /--runs .*not '2.5'/],
    [['--runs', '', 'a=f'], /--runs .*not ''/],
    [['--slice', 'NaN', 'a=f'], /--slice takes a whole number of at least 1 \(MiB per slice\), not 'NaN'/],
    [['--slice', '0', 'a=f'], /--slice .*not '0'/],
    [['--slice', '-5', 'a=f'], /--slice .*not '-5'/],
    [['--slice', '0.5', 'a=f'], /--slice .*not '0.5'/],
    [['a=f', '--runs'], /--runs needs a value/],
    [['a=f', '--slice'], /--slice needs a value/],
    [['a=f', '--bin'], /--bin needs a value/],
    [['--window', '48-19', 'a=f'], /--window takes a-b .*not '48-19'/],
    [['--window', '5', 'a=f'], /--window .*not '5'/],
    [['--window', '3-3', 'a=f'], /--window .*not '3-3'/],
    [['--frobnicate', 'a=f'], /unknown argument --frobnicate/],
    [['--runs', '2'], /no capture given/],
    [['=x.log'], /want name=path: =x.log/],
  ])('%j is refused', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('isGzip (warm-curve.mjs): a gzip capture is told as the CLI tells it, by its magic bytes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'warm-curve-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it.each([
    ['gzip', 'cap.jsonl.gz', gzipSync(Buffer.from('{"jsonrpc":"2.0"}\n')), true],
    ['gzip named .log', 'x.log', gzipSync(Buffer.from('x\n')), true],
    ['plain text', 'cap.jsonl', Buffer.from('{"jsonrpc":"2.0"}\n'), false],
    ['one byte 0x1f', 'one-byte', Buffer.from([0x1f]), false],
    ['empty', 'empty.jsonl', Buffer.alloc(0), false],
  ])('%s (%s)', (_name, fileName, bytes, want) => {
    const file = join(dir, fileName);
    writeFileSync(file, bytes);
    expect(isGzip(file)).toBe(want);
  });
});
