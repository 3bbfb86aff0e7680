/**
 * samples/README.md: one line per sample — what it shows and what mcp-triage should conclude —
 * regenerated from every `*.expected.json` under samples/ (including samples/http/ and
 * samples/holdout/), so the README can never drift from the ground truth.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface ExpectedFile {
  capture?: string;
  shows?: string;
  request?: string;
  outcome?: string;
  cause?: string;
  serverState?: string;
  rules?: string[];
  notRules?: string[];
  args?: string[];
  problems?: number[];
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (name.endsWith('.expected.json')) out.push(p);
  }
  return out;
}

function captureOf(path: string, e: ExpectedFile): string {
  if (e.capture) return join(path, '..', e.capture);
  const stem = path.slice(0, -'.expected.json'.length);
  const dir = join(stem, '..');
  const base = stem.slice(dir.length + 1);
  const sibling = readdirSync(dir).find((n) => n.startsWith(`${base}.`) && !n.endsWith('.expected.json'));
  return sibling ? join(dir, sibling) : stem;
}

const HEADER = `# Samples: captures from real MCP SDK runs

Every capture here was recorded by \`npm run samples\` (\`scripts/samples/\`), which drives **real**
SDK clients against **real** servers and writes what crossed the pipes exactly as a host would have
logged it. Nothing is typed by hand. Next to each capture, \`<name>.expected.json\` holds what really
happened, known by construction and checked against the capture before it is written
(\`scripts/samples/lib/verify.ts\`); \`test/e2e/samples.test.ts\` runs the analyzer on every one.

- SDKs: \`@modelcontextprotocol/sdk\` 1.32.2 (v1 client and server), \`@modelcontextprotocol/client\` /
  \`server\` 2.4.0 (v2), \`@modelcontextprotocol/server-everything\` 2026.8.31, Node ${process.version}.
- **Claude Desktop** captures (\`claude-desktop/\`) use the per-server log grammar with the
  \` { metadata: undefined }\` suffix and the host's lifecycle wording. The messages are the SDK
  client's own serialization, which is also Claude's: requests \`method, params, jsonrpc, id\`,
  the SDK's cancel \`jsonrpc\` first. \`big-result-truncated.log\` cuts a big body with
  \`…[N chars truncated]…\` so the JSON no longer parses; Claude's exact cut points are not
  documented, only the marker is.
- **VS Code** captures (\`vscode/\`) are written in local time with no zone, in the zone named by
  \`--tz\` in their \`args\` (Asia/Seoul for the main set, America/New_York for the held-out set).
  The messages are the SDK clients', not VS Code's: the real VS Code client starts ids at 1 and
  sends cancels without a \`reason\`; here ids start at 0 and reasons are the SDK's. The format is
  what these samples exercise.
- **NDJSON** (\`ndjson/\`) is a bare tee of stdin+stdout: no clock, no direction, no stderr.
- **mcpcap** (\`mcpcap/\`) is our recorder envelope (docs/mcpcap.md), one server process per file.
- Client identity is \`triage-sample-host\` (held-out: \`triage-holdout-host\`): one run is rendered in
  several host formats, so it cannot carry each host's real \`clientInfo\`.
- Late result on the wire: the v1 server SDK drops the result of a cancelled request, so
  \`late-result\` uses a v1 SDK server whose \`notifications/cancelled\` handler is replaced by one that
  only logs (what a server without cancellation support does); no hand-written raw server was needed.
- Progress after a cancel: the v1 SDK's \`extra.sendNotification\` silently drops notifications once the
  request is aborted; the sample servers (like server-everything) send progress through
  \`server.notification(…, { relatedRequestId })\`, so a tool that ignores the abort keeps reporting.
- Multi-round-trip requests (\`v2-input-required-*\`, 2026-07-28 MRTR): the v2 server's \`inputRequired()\` answer
  carries \`resultType\`, \`inputRequests\` (an \`elicitation/create\` whose params end in \`mode: "form"\`) and
  \`requestState\`; the v2 client (auto-fulfil) answers the form itself and sends the call again on the next id with
  \`inputResponses\` and the state echoed byte for byte, as \`basic/patterns/mrtr.mdx\` says. Where the SDK goes
  beyond the spec, the capture shows it: the request timer is per JSON-RPC request, not per operation (the
  continuation's timeout cancels only the continuation's id; the first id, already answered, gets no cancel), and
  every 2026 result carries \`resultType: "complete"\`. "Dropped" is the client's manual mode
  (\`autoFulfill: false\`, \`allowInputRequired\`): the interim answer goes to the caller and nothing follows on the
  wire, which is what a host that drops the input request shows. That one is NDJSON only: a host log would also
  show the client's later shutdown, which ends the waiting call as the client's own.
- **Python** (\`python/\`, made by \`npm run samples:python\`): \`mcp\` 2.3.0 and \`fastmcp\` 4.0.10 in a
  venv the script builds with \`python3\`. Python servers are driven by the TypeScript v1 client through
  the same tap (Claude Desktop, NDJSON, mcpcap); the Python client (\`ClientSession\`) is recorded by
  \`mcp-triage record\` (mcpcap). Paths in crash dumps and recorded commands are written relative to
  the repository, and the interpreter's prefix as \`/usr/local\`.
  \`npm run samples:python -- --fixtures\` remakes, in the same venv, the real-run fixtures of the Python
  SDK 2.3.0 client (\`test/fixtures/ingest/python-sdk/2.3.0-*\`: cut and resumed Streamable HTTP streams, a
  session a restarted server forgot, a stdio server dead under a call, an unknown resource, an unknown tool), each
  checked against its README before it is written (\`--out DIR\` writes elsewhere, to compare).
- \`holdout/\` is a second set (\`npm run samples -- --holdout\`) with other timings, ids (extra
  requests first), tool names, server names and time zone, for checking that the analyzer generalizes.

Each line: the capture — what it shows. **mcp-triage should conclude:** the request looked at →
outcome / cause / server state; rules that must fire (✔) and must not (✘); analyzer arguments.
`;

export function writeReadme(samplesDir: string): number {
  const files = walk(samplesDir);
  const groups = new Map<string, string[]>();
  for (const f of files) {
    let e: ExpectedFile;
    try {
      e = JSON.parse(readFileSync(f, 'utf8')) as ExpectedFile;
    } catch {
      continue;
    }
    const capture = relative(samplesDir, captureOf(f, e));
    const group = relative(samplesDir, join(f, '..'));
    const parts = [`\`${e.request ?? '?'}\` → ${e.outcome ?? '?'} / ${e.cause ?? '?'} / server ${e.serverState ?? '?'}`];
    if (e.rules?.length) parts.push(`✔ ${e.rules.join(', ')}`);
    if (e.notRules?.length) parts.push(`✘ ${e.notRules.join(', ')}`);
    if (e.problems?.length) parts.push(`expected problems on line${e.problems.length > 1 ? 's' : ''} ${e.problems.join(', ')}`);
    if (e.args?.length) parts.push(`args \`${e.args.join(' ')}\``);
    const line = `- [\`${capture}\`](${capture}) — ${e.shows ?? 'sample'}. **mcp-triage should conclude:** ${parts.join('; ')}.`;
    const list = groups.get(group) ?? [];
    list.push(line);
    groups.set(group, list);
  }
  const sections = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([g, lines]) => `## ${g}\n\n${lines.join('\n')}\n`);
  writeFileSync(join(samplesDir, 'README.md'), `${HEADER}\n${sections.join('\n')}`);
  return files.length;
}
