/**
 * How the wild corpus fares when its pastes come wrapped by the infrastructure people run MCP programs in: each passing
 * case's captures are rewritten with one wrapper on every line (docker compose's service prefix, `kubectl logs
 * --prefix`, the systemd journal's, `docker logs -t`'s stamp, the CRI format, Docker's json-file record, pm2's prefix,
 * a log viewer's clock and bar) and checked against the case's own expectation. The stamps are one constant instant,
 * so a case whose verdict rests on the time between its lines may fail for that alone.
 *
 * usage: npx tsx scripts/wild-wrappers.ts [all|<wrapper>] [name-filter, default unknown--]
 */
import { rewriteCorpus } from './wild-rewrite.js';

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
const arg = process.argv[2];
const only = arg === undefined || arg === 'all' ? undefined : arg;
const filter = process.argv[3] ?? 'unknown--';

const { base, failed } = await rewriteCorpus(W, { only, filter, tag: 'wild-wrappers' });
console.log(`${base} cases`);
for (const w of Object.keys(W)) console.log(`${w}: ${(failed.get(w) ?? []).length} fail`);
for (const [w, l] of failed) for (const x of l.slice(0, 400)) console.log(`  [${w}] ${x.slice(0, 230)}`);
