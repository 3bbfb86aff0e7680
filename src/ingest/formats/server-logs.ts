/**
 * Logs written by the SDKs themselves (hosts-in-the-wild.md, "server logs of other SDKs"):
 * - the Python SDK (`mcp`) and FastMCP, through Python logging in the shapes people paste —
 *   Rich's console (`[10/13/25 09:05:12] INFO     message      file.py:133`), the default
 *   `LEVEL:logger:message`, `YYYY-MM-DD HH:MM:SS,mmm - logger - LEVEL - message`, and
 *   `[logger:line] message` — with uvicorn's lines among them;
 * - the Java SDK, whose failures arrive as exception blocks (a message line and `at` frames).
 * A server's log speaks as the server (`self`); a client's (the Java stack) as the client.
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { KOTLIN_HANDLER_CANCELLED, KOTLIN_HANDLER_SCOPE_CANCELLED, quarkusMcpServerPhrases } from '../hosts/java-sdk.js';
import {
  fastmcpPhrases, httpExchangePhrases, JAVA_CLIENT_METHODS, javaSdkPhrases, LANGCHAIN4J_CLIENT_METHODS, otherClientPhrases, pythonSdkPhrases, pythonSdkProcessingPhrases, PYTHON_SDK_BARE_WARNINGS, readSaid, redirectedPost, SSE_POST_CLOSED_RE, SSE_POST_INTO_CLOSED_SESSION, SSE_POST_WRITE_RE, typescriptServerPhrases, typescriptServerQuotedPhrases,
} from '../hosts/index.js';
import { isBlank } from '../open.js';
import { openDepth } from '../json-blocks.js';
import { directionOfEmbedded, findJsonRpcAnywhere } from '../reprs.js';
import type { LineDisposition, LineSink, Reader, ReaderContext, ZoneResolver } from '../types.js';
import { hostLineReader, type HostGrammar, type HostLine } from './host-lines.js';
import { parseIsoUtc } from '../time.js';
import { platformPhrases } from '../hosts/platforms.js';
import { pyClientMark } from './python-sdk-client-marks.js';
import { serverLogScore } from './client-launch-lines.js';
import { afterOpeningRelay, OPENING_RELAY_RE, QUOTING_RELAY_RE } from './relay-label.js';

const LEVEL = '(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL)';
/** Rich's bracketed time column, `[MM/DD/YY HH:MM:SS]`: groups 1–6 of the heads below (richAt). */
const RICH_TIME = String.raw`\[(\d\d)/(\d\d)/(\d\d) (\d\d):(\d\d):(\d\d)\]`;
/**
 * Rich: `[MM/DD/YY HH:MM:SS] LEVEL    message    file.py:line` (the time column is blank while unchanged). The head is
 * matched here and the file column cut in code (richMessage): a lazy message before an optional column and `\s*$`
 * rescanned the line's trailing spaces from every position, quadratic in a long run of spaces not at its end.
 */
const RICH_HEAD_RE = new RegExp(`^(?:${RICH_TIME}\\s+|\\s{20})?${LEVEL}\\s{2,}`);
/** Rich's file column, the message's last word after two spaces or more. */
const RICH_FILE_RE = /^[\w.]+\.py:\d+$/;
/** Characters a regex's `.` does not match: a message holding one was never a Rich line's. */
const LINE_BREAK_RE = /[\n\r\u2028\u2029]/;

/**
 * A Rich record pasted outside a fence, its runs of spaces squeezed to one and its blank time column gone (`INFO Auth
 * error returned: invalid_token (status=401) middleware.py:196`: googleads/google-ads-mcp#99), or its time column kept
 * where the second changed (`[08/13/25 16:29:26] INFO …`). Its last word, a `name.py:N` file word, is what makes it
 * Rich's; the head alone is any level word (richSqueezed). Groups 1–6 the bracketed time, 7 the level.
 */
const RICH_SQUEEZED_HEAD_RE = new RegExp(`^(?:${RICH_TIME} )?${LEVEL} (?=\\S)`);

/**
 * A squeezed Rich record's message (RICH_SQUEEZED_HEAD_RE): `rest`, null when it ends in no file word. The word is cut
 * as the file column only where the layout proves a column: Rich's bracketed time before the level. Squeezed and
 * unstamped, one space before it, the word may as well be the message's own (`ERROR Tool failed while loading
 * settings.py:12`), and a word the writer printed is not dropped; a column with two spaces or more is richMessage's.
 */
function richSqueezed(rest: string, stamped: boolean): string | null {
  const msg = rest.trimEnd();
  const sp = msg.lastIndexOf(' ');
  if (sp <= 0 || !RICH_FILE_RE.test(msg.slice(sp + 1)) || LINE_BREAK_RE.test(msg)) return null;
  return stamped ? msg.slice(0, sp) : msg;
}

/** The epoch of a Rich head's bracketed time (RICH_TIME, groups 1–6), null when the line has none (the column blank). */
function richAt(m: RegExpExecArray, tz: ZoneResolver): number | null {
  return m[1] !== undefined ? tz.toEpoch(2000 + +m[3]!, +m[1]!, +m[2]!, +m[4]!, +m[5]!, +m[6]!, 0) : null;
}

/** A Rich line's message: `rest` (after the level) without its trailing spaces and its file column; null if it breaks. */
export function richMessage(rest: string): string | null {
  let msg = rest.trimEnd();
  let i = msg.length;
  while (i > 0 && !isSpace(msg.charCodeAt(i - 1))) i--;
  let ws = i;
  while (ws > 0 && isSpace(msg.charCodeAt(ws - 1))) ws--;
  if (i - ws >= 2 && RICH_FILE_RE.test(msg.slice(i))) msg = msg.slice(0, ws);
  return LINE_BREAK_RE.test(msg) ? null : msg;
}

/** Whether a UTF-16 unit is one of the characters `\s` matches (String.prototype.trim's set). */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** `INFO - 2025-10-13 09:05:12,592 uvicorn.access:L473 [id] [PID: n] [TID: n] message` (PrefectHQ/fastmcp#2083). */
const DASH_FIRST_RE = new RegExp(`^${LEVEL} - (\\d{4})-(\\d\\d)-(\\d\\d) (\\d\\d):(\\d\\d):(\\d\\d),(\\d{3}) ([\\w.]+):L\\d+ (?:\\[[^\\]]*\\] )*(.*)$`);
/**
 * `2025-11-03 04:18:30,527 - mcp.server.sse - DEBUG - message` (logging's common format), or with a
 * `datefmt` of whole seconds, `2025-12-27 07:21:48 - mcp.server.lowlevel.server - INFO - …`
 * (avivsinai/langfuse-mcp#5), or without the logger's name, `%(asctime)s - %(levelname)s - %(message)s`, the
 * format the logging HOWTO's examples and many servers configure (`2025-08-04 13:58:28,605 - INFO - Processing
 * request of type CallToolRequest`: kubeflow/mcp-apache-spark-history-server#83).
 */
const DASH_RE = new RegExp(`^(\\d{4})-(\\d\\d)-(\\d\\d) (\\d\\d):(\\d\\d):(\\d\\d)(?:,(\\d{3}))? - (?:(?!(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) - )([\\w.]+) - )?${LEVEL} - (.*)$`);
/** `ERROR - FastMCP.fastmcp.tools.tool_manager - message`: the common format without its stamp (sooperset/mcp-atlassian#649). */
const LEVEL_LOGGER_RE = new RegExp(`^${LEVEL} - ([\\w.]+) - (.*)$`);
/**
 * `INFO - Created new transport with session ID: …`: `%(levelname)s - %(message)s`, the level alone before the message
 * (hawkxtreme/mini-ai-1c#67, a server in Docker). Tried after LEVEL_LOGGER_RE: a message with no spaces before its
 * own ` - ` would read as a logger's name there, as it does for every layout with a logger.
 */
const LEVEL_DASH_RE = new RegExp(`^${LEVEL} - (.*)$`);
/** `DEBUG:mcp.server.sse:message` (logging.basicConfig's default). */
const BASIC_RE = new RegExp(`^${LEVEL}:([\\w.]+):(.*)$`);
/**
 * `[mcp.server.lowlevel.server] DEBUG: Response sent`: `[%(name)s] %(levelname)s: %(message)s`, a server's own format
 * with no clock (tmonk/stata-workbench#36).
 */
const NAME_LEVEL_RE = new RegExp(`^\\[([\\w.]+)\\] ${LEVEL}: (.*)$`);
/** `[mcp.server.lowlevel.server:624] message` (PrefectHQ/fastmcp#1069). */
const BRACKET_RE = /^\[([\w.]+):(\d+)\] (.*)$/;
/**
 * The AWS Lambda Python runtime's layout (CloudWatch, or a platform running functions on it):
 * `[INFO]\t2025-06-01T10:00:00.104Z\t<request id>\tmessage`, the clock UTC.
 */
const LAMBDA_RE = new RegExp(`^\\[${LEVEL}\\]\\t(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?Z)\\t[\\w-]+\\t(.*)$`);
/** The runtime's own line about an invocation: `<ISO stamp> <request id> Task timed out after 30.03 seconds` (apex/up#663). */
const LAMBDA_RUNTIME_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) [\w-]{20,} (Task timed out after .*)$/;
/** The runtime's invocation bracket lines (`START RequestId: …`, `END …`, `REPORT … Duration: …`): no clock of their own. */
const LAMBDA_BRACKET_RE = /^(?:START|END|REPORT) RequestId: [\w-]+/;
/**
 * uvicorn: `INFO:     127.0.0.1:5 - "POST /mcp HTTP/1.1" 200 OK`, its level padded; a log viewer or a custom
 * formatter may keep one space (`INFO: 169.254.169.126:65146 - "HEAD /mcp HTTP/1.1" 405 Method Not Allowed`:
 * modelcontextprotocol/python-sdk#1269). Not `LEVEL:logger:message` (no space: BASIC_RE).
 */
const UVICORN_RE = new RegExp(`^${LEVEL}:\\s+(.*)$`);

/**
 * The message of a line with its logger in front (`mcp.server.sse Received JSON: b'…'`): the
 * logger tells which side a Python log speaks for (directionOfEmbedded).
 */
function withLogger(logger: string | undefined, msg: string): string {
  return logger !== undefined && /^mcp\./.test(logger) ? `${logger} ${msg}` : msg;
}

/** A Python server log line's clock, level and message, or null when it opens no record (exported for its tests). */
export function pythonHeader(line: string, tz: ZoneResolver): HostLine | null {
  // A client's label opening the line (relay-label.ts OPENING_RELAY_RE): the rest is the server's record.
  line = afterOpeningRelay(line);
  let m = DASH_FIRST_RE.exec(line);
  if (m !== null) {
    return { at: tz.toEpoch(+m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!, +m[8]!), level: m[1]!.toLowerCase(), msg: withLogger(m[9], m[10]!) };
  }
  m = DASH_RE.exec(line);
  if (m !== null) {
    return { at: tz.toEpoch(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +(m[7] ?? 0)), level: m[9]!.toLowerCase(), msg: withLogger(m[8], m[10]!) };
  }
  m = LEVEL_LOGGER_RE.exec(line);
  if (m !== null) return { at: null, level: m[1]!.toLowerCase(), msg: withLogger(m[2], m[3]!) };
  m = LEVEL_DASH_RE.exec(line);
  if (m !== null) return { at: null, level: m[1]!.toLowerCase(), msg: m[2]! };
  m = LAMBDA_RE.exec(line);
  if (m !== null) return { at: parseIsoUtc(m[2]!), level: m[1]!.toLowerCase(), msg: m[3]! };
  m = LAMBDA_RUNTIME_RE.exec(line);
  if (m !== null) return { at: parseIsoUtc(m[1]!), level: 'error', msg: m[2]! };
  if (LAMBDA_BRACKET_RE.test(line)) return { at: null, msg: line.trim() };
  m = UVICORN_RE.exec(line);
  if (m !== null) return { at: null, level: m[1]!.toLowerCase(), msg: m[2]! };
  m = BASIC_RE.exec(line);
  if (m !== null) return { at: null, level: m[1]!.toLowerCase(), msg: withLogger(m[2], m[3]!) };
  m = NAME_LEVEL_RE.exec(line);
  if (m !== null) return { at: null, level: m[2]!.toLowerCase(), msg: withLogger(m[1], m[3]!) };
  m = BRACKET_RE.exec(line);
  if (m !== null) return { at: null, msg: withLogger(m[1], m[3]!) };
  m = RICH_HEAD_RE.exec(line);
  const richMsg = m !== null ? richMessage(line.slice(m[0].length)) : null;
  if (m !== null && richMsg !== null) {
    return { at: richAt(m, tz), level: m[7]!.toLowerCase(), msg: richMsg };
  }
  // The stamped layouts before the squeezed Rich record: a level then a stamp (`INFO 2025-08-13 16:29:26,180 …`) is
  // no Rich record whatever its last word (Rich's time column is bracketed and first), and anyLayout reads no squeezed
  // record (each needs a stamp); tried after, such a line ending in `server.py:720` lost its clock to the squeezed form.
  // Which layout read the line decides whether its last word is a file column: only a column Rich's layout proves is cut
  // (richMessage, richSqueezed).
  const any = anyLayout(line, tz);
  if (any !== null) return any;
  m = RICH_SQUEEZED_HEAD_RE.exec(line);
  const squeezed = m !== null ? richSqueezed(line.slice(m[0].length), m[1] !== undefined) : null;
  if (m === null || squeezed === null) return null;
  return { at: richAt(m, tz), level: m[7]!.toLowerCase(), msg: squeezed };
}

/**
 * The other layouts an application's own logging format gives the SDK's lines — a stamp (date and time, or the
 * time alone) and a level in either order, bracketed, padded or piped, the logger's name or not after them:
 * `[2025-08-13 16:29:26,180] INFO: Terminating session: None` (modelcontextprotocol/python-sdk#1269),
 * `2025-08-13 16:29:26.180 | INFO | mcp.server.lowlevel.server:_handle_request:620 - …` (loguru),
 * `2025-08-13 16:29:26,180 [INFO] mcp.server.lowlevel.server: …`, `INFO 2025-08-13 16:29:26,180 server …`,
 * `16:29:26 INFO     …`. Tried last, after the layouts above; the message keeps whatever name precedes the
 * words (the rows are unanchored). Without it those lines continued the one before and the request they
 * announced was lost (the layouts seen so far each needed their own expression: kubeflow/mcp-apache-spark-history-server#83).
 */
const ANY_LEVEL = '(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|debug|info|warning|warn|error|critical)';
const ANY_STAMP = '(\\d{4})-(\\d\\d)-(\\d\\d)[T ](\\d\\d):(\\d\\d):(\\d\\d)(?:[.,](\\d{1,9}))?(Z|[+-]\\d\\d:?\\d\\d)?';
/** Stamp, then level: groups 1–8 the stamp, 9 the level, 10 the message. */
const STAMP_LEVEL_RE = new RegExp(`^\\[?${ANY_STAMP}\\]?\\s*(?:[|:-]\\s*)?\\[?${ANY_LEVEL}\\s*\\]?(?:\\s*[:|-])?\\s+(.*)$`);
/** Level, then stamp: group 1 the level, 2–9 the stamp, 10 the message. */
const LEVEL_STAMP_RE = new RegExp(`^\\[?${ANY_LEVEL}\\]?\\s*(?:[:|-]\\s*)?\\[?${ANY_STAMP}\\]?\\s*(?:[:|-]\\s*)?(.*)$`);
/** The time of day, then level: groups 1–4 the time, 5 the level, 6 the message. */
const TIME_LEVEL_RE = new RegExp(`^\\[?(\\d\\d):(\\d\\d):(\\d\\d)(?:[.,](\\d{1,9}))?\\]?\\s*(?:[|:-]\\s*)?\\[?${ANY_LEVEL}\\s*\\]?(?:\\s*[:|-])?\\s+(.*)$`);

function stampAt(g: readonly (string | undefined)[], tz: ZoneResolver): number {
  const ms = g[6] !== undefined ? Number(g[6].slice(0, 3).padEnd(3, '0')) : 0;
  const zone = g[7];
  if (zone === undefined) return tz.toEpoch(+g[0]!, +g[1]!, +g[2]!, +g[3]!, +g[4]!, +g[5]!, ms);
  const off = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  return Date.UTC(+g[0]!, +g[1]! - 1, +g[2]!, +g[3]!, +g[4]!, +g[5]!, ms) - off * 60_000;
}

function anyLayout(line: string, tz: ZoneResolver): HostLine | null {
  const c = line.charCodeAt(0);
  // A digit, '[' or a level's first letter: the cheap gate.
  if (!(c >= 48 && c <= 57) && c !== 91 && !/^[DIWECdiwec]/.test(line)) return null;
  let m = STAMP_LEVEL_RE.exec(line);
  if (m !== null) return { at: stampAt(m.slice(1, 9), tz), level: m[9]!.toLowerCase(), msg: m[10]!.trim() };
  m = LEVEL_STAMP_RE.exec(line);
  if (m !== null) return { at: stampAt(m.slice(2, 10), tz), level: m[1]!.toLowerCase(), msg: m[10]!.trim() };
  m = TIME_LEVEL_RE.exec(line);
  if (m !== null) {
    const ms = m[4] !== undefined ? Number(m[4].slice(0, 3).padEnd(3, '0')) : 0;
    // The time of day only: a fixed day, so order and gaps hold.
    return { at: tz.toEpoch(1970, 1, 1, +m[1]!, +m[2]!, +m[3]!, ms), level: m[5]!.toLowerCase(), msg: m[6]!.trim() };
  }
  return null;
}

const PY_SHAPE_RE = new RegExp(
  `^(?:\\[${LEVEL}\\]\\t\\d{4}-|\\[\\d\\d/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d\\]\\s+${LEVEL}|\\s{20}${LEVEL}\\s|${LEVEL} - \\d{4}-|\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(?:,\\d{3})? - [\\w.]+ - |${LEVEL}:|\\[[\\w.]+:\\d+\\] |\\[[\\w.]+\\] ${LEVEL}: )`,
);
// A logger name starts `mcp.`: not a Java package that merely contains it (`dev.langchain4j.mcp.client.…`,
// langchain4j/langchain4j#3322).
// The session manager's "Created new transport with session ID: …" printed bare (anthropics/claude-ai-mcp#1005);
// pydantic refusing a message as none of the SDK's unions ("5 validation errors for ClientNotification": the SDK
// 1.1 server reading a cancel it did not know, MarkusPfundstein/mcp-gsuite#21). The session's refusal of a message it
// could not take, logged by BaseSession ("Failed to validate request: Received request before initialization was
// complete", Rich's WARNING after uvicorn's 202 for the POST: jayimu/Wireshark_mcp#4; under logging's root logger:
// modelcontextprotocol/python-sdk#1844) is PY_VALIDATION_RE: the SDK's words, but also what a terminal paste around
// a piped request shows (`echo '…' | python server.py | jq`, the warning over jq's printed error:
// hyperskill/enlighter-content#77), which the reader of last resort reads whole.
const PY_VALIDATION_RE = /Failed to validate (?:request|notification): |Received request before initialization was complete/;
// The server session's own raise for a request before the handshake completed (SDK ≤ 1.9), the last line of the
// exception group it crashed with (junjiem/dify-plugin-tools-mcp_sse#19): only a Python SDK server raises it.
// pydantic quoting a cancel's params it could not take (`input_value={'requestId': 9, 'reason'... Request timed out'}`: a
// pre-1.3 server crashing on the client's cancel, modelcontextprotocol/python-sdk#147), and the SDK's server modules
// as frames of a traceback (`…/site-packages/mcp/server/fastmcp/server.py", line 124, in run`): a Python SDK server's
// output, whatever part of it was pasted; so are they with the reporter's '...' for the path before the package
// (`File ".../mcp/server/streamable_http.py", line 464, in _handle_post_request`: tadata-org/fastapi_mcp#259). The
// lowlevel server's record of a client's cancel that cut a running handler short ("Request 4 cancelled - duplicate
// response suppressed", its own sentence since 1.12: modelcontextprotocol/python-sdk#1153) is pasted alone, after a
// bare time of day or an app's own layout, as the one line that shows the cancel (PrefectHQ/fastmcp#4434). The
// lowlevel Server's debug records of its own start, one per handler it registers ("Registering handler for
// ListToolsRequest", after "Initializing server 'name'"), are a server's log even when no request ever came: a stdio
// server whose handshake never happened logs them and nothing more (buckaroo-data/buckaroo#552).
const PY_STRONG_RE =
  /RuntimeError: Received request before initialization was complete|Processing request of type \w+Request|Registering handler for \w+Request\s*$|Dispatching request of type|(?<![\w.])mcp\.(?:server|client)\.|Error in message router|Validated client message|Terminating session: |StreamableHTTP session manager|Request [\w/]+ completed in |Request \S+ cancelled - duplicate response suppressed\s*$|Could not find session for ID: |Created new transport with session ID: |\bvalidation errors? for (?:Client|Server)(?:Notification|Request)\b|input_value=\{'requestId': |(?:[\\/]site-packages|\.\.\.|…)[\\/]mcp[\\/]server[\\/][\w\\/]+\.py"/;
/**
 * The Streamable HTTP session manager's record of a session's run ending in an exception ("Session <id> crashed",
 * "Stateless session crashed") as the bare message of Python's last-resort handler or a reporter's cut of it, the
 * exception's last line under it. The sentence alone could be anyone's; beside an anyio exception (the SDK's
 * streams are anyio's) it is the Python SDK's (modelcontextprotocol/python-sdk#2741: the crash, then the POST
 * handler's ClosedResourceError).
 */
const PY_SESSION_CRASHED_RE = /^\s*(?:Stateless session|Session \S+) crashed\b/;
const ANYIO_ERROR_RE = /\banyio\.\w+(?:Error|Exception)\b/;
const FASTMCP_RE = /\b(?:timing\.py:\d+|logging\.py:\d+|FastMCP\b|Completed message: )|Request [\w/]+ completed in /;
/**
 * Words only the Python FastMCP server writes: its loggers' names (`FastMCP.fastmcp.tools.tool_manager`: get_logger
 * prefixes `FastMCP.`) and its own modules in a traceback (`…/site-packages/fastmcp/tools/tool_manager.py`), the
 * server's stderr whatever layout the lines were given or cut to (sooperset/mcp-atlassian#649, pasted without its
 * stamp and with the level's first letter cut).
 */
const FASTMCP_SERVER_RE = /\bFastMCP\.fastmcp\.[\w.]+|[\\/]fastmcp[\\/](?:tools|server|resources|prompts)[\\/]\w+\.py\b/;

/**
 * The SDK's client loggers alone (`mcp.client.sse`, `mcp.client.streamable_http`): an application's log
 * that uses the SDK as a client, not a server's log (derisk-ai/OpenDerisk#94). Read by the reader of
 * last resort, whose rows include the SDK client's words.
 */
const PY_CLIENT_ONLY_RE = /(?<![\w.])mcp\.client\./;

/**
 * A client's own log relaying its stdio server's stderr behind its label (relay-label.ts), or a reporter's sentence
 * naming the server's stderr before quoting it ("the server's stderr line 'Processing request of type …'"): the Python
 * SDK's words after it are the server's, quoted by whoever wrote the text, so they do not make the text a Python
 * server's log (the client's own lines around them — its calls, its errors — are what the reader of last resort reads).
 * Only the labels behind a client's words: the line it is tried on has had its opening label cut (afterOpeningRelay).
 */
const STDERR_NAMED_RE = new RegExp(`${QUOTING_RELAY_RE.source}|\\bstd ?err\\b`, 'i');
/** A line that opens with a clock (bracketed or not, date or time of day): a new record, not a wrapped one's rest. */
const STAMPED_START_RE = /^\s*\[?(?:\d{4}-\d\d-\d\d|\d\d?\/\d\d?\/\d{2,4}|\d\d:\d\d:\d\d)/;

/**
 * A statement of Python source at the line's start, as a bug report shows the server's code in a fence (`from
 * mcp.server.fastmcp import FastMCP`, `mcp = FastMCP("x")`, `@mcp.tool()`, `def echo(…):`: the tool
 * that ran slowly, shown in modelcontextprotocol/inspector#142): the program's code, not its output, so its names are no logger's and
 * no module's in a traceback. A traceback's own source lines sit indented under their `File` frame, and a log line
 * opens with its clock, level or logger, never with one of these statements.
 */
export const PY_SOURCE_LINE_RE = /^(?:from [\w.]+ import \S|import [\w.]+(?: as \w+)?(?:, [\w.]+)*\s*$|@[A-Za-z_][\w.]*(?:\(|\s*$)|(?:async )?def \w+\(|class \w+[(:]|[A-Za-z_]\w* = [A-Za-z_][\w.]*\()/;

function pyShares(head: readonly string[]): { shape: number; strong: number; validation: number; fast: number; of: number } {
  let shape = 0;
  let strong = 0;
  let validation = 0;
  let fast = 0;
  let of = 0;
  // A relayed line wrapped by the paste goes on, unstamped, on the next line(s): still the relay's words.
  let inRelay = false;
  const anyio = head.some((l) => ANYIO_ERROR_RE.test(l));
  for (const line of head) {
    const l = afterOpeningRelay(line);
    if (isBlank(l) || PY_SOURCE_LINE_RE.test(l)) continue;
    of++;
    const pyShaped = PY_SHAPE_RE.test(l);
    if (pyShaped) shape++;
    const own = l.replace(PY_CLIENT_ONLY_RE, '');
    const relay = STDERR_NAMED_RE.exec(own);
    const words = PY_STRONG_RE.exec(own);
    const stamped = pyShaped || STAMPED_START_RE.test(l);
    const relayed = (relay !== null && words !== null && relay.index < words.index && !pyShaped) || (inRelay && !stamped);
    inRelay = relay !== null ? true : stamped ? false : inRelay;
    if ((words !== null && !relayed) || (anyio && PY_SESSION_CRASHED_RE.test(l))) strong++;
    else if (PY_VALIDATION_RE.test(l)) validation++;
    if (FASTMCP_RE.test(l)) fast++;
  }
  return { shape, strong, validation, fast, of };
}

function pyScore(s: { shape: number; strong: number; validation: number; of: number }): number {
  if (s.of === 0) return 0;
  if (s.strong > 0) return Math.min(0.9, 0.8 + 0.03 * Math.min(3, s.strong));
  // The session's validation warning decides a log of Python lines, not a terminal paste of other things around it.
  if (s.validation > 0 && s.shape / s.of >= 0.5) return 0.83;
  return s.shape / s.of > 0.6 ? 0.35 : 0;
}

/** The access-log rows of httpExchangePhrases: uvicorn's line for a refused POST, wherever the paste starts it. */
const BARE_ACCESS_LINES = httpExchangePhrases.filter((r) => r.id.startsWith('access-log/'));

/** The stateless Streamable HTTP transport terminated (its session id is None): `Terminating session: None`. */
const STATELESS_ENDED_RE = /\bTerminating session: None\s*$/;
/**
 * The low-level Server's DEBUG record once it has written a request's answer (`logger.debug("Response sent")` after
 * `message.respond(…)` in `_handle_request`, mcp/server/lowlevel/server.py; the answer an error too, "Method not found"
 * included): the request its INFO "Processing request of type X" announced completed. At INFO the SDK logs no end, so
 * only a DEBUG log shows it (tmonk/stata-workbench#36: a stdio server's DEBUG lines, one per call).
 */
const RESPONSE_SENT_RE = /^(?:mcp\.server\.lowlevel\.server )?Response sent$/;
/** An access line of the server's HTTP exchanges (uvicorn's `"POST /mcp HTTP/1.1" 200 OK`). */
const ACCESS_LINE_RE = /"(?:POST|GET|DELETE|HEAD|PUT) \S+ HTTP\/[\d.]+" \d{3}\b/;
/** … of a POST answered 202 Accepted: it carried a notification (or a response), no request. */
const ACCEPTED_POST_RE = /"POST \S+ HTTP\/[\d.]+" 202\b/;

/**
 * What the Python SDK's HTTP transport under uvicorn shows of its exchanges, for the SDK's grammar and FastMCP's alike:
 * the stateless transport's teardown after the one request it carried was answered (HostGrammar.requestEnded), and an
 * error record right after a POST's redirect, the re-sent message refused on its way in (HostGrammar.redirected:
 * konveyor/kai#868), both told apart by uvicorn's access lines. With them the low-level Server's DEBUG `Response sent`,
 * which ends an announced request on any transport (stdio too) and reads no access line.
 */
const SDK_HTTP_EXCHANGES: Pick<HostGrammar, 'requestEnded' | 'redirected' | 'accessLine' | 'noRequest'> = {
  requestEnded: [
    { phrase: 'python-sdk/stateless-exchange-ended', re: STATELESS_ENDED_RE, endsExchange: true },
    { phrase: 'python-sdk/response-sent', re: RESPONSE_SENT_RE },
  ],
  // … of a POST redirected (307/308): the client sends the same message again to the new path (http-exchange.ts).
  redirected: (msg) => redirectedPost(msg) !== null,
  accessLine: ACCESS_LINE_RE,
  noRequest: ACCEPTED_POST_RE,
};

/** The rows the Python SDK server log's reader reads its lines with (exported for its tests). */
export const pythonServerLinePhrases = [...pythonSdkPhrases, ...typescriptServerQuotedPhrases, ...httpExchangePhrases, ...platformPhrases];

const pythonSdkLines: Reader = {
  ...hostLineReader({
    name: 'python-sdk',
    title: 'Python SDK server log (Python logging / Rich / uvicorn)',
    clock: 'local',
    host: 'python-sdk',
    self: 'server',
    header: pythonHeader,
    // Other servers' stderr mixed in by whatever collected it (scaleapi/mcp-atlas#17); uvicorn's access
    // line for a refused POST (PrefectHQ/fastmcp#831).
    // Not the TypeScript SDK's refused connect() (typescriptServerQuotedPhrases): with no frames read it ends nothing.
    phrases: pythonServerLinePhrases,
    // … and the SDK's own warnings printed bare (no handler configured): events, not continuations. Not its
    // request lines printed bare: a second handler's plain copy of Rich records, or other servers' stderr mixed
    // in, would each become a request of this log (scaleapi/mcp-atlas#17).
    // uvicorn's access line for a refused POST with its `INFO:` prefix cut by the reporter, the quoted request line
    // first (`"POST /mcp/ HTTP/1.1" 400 Bad Request`: hawkxtreme/mini-ai-1c#98; from the method on:
    // homeassistant-ai/ha-mcp#750): another writer's line, its own event, not the rest of the line above.
    foreign: [...typescriptServerQuotedPhrases, ...PYTHON_SDK_BARE_WARNINGS, ...BARE_ACCESS_LINES],
    // … and its request lines printed bare right after uvicorn's access line for the POST that carried them (logging
    // with a bare format beside uvicorn's console: modelcontextprotocol/python-sdk#514): no copy of a Rich record there.
    bareAfter: { phrases: pythonSdkProcessingPhrases, after: ACCESS_LINE_RE },
    // … of which the TypeScript SDK server's own sentences are another program's: such a log names no one writer. Not
    // its stdio banner ("<name> Server running on stdio"), which a server in any language may print in those words.
    otherWriters: typescriptServerPhrases.filter((r) => r.id !== 'typescript-sdk/server-running-on-stdio'),
    direction: directionOfEmbedded,
    errorDuringRequest: 'python-sdk/error-while-handling',
    ...SDK_HTTP_EXCHANGES,
    sniff(head) {
      const s = pyShares(head);
      // A client's log with the server's stderr in it is the client's (client-launch-lines.ts).
      return serverLogScore(s.fast > 0 ? Math.max(0, pyScore(s) - 0.05) : pyScore(s), head);
    },
    headerless: 'continue',
  }),
  host: 'python-sdk',
};

/**
 * The Python SDK server's log, and who wrote it. A paste with a Python MCP client's own printout in it too — asyncio's
 * report of the client transport's generator closing (`<async_generator object stdio_client at 0x…>`), or a traceback
 * frame in `mcp/client/` — was written by the client's process as well as the server's: a script's console with the
 * stdio server's stderr line ("Processing request of type ListToolsRequest") between its own prints and its teardown
 * error (openai/openai-agents-python#840). Such a log names no one writer (HostGrammar.otherWriters, for the same
 * reason). The client SDK's own Rich log, whose frames are `mcp/client/…py:287 in …` with no `File "…"`, stays the
 * SDK's (python-sdk--rich-error-reading-sse-stream-read-timeout).
 */
/**
 * Home Assistant's log record (homeassistant/bootstrap.py: `%(asctime)s.%(msecs)03d %(levelname)s (%(threadName)s)
 * [%(name)s] %(message)s`): the file of an application that runs the SDK inside it, its MCP integrations' client or
 * server, whose SDK lines ('[mcp.client.sse] Error in sse_reader', the session's '[root] Failed to validate request')
 * are the library's words in the application's log (home-assistant/core#140667, #182323). No contract host names it.
 */
const HOME_ASSISTANT_RECORD_RE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} (?:DEBUG|INFO|WARNING|ERROR|CRITICAL) \([\w-]+\) \[[\w.]+\] /;

/** How many of the last lines a held handle_post_message frame looks back over when its event is emitted (pythonSdkLog). */
const RECENT = 4;

export const pythonSdkLog: Reader = {
  ...pythonSdkLines,
  open(ctx: ReaderContext): LineSink {
    // The SSE transport's handle_post_message frame (python-sdk/sse-post-into-closed-session), held with the lines of
    // its traceback until the next event: it is the write of the accepted message after the 202 only when the source
    // line under it is that write (SSE_POST_WRITE_RE), or, no source printed, the traceback ends in the closed stream
    // the write raises (SSE_POST_CLOSED_RE). The same frame is on the stack for the body's read before any answer and
    // for the parse-error path's write after its 400 (mcp/server/sse.py): there the row's word would be wrong.
    let postFrame: { e: WireEvent; source: boolean | null; closed: boolean } | null = null;
    const releasePost = (): void => {
      const h = postFrame!;
      postFrame = null;
      if (h.source ?? h.closed) return ctx.emit(h.e);
      const { said: _said, ...plain } = h.e;
      ctx.emit(plain);
    };
    const observe = (text: string, no: number): void => {
      const h = postFrame!;
      if (no <= h.e.source.line) return;
      const t = text.replace(/^[\s|]*/, '');
      // The line right under the frame: its source line, unless the traceback printed none (the next frame).
      if (no === h.e.source.line + 1 && !t.startsWith('File "')) h.source = SSE_POST_WRITE_RE.test(t);
      if (SSE_POST_CLOSED_RE.test(text)) h.closed = true;
    };
    // The last RECENT lines the reader took (it may emit a record's event only once a later line is in), in a ring
    // written in place: every line of the log passes here, and only a held frame ever reads them.
    const recentText: string[] = [];
    const recentNo: number[] = [];
    let taken = 0;
    const emit = (e: WireEvent): void => {
      if (postFrame !== null) releasePost();
      if (e.kind === 'host-log' && e.said?.phrase === SSE_POST_INTO_CLOSED_SESSION) {
        postFrame = { e, source: null, closed: false };
        for (let k = Math.max(0, taken - RECENT); k < taken; k++) observe(recentText[k % RECENT]!, recentNo[k % RECENT]!);
      } else ctx.emit(e);
    };
    const sink = pythonSdkLines.open({ ...ctx, emit });
    let clientWrote = false;
    let appWrote = false;
    const plain = sink.plain;
    return {
      line(text: string, no: number): LineDisposition {
        if (postFrame !== null) observe(text, no);
        recentText[taken % RECENT] = text;
        recentNo[taken % RECENT] = no;
        taken++;
        if (!clientWrote && pyClientMark(text)) clientWrote = true;
        // Home Assistant's records, or a client's relay label opening the line (OPENING_RELAY_RE): the file is that
        // program's, the server's records in it quoted.
        if (!appWrote && (HOME_ASSISTANT_RECORD_RE.test(text) || OPENING_RELAY_RE.test(text))) appWrote = true;
        return sink.line(text, no);
      },
      end: () => {
        sink.end();
        if (postFrame !== null) releasePost();
      },
      host: () => (clientWrote || appWrote ? 'unknown' : (sink.host?.() ?? null)),
      ...(plain !== undefined ? { plain: plain.bind(sink) } : {}),
    };
  },
};

export const fastmcpLog: Reader = {
  ...hostLineReader({
    name: 'fastmcp',
    title: 'FastMCP server log (Rich console, middleware lines, uvicorn)',
    clock: 'local',
    host: 'fastmcp',
    self: 'server',
    header: pythonHeader,
    phrases: fastmcpPhrases,
    direction: directionOfEmbedded,
    // The log's sentences are the server's (its tool manager's "Error calling tool …": the call failed in the
    // server, whatever the words: host-words.ts ownLog).
    wordsFrom: 'server',
    errorDuringRequest: 'fastmcp/error-while-handling',
    // FastMCP's HTTP runs on the SDK's transport, under uvicorn: the same exchanges (pythonSdkLog).
    ...SDK_HTTP_EXCHANGES,
    sniff(head) {
      const s = pyShares(head);
      // The name alone is not this log: the TypeScript FastMCP prints it in its own console lines
      // ("[warning] FastMCP could not infer client capabilities": ee0pdt/Godot-MCP#5). With a
      // Python logging shape or the SDK's own words it is, unless a client's own launch lines say the file is the
      // client's, the server's stderr relayed into it (client-launch-lines.ts).
      if (head.some((l) => FASTMCP_SERVER_RE.test(l))) return serverLogScore(Math.max(pyScore(s), 0.82), head);
      if (s.fast > 0 && s.shape === 0 && s.strong === 0) return 0.3;
      return s.fast > 0 ? serverLogScore(Math.max(pyScore(s), 0.82), head) : 0;
    },
    headerless: 'continue',
  }),
  host: 'fastmcp',
};

// --- Java SDK --------------------------------------------------------------------------------

/**
 * Spring Boot: `2025-04-11T17:01:05.481-05:00 ERROR 79846 --- [thread] logger : message` (Boot 3: spring-projects/spring-ai#2710),
 * or Boot 2's local clock with a space and no zone, the level right-aligned (`2025-07-30 18:15:16.540  INFO 29620 --- [onPool-worker-2]
 * c.e.o.r.PlanningAgent      : …`: alibaba/spring-ai-alibaba#1900).
 */
const SPRING_RE = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)\.(\d+)(Z|[+-]\d\d:\d\d)?\s+(\w+)\s+\d+\s+---\s+(?:\[[^\]]*\]\s+)*(\S+)\s*:\s(.*)$/;

/** A Spring Boot line's clock: with its zone as written, else local time in the capture's zone. */
function springAt(m: RegExpExecArray, tz: ReaderContext['tz']): number {
  const ms = Number(m[7]!.slice(0, 3).padEnd(3, '0'));
  if (m[8] === undefined) return tz.toEpoch(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, ms);
  const off = m[8] === 'Z' ? 0 : (m[8][0] === '-' ? -1 : 1) * (Number(m[8].slice(1, 3)) * 60 + Number(m[8].slice(4, 6)));
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, ms) - off * 60_000;
}
/**
 * A statement of Java or Kotlin source at the line's start, as a report shows the server's or client's code in a fence
 * (`import io.modelcontextprotocol.server.McpServer;`, `package …;`, a class head, an annotation, a declaration with its
 * initializer): the program's code, not its log, whatever SDK class it names (as PY_SOURCE_LINE_RE for Python). A log
 * line opens with its clock, level or logger, an exception with its class and a colon, a frame with `at`.
 */
export const JAVA_SOURCE_LINE_RE = /^(?:import (?:static )?[\w.]+(?:\.\*)?;?\s*$|package [\w.]+;?\s*$|(?:(?:public|private|protected|internal|abstract|final|static|data|open) )*(?:class|interface|record|enum|object|fun) \w+|@[A-Z]\w*(?:\(|\s*$)|(?:var|val|final) \w+(?: = |:)|[A-Z]\w*(?:<[\w<>, ?]*>)? \w+ = .*;\s*$)/;
/** A record's words ending at a colon (the message to follow), and a line indented under it. */
const WRAPPED_AT_COLON_RE = /:\s*$/;
const INDENTED_RE = /^\s+\S/;
/**
 * A frame or a chained cause inside an exception block. Reactor's assembly trace is part of the exception it decorates
 * (`Assembly trace from producer [reactor.core.publisher.MonoTimeout] :`, its operator lines without `at`, `Error has
 * been observed at the following site(s):` with `*__` / `|_` site lines, `Original Stack Trace:` over double-indented
 * frames: spring-ai-alibaba/website#74, modelcontextprotocol/java-sdk#451), and so is a bare elision line a reporter left
 * where frames were cut (`...`, `…`).
 */
const JAVA_CONT_RE = /^(?:\s+at |\s+\.\.\. \d+ (?:more|common frames omitted)|Caused by: |\s+Suppressed: |\s+Caused by: |at [\w$]+(?:\.[\w$<>]*)+\(|\s*(?:\.{3}|…)\s*$|Assembly trace from producer \[|Error has been observed at the following site\(s\):|Original Stack Trace:|\s+(?:\*_+|\|_)\s*\S|\s+[\w$]+(?:\.[\w$<>]+)+\([\w$]+\.(?:java|kt):\d+\)\s*$)/;
/**
 * The uncaught-exception prefix the JVM prints before the exception (`Exception in thread "main" …`:
 * langchain4j/langchain4j#3624, spring-projects/spring-ai-examples#53): not part of the exception's words.
 */
const UNCAUGHT_RE = /^Exception in thread "[^"]*" /;
/**
 * Logback's and SLF4J's default console layout, the time of day only: `15:34:35.391 [main] INFO
 * dev.langchain4j.mcp.client.transport.http.StreamableHttpMcpTransport -- Request: {…}` (langchain4j/langchain4j#3624,
 * langgraph4j/langgraph4j#227; one dash in older layouts), or a pattern with the date before it,
 * `%d{yyyy-MM-dd HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg` (`2025-02-24 18:13:39.403 [http-nio-8822-exec-2]
 * INFO  i.m.server.McpAsyncServer - Client initialize request - …`: modelcontextprotocol/java-sdk#21).
 */
const LOGBACK_RE = /^(?:(\d{4})-(\d\d)-(\d\d)[ T])?(\d\d):(\d\d):(\d\d)\.(\d{3}) \[[^\]]*\] (TRACE|DEBUG|INFO|WARN|ERROR)\s+(\S+) --? (.*)$/;
/**
 * The same layout with neither clock nor thread, `%-5level %logger -- %msg` (`WARN  io.modelcontextprotocol.client.
 * LifecycleInitializer -- Failed to initialize`: modelcontextprotocol/java-sdk#685), a markdown emphasis marker the
 * reporter left before it allowed. Only with a dotted logger name: a level word and a dash alone are anybody's prose.
 */
const LOGBACK_BARE_RE = /^[_*]?(TRACE|DEBUG|INFO|WARN|ERROR)\s+([a-z][\w$]*(?:\.[\w$]+){2,}) --? (.*)$/;

/** A line in either logback layout (LOGBACK_RE, LOGBACK_BARE_RE). */
interface LogbackLine {
  /** y, mo, d, h, mi, s, ms as written, 1970-01-01 for the time of day alone (order and gaps hold); null without a clock. */
  clock: readonly [number, number, number, number, number, number, number] | null;
  level: string;
  logger: string;
  msg: string;
}

function logbackLine(text: string): LogbackLine | null {
  const t = LOGBACK_RE.exec(text);
  if (t !== null) {
    const day = t[1] !== undefined ? [+t[1], +t[2]!, +t[3]!] : [1970, 1, 1];
    return { clock: [day[0]!, day[1]!, day[2]!, +t[4]!, +t[5]!, +t[6]!, +t[7]!], level: t[8]!, logger: t[9]!, msg: t[10]! };
  }
  const b = LOGBACK_BARE_RE.exec(text);
  return b === null ? null : { clock: null, level: b[1]!, logger: b[2]!, msg: b[3]! };
}
/**
 * Quarkus's (JBoss Log Manager's) default console layout: `2025-07-21 22:51:53,153 INFO  [io.qua.lan.mcp.run.htt.X]
 * (vert.x-eventloop-thread-1) message`, local time with comma milliseconds, the category abbreviated
 * (quarkiverse/quarkus-langchain4j#1632, #1624).
 */
const QUARKUS_RE = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d),(\d{3}) (TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL)\s+\[([^\]]+)\] \([^)]*\) (.*)$/;
/** langchain4j's packages, whole or as Quarkus abbreviates them (`dev.lan.mcp.McpToolProvider`). */
const LANGCHAIN4J_NAME_RE = /\bdev\.lan(?:gchain4j)?\.mcp\./;
/**
 * langchain4j's legacy HTTP+SSE transport warning when its event stream breaks, its logger's class (`dev.langchain4j.mcp.
 * client.transport.http.SseEventListener`) and its words 'SSE channel failure', the exception under it: in slf4j-simple's
 * layout (`… WARN dev.langchain4j.mcp.client.transport.http.SseEventListener -- SSE channel failure`, an HTTP/2 stream's
 * read timeout: langchain4j/langchain4j#3572) or in a Spring Boot line the reporter cut before the logger's last
 * packages (`transport.http.SseEventListener  : SSE channel failure` over an okio read timeout: langchain4j/langchain4j#2858).
 * The Java SDK has no class of that name; the words name no request (only the stream to the client broke).
 */
const LANGCHAIN4J_SSE_FAILURE_RE = /\bSseEventListener\s*(?:--?|:)\s*SSE channel failure\b/;
const JAVA_CLIENT_FRAME_RE = /\bio\.modelcontextprotocol\.client\.Mcp(?:Sync|Async)Client\.(\w+)\(/;
/**
 * The Kotlin SDK's client, or an app's MCP class calling it (`me.rerere.rikkahub.data.ai.mcp.McpManager.callTool(...)` under
 * the SDK's `Protocol.request`: rikkahub/rikkahub#730): a frame whose method is one of the client's operations on a class
 * named for MCP or a Client. Only the operations no other code names so (not `initialize`, not `ping`).
 */
const KOTLIN_CLIENT_FRAME_RE = /\.(?:\w*Mcp\w*|Client)\.(callTool|listTools|listResources|listResourceTemplates|readResource|listPrompts|getPrompt)\(/;
/** The Kotlin SDK's packages: a stack through them is not the Java SDK's log. */
const KOTLIN_SDK_RE = /\bio\.modelcontextprotocol\.kotlin\./;
/**
 * The Kotlin SDK's Protocol on a request its handler did not answer, the id as its RequestId prints it (java-sdk.ts
 * kotlin-sdk/error-handling-request): only that SDK words it so, so the text is a Kotlin MCP server's log.
 */
const KOTLIN_SERVER_RE = /\bError handling request: [\w/]+ \(id: (?:Number|String)Id\(value=/;
/**
 * The exception under that line when the handler was cancelled: kotlinx.coroutines' JobCancellationException or any
 * CancellationException. `job=SupervisorJobImpl{…}` names the scope the handler ran under (modelcontextprotocol/kotlin-sdk#242).
 */
const KOTLIN_CANCELLED_RE = /^\s*(?:kotlinx\.coroutines\.\w*CancellationException|java\.util\.concurrent\.CancellationException|kotlin\.coroutines\.cancellation\.CancellationException)\b/;
const KOTLIN_SCOPE_JOB_RE = /\bjob=SupervisorJobImpl\{/;
/**
 * The Quarkus MCP server's category, whole or as Quarkus abbreviates it (`io.qua.mcp.ser.run.McpMessageHandler`): a
 * server on quarkiverse/quarkus-mcp-server, not the Java SDK — not a host the contract names.
 */
const QUARKUS_MCP_SERVER_RE = /\bio\.qua(?:rkiverse)?\.mcp\.ser(?:ver)?\./;
/**
 * Spring AI's tool callbacks, which call the tool through the SDK's client and block on it
 * (`org.springframework.ai.mcp.AsyncMcpToolCallback.call(AsyncMcpToolCallback.java:117)` under Reactor's
 * timeout: alibaba/spring-ai-alibaba#1900; SyncMcpToolCallback.call: spring-projects/spring-ai#2756): a tools/call.
 */
const SPRING_AI_TOOL_FRAME_RE = /\borg\.springframework\.ai\.mcp\.(?:Sync|Async)McpToolCallback\.call\(/;
/** langchain4j's own client, whose stacks have the same shape (langchain4j/langchain4j#3322). */
const LANGCHAIN4J_FRAME_RE = /\bdev\.langchain4j\.mcp\.client\.DefaultMcpClient\.(\w+|<init>|)\(/;
/**
 * Quarkus creates the client as a CDI synthetic bean whose creation builds (and so initializes) it: a timeout
 * under `McpClient_<id>_Synthetic_Bean.doCreate` is the client's initialize (quarkiverse/quarkus-langchain4j#1632).
 */
const QUARKUS_CLIENT_BEAN_RE = /\bdev\.langchain4j\.mcp\.client\.McpClient_\w+_Synthetic_Bean\.(?:doCreate|create)\(/;
const LANGCHAIN4J_ROWS = otherClientPhrases.filter((r) => r.id.startsWith('langchain4j/'));
/** Plugins of JetBrains IDEs that run the Java SDK and log into idea.log. */
const JETBRAINS_ROWS = otherClientPhrases.filter((r) => r.id.startsWith('proxyai/'));
/**
 * A JetBrains IDE's idea.log: `2026-02-18 19:20:11,448 [ 147668]   INFO - #category - message`
 * (local time with comma milliseconds, the uptime in brackets). The IDE wrote it, whatever plugin's
 * MCP client (on the Java SDK) speaks in it (carlrobertoh/ProxyAI#1185).
 */
const IDEA_RE = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d),(\d{3}) \[\s*\d+\]\s+([A-Z]+) - (\S+) - (.*)$/;
/**
 * JetBrains Junie's MCP client in idea.log, reporting its Kotlin SDK client's error callback for a configured server:
 * `WARN - #c.i.m.l.m.e.c.m.McpClient - MCP client error for McpServerConfigId(name=<server>, sourcePath=<mcp.json>):
 * <error>` (laravel/boost#122: the stdio reader's JsonDecodingException on an empty stdout line). The words name no
 * request and end none (the reader skips the line), so the line is only the IDE's log speaking of an MCP client.
 */
const JUNIE_CLIENT_ERROR_RE = /\bMCP client error for McpServerConfigId\(name=/;

/** The request a client frame names: the Java SDK's sync/async client, or langchain4j's. */
function frameMethod(text: string): { method: string; langchain4j: boolean; kotlin?: boolean } | undefined {
  const f = JAVA_CLIENT_FRAME_RE.exec(text);
  if (f !== null) {
    const method = JAVA_CLIENT_METHODS[f[1]!];
    return method !== undefined ? { method, langchain4j: false } : undefined;
  }
  if (SPRING_AI_TOOL_FRAME_RE.test(text)) return { method: 'tools/call', langchain4j: false };
  const k = KOTLIN_CLIENT_FRAME_RE.exec(text);
  if (k !== null) return { method: JAVA_CLIENT_METHODS[k[1]!]!, langchain4j: false, kotlin: true };
  if (QUARKUS_CLIENT_BEAN_RE.test(text)) return { method: 'initialize', langchain4j: true };
  const l = LANGCHAIN4J_FRAME_RE.exec(text);
  // The constructor initializes the client (`<init>`, or `DefaultMcpClient.(` where a web page ate the
  // `<init>`: langchain4j/langchain4j#3624).
  const name = l === null ? undefined : l[1] === '<init>' || l[1] === '' ? 'initialize' : l[1]!;
  const method = name !== undefined ? LANGCHAIN4J_CLIENT_METHODS[name] : undefined;
  return method !== undefined ? { method, langchain4j: true } : undefined;
}

/** The Java SDK's initialize wrapper, which says no reason of its own (java-sdk.ts). */
const INIT_WRAPPER_ROW = 'java-sdk/client-initialize-failed';
/**
 * The SDK's McpSchema at DEBUG logging each message it parses, `Received JSON message: <the text as it came>` — a peer that
 * pretty-prints its JSON leaves the record's line open at `{` and the body on the lines under it (a WebFlux streamable
 * server receiving a client's tools/list: spring-projects/spring-ai#4862). The body's lines are the record's.
 */
const RECEIVED_JSON_OPEN_RE = /\bReceived JSON message: [{[]\s*$/;
/**
 * Spring WebFlux's HttpWebHandlerAdapter at DEBUG when an exchange's response is done: `[<exchange>] Completed 200 OK`.
 * The streamable transport answers a client's request on that POST's own response and ends it after the answer, so a
 * 2xx completion on the reactor thread that just received the request, within the second, with no request received
 * since, is that request answered (spring-projects/spring-ai#4862: tools/list received, "Completed 200 OK" 29 ms later,
 * then Reactor Netty's "Last HTTP response frame"). The line names no request: only that adjacency ties it.
 */
const WEBFLUX_COMPLETED_RE = /^\[[\w-]+\] Completed (2\d\d)\b/;
const WEBFLUX_ADAPTER_RE = /(?:^|\.)HttpWebHandlerAdapter$/;
/** The thread column of a Spring Boot line (the last bracket group after `---`; Boot 3.x may put the app's name first). */
const SPRING_THREAD_RE = /\s---\s+((?:\[[^\]]*\]\s+)+)/;
const COMPLETED_WITHIN_MS = 1000;

function springThread(text: string): string | null {
  const t = SPRING_THREAD_RE.exec(text);
  if (t === null) return null;
  const groups = t[1]!.trim().match(/\[[^\]]*\]/g);
  return groups === null ? null : groups.at(-1)!.slice(1, -1).trim();
}

/** Lines a held-open body may take before it is given up as text (a paste cut inside it). */
const MAX_BODY_LINES = 400;

/** An exception's cause line in a stack: its words. */
const CAUSED_BY_RE = /^\s*Caused by: (.*)$/;
/** The kinds of words that say a request ended badly. */
const FAILURE_KINDS: ReadonlySet<string> = new Set(['failed', 'timer-fired', 'http-status', 'connection-closed', 'session-not-found']);

/** The Java SDK client's line for the server's answer to its initialize. */
const INIT_ANSWERED_ROW = 'java-sdk/client-initialize-answered';
/**
 * The Java SDK client's initialization timer: LifecycleInitializer.withInitialization puts `.timeout(initializationTimeout)`
 * on `initializationJob.map(…)`, so Reactor names the operator 'map' — the whole handshake, the initialize's answer and
 * the initialized notification and post-initialization hook after it (client/LifecycleInitializer.java;
 * modelcontextprotocol/java-sdk#685: the answer logged, then this timer at 3000 ms). A request's own timer names
 * McpClientSession.sendRequest's operator instead.
 */
const INIT_TIMER_RE = /\bDid not observe any item or terminal signal within \d+ ?ms in 'map'/;

/** The blocked-thread warning row, a request's only under a client frame (flush). */
const BLOCKED_THREAD_ROW = 'vertx/thread-blocked-in-client-call';

function openJava(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  let pending: WireEvent | null = null;
  let javaSdk = false;
  let langchain4j = false;
  let ideaLog = false;
  /** The Kotlin SDK's frames or classes were seen (KOTLIN_SDK_RE). */
  let kotlin = false;
  /** The Quarkus MCP server's own lines were seen (QUARKUS_MCP_SERVER_RE). */
  let quarkusServer = false;
  /**
   * A logger's line that carries a request timer's exception but no stack (`ERROR … : java.util.concurrent.
   * TimeoutException: Did not observe any item …`), held back: the application often logs the message, then the
   * same exception with its stack, whose client frame names the request (alibaba/spring-ai-alibaba#1900). The
   * stack's head restating it is then the same timeout, not a second one.
   */
  let held: WireEvent | null = null;
  /** The Java SDK client logged the server's answer to its initialize (java-sdk/client-initialize-answered). */
  let initializeAnswered = false;
  /** Where the last failure's words were (line, clock): the initialize wrapper just after restates it. */
  let lastFailure: { no: number; at: number | null } | null = null;
  /** A record's words the rows read: its said, where a failure was said, and words only a server writes make it the server's line. */
  const attach = (e: WireEvent, said: HostSaid, no: number): void => {
    e.said = said;
    if (FAILURE_KINDS.has(said.kind)) lastFailure = { no, at: e.at };
    // Words only a server writes about a request it handles are the server's line (HostSaid.speaker).
    if (said.speaker === 'server') e.from = 'server';
  };
  const release = (): void => {
    if (held !== null) ctx.emit(held);
    held = null;
  };
  const flush = (): void => {
    // A blocked thread's words are a request's only when a client frame under them named one (java-sdk.ts
    // vertx/thread-blocked-in-client-call); otherwise they are the application's.
    if (pending?.said?.phrase === BLOCKED_THREAD_ROW && pending.said.method === undefined) delete pending.said;
    if (pending !== null) {
      if (pending.said?.kind === 'timer-fired' && pending.said.method === undefined) {
        release();
        held = pending;
      } else ctx.emit(pending);
    }
    pending = null;
  };
  /** Whether an exception line restates the held timer's exception (its message from the exception class on). */
  const restatesHeld = (msg: string, said: HostSaid | null): boolean => {
    if (held === null || said?.kind !== 'timer-fired' || said.limitMs !== held.said?.limitMs) return false;
    const text = held.text ?? '';
    const from = text.search(/\w+(?:Exception|Error): /);
    return from >= 0 && msg.includes(text.slice(from, from + 120));
  };
  /** The last client request a record carried: its thread and instant (WEBFLUX_COMPLETED_RE). */
  let lastReceived: { thread: string | null; at: number | null; method: string; id: string | number } | null = null;
  /** Remembers a request a record carried, or forgets the last one when a record carried another message. */
  const noteReceived = (message: unknown, thread: string | null, at: number | null): void => {
    const m = message as { method?: unknown; id?: unknown };
    lastReceived = typeof m.method === 'string' && (typeof m.id === 'string' || typeof m.id === 'number') ? { thread, at, method: m.method, id: m.id } : null;
  };
  /** A `Received JSON message: {` record whose body is still being read (RECEIVED_JSON_OPEN_RE). */
  let body: { at: number | null; source: { file: string; line: number; endLine?: number }; msg: string; lines: string[]; depth: number; thread: string | null } | null = null;
  /** Ends the open body: its messages when it parses, else the record's words. */
  const closeBody = (): void => {
    if (body === null) return;
    const b = body;
    body = null;
    const whole = [b.msg, ...b.lines].join('\n');
    const found = findJsonRpcAnywhere(whole);
    if (found !== null) {
      for (const message of found.messages) {
        const from = directionOfEmbedded(whole.slice(0, found.at), message);
        ctx.emit({ at: b.at, source: b.source, session: null, transport: null, from, kind: 'message', message });
        if (from === 'client') noteReceived(message, b.thread, b.at);
      }
      return;
    }
    ctx.emit({ at: b.at, source: b.source, session: null, transport: null, from: null, kind: 'host-log', text: whole });
  };
  return {
    line(text: string, no: number): LineDisposition {
      if (body !== null) {
        // A line of the body: not a new record (SPRING_RE), up to where its brackets close.
        if (!SPRING_RE.test(text) && body.lines.length < MAX_BODY_LINES) {
          body.lines.push(text);
          body.source.endLine = no;
          body.depth += openDepth(text);
          if (body.depth <= 0) closeBody();
          return isBlank(text) ? 'blank' : 'part';
        }
        closeBody();
      }
      if (isBlank(text)) return 'blank';
      if (pending !== null && JAVA_CONT_RE.test(text)) {
        // The client method in the stack names the request a timeout belongs to.
        const said = pending.said;
        // The SDK's initialize wrapper says no reason: a cause under it the rows know is the reason (a request timer,
        // a refused status), still the initialize's (java-sdk.ts java-sdk/client-initialize-failed).
        if (said?.phrase === INIT_WRAPPER_ROW) {
          const cause = CAUSED_BY_RE.exec(text);
          const why = cause !== null ? readSaid(javaSdkPhrases, cause[1]!) : null;
          if (why !== null && why.phrase !== INIT_WRAPPER_ROW) pending.said = { ...why, method: 'initialize', scope: 'connection' };
        } else if (said === undefined) {
          // A block whose head the rows do not read (a paste cut inside a stack, starting at a frame or at '... 52 common
          // frames omitted'; an application's own wrapper exception): its first cause the rows read is what failed, and
          // the deeper causes under it restate that failure (spring-ai-alibaba/website#74, whose paste starts at the
          // frames above 'Caused by: …BeanCreationException: … 'mcpSyncClients' … TimeoutException …').
          const cause = CAUSED_BY_RE.exec(text);
          const why = cause !== null ? readSaid(javaSdkPhrases, cause[1]!) ?? readSaid(LANGCHAIN4J_ROWS, cause[1]!) : null;
          if (why !== null) {
            pending.said = why;
            if (FAILURE_KINDS.has(why.kind)) lastFailure = { no, at: pending.at };
          }
        }
        if (KOTLIN_SDK_RE.test(text)) kotlin = true;
        const f = frameMethod(text);
        if (f !== undefined) {
          if (f.langchain4j) langchain4j = true;
          else if (f.kotlin !== true) javaSdk = true;
          if (said !== undefined && said.method === undefined) said.method = f.method;
        }
        return 'part';
      }
      // The Kotlin SDK's handler failure and, on the next line, the exception it caught: a coroutine cancellation is not the
      // handler failing (KOTLIN_CANCELLED_RE).
      if (pending?.said?.phrase === 'kotlin-sdk/error-handling-request' && KOTLIN_CANCELLED_RE.test(text)) {
        const scope = KOTLIN_SCOPE_JOB_RE.test(text);
        pending.said = { ...pending.said, kind: scope ? 'connection-closed' : 'cancelled', phrase: scope ? KOTLIN_HANDLER_SCOPE_CANCELLED : KOTLIN_HANDLER_CANCELLED, error: text.trim() };
        if (!scope) pending.said.received = true;
        pending.text = `${pending.text ?? ''} ${text.trim()}`;
        pending.source.endLine = no;
        return 'part';
      }
      // A record the reporter wrapped by hand: its words end at a colon and go on, indented, on the next line (the SDK's
      // class name and a colon, the message under it: modelcontextprotocol/java-sdk#920). One record, read whole.
      if (pending !== null && pending.kind === 'host-log' && pending.text !== undefined && WRAPPED_AT_COLON_RE.test(pending.text) && INDENTED_RE.test(text) && !SPRING_RE.test(text)) {
        pending.text = `${pending.text.trimEnd()} ${text.trim()}`;
        pending.source.endLine = no;
        const said = readSaid(javaSdkPhrases, pending.text);
        if (said !== null) attach(pending, said, no);
        return 'part';
      }
      flush();
      const source = { file, line: no };
      const m = SPRING_RE.exec(text);
      const idea = m === null ? IDEA_RE.exec(text) : null;
      if (idea !== null) ideaLog = true;
      const lb = m === null && idea === null ? logbackLine(text) : null;
      const qk = m === null && idea === null && lb === null ? QUARKUS_RE.exec(text) : null;
      const at =
        m !== null ? springAt(m, ctx.tz)
        : idea !== null ? ctx.tz.toEpoch(+idea[1]!, +idea[2]!, +idea[3]!, +idea[4]!, +idea[5]!, +idea[6]!, +idea[7]!)
        : lb !== null && lb.clock !== null ? ctx.tz.toEpoch(...lb.clock)
        : qk !== null ? ctx.tz.toEpoch(+qk[1]!, +qk[2]!, +qk[3]!, +qk[4]!, +qk[5]!, +qk[6]!, +qk[7]!)
        : null;
      const logger = m !== null ? m[10]! : lb !== null ? lb.logger : qk !== null ? qk[9]! : '';
      if (LANGCHAIN4J_NAME_RE.test(logger)) langchain4j = true;
      if (LANGCHAIN4J_SSE_FAILURE_RE.test(text)) langchain4j = true;
      const msg = (m !== null ? m[11]! : idea !== null ? idea[10]! : lb !== null ? lb.msg : qk !== null ? qk[10]! : text.trim()).replace(UNCAUGHT_RE, '');
      const found = findJsonRpcAnywhere(msg);
      if (found !== null) {
        for (const message of found.messages) {
          const from = directionOfEmbedded(msg.slice(0, found.at), message);
          ctx.emit({ at, source, session: null, transport: null, from, kind: 'message', message });
          if (from === 'client') noteReceived(message, m !== null ? springThread(text) : null, at);
        }
        return 'event';
      }
      if (m !== null && RECEIVED_JSON_OPEN_RE.test(msg)) {
        javaSdk = true;
        body = { at, source: { ...source }, msg, lines: [], depth: openDepth(msg), thread: springThread(text) };
        return 'event';
      }
      const done = m !== null && lastReceived !== null && WEBFLUX_ADAPTER_RE.test(m[10]!) ? WEBFLUX_COMPLETED_RE.exec(msg) : null;
      if (done !== null && m !== null && lastReceived !== null) {
        const r = lastReceived;
        if (r.thread === springThread(text) && at !== null && r.at !== null && at - r.at >= 0 && at - r.at <= COMPLETED_WITHIN_MS) {
          lastReceived = null;
          const e: WireEvent = { at, source, session: null, transport: null, from: 'server', kind: 'host-log', text: msg, level: m[9]!.toLowerCase() };
          e.said = { kind: 'completed', phrase: 'java-sdk/webflux-exchange-completed', method: r.method, id: r.id, speaker: 'server' };
          pending = e;
          return 'event';
        }
      }
      const e: WireEvent = { at, source, session: null, transport: null, from: null, kind: 'host-log', text: msg };
      if (m !== null) e.level = m[9]!.toLowerCase();
      else if (idea !== null) e.level = idea[8]!.toLowerCase();
      else if (lb !== null) e.level = lb.level.toLowerCase();
      else if (qk !== null) e.level = qk[8]!.toLowerCase();
      if (KOTLIN_SDK_RE.test(msg)) kotlin = true;
      else if (/\bio\.modelcontextprotocol\./.test(msg)) javaSdk = true;
      if (QUARKUS_MCP_SERVER_RE.test(logger)) quarkusServer = true;
      let said: HostSaid | null =
        readSaid(javaSdkPhrases, msg) ?? readSaid(LANGCHAIN4J_ROWS, msg) ?? (quarkusServer ? readSaid(quarkusMcpServerPhrases, msg) : null) ?? (ideaLog ? readSaid(JETBRAINS_ROWS, msg) : null);
      // The client's initialization timer after the initialize was answered (INIT_TIMER_RE): it ran out on what follows
      // the answer, which no request is; its words end no request.
      if (said?.kind === 'timer-fired' && said.method === undefined && initializeAnswered && INIT_TIMER_RE.test(msg)) said = null;
      if (said?.phrase === INIT_ANSWERED_ROW) initializeAnswered = true;
      if (m === null && idea === null && restatesHeld(msg, said)) {
        // The stack of the timeout logged just above: its frames name the held timer's request.
        pending = held;
        held = null;
        return 'part';
      }
      // Another logged moment: the held timer stays alone.
      if (held !== null && at !== null && at !== held.at) release();
      // The initialize wrapper restating a failure said just before (the transport's refused status, then the app's
      // logger and the exception both saying the wrapper: modelcontextprotocol/java-sdk#527) is that failure, not another.
      if (said?.phrase === INIT_WRAPPER_ROW && lastFailure !== null && (no - lastFailure.no <= 20 && (at === null || lastFailure.at === null || Math.abs(at - lastFailure.at) <= 5000))) {
        pending = e;
        return 'event';
      }
      if (said !== null) {
        attach(e, said, no);
        if (said.phrase === 'kotlin-sdk/error-handling-request') kotlin = true;
      }
      pending = e;
      return 'event';
    },
    end(): void {
      closeBody();
      flush();
      release();
    },
    // A stack through langchain4j's own client and never through the Java SDK: not the SDK's log.
    // An IDE's own log, with an MCP client's lines in it, is the IDE's (not a host the contract names).
    // A stack through the Kotlin SDK and never the Java SDK: an app on the Kotlin SDK, not a host the contract names.
    // A server on the Quarkus MCP server extension is not the Java SDK's either.
    host: () => ((langchain4j && !javaSdk) || (kotlin && !javaSdk) || (quarkusServer && !javaSdk) || ideaLog ? 'unknown' : null),
  };
}

/** A Jackson-serialized stack frame's class, a JSON member: `"className":"io.modelcontextprotocol.…"`. */
const JSON_FRAME_CLASS_RE = /"(?:className|declaringClass)"\s*:\s*"[^"]*"/g;

/** A line without the classes a serialized exception's frames name as JSON values (javaSdkLog.sniff). */
function withoutJsonFrames(line: string): string {
  return line.includes('"className"') || line.includes('"declaringClass"') ? line.replace(JSON_FRAME_CLASS_RE, '""') : line;
}

export const javaSdkLog: Reader = {
  name: 'java-sdk',
  title: 'Java SDK / Spring AI log and stack traces (io.modelcontextprotocol)',
  clock: 'mixed',
  host: 'java-sdk',
  sniff(head) {
    let strong = 0;
    // Spring Boot abbreviates the logger's packages (`i.m.c.t.HttpClientSseClientTransport` for the client
    // transport: spring-projects/spring-ai#2785); Spring AI names an MCP tool `spring_ai_mcp_client_…`.
    // The server's classes too, whole or abbreviated (`i.m.server.McpAsyncServer`: modelcontextprotocol/java-sdk#21;
    // `McpServerSession` alone in a short layout: modelcontextprotocol/java-sdk#130).
    // Spring AI's client beans by their factory method ('mcpSyncClients': spring-projects/spring-ai#4615,
    // alibaba/spring-ai-alibaba#2630) and the legacy SSE client transport's own error (spring-projects/spring-ai#3178)
    // name the SDK's client when a pasted exception carries no package of it.
    // The Kotlin SDK server's words for a request its handler did not answer (KOTLIN_SERVER_RE: modelcontextprotocol/kotlin-sdk#242).
    for (const l of head) if (KOTLIN_SERVER_RE.test(l)) strong++;
    // Junie's own client words in an idea.log line (JUNIE_CLIENT_ERROR_RE).
    for (const l of head) {
      const idea = IDEA_RE.exec(l);
      if (idea !== null && JUNIE_CLIENT_ERROR_RE.test(idea[10]!)) strong++;
    }
    // The Quarkus MCP server's words in its own category (quarkiverse/quarkus-langchain4j#2234).
    for (const l of head) {
      const q = QUARKUS_RE.exec(l);
      if (q !== null && QUARKUS_MCP_SERVER_RE.test(q[9]!) && readSaid(quarkusMcpServerPhrases, q[10]!) !== null) strong++;
    }
    // A logback line with the SDK's words in it, whatever the logger. The timed layout (LOGBACK_RE: the time, the
    // thread, the level): `%logger{0}` prints the class alone (`[main] INFO  McpClient - …`), an application names its
    // own (`app`, `c.a.l.ToolBridge`); the clock, the thread and the level make it a logback line, the words the SDK's.
    // The clockless layout (LOGBACK_BARE_RE, its dotted logger required): Spring Boot's abbreviation
    // `i.m.c.LifecycleInitializer`, or the application's class that logged the SDK's exception; a paste of only such
    // lines has no clock, no thread and maybe no package of the SDK's to tell it by (modelcontextprotocol/java-sdk#685's
    // layout).
    for (const l of head) {
      const lb = logbackLine(l);
      if (lb !== null && readSaid(javaSdkPhrases, lb.msg) !== null) strong++;
    }
    // langchain4j's SSE channel warning, whose logger a reporter may have cut to its class (LANGCHAIN4J_SSE_FAILURE_RE).
    for (const l of head) if (LANGCHAIN4J_SSE_FAILURE_RE.test(l)) strong++;
    // The SDK's own server classes by their simple names, as a reporter may shorten the logger (KeepAliveScheduler,
    // HttpServletStreamableServerTransportProvider and kin: modelcontextprotocol/java-sdk#920).
    for (const l of head) if (/^\s*(?:KeepAliveScheduler|\w+ServerTransportProvider):(?:\s|$)/.test(l)) strong++;
    // Java or Kotlin source a report shows (JAVA_SOURCE_LINE_RE) names the SDK's classes without being their output.
    // A Java exception serialized as JSON inside another program's words names the SDK's classes as frames' values
    // (`"className":"io.modelcontextprotocol.server.transport.…"`: the Java SDK's servlet transport writes its McpError
    // whole as the HTTP answer's body, which a TypeScript client quotes in "Error POSTing to endpoint: {…}":
    // cyberkaida/reverse-engineering-assistant#259): the body is the answer the client printed, not the SDK's log.
    for (const l of head.map(withoutJsonFrames)) if (!JAVA_SOURCE_LINE_RE.test(l) && /\bFactory method 'mcp(?:Sync|Async)Clients'|\bFailed to wait for the message endpoint\b|\bio\.modelcontextprotocol\.|\bi\.m\.[cs]\.t\.\w+Transport\b|\bi\.m\.(?:server|client|spec)\.Mcp\w+|\bMcp(?:Sync|Async)(?:Client|Server)\b|\bMcp(?:Server|Client)Session\b|\bdev\.langchain4j\.mcp\.client\.|\bspring_ai_mcp_client_\w|\borg\.springframework\.ai\.mcp\.\w+McpToolCallback\b/.test(l)) strong++;
    return strong > 0 ? Math.min(0.9, 0.8 + 0.03 * strong) : 0;
  },
  open: openJava,
};
