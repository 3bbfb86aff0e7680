/**
 * What the samples' process killing (scripts/samples/lib/kill-tree.ts) reads from /proc, on tables: the parent in a
 * stat line, and the processes below a pid. The same walk on a real process tree is kill-tree.slow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { descendantsIn, parentInStat } from '../../../../scripts/samples/lib/kill-tree.js';

describe('parentInStat', () => {
  it.each([
    ['a plain command', '4242 (python3) S 4100 4242 4100 0 -1 4194304', 4100],
    ['a comm with a space', '4242 (tmux: server) S 1 4242 4242 0 -1 4194560', 1],
    ['a comm with parentheses and a space: the fields start after the last `)`', '4242 (a) b (c)) R 77 4242 77 0', 77],
    ['a comm that looks like the fields', '4242 (S 9999 ) S 12 4242 12 0', 12],
    ['a zombie', '5000 (node) Z 4999 5000 4999 0', 4999],
    ['no parenthesis', '4242 python3 S 4100', null],
    ['cut after the state', '4242 (python3) S', null],
    ['empty', '', null],
  ])('%s', (_, stat, ppid) => {
    expect(parentInStat(stat)).toBe(ppid);
  });
});

describe('descendantsIn', () => {
  // 1 init; 100 the harness; 200 the client, under it 300 the stdio server (its own session; still its child), under
  // that 400; 500 an unrelated process and its child 600.
  const table: [number, number][] = [
    [1, 0],
    [100, 1],
    [200, 100],
    [300, 200],
    [400, 300],
    [500, 1],
    [600, 500],
  ];
  it.each([
    ['children and grandchildren, nothing beside them', 100, [200, 300, 400]],
    ['from the middle of a branch', 300, [400]],
    ['a leaf has none', 400, []],
    ['a pid not in the table has none', 999, []],
    ['a sibling branch alone', 500, [600]],
    ['the root: everything but itself', 0, [1, 100, 200, 300, 400, 500, 600]],
  ])('%s (below %d)', (_, pid, want) => {
    expect(descendantsIn(new Map(table), pid).sort((a, b) => a - b)).toEqual(want);
  });

  it('lists each once and ends on a loop (a pid reused while the table was read)', () => {
    // 20 under 10, 30 under 20, and 10 read as under 30.
    const loop = new Map([
      [10, 30],
      [20, 10],
      [30, 20],
    ]);
    expect(descendantsIn(loop, 10).sort((a, b) => a - b)).toEqual([20, 30]);
  });

  it('several children of one parent', () => {
    const wide = new Map([
      [11, 10],
      [12, 10],
      [13, 10],
      [21, 12],
    ]);
    expect(descendantsIn(wide, 10).sort((a, b) => a - b)).toEqual([11, 12, 13, 21]);
  });
});
