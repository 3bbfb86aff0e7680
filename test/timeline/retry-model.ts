/**
 * The model of the retry rule the index keeps (retries.ts RetryIndex), and the driver that runs the index against it
 * (retry-handles.test.ts over bare slot handles, retry-params-model.test.ts over real params). A new call repeats the
 * most recent earlier call of the same requester, method and target among the last RETRY_PER_CALL of them, still
 * unanswered (live, or emitted unanswered and among the last RETRY_EMITTED_MEMORY so emitted), whose params are the
 * same — "the same" being each test's own comparison. The driver makes random starts, answers and emissions; each
 * start's answer from the index is checked against the model's.
 */
import { expect } from 'vitest';
import type { Party } from '../../src/events.js';
import { RETRY_EMITTED_MEMORY, RETRY_PER_CALL } from '../../src/timeline/limits.js';
import { EmittedCall, type CallList, type CallPrint, type RetryIndex, type SlotCalls } from '../../src/timeline/retries.js';
import type { RequestRef } from '../../src/timeline/types.js';

/** What the index asks of a slot, besides its params' shape and fingerprint. */
export interface RetrySlot {
  method: string;
  from: Party;
  target: string | null;
  answered: boolean;
  list: CallList | null;
  print: CallPrint | null;
  ref: RequestRef;
}

/** Slot `s`'s request reference: one per slot, so that the index's answer is checked by identity. */
export const slotRef = (s: number): RequestRef => ({ key: `s1:${s}`, id: s, source: { file: 'x', line: s + 1 }, at: null });

/** The index's view of `slots`, with the params' shape and fingerprint as the test computes them. */
export function slotCalls<S extends RetrySlot>(slots: S[], params: Pick<SlotCalls, 'shape' | 'fingerprint'>, lists?: Set<CallList>): SlotCalls {
  return {
    method: (s) => slots[s]!.method,
    from: (s) => slots[s]!.from,
    target: (s) => slots[s]!.target,
    answered: (s) => slots[s]!.answered,
    list: (s) => slots[s]!.list,
    setList: (s, l) => {
      slots[s]!.list = l;
      if (l !== null) lists?.add(l);
    },
    print: (s) => slots[s]!.print,
    setPrint: (s, p) => void (slots[s]!.print = p),
    shape: params.shape,
    fingerprint: params.fingerprint,
    ref: (s) => slots[s]!.ref,
  };
}

export interface Drive<S extends RetrySlot> {
  r: () => number;
  steps: number;
  slots: S[];
  index: RetryIndex;
  /** A new call's slot, numbered `s` (its draws from `r` are the test's own). */
  start(s: number): S;
  /** Whether an earlier call's params are the new call's, as the model compares them. */
  same(earlier: S, call: S): boolean;
  /** Of the draws that do not start a call (at 0.45 and above), those below this answer a live call; the rest emit one. */
  answerBelow: number;
}

/** Runs the index against the model for `steps` draws; the number of starts the model found a call for. */
export function driveAgainstModel<S extends RetrySlot>({ r, steps, slots, index, start, same, answerBelow }: Drive<S>): number {
  // Per (from, method, target) the unanswered calls in order (live, or emitted and remembered).
  const model = new Map<string, number[]>();
  const keyOf = (s: number): string => `${slots[s]!.from} ${slots[s]!.method} ${slots[s]!.target}`;
  const forget = (s: number): void => {
    const calls = model.get(keyOf(s));
    const i = calls?.lastIndexOf(s) ?? -1;
    if (i >= 0) calls!.splice(i, 1);
  };
  const emittedOrder: number[] = [];
  const state: Array<'live' | 'answered' | 'emitted' | 'forgotten'> = [];
  // The slots not yet emitted (live or answered), in any order.
  const live: number[] = [];
  let found = 0;
  for (let step = 0; step < steps; step++) {
    const what = r();
    if (what < 0.45 || live.length === 0) {
      const s = slots.length;
      const call = start(s);
      slots.push(call);
      state.push('live');
      live.push(s);
      // The model's answer.
      let want: number | null = null;
      const k = keyOf(s);
      const calls = model.get(k) ?? [];
      if (call.method !== 'ping') {
        for (let i = calls.length - 1; i >= 0 && want === null; i--) if (same(slots[calls[i]!]!, call)) want = calls[i]!;
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
    if (what < answerBelow && state[s] === 'live') {
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
  return found;
}
