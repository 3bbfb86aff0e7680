/**
 * Keep-alive entries are settled lazily for a request with one stream (state.ts, StreamLink): a batch POST links
 * thousands of requests to one stream and an entry per request per keep-alive was O(keep-alives × requests).
 * These check that the lazy bookkeeping gives exactly the entries of the rule applied one keep-alive at a time:
 * a run of keep-alives on one stream with no other entry of the request between them shows its first and its
 * latest, with the running count of that stream.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepaliveDetail } from '../../src/timeline/details.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { Capture, run } from './events.js';

type Op =
  | { op: 'ka'; stream: 'b' | 'g' }
  | { op: 'progress'; req: number }
  | { op: 'open-g'; req: number }
  | { op: 'res'; req: number }
  | { op: 'close-g' }
  | { op: 'close-b' };

/** The request's entries as tokens: keep-alives in full, any run of other entries as one `x`. */
function tokens(t: RequestTimeline): string[] {
  const out: string[] = [];
  for (const e of t.entries) {
    // A keep-alive that replaced others of its run counts them (`-n`): the report says how many are left out.
    const tok = e.kind === 'keepalive' ? `ka ${e.event.stream?.id} @${e.source.line} ${e.detail}${e.omittedBefore ? ` -${e.omittedBefore}` : ''}` : 'x';
    if (tok === 'x' && out.at(-1) === 'x') continue;
    out.push(tok);
  }
  return out;
}

/** The rule, one keep-alive at a time (the eager reading of streams.ts before the lazy links). */
class Model {
  readonly entries = new Map<number, Array<{ tok: string; stream: string | null; om?: number }>>();
  readonly counts = new Map<string, number>();
  /** stream → the requests linked to it, and each one's running count */
  readonly links = new Map<string, Map<number, number>>();
  readonly answered = new Set<number>();

  other(r: number): void {
    const l = this.entries.get(r)!;
    if (l.at(-1)?.tok !== 'x') l.push({ tok: 'x', stream: null });
  }

  link(stream: string, r: number): void {
    let m = this.links.get(stream);
    if (m === undefined) this.links.set(stream, (m = new Map()));
    m.set(r, this.counts.get(stream) ?? 0);
  }

  keepalive(stream: string, line: number): void {
    this.counts.set(stream, (this.counts.get(stream) ?? 0) + 1);
    for (const [r, n] of this.links.get(stream) ?? []) {
      this.links.get(stream)!.set(r, n + 1);
      const l = this.entries.get(r)!;
      const tok = { tok: `ka ${stream} @${line} ${keepaliveDetail(n + 1)}`, stream, om: 0 };
      const last = l.at(-1);
      const before = l.at(-2);
      if (last?.stream === stream && before?.stream === stream) l[l.length - 1] = { ...tok, om: (last.om ?? 0) + 1 };
      else l.push(tok);
    }
  }
}

function play(requests: number, ops: Op[]): { actual: Map<number, string[]>; expected: Map<number, string[]> } {
  const c = new Capture({ transport: 'streamable-http' });
  const m = new Model();
  for (let r = 1; r <= requests; r++) {
    c.call(r, 'work', {}, { progress: true, stream: { id: 'b' } });
    m.entries.set(r, [{ tok: 'x', stream: null }]);
    m.link('b', r);
  }
  let gLinked: number | null = null;
  let gClosed = false;
  let bClosed = false;
  let p = 0;
  for (const o of ops) {
    if (o.op === 'ka') {
      const e = c.keepalive(o.stream);
      m.keepalive(o.stream, e.source.line);
    } else if (o.op === 'close-b') {
      // The server ends the batch stream: an entry for every request on it.
      if (bClosed) continue;
      c.streamClose('b', 'server');
      bClosed = true;
      for (let r = 1; r <= requests; r++) m.other(r);
    } else if (o.op === 'close-g') {
      // The client drops the second stream: an entry for the request it serves (keep-alives after it still count).
      if (gLinked === null || gClosed) continue;
      c.streamClose('g', 'client');
      gClosed = true;
      m.other(gLinked);
    } else if (o.req > requests) {
      continue;
    } else if (o.op === 'progress') {
      c.progress(o.req, ++p);
      m.other(o.req);
    } else if (o.op === 'res') {
      if (m.answered.has(o.req)) continue;
      c.res('server', o.req, {}, { id: 'b' });
      m.answered.add(o.req);
      m.other(o.req);
    } else {
      // A second stream naming the request links to it while the request waits and the stream has no link yet.
      if (gLinked !== null || m.answered.has(o.req)) continue;
      c.streamOpen({ id: 'g', method: 'GET', requestId: o.req });
      gLinked = o.req;
      m.link('g', o.req);
      m.other(o.req);
    }
  }
  const out = run(c.events);
  const actual = new Map<number, string[]>();
  const expected = new Map<number, string[]>();
  for (let r = 1; r <= requests; r++) {
    actual.set(r, tokens(out.byKey(`s1:${r}`)));
    expected.set(r, m.entries.get(r)!.map((x) => `${x.tok}${x.om ? ` -${x.om}` : ''}`));
  }
  return { actual, expected };
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<'b' | 'g'>('b', 'g').map((stream) => ({ op: 'ka' as const, stream })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 4 }).map((req) => ({ op: 'progress' as const, req })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((req) => ({ op: 'open-g' as const, req })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((req) => ({ op: 'res' as const, req })) },
  { weight: 1, arbitrary: fc.constant({ op: 'close-g' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'close-b' as const }) },
);

describe('keep-alive entries (lazy for a request with one stream, eager with two)', () => {
  it('equal the rule applied one keep-alive at a time, for any mix of streams, progress, links, closes and responses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(opArb, { maxLength: 40 }), (requests, ops) => {
        const { actual, expected } = play(requests, ops);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('a batch stream: each request shows the run since its own last entry, with the stream count', () => {
    const { actual } = play(3, [
      { op: 'ka', stream: 'b' },
      { op: 'ka', stream: 'b' },
      { op: 'progress', req: 2 },
      { op: 'ka', stream: 'b' },
      { op: 'ka', stream: 'b' },
      { op: 'ka', stream: 'b' },
    ]);
    // Requests 1 and 3: one run of five (first and latest). Request 2: a run of two, progress, a run of three.
    expect(actual.get(1)).toEqual(['x', 'ka b @4 keepalive', 'ka b @9 keepalive (5 on this stream) -3']);
    expect(actual.get(3)).toEqual(actual.get(1));
    expect(actual.get(2)).toEqual([
      'x',
      'ka b @4 keepalive',
      'ka b @5 keepalive (2 on this stream)',
      'x',
      'ka b @7 keepalive (3 on this stream)',
      'ka b @9 keepalive (5 on this stream) -1',
    ]);
  });

  it('a second stream makes the request eager: keep-alives alternating between its streams all show', () => {
    const { actual, expected } = play(1, [
      { op: 'ka', stream: 'b' },
      { op: 'ka', stream: 'b' },
      { op: 'open-g', req: 1 },
      { op: 'ka', stream: 'g' },
      { op: 'ka', stream: 'b' },
      { op: 'ka', stream: 'g' },
    ]);
    expect(actual).toEqual(expected);
    expect(actual.get(1)?.filter((t) => t.startsWith('ka '))).toHaveLength(5);
  });
});
