/**
 * The retry index over handles (retries.ts Call): a slot number is a handle the index asks through its SlotCalls,
 * as it asks a live `Req` its fields. The index is driven here with slots alone, by random starts, answers and
 * emissions, against a model of the rule it keeps: a new call repeats the most recent earlier call of the same
 * requester, method and target among the last RETRY_PER_CALL of them, still unanswered (live, or emitted unanswered
 * and among the last RETRY_EMITTED_MEMORY so emitted), with the same params shape and fingerprint.
 */
import { describe, expect, it } from 'vitest';
import type { Party } from '../../src/events.js';
import { RETRY_PER_CALL } from '../../src/timeline/limits.js';
import { EmittedCall, RetryIndex, type CallList, type SlotCalls } from '../../src/timeline/retries.js';
import { xorshift32 as rng } from '../seeded-rng.js';
import { driveAgainstModel, slotCalls, slotRef, type RetrySlot } from './retry-model.js';

interface Slot extends RetrySlot {
  shape: number;
  hash: number;
  len: number;
  /** How many times the index asked for the shape and for the fingerprint. */
  shapes: number;
  prints: number;
}

const counted = (slots: Slot[]): Pick<SlotCalls, 'shape' | 'fingerprint'> => ({
  shape: (s) => (slots[s]!.shapes++, slots[s]!.shape),
  fingerprint: (s) => (slots[s]!.prints++, { hash: slots[s]!.hash, len: slots[s]!.len }),
});

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
      const index = new RetryIndex(slotCalls(slots, counted(slots), lists));
      const start = (s: number): Slot => {
        const method = r() < 0.05 ? 'ping' : r() < 0.7 ? 'tools/call' : 'resources/read';
        const target = method === 'ping' ? null : `t${Math.floor(r() * 3)}`;
        const from: Party = r() < 0.9 ? 'client' : 'server';
        // A few shapes and fingerprints, so that equal shapes with another fingerprint happen too.
        const shape = Math.floor(r() * shapes);
        const hash = Math.floor(r() * hashes);
        return { method, from, target, shape, hash, len: hash + 10 * shape, answered: false, list: null, print: null, ref: slotRef(s), shapes: 0, prints: 0 };
      };
      const same = (a: Slot, b: Slot): boolean => a.shape === b.shape && a.hash === b.hash;
      const found = driveAgainstModel({ r, steps: 6000, slots, index, start, same, answerBelow: 0.75 - emitBias });
      for (const l of lists) checkCounts(l);
      expect(found).toBeGreaterThan(hashes > 12 ? 20 : 50);
      // Each slot's shape and fingerprint were computed at most once.
      expect(slots.every((s) => s.shapes <= 1 && s.prints <= 1)).toBe(true);
      expect(index.candidateCount).toBeLessThanOrEqual(3 * 2 * 3 * RETRY_PER_CALL);
    });
  }
});
