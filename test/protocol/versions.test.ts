import { describe, expect, it } from 'vitest';
import { atLeast, compareVersions, eraOf, isKnownVersion, KNOWN_VERSIONS } from '../../src/protocol/versions.js';

describe('versions', () => {
  it('lists the released versions and the pre-release 2024-10-07, oldest first', () => {
    const v = KNOWN_VERSIONS.map((x) => x.version);
    for (const x of ['2024-10-07', '2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']) expect(v).toContain(x);
    expect([...v].sort(compareVersions)).toEqual(v);
    expect(KNOWN_VERSIONS.find((x) => x.version === '2024-10-07')?.released).toBe(false);
  });

  it.each([
    ['2024-10-07', 'legacy'],
    ['2024-11-05', 'legacy'],
    ['2025-03-26', 'legacy'],
    ['2025-06-18', 'legacy'],
    ['2025-11-25', 'legacy'],
    ['2026-07-28', 'modern'],
    ['2026-06-30', 'modern'],
    ['2027-01-01', 'modern'],
    ['2025-12-31', 'legacy'],
    ['draft', 'modern'],
  ] as const)('eraOf(%s) = %s', (v, era) => expect(eraOf(v)).toBe(era));

  it.each([null, '', 'latest', '1.0', '2025-11-25 ', '__proto__'])('eraOf(%j) is unknown', (v) => expect(eraOf(v as string | null)).toBeNull());

  it('orders by date; draft last; junk first', () => {
    expect(compareVersions('2025-03-26', '2025-11-25')).toBeLessThan(0);
    expect(compareVersions('2026-07-28', '2025-11-25')).toBeGreaterThan(0);
    expect(compareVersions('2025-06-18', '2025-06-18')).toBe(0);
    expect(compareVersions('draft', '2026-07-28')).toBeGreaterThan(0);
    expect(compareVersions('garbage', '2024-11-05')).toBeLessThan(0);
  });

  it('atLeast never holds for unknown versions', () => {
    expect(atLeast('2025-11-25', '2025-11-25')).toBe(true);
    expect(atLeast('2025-06-18', '2025-11-25')).toBe(false);
    expect(atLeast(null, '2024-11-05')).toBe(false);
    expect(atLeast('zzzz', '2024-11-05')).toBe(false);
    expect(isKnownVersion('2025-11-25')).toBe(true);
    expect(isKnownVersion('2025-11-26')).toBe(false);
  });
});
