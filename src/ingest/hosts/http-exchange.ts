/**
 * An MCP endpoint's HTTP exchanges as people paste them when no host log is at hand: a server's access
 * log (uvicorn's `"POST /messages/?session_id=… HTTP/1.1" 404 Not Found`, nginx or morgan's combined
 * format) and curl's response status line (`HTTP/2 404`, `< HTTP/1.1 404 Not Found` with -v). They
 * name no method and no id; what they say is that a POST (a message) was refused with a status, which
 * is the request's end (classify/host-words.ts reads the status: a 404 on a session-bearing request is
 * the server no longer knowing the session, 502–504 an intermediary). Only refusals are rows: a 2xx
 * line says nothing of a request's end (on HTTP+SSE a POST's 202 is not even its answer).
 */
import { isOAuthPath, OAUTH_PATH } from '../oauth-paths.js';
import { isRedirectStatus } from '../../protocol/http-status-meaning.js';
import type { HostPhrase } from './phrase.js';

/**
 * Where curl's own error sentence starts (`curl: (N) …`): the line's start, or after what a reporter or a shell put
 * before it (a result arrow `→`, `=>`, a prompt `$` or `>`), never inside another word (`libcurl: (…)`).
 */
const CURL_AT = /^(?:\s*(?:→|->|=>|\$|>)\s*)?curl: /.source;

/** A pasted curl command, after a shell prompt or none (`$ curl -I https://…`). */
export const CURL_COMMAND_RE = /^\s*(?:[$%#❯>]\s+)?curl\s/;

/**
 * A pasted curl command read line by line, a shell's `\`-continued lines joined with a space: `cmd` is the command so far
 * (null outside one) and `line` the next line. The command with the line joined, and whether it goes on (the line ends
 * in `\`); null when the line neither starts nor continues a command.
 */
export function curlCommandLine(cmd: string | null, line: string): { cmd: string; more: boolean } | null {
  if (cmd === null && !CURL_COMMAND_RE.test(line)) return null;
  return { cmd: cmd === null ? line.trim() : `${cmd} ${line.trim()}`, more: /\\\s*$/.test(line) };
}

/**
 * Whether a pasted curl command (its `\`-continued lines joined) sends no message: no body (`-d` / `--data*` /
 * `--json` / `-F` / `--form` / `-T`, glued to its `@file` or not). The status line curl prints under such a command
 * answers that probe of the URL (a reporter checking what the endpoint says: `curl -I` and `HTTP/2 404` beside a host's
 * own "connection closed: initialize response", punkpeye/mcp-remote#177), not an MCP request, so it ends none. A POST
 * with no body is such a probe too: an MCP message is the POST's body (transports, Streamable HTTP: "The body of the POST
 * request MUST be a single JSON-RPC request, notification, or response"), so a body-less POST carries none, and curl's
 * own outcome under it (`curl: (52) Empty reply from server` from a gateway that dropped the body-less POST to its /mcp:
 * wso2/api-manager#5108) ends no MCP request.
 */
export function curlSendsNoMessage(cmd: string): boolean {
  return !/(?:^|\s)(?:-d|--data(?:-raw|-binary|-urlencode|-ascii)?|--json|-F|--form|-T|--upload-file)(?=\s|=|@|['"])/.test(cmd);
}

/** curl -v's print of the request line it sent (`> GET /mcp HTTP/1.1`), its method the group. */
const CURL_REQUEST_LINE_RE = /^> (?<method>[A-Z]+) \S+ HTTP\/[\d.]+\s*$/;

/**
 * Whether a line is curl -v's print of the request line it sent, and if so whether that request sent no message: a
 * method that carries no body (GET, HEAD, DELETE, OPTIONS) sent no JSON-RPC message, so the status under it answers a
 * probe as under a body-less command (curlSendsNoMessage), whatever prompt hid the command — a bare
 * GET to a gateway's /mcp answered 400 "missing session ID" (envoyproxy/ai-gateway#1364) is no MCP request refused,
 * while the refusal under a `> POST` line is the request's. Null for another line.
 */
export function curlRequestSendsNoMessage(line: string): boolean | null {
  const m = CURL_REQUEST_LINE_RE.exec(line);
  return m === null ? null : /^(?:GET|HEAD|DELETE|OPTIONS)$/.test(m.groups!['method']!);
}

/** The MCP requests a reporter's arrow note may name after a request-log line (paste.ts keeps such a note). */
export const NOTED_METHOD = String.raw`initialize|tools\/(?:list|call)|prompts\/(?:list|get)|resources\/(?:list|read|templates\/list|subscribe|unsubscribe)|completion\/complete|logging\/setLevel|ping|server\/discover`;
/** A request-log line a reporter labelled with the MCP method its POST carried: `POST /mcp  200  746   ← initialize`. */
export const NOTED_METHOD_LINE_RE = new RegExp(String.raw`\bPOST\b.*\b[1-5]\d\d\b.*\s←\s+(?:${NOTED_METHOD}|notifications\/[\w/]+)(?![\w/])`, 'u');

export const httpExchangePhrases: readonly HostPhrase[] = [
  {
    // A server's request log as a reporter pastes it to show what a hosted client sent, each POST labelled with the MCP
    // method it carried in the reporter's arrow note after the line (`19:09:10  POST /mcp  200  9872  ← tools/list`:
    // a claude.ai connector's nginx lines, anthropics/claude-ai-mcp#553; Cloud Run's `POST → 200 (644b)    ← initialize`,
    // #86). The note names the request; an answered 2xx is that request completed. Notifications are not requests.
    id: 'request-log/post-noted-method-answered',
    said: 'completed',
    hint: '← ',
    re: new RegExp(String.raw`(?:^|[\s\]"])POST\b(?:\s+\S+)?(?: HTTP\/[\d.]+")?\s+(?:(?:->|→|=>)\s*)?(?<status>2\d\d)\b.*?\s←\s+(?<method>${NOTED_METHOD})(?![\w/])`),
    seen: ['anthropics/claude-ai-mcp#553'],
  },
  {
    // The same noted line refused: the note's request ended on the status (classify/host-words.ts reads it).
    id: 'request-log/post-noted-method-refused',
    said: 'http-status',
    side: 'server',
    hint: '← ',
    re: new RegExp(String.raw`(?:^|[\s\]"])POST\b(?:\s+\S+)?(?: HTTP\/[\d.]+")?\s+(?:(?:->|→|=>)\s*)?(?<status>[45]\d\d)\b.*?\s←\s+(?<method>${NOTED_METHOD})(?![\w/])`),
    seen: ['anthropics/claude-ai-mcp#553'],
  },
  {
    // The same line for a POST to the HTTP+SSE transport's stream path (`/sse`, `/sse/`), which serves a GET only: a
    // client trying Streamable HTTP first POSTs its initialize to the URL it was given, and a legacy server refuses it
    // (OpenAI's client, `"POST /sse HTTP/1.1" 404 112 "-" "openai-mcp/1.0.0"`, then its GET of /sse and the message POSTs:
    // quarkiverse/quarkus-mcp-server#317; ChatGPT's `POST /sse/` 405: openai/sample-deep-research-mcp#2). The legacy
    // transport issues its session in the stream's endpoint event and takes messages at that endpoint, never here, so a
    // 404 is no forgotten session (classify/host-words.ts).
    id: 'access-log/post-sse-stream-refused',
    said: 'http-status',
    side: 'server',
    sessionlessPath: true,
    hint: 'sse',
    re: /(?:"|^)POST (?:\/[\w.-]+)*\/sse\/? HTTP\/[\d.]+" (?<status>[45]\d\d)\b(?!.*\(declined probe: )(?: (?<error>[A-Z][A-Za-z' -]+)$)?/,
    seen: ['quarkiverse/quarkus-mcp-server#317', 'openai/sample-deep-research-mcp#2'],
  },
  {
    // uvicorn (`INFO:     127.0.0.1:5 - "POST /path HTTP/1.1" 404 Not Found`), nginx / morgan combined
    // (`… "POST /mcp HTTP/1.1" 502 157 "-" "node"`): the quoted request line and the status after it.
    // PrefectHQ/fastmcp#831 (404s for a session lost in a restart), tadata-org/fastapi_mcp#56 (a session
    // held by another worker).
    id: 'access-log/post-refused',
    said: 'http-status',
    side: 'server',
    hint: 'HTTP/',
    // A reporter's cut may start the line at the method, dropping uvicorn's prefix and the opening quote
    // ('POST /private__<redacted> HTTP/1.1" 406 Not Acceptable': homeassistant-ai/ha-mcp#750). The OAuth
    // endpoints a client probes after a refusal (dynamic registration, token, authorize) carry no MCP message:
    // their refusals are not a request's end.
    re: new RegExp(String.raw`(?:"|^)POST (?!${OAUTH_PATH}|\/ )\S+ HTTP\/[\d.]+" (?<status>[45]\d\d)\b(?!.*\(declined probe: )(?: (?<error>[A-Z][A-Za-z' -]+)$)?`),
    seen: ['PrefectHQ/fastmcp#831', 'tadata-org/fastapi_mcp#56', 'homeassistant-ai/ha-mcp#750'],
  },
  {
    // The same line for a POST to the site's root: the URL a connector was given is the bare host, where nothing
    // serves MCP (ChatGPT's connector posting to `/`, 404, then to `/sse/`, 405: openai/sample-deep-research-mcp#2).
    // Its 404 is no forgotten session (classify/host-words.ts): no session was ever issued there.
    id: 'access-log/post-root-refused',
    said: 'http-status',
    side: 'server',
    sessionlessPath: true,
    hint: 'POST / ',
    re: /(?:"|^)POST \/ HTTP\/[\d.]+" (?<status>[45]\d\d)\b(?!.*\(declined probe: )(?: (?<error>[A-Z][A-Za-z' -]+)$)?/,
    seen: ['openai/sample-deep-research-mcp#2'],
  },
  {
    // A server's own request log, one line per request with the status after the path: Express's morgan `dev` /
    // `tiny` formats (`POST /mcp 401 3.214 ms - 45`), a middleware's `[mw] POST /api/mcp origin=(none) auth=(none)
    // -> 401 unauthorized (no auth header)` (anthropics/claude-ai-mcp#272), a platform's `POST /api/mcp → 502
    // (12ms)` (anthropics/claude-ai-mcp#172's Railway lines), padded into columns with the request's user agent and
    // source in brackets after it (`POST /api/mcp  → 401  [UA=Claude-User] [src=…]`: #227). Key=value fields may sit
    // between the path and an arrow. Only a POST to an MCP path, not the OAuth endpoints a client probes after a refusal.
    id: 'request-log/post-refused',
    said: 'http-status',
    side: 'server',
    hint: 'POST /',
    re: new RegExp(String.raw`(?:^|[\s\]])POST (?!${OAUTH_PATH})(?=\S*\/(?:mcp|sse|messages?)\b)\S+(?: [\w-]+=\S+)* +(?:(?:->|→|=>)\s*)?(?<status>[45]\d\d)\b(?: (?<error>[A-Za-z][A-Za-z' ()-]*?))?\s*(?:\(\d[\w.]*\)|\d[\d.]* ?ms\b.*|\/\/.*|(?:\[[\w-]+=[^\]\n]*\]\s*)+)?$`),
    seen: ['anthropics/claude-ai-mcp#272', 'anthropics/claude-ai-mcp#172', 'anthropics/claude-ai-mcp#227'],
  },
  {
    // A platform's router logging the request it ended for the app, in its own key=value line: Heroku's router gives up
    // on a dyno that sent no byte in 30 s and answers 503 itself (`heroku[router]: at=error code=H12 desc="Request
    // timeout" method=POST path="/" … dyno=web.1 connect=2ms service=30000ms status=503 bytes=0`: sendgrid/eventkit-rails#17,
    // Forum-Informationsfreiheit/offenewahlen_api#173, IIC2413/Syllabus-2020-2#448), its other router errors the same way
    // (H13 connection closed without response, H18 request interrupted). Only a POST to an MCP path: the router's code and
    // description are the error (reasons.ts router-limit reads H12), `service=` the time it waited.
    id: 'heroku/router-refused',
    said: 'http-status',
    side: 'server',
    hint: 'heroku[router]: at=error',
    re: /\bheroku\[router\]: at=error (?<error>code=H\d\d desc="[^"]*") method=POST path="?(?=[^"\s]*\/(?:mcp|sse|messages?)\b)[^"\s]+"?.*?\bservice=(?<elapsed>\d+ms) status=(?<status>[45]\d\d)\b/,
    seen: ['sendgrid/eventkit-rails#17', 'Forum-Informationsfreiheit/offenewahlen_api#173', 'IIC2413/Syllabus-2020-2#448'],
  },
  {
    // Vercel's request log line for an invocation it ended itself: the method in brackets, the path, the platform's
    // reason and the status it answered (`[POST] /chat/completions reason=EDGE_FUNCTION_INVOCATION_TIMEOUT, status=504,
    // user_error=true`: PublicAffairs/openai-gemini#54). Only a POST to an MCP path; the reason is the error (reasons.ts
    // platform-limit reads the invocation timeouts).
    id: 'vercel/request-refused',
    said: 'http-status',
    side: 'server',
    hint: '[POST] /',
    re: /^\[POST\] (?=\S*\/(?:mcp|sse|messages?)\b)\S+ (?:reason=(?<error>[A-Z_]+),? )?status=(?<status>[45]\d\d)\b/,
    seen: ['PublicAffairs/openai-gemini#54'],
  },
  {
    // The same log's line for a POST answered 200 with a JSON body: on Streamable HTTP a request's answer is that
    // body (transports: "Content-Type: application/json, to return one JSON object"), so the request the log showed
    // just before was answered (`← POST /mcp 200 57ms res-sid=… res-ct=application/json` under its logged body:
    // anthropics/claude-ai-mcp#76). A 200 opening an event stream, or a 202, is no answer yet.
    id: 'request-log/post-answered-json',
    said: 'completed',
    hint: 'application/json',
    re: /(?:^|[\s\]])POST (?=\S*\/(?:mcp|messages?)\b)\S+(?: [\w-]+=\S+)* (?:(?:->|→|=>)\s*)?200\b.*\b(?:res-ct|content-type|ct)[=:]\s*application\/json\b/i,
    seen: ['anthropics/claude-ai-mcp#76'],
  },
  {
    // A server's own log of an MCP request it received, its JSON-RPC method as a key=value field beside the HTTP
    // path (`MCP request INCOMING: method=initialize path=/mcp httpMethod=POST auth=False`: anthropics/claude-ai-mcp#62).
    // The request the next status line of the same log answers.
    id: 'request-log/mcp-request-in',
    said: 'request-sent',
    hint: 'method=',
    re: /\bMCP request\b[^=]*?\bmethod=(?<method>initialize|ping|(?:tools|resources|prompts|completion|logging|sampling|roots|elicitation|tasks)\/[A-Za-z/]+)\b(?=.*\bpath=\S*\/(?:mcp|sse|messages?)\b)/,
    seen: ['anthropics/claude-ai-mcp#62'],
  },
  {
    // A server's own line for an MCP client that connected, the name and version the client gave in its initialize
    // (clientInfo) after it: "MCP client connected: @n8n/n8n-nodes-langchain.mcpClientTool 1.2", between the access
    // lines of the GET streams that client held open until the server's own 600 s limit cut them (a Metabase
    // instance's MCP endpoint: n8n-io/n8n#31056). The handshake was answered; those 2xx access lines end no request.
    id: 'request-log/mcp-client-connected',
    said: 'connected',
    hint: 'MCP client connected: ',
    re: /^MCP client connected: [^\s:]{1,120}(?: v?\d[\w.+-]*)?\s*$/,
    method: 'initialize',
    scope: 'connection',
    speaker: 'server',
    seen: ['n8n-io/n8n#31056'],
  },
  {
    // Rails' request log opens each request it serves with `Started <VERB> "<path>" for <ip> at <date> <time> <offset>`
    // (Rails::Rack::Logger, which writes it before the middleware mounted after it run, so a Rack-mounted MCP transport
    // answering on its own leaves no `Completed` line under it: yjacquin/fast-mcp#104). A POST to an MCP path is a
    // message the server received, the request its next refusal answers; it names no method. A GET opens a stream and
    // carries no request: no row.
    id: 'rails/started-post',
    said: 'request-sent',
    hint: 'Started POST "',
    re: /^Started POST "(?=[^"\s]*\/(?:mcp|sse|messages?)\b)[^"\s]+" for \S+ at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\b/,
    speaker: 'server',
    seen: ['yjacquin/fast-mcp#104'],
  },
  {
    // Rails' line closing a request its controller served, a refusal (`Completed 401 Unauthorized in 3ms (ActiveRecord: …)`,
    // `Completed 500 Internal Server Error in 12ms`: ActionController's LogSubscriber#process_action writes `Completed
    // <status> <reason> in <n>ms`): the refusal of the POST Rails announced above it (`rails/started-post`), and of nothing
    // under a `Started GET` (announcedOnly). Only refusals: a 2xx on Streamable HTTP may open the answer's stream.
    id: 'rails/completed-refused',
    said: 'http-status',
    side: 'server',
    hint: 'Completed ',
    re: /^Completed (?<status>[45]\d\d) (?<error>[A-Z][A-Za-z' -]*?) in \d+(?:\.\d+)?ms\b/,
    speaker: 'server',
    announcedOnly: true,
    seen: ['yjacquin/fast-mcp#104'],
  },
  {
    // fast-mcp's (Ruby) Rack transport turning away a path under its prefix that is neither its SSE route nor its messages
    // route: it logs `MCP request subpath: '…'`, then `Received unknown request`, and answers 404 with the JSON-RPC error
    // -32601 "Endpoint not found", whatever the verb (lib/mcp/transports/rack_transport.rb handle_mcp_request;
    // yjacquin/fast-mcp#104: a hosted client's POST and GET to a sub-path the gem does not route). The words name no
    // request: they end the one the log announced last, and none when no announced request is open (the refused GET's;
    // announcedOnly). No session is issued at such a path, so the 404 is no forgotten session (classify/host-words.ts).
    id: 'fast-mcp-rb/unknown-endpoint',
    said: 'http-status',
    sessionlessPath: true,
    hint: 'Received unknown request',
    re: /^Received unknown request\s*$/,
    status: 404,
    speaker: 'server',
    announcedOnly: true,
    seen: ['yjacquin/fast-mcp#104'],
  },
  {
    // A server logging the 401 challenge it answered (OAuth for MCP: "MUST respond with HTTP 401 … WWW-Authenticate"
    // pointing at its protected-resource metadata): `401 Challenge sent. WWW-Authenticate: Bearer
    // resource_metadata="…"` (anthropics/claude-ai-mcp#62). The request it refused is the one logged before it.
    id: 'request-log/401-challenge',
    said: 'http-status',
    hint: 'WWW-Authenticate',
    re: /(?:^|\s)(?<status>401)\b[^"]*?\bWWW-Authenticate:\s*Bearer\b/i,
    seen: ['anthropics/claude-ai-mcp#62'],
  },
  {
    // curl -i / -v: the response's status line (`-v` prefixes `< `). A refusal of the request curl sent
    // (OneUptime/oneuptime#2459: `HTTP/2 404` and the server's "MCP session not found" body).
    id: 'curl/status-line',
    said: 'http-status',
    hint: 'HTTP',
    // A write-up's own summary of it drops the version (`HTTP 400` above the body: robhunter/agentdeals#1054); then
    // only a reason phrase may follow (Capitalised Words), not a sentence about the status.
    re: /^(?:< )?HTTP(?:\/[\d.]+|(?= [45]\d\d(?: [A-Z][A-Za-z'-]*)*\s*$)) (?<status>[45]\d\d)(?: (?<error>[A-Za-z' -]+))?\s*$/,
    seen: ['OneUptime/oneuptime#2459', 'robhunter/agentdeals#1054'],
  },
  {
    // curl's write-out of the status after the body (`-w "\nHTTP: %{http_code}"`), on a line of its own under the
    // command that POSTed the message, often behind the reporter's "# Output:" comment (`# Output: HTTP: 404` after a
    // tools/call POSTed to the legacy /messages?sessionId= endpoint: ruvnet/RuVector#312). The same idiom spelled
    // "HTTP Status:" or "HTTP code:" (`-w " HTTP Status: %{http_code}\n"`, SnowLuma/SnowLuma#49). A refusal as the status
    // line above is: only 4xx and 5xx, the whole line.
    id: 'curl/write-out-status',
    said: 'http-status',
    hint: 'HTTP',
    re: /^(?:#\s*)?(?:Output:\s*)?HTTP(?:[ _](?:Status|Code))?: (?<status>[45]\d\d)\s*$/i,
    seen: ['ruvnet/RuVector#312', 'SnowLuma/SnowLuma#49'],
  },
  {
    // nginx's error log when its upstream (the MCP server) gave no answer in time: it answers the client 504 (`[error]
    // 31#31: *1042 upstream timed out (110: Connection timed out) while reading response header from upstream, client:
    // …, request: "POST /mcp HTTP/1.1", upstream: …`: the grammar of fossar/selfoss#1427, kubernetes/kubernetes#107269,
    // apache/apisix#4411, whose 504s it explains). Only a POST to an MCP path: a message the proxy gave up on. Before
    // the response's head: a timeout while reading the body (`while reading upstream`) is a stream cut, not a 504.
    id: 'nginx/upstream-timed-out',
    said: 'http-status',
    hint: 'upstream timed out',
    status: 504,
    re: new RegExp(String.raw`\b(?<error>upstream timed out \(\d+: [^)]+\)) while (?:reading response header from|connecting to|sending request to) upstream\b.*?\brequest: "POST (?!${OAUTH_PATH})\S+ HTTP\/[\d.]+"`),
    seen: ['fossar/selfoss#1427', 'kubernetes/kubernetes#107269', 'apache/apisix#4411'],
  },
  {
    // … and when its upstream refused or dropped the connection before any answer: nginx answers 502 (`upstream
    // prematurely closed connection while reading response header from upstream` behind a 502 to an MCP server:
    // github/github-mcp-server#772; `connect() failed (111: Connection refused) while connecting to upstream`,
    // `recv() failed (104: Connection reset by peer)`: proteinevolution/Toolkit#179, NodeBB/NodeBB#5295).
    id: 'nginx/upstream-failed',
    said: 'http-status',
    hint: 'upstream',
    status: 502,
    re: new RegExp(String.raw`\b(?<error>upstream prematurely closed connection|connect\(\) failed \(\d+: [^)]+\)|recv\(\) failed \(\d+: [^)]+\)|no live upstreams) while (?:reading response header from|connecting to|sending request to) upstream\b.*?\brequest: "POST (?!${OAUTH_PATH})\S+ HTTP\/[\d.]+"`),
    seen: ['github/github-mcp-server#772', 'proteinevolution/Toolkit#179', 'NodeBB/NodeBB#5295'],
  },
  {
    // … and when the response had already begun (its head sent, an SSE body streaming) and then stopped: nginx cannot
    // answer with a status any more, it closes the client's connection (`upstream timed out (110: Connection timed out)
    // while reading upstream` once proxy_read_timeout passes with no byte from an event stream: mjl-/mox#78; `upstream
    // prematurely closed connection while reading upstream` when the server dropped it mid-body: NodeBB/NodeBB#5295).
    // For a POST to an MCP path that is the request's own response stream cut before its answer (protocol/reasons.ts
    // reads the words: a stream, not a refusal), not a 504.
    id: 'nginx/upstream-cut-mid-body',
    said: 'failed',
    hint: 'while reading upstream',
    re: new RegExp(String.raw`\b(?<error>(?:upstream timed out \(\d+: [^)]+\)|upstream prematurely closed connection|recv\(\) failed \(\d+: [^)]+\)) while reading upstream)\b.*?\brequest: "POST (?!${OAUTH_PATH})\S+ HTTP\/[\d.]+"`),
    seen: ['mjl-/mox#78', 'NodeBB/NodeBB#5295'],
  },
  {
    // A browser console's line for a fetch the server refused, as Chrome prints it and a reporter copies it: the
    // method, the URL, the status and its reason, the script's location before it or right-aligned after it (`POST
    // https://host/mcp 504 (Gateway Timeout)   index-Dk.js:88`; its network-error twin `GET http://localhost:6277/config
    // net::ERR_CONNECTION_REFUSED   index-Dg7mXHRE.js:38902`: modelcontextprotocol/inspector#805). A web MCP client's POST
    // to an MCP path: a message refused with that status.
    id: 'devtools/console-post-refused',
    said: 'http-status',
    hint: 'POST ',
    re: /^(?:\S+\.m?js:\d+\s+)?POST (?:https?:\/\/[^/\s]+)?\/\S*?(?:\/|\b)(?:mcp|sse|messages?)\b\S* (?<status>[45]\d\d) \((?<error>[^)]*)\)(?:\s+\S+:\d+)?\s*$/,
    seen: ['modelcontextprotocol/inspector#805'],
  },
  {
    // DevTools' Headers panel copied as text, its General section: `Request URL: …` / `Request Method: POST` / `Status
    // Code: 504 Gateway Timeout` (the shape of modelcontextprotocol/inspector#820, there a 200). The status line refuses
    // the request the section describes (jsonrpc-in-text.ts claims it only with a POST to an MCP path above it).
    id: 'devtools/headers-status-code',
    said: 'http-status',
    hint: 'Status Code: ',
    re: /^Status Code: (?<status>[45]\d\d)(?: (?<error>[A-Za-z' -]+))?\s*$/,
    seen: ['modelcontextprotocol/inspector#820'],
  },
  {
    // Caddy's JSON logs in front of an MCP server: its access log's "handled request" and its error log's line for a
    // failed proxying, each with the request as an object (method, then uri, before its headers) and the status it
    // answered (`{"level":"error","logger":"http.log.error","msg":"dial tcp 127.0.0.1:8080: connect: connection
    // refused","request":{…,"method":"POST",…,"uri":"/mcp",…},"status":502}`; the request object's layout as in
    // caddyserver/caddy#6817 and #5951). Only a refused POST to an MCP path.
    id: 'caddy/post-refused',
    said: 'http-status',
    side: 'server',
    hint: '"logger":"http.log.',
    re: new RegExp(String.raw`"logger":"http\.log\.(?:access|error)[^"]*","msg":"(?<error>[^"]*)".*?"request":\{[^{}]*?"method":"POST"[^{}]*?"uri":"(?!${OAUTH_PATH})[^"]*?\/(?:mcp|sse|messages?)\b[^"]*".*?"status":(?<status>[45]\d\d)\b`),
    seen: ['caddyserver/caddy#6817', 'caddyserver/caddy#5951'],
  },
  {
    // Envoy's access log written as JSON (its json_format), one record per exchange when the exchange ends, as Higress
    // configures it in front of MCP servers: the fields in name order — `"method":"POST"`, `"path":…`, then
    // `"response_code":"503"`, `"response_flags":"UH"` — and Envoy's `response_code_details` last, which says who
    // answered (`no_healthy_upstream`: Envoy itself, the route's backend had no healthy host, higress-group/higress#2075;
    // `via_wasm::<filter>::mcp:<server>:<method>`: Higress's mcp-server plugin answering the message itself, naming its
    // MCP method, #3627 and #3800). Envoy AI Gateway writes the same record with the code as a number. Only a POST to an
    // MCP path (a message: `/mcp`, a legacy message endpoint's `?sessionId=`), refused; its details are the words.
    id: 'envoy/json-access-post-refused',
    said: 'http-status',
    side: 'server',
    hint: '"response_code":',
    // Each gap stops at the next field it looks for or at another record's method (a tempered dot, not `.*?`): a line
    // of many records, or a hostile one repeating a field, is then read in linear time, not quadratic. The path's MCP
    // segment is looked for ahead (a lookahead is not re-entered): as `[^"]*?(?:\/mcp…)[^"]*"` a path of many `/mcp`
    // whose record breaks off after it was rescanned to its end once per segment (3 s on a 60 KB line). No gap crosses
    // a record's end (`}{`, records a paste ran together): a record of another field order, or one cut short, lends
    // the next none of its path, code or details.
    re: new RegExp(String.raw`"method":\s?"POST",(?:(?!"(?:method|path)":|\}\s*\{).)*"path":\s?"(?!${OAUTH_PATH})(?=[^"]*?(?:\/(?:mcp|sse|messages?)\b|[?&](?:session_id|sessionId)=))[^"]*",(?:(?!"(?:method|response_code)":|\}\s*\{).)*"response_code":\s?"?(?<status>[45]\d\d)"?,(?:(?:(?!"(?:method|response_code_details)":|\}\s*\{).)*"response_code_details":\s?"(?:via_wasm::[^"]*?::mcp:[^":]+:(?<method>[a-z]+(?:\/[A-Za-z]+)*)|(?<error>[^"]+))")?`),
    seen: ['higress-group/higress#2075', 'higress-group/higress#3800'],
  },
  {
    // A Cloudflare Tunnel's connector (cloudflared) failing a request to the origin it fronts: `ERR Request failed
    // error="Unable to reach the origin service. The service may be down or it may not be responding to traffic from
    // cloudflared: dial tcp 127.0.0.1:5244: connect: connection refused" connIndex=1 dest=https://host/path …`
    // (cloudflare/cloudflared#976, homeassistant-apps/app-cloudflared#671); Cloudflare answers the client 502. The line
    // names no method: only a `dest` on a Streamable HTTP or message endpoint (`/mcp`, `/message(s)`: a POST), not the
    // event stream's `/sse` (a GET, no request).
    id: 'cloudflared/origin-unreachable',
    said: 'http-status',
    hint: 'Unable to reach the origin service',
    status: 502,
    re: /\bRequest failed error="(?<error>Unable to reach the origin service[^"]*)".*?\bdest=https?:\/\/[^/\s]+(?:\/\S*)?\/(?:mcp|messages?)\b/,
    seen: ['cloudflare/cloudflared#976', 'homeassistant-apps/app-cloudflared#671'],
  },
  {
    // The error page a web server or proxy answers with, as a client prints its body (curl without -i, a script
    // printing the response text): its title names the status. nginx's own pages (`<head><title>500 Internal Server
    // Error</title></head>` after a curl initialize: zeegin/v8std#34; `<title>504 Gateway Time-out</title>`), IIS's
    // (`<html><head><title>500 - The request timed out.</title></head>…` on one line: Azure/MCP#39), Cloudflare's
    // (`<title>example.com | 524: A timeout occurred</title>`: obot-platform/obot#3266). Only a line that opens the
    // page, not prose or an error sentence quoting it (which says its own status). The title tag stays in the error
    // text: it is a page, not the server's JSON-RPC (classify/host-words.ts reads a 5xx page as an intermediary's).
    id: 'html/error-page-title',
    said: 'http-status',
    hint: '<title>',
    re: /^\s*(?:<html[^>]*>\s*)?(?:<head>\s*)?(?<error><title>(?:[^<|]*\| )?(?<status>[45]\d\d)(?::| -)? [^<]*<\/title>)/i,
    seen: ['zeegin/v8std#34', 'Azure/MCP#39', 'obot-platform/obot#3266'],
  },
  {
    // curl's own deadline (`-m` / `--max-time`) ending the request it sent: `curl: (28) Operation timed out after 60002
    // milliseconds with 0 bytes received` (curl's error 28, libcurl-errors; printed with a POST's body above it in a
    // reproduction). The requester's own timer: it gives up and closes, it sends no cancel (spec: a disconnect is no
    // cancellation), so what the server did is unknown. The sentence is curl's wherever the line puts it: after the
    // reporter's result arrow (`  → curl: (28) Operation timed out after 90005 ms with 17891 bytes received` under the
    // command, a tools/list stalled mid-body: pixellab-code/pixellab-mcp#10) or a prompt, with the unit as printed.
    id: 'curl/operation-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'curl: (28) ',
    re: new RegExp(CURL_AT + /\(28\) (?<error>(?:Operation|Connection) timed out after (?<elapsed>\d+ ?(?:milliseconds|ms))\b.*)$/.source),
    seen: ['curl/curl#10914', 'NrgXnat/oasis-scripts#16', 'pixellab-code/pixellab-mcp#10'],
  },
  {
    // curl's errors for an exchange the other end broke off after the request went out: the body cut short (`(18)
    // transfer closed with outstanding read data remaining`: NrgXnat/oasis-scripts#16, curl/curl#10914), nothing at all
    // (`(52) Empty reply from server`), the connection reset (`(56) Recv failure: Connection reset by peer`), an HTTP/2
    // stream reset (`(92)`). The request's own HTTP exchange ended without its answer (protocol/reasons.ts EXCHANGE_RE
    // knows libcurl's words): its stream, not a refusal.
    id: 'curl/transfer-broken',
    said: 'failed',
    hint: 'curl: (',
    re: new RegExp(CURL_AT + /\((?:18|52|56|92)\) (?<error>.+)$/.source),
    seen: ['NrgXnat/oasis-scripts#16', 'curl/curl#10914'],
  },
  {
    // … and for a connection it could not open: the request never left (`curl: (7) Failed to connect to localhost port
    // 8000 after 0 ms: Couldn't connect to server`, older curls `…: Connection refused`). Not `(6) Could not resolve
    // host`: a command whose quotes the shell split makes curl try each stray word as a host and print that for each
    // (zeegin/v8std#34), while the real request goes on.
    id: 'curl/could-not-connect',
    said: 'failed',
    hint: 'curl: (7) ',
    re: new RegExp(CURL_AT + /\(7\) (?<error>Failed to connect to .+)$/.source),
    seen: ['zeegin/v8std#34'],
  },
  {
    // Spring's reactive WebClient, the HTTP client of the Java SDK's WebFlux transports (Spring AI's MCP client),
    // throws a refused POST as `WebClientResponseException$NotFound: 404 Not Found from POST <url>` (Reactor's
    // checkpoint line under it, `*__checkpoint ⇢ 404 NOT_FOUND from POST <url> [DefaultWebClient]`, restates it and
    // is no row). Only a POST to an MCP endpoint's path: a message the server refused (alibaba/spring-ai-alibaba#2144:
    // the legacy SSE message endpoint answering 404 once the server no longer knew the session).
    id: 'webclient/post-refused',
    said: 'http-status',
    hint: ' from POST ',
    re: /WebClientResponseException(?:\$\w+)?: (?<status>[45]\d\d) (?<error>[A-Za-z' -]+?) from POST \S*\/(?:mcp|sse|messages?)\b/,
    seen: ['alibaba/spring-ai-alibaba#2144'],
  },
];

/**
 * A path an MCP endpoint serves: the Streamable HTTP `/mcp`, the HTTP+SSE pair (`/sse`, `/message(s)`),
 * or any path carrying a session id as the SDKs' SSE transports put it (`session_id=`, `sessionId=`).
 */
export const MCP_PATH_RE = /\/(?:mcp|sse|messages?)\b|[?&](?:session_id|sessionId)=/;

/**
 * What ActionController writes between Rails' `Started POST` and the request's end when a controller serves it
 * (LogSubscriber#start_processing): `Processing by McpController#handle as JSON`, then the parameters it parsed from the
 * body, `  Parameters: {"jsonrpc"=>"2.0", "method"=>"tools/call", …}` — a JSON body's message as a Ruby hash (reprs.ts
 * findRubyHash). The `Started POST` announces that message (host-lines announcedBody).
 */
export const RAILS_PROCESSING_RE = /^Processing by [A-Z][\w:]*#\w+ as \S+\s*$/;
export const RAILS_PARAMETERS_RE = /^\s*Parameters: \{/;
/**
 * Rails' line opening each request it serves, any verb (`Started GET "/mcp/sse" for 127.0.0.1 at 2025-06-17 10:53:06
 * -0500`): the exchange announced before it is over as far as the log's next words go (host-lines.ts `exchangeOpens`).
 * Its clock is the only one Rails' request log prints (Rails::Rack::Logger#started_request_message: `Time.now` with its
 * offset); the groups are the date and time, and the offset (an ISO stamp once joined: `parseIsoStamp`).
 */
export const RAILS_STARTED_RE = /^Started [A-Z]+ "[^"\s]+" for \S+ at (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\b(?: ([+-]\d\d:?\d\d)\b)?/;
/**
 * ActionController's line closing a request its controller served, `Completed 500 Internal Server Error in 12ms
 * (ActiveRecord: 1.2ms | Allocations: 210)` (LogSubscriber#process_action): the time since its `Started` line, the
 * only clock the line has (host-lines.ts `exchangeElapsed`). Group `ms`.
 */
export const RAILS_COMPLETED_ELAPSED_RE = /^Completed \d{3} [A-Za-z' -]*? in (?<ms>\d+(?:\.\d+)?)ms\b/;

/**
 * An MCP endpoint's path as a server's access line prints it, strictly: the last segment is the Streamable HTTP
 * endpoint `mcp` or the legacy transport's stream `sse` (its trailing slash and a query allowed), or the legacy
 * transport's message path `messages` carrying the session id the SDK's SSE transport hands out
 * (`/messages/?session_id=…`). A site's other paths that only contain the words are not (`/checkout/success?session_id=`,
 * a chat app's `/api/messages`, `/stream/sse-events`: review R15). For what an access line alone is read by
 * (mcpAccessLine, the redirect row), where the path is all the evidence; MCP_PATH_RE stays the looser test for lines
 * that carry other MCP evidence around them.
 */
const MCP_ENDPOINT_PATH_SRC = String.raw`[^\s?"]*\/(?:(?:mcp|sse)\/?(?:\?[^\s"]*)?|messages\/?\?(?:[^\s"]*&)?(?:session_id|sessionId)=[^\s"]*)`;
const MCP_ENDPOINT_PATH_RE = new RegExp(`^${MCP_ENDPOINT_PATH_SRC}$`);

/** Whether an access line's request path is an MCP endpoint's (MCP_ENDPOINT_PATH_SRC). */
export function mcpEndpointPath(path: string): boolean {
  return MCP_ENDPOINT_PATH_RE.test(path);
}

/**
 * A server's access line for a POST to an MCP path it redirected (uvicorn's `INFO:     127.0.0.1:53712 - "POST /mcp
 * HTTP/1.1" 307 Temporary Redirect`: Starlette redirecting a mount's path to its trailing slash, BerriAI/litellm#23688;
 * a proxy's 308). The message reached no handler there; a client that does not repeat the POST with its body at the new
 * location never sends it (classify/host-words.ts: failed, cause unknown). Read only by the reader of last resort, and
 * not when the POST is repeated right under it (redirectRepeated: the line then carries REDIRECT_FOLLOWED_NOTE): the Python SDK's reader reads the
 * redirect beside the SDK's own lines itself (server-logs.ts, redirectedPost), where the repeat carries the message.
 * The path strictly an endpoint's (MCP_ENDPOINT_PATH_SRC): a chat app's `POST /api/messages` redirected is no MCP request.
 */
export const redirectedPostPhrase: HostPhrase = {
  id: 'access-log/post-redirected',
  said: 'http-status',
  side: 'server',
  hint: 'HTTP/',
  re: new RegExp(String.raw`(?:"|^)POST ${MCP_ENDPOINT_PATH_SRC} HTTP\/[\d.]+" (?<status>30[78])\b(?!.*\(followed: )(?: (?<error>[A-Z][A-Za-z' -]+)$)?`),
  unrepeated: true,
  seen: ['BerriAI/litellm#23688'],
};

/** The methods an access line's request line may carry. */
const ACCESS_METHODS = 'GET|POST|DELETE|HEAD|PUT|PATCH|OPTIONS';
/**
 * An access line's request line after its opening quote, and the status after it (`POST /mcp HTTP/1.1" 307`): what
 * every access line's layout below holds, whatever it prints around it.
 */
const REQUEST_STATUS_SRC = String.raw`(?:${ACCESS_METHODS}) \S+ HTTP\/[\d.]+" \d{3}`;
/** Docker Compose's service prefix (`user-service  | `) before a line of the service's own. */
const COMPOSE_SERVICE_SRC = String.raw`(?:[\w-]+\s+\|\s+)`;

/** An access line's method and path (`"POST /mcp HTTP/1.1" 307`), for telling whether a redirect was followed. */
export const ACCESS_REQUEST_LINE_RE = new RegExp(String.raw`(?:"|^)(?<method>${ACCESS_METHODS}) (?<path>\S+) HTTP\/[\d.]+" (?<status>\d{3})\b`);

/** An access line's request: its method, path and status. */
export interface AccessRequest {
  method: string;
  path: string;
  status: number;
}

/** The request an access line records (ACCESS_REQUEST_LINE_RE), or null when the line is none. */
export function accessRequest(line: string): AccessRequest | null {
  const m = ACCESS_REQUEST_LINE_RE.exec(line);
  return m === null ? null : { method: m.groups!['method']!, path: m.groups!['path']!, status: Number(m.groups!['status']) };
}

/**
 * The one grammar of a server's access line for a POST it redirected (307/308): its request, or null. The Python SDK
 * server log's reader (server-logs.ts, an error record right after it) and the reader of last resort (its hold for the
 * client's repeat, on an MCP endpoint's path) both read the redirect with it.
 */
export function redirectedPost(line: string): AccessRequest | null {
  if (!line.includes('POST ')) return null;
  const r = accessRequest(line);
  return r !== null && r.method === 'POST' && isRedirectStatus(r.status) ? r : null;
}

/** What a followed redirect's line is read with: the same POST repeated at the new path under it (redirectRepeated). */
export const REDIRECT_FOLLOWED_NOTE = '(followed: the same request at the new path below)';

/**
 * What a declined transport probe's line is read with: a later line shows the client fell back to the legacy HTTP+SSE
 * transport (legacyFallbackShown), so the refusal ended no request. The refusal rows below do not read a line carrying it.
 */
export const PROBE_DECLINED_NOTE = '(declined probe: the client fell back to the legacy SSE transport below)';

/** A legacy HTTP+SSE session's id in a message endpoint's query (`/messages/?session_id=…`, `/mcp/messages?sessionId=…`). */
const LEGACY_SESSION_QUERY_RE = /[?&](?:session_id|sessionId)=/;

/**
 * The statuses on which a client that tries Streamable HTTP first falls back to the legacy HTTP+SSE transport
 * (transports, Backwards compatibility: 2025-03-26 and 2025-06-18 "4xx status code (e.g., 405 Method Not Allowed or
 * 404 Not Found)", 2025-11-25 exactly "400 Bad Request, 404 Not Found or 405 Method Not Allowed").
 */
const PROBE_FALLBACK_STATUSES: ReadonlySet<number> = new Set([400, 404, 405]);

/**
 * An access line's POST that may be a client's Streamable HTTP probe refused by a legacy server, its request, or null:
 * answered 400, 404 or 405 at the HTTP+SSE stream's path (`…/sse`) or the site's root, where no session is ever issued
 * (the rows' sessionlessPath). Not at another path: a Streamable HTTP endpoint (`/mcp`) answers a lost session's POST
 * 404 too, its session in a header an access line does not show, and another client's legacy messages may follow it.
 */
export function probeRefused(line: string): AccessRequest | null {
  if (!line.includes('POST ')) return null;
  const r = accessRequest(line);
  if (r === null || r.method !== 'POST' || !PROBE_FALLBACK_STATUSES.has(r.status) || r.path.includes('?')) return null;
  const path = bare(r.path);
  return path === '' || /\/sse$/.test(path) ? r : null;
}

/** A path without its query and trailing slash (`/sse/?x` → `/sse`). */
function bare(path: string): string {
  const q = path.indexOf('?');
  return (q < 0 ? path : path.slice(0, q)).replace(/\/+$/, '');
}

/**
 * Whether `next` (a later line with words) shows the client fell back to the legacy HTTP+SSE transport after the POST
 * `held` was refused (probeRefused): the legacy stream opened — a GET of the same path answered 200, where that path is
 * the HTTP+SSE stream's (`…/sse`: a Streamable HTTP endpoint also answers a GET 200 after a session's 404 and a fresh
 * initialize, the POST's refusal then being the session's) — or a message accepted (2xx) at another path carrying a legacy
 * session's id, which only the stream's endpoint event names. Both are the 2025-03-26 backwards-compatibility steps:
 * GET the URL, expect the endpoint event, POST messages there (OpenAI's client under `"POST /sse HTTP/1.1" 404`:
 * quarkiverse/quarkus-mcp-server#317; ChatGPT's `POST /sse/` 405 then `GET /sse/` 200: openai/sample-deep-research-mcp#2).
 */
export function legacyFallbackShown(held: AccessRequest, next: string): boolean {
  const n = accessRequest(next);
  if (n === null) return false;
  const path = bare(n.path);
  if (n.method === 'GET') return n.status === 200 && path === bare(held.path) && /\/sse$/.test(path);
  return n.method === 'POST' && n.status >= 200 && n.status < 300 && LEGACY_SESSION_QUERY_RE.test(n.path) && path !== bare(held.path);
}

/** `path` with a slash before its query, where Starlette's redirect of a mount's path sends the request (`/mcp` → `/mcp/`). */
function withTrailingSlash(path: string): string {
  const q = path.indexOf('?');
  return q < 0 ? `${path}/` : `${path.slice(0, q)}/${path.slice(q)}`;
}

/**
 * Whether `next` (the next line with words) repeats the request `held` (a redirect's access line, read when it was held)
 * answered: an access line of the same method at the redirect's location — the path with its trailing slash
 * (Starlette's redirect of a mount's path), or the same path (a proxy's 308 to another scheme or host) answered with no
 * redirect again. A client follows a 307/308 with the same POST, its body kept, at once
 * (modelcontextprotocol/python-sdk#732's `"POST /mcp/ HTTP/1.1" 200 OK` right under the 307); the repeat carries the
 * message, so the redirect ends nothing. Another client's POST to another endpoint (`/messages/?session_id=…`) is no
 * repeat (review R15).
 */
export function redirectRepeated(held: AccessRequest, next: string): boolean {
  const n = accessRequest(next);
  if (n === null || n.method !== held.method) return false;
  return n.path === withTrailingSlash(held.path) || (n.path === held.path && !isRedirectStatus(n.status));
}

/**
 * uvicorn's access line (`INFO:     127.0.0.1:53712 - "POST /mcp HTTP/1.1" 307 Temporary Redirect`; its margin kept to one
 * space by a log viewer, its client address dropped by a custom format: `INFO: "POST /mcp HTTP/1.1" 421 Misdirected
 * Request`, bethington/ghidra-mcp#161; cut by the reporter at the opening quote or the method) ending in the status and
 * its reason phrase, which uvicorn prints and nginx's or morgan's formats do not (they print the bytes sent).
 */
const UVICORN_ACCESS_LINE_RE = new RegExp(String.raw`^(?:${COMPOSE_SERVICE_SRC}?INFO:\s+(?:\S+:\d+ - )?)?"?${REQUEST_STATUS_SRC} [A-Z][A-Za-z' -]*$`);

/**
 * Django's development server's access line (`[26/Jul/2025 23:26:17] "GET /mcp HTTP/1.0" 406 57`: its bracketed clock
 * of day, the quoted request line, the status and the bytes sent; behind Docker Compose's `service  | ` prefix when the
 * app runs in a container), the server django-mcp-server's Streamable HTTP view runs under (gts360/django-mcp-server#34:
 * a client opening the legacy SSE transport's GET refused 406, pasted with nothing of the SDK's). Its clock is what
 * sets it apart from a common access line, which opens with the client's address.
 */
const DJANGO_RUNSERVER_ACCESS_LINE_RE = new RegExp(String.raw`^${COMPOSE_SERVICE_SRC}?\[\d{2}\/[A-Z][a-z]{2}\/\d{4} \d{2}:\d{2}:\d{2}\] "${REQUEST_STATUS_SRC} (?:\d+|-)$`);

/**
 * uvicorn.access's record under another logging format: the client's address, the quoted request line and the status
 * bare, without the reason phrase uvicorn's own formatter adds — gunicorn running uvicorn's worker prints the message
 * alone (`127.0.0.1:48270 - "GET /mcps/sse HTTP/1.1" 200`: modelcontextprotocol/python-sdk#520), an application's
 * logging config after its own head naming the logger (`2025-08-21 07:46:26,221 - uvicorn.access - INFO - 127.0.0.1:45786
 * - "POST /mcp HTTP/1.1" 200`: IBM/mcp-context-forge#803; `uvicorn.access:L473 […] 127.0.0.1:55936 - …`:
 * PrefectHQ/fastmcp#2083). The address with its port opens the message: a common log line opens with the address
 * alone, then `- -` and a clock.
 */
const UVICORN_ACCESS_MESSAGE_RE = new RegExp(String.raw`^\S+:\d+ - "${REQUEST_STATUS_SRC}$`);

/** Whether `t` (trimmed) is uvicorn.access's message alone, or after a head naming that logger (UVICORN_ACCESS_MESSAGE_RE). */
function uvicornAccessMessage(t: string): boolean {
  if (UVICORN_ACCESS_MESSAGE_RE.test(t)) return true;
  const named = t.indexOf('uvicorn.access');
  const request = named < 0 ? -1 : t.indexOf(' - "', named);
  if (request < 0) return false;
  return UVICORN_ACCESS_MESSAGE_RE.test(t.slice(t.lastIndexOf(' ', request - 1) + 1));
}

/** Whether `line` is uvicorn's access line (UVICORN_ACCESS_LINE_RE), whatever its path. */
export function uvicornAccessLine(line: string): boolean {
  return UVICORN_ACCESS_LINE_RE.test(line.trim());
}

/**
 * A uvicorn access line of a request to an MCP path by a method MCP's HTTP transports use: POST carries messages, GET
 * opens the event stream, DELETE ends a session (transports, Streamable HTTP; the legacy transport's GET /sse and POST
 * /messages/?session_id=). The request line is MCP evidence whatever its status; a site's other paths (`/`,
 * `/favicon.ico`) and the OAuth endpoints are not. Only uvicorn's grammar, the server the Python SDK's HTTP transports
 * run under (its access record's message under gunicorn's or an app's format too: uvicornAccessMessage), and Django
 * runserver's, the one a Django app's MCP view runs under: a proxy's access line of a bare `GET /sse` from a browser
 * names no MCP (ThinkInAIXYZ/go-mcp#147), and a proxy's refused POST is read by the exchange rows above. The layouts
 * differ only around the request line (REQUEST_STATUS_SRC); the path is tested once, strictly, for all of them.
 */
export function mcpAccessLine(line: string): boolean {
  const t = line.trim();
  if (!UVICORN_ACCESS_LINE_RE.test(t) && !uvicornAccessMessage(t) && !DJANGO_RUNSERVER_ACCESS_LINE_RE.test(t)) return false;
  const m = accessRequest(line);
  if (m === null || !/^(?:POST|GET|DELETE)$/.test(m.method)) return false;
  return mcpEndpointPath(m.path) && !isOAuthPath(m.path);
}
