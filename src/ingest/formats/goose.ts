/**
 * Goose: the CLI's terminal rendering (no clock) — a tool call as `─── <tool> | <extension> ───`
 * followed by its `key: value` arguments up to a blank line, then `Execution failed: …`; in 2026
 * builds `▸ <tool>` with the arguments indented four spaces, then `Error: …` — and its
 * log lines in the tracing format (`<ISO µs>Z  WARN goose::…: <message>`), whose long messages
 * reporters wrap onto indented continuation lines.
 */
import { goosePhrases } from '../hosts/goose.js';
import { parseIsoUtc } from '../time.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader, type RecordState } from './host-records.js';
import { saysMcpOr } from './says-mcp.js';

const TRACING_RE = /^\s*(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\s+(TRACE|DEBUG|INFO|WARN|ERROR)\s+(.*)$/;
const HEADER_RE = /^─── \S.*? \| \S.*? ─+\s*$/;
const STRONG_RE = /^─── \S.*? \| \S.*? ─{3,}|Execution failed: Call to '|Failed a client call to an MCP server: Call to '|Failed to load extension [^:]+: failed to initialize MCP client|Failed to add extension: failed to initialize MCP client: |Failed to start extension: |Failed to start extension '[^']+' \(.*\), continuing without it|Would you like me to help debug the '[^']+' extension failure\?|Failed to add extension configuration, error: |Extension '[^']+' is not in the allowed extensions list\. Command: '|goose-mcp/;
/**
 * Goose's own code: its tracing targets (`goose::agents::…`) and its source paths in a location line (`at
 * crates/goose/src/…`). Goose logs its model provider's failures there too ('ERROR goose::agents::truncate: Error:
 * Execution error: No usage data in response' over `at crates/goose/src/agents/truncate.rs:256`: aaif-goose/goose#899),
 * so they claim a text only beside a word that says MCP (Reader.besideMcp) — Goose's own word for an MCP server,
 * extension, counts (MCP_WORD_RE).
 */
const OWN_CODE_RE = /\bgoose::|crates\/goose/;
/** A word that says MCP: the protocol's name in any case or compound (rmcp, McpError), or Goose's name for a server. */
const MCP_WORD_RE = saysMcpOr('extension');

/**
 * Goose 1.0 quotes a start failure's error as a Rust Debug string, `Failed to start extension: <name>, "<error>"`. A
 * child's stderr inside it ("Stdio process error: <stderr>") is escaped (`\n`) as Goose prints it, but a reporter who
 * copies the rendered message has the stderr over real line breaks, the closing quote at the end of the last
 * (aaif-goose/goose#1868): those lines are the quoted error's, up to the line that closes it.
 */
const QUOTED_START_RE = /^Failed to start extension: [^,"]{1,200}, "/;
const QUOTE_CLOSED_RE = /"\s*$/;
/** A quoted error runs on over a child's stderr, a panic and its note: a few lines, not a whole log. */
const QUOTED_MAX_LINES = 40;

function quoteOpen(lines: readonly string[] | null): boolean {
  if (lines === null || lines.length === 0 || lines.length >= QUOTED_MAX_LINES) return false;
  if (!QUOTED_START_RE.test(lines[0]!)) return false;
  const last = lines[lines.length - 1]!;
  // The opening line closes its own quote when the error is on it whole.
  return !(QUOTE_CLOSED_RE.test(last) && (lines.length > 1 || last.indexOf('"') < last.lastIndexOf('"')));
}

function start(line: string, tz: unknown, state: RecordState): HostLine | null {
  const t = TRACING_RE.exec(line);
  if (t !== null) return { at: parseIsoUtc(t[1]!), level: t[2]!.toLowerCase(), msg: t[3]! };
  if (!state.blankSince && quoteOpen(state.lines) && !QUOTED_START_RE.test(line)) return null;
  // A rendered call's arguments follow its header up to the first blank line.
  const first = state.lines?.[0];
  if (first !== undefined && HEADER_RE.test(first) && !state.blankSince) return null;
  if (indented(line)) return null;
  return { at: null, msg: line.trim() };
}

/** Goose's own error chain around rmcp's ServiceError ("-32603: -32603: Mcp error: -32603: …": aaif-goose/goose#5340). */
const CHAIN_RE = /^-\d+: (?:-\d+: )*Mcp error: -\d+: /;

/** The 2026 CLI's call: `▸ <tool>` with its first argument indented four spaces below it (aaif-goose/goose#10702). */
const ARROW_HEADER_RE = /^▸ [^\s|]+\s*$/;
const ARROW_ARG_RE = /^ {4}\w[\w.-]*: /;

function sniff(head: readonly string[]): number {
  for (const l of head) if (STRONG_RE.test(l)) return 0.9;
  for (let i = 0; i + 1 < head.length; i++) {
    if (ARROW_HEADER_RE.test(head[i]!) && ARROW_ARG_RE.test(head[i + 1]!)) return 0.8;
  }
  return head.some((l) => CHAIN_RE.test(l)) ? 0.6 : 0;
}

export const goose = recordReader({
  name: 'goose',
  title: 'Goose CLI output and log (tracing lines)',
  clock: 'mixed',
  host: 'goose',
  self: 'client',
  phrases: goosePhrases,
  sniff,
  besideMcp: { words: MCP_WORD_RE, sniff: (head) => (head.some((l) => OWN_CODE_RE.test(l)) ? 0.9 : 0) },
  start,
});
