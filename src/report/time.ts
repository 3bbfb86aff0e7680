/**
 * Times as the report shows them. Epoch ms are instants; the zone only decides how they are
 * written. A capture in UTC is written with `Z`; a capture whose timestamps were local is
 * written with the offset of the zone that was used to read it (given by `--tz` or assumed),
 * so the person reading the report sees the same wall-clock time as in the capture.
 */
import { tzOffset } from '@date-fns/tz';
import { wholeHourOffset } from '../ingest/time.js';
import { formatDuration } from '../duration.js';
import type { ClockKind } from '../ingest/types.js';

/** Largest |epoch ms| a Date can hold (ECMA-262 §21.4.1.1). */
const MAX_EPOCH_MS = 8.64e15;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** `+09:00` / `-03:30` / `+00:00` for an offset in minutes. */
export function offsetSuffix(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * ISO 8601 with a zone designator, or null when there is no usable time.
 * `zone` is an IANA name or `±HH:MM`; null or unknown → UTC (`Z`).
 */
export function isoInZone(ms: number | null | undefined, zone: string | null, clock: ClockKind = 'local'): string | null {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || Math.abs(ms) > MAX_EPOCH_MS) return null;
  if (clock === 'utc' || zone === null || zone === '') return new Date(ms).toISOString();
  const offset = wholeHourOffset(zone, ms) ?? tzOffset(zone, new Date(ms));
  if (!Number.isFinite(offset)) return new Date(ms).toISOString();
  const local = ms + offset * 60_000;
  if (Math.abs(local) > MAX_EPOCH_MS) return new Date(ms).toISOString();
  // toISOString of the shifted instant gives the wall-clock digits; swap its `Z` for the real offset.
  return new Date(local).toISOString().replace(/Z$/, offsetSuffix(offset));
}

/** `+0.000s`, `+60.006s`, `-0.120s`; `?` without a clock. */
export function relativeSeconds(offsetMs: number | null): string {
  if (offsetMs === null || !Number.isFinite(offsetMs)) return '?';
  const sign = offsetMs < 0 ? '-' : '+';
  return `${sign}${(Math.abs(offsetMs) / 1000).toFixed(3)}s`;
}

/**
 * A duration cell or phrase: the one formatter (src/duration.ts), in the report's language when the renderer passes
 * its catalogue's `duration`; `—` when there is no clock to measure it.
 */
export function durationText(ms: number | null, format: (ms: number) => string = formatDuration): string {
  if (ms === null || !Number.isFinite(ms)) return '—';
  return format(ms);
}
