import { describe, expect, it } from 'vitest';
import { firesAt, KNOWN_TIMEOUTS, lateness, matchKnownTimeout } from '../../src/protocol/timeouts.js';

describe('known timeouts', () => {
  it('has the well-known constants with their owners', () => {
    const ms = KNOWN_TIMEOUTS.map((k) => k.ms);
    for (const x of [10_000, 30_000, 60_000, 100_000, 125_000, 180_000, 240_000, 300_000]) expect(ms).toContain(x);
    expect(KNOWN_TIMEOUTS.find((k) => k.ms === 60_000)?.byLayer.requester).toBe('the TypeScript SDK default');
    for (const k of KNOWN_TIMEOUTS) expect(k.limits.length).toBeGreaterThan(0);
  });

  it.each([
    [60_006, 60_000],
    [60_031, 60_000],
    [61_100, 60_000],
    [10_004, 10_000],
    [300_200, 300_000],
    [125_300, 125_000],
    [240_010, 240_000],
  ])('%i ms lands on %i', (elapsed, limit) => expect(matchKnownTimeout(elapsed)?.timeout.ms).toBe(limit));

  it.each([59_000, 61_300, 62_000, 45_000, 10_300, 302_000])('%i ms lands on nothing (timers fire late, never early; small slack)', (elapsed) => {
    expect(matchKnownTimeout(elapsed)).toBeNull();
  });

  it('tolerance: late by 2 % of the limit, at least 100 ms, at most 1.5 s; early only by clock jitter', () => {
    expect(lateness(60_000)).toBe(1200);
    expect(lateness(300_000)).toBe(1500);
    expect(lateness(1500)).toBe(100);
    expect(firesAt(59_960, 60_000)).toBe(true); // 40 ms early: log-line jitter
    expect(firesAt(59_900, 60_000)).toBe(false);
    expect(firesAt(1600, 1500)).toBe(true);
    expect(firesAt(1601, 1500)).toBe(false);
    expect(firesAt(61_400, 60_000, { absMs: 1500, ratio: 1 })).toBe(true);
    expect(firesAt(Number.NaN, 60_000)).toBe(false);
    expect(firesAt(60_000, 0)).toBe(false);
  });

  it('labels by the layer asked for', () => {
    expect(matchKnownTimeout(60_010, {}, ['intermediary'])?.label).toMatch(/nginx/);
    expect(matchKnownTimeout(60_010, {}, ['requester'])?.label).toBe('the TypeScript SDK default');
    expect(matchKnownTimeout(100_050, {}, ['requester'])).toBeNull(); // Cloudflare only
    expect(matchKnownTimeout(29_100)?.timeout.ms).toBe(29_000); // closest of the overlapping 29 s / 30 s windows
  });
});
