import { describe, expect, it } from 'vitest';
import { densestOffset, estimateClock } from '../../../src/timeline/merge/clock.js';

describe('estimateClock', () => {
  it.each([
    // [name, deltas, offset, spread]
    ['one direction: the median; spread half the 10th–90th percentile range', [{ delta: 100, from: 'client' }, { delta: 102, from: 'client' }, { delta: 400, from: 'client' }], 102, 120],
    // A client-side and a server-side capture: client→server messages are seen θ+d, server→client θ−d (NTP's average).
    ['both directions cancel a symmetric delay', [{ delta: 1005, from: 'client' }, { delta: 1005, from: 'client' }, { delta: 995, from: 'server' }, { delta: 995, from: 'server' }], 1000, 5],
    ['no direction', [{ delta: -4180, from: null }], -4180, 0],
  ] as const)('%s', (_n, deltas, offset, spread) => {
    const c = estimateClock(deltas as never)!;
    expect(c.offsetMs).toBe(offset);
    expect(c.spreadMs).toBeCloseTo(spread, 0);
  });

  it('has nothing to say without a pair', () => {
    expect(estimateClock([])).toBeNull();
  });
});

describe('densestOffset', () => {
  it('finds where most candidates agree, whatever the strays', () => {
    expect(densestOffset([37_250, 37_251, 37_249, 86_400_000, -5_000], 1000)).toBe(37_250);
  });
  it('is null without candidates', () => {
    expect(densestOffset([], 1000)).toBeNull();
  });
});
