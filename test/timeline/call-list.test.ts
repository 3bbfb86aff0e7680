/**
 * A retry index's call list (retries.ts CallList) keeps its own ends over a store it never shortens. Driven here by
 * random appends, drops of the oldest, removals, replacements and searches — long runs that fill it past
 * RETRY_PER_CALL and empty it again — against a plain array doing the same, as the list was before.
 */
import { describe, expect, it } from 'vitest';
import { CallList } from '../../src/timeline/retries.js';
import { xorshift32 as rng } from '../seeded-rng.js';

const contents = (l: CallList): number[] => Array.from({ length: l.length }, (_, i) => l.at(i) as number);

describe('CallList', () => {
  // Every place of short lists, with the list's head at 0 and moved on by a drop: the newest (whose removal copies the
  // empty place after it) and the oldest included, against an array's splice.
  for (const size of [1, 2, 3, 5]) {
    for (const dropped of [0, 2]) {
      it(`removes each place of ${size} calls (${dropped} dropped first)`, () => {
        for (let at = 0; at < size; at++) {
          const l = new CallList();
          for (let c = 0; c < size + dropped; c++) l.push(c);
          for (let d = 0; d < dropped; d++) l.shift();
          const a = Array.from({ length: size }, (_, i) => i + dropped);
          for (const c of a) expect(l.lastIndexOf(c)).toBe(a.indexOf(c));
          expect(l.lastIndexOf(-1)).toBe(-1);
          l.removeAt(at);
          a.splice(at, 1);
          expect(contents(l)).toEqual(a);
          for (let j = 0; j < l.items.length; j++) if (j < l.head || j >= l.end) expect(l.items[j]).toBeUndefined();
          for (const c of a) expect(l.lastIndexOf(c)).toBe(a.indexOf(c));
        }
      });
    }
  }

  for (const seed of [1, 2, 3]) {
    it(`holds what an array would (seed ${seed})`, () => {
      const r = rng(seed);
      const l = new CallList();
      const a: number[] = [];
      let next = 0;
      let maxStore = 0;
      for (let step = 0; step < 10000; step++) {
        // Phases: growing past the bound (appends with drops of the oldest), then draining to empty.
        const grow = Math.floor(step / 700) % 3 !== 2;
        const what = r();
        if (what < (grow ? 0.55 : 0.1)) {
          // Values repeat now and then, so that the newest of equal calls is the one found.
          const c = r() < 0.1 && a.length > 0 ? a[Math.floor(r() * a.length)]! : next++;
          l.push(c);
          a.push(c);
          if (a.length > 64) expect(l.shift()).toBe(a.shift());
        } else if (what < 0.75) {
          const c = r() < 0.8 && a.length > 0 ? a[Math.floor(r() * a.length)]! : -1;
          const i = l.lastIndexOf(c);
          expect(i).toBe(a.lastIndexOf(c));
          if (i >= 0) {
            if (r() < 0.7) {
              l.removeAt(i);
              a.splice(i, 1);
            } else {
              const d = next++;
              l.set(i, d);
              a[i] = d;
            }
          }
        } else if (what < 0.8) {
          expect(l.shift()).toBe(a.shift());
        }
        expect(l.length).toBe(a.length);
        if (step % 97 === 0) expect(contents(l)).toEqual(a);
        maxStore = Math.max(maxStore, l.items.length);
        // Nothing is kept past the list's end.
        if (step % 113 === 0) for (let j = 0; j < l.items.length; j++) if (j < l.head || j >= l.end) expect(l.items[j]).toBeUndefined();
      }
      expect(contents(l)).toEqual(a);
      // The store stays within twice the bound (moved down once half of it is spent).
      expect(maxStore).toBeLessThanOrEqual(2 * 65 + 2);
    });
  }
});
