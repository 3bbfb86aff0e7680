/**
 * Claude Code's sentences about MCP servers (`claude --debug`, `~/.claude/debug/<session>.txt`,
 * the per-server `mcp-logs-<server>/` files). Lines name their server first:
 * `MCP server "<name>": <words>`; the reader passes the whole message, so rows anchor on that
 * prefix where the words would otherwise repeat (the `Error message:` / `Error stack:` lines that
 * restate a failure must not count as a second failure).
 * Claude Code's client is the TypeScript SDK's: its error texts (`MCP error -32001: Request timed
 * out`) follow, from `typescript-sdk.ts`.
 */
import { SDK_TIMED_OUT, type HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

/** `MCP server "<name>": ` at the start of a message (optional: mcp-logs entries omit it). */
const P = String.raw`^(?:MCP server "(?<server>[^"]+)":? )?`;

/** The mark the `/mcp` command's result lines may start with (a cross, a warning, or the `⎿` of a command's result). */
const RESULT_MARK = String.raw`^(?:[✗✘×⚠⎿]\s*)?`;

/** 2.1.16x's Reconnect failure, up to its reason (the rows reconnect-tried-http-status and reconnect-tried-failed). */
const TRIED_RECONNECTING = RESULT_MARK + String.raw`Tried reconnecting to (?<server>\S(?:.*?\S)?), but the connection failed`;

const own: readonly HostPhrase[] = [
  {
    // The connect budget (MCP_TIMEOUT) the host states before connecting.
    id: 'claude-code/connect-limit',
    said: 'limit',
    hint: 'Starting connection with timeout of',
    re: new RegExp(P + String.raw`Starting connection with timeout of (?<limit>\d+ms)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#16837', 'anthropics/claude-code#7575', 'czlonkowski/n8n-mcp#555'],
  },
  {
    // The SDK's own 60 s request timer on initialize fired first (anthropics/claude-code#43299).
    id: 'claude-code/connect-failed-request-timed-out',
    said: 'timer-fired',
    hint: 'Connection failed after',
    re: new RegExp(P + String.raw`Connection failed after (?<elapsed>\d+ms): (?<error>${SDK_TIMED_OUT}.*)$`),
    method: 'initialize',
    scope: 'connection',
    // The SDK's 60 s request timer on initialize fired first (claude-code#43299): it cancels.
    timer: 'sdk',
    seen: ['anthropics/claude-code#16837', 'anthropics/claude-code#7575'],
  },
  {
    // A remote server's connect names its transport first (`SSE Connection failed after 1172ms: {"url":…,"error":"SSE
    // error: Non-200 status code (405)",…}`: anthropics/claude-code#32708), the error inside the JSON it prints: the
    // object's own `error` member is the reason. Before the bare row below.
    id: 'claude-code/transport-connect-failed-after',
    said: 'failed',
    hint: ' Connection failed after ',
    re: new RegExp(P + String.raw`(?:SSE|HTTP) Connection failed after (?<elapsed>\d+ms): (?:\{.*?"error":")?(?<error>(?:[^"\\]|\\.)+)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#32708'],
  },
  {
    id: 'claude-code/connect-failed-after',
    said: 'failed',
    hint: 'Connection failed after',
    re: new RegExp(P + String.raw`Connection failed after (?<elapsed>\d+ms): (?<error>.+)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#16837'],
  },
  {
    // The legacy SSE transport's error event during the connect, logged with the object it carried (`SSE Connection
    // error: {"url":…,"error":"SSE error: Non-200 status code (202)","stack":…}`), then the error alone (`[ERROR] MCP
    // server "x" Error: SSE error: Non-200 status code (202)`): a Streamable HTTP server's 202 to the SSE client's GET,
    // anthropics/claude-code#1960. The object's `error` member is the reason, so both lines say the same connect failed.
    // Only the GET's refusal (`Non-200 status code`): the same words for a stream cut after the connect (`SSE error:
    // TypeError: terminated: Body Timeout Error`, triggerdotdev/trigger.dev#2134) end no connect.
    id: 'claude-code/sse-connection-error',
    said: 'failed',
    hint: 'SSE Connection error: ',
    re: new RegExp(P + String.raw`SSE Connection error: \{.*?"error":"(?<error>SSE error: Non-200 status code \(\d{3}\))"`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#1960'],
  },
  {
    id: 'claude-code/sse-error-line',
    said: 'failed',
    hint: 'Error: SSE error: ',
    re: new RegExp(P + String.raw`Error: (?<error>SSE error: Non-200 status code \(\d{3}\))`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#1960'],
  },
  {
    // The server's refusal of a session it no longer holds, relayed bare under Claude Code's transport-error label, the
    // SDK's `Streamable HTTP error: Error POSTing to endpoint:` and the JSON around the message cut away by the reporter
    // (`Connection error: No transport found for sessionId` under `HTTP connection dropped after 5322s uptime`: the
    // issue form's logs field of anthropics/claude-code#21721, whose debug-file excerpt has the whole sentence). A message
    // was sent and refused for its session; the words do not say which (`sending`). Only the refusal alone as the error.
    id: 'claude-code/connection-error-session-refused',
    said: 'failed',
    hint: 'Connection error: ',
    re: new RegExp(P + String.raw`Connection error: (?<error>(?:No transport found for sessionId|Transport not found for sessionId|Session not found|Unknown session id)\.?)\s*$`),
    sending: true,
    seen: ['anthropics/claude-code#21721'],
  },
  {
    // Claude Code's own connect race (cli.js `Timeout._onTimeout`), not the SDK's request timer:
    // it gives up and closes without a cancel. Also the text of mcp-logs entries (no prefix).
    id: 'claude-code/connect-timed-out',
    said: 'timer-fired',
    hint: 'timed out after',
    re: /^(?:MCP server "[^"]+":? )?Connection failed: (?:Error: )?Connection to MCP server \\?"(?<server>[^"\\]+)\\?" timed out after (?<limit>\d+ms)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#1611', 'utensils/mcp-nixos#31', 'anthropics/claude-code#72'],
  },
  {
    id: 'claude-code/connect-timeout-triggered',
    said: 'timer-fired',
    hint: 'Connection timeout triggered after',
    re: new RegExp(P + String.raw`Connection timeout triggered after (?<elapsed>\d+ms)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['czlonkowski/n8n-mcp#555'],
  },
  {
    // Follows `Connection timeout triggered` and restates it with the configured limit.
    id: 'claude-code/connect-failed-timed-out-lower',
    said: 'limit',
    hint: 'Connection failed: connection timed out after',
    re: new RegExp(P + String.raw`Connection failed: connection timed out after (?<limit>\d+ms)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['czlonkowski/n8n-mcp#555'],
  },
  {
    // The same restatement in later builds, the server named inside the sentence: `Connection failed: MCP server
    // "<name>" connection timed out after 30000ms`, right after `Connection timeout triggered after 30013ms (limit:
    // 30000ms)` (kocakli/Trello-Desktop-MCP#13): the limit of the timer that line said fired (Claude Code's own connect
    // race, which closes without a cancel), as the unnamed restatement above is.
    id: 'claude-code/connect-failed-server-timed-out',
    said: 'limit',
    hint: 'connection timed out after',
    re: /^(?:MCP server "[^"]+":? )?Connection failed: MCP server "(?<server>[^"]+)" connection timed out after (?<limit>\d+ms)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['kocakli/Trello-Desktop-MCP#13'],
  },
  {
    // Any other failed connect (after the timeout rows above, which read their own wording): the
    // SDK's error as the connect saw it, e.g. `McpError: MCP error -32000: Connection closed` when
    // the process ended before the handshake (modelcontextprotocol/servers#2338). The `Error
    // message:` / `Error stack:` records that restate it do not start with these words.
    id: 'claude-code/connect-failed',
    said: 'failed',
    hint: 'Connection failed: ',
    re: new RegExp(P + String.raw`Connection failed: (?<error>.+)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['modelcontextprotocol/servers#2338'],
  },
  {
    // An Agent SDK app's in-process server (createSdkMcpServer), whose messages travel on the SDK's control channel: its
    // connect (the initialize) ended by the SDK's own 60 s request timer, which cancels (`[ERROR] MCP server "x" Failed to
    // connect SDK MCP server: McpError: MCP error -32001: Request timed out`: concurrent query() calls sharing one such
    // server, anthropics/claude-agent-sdk-typescript#122). Before the row below, which reads any other reason.
    id: 'claude-code/sdk-server-connect-timed-out',
    said: 'timer-fired',
    hint: 'Failed to connect SDK MCP server: ',
    re: new RegExp(P + String.raw`Failed to connect SDK MCP server: (?<error>(?:McpError: )?${SDK_TIMED_OUT}.*)$`),
    method: 'initialize',
    scope: 'connection',
    timer: 'sdk',
    seen: ['anthropics/claude-agent-sdk-typescript#122'],
  },
  {
    // The same connect failing for another reason: the control channel closed under it (`Error: Stream closed`, a
    // string prompt ends the channel before the connect: anthropics/claude-code#6710).
    id: 'claude-code/sdk-server-connect-failed',
    said: 'failed',
    hint: 'Failed to connect SDK MCP server: ',
    re: new RegExp(P + String.raw`Failed to connect SDK MCP server: (?<error>\S.*)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#6710'],
  },
  {
    // Claude Code's wrapper around the SDK's OAuth step of a remote connect (`SDK auth failed: <the SDK's error>`, its
    // bundle's `Error(\`SDK auth failed: ${…}\`)` after the `SDK auth error:` debug line): the far side's auth refusal
    // the connect could not get past, whatever the SDK said of it — a registration endpoint's JSON-RPC body it could not
    // parse as an OAuth error (`HTTP 404: Invalid OAuth error response: ZodError … Raw body: {"jsonrpc":…}`: a bad bearer
    // token, TableProApp/TablePro#1409), `Incompatible auth server: does not support dynamic client registration`. The
    // raw body it quotes is the OAuth endpoint's, never an answer to an MCP request.
    id: 'claude-code/sdk-auth-failed',
    said: 'failed',
    hint: 'SDK auth failed: ',
    re: new RegExp(P + String.raw`SDK auth failed: (?<error>\S.*)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['TableProApp/TablePro#1409'],
  },
  {
    // The `Error message:` / `Error stack:` records that restate a failed connect, pasted without the
    // `Connection failed:` line they follow: then they are the only words about the connect
    // (`"debug": "Error stack: McpError: MCP error -32000: Connection closed\n    at …/claude-code/cli.js…"`,
    // microsoft/playwright-mcp#658). After the full record the timeline finds the connect already
    // failed with the same words and does not count it again.
    id: 'claude-code/connect-failed-restated',
    said: 'failed',
    hint: 'Error ',
    re: new RegExp(P + String.raw`Error (?:message|stack): (?<error>(?:McpError: )?MCP error -?\d+: [^\n]+)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['microsoft/playwright-mcp#658'],
  },
  {
    // `claude mcp list` after "Checking MCP server health...": one line per server, `<name>: <command or
    // url> - <mark> <status>`; the check is a connect (the initialize) made for the listing. The line
    // says it failed, not how (anthropics/claude-code#7404). The name may hold colons (`plugin:<p>:<s>`)
    // but never ": " before the command.
    id: 'claude-code/list-failed-to-connect',
    said: 'failed',
    hint: ' - ✗ Failed to connect',
    re: /^(?<server>\S.{0,199}?): \S.* - ✗ Failed to connect\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#7404', 'anthropics/claude-code#86502'],
  },
  {
    id: 'claude-code/list-connected',
    said: 'connected',
    hint: ' Connected',
    re: /^(?<server>\S.{0,199}?): \S.* - [✓✔] Connected\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#7404'],
  },
  {
    // 2.1's `claude mcp list` marks a server whose connect succeeded but whose tool listing did not with `!`, and
    // says why after an em dash: `<name>: <url> (HTTP) - ! Connected · tools fetch failed — MCP error -32000:
    // Connection closed` (anthropics/claude-code#86875). The connect is fine; the tools/list failed as the error says.
    id: 'claude-code/list-tools-fetch-failed',
    said: 'failed',
    hint: 'tools fetch failed',
    // The name is bounded (a `claude mcp list` name is short): a long line of ": " pairs that never reaches the marker
    // made every colon a candidate end of the name, each scanning the rest of the line (144 KB took 1.1 s).
    re: /^(?<server>\S.{0,199}?): \S.* - ! Connected · tools fetch failed\s+[—–-]\s+(?<error>\S.*?)\s*$/,
    method: 'tools/list',
    seen: ['anthropics/claude-code#86875'],
  },
  {
    // The debug log's (and mcp-logs entries') word for the same: the tools/list after the connect got the error
    // (`[ERROR] MCP server "claude-vscode" Failed to fetch tools: MCP error -32601: Method not found`, relayed by the
    // extension as `From claude: …`: anthropics/claude-code#23248; an entry `{"error": "Failed to fetch tools: MCP
    // error -32601: Method not found", "timestamp": …, "sessionId": …, "cwd": …}`: microsoft/work-iq#38).
    id: 'claude-code/fetch-tools-failed',
    said: 'failed',
    hint: 'Failed to fetch tools: ',
    re: new RegExp(P + String.raw`Failed to fetch tools: (?<error>\S.*)$`),
    method: 'tools/list',
    seen: ['anthropics/claude-code#23248', 'microsoft/work-iq#38', 'anthropics/claude-code#20632'],
  },
  {
    // The server list as Claude Code draws it, one entry per server with its state (read by the reader
    // with the panel's border and the cursor already removed: formats/claude-code.ts `panelEntry`):
    //   `/mcp` panel, 2.0:  `1. <name>  ✘ failed · Enter to view details`    (musistudio/claude-code-router#1123)
    //   `/mcp` panel, 2.1:  `<name> · ✘ failed`                               (the layout of anthropics/claude-code#18127)
    //   `/mcp` panel, 1.0:  `<name> · failed`                                 (andycufari/ClaudePoint#3)
    //   welcome box, 0.2:   `• <name>                 failed`                 (anthropics/claude-code#224)
    // Like `claude mcp list`'s `✗ Failed to connect`, the entry says the connect (the initialize) failed,
    // not how: the details view or the debug log would. Each layout is matched whole (its number, its dot,
    // its bullet, its mark), so a table row or prose that merely ends in "failed" is not read.
    id: 'claude-code/panel-failed',
    said: 'failed',
    hint: 'failed',
    re: /^\d+\.\s+(?<server>[^\s•·│](?:[^·│]*?[^\s:·│])?)\s{2,}[✘✗×]\s*failed(?:\s+·\s.*)?$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['musistudio/claude-code-router#1123'],
  },
  {
    id: 'claude-code/panel-failed-dot',
    said: 'failed',
    hint: ' · ',
    re: /^(?<server>[^\s•·│](?:[^·│]*?[^\s:·│])?) · (?:[✘✗×]\s*)?failed$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['andycufari/ClaudePoint#3', 'anthropics/claude-code#18127'],
  },
  {
    // The `/mcp` panel's details view of one server (`<Name> MCP Server`, then `Status: ✘ failed`, then its `Command:` or
    // `URL:`), pasted with the box's rows run together on one line between their `│` borders (`Ref MCP Server ││
    // Status: ✘ failed ││ URL: …`: ref-tools/ref-tools-mcp#30; the same box row by row: jasonjmcghee/claude-debugs-for-you#33).
    // Like the list's entry, it says the connect failed, not how.
    id: 'claude-code/details-status-failed',
    said: 'failed',
    hint: 'Status: ',
    re: /^(?<server>\S(?:[^│|]*?\S)?) MCP Server\s*[│|]{1,2}\s*Status: [✘✗×]\s*failed\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['ref-tools/ref-tools-mcp#30', 'jasonjmcghee/claude-debugs-for-you#33'],
  },
  {
    id: 'claude-code/welcome-failed',
    said: 'failed',
    hint: '• ',
    re: /^•\s+(?<server>\S+)\s{2,}failed$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#224'],
  },
  {
    id: 'claude-code/panel-connected',
    said: 'connected',
    hint: 'connected',
    re: /^\d+\.\s+(?<server>[^\s•·│](?:[^·│]*?[^\s:·│])?)\s{2,}[✔✓]\s*connected(?:\s+·\s.*)?$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['musistudio/claude-code-router#1123'],
  },
  {
    id: 'claude-code/panel-connected-dot',
    said: 'connected',
    hint: ' · ',
    re: /^(?<server>[^\s•·│](?:[^·│]*?[^\s:·│])?) · (?:[✔✓]\s*)?connected$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#18127'],
  },
  {
    // `/mcp` → Reconnect to a remote (http/sse) server, when its endpoint answered the connect's POST with an error
    // status: "Failed to reconnect to <server>: HTTP 404 at <url>" (postmark-town/postmark#307, a URL one level above
    // the MCP route). The status is the answer to the handshake's own request. Before the bare row below, whose
    // server would otherwise swallow the reason.
    id: 'claude-code/reconnect-http-status',
    said: 'http-status',
    hint: 'Failed to reconnect to ',
    re: /^(?:[✗✘×⚠]\s*)?Failed to reconnect to (?<server>\S(?:.*?\S)?): (?<error>HTTP (?<status>[1-5]\d\d)\b.*?)\.?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['postmark-town/postmark#307'],
  },
  {
    // `/mcp` → Reconnect, when the new connect fails: often only that it failed (anthropics/claude-code#34744:
    // "no stderr output, no exit code, no timeout indication"); when a reason follows ": " it is the error. Server
    // names hold colons without a space ("plugin:gitlab:gitlab": anthropics/claude-code#17209), so ": " ends the name.
    id: 'claude-code/reconnect-failed',
    said: 'failed',
    hint: 'Failed to reconnect to ',
    re: /^(?:[✗✘×⚠]\s*)?Failed to reconnect to (?<server>\S(?:(?!: ).)*?)(?:: (?<error>\S.*?))?\.?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#34744', 'anthropics/claude-code#24755', 'anthropics/claude-code#20684', 'anthropics/claude-code#78503'],
  },
  {
    // The same Reconnect in 2.1.16x's words with the endpoint's status as the reason (`Tried reconnecting to <server>,
    // but the connection failed: HTTP <status> at <url>`): the handshake's own POST answered with it, as
    // reconnect-http-status reads the older wording. Before the row below, which would take the status as any reason.
    id: 'claude-code/reconnect-tried-http-status',
    said: 'http-status',
    hint: 'Tried reconnecting to ',
    re: new RegExp(TRIED_RECONNECTING + String.raw`: (?<error>HTTP (?<status>[1-5]\d\d)\b.*?)\.?\s*$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#65198'],
  },
  {
    // The same Reconnect in 2.1.16x's words, the reason after the colon as the older rows give it (`HTTP <status> at
    // <url>`, or the JSON-RPC error code the endpoint answered the connect with, `-32429 at <url>`: a claude.ai
    // connector's reconnect, anthropics/claude-code#65198). Printed as the `/mcp` command's `⎿` result.
    id: 'claude-code/reconnect-tried-failed',
    said: 'failed',
    hint: 'Tried reconnecting to ',
    re: new RegExp(TRIED_RECONNECTING + String.raw`(?:: (?<error>\S.*?))?\.?\s*$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#65198'],
  },
  {
    // The same words with the endpoint's status as the reason (`Got new credentials, but reconnecting to <server> failed:
    // HTTP 400 at <origin>`, 2.1.263, every reconnect after a good OAuth flow: anthropics/claude-code#92632). Which of the
    // connect's exchanges got it the words do not say (there, the /mcp view's `SSE error: Non-200 status code (400)` put
    // it on the GET that opens the event stream, which says nothing of the initialize): a failure with its status, not a
    // refusal of the handshake's own POST (as reconnect-http-status reads `Failed to reconnect …: HTTP 404`). Before the
    // row below, which takes no reason.
    id: 'claude-code/oauth-reconnect-http-status',
    said: 'failed',
    hint: 'Got new credentials, but reconnecting to ',
    re: new RegExp(RESULT_MARK + String.raw`Got new credentials, but reconnecting to (?<server>\S(?:(?!: ).)*?) failed: (?<error>HTTP (?<status>[1-5]\d\d)\b.*?)\.?\s*$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#92632'],
  },
  {
    // The OAuth flow `/mcp` → Authenticate started for a remote server finished, and the connect that follows it with
    // the new token failed: "Got new credentials, but reconnecting to <server> failed. Restart Claude Code to retry."
    // (2.1.128, the server still answering 401: anthropics/claude-code#56208). The reconnect's handshake failed; the
    // words give no reason.
    id: 'claude-code/oauth-reconnect-failed',
    said: 'failed',
    hint: 'Got new credentials, but reconnecting to ',
    re: new RegExp(RESULT_MARK + String.raw`Got new credentials, but reconnecting to (?<server>\S(?:.*?\S)?) failed\b`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#56208'],
  },
  {
    // The same outcome in the 1.x/2.0 words, naming no server (`⎿  Authentication successful, but server reconnection
    // failed.`: anthropics/claude-code#9127): the OAuth flow got its
    // token, and the connect made with it failed.
    id: 'claude-code/oauth-reconnection-failed',
    said: 'failed',
    hint: 'Authentication successful, but server reconnection failed',
    re: new RegExp(RESULT_MARK + String.raw`Authentication successful, but server reconnection failed\b`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#9127'],
  },
  {
    id: 'claude-code/connected',
    said: 'connected',
    hint: 'Successfully connected',
    re: new RegExp(P + String.raw`Successfully connected \(transport: (?<transport>[\w-]+)\) in (?<elapsed>\d+ms)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#17653'],
  },
  {
    id: 'claude-code/tool-calling',
    said: 'request-sent',
    hint: 'Calling MCP tool: ',
    re: new RegExp(P + String.raw`Calling MCP tool: (?<target>\S+)`),
    method: 'tools/call',
    seen: ['anthropics/claude-code#17653'],
  },
  {
    id: 'claude-code/tool-completed',
    said: 'completed',
    hint: 'completed successfully in',
    re: new RegExp(P + String.raw`Tool '(?<target>[^']+)' completed successfully in (?<elapsed>[\d.]+m?s)`),
    method: 'tools/call',
    seen: ['anthropics/claude-code#17653'],
  },
  {
    // Claude Code's branch for an input request it will not show (no terminal UI to show it in: `-p`, and the Cowork
    // app's remote sessions, which take the same branch). Its meaning depends on the protocol era. Up to 2025-11-25 the
    // server sent `elicitation/create` inside an open tools/call, and Claude Code declines it at once
    // (anthropics/claude-code#62319): the tool call goes on, the server deciding what a decline means. From 2026-07-28
    // (MRTR) the input request came inside the tools/call's interim `input_required` answer, and Claude Code neither
    // shows it nor sends the call again with `inputResponses`, nor declines: the call stays open, waiting on the client,
    // until the host's own tool timeout (anthropics/claude-code#94806, the same report as anthropics/claude-ai-mcp#1046).
    // In both eras the line ends no call: the tools/call it belongs to is still waiting.
    id: 'claude-code/elicitation-print-mode',
    said: 'waiting',
    hint: 'Elicitation request received in print mode',
    re: new RegExp(P + String.raw`Elicitation request received in print mode\b`),
    method: 'tools/call',
    seen: ['anthropics/claude-code#94806', 'anthropics/claude-code#62319'],
  },
  {
    id: 'claude-code/tool-still-running',
    said: 'waiting',
    hint: 'still running',
    re: new RegExp(P + String.raw`Tool '(?<target>[^']+)' still running \((?<elapsed>[\d.]+m?s) elapsed\)`),
    method: 'tools/call',
    seen: ['anthropics/claude-code#17653'],
  },
  // The background task manager's row for a tool call moved to the background (2.1.212: past
  // CLAUDE_CODE_MCP_AUTO_BACKGROUND_MS, 120 s by default): `❯ ⏳ <server>/<tool> · <task id> · working` under
  // `MCP tasks (N)` (anthropics/claude-code#86464, a twenty-minute call still open). The last word is the call's state in
  // the MCP tasks vocabulary (working, input_required, completed, failed, cancelled: spec 2025-11-25
  // basic/utilities/tasks); the task id is Claude Code's own handle, not the request's JSON-RPC id. The cursor `❯` is
  // removed with the panel's drawing (formats/claude-code.ts panelEntry); the status glyph is read here.
  ...(
    [
      ['working', 'waiting'],
      ['input_required', 'waiting'],
      ['completed', 'completed'],
      ['failed', 'failed'],
      ['cancelled', 'cancelled'],
    ] as const
  ).map(([status, said]): HostPhrase => ({
    id: `claude-code/background-task-${status.replace('_', '-')}`,
    said,
    hint: ` · ${status}`,
    re: new RegExp(String.raw`^(?:[⏳⌛⏸✓✔✗✘×■⏹◼●○◯]\uFE0F?\s*)?(?<server>[^\s/·│❯]{1,100})/(?<target>[^\s/·│]{1,200}) · [a-z0-9]{4,16} · ${status}$`),
    method: 'tools/call',
    seen: ['anthropics/claude-code#86464'],
  })),
  {
    // Claude Code's own idle watchdog on a tool call: no response or progress for N s. It aborts
    // the call through the SDK request's abort signal, and the TypeScript SDK sends
    // notifications/cancelled on abort, so the timer is neither the SDK's nor a silent drop: no
    // `timer`, the host's client behaviour decides (protocol/hosts.ts). SiderealPress/Lobster#2119.
    id: 'claude-code/tool-idle-aborting',
    said: 'timer-fired',
    hint: 'aborting: no response or progress',
    re: new RegExp(P + String.raw`Tool '(?<target>[^']+)' aborting: no response or progress notification for (?<elapsed>\d+m?s)(?: \(idle timeout (?<limit>\d+m?s)\))?`),
    method: 'tools/call',
    seen: ['SiderealPress/Lobster#2119'],
  },
  {
    // The failure line that follows the watchdog restates it ("… sent no response or progress for
    // 1800s; aborting."): the same call, so only its limit is read (as `connect-failed-timed-out-lower`).
    id: 'claude-code/tool-failed-idle',
    said: 'limit',
    hint: 'sent no response or progress for',
    re: new RegExp(P + String.raw`Tool '(?<target>[^']+)' failed after [\d.]+m?s: .*sent no response or progress for (?<limit>\d+m?s); aborting`),
    method: 'tools/call',
    seen: ['SiderealPress/Lobster#2119'],
  },
  {
    // The watchdog's error text on its own, as the call's result and as reporters quote it: `MCP server "<name>" tool
    // "<tool>" sent no response or progress for 300s; aborting.` (anthropics/claude-code#83655). Anchored at the
    // start, so the `Tool '<tool>' failed after …:` line that carries it is read by the row above, once.
    id: 'claude-code/tool-no-response-aborting',
    said: 'timer-fired',
    hint: 'sent no response or progress for',
    re: /^MCP server "(?<server>[^"]+)" tool "(?<target>[^"]+)" sent no response or progress for (?<limit>\d+m?s); aborting/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#83655', 'anthropics/claude-code#78911'],
  },
  {
    // The error is as the host words it: `fetch failed` (undici), an MCP error text, …
    id: 'claude-code/tool-failed-after',
    said: 'failed',
    hint: 'failed after',
    re: new RegExp(P + String.raw`Tool '(?<target>[^']+)' failed after (?<elapsed>[\d.]+m?s): (?<error>.+)$`),
    method: 'tools/call',
    seen: ['anthropics/claude-agent-sdk-typescript#118'],
  },
  {
    // Its runtime's own deadline on an HTTP exchange, the whole text of an error it kept: Bun's (and WebKit's)
    // TimeoutError "The operation timed out." (a claude.ai connector's calls, five entries of a /bug report's Errors
    // block: anthropics/claude-code#56838; a tool result: #93143), Node's AbortSignal.timeout() "The operation was aborted
    // due to timeout". Which call it ended the words do not say; the verdict reads the text (reasons.ts
    // RUNTIME_DEADLINE_RE): the host's own wait, no cancel.
    id: 'claude-code/runtime-deadline',
    said: 'failed',
    hint: 'The operation ',
    re: /^(?<error>(?:(?:TimeoutError|DOMException|Error):\s*)?The operation (?:timed out|was aborted due to timeout)\.?)$/,
    seen: ['anthropics/claude-code#56838', 'anthropics/claude-code#93143'],
  },
  {
    id: 'claude-code/stdio-dropped',
    said: 'connection-closed',
    hint: ' connection dropped',
    // The transports whose one connection carries every message both ways: STDIO's pipes, and the WebSocket of a
    // `ws` server or of the IDE extension's built-in `ide` server (`WS-IDE connection dropped after 0s uptime`, then a
    // getDiagnostics call that never returned: anthropics/claude-code#13255). Not SSE's or HTTP's: 2.1.1xx says the
    // same of an HTTP server's GET listening stream (`SSE connection dropped after 61937s uptime`:
    // anthropics/claude-code#60061, `HTTP connection dropped after 2820s uptime`: anthropics/claude-code#55992), and a
    // call in flight on its own POST runs on past it ("still running"): that drop ends no request.
    // Quoted without its uptime (`STDIO connection dropped`: anthropics/claude-code#64475) or with the reporter's
    // placeholder for it (`after Ns uptime`: GLips/Figma-Context-MCP#362): the same drop, its time unsaid.
    re: new RegExp(P + String.raw`(?:STDIO|WS(?:-IDE)?) connection dropped(?: after (?:(?<elapsed>\d+s)|\S+) uptime)?\b`),
    scope: 'connection',
    seen: ['anthropics/claude-code#17653', 'anthropics/claude-code#64475', 'GLips/Figma-Context-MCP#362', 'anthropics/claude-code#13255'],
  },
  {
    // Claude Code's own account of why it closes a server's transport when the transport itself reported an error
    // (`Closing transport (stdio transport error: Error)`, logged before `STDIO connection dropped …` when the SDK's
    // onerror fired: a progress notification for a token no longer known, GLips/Figma-Context-MCP#362,
    // anthropics/claude-code#47765). The connection ends; what was pending on it is lost with it. Only the
    // transport-error reason: `Closing transport (session expired)` is the session row's close, read there.
    id: 'claude-code/closing-transport-error',
    said: 'connection-closed',
    hint: 'Closing transport (',
    re: new RegExp(P + String.raw`Closing transport \((?<error>(?:[\w-]+ )?transport error(?:: [^)]*)?)\)`),
    scope: 'connection',
    seen: ['GLips/Figma-Context-MCP#362', 'anthropics/claude-code#47765'],
  },
  {
    id: 'claude-code/http-closed',
    said: 'connection-closed',
    hint: 'connection closed after',
    re: new RegExp(P + String.raw`HTTP connection closed after (?<elapsed>\d+s)`),
    scope: 'connection',
    seen: ['anthropics/claude-code#17653'],
  },
  {
    // The session the server refused (an HTTP transport's "Session not found", 404 / -32001): Claude Code logs it,
    // closes the transport ("Closing transport (session expired)") and reconnects; what was pending is rejected
    // with the SDK's close ("tools/list failed (MCP error -32000: Connection closed)" under it, a multi-replica
    // deployment routing the request after initialize to another pod: beyondessential/canopy#275). The request it
    // refused says so on its own line (the SDK's "Error POSTing to endpoint …"); this is the connection's close.
    id: 'claude-code/session-expired-reconnecting',
    said: 'connection-closed',
    hint: 'MCP session expired',
    // 2.1.147 words the same for a 404 to its GET listening stream, then reconnects (`MCP session expired (server
    // returned 404), triggering reconnection`: anthropics/claude-code#62198).
    re: new RegExp(P + String.raw`(?<error>MCP session expired) \((?:server no longer recognizes session ID|server returned 404)\)`),
    scope: 'connection',
    seen: ['beyondessential/canopy#275', 'anthropics/claude-code#62198'],
  },
  {
    // An HTTP server refused a call for its credentials (its OAuth token expired or was revoked: HTTP 401, and no
    // refresh got a new one): Claude Code fails the call with these words, as the tool's error
    // (`Error: MCP server "<name>" requires re-authorization (token expired)`: anthropics/claude-code#30272 after a
    // session revoked on the server; erp-mafia/accounted#710 a minute after authenticating). The server refused the
    // request before any work, so the row carries the status it implies.
    id: 'claude-code/requires-reauthorization',
    said: 'failed',
    hint: 'requires re-authorization',
    re: /^(?:Error: )?MCP server "(?<server>[^"]+)":? (?<error>requires re-authorization(?: \([^)\n]*\))?)/,
    method: 'tools/call',
    status: 401,
    seen: ['anthropics/claude-code#30272', 'erp-mafia/accounted#710'],
  },
  {
    // The same refusal in 2.1.2xx's words: the call's 401 found no token to refresh to, so Claude Code fails the call
    // and lists the server as needing authentication (`MCP server "<name>" needs you to sign in again (run /mcp to
    // re-authenticate)`, a remote OAuth server's call after a ten-minute idle gap: Nebulit-GmbH/EventModeling-Toolkit#205).
    id: 'claude-code/needs-sign-in-again',
    said: 'failed',
    hint: 'needs you to sign in again',
    re: /^(?:Error: )?MCP server "(?<server>[^"]+)":? (?<error>needs you to sign in again(?: \([^)\n]*\))?)/,
    method: 'tools/call',
    status: 401,
    seen: ['Nebulit-GmbH/EventModeling-Toolkit#205'],
  },
  {
    // A tool call's own limit (MCP_TOOL_TIMEOUT, a server's `timeout`; 1 s by a 2.1.148 regression:
    // anthropics/claude-code#62121). It is the SDK's request timer: the server's answer that came
    // later was dropped as "Received a response for an unknown message ID", which only happens once
    // the SDK's timeout has removed the request's handler (and that timeout sends notifications/cancelled).
    id: 'claude-code/tool-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: '" timed out after ',
    re: /^MCP server "(?<server>[^"]+)" tool "(?<target>[^"]+)" timed out after (?<limit>\d+(?:\.\d+)?\s*(?:ms|s|seconds?|m|min|minutes?))\b/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#62121'],
  },
];

/**
 * Where a quote of Claude Code's per-call failure may start inside someone's text: the line's start, or after white
 * space, a quote mark, a code mark, an opening parenthesis or a colon.
 */
const QUOTE_START = String.raw`(?:^|[\s"'\x60(:“‘「（])`;
/**
 * A name in the failure as quoted: in its double quotes as Claude Code prints it (phrase.ts unquote removes them), or
 * bare when the quoter dropped them.
 */
const QUOTED_NAME = (group: string): string => String.raw`(?<${group}>"[^"\n]{1,200}"|[^\s"'\x60()]{1,200})`;

/**
 * Claude Code's own failure of one tool call, its timer's words, quoted inside someone's text rather than as a log
 * line: in parentheses in an issue's sentence, the names' quote marks dropped ("synthesizes its own failure ("MCP server
 * agy tool agy_run_sync timed out after 120s")": tphakala/agy-mcp#177), or in quotes after the reporter's words. The
 * anchored rows above read the line Claude Code wrote; these read the same sentence wherever it sits, so only the
 * reader of last resort tries them (a text that quotes them is an account of Claude Code's call, its host claude-code).
 * The same timers as the rows they restate: the per-call request timeout the SDK cancels with, and the idle watchdog
 * that aborts through the request's signal (which also cancels: protocol/hosts.ts).
 */
export const claudeCodeQuotedPhrases: readonly HostPhrase[] = [
  {
    id: 'claude-code/tool-timed-out-quoted',
    said: 'timer-fired',
    timer: 'sdk',
    hint: ' timed out after ',
    re: new RegExp(QUOTE_START + String.raw`MCP server ${QUOTED_NAME('server')} tool ${QUOTED_NAME('target')} timed out after (?<limit>\d+(?:\.\d+)?\s*(?:ms|s|seconds?|m|min|minutes?))\b`),
    method: 'tools/call',
    seen: ['tphakala/agy-mcp#177', 'anthropics/claude-code#62121'],
  },
  {
    id: 'claude-code/tool-no-response-aborting-quoted',
    said: 'timer-fired',
    hint: 'sent no response or progress for',
    re: new RegExp(QUOTE_START + String.raw`MCP server ${QUOTED_NAME('server')} tool ${QUOTED_NAME('target')} sent no response or progress for (?<limit>\d+m?s); aborting`),
    method: 'tools/call',
    seen: ['anthropics/claude-code#83655', 'matlab/matlab-mcp-server#119'],
  },
  {
    // The reconnect after an OAuth flow failing on the endpoint's status (the row claude-code/oauth-reconnect-http-status),
    // quoted in a reporter's steps after their words ('4. Claude Code shows: "Got new credentials, but reconnecting to
    // <server> failed: HTTP 400 at <origin>"': anthropics/claude-code#92632). The status answered one of the connect's
    // exchanges; which one, the words do not say (so, as the row it restates, a failure with its status).
    id: 'claude-code/oauth-reconnect-http-status-quoted',
    said: 'failed',
    hint: 'Got new credentials, but reconnecting to ',
    re: new RegExp(QUOTE_START + String.raw`Got new credentials, but reconnecting to ${QUOTED_NAME('server')} failed: (?<error>HTTP (?<status>[1-5]\d\d)\b[^"\x60\n]*?)\.?(?=["\x60]|\s*$)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#92632'],
  },
  {
    // Its refusal of a call for credentials it could not refresh (the row claude-code/needs-sign-in-again), quoted in a
    // reporter's write-up as a '> ' quote or in quote marks (Nebulit-GmbH/EventModeling-Toolkit#205): the server's 401
    // behind it, refused before any work.
    id: 'claude-code/needs-sign-in-again-quoted',
    said: 'failed',
    hint: 'needs you to sign in again',
    re: new RegExp(QUOTE_START + String.raw`MCP server ${QUOTED_NAME('server')} (?<error>needs you to sign in again(?: \([^)\n]*\))?)`),
    method: 'tools/call',
    status: 401,
    seen: ['Nebulit-GmbH/EventModeling-Toolkit#205'],
  },
  {
    // Claude Code's tool result for an MCP call it interrupted while the call was still waiting (2.1.2xx, also as the
    // Claude harness of VS Code's agent host): "The tool call was interrupted before a result was received. It may or may
    // not have completed on the server — …", quoted by reporters from the transcript (anthropics/claude-code#94475, three
    // hung integrated-browser calls each stopped by hand; microsoft/vscode#335400). Claude Code interrupts through the
    // request's abort signal, which makes the SDK send notifications/cancelled; the words do not say who interrupted, and
    // an interrupt is the person's stop (as `⎿ Interrupted` is read).
    id: 'claude-code/tool-interrupted-before-result-quoted',
    said: 'cancelled',
    hint: 'interrupted before a result was received',
    re: /(?:^|[\s>"'\x60(“])The tool call was interrupted before a result was received\b/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#94475', 'microsoft/vscode#335400'],
  },
  {
    // The same interrupt as the model sees it when the SDK's abort error comes through instead: the abort's reason is
    // Claude Code's "interrupt", wrapped by the TypeScript SDK as McpError -32001 with the AbortError's text ("MCP error
    // -32001: AbortError: interrupt": microsoft/vscode#335400). -32001 is the SDK's code for an aborted request as much
    // as for its own timer; the words after it say which: an abort, not a timer.
    id: 'claude-code/sdk-abort-interrupt-quoted',
    said: 'cancelled',
    hint: 'AbortError: interrupt',
    re: /(?:^|[\s>"'\x60(“:])MCP error -32001: (?<error>AbortError: interrupt)\b/,
    method: 'tools/call',
    seen: ['microsoft/vscode#335400'],
  },
  {
    // `claude mcp get` / `claude mcp list`'s failed status with the connect's reason after it, quoted in a reporter's
    // steps, the middle elided by the reporter: "`claude mcp get <name>` → `✘ Failed to connect ... timed out after
    // 30000ms`" (anthropics/claude-code#86430). The limit is Claude Code's own connect timer (MCP_TIMEOUT, 30 s by
    // default), whose race closes the transport without a cancel; the maintainer read the same hang as the connect
    // sitting until that timer. Only the mark, the status and the timeout inside one quote are taken: the status alone
    // says no more than the list row (claude-code/list-failed-to-connect) and is left to it.
    id: 'claude-code/status-failed-to-connect-timed-out-quoted',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Failed to connect',
    re: /(?:^|[\s"'\x60(“])[✘✗] Failed to connect\b[^"\x60\n]{0,80}?\b(?<error>(?:connection )?timed out after (?<limit>\d+ms))\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#86430'],
  },
  {
    // Claude Code's notice that a dropped server's deferred tools are gone, as a reporter quotes the tool calls failing
    // with it: `"33 deferred tools are no longer available (MCP server disconnected)"` (September 2026:
    // teng-lin/notebooklm-py#2330), or the transcript's wording (`The following deferred tools are no longer available
    // (their MCP server disconnected)`: claude-code/deferred-tools-gone). Words about the connection; they name no
    // request, but only Claude Code words them so, so the text is its account.
    id: 'claude-code/deferred-tools-gone-quoted',
    said: 'connection-closed',
    hint: 'deferred tools are no longer available',
    re: /(?:^|[\s"'\x60(“])(?:The following|\d+) deferred tools are no longer available \((?:their )?MCP server disconnected\)/,
    scope: 'connection',
    seen: ['teng-lin/notebooklm-py#2330', 'anthropics/claude-code#47724'],
  },
  {
    // Claude Code's refusal of a tool call whose `mcp__<server>__<tool>` name its tool registry does not hold: the
    // server's tools never reached the session, though the server showed as connected (`Error: No such tool available:
    // mcp__bigquery__list_dataset_ids`, Claude Code 2.1.7: anthropics/claude-code#12164). The call was the host's and it
    // failed before any message left: read as the corpus reads a tool call the host could not route (a failed
    // tools/call, cause unknown: unknown--openhands-no-matching-mcp-client-for-tool).
    id: 'claude-code/no-such-tool',
    said: 'failed',
    hint: 'No such tool available: mcp__',
    re: /^(?:Error: )?(?<error>No such tool available): mcp__(?<server>[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*)__(?<target>[\w.-]+)\s*$/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#12164'],
  },
];

/** Claude Code's own sentences, without the SDK's texts other hosts print too (the reader's sniff). */
export const claudeCodeOwnPhrases: readonly HostPhrase[] = own;

export const claudeCodePhrases: readonly HostPhrase[] = [...own, ...typescriptSdkPhrases];

/**
 * Claude Code's terminal transcript, what users copy from the terminal into issues (read by
 * formats/claude-code-transcript.ts). An MCP tool call is its header,
 *   `⏺ <server> - <tool title> (MCP)(<args>)`            (atlassian/atlassian-mcp-server#32, rollbar/rollbar-mcp-server#28)
 *   `● <server> - <tool> (MCP)(<args>)`                    (the same glyph where the terminal lacks ⏺: mui/material-ui#46778)
 *   `⏺ <server>:<tool> (MCP)(<args>)`                      (older builds)
 * and what came back, the `⎿` lines under it. The reader hands a result line to these rows as
 * `⎿ <text>` only when it sits under an MCP call header: an `⎿  Interrupted by user` under the
 * assistant's prose or a Bash call is no MCP request.
 */
export const claudeCodeTranscriptPhrases: readonly HostPhrase[] = [
  {
    // The header names the server and the tool as the transcript shows it (a title such as "Retrieve Jira
    // issue" where the server gives one, else the tool's name). Plugin servers keep their colons
    // (`plugin:<plugin>:<server> - <tool> (MCP)(…)`). Arguments may wrap onto the following lines.
    id: 'claude-code/transcript-tool-call',
    said: 'request-sent',
    hint: ' (MCP)',
    // A paste may lose the glyph (the reader then requires the arguments' parenthesis): BrowserMCP/mcp#85,
    // oraios/serena#306. A paste that joined the rows with spaces has one before the arguments (tjx666/vscode-mcp#3).
    re: /^(?:[⏺●] )?(?<server>\S(?:.*?\S)?) - (?<target>\S(?:.*?\S)?) \(MCP\) ?(?:\(|\s*$)/,
    method: 'tools/call',
    seen: ['atlassian/atlassian-mcp-server#32', 'rollbar/rollbar-mcp-server#28', 'mui/material-ui#46778', 'oraios/serena#306', 'tjx666/vscode-mcp#3'],
  },
  {
    // Older builds: `<server>:<tool>`; the tool is after the last colon (a plugin server holds colons).
    id: 'claude-code/transcript-tool-call-colon',
    said: 'request-sent',
    hint: ' (MCP)',
    re: /^(?:[⏺●] )?(?<server>[^\s()]+):(?<target>[^\s:()]+) \(MCP\) ?(?:\(|\s*$)/,
    method: 'tools/call',
    seen: ['atlassian/atlassian-mcp-server#32', 'BrowserMCP/mcp#85'],
  },
  {
    // Claude Code's experimental MCP CLI (ENABLE_EXPERIMENTAL_MCP_CLI, 2.1.x): the model reaches a server's tool through
    // a Bash step, `mcp-cli call <server>/<tool> '<json arguments>'` (anthropics/claude-code#26655), which the transcript
    // shows as `⏺ Bash(mcp-cli call …)` (the glyph lost in a paste: anthropics/claude-code#22058). The step is that
    // tools/call; the tool is after the slash (a bare name where the reporter wrote one).
    id: 'claude-code/transcript-mcp-cli-call',
    said: 'request-sent',
    hint: 'mcp-cli call ',
    re: /^(?:[⏺●] )?Bash\(mcp-cli call (?:(?<server>[^\s/()'"]+)\/)?(?<target>[^\s/()'"]+)/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#22058', 'anthropics/claude-code#26655'],
  },
  {
    // The MCP CLI's own line for a call that failed, under its Bash step (after the shell's `Error: Exit code 1`):
    // the error is the exchange's (`Error: Network error: socket hang up` when Claude Code's endpoint server cut the
    // CLI's request at its 30 s socket timeout: anthropics/claude-code#22058). The verdict reads the words.
    id: 'claude-code/transcript-mcp-cli-error',
    said: 'failed',
    hint: 'Error calling tool: ',
    re: /^(?:⎿\s+)?Error calling tool: (?<error>[^\n]+)/m,
    method: 'tools/call',
    seen: ['anthropics/claude-code#22058'],
  },
  {
    // The early builds' (0.2.x, March 2025) own sentence for a call that threw, the tool named after 'tool' and the
    // error's message after the colon: "⎿  Error calling tool browser_navigate: undefined" under the older
    // `<server>:<tool> (MCP)(…)…` header (microsoft/playwright-mcp#43, under WSL; the same in #46). The call ended in an
    // error; 'undefined' is a message Claude Code could not render, which says nothing of who raised it.
    id: 'claude-code/transcript-error-calling-tool',
    said: 'failed',
    hint: 'Error calling tool ',
    re: /^⎿\s+Error calling tool (?<target>[^\s:]+): (?<error>[^\n]+)/,
    method: 'tools/call',
    seen: ['microsoft/playwright-mcp#43'],
  },
  {
    // Claude Code's notice when servers drop mid-session, and the one about their deferred tools that follows it
    // (2.1.105: Esc during a stdio tool call killed the server's process: anthropics/claude-code#47724). Words about
    // the connection: they name no request.
    id: 'claude-code/servers-disconnected',
    said: 'connection-closed',
    hint: 'The following MCP servers have disconnected: ',
    re: /The following MCP servers have disconnected: (?<server>[^\s,"'`]+)/,
    scope: 'connection',
    seen: ['anthropics/claude-code#47724'],
  },
  {
    id: 'claude-code/deferred-tools-gone',
    said: 'connection-closed',
    hint: 'are no longer available (their MCP server disconnected)',
    re: /The following deferred tools are no longer available \(their MCP server disconnected\)/,
    scope: 'connection',
    seen: ['anthropics/claude-code#47724'],
  },
  {
    // Esc while the call runs: Claude Code aborts the call's request signal, and the TypeScript SDK sends
    // notifications/cancelled on abort (protocol/hosts.ts); the person stopped it. Newer builds add
    // the question it waits on: `Interrupted · What should Claude do instead?`.
    id: 'claude-code/transcript-interrupted',
    said: 'cancelled',
    hint: 'Interrupted',
    re: /^⎿ Interrupted(?: by user\b|\s*·)/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#53073'],
  },
  {
    // Claude Code's own refusal of a result too large for the model (MAX_MCP_OUTPUT_TOKENS): the server
    // answered; the host would not pass the answer on. It names the tool, so it is read even where the
    // paste lost the call header (fosdickio/binary_ninja_mcp#16, GuDaStudio/codexmcp#4).
    id: 'claude-code/transcript-output-too-large',
    said: 'failed',
    answerRefused: true,
    hint: 'exceeds maximum allowed tokens',
    re: /^(?:⎿\s+)?Error: (?<error>MCP tool "(?<target>[^"]+)" response \(\d+ tokens\) exceeds maximum allowed tokens \(\d+\)[^\n]*)/,
    method: 'tools/call',
    seen: ['rollbar/rollbar-mcp-server#28', 'mui/material-ui#46778', 'fosdickio/binary_ninja_mcp#16', 'GuDaStudio/codexmcp#4'],
  },
  {
    // `⎿  Error: <text>`: the call ended with an error — the SDK's (`MCP error -32001: Request timed out`,
    // `MCP error -32000: Connection closed`), the server's JSON-RPC error, or the text of a tool result
    // with isError (`Error: {"error":true,"message":"Authentication failed: …401…"}`:
    // atlassian/atlassian-mcp-server#32). The verdict reads the words.
    id: 'claude-code/transcript-error',
    said: 'failed',
    relayedResult: true,
    hint: '⎿ Error: ',
    re: /^⎿ Error: (?<error>[^\n]+(?:\n(?!… \+\d+ lines?)[^\n]+)*)/,
    method: 'tools/call',
    seen: ['atlassian/atlassian-mcp-server#32', 'rollbar/rollbar-mcp-server#28'],
  },
  {
    // A result whose text is the server's own report of an exception it caught in the tool, returned as the answer
    // instead of a JSON-RPC error (a Python tool's `except Exception as e: return f"Unexpected error: {e}"`):
    // "⎿  Unexpected error: [WinError 2] 系统找不到指定的文件。" (kky42/codex-as-mcp#2: the tool could not start the CLI
    // it wraps on Windows). Claude Code shows it without its "Error:" mark when the result carries no isError; the
    // words are still the tool's failure, reported by the server. Only an error word opening the result, with a colon.
    id: 'claude-code/transcript-error-text',
    said: 'failed',
    hint: 'rror: ',
    re: /^⎿ (?<error>(?:Unexpected|Unhandled|Internal|Fatal|Runtime|Execution|Tool(?: execution)?) error: [^\n]+)/i,
    method: 'tools/call',
    seen: ['kky42/codex-as-mcp#2'],
  },
  {
    // The call's placeholder while it runs (`⎿  Running…`, or `Running...` retyped): a paste taken during a hang shows it
    // in place of a result (the call left "Running..." for minutes: anthropics/claude-code#41704, #36119). Nothing came
    // back: the call is still waiting, not returned.
    id: 'claude-code/transcript-running',
    said: 'waiting',
    hint: 'Running',
    re: /^⎿ Running(?:…|\.{3})?\s*(?:\((?:esc to interrupt|ctrl\+\w to \w+)[^)]*\))?\s*$/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#41704', 'anthropics/claude-code#36119'],
  },
  {
    // Any other result under the call: its first lines (`… +N lines (ctrl+r to expand)` for the rest):
    // the call returned.
    id: 'claude-code/transcript-result',
    said: 'completed',
    hint: '⎿ ',
    re: /^⎿ \S/,
    method: 'tools/call',
    seen: ['atlassian/atlassian-mcp-server#32'],
  },
];
