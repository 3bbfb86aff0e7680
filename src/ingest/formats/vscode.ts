/**
 * VS Code "MCP: <server>" output channel (shared/reference/log-formats.md §2.1).
 *
 * `YYYY-MM-DD HH:MM:SS.mmm [level] <msg>` in *local time with no zone*: the stamp goes
 * through the ZoneResolver (`--tz`, else the machine's zone, recorded as assumed).
 * JSON-RPC bodies appear only at debug/trace level, as `[editor -> server] {json}` /
 * `[server -> editor] {json}` (McpServerRequestHandler), or `[Client Says]` / `[Server Says]`
 * in the 1.99 era. Cursor writes the same line grammar without bodies; it reads as host-log.
 */
import type { JsonRpcMessage, Party, Transport, WireEvent } from '../../events.js';
import { CURSOR_MARKERS, CURSOR_SENTENCE_STARTS, cursorChannelBarePhrases, cursorPhrases } from '../hosts/cursor.js';
import { readSaid, type HostPhrase } from '../hosts/phrase.js';
import { vscodePhrases } from '../hosts/vscode.js';
import { goServerCrash, mcpRemotePhrases, unknownClientPhrases } from '../hosts/index.js';
import { scanBrackets } from '../../json.js';
import { EXEC_FAILED_LINE_RE } from '../../protocol/reasons.js';
import { parseJsonRpc } from '../jsonrpc.js';
import { Lifetimes } from '../lifetimes.js';
import { isBlank } from '../open.js';
import { parseLocalStamp } from '../time.js';
import type { LineDisposition, LineSink, Reader, ReaderContext } from '../types.js';
import { saysMcpOr } from './says-mcp.js';
import { serverMapParts, withMapServer } from './host-lines.js';
import { oncePerHead } from '../head-tally.js';

const LEVELS = new Set(['trace', 'debug', 'info', 'warning', 'warn', 'error', 'critical']);

/** Index where the message starts after `<stamp> [level] `, or -1. */
export function vscodeMessageStart(s: string): number {
  if (s.length < 27 || s.charCodeAt(23) !== 32 || s.charCodeAt(24) !== 91) return -1;
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(10) !== 32 || s.charCodeAt(19) !== 46) return -1;
  const close = s.indexOf(']', 25);
  if (close < 0 || close > 34 || !LEVELS.has(s.slice(25, close))) return -1;
  if (close + 1 < s.length && s.charCodeAt(close + 1) !== 32) return -1;
  return Math.min(close + 2, s.length);
}

const TAGS: ReadonlyArray<readonly [string, Party]> = [
  ['[editor -> server] ', 'client'],
  ['[server -> editor] ', 'server'],
  ['[Client Says] ', 'client'],
  ['[Server Says] ', 'server'],
];

/**
 * A line whose stamp the reporter cut to the time of day, the level kept: `11:14:57 [info] SSE stream
 * disconnected, …` (Cursor's channel quoted on its forum, forum.cursor.com/t/152243). Returns the same line
 * on a fixed day (1970-01-01, in the zone of the run, as the channel's own local stamps), milliseconds padded,
 * so order and gaps hold and the stamped path reads it; null for any other line. Two character tests first.
 */
const TIME_OF_DAY_RE = /^(\d\d:\d\d:\d\d)(?:\.(\d{1,3}))? (?=\[(?:trace|debug|info|warning|warn|error|critical)\](?: |$))/;
function timeOfDayLine(s: string): string | null {
  if (s.charCodeAt(2) !== 58 || s.charCodeAt(5) !== 58) return null;
  const m = TIME_OF_DAY_RE.exec(s);
  if (m === null) return null;
  return `1970-01-01 ${m[1]}.${(m[2] ?? '').padEnd(3, '0')} ${s.slice(m[0].length)}`;
}

/**
 * How far a full stamp may go back before the line is read as another stretch of the channel pasted out of order.
 * VS Code appends to the channel as it logs, with one clock, so its stamps never go back; a reporter may paste an
 * earlier start's lines below a later one's (Azure-Samples/remote-mcp-functions-dotnet#8: the 21:05:57 connect
 * error and the restart after it under the 21:13:54 waiting notices). Those lines begin a lifetime of their own,
 * as a start line would: a close stamped before a request began cannot end it. A second of slack, so that lines of
 * one moment a reporter reordered do not split a lifetime.
 */
const BACKWARDS_MS = 1000;

/**
 * A message of Cursor's whose error is a JSON value the client printed with indentation, its opening bracket ending the
 * line and the rest on unstamped lines below: the TypeScript SDK's ZodError message is its issue array,
 * `JSON.stringify(issues, null, 2)`, and Cursor logs it after "Error connecting to streamableHttp server, falling back
 * to SSE: [" (modelcontextprotocol/typescript-sdk#1273: the initialize result's serverInfo.icons refused). The reader
 * holds the line until the value closes and reads the whole as one sentence (bounded by OPEN_VALUE_MAX_ROWS and
 * OPEN_VALUE_MAX_CHARS: a paste cut inside the value ends it there).
 */
const OPEN_VALUE_RE = /: [[{]\s*$/;
const OPEN_VALUE_MAX_ROWS = 400;
const OPEN_VALUE_MAX_CHARS = 32 * 1024;

/**
 * VS Code's `Starting server <name>` line: a name and nothing else (its `Starting server from <host> extension host`
 * is the next line). A program's own `Starting server on port 8080` / `at http://…` / `...` is not one.
 */
const STARTING_SERVER_RE = /^Starting server (?!(?:from|on|at|in|with|for|to|using|as)\b|\.)[^\s:]+(?: [^\s:]+){0,3}$/;

/** VS Code's waiting notice as it writes it, backquotes and all. */
const WAITING_OWN_RE = /^Waiting for server to respond to `initialize` request\.{3}\s*$/;

/** VS Code's MpcResponseError as printed, alone: `[Error: ]MPC -32602: Unsupported protocol version`. */
const MPC_ERROR_RE = /^(?:Error: )?MPC -\d+: \S/;

/** VS Code's error-state text for a refused POST, its prefix gone: `<status> status sending message to <url>: <body>`. */
const STATE_ERROR_TEXT_RE = /^[1-5]\d\d status sending message to \S+?: \S/;

/**
 * VS Code's error state in its Chinese (Simplified) display language: the `Connection state: {0}` sentence and the
 * state's name are localized, the error text after them is not (`连接状态：错误 Error connecting to <url>/sse: 0
 * TypeError: terminated: Body Timeout Error`, with a full-width colon: webfansplz/vite-plugin-vue-mcp#23). Only the
 * error state, the one form a paste shows.
 */
const ZH_ERROR_STATE_RE = /^连接状态[：:]\s*错误 /;

/**
 * One of VS Code's own sentences that hold backquotes (`initialize` in its waiting and exited lines), put by the
 * reporter in an inline code span of one more backquote at each end, which markdown cannot nest
 * (`` `Waiting for server to respond to `initialize` request...` ``: PrefectHQ/fastmcp#210).
 */
const NESTED_SPAN_RE = /^\s*`((?:\[\w+\] )?(?:Waiting for server to respond to|Server exited before responding to) `initialize` request\.*)`\s*$/;

/**
 * The line as VS Code wrote it, from a reporter's copy that changed its surface: the localized error state read in
 * English words, the extra inline-code backquotes taken off. Any other line is returned as is.
 */
export function vscodeOwnLine(s: string): string {
  const c = s.charCodeAt(0);
  if (c === 0x8fde) {
    const m = ZH_ERROR_STATE_RE.exec(s);
    if (m !== null) return `Connection state: Error ${s.slice(m[0].length)}`;
    return s;
  }
  // The same sentence after the channel's stamp and level.
  const at = vscodeMessageStart(s);
  if (at > 0 && s.charCodeAt(at) === 0x8fde) {
    const m = ZH_ERROR_STATE_RE.exec(s.slice(at));
    if (m !== null) return `${s.slice(0, at)}Connection state: Error ${s.slice(at + m[0].length)}`;
  }
  if (c === 96 || c === 32 || c === 9) {
    const m = NESTED_SPAN_RE.exec(s);
    if (m !== null) return m[1]!;
  }
  return s;
}

/**
 * `[level] <msg>` with the stamp cut off by the reporter (sxhxliang/mcp-access-point#4): the
 * message starts after `] `; the line has no clock.
 */
export function stamplessMessageStart(s: string): number {
  // The cut went through the level too, leaving its closing bracket: `] Connection state: Error …`
  // (obot-platform/obot#3419). Only VS Code's own state line is taken that way.
  if (s.startsWith('] Connection state: ')) return 2;
  // Or the whole prefix, stamp and level, leaving VS Code's own state sentence: the server list's error
  // copied on its own (marianfoo/mcp-sap-docs#27: "Connection state: Error 404 status connecting to … as
  // SSE: <!DOCTYPE html>" and the page after it).
  if (s.startsWith('Connection state: ')) return 0;
  // The server's start, with the same cut, above its state lines: `Starting server Exa` / `Connection state:
  // Running` / `Connection state: Error Error sending message to …` (microsoft/vscode#318830, each server's
  // lines in their own block). Only with a name after it that is not the channel's `from <host>` line.
  if (s.startsWith('Starting server ') && STARTING_SERVER_RE.test(s)) return 0;
  // VS Code's waiting notice with its own backquotes, the message alone (the reporter's copy of what the server list
  // or the channel showed, PrefectHQ/fastmcp#210): no other client writes the sentence with them.
  if (s.startsWith('Waiting for server ') && WAITING_OWN_RE.test(s)) return 0;
  // The error state's text without its prefix, as VS Code's server list shows it and a reporter copies it from there:
  // `500 status sending message to <url>: <body>` (localden/min-ts-mcp-auth#1). Only its status-and-URL shape, which
  // no other client writes (VS Code's `${status} status sending message to ${url}`).
  if (s.charCodeAt(3) === 32 && STATE_ERROR_TEXT_RE.test(s)) return 0;
  // VS Code's wrapper of a server's error answer, with the channel's `Error: ` or as the chat shows it: `MPC <code>: …`
  // is VS Code's own spelling, no other client's (microsoft/vscode#282801, tuist/tuist#7675).
  if ((s.charCodeAt(0) === 77 || s.charCodeAt(0) === 69) && MPC_ERROR_RE.test(s)) return 0;
  if (s.charCodeAt(0) !== 91) return -1;
  // A message line of the channel's trace copied without its stamp and level: one of VS Code's own direction tags
  // with the JSON-RPC body after it (`[Client Says] {…}` / `[Server Says] {…}` of the 1.99 era, pasted as two bare
  // lines in microsoft/vscode#243614; `[editor -> server] {…}` of later builds). No other client writes these tags.
  if (taggedBody(s)) return 0;
  const close = s.indexOf(']', 1);
  if (close < 2 || close > 10 || !LEVELS.has(s.slice(1, close))) return -1;
  if (close + 1 < s.length && s.charCodeAt(close + 1) !== 32) return -1;
  return Math.min(close + 2, s.length);
}

/**
 * Words of a VS Code fork's own MCP client writing into an output channel of the same grammar, with a
 * `[<server>]` tag after the level: Kiro's "Kiro - MCP Logs" (awslabs/mcp#1770, kirodotdev/Kiro#6321,
 * kirodotdev/Kiro#6636). Not VS Code's client (its channel is per server, untagged): the host is then
 * not one the contract names.
 */
const FORK_WORDS_RE = /^(?:\[[^\]]+\] )?(?:Registering MCP server and starting connection|Successfully connected and synced tools and resources for MCP server|MCP connection closed successfully|Adding new MCP server from updated configuration|Configuration changed for MCP server, reconnecting|Connected to server with transport type: |MCP server connection and syncing tools and resources timed out)|^\[Powers Debug\] /;

/**
 * An extension's own logger writing into its output channel in VS Code's grammar, each message after the
 * quoted name of the component that wrote it: Augment's channel (`[error] 'McpHost' Failed to connect to MCP
 * server "x"`, `[info] 'ToolsModel' Host: mcpHost (0 tools: …)`, `[info] 'StallDetector' Recent work: …`:
 * Minidoracat/mcp-feedback-enhanced#14; later builds write a colon after the name, `'McpHost': Failed to
 * connect …`). VS Code's own MCP channel is one per server and untagged: this is another client, whose words
 * are read as any client's without a reader (hosts/index.ts unknownClientPhrases), and the host is then not
 * one the contract names.
 */
const EXTENSION_TAG_RE = /^'([A-Za-z][\w.-]*)':? (?=\S)/;

/**
 * A language client's own line in an extension's output channel (vscode-languageclient writes
 * `[<Level> - <h:mm:ss AM/PM>] <message>`, here inside VS Code's stamped grammar), its server's own stamp and
 * name after it: Amazon Q's language server, `[Error - 4:41:11 PM] [2025-10-15T11:11:11.840Z] lserver: MCP tool
 * task_create failed: MCP error -32001: Request timed out` (MrLesk/Backlog.md#399). An extension's MCP client,
 * not VS Code's: its words are read as any client's without a reader, and the host is not one the contract names.
 */
const LANGUAGE_CLIENT_RE = /^\[(?:Trace|Debug|Info|Warn|Error) *- \d{1,2}:\d\d:\d\d(?: ?[AP]M)?\] (?:\[\d{4}-\d\d-\d\dT[\d:.]+Z?\] )?(?=\S)/;

/**
 * A member line of an extension's multi-line record, indented under its headline (Augment's failed connect:
 * `  Command: …`, `  Args: …`, `  Error: MCP error -2: Request timed out`, `  Stderr: …`:
 * Minidoracat/mcp-feedback-enhanced#14). The error member says why the headline's operation failed: the two
 * read as one sentence.
 */
const ERROR_MEMBER_RE = /^\s+(?:Error|Reason|Cause):\s*(\S.*?)\s*$/;

/** The catalogue both hosts' sentences are read with: VS Code's own, then Cursor's. */
const PHRASES: readonly HostPhrase[] = [...vscodePhrases, ...cursorPhrases];

/** Cursor's mid-2025 server tag (`user-<key>: `) starting a message: VS Code's own channel has no tag. */
const USER_TAG_RE = /^user-[^\s:]+: \S/;

/**
 * Cursor's server tags: 0.4x prints the last 4 characters of an internal server id
 * (`ster: …`, ` MCP: …`), mid-2025 `user-<key>: …`. Only taken for a tag when the words after it
 * are Cursor's (a VS Code message never starts with a 4-character word and a colon before them).
 */
const CURSOR_TAG_RE = /^(?: ?([^\s:]{3,4})|(user-[^\s:]+)): (?=\S)/;

/** Cursor 0.45–0.46's channel-wide tag before its own sentences (no server id in it). */
const EARLY_CURSOR_TAG = '[MCP] ';

/** A line that begins with one of Cursor's own sentences (hosts/cursor.ts CURSOR_SENTENCE_STARTS). */
function cursorSentence(line: string): boolean {
  const t = line.trim();
  for (const m of CURSOR_SENTENCE_STARTS) if (t.startsWith(m)) return true;
  return false;
}

function isCursorWords(msg: string): boolean {
  for (const m of CURSOR_MARKERS) if (msg.includes(m)) return true;
  return false;
}

/** A line with no stamp and no level that is wholly one of the hosts' sentences (a pasted UI string). */
function bareSentence(text: string): string | null {
  const t = text.trim();
  if (t.length === 0 || t.length > 4096) return null;
  if (readSaid(PHRASES, t) === null || !isCursorWords(t)) return null;
  // "Error calling tool '<name>': <error>" alone is a family many clients write (RAGFlow's agent: "Error
  // calling tool 'x': MCP task 'tool_call' timeout after 10s", infiniflow/ragflow#12105). Pasted without
  // Cursor's stamp it is Cursor's only with the SDK's McpError after it, as Cursor prints it
  // (useshortcut/mcp-server-shortcut#16); other words are some other client's.
  const only = CURSOR_MARKERS.every((m) => m === "Error calling tool '" || !t.includes(m));
  if (only && !/^Error calling tool '[^']+': (?:\w*Error: )?MCP error -?\d/.test(t.replace(/^`|`$/g, ''))) return null;
  return t;
}

/** A URL written as the reporter's placeholder: `to <remote MCP URL>:` (angle brackets, words inside, no scheme). */
const PLACEHOLDER_URL_RE = / (?:to|from) <[A-Za-z][^<>:/]*\s[^<>:/]*>:? /;

const EXITED = 'Connection state: Error Process exited with code ';
/** A source line Node quotes above its caret: a `throw` statement (see the `[server stderr]` branch). */
const THROW_RE = /^\s*throw\b/;
/** Node's caret under the quoted source line of an uncaught exception. */
const CARET_RE = /^\s+\^+\s*$/;
const HTTP_ERROR = 'Connection state: Error ';
/**
 * mcp-remote run by VS Code as a stdio server: its stderr `[<pid>] <message>` relayed line by line. Only its account of
 * the connect failing is read (`Connection error: <error>`, then `Fatal error: <error>` as main() exits: the same
 * failure told twice), with the stack and the printed error's fields under it, each on its own relay line: the error's
 * class alone may say nothing and its frames say whose answer it was (`ServerError` at parseErrorResponse under
 * registerClient, the OAuth registration refused: punkpeye/mcp-remote#135).
 */
const MCP_REMOTE_ERROR_RE = /^\[\d+\] (?:\[\d+\] )?((?:Connection|Fatal) error: .*)$/;
/** A relayed line that continues the error above it: a stack frame, a printed error's field, its closing brace. */
const MCP_REMOTE_TAIL_RE = /^\s+at |^\s*\}\s*$|^\s+[a-z]\w*: /;
const STDERR_TAG = '[server stderr] ';

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  // The same label string while a lifetime lasts (see claude-desktop.ts `sameLabel`).
  let labelN = -1;
  let label = '';
  const lifetimes = new Lifetimes((n) => {
    if (n !== labelN) {
      labelN = n;
      label = `p${n}`;
    }
    return label;
  });
  let transport: Transport | null = null;
  let lastAt: number | null = null;
  let lastFrom: Party | null = null;
  /** The previous `[server stderr]` line held a `throw` statement (Node's print of an uncaught exception follows). */
  let stderrThrow = false;
  // Cursor writes this grammar too; its own words tell (inputs[].host).
  let cursor = false;
  /** A VS Code fork's own MCP client wrote these lines (FORK_WORDS_RE). */
  let fork = false;
  /** An extension's own logger wrote these lines (EXTENSION_TAG_RE). */
  let extension = false;
  /** A line was read by VS Code's or Cursor's catalogue: the channel is theirs, not another extension's. */
  let spoke = false;
  /**
   * A line only VS Code's own MCP client writes: its traffic tags, its server's stderr, its state and start
   * sentences, a row of its catalogue. Without one the channel is another extension's (host()).
   */
  let own = false;
  /** An extension's headline that said nothing itself, while its member lines follow (ERROR_MEMBER_RE). */
  let headline: string | null = null;
  /** Cursor 0.4x tags several servers in one channel: a lifetime per tag. */
  const tagLifetimes = new Map<string, { n: number; spoke: boolean }>();
  const tagSession = (tag: string, starting: boolean): string => {
    let lt = tagLifetimes.get(tag);
    if (lt === undefined) {
      lt = { n: 1, spoke: false };
      tagLifetimes.set(tag, lt);
    } else if (starting && lt.spoke) {
      lt.n++;
      lt.spoke = false;
    }
    if (!starting) lt.spoke = true;
    return `${tag}#${lt.n}`;
  };

  /** VS Code announced a stop of this lifetime's server ("Stopping server <name>", "…, server will stop."). */
  let stopping = false;
  const newLifetime = (): string => {
    const before = lifetimes.peek();
    const s = lifetimes.start(true);
    // A new process or connection: what we learned about the old transport no longer holds.
    if (s !== before) {
      transport = null;
      stopping = false;
    }
    return s;
  };

  const emitMessages = (
    at: number | null,
    no: number,
    session: string,
    from: Party,
    body: string,
    stream?: WireEvent['stream'],
  ): void => {
    const r = parseJsonRpc(body);
    const source = { file, line: no };
    if (r.problem) ctx.problem(source, r.problem);
    if (r.messages.length === 0) {
      ctx.emit({ at, source, session, transport, from, kind: 'unparsed', text: body });
      return;
    }
    for (const message of r.messages) {
      const e: WireEvent = { at, source, session, transport, from, kind: 'message', message: message as JsonRpcMessage };
      if (r.recovered) e.recovered = true;
      if (stream) e.stream = stream;
      ctx.emit(e);
    }
  };

  /** mcp-remote's connect error read from the relayed stderr, held while its stack's lines follow (MCP_REMOTE_ERROR_RE). */
  let remoteError: { e: WireEvent; words: string } | null = null;
  /** The lifetime whose connect failure mcp-remote already told ("Connection error: …"): its "Fatal error: …" repeats it. */
  let remoteFailedIn: string | null = null;
  const flushRemoteError = (): void => {
    if (remoteError === null) return;
    const { e, words } = remoteError;
    remoteError = null;
    let said = readSaid(mcpRemotePhrases, words);
    // Its "Fatal error: <error>" repeats the connect's "Connection error: <error>" (mcp-remote's main()): the connect's
    // failure when the paste begins after that line, else the same failure again, left as words.
    if (said === null && words.startsWith('Fatal error: ') && remoteFailedIn !== e.session) {
      said = readSaid(mcpRemotePhrases, `Connection error: ${words.slice(13)}`);
    }
    if (said !== null && said.phrase.startsWith('mcp-remote/connection-error')) remoteFailedIn = e.session;
    ctx.emit(said !== null ? { ...e, text: words, said } : { ...e, text: words });
  };

  /** The catalogue's reading of one of the channel's client lines, emitted as a host-log event. */
  /** `server`: the server a per-server error map's entry names (serverMapParts), when the words name none. */
  const readWords = (e: WireEvent, msg: string, server?: string): void => {
    const known = PLACEHOLDER_URL_RE.test(msg) ? null : readSaid(PHRASES, msg);
    if (known !== null) spoke = true;
    const said = PLACEHOLDER_URL_RE.test(msg) ? null : known ?? (fork || !(own || spoke || cursor) ? readSaid(unknownClientPhrases, msg) : null);
    if (said !== null) e.said = withMapServer(said, server);
    ctx.emit(e);
  };

  /** A Cursor line whose error opens a JSON value continued on the lines below it (OPEN_VALUE_RE), while it is open. */
  let openValue: { e: WireEvent; rows: string[]; state: { depth: number; inString: boolean }; chars: number } | null = null;
  const flushOpenValue = (): void => {
    if (openValue === null) return;
    const { e, rows } = openValue;
    openValue = null;
    // One sentence: the value's lines joined as the words after the colon (the catalogue's rows read a single line).
    const msg = rows.map((r, i) => (i === 0 ? r : r.trim())).join(' ');
    readWords({ ...e, text: msg }, msg);
  };

  return {
    line(text: string, no: number): LineDisposition {
      if (openValue !== null) {
        // The value's own lines carry no stamp and open no record of the grammar; anything else ends it.
        if (!isBlank(text) && vscodeMessageStart(text) < 0 && timeOfDayLine(text) === null && stamplessMessageStart(text) < 0 && !cursorSentence(text)) {
          openValue.rows.push(text);
          openValue.chars += text.length;
          openValue.state = scanBrackets(text, 0, openValue.state, false);
          if (openValue.state.depth <= 0 || openValue.rows.length > OPEN_VALUE_MAX_ROWS || openValue.chars > OPEN_VALUE_MAX_CHARS) flushOpenValue();
          return 'event';
        }
        flushOpenValue();
      }
      if (remoteError !== null) {
        const tag = text.indexOf(STDERR_TAG);
        if (tag < 0 || !MCP_REMOTE_TAIL_RE.test(text.slice(tag + STDERR_TAG.length))) flushRemoteError();
      }
      text = vscodeOwnLine(text);
      let start = vscodeMessageStart(text);
      let full: string | null = null;
      if (start < 0) {
        full = timeOfDayLine(text);
        if (full !== null) {
          text = full;
          start = vscodeMessageStart(text);
        }
      }
      let at: number | null;
      let rawLevel: string;
      /** This line's stamp is earlier than the line before it (see BACKWARDS_MS). */
      let pastedOutOfOrder = false;
      if (start >= 0) {
        const parsed = parseLocalStamp(text, ctx.tz);
        at = Number.isNaN(parsed) ? null : parsed;
        if (at === null) {
          ctx.problem({ file, line: no }, `invalid timestamp ${JSON.stringify(text.slice(0, 23))}; line kept without a time`);
        } else {
          // The channel is one writer's, its lines appended in its own clock's order: a full date going back means
          // the reporter pasted an earlier stretch below a later one. Not a time of day alone (a cut stamp may
          // cross midnight). See BACKWARDS_MS.
          if (lastAt !== null && at < lastAt - BACKWARDS_MS && full === null) pastedOutOfOrder = true;
          lastAt = at;
        }
        rawLevel = text.slice(25, text.indexOf(']', 25));
      } else {
        if (isBlank(text)) return 'blank';
        start = stamplessMessageStart(text);
        // A line whose words alone are any client's, once the channel is known to be Cursor's: its V2 client's lines
        // copied without stamps (hosts/cursor.ts cursorChannelBarePhrases: Pr-Mex/vanessa-automation#2711).
        const bare = start < 0 ? bareSentence(text) ?? (cursor && readSaid(cursorChannelBarePhrases, text.trim()) !== null ? text.trim() : null) : null;
        if (start < 0 && bare === null) {
          // A wrapped continuation (multi-line stderr, a Rich record): same clock and owner.
          const e: WireEvent = { at: lastAt, source: { file, line: no }, session: lifetimes.peek(), transport, from: lastFrom, kind: 'host-log', text };
          const member = headline !== null ? ERROR_MEMBER_RE.exec(text) : null;
          if (member !== null) {
            const said = readSaid(unknownClientPhrases, `${headline}: ${member[1]}`);
            if (said !== null) e.said = said;
            headline = null;
          }
          ctx.emit(e);
          return 'event';
        }
        at = null;
        if (start >= 0) {
          rawLevel = start > 2 ? text.slice(1, start - 2) : 'info';
        } else {
          rawLevel = 'info';
          text = bare!;
          start = 0;
        }
      }
      const level = rawLevel === 'warning' ? 'warn' : rawLevel;
      let msg = text.slice(start);
      const source = { file, line: no };
      // Cursor's server tag, then Cursor's words: the session is the tagged server's.
      let tagged: string | null = null;
      // Cursor 0.45–0.46 tagged its whole channel `[MCP] ` (no server id) before the same sentences
      // (jerhadf/linear-mcp-server#10, AgentDeskAI/browser-tools-mcp#11): the words are read without it.
      if (msg.startsWith(EARLY_CURSOR_TAG) && isCursorWords(msg.slice(EARLY_CURSOR_TAG.length))) {
        msg = msg.slice(EARLY_CURSOR_TAG.length);
      }
      const t = msg.charCodeAt(0) === 91 ? null : CURSOR_TAG_RE.exec(msg);
      if (t !== null && isCursorWords(msg.slice(t[0].length))) {
        tagged = t[1] ?? t[2]!;
        msg = msg.slice(t[0].length);
      }
      // Cursor's mid-2025 per-server tag tells the host even when the words after it are a relayed
      // server's (mcp-remote's `[pid] Received error: …`: CircleCI-Public/mcp-server-circleci#105).
      // Not on a traffic line: its text is a JSON-RPC message, whose strings (a tool's result, its arguments) may quote
      // any words, Cursor's too; and scanning every message's body for thirty markers was ~6 % of a VS Code run.
      if (!cursor && !trafficLine(msg) && (isCursorWords(msg) || USER_TAG_RE.test(msg))) cursor = true;
      // A server's stderr at the `[error]` level with no tag is Cursor's way (VS Code tags it `[warning] [server stderr]`):
      // a launcher's own line that it could not run the program tells the host (jgravelle/jcodemunch-mcp#320).
      if (!cursor && level === 'error' && EXEC_FAILED_LINE_RE.test(msg.trim())) cursor = true;
      if (!fork && FORK_WORDS_RE.test(msg)) fork = true;
      headline = null;
      const ext = EXTENSION_TAG_RE.exec(msg) ?? LANGUAGE_CLIENT_RE.exec(msg);
      if (ext !== null) {
        extension = true;
        msg = msg.slice(ext[0].length);
        const e: WireEvent = { at, source, session: lifetimes.current(), transport, from: 'client', kind: 'host-log', text: msg, level };
        const said = readSaid(unknownClientPhrases, msg);
        if (said !== null) e.said = said;
        else headline = msg;
        lastFrom = 'client';
        ctx.emit(e);
        return 'event';
      }

      if (!own && ownWords(msg)) own = true;
      if (msg.charCodeAt(0) === 91) {
        for (const [tag, from] of TAGS) {
          if (msg.startsWith(tag)) {
            lastFrom = from;
            emitMessages(at, no, lifetimes.current(), from, msg.slice(tag.length));
            return 'event';
          }
        }
        if (msg.startsWith('[server stderr] ')) {
          lastFrom = 'server';
          const text = msg.slice(16);
          if (remoteError !== null) remoteError.words += `\n${text}`;
          const remote = text.charCodeAt(0) === 91 ? MCP_REMOTE_ERROR_RE.exec(text) : null;
          if (remote !== null) {
            remoteError = { e: { at, source, session: lifetimes.current(), transport, from: 'server', kind: 'host-log', text, level }, words: remote[1]! };
            return 'event';
          }
          // A Go server's panic printout (hosts/go-sdk.ts goServerCrash): the runtime's header ends the process,
          // the SDK's handler frame under it names the request that died with it (safedep/vet#544).
          const crash = goServerCrash(text);
          ctx.emit({ at, source, session: lifetimes.current(), transport, from: 'server', kind: 'host-log', text, level, ...(crash !== null ? { said: crash } : {}) });
          // Node's print of an uncaught exception, which ends the process: the source line that threw, then a
          // caret under it ("            throw new Error(\"Not connected\");" / "                  ^", then the error:
          // a TypeScript SDK server notifying with no transport connected, modelcontextprotocol/servers#2190).
          // The server's process is gone from that instant, whatever VS Code says about it later.
          if (stderrThrow && CARET_RE.test(text)) {
            ctx.emit({
              at, source, session: lifetimes.current(), transport, from: 'server', kind: 'transport-close',
              close: { reason: 'uncaught exception', expected: false, exitCode: null },
              text, level,
            });
          }
          stderrThrow = THROW_RE.test(text);
          return 'event';
        }
      }
      lastFrom = 'client';

      let session: string;
      if (tagged !== null) {
        session = tagSession(tagged, msg.startsWith('Starting new stdio process'));
      } else if ((msg.startsWith('Starting server ') && !msg.startsWith('Starting server from ')) || msg === 'Connection state: Starting' || pastedOutOfOrder) {
        session = newLifetime();
      } else {
        session = lifetimes.current();
      }

      if (msg.startsWith('Server command line:')) transport = 'stdio';
      else if (transport === null && msg.startsWith('Connection state:') && (msg.includes('https://') || msg.includes('http://'))) {
        transport = 'streamable-http';
      }

      if (msg.startsWith(EXITED)) {
        const code = Number.parseInt(msg.slice(EXITED.length), 10);
        ctx.emit({
          at, source, session, transport, from: 'server', kind: 'transport-close',
          close: { reason: 'process exited', expected: false, exitCode: Number.isNaN(code) ? null : code },
          text: msg, level,
        });
        return 'event';
      }
      if (msg.startsWith('Server exited before responding to `initialize` request')) {
        ctx.emit({
          at, source, session, transport, from: 'server', kind: 'transport-close',
          close: { reason: 'server exited before responding to initialize', expected: false },
          text: msg, level,
        });
        // The words also say an initialize was in flight: that fact is a host-log event's.
        const said = readSaid(PHRASES, msg);
        if (said !== null) ctx.emit({ at, source, session, transport, from: 'client', kind: 'host-log', text: msg, level, said });
        return 'event';
      }
      if (msg.startsWith('Stopping server ') || msg.endsWith('server will stop.')) stopping = true;
      if (msg === 'Connection state: Stopped') {
        // VS Code stops a server it was asked to stop ("Stopping server <name>" first, or the extension host
        // going away), and also marks a stdio server Stopped when its process exits with code 0 (any other
        // code is "Error Process exited with code <n>"): with no stop announced the server went away on its
        // own (SShadowS/business-central-mcp#1: Stopped 12 s into a handshake never answered, no stop asked).
        ctx.emit({
          at, source, session, transport, from: stopping ? 'client' : 'server', kind: 'transport-close',
          close: stopping ? { reason: 'stopped', expected: true } : { reason: 'stopped unasked', expected: false },
          text: msg, level,
        });
        return 'event';
      }
      // `Connection state: Error 404 status sending message to <url>: {json}` (microsoft/vscode#296545)
      if (msg.startsWith(HTTP_ERROR)) {
        const m = /^Connection state: Error (\d{3}) status sending message to (\S+?):? (\{.*)$/.exec(msg);
        // Only a JSON-RPC body is an answer on the wire; an endpoint's own JSON error object (`{"code":-32603,"message":
        // "Session \"…\" not found"}`: delphi-blocks/MCPConnect#3) is its words, read by the row as a plain-text body is.
        // So is an OAuth error body (RFC 6750's `{"error": "invalid_token", "error_description": …}`, a string where
        // JSON-RPC has an error object: sassoftware/sas-mcp-server#4) and any object that names neither a version nor an
        // id: a JSON-RPC answer carries both (JSON-RPC 2.0 §5).
        const r = m ? parseJsonRpc(m[3]!) : null;
        if (m && r !== null && r.messages.some((x) => 'jsonrpc' in x || 'id' in x)) {
          const status = Number(m[1]);
          const url = m[2]!;
          const body = m[3]!;
          const id = r.messages[0]?.id;
          const stream: WireEvent['stream'] = { id: `line-${no}`, status, url };
          if (typeof id === 'string' || typeof id === 'number') stream.requestId = id;
          ctx.emit({ at, source, session, transport, from: 'server', kind: 'http-status', stream, text: msg, level });
          emitMessages(at, no, session, 'server', body, { ...stream });
          return 'event';
        }
      }

      // The TypeScript SDK's "Received a response for an unknown message ID: <the answer>" (Cursor: "Client error for
      // command Received a response …"): the words are the client's, the JSON after them is the answer the server
      // sent for a request the client no longer tracked — a Python server's acknowledgement of a cancellation
      // ('{"id":20,"error":{"code":0,"message":"Request cancelled"}}': Minidoracat/mcp-feedback-enhanced#202).
      // The answer is a message on the wire: the timeline finds (or starts) its request.
      const unknownAnswer = msg.indexOf(UNKNOWN_ANSWER);
      if (unknownAnswer >= 0 && msg.charCodeAt(unknownAnswer + UNKNOWN_ANSWER.length) === 123 /* { */) {
        const body = msg.slice(unknownAnswer + UNKNOWN_ANSWER.length);
        emitMessages(at, no, session, 'server', body);
        const words: WireEvent = { at, source, session, transport, from: 'client', kind: 'host-log', text: msg, level };
        const saidWords = readSaid(PHRASES, msg);
        if (saidWords !== null) {
          // The answer's id: the words speak of that request (timeline/host-requests.ts onLate).
          const id = parseJsonRpc(body).messages[0]?.id;
          words.said = typeof id === 'string' || typeof id === 'number' ? { ...saidWords, id } : saidWords;
        }
        ctx.emit(words);
        return 'event';
      }
      const e: WireEvent = { at, source, session, transport, from: 'client', kind: 'host-log', text: msg, level };
      // A fork's own client (FORK_WORDS_RE) has sentences VS Code's catalogue does not know: they are read as any
      // client's without a reader of its own (Kiro's connect deadline: waldzellai/waldzell-mcp#70).
      // The reporter's pattern for what every server printed, its URL a placeholder (`Error sending message to <remote
      // MCP URL>: TypeError: fetch failed` above the example lines: microsoft/vscode#318830): VS Code prints the URL it
      // sent to, so the line is no exchange of its own; kept as text.
      // So does another extension's MCP client writing untagged into its own channel (the AI Toolkit's "Failed to connect
      // to MCP Server 'x'. Error: SSE error: Non-200 status code (405)": microsoft/foundry-dev-tools#232, #328), as long
      // as the channel has not said any of VS Code's or Cursor's words: VS Code's per-server channel opens with them
      // ("Starting server …"), Cursor's with its own ("MCP HTTP exchange failed"), so their lines keep their catalogue alone.
      // Cursor's words whose error is a JSON value printed over the lines below (OPEN_VALUE_RE): held until it closes.
      if ((cursor || isCursorWords(msg)) && OPEN_VALUE_RE.test(msg)) {
        const open = msg.trimEnd().length - 1;
        openValue = { e, rows: [msg.trimEnd()], state: scanBrackets(msg, open, { depth: 0, inString: false }, false), chars: msg.length };
        return 'event';
      }
      // A line for several failures (Cursor's listing of a server's offerings, several sub-calls failed on one line):
      // each read as its own request, as every reader does (host-lines.ts serverMapParts), a map entry's with its server.
      // The cheap test first: only Cursor's listing line or a line holding a map's brace can be one, and most are neither.
      const parts = msg.startsWith('listOfferings') || msg.includes('{') ? serverMapParts(msg) : null;
      if (parts !== null) {
        for (const part of parts) readWords({ ...e, text: part.text }, part.text, part.server);
        return 'event';
      }
      readWords(e, msg);
      return 'event';
    },
    end(): void {
      flushOpenValue();
      flushRemoteError();
    },
    host(): string {
      // An output channel in VS Code's grammar that never says any of VS Code's own words is another extension's
      // MCP client writing its own (the AI Toolkit's "Calling tool echo with args: …", "Error when calling MCP
      // Server X: SSE stream disconnected: …": microsoft/foundry-dev-tools#328): not one the contract names.
      return cursor ? 'cursor' : fork || extension || !own ? 'unknown' : 'vscode';
    },
  };
}

/** A message tagged as the channel's traffic (`[editor -> server] {…}`, TAGS): a JSON-RPC message follows the tag. */
function trafficLine(msg: string): boolean {
  return trafficTag(msg) !== null;
}

/** The traffic tag (TAGS) a message starts with, or null. */
function trafficTag(msg: string): string | null {
  if (msg.charCodeAt(0) !== 91) return null;
  for (const [tag] of TAGS) if (msg.startsWith(tag)) return tag;
  return null;
}

/** A traffic tag at the start of a line with a JSON body right after it. */
function taggedBody(s: string): boolean {
  const tag = trafficTag(s);
  return tag !== null && s.charCodeAt(tag.length) === 123;
}

/** Whether a message is one only VS Code's own MCP client writes in its per-server channel. */
function ownWords(msg: string): boolean {
  if (msg.charCodeAt(0) === 91) return trafficLine(msg) || msg.startsWith('[server stderr]');
  return (
    msg.startsWith('Connection state:') || msg.startsWith('Starting server') || msg.startsWith('Server command line:') ||
    msg.startsWith(EXITED) || msg.startsWith('Server exited before responding') || readSaid(vscodePhrases, msg) !== null ||
    // Its HTTP client reopening the standalone event stream (langfuse/mcp-server-langfuse#16).
    msg.startsWith('Error reading from async stream')
  );
}

/** The TypeScript SDK's words before the answer it could not match to a request it tracks. */
const UNKNOWN_ANSWER = 'Received a response for an unknown message ID: ';

/** A line of HTML markup: an error page's, quoted after the sentence that received it. */
const PAGE_LINE_RE = /^\s*<(?:!DOCTYPE\b|\/?[a-zA-Z][\w-]*(?:[\s>/]|$))/i;

/**
 * The narrowest edge a hard wrap is taken at (a terminal's 80 columns): a row is cut short only when the next line's
 * first word would not have fitted after it on a line that wide.
 */
const WRAP_EDGE = 80;
/** A row this short ends a message of its own, unless the message's grammar is owed more (BODY_DUE_RE, an open body). */
const WRAP_ROW_MIN = 60;
/** A record the reporter's wrap left open no further than this is still joined (a wrapped 8 KB body is ~70 rows). */
const WRAP_RECORD_MAX = 64 * 1024;

/**
 * A message that stops where VS Code's grammar still owes its target or its body: `<status> status sending message
 * to` / `Error sending message to <url>:` (the URL and the body or error after it: microsoft/vscode#296545,
 * Michael-Obele/shadcn-svelte-mcp#6), `… status connecting to <url> as SSE:` (the page or error body after it), and the TypeScript SDK's "Received a response for an
 * unknown message ID:" as Cursor relays it (the answer after it).
 */
const BODY_DUE_RE = /(?:\b(?:sending message|connecting) to(?: \S+(?: as(?: SSE:?)?)?)?|for an unknown message ID:)$/;

/** A line no wrap leaves as a row's rest: a stack frame, a fence, the reporter's elision. */
const OWN_ROW_RE = /^(?:at\s|```|\.\.\.|\u2026)/;

/** A line that starts a record of this grammar: a stamp (or its time of day) and a level, or a cut prefix's shape. */
function startsRecord(s: string): boolean {
  return vscodeMessageStart(s) >= 0 || timeOfDayLine(s) !== null || stamplessMessageStart(s) >= 0 || cursorSentence(s);
}

/**
 * Whether `next` is the rest of the stamped record above it, cut short by a hard wrap (the reporter's editor, mail
 * client or terminal breaking a long line at its last space before the edge); `row` is the record's last physical row
 * so far. The ingest driver joins it to the record with a space and counts it as a part (Reader.rowRest).
 *
 * Every record of the channel starts with its stamp, so a line without one that opens no record of the grammar is
 * either a line of a multi-line message or a row's rest. The channel's own multi-line messages go on in lines of
 * their own shape — a stack's indented frames, an HTML page's markup, a fence or `...` of the reporter's — and none
 * of those is ever joined. A rest is taken when the record was cut short: its next word would not have fitted on an
 * 80-column row, and either the grammar still owes something (a traffic tag with no body, "sending message to" with
 * no URL or body: BODY_DUE_RE), or its JSON body is still open, or the row reached near a line's width and the rest
 * is words (a JSON-RPC message line of its own, a bracketed or markup line, is never joined onto mere words).
 */
export function vscodeRowRest(record: string, row: string, next: string): boolean {
  if (next.length === 0 || record.length > WRAP_RECORD_MAX) return false;
  const c = next.charCodeAt(0);
  if (c === 32 || c === 9 || OWN_ROW_RE.test(next) || startsRecord(next)) return false;
  let text = record;
  let start = vscodeMessageStart(text);
  if (start < 0) {
    const full = timeOfDayLine(text);
    if (full === null) return false;
    text = full;
    start = vscodeMessageStart(text);
  }
  const r = row.trimEnd();
  const word = /^\S+/.exec(next);
  if (word === null || r.length + 1 + word[0].length <= WRAP_EDGE) return false;
  const msg = text.slice(start).trimEnd();
  const bracket = c === 123 || c === 91;
  // A traffic tag alone: its body is the next line, whatever it holds (VS Code writes the message on the tag's line).
  for (const [tag] of TAGS) if (msg === tag.trimEnd()) return true;
  if (BODY_DUE_RE.test(msg)) return true;
  const open = msg.indexOf('{');
  if (open >= 0) {
    const s = scanBrackets(msg, open, { depth: 0, inString: false }, true);
    if (s.depth > 0 || s.inString) return !(bracket && parseJsonRpc(next).messages.length > 0);
  }
  if (bracket || c === 60 || c === 125 || c === 93) return false;
  return r.length >= WRAP_ROW_MIN;
}

/** Any word that says MCP: the protocol's name in any case or compound (`MCP: notes`, mcp.json, McpError), a JSON-RPC body. */
const MCP_WORD_RE = saysMcpOr('"jsonrpc"');
/**
 * An SDK's own record about a request that names no MCP, relayed as a server's stderr line: the Python SDK server's
 * `Processing request of type`, its type wrapped by Rich to the next row (a Cursor channel line).
 */
const SDK_SENTENCE_RE = /\bProcessing request of type\b/;

/** What the head's lines are in the channel grammar (sniff, sniffChannelLines). */
interface Tally {
  /** Stamped lines. */
  hit: number;
  /** A stamped line in the hosts' traffic or state grammar (`[editor -> server]`, `Connection state:`, …). */
  strong: boolean;
  /** A stamped line in the hosts' own MCP words. */
  ownMcp: boolean;
  /** Stamped lines with Cursor's per-server tag. */
  tagged: number;
  bare: number;
  bareStrong: number;
  cursorOwn: number;
}

/** The head's count, once for the reader's sniff and its besideMcp sniff (head-tally.ts). */
const tally = oncePerHead(countHead);

function countHead(head: readonly string[]): Tally {
  let hit = 0;
  let strong = false;
  let mcp = false;
  let tagged = 0;
  // Lines whose stamp the reporter cut (`[info] …`), and bare pasted Cursor sentences.
  let bare = 0;
  let bareStrong = 0;
  let cursorOwn = 0;
  for (const raw of head) {
    const line = vscodeOwnLine(raw);
    const s = vscodeMessageStart(line);
    if (s < 0) {
      // A stamp cut to the time of day is a common logger's shape: like a cut stamp, only the hosts' own
      // words make it this channel.
      const day = timeOfDayLine(line);
      const b = day !== null ? -1 : stamplessMessageStart(line);
      const msg0 = day !== null ? day.slice(vscodeMessageStart(day)) : null;
      if (msg0 !== null) {
        bare++;
        if (readSaid(PHRASES, msg0) !== null || msg0.startsWith('Connection state:') || msg0.startsWith('Starting server ') || isCursorWords(msg0)) bareStrong++;
        continue;
      }
      const msg = b >= 0 ? line.slice(b) : bareSentence(line);
      // A line that is wholly one of Cursor's own sentences from its start (CURSOR_SENTENCE_STARTS), pasted
      // without the channel's stamp: only Cursor writes it (freema/openclaw-mcp#24).
      if (b < 0 && cursorSentence(line)) {
        bare++;
        bareStrong++;
        cursorOwn++;
        continue;
      }
      if (msg === null) continue;
      bare++;
      if (readSaid(PHRASES, msg) !== null || msg.startsWith('Connection state:') || msg.startsWith('Starting server ') || isCursorWords(msg) || taggedBody(msg)) bareStrong++;
      // … or a launcher's own line that it could not run the program (reasons.ts EXEC_FAILED_LINE_RE) at the `[error]`
      // level Cursor gives a server's stderr, the reporter's copy without the stamp (`[error] 'uvx' is not recognized
      // as an internal or external command, …`: jgravelle/jcodemunch-mcp#320).
      else if (b >= 0 && line.slice(0, b).trim() === '[error]' && EXEC_FAILED_LINE_RE.test(msg.trim())) bareStrong++;
      continue;
    }
    hit++;
    // Cursor's mid-2025 per-server tag after the level (`user-<key>: `), whatever words follow it.
    if (USER_TAG_RE.test(line.slice(s))) tagged++;
    if (!mcp) {
      const msg = line.slice(s);
      if (USER_TAG_RE.test(msg) || ownWords(msg) || readSaid(PHRASES, msg) !== null || isCursorWords(msg) || SDK_SENTENCE_RE.test(msg) || readSaid(unknownClientPhrases, msg) !== null) mcp = true;
    }
    if (!strong) {
      const msg = line.slice(s);
      strong =
        msg.startsWith('[editor -> server]') ||
        msg.startsWith('[server -> editor]') ||
        msg.startsWith('[server stderr]') ||
        msg.startsWith('Connection state:') ||
        msg.startsWith('[Client Says]') ||
        msg.startsWith('Starting server ');
    }
  }
  return { hit, strong, ownMcp: mcp, tagged, bare, bareStrong, cursorOwn };
}

function sniff(head: readonly string[]): number {
  const t = tally(head);
  const { hit, bare, bareStrong, cursorOwn } = t;
  if (hit === 0) {
    // Without stamps only the hosts' own sentences make it VS Code's or Cursor's channel.
    if (bareStrong === 0) return bare / head.length >= 0.8 ? 0.35 : 0;
    // The lines of an HTML error page a state sentence quoted are that sentence's, not other words
    // (marianfoo/mcp-sap-docs#27).
    let page = 0;
    for (const line of head) if (PAGE_LINE_RE.test(line)) page++;
    const n = Math.max(1, head.length - page);
    if (bare / n < 0.6) return 0.3;
    // Several of Cursor's own sentences, unstamped: a grammar only Cursor writes (a few strong lines, ≥ 0.8),
    // above another host's reader claiming one generic sentence among them ("Connection failed: …").
    if (cursorOwn >= 3) return 0.9;
    return Math.min(0.85, 0.6 + 0.25 * (bareStrong / n));
  }
  // Stamped lines in the hosts' own MCP words or grammar; the channel's other lines count beside a word that says MCP
  // (sniffChannelLines).
  return t.ownMcp || t.strong ? channelScore(t, head.length) : 0;
}

/**
 * The channel grammar is every VS Code output channel's: another extension's channel (GitHub Copilot Chat's `[info]
 * Request ID for failed request:` over its token lines: microsoft/vscode-copilot-release#2374) never says MCP, so its
 * stamped lines claim a text only beside a word that says MCP (besideMcp).
 */
function sniffChannelLines(head: readonly string[]): number {
  const t = tally(head);
  return t.hit === 0 ? 0 : channelScore(t, head.length);
}

/** The score of a head with stamped channel lines (`hit` of `lines`). */
function channelScore({ hit, strong, tagged }: Tally, lines: number): number {
  const frac = hit / lines;
  const score = frac < 0.2 ? 0.3 : 0.5 + 0.4 * frac;
  // A few stamped lines among many unstamped ones are still this channel when their words are only the
  // hosts': a server's multi-line stderr or an HTML error page fills the rest (Cursor relaying mcp-remote:
  // `[error] user-<name>: [pid] Received error: … (HTTP 404): <!DOCTYPE html>` then the page's lines,
  // CircleCI-Public/mcp-server-circleci#105).
  if (frac < 0.2 && hit >= 2 && (strong || tagged >= 2)) return 0.55;
  return strong ? Math.min(1, score + 0.1) : score;
}

export const vscode: Reader = {
  name: 'vscode',
  host: 'vscode',
  title: 'VS Code "MCP: <server>" output channel (also Cursor)',
  clock: 'local',
  sniff,
  besideMcp: { words: MCP_WORD_RE, sniff: sniffChannelLines },
  open,
  rowRest: vscodeRowRest,
};
