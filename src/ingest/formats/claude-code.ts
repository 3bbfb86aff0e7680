/**
 * Claude Code's MCP logs (shared/reference/hosts-in-the-wild.md §1, log-formats.md §2.3):
 *
 *   debug file   `<ISO UTC ms Z> [DEBUG|ERROR|WARN|INFO] <words>`   (`~/.claude/debug/<session>.txt`)
 *   console      `[DEBUG] <words>`, no stamp                         (`claude --debug`, `claude mcp list --debug`)
 *   mcp-logs     `{"error"|"debug": "<words>", "timestamp": "<ISO>", "sessionId": …, "cwd": …}` one per
 *                line, or pretty-printed inside a JSON array as reporters paste them (utensils/mcp-nixos#31)
 *
 * MCP lines name their server first, `MCP server "<name>": <words>` (plugin servers
 * `plugin:<plugin>:<server>`). No JSON-RPC bodies: requests exist only as the catalogue's
 * sentences (`hosts/claude-code.ts`). Lines without a header (Node stack frames, TUI box lines)
 * continue the previous event.
 */
import { claudeCodeOwnPhrases, claudeCodePhrases } from '../hosts/claude-code.js';
import { boundRuns } from '../../bounded-runs.js';
import { readSaid } from '../hosts/phrase.js';
import { parseIsoUtc } from '../time.js';
import type { Reader, ZoneResolver } from '../types.js';
import { ENDS_IN_COLON_RE, hostLineReader, type HostLine } from './host-lines.js';

/**
 * A line with no header that goes on with the line above it, in a copy wrapped for reading:
 * - an error's own opening, its class and colon (`McpError: MCP error -32001: …`), under a sentence broken after its
 *   label's colon (anthropics/claude-agent-sdk-typescript#122);
 * - the body the TypeScript SDK quotes after `Error POSTing to endpoint:` (its `StreamableHTTPError` message is the
 *   sentence, a colon, then the server's text), alone on the next line as one JSON object (`{"jsonrpc":…}`), under a
 *   line ending in that colon;
 * - the rest of that sentence, `endpoint[ (HTTP nnn)]: …`, under a line cut after `Error POSTing to` (the debug file's
 *   `Tool 'x' failed after 0s: Streamable HTTP error: Error POSTing to` / `endpoint: {…}`: anthropics/claude-code#21721).
 * Only these go on, so a stack's frames and a reporter's prose under a line stay lines of their own; which line above
 * each may go on is WRAPS_AFTER_RE's to say.
 */
const WRAPPED_ERROR_RE = /^\s*(?:(?:[A-Z][A-Za-z]*Error|Error): \S|\{".*\}\s*$|endpoint(?: \(HTTP \d{3}\))?: \S)/;
/** The line above a wrapped one: a sentence ending in its label's colon, or the SDK's POST sentence cut before `endpoint`. */
const WRAPS_AFTER_RE = new RegExp(`${ENDS_IN_COLON_RE.source}|\\bError POSTing to\\s*$`);

/**
 * The level may be empty: a reporter's export of the debug log prints `[]` where the level was
 * (`2026-07-18T17:40:20.339Z [] Calling MCP tool: x`, anthropics/claude-code#78911).
 */
const STAMPED_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) \[(DEBUG|ERROR|WARN|INFO|TRACE)?\] ?(.*)$/;
const LEVEL_RE = /^\[(DEBUG|ERROR|WARN|INFO|TRACE)\] ?(.*)$/;
/**
 * A reporter's trimmed timeline of the debug log: the stamp cut to the time of day and the level dropped, the
 * words after a dash or a gap (`09:50:32 — Tool 'x' still running (30s elapsed)`, anthropics/claude-code#55992;
 * `17:52:50.878  Calling MCP tool: x`). A fixed day keeps order and gaps. The cut stamp may keep the debug file's `Z`
 * with the level dropped (`23:36:46.163Z  Connection timeout triggered after 30003ms (limit: 30000ms)`:
 * WingedGuardian/GENesis-AGI#1973): that clock is UTC, whatever zone the reader was given (group 5).
 */
const TIME_ONLY_RE = /^(\d\d):(\d\d):(\d\d)(?:\.(\d{1,3}))?(Z?)(\s+[—–-]\s+|\s+)(\S.*)$/;
const SERVER_RE = /^MCP server "([^"]+)"/;
/**
 * GitHub Copilot CLI's process log writes the same upper-case levels (`[ERROR] `, `[INFO] `), with or without its
 * ISO stamp, but in its own words: it names the server after "MCP client for" / "MCP transport for" and quotes it in
 * single quotes (`[ERROR] MCP transport for x closed`, `[ERROR] Failed to start MCP client for x: …`, `Starting MCP
 * client for x`: github/copilot-cli#3701; `MCP client for x connected, took 418ms`, `Successfully started MCP server
 * 'x'`, `Found 9 MCP tools from server 'x'`: github/copilot-cli#2892). Claude Code writes `MCP server "x": …`: such a
 * line is another client's, not Claude Code's shape. So is OpenClaw's bundled client's connect deadline, which opens
 * as Claude Code's lines do, `MCP server "x" timed out: did not complete initialize within 30s`, on a line of its own
 * when its console wraps the record's error chain under its words (openclaw/openclaw#144911): Claude Code says its
 * connect timeout as `Connection to MCP server "x" timed out after 30000ms`.
 */
const OTHER_CLIENT_WORDS_RE = /^(?:(?:Failed to start|Starting(?: remote)?|Started|Creating|Connecting) MCP client for |MCP (?:client|transport) for \S+ (?:closed|connected)\b|Successfully started MCP server '|Found \d+ MCP tools from server '|MCP server "[^"]+" timed out: did not complete initialize within \d)/;
/**
 * The debug file's line with the date cut from its stamp by the reporter, the `Z`, level and words kept
 * (`11:06:07.959Z [DEBUG] MCP server "x": Tool 'y' completed successfully in 176ms`: anthropics/claude-code#51103). The
 * clock is still UTC: read on a fixed day (1970-01-01), which keeps order and gaps.
 */
const TIME_Z_RE = /^\d\d:\d\d:\d\d(?:\.\d{1,3})?Z \[(?:DEBUG|ERROR|WARN|INFO|TRACE)?\]/;
/** The line with a date-cut stamp given the fixed day back (TIME_Z_RE); any other line as it is. */
function dayless(s: string): string {
  return TIME_Z_RE.test(s) ? `1970-01-01T${s}` : s;
}
/**
 * A pretty-printed mcp-logs entry's text member: `"error": "…",`. The string may be cut, its closing
 * quote gone with the reporter's `...` (`"debug": "Error stack: McpError: … at ChildProcess.<anonymous> (...)\n    ...\"`,
 * microsoft/playwright-mcp#658): group 3 is the closing quote when there is one.
 */
const MEMBER_RE = /^\s*"(error|debug)": ("(?:[^"\\]|\\.)*)("\s*,?)?\s*$/;
/**
 * The same member after the reporter's own words on its line, its braces and the lines before it not pasted
 * ("I get. The main issue is    \"debug\": \"Error stack: McpError: … cli.js:1336:15216)…\",": docker/mcp-gateway#49).
 * Read only when the member's text is Claude Code's (its bundle's frame, one of its sentences): prose that quotes
 * a `"debug":` of something else stays prose.
 */
function proseMember(s: string): RegExpExecArray | null {
  const i = s.search(/\s"(?:error|debug)": "/);
  if (i <= 0) return null;
  const m = MEMBER_RE.exec(s.slice(i));
  if (m === null) return null;
  if (OWN_FRAME_RE.test(m[2]!)) return m;
  const text = memberText(m);
  return text !== null && readSaid(claudeCodeOwnPhrases, text) !== null ? m : null;
}
/**
 * The member as a reporter retyped it, the quotes of the JSON it quotes left unescaped (`"error": "Failed to fetch tools:
 * Error POSTing to endpoint: {"id":1,"jsonrpc":"2.0","result":{…}}"`: anthropics/claude-code#91812), so it is no JSON
 * string: its text is everything between the first and the last quote, read only when that text is one of Claude Code's
 * sentences (the row that reads it is Claude Code's own, or the SDK's error under its "Connection error: " label), so a
 * `"debug":` of another program stays as it is.
 */
const RAW_MEMBER_RE = /^\s*"(error|debug)": "(.*)"\s*,?\s*$/;
function rawMember(s: string): { kind: string; text: string } | null {
  const m = RAW_MEMBER_RE.exec(s);
  if (m === null) return null;
  const text = m[2]!;
  const said = readSaid(claudeCodePhrases, text);
  // Its own rows, or the SDK's error it relays under its own label ("Connection error: <the SDK's words>").
  const own = said !== null && (said.phrase.startsWith('claude-code/') || text.startsWith('Connection error: '));
  return own || readSaid(claudeCodeOwnPhrases, text) !== null ? { kind: m[1]!, text } : null;
}
/**
 * Claude Code's own bundle in a stack frame: the npm package's (`file:///C:/Users/<u>/…/@anthropic-ai/claude-code/cli.js:1336:15216`)
 * or, from the native (Bun-compiled) builds of 2.1, its embedded file system's (`at send (/$bunfs/root/src/entrypoints/cli.js:1848:5998)`:
 * anthropics/claude-code#70340, #46158).
 */
const OWN_FRAME_RE = /@anthropic-ai[\\/]claude-code[\\/]cli\.js|\$bunfs[\\/]root[\\/]src[\\/]entrypoints[\\/]cli\.js/;

/**
 * The Errors block of a report filed from inside Claude Code (`/bug`): a JSON array of `{"error": "<text and
 * stack>", "timestamp": "<ISO>"}` on one line (anthropics/claude-code#70340, #4415, #12208), often cut where the
 * reporter's paste or the issue body ended. An entry's text is read up to its first line break (the stack
 * follows).
 */
const ERRORS_ENTRY_RE = /\{"error":("(?:[^"\\]|\\.)*")(?:,"timestamp":"([^"]+)")?/g;
/** Entries read from one block at most: a session's errors, not a log. */
const ERRORS_MAX = 64;
function errorsBlock(s: string): HostLine | null {
  if (!s.startsWith('[{"error":"')) return null;
  let first: HostLine | null = null;
  const read: HostLine[] = [];
  for (const m of s.matchAll(ERRORS_ENTRY_RE)) {
    let text: string;
    try {
      text = JSON.parse(m[1]!) as string;
    } catch {
      continue;
    }
    const nl = text.indexOf('\n');
    const words = (nl < 0 ? text : text.slice(0, nl)).replace(/^Error: /, '');
    const at = m[2] === undefined ? null : parseIsoUtc(m[2]);
    const h = line(words, at !== null && Number.isNaN(at) ? null : at, 'error');
    h.listed = true;
    // The block lists every error of the session: each one a row reads is a failure of its own (five connector calls
    // that each ended 'The operation timed out.', minutes apart: anthropics/claude-code#56838).
    if (readSaid(claudeCodePhrases, words) !== null) {
      read.push(h);
      if (read.length === ERRORS_MAX) break;
    }
    first ??= h;
  }
  if (read.length > 0) {
    const h = read[0]!;
    if (read.length > 1) h.more = read.slice(1);
    return h;
  }
  if (first !== null) return first;
  // The first entry cut inside its own text, before the string closes (a stored copy that ends mid-entry:
  // anthropics/claude-code#86846): its text is read to where the paste ends.
  const cut = ERRORS_CUT_RE.exec(s);
  if (cut === null) return null;
  let text: string;
  try {
    text = JSON.parse(`${cut[1]!.replace(/\\$/, '')}"`) as string;
  } catch {
    return null;
  }
  const nl = text.indexOf('\n');
  const h = line((nl < 0 ? text : text.slice(0, nl)).replace(/^Error: /, ''), null, 'error');
  h.listed = true;
  return h;
}

/** The block's first entry whose text runs to the end of the line, its closing quote cut away. */
const ERRORS_CUT_RE = /^\[\{"error":("(?:[^"\\]|\\.)*)$/;

/**
 * The Claude Code extension's output channel relays the CLI's stderr line by line after the editor's own stamp
 * and level: `2026-02-04 18:37:49.574 [info] From claude: 2026-02-05T02:37:49.573Z [ERROR] MCP server "claude-vscode"
 * Failed to fetch tools: …` (anthropics/claude-code#23248, in Cursor; #20632). The relayed line is read as Claude
 * Code's own, with its own UTC stamp. Not one of the stderr relay labels (relay-label.ts): there the relayed words
 * are a server's, quoted in the relaying client's log and cut away before a reader's sniff, while here they are the
 * very program this reader reads (the extension's channel holds nothing else of note), so they must stay; and the
 * grammar is the editor's stamp and level before `From claude:`, not a label naming a stream.
 */
const RELAY_RE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \[(?:info|warning|error|debug|trace)\] From claude: (.*)$/;

/** A markdown quote around one of its sentences inside the reporter's prose (`> MCP server "x" tool "y" …`). */
const QUOTE_RE = /^(?:>\s?)+/;

/** A member's text; a cut string is closed where the paste ends. */
function memberText(m: RegExpExecArray): string | null {
  try {
    return JSON.parse(m[3] !== undefined ? `${m[2]!}"` : `${m[2]!.replace(/\\$/, '')}"`) as string;
  } catch {
    return null;
  }
}

function serverOf(msg: string): string | null {
  const m = SERVER_RE.exec(msg);
  return m === null ? null : m[1]!;
}

/**
 * Claude Code's error logger restating a failure a server's line just told: at `[ERROR]`, with no `MCP server "x": `
 * prefix, the error's class printed twice (the logger prints the error whose message already starts with its class:
 * `[ERROR] Error: Error: Streamable HTTP error: …` under `Tool 'x' failed after 0s: Streamable HTTP error: …`,
 * anthropics/claude-code#21721; `[ERROR] McpError: McpError: MCP error -32001: user-cancel`, anthropics/claude-code#60061;
 * `[ERROR] "TypeError: TypeError: fetch failed…`, anthropics/claude-agent-sdk-typescript#118). The line is that server's.
 */
const ECHO_RE = /^"?((?:[A-Z][A-Za-z]*)?Error): \1: \S/;

function line(msg: string, at: number | null, level?: string): HostLine {
  const h: HostLine = { at, msg, server: serverOf(msg) };
  if (level !== undefined) h.level = level;
  if (level === 'error' && h.server === null && ECHO_RE.test(msg)) h.serverAbove = true;
  // `MCP server "x" Server stderr: …` is the server's own output relayed by the host.
  if (msg.includes(' Server stderr: ')) h.from = 'server';
  return h;
}

/** An mcp-logs object's leading text member, read without parsing the rest of the line. */
const LOOSE_ENTRY_RE = /^\{\s*"(error|debug)"\s*:\s*("(?:[^"\\]|\\.)*")/;
const LOOSE_STAMP_RE = /"timestamp"\s*:\s*"([^"]+)"/;

/** An mcp-logs object on one line: its text, its stamp. */
function jsonEntry(s: string): HostLine | null {
  if (s.charCodeAt(0) !== 123) return null;
  if (!s.includes('"sessionId"')) return looseEntry(s);
  let o: unknown;
  try {
    o = JSON.parse(s);
  } catch {
    return looseEntry(s);
  }
  if (o === null || typeof o !== 'object') return null;
  const r = o as Record<string, unknown>;
  const text = typeof r['error'] === 'string' ? r['error'] : typeof r['debug'] === 'string' ? r['debug'] : null;
  if (text === null) return null;
  const at = typeof r['timestamp'] === 'string' ? parseIsoUtc(r['timestamp']) : null;
  return line(text, at, typeof r['error'] === 'string' ? 'error' : 'debug');
}

/**
 * An mcp-logs entry as reporters condense it: the text member kept, the rest elided or dropped
 * (`{"debug":"Calling MCP tool: x", ... "22:18:32.058Z"}`, SiderealPress/Lobster#2119). Its text
 * is read; a `"timestamp"` member, when one is left, gives the stamp.
 */
function looseEntry(s: string): HostLine | null {
  const m = LOOSE_ENTRY_RE.exec(s);
  if (m === null) return null;
  let text: string;
  try {
    text = JSON.parse(m[2]!) as string;
  } catch {
    return null;
  }
  const ts = LOOSE_STAMP_RE.exec(s);
  const at = ts === null ? null : parseIsoUtc(ts[1]!);
  return line(text, at !== null && Number.isNaN(at) ? null : at, m[1]!);
}

export function claudeCodeHeader(s: string, tz: ZoneResolver): HostLine | null {
  const c = s.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    s = dayless(s);
    const relay = s.includes(' From claude: ') ? RELAY_RE.exec(s) : null;
    if (relay !== null) return claudeCodeHeader(relay[1]!, tz);
    const m = STAMPED_RE.exec(s);
    if (m === null) {
      const t = TIME_ONLY_RE.exec(s);
      // A trimmed-timeline line has the reporter's dash after the time, or Claude Code's own sentence after
      // a gap. Other `HH:MM:SS words` lines are a server's stderr continuing under `Server stderr:` with its
      // own clock (`18:44:16 MCP - stdin end`, anthropics/claude-code#30147): they keep the host line's stamp.
      if (t === null || (!/[—–-]/.test(t[6]!) && readSaid(claudeCodePhrases, t[7]!) === null)) return null;
      const ms = t[4] !== undefined ? Number(t[4].padEnd(3, '0')) : 0;
      const at = t[5] === 'Z' ? Date.UTC(1970, 0, 1, +t[1]!, +t[2]!, +t[3]!, ms) : tz.toEpoch(1970, 1, 1, +t[1]!, +t[2]!, +t[3]!, ms);
      return line(t[7]!, at);
    }
    return line(m[3]!, parseIsoUtc(m[1]!), m[2]?.toLowerCase());
  }
  if (c === 91) {
    const m = LEVEL_RE.exec(s);
    return m === null ? errorsBlock(s) : line(m[2]!, null, m[1]!.toLowerCase());
  }
  if (c === 62) {
    const q = s.replace(QUOTE_RE, '');
    return namesServer(q) ? line(panelEntry(q), null) : null;
  }
  if (c === 77 && SERVER_RE.test(s)) return line(s, null);
  if (c === 123) return jsonEntry(s);
  const m = MEMBER_RE.exec(s) ?? proseMember(s);
  if (m !== null) {
    const text = memberText(m);
    if (text !== null) return line(text, null, m[1]!);
  }
  const raw = rawMember(s);
  if (raw !== null) return line(raw.text, null, raw.kind);
  if (m !== null) return null;
  // One of its sentences quoted on its own, without level or stamp (anthropics/claude-code#72), or
  // the client's transport error it relays as "Connection error: <the SDK's words>" with the
  // server prefix cut (anthropics/claude-code#62121).
  if (namesServer(s)) return line(panelEntry(s), null);
  if (s.startsWith('Connection error: ') && readSaid(claudeCodePhrases, s) !== null) return line(s, null);
  // The `/mcp` details view's `Issue:` row under a failed status (detailsSniff): the error the connect ended with, the
  // same words Claude Code relays as "Connection error: …" (lugia19/Claude-QoL#45).
  // Runs bounded: the lazy error then `\s*` would scan a long run of blanks again from each of its characters.
  const issue = DETAILS_ISSUE_RE.exec(boundRuns(s));
  if (issue !== null) {
    const said = `Connection error: ${issue[1]!}`;
    if (readSaid(claudeCodePhrases, said) !== null) return line(said, null);
  }
  // The error a server's connect ended with, printed alone as an error (`Error: Dynamic client registration failed:
  // HTTP 404` at startup: ref-tools/ref-tools-mcp#30): a line of its own when its words are about the connection. In a
  // stack's middle the same words still say the same connect failed. The /mcp details view of 2.0.x prints it as its
  // `Error:` row, indented by the view's one-space margin under ` Status: × failed` (xpzouying/x-mcp#5).
  const err = s.trimStart();
  if (err.startsWith('Error: ') && readSaid(claudeCodePhrases, err)?.scope === 'connection') return line(err, null);
  // An entry of a per-server mcp-logs file quoted as plain text, without its JSON wrapper and stamp: the file
  // is the server's, so its sentences do not name it (`Tool 'x' failed after 57s: …`, `STDIO connection
  // dropped after 279s uptime`: anthropics/claude-code#51073). Only Claude Code's own sentences, not the SDK's.
  if (ownSentence(s)) return line(s.trim(), null);
  return null;
}

/** A line that is one of Claude Code's own sentences from its start (not an SDK text other hosts print too). */
function ownSentence(s: string): boolean {
  const t = s.trim();
  return (readSaid(claudeCodeOwnPhrases, t) !== null && OWN_START_RE.test(t)) || TRANSPORT_NARRATION_RE.test(t) || CONNECT_NARRATION_RE.test(t) || MCP_COMMAND_TEXT_RE.test(t);
}

/**
 * Claude Code's narration of a remote server's connect, which says nothing about how a request ended (no row reads it;
 * the lines are claimed so they are known as Claude Code's): the reachability test it logs before connecting (`Testing
 * basic HTTP connectivity to <url>`: upstash/context7#801) and, from 2.1.27x, the era probe giving way to the legacy
 * handshake (`version negotiation probe failed on the http transport; reconnecting pinned legacy`). A commenter quoting
 * the debug log with the stamp, level and `MCP server "<name>": ` prefix cut (anthropics/claude-code#34982) leaves only
 * these words; the connect's own end follows in its `HTTP Connection failed after …` line. Whole, from the line's start.
 */
const CONNECT_NARRATION_RE = /^(?:Testing basic HTTP connectivity to \S+|version negotiation probe failed on the (?:http|sse|stdio|ws) transport; reconnecting pinned legacy)$/;

/**
 * What the `/mcp` command prints as text where it has no panel to draw (the VS Code extension's chat, 2.1.22x): the
 * servers' count by state and where the details are (`1 MCP server(s): 1 connected, 0 not connected, 0 disabled. Use
 * `/mcp` in the terminal for details.`), its usage line, and its refusal of `/mcp reconnect` while the terminal view it
 * needs is not mounted (`MCP controls aren't available right now — the terminal is still starting up or is showing another
 * view.`: anthropics/claude-code#87786, #79267, #83429). None of it is about a request: the counts do not say whether a connect
 * failed (`not connected` counts servers still pending or waiting for OAuth, #79267), and the refusal is the UI's, made before
 * any reconnect was tried. Claimed as Claude Code's words, read by no row. Only these sentences, whole, from the line's start.
 */
const MCP_COMMAND_TEXT_RE = /^(?:\d{1,4} MCP server\(s\): \d{1,4} connected, \d{1,4} not connected, \d{1,4} disabled\.(?: Use `\/mcp` in the terminal for details\.)?|Usage: \/mcp \[reconnect\|enable\|disable \[<server>\|all\]\]\. With no server name, applies to all\.|MCP controls aren['’]t available right now [—–-] the terminal is still starting up or is showing another view\.)$/;

/**
 * Claude Code's own narration of an HTTP server's transport reconnecting, which says nothing about a request (no row reads
 * it; the lines are claimed so they are known as Claude Code's): the SSE transport closing and the reconnect attempt, its
 * success (`SSE transport closed/disconnected, attempting automatic reconnection`, `SSE reconnection successful after 756ms
 * (attempt 1)`: anthropics/claude-code#46328), and the GET listening stream given up while POST goes on (`SSE GET-stream
 * reconnection exhausted; leaving transport up (POST still works)`, after the SDK's `Maximum reconnection attempts (2)
 * exceeded.`). The Streamable HTTP transport says the same with `HTTP` for `SSE`, and a server whose headers come from a
 * headersHelper command has it run again on the way (`Executing headersHelper to get dynamic headers`, `Successfully
 * retrieved 1 headers from headersHelper`, `HTTP reconnection successful after 795ms (attempt 1)`: the 2.1.117 mcp-logs a
 * commenter quoted in anthropics/claude-code#53267). Reporters quote them with the debug log's stamp, level and
 * `MCP server "<name>": ` prefix cut away (browseros-ai/BrowserOS#2705): only these sentences, whole, from the line's start.
 */
const TRANSPORT_NARRATION_RE = /^(?:(?:SSE|HTTP) transport closed\/disconnected, attempting automatic reconnection|(?:SSE|HTTP) reconnection successful after \d+ms \(attempt \d+\)|SSE GET-stream reconnection exhausted; leaving transport up \(POST still works\)|Executing headersHelper to get dynamic headers|Successfully retrieved \d{1,4} headers? from headersHelper)$/;

/** How Claude Code's per-server entries begin (hosts/claude-code.ts rows without the `MCP server "<name>": ` prefix). */
const OWN_START_RE = /^(?:Calling MCP tool: |Tool '|(?:STDIO|WS(?:-IDE)?) connection dropped\b|Closing transport \(|HTTP connection closed after |Starting connection with timeout of |(?:(?:SSE|HTTP) )?Connection (?:failed|timeout)\b|Successfully connected\b|SDK auth failed: )/;

/**
 * A line one of Claude Code's rows reads and that names the server: its words, not a stack frame. A
 * server-list entry is read without what the terminal drew around it (`panelEntry`).
 */
function namesServer(s: string): boolean {
  return readSaid(claudeCodePhrases, panelEntry(s))?.server !== undefined;
}

/**
 * A server-list entry as the terminal drew it, without the drawing: the box's `│` borders (the 1.0 `/mcp`
 * panel and the 0.2 welcome box: andycufari/ClaudePoint#3, anthropics/claude-code#224), the panel's
 * indentation and its `❯` cursor on the selected entry (musistudio/claude-code-router#1123). Other lines
 * come back trimmed.
 */
const PANEL_HEAD_RE = /^\s*(?:│\s*)?(?:❯\s*)?/;
/**
 * The right edge is trimmed by hand: as a regex (`\s*(?:│\s*)?$`, unanchored) it started at every blank of a long run and
 * gave the run back one character at a time to each of its two `\s*` — cubic in the run (1,200 tabs in a line took
 * seconds; docs/performance.md "Hostile lines").
 */
export function panelEntry(s: string): string {
  let t = s.replace(PANEL_HEAD_RE, '').trimEnd();
  if (t.endsWith('│')) t = t.slice(0, -1).trimEnd();
  return t;
}

/**
 * The report template Claude Code fills in when a bug is filed from inside it (`/bug`): `**Environment Info**` with
 * `- Platform:`, `- Terminal:`, `- Version:` and `- Feedback ID: <uuid>` bullets over the `**Errors**` block. Its Errors
 * block is Claude Code's even when the copy ends before any stack frame of its bundle (a stored copy cut inside the first
 * entry: anthropics/claude-code#86846; the same block with its frames: #70340).
 */
const FEEDBACK_ID_RE = /^\s*-\s*Feedback ID: [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\s*$/i;

function sniff(head: readonly string[]): number {
  let strong = 0;
  let shaped = 0;
  let prettyKeys = 0;
  const template = head.some((l) => FEEDBACK_ID_RE.test(l));
  for (const l of head) {
    const relay = l.includes(' From claude: ') ? RELAY_RE.exec(l) : null;
    let s = (relay !== null ? relay[1]! : l).trimStart().replace(QUOTE_RE, '');
    if (s.startsWith('[{"error":"')) {
      // An Errors block counts when a stack frame in it is Claude Code's bundle, or under its report template.
      if (OWN_FRAME_RE.test(s) || template) strong++;
      continue;
    }
    const member = MEMBER_RE.exec(s) ?? proseMember(s);
    if (/^"(?:sessionId|cwd)": /.test(s) || member !== null) prettyKeys++;
    // A member retyped with its quoted JSON's quotes unescaped, its text one of Claude Code's sentences (rawMember).
    if ((member === null || memberText(member) === null) && rawMember(s) !== null) {
      strong++;
      continue;
    }
    // One entry pasted alone: its stack runs through Claude Code's own bundle.
    if (member !== null && OWN_FRAME_RE.test(s)) {
      strong++;
      continue;
    }
    const c = s.charCodeAt(0);
    if (c === 123 && s.includes('"sessionId"') && s.includes('"cwd"') && /"(?:error|debug)":/.test(s)) {
      strong++;
      continue;
    }
    // A condensed entry counts only when its text is one of Claude Code's sentences.
    if (c === 123) {
      const loose = looseEntry(s);
      // Claude Code's own sentence, not the TypeScript SDK's error any client prints in an `{"error": …}`
      // object (a router's tool result: mcp-router/mcp-router#57).
      if (loose !== null && readSaid(claudeCodePhrases, loose.msg)?.phrase.startsWith('claude-code/') === true) strong++;
      continue;
    }
    // A trimmed timeline line counts only when its words are one of Claude Code's sentences.
    if (c >= 48 && c <= 57) s = dayless(s);
    const t = c >= 48 && c <= 57 && !STAMPED_RE.test(s) ? TIME_ONLY_RE.exec(s) : null;
    if (t !== null) {
      // Its own sentence, not the TypeScript SDK's error any client prints under a clock of the time of day: Elixir's
      // Logger writes `10:16:04.118 [error] …` (its default console format `$time $metadata[$level] $message`), an
      // Elixir app's line about its MCP client (cloudwalk/hermes-mcp#207) no account of Claude Code's.
      if (readSaid(claudeCodePhrases, t[7]!)?.phrase.startsWith('claude-code/') === true) strong++;
      continue;
    }
    const stamped = STAMPED_RE.exec(s);
    const m = stamped ?? LEVEL_RE.exec(s);
    const msg = m === null ? (c === 77 || namesServer(s) ? s : null) : m[m.length - 1]!;
    if (msg === null) {
      // A per-server mcp-logs entry quoted as plain text (claudeCodeHeader): one of its own sentences.
      if (ownSentence(s)) strong++;
      continue;
    }
    if (m === null && c !== 77) {
      strong++;
      continue;
    }
    // Another client's words in Claude Code's shape (OTHER_CLIENT_WORDS_RE) count neither way.
    if (OTHER_CLIENT_WORDS_RE.test(msg)) continue;
    // A stamped line whose words are one of Claude Code's own sentences (not the SDK's, which other
    // hosts print too) without the `MCP server "<name>":` prefix (anthropics/claude-code#78911).
    if (SERVER_RE.test(msg) || (stamped !== null && readSaid(claudeCodeOwnPhrases, msg) !== null)) strong++;
    // A bare upper-case level proves nothing alone: other programs write `[ERROR]` / `[WARN]` too (Copilot CLI's process
    // log, mcp-agent's `[ERROR] <stamp> <module> - …`, a wire checker's verdict lines: google-gemini/gemini-cli#28355).
    // Only the debug file's stamp before it (STAMPED_RE, or its date cut: dayless) is Claude Code's shape.
    else if (stamped !== null) shaped++;
  }
  if (prettyKeys >= 3) strong += 2;
  if (strong > 0) return Math.min(1, 0.8 + (0.2 * strong) / head.length);
  if (shaped === 0) return 0;
  // Stamped `[DEBUG]` lines without an MCP phrase: the debug file's shape, but nothing MCP in it.
  return shaped / head.length >= 0.5 ? 0.45 : 0.3;
}

const claudeCodeLines = hostLineReader({
  name: 'claude-code',
  title: 'Claude Code debug log / console (`claude --debug`) and mcp-logs-<server> entries',
  clock: 'utc',
  host: 'claude-code',
  self: 'client',
  header: claudeCodeHeader,
  phrases: claudeCodePhrases,
  sniff: (head) => Math.max(sniff(head), detailsSniff(head)),
  headerless: 'continue',
  // A sentence broken after its colon (or mid-sentence in the SDK's POST error), what it introduces on the next line
  // with no header of its own (an issue's copy wrapped for reading): WRAPPED_ERROR_RE.
  wrapped: WRAPPED_ERROR_RE,
  wrapsAfter: WRAPS_AFTER_RE,
});

/**
 * The `/mcp` panel's details view of one server pasted row by row inside its box (`│ <Name> MCP Server │`, a blank row,
 * `│ Status: ✘ failed │`, then `│ Command: … │` or `│ URL: … │`: jasonjmcghee/claude-debugs-for-you#33): the status row
 * names no server, the title row above it does. The status is read with its title, as the same view pasted on one line
 * (`<Name> MCP Server ││ Status: ✘ failed`, claude-code/details-status-failed: ref-tools/ref-tools-mcp#30).
 */
// The box's edges are written `\s*(?:│\s*)?`, not `\s*│?\s*`: without a border the two `\s*` split a run of blanks every
// way there is, each tried again when the rest fails — quadratic in the run (docs/performance.md "Hostile lines").
export const DETAILS_TITLE_RE = /^\s*(?:│\s*)?(\S(?:[^│]*?\S)?) MCP Server\s*(?:│\s*)?$/;
export const DETAILS_STATUS_RE = /^\s*(?:│\s*)?(Status: [✘✗×✔✓]\s*\w[^│]*?)\s*(?:│\s*)?$/;
/** Rows between the title and its status: the box's blank row, at most a few. */
const DETAILS_GAP = 3;

/**
 * The view's other rows, their labels padded to one column with the status's (`Status:           ✘ failed` over
 * `Issue:            Streamable HTTP error: …`, the connect's error on its own row: lugia19/Claude-QoL#45; `URL:` and
 * `Command:` under the status: jasonjmcghee/claude-debugs-for-you#33). A pasted view may start at its status row, the
 * title left out: the padded status row with one of these under it is still the view.
 */
export const DETAILS_ROW_RE = /^\s*(?:│\s*)?(?:Issue|Error|Auth|URL|Command|Args|Config location|Capabilities|Tools):\s{2,}\S/;
/** The view's `Issue:` row: the error its failed status came from. */
export const DETAILS_ISSUE_RE = /^\s*(?:│\s*)?Issue:\s{2,}(\S.*?)\s*(?:│\s*)?$/;
export const DETAILS_PADDED_STATUS_RE = /^\s*(?:│\s*)?Status:\s{2,}[✘✗×]\s*failed\b/;

function detailsSniff(head: readonly string[]): number {
  let title = -Infinity;
  let status = -Infinity;
  for (let i = 0; i < head.length; i++) {
    const l = head[i]!;
    if (DETAILS_TITLE_RE.test(l)) title = i;
    else if (i - title <= DETAILS_GAP && DETAILS_STATUS_RE.test(l) && /[✘✗×]\s*failed/.test(l)) return 0.8;
    else if (DETAILS_PADDED_STATUS_RE.test(l)) status = i;
    else if (i - status <= DETAILS_GAP && DETAILS_ROW_RE.test(l)) return 0.8;
  }
  return 0;
}

export const claudeCodeReader: Reader = {
  ...claudeCodeLines,
  open(ctx) {
    const sink = claudeCodeLines.open(ctx);
    let title: string | null = null;
    let since = 0;
    return {
      ...sink,
      line(text: string, no: number) {
        const t = DETAILS_TITLE_RE.exec(text);
        if (t !== null) {
          title = t[1]!;
          since = 0;
          return sink.line(text, no);
        }
        since++;
        const st = title !== null && since <= DETAILS_GAP ? DETAILS_STATUS_RE.exec(text) : null;
        if (st !== null) {
          const joined = `${title} MCP Server ││ ${st[1]!}`;
          title = null;
          return sink.line(joined, no);
        }
        return sink.line(text, no);
      },
      end: () => sink.end(),
    };
  },
};
