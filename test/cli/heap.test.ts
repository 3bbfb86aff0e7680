/**
 * The CLI's heap policy (src/cli/heap.ts): large inputs double the old generation a step, small ones keep V8's
 * default, and a growth the user chose stands.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOUNDED_HEAP_FROM_BYTES, HEAP_GROWING_PERCENT, heapGrowthFor, inputBytes } from '../../src/cli/heap.js';

describe('heapGrowthFor', () => {
  it('doubles the old generation a step (forty-fourth round: 50 % marked the heap 14 times at 1 GiB NDJSON, 100 % 8)', () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
  });

  const cases: Array<[string, number, string[], string | undefined, number | null]> = [
    ['a 200 MiB capture keeps the default', 200 * 1024 * 1024, [], undefined, null],
    ['just under the bound', BOUNDED_HEAP_FROM_BYTES - 1, [], undefined, null],
    ['at the bound', BOUNDED_HEAP_FROM_BYTES, [], undefined, HEAP_GROWING_PERCENT],
    ['a 1 GiB capture', 1024 ** 3, [], undefined, HEAP_GROWING_PERCENT],
    ['the user chose a growth on node\'s command line', 1024 ** 3, ['--heap-growing-percent=10'], undefined, null],
    ['the user chose one in NODE_OPTIONS', 1024 ** 3, [], '--max-old-space-size=512 --heap_growing_percent=80', null],
    ['other NODE_OPTIONS leave the policy on', 1024 ** 3, ['--enable-source-maps'], '--max-old-space-size=512', HEAP_GROWING_PERCENT],
  ];
  it.each(cases)('%s', (_name, bytes, execArgv, nodeOptions, want) => {
    expect(heapGrowthFor(bytes, execArgv, nodeOptions)).toBe(want);
  });
});

describe('inputBytes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-heap-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds the files of a run (sparse, so nothing is written), counting stdin, directories and missing paths as nothing', async () => {
    const a = join(dir, 'a.log');
    const b = join(dir, 'b.log');
    writeFileSync(a, '');
    writeFileSync(b, 'x\n');
    truncateSync(a, 300 * 1024 * 1024);
    expect(await inputBytes([a, b, '-', dir, join(dir, 'missing.log')])).toBe(300 * 1024 * 1024 + 2);
  });
});
