/**
 * Claude Desktop: `mcp-server-<name>.log` and `mcp.log` (shared/reference/log-formats.md §1).
 *
 * Three line grammars, all with an ISO 8601 UTC stamp:
 *   per-server file   `<ts> [<name>] [<level>] <msg>`
 *   mcp.log (2025+)   `<ts> [<level>] [<name>] <msg>`
 *   mcp.log (2024)    `<ts> [<level>] <msg>`
 * plus an optional util.inspect suffix ` { metadata: … }` (cut at its LAST occurrence), which
 * may span lines (`…: {` / `  metadata: {` / … / `} %o`). Lines without a stamp are the
 * server's raw stderr (npx, Python logging, mcp-remote `[pid] [Local→Remote] x`).
 *
 * Timestamps are not monotonic (aaronsb/obsidian-mcp-plugin#32): events keep file order.
 */
import type { JsonRpcMessage, Party, WireEvent } from '../../events.js';
import { isObject, scanBrackets } from '../../json.js';
import { CLAUDE_DESKTOP_SERVER_LOG_RE, claudeDesktopPhrases, claudeDesktopStderrPhrases, COULD_NOT_CONNECT_RE } from '../hosts/claude-desktop.js';
import { mcpRemotePhrases } from '../hosts/mcp-remote.js';
import { readSaid, SaidCache, type HostPhrase } from '../hosts/phrase.js';
import { smitheryPhrases } from '../hosts/smithery.js';
import { typescriptSdkPhrases } from '../hosts/typescript-sdk.js';
import { pythonServerRunEnded } from '../hosts/python-sdk.js';
import { goServerCrash } from '../hosts/go-sdk.js';
import { parseJsonRpc, parseRejected, plainOrRejected, REJECTED } from '../jsonrpc.js';
import { bodylessMessage } from '../bodyless.js';
import { Lifetimes } from '../lifetimes.js';
import { isBlank } from '../open.js';
import { parseIsoUtc, utcStampMs } from '../time.js';
import { DESKTOP_SPAWN_HELPER_FAILED_RE, EXEC_FAILED_LINE_RE } from '../../protocol/reasons.js';
import { CLIENT_REQUESTS, SERVER_REQUESTS } from '../../protocol/methods.js';
import type { LineDisposition, LineSink, PlainLine, Reader, ReaderContext } from '../types.js';

const META = ' { metadata:';
/**
 * A per-server line whose stamp the reporter cut (anthropics/claude-ai-mcp#898): read only in a
 * capture where no stamped line came first, so a server's own `[x] [info]` stderr stays stderr.
 */
const STAMPLESS_RE = /^\[([^\]]+)\] \[(info|warn|warning|error|debug)\] (.*)$/;
/**
 * The same line with the level column cut too, `[<server>] <words>` (anthropics/claude-code#79890: a 2026 excerpt of
 * body-less message lines, `[Filesystem] Message from client: method="initialize" id=0`). A server's own stderr may
 * print `[tag] words` as well, so it is read only when the words are Claude Desktop's own (OWN_WORDS_RE), as info.
 */
const STAMPLESS_NO_LEVEL_RE = /^\[([^\]]+)\] +(?!\[)(.*)$/;
function stamplessNoLevel(s: string): RegExpExecArray | null {
  const m = STAMPLESS_NO_LEVEL_RE.exec(s);
  return m !== null && OWN_WORDS_RE.test(m[2]!) ? m : null;
}
/**
 * The same line with the server column cut and the level kept, `[<level>] <words>` (anthropics/claude-code#92758: a
 * Cowork extension's start, `[info] Message from client: method="initialize" id=0 params` over `[error] Couldn't start
 * for Cowork and Code sessions. Error: Connection closed { metadata: … }`). The bracket holds a level, not a server: the
 * line is the file's one server's, read at that level. As with the level cut, the words must be the app's own, or follow
 * such a line (the app's other sentences, `Using built-in Node.js for MCP server: …`, ride along). A reporter who cut
 * the server column out of `mcp.log`'s `[<level>] [<server>] <words>` leaves the spaces on both sides of it: two after
 * the level (`[info]  Initializing server...`, leancoderkavy/premiere-pro-mcp#347), read the same; so is the level cut.
 */
const STAMPLESS_LEVEL_ONLY_RE = /^\[(info|warn|warning|error|debug)\] +(?!\[)(.*)$/;
const META_UNDEFINED = ' { metadata: undefined }';
/** mcp-remote's stderr line: `[<pid>] message`, or `[<pid>] [<pid>] message` for its connect lines. */
const MCP_REMOTE_RE = /^\[\d+\] (?:\[\d+\] )?(.*)$/;
/**
 * `tail`'s header when it follows several files: `==> /Users/<u>/Library/Logs/Claude/mcp.log <==`. The
 * MCP debugging guide and many servers' READMEs tell users to run `tail -n 20 -F ~/Library/Logs/Claude/mcp*.log`,
 * so pastes interleave `mcp.log` and `mcp-server-<name>.log` in sections, and Claude Desktop writes each
 * line about a server to both files: the same line twice, once per section
 * (kirschbaum-development/laravel-loop#17; cnych's sqlite walkthrough; a weather-server write-up).
 */
const TAIL_HEADER_RE = /^==> (.+) <==\s*$/;
/** How many recent lines a tail paste remembers to recognise the other file's copy (both come close together). */
const TAIL_MEMORY = 4096;

/** Stands in for a cut stamp so the header positions hold (25 characters and a space). */
const STAMP_PAD = ' '.repeat(25);
/**
 * A bridge's stderr line that carries its own ISO stamp first (the Smithery runner's "<ISO> [Runner] …"
 * and the SDK errors it prints after its stamp: chrisdoc/hevy-mcp#133).
 */
const BRIDGE_STAMP_RE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\s+/;
/**
 * What any bridge's stderr says about the HTTP answer to the message it forwarded: the TypeScript SDK's
 * "Error POSTing to endpoint (HTTP <status>): …" / "Error POSTing to endpoint: <body>" that every SDK-built
 * bridge prints as it is (Smithery's runner, supergateway, mcp-proxy), and the runner's own status line.
 * Only these: a server's own stderr also prints SDK timeouts and closes, about its own upstream calls.
 */
const BRIDGE_PHRASES: readonly HostPhrase[] = [
  ...smitheryPhrases,
  ...typescriptSdkPhrases.filter((r) => r.id === 'typescript-sdk/post-http-status' || r.id === 'typescript-sdk/post-error'),
];

/** The most lines a wrapped `Message from …:` body may continue over (see the reader's wrapped state). */
export const MAX_WRAPPED_PARTS = 2000;

/**
 * How many `{`/`[` a JSON text leaves open (strings skipped); -1 when the text is not the start
 * of a JSON value. A `Message from …:` body that leaves some open was wrapped onto the next lines:
 * by the reporter at the width of a document (docdyhr/simplenote-mcp-server's timeout fix note
 * wraps the cancel over three lines) or by a terminal. 0 for a whole value.
 */
function openJson(text: string, depth = 0, inString = false): { depth: number; inString: boolean } | null {
  let i = 0;
  if (depth === 0 && !inString) {
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    const c = text.charCodeAt(i);
    if (c !== 123 && c !== 91) return null;
  }
  return scanBrackets(text, i, { depth, inString }, true);
}

export interface ClaudeHeader {
  /** epoch ms; NaN when the stamp is well-shaped but not a real time */
  at: number;
  /** null in the 2024 `mcp.log` grammar */
  name: string | null;
  level: string;
  /** index where the message starts */
  msg: number;
}

/**
 * `[<level>] ` starting at `open` (the `[`): returns the index of `]`, or -1. Fixed-string
 * checks, no slicing: this runs on every line.
 */
function levelEnd(s: string, open: number): number {
  const i = open + 1;
  let close = -1;
  switch (s.charCodeAt(i)) {
    case 105: // i
      if (s.startsWith('info]', i)) close = i + 4;
      break;
    case 101: // e
      if (s.startsWith('error]', i)) close = i + 5;
      break;
    case 119: // w
      if (s.startsWith('warn]', i)) close = i + 4;
      else if (s.startsWith('warning]', i)) close = i + 7;
      break;
    case 100: // d
      if (s.startsWith('debug]', i)) close = i + 5;
      break;
    case 116: // t
      if (s.startsWith('trace]', i)) close = i + 5;
      break;
  }
  return close > 0 && s.charCodeAt(close + 1) === 32 ? close : -1;
}

/** Parses the stamp and bracket groups of a Claude Desktop line; null when it has none. */
export function parseClaudeHeader(s: string): ClaudeHeader | null {
  if (s.length < 28 || s.charCodeAt(24) !== 32 || s.charCodeAt(25) !== 91) return null;
  // The stamp's shape decides that this is a Claude line; an impossible date inside a
  // well-shaped stamp (month 13) leaves `at` NaN and the reader says so.
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(19) !== 46 || s.charCodeAt(23) !== 90) return null;
  const at = parseIsoUtc(s, 0);
  const lv = levelEnd(s, 25);
  if (lv > 0) {
    const level = levelText(s, 26, lv);
    const rest = lv + 2;
    if (s.charCodeAt(rest) === 91) {
      // `[level] [name] msg` — the name runs to the first `] `.
      const close = s.indexOf('] ', rest + 1);
      if (close > rest + 1) return { at, name: s.slice(rest + 1, close), level, msg: close + 2 };
    }
    return { at, name: null, level, msg: rest };
  }
  // `[name] [level] msg` — the name may hold spaces and parentheses; it ends at `] [<level>] `.
  // A per-server file repeats one name on every line: hand back the same string when it is
  // there again (no copy, and a Map lookup by it reuses its cached hash).
  const last = headerName;
  const li = 26 + last.length;
  if (last !== '' && s.startsWith(last, 26) && s.charCodeAt(li) === 93 && s.charCodeAt(li + 1) === 32 && s.charCodeAt(li + 2) === 91) {
    const le = levelEnd(s, li + 2);
    if (le > 0) return { at, name: last, level: levelText(s, li + 3, le), msg: le + 2 };
  }
  for (let i = s.indexOf('] [', 26); i > 26; i = s.indexOf('] [', i + 1)) {
    const le = levelEnd(s, i + 2);
    if (le > 0) {
      headerName = s.slice(26, i);
      return { at, name: headerName, level: levelText(s, i + 3, le), msg: le + 2 };
    }
  }
  return null;
}

/**
 * A line whose stamp the reporter cut to the time of day, and whose `[level]` may be gone too
 * (`20:23:53.215Z [notes] Message from client: method="initialize" id=0 params`:
 * anthropics/claude-ai-mcp#664): the same line on a fixed day (1970-01-01, UTC as the `Z` says),
 * so order and gaps hold; null for any other line. Cheap: two character tests first.
 */
const TIME_ONLY_RE = /^(\d\d:\d\d:\d\d\.\d{3}Z) \[([^\]]+)\] (\[(?:info|warn|warning|error|debug|trace)\] )?/;
export function timeOnlyLine(s: string): string | null {
  if (s.charCodeAt(2) !== 58 || s.charCodeAt(12) !== 90) return null;
  const m = TIME_ONLY_RE.exec(s);
  if (m === null) return null;
  // An upper-case level where the server's name stands is another writer's `time [LEVEL] [target]`
  // (a Rust tracing log: github/copilot-cli#4910); Claude Desktop names the server, its level lower-case.
  if (/^(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR)$/.test(m[2]!)) return null;
  return `1970-01-01T${m[1]} [${m[2]}] ${m[3] ?? '[info] '}${s.slice(m[0].length)}`;
}

/** The name of the last `[name] [level]` line (see parseClaudeHeader). */
let headerName = '';

/** The level words as constants: no string is made per line. */
function levelText(s: string, from: number, to: number): string {
  switch (to - from) {
    case 4:
      return s.startsWith('info', from) ? 'info' : s.startsWith('warn', from) ? 'warn' : s.slice(from, to);
    case 5:
      return s.startsWith('error', from) ? 'error' : s.startsWith('debug', from) ? 'debug' : s.startsWith('trace', from) ? 'trace' : s.slice(from, to);
    case 7:
      return s.startsWith('warning', from) ? 'warning' : s.slice(from, to);
    default:
      return s.slice(from, to);
  }
}

function normLevel(level: string): string {
  return level === 'warning' ? 'warn' : level;
}

/** The server a 2024 `mcp.log` line speaks of, from its fixed phrases. */
function name2024(msg: string): string | null {
  if (msg.startsWith('Attempting to connect to MCP server ')) {
    const rest = msg.slice(36);
    return rest.endsWith('...') ? rest.slice(0, -3) : rest;
  }
  if (msg.startsWith('Connected to MCP server ')) {
    const rest = msg.slice(24);
    return rest.endsWith('!') ? rest.slice(0, -1) : rest;
  }
  if (msg.startsWith('MCP server ')) {
    const i = msg.indexOf(' disconnected', 11);
    if (i > 11) return msg.slice(11, i);
  }
  // Its error for anything the connection hit, a JSON.parse of the server's stdout among them
  // (`Error in MCP connection to server tmdb: SyntaxError: Unexpected token …`: Laksh-star/mcp-server-tmdb#2,
  // tevonsb/homeassistant-mcp#7, GongRzhe/Gmail-MCP-Server#18), and its error when the server's command could not be
  // spawned (`Could not start MCP server x: Error: spawn uvx ENOENT`: MarkusPfundstein/mcp-obsidian#7,
  // allenporter/mcp-server-home-assistant#14): the name runs to the first `: `. The app writes the configured name bare:
  // one with a quote or a backtick (`Could not start MCP server "fs": …`) is another program's sentence, naming none.
  for (const lead of ERROR_LEADS_2024) {
    if (!msg.startsWith(lead)) continue;
    const i = msg.indexOf(': ', lead.length);
    if (i <= lead.length) return null;
    const name = msg.slice(lead.length, i);
    return QUOTE_IN_NAME_RE.test(name) ? null : name;
  }
  return null;
}

/** A quote or backtick: never in a name the late-2024 app wrote (name2024). */
const QUOTE_IN_NAME_RE = /["'`]/;

const START_ERROR_2024 = 'Could not start MCP server ';

const CONNECTION_ERROR_2024 = 'Error in MCP connection to server ';
const ERROR_LEADS_2024 = [CONNECTION_ERROR_2024, START_ERROR_2024] as const;
/**
 * A 2024 `mcp.log` line whose stamp the reporter cut, `[<level>] <words>` with words only that log writes
 * (`[info] MCP server x disconnected. For troubleshooting guidance, …`), or with its level cut too, the
 * connection's error line (`Error in MCP connection to server x: SyntaxError: …`: GongRzhe/Gmail-MCP-Server#18).
 * Read only in a capture where no stamped line came first, as the per-server form (STAMPLESS_RE).
 */
const STAMPLESS_2024_RE =
  /^(?:\[(info|warn|warning|error|debug)\] )?(?=Error in MCP connection to server [^:\n]+: |MCP server [^\n]+ disconnected\. For troubleshooting guidance|Attempting to connect to MCP server [^\n]+\.\.\.$|Connected to MCP server [^\n]+!$)/;
/** The header a stampless 2024 line stands for (the level the error line lost is `error`), or null. */
function stampless2024(s: string): { level: string; msg: number } | null {
  const m = STAMPLESS_2024_RE.exec(s);
  if (m === null) return null;
  const level = m[1] ?? (s.startsWith(CONNECTION_ERROR_2024, m[0].length) ? 'error' : null);
  return level === null ? null : { level, msg: m[0].length };
}

interface CloseInfo {
  reason: string;
  expected?: boolean;
  from: Party | null;
}

/** Transport lines (shared/reference/log-formats.md §1.3). Order matters: longer phrases first. */
function transportClose(msg: string): CloseInfo | null {
  if (msg.startsWith('Server transport closed')) {
    if (msg.startsWith(' unexpectedly', 23)) {
      // "…likely due to the process exiting early": the child went away on its own.
      return { reason: 'server transport closed unexpectedly', expected: false, from: 'server' };
    }
    if (msg.startsWith(' (intentional shutdown)', 23)) {
      return { reason: 'server transport closed (intentional shutdown)', expected: true, from: 'client' };
    }
    return { reason: 'server transport closed', from: null };
  }
  if (msg.startsWith('Client transport closed')) return { reason: 'client transport closed', from: null };
  // The window's notice ends without the sentence's period (`MCP <name>: Server disconnected`, see toastAt).
  if (msg.startsWith('Server disconnected') && (msg.length === 19 || msg.charCodeAt(19) === 46 || /^\s*$/.test(msg.slice(19)))) return { reason: 'server disconnected', expected: false, from: null };
  if (msg.startsWith('MCP server ') && msg.includes(' disconnected', 11)) {
    return { reason: 'server disconnected', expected: false, from: null };
  }
  return null;
}

/**
 * How a run of the app's plain close lines ended, which says whose close they were:
 * - `deliberate`: the app's own shutdown of the server followed in the same label — "Server transport closed
 *   (intentional shutdown)", or "Shutting down server..." stamped no later than the run's first close (the app writes
 *   it as the shutdown begins, though the file may hold it after the closes it caused: apify/apify-mcp-server#641,
 *   aaronsb/obsidian-mcp-plugin#32). Each close of the run is that shutdown: expected, and the client's doing.
 * - `other-copy`: the server spoke next in the same label, with no new start between. A closed connection cannot
 *   speak again and a new one begins with the client's initialize, so the run closed another copy of the server the
 *   app keeps under the same label (2026 builds run more than one: the answer to initialize id 0 came 382 ms after a
 *   close pair, anthropics/claude-code#81789). The lines stay the host's words, not this connection's close.
 * - `read`: anything else; the closes as the lines read.
 */
type CloseRunEnd = 'read' | 'deliberate' | 'other-copy';

/** The app's line as it begins a server's deliberate shutdown (with "(intentional shutdown)" among its closes). */
const SHUTTING_DOWN_RE = /^Shutting down server\.\.\./;

/** A close of the app's deliberate shutdown: expected, the client's doing (as the intentional-shutdown line reads). */
function deliberateClose(e: WireEvent): WireEvent {
  return { ...e, from: 'client', close: { ...e.close, reason: e.close?.reason ?? 'transport closed', expected: true } };
}

/** Another copy's close under the same label: the host's words, no close of the connection the label's messages use. */
function otherCopyClose(e: WireEvent): WireEvent {
  const { close: _close, ...rest } = e;
  return { ...rest, kind: 'host-log', from: 'client' };
}

/** "Shutting down server..." stamped at or before the run's first close: the shutdown began first. */
function startedShutdown(shutdown: WireEvent, firstClose: WireEvent): boolean {
  return shutdown.at !== null && firstClose.at !== null && shutdown.at <= firstClose.at;
}

/**
 * Lifetimes asks for its label on every line: hand back the same string while the lifetime lasts, so the
 * timeline's per-event session lookup hashes one string instead of a fresh one per line.
 */
function sameLabel(make: (n: number) => string): (n: number) => string {
  let lastN = -1;
  let last = '';
  return (n) => {
    if (n !== lastN) {
      lastN = n;
      last = make(n);
    }
    return last;
  };
}

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  const lifetimes = new Map<string, Lifetimes>();
  let unnamed: Lifetimes | null = null;
  /**
   * The stamp of the last stamped line, for the stderr lines after it: kept in a typed array, so that the fast path's
   * store of it on every line writes a double where a `let` would box a new number each time (an epoch millisecond
   * is past a small integer's range). Read only by the rarer lines (lastAt).
   */
  const lastStamp = new Float64Array(1);
  let sawLastStamp = false;
  const lastAt = (): number | null => (sawLastStamp ? lastStamp[0]! : null);
  let lastName: string | null = null;
  /** A host-log event whose util.inspect metadata continues on the next lines. */
  let pending: WireEvent | null = null;
  let pendingSawMeta = false;
  /** A `Message from …:` line whose JSON body goes on over the next lines (see openJson). */
  let wrapped: { at: number | null; no: number; session: string; from: Party; body: string; depth: number; inString: boolean; end: number; parts: number } | null = null;
  let sawStamp = false;
  let stampless = false;
  // A `[<level>] <words>` line was read (STAMPLESS_LEVEL_ONLY_RE): the paste's lines have that form.
  let levelFirstSeen = false;
  // No content line read yet: a paste's first line may be a message line whose header the selection cut (cutHeaderBody).
  let atHead = true;
  /** That first line was such a message, read without a server's name (lifetimeOf). */
  let headCut = false;
  /**
   * A `tail` of several files (TAIL_HEADER_RE): the file the current section is from, and the recent
   * stamped lines with the section each was read in. A line already read in another file's section is
   * the other file's copy of it: one event, as a line doubled in one file is.
   */
  let section: string | null = null;
  const seenIn = new Map<string, string>();
  /** The header of the last line `plain()` read as text (its label and sender), while the next ones repeat it. */
  let plainHead: { name: string | null } | null = null;
  const plainBytes = new PlainHeaderBytes();
  /** The other copy's continuation lines (a wrapped body, a metadata block) go with it. */
  let skipping: { depth: number; inString: boolean; meta: boolean } | null = null;

  let cachedName: string | null = null;
  let cached: Lifetimes | null = null;
  const lifetimeOf = (name: string | null): Lifetimes => {
    if (name === null) return (unnamed ??= new Lifetimes(sameLabel((n) => `#${n}`)));
    if (name === cachedName && cached !== null) return cached;
    let l = lifetimes.get(name);
    if (!l && headCut && lifetimes.size === 0 && unnamed !== null) {
      // The message the selection cut its header from is the first server's the log names (one file per server, or
      // the paste's one server): its session goes on under that name.
      l = unnamed;
      lifetimes.set(name, l);
    }
    headCut = false;
    if (!l) {
      l = new Lifetimes(sameLabel((n) => `${name}#${n}`));
      lifetimes.set(name, l);
    }
    cachedName = name;
    cached = l;
    return l;
  };

  // The app's plain close lines ("Client transport closed", "Server transport closed") do not say whose close they
  // are: the lines after them in the same label do. They are held while they run on (CloseRun) and handed on when
  // the run ends, read by what ended it.
  let held: WireEvent[] = [];
  /** The label whose deliberate shutdown is under way: its next plain closes are that shutdown's. */
  let shutting: string | null = null;
  const release = (as: CloseRunEnd): void => {
    const run = held;
    held = [];
    for (const c of run) ctx.emit(as === 'read' ? c : as === 'deliberate' ? deliberateClose(c) : otherCopyClose(c));
  };
  /** Every event of the reader goes out here (ctx.emit only for a held run). */
  const emit = (e: WireEvent): void => {
    const session = e.session;
    const runSession = held.length > 0 ? held[0]!.session : undefined;
    if (e.kind === 'transport-close') {
      const expected = e.close?.expected;
      if (expected === undefined) {
        if (shutting !== null && shutting === session) {
          ctx.emit(deliberateClose(e));
          return;
        }
        if (runSession !== undefined && runSession !== session) release('read');
        held.push(e);
        return;
      }
      if (runSession !== undefined) release(expected === true && runSession === session ? 'deliberate' : 'read');
      shutting = expected === true ? session : null;
      ctx.emit(e);
      return;
    }
    if (e.kind === 'host-log' && SHUTTING_DOWN_RE.test(e.text ?? '')) {
      if (runSession !== undefined) release(runSession === session && startedShutdown(e, held[0]!) ? 'deliberate' : 'read');
      shutting = session;
      ctx.emit(e);
      return;
    }
    shutting = null;
    if (runSession !== undefined) release(runSession === session && e.kind === 'message' && e.from === 'server' ? 'other-copy' : 'read');
    ctx.emit(e);
  };

  const flush = (): void => {
    if (pending) {
      emit(pending);
      pending = null;
    }
    if (wrapped) {
      const w = wrapped;
      wrapped = null;
      messages(w.at, w.no, w.session, w.from, w.body, 0, w.body.length, w.end);
    }
  };

  /**
   * The JSON-RPC body of a `Message from …:` line is `text[from, to)`; `to` is where the last
   * ` { metadata:` begins (or the end). The suffix is only read when the cut text does not parse.
   */
  const messages = (at: number | null, no: number, session: string, from: Party, text: string, bodyFrom: number, bodyTo: number, endLine?: number): void => {
    const body = text.slice(bodyFrom, bodyTo);
    // The common line: one plain message, handed on as JSON.parse made it (jsonrpc.ts plainJsonRpc); anything
    // else takes the full path below, unchanged. A body JSON.parse rejected is not parsed again there (REJECTED).
    let rejected = false;
    if (body.charCodeAt(0) === 123) {
      const message = plainOrRejected(body);
      rejected = message === REJECTED;
      if (message !== null && message !== REJECTED) {
        const source: WireEvent['source'] = endLine !== undefined && endLine > no ? { file, line: no, endLine } : { file, line: no };
        emit({ at, source, session, transport: 'stdio', from, kind: 'message', message });
        return;
      }
    }
    // 2026 builds log no body: `method="initialize" id=0 params` (oscardvs/zoteus#18), `id=0 result` (bodyless.ts).
    if (body.startsWith('method="') || body.startsWith('id=')) {
      const b = bodylessMessage(body);
      if (b !== null) {
        const e: WireEvent = { at, source: { file, line: no }, session, transport: 'stdio', from, kind: 'message', message: b.message };
        if (b.recovered) e.recovered = true;
        emit(e);
        return;
      }
    }
    let r = rejected ? parseRejected(body) : parseJsonRpc(body);
    if (r.messages.length === 0 || r.recovered) {
      // The cut at the last ` { metadata:` may have hit text inside the JSON (old builds
      // had no suffix): the uncut text wins if it parses. It cannot when the cut is outside the JSON's strings
      // (endsInString), and then the answer would be a recovery or nothing, which never wins: not parsed. Nor can it
      // when the cut is inside a string and no quote follows the cut (a host-truncated body, `"te…[18778 chars
      // truncated]…}]}} { metadata: undefined }`): the uncut text then ends inside that string, which JSON.parse
      // rejects, and parseJsonRpc's answer without JSON.parse is a recovery or nothing (jsonrpc.ts recoverTruncated).
      if (bodyTo < text.length && text.indexOf('"', bodyTo) >= 0 && endsInString(body)) {
        const r2 = parseJsonRpc(text.slice(bodyFrom));
        if (r2.messages.length > 0 && !r2.recovered) r = r2;
      }
    }
    const source: WireEvent['source'] = endLine !== undefined && endLine > no ? { file, line: no, endLine } : { file, line: no };
    if (r.problem) ctx.problem(source, r.problem);
    if (r.messages.length === 0) {
      emit({ at, source, session, transport: 'stdio', from, kind: 'unparsed', text: body });
      return;
    }
    for (const message of r.messages) {
      const e: WireEvent = { at, source, session, transport: 'stdio', from, kind: 'message', message: message as JsonRpcMessage };
      if (r.recovered) e.recovered = true;
      emit(e);
    }
  };

  /**
   * Whether the end of `body` is inside a JSON string, counting its quotes that no backslash escapes (a quote after an
   * odd run of backslashes is escaped). Only a text the uncut line's JSON starts with is asked about: if the uncut text
   * is one JSON value, ` { metadata:` at the cut is inside one of its strings (outside a string a `{` must be followed
   * by `"` or `}`, RFC 8259 §4), and in a valid JSON text a quote outside strings follows no backslash; so when this is
   * false the uncut text is not JSON and its parse could only be a recovery or nothing (jsonrpc.ts recoverTruncated).
   */
  const endsInString = (body: string): boolean => {
    let inside = false;
    for (let q = body.indexOf('"'); q >= 0; q = body.indexOf('"', q + 1)) {
      let k = q;
      while (k > 0 && body.charCodeAt(k - 1) === 92) k--;
      if (((q - k) & 1) === 0) inside = !inside;
    }
    return inside;
  };

  /**
   * The line is the other file's copy of one read in another section: same stamp, same server, same words
   * (the metadata suffix aside: the two files' builds may differ in it). Its continuation is skipped with it.
   */
  const otherCopy = (text: string, h: ClaudeHeader): boolean => {
    const mi = text.lastIndexOf(META);
    const words = text.slice(h.msg, mi >= h.msg ? mi : text.length);
    const name = h.name ?? name2024(words) ?? '';
    const key = `${text.slice(0, 24)}\u0000${name}\u0000${words}`;
    const where = seenIn.get(key);
    if (where === undefined || where === section) {
      if (seenIn.size >= TAIL_MEMORY) seenIn.clear();
      seenIn.set(key, section!);
      return false;
    }
    if (words.startsWith('Message from ')) {
      const o = openJson(words.slice(Math.min(21, words.length)));
      if (o !== null && o.depth > 0) skipping = { depth: o.depth, inString: o.inString, meta: false };
    } else if (mi < h.msg && words.endsWith('{')) {
      skipping = { depth: 0, inString: false, meta: true };
    }
    return true;
  };

  // mcp-remote's lines are a few sentences said over and over: each read once (phrase.ts SaidCache).
  const remoteSaid = new SaidCache(mcpRemotePhrases);
  const stderrLine = (text: string, no: number): LineDisposition => {
    const session = lastName !== null ? lifetimeOf(lastName).peek() : (unnamed?.peek() ?? null);
    const e: WireEvent = { at: lastAt(), source: { file, line: no }, session, transport: 'stdio', from: 'server', kind: 'host-log', text };
    // A bridge that stamps its own stderr: the stamp is when it wrote the line (UTC, as this log's).
    let rest = text;
    const c0 = text.charCodeAt(0);
    if (c0 >= 48 && c0 <= 57) {
      const st = BRIDGE_STAMP_RE.exec(text);
      if (st !== null) {
        rest = text.slice(st[0].length);
        const t = parseIsoUtc(text);
        if (!Number.isNaN(t)) e.at = t;
      }
    }
    // mcp-remote's stderr (`[<pid>] …`, the pid sometimes twice) is the bridge's own account of
    // the remote side: its phrases count (jina-ai/MCP#3, go-sdk#395 show it inside this log).
    // The fixed-character test keeps other stderr lines off the phrase table.
    if (rest.charCodeAt(0) === 91) {
      const m = MCP_REMOTE_RE.exec(rest);
      if (m !== null) {
        const said = remoteSaid.read(m[1]!);
        if (said !== null) e.said = said;
      }
    }
    // Any other bridge's account of the HTTP answer to what it forwarded (the hints keep the rest of
    // the stderr off the table).
    if (e.said === undefined && (rest.includes('Error POSTing to endpoint') || rest.includes('[Runner] Server returned '))) {
      const said = readSaid(BRIDGE_PHRASES, rest);
      if (said !== null) e.said = said;
    }
    // A Python server's traceback through Server.run's `async with ServerSession(`: its run loop, and so the process,
    // ended (hosts/python-sdk.ts pythonServerRunEnded); the app's close line may be missing from the excerpt.
    if (e.said === undefined && rest.includes('async with ServerSession(')) {
      const said = readSaid([pythonServerRunEnded], rest);
      if (said !== null) e.said = said;
    }
    // A Go server's panic printout relayed raw (hosts/go-sdk.ts goServerCrash, as VS Code's `[server stderr]`
    // reads it): the runtime's header at the line's start ends the process, and the stdio connection with it (Docker's
    // MCP gateway panicking at start under the client's initialize: docker/for-win#14860).
    if (e.said === undefined) {
      const said = goServerCrash(rest);
      if (said !== null) e.said = said;
    }
    // The launcher's own line that it could not run the program (env's, the shell's, the app's spawn helper's): the
    // server never ran.
    if (e.said === undefined && (EXEC_FAILED_LINE_RE.test(rest) || DESKTOP_SPAWN_HELPER_FAILED_RE.test(rest))) {
      const said = readSaid(claudeDesktopStderrPhrases, rest);
      if (said !== null) e.said = said;
    }
    emit(e);
    return 'event';
  };

  return {
    line(text: string, no: number): LineDisposition {
      if (skipping !== null) {
        if (skipping.meta) {
          const c0 = text.charCodeAt(0);
          if (c0 === 32 || c0 === 9 || c0 === 125) {
            if (c0 === 125) skipping = null;
            return 'part';
          }
        } else if (!isBlank(text)) {
          const o = openJson(text, skipping.depth, skipping.inString);
          if (o !== null) {
            skipping = o.depth <= 0 ? null : { depth: o.depth, inString: o.inString, meta: false };
            return 'part';
          }
        }
        skipping = null;
      }
      if (text.charCodeAt(0) === 61 && text.startsWith('==> ')) {
        const t = TAIL_HEADER_RE.exec(text);
        if (t !== null) {
          flush();
          section = t[1]!.replace(/^.*[\\/]/, '');
          emit({ at: lastAt(), source: { file, line: no }, session: null, transport: 'stdio', from: null, kind: 'host-log', text });
          return 'event';
        }
      }
      const head = atHead && !isBlank(text);
      if (head) atHead = false;
      /** The sender of a first line that is a message cut from its header (cutHeaderBody), once read. */
      let cutFrom: 'client' | 'server' | null = null;
      let h = parseClaudeHeader(text);
      if (h === null) {
        const full = timeOnlyLine(text);
        if (full !== null) {
          text = full;
          h = parseClaudeHeader(text);
        }
      }
      if (h !== null) sawStamp = true;
      else if (sawStamp && text.charCodeAt(0) === 91 && lastName !== null && text.startsWith(`[${lastName}] [`)) {
        // After stamped lines, a line of the same server in the app's own words whose stamp the paste's reading took
        // off (the reporter masked its digits, `00:10:06.9xxZ`: paste.ts `masked`; anthropics/claude-code#92758): the
        // app's line without a clock, not the server's stderr — a server does not print the app's sentences under its
        // own tag.
        const m = STAMPLESS_RE.exec(text);
        if (m !== null && m[1] === lastName && OWN_WORDS_RE.test(m[3]!)) {
          text = STAMP_PAD + text;
          h = { at: NaN, name: m[1]!, level: m[2]!, msg: STAMP_PAD.length + m[1]!.length + m[2]!.length + 6 };
          stampless = true;
        }
      } else if (!sawStamp && text.charCodeAt(0) === 91) {
        const m = STAMPLESS_RE.exec(text);
        const lv = m === null ? STAMPLESS_LEVEL_ONLY_RE.exec(text) : null;
        const levelOnly = lv !== null && (levelFirstSeen || OWN_WORDS_RE.test(lv[2]!)) ? lv : null;
        const old = m === null && levelOnly === null ? stampless2024(text) : null;
        const bare = m === null && levelOnly === null && old === null ? stamplessNoLevel(text) : null;
        if (levelOnly !== null) {
          levelFirstSeen = true;
          text = STAMP_PAD + text;
          h = { at: NaN, name: null, level: levelOnly[1]!, msg: STAMP_PAD.length + levelOnly[0].length - levelOnly[2]!.length };
          stampless = true;
        } else if (m !== null) {
          text = STAMP_PAD + text;
          h = { at: NaN, name: m[1]!, level: m[2]!, msg: STAMP_PAD.length + m[1]!.length + m[2]!.length + 6 };
          stampless = true;
        } else if (bare !== null) {
          text = STAMP_PAD + text;
          h = { at: NaN, name: bare[1]!, level: 'info', msg: STAMP_PAD.length + bare[0].length - bare[2]!.length };
          stampless = true;
        } else if (old !== null) {
          text = STAMP_PAD + text;
          h = { at: NaN, name: null, level: old.level, msg: STAMP_PAD.length + old.msg };
          stampless = true;
        }
      } else if (!sawStamp && text.startsWith(CONNECTION_ERROR_2024) && stampless2024(text) !== null) {
        text = STAMP_PAD + text;
        h = { at: NaN, name: null, level: 'error', msg: STAMP_PAD.length };
        stampless = true;
      } else if (!sawStamp && toastAt(text) > 0) {
        // The app's notice about one server, `MCP <name>: <words>`: the words are read as that server's line.
        const at = toastAt(text);
        const name = text.slice(4, at - 2);
        text = STAMP_PAD + text;
        h = { at: NaN, name, level: 'error', msg: STAMP_PAD.length + at };
        stampless = true;
      } else if (head && !sawStamp && (cutFrom = cutHeaderBody(text)) !== null) {
        // The paste opens inside a message line: the reporter's selection took the stamp, the server's tag and
        // `Message from client: ` and left the body (alejandro-ao/mcp-server-example#8). The line is that message.
        text = `${STAMP_PAD}Message from ${cutFrom}: ${text}`;
        h = { at: NaN, name: null, level: 'info', msg: STAMP_PAD.length };
        stampless = true;
        headCut = true;
      } else if (!sawStamp && (isBareMessageLine(text) || isBareAppSentence(text) || isBareLifecycleLine(text))) {
        // Its message line quoted alone, header and all cut (github/github-mcp-server#727). The 2026 connect notice
        // names its server: the line is that server's, as the window's `MCP <name>: …` notice beside it is.
        const named = COULD_NOT_CONNECT_RE.exec(text);
        text = STAMP_PAD + text;
        h = { at: NaN, name: named === null ? null : named[1]!, level: 'info', msg: STAMP_PAD.length };
        stampless = true;
      }
      if (h === null && wrapped !== null && !isBlank(text)) {
        // The rest of a wrapped body. Inside a string the lines join with a space (a word wrap
        // drops the space it broke at); between tokens nothing is needed.
        const w = wrapped;
        // A body still open after MAX_WRAPPED_PARTS lines is no wrap (a wrapped 8 KB body is a few hundred lines):
        // it goes on as it is, cut, and the line is read as it always was, so an unclosed `{` cannot take the
        // rest of a capture into one string.
        const o = w.parts < MAX_WRAPPED_PARTS ? openJson(text, w.depth, w.inString) : null;
        if (o !== null) {
          w.parts++;
          w.body += (w.inString ? ' ' : '') + text.trim();
          w.depth = o.depth;
          w.inString = o.inString;
          w.end = no;
          if (o.depth <= 0) flush();
          return 'part';
        }
        // An empty body not followed by JSON: the line is read as it always was.
        flush();
      }
      if (h === null) {
        if (pending) {
          // Continuation of a multi-line `{\n  metadata: {…}\n} %o` object.
          const c0 = text.charCodeAt(0);
          if (!pendingSawMeta ? text.startsWith('  metadata:') : c0 === 32 || c0 === 9 || c0 === 125) {
            pendingSawMeta = true;
            pending.source.endLine = no;
            if (c0 === 125) flush();
            return 'part';
          }
          flush();
        }
        if (isBlank(text)) return 'blank';
        return stderrLine(text, no);
      }
      flush();
      if (section !== null && !stampless && otherCopy(text, h)) return 'part';
      let stamp: number | null = h.at;
      if (stampless) {
        stamp = null;
        stampless = false;
      } else if (Number.isNaN(h.at)) {
        stamp = null;
        ctx.problem({ file, line: no }, `invalid timestamp ${JSON.stringify(text.slice(0, 24))}; line kept without a time`);
      } else {
        lastStamp[0] = h.at;
        sawLastStamp = true;
      }
      // Positions on `text`, not slices: a message line needs only its body (below). Nearly every line ends with
      // ` { metadata: undefined }`, whose own start is then the last ` { metadata:` (none can begin inside it):
      // endsWith is a builtin's compare, lastIndexOf a call into the runtime (~1 % of a run).
      const mi = text.endsWith(META_UNDEFINED) ? text.length - META_UNDEFINED.length : text.lastIndexOf(META);
      const msgEnd = mi >= h.msg ? mi : text.length;

      if (text.startsWith('Message from ', h.msg)) {
        const isClient = text.startsWith('client:', h.msg + 13);
        if (isClient || text.startsWith('server:', h.msg + 13)) {
          // name2024() knows only connect/disconnect phrases: a message line keeps h.name.
          lastName = h.name;
          const session = lifetimeOf(h.name).current();
          const from: Party = isClient ? 'client' : 'server';
          const bodyFrom = Math.min(h.msg + 21, text.length);
          // A body the line does not close (or none at all): wrapped onto the next lines.
          const open = msgEnd === text.length ? (bodyFrom === text.length || isBlank(text.slice(bodyFrom)) ? { depth: 0, inString: false, empty: true } : openJson(text.slice(bodyFrom))) : null;
          if (open !== null && ('empty' in open || open.depth > 0)) {
            wrapped = { at: stamp, no, session, from, body: text.slice(bodyFrom).trim(), depth: open.depth, inString: open.inString, end: no, parts: 0 };
            return 'event';
          }
          messages(stamp, no, session, from, text, bodyFrom, msgEnd);
          return 'event';
        }
      }

      const msg = text.slice(h.msg, msgEnd);
      const suffix = msgEnd < text.length ? text.slice(msgEnd) : '';
      const name = h.name ?? name2024(msg);
      lastName = name;
      const level = normLevel(h.level);
      const source = { file, line: no };

      let session: string;
      if (msg.startsWith('Initializing server...') || (h.name === null && msg.startsWith('Attempting to connect to MCP server '))) {
        // A new process lifetime: JSON-RPC ids restart (shared/reference/log-formats.md §1.3).
        session = lifetimeOf(name).start(false);
      } else {
        session = lifetimeOf(name).current();
      }

      // The text keeps metadata that says something (`{ context: 'connection', … }`).
      const shown = suffix === '' || suffix === META_UNDEFINED ? msg : msg + suffix;
      const close = transportClose(msg);
      if (close) {
        const e: WireEvent = {
          at: stamp,
          source,
          session,
          transport: 'stdio',
          from: close.from,
          kind: 'transport-close',
          close: close.expected === undefined ? { reason: close.reason } : { reason: close.reason, expected: close.expected },
          text: shown,
          level,
        };
        emit(e);
        return 'event';
      }

      const e: WireEvent = { at: stamp, source, session, transport: 'stdio', from: 'client', kind: 'host-log', text: shown, level };
      // Only the host's own sentences: `Message from …` bodies and lifecycle lines are handled above.
      const said = readSaid(claudeDesktopPhrases, msg);
      if (said !== null) e.said = said;
      // `Using MCP server command: … with args and path: {` + lines + `} %o`
      if (suffix === '' && msg.endsWith('{')) {
        pending = e;
        pendingSawMeta = false;
        return 'event';
      }
      emit(e);
      return 'event';
    },
    /**
     * A `Message from client|server: {…}` line whose body the validator accepted as one plain message
     * (ingest/wasm/): what `line()` does with it, its header read from the text before the body, in the one
     * state where `line()` hands the body to `plainJsonRpc` — nothing skipped, wrapped or pending, no `tail`
     * sections, a real stamp. Any other state, or a header that does not end right before the body, is left
     * to `line()`.
     */
    plain(line: PlainLine, no: number): LineDisposition | null {
      if (skipping !== null || wrapped !== null || pending !== null || section !== null || stampless) return null;
      // A per-server file repeats the header but for its stamp and sender: the label of the last one read here
      // stands while the bytes between are the same (parseClaudeHeader reads nothing past `Message from `, and
      // its stamp is read from the bytes the way parseIsoUtc reads it).
      let hp = plainHead;
      const sender = hp !== null && plainBytes.sameTail(line) ? plainBytes.sender(line) : null;
      let at = sender !== null ? plainBytes.stampOf(line) : NaN;
      let from: Party = sender ?? 'client';
      if (hp === null || Number.isNaN(at)) {
        plainHead = null;
        plainBytes.keep(line);
        const head = line.head();
        const h = parseClaudeHeader(head);
        if (h === null || Number.isNaN(h.at) || h.msg + 21 !== head.length || !head.startsWith('Message from ', h.msg)) return null;
        const isClient = head.startsWith('client:', h.msg + 13);
        if (!isClient && !head.startsWith('server:', h.msg + 13)) return null;
        plainHead = hp = { name: h.name };
        at = h.at;
        from = isClient ? 'client' : 'server';
      }
      sawStamp = true;
      lastStamp[0] = at;
      sawLastStamp = true;
      lastName = hp.name;
      const session = lifetimeOf(hp.name).current();
      // The event carries the scanner's facts, its message made only if something reads it (plain-event.ts).
      const e = line.event(at, file, no, session, 'stdio');
      e.from = from;
      // A message with no close run held: what emit() does for it (no close, no shutdown under way), without its
      // reading of the event's kind and text.
      if (held.length === 0) {
        shutting = null;
        ctx.emit(e);
      } else emit(e);
      return 'event';
    },
    end(): void {
      flush();
      if (held.length > 0) release('read');
    },
  };
}

/**
 * The fast path's header bytes (LineSink.plain): a per-server file repeats its header but for the stamp and the
 * sender, so while a line's bytes from the stamp's `Z` to the sender are those of the last header read as text
 * (`keep`), its label stands, and the stamp and the sender are read from the bytes here, as parseClaudeHeader
 * and parseIsoUtc would read them from the text.
 *
 * The bytes are compared four at a time (a DataView's 32-bit reads, which the optimising compiler makes single loads):
 * two runs of four bytes are equal exactly when their 32-bit words are, so each answer is the byte loop's. Every line
 * of a capture asks for ~60 such bytes (the tail, the sender, the stamp's second), which byte by byte were most of the
 * reader's own time (docs/performance.md, thirty-fifth round).
 */
class PlainHeaderBytes {
  /** The kept bytes from the 24th (PLAIN_STAMP_BYTES) to the sender's; -1: none kept. */
  private readonly tail = Buffer.alloc(256);
  private readonly tailView = viewOf(this.tail);
  private tailLength = -1;
  /** The Buffer the last line was in, and a view of its bytes (a scanner hands the same Buffer until its memory grows). */
  private viewed: Buffer | null = null;
  private view = viewOf(this.tail);

  /** A DataView whose offsets are `buf`'s. */
  private bytesOf(buf: Buffer): DataView {
    if (buf !== this.viewed) {
      this.viewed = buf;
      this.view = viewOf(buf);
    }
    return this.view;
  }

  /** Keeps the line's bytes between its stamp and its sender (the line's header is being read as text). */
  keep(line: PlainLine): void {
    const n = line.body - line.start - PLAIN_STAMP_BYTES - PLAIN_SENDER_BYTES;
    if (n >= 0 && n <= this.tail.length) {
      line.bytes.copy(this.tail, 0, line.start + PLAIN_STAMP_BYTES, line.body - PLAIN_SENDER_BYTES);
      this.tailLength = n;
    } else this.tailLength = -1;
  }

  /** Whether the line's bytes from the stamp's `Z` to the sender are the kept ones. */
  sameTail(line: PlainLine): boolean {
    const n = this.tailLength;
    if (n < 0 || line.body - line.start - PLAIN_STAMP_BYTES - PLAIN_SENDER_BYTES !== n) return false;
    const v = this.bytesOf(line.bytes);
    const t = this.tailView;
    const at = line.start + PLAIN_STAMP_BYTES;
    let k = 0;
    for (; k + 4 <= n; k += 4) if (v.getInt32(at + k) !== t.getInt32(k)) return false;
    for (; k < n; k++) if (v.getUint8(at + k) !== t.getUint8(k)) return false;
    return true;
  }

  /**
   * `client` or `server` when the 8 bytes before the body start with `client:` or `server:` (the 8th is not read:
   * `line()` reads a tab there as it reads the space).
   */
  sender(line: PlainLine): Party | null {
    const at = line.body - PLAIN_SENDER_BYTES;
    if (at < line.start) return null;
    const v = this.bytesOf(line.bytes);
    const head = v.getInt32(at);
    const party = head === CLIENT_HEAD ? 'client' : head === SERVER_HEAD ? 'server' : null;
    if (party === null) return null;
    // `nt:` after `clie`, `er:` after `serv`
    const rest = (v.getUint16(at + 4) << 8) | v.getUint8(at + 6);
    return rest === (party === 'client' ? CLIENT_REST : SERVER_REST) ? party : null;
  }

  /** The first PLAIN_SECOND_BYTES bytes of the last stamp `stamp` read (through the `.`), and its time without the milliseconds. */
  private readonly second = Buffer.alloc(PLAIN_SECOND_BYTES);
  private readonly secondView = viewOf(this.second);
  private secondMs = NaN;

  /**
   * The line's stamp as `stamp` reads it, read once per distinct second: a capture writes a dozen lines or more a
   * second, and while the bytes through the `.` are the last read stamp's, its time is that stamp's second plus the
   * three digits after them (utcStampMs is that sum: the day's, the hour's, the minute's and the second's
   * milliseconds, then the milliseconds). The `Z` after the digits is in the tail the caller compared.
   * The same second is answered by `msInSecond`, a small integer (no number boxed per line); `stampOf` is its whole
   * answer, and `newSecond` reads the stamp of a line whose second is not the last one's.
   */
  stampOf(line: PlainLine): number {
    const ms = this.msInSecond(line);
    return ms >= 0 ? this.secondMs + ms : ms === NOT_THIS_SECOND ? this.newSecond(line) : NaN;
  }

  /**
   * The stamp's milliseconds (0–999) when its bytes through the `.` are the last read stamp's (its time is then
   * `secondMs` plus them); NOT_THIS_SECOND when they are not, or no stamp was read yet; NOT_DIGITS when they are but
   * the three after them are not digits where parseIsoUtc reads them (the caller then reads the header as text).
   */
  msInSecond(line: PlainLine): number {
    if (Number.isNaN(this.secondMs)) return NOT_THIS_SECOND;
    const buf = line.bytes;
    const at = line.start;
    const v = this.bytesOf(buf);
    const s = this.secondView;
    // PLAIN_SECOND_BYTES is five words
    if (
      v.getInt32(at) !== s.getInt32(0) ||
      v.getInt32(at + 4) !== s.getInt32(4) ||
      v.getInt32(at + 8) !== s.getInt32(8) ||
      v.getInt32(at + 12) !== s.getInt32(12) ||
      v.getInt32(at + 16) !== s.getInt32(16)
    ) {
      return NOT_THIS_SECOND;
    }
    const a = buf[at + PLAIN_SECOND_BYTES]! - 48;
    const b = buf[at + PLAIN_SECOND_BYTES + 1]! - 48;
    const c = buf[at + PLAIN_SECOND_BYTES + 2]! - 48;
    if (a < 0 || a > 9 || b < 0 || b > 9 || c < 0 || c > 9) return NOT_DIGITS;
    return a * 100 + b * 10 + c;
  }

  /** The stamp of a line whose second is not the kept one (stamp), kept as the second for the next lines; NaN as stamp's. */
  newSecond(line: PlainLine): number {
    const buf = line.bytes;
    const at = line.start;
    const ms = this.stamp(line);
    if (Number.isNaN(ms)) return ms;
    // Five words copied as msInSecond compares them: Buffer#copy checks its arguments in JavaScript before the copy,
    // ~0.6 µs a call (`_copy` in a profile), for 20 bytes once a second of the capture.
    const v = this.bytesOf(buf);
    const s = this.secondView;
    s.setInt32(0, v.getInt32(at));
    s.setInt32(4, v.getInt32(at + 4));
    s.setInt32(8, v.getInt32(at + 8));
    s.setInt32(12, v.getInt32(at + 12));
    s.setInt32(16, v.getInt32(at + 16));
    this.secondMs = ms - d2(buf, at + 20) * 10 - (buf[at + 22]! - 48);
    return ms;
  }

  /** Its first 23 bytes as `YYYY-MM-DDTHH:MM:SS.mmm` read as parseIsoUtc reads them (the `Z` is in the tail); NaN otherwise. */
  stamp(line: PlainLine): number {
    const buf = line.bytes;
    const at = line.start;
    // digits where parseIsoUtc reads them, else NaN (the caller then reads the header as text)
    for (let k = 0; k < PLAIN_STAMP_BYTES; k++) {
      const c = buf[at + k]!;
      const sep = PLAIN_STAMP_SEPARATORS[k]!;
      if (sep !== 0 ? c !== sep : c < 48 || c > 57) return NaN;
    }
    return utcStampMs(
      d2(buf, at) * 100 + d2(buf, at + 2),
      d2(buf, at + 5),
      d2(buf, at + 8),
      d2(buf, at + 11),
      d2(buf, at + 14),
      d2(buf, at + 17),
      d2(buf, at + 20) * 10 + buf[at + 22]! - 48,
    );
  }
}

/** A DataView over exactly `buf`'s bytes (its offsets are the Buffer's). */
function viewOf(buf: Buffer): DataView {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** Two digits at `at` as a number. */
function d2(buf: Buffer, at: number): number {
  return (buf[at]! - 48) * 10 + buf[at + 1]! - 48;
}

/** msInSecond's answers that are no milliseconds. */
const NOT_THIS_SECOND = -1;
const NOT_DIGITS = -2;

/** `client: ` or `server: ` and the character before the body (`Message from client: {`). */
const PLAIN_SENDER_BYTES = 8;
/** `clie` / `serv` as a big-endian 32-bit word (DataView's default), and `nt:` / `er:` as 24 bits. */
const CLIENT_HEAD = 0x636c6965 | 0;
const SERVER_HEAD = 0x73657276 | 0;
const CLIENT_REST = 0x6e743a;
const SERVER_REST = 0x65723a;
/** The stamp's bytes before its `Z`: `YYYY-MM-DDTHH:MM:SS.mmm`. */
const PLAIN_STAMP_BYTES = 23;
/** Its bytes through the second and the `.`: `YYYY-MM-DDTHH:MM:SS.` (PlainHeaderBytes.stampOf). */
const PLAIN_SECOND_BYTES = 20; // five 32-bit words (PlainHeaderBytes.stampOf)
/** The separators of those bytes by position (0: a digit). */
const PLAIN_STAMP_SEPARATORS = [0, 0, 0, 0, 45, 0, 0, 45, 0, 0, 84, 0, 0, 58, 0, 0, 58, 0, 0, 46, 0, 0, 0];

/**
 * `Message from client|server: {…} { metadata: … }` without its stamp and brackets: the metadata
 * suffix is Claude Desktop's logger's own, so the line alone is its (github/github-mcp-server#727).
 */
function isBareMessageLine(s: string): boolean {
  if (!s.startsWith('Message from ') || !(s.startsWith('client: {', 13) || s.startsWith('server: {', 13))) return false;
  // With the metadata tail, or a JSON body (a quoted key first) as 2025+ builds write it with the tail off.
  return s.includes(' { metadata: ') || s.startsWith('"', 22);
}

/**
 * A capture's first line that is a whole JSON-RPC request and nothing else (the log's ` { metadata: … }` tail allowed):
 * the body of a `Message from …:` line whose header the reporter's selection cut off. Only a request whose method one
 * side alone sends says which side wrote it (the method catalogue's sender column, protocol/methods.ts): `client` or
 * `server`; null for anything else (a server's own JSON on stderr is no request; a response or a notification names
 * no sender).
 */
function cutHeaderBody(s: string): 'client' | 'server' | null {
  if (s.charCodeAt(0) !== 123) return null;
  const meta = s.lastIndexOf(META);
  const body = meta > 0 ? s.slice(0, meta) : s;
  if (!body.endsWith('}')) return null;
  let o: unknown;
  try {
    o = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(o) || o.jsonrpc !== '2.0' || typeof o.method !== 'string' || (typeof o.id !== 'number' && typeof o.id !== 'string')) return null;
  return CLIENT_REQUESTS.has(o.method) ? 'client' : SERVER_REQUESTS.has(o.method) ? 'server' : null;
}

/**
 * Its per-server lifecycle sentences alone on their lines, the stamp, level and server columns cut by the
 * reporter ("Client transport closed" / "Server transport closed unexpectedly, …" / "Server disconnected. …":
 * the n8n-through-supergateway write-up on blog.youkuaiyun.com, NetGoldenSpider/article/148211323; hosts/claude-desktop.ts).
 */
function isBareLifecycleLine(s: string): boolean {
  return CLAUDE_DESKTOP_SERVER_LOG_RE.test(s);
}

/**
 * The app's own words to the user about a tool call, pasted alone (no header): its 4-minute wait for
 * a result ran out (anthropics/claude-code#66726, #91898, #65643), no result came back, or the call
 * failed with the SDK's error (anthropics/claude-code#5221, #22542). Only Claude's apps write them.
 */
function isBareAppSentence(s: string): boolean {
  return (
    s.startsWith('No result received from the Claude Desktop app after waiting ') ||
    s.startsWith('No result received from client-side tool execution') ||
    // The notice for a server that never attached (modelcontextprotocol/servers#4153, datagouv/datagouv-mcp#77), or,
    // in 2026 Windows builds, never connected (anthropics/claude-code#61524, #64671).
    s.startsWith('Could not attach to MCP server ') ||
    s.startsWith('Could not connect to MCP server ') ||
    // anthropics/claude-code#5221: the SDK's error after the app's own words.
    /^Error executing code: MCP error -?\d+: /.test(s)
  );
}

/**
 * The app's notice about one server, as users copy it from the window: `MCP <name>: <words>`, where the words
 * are its log's own (`Server disconnected`: matlab/matlab-mcp-server#82, crystaldba/postgres-mcp#95) or the
 * JSON.parse error it hit reading the server's stdout (`Expected ',' or ']' after array element in JSON at
 * position 5`: thedotmack/claude-mem#396; `Unexpected non-whitespace character after JSON at position 4`:
 * MarcusJellinghaus/mcp-workspace#14; `Unexpected token 'H', "…" is not valid JSON`: worryzyy/HowToCook-mcp#10), or its
 * launcher's spawn timer (`UtilityProcess spawn timeout`: anthropics/claude-code#61524, #64671).
 * The index where the words start; 0 for any other line. A quoted name is Claude Code's `MCP server "<name>": …`.
 */
const TOAST_RE = /^MCP ([^\s"](?:[^:"\n]*?[^\s"])?): (?=Server disconnected\b|UtilityProcess spawn timeout\b|Unexpected token\b|Unexpected non-whitespace character after JSON\b|Unexpected end of JSON input\b|Expected [^\n]* in JSON at position \d|[^\n]* is not valid JSON\b)/;
function toastAt(s: string): number {
  if (!s.startsWith('MCP ')) return 0;
  const m = TOAST_RE.exec(s);
  return m === null ? 0 : m[0].length;
}

/** Words only Claude Desktop writes after its header. */
const OWN_WORDS_RE = /^(?:Era probe verdict|Couldn't start |Could not start MCP server [^:\n"'`]+: |Message from (?:client|server):|Initializing server\.\.\.|Server started and connected successfully|Server transport closed|Client transport closed)/;

function sniff(head: readonly string[]): number {
  let hit = 0;
  let stampless = 0;
  let strong = 0;
  let saying = 0;
  let bareMessages = 0;
  for (const line of head) {
    const h = parseClaudeHeader(line) ?? parseClaudeHeader(timeOnlyLine(line) ?? '');
    if (h) {
      hit++;
      if (OWN_WORDS_RE.test(line.slice(h.msg))) saying++;
    } else if (isBareMessageLine(line) || isBareAppSentence(line) || isBareLifecycleLine(line) || toastAt(line) > 0) {
      stampless++;
      strong++;
      if (isBareMessageLine(line)) bareMessages++;
    } else if (stampless2024(line) !== null) {
      // The 2024 log's own sentences (see STAMPLESS_2024_RE): no other writer prints them.
      stampless++;
      strong++;
    } else if (stamplessNoLevel(line) !== null) {
      // `[name] <its own words>`, the level cut too: only its log writes those words after a tag.
      stampless++;
      strong++;
    } else {
      const m = STAMPLESS_RE.exec(line);
      if (m === null) continue;
      stampless++;
      // Words only Claude Desktop writes after `[name] [level]`.
      if (OWN_WORDS_RE.test(m[3]!)) strong++;
    }
  }
  if (hit === 0) {
    if (strong === 0) return stampless / head.length >= 0.8 ? 0.35 : 0;
    if (stampless / head.length >= 0.6) return 0.8;
    // Its `Message from client|server: {…}` line cut to the words and the body, among the reporter's prose and the
    // server's own stderr lines (anthropics/claude-code#22319): only its log writes a message so, so the excerpt is
    // its, above the generic reading of the same JSON (jsonrpc-in-text, at most 0.46).
    return bareMessages > 0 ? 0.5 : 0.35;
  }
  const frac = hit / head.length;
  // Its header is a grammar no other writer prints: a few such lines are enough, however long
  // the stacks and stderr lines between them (a server's stack, supergateway's stderr:
  // runebookai/tome#50), so a crash dump at the head does not hide the log. So are two of its
  // stamped lines in its own words (`Message from client:` …): a Python server's SDK line and
  // uncaught traceback under a prompts/list and a timed-out cancel (theposch/gmail-mcp#1) are the
  // server's stderr this per-server log relays, not a Python SDK log — which never prints Claude
  // Desktop's header — so its strong words must not outvote them.
  if (hit >= 3 || saying >= 2) return Math.max(0.9, 0.55 + 0.45 * frac);
  // A short paste of one or two of its lines among wrapped bodies and the server's own stderr
  // (docdyhr/simplenote-mcp-server's timeout fix note: one stamped cancel line, then a Python
  // record): its header with its own words is still a grammar no other writer prints.
  if (saying > 0 && frac < 0.55) return 0.6;
  return frac < 0.2 ? 0.3 : 0.55 + 0.45 * frac;
}

export const claudeDesktop: Reader = {
  name: 'claude-desktop',
  host: 'claude-desktop',
  title: 'Claude Desktop mcp.log / mcp-server-<name>.log',
  clock: 'utc',
  sniff,
  open,
  plainCut: 'claude-desktop',
};
