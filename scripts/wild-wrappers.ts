/**
 * How the wild corpus fares when its pastes come wrapped by the infrastructure people run MCP programs in: each passing
 * case's captures are rewritten with one wrapper on every line (docker compose's service prefix, `kubectl logs
 * --prefix`, the systemd journal's, `docker logs -t`'s stamp, the CRI format, Docker's json-file record, pm2's prefix,
 * a log viewer's clock and bar) and checked against the case's own expectation. The stamps are one constant instant,
 * so a case whose verdict rests on the time between its lines may fail for that alone.
 *
 * usage: npx tsx scripts/wild-wrappers.ts [all|<wrapper>] [name-filter, default unknown--]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { analyze } from '../src/index.js';
import { analyzeOptions, check, loadCases } from '../test/wild/check.js';
import { isPastedText } from '../test/wild/edits.js';
const lines = (t: string) => t.replace(/\r?\n$/, '').split(/\r?\n/);
const per = (f: (l: string) => string) => (t: string) => lines(t).map((l) => (/^\s*(?:```|~~~)/.test(l) || l.trim() === '' ? l : f(l))).join('\n') + '\n';
const W: Record<string, (t: string) => string> = {
  compose: per((l) => (l === '' ? 'svc-1  |' : `svc-1  | ${l}`)),
  kubectl: per((l) => `[pod/mcp-7c9d8e6f5-x2kqp/mcp] ${l}`),
  journal: per((l) => `Oct 02 08:13:11 box node[42]: ${l}`),
  dockert: per((l) => `2025-10-02T08:13:11.123456789Z ${l}`),
  cri: per((l) => `2025-10-02T08:13:11.123456789Z stdout F ${l}`),
  dockerjson: per((l) => JSON.stringify({ log: `${l}\n`, stream: 'stdout', time: '2025-10-02T08:13:11.123456789Z' })),
  pm2: per((l) => `0|mcp-gw   | ${l}`),
  viewer: per((l) => `2025-10-02 08:13:11.123 | ${l}`),
};
const only = process.argv[2];
const filter = process.argv[3] ?? 'unknown--';
const work = join(tmpdir(), `dm-wrap-${process.pid}`);
mkdirSync(work, { recursive: true });
async function wrongs(paths: string[], c: any) { try { return check(await analyze(paths, analyzeOptions(c)), c); } catch (e) { return [`analyze failed: ${(e as Error).message.slice(0, 100)}`]; } }
const failed = new Map<string, string[]>();
let base = 0;
for (const { name, dir, c } of loadCases()) {
  if (!name.includes(filter) || c.knownFailure) continue;
  const original = c.captures.map((f) => join(dir, f));
  if (!original.every(isPastedText)) continue;
  if ((await wrongs(original, c)).length > 0) continue;
  base++;
  for (const [w, fn] of Object.entries(W)) {
    if (only && only !== 'all' && w !== only) continue;
    const d = join(work, `${name}--${w}`);
    mkdirSync(d, { recursive: true });
    const paths = original.map((p) => { const q = join(d, basename(p)); writeFileSync(q, fn(readFileSync(p, 'utf8'))); return q; });
    const r = await wrongs(paths, c);
    if (r.length > 0) { const l = failed.get(w) ?? []; l.push(`${name}: ${r[0]}`); failed.set(w, l); }
  }
}
rmSync(work, { recursive: true, force: true });
console.log(`${base} cases`);
for (const w of Object.keys(W)) { const l = failed.get(w) ?? []; console.log(`${w}: ${l.length} fail`); }
for (const [w, l] of failed) for (const x of l.slice(0, 400)) console.log(`  [${w}] ${x.slice(0, 230)}`);
