/**
 * A log that shows an MCP server or client at work but holds no request: a server's start banner ("Weather MCP
 * Server running on stdio", "MCP server started and ready to accept connections"), a host's connection lines
 * ("Connected to MCP server 'docs'"), tools registered or listed by an MCP client. Such a log is what a user has
 * when a request never reached the log at all (the app froze after the server said it was ready:
 * syahiidkamil/mcp-postgres-full-access#5), and what they want back is "nothing failed in what was read", not
 * "not a capture": the file is an MCP log, it just says nothing went wrong.
 *
 * The bar is kept where the project's other rules put it: the words must say MCP themselves (a log with no MCP
 * word stays refused: an app's own "request cancelled" lines, a Copilot pane that never names MCP), and they
 * must be a log's line, not a sentence of someone's prose quoting them: the line carries a log's clock or a level
 * word, and the MCP words open the line's message (after the clock, the level and a few bracketed tags) rather
 * than sitting mid-sentence.
 */
import { isOAuthPath } from '../oauth-paths.js';
import { OPENING_RELAY_RE } from './relay-label.js';

/**
 * A line's clock, as logs commonly write it: ISO or Go's slashes, bracketed or not; a time of day alone; or the date
 * and the time in brackets of their own, as tauri-plugin-log's format writes them (`[2026-07-10][00:14:27]`, its
 * `[[[year]-[month]-[day]][[[hour]:[minute]:[second]]` description: Jan's app log, ROCm/legacy-rocm-build#6365).
 */
const CLOCK_RE = /^\s*(?:\[\d{4}-\d\d-\d\d\]\[\d\d:\d\d:\d\d\]\s*|\[?(?:\d{4}[-/]\d\d[-/]\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?|\d\d:\d\d:\d\d(?:[.,]\d{1,3})?Z?)\]?(?:\s*\|)?\s+)/;
/**
 * A level word opening the message (bracketed, padded, or with a colon as uvicorn and Python's basicConfig write it),
 * or its three-letter form (zerolog's and FastGPT's logger: `2026-02-23 08:37:11   DBG app:mcp-tools …`,
 * labring/FastGPT#6451).
 */
const LEVEL_RE = /^\[?(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL|TRC|DBG|INF|WRN|ERR|FTL)\]?:?(?=\s)\s*/i;
/** The levels of a line that says nothing went wrong. */
const QUIET_LEVEL_RE = /^\[?(?:TRACE|DEBUG|INFO|NOTICE|TRC|DBG|INF)\]?:?$/i;
/**
 * A logger's category after the level, `<namespace>:<name>` padded to its column (FastGPT's `app:mcp-tools        `,
 * labring/FastGPT#6451; the debug package's `mcp:info`): no part of the message.
 */
const CATEGORY_RE = /^[a-z][\w.-]{0,30}(?::[\w.-]{1,40}){1,3}\s+(?=\S)/;
/**
 * A bracketed tag before the message: a component, a logger, a server's name (`[backend]`, `[mcp]`); or one run into the
 * next bracket, as tauri-plugin-log writes the record's target and level (`[app_lib::core::mcp::helpers][INFO] `).
 */
const TAG_RE = /^\[[^\]\s][^\]]{0,60}\](?::?\s+|(?=\[))/;

/** A word of a name before `MCP server`: capitalised, quoted, or a package's or a path's (`@scope/x`, `notes-db`). */
const NAME = `(?:(?:[A-Z0-9@'"\`][\\w.@/'"\`-]*|[a-z][\\w.@/-]*[-_/@.][\\w.@/-]*) )`;

/**
 * The MCP words that open a line's message when a server or client is at work. Each needs `MCP` itself: the same
 * sentences without it are any program's ("Server started", "Registered 5 tools").
 */
const AT_WORK_RES: readonly RegExp[] = [
  // A server's start banner: "Starting PostgreSQL Advanced MCP server...", "Launching MCP server 'x'".
  // A version's dots are no sentence's end ("Starting Ledger v1.4.2 MCP server…", "Docs MCP Server v2.1.0 running").
  /^(?:Starting|Started|Launching|Launched|Running|Initializing|Initialized)\b(?:[^.!?]|(?<=\d)\.(?=\d)){0,80}?\bMCP[ -]server\b/i,
  // … or named first: "Weather MCP Server running on stdio", "MCP server started and ready to accept connections"
  // (the name's words capitalised or quoted, as a program names a server: not a sentence's "user said the MCP server …").
  new RegExp(`^${NAME}{0,4}[Mm][Cc][Pp][ -][Ss]erver\\b(?:[^.!?]|(?<=\\d)\\.(?=\\d)){0,60}?\\b(?:started|starting|running|listening|ready|launched|initialized|connected)\\b`),
  // A host's connection lines: "Connected to MCP server 'docs'", "Connecting to MCP server at http://…".
  /^(?:Connected|Connecting|Reconnected|Reconnecting) to (?:the )?(?:[\w.@/'"-]+ ){0,3}MCP[ -]server\b/i,
  // … "MCP client connected", "MCP client for 'docs' initialized".
  new RegExp(`^${NAME}{0,3}[Mm][Cc][Pp][ -][Cc]lient\\b[^.!?]{0,60}?\\b(?:connected|initialized|started|ready)\\b`),
  // Tools registered or listed by an MCP client or server: "Registered 12 tools from MCP server 'x'", "MCP server x: 4 tools".
  /^(?:Registered|Loaded|Discovered|Listed|Found|Fetched|Received|Got)\s+\d+\s+(?:MCP\s+)?tools?\b(?=[^.!?]{0,80}\bMCP\b|\s*\(MCP\b)/i,
  /^(?:Registered|Loaded|Discovered|Listed|Fetched)\s+\d+\s+MCP\s+tools?\b/i,
];

/** Words of a failure in a line's message. */
const FAILURE_RE = /\b(?:fail(?:ed|s|ure)?|errors?|exception|refused|timed? ?out|could not|cannot|can't|unable|crash(?:ed)?|exit(?:ed)?)\b/i;

/** The message of a log line: after its clock, its level and up to three bracketed tags. Null when the line is no log line. */
export function loggedMessage(line: string): string | null {
  let rest = line;
  let logged = false;
  // A client's relay label opening the line (relay-label.ts): the server's log line follows it.
  const relay = OPENING_RELAY_RE.exec(rest);
  if (relay !== null) {
    rest = rest.slice(relay[0].length);
    logged = true;
  }
  const clock = CLOCK_RE.exec(rest);
  if (clock !== null) {
    rest = rest.slice(clock[0].length);
    logged = true;
  }
  for (let i = 0; i < 4; i++) {
    const level = LEVEL_RE.exec(rest);
    if (level !== null) {
      rest = rest.slice(level[0].length);
      logged = true;
      continue;
    }
    const tag = i < 3 && logged ? (TAG_RE.exec(rest) ?? CATEGORY_RE.exec(rest)) : null;
    if (tag === null) break;
    rest = rest.slice(tag[0].length);
  }
  return logged ? rest.trim() : null;
}

/** The level word of a log line (after its clock), null when it shows none. */
function loggedLevel(line: string): string | null {
  const relay = OPENING_RELAY_RE.exec(line);
  // The relay's tag is the level the server's line opened with, when it is one (`[server stdout: INFO]`).
  if (relay !== null) {
    if (relay[1] !== undefined && LEVEL_RE.test(`${relay[1]} `)) return relay[1];
    line = line.slice(relay[0].length);
  }
  const clock = CLOCK_RE.exec(line);
  const level = LEVEL_RE.exec(clock === null ? line : line.slice(clock[0].length));
  return level === null ? null : level[0].trim();
}

/**
 * A client's own record that it closed its connection to a server, logged as the orderly end of its work: "MCP client
 * connection closed" at debug or info level after each use (FastGPT's MCP client closing after it listed a server's
 * tools: `DBG app:mcp-tools        MCP client connection closed: {…}`, labring/FastGPT#6451; the same words an app logs
 * after its client's close() at shutdown). The connection was the client's, so the log shows it at work. Not at warn
 * or error level, and not "closed unexpectedly": a close the client did not make is a failure the readers read.
 */
const CLIENT_CLOSED_RE = /^MCP[ -]client(?: connection)? closed(?: successfully)?(?!\s+unexpectedly)\b[.:]?(?:\s*\{\s*)?$/i;

function clientClosedAtWork(line: string, message: string): boolean {
  if (!CLIENT_CLOSED_RE.test(message)) return false;
  const level = loggedLevel(line);
  return level !== null && QUIET_LEVEL_RE.test(level);
}

/**
 * The Python SDK server's own log of a request it handles, wherever a host's wrapper puts it on the line: the
 * sentence is the SDK's (lowlevel/server.py), never a reporter's. Rich may wrap the request's type onto the next
 * row, leaving the sentence with only its file column after it (LM Studio relaying a plugin's stderr:
 * lmstudio-ai/lmstudio-bug-tracker#1231); with the type on the line the Python SDK's own reader claims the log.
 */
const PY_SDK_HANDLING_RE = /\bProcessing request of type\b/;

/**
 * A server's tools registered or listed, said without the word MCP: "Successfully registered tools from catalog (took
 * 21.2s)" in a gateway's log that names catalog a server on its own line ("GetOrLaunch called for server: catalog":
 * github/gh-aw-mcpg#3718). Tools taken from a named server is MCP's own model in other words; the name must be
 * the log's server, so a toolkit's or a plugin's tools ("registered tools from toolkit") stay any program's.
 */
const TOOLS_FROM_RE = /^(?:Successfully )?(?:registered|loaded|discovered|listed|fetched|received)\s+(?:\d+\s+)?tools?\s+from\s+(?:(server)\s+)?['"`]?([\w.@/:-]{1,80})/i;

function toolsFromServer(head: readonly string[]): boolean {
  for (const l of head) {
    const message = loggedMessage(l);
    const m = message !== null && !FAILURE_RE.test(message) ? TOOLS_FROM_RE.exec(message) : null;
    if (m === null) continue;
    if (m[1] !== undefined) return true;
    const name = m[2]!.replace(/[.:]+$/, '');
    const named = new RegExp(`\\bserver(?::\\s*|\\s+)['"\`]?${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w.@/-])`, 'i');
    if (head.some((x) => loggedMessage(x) !== null && named.test(x))) return true;
  }
  return false;
}

/**
 * A web server's or a proxy's own line about one exchange, with the request it served: the common or combined access
 * line nginx, Apache and morgan write (`172.70.35.18 - - [06/May/2026:15:20:42 +0530] "POST /mcp HTTP/2.0" 200 294 …`),
 * and nginx's error-log line, which names the request it speaks of (`2026/07/13 15:55:20 [warn] 412437#412437: *118179 …,
 * request: "POST /sse HTTP/1.1", upstream: "…"`). The groups: the request's path, the access line's status, the error
 * log's level.
 */
const ACCESS_LINE_RE = /^\S+ \S+ \S+ \[\d\d\/\w{3}\/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}\] "(?<method>GET|POST|DELETE|HEAD|OPTIONS|PUT|PATCH) (?<path>\S+) HTTP\/[\d.]+" (?<status>\d{3}) /;
/**
 * wrangler dev's line for each request its local Worker answered: `[wrangler:info] POST /mcp 200 OK (14ms)`, the method,
 * the path, the status with its reason and the time taken (a Workers MCP server on the agents package's McpAgent, its
 * initialize answered 200, the initialized notification 202, the client's GET for a standalone stream 405:
 * cloudflare/agents#456; a 500 there is the exchange rows' to read: payloadcms/payload#14716).
 */
const WRANGLER_REQUEST_LINE_RE = /^\[wrangler:(?:info|warn|error)\] (?<method>GET|POST|DELETE|HEAD|OPTIONS|PUT|PATCH) (?<path>\/\S*) (?<status>\d{3}) [A-Za-z' -]+ \(\d+ms\)\s*$/;
const NGINX_ERROR_LOG_LINE_RE = /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d \[(?<level>debug|info|notice|warn|error|crit|alert|emerg)\] \d+#\d+: .*?\brequest: "(?:GET|POST|DELETE|HEAD|OPTIONS|PUT|PATCH) (?<path>\S+) HTTP\/[\d.]+"/;
/** An MCP endpoint's path (`/mcp`, a session id in the query), or an HTTP+SSE one (`/sse`, `/message(s)`) on a line that says mcp elsewhere (its host, its upstream). */
const MCP_ENDPOINT_RE = /\/mcp\b|[?&](?:session_id|sessionId)=/;
const SSE_ENDPOINT_RE = /^\/(?:[\w.-]+\/)*(?:sse|messages?)\b/;
/**
 * Envoy's default access-log line, as a reporter keeps it with its later fields trimmed: `[%START_TIME%] "%REQ(:METHOD)%
 * %REQ(X-ENVOY-ORIGINAL-PATH?:PATH)% %PROTOCOL%" %RESPONSE_CODE% %RESPONSE_FLAGS% %BYTES_RECEIVED% %BYTES_SENT% %DURATION%
 * %RESP(X-ENVOY-UPSTREAM-SERVICE-TIME)% …` and the quoted user agent among the fields after (`[2026-01-23T10:23:54] "GET /
 * HTTP/2" 200 DR 0 0 125032 1 "claude-code/2.1.17"`: structured-world/gitlab-mcp#139). The flags are `-` or Envoy's
 * upper-case codes (DR: the downstream side reset the stream; UT: the upstream's timeout; UC: the upstream closed it).
 */
const ENVOY_ACCESS_LINE_RE = /^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z?\] "(?<method>GET|POST|DELETE|HEAD|OPTIONS|PUT|PATCH) (?<path>\S+) HTTP\/[\d.]+" (?<status>\d{3}) (?<flags>-|[A-Z]{2,4}(?:,[A-Z]{2,4})*) (?:\d+|-) (?:\d+|-) (?:\d+|-)\b(?<rest>.*)$/;
/**
 * Envoy's access log written as JSON (its json_format), as Higress configures it in front of MCP servers: one record per
 * exchange, the fields in name order, `"method":"POST"`, `"path":…`, then `"response_code":"200"` (a string there, a
 * number in Envoy AI Gateway's), and Envoy's `response_code_details` after (higress-group/higress#3627: an MCP Inspector
 * whose SSE connect timed out, the gateway's records showing the initialize POST answered 200 by Higress's mcp-server
 * plugin, `via_wasm::…::mcp:<server>:initialize`). The groups: the method, the path, the status. Each gap stops at the
 * next field it looks for or another record's method, so a long or hostile line is read in linear time, and never crosses
 * a record's end (`}{`, records a paste ran together), as the exchange row's do (hosts/http-exchange.ts
 * envoy/json-access-post-refused): a record cut short borrows no code from the next.
 */
const ENVOY_JSON_RECORD_RE = /"method":\s?"(?<method>GET|POST|DELETE|HEAD|OPTIONS|PUT|PATCH)",(?:(?!"(?:method|path)":|\}\s*\{).)*"path":\s?"(?<path>[^"]*)",(?:(?!"(?:method|response_code)":|\}\s*\{).)*"response_code":\s?"?(?<status>\d{3})"?[,}]/;
/**
 * A user agent only an MCP client sends, as a quoted field of an access line: Claude Code's HTTP transport sends
 * `claude-code/<version> (cli)` (its HTTP transport's options in its own MCP log: openclaw/openclaw#142086;
 * TypingMind/typingmind-mcp#25 names it as what remote MCP servers see). An exchange with such a client is MCP's
 * wherever its path points (the endpoint at `/`: structured-world/gitlab-mcp#139).
 */
const MCP_CLIENT_AGENT_RE = /"claude-code\/\d[\w.-]*(?: \([^)"]*\))?"/;

/**
 * Caddy's JSON log records of one exchange it proxied, wherever a process manager's prefix puts them on the line (`[1] {…}`
 * from a container running Caddy beside the app): the reverse proxy's own record, `"logger":"http.handlers.reverse_proxy"`,
 * and the access log's `"logger":"http.log.access…","msg":"handled request"`, each with the request as an object (its
 * method, then its uri, before its headers; the layout of caddyserver/caddy#5951) and, for the access record, the status
 * it answered. The groups: the message, the method, the uri, and the error or status after the request.
 */
const CADDY_RECORD_RE = /\{"level":"(?<level>\w+)","ts":[\d.e+]+,"logger":"(?<logger>http\.handlers\.reverse_proxy|http\.log\.access[\w.]*)","msg":"(?<msg>[^"]*)".*?"request":\{[^{}]*?"method":"(?<method>[A-Z]+)"[^{}]*?"uri":"(?<uri>[^"]*)"(?<after>.*)$/;
/**
 * The reverse proxy giving up on a response because the request's context was canceled: Go's HTTP server cancels a
 * request's context when its client's connection goes away, and Caddy's copy of the upstream's body then fails with
 * `reading: context canceled`, logged "aborting with incomplete response". On a GET of an event stream that is the client
 * closing its stream (the HTTP+SSE transport's GET /sse, Streamable HTTP's standalone GET), which carries no request:
 * a self-hosted app behind Caddy, its MCP transport opened and closed around the line (gitroomhq/postiz-app#846).
 */
const CADDY_CLIENT_GONE_RE = /"error":"(?:reading: )?context canceled"/;

/**
 * Whether a proxy's or a web server's log shows an MCP endpoint served and nothing refused: some line is an exchange with
 * an MCP endpoint (ACCESS_LINE_RE, WRANGLER_REQUEST_LINE_RE, NGINX_ERROR_LOG_LINE_RE, ENVOY_ACCESS_LINE_RE, the last also by its MCP client's agent; ENVOY_JSON_RECORD_RE; CADDY_RECORD_RE), and no line of such a log is a failure of its own — no access
 * line with a 4xx or 5xx on an MCP endpoint (the exchange rows read those: hosts/http-exchange.ts) and no error-log line
 * above warn. An nginx behind Cloudflare whose access log shows the initialize answered 200 and the OAuth probes after it
 * answered 404 (anthropics/claude-ai-mcp#262); its error log's warn that an answer was buffered to a temporary file
 * (anthropics/claude-ai-mcp#635): the proxy served MCP and says nothing went wrong.
 */
function proxyAtWork(head: readonly string[]): boolean {
  let served = false;
  for (const l of head) {
    // Envoy's line (ENVOY_ACCESS_LINE_RE): an exchange with an MCP endpoint or an MCP client's agent, answered below 400.
    // A POST that Envoy flagged carried a request the proxy cut or timed out (the exchange rows' to read, not this
    // rule's); a flagged GET is the standalone stream closed, which carries no request (2025-03-26 Streamable HTTP).
    const envoy = ENVOY_ACCESS_LINE_RE.exec(l);
    if (envoy !== null) {
      const g = envoy.groups!;
      if (isOAuthPath(g['path']!) || !(MCP_ENDPOINT_RE.test(g['path']!) || MCP_CLIENT_AGENT_RE.test(g['rest']!))) continue;
      if (/^[45]/.test(g['status']!) || (g['method'] !== 'GET' && g['flags'] !== '-')) return false;
      served = true;
      continue;
    }
    // Envoy's JSON record (ENVOY_JSON_RECORD_RE): an exchange with an MCP endpoint answered below 400. A refused one is
    // the exchange rows' (hosts/http-exchange.ts, envoy/json-access-post-refused), and no proxy at work.
    const envoyJson = l.includes('"response_code":') ? ENVOY_JSON_RECORD_RE.exec(l) : null;
    if (envoyJson !== null) {
      const g = envoyJson.groups!;
      if (isOAuthPath(g['path']!) || !(MCP_ENDPOINT_RE.test(g['path']!) || (SSE_ENDPOINT_RE.test(g['path']!) && /mcp/i.test(l)))) continue;
      if (/^[45]/.test(g['status']!)) return false;
      served = true;
      continue;
    }
    // Caddy's record (CADDY_RECORD_RE): an access record answered below 400, or the proxy's abort of a GET whose client
    // went away. A POST it aborted, an error record of another kind, or a 4xx/5xx answered is no proxy at work (the
    // exchange rows read a refused POST: hosts/http-exchange.ts, caddy/post-refused).
    const caddy = CADDY_RECORD_RE.exec(l);
    if (caddy !== null) {
      const g = caddy.groups!;
      const uri = g['uri']!;
      if (isOAuthPath(uri) || !(MCP_ENDPOINT_RE.test(uri) || (SSE_ENDPOINT_RE.test(uri) && /mcp/i.test(l)))) continue;
      if (g['logger']!.startsWith('http.log.access')) {
        const status = /"status":(\d{3})\b/.exec(g['after']!)?.[1];
        if (status === undefined || /^[45]/.test(status)) return false;
      } else if (!(g['method'] === 'GET' && g['msg'] === 'aborting with incomplete response' && CADDY_CLIENT_GONE_RE.test(g['after']!))) {
        return false;
      }
      served = true;
      continue;
    }
    const access = ACCESS_LINE_RE.exec(l) ?? WRANGLER_REQUEST_LINE_RE.exec(l);
    const nginx = access === null ? NGINX_ERROR_LOG_LINE_RE.exec(l) : null;
    const path = access?.groups?.['path'] ?? nginx?.groups?.['path'];
    if (path === undefined || isOAuthPath(path)) continue;
    const mcp = MCP_ENDPOINT_RE.test(path) || (SSE_ENDPOINT_RE.test(path) && /mcp/i.test(l));
    if (nginx !== null && /^(?:error|crit|alert|emerg)$/.test(nginx.groups!['level']!)) return false;
    if (!mcp) continue;
    // A GET answered 405 is the client's standalone stream declined, no refusal: a server that offers no stream at the
    // endpoint MUST answer the GET so (2025-03-26 Streamable HTTP, "Listening for Messages from the Server"), and the
    // client goes on without it (cloudflare/agents#456). It carries no request.
    if (access !== null && access.groups!['method'] === 'GET' && access.groups!['status'] === '405') continue;
    if (access !== null && /^[45]/.test(access.groups!['status']!)) return false;
    served = true;
  }
  return served;
}

/** An HTTP/1 request line as a dump prints it, alone on its line: `GET /mcp HTTP/1.1`. */
const REQUEST_LINE_RE = /^(?:GET|POST|DELETE) (?<path>\/\S*) HTTP\/1\.[01]\s*$/;
/** MCP's own headers on an HTTP exchange (Streamable HTTP): the session and the protocol version. */
const MCP_HEADER_RE = /^(?:Mcp-Session-Id|Mcp-Protocol-Version): \S/i;
/** A response's status line, refused: the exchange rows (hosts/http-exchange.ts) read it. */
const REFUSED_STATUS_LINE_RE = /^(?:< )?HTTP\/[\d.]+ [45]\d\d\b/;

/**
 * Whether a head holds an HTTP exchange with an MCP endpoint as a debugging proxy or a dump prints it, the request line
 * over its header lines with MCP's own headers among them, and no status line refusing it: Streamable HTTP at work.
 * A local proxy's dump of the Go SDK client's standalone GET (`GET /mcp HTTP/1.1`, `Mcp-Protocol-Version: 2025-11-25`,
 * `Mcp-Session-Id: …`), the proxy's own read timeout on its client, then the server's `HTTP/1.1 200 OK` with
 * `Content-Type: text/event-stream` (modelcontextprotocol/go-sdk#937: an ALB held the stream's headers; the tools were
 * listed after it and no request failed). The headers say MCP themselves, as the banner lines above do.
 */
function httpDumpAtWork(head: readonly string[]): boolean {
  if (head.some((l) => REFUSED_STATUS_LINE_RE.test(l))) return false;
  for (const [i, l] of head.entries()) {
    const req = REQUEST_LINE_RE.exec(l);
    if (req === null || !MCP_ENDPOINT_RE.test(req.groups!['path']!)) continue;
    for (let j = i + 1; j < head.length && j <= i + 12 && /^[A-Za-z][\w-]*: /.test(head[j]!); j++) if (MCP_HEADER_RE.test(head[j]!)) return true;
  }
  return false;
}

/**
 * The Smithery CLI runner's own account of its connect (`npx @smithery/cli run <id>`, a stdio bridge to a hosted server;
 * hosts/smithery.ts): behind its ISO clock and its `[Runner]` tag, "Connecting to Streamable HTTP endpoint: <url>" and
 * "Streamable HTTP connection established". Streamable HTTP is MCP's own transport, named so by the spec, so the words
 * say MCP as the banners above do; the tag and the clock make them the runner's log lines, not prose. A runner run by
 * hand in a terminal sets up its connection, waits for a client on stdin that never comes, and ends on its exit signal:
 * no message was sent and nothing failed (the reporter's `timeout 15` wrapper ending it: arcadeai-labs/smithery-cli#350).
 * A failure on the same lines (`Streamable HTTP error: …`) is the readers' and never counts here.
 */
const RUNNER_CONNECT_RE = /^(?:Connecting to Streamable HTTP endpoint: https?:\/\/\S+|Streamable HTTP connection established)$/;
const RUNNER_LINE_RE = /^\s*\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z \[Runner\] (.+)$/;

function runnerAtWork(head: readonly string[]): boolean {
  return head.some((l) => {
    const m = RUNNER_LINE_RE.exec(l);
    return m !== null && !FAILURE_RE.test(m[1]!) && RUNNER_CONNECT_RE.test(m[1]!.trim());
  });
}

/**
 * The Python SDK client's own loggers at a quiet level, in Python logging's default layout as basicConfig prints them
 * (`INFO:mcp.client.sse:Starting post writer with endpoint URL: …`), an app's layout that puts the logger's name between
 * dashes (`… - mcp.client.streamable_http - DEBUG - …`), or loguru's as Open WebUI's backend writes it (`… | INFO     |
 * mcp.client.streamable_http:<function>:<line> - Negotiated protocol version: …`: OVINC-CN/OpenWebUI#231). Only the SDK's client modules log under `mcp.client.*`, so such a
 * record is an MCP client at work whatever application embeds it: a Semantic Kernel app's container log shows the SSE
 * client starting its post writer and its message POSTs accepted, then the app's own error about a listed tool's
 * parameter name, worded "Error connecting to … MCP server" (microsoft/semantic-kernel#11758). A record at warning or
 * above, or one whose message says a failure, is the readers' (hosts/python-sdk.ts), never this rule's.
 */
const PY_CLIENT_QUIET_RE = /^(?:(?:DEBUG|INFO):mcp\.client\.\w+:|.*? - mcp\.client\.\w+ - (?:DEBUG|INFO) - |.*?\|\s*(?:DEBUG|INFO)\s*\|\s*mcp\.client\.\w+:\w+:\d+ - )(?<message>.*)$/;

function pyClientAtWork(head: readonly string[]): boolean {
  return head.some((l) => {
    const m = PY_CLIENT_QUIET_RE.exec(l.trim());
    return m !== null && m.groups!['message']!.trim() !== '' && !FAILURE_RE.test(m.groups!['message']!);
  });
}

/** Whether a head has a log's line showing an MCP server or client at work (module comment). */
export function mcpAtWork(head: readonly string[]): boolean {
  if (head.some(mcpAtWorkLine) || toolsFromServer(head) || proxyAtWork(head) || httpDumpAtWork(head) || runnerAtWork(head) || pyClientAtWork(head)) return true;
  return head.some((l) => PY_SDK_HANDLING_RE.test(l)) && head.some((l) => loggedMessage(l) !== null && CLOCK_RE.test(l));
}

/** Whether a head line is a log's line whose message shows an MCP server or client at work (module comment). */
export function mcpAtWorkLine(line: string): boolean {
  if (!/MCP/i.test(line)) return false;
  const message = loggedMessage(line);
  return message !== null && (mcpAtWorkMessage(message) || clientClosedAtWork(line, message));
}

/**
 * Whether a log line's message (its clock and level already set apart: a structured record's `msg`, whose level and
 * time fields make it a log's line by construction) shows an MCP server or client at work.
 */
export function mcpAtWorkMessage(message: string): boolean {
  // A line that says something went wrong is no sign of work going well: unread, it must not become "nothing failed".
  return !FAILURE_RE.test(message) && AT_WORK_RES.some((re) => re.test(message));
}
