/**
 * Windsurf's output channel: the VS Code channel grammar (`YYYY-MM-DD HH:MM:SS.mmm [level] `,
 * local time, no zone) wrapping the Go language server's glog lines
 * (`E0520 13:46:29.975004 78921 interceptor.go:70] <words>`), as in imskyleen/animate-ui#71.
 * Reporters copy it out of a JSON export: each line a quoted string with a trailing comma inside
 * an array; the reader takes the string's content. The clock is the channel's (the glog stamp
 * repeats it without the date). Cascade's tool card copied as text is read too (PANEL_LINE_RE). Logs: the "Windsurf" output channel; configuration in
 * `~/.codeium/windsurf/mcp_config.json` (`%USERPROFILE%\.codeium\windsurf\` on Windows).
 */
import { windsurfPhrases } from '../hosts/windsurf.js';
import { parseLocalStamp } from '../time.js';
import type { ZoneResolver } from '../types.js';
import { hostLineReader, type HostLine } from './host-lines.js';
import { vscodeMessageStart } from './vscode.js';
import { SAYS_MCP_RE } from './says-mcp.js';
import { oncePerHead } from '../head-tally.js';

const GLOG_RE = /^([IWEF])\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ [\w.-]+:\d+\] (.*)$/;
const GLOG_LEVEL: Record<string, string> = { I: 'info', W: 'warn', E: 'error', F: 'error' };

/** The line itself, or the content of a quoted JSON string line (`"…",`). */
function unquote(s: string): string {
  const t = s.trim();
  if (t.charCodeAt(0) !== 34) return s;
  const end = t.endsWith('",') ? t.length - 1 : t.endsWith('"') ? t.length : -1;
  if (end < 2) return s;
  try {
    const v: unknown = JSON.parse(t.slice(0, end));
    return typeof v === 'string' ? v : s;
  } catch {
    return s;
  }
}

/**
 * Windsurf's MCP panel shows a server's failure as "Error: <the Go client's error>. Check your configuration.", the
 * string reporters copy when they have no log ("Error: failed to start mcp sse client: … Check your configuration.":
 * idosal/git-mcp#43; "Error: request failed. Check your configuration.": disruption-hub/payloadcmsmcp#2; "Error: no
 * tools returned. …": techspawn/woocommerce-mcp-server#5; "Error: failed to initialize: failed to send request: Post
 * \"…\": context deadline exceeded. Check your configuration.": yjacquin/fast-mcp#60). No clock.
 */
const UI_ERROR_RE = /^Error: \S.*\. Check your configuration\.\s*$/;
/**
 * The same panel error over several lines when the Go client quotes what the server printed before it exited: the
 * head ends in a colon ("Error: failed to initialize server:"), the server's stderr lines follow as written, and the
 * last of them carries the client's tail (": server terminated. Check your configuration.":
 * BetterThanTomorrow/calva-backseat-driver#11). The head opens the error (the stderr under it continues it, whatever
 * it quotes); the tail line is the error's words.
 */
// One run of non-colons up to the final colon: a nested `(?: [^:]+)*` after `[^:]*` matched the same words and
// backtracked exponentially on a long "Error: …" line without a colon at its end.
const UI_ERROR_HEAD_RE = /^Error: [a-z][^:]*:\s*$/;
const UI_ERROR_TAIL_RE = /\S\. Check your configuration\.\s*$/;

/**
 * Cascade's tool panel, the card it shows for one MCP tool call, copied as text: `Status: Error`, `MCP Tool: <server> /
 * <tool>`, `Ran with these arguments:`, the arguments as pretty-printed JSON, then the outcome — `Output` and the
 * result's text, or the Go client's `failure in mcp tool execution: <why>` (upstash/context7#284; the answered card:
 * upstash/context7#159). No clock. Only the card's own lines open a line here; the argument JSON continues them.
 */
const PANEL_LINE_RE = /^(?:Status: [A-Z][a-z]+|MCP Tool: \S.* \/ \S+|Ran with these arguments:|Output|failure in mcp tool execution: \S.*)$/;
/**
 * Cascade's refusal of a whole prompt while some configured MCP server is enabled: `Permission denied: Unable to process
 * request due to an MCP configuration issue.`, in the chat with an `(error ID: <32 hex>)` tail
 * (Minidoracat/mcp-feedback-enhanced#204, noopstudios/interactive-feedback-mcp#46: code mode only, gone once that
 * server is switched off). The sentence is Windsurf's own and is issued before any MCP request, so the line is the
 * host's words and no row: nothing was sent to a server. Reporters quote it after a label (`Error Message:Permission
 * denied: …`) or inside a sentence between markdown bold markers; the sentence itself is what is read, wherever it sits
 * on the line.
 */
const CASCADE_REFUSAL_RE = /Permission denied: Unable to process request due to an MCP configuration issue\.(?: \(error ID: [0-9a-f]{8,}\))?/;
/**
 * The Go client's deadline error as the panel showed it, quoted inside a reporter's sentence because there was no log
 * to paste ("the available servers report an error message stating that the 'context deadline exceeded.'":
 * disruption-hub/payloadcmsmcp#2). The quotes say the words were copied from the panel; the sentence around them is the
 * reporter's. Single, double, typographic quotes or backticks; the panel's words may carry the client's prefix before
 * the deadline ("failed to initialize: … context deadline exceeded"). Group 1 (or 2, 3, 4) is the quoted error. A text
 * is claimed for it only when it speaks of Windsurf (WINDSURF_WORDS_RE): the words are any Go program's.
 */
const QUOTED_DEADLINE_RE = /'([^'\n]{0,160}?context deadline exceeded)\.?'|"([^"\n]{0,160}?context deadline exceeded)\.?"|`([^`\n]{0,160}?context deadline exceeded)\.?`|[“‘]([^”’\n]{0,160}?context deadline exceeded)\.?[”’]/;
/** A report's words that say the host is Windsurf: its name, its agent's, its configuration directory. */
const WINDSURF_WORDS_RE = /\bWindsurf\b|\bCascade\b|\.codeium[\\/]windsurf\b/i;

function quotedDeadline(t: string): string | null {
  if (!t.includes('context deadline exceeded')) return null;
  const m = QUOTED_DEADLINE_RE.exec(t);
  return m === null ? null : (m[1] ?? m[2] ?? m[3] ?? m[4])!;
}

/** The card's head lines, both of which only Cascade writes: what makes a text the panel's. */
const PANEL_TOOL_RE = /^MCP Tool: \S.* \/ \S+$/;
const PANEL_ARGS_RE = /^Ran with these arguments:$/;

export function windsurfHeader(raw: string, tz: ZoneResolver): HostLine | null {
  const s = unquote(raw);
  const start = vscodeMessageStart(s);
  if (start < 0) {
    const t = s.trim();
    if (PANEL_LINE_RE.test(t)) return { at: null, level: t.startsWith('failure') || t === 'Status: Error' ? 'error' : 'info', msg: t };
    const refusal = t.includes('Permission denied: ') ? CASCADE_REFUSAL_RE.exec(t) : null;
    if (refusal !== null) return { at: null, level: 'error', msg: refusal[0] };
    // The panel's deadline error quoted in the reporter's sentence (QUOTED_DEADLINE_RE): the quoted words are the line.
    const deadline = quotedDeadline(t);
    if (deadline !== null) return { at: null, level: 'error', msg: deadline };
    // Every unstamped line comes here: the patterns only on a line that starts or ends as the panel's error does.
    const uiError =
      (t.startsWith('Error: ') && (UI_ERROR_RE.test(t) || UI_ERROR_HEAD_RE.test(t))) || (t.endsWith('. Check your configuration.') && UI_ERROR_TAIL_RE.test(t));
    return uiError ? { at: null, level: 'error', msg: t } : null;
  }
  const at = parseLocalStamp(s, tz);
  let msg = s.slice(start);
  let level = s.slice(25, s.indexOf(']', 25));
  const g = GLOG_RE.exec(msg);
  if (g !== null) {
    level = GLOG_LEVEL[g[1]!]!;
    msg = g[2]!;
  }
  return { at, level: level === 'warning' ? 'warn' : level, msg };
}

/** The Go MCP client's own sentences, with or without the glog header (a reporter may paste only the words). */
const MCP_WORDS_RE = /\[MCP\] (?:Establishing connection to MCP server|Failed to initialize client connection)/;

/** The panel error over several lines (UI_ERROR_HEAD_RE): its head first, its tail on a later line. */
function splitUiError(head: readonly string[]): boolean {
  const first = head.findIndex((l) => l.trim() !== '');
  return first >= 0 && UI_ERROR_HEAD_RE.test(head[first]!.trim()) && head.slice(first + 1).some((l) => UI_ERROR_TAIL_RE.test(l.trim()));
}

/** countHead once for the reader's sniff and its besideMcp sniff (head-tally.ts). */
const tally = oncePerHead(countHead);

/** The head's lines in Windsurf's own MCP words (strong), its channel's stamped lines, and the glog lines among them. */
function countHead(head: readonly string[]): { strong: number; stamped: number; glog: number } {
  let strong = splitUiError(head) ? 1 : 0;
  // Cascade's tool card: its tool line and its arguments line (PANEL_LINE_RE).
  const card = head.map((l) => l.trim());
  if (card.some((l) => PANEL_TOOL_RE.test(l)) && card.some((l) => PANEL_ARGS_RE.test(l))) strong++;
  let glog = 0;
  let stamped = 0;
  for (const l of head) {
    const s = unquote(l);
    if ((s.includes('/exa.language_server_pb.') && SAYS_MCP_RE.test(s)) || s.includes('failed to start mcp sse client') || MCP_WORDS_RE.test(s) || UI_ERROR_RE.test(s.trim()) || CASCADE_REFUSAL_RE.test(s)) strong++;
    const start = vscodeMessageStart(s);
    if (start < 0) continue;
    stamped++;
    if (GLOG_RE.test(s.slice(start))) glog++;
  }
  return { strong, stamped, glog };
}

function sniff(head: readonly string[]): number {
  const { strong, stamped } = tally(head);
  if (strong > 0) return Math.min(1, 0.85 + (0.15 * strong) / head.length);
  // A report in prose quoting the panel's deadline error and naming Windsurf, no channel line: below every reader that
  // knows its own lines, above the last-resort reader (as zed.ts reads its panel error quoted in prose).
  if (stamped === 0 && head.some((l) => quotedDeadline(l) !== null) && head.some((l) => WINDSURF_WORDS_RE.test(l))) return 0.6;
  return 0;
}

/**
 * The language server's glog lines are about all of Windsurf (its login, completions, chat): they are an MCP capture
 * only where some line says MCP (besideMcp; Windsurf's export of a failed login: Exafunction/codeium#282). A head with
 * Windsurf's own MCP words is scored by those (sniff), whatever its glog lines.
 */
function sniffGlogLines(head: readonly string[]): number {
  const { strong, stamped, glog } = tally(head);
  return strong > 0 ? 0 : glogChannelScore(glog, stamped, head.length);
}

/**
 * glog lines inside the VS Code channel grammar are the Go language server's: only Windsurf's channel carries them, so
 * where they are most of the channel's stamped lines they outrank the plain channel reading of the same text. The
 * other lines of a paste (the reporter's words, the mcp_config.json blocks beside the log in an issue comment:
 * upstash/context7#829) lower both readings alike, so the score follows vscode.ts's for the stamped share
 * (0.5 + 0.4 × share, nothing under a fifth) a step above it, up to 0.92 for a channel of glog lines alone.
 */
export function glogChannelScore(glog: number, stamped: number, lines: number): number {
  if (glog === 0 || glog / stamped < 0.5 || lines === 0) return 0;
  const share = stamped / lines;
  return share < 0.2 ? 0 : Math.min(0.92, 0.52 + 0.4 * share);
}

export const windsurfReader = hostLineReader({
  name: 'windsurf',
  title: 'Windsurf output channel (Go language server glog lines in the VS Code channel grammar)',
  clock: 'local',
  host: 'windsurf',
  self: 'client',
  header: windsurfHeader,
  phrases: windsurfPhrases,
  sniff,
  besideMcp: { words: SAYS_MCP_RE, sniff: sniffGlogLines },
  headerless: 'continue',
  quotedBodies: true,
});
