#!/usr/bin/env node
/**
 * usage: node scripts/bench/proto-wasm/check-files.mjs <file|dir> …
 * Every line of every file (directories walked) through json-lines.wasm in both NDJSON and Claude Desktop
 * cuts, compared with JSON.parse (check.mjs). Prints the tallies; exits 1 on any disagreement.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkBatch, setPlain, tally } from './check.mjs';
import { scanner } from './lines.mjs';

const files = [];
const walk = (p) => {
  const st = statSync(p);
  if (st.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
  else if (st.isFile()) files.push(p);
};
for (const a of process.argv.slice(2)) walk(a);
// The plain flags are checked against plainJsonRpc when a build of the project is there (npx tsc -p tsconfig.build.json).
const dist = new URL('../../../dist/ingest/jsonrpc.js', import.meta.url);
if (existsSync(dist)) setPlain((await import(dist.href)).plainJsonRpc);
else console.log('no dist/: the plain flags are not checked');
let failed = false;
for (const format of ['ndjson', 'claude', 'claude-header']) {
  const s = scanner(format);
  const t = tally();
  for (const file of files) s.file(file, (n) => checkBatch(s, n, format, t, file));
  const pct = t.bodies ? ((100 * t.fallback) / t.bodies).toFixed(3) : '0';
  console.log(JSON.stringify({ format, files: files.length, lines: t.lines, bodies: t.bodies, ok: t.ok, invalid: t.invalid, fallback: t.fallback, fallbackPct: pct, plain: t.plain, notPlain: t.notPlain, plainUnsure: t.plainUnsure, disagreements: t.disagreements.length }));
  if (t.disagreements.length > 0) {
    failed = true;
    for (const x of t.disagreements.slice(0, 20)) console.log(JSON.stringify(x));
  }
}
process.exit(failed ? 1 : 0);
