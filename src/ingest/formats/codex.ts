/**
 * Codex CLI as users paste it: the TUI's rendering (no clock) — `• Called <server>.<tool>(<args>)`,
 * `  └ Error: tool call error: tool call failed for `<server>/<tool>`` with its indented
 * `Caused by:` chain, `⚠ MCP client for `<name>` timed out after 10 seconds. …` with its TOML hint
 * — `codex exec`'s text progress for a call, and the Codex VS Code extension's output channel, whose
 * `[CodexMcpConnection]` lines relay codex_core's messages inside `message="…"` with `\n` and `\"` escaped (VS Code stamp, local time).
 */
import { codexPhrases, JOB_CALL_RE, JOB_END_RE } from '../hosts/codex.js';
import { parseIsoUtc, parseLocalStamp } from '../time.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader, type RecordState } from './host-records.js';
import { SAYS_MCP_RE } from './says-mcp.js';

const VSCODE_RE = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) \[(\w+)\] (.*)$/;
/**
 * codex_core's own tracing lines, as its log file and the app-server's stderr print them: an RFC 3339 UTC stamp
 * with microseconds, the level, the target (`2026-06-24T02:33:13.356060Z ERROR codex_core::session: …`:
 * t8y2/dbx#1690).
 */
const TRACING_RE = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?Z\s+(TRACE|DEBUG|INFO|WARN|ERROR)\s+[\w:]+:\s+(.*)$/;
/**
 * The same tracing lines with their stamps left out, as a reporter excerpts the extension's log: the level first, then
 * Codex's or rmcp's target ('WARN codex_rmcp_client::http_client_adapter: streamable HTTP post_message failed' over
 * its indented fields, 'ERROR rmcp::transport::worker: worker quit with fatal: …': openai/codex#40766).
 */
const BARE_TRACING_RE = /^(TRACE|DEBUG|INFO|WARN|ERROR) +((?:codex_\w+|rmcp)(?:::\w+)+): +(.*)$/;
/**
 * Rows of Codex's SQLite log (logs_2.sqlite) as a reporter condenses them: the row's time of day to the millisecond, two
 * spaces, then the span and its fields with '...' where the reporter cut them, and the event's message ('07:43:12.030
 * server_name=context7 ... Service initialized as client', its fields on indented lines under it; 'thread/start ...
 * server_name=context7 ... task cancelled': openai/codex#37418). No level, no target: the row is read by its words.
 */
const SQLITE_ROW_RE = /^(\d\d):(\d\d):(\d\d)\.(\d{3}) {2,}(\S.*)$/;
/**
 * Codex Desktop's own log (the Electron app, `codex-desktop-….log`): an ISO UTC stamp, the level in lower case, the
 * component in brackets when it has one, then the event and its key=value fields ('2026-07-06T22:08:17.537Z info
 * [StdioConnection] stdio_transport_spawned argsCount=2 …': openai/codex#29868; '… error Received item/started for
 * unknown conversation …': openai/codex#25779). Reporters keep the time of day alone ('08:07:49.087
 * mcp_request_timeout method=thread/start timeoutMs=30000': openai/codex#30348); a line so cut is read by its stamp
 * only when it is one of the renderer's request events (DESKTOP_EVENT_RE), which hosts/codex.ts reads.
 */
const DESKTOP_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) (trace|debug|info|warning|warn|error) (?:\[[\w.-]+\] )?(\S.*)$/;
/** One of the renderer's request events cut to the time of day, one space after it; its groups are SQLITE_ROW_RE's. */
const DESKTOP_EVENT_RE = /^(\d\d):(\d\d):(\d\d)\.(\d{3}) ((?:mcp_request_timeout|response_routed|No promise for request ID)\b.*)$/;
/**
 * The Codex plugin for Claude Code's job log (codex-companion's appendLogLine): each line '[<ISO>] <message>', the stamp
 * `Date.toISOString()`, UTC to the millisecond. Reporters cut it to the time of day and keep its Z ('[21:18:25.543Z]
 * Calling xcode/XcodeListWindows.': openai/codex-plugin-cc#250), or replace it with an ellipsis ('[...] Calling
 * my-server/my.tool.': openai/codex-plugin-cc#640), the line then read without a clock.
 */
const JOB_LOG_RE = /^\[(?:(?:(\d{4})-(\d\d)-(\d\d)T)?(\d\d):(\d\d):(\d\d)\.(\d{3})Z|\.{3}|…)\] (\S.*)$/;
/**
 * Whether the head holds the job log's call lines (hosts/codex.ts JOB_CALL_RE, JOB_END_RE: the plugin words only an MCP
 * call's item so, the '<server>/<tool>' pair and the closing period): one under the log's own stamp, or a start and an
 * end of the same call. A stamp elided to '[...]' is the reporter's edit, no clock of the log's, and an ellipsis in
 * brackets opens lines of any text, so such a line counts as one pasted bare: its call's start and end must both be
 * there, as they are in openai/codex-plugin-cc#640 (and bare in #641).
 */
function jobLogCall(head: readonly string[]): boolean {
  const starts = new Set<string>();
  const ends = new Set<string>();
  for (const l of head) {
    const j = JOB_LOG_RE.exec(l);
    const msg = j === null ? l.trim() : j[8]!;
    const stamped = j !== null && j[4] !== undefined;
    const call = JOB_CALL_RE.exec(msg);
    if (call !== null && stamped) return true;
    if (call !== null) starts.add(`${call.groups!.server}/${call.groups!.target}`);
    const end = JOB_END_RE.exec(msg);
    if (end !== null && stamped) return true;
    if (end !== null) ends.add(`${end.groups!.server}/${end.groups!.target}`);
  }
  for (const pair of starts) if (ends.has(pair)) return true;
  return false;
}

/**
 * What marks such rows as Codex's: the `server_name=` field Codex's MCP client puts on its spans (rmcp's own spans carry
 * none) on an rmcp event of the service's life, or codex-mcp's runtime words for a server still starting.
 */
const SQLITE_STRONG_RE = /\bserver_name=\S+ .*(?:Service initialized as client|task cancelled|quit_reason=)|\bmcp\.runtime\.\w+|omitting pending optional MCP server/;
/**
 * Codex's own words. `tool call error: tool call failed for `<server>/<tool>`` is codex_core's error for
 * a failed MCP call wherever it is pasted: under the TUI's `└ Error:`, bare from the desktop app
 * (openai/codex#18977, #18486), inside the CLI's `[WARN] MCP tool call error: "…"` line (openai/codex#7155),
 * in servers' threads (Nimblesite/Deslop#252, zereight/gitlab-mcp#501). The start-up sentence names its server in
 * backticks, or bare or quoted in other builds and retyped quotes (hosts/codex.ts SERVER_NAME: openai/codex#6020,
 * UfoMiao/zcf#131); then the sentence's own words after it must be there too. The 0.146+ start-up summary 'MCP startup
 * interrupted. The following servers were not initialized: a, b' is Codex's too, and only that: it names no request, and
 * it is printed for servers that did initialize (startup-status events dropped and relabelled cancelled: openai/codex#36190,
 * #36486), so it says nothing of any initialize — as 'MCP startup incomplete (failed: …)' repeats the failures above it.
 */
const STRONG_RE = /\bmcp_request_timeout\b.* method=[\w/]+.* timeoutMs=\d|\[CodexMcpConnection\]|"type":\s*"mcp_tool_call(?:_begin|_end)?"|timed out awaiting [\w/]+ after \d|MCP client for `[^`]+` (?:timed out after|failed to start)|MCP client for ['"]?[^\s`'"]+['"]? (?:timed out after \d|failed to start: )|startup_timeout_sec|MCP startup incomplete|MCP startup interrupted\. The following servers were not initialized: |timed out handshaking with MCP server after \d|handshaking with MCP server failed:(?:\s|$)|codex_mcp::|codex_rmcp_client::|tool call error: tool call failed for `?[^`/\s]+\/[^`\s]+/;
/**
 * codex_core's tracing target: Codex's own core, which logs its model turns as well as its MCP client ('ERROR
 * codex_core::codex: needs_follow_up: false' on every normal `codex exec` completion: openai/codex#9309). It claims a
 * text only beside a word that says MCP (its besideMcp below; detect.ts applies the rule).
 */
const CORE_TARGET_RE = /codex_core::/;

/**
 * The cause chain anyhow prints under an error's `{:?}`: a blank line, `Caused by:` at the margin, the
 * causes indented under it. Pasted bare (openai/codex#18977) the heading sits at column 0: it still
 * belongs to the error above it — also when the reporter joined the single cause onto the heading's line
 * ('Caused by: timed out awaiting tools/call after 300s': taptap/instant-games-open-mcp#493).
 */
const CAUSED_BY_RE = /^Caused by:(?:\s|$)/;
/** The heading alone on its line, the cause to come on the next. */
const CAUSE_LOST_RE = /^Caused by:\s*$/;
/** A record that is codex_core's failed-call error, in any of the shapes read here. */
const FAILED_FOR_ANY_RE = /tool call failed for\b/;
/** codex_core's sentence for a required server that failed its handshake, and the app-server's wrapper around it. */
const REQUIRED_FAILED_RE = /required MCP servers failed to initialize: /;
const SESSION_WRAPPER_RE = /\bFailed to initialize session: required MCP servers failed to initialize: /;
const CALLED_RE = /^• Called [^\s.(]+\.[^\s(]+\(/;
/**
 * The header of a call too long for its line: '• Called' alone, the call on the '└ ' line under it, its arguments
 * wrapped on indented lines and what came back indented below them (Chrrxs/robloxstudio-mcp#71, justrach/codedb#278).
 * The two lines are one header (hosts/codex.ts CALLED).
 */
const CALLED_ALONE_RE = /^• Called\s*$/;
const CALL_LINE_RE = /^└ [^\s.(]+\.[^\s(]+\(/;
/** Whether `line` is the call under a header left alone on the line before (CALLED_ALONE_RE). */
function calledUnder(prev: string, line: string): boolean {
  return CALLED_ALONE_RE.test(prev) && CALL_LINE_RE.test(line.trimStart());
}
/**
 * The head of a finished call in a record's text, either layout (hosts/codex.ts CALLED), through the parenthesis that
 * opens its arguments.
 */
const CALL_HEAD_RE = /^• Called(?: |\n└ )[^\s.(]+\.[^\s(]+\(/;

/**
 * Where a rendered call's arguments end: the index just past the parenthesis that closes the one at `open`, every
 * bracket balanced and JSON strings (escapes included) skipped, so a ')' inside a string or a nested call is no end;
 * the TUI wraps inside strings as well as between members ('"instance_id":"place:[...]","' over 'pattern":…':
 * Chrrxs/robloxstudio-mcp#71). -1 when the text ends first (the arguments cut by the reporter, or the call still
 * being printed).
 */
export function callEnd(text: string, open: number): number {
  const closing: string[] = [];
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '(') closing.push(')');
    else if (ch === '[') closing.push(']');
    else if (ch === '{') closing.push('}');
    else if (ch === ')' || ch === ']' || ch === '}') {
      // A closer that is not the one awaited leaves the arguments unreadable: no end is claimed.
      if (closing.pop() !== ch) return -1;
      if (closing.length === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * A finished call's record as the catalogue reads it, what came back marked (the event keeps the record as written):
 * the TUI puts it on the '└ ' line under a one-line header, and under a call too long for the header's line (the call itself on the '└ ' line) it prints it indented below the
 * call's closing parenthesis (CALLED_ALONE_RE). The reader finds that parenthesis (callEnd) and puts the line after it
 * on a '└ ' line too, so both layouts hand the catalogue the same shape (hosts/codex.ts CALLED_RETURNED reads what
 * comes after the '└ ' that follows the call, never guessing the end from a ')' at a line's end, which a wrapped
 * argument may leave: '{"q":"f(a)' over '","n":2})'). A call whose end is not in the record is left as written.
 */
function recordText(lines: readonly string[]): string {
  const text = lines.join('\n');
  const head = CALL_HEAD_RE.exec(text);
  if (head === null) return text;
  const end = callEnd(text, head[0].length - 1);
  if (end < 0) return text;
  const below = /^[ \t]*\n(?!└)/.exec(text.slice(end));
  return below === null ? text : `${text.slice(0, end)}\n└ ${text.slice(end + below[0].length)}`;
}

/** A call's result line that is its failure: Codex prints the error there ('└ Error: tool call error: …'). */
const CALL_ERROR_RE = /^└\s*(?:Error\b|tool call error\b)/;
/**
 * `codex exec`'s plain-text progress for an MCP call (without --json): 'mcp: <server>/<tool> started', then the same
 * head with '(completed)' or '(failed)' (openai/codex#38794). Only Codex words a call that way.
 */
const EXEC_TEXT_RE = /^mcp: [^\s/]+\/\S+ (?:started|\((?:completed|failed)\))\s*$/;
/**
 * Its '(failed)' line, whose reason Codex prints on the next line: right under it ('mcp: py-repl/execute_python
 * (failed)' / 'user cancelled MCP tool call': openai/codex#29857) or after a blank line ("Error calling tool '<tool>':"
 * in openai/codex#38794). That line is the failed call's record (hosts/codex.ts codex/exec-text-mcp-*).
 */
const EXEC_FAILED_RE = /^mcp: [^\s/]+\/\S+ \(failed\)\s*$/;
/**
 * codex_core's failed-call error without the `tool call error:` prefix, as reporters quote it: the
 * `<server>/<tool>` pair in backticks ('tool call failed for `codegraph/codegraph_context`' over an indented
 * 'Caused by:' chain: openai/codex#28704) — no other host words a failed call that way; or the pair bare
 * when the quote itself is in backticks, with the anyhow `Caused by:` heading nearby ('- `tool call failed
 * for fak/fak_read`' / '- `Caused by: Transport closed`': anthony-chaudhary/fak#1445). The TUI wraps the long line
 * inside the backticks, leaving the line to end on the pair's slash ('tool call failed for `quint-code/' over an
 * indented 'quint_decide`': m0n0x41d/haft#21): a backtick, a name and a slash at the line's end are that error too.
 */
const FAILED_FOR_QUOTED_RE = /tool call failed for `[^`/\s]+\/(?:[^`\s]+`|\s*$)/;
const FAILED_FOR_BARE_RE = /tool call failed for [^`/\s]+\/[\w.-]+/;
/**
 * The same sentence wrapped by the TUI before its pair: 'tool call error: tool call failed for' ends the line and the
 * '<server>/<tool>' pair is the next line alone, bare (samanhappy/mcphub#524, Codex's TUI at its width, the pair's
 * backticks not in the copy). The two lines are one sentence: the pair is joined back onto it.
 */
const FAILED_FOR_OPEN_RE = /tool call failed for(?: `)?\s*$/;
const PAIR_LINE_RE = /^`?[^`/\s]+\/[\w.-]+`?\s*$/;
/** Whether `line` is the pair of a 'tool call failed for' that the line before left open (FAILED_FOR_OPEN_RE). */
function wrappedPair(prev: string, line: string): boolean {
  return FAILED_FOR_OPEN_RE.test(prev) && PAIR_LINE_RE.test(line.trim());
}
/**
 * A line cut inside a parenthesis or a bracket of the error it prints, the rest at the margin below: reqwest's
 * 'HTTP status client error (400 Bad' over 'Request) for url (…)', rmcp's worker type '[rmcp::transport::worker::
 * WorkerTransport< rmcp::trar' cut where the TUI cut it, its bracket never closed (samanhappy/mcphub#524). Only under a
 * Codex error's record and only while the line before leaves one open: the next margin line is the same error.
 */
function leftOpen(prev: string): boolean {
  let paren = 0;
  let bracket = 0;
  for (const ch of prev) {
    if (ch === '(') paren++;
    else if (ch === ')') paren--;
    else if (ch === '[') bracket++;
    else if (ch === ']') bracket--;
  }
  return paren > 0 || (bracket > 0 && /^\[rmcp::/.test(prev.trimStart()));
}
/**
 * The anyhow heading, or a reporter's prose around the same chain: the error and its cause each in backticks, joined by
 * a lower-case 'caused by' ('Result: `tool call failed for codestory/ground` caused by `Transport closed`':
 * TheGreenCedar/CodeStory#441).
 */
const CAUSED_BY_ANY_RE = /(?:^|[\s`'"-])Caused by:|` caused by `/;
/**
 * `codex exec`'s human-readable output for an MCP call (codex-rs/exec event_processor_with_human_output.rs): 'tool
 * <server>.<tool>(<args>)' when the call begins, then '<server>.<tool>(<args>) success in 5.53s:' or '… failed in
 * 2.45s:' when it ends, the result pretty-printed under it — a CallToolResult as JSON, or the error's text when the
 * call itself failed (microsoft/playwright-mcp#1229). The duration is codex's format_duration: '850ms', '2.45s', '1m
 * 05s'. Only Codex words a call's end that way.
 */
const EXEC_HUMAN_BEGIN_RE = /^tool [^\s.(]+\.[^\s(]+\(/;
const EXEC_HUMAN_END_RE = /^[^\s.(]+\.[^\s(]+\(.*\) (?:success|failed) in (?:\d+ms|\d+(?:\.\d+)?s|\d+m \d+s):\s*$/;

/**
 * Whether `line` is still the body under an exec end line (EXEC_HUMAN_END_RE): its first line, or a line of the
 * pretty-printed JSON that line opened ('{' alone) until its closing '}' at the margin.
 */
function execBody(lines: readonly string[], line: string): boolean {
  if (!EXEC_HUMAN_END_RE.test(lines[0]!) || EXEC_HUMAN_BEGIN_RE.test(line) || EXEC_HUMAN_END_RE.test(line)) return false;
  if (lines.length === 1) return true;
  return lines[1]!.trim() === '{' && !lines.slice(2).some((l) => l.trimEnd() === '}');
}

/**
 * rmcp's send error as Codex prints it inside a failure ("Send message error Transport [rmcp::transport::worker::…]
 * error: <cause>, when send <step>"), broken over lines at the margin by the reporter's editor: 'Transport' alone and
 * the worker's type on a line of its own (netdata/netdata#22594). A line that is one of those pieces, or follows a
 * line that ends inside the sentence's head, continues the record above; a new record never starts with them. The
 * head also breaks right after 'handshaking with MCP server failed:' and after the bracketed worker type, 'error: …' on
 * the next line (openai/codex#26955, laid out over four lines in a text block). Reporters who cut the worker's long
 * type leave an ellipsis in its brackets ('Send message error Transport [...]' over 'Transport channel closed, when
 * send initialized notification': openai/codex#26072); the sentence is still open after it.
 */
/**
 * anyhow prints an error and its causes on one line, each after ': ' ("MCP startup failed: handshaking with MCP server
 * failed: connection closed: initialize response"). Codex Desktop's error view and reporters' text blocks break that
 * line at its colons, the rest at the margin: 'MCP client for `x` failed to start: MCP startup failed:' over
 * 'handshaking with MCP server failed: connection closed: initialize response:' over 'connection closed: initialize
 * response' (openai/codex#45379); 'error resuming thread: Fatal error: Failed to initialize session:' over 'required MCP
 * servers failed to initialize:' over '<name>: handshaking with MCP server failed:' over 'JSON-RPC error: -32602:
 * Invalid params' (openai/codex#36296). A line that ends on such a colon, after an error's words, leaves the chain open:
 * the margin line under it is the next link, unless it opens a sentence of its own (a TUI mark, another server's
 * start-up line, a call). The link is joined with a space, as Codex printed it.
 */
const CHAIN_OPEN_RE = /\b(?:failed|[Ee]rror|response|session|initialize)(?: [\w-]+)?:\s*$/;
const CHAIN_ERROR_WORDS_RE = /\b(?:failed|[Ee]rror|closed)\b/;
const OWN_SENTENCE_RE = /^(?:[⚠•└■›]|MCP client for |MCP startup (?:incomplete|interrupted)|mcp: |tool |Caused by:)/;

/** Whether `line` is the next link of an error chain broken at its colon on the line before (CHAIN_OPEN_RE). */
function chainLink(prev: string, line: string): boolean {
  return !indented(line) && CHAIN_OPEN_RE.test(prev) && CHAIN_ERROR_WORDS_RE.test(prev) && !OWN_SENTENCE_RE.test(line.trimStart());
}

const RMCP_PIECE_RE = /^(?:Transport\s*$|\[rmcp::)/;
const RMCP_OPEN_RE =
  /(?:\bSend message error(?: Transport)?(?: \[(?:\.{3}|…)\])?|\bhandshaking with MCP server failed:|^\[rmcp::\S*\])\s*$/;

function start(line: string, tz: Parameters<typeof parseLocalStamp>[1], state: RecordState): HostLine | null {
  const v = VSCODE_RE.exec(line);
  if (v !== null) {
    let msg = v[3]!.replace(/^\[CodexMcpConnection\]\s*/, '');
    if (msg.includes('\\n') || msg.includes('\\"')) msg = msg.replace(/\\\\n|\\n/g, '\n').replace(/\\\\"|\\"/g, '"');
    return { at: parseLocalStamp(line, tz), level: v[2]!.toLowerCase(), msg };
  }
  // The ISO-stamped layouts (codex_core's tracing, the Desktop app's log): a '-' after the year.
  if (line.charCodeAt(4) === 45 /* - */) {
    const r = TRACING_RE.exec(line);
    if (r !== null) {
      const ms = r[7] !== undefined ? Number(r[7].slice(0, 3).padEnd(3, '0')) : 0;
      return { at: Date.UTC(+r[1]!, +r[2]! - 1, +r[3]!, +r[4]!, +r[5]!, +r[6]!, ms), level: r[8]!.toLowerCase(), msg: r[9]!.trim() };
    }
    const d = DESKTOP_RE.exec(line);
    if (d !== null) return { at: parseIsoUtc(d[1]!), level: d[2] === 'warning' ? 'warn' : d[2]!, msg: d[3]!.trim() };
  }
  // The time-of-day layouts (the SQLite rows, the renderer's request events): a ':' after the hour.
  if (line.charCodeAt(2) === 58 /* : */) {
    const q = SQLITE_ROW_RE.exec(line) ?? DESKTOP_EVENT_RE.exec(line);
    if (q !== null) return { at: tz.toEpoch(1970, 1, 1, +q[1]!, +q[2]!, +q[3]!, +q[4]!), msg: q[5]!.trim() };
  }
  // The plugin's job log: a '[' before the hour or the year.
  if (line.charCodeAt(0) === 91 /* [ */) {
    const j = JOB_LOG_RE.exec(line);
    if (j !== null) {
      const at =
        j[4] === undefined ? null : j[1] !== undefined ? Date.UTC(+j[1], +j[2]! - 1, +j[3]!, +j[4], +j[5]!, +j[6]!, +j[7]!) : Date.UTC(1970, 0, 1, +j[4], +j[5]!, +j[6]!, +j[7]!);
      return { at, msg: j[8]!.trim() };
    }
  }
  const b = BARE_TRACING_RE.exec(line);
  if (b !== null) return { at: null, level: b[1]!.toLowerCase(), msg: b[3]!.trim() };
  const t = line.trimStart();
  if (t.startsWith('└ ')) {
    // The call under a header left alone on the line before is that header's record (calledUnder).
    if (state.lines !== null && state.lines.length === 1 && !state.blankSince && calledUnder(state.lines[0]!, line)) return null;
    // The result under a finished call's header is the call's own record (hosts/codex.ts codex/called-returned);
    // an error under it stays a record of its own, read as the announced call's failure.
    if (state.lines !== null && !state.blankSince && CALLED_RE.test(state.lines[0]!) && !state.lines.some((l) => l.startsWith('└')) && !CALL_ERROR_RE.test(t)) {
      return null;
    }
    return { at: null, msg: t.slice(2).trim() };
  }
  if (indented(line)) return null;
  if (state.lines !== null && !state.blankSince && execBody(state.lines, line)) return null;
  if (state.lines !== null && state.lines.length === 1 && EXEC_FAILED_RE.test(state.lines[0]!) && !EXEC_TEXT_RE.test(line) && !STRONG_RE.test(line) && !CORE_TARGET_RE.test(line)) {
    return null;
  }
  if (state.lines !== null && CAUSED_BY_RE.test(line)) return null;
  const last = state.lines?.[state.lines.length - 1] ?? '';
  if (state.lines !== null && wrappedPair(last, line)) return null;
  // The cause under a bare 'Caused by:' heading, its indentation lost in the copy (samanhappy/mcphub#524), and an error's
  // line cut inside its parenthesis or rmcp's bracket: the same record. Under a failed call's record alone (its first
  // line, tested once for both).
  if (state.lines !== null && !state.blankSince && (CAUSE_LOST_RE.test(last) || (leftOpen(last) && !OWN_SENTENCE_RE.test(line.trimStart()))) && FAILED_FOR_ANY_RE.test(state.lines[0]!)) {
    return null;
  }
  // The app-server's restatement of codex_core's failed required server, right under it: the same handshake
  // (hosts/codex.ts codex/required-failed-to-initialize; t8y2/dbx#1690).
  if (state.lines !== null && SESSION_WRAPPER_RE.test(line) && state.lines.some((l) => REQUIRED_FAILED_RE.test(l))) return null;
  if (state.lines !== null && (RMCP_PIECE_RE.test(line) || RMCP_OPEN_RE.test(state.lines[state.lines.length - 1] ?? ''))) return null;
  if (state.lines !== null && !state.blankSince && chainLink(state.lines[state.lines.length - 1] ?? '', line)) return null;
  return { at: null, msg: line.trim() };
}

function sniff(head: readonly string[]): number {
  let strong = 0;
  let called = 0;
  let failedFor = 0;
  let causedBy = 0;
  for (let i = 0; i < head.length; i++) {
    const l = head[i]!;
    // The sentence wrapped before its pair (wrappedPair): read as the line it was.
    const joined = i + 1 < head.length && wrappedPair(l, head[i + 1]!) ? `${l.trimEnd()} ${head[i + 1]!.trim()}` : null;
    if (joined !== null && STRONG_RE.test(joined)) strong++;
    else if (joined !== null && FAILED_FOR_BARE_RE.test(joined)) failedFor++;
    if (STRONG_RE.test(l) || SQLITE_STRONG_RE.test(l) || FAILED_FOR_QUOTED_RE.test(l) || EXEC_TEXT_RE.test(l) || EXEC_HUMAN_END_RE.test(l)) strong++;
    else if (CALLED_RE.test(l) || EXEC_HUMAN_BEGIN_RE.test(l) || (i + 1 < head.length && calledUnder(l, head[i + 1]!))) called++;
    else if (FAILED_FOR_BARE_RE.test(l)) failedFor++;
    if (CAUSED_BY_ANY_RE.test(l)) causedBy++;
  }
  if (strong > 0 || jobLogCall(head)) return 0.95;
  if (failedFor > 0 && causedBy > 0) return 0.85;
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
  // Codex's own lines only: detection cuts what another host relays behind its label for a server's stderr before this
  // sniff (detect.ts sniffScore: Codex run as Warp's stdio server, warpdotdev/warp#6419), as for every besideMcp.
  besideMcp: { words: SAYS_MCP_RE, sniff: (head) => (head.some((l) => CORE_TARGET_RE.test(l)) ? 0.95 : 0) },
  start,
  part: (line, prev) => ({ text: line.trim(), wrapped: chainLink(prev, line) || wrappedPair(prev, line) }),
  sayText: recordText,
  // The TUI prints a server's start-up failure ('MCP client for `<s>` failed to start: …') once per start of Codex, and
  // the app-server's restatement of a required server's is one record with it (start): the same sentence again for that
  // server is a later start, as a reporter's runs with changed config blocks between them (upstash/context7#575). Not
  // `codex exec --json`'s error event, which repeats the tracing line's failure of the same start (stravu/crystal#216).
  startsAgain: (said, text) =>
    (said.phrase === 'codex/startup-failed' || said.phrase === 'codex/startup-request-timed-out') && !text.trimStart().startsWith('{'),
});
