/**
 * The families the readers belong to, for the one line that refuses an input nothing claims
 * (issue 10 item 7): a user who pasted a log wants to see whether their host was among those
 * tried, not 27 format names in registry order. A new reader names its family here; the test in
 * test/ingest/detect.test.ts fails for a reader left out.
 */
import type { FormatName } from './types.js';

export type ReaderFamily = 'host' | 'gateway' | 'server-sdk' | 'wire';

export const FAMILY_OF: Readonly<Record<FormatName, ReaderFamily>> = {
  'claude-desktop': 'host',
  'claude-code': 'host',
  'claude-code-transcript': 'host',
  'claude-code-session': 'host',
  vscode: 'host',
  zed: 'host',
  windsurf: 'host',
  'emacs-jsonrpc': 'host',
  codex: 'host',
  goose: 'host',
  cline: 'host',
  librechat: 'host',
  'gemini-cli': 'host',
  inspector: 'host',
  'mcp-remote': 'gateway',
  mcphub: 'gateway',
  toolhive: 'gateway',
  'docker-mcp-gateway': 'gateway',
  mcpo: 'gateway',
  agentgateway: 'gateway',
  supergateway: 'gateway',
  'mcp-proxy': 'gateway',
  'mcp-proxy-python': 'gateway',
  litellm: 'gateway',
  'python-sdk': 'server-sdk',
  fastmcp: 'server-sdk',
  'java-sdk': 'server-sdk',
  'dotnet-sdk': 'server-sdk',
  'rust-sdk': 'server-sdk',
  'go-sdk': 'server-sdk',
  'node-debug': 'server-sdk',
  'elixir-logger': 'server-sdk',
  ndjson: 'wire',
  mcpcap: 'wire',
  har: 'wire',
  sse: 'wire',
  'jsonrpc-in-text': 'wire',
  // Other tools' captures of the messages (issue 13).
  mcpsnoop: 'wire',
  'inspector-export': 'wire',
  mcpjam: 'wire',
  otlp: 'wire',
};

const LABEL: Readonly<Record<ReaderFamily, string>> = {
  host: 'host logs',
  gateway: 'gateways and proxies',
  'server-sdk': 'server SDK logs',
  wire: 'wire captures',
};

const ORDER: readonly ReaderFamily[] = ['host', 'gateway', 'server-sdk', 'wire'];

/**
 * `host logs (claude-desktop, vscode, …); gateways and proxies (…); server SDK logs (…); wire
 * captures (…)`: the readers tried, grouped by family, each group in registry order.
 */
export function familiesTried(names: readonly FormatName[]): string {
  const groups = new Map<ReaderFamily, FormatName[]>();
  for (const n of names) {
    const f = FAMILY_OF[n] ?? 'wire';
    let g = groups.get(f);
    if (g === undefined) groups.set(f, (g = []));
    g.push(n);
  }
  return ORDER.filter((f) => groups.has(f))
    .map((f) => `${LABEL[f]} (${groups.get(f)!.join(', ')})`)
    .join('; ');
}
