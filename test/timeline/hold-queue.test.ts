/**
 * The clean holds' queues (state.ts HoldQueue, AllHolds) keep their arrays and a logical end instead of shortening
 * them. Driven here by random holds, takes and drains — long enough that the head passes 1024 and the items are moved
 * down, and emptied now and then — against a model that keeps every item ever held by its place: what each drain
 * releases, in order, what `take`, `peek` and `seqAt` answer at any place, and the size.
 */
import { describe, expect, it } from 'vitest';
import { AllHolds, HoldQueue, newSession, type Sess } from '../../src/timeline/state.js';
import { xorshift32 as rng } from '../seeded-rng.js';

/** The queue's rule, kept plainly: every item by its place, the head the first not taken off. */
class Model {
  items: Array<{ x: number | null; seq: number; at: number }> = [];
  head = 0;
  push(x: number, seq: number, at: number): number {
    this.items.push({ x, seq, at });
    return this.items.length - 1;
  }
  take(place: number): number | null {
    if (place < this.head) return null;
    const x = this.items[place]!.x;
    this.items[place]!.x = null;
    return x;
  }
  peek(place: number): number | null {
    return place < this.head ? null : this.items[place]!.x;
  }
  seqAt(place: number): number {
    return place < this.head ? -1 : this.items[place]!.seq;
  }
  drain(now: number, release: (x: number, seq: number) => void): void {
    while (this.head < this.items.length) {
      const it = this.items[this.head]!;
      if (it.x !== null && it.at > now) break;
      this.head++;
      const x = it.x;
      it.x = null;
      if (x !== null) release(x, it.seq);
    }
  }
  get size(): number {
    return this.items.length - this.head;
  }
}

describe('HoldQueue', () => {
  for (const seed of [1, 2]) {
    it(`releases, takes and answers as the model does (seed ${seed})`, () => {
      const r = rng(seed);
      const q = new HoldQueue();
      const m = new Model();
      const places: number[] = [];
      let started = 0;
      let next = 0;
      // Bursts of holds (the head runs past 1024 and the items move down) and quiet stretches that empty the queue.
      for (let step = 0; step < 40000; step++) {
        const burst = Math.floor(step / 5000) % 2 === 0;
        const what = r();
        if (what < (burst ? 0.6 : 0.3)) {
          const x = next++;
          const seq = r() < 0.5 ? -1 : x * 3;
          // Mostly a fixed count ahead, as the builder holds (CLEAN_HOLD_REQUESTS), now and then far ahead.
          const at = started + (r() < 0.01 ? Math.floor(r() * 400) : 100 + Math.floor(r() * 5));
          const p = q.push(x, seq, at);
          expect(p).toBe(m.push(x, seq, at));
          places.push(p);
        } else if (what < 0.7 && places.length > 0) {
          const p = places[Math.floor(r() * places.length)]!;
          const which = r();
          if (which < 0.4) expect(q.take(p)).toBe(m.take(p));
          else if (which < 0.7) expect(q.peek(p)).toBe(m.peek(p));
          else expect(q.seqAt(p)).toBe(m.seqAt(p));
        } else {
          started += Math.floor(r() * (burst ? 4 : 40));
          const now = r() < 0.02 ? -Infinity : !burst && r() < 0.01 ? Infinity : started;
          const got: number[] = [];
          const want: number[] = [];
          q.drain(now, (x, seq) => got.push(x as number, seq));
          m.drain(now, (x, seq) => want.push(x, seq));
          expect(got).toEqual(want);
        }
        expect(q.size).toBe(m.size);
      }
      for (const p of places) expect([q.peek(p), q.seqAt(p)]).toEqual([m.peek(p), m.seqAt(p)]);
    });
  }
});

describe('HoldQueue at a steady hold', () => {
  // The compaction's mark starts small and doubles (state.ts FIRST_COMPACT_AT → COMPACT_AT): windows below, at and
  // above each mark, so the first compactions come at every size, with items held across each one.
  // Idle drains (nothing due: the builder drains at every request start) before the first push and again after each
  // start's drain, so the mark grows only with real compactions and those still come at every size.
  const cases = [0, 1, 7, 15, 16, 17, 31, 33, 100, 1023, 1025, 3000].flatMap((window) => [
    { window, idle: 0 },
    { window, idle: 8 },
  ]);
  for (const { window, idle } of cases) {
    it(`releases, takes and answers as the model does, ${window} starts held, ${idle} idle drains`, () => {
      const q = new HoldQueue();
      const m = new Model();
      const places: number[] = [];
      const none = (): void => {
        throw new Error('an idle drain released an item');
      };
      for (let i = 0; i < idle; i++) q.drain(-1, none);
      for (let started = 0; started < 9000; started++) {
        const p = q.push(started, started * 2, started + window);
        expect(p).toBe(m.push(started, started * 2, started + window));
        places.push(p);
        // Now and then one taken early (its session let it go), so the drain meets empty slots too.
        if (started % 97 === 5) expect(q.take(places[started - (started % 13)]!)).toBe(m.take(places[started - (started % 13)]!));
        const got: number[] = [];
        const want: number[] = [];
        q.drain(started, (x, seq) => got.push(x as number, seq));
        m.drain(started, (x, seq) => want.push(x, seq));
        expect(got).toEqual(want);
        expect(q.size).toBe(m.size);
        for (let i = 0; i < idle; i++) q.drain(started, none);
      }
      for (const p of places) expect([q.peek(p), q.seqAt(p)]).toEqual([m.peek(p), m.seqAt(p)]);
    });
  }
});

describe('AllHolds', () => {
  for (const seed of [7, 8]) {
    it(`releases across sessions as the model does (seed ${seed})`, () => {
      const r = rng(seed);
      const sessions: Sess[] = [newSession('a', null, { file: 'a', clock: 'none', zone: null, zoneAssumed: false }, 0), newSession('b', null, { file: 'b', clock: 'none', zone: null, zoneAssumed: false }, 0)];
      const all = new AllHolds();
      // The model of the builder-wide queue: each hold's session, place in it and count.
      const model: Array<{ s: number; place: number; at: number }> = [];
      let mHead = 0;
      const mQueues = [new Model(), new Model()];
      let count = 0;
      let next = 0;
      for (let step = 0; step < 30000; step++) {
        const burst = Math.floor(step / 4000) % 2 === 0;
        const what = r();
        if (what < (burst ? 0.6 : 0.3)) {
          const si = r() < 0.5 ? 0 : 1;
          const x = next++;
          const at = Math.floor(r() * 50);
          const place = sessions[si]!.cleanQueue.push(x, x, at);
          expect(place).toBe(mQueues[si]!.push(x, x, at));
          const atAll = count + (r() < 0.01 ? Math.floor(r() * 400) : 100 + Math.floor(r() * 5));
          all.push(sessions[si]!, place, atAll);
          model.push({ s: si, place, at: atAll });
        } else if (what < 0.7) {
          // A session's own drain releases some first; the builder-wide queue then skips them.
          const si = r() < 0.5 ? 0 : 1;
          const now = Math.floor(r() * 60);
          const got: number[] = [];
          const want: number[] = [];
          sessions[si]!.cleanQueue.drain(now, (x) => got.push(x as number));
          mQueues[si]!.drain(now, (x) => want.push(x));
          expect(got).toEqual(want);
        } else {
          count += Math.floor(r() * (burst ? 4 : 40));
          const got: Array<[number, number, number]> = [];
          all.drain(count, (s, x, seq) => got.push([sessions.indexOf(s), x as number, seq]));
          const want: Array<[number, number, number]> = [];
          while (mHead < model.length) {
            const h = model[mHead]!;
            const q = mQueues[h.s]!;
            if (h.at > count && q.peek(h.place) !== null) break;
            mHead++;
            const seq = q.seqAt(h.place);
            const x = q.take(h.place);
            if (x !== null) want.push([h.s, x, seq]);
          }
          expect(got).toEqual(want);
        }
        expect(all.size).toBe(model.length - mHead);
      }
    });
  }
});
