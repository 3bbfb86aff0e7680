/**
 * The input line's words for a capture merged with the reference (report/merged.ts mergeFact): how it was joined and what
 * its clock is taken to be.
 */
import { describe, expect, it } from 'vitest';
import { mergeFact } from '../../src/report/merged.js';
import type { InputSummary } from '../../src/ingest/types.js';

const input = (over: Partial<InputSummary>): InputSummary =>
  ({ path: 'b.log', format: 'claude-code', host: 'claude-code', detection: { score: 1, forced: false, pasted: false }, lines: 2, events: 2, unparsed: 0, ...over }) as InputSummary;

describe('mergeFact', () => {
  it.each<[string, Partial<InputSummary>, string | null]>([
    ['not merged', {}, null],
    ['the reference', { clockOffsetMs: 0, clockSpreadMs: 0 }, 'clock of reference'],
    ['by messages, with an offset', { clockOffsetMs: 37_250, clockSpreadMs: 0.4, mergedWith: 'a.har', mergedBy: 'messages', matchedEvents: 24 }, 'merged with a.har: clock +37.250 s ± 0.4 ms (24 events seen by both)'],
    ['answers with no clock on one side', { clockOffsetMs: null, clockSpreadMs: null, mergedWith: 'curl.txt', mergedBy: 'answers', matchedEvents: 1 }, 'merged with curl.txt: clock unknown (no time on one side) (1 answers to its requests)'],
    // Host words joined to wire requests rest on the two clocks agreeing (timeline/merge/words.ts): no offset is estimated.
    ['host words joined to wire requests', { clockOffsetMs: null, clockSpreadMs: null, mergedWith: 'server.mcpcap', mergedBy: 'words', matchedEvents: 2 }, 'merged with server.mcpcap: clock taken as shared (no offset estimated) (2 host lines about its calls)'],
    // A host's short log of calls told again by its fuller record (timeline/merge/retold.ts): sightings, no offset.
    ['a short log of calls retold by the fuller record', { clockOffsetMs: null, clockSpreadMs: null, mergedWith: 'job.log', mergedBy: 'retold', matchedEvents: 2 }, 'merged with job.log: clock unknown (no time on one side) (2 call lines told again)'],
  ])('%s', (_n, over, want) => {
    expect(mergeFact(input(over))).toBe(want);
  });
});
