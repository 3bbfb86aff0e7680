/**
 * How the wild corpus fares when its pastes are edited the ways reporters edit them: each passing case's captures
 * are rewritten by one edit at a time (quoted with `> `, indented as a Markdown code block, fenced, CRLF line ends, a
 * byte-order mark, trailing spaces, a blank line between lines, the terminal's colour codes kept) and checked against
 * the case's own expectation. A case that passes as written and fails edited shows a reader that depends on the
 * paste's exact bytes, which a held-out paste will not share.
 *
 * usage: npx tsx scripts/wild-perturb.ts [--only <edit>] [name-filter]
 */
import { EDITS } from '../test/wild/edits.js';
import { rewriteCorpus } from './wild-rewrite.js';

const argv = process.argv.slice(2);
const oi = argv.indexOf('--only');
const only = oi >= 0 ? argv.splice(oi, 2)[1] : undefined;
const filter = argv[0] ?? '';

const { base, failed } = await rewriteCorpus(EDITS, { only, filter, tag: 'wild-perturb' });
console.log(`${base} text cases that pass as written`);
for (const edit of Object.keys(EDITS)) {
  if (only !== undefined && edit !== only) continue;
  const list = failed.get(edit) ?? [];
  console.log(`${edit}: ${base - list.length}/${base} still pass`);
  for (const l of list.slice(0, 60)) console.log(`   ${l}`);
}
