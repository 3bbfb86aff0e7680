/**
 * The retry index over handles (retries.ts Call): a slot number is a handle the index asks through its SlotCalls,
 * as it asks a live `Req` its fields. The index is driven here with slots alone, by random starts, answers and
 * emissions, against a model of the rule it keeps: a new call repeats the most recent earlier call of the same
 * requester, method and target among the last RETRY_PER_CALL of them, still unanswered (live, or emitted unanswered
 * and among the last RETRY_EMITTED_MEMORY so emitted), with the same params shape and fingerprint.
 */
import { describe, expect, it } from 'vitest';
import type { Party } from '../../src/events.js';
import { RETRY_EMITTED_MEMORY, RETRY_PER_CALL } from '../../src/timeline/limits.js';
import { EmittedCall, RetryIndex, type CallList, type CallPrint, type SlotCalls } from '../../src/timeline/retries.js';
import type { RequestRef } from '../../src/timeline/types.js';
import { xorshift32 as rng } from '../seeded-rng.js';

interface Slot {
  method: string;
  from: Party;
  target: string | null;
  shape: number;
  hash: number;
  len: number;
  answered: boolean;
  list: CallList | null;
  print: CallPrint | null;
  ref: RequestRef;
  shapes: number;
  prints: number;
}

function table(slots: Slot[], lists = new Set<CallList>()): SlotCalls {
  return {
    method: (s) => slots[s]!.method,
    from: (s) => slots[s]!.from,
    target: (s) => slots[s]!.target,
    answered: (s) => slots[s]!.answered,
    list: (s) => slots[s]!.list,
    setList: (s, l) => {
      slots[s]!.list = l;
      if (l !== null) lists.add(l);
    },
    print: (s) => slots[s]!.print,
    setPrint: (s, p) => void (slots[s]!.print = p),
    shape: (s) => (slots[s]!.shapes++, slots[s]!.shape),
    fingerprint: (s) => (slots[s]!.prints++, { hash: slots[s]!.hash, len: slots[s]!.len }),
    ref: (s) => slots[s]!.ref,
  };
}

/** A list's emitted calls counted by shape and by hash, as CallList keeps them, recounted from its calls. */
function checkCounts(l: CallList): void {
  const shapes = new Map<number, number>();
  const hashes = new Map<number, number>();
  let emitted = 0;
  for (let i = 0; i < l.length; i++) {
    const c = l.at(i);
    if (c instanceof EmittedCall) {
      emitted++;
      shapes.set(c.shape, (shapes.get(c.shape) ?? 0) + 1);
      hashes.set(c.hash, (hashes.get(c.hash) ?? 0) + 1);
    }
  }
  expect(l.emitted).toBe(emitted);
  expect(new Map(l.shapes ?? [])).toEqual(shapes);
  expect(new Map(l.hashes ?? [])).toEqual(hashes);
}

describe('the retry index over slot handles', () => {
  // Two shapes, and three with emissions three times as likely: lists full of emitted calls of other shapes than the
  // new call's, with live ones among them (the walk that meets the live calls alone: retries.ts add). Then one or two
  // shapes with many fingerprints: lists of emitted calls of the new call's shape but another hash, where the walk
  // meets the live calls alone too, and lists that hold the matching one deep among them.
  for (const [seed, shapes, emitBias, hashes] of [[1, 2, 0, 3], [2, 2, 0, 3], [3, 2, 0, 3], [4, 2, 0, 3], [5, 2, 0, 3], [6, 3, 0.2, 3], [7, 3, 0.2, 3], [8, 4, 0.2, 3], [9, 1, 0.2, 12], [10, 1, 0.3, 40], [11, 2, 0.2, 12], [12, 1, 0.1, 6]] as const) {
    it(`answers as the model does over random starts, answers and emissions (seed ${seed}, ${shapes} shapes, ${hashes} fingerprints)`, () => {
      const r = rng(seed);
      const slots: Slot[] = [];
      const lists = new Set<CallList>();
      const index = new RetryIndex(table(slots, lists));
      // The model: per (from, method, target) the unanswered calls in order (live, or emitted and remembered).
      const model = new Map<string, number[]>();
      const keyOf = (s: number): string => `${slots[s]!.from} ${slots[s]!.method} ${slots[s]!.target}`;
      const forget = (s: number): void => {
        const calls = model.get(keyOf(s));
        const i = calls?.lastIndexOf(s) ?? -1;
        if (i >= 0) calls!.splice(i, 1);
      };
      const emittedOrder: number[] = [];
      const state: Array<'live' | 'answered' | 'emitted' | 'forgotten'> = [];
      let found = 0;
      // The slots not yet emitted (live or answered), in any order.
      const live: number[] = [];
      for (let step = 0; step < 6000; step++) {
        const what = r();
        if (what < 0.45 || live.length === 0) {
          const s = slots.length;
          const method = r() < 0.05 ? 'ping' : r() < 0.7 ? 'tools/call' : 'resources/read';
          const target = method === 'ping' ? null : `t${Math.floor(r() * 3)}`;
          const from: Party = r() < 0.9 ? 'client' : 'server';
          // A few shapes and fingerprints, so that equal shapes with another fingerprint happen too.
          const shape = Math.floor(r() * shapes);
          const hash = Math.floor(r() * hashes);
          slots.push({ method, from, target, shape, hash, len: hash + 10 * shape, answered: false, list: null, print: null, ref: { key: `s1:${s}`, id: s, source: { file: 'x', line: s + 1 }, at: null }, shapes: 0, prints: 0 });
          state.push('live');
          live.push(s);
          // The model's answer.
          let want: number | null = null;
          const k = `${from} ${method} ${target}`;
          const calls = model.get(k) ?? [];
          if (method !== 'ping') {
            for (let i = calls.length - 1; i >= 0 && want === null; i--) {
              const c = calls[i]!;
              if (slots[c]!.shape === shape && slots[c]!.hash === hash) want = c;
            }
            calls.push(s);
            if (calls.length > RETRY_PER_CALL) calls.shift();
            model.set(k, calls);
          }
          const got = index.add(s);
          if (want === null) expect(got).toBeNull();
          else {
            found++;
            // A live slot comes back as its number; an emitted one as the record kept in its place.
            if (state[want] === 'emitted') {
              expect(got).toBeInstanceOf(EmittedCall);
              expect((got as EmittedCall).ref).toBe(slots[want]!.ref);
            } else expect(got).toBe(want);
            expect(index.refOf(got!)).toBe(slots[want]!.ref);
          }
          continue;
        }
        const at = Math.floor(r() * live.length);
        const s = live[at]!;
        if (what < 0.75 - emitBias && state[s] === 'live') {
          slots[s]!.answered = true;
          state[s] = 'answered';
          forget(s);
          index.answered(s);
          expect(slots[s]!.list).toBeNull();
        } else {
          const unanswered = state[s] === 'live';
          // A call its list dropped (past RETRY_PER_CALL) is no longer the index's: not remembered when emitted.
          const listed = slots[s]!.list !== null;
          live[at] = live[live.length - 1]!;
          live.pop();
          index.release(s);
          expect(slots[s]!.list).toBeNull();
          state[s] = unanswered ? 'emitted' : 'forgotten';
          if (unanswered && listed) {
            emittedOrder.push(s);
            if (emittedOrder.length > RETRY_EMITTED_MEMORY) {
              const old = emittedOrder.shift()!;
              state[old] = 'forgotten';
              forget(old);
            }
          }
        }
      }
      for (const l of lists) checkCounts(l);
      expect(found).toBeGreaterThan(hashes > 12 ? 20 : 50);
      // Each slot's shape and fingerprint were computed at most once.
      expect(slots.every((s) => s.shapes <= 1 && s.prints <= 1)).toBe(true);
      expect(index.candidateCount).toBeLessThanOrEqual(3 * 2 * 3 * RETRY_PER_CALL);
    });
  }
});
