/**
 * The reader of last resort (issue 10, item 3): any text with JSON-RPC in it, when no reader
 * that knows the writer claims it — a gateway's sentence with a body after `with body:`, a
 * Python `b'…'` literal or pydantic repr, a Rust Debug struct, JSON escaped inside a Go string
 * or a JSON log field, a util.inspect object (reprs.ts). Each line is an event: a message where
 * one is found (its sender from the method, else from the words around it), the words otherwise.
 * Detection is scored (0.42–0.45): it claims a text only when nothing more specific does, and a
 * few lines of noise at the head (a crash dump) do not hide the messages after them.
 * Nothing here is a stdio stream: text around the messages is never stdout-not-json evidence.
 */
import { boundRuns } from '../../bounded-runs.js';
import { scanBrackets } from '../../json.js';
import {
  DOTNET_CLIENT_FRAME_RE, SERVER_CRASH_ROWS, DOTNET_FRAMED_ROWS, dotnetSdkClientPhrases, genericClientPhrases, higressPhrases, httpExchangePhrases, javaSdkPhrases, MCP_PATH_RE, legacyFallbackShown, mcpAccessLine, mcpEndpointPath, PROBE_DECLINED_NOTE, probeRefused, REDIRECT_FOLLOWED_NOTE, redirectedPost, redirectedPostPhrase, redirectRepeated, accessRequest, type AccessRequest, otherClientPhrases, mcpxPhrases, serverAppPhrases, pythonExceptionNotePhrases, pythonHttpxExchangePhrases, pythonSdkClientPhrases, pythonSdkV2ClientPhrases, announcedOnlyIds, readSaid,
  smitheryPhrases, typescriptProtocolStackPhrases, typescriptSdkPhrases, typescriptServerPhrases, unknownClientPhrases, vscodePhrases, copilotChatQuotedPhrases, vscodeChannelQuotedPhrases, type HostPhrase,
} from '../hosts/index.js';
import { CLAUDE_DESKTOP_APP_LOG_RE, curlCommandLine, RAILS_COMPLETED_ELAPSED_RE, RAILS_PARAMETERS_RE, RAILS_PROCESSING_RE, RAILS_STARTED_RE, claudeAppQuotedPhrases, claudeCodeQuotedPhrases, claudeDesktopLauncherPhrases, claudeDesktopRemoteCallPhrases, composeServiceExited } from '../hosts/index.js';
import { aiSdkCapabilityRefusalLine, bareConnectTimeoutLine, clackMcpListFailed, connectFailedReasonLine, copilotStartErrorRecord, mcpErrorClassToolNotFoundLine, sdkServerErrorLine, sdkSseStartStatusLine, sdkToolCheckLines, sdkToolNotFoundLine, sdkToolTaskRefusalLine } from '../hosts/generic-clients.js';
import { RMCP_RESUME_FAILED_RE, rmcpRefusedFirstMessage, rmcpTransportErrorAfterInitialize } from '../hosts/rust-sdk.js';
import { CLIENT_SESSION_METHODS } from '../hosts/python-sdk.js';
import { mcpAtWork, mcpAtWorkMessage } from './mcp-at-work.js';
import { BlockJoiner, compactBlock, compactRecords, joinBlocks } from '../json-blocks.js';
import { crashReason, nodeCrashLine } from '../node-crash.js';
import { shellKilledReason } from '../shell-status.js';
import { debugPrintOpen, directionOfEmbedded, findJsonRpcAnywhere, mayHoldJsonRpc } from '../reprs.js';
import type { HostSaid, Transport, WireEvent } from '../../events.js';
import type { LineDisposition, LineSink, Reader, ReaderContext, ZoneResolver } from '../types.js';
import { parseIsoStamp } from '../time.js';
import { CHAIN_MAX, ENDS_IN_COLON_RE, ERROR_HEADING_RE, hostLineReader, readLeadIn, TREE_FAILED_ROW_RE, TREE_HEAD_RE, TREE_MID_RE, type HostLine, type LeadIn } from './host-lines.js';
import { PY_SDK_TRANSPORT_GEN_RE, PY_STDIO_GEN_RE, pyClientMark, pySdkClientTransport } from './python-sdk-client-marks.js';
import { clientTransportOfFrame } from '../said-facts.js';
import { janStartFailedLine } from '../hosts/other-clients.js';
import { McpFramesTracker, mcpFramesOverTransportError } from './mcp-named-frames.js';
import { PY_CHAIN_RE, PY_EXCEPTION_LINE_RE, PY_FRAME_RE, PY_LAST_EXCEPTION_RE, PY_TRACEBACK_HEAD_RE, atMargin, printoutGoesOn, pyExceptionLine } from './python-printout.js';
import { PY_BARE_TIMEOUT_RE, PY_FAIL_AFTER_FRAME_RE } from './python-timeout-lines.js';

/**
 * A leading stamp in the shapes logs commonly use: ISO (with or without zone), `,mmm` or `.mmm`; Go's
 * log package writes the date with slashes (`2025/08/15 15:17:04`: charmbracelet/crush#791, mark3labs/mcphost#11).
 */
const STAMP_RE = /^\[?(\d{4})[-/](\d\d)[-/](\d\d)[T ](\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)?\]?\s*/;

/**
 * The Python logging HOWTO's own `datefmt='%m/%d/%Y %I:%M:%S %p'`, which applications copy, often with %H for
 * %I (`06/09/2025 17:32:25 PM - 10832 - INFO …`: modelcontextprotocol/python-sdk#906). Month first as that
 * format says; a first field over 12 can only be a day (a `%d/%m/%Y` variant).
 */
// … and JavaScript's `toLocaleString()` for en-US, which a Node app's log prefix or an automation tool's error panel
// prints: no leading zeros, a comma after the year, a twelve-hour clock (`9/24/2025, 9:16:16 AM`: n8n's error details,
// brave/brave-search-mcp-server#80), bracketed or not.
const US_STAMP_RE = /^\[?(\d{1,2})\/(\d{1,2})\/(\d{4}),?[ T](\d{1,2}):(\d\d):(\d\d)(?:[.,](\d{1,3}))?(?:\s?([AP]M))?\]?(?:\s+|$)/i;

/**
 * A clock with only the time of day (a recorder's summary, a cut stamp, a debug log's `18:27:42.559Z`):
 * a fixed day, so order and gaps hold.
 */
// … bracketed too, and a space may lead it (AstrBot's ` [12:18:04] [Core] [INFO] [runners.tool_loop_agent_runner:199]: …`,
// AstrBotDevs/AstrBot#2939, #2698): the bracket closes the clock, never an unbracketed one.
// … or alone on its line: an app's log viewer copied with each record's clock, level and message on lines of their own
// (Jan's `[06:38:41]` / `ERROR` / `Failed to start MCP server x:`: janhq/jan#7038; plugged.in's `[04:15:42 PM]` / `[error]` /
// `Failed to start session: …`: hideya/langchain-mcp-tools-ts#13). The clock is the next lines' (readLine keeps it).
const TIME_ONLY_RE = /^ ?(?:(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,3}))?Z?|\[(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,3}))?\])(?:\s+|$)/;
/**
 * A twelve-hour clock with its AM/PM, bracketed or not, the hour with one digit or two: a desktop app's log viewer
 * (Jan's `[9:08:27 PM] INFO …`: janhq/jan#6630; `[04:15:42 PM]` alone on its line: hideya/langchain-mcp-tools-ts#13).
 */
const TIME_12H_RE = /^ ?(?:\[(\d{1,2}):(\d\d):(\d\d)(?:[.,](\d{1,3}))? ?([AaPp][Mm])\]|(\d{1,2}):(\d\d):(\d\d)(?:[.,](\d{1,3}))? ?([AaPp][Mm])(?=\s|$))(?:\s+|$)/;
/** A bare level word right after a clock of the time of day alone (`[9:08:27 PM] INFO …`): the line's level. */
const LEVEL_AFTER_CLOCK_RE = /^(TRACE|DEBUG|INFO|WARN|WARNING|ERROR|ERRO|FATAL)(?:\s+|$)/;

/**
 * Python logging's level and logger name before the message when the format has no clock: `%(levelname)s %(name)s:
 * %(message)s` (Hermes Agent: "WARNING tools.mcp_tool: Failed to connect to MCP server 'x': CancelledError" under the
 * SDK's "ERROR mcp.client.streamable_http: Unexpected content type: text/html; charset=utf-8": NousResearch/hermes-agent#36052,
 * #31346) and basicConfig's default `%(levelname)s:%(name)s:%(message)s` ("ERROR:root:…", "INFO:mcp.client.sse:…":
 * QwenLM/Qwen-Agent#501). The logger is a dotted name; the words after it are the line's, read as a host's own line.
 */
const PY_LEVEL_LOGGER_RE = /^(DEBUG|INFO|WARNING|ERROR|CRITICAL)(?::[A-Za-z_][\w.]{0,80}:| [A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+: )\s*/;
function pyLevel(level: string): string {
  const l = level.toLowerCase();
  return l === 'warning' ? 'warn' : l === 'critical' ? 'fatal' : l;
}

/** A line without its leading clock (any layout the header reads) and the level after it; the line when it has none. */
function afterClock(line: string): string {
  const py = PY_LEVEL_LOGGER_RE.exec(line);
  if (py !== null) return line.slice(py[0].length);
  const c = line.charCodeAt(0);
  if (!(c === 91 || c === 32 || (c >= 48 && c <= 57))) return line;
  const t = STAMP_RE.exec(line) ?? US_STAMP_RE.exec(line) ?? TIME_12H_RE.exec(line) ?? TIME_ONLY_RE.exec(line);
  if (t === null) return line;
  const rest = line.slice(t[0].length);
  return rest.replace(LEVEL_AFTER_CLOCK_RE, '').replace(BRACKET_LEVEL_RE, '');
}

/** A level in brackets after a clock (`2025-08-28 14:07:32 [ERROR] …`). */
const BRACKET_LEVEL_RE = /^\[(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|ERR|FATAL|CRITICAL)\]\s*/i;

/** Whether a line opens with a clock of the time of day alone, twenty-four-hour or twelve. */
function timeOnly(line: string): boolean {
  return TIME_ONLY_RE.test(line) || TIME_12H_RE.test(line);
}

/** Keys of a JSON log record that are its clock, level or bookkeeping: not part of its words. */
const RECORD_TIME = ['time', 'timestamp', 'ts', '@timestamp', 'asctime', 'datetime'];
// PHP's Monolog writes its level as a number (`"level":200`) and its name beside it (`"level_name":"INFO"`), the
// clock as `datetime` (modelcontextprotocol/php-sdk#96): the name is the level the words keep.
// The Elastic Common Schema loggers (Elastic.CommonSchema.Serilog for .NET, log4j2's EcsLayout, ecs-logging for
// Python, Go and Node) name the level with a dotted key, `"log.level":"Error"`, beside `"@timestamp"` and
// `"message"` (the ECS logging spec's required fields; a .NET MCP server's record in modelcontextprotocol/csharp-sdk#1785).
const RECORD_LEVEL = ['level', 'levelname', 'level_name', 'severity', 'lvl', 'log.level'];
const RECORD_MSG = ['msg', 'message', 'event'];
const RECORD_SKIP = new Set([...RECORD_TIME, ...RECORD_LEVEL, ...RECORD_MSG, 'source', 'caller', 'logger', 'name_of_logger', 'pid', 'thread', 'threadName', 'file', 'filename', 'line', 'lineno', 'function', 'funcName', 'module', 'hostname', 'v', 'ecs.version']);

/**
 * A structured log record on one line (Go's slog JSON handler, pino, structlog, python-json-logger): its
 * message and its other scalar fields as `msg key=value …`, the shape the same client's text handler
 * prints, so one row reads both (Crush: `"msg":"error initializing mcp client","error":"transport error:
 * context deadline exceeded","name":"fetch"`, charmbracelet/crush#1038; its logfmt twin #791). Null when
 * the line is not such a record: a JSON-RPC message, or an object with no level and message.
 */
function recordOf(line: string): { at: string | null; level: string; words: string } | null {
  // A JSON-RPC message is not a record; a record may hold one in a field (Monolog's `"context":{"response":{…}}`).
  if (line.charCodeAt(0) !== 123 /* { */ || line.startsWith('{"jsonrpc"')) return null;
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return null;
  const r = o as Record<string, unknown>;
  if ('jsonrpc' in r) return null;
  const pick = (keys: readonly string[]): string | null => {
    for (const k of keys) if (typeof r[k] === 'string') return r[k] as string;
    return null;
  };
  const msg = pick(RECORD_MSG);
  // pino's default record: the level as a number (10 trace … 60 fatal) and the time as epoch milliseconds
  // (pinojs/pino docs/api.md, "level" and "timestamp"), as a Node app embedding the TypeScript SDK client logs it.
  const level = pick(RECORD_LEVEL) ?? (typeof r.level === 'number' ? PINO_LEVELS.get(r.level) ?? null : null);
  if (msg === null || level === null) return null;
  let words = msg;
  for (const [k, v] of Object.entries(r)) {
    if (RECORD_SKIP.has(k) || (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')) continue;
    const text = String(v);
    words += ` ${k}=${typeof v === 'string' && /[\s"=]/.test(text) ? JSON.stringify(text) : text}`;
  }
  // The error a logger nests as an object (pino's err serializer: {type, message, stack}; winston's `error` with
  // its message) is the record's error: its message is the words a row reads, as `error=` in a flat record.
  // ECS writes the same error as an object (Serilog's `"error":{"message","type","stack_trace"}`). An exception class of
  // an MCP SDK in its type
  // (ModelContextProtocol.McpException, McpError) stays before the message, as the exception prints itself
  // (`Type: message`), since the message alone ("Request timed out") may name no MCP word.
  for (const k of ['err', 'error']) {
    const v = r[k];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) continue;
    const e = v as Record<string, unknown>;
    const m = errorWords(e.message, e.type);
    if (m !== null) words += ` error=${JSON.stringify(m)}`;
    break;
  }
  // A clock as a number: pino's epoch milliseconds in `time`, zap's production encoder's epoch seconds with a fraction
  // in `ts` (go.uber.org/zap NewProductionEncoderConfig: TimeKey "ts", EpochTimeEncoder), as a Go client logs through it.
  const epoch = typeof r.time === 'number' ? r.time : typeof r.ts === 'number' ? r.ts : null;
  const time =
    epoch === null || !Number.isFinite(epoch) ? null
    : epoch > 1e12 && epoch < 1e13 ? new Date(epoch).toISOString()
    : epoch > 1e9 && epoch < 1e10 ? new Date(Math.round(epoch * 1000)).toISOString()
    : null;
  return { at: pick(RECORD_TIME) ?? time, level, words };
}

/**
 * A record's error as its words: the message, after the exception's type when that type is an MCP SDK's exception
 * class the message does not already name (`ModelContextProtocol.McpException: Request timed out`). Null when there
 * is no message.
 */
function errorWords(message: unknown, type: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return null;
  const m = message.trim();
  if (typeof type !== 'string' || !MCP_EXCEPTION_TYPE_RE.test(type) || m.includes(type)) return m;
  return `${type}: ${m}`;
}

/** An MCP SDK's exception class, qualified or not: McpException (.NET), McpError (TypeScript, Python, Java), McpTransportException. */
const MCP_EXCEPTION_TYPE_RE = /(?:^|[.$])Mcp[A-Za-z]*(?:Exception|Error)$/;

/** pino's numeric levels and their names. */
const PINO_LEVELS: ReadonlyMap<number, string> = new Map([
  [10, 'trace'],
  [20, 'debug'],
  [30, 'info'],
  [40, 'warn'],
  [50, 'error'],
  [60, 'fatal'],
]);

/** One `key=value` pair of a logfmt record: the value bare, or quoted with Go's escapes. */
const LOGFMT_PAIR_RE = /(?:^|\s)([A-Za-z_@][\w.@-]{0,63})=("(?:[^"\\]|\\.)*"|[^\s"]*)/g;
/** A logfmt record opens with its clock or its level as a key: `time=…`, `ts=…`, `t=…`, `level=…`, `lvl=…`. */
const LOGFMT_HEAD_RE = /^(?:time|ts|t|timestamp|level|lvl)=\S/;

/**
 * A logfmt record on one line, the text form of the same structured loggers (Go's slog TextHandler, logrus, go-kit):
 * `time=2025-11-18T18:50:11.735Z level=ERROR msg="error response from backend" component=mcp-proxy
 * method=logging/setLevel … error="Method not found"` (Envoy AI Gateway's MCP proxy: envoyproxy/ai-gateway#1549, #1560;
 * logrus quotes the clock, `time="2025-…"`). Its message and other fields restated as `msg key=value …`, the shape
 * recordOf gives a JSON record, so one row reads both. Null when the line is no such record (it must have a level and a
 * message).
 */
function logfmtOf(line: string): { at: string | null; level: string; words: string } | null {
  if (!LOGFMT_HEAD_RE.test(line)) return null;
  const fields: Array<[string, string]> = [];
  for (const m of line.matchAll(LOGFMT_PAIR_RE)) {
    const raw = m[2]!;
    let value = raw;
    if (raw.startsWith('"')) {
      try {
        value = JSON.parse(raw) as string;
      } catch {
        value = raw.slice(1, -1);
      }
    }
    fields.push([m[1]!, value]);
  }
  const get = (keys: readonly string[]): string | null => {
    for (const [k, v] of fields) if (keys.includes(k)) return v;
    return null;
  };
  const msg = get(RECORD_MSG);
  const level = get(RECORD_LEVEL);
  if (msg === null || level === null) return null;
  let words = msg;
  for (const [k, v] of fields) {
    if (RECORD_SKIP.has(k)) continue;
    words += ` ${k}=${/[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v}`;
  }
  return { at: get([...RECORD_TIME, 't']), level, words };
}

/**
 * A level before the stamp, bare (opencode: `ERROR 2025-10-30T04:44:11 …`) or bracketed in any case (FastGPT's
 * logger: `[Error] 2025-11-14 02:40:01 [MCP Client] …`, labring/FastGPT#5920, #6393).
 */
const LEVEL_FIRST_RE = /^\[?(TRACE|DEBUG|INFO|WARN|WARNING|ERROR|ERRO|FATAL)\]?\s+/i;

/**
 * Ruby's Logger, which every Ruby MCP client and server logs through: `E, [2025-12-13T15:38:27.139803 #47628] ERROR --
 * RubyLLM::MCP: message` (local time, microseconds, the pid). A CLI's spinner may be glued before it on the
 * terminal (`[(   ●  )] Processing…I, [2025-12-13T…`: MadBomber/aia#129).
 */
const RUBY_LOGGER_RE = /(?:^|[^\w\[])[DIWEFA], \[(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))? #\d+\]\s+([A-Z]+) -- .*?: (.*)$/;

/**
 * A CLI's spinner glued before a stamped line on the terminal: the spinner's frame and its status text end without a
 * newline, the next log line is printed after them (the Smithery CLI's ora spinner, Braille frames on macOS and Linux,
 * `-`/`\`/`|`/`/` on Windows: `⠴ Connecting to server...2025-08-07T08:23:06.850Z [Runner] …`, arcadeai-labs/smithery-cli#341,
 * #383; `- Connecting to server...2025-05-14T08:23:47.740Z [Runner] …`, #205). The line is the stamped one after it.
 */
const SPINNER_GLUED_RE = /^(?:[\u2800-\u28FF]|[-\\|/◐◓◑◒]) [^\n]{0,120}?(?:\.{3}|…)(?=\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d)/;

/** NestJS's ConsoleLogger prefix before its en-US clock: the app's name in brackets, the pid, a dash (header). */
const NEST_PREFIX_RE = /^\[?Nest\] \d{1,7} {1,4}- {1,4}(?=\d)/;
/** Its level word after the clock and the context in brackets after it, both before the message. */
const NEST_LEVEL_RE = /^(LOG|ERROR|WARN|DEBUG|VERBOSE|FATAL) {1,8}(?:\[[^\]\n]{1,120}\] ?)?/;
const NEST_LEVELS: Readonly<Record<string, string>> = { LOG: 'info', ERROR: 'error', WARN: 'warn', DEBUG: 'debug', VERBOSE: 'trace', FATAL: 'fatal' };

/**
 * tauri-plugin-log's layout, `[2026-06-16][08:39:37][app_lib::core::mcp::helpers][ERROR] message`: the date and the time
 * each in brackets of their own (the plugin's `[[[year]-[month]-[day]][[[hour]:[minute]:[second]]` description), then the
 * record's target and its level run together, the plugin's default order (every Jan paste: janhq/jan#8314,
 * ROCm/legacy-rocm-build#6365; no public log has the level first). The stamp carries no zone. Groups: date and time
 * parts, two brackets: the level is the second, or the only one.
 */
const TAURI_STAMP_RE = /^\[(\d{4})-(\d\d)-(\d\d)\]\[(\d\d):(\d\d):(\d\d)\](?:\[([^\]\s][^\]]{0,100})\])?(?:\[([^\]\s][^\]]{0,100})\])?\s*/;
const TAURI_LEVEL_RE = /^(?:TRACE|DEBUG|INFO|WARN|ERROR)$/;

function header(line: string, tz: ZoneResolver): HostLine {
  const c0 = line.charCodeAt(0);
  const tauri = c0 === 91 /* [ */ && line.charCodeAt(11) === 93 /* ] */ ? TAURI_STAMP_RE.exec(line) : null;
  if (tauri !== null) {
    const at = tz.toEpoch(+tauri[1]!, +tauri[2]!, +tauri[3]!, +tauri[4]!, +tauri[5]!, +tauri[6]!, 0);
    const levelWord = tauri[8] ?? tauri[7];
    const level = levelWord !== undefined && TAURI_LEVEL_RE.test(levelWord) ? levelWord.toLowerCase() : undefined;
    return { at, ...(level !== undefined ? { level } : {}), msg: line.slice(tauri[0].length).trim() };
  }
  if ((c0 >= 0x2800 && c0 <= 0x28ff) || c0 === 45 || c0 === 92 || c0 === 124 || c0 === 47 || (c0 >= 0x25d0 && c0 <= 0x25d3)) {
    const spun = SPINNER_GLUED_RE.exec(line);
    if (spun !== null) return header(line.slice(spun[0].length), tz);
  }
  const cp = line.charCodeAt(0) === 91 /* [ */ ? COPILOT_LS_RE.exec(line) : null;
  if (cp !== null) {
    const ms = cp[7] !== undefined ? Number(cp[7].slice(0, 3).padEnd(3, '0')) : 0;
    const at = cp[8] === 'Z' ? Date.UTC(+cp[1]!, +cp[2]! - 1, +cp[3]!, +cp[4]!, +cp[5]!, +cp[6]!, ms) : tz.toEpoch(+cp[1]!, +cp[2]!, +cp[3]!, +cp[4]!, +cp[5]!, +cp[6]!, ms);
    const level = cp[9]!.toLowerCase();
    return { at, level: level === 'warning' ? 'warn' : level, server: cp[10]!, msg: cp[11]!.trim() };
  }
  const rb = line.includes(', [') ? RUBY_LOGGER_RE.exec(line) : null;
  if (rb !== null) {
    const ms = rb[7] !== undefined ? Number(rb[7].slice(0, 3).padEnd(3, '0')) : 0;
    return { at: tz.toEpoch(+rb[1]!, +rb[2]!, +rb[3]!, +rb[4]!, +rb[5]!, +rb[6]!, ms), level: rb[8]!.toLowerCase(), msg: rb[9]!.trim() };
  }
  // NestJS's ConsoleLogger: `[Nest] <pid>  - <en-US clock>   <LEVEL> [<context>] <message>`, the leading bracket lost
  // when a copy starts one character late (a NestJS service's MCP client failing its connect: langchain-ai/langchainjs#9052).
  const nest = c0 === 91 || c0 === 78 ? NEST_PREFIX_RE.exec(line) : null;
  if (nest !== null) {
    const h = header(line.slice(nest[0].length), tz);
    const lvl = NEST_LEVEL_RE.exec(h.msg);
    if (lvl !== null) return { ...h, level: NEST_LEVELS[lvl[1]!]!, msg: h.msg.slice(lvl[0].length).trim() };
  }
  // Rails' request log: `Started POST "/mcp" for 203.0.113.9 at 2025-06-17 10:53:01 -0500`, the clock (with its offset)
  // after the words, the only one its lines carry; the lines under it inherit it (a `Parameters:` body: fast-mcp on Rails).
  const rails = c0 === 83 /* S */ ? RAILS_STARTED_RE.exec(line) : null;
  if (rails !== null) {
    // The offset joined to the clock is an ISO stamp; without one the clock is local time in `tz`.
    return { at: parseIsoStamp(rails[1]! + (rails[2] ?? ''), tz), msg: line.trim() };
  }
  const rec = recordOf(line) ?? logfmtOf(line);
  if (rec !== null) {
    const at = rec.at !== null && STAMP_RE.test(rec.at) ? header(rec.at, tz).at : null;
    return { at, level: rec.level.toLowerCase(), msg: line.trim(), words: rec.words };
  }
  // A level before the stamp (opencode: `ERROR 2025-10-30T04:44:11 +25749ms service=mcp …`:
  // anomalyco/opencode#3558): the stamp still opens the line.
  const lv = LEVEL_FIRST_RE.exec(line);
  if (lv !== null && STAMP_RE.test(line.slice(lv[0].length))) {
    const h = header(line.slice(lv[0].length), tz);
    return { ...h, level: lv[1]!.toLowerCase() };
  }
  const m = STAMP_RE.exec(line);
  if (m === null) {
    const slash = line.indexOf('/');
    const us = slash > 0 && slash <= 3 ? US_STAMP_RE.exec(line) : null;
    if (us !== null) {
      let [mo, d] = [+us[1]!, +us[2]!];
      if (mo > 12) [mo, d] = [d, mo];
      let h = +us[4]!;
      const half = us[8]?.toUpperCase();
      if (half === 'PM' && h < 12) h += 12;
      else if (half === 'AM' && h === 12) h = 0;
      const ms = us[7] !== undefined ? Number(us[7].padEnd(3, '0')) : 0;
      return { at: tz.toEpoch(+us[3]!, mo, d, h, +us[5]!, +us[6]!, ms), msg: line.slice(us[0].length).trim() };
    }
    // The twelve-hour clock first: its hour and minutes would read as a clock of their own before its AM/PM.
    let t = TIME_12H_RE.exec(line);
    let hour: number;
    let parts: [string, string, string | undefined];
    if (t !== null) {
      const [h, mi, sec, frac, half] = t[1] !== undefined ? [t[1], t[2]!, t[3]!, t[4], t[5]!] : [t[6]!, t[7]!, t[8]!, t[9], t[10]!];
      hour = (+h % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
      parts = [mi, sec, frac];
    } else {
      t = TIME_ONLY_RE.exec(line);
      if (t === null) {
        // Python logging's level and logger name before the message, no clock in the format (PY_LEVEL_LOGGER_RE).
        const py = PY_LEVEL_LOGGER_RE.exec(line);
        if (py !== null) return { at: null, level: pyLevel(py[1]!), msg: line.slice(py[0].length).trim() };
        // VS Code's channel sentence quoted without its stamp (CHANNEL_QUOTE_RE): its level and words, the quote's marks off.
        const quoted = line.includes('MCP server') ? quotedChannelLine(line) : null;
        if (quoted !== null) return { at: null, ...quoted };
        return { at: null, msg: line.trim() };
      }
      const [h, mi, sec, frac] = t[1] !== undefined ? [t[1], t[2]!, t[3]!, t[4]] : [t[5]!, t[6]!, t[7]!, t[8]];
      hour = +h;
      parts = [mi, sec, frac];
    }
    const ms = parts[2] !== undefined ? Number(parts[2].padEnd(3, '0')) : 0;
    const at = tz.toEpoch(1970, 1, 1, hour, +parts[0], +parts[1], ms);
    const rest = line.slice(t[0].length);
    const lvl = LEVEL_AFTER_CLOCK_RE.exec(rest);
    if (lvl !== null) {
      const level = lvl[1]!.toLowerCase();
      return { at, level: level === 'warning' ? 'warn' : level === 'erro' ? 'error' : level, msg: rest.slice(lvl[0].length).trim() };
    }
    return { at, msg: rest.trim() };
  }
  const ms = m[7] !== undefined ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  let at: number;
  if (m[8] !== undefined) {
    const off = m[8] === 'Z' ? 0 : (m[8][0] === '-' ? -1 : 1) * (Number(m[8].slice(1, 3)) * 60 + Number(m[8].slice(-2)));
    at = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, ms) - off * 60_000;
  } else at = tz.toEpoch(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, ms);
  return { at, msg: line.slice(m[0].length).trim() };
}

/** The words every client or server without a reader of its own still shares (hosts/index.ts). */
// … and a container runtime's words about the process it ran (platforms.ts), read wherever the runtime wrapped the lines.
// … and VS Code's own MCP sentences, which GitHub Copilot's language server writes too in the IDEs it serves besides
// VS Code (COPILOT_LS_RE): its rows are anchored at the start of the words, so they read only those sentences.
/** The Java SDK client transports' refused send, printed by the host that ran the call (java-sdk.ts send-non-ok-status). */
const JAVA_SEND_REFUSED = javaSdkPhrases.filter((r) => r.id === 'java-sdk/send-non-ok-status');
/**
 * A TypeScript server's crash words (typescript-sdk.ts SERVER_CRASH_ROWS: a refused connect(), a write EPIPE, an answer
 * with no connection), which the words any client shares leave out: read here, and kept only where the lines around
 * them show the throw ended the process (crashWords in open).
 */
const CRASH_WORDS = typescriptServerPhrases.filter((r) => SERVER_CRASH_ROWS.has(r.id));
const PHRASES = [...JAVA_SEND_REFUSED, ...claudeDesktopRemoteCallPhrases, ...claudeDesktopLauncherPhrases, ...claudeAppQuotedPhrases, ...claudeCodeQuotedPhrases, ...unknownClientPhrases, ...CRASH_WORDS, ...smitheryPhrases, ...pythonExceptionNotePhrases, composeServiceExited, sdkToolNotFoundLine, mcpErrorClassToolNotFoundLine, sdkToolTaskRefusalLine, aiSdkCapabilityRefusalLine, sdkServerErrorLine, ...sdkToolCheckLines, sdkSseStartStatusLine, janStartFailedLine, connectFailedReasonLine, copilotStartErrorRecord, clackMcpListFailed, bareConnectTimeoutLine, rmcpRefusedFirstMessage, rmcpTransportErrorAfterInitialize, ...vscodePhrases, redirectedPostPhrase];
/**
 * SDK sentences specific enough to make a text an MCP log whoever printed them. With them the TypeScript SDK's
 * refused POST, `Error POSTing to endpoint (HTTP <status>): <body>`, a UI's error pasted alone (an Envoy-fronted
 * gateway's 503: Kuadrant/mcp-gateway#281; a proxy's 524 page: obot-platform/obot#3266), and its older wording
 * without the status, `Streamable HTTP error: Error POSTing to endpoint: <body>` (actionhero/keryx#503): not prose's words.
 */
const SERVER_ERROR_LINE = [sdkToolNotFoundLine, mcpErrorClassToolNotFoundLine, sdkToolTaskRefusalLine, aiSdkCapabilityRefusalLine, sdkServerErrorLine, ...sdkToolCheckLines, sdkSseStartStatusLine];
const CONNECT_FAILED = [connectFailedReasonLine];
const BARE_CONNECT_TIMEOUT = [bareConnectTimeoutLine];
/**
 * A line that opens with an error class and the TypeScript SDK's own timer error after it: a timer is always one
 * request's. (Its close, alone, names no request: the text stays unclaimed.)
 */
/**
 * A browser's devtools console line before the error it prints: the source location the console shows (`index.js:6526`,
 * the module name elided as devtools does, `@modelcontextprotoco….js?v=21582edf:6526`) and `Uncaught (in promise)` for a
 * rejected promise nobody caught (or Node's REPL `Uncaught`), a list number first when the reporter numbered the errors
 * they pasted (`1. …`: modelcontextprotocol/typescript-sdk#737). What follows is the printed error, class first.
 */
const CONSOLE_UNCAUGHT_RE = /^(?:\d{1,3}[.)]\s+)?(?:\S+:\d+(?::\d+)?\s+)?Uncaught(?: \(in promise\))?\s+(?=(?:[A-Z]\w*)?Error\b)/;
/**
 * A script's run clock before the error it prints: the seconds since it started in square brackets and, when it gives
 * one, its upper-case verdict on the call (`[60.0s] REJECTED McpError: MCP error -32001: Request timed out` under its
 * `[3.0s] progress 1/30` lines: a reviewer's run against a TypeScript SDK server, strands-agents/harness-sdk#3450).
 * What follows is the printed error, class first.
 */
const RUN_CLOCK_ERROR_RE = /^\[\d{1,6}(?:\.\d{1,3})?m?s\]\s+(?:[A-Z]{3,12}:?\s+)?(?=(?:[A-Z]\w*)?Error:\s)/;
/** The error a console line prints, its devtools prefix (CONSOLE_UNCAUGHT_RE) or a run's clock (RUN_CLOCK_ERROR_RE) removed; else the line. */
function consoleErrorText(line: string): string {
  const t = line.trim();
  const m = CONSOLE_UNCAUGHT_RE.exec(t) ?? RUN_CLOCK_ERROR_RE.exec(t);
  return m === null ? t : t.slice(m[0].length);
}
const TS_ERROR_LINE_RE = /^(?:[A-Z]\w*)?Error(?::\s*|\s+(?=MCP error))(?:(?:[A-Z]\w*)?Error:\s*)*(?:MCP error ?- ?(?:32001|2) ?: ?|(?<=SdkError:\s*))(?:Request timed out|Maximum total timeout exceeded)\b/;
/**
 * What a stdio server's launcher writes to stderr when it cannot start the server on Windows, each line whole: npm's
 * (or npx's) own warning and error lines (`npm WARN cleanup …`, `npm ERR! code E404`, `npm error …`), uv's (`error:
 * Failed to spawn: \`<program>\``, its `Caused by: program not found` under it: designcomputer/mysql_mcp_server#49), and
 * cmd's refusal of a command it cannot find or was cut at a space (`'C:\Program' is not recognized as an internal or
 * external command,` / `operable program or batch file.`: modelcontextprotocol/servers#2407; in Chinese, or its GBK
 * bytes shown as replacement characters after the quoted name: modelcontextprotocol/servers#1097,
 * hellokaton/unsplash-mcp-server#6).
 */
const LAUNCHER_STDERR_RE = new RegExp(
  String.raw`^(?:npm (?:WARN|warn|ERR!|error|notice)(?=\s|$).*|error: Failed to spawn: \x60[^\x60]{1,260}\x60(?: *Caused by: .*)?` +
    String.raw`|'[^']{1,260}'(?: (?:is not recognized as an internal or external command,?|不是内部或外部命令.*|[^a-z]*\uFFFD{3}[^a-z]*))?` +
    String.raw`|operable program or batch file\.?|[^a-z]*\uFFFD{3}[^a-z]*)$`,
);
/** A launcher's warning or notice line: it refuses nothing (npm's cleanup warnings print above a run that may go on). */
const LAUNCHER_WARNING_RE = /^npm (?:WARN|warn|notice)(?=\s|$)/;
/**
 * Node's error for a spawn that could not run the program, the whole of its line, once or repeated as a host's server
 * list joins the error's message and its cause ("spawn x ENOENT spawn x ENOENT": cline/cline#3135).
 */
const SPAWN_ERROR_LINE_RE = /^(?:(?:Error:\s*)?spawn \S+(?: \S+){0,20}? (?:E[A-Z0-9]+|Unknown system error -?\d+)\s*)+$/;
/**
 * A line under a launcher's line that belongs to it: a member of the error object npm prints under its warning
 * (`errno: -4048,`, `code: 'EPERM',`, indented) or its closing brace, uv's `Caused by:` lines.
 */
const LAUNCHER_OBJECT_LINE_RE = /^(?:\s+(?:errno|code|syscall|path|dest):\s.*|\s*[}\]],?|\s+Caused by: .+)$/;
/** The TypeScript SDK's close at the end of a line, after what precedes it on that line. */
const TRAILING_TS_CLOSED_RE = /^(.+?)\s+(?:(?:[A-Z]\w*)?Error:\s*)?(?:MCP error ?- ?(?:32000|1) ?: ?|SdkError: )Connection closed\.?$/;

/**
 * The indices of a paste's lines that are a launcher's stderr (LAUNCHER_STDERR_RE), with the lines under one that
 * belong to it (LAUNCHER_OBJECT_LINE_RE). Empty when the paste has none.
 */
function launcherStderrLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  let inBlock = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (LAUNCHER_STDERR_RE.test(l.trim())) {
      out.add(i);
      inBlock = true;
    } else if (inBlock && LAUNCHER_OBJECT_LINE_RE.test(l)) out.add(i);
    else inBlock = false;
  }
  return out;
}

/**
 * A line that is a launcher's stderr and the SDK's close joined on one line, as a host's status panel shows them
 * (`error: Failed to spawn: \x60x\x60 Caused by: program not found MCP error -32000: Connection closed`:
 * designcomputer/mysql_mcp_server#49; cmd's refusal then the close: hellokaton/unsplash-mcp-server#6).
 */
function launcherThenClose(line: string): boolean {
  const m = TRAILING_TS_CLOSED_RE.exec(line.trim());
  if (m === null) return false;
  const before = m[1]!.replace(/\s+Caused by: .*$/, '').replace(/\s+operable program or batch file\.?$/, '');
  return LAUNCHER_STDERR_RE.test(before.trim()) || LAUNCHER_STDERR_RE.test(m[1]!.trim());
}

/**
 * A reporter's label for a call's result before the pasted error, bold or not (`**Result:** `, `Result: `), taken off a
 * line that is otherwise a bare error. Narrower than ingest/call-sentence.ts's RESULT_LINE_RE on purpose: that one is
 * read only under a call's sentence and its arguments, which already say the line is the call's result, so any label or
 * an arrow will do there; here nothing above the line says so, and only the issue template's own word (`Result`,
 * MemPalace/mempalace#929) is known to label a host's result as pasted.
 */
const RESULT_LABEL_RE = /^\s*(?:\*\*)?Result(?:\*\*)?\s*:(?:\*\*)?\s*(?=\S)/;

/**
 * A comment's lead-in to the line pasted under it: a line of words ending in ':' (no error text of its own), a sentence
 * long ("I was hitting the following error when the harness made MCP calls that took a long time:":
 * nicobailon/pi-mcp-adapter#1).
 */
const LEAD_IN_RE = /^[A-Za-z][^:{}[\]]{0,200}:$/;
/**
 * A line that is only a link (a shared session, a log upload, a screenshot's address): it says nothing of what happened,
 * so it does not make a pasted error someone's account (nicobailon/pi-mcp-adapter#1, the session's link under the error).
 * A screenshot GitHub's editor inserts as HTML is the same: `<img width="…" height="…" alt="Image" src="https://…" />`,
 * the tag alone on its line, under the bare error it shows (xpzouying/xiaohongshu-mcp#248).
 */
const LINK_ALONE_RE = /^(?:<?https?:\/\/\S+?>?|!?\[[^\]]*\]\(https?:\/\/\S+\)|<img\b(?:\s+[\w-]+="[^"<>]*")*\s+src="https?:\/\/[^"\s]+"(?:\s+[\w-]+="[^"<>]*")*\s*\/?>)$/;
/**
 * A comment's plea for help: a short question, no error text in it, in any language — a full-width question mark as
 * Chinese and Japanese write it ("有人知道怎么解决吗？"), Spanish's opening mark ("¿Alguna solución?").
 */
const ASKING_RE = /^[¿\p{L}][^:{}[\]：]{0,80}[?？]+$/u;
/**
 * Another commenter's "me too" under the pasted error, the whole line and nothing more: "same issue." (CherryHQ/
 * cherry-studio#4070), "Me too." (supermemoryai/supermemory-mcp#11), "+1" (iFurySt/RedNote-MCP#24), 我也有同样的问题
 * (cherry-studio#4070), "同问，一直报这个错！" (xpzouying/xiaohongshu-mcp#116). It says the same happened again, not
 * what happened after: like a plea, it leaves the pasted line the program's output. A line that goes on ("same, but it
 * went away after a restart") is not one.
 */
const ME_TOO_RE = /^(?:(?:\+1|same(?: here| issue| problem| error)?|me too|i have (?:the )?same (?:issue|problem|error)s?)[\s.!]*|(?:\+1|我也是|我也一样|我也有同样的问题|同问|同样的问题)(?:[，,\s]*(?:一直报这个错|同样的报错|\+1))?[\s.!。！]*)$/i;
/**
 * The head of a section of GitHub's bug-report template, bold or as a Markdown heading (`**Expected behavior**`,
 * `### Additional context`, `**Logs**`): the form's words, not the reporter's. Under a pasted error they say nothing of
 * what happened after it (modelcontextprotocol/inspector#655: the error line under the steps, then the template's
 * Expected behavior / Logs / Additional context sections, the last two answered 'NA').
 */
const TEMPLATE_SECTION_RE = /^(?:#{1,6}\s+|\*\*)?(?:(?<expected>Expected (?:behaviou?r|result|outcome))|Additional (?:context|information|notes?)|(?:Relevant )?Logs?(?: output)?|Screenshots?|Other context|(?<environment>Environment|(?:Desktop|Smartphone) \(please complete the following information\)))(?:\s*:)?(?:\s*\*\*)?(?:\s*:)?$/i;
/**
 * A fact of an Environment section, as GitHub's default template asks them (` - OS: [e.g. iOS]`, ` - Browser [e.g. chrome,
 * safari]`, `- Version: 1.4.2`): a bullet with a short label, its value after a colon or in the template's brackets.
 */
const TEMPLATE_FACT_RE = /^[-*]\s+[A-Za-z][\w ./()-]{0,30}(?::[^:]*|\s+\[[^\]]*\])$/;
/** The answer a form's section is left with when there is nothing to say: GitHub's `_No response_`, NA, None. */
const TEMPLATE_EMPTY_RE = /^(?:_No response_|No response|N\/?A|none|nothing|-)\.?$/i;
/**
 * The lines of a bug-report template's sections below a pasted error (TEMPLATE_SECTION_RE): their heads, their empty
 * answers, the words of an Expected behavior section, which says what should have happened, not what did, and the
 * labelled facts of an Environment (Desktop, Smartphone) section (TEMPLATE_FACT_RE). Any other section's words (a
 * workaround in Additional context) stay the reporter's account.
 */
function templateTail(filled: readonly string[], from: number): Set<number> {
  const out = new Set<number>();
  if (from < 0) return out;
  let expected = false;
  let environment = false;
  for (let i = from + 1; i < filled.length; i++) {
    const l = filled[i]!.trim();
    const head = TEMPLATE_SECTION_RE.exec(l);
    if (head !== null) {
      out.add(i);
      expected = head.groups?.expected !== undefined;
      environment = head.groups?.environment !== undefined;
    } else if (TEMPLATE_EMPTY_RE.test(l) || (expected && !/MCP ?error|McpError|SdkError/i.test(l)) || (environment && TEMPLATE_FACT_RE.test(l))) out.add(i);
  }
  return out;
}
/** The TypeScript SDK's timer error as the whole line: bare, quoted, or as an `error:` / `"message":` member. */
const BARE_TS_TIMEOUT_RE = /^(?:["']?(?:error|message|errorMessage)["']?\s*:\s*)?["'\x60]?\s?(?:(?:[A-Z]\w*)?Error\s+(?=MCP error))?(?:MCP error ?- ?(?:32001|2) ?: ?|SdkError: )Request timed out\.?["'\x60]?,?$/i;
/**
 * The SDK's close the same way (typescript-sdk.ts connection-closed), its class or "Error:" before it and a period after
 * as a host's dialog shows it: "Error: MCP error -1: Connection closed" (5ire, nanbingxyz/5ire#116), "MCP error -1:
 * Connection closed." (JetBrains AI Assistant, upstash/context7#28), "McpError: MCP error -32000: Connection closed"
 * (LM Studio, ee0pdt/Godot-MCP#24). The close is only ever a pending request's, and a paste that is nothing else is the
 * connect's (the row reads it so).
 */
const BARE_TS_CLOSED_RE = /^(?:["']?(?:error|message|errorMessage)["']?\s*:\s*)?["'\x60]?\s?(?:(?:[A-Z]\w*)?Error(?::\s*|\s+(?=MCP error)))?(?:MCP error ?- ?(?:32000|1) ?: ?|SdkError: )Connection closed\.?["'\x60]?,?$/i;
/**
 * The caller's abort the same way (typescript-sdk.ts request-aborted), its class or "Error:" before it: a client's
 * "Error: MCP error -32001: AbortError: The operation was aborted." quoted as what it showed (microsoft/playwright#38937).
 * With the reason the SDK's docs use, "McpError: MCP error -32001: User requested cancellation" (typescript-sdk.ts
 * request-aborted-reason), the same.
 */
const BARE_TS_ABORTED_RE = /^["'\x60]?(?:(?:[A-Z]\w*)?Error:\s*)?MCP error (?:-32001: AbortError: (?:This|The) operation was aborted|(?:-32001|-32603): User requested cancellation)\.?["'\x60]?,?$/;
/**
 * The Streamable HTTP client transport's refusal of its listening stream the same way: after the handshake the TypeScript
 * SDK opens the optional GET stream and, in the 1.x releases that took only 405 for "no stream here", throws
 * `Streamable HTTP error: Failed to open SSE stream: <the status text>` for any other refusal, which a host shows as the
 * server's error (Cline: "Streamable HTTP error: Failed to open SSE stream: Not Found" twice run together on one line,
 * cline/cline#7577; the same text behind host wrappers in Gemini CLI's, Cursor's and Claude Code's logs). Only that
 * transport words it; the GET is not a JSON-RPC request, so the line names none and the text lists none.
 */
/**
 * LibreChat's MCP connection labelling a transport error before the error's message, its two labels its own words
 * (packages/api/src/mcp/connection.ts: `Transport error (transient, will reconnect): …` for a stream the SDK will reopen,
 * `Transport error (may require manual intervention): …` for the rest), after its `[MCP][<server>]` tag unless the
 * reporter cut it with the clock. The message may sit on the line under the label, as a copy from the console broke it
 * (the listening GET stream refused 409 until the SDK's reconnects ran out: danny-avila/LibreChat#14816).
 */
const LIBRECHAT_TRANSPORT_ERROR_RE = /^(?:\[MCP\](?:\[User: [^\]]*\])?\[[^\]]+\] ?)?Transport error \((?:may require manual intervention|transient, will reconnect)\):(?:\s|$)/;
const BARE_TS_GET_STREAM_RE = /^["'\x60]?(?:(?:[A-Z]\w*)?Error:\s*)?(?:Streamable HTTP error: Failed to open SSE stream: [A-Z][A-Za-z -]{0,40}?\s*){1,4}\.?["'\x60]?,?$/;
/**
 * The same transport giving that stream up: when the GET stream it holds drops, StreamableHTTPClientTransport reopens it
 * and reports each failed reopen as `Failed to reconnect SSE stream: <the error>`, then `Maximum reconnection attempts
 * (<n>) exceeded.` when its retries are spent (the SDK's own words, nothing but them on the record). A host prints them
 * with its level (Cursor's `[error] …`), a reporter may run two records together on one line (grafana/mcp-grafana#934:
 * the reopen answered 400 by a replica that never saw the initialize, POST calls working throughout). No request: the
 * GET carries none.
 */
const TS_RECONNECT_RECORD_RE = /^(?:Failed to reconnect SSE stream: (?:Streamable HTTP error: Failed to open SSE stream: [A-Z][A-Za-z -]{0,40}?|[A-Za-z][^\n]{0,200}?)|Maximum reconnection attempts \(\d+\) exceeded)\.?$/;
/** That transport's count of attempts spent, the whole of its line (behind a host's level tag or not). */
const MAX_RECONNECT_LINE_RE = /^(?:\[(?:error|warn(?:ing)?|info)\]\s*)?Maximum reconnection attempts \(\d+\) exceeded\.?$/;
/** A host's level tag before a record, where two records run together on a line. */
const LEVEL_TAG_RE = /\s*\[(?:error|warn(?:ing)?|info)\]\s*/;

/** Whether a line is only such records (TS_RECONNECT_RECORD_RE), each behind its level tag or not. */
function bareTsReconnect(line: string): boolean {
  if (!line.includes('reconnect')) return false;
  const parts = line.trim().split(LEVEL_TAG_RE).filter((p) => p !== '');
  // The SSE stream named on the line: another library's "Maximum reconnection attempts" alone is not this transport's.
  return parts.some((p) => p.startsWith('Failed to reconnect SSE stream: ') || BARE_TS_GET_STREAM_RE.test(p)) && parts.every((p) => TS_RECONNECT_RECORD_RE.test(p) || BARE_TS_GET_STREAM_RE.test(p));
}
/**
 * Where an SDK error opens after the reporter's own words on the same line: at a sentence's end or a lead-in's colon
 * (". Error: Streamable HTTP error: …", "got this error: MCP error -32000: Connection closed"), its class or `Error:`
 * first or not, in code marks or not.
 */
const GLUED_ERROR_RE = /(?:[.!?。！？]\s+|[:：]\s*)(?=["'\x60]?\s?(?:(?:[A-Z]\w*)?Error(?::\s*|\s+(?=MCP error)))?(?:MCP error|SdkError:|Streamable HTTP error:))/g;
/** Words a reporter writes before the error: a letter first, no error's text of their own, at least two words. */
const GLUED_LEAD_RE = /^\p{L}[^{}[\]]*$/u;

/**
 * A line whose words lead into an SDK error glued to their end: the reporter's sentence and the pasted error as
 * [lead, error], the first place the error can open taken; null when the line has no such split or the words before
 * it quote an SDK error themselves. The same text with a line break after the lead-in is a lead-in over the program's
 * line (the lead-in rule below): run together, it says no more.
 */
function gluedLeadIn(line: string): [string, string] | null {
  const t = line.trim();
  GLUED_ERROR_RE.lastIndex = 0;
  const m = GLUED_ERROR_RE.exec(t);
  if (m === null) return null;
  const lead = t.slice(0, m.index + m[0].length).trim();
  const error = t.slice(m.index + m[0].length).trim();
  if (!GLUED_LEAD_RE.test(lead) || /MCP ?error|McpError|SdkError/i.test(lead) || (lead.match(/\p{L}+/gu)?.length ?? 0) < 2) return null;
  return [lead, error];
}
/**
 * The same transport's word that an SSE stream it was reading broke off (`SSE stream disconnected: TypeError: terminated`:
 * StreamableHTTPClientTransport's stream handler, undici's `terminated` for a body cut under it), the whole of its line as a
 * host shows the transport's error (Kilo Code's MCP view, beside mcphub's console: samanhappy/mcphub#428). The words name no request: the
 * listening GET stream dropped by an idle timer says it as a POST's response stream does, so the line lists none.
 */
/**
 * The caret Node prints under an uncaught throw's source line, over a blank line and the error (`    ^`): only the
 * fatal exception's printout has it, a logged error's stack does not.
 */
const CARET_LINE_RE = /^\s*\^\s*$/;
/**
 * A label a client writes before each line of a child's stderr it relays (rust-mcp-sdk's `Process error: `:
 * rust-mcp-stack/rust-mcp-sdk#31): group 1, up to its colon.
 */
const RELAY_LABEL_RE = /^([A-Za-z][\w .-]{0,38}:)\s/;

/** Whether `text` is a stack frame's line (`at …`), bare or under the relay label `label` the words over it carry. */
function relayedFrame(text: string, label: string | null): boolean {
  if (/^at \S/.test(text)) return true;
  return label !== null && text.startsWith(label) && /^\s+at \S/.test(text.slice(label.length));
}

/** A frame of a Node stack as printed under its error: `at fn (file:///…:1:2)`, `at file:///…`, `at async Promise.all (index 0)`. */
const STACK_FRAME_RE = /^\s*at (?:async )?(?:[\w$.<>\[\] ]+ \([^()]*\)\s*$|(?:file:\/\/|node:|\/|[A-Za-z]:\\|<anonymous>)\S*\s*$)/;
const BARE_TS_STREAM_CUT_RE = /^["'\x60]?(?:(?:[A-Z]\w*)?Error:\s*)?SSE stream disconnected: (?:[A-Z]\w*Error|Error)(?:: [^\n]{1,200}?)?\.?["'\x60]?,?$/;
/** The same error serialized to JSON (typescript-sdk.ts request-timed-out-json). */
const TS_TIMEOUT_JSON = typescriptSdkPhrases.filter((r) => r.id === 'typescript-sdk/request-timed-out-json');
const SDK_OWN = [
  ...pythonSdkClientPhrases,
  ...pythonSdkV2ClientPhrases,
  // Not .NET's HTTP status sentence: any .NET program says it (the sniff asks for the client's frames with it).
  // Nor .NET's own timeout exceptions (dotnet-sdk-client.ts DOTNET_FRAMED_ROWS): any .NET program throws them.
  ...dotnetSdkClientPhrases.filter((r) => r.said !== 'http-status' && !DOTNET_FRAMED_ROWS.has(r.id)),
  // Not a crash's last words alone: any program quotes them (the sniff asks for the SDK's frames with them: sdkCrash).
  ...typescriptServerPhrases.filter((r) => !SERVER_CRASH_ROWS.has(r.id)),
  // … and its OAuth client registration refused, printed alone as the error a connect ended with (ref-tools/ref-tools-mcp#30).
  ...typescriptSdkPhrases.filter((r) => r.id === 'typescript-sdk/post-http-status' || r.id === 'typescript-sdk/post-error' || r.id === 'typescript-sdk/client-registration-failed'),
  rmcpRefusedFirstMessage,
  rmcpTransportErrorAfterInitialize,
  ...JAVA_SEND_REFUSED,
];
/**
 * A frame of the SDK's server side in a stack (`at StdioServerTransport.send (…)`, `…/sdk/dist/esm/server/stdio.js:69`):
 * a crash printout through it, at the start of its lines, is the server's own stderr (dcSpark/shinkai-node#1154).
 */
const TS_SDK_SERVER_FRAME_RE = /\b(?:Stdio|StreamableHTTP|SSE)ServerTransport\.\w+ \(|@modelcontextprotocol[\\/]sdk[\\/]dist[\\/](?:esm|cjs)[\\/]server[\\/]/;
/** A Node error as util.inspect or a stack prints it, at the start of its line: `Error [ERR_HTTP_HEADERS_SENT]: …`, `TypeError: …`. */
const NODE_ERROR_LINE_RE = /^(?:[A-Z]\w*)?Error(?: \[\w+\])?: \S/;
/**
 * Whether the head holds a Node error printed with its stack, a frame under it through the SDK's server side: the error a
 * server built on the TypeScript SDK logged (caught or not) while it handled a request — Node's ERR_HTTP_HEADERS_SENT
 * under StreamableHTTPServerTransport.handleRequest, once per request, when the web framework around the transport writes
 * its own reply after the SDK had written the response (hangwin/mcp-chrome#315, #349, #378). The frames make the text that
 * server's stderr; the error names no request, and no row reads it as one.
 */
function serverErrorStack(head: readonly string[]): boolean {
  let inError = false;
  for (const l of head) {
    if (NODE_ERROR_LINE_RE.test(l)) inError = true;
    else if (inError && /^\s+at \S/.test(l)) {
      if (TS_SDK_SERVER_FRAME_RE.test(l)) return true;
    } else if (!/^\s|^[})\]]|^$/.test(l)) inError = false;
  }
  return false;
}
/**
 * The TypeScript SDK's error class opening a line, as Node prints a thrown or rejected McpError: `McpError: MCP error
 * -32000: Connection closed`, or with the class's minified name in a bundled host before its `name` in brackets (`hF
 * [McpError]: MCP error -32000: Connection closed`: Claude Code's cli.js, anthropics/claude-code#3634, #3071, #3184).
 */
const MCP_ERROR_CLASS_LINE_RE = /^(?:[\w$]{1,40} \[McpError\]|McpError): MCP error -?\d+: \S/;
/**
 * Whether head line i is the SDK's McpError printed with its stack: the class line, and a frame right under it. The class
 * is the TypeScript SDK's own, so its stack is that SDK's error whoever bundled it (a host's single cli.js has no
 * `@modelcontextprotocol/sdk` path in its frames: anthropics/claude-code#1995, #2263); prose that quotes the error has no
 * frame under it.
 */
function printedMcpError(head: readonly string[], i: number): boolean {
  const l = head[i]!;
  return l.includes('McpError') && MCP_ERROR_CLASS_LINE_RE.test(l.trim()) && /^\s+at \S/.test(head[i + 1] ?? '');
}
/**
 * The SDK's McpError as the member of an object Node inspects in a crash printout: `  error: McpError: MCP error -32001:
 * Request timed out` under `Error [ERR_UNHANDLED_ERROR]: Unhandled error. ({` (an 'error' event nobody listened to:
 * punkpeye/fastmcp#18), or a rejection's `reason:`; the class's minified name before `[McpError]` in a bundled program.
 */
const INSPECTED_MCP_ERROR_RE = /^\s+(?:error|reason): (?:[\w$]{1,40} \[McpError\]|McpError): MCP error -?\d+: \S/;
/** An error's own line: its class and message (`Error: …`, `McpError: …`, `TypeError [ERR_X]: …`). */
const ERROR_LINE_RE = /^(?:[A-Z]\w*)?Error(?: \[\w+\])?: \S/;
/** A component's error line in words: "Client error: …", "Transport error: …". */
const WORDED_ERROR_LINE_RE = /^[A-Z][a-z]+ error: \S/;
/**
 * A frame of the TypeScript SDK in a Node stack: the SDK's own error, printed by whatever client crashed
 * on it. Windows paths and pnpm's store spell it with backslashes (`…\\@modelcontextprotocol\\sdk\\src\\
 * shared\\protocol.ts`: KelvinQiu802/llm-mcp-rag#3).
 */
const TS_SDK_FRAME_RE = /@modelcontextprotocol[\\/]sdk[\\/]/;
// asyncio's logger prefix as Python logging's default layout prints it (`ERROR:asyncio:`) is allowed before it.
const PY_TRANSPORT_CLOSE_RE = /^(?:ERROR:asyncio:)?an error occurred during closing of asynchronous generator <async_generator object \w+ at 0x[0-9A-Fa-f]+>\s*$/;
/**
 * A stdio server's own record, at ERROR or worse, that it is shutting down (`… - ERROR - __main__ - main - Error: Failed
 * to fetch valid scopes …, please make sure you have configured the right … credentials. Shutting down...`: the server's
 * stderr in the console of the ADK agent that spawned it, google/mcp-security#95). When asyncio then reports the
 * client's stdio_client generator failing as the app closed it, the process the client's pipes led to had exited under
 * the handshake: the same transport failure as a cancel the scope dealt (PY_TRANSPORT_CUT), its cause the exit.
 */
const PY_SERVER_SHUT_DOWN_RE = /\b(?:ERROR|CRITICAL|FATAL)\b.*\bShutting down(?:\.{1,3}|…)?\s*$/;
/**
 * anyio's two sentences for a cancel scope exited from a task other than the one that entered it (its _backends/_asyncio.py
 * CancelScope.__exit__): "… in a different task than it was entered in", and "… a cancel scope that isn't the current
 * task's current cancel scope" ("tasks's" in older releases).
 */
const PY_CROSS_TASK_EXIT_RE = /Attempted to exit (?:cancel scope in a different task than it was entered in|a cancel scope that isn't the current tasks?'s current cancel scope)/;
/** asyncio's report of an SDK transport's generator failing as it was closed (PY_TRANSPORT_CLOSE_RE, PY_SDK_TRANSPORT_GEN_RE). */
const pyTransportClosing = (l: string): boolean => PY_TRANSPORT_CLOSE_RE.test(l.trim()) && PY_SDK_TRANSPORT_GEN_RE.test(l);
/**
 * The Python SDK Streamable HTTP client's own sentences (mcp/client/streamable_http.py): `Received session ID: <id>`,
 * `Negotiated protocol version: <date>`, `GET stream disconnected, reconnecting in <n>ms...`. Group 1 is the sentence.
 */
const PY_STREAMABLE_SENTENCE_RE = /^(?:.*?[\s:|-])?(Received session ID: [\w-]+|Negotiated protocol version: \d{4}-\d\d-\d\d|GET stream disconnected, reconnecting in \d+ms)\b/;
/** anyio's memory stream errors as a traceback's last line (an exception group's '| ' before it or not). */
const PY_STREAM_ERROR_LINE_RE = /^(?:\|\s*)?(?:anyio\.)?(?:BrokenResourceError|ClosedResourceError|EndOfStream)(?:\(\))?:?$/;
/**
 * A line the Python SDK client's own loggers wrote (`mcp.client.streamable_http`, `mcp.client.sse`, …), in Python
 * logging's default layout, an app's `- logger - LEVEL -` layout, or loguru's `| LEVEL | logger:function:line - `
 * (WRITERS below cites the threads).
 */
/**
 * The Python SDK clients' post_writer record as logger.exception writes it (mcp/client/sse.py and streamable_http.py:
 * `logger.exception("Error in post_writer")`): the sentence alone, a traceback under it. Only those transports say it.
 */
const PY_POST_WRITER_RAISED_RE = /^(?:(?:ERROR|CRITICAL):[\w.]+:)?Error in post[_ ]writer\s*$/;
const PY_CLIENT_LOGGER_RE = /^(?:(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):mcp\.client\.\w+:|.*? - mcp\.client\.\w+ - (?:DEBUG|INFO|WARNING|ERROR|CRITICAL) - |.*?\|\s*(?:DEBUG|INFO|WARNING|ERROR|CRITICAL)\s*\|\s*mcp\.client\.\w+:\w+:\d+ - )/;
/**
 * The end of a line in Chinese, Japanese or Korean saying an error came up: 报错 / 出错 / 错误 (报了错), エラー(が出ました / が
 * 発生しました), 에러 / 오류(가 발생했습니다 / 가 납니다), a full stop or a colon after it or not.
 */
const CJK_ERROR_TAIL_RE = /(?:报错|報錯|出错|出錯|错误|錯誤|报了错|報了錯|エラー(?:が(?:出(?:ます|ました|る)|発生(?:します|しました|する)))?|에러(?:가 (?:납니다|났습니다|발생(?:합니다|했습니다)?))?|오류(?:가 (?:납니다|났습니다|발생(?:합니다|했습니다)?))?)(?:了)?[\s。．.!！:：]*$/;
/** OpenCode's tool call line: the gear, the tool's name, its arguments in brackets (generic-clients.ts FAILED_MARKER). */
const GEAR_CALL_RE = /^⚙\uFE0F?\s*[^\s:\[(]+\s*\[[^\]]*\]\s*$/;
/** An entry of a clack-drawn status list: its bullet, then a check or a cross and the entry's words ('●  ✗ x failed'). */
const CLACK_ENTRY_RE = /^[●◇◆■]\s+[✓✔✗✘✖×]\s*\S/;
/** The intro of OpenCode's (and its forks') `mcp list`, clack's frame corner before it. */
const CLACK_MCP_LIST_RE = /^┌\s+MCP Servers\s*$/;
/**
 * A line that is only an MCP SDK error ("MCP error -32001: Request timed out"), its class before it or not, quoted or not.
 * OpenCode's agent transcript prints the error's class with its "Error" cut and run into the message, 'McpMCP error
 * -32001: Request timed out' (wehnsdaefflae/terminal-control-mcp#2; the same words quoted in other servers' timeout notes):
 * the glued 'Mcp' is that class (GLUED_CLASS_RE).
 */
const SDK_ERROR_ALONE_RE = /^\s*["'`「]?(?:[A-Z]\w*Error: |Mcp(?=MCP error))?MCP error ?- ?\d+ ?: ?\S[^"'`」]*["'`」]?,?\s*$/;
/** OpenCode's class name glued before the SDK's message (SDK_ERROR_ALONE_RE): dropped when the two lines are joined. */
const GLUED_CLASS_RE = /^Mcp(?=MCP error)/;
/**
 * LangGraph's ToolNode error text for a tool that raised, as its content prints (langgraph.prebuilt's
 * TOOL_CALL_ERROR_TEMPLATE, "Error: {repr(e)}\n Please fix your mistakes."): the exception's repr on the first line,
 * LangGraph's advice on the next (langchain-ai/langchain-mcp-adapters#278). The head line alone is any program's
 * "Error: X()"; only the advice under it makes the two the tool call's result (LANGGRAPH_ADVICE_RE).
 */
const LANGGRAPH_ERROR_HEAD_RE = /^\s*Error: [A-Za-z_][\w.]*\(.*\)\s*$/;
const LANGGRAPH_ADVICE_RE = /^\s*Please fix your mistakes\.\s*$/;

/**
 * The line before introduces this one: a label ending in ':' ("Error executing MCP tool:"), or a
 * failure's marker line in a CLI agent's output, the reason under it ("✗ build-inspector":
 * github/copilot-cli#172; "✗ notes has failed to load after 1.24 s": aws/amazon-q-developer-cli#3067).
 */
function lead(prev: string, msg: string, inBlock = false): LeadIn | null {
  // A bare opener under a label (`Failed to call tool x:` then `{`) says nothing yet: its members do.
  if (/^[{[]\s*$/.test(msg)) return null;
  // LangGraph's advice under the repr of the exception a tool raised: the two lines are the ToolNode's one error text,
  // joined as its ToolMessage repr prints it on one line (other-clients.ts langgraph/tool-error-text).
  if (!inBlock && LANGGRAPH_ADVICE_RE.test(msg) && LANGGRAPH_ERROR_HEAD_RE.test(prev)) {
    return { words: `${prev.trim()}\\n Please fix your mistakes.`, oneText: true };
  }
  // A CLI's server list drawn with clack's prompts (OpenCode's and its forks' `mcp list`: '●  ✗ <name> failed' over
  // '│      <reason>', Kilo-Org/kilocode#5806): the reason is on the frame's gutter under the entry. The entry keeps its
  // bullet (the row that reads it knows the list: CLACK_LIST_FAILED); an empty gutter line or the next entry is no reason.
  if (!inBlock && CLACK_ENTRY_RE.test(prev)) {
    if (!/^[✗✘✖×]/.test(prev.slice(prev.search(/[✓✔✗✘✖×]/)))) return null;
    const reason = msg.replace(/^│\s*/, '').trim();
    if (!msg.startsWith('│') || reason === '') return null;
    return { words: `${prev.trimEnd()}: ${reason}` };
  }
  // An error printed on the line under the sentence that said what failed, as a UI's toast or notification
  // is copied (Continue: 'Failed to connect to "x"' then 'Error: Connection timed out', continuedev/continue#8461;
  // Gemini CLI's '… {"command":"npx"};' then 'McpError: …', eyaltoledano/claude-task-master#1023): the two are
  // one sentence. Only a sentence's line introduces it, not another error line.
  // A component's error line in words ("Client error: error sending request for url (…)" under "failed to initialize
  // MCP client": the Rust SDK's HTTP client in GitHub Copilot's app, github/app#2656) is one too.
  if (!inBlock && (ERROR_LINE_RE.test(msg) || WORDED_ERROR_LINE_RE.test(msg)) && !ERROR_LINE_RE.test(prev) && !WORDED_ERROR_LINE_RE.test(prev) && !/^[{[]/.test(prev) && prev.length <= 300) {
    return { words: `${prev.replace(/[\s;:,.]+$/, '')}: ${msg}` };
  }
  // A line in Chinese, Japanese or Korean that ends on its words for "an error came up" (报错, 出错, エラーが出ました,
  // 오류가 발생했습니다) introduces the SDK's error on the line under it as a colon would, quoted or not: a reporter's
  // step "3.Run Tools 的时候报错" over '   "MCP error -32001: Request timed out"' (xpzouying/xiaohongshu-mcp#120). Only
  // an error that is the whole of its line: prose under such a line is the reporter's, not the program's.
  if (!inBlock && CJK_ERROR_TAIL_RE.test(prev) && SDK_ERROR_ALONE_RE.test(msg)) {
    return { words: `${prev.replace(/[\s:：。．.!！]+$/, '')}: ${msg.trim().replace(/^(["'`「])(.*?)["'`」]?,?$/, '$2')}` };
  }
  // A tool call drawn as a tree, its heading over the failed last row (the argument rows between carry the heading on:
  // host-lines.ts TREE_HEAD_RE): the failed call's marker line and its reason, as a CLI agent's cross line reads.
  if (!inBlock) {
    const tool = TREE_HEAD_RE.exec(prev.trim())?.groups?.['tool'];
    const failed = tool !== undefined ? TREE_FAILED_ROW_RE.exec(msg) : null;
    if (failed !== null) return { words: `✗ ${tool}: ${failed.groups!['error']!}` };
  }
  // OpenCode's TUI prints the SDK's error bare, without its class, under a tool call's gear line ("⚙ <server>_<tool>
  // [key=value, …]" over "MCP error -32001: Request timed out": colbymchenry/codegraph#613); the branch above needs a
  // line ERROR_LINE_RE knows. The gear marks every call, so only the SDK's error alone on the next line is its reason.
  if (!inBlock && GEAR_CALL_RE.test(prev) && SDK_ERROR_ALONE_RE.test(msg)) {
    return { words: `${prev.trimEnd()}: ${msg.trim().replace(/^(["'`「])(.*?)["'`」]?,?$/, '$2').replace(GLUED_CLASS_RE, '')}` };
  }
  if (!ENDS_IN_COLON_RE.test(prev) && !/^[✗✘✖×]\s*\S/.test(prev)) return null;
  // A tool call's result record under the reporter's or the chat's label for it ("Result:", "客户端显示的结果：" over
  // '{"content":[…],"isError":true}', often below the call's arguments block: hangwin/mcp-chrome#8; a framework's
  // one-member '{"error": "<the SDK's error>"}' the same way) says what it is itself: a record a client row reads whole
  // as the call's answer (GENERIC_RECORD_ROWS, the tool-result error objects). Joined to the label, a row reading the
  // error text inside it would take the line instead and know no method; the label adds a method only when a row
  // reads the two as a client's own sentence naming the call (a tool's name before the colon): the reader decides that
  // with its one reading of the joined words (LeadIn.namingCall).
  const namingCall = !inBlock && resultRecordLine(msg);
  // The next item of a status list (`✓ notes loaded in 3.66 s` under `✗ x has failed to load after 0.19 s`) is not
  // the reason of the one above it (aws/amazon-q-developer-cli#3067's list).
  if (/^[✓✔✗✘✖×]\s*\S/.test(msg)) return null;
  const label = prev.replace(ENDS_IN_COLON_RE, '');
  if (inBlock) {
    // A member of the error object a logger prints under its message (util.inspect or JSON, one member a
    // line: labring/FastGPT#5920 `message: 'SSE error: …',`; DappierAI/dappier-mcp#10 `"message": "MCP error
    // -32000: Connection closed",`): the message member is the error; its stack restates it (the line alone,
    // then an echo); the other members (name, code, data) are not an error's words.
    // The key by a regex, the value trimmed in code: a lazy value before `\s*,?\s*$` was cubic in a run of spaces
    // followed by more words (2,000 spaces: 3.7 s).
    const member = MEMBER_KEY_RE.exec(msg);
    if (member !== null && !LINE_BREAK_RE.test(msg)) {
      const key = member[1]!.toLowerCase();
      if (key === 'message' || key === 'error' || key === 'reason' || key === 'cause' || key === 'detail' || key === 'details') {
        const value = memberValue(msg.slice(member[0].length)).replace(/^(["'`])(.*)\1$/, '$2');
        // A nested object (`"error": {`) opens the next level: its own members are read.
        return /^[{[]/.test(value) ? null : { words: `${label}: ${value}` };
      }
      return null;
    }
    // A continuation of a member (a stack string concatenated with ' +', a closing brace): no sentence.
    return null;
  }
  return namingCall ? { words: `${label}: ${msg}`, namingCall: true } : { words: `${label}: ${msg}` };
}

/**
 * lead()'s reading of the rows for the sniff: the joined words, when `rows` read them (a record's under a label only as
 * a sentence naming the call: LeadIn.namingCall), else null.
 */
function ledSaid(rows: readonly HostPhrase[], prev: string, msg: string, inBlock = false): HostSaid | null {
  const led = lead(prev, msg, inBlock);
  return led !== null ? readLeadIn(rows, led) : null;
}

/** A member's key as util.inspect or JSON prints it on its own line (`message: …`, `"error": …`). */
const MEMBER_KEY_RE = /^["']?(\w+)["']?\s*:/;
/** What a regex's `.` does not cross: a member's value never holds one. */
const LINE_BREAK_RE = /[\n\r\u2028\u2029]/;

/** A member's value: white space around it and one trailing comma (the member's separator) taken off. */
function memberValue(rest: string): string {
  const v = rest.trim();
  return v.endsWith(',') ? v.slice(0, -1).trimEnd() : v;
}

/**
 * An error card: a failed tool call reported as labelled lines, one field a line — the tool's name, the error's code,
 * its message — as a chat app shows a tool's failure or its model restates it (5ire: "工具名称：<tool>" /
 * "错误代码：-32001" / "错误信息：Request timed out（请求超时）", nanbingxyz/5ire#399). Labels in English, Chinese,
 * Japanese and Korean, with an ASCII or a full-width colon. The fields read together are the family's sentence
 * ("calling tool <name>: MCP error <code>: <message>"), which the clients' rows read (generic-clients.ts); a field
 * alone says nothing.
 */
const CARD_LINE_RE = /^\s*(?:[-*•]\s*)?([^:：\n]{1,24}?)\s*[:：]\s*(\S.*?)\s*$/;
const CARD_TOOL_RE = /^(?:tool(?:[ _-]?name)?|工具名称|工具名稱|工具名|工具|ツール名|ツール|도구\s?이름|도구)$/i;
const CARD_CODE_RE = /^(?:(?:error[ _-]?)?code|错误代码|錯誤代碼|错误码|錯誤碼|エラーコード|오류\s?코드)$/i;
const CARD_MSG_RE = /^(?:(?:error[ _-]?)?message|error|错误信息|錯誤信息|错误消息|錯誤訊息|エラーメッセージ|エラー内容|오류\s?메시지)$/i;

/**
 * A server's status card: a client's detail view of one server as labelled lines — its name, its status, the reason —
 * (GitHub Copilot CLI's `/mcp show <name>`: " MCP Server: x", " Type: http", " URL: …", " Status: ✗ Failed",
 * " Error: fetch failed", " Tools: Server failed to connect": github/copilot-cli#2282). A failed status with a reason
 * reads as the family's connect sentence ("Failed to connect to MCP server '<name>': <reason>"), which the clients'
 * rows read (generic-clients.ts); the status alone, or a reason under a status that is not a failure, says nothing.
 */
const CARD_SERVER_RE = /^(?:MCP server|server(?:[ _-]?name)?)$/i;
const CARD_STATUS_RE = /^(?:status|state)$/i;
// The cross may come out as a plain letter X where the terminal or the reporter's copy lost the glyph (" Status:   X Failed":
// githubnext/agentics#242).
const CARD_FAILED_STATUS_RE = /^(?:[✗✘✖×❌]\uFE0F?\s*|X\s+)?(?:failed|failure|error|errored|disconnected)\b/i;
/** The other fields such a card lists between its name and its reason (they neither end it nor say anything). */
const CARD_DETAIL_RE = /^(?:type|transport|url|command|args|arguments|source|scope|config(?:uration)?|timeout)$/i;

/**
 * Amazon Q Developer CLI's list of servers whose start-up had not finished when the chat began: its start-up warning
 * '⚠ 0 of 5 mcp servers initialized. Servers still loading:' (aws/amazon-q-developer-cli#1968), or the same heading in
 * its `/tools` panel under a rule ('Servers still loading' / '---' / ' - youtrack': #2768), then one server a line, a
 * dash before each. The panel's rule of '▔' copied from the terminal may run into the first item, no line break between
 * them ('Servers still loading' / '▔▔▔…▔ - <server>' / ' - <server>': #1998): that item is read behind the rule. Each item is a server whose initialize the CLI had sent and not seen answered: read as the sentence
 * `<server> (Amazon Q CLI start-up) still loading` that the CLI's row reads (other-clients.ts amazon-q/server-still-loading).
 * The items alone are any Markdown list; only under the heading are they the CLI's. Blank lines and the panel's rule keep
 * the list open; any other line ends it.
 */
const STILL_LOADING_HEAD_RE = /\bServers still loading:?\s*$/;
const STILL_LOADING_ITEM_RE = /^(?:[─━▔]+)?\s*-\s+([A-Za-z0-9][\w.@-]*?)\.?\s*$/;
const STILL_LOADING_RULE_RE = /^[\s\-─━▔]*$/;

/** The state of such a list: whether its heading opened it and no other line has ended it. */
interface LoadingList { open: boolean }

/** Reads one line into the list; returns the item's sentence when this line is one of its servers. */
function loadingStep(list: LoadingList, line: string): string | null {
  if (!list.open) {
    if (line.includes('still loading') && STILL_LOADING_HEAD_RE.test(line)) list.open = true;
    return null;
  }
  const item = STILL_LOADING_ITEM_RE.exec(line);
  if (item !== null) return `${item[1]!} (Amazon Q CLI start-up) still loading`;
  if (!STILL_LOADING_RULE_RE.test(line)) list.open = STILL_LOADING_HEAD_RE.test(line);
  return null;
}

/**
 * Whether a step that restates lines as a sentence (loadingStep, sessionEventStep, hostedCallStep, cardStep), run over
 * the head from `state`, restates one that a row of `rows` reads.
 */
function stepSays<S>(
  head: readonly string[], state: S, step: (state: S, line: string) => string | null, rows: readonly HostPhrase[],
): boolean {
  return head.some((l) => {
    const sentence = step(state, l);
    return sentence !== null && readSaid(rows, sentence) !== null;
  });
}

/** Whether the head holds such a list with an item the CLI's row reads (other-clients.ts, as sessionEventSays). */
function loadingListSays(head: readonly string[]): boolean {
  return stepSays<LoadingList>(head, { open: false }, loadingStep, otherClientPhrases);
}

/** The state of a card being read: the fields seen so far (a line that is no field ends it; blank lines do not). */
interface Card { tool: string | null; code: string | null; server?: string | null; failed?: boolean }

/** Reads one line into the card; returns the card's sentence when this line is its message and a tool was named before it. */
function cardStep(card: Card, line: string): string | null {
  if (line.trim() === '') return null;
  // Cheap on the hot path: a field's label ends within its first few dozen characters; no card is open on most lines.
  const colon = line.search(/[:：]/);
  const m = colon >= 0 && colon <= 40 ? CARD_LINE_RE.exec(boundRuns(line)) : null;
  const label = m?.[1]?.trim() ?? '';
  const value = m?.[2]?.replace(/^(["'`])(.*)\1$/, '$2') ?? '';
  if (m !== null && CARD_TOOL_RE.test(label) && /^[\w.@/-]+$/.test(value)) {
    card.tool = value;
    card.code = null;
    return null;
  }
  if (m !== null && card.tool !== null && CARD_CODE_RE.test(label) && /^-?\d+$/.test(value)) {
    card.code = value;
    return null;
  }
  if (m !== null && card.tool !== null && CARD_MSG_RE.test(label)) {
    const error = card.code !== null && !/\bMCP error\b/i.test(value) ? `MCP error ${card.code}: ${value}` : value;
    const sentence = `calling tool ${card.tool}: ${error}`;
    card.tool = null;
    card.code = null;
    return sentence;
  }
  if (m !== null && card.tool === null) {
    if (CARD_SERVER_RE.test(label) && /^[\w.@/:-]+$/.test(value)) {
      card.server = value;
      card.failed = false;
      return null;
    }
    if (card.server != null) {
      if (CARD_STATUS_RE.test(label)) {
        card.failed = CARD_FAILED_STATUS_RE.test(value);
        return null;
      }
      if (card.failed === true && CARD_MSG_RE.test(label) && value !== '') {
        const sentence = `Failed to connect to MCP server '${card.server}': ${value}`;
        card.server = null;
        card.failed = false;
        return sentence;
      }
      if (CARD_DETAIL_RE.test(label)) return null;
    }
  }
  card.tool = null;
  card.code = null;
  card.server = null;
  card.failed = false;
  return null;
}

/**
 * GitHub Copilot CLI's session events (the session's `events.jsonl`: `tool.execution_start`, `tool.execution_progress`,
 * `sampling.requested`, …) as people paste them from the CLI's or the Copilot app's event view: the event's type alone on
 * a line, then its data one `key: value` a line (`toolName: <tool>`, `mcpTransport: stdio`; `serverName: <server>`,
 * `mcpRequestId: 1`: github/app#4008, a tool call left waiting after the server's sampling request). The event's type and
 * the field that names its request are read together as one sentence (`Copilot session event <type> <key>=<value>`),
 * which the CLI's rows read (other-clients.ts); a field alone, or an event of another type, says nothing. A tool's start
 * is an MCP call only when the event says so with an MCP field (`mcpTransport`, `mcpServerName`, `serverName`): the CLI's
 * own tools (bash, view, edit) start with the same event. A line that is no field (a fence, prose) ends the event; a
 * blank line does not (a double-spaced copy has one between every two lines).
 */
interface SessionEvent { type: string | null; server: string | null; tool?: string | null; mcp?: boolean }

const SESSION_EVENT_RE = /^\s*((?:tool|sampling|elicitation)\.[a-z_]+)\s*$/;
const SESSION_FIELD_RE = /^\s*([A-Za-z]\w{0,39})\s*:\s*(\S.*?)\s*$/;
/** The field that names each event's request, by the event's type. */
const SESSION_EVENT_KEY: Readonly<Record<string, string>> = {
  'tool.execution_start': 'toolName',
  'sampling.requested': 'mcpRequestId',
  'elicitation.requested': 'mcpRequestId',
};
/** The fields that make a tool's execution an MCP server's. */
const SESSION_MCP_FIELD_RE = /^(?:mcp[A-Z]\w*|serverName)$/;

/** Reads one line into the event; returns the event's sentence when this line completes what names its request. */
function sessionEventStep(ev: SessionEvent, line: string): string | null {
  // Cheap on the hot path: an event opens only on a line that is a dotted type alone.
  if (ev.type === null && !line.includes('.')) return null;
  const type = SESSION_EVENT_RE.exec(line);
  if (type !== null) {
    Object.assign(ev, { type: type[1]!, server: null, tool: null, mcp: false });
    return null;
  }
  if (ev.type === null) return null;
  // A blank line keeps the event open, as an error card's does (cardStep): a double-spaced copy of the event view puts
  // one between every two of its lines.
  if (line.trim() === '') return null;
  const f = SESSION_FIELD_RE.exec(line);
  if (f === null) {
    ev.type = null;
    return null;
  }
  const key = f[1]!;
  const value = f[2]!;
  if (key === 'serverName' && /^[\w.@-]+$/.test(value)) ev.server = value;
  if (SESSION_MCP_FIELD_RE.test(key)) ev.mcp = true;
  const named = SESSION_EVENT_KEY[ev.type] === key && /^[\w.@/-]+$/.test(value);
  if (ev.type === 'tool.execution_start') {
    if (named) ev.tool = value;
    if (ev.tool == null || ev.mcp !== true) return null;
  } else if (!named) return null;
  const [k, v] = ev.type === 'tool.execution_start' ? ['toolName', ev.tool!] : [key, value];
  const sentence = `Copilot session event ${ev.type} ${k}=${v}${ev.server !== null ? ` serverName=${ev.server}` : ''}`;
  ev.type = null;
  return sentence;
}

/** Whether the head holds a session event whose sentence a client row reads. */
function sessionEventSays(head: readonly string[]): boolean {
  return stepSays<SessionEvent>(head, { type: null, server: null }, sessionEventStep, otherClientPhrases);
}

/**
 * A hosted MCP tool's output item, pretty-printed: OpenAI's Responses API (the MCP tool behind ChatGPT's connectors and
 * the API's `tools: [{type: "mcp", …}]`) returns each call as `{"type": "mcp_call", "name": <tool>, "server_label": …,
 * "error": {"type": "mcp_protocol_error", "code": 32600, "message": "Session terminated"}, "output": null}` — the call
 * the hosted client made and how it ended (openai/openai-python#2513; the same item cut at its name line:
 * github/github-mcp-server#702). Read one member line at a time, as people paste it (cut, redacted, not always
 * parseable): the tool's name and the item's type, then the error's message, make the family's sentence ("Error
 * calling tool <name>: <message>"), which the clients' rows read (generic-clients.ts). An item with output and no error is
 * a completed call and says nothing here.
 */
interface HostedCall {
  tool: string | null;
  call: boolean;
  inError: boolean;
  /** The error object's HTTP status, when its type says the hosted client failed at HTTP (`"type": "http_error"`). */
  httpCode?: number | null;
  /**
   * The error's words read before the item named its tool: the API itself prints an item's members in its own order,
   * `id, type, approval_request_id, arguments, error, name, output, server_label` (the Responses API reference's
   * mcp_call example; a streamed `response.output_item.done` pasted whole), so the name comes after the error.
   */
  pending?: string | null;
}

/**
 * The Responses API's stream pasted as its events' objects: a member line whose type is one of the stream's hosted MCP
 * events (`"response.mcp_list_tools.in_progress"`, `"response.mcp_call.failed"`, `"response.mcp_call_arguments.done"`),
 * or a stream event (`"response.created"`) whose response carries a hosted MCP tool (`"type": "mcp"` with its
 * `"server_label"`). Each is the hosted client's own account of MCP exchanges, so the paste is an MCP log even where
 * its head holds no failure: the stream opens with the response object and the tool listing, and a failed call's item,
 * the only part a report lists, comes dozens of lines later (community.openai.com/t/1353593). A lone item with no
 * failure, outside a stream, still claims nothing.
 */
const HOSTED_EVENT_RE = /^\s*"type"\s*:\s*"response\.mcp_(?:list_tools|call|call_arguments)\.\w+"/;
const STREAM_EVENT_RE = /^\s*"type"\s*:\s*"response\.[a-z_.]+"/;
const HOSTED_TOOL_RE = /^\s*"type"\s*:\s*"mcp"\s*,?\s*$/;

/** Whether the head is the Responses API's stream of a response with a hosted MCP tool (HOSTED_EVENT_RE). */
function hostedStreamSays(head: readonly string[]): boolean {
  if (head.some((l) => HOSTED_EVENT_RE.test(l))) return true;
  return head.some((l) => STREAM_EVENT_RE.test(l)) && head.some((l) => HOSTED_TOOL_RE.test(l)) && head.some((l) => /^\s*"server_label"\s*:/.test(l));
}

/**
 * An Azure AI Foundry run step's `mcp` tool call whose output is the agent service's own failure, printed as its
 * Python repr: `content_type='system_error' name='AssertionError' text="Encountered exception: <class
 * 'AssertionError'>."` (a maintainer reading the step: the service's internal error, Azure/azure-sdk-for-python#42428).
 * The text is the call's error; an output that is the tool's content says nothing here.
 */
const SYSTEM_ERROR_OUTPUT_RE = /^content_type='system_error'.*?\btext=(?:\\?")(.*?)(?:\\?")\s*$/;

/** A fresh item: no tool, no call, no error read yet. */
const HOSTED_RESET: Readonly<HostedCall> = { tool: null, call: false, inError: false, httpCode: null, pending: null };

const MEMBER_RE = /^\s*"(\w+)"\s*:\s*(?:"((?:[^"\\]|\\.)*)"|(\{)|(-?\d+|null|true|false))?/;

/**
 * An agent's record of one tool call, pretty-printed as a JSON object whose members are the tool's name and the call's
 * response: a Dify agent strategy's output (`"tool_call_name": "<tool>"`, `"tool_call_input": {…}`, `"tool_response":
 * "[{'type': 'text', 'text': 'An error occurred while executing the tool: …'}]"`: hjlarry/dify-plugin-mcp_agent#1). A
 * client row reads the failure on the response's line, where the tool is not named; the name is a sibling member above
 * it. That member is read with the line (prepended as the record's field), so the row's call gets its tool (phrase.ts
 * withToolField). Only a member line at the record's own depth that a client row reads as a tool call with no tool is
 * changed; nested objects (the call's input) are skipped, and the record ends where its object closes.
 */
interface ToolRecord { member: string | null; depth: number }

const TOOL_MEMBER_RE = /^\s*"(?:tool_call_name|tool_name|toolName)"\s*:\s*"[\w.@/-]{1,128}"/;

/** Reads one line into the record; returns the line with the record's tool member before it when a row reads it as the call's failure. */
function toolRecordStep(rec: ToolRecord, line: string): string | null {
  // Cheap on the hot path: no record is open on most lines, and a record opens only at a tool member.
  if (rec.member === null && !line.includes('"tool')) return null;
  const member = TOOL_MEMBER_RE.exec(line);
  if (member !== null) {
    rec.member = member[0].trim();
    rec.depth = 0;
    return null;
  }
  if (rec.member === null) return null;
  const t = line.trim();
  const opens = /[{[]\s*$/.test(t);
  const closes = /^[}\]]/.test(t);
  if (closes && rec.depth === 0) {
    rec.member = null;
    return null;
  }
  if (closes) rec.depth--;
  if (opens && !closes) rec.depth++;
  if (rec.depth !== 0 || opens || !/^"\w+"\s*:\s*"/.test(t)) return null;
  const said = readSaid(genericClientPhrases, t);
  if (said === null || said.method !== 'tools/call' || said.target !== undefined) return null;
  return `${rec.member}, ${t}`;
}

/**
 * The same item as PHP prints it through openai-php/client and Symfony's VarDumper (`dump($response)`):
 * `4 => OpenAI\Responses\Responses\Output\OutputMcpCall {#671`, then one `+member: value` line per property in the
 * client's camelCase (`+type: "mcp_call"`, `+name: "<tool>"`), strings in double quotes with the quotes inside left
 * unescaped — so the error is its JSON printed raw, `+error: "{"type":"http_error","code":401,"message":"…"}"`
 * (openai-php/client#654). The value runs to the line's last quote.
 */
const DUMP_MEMBER_RE = /^\s*\+(\w+):\s*(?:"(.*)"|(?:null|true|false|-?\d+))\s*$/;

/**
 * The dumped error's words: its message, after the HTTP status when the hosted client says the call failed at HTTP
 * (`"type":"http_error","code":401`), so a refusal or a gateway's status reads as such; the raw text when it is not JSON.
 */
function dumpedError(raw: string): string {
  try {
    const e = JSON.parse(raw) as { type?: unknown; code?: unknown; message?: unknown };
    if (e === null || typeof e !== 'object' || typeof e.message !== 'string' || e.message.trim() === '') return raw;
    return e.type === 'http_error' && typeof e.code === 'number' ? `HTTP ${e.code}: ${e.message}` : e.message;
  } catch {
    return raw;
  }
}

/** Reads one dumped member line into the item; returns the call's sentence when this line is its error. */
function dumpedCallStep(item: HostedCall, m: RegExpExecArray): string | null {
  const [, key, str] = m;
  if (key === 'id' && str !== undefined && /^mcp_/.test(str)) Object.assign(item, { tool: null, call: false, inError: false });
  else if (key === 'type') item.call = str === 'mcp_call';
  else if (key === 'name' && str !== undefined && /^[\w.@/-]+$/.test(str)) item.tool = str;
  else if (key === 'error' && str !== undefined && str.trim() !== '') {
    const sentence = item.call && item.tool !== null ? `Error calling tool ${item.tool}: ${dumpedError(str)}` : null;
    Object.assign(item, { tool: null, call: false, inError: false });
    return sentence;
  }
  return null;
}

/** Reads one line into the item; returns the call's sentence when this line is its error's message (or, the error read first, its name). */
function hostedCallStep(item: HostedCall, line: string): string | null {
  if (line.includes('+')) {
    const dumped = DUMP_MEMBER_RE.exec(line);
    if (dumped !== null) return dumpedCallStep(item, dumped);
  }
  if (!line.includes('"')) {
    if (/^\s*\{\s*$/.test(line) && !item.inError) Object.assign(item, HOSTED_RESET);
    return null;
  }
  const m = MEMBER_RE.exec(line);
  if (m === null) return null;
  const [, key, str, open, scalar] = m;
  if (key === 'id' && str !== undefined && /^mcp_/.test(str)) Object.assign(item, HOSTED_RESET);
  else if (key === 'type' && item.inError) {
    if (str !== 'http_error') item.httpCode = null;
  } else if (key === 'code' && item.inError && scalar !== undefined && /^\d{3}$/.test(scalar)) {
    // Kept only while the error's type says HTTP (its type precedes its code in every printing seen); an MCP error's
    // code (32600, printed unsigned) is not a status.
    item.httpCode = Number(scalar);
  } else if (key === 'type' && !item.inError) {
    // `mcp` is an Azure AI Foundry run step's tool call (Azure/azure-sdk-for-python#42428).
    item.call = str === 'mcp_call' || str === 'mcp';
    return hostedPendingSentence(item);
  } else if (key === 'output' && !item.inError && str !== undefined && item.call && SYSTEM_ERROR_OUTPUT_RE.test(str)) {
    const raw = JSON.parse(`"${str}"`) as string;
    item.pending = SYSTEM_ERROR_OUTPUT_RE.exec(raw)?.[1] ?? raw;
    return hostedPendingSentence(item);
  } else if (key === 'name' && !item.inError && str !== undefined && /^[\w.@/-]+$/.test(str)) {
    item.tool = str;
    return hostedPendingSentence(item);
  } else if (key === 'error' && open !== undefined) Object.assign(item, { inError: true, httpCode: null });
  else if ((key === 'error' && str !== undefined) || (key === 'message' && item.inError && str !== undefined)) {
    if (str!.trim() === '') {
      Object.assign(item, HOSTED_RESET);
      return null;
    }
    const message = JSON.parse(`"${str}"`) as string;
    // The hosted client's HTTP failure says its status first, as the dumped form does (dumpedError): a 424 is the
    // hosted client's own "failed dependency", a 502 the path's.
    const words = item.httpCode != null ? `HTTP ${item.httpCode}: ${message}` : message;
    Object.assign(item, { inError: false, httpCode: null, pending: words });
    return hostedPendingSentence(item);
  }
  return null;
}

/** The call's sentence once its error has been read and the item has both its tool and its type, in whatever order. */
function hostedPendingSentence(item: HostedCall): string | null {
  if (item.pending == null || !item.call || item.tool === null) return null;
  const sentence = `Error calling tool ${item.tool}: ${item.pending}`;
  Object.assign(item, HOSTED_RESET);
  return sentence;
}

/**
 * A tool call's structured log event: an agent or a gateway logging each MCP call as one JSON object after its message,
 * the tool's name and the call's error as members ('mcp tool call {"server":"<server>","tool":"<tool>","resultBytes":0,
 * "latencyMs":30006,"callError":"context deadline exceeded","isError":false}', a Go harness whose 30 s call timeout
 * fired: defilantech/LLMKube#1330, the object wrapped onto a second line where the reporter broke it). The tool's name
 * and the error make the family's sentence ("Error calling tool <name>: <error>"), which the clients' rows read
 * (generic-clients.ts): the error's words say whose timer or which failure. An event with no error, or an empty one, is a
 * call that returned and says nothing here; a JSON-RPC message is read as one.
 */
const EVENT_TOOL_RE = /"(?:tool|toolName|tool_name)"\s*:\s*"[\w.@/-]+"/;
/**
 * The event's message before its object: a line that is a JSON object alone is a JSON log's record, read with its own
 * clock and level by the line reader (mindstone/Super-MCP#1).
 */
const EVENT_LEAD_RE = /^\s*[^\s{[]/;
const EVENT_MEMBER_RE = /"(\w+)"\s*:\s*(?:"((?:[^"\\]|\\.)*)"|-?\d+(?:\.\d+)?|true|false|null)/g;
const EVENT_TOOL_KEYS: ReadonlySet<string> = new Set(['tool', 'toolName', 'tool_name']);
const EVENT_ERROR_KEYS: ReadonlySet<string> = new Set(['callError', 'call_error', 'error', 'err', 'errorMessage', 'error_message']);

/** The sentence of a tool call's event whose object is whole in `text`, or null. */
function toolEventSentence(text: string): string | null {
  if (text.includes('"jsonrpc"') || !EVENT_TOOL_RE.test(text)) return null;
  let tool: string | null = null;
  let error: string | null = null;
  for (const m of text.matchAll(EVENT_MEMBER_RE)) {
    const [, key, str] = m;
    if (str === undefined) continue;
    if (EVENT_TOOL_KEYS.has(key!) && /^[\w.@/-]+$/.test(str)) tool = str;
    else if (EVENT_ERROR_KEYS.has(key!) && str.trim() !== '') {
      try {
        error = JSON.parse(`"${str}"`) as string;
      } catch {
        error = str;
      }
    }
  }
  return tool !== null && error !== null ? `Error calling tool ${tool}: ${error}` : null;
}

/** Whether the head holds a tool call's event, whole or wrapped over a few lines, whose sentence a client row reads. */
function toolEventSays(head: readonly string[]): boolean {
  for (let i = 0; i < head.length; i++) {
    if (!EVENT_LEAD_RE.test(head[i]!) || !EVENT_TOOL_RE.test(head[i]!)) continue;
    let text = head[i]!.trim();
    for (let j = i + 1; j < head.length && j < i + WRAP_MAX_LINES && jsonLeftOpen(text); j++) text += head[j]!.trim();
    const sentence = jsonLeftOpen(text) ? null : toolEventSentence(text);
    if (sentence !== null && readSaid(genericClientPhrases, sentence) !== null) return true;
  }
  return false;
}

/**
 * CAMEL's ChatAgent response as Python prints it: `msgs=[BaseMessage(role_name='Assistant', …, content='…', …)]
 * terminated=False info={…}`. Its agent writes each tool call into the message's content as lines of their own —
 * "Calling function: <tool> with arguments:", the arguments, then "Function output: {'error': \"Error executing async tool
 * '<tool>': MCP call timed out after 60.0 seconds\"}" — and the repr escapes them onto one line (`\n`, `\'`). Two calls
 * in one response are two such pairs (camel-ai/camel#2894; one call: camel-ai/camel#2890). The content's lines, unescaped,
 * each read as a line of the text; null when the line holds no such content, or its content is one line (nothing to part).
 */
const CAMEL_CONTENT_RE = /\bBaseMessage\(role_name='[^'\n]{0,80}', role_type=<RoleType\.\w+: '\w+'>,.{0,400}?\bcontent=(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/;
/** How many of the content's lines are read: a response is a handful of steps, not a dump. */
const CAMEL_CONTENT_MAX_LINES = 400;

function camelMessageLines(line: string): string[] | null {
  const m = CAMEL_CONTENT_RE.exec(line);
  const raw = m?.[1] ?? m?.[2];
  if (raw === undefined || !raw.includes('\\n')) return null;
  const text = raw.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.length < 2 ? null : lines.slice(0, CAMEL_CONTENT_MAX_LINES);
}

/** Whether the head holds a hosted MCP tool's failed call whose sentence a client row reads. */
function hostedCallSays(head: readonly string[]): boolean {
  return stepSays<HostedCall>(head, { ...HOSTED_RESET }, hostedCallStep, genericClientPhrases);
}

/** Whether the head holds an error card whose sentence a client row reads. */
function cardSays(head: readonly string[]): boolean {
  return stepSays<Card>(head, { tool: null, code: null }, cardStep, genericClientPhrases);
}

/** Whether a head line that opens an object (`Failed to connect client for server {`) introduces a member line a client row reads. */
function blockLed(head: readonly string[]): boolean {
  let opener: string | null = null;
  let prev: string | null = null;
  for (const raw of head) {
    const l = raw.trim();
    if (opener !== null && ledSaid(genericClientPhrases, `${opener}:`, l, true) !== null) return true;
    // (`slice` + `trimEnd`, not a `\s*[{[]$` replace: that retries at every space of a long run.)
    if (/^\w[^{[]*[{[]$/.test(l)) opener = l.slice(0, -1).trimEnd();
    // … or the object on its own lines under a label ending in ':' (labring/FastGPT#5920).
    else if (/^[{[]$/.test(l) && prev !== null && /:$/.test(prev)) opener = prev.replace(/:$/, '');
    else if (/^[}\]]/.test(raw)) opener = null;
    prev = l;
  }
  return false;
}

/** The words of a head line the sniff reads: a JSON log record's restated, else the line. */
function wordsOf(line: string): string {
  return recordOf(line)?.words ?? logfmtOf(line)?.words ?? line;
}

/** Whether a head line (alone, as a JSON record's words, or joined with the line before) is read by `rows`. */
function headSays(head: readonly string[], rows: readonly HostPhrase[]): boolean {
  return (
    head.some((l) => readSaid(rows, l) !== null || ((l.charCodeAt(0) === 123 || LOGFMT_HEAD_RE.test(l)) && readSaid(rows, wordsOf(l)) !== null)) ||
    head.some((l, i) => {
      const prev = introducer(head, i);
      if (prev !== null && ledSaid(rows, prev, l.trim()) !== null) return true;
      const chained = chainedIntroducer(head, i);
      return chained !== null && chained !== prev && ledSaid(rows, chained, l.trim()) !== null;
    })
  );
}

/**
 * The words that introduce head line i when the lines before it are an error chain copied one segment a line, each
 * ending in ':' (host-lines.ts reads them as one sentence the same way: Alexey-N-Chernyshov/gramps-web-mcp-rs#52).
 * Null when the line before does not end in ':'.
 */
function chainedIntroducer(head: readonly string[], i: number): string | null {
  let ctx: string | null = null;
  for (let j = Math.max(0, i - 4); j < i; j++) {
    const line = head[j]!.trim();
    if (line === '') {
      ctx = null;
      continue;
    }
    // (A line ending in ':' is never a record: lead()'s words are the joining.)
    const joined: string | null = ctx !== null && ENDS_IN_COLON_RE.test(ctx) && ENDS_IN_COLON_RE.test(line) ? (lead(ctx, line)?.words ?? null) : null;
    ctx = joined !== null && joined.length <= CHAIN_MAX ? joined : line;
  }
  return ctx !== null && ENDS_IN_COLON_RE.test(ctx) ? ctx : null;
}


/**
 * The line that introduces head line i: the one before it; when that is a bare error heading, the nearest line with
 * words before the heading (the reader passes over blank lines too).
 */
function introducer(head: readonly string[], i: number): string | null {
  if (i === 0) return null;
  // A tree's failed last row: its heading above the argument rows (TREE_HEAD_RE).
  if (TREE_FAILED_ROW_RE.test(head[i]!)) {
    let j = i - 1;
    while (j > 0 && TREE_MID_RE.test(head[j]!)) j--;
    if (j < i - 1 && TREE_HEAD_RE.test(head[j]!.trim())) return head[j]!.trim();
  }
  if (!ERROR_HEADING_RE.test(head[i - 1]!.trim())) return head[i - 1]!.trim();
  let j = i - 2;
  while (j >= 0 && head[j]!.trim() === '') j--;
  return j >= 0 ? head[j]!.trim() : null;
}

/**
 * Rows of genericClientPhrases that read one JSON object, not a sentence: the same object pretty-printed over many
 * lines (a chat's tool card as it is copied, `{` alone on the first line, `"isError": true` on its own near the last)
 * is that record made one line (json-blocks.ts compactBlock). A CallToolResult with isError set is MCP's own tools/call
 * result whatever its text says (GLips/Figma-Context-MCP#70: `"text": "Error fetching file: [object Object]"`).
 */
const GENERIC_RECORD_ROWS: ReadonlySet<string> = new Set(['generic/tool-result-is-error']);

function readsAsGenericRecord(rec: string): boolean {
  return GENERIC_RECORD_ROWS.has(readSaid(genericClientPhrases, rec)?.phrase ?? '');
}

/**
 * A line that is one whole JSON object (or the reporter's '[' typed for its brace) that a client row reads alone as a
 * request's answer naming its method: a tool's result record (`{"content":[…],"isError":true}`, `{"error":"Not
 * connected"}`). lead() keeps such a line's own reading under a label (LeadIn.namingCall).
 */
function resultRecordLine(msg: string): boolean {
  const t = msg.trim();
  if ((t.charCodeAt(0) !== 123 && t.charCodeAt(0) !== 91) || t.charCodeAt(t.length - 1) !== 125 || !t.includes('"')) return false;
  return readSaid(genericClientPhrases, t)?.method !== undefined;
}

/** A channel line as a reporter quotes it: in an inline code span, after a list or quote marker, its `[level] ` kept. */
const CHANNEL_QUOTE_RE = /^\s*(?:[-*>]\s+)?`?(?:\[(trace|debug|info|warning|error)\] )?([^`]*?)`?\s*$/;
/** A quoted line whose sentence is one of VS Code's channel's own (vscodeChannelQuotedPhrases): its level and words. */
function quotedChannelLine(line: string): { level?: string; msg: string } | null {
  const m = CHANNEL_QUOTE_RE.exec(line);
  if (m === null || readSaid(vscodeChannelQuotedPhrases, m[2]!) === null) return null;
  return m[1] !== undefined ? { level: m[1] === 'warning' ? 'warn' : m[1], msg: m[2]! } : { msg: m[2]! };
}

/** The sentence of a quoted channel line (CHANNEL_QUOTE_RE), or the line as it is. */
function channelQuote(line: string): string {
  const m = CHANNEL_QUOTE_RE.exec(line);
  return m === null ? line : m[2]!;
}

function sniff(head: readonly string[]): number {
  // A client's own grammar (a row of hosts/other-clients.ts: its sentence, not a family many share) is
  // stronger than a layout alone: it wins over a reader that only recognised the shape of the lines
  // (bullet lines under Amazon Q's cross line look like the Docker gateway's steps: 0.45 there;
  // aws/amazon-q-developer-cli#2328). Still below every reader that recognised its own words.
  // So is a gateway's that serves MCP itself and words the call's failure its own way (hosts/higress.ts), or its refusal
  // of a session it does not hold (hosts/mcpx.ts), or a server application's own refusal naming the message's method
  // (hosts/server-apps.ts).
  // A row anchored at the words' start reads them after the line's clock as the reader will (afterClock): n8n's
  // "McpClientTool: Failed to connect to MCP Server" under Docker Desktop's clock (kontext-security/browser-use-mcp-server#42).
  if (headSays(head, otherClientPhrases) || headSays(head.map(afterClock), otherClientPhrases) || headSays(framesRejoined(head), otherClientPhrases) || headSays(head, higressPhrases) || headSays(head, mcpxPhrases) || headSays(head, serverAppPhrases)) return 0.46;
  // … and such a client's error object pretty-printed over many lines, read as the one record it is (compactRecords).
  const records = compactRecords(head);
  if (records.some((r) => readSaid(otherClientPhrases, r) !== null)) return 0.46;
  // … and a tool result pretty-printed as a chat shows it (GENERIC_RECORD_ROWS), the same record as on one line.
  if (records.some(readsAsGenericRecord)) return 0.41;
  // Claude's apps' words about a tool call quoted in someone's text (claudeAppQuotedPhrases: 0x4m4/hexstrike-ai#33):
  // only those apps write them, so the text is their account whatever surrounds the quote.
  if (head.some((l) => readSaid(claudeAppQuotedPhrases, l) !== null)) return 0.46;
  // … and Claude Code's own failure of a tool call on its timers, quoted in someone's text with or without the names'
  // quote marks (claudeCodeQuotedPhrases: tphakala/agy-mcp#177): only Claude Code words them so.
  if (head.some((l) => readSaid(claudeCodeQuotedPhrases, l) !== null)) return 0.46;
  // … also when the reporter's quote of them wrapped onto a hanging line (quotesRejoined: anthropics/claude-code#92632).
  if (quotesRejoined(head).some((l) => readSaid(claudeCodeQuotedPhrases, l) !== null)) return 0.46;
  // … and Claude Desktop's notice about a server it could not start for Cowork, quoted from the modal over the lines of a
  // block quote (mdQuoteRuns: anthropics/claude-code#89447): the write-up around it is the app's account as the reporter
  // gives it, however much prose follows.
  if (mdQuoteRuns(head).some((l) => readSaid(claudeAppQuotedPhrases, l) !== null)) return 0.46;
  // … and Copilot Chat's result text for a failed tool call, quoted inside a sentence of a VS Code issue
  // (copilotChatQuotedPhrases: microsoft/vscode#335229): only Copilot Chat words it so. A label over the text it
  // labels counts as one sentence (headSays), as the chat's "Output:" over the call's error is copied
  // (modelcontextprotocol/servers#3013).
  if (headSays(head, copilotChatQuotedPhrases)) return 0.46;
  // … and VS Code's MCP channel's own sentence copied alone, with its level and no stamp, often between backquotes, amid
  // the reporter's prose (vscodeChannelQuotedPhrases: x51xxx/codex-mcp-tool#1): only VS Code's client words it so.
  if (head.some((l) => l.includes('MCP server') && readSaid(vscodeChannelQuotedPhrases, channelQuote(l)) !== null)) return 0.46;
  // … and VS Code's Agent Host log (AGENT_HOST_LINE_RE: microsoft/vscode#322990): the workbench's own lines about an agent
  // session's tools, read as its account even when they carry no MCP request.
  if (head.some((l) => AGENT_HOST_LINE_RE.test(l))) return 0.46;
  // … and rmcp's server warning that a client's stream resume found its session's channel gone, quoted with its tracing
  // target inside a sentence (rust-sdk.ts RMCP_RESUME_FAILED_RE: gents-ai/gents#639): rmcp's account; it names no request.
  if (head.some((l) => l.includes('returning empty stream') && RMCP_RESUME_FAILED_RE.test(l))) return 0.46;
  let hits = 0;
  // Pretty-printed messages count once each (json-blocks.ts).
  for (const l of joinBlocks(head)) if ((mayHoldJsonRpc(l) || l.includes('"method"')) && findJsonRpcAnywhere(l) !== null) hits++;
  if (hits > 0) return 0.42 + 0.03 * Math.min(1, hits / 4);
  // No body at all: a client's sentence from the rows above still makes it an MCP log (a Python CLI's
  // initialize timeout: IBM/mcp-cli#101), and so does the TypeScript SDK's own error with the SDK's frame in
  // its stack (a client's uncaught McpError: SecretiveShell/MCP-Bridge#80). Just above the refusal line.
  // The words of each line as the reader will read them: after a clock of the time of day alone and its level word
  // (Jan's `[9:08:27 PM] ERROR Failed to start MCP server x …`: janhq/jan#6630), rows anchored at the words' start.
  const unclocked = head.map(afterClock);
  const words = unclocked.some((l, i) => l !== head[i]) ? unclocked : head;
  // A head with no record's chain to rejoin comes back as it is: its lines after their clocks are `words`, asked below.
  const underWords = underWordsRejoined(head);
  const other =
    // A family many clients share, on a line or a label or a failed call's marker line with the SDK's error
    // under it (github/copilot-cli#172): the two read as one sentence are a client's words; the SDK's error
    // alone on a line is not (a note).
    headSays(head, genericClientPhrases) ||
    (words !== head && headSays(words, genericClientPhrases)) ||
    // … or a record's member value wrapped inside its string (memberStringOpen), read joined.
    headSays(valuesRejoined(head), genericClientPhrases) ||
    // … or a stamped record's error chain on the lines under its words (wordsColumnOpen), read joined after its clock.
    (underWords !== head && headSays(underWords.map(afterClock), genericClientPhrases)) ||
    // … or a connect that failed for a reason the rows do not know, on a line that says MCP (Warp's "MCP: Failed to
    // connect to server: Client initialization error: …": tim-smart/effect-mcp#18), or in a JSON record's message
    // (LibreChat's winston file log: {"event":{},"level":"error","message":"[MCP][x] Connection failed: SSE error:
    // undefined","stack":…}, danny-avila/LibreChat#6495), as the reader reads that record (recordOf).
    words.some((l) => readSaid(CONNECT_FAILED, l) !== null || (l.charCodeAt(0) === 123 && readSaid(CONNECT_FAILED, wordsOf(l)) !== null)) ||
    // … or a message and the object printed after it, the error in a member line (DappierAI/dappier-mcp#10).
    blockLed(head) ||
    // … or a tool's failure as labelled fields (nanbingxyz/5ire#399).
    cardSays(head) ||
    // … or Copilot CLI's session events as labelled fields (github/app#4008).
    sessionEventSays(head) ||
    // … or Amazon Q CLI's list of servers still loading (aws/amazon-q-developer-cli#1968).
    loadingListSays(head) ||
    // … or a hosted MCP tool's output item (openai/openai-python#2513).
    hostedCallSays(head) ||
    // … or the Responses API's stream pasted whole, its hosted MCP items' types in the head while the failed call's
    // item comes dozens of lines later (HOSTED_EVENT_RE: community.openai.com/t/1353593).
    hostedStreamSays(head) ||
    // … or a tool call's structured log event (defilantech/LLMKube#1330).
    toolEventSays(head) ||
    refusedExchange(head) ||
    // … or a server's own line that an MCP client connected, naming the client (n8n-io/n8n#31056).
    head.some((l) => readSaid(httpExchangePhrases, l.trim())?.phrase === 'request-log/mcp-client-connected');
  const sdkFrame = head.some((l) => TS_SDK_FRAME_RE.test(l)) || head.some((l, i) => printedMcpError(head, i));
  // … or a pipe write that failed under the SDK's frames: an MCP stdio peer's EPIPE (dcSpark/shinkai-node#1154).
  const sdkCrash =
    sdkFrame && head.some((l) => readSaid(typescriptSdkPhrases, l) !== null || SERVER_CRASH_ROWS.has(readSaid(typescriptServerPhrases, l.trim())?.phrase ?? '') ||
      // … or Protocol.request's "Not connected" printed as a line of its own over the SDK's frames (punkpeye/fastmcp#15).
      readSaid(typescriptProtocolStackPhrases, l)?.phrase === 'typescript-sdk/protocol-not-connected');
  // … or Node's printout of an exception nobody caught (node-crash.ts: the throw site, `Error [ERR_UNHANDLED_ERROR]:
  // Unhandled error. ({`) whose inspected error is the SDK's McpError, as its `error:` (or a rejection's `reason:`)
  // member: the process crashed on the SDK's own error, even where the paste stops before any frame (a FastMCP server
  // whose ping to the AI SDK's client timed out, the 'error' event unheard: punkpeye/fastmcp#18; a-bonus/google-docs-mcp#3).
  // Prose quoting the error has neither the crash's opener nor the member's indent.
  const crashedOnMcpError = head.some((l) => nodeCrashLine(l, false) === 'opener') && head.some((l) => INSPECTED_MCP_ERROR_RE.test(l));
  // … or a .NET exception the C# SDK's client let through, its frames under it (an HttpRequestException
  // from the client's transport: alphavantage/alpha_vantage_mcp#1).
  const dotnetCrash = head.some((l) => DOTNET_CLIENT_FRAME_RE.test(l)) && head.some((l) => readSaid(dotnetSdkClientPhrases, l.trim()) !== null);
  // … or Claude Desktop's application log about its remote connector's calls, the log's columns cut (plastic-labs/honcho#976),
  // or about its launcher's spawn timer (main.log's "Failed to start UtilityProcess: UtilityProcess spawn timeout":
  // anthropics/claude-code#35399).
  // … or a Node error printed with its stack through the SDK's server frames (serverErrorStack: hangwin/mcp-chrome#315).
  // … or a Python traceback of an MCP client that is no SDK: frames named for MCP over the transport's error
  // (mcp-named-frames.ts: alexeygrigorev/toyaikit#1, 1Panel-dev/MaxKB#4959).
  if (other || sdkCrash || crashedOnMcpError || dotnetCrash || mcpFramesOverTransportError(head) || serverErrorStack(head) || headSays(words, claudeDesktopRemoteCallPhrases) || headSays(words, claudeDesktopLauncherPhrases)) return 0.41;
  // Any other text whose words are an SDK's own about a request or the connection (an agent
  // framework's tool error carrying the Python SDK's timeout: openai/openai-agents-python#1026; a
  // Python traceback through ClientSession: langchain-ai/langchain-mcp-adapters#142): read, not
  // refused. The TypeScript SDK's short error sentences are quoted in prose too ("MCP error -32001:
  // Request timed out, then it worked"): they make a log of a text only with a clock on its lines.
  // Just above the refusal line, below every reader that knows the writer.
  // httpx's protocol error is any Python HTTP client's; under the Python SDK client's frames it is an MCP
  // client's exchange (PrefectHQ/fastmcp#444).
  // So are the SDK client's own logger lines around httpx's request lines (Open WebUI's loguru log of its MCP client:
  // open-webui/open-webui#27795).
  // … and so is the SDK client's post_writer sentence on a line of its own, its traceback under it (PY_POST_WRITER_RAISED_RE:
  // httpx's bare request lines over it, the legacy SSE client's message POST refused behind a proxy: oraios/serena#487).
  const pyExchange = head.some((l) => pyClientMark(l) || PY_CLIENT_LOGGER_RE.test(l) || PY_POST_WRITER_RAISED_RE.test(l)) && head.some((l) => readSaid(pythonHttpxExchangePhrases, l) !== null);
  // … and anyio's stream errors under the Python SDK client's frames: a transport task's traceback whose memory stream
  // was closed or broken under it (mcp-agent's "Sub-error 1 in lifecycle task:" over stdio_client's stdout_reader and
  // "anyio.BrokenResourceError": lastmile-ai/mcp-agent#564). An MCP client's own failure, read for what its words say,
  // even when they name no request.
  const pyStreamBroken = head.some((l) => pyClientMark(l)) && head.some((l) => PY_STREAM_ERROR_LINE_RE.test(l.trim()));
  // … and anyio's refusal to exit a cancel scope from another task, on a line of the app's own words, where the printout
  // also shows the SDK client's frames or asyncio's report of its transport's generator (PY_CROSS_TASK_EXIT_RE: an agent
  // CLI's "Error during cleanup (can be ignored): Attempted to exit a cancel scope …" over stdio_client's generator
  // closing, MiniMax-AI/Mini-Agent#60): the SDK client's transport torn down from the wrong task, read as the teardown it
  // is rather than refused.
  const pyTeardown = head.some((l) => pyClientMark(l)) && head.some((l) => PY_CROSS_TASK_EXIT_RE.test(l));
  // … and httpx's record of a POST to an MCP path answered 404 with an app's error record right under it ending in the
  // SDK client's words for that 404 (post404Terminated: kagent-dev/kmcp#108): each alone is any Python program's, the two
  // together the SDK client's refusal as the app printed it.
  const pyPost404 = head.some((_, i) => post404Terminated(head, i));
  // … and the Python SDK's Streamable HTTP client's own INFO sentences printed by an app's logger without the logger's
  // name (a bare 'INFO  ' level): the session id it received, the version it negotiated, its listening GET stream
  // reconnecting ("GET stream disconnected, reconnecting in 1000ms...": OpenHands' agent SDK opening a session per tool
  // call, OpenHands/software-agent-sdk#1739). Two of them together are that client's log.
  // … and the transport's generator closing with the group's error after the caller printed the cancel its scope dealt
  // (PY_TRANSPORT_CUT: "Cancelled by cancel scope …", then asyncio's report of streamablehttp_client:
  // openai/openai-agents-python#1288, google/adk-python#3708): the connect failed under the transport's task group.
  // … or after a stdio server's own record that it is shutting down, for its stdio_client (PY_SERVER_SHUT_DOWN_RE:
  // google/mcp-security#95).
  const pyTransportFailed =
    (head.some((l) => PY_SCOPE_PRINTED_RE.test(l)) && head.some(pyTransportClosing)) ||
    (head.some((l) => PY_SERVER_SHUT_DOWN_RE.test(l)) && head.some((l) => pyTransportClosing(l) && PY_STDIO_GEN_RE.test(l)));
  const pyStreamable = new Set(head.map((l) => PY_STREAMABLE_SENTENCE_RE.exec(l)?.[1]?.slice(0, 3)).filter((k) => k !== undefined)).size >= 2;
  // … and asyncio.wait_for's deadline around an MCP client's call, cut before its TimeoutError (PY_WAIT_FOR_DEADLINE),
  // when a row reads the call it was around (ADK's create_session: google/adk-docs#1226).
  const pyWaitFor = waitForDeadlineChain(head) && head.some((l, i) => {
    const f = PY_FRAME_RE.exec(l);
    return f !== null && PY_WAIT_FOR_CALL_RE.test(head[i + 1] ?? '') && readSaid(otherClientPhrases, `${head[i + 1]!.trim()} ${pyWaitForDeadline(f[2]!, f[1]!)}`) !== null;
  });
  // … and the SDK's error for an error answer alone on its line (generic-clients.ts sdkServerErrorLine): a line
  // that opens with the error class is a printed error, not prose quoting it.
  const sdkOwn =
    pyExchange ||
    pyWaitFor ||
    pyStreamBroken ||
    pyTeardown ||
    pyPost404 ||
    pyTransportFailed ||
    pyStreamable ||
    // (behind a clock and a level too, as a runtime or a collector stamps every line: the error is still the line's whole).
    head.some((l) => readSaid(SDK_OWN, l) !== null || readSaid(SERVER_ERROR_LINE, l.trim()) !== null || (STAMP_RE.test(l) && readSaid(SERVER_ERROR_LINE, afterClock(l).trim()) !== null)) ||
    // … the SDK's error chain copied one segment a line ("Streamable HTTP error: Error POSTing to endpoint:" over
    // "Not Found: Session not found": Alexey-N-Chernyshov/gramps-web-mcp-rs#52), read as the one line it was.
    head.some((l, i) => {
      const chained = chainedIntroducer(head, i);
      return chained !== null && ledSaid(SDK_OWN, chained, l.trim()) !== null;
    });
  const stampedTs = head.some((l) => STAMP_RE.test(l)) && head.some((l) => readSaid(typescriptSdkPhrases, l) !== null);
  // … or its own timer printed as an error line, its class first (a terminal UI's or a browser console's
  // `McpError: MCP error -32001: Request timed out`: anomalyco/opencode#8478, modelcontextprotocol/python-sdk#623):
  // a printed error, not prose quoting it; also behind the console's location and `Uncaught (in promise)` (a web page's
  // client whose rejection nobody caught: modelcontextprotocol/typescript-sdk#737). Its maxTotalTimeout cap printed the
  // same way is its timer too (typescript-sdk.ts max-total-timeout).
  const tsErrorLine = head.some((l) => TS_ERROR_LINE_RE.test(consoleErrorText(l)) && readSaid(typescriptSdkPhrases, l) !== null);
  // … or that error (or the SDK's close: BARE_TS_CLOSED_RE) as the whole of its line, bare or as a logged object's member, nothing else on it (Snow CLI's
  // "MCP error -32001: Request timed out" in a code block: MayDay-wpf/snow-cli#75; Flowise's "error: 'MCP error -32001:
  // Request timed out'": FlowiseAI/Flowise#5357), or serialized with JSON.stringify (its code and data.timeout only:
  // modelcontextprotocol/typescript-sdk#404). Prose quoting the sentence has other words on the line; a line that is
  // only the error is a printed error. The whole text must be that: a note with a line of prose under the error
  // ("then it worked after a restart") is someone's account, not the program's output.
  // A host's connect deadline printed the same way, the whole of its line (generic-clients.ts bareConnectTimeoutLine:
  // Continue's "Error: Connection timed out", paabloLC/mcp-hacker-news#4) is one too.
  // A reporter's result label before it, bold or not (`**Result:** …`, `Result: Error: …`), is the host's result as
  // pasted, not prose: an issue template's step under the call's arguments (ingest/call-sentence.ts).
  const bareError = (line: string) => bareErrorAlone(line.replace(RESULT_LABEL_RE, ''));
  const bareErrorAlone = (l: string) =>
    BARE_TS_TIMEOUT_RE.test(l.trim()) || BARE_TS_CLOSED_RE.test(l.trim()) || launcherThenClose(l) || BARE_TS_ABORTED_RE.test(l.trim()) || BARE_TS_GET_STREAM_RE.test(l.trim()) || bareTsReconnect(l) || BARE_TS_STREAM_CUT_RE.test(l.trim()) || readSaid(TS_TIMEOUT_JSON, l.trim()) !== null || readSaid(BARE_CONNECT_TIMEOUT, l.trim()) !== null;
  // … the same behind a clock and a level, as a runtime or a collector stamps every line (`docker logs -t`, a CRI or
  // json-file record kept with its clock, paste.ts): a stamped line that is only the error is the program's output too.
  const isBareTsError = (l: string) => {
    if (bareError(l)) return true;
    const unclocked = afterClock(l);
    return unclocked !== l && bareError(unclocked);
  };
  const filled = head.filter((l) => l.trim() !== '');
  // A lead-in and the error run together on one line ("… are no longer available. Error: Streamable HTTP error: …":
  // cline/cline#8320) read as the two lines they would be with a break after the lead-in (gluedLeadIn).
  const glued = (l: string) => {
    const split = gluedLeadIn(l);
    return split !== null && bareError(split[1]);
  };
  // A thread comment that pastes the error on its own line the same way, between a lead-in that introduces it (a line
  // ending in ':' right above it: "Having the same issue:", "got this error:") and a question asking for help ("Any
  // solution guys?"): those lines say nothing of what happened, so the pasted line is still the program's output
  // (metatool-ai/metamcp#155, where the same error was pasted this way by several commenters). A line recounting what
  // happened after ("then it worked after a restart") still makes the text someone's account.
  // A launcher's own stderr printed above the close, as a host shows what the process wrote before it ended (npm's
  // cleanup warnings and their error object: aashari/mcp-server-atlassian-bitbucket#18; cmd's "'npx' is not
  // recognized …": modelcontextprotocol/servers#1097) is the process's output, not anyone's account: those lines may
  // come before the error, which stays the last line.
  const launcher = launcherStderrLines(filled);
  // Each line read once: the test below asks it of a line, of its successor and of the last line.
  const bare = filled.map((l) => isBareTsError(l) || glued(l));
  // The transport's last word on a stream it gave up, on its own line, with its reopen's failure on another
  // (bareTsReconnect): the count of attempts alone names no stream, beside it the same transport's record.
  if (filled.some(bareTsReconnect)) for (let i = 0; i < filled.length; i++) if (!bare[i] && MAX_RECONNECT_LINE_RE.test(filled[i]!.trim())) bare[i] = true;
  // … with the stack Node prints under it (`at file:///…/cli.js:1364:13931`, a paste's indentation often lost): the
  // frames are the same printed error, not an account (Claude Code's --mcp-debug output of its transport's
  // `SSE stream disconnected: TypeError: terminated`: anthropics/claude-code#3033).
  for (let i = 1; i < filled.length; i++) if (!bare[i] && (bare[i - 1] || STACK_FRAME_RE.test(filled[i - 1]!)) && bare.slice(0, i).includes(true) && STACK_FRAME_RE.test(filled[i]!)) bare[i] = true;
  // The report's own words above the pasted error, in whatever language the reporter writes (a greeting and the symptom,
  // "您好 ，mcp连不上" over "MCP error -32000: Connection closed": 0x4m4/hexstrike-ai#21; a sentence with no colon,
  // "Getting this error on two different MCP'S on 5sire": saidsurucu/mevzuat-mcp#1), say what the paste is about, not
  // what happened after it: the error under them is still the program's output. Only lines that quote no SDK error
  // themselves (prose that quotes one is the account: 'is there news on this error ?' over 'got it also MCP error …'),
  // and only above the first pasted error: what follows it still decides.
  const firstBare = bare.indexOf(true);
  const context = (l: string, i: number) => i < firstBare && !/MCP ?error|McpError|SdkError/i.test(l);
  // … and below it, the bug-report form's own sections (templateTail): the form's words, not an account.
  const form = templateTail(filled, firstBare);
  const bareTsError =
    bare.includes(true) &&
    (launcher.size === 0 || bare[bare.length - 1] === true) &&
    filled.every((l, i) => launcher.has(i) || bare[i] === true || context(l, i) || form.has(i) || (LEAD_IN_RE.test(l.trim()) && bare[i + 1] === true) || ASKING_RE.test(l.trim()) || ME_TOO_RE.test(l.trim()) || LINK_ALONE_RE.test(l.trim()));
  // … or a paste whose only program output is the refusal to start the server's process, under the reporter's words
  // introducing it: a launcher's stderr (cmd's "'npx' is not recognized …", in English, in Chinese, or its GBK bytes
  // shown as replacement characters: Trae-AI/TRAE#1037), or Node's spawn error as a host's server list shows it, repeated
  // on one line ("spawn x ENOENT spawn x ENOENT": cline/cline#3135). The process never ran, so no MCP message was sent:
  // read as a capture with no request, not refused. A launcher's warnings alone (npm WARN) refuse nothing. The words
  // come first and quote no SDK error; an account of what happened after is not them.
  const refusal = filled.map((l) => (LAUNCHER_STDERR_RE.test(l.trim()) && !LAUNCHER_WARNING_RE.test(l.trim())) || SPAWN_ERROR_LINE_RE.test(l.trim()));
  const firstRefusal = refusal.indexOf(true);
  const launcherOnly =
    firstRefusal >= 0 &&
    !bare.includes(true) &&
    filled.every(
      (l, i) =>
        refusal[i] === true ||
        launcher.has(i) ||
        (i < firstRefusal && !/MCP ?error|McpError|SdkError/i.test(l)) ||
        ASKING_RE.test(l.trim()) ||
        ME_TOO_RE.test(l.trim()) ||
        LINK_ALONE_RE.test(l.trim()),
    );
  // … or an IDE's MCP client output in Microsoft.Extensions.Logging's bracketed category and level (Visual Studio's
  // GitHub Copilot pane: "[Conversations Information] [Conversations] MCP server 'x' is marked as unavailable. Reason:
  // Eclipsed", MicrosoftDocs/mcp#100; "[FunctionInvoker Error] Calling function 'mcp_…' failed: …",
  // regenrek/deepwiki-mcp#10; "[Conversations Error] [CopilotClient …] …" quoted with '> ', GlitterKill/sdl-mcp#34) that
  // speaks of MCP: the host's own log, read for what its words say, even when they say no request failed.
  const ideOutput = head.filter((l) => MEL_BRACKET_LINE_RE.test(l.trim())).length >= 2 && head.some((l) => MCP_WORD_RE.test(l));
  // … or Copilot's language server's MCP log in another IDE (COPILOT_LS_RE), its lines VS Code's sentences.
  const copilotLs = head.filter((l) => {
    const m = l.charCodeAt(0) === 91 ? COPILOT_LS_RE.exec(l) : null;
    return m !== null && COPILOT_LS_WORDS_RE.test(m[11]!.trim());
  }).length >= 2;
  if (copilotLs) return 0.44;
  // … or that server's error record alone (COPILOT_START_RECORD_RE), its stack under it running through the language
  // server's own MCP modules (COPILOT_MCP_FRAME_RE): the start of a configured server threw before any message was sent
  // (microsoft/copilot-intellij-feedback#1211, microsoft/copilot-eclipse-feedback#137).
  const copilotRecord =
    head.some((l) => {
      const m = l.charCodeAt(0) === 91 ? COPILOT_LS_RE.exec(l) : null;
      return COPILOT_START_RECORD_RE.test(m !== null ? m[11]!.trim() : l.trim());
    }) && head.some((l) => COPILOT_MCP_FRAME_RE.test(l));
  if (copilotRecord) return 0.44;
  // … or OpenCode's (or a fork's) `mcp list` under its clack intro, with an entry of that list (CLACK_MCP_LIST_RE,
  // CLACK_ENTRY_RE): the client's status of its servers, read for the failed ones (Kilo-Org/kilocode#5806), an empty
  // report when none failed.
  if (head.some((l) => CLACK_MCP_LIST_RE.test(l.trim())) && head.some((l) => CLACK_ENTRY_RE.test(l.trim()))) return 0.44;
  // … or a client's stamped words about its listening stream, the server-to-client stream of Streamable HTTP that
  // carries no response (LISTEN_STREAM_RE): an MCP client's log, whose words name no request.
  const listening = head.some((l) => LISTEN_STREAM_RE.test(l) && (STAMP_RE.test(l) || US_STAMP_RE.test(l)));
  // … or a log whose own lines show an MCP server or client at work and hold no request (mcp-at-work.ts: a server's start
  // banner, a host's connection lines, tools registered): read as a capture with nothing failed, not refused.
  // A structured record's message counts the same (a JSON or logfmt record with a level: pino's, zap's, slog's), its
  // other fields after it (recordOf) no part of what opens the message.
  const atWork = mcpAtWork(head) || head.some((l) => {
    const r = l.charCodeAt(0) === 123 ? recordOf(l) : LOGFMT_HEAD_RE.test(l) ? logfmtOf(l) : null;
    return r !== null && /MCP/i.test(r.words) && mcpAtWorkMessage(r.words);
  });
  // … or LibreChat's own label for its connection's transport error (LIBRECHAT_TRANSPORT_ERROR_RE), opening a line.
  const libreChatLabel = head.some((l) => l.includes('Transport error (') && LIBRECHAT_TRANSPORT_ERROR_RE.test(l.trim()));
  return sdkOwn || stampedTs || tsErrorLine || bareTsError || launcherOnly || ideOutput || listening || atWork || libreChatLabel ? 0.4 : 0;
}

/**
 * GitHub Copilot's language server logging an MCP server's connection in the IDEs it serves besides VS Code: the stamp
 * and the level in brackets, then the configured server's name in brackets glued to VS Code's own sentences (Copilot for
 * JetBrains: `[2025-09-11 13:52:10.881][info]    [basic-memory]Starting server basic-memory`,
 * microsoft/copilot-intellij-feedback#688, #450, laravel/boost#183; Copilot for Xcode: `[2025-09-03T02:11:03.107Z] [info]
 * [AppleDoc] Starting server AppleDoc`, NSHipster/sosumi.ai#4). The stamp is local unless it ends in Z. The name is the
 * line's server; a `[server stderr]` after it is the server's own output, read as words.
 */
const COPILOT_LS_RE = /^\[(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z)?\] ?\[(trace|debug|info|warning|warn|error)\] {0,8}\[([^\]\s][^\]]{0,79})\] ?(.*)$/;
/**
 * Its record of a server's start that threw, `message: <message> stack: <stack>` (generic-clients.ts
 * copilot-start-error-record), as the JetBrains log writes it after the header or the Eclipse console on the line after
 * it, behind `Message: `.
 */
const COPILOT_START_RECORD_RE = /^(?:Message: )?message: \S.*? stack: (?:[A-Z]\w*(?:Error|Exception)|Error)\b/;
/** A frame of that stack in the language server's own MCP modules (mcpManager.ts, mcpBaseServer.ts, mcpStreamableServer.ts). */
const COPILOT_MCP_FRAME_RE = /^\s+at (?:.+? \()?[^()\s]*[\\/]mcp[A-Z]\w*\.[jt]s:\d+:\d+\)?\s*$/;
/** VS Code's MCP sentences as the Copilot language server writes them after its header. */
const COPILOT_LS_WORDS_RE = /^(?:Starting server |Connection state: |Discovered \d+ tools?$|Waiting for server to respond to `?initialize`?|Server exited before responding to `?initialize`?|Failed to connect to MCP server)/;

/**
 * A Streamable HTTP client's words about its listening stream (the GET the client keeps open for the server's own
 * messages): mcp-go's "listening to server forever" and, when an attempt ends, "failed to listen to server. retry in 1
 * second: failed to handle SSE response: context deadline exceeded" (each attempt ran under a 10 s deadline copied from
 * the SSE transport, so an idle stream ended every 10 s: mark3labs/mcp-go#552). No request rides on that stream: the
 * words are read as the client's, and name none. The same client's SSE reader, handed an event whose data is no JSON
 * (a server's keep-alive `ping` on a request's stream), logged "failed to unmarshal message: invalid character 'p'
 * looking for beginning of value" through its standard logger (`ERROR: ` after Go's log stamp) and skipped the event:
 * the request went on, and mcp-go then relabelled the line "failed to unmarshal message (non-fatal)" at info level
 * (mark3labs/mcp-go#507; client/transport/streamable_http.go). Only Go's JSON decoder's own errors after it: the
 * words name no request.
 */
const LISTEN_STREAM_RE = /\b(?:failed to listen to server\b|listening to server forever\b)|\bfailed to unmarshal message(?: \(non-fatal\))?: (?:invalid character '|unexpected end of JSON input)/;

/** A line of Microsoft.Extensions.Logging's output with its category and level in brackets: `[<Category> <Level>] …`. */
const MEL_BRACKET_LINE_RE = /^\[[A-Z][\w.]*(?: [A-Z][\w.()]*)* (?:Information|Warning|Error|Verbose|Critical|Debug|Trace)\] \S/;
/** The protocol named in a line's words. */
const MCP_WORD_RE = /\bMCP\b/;

/** MCP's words beside a bare HTTP status line: the endpoint, the session header, a JSON-RPC body. */
const MCP_WORDS_RE = /\bmcp\b|mcp-session-id|\bsession\b|"jsonrpc"/i;

/**
 * An MCP endpoint's HTTP exchange refused, pasted without any host log: an access log's refused POST to
 * an MCP path (tadata-org/fastapi_mcp#56: uvicorn's `"POST /mcp/messages/?session_id=… HTTP/1.1" 404`),
 * or curl's refused status line with MCP words around it (OneUptime/oneuptime#2459: `HTTP/2 404` and a
 * "MCP session not found" body). Claims the text as a client's sentence does, below every reader that
 * knows the writer.
 */
function refusedExchange(head: readonly string[]): boolean {
  let access = false;
  let status = false;
  let words = false;
  let logged = false;
  let challenged = false;
  let responseHead = false;
  /** A curl command to an MCP path (its `\`-continued lines joined), and curl's own outcome printed under it. */
  let curlCmd: string | null = null;
  let curlToMcp = false;
  let curlOutcome = false;
  for (const [i, l] of head.entries()) {
    const curl = curlCommandLine(curlCmd, l);
    if (curl !== null) {
      curlCmd = curl.more ? curl.cmd : null;
      if (!curl.more && MCP_PATH_RE.test(curl.cmd)) curlToMcp = true;
      continue;
    }
    const said = readSaid(httpExchangePhrases, l);
    // A server's access line of a request to an MCP path, whatever its status: the request line's method and path are
    // MCP's HTTP transport (a 307 for a mount without its slash: BerriAI/litellm#23688; a GET refused 421 by the SDK's
    // DNS-rebinding protection). A site's other paths are not (http-exchange.ts mcpAccessLine).
    if (said === null && mcpAccessLine(l)) access = true;
    if (curlToMcp && said?.phrase.startsWith('curl/') === true) curlOutcome = true;
    // A server's log of an MCP request it received, then the 401 challenge it answered (anthropics/claude-ai-mcp#62).
    // …or Rails' request log of a POST to an MCP path and an MCP transport's refusal under it (yjacquin/fast-mcp#104).
    if (said?.phrase === 'request-log/mcp-request-in' || said?.phrase === 'rails/started-post') logged = true;
    else if (said?.phrase === 'request-log/401-challenge' || (said?.phrase !== undefined && ANNOUNCED_REFUSALS.has(said.phrase))) challenged = true;
    if (said?.phrase !== undefined && (POST_REFUSED_PHRASES.has(said.phrase) || said.phrase.startsWith('nginx/')) && refusedPostToMcp(said.phrase, l)) access = true;
    // A request-log line its reporter labelled with the MCP method its POST carried: the note makes it an MCP exchange.
    else if (said?.phrase === 'request-log/post-noted-method-answered' || said?.phrase === 'request-log/post-noted-method-refused') access = true;
    // DevTools' General section: the status refuses a POST to an MCP path named above it.
    else if (said?.phrase === 'devtools/headers-status-code' && head.slice(Math.max(0, i - 4), i).some((x) => /^Request Method: POST\s*$/.test(x)) && head.slice(Math.max(0, i - 4), i).some((x) => /^Request URL: /.test(x) && MCP_PATH_RE.test(x))) access = true;
    else if (said?.phrase === 'curl/status-line') {
      status = true;
      if (HTTP_HEADER_RE.test(head[i + 1] ?? '') && HTTP_HEADER_RE.test(head[i + 2] ?? '')) responseHead = true;
    } else if (MCP_WORDS_RE.test(l)) words = true;
  }
  // … or the refused response's head as `curl -i` / `-D -` prints it, the status line over its header lines, pasted
  // without the command that named the endpoint (an MCP URL's edge answering 504 with its own page, the URL only in
  // the reporter's prose: Azure/Azure-Resource-Manager-MCP#25). A status line alone is a sentence's; with the
  // headers under it, it is the HTTP answer itself.
  // … or a curl command to an MCP path with curl's own outcome under it (its status line, its transport error): the
  // exchange is the endpoint's, whatever it carried (a body-less POST a gateway dropped, `curl: (52) Empty reply from
  // server`: wso2/api-manager#5108, read as the probe it was).
  return access || (status && (words || responseHead)) || (logged && challenged) || curlOutcome;
}

/**
 * A path with the endpoint's own segment, `mcp` or `sse`, not last: a gateway serving many servers and users routes by
 * segments after it (`/mcp/<server>/sse/<user>`: lobehub/lobehub#10161; `/mcp/sse/<token>`: MartialBE/one-hub#674).
 * Whole segments only: a web app's `/stream/sse-events` or `/api/mcp-docs` has none.
 */
const MCP_SEGMENT_PATH_RE = /^[^?\s"]*\/(?:mcp|sse)\/[^?\s"]/;

/**
 * Whether a refused POST's line (POST_REFUSED_PHRASES, nginx's rows) is to an MCP endpoint. An access line's request
 * line is judged by its path, as mcpAccessLine judges it (http-exchange.ts mcpEndpointPath): pasted alone, the path is
 * all the evidence, and a web app's refused `POST /api/messages` or `POST /checkout/success?session_id=…` is no MCP
 * request (review R18). A prefix before the endpoint's segment is still the endpoint (`/proxy/mcp`,
 * `/mcp/messages/?session_id=`), and so is a gateway's route after it (MCP_SEGMENT_PATH_RE). The other writers' lines
 * (a client's WebClient error, a platform's request log) name the URL their own way: the looser MCP_PATH_RE.
 */
function refusedPostToMcp(phrase: string, line: string): boolean {
  if (!phrase.startsWith('access-log/')) return MCP_PATH_RE.test(line);
  const request = accessRequest(line);
  return request !== null && (mcpEndpointPath(request.path) || MCP_SEGMENT_PATH_RE.test(request.path));
}

/** An HTTP header line as curl prints a response's (`Content-Type: text/html`, `x-azure-ref: …`; `< ` with -v). */
const HTTP_HEADER_RE = /^(?:< )?[A-Za-z][A-Za-z0-9-]{1,60}: \S/;
/** The exchange rows that end only a request the server's own log announced (HostPhrase.announcedOnly): its refusal. */
const ANNOUNCED_REFUSALS = announcedOnlyIds(httpExchangePhrases);
/** How many lines with words a redirected POST's access line waits for the client's repeat of it (open: redirectsHeld). */
const REDIRECT_WINDOW = 4;
/** How many lines with words a refused probe's access line waits for the client's fallback to show (open: probesHeld). */
const FALLBACK_WINDOW = 4;
/**
 * How many refused probes are held at once (open: probesHeld). Each new probe restarts the wait, and every line with
 * words is tried against every held probe: a client that probes over and over and never falls back (a legacy server's
 * log of one such client) held them all, quadratic in the log (16,000 refusals: 28 s). A client falls back within a few
 * lines of its probe (ChatGPT's two, at the root and at /sse); past this many, the oldest is read as it is, a refusal.
 */
const PROBES_HELD = 8;
/** The exchange rows whose line is a POST refused (or never answered) by what stands in front of the server; nginx's all are. */
const POST_REFUSED_PHRASES: ReadonlySet<string> = new Set([
  'access-log/post-refused', 'access-log/post-sse-stream-refused', 'webclient/post-refused', 'request-log/post-refused', 'devtools/console-post-refused', 'caddy/post-refused', 'cloudflared/origin-unreachable',
  'heroku/router-refused', 'vercel/request-refused', 'envoy/json-access-post-refused',
]);

const lineReader = hostLineReader({
    name: 'jsonrpc-in-text',
    title: 'any text with JSON-RPC in it (the reader of last resort)',
    clock: 'mixed',
    host: 'unknown',
    self: null,
    header,
    phrases: PHRASES,
    direction: directionOfEmbedded,
    sniff,
    echoOnce: true,
    lead,
    methodFromWords: true,
    // A log viewer's copy: a record's clock, level and message on lines of their own (janhq/jan#7038).
    stackedRecords: true,
    // A server's own announcement of the call it handles (a row's HostSaid.speaker) and the error printed next.
    errorDuringRequest: 'generic/server-error-while-handling',
    exchangeOpens: RAILS_STARTED_RE,
    // Rails' `Completed … in 12ms` under it: its clock is the `Started` line's and the time it states.
    exchangeElapsed: RAILS_COMPLETED_ELAPSED_RE,
    // Rails' `Started POST` over the `Parameters:` its controller printed of the message's body: one request.
    announcedBody: { phrase: 'rails/started-post', between: RAILS_PROCESSING_RE, body: RAILS_PARAMETERS_RE },
});

/** The rest of such a struct, indented under it: fields and closers, no clock, no sentence of its own. */
function structGoesOn(line: string): boolean {
  const t = line.trim();
  if (!/^(?:[a-z_][\w]*: |[)}\]]|\.{3})/.test(t)) return false;
  return !STAMP_RE.test(t) && !timeOnly(`${t} `) && readSaid(PHRASES, t) === null;
}

/** An object still open at the text's end, outside strings, from its first brace. */
function jsonLeftOpen(text: string): boolean {
  const first = text.indexOf('{');
  return first >= 0 && scanBrackets(text, first, { depth: 0, inString: false }, false).depth > 0;
}

/** The rest of such a body: no clock, no message of its own, no words a row reads. */
function jsonGoesOn(line: string): boolean {
  const t = line.trim();
  if (t.length === 0) return false;
  return !STAMP_RE.test(t) && !TIME_ONLY_RE.test(`${t} `) && readSaid(PHRASES, t) === null && findJsonRpcAnywhere(t) === null;
}

/** A JavaScript stack frame with no location after the function's name: the location wrapped onto the next line. */
const JS_FRAME_NO_LOCATION_RE = /^\s+at [\w$.<>[\] ]{1,200}$/;
/** That location alone on its line, in its parentheses: `(file:///…/browser.ts:53:11)`, `(node:internal/…:95:5)`. */
const JS_FRAME_LOCATION_RE = /^\s*\((?:file:\/\/|node:|\/|[A-Za-z]:\\)\S{0,600}:\d+:\d+\)\s*$/;

/**
 * A stack frame whose location a terminal or the reporter's editor wrapped onto the next line, rejoined as Node printed
 * it ("  at MCPServerStreamableHttp.listTools" over "  (file:///…/shims/mcp-server/browser.ts:53:11)": cloudflare/agents#417):
 * the function's name and where it ran are one frame, which a row may read whole. The joined line, or null.
 */
function joinedFrame(frame: string, next: string): string | null {
  return JS_FRAME_NO_LOCATION_RE.test(frame) && JS_FRAME_LOCATION_RE.test(next) ? `${frame.trimEnd()} ${next.trim()}` : null;
}

/** A JSON member whose value is a string: `"error":"`, `"message": "`. */
const STRING_MEMBER_RE = /"[\w.-]{1,40}"\s*:\s*"/;

/**
 * A JSON string member opened on the line and still open at its end, outside any other string: a structured record's
 * members copied as text and broken by the reporter's or a terminal's width inside a value (a Go service's error field
 * '"error":"MCP call x: calling \\"tools/call\\":' over 'sending \\"tools/call\\": failed to connect' over '(session ID:
 * …): session not found"': jordigilh/kubernaut#1386). The value is only whole joined.
 */
function memberStringOpen(text: string): boolean {
  const m = STRING_MEMBER_RE.exec(text);
  if (m === null) return false;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 && inString) i++;
    else if (c === 34) inString = !inString;
  }
  return inString;
}

/** The head's lines with each JSON string member left open rejoined with the lines that close it, as the reader will read them. */
function valuesRejoined(head: readonly string[]): readonly string[] {
  if (!head.some((l) => l.includes('"') && memberStringOpen(l))) return head;
  const out: string[] = [];
  for (let i = 0; i < head.length; i++) {
    let text = head[i]!;
    let j = i;
    if (memberStringOpen(text)) {
      while (j + 1 < head.length && j - i + 1 < WRAP_MAX_LINES && head[j + 1]!.trim() !== '' && !STAMP_RE.test(head[j + 1]!.trim()) && memberStringOpen(text)) {
        text = `${text.trimEnd()} ${head[++j]!.trim()}`;
      }
      if (memberStringOpen(text)) j = i;
    }
    out.push(j === i ? head[i]! : text);
    i = j;
  }
  return out;
}

/** The head's lines with each wrapped frame rejoined (joinedFrame), as the reader will read them. */
function framesRejoined(head: readonly string[]): readonly string[] {
  if (!head.some((l) => JS_FRAME_NO_LOCATION_RE.test(l))) return head;
  const out: string[] = [];
  for (let i = 0; i < head.length; i++) {
    const j = i + 1 < head.length ? joinedFrame(head[i]!, head[i + 1]!) : null;
    if (j !== null) {
      out.push(j);
      i++;
    } else out.push(head[i]!);
  }
  return out;
}

/** A text ending in an SSE field (`event: message`, `id: 17`), and a line opening with the next one. */
const SSE_FIELD_TAIL_RE = /(?:^|[\s:])(?:event|id|retry): ?\S*\s*$/;
const SSE_FIELD_HEAD_RE = /^(?:data|event|id|retry): ?/;

/** A line that opens with a one-word label and a colon (`before: …`, `status: …`). */
const LABEL_RE = /^[a-z][\w-]{0,30}:\s/;

/** A line shorter than this was not wrapped by the width of a terminal or a report. */
const WRAP_MIN = 60;
/** At most this many lines joined into one sentence. */
const WRAP_MAX_LINES = 5;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** A tree row's branch at a line's start (`└ `, `├─ `, `╰ `), the white space after it included. */
const TREE_BRANCH_RE = /^\s*[└├╰┗┣][─━]*\s+/;

/**
 * Where a tree row's text starts, past its branch; -1 when the line is no tree row. A CLI that draws a call's result as
 * a tree row wraps a long row with a hanging indent, the rest under the row's text rather than under the branch (GitHub
 * Copilot CLI's "  └ MCP server 'x': Error: Streamable HTTP error: Error POSTing to endpoint: session not" over
 * "    found": github/gh-aw#23153).
 */
function branchTextColumn(line: string): number {
  const m = TREE_BRANCH_RE.exec(line);
  return m === null ? -1 : m[0].length;
}

/**
 * The rest of a wrapped sentence: at the same indentation as the line it continues (a report or a terminal
 * wraps inside its block; a stack frame or a member line under an error sits deeper), or under a tree row's text past
 * its branch (branchTextColumn), mid-sentence (a
 * lower-case word, a quoted URL, a parenthesis: "exceeded (Client.Timeout exceeded while awaiting headers)"),
 * no clock, no JSON-RPC, no words of its own a row reads, and not a stack frame.
 */
function wrapsOnto(prevLine: string, line: string, held = prevLine): boolean {
  if (prevLine.length >= WRAP_MIN && indentOf(line) > indentOf(prevLine) && debugPrintOpen(held, true)) return structGoesOn(line);
  // A JSON body the error quotes, broken by a terminal's or a report's width inside it (Claude Code's rendering of
  // "Error POSTing to endpoint: {…"message":"Session' over '     not found"}}', the rest indented:
  // anthropics/claude-code#28545): the held text leaves an object open, the rest sits at or under its indentation.
  if (prevLine.length >= WRAP_MIN && indentOf(line) >= indentOf(prevLine) && jsonLeftOpen(held)) return jsonGoesOn(line);
  // The error quotes an SSE-framed body, one field a line (a server that answered the POST with text/event-stream:
  // "Error POSTing to endpoint: event: message" over "data: {…}": anthropics/claude-code#55970): the fields are one answer.
  if (SSE_FIELD_TAIL_RE.test(prevLine) && SSE_FIELD_HEAD_RE.test(line)) return true;
  if (prevLine.length < WRAP_MIN || (indentOf(line) !== indentOf(prevLine) && indentOf(line) !== branchTextColumn(prevLine))) return false;
  const t = line.trim();
  if (t.length === 0 || !/^[a-z"'(]/.test(t) || /^at\s/.test(t)) return false;
  // Two lines that each open with a label are two records side by side, not one sentence wrapped: a program's
  // `before:` / `after:` runs (0xMassi/webclaw#107: 'before: CONNECT FAILED — connection closed: calling
  // "initialize": …' over 'after:  CONNECT OK: …'), `key: value` listings.
  if (LABEL_RE.test(t) && LABEL_RE.test(prevLine.trim())) return false;
  if (STAMP_RE.test(t) || timeOnly(`${t} `) || readSaid(PHRASES, t) !== null || findJsonRpcAnywhere(t) !== null) return false;
  return true;
}

/**
 * A stack frame (trimmed) in a host's own published bundle: the host's process printed that stack, whatever error it
 * carries. Claude Code ships as one bundled cli.js, so the SDK's McpError it crashes on has no SDK path in its frames,
 * only `…/@anthropic-ai/claude-code/cli.js:1347:17756` (anthropics/claude-code#1995, #3634, #3071, #2263); Gemini CLI's
 * frames name its packages (`…/@google/gemini-cli-core/dist/src/ide/ide-client.js`: google-gemini/gemini-cli#8434);
 * Cline's extension its bundle under its publisher id (cline/cline#7635).
 */
const BUNDLED_HOST_FRAMES: ReadonlyArray<readonly [RegExp, string, string]> = [
  // … or the frame cut at the package's folder, as a paste or a copy of the thread ends it (`at file:///usr/local/lib/
  // node_modules/@anthropic-ai/claude-code`: anthropics/claude-code#3033): the folder is still Claude Code's install.
  [/^at (?:.*[( ])?(?:file:\/\/)?\S*[\\/]@anthropic-ai[\\/]claude-code(?:[\\/]cli\.js:\d+|[\\/]?(?:…|\.\.\.)?$)/, 'claude-code', '@anthropic-ai'],
  [/^at (?:.*[( ])?(?:file:\/\/)?\S*[\\/]@google[\\/]gemini-cli(?:-core)?[\\/]\S+\.js:\d+/, 'gemini-cli', '@google'],
  // Cline's VS Code extension, installed under its publisher id with its version (`…/extensions/saoudrizwan.claude-dev-
  // 3.38.1/dist/extension.js:1420:90952`: cline/cline#7635).
  [/^at (?:.*[( ])?(?:file:\/\/)?\S*[\\/]saoudrizwan\.claude-dev(?:-\d[\w.-]*)?[\\/]dist[\\/]extension\.js:\d+/, 'cline', 'saoudrizwan.claude-dev'],
];

/** The bundled host a trimmed stack frame names (BUNDLED_HOST_FRAMES), else null. */
function bundledHostOf(frame: string): string | null {
  for (const [re, host] of BUNDLED_HOST_FRAMES) if (re.test(frame)) return host;
  return null;
}

/**
 * A line of VS Code's Agent Host log (agenthost.log, the process that runs Copilot's and Claude's agent sessions for the
 * workbench), its component in brackets first: `[AgentSideEffects] Forwarding client tool completion: source=<kind>,
 * session=claude:/<id>`, `[AgentHostStateManager] Action for unknown session: …` (microsoft/vscode#322990, a browser
 * client tool's completion forwarded and the turn never finishing). Those lines route the agent's client-provided tools,
 * not MCP messages: a text of them is VS Code's account with no MCP request in it, not an unreadable paste.
 */
const AGENT_HOST_LINE_RE = /^\s*\[(?:AgentSideEffects|AgentHostStateManager|AgentHost)\] \S/;

/**
 * Words only one program writes, naming who wrote a text this reader reads (`inputs[].host`). FastMCP for TypeScript
 * (a server framework on the TypeScript SDK, whose Protocol writes the messages and runs the timers) warns on the
 * console when the client's initialize did not tell it the client's capabilities: `[warning] FastMCP could not infer
 * client capabilities` (ee0pdt/Godot-MCP#5), later `[FastMCP warning] could not infer client capabilities after 10
 * attempts. Connection may be unstable.` (punkpeye/fastmcp#142, yfmeii/weapp-dev-mcp#10). A client's own crash through
 * the SDK's frames is not this: the client wrote it (KelvinQiu802/llm-mcp-rag#3 stays unknown).
 *
 * A row: the expression, the host, and a literal every match of the expression contains (writerOf tries the expression
 * only on a line that holds it).
 */
const WRITERS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/\[warning\] FastMCP could not infer client capabilities|\[FastMCP warning\] could not infer client capabilities/, 'typescript-sdk', 'could not infer client capabilities'],
  // Spring's WebClient refusing a POST to an MCP endpoint: the Java SDK's WebFlux client transports (Spring AI's MCP
  // client) are what POST MCP messages through it (alibaba/spring-ai-alibaba#2144), as the corpus files Spring AI
  // applications' logs under java-sdk.
  // LiteLLM's proxy answering its caller when its own listing deadline fired on an upstream's tools (the REST tools
  // preview's error body, "Timed out listing tools after 60.0 seconds. The MCP server may be responding slowly or
  // paginating excessively.": BerriAI/litellm#38791). The second sentence is LiteLLM's alone; the first is a family many
  // clients share (generic/timed-out-listing-tools-after).
  [/Timed out listing tools after [\d.]+ seconds\. The MCP server may be responding slowly or paginating excessively/, 'litellm', 'paginating excessively'],
  [/WebClientResponseException(?:\$\w+)?: [45]\d\d [A-Za-z' -]+? from POST \S*\/(?:mcp|sse|messages?)\b/, 'java-sdk', 'WebClientResponseException'],
  // Claude Code's own line when an HTTP server refused its session, quoted without the debug log's level and server
  // prefix among the SDK's lines around it ("MCP session expired (server no longer recognizes session ID), triggering
  // reconnection", cut after "ID)": beyondessential/canopy#275). Only Claude Code's MCP client writes it.
  [/^(?:MCP server "[^"]+":? )?MCP session expired \(server no longer recognizes session ID\)/, 'claude-code', 'MCP session expired'],
  // Claude Code's branch for an input request it will not show (hosts/claude-code.ts claude-code/elicitation-print-mode),
  // as its MCP log writes it, pasted with the request's JSON elided (anthropics/claude-code#94806). Only Claude Code's
  // MCP client writes it.
  [/^(?:MCP server "[^"]+":? )?Elicitation request received in print mode\b/, 'claude-code', 'Elicitation request received in print mode'],
  // Copilot Chat's result text for a failed tool call (`ERROR while calling tool: …`, vscode.ts copilotChatQuotedPhrases:
  // microsoft/vscode#335229), quoted alone or inside a sentence: VS Code's chat wrote it.
  [/(?:^|`)ERROR while calling tool: /, 'vscode', 'ERROR while calling tool: '],
  // … and its log line for a tool of an MCP server whose invocation threw (`Error from tool mcp_<server>_<tool> with args
  // …: <error>`, copilotChatQuotedPhrases: microsoft/vscode#323990).
  [/^Error from tool mcp_[\w.-]+ with args /, 'vscode', 'Error from tool mcp_'],
  // Cursor's agent chat refusing a call whose `mcp_<server>_<tool>` name it cannot route (other-clients.ts
  // cursor/chat-tool-not-found: cursor/cursor#2947, GLips/Figma-Context-MCP#71): Cursor's chat wrote it.
  [/^(?:Error: )?Tool mcp_[\w.-]+ not found\s*$/, 'cursor', 'Tool mcp_'],
  // … and VS Code's wrapper of an error a server answered with, spelled `MPC <code>: <message>` by VS Code alone (its
  // MpcResponseError), as the chat's tool output or the channel shows it (modelcontextprotocol/servers#3013).
  [/^(?:Output:\s*)?(?:Error: )?MPC -\d+: \S/, 'vscode', 'MPC -'],
  // … and its channel's own sentence about the logging/setLevel it sends after initialize, quoted in a reporter's text
  // with its level (vscodeChannelQuotedPhrases: x51xxx/codex-mcp-tool#1).
  [/^\s*(?:[-*>]\s+)?`?(?:\[\w+\] )?Failed to set MCP server log level: /, 'vscode', 'Failed to set MCP server log level: '],
  // … and its Agent Host's own log lines (AGENT_HOST_LINE_RE: microsoft/vscode#322990).
  [AGENT_HOST_LINE_RE, 'vscode', '[Agent'],
  // rmcp's server quoted with its tower module as the tracing target (rust-sdk.ts RMCP_RESUME_FAILED_RE: gents-ai/gents#639).
  [RMCP_RESUME_FAILED_RE, 'rust-sdk', 'returning empty stream'],
  // rmcp's client handshake error (ClientInitializeError's "Send message error <transport error>, when send initialize
  // request") as the app that ran the client logs it with tracing's own layout, its binary as the target: `…Z ERROR
  // probe_client: Client error: Send message error Client error: HTTP status client error (404 Not Found) for url (…),
  // when send initialize request` (modelcontextprotocol/rust-sdk#196). Not a host's wrapping of the same words: Codex's
  // and Goose's carry `Transport [<worker>]` and their own sentences (codex.ts, goose.ts), read by their readers.
  [/^\d{4}-\d\d-\d\dT[\d:.]+Z\s+(?:ERROR|WARN)\s+(?!codex)[\w:]+: (?:[\w ]{1,40}: )?Send message error (?!Transport\b).*, when send (?:initialize request|initialized notification)\s*$/, 'rust-sdk', 'Send message error '],
  // The Python SDK client's own loggers in Python logging's default format (`DEBUG:mcp.client.streamable_http:Sending
  // client message: root=JSONRPCRequest(…)`, as basicConfig(level=DEBUG) prints them: langchain-ai/langchain-mcp-adapters#364)
  // or an app's format with the logger's name between dashes (`… - mcp.client.streamable_http - DEBUG - …`): the SDK
  // wrote those lines, whatever application embeds it.
  // So is loguru's layout, the logger's module, function and line after the padded level (`2026-08-18 00:28:00.266 |
  // INFO     | mcp.client.streamable_http:_maybe_extract_session_id_from_response:181 - Received session ID: …`: Open
  // WebUI's backend log, open-webui/open-webui#27795, OVINC-CN/OpenWebUI#231).
  [PY_CLIENT_LOGGER_RE, 'python-sdk', 'mcp.client.'],
  // The Python SDK's session refusing a message it cannot take yet, as a FastMCP server's Rich console prints it: the
  // bracketed clock, the padded level, the SDK's words, its own module at the right (`[09/29/25 17:22:27] WARNING  Failed
  // to validate request: Received request before initialization was complete   session.py:363`, over the jq-printed
  // error it answered: hyperskill/enlighter-content#77). The session module wrote that line, whatever server runs on it.
  [/^(?:\[\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d\] +)?(?:DEBUG|INFO|WARNING|ERROR) +Failed to validate (?:request|notification)\b.*\bsession\.py:\d+$/, 'python-sdk', 'Failed to validate '],
  // The Streamable HTTP client's logger.exception when a request's SSE answer stream breaks, as a Rich console prints the
  // record (the bracketed clock, date and time or the time alone, then the padded level): `[20:15:43] ERROR    Error
  // reading SSE stream:` (PrefectHQ/fastmcp#937). The SDK's client module wrote it, whatever application runs it.
  [/^(?:\[(?:\d\d\/\d\d\/\d\d )?\d\d:\d\d:\d\d\] +)?ERROR +Error reading SSE stream:/, 'python-sdk', 'Error reading SSE stream:'],
  // The Streamable HTTP client's listening GET stream reconnecting: only that module writes the sentence, whatever
  // application's logger prints it ("INFO  GET stream disconnected, reconnecting in 1000ms...": OpenHands/software-agent-sdk#1739).
  [/\bGET stream disconnected, reconnecting in \d+ms\b/, 'python-sdk', 'GET stream disconnected'],
  // … and its handshake sentences under an app's format that names the module, not the logger (`… - streamable_http -
  // INFO - Received session ID: …`, paste.ts moduleLine: openai/openai-agents-python#1404): the client module's own
  // sentences (the server's module of that name never says them).
  [/ - streamable_http - (?:DEBUG|INFO) - (?:Received session ID|Negotiated protocol version): /, 'python-sdk', ' - streamable_http - '],
  // … and its clients' post_writer sentence printed bare, with no logger name or stamp before it (a script's console with
  // the root logger's bare format: "Error in post_writer: Client error '403 Forbidden' for url '…'" under a sample's own
  // progress line, awslabs/agentcore-samples#142; "Error in post_writer: " alone,
  // PrefectHQ/fastmcp#280). Only the SDK's client transports say it, whatever program embeds them. The legacy SSE
  // client's later releases log it with logger.exception and no reason, the traceback under it ("Error in post_writer"
  // alone on its line, then "Traceback (most recent call last):": oraios/serena#487).
  [/^Error in post[_ ]writer(?::|\s*$)/, 'python-sdk', 'Error in post'],
  // … and its Streamable HTTP transport's warning when the DELETE that closes its session is refused, printed bare with
  // the status alone ("Session termination failed: 404" on a FastMCP Client's console: PrefectHQ/fastmcp#1747;
  // hosts/python-sdk.ts `python-sdk/session-termination-failed`). The status form is that transport's alone.
  [/^(?:WARNING:(?:[\w.]+:)?)?Session termination failed: [1-5]\d\d\s*$/, 'python-sdk', 'Session termination failed: '],
  // A reporter's heading naming the host's own log file the excerpt under it comes from, alone on its line and ending in
  // a colon: Codex's TUI log ("`~/.codex/log/codex-tui.log`:" over a list of its lines: sparfenyuk/mcp-proxy#158;
  // "Relevant log excerpt from C:\Users\<user>\.codex\log\codex-tui.log:": openai/codex#5444). The lines under it are
  // that file's, whatever their layout became in the paste.
  // LibreChat's own file log (winston's JSON records, one a line) about an MCP connection: the record's message opens with
  // its MCP tag, `[MCP][<server>]` or a user's connection `[MCP][User: <id>][<server>]` ({"event":{},"level":"error",
  // "message":"[MCP][everything] Connection failed: …"}: danny-avila/LibreChat#6495; {"code":401,"level":"error",
  // "message":"[MCP][User: …][speedy-mcp] Failed to establish connection …"} under a log viewer's epoch and ISO columns:
  // danny-avila/LibreChat#12254). The tag in a console line is read by the LibreChat reader itself.
  [/"level":"\w+","message":"\[MCP\](?:\[User: [^\]"]*\])?\[[^\]"]+\]/, 'librechat', '"message":"[MCP]'],
  // … and its connection's label for a transport error, its MCP tag or clock cut by the reporter (LIBRECHAT_TRANSPORT_ERROR_RE).
  [LIBRECHAT_TRANSPORT_ERROR_RE, 'librechat', 'Transport error ('],
  [/^(?:[#>*\s-]*[A-Za-z][\w ,()-]{0,60}?\s)?[`'"]?(?:~|%USERPROFILE%|\$HOME|[A-Za-z]:)?[\\/](?:[^\s`'"]*[\\/])?\.codex[\\/]log[\\/]codex-tui\.log[`'"]?\s*:\s*$/, 'codex', 'codex-tui.log'],
  // A stack frame in a host's own published bundle (BUNDLED_HOST_FRAMES), at its indent.
  ...BUNDLED_HOST_FRAMES.map(([re, host, hint]) => [new RegExp(`^\\s+${re.source.slice(1)}`), host, hint] as const),
];

/**
 * A bug template's environment line naming the MCP client the reporter used (`- MCP client: Claude (Cowork / Claude
 * Desktop)`: xpipe-io/xpipe#870; `- Claude Desktop: 1.11187.1` under `## Environment`: anthropics/claude-code#65643;
 * `- [x] Other: Claude Desktop`: anthropics/claude-code#5221; a server's template asking for the agent, `- Agent: Windsurf
 * | Claude 3.7 Sonnet`: mobile-next/mobile-mcp#89). The errors pasted around it are that client's words, so it
 * names the writer when nothing the text's lines say does (ENV_CLIENTS; one client named, else none).
 */
const ENV_CLIENT_LINE_RE = /^\s*(?:[-*•]\s*)?(?:\[[xX ]\]\s*)?(?:\*\*)?(?:(?:MCP |AI )?(?:client|host|agent)(?: app(?:lication)?)?|Other|(?<ownName>(?:Claude Desktop|Claude Code|Cursor|Windsurf|Zed|Cline)(?: version)?))(?:\*\*)?\s*[:：]\s*(?:\*\*)?(?<value>.{1,100})$/i;
/** The clients such a line may name, by the names reporters write. */
const ENV_CLIENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bClaude Desktop\b|\bCowork\b|\bClaude (?:for )?(?:Mac|Windows)\b/i, 'claude-desktop'],
  [/\bClaude Code\b/i, 'claude-code'],
  [/\bCursor\b/i, 'cursor'],
  // Not VS Code named as the editor a third-party agent extension runs in (`- MCP Client: Augment Code (VS Code
  // extension)`: oculairmedia/Letta-MCP-server#102): that extension's own MCP client wrote the errors, not VS Code's.
  // GitHub Copilot is the exception: its agent mode calls tools through VS Code's own MCP support, whichever of the two
  // the reporter wrote first (`GitHub Copilot (VS Code extension)`, `VS Code extension (GitHub Copilot Chat)`, `VS Code
  // Extension: Copilot Chat`). Not the Copilot CLI, a terminal client of its own that no VS Code runs.
  [/\b(?:VS ?Code|Visual Studio Code)\b(?!\s+(?:extension|plug-?in|fork)s?\b)|^(?=.*\bCopilot\b(?!\s+CLI\b)).*\b(?:VS ?Code|Visual Studio Code)\b/i, 'vscode'],
  [/\bWindsurf\b/i, 'windsurf'],
  [/\bZed\b/, 'zed'],
  [/\bCline\b/i, 'cline'],
  [/\bGoose\b/i, 'goose'],
  [/\bGemini CLI\b/i, 'gemini-cli'],
  [/\bCodex\b/i, 'codex'],
  [/\bLibreChat\b/i, 'librechat'],
];

/**
 * An environment bullet naming the client and the system it ran on, with no label (`- Claude Code on Windows 11 Pro`
 * under `## Environment`: anthropics/claude-code#69307; `- Claude Code on macOS (Darwin 25.4.0)`): the client, as
 * ENV_CLIENTS names it, then at most a version, `on`, an operating system with up to three words of its version or
 * edition and a parenthesis (no sentence after it).
 */
const CLIENT_ON_OS_RE =
  /^\s*[-*•]\s*(?:\*\*)?(Claude Desktop|Claude Code|Cursor|VS ?Code|Visual Studio Code|Windsurf|Zed|Cline|Goose|Gemini CLI|Codex|LibreChat)(?:\*\*)?(?: v?\d[\w.-]*)? on (?:Windows|macOS|Mac ?OS(?: X)?|Mac|Linux|Ubuntu|Debian|Fedora|Arch|WSL2?|Darwin)\b(?: [\w.-]+){0,3}(?: \([^()]{0,40}\))?\s*$/;

/**
 * A bug template's environment line whose value opens with the client and its version, the system and the rest after
 * a comma (`**Environment:** Claude Code 2.1.220 (native install), Windows 11, Node-based stdio MCP servers.`:
 * anthropics/claude-code#83246). The client first, as the one the report is about; a line listing the system first
 * is left to the rows above.
 */
const ENV_OPENS_WITH_CLIENT_RE =
  /^\s*(?:[-*•]\s*)?(?:\*\*)?Environment(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(Claude Desktop|Claude Code|Cursor|VS ?Code|Visual Studio Code|Windsurf|Zed|Cline|Goose|Gemini CLI|Codex|LibreChat)(?: v?\d[\w.-]*)?(?: \([^()]{0,40}\))?(?:,|\s*$)/;

/**
 * A value after ENV_CLIENT_LINE_RE's `ownName` label that answers the template's question about that client: a release
 * (a number first, or a dotted version anywhere in it: `Version 0.9.3 (Mac)`, `Cursor 1.2.3`, `macOS app, 0.9.2`,
 * `Yes, 2.0.14`), a channel's name after an optional `version` (`Latest`, `Next` for Windsurf Next), or a bare yes (a
 * template's list of clients ticked by a word: `- Cursor: yes`). Not a sentence with none of these, the reporter's verdict
 * on that client (`Same — works.`).
 */
const RELEASE_VALUE_RE =
  /^\s*v?\d|(?:^|[^\w.])v?\d+\.\d+|^\s*(?:version\s*)?(?:latest|stable|preview|beta|nightly|insiders?|canary|next)\b|^\s*yes\s*[.!]?\s*$/i;

/** The one client an environment line names (CLIENT_ON_OS_RE, ENV_OPENS_WITH_CLIENT_RE, ENV_CLIENT_LINE_RE), else null. */
export function clientNamed(line: string): string | null {
  if (line.length > 160) return null;
  const on = CLIENT_ON_OS_RE.exec(line) ?? ENV_OPENS_WITH_CLIENT_RE.exec(line);
  if (on !== null) return ENV_CLIENTS.find(([re]) => re.test(on[1]!))?.[1] ?? null;
  const m = /[:：]/.test(line) ? ENV_CLIENT_LINE_RE.exec(line) : null;
  if (m === null) return null;
  const value = m.groups!['value']!;
  // A label that is the client's own name gives its version (`- Claude Desktop: 1.11187.1`, `Claude Desktop version:
  // Latest`); a sentence after it is the reporter's verdict on that client among others they tried (`**Claude
  // Desktop:** Same — works.` under the failing client's notice: anthropics/claude-ai-mcp#172), not the writer.
  if (m.groups!['ownName'] !== undefined && !RELEASE_VALUE_RE.test(value)) return null;
  // The line's own label may be the client's name (`- Claude Desktop: 1.11187.1`): read it with the value.
  const said = `${line.slice(0, m.index + m[0].length - value.length)} ${value}`;
  const hosts = new Set(ENV_CLIENTS.filter(([re]) => re.test(said)).map(([, h]) => h));
  // Claude Desktop's Cowork runs Claude Code inside it: the app's name decides.
  if (hosts.has('claude-desktop')) hosts.delete('claude-code');
  return hosts.size === 1 ? [...hosts][0]! : null;
}

/**
 * Cursor's V2 client logging an error of the TypeScript SDK's protocol layer about a message it no longer tracks:
 * `Client error: Received a progress notification for an unknown token: {…}` (Pr-Mex/vanessa-automation#2711), or the
 * same broken after its colon by the reporter, the heading alone over the SDK's sentence (lennix1337/Genexus18MCP#44).
 * Other programs' "Client error:" lines (rmcp's `Client error: Send message error …` behind tracing's prefix) say other
 * words; only the SDK's two sentences about untracked messages after Cursor's heading are taken.
 */
const CURSOR_CLIENT_ERROR_RE = /^(?:Client error: )?Received a (?:progress notification for an unknown token|response for an unknown message ID)\b/;
function cursorClientError(line: string, afterHeading: boolean): boolean {
  const t = line.trim();
  if (!t.startsWith(afterHeading ? 'Received a ' : 'Client error: Received a ')) return false;
  return CURSOR_CLIENT_ERROR_RE.test(t);
}

function writerOf(line: string): string | null {
  // Each row's literal first: nearly every line of a text holds none of them, and a regular expression is tried only on
  // a line that holds its own row's (every match of a row contains it).
  for (const [re, host, hint] of WRITERS) if (line.includes(hint) && re.test(line)) return host;
  return null;
}

/**
 * The rest of a sentence a logger or a reporter broke after a semicolon with a hanging indent: the line ends in ';'
 * (the sentence goes on), the next sits deeper and goes on in prose, lower case (Copilot CLI's catalog warning
 * `… Failed to list MCP tools for x;` over `    continuing with the previously listed tools: MCP request timed out
 * after 60000 ms`: github/copilot-cli#4731). Not code (a statement under a statement is not prose: `foo();`), no
 * clock, no JSON-RPC, no words of its own a row reads.
 */
function hangsOnto(prevLine: string, line: string): boolean {
  if (!/\w;\s*$/.test(prevLine) || indentOf(line) <= indentOf(prevLine)) return false;
  const t = line.trim();
  if (!/^[a-z]+ [a-z]/.test(t)) return false;
  if (STAMP_RE.test(t) || timeOnly(`${t} `) || readSaid(PHRASES, t) !== null || findJsonRpcAnywhere(t) !== null) return false;
  return true;
}

/**
 * Where a stamped record's words start (past its clock and the blanks after it), when the record ends in a colon, its
 * error chain still to come; -1 otherwise. A console that wraps a record's chain onto lines of its own aligns them under
 * the words, not under the clock: OpenClaw's gateway console, `18:05:01.125 [bundle-mcp] failed to start server "x"
 * (cmd):` over `             MCP server "x" timed out: did not complete initialize within 30s` and `             | MCP
 * server connection timed out after 30000ms`, the causes its error formatter joins with ' | ' (openclaw/openclaw#144911).
 */
function wordsColumnOpen(line: string): number {
  const c = line.charCodeAt(0);
  if (!(c === 91 || c === 32 || (c >= 48 && c <= 57))) return -1;
  if (!/[\w)"'\]]:\s*$/.test(line)) return -1;
  const t = STAMP_RE.exec(line) ?? TIME_ONLY_RE.exec(line) ?? TIME_12H_RE.exec(line);
  if (t === null || t[0].length >= line.trimEnd().length || !/\s$/.test(t[0])) return -1;
  return t[0].length;
}

/** The most lines, the record's own included, one record's chain under its words is joined from (wordsColumnOpen). */
const UNDER_WORDS_MAX_LINES = 8;

/**
 * A line of the chain under a stamped record's words (wordsColumnOpen): indented to exactly the words' column, in words
 * (or a cause after the formatter's '|'), not a stack frame, no clock, no JSON-RPC. A frame or a member line under an
 * error sits at its own indentation, and a line at the clock's column is the next record.
 */
function goesOnUnderWords(column: number, line: string): boolean {
  if (indentOf(line) !== column) return false;
  const t = line.trim();
  if (!/^(?:\|\s*)?[A-Za-z"'(]/.test(t) || /^at\s/.test(t)) return false;
  return !(STAMP_RE.test(t) || timeOnly(`${t} `) || findJsonRpcAnywhere(t) !== null);
}

/** The head's lines with each stamped record's chain under its words rejoined (wordsColumnOpen), as the reader will read them. */
function underWordsRejoined(head: readonly string[]): readonly string[] {
  if (!head.some((l) => wordsColumnOpen(l) > 0)) return head;
  const out: string[] = [];
  for (let i = 0; i < head.length; i++) {
    let text = head[i]!;
    const column = wordsColumnOpen(text);
    let j = i;
    for (let lines = 1; column > 0 && lines < UNDER_WORDS_MAX_LINES; lines++) {
      // One blank line between chain lines (a double-spaced copy) parts nothing.
      const k = head[j + 1]?.trim() === '' && head[j + 2] !== undefined && goesOnUnderWords(column, head[j + 2]!) ? j + 2 : j + 1;
      if (k >= head.length || !goesOnUnderWords(column, head[k]!)) break;
      j = k;
      text = `${text.trimEnd()} ${head[j]!.trim()}`;
    }
    out.push(text);
    i = j;
  }
  return out;
}

/**
 * A line that opens a quotation and leaves it open (an odd count of '"', words after the last): a reporter quoting a
 * host's message in a numbered step, the quote wrapped onto a hanging line under the step's text ('4. Claude Code shows:
 * "Got new credentials, but reconnecting to' over '   tasks failed: HTTP 400 at https://…"': anthropics/claude-code#92632).
 * The last '"' must open the quote: at the line's start or after a space, '(' or ':', the quoted words starting right
 * after it. A Python frame cut inside its path leaves an odd count too, but its '"' either opens a path (`File
 * "/usr/lib/…` over the rest of it) or closes one (`…/crew_base.py", line 97, in get_mcp_tools`, whose rest came on the
 * line before): neither is a quotation, and holding it would only charge the frame's line as a part of the next. A quote
 * that ends in an ellipsis was shortened by its writer, not wrapped (Copilot CLI's `changeRequest: "Move the …`).
 */
function quoteLeftOpen(line: string): boolean {
  if ((line.match(/"/g)?.length ?? 0) % 2 === 0) return false;
  const at = line.lastIndexOf('"');
  const before = line.slice(0, at);
  const rest = line.slice(at + 1);
  if (at > 0 && !/[\s(:]$/.test(before)) return false;
  if (/\bFile\s*$/.test(before)) return false;
  if (/(?:…|\.\.\.)\s*$/.test(rest)) return false;
  return /^[\w[(]/.test(rest);
}

/**
 * The rest of a quotation left open (quoteLeftOpen): deeper than the line it continues (a list item's hanging indent),
 * and only when the two read joined are a host's words a row reads: otherwise the lines stay apart.
 */
function quoteClosesOnto(heldText: string, prevLine: string, line: string): boolean {
  if (indentOf(line) <= indentOf(prevLine) || !line.includes('"')) return false;
  return readSaid(PHRASES, `${heldText.trimEnd()} ${line.trim()}`.trim()) !== null;
}

/** The head's lines with each quotation left open rejoined with its hanging rest (quoteClosesOnto), as the reader reads them. */
function quotesRejoined(head: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < head.length; i++) {
    const l = head[i]!;
    const next = head[i + 1];
    if (next !== undefined && quoteLeftOpen(l) && quoteClosesOnto(l, l, next)) {
      out.push(`${l.trimEnd()} ${next.trim()}`);
      i++;
    } else out.push(l);
  }
  return out;
}

/**
 * A Markdown block quote's line: '>' at the margin (up to three spaces before it, as CommonMark allows), words after it.
 * Consecutive such lines are one paragraph as GitHub renders it: a reporter quoting an app's modal notice types it over
 * as many lines as it fills ('> MCP x: Couldn't start this server for Cowork and Code sessions' over '> (they run their
 * own copy of it), so they can't use its tools:' over '> Connection closed': anthropics/claude-code#89447).
 */
const MD_QUOTE_LINE_RE = /^ {0,3}>[ \t]?(?=\S)/;
/**
 * The words the app's Cowork notice opens with after the server's name (claudeAppQuotedPhrases' shared-pool rows): a
 * block-quote line holding them is held by the reader for the quote's rest. Lines without them go on at once, their
 * dispositions as before (a held line is accounted a part of what it joins).
 */
const MD_QUOTE_NOTICE_START_RE = /\bCouldn't start\b/;
/** The most lines of one block-quote paragraph read as one sentence (mdQuoteRuns). */
const MD_QUOTE_MAX_LINES = 6;

/** A block-quote line's words without its quote mark (MD_QUOTE_LINE_RE). */
function mdQuoteWords(line: string): string {
  return line.replace(MD_QUOTE_LINE_RE, '').trim();
}

/** The one sentence a run of block-quote lines reads as: the first line kept whole, each next one's words after it. */
function mdQuoteJoined(lines: readonly string[]): string {
  return lines.map((l, i) => (i === 0 ? l.trimEnd() : mdQuoteWords(l))).join(' ');
}

/**
 * The head's block-quote paragraphs of two or more lines (MD_QUOTE_LINE_RE), each read as the one sentence it renders
 * as; whether any is a sentence only Claude's apps write (claudeAppQuotedPhrases) is the sniff's question, and the
 * reader joins the same lines (mdQuote) only when that row reads them joined.
 */
function mdQuoteRuns(head: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const end = (): void => {
    if (run.length >= 2) out.push(mdQuoteJoined(run));
    run = [];
  };
  for (const l of head) {
    if (MD_QUOTE_LINE_RE.test(l) && run.length < MD_QUOTE_MAX_LINES) run.push(l);
    else {
      end();
      if (MD_QUOTE_LINE_RE.test(l)) run.push(l);
    }
  }
  end();
  return out;
}

/**
 * Python prints a chain of exceptions cause first: a framework that raises its own error from a timer's
 * (`raise ConnectionError(f"{error_message}: {e}") from e` around `asyncio.wait_for`) prints a bare
 * `TimeoutError` (its text is empty: PY_BARE_TIMEOUT_RE), then "The above exception was the direct cause of the following exception:",
 * then its error with nothing after the colon ("ConnectionError: Failed to get tools from MCP server: ":
 * googlecodelabs/feedback#1730). The cause is one link up the printout; the reader restates it in the empty slot so the
 * final error says what ended the call ("… MCP server: TimeoutError").
 */
/**
 * The Python SDK client's own record that its listening GET stream failed (mcp/client/streamable_http.py
 * handle_get_stream logs "GET stream error" with logger.debug(…, exc_info=True), then reconnects or gives up): the
 * printout under it is that stream's. No request waits on the listening stream (Streamable HTTP, 2025-03-26 and later:
 * the GET carries only what the server sends unasked), so its errors are the session's, not a request's. The reader
 * appends PY_GET_STREAM to the printout's exception lines, and the rows that read httpx's errors as a send's failure
 * leave such a line alone (hosts/python-sdk.ts pythonHttpxExchangePhrases).
 */
const PY_GET_STREAM_ERROR_RE = /\bmcp\.client\.streamable_http\b.*?\bGET stream error\s*$/;
export const PY_GET_STREAM = "(on the session's listening GET stream)";
/**
 * The same printout when the paste cut the record above it: the SDK's own frame of the listening stream's task
 * (`mcp/client/streamable_http.py", line 249, in handle_get_stream`, mcp 2.3.0: test/fixtures/ingest/python-sdk/
 * 2.3.0-session-404) says whose it is. Python prints the chain cause first, so that frame comes in the last traceback,
 * after the exception lines it explains: the reader holds a printout at the margin from its head to its end
 * (printoutGoesOn) and reads it as the GET stream's when such a frame was in it.
 */
const PY_GET_STREAM_FRAME_RE = /[\\/]mcp[\\/]client[\\/]streamable_http\.py", line \d+, in _?handle_get_stream\s*$/;
/** A printout longer than this is read as it goes (no frame held back further). */
const PRINTOUT_MAX_LINES = 400;
/**
 * The SDK client's debug record of a request it sent (`Sending client message: jsonrpc='2.0' id=2 method='tools/list' …`):
 * the id and method the reader keeps, so a ClientSession frame for that method in the printout after it is that request
 * (pyFrameOfSent), not another.
 */
const PY_SENT_REQUEST_RE = /\bSending client message: jsonrpc='2\.0' id=(\d+|'[^']*') method='([^']+)'/;
/**
 * The TypeScript SDK's StreamableHTTPClientTransport error (`StreamableHTTPError`, whose message opens `Streamable HTTP
 * error: `, whatever failed after it): only that transport's class words it so, whichever host prints it, so the line's
 * request went over Streamable HTTP (Doist/todoist-mcp#309: `Streamable HTTP error: Error POSTing to endpoint: {…}`).
 * The SSE client transport's own refusal (`Error POSTing to endpoint (HTTP 404): …`) carries no such prefix.
 */
const STREAMABLE_HTTP_ERROR_RE = /(?:^|[\s:("'`])Streamable HTTP error: \S/;

/** The transports whose connect line opens a session (pySdkClientTransport); stdio's evidence is no such line. */
const HTTP_CONNECTS: ReadonlySet<Transport | null> = new Set<Transport>(['streamable-http', 'http+sse']);
/** A ClientSession frame (`…/mcp/client/session.py", line 1284, in list_tools`): the method's name. */
const CLIENT_SESSION_METHOD_OF: ReadonlyMap<string, string> = new Map(CLIENT_SESSION_METHODS);
const PY_SESSION_FRAME_FN_RE = /["/\\]mcp[/\\]client[/\\]session\.py", line \d+, in (\w+)\s*$/;
/** The note the reader appends to a ClientSession frame for a request the log shows sent with its id. */
export const pySentFrameNote = (id: string): string => `(the request sent above with id ${id})`;

/**
 * Python's `logger.exception`: the record's message first, the traceback under it, the exception last. A message that
 * ends at its colon ("Error in post_writer: ", the Python SDK client's record of what stopped its POST task) had an
 * exception whose str() is empty — httpx's ReadTimeout, anyio's ClosedResourceError — and only the traceback's last line
 * says which. The reader holds that record (hosts/python-sdk.ts python-sdk/post-writer-no-reason, whose reading turns on
 * the empty slot) while a traceback printed at the margin goes on, and reads it with the traceback's last line in the
 * slot; the traceback is then part of the record, and its last line no second failure (PrefectHQ/fastmcp#280's bare
 * records; with their tracebacks a read timeout and a server that hung up read apart).
 */
const PY_EMPTY_SLOT_RE = /:\s*$/;

/**
 * The Python SDK 1.x client waits for each answer inside its own per-request timer (`with anyio.fail_after(timeout):
 * response_or_error = await response_stream_reader.receive()` in BaseSession.send_request). A printed chain whose
 * frames run from anyio's `fail_after` (PY_FAIL_AFTER_FRAME_RE) into that `send_request` and down to the wait, then a CancelledError, shows the
 * wait cancelled inside the timer's own scope: the timer's deadline (anyio cancels the scope, then raises TimeoutError
 * and the SDK its McpError "Timed out while waiting…"). A cancel from outside is a BaseException a host does not catch
 * and log as a tool's failure; a closed stream ends the wait with EndOfStream, no CancelledError. Hosts print that
 * chain as the call's failure, and pastes often stop before its last line (AstrBot's WARN traceback 20 s after the
 * call, cut at "asyncio.exceptions.Cancelle": AstrBotDevs/AstrBot#2698). The reader appends PY_WAIT_TIMER to the
 * CancelledError's line, for the row that reads it (hosts/python-sdk.ts python-sdk/request-timer-scope-cancelled).
 */
const PY_SEND_REQUEST_FRAME_RE = /[\\/]mcp[\\/]shared[\\/]session\.py", line \d+, in send_request\s*$/;
const PY_WAIT_FRAME_RE = /[\\/](?:anyio[\\/]streams[\\/]memory\.py", line \d+, in receive|asyncio[\\/]locks\.py", line \d+, in wait|anyio[\\/]_backends[\\/]_asyncio\.py", line \d+, in wait)\s*$/;
const PY_CANCELLED_LINE_RE = /^\s*(?:\|\s*)?(?:asyncio\.(?:exceptions\.)?)?Cancell/;
export const PY_WAIT_TIMER = "(cancelled inside send_request's fail_after)";

/**
 * The same chain cut before its CancelledError, known from what it was raised in: anyio's memory stream raises WouldBlock
 * when no answer is queued and waits in its `except WouldBlock:` handler, so a chain printed as WouldBlock, then "During
 * handling of the above exception, another exception occurred:", then frames from fail_after into send_request holds an
 * exception the wait raised — and anyio 4 (the SDK requires 4.5 or later) raises the closed stream's EndOfStream `from
 * None`, which prints no such context: what the wait raised is its cancel. Pastes stop there too (AstrBot's WARN
 * traceback 20 s after the call, cut in the frame under send_request: AstrBotDevs/AstrBot#2939). The reader holds the
 * send_request frame and, when the printout ends with no exception line of its own (the text's end, or the next record
 * at the margin), restates it with PY_WAIT_TIMER_CUT for the row that reads it (hosts/python-sdk.ts
 * python-sdk/request-timer-wait-cut); an exception line, or a whole frame that is not the wait's, lets it go unmarked.
 */
const PY_WOULD_BLOCK_LINE_RE = /^\s*(?:\|\s*)?anyio\.WouldBlock\s*$/;
export const PY_WAIT_TIMER_CUT = "(the wait under send_request's fail_after, cancelled; the printout stops before its exception)";

/**
 * The same wait with no timer of its own (send_request's frame not under fail_after: the 1.x SDK waits forever when no
 * read timeout is set), cancelled by an anyio cancel scope ("CancelledError: Cancelled via cancel scope 7f…", older anyio
 * "Cancelled by cancel scope …"): the client transport runs its reader and writer in a task group around the session,
 * and when one of them fails (the POST could not connect, the server answered an error status) the group cancels the
 * session's wait instead of answering it. So a request's wait ended by that scope is the transport failing under it
 * (microsoft/agent-framework#5667, whose fix #5687 names an unreachable server; #7699 traces a 401 the same way;
 * openai/openai-agents-python#1049 in initialize). A bare CancelledError (no scope named) is another task's cancel or
 * asyncio's own timeout, which the chain's next exception says: not marked. The reader appends PY_WAIT_SCOPE for the
 * row that reads it (hosts/python-sdk.ts python-sdk/request-wait-scope-cancelled).
 */
const PY_SCOPE_CANCELLED_RE = /^\s*(?:\|\s*)?(?:asyncio\.(?:exceptions\.)?)?CancelledError: Cancelled (?:by|via) cancel scope [0-9a-f]+\s*$/;
export const PY_WAIT_SCOPE = "(cancelled in send_request's wait by its task group)";

/**
 * The cancel an anyio scope dealt, as an app printed the exception it caught (`print(e)`: "Cancelled by cancel scope
 * 181bc7de3c0", openai/openai-agents-python#1288; after its own label: "Catch an MCP connection error: Cancelled by
 * cancel scope …", google/adk-python#3708; "MCP server failed to initialize: Cancelled via cancel scope …",
 * microsoft/agent-framework#7699): the message at the end of its line, no frames around it.
 */
const PY_SCOPE_PRINTED_RE = /\bCancelled (?:by|via) cancel scope [0-9a-f]+\s*$/;
/**
 * When such a cancel came first and asyncio then reports the SDK client transport's generator failing as it closed
 * (PY_TRANSPORT_CLOSE_RE), the connect was cancelled because the transport's task group failed under it. The group's
 * own error (a ConnectError, an HTTP status: rows read those) usually follows in its box; a paste cut before any
 * exception line of the box leaves only the failure itself. The reader then restates the generator's line with
 * PY_TRANSPORT_CUT, after the box, for the row that reads it (hosts/python-sdk.ts python-sdk/transport-group-failed).
 */
export const PY_TRANSPORT_CUT = "(the transport's task group failed; the printout stops before its error)";
/**
 * An app's error record whose message ends in the Python SDK client's `Session terminated` (mcp/client/streamable_http.py:
 * its words for a POST answered 404 whose body is no JSON-RPC error, whatever the app says around them; 2.x's class is
 * MCPError, its HTTP client httpx2), right under httpx's record of a POST to an MCP
 * path answered 404 (python-sdk/httpx-request-refused): the one refusal, printed by the two writers (a kagent agent after
 * its tool server was redeployed, its cached Mcp-Session-Id unknown to the new process: kagent-dev/kmcp#108). The record
 * is read restated with PY_404_SESSION_TERMINATED, at httpx's line, for the row that reads it
 * (hosts/python-sdk.ts python-sdk/post-404-session-terminated).
 */
const PY_SESSION_TERMINATED_TAIL_RE = /:\s*(?:(?:[\w.]+\.)?M(?:cp|CP)Error:\s*)?Session terminated\s*$/;
export const PY_404_SESSION_TERMINATED = '(the Python SDK client\'s words for the 404 to the POST above)';
/** httpx's record of a POST to an MCP path answered 404 (the refusal the SDK words as `Session terminated`). */
const httpxPost404 = (l: string): boolean => {
  const said = l.includes('HTTP Request: POST ') ? readSaid(pythonHttpxExchangePhrases, l) : null;
  return said?.phrase === 'python-sdk/httpx-request-refused' && said.status === 404;
};
/** Head line i is httpx's 404 to a POST and the next line with words is an app's record ending in the SDK's words for it. */
const post404Terminated = (head: readonly string[], i: number): boolean => {
  if (!httpxPost404(head[i]!)) return false;
  let j = i + 1;
  while (j < head.length && head[j]!.trim() === '') j++;
  return j < head.length && PY_SESSION_TERMINATED_TAIL_RE.test(head[j]!);
};
/** A line of an exception group's box (`  + `, `  | `, `    | `, `  +-+---- 1 ----`) or asyncio's `asyncgen:` line. */
const PY_GROUP_BOX_RE = /^\s*(?:[+|]|asyncgen: )/;
/** An exception line inside the box (its class, then ':' or the line's end), not the group's own summary. */
const PY_BOX_EXCEPTION_RE = /^[\s+|-]*(?!\w*ExceptionGroup: )[A-Za-z_][\w.]*(?:Error|Exception)\b(?::|\s*$)/;

/**
 * A TimeoutError raised out of anyio's fail_after (its frame, then `raise TimeoutError`, then the bare exception): a
 * deadline's scope expired. An app's own around an MCP call (pydantic-ai's `with anyio.fail_after(self.timeout):`
 * around the session's initialize: pydantic/pydantic-ai#2401, the maintainer pointing at that line) follows the wait's
 * CancelledError in the chain ("During handling of the above exception…"): the wait was cancelled by the deadline, not
 * by a failed transport, and the deadline is the app's. The reader appends PY_FAIL_AFTER_APP, or PY_FAIL_AFTER_SDK when
 * the frame above fail_after was the SDK's send_request (its own read timeout, whose McpError usually follows).
 */
const PY_BARE_TIMEOUT_LINE_RE = /^\s*(?:\|\s*)?(?:asyncio\.(?:exceptions\.)?)?TimeoutError\s*$/;
export const PY_FAIL_AFTER_APP = "(raised by fail_after around the call)";
export const PY_FAIL_AFTER_SDK = "(raised by send_request's fail_after)";

/**
 * asyncio.wait_for's deadline, as Python 3.11+ prints it: the awaited work is cancelled (a bare CancelledError ends the
 * first traceback), and wait_for raises TimeoutError *from* that cancel, so "The above exception was the direct cause of
 * the following exception:" follows and the next traceback starts at the caller's `… = await asyncio.wait_for(` line.
 * An app's `raise X from e` in an except block prints its own raise line there instead, so the wait_for call line right
 * under the chain says the deadline fired even when the paste stops before the TimeoutError (google/adk-docs#1226: ADK's
 * create_session, cut in that frame's source line). The reader appends PY_WAIT_FOR_DEADLINE, naming the caller's
 * function and file, to that source line for the row that reads it (hosts/other-clients.ts adk/create-session-timed-out).
 */
const PY_BARE_CANCELLED_RE = /^\s*(?:asyncio\.(?:exceptions\.)?)?CancelledError\s*$/;
const PY_DIRECT_CAUSE_RE = /^\s*The above exception was the direct cause of the following exception:\s*$/;
const PY_WAIT_FOR_CALL_RE = /\bwait_for\(/;
export const pyWaitForDeadline = (fn: string, file: string): string => `(wait_for's deadline: a CancelledError is its direct cause; in ${fn}, ${file})`;

/**
 * Whether the head holds such a chain: a bare CancelledError, the direct-cause line, and a traceback whose first frame's
 * source line calls wait_for (the sniff's view of PY_WAIT_FOR_DEADLINE). Blank and one-space lines between are allowed.
 */
function waitForDeadlineChain(head: readonly string[]): boolean {
  let step = 0;
  for (const l of head) {
    if (l.trim() === '') continue;
    step = waitForStepAfter(step, l);
    if (step === WAIT_FOR_CALL) return true;
  }
  return false;
}

/** The wait_for call line that ends the chain (waitForStepAfter). */
const WAIT_FOR_CALL = 5;

/**
 * Where a wait_for deadline chain is after one non-blank line, from where it was: 1 after a bare CancelledError, 2 after
 * the direct-cause line, 3 after the next traceback's head, 4 after its first frame, WAIT_FOR_CALL on the wait_for call
 * line under it; 0 when the line breaks the chain. The sniff (waitForDeadlineChain) and the reader step alike.
 */
function waitForStepAfter(step: number, l: string): number {
  if (PY_BARE_CANCELLED_RE.test(l)) return 1;
  if (step === 1 && PY_DIRECT_CAUSE_RE.test(l)) return 2;
  if (step === 2 && PY_TRACEBACK_HEAD_RE.test(l.trim())) return 3;
  if (step === 3 && PY_FRAME_RE.test(l)) return 4;
  if (step === 4 && PY_WAIT_FOR_CALL_RE.test(l)) return WAIT_FOR_CALL;
  return 0;
}

/** Whether a message event is a request pasted without an id, as a client shows the call it sent. */
function isPastedRequest(e: WireEvent): boolean {
  const m = e.message;
  return m !== undefined && typeof m.method === 'string' && m.id === undefined;
}

/**
 * Lines between a pasted request's end and the error object under it: a fence's close, a blank, a label, a fence's open
 * (six), counted in the file's lines, so a double-spaced copy (a blank between every two lines) puts twice as many and one.
 */
const PASTED_ANSWER_GAP = 2 * 6 + 1;

/**
 * An error object a client library threw, as a client's panel shows what a call got back: a name ending in Error or
 * Exception and an HTTP status member (Notion's client's `{"name":"APIResponseError","code":"service_unavailable",
 * "status":503,"headers":{},"body":"{…\"message\":\"Public API service is temporarily unavailable…\"}"}` under a
 * tools/call the MCP Inspector sent to Notion's hosted server: makenotion/notion-mcp-server#112). The status is the
 * server's own call upstream, not this exchange's: the server answered the call with its failure.
 */
const API_ERROR_OBJECT_RE = /^\{(?=.*"name"\s*:\s*"[A-Za-z]*(?:Error|Exception)")(?=.*"(?:status|statusCode)"\s*:\s*[1-5]\d\d\b)/;
/** The message such an object carries: its own member, or one inside its escaped JSON body. */
const API_ERROR_MESSAGE_RE = /\\?"message\\?"\s*:\s*\\?"((?:[^"\\]|\\(?!"))+)\\?"/;

/**
 * The answer an error object pasted right under a pasted request (isPastedRequest) is: the request, its method and its
 * tool or resource, failed with it (API_ERROR_OBJECT_RE). The object is the server's answer (HostSaid.serverAnswer): its
 * HTTP status is the server's own call upstream, not this exchange's (makenotion/notion-mcp-server#112).
 */
function pastedAnswer(rec: string, req: WireEvent): HostSaid | null {
  if (!API_ERROR_OBJECT_RE.test(rec)) return null;
  const error = API_ERROR_MESSAGE_RE.exec(rec)?.[1] ?? /"code"\s*:\s*"([^"]+)"/.exec(rec)?.[1] ?? /"name"\s*:\s*"([^"]+)"/.exec(rec)![1]!;
  const m = req.message!;
  const params = m.params as { name?: unknown; uri?: unknown } | undefined;
  const target = typeof params?.name === 'string' ? params.name : typeof params?.uri === 'string' ? params.uri : undefined;
  return { kind: 'failed', phrase: 'generic/pasted-request-error-object', method: m.method as string, ...(target !== undefined ? { target } : {}), error, serverAnswer: true };
}

/** A request on the wire as the text shows it: a method and an id. */
function isRequestEvent(e: WireEvent): boolean {
  const m = e.kind === 'message' ? e.message : undefined;
  return m !== undefined && typeof m.method === 'string' && (typeof m.id === 'number' || typeof m.id === 'string');
}

/** Whether two JSON values are the same value (object members in any order), at most `depth` levels deep. */
function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (depth > 32 || a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k) || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1)) return false;
  }
  return true;
}

/**
 * A client's log that prints each request twice as it sends it, as built and as written: the PHP SDK's session logs
 * "Sending message to server: {…}" pretty-printed with its RequestId still a number, then its stdio write stream logs
 * "Sent JsonRpcMessage: {…}" compact, the id serialised as a string (logiscape/mcp-sdk-php#18, Client/Transport/
 * StdioTransport.php). The next event, at the same instant, a request from the same side with the same method, the
 * same params and the same id as text, is that request again, not a second one (JSON-RPC §4 tells "0" from 0 on the
 * wire; here both are one write). Anything read between the two ends the pair.
 */
function writtenAgain(b: WireEvent, e: WireEvent): boolean {
  if (!isRequestEvent(e) || e.from !== b.from || e.session !== b.session || e.transport !== b.transport) return false;
  if (b.at !== null && e.at !== null && Math.abs(e.at - b.at) > 1000) return false;
  const mb = b.message!;
  const me = e.message!;
  return mb.method === me.method && String(mb.id) === String(me.id) && sameJson(mb.params, me.params);
}

/**
 * Each pretty-printed message (a block of lines, json-blocks.ts) is handed to the line reader as one
 * line, at its first line; a block that holds no message goes back line by line.
 *
 * A long line a row reads with an error in it is held while the lines under it continue that error: a
 * report or a terminal wrapped it at its width, and the error is only whole joined (a Go client's
 * 'tools/list -> error: Post "…": context deadline' over 'exceeded (Client.Timeout exceeded while awaiting
 * headers)': daytonaio/daytona#3859; 'initialize error: context deadline exceeded (Client.Timeout or context'
 * over 'cancellation while reading body)': microsoft/playwright-mcp#1393). The joined sentence is read at
 * its first line.
 */
function open(ctx: ReaderContext): LineSink {
  // A Node process's crash printout (node-crash.ts) ends the process whose output this text is: a transport-close
  // after the crash's last line, with the crash as its reason. The lines themselves stay words (the error in them
  // may be a request's, read by the rows). The close waits in `closing` until the reader has emitted every event
  // of the crash's lines (a block or a wrapped sentence may be held), so it lands after them.
  let crash: { first: number; last: number; lines: string[] } | null = null;
  // Node's crash printout at the start of the lines, its frames through the SDK's server side: the text is that
  // server's own stderr, so the TypeScript SDK wrote it (a relayed copy carries the relay's prefix on each line).
  let serverCrash = false;
  // A crash printout whose inspected error is the SDK's McpError (INSPECTED_MCP_ERROR_RE): a program built on the
  // TypeScript SDK crashed on the SDK's own error. Its writer when no line names another (punkpeye/fastmcp#18).
  let mcpErrorCrash = false;
  // A stack frame through the SDK's server side anywhere in the text (serverErrorStack): the server's stderr, its writer
  // when no line names another.
  let serverFrame = false;
  let closing: WireEvent | null = null;
  let closeAfter = 0;
  // The SDK's McpError of a pending request (HostSaid.pending) printed with its stack: held, with the events after it,
  // while its frames go on, so that a frame in a host's own bundle can name the process that printed it
  // (HostSaid.writer): Claude Code's cli.js under an uncaught 'Connection closed' (anthropics/claude-code#1995, #3634).
  let stacked: WireEvent[] | null = null;
  // Only the class's own print (McpError) has its frames read for the host's bundle (stackWriter); the SDK's message
  // without the class ('Error: MCP error -1: Connection closed': nanbingxyz/5ire#221) is held only for the transport
  // its frames name (stackTransport).
  let stackWriter: string | null = null;
  // The TypeScript SDK client transport a frame under the held words names (clientTransportOfFrame): the transport of the
  // words' request (HostSaid.transport) when their line gave none — the frames are that rejection's, not the session's.
  let stackTransport: Transport | null = null;
  // A TypeScript server's crash words (CRASH_WORDS), held with the frames under them until they end: they ended the
  // process, and the connections with it, only when the throw went uncaught, so they keep their word only where a frame
  // through the SDK is under them, Node's print of an uncaught throw is around them (the throw site's caret above, a
  // crash opener, the version line after) — else they are a caught error logged (a refused connect() leaves the
  // connection it would not replace untouched), or any Node program's EPIPE.
  // `label`: the words' relay label (RELAY_LABEL_RE), which the frames under them carry too when a client relays the
  // server's stderr line by line under it (rust-mcp-sdk's `Process error: `: rust-mcp-stack/rust-mcp-sdk#31).
  let crashWords: { events: WireEvent[]; crash: boolean; label: string | null } | null = null;
  // The lines right under a caret line (Node's print of an uncaught throw's site: the source line, the `^` under it).
  const underCaret = new Set<number>();
  const crashLines = new Set<number>();
  // A request a reporter pasted as the object a client shows (no id), the last message event: an error object pasted
  // right under it is its answer (pastedAnswer). Kept as the event, read only when an answer comes; with the line the
  // request ends on.
  let pasted: WireEvent | null = null;
  let pastedLast = 0;
  // A request the client's log may print again as it writes it (writtenAgain): held one event.
  let built: WireEvent | null = null;
  // The transports the Python SDK client's own lines said it connected over (pySdkClientTransport), each from its line
  // on: an event of a later line that names no transport of its own carries the latest, as VS Code's reader stamps the
  // transport its connection lines name. Events leave in line order or held a little (built, stacked), so the stamp
  // goes by the event's own line, not by when it leaves.
  const connected: { line: number; transport: Transport }[] = [];
  // The lines whose own words name the client transport that printed them (STREAMABLE_HTTP_ERROR_RE): the words of
  // that line only, since a paste may quote errors of other connections around it, and as their request's transport
  // (HostSaid.transport), not their session's. A line no row reads belongs to no request: it labels nothing. The
  // connection's own evidence (`connected`) still stamps the event as any other.
  const saidOver = new Map<number, Transport>();
  const give = (heard: WireEvent): void => {
    let e = heard;
    if (e.transport === null && e.said !== undefined && e.said.transport === undefined && saidOver.size > 0) {
      const own = saidOver.get(e.source.line);
      if (own !== undefined) e = { ...e, said: { ...e.said, transport: own } };
    }
    if (e.transport !== null || connected.length === 0) return ctx.emit(e);
    let t: Transport | null = null;
    // `connected` is in line order: the last entry at or above the event's line is the one.
    for (const c of connected) {
      if (c.line > e.source.line) break;
      t = c.transport;
    }
    ctx.emit(t === null ? e : { ...e, transport: t });
  };
  const put = (e: WireEvent): void => {
    if (e.kind === 'message') {
      pasted = isPastedRequest(e) ? e : null;
      if (pasted !== null) pastedLast = e.source.endLine ?? e.source.line;
    }
    if (built !== null) {
      const b = built;
      built = null;
      // The later rendering is the one written: the id an answer would carry.
      if (!writtenAgain(b, e)) give(b);
    }
    if (isRequestEvent(e)) built = e;
    else give(e);
  };
  const release = (): void => {
    const evs = stacked!;
    stacked = null;
    const first = evs[0]!;
    if (stackWriter !== null) evs[0] = { ...first, said: { ...first.said!, writer: stackWriter } };
    if (stackTransport !== null && first.transport === null && first.said!.transport === undefined) evs[0] = { ...evs[0]!, said: { ...evs[0]!.said!, transport: stackTransport } };
    stackWriter = null;
    stackTransport = null;
    for (const e of evs) put(e);
  };
  const releaseCrashWords = (ended: boolean): void => {
    const h = crashWords!;
    crashWords = null;
    const [first, ...rest] = h.events;
    const kept = ended || h.crash || rest.some((f) => TS_SDK_FRAME_RE.test(f.text ?? ''));
    if (kept) outHeld(first!);
    else {
      const { said: _said, ...plain } = first!;
      outHeld(plain);
    }
    for (const f of rest) outHeld(f);
  };
  const out = (e: WireEvent): void => {
    if (crashWords !== null) {
      if (e.kind === 'host-log' && relayedFrame(e.text ?? '', crashWords.label)) {
        crashWords.events.push(e);
        return;
      }
      // Node's version line under the frames: the crash printout's end, the process gone (watchCrash's close).
      releaseCrashWords(e.kind === 'transport-close' && e.close?.reason?.startsWith('process crashed') === true);
    }
    if (e.kind === 'host-log' && SERVER_CRASH_ROWS.has(e.said?.phrase ?? '')) {
      const no = e.source.line;
      crashWords = { events: [e], crash: underCaret.has(no) || crashLines.has(no), label: RELAY_LABEL_RE.exec(e.text ?? '')?.[1] ?? null };
      return;
    }
    outHeld(e);
  };
  const outHeld = (e: WireEvent): void => {
    if (stacked !== null) {
      const frame = e.kind === 'host-log' && /^at \S/.test(e.text ?? '');
      if (frame) {
        stacked.push(e);
        if (stacked[0]!.text!.includes('McpError')) stackWriter ??= bundledHostOf(e.text!);
        stackTransport ??= clientTransportOfFrame(e.text!);
        return;
      }
      release();
    }
    if (e.kind === 'host-log' && e.said?.pending === true && e.said.writer === undefined && e.text !== undefined && (e.text.includes('McpError') || (e.transport === null && e.text.includes('MCP error')))) {
      stacked = [e];
      return;
    }
    put(e);
  };
  const emit = (e: WireEvent): void => {
    if (closing !== null && e.source.line > closeAfter) {
      out(closing);
      closing = null;
    }
    out(e);
  };
  const crashed = (lines: readonly string[], first: number, last: number): void => {
    if (closing !== null) out(closing);
    closing = { at: null, source: { file: ctx.file, line: first, ...(last > first ? { endLine: last } : {}) }, session: null, transport: null, from: null, kind: 'transport-close', close: { reason: crashReason(lines) } };
    closeAfter = last;
  };
  const watchCrash = (text: string, no: number): void => {
    // A shell's line for the command a signal ended (shell-status.ts): the process is gone at this line.
    const killed = crash === null ? shellKilledReason(text) : null;
    if (killed !== null) {
      if (closing !== null) out(closing);
      closing = { at: null, source: { file: ctx.file, line: no }, session: null, transport: null, from: null, kind: 'transport-close', close: { reason: killed } };
      closeAfter = no;
      return;
    }
    const k = nodeCrashLine(text, crash !== null);
    if (k === 'trailer') {
      crashed(crash?.lines ?? [text], crash?.first ?? no, no);
      crash = null;
    } else if (k === 'opener' || k === 'inside') {
      crashLines.add(no);
      if (crash === null) crash = { first: no, last: no, lines: [] };
      crash.lines.push(text);
      if (!serverCrash && TS_SDK_SERVER_FRAME_RE.test(text)) serverCrash = true;
      if (!mcpErrorCrash && INSPECTED_MCP_ERROR_RE.test(text)) mcpErrorCrash = true;
      if (text.trim() !== '') crash.last = no;
    } else if (crash !== null) {
      // The printout ended without Node's version line (cut by the reporter): it still ended the process.
      crashed(crash.lines, crash.first, crash.last);
      crash = null;
    }
  };
  const inner = lineReader.open({ ...ctx, emit });
  // Every line this reader holds (a wrapped sentence, a frame, a block, a record waiting for the lines under it) is
  // answered 'part' as it comes; what it becomes once let go is settled here, so that a held line that made an event
  // counts as one (types.ts ReaderContext.recount).
  const settle = (d: LineDisposition): void => {
    if (d !== 'part') ctx.recount?.('part', d);
  };
  let held: { text: string; no: number; last: string; lines: number; hang?: boolean; quote?: boolean; column?: number; blank?: boolean } | null = null;
  // A bare TimeoutError was printed and the chain above it has not yet reached its next exception line.
  let pyTimeout = false;
  // Where a printed chain is in the SDK's wait for an answer (PY_WAIT_TIMER): 1 after anyio's fail_after frame, 2 in
  // send_request under it, down to the wait; 3 in send_request with no timer frame above it (PY_WAIT_SCOPE).
  let pyWait = 0;
  // The chain's last exception was anyio's WouldBlock (1), then the printout said another was raised handling it (2).
  let pyWouldBlock = 0;
  // The send_request frame of such a chain, held until the printout says how the wait ended (PY_WAIT_TIMER_CUT).
  let waitCut: { text: string; no: number } | null = null;
  const releaseWaitCut = (cut: boolean): void => {
    const h = waitCut!;
    waitCut = null;
    settle(pass(cut ? `${h.text.trimEnd()} ${PY_WAIT_TIMER_CUT}` : h.text, h.no));
  };
  // The frame above anyio's fail_after in the printout (PY_FAIL_AFTER_APP): the SDK's send_request, or another's.
  let pyFrameOwner: 'sdk' | 'app' = 'app';
  let pyFailAfterOwner: 'sdk' | 'app' | null = null;
  // The wait's scope-cancelled line (PY_WAIT_SCOPE), held for the line after it: when the chain goes on ("During
  // handling of the above exception…", "The above exception was the direct cause…") the next exception says what
  // ended the wait (an app's fail_after deadline, the task group's own failure) and the line stays unmarked; when
  // the printout ends there the task group cancelled the wait for a transport that failed.
  let scopeHeld: { text: string; no: number } | null = null;
  // A Python SDK record whose message ends at its colon, held for the traceback under it (PY_EMPTY_SLOT_RE): its lines
  // so far, and whether the traceback's head came.
  let slotHeld: { text: string; no: number; lines: { text: string; no: number }[]; traceback: boolean } | null = null;
  /**
   * The held record goes on as written, its held lines after it (the traceback never came, or never ended). Those lines
   * came through readLine, past the printout's hold (feedLine): they are read again from there, not held a second time,
   * which would read the lines after them first (a release inside releasePrintout, or at the end of the text).
   */
  const releaseSlot = (): void => {
    const h = slotHeld!;
    slotHeld = null;
    settle(pass(h.text, h.no));
    for (const l of h.lines) settle(readLine(l.text, l.no));
  };
  // A cancel an anyio scope dealt, printed by the app (PY_SCOPE_PRINTED_RE), then the SDK transport's generator failing
  // as it closed: its line held with whether the box under it shows an exception line (PY_TRANSPORT_CUT), and read once
  // when the box ends — marked when it showed none, as written when it did.
  let scopePrinted = false;
  // A stdio server's own record that it is shutting down (PY_SERVER_SHUT_DOWN_RE), before its stdio_client's report.
  let serverShutDown = false;
  // Where a printed chain is in asyncio.wait_for's deadline (PY_WAIT_FOR_DEADLINE): its step (waitForStepAfter), and
  // the function and file of its first frame (step 4).
  let waitForStep = 0;
  let waitForFrame: { fn: string; file: string } | null = null;
  let genGroup: { text: string; no: number; cause: boolean } | null = null;
  // httpx's record of a POST to an MCP path answered 404, held for the record under it: when that ends in the SDK client's
  // words for the 404 (PY_SESSION_TERMINATED_TAIL_RE), the two are one refusal, read at httpx's line (PY_404_SESSION_TERMINATED).
  let post404: { text: string; no: number } | null = null;
  // Redirected POSTs' access lines, until the client's repeat of each (redirectRepeated), oldest first; the lines with
  // words read since the last was held or repeated. Each keeps its request's method and path, read once when held.
  const redirectsHeld: { text: string; no: number; request: AccessRequest }[] = [];
  let redirectWait = 0;
  const releaseRedirects = (): void => {
    for (const h of redirectsHeld.splice(0)) settle(pass(h.text, h.no));
    redirectWait = 0;
  };
  // POSTs refused at the HTTP+SSE stream's path or the root (http-exchange.ts probeRefused), until a line shows the client
  // fell back to the legacy transport (legacyFallbackShown), oldest first; the lines with words read since the last was held.
  const probesHeld: { text: string; no: number; request: AccessRequest }[] = [];
  let probeWait = 0;
  const releaseProbes = (): void => {
    for (const h of probesHeld.splice(0)) settle(pass(h.text, h.no));
    probeWait = 0;
  };
  /** Inside the printout under the SDK's "GET stream error" record (PY_GET_STREAM_ERROR_RE). */
  let getStreamPrintout = false;
  /**
   * The id of the last request the SDK's debug record shows sent, per method (PY_SENT_REQUEST_RE), in the session at hand:
   * a transport's connect line or an initialize sent starts another session and clears it, so a frame of a later session
   * whose send the log does not show is never taken for an earlier session's request of the method.
   */
  const sentIds = new Map<string, string>();
  const releaseGroup = (): void => {
    const g = genGroup!;
    genGroup = null;
    settle(pass(g.cause ? g.text : `${g.text.trimEnd()} ${PY_TRANSPORT_CUT}`, g.no));
  };
  const releaseScope = (last: boolean): void => {
    const h = scopeHeld!;
    scopeHeld = null;
    settle(pass(last ? `${h.text.trimEnd()} ${PY_WAIT_SCOPE}` : h.text, h.no));
  };
  // A block quote's lines held while they may read joined as the app's notice (pass), and whether they are being given back.
  let mdHeld: { text: string; no: number }[] | null = null;
  let mdReleasing = false;
  /** The held block-quote lines go on as they came, one by one (no row read them joined). */
  const releaseMd = (): void => {
    if (mdHeld === null) return;
    const lines = mdHeld;
    mdHeld = null;
    mdReleasing = true;
    try {
      for (const l of lines) pass(l.text, l.no);
    } finally {
      mdReleasing = false;
    }
  };
  const flush = (): void => {
    if (printout !== null) releasePrintout();
    releaseMd();
    if (held === null) return;
    const h = held;
    held = null;
    settle(inner.line(h.text, h.no));
  };
  const card: Card = { tool: null, code: null };
  const session: SessionEvent = { type: null, server: null };
  const loading: LoadingList = { open: false };
  const item: HostedCall = { ...HOSTED_RESET };
  const record: ToolRecord = { member: null, depth: 0 };
  // A tool call's event whose object is wrapped over lines (toolEventSentence): its lines until the object closes.
  let event: { text: string; lines: { text: string; no: number }[] } | null = null;
  /** Held lines go back one by one, each settled; the last one's disposition is the answer when it is the line at hand. */
  const giveBack = (lines: readonly { text: string; no: number }[], atHand: boolean): LineDisposition => {
    let d: LineDisposition = 'part';
    for (const [i, l] of lines.entries()) {
      d = feedLine(l.text, l.no);
      if (!atHand || i < lines.length - 1) settle(d);
    }
    return atHand ? d : 'part';
  };
  const mcpFrames = new McpFramesTracker();
  /** A frame without its location, held for the next line (joinedFrame). */
  let frameHeld: { text: string; no: number } | null = null;
  /** A JSON string member left open at a line's end, with the lines that go on with it (memberStringOpen). */
  let valueHeld: { text: string; lines: { text: string; no: number }[] } | null = null;
  const feed = (line: string, no: number): LineDisposition => {
    if (valueHeld !== null) {
      const v = valueHeld;
      const t = line.trim();
      if (t !== '' && v.lines.length < WRAP_MAX_LINES && !STAMP_RE.test(t)) {
        v.text = `${v.text.trimEnd()} ${t}`;
        v.lines.push({ text: line, no });
        if (memberStringOpen(v.text)) return 'part';
        valueHeld = null;
        return feedValue(v.text, v.lines[0]!.no);
      }
      valueHeld = null;
      for (const l of v.lines) settle(feedValue(l.text, l.no));
    }
    if (memberStringOpen(line)) {
      valueHeld = { text: line, lines: [{ text: line, no }] };
      return 'part';
    }
    return feedValue(line, no);
  };
  const feedValue = (line: string, no: number): LineDisposition => {
    // CAMEL's printed agent response: the message's content, a Python repr of a string, holds the lines the agent
    // streamed, tool calls and their outputs among them (camelMessageLines): each is read as a line of its own.
    const inner = line.includes('BaseMessage(') ? camelMessageLines(line) : null;
    if (inner !== null) {
      let d: LineDisposition = 'part';
      for (const l of inner) if (feedLine(l, no) === 'event') d = 'event';
      return d;
    }
    if (frameHeld !== null) {
      const f = frameHeld;
      frameHeld = null;
      const j = joinedFrame(f.text, line);
      if (j !== null) return feedEvent(j, f.no);
      settle(feedEvent(f.text, f.no));
    }
    if (JS_FRAME_NO_LOCATION_RE.test(line)) {
      frameHeld = { text: line, no };
      return 'part';
    }
    return feedEvent(line, no);
  };
  const feedEvent = (line: string, no: number): LineDisposition => {
    if (event !== null) {
      event.lines.push({ text: line, no });
      event.text += line.trim();
      if (jsonLeftOpen(event.text) && event.lines.length < WRAP_MAX_LINES) return 'part';
      const ev = event;
      event = null;
      const sentence = jsonLeftOpen(ev.text) ? null : toolEventSentence(ev.text);
      return sentence !== null ? feedLine(sentence, no) : giveBack(ev.lines, true);
    }
    if (line.includes('"') && EVENT_LEAD_RE.test(line) && EVENT_TOOL_RE.test(line)) {
      // The event's lead and tool member were just tested: an object left open goes on to the next lines (wrapped).
      if (!line.includes('"jsonrpc"') && jsonLeftOpen(line)) {
        event = { text: line.trim(), lines: [{ text: line, no }] };
        return 'part';
      }
      const sentence = toolEventSentence(line);
      if (sentence !== null) return feedLine(sentence, no);
    }
    return feedLine(line, no);
  };
  /**
   * A Python traceback printout at the margin, held from its head to its end (PY_GET_STREAM_FRAME_RE): its lines so far,
   * and whether a frame showed it the listening GET stream's.
   */
  let printout: { lines: { text: string; no: number }[]; getStream: boolean } | null = null;
  /** The held printout's lines are read in order, as the GET stream's when its frames said so. */
  const releasePrintout = (): void => {
    const p = printout!;
    printout = null;
    if (p.getStream) getStreamPrintout = true;
    for (const l of p.lines) settle(readLine(l.text, l.no));
  };
  const feedLine = (line: string, no: number): LineDisposition => {
    if (printout !== null) {
      if (printoutGoesOn(line) && printout.lines.length < PRINTOUT_MAX_LINES) {
        printout.lines.push({ text: line, no });
        if (!printout.getStream && line.includes('get_stream') && PY_GET_STREAM_FRAME_RE.test(line)) printout.getStream = true;
        return 'part';
      }
      releasePrintout();
    }
    if (!getStreamPrintout && line.startsWith('Traceback') && PY_TRACEBACK_HEAD_RE.test(line)) {
      printout = { lines: [{ text: line, no }], getStream: false };
      return 'part';
    }
    return readLine(line, no);
  };
  const readLine = (line: string, no: number): LineDisposition => {
    // The message field of an error card (or of a hosted call's error) is read as the card's sentence, at its own line.
    // A session event's request field is read as the event's sentence (sessionEventStep); every line goes through both.
    const cardSaid = cardStep(card, line);
    const eventSaid = sessionEventStep(session, line);
    const loadingSaid = loadingStep(loading, line);
    let text = cardSaid ?? eventSaid ?? loadingSaid ?? (line.includes('"') ? hostedCallStep(item, line) : null) ?? toolRecordStep(record, line) ?? line;
    // A traceback of an MCP client that is no SDK, its frames named for MCP over the transport's error (mcp-named-frames.ts).
    text = mcpFrames.line(text);
    if (getStreamPrintout && atMargin(text) && !PY_CHAIN_RE.test(text.trim())) {
      if (pyExceptionLine(text)) text = `${text.trimEnd()} ${PY_GET_STREAM}`;
      else getStreamPrintout = false;
    }
    // Each test behind the literal its pattern needs: these run on every line, and few lines hold any of them.
    if (text.includes('GET stream error') && PY_GET_STREAM_ERROR_RE.test(text)) getStreamPrintout = true;
    const sent = text.includes('Sending client message') ? PY_SENT_REQUEST_RE.exec(text) : null;
    if (sent !== null) {
      // Every session opens with initialize, its ids counted afresh: the ids kept are this session's (sentIds).
      if (sent[2] === 'initialize') sentIds.clear();
      sentIds.set(sent[2]!, sent[1]!);
    } else if (text.includes('Connecting to ') && HTTP_CONNECTS.has(pySdkClientTransport(text))) sentIds.clear();
    const sessionFrame = text.includes('session.py') ? PY_SESSION_FRAME_FN_RE.exec(text) : null;
    const frameMethod = sessionFrame === null ? undefined : CLIENT_SESSION_METHOD_OF.get(sessionFrame[1]!);
    // The frame of a request the SDK's own record shows sent is that request's printout: read as its frame, it would be
    // a second request of the method (the id's answer already came, a 404 under it: mcp 2.3.0's session-404 fixture).
    if (frameMethod !== undefined && sentIds.has(frameMethod)) text = `${text.trimEnd()} ${pySentFrameNote(sentIds.get(frameMethod)!)}`;
    if (post404 !== null) {
      if (text.trim() === '') return 'blank';
      const h = post404;
      post404 = null;
      if (PY_SESSION_TERMINATED_TAIL_RE.test(text)) {
        settle(pass(`${text.trimEnd()} ${PY_404_SESSION_TERMINATED}`, h.no));
        return 'part';
      }
      settle(pass(h.text, h.no));
    }
    // A POST to an MCP path redirected (307/308): held until the client's repeat of it at the new path, the next access
    // line of the same method (modelcontextprotocol/python-sdk#732's `"POST /mcp/ HTTP/1.1" 200 OK` under it; other
    // clients' lines may come between: a GET's own redirect and stream, run-llama/notebookllama#16's terminal),
    // within REDIRECT_WINDOW lines with words. A repeated redirect ended nothing and is read with REDIRECT_FOLLOWED_NOTE,
    // which the redirect's row does not read; one not repeated is read as it is, the request's end.
    // Read with the one grammar of a redirected POST (http-exchange.ts redirectedPost, which the Python SDK server log's
    // reader shares), on an MCP endpoint's path as the redirect's row reads it; tested once per line, and only on a line
    // naming a POST: every line of every capture this reader reads passes here.
    const redirectedAt = redirectedPost(text);
    const redirected = redirectedAt !== null && mcpEndpointPath(redirectedAt.path);
    if (redirectsHeld.length > 0 && text.trim() !== '') {
      if (redirectRepeated(redirectsHeld[0]!.request, text)) {
        const h = redirectsHeld.shift()!;
        settle(pass(`${h.text.trimEnd()} ${REDIRECT_FOLLOWED_NOTE}`, h.no));
        redirectWait = 0;
      } else if (!redirected && ++redirectWait > REDIRECT_WINDOW) releaseRedirects();
    }
    if (redirected) {
      // `redirected` holds only where redirectedPost read the line's request.
      redirectsHeld.push({ text, no, request: redirectedAt! });
      redirectWait = 0;
      return 'part';
    }
    // A client that tries Streamable HTTP first POSTs its initialize to the URL it was given; a legacy HTTP+SSE server
    // refuses it there (400, 404 or 405) and the client falls back: it GETs the stream and POSTs its messages to the
    // endpoint the stream names (transports, Backwards compatibility, 2025-03-26 on). Such a refusal is held until a line
    // shows that fallback (http-exchange.ts legacyFallbackShown), within FALLBACK_WINDOW lines with words: then it ended no
    // request, the probe declined, and is read with PROBE_DECLINED_NOTE, which the refusal rows do not read
    // (quarkiverse/quarkus-mcp-server#317, openai/sample-deep-research-mcp#2). One not followed so is read as it is.
    if (probesHeld.length > 0 && text.trim() !== '') {
      // The oldest held probe the line shows a fallback from: a probe at the root refused before one at /sse (ChatGPT's).
      const at = probesHeld.findIndex((h) => legacyFallbackShown(h.request, text));
      if (at >= 0) {
        const [h] = probesHeld.splice(at, 1);
        settle(pass(`${h!.text.trimEnd()} ${PROBE_DECLINED_NOTE}`, h!.no));
        probeWait = 0;
      } else if (++probeWait > FALLBACK_WINDOW) releaseProbes();
    }
    const probe = probeRefused(text);
    if (probe !== null) {
      if (probesHeld.length >= PROBES_HELD) {
        const h = probesHeld.shift()!;
        settle(pass(h.text, h.no));
      }
      probesHeld.push({ text, no, request: probe });
      probeWait = 0;
      return 'part';
    }
    if (httpxPost404(text)) {
      post404 = { text, no };
      // Its event comes with the next line that has words: the two records' one refusal, or httpx's alone (settled then).
      return 'part';
    }
    if (slotHeld !== null) {
      const t = text.trim();
      if (!slotHeld.traceback) {
        // As logger.exception prints it: the traceback's head at the margin, right under the record.
        if (PY_TRACEBACK_HEAD_RE.test(text)) {
          slotHeld.traceback = true;
          slotHeld.lines.push({ text, no });
          return 'part';
        }
        releaseSlot();
      } else if (t === '' || /^\s/.test(text)) {
        // The frames and their source lines are indented.
        slotHeld.lines.push({ text, no });
        return 'part';
      } else if (PY_LAST_EXCEPTION_RE.test(t)) {
        // The traceback and its last line are the record's: its frames (the POST task's, httpx's) say nothing more.
        const h = slotHeld;
        slotHeld = null;
        settle(pass(`${h.text.trimEnd()} ${t}`, h.no));
        return 'part';
      } else releaseSlot();
    }
    if (PY_EMPTY_SLOT_RE.test(text) && readSaid(pythonSdkClientPhrases, text.trim())?.phrase === 'python-sdk/post-writer-no-reason') {
      slotHeld = { text, no, lines: [], traceback: false };
      // Its event comes when the traceback's end (or the next line) lets it go: settled then.
      return 'part';
    }
    if (text.trim() !== '') {
      waitForStep = waitForStepAfter(waitForStep, text);
      if (waitForStep === 4) {
        const f = PY_FRAME_RE.exec(text)!;
        waitForFrame = { fn: f[2]!, file: f[1]! };
      } else if (waitForStep === WAIT_FOR_CALL && waitForFrame !== null) {
        waitForStep = 0;
        text = `${text.trimEnd()} ${pyWaitForDeadline(waitForFrame.fn, waitForFrame.file)}`;
      }
    }
    if (scopeHeld !== null) {
      if (text.trim() === '') return 'blank';
      releaseScope(!PY_CHAIN_RE.test(text.trim()));
    }
    if (genGroup !== null) {
      if (text.trim() === '' || PY_GROUP_BOX_RE.test(text)) {
        if (PY_BOX_EXCEPTION_RE.test(text)) genGroup.cause = true;
      } else releaseGroup();
    }
    if (PY_SCOPE_PRINTED_RE.test(text)) scopePrinted = true;
    else if (PY_SERVER_SHUT_DOWN_RE.test(text)) serverShutDown = true;
    else if ((scopePrinted || (serverShutDown && PY_STDIO_GEN_RE.test(text))) && genGroup === null && pyTransportClosing(text)) {
      // Not read now: one line, one event (it was read as written here and again, marked, at the release).
      genGroup = { text, no, cause: false };
      return 'part';
    }
    // The chained cause of a Python exception whose own text after the colon is empty (PY_BARE_TIMEOUT_RE).
    if (PY_BARE_TIMEOUT_RE.test(text)) pyTimeout = true;
    else if (pyTimeout && PY_EXCEPTION_LINE_RE.test(text)) {
      pyTimeout = false;
      if (/:\s*$/.test(text)) text = `${text.trimEnd()} TimeoutError`;
    } else if (pyTimeout && atMargin(text) && !PY_CHAIN_RE.test(text.trim()) && !/^(?:\.\.\.|…)\s*$/.test(text)) pyTimeout = false;
    const frame = PY_FRAME_RE.exec(text);
    if (frame !== null && !/[\\/](?:contextlib|anyio[\\/]_core[\\/]_tasks)\.py$/.test(frame[1]!)) {
      pyFrameOwner = PY_SEND_REQUEST_FRAME_RE.test(text) ? 'sdk' : 'app';
    }
    if (PY_FAIL_AFTER_FRAME_RE.test(text)) pyFailAfterOwner = pyFrameOwner;
    else if (pyFailAfterOwner !== null && PY_BARE_TIMEOUT_LINE_RE.test(text)) {
      text = `${text.trimEnd()} ${pyFailAfterOwner === 'sdk' ? PY_FAIL_AFTER_SDK : PY_FAIL_AFTER_APP}`;
      pyFailAfterOwner = null;
    } else if (pyFailAfterOwner !== null && (frame !== null || atMargin(text))) pyFailAfterOwner = null;
    if (waitCut !== null && text.trim() !== '') {
      // The printout goes on past the held frame: the wait's own frames and a frame cut short keep it held; the next
      // line at the margin either is the chain's own word on the wait (its exception, another chain) or ends the
      // printout without one.
      if (atMargin(text)) releaseWaitCut(!(PY_CANCELLED_LINE_RE.test(text) || PY_LAST_EXCEPTION_RE.test(text.trim()) || PY_CHAIN_RE.test(text.trim()) || /^[A-Za-z_][\w.]*:/.test(text)));
      else if (PY_FRAME_RE.test(text) && !PY_WAIT_FRAME_RE.test(text)) releaseWaitCut(false);
    }
    if (PY_WOULD_BLOCK_LINE_RE.test(text)) pyWouldBlock = 1;
    else if (pyWouldBlock === 1 && PY_CHAIN_RE.test(text.trim()) && text.trim().startsWith('During handling')) pyWouldBlock = 2;
    else if (pyWouldBlock === 1 && text.trim() !== '') pyWouldBlock = 0;
    else if (pyWouldBlock === 2 && atMargin(text) && !PY_CHAIN_RE.test(text.trim())) pyWouldBlock = 0;
    if (PY_FAIL_AFTER_FRAME_RE.test(text)) pyWait = 1;
    else if (pyWait === 1 && PY_SEND_REQUEST_FRAME_RE.test(text)) {
      pyWait = 2;
      if (pyWouldBlock === 2) {
        pyWouldBlock = 0;
        waitCut = { text, no };
        return 'part';
      }
    }
    else if (pyWait !== 2 && PY_SEND_REQUEST_FRAME_RE.test(text)) pyWait = 3;
    else if (pyWait === 2 && PY_CANCELLED_LINE_RE.test(text)) {
      pyWait = 0;
      text = `${text.trimEnd()} ${PY_WAIT_TIMER}`;
    } else if (pyWait === 3 && PY_SCOPE_CANCELLED_RE.test(text)) {
      // Held until the printout says whether another exception came of it (releaseScope).
      pyWait = 0;
      scopeHeld = { text, no };
      return 'part';
    } else if (pyWait !== 0 && /^\s*(?:\|\s*)?File "/.test(text) && !(pyWait >= 2 && PY_WAIT_FRAME_RE.test(text))) pyWait = 0;
    else if (pyWait !== 0 && atMargin(text)) pyWait = 0;
    return pass(text, no);
  };
  function pass(text: string, no: number): LineDisposition {
    if (mdHeld !== null) {
      if (MD_QUOTE_LINE_RE.test(text) && mdHeld.length < MD_QUOTE_MAX_LINES) {
        mdHeld.push({ text, no });
        const joined = mdQuoteJoined(mdHeld.map((l) => l.text));
        if (readSaid(claudeAppQuotedPhrases, joined) === null) return 'part';
        const first = mdHeld[0]!.no;
        mdHeld = null;
        // Only Claude's apps write the sentence: it names the write-up's writer wherever it is quoted.
        writer ??= 'claude-desktop';
        inner.line(joined, first);
        return 'part';
      }
      releaseMd();
    }
    if (held !== null) {
      // One blank line between a record's chain lines (a double-spaced copy) keeps the record open (wordsColumnOpen).
      if (held.column !== undefined && held.blank !== true && text.trim() === '') {
        held.blank = true;
        return 'blank';
      }
      if (held.column !== undefined ? held.lines < UNDER_WORDS_MAX_LINES && goesOnUnderWords(held.column, text) : held.quote === true ? quoteClosesOnto(held.text, held.last, text) : held.hang === true ? hangsOnto(held.last, text) : held.lines < WRAP_MAX_LINES && wrapsOnto(held.last, text, held.text)) {
        held.text = `${held.text.trimEnd()} ${text.trim()}`;
        held.last = text;
        held.lines++;
        // Joined, the sentence may still be wrapped at a width below it (wrapsOnto).
        held.hang = false;
        held.quote = false;
        held.blank = false;
        return 'part';
      }
      flush();
    }
    // A block quote that may open the app's Cowork notice (MD_QUOTE_NOTICE_START_RE): held for the quote's next lines, read
    // joined only when the app's row reads them so (mdQuoteRuns), else given back line by line as they came.
    if (!mdReleasing && MD_QUOTE_LINE_RE.test(text) && MD_QUOTE_NOTICE_START_RE.test(text) && readSaid(PHRASES, text.trim()) === null && findJsonRpcAnywhere(text) === null) {
      mdHeld = [{ text, no }];
      return 'part';
    }
    if (text.length >= WRAP_MIN && readSaid(PHRASES, text.trim())?.error !== undefined) {
      held = { text, no, last: text, lines: 1 };
      return 'part';
    }
    // A quotation left open: held for the hanging line that closes it, joined only when a row reads the two (quoteClosesOnto).
    if (quoteLeftOpen(text) && readSaid(PHRASES, text.trim()) === null && findJsonRpcAnywhere(text) === null) {
      held = { text, no, last: text, lines: 1, quote: true };
      return 'part';
    }
    // A sentence broken after a semicolon: held for the hanging line under it (hangsOnto).
    if (/\w;\s*$/.test(text) && readSaid(PHRASES, text.trim()) === null && findJsonRpcAnywhere(text) === null) {
      held = { text, no, last: text, lines: 1, hang: true };
      return 'part';
    }
    // A stamped record that ends in a colon: held for its chain on the lines under its words (wordsColumnOpen).
    const column = wordsColumnOpen(text);
    if (column > 0 && findJsonRpcAnywhere(text) === null) {
      held = { text, no, last: text, lines: 1, column };
      return 'part';
    }
    return inner.line(text, no);
  }
  const joiner = new BlockJoiner(
    (b) => {
      flush();
      // A host's error object pretty-printed over many lines is one record when a phrase row reads it whole and none
      // reads any of its lines alone (json-blocks.ts compactBlock: Copilot Studio's connector error, microsoft/work-iq#136),
      // even when a member quotes a JSON-RPC fragment (its "errorResponse"). A line a row reads keeps its own place
      // (n8n's error JSON: brave/brave-search-mcp-server#80).
      const rec = compactBlock(b.text);
      const answer = rec !== null && pasted !== null && b.first - pastedLast <= PASTED_ANSWER_GAP ? pastedAnswer(rec, pasted) : null;
      if (answer !== null) {
        pasted = null;
        emit({ at: null, source: { file: ctx.file, line: b.first, endLine: b.first + b.text.split('\n').length - 1 }, session: null, transport: null, from: null, kind: 'host-log', text: rec!, said: answer });
        settle('event');
      } else if (rec !== null && readSaid(otherClientPhrases, rec) !== null && !b.text.split('\n').some((l) => readSaid(otherClientPhrases, l.trim()) !== null)) {
        settle(feed(rec, b.first));
      } else if (rec !== null && readsAsGenericRecord(rec) && !b.text.split('\n').some((l) => readSaid(genericClientPhrases, l.trim()) !== null)) {
        // A CallToolResult pretty-printed over many lines is the one object the one-line row reads (GENERIC_RECORD_ROWS).
        settle(feed(rec, b.first));
      } else if (findJsonRpcAnywhere(b.text) !== null) {
        settle(inner.line(b.text, b.first));
        // A request pasted over many lines ends where its block ends.
        if (pasted !== null && pastedLast === b.first) pastedLast = b.first + b.text.split('\n').length - 1;
      } else for (const [i, l] of b.text.split('\n').entries()) settle(feed(l, b.first + i));
    },
    (t, no) => settle(feed(t, no)),
  );
  // Who wrote the text, when a line says it in words only that host writes (hosts/claude-desktop.ts).
  let writer: string | null = null;
  // The client a reporter's environment line names (clientNamed): the writer when no line's own words name one.
  let named: string | null = null;
  // The line before was Cursor's V2 client-error heading alone, the error cut onto the next line (CURSOR_CLIENT_ERROR_RE).
  let clientErrorHeading = false;
  // The line before was a printed Node error or a frame of its stack: a frame here, at no indent (a paste's indentation
  // lost), is that error's stack, and a frame in a host's bundle names who printed it (BUNDLED_HOST_FRAMES).
  let underError = false;
  // The last line with words was a caret alone (CARET_LINE_RE): the next is the error Node printed under the throw site.
  let caretAbove = false;
  return {
    ...inner,
    host(): string | null {
      return serverCrash ? 'typescript-sdk' : writer ?? inner.host?.() ?? named ?? (mcpErrorCrash || serverFrame ? 'typescript-sdk' : null);
    },
    line(text: string, no: number): LineDisposition {
      watchCrash(text, no);
      if (CARET_LINE_RE.test(text)) caretAbove = true;
      else if (text.trim() !== '') {
        if (caretAbove) underCaret.add(no);
        caretAbove = false;
      }
      if (text.includes('Streamable HTTP error: ') && STREAMABLE_HTTP_ERROR_RE.test(text)) saidOver.set(no, 'streamable-http');
      const via = pySdkClientTransport(text);
      // Only a change of transport is kept: the stdio client's evidence is on every frame and record of its module, and
      // give() walks the list for each event.
      if (via !== null && connected.at(-1)?.transport !== via) connected.push({ line: no, transport: via });
      if (!serverFrame && /^\s+at \S/.test(text) && TS_SDK_SERVER_FRAME_RE.test(text)) serverFrame = true;
      if (named === null) named = clientNamed(text);
      if (writer === null) {
        writer = CLAUDE_DESKTOP_APP_LOG_RE.test(text) || readSaid(claudeAppQuotedPhrases, text) !== null ? 'claude-desktop'
          : readSaid(claudeCodeQuotedPhrases, text) !== null ? 'claude-code' : writerOf(text);
        if (writer === null && cursorClientError(text, clientErrorHeading)) writer = 'cursor';
        if (writer === null && underError && /^at \S/.test(text.trim())) writer = bundledHostOf(text.trim());
        // A blank line between the heading and its sentence (a double-spaced paste) parts nothing.
        if (text.trim() !== '') clientErrorHeading = text.trim() === 'Client error:';
      }
      if (text.trim() !== '') underError = NODE_ERROR_LINE_RE.test(text.trim()) || (underError && /^at \S/.test(text.trim()));
      if (joiner.push(text, no)) {
        flush();
        return 'part';
      }
      return feed(text, no);
    },
    end(): void {
      joiner.giveBack();
      if (valueHeld !== null) {
        const v = valueHeld;
        valueHeld = null;
        for (const l of v.lines) settle(feedValue(l.text, l.no));
      }
      if (frameHeld !== null) {
        const f = frameHeld;
        frameHeld = null;
        settle(feedEvent(f.text, f.no));
      }
      if (event !== null) {
        const ev = event;
        event = null;
        giveBack(ev.lines, false);
      }
      if (printout !== null) releasePrintout();
      if (slotHeld !== null) releaseSlot();
      if (scopeHeld !== null) releaseScope(true);
      if (genGroup !== null) releaseGroup();
      if (post404 !== null) {
        const h = post404;
        post404 = null;
        settle(pass(h.text, h.no));
      }
      releaseRedirects();
      releaseProbes();
      if (waitCut !== null) releaseWaitCut(true);
      flush();
      inner.end();
      if (crash !== null) crashed(crash.lines, crash.first, crash.last);
      if (closing !== null) out(closing);
      closing = null;
      if (crashWords !== null) releaseCrashWords(false);
      if (stacked !== null) release();
      if (built !== null) give(built);
      built = null;
    },
  };
}

export const jsonRpcInText: Reader = { ...lineReader, open, host: 'unknown' };
