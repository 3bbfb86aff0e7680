/**
 * Every cut of every sample (nasty.test.ts runs every seventh in the everyday suite): the CI project
 * `slow` runs this (`CI=true` or MCP_TRIAGE_SLOW=1).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { prototypePolluted } from './harness.js';
import { TRUNCATIONS, truncatedEverywhere } from './truncate.js';

afterEach(() => {
  expect(prototypePolluted()).toBe(false);
});

describe('captures cut at every offset', () => {
  it.each(TRUNCATIONS)('a %s sample truncated at every offset', { timeout: 300_000 }, async (_name, lines, step) => {
    await truncatedEverywhere(lines, step);
  });
});
