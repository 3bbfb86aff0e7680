/**
 * Derives the fixtures of test/timeline/merge/ from real sample runs (samples/): nothing is typed by hand, every
 * message and every time comes from the run; what is changed is said here and in test/fixtures/merge/README.md.
 *   npx tsx scripts/merge-fixtures.ts
 * - `retry-after-timeout.skewed.mcpcap.jsonl`: the recorder's real capture of the run that
 *   samples/claude-desktop/retry-after-timeout.log logged, every time shifted by SKEW_MS (a server clock that is off).
 * - `late-result.server.mcpcap.jsonl`: samples/claude-desktop/late-result.log's own messages and server stderr
 *   lines (stderr stamped with the preceding line's time, as the host received them), as a server-side recorder
 *   file whose clock is off by LATE_SKEW_MS.
 * - `late-result.gateway.mcpcap.jsonl`: the same run as a gateway sees its upstream: every id renumbered (+1:
 *   the host's id 1 is the upstream's id 2), the gateway's own clientInfo in initialize, clock off by HOP_SKEW_MS.
 * - `late-result.app.log`: the server's own application log of that run (no JSON-RPC), in Python logging's
 *   `asctime - name - levelname - message` layout on a clock off by APP_SKEW_MS (written without a zone: read it
 *   with `--tz UTC`), one line per handler event the run shows (the call arriving with its arguments, after the
 *   Python SDK's own "Processing request of type" line; the ignored cancellation — the server's own stderr words —
 *   and the result it sent).
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const SKEW_MS = 37_250;
export const LATE_SKEW_MS = -4_180;
export const HOP_SKEW_MS = 812;
export const APP_SKEW_MS = 2_500;

const OUT = 'test/fixtures/merge';

function shiftIso(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

function skewed(): void {
  const lines = readFileSync('samples/mcpcap/retry-after-timeout.mcpcap.jsonl', 'utf8').split('\n').filter((l) => l !== '');
  const out = lines.map((l) => {
    const r = JSON.parse(l) as Record<string, unknown>;
    if (typeof r.t === 'string') r.t = shiftIso(r.t, SKEW_MS);
    if (typeof r.startedAt === 'string') r.startedAt = shiftIso(r.startedAt, SKEW_MS);
    return JSON.stringify(r);
  });
  writeFileSync(`${OUT}/retry-after-timeout.skewed.mcpcap.jsonl`, `${out.join('\n')}\n`);
}

interface Line {
  t: string;
  from: 'client' | 'server' | null;
  message?: Record<string, unknown>;
  text?: string;
  said?: string;
}

/** The Claude Desktop log's lines: messages with their direction, the host's own words, the server's stderr. */
function claudeLines(path: string): Line[] {
  const out: Line[] = [];
  let last = '';
  for (const l of readFileSync(path, 'utf8').split('\n')) {
    if (l === '') continue;
    const m = /^(\S+Z) \[[^\]]+\] \[\w+\] (.*?) \{ metadata: undefined \}$/.exec(l);
    if (m === null) {
      out.push({ t: last, from: 'server', text: l });
      continue;
    }
    last = m[1]!;
    const msg = /^Message from (client|server): (.*)$/.exec(m[2]!);
    if (msg) out.push({ t: last, from: msg[1] as 'client' | 'server', message: JSON.parse(msg[2]!) as Record<string, unknown> });
    else out.push({ t: last, from: null, said: m[2]! });
  }
  return out;
}

function header(t: string, extra: Record<string, unknown>): string {
  return JSON.stringify({ type: 'header', format: 'mcpcap', version: 1, tool: 'mcp-triage-samples', toolVersion: '0.1.0', startedAt: t, transport: 'stdio', ...extra });
}

function server(): void {
  const lines = claudeLines('samples/claude-desktop/late-result.log');
  const out = [header(shiftIso(lines[0]!.t, LATE_SKEW_MS), { command: ['build-server'] })];
  for (const l of lines) {
    const t = shiftIso(l.t, LATE_SKEW_MS);
    if (l.message) out.push(JSON.stringify({ type: 'message', t, from: l.from, message: l.message }));
    else if (l.text !== undefined) out.push(JSON.stringify({ type: 'stderr', t, text: l.text }));
  }
  writeFileSync(`${OUT}/late-result.server.mcpcap.jsonl`, `${out.join('\n')}\n`);
}

function renumber(m: Record<string, unknown>): Record<string, unknown> {
  const r = structuredClone(m);
  if (typeof r.id === 'number') r.id += 1;
  const p = r.params as Record<string, unknown> | undefined;
  if (r.method === 'notifications/cancelled' && p && typeof p.requestId === 'number') p.requestId += 1;
  if (r.method === 'initialize' && p) p.clientInfo = { name: 'triage-gateway', version: '0.3.0' };
  return r;
}

function gateway(): void {
  const lines = claudeLines('samples/claude-desktop/late-result.log');
  const out = [header(shiftIso(lines[0]!.t, HOP_SKEW_MS), { command: ['build-server'], note: 'upstream side of a gateway' })];
  for (const l of lines) {
    if (!l.message) continue;
    out.push(JSON.stringify({ type: 'message', t: shiftIso(l.t, HOP_SKEW_MS), from: l.from, message: renumber(l.message) }));
  }
  writeFileSync(`${OUT}/late-result.gateway.mcpcap.jsonl`, `${out.join('\n')}\n`);
}

function pyTime(iso: string): string {
  return iso.replace('T', ' ').replace('Z', '').replace('.', ',');
}

function applog(): void {
  const lines = claudeLines('samples/claude-desktop/late-result.log');
  const out: string[] = [];
  const at = (t: string): string => pyTime(shiftIso(t, APP_SKEW_MS));
  for (const l of lines) {
    const m = l.message;
    if (m?.method === 'tools/call') {
      const p = m.params as { name: string; arguments: Record<string, unknown> };
      const args = Object.entries(p.arguments).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
      // What the Python SDK's low-level server logs for every request it dispatches (mcp/server/lowlevel/server.py).
      out.push(`${at(l.t)} - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest`);
      out.push(`${at(l.t)} - build_server.handlers - INFO - ${p.name} called with ${args} (request ${String(m.id)})`);
    } else if (l.text !== undefined && l.text.startsWith('cancellation')) {
      out.push(`${at(l.t)} - build_server.handlers - WARNING - late_result: ${l.text}`);
    } else if (l.from === 'server' && m && m.id === 1 && m.result) {
      const text = ((m.result as { content: { text: string }[] }).content[0]?.text) ?? '';
      out.push(`${at(l.t)} - build_server.handlers - INFO - late_result request 1 returned: ${text}`);
    }
  }
  writeFileSync(`${OUT}/late-result.app.log`, `${out.join('\n')}\n`);
}

skewed();
server();
gateway();
applog();
