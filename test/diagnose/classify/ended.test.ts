import { describe, expect, it } from 'vitest';
import { ended } from '../../../src/diagnose/classify/ended.js';
import { diagnosis, event, src, T0, timeline } from '../../report/fixtures.js';

describe('ended: when the request ended and the line that decided it', () => {
  const t = timeline();
  it.each([
    ['pending has not ended', diagnosis({ outcome: 'pending', cancelSignal: null }), null],
    ['cancelled ends at the signal', diagnosis(), { at: T0 + 60_006, line: 16 }],
    [
      'completed ends at the first dated response',
      diagnosis({ outcome: 'completed', cancelSignal: null, timeline: { ...t, responses: [event(null, 19), event(T0 + 5, 20), event(T0 + 9, 21)] } }),
      { at: T0 + 5, line: 20 },
    ],
    [
      'lost ends at the transport close',
      diagnosis({ outcome: 'lost', cancelSignal: null, timeline: { ...t, transportClose: event(T0 + 700, 30, { kind: 'transport-close' }) } }),
      { at: T0 + 700, line: 30 },
    ],
    [
      'lost without a dated close ends at the first dated stream close',
      diagnosis({
        outcome: 'lost',
        cancelSignal: null,
        timeline: {
          ...t,
          transportClose: event(null, 30, { kind: 'transport-close' }),
          streams: [{ close: event(T0 + 800, 31, { kind: 'stream-close' }) } as (typeof t.streams)[number]],
        },
      }),
      { at: T0 + 800, line: 31 },
    ],
    [
      'abandoned without a signal ends at its latest cited evidence',
      diagnosis({ outcome: 'abandoned', cancelSignal: null, evidence: [{ source: src(15), note: 'host gave up' }] }),
      { at: T0 + 30_000, line: 15 },
    ],
    ...(() => {
      // The requester's timer words, then the late answer it cites (classify/stopped-waiting.ts): the words are the end.
      const late = timeline({
        entries: [
          { kind: 'request', at: T0, line: 14, detail: 'tools/call build_project' },
          { kind: 'host-log', at: T0 + 30_004, line: 15, detail: 'Timed out while waiting for response' },
          { kind: 'response', at: T0 + 86_400, line: 16, detail: 'result' },
        ],
      });
      const cites = (lines: number[]) => lines.map((l) => ({ source: src(l), note: 'cited' }));
      return [
        [
          'abandoned ends at its words that it stopped waiting, not at the late answer it cites',
          diagnosis({ outcome: 'abandoned', cancelSignal: null, evidence: cites([15, 16]), timeline: late }),
          { at: T0 + 30_004, line: 15 },
        ],
        [
          'abandoned citing only the late answer ends at that answer (the bound it has)',
          diagnosis({ outcome: 'abandoned', cancelSignal: null, evidence: cites([16]), timeline: late }),
          { at: T0 + 86_400, line: 16 },
        ],
        // Words that the requester's call ended before a late answer (Verdict.endedBy, step 1c) are the end of a
        // failure or a loss too, not the answer the failure's usual end would take.
        [
          "failed by the requester's own error before a late answer ends at those words",
          { ...diagnosis({ outcome: 'failed', cancelSignal: null, evidence: cites([15, 16]), timeline: { ...late, responses: [late.entries[2]!.event] } }), endedBy: late.entries[1]!.event },
          { at: T0 + 30_004, line: 15 },
        ],
        [
          'lost by a closed transport before a late answer ends at the words, with no close on the wire',
          { ...diagnosis({ outcome: 'lost', cancelSignal: null, evidence: cites([15, 16]), timeline: late }), endedBy: late.entries[1]!.event },
          { at: T0 + 30_004, line: 15 },
        ],
        [
          'failed with no such words ends at the answer',
          diagnosis({ outcome: 'failed', cancelSignal: null, evidence: cites([15, 16]), timeline: { ...late, responses: [late.entries[2]!.event] } }),
          { at: T0 + 86_400, line: 16 },
        ],
      ] as const;
    })(),
    [
      'the request line itself is never the end',
      diagnosis({ outcome: 'abandoned', cancelSignal: null, evidence: [{ source: src(14), note: 'request sent' }] }),
      null,
    ],
  ] as const)('%s', (_n, d, expected) => {
    const e = ended(d.timeline, d);
    expect(e === null ? null : { at: e.at, line: e.source.line }).toEqual(expected);
  });
});
