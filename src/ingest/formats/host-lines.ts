/**
 * A line reader for host and gateway logs, shared by every grammar that has a stamp-and-words
 * shape and few or no JSON-RPC bodies (Claude Code, Zed, Codex, gateways, server SDK logs, …).
 * A grammar says how to read one line's header; this module does the rest the same way for all:
 * - the message text goes through the host's phrase catalogue (`ingest/hosts/`): a line that
 *   says something about a request or the connection carries it as `said`;
 * - JSON-RPC embedded in the words becomes a `message` event, direction from the words;
 * - a line without a header continues the previous event (stack traces, wrapped text);
 * - sessions are labelled per configured server, `<server>#<n>`, a new lifetime at each
 *   `connecting` line after that server already spoke (events.ts, WireEvent.session).
 * Nothing here correlates: requests are the timeline's business.
 */
import type { HostSaid, JsonRpcMessage, Party, Transport, WireEvent } from '../../events.js';
import { directionFromShape, directionFromWords } from '../embedded.js';
import { findJsonRpcAnywhere as findJsonRpc } from '../reprs.js';
import { announcedOnlyIds, awaitsCause, errorWithCauseLine, httpErrorBody, methodInWords, readSaid, toolInWords, type HostPhrase } from '../hosts/phrase.js';
import { curlCommandLine, curlRequestSendsNoMessage, curlSendsNoMessage } from '../hosts/http-exchange.js';
import { cursorSubCallParts } from '../hosts/cursor.js';
import { isBlank } from '../open.js';
import { isReporterSentence } from '../prose-edges.js';
import { callSentenceIntroducer, nextCallSentence, type CallSentence } from '../call-sentence.js';
import { ServerLifetimes } from '../server-lifetimes.js';
import type { BesideMcp, ClockKind, FormatName, LineDisposition, LineSink, Reader, ReaderContext, ZoneResolver } from '../types.js';

/** An error printed with its class and message ("APIConnectionTimeoutError: Request timed out.", "McpError: …"). */
const ERROR_CLASS_RE = /\b[A-Z]\w*(?:Error|Exception):\s+\S/;

/** A heading that only says an error follows, behind a TUI's gutter or bullet (`│ ◇ Error`). */
export const ERROR_HEADING_RE = /^[│┃|]?\s*[◇◆●•○]?\s*(?:Error|Failed|Failure)\s*:?\s*$/;

/**
 * A tool call a terminal agent draws as a tree: a heading line that names the tool (after a rule or a bullet), the
 * call's arguments as the tree's inner rows, its outcome in the last row (Qodo Command: "─ get_code", "├── nodeId: \"\"",
 * "└─── ✗ Error log: MCP error -32001: Request timed out": qodo-ai/agents#17). The heading, with the tool's name.
 */
export const TREE_HEAD_RE = /^(?:[─━]{1,4}|[●⏺•◆▶]\uFE0F?)\s*(?<tool>[A-Za-z_][\w.-]{0,80})(?:\s+[|(·][^│├└╰]*?)?\s*[─━]*\s*$/;
/** An inner row of that tree (an argument, or a value's wrapped rest): `├── key: value`, `│   …`. */
export const TREE_MID_RE = /^\s*[├│┃┣]/;
/**
 * The tree's last row when it says the call failed: a cross, or an error label, after the branch ("└─── ✗ Error log:
 * <error>", "╰─ Error: <error>", "└ ✗ <error>"). The error is the rest.
 */
export const TREE_FAILED_ROW_RE = /^\s*[└╰┗][─━]*\s*(?:(?:[✗✘✖×❌]\uFE0F?\s*)(?:(?:Error|Failed|Failure)(?: log| message)?\s*:\s*)?|(?:Error|Failed|Failure)(?: log| message)?\s*:\s*)(?<error>\S.*?)\s*$/;

/** One line's header, as a grammar reads it. */
export interface HostLine {
  /** epoch ms, null when the line has no clock (NaN is treated as null with a problem). */
  at: number | null;
  level?: string;
  /** The configured server the line belongs to (a tag, a `[server]` group), when the grammar shows one. */
  server?: string | null;
  /**
   * The line names no server but is the host's second account of what the server line above it just said (Claude
   * Code's error logger restating a server's failure at `[ERROR]`, no prefix: claudeCodeEcho): it is that server's.
   */
  serverAbove?: boolean;
  /** Whose output the line is, when the grammar shows it (a `[server stderr]` tag). */
  from?: Party | null;
  /**
   * Which side wrote this record, when the record itself shows it and it differs from the grammar's `self` (an SDK's
   * tracing target naming its client module in a log the grammar reads as a server's: rmcp's `rmcp::service::client`,
   * modelcontextprotocol/rust-sdk#563). Read for who sent a message the words embed ("Received … <message>").
   */
  self?: Party;
  transport?: Transport | null;
  /** The words after the header. */
  msg: string;
  /**
   * The words the phrases are read on when the grammar restates the line (a JSON log record as
   * `msg key=value …`), tried when `msg` itself matches no row; `msg` stays the event's text.
   */
  words?: string;
  /** One entry of a list of errors the host kept apart from the connection's story (HostSaid.listed). */
  listed?: boolean;
  /** One entry of a per-server error map the line printed (serverMapParts): the server its words speak of. */
  mapServer?: string;
  /**
   * The line's other records, read after this one: one line that holds several (a /bug report's Errors array, one
   * entry per error the session logged: anthropics/claude-code#56838).
   */
  more?: HostLine[];
}

/**
 * The header an event loop prints over each exception it reports on its own (prompt_toolkit's "Unhandled exception in
 * event loop:", asyncio's "Task exception was never retrieved"): the loop's handler runs once per failed task, so a
 * connection's failure said again word for word under a second header is a second failure, not the CLI restating the
 * first (Kimi CLI's background connect failing twice with httpx's "All connection attempts failed", each under its own
 * header: MoonshotAI/kimi-cli#1296). A traceback's "Traceback (most recent call last):" is no such header: a chained
 * exception prints it again over the cause's restatement.
 */
export const LOOP_REPORT_RE = /^\s*(?:Unhandled exception in event loop:|Task exception was never retrieved)\s*$/;

/**
 * A host's one line for several failures, cut into one line each: the line with that failure alone, as the host
 * prints it when only one failed, so the rows read the host's own sentence. Every reader that meets such a line splits
 * it here:
 * - a client's one-line summary of several servers' failures as a map of server name to error, Python's repr of
 *   a dict of exceptions after the client's words ("Failed to connect MCP servers: {'playwright':
 *   RuntimeError('Client failed to connect: Connection closed'), 'mysql': RuntimeError('…')}": Kimi CLI's
 *   MCPRuntimeError, MoonshotAI/kimi-cli#1102; one entry: #1314, #1388): one failure per server (`server`);
 * - Cursor's listing of a server's offerings, its failed sub-calls joined by ' | ' (hosts/cursor.ts
 *   cursorSubCallParts: laravel/boost#784): one failure per list request.
 * Null when the line holds no such list of two entries or more.
 */
export function serverMapParts(msg: string): Array<{ server?: string; text: string }> | null {
  const subCalls = cursorSubCallParts(msg);
  if (subCalls !== null) return subCalls.map((text) => ({ text }));
  if (msg.length > 16 * 1024 || (!msg.includes("': ") && !msg.includes('": '))) return null;
  // The map's opening brace, an error's repr as its first value, after the client's words ending in ':'.
  const open = SERVER_MAP_OPEN_RE.exec(msg);
  if (open === null || !SERVER_MAP_WORDS_RE.test(msg.slice(Math.max(0, open.index - 200), open.index))) return null;
  const brace = open.index + 1;
  const prefix = msg.slice(0, brace);
  const entries: Array<{ server: string; value: string }> = [];
  let i = brace;
  for (;;) {
    const key = SERVER_MAP_KEY_RE.exec(msg.slice(i, i + 200));
    if (key === null) return null;
    const start = i + key[0].length;
    const end = mapValueEnd(msg, start);
    if (end === -1) return null;
    const value = msg.slice(start, end).trim();
    // An error's repr (`RuntimeError('…')`, `McpError('…')`, `httpx.ConnectTimeout('…')`): a map of other values
    // (a request's params, a record's fields: `{'method': 'tools/list', …}`) is not one of failures.
    if (!SERVER_MAP_VALUE_RE.test(value)) return null;
    entries.push({ server: key[2]!, value });
    if (msg[end] === '}') {
      if (entries.length < 2) return null;
      const suffix = msg.slice(end + 1);
      return entries.map((e) => ({ server: e.server, text: `${prefix}'${e.server}': ${e.value}}${suffix}` }));
    }
    i = end + 1;
  }
}

/**
 * The reading of one entry of a per-server map (serverMapParts) with the entry's key as its server: the key is the
 * server the entry's words speak of, when the words name none themselves. Every reader that splits such a map reads
 * its entries through this.
 */
export function withMapServer(said: HostSaid, server: string | undefined): HostSaid {
  return server !== undefined && said.server === undefined ? { ...said, server } : said;
}

/**
 * A logger's message that opens an object at its end (`Tool call failed {`, `params: [`): its words without the
 * opener, when a word character stands between the opener and any bracket before it; null otherwise.
 *
 * Why not `/\w[^{[]*[{[]\s*$/`: unanchored, it starts again at every word character and scans to the end of the line
 * each time — quadratic on a long line that does not end in a bracket (a 64,000-character line took 4 s;
 * docs/performance.md "Hostile lines"). One backward walk from the end decides the same.
 */
export function wordsBeforeOpener(msg: string): string | null {
  const t = msg.trimEnd();
  const last = t.charCodeAt(t.length - 1);
  if (last !== 123 && last !== 91) return null;
  for (let i = t.length - 2; i >= 0; i--) {
    const c = t.charCodeAt(i);
    if (c === 123 || c === 91) return null;
    // \w: ASCII letters, digits and '_'.
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) return t.slice(0, -1).trimEnd();
  }
  return null;
}

/** A curl option that gives the request a body, first on a line (`  -d '{"jsonrpc":…}'`, `--data @body.json`). */
const CURL_BODY_LINE_RE = /^\s*(?:-d|--data(?:-raw|-binary|-urlencode|-ascii)?|--json|-F|--form|-T|--upload-file)(?=\s|=|@|['"])/;

/** A tool-call view's label over one call's result (`Output:`), alone on its line. */
const OUTPUT_LABEL_RE = /^Output:\s*$/;

/** The map's opening brace: a quoted name, then an error's repr (SERVER_MAP_VALUE_RE). */
const SERVER_MAP_OPEN_RE = /\{(?=\s*['"][\w.@/-]{1,80}['"]:\s*(?:[A-Za-z_]\w{0,60}\.){0,6}[A-Z]\w{0,60}(?:Error|Exception|Timeout|Failure|Closed|Group)\()/;
/** The client's words before it, ending in ':' ("Failed to connect MCP servers: "). */
const SERVER_MAP_WORDS_RE = /[A-Za-z][^{}]*:\s*$/;
const SERVER_MAP_KEY_RE = /^\s*(['"])([\w.@/-]{1,80})\1:\s*/;
const SERVER_MAP_VALUE_RE = /^(?:[A-Za-z_][\w]{0,60}\.){0,6}[A-Z]\w{0,60}(?:Error|Exception|Timeout|Failure|Closed|Group)\([\s\S]*\)$/;

/** Where a map entry's value ends: the `,` or `}` after it outside quotes and parentheses; -1 when it does not. */
function mapValueEnd(msg: string, from: number): number {
  let depth = 0;
  let quote = 0;
  for (let i = from; i < msg.length; i++) {
    const c = msg.charCodeAt(i);
    if (quote !== 0) {
      if (c === 92) i++;
      else if (c === quote) quote = 0;
    } else if (c === 39 || c === 34) quote = c;
    else if (c === 40 || c === 91) depth++;
    else if (c === 41 || c === 93) depth--;
    else if (depth === 0 && (c === 44 || c === 125)) return i;
  }
  return -1;
}

/** A record that ends the request a server's own log announced last (HostGrammar.requestEnded). */
export interface RequestEnded {
  /** The phrase id to file the end under (a `completed` of the announced method). */
  readonly phrase: string;
  readonly re: RegExp;
  /**
   * The record ends the HTTP exchange that carried the request (its transport's teardown), not the request itself: right
   * after the access line of an exchange that carried no request (HostGrammar.noRequest) it is that exchange's.
   */
  readonly endsExchange?: boolean;
}

/**
 * The line before and this one read as one sentence (HostGrammar.lead). `namingCall`: this line is a record the rows
 * read alone as a request's answer (a tool's result record under a label): the joined words stand for it only when the
 * rows read them as a sentence naming the call's method, else the line is read alone, and nothing introduced it. The
 * reader decides that with the one reading it makes of the joined words.
 */
export interface LeadIn {
  words: string;
  namingCall?: true;
  /**
   * The two lines are one program's one text, so they join even when a row already read the line above as the
   * connection's error (LangGraph's advice under its error text: jsonrpc-in-text.ts lead). No other lead-in joins a read
   * line: an SDK error under a connect's failure is its own statement, not that connect's reason.
   */
  oneText?: true;
}

/**
 * The rows' one reading of a lead-in's joined words, or null; a record's (LeadIn.namingCall) only when the reading names
 * the call's method. The host-line reader and the sniffs built on lead() read a lead-in by it alike.
 */
export function readLeadIn(rows: readonly HostPhrase[], leadIn: LeadIn): HostSaid | null {
  const said = readSaid(rows, leadIn.words);
  return leadIn.namingCall === true && said?.method === undefined ? null : said;
}

export interface HostGrammar {
  name: FormatName;
  title: string;
  clock: ClockKind;
  /** Who writes this log (`inputs[].host`); `hostOf` may refine it from the content. */
  host: string;
  /** Whose log it is: a host's log speaks as the client, a server's as the server. */
  self: Party | null;
  /** The header of a line, or null when the line has none (a continuation, or foreign text). */
  header(line: string, tz: ZoneResolver): HostLine | null;
  phrases: readonly HostPhrase[];
  sniff(head: readonly string[]): number;
  /** Lines about all of the program, which claim a text only beside a word that says MCP (Reader.besideMcp). */
  besideMcp?: BesideMcp;
  /** Lines without a header that still are events of their own (a phrase, a body), not continuations. */
  headerless?: 'phrase-or-continue' | 'continue';
  /**
   * Rows for another writer's lines mixed into this log (a harness collecting several servers'
   * stderr): a headerless line they match is its own event even where headerless lines otherwise
   * continue the one before (scaleapi/mcp-atlas#17). Also part of `phrases`.
   */
  foreign?: readonly HostPhrase[];
  /**
   * Headerless lines `phrases` read that are their own event when the line before is one `after` matches (or another
   * such line), where headerless lines otherwise continue the one before. A server whose logging prints its records
   * bare beside its HTTP server's access lines (uvicorn's `"POST /messages/?session_id=… HTTP/1.1" 202 Accepted`, then
   * the Python SDK's `Processing request of type CallToolRequest`: modelcontextprotocol/python-sdk#514): the bare
   * record follows the exchange that carried it, not another record of its own words, so it is no plain copy of a
   * record already read (the duplicates `headerless: 'continue'` guards against, scaleapi/mcp-atlas#17).
   */
  bareAfter?: { phrases: readonly HostPhrase[]; after: RegExp };
  /**
   * Rows for the own sentences of another program than `host` (another SDK's server mixed into this log by a
   * harness collecting several servers' stderr): a log with a line they read has more than one writer, so it names
   * none (`inputs[].host` unknown: scaleapi/mcp-atlas#17, the Python SDK's Rich lines beside the TypeScript
   * filesystem server's "Failed to request initial roots from client"). Also part of `phrases`.
   */
  otherWriters?: readonly HostPhrase[];
  /** The transport the whole log speaks of, when fixed (Claude Code stdio servers are unknown: null). */
  transport?: Transport | null;
  /**
   * Who sent an embedded message, from the words before it, for a log whose `self` is null (a
   * gateway in the middle says "SSE → Child", "post request … with body:"). Null when the words
   * do not say; the message's shape is tried after.
   */
  direction?(words: string, message: JsonRpcMessage): Party | null;
  /**
   * A line with embedded JSON-RPC that a phrase also matches says something about that message
   * (rmcp's "Failed to create service: … received: <the message>"): emit the message, then the
   * words. Off by default: most hosts' phrases around a body are only its label.
   */
  saidWithMessage?: boolean;
  /** Whose words the log's own lines are, when that is fixed (a server's log: the server's). */
  wordsFrom?: Party;
  /**
   * Headerless lines continue the error above them and are the server's own output the host quotes (its stderr
   * shown in the host's error: Windsurf's "failed to initialize server:" over what the server printed,
   * BetterThanTomorrow/calva-backseat-driver#11). A message such a line prints is one the server saw or sent: emitted,
   * its sender from its shape, else from the words as the server's. Only with `headerless: 'continue'`.
   */
  quotedBodies?: boolean;
  /**
   * An error report restates one failure in several places: the members of an error JSON (n8n's
   * errorMessage, the stack's first line, cause.message: brave/brave-search-mcp-server#80), or a
   * headline and the error-cause object under it (n8n's error panel: nerding-io/n8n-nodes-mcp#42). A
   * JSON member line whose words say what an earlier line said (same kind, method, target, error), or a
   * JSON object line restating a line that was not itself a JSON object, is the same failure again: kept
   * as words without `said`. Plain lines, and one JSON object per line (a JSON log), are never merged:
   * a log that says it twice means twice.
   */
  echoOnce?: boolean;
  /**
   * Words on the line before that introduce this one: a label ending in ':' ("Error executing MCP
   * tool:") or a failed call's marker line ("✗ build-inspector"), the error itself on the next line
   * (johnhuang316/code-index-mcp#30, github/copilot-cli#172). Returns the two read as one sentence, or
   * null; the phrases are tried on that first, then on the line alone (LeadIn.namingCall: only a reading that names
   * the method stands for the line).
   */
  lead?(prev: string, msg: string, inBlock?: boolean): LeadIn | null;
  /**
   * A server's own log (`self: 'server'`) that announces each request it handles and says nothing when a
   * handler ends (the Python SDK's "Processing request of type X"): a record at level error or critical
   * that no row reads, while the request the last announcement named is still the newest, is how that
   * request ended — its handler failed (avivsinai/langfuse-mcp#5: the tool's upstream call timed out and
   * the server logged it before answering with a tool error). The phrase id to file those words under;
   * once per announced request. In a log whose writer is unknown (`self: null`) only a server's own
   * announcement counts (HostSaid.speaker), and an error printed with its class counts as an error record.
   */
  errorDuringRequest?: string;
  /**
   * With `errorDuringRequest`: a server log's line that opens its next HTTP exchange, whatever it carries (Rails'
   * `Started GET "/mcp/sse" for …`): the request announced before it is no longer the one the next words speak of.
   */
  exchangeOpens?: RegExp;
  /**
   * A server log's announcement of a message it received that names none (`said.phrase`), and the line of the same
   * exchange that prints the message's body under it (`body`), with lines between it skips (`between`): Rails'
   * `Started POST "/mcp" for …`, ActionController's `Processing by McpController#handle as JSON`, then `  Parameters:
   * {"jsonrpc"=>"2.0", "method"=>"tools/call", …}` (LogSubscriber#start_processing). The announcement is held until the
   * exchange shows its body or another line: with the body it is that message's announcement, read as words (the message
   * is the request, not a second one of unknown method); without it, the request it announced.
   */
  announcedBody?: { readonly phrase: string; readonly between: RegExp; readonly body: RegExp };
  /**
   * With `exchangeOpens`: a line of no clock of its own that states the time since its exchange opened (group `ms`;
   * Rails' `Completed 500 Internal Server Error in 12ms`, ActionController's LogSubscriber#process_action). Its clock is
   * the opening line's plus that time, not the opening line's inherited as is (which would make the exchange last 0 ms).
   */
  exchangeElapsed?: RegExp;
  /**
   * With `errorDuringRequest`: the records (one row each) that say the request last announced, or the exchange carrying
   * it, ended normally, the server's own bookkeeping after its answer went out, while that request is still the newest —
   * the phrase id to file it under (a `completed` of the announced method), and what the record says. The Python
   * SDK's low-level Server's DEBUG `Response sent` is one (server-logs.ts RESPONSE_SENT_RE). Its stateless Streamable
   * HTTP transport is built for one request and terminated once the request's HTTP exchange is done ("Terminating
   * session: None" after "Processing request of type ListToolsRequest" and uvicorn's 200: modelcontextprotocol/python-sdk#1190,
   * PrefectHQ/fastmcp#2083; streamable_http_manager._handle_stateless_request terminates after handle_request returns).
   * An error record after it (the message router's ClosedResourceError in that teardown: python-sdk#1363) is not the
   * handler's then: nothing is being handled. A teardown (`endsExchange`) right after the access line of an exchange
   * that carried no request (`noRequest`) is that exchange's, not the request's (a stateless server tears down every
   * POST's transport, the client's notifications/cancelled for a call still running included); a record that ends the
   * request itself (`Response sent`) reads no access line.
   * The SDK handles each request in a task of its own (`tg.start_soon(self._handle_message, …)` in the low-level
   * Server's run loop), so an end record answers whichever of the requests announced since the last end finished first:
   * it is read only when exactly one was announced since then, else left unread (the requests stay pending). An error
   * record (errorDuringRequest) follows the same count in such a grammar: with more than one announced since the last
   * end it is blamed on none of them.
   */
  requestEnded?: readonly RequestEnded[];
  /**
   * With `errorDuringRequest`: the server's access line for a POST it redirected (uvicorn's `"POST /api HTTP/1.1" 307
   * Temporary Redirect`, Starlette's slash redirect), among the access lines of any exchange (`accessLine`). A client
   * follows a 307 or 308 by sending the same POST, the same message, to the new path at once, so an error record right
   * after the redirect, before any other access line or announcement, is the server failing that message on its way in — an
   * ASGI app that refuses the request before any handler announces it (FastMCP's "Original RuntimeError from mcp
   * library: Task group is not initialized", its session manager not running: konveyor/kai#868). Once per redirect.
   * Only after a redirect: such a record logged before its own access line may belong to a GET, which carries no
   * message (jupyter-ai-contrib/jupyter-ai-tools#22), and a POST refused with a 4xx/5xx is read from its own line.
   */
  redirected?: (msg: string) => boolean;
  /**
   * The server's access lines, one per HTTP exchange (uvicorn's `"POST /mcp HTTP/1.1" 200 OK`), which `requestEnded`
   * and `redirected` both read: one field, so that a line is tested once for the two.
   */
  accessLine?: RegExp;
  /**
   * Among the access lines (`accessLine`), those of an exchange that carried no request (uvicorn's `"POST /mcp
   * HTTP/1.1" 202 Accepted`: a notification's or a response's): the teardown right after one is that exchange's
   * (RequestEnded.endsExchange).
   */
  noRequest?: RegExp;
  /**
   * A row that names no method about a request (an SDK's sentence inside a host's own): take the method
   * from the line's other words (phrase.ts methodInWords). For the reader of last resort, whose hosts'
   * own wording no row knows.
   */
  methodFromWords?: boolean;
  /**
   * Where this host's lines start when a paste joined them into one (the reporter's copy lost its newlines:
   * the whole of `docker mcp gateway run`'s output on one line after the shell prompt, its `- ` steps and `> `
   * results separated by single spaces: docker/desktop-linux#299). A zero-width pattern (a lookahead) matched
   * globally; a line is taken apart only when at least two of its pieces have this host's header, so a line
   * that merely contains the pattern stays whole. Each piece is then read as a line of its own.
   */
  unjoin?: RegExp;
  /**
   * The shape of a line that goes on with the line above it, a paster having wrapped one long line for reading: the
   * words continue on the next line, indented, after a trailing space (agentgateway's access line cut into three, its
   * key=value fields going on under it: agentgateway/agentgateway#889). The lines under a line with a header that have
   * none and have this shape are read with it as one line, at the first line's place (rewrapped()).
   */
  wrapped?: RegExp;
  /**
   * With `wrapped`: the shape the line above must have for the next one to go on it (a sentence the paster broke after
   * its label's colon, the error it introduces on the next line: Claude Code's `Failed to connect SDK MCP server:` over
   * `McpError: MCP error -32001: Request timed out`, anthropics/claude-agent-sdk-typescript#122). Without it any headed
   * line takes the lines of the `wrapped` shape under it.
   */
  wrapsAfter?: RegExp;
  /**
   * Records copied from an app's log viewer, their clock, level and message each on a line of its own (Jan's
   * `[06:38:41]` / `ERROR` / `Failed to start MCP server x:`: janhq/jan#7038; plugged.in's `[04:15:42 PM]` / `[error]` /
   * `Failed to start session: …`: hideya/langchain-mcp-tools-ts#13): a header with a clock and no words dates the lines
   * after it that have no clock of their own, and a level alone on the line after it is the next message's level. Both
   * are parts of the record, not events.
   */
  stackedRecords?: boolean;
}

/**
 * A message of the extension host as VS Code's developer tools console shows it: with the window log service's level
 * word before it (`ERR [Extension Host] …`, group 1) or as the forwarded console entry (`[Extension Host] …`); group 2 is
 * the message (HostGrammar.echoOnce pairs the two).
 */
const EXT_HOST_CONSOLE_RE = /^(?:(ERR|WARN|INFO|DBUG|TRACE) )?\[Extension Host\] (\S.*)$/;

/** A level word alone on its line, bare or bracketed, under a clock alone on its line (HostGrammar.stackedRecords). */
const LEVEL_LINE_RE = /^\[?(trace|debug|info|warn|warning|error|fatal|critical)\]?$/i;

/**
 * The answer a late answer's words quote (WireEvent.quoted), on their line or on the next: the responder's, the
 * server answering the client unless the words or the message's shape say otherwise (the TypeScript SDK prints
 * "Received a response for an unknown message ID" in the requesting process), with the words' `said` so the answer
 * tells what the server did after the requester stopped waiting (diagnose/classify/answered.ts).
 */
function quotedAnswer(message: Omit<WireEvent, 'from'> & { from?: Party | null }, from: Party | null | undefined, said: HostSaid | undefined | null): WireEvent {
  const q: WireEvent = { ...message, from: from ?? 'server' };
  if (said) q.said = said;
  return q;
}

/** The pieces of a line a paste joined (HostGrammar.unjoin), or null when it is one line. */
export function unjoined(g: Pick<HostGrammar, 'unjoin' | 'header'>, line: string, tz: ZoneResolver): string[] | null {
  if (g.unjoin === undefined || line.length < 80) return null;
  const parts = line.split(g.unjoin).filter((p) => p.trim() !== '');
  if (parts.length < 3) return null;
  let headed = 0;
  for (const p of parts) if (g.header(p, tz) !== null && ++headed >= 2) return parts;
  return null;
}

/**
 * Words about one request that may leave its method to the rest of the line. `connection-closed` too: the
 * SDK's -32000 "Connection closed" is the error every pending request is rejected with when the transport
 * goes, and a host that prints it against its call names the call (Trae-AI/TRAE#2034:
 * "ExtHostMCPService#$callTool (execute_sql) Error MCP error -32000: Connection closed";
 * designcomputer/mysql_mcp_server#40: "MCP tool invocation failed:" before the same error).
 */
const REQUEST_WORDS: ReadonlySet<HostSaid['kind']> = new Set(['timer-fired', 'failed', 'cancelled', 'completed', 'http-status', 'waiting', 'connection-closed']);

/** How long an error chain joined from lines ending in ':' may grow (a sentence, not a document). */
export const CHAIN_MAX = 600;

/** A label's colon at a line's end, ASCII or full-width. */
export const ENDS_IN_COLON_RE = /[:：]\s*$/;

export function hostLineReader(g: HostGrammar): Reader {
  return {
    name: g.name,
    title: g.title,
    clock: g.clock,
    host: g.host,
    sniff: g.sniff,
    ...(g.besideMcp !== undefined ? { besideMcp: g.besideMcp } : {}),
    open: (ctx) => (g.wrapped === undefined ? openHostLines(g, ctx) : rewrapped(g, g.wrapped, ctx, openHostLines(g, ctx))),
  };
}

/**
 * A sink that puts a wrapped line back together before the host's reader sees it (HostGrammar.wrapped). A line with a
 * header waits for the next one (the paste's trailing spaces are gone by now, ingest/paste.ts trimLineEnd); lines
 * without a header in the wrapped shape join it, and any other line lets it go first, so events keep their order. The
 * held line is answered 'part' and counts as what the host's reader makes of it once let go (ReaderContext.recount);
 * the lines joined to it are its parts.
 */
function rewrapped(g: HostGrammar, shape: RegExp, ctx: ReaderContext, inner: LineSink): LineSink {
  let held: { text: string; no: number } | null = null;
  const release = (): void => {
    if (held === null) return;
    const h = held;
    held = null;
    const d = inner.line(h.text, h.no);
    if (d !== 'part') ctx.recount?.('part', d);
  };
  return {
    line(text: string, no: number): LineDisposition {
      // One header test a line: whether it starts a record decides both the join and the hold.
      const headed = text.trim() !== '' && g.header(text, ctx.tz) !== null;
      if (held !== null && !headed && shape.test(text) && (g.wrapsAfter === undefined || g.wrapsAfter.test(held.text))) {
        held.text = `${held.text.trimEnd()} ${text.trim()}`;
        return 'part';
      }
      release();
      if (headed) {
        held = { text, no };
        return 'part';
      }
      return inner.line(text, no);
    },
    end(): void {
      release();
      inner.end();
    },
    ...(inner.host !== undefined ? { host: () => inner.host!() } : {}),
  };
}

/** A JavaScript stack frame as Node prints it under an error: `    at fn (file:line:col)`, `    at file:line:col`. */
const JS_FRAME_RE = /^\s+at \S/;
/** A frame's location alone, its line wrapped before it: `(file:///…/protocol.js:94:23)`, `(node:child_process:716:13)`. */
const FRAME_LOCATION_RE = /^\(?(?:file:\/\/|node:|\/|[A-Za-z]:\\)\S*:\d+:\d+\)?$/;
/** The TypeScript SDK's local "Connection closed" (-32000; -1 before 1.0.5) in a host's words (reasons.ts). */
const SDK_CLOSED_WORDS_RE = /\bMCP error ?-?(?:32000|1): ?Connection closed\b/;
/**
 * pydantic's refusal of a message as none of the request union's members, its count ending the words ("Failed to validate
 * request: 31 validation errors for ClientRequest", the Python SDK 1.x session's warning): one error per member on the
 * lines under it, each member's `method` literal quoting what the message carried.
 */
const REQUEST_UNION_DUMP_RE = /\b\d+ validation errors? for (?:Client|Server)Request\s*$/;
/**
 * … the member's `method` literal refused, the input quoted: `  Input should be 'ping' [type=literal_error,
 * input_value='server/discover', input_type=str]`. The input is the refused request's method, whatever the union
 * knows (a 2026-07-28 `server/discover` probe to an SDK 1.x server: home-assistant/core#182323).
 */
const DUMP_METHOD_RE = /^\s*Input should be '[^']*' \[type=literal_error, input_value='([a-z][\w-]*(?:\/[\w-]+)*)', input_type=str\]\s*$/i;

function openHostLines(g: HostGrammar, ctx: ReaderContext): LineSink {
  const file = ctx.file;
  /** HostGrammar.otherWriters: their rows' ids, and whether a line was theirs. */
  const otherWriters = new Set((g.otherWriters ?? []).map((r) => r.id));
  /**
   * With errorDuringRequest: the rows whose words end the request the server's own log announced last and name none
   * (HostPhrase.announcedOnly: fast-mcp's `Received unknown request`, its 404 for any verb). With no announced request
   * open they are the refusal of an exchange that carried none (a stream's GET, Rails' `Started GET` above them:
   * yjacquin/fast-mcp#104), kept as words without `said`.
   */
  const announcedOnly = g.errorDuringRequest !== undefined ? announcedOnlyIds(g.phrases) : null;
  let mixed = false;
  let lastAt: number | null = null;
  /**
   * The clock of the line that opened the exchange now under way (HostGrammar.exchangeOpens), for exchangeElapsed and the
   * clockless lines inside it. The exchange ends at its closing line (exchangeElapsed), the next opening, or a record
   * boundary: a blank line (Rails' development log puts two before each `Started` line: Rails::Rack::Logger) or a line
   * with a clock of its own (another writer's record). Lines past the boundary are not the exchange's: a log cut before
   * its `Completed` line would otherwise date everything after it at the `Started` line's time.
   */
  let openedAt: number | null = null;
  /** stackedRecords: the clock a line alone gave the record's lines under it, and the level a line alone gave. */
  let stackedAt: number | null = null;
  let stackedLevel: string | undefined;
  let lastServer: string | null = null;
  let lastRaw: string | null = null;
  /** Whether the line before was a bare record `bareAfter` took as its own event. */
  let lastBare = false;
  /**
   * Lines read so far (not blank, not a doubled line, not a sentence of the reporter's): 1 while the first is read
   * (HostSaid.opens). The reporter's prose above an SDK's line is no host line before it (Kuadrant/mcp-gateway#281).
   */
  let contentLines = 0;
  let haveEvent = false;
  /** The message quotedBody last emitted, while the same quote goes on. */
  let lastQuoted: string | null = null;

  const lifetimes = new ServerLifetimes();
  const sessionOf = (server: string | null | undefined, said: HostSaid | null): string | null => lifetimes.label(server, said);

  /** What an error report already said → whether only JSON object lines said it (echoOnce). */
  const echoed = new Map<string, boolean>();
  /** echoOnce: the keys of what a line with a clock said (a clock makes a repeat a new event). */
  const clocked = new Set<string>();
  /** echoOnce: the errors earlier words attributed to a request (kind and error text). */
  const attributed: Array<{ kind: string; error: string }> = [];
  /** echoOnce: the last line whose words said something about the connection (wraps). */
  let lastConnSaid: { msg: string; at: number | null; kind: string; server: string | null } | null = null;
  /** echoOnce: VS Code developer tools' extension host entries not yet paired with their mirror (EXT_HOST_CONSOLE_RE), by form and message. */
  const extHostUnpaired = new Map<string, number>();
  let prevMsg: string | null = null;
  /** The words of the last line when prevMsg carries a chain of introduced lines ending in them (CHAIN_MAX); null when
   * prevMsg is a kept heading (an error heading's marker, a tree's head), which is no chain. */
  let chainLast: string | null = null;
  /** A line that said nothing and opened a JSON block (`Failed to connect client for server {`), while the block is open. */
  let opener: { words: string; depth: number } | null = null;
  /**
   * The last line, when a row read it as the connection's error and named no request: a line under it may join it into
   * the request that error ended (LangGraph's advice under the repr of the exception a tool raised: jsonrpc-in-text.ts
   * lead). Null after any other line.
   */
  let connErrorMsg: string | null = null;
  /**
   * methodFromWords: a reporter's sentence naming a tool, its arguments' block and the result line under it
   * (ingest/call-sentence.ts), as far as read: the sentence introduces the result across the block.
   */
  let callSentence: CallSentence | null = null;
  /** errorDuringRequest: the last request-level words were an announcement, not yet ended. */
  let handling = false;
  /** HostGrammar.requestEnded, none when the grammar has no such records. */
  const endRows = g.requestEnded ?? [];
  /** The grammar logs the ends of requests (requestEnded): only then are announced requests counted (openSinceEnd). */
  const logsEnds = endRows.length > 0;
  /** requestEnded: the method that announcement named. */
  let announced: string | undefined;
  /** requestEnded: the requests announced since the last end record (the SDK handles them concurrently); 0 in a
   * grammar that logs no ends (logsEnds). */
  let openSinceEnd = 0;
  /** requestEnded: the last access line was of an exchange that carried no request. */
  let noRequestExchange = false;
  /** redirected: the last access line was a POST's redirect, and nothing has been said since. */
  let redirectPending = false;
  /** echoOnce: event-loop exception reports begun so far (LOOP_REPORT_RE), and the report each key was said in. */
  let loopReports = 0;
  const echoedIn = new Map<string, number>();
  /**
   * A curl command pasted above its output: its text while its lines go on (`\` at a line's end), and whether the last
   * one sent no message (http-exchange.ts curlSendsNoMessage), or curl -v's print of the request it sent, of a method
   * that carries none (http-exchange.ts curlRequestSendsNoMessage). The status line under such a probe is curl's answer to it, no MCP
   * request's end: read as words.
   */
  let curlCmd: string | null = null;
  let curlProbe = false;
  const emitLine = (no: number, h: HostLine, msg: string): void => {
    const source = { file, line: no };
    if (LOOP_REPORT_RE.test(msg)) loopReports++;
    let words: string | null;
    const carried = g.methodFromWords === true && g.lead !== undefined ? callSentenceIntroducer(callSentence, msg) : null;
    const ctxLine = carried ?? opener?.words ?? prevMsg;
    let leadIn = g.lead !== undefined && ctxLine !== null ? g.lead(ctxLine, msg, opener !== null) : null;
    // A record under a label whose joined words name no call is read alone, as if nothing had introduced it (readLeadIn).
    let ledSaid = leadIn !== null ? readLeadIn(g.phrases, leadIn) : null;
    // A chain that reads as nothing joined, where its last line and this one read as a row's sentence: the lines above
    // were the reporter's lead-in ("Get the following error:" over the block whose `<server> has failed to load:` line
    // introduces its reason: aws-samples/amazon-neptune-generative-ai-samples#23), not segments of the same error. With no
    // call sentence carried and no object open, the line that introduced this one was prevMsg, the chain.
    if (ledSaid === null && g.lead !== undefined && carried === null && opener === null && chainLast !== null) {
      const own = g.lead(chainLast, msg, false);
      const ownSaid = own !== null ? readLeadIn(g.phrases, own) : null;
      if (ownSaid !== null) {
        leadIn = own;
        ledSaid = ownSaid;
      }
    }
    // A line under an error a row read as the connection's alone: the two may be one program's text naming the request
    // that error ended (LeadIn.oneText). Only a reading that names a request's method is taken; the line above keeps its
    // own reading.
    if (ledSaid === null && leadIn === null && g.lead !== undefined && connErrorMsg !== null && opener === null) {
      const under = g.lead(connErrorMsg, msg, false);
      const underSaid = under?.oneText === true ? readLeadIn(g.phrases, under) : null;
      if (underSaid?.method !== undefined) {
        leadIn = under;
        ledSaid = underSaid;
      }
    }
    const led = leadIn === null || (leadIn.namingCall === true && ledSaid === null) ? null : leadIn.words;
    let said = ledSaid ?? readSaid(g.phrases, msg);
    if (said === null && h.words !== undefined) said = readSaid(g.phrases, h.words);
    if (g.methodFromWords === true && g.lead !== undefined) callSentence = nextCallSentence(callSentence, msg, said !== null);
    // curl's own outcome under a command that sent no message is the probe's (its status line, or its transport error:
    // `curl: (52) Empty reply from server` under a body-less POST, wso2/api-manager#5108), no MCP request's end.
    if (curlProbe && said?.phrase.startsWith('curl/') === true) said = null;
    // Another statement than curl's own output: the probe's output is over.
    else if (said !== null && !said.phrase.startsWith('curl/')) curlProbe = false;
    if (said !== null && otherWriters.has(said.phrase)) mixed = true;
    if (said !== null) said = withMapServer(said, h.mapServer);
    // The connection's age as the drop's words put it, carried to the late answer logged right after them as its cause
    // (HostSaid.connectionAgeMs); another statement read in between ends it.
    if (said?.late === true && droppedAge !== null) said = { ...said, connectionAgeMs: droppedAge };
    if (said !== null) {
      droppedAge = said.kind === 'connection-closed' && said.scope === 'connection' && said.elapsedMs !== undefined ? said.elapsedMs : null;
    }
    // Only a line that said nothing itself can introduce the next (a label, a marker); a line a row read
    // already stands for its statement, even when it ends in ':' (continuedev/continue#6284).
    // A bare error heading a TUI puts between a failed call's marker and its reason ("× <tool> (…)", "│ ◇ Error",
    // then the result: mark3labs/kit#72) keeps the marker as what introduces the next line.
    // An error chain copied one segment a line, each ending in ':' ("<tool> failed with the message:", "Streamable HTTP
    // error: Error POSTing to endpoint:", "Not Found: Session not found": Alexey-N-Chernyshov/gramps-web-mcp-rs#52) is
    // one sentence: a line that said nothing, ends in ':' and was itself introduced carries the joined words on.
    // chainLast: set by the one branch below that carries a chain on (this line its last segment), none after any other.
    chainLast = null;
    connErrorMsg = said !== null && said.scope === 'connection' && said.method === undefined && said.error !== undefined ? msg : null;
    if (said !== null) prevMsg = null;
    else if (led !== null && ctxLine !== null && opener === null && ERROR_HEADING_RE.test(msg)) prevMsg = ctxLine;
    // A tool call drawn as a tree keeps its heading as what introduces the rows under it: the argument rows say nothing,
    // and the last row's outcome is the heading's call's (TREE_HEAD_RE: qodo-ai/agents#17).
    else if (led === null && ctxLine !== null && opener === null && g.lead !== undefined && TREE_MID_RE.test(msg) && TREE_HEAD_RE.test(ctxLine.trim())) prevMsg = ctxLine;
    else if (led !== null && opener === null && ENDS_IN_COLON_RE.test(msg) && ENDS_IN_COLON_RE.test(led) && led.length <= CHAIN_MAX) {
      prevMsg = led;
      chainLast = msg;
    } else prevMsg = msg;
    // An object a logger prints after its message, one member a line (winston/pino pretty, `console.error(msg,
    // obj)`): the message introduces every member line until the block closes (DappierAI/dappier-mcp#10).
    if (g.lead !== undefined) {
      const braces = msg.replace(/"(?:[^"\\]|\\.)*"/g, '');
      const delta = (braces.match(/[{[]/g)?.length ?? 0) - (braces.match(/[}\]]/g)?.length ?? 0);
      if (opener !== null) {
        opener.depth += delta;
        if (opener.depth <= 0) opener = null;
      } else if (said === null && delta > 0 && !/^[{[]/.test(msg) && (words = wordsBeforeOpener(msg)) !== null) {
        opener = { words: `${words}:`, depth: delta };
      } else if (said === null && delta > 0 && /^[{[]\s*$/.test(msg) && ctxLine !== null && /:\s*$/.test(ctxLine)) {
        // The object on its own lines under a label (`Failed to call tool x:` then `{`: labring/FastGPT#5920).
        opener = { words: ctxLine, depth: delta };
      }
    }
    if (said !== null && g.echoOnce === true) {
      // The error without its white space: a terminal wraps one error at its own width, so the same words printed again
      // after another prefix break at another place ("… for url 'h" / "ttps://…" under "Unexpected error: ", "… 'ht" /
      // "tps://…" under "MCPRuntimeError: ": MoonshotAI/kimi-cli#677), and the join keeps a space where it broke; nor the
      // closing quotes and brackets after it, one of which the wrap may have left on a line of its own.
      const key = `${said.kind}\u0000${said.method ?? ''}\u0000${said.target ?? ''}\u0000${said.server ?? ''}\u0000${(said.error ?? '').replace(/\s+/g, '').replace(/['")\]}]+$/, '')}`;
      const object = msg.startsWith('{');
      const before = echoed.get(key);
      // The same error again with nothing to say which request, on a line without a clock, after words
      // that named its request: a crash printing what it already printed (Node's uncaught rejection
      // repeats the error and its stack: KelvinQiu802/llm-mcp-rag#3), not a second failure.
      const bare = said.method === undefined && said.target === undefined && said.id === undefined && h.at === null;
      const kind = said.kind;
      const again = bare && attributed.some((a) => a.kind === kind && msg.includes(a.error));
      // A connection's failure said again, word for word in its error, with no clock on either line: a CLI
      // printing the one failed handshake as a warning, then in the error it exits with, then again after its
      // usage text (cobra: mark3labs/mcphost#76). A handshake is not retried without a word in between.
      // Or the same words again, without a clock, right under a label line ('Evidence:'): a report's summary
      // restating the failure it listed above (a scanner's "Primary Finding … Evidence:" paragraph repeating
      // its step line "initialize error: context deadline exceeded …": microsoft/playwright-mcp#1393). Not under an
      // "Output:" label: a chat's tool-call view labels each call's own result so, and two calls that failed alike
      // show the same words under two such labels (VS Code's Input/Output view: modelcontextprotocol/servers#3013).
      const restated =
        before !== undefined &&
        h.at === null &&
        echoedIn.get(key) === loopReports &&
        ((said.scope === 'connection' && said.error !== undefined && !clocked.has(key)) || (ctxLine !== null && /^[^:]{1,40}:\s*$/.test(ctxLine) && !OUTPUT_LABEL_RE.test(ctxLine)));
      // A connection's failure said again at once as the cause of a wrapper's own words around it, the whole earlier
      // line after a colon, within the second: one failure, not a retry (Jan's "Failed to start MCP server x: <why>",
      // then "Failed to start MCP server x on first attempt: Failed to start MCP server x: <why>": janhq/jan#7038).
      const prior = lastConnSaid;
      const wraps =
        prior !== null &&
        said.scope === 'connection' &&
        said.kind === prior.kind &&
        (said.server ?? null) === prior.server &&
        prior.msg.length >= 12 &&
        msg.length > prior.msg.length &&
        msg.endsWith(prior.msg) &&
        /:\s$/.test(msg.slice(0, msg.length - prior.msg.length)) &&
        (h.at === null || prior.at === null || Math.abs(h.at - prior.at) <= 1000);
      if (said.scope === 'connection') lastConnSaid = { msg, at: h.at, kind: said.kind, server: said.server ?? null };
      // VS Code's developer tools console shows each console message of the extension host twice: through the window's
      // log service, its level word first (`ERR [Extension Host] <message>`), and as the forwarded console entry itself
      // (`[Extension Host] <message>`: mainThreadConsole logs the remote entry both ways). The second of such a pair is
      // the first again (Cline's "Failed to fetch tools for x: McpError: …" shown both ways: cline/cline#7635); two
      // failures show as two pairs.
      const mirror = h.at === null ? EXT_HOST_CONSOLE_RE.exec(msg) : null;
      let mirrored = false;
      if (mirror !== null) {
        const other = `${mirror[1] === undefined ? 'log' : 'console'}\u0000${mirror[2]}`;
        const n = extHostUnpaired.get(other) ?? 0;
        if (n > 0) {
          extHostUnpaired.set(other, n - 1);
          mirrored = true;
        } else {
          const mine = `${mirror[1] === undefined ? 'console' : 'log'}\u0000${mirror[2]}`;
          extHostUnpaired.set(mine, (extHostUnpaired.get(mine) ?? 0) + 1);
        }
      }
      const echo = mirrored || again || restated || wraps || (before !== undefined && (msg.startsWith('"') || (object && !before)));
      if (echo) said = null;
      else {
        echoed.set(key, (before ?? true) && object);
        echoedIn.set(key, loopReports);
        if (h.at !== null) clocked.add(key);
        if (!bare && said.error !== undefined && said.error.length >= 8) attributed.push({ kind, error: said.error });
      }
    }
    if (g.methodFromWords === true && said !== null && said.method === undefined && said.scope !== 'connection' && REQUEST_WORDS.has(said.kind)) {
      // The words the row read: a line introduced by the one before it ("java.lang.RuntimeException: Tool execution
      // failed:" over the transport's "Sending message failed with a non-OK HTTP code: 404": symgraph/GhidrAssistMCP#50)
      // is one sentence with it, and the introducer may be what names the request. When the row read the line alone,
      // its own words first; else the words of the line that introduced it ("Any run_command call that takes longer
      // than about 60-70 seconds fails with:" over the SDK's error alone on its line: xpipe-io/xpipe#870).
      const words = ledSaid !== null ? led! : msg;
      const fromLine = methodInWords(words);
      const method = fromLine ?? (led !== null && ledSaid === null ? methodInWords(led) : null);
      if (method !== null) said = { ...said, method };
      const tool = method === 'tools/call' && said.target === undefined ? toolInWords(fromLine !== null || led === null ? words : led) : null;
      if (tool !== null) said = { ...said, target: tool };
    }
    let own = false;
    // The row of the record that ends the announced request, when this line is one, tested once (the request's
    // bookkeeping below reads it too).
    const endRow = endRows.find((r) => r.re.test(msg));
    let endedAfterNone = false;
    const accessLine = g.accessLine?.test(msg) ?? false;
    if (accessLine) noRequestExchange = g.noRequest?.test(msg) ?? false;
    else if (endRow?.endsExchange === true) {
      endedAfterNone = noRequestExchange;
      noRequestExchange = false;
    }
    /** This line ends a request announced before it (not a request-less exchange's teardown, nor words a row read). */
    const endRecord = said === null && endRow !== undefined && !endedAfterNone;
    if (g.errorDuringRequest !== undefined) {
      if (g.exchangeOpens?.test(msg) === true) handling = false;
      // A log of unknown writer (self null) announces a handled request only in a server's own words
      // (HostSaid.speaker); there an error printed with its class ("… failed: APIConnectionTimeoutError: Request
      // timed out.", its stack under it) is how the handler ended, level or not (linshenkx/prompt-optimizer#304).
      const errorRecord = h.level === 'error' || h.level === 'critical' || (g.self === null && ERROR_CLASS_RE.test(msg));
      const redirect = g.redirected;
      const wasRedirected = redirectPending;
      if (redirect !== undefined) {
        if (accessLine) redirectPending = said === null && redirect(msg);
        else if (said !== null || errorRecord) redirectPending = false;
      }
      if (said === null && !handling && wasRedirected && errorRecord) {
        said = { kind: 'failed', phrase: g.errorDuringRequest, error: msg };
        own = true;
      } else if (said === null && handling && errorRecord) {
        // One request announced since the last end record: the error is its handler's. With more, a grammar whose server
        // handles requests concurrently and logs their ends (requestEnded) may have had any of them raise it, as for
        // the end records below: the record stays the log's own error line, blamed on none of them.
        if (!logsEnds || openSinceEnd <= 1) {
          said = { kind: 'failed', phrase: g.errorDuringRequest, error: msg };
          own = true;
        }
        handling = false;
        openSinceEnd = 0;
      } else if (endRecord && handling) {
        // One request announced since the last end: this end is its. With more, any of them may have finished first.
        if (openSinceEnd === 1) {
          said = { kind: 'completed', phrase: endRow!.phrase, ...(announced !== undefined ? { method: announced } : {}) };
          own = true;
        }
        handling = false;
      } else if (said !== null && !handling && announcedOnly?.has(said.phrase) === true) {
        said = null;
      } else if (said !== null) {
        handling = said.kind === 'request-sent' && (g.self !== null || said.speaker === 'server');
        announced = handling ? said.method : undefined;
        if (handling && logsEnds) openSinceEnd++;
      }
      // Any end record closes the count, read or not, and whatever `handling` said of it.
      if (endRecord) openSinceEnd = 0;
    }
    const server = h.server ?? said?.server ?? (h.serverAbove === true ? lastServer : null);
    if (server !== null) lastServer = server;
    const session = sessionOf(server, said);
    const transport = h.transport ?? g.transport ?? null;
    // An HTTP error's body after the words that report it is not a message on the stream (host-records.ts).
    const json = httpErrorBody(said) ? null : findJsonRpc(msg);
    const found = json !== null && httpErrorBody(said, msg.slice(0, json.at)) ? null : json;
    /** The one answer a late answer's words quote, kept with the words instead of emitted (WireEvent.quoted). */
    let quoted: WireEvent | undefined;
    if (found !== null) {
      if (found.problem) ctx.problem(source, found.problem);
      const words = msg.slice(0, found.at);
      const wires = found.messages.map((message): WireEvent => {
        const from = h.from ?? g.direction?.(words, message as JsonRpcMessage) ?? directionFromWords(words, h.self ?? g.self) ?? directionFromShape(message as JsonRpcMessage);
        const e: WireEvent = { at: h.at, source, session, transport, from, kind: 'message', message };
        if (found.recovered) e.recovered = true;
        return e;
      });
      // The answer a requester no longer tracks: its sender is the responder, the server answering the client unless
      // the words say otherwise (the TypeScript SDK prints this in the requesting process).
      // The message keeps the words' `said`: an answer that came after the requester stopped waiting (answered.ts).
      if (said?.late === true && wires.length === 1) quoted = quotedAnswer(wires[0]!, wires[0]!.from, said);
      else {
        for (const w of wires) ctx.emit(w);
        if (!(g.saidWithMessage === true && said !== null)) return;
      }
    }
    // A row that knows the words are a server's own says whose line it is where the grammar does not (HostSaid.speaker).
    const from = own ? (g.self ?? 'server') : (h.from ?? g.wordsFrom ?? said?.speaker ?? null);
    const e: WireEvent = { at: h.at, source, session, transport, from, kind: 'host-log', text: msg };
    if (h.level !== undefined) e.level = h.level;
    if (said !== null) e.said = h.listed === true ? { ...said, listed: true } : said;
    if (quoted !== undefined) e.quoted = quoted;
    if (e.said !== undefined && contentLines === 1) e.said = { ...e.said, opens: true };
    // An SDK's report of an answer it no longer tracks, its label ending in ':' and the answer printed on the
    // next line (`Received a response for an unknown message ID:` then the JSON, indented: anthropics/claude-code#51073):
    // held until that line, so the words carry the answer that tells what the server did (HostSaid.late).
    if (said?.late === true && /:\s*$/.test(msg)) {
      held = e;
      return;
    }
    // The SDK's local "Connection closed" (Protocol._onclose rejecting what was pending) with its stack on the lines under
    // it: held until the frames end, for the frames say who closed the transport (WireEvent.stack). Only this error:
    // any other words are emitted at once, as before.
    if (said !== null && SDK_CLOSED_WORDS_RE.test(said.error ?? msg)) {
      framed = e;
      return;
    }
    // … and pydantic's dump under a request refused as none of the union's members, whose lines name its method.
    if (said !== null && said.method === undefined && REQUEST_UNION_DUMP_RE.test(said.error ?? '')) {
      framed = e;
      return;
    }
    // … and a server's announcement of a message whose body the exchange prints under it (HostGrammar.announcedBody).
    if (said !== null && g.announcedBody?.phrase === said.phrase) {
      announcing = e;
      return;
    }
    // … and undici's "fetch failed" wrapper, whose cause util.inspect prints under the stack (`[cause]: Error: connect
    // ECONNREFUSED …`): a connect refused is no stream cut (a self-hosted LobeChat's server log: lobehub/lobehub#9232).
    if (said !== null && awaitsCause(said.error)) {
      framed = e;
      return;
    }
    ctx.emit(e);
  };
  /** A late answer's words waiting for the answer on the next line (emitLine). */
  let held: WireEvent | null = null;
  /** The uptime a connection's drop just stated (HostSaid.connectionAgeMs), until other words come. */
  let droppedAge: number | null = null;
  /**
   * The TypeScript SDK's local "Connection closed" waiting for the stack frames printed under it (WireEvent.stack), or
   * undici's "fetch failed" waiting for the `[cause]:` line util.inspect prints under its stack.
   */
  let framed: WireEvent | null = null;
  /** A server's announcement of a message, held until its exchange shows the body or another line (HostGrammar.announcedBody). */
  let announcing: WireEvent | null = null;
  const flush = (): void => {
    if (announcing !== null) ctx.emit(announcing);
    announcing = null;
    if (held !== null) ctx.emit(held);
    held = null;
    if (framed !== null) ctx.emit(framed);
    framed = null;
  };

  return {
    line(text: string, no: number): LineDisposition {
      // A blank line is a record boundary: the exchange under way (openedAt) does not go on past it.
      if (openedAt !== null && isBlank(text)) openedAt = null;
      if (framed !== null) {
        if (isBlank(text)) return 'blank';
        // Only lines the grammar would take as the words' continuation (no header of its own, nothing a row or a body
        // makes an event of): a frame, a frame's location a terminal wrapped onto the next line ('(file:///…:94:23)'),
        // or the error's own line restated over its frames (Node prints `McpError: …` again above the stack: the words
        // already said it). A reader that emits each line as its own event keeps doing so.
        const trimmed = text.trim();
        const header = g.header(text, ctx.tz);
        const bare = header === null;
        // A request union's validation dump: the refused request's method from the first member's method literal.
        if (bare && framed.said !== undefined && REQUEST_UNION_DUMP_RE.test(framed.said.error ?? '')) {
          const named = DUMP_METHOD_RE.exec(text);
          if (named !== null && framed.said.method === undefined) framed.said = { ...framed.said, method: named[1]! };
          if (!standalone(trimmed)) return 'part';
        }
        // undici's bare "fetch failed" (or "terminated") over its stack, the real reason on util.inspect's `[cause]:` line
        // further down: read into the words' error, as a row that sees the whole record reads it (phrase.ts withNodeCause).
        // The frames and the cause have no clock of their own (a lenient grammar may still give them a header).
        if (framed.said !== undefined && awaitsCause(framed.said.error) && (bare || header.at === null)) {
          const caused = errorWithCauseLine(framed.said.error, text);
          if (caused !== null) {
            framed.said = { ...framed.said, error: caused };
            return 'part';
          }
          if (JS_FRAME_RE.test(text)) return 'part';
        }
        const restated = bare && trimmed.length >= 12 && framed.stack === undefined && (framed.text ?? '').includes(trimmed);
        if (bare && (restated || !standalone(trimmed))) {
          if (JS_FRAME_RE.test(text) || (framed.stack !== undefined && FRAME_LOCATION_RE.test(trimmed))) {
            framed.stack = framed.stack === undefined ? trimmed : `${framed.stack}\n${trimmed}`;
          }
          return 'part';
        }
        const words = framed;
        framed = null;
        ctx.emit(words);
      }
      if (held !== null) {
        const body = text.trim();
        const found = body.startsWith('{') ? findJsonRpc(body) : null;
        if (found !== null) {
          held.text = `${held.text ?? ''} ${body}`;
          const message = found.messages.length === 1 ? found.messages[0]! : null;
          if (message !== null) {
            const from = directionFromWords(held.text ?? '', g.self) ?? directionFromShape(message as JsonRpcMessage);
            held.quoted = quotedAnswer({ at: held.at, source: { file, line: no }, session: held.session, transport: held.transport, kind: 'message', message }, from, held.said);
          }
          flush();
          return 'part';
        }
        flush();
      }
      if (announcing !== null) {
        if (isBlank(text)) return 'blank';
        const a = g.announcedBody!;
        if (a.between.test(text)) {
          announcing.text = `${announcing.text ?? ''} ${text.trim()}`;
          return 'part';
        }
        // The body under the announcement: the announcement says no more than the message does, so it is words alone.
        if (a.body.test(text) && findJsonRpc(text) !== null) {
          const { said: _said, ...words } = announcing;
          announcing = null;
          ctx.emit(words);
        } else flush();
      }
      if (isBlank(text)) return 'blank';
      const curl = curlCommandLine(curlCmd, text);
      const requestLine = curl === null ? curlRequestSendsNoMessage(text) : null;
      if (curl !== null) {
        curlProbe = curlSendsNoMessage(curl.cmd);
        curlCmd = curl.more ? curl.cmd : null;
      } else if (requestLine !== null) {
        // curl -v's print of the request it sent says what the command did, whatever prompt hid the command.
        curlProbe = requestLine;
      } else if (curlProbe && CURL_BODY_LINE_RE.test(text)) {
        // The command's body on a line of its own, its `\` lost in the copy: the command sent a message after all.
        curlProbe = false;
      }
      const pieces = unjoined(g, text, ctx.tz);
      if (pieces !== null) {
        let d: LineDisposition = 'part';
        for (const p of pieces) if (readLine(p, no) === 'event') d = 'event';
        return d;
      }
      return readLine(text, no);
    },
    end(): void {
      flush();
    },
    host(): string | null {
      return mixed ? 'unknown' : null;
    },
  };

  /**
   * A message in the server's output the host quoted under its error (HostGrammar.quotedBodies). A process that relays
   * messages logs each one as it takes it in and again as it passes it on ("Raw stdin chunk received: {…}" then
   * "… sending to socket: {…}"): the same message twice in a row in one quote is one message.
   */
  function quotedBody(no: number, msg: string): void {
    const found = findJsonRpc(msg);
    if (found === null) return;
    const source = { file, line: no };
    if (found.problem) ctx.problem(source, found.problem);
    const words = msg.slice(0, found.at);
    const key = JSON.stringify(found.messages);
    if (key === lastQuoted) return;
    lastQuoted = key;
    for (const message of found.messages) {
      const from = directionFromShape(message as JsonRpcMessage) ?? directionFromWords(words, 'server');
      const e: WireEvent = { at: lastAt, source, session: sessionOf(lastServer, null), transport: g.transport ?? null, from, kind: 'message', message };
      if (found.recovered) e.recovered = true;
      ctx.emit(e);
    }
  }

  /** A line whose words are a server's refusal of one request it names by method (restated in host-requests.ts keeps them apart). */
  function serverRefusalLine(text: string): boolean {
    const said = readSaid(g.phrases, g.header(text, ctx.tz)?.msg ?? text);
    return said !== null && said.speaker === 'server' && said.kind === 'session-not-found' && said.method !== undefined;
  }

  /** A headerless line that is still an event of its own (a phrase, a body), not a continuation (HostGrammar.headerless). */
  function standalone(msg: string): boolean {
    return (g.headerless !== 'continue' && (readSaid(g.phrases, msg) !== null || findJsonRpc(msg) !== null)) || (g.foreign !== undefined && readSaid(g.foreign, msg) !== null);
  }

  function readLine(text: string, no: number): LineDisposition {
    // A line printed twice in a row (Python logging plus Rich, a tee of a tee): one event. Not a server's own refusal
    // naming the refused message's method: it logs one line per POST it turned away, and with a clock to the second
    // three calls refused at once print the same line three times (modelcontextprotocol/rust-sdk#733).
    if (text === lastRaw && !serverRefusalLine(text)) return 'part';
    const before = lastRaw;
    const bareBefore = lastBare;
    lastRaw = text;
    lastBare = false;
    if (contentLines > 0 || !isReporterSentence(text)) contentLines++;
    let h = g.header(text, ctx.tz);
    if (h !== null && h.at !== null && Number.isNaN(h.at)) {
      ctx.problem({ file, line: no }, 'timestamp is not a valid time; the line is kept in capture order');
      h = { ...h, at: null };
    }
    if (g.stackedRecords === true && h !== null) {
      const levelOnly = h.at !== null && h.msg !== '' ? LEVEL_LINE_RE.exec(h.msg) : null;
      if (h.at !== null && (h.msg === '' || levelOnly !== null)) {
        // A clock alone, or with only the level after it (LM Studio's `2025-07-24 12:22:27 [ERROR]` over the
        // plugin's line: ee0pdt/Godot-MCP#24): the record's words are on the lines under it.
        stackedAt = h.at;
        const level = levelOnly?.[1]?.toLowerCase();
        stackedLevel = level !== undefined ? (level === 'warning' ? 'warn' : level) : h.level;
        lastAt = h.at;
        return 'part';
      }
      if (h.at !== null) stackedAt = null;
      else if (stackedAt !== null) {
        const lv = LEVEL_LINE_RE.exec(h.msg);
        if (lv !== null && stackedLevel === undefined) {
          const level = lv[1]!.toLowerCase();
          stackedLevel = level === 'warning' ? 'warn' : level;
          return 'part';
        }
        h = { ...h, at: stackedAt, ...(stackedLevel !== undefined && h.level === undefined ? { level: stackedLevel } : {}) };
        stackedLevel = undefined;
      }
    }
    // A line of an exchange whose opening line had a clock and which has none of its own (Rails' request log: only its
    // `Started` line has one): the line closing it, which states the time since (HostGrammar.exchangeElapsed), is that
    // much later; any other line (the body its server printed of the message it took, the app's own words such as
    // fast-mcp's `Received unknown request`: yjacquin/fast-mcp#104) was written while the exchange was under way, and the
    // opening's time is the nearest the log tells (without it a refusal read from those words had no end).
    const ownClock = h !== null && h.at !== null;
    if (openedAt !== null && h !== null && h.at === null) {
      const elapsed = g.exchangeElapsed?.exec(h.msg);
      h = { ...h, at: elapsed != null ? openedAt + Math.round(Number(elapsed.groups!['ms'])) : openedAt };
    }
    if (h === null) {
      const msg = text.trim();
      const bare = g.bareAfter !== undefined && (bareBefore || (before !== null && g.bareAfter.after.test(before))) && readSaid(g.bareAfter.phrases, msg) !== null;
      if (bare) lastBare = true;
      if (haveEvent && !standalone(msg) && !bare) {
        if (g.quotedBodies === true) quotedBody(no, msg);
        return 'part';
      }
      lastQuoted = null;
      h = { at: lastAt, server: lastServer, msg };
    } else if (h.at !== null) {
      lastAt = h.at;
    }
    if (g.exchangeOpens !== undefined) {
      if (g.exchangeOpens.test(h.msg)) openedAt = h.at;
      else if (ownClock || g.exchangeElapsed?.test(h.msg) === true) openedAt = null;
    }
    if (h.msg !== '') lastQuoted = null;
    haveEvent = true;
    const parts = serverMapParts(h.msg);
    if (parts !== null) for (const p of parts) emitLine(no, p.server !== undefined ? { ...h, msg: p.text, mapServer: p.server } : { ...h, msg: p.text }, p.text);
    else emitLine(no, h, h.msg);
    if (h.more !== undefined) for (const r of h.more) emitLine(no, r, r.msg);
    return 'event';
  }
}
