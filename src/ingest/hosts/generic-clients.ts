/**
 * Wording families that MCP clients without a reader of their own share (CLI agents, chat apps, agent
 * frameworks): read by the reader of last resort (formats/jsonrpc-in-text.ts), after the rows that name
 * one client (other-clients.ts) and before the SDKs' bare sentences, which say no method.
 *
 * A client wraps its SDK's error in words of its own, and those words say what it was doing: connecting
 * ("Failed to connect to MCP server: McpError: MCP error -32001: Request timed out") or calling a tool
 * ("Error calling tool zhi: MCP error -32001: …"). The SDK's sentence tells whose timer fired; the
 * wrapper's words tell which request it was. Rows here read both; the verdict reads the SDK's part
 * (diagnose/classify/host-words.ts: the TypeScript SDK's timer cancels, the Python SDK 1.x's does not).
 */
import { CONTAINER_RUN_FAILED, HOST_SPAWN_ADVICE, OS_SPAWN_FAILED, PY_RESULT_TYPES, SDK_NO_STRUCTURED_CONTENT, SDK_RESULT_NOT_STRUCTURED } from '../../protocol/reasons.js';
import type { HostPhrase } from './phrase.js';

/** The TypeScript SDK v1's request-timer error (McpError -32001; -2 before 1.6). */
// Copied by hand from a screenshot the spaces move ("MCP error-32001:Request timed out": CherryHQ/cherry-studio#9732;
// "MCP error - 32001": CherryHQ/cherry-studio#4592), or retyped without its colon ("MCP error -32000 connection
// closed": BrowserMCP/mcp#141): the same error.
// v2 (@modelcontextprotocol/client) names its error class instead of the code: `SdkError: Request timed out`
// (SdkErrorCode.RequestTimeout; shared sdk-behaviour notes 18, 19).
const TS_TIMEOUT = String.raw`(?:MCP error ?- ?(?:32001|2) ?:? ?|SdkError: )Request timed out`;
/**
 * The Python SDK 1.x's read-timeout error, with the limit it waited (a float, or an older timedelta); or
 * FastMCP's client, which says it without the request and the wait when the connect to the server timed out
 * ("McpError('Timed out while waiting for response.')": MoonshotAI/kimi-cli#2343). Neither sends a cancel.
 */
const PY_TIMEOUT = String.raw`Timed out while waiting for response(?: to \w+\. Waited (?:(?<limit>\d+(?:\.\d+)? seconds)|[\d:.]+ seconds)\.?|\.)`;
/**
 * An SDK's timer error as a reporter copies it into code marks: the TypeScript SDK's (its class or `Error:` before it, or
 * not) or the Python SDK 1.x's read timeout, a closing period inside the marks or not.
 */
const CODE_MARKED_SDK_TIMEOUT = String.raw`(?:(?:Mcp|Sdk)?Error:\s*|mcp\.shared\.exceptions\.McpError:\s*)?(?<error>${TS_TIMEOUT}|${PY_TIMEOUT})\.?`;

/**
 * A client naming the server whose error follows: "MCP server 'tools': McpError: …" (GitHub Copilot CLI's tool
 * result: Azure/azure-sdk-tools#14198, github/copilot-cli#4749). Optional wherever a row reads the error after a
 * label; the name is the session's.
 */
const SERVER_SAYS = String.raw`(?:MCP server ['"\x60](?<server>[^'"\x60\s]+)['"\x60]:\s*)?`;

/**
 * A failed tool call's marker line in a CLI agent's timeline, joined by the reader with the line under it: a
 * cross and the tool's name; in later GitHub Copilot CLI versions the server in parentheses and the call's
 * arguments after a middle dot ("✗ get_services (MCP: <server>) · serviceName: \"Workspace\"") and the line under
 * it opened by a tree branch ("└ MCP server '<server>': …": boshyxd/robloxstudio-mcp#103). Other agents mark every
 * tool call, failed or not, with their arguments in brackets or parentheses (OpenCode's TUI: "⚙ <server>_<tool>
 * [key=value]": serac-labs/serac#77): the rows using this marker need the error after it, which says it failed.
 */
const FAILED_MARKER = String.raw`^(?:[✗✘✖×✕]|⚙\uFE0F?)\s*(?<target>[^\s:\[(]+)(?:\s+\(MCP: [^)]*\))?(?:\s*[\[(][^\])]*[\])])?(?:\s+·\s.*?)?:\s*(?:[└├╰]\s*)?`;

/**
 * The TypeScript SDK's close (McpError -32000; -1 before 1.6, as the timer's was -2: "Error: MCP error -1: Connection
 * closed" in 5ire, nanbingxyz/5ire#116), its spaces as typed from a screenshot too ("MCP error-32000: …":
 * yuyuanweb/mcp-mianshiya-server#11).
 */
// v2: `SdkError: Connection closed` (SdkErrorCode.ConnectionClosed).
// Its last letter may be lost as a notification is copied ("MCP error -32000: Connection close": VikashLoomba/copilot-mcp#3).
const TS_CLOSED = String.raw`(?:MCP error ?- ?(?:32000|1) ?:? ?|SdkError: )Connection closed?\b`;
/** StreamJsonRpc's (.NET) error for a request in flight when its connection closed, with or without its message. */
const CONNECTION_LOST = String.raw`(?:StreamJsonRpc\.)?ConnectionLostException\b(?::\s*The JSON-RPC connection with the remote party was lost before the request could complete\.?)?`;
/**
 * anyio's memory-stream errors when the Python SDK session's streams were already closed or broken as a request
 * was written: the transport had gone ("MCP call failed: ClosedResourceError: ", NousResearch/hermes-agent#19417;
 * "Error: ClosedResourceError()", langchain-ai/langchain-mcp-adapters#78). Their message is empty: the class
 * ends the line.
 */
const PY_STREAM_CLOSED = String.raw`(?:anyio\.)?(?:ClosedResourceError|BrokenResourceError)(?:\(\))?(?=\s*:?\s*$)`;
/**
 * The same in the Chinese, Japanese and Korean a client localised for them prints around the SDK's English
 * error: connecting or starting or initialising "failed" (DeepChat: "连接到MCP服务器 x 失败: McpError: MCP error
 * -32001: …", ThinkInAIXYZ/deepchat#315; "启动MCP服务器 x 失败: McpError: MCP error -32000: Connection closed",
 * ThinkInAIXYZ/deepchat#274), "could not connect" (无法连接), 接続に失敗 / 起動に失敗, 연결 실패. No \b: CJK has no
 * word boundaries; the server's name may sit between the verb and 失败 on the same clause.
 */
const CJK_CONNECT = String.raw`(?:连接|連接|连线|連線|启动|啟動|初始化|激活|接続|起動|初期化|연결|시작|초기화)[^:：\n]{0,120}?(?:失败|失敗|に失敗|できません|에?\s?실패)|(?:无法|無法)(?:连接|連接|启动|啟動)|연결할 수 없`;

/**
 * Words of a client starting or connecting to a server; "attach to" is Claude Desktop's 2024 word for it in its
 * console ("Could not attach to MCP server sqlite: eE: MCP error -2: Request timed out":
 * modelcontextprotocol/servers#79). The server's name when the words give it right after ("… to MCP server
 * <name>"): each server's connect is its own session.
 */
// The server's name follows as "to MCP server <name>", as the object of the verb ("Error initializing MCP server
// <name>: FetchError": GitHub Copilot's language server in Eclipse, microsoft/copilot-for-eclipse#352), or as the
// client's own ("Failed to start MCP client for server '<name>'": Visual Studio's Copilot, github/github-mcp-server#2341),
// The noun first: "MCP initialize failed for stdio transport: … context deadline exceeded" (a Go proxy's per-server
// log, smart-mcp-proxy/mcpproxy-go#396), "initialization failed". Not "initialize error:", a scanner's step line
// that another row reads as the step it reports (jsonrpc-in-text.ts).
// A name in single quotes may hold spaces: mcpo's own server label ("Failed to connect to MCP server 'MCP OpenAPI Proxy':
// ExceptionGroup: …": berlinbra/news-api-mcp#3), an app's display name.
// Google ADK's MCPSessionManager.create_session, which opens the transport and runs the handshake, wraps whatever ended
// it as "ConnectionError: Failed to create MCP session: <reason>" (google/adk-python mcp_session_manager.py; the
// reason a refused connect, the SDK's read timeout on the initialize: kagent-dev/kagent#1272): the session's creation
// is the connect, so the reason is the initialize's. Only with the colon after it: the words alone name nothing.
// Or with the transport in place of "MCP" ("Failed to connect to stdio server \"<name>\": MCP error -32001: …": a
// browser extension's proxy, srbhptl39/MCP-SuperAssistant#56), or "server" alone when the name is quoted.
// LM Studio's MCP bridge, the worker that connects each mcp.json server, fails only while connecting: "Error in LM Studio
// MCP bridge process: <the SDK's error>" (ee0pdt/Godot-MCP#24, varunneal/spotify-mcp#39; an SSE server that answered
// its GET with an error status: "… [Error]: SSE error: Non-200 status code (500)"). (0.4's "[MCPBridge/unexpected]
// Bridge process failed: <error>" is read by generic/process-spawn-failed and the SDK's own rows: mrkrsl/web-search-mcp#42.)
const CONNECT_CTX = String.raw`(?:\b(?:fail(?:ed|ure)? to (?:connect|initiali[sz]e|init|start|activate|attach(?= to\b)|create (?:an? )?MCP session(?=:))|failed in (?:connecting|initiali[sz]ing|starting)|error (?:connecting|initiali[sz]ing|starting|activating|attaching(?= to\b))|errored (?:while |when )?(?:connecting|initiali[sz]ing|starting)|client connect error|(?:could(?:n't| not)|unable to) (?:connect|start|initiali[sz]e|attach(?= to\b))|connection (?:failed|error)|(?:MCP )?initiali[sz](?:e|ation) failed|(?:MCP )?initiali[sz]e (?:JSON-RPC )?(?:call|request) failed|error in (?:[\w ]{1,40} )?MCP bridge process)\b(?: (?:to (?:the )?|the )?(?:MCP |(?:stdio|SSE|HTTP|streamable[- ]?HTTP|remote|local) (?:MCP )?|(?=server ['"\x60]))server (?:'(?<serverQuoted>[A-Za-z0-9_][^'\n]{0,60}?)'(?=[\s:,]|\.{3}|$)|(?!at https?:\/\/)['"\x60]?(?<server>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?(?=[\s:,]|\.{3}|$))| (?:the )?(?:MCP )?client for (?:the )?(?:MCP )?(?:server|backend) ['"\x60]?(?<serverClient>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?(?=[\s:,]|\.{3}|$))?|${CJK_CONNECT})`;
/**
 * Words of a client not written in Node starting a server's process: mcp-go's "failed to create mcp stdio client" /
 * "failed to start command" (Exafunction/codeium#213), a Rust CLI's "<server> has failed to load" (kiro-cli,
 * kirodotdev/Kiro#3956) or "MCP client for `x` failed to start" / "MCP startup failed" (just-every/code#302).
 */
const NATIVE_START_CTX = String.raw`\bfailed to (?:create|start) (?:the )?(?:mcp |MCP )?(?:stdio |sse |SSE |streamable[- ]?http )?client\b|\bfailed to start command\b|\bhas failed to load\b|\bMCP client for .{1,80}? failed to start\b|\bMCP startup failed\b|\b[Ff]ailed to initiate (?:the )?MCP server\b`;

/** A connect's words, then the container runtime's error (reasons.ts CONTAINER_RUN_FAILED) to the line's end. */
const CONTAINER_CONNECT_RE = new RegExp(String.raw`(?:${CONNECT_CTX}|${NATIVE_START_CTX}).*?(?<error>(?:(?:docker|podman)(?:\.exe)?: )?(?:${CONTAINER_RUN_FAILED}).*?)\s*$`, 'i');

/**
 * A tool call in the words of a client localised for Chinese, Japanese or Korean: 调用工具 / 工具调用 (call a tool),
 * 执行工具, ツール呼び出し / ツールの実行, 도구 호출 / 도구 실행 — the SDK's error after them as in English.
 */
/** Kana, CJK ideographs and Hangul syllables: the letters of a tool's name in Chinese, Japanese or Korean (a character class's body). */
const CJK_LETTERS = String.raw`\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af`;
const CJK_TOOL = String.raw`(?:调用|調用|执行|執行)(?:MCP)?\s?工具|工具(?:调用|調用|执行|執行)|ツール(?:の)?(?:呼び出し|実行)|ツールを(?:呼び出|実行)|도구\s?(?:호출|실행)`;

/**
 * Words of a client calling a tool: a verb and "tool" (or "action", an agent's word for a tool call),
 * the tool's name after it when the words give one; or "tool call" / "call-tool" as one word; or an
 * eval harness's "Tool Error:" (promptfoo/promptfoo#6381). The plural names no tool: a reporter's step "Run Tools"
 * (the Inspector's tools tab, xpzouying/xiaohongshu-mcp#120). The CJK words name the tool after them the same way
 * ("在 gaode-maps 上调用工具 gaode_maps_xzcli_maps_text_search 失败：MCP error -32001: …":
 * a Node proxy's log in Chinese, shenjingnan/xiaozhi-client#127), so both read the name through one group.
 * A framework's word for how it runs the tool may stand before "tool" ("Error executing async tool 'x': MCP call timed
 * out after 12.0 seconds": CAMEL's toolkit wrapper over its MCP client, camel-ai/camel#2890; "remote tool", "external
 * tool"): the name after it is still the called tool's.
 */
const TOOL_VERB = String.raw`\b(?:call(?:ing)?|invok(?:e|ing)|execut(?:e|ing)|run(?:ning)?)\s+(?:an?\s+|the\s+)?(?:(?:async|sync|remote|external)\s+)?(?:MCP\s+)?`;
const TOOL_CTX = String.raw`(?:(?:${TOOL_VERB}(?:tool|action)\b\s+|(?:${CJK_TOOL})\s*)['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?(?=[\s:,：，])|${TOOL_VERB}(?:(?:tool|action)s\b|(?:tool|action)\b)|\btool[ _-]?call\b|\bcall[-_:]tool\b|\btool error\b|\bMCP call\b|${CJK_TOOL})`;

/**
 * Words of a client listing a server's tools: LobeChat's "Listed tools error:" (lobehub/lobehub#12499), Cherry
 * Studio's IPC channel 'mcp:list-tools' ("Error invoking remote method 'mcp:list-tools': McpError: MCP error
 * -32001: Request timed out": CherryHQ/cherry-studio#4070, #4151), "fetching tools", "getTools", "tools/list".
 */
const LIST_CTX = String.raw`(?:\blist(?:ed|ing)?[ _:-]?tools\b|\b(?:fetch|get|load|refresh)(?:ing)?[ _-]?tools\b|\btools/list\b)`;
/**
 * A Go client's error as Go's own packages word it: net/http's url.Error, `<Op> "<URL>": <cause>`, a context's
 * deadline or cancel, a dial/read/write failure, EOF, a TLS or certificate error.
 */
const GO_ERROR = String.raw`(?:(?:Post|Get|Delete|Put|Patch|Head) "[^"\s]+"|context (?:deadline|canceled)|(?:dial|read|write) (?:tcp|unix)|net/http: |unexpected EOF|EOF$|(?:tls|x509): )`;
/** The MCP requests a client names by their method when it reports each step of a session. */
// 2026-07-28 adds the discovery probe a client sends first and the subscription stream (protocol/methods.ts).
const METHOD = String.raw`initialize|ping|tools/(?:list|call)|resources/(?:list|read|templates/list)|prompts/(?:list|get)|completion/complete|server/discover|subscriptions/listen`;
/** A duration as a client writes its own deadline: "10s", "60000ms", "30 seconds", "2 min". */
const LIMIT = String.raw`(?<limit>\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?))\b`;

/**
 * A client's listing of a server's other offerings (resources, resource templates, prompts) failed, in its own words
 * with the SDK's error after them: Continue's "Error loading resources for MCP Server <name>: MCP error -32601: Method
 * not found" and "Error loading resource templates for MCP Server <name>: …" (its MCPConnection pushes one such line per
 * listing that threw, the server's display name, spaces and all, before the colon: zcaceres/fetch-mcp#26), the same for
 * prompts; other clients' "failed to list prompts", "error fetching resources from server x". The noun names the
 * request; the error names whose words they are: the server's own JSON-RPC error (a code other than the SDK's -32000
 * close and -32001 timer: the server answered), or the TypeScript SDK's timer. The tools listing has its rows above.
 */
const OFFERING_LIST_VERB = String.raw`\b(?:error|fail(?:ed|ure)?(?: to)?|could(?:n't| not)|unable to)\s+(?:load(?:ing)?|list(?:ing)?|fetch(?:ing)?|get(?:ting)?|refresh(?:ing)?|retriev(?:e|ing))\s+(?:the\s+)?(?:MCP\s+)?`;
const OFFERING_LIST_SERVER = String.raw`(?:\s+(?:for|from|of|on)\s+(?:the\s+)?(?:MCP\s+)?server\s+['"\x60]?(?<server>[A-Za-z0-9_][^:'"\x60\n]{0,79}?)['"\x60]?(?=\s*:))?`;
const OFFERING_LISTS: ReadonlyArray<readonly [string, string, string]> = [
  ['resource-templates', String.raw`resource[ _-]?templates`, 'resources/templates/list'],
  ['resources', String.raw`resources`, 'resources/list'],
  ['prompts', String.raw`prompts`, 'prompts/list'],
];
function offeringListRows(): HostPhrase[] {
  return OFFERING_LISTS.flatMap(([slug, noun, method]): HostPhrase[] => [
    {
      id: `generic/list-${slug}-server-error`,
      said: 'failed',
      hint: 'MCP error',
      re: new RegExp(String.raw`${OFFERING_LIST_VERB}${noun}\b${OFFERING_LIST_SERVER}.*?(?<error>MCP error ?- ?(?!3200[01]\b)3\d{4} ?:.*?)\s*$`, 'i'),
      method,
      seen: ['zcaceres/fetch-mcp#26'],
    },
    {
      id: `generic/list-${slug}-sdk-timeout`,
      said: 'timer-fired',
      timer: 'sdk',
      hint: 'equest timed out',
      re: new RegExp(String.raw`${OFFERING_LIST_VERB}${noun}\b${OFFERING_LIST_SERVER}.*?(?<error>${TS_TIMEOUT})`, 'i'),
      method,
      seen: ['zcaceres/fetch-mcp#26'],
    },
  ]);
}

/**
 * The openings of a Go MCP client's own error for a call (the Go SDK's and mcp-go's transport and context errors), as a
 * cascade step quotes it: what is not one of them in that place is the server's error result (the cascade rows below).
 */
const CASCADE_CLIENT_ERROR = String.raw`(?:connection closed\b|calling \\?"|transport error:|client is closing\b|context (?:deadline exceeded|canceled)\b|failed to (?:connect|send request)\b|request failed\b|EOF$|[\w ]*session not found\b)`;

/** `ListTools` → `list-tools`, for the rows' ids. */
function kebab(type: string): string {
  return type.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();
}

/**
 * The Python SDK's ClientSession validates every answer with the request's own result type (`send_request`:
 * `result_type.model_validate(...)`), and pydantic's error names the type: "1 validation error for ListToolsResult" then
 * the field and what arrived ("tools / Field required [type=missing, input_value={}, input_type=dict]"). An app prints it
 * as its reason for a failed connect or call (OpenHands' "Error connecting to <url>: 1 validation error for
 * ListToolsResult", its sandbox's SSE endpoint answering tools/list with an empty object: OpenHands/OpenHands#8285,
 * #8514). The type names the request whose answer was refused, so a connect's words name the request that failed in
 * it (the initialize had been answered). The verdict reads the words (reasons.ts PY_RESULT_REFUSED_RE, over the same
 * PY_RESULT_TYPES).
 */
const PY_RESULT_REFUSED_ROWS: readonly HostPhrase[] = PY_RESULT_TYPES.flatMap(([type, method]) => [
  {
    // Said as a failed connect to a server the words name by URL: the connect's failure, and the caller that made the
    // connect often logs it again in its own words at the same instant (OpenHands' client.py "Error connecting to <url>:
    // …", then utils.py "Failed to connect to url='<url>' api_key='******': …"): one failure of one connection.
    id: `generic/py-result-refused-on-connect-${kebab(type)}`,
    said: 'failed' as const,
    scope: 'connection' as const,
    hint: `for ${type}Result`,
    // The reader may join pydantic's next line, the field's path, onto the line (`… for ListToolsResult tools`).
    re: new RegExp(String.raw`\b(?:[Ee]rror connecting|[Ff]ailed to connect|[Cc]onnection (?:to \S+ )?failed)\b[^\n]*?\b(?:to |url=['"]?)(?<server>https?://[^\s'",]*[^\s'",:])[^\n]*?[\s:(](?<error>\d+ validation errors? for ${type}Result\b[^\n]*?)\s*$`),
    method,
    seen: ['OpenHands/OpenHands#8285', 'OpenHands/OpenHands#8514'],
  },
  {
    id: `generic/py-result-refused-${kebab(type)}`,
    said: 'failed' as const,
    hint: `for ${type}Result`,
    re: new RegExp(String.raw`(?:^|[\s:(])(?<error>\d+ validation errors? for ${type}Result\b[^\n]*?)\s*$`),
    method,
    seen: ['OpenHands/OpenHands#8285'],
  },
]);

/**
 * Hermes Agent's logger naming a server (tools/mcp_tool.py, tools/mcp_tool_server_run.py: `"MCP server '%s' …"`), the
 * name in whatever quotes a reporter's copy kept: the opening of its connection-lifecycle rows below. Group `server`.
 * The name is its config.yaml key, which may hold spaces ('Google Workspace': NousResearch/hermes-agent#105190); a space
 * only between the name's words, never at its ends.
 */
const HERMES_AGENT_SERVER = String.raw`\bMCP server ['"\x60](?<server>[A-Za-z0-9_](?:[\w.@/-]| (?=[\w.@/-])){0,80}?)['"\x60]`;

export const genericClientPhrases: readonly HostPhrase[] = [
  {
    // A dual-era server's refusal of a legacy initialize on a connection its 2026-07-28 discovery answer already put on
    // the modern protocol (-32022, "connection is serving the 2026-07-28 protocol; the initialize handshake is not
    // accepted"), as the client that sent it prints it: a client that probed with server/discover and then fell back
    // anyway (Copilot CLI's 'failed to initialize MCP client: JSON-RPC error: -32022: …': awslabs/mcp#4564, the CLI's
    // bug github/copilot-cli#4525; the Copilot App's 'JSON-RPC error: -32022: …' over its data: github/app#3582). The
    // words name the initialize; the refusal is the server's.
    id: 'generic/initialize-handshake-not-accepted',
    said: 'failed',
    hint: 'initialize handshake is not accepted',
    re: /^(?:.*?\bfailed to initiali[sz]e MCP client:\s*)?(?<error>\S.*?\binitialize handshake is not accepted\b.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['awslabs/mcp#4564', 'github/app#3582'],
  },
  {
    // A client's request trace, one exchange a line: an arrow out with the HTTP verb and the method (the initialize's
    // version in parentheses), an arrow back with the status and what the answer said: '→ POST  initialize
    // (2025-11-25)  ← 400  -32022 Unsupported protocol version' (MCPJam/inspector#3543). An error status, or a 2xx
    // carrying a JSON-RPC error code, is the request refused with those words.
    id: 'generic/arrow-trace-refused',
    said: 'failed',
    hint: '←',
    re: new RegExp(String.raw`^→\s+(?:(?:POST|GET)\s+)?(?<method>${METHOD})(?:\s+\([^)]{0,40}\))?\s+←\s+(?:(?<status>[45]\d\d)|2\d\d(?=\s+-3\d{4}\b))\s*(?<error>\S.*?)?\s*$`),
    seen: ['MCPJam/inspector#3543'],
  },
  {
    // The same trace's answered exchange: '→ POST  server/discover  ← 200  supportedVersions:["2026-07-28"]'.
    id: 'generic/arrow-trace-answered',
    said: 'completed',
    hint: '←',
    re: new RegExp(String.raw`^→\s+(?:(?:POST|GET)\s+)?(?<method>${METHOD})(?:\s+\([^)]{0,40}\))?\s+←\s+2\d\d\b`),
    seen: ['MCPJam/inspector#3543'],
  },
  {
    // A tool call's line in a CLI agent's timeline (a mark, the tool's name, its arguments in brackets or
    // parentheses as the agent shows them), the SDK's error on the line under it; the reader joins the two.
    // The mark is a failure's cross (GitHub Copilot CLI: github/copilot-cli#172; later versions name the
    // server before the error, "✗ build_package" over "MCP server 'tools': McpError: MCP error -32001:
    // Request timed out": Azure/azure-sdk-tools#14198; TheArchitectit/agent-guardrails-template#3) or the agent's mark for any tool call (OpenCode's
    // TUI: "⚙ <server>_<tool> [key=value]" over "McpError: MCP error -32001: Request timed out":
    // serac-labs/serac#77). The SDK's error under it says the call failed, whatever the mark.
    id: 'generic/failed-tool-marker-sdk-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'equest timed out',
    re: new RegExp(String.raw`${FAILED_MARKER}${SERVER_SAYS}(?:\w*Error:\s*)?(?<error>${TS_TIMEOUT})`),
    method: 'tools/call',
    seen: ['github/copilot-cli#172', 'Azure/azure-sdk-tools#14198', 'TheArchitectit/agent-guardrails-template#3', 'serac-labs/serac#77'],
  },
  {
    // The same marker line over the call's result when it is an error result (isError), the tool named
    // `<server>__<tool>` as mcphost-derived agents name it, an "Error" heading between ("× Tracker__ticket_get
    // (ticket_key=…)", "│ ◇ Error", "│ {…,"content":[{"type":"text","text":"Tool 'ticket_get' does not support
    // task-augmented execution"}],"isError":true}": mark3labs/kit#72). The server answered the call with a failure.
    id: 'generic/failed-tool-marker-result-is-error',
    said: 'failed',
    serverAnswer: true,
    hint: '"isError"',
    re: /^[✗✘✖×✕]\s*(?:(?<server>[A-Za-z][\w-]*?)__)?(?<target>[^\s:\[(]+)(?:\s*[\[(][^\])]*[\])])?:\s*(?:[│┃|]?\s*[◇◆●•○]?\s*(?:Error|Failed|Failure)\s*:?\s*)?[│┃|└├╰]?\s*\{(?=.*"isError"\s*:\s*true)(?=.*"content"\s*:\s*\[).*?"text"\s*:\s*"(?<error>(?:[^"\\]|\\.)*)"/,
    method: 'tools/call',
    seen: ['mark3labs/kit#72'],
  },
  {
    // The same marker line over any other error the client names the server for: the server's own JSON-RPC error
    // ("✗ get_place_info (MCP: <server>)" over "└ MCP server '<server>': McpError: MCP error -32603: MCP error
    // -32603: Tool execution failed: …", boshyxd/robloxstudio-mcp#103). The verdict reads the error's code and words.
    id: 'generic/failed-tool-marker-server-says',
    said: 'failed',
    hint: 'MCP server ',
    re: new RegExp(String.raw`${FAILED_MARKER}MCP server ['"\x60](?<server>[^'"\x60\s]+)['"\x60]:\s*(?:\w*Error:\s*)?(?<error>\S.*?)\s*$`),
    method: 'tools/call',
    seen: ['boshyxd/robloxstudio-mcp#103'],
  },
  {
    // The same marker line over the TypeScript SDK client transport's refusal of the POST that carried the call, the
    // status and the server's body after it (OpenCode's "⚙ <server>_<tool>" over 'Error: Error POSTing to endpoint (HTTP
    // 400): "Session ID not found."': a legacy HTTP+SSE server on the .NET SDK, whose message endpoint refuses a session
    // whose GET /sse stream has ended, WillEhrendreich/SageFs#25). The call's own POST was refused; the verdict reads the
    // status and the body.
    id: 'generic/failed-tool-marker-post-status',
    said: 'http-status',
    hint: 'Error POSTing to endpoint (HTTP ',
    re: new RegExp(String.raw`${FAILED_MARKER}(?:\w*Error:\s*)?(?<error>Error POSTing to endpoint \(HTTP (?<status>\d{3})\):?[^\n]*?)\s*$`),
    method: 'tools/call',
    sending: true,
    bodyId: true,
    seen: ['WillEhrendreich/SageFs#25'],
  },
  {
    // A client's connect failed on the TypeScript SDK's request timer: the handshake's initialize
    // (KelvinQiu802/llm-mcp-rag#3: "Failed to connect to MCP server:  McpError: MCP error -32001: Request
    // timed out"; n8n's node: nerding-io/n8n-nodes-mcp#42). That SDK cancels even the initialize.
    id: 'generic/connect-sdk-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'equest timed out',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>${TS_TIMEOUT})`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['KelvinQiu802/llm-mcp-rag#3', 'nerding-io/n8n-nodes-mcp#42', 'modelcontextprotocol/servers#79'],
  },
  {
    // A client's own wait for a transport session to come up before it can use the server: Langflow's MCP
    // component ("Timeout waiting for SSE session to initialize for context default_sse_…", restated as
    // "Configuration error for server <name>: Timeout waiting for SSE session to initialize":
    // langflow-ai/langflow#9345; the stdio wait "Timeout waiting for STDIO session", langflow-ai/langflow#14936).
    // The wait is the client's deadline around the connect (the handshake never finished); nothing sends a cancel.
    id: 'generic/session-initialize-wait',
    said: 'timer-fired',
    timer: 'host',
    hint: 'waiting for',
    re: /(?:\bfor server (?<server>[^\s:]+): )?(?<error>\bTimeout waiting for (?:an? |the )?(?:[\w-]+ ){0,2}session(?: to (?:initiali[sz]e|be ready|start))?)/i,
    method: 'initialize',
    scope: 'connection',
    seen: ['langflow-ai/langflow#9345', 'langflow-ai/langflow#14936'],
  },
  {
    // A client's tool call ended on the TypeScript SDK's request timer ("Error calling tool zhi: MCP error
    // -32001: Request timed out": mcp-router/mcp-router#57; "Failed to call tool codedmcp: Error: MCP error
    // -32001: …": ezyang/codemcp#51; "Error executing MCP tool:" on the line before: johnhuang316/code-index-mcp#30).
    id: 'generic/tool-sdk-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'equest timed out',
    re: new RegExp(String.raw`${TOOL_CTX}.*?(?<error>${TS_TIMEOUT})`, 'i'),
    method: 'tools/call',
    seen: ['mcp-router/mcp-router#57', 'ezyang/codemcp#51', 'johnhuang316/code-index-mcp#30', 'shenjingnan/xiaozhi-client#127'],
  },
  {
    // A client's connect ended with the TypeScript SDK's close: the server process or stream went away
    // before the initialize answer ("Failed to retrieve Manifest: Failed to initialize MCP client: MCP
    // error -32000: Connection closed": lobehub/lobehub#7646; "Failed to connect client for server":
    // DappierAI/dappier-mcp#10).
    id: 'generic/connect-closed',
    said: 'connection-closed',
    hint: 'onnection closed',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>${TS_CLOSED})`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['lobehub/lobehub#7646', 'DappierAI/dappier-mcp#10'],
  },
  {
    // A client's connect ended with the TypeScript SDK client refusing the protocol version the server answered its
    // initialize with (Client.connect: "Server's protocol version is not supported: <v>"), printed inside the client's
    // own connect sentence: LM Studio's "Error in LM Studio MCP bridge process: Error: Server's protocol version is not
    // supported: 2025-11-25" (an SDK older than the server's version: lmstudio-ai/lmstudio-bug-tracker#1700). The server
    // answered; the verdict reads the refusal as the client's (reasons.ts CLIENT_REFUSED_VERSION_RE).
    id: 'generic/connect-version-refused',
    said: 'failed',
    hint: 'protocol version is not supported',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>(?:Error: )?Server's protocol version is not supported: [^\s,;]{1,40})`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['lmstudio-ai/lmstudio-bug-tracker#1700'],
  },
  {
    // A Rust client's connect whose initialize could not be sent: reqwest's error for a request that failed before any
    // answer ("error sending request for url (<url>)": the connect refused or reset, TLS, DNS), which the Rust SDK's
    // HTTP worker wraps as "Client error: …". GitHub Copilot's desktop app prints it under "failed to initialize MCP
    // client" (github/app#2656: Windows' connection reset 10054 in the log beside it); Codex on one line
    // ("MCP client for `x` failed to start: MCP startup failed: handshaking with MCP server failed: Send message error
    // Transport [rmcp::…] error: Client error: error sending request for url (…), when send initialize request":
    // Dicklesworthstone/mcp_agent_mail#94). The initialize's own exchange failed.
    id: 'generic/connect-request-not-sent',
    said: 'failed',
    hint: 'error sending request for url',
    re: new RegExp(String.raw`(?:${CONNECT_CTX}|\bhandshak(?:e|ing)\b[^:]{0,40}\bfailed\b).*?(?<error>(?:Client error: )?error sending request for url \([^)\s]{1,300}\)(?:, when send initiali[sz]e request)?)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['github/app#2656', 'Dicklesworthstone/mcp_agent_mail#94'],
  },
  {
    // A client's connect that failed because the server's process could not be spawned: Node's spawn errors
    // (reasons.ts SPAWN_FAILED_RE) under a client's connect words — GitHub Copilot for JetBrains' "[CopilotMCP]
    // Connection failed: TypeError: The "file" argument must be of type string. Received undefined" and "Error
    // initializing MCP server <name>: …" for a server configured without a command (microsoft/copilot-intellij-feedback#312).
    // No process ran: no initialize was written, and the timeline starts no request for it.
    id: 'generic/connect-spawn-failed',
    said: 'failed',
    hint: 'spawn ',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>(?:Error: )?\bspawn (?:\S+ )*?(?:E(?:NOENT|ACCES|PERM|NOTDIR|ISDIR|INVAL|NOEXEC)\b|Unknown system error -?\d+))`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['microsoft/copilot-intellij-feedback#312'],
  },
  {
    // The same spawn failure as a host words it for its user: Continue turns Node's spawn ENOENT into advice,
    // 'Failed to connect to "<name>"' over 'Error: command "uvx" not found. To use this MCP server, install the uvx CLI.'
    // (its MCPConnection; continuedev/continue#4874, retyped there without spaces). No process ran (reasons.ts
    // HOST_SPAWN_ADVICE in SPAWN_FAILED_RE): no initialize was written.
    id: 'generic/connect-spawn-advice',
    said: 'failed',
    hint: 'nstall',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>(?:Error: )?${HOST_SPAWN_ADVICE}.*?)\s*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['continuedev/continue#4874'],
  },
  {
    // The same in the words of clients not written in Node (reasons.ts OS_SPAWN_FAILED), under their connect words or a
    // Go client's "failed to create mcp stdio client: failed to start command: …" (mcp-go's stdio transport, in Windsurf
    // for JetBrains: `exec: "npx": executable file not found in $PATH`, Exafunction/codeium#213), a Rust client's "has
    // failed to load" / "failed to start" with io::Error's "No such file or directory (os error 2)" (kiro-cli:
    // kirodotdev/Kiro#3956; Codex-derived CLIs: just-every/code#302). No process ran: no request.
    id: 'generic/connect-spawn-failed-os-error',
    said: 'failed',
    hint: ' (os error ',
    re: new RegExp(String.raw`(?:${CONNECT_CTX}|${NATIVE_START_CTX}).*?(?<error>${OS_SPAWN_FAILED})`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['kirodotdev/Kiro#3956', 'just-every/code#302'],
  },
  {
    // … and on Windows, in the code Python or Java prints with the system's message in the user's language
    // (reasons.ts OS_SPAWN_FAILED): Qwen-Agent's MCP manager "Failed in connecting to MCP server: [WinError 2] 系统找不到
    // 指定的文件。" (QwenLM/Qwen-Agent#630), the Agents SDK's "Error initializing MCP server: [WinError 2] …"
    // (openai/openai-agents-python#363), mcp-use's "Failed to connect to MCP implementation: [WinError 2] The system cannot
    // find the file specified" (mcp-use/mcp-use#48). No process ran: no request.
    id: 'generic/connect-spawn-failed-winerror',
    said: 'failed',
    hint: '[WinError ',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\[WinError (?:2|3|193)\].*?)\s*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['QwenLM/Qwen-Agent#630', 'openai/openai-agents-python#363', 'mcp-use/mcp-use#48'],
  },
  {
    // A client's connect whose server was a container the runtime could not run (reasons.ts CONTAINER_RUN_FAILED): the
    // `docker run -i …` / `docker mcp gateway run` it spawned printed the runtime's error and exited, and the client
    // relays it as the connect's failure (cagent: "failed to get tools: failed to start toolset: failed to initialize MCP
    // Client: Docker Desktop is not running.", docker/docker-agent#127). The CLI ran and took the initialize: it went
    // with the process (diagnose/classify/host-words.ts), unlike a spawn that never ran.
    id: 'generic/connect-container-runtime-failed',
    said: 'failed',
    hint: 'ocker',
    re: CONTAINER_CONNECT_RE,
    method: 'initialize',
    scope: 'connection',
    seen: ['docker/docker-agent#127'],
  },
  {
    // … Podman's (podman-container-tools/podman#24905: "Cannot connect to Podman. Please verify your connection …").
    id: 'generic/connect-container-runtime-failed-podman',
    said: 'failed',
    hint: 'Podman',
    re: CONTAINER_CONNECT_RE,
    method: 'initialize',
    scope: 'connection',
    seen: ['podman-container-tools/podman#24905'],
  },
  {
    // A client's own deadline on connecting to a server, in the words many clients share: "Timeout connecting to server
    // <id>" (a Python benchmark harness starting many stdio servers, each connect raced against its timeout:
    // icip-cas/LiveMCPBench#2), "Timed out connecting to MCP server '<name>'" with "after <limit>" in some. The client stops
    // waiting and drops the connection, no cancel for an initialize (docs/causes.md): abandoned. A name must follow
    // (the bare phrase is any network client's).
    id: 'generic/timed-out-connecting-to-server',
    said: 'timer-fired',
    timer: 'host',
    hint: ' connecting to ',
    re: /\b(?:Timeout|Timed out|Time out) (?:while )?connecting to (?:the )?(?:MCP )?server:? ['"\x60]?(?<server>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?(?: after (?<limit>\d+(?:\.\d+)?(?:ms|s)))?(?=[\s:,.]|$)/i,
    method: 'initialize',
    scope: 'connection',
    seen: ['icip-cas/LiveMCPBench#2'],
  },
  {
    // … Go's exec.LookPath error for the command (`exec: "npx": executable file not found in $PATH`, %PATH% on Windows).
    id: 'generic/connect-spawn-failed-lookpath',
    said: 'failed',
    hint: 'executable file not found in ',
    re: new RegExp(String.raw`(?:${CONNECT_CTX}|${NATIVE_START_CTX}).*?(?<error>(?:exec: ["'][^"']+["']: )?executable file not found in [$%]PATH%?)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['Exafunction/codeium#213'],
  },
  {
    // … and Rust's own message for a Command::spawn whose program is not on the PATH (io::ErrorKind::NotFound on
    // Windows: reasons.ts OS_SPAWN_FAILED), as the whole error under a Rust host's connect words, one line or an anyhow
    // chain: Warp's "MCP: Failed to connect to server: Transport creation error: program not found"
    // (warpdotdev/warp#7252), Forge's "Failed to initiate MCP server: <name>\n\nCaused by:\n program not found"
    // (tailcallhq/forgecode#1148), Codex's "MCP client for `x` failed to start: program not found" (upstash/context7#575).
    // Not uv's "Failed to spawn: `x` … program not found" relayed from the launcher's stderr: that launcher ran and took
    // the initialize (unknown--kiro-ide-windows-program-not-found-connection-closed). No process ran: no request.
    id: 'generic/connect-spawn-program-not-found',
    said: 'failed',
    hint: 'program not found',
    re: new RegExp(String.raw`(?:${CONNECT_CTX}|${NATIVE_START_CTX})(?:(?!Failed to spawn)[\s\S]){0,200}?(?:[:\s]|\\n)(?<error>program not found)(?=\s*$|["'\x60}\]),;]|\\n)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['warpdotdev/warp#7252', 'tailcallhq/forgecode#1148', 'upstash/context7#575'],
  },
  {
    // The same refused by Node's argument check before any system call: no command to run. Spawn's own check names the
    // "file"; cross-spawn's, one step earlier (path.normalize of the missing command), names the "path" (reasons.ts
    // SPAWN_FAILED_RE): Copilot for Eclipse's "[CopilotMCP] Error initializing MCP server x: TypeError: The "path" …".
    id: 'generic/connect-spawn-no-command',
    said: 'failed',
    hint: 'argument must be of type string',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>(?:TypeError: )?The "(?:file|path)" argument must be of type string\. Received (?:undefined|null))`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['microsoft/copilot-intellij-feedback#312', 'angiejones/mcp-selenium#31'],
  },
  {
    // A Go client's connect that failed opening the legacy transport's event stream: mcp-go's SSE transport starts with
    // the GET of the stream and, when that request fails, returns "failed to connect to SSE stream: <Go's error>" before
    // any endpoint event, so before any message was written (its client/transport/sse.go Start; the initialize comes
    // only after the endpoint). Under a gateway's connect to its upstream ("failed to create connection to SSE MCP server
    // x: failed to start SSE transport for MCP server: failed to connect to SSE stream: Get …: connection refused":
    // mcpjungle/MCPJungle#114) and ToolHive's CLI ("failed to start MCP transport: failed to connect to SSE stream: Get
    // \"…/mcp\": context deadline exceeded": stacklok/toolhive#1161). The words speak of no request (reasons.ts
    // GO_SSE_STREAM_CONNECT_FAILED_RE; the timeline keeps none).
    id: 'generic/connect-go-sse-stream-failed',
    said: 'failed',
    hint: 'failed to connect to SSE stream: ',
    re: new RegExp(String.raw`^(?![\s>]*[{[])(?:[^\n]{0,300}?\bserver ['"\x60]?(?<serverBefore>[\w.-]+?)['"\x60]?:\s*)?.*?${CONNECT_CTX}.*?(?<error>failed to connect to SSE stream: (?:Get|GET) .*?)["}\s]*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['mcpjungle/MCPJungle#114', 'stacklok/toolhive#1161'],
  },
  {
    // A Go client's connect refused by its own mcp-go client on the initialize's answer: mcp-go checks the result's
    // protocol version and fails Initialize with `unsupported protocol version: "<v>"` (its %q), which the caller wraps
    // in its own connect words ("failed to initialize MCP client: …", as thv's CLI prints it: stacklok/toolhive#1568).
    // Any Go program calling mcp-go prints it so, so the line names no host: in a log ToolHive's own lines claim, its
    // row reads it (toolhive/cli-initialize-version-refused). A named version is the client refusing one it does not
    // know (reasons.ts CLIENT_REFUSED_VERSION_RE); an empty one an answer that carried none.
    id: 'generic/connect-go-version-refused',
    said: 'failed',
    hint: 'unsupported protocol version: "',
    re: new RegExp(String.raw`^(?![\s>]*[{[]).*?${CONNECT_CTX}.*?(?<error>unsupported protocol version: "[^"\n]*")\s*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#1568'],
  },
  {
    // A client's connect that broke below the SDK's words: FastMCP's "Client failed to connect: <why>" as Kimi CLI
    // prints it per server ("Failed to connect MCP servers: {'x': RuntimeError('Client failed to connect: Connection
    // closed')}": MoonshotAI/kimi-cli#1388; "… All connection attempts failed": #1296; "… Server disconnected without
    // sending a response.": #1314), a Node client's refused connect. The handshake was
    // under way; the verdict reads the words. A spawn error is not here: no initialize was sent.
    id: 'generic/connect-network-failed',
    said: 'failed',
    hint: 'onnect',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\bConnection closed\b|Server disconnected without sending a response\.?|All connection attempts failed|Connection refused|\bconnect ECONNREFUSED\b)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['MoonshotAI/kimi-cli#1388', 'MoonshotAI/kimi-cli#1296', 'MoonshotAI/kimi-cli#1314'],
  },
  {
    // A client's connect that failed at the server's URL, the sentence alone with no reason after it: an agent
    // toolkit's "MCP operation failed: Unable to connect to MCP server at http://localhost:9901/sse" when nothing
    // listened there (NVIDIA/NeMo-Agent-Toolkit#470, its connection-error handling). The handshake could not be
    // sent: the words are the connect's failure, read as its refused connect (the verdict: reasons.ts).
    // The server is named an MCP server and the sentence opens the message or follows its label (a colon, a logger's
    // ' - '): "Unable to connect to server at http://localhost:11434" is any program's, and "I was unable to connect to
    // the MCP server at <url>" a reporter's account, neither a client's record of its connect.
    id: 'generic/connect-failed-at-url',
    said: 'failed',
    hint: ' at http',
    re: new RegExp(String.raw`(?:^\s*|[:|>\]]\s+|\s-\s+)(?<error>${CONNECT_CTX} to (?:the |an? )?(?:(?:remote|local|SSE|HTTP) )*MCP (?:(?:SSE|HTTP) )?server at https?:\/\/[^\s'"]+?)[.'"]?\s*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['NVIDIA/NeMo-Agent-Toolkit#470'],
  },
  {
    // A connect whose only words for why are anyio's summary of the transport's task group: the Python SDK's
    // streamable HTTP or SSE client runs its reader and writer in one, so whatever broke under the handshake comes
    // out as "unhandled errors in a TaskGroup (1 sub-exception)" after the client's connect words, and a client that
    // prints only str(e) says nothing more (the AgentCore Runtime tutorial client: "❌ Error connecting to MCP server:
    // unhandled errors in a TaskGroup (1 sub-exception)", an old mcp package against the hosted runtime,
    // awslabs/agentcore-samples#157). The handshake failed; the verdict has no reason to read unless a close said in
    // the same instant gives one (host-words.ts TASK_GROUP_SUMMARY_RE). Not the reader of last resort's line
    // (connectFailedReasonLine leaves the summary to other lines): this one is read only when the summary is the whole
    // error, bare, after the connect words.
    id: 'generic/connect-task-group-summary',
    said: 'failed',
    hint: 'TaskGroup',
    re: new RegExp(String.raw`${CONNECT_CTX}[^:'"]{0,40}:\s*(?<error>(?:(?:Base)?ExceptionGroup:\s*)?unhandled errors? in a TaskGroup \(\d+ sub-exceptions?\))\s*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['awslabs/agentcore-samples#157'],
  },
  {
    // The same with Node's words for it: undici's "fetch failed" (CherryHQ/cherry-studio#5785: "Error activating server
    // time server: fetch failed"), or node-fetch's error class for a request that failed on the network, FetchError
    // (GitHub Copilot's language server: "Error initializing MCP server <name>: FetchError", "Connection failed:
    // FetchError", the endpoint not listening yet: microsoft/copilot-for-eclipse#352).
    id: 'generic/connect-fetch-failed',
    said: 'failed',
    hint: 'etch',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\bfetch failed\b.*?(?=['")\]}]*$)|\bFetchError\b(?::.*?)?(?=['")\]}]*$))`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['CherryHQ/cherry-studio#5785', 'microsoft/copilot-for-eclipse#352'],
  },
  {
    // A connect over the legacy SSE transport whose GET the server answered with another status: the TypeScript
    // SDK's SSEClientTransport rejects its start() with "SSE error: Non-200 status code (N)" (the eventsource
    // package's words), and the client prints it after its own words for the failed connect ("Failed to activate
    // the extension: SSE error: Non-200 status code (404)", a VS Code MCP extension against a server run without
    // --stdio: VikashLoomba/copilot-mcp#17; the same SDK sentence with a 405: kirodotdev/Kiro#6321, as
    // protocol/reasons.ts reads it). The endpoint answered with an error status: the handshake never began.
    id: 'generic/connect-sse-non-200',
    said: 'failed',
    hint: 'Non-200 status code',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\bSSE error: ?(?:SSE error: ?)?Non-200 status code ?\((?<status>\d{3})\))`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['VikashLoomba/copilot-mcp#17', 'kirodotdev/Kiro#6321'],
  },
  {
    // A connect refused with an HTTP error status in httpx's words for it (`raise_for_status`: "Server error '500
    // Internal Server Error' for url '…'", "Client error '404 Not Found' for url …"), after the client's own connect
    // words: Dify's MCP SSE tool plugin, "<server> - MCP Server connection failed: Server error '500 Internal Server
    // Error' for …" (junjiem/dify-plugin-tools-mcp_sse#101); the Python SDK under ADK prints the same sentence for its
    // first POST (google/adk-python#3708). The endpoint answered the connect with an error status; the verdict reads it.
    id: 'generic/connect-httpx-status',
    said: 'failed',
    hint: ' error \'',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\b(?:Server|Client) error '(?<status>[45]\d\d)(?: [^']{0,60})?' for\b.*?)(?=['")\]}]*$)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['junjiem/dify-plugin-tools-mcp_sse#101', 'google/adk-python#3708'],
  },
  // A connect refused with an HTTP error status as Go's net/http prints a response's Status — the code and its reason
  // phrase ("400 Bad Request", "502 Bad Gateway"), the body's words after a colon — at the end of a Go error chain whose
  // words are a connect's: Obot's MCP gateway creating its client to a server whose launch lacked a required key,
  // "… failed to initialize client: failed to initialize HTTP Streaming client: 400 Bad Request: missing required config:
  // <KEY>", then its SSE fallback's "failed to connect to SSE server: 400 Bad Request" (obot-platform/obot#3519). The
  // endpoint answered the connect with that status; the verdict reads the status and the words after it. The status is a
  // link of the chain (after ': '); one row per status class, so each has a fixed hint.
  ...(['4', '5'] as const).map((klass) => ({
    id: `generic/connect-http-status-line-${klass}xx`,
    said: 'http-status' as const,
    hint: `: ${klass}`,
    re: new RegExp(
      String.raw`${CONNECT_CTX}.*?: (?<error>(?<status>${klass}\d\d) (?:Bad Request|Unauthorized|Payment Required|Forbidden|Not Found|Method Not Allowed|Not Acceptable|Request Timeout|Conflict|Gone|Unprocessable Entity|Too Many Requests|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable|Gateway Time-?out)\b(?::[^\n]*)?)\s*$`,
    ),
    method: 'initialize',
    scope: 'connection' as const,
    seen: ['obot-platform/obot#3519'],
  })),
  {
    // n8n's MCP Client (the AI Agent's tool and the node) says only that its connect failed, the transport's own error
    // dropped: "Could not connect to your MCP server", under "Error in sub-node ‘<node>‘" when the agent runs
    // (mobile-next/mobile-mcp#122, n8n-io/n8n#20017, czlonkowski/n8n-mcp#29) or after the editor's "There was a problem
    // loading the parameter options from server: " when it lists the tools (n8n-io/n8n#15079, n8n-io/n8n#14539). The
    // connect (the initialize) failed; the words say not how. Only as the line's start, after a colon (an error's
    // prefix, an optional quote), or after the sub-node title copied onto the same line ("Error in sub-node ‘MCP
    // Client’ Could not connect…": n8n-io/n8n#14843): prose telling of it ("I could not connect to my MCP server") is
    // not the program's.
    id: 'generic/connect-could-not-connect-no-reason',
    said: 'failed',
    hint: 'onnect to ',
    re: /^(?:.{0,200}?:\s*|Error in sub-node [‘'"\x60][^’‘'"\x60\n]{1,80}[’‘'"\x60]\s+)?["'\x60]?(?:Could not|Couldn't|Unable to) connect to (?:your|the) MCP server\b(?:[.:]\s*(?<error>\S.*?))?["'\x60]?\s*$/i,
    method: 'initialize',
    scope: 'connection',
    seen: ['mobile-next/mobile-mcp#122', 'n8n-io/n8n#15079', 'n8n-io/n8n#14539', 'n8n-io/n8n#20017', 'n8n-io/n8n#14843'],
  },
  {
    // The Go SDK server's refusal of a request that came before the client finished the handshake (its session still
    // initializing: no initialize answered, or no notifications/initialized sent), in its own words with the method
    // quoted: 'method "tools/list" is invalid during session initialization'. Clients show it after their own label,
    // with whatever code they give the error (a 1C assistant's check: 'выдаёт ошибку - MCP Error 0: method "tools/list"
    // is invalid during session initialization', hawkxtreme/mini-ai-1c#88; a script's 'method "tools/call" is invalid
    // during session initialization', xpzouying/xiaohongshu-mcp#257, #555). The request the server refused is the
    // method it names; it failed on the server's answer (reasons.ts SERVER_ERROR_RE), never ran.
    id: 'generic/go-sdk-invalid-during-session-initialization',
    said: 'failed',
    hint: 'invalid during session initialization',
    re: /(?<error>(?:MCP [Ee]rror -?\d+:\s*)?method ["'\x60](?<method>[a-z]+(?:\/[a-zA-Z]+)*)["'\x60] is invalid during session initialization)/,
    seen: ['hawkxtreme/mini-ai-1c#88', 'xpzouying/xiaohongshu-mcp#257', 'xpzouying/xiaohongshu-mcp#555'],
  },
  {
    // A tool call ended with that close ("Error calling tool 'query': MCP error -32000: Connection closed",
    // designcomputer/mysql_mcp_server#49): the transport went away under the call.
    id: 'generic/tool-closed',
    said: 'connection-closed',
    hint: 'onnection closed',
    re: new RegExp(String.raw`${TOOL_CTX}.*?(?<error>${TS_CLOSED})`, 'i'),
    method: 'tools/call',
    seen: ['designcomputer/mysql_mcp_server#49'],
  },
  {
    // A tool call refused because the client's transport was already gone: the TypeScript SDK's Protocol.request
    // throws "Not connected" without writing anything (protocol/reasons.ts closed-client), quoted by a reporter in
    // code marks after words that name the tool call, the client's server label before it as GitHub Copilot CLI
    // prints it ("… MCP tool calls … fail with `MCP server 'X': Error: Not connected`": a sub-agent whose stdio
    // transport the CLI closed seconds after connecting, github/copilot-cli#2892). The marks keep prose out: "the
    // server is not connected" is anyone's sentence; the SDK's capitalised words in marks are the program's.
    id: 'generic/tool-code-marked-not-connected',
    said: 'connection-closed',
    hint: 'Not connected',
    // The reporter's words may be plural ("tool calls made after that fail with …").
    re: new RegExp(String.raw`(?:${TOOL_CTX}|\btool[ _-]?calls\b).*?[\x60"]${SERVER_SAYS}(?:\w*Error:\s*)?(?<error>Not connected)\.?[\x60"]`),
    method: 'tools/call',
    seen: ['github/copilot-cli#2892'],
  },
  {
    // The TypeScript SDK's close under its class name, copied from a client's settings page into a reporter's
    // sentence: after a label's colon, and ended by the period that starts the reporter's own words about where it
    // showed ("Error anterior: McpError: MCP error -32000: Connection closed. Este mensaje …": a desktop chat app's
    // Filesystem server on Windows, QwenLM/Qwen#2349). The class name makes it the program's text, not a paraphrase;
    // the transport closed with the request pending. The words name no request: the rows above read the ones that do.
    id: 'generic/class-named-ts-closed-then-prose',
    said: 'connection-closed',
    hint: 'McpError: ',
    re: /(?:^|:\s)McpError:\s*(?<error>MCP error ?- ?(?:32000|1) ?: ?Connection closed)\.\s+\S/,
    scope: 'connection',
    pending: true,
    seen: ['QwenLM/Qwen#2349'],
  },
  {
    // The PHP SDK's stdio client (logiscape/mcp-sdk-php, Client/Transport/StdioTransport.php) at EOF on the server's
    // stdout: its read stream logs the warning "Server process has terminated unexpectedly." and hands the session a
    // RuntimeException "Server process terminated.", which the session logs as "Exception received from readStream: …"
    // and the connect as "Connection failed: …" (an npx-launched server that ended during the initialize:
    // logiscape/mcp-sdk-php#18). The process is gone: what was waiting on it is lost with it.
    id: 'generic/php-sdk-server-process-terminated',
    said: 'connection-closed',
    hint: 'erver process ',
    re: /(?:^|:\s)(?:(?:Exception received from readStream|Connection failed):\s*)?(?<error>Server process (?:has )?terminated(?: unexpectedly)?)\.?\s*$/,
    scope: 'connection',
    pending: true,
    seen: ['logiscape/mcp-sdk-php#18'],
  },
  {
    // The Vercel AI SDK's own MCP client (createMCPClient; not the TypeScript SDK) rejects every pending request with
    // MCPClientError "Connection closed" when its transport closes, printed by Next.js as "Error [MCPClientError]:
    // Connection closed" (a stdio server that could not start on a serverless host: vercel/ai#5586). The close alone,
    // the whole of its line, is the connect's, as the TypeScript SDK's bare close is read (jsonrpc-in-text.ts
    // BARE_TS_CLOSED_RE); a sentence around it names its request through the rows above.
    id: 'generic/ai-sdk-client-closed-alone',
    said: 'connection-closed',
    hint: 'MCPClientError',
    re: /^["'\x60]?(?:Error \[MCPClientError\]|MCPClientError(?: \[\w+\])?):\s*(?<error>Connection closed)\.?["'\x60]?$/,
    method: 'initialize',
    scope: 'connection',
    pending: true,
    seen: ['vercel/ai#5586'],
  },
  {
    // The same client's SSE transport refusing its event stream at connect, the whole of its line: "MCPClientError: MCP
    // SSE Transport Error: 405 Method Not Allowed" (createMCPClient with transport 'sse' against a server that speaks
    // only Streamable HTTP: ai-hero-dev/ai-sdk-v6-crash-course#7). The GET comes before the client writes its
    // initialize, so no request was sent (reasons.ts AI_SDK_SSE_STREAM_REFUSED_RE; the timeline keeps none).
    id: 'generic/ai-sdk-sse-stream-refused-alone',
    said: 'failed',
    hint: 'MCP SSE Transport Error: ',
    // The error's name as Node or Next.js prints it (the AI SDK names it AI_MCPClientError; forks that copied the
    // transport throw an MCPError with the same words), or the message alone.
    re: /^["'\x60]?(?:(?:Error \[(?:AI_)?MCP(?:Client)?Error\]|(?:AI_)?MCP(?:Client)?Error(?: \[\w+\])?):\s*)?(?<error>MCP SSE Transport Error: [1-5]\d\d(?: [A-Za-z][\w '-]{0,60})?)\.?["'\x60]?$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['ai-hero-dev/ai-sdk-v6-crash-course#7'],
  },
  {
    // An app's own handler for its MCP client's uncaught errors (the AI SDK's createMCPClient `onUncaughtError`, logged
    // as "mcp client error: …") printing undici's bare `TypeError: terminated`: the client's event stream was cut (on a
    // Workers-hosted SSE server, undici's body timeout after the stream sent nothing for 300 s, its `[cause]:
    // BodyTimeoutError` printed under the stack: cloudflare/playwright-mcp#21). The hook hears the transport's error,
    // not a pending call's rejection: the connection is lost, and no request is named or implied (no scope, nothing
    // pending), so a request rides on it only where the log shows one open.
    id: 'generic/mcp-client-hook-terminated',
    said: 'connection-closed',
    hint: 'terminated',
    re: /\bmcp client error:\s*(?<error>(?:TypeError: )?terminated)\s*$/i,
    seen: ['cloudflare/playwright-mcp#21'],
  },
  {
    // The Rust SDK's (rmcp) error for a request whose transport is gone, `ServiceError::TransportClosed` printed
    // "Transport closed", in an app's own sentence about the operation: Jan's "failed to list tools: Transport closed"
    // (tools/list sent before the stdio transport was ready, each retry refused the same way: janhq/jan#7891; after
    // the stdio server's transport died mid-session: janhq/jan#7787), an agent's "External MCP tools/call failed:
    // Transport closed" (MayDay-wpf/snow-app#51), "tools/call failed: Transport closed" (openai/codex#5671). The
    // request never got its answer: it was pending on the transport that closed. The request is the one the words
    // name (phrase.ts methodInWords); rmcp's "Transport channel closed" is the worker's, read by its own rows.
    id: 'generic/operation-transport-closed',
    said: 'connection-closed',
    hint: 'ransport closed',
    re: new RegExp(String.raw`(?:${LIST_CTX}|${TOOL_CTX}|(?<![\w/])(?:${METHOD})(?![\w/])).*?(?<error>\bTransport closed\b)`, 'i'),
    pending: true,
    seen: ['janhq/jan#7891', 'janhq/jan#7787', 'MayDay-wpf/snow-app#51', 'openai/codex#5671'],
  },
  {
    // A framework's connect failed on the Python SDK 1.x's read timeout ("Error initializing MCP server:
    // Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.": mozilla-ai/any-agent#422).
    // That SDK generation sends no cancel: the initialize is abandoned.
    id: 'generic/connect-python-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Timed out while waiting for response',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>${PY_TIMEOUT})`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['mozilla-ai/any-agent#422'],
  },
  {
    // A client's connect ended on its own deadline, in its own words, not an SDK's: the handshake raced a
    // timer and the client stopped waiting ("Failed to connect to \"<name>\"" with "Error: Connection timed
    // out" under it: Continue races the SDK's connect against its connection timeout, continuedev/continue#8461
    // and #5939). The client drops the connection; no cancel is sent for an initialize. The OS's own TCP
    // timeout ("Connection timed out (os error 110)", ETIMEDOUT) is a network failure, not a timer: not here.
    id: 'generic/connect-host-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'imed out',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\b(?:connection|connect|handshake|initiali[sz]ation|startup) timed out\b(?!\s*\(os error)|\btimed out (?:while )?(?:connecting|initiali[sz]ing)\b|(?<=:\s?)timed out(?=["'}\]\s]*$)|(?<=\s)\(timed out\)(?=\s*$))`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['continuedev/continue#8461', 'continuedev/continue#5939'],
  },
  {
    // The same deadline as a bare parenthesised verdict after the connect's words: "failed to initialize client for
    // backend <name> (timeout)" (ToolHive's Virtual MCP gateway on a backend whose proxy had lost its pod, as the
    // reporter of stacklok/toolhive#3583 quotes it; "(timed out)" is read by the row above). Only at the line's end:
    // a "(timeout)" inside a sentence is a setting's name.
    id: 'generic/connect-host-timeout-parenthesised',
    said: 'timer-fired',
    timer: 'host',
    hint: '(timeout)',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<=\s)(?<error>\(timeout\))\s*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#3583'],
  },
  {
    // An agent's failed tool call under the tool's qualified name, `<server>__<tool>` (the double underscore many
    // agents join a server's tools with), the client's error after "failed:" and the call's arguments after it
    // (OpenClaw: "[tools] notes__search failed: MCP error -32001: Request timed out raw_params={…}",
    // xpzouying/xiaohongshu-mcp#685). The verdict reads the error (the TypeScript SDK's timer here).
    id: 'generic/qualified-tool-failed',
    said: 'failed',
    hint: '__',
    re: /(?:^|[\s\]])(?<server>[A-Za-z0-9][\w-]*?)__(?<target>[A-Za-z_][\w-]*) failed:\s*(?<error>\S.*?)(?:\s+(?:raw_)?(?:params|args|arguments)=.*)?$/,
    method: 'tools/call',
    seen: ['xpzouying/xiaohongshu-mcp#685'],
  },
  {
    // A proxy's or agent's failed listing of a server's tools logged as a message and its fields, the error a field
    // (zap's console encoder, the fields as a JSON object after the message: mcpproxy's health check, "Failed to list
    // tools via direct call to upstream server {"server": "x", "error": "transport error: failed to send request: …
    // Post \"…/mcp\": context deadline exceeded"}", smart-mcp-proxy/mcpproxy-go#105; a logfmt or JSON record
    // restated as `msg key=value …`, jsonrpc-in-text.ts). The server is the record's server field. The verdict
    // reads the error (a Go context deadline here: the proxy's own).
    id: 'generic/list-tools-failed-error-field',
    said: 'failed',
    hint: 'ools',
    re: /\b[Ff]ail(?:ed|ure)? (?:to |while )?(?:list(?:ing)?|fetch(?:ing)?|get(?:ting)?|load(?:ing)?|refresh(?:ing)?) (?:the )?(?:MCP )?tools\b(?=(?:.*?["']?\b(?:server|server_name|upstream|backend)["']?\s*[:=]\s*["']?(?<server>[\w.@-]+)["']?)?).*?(?:"err(?:or)?"\s*:\s*"|\berr(?:or)?="?)(?<error>[^"\s{].*?)"?\s*}?\s*$/,
    method: 'tools/list',
    seen: ['smart-mcp-proxy/mcpproxy-go#105'],
  },
  {
    // A gateway's or agent's structured record of a failure that names the MCP method it was handling as a field
    // (`method=`, `mcp.method=`, `rpc.method=`) and carries the error as another (`error=`/`err=`), its message in
    // words of failure: Envoy AI Gateway's MCP proxy logging a backend's answer, `error response from backend
    // component=mcp-proxy method=logging/setLevel … backend=mcp-backend-x error="Method not found"`
    // (envoyproxy/ai-gateway#1549); a JSON record restated the same way (jsonrpc-in-text.ts recordOf). The server is
    // the backend or server field when there is one. The verdict reads the error (here an error the server sent).
    id: 'generic/record-method-error-fields',
    said: 'failed',
    hint: 'method=',
    re: /^(?=[^=]*\b(?:[Ee]rror|[Ff]ail(?:ed|ure|s)?|[Tt]imed? ?out|[Rr]efused|[Rr]ejected)\b)[^=]*?\s(?:[\w.@-]+=(?:"(?:[^"\\]|\\.)*"|\S*)\s+)*?(?:mcp\.|rpc\.|jsonrpc\.)?method=["']?(?<method>initialize|ping|(?:tools|resources|prompts|logging|completion|sampling|roots|elicitation|tasks)\/[A-Za-z_/]+)["']?(?=\s|$)(?:.*?\b(?:backend|server|server_name|upstream)=["']?(?<server>[\w.@-]+)["']?(?=\s|$))?.*?\berr(?:or)?="?(?<error>(?:[^"\\\s]|\\.)(?:[^"\\]|\\.)*?)"?(?=\s+[\w.@-]+=|\s*$)/,
    seen: ['envoyproxy/ai-gateway#1549'],
  },
  {
    // A Go client's tool call failed, in Go's error-wrapping shape: the call's own words with the tool's and the
    // server's names quoted by %q, then the cause after ': ' (kubectl-ai's MCP client mode under its agent loop's
    // "Error: executing action: calling MCP tool \"<tool>\" on server \"<server>\": tool returned an error": each of
    // two servers' calls answered with an error result, GoogleCloudPlatform/kubectl-ai#353). The verdict reads the cause
    // (an error result: the server's answer; a context deadline: the client's own).
    id: 'generic/go-calling-tool-wrapped',
    said: 'failed',
    hint: 'tool "',
    re: /\bcalling (?:MCP )?tool "(?<target>[^"\s]+)"(?: on (?:MCP )?server "(?<server>[^"]+)")?: (?<error>\S.*?)\s*$/,
    method: 'tools/call',
    seen: ['GoogleCloudPlatform/kubectl-ai#353'],
  },
  {
    // An agent's tool call failed, in Python logging's %-format with the server and the tool joined by a slash:
    // Hermes Agent's tools/mcp_tool.py logs `"MCP tool %s/%s call failed: %s", server_name, tool_name, exc` when a
    // call's recovery gives up (its gateway's "… call failed: Session terminated", the Python SDK's error for a 404
    // on a session the remote server had dropped: NousResearch/hermes-agent#18790). Before the broad session row
    // below, which reads the same words without the tool. The verdict reads the error. `%s` of an exception is its
    // message, and some print none: the line then ends at the colon (a Streamable HTTP session gone stale over a long
    // idle, NousResearch/hermes-agent#17003, where anyio's ClosedResourceError and the TimeoutError of Hermes' own wait
    // both print nothing): a call that failed, its reason not said.
    id: 'generic/mcp-tool-slash-call-failed',
    said: 'failed',
    hint: ' call failed:',
    re: /\bMCP tool (?<server>[\w.@-]+)\/(?<target>[A-Za-z_][\w.-]*) call failed:(?: (?<error>\S.*?))?\s*$/,
    method: 'tools/call',
    seen: ['NousResearch/hermes-agent#18790', 'NousResearch/hermes-agent#17003'],
  },
  {
    // A gateway's or agent's tool-call failure as a key=value record (logfmt, or fields split by '|'): the tool,
    // the server where it says one (`service=`/`server=`), how long the call ran and the error chain (one-mcp, a
    // Go gateway on mcp-go: "MCP tool call failed | service=x | tool=y | duration=60000ms | err=transport error:
    // context canceled", burugo/one-mcp#15). The verdict reads the error.
    id: 'generic/tool-call-failed-fields',
    said: 'failed',
    hint: 'ool call failed',
    // The tool's field may be named as a JSON record names it (`tool_name`, `toolName`: a router's record restated as
    // its words, mindstone/Super-MCP#1's `{"msg":"Tool call failed",…,"tool_name":"zhi","error":…}`).
    re: /\b(?:MCP )?[Tt]ool call failed\b(?:.*?\b(?:service|server)=(?<server>[\w.-]+))?.*?\b(?:tool|tool_name|toolName)=(?<target>[\w.-]+)(?:.*?\b(?:duration|elapsed)=(?<elapsed>\d+(?:\.\d+)?\s*(?:ms|s)))?.*?\berr(?:or)?=["']?(?<error>[^\s"'].*?)["']?\s*$/,
    method: 'tools/call',
    seen: ['burugo/one-mcp#15', 'mindstone/Super-MCP#1'],
  },
  {
    // A Go agent's key=value record of a tool call that failed, its words of failure before the first field, the
    // tool's name in a field (`function=`, `tool=`) and mcp-go's own client error in `err=` — "transport error: …",
    // the wrapper its client puts around every transport failure of a request (client.go sendRequest): that error
    // makes it an MCP call ("exec tools fail argument=\"{…}\" err=\"transport error: unexpected nil response\"
    // function=browser_navigate toolCall=call_0_…": microsoft/playwright-mcp#930). The verdict reads the error.
    id: 'generic/record-tool-fail-mcp-go-err',
    said: 'failed',
    hint: 'transport error: ',
    re: /^(?=[^=]*\b[Ff]ail(?:ed|ure|s)?\b)(?=.*?\s(?:function|tool|tool_name|toolName)="?(?<target>[A-Za-z_][\w.-]*)"?(?=\s|$))(?=.*?\berr(?:or)?="(?<error>transport error: (?:[^"\\]|\\.)+)")/,
    method: 'tools/call',
    seen: ['microsoft/playwright-mcp#930'],
  },
  {
    // An Elixir client's call that outlived its GenServer.call timeout: OTP exits the caller with `** (EXIT) time
    // out` under the `exited in: GenServer.call(<process>, <message>, <ms>)` it was waiting in (Hermes MCP's
    // transport call kept OTP's default 5000 ms while the operation allowed 900 000: cloudwalk/hermes-mcp#207;
    // the same nested timeout: cloudwalk/hermes-mcp#69). The caller stops waiting and sends nothing
    // (cloudwalk/hermes-mcp#71); the request is the one the message carried.
    id: 'generic/elixir-genserver-call-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: '** (EXIT) time out',
    re: /^\*\* \(EXIT\) time out\s*$/,
    seen: ['cloudwalk/hermes-mcp#207'],
  },
  {
    // An agent's reconnect loop for a server whose live connection dropped, in Python logging's %-format: Hermes Agent's
    // tools/mcp_tool.py logs `"MCP server '%s' connection lost (attempt %d/%d), reconnecting in %.0fs: %s"` each time
    // its server task's transport ends with an error after the server was up, then sleeps its backoff (1, 2, 4, 8,
    // 16 s) and builds a new transport and session (two Streamable HTTP servers whose backends powered off together,
    // each running its five attempts out: NousResearch/hermes-agent#38488; a stdio server over SSH through a long
    // network outage: NousResearch/hermes-agent#57604). The connection is gone: a call in flight on it is lost with it
    // and the agent does not resend it. The line names no request and implies none (no scope, nothing pending), so a
    // request rides on it only where the log shows one open. Reporters align the names of several servers with
    // spaces before "connection lost". The error is `%s` of the exception and may print nothing.
    id: 'generic/server-connection-lost-reconnecting',
    said: 'connection-closed',
    hint: 'connection lost (attempt ',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER}:?\s+connection lost \(attempt \d+\/\d+\), reconnecting in \d+(?:\.\d+)?\s?s\b\.?(?::\s*(?<error>\S.*?))?:?\s*$`),
    seen: ['NousResearch/hermes-agent#38488', 'NousResearch/hermes-agent#57604'],
  },
  {
    // The same loop out of attempts: `"MCP server '%s' failed after %d reconnection attempts, giving up: %s"` (Hermes
    // Agent before it parked such servers: its server task returned, and every later call was refused at once with
    // "MCP server '<name>' is not connected", nothing sent, until the gateway restarted: NousResearch/hermes-agent#38488,
    // #57604). The connection stays lost; the refusals are read by their own rows (tool-result-error-object-not-connected).
    // Like the line above it names no request: one open when it fires is lost with the connection.
    // Later Hermes parks the server instead of giving up: `"MCP server '%s' failed after %d reconnection attempts, parking;
    // will self-probe every %ds until it recovers (state: degraded → parked): %s: %s"` (tools/mcp_tool_server_run.py;
    // its count in a flooded error log: NousResearch/hermes-agent#115713). The parked server's tools are deregistered and
    // its connection gone until a revival (the rows below) builds a new one: the end of this connection's lifetime.
    id: 'generic/server-reconnect-attempts-exhausted',
    said: 'connection-closed',
    hint: 'reconnection attempts, ',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER}:?\s+failed after \d+ reconnection attempts, (?:giving up\b|parking\b[^:(]*(?:\(state: [^)]*\))?)\.?(?::\s*(?<error>\S.*?))?:?\s*$`),
    seen: ['NousResearch/hermes-agent#38488', 'NousResearch/hermes-agent#57604', 'NousResearch/hermes-agent#115713'],
  },
  {
    // Hermes Agent's other ways into its parked state from a live connection (tools/mcp_tool_server_run.py): the rapid-drop
    // budget spent on sessions that never proved healthy (`"MCP server '%s': %d consecutive reconnects without a healthy
    // session (rapid-drop budget exhausted), parking; will self-probe every %ds until it recovers (state: degraded →
    // parked)"`), and a failure it classes as permanent (`"MCP server '%s' hit a permanent error, parking without retries;
    // will self-probe every %ds (state: connected → parked): %s: %s"`: NousResearch/hermes-agent#115713). The connection
    // is gone as above: a call in flight on it is lost with it.
    id: 'generic/server-parked',
    said: 'connection-closed',
    hint: ', parking',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER}:?\s+(?:\d+ consecutive reconnects without a healthy session\b[^,]*|hit a permanent error), parking\b[^:(]*(?:\(state: [^)]*\))?\.?(?::\s*(?<error>\S.*?))?:?\s*$`),
    seen: ['NousResearch/hermes-agent#115713'],
  },
  {
    // … the keepalive's ping answered with the server's refusal of the method (`… keepalive failed, triggering reconnect:
    // Unknown method: ping`, a server that does not implement the optional ping: NousResearch/hermes-agent#50028; or the
    // -32601 "Method not found" a server answers for it). The server answered: the ping failed there, refused — a
    // request, not a connection found dead (Hermes' fix latches "ping unsupported" on that answer and falls back to
    // tools/list, so a method-not-found keepalive failure is its ping's). Hermes still reconnected after it; the line
    // says no more of the connection than that it asked for a new one.
    id: 'generic/server-keepalive-ping-refused',
    said: 'failed',
    serverAnswer: true,
    hint: 'keepalive failed',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER}:?\s+keepalive failed, triggering reconnect\b[^:(]*(?:\(state: [^)]*\))?\.?:\s*(?:[A-Z]\w*(?:Error|Exception):\s*)?(?<error>(?:Unknown method:? ['"\x60]?ping\b|Method not found\b|MCP error -32601\b).*?)\s*$`),
    method: 'ping',
    seen: ['NousResearch/hermes-agent#50028'],
  },
  {
    // Hermes Agent's keepalive (a ping every keepalive_interval while idle) failing: `"MCP server '%s' keepalive failed,
    // triggering reconnect (state: connected → degraded): %s: %s"` (tools/mcp_tool_server_run.py). The session is torn
    // down and calls in flight are failed at once (`_fail_inflight_calls("reconnect")`): the connection's end, as above.
    // Older builds end it `…, triggering reconnect: <error>` (NousResearch/hermes-agent#43676). A reporter may cut the line
    // right after "keepalive failed" (eight servers' keepalives failing together after a sleep: NousResearch/hermes-agent#30268):
    // the cut form only behind Hermes' own logger name, so a sentence saying a keepalive failed is no such line.
    id: 'generic/server-keepalive-failed-reconnect',
    said: 'connection-closed',
    hint: 'keepalive failed',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER}:?\s+keepalive failed(?:, triggering reconnect\b[^:(]*(?:\(state: [^)]*\))?\.?(?::\s*(?<error>\S.*?))?|(?<=\btools\.mcp_tool:\s{1,4}MCP server \S+ keepalive failed))\.?:?\s*$`),
    seen: ['NousResearch/hermes-agent#67187', 'NousResearch/hermes-agent#115713', 'NousResearch/hermes-agent#43676', 'NousResearch/hermes-agent#30268'],
  },
  {
    // A parked server's revival, by its timed self-probe or a reconnect request: `"MCP server '%s': attempting revival %s
    // (self-probe or explicit reconnect request); rebuilding transport."` (tools/mcp_tool_server_run.py _park; logged
    // unprompted some 70 s after a connect that worked: NousResearch/hermes-agent#103746). A new transport and session:
    // a connect begun, whose first request is the initialize, and a new lifetime of the server (server-lifetimes.ts).
    id: 'generic/server-revival-attempt',
    said: 'connecting',
    hint: 'attempting revival',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER}:?\s+attempting revival\b[^;]*;\s*rebuilding transport\.?\s*$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['NousResearch/hermes-agent#103746'],
  },
  {
    // … and the revival done: `"MCP server '%s': revived — session healthy again after parking (state: parked →
    // connected)"` (NousResearch/hermes-agent#84224, #67187). The new connection's handshake was answered.
    id: 'generic/server-revived',
    said: 'connected',
    hint: 'revived',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER}:?\s+revived\s*[—,-]+\s*session healthy again after parking\b`),
    method: 'initialize',
    scope: 'connection',
    seen: ['NousResearch/hermes-agent#84224', 'NousResearch/hermes-agent#67187'],
  },
  {
    // A Python client's own deadline on a server's start: a bare TimeoutError (asyncio's or anyio's, no message of
    // its own) under the words of initialising, often inside the task group's summary ("McpSessionGroupError:
    // Client initialization error for <server>: (ExceptionGroup('unhandled errors in a TaskGroup',
    // [TimeoutError()]),)": a desktop agent host whose 10 s init deadline the maintainers found too short for the
    // Docker MCP gateway's start and made configurable, OpenAgentPlatform/Dive#228 and #209). The SDK's own read
    // timeout says "Timed out while waiting for response" (rows below); a bare TimeoutError is the host's
    // wait_for/fail_after: it stops waiting and sends no cancel.
    id: 'generic/connect-python-timeouterror',
    said: 'timer-fired',
    timer: 'host',
    hint: 'TimeoutError',
    re: new RegExp(String.raw`(?:${CONNECT_CTX}|\binitiali[sz]ation error\b)(?: for (?:(?:the )?MCP server )?['"\x60]?(?<serverBefore>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?(?=:))?.{0,200}?(?<error>\b(?:asyncio\.(?:exceptions\.)?)?TimeoutError\b(?:\(\))?)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['OpenAgentPlatform/Dive#228'],
  },
  {
    // The same deadline when the client names the server first and then its failed first connect, the attempts
    // it made and the state it moved to ("MCP server 'x' failed initial connection after 3 attempts, parking until
    // a reconnect is requested (state: connecting → parked): TimeoutError:": an agent gateway whose long-lived
    // connect kept timing out while a fresh CLI connected at once, NousResearch/hermes-agent#94202). A bare
    // TimeoutError is the client's wait_for, not the SDK's read timeout: it stops waiting and sends no cancel.
    id: 'generic/server-connect-attempts-timeouterror',
    said: 'timer-fired',
    timer: 'host',
    hint: 'TimeoutError',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER} failed (?:its |the )?(?:initial |first )?connect(?:ion)?(?: attempts?)?\b.{0,200}?(?<error>\b(?:asyncio\.(?:exceptions\.)?)?TimeoutError\b(?:\(\))?)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['NousResearch/hermes-agent#94202'],
  },
  {
    // The same first connect parked on another error (`"MCP server '%s' failed initial connection after %d attempts,
    // parking until a reconnect is requested (state: connecting → parked): %s: %s"`, or `failed initial connection with a
    // permanent error, parking without retries`: tools/mcp_tool_server_run.py; a revival's connect failing on "unhandled
    // errors in a TaskGroup (1 sub-exception)": NousResearch/hermes-agent#103746, #67187). The connect failed: its
    // initialize with it, the connection never up. On httpx's ConnectError, its message elided by the reporter
    // ('ConnectError: …': NousResearch/hermes-agent#105190), the verdict reads the class as the transport failing
    // (reasons.ts TRANSPORT_RE).
    id: 'generic/server-initial-connect-parked',
    said: 'failed',
    hint: 'failed initial ',
    re: new RegExp(String.raw`${HERMES_AGENT_SERVER} failed initial (?:connection|authentication)\b[^:(]*?, parking\b[^:(]*(?:\(state: [^)]*\))?(?::\s*(?<error>\S.*?))?:?\s*$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['NousResearch/hermes-agent#103746', 'NousResearch/hermes-agent#115713', 'NousResearch/hermes-agent#105190'],
  },
  {
    // The Go SDK's connect failing on the step after the initialize's answer: Client.Connect (go-sdk mcp/client.go)
    // sends notifications/initialized only once the initialize call returned its result with a protocol version it
    // supports, and its Streamable HTTP client transport names each message it POSTs in its errors (`sending
    // "notifications/initialized": <err>`, mcp/streamable.go; a call's as `calling "initialize": sending "initialize":
    // …`), so the initialize completed and what failed is the notification's POST — here on the connect's context
    // deadline, the client then falling back to the HTTP+SSE transport, whose GET timed out before any request
    // ("streamable http connection failed: rejected by transport: sending \"notifications/initialized\": Post …:
    // context deadline exceeded, sse fallback failed: Get …: context deadline exceeded": upstash/context7#1508, an
    // Antigravity config). Before generic/connect-go-context-deadline below, which would take the same chain's deadline
    // for a connect that never had its answer. The Rust SDK's step of the same name:
    // rust-sdk/worker-quit-after-initialize.
    id: 'generic/go-sdk-initialized-notification-failed',
    said: 'completed',
    hint: 'sending "notifications/initialized": ',
    re: /\bsending "notifications\/initialized": (?<error>\S.*?)["\s]*$/,
    method: 'initialize',
    scope: 'connection',
    afterHandshake: true,
    seen: ['upstash/context7#1508'],
  },
  {
    // A Go client's connect that ended on its own context deadline, the Go error chain after the words of
    // connecting (mcp-go and the Go SDK return ctx.Err() and send nothing: "Failed to load MCP server 'x':
    // failed to initialize MCP client: initialization timeout or failed: transport error: context deadline
    // exceeded", mark3labs/mcphost#76; ToolHive's CLI, "failed to start MCP transport: failed to connect to SSE
    // stream: Get \"…/mcp\": context deadline exceeded", stacklok/toolhive#1161). The error is read by
    // protocol/reasons.ts (go-context-deadline). The server's name is taken where the chain names it.
    id: 'generic/connect-go-context-deadline',
    said: 'failed',
    hint: 'context deadline exceeded',
    // Not a JSON log record's raw line: its words are read instead (a client's own row: crush/initialize-failed).
    // The server's name is looked for in the line's first 300 characters: three unbounded scans in a row
    // backtrack cubically on a long line that does not match.
    re: new RegExp(String.raw`^(?![\s>]*[{[])(?:[^\n]{0,300}?\bserver ['"\x60]?(?<serverBefore>[\w.-]+?)['"\x60]?:\s*)?.*?${CONNECT_CTX}(?::\s*)?(?<error>.*?\bcontext deadline exceeded\b.*?)["\s]*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['mark3labs/mcphost#76', 'stacklok/toolhive#1161'],
  },
  {
    // A Go client's connect that failed writing to the server's stdin: mcp-go's stdio transport returns
    // "transport error: failed to write request: write |1: broken pipe" when the child has already exited (its end
    // of the pipe is closed), behind whatever wrappers the app adds — mcphost's "failed to initialize MCP client:
    // initialization timeout or failed: transport error: …" (mark3labs/mcphost#99; "timeout or failed" is
    // mcp-go's wording for either, the cause follows it). The error is the transport's, read by
    // protocol/reasons.ts (TRANSPORT_RE): the request never reached a live server.
    id: 'generic/connect-go-write-request-failed',
    said: 'failed',
    hint: 'transport error: failed to ',
    re: new RegExp(String.raw`^(?![\s>]*[{[])(?:[^\n]{0,300}?\bserver ['"\x60]?(?<serverBefore>[\w.-]+?)['"\x60]?:\s*)?.*?${CONNECT_CTX}.*?\btransport error:\s*(?<error>failed to (?:write|send) request:\s*\S.*?)["\s]*$`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['mark3labs/mcphost#99'],
  },
  {
    // The same transport failure printed alone, the request it was writing not named: Crush (a Go TUI on mcp-go)
    // logs "ERROR  transport error: failed to write request: write |1: broken pipe" for a tool call to a stdio
    // server whose process was killed (charmbracelet/crush#758, #729, #840). The request was lost with the pipe.
    id: 'generic/go-transport-write-request-failed',
    said: 'failed',
    hint: 'transport error: failed to write request',
    re: /^(?:(?:ERROR|ERRO|error)\b:?\s+)?transport error:\s*(?<error>failed to write request:\s*\S.*?)\s*$/,
    seen: ['charmbracelet/crush#758', 'charmbracelet/crush#729'],
  },
  {
    // mcp-go's client refusing to send on a transport already closed: its SSE transport's SendRequest returns
    // "transport has been closed" (client/transport/sse.go) and the client wraps it "transport error: …", so a Go host's
    // next request after the stream dropped fails without being written ("用sse连接的mcp server调用报错：transport error:
    // transport has been closed", creating the client having succeeded: cloudwego/eino#284). Alone, at a level, or after
    // the words that introduce it and a colon (ASCII or full-width); the request is not named. Nothing was sent: the
    // verdict reads the words as a closed client's (protocol/reasons.ts closed-client), the request lost with the
    // connection.
    id: 'generic/go-transport-closed-before-send',
    said: 'failed',
    hint: 'transport has been closed',
    re: /^(?:[^\n]{0,200}?[:：]\s*)?(?:(?:ERROR|ERRO|error)\b:?\s+)?transport error:\s*(?<error>transport has been closed)\.?\s*$/,
    seen: ['cloudwego/eino#284'],
  },
  {
    // The same write failure under a Go host's tool card: the Codeium-derived hosts word a failed tool call
    // "failure in mcp tool execution: <error>" (Windsurf's Cascade card, lower case: hosts/windsurf.ts; Google
    // Antigravity, built on the same code, capitalises it), and a reporter copying it into a title capitalises it too
    // ("Failure in MCP tool execution: transport error: failed to write request: write |1: The pipe is being closed.":
    // Rhongomiant1227/Windsurf_Ask_Continue#12, Windsurf on Windows). The words are both hosts', so the row names no
    // host; the call is the tool call the card is for, and it never reached the server's stdin.
    id: 'generic/tool-execution-go-write-request-failed',
    said: 'failed',
    hint: 'transport error: failed to write request',
    re: /^failure in mcp tool execution:\s*transport error:\s*(?<error>failed to write request:\s*\S.*?)\s*$/i,
    method: 'tools/call',
    seen: ['Rhongomiant1227/Windsurf_Ask_Continue#12'],
  },
  {
    // An agent's tool call ("action") ended on the Python SDK 1.x's read timeout ("Unexpected error while
    // running action: McpError: Timed out while waiting for response to ClientRequest. Waited 30.0
    // seconds.": OpenHands/OpenHands#9776).
    id: 'generic/tool-python-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Timed out while waiting for response',
    re: new RegExp(String.raw`${TOOL_CTX}.*?(?<error>${PY_TIMEOUT})`, 'i'),
    method: 'tools/call',
    seen: ['OpenHands/OpenHands#9776'],
  },
  {
    // A client's tools listing ended on the TypeScript SDK's request timer (lobehub/lobehub#12499: "Listed tools
    // error: Error [McpError]: MCP error -32001: Request timed out"; CherryHQ/cherry-studio#4070). After the
    // connect rows: "[MCP] Error activating server x" inside the listing names the handshake (cherry-studio#9732).
    id: 'generic/list-tools-sdk-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'equest timed out',
    re: new RegExp(String.raw`${LIST_CTX}.*?(?<error>${TS_TIMEOUT})`, 'i'),
    method: 'tools/list',
    seen: ['lobehub/lobehub#12499', 'CherryHQ/cherry-studio#4070', 'CherryHQ/cherry-studio#4151'],
  },
  {
    // A client's tools listing answered with a JSON-RPC error the server sent, the TypeScript SDK's McpError with the
    // server's code (not the SDK's own -32000 close or -32001 timer): GitHub Copilot's language server in a JetBrains
    // IDE, "Failed to get tools list for MCP server <name>. message: MCP error -32603: No working IDE endpoint
    // available. stack: McpError: …" (JetBrains/mcp-server-plugin#42). The server answered; the verdict reads the code.
    id: 'generic/list-tools-server-error',
    said: 'failed',
    hint: 'MCP error',
    re: new RegExp(String.raw`${LIST_CTX}(?: list)?(?: (?:for|from|of) (?:the )?(?:MCP )?server ['"\x60]?(?<server>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?(?=[\s:,.]))?.*?(?<error>MCP error ?- ?(?!3200[01]\b)3\d{4} ?:.*?)(?:\.?\s+stack:.*)?$`, 'i'),
    method: 'tools/list',
    seen: ['JetBrains/mcp-server-plugin#42'],
  },
  ...offeringListRows(),
  {
    // A .NET client's start of a server ended on a cancellation it did not get from anyone: the connect's own deadline
    // (a CancellationToken with CancelAfter, or HttpClient.Timeout, which older runtimes word the same way). Visual
    // Studio's Copilot: "Failed to start MCP client for server '<name>': A task was canceled." with the
    // TaskCanceledException raised inside HttpConnectionPool while the first request still waited to be sent
    // (github/github-mcp-server#2341). The client drops the connect; an initialize is never cancelled on the wire.
    id: 'generic/connect-dotnet-task-canceled',
    said: 'timer-fired',
    timer: 'host',
    hint: 'anceled',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\bThe request was canceled due to the configured HttpClient\.Timeout of (?<limit>\d+(?:\.\d+)? seconds) elapsing\.?|\bA task was canceled\.?|\bThe operation was canceled\.?)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['github/github-mcp-server#2341'],
  },
  {
    // An agent framework hands the model a failed tool's result as an object with one member, its error: Google ADK's
    // function response `{"error": "<exception text>"}` carrying the Python SDK's read timeout (ADK 1.2 opened its
    // sessions with a 5 s read timeout: google/adk-python#1086, #1463, #1453; the same object quoted on the server's
    // tracker, microsoft/playwright-mcp#560), or a TypeScript client's `{"error":"Failed to execute MCP tool: MCP error
    // -32001: Request timed out"}` (modelcontextprotocol/typescript-sdk#814). The object is the tool's result: the
    // request was the tools/call, whose name the object does not give. The whole line is the object, nothing else.
    id: 'generic/tool-result-error-object-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: '"error"',
    re: new RegExp(String.raw`^\s*\{\s*"error"\s*:\s*"(?:[^"\\]*?: )?(?<error>${PY_TIMEOUT}|${TS_TIMEOUT})\s*"\s*\}\s*$`),
    method: 'tools/call',
    seen: ['google/adk-python#1086', 'google/adk-python#1463', 'google/adk-python#1453', 'microsoft/playwright-mcp#560', 'modelcontextprotocol/typescript-sdk#814'],
  },
  {
    // The same one-member object carrying the SDK's close instead: ADK's function response {"error": "Connection
    // closed"}, the Python SDK's McpError text for a request open when its transport ended (a stdio server process
    // dying under the call: google/adk-python#2659, whose commenters fixed it by repairing the server's environment;
    // #3218's title), or the TypeScript SDK's "MCP error -32000: Connection closed" in the same object. The object is
    // the tool's result: the call was lost with the connection; the object does not name the tool.
    id: 'generic/tool-result-error-object-closed',
    said: 'connection-closed',
    hint: '"error"',
    re: new RegExp(String.raw`^\s*\{\s*"error"\s*:\s*"(?:[^"\\]*?: )??(?<error>${TS_CLOSED}|Connection closed)\.?\s*"\s*\}\s*$`),
    method: 'tools/call',
    seen: ['google/adk-python#2659', 'google/adk-python#3218'],
  },
  {
    // The same one-member object carrying the TypeScript SDK's refusal to send on a transport that is gone: a chat's tool
    // card after the call's arguments, `{"error":"Not connected"}` (Cursor, the Laravel Boost server run through `docker
    // exec -i`, every call after the first prompt failing until Cursor restarted: laravel/boost#209). Protocol.request
    // throws "Not connected" without writing the request (protocol/reasons.ts closed-client): the call was lost with the
    // connection. The reporter's '[' typed for the opening brace is read too: a member and a closing brace make the
    // object whatever opened it. The whole line is the object, the SDK's capitalised words its only value.
    id: 'generic/tool-result-error-object-not-connected-sdk',
    said: 'connection-closed',
    hint: 'Not connected',
    re: /^\s*[{[]\s*"error"\s*:\s*"(?:Error: )?(?<error>Not connected)"\s*\}\s*$/,
    method: 'tools/call',
    seen: ['laravel/boost#209'],
  },
  {
    // The same one-member object carrying the Python SDK client's words for a 404 to its POST: ADK's function response
    // {"error": "Session terminated"} in adk web, after the Cloud Run MCP server the codelab deploys had gone and the
    // toolset's pooled session with it (googlecodelabs/feedback#1549: the maintainer had the server redeployed). The
    // object is the tool's result, so the refused request is the tools/call; the verdict reads the words
    // (reasons.ts session-unknown). Not the Python SDK 2.x server's "Session terminated before the request completed",
    // which says the handler may have run (its own row in reasons.ts).
    id: 'generic/tool-result-error-object-session',
    said: 'failed',
    hint: '"error"',
    re: /^\s*\{\s*"error"\s*:\s*"(?:[^"\\]*?: )??(?<error>Session terminated)\.?\s*"\s*\}\s*$/,
    method: 'tools/call',
    seen: ['googlecodelabs/feedback#1549'],
  },
  {
    // The same one-member object carrying an agent's own refusal of a call to a server it holds no live session for,
    // nothing sent: Hermes Agent's tools/mcp_tool.py returns {"error": "MCP server '<name>' is not connected"} (its
    // gateway kept a dead connection while a fresh `hermes mcp test` connected: NousResearch/hermes-agent#37768). A
    // reporter's arrow before the object, the call's result, is read with it. The call was lost with the connection.
    id: 'generic/tool-result-error-object-not-connected',
    said: 'connection-closed',
    hint: 'is not connected',
    re: /^\s*(?:→\s*)?\{\s*"error"\s*:\s*"(?<error>MCP server '(?<server>[^'"\\]{1,200})' is not connected)\.?\s*"\s*\}\s*$/,
    method: 'tools/call',
    seen: ['NousResearch/hermes-agent#37768'],
  },
  {
    // A client's own request timer naming the method in quotes, the limit after it ("Request to 'initialize' timed out
    // after 30 seconds": mcp_client_rs's error, unwrapped into a panic, darinkishore/mcp_client_rust#1), or the method
    // after the sentence ("MCP stdio request timed out after 30000ms: initialize": holon-run/uxc#210). The client's
    // deadline; nothing in the words sends a cancel. The method quoted after "MCP request" and the server after "to"
    // is the same sentence (OpenClacky's "MCP request 'initialize' to 'xxx' timed out after 15s": a Ruby agent whose
    // SSE reader never split the answer's CRLF-framed event, so its INIT_TIMEOUT fired: clacky-ai/openclacky#379).
    id: 'generic/request-to-method-timed-out-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out after',
    re: new RegExp(String.raw`\b(?:[Rr]equest to |MCP request )['"\x60](?<method>${METHOD}|[a-z]+/[a-z/]+)['"\x60](?: (?:to|on|for) ['"\x60](?<server>[^'"\x60\s][^'"\x60]{0,79})['"\x60])? timed out after ${LIMIT}`),
    seen: ['darinkishore/mcp_client_rust#1', 'clacky-ai/openclacky#379'],
  },
  {
    // The same keepalive ping refused by the endpoint's HTTP answer, in the bridge's words with the SDK's refusal after
    // them ("[Runner] Failed to send heartbeat: Error POSTing to endpoint (HTTP 404): Server not found", then "(HTTP
    // 400): null": arcadeai-labs/smithery-cli#188). Before the SDK's bare refusal row (typescript-sdk.ts
    // post-http-status), which names no method: these words say the refused POST was the ping.
    id: 'generic/heartbeat-ping-http-status',
    said: 'http-status',
    method: 'ping',
    sending: true,
    hint: 'heartbeat',
    re: /\b(?:[Ff]ailed to send heartbeat|[Hh]eartbeat (?:ping )?failed):\s*(?<error>Error POSTing to endpoint \(HTTP (?<status>\d{3})\):?[^\n]*)/,
    seen: ['arcadeai-labs/smithery-cli#188'],
  },
  {
    // The method after the client's sentence, with or without the limit it waited: "MCP stdio request timed out
    // after 30000ms: initialize" (holon-run/uxc#210), "MCP request timed out: initialize" (a macOS app's own HTTP
    // transport, whose SSE parser never saw the answer: a-streetcoder/agent-deck#117). The client's own
    // deadline; the SDKs' sentences name no method after a colon, and nothing in these words sends a cancel.
    id: 'generic/request-timed-out-after-method',
    said: 'timer-fired',
    timer: 'host',
    hint: 'equest timed out',
    re: new RegExp(String.raw`\bMCP (?:\w+ )?request timed out(?: after ${LIMIT})?:\s*(?<method>${METHOD})\s*['".]?$`),
    seen: ['holon-run/uxc#210', 'a-streetcoder/agent-deck#117'],
  },
  {
    // The same client timer naming the method after "for" and no limit: the CALL-E CLI's own per-request
    // deadline ("MCP request timed out for tools/call": CALLE-AI/awesome-phone-call-agents#79, #229; the
    // default was 15 s, the planning tool ran about that long). Its own deadline; nothing says a cancel is sent.
    id: 'generic/request-timed-out-for-method',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out for',
    re: new RegExp(String.raw`\bMCP (?:\w+ )?request timed out for ['"\x60]?(?<method>${METHOD})\b`),
    seen: ['CALLE-AI/awesome-phone-call-agents#79', 'CALLE-AI/awesome-phone-call-agents#229'],
  },
  {
    // A client's own timer on one JSON-RPC request, worded as the wait it ended and naming the method it waited for,
    // the limit before the wait: "Timeout after 20000ms waiting for "tools/call"" (a CLI's line client over a socket,
    // one 20 s budget for every request while the plugin finished the image edit a minute later: ProfSynapse/nexus#382).
    // The same wait is worded "timed out after …", "while waiting for", "waiting for (a) response to <method>" by
    // other hand-written clients. The client just stops waiting; nothing in these words sends a cancel.
    id: 'generic/timeout-after-waiting-for-method',
    said: 'timer-fired',
    timer: 'host',
    hint: 'waiting for',
    re: new RegExp(String.raw`\b(?:[Tt]imeout|[Tt]imed out|[Tt]ime-out)\s+after\s+${LIMIT}\s+(?:while\s+)?waiting\s+for\s+(?:(?:a|the)\s+)?(?:(?:response|reply|result)\s+(?:to|for|of)\s+)?['"\x60]?(?<method>${METHOD})\b`),
    seen: ['ProfSynapse/nexus#382'],
  },
  {
    // The same wait with the method first and the limit, if any, after it: "Timed out waiting for tools/call response
    // after 30 seconds", "Timeout waiting for response to tools/call (<tool>)". A bare "waiting for a session" is
    // another row's (langflow's session wait, above); the SDKs' own sentences name no method here.
    id: 'generic/timed-out-waiting-for-method',
    said: 'timer-fired',
    timer: 'host',
    hint: 'waiting for',
    re: new RegExp(String.raw`\b(?:[Tt]imeout|[Tt]imed out)\s+(?:while\s+)?waiting\s+for\s+(?:(?:a|the)\s+)?(?:(?:response|reply|result)\s+(?:to|for|of)\s+)?['"\x60]?(?<method>${METHOD})['"\x60]?(?:\s+(?:response|reply|result))?(?:\s+\(['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?\))?(?:\s+after\s+${LIMIT})?`),
    seen: ['ProfSynapse/nexus#382'],
  },
  {
    // A reporter naming, in code marks, the tool whose call ended on an SDK's request timer and quoting the SDK's error in
    // code marks on the same line ("`deploy_current_dir` 连续 9 次返回 `MCP error -32001: Request timed out`": a build
    // tool called from OpenCode, taptap/instant-games-open-mcp#460). Code marks are how a reporter copies a program's
    // output verbatim: the tool's name and the SDK's words, not a paraphrase. The SDK's own timer (timer 'sdk': the
    // TypeScript SDK's cancels, the Python SDK 1.x's read timeout does not); a method's name in the marks is no tool's.
    id: 'generic/code-marked-tool-sdk-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'imed out',
    re: new RegExp(String.raw`\x60(?!(?:${METHOD})\x60)(?<target>[A-Za-z_][\w.-]{0,80})\x60[^\x60"\n]{0,60}?[\x60"]${CODE_MARKED_SDK_TIMEOUT}[\x60"]`),
    method: 'tools/call',
    seen: ['taptap/instant-games-open-mcp#460'],
  },
  {
    // The same two quotes the other way round, the error first and the tool after the words that say it was the tool's
    // call ("getting `MCP error -32001: Request timed out` when calling `search_feed`"). With the tool in code marks, the
    // error may be in double quotes in either order: still the program's words beside a named call.
    id: 'generic/code-marked-sdk-timed-out-tool',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'imed out',
    re: new RegExp(String.raw`[\x60"]${CODE_MARKED_SDK_TIMEOUT}[\x60"][^\x60"\n]{0,40}?\b(?:call(?:ing|s|ed)?|invok(?:e|es|ing|ed)|tool|from|for|on)\s+(?:the\s+)?(?:tool\s+)?\x60(?!(?:${METHOD})\x60)(?<target>[A-Za-z_][\w.-]{0,80})\x60`),
    method: 'tools/call',
    seen: ['taptap/instant-games-open-mcp#460'],
  },
  {
    // A framework's own deadline around the connect to a server it names by URL, the limit after it ("Connection to
    // http://localhost:8000/sse timed out after 30.0 seconds": OpenHands wraps the SSE connect and the handshake in
    // asyncio.wait_for, OpenHands/OpenHands#7820). Only an MCP endpoint's URL: any HTTP client's connect timeout
    // reads alike. The framework stops waiting; an initialize is never cancelled on the wire.
    id: 'generic/connection-to-url-timed-out-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out after',
    re: new RegExp(String.raw`\b(?:[Cc]onnection|[Cc]onnecting) to (?<server>https?://[^\s'"]*(?:/mcp|/sse)\b[^\s'"]*) timed out after ${LIMIT}`),
    method: 'initialize',
    scope: 'connection',
    seen: ['OpenHands/OpenHands#7820'],
  },
  // The Python SDK's client refusing a server's answer as its result type (reasons.ts PY_RESULT_REFUSED_RE), in the words
  // of whatever wraps the SDK: the request is the one whose result type pydantic names.
  ...PY_RESULT_REFUSED_ROWS,
  {
    // A framework's numbered connect attempt to a server it names ("Attempting to connect to MCP server crm (attempt
    // 1/3)": an agent service retrying a server's connect serially, Datus-ai/Datus-agent#1337): each attempt is a new
    // connection and its handshake, the initialize a client sends first.
    id: 'generic/connect-attempt-n-of-m',
    said: 'request-sent',
    hint: '(attempt ',
    re: new RegExp(String.raw`\b(?:[Aa]ttempting|[Tt]rying) to connect to (?:the )?MCP server ['"\x60]?(?<server>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?\s*\(attempt \d+\s*/\s*\d+\)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['Datus-ai/Datus-agent#1337'],
  },
  {
    // An agent framework's own deadline around discovery, the listing of a connected server's tools (with its
    // prompts and resources) raced against a timer: "Discovery timed out after 15000ms" (the Agents SDK's
    // MCPClientManager logs it as the failed discovery's result and the caller rediscovers later,
    // cloudflare/agents#2300), the URL after it when a script discovers one server ("… after 10000ms for <url>").
    // Only as the sentence itself or the error after a colon: other discoveries (a model's, a device's) say what
    // they discover first. The race drops the listing; nothing is sent to the server.
    id: 'generic/discovery-timed-out-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'iscovery timed out after',
    re: new RegExp(String.raw`(?:^|:\s+|\]\s+)(?:MCP (?:server |tool )?)?[Dd]iscovery timed out after ${LIMIT}(?: for (?<server>https?://\S+|['"\x60]?[\w.@-]+['"\x60]?))?\.?\s*$`),
    method: 'tools/list',
    seen: ['cloudflare/agents#2300'],
  },
  {
    // A client's own request timer naming the method and id ("Error: MCP request tools/call (id=7) timed out
    // after 60000ms": esengine/DeepSeek-Reasonix#2023): its own deadline; nothing says a cancel is sent.
    id: 'generic/mcp-request-id-timed-out-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out after',
    re: new RegExp(String.raw`\bMCP request (?<method>[a-z]+(?:/[A-Za-z_]+)+) \(id=(?<id>[\w-]+)\) timed out after ${LIMIT}`),
    seen: ['esengine/DeepSeek-Reasonix#2023'],
  },
  {
    // A client's own per-request deadline worded as the request exceeding it, the limit after ("MCP request exceeded
    // 20000 ms.": a browser extension's MCP client testing a new server, zhu1090093659/deepseek-pp#254); the method
    // when the words give one. Its own timer; nothing in the words sends a cancel.
    id: 'generic/mcp-request-exceeded-limit',
    said: 'timer-fired',
    timer: 'host',
    hint: 'exceeded',
    re: new RegExp(String.raw`\bMCP request (?:['"\x60]?(?<method>${METHOD})['"\x60]? )?(?:has )?exceeded (?:the |its )?(?:timeout of |time limit of |deadline of )?${LIMIT}`),
    seen: ['zhu1090093659/deepseek-pp#254'],
  },
  {
    // A client's or gateway's own wait for the handshake's answer ran out, in its words of what the server did not
    // do: "server did not respond to MCP initialize within 60s (subprocess may have crashed or printed to stderr
    // instead of stdout); recent stderr:" (a Go proxy's per-server error after its fix named the wait and the child's
    // stderr: smart-mcp-proxy/mcpproxy-go#396). The waiter gives up without a cancel.
    id: 'generic/initialize-no-response-within',
    said: 'timer-fired',
    timer: 'host',
    hint: ' respond to ',
    re: new RegExp(String.raw`\b(?:did(?:n't| not)|failed to) respond to (?:the )?(?:MCP )?['"\x60]?(?<error>initiali[sz]e['"\x60]?(?:\(\))?(?: (?:request|handshake))?(?: (?:within|in) (?:${LIMIT}|time))?)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['smart-mcp-proxy/mcpproxy-go#396'],
  },
  {
    // A gateway's or client's own deadline on a server's handshake, inside the chain of the operation that needed
    // it: "failed to invoke tool: failed to run stdio MCP server <name>: initialization request to MCP server timed
    // out after 10 seconds" (an MCP registry gateway that starts a stdio server per call; its init deadline was
    // hard-coded, then made configurable: mcpjungle/MCPJungle#146). The innermost clause says what timed out: the
    // initialize, not the tool call the outer words name (no tools/call was sent). The gateway stops waiting and
    // sends nothing.
    id: 'generic/initialize-deadline-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'nitiali',
    // The TypeScript SDK's own timer in the same words is the SDK's (rows for its -32001 read it).
    re: new RegExp(String.raw`^(?!.*-\s?32001\b)(?:.*?\bMCP server ['"\x60]?(?<server>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?:\s)?.*?(?<error>\binitiali[sz](?:e|ation)(?: request)?(?: to (?:the )?MCP server)?\s+(?:timed out|timeout|time-out)(?:\s+after\s+${LIMIT})?)(?!\s+or failed\b)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['mcpjungle/MCPJungle#146'],
  },
  {
    // A client SDK's handshake failing on its own request timer, the step named before the timer's words: the PHP
    // SDK's client ("Initialization failed: Request timed out", printed after an "Error " prefix by the app: its stdio
    // transport polled a child that had already exited until the initialization timeout fired,
    // modelcontextprotocol/php-sdk#332). An initialize is never cancelled: the client stops waiting. The TypeScript
    // SDK's own timer in these words carries its -32001 and is read by its rows.
    id: 'generic/initialization-failed-request-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'imed out',
    re: /^(?!.*-\s?32001\b).*?\b(?<error>[Ii]nitiali[sz](?:ation|e)(?: request)? failed: (?:the )?[Rr]equest timed out)\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['modelcontextprotocol/php-sdk#332'],
  },
  {
    // A client wrapper's own deadline around an MCP operation, the limit after it: UTCP's MCP plugin races each
    // operation against its timer ("MCP operation on '<server>:<transport>' timed out after 15s.": a hard-coded 15 s
    // that ignored the configured timeout, universal-tool-calling-protocol/code-mode#20, fixed in typescript-utcp#15),
    // or a desktop agent's own race around the SDK's method by name ("listTools timeout after 30s":
    // OpenCoworkAI/open-cowork#161). The method is the one the SDK method names (methodInWords), none for an
    // "operation". The wrapper stops waiting; nothing in these words sends a cancel.
    id: 'generic/operation-timed-out-after',
    said: 'timer-fired',
    timer: 'host',
    hint: ' after ',
    re: new RegExp(String.raw`\b(?:MCP operation(?: on ['"\x60](?<server>[^'"\x60:\s]+)(?::[\w-]+)?['"\x60])?|(?:list|call|read|get)(?:Tools?|Resources?|Prompts?|ResourceTemplates)(?:\(\))?)\s+(?:timed out|timeout)\s+after\s+${LIMIT}`),
    seen: ['universal-tool-calling-protocol/code-mode#20', 'OpenCoworkAI/open-cowork#161'],
  },
  {
    // A framework's own deadline around a tool call ("Tool call timed out for execute_command on
    // command_line after 400s.": massgen/MassGen#743; "MCP tool call timed out after 30s": HKUDS/nanobot#950;
    // "Tool invocation timed out after 60s": MarimerLLC/rockbot#80). Its wrapper stops waiting; nothing in
    // these words sends a cancel.
    id: 'generic/tool-call-timed-out-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out ',
    re: /\b(?:MCP )?[Tt]ool (?:call |invocation |execution )?timed out (?:for (?<target>[\w.-]+)(?: on (?<server>[\w.-]+))? )?after (?<limit>\d+(?:\.\d+)?\s*(?:ms|s|secs?|seconds?|mins?|minutes?))\b/,
    method: 'tools/call',
    seen: ['massgen/MassGen#743', 'HKUDS/nanobot#950', 'MarimerLLC/rockbot#80'],
  },
  {
    // An agent's MCP client naming the tool its own deadline gave up on, with no limit in the words and often the
    // retry counter of its loop ("MCP tool 'scheduled_task_create' timed out (attempt 3/3)", then "[MCP Tool Error]
    // scheduled_task_create timed out after 3 attempts": Yanyutin753/LambChat#197, an asyncio.wait_for around the
    // call). The wrapper stops waiting and calls again; nothing in these words sends a cancel. The summary line after
    // the last attempt counts attempts, not time (no row reads "after 3 attempts" as a limit).
    id: 'generic/mcp-tool-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out',
    re: /\bMCP tool ['"\x60](?<target>[A-Za-z_][\w.-]*)['"\x60] timed out\b(?!\s+after\s+\d+(?:\.\d+)?\s*(?:ms|s|sec|min))/i,
    method: 'tools/call',
    seen: ['Yanyutin753/LambChat#197'],
  },
  {
    // An agent CLI's server test (Hermes Agent's "hermes mcp test <name>": connect, list the tools, disconnect) prints
    // how long the connect ran and its error under a cross ("✗ Connection failed (41125ms): MCP call timed out after
    // 41.1s (configured timeout: 40.0s)": the probe's own deadline around the connect, DeusData/codebase-memory-mcp#635,
    // a native Windows stdio server whose handshake reply never reached the client). "Connection failed" names the
    // connect, so the request its timer gave up on is the initialize, whatever the timer's own words call it (the
    // tool-deadline row below would take "MCP call" for a tool call). The probe stops waiting; it sends no cancel.
    id: 'generic/connection-failed-elapsed-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'onnection failed (',
    re: /\bConnection failed \((?<elapsed>\d+ms)\):\s*(?<error>.*?\b(?:timed out|timeout)\b.*?(?:\(configured timeout: (?<limit>\d+(?:\.\d+)?s)\))?)\s*$/i,
    method: 'initialize',
    scope: 'connection',
    seen: ['DeusData/codebase-memory-mcp#635'],
  },
  {
    // A client's own deadline around a tool call, in its words after the call's ("Error calling tool 'x': MCP
    // task 'tool_call' timeout after 10s": RAGFlow runs each MCP task under a fixed deadline, infiniflow/ragflow#12105;
    // "Tool call was aborted due to timeout (10000ms)": 78/mcp-calculator#20). Not the SDKs' sentences,
    // which say no "after" (rows above): the wrapper stops waiting; nothing in these words sends a cancel.
    // The browser bridge's bare "Error calling tool: Request timed out after 30000ms" matches too, but it is the
    // server's own isError result about its wait for the extension (reasons.ts BRIDGE_WAIT_RESULT_RE: said-facts marks
    // it inResult and the classifier reads it as the server's answer: hangwin/mcp-chrome#100, #139).
    id: 'generic/tool-deadline-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'ime', // timeout, Timeout, timed out, time-out
    re: new RegExp(String.raw`${TOOL_CTX}.*?(?<error>\b(?:(?:timeout|timed out|time-out)\s+after\s+|aborted due to timeout \()${LIMIT}\)?)`, 'i'),
    method: 'tools/call',
    seen: ['infiniflow/ragflow#12105', 'hangwin/mcp-chrome#139', '78/mcp-calculator#20', 'hangwin/mcp-chrome#100'],
  },
  {
    // Kotlin's coroutine deadline (kotlinx.coroutines' withTimeout: "TimeoutCancellationException: Timed out waiting
    // for 15000 ms") ended a call a Kotlin client made: an Android chat app's tool call shows it as the call's result
    // (rikkahub/rikkahub#89). The exception's class is in the words: the message alone is any Kotlin wait. The
    // client's own deadline; nothing in the words sends a cancel. The call is the one its words opened.
    id: 'generic/kotlin-coroutine-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Timed out waiting for ',
    re: /TimeoutCancellationException\]?:?\s*(?<error>Timed out waiting for (?<limit>\d+ ms))/,
    seen: ['rikkahub/rikkahub#89'],
  },
  {
    // A chat app's tool-call panel in Chinese: its heading names the tool alone on the line ("调用工具 <name>", the
    // arguments object under it, then "调用结果" and the result: rikkahub/rikkahub#89). The call is under way;
    // what the panel says next ends it.
    id: 'generic/cjk-tool-call-heading',
    said: 'request-sent',
    hint: '工具',
    re: /^\s*(?:调用|調用|执行|執行)工具\s*[:：]?\s*['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?\s*$/,
    method: 'tools/call',
    seen: ['rikkahub/rikkahub#89'],
  },
  {
    // A tool call named the way Anthropic's tool naming spells MCP tools, `mcp__<server>__<tool>`, in an
    // agent framework's own log ("Arguments for Calling mcp__command_line__execute_command: {…}":
    // massgen/MassGen#743).
    id: 'generic/calling-mcp-prefixed-tool',
    said: 'request-sent',
    hint: 'mcp__',
    re: /\b(?:Call(?:ing)?|call(?:ing)?|Invok(?:e|ing)|invok(?:e|ing)|Execut(?:e|ing)|execut(?:e|ing)|Running|running)\b[^{]*?\bmcp__(?<server>[\w-]+?)__(?<target>[\w-]+)/,
    method: 'tools/call',
    seen: ['massgen/MassGen#743'],
  },
  {
    // A client's own print as it starts the handshake, just before `await session.initialize()`: "Initializing MCP
    // session..." with nothing after it but the dots, an emoji or a tag before it. The Python SDK's example OAuth client
    // prints it ("🤝 Initializing MCP session...", then its connect failing: modelcontextprotocol/python-sdk#852), and so
    // does the AgentCore Runtime tutorial's client derived from it ("🔄 Initializing MCP session...", over the SDK's
    // "Error in post_writer: Client error '403 Forbidden'…": awslabs/agentcore-samples#142). The initialize is under
    // way; what the client says next ends it. A sentence that goes on ("… failed") is another row's.
    id: 'generic/initializing-mcp-session',
    said: 'request-sent',
    hint: 'nitializing MCP session',
    re: /(?:^|[^\w\s]\s*|\]\s*)Initializing MCP session(?:\.\.\.|…)\s*$/,
    method: 'initialize',
    seen: ['modelcontextprotocol/python-sdk#852', 'awslabs/agentcore-samples#142'],
  },
  {
    // The same start of the handshake naming the server: "Initializing MCP '<server>' server" (the C# SDK's console
    // sample, just before it creates its client, which connects and sends the initialize: modelcontextprotocol/csharp-sdk#36).
    // The line is the whole print; what the client says next ends the initialize.
    id: 'generic/initializing-mcp-named-server',
    said: 'request-sent',
    hint: 'nitializing MCP ',
    re: /^\s*Initializing MCP (?:'(?<server>[^'\n]{1,80})'|"(?<serverQuoted>[^"\n]{1,80})") server(?:\.\.\.|…)?\s*$/,
    method: 'initialize',
    seen: ['modelcontextprotocol/csharp-sdk#36'],
  },
  {
    // An agent framework's own line as it hands a tool call to its MCP client, the tool's name after a colon
    // and nothing else on the line: Mastra's debug logger ("[MCP debug] [<server>] Executing tool: <name>":
    // mastra-ai/mastra#7675), Spring AI's tool-calling manager ("Executing tool call: <name>":
    // spring-projects/spring-ai#2785). The call is under way; what the client says next ends it. A name
    // alone ends the line, so a sentence that goes on ("Executing tool: x failed …") is another row's.
    id: 'generic/executing-tool-colon-name',
    said: 'request-sent',
    hint: 'tool',
    re: /\b(?:Executing|Calling|Invoking|Running) (?:MCP )?tool(?: call)?: ['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?\s*$/,
    method: 'tools/call',
    seen: ['mastra-ai/mastra#7675', 'spring-projects/spring-ai#2785'],
  },
  {
    // A server's own line as it starts handling a tool call, the tool's name after a colon and nothing else on the
    // line: "Handling tool call request: <name>" (a Node server's debug logger, docker compose around it:
    // linshenkx/prompt-optimizer#304) and the same server localised for Chinese, "处理工具调用请求: <name>"
    // (linshenkx/prompt-optimizer#202). The call is under way; what the log says next ends it.
    id: 'generic/handling-tool-call-request',
    said: 'request-sent',
    hint: 'ool call request: ',
    re: /\b(?:Handling|Processing|Received) (?:MCP )?tool call request: ['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?\s*$/,
    method: 'tools/call',
    speaker: 'server',
    seen: ['linshenkx/prompt-optimizer#304'],
  },
  {
    id: 'generic/zh-handling-tool-call-request',
    said: 'request-sent',
    hint: '工具调用请求',
    re: /(?:处理|處理|收到)工具调用请求\s*[:：]\s*['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?\s*$/,
    method: 'tools/call',
    speaker: 'server',
    seen: ['linshenkx/prompt-optimizer#202'],
  },
  {
    // The same server's failure of that call in Chinese, the tool's name and the error after it: "工具执行错误 <name>:
    // <message>" (its logger prints the error object under the line; the reader joins its message member:
    // linshenkx/prompt-optimizer#202). The server's own words that the tool failed: the verdict reads the error.
    // Only its noun "错误" (an error): "工具执行失败" / "出错" (failed, went wrong) are how clients say a call failed
    // (generic/zh-tool-call-failed), and a client's words must not be taken for the server's.
    id: 'generic/zh-tool-execution-error',
    said: 'failed',
    hint: '工具执',
    re: /工具(?:执行|執行)(?:错误|錯誤)\s*['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?\s*[:：]\s*(?<error>\S.*?)\s*$/,
    method: 'tools/call',
    speaker: 'server',
    seen: ['linshenkx/prompt-optimizer#202'],
  },
  {
    // A Go server's recovery of a tool handler's panic, as its logrus wrapper writes it: "Tool handler panicked" with
    // the panic's value and the tool's name as fields, logrus's key order (panic before tool), in its logfmt form
    // (`level=error msg="Tool handler panicked" panic="context deadline exceeded" tool=<name>`, under the journal's
    // prefix: xpzouying/x-mcp#10; xpzouying/xiaohongshu-mcp#352, #780) or its terminal form (`ERRO[4086] Tool handler
    // panicked   panic="navigation failed: net::ERR_CONNECTION_CLOSED" tool=<name>`: xpzouying/xiaohongshu-mcp#361,
    // #305). The wrapper turns the panic into an isError result to the caller (the server's mcp_server.go,
    // withPanicRecovery): the server's own words that the call failed, with the reason it gives. Not a panic on a
    // cancelled context ("context canceled"): that handler stopped because its caller cancelled or went away
    // (xpzouying/xiaohongshu-mcp#402), and the words alone do not say which; the caller's log says it.
    id: 'generic/go-tool-handler-panicked',
    said: 'failed',
    hint: 'Tool handler panicked',
    re: /^(?:ERRO\[\d+\]\s+)?Tool handler panicked\s+panic=(?!"?context canceled"?(?:\s|$))(?<error>"(?:[^"\\]|\\.){1,400}"|[^\s"]{1,200})\s+tool=(?<target>[A-Za-z_][\w.-]{0,80})\s*$/,
    method: 'tools/call',
    speaker: 'server',
    seen: ['xpzouying/x-mcp#10', 'xpzouying/xiaohongshu-mcp#352', 'xpzouying/xiaohongshu-mcp#361'],
  },
  {
    // A Python application's own line as it awaits the SDK's ClientSession.call_tool, naming the method, then
    // the tool and its argument dict last ("call_tool > s http://…/sse inject_event  {'sn': …}":
    // modelcontextprotocol/python-sdk#906, the SDK's post_writer error under it). The name right before the
    // dict is the tool; what the client says next ends the call. The call awaited in code (`await s.call_tool("x",
    // {…})`, a traceback's source line) names it too; the SDK's frame under it is the same call (host-requests.ts deeperFrame).
    id: 'generic/call-tool-name-args',
    said: 'request-sent',
    hint: 'call_tool',
    re: /\bcall_tool\b[^{]{0,400}?[\s(]['"]?(?<target>[A-Za-z_][\w.-]*)['"]?,?\s+\{['"]/,
    method: 'tools/call',
    seen: ['modelcontextprotocol/python-sdk#906'],
  },
  // A traceback frame in an agent framework's own MCP module (a `mcp` package or a `*mcp*.py` file) inside its
  // wrapper's call_tool or list_tools: that request was under way when the exception came (LiveKit's
  // `…/livekit/agents/llm/mcp/server.py", line XX, in call_tool` with the reporter's own "XX", its path wrapped
  // onto a second line: livekit/agents#3302; OpenHands' `…/openhands/mcp/client.py", line 127, in call_tool`:
  // OpenHands/OpenHands#9103; Microsoft Agent Framework's `…/agent_framework/_mcp.py", line 644, in call_tool`:
  // microsoft/agent-framework#2708). The SDK's own ClientSession frames are python-sdk.ts's rows.
  ...([['call_tool', 'tools/call'], ['list_tools', 'tools/list']] as const).map(([fn, method]) => ({
    id: `generic/python-mcp-module-frame-${fn.replace(/_/g, '-')}`,
    said: 'request-sent' as const,
    hint: `, in ${fn}`,
    re: new RegExp(String.raw`[/\\](?:mcp[/\\](?:[\w.-]+[/\\])*[\w.-]+|[\w.-]*mcp[\w.-]*)(?<![/\\]mcp[/\\]client[/\\]session)\.py", line (?:\d+|X+), in ${fn}\s*$`),
    method,
    seen: ['livekit/agents#3302', 'OpenHands/OpenHands#9103', 'microsoft/agent-framework#2708'],
  })),
  {
    // A chat app shows a tool's result as the CallToolResult object (MCP spec, tools/call result): with
    // isError true its text is the error the client got for that call ('{"content":[{"type":"text",
    // "text":"MCP error -32001: Request timed out"}],"isError":true}': egoist/chatwise-releases#443).
    // One object on one line; the keys in either order.
    id: 'generic/tool-result-is-error',
    said: 'failed',
    serverAnswer: true,
    hint: '"isError"',
    re: /^\s*\{(?=.*"isError"\s*:\s*true)(?=.*"content"\s*:\s*\[).*?"text"\s*:\s*"(?<error>(?:[^"\\]|\\.)*)"/,
    method: 'tools/call',
    seen: ['egoist/chatwise-releases#443'],
  },
  {
    // The same object after a client's Chinese line that names the tool and labels what it got back: "工具 <tool>
    // 调用成功，结果: {…,"isError":true}..." (xiaozhi-client, its result cut with '...': shenjingnan/xiaozhi-client#364).
    // The client's words say the call succeeded because an answer came; the answer is the server's tool error, so the
    // call failed on the server's error. Only with isError true: a result without it is the call completed.
    id: 'generic/zh-tool-call-result-is-error',
    said: 'failed',
    serverAnswer: true,
    hint: '"isError"',
    re: /工具\s*['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?\s*(?:调用|調用)(?:成功|完成)[,\s]*(?:结果|結果)\s*:\s*\{(?=.*"isError"\s*:\s*true)(?=.*"content"\s*:\s*\[).*?"text"\s*:\s*"(?<error>(?:[^"\\]|\\.)*)"/,
    method: 'tools/call',
    seen: ['shenjingnan/xiaozhi-client#364'],
  },
  {
    // A Go client reporting each step of a session by its method, the step's Go error after it: an MCP
    // conformance scanner's funnel ("tools/list -> error: Post "http://127.0.0.1:40871/": context deadline
    // exceeded (Client.Timeout exceeded while awaiting headers)": daytonaio/daytona#3859; "initialize error:
    // context deadline exceeded (Client.Timeout or context cancellation while reading body)":
    // microsoft/playwright-mcp#1393, idosal/git-mcp#216, utensils/mcp-nixos#102). The method opens the line:
    // the same words restated inside a summary paragraph ("initialize -> 200 … tools/list -> error: …") are
    // not a second failure. Go's client wraps no cancel around its deadline; the verdict reads the error.
    // The report wraps the error onto indented lines: the reader of last resort joins them.
    id: 'generic/method-step-go-error',
    said: 'failed',
    hint: 'error: ',
    re: new RegExp(String.raw`^\s*(?<method>${METHOD})(?: ->)? error: (?<error>${GO_ERROR}.*?)\s*$`),
    seen: ['daytonaio/daytona#3859', 'microsoft/playwright-mcp#1393', 'idosal/git-mcp#216', 'utensils/mcp-nixos#102'],
  },
  {
    // The Go SDK's client error for a request, as any Go host prints it: its session wraps every failed call
    // as `calling "<method>": <cause>` (go-sdk mcp/shared.go), the host's own words before it. A restarted
    // server's answer for a session it no longer knows ends such a chain: 'mcp call failed: connection closed:
    // calling "tools/call": client is closing: sending "tools/call": failed to connect (session ID: …): session
    // not found' (stacklok/mecatl#177); 'ListTools #11 FAILED: calling "tools/list": sending "tools/list": failed
    // to connect (session ID: …): session not found' (google/adk-go#417). The SDK's own timer does not take
    // this path (it sends notifications/cancelled and returns the context's error bare), so the verdict reads
    // the cause's words. A structured log's error field holds the chain JSON-escaped ('"error":"MCP call x: calling
    // \"tools/call\": sending \"tools/call\": failed to connect (session ID: …): session not found"':
    // jordigilh/kubernaut#1386), the quotes around the method escaped.
    id: 'generic/go-sdk-calling-method',
    said: 'failed',
    hint: 'calling ',
    re: new RegExp(String.raw`\bcalling \\?"(?<method>${METHOD})\\?": (?<error>\S.*?)\s*$`),
    seen: ['stacklok/mecatl#177', 'google/adk-go#417', 'jordigilh/kubernaut#1386'],
  },
  {
    // The Go SDK's Streamable HTTP client failing its connection over the standalone GET stream (the optional stream
    // for the server's own messages, which carries no request): the client resumes it up to MaxRetries times, then
    // fails the whole connection with '<stream>: exceeded N retries without progress (session ID: …)', or with
    // 'failed to reconnect (session ID: …): …' when a resume could not be sent (go-sdk mcp/streamable.go handleSSE;
    // a server whose GET carried only id-less pings was never counted as progress: modelcontextprotocol/go-sdk#1175).
    // The stream's summary is the SDK's own 'standalone SSE stream'; a request's stream says 'sending "<method>"'.
    // The connection closed; no request rides on that stream, so the words end none by themselves.
    id: 'generic/go-sdk-standalone-stream-failed',
    said: 'connection-closed',
    hint: 'standalone SSE stream: ',
    re: /\bstandalone SSE stream: (?<error>(?:exceeded \d+ retries without progress|failed to reconnect) \(session ID: [^)\s]*\)(?::\s*\S.*?)?)\s*$/,
    scope: 'connection',
    seen: ['modelcontextprotocol/go-sdk#1175'],
  },
  {
    // The Codeium language server behind Windsurf's and Antigravity's Cascade reports a failed MCP tool step as
    // 'error executing cascade step: CORTEX_STEP_TYPE_MCP_TOOL: <why>' (both hosts print it word for word, so the words
    // name no host). The step is one tools/call. Its <why> is the client's own error for the call — the Go SDK's chain,
    // read by the row above ('connection closed: calling "tools/call": client is closing: …': reactive-resume/app#3143)
    // or another transport failure, read by the row after this one — or else the text of the error result the server
    // answered (isError), as Chrome DevTools MCP's 'No snapshot found for page 1. Use take_snapshot to capture one.' and
    // Puppeteer's locator timeout inside the server, 'Timed out after waiting 5000ms' (ChromeDevTools/chrome-devtools-mcp#1883):
    // the server's answer (the row's serverAnswer), a timeout in it the server's own.
    id: 'generic/cascade-step-mcp-tool-result-error',
    said: 'failed',
    serverAnswer: true,
    hint: 'CORTEX_STEP_TYPE_MCP_TOOL: ',
    re: new RegExp(String.raw`\berror executing cascade step: CORTEX_STEP_TYPE_MCP_TOOL: (?!${CASCADE_CLIENT_ERROR})(?<error>\S.*?)\s*$`),
    method: 'tools/call',
    seen: ['ChromeDevTools/chrome-devtools-mcp#1883'],
  },
  {
    id: 'generic/cascade-step-mcp-tool-failed',
    said: 'failed',
    hint: 'CORTEX_STEP_TYPE_MCP_TOOL: ',
    re: /\berror executing cascade step: CORTEX_STEP_TYPE_MCP_TOOL: (?<error>\S.*?)\s*$/,
    method: 'tools/call',
    seen: ['reactive-resume/app#3143'],
  },
  {
    // FastMCP's wording for a tool that raised, the name as Python's repr: its tool manager answers the call
    // with "Error calling tool '<name>': <the exception's text>" (or the sentence alone when error details are
    // masked), and a client prints that answer as it came ("Error calling tool 'get_board': 404: Failed to fetch
    // board: …": redhat-community-ai-tools/jira-mcp#7; fastmcp/tools/tool_manager.py). The words after the name
    // are the server's; the verdict reads them as its answer (host-words.ts).
    id: 'generic/tool-error-repr-quoted',
    said: 'failed',
    serverAnswer: true,
    hint: "Error calling tool '",
    re: /\bError calling tool '(?<target>[A-Za-z_][\w.-]*)'(?::\s*(?<error>\S.*?))?["\s,}]*$/,
    method: 'tools/call',
    seen: ['redhat-community-ai-tools/jira-mcp#7'],
  },
  {
    // The sentence as a Node server prints it with console.error(message, details): the tool's name closes the
    // message and util.inspect's object follows, its `error:` member on the next line carrying why ("[<server>]
    // Error calling tool: <tool> {" then "  error: 'Error: Error POSTing to endpoint (HTTP 500): …'": the MCPJam
    // Inspector's server console, MCPJam/inspector#552). The name is the tool's, not the error.
    id: 'generic/calling-tool-details-follow',
    said: 'failed',
    hint: 'tool: ',
    re: /\b(?:[Ee]rror|[Ff]ailed) (?:calling|executing|invoking|running|to call|to execute|to invoke|to run) (?:the )?(?:MCP )?tool: ['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]? \{$/,
    method: 'tools/call',
    seen: ['MCPJam/inspector#552'],
  },
  {
    // An agent runtime that routes each tool call to the MCP client that listed the tool, finding none for it: OpenHands'
    // "Unexpected error while running action: ValueError: No matching MCP agent found for tool name: tavily_tavily-search"
    // (it opened a connection per call and threw when the server did not answer that connect: OpenHands/OpenHands#9030).
    // The runtime refused its own call before any server had it (reasons.ts CLIENT_REFUSED_BEFORE_SEND_RE); the name is
    // the runtime's name for the tool (a server prefix and the tool's own).
    id: 'generic/tool-no-client-for-tool',
    said: 'failed',
    hint: ' for tool',
    re: /(?<error>\bNo (?:matching )?MCP (?:agent|client|server|session)s? (?:was )?(?:found )?for (?:the )?tool(?: name)?:?\s*['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?)\.?\s*$/i,
    method: 'tools/call',
    seen: ['OpenHands/OpenHands#9030'],
  },
  {
    // A client's sentence for a failed tool call, whatever the error (after the rows above, which read
    // the SDK's timer and close): "Error calling tool mtkChat: Error: Error invoking remote method
    // 'mcp:call-tool': Error: Error POSTing to endpoint (HTTP 500): " (CherryHQ/cherry-studio#9833), "Error
    // calling tool: Failed to connect to MCP server" (hangwin/mcp-chrome#102), "Error executing tool
    // find_event: Attempted to send a request from a closed client" (vercel/ai#5365). Python agents say it as
    // "An error occurred when calling tool <name>:" with the exception on the line under it (Qwen-Agent:
    // "… calling tool amap-maps-maps_weather:" then "ClosedResourceError:", QwenLM/Qwen-Agent#557; the name in
    // backticks, QwenLM/Qwen-Agent#512). The verdict reads the error's words.
    id: 'generic/calling-tool-failed',
    said: 'failed',
    hint: 'tool',
    // A reporter who hides the tool's name writes a placeholder in its place ("Error calling tool <tool_name>:
    // Session terminated": jonigl/mcp-client-for-ollama#321): still the sentence, its tool unnamed.
    // Cherry Studio's main log names the server after the tool ("[MCP] Error calling tool execute_tdw_sql on
    // <server>: TypeError: fetch failed", its server names often CJK with spaces: CherryHQ/cherry-studio#7746).
    // A tool's name may be in Chinese, Japanese or Korean: chat apps take whatever name a server lists ("Error calling tool
    // 笔记收藏操作: Error: Error invoking remote method 'mcp:call-tool': …" in Cherry Studio's card: aicu-icu/xhs-mcp-server#5).
    re: new RegExp(String.raw`\b(?:[Ee]rror|[Ff]ailed|[Aa]n error (?:occurred|occured|happened) (?:when|while)) (?:calling|executing|invoking|running|to call|to execute|to invoke|to run) (?:the )?(?:MCP )?tool(?:\s+['"\x60]?(?<target>[A-Za-z_${CJK_LETTERS}][\w.${CJK_LETTERS}-]*)['"\x60]?(?: on (?<server>[^:：\n]{1,60}?))?|\s+<[\w .-]{1,40}>)?\s*:\s*(?<error>\S.*?)["\s,}]*$`),
    method: 'tools/call',
    seen: ['CherryHQ/cherry-studio#9833', 'hangwin/mcp-chrome#102', 'vercel/ai#5365', 'QwenLM/Qwen-Agent#557', 'QwenLM/Qwen-Agent#512', 'jonigl/mcp-client-for-ollama#321', 'CherryHQ/cherry-studio#7746', 'aicu-icu/xhs-mcp-server#5'],
  },
  {
    // The same sentence with the failure after the call's words, as an app's own log or tool panel heads the SDK's
    // error: "Call tool failed: McpError: MCP error -32000: invoke app failed: …" (a Dify agent's tool log, the output
    // under the call's input: hjlarry/dify-plugin-mcp_server#41), "Tool call failed: MCP error -32001: …". Any
    // capitalisation, no tool named. The SDK's error must follow (its class, or "MCP error <code>"), so a sentence
    // that goes on in prose is not a request. The verdict reads the error's words.
    id: 'generic/call-tool-failed-sdk-error',
    said: 'failed',
    hint: 'ailed',
    re: /(?:^|[\s>:])(?:(?:[Cc]all(?:ing)?|[Ee]xecut(?:e|ing)|[Ii]nvok(?:e|ing)|[Rr]un(?:ning)?) (?:the )?(?:MCP |mcp )?[Tt]ool|(?:MCP |mcp )?[Tt]ool (?:call|execution|invocation)) failed\s*[:：]\s*(?<error>(?:(?:mcp\.shared\.exceptions\.)?McpError:\s*|Error:\s*)?MCP error ?-?\d+\b.*?)["\s,}]*$/,
    method: 'tools/call',
    seen: ['hjlarry/dify-plugin-mcp_server#41'],
  },
  {
    // The same sentence in Chinese, as a client localised for it or a reporter quoting its error writes it: a tool
    // call (调用工具 / 工具调用 / 执行工具), "failed" or "went wrong" after it (失败, 出错), then the error as the
    // client printed it, often under a label (报错为, 错误信息：) and in backticks: "工具调用失败，报错为 \`context
    // deadline exceeded (Client.Timeout exceeded while awaiting headers)\`" (a Go chat server's HTTP client deadline
    // ending the call: DEEIX-AI/DEEIX-Chat#446). The error must open with a Latin letter, the client's own error text:
    // a sentence that goes on in prose ("因为工具调用失败。请稍后再试。": ThinkInAIXYZ/deepchat#406) or announces the
    // details on the lines under it ("MCP工具调用出错，错误详情如下：": nanbingxyz/5ire#399, read as a card) is not
    // this row's. The verdict reads the error's words.
    id: 'generic/zh-tool-call-failed',
    said: 'failed',
    hint: '工具',
    re: /(?:(?:调用|調用|执行|執行)(?:MCP)?\s?工具|工具(?:调用|調用|执行|執行))(?:\s*['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]?)?[^:：\n]{0,30}?(?:失败|失敗|出错|出錯)[，,。:：\s]*(?:(?:报错|報錯|错误信息|錯誤信息|错误|錯誤)(?:为|為|是)?[:：\s]*)?['"\x60「]?(?<error>[A-Za-z][^\x60'"」]*?)['"\x60」]?[。.\s]*$/,
    method: 'tools/call',
    seen: ['DEEIX-AI/DEEIX-Chat#446'],
  },
  {
    // The same sentence with the tool as its subject: "[MCP] tool '<name>' failed[ after <n>s]: <error>",
    // as Python agents log it around the SDK's exception ("MCP tool 'mcp_x_list' failed: McpError: Session
    // terminated": HKUDS/nanobot#4168). The name must be quoted, so a prose "the tool failed: …" is not a
    // request. The verdict reads the error's words.
    id: 'generic/tool-named-failed',
    said: 'failed',
    hint: 'ailed',
    re: /\b(?:MCP )?[Tt]ool(?: call)? ['"\x60](?<target>[A-Za-z_][\w.-]*)['"\x60] (?:failed|errored)(?: after (?<elapsed>\d+(?:\.\d+)?\s*(?:ms|s|seconds?)))?\s*:\s*(?<error>\S.*?)["\s,}]*$/,
    method: 'tools/call',
    seen: ['HKUDS/nanobot#4168'],
  },
  {
    // The same with the name bare after "MCP tool": a client that says what it called in its own log line
    // (Amazon Q's language server, through VS Code's output channel: "lserver: MCP tool task_create failed: MCP
    // error -32001: Request timed out": MrLesk/Backlog.md#399). "MCP tool" before the name keeps prose out. "MCP tool
    // call failed: …" names no tool: it is the client's own sentence for any call (LibreFang's, librefang/librefang#2677).
    id: 'generic/mcp-tool-bare-name-failed',
    said: 'failed',
    hint: 'MCP tool ',
    re: /\bMCP tool (?!(?:call|execution|invocation|request) (?:failed|errored)\b)(?<target>[A-Za-z_][\w.-]*) (?:failed|errored)(?: after (?<elapsed>\d+(?:\.\d+)?\s*(?:ms|s|seconds?)))?\s*:\s*(?<error>\S.*?)["\s,}]*$/,
    method: 'tools/call',
    seen: ['MrLesk/Backlog.md#399'],
  },
  {
    // … and the client's own sentence for any failed call, naming no tool, the error after it whatever its words: an
    // agent runtime's tool result ("Error: MCP tool call failed: Access denied - path outside allowed directories: …",
    // "Error: MCP tool call failed: taint violation: … (blocked by sink 'mcp_tool_call')": LibreFang,
    // librefang/librefang#2949, #2677). From the line's start (after `Error: ` or a quote), so prose about a call is
    // not one. The verdict reads the error's words: a server's refusal, or the client's own before it sent anything.
    id: 'generic/mcp-tool-call-failed',
    said: 'failed',
    hint: 'MCP tool call failed',
    re: /^["'\x60]?(?:Error:\s*)?MCP tool call failed\s*:\s*(?<error>\S.*?)["'\s,}\x60]*$/,
    method: 'tools/call',
    seen: ['librefang/librefang#2949', 'librefang/librefang#2677'],
  },
  {
    // An MCP client library's exception as Ruby prints it uncaught, "<message> (<Class>)", or as irb shows
    // it, "<Class> (<message>)", the class an MCP client's or a tool call's own ("Server error: HTTP 504
    // Gateway Time-out (MCPClient::Errors::ToolCallError)": simonx1/ruby-mcp-client#19;
    // "MCPClient::Errors::ToolCallError (Error listing tools: Timeout waiting for JSONRPC response id=1)":
    // simonx1/ruby-mcp-client#9). The request is the one the words name ("ToolCall", "listing tools":
    // phrase.ts methodInWords); the verdict reads the message.
    id: 'generic/client-error-class',
    said: 'failed',
    hint: 'Error)',
    re: /^(?<error>\S.*?) \((?=[\w:]*(?:MCP|Mcp|Tool))(?:[A-Z]\w*::)*[A-Z]\w*Error\)$/,
    seen: ['simonx1/ruby-mcp-client#19'],
  },
  {
    id: 'generic/client-error-class-irb',
    said: 'failed',
    hint: 'Error (',
    re: /^(?=[\w:]*(?:MCP|Mcp|Tool))(?:[A-Z]\w*::)+[A-Z]\w*Error \((?<error>.+)\)$/,
    seen: ['simonx1/ruby-mcp-client#9'],
  },
  {
    // A client's own deadline on the whole connect, named as such with its limit: "MCP server <name> connection
    // timed out after 60000ms" (an agent harness's CONNECT_TIMEOUT line, "<name> (CONNECT_TIMEOUT): \"MCP server
    // <name> connection timed out after 60000ms\"": RohanMuppa/brightspace-mcp-server#30), or "Connection to MCP
    // server \"<name>\" timed out after <n>ms" as hosts that borrow Claude Code's words print it outside its own
    // log (upstash/context7#552). The handshake raced a timer the host set; it closes the connection, no cancel.
    id: 'generic/mcp-server-connection-timed-out-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out after',
    re: new RegExp(String.raw`(?:\bMCP server ['"\x60]?(?<server>[A-Za-z0-9_][\w.@/-]*?)['"\x60]? connection|\b[Cc]onnection to (?:the )?MCP server ['"\x60]?(?<serverBefore>[A-Za-z0-9_][\w.@/-]*?)['"\x60]?) (?<error>timed out after ${LIMIT})`),
    method: 'initialize',
    scope: 'connection',
    seen: ['RohanMuppa/brightspace-mcp-server#30', 'upstash/context7#552'],
  },
  {
    // A client's or a gateway's own deadline on listing a server's tools, in the words many of them share: "Timed out
    // listing tools after 60.0 seconds. The MCP server may be responding slowly or paginating excessively." (LiteLLM's
    // listing deadline, answered to its caller as an error body: BerriAI/litellm#38791), "Timed out listing tools after
    // 10s; extension will be skipped" (goose), "MCP server `<name>` timed out listing tools after 30s" and "timed out
    // listing tools after 5000ms" (Rust hosts racing rmcp's list_all_tools against a tokio timeout). Each races the
    // listing against a timer of its own (asyncio.wait_for, tokio::time::timeout) and drops it when the timer fires: no
    // cancel is sent, the tools/list is abandoned. A limit must follow (the bare words are any client's).
    id: 'generic/timed-out-listing-tools-after',
    said: 'timer-fired',
    timer: 'host',
    hint: 'listing tools after',
    re: new RegExp(String.raw`(?:\bMCP server ['"\x60]?(?<server>[A-Za-z0-9_][\w.@/-]*?)['"\x60]? )?(?<error>\b[Tt]imed out listing tools after ${LIMIT})`),
    method: 'tools/list',
    seen: ['BerriAI/litellm#38791'],
  },
  {
    // The host could not start the server's process at all, Node's spawn error under the host's own words for
    // the process it launches: LM Studio 0.4's MCP bridge ("[MCPBridge/unexpected] Bridge process failed: spawn
    // node ENOENT": mrkrsl/web-search-mcp#42), a client's "Server process error: spawn npx ENOENT". No process
    // ran, so nothing was written to it (the timeline keeps no request: reasons.ts SPAWN_FAILED_RE). A tool's own
    // failure to spawn a program ("Error calling tool 'x': spawn git ENOENT") names no process of the host's and
    // is not read here.
    id: 'generic/process-spawn-failed',
    said: 'failed',
    hint: 'spawn ',
    re: /\b(?:[Pp]rocess|[Bb]ridge|MCP|[Ss]tdio|[Cc]hild|[Ss]ubprocess)\b[^:]{0,40}?\b(?:failed|[Ee]rror)\b[^:]{0,20}:\s*(?:Error:\s*)?(?<error>spawn \S+(?: \S+){0,20}? (?:E[A-Z0-9]+|Unknown system error -?\d+)\b.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['mrkrsl/web-search-mcp#42'],
  },
  {
    // The same said in a host's own words, without Node's errno: a terminal agent's MCP panel ("error: MCP stdio
    // spawn failed (transport=stdio server=<name> cmd=\"npx\" …)": Hmbown/Codewhale#1244). No process, no request.
    id: 'generic/mcp-stdio-spawn-failed',
    said: 'failed',
    hint: 'spawn failed',
    re: /\b(?<error>MCP (?:stdio )?spawn failed)\b(?: \((?:transport=\S+ )?server=(?<server>[^\s)]+))?/,
    method: 'initialize',
    scope: 'connection',
    seen: ['Hmbown/Codewhale#1244'],
  },
  {
    // LobeHub's words for the same, its PROCESS_SPAWN_ERROR's message, raised only from the child's 'error' event (the
    // spawn itself failed), under its listing's own words ("TRPCClientError: Failed to fetch tools from MCP server:
    // Failed to start MCP service process", the connector.syncTools mutation run where the stdio server's command
    // cannot be spawned: lobehub/lobehub#17529, #16533). No process, no request (reasons.ts SPAWN_FAILED_RE).
    id: 'generic/mcp-service-process-start-failed',
    said: 'failed',
    hint: 'MCP service process',
    re: /\b(?<error>[Ff]ailed to start MCP service process)\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['lobehub/lobehub#17529'],
  },
  {
    // A tool call in an agent's words ended by the Python SDK session's closed streams, when no row above read the
    // sentence (an agent's "MCP call failed: ClosedResourceError: ", NousResearch/hermes-agent#19417: a dead stdio
    // child left the session's streams closed): the transport went away under the call.
    id: 'generic/tool-stream-closed',
    said: 'connection-closed',
    hint: 'ResourceError',
    re: new RegExp(String.raw`${TOOL_CTX}.*?(?<error>${PY_STREAM_CLOSED})`, 'i'),
    method: 'tools/call',
    seen: ['NousResearch/hermes-agent#19417'],
  },  {
    // An MCP client's or proxy's own sentence for an HTTP answer it got, the status in parentheses and the body after
    // it: "<name>-mcp-proxy downstream error (404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Not Found: MCP
    // session is unknown or expired …"}}" (a stdio proxy in front of an API that lost the session:
    // markmhendrickson/neotoma#2312). The body is the answer's, not a message
    // on the MCP stream (phrase.ts httpErrorBody); the verdict reads the status and the body's words. An MCP word must
    // be on the line; the TypeScript SDK's own "Error POSTing to endpoint (HTTP n)" is its rows'.
    id: 'generic/mcp-error-status-body',
    said: 'http-status',
    hint: '(',
    re: /^(?![{\["])(?=.*?\bmcp\b)(?!.*Error POSTing to endpoint).*?\b(?:error|failed|failure|refused|rejected)\s*\((?:HTTP\s*|status(?: code)?\s*)?(?<status>[45]\d\d)\)\s*:?\s*(?<error>.*?)\s*$/i,
    seen: ['markmhendrickson/neotoma#2312'],
  },
  {
    // OpenAI's hosted MCP tool (the Responses API's `mcp` tool, ChatGPT's connectors and custom apps) failing to list
    // a server's tools, in its own words, the status being what its MCP client got from the server: "Error
    // retrieving tool list from MCP server: 'ha_mcp'. HTTP status code: 424 (Failed Dependency)" (a ChatGPT custom
    // app: homeassistant-ai/ha-mcp#1710); "…: \u0027my_mcp_server\u0027. Http status code: 424 (Failed Dependency)"
    // (the same message JSON-escaped, through a .NET client: RageAgainstThePixel/OpenAI-DotNet#486). Its API answers
    // the whole turn with HTTP 424 and carries the server's own status inside ("Http status code: 401 (Unauthorized)"
    // for an expired token, "400 (Bad Request)" for a server refusing the Host header); 424 inside says the
    // dependency itself failed. Quoted label with or without the period; anywhere on the line (the API's error body).
    id: 'generic/openai-mcp-tool-list-status',
    said: 'http-status',
    hint: 'rror retrieving tool list from MCP server',
    re: /Error retrieving tool list from MCP server:?\s*(?:'|\\u0027|")(?<server>[^'"\\]{1,200})(?:'|\\u0027|")\.?\s*(?<error>HTTP status code:?\s*(?<status>[1-5]\d\d)(?:\s*\([^)]*\))?)/i,
    method: 'tools/list',
    seen: ['homeassistant-ai/ha-mcp#1710', 'RageAgainstThePixel/OpenAI-DotNet#486'],
  },
  {
    // Rust's reqwest turning an error status into an error (`error_for_status`), as rmcp-based clients print it through
    // their own words: "MCP command error: Transport send error: Client error: HTTP status client error (401
    // Unauthorized) for url (http://<host>:8080/mcp)" (a client behind a round-robin load balancer:
    // modelcontextprotocol/rust-sdk#330); "HTTP status server error (502 Bad Gateway) for url (…)" is the same
    // sentence for a 5xx. The URL an MCP endpoint's, or an MCP word on the line: reqwest says it for any URL.
    id: 'generic/reqwest-status-error',
    said: 'http-status',
    hint: 'HTTP status ',
    // Not `sending`: the words do not say which message, and the paste is mid-session (a workflow's calls there), so
    // a lone line is no initialize.
    re: /^(?=.*?(?:\bMCP\b|for url \([^)]*\/(?:mcp|sse|messages?)\b))(?:.*?:\s*)?(?<error>HTTP status (?:client|server) error \((?<status>[45]\d\d)[^)]*\) for url \([^)]*\))/,
    seen: ['modelcontextprotocol/rust-sdk#330'],
  },
  {
    // mcp-go's Streamable HTTP client refusing a POST's answer by its status, wrapped in its transport's words:
    // "transport error: request failed with status 504: Timeout waiting for response from container" (ToolHive's CLI,
    // built on mcp-go, behind its own proxy: stacklok/toolhive#1576, #1568), the body after the status; any Go client or
    // gateway on mcp-go prints the same chain after words of its own. No message named: the status and the body say what
    // answered (a gateway's 502/503/504, a session's 404).
    id: 'generic/mcp-go-status-error',
    said: 'http-status',
    hint: 'transport error: request failed with status ',
    re: /^(?:.*?:\s*)?transport error: request failed with status (?<status>[1-5]\d\d)(?::\s*(?<error>.*?))?\s*$/,
    seen: ['stacklok/toolhive#1576', 'stacklok/toolhive#1568'],
  },
  {
    // rmcp's Streamable HTTP client refusing a POST's answer by its status (StreamableHttpError::UnexpectedServerResponse,
    // status-aware since rmcp 1.x), as the apps built on it print it through their transport's words: Codex's "Transport
    // send error: ... StreamableHttpClientWorker ... unexpected server response: HTTP 401: unknown session" (an OAuth-backed
    // server no longer knowing the session the client kept presenting: openai/codex#46158); rmcp's own servers answer an
    // expired session with 401 "Unauthorized: Session not found" (modelcontextprotocol/rust-sdk#689). The worker's name or
    // "Transport send error" must be on the line: the bare sentence is any program's. The body after the status is the
    // server's reason, read by protocol/reasons.ts (session-unknown, session-not-found); the message is not named.
    id: 'generic/rmcp-unexpected-server-response',
    said: 'failed',
    hint: 'nexpected server response',
    re: /^(?=.*?(?:\bStreamableHttpClientWorker\b|\bTransport send error\b)).*?\b[Uu]nexpected server response:? (?<error>HTTP (?<status>[1-5]\d\d)\b.*?)["'\s)}\]]*$/,
    seen: ['openai/codex#46158', 'modelcontextprotocol/rust-sdk#689'],
  },
  {
    // A connect whose handshake the server refused with the Python SDK client's words for a 404 to its POST, those
    // words right after the connect's own clause ("ConnectionError: Failed to connect to MCP server: Session
    // terminated", CrewAI's native MCP resolver, whose wrapper adds "Error during setup client and list tools: " in
    // front: crewAIInc/crewAI#6843). The clause that holds the error is the connect, whatever an outer wrapper says it
    // was doing: the request is the initialize (an initialize carries no session, so the verdict reads the 404 as a
    // missing route, diagnose/classify/host-words.ts). Only the Python SDK's sentence: another client's "session not
    // found" under a connect may be a reconnect presenting an old session.
    id: 'generic/connect-session-terminated',
    said: 'failed',
    hint: 'ession terminated',
    re: new RegExp(String.raw`${CONNECT_CTX}[^:\n]{0,80}:\s*(?:(?:[\w.]+\.)?McpError:\s*)?(?<error>Session terminated)\b(?! before the request completed)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['crewAIInc/crewAI#6843'],
  },
  {
    // A request refused because the server no longer knows the session it carried, in a client's own sentence
    // about an MCP operation (after the rows above, which read the same words inside a sentence they know): a
    // Python app's "Failed to list tools for MCP client 'x': Session terminated" (the Python SDK client's error
    // for an HTTP 404, after the server's idle timeout evicted the session: agentscope-ai/QwenPaw#6732); mcp-go's
    // "transport error: failed to send request: session terminated (404). need to re-initialize" (a request routed
    // to a replica that never saw the initialize: stacklok/toolhive#4575); a proxy's "Failed to call tool: Invalid
    // session ID" (mcp-go's servers' refusal). An MCP word, an operation or a transport's error must come first, so a
    // login page's "session not found" is not a request. The request is the one the words name (phrase.ts
    // methodInWords), else unknown; the verdict reads the words (reasons.ts session-unknown, session-not-found).
    // The TypeScript SDK's own refusal ("Error POSTing to endpoint …") is its rows'; a JSON body or its member on a
    // line of its own ("MCP session not found. Please re-initialize …" under curl's `HTTP/2 404`: OneUptime/oneuptime#2459)
    // is the answer's, read with the status before it.
    id: 'generic/mcp-session-gone',
    said: 'failed',
    hint: 'ession',
    re: new RegExp(String.raw`^(?![{\["])(?!.*Error POSTing to endpoint)(?=.*?(?:${LIST_CTX}|${TOOL_CTX}|\bMCP\b|\btransport error\b|\bfailed to send request\b)|Bad Request: No valid session\b).*?(?<error>\b(?:Session not found|Session terminated|No valid session(?: ID provided)?|Invalid session ID|Unknown Mcp-Session-Id|session is unknown|Could not find session)\b.*?)["\s,}]*$`, 'i'),
    seen: ['agentscope-ai/QwenPaw#6732', 'stacklok/toolhive#4575'],
  },
  {
    // A .NET client's call ended because its JSON-RPC connection to the server went away: StreamJsonRpc's
    // ConnectionLostException ("The JSON-RPC connection with the remote party was lost before the request could
    // complete"), which Visual Studio's MCP client raises for every request in flight when the server's stdio pipe
    // closes. Visual Studio's Copilot logs the tool call as a function the model called ("[FunctionInvoker Error]
    // Calling function 'mcp_<server>_<tool>' failed: StreamJsonRpc.ConnectionLostException: …": a stdio server
    // launched with npx that went away under the call, regenrek/deepwiki-mcp#10). The function's name is the
    // client's, not the tool's: no target.
    id: 'generic/function-call-connection-lost',
    said: 'connection-closed',
    hint: 'ConnectionLostException',
    re: new RegExp(String.raw`(?:${TOOL_CTX}|\b(?:call(?:ing)?|invok(?:e|ing))\s+(?:the\s+)?function\b).*?(?<error>${CONNECTION_LOST})`, 'i'),
    method: 'tools/call',
    seen: ['regenrek/deepwiki-mcp#10'],
  },
  {
    // A connect over the legacy SSE transport whose event stream could not be opened at all, in a browser's words:
    // the TypeScript SDK's SSEClientTransport wraps the EventSource's error as "SSE error: <message>", and a browser's
    // fetch says "Failed to fetch" (Cloudflare's AI Playground: "[error] Client connect error: SSE error: Failed to
    // fetch", activepieces/activepieces#7571). The GET is the transport itself (legacy SSE posts its messages on a
    // second channel it only learns from that stream): the connection never came up, so the handshake was lost with it.
    id: 'generic/connect-sse-failed-to-fetch',
    said: 'connection-closed',
    hint: 'ailed to fetch',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>\bSSE error: (?:TypeError: )?Failed to fetch\b)`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['activepieces/activepieces#7571'],
  },
  {
    // The same exception ending a .NET client's start of a server ("Failed to start MCP client for server '<name>':
    // StreamJsonRpc.ConnectionLostException: …"): the handshake's connection went away.
    id: 'generic/connect-connection-lost',
    said: 'connection-closed',
    hint: 'ConnectionLostException',
    re: new RegExp(String.raw`${CONNECT_CTX}.*?(?<error>${CONNECTION_LOST})`, 'i'),
    method: 'initialize',
    scope: 'connection',
    seen: ['regenrek/deepwiki-mcp#10'],
  },
  {
    // A Node HTTP server's event stream torn down by its peer: the request's 'aborted' error (Node raises
    // `Error: aborted` with code ECONNRESET from abortIncoming / socketOnClose when the client's socket goes) logged
    // under the server's own label for its SSE stream ("❌ SSE error: Error: aborted", the stack and `code:
    // 'ECONNRESET'` after it: BIFROTEK-com/supabase-mcp-http-stream-n8n's n8n-sse-integration notes, n8n's MCP client
    // dropping the stream right after its initialize). On the legacy HTTP+SSE transport that stream carries every
    // answer of the session: the connection is gone. Only with a stream's label: a bare `Error: aborted` is any
    // Node request's.
    id: 'generic/sse-stream-aborted',
    said: 'connection-closed',
    hint: 'aborted',
    re: /\b(?:SSE|event[- ]?stream|stream)\b[\w ]{0,20}?\berror\b:?\s*(?<error>(?:Error:\s*)?aborted)\b/i,
    scope: 'connection',
    seen: ['https://glama.ai/mcp/servers/@BIFROTEK-com/supabase-mcp-http-stream-n8n'],
  },
  {
    // A client's own line that the server it runs has stopped, the whole of its words: JetBrains AI Assistant's MCP log
    // ("<stamp> INFO - Server started", "CLIENT - <message>", "SERVER - <what the server printed>", then "INFO - Server
    // stopped" 1.1 s after its initialize, unanswered: decriptor/AvaloniaUI.MCP#6, a .NET server whose console logger
    // wrote to stdout and which crashed, #7). The process, and the stdio connection with it, is gone: a request still
    // open is lost with it. Only a line that says nothing else (an optional "LEVEL - " before it, an exit code after):
    // prose and other hosts' longer sentences ("Server exited before responding to `initialize` request.") are not
    // this; a server's own log saying it stopped after every answer went leaves nothing open.
    id: 'generic/server-process-stopped',
    said: 'connection-closed',
    hint: 'erver',
    re: /^(?:(?:INFO|WARN(?:ING)?|ERROR)\s+-\s+)?(?:MCP\s+)?[Ss]erver(?:\s+process)?\s+(?:stopped|exited|terminated)(?:\s+(?:unexpectedly\s+)?with\s+(?:exit\s+)?code\s+(?<exit>-?\d+))?\.?$/,
    scope: 'connection',
    seen: ['decriptor/AvaloniaUI.MCP#6'],
  },
  ...(['STDIN', 'tdin'] as const).map((hint): HostPhrase => ({
    // A stdio server's own line that its standard input ended: the client closed the pipe, and the connection is over
    // from the client's side (Node's readline 'close' after the stream's 'end': "[<stamp>] STDIN ended" then "Readline
    // closed", a custom server under Kiro CLI that had just answered the first call: kirodotdev/Kiro#5712). A request
    // the server still held goes with the connection. Only the whole line, a bracketed stamp before it. Two rows of one
    // pattern: a hint is matched as written, and "STDIN" shares no fixed text with "Stdin"/"stdin" ("tdin").
    id: hint === 'STDIN' ? 'generic/server-stdin-ended' : 'generic/server-stdin-ended-lower',
    said: 'connection-closed',
    hint,
    re: /^(?:\[[^\]\n]{1,40}\]\s*)?(?:STDIN|[Ss]tdin) (?:ended|closed|EOF)(?:[,;:]?\s*(?:shutting down|exiting)[.…]*)?\.?\s*$/,
    scope: 'connection',
    speaker: 'server',
    seen: ['kirodotdev/Kiro#5712'],
  })),
];

/**
 * The TypeScript SDK's error for an error answer, printed alone as a client threw it: an error class, then
 * "MCP error <code>: <the server's message>" with one of JSON-RPC's own codes (-32600 to -32603, -32700), which
 * only the peer's answer carries (the SDK's own errors are -32000 and -32001). Pasted with nothing around it
 * ("Error: MCP error -32603: Tool execution failed: Studio plugin connection timeout.": boshyxd/robloxstudio-mcp#43;
 * "McpError: MCP error -32603: MCP error -32603: Tool execution failed: …": paralov/app-bloxbot-ai#4), or as the
 * error's message alone, the class dropped, the way a host shows a failed tool's result (Claude Code's tool calls
 * through a local proxy whose server had died: "MCP error -32603: transport error: failed to write request: write
 * |1: broken pipe", anthropics/claude-code#28290). The request is the one the words name (phrase.ts
 * methodInWords). Read only by the reader of last resort, on a line that opens with the error: the same words
 * inside another host's line are that host's, and prose that quotes them has words before them.
 *
 * Code -32000 is also the SDK's own (ConnectionClosed, "Connection closed"), and hosts wrap their own transport
 * failures in it too ("Error POSTing to endpoint (HTTP 404)", "Startup failed,Connection closed"), so a -32000 line is
 * read only when its message says the server's tool failed: servers answer a tool that threw with -32000 from the
 * implementation-defined range (JSON-RPC 2.0 §5.1) and a generic "Internal tool error" or "Tool execution error" (a
 * Python server on Windows reading non-ASCII arguments with the code page, Claude Code's result:
 * MemPalace/mempalace#929, diagnosed in #1488; a graph server's failed query: the claude-code transcript case). A
 * reporter's bold "Result:" label before the error, the error in backticks, is the host's result as pasted, not prose.
 */
export const sdkServerErrorLine: HostPhrase = {
  id: 'generic/sdk-error-answer-line',
  said: 'failed',
  hint: 'MCP error',
  re: /^(?:\*\*Result:\*\*\s*|Result:\s*)?\x60?(?:(?:[A-Z]\w*)?Error:\s*)*(?<error>MCP error ?- ?(?:32(?:60[0-3]|700)|32000(?= ?:\s*(?:Internal tool error|Tool execution (?:error|failed)|Error executing tool)\b)) ?:\s*\S.*?)\x60?\s*$/,
  seen: ['boshyxd/robloxstudio-mcp#43', 'paralov/app-bloxbot-ai#4', 'MemPalace/mempalace#929'],
};

/**
 * An SDK's own check of one tool call's result printed alone with no "MCP error <code>: " before it (sdkServerErrorLine
 * reads it with one): the Python SDK's ClientSession.call_tool raising RuntimeError "Tool <name> has an output schema
 * but did not return structured content" for a result without structuredContent (a Python client of a server whose
 * tools declared an outputSchema and answered text only: anthropics/claude-code#14465, filed again as #24742), and the
 * TypeScript SDK's server sentence "Tool <name> has an output schema but no structured content was provided" as v2's
 * ProtocolError carries it, without a code (reasons.ts SDK_NO_STRUCTURED_CONTENT, SDK_RESULT_NOT_STRUCTURED; phrase.ts
 * SDK_TOOL_CHECK_RE: methodInWords and toolInWords read the tools/call and its tool from the words, a placeholder for
 * the name naming none). Only the whole line, an error class or two before it at most: prose that quotes the sentence
 * has other words around it. Whose refusal it was, and so what the server did, is the verdict's (reasons.ts
 * RESULT_SCHEMA_REJECTED_RE). McpServer's argument and structured-content checks ("Invalid arguments for tool <name>:
 * …") have no row of their own: every public paste shows them with the SDK's "MCP error -32602: " before them
 * (nanbingxyz/5ire#232, 21st-dev/magic-mcp#22, mobile-next/mobile-mcp#89), which sdkServerErrorLine reads.
 */
const SDK_TOOL_CHECK_LINE_RE = new RegExp(
  String.raw`^["'\x60]?(?:(?:[A-Z]\w*)?Error:\s*){0,2}(?<error>(?:Output validation error: )?Tool \S{1,130} (?:${SDK_NO_STRUCTURED_CONTENT}|${SDK_RESULT_NOT_STRUCTURED}))\.?["'\x60]?\s*$`,
);
export const sdkToolCheckLines: readonly HostPhrase[] = [
  {
    id: 'generic/sdk-tool-check-line-output-schema',
    said: 'failed',
    hint: ' has an output schema but ',
    re: SDK_TOOL_CHECK_LINE_RE,
    seen: ['anthropics/claude-code#14465', 'anthropics/claude-code#24742'],
  },
];

/**
 * The TypeScript SDK's SSE client refused at its start, printed alone as the host showed it: SSEClientTransport rejects
 * start() with "SSE error: Non-200 status code (N)" (the eventsource package's words) when the GET that opens the stream
 * is answered with another status, and a host's error banner or dialog shows that sentence and nothing else (Cline:
 * "SSE error: Non-200 status code (502)", an SSE server published behind a reverse proxy that answered 502: tbxark/mcp-proxy#1;
 * Cherry Studio with its own IPC words before it, "Error: SSE error: Non-200 status code(502)", a hosted router's SSE
 * endpoint gone: CherryHQ/cherry-studio#4265), or as LM Studio's developer log relays its MCP bridge plugin's stderr, the
 * relay's `[Plugin(<id>)] stderr: ` before it and the error's class printed by Node's inspect in the bundled worker, its
 * minified name before `[Error]` (`[Plugin(mcp/x)] stderr: _0x39e728 [Error]: SSE error: Non-200 status code (404)`, a
 * Streamable HTTP URL opened with the legacy SSE GET: lmstudio-ai/lmstudio-bug-tracker#1453). Only the start's GET
 * carries no request of its own: the connect failed
 * before its handshake, which is the request the line stands for (generic/connect-sse-non-200 reads the same sentence
 * after a client's connect words). Read only by the reader of last resort, the sentence the whole line, an error class
 * or `Error:` before it at most: prose quoting it has other words around it.
 */
export const sdkSseStartStatusLine: HostPhrase = {
  id: 'generic/sse-start-non-200-line',
  said: 'failed',
  hint: 'Non-200 status code',
  re: /^(?:\[Plugin\([^()\n]{1,80}\)\] stderr: )?["'\x60]?(?:(?:[A-Z]\w*)?Error:\s*|[\w$]{1,40} \[(?:[A-Z]\w*)?Error\]:\s*)*(?<error>SSE error: ?(?:SSE error: ?)?Non-200 status code ?\((?<status>\d{3})\))\.?["'\x60]?$/,
  method: 'initialize',
  scope: 'connection',
  seen: ['tbxark/mcp-proxy#1', 'CherryHQ/cherry-studio#4265', 'lmstudio-ai/lmstudio-bug-tracker#1453'],
};

/**
 * A server's words that it has no such tool, as the two tool-not-found rows below read them: "Tool <name> not found" (or
 * "disabled") and "Unknown tool: <name>" / 'unknown tool "<name>"', the name (`name`, a pattern) in the `target` group.
 */
function toolNotFoundWords(name: string): string {
  const q = String.raw`['"\x60]?`;
  return String.raw`(?=(?:Tool|[Uu]nknown tool:?) ${q}(?<target>${name}))(?:Tool ${q}${name}${q} (?:not found|disabled)|[Uu]nknown tool:? ${q}${name}${q})`;
}

/**
 * The TypeScript SDK server's refusal of a call to a tool it does not have, as a client prints the error's message
 * alone (no class in front): "MCP error -32602: Tool <name> not found" (McpServer answers InvalidParams with these
 * words; a CLI printing err.message on stdout: openclaw/mcporter#203; the message doubled when a client wraps it
 * again). Go servers word the same refusal 'unknown tool "<name>"' with -32602 (the GitHub MCP server's answer
 * as Copilot CLI printed it: github/copilot-cli#878), some with -32601. The whole line is the message, so prose that
 * quotes it is not read. The call failed with the server's answer.
 */
export const sdkToolNotFoundLine: HostPhrase = {
  id: 'generic/sdk-tool-not-found-line',
  said: 'failed',
  hint: 'MCP error',
  re: new RegExp(String.raw`^(?:(?:[A-Z]\w*)?Error:?\s+)*(?<error>MCP error ?-3260[12] ?:\s*(?:MCP error ?-3260[12] ?:\s*)?${toolNotFoundWords(String.raw`[A-Za-z_][\w.-]*`)})\s*\.?$`),
  method: 'tools/call',
  seen: ['openclaw/mcporter#203', 'github/copilot-cli#878'],
};

/**
 * The same refusal as an MCP library's error class prints it, the class naming MCP and no JSON-RPC code: an aggregating
 * gateway that could not get a live session to the downstream server while handling the call answered "Unknown tool"
 * for a tool it still listed ("McpServerError: Unknown tool: <server>__<tool>", one line per failed call:
 * metatool-ai/metamcp#318); a Python client's exception with its module path ("mcp.shared.exceptions.McpError:
 * Unknown tool: x"), a Go server's quoted name ('McpError: unknown tool "create_issue"', the wording of
 * github/copilot-cli#878). The class says MCP, so the line is the library's error, not prose; a list of the tools the
 * server has may follow (". Available: …"). The call failed with the server's (or the gateway's) answer.
 */
export const mcpErrorClassToolNotFoundLine: HostPhrase = {
  id: 'generic/mcp-error-class-tool-not-found-line',
  said: 'failed',
  hint: 'rror: ',
  re: new RegExp(String.raw`^(?:(?:[A-Z]\w*)?Error:?\s+)*(?:[a-z_]\w*\.)*(?:Mcp|MCP|mcp)\w*Error:\s*(?<error>${toolNotFoundWords(String.raw`[A-Za-z_](?:[\w.-]*[\w-])?`)})(?:[.,;]\s.*)?\s*\.?$`),
  method: 'tools/call',
  seen: ['metatool-ai/metamcp#318', 'github/copilot-cli#878'],
};

/**
 * A refusal of a call because of the tool's tasks support (2025-11-25 tasks), printed alone, naming the tool: the
 * TypeScript SDK server's "MCP error -32601: Tool <name> requires task augmentation (taskSupport: 'required')" for a
 * plain call to a tool that needs a task (agentic-os-org/ANOLISA#1999) and its "… does not support task augmentation
 * (taskSupport: …)" for a task-augmented call to one that has none; mcp-go answers the first with -32602; the
 * TypeScript SDK client's own guard, 'MCP error -32600: Tool "<name>" requires task-based execution.' (before any
 * request: github/copilot-cli#2538; the verdict reads whose words they are, reasons.ts CLIENT_REFUSED_BEFORE_SEND_RE).
 * Each is one tools/call's failure. Anchored as sdkToolNotFoundLine: prose quoting the words is not read.
 */
export const sdkToolTaskRefusalLine: HostPhrase = {
  id: 'generic/sdk-tool-task-refusal-line',
  said: 'failed',
  hint: 'task',
  re: /^(?:(?:[A-Z]\w*)?Error:?\s+)*(?<error>MCP error ?-3260[0-2] ?:\s*(?:MCP error ?-3260[0-2] ?:\s*)?Tool ['"\x60]?(?<target>[A-Za-z_][\w.-]*)['"\x60]? (?:requires|does not support) task(?: augmentation|-based execution)\b.*?)\s*$/,
  method: 'tools/call',
  seen: ['agentic-os-org/ANOLISA#1999', 'github/copilot-cli#2538'],
};

/**
 * The Vercel AI SDK's MCP client refusing to list tools from a server whose initialize result declared no `tools`
 * capability: its MCPClientError "Server does not support tools", thrown by the capability check before the request
 * (the SDK's own words carry no method; tools() is the only caller that lists, and a tool's call fails inside the
 * tool's execution with "Error executing tool <name>: …" around the same words). Next.js prints it with the class in
 * brackets ("Error [MCPClientError]: Server does not support tools" over its code frame: vercel/ai#5735); Node with the
 * class before the colon. Only the AI SDK's class: a TypeScript SDK server says the same words, with "(required for
 * <method>)" after them, when its own handler registration finds no capability — no request at all. The tools/list was
 * refused before it was sent (the verdict: reasons.ts CLIENT_REFUSED_BEFORE_SEND_RE).
 */
export const aiSdkCapabilityRefusalLine: HostPhrase = {
  id: 'generic/ai-sdk-capability-refusal-line',
  said: 'failed',
  hint: 'MCPClientError',
  re: /^(?:Error \[MCPClientError\]|(?:(?:[A-Z]\w*)?Error:\s+)*MCPClientError):\s*(?<error>Server does not support tools)\.?\s*$/,
  method: 'tools/list',
  seen: ['vercel/ai#5735'],
};

/**
 * A client's connect that failed for a reason no row knows, in the words most clients use, the reason after a colon,
 * on a line that says MCP (the hint): Warp's "MCP: Failed to connect to server: Client initialization error: expect initialized
 * response, but received: Some(Notification(…))" (tim-smart/effect-mcp#18), "MCP: Failed to connect to server:
 * Transport creation error: …" (warpdotdev/warp#7371). The handshake's initialize was under way; the verdict reads the
 * reason (a client refusing the peer's first message gives the handshake up: reasons.ts CLIENT_REFUSED_HANDSHAKE_RE).
 * Read only by the reader of last resort, after every other row: any row that knows the reason's words reads it first.
 * Only a line that leads with the failure (after a separator, level tags such as "[error]" and an optional "MCP:" tag) is
 * the host's own statement: the same words
 * inside a re-raised exception ("RuntimeError: Failed to initialize MCP Adapter: …": crewAIInc/crewAI#3326) or a field
 * of a structured record ("message=MCP server x failed to connect: …") restate a failure another line already said.
 * A task group's summary ("… : unhandled errors in a TaskGroup (1 sub-exception)") names no reason of its own
 * (host-words.ts TASK_GROUP_SUMMARY_RE): the reason is on other lines.
 */
export const connectFailedReasonLine: HostPhrase = {
  id: 'generic/connect-failed-reason',
  said: 'failed',
  hint: 'MCP',
  // Not ADK's "Failed to create MCP session:" (CONNECT_CTX): its wrapper is read for the reason's own words by the rows
  // above, the reason a sentence of its own that a hard wrap may have cut (a refused connect's "[Errno 111]" over
  // "Connection refused"); taken whole here, the cut reason would stand as the failure and the wrap would never be joined.
  // The gap before the reason's colon may hold the server's URL, whose scheme and port colons separate nothing
  // ("Failed to connect to MCP server at http://localhost:8084/mcp: [Errno 111] …"): a URL is taken whole, up to a
  // colon that ends it (one before white space or the line's end), and a colon before '//' or a digit (a scheme's, a
  // port's) is no separator.
  re: new RegExp(String.raw`^(?:[|:-]\s*)?(?:\[[A-Za-z]+\]\s*)*(?:MCP:?\s+)?(?!Failed to create (?:an? )?MCP session:)${CONNECT_CTX}(?:(?=(?<url>https?:\/\/(?:[^\s:]|:(?!\s|$))+))\k<url>|[^:]){0,40}?:(?!\/\/|\d)\s*(?!unhandled errors? in a TaskGroup)(?<error>\S.*?)\s*$`, 'i'),
  method: 'initialize',
  scope: 'connection',
  seen: ['tim-smart/effect-mcp#18', 'warpdotdev/warp#7371'],
};

/**
 * GitHub Copilot's language server recording that its start of a configured server threw: `message: <the error's
 * message> stack: <its stack>`, the whole of the record (after the JetBrains log's `[stamp][level]   [<server>]`
 * header, or on the line after the Eclipse console's `[stamp] [level] [Server: <name>] ` header as `Message:
 * message: …`). It is the catch around its McpManager's startServer, whose connect builds the transport and runs
 * the handshake: after "Failed to connect to MCP server: MCP error -32000: Connection closed" (laravel/boost#183),
 * and alone when the transport's constructor threw before anything was sent — Node's "TypeError: Invalid URL" from
 * initTransport (a server entry with no usable url: microsoft/copilot-intellij-feedback#1211; the other clients'
 * "mcpServers" wrapper read as a server of that name, microsoft/copilot-eclipse-feedback#137: reasons.ts
 * TRANSPORT_URL_INVALID_RE, no request). Only the record that opens its words: the same words after a sentence of
 * their own ("Failed to get tools list for MCP server x. message: …": JetBrains/mcp-server-plugin#42) are that
 * sentence's. Not the SDK's McpError (its close, its timer, the server's error answer): the record then restates
 * what the lines above it already told in VS Code's sentences ("Connection state: Error …", "Failed to connect to MCP
 * server: …": laravel/boost#183), and those lines read it.
 * Not a claimer on its own (a "message: … stack: …" line is any program's): the reader of last resort claims the text
 * only with the stack's frames in the language server's MCP modules (jsonrpc-in-text.ts COPILOT_MCP_FRAME_RE), and reads
 * the record after every other row.
 */
export const copilotStartErrorRecord: HostPhrase = {
  id: 'generic/copilot-start-error-record',
  said: 'failed',
  hint: ' stack: ',
  re: /^(?:Message: )?message: (?<error>\S.*?) stack: (?!McpError\b)(?:[A-Z]\w*(?:Error|Exception)|Error)\b/,
  method: 'initialize',
  scope: 'connection',
  seen: ['microsoft/copilot-intellij-feedback#1211', 'microsoft/copilot-eclipse-feedback#137'],
};

/**
 * A failed entry of OpenCode's `mcp list` (and its forks': the Kilo Code CLI), drawn with clack's prompts: '●  ✗ <server>
 * failed' with the reason on the frame's gutter under it ('│      <reason>'), which the reader of last resort joins to
 * the entry (jsonrpc-in-text.ts lead). The server's connect failed for that reason: HTTP entries the CLI took for local
 * ones and spawned with no command (Node's 'The "file" argument must be of type string. Received undefined': no process,
 * no request, reasons.ts SPAWN_FAILED_RE: Kilo-Org/kilocode#5806), or whatever its client said. Read only in the reader
 * of last resort, which claims such a text by the list's intro ('┌  MCP Servers'); the bullet keeps other TUIs' cross
 * lines (a tool call's) out.
 */
export const clackMcpListFailed: HostPhrase = {
  id: 'generic/clack-mcp-list-failed',
  said: 'failed',
  hint: ' failed: ',
  re: /^●\s+[✗✘✖×]\s*(?<server>[^\s:]+) failed: (?<error>\S.*?)\s*$/,
  method: 'initialize',
  scope: 'connection',
  seen: ['Kilo-Org/kilocode#5806'],
};

/**
 * A host's own connect deadline as the whole of an error line, JavaScript's printing of the Error the host raced the
 * handshake against: Continue's "Error: Connection timed out" is all its panel shows when it drops a connect that took
 * too long (no server named when the paste keeps only that line: paabloLC/mcp-hacker-news#4; with its 'Failed to connect
 * to "<name>"' line above it, generic/connect-host-timeout reads the two as one sentence, continuedev/continue#8461).
 * Exactly that line: the operating system's TCP timeout is worded otherwise by every runtime ("connect ETIMEDOUT <addr>",
 * "[Errno 110] Connection timed out", "Connection timed out (os error 110)", "dial tcp …: connect: connection timed out").
 * The reader of last resort claims a paste only when it is nothing else (formats/jsonrpc-in-text.ts).
 */
export const bareConnectTimeoutLine: HostPhrase = {
  id: 'generic/bare-connection-timed-out',
  said: 'timer-fired',
  timer: 'host',
  hint: 'Error: Connection timed out',
  re: /^["'\x60]?Error: (?<error>Connection timed out)\.?["'\x60]?$/,
  method: 'initialize',
  scope: 'connection',
  seen: ['paabloLC/mcp-hacker-news#4', 'continuedev/continue#8461'],
};
