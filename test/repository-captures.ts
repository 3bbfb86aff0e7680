/**
 * Every capture the repository holds (samples, fixtures, the wild corpus): what the whole-repository checks walk
 * (diagnose/plain-walk.ts). Case and expectation files, docs, tests and images are not
 * captures; a `.mcpcap.jsonl` recording is.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (!/\.(json|md|ts|png|bin)$/.test(name) || /\.mcpcap\.jsonl$/.test(name)) out.push(p);
  }
  return out;
}

export function repositoryCaptures(): string[] {
  return [...filesUnder('samples'), ...filesUnder('test/fixtures'), ...filesUnder('test/wild/cases')];
}
