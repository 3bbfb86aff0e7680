/**
 * The nine tenths of the wild corpus edited.test.ts leaves out (`everyday`'s complement, so the two run every passing
 * text case), under every held edit (the slow project CI runs: `CI=true` or MCP_TRIAGE_SLOW=1). A trailing-spaces
 * regression that only one case showed was found this way.
 */
import { describe, it } from 'vitest';
import { editedPasses, editedRuns, everyday } from './edited-check.js';

describe('the rest of the wild corpus, edited as reporters edit pastes', () => {
  it.each(editedRuns((i) => !everyday(i)))('%s, %s', { timeout: 60_000 }, async (name, edit, s) => {
    await editedPasses(name, edit, s);
  });
});
