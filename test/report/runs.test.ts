import { describe, expect, it } from 'vitest';
import { collapseRuns, omittedText, RUN_SHOWN } from '../../src/report/runs.js';
import { reportRequest } from '../../src/report/model.js';
import type { EntryKind, TimelineEntry } from '../../src/timeline/types.js';
import { diagnosis, event, src, T0, timeline } from './fixtures.js';

function entry(kind: EntryKind, line: number, at: number | null = T0 + line * 100, omittedBefore = 0): TimelineEntry {
  const e: TimelineEntry = { kind, at, source: src(line), detail: `${kind} @${line}`, event: event(at, line) };
  if (omittedBefore > 0) e.omittedBefore = omittedBefore;
  return e;
}

/** `kind@line` per shown row, `[n omitted]` before a row that carries a count. */
function shape(entries: TimelineEntry[], cited: (e: TimelineEntry) => boolean = () => false): string[] {
  return collapseRuns(entries, cited).flatMap(({ entry: e, omitted }) => [
    ...(omitted ? [`[${omitted.count} omitted]`] : []),
    `${e.kind}@${e.source.line}`,
  ]);
}

describe('collapseRuns', () => {
  it('shows short runs in full', () => {
    const es = [entry('request', 1), ...Array.from({ length: RUN_SHOWN }, (_, i) => entry('progress', 2 + i)), entry('response', 20)];
    expect(shape(es)).toHaveLength(RUN_SHOWN + 2);
    expect(shape(es).some((s) => s.includes('omitted'))).toBe(false);
  });

  it('keeps the first and the last of a long run, with the count, span and rate of the whole run', () => {
    // 5,000 progress notifications, 100 ms apart.
    const es = [entry('request', 1), ...Array.from({ length: 5000 }, (_, i) => entry('progress', 2 + i)), entry('response', 6000)];
    const shown = collapseRuns(es, () => false);
    expect(shape(es)).toEqual(['request@1', 'progress@2', '[4998 omitted]', 'progress@5001', 'response@6000']);
    const o = shown[2]!.omitted!;
    expect(o).toEqual({ count: 4998, kinds: { progress: 4998 }, run: 5000, spanMs: 4999 * 100, perSecond: 10 });
    expect(omittedText(o)).toBe('4,998 progress omitted');
  });

  it('counts entries a per-request cap left out, even in a short run', () => {
    // The timeline kept 3 and the newest replaced the third 4,997 times (addCappedEntry).
    const es = [entry('request', 1), entry('progress', 2), entry('progress', 3), entry('progress', 5001, undefined, 4997), entry('cancel', 5002)];
    expect(shape(es)).toEqual(['request@1', 'progress@2', 'progress@3', '[4997 omitted]', 'progress@5001', 'cancel@5002']);
    const o = collapseRuns(es, () => false)[3]!.omitted!;
    expect(o.run).toBe(4999);
    expect(o.spanMs).toBe(4998 * 100);
  });

  it('adds capped-out entries inside a long run to its count', () => {
    const es = [entry('request', 1), ...Array.from({ length: 20 }, (_, i) => entry('progress', 2 + i)), entry('progress', 900, undefined, 500)];
    expect(shape(es)).toEqual(['request@1', 'progress@2', '[519 omitted]', 'progress@900']);
  });

  it('mixes progress, log and keep-alives in one run and counts each kind', () => {
    const kinds: EntryKind[] = ['progress', 'log', 'keepalive'];
    const es = [entry('request', 1), ...Array.from({ length: 30 }, (_, i) => entry(kinds[i % 3]!, 2 + i))];
    const shown = collapseRuns(es, () => false);
    expect(shown).toHaveLength(3);
    expect(shown[2]!.omitted).toMatchObject({ count: 28, kinds: { log: 10, keepalive: 9, progress: 9 } });
    expect(omittedText(shown[2]!.omitted!)).toBe('10 log, 9 keepalive and 9 progress omitted');
  });

  it('never hides an entry the diagnosis cites; it splits the run', () => {
    const es = Array.from({ length: 30 }, (_, i) => entry('retry', 1 + i));
    expect(shape(es, (e) => e.source.line === 15)).toEqual(['retry@1', '[12 omitted]', 'retry@14', 'retry@15', 'retry@16', '[13 omitted]', 'retry@30']);
  });

  it('does not run different groups together, and gives no rate without a clock', () => {
    const es = [...Array.from({ length: 10 }, (_, i) => entry('retry', 1 + i, null)), ...Array.from({ length: 10 }, (_, i) => entry('progress', 20 + i, null))];
    const shown = collapseRuns(es, () => false);
    expect(shown.map((s) => s.entry.source.line)).toEqual([1, 10, 20, 29]);
    expect(shown[1]!.omitted).toMatchObject({ count: 8, spanMs: null, perSecond: null });
  });
});

describe('reportRequest collapses runs in the JSON timeline', () => {
  it('writes `omitted` on the row after the gap, and keeps the cited cancel', () => {
    const entries = [
      { kind: 'request' as const, at: T0, line: 14, detail: 'tools/call build_project' },
      ...Array.from({ length: 50 }, (_, i) => ({ kind: 'progress' as const, at: T0 + (i + 1) * 1000, line: 15 + i, detail: `progress ${i + 1}/50` })),
      { kind: 'cancel' as const, at: T0 + 60_006, line: 80, detail: 'cancelled: McpError: Request timed out' },
    ];
    const r = reportRequest(diagnosis({ timeline: timeline({ entries }) }));
    expect(r.timeline.map((e) => e.detail)).toEqual(['tools/call build_project', 'progress 1/50', 'progress 50/50', 'cancelled: McpError: Request timed out']);
    expect(r.timeline[2]!.omitted).toEqual({ count: 48, kinds: { progress: 48 }, run: 50, spanMs: 49_000, perSecond: 1.02 });
    expect(r.timeline[1]!.omitted).toBeUndefined();
  });
});
