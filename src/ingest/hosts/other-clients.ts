/**
 * Sentences of MCP clients that have no reader of their own (not in the contract's host list): the
 * reader of last resort (formats/jsonrpc-in-text.ts) reads them, and claims a text on them alone.
 * Each row's id names the client it was seen from; the verdict knows nothing of how that client
 * behaves on its timer (protocol/hosts.ts has no row), so it says so.
 */
import { operationTimedOutAfter } from '../../protocol/reasons.js';
import { dartClientPhrases } from './dart-clients.js';
import { SDK_TIMED_OUT, type HostPhrase } from './phrase.js';

/** The MCP methods a client's trace names. */
const METHOD = String.raw`initialize|ping|tools/(?:list|call)|resources/(?:list|read|templates/list)|prompts/(?:list|get)|completion/complete|server/discover|logging/setLevel`;

/**
 * Amazon Q Developer CLI's cross line for a server that did not load, up to its reason: the server, and the time the
 * load took when it says so ("✗ task_board has failed to load after 15.11 s:"). Its three rows differ only in what follows.
 */
const Q_FAILED_TO_LOAD = String.raw`(?<server>\S+) has failed to load(?: after (?<elapsed>\d+(?:\.\d+)? ?s))?`;

export const otherClientPhrases: readonly HostPhrase[] = [
  {
    // A model platform's CLI (Alibaba Model Studio's `bl`) tracing its MCP exchanges with --verbose, one line each: the
    // POST ('> POST <url>'), the JSON-RPC method it carries ('> Method: initialize'), then the answer's status and reason
    // ('< 405 Method Not Allowed'): modelstudioai/cli#136, the platform's gateway refusing Streamable HTTP for servers it
    // serves over SSE only. The method line is the request sent; the status line under it is how it ended. Its `> `
    // mark may be gone: a reporter who quotes the trace in Markdown writes `> > Method: …`, and the paste's quote is read
    // off with every `>` before the words (paste.ts QUOTE_RE); the line is still the whole `Method: <an MCP method>`.
    id: 'modelstudio-cli/verbose-method',
    said: 'request-sent',
    hint: 'Method: ',
    re: new RegExp(String.raw`^\s*(?:> )?Method: (?<method>${METHOD})\s*$`),
    seen: ['modelstudioai/cli#136'],
  },
  {
    id: 'modelstudio-cli/verbose-status',
    said: 'http-status',
    hint: '< ',
    re: /^\s*< (?<status>[1-5]\d\d) (?<error>[A-Z][A-Za-z' -]{1,40})\s*$/,
    seen: ['modelstudioai/cli#136'],
  },
  {
    // An agent platform's runner (Agenta's) reporting a configured MCP server whose handshake came back with an HTTP
    // status, in its tagged one-line grammar: "[mcp] warn: server '<name>' failed its handshake: status=404
    // reason=handshake_http_error" (Agenta-AI/agenta#7069: the runner sent the handshake to the platform's own MCP
    // gateway route instead of the configured URL, and the gateway answered 404). The initialize was refused with that
    // status before any MCP answer: failed, the status the server's (or the gateway's) refusal.
    id: 'agenta-runner/handshake-http-status',
    said: 'failed',
    hint: 'failed its handshake: status=',
    re: /(?:\[mcp\] \w+: )?server ['"]?(?<server>[\w.@/-]{1,80})['"]? failed its handshake: (?<error>status=(?<status>\d{3})(?: reason=\w+)?)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['Agenta-AI/agenta#7069'],
  },
  {
    // Jan's Rust MCP helpers (src-tauri core/mcp/helpers.rs) logging the stdio child it just spawned: "MCP server <name>
    // spawned with PID <n>", written as soon as the process has an id and right before the client's serve() sends the
    // initialize over its pipes. So the handshake is under way from here: a server whose start fails says so next
    // ("Failed to start MCP server <name>: <its stderr>"), and one whose log stops here is still waiting (janhq/jan#8314:
    // two servers spawned, the first's Bun runtime crashed, nothing more of the second). The name may hold spaces.
    id: 'jan/server-spawned',
    said: 'connecting',
    hint: ' spawned with PID ',
    re: /^MCP server (?<server>\S.*?) spawned with PID \d+\s*$/,
    scope: 'connection',
    spawned: true,
    seen: ['janhq/jan#8314'],
  },
  {
    // LM Studio loading the plugin it makes of each mcp.json server (mcp/<name>): its plugins provider's "Init loading
    // mcp/<name>.", then the plugin's client registering with LM Studio, "[LMSAuthenticator][Client=plugin:installed:
    // mcp/<name>] Client created." (in its developer log, or its console's "D [LMSExternal] …"). The plugin is LM
    // Studio's MCP bridge: right after its client is created it starts the server and connects to it (its failures come
    // next: "[MCPBridge/unexpected] Bridge process failed: spawn node ENOENT" within two seconds, mrkrsl/web-search-mcp#42;
    // the TypeScript SDK's "Connection closed" from the bridge when the server exits, mrkrsl/web-search-mcp#16), and only
    // then registers as a tools provider (lm-studio/tools-provider-registered). Words that stop here are a connect, its
    // initialize with it, still waiting (lmstudio-ai/lmstudio-bug-tracker#1912: LM Studio hung "Initializing" with
    // nothing more logged). No server is named from the words: the bridge's own lines after them ("[Plugin(mcp/<name>)]
    // stderr: …") are read without one, and the connect is theirs.
    id: 'lm-studio/plugin-loading',
    said: 'connecting',
    hint: 'mcp/',
    re: /^\s*(?:\[InternalPluginsProvider\] Init loading mcp\/[^\s\]]+?\.|(?:D \[LMSExternal\] )?\[LMSAuthenticator\]\[Client=plugin:installed:mcp\/[^\s\]]+\] Client created\.)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['lmstudio-ai/lmstudio-bug-tracker#1912', 'mrkrsl/web-search-mcp#42'],
  },
  {
    // The MCP bridge plugin registering as LM Studio's tools provider, "[Tools Prvdr.] Register with LM Studio" (its
    // stdout, relayed as "[Plugin(mcp/<name>)] stdout: …"): it got through its start, the server's connect with it, and
    // serves the tools from here (lmstudio-ai/lmstudio-bug-tracker#1231, #1987, #2161: the server's tools/list and the
    // provider's registration follow at once).
    id: 'lm-studio/tools-provider-registered',
    said: 'connected',
    hint: 'Register with LM Studio',
    re: /^\s*(?:\[Plugin\(mcp\/[^\s()]+\)\] stdout: )?\[Tools Prvdr\.\] Register with LM Studio\s*$/,
    scope: 'connection',
    seen: ['lmstudio-ai/lmstudio-bug-tracker#1231', 'lmstudio-ai/lmstudio-bug-tracker#2161'],
  },
  {
    // LM Studio failing to take a plugin's tools from an MCP server it runs: "Failed to load plugin tools: <error>", the
    // error its own schema check of the server's tools/list answer raised, printed inline (a Zod issue list with the
    // spaces inside its brackets: "[ { "code": "invalid_literal", "expected": "object", "path": [ "tools", 0,
    // "inputSchema", "type" ], … } ]", Mearman/mcp-wayback-machine#3). The request it names is the tools/list; the
    // verdict reads whose answer the issues fault (diagnose/classify/host-words.ts).
    id: 'lm-studio/load-plugin-tools-failed',
    said: 'failed',
    hint: 'Failed to load plugin tools: ',
    re: /^Failed to load plugin tools: (?<error>\S.*?)\s*$/,
    method: 'tools/list',
    seen: ['Mearman/mcp-wayback-machine#3'],
  },
  {
    // Langflow's MCP component in SSE mode checks the server's URL with a HEAD request before it connects (its SSE
    // client's validate_url: a status of 400 or more refuses the URL) and stops there: "Invalid SSE URL (<url>): Server
    // returned error status: 405", restated by the component as "Error in update_build_config: Failed to update tools:
    // Invalid SSE URL configuration: …" (langflow-ai/langflow#8429: a server whose /sse answers GET alone). The connect
    // ended on the server's refusal before the stream was opened and before any MCP message: the handshake failed on
    // an HTTP status, as a refused stream GET does (generic/connect-sse-non-200).
    id: 'langflow/sse-url-check-refused',
    said: 'failed',
    hint: 'Invalid SSE URL (',
    re: /\bInvalid SSE URL \([^()\s]*\): (?<error>Server returned error status: (?<status>\d{3}))\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['langflow-ai/langflow#8429'],
  },
  {
    // Langflow's MCP component refreshing its tool list, which opens a fresh session to the server each time (connect,
    // initialize, tools/list), and failing: "Error updating tool list: <error>", in the flow's build error after the
    // component's name ("Error building Component MCP Excel: Error updating tool list: unhandled errors in a TaskGroup
    // (1 sub-exception)") and as the ValueError in the terminal (langflow-ai/langflow#8927; the component's panel shows
    // the same words: #9102). The connect is what failed as the Python SDK client's task group ended; the verdict reads
    // the error's words. Not the component's own wait for its session ("Error updating tool list: Timeout waiting for
    // STDIO session … to initialize"): that is the session-wait timer's row (generic-clients.ts), whose restatements
    // the timeline joins to the first saying (langflow-ai/openrag#253).
    id: 'langflow/update-tool-list-failed',
    said: 'failed',
    hint: 'Error updating tool list: ',
    re: /\bError updating tool list: (?!Timeout waiting for\b)(?<error>\S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['langflow-ai/langflow#8927', 'langflow-ai/langflow#9102'],
  },
  {
    // Langflow's earlier wording of the same refusal, with no status (1.3.0's component: "Invalid SSE URL configuration:
    // <url>. Please check the SSE URL and try again.", langflow-ai/langflow#7376): its own check gave the URL up before any
    // MCP message, the reason unsaid. Behind supergateway the server's side shows the stream opened and closed by the
    // client at once, no message posted: the connect failed on the client's verdict, what ended it unknown.
    id: 'langflow/sse-url-check-failed',
    said: 'failed',
    hint: 'Invalid SSE URL configuration: ',
    re: /\bInvalid SSE URL configuration: \S+?\. Please check the SSE URL and try again\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['langflow-ai/langflow#7376'],
  },
  {
    // A chat app's card for a tool call the server answered with a JSON-RPC error: the error's text as the card's
    // "error" member beside "isError": true, CallToolResult's own field, which only a tools/call result carries (MCP
    // schema), pretty-printed as Cherry Studio shows it ('{ "error": "MCP error -32603: Error executing get_annotations:
    // Either itemKey, …", "isError": true }': cookjohn/zotero-mcp#61, the server refusing a call made without its required
    // arguments). Read on the object made one line (jsonrpc-in-text, json-blocks.ts compactBlock). The server's own words
    // name the tool it could not execute ("Error executing <name>:", the server's catch), when they do.
    id: 'generic/tool-card-error-is-error',
    said: 'failed',
    hint: '"isError"',
    re: /^\s*\{(?=.*"isError"\s*:\s*true\s*[,}])\s*"error"\s*:\s*"(?<error>(?:MCP error -?\d+: )?(?:Error executing (?<target>[A-Za-z_][\w.-]*): )?(?:[^"\\]|\\.)+)"/,
    method: 'tools/call',
    seen: ['cookjohn/zotero-mcp#61'],
  },
  {
    // MetaMCP, an aggregating gateway, marks a downstream server whose start it judged failed as being in ERROR state and
    // from then on refuses, in its own /mcp POST route, to open a transport to it: 'Error in /mcp POST route: Error:
    // Server is in error state and cannot be connected to. Please check the server configuration and try again later.'
    // with the route's stack under it (metatool-ai/metamcp#243: the server itself answered the Inspector directly). The
    // gateway failing the POST it was handling, on its own verdict (protocol/reasons.ts gateway-refused-upstream); the
    // route's log does not say which message the POST carried.
    id: 'metamcp/post-route-server-error-state',
    said: 'failed',
    hint: 'Error in /mcp POST route: ',
    re: /^Error in \/mcp POST route: (?<error>\S.*?)\s*$/,
    seen: ['metatool-ai/metamcp#243'],
  },
  {
    // Open Liberty's MCP server feature hands a tool method a Cancellation whose check() says when the client has
    // cancelled the tools/call; the method is meant to stop by throwing Cancellation.OperationCancellationException.
    // Until OpenLiberty/open-liberty#35151 the server logged that throw like any other (CWMCM0010E, row below) although
    // it is the cancel arriving and the tool stopping on it (OpenLiberty/open-liberty#35084). The server's words that a
    // cancel reached the call, no reason given; the exception in them says the handler stopped (classify host-words).
    id: 'open-liberty/tool-cancelled',
    said: 'cancelled',
    received: true,
    hint: 'OperationCancellationException',
    re: /\bCWMCM\d{4}E: The (?<target>[\w$.-]+) tool method threw an unexpected exception\. The exception (?:is|was) (?<error>io\.openliberty\.mcp\.messaging\.Cancellation\$OperationCancellationException\b.*?)\s*$/,
    method: 'tools/call',
    speaker: 'server',
    seen: ['OpenLiberty/open-liberty#35084'],
  },
  {
    // Open Liberty's MCP server feature logs a tool method that threw as its message CWMCM0010E (CWMCM0014E in its
    // first release), "The <tool> tool method threw an unexpected exception. The exception is <class>: <message>",
    // its Java stack under it, and answers the tools/call with its generic internal error (CWMCM0015E) instead of a
    // result (McpRequest.clientInfo() throwing NullPointerException on a stateless request: OpenLiberty/open-liberty#35651;
    // the message texts: OpenLiberty/open-liberty#33049). The server's own words that it failed the call.
    id: 'open-liberty/tool-method-threw',
    said: 'failed',
    hint: ' tool method threw an unexpected exception',
    re: /\bCWMCM\d{4}E: The (?<target>[\w$.-]+) tool method threw an unexpected exception\. The exception (?:is|was) (?<error>\S.*?)\s*$/,
    method: 'tools/call',
    speaker: 'server',
    seen: ['OpenLiberty/open-liberty#35651', 'OpenLiberty/open-liberty#33049'],
  },
  {
    // An MCP hub's failed tools/list in its own console, `console.error(\`Failed to fetch tools for ${server}:\`, error)`
    // (Roo Code's McpHub and its fork Kilo Code; Cline's logger writes the same words without the colon): the words
    // and the SDK's error as two console arguments, joined by a space in a console or a log, or relayed as a JSON array
    // of the arguments by Kilo Code's JetBrains plugin, which logs each extension-host console error into idea.log as
    // `java.lang.Throwable: [ERROR]: ["Failed to fetch tools for <server>:","McpError: MCP error -32000: Connection
    // closed\n\tat …"]` (Kilo-Org/kilocode#2600, the SDK's close under the child process's exit). The error ends where
    // its first line does (the stack after it, escaped or not).
    id: 'mcp-hub/fetch-tools-failed',
    said: 'failed',
    hint: 'Failed to fetch tools for ',
    re: /Failed to fetch tools for (?<server>[^\s:"]+):?(?:","|\s+)(?<error>(?:McpError: )?MCP error -?\d+: [^\\"\n]*[^\\"\n\s])/,
    method: 'tools/list',
    seen: ['Kilo-Org/kilocode#2600'],
  },
  {
    // JetBrains Junie and AI Assistant: the MCP settings' error box when the plugin's job that starts a server was
    // cancelled, Kotlin's message alone on its first line, what the server printed under it (reasons.ts
    // HOST_JOB_CANCELLED_RE). The start's initialize, given up by the host.
    id: 'jetbrains/start-job-cancelled',
    said: 'failed',
    hint: 'StandaloneCoroutine was cancelled',
    re: /^(?<error>StandaloneCoroutine was cancelled)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['rollbar/rollbar-mcp-server#39', 'laravel/boost#48', 'laravel/boost#122', 'JetBrains/mcp-jetbrains#74'],
  },
  {
    // Azure AI Foundry's Agent Service, itself the MCP client of an agent's remote MCP tool, fails the run when
    // listing the server's tools fails and puts .NET's HTTP status sentence in the run's last_error ("Error:
    // list_tools_server_error; Server error while listing tools: Failed to enumerate tools from remote server:
    // <url>. Response status code does not indicate success: 405 (Method Not Allowed).": microsoft/agent-framework#1643,
    // seen in a thread.run.failed server-sent event). The status is the server's answer to the listing.
    id: 'foundry/list-tools-server-error',
    said: 'failed',
    hint: 'Server error while listing tools',
    re: /Server error while listing tools: (?<error>[^"]*?(?:does not indicate success: (?<status>\d{3})\b[^"]*)?)"?,?\s*$/,
    method: 'tools/list',
    seen: ['microsoft/agent-framework#1643'],
  },
  {
    // Google's ADK (McpToolset) lists a server's tools under its own asyncio.wait_for deadline and, when that
    // fires, raises "ConnectionError: Failed to get tools from MCP server: " with the TimeoutError's empty text
    // after the colon; the reader restates the chained TimeoutError there (jsonrpc-in-text.ts, googlecodelabs/
    // feedback#1730, fixed by a longer toolset timeout). The host's deadline: it stops waiting, no cancel is said.
    id: 'adk/failed-to-get-tools-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Failed to get tools from MCP server',
    re: /\bFailed to get tools from MCP server: (?:asyncio\.(?:exceptions\.)?)?TimeoutError\b/,
    method: 'tools/list',
    seen: ['googlecodelabs/feedback#1730', 'googlecodelabs/feedback#1743'],
  },
  {
    // … or with another reason after the colon (or none).
    id: 'adk/failed-to-get-tools',
    said: 'failed',
    hint: 'Failed to get tools from MCP server',
    // The error runs to its last character that is neither space nor colon (a greedy run that backs off, not a lazy
    // one that re-tests the end at every character: that was quadratic on a long line of spaces).
    re: /\bFailed to get tools from MCP server(?::\s*(?<error>\S(?:.*[^\s:])?))?\s*:?\s*$/,
    method: 'tools/list',
    seen: ['googlecodelabs/feedback#1730', 'googlecodelabs/feedback#1764'],
  },
  {
    // ADK's MCPSessionManager.create_session opens the session (the transport, then the handshake, awaited through
    // SessionContext's ready event) under asyncio.wait_for with the connection's timeout (5 s by default). Its deadline
    // as Python prints it — the awaited start cancelled, that CancelledError the direct cause of the exception raised
    // at `session = await asyncio.wait_for(` in create_session — is the handshake not done in time, read even when the
    // paste stops in that frame (jsonrpc-in-text.ts PY_WAIT_FOR_DEADLINE: google/adk-docs#1226). The host's deadline:
    // it stops waiting; the Python SDK under it says no cancel.
    id: 'adk/create-session-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: "wait_for's deadline",
    re: /(?<error>wait_for's deadline): a CancelledError is its direct cause; in create_session, \S.*[\\/]google[\\/]adk[\\/]tools[\\/]mcp_tool[\\/]mcp_session_manager\.py\)$/,
    method: 'initialize',
    seen: ['google/adk-docs#1226'],
  },
  {
    // mcphost (a Go CLI host on mcp-go, slog lines): the model's tool call, named `<server>__<tool>`
    // (mark3labs/mcphost#11).
    id: 'mcphost/using-tool',
    said: 'request-sent',
    hint: 'Using tool name=',
    re: /Using tool name=(?:[^\s_]+(?:_[^\s_]+)*?)__(?<target>\S+)/,
    method: 'tools/call',
    seen: ['mark3labs/mcphost#11'],
  },
  {
    // mcphost: its own context deadline around the call expired; the Go client drops the call on its
    // context, nothing says it cancels (mark3labs/mcphost#11).
    id: 'mcphost/error-calling-tool-deadline',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Error calling tool ',
    re: /^Error calling tool (?<target>\S+): (?<error>context deadline exceeded)/,
    method: 'tools/call',
    seen: ['mark3labs/mcphost#11'],
  },
  {
    // AstrBot (a Python chat-bot host on the MCP Python SDK's ClientSession): its agent runner logs each tool call
    // it makes as `使用工具：<name>，参数：{…}` ("using tool: <name>, arguments:", full-width colons and comma, which the
    // rows read as ASCII: phrase.ts halfWidth) before
    // calling it, and a failed call's traceback at WARN after (AstrBotDevs/AstrBot#2939, #2698, #6671, #8681). A
    // function tool may be AstrBot's own; in a log pasted for an MCP failure it is the MCP tools/call.
    id: 'astrbot/using-tool',
    said: 'request-sent',
    hint: '使用工具:',
    // A tool's name is short: bounded so a line that says the hint over and over stays linear (hostile-lines bench).
    re: /使用工具:(?<target>[^,\s][^,]{0,199}?),参数:/,
    method: 'tools/call',
    seen: ['AstrBotDevs/AstrBot#2939', 'AstrBotDevs/AstrBot#2698', 'AstrBotDevs/AstrBot#6671', 'AstrBotDevs/AstrBot#8681'],
  },
  {
    // AstrBot's MCP client manager once a server's session is up and its tools listed: "Connected to MCP server <name>,
    // Tools: [<names>]" (provider.func_tool_manager, AstrBotDevs/AstrBot#9070). The initialize was answered.
    id: 'astrbot/connected',
    said: 'connected',
    hint: 'Connected to MCP server ',
    re: /\bConnected to MCP server (?<server>[^\s,]{1,200}), Tools: \[/,
    method: 'initialize',
    scope: 'connection',
    seen: ['AstrBotDevs/AstrBot#9070'],
  },
  {
    // … and its close of that session when the user disables the server (or AstrBot stops): "Received shutdown signal
    // for MCP client <name>", then "Disconnected from MCP server <name>" (AstrBotDevs/AstrBot#9070, the fix for #9068's
    // idle spin on disable). The host's own close: a request still pending on it would be lost with it; by itself it
    // loses nothing.
    id: 'astrbot/disconnected',
    said: 'connection-closed',
    hint: 'Disconnected from MCP server ',
    re: /\bDisconnected from MCP server (?<server>[^\s,]{1,200})\s*$/,
    scope: 'connection',
    seen: ['AstrBotDevs/AstrBot#9070'],
  },
  {
    // ThinkInAIXYZ/go-mcp's client (a third-party Go SDK) printing an answer it could not place: the message as Go's
    // %+v prints it ("receive response:&{JSONRPC:2.0 ID:2 Result:map[…] RawResult:[] Error:<nil>}"), then "error: lack
    // response chan: requestID=2" — no caller's channel waited for that id. Every second call did it in v0.1.10 (the
    // channel was registered after the request went out, so a quick answer found none: fixed in v0.1.11,
    // ThinkInAIXYZ/go-mcp#117, #113); the caller went on waiting. The server answered; Result or Error says how.
    id: 'go-mcp/late-response',
    said: 'completed',
    late: true,
    hint: 'lack response chan',
    re: /lack response chan: requestID=(?<id>\d+)/,
    seen: ['ThinkInAIXYZ/go-mcp#117', 'ThinkInAIXYZ/go-mcp#113'],
  },
  {
    // ChatGPT's error for a connector call that went through OpenAI's Secure MCP Tunnel and got no answer in time: "HTTP
    // 504: MCP request timed out", the status its backend gave the call when the tunnel posted no response before the
    // command's deadline (openai/tunnel-client#58, beside the tunnel's own "command response deadline reached" line;
    // #45 quotes the bare "HTTP 504" after about 120 s). The status is the call's end as the caller received it.
    id: 'chatgpt/connector-http-status',
    said: 'http-status',
    hint: ': MCP request timed out',
    re: /^\s*HTTP (?<status>5\d\d): (?<error>MCP request timed out)\s*$/,
    seen: ['openai/tunnel-client#58'],
  },
  {
    // ChatGPT's backend error for a connector whose MCP exchange it would not take, as the browser receives it (HTTP
    // 424): {"detail": {"type": "mcp_error", "developer_message": "MCP server/discover response was inconsistent from
    // openai.org", "kind": "invalid_response", "upstream_status": 200, "response_content_type": "text/event-stream"}} —
    // creating the connector sent the server/discover probe through the Secure MCP Tunnel, the local server answered
    // (the upstream status), and the backend's validation refused the answer (openai/tunnel-client#71). Read on the
    // object made one line (jsonrpc-in-text, json-blocks.ts compactBlock). The developer message is the failure as the
    // caller worded it; the method is the one it names (classify/host-words.ts: a refused answer is the caller's).
    id: 'chatgpt/connector-mcp-error',
    said: 'failed',
    hint: '"type":"mcp_error"',
    re: /^\{"detail":\{(?=[^{}]*"type":"mcp_error")(?=[^{}]*"developer_message":"(?<error>(?:MCP (?<method>[a-z]+(?:\/[A-Za-z]+)*) )?[^"\\]{1,300})")/,
    seen: ['openai/tunnel-client#71'],
  },
  {
    // OpenAI's tunnel-client relays each command ChatGPT's control plane hands it (a JSON-RPC message with a response
    // deadline) to the local MCP server; when the deadline passes before the server answers, its dispatcher logs "command
    // response deadline reached; dropping without posting a response" and stops waiting (pkg/dispatcher/internal/
    // processor.go). It sends the server no notifications/cancelled: it has no code that writes one. The relay's own
    // deadline on the call, the server never told (openai/tunnel-client#34, a stdio server blocked behind a long call;
    // openai/tunnel-client#58, a server that never saw initialize ignoring the tools/call). The words name no method.
    id: 'tunnel-client/response-deadline-dropped',
    said: 'timer-fired',
    timer: 'host',
    hint: 'command response deadline reached',
    re: /\bcommand response deadline reached; dropping without posting a response\b/,
    seen: ['openai/tunnel-client#34', 'openai/tunnel-client#58'],
  },
  {
    // ruby_llm-mcp (a Ruby client; its stdio transport logs through Ruby's Logger): the transport's own request
    // timer fired; it drops the pending request and raises, sending no cancellation ("Stdio request timeout
    // (ID: 5) after 30 seconds": MadBomber/aia#129).
    id: 'ruby-llm-mcp/request-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'request timeout (ID: ',
    re: /\b(?:Stdio|SSE|HTTP|Streamable(?: HTTP)?) request timeout \(ID: (?<id>[\w-]+)\) after (?<limit>\d+(?:\.\d+)? seconds)/,
    seen: ['MadBomber/aia#129'],
  },
  {
    // ruby_llm-mcp's legacy SSE transport: its listener thread lost the event stream and will open it again ("SSE
    // connection error: stream 1 closed with error: protocol_error. Reconnecting in 1 seconds...": an HTTP/2 reset of
    // the stream on Cloud Run, every second, patvice/ruby_llm-mcp#52). On that transport the stream is the connection:
    // whatever it carried is gone. The words name no request.
    id: 'ruby-llm-mcp/sse-connection-error',
    said: 'connection-closed',
    hint: 'SSE connection error: ',
    re: /\bSSE connection error: (?<error>\S.*?)\.? Reconnecting in \d+(?:\.\d+)? seconds?\b/,
    scope: 'connection',
    seen: ['patvice/ruby_llm-mcp#52'],
  },
  {
    // ruby_llm-mcp opening that transport ("Initializing SSE transport to <url> with client ID <uuid>",
    // patvice/ruby_llm-mcp#52): a connect starting, over HTTP.
    id: 'ruby-llm-mcp/initializing-sse-transport',
    said: 'connecting',
    hint: 'Initializing SSE transport to ',
    re: /\bInitializing SSE transport to \S+/,
    scope: 'connection',
    seen: ['patvice/ruby_llm-mcp#52'],
  },
  {
    // Cherry Studio (Electron chat client, TypeScript SDK): activating a legacy-SSE server failed because
    // its event stream broke ("SSE error: TypeError: fetch failed: other side closed"). On that
    // transport the GET stream is the connection itself, so the handshake went with it
    // (longbridge/openapi#183: the server stopped taking new connections).
    id: 'cherry-studio/activating-server-sse-broke',
    said: 'connection-closed',
    hint: 'Error activating server ',
    // The UI may glue the prefixes without spaces ("Error:[MCP] … SSE error:TypeError: …":
    // CherryHQ/cherry-studio#8782).
    re: /Error activating server (?<server>[^:]{1,200}): (?<error>SSE error: ?TypeError: ?(?:fetch failed|terminated)[^"]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['longbridge/openapi#183', 'CherryHQ/cherry-studio#8782'],
  },
  {
    // Cherry Studio: activating a server failed otherwise (the error says how). Its newer builds' JSON-lines log joins
    // the message and the error's own with a space, no colon ("message":"Error activating server Echo Server MCP error
    // -32000: Connection closed": CherryHQ/cherry-studio#12283, #11702): the name ends where the SDK's error begins.
    id: 'cherry-studio/activating-server-failed',
    said: 'failed',
    hint: 'Error activating server ',
    re: /Error activating server (?<server>[^:]{1,200}?)(?:: | (?=(?:McpError: )?MCP error ?-?\d))(?<error>[^"]+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['longbridge/openapi#183', 'CherryHQ/cherry-studio#12283'],
  },
  {
    // Cherry Studio's newer builds ask a server for its version when it is enabled, which connects it first; the connect's
    // failure is logged as "Failed to get server version" with the SDK's error joined after a space, before (or instead
    // of) the activation line ("message":"Failed to get server version MCP error -32000: Connection closed", its stack
    // through Client._onclose: CherryHQ/cherry-studio#11702). Only with the SDK's error after it: other programs say
    // "failed to get server version: dial tcp …" of a database or a cluster.
    id: 'cherry-studio/server-version-failed',
    said: 'failed',
    hint: 'Failed to get server version ',
    re: /Failed to get server version:? (?<error>(?:McpError: )?MCP error ?-?\d+:? [^"]+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['CherryHQ/cherry-studio#11702'],
  },
  {
    // Cherry Studio's IPC error for a listing that needed the connection first, the SDK's SSE client
    // error after it ("SSE error: Non-200 status code(502)"; the UI glues its i18n key in front:
    // CherryHQ/cherry-studio#4265). An "SSE error" is the event stream's, the legacy transport's connect.
    id: 'cherry-studio/remote-method-sse-error',
    said: 'failed',
    hint: "Error invoking remote method 'mcp:",
    re: /Error invoking remote method 'mcp:[\w-]+': Error: ?(?<error>SSE error: ?[^"]+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['CherryHQ/cherry-studio#4265'],
  },
  {
    // Cherry Studio's IPC error for a channel that connects first (listing tools, adding a server) with the
    // TypeScript SDK's close under it: the server's process or stream went away before the initialize was
    // answered (a wrong command, a server that exits at start). The reporter's retyping keeps the channel and
    // the SDK's words but not the punctuation ('error invoking remote method "mcp:list-tools" MEPError MCP
    // error -32000 connection closed': BrowserMCP/mcp#141). The call channel is a tool call's (generic rows).
    id: 'cherry-studio/remote-method-connect-closed',
    said: 'connection-closed',
    hint: 'remote method',
    // Retyped quotes and colons slip: a backtick closing the channel ("'mcp:set-server-active`: McpError: …" under
    // the Chinese toast title 切换失败: wolfcoming/adb_mcp_server#1), the quote glued to "method" and doubled, two colons
    // after the class ("Error invoking remote method'mcp:add-server'':McpError::MCP error-32000:Connection closed":
    // CherryHQ/cherry-studio#4057).
    re: /Error invoking remote method ?['"\u2018\u201c\x60]{1,2}mcp:(?!call-tool)[\w-]+['"\u2019\u201d\x60]{1,2}:?\s*(?:\w*Error:{0,2}\s*)?(?:\[MCP\][^:]*:\s*)?(?<error>MCP error ?- ?(?:32000|1) ?:? ?Connection closed)/i,
    method: 'initialize',
    scope: 'connection',
    seen: ['BrowserMCP/mcp#141', 'wolfcoming/adb_mcp_server#1', 'CherryHQ/cherry-studio#4057'],
  },
  {
    // The Kotlin SDK's client transports wrapping a failed send: AbstractClientTransport.send catches what the transport
    // threw and rethrows McpException(INTERNAL_ERROR, "Error while sending message: <cause's message>") (kotlin-sdk
    // #442, #517). Only with a socket-level cause after it — the JVM/OkHttp words for a connect that was refused, timed
    // out, reset or could not resolve ("Failed to connect to /127.0.0.1:8787", OkHttp's ConnectException printing the
    // InetSocketAddress as host/ip:port; an Android chat app whose local server was not yet running when it connected at
    // start: rikkahub/rikkahub#1932): the message never reached a server. The words name no message; the timeline makes
    // it the initialize when nothing else was open (sending).
    id: 'kotlin-sdk/send-socket-failed',
    said: 'connection-closed',
    sending: true,
    hint: 'Error while sending message: ',
    re: /Error while sending message: (?<error>(?:[\w.]*Exception: )?(?:Failed to connect to [\w.-]*\/\S+|(?:Connection refused|connect timed out|Connection reset|Broken pipe|Unable to resolve host)\b[^\n]*))/,
    seen: ['rikkahub/rikkahub#1932'],
  },
  {
    // A Python MCP client that is no SDK (an app's or a course's own), its traceback's frames named for MCP and its last
    // line the transport's error: the reader notes it (formats/mcp-named-frames.ts) with the request the frames name
    // (`MCPClient.initialize` writing to the server's stdin after the process had exited: alexeygrigorev/toyaikit#1).
    // The request failed on its transport: the pipe or the socket went with the server.
    id: 'python-app/mcp-frames-transport-error',
    said: 'connection-closed',
    hint: "MCP client's ",
    re: /^(?<error>.*?) \(raised under an MCP client's (?<method>initialize|tools\/call|tools\/list) frames\)$/,
    seen: ['alexeygrigorev/toyaikit#1'],
  },
  {
    // The same with no frame named for a request (a platform's `_yield_mcp_response` over httpx's "ConnectError: All
    // connection attempts failed": 1Panel-dev/MaxKB#4959): the words name no message; a connect refused, or a write on a
    // connection that has carried nothing yet, is its initialize (sending).
    id: 'python-app/mcp-frames-connection-error',
    said: 'connection-closed',
    sending: true,
    scope: 'connection',
    hint: "MCP client's ",
    re: /^(?<error>.*?) \(raised under an MCP client's frames\)$/,
    seen: ['1Panel-dev/MaxKB#4959'],
  },
  {
    // A bare TimeoutError ending such a printout under a frame named for a request: the client's own deadline on it, a
    // future's or a wait's that expired with no words (the reader notes it: formats/mcp-named-frames.ts). OpenHands' agent
    // SDK's CLI printing its traceback down through create_mcp_tools to concurrent.futures' result (OpenHands/software-
    // agent-sdk#1168; the same deadline in a JSON record is openhands-sdk/create-tools-timeout-frames). The app stops
    // waiting; nothing says it cancels on the wire.
    id: 'python-app/mcp-frames-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: "client's own deadline",
    re: /^(?<error>\S*TimeoutError) \(the client's own deadline under an MCP client's (?<method>initialize|tools\/call|tools\/list) frames\)$/,
    seen: ['OpenHands/software-agent-sdk#1168'],
  },
  {
    // The same IPC error for a channel whose whole job is to (re)connect a server — adding it, restarting it, switching
    // it on — with the TypeScript SDK's request timer under it: the only request such a channel waits on is the connect's
    // initialize, so the timer that fired was the handshake's ("Error invoking remote method 'mcp:add-server': McpError
    // MCP error -32001: Request timed out", the class without its colon: CherryHQ/cherry-studio#3918). The listing and
    // call channels name their own request (generic list-tools rows, the 5ire and generic call rows).
    id: 'cherry-studio/remote-method-connect-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'remote method',
    re: new RegExp(String.raw`Error invoking remote method ?['"\u2018\u201c\x60]{1,2}mcp:(?:add-server|restart-server|update-server|set-server-active)['"\u2019\u201d\x60]{1,2}:?\s*(?:\w*Error:{0,2}\s*)?(?:\[MCP\][^:]*:\s*)?(?<error>MCP error ?(?:-32001|-2) ?:? ?Request timed out)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['CherryHQ/cherry-studio#3918'],
  },
  {
    // A Python CLI client's own wait for the initialize answer (`%(asctime)s - ERROR - …` lines):
    // it gives up on the server, nothing shows a cancel (IBM/mcp-cli#101).
    id: 'mcp-cli/initialize-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Timeout waiting for server initialization response',
    re: /Timeout waiting for server initialization response \(after (?<limit>\d+(?:\.\d+)?s)\)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['IBM/mcp-cli#101'],
  },
  {
    // OpenHands (its server log, `HH:MM:SS - openhands:LEVEL: file.py:N - …`): starting an agent session adds the MCP
    // tools, which asks the runtime to start the configured MCP servers and waits for their tools on an HTTP call of
    // its own with a short read timeout; a server slow to come up (a uvx or npx download behind a proxy) makes that
    // wait fail as httpx's bare "timed out", and the session is refused (OpenHands/OpenHands#8920, #8690, 10 s after
    // "Updating MCP server to: …"; the traceback through add_mcp_tools_to_agent → get_updated_mcp_config →
    // ReadTimeout: #8705). The host's own deadline on bringing the servers up: it stops waiting, nothing is cancelled.
    id: 'openhands/agent-session-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Error creating agent_session: ',
    re: /Error creating agent_session: (?<error>timed out)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['OpenHands/OpenHands#8920', 'OpenHands/OpenHands#8690', 'OpenHands/OpenHands#8705'],
  },
  {
    // OpenHands' agent SDK (openhands/sdk/mcp/utils.py create_mcp_tools): connecting to the configured servers and
    // listing their tools runs on its executor under one deadline (30 s by default), and when it fires the SDK closes
    // the client and raises MCPTimeoutError "MCP tool listing timed out after <n> seconds." with the servers' names on
    // the next line (OpenHands/software-agent-sdk#1169, which added the words for #1168; no paste of them was found in
    // the OpenHands threads searched, 2026-12-05: the row reads the sentence as the SDK's source writes it). The host's
    // own deadline: the executor stops waiting, nothing is sent to the server. The listing is what the words name, as
    // ADK's "Failed to get tools from MCP server" is read (googlecodelabs/feedback#1730).
    id: 'openhands-sdk/tool-listing-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'MCP tool listing timed out after ',
    re: /\bMCP tool listing timed out after (?<limit>\d+(?:\.\d+)? seconds)\./,
    method: 'tools/list',
    seen: ['OpenHands/software-agent-sdk#1169'],
  },
  {
    // The same deadline before it had words of its own: the bare TimeoutError of the executor's future, under the SDK's
    // create_mcp_tools frame, as the agent server's JSON log record carries the traceback in one string (`…
    // openhands/sdk/mcp/utils.py\", line 60, in create_mcp_tools\n  File \"openhands/sdk/mcp/client.py\", line 41, in
    // call_async_from_sync\n … in result\nTimeoutError"}`: OpenHands/software-agent-sdk#867, the timeout #1168 then
    // named). Only within one record: a frame and a TimeoutError on separate lines are another printout's.
    id: 'openhands-sdk/create-tools-timeout-frames',
    said: 'timer-fired',
    timer: 'host',
    hint: 'in create_mcp_tools\\n',
    re: /openhands[\\/]+sdk[\\/]+mcp[\\/]+utils\.py\\*", line \d+, in create_mcp_tools\\n(?:(?!\\nTraceback)(?!\\n[A-Za-z_][\w.]*(?:Error|Exception)\b).){0,4000}?\\n(?<error>(?:concurrent\.futures\.(?:_base\.)?|asyncio\.(?:exceptions\.)?)?TimeoutError)(?:\\n)*(?:"|$)/,
    method: 'tools/list',
    seen: ['OpenHands/software-agent-sdk#867'],
  },
  {
    // The SDK's MCPClient.connect: fastmcp's client failing to come up ("Client failed to connect: <why>", a RuntimeError)
    // is re-raised as MCPError "MCP Connection Failure" (openhands/sdk/mcp/client.py), which ends the agent's start
    // (OpenHands/software-agent-sdk#4891: the server's host unreachable from the sandbox, httpx's ConnectError under it;
    // #4454: the same for a placeholder URL). The connection never came up: its handshake is lost with it. The reason,
    // when printed, is the chained RuntimeError's line above it, which its own rows read.
    id: 'openhands-sdk/mcp-connection-failure',
    said: 'connection-closed',
    hint: 'MCP Connection Failure',
    re: /\bMCPError: (?<error>MCP Connection Failure)\s*$/,
    method: 'initialize',
    scope: 'connection',
    sending: true,
    seen: ['OpenHands/software-agent-sdk#4891', 'OpenHands/software-agent-sdk#4454'],
  },
  {
    // Crush (a Go terminal client, logfmt): the connect failed, e.g. on its context deadline
    // (charmbracelet/crush#791). Its first releases logged no name= field (v0.1.11, mcp-tools.go:172: "transport
    // error: transport not started yet", charmbracelet/crush#475): the server is then unnamed.
    id: 'crush/initialize-failed',
    said: 'failed',
    hint: 'error initializing mcp client',
    re: /error initializing mcp client error="(?<error>[^"]+)"(?: name=(?<server>\S+))?/,
    method: 'initialize',
    scope: 'connection',
    seen: ['charmbracelet/crush#791', 'charmbracelet/crush#475'],
  },
  {
    // Crush's later wording of the same failure (its mcp/init.go): `MCP client failed to initialize error="calling
    // \"initialize\": <cause>" name=<server>`, the go-sdk's call error quoted with its inner quotes escaped
    // (charmbracelet/crush#1658: the server's stdout broke the stream, "invalid trailing data at the end of stream").
    id: 'crush/client-failed-to-initialize',
    said: 'failed',
    hint: 'MCP client failed to initialize error=',
    re: /MCP client failed to initialize error="(?:calling \\?"initialize\\?": )?(?<error>(?:[^"\\]|\\.)+)" name=(?<server>\S+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['charmbracelet/crush#1658'],
  },
  {
    // Continue (IDE extension, TypeScript SDK client): the connect failed with the SDK's -32000
    // Connection closed, the process's stderr after it; copied from the UI, the line may wrap after
    // "MCP error -32000:" (continuedev/continue#6284).
    id: 'continue/failed-to-connect-closed',
    said: 'connection-closed',
    hint: 'Failed to connect to "',
    re: /^Failed to connect to "(?<server>[^"]+)" Error: (?<error>MCP error -32000:.*)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['continuedev/continue#6284'],
  },
  {
    // Continue (IDE extension, TypeScript SDK client): a tool call that failed, the tool's name then the error
    // as the panel shows it, the SDK's error chain after the colon ("<tool> failed with the message: Streamable HTTP
    // error: Error POSTing to endpoint: Not Found: Session not found"), often copied one segment a line
    // (Alexey-N-Chernyshov/gramps-web-mcp-rs#52). The error says what ended the call.
    id: 'continue/tool-failed-with-message',
    said: 'failed',
    hint: ' failed with the message:',
    // An error that ends in ':' is a segment with the rest on the next line, not yet the sentence.
    re: /(?:^|:\s)(?<target>[A-Za-z0-9][\w.-]{0,127}) failed with the message:\s*(?<error>\S(?:.*[^:：\s])?)\s*$/,
    method: 'tools/call',
    seen: ['Alexey-N-Chernyshov/gramps-web-mcp-rs#52'],
  },
  {
    // An MCP router on the Rust SDK: the server closed before answering initialize (rmcp's
    // "connection closed: initialize response"), and the router goes on without it (Nexus-Router/nexus#295).
    id: 'nexus/initialize-closed',
    said: 'connection-closed',
    hint: 'Failed to initialize server ',
    re: /Failed to initialize server '(?<server>[^']+)': (?<error>connection closed: initialize response)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['Nexus-Router/nexus#295'],
  },
  {
    // The same router when rmcp's client refused the handshake itself (ClientInitializeError): the server's answer to
    // the initialize was not an InitializeResult ("expect initialized result, but received: Some(EmptyResult(…))":
    // homeassistant-ai/ha-mcp#360), or its first message was not the answer ("expect initialized response, but
    // received: …"). The words decide which (diagnose/classify/host-words.ts).
    id: 'nexus/initialize-refused',
    said: 'failed',
    hint: 'Failed to initialize server ',
    re: /Failed to initialize server '(?<server>[^']+)': (?<error>expect initialized (?:result|response), but received: .+?)(?:\. System will continue without this server\.)?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['homeassistant-ai/ha-mcp#360'],
  },
  {
    // Kiro (a VS Code fork; TypeScript SDK client): a tool call failed, with the SDK's error text after
    // it, e.g. its 60 s request timer (kirodotdev/Kiro#126: "the timeout limit for mcp calls is 60 secs").
    id: 'kiro/error-calling-tool',
    said: 'failed',
    hint: 'Error calling MCP tool: ',
    re: /^Error calling MCP tool: (?<error>\S.*)$/,
    method: 'tools/call',
    seen: ['kirodotdev/Kiro#126'],
  },
  {
    // Kiro's own deadline around a server's connect and first listing, said as the event and again as the connect's
    // failure ("MCP server connection + listTools timed out after 60 seconds", then "Failed to connect to MCP server:
    // MCP server connection + listTools timed out after 60 seconds": waldzellai/waldzell-mcp#70, a stdio launch of a
    // container that served HTTP and never answered). Its later builds word it "MCP server connection and syncing
    // tools and resources timed out" (vscode.ts FORK_WORDS_RE). The host's race, not the SDK's request timer: it
    // drops the handshake.
    id: 'kiro/connect-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'MCP server connection ',
    re: /(?<error>MCP server connection (?:\+ listTools|and syncing tools and resources) timed out(?: after (?<limit>\d+ ?(?:seconds|s|ms)))?)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['waldzellai/waldzell-mcp#70'],
  },
  {
    // Muse Code (a coding agent OpenClaw's ACPX runs) gives up on a server marked required when its own startup window
    // runs out: "Required MCP server openclaw-tools failed during startup: the startup operation timed out", the name
    // bare or in backquotes (openclaw/openclaw#134989, a cold `tsx` start of OpenClaw's tools server). The host's
    // deadline around the server's startup, the handshake its first step: the initialize abandoned, no cancel said.
    id: 'muse-code/required-server-startup-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'failed during startup: ',
    re: /\bRequired MCP server [`'"]?(?<server>[^\s`'"]+)[`'"]? failed during startup: (?<error>the startup operation timed out)\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['openclaw/openclaw#134989'],
  },
  {
    // OpenClaw's bundled MCP client (on the TypeScript SDK) listing a server's tools for its catalog under one deadline
    // for the whole paginated list (1500 ms unless the server's entry sets a request timeout), the record naming the
    // server whose start it failed: `[bundle-mcp] failed to start server "<name>": MCP tool listing timed out after
    // 1500ms` (openclaw/openclaw#137379). Its collector aborts the signal it hands to the SDK's listTools with that
    // error (its mcp-pagination module), and the SDK's request sends notifications/cancelled when its signal aborts:
    // the listing is cancelled on the host's timer (protocol/hosts.ts 'openclaw').
    id: 'openclaw/tool-listing-timed-out',
    said: 'timer-fired',
    hint: 'MCP tool listing timed out after ',
    re: /(?:\bfailed to start server "(?<server>[^"]+)"(?: \([^()]*\))?: (?:Error: )?)?(?<error>MCP tool listing timed out after (?<limit>\d+ ?ms))\b/,
    method: 'tools/list',
    seen: ['openclaw/openclaw#137379'],
  },
  {
    // Kiro: the connect failed, the SDK's error after the server's name (kirodotdev/Kiro#3464).
    id: 'kiro/failed-to-connect',
    said: 'failed',
    hint: 'failed to connect to MCP server "',
    re: /^failed to connect to MCP server "(?<server>[^"]+)": (?<error>\S.*)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['kirodotdev/Kiro#3464'],
  },
  {
    // ProxyAI (a JetBrains IDE plugin on the Java SDK), in idea.log: its connection test starts the
    // client's initialize (carlrobertoh/ProxyAI#1185).
    id: 'proxyai/initializing',
    said: 'request-sent',
    hint: 'attempting to initialize connection',
    re: /Client created, attempting to initialize connection/,
    method: 'initialize',
    scope: 'connection',
    seen: ['carlrobertoh/ProxyAI#1185'],
  },
  {
    // The Rust SDK's service cancels a request its own timeout ended and logs the cancel it sends, the
    // request id and reason as JSON, under the `rmcp::service` target (a CLI agent's debug log prints it as
    // `[rust:rmcp::service] cancelled {"id":"6","reason":"request timeout"}`: github/copilot-cli#4731).
    id: 'rust-sdk/cancelled-with-reason',
    said: 'cancelled',
    hint: 'cancelled {"id":',
    re: /\brmcp::service\]?\s+cancelled \{"id":"?(?<id>[^",}]+)"?,"reason":"(?<error>[^"]*)"\}/,
    seen: ['github/copilot-cli#4731'],
  },
  {
    // A coding agent's own MCP client (its requestTimeoutMs, 60 s by default): the method and id in
    // its words (esengine/DeepSeek-Reasonix#2023). Its own timer: nothing says it cancels.
    id: 'reasonix/request-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'MCP request ',
    re: /MCP request (?<method>[\w/]+) \(id=(?<id>[^)\s]+)\) timed out after (?<limit>\d+ms)/,
    seen: ['esengine/DeepSeek-Reasonix#2023'],
  },
  {
    // A wire recorder's one-line summary of each message, `<time>  c2s|s2c  <method> id:<id>`
    // (google-gemini/gemini-cli#28355, an mcp-scope capture): a request the client sent.
    id: 'wire-summary/c2s-request',
    said: 'request-sent',
    hint: 'c2s',
    re: /^(?:\d\d:\d\d:\d\d(?:[.,]\d+)?\s+)?c2s\s+(?<method>(?!notifications\/)[a-z][\w-]*(?:\/[\w-]+)*)\s+id:(?<id>[^\s,]+)/,
    seen: ['google-gemini/gemini-cli#28355'],
  },
  {
    // … and the client's cancel of one, with its quoted reason.
    id: 'wire-summary/c2s-cancelled',
    said: 'cancelled',
    hint: 'notifications/cancelled',
    re: /^(?:\d\d:\d\d:\d\d(?:[.,]\d+)?\s+)?c2s\s+notifications\/cancelled\s+requestId:(?<id>[^\s,]+)(?:\s+"(?<error>[^"]*)")?/,
    seen: ['google-gemini/gemini-cli#28355'],
  },
  {
    // The issue-report template of VS Code extensions built on vscode-azext-utils ("Action: <callback
    // id>" / "Error type:" / "Error Message:" / environment block): the callback id names the
    // extension's call, here the listing of an MCP server's tools; the error follows as the SDK
    // words it (microsoft/microsoft-foundry-for-vscode#208).
    id: 'azext-report/action-list-tools',
    said: 'request-sent',
    hint: 'Action: ',
    re: /^Action: (?:[\w-]+\.)*(?:list\w*Tools)$/,
    method: 'tools/list',
    seen: ['microsoft/microsoft-foundry-for-vscode#208'],
  },
  {
    // The same template about a tool call.
    id: 'azext-report/action-call-tool',
    said: 'request-sent',
    hint: 'Action: ',
    re: /^Action: (?:[\w-]+\.)*(?:call\w*Tool)$/,
    method: 'tools/call',
    seen: ['microsoft/microsoft-foundry-for-vscode#208'],
  },
  {
    // An MCP router's JSON log line for a failed tool call; the error is its TypeScript SDK client's
    // (mindstone/Super-MCP#1).
    id: 'super-mcp/tool-call-failed',
    said: 'failed',
    hint: '"msg":"Tool call failed"',
    // The fields are looked for within a few KB of the message (one JSON log record): the message said over and over
    // on one line made each a start that scanned the rest of the line.
    re: /"msg":"Tool call failed".{0,4000}?"tool_name":"(?<target>[^"]+)".{0,4000}?"error":"(?<error>(?:[^"\\]|\\.)*)"/,
    method: 'tools/call',
    seen: ['mindstone/Super-MCP#1'],
  },
  {
    // An MCP playground app's session start: one server's initialize hit the TypeScript SDK's
    // request timer (its code -32001) (hideya/langchain-mcp-tools-ts#13).
    id: 'pluggedin/initialization-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'MCP server initialization timed out',
    re: /(?<error>MCP server initialization timed out \(error -32001\))/,
    method: 'initialize',
    scope: 'connection',
    seen: ['hideya/langchain-mcp-tools-ts#13'],
  },
  {
    // n8n's MCP Client node (TypeScript SDK client): its connect failed with the SDK's own error, in
    // the node's error-details JSON (errorMessage, the stack's first line, cause.message)
    // (brave/brave-search-mcp-server#80, openbnb-org/mcp-server-airbnb#9, sooperset/mcp-atlassian#246).
    id: 'n8n/failed-to-connect',
    said: 'connection-closed',
    hint: 'Failed to connect to MCP server: ',
    re: /Failed to connect to MCP server: (?<error>MCP error -32000: Connection closed)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['brave/brave-search-mcp-server#80', 'openbnb-org/mcp-server-airbnb#9', 'sooperset/mcp-atlassian#246'],
  },
  {
    // A client whose connect reads the server's stdout itself and words the pipe's end "MCP server closed connection":
    // OpenFang's kernel connecting its configured servers at boot, in tracing's key=value fields ("WARN
    // openfang_kernel::kernel: Failed to connect to MCP server server=<name> error=MCP server closed connection":
    // RightNow-AI/openfang#179, npx.cmd on Windows). Its stdio transport's read returned nothing before the initialize
    // was answered: the handshake is lost with the connection. The closing words alone are many hand-written stdio
    // clients' (a tool call's read may end the same way), so the connect sentence must come first.
    id: 'generic/failed-to-connect-server-closed-connection',
    said: 'connection-closed',
    hint: 'closed connection',
    re: /\bFailed to connect to MCP server\b(?: (?<q>['"])(?<serverQuoted>[^'"\s]+)\k<q>)?(?: server=(?<server>[^\s,]+))?[^\n]{0,200}?(?:\berror=|: )(?<error>MCP [Ss]erver closed (?:the )?connection(?: unexpectedly)?)\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['RightNow-AI/openfang#179'],
  },
  {
    // … or its connect hit the SDK's own request timer (-32001), in the error panel copied from n8n's UI
    // (nerding-io/n8n-nodes-mcp#42): the SDK cancels the initialize it timed out.
    id: 'n8n/failed-to-connect-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Failed to connect to MCP server: ',
    re: /Failed to connect to MCP server: (?<error>MCP error -32001: Request timed out)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['nerding-io/n8n-nodes-mcp#42', 'openbnb-org/mcp-server-airbnb#9'],
  },
  // OpenAI Agents JS (@openai/agents) picks its MCP server classes by runtime: where a bundler resolves the package's
  // browser build (Cloudflare Workers' workerd did, before openai/openai-agents-js#435), MCPServerStdio /
  // MCPServerStreamableHttp / MCPServerSSE are stubs in agents-core's shims/mcp-server/browser whose every method throws
  // "Method not implemented." (cloudflare/agents#417; openai/openai-agents-js#545 asks for a browser implementation).
  // The frame under that error names the stub's file and the method the agent called: the request that method sends was
  // refused before anything was sent (reasons.ts CLIENT_REFUSED_BEFORE_SEND_RE). One row per method, the frame whole
  // (its location rejoined when a copy wrapped it: jsonrpc-in-text.ts joinedFrame).
  ...([['listTools', 'tools/list'], ['callTool', 'tools/call'], ['connect', 'initialize']] as const).map(([fn, method]) => ({
    id: `openai-agents-js/browser-shim-${fn}`,
    said: 'failed' as const,
    hint: 'shims',
    re: new RegExp(String.raw`^\s*at (?<error>MCPServer(?:Stdio|StreamableHttp|SSE)\.${fn} \(\S{0,300}[\\/]@openai[\\/]agents-core[\\/]\S{0,200}?shims[\\/]mcp-server[\\/]browser\.[cm]?[jt]s:\d+:\d+\))\s*$`),
    method,
    seen: ['cloudflare/agents#417'],
  })),
  {
    // Agent TARS's MCP client (@agent-infra/mcp-client, under @mcp-agent/core) listing a server's tools when that
    // server's connect had failed earlier: it holds no client for it, "[MCP] Error listing tools: Error: MCP Client
    // <name> not found", then reports the server initialised with 0 tools (bytedance/UI-TARS-desktop#1160; the fix,
    // #1178 and #1834, makes the listing throw). No connection carried the tools/list (reasons.ts closed-client).
    id: 'agent-tars/list-tools-client-not-found',
    said: 'failed',
    hint: 'Error listing tools: ',
    re: /\bError listing tools: (?:Error: )?(?<error>MCP Client (?<server>[^\s]{1,80}) not found)\b/,
    method: 'tools/list',
    seen: ['bytedance/UI-TARS-desktop#1160'],
  },
  {
    // LangChain.js's MCP adapters (@langchain/mcp-adapters' MultiServerMCPClient) wrap a connect's failure in their
    // MCPClientError, the server's name and URL together in the quotes, the underlying error after them: 'Failed to
    // connect to streamable HTTP server "<name>, url: <url>": Error: Server's protocol version is not supported:
    // 2025-06-18' (the bundled TypeScript SDK refusing the version the server answered: langchain-ai/langchainjs#9052;
    // "… after trying to fall back to SSE: …" when the SSE fallback failed too: microsoft/Agent365-devTools#454). The
    // connect (its initialize) failed; the verdict reads the error after the quotes.
    id: 'langchainjs/connect-failed',
    said: 'failed',
    hint: 'MCPClientError: Failed to connect to ',
    re: /\bMCPClientError: Failed to connect to (?:streamable HTTP|SSE|stdio) server(?: after trying to fall back to SSE)?:? "(?<server>[^",\n]{1,80})(?:, url: [^"\n]{0,400})?": (?<error>\S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['langchain-ai/langchainjs#9052', 'microsoft/Agent365-devTools#454'],
  },
  {
    // n8n's MCP Client Tool in its own server log when its connect failed: the node's logger names the node type,
    // "McpClientTool: Failed to connect to MCP Server", the error object after it when the node kept one
    // ('{"error":{"type":"connection","error":{}}}': nerding-io/n8n-nodes-mcp#111) or nothing
    // (kontext-security/browser-use-mcp-server#42, the n8n container unable to reach a server on the host), then
    // "Error in sub-node <name>" when the agent runs. The connect (its initialize) failed; the words say not how.
    // Only as the line's start: n8n writes it so.
    id: 'n8n/mcp-client-tool-failed-to-connect',
    said: 'failed',
    hint: 'McpClientTool: Failed to connect to MCP Server',
    re: /^McpClientTool: Failed to connect to MCP Server\b(?:\s*(?<error>\{.*\}))?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['nerding-io/n8n-nodes-mcp#111', 'kontext-security/browser-use-mcp-server#42'],
  },
  {
    // n8n's error-details JSON for a node whose MCP request hit the SDK's own request timer, the SDK's
    // sentence alone as the errorMessage (the MCP Client Tool node under an AI agent:
    // xpzouying/xiaohongshu-mcp#258, its "n8nDetails" with the item index and the node's clock). The node
    // runs the TypeScript SDK's client, which cancels what it timed out; the words name no method. A
    // connect wrapped around it ("Failed to connect to MCP server: …") is the rows above.
    id: 'n8n/error-message-sdk-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: '"errorMessage"',
    re: new RegExp(String.raw`^\s*"errorMessage"\s*:\s*"(?:(?:Mcp)?Error: )?(?<error>${SDK_TIMED_OUT})"\s*,?\s*$`),
    seen: ['xpzouying/xiaohongshu-mcp#258'],
  },
  {
    // 5ire (Electron; TypeScript SDK client): a tool call through its `mcp-call-tool` IPC channel hit
    // the SDK's request timer, -2 in SDK versions before 1.6 (nanbingxyz/5ire#145).
    id: '5ire/call-tool-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: "Error invoking remote method 'mcp-call-tool'",
    re: new RegExp(String.raw`Error invoking remote method 'mcp-call-tool': (?:Error: )?(?<error>${SDK_TIMED_OUT})`),
    method: 'tools/call',
    seen: ['nanbingxyz/5ire#145'],
  },
  {
    // … and the same IPC channel when the call failed otherwise: Electron's wrapper, the SDK's error class, then the
    // error, here the server's own answer relayed ("Error invoking remote method 'mcp-call-tool': McpError: MCP error
    // -32602: MCP error -32602: Invalid arguments for tool <name>: [" with the argument validation's zod issues on the
    // lines under it: nanbingxyz/5ire#232, the TypeScript SDK server refusing a call made without its required argument;
    // the client's McpError wraps the server's message, hence the code twice). The SDK server's sentence names the tool.
    id: '5ire/call-tool-failed',
    said: 'failed',
    hint: "Error invoking remote method 'mcp-call-tool'",
    re: /Error invoking remote method 'mcp-call-tool': (?:\w*Error: )?(?<error>(?:MCP error -?\d+: )*(?:Invalid arguments for tool (?<target>[A-Za-z_][\w.-]*):)?.*?)\s*$/,
    method: 'tools/call',
    seen: ['nanbingxyz/5ire#232'],
  },
  {
    // CrewAI's MCP adapter gives the connect and handshake a fixed deadline of its own; the fix made it
    // configurable (crewAIInc/crewAI#3254, crewAI-tools PR 409).
    id: 'crewai/adapter-connect-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: "Couldn't connect to the MCP server after ",
    re: /Couldn't connect to the MCP server after (?<limit>\d+(?:\.\d+)? ?(?:seconds|s))\b/,
    method: 'initialize',
    scope: 'connection',
    // The same deadline reached through @CrewBase's get_mcp_tools, which cannot raise it (crewAIInc/crewAI#3326).
    seen: ['crewAIInc/crewAI#3254', 'crewAIInc/crewAI#3326'],
  },
  {
    // Agent frameworks on the Python SDK's ClientSession name the tool, then the SDK's error, on one
    // line ("[ToolError] Error invoking MCP tool x: Timed out while waiting …": modelcontextprotocol/python-sdk#407).
    // The verdict reads the error's words (a timeout of that SDK's generation sends no cancel).
    id: 'agents/invoking-tool-failed',
    said: 'failed',
    hint: 'Error invoking MCP tool ',
    re: /Error invoking MCP tool (?<target>[^\s:]+):[ \t]*(?<error>\S.*)$/,
    method: 'tools/call',
    // The Agents SDK's exception on one line, as a wrapper framework prints it (mozilla-ai/any-agent#395).
    seen: ['modelcontextprotocol/python-sdk#407', 'mozilla-ai/any-agent#395'],
  },
  {
    // … or the OpenAI Agents SDK's exception, the tool on its own line and the SDK's error on the next
    // (openai/openai-agents-python#1026): the call, whose end the next line says.
    id: 'agents/invoking-tool',
    said: 'request-sent',
    hint: 'Error invoking MCP tool ',
    re: /Error invoking MCP tool (?<target>[^\s:]+):\s*$/,
    method: 'tools/call',
    seen: ['openai/openai-agents-python#1026'],
  },
  {
    // An agent's tool result as Python repr (autogen's FunctionExecutionResult): the content is the
    // error the MCP client raised for that call (modelcontextprotocol/python-sdk#407).
    id: 'autogen/function-result-error',
    said: 'failed',
    hint: 'FunctionExecutionResult(',
    re: /FunctionExecutionResult\(content='(?<error>(?:[^'\\]|\\.)*)', name='(?<target>[^']+)'.*?is_error=True/,
    method: 'tools/call',
    seen: ['modelcontextprotocol/python-sdk#407'],
  },
  {
    // AutoGen's MCP tool adapter raises an exception of its own when the server's CallToolResult has isError set:
    // "MCP tool execution failed: " and the Python repr of the result's content list, printed among the leaves of the
    // session's task group (microsoft/autogen#5900). That repr (`[TextContent(type='text', text='…'`) is the content the
    // server answered with, so the call was answered with the server's error. The phrase alone is not the row: other
    // programs print the same words before an HTTP status or a client exception of their own.
    id: 'autogen/mcp-tool-execution-failed',
    said: 'failed',
    serverAnswer: true,
    hint: 'MCP tool execution failed: [TextContent(',
    re: /MCP tool execution failed: \[TextContent\(type='text', text=(['"])(?<error>(?:(?!\1)[^\\]|\\.)*)\1/,
    method: 'tools/call',
    seen: ['microsoft/autogen#5900'],
  },
  {
    // LangChain's ToolMessage repr for a tool that raised: LangGraph's ToolNode turns the exception into the
    // content "Error: <repr of the exception>\n Please fix your mistakes." with status='error' (printed agent
    // results and astream update chunks: langchain-ai/langchain-mcp-adapters#188, #78). For an MCP tool the
    // exception is the client's, so the content's error is how that tools/call ended; the closing advice is
    // LangChain's, not the error.
    id: 'langchain/tool-message-error',
    said: 'failed',
    hint: 'ToolMessage(',
    re: /ToolMessage\(content='Error: (?<error>(?:[^'\\]|\\(?!n Please fix your mistakes\.')[\s\S])*?)(?:\\n Please fix your mistakes\.)?', name='(?<target>[^']+)'[^)]*?status='error'/,
    method: 'tools/call',
    seen: ['langchain-ai/langchain-mcp-adapters#188', 'langchain-ai/langchain-mcp-adapters#78'],
  },
  {
    // The same error text printed as the message's content, outside its repr: "Error: <repr of the exception>", then
    // LangGraph's advice (langchain-ai/langchain-mcp-adapters#278, a graph served by `langgraph dev` whose MCP session
    // had closed when its factory returned). Printed on two lines, the reader joins them with the repr's '\n'
    // (formats/jsonrpc-in-text.ts lead). Only at a line's start: the advice is LangGraph's, and a reporter's sentence
    // quoting it is prose.
    id: 'langgraph/tool-error-text',
    said: 'failed',
    hint: 'Please fix your mistakes.',
    re: /^\s*Error: (?<error>[A-Za-z_][\w.]*\((?:[^\\]|\\(?!n ?Please fix your mistakes\.))*?\))\\n ?Please fix your mistakes\.\s*$/,
    method: 'tools/call',
    seen: ['langchain-ai/langchain-mcp-adapters#278'],
  },
  {
    // Dify's MCP SSE tool plugin (its own threaded client over the legacy SSE transport): connect() starts the thread
    // that opens the event stream and waits a fixed time for the stream's endpoint event; when it does not come it raises
    // TimeoutError("MCP Server connection timeout!"), before the initialize is posted. The plugin's tools hand the error
    // back as their response ("Error fetching tools: MCP Server connection timeout!" from its list-tools tool, in the
    // agent's tool-call output JSON: junjiem/dify-plugin-tools-mcp_sse#22). The plugin's own deadline on the connect: it
    // stops waiting without telling the server; the handshake it stood for is abandoned.
    id: 'dify-mcp-sse/connection-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'MCP Server connection timeout',
    re: /\b(?<error>MCP Server connection timeout)!?/,
    method: 'initialize',
    scope: 'connection',
    seen: ['junjiem/dify-plugin-tools-mcp_sse#22'],
  },
  {
    // Strands Agents' tool handler logs a failed tool as `tool_name=<name> | failed to process tool`, the
    // exception's traceback under it (sidharthrajaram/mcp-sse#10): the call was attempted; the exception says
    // how it ended.
    id: 'strands/failed-to-process-tool',
    said: 'request-sent',
    hint: 'failed to process tool',
    re: /\btool_name=<(?<target>[^>\s]+)> \| failed to process tool\b/,
    method: 'tools/call',
    seen: ['sidharthrajaram/mcp-sse#10'],
  },
  {
    // Strands' MCPClient runs the Python SDK's session on a background thread; when that session has ended (the
    // client used outside its `with` block, the thread stopped), a call raises MCPClientInitializationError
    // "the client session is not running" before anything is sent (sidharthrajaram/mcp-sse#10;
    // strands-agents/harness-sdk#3061 for a stdio server in a Strands-based desktop app). The session is gone.
    id: 'strands/client-session-not-running',
    said: 'connection-closed',
    hint: 'the client session is not running',
    re: /(?:MCPClientInitializationError: |Error: )?(?<error>the client session is not running)\b/,
    scope: 'connection',
    seen: ['sidharthrajaram/mcp-sse#10', 'strands-agents/harness-sdk#3061'],
  },
  {
    // opencode (a terminal agent on the TypeScript SDK): a listing after the connect failed, the error
    // first and the words after it (`ERROR service=mcp clientName=<s> error=MCP error -32601: Method not found
    // failed to get prompts`: code-yeongyu/oh-my-openagent#1915). One row per listing.
    id: 'opencode/failed-to-get-prompts',
    said: 'failed',
    hint: 'failed to get prompts',
    re: /clientName=(?<server>\S+) error=(?<error>.+?) failed to get prompts\b/,
    method: 'prompts/list',
    seen: ['code-yeongyu/oh-my-openagent#1915'],
  },
  {
    id: 'opencode/failed-to-get-resources',
    said: 'failed',
    hint: 'failed to get resources',
    re: /clientName=(?<server>\S+) error=(?<error>.+?) failed to get resources\b/,
    method: 'resources/list',
    seen: ['code-yeongyu/oh-my-openagent#1915'],
  },
  {
    // opencode's remote (SSE / Streamable HTTP) connect failing, the error between the fields and the words
    // (`ERROR … service=mcp key=<s> url=<u> error=SSE error: The operation timed out. remote mcp connection
    // failed`: anomalyco/opencode#2940). The connect's handshake is what failed; the error says why.
    id: 'opencode/remote-connection-failed',
    said: 'failed',
    hint: 'remote mcp connection failed',
    re: /\bkey=(?<server>\S+)(?: url=\S+)? error=(?<error>.+?) remote mcp connection failed\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anomalyco/opencode#2940'],
  },
  {
    // opencode's local (stdio) counterpart: the spawned server's connect failed, the fields first (`key=<s>
    // command=[…]`, later `cwd=<dir>` too), the error after `error=` and the words last (`ERROR service=mcp
    // key=<s> command=["npx","tsx","..."] error=MCP error -32000: Connection closed local mcp startup failed`: on
    // Windows a bare `npx` could not be started, accomplish-ai/coworker#216). The command array may hold spaces (a
    // Windows path), so the error is found by its field name. The connect is what failed; the error says why.
    id: 'opencode/local-startup-failed',
    said: 'failed',
    hint: 'local mcp startup failed',
    re: /\bkey=(?<server>\S+)\b.*?\berror=(?<error>.+?) local mcp startup failed\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['accomplish-ai/coworker#216'],
  },
  {
    // opencode's later startup line for a server it could not bring up: the status after the fields, the reason as
    // an `error` field once it was added (`WARN  server unavailable { key: "my-server", type: "local", status:
    // "failed", error: "MCP error -32000: Connection closed" }`: anomalyco/opencode#49722, #49726), or no reason
    // in logfmt (`server unavailable key=xcode type=local status=failed`: anomalyco/opencode#39315). The connect
    // is what failed; the verdict reads the error's words when there are some.
    id: 'opencode/server-unavailable',
    said: 'failed',
    hint: 'server unavailable',
    re: /\bserver unavailable\s*(?:\{\s*)?key[=:]\s*"?(?<server>[^"\s,}]+)"?[^{}]*?\bstatus[=:]\s*"?failed"?(?:[^{}]*?\berror[=:]\s*"(?<error>(?:[^"\\]|\\.)+)")?/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anomalyco/opencode#39315', 'anomalyco/opencode#49726', 'anomalyco/opencode#49722'],
  },
  {
    // opencode's own deadline around starting a server and its handshake (`Operation timed out after
    // 5000ms` on every local server at startup: anomalyco/opencode#6909; 30000ms: anomalyco/opencode#22310,
    // nexu-io/open-design#6164). It drops the server; nothing says it cancels.
    id: 'opencode/operation-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Operation timed out after ',
    // Not curl's own error 28 with the same words (`curl: (28) Operation timed out after 90005 ms with 17891 bytes
    // received`: its request's timer, http-exchange.ts: pixellab-code/pixellab-mcp#10), told by its bytes-received tail
    // as reasons.ts tells it (operationTimedOutAfter, the sentence's one source), with curl's prefix or without it (a reader keeps the sentence without the prefix), or by
    // curl's prefix where the paste cut the tail.
    re: new RegExp(operationTimedOutAfter(String.raw`(?<limit>\d+ ?ms)`)),
    method: 'initialize',
    scope: 'connection',
    seen: ['anomalyco/opencode#6909', 'anomalyco/opencode#22310', 'nexu-io/open-design#6164'],
  },
  {
    // Amazon Q Developer CLI (`q chat`, Rust): a server that did not load, its own deadline on the message
    // it waited for, the reason on the line under the cross ("✗ mcp_atlassian has failed to load:" / "-
    // Operation timed out: recv for initialize": aws/amazon-q-developer-cli#1752; "… after 15.11 s" / "recv
    // for tools/list": #2328; the line without its cross, a May 2025 build:
    // aws-samples/amazon-neptune-generative-ai-samples#23). The reader joins the two lines. It gives up on the server; no
    // cancel is said.
    id: 'amazon-q/failed-to-load-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'has failed to load',
    re: new RegExp(String.raw`^(?:[✗✘✖×]\s*)?${Q_FAILED_TO_LOAD}[:\s-]*Operation timed out: recv for (?<method>[\w/]+)`),
    scope: 'connection',
    seen: ['aws/amazon-q-developer-cli#1752', 'aws/amazon-q-developer-cli#2328', 'aws-samples/amazon-neptune-generative-ai-samples#23'],
  },
  {
    // … or the server answered the load's tools/list with an error: "✗ <server> has failed to load:" over "- Failed to
    // retrieve result for custom tool <server>" (aws/amazon-q-developer-cli#1465, a server with prompts and no tools,
    // whose SDK answers tools/list -32601). The 2025 chat CLI's CustomToolClient::get_tool_spec raises these words only
    // when the tools/list response carries no `result`, i.e. an error answer; reasons.ts reads them as the server's.
    id: 'amazon-q/failed-to-load-list-no-result',
    said: 'failed',
    hint: 'Failed to retrieve result for custom tool ',
    re: new RegExp(String.raw`^(?:[✗✘✖×]\s*)?${Q_FAILED_TO_LOAD}[:\s-]+(?<error>Failed to retrieve result for custom tool \S+)`),
    method: 'tools/list',
    seen: ['aws/amazon-q-developer-cli#1465'],
  },
  {
    // … or its load failed otherwise, the reason the client's error ("Mcp error: -32002: connection closed:
    // initialize response", the Rust SDK's close before the answer: aws/amazon-q-developer-cli#3067, #2906,
    // awslabs/mcp#1304).
    id: 'amazon-q/failed-to-load',
    said: 'failed',
    hint: 'has failed to load',
    re: new RegExp(String.raw`^[✗✘✖×]\s*${Q_FAILED_TO_LOAD}[:\s-]+(?!after \d)(?<error>\S.*)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['aws/amazon-q-developer-cli#3067', 'aws/amazon-q-developer-cli#2906', 'awslabs/mcp#1304'],
  },
  {
    // … or its start-up had not finished when the chat began: the CLI lists the server under 'Servers still loading',
    // in its start-up warning ('⚠ 0 of 5 mcp servers initialized. Servers still loading:', aws/amazon-q-developer-cli#1968)
    // or its /tools panel (#2768). The reader restates each item as this sentence (formats/jsonrpc-in-text.ts
    // loadingStep): the server's initialize sent, no answer yet.
    id: 'amazon-q/server-still-loading',
    said: 'request-sent',
    hint: '(Amazon Q CLI start-up) still loading',
    re: /^(?<server>\S+) \(Amazon Q CLI start-up\) still loading$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aws/amazon-q-developer-cli#1968', 'aws/amazon-q-developer-cli#2768'],
  },
  {
    // … and in its trace log (`$TMPDIR/qlog/qchat.log`, tracing's layout with the target and line: `<clock> ERROR
    // chat_cli::mcp_client::client: 305: Error encountered while reading from stderr for <server>: RecvError(Closed)` over
    // `Ending stderr listening task.`), the task that forwards a server's stderr ending because that stream's channel
    // closed: the server's process, or the client holding it, went away (the client spawns the task before it sends the
    // initialize; a broadcast receiver's Closed means every sender was dropped). A close of the server's connection; the
    // words name no request in flight (awslabs/mcp#965, three such records about four minutes apart).
    id: 'amazon-q/stderr-listener-closed',
    said: 'connection-closed',
    hint: 'Error encountered while reading from stderr for ',
    re: /\bError encountered while reading from stderr for (?<server>[^\s:]+): (?<error>RecvError\(Closed\))/,
    seen: ['awslabs/mcp#965'],
  },
  {
    // … or a tool call to a loaded server failed: "Execution failed after 0.8s:" over "<tool> invocation failed to
    // produce a result" (atxtechbro/dotfiles#138). The chat CLI's CustomTool::invoke raises these words only when the
    // tools/call response arrived without a `result`, i.e. the server answered with a JSON-RPC error (a transport
    // failure is a different error, raised before); reasons.ts reads them as the server's answer.
    id: 'amazon-q/invocation-no-result',
    said: 'failed',
    hint: 'invocation failed to produce a result',
    re: /^(?:Execution failed after (?<elapsed>\d+(?:\.\d+)? ?s):\s*)?(?<target>[A-Za-z_][\w.-]*) (?<error>invocation failed to produce a result)\b/,
    method: 'tools/call',
    seen: ['atxtechbro/dotfiles#138'],
  },
  {
    // The Rust SDK client's own wording, whichever app prints it (a desktop chat app's dialog:
    // janhq/jan#6410; a router: Nexus-Router/nexus#295): the transport ended before the initialize
    // answer. After the rows that also name the server (amazon-q/failed-to-load reads the
    // same reason joined under its server heading: aws/amazon-q-developer-cli#3056). The same error Debug-printed
    // (ClientInitializeError::ConnectionClosed): an application's own log of it, "client error:
    // ConnectionClosed("initialize response")", then its main's Display of it (modelcontextprotocol/rust-sdk#237).
    id: 'rust-sdk/initialize-response-closed',
    said: 'connection-closed',
    hint: 'initialize response',
    re: /(?<error>connection closed: initialize response|ConnectionClosed\("initialize response"\))/,
    method: 'initialize',
    scope: 'connection',
    seen: ['janhq/jan#6410', 'Nexus-Router/nexus#295', 'openai/codex#6020', 'modelcontextprotocol/rust-sdk#237'],
  },
  {
    // The same error on the server's side of rmcp: serve_server's first step awaits the client's first message with the
    // context "initialized request" (service/server.rs: expect_request(…, "initialized request"), rmcp's label for the
    // initialize request it waits on), so ServerInitializeError::ConnectionClosed("initialized request") means the
    // server's input ended before any initialize came — nothing was sent it to answer (a stdio server started from a
    // shell, or a host that closed the pipe before its handshake: yuaotian/sanshu#7, where the server's main logs
    // "…: connection closed: initialized request" then "Error: ConnectionClosed("initialized request")"). The server's
    // words of its transport's end; no request was in flight, so none is implied. Ahead of the client rows whose connect
    // words ("failed to start … Connection closed") would otherwise read it as the client's initialize lost.
    id: 'rust-sdk/serve-input-closed-before-initialize',
    said: 'connection-closed',
    hint: 'initialized request',
    re: /(?<error>connection closed: initialized request|ConnectionClosed\(\s*\\?"initialized request\\?"\s*\))/,
    scope: 'connection',
    speaker: 'server',
    seen: ['yuaotian/sanshu#7'],
  },
  {
    // AnythingLLM (desktop/docker, TypeScript SDK): starting a server failed, the SDK's code in brackets and
    // its error ("Failed to start MCP server: time [-32000] MCP error -32000: Connection closed":
    // Mintplex-Labs/anything-llm#3681, #4017) … An error without a code shows AnythingLLM's placeholder in the brackets,
    // `[NO_CODE]`, the error's message after it whatever it says (the SDK's Streamable HTTP error for a status refusing
    // the connect's POST, "Failed to start MCP server: <s> [NO_CODE] Error POSTing to endpoint (HTTP 405)":
    // Mintplex-Labs/anything-llm#4411).
    id: 'anythingllm/failed-to-start-code',
    said: 'failed',
    hint: 'Failed to start MCP server: ',
    re: /Failed to start MCP server: (?<server>\S+) \[(?:-?\d+\] (?=MCP error )|NO_CODE\] )(?<error>\S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['Mintplex-Labs/anything-llm#3681', 'Mintplex-Labs/anything-llm#4017', 'Mintplex-Labs/anything-llm#4411'],
  },
  {
    // … or its hypervisor's log with the error object (`[MCPHypervisor] Failed to start MCP server:
    // postgres-http {"error":"fetch failed",…}`: Mintplex-Labs/anything-llm#4483). A spawn that found no
    // program (ENOENT) sent nothing: no request.
    id: 'anythingllm/failed-to-start',
    said: 'failed',
    hint: 'Failed to start MCP server: ',
    re: /Failed to start MCP server: (?<server>\S+) \{\\?"error\\?":\\?"(?!spawn )(?<error>(?:[^"\\]|\\.)*?)\\?"/,
    method: 'initialize',
    scope: 'connection',
    seen: ['Mintplex-Labs/anything-llm#4483'],
  },
  {
    // GitHub Copilot CLI's startup notices (github/copilot-cli#3461): a server whose connect failed, the reason
    // left to `/mcp show` (`! Failed to connect to MCP server "x". Execute '/mcp show x' to inspect or check the
    // logs.`) — a failed handshake whose cause the line does not say —, and one still connecting past the CLI's
    // patience (`! MCP server 'y' is taking longer than expected to connect.`) — its handshake still waiting.
    // The 1.0 releases quote the name in single quotes, and a terminal as wide as the notice wraps it before its
    // last word ("… to inspect or check the" / "logs.": github/copilot-cli#2282): the line ends at "the".
    id: 'copilot-cli/failed-to-connect',
    said: 'failed',
    hint: ' to inspect or check the',
    re: /Failed to connect to MCP server (?:"(?<server>[^"]+)"|'(?<serverQuoted>[^']+)')\. Execute '\/mcp show [^']+' to inspect or check the(?: logs|\s*$)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['github/copilot-cli#3461', 'github/copilot-cli#2282'],
  },
  {
    id: 'copilot-cli/slow-to-connect',
    said: 'waiting',
    hint: 'is taking longer than expected to connect',
    re: /MCP server '(?<server>[^']+)' is taking longer than expected to connect/,
    method: 'initialize',
    scope: 'connection',
    seen: ['github/copilot-cli#3461'],
  },
  {
    // GitHub Copilot CLI's tool result when the call failed: the server's name, then the SDK's error
    // (`MCP server 'azure': McpError: MCP error -32001: Request timed out`), printed under the failed
    // tool's '✗ <tool>' line or quoted alone (github/copilot-cli#4749, a call pending 180 s;
    // Azure/azure-sdk-tools#14198). It is a tool call's result; the TypeScript SDK's timer fired, which cancels.
    id: 'copilot-cli/server-tool-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Request timed out',
    re: /^MCP server '(?<server>[^'\s]+)': (?:McpError: )?(?<error>MCP error -(?:32001|2): Request timed out)/,
    method: 'tools/call',
    // The same line is a server's issue title, its client unsaid (mrexodia/ida-pro-mcp#333).
    seen: ['github/copilot-cli#4749', 'Azure/azure-sdk-tools#14198', 'mrexodia/ida-pro-mcp#333'],
  },
  {
    // GitHub's MCP Gateway (gh-aw-mcpg, the gateway between an agentic workflow's agent and its MCP backends) launching a
    // backend: its launcher gives the backend's start-up (the process, then the handshake) a deadline, 30 s unless the
    // workflow sets gateway.startupTimeout, and when it passes logs `[launcher:launcher] Startup timeout occurred:
    // serverID=<backend>, timeout=30s`, records the server's error and registers the backend's route with no tools; the
    // backend may come up later and stay toolless (github/gh-aw#46847). The gateway stops waiting on the initialize: its
    // own timer, no cancel for an initialize.
    id: 'gh-aw-mcpg/launcher-startup-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Startup timeout occurred: ',
    re: /\bStartup timeout occurred: serverID=(?<server>[\w.@-]+), timeout=(?<limit>\d+(?:\.\d+)?(?:ms|s|m))\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['github/gh-aw#46847'],
  },
  {
    // GitHub Copilot CLI's debug log (its Rust MCP client, `[rust:mcp::client]`): a request queued for
    // the server, its id in rmcp's Debug form `Number(2)`; the line does not say the method
    // (github/copilot-cli#4910).
    id: 'copilot-cli/request-enqueued',
    said: 'request-sent',
    hint: 'MCP request enqueued',
    re: /MCP request enqueued \{"request_id":"Number\((?<id>-?\d+)\)"/,
    seen: ['github/copilot-cli#4910'],
  },
  {
    // GitHub Copilot CLI's session events read as one sentence each (formats/jsonrpc-in-text.ts sessionEventStep): a
    // tool's execution started (`tool.execution_start` with its `toolName`), the call the CLI sent to the server; the
    // event has no JSON-RPC id. Its end is a `tool.execution_complete`; an event view that stops after the start shows
    // the call still waiting (github/app#4008).
    id: 'copilot-cli/session-tool-execution-start',
    said: 'request-sent',
    hint: 'Copilot session event tool.execution_start ',
    re: /^Copilot session event tool\.execution_start toolName=(?<target>[\w.@/-]+)(?: serverName=(?<server>[\w.@-]+))?$/,
    method: 'tools/call',
    seen: ['github/app#4008'],
  },
  {
    // The server's sampling request reaching the CLI (`sampling.requested` with the server's `mcpRequestId`, the
    // JSON-RPC id of its sampling/createMessage): the request is the server's, the answer the CLI's to give. An event view
    // that stops here shows it unanswered, and the tool call it came in still waiting (github/app#4008).
    id: 'copilot-cli/session-sampling-requested',
    said: 'request-sent',
    hint: 'Copilot session event sampling.requested ',
    re: /^Copilot session event sampling\.requested mcpRequestId=(?<id>\d+)(?: serverName=(?<server>[\w.@-]+))?$/,
    method: 'sampling/createMessage',
    seen: ['github/app#4008'],
  },
  {
    // GitHub Copilot CLI's tool catalog when its tools/list refresh timed out (`Failed to list MCP tools for <server>;
    // continuing with the previously listed tools: MCP request timed out after 60000 ms`, logged right under the
    // Rust SDK's `cancelled {"id":"7","reason":"request timeout"}` for that refresh: github/copilot-cli#4731). The
    // SDK's request timer fired (it cancels, as the line above it shows); the line names no id.
    id: 'copilot-cli/tool-list-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Failed to list MCP tools for ',
    re: /Failed to list MCP tools for (?<server>[^\s;:]+);?\s+continuing with the previously listed tools: (?<error>MCP request timed out after (?<limit>\d+(?:\.\d+)? ?(?:ms|s)))\b/,
    method: 'tools/list',
    seen: ['github/copilot-cli#4731'],
  },
  {
    // An MCP gateway's admin UI runs a tool with a fixed browser-side deadline of its own
    // (IBM/mcp-context-forge#855): it stops waiting, nothing cancels the call.
    id: 'mcp-context-forge/run-tool-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Failed to run tool ',
    re: /Failed to run tool (?<target>[^\s:]+): (?<error>Request timed out after (?<limit>\d+ seconds).*)$/,
    method: 'tools/call',
    seen: ['IBM/mcp-context-forge#855'],
  },
  {
    // A C++ stdio client (cpp-mcp): `initialize()` starts the process and sends initialize
    // (hkr04/cpp-mcp#35).
    id: 'cpp-mcp/initializing',
    said: 'request-sent',
    hint: 'Initializing MCP stdio client',
    re: /Initializing MCP stdio client\.\.\./,
    method: 'initialize',
    scope: 'connection',
    seen: ['hkr04/cpp-mcp#35'],
  },
  {
    // … its reader thread saw the server's stdout end: the process is gone, whatever was pending
    // can no longer be answered (hkr04/cpp-mcp#35).
    id: 'cpp-mcp/pipe-closed',
    said: 'connection-closed',
    hint: 'Pipe closed by server',
    re: /Pipe closed by server/,
    scope: 'connection',
    seen: ['hkr04/cpp-mcp#35'],
  },
  {
    // … and its fixed 60 s wait for each answer ("Timeout waiting for response") ended the initialize
    // (hkr04/cpp-mcp#35): its own timer, no cancel.
    id: 'cpp-mcp/initialization-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Initialization failed: ',
    re: /Initialization failed: (?<error>Timeout waiting for response)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['hkr04/cpp-mcp#35'],
  },
  {
    // A desktop 1C assistant's Rust stdio client (mini-ai-1c, tauri-app/src-tauri/src/mcp_client.rs
    // send_stdio_request_message): its own per-request wait ran out, and it drops the pending id and returns
    // "Timeout waiting for MCP response" without a cancel; the UI shows it after its Russian label "Ошибка: " (a
    // bundled Node server that died at start-up, so the wait was for its first answer: hawkxtreme/mini-ai-1c#45). The
    // words name no method. Only as the whole message, alone or after a label's colon: a sentence about it is prose.
    id: 'mini-ai-1c/stdio-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Timeout waiting for MCP response',
    re: /^(?:[^:\n]{1,40}:\s*)?(?<error>Timeout waiting for MCP response)\.?\s*$/,
    seen: ['hawkxtreme/mini-ai-1c#45'],
  },
  {
    // langchain4j's own MCP client (not the Java SDK) waits on a CompletableFuture with its own
    // timeout; when it runs out the caller gets RuntimeException(TimeoutException), and the
    // DefaultMcpClient frame under it names the request (langchain4j/langchain4j#3322). Read by the
    // Java stack reader (formats/server-logs.ts), which takes the method from that frame.
    id: 'langchain4j/request-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'java.util.concurrent.TimeoutException',
    // The same as the last cause of a chain a framework logs on one line ("Failed to retrieve tools from MCP
    // server: jakarta.enterprise.inject.CreationException: Error creating synthetic bean [x]:
    // java.lang.RuntimeException: java.util.concurrent.TimeoutException": quarkiverse/quarkus-langchain4j#1632).
    re: /^(?:[\w.$]+Exception: )?java\.util\.concurrent\.TimeoutException\b|: (?:[\w.$]+Exception: )?java\.util\.concurrent\.TimeoutException\s*$/,
    seen: ['langchain4j/langchain4j#3322', 'langchain4j/langchain4j#3624', 'quarkiverse/quarkus-langchain4j#1632'],
  },
  {
    // langchain4j's DefaultMcpClient, when a tool call outlives its toolExecutionTimeout, answers the model with its
    // default toolExecutionTimeoutErrorMessage "There was a timeout executing the tool" as the tool's result, and sends
    // notifications/cancelled for the call (a Quarkus client's tool call printed that way by its REST endpoint, the
    // server logging the cancel it received: quarkiverse/quarkus-langchain4j#2234, #2287; the cancel sent 30 s in:
    // quarkiverse/quarkus-langchain4j#1877). The client's own request timer: its SDK behaviour is protocol/hosts.ts'.
    // The words name no tool.
    id: 'langchain4j/tool-execution-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'There was a timeout executing the tool',
    re: /^["'\x60]?(?:[\w.$]+: )?There was a timeout executing the tool\b/,
    method: 'tools/call',
    seen: ['quarkiverse/quarkus-langchain4j#2234', 'quarkiverse/quarkus-langchain4j#2287', 'quarkiverse/quarkus-langchain4j#1877'],
  },
  {
    // langchain4j's client transports cancel every pending operation when the transport fails
    // (McpOperationHandler.cancelAllPendingOperations): each waiting caller gets IllegalStateException("Operation
    // cancelled due to transport failure: <reason>"), the stdio transport's reason "Process has exited" when the
    // server's process ends (langchain4j/langchain4j#4873, the maintainer: the operation failed because the process had
    // exited). Quarkus builds the client as a CDI bean whose creation runs the handshake (DefaultMcpClient initializes
    // when it is built), so that close at the end of the bean's CreationException chain ("Error creating synthetic bean
    // […]: …") ended the initialize. Listed before the row for the words alone.
    id: 'langchain4j/client-bean-transport-failure',
    said: 'connection-closed',
    hint: 'Operation cancelled due to transport failure: ',
    re: /CreationException: Error creating synthetic bean \[[^\]]{1,80}\]: .*?(?:java\.lang\.)?IllegalStateException: (?<error>Operation cancelled due to transport failure: \S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    pending: true,
    seen: ['langchain4j/langchain4j#4873'],
  },
  {
    // The same cancellation anywhere else: what was pending when the transport failed is lost with it; the words name no
    // request (a frame under them may: the Java stack reader takes DefaultMcpClient's).
    id: 'langchain4j/transport-failure-cancelled',
    said: 'connection-closed',
    hint: 'Operation cancelled due to transport failure: ',
    re: /(?:^|[\s:])(?:java\.lang\.)?IllegalStateException: (?<error>Operation cancelled due to transport failure: \S.*?)\s*$/,
    scope: 'connection',
    pending: true,
    seen: ['langchain4j/langchain4j#4873', 'langchain4j/langchain4j#6260'],
  },
  {
    // langchain4j's Streamable HTTP transport refuses any non-2xx answer to its POST with RuntimeException("Unexpected
    // status code: <n>"), which the caller gets wrapped (ExecutionException) with the DefaultMcpClient frame of the
    // operation under it: a 404 to the health check's ping after the server lost the session, the transport keeping
    // the stale Mcp-Session-Id (langchain4j/langchain4j#3802). The status is the server's answer to that request.
    id: 'langchain4j/unexpected-status-code',
    said: 'http-status',
    hint: 'Unexpected status code: ',
    re: /^(?:[\w.$]+Exception: )*(?:java\.lang\.)?RuntimeException: (?<error>Unexpected status code: (?<status>\d{3}))\s*$/,
    seen: ['langchain4j/langchain4j#3802'],
  },
  {
    // ruby-mcp-client's own read timeout ("Timeout waiting for JSONRPC response id=<n>", its transport's wait_response)
    // on id 1, under its listing's or its call's wrapper ("MCPClient::Errors::ToolCallError (Error listing tools: Timeout
    // waiting for JSONRPC response id=1)": simonx1/ruby-mcp-client#9). The gem numbers its requests from 1 and starts
    // the server and its handshake lazily inside the first list or call (server_stdio.rb list_tools → ensure_initialized
    // → perform_initialize, the initialize taking the first id), so id 1 is always the initialize: the handshake's
    // answer never came, and no list or call was sent. The gem sends no cancel; its deadline drops the request.
    id: 'ruby-mcp-client/handshake-wait-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Timeout waiting for JSONRPC response id=1',
    re: /\bError (?:listing (?:tools|prompts|resources)|calling tool '[^'\n]*'): (?<error>Timeout waiting for JSONRPC response id=(?<id>1))\b(?!\d)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['simonx1/ruby-mcp-client#9'],
  },
  {
    // langchain4j's legacy HTTP+SSE transport (HttpMcpTransport) opens its event stream, an OkHttp EventSource GET, in
    // start(), before DefaultMcpClient.initialize can post anything, and waits for the endpoint event. OkHttp reporting
    // the stream failed with a response and no throwable is a non-2xx answer to that GET: SseEventListener.onFailure then
    // fails the wait with RuntimeException("The server returned: " + response.message()), the HTTP reason phrase, empty
    // under HTTP/2 (DevoxxGenie's Test Connection against a server that serves Streamable HTTP without an SSE stream:
    // jamesward/javadoccentral#131). The stream every answer would ride was refused, so the initialize was never posted;
    // as the Java SDK's refused GET (java-sdk/webflux-sse-get-refused). A throwable instead (a bad content type, a
    // reset) is the EventSource's own words, not these.
    id: 'langchain4j/sse-start-refused',
    said: 'failed',
    streamRefused: true,
    hint: 'The server returned:',
    re: /^(?:[\w.$]+(?:Exception|Error): )*(?:java\.lang\.)?RuntimeException: (?<error>The server returned:(?: [^\n]{0,200}?)?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['jamesward/javadoccentral#131'],
  },
  {
    // mcp-use (Python agent library, LangChain adapter) logs a failed tool call as a dict after "Structured error:":
    // the exception class, its details (for an error result, "Tool execution failed: <the result's content>"), and
    // the agent's tool name. The "Error parsing tool result: …" line before it restates the same failure: this
    // line alone is the request (mcp-use/mcp-use#289). The verdict reads the details.
    id: 'mcp-use/structured-tool-error',
    said: 'failed',
    hint: 'Structured error: {',
    re: /\bmcp_use\b[\w.]* - ERROR - Structured error: \{'error': '\w+', 'details': (?<q>['"])(?<error>.*?)\k<q>, 'isRetryable'.*?'tool': '(?<target>[^']+)'/,
    method: 'tools/call',
    seen: ['mcp-use/mcp-use#289'],
  },
  {
    // mcp-agent's aggregator giving up on a server whose connect failed: "Error loading server data: MCP Server:
    // '<name>': Failed to initialize with error: '<error>'. Check mcp_agent.config.yaml. Attempting to continue"
    // (HKUDS/DeepCode#105, #47; lastmile-ai/mcp-agent#82), the terminal wrapping it anywhere. The error is the
    // str() of what the session's connect raised, often only the anyio task group's summary; the session's own
    // line beside it says why (python-sdk/send-request-closed).
    id: 'mcp-agent/failed-to-initialize',
    said: 'failed',
    hint: 'Failed to initialize with error',
    re: /MCP Server:\s*'(?<server>[^']+)':\s*Failed to initialize with error:\s*'?(?<error>[^']*?)'?(?:\.\s*Check\b.*)?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['HKUDS/DeepCode#105', 'HKUDS/DeepCode#47', 'lastmile-ai/mcp-agent#82'],
  },
  {
    // mcp-agent's aggregator when a tool call raised: "Failed to call_tool '<tool>' on server '<server>': <error>", the
    // str() of the exception after the colon, often nothing (anyio's EndOfStream prints empty: lastmile-ai/mcp-agent#151,
    // the client session's own "send_request failed: EndOfStream() (EndOfStream)" line beside it says why). It names the
    // tools/call; the failure's kind is the session's line's.
    id: 'mcp-agent/failed-to-call-tool',
    said: 'failed',
    hint: 'Failed to call_tool ',
    re: /\bFailed to call_tool '(?<target>[^']+)' on server '(?<server>[^']+)':\s*(?<error>.*?)\s*$/,
    method: 'tools/call',
    seen: ['lastmile-ai/mcp-agent#151'],
  },
  {
    // CAMEL's MCPToolkit.connect() (camel/toolkits/mcp_toolkit.py) races its connect to every configured server against
    // its own timeout and logs this sentence when the deadline wins ("Connection timeout after 5s. One or more MCP
    // servers are not responding. Please check …": camel-ai/camel#3051, the deadline added for a connect that hung on
    // an unreachable server, #3022). The deadline wraps each server's whole connect, the initialize and the tools/list
    // after it, so the words alone do not prove which was unanswered; the thread's server never answered its
    // initialize, and the row names that. The toolkit stops waiting; nothing is cancelled on the wire. Which server did
    // not answer, the words do not say.
    id: 'camel/connection-timeout-servers-not-responding',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Connection timeout after ',
    re: /\bConnection timeout after (?<limit>\d+(?:\.\d+)?s)\. One or more MCP servers are not responding\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['camel-ai/camel#3051'],
  },
  {
    // claude.ai (web) and its connectors' broker: a remote connector's tool call the broker stopped waiting for comes
    // back to the model as a tool result `{"error": "The connector's server isn't responding. You can try again.",
    // "request_id": "req_…"}`; the same call retried seconds later succeeds (anthropics/claude-ai-mcp#628). The
    // broker's deadline: it gives up on the call, nothing says it cancels.
    id: 'claude-ai/connector-not-responding',
    said: 'timer-fired',
    timer: 'host',
    hint: "server isn't responding",
    re: /"error":\s*"(?<error>The connector's server isn't responding\.[^"]*)"/,
    method: 'tools/call',
    seen: ['anthropics/claude-ai-mcp#628'],
  },
  {
    // claude.ai's tool result for a remote connector's call that failed on its side of the broker: `{"error": "Error
    // occurred during tool execution", "request_id": "req_…"}`, while the server's own log shows the call answered
    // 200 (anthropics/claude-ai-mcp#154, #86). The words say only that it failed, not why (#154: the broker
    // rejects a 200 whose Content-Type is neither JSON nor SSE). Reporters also quote the message alone inside their
    // sentences ('fail with a generic "Error occurred during tool execution" message in Claude.ai':
    // modelcontextprotocol/modelcontextprotocol#2474): the exact words between quotes or backquotes are the same notice;
    // unquoted, the words are prose about it.
    id: 'claude-ai/error-during-tool-execution',
    said: 'failed',
    hint: 'Error occurred during tool execution',
    re: /(?<=["'\x60“‘])(?<error>Error occurred during tool execution)\.?(?=["'\x60”’])/,
    method: 'tools/call',
    seen: ['anthropics/claude-ai-mcp#154', 'anthropics/claude-ai-mcp#86', 'modelcontextprotocol/modelcontextprotocol#2474'],
  },
  {
    // claude.ai's (and Claude Desktop's, for a custom connector: both connect from Anthropic's cloud) notice when adding
    // or connecting a remote connector failed: "Couldn't reach the MCP server. You can check the server URL and verify
    // the server is running. If this persists, share this reference with support: "ofid_…"" — newer builds name the
    // connector: "Couldn't reach <name>. …". The connect's handshake failed; the words do not say why (a server
    // answering past the 10 s read deadline: anthropics/claude-ai-mcp#473; a missing client_secret_basic: #200; an SSE
    // route the server lacks: #117; Zomato/mcp-server-manifest#59).
    id: 'claude-ai/couldnt-reach-server',
    said: 'failed',
    hint: "Couldn't reach ",
    re: /(?<error>Couldn't reach (?:the MCP server|(?<server>[^.\n]{1,80}?))\. You can check the server URL and verify the server is running\.)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-ai-mcp#143', 'anthropics/claude-ai-mcp#117', 'anthropics/claude-ai-mcp#200', 'anthropics/claude-ai-mcp#1023', 'Zomato/mcp-server-manifest#59'],
  },
  {
    // … the same notice cut to its headline by the reporter, the reference id after it on the line (`Claude Error:
    // "Couldn't reach the MCP server" (Reference ID: ofid_…)`: anthropics/claude-ai-mcp#117). The `ofid_` reference is
    // claude.ai's own mark on its connect notices: with it the headline is the notice, not a sentence about a server;
    // without it (the words quoted in prose) it is none.
    id: 'claude-ai/couldnt-reach-server-headline',
    said: 'failed',
    hint: "Couldn't reach ",
    re: /(?<error>Couldn't reach (?:the MCP server|(?<server>[^.\n"'“”‘’()]{1,80}?)))(?:\.?["'”’]|\.|(?=\s*\())[^\n"'“”‘’]{0,40}?["'“”‘’]?\bofid_[0-9a-f]{8,}\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-ai-mcp#117'],
  },
  {
    // … or the headline quoted alone inside the reporter's sentence, its exact words between quotes or backquotes
    // (`claude.ai's custom connector returns "Couldn't reach the MCP server."`: anthropics/claude-ai-mcp#172), the
    // notice as claude-ai/error-during-tool-execution reads its own quoted words. The generic words only: a connector's
    // name in the headline is anybody's sentence once the notice's reference is gone. Unquoted, the words are prose.
    id: 'claude-ai/couldnt-reach-server-quoted',
    said: 'failed',
    hint: "Couldn't reach the MCP server",
    re: /(?<=["'\x60“‘])(?<error>Couldn't reach the MCP server)\.?(?=["'\x60”’])/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-ai-mcp#172'],
  },
  {
    // The same notice when the connector's OAuth did not end in a usable token: "Authorization with the MCP server failed.
    // You can check your credentials and permissions. If this persists, share this reference with support: "ofid_…""
    // (anthropics/claude-ai-mcp#415, #288, #978). The connect failed before any MCP request the server answered.
    id: 'claude-ai/authorization-failed',
    said: 'failed',
    hint: 'Authorization with the MCP server failed',
    re: /(?<error>Authorization with the MCP server failed)\./,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-ai-mcp#415', 'anthropics/claude-ai-mcp#288', 'anthropics/claude-ai-mcp#978'],
  },
  {
    // Microsoft Copilot Studio's error for a call through an MCP connector, a JSON object reporters paste pretty-printed
    // (read as one record: json-blocks.ts compactBlock): "reasonCode": "RequestFailure", "errorMessage": "Connector
    // request failed", the upstream status as .NET's HttpStatusCode name ("notFound"), "errorResponse", and the MCP
    // method it was sending, "mcpMethod": "initialize" (microsoft/work-iq#136). The status is the request's end
    // (classify/host-words.ts: a bare 404 to an initialize is a missing route, not a lost session).
    id: 'copilot-studio/connector-request-failed',
    said: 'http-status',
    hint: '"mcpMethod":"',
    re: /^\{(?=.*"errorMessage":"(?<error>[^"]{1,200})")(?=.*"HttpStatusCode":"(?<statusName>[A-Za-z]{2,40})")(?=.*"mcpMethod":"(?<method>[a-z]+(?:\/[a-zA-Z]+)*)")/,
    seen: ['microsoft/work-iq#136'],
  },
  {
    // Raycast's MCP error panel, copied as text: 'Reason: <error>', 'Domain: mcp', 'Time: <HH:MM:SS.mmm>', 'Underlying: '
    // and a tab-indented 'Domain: RaycastMCP.MCPClientError <n>'. Its client refusing the protocol version the server
    // answered the initialize with is 'Unsupported protocol version: unknown(protocolVersion: "<v>")' — the Swift enum's
    // case for a version it does not know (totocaster/arrowhead#12). The connect failed after the server answered
    // (reasons.ts CLIENT_REFUSED_VERSION_RE).
    id: 'raycast/unsupported-protocol-version',
    said: 'failed',
    hint: 'Unsupported protocol version: unknown(',
    re: /(?<error>Unsupported protocol version: unknown\(protocolVersion: "[^"\n]{1,40}"\))/,
    method: 'initialize',
    scope: 'connection',
    seen: ['totocaster/arrowhead#12'],
  },
  {
    // Trae's MCP panel in its Chinese UI (Trae CN, or Trae with the zh-CN locale) shows a stdio server whose process
    // went away as 客户端已关闭 — the localized "Client closed" status of the VS Code-fork family's MCP settings —
    // and reporters quote it after 显示 ("shows"), in full-width quotes or none: 'trae mcp 服务器显示 “客户端已关闭”'
    // (TencentEdgeOne/edgeone-makers-mcp#19), 'trae cn连接失败，显示客户端已关闭' (mastergo-design/mastergo-magic-mcp#73),
    // '到最后一步显示客户端已关闭' (Trae-AI/TRAE#1848). The status is the connect's end: the process closed before the
    // handshake finished (the maintainers' answers: fix the local launch, or use the remote endpoint instead). Only
    // after 显示: the words alone are any program's "client closed".
    id: 'trae/status-client-closed-zh',
    said: 'connection-closed',
    hint: '客户端已关闭',
    re: /显示\s*[“"「『]?\s*(?<error>客户端已关闭)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['TencentEdgeOne/edgeone-makers-mcp#19', 'mastergo-design/mastergo-magic-mcp#73', 'Trae-AI/TRAE#1848'],
  },
  {
    // Cursor's agent chat refusing a tool call whose name its tool table does not hold: Cursor names an MCP tool
    // `mcp_<server>_<tool>` for the model, and when that name no longer maps to a connected server's tool (Cursor
    // 0.47–0.48 rewriting names, March 2025) the chat shows `Tool mcp_<server>_<tool> not found` and no tools/call
    // leaves Cursor ("mcp sse server receive no tool call": cursor/cursor#2947; GLips/Figma-Context-MCP#71, fixed on
    // Cursor's side for every server). The prefixed name is Cursor's, not the server's, so the words are no server's
    // -32602 (whose tool name carries no `mcp_` prefix). A failed tools/call the host could not route, cause unknown
    // (as claude-code/no-such-tool reads Claude Code's). The name's server and tool parts cannot be split (both may hold
    // underscores): no target.
    id: 'cursor/chat-tool-not-found',
    said: 'failed',
    hint: 'Tool mcp_',
    re: /^(?:Error: )?Tool mcp_[\w.-]+ not found\s*$/,
    method: 'tools/call',
    seen: ['cursor/cursor#2947', 'GLips/Figma-Context-MCP#71'],
  },
  ...dartClientPhrases,
];

/** langchain4j's DefaultMcpClient methods → the requests they send (its stack frames name them). */
export const LANGCHAIN4J_CLIENT_METHODS: Readonly<Record<string, string>> = {
  initialize: 'initialize',
  listTools: 'tools/list',
  executeTool: 'tools/call',
  listResources: 'resources/list',
  listResourceTemplates: 'resources/templates/list',
  readResource: 'resources/read',
  listPrompts: 'prompts/list',
  getPrompt: 'prompts/get',
  checkHealth: 'ping',
};

/** Jan's start failure naming its whole server: read after the rows for the reason's own words. */
export const janStartFailedLine: HostPhrase = {
  // Jan's helpers' start failing (after jan/server-spawned): "Failed to start MCP server <name>: <the child's stderr,
  // or serve()'s error>", then "Failed to start MCP server <name> on first attempt: <that line>" (helpers.rs
  // start_mcp_server; janhq/jan#8314, #7038). Read here for the whole name, which may hold spaces, so the failure
  // meets the connect its spawn line began (the shared connect-failed row takes a name up to its first space). Read
  // just before that row (jsonrpc-in-text.ts PHRASES), after every row that reads the reason's own words
  // ("connection closed: …").
  id: 'jan/server-start-failed',
  said: 'failed',
  hint: 'Failed to start MCP server ',
  re: /^Failed to start MCP server (?<server>[^\s:][^:\n]*?)(?: on first attempt)?: (?<error>\S.*?)\s*$/,
  method: 'initialize',
  scope: 'connection',
  seen: ['janhq/jan#8314', 'janhq/jan#7038'],
};
