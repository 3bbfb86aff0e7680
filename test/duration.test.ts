import { describe, expect, it } from 'vitest';
import { formatDuration } from '../src/duration.js';
import { koDuration } from '../src/i18n/duration-ko.js';

describe('formatDuration: one formatter, the same steps in every language', () => {
  it.each([
    [0, '0 ms', '0ms'],
    [850, '850 ms', '850ms'],
    [994, '994 ms', '994ms'],
    [1000, '1 s', '1초'],
    [1001, '1.001 s', '1.001초'],
    [60_000, '60 s', '60초'],
    [60_006, '60.006 s', '60.006초'],
    [90_500, '90.5 s', '90.5초'],
    [119_999, '119.999 s', '119.999초'],
    [120_000, '2 min', '2분'],
    [125_300, '2 min 5 s', '2분 5초'],
    // The interval the report's table once printed as `150 s` and the prose as `2 min 30 s`: now one way.
    [150_000, '2 min 30 s', '2분 30초'],
    // Rounded once: never `2 min 60 s`.
    [179_600, '3 min', '3분'],
    [300_000, '5 min', '5분'],
    [3_723_000, '62 min 3 s', '62분 3초'],
    [7_199_400, '119 min 59 s', '119분 59초'],
    [7_200_000, '2 h', '2시간'],
    [7_500_000, '2 h 5 min', '2시간 5분'],
    [-500, '-500 ms', '-500ms'],
    [-150_000, '-2 min 30 s', '-2분 30초'],
    [Number.NaN, 'unknown', '알 수 없음'],
  ])('%s ms → %s / %s', (ms, en, ko) => {
    expect(formatDuration(ms)).toBe(en);
    expect(koDuration(ms)).toBe(ko);
  });

  it('never prints 60 of a smaller unit', () => {
    for (let ms = 120_000; ms < 10_000_000; ms += 977) {
      expect(formatDuration(ms)).not.toMatch(/(?:min 60 s|h 60 min)$/);
    }
  });
});
