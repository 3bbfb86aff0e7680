/**
 * The one duration formatter: every interval the report prints (prose, tables, findings, the swimlane) goes through
 * here, so the same interval reads the same everywhere. Languages differ only in their unit words
 * (i18n/duration-ko.ts for Korean); the steps are the same:
 *   under 1 s: whole milliseconds (`850 ms`); under 2 min: seconds to the millisecond, trailing zeros dropped
 *   (`60 s`, `60.006 s`, `90.5 s`); under 2 h: whole minutes and seconds (`2 min 30 s`, `5 min`); from 2 h on:
 *   whole hours and minutes (`2 h 5 min`, `3 h`).
 * Under two minutes the millisecond is kept because timer limits are read to it (60.006 s is the TypeScript SDK's
 * 60 s timer firing late, protocol/timeouts.ts); past that a person reads minutes.
 */
export interface DurationUnits {
  ms: string;
  s: string;
  min: string;
  h: string;
  /** A duration that is not a finite number. */
  unknown: string;
}

export const EN_DURATION: DurationUnits = { ms: ' ms', s: ' s', min: ' min', h: ' h', unknown: 'unknown' };

const trimZeros = (x: string): string => x.replace(/\.?0+$/, '');

export function formatDuration(ms: number, u: DurationUnits = EN_DURATION): string {
  if (!Number.isFinite(ms)) return u.unknown;
  const a = Math.abs(ms);
  let s: string;
  if (a < 1000) s = `${Math.round(a)}${u.ms}`;
  else if (a < 120_000) s = `${trimZeros((a / 1000).toFixed(3))}${u.s}`;
  else if (a < 7_200_000) {
    // Rounded once, so 179.6 s is `3 min`, never `2 min 60 s`.
    const sec = Math.round(a / 1000);
    const min = Math.floor(sec / 60);
    const rest = sec % 60;
    s = rest === 0 ? `${min}${u.min}` : `${min}${u.min} ${rest}${u.s}`;
  } else {
    const totalMin = Math.round(a / 60_000);
    const h = Math.floor(totalMin / 60);
    const rest = totalMin % 60;
    s = rest === 0 ? `${h}${u.h}` : `${h}${u.h} ${rest}${u.min}`;
  }
  return ms < 0 ? `-${s}` : s;
}
