/** Half 1 of 2 of the fast path's walk over every capture the repository holds (plain-walk.ts). */
import { describe, it } from 'vitest';
import { walkHalf } from './plain-walk.js';

describe('plainCompletion agrees with the full diagnose()', () => {
  it('every sample and fixture capture, half 1 of 2 (every other file)', async () => {
    await walkHalf(0);
  }, 120_000);
});
