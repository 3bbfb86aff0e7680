/**
 * Gateways and proxies that sit between an MCP client and its servers, each with its own log
 * grammar (hosts-in-the-wild.md, "gateways and proxies"; docs/formats.md has a section each):
 * mcphub, ToolHive, Docker's MCP gateway, mcpo, agentgateway, supergateway, mcp-proxy.
 * A gateway is in the middle (`self: null`): a body's sender comes from its method or from the
 * gateway's words ("post request … with body:", "SSE → Child"), `directionOfEmbedded`.
 * Lines become events through the shared toolkit (host-lines.ts); the phrases are data
 * (`ingest/hosts/<gateway>.ts`), each row citing the thread it was seen in.
 */
import {
  agentgatewayPhrases,
  rustSdkPhrases,
  CLAUDE_DESKTOP_SERVER_LOG_RE,
  dockerMcpGatewayPhrases,
  DOCKER_GATEWAY_FRAME_RE,
  GO_PANIC_HEAD_RE,
  genericClientPhrases,
  litellmPhrases,
  mcphubPhrases,
  mcpoPhrases,
  mcpProxyPhrases,
  mcpProxyPythonPhrases,
  pythonHttpxExchangePhrases,
  pythonSdkClientPhrases,
  pythonSdkV2ClientPhrases,
  supergatewayPhrases,
  supergatewayCrashPhrases,
  goServerCrashPhrases,
  toolhivePhrases,
  typescriptSdkPhrases,
} from '../hosts/index.js';
import { readSaid } from '../hosts/phrase.js';
import { directionOfEmbedded } from '../reprs.js';
import { parseIsoUtc } from '../time.js';
import type { Reader, ZoneResolver } from '../types.js';
import { hostLineReader, type HostLine } from './host-lines.js';

/** Share of head lines matching `re`, ignoring blank ones. */
function share(head: readonly string[], re: RegExp): { hits: number; of: number } {
  let hits = 0;
  let of = 0;
  for (const l of head) {
    if (l.trim() === '') continue;
    of++;
    if (re.test(l)) hits++;
  }
  return { hits, of };
}

/**
 * A score from strong lines (a sentence only this writer prints) and lines of its shape:
 * one strong line is enough to be sure (≥ 0.8); the shape alone stays below generic readers.
 */
function scoreOf(strong: number, shape: number, of: number): number {
  if (of === 0) return 0;
  if (strong > 0) return Math.min(0.95, 0.8 + 0.05 * Math.min(3, strong) + (shape / of > 0.5 ? 0.05 : 0));
  if (shape === 0) return 0;
  return shape / of > 0.6 ? 0.45 : 0.3;
}

/** A clock with only the time of day: a fixed day (1970-01-01) in the zone, so order and gaps hold. */
function timeOfDay(tz: ZoneResolver, h: number, mi: number, s: number, ms = 0): number {
  return tz.toEpoch(1970, 1, 1, h, mi, s, ms);
}

// --- mcphub ----------------------------------------------------------------------------------

/**
 * `[03:14:21]info主 (28)Handling CallToolRequest for tool: search` (samanhappy/mcphub#78); builds whose
 * console writes the process marker in English print `[00:59:04]infoMain (102)…` (samanhappy/mcphub#574).
 */
const MCPHUB_RE = /^\[(\d\d):(\d\d):(\d\d)\](\w+?)(?:主|Main) \((\d+)\)(.*)$/;
/** Later builds: `[2025-08-29T12:23:35.126Z] [ERROR] [61] [main] message` (samanhappy/mcphub#324). */
const MCPHUB_ISO_RE = /^\[(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\] \[(\w+)\] \[(\d+)\] \[[\w-]+\] (.*)$/;
/**
 * Its own sentences, with or without a header (an early build printed bare lines: samanhappy/mcphub#1;
 * a routed call's error pasted alone: samanhappy/mcphub#126).
 */
const MCPHUB_WORDS_RE = /Failed to connect client for server (?:\S+ by error: |\{)|Handling CallToolRequest for tool|Tool call result: |^Error handling CallToolRequest: /;
/**
 * The console's own header with the process marker in Chinese, level glued to it, the pid after (`[13:32:36]error主 (499)`):
 * no other writer prints it, whatever the words after (samanhappy/mcphub#78, #900).
 */
const MCPHUB_MARK_RE = /^\[\d\d:\d\d:\d\d\]\w+?主 \(\d+\)/;

export const mcphub: Reader = {
  ...hostLineReader({
    name: 'mcphub',
    title: 'mcphub console ([HH:MM:SS]info主 (pid)message)',
    clock: 'local',
    host: 'mcphub',
    self: null,
    header(line: string, tz: ZoneResolver): HostLine | null {
      const m = MCPHUB_RE.exec(line);
      if (m !== null) return { at: timeOfDay(tz, +m[1]!, +m[2]!, +m[3]!), level: m[4]!, msg: m[6]! };
      const iso = MCPHUB_ISO_RE.exec(line);
      if (iso !== null) return { at: parseIsoUtc(iso[1]!), level: iso[2]!.toLowerCase(), msg: iso[4]! };
      return null;
    },
    phrases: [...mcphubPhrases, ...typescriptSdkPhrases],
    direction: directionOfEmbedded,
    sniff(head) {
      const shape = share(head, /^\[(?:\d\d:\d\d:\d\d\]\w+?(?:主|Main) \(\d+\)|\d{4}-\d\d-\d\dT[\d:.]+Z\] \[\w+\] \[\d+\] \[[\w-]+\] )/);
      const strong = share(head, /^\[\d\d:\d\d:\d\d\]\w+?(?:主|Main) \(\d+\)(?:Handling (?:MCP|CallToolRequest|request)|Tool call result|MCP connection established|SSE connection)/);
      return scoreOf(strong.hits + share(head, MCPHUB_WORDS_RE).hits + share(head, MCPHUB_MARK_RE).hits, shape.hits, shape.of);
    },
    // Its sentences stand alone without a header; stack lines continue the line before.
    headerless: 'phrase-or-continue',
    // Later builds log an error as an object after the words, one member a line (`Failed to connect client for server {`,
    // `"serverName": …`, `"error": {`, `"message": "MCP error -32000: Connection closed"`, the stack as one string:
    // samanhappy/mcphub#900). mcphub is a TypeScript SDK client, so the member lines carry the SDK's sentences: those rows
    // read them; the stack member restating the message is the same failure (echoOnce).
    echoOnce: true,
  }),
  host: 'mcphub',
};

// --- ToolHive --------------------------------------------------------------------------------

/** zap console `1:08PM\tERROR\tmessage`; zerolog `3:59PM INF message` (stacklok/toolhive#1838, #1535). */
const TH_ZAP_RE = /^(\d{1,2}):(\d\d)(AM|PM)\t(\w+)\t(.*)$/;
const TH_ZEROLOG_RE = /^(\d{1,2}):(\d\d)(AM|PM) (TRC|DBG|INF|WRN|ERR|FTL) (.*)$/;
/** Go's standard logger: `2025/09/11 13:08:54 http: proxy error: …`. */
const GO_STD_RE = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d) (.*)$/;
/**
 * Sentences ToolHive's proxy, CLI or vMCP print. Not mcp-go's own refusal of an initialize's answer on its version check
 * (`unsupported protocol version: "<v>"`) under "failed to initialize MCP client: ": thv prints it so
 * (stacklok/toolhive#1568), but both halves are any Go program's that calls mcp-go's Initialize and wraps its error in
 * those plain words, so the line alone names no host — as thv's "failed to start MCP transport: failed to connect to SSE
 * stream: …" does not (stacklok/toolhive#1161). Its row (hosts/toolhive.ts) still reads it where ToolHive's own lines
 * claim the log.
 */
const TH_STRONG_RE =
  /(?:Detected initialize method call for|Failed to forward request|MCP server not initialized yet, skipping health check|Transparent proxy: |failed to initialize MCP client: transport error|Timeout waiting for response from container|failed to initialize client for backend )/;

/**
 * zap's production encoder, as the Virtual MCP server (vMCP) logs in a pod: one JSON object a line,
 * `{"level":"warn","ts":1765342989.813479,"caller":"logger/logger.go:54","msg":"…"}` (stacklok/toolhive#2986, #2785).
 * `ts` is Unix seconds with a fraction, so the clock is absolute whatever the machine's zone. The message is the
 * decoded `msg` (its escaped trailing newline gone), so the rows read the words as the gateway wrote them.
 */
function zapJsonRecord(line: string): HostLine | null {
  let rec: unknown;
  try {
    rec = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof rec !== 'object' || rec === null) return null;
  const { level, ts, msg } = rec as { level?: unknown; ts?: unknown; msg?: unknown };
  if (typeof level !== 'string' || typeof msg !== 'string') return null;
  const at = typeof ts === 'number' && Number.isFinite(ts) ? Math.round(ts * 1000) : null;
  return { at, level: level.toLowerCase(), msg: msg.trim() };
}

export const toolhive: Reader = {
  ...hostLineReader({
    name: 'toolhive',
    title: 'ToolHive proxy log and thv errors (1:08PM\\tERROR\\tmessage)',
    clock: 'local',
    host: 'toolhive',
    self: null,
    header(line: string, tz: ZoneResolver): HostLine | null {
      let m = TH_ZAP_RE.exec(line) ?? TH_ZEROLOG_RE.exec(line);
      // A minute-only clock among the standard logger's seconds would run backwards: these
      // lines keep their order only (durations come from the seconds clock and the words).
      if (m !== null) return { at: null, level: m[4]!.toLowerCase(), msg: m[5]! };
      m = GO_STD_RE.exec(line);
      // The standard logger prints the date, the zap lines do not: keep the same fixed day so
      // the two clocks stay comparable (both are the machine's local time).
      if (m !== null) return { at: timeOfDay(tz, +m[4]!, +m[5]!, +m[6]!), msg: m[7]! };
      if (line.startsWith('Error: ')) return { at: null, level: 'error', msg: line.slice(7) };
      if (line.startsWith('{"level":"')) return zapJsonRecord(line);
      return null;
    },
    phrases: toolhivePhrases,
    direction: directionOfEmbedded,
    sniff(head) {
      const shape = share(head, /^(?:\d{1,2}:\d\d(?:AM|PM)[\t ]|\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d |\{"level":"\w+","ts":\d)/);
      const strong = share(head, TH_STRONG_RE);
      // Go's standard logger clock alone is every Go program's (a Go CLI host's slog lines:
      // mark3labs/mcphost#11): without ToolHive's own zap/zerolog clock or words it is a stray match.
      const own = share(head, /^\d{1,2}:\d\d(?:AM|PM)[\t ]/);
      if (strong.hits === 0 && own.hits === 0) return Math.min(0.3, scoreOf(0, shape.hits, shape.of));
      return scoreOf(strong.hits, shape.hits, shape.of);
    },
    headerless: 'phrase-or-continue',
  }),
  host: 'toolhive',
};

// --- Docker MCP gateway ----------------------------------------------------------------------

/** `- step`, `  - substep`, `> result`, `  > failure` (postmanlabs/postman-mcp-server#55). */
const DOCKER_RE = /^( *)([->]) (.*)$/;
const DOCKER_STRONG_RE =
  /(?:^- Reading configuration\.\.\.|^- Those servers are enabled:|^- Listing MCP tools\.\.\.|^> Initialized in |^> Start (?:stdio|sse|streaming) server|Can't start \S+: failed to connect: calling "|^- Watching for configuration updates)/;
/**
 * Where the gateway's lines start inside a paste that joined them with single spaces (a step or result marker
 * before a capital: "~ docker mcp gateway run ✔ - Reading configuration... - Reading registry from … > Can't
 * start x: …": docker/desktop-linux#299). Options inside a step ("--rm -i --init") are lower case.
 */
const DOCKER_UNJOIN = / (?=[->] [A-Z])/;
/** Words only a Docker MCP gateway paste has on a step line: the runtime's name, an image of the mcp/ catalogue. */
const DOCKER_WORDS_RE = /\b[Dd]ocker\b|\bmcp\/[a-z0-9]/;
/** The head's lines, a joined paste taken apart as the reader takes it apart (host-lines.ts unjoined). */
function dockerLines(head: readonly string[]): string[] {
  return head.flatMap((l) => {
    if (l.length < 80) return [l];
    const parts = l.split(DOCKER_UNJOIN);
    return parts.length >= 3 && parts.filter((p) => DOCKER_RE.test(p)).length >= 2 ? parts : [l];
  });
}

export const dockerMcpGateway: Reader = {
  ...hostLineReader({
    name: 'docker-mcp-gateway',
    title: 'Docker MCP gateway stderr (- step / > result, no clock)',
    clock: 'none',
    host: 'docker-mcp-gateway',
    self: null,
    header(line: string): HostLine | null {
      const m = DOCKER_RE.exec(line);
      if (m === null) return null;
      return { at: null, msg: m[3]! };
    },
    phrases: dockerMcpGatewayPhrases,
    direction: directionOfEmbedded,
    unjoin: DOCKER_UNJOIN,
    sniff(head) {
      const lines = dockerLines(head);
      // A Go panic printout through the gateway's own source, pasted alone (docker/mcp-gateway#335): the gateway's
      // stderr. The runtime writes the header at the start of a line.
      const bare = lines.map((l) => l.trimStart());
      if (bare.some((l) => GO_PANIC_HEAD_RE.test(l)) && bare.some((l) => DOCKER_GATEWAY_FRAME_RE.test(l))) return 0.85;
      const shape = share(lines, DOCKER_RE);
      const strong = share(lines, DOCKER_STRONG_RE);
      // '- ' and '> ' open every markdown list and quote: the shape alone is a reporter's bullet list (Warp's log
      // lines quoted in a report's "Evidence" bullets: warpdotdev/warp#7252) unless a line speaks of the gateway —
      // Docker, an mcp/<image>, or one of its own sentences.
      if (strong.hits === 0 && !lines.some((l) => DOCKER_WORDS_RE.test(l) || readSaid(dockerMcpGatewayPhrases, l) !== null)) {
        return Math.min(0.3, scoreOf(0, shape.hits, shape.of));
      }
      return scoreOf(strong.hits, shape.hits, shape.of);
    },
    headerless: 'phrase-or-continue',
  }),
  host: 'docker-mcp-gateway',
};

// --- mcpo ------------------------------------------------------------------------------------

/** `2025-08-27 01:46:10,138 - INFO - message` (open-webui/mcpo#240, #199), local time. */
const MCPO_RE = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d),(\d{3}) - (\w+) - (.*)$/;
/** uvicorn's access and lifecycle lines: `INFO:     10.0.0.1:5 - "POST /x/y HTTP/1.1" 500 …`. */
const UVICORN_RE = /^(INFO|WARNING|ERROR|DEBUG|CRITICAL):\s+(.*)$/;

export const mcpo: Reader = {
  ...hostLineReader({
    name: 'mcpo',
    title: 'mcpo log (YYYY-MM-DD HH:MM:SS,mmm - LEVEL - message, with uvicorn lines)',
    clock: 'local',
    host: 'mcpo',
    self: 'client',
    header(line: string, tz: ZoneResolver): HostLine | null {
      const m = MCPO_RE.exec(line);
      if (m !== null) {
        return { at: tz.toEpoch(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!), level: m[8]!.toLowerCase(), msg: m[9]! };
      }
      const u = UVICORN_RE.exec(line);
      if (u !== null) return { at: null, level: u[1]!.toLowerCase(), msg: u[2]! };
      return null;
    },
    // mcpo is a Python SDK client: after its own sentences, the SDK's words and httpx's as its log prints them, and the
    // words clients share for a connect that failed ("Failed to connect to MCP server '<label>': ExceptionGroup: …",
    // its lifespan starting a stdio server: berlinbra/news-api-mcp#3).
    phrases: [...mcpoPhrases, ...pythonSdkClientPhrases, ...pythonSdkV2ClientPhrases, ...pythonHttpxExchangePhrases, ...genericClientPhrases],
    sniff(head) {
      const shape = share(head, MCPO_RE);
      const strong = share(head, /(?:- INFO - (?:Calling endpoint: \S+, with args:|Unexpected error calling |Starting MCPO Server|Configuring (?:Stdio|SSE|Streamable HTTP) MCP Server)|MCP OpenAPI Proxy)/);
      // Its line shape is Python logging's `%(asctime)s - %(levelname)s - %(message)s`, which any
      // Python tool may print (a CLI client's "Timeout waiting for server initialization response":
      // IBM/mcp-cli#101): without one of mcpo's own sentences it does not claim the text.
      if (strong.hits === 0) return Math.min(0.35, scoreOf(0, shape.hits, shape.of));
      return scoreOf(strong.hits, shape.hits, shape.of);
    },
    headerless: 'phrase-or-continue',
  }),
  host: 'mcpo',
};

// --- agentgateway ----------------------------------------------------------------------------

/** `2025-09-28T18:08:41.526200Z     info    request gateway=…` (agentgateway/agentgateway#464). */
const AGW_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\s+(trace|debug|info|warn|error)\s+(.*)$/;
/**
 * agentgateway's earlier releases logged through tracing-subscriber's default format: the level in upper case and the
 * event's target, its own crate's module, before a colon (`2025-06-06T14:04:13.496492Z ERROR agentgateway::sse:
 * initialize error error=Custom { … }`: agentgateway/agentgateway#144). The target names the gateway as the writer; the
 * message keeps it, as the Rust SDK's reader keeps rmcp's.
 */
const AGW_TRACING_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\s+(TRACE|DEBUG|INFO|WARN|ERROR)\s+(agentgateway(?:::\w+)*: .*)$/;
/** Either layout's line (AGW_RE, AGW_TRACING_RE): the shape sniff counts. */
const AGW_ANY_RE = new RegExp(`${AGW_RE.source}|${AGW_TRACING_RE.source}`);

export const agentgateway: Reader = {
  ...hostLineReader({
    name: 'agentgateway',
    title: 'agentgateway log (RFC 3339 UTC, level, request key=value access lines)',
    clock: 'utc',
    host: 'agentgateway',
    self: null,
    header(line: string): HostLine | null {
      const m = AGW_RE.exec(line) ?? AGW_TRACING_RE.exec(line);
      if (m === null) return null;
      return { at: parseIsoUtc(m[1]!), level: m[2]!.toLowerCase(), msg: m[3]! };
    },
    // agentgateway serves MCP through rmcp (its `rmcp::…` targets): rmcp's own sentences are in its log
    // ("Failed to create service: initialize failed: -32603: …": agentgateway/agentgateway#207).
    phrases: [...agentgatewayPhrases, ...rustSdkPhrases],
    // An access line is long; a paster may wrap it, its fields going on indented (agentgateway/agentgateway#889).
    wrapped: /^\s+[\w.]+=/,
    direction: directionOfEmbedded,
    sniff(head) {
      const shape = share(head, AGW_ANY_RE);
      // agentgateway prints its levels in lower case (in upper case only before its own target: AGW_TRACING_RE); an rmcp server's own tracing (upper case) is the Rust SDK's log.
      // Its MCP access line names the protocol and method (`request http.status=500 protocol=mcp mcp.method=initialize`),
      // also when a paster keeps only those fields (agentgateway/agentgateway#889).
      const strong = share(
        head,
        /^\S+Z\s+(?:(?:trace|debug|info|warn|error)\s+(?:request gateway=\S+ listener=|request\b.*\b(?:protocol=mcp\b|mcp\.method=)|rmcp::|agentgateway)|(?:TRACE|DEBUG|INFO|WARN|ERROR)\s+agentgateway(?:::\w+)*: )/,
      );
      return scoreOf(strong.hits, shape.hits, shape.of);
    },
    headerless: 'continue',
  }),
  host: 'agentgateway',
};

// --- supergateway ----------------------------------------------------------------------------

const SG_RE = /^\[supergateway\] (.*)$/;

const supergatewayLines = hostLineReader({
  name: 'supergateway',
  title: 'supergateway stderr ([supergateway] …, no clock)',
  clock: 'none',
  host: 'supergateway',
  self: null,
  header(line: string): HostLine | null {
    const m = SG_RE.exec(line);
    return m === null ? null : { at: null, msg: m[1]! };
  },
  phrases: [...supergatewayPhrases, ...supergatewayCrashPhrases, ...goServerCrashPhrases],
  // Node's print of the error that ended the process has no `[supergateway]` prefix; nor have the lines after the
  // first of a child's stderr chunk it relays (a Go server's panic frames: GoogleCloudPlatform/kubectl-ai#285).
  foreign: [...supergatewayCrashPhrases, ...goServerCrashPhrases],
  direction: directionOfEmbedded,
  sniff(head) {
    const shape = share(head, SG_RE);
    if (shape.hits === 0) return 0;
    // supergateway's stderr inside another host's log (Claude Desktop copies a server's stderr
    // into mcp-server-<name>.log): that host's reader reads the file.
    if (share(head, /^\d{4}-\d\d-\d\dT[\d:.]+Z \[[^\]]+\] \[\w+\] /).hits > 0) return 0.3;
    return scoreOf(shape.hits, shape.hits, shape.of);
  },
  headerless: 'continue',
});

export const supergateway: Reader = {
  ...supergatewayLines,
  // supergateway run as a desktop host's stdio server: its stderr sits in that host's per-server log, whose own
  // lifecycle sentences (kept when the reporter cut the stamps) say who wrote the file.
  open(ctx) {
    const sink = supergatewayLines.open(ctx);
    let writer: string | null = null;
    return {
      ...sink,
      line(text: string, no: number) {
        if (writer === null && CLAUDE_DESKTOP_SERVER_LOG_RE.test(text.trim())) writer = 'claude-desktop';
        return sink.line(text, no);
      },
      host(): string | null {
        return writer ?? sink.host?.() ?? null;
      },
    };
  },
  host: 'supergateway',
};

// --- mcp-proxy (punkpeye) --------------------------------------------------------------------

const MP_RE = /^(could not start the proxy .*)$/;

export const mcpProxy: Reader = {
  ...hostLineReader({
    name: 'mcp-proxy',
    title: 'mcp-proxy console (could not start the proxy …)',
    clock: 'none',
    host: 'mcp-proxy',
    self: 'client',
    header(line: string): HostLine | null {
      const m = MP_RE.exec(line);
      return m === null ? null : { at: null, level: 'error', msg: m[1]! };
    },
    phrases: [...mcpProxyPhrases, ...typescriptSdkPhrases],
    sniff(head) {
      const strong = share(head, MP_RE);
      return strong.hits > 0 ? 0.85 : 0;
    },
    headerless: 'continue',
  }),
  host: 'mcp-proxy',
};

// --- mcp-proxy (sparfenyuk, Python) -----------------------------------------------------------

/**
 * `[I 2025-09-15 20:57:54,937.937 mcp_proxy.mcp_server] Setting up default server: …`: its logging format, the level's
 * letter, asctime with its comma milliseconds and the milliseconds again after a dot, the logger (sparfenyuk/mcp-proxy#105,
 * #80). The SDK's own loggers print in it too (`mcp.server.lowlevel.server] Processing request of type …`).
 */
const MPPY_RE = /^\[([DIWEC]) (\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d),(\d{3})\.\d{3} ([\w.]+)\] (.*)$/;
const MPPY_LEVELS: Record<string, string> = { D: 'debug', I: 'info', W: 'warning', E: 'error', C: 'critical' };

export const mcpProxyPython: Reader = {
  ...hostLineReader({
    name: 'mcp-proxy-python',
    title: 'mcp-proxy (Python) log ([L YYYY-MM-DD HH:MM:SS,mmm.mmm logger] message, with uvicorn lines)',
    clock: 'local',
    host: 'mcp-proxy',
    // Its own lines are its client side: the stdio server it spawns and connects to.
    self: 'client',
    header(line: string, tz: ZoneResolver): HostLine | null {
      const m = MPPY_RE.exec(line);
      if (m !== null) {
        return { at: tz.toEpoch(+m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!, +m[8]!), level: MPPY_LEVELS[m[1]!]!, msg: m[10]! };
      }
      const u = UVICORN_RE.exec(line);
      if (u !== null) return { at: null, level: u[1]!.toLowerCase(), msg: u[2]! };
      return null;
    },
    // The bridge's own words, then the Python SDK's (its server side's "Processing request of type …", its client side's
    // errors), httpx's, and the connect words clients share.
    phrases: [...mcpProxyPythonPhrases, ...pythonSdkClientPhrases, ...pythonSdkV2ClientPhrases, ...pythonHttpxExchangePhrases, ...genericClientPhrases],
    sniff(head) {
      const shape = share(head, MPPY_RE);
      // Its own loggers decide; the shape with the SDK's loggers alone is the Python SDK's server log's to claim.
      const strong = share(head, /^\[[DIWEC] \d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}\.\d{3} mcp_proxy\.[\w.]+\] /);
      if (strong.hits === 0) return Math.min(0.35, scoreOf(0, shape.hits, shape.of));
      return scoreOf(strong.hits, shape.hits, shape.of);
    },
    headerless: 'phrase-or-continue',
  }),
  host: 'mcp-proxy',
};

// --- LiteLLM ---------------------------------------------------------------------------------

/**
 * `15:08:58 - LiteLLM:INFO: client.py:563 - message` and `LiteLLM Proxy:DEBUG` (BerriAI/litellm#13840),
 * time only, local. A second handler may print each record again as
 * `2026-05-25 15:01:52 - LiteLLM - INFO - client.py:437 - list_tools() - message` (BerriAI/litellm#28766):
 * those copies continue the line before them rather than saying it twice. A reporter copying `docker compose logs`
 * may bring the records without their clock (`LiteLLM:WARNING: client.py:385 - MCP client list_tools was cancelled`:
 * BerriAI/litellm#26700): the logger's name, level, file and line are the same, and the lines have no time.
 */
const LITELLM_RE = /^(?:(\d\d):(\d\d):(\d\d) - )?LiteLLM(?: Proxy| Router)?:(DEBUG|INFO|WARNING|ERROR|CRITICAL): [\w.]+:\d+ - (.*)$/;

export const litellm: Reader = {
  ...hostLineReader({
    name: 'litellm',
    title: 'LiteLLM proxy log (HH:MM:SS - LiteLLM:LEVEL: file.py:line - message, uvicorn lines)',
    clock: 'local',
    host: 'litellm',
    self: null,
    header(line: string, tz: ZoneResolver): HostLine | null {
      const m = LITELLM_RE.exec(line);
      if (m !== null) return { at: m[1] === undefined ? null : timeOfDay(tz, +m[1], +m[2]!, +m[3]!), level: m[4]!.toLowerCase(), msg: m[5]! };
      const u = UVICORN_RE.exec(line);
      if (u !== null) return { at: null, level: u[1]!.toLowerCase(), msg: u[2]! };
      return null;
    },
    phrases: litellmPhrases,
    direction: directionOfEmbedded,
    sniff(head) {
      const shape = share(head, LITELLM_RE);
      const strong = share(head, /^(?:\d\d:\d\d:\d\d - )?LiteLLM(?: Proxy)?:\w+: (?:client\.py|mcp_server_manager\.py|server\.py|user_api_key_auth_mcp\.py):\d+ - /);
      // The header names LiteLLM's own logger: no stray match, even when a traceback under it outnumbers its lines
      // (one DEBUG line over a log viewer's numbered traceback: BerriAI/litellm#13574). Its shape, not its MCP words.
      if (strong.hits === 0 && shape.hits > 0) return 0.45;
      return scoreOf(strong.hits, shape.hits, shape.of);
    },
    headerless: 'continue',
  }),
  host: 'litellm',
};
