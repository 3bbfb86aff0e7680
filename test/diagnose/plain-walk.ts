/**
 * plain.test.ts's walk over every capture the repository holds (samples, fixtures, the wild corpus: ~2,200 files),
 * read once each for all its checks: the fast path against the full diagnosis on every request, the plain requests'
 * verdict from their facts, and the builder with plain requests against the one making every timeline at once.
 *
 * The walk is split in two halves (every other file), each a test file of its own (plain-walk-1 and -2.test.ts), so
 * the two workers share it: whole, it held one worker for ~20 s alone and for minutes at load 25, where it
 * timed out. Each half's floors are half the whole walk's, so both passing means the whole walk's floors hold.
 */
import { expect } from 'vitest';
import { check } from './plain-check.js';
import { compareAll } from '../timeline/slot-check.js';
import { agree, bothWays } from '../timeline/lane-check.js';
import { repositoryCaptures } from '../repository-captures.js';

export async function walkHalf(half: 0 | 1): Promise<void> {
  const files = repositoryCaptures().filter((_, i) => i % 2 === half);
  let plain = 0;
  let read = 0;
  let slotShaped = 0;
  let offered = 0;
  let made = 0;
  for (const f of files) {
    // Built twice from one read: every timeline made at once, and with plain requests (timeline/lane-check.ts).
    const r = await bothWays(f, {});
    if (r === null) continue; // not a capture (fixtures of unreadable input)
    read++;
    const ts = r.eager.flatMap((x) => (x.kind === 'request' ? [x.t] : []));
    for (const t of ts) plain += check(t, f) > 0 ? 1 : 0;
    // The plain requests' verdict from their facts agrees too, on every request that could be kept plain (timeline/slot-check.ts).
    slotShaped += compareAll(ts, f);
    // And the builder with plain requests emits the same: a timeline made however late is the same timeline, and a
    // request offered plain is one plainCompletion counts.
    offered += agree(r.eager, r.plain, f, {});
    made += r.plain.filter((x) => x.kind === 'request').length;
  }
  // Half of the whole walk's floors (read > 1000, plain > 20, slot-shaped > 100, offered > 100, made > 1000).
  expect({ read, plain, slotShaped, offered, made }).toEqual({
    read: expect.toSatisfy((n: number) => n > 500),
    plain: expect.toSatisfy((n: number) => n > 10),
    slotShaped: expect.toSatisfy((n: number) => n > 50),
    // Both kinds are exercised: plain offers, and timelines made late (words, cancels, closes on plain requests).
    offered: expect.toSatisfy((n: number) => n > 50),
    made: expect.toSatisfy((n: number) => n > 500),
  });
}
