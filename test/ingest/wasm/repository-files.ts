/**
 * Every file under the repository's capture folders, case and expectation files included: the validator's checks scan
 * all bytes the repository holds (test/repository-captures.ts lists only what the analyzer reads as captures).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function walk(p: string, out: string[]): string[] {
  const st = statSync(p);
  if (st.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e), out);
  else if (st.isFile()) out.push(p);
  return out;
}

/** The files under these folders of the repository (e.g. `samples`, `test/fixtures`, `test/wild/cases`), absolute. */
export function filesUnder(...dirs: string[]): string[] {
  return dirs.flatMap((d) => walk(join(ROOT, d), []));
}
