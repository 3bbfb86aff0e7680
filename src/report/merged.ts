/**
 * Words for several captures merged into one timeline (timeline/merge/): what an input line says about its clock,
 * and a timeline entry's sources. Pure; shared by the text and markdown renderers.
 */
import type { ReportTimelineEntry } from './contract.js';
import type { InputSummary } from '../ingest/types.js';

function ms(x: number): string {
  const a = Math.abs(x);
  const sign = x < 0 ? '−' : '+';
  return a >= 1000 ? `${sign}${(a / 1000).toFixed(3)} s` : `${sign}${a} ms`;
}

/** What the matched count counts, by how the input was joined (timeline/merge/index.ts MergeLink.by). */
const SEEN: Record<NonNullable<InputSummary['mergedBy']>, string> = {
  messages: 'events seen by both',
  mentions: 'lines name its requests',
  answers: 'answers to its requests',
  refusals: 'refusals of its failed requests',
  cancels: 'cancels received for its timed-out calls',
  restated: 'failures restated',
  retold: 'call lines told again',
  words: 'host lines about its calls',
};

/** `merged with a.har: clock +37.000 s ± 0.4 ms (24 events seen by both)`, or null for an input that was not merged. */
export function mergeFact(i: InputSummary): string | null {
  if (i.clockOffsetMs === undefined) return null;
  if (i.mergedWith === undefined) return 'clock of reference';
  const clock =
    i.clockOffsetMs === null
      ? // Host words joined to wire requests (timeline/merge/words.ts) rest on the two clocks agreeing; none is estimated.
        i.mergedBy === 'words'
        ? 'clock taken as shared (no offset estimated)'
        : 'clock unknown (no time on one side)'
      : `clock ${ms(i.clockOffsetMs)}${i.clockSpreadMs ? ` ± ${Math.abs(i.clockSpreadMs)} ms` : ''}`;
  const seen = `${i.matchedEvents ?? 0} ${SEEN[i.mergedBy ?? 'messages']}`;
  return `merged with ${i.mergedWith}: ${clock} (${seen}${i.idsRenumbered ? '; ids renumbered' : ''})`;
}

/** Every capture line that saw the entry, joined; the entry's own source when only one did. */
export function entrySources(e: ReportTimelineEntry): string {
  return e.sources ? e.sources.join(' = ') : e.source;
}
