/**
 * Clocks in captures: ISO 8601 UTC stamps (Claude Desktop, mcpcap) and wall-clock stamps with
 * no zone (VS Code), which need `--tz` or the machine's zone (output contract, `--tz`).
 */
import { tzOffset } from '@date-fns/tz';
import { UsageError } from './errors.js';
import type { ZoneResolver } from './types.js';

export { UsageError };

const OFFSET_RE = /^([+-])(\d{2}):?(\d{2})$/;

/** Fixed-offset zone (`+09:00`, `-0530`): no DST, no lookup. */
class OffsetZone implements ZoneResolver {
  private readonly offsetMs: number;
  constructor(
    readonly zone: string,
    offsetMinutes: number,
    readonly explicit: boolean,
  ) {
    this.offsetMs = offsetMinutes * 60_000;
  }
  toEpoch(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
    return Date.UTC(y, mo - 1, d, h, mi, s, ms) - this.offsetMs;
  }
}

/**
 * IANA zone. The UTC offset is looked up once per wall-clock hour (Intl is far too slow per
 * line) and cached when it is the same at both ends of the hour; the hour of a DST change is
 * resolved exactly on every call.
 */
class IanaZone implements ZoneResolver {
  private readonly hourOffset = new Map<number, number>();
  constructor(
    readonly zone: string,
    readonly explicit: boolean,
  ) {}

  toEpoch(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
    const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
    if (Number.isNaN(wall)) return NaN;
    const hourKey = Date.UTC(y, mo - 1, d, h);
    const cached = this.hourOffset.get(hourKey);
    if (cached !== undefined) return wall - cached;
    const startOff = this.exactOffset(hourKey);
    const endOff = this.exactOffset(hourKey + 3_599_999);
    if (startOff === endOff) {
      if (this.hourOffset.size > 10_000) this.hourOffset.clear();
      this.hourOffset.set(hourKey, startOff);
      return wall - startOff;
    }
    return wall - this.exactOffset(wall);
  }

  /**
   * Offset (ms) to subtract from a wall time read as UTC. Two passes: the offset at the
   * guessed instant, then at the corrected one (they differ only around a DST change; in a
   * gap the earlier offset is kept, in a repeated hour the first occurrence wins).
   */
  private exactOffset(wall: number): number {
    const o1 = tzOffset(this.zone, new Date(wall)) * 60_000;
    const o2 = tzOffset(this.zone, new Date(wall - o1)) * 60_000;
    if (o1 === o2) return o1;
    const o3 = tzOffset(this.zone, new Date(wall - o2)) * 60_000;
    return o3 === o2 ? o2 : o1;
  }
}

/**
 * Zone names already checked. Making an Intl.DateTimeFormat is the check, and it costs about a millisecond: once per
 * input opened, which in a test suite or a folder of captures is once per file for the same one or two names.
 */
const ZONE_CHECKED = new Map<string, boolean>();

function isIanaZone(name: string): boolean {
  const known = ZONE_CHECKED.get(name);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    ok = true;
  } catch {
    ok = false;
  }
  // Bounded: names come from --tz and the machine, but a program embedding the library may pass many.
  if (ZONE_CHECKED.size < 256) ZONE_CHECKED.set(name, ok);
  return ok;
}

/** The zone this machine runs in (used when `--tz` is not given: `explicit = false`). */
export function machineZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * `--tz` → resolver. Accepts an IANA name (`Asia/Seoul`, `UTC`) or `±HH:MM` / `±HHMM`.
 * Throws `UsageError` (exit 2) otherwise. Without `tz`, the machine's zone, not explicit.
 */
export function createZoneResolver(tz?: string): ZoneResolver {
  if (tz === undefined || tz === '') return new MachineZone();
  return givenZone(tz);
}

/**
 * The machine's zone, asked of Intl only when a capture's clock needs it (a wall-clock stamp with no zone): asking
 * starts ICU's date formatting, ~60 ms of a run's start-up on this machine, and most captures (UTC stamps, no clock)
 * never read it (docs/performance.md, twenty-first round).
 */
class MachineZone implements ZoneResolver {
  readonly explicit = false;
  private resolved: ZoneResolver | null = null;

  private get inner(): ZoneResolver {
    if (this.resolved === null) {
      const name = machineZone();
      this.resolved = isIanaZone(name) ? new IanaZone(name, false) : new OffsetZone('+00:00', 0, false);
    }
    return this.resolved;
  }

  get zone(): string {
    return this.inner.zone;
  }

  toEpoch(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
    return this.inner.toEpoch(y, mo, d, h, mi, s, ms);
  }
}

/** `--tz` given: an offset or an IANA name, checked at once (a bad one is a usage error before any read). */
function givenZone(tz: string): ZoneResolver {
  const m = OFFSET_RE.exec(tz);
  if (m) {
    const hh = Number(m[2]);
    const mm = Number(m[3]);
    if (hh > 14 || mm > 59) {
      throw new UsageError(`--tz: offset out of range: ${tz} (use -12:00 … +14:00)`);
    }
    const sign = m[1] === '-' ? -1 : 1;
    const norm = `${m[1]}${m[2]}:${m[3]}`;
    return new OffsetZone(norm, sign * (hh * 60 + mm), true);
  }
  if (isIanaZone(tz)) return new IanaZone(tz, true);
  throw new UsageError(
    `--tz: unknown time zone "${tz}" (use an IANA name such as Europe/Berlin, or an offset such as +09:00)`,
  );
}

const D0 = 48;
function dig(s: string, i: number): number {
  const c = s.charCodeAt(i) - D0;
  return c >= 0 && c <= 9 ? c : -1000;
}
function num2(s: string, i: number): number {
  return dig(s, i) * 10 + dig(s, i + 1);
}
function num4(s: string, i: number): number {
  return dig(s, i) * 1000 + dig(s, i + 1) * 100 + dig(s, i + 2) * 10 + dig(s, i + 3);
}

let lastDayKey = -1;
let lastDayMs = 0;

/**
 * The fields of a `YYYY-MM-DDTHH:MM:SS.mmmZ` stamp (a negative one where a digit was not one) → epoch ms, NaN
 * when out of range. Shared by parseIsoUtc and the fast path's stamp read from bytes (formats/claude-desktop.ts PlainHeaderBytes).
 */
export function utcStampMs(y: number, mo: number, d: number, h: number, mi: number, sec: number, ms: number): number {
  if (y < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 60 || ms < 0) {
    return NaN;
  }
  // Consecutive lines share the day: Date.UTC once per day, arithmetic for the rest.
  const dayKey = y * 10000 + mo * 100 + d;
  if (dayKey !== lastDayKey) {
    lastDayKey = dayKey;
    lastDayMs = Date.UTC(y, mo - 1, d);
  }
  return lastDayMs + h * 3_600_000 + mi * 60_000 + sec * 1000 + ms;
}

/**
 * `YYYY-MM-DDTHH:MM:SS.mmmZ` at `at`, by fixed positions (no regex, no Date.parse on the hot
 * path). Other ISO shapes (no millis, µs, `+00:00`) fall back to `Date.parse`.
 * Returns NaN when `s` has no timestamp there.
 */
export function parseIsoUtc(s: string, at = 0): number {
  if (
    s.length >= at + 24 &&
    s.charCodeAt(at + 4) === 45 && // -
    s.charCodeAt(at + 7) === 45 &&
    s.charCodeAt(at + 10) === 84 && // T
    s.charCodeAt(at + 13) === 58 && // :
    s.charCodeAt(at + 16) === 58 &&
    s.charCodeAt(at + 19) === 46 && // .
    s.charCodeAt(at + 23) === 90 // Z
  ) {
    const y = num4(s, at);
    const mo = num2(s, at + 5);
    const d = num2(s, at + 8);
    const h = num2(s, at + 11);
    const mi = num2(s, at + 14);
    const sec = num2(s, at + 17);
    const ms = dig(s, at + 20) * 100 + dig(s, at + 21) * 10 + dig(s, at + 22);
    return utcStampMs(y, mo, d, h, mi, sec, ms);
  }
  const rest = at === 0 ? s : s.slice(at);
  // Only a string that at least starts like a date is handed to Date.parse (it accepts junk).
  if (rest.length < 20 || rest.charCodeAt(4) !== 45 || rest.charCodeAt(10) !== 84) return NaN;
  const last = rest.charCodeAt(rest.length - 1);
  if (last !== 90 && rest.charCodeAt(rest.length - 6) !== 43 && rest.charCodeAt(rest.length - 6) !== 45) return NaN;
  return Date.parse(rest);
}

/**
 * `YYYY-MM-DD HH:MM:SS.mmm` (VS Code's log channel) at position 0 → epoch ms through `tz`.
 * NaN when the line does not start with such a stamp.
 */
export function parseLocalStamp(s: string, tz: ZoneResolver): number {
  if (
    s.length < 23 ||
    s.charCodeAt(4) !== 45 ||
    s.charCodeAt(7) !== 45 ||
    s.charCodeAt(10) !== 32 ||
    s.charCodeAt(13) !== 58 ||
    s.charCodeAt(16) !== 58 ||
    s.charCodeAt(19) !== 46
  ) {
    return NaN;
  }
  const y = num4(s, 0);
  const mo = num2(s, 5);
  const d = num2(s, 8);
  const h = num2(s, 11);
  const mi = num2(s, 14);
  const sec = num2(s, 17);
  const ms = dig(s, 20) * 100 + dig(s, 21) * 10 + dig(s, 22);
  if (y < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 60 || ms < 0) {
    return NaN;
  }
  return tz.toEpoch(y, mo, d, h, mi, sec, ms);
}

const HOUR_MS = 3_600_000;
/** Per zone: the UTC hour last formatted and the zone's offset (minutes) throughout it. */
const offsetCache = new Map<string, { hour: number; offset: number }>();

/**
 * The zone's offset in minutes, constant over the whole UTC hour of `ms`, or null when it is not (a transition
 * inside that hour), not a whole number of minutes (historical local mean time) or the zone is not understood:
 * the caller then asks tzOffset for the instant itself. Offsets are looked up once per zone and hour instead of once per call
 * (building a TZDate and running date-fns `format` per request was 41 % of a VS Code run; `tzOffset` per instant was
 * 12 % of a report with many incidents in local time: docs/performance.md). Shared by diagnose/record.ts and report/time.ts.
 */
export function wholeHourOffset(zone: string, ms: number): number | null {
  const hour = Math.floor(ms / HOUR_MS);
  const hit = offsetCache.get(zone);
  if (hit !== undefined && hit.hour === hour) return hit.offset;
  const a = tzOffset(zone, new Date(hour * HOUR_MS));
  const b = tzOffset(zone, new Date(hour * HOUR_MS + HOUR_MS - 1));
  if (a !== b || !Number.isInteger(a)) return null;
  if (offsetCache.size >= 64 && hit === undefined) offsetCache.clear();
  offsetCache.set(zone, { hour, offset: a });
  return a;
}

/**
 * Any ISO 8601 stamp with or without a zone, sub-millisecond digits kept (`YYYY-MM-DD[T ]HH:MM:SS[.frac][Z|±HH[:]MM]`):
 * HAR's `startedDateTime` (Chrome `Z`, mitmproxy `+00:00` with µs, Firefox local offset). Without a zone the stamp
 * is local time in `tz`. null when the text is not such a stamp. The per-line hot paths use `parseIsoUtc` and
 * `parseLocalStamp` above (fixed positions, no regex).
 */
export function parseIsoStamp(s: string, tz: ZoneResolver): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}:?\d{2})?$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, sec, frac, zone] = m;
  // Keep sub-millisecond precision (mitmproxy writes µs): it orders entries started in the same ms.
  const fracMs = frac === undefined ? 0 : Number(`0.${frac}`) * 1000;
  let at: number;
  if (zone === undefined) {
    // HAR 1.2 requires a zone; a writer that omits it wrote local time.
    at = tz.toEpoch(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(sec), 0) + fracMs;
  } else {
    at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec)) + fracMs;
    if (zone !== 'Z') {
      const sign = zone[0] === '-' ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      at -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
    }
  }
  return Number.isFinite(at) ? at : null;
}
