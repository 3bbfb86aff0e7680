/**
 * Codex CLI as users paste it: the TUI's rendering (no clock) — `• Called <server>.<tool>(<args>)`,
 * `  └ Error: tool call error: tool call failed for `<server>/<tool>`` with its indented
 * `Caused by:` chain, `⚠ MCP client for `<name>` timed out after 10 seconds. …` with its TOML hint
 * — and the Codex VS Code extension's output channel, whose `[CodexMcpConnection]` lines relay
 * codex_core's messages inside `message="…"` with `\n` and `\"` escaped (VS Code stamp, local time).
 */
import { codexPhrases } from '../hosts/codex.js';
import { parseLocalStamp } from '../time.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader } from './host-records.js';

const VSCODE_RE = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) \[(\w+)\] (.*)$/;
const STRONG_RE = /\[CodexMcpConnection\]|codex_core::|timed out awaiting [\w/]+ after \d|MCP client for `[^`]+` (?:timed out after|failed to start)|startup_timeout_sec|MCP startup incomplete|^\s*└ Error: tool call error: tool call failed for `/;
const CALLED_RE = /^• Called [^\s.(]+\.[^\s(]+\(/;

function start(line: string, tz: Parameters<typeof parseLocalStamp>[1]): HostLine | null {
  const v = VSCODE_RE.exec(line);
  if (v !== null) {
    let msg = v[3]!.replace(/^\[CodexMcpConnection\]\s*/, '');
    if (msg.includes('\\n') || msg.includes('\\"')) msg = msg.replace(/\\\\n|\\n/g, '\n').replace(/\\\\"|\\"/g, '"');
    return { at: parseLocalStamp(line, tz), level: v[2]!.toLowerCase(), msg };
  }
  const t = line.trimStart();
  if (t.startsWith('└ ')) return { at: null, msg: t.slice(2).trim() };
  if (indented(line)) return null;
  return { at: null, msg: line.trim() };
}

function sniff(head: readonly string[]): number {
  let strong = 0;
  let called = 0;
  for (const l of head) {
    if (STRONG_RE.test(l)) strong++;
    else if (CALLED_RE.test(l)) called++;
  }
  if (strong > 0) return 0.95;
  return called > 0 ? 0.5 : 0;
}

export const codex = recordReader({
  name: 'codex',
  title: 'Codex CLI terminal output and the Codex VS Code extension log',
  clock: 'mixed',
  host: 'codex',
  self: 'client',
  phrases: codexPhrases,
  sniff,
  start: (line, tz) => start(line, tz),
});
