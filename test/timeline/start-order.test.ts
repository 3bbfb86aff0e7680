/**
 * StartOrder (timeline/state.ts): a session's live or open requests in start order, as the Map by seq it replaced
 * held them — compared with a Map under random joins and leaves, iteration that sees what joins meanwhile, and the
 * squeeze that keeps the order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { WireEvent } from '../../src/events.js';
import { keepCappedIn, newSession, Req, S_ANSWERED, S_CANCELLED, S_EMITTED, S_HOST_ENDED, S_ID_LOST, S_WIRE, S_WORDS, StartOrder } from '../../src/timeline/state.js';

const INPUT = { file: 'capture.log', clock: 'utc' as const, zone: 'UTC', zoneAssumed: false };
const sess = newSession('s1', null, INPUT, 1);

function req(seq: number): Req {
  const e: WireEvent = { at: null, source: { file: 'capture.log', line: seq }, session: null, transport: 'stdio', from: 'client', kind: 'message', message: { jsonrpc: '2.0', id: seq, method: 'tools/call' } };
  return new Req(sess, e, `s1:${seq}`, seq, 'tools/call', null, 'client', undefined, null, false, seq, seq * 2, null, true);
}

const seqs = (o: StartOrder): number[] => [...o.handles()].map((h) => o.reqAt(h).seq);
const newestSeq = (o: StartOrder): number | null => (o.newestAt() < 0 ? null : o.reqAt(o.newestAt()).seq);

describe('StartOrder', () => {
  it('holds what a Map by seq holds, in the same order, under any joins and leaves (both kinds)', () => {
    fc.assert(
      // A first run of joins, then joins and leaves at a rate of its own: squeezes happen at many sizes.
      fc.property(fc.nat(300), fc.array(fc.tuple(fc.nat(99), fc.nat(1000)), { minLength: 200, maxLength: 1500, size: 'max' }), fc.integer({ min: 5, max: 95 }), fc.boolean(), (first, ops, joinRate, open) => {
        const o = new StartOrder(open);
        const m = new Map<number, Req>();
        const all: Req[] = [];
        for (const [roll, pick] of [...Array.from({ length: first }, () => [0, 0] as [number, number]), ...ops]) {
          if (roll < joinRate || all.length === 0) {
            const r = req(all.length + 1);
            all.push(r);
            o.add(r);
            m.set(r.seq, r);
          } else {
            const r = all[pick % all.length]!;
            const [got, want] = [o.delete(r), m.delete(r.seq)];
            if (got !== want) throw new Error(`delete(${r.seq}): ${got}, the Map says ${want}`);
          }
          // A plain comparison, not expect(): it runs ~100k times, and expect()'s bookkeeping was most of the time.
          if (o.size !== m.size) throw new Error(`size ${o.size}, the Map holds ${m.size}`);
        }
        expect(seqs(o)).toEqual([...m.keys()]);
        expect(newestSeq(o)).toBe([...m.keys()].at(-1) ?? null);
        expect([...o.handlesBack()].map((h) => o.reqAt(h).seq)).toEqual([...m.keys()].reverse());
      }),
      { numRuns: 100 },
    );
  });

  it('an iteration sees the requests that join during it and skips those that leave, as a Map iteration does', () => {
    const o = new StartOrder(false);
    const m = new Map<number, Req>();
    const rs = Array.from({ length: 200 }, (_, i) => req(i + 1));
    for (const r of rs.slice(0, 150)) {
      o.add(r);
      m.set(r.seq, r);
    }
    const seen: number[] = [];
    const seenMap: number[] = [];
    let next = 150;
    for (const h of o.handles()) {
      const r = o.reqAt(h);
      seen.push(r.seq);
      // Leaves enough to squeeze, were it not iterating, and a join.
      if (r.seq % 3 === 0) for (let k = r.seq; k < r.seq + 20 && k <= 150; k++) o.delete(rs[k - 1]!);
      if (next < 200 && r.seq % 7 === 0) o.add(rs[next++]!);
    }
    next = 150;
    for (const r of m.values()) {
      seenMap.push(r.seq);
      if (r.seq % 3 === 0) for (let k = r.seq; k < r.seq + 20 && k <= 150; k++) m.delete(k);
      if (next < 200 && r.seq % 7 === 0) {
        const x = rs[next++]!;
        m.set(x.seq, x);
      }
    }
    expect(seen).toEqual(seenMap);
    expect(seqs(o)).toEqual([...m.keys()]);
  });

  it('empties and refills without losing order, and leaves nothing behind', () => {
    const o = new StartOrder(true);
    for (let round = 0; round < 3; round++) {
      const rs = Array.from({ length: 100 }, (_, i) => req(round * 100 + i + 1));
      for (const r of rs) o.add(r);
      for (const r of rs.filter((r) => r.seq % 2 === 0)) o.delete(r);
      expect(seqs(o)).toEqual(rs.filter((r) => r.seq % 2 === 1).map((r) => r.seq));
      for (const r of rs) o.delete(r);
      expect(o.size).toBe(0);
      expect(seqs(o)).toEqual([]);
      expect(o.newestAt()).toBe(-1);
      expect(o.delete(rs[0]!)).toBe(false);
    }
  });

  it('the view tells each request\'s method, sender, id, target and state as the request does, without making its timeline', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(127), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 60 }), (specs) => {
        const o = new StartOrder(true);
        const rs: Req[] = [];
        specs.forEach(([flags, words, server], i) => {
          const seq = i + 1;
          const e: WireEvent = words
            ? { at: null, source: { file: 'capture.log', line: seq }, session: null, transport: 'stdio', from: 'client', kind: 'host-log', text: 'Calling tool x' }
            : { at: null, source: { file: 'capture.log', line: seq }, session: null, transport: 'stdio', from: server ? 'server' : 'client', kind: 'message', message: { jsonrpc: '2.0', id: seq, method: 'tools/call' } };
          const method = flags & 64 ? 'initialize' : 'tools/call';
          const r = new Req(sess, e, `s1:${seq}`, flags & 32 ? null : seq, method, flags & 16 ? 'x' : null, server ? 'server' : 'client', undefined, null, false, seq, seq * 2, null, true);
          if (flags & 1) r.plainAnswered({ ...e, kind: 'message', message: { jsonrpc: '2.0', id: seq, result: {} } }, 'response');
          if (flags & 2) r.hostEnded = true;
          if (flags & 4) r.idLost = true;
          if (flags & 8) r.emitted = true;
          o.add(r);
          rs.push(r);
        });
        // A cancel makes the timeline (correlate.ts onCancel): asked of one made already.
        const c = rs[0]!;
        keepCappedIn(c.t, 'cancels', c.requestEvent, 4);
        for (const h of o.handles()) {
          const r = rs.find((x) => x.openAt === h)!;
          const wasPlain = r.plain;
          const want =
            (r.answered ? S_ANSWERED : 0) |
            (r.hostEnded ? S_HOST_ENDED : 0) |
            (r.cancelled ? S_CANCELLED : 0) |
            (r.idLost ? S_ID_LOST : 0) |
            (r.requestEvent.kind === 'message' ? S_WIRE : S_WORDS) |
            (r.emitted ? S_EMITTED : 0);
          expect([o.methodAt(h), o.fromAt(h), o.idAt(h), o.targetAt(h), o.stateAt(h)]).toEqual([r.method, r.from, r.id, r.target, want]);
          expect(r.plain).toBe(wasPlain);
        }
        expect((o.stateAt(o.handleOf(c)) & S_CANCELLED) !== 0).toBe(true);
        expect(o.reqsWithout(S_HOST_ENDED | S_ANSWERED)).toEqual(rs.filter((r) => !r.hostEnded && !r.answered));
        expect(o.reqsWithout(0)).toEqual(rs);
      }),
      { numRuns: 100 },
    );
  });
});
