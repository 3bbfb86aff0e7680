/**
 * Claude Code's terminal transcript as users paste it into issues (no clock):
 *
 *   > <the user's prompt>                                   (`❯` in newer builds)
 *   ⏺ <the assistant's prose>                               (`●` where the terminal lacks ⏺)
 *   ⏺ <server> - <tool title> (MCP)(<args, wrapping onto indented lines>)
 *     ⎿  Error: <text>  |  Interrupted by user  |  <the result's first lines>
 *        <more of it, indented>
 *        … +N lines (ctrl+r to expand)
 *
 * (atlassian/atlassian-mcp-server#32, rollbar/rollbar-mcp-server#28, mui/material-ui#46778,
 * GuDaStudio/codexmcp#4, fosdickio/binary_ninja_mcp#16). Each MCP header is a tools/call; the
 * `⎿` line right under it says how it ended (hosts/claude-code.ts `claudeCodeTranscriptPhrases`).
 * A `⎿` line is handed to the rows as `⎿ <text>` only under an MCP header: under prose, a Bash
 * call or a slash command (`> /mcp` / `⎿  Authentication successful, but server reconnection
 * failed.`: anthropics/claude-code#9127) it is no MCP request. Pastes lose the indentation and the
 * call header (the atlassian paste starts with two bare `⎿` lines inside an inline code span): a
 * result line is recognised by its `⎿` wherever it sits.
 */
import { claudeCodeOwnPhrases, claudeCodeTranscriptPhrases, claudeCodePhrases } from '../hosts/claude-code.js';
import { readSaid } from '../hosts/phrase.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader, type RecordState } from './host-records.js';
import type { Reader } from '../types.js';

/** A call header's glyph, words, ` (MCP)` and its arguments or nothing. */
const GLYPH_HEADER_RE = /^[⏺●] \S.* \(MCP\) ?(?:\(|\s*$)/;
/**
 * The same header where the paste lost its glyph: the issue's markdown or the terminal's copy dropped
 * the `⏺` (`browsermcp:browser_click (MCP)(element: …)`: BrowserMCP/mcp#85), or the call sits nested
 * under a subagent's `Task(…)` line, indented and without one (`serena - read_file (MCP)(relative_path:
 * …)`: oraios/serena#306). Without the glyph the arguments' parenthesis is required: `<server> - <tool>
 * (MCP)(` or `<server>:<tool> (MCP)(` is a grammar only the transcript writes. The server's and the tool's words are
 * bounded (200 characters each, far above any real name): unbounded, each ` - ` of a long line was a place to split it,
 * and each split scanned the rest of the line again (a 64,000-character line of `- ` took 2.9 s; docs/performance.md
 * "Hostile lines").
 */
const BARE_HEADER_RE = /^(?:[^\s()]+:[^\s:()]+|\S(?:[^()]{0,200}?\S)? - \S(?:[^()]{0,200}?\S)?) \(MCP\) ?\(/;
/**
 * A Bash step that runs Claude Code's experimental MCP CLI on a tool (`⏺ Bash(mcp-cli call <server>/<tool> …)`, the glyph
 * lost in a paste: anthropics/claude-code#22058, #26655): an MCP call too, its `⎿` lines the call's ending.
 */
const MCP_CLI_HEADER_RE = /^(?:[⏺●] )?Bash\(mcp-cli call \S/;
/**
 * Claude Code's own notices about servers that dropped mid-session (anthropics/claude-code#47724), pasted alone or in
 * quotes: Claude Code's words, though no call header comes with them.
 */
const NOTICE_RE = /\bThe following MCP servers have disconnected: \S|\bThe following deferred tools are no longer available \(their MCP server disconnected\)/;
function isHeader(line: string): boolean {
  return GLYPH_HEADER_RE.test(line) || BARE_HEADER_RE.test(line) || MCP_CLI_HEADER_RE.test(line);
}
const RESULT_RE = /^\s*⎿\s+(.*)$/;
/** The assistant's or the user's line: a new record at the margin. */
const TURN_RE = /^(?:[⏺●]|[>❯](?:\s|$))/;
/**
 * Words Claude Code or the TypeScript SDK wrote, not the server: the SDK's McpError text
 * (`MCP error -32001: Request timed out`), Claude Code's own sentences about a tool or a server, and its runtime's
 * own words for the exchange it waited on: the SDK's transport errors (`Streamable HTTP error: …`, `SSE error: …`),
 * the fetch that failed, Bun's deadline on it (`The operation timed out.`: anthropics/claude-code#93143).
 */
export const HOST_WORDS_RE = /^(?:McpError: )?MCP error -?\d+:|^MCP (?:tool|server) "|^No such tool\b|^Error: |^(?:Streamable HTTP|SSE) error:|^(?:TypeError: )?fetch failed\b|^The operation (?:timed out|was aborted due to timeout)\.?$/;

/**
 * The MCP SDK's error for a request, as a tool call's result shows it: the transport's refusal or failure of the POST
 * (`Streamable HTTP error: …`, `SSE error: …`), the SDK's McpError with its code, the fetch that failed.
 */
const ORPHAN_CALL_ERROR_RE = /^Error: (?:(?:Streamable HTTP|SSE) error: \S|(?:McpError: )?MCP error -?\d+: \S|(?:TypeError: )?fetch failed\b)/;

/**
 * A call header with its result on the same line: the paste joined the transcript's rows with spaces (an issue form's
 * single-line field, a chat client), so the `⎿` that began the result's row follows the header's arguments
 * (`● vscode-mcp - Get Diagnostics (MCP) (severities: […]) ⎿ Error: ❌ Get Diagnostics failed: …`: tjx666/vscode-mcp#3,
 * the joining also put a space before the arguments' parenthesis). The header and the result, as the rows they were.
 */
const JOINED_RESULT_RE = / ⎿\s+(?=\S)/;
/**
 * A slash command typed at the prompt (`/mcp`, `> /mcp`), whose `⎿` outcome the same joining puts on its line, spaced
 * out by the terminal's padding (`/mcp      ⎿  Tried reconnecting to <server>, but the connection failed: …`:
 * anthropics/claude-code#65198).
 */
const SLASH_COMMAND_RE = /^(?:[>❯]\s*)?\/[a-z][\w:-]*(?:\s|$)/;
export function splitJoinedResult(line: string): [string, string] | null {
  if (!line.includes(' ⎿')) return null;
  const t = line.trimStart();
  if (!isHeader(t) && !SLASH_COMMAND_RE.test(t)) return null;
  const m = JOINED_RESULT_RE.exec(t);
  if (m === null) return null;
  return [t.slice(0, m.index), `  ⎿  ${t.slice(m.index + m[0].length)}`];
}

function underCall(state: RecordState): boolean {
  const first = state.lines?.[0];
  return first !== undefined && isHeader(first);
}

/**
 * A result row whose `⎿` the copy lost: `Error: <text>` one space in, right under a call header whose arguments are
 * closed (`● figma-mcp - get_figma_data (MCP)(fileKey: "…")` / ` Error: Error fetching file: …`:
 * GLips/Figma-Context-MCP#201). Claude Code begins no other row under a header with `Error: ` (a wrapped argument
 * continues `key: value` inside the open parenthesis), so with the header's parenthesis closed the line is that
 * call's ending as its `⎿` row would be (blank lines between allowed, as for the `⎿` row).
 */
const LOST_GLYPH_ERROR_RE = /^\s{1,6}Error: \S/;
function headerClosed(state: RecordState): boolean {
  if (!underCall(state)) return false;
  const text = state.lines!.join(' ').trimEnd();
  if (!text.endsWith(')')) return false;
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
  }
  return depth === 0;
}

function start(line: string, _tz: unknown, state: RecordState): HostLine | null {
  const lost = LOST_GLYPH_ERROR_RE.test(line) && headerClosed(state) ? line.trim() : null;
  const r = lost === null ? RESULT_RE.exec(line) : null;
  if (r !== null || lost !== null) {
    const text = lost ?? r![1]!.trim();
    // Only the first result line under an MCP header is the call's ending (a second `⎿` block under
    // the same call is a hook's or a note's).
    if (underCall(state)) {
      const h: HostLine = { at: null, msg: `⎿ ${text}` };
      // A tool result with isError is shown as `Error: <the result's text>`: the text is the server's,
      // relayed, as a `Server stderr:` line is in the debug log (formats/claude-code.ts).
      if (text.startsWith('Error: ') && !HOST_WORDS_RE.test(text.slice(7))) h.from = 'server';
      return h;
    }
    // A paste cut to the result (it opens with the `⎿` line, nothing above it) whose error is the MCP SDK's own words for
    // the exchange: the call header was left out, the line is still an MCP call's ending, as only a tool call's result
    // carries the SDK's request error ("⎿  Error: Streamable HTTP error: Error POSTing to endpoint: {…Session not
    // found…}" after the server's idle timeout closed the session: impworks/bonsai#327).
    if (state.lines === null && ORPHAN_CALL_ERROR_RE.test(text)) return { at: null, msg: `⎿ ${text}` };
    return { at: null, msg: text };
  }
  const t = line.trim();
  // A glyph-less header starts a call even where it is indented (nested under a subagent's line).
  if (BARE_HEADER_RE.test(t)) return { at: null, msg: t };
  if (indented(line)) return null;
  if (TURN_RE.test(t)) return { at: null, msg: t };
  // Other margin text continues the record (a wrapped header pasted without its indentation), unless
  // a blank line came first.
  if (state.lines !== null && !state.blankSince) return null;
  return { at: null, msg: t };
}

/**
 * A call header (a grammar only Claude Code's transcript writes) is strong; `⎿` result lines alone
 * are Claude Code's too but say less (a paste cut to its results: fosdickio/binary_ninja_mcp#16).
 */
function sniff(head: readonly string[]): number {
  let headers = 0;
  let results = 0;
  let notices = 0;
  let own = 0;
  for (const l of head) {
    // A result joined onto the line of what it answers (a slash command's, as a call header's: splitJoinedResult)
    // counts as the result it is.
    const parts = splitJoinedResult(l) ?? [l];
    for (const part of parts) {
      const s = part.trimStart();
      const r = RESULT_RE.exec(s);
      if (isHeader(s)) headers++;
      else if (r !== null) {
        results++;
        // A result in one of Claude Code's own sentences (a slash command's outcome: `⎿  Tried reconnecting to <server>,
        // but the connection failed: …`, anthropics/claude-code#65198) is Claude Code's transcript beyond doubt.
        if (readSaid(claudeCodeOwnPhrases, r[1]!.trim()) !== null) own++;
      } else if (NOTICE_RE.test(s)) notices++;
    }
  }
  if (headers > 0) return 0.9;
  if (own > 0) return 0.8;
  if (results === 0) return notices > 0 ? 0.6 : 0;
  return results >= 2 ? 0.6 : 0.45;
}

const transcriptRecords = recordReader({
  name: 'claude-code-transcript',
  title: 'Claude Code terminal transcript (`⏺ server - tool (MCP)(…)` / `⎿  …`)',
  clock: 'none',
  host: 'claude-code',
  self: 'client',
  phrases: [...claudeCodeTranscriptPhrases, ...claudeCodePhrases],
  sniff,
  start: start as Parameters<typeof recordReader>[0]['start'],
  // Two identical calls in a row are two calls.
  doubledLines: false,
  part(line: string) {
    return { text: line.trim(), wrapped: false };
  },
});

export const claudeCodeTranscript: Reader = {
  ...transcriptRecords,
  open(ctx) {
    const sink = transcriptRecords.open(ctx);
    return {
      ...sink,
      line(text: string, no: number) {
        const parts = splitJoinedResult(text);
        if (parts === null) return sink.line(text, no);
        // Two records on one line: the line made an event when either record did.
        const first = sink.line(parts[0], no);
        const second = sink.line(parts[1], no);
        return first === 'event' ? first : second;
      },
      end: () => sink.end(),
    };
  },
};
