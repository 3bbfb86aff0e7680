/**
 * formatInstant writes local times by hand with a cached per-hour offset; it must print exactly what date-fns
 * prints for a TZDate (the original implementation), across DST transitions, odd offsets and invalid zones.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../src/diagnose/record.js';

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Africa/Casablanca',
  'Asia/Tokyo',
  '+05:30',
  '-03:00',
  '+00:00',
  'Not/AZone',
];

/** The original: TZDate + date-fns format, with the same fallbacks. */
function reference(ms: number, zone: string, zoneAssumed: boolean): string {
  let local: string;
  try {
    local = format(new TZDate(ms, zone), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
  } catch {
    return `${new Date(ms).toISOString()} (zone "${zone}" not understood; shown in UTC)`;
  }
  return zoneAssumed ? `${local} (local time, zone assumed ${zone} — pass --tz)` : `${local} (${zone})`;
}

describe('formatInstant (local clock with a zone)', () => {
  it('matches TZDate + date-fns for random instants in many zones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(1890, 0, 1), max: Date.UTC(2090, 0, 1) }), fc.boolean(), (zone, ms, assumed) => {
        const s = { clock: 'local' as const, zone, zoneAssumed: assumed };
        expect(formatInstant(ms, s)).toBe(reference(ms, zone, assumed));
      }),
      { numRuns: 4000 },
    );
  });

  it('matches minute by minute across DST transitions (the cached hour must not leak over a change)', () => {
    const starts = [
      ['Europe/Berlin', Date.UTC(2026, 2, 29, 0, 0)],
      ['Europe/Berlin', Date.UTC(2026, 9, 25, 0, 0)],
      ['America/New_York', Date.UTC(2026, 2, 8, 5, 0)],
      ['America/New_York', Date.UTC(2026, 10, 1, 4, 0)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 13, 0)],
      ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 14, 0)],
      ['America/St_Johns', Date.UTC(2026, 2, 8, 4, 0)],
    ] as const;
    for (const [zone, start] of starts) {
      // In order and then backwards: the cache is filled from both sides of each change.
      const times: number[] = [];
      for (let m = 0; m < 4 * 60; m++) times.push(start + m * 60_000 + 999);
      for (const ms of [...times, ...times.reverse()]) {
        expect(formatInstant(ms, { clock: 'local', zone, zoneAssumed: false })).toBe(reference(ms, zone, false));
      }
    }
  });

  it('keeps the UTC, no-zone and no-clock forms', () => {
    const ms = Date.UTC(2026, 10, 30, 12, 0, 0, 5);
    expect(formatInstant(ms, { clock: 'utc', zone: null, zoneAssumed: false })).toBe('2026-11-30T12:00:00.005Z');
    expect(formatInstant(ms, { clock: 'local', zone: null, zoneAssumed: false })).toBe('2026-11-30T12:00:00.005 (local time, zone unknown)');
    expect(formatInstant(null, { clock: 'none', zone: null, zoneAssumed: false })).toBe('unknown (the capture has no clock for it)');
  });
});
