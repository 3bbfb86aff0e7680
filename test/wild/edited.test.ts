/**
 * The wild corpus edited as reporters edit pastes (edits.ts): a held-out paste will not share a case's exact bytes,
 * so a case that passes as written must pass quoted, fenced, with CRLF ends, a byte-order mark, trailing spaces, a
 * blank line after every line, a terminal's colour codes (with or without their ESC), folded in a `<details>` block,
 * with the reporter's arrow on the last line or a lone `...` between two records too. Every tenth passing text case
 * (edited-check.ts `everyday`), each edit: a seventh was ~30 s of the everyday suite's ~145 s on two cores. The other
 * nine tenths run in the slow project CI runs (edited-rest.slow.test.ts), and `npx tsx scripts/wild-perturb.ts` adds
 * the edits not held yet.
 */
import { describe, it } from 'vitest';
import { editedPasses, editedRuns, everyday } from './edited-check.js';

describe('the wild corpus, edited as reporters edit pastes', () => {
  it.each(editedRuns(everyday))('%s, %s', async (name, edit, s) => {
    await editedPasses(name, edit, s);
  });
});
