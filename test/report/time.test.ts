import { koDuration } from '../../src/i18n/duration-ko.js';
import { describe, expect, it } from 'vitest';
import { durationText, isoInZone, offsetSuffix, relativeSeconds } from '../../src/report/time.js';

const MS = Date.UTC(2025, 5, 18, 1, 0, 5, 123); // 2025-06-18T01:00:05.123Z

describe('isoInZone', () => {
  it.each([
    ['utc clock', MS, null, 'utc', '2025-06-18T01:00:05.123Z'],
    ['local clock without a zone falls back to UTC', MS, null, 'local', '2025-06-18T01:00:05.123Z'],
    ['IANA zone', MS, 'Asia/Seoul', 'local', '2025-06-18T10:00:05.123+09:00'],
    ['offset zone', MS, '+09:00', 'local', '2025-06-18T10:00:05.123+09:00'],
    ['negative half-hour offset', MS, '-03:30', 'local', '2025-06-17T21:30:05.123-03:30'],
    ['summer time', MS, 'America/New_York', 'local', '2025-06-17T21:00:05.123-04:00'],
    ['winter time', Date.UTC(2025, 0, 1, 12), 'America/New_York', 'local', '2025-01-01T07:00:00.000-05:00'],
    ['a local zone at UTC+0 keeps its offset', Date.UTC(2025, 0, 1, 12), 'Europe/London', 'local', '2025-01-01T12:00:00.000+00:00'],
    ['utc clock ignores the zone', MS, 'Asia/Seoul', 'utc', '2025-06-18T01:00:05.123Z'],
    ['unknown zone falls back to UTC', MS, 'Mars/Base', 'local', '2025-06-18T01:00:05.123Z'],
  ] as const)('%s', (_name, ms, zone, clock, expected) => {
    expect(isoInZone(ms, zone, clock)).toBe(expected);
  });

  it('the written instant is the same instant', () => {
    const s = isoInZone(MS, 'Asia/Kolkata', 'local');
    expect(s).toMatch(/\+05:30$/);
    expect(Date.parse(s as string)).toBe(MS);
  });

  it.each([null, undefined, Number.NaN, Infinity, 9e15])('no time for %s', (ms) => {
    expect(isoInZone(ms as number | null, 'UTC')).toBeNull();
  });
});

describe('relative and human times', () => {
  it.each([
    [0, '+0.000s'],
    [60_006, '+60.006s'],
    [-120, '-0.120s'],
    [null, '?'],
  ])('relativeSeconds(%s) = %s', (ms, s) => expect(relativeSeconds(ms)).toBe(s));

  it.each([
    [850, '850 ms'],
    [150_000, '2 min 30 s'],
    [null, '—'],
    [Number.NaN, '—'],
  ])('durationText(%s) = %s', (ms, s) => expect(durationText(ms)).toBe(s));

  it('durationText writes in the language it is given', () => {
    expect(durationText(150_000, koDuration)).toBe('2분 30초');
    expect(durationText(null, koDuration)).toBe('—');
  });

  it.each([
    [540, '+09:00'],
    [-210, '-03:30'],
    [0, '+00:00'],
  ])('offsetSuffix(%s) = %s', (m, s) => expect(offsetSuffix(m)).toBe(s));
});
