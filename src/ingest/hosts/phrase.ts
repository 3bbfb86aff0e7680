/**
 * The host-phrase catalogue's shape and its matcher.
 *
 * Most logs people attach carry no JSON-RPC bodies: a request exists only as the host's
 * sentences (shared/reference/hosts-in-the-wild.md). Each host keeps its phrases as data, one
 * row per sentence shape, citing the public thread it was seen in; a reader hands a line's
 * message text to `readSaid()` and attaches what it says to the host-log event. Labelling the
 * words is the reader's job; what they add up to is the timeline's and diagnose's.
 */
import { boundRuns } from '../../bounded-runs.js';
import type { HostSaid, HostSaidKind } from '../../events.js';
import { SDK_CALL_CHECK, SDK_NO_STRUCTURED_CONTENT, SDK_RESULT_NOT_STRUCTURED } from '../../protocol/reasons.js';
import { findJsonRpc } from '../embedded.js';
import { awaitedMethod } from './awaited-response.js';

export interface HostPhrase {
  /** `<host>/<slug>`: unique, stable (it appears in reports as evidence). */
  id: string;
  said: HostSaidKind;
  /**
   * Matched against the message text (the reader has removed its stamp, level and tags).
   * Named groups fill the event: `server` (or `serverBefore`), `method`, `target`, `id`, `elapsed`, `limit`
   * (durations with their unit: `300s`, `30040ms`, `4 minutes`), `error`, `status`, `exit`.
   */
  re: RegExp;
  /** A fixed piece of text every match contains: rows whose hint is absent are not tried. */
  hint: string;
  /** The method the phrase implies when it does not name one (`initialize` for a connect timeout). */
  method?: string;
  /** The HTTP status the phrase implies when it does not print one (Go's reverse proxy answers 502). */
  status?: number;
  scope?: 'request' | 'connection';
  /** timer-fired rows: the SDK's request timer or the host's own deadline (events.ts HostSaid.timer). */
  timer?: 'sdk' | 'host';
  /** connection-closed / http-status rows: the words say a message was being sent (events.ts HostSaid.sending). */
  sending?: boolean;
  /** connection-closed rows: the words reject a request pending on the closed transport (events.ts HostSaid.pending). */
  pending?: boolean;
  /** connecting rows: the host started the server process (events.ts HostSaid.spawned). */
  spawned?: boolean;
  /** connecting rows: the transport is HTTP with SSE, its session the stream's (events.ts HostSaid.sseSession). */
  sseSession?: boolean;
  /** connecting rows: a transport strategy's probe refused before a fallback (events.ts HostSaid.probe). */
  probe?: boolean;
  /** cancelled rows: the receiver's words that a cancel arrived (events.ts HostSaid.received). */
  received?: boolean;
  /** completed rows: an answer after the requester stopped waiting (events.ts HostSaid.late). */
  late?: boolean;
  /** late rows: the server's side had the answer but the requester's stream was gone (events.ts HostSaid.undelivered). */
  undelivered?: boolean;
  /** session-not-found rows: the message had been accepted (202) before the session was found gone (events.ts HostSaid.accepted). */
  accepted?: boolean;
  /** cancelled rows: the requester withdrew the call on its own, no person, no timer (events.ts HostSaid.withdrawn). */
  withdrawn?: boolean;
  /** Words only the server writes about a request it handles (events.ts HostSaid.speaker). */
  speaker?: 'server';
  /**
   * failed rows: the words are the responder's answer to the request, by the row's own shape, in whoever's log they sit
   * (events.ts HostSaid.serverAnswer): an error result, a tool's error relayed, a gateway's own line for the error it
   * answered a client's initialize with. A reader that cannot say whose log it reads (`self: null`) needs the row to.
   */
  serverAnswer?: true;
  /**
   * failed rows: an error result the host prints alike whether the text is the server's or the host's own (Claude Code's
   * `⎿  Error: <text>`): the server's answer when the line is the server's (`from: server`, the reader's call), else the
   * host's words (events.ts HostSaid.relayedResult).
   */
  relayedResult?: true;
  /**
   * http-status rows: a POST to a path where no session is ever issued (a site's root, the HTTP+SSE stream path, a path
   * the server does not route), so a 404 there is no forgotten session (events.ts HostSaid.sessionlessPath).
   */
  sessionlessPath?: true;
  /**
   * http-status rows: the line is the server's end of the exchange, its access or request log (or the log of the proxy or
   * platform in front of it), written once a POST when the response is done; rows without it are the client's words
   * about the status it got (events.ts HostSaid.side).
   */
  side?: 'server';
  /**
   * failed rows: the SSE client's words that the GET opening its event stream was answered with a non-2xx status its
   * words do not print (events.ts HostSaid.streamRefused).
   */
  streamRefused?: true;
  /**
   * failed rows: the client's own refusal of its request before it sent it, whatever the words name (the Java client's
   * initialization check: events.ts HostSaid.unsent).
   */
  unsent?: true;
  /**
   * completed rows of the initialize: the words say the initialize was answered and the connection broke on the client's
   * very next step, its `notifications/initialized` (events.ts HostSaid.afterHandshake).
   */
  afterHandshake?: true;
  /**
   * http-status rows: a server's access line for a POST it redirected, read only where its reader looked for the client's
   * repeat at the new location and saw none (events.ts HostSaid.unrepeated).
   */
  unrepeated?: true;
  /**
   * failed rows: the host's refusal to pass on an answer the server sent in full, its size over the host's limit
   * (events.ts HostSaid.answerRefused).
   */
  answerRefused?: true;
  /**
   * The `error` group ends in the server's JSON-RPC answer as the client received it (a refused POST's body): an
   * error whose id names a request is that request's answer, so its id is the request's (bodyAnswerId).
   */
  bodyId?: boolean;
  /**
   * http-status rows of a server's own log whose words end the request the log announced last and name none: with no
   * announced request open they are the refusal of an exchange that carried none, kept as words without `said`
   * (host-lines.ts HostGrammar.errorDuringRequest; http-exchange.ts: fast-mcp's `Received unknown request`, Rails'
   * `Completed 4xx` under a `Started GET`).
   */
  announcedOnly?: boolean;
  /** The words are about a request of the host's own protocol, not MCP (events.ts HostSaid.ownProtocol). */
  ownProtocol?: true;
  /** Public threads (`owner/repo#N`) where the phrase was seen. */
  seen: readonly string[];
}

/** The ids of the rows marked announcedOnly, for a check that holds a HostSaid (its `phrase`) and not its row. */
export function announcedOnlyIds(rows: readonly HostPhrase[]): ReadonlySet<string> {
  return new Set(rows.filter((r) => r.announcedOnly === true).map((r) => r.id));
}

/**
 * The TypeScript SDK's request timer as its McpError prints it, for rows to build on: RequestTimeout (-32001) since 1.1,
 * -2 up to 1.0.4 (typescript-sdk.ts `typescript-sdk/request-timed-out`; docs/causes.md `client-timeout`).
 */
export const SDK_TIMED_OUT = String.raw`MCP error (?:-32001|-2): Request timed out`;

/**
 * How much of a line the rows read. A host's sentence, with the error it quotes, fits many times over; a longer line
 * is a body or a dump, and a row that looks for its words again after each of its hints (a JSON log record's fields
 * after its message) would otherwise take time that grows with the square of the line.
 */
export const MAX_SAID_CHARS = 64 * 1024;

/** Unicode's full-width forms of the ASCII characters (U+FF01–U+FF5E), each 0xFEE0 above its ASCII one. */
const FULL_WIDTH_RE = /[\uFF01-\uFF5E]/g;
const HAS_FULL_WIDTH_RE = /[\uFF01-\uFF5E]/;

/** The groups that hold names (asWritten). */
const WRITTEN_GROUPS = new Set(['server', 'target', 'serverClient', 'serverQuoted']);

/**
 * The groups of a match made on the half-width text, the names as the original wrote them: a tool's or a server's name keeps
 * its full-width characters ("（1.2）团队文档检索试用版" is the tool's name: AstrBotDevs/AstrBot#2698). halfWidth maps one
 * UTF-16 unit to one, so positions agree.
 */
function asWritten(m: RegExpExecArray, msg: string, original: string): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(m.groups ?? {})) {
    // Only names are kept as written; an error's words are read by the verdict in the rows' ASCII punctuation.
    if (v === undefined || !WRITTEN_GROUPS.has(k)) {
      out[k] = v;
      continue;
    }
    const at = msg.indexOf(v, m.index);
    out[k] = at < 0 ? v : original.slice(at, at + v.length);
  }
  return out;
}

/**
 * The text with full-width punctuation and letters read as their ASCII forms. A Chinese, Japanese or Korean input method
 * types ':' as '：', ',' as '，', '(' as '（': a host's English error retyped from a screenshot by such a user comes with
 * them ("Error invoking remote method 'mcp：list-tools'： Error：[MCP] Error activating server Fetch： MCP error-32001：
 * Request timed out": CherryHQ/cherry-studio#8336; "使用工具：<name>，参数：" in a client localised for Chinese). The rows
 * are written with ASCII punctuation; the words are the same. Ideographic full stops and CJK text are left as they are.
 */
function halfWidth(text: string): string {
  if (!HAS_FULL_WIDTH_RE.test(text)) return text;
  return text.replace(FULL_WIDTH_RE, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** The box-drawing verticals a terminal draws a pane's edge with (`│`, `┃`, `║`). */
function paneBorder(c: number): boolean {
  return c === 0x2502 || c === 0x2503 || c === 0x2551;
}

/**
 * The text without a terminal pane's right edge copied with it: the row's padding out to the pane's width, then the
 * pane's border (a log viewer drawn in a box, k9s's log view or a tmux pane, selected across its rows: kagent-dev/kagent#859,
 * `… Attempted to exit cancel scope in a different task than it was entered in      │`). The padding (two spaces or
 * more) and the border are the terminal's, not the writer's; a row anchored at the words' end reads them as written.
 * A border right after the words (`a │ b`, a table's cell) is no pane's edge and stays. Positions before the edge are
 * unchanged, so a match's groups map back to the text as they are.
 */
export function withoutPaneEdge(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  if (end < 3 || !paneBorder(text.charCodeAt(end - 1)) || text.charCodeAt(end - 2) !== 32 || text.charCodeAt(end - 3) !== 32) return text;
  let start = end - 1;
  while (start > 0 && text.charCodeAt(start - 1) === 32) start--;
  return text.slice(0, start);
}

/** The first row that matches `text`, as a HostSaid; null when none does. */
export function readSaid(rows: readonly HostPhrase[], text: string): HostSaid | null {
  // The rows read the line with its long runs of white space bounded (bounded-runs.ts: linear on hostile lines).
  const bounded = boundRuns(text.length > MAX_SAID_CHARS ? text.slice(0, MAX_SAID_CHARS) : text);
  const msg = withoutPaneEdge(halfWidth(bounded));
  for (const row of rows) {
    if (!msg.includes(row.hint)) continue;
    const m = row.re.exec(msg);
    if (m === null) continue;
    const said = withNodeCause(saidFrom(row, msg === bounded ? (m.groups ?? {}) : asWritten(m, msg, bounded)), bounded, m.index + m[0].length);
    // A method the row implies (not one the words name) gives way to the request rmcp says it was awaiting.
    if (said.method !== undefined && m.groups?.['method'] === undefined) said.method = awaitedMethod(said.method, bounded);
    return said.method === 'tools/call' && said.target === undefined ? withToolField(said, bounded) : said;
  }
  return null;
}

/** Texts a SaidCache keeps at most, and the longest it keeps (a bridge's lines repeat a few short sentences). */
const SAID_CACHE_TEXTS = 256;
const SAID_CACHE_CHARS = 256;

/**
 * readSaid of one rows table, read once per distinct short text: a bridge writes the same few sentences over and over
 * (mcp-remote's `[Local→Remote] tools/call` for every call), and the rows' hints, the match and the said's fields were
 * ~10 µs a line (docs/performance.md, twenty-eighth round). readSaid depends on the rows and the text alone (no row's
 * expression is global or sticky), and a HostSaid's members are all primitives, so each read gets a copy of its own
 * (the readers and said-facts.ts set members on the one they are given): the same said, member for member, in the
 * same order.
 */
export class SaidCache {
  private readonly saids = new Map<string, HostSaid | null>();

  constructor(private readonly rows: readonly HostPhrase[]) {}

  read(text: string): HostSaid | null {
    if (text.length > SAID_CACHE_CHARS) return readSaid(this.rows, text);
    let said = this.saids.get(text);
    if (said === undefined) {
      said = readSaid(this.rows, text);
      if (this.saids.size >= SAID_CACHE_TEXTS) this.saids.clear();
      this.saids.set(text, said);
    }
    return said === null ? null : { ...said };
  }
}

/**
 * A tool call's failure logged as a record of named fields, the tool one of them: Python's repr of keyword values in a
 * host's own sentence ("MCP 工具调用失败: server='codex-web-task', tool='web_task', transport='streamable_http', …,
 * exception='McpError: Timed out while waiting for response to ClientRequest. Waited 300.0 seconds.'":
 * Mai-with-u/MaiBot#1983), key=value pairs ("tool_name='lookup_forecast'", "tool=search_notes"), a JSON record's
 * member ("mcp tool call {\"server\":\"perplexity\",\"tool\":\"perplexity_ask\",…,\"callError\":\"context deadline
 * exceeded\"}": defilantech/LLMKube#1330), an agent's tool record read with the member that fails ("\"tool_call_name\":
 * \"<tool>\", \"tool_response\": …": jsonrpc-in-text.ts toolRecordStep, hjlarry/dify-plugin-mcp_agent#1) or util.inspect's
 * ("toolName: 'MAIL_LIST_UNREAD'"). When the row that read the line knew the call but not its tool, the field names it.
 * A colon without quotes is prose, not a field ("failed to call tool: error …"), and is not read.
 */
function withToolField(said: HostSaid, text: string): HostSaid {
  const m = TOOL_FIELD_RE.exec(text);
  return m === null ? said : { ...said, target: (m[1] ?? m[2] ?? m[3] ?? m[4])! };
}

const TOOL_FIELD_RE =
  /(?<![\w.-])["']?tool(?:_call_name|_name|CallName|Name|-name)?["']?\s*(?:=\s*(?:(?:'([A-Za-z_][\w.:/-]{0,127})')|(?:"([A-Za-z_][\w.:/-]{0,127})")|([A-Za-z_][\w.:/-]{0,127})(?=[\s,;)\]}]|$))|:\s*['"]([A-Za-z_][\w.:/-]{0,127})['"])/;

/**
 * Node prints an error's `cause` under its stack when it logs the error whole (util.inspect: `{ [cause]: <error> }`), and
 * undici's fetch wraps every network failure in a bare "TypeError: fetch failed" whose cause is the real one: a connect
 * that never completed (`[cause]: ConnectTimeoutError: Connect Timeout Error (attempted addresses: …)`, code
 * UND_ERR_CONNECT_TIMEOUT: getsentry/sentry-mcp#271; `[cause]: Error: connect ECONNREFUSED 127.0.0.1:3000`) or an exchange
 * cut after it (`[cause]: SocketError: other side closed`, `HeadersTimeoutError`). A row that took the first line's
 * "fetch failed" as the error gets that cause appended ("TypeError: fetch failed (cause: ConnectTimeoutError: …)"), so the
 * verdict reads what broke (reasons.ts TRANSPORT_RE / EXCHANGE_RE) rather than the wrapper. Only the cause's own line,
 * after the row's match, within the same record (its continuation lines).
 */
function withNodeCause(said: HostSaid, text: string, from: number): HostSaid {
  if (!awaitsCause(said.error)) return said;
  const cause = NODE_CAUSE_RE.exec(text.slice(from));
  return cause === null ? said : { ...said, error: causeAppended(said.error!, cause[1]!) };
}

/** The wrapper's error with the cause read under it, as the verdict reads it. */
function causeAppended(error: string, cause: string): string {
  return `${error} (cause: ${cause.trim()})`;
}

/** undici's wrappers that say nothing of their own: the cause under them does. */
const WRAPPER_ERROR_RE = /\bfetch failed\s*$|^\s*(?:TypeError: )?terminated\s*$/;

/**
 * The same cause when it comes on a line of its own, after the line the row read (a line reader that reads each line
 * alone: the wrapper's words, its stack, then util.inspect's `[cause]:` line): the words' error with the cause appended
 * as withNodeCause appends it, or null when the error is no wrapper, already has its cause, or the line is no cause.
 */
export function errorWithCauseLine(error: string | undefined, line: string): string | null {
  if (!awaitsCause(error)) return null;
  const cause = NODE_CAUSE_RE.exec(line);
  return cause === null ? null : causeAppended(error!, cause[1]!);
}

/** The words' error is one of undici's wrappers with no cause read yet (withNodeCause). */
export function awaitsCause(error: string | undefined): boolean {
  return error !== undefined && WRAPPER_ERROR_RE.test(error) && !error.includes('[cause]') && !error.includes('(cause:');
}
/** util.inspect's `[cause]: <Class>: <message>` line (the message up to an object's brace or the line's end). */
const NODE_CAUSE_RE = /^\s*\[cause\]:\s*([A-Za-z_$][\w$]*(?:Error|Exception)?:?[^\n{]*?)\s*\{?\s*$/m;

/** The TypeScript SDK's refusal of a POST, its status in the words, the body next ("… (HTTP 405): {"). */
const REFUSED_BODY_WORDS_RE = /\bError POSTing to endpoint \(HTTP [45]\d\d\):\s*$/;

/**
 * The words report an HTTP error status (an `http-status` row, ≥ 400): JSON-RPC printed after them is the
 * body of that HTTP answer ("Error POSTing to endpoint (HTTP 404): {…"id":null}": punkpeye/mcp-remote#106),
 * not a message on the MCP stream; the readers keep it as the words' error text.
 */
export function httpErrorBody(said: HostSaid | null, words?: string): boolean {
  // The words right before the JSON say it is a refused POST's body whatever the row read of them: the TypeScript
  // SDK's "Error POSTing to endpoint (HTTP 405): {…"id":null}" inside mcp-remote's http-first probe, which its row
  // reads as part of connecting, not as a failure (yjacquin/fast-mcp#160; penpot/penpot#8809).
  if (words !== undefined && REFUSED_BODY_WORDS_RE.test(words)) return true;
  if (said === null) return false;
  if (said.kind === 'http-status') return (said.status ?? 0) >= 400;
  // The TypeScript SDK's refusal worded without its status (typescript-sdk.ts `typescript-sdk/post-error`),
  // alone or inside a host's own failure sentence that wraps it ("Error handling CallToolRequest: Error:
  // Streamable HTTP error: Error POSTing to endpoint: {…"Session not found"…}": samanhappy/mcphub#574;
  // "Connection failed: Streamable HTTP error: Error POSTing to endpoint: {…}": microsoft/mcp#1736).
  return said.kind === 'failed' && (said.error?.includes('Error POSTing to endpoint') ?? false);
}

/**
 * The request a line's words speak of when a row matched an SDK sentence that names none (the TypeScript
 * SDK's "MCP error -32001: Request timed out" inside a host's own "Got tools for <server> failed: …"):
 * a method written out, else the operation in words. Null when the words do not say. For hosts with no
 * reader of their own, whose wording no row knows (Deepractice/PromptX#341: an IDE's "Listing tools for
 * <server>" / "Got tools for <server> failed"; github/copilot-cli#4731: "Failed to list MCP tools").
 */
export function methodInWords(text: string): string | null {
  const named = METHOD_NAMED_RE.exec(text);
  if (named !== null) return named[1]!;
  for (const [re, method] of METHOD_WORDS) if (re.test(text)) return method;
  return null;
}

/**
 * A tool named in code marks right after a verb of calling ("Calling `search_feed`", "a call to `get_report`", "invoking
 * the `render` tool"); a method's name in the marks is no tool's.
 */
const TOOL_CODE_MARKED_RE = /\b(?:call(?:ing|s|ed)?|invok(?:e|es|ing|ed))\s+(?:to\s+)?(?:the\s+)?(?:MCP\s+)?\x60(?!(?:initialize|ping|notifications\/|tools\/|resources\/|prompts\/|completion\/)[^\x60]*\x60)([A-Za-z_][\w.-]{0,80})\x60/i;
/**
 * A tool named after "the tool" and a verb of calling, in any tense ("I ran the tool `search_notes`", "called the MCP tool
 * search_notes"): a reporter's sentence over a pasted call (ingest/call-sentence.ts). The name in code marks or written
 * as tools are (snake_case, kebab-case), so that "ran the tool again" names none.
 */
const TOOL_AFTER_THE_TOOL_RE = /\b(?:call(?:s|ed|ing)?|ran|run(?:s|ning)?|execut(?:e|es|ed|ing)|invok(?:e|es|ed|ing)|us(?:e|es|ed|ing))\s+the\s+(?:MCP\s+)?tool\s+(?:\x60([A-Za-z_][\w.-]{0,80})\x60|([a-z][a-z0-9]*(?:[_-][a-z0-9]+)+)\b)/i;
/** A tool named before the word "tool": a snake_case name after an article, or any name in code marks ("the search_feed tool"). */
const TOOL_BEFORE_WORD_RE = /(?:\b(?:the|a|an|my|our|this|that)\s+\x60?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\x60?|\x60([A-Za-z_][\w.-]{0,80})\x60)\s+(?:MCP\s+)?tool\b/i;

/**
 * The TypeScript SDK's own checks of one tool call, each naming the tool: McpServer's validateToolInput /
 * validateToolOutput throw InvalidParams (-32602) ("Input validation error: Invalid arguments for tool <name>: …",
 * "Output validation error: Tool <name> has an output schema but no structured content was provided", "Output
 * validation error: Invalid structured content for tool <name>: …": a documentation server whose tool declared an
 * outputSchema and returned text only, remotion-dev/remotion#6275), which the call's handler in 1.32 and 2.x turns into
 * the call's isError result carrying that text (the server answered, with the error); and Client.callTool's
 * InvalidRequest (-32600) refusal of a result without structuredContent ("Tool <name> has an output schema but did not
 * return structured content": rekog-labs/MCP-Nest#79), a sentence the Python SDK's ClientSession.call_tool raises too.
 * The request is the tools/call of the tool named; whose refusal it was, and so what the server did, is the verdict's
 * (reasons.ts RESULT_SCHEMA_REJECTED_RE). The "Input/Output validation error: " lead is not required: older 1.x servers
 * wrote the three sentences bare ("Invalid arguments for tool <name>: …" pasted from 5ire, nanbingxyz/5ire#232, doubled
 * "MCP error -32602: MCP error -32602: …"; 21st-dev/magic-mcp#22; mobile-next/mobile-mcp#89), and 1.32 still throws its
 * arguments-size check bare ("Invalid arguments for tool <name>: arguments contain more than the maximum …"). The name
 * written as a placeholder ("Tool [tool_name] has an output schema …", every tool failing alike:
 * oculairmedia/Letta-MCP-server#102) still makes the line a tool call's, with no tool's name (group 2 unset). Groups 1–2:
 * the tool's name. The sentences' words are reasons.ts's (SDK_CALL_CHECK and the two output-schema sentences), which
 * SERVER_ERROR_RE and RESULT_SCHEMA_REJECTED_RE read too.
 */
const SDK_TOOL_CHECK_RE = new RegExp(
  String.raw`\b(?:${SDK_CALL_CHECK} ([\w.:/-]{1,128}):|Tool (?:([\w.:/-]{1,128})|\S{1,130}) (?:${SDK_NO_STRUCTURED_CONTENT}|${SDK_RESULT_NOT_STRUCTURED})\b)`,
);

const METHOD_NAMED_RE = /(?<![\w/])(tools\/(?:list|call)|resources\/(?:list|read|templates\/list)|prompts\/(?:list|get)|completion\/complete)(?![\w/])/;

const METHOD_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:list(?:ing)?[ _]?(?:MCP )?tools|tools[ _]?list|(?:get|got|getting|fetch(?:ing)?|load(?:ing)?)[ _](?:MCP )?tools|ListTools)/i, 'tools/list'],
  // … and a tool that failed, in the words of a server answering the call ("upstream tool failed: timeout after 10s",
  // a proxy tool's answer: ChronoAIProject/NyxID#1247).
  [/\b(?:call(?:ing)?[ _]?(?:MCP )?tool|tool[ _]?call|CallTool|(?:execut(?:e|ing)|invok(?:e|ing)|run(?:ning)?)[ _](?:MCP )?tool|tool[ _](?:invocation|execution)|tool failed\b)/i, 'tools/call'],
  // … and a tool named by its snake_case name before "call" ("Any run_command call that takes longer than about 60-70
  // seconds fails with: …": xpipe-io/xpipe#870; "the get_weather call timed out"): tools are named so, requests are not.
  [/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+ calls?\b/, 'tools/call'],
  // … and calls said to go to tools ("calls to tools (like `interactive_feedback`) consistently time out": a reporter's
  // words over Zed's panel error, zed-industries/zed#32668; "every call to a tool fails").
  [/\bcalls?\s+to\s+(?:(?:a|an|the|its|my|our|any)\s+)?(?:MCP\s+)?tools?\b(?!\/)/i, 'tools/call'],
  // … and a reporter's words naming the tool they called, the name in code marks after the verb ("Calling `search_feed`
  // fails with:", "Every call to `get_report` ends with:") or a snake_case or code-marked name before "tool" ("When I
  // run the search_feed tool I get:"): the lead-in over an SDK's timer error alone on its line names its call (the
  // reader of last resort's lead-ins, host-lines.ts; taptap/instant-games-open-mcp#460 names its tool in code marks).
  [TOOL_CODE_MARKED_RE, 'tools/call'],
  [TOOL_AFTER_THE_TOOL_RE, 'tools/call'],
  // … and an SDK's own check of a tool's arguments or result (SDK_TOOL_CHECK_RE), which names the tool it refused.
  [SDK_TOOL_CHECK_RE, 'tools/call'],
  [TOOL_BEFORE_WORD_RE, 'tools/call'],
  [/\b(?:list(?:ing)?[ _]?resources|ListResources)/i, 'resources/list'],
  [/\b(?:read(?:ing)?[ _]?resource|ReadResource)/i, 'resources/read'],
  [/\b(?:list(?:ing)?[ _]?prompts|ListPrompts)/i, 'prompts/list'],
  [/\b(?:get(?:ting)?[ _]?prompt\b|GetPrompt)/i, 'prompts/get'],
  // Not the remedy a session refusal prescribes ("session terminated (404). need to re-initialize": mcp-go,
  // stacklok/toolhive#4575; "should re-initialize by sending a new InitializeRequest": markmhendrickson/neotoma#2312):
  // that names the request to send next, not the one that failed. Nor the state a refusal says the session is in
  // ("Bad Request: Server not initialized" to a call on a session a restarted server lost: anthropics/claude-code#55970;
  // "Received request before initialization was complete": jayimu/Wireshark_mcp#4), nor what it says the request is not
  // (the example servers' 400 "No valid session ID or not an initialize request": DAWNCR0W/affine-mcp-server#301; "no
  // session ID or not initialization request": modelcontextprotocol/typescript-sdk#1476): the refused request is another.
  // Nor the handshake a refusal asks to happen again ("Otherwise restart the MCP client so initialize runs again after a
  // server restart", a server refusing a session it does not know: markmhendrickson/neotoma#1472).
  [/\b(?<!re-)(?<!new )(?<!not )(?<!not an )(?<!not a )(?<!not yet )(?<!before )(?:initiali[sz](?:e|ing|ation)|handshake)(?!\s+(?:(?:can|will|is)\s+)?(?:runs?|sent|happens?)\s+again\b)/i, 'initialize'],
  // The TypeScript SDK's Client method in a stack frame, for the requests no words above name: Client.ping
  // sends ping (Mintplex-Labs/anythingllm-docs#181), Client.connect the handshake's initialize.
  [/\bClient\.ping\b(?!\.)/, 'ping'],
  [/\bClient\.connect\b(?!\.)/, 'initialize'],
];

/**
 * The tool a line's words name beside its method ("Error calling tool zhi: MCP error -32001: …":
 * mcp-router/mcp-router#57; "Failed to call tool 'search': …"), for the same hosts as methodInWords. Null
 * when no name follows the verb ("Error executing MCP tool: …" names none).
 */
export function toolInWords(text: string): string | null {
  // An SDK's check of the call names the tool it refused (SDK_TOOL_CHECK_RE), whatever words are around it.
  // A placeholder for the name (group 2 unset) names none: the words around it may.
  const checked = SDK_TOOL_CHECK_RE.exec(text);
  const named = checked === null ? undefined : (checked[1] ?? checked[2]);
  if (named !== undefined) return named;
  const m = TOOL_NAMED_RE.exec(text) ?? TOOL_CALLED_RE.exec(text) ?? TOOL_CODE_MARKED_RE.exec(text) ?? TOOL_AFTER_THE_TOOL_RE.exec(text) ?? TOOL_BEFORE_WORD_RE.exec(text);
  if (m !== null) return (m[1] ?? m[2])!;
  // … else a named field of the line (withToolField below: Mai-with-u/MaiBot#1983).
  const f = TOOL_FIELD_RE.exec(text);
  return f === null ? null : (f[1] ?? f[2] ?? f[3] ?? f[4])!;
}

const TOOL_NAMED_RE = /\b(?:call(?:ing)?|execut(?:e|ing)|invok(?:e|ing)|run(?:ning)?)\s+(?:MCP\s+)?tool\s+['"`]?([\w.-]+?)['"`]?(?=[:,]|\s|$)/i;

/**
 * A host's own call-the-tool function written with the tool in parentheses after it
 * ("ExtHostMCPService#$callTool (execute_sql) Error …": Trae-AI/TRAE#2034; "callTool(search) failed").
 */
const TOOL_CALLED_RE = /(?:call|execute|invoke|run)Tool\s?\(\s*['"`]?([\w.-]+)['"`]?\s*\)/i;

/** .NET's HttpStatusCode names for the error statuses, lower-cased, and their numbers. */
const DOTNET_STATUS_NAMES: Readonly<Record<string, number>> = {
  badrequest: 400, unauthorized: 401, forbidden: 403, notfound: 404, methodnotallowed: 405, notacceptable: 406,
  requesttimeout: 408, conflict: 409, gone: 410, unsupportedmediatype: 415, toomanyrequests: 429,
  internalservererror: 500, notimplemented: 501, badgateway: 502, serviceunavailable: 503, gatewaytimeout: 504,
};

/**
 * A client's words that it gave up waiting for the answer to one id: ruby-mcp-client's wait_response on every
 * transport raises "Timeout waiting for JSONRPC response id=<n>" (its TransportError, later RequestTimeoutError;
 * simonx1/ruby-mcp-client#9). Group 1 is the id. Only the gem's own sentence, as it writes it (capital T, "id=", no
 * space): other wordings ("… for request id=<n>", "… response to id <n>") have no MCP client or paste to cite, and an
 * id elsewhere in an error is not the awaited request's.
 */
const AWAITED_RESPONSE_ID_RE = /\bTimeout waiting for JSONRPC response id=(\d{1,15})\b/;

/** The id a client's words say it was waiting on (AWAITED_RESPONSE_ID_RE), or null. */
export function awaitedResponseId(error: string): number | null {
  if (!error.includes('waiting for JSONRPC')) return null;
  const m = AWAITED_RESPONSE_ID_RE.exec(error);
  if (m === null) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : null;
}

function saidFrom(row: HostPhrase, g: Record<string, string | undefined>): HostSaid {
  const said: HostSaid = { kind: row.said, phrase: row.id };
  if (row.speaker !== undefined) said.speaker = row.speaker;
  if (row.serverAnswer === true) said.serverAnswer = true;
  if (row.relayedResult === true) said.relayedResult = true;
  if (row.sessionlessPath === true) said.sessionlessPath = true;
  if (row.side !== undefined) said.side = row.side;
  if (row.streamRefused === true) said.streamRefused = true;
  if (row.unsent === true) said.unsent = true;
  if (row.afterHandshake === true) said.afterHandshake = true;
  if (row.unrepeated === true) said.unrepeated = true;
  if (row.answerRefused === true) said.answerRefused = true;
  if (row.ownProtocol === true) said.ownProtocol = true;
  const method = g['method'] ?? row.method;
  if (method !== undefined) said.method = method;
  // `serverBefore`: the name a line gives before its connect words, when those words may name one too (one name per group);
  // `serverClient`: the same words naming it as their client's ("MCP client for server '<name>'", generic-clients.ts).
  const server = g['server'] ?? g['serverQuoted'] ?? g['serverClient'] ?? g['serverBefore'];
  if (server !== undefined) said.server = unquote(server);
  if (g['target'] !== undefined) said.target = unquote(g['target']);
  if (g['id'] !== undefined) {
    const n = Number(g['id']);
    said.id = /^-?\d+$/.test(g['id']) && Number.isSafeInteger(n) ? n : g['id'];
  }
  const elapsed = g['elapsed'] !== undefined ? parseDuration(g['elapsed']) : null;
  if (elapsed !== null) said.elapsedMs = elapsed;
  const limit = g['limit'] !== undefined ? parseDuration(g['limit']) : null;
  if (limit !== null) said.limitMs = limit;
  if (g['error'] !== undefined) said.error = g['error'].trim();
  // A client's wait for an answer naming the id it waited on ("Timeout waiting for JSONRPC response id=3", the Ruby MCP
  // client's read timeout: simonx1/ruby-mcp-client#9): the request is that id's, whichever row read the words.
  if (said.id === undefined && said.error !== undefined) {
    const awaited = awaitedResponseId(said.error);
    if (awaited !== null) said.id = awaited;
  }
  if (row.bodyId === true && said.id === undefined && said.error !== undefined) {
    const id = bodyAnswerId(said.error) ?? postedResultId(said.error);
    if (id !== null) said.id = id;
  }
  if (g['status'] !== undefined) {
    const s = Number(g['status']);
    if (Number.isInteger(s)) said.status = s;
  }
  // A status given by its name in .NET's HttpStatusCode enum, camel-cased as a JSON serializer writes it
  // (`"HttpStatusCode": "notFound"`: Copilot Studio's connector error, microsoft/work-iq#136).
  if (said.status === undefined && g['statusName'] !== undefined) {
    const s = DOTNET_STATUS_NAMES[g['statusName'].toLowerCase()];
    if (s !== undefined) said.status = s;
  }
  if (said.status === undefined && row.status !== undefined) said.status = row.status;
  if (g['exit'] !== undefined) {
    const x = Number(g['exit']);
    said.exitCode = Number.isInteger(x) ? x : null;
  }
  if (row.scope !== undefined) said.scope = row.scope;
  if (row.timer !== undefined) said.timer = row.timer;
  if (row.sending === true) said.sending = true;
  if (row.pending === true) said.pending = true;
  if (row.spawned === true) said.spawned = true;
  if (row.sseSession === true) said.sseSession = true;
  if (row.probe === true) said.probe = true;
  if (row.received === true) said.received = true;
  if (row.late === true) said.late = true;
  if (row.undelivered === true) said.undelivered = true;
  if (row.accepted === true) said.accepted = true;
  if (row.withdrawn === true) said.withdrawn = true;
  return said;
}

/**
 * The id of the JSON-RPC error answer a refused POST's body carries ("Streamable HTTP error: Error POSTing to endpoint:
 * {…"error":{"code":-32600,"message":"Invalid session ID: …"},"id":3}": robert7/remnote-mcp-server#1), or null when the
 * body names no request: `null`, and the placeholders servers write when they could not carry the id into a refusal
 * (the Python SDK's `"server-error"`, an empty string: docs/causes.md, "A refusal naming no request").
 */
export function bodyAnswerId(text: string): number | string | null {
  if (!text.includes('"id"')) return null;
  const found = findJsonRpc(text);
  const msg = found?.messages[0] as { id?: unknown; error?: unknown; method?: unknown } | undefined;
  if (msg === undefined || msg.method !== undefined || msg.error === undefined) return null;
  const id = msg.id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  if (typeof id === 'string' && id !== '' && id !== 'server-error') return id;
  return null;
}

/**
 * The id of a JSON-RPC result the words quote as the body of a refused POST ("Error POSTing to endpoint: {"id":1,"jsonrpc":
 * "2.0","result":{…}}": the TypeScript SDK raises that only for a non-2xx status, here around the server's full answer:
 * anthropics/claude-code#91812): the answer is that request's, so its id is the request's. Null for any other text.
 */
export function postedResultId(text: string): number | string | null {
  const msg = postedResult(text);
  if (msg === null) return null;
  const id = msg.id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  if (typeof id === 'string' && id !== '') return id;
  return null;
}

/** The JSON-RPC result an "Error POSTing to endpoint: <body>" quotes as its body, or null (postedResultId). */
export function postedResult(text: string): { id?: unknown; result?: unknown } | null {
  const at = text.indexOf(POSTED_BODY);
  if (at < 0 || !text.includes('"result"', at)) return null;
  const found = findJsonRpc(text.slice(at + POSTED_BODY.length));
  const msg = found?.messages[0] as { id?: unknown; result?: unknown; error?: unknown; method?: unknown } | undefined;
  if (msg === undefined || msg.method !== undefined || msg.error !== undefined || msg.result === undefined || msg.id === undefined) return null;
  return msg;
}
const POSTED_BODY = 'Error POSTing to endpoint: ';

function unquote(s: string): string {
  const t = s.trim();
  const q = t[0];
  if (t.length >= 2 && (q === '"' || q === "'" || q === '`') && t[t.length - 1] === q) return t.slice(1, -1);
  return t;
}

const UNIT_MS: Record<string, number> = {
  ms: 1, millisecond: 1, milliseconds: 1, msec: 1,
  s: 1000, sec: 1000, secs: 1000, second: 1000, seconds: 1000,
  m: 60_000, min: 60_000, mins: 60_000, minute: 60_000, minutes: 60_000,
  h: 3_600_000, hr: 3_600_000, hour: 3_600_000, hours: 3_600_000,
};

const PART_RE = /(\d+(?:\.\d+)?)\s*(ms|milliseconds?|msec|secs?|seconds?|s|mins?|minutes?|m|hours?|hr|h)\b/gi;

/**
 * A duration as hosts write it: `300s`, `30040ms`, `1.0s`, `4 minutes`, `1m30s`, `120 seconds`;
 * a bare number is milliseconds (`timeout of 30000`). Null when it is not a duration.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Math.round(Number(t));
  let total = 0;
  let matched = 0;
  PART_RE.lastIndex = 0;
  for (let m = PART_RE.exec(t); m !== null; m = PART_RE.exec(t)) {
    const unit = UNIT_MS[m[2]!.toLowerCase()];
    if (unit === undefined) return null;
    total += Number(m[1]) * unit;
    matched += m[0].length;
  }
  if (matched === 0 || matched < t.replace(/\s+/g, '').length * 0.5) return null;
  return Math.round(total);
}
