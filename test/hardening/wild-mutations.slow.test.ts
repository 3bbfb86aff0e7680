/**
 * The wild corpus's pastes, damaged (wild-mutations.ts): a fixed seed, so a draw that breaks a promise fails here every
 * time and is found again with `npx tsx scripts/wild-fuzz.ts <seed> <count>`. Slow project (CI runs it): a draw is a
 * whole analyze() and every renderer, about half a second on this machine.
 */
import { describe, expect, it } from 'vitest';
import { brokenPromise, draws } from './wild-mutations.js';

const SEED = 20261202;
const PER_TEST = 25;
const TESTS = 16;

describe('damaged real pastes keep the input promises', () => {
  it.each(Array.from({ length: TESTS }, (_, i) => i))('draws %i', { timeout: 300_000 }, async (i) => {
    const batch = draws(SEED + i, PER_TEST);
    const broken: string[] = [];
    for (const d of batch) {
      const why = await brokenPromise(d);
      if (why !== null) broken.push(`${d.name} (${d.file}): ${why}`);
    }
    expect(broken).toEqual([]);
  });
});
