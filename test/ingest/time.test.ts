import { describe, expect, it } from 'vitest';
import { UsageError, createZoneResolver, machineZone, parseIsoUtc, parseLocalStamp } from '../../src/ingest/time.js';

describe('createZoneResolver', () => {
  it.each([
    ['+09:00', '+09:00', Date.UTC(2025, 5, 18, 1, 0, 5, 123)],
    ['-0530', '-05:30', Date.UTC(2025, 5, 18, 15, 30, 5, 123)],
    ['+00:00', '+00:00', Date.UTC(2025, 5, 18, 10, 0, 5, 123)],
    ['Asia/Seoul', 'Asia/Seoul', Date.UTC(2025, 5, 18, 1, 0, 5, 123)],
    ['Europe/Berlin', 'Europe/Berlin', Date.UTC(2025, 5, 18, 8, 0, 5, 123)], // CEST, +02:00
    ['UTC', 'UTC', Date.UTC(2025, 5, 18, 10, 0, 5, 123)],
  ])('--tz %s: 2025-06-18 10:00:05.123 local', (tz, zone, want) => {
    const r = createZoneResolver(tz);
    expect(r.zone).toBe(zone);
    expect(r.explicit).toBe(true);
    expect(r.toEpoch(2025, 6, 18, 10, 0, 5, 123)).toBe(want);
  });

  it('follows DST within one resolver (cache per hour does not leak across the change)', () => {
    const ny = createZoneResolver('America/New_York');
    expect(ny.toEpoch(2025, 3, 9, 1, 59, 0, 0)).toBe(Date.UTC(2025, 2, 9, 6, 59)); // EST
    expect(ny.toEpoch(2025, 3, 9, 3, 0, 0, 0)).toBe(Date.UTC(2025, 2, 9, 7, 0)); // EDT
    expect(ny.toEpoch(2025, 7, 1, 12, 0, 0, 0)).toBe(Date.UTC(2025, 6, 1, 16, 0));
    expect(ny.toEpoch(2025, 12, 1, 12, 0, 0, 0)).toBe(Date.UTC(2025, 11, 1, 17, 0));
    // Again after caching: same answers.
    expect(ny.toEpoch(2025, 3, 9, 1, 30, 0, 0)).toBe(Date.UTC(2025, 2, 9, 6, 30));
    expect(ny.toEpoch(2025, 3, 9, 3, 30, 0, 0)).toBe(Date.UTC(2025, 2, 9, 7, 30));
  });

  it('a repeated hour (fall back) resolves to one of its two instants', () => {
    const ny = createZoneResolver('America/New_York');
    const t = ny.toEpoch(2025, 11, 2, 1, 30, 0, 0);
    expect([Date.UTC(2025, 10, 2, 5, 30), Date.UTC(2025, 10, 2, 6, 30)]).toContain(t);
  });

  it.each(['Mars/Base', '+25:00', '9', 'GMT+nine', '+09:60'])('rejects %s with a usage error (exit 2)', (tz) => {
    let err: unknown;
    try {
      createZoneResolver(tz);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).exitCode).toBe(2);
    expect((err as Error).message).toContain('--tz');
  });

  it('defaults to the machine zone, not explicit', () => {
    const r = createZoneResolver();
    expect(r.explicit).toBe(false);
    expect(r.zone).toBe(machineZone());
  });

  it("reads a wall clock in the machine zone as the zone's own resolver does, whichever is asked first", () => {
    const wall = [2025, 3, 30, 1, 30, 0, 0] as const;
    const given = createZoneResolver(machineZone());
    const a = createZoneResolver();
    expect(a.toEpoch(...wall)).toBe(given.toEpoch(...wall));
    expect(a.zone).toBe(given.zone);
    const b = createZoneResolver();
    expect(b.zone).toBe(given.zone);
    expect(b.toEpoch(...wall)).toBe(given.toEpoch(...wall));
  });
});

describe('parseIsoUtc', () => {
  it.each([
    ['2025-07-12T05:51:44.599Z', 0, Date.UTC(2025, 6, 12, 5, 51, 44, 599)],
    ['2025-07-12T05:51:44.599Z [x] [info] m', 0, Date.UTC(2025, 6, 12, 5, 51, 44, 599)],
    ['xx2025-07-12T05:51:44.599Z', 2, Date.UTC(2025, 6, 12, 5, 51, 44, 599)],
    ['2024-12-31T23:59:59.999Z', 0, Date.UTC(2024, 11, 31, 23, 59, 59, 999)],
    ['2025-06-18T10:00:00.123456+00:00', 0, Date.UTC(2025, 5, 18, 10, 0, 0, 123)],
    ['2025-06-18T10:00:00Z', 0, Date.UTC(2025, 5, 18, 10, 0, 0)],
  ])('%s', (s, at, want) => {
    expect(parseIsoUtc(s, at)).toBe(want);
  });

  it.each(['', 'npx: installed 57 in 12.39s', '2025-13-12T05:51:44.599Z', '2025-07-12T05:5x:44.599Z', '2025-07-12 05:51:44.599'])(
    '%s is not a stamp',
    (s) => {
      expect(parseIsoUtc(s)).toBeNaN();
    },
  );

  it('keeps the day cache correct across a day change', () => {
    expect(parseIsoUtc('2025-01-01T00:00:00.000Z')).toBe(Date.UTC(2025, 0, 1));
    expect(parseIsoUtc('2024-12-31T23:59:59.000Z')).toBe(Date.UTC(2024, 11, 31, 23, 59, 59));
    expect(parseIsoUtc('2025-01-01T00:00:01.000Z')).toBe(Date.UTC(2025, 0, 1, 0, 0, 1));
  });
});

describe('parseLocalStamp', () => {
  it('reads VS Code stamps through the zone', () => {
    expect(parseLocalStamp('2026-07-24 02:03:14.031 [info] x', createZoneResolver('+09:00'))).toBe(
      Date.UTC(2026, 6, 23, 17, 3, 14, 31),
    );
  });
  it('is NaN for other text', () => {
    expect(parseLocalStamp('2026-07-24T02:03:14.031Z [info] x', createZoneResolver('UTC'))).toBeNaN();
  });
});
