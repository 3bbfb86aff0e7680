/**
 * Runs of repeated entries in a request's timeline, collapsed for the report (issue 11, items 5 and 6): 5,000
 * progress notifications, a stream's keep-alives, a polled call repeated 80,000 times. A run longer than
 * RUN_SHOWN rows keeps its first and its last row; the last carries `omitted` (how many rows are not shown
 * before it, of which kinds, the whole run's count, span and rate). Entries a per-request cap left out in the
 * timeline (`omittedBefore`, timeline/limits.ts) are counted the same way, so no format ever jumps from
 * 1999/5000 to 5000/5000 without saying so. Entries cited by the diagnosis (evidence, findings) are always shown.
 *
 * Here, not in a renderer, so that every format (JSON included) says the same.
 */
import type { EntryKind, TimelineEntry } from '../timeline/types.js';
import type { ReportOmitted } from './contract.js';
import { formatDuration } from '../duration.js';

/** Rows of one run shown in full; a longer run shows its first and its last. */
export const RUN_SHOWN = 8;

/** Which kinds make a run together: notifications and keep-alives interleave freely; repeats and task polls are their own. */
function runGroup(kind: EntryKind): string | null {
  switch (kind) {
    case 'progress':
    case 'log':
    case 'keepalive':
      return 'chatter';
    case 'retry':
      return 'retry';
    case 'task':
      return 'task';
    default:
      return null;
  }
}

/** One shown entry, and what is not shown just before it. */
export interface ShownEntry<E extends TimelineEntry = TimelineEntry> {
  entry: E;
  omitted: ReportOmitted | null;
}

function addKind(kinds: Partial<Record<EntryKind, number>>, kind: EntryKind, n: number): void {
  if (n > 0) kinds[kind] = (kinds[kind] ?? 0) + n;
}

function omittedOf(count: number, kinds: Partial<Record<EntryKind, number>>, run: number, first: TimelineEntry | null, last: TimelineEntry): ReportOmitted {
  const spanMs = first !== null && first.at !== null && last.at !== null ? last.at - first.at : null;
  // A rate over less than a millisecond says nothing.
  const perSecond = spanMs !== null && spanMs > 0 ? Math.round((run / (spanMs / 1000)) * 100) / 100 : null;
  return { count, kinds, run, spanMs, perSecond };
}

/**
 * The entries to show, in order. `cited(e)`: the diagnosis points at this entry, so it is never hidden.
 */
export function collapseRuns<E extends TimelineEntry>(entries: readonly E[], cited: (e: E) => boolean): ShownEntry<E>[] {
  const out: ShownEntry<E>[] = [];
  /** Where each kind's previous shown row is, for the span of a lone capped row. */
  const lastOfKind = new Map<EntryKind, E>();
  const show = (e: E, omitted: ReportOmitted | null): void => {
    out.push({ entry: e, omitted });
    lastOfKind.set(e.kind, e);
  };
  /** A row shown in full: a cap may still have left entries of its kind out just before it. */
  const single = (e: E): void => {
    const n = e.omittedBefore ?? 0;
    if (n === 0) return show(e, null);
    const prev = lastOfKind.get(e.kind) ?? null;
    const kinds: Partial<Record<EntryKind, number>> = {};
    addKind(kinds, e.kind, n);
    show(e, omittedOf(n, kinds, n + 1 + (prev === null ? 0 : 1), prev, e));
  };
  const flush = (run: E[]): void => {
    if (run.length <= RUN_SHOWN) {
      for (const e of run) single(e);
      return;
    }
    const first = run[0]!;
    const last = run[run.length - 1]!;
    single(first);
    const kinds: Partial<Record<EntryKind, number>> = {};
    let count = 0;
    for (let i = 1; i < run.length; i++) {
      const e = run[i]!;
      const capped = e.omittedBefore ?? 0;
      addKind(kinds, e.kind, capped + (i < run.length - 1 ? 1 : 0));
      count += capped + (i < run.length - 1 ? 1 : 0);
    }
    show(last, omittedOf(count, kinds, count + 2, first, last));
  };

  let run: E[] = [];
  let group: string | null = null;
  for (const e of entries) {
    const g = cited(e) ? null : runGroup(e.kind);
    if (g === null || g !== group) {
      flush(run);
      run = [];
      group = g;
    }
    if (g === null) single(e);
    else run.push(e);
  }
  flush(run);
  return out;
}

/** `4,998 progress and 2 log omitted` — for the renderers' marker line. */
export function omittedText(o: ReportOmitted): string {
  const fmt = (n: number): string => n.toLocaleString('en-US');
  const parts = Object.entries(o.kinds).map(([k, n]) => `${fmt(n)} ${k}`);
  const what = parts.length <= 1 ? (parts[0] ?? fmt(o.count)) : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${what} omitted`;
}

/** `4,998 progress omitted · 5,000 in 8 min 20 s, 10/s` (or `one every 5 s`): what every format writes in the gap. */
export function omittedSentence(o: ReportOmitted): string {
  let rate = '';
  if (o.spanMs !== null && o.perSecond !== null) {
    const every = o.perSecond >= 1 ? `${o.perSecond}/s` : `one every ${formatDuration(1000 / o.perSecond)}`;
    rate = ` · ${o.run.toLocaleString('en-US')} in ${formatDuration(o.spanMs)}, ${every}`;
  }
  return `${omittedText(o)}${rate}`;
}
