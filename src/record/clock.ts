/**
 * The recorder's clock: wall-clock time derived from a monotonic source.
 *
 * docs/mcpcap.md promises that `t` never goes backwards within one file. `Date.now()` can jump
 * (NTP slew, a suspended laptop); `performance.now()` cannot. So the wall clock is read once,
 * at start, and every later time is that anchor plus the monotonic delta.
 */
export interface RecorderClock {
  /** Epoch milliseconds (fractional), monotonic non-decreasing. */
  now(): number;
  /** ISO 8601 UTC with milliseconds, for an epoch-ms value from `now()`. */
  iso(at?: number): string;
}

export function createClock(): RecorderClock {
  const wallAnchor = Date.now();
  const monoAnchor = performance.now();
  const now = (): number => wallAnchor + (performance.now() - monoAnchor);
  return {
    now,
    // Math.floor keeps the ISO string monotonic too (rounding could not go backwards either,
    // but flooring never shows a millisecond that has not started yet).
    iso: (at?: number) => new Date(Math.floor(at ?? now())).toISOString(),
  };
}
