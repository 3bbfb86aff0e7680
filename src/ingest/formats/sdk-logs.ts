/**
 * Server logs of the Rust, Go and C# SDKs (issue 10 item 2), each in the shape people paste:
 * - Rust (rmcp): `tracing`'s default format, `<RFC 3339 µs Z>  LEVEL span{…}: target: line: msg`;
 *   reporters often cut the stamp (`ERROR Failed to create service: …`, apollographql/apollo-mcp-server#321);
 * - Go (go-mcp): the standard logger with a file:line prefix, `manager.go:142: [Info] msg`, among
 *   gin's access lines `[GIN] 2025/09/03 - 08:49:12 | 200 | 42.6s | addr | GET "/sse"` (ThinkInAIXYZ/go-mcp#190);
 * - C#: Microsoft.Extensions.Logging's console, `info: ModelContextProtocol.X[id]` and the message
 *   on the next line indented by six spaces (modelcontextprotocol/csharp-sdk#244).
 * A server's log speaks as the server.
 */
import type { JsonRpcId, WireEvent } from '../../events.js';
import { claudeDesktopPhrases, dotnetSdkPhrases, GO_MCP_FRAME_RE, GO_PANIC_HEAD_RE, goSdkPhrases, goServerCrashPhrases, otherClientPhrases, readSaid, rustSdkPhrases } from '../hosts/index.js';
import { isBlank } from '../open.js';
import { debugPrintOpen, directionOfEmbedded, findJsonRpcAnywhere } from '../reprs.js';
import { parseIsoUtc } from '../time.js';
import type { LineDisposition, LineSink, Reader, ReaderContext, ZoneResolver } from '../types.js';
import { hostLineReader, type HostLine } from './host-lines.js';

function nonBlank(head: readonly string[]): string[] {
  return head.filter((l) => !isBlank(l));
}

// --- Rust (rmcp, tracing) --------------------------------------------------------------------

/** `2025-12-31T22:46:24.022681Z  INFO rest` (stamp optional: pastes cut it); levels upper case. */
// A record pasted a little indented keeps its stamp (the second of two tracing records under two spaces, the first flush:
// 0xPlaygrounds/rig#1914): with the stamp, the indent is the paste's; without one an indented level word is a message's.
const TRACING_RE = /^(?:[ \t]{0,4}(?=\d{4}-)|(?=\S))(?:(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d))\s+)?(TRACE|DEBUG|INFO|WARN|ERROR)\s+(.*)$/;
/** Span and target prefixes before the message: `serve_inner: `, `http_request{…}: `, `rmcp::service: `, `541: `. */
const PREFIX_RE = /^(?:[A-Za-z_][\w]*(?:\{[^}]*\})?: |[A-Za-z_][\w]*(?:::[\w]+)+: |\d+: )/;
/**
 * rmcp's targets and sentences; and the SDK's first client crate, `mcp_client` (its stdio transport's `mcp_client::transport::stdio`,
 * before rmcp replaced it: modelcontextprotocol/rust-sdk#36), which Goose's own crate of that name shares, so a log with Goose's
 * targets stays Goose's (above).
 */
const RUST_STRONG_RE = /\brmcp::|\bmcp_client::transport::|Failed to create service: expect initialized notification|\bService initialized as (?:server|client)\b/;

const RUST_PHRASES = [...rustSdkPhrases, ...otherClientPhrases.filter((r) => r.id.startsWith('rust-sdk/'))];
/**
 * An application's own print of the error rmcp's serve() returned for a refused handshake, with no tracing header
 * (`Failed to initialize stdio transport: expect initialized notification, but received: Some(Request(…))`:
 * rudof-project/rudof#518): a record of this log, its Debug print continued on the lines under it.
 */
const RMCP_SERVE_REFUSED_RE = /^(?:[A-Z][\w ]{0,80}: )*expect initialized (?:notification|request), but received: Some\(/;

/**
 * A tracing target of rmcp's client side (`rmcp::service::client`, `rmcp::transport::streamable_http_client`,
 * `rmcp::transport::sse_client`, the client's `child_process` transport), after any span prefixes: that record is the
 * client's, whatever side the rest of the log is (an app's log through rmcp's client: modelcontextprotocol/rust-sdk#563).
 */
const RMCP_CLIENT_TARGET_RE = /^(?:[A-Za-z_]\w*(?:\{[^}]*\})?: )*rmcp::(?:service::client|transport::(?:\w+::)*(?:\w*client\w*|child_process))(?:::\w+)*: /;

function tracingMsg(rest: string): string {
  let msg = rest;
  for (let i = 0; i < 6; i++) {
    const m = PREFIX_RE.exec(msg);
    if (m === null) break;
    msg = msg.slice(m[0].length);
  }
  return msg;
}

export const rustSdkLog: Reader = {
  ...hostLineReader({
    name: 'rust-sdk',
    title: 'Rust SDK (rmcp) server log (tracing: RFC 3339 UTC, LEVEL, span: target: message)',
    clock: 'utc',
    host: 'rust-sdk',
    self: 'server',
    header(line: string): HostLine | null {
      const m = TRACING_RE.exec(line);
      if (m === null) return RMCP_SERVE_REFUSED_RE.test(line) ? { at: null, level: 'error', msg: line.trim() } : null;
      const rec: HostLine = { at: m[1] !== undefined ? parseIsoUtc(m[1]) : null, level: m[2]!.toLowerCase(), msg: tracingMsg(m[3]!) };
      if (RMCP_CLIENT_TARGET_RE.test(m[3]!)) rec.self = 'client';
      return rec;
    },
    // … and the SDK's client sentences that the apps built on it print too (other-clients.ts `rust-sdk/` rows).
    phrases: RUST_PHRASES,
    direction: directionOfEmbedded,
    saidWithMessage: true,
    wordsFrom: 'server',
    sniff(head) {
      const lines = nonBlank(head);
      if (lines.length === 0) return 0;
      // Hosts that log through tracing too (Goose, Codex) and agentgateway's lower-case levels have their own readers.
      if (lines.some((l) => /\bgoose::|\bcodex_|\bagentgateway\b/.test(l))) return 0;
      let shape = 0;
      let strong = 0;
      for (const l of lines) {
        if (RMCP_SERVE_REFUSED_RE.test(l)) strong++;
        if (!TRACING_RE.test(l)) continue;
        shape++;
        if (RUST_STRONG_RE.test(l)) strong++;
      }
      if (strong > 0) return Math.min(0.9, 0.8 + 0.03 * strong);
      return shape / lines.length > 0.6 ? 0.3 : 0;
    },
    headerless: 'continue',
  }),
  host: 'rust-sdk',
  // A refused message's Debug print spread over lines (by hand or by `{:#?}`) is the rest of its record until its
  // brackets close: joined, the row and the message reader see the whole print (rudof-project/rudof#518).
  rowRest(record: string, _row: string, next: string): boolean {
    // A print the paste cut before its brackets closed does not swallow the records after it: a line that starts one is not its rest.
    return next.trim() !== '' && !TRACING_RE.test(next) && !RMCP_SERVE_REFUSED_RE.test(next) && record.includes('but received: Some(') && debugPrintOpen(record, false) && record.length < 64 * 1024;
  },
};

// --- Go (go-mcp, standard logger and gin) ----------------------------------------------------

/** `[2025/09/03 08:49:12 ]manager.go:142: [Info] msg` (date optional: log.Lshortfile alone prints none). */
const GO_LOG_RE = /^(?:(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d+)? )?([\w.-]+\.go):\d+: (?:\[(\w+)\] )?(.*)$/;
/** gin's access line. */
const GIN_RE = /^\[GIN\] (\d{4})\/(\d\d)\/(\d\d) - (\d\d):(\d\d):(\d\d) \|\s*(\d{3})\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*(\w+)\s+"([^"]*)"\s*$/;
const GO_STRONG_RE = /\.go:\d+: \[(?:Info|Error|Warn|Debug)\] (?:session detection|sseServerTransport|stdioServerTransport|streamableHTTP)/i;
/**
 * net/http's line for a handler's panic it recovered, through Go's standard logger (`2025/03/05 10:00:00 ` before it
 * when the server kept the default flags): hosts/go-sdk.ts go-sdk/http-panic-serving.
 */
const GO_HTTP_PANIC_RE = /^(?:(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d+)? )?(http: (?:panic serving|superfluous response\.WriteHeader call from) .*)$/;
/**
 * mark3labs/mcp-go's default logger (util.DefaultLogger): Go's standard logger with its date and time and no file:line,
 * the level as a word and a colon before the message (`2025/09/15 05:54:03 ERROR: Failed to deliver sampling response:
 * …`). The application's own lines through the same logger carry no level (`2025/09/15 05:53:18 Starting …`). Any Go
 * program's shape: read only with mcp-go's own words in the capture (MCP_GO_STRONG_RE).
 */
const GO_STDLOG_RE = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d+)? (?:(INFO|WARN|ERROR): )?(\S.*)$/;
/**
 * mcp-go's Streamable HTTP server's own sentences for a POSTed JSON-RPC response it could not take (handleSamplingResponse:
 * up to v0.39 every response a client POSTed went there; one whose id matches no pending sampling request, as the client's
 * answer to the server's heartbeat ping, is refused 500), and net/http's complaint about that handler's second WriteHeader,
 * which names mcp-go's frame (VictoriaMetrics/mcp-victoriametrics#51, mark3labs/mcp-go#584). Pasted bare, the logger's level
 * cut or not there (a logger of the application's own): a record of this log all the same.
 */
const MCP_GO_STRONG_RE = /(?:^|\s)(?:(?:INFO|WARN|ERROR): )?Failed to (?:deliver|handle) sampling response: |\bhttp: superfluous response\.WriteHeader call from github\.com\/mark3labs\/mcp-go\//;
const MCP_GO_BARE_RE = /^(?:(INFO|WARN|ERROR): )?(Failed to (?:deliver|handle) sampling response: \S.*)$/;
/**
 * log/slog's default handler, which writes through the standard logger (`2026/06/11 10:00:00 ERROR msg key=value …`, the
 * date and time dropped when the flags are zero or the reporter cut them): the level in capitals, the message, its
 * attributes. Any Go program's shape; read only with the Go SDK's own words in the capture (GO_SLOG_STRONG_RE).
 */
const GO_SLOG_RE = /^(?:(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d+)? )?(DEBUG|INFO|WARN|ERROR) (\S.*)$/;
/**
 * The Go SDK's jsonrpc2 words for a connection it is closing (`server is closing: EOF`, ErrServerClosing -32004 wrapping
 * the read side's EOF as text: dbtrail/dbtrail#473; `client is closing: …`, ErrClientClosing) quoted in a slog record.
 */
const GO_SLOG_STRONG_RE = /^(?:\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d(?:\.\d+)? )?(?:DEBUG|INFO|WARN|ERROR) .*\b(?:server|client) is closing: /;

export const goSdkLog: Reader = {
  ...hostLineReader({
    name: 'go-sdk',
    title: 'Go MCP server log (standard logger file.go:line: [Level] message, gin access lines)',
    clock: 'local',
    host: 'go-sdk',
    self: 'server',
    header(line: string, tz: ZoneResolver): HostLine | null {
      let m = GO_LOG_RE.exec(line);
      if (m !== null) {
        const at = m[1] !== undefined ? tz.toEpoch(+m[1], +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, 0) : null;
        const h: HostLine = { at, msg: m[9]! };
        if (m[8] !== undefined) h.level = m[8].toLowerCase();
        return h;
      }
      m = line.startsWith('http: ') || line.includes(' http: panic serving ') ? GO_HTTP_PANIC_RE.exec(line) : null;
      if (m !== null) return { at: m[1] !== undefined ? tz.toEpoch(+m[1], +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, 0) : null, msg: m[7]! };
      m = GIN_RE.exec(line);
      if (m !== null) {
        return { at: tz.toEpoch(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, 0), msg: `${m[10]} ${m[11]} ${m[7]} in ${m[8]}` };
      }
      m = GO_SLOG_RE.exec(line);
      if (m !== null) {
        const at = m[1] !== undefined ? tz.toEpoch(+m[1], +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, 0) : null;
        return { at, level: m[7]!.toLowerCase(), msg: m[8]! };
      }
      m = GO_STDLOG_RE.exec(line);
      if (m !== null) {
        const h: HostLine = { at: tz.toEpoch(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, 0), msg: m[8]! };
        if (m[7] !== undefined) h.level = m[7].toLowerCase();
        return h;
      }
      m = MCP_GO_BARE_RE.exec(line);
      if (m !== null) return m[1] !== undefined ? { at: null, level: m[1].toLowerCase(), msg: m[2]! } : { at: null, msg: m[2]! };
      return null;
    },
    phrases: goSdkPhrases,
    // A panic printout's frames continue its header, but a frame of the SDK's handler names the request (go-sdk.ts).
    foreign: goServerCrashPhrases,
    direction: directionOfEmbedded,
    sniff(head) {
      const lines = nonBlank(head);
      if (lines.length === 0) return 0;
      // A Go panic printout through an MCP SDK's frames, pasted alone (smart-mcp-proxy/mcpproxy-go#318): a Go MCP
      // server's own stderr. Below a host's or a relay's reader that carries the same lines with its own grammar.
      // The printout may carry the reporter's own indent under an unindented log line above it (the lines are read
      // trimmed once claimed: flanksource/mission-control#2978).
      const bare = lines.map((l) => l.trimStart());
      if (bare.some((l) => GO_PANIC_HEAD_RE.test(l)) && bare.some((l) => GO_MCP_FRAME_RE.test(l))) return 0.8;
      let shape = 0;
      let strong = 0;
      for (const l of lines) {
        if (GO_LOG_RE.test(l) || GIN_RE.test(l)) shape++;
        if (GO_STRONG_RE.test(l) || GO_SLOG_STRONG_RE.test(l) || MCP_GO_STRONG_RE.test(l)) strong++;
      }
      if (strong > 0) return Math.min(0.9, 0.8 + 0.03 * strong);
      return shape / lines.length > 0.6 ? 0.3 : 0;
    },
    headerless: 'continue',
  }),
  host: 'go-sdk',
};

// --- C# (Microsoft.Extensions.Logging console) -----------------------------------------------

/** `info: ModelContextProtocol.Server.McpServer[1433779783]` (an optional `HH:MM:SS ` stamp first). */
const MEL_RE = /^(?:(\d\d):(\d\d):(\d\d) )?(trce|dbug|info|warn|fail|crit): ([\w.`]+)\[(-?\d+)\]\s*(.*)$/;
const MEL_LEVEL: Record<string, string> = { trce: 'trace', dbug: 'debug', info: 'info', warn: 'warn', fail: 'error', crit: 'critical' };
/**
 * Serilog's default console template, `[{Timestamp:HH:mm:ss} {Level:u3}] {Message:lj}`, which ASP.NET Core servers hosting
 * the C# SDK often log through instead of the console logger: `[01:40:22 INF] Server (<name> <version>), Client (<name>
 * <version>) method 'tools/call' request handler called.` (AIDotNet/OpenDeepWiki#78, #48). One line per message; a
 * line without the prefix is the application's own console output.
 */
const SERILOG_RE = /^\[(\d\d):(\d\d):(\d\d)(?:\.(\d{1,3}))? (VRB|DBG|INF|WRN|ERR|FTL)\] (.*)$/;
const SERILOG_LEVEL: Record<string, string> = { VRB: 'trace', DBG: 'debug', INF: 'info', WRN: 'warn', ERR: 'error', FTL: 'critical' };
/**
 * A Serilog console template with the logger's name and no clock, `{Level:u3} {SourceContext} {Message}`: `INF
 * ModelContextProtocol.Server.McpServer Client (claude-ai 0.1.0) method 'tools/list' request handler completed.`
 * (modelcontextprotocol/csharp-sdk#290). Claimed only when the logger is the SDK's own (`ModelContextProtocol.…`): the
 * layout alone is any .NET program's. The logger's name stays in front of the message (it says whose words they are, and
 * an early SDK glued its first message to it: `…McpServermethod 'initialize' request handler called.`); the rows read the
 * SDK's sentence wherever it starts. One line per message; a line without the prefix is the application's own output.
 */
const SERILOG_CATEGORY_RE = /^(VRB|DBG|INF|WRN|ERR|FTL) (ModelContextProtocol\.\S.*)$/;
/**
 * NLog's layout, `${longdate}|${level:uppercase=true}|${logger}|${message}` and its padded variants, which .NET servers
 * hosting the C# SDK log through: `2026-02-07 00:03:12.2875 | INFO  | ModelContextProtocol.Server.McpServer | Server (…),
 * Client (…) message processing canceled. ` (IvanMurzak/Unity-MCP#446). The local clock with NLog's four fractional digits,
 * the level upper-case (padded or not), the logger's full name; an exception's lines follow the record without the prefix.
 */
const NLOG_RE = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{1,7}) ?\| ?(TRACE|DEBUG|INFO|WARN|ERROR|FATAL) *\| ?([\w.`+<>]+) ?\| ?(.*)$/;
const NLOG_LEVEL: Record<string, string> = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error', FATAL: 'critical' };
/** An NLog record of the SDK's own loggers: the layout alone is any .NET program's. */
const NLOG_SDK_RE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{1,7} ?\| ?[A-Z]+ *\| ?ModelContextProtocol\.[\w.]+ ?\|/;
/**
 * The stamp a container runtime or a cloud log stream puts before every line of the program's console output
 * (`kubectl logs --timestamps`, `docker logs -t`, an App Service / AKS log stream): `2025-07-25T09:45:14.642+04:00 info:
 * ModelContextProtocol.Server.McpServer[2103773711]`, then the message on a line of its own with the same stamp
 * (modelcontextprotocol/typescript-sdk#812). The offset is the stream's; the console logger's own indent of the
 * message line is not always kept after it.
 */
const CONTAINER_STAMP_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)) /;
/**
 * A client's words for a tool call that failed, quoted under the server's log by a reporter who shows both sides
 * (Claude Desktop's `Error executing code: MCP error -32000: Error POSTing to endpoint (HTTP 404): …` under a C#
 * server's idle-session close: modelcontextprotocol/typescript-sdk#812).
 */
const QUOTED_CLIENT_ROWS = claudeDesktopPhrases.filter((r) => r.id.startsWith('claude-desktop/') && r.method === 'tools/call');

/**
 * The session's debug lines that carry an incoming request's id before its handler names the method: the transport's
 * `<endpoint> transport received message with ID '<id>'.`, then the session's `<endpoint> read JsonRpcRequest message from
 * channel.` (a response or an error read there is the endpoint's own request answered, not one it handles).
 */
const DOTNET_RECEIVED_ID_RE = /^(.+?) transport received message with ID '([^']*)'\.\s*$/;
const DOTNET_READ_RE = /^(.+?) read (JsonRpc\w+) message from channel\.\s*$/;
/** … and the handler's own lines, named by the endpoint and the method: called, then completed or failed. */
const DOTNET_HANDLER_RE = /^(.+?) method '([^']+)' request handler (called|completed|failed)\b/;
/** … and, between the called and the failed line, the session finding no handler for the method. */
const DOTNET_NO_HANDLER_RE = /^(.+?) received request for method '([^']+)', but not? handler is available\b/;

/**
 * The ids of the requests an endpoint of the C# SDK is handling, read from its debug lines (DOTNET_RECEIVED_ID_RE): the id
 * the transport received goes to the next request read from the channel, and that one to the next handler the endpoint
 * calls, which keeps it through its no-handler warning until its completed or failed line. A client handling the
 * server's ping logs all three at Debug (modelcontextprotocol/csharp-sdk#1390); a server logging at Information shows no
 * id, and its handlers keep none.
 */
class DotnetHandledIds {
  private readonly received = new Map<string, string>();
  private readonly read = new Map<string, string[]>();
  private readonly handling = new Map<string, JsonRpcId>();

  /** The id of the request the line is a handler line of, when the endpoint's debug lines named it. */
  idOf(text: string): JsonRpcId | undefined {
    const r = DOTNET_RECEIVED_ID_RE.exec(text);
    if (r !== null) {
      this.received.set(r[1]!, r[2]!);
      return undefined;
    }
    const rd = DOTNET_READ_RE.exec(text);
    if (rd !== null) {
      const id = this.received.get(rd[1]!);
      this.received.delete(rd[1]!);
      if (id !== undefined && rd[2] === 'JsonRpcRequest') {
        const queue = this.read.get(rd[1]!);
        if (queue === undefined) this.read.set(rd[1]!, [id]);
        else queue.push(id);
      }
      return undefined;
    }
    const none = DOTNET_NO_HANDLER_RE.exec(text);
    if (none !== null) return this.handling.get(`${none[1]!}\n${none[2]!}`);
    const h = DOTNET_HANDLER_RE.exec(text);
    if (h === null) return undefined;
    const key = `${h[1]!}\n${h[2]!}`;
    if (h[3] === 'called') {
      const queue = this.read.get(h[1]!);
      const raw = queue?.shift();
      if (raw === undefined) return undefined;
      // The console prints a numeric id and a string id alike: the SDK's own ids are numbers.
      const id: JsonRpcId = /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
      this.handling.set(key, id);
      return id;
    }
    const id = this.handling.get(key);
    this.handling.delete(key);
    return id;
  }
}

function openDotnet(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  let pending: WireEvent | null = null;
  let needMsg = false;
  /** The pending record is NLog's: the lines after it without a prefix are its exception's (NLOG_RE). */
  let nlog = false;
  const ids = new DotnetHandledIds();
  const flush = (): void => {
    nlog = false;
    if (pending === null) return;
    let said = readSaid(dotnetSdkPhrases, pending.text ?? '');
    const id = ids.idOf(pending.text ?? '');
    if (said !== null && id !== undefined && said.id === undefined) said = { ...said, id };
    if (said !== null) pending.said = said;
    ctx.emit(pending);
    pending = null;
  };
  return {
    line(text: string, no: number): LineDisposition {
      if (isBlank(text)) return 'blank';
      let stampAt: number | null = null;
      const cs = text.charCodeAt(0) >= 48 && text.charCodeAt(0) <= 57 ? CONTAINER_STAMP_RE.exec(text) : null;
      if (cs !== null) {
        const t = Date.parse(cs[1]!);
        stampAt = Number.isNaN(t) ? null : t;
        text = text.slice(cs[0].length);
        if (isBlank(text)) return 'blank';
      }
      const sl = text.charCodeAt(0) === 91 /* [ */ ? SERILOG_RE.exec(text) : null;
      if (sl !== null) {
        flush();
        const ms = sl[4] !== undefined ? Number(sl[4].padEnd(3, '0')) : 0;
        pending = { at: ctx.tz.toEpoch(1970, 1, 1, +sl[1]!, +sl[2]!, +sl[3]!, ms), source: { file, line: no }, session: null, transport: null, from: 'server', kind: 'host-log', text: sl[6]!, level: SERILOG_LEVEL[sl[5]!] ?? sl[5]! };
        needMsg = false;
        flush();
        return 'event';
      }
      const sc = text.charCodeAt(0) >= 65 && text.charCodeAt(0) <= 90 /* A-Z */ ? SERILOG_CATEGORY_RE.exec(text) : null;
      if (sc !== null) {
        flush();
        pending = { at: stampAt, source: { file, line: no }, session: null, transport: null, from: 'server', kind: 'host-log', text: sc[2]!.trimEnd(), level: SERILOG_LEVEL[sc[1]!] ?? sc[1]! };
        needMsg = false;
        flush();
        return 'event';
      }
      const nl = text.charCodeAt(0) >= 48 && text.charCodeAt(0) <= 57 ? NLOG_RE.exec(text) : null;
      if (nl !== null) {
        flush();
        const ms = Number(nl[7]!.slice(0, 3).padEnd(3, '0'));
        const at = ctx.tz.toEpoch(+nl[1]!, +nl[2]!, +nl[3]!, +nl[4]!, +nl[5]!, +nl[6]!, ms);
        pending = { at, source: { file, line: no }, session: null, transport: null, from: 'server', kind: 'host-log', text: nl[10]!.trimEnd(), level: NLOG_LEVEL[nl[8]!] ?? nl[8]!.toLowerCase() };
        nlog = true;
        return 'event';
      }
      if (pending !== null && nlog) {
        // The record's exception: its message's rest (`Object name: 'Collection'.`) and its frames.
        pending.source.endLine = no;
        return 'part';
      }
      const m = MEL_RE.exec(text);
      if (m !== null) {
        flush();
        const at = stampAt ?? (m[1] !== undefined ? ctx.tz.toEpoch(1970, 1, 1, +m[1], +m[2]!, +m[3]!, 0) : null);
        pending = { at, source: { file, line: no }, session: null, transport: null, from: 'server', kind: 'host-log', text: m[7] ?? '', level: MEL_LEVEL[m[4]!] ?? m[4]! };
        needMsg = (m[7] ?? '') === '';
        return 'event';
      }
      if (pending !== null && (/^\s/.test(text) || (cs !== null && needMsg))) {
        // The message is the first indented line; the rest (an exception, its frames) belong to it.
        if (needMsg) {
          pending.text = text.trim();
          needMsg = false;
        }
        pending.source.endLine = no;
        return 'part';
      }
      flush();
      const msg = text.trim();
      const source = { file, line: no };
      const quoted = readSaid(QUOTED_CLIENT_ROWS, msg);
      if (quoted !== null) {
        ctx.emit({ at: stampAt, source, session: null, transport: null, from: 'client', kind: 'host-log', text: msg, said: quoted });
        return 'event';
      }
      const found = findJsonRpcAnywhere(msg);
      if (found !== null) {
        for (const message of found.messages) ctx.emit({ at: stampAt, source, session: null, transport: null, from: directionOfEmbedded(msg.slice(0, found.at), message), kind: 'message', message });
        return 'event';
      }
      ctx.emit({ at: stampAt, source, session: null, transport: null, from: 'server', kind: 'host-log', text: msg });
      return 'event';
    },
    end(): void {
      flush();
    },
  };
}

export const dotnetSdkLog: Reader = {
  name: 'dotnet-sdk',
  title: 'C# SDK server log (Microsoft.Extensions.Logging console: level: ModelContextProtocol.X[id], indented message; Serilog\'s [HH:mm:ss LVL] console lines or LVL ModelContextProtocol.X message; NLog\'s date | LEVEL | logger | message)',
  clock: 'none',
  host: 'dotnet-sdk',
  sniff(head) {
    let strong = 0;
    for (const raw of head) {
      const cs = CONTAINER_STAMP_RE.exec(raw);
      const l = cs !== null ? raw.slice(cs[0].length) : raw;
      if (/^(?:\d\d:\d\d:\d\d )?(?:trce|dbug|info|warn|fail|crit): ModelContextProtocol\.[\w.]+\[-?\d+\]/.test(l)) strong++;
      // A Serilog line is any .NET program's; with the C# SDK's own sentence in it, it is that SDK's server log.
      else if (l.charCodeAt(0) === 91 && SERILOG_RE.test(l) && readSaid(dotnetSdkPhrases, l) !== null) strong++;
      // An NLog record whose logger is the SDK's own (NLOG_SDK_RE).
      else if (NLOG_SDK_RE.test(l)) strong++;
      // A Serilog `LVL <logger> <message>` line whose logger is the SDK's own (SERILOG_CATEGORY_RE).
      else if (SERILOG_CATEGORY_RE.test(l)) strong++;
    }
    return strong > 0 ? Math.min(0.9, 0.8 + 0.03 * strong) : 0;
  },
  open: openDotnet,
};
