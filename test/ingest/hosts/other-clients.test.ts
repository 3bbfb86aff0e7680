/**
 * The rows for MCP clients without a reader of their own (read by the reader of last resort), on
 * the lines of the threads they cite (names replaced).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { otherClientPhrases, readSaid } from '../../../src/ingest/hosts/index.js';
import { janStartFailedLine } from '../../../src/ingest/hosts/other-clients.js';
import { matchReason } from '../../../src/protocol/reasons.js';
import { tempFile } from '../helpers.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  // simonx1/ruby-mcp-client#9: the gem's wait on id 1 is its handshake's (the initialize takes the first id inside the
  // first listing or call), whichever wrapper and form (irb's "<Class> (<message>)", uncaught "<message> (<Class>)")
  ['ruby-mcp-client: the handshake wait as irb shows it', 'MCPClient::Errors::ToolCallError (Error listing tools: Timeout waiting for JSONRPC response id=1)',
    { kind: 'timer-fired', phrase: 'ruby-mcp-client/handshake-wait-timed-out', timer: 'host', method: 'initialize', scope: 'connection', id: 1, error: 'Timeout waiting for JSONRPC response id=1' }],
  ['ruby-mcp-client: the handshake wait uncaught, under a call', "Error calling tool 'query': Timeout waiting for JSONRPC response id=1 (MCPClient::Errors::ToolCallError)",
    { kind: 'timer-fired', phrase: 'ruby-mcp-client/handshake-wait-timed-out', method: 'initialize', id: 1 }],
  // … a later id is the listing's or the call's own wait: not the handshake's
  ['ruby-mcp-client: a wait on a later id', 'MCPClient::Errors::ToolCallError (Error listing tools: Timeout waiting for JSONRPC response id=12)', null],
  // janhq/jan#8314: Jan's helpers log the stdio child they spawned, the initialize next on its pipes; a name may hold
  // spaces
  ['Jan: a server spawned', 'MCP server Page Pilot MCP spawned with PID 52814',
    { kind: 'connecting', phrase: 'jan/server-spawned', scope: 'connection', spawned: true, server: 'Page Pilot MCP' }],
  ['Jan: a one-word name', 'MCP server tabmcp spawned with PID 53106', { kind: 'connecting', server: 'tabmcp', spawned: true }],
  ['Jan: not a spawn without the pid', 'MCP server tabmcp spawned', null],
  ['Jan: not a spawn inside a sentence', 'then the MCP server tabmcp spawned with PID 53106 twice', null],
  // Mintplex-Labs/anything-llm#3681: AnythingLLM's start failure with the SDK's code; #4411: with its NO_CODE placeholder
  // over the SDK's Streamable HTTP error for a refused POST; a code in brackets before words that are no MCP error is not it
  ['AnythingLLM\'s start failure with a code', 'Failed to start MCP server: notes [-32000] MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'anythingllm/failed-to-start-code', method: 'initialize', scope: 'connection', server: 'notes', error: 'MCP error -32000: Connection closed' }],
  ['AnythingLLM\'s start failure without a code', 'Failed to start MCP server: DeskNotes [NO_CODE] Error POSTing to endpoint (HTTP 405)',
    { kind: 'failed', phrase: 'anythingllm/failed-to-start-code', method: 'initialize', server: 'DeskNotes', error: 'Error POSTing to endpoint (HTTP 405)' }],
  ['a numeric code before other words', 'Failed to start MCP server: notes [3] something else went wrong', null],
  // modelstudioai/cli#136: a CLI's --verbose trace, the method line and the answer's status line under it
  ['a verbose trace\'s method line', '> Method: initialize', { kind: 'request-sent', phrase: 'modelstudio-cli/verbose-method', method: 'initialize' }],
  ['a verbose trace\'s status line', '< 405 Method Not Allowed', { kind: 'http-status', phrase: 'modelstudio-cli/verbose-status', status: 405, error: 'Method Not Allowed' }],
  ['a method no MCP client sends', '> Method: getUserInfo', null],
  // … its `> ` read off with the reporter's Markdown quote (`> > Method: …` loses every `>`), the line still whole
  ['a method line whose mark went with the quote', 'Method: initialize', { kind: 'request-sent', phrase: 'modelstudio-cli/verbose-method', method: 'initialize' }],
  ['the words inside a sentence are not the line', 'Method: initialize was refused', null],
  ['curl\'s own status line is not this trace\'s', '< HTTP/1.1 405 Method Not Allowed', null],
  // Agenta-AI/agenta#7069: an agent runner's handshake refused with a status (its platform's gateway route answered 404);
  // the same words with a gateway's 502, and without the tag; a handshake that failed with no status is not this row
  ['an agent runner\'s handshake refused', "[mcp] warn: server 'repodocs' failed its handshake: status=404 reason=handshake_http_error",
    { kind: 'failed', phrase: 'agenta-runner/handshake-http-status', method: 'initialize', scope: 'connection', server: 'repodocs', status: 404 }],
  ['a gateway\'s status, untagged', "server 'repodocs' failed its handshake: status=502",
    { kind: 'failed', phrase: 'agenta-runner/handshake-http-status', status: 502 }],
  ['a handshake failed with no status', "[mcp] warn: server 'repodocs' failed its handshake: timeout", null],
  // lmstudio-ai/lmstudio-bug-tracker#1912, mrkrsl/web-search-mcp#42: LM Studio loading an mcp.json server's bridge plugin;
  // #1231: the plugin registered as tools provider; another plugin's client is not an MCP server's
  ['LM Studio loading an MCP plugin', '[InternalPluginsProvider] Init loading mcp/notes.',
    { kind: 'connecting', phrase: 'lm-studio/plugin-loading', method: 'initialize', scope: 'connection' }],
  ['its client created, console form', 'D [LMSExternal] [LMSAuthenticator][Client=plugin:installed:mcp/notes] Client created.',
    { kind: 'connecting', phrase: 'lm-studio/plugin-loading', method: 'initialize' }],
  ['its client created, developer log form', '[LMSAuthenticator][Client=plugin:installed:mcp/site-reader] Client created.',
    { kind: 'connecting', phrase: 'lm-studio/plugin-loading' }],
  ['a plugin that is not an MCP server\'s', '[LMSAuthenticator][Client=plugin:installed:lmstudio/rag-v1] Client created.', null],
  ['the bridge registered as tools provider', '[Plugin(mcp/notes)] stdout: [Tools Prvdr.] Register with LM Studio',
    { kind: 'connected', phrase: 'lm-studio/tools-provider-registered', scope: 'connection' }],
  // Mearman/mcp-wayback-machine#3: LM Studio refusing the tools a plugin's server listed; the words elsewhere are not it
  ['LM Studio failing to load a plugin\'s tools', 'Failed to load plugin tools: [ { "code": "invalid_literal", "expected": "object", "path": [ "tools", 0, "inputSchema", "type" ], "message": "Invalid literal value, expected \\"object\\"" } ]',
    { kind: 'failed', phrase: 'lm-studio/load-plugin-tools-failed', method: 'tools/list', error: '[ { "code": "invalid_literal", "expected": "object", "path": [ "tools", 0, "inputSchema", "type" ], "message": "Invalid literal value, expected \\"object\\"" } ]' }],
  ['a sentence quoting the words is not the line', 'I keep getting Failed to load plugin tools: see the screenshot', null],
  // langflow-ai/langflow#8429: Langflow's HEAD check of an SSE server's URL refused before any connect, as its popup
  // restates it; another status; prose naming the check without a status is not it
  ['Langflow\'s SSE URL check refused', 'Error in update_build_config: Failed to update tools: Invalid SSE URL configuration: Invalid SSE URL (http://localhost:8931/sse): Server returned error status: 405. Please check your Langflow deployment URL and port.',
    { kind: 'failed', phrase: 'langflow/sse-url-check-refused', method: 'initialize', scope: 'connection', status: 405, error: 'Server returned error status: 405' }],
  ['the same check answered 502', 'Invalid SSE URL (https://tools.example.net/mcp/sse): Server returned error status: 502',
    { kind: 'failed', phrase: 'langflow/sse-url-check-refused', status: 502 }],
  ['the URL check\'s other refusals say no status', 'Invalid SSE URL (http://localhost:8931/sse): Network error. Could not reach the server.', null],
  // langflow-ai/langflow#7376: Langflow 1.3.0's wording of the check's failure, no status; the later wording with one is the
  // other row's, not this one's
  ['Langflow 1.3.0\'s SSE URL check gave up', '<string> - Invalid SSE URL configuration: http://10.0.0.5:8010/sse. Please check the SSE URL and try again.',
    { kind: 'failed', phrase: 'langflow/sse-url-check-failed', method: 'initialize', scope: 'connection' }],
  ['the later wording is not this row\'s', 'Invalid SSE URL configuration: Invalid SSE URL (http://localhost:8931/sse): Server returned error status: 405. Please check your Langflow deployment URL and port.',
    { phrase: 'langflow/sse-url-check-refused' }],
  // langflow-ai/langflow#8927: the MCP component's tool-list refresh failing, in the flow's build error and as the
  // terminal's ValueError; prose about updating a tool list is not it
  ['Langflow\'s component failing to refresh its tools', 'Error building Component MCP Sheets: Error updating tool list: unhandled errors in a TaskGroup (1 sub-exception)',
    { kind: 'failed', phrase: 'langflow/update-tool-list-failed', method: 'initialize', scope: 'connection', error: 'unhandled errors in a TaskGroup (1 sub-exception)' }],
  ['… the same as the terminal\'s ValueError', 'ValueError: Error updating tool list: unhandled errors in a TaskGroup (1 sub-exception)',
    { kind: 'failed', phrase: 'langflow/update-tool-list-failed', error: 'unhandled errors in a TaskGroup (1 sub-exception)' }],
  ['prose about updating a tool list is not it', 'I keep updating the tool list: nothing changes', null],
  // langflow-ai/openrag#253: the component's wait for its session is the session-wait timer's row (generic-clients.ts),
  // not this one
  ['the session wait under the same words is not this row\'s', 'Error updating tool list: Timeout waiting for STDIO session stdio_12_0 to initialize', null],
  // cookjohn/zotero-mcp#61: Cherry Studio's card for a call the server refused, made one line (json-blocks compactBlock);
  // isError is CallToolResult's own field, so the object is a tool call's; an "error" member alone is not
  ['a tool card with the server\'s error beside isError', '{"error":"MCP error -32603: Error executing get_notes: noteId is required","isError":true}',
    { kind: 'failed', phrase: 'generic/tool-card-error-is-error', method: 'tools/call', target: 'get_notes', error: 'MCP error -32603: Error executing get_notes: noteId is required' }],
  ['the same with spaces and no tool named', '{ "error": "MCP error -32602: source parameter is required", "isError": true }',
    { kind: 'failed', phrase: 'generic/tool-card-error-is-error', method: 'tools/call', error: 'MCP error -32602: source parameter is required' }],
  ['an error object without isError is not a tool card', '{"error":"MCP error -32603: Error executing get_notes: boom"}', null],
  ['isError false is no failure', '{"error":"","isError":false}', null],
  // TencentEdgeOne/edgeone-makers-mcp#19, mastergo-design/mastergo-magic-mcp#73, Trae-AI/TRAE#1848: Trae's Chinese UI
  // shows its localized "Client closed" status after 显示, in full-width quotes or none; the words alone are not it
  ['Trae\'s localized status in full-width quotes', 'trae mcp 服务器显示 “客户端已关闭”',
    { kind: 'connection-closed', phrase: 'trae/status-client-closed-zh', method: 'initialize', scope: 'connection', error: '客户端已关闭' }],
  ['the same run into the sentence', 'trae cn连接失败，显示客户端已关闭，npx（10.9.2）、node（20.18.1）',
    { kind: 'connection-closed', phrase: 'trae/status-client-closed-zh', method: 'initialize' }],
  ['the same at the end of a question', '我按着教程来的到最后一步显示客户端已关闭，可以看看是为什么吗',
    { kind: 'connection-closed', phrase: 'trae/status-client-closed-zh' }],
  ['the words alone are any program\'s', '客户端已关闭，正在重新连接', null],
  // app-appplayer/mcp_client#5: the Dart package's McpError, its empty code slot a space before the colon, rejecting the
  // requests still waiting as its transport closed; with a code in the slot; as Dart prints an uncaught one; the class
  // with the usual spacing is not the package's, nor a sentence that goes on
  ['the Dart client\'s transport gone under a pending request', 'McpError : Transport disconnected',
    { kind: 'connection-closed', phrase: 'dart-mcp-client/transport-disconnected', scope: 'connection', pending: true, error: 'Transport disconnected' }],
  ['the same with a code in the slot', 'McpError (-32000): Transport disconnected',
    { kind: 'connection-closed', phrase: 'dart-mcp-client/transport-disconnected' }],
  ['the same uncaught', 'Unhandled exception: McpError : Transport disconnected',
    { kind: 'connection-closed', phrase: 'dart-mcp-client/transport-disconnected' }],
  ['the usual class spacing is not the Dart package\'s', 'McpError: Transport disconnected', null],
  ['a sentence that goes on is not the line', 'McpError : Transport disconnected when the app went to background', null],
  // app-appplayer/mcp_client#1: before 1.0.0 the SSE transport's send took only 200, so the server's 202 Accepted for
  // the connect's first POST (its initialize) threw, unhandled; a 4xx or 5xx with the same words is a real refusal
  ['the Dart SSE client refusing the server\'s 202 for its first POST', 'McpError : Error sending message: 202',
    { kind: 'connection-closed', phrase: 'dart-mcp-client/sse-post-success-refused', method: 'initialize', scope: 'connection', sending: true, error: 'Error sending message: 202' }],
  ['the same uncaught', 'Unhandled exception: McpError : Error sending message: 200',
    { kind: 'connection-closed', phrase: 'dart-mcp-client/sse-post-success-refused', method: 'initialize' }],
  ['a 404 with the same words is the server\'s refusal, not this', 'McpError : Error sending message: 404', null],
  ['the usual class spacing is not the Dart package\'s either', 'McpError: Error sending message: 202', null],
  // rollbar/rollbar-mcp-server#39 (Junie), JetBrains/mcp-jetbrains#74 (AI Assistant): the error box's first line; the
  // same message inside a stack's cause line is not the box
  ['a JetBrains plugin\'s start job cancelled', 'StandaloneCoroutine was cancelled',
    { kind: 'failed', phrase: 'jetbrains/start-job-cancelled', method: 'initialize', scope: 'connection', error: 'StandaloneCoroutine was cancelled' }],
  ['its cause line in a stack is not the box', 'Caused by: kotlinx.coroutines.JobCancellationException: StandaloneCoroutine was cancelled; job=StandaloneCoroutine{Cancelled}@5a1c09e2', null],
  // Kilo-Org/kilocode#2600: an MCP hub's failed tools/list, relayed by Kilo Code's JetBrains plugin as the JSON array of
  // its console arguments; the same two arguments joined by a console; its own logger's line without the SDK's error
  ['an MCP hub\'s failed tools/list, relayed as console arguments',
    'java.lang.Throwable: [ERROR]: ["Failed to fetch tools for php-tools:","McpError: MCP error -32000: Connection closed\\n\\tat L0t._onclose (c:\\\\Users\\\\x\\\\extension.js:736:14256)"]',
    { kind: 'failed', phrase: 'mcp-hub/fetch-tools-failed', method: 'tools/list', server: 'php-tools', error: 'McpError: MCP error -32000: Connection closed' }],
  ['the same in a console', 'Failed to fetch tools for notes: McpError: MCP error -32001: Request timed out',
    { kind: 'failed', phrase: 'mcp-hub/fetch-tools-failed', server: 'notes', error: 'McpError: MCP error -32001: Request timed out' }],
  ['a web app\'s own fetch of a category is not it', 'Failed to fetch tools for /api/tools/search.json: TypeError: Failed to fetch', null],
  // HKUDS/DeepCode#105, #47, lastmile-ai/mcp-agent#82: mcp-agent's aggregator on a server whose connect failed, as the
  // reader joins the terminal's wrapped lines
  ['mcp-agent gives up on a server\'s initialize',
    "mcp_agent.mcp.mcp_aggregator.PlanAgent - Error loading server data: MCP Server: 'shell-exec': Failed to initialize with error: 'unhandled errors in a TaskGroup (1 sub-exception)'. Check mcp_agent.config.yaml. Attempting to continue",
    { kind: 'failed', phrase: 'mcp-agent/failed-to-initialize', method: 'initialize', scope: 'connection', server: 'shell-exec', error: 'unhandled errors in a TaskGroup (1 sub-exception)' }],
  ['the same cut before its advice', "MCP Server: 'websearch': Failed to initialize with error: 'Connection closed'",
    { kind: 'failed', server: 'websearch', error: 'Connection closed' }],
  // lastmile-ai/mcp-agent#151: mcp-agent's aggregator on a tool call that raised an exception with no message
  ['mcp-agent\'s failed call_tool, its reason empty', "[mcp_agent.mcp.mcp_aggregator.default] Failed to call_tool 'sync_states' on server 'tracker':",
    { kind: 'failed', phrase: 'mcp-agent/failed-to-call-tool', method: 'tools/call', target: 'sync_states', server: 'tracker', error: '' }],
  ['the same with its reason', "Failed to call_tool 'sync_states' on server 'tracker': Connection closed",
    { kind: 'failed', phrase: 'mcp-agent/failed-to-call-tool', target: 'sync_states', error: 'Connection closed' }],
  // camel-ai/camel#3051: CAMEL's MCPToolkit racing its connect to every server against its timeout
  ['CAMEL\'s connect deadline over its MCP servers', '2025-08-21 18:29:25,114 - camel.camel.toolkits.mcp_toolkit - ERROR - Connection timeout after 5s. One or more MCP servers are not responding. Please check if the servers are running and accessible.',
    { kind: 'timer-fired', timer: 'host', phrase: 'camel/connection-timeout-servers-not-responding', method: 'initialize', scope: 'connection', limitMs: 5000 }],
  ['… its timeout a float', 'Connection timeout after 2.5s. One or more MCP servers are not responding.',
    { kind: 'timer-fired', phrase: 'camel/connection-timeout-servers-not-responding', limitMs: 2500 }],
  ['a connection timeout with no MCP server in its words is not it', 'Connection timeout after 5s. The database is not responding.', null],
  ['nor a wording CAMEL does not print', 'connection timeout after 5 seconds. Some MCP server is not responding', null],
  // IBM/mcp-cli#101
  ['a CLI gives up on initialize', 'Timeout waiting for server initialization response (after 5.0s)', { kind: 'timer-fired', timer: 'host', method: 'initialize', limitMs: 5000 }],
  ['its follow-up names no request', 'Error initializing server ledger:', null],
  // charmbracelet/crush#791
  ['a Go client\'s connect failure', 'ERRO error initializing mcp client error="transport error: context deadline exceeded" name=zen source=/x/mcp-tools.go:338',
    { kind: 'failed', method: 'initialize', server: 'zen', error: 'transport error: context deadline exceeded' }],
  // OpenHands/OpenHands#8920, #8690: the runtime call that brings the MCP servers up timed out
  ['OpenHands gives up bringing its MCP servers up', '05:35:02 - openhands:ERROR: session.py:201 - Error creating agent_session: timed out',
    { kind: 'timer-fired', timer: 'host', phrase: 'openhands/agent-session-timed-out', method: 'initialize', scope: 'connection', error: 'timed out' }],
  ['an agent session refused for another reason is no MCP timer', '05:35:02 - openhands:ERROR: session.py:201 - Error creating agent_session: Runtime not ready', null],
  // OpenHands/software-agent-sdk#1169: the agent SDK's deadline on connecting and listing, in its own words
  ['the agent SDK gives up listing tools', 'openhands.sdk.mcp.exceptions.MCPTimeoutError: MCP tool listing timed out after 30.0 seconds.',
    { kind: 'timer-fired', timer: 'host', phrase: 'openhands-sdk/tool-listing-timed-out', method: 'tools/list', limitMs: 30000 }],
  ['a listing that timed out in other words is not this row', 'Tool listing timed out after 30 seconds', null],
  // OpenHands/software-agent-sdk#867: the same deadline's bare TimeoutError inside an agent server's JSON log record
  ['the bare timeout under create_mcp_tools, in one record',
    String.raw`[DOCKER] {"levelname": "ERROR", "exc_info": "Traceback (most recent call last):\n  File \"openhands/sdk/mcp/utils.py\", line 60, in create_mcp_tools\n  File \"openhands/sdk/mcp/client.py\", line 41, in call_async_from_sync\n  File \"concurrent/futures/_base.py\", line 458, in result\nTimeoutError"}`,
    { kind: 'timer-fired', timer: 'host', phrase: 'openhands-sdk/create-tools-timeout-frames', method: 'tools/list', error: 'TimeoutError' }],
  ['another exception under the frame is not the deadline',
    String.raw`{"exc_info": "Traceback (most recent call last):\n  File \"openhands/sdk/mcp/utils.py\", line 60, in create_mcp_tools\n  File \"openhands/sdk/mcp/client.py\", line 55, in connect\nRuntimeError: Client failed to connect: Connection closed"}`, null],
  ['a TimeoutError of a later printout in the record is not this one',
    String.raw`{"exc_info": "Traceback (most recent call last):\n  File \"openhands/sdk/mcp/utils.py\", line 60, in create_mcp_tools\nValueError: bad config\n\nTraceback (most recent call last):\n  File \"x.py\", line 1, in y\nTimeoutError"}`, null],
  // OpenHands/software-agent-sdk#4891: the SDK's MCPClient.connect re-raising fastmcp's failure to come up
  ['the agent SDK could not connect', 'openhands.sdk.mcp.exceptions.MCPError: MCP Connection Failure',
    { kind: 'connection-closed', phrase: 'openhands-sdk/mcp-connection-failure', method: 'initialize', scope: 'connection', error: 'MCP Connection Failure' }],
  ['an MCPError with other words is not it', 'MCPError: MCP Connection Failure on retry 2 of 3', null],
  // RightNow-AI/openfang#179: a Rust agent runtime's kernel failing to connect a stdio server whose pipe closed first, in
  // tracing's fields; the same words after a quoted name; the closing words without the connect sentence are not it
  ['a kernel\'s connect ended by the server closing the pipe', 'Failed to connect to MCP server server=docs error=MCP server closed connection',
    { kind: 'connection-closed', phrase: 'generic/failed-to-connect-server-closed-connection', method: 'initialize', scope: 'connection', server: 'docs', error: 'MCP server closed connection' }],
  ['the same after a quoted name', "Failed to connect to MCP server 'docs': MCP Server closed connection unexpectedly",
    { kind: 'connection-closed', phrase: 'generic/failed-to-connect-server-closed-connection', server: 'docs', error: 'MCP Server closed connection unexpectedly' }],
  ['a tool call\'s read ending the same way is not a connect', "Tool call 'search' failed: MCP server closed connection", null],
  // charmbracelet/crush#475: v0.1.11 logged no name= field
  ['an early Go client\'s connect failure, the server unnamed', 'ERRO error initializing mcp client error="transport error: transport not started yet" source=/x/mcp-tools.go:172',
    { kind: 'failed', phrase: 'crush/initialize-failed', method: 'initialize', scope: 'connection', error: 'transport error: transport not started yet' }],
  // AstrBotDevs/AstrBot#2939, #6671: AstrBot's agent runner names the tool it calls, full-width colons and comma
  ['AstrBot calls a tool', " [12:18:04] [Core] [INFO] [runners.tool_loop_agent_runner:199]: 使用工具：run_command，参数：{'command': 'ls /srv'} ",
    { kind: 'request-sent', phrase: 'astrbot/using-tool', method: 'tools/call', target: 'run_command' }],
  // AstrBotDevs/AstrBot#2698: a tool name with full-width parentheses in it
  ['AstrBot calls a tool whose name has full-width brackets', "[13:01:39] [Core] [INFO] [runners.tool_loop_agent_runner:199]: 使用工具：（2.6）文档检索试用版，参数：{'astrbot_text_query': 'q'}",
    { kind: 'request-sent', method: 'tools/call', target: '（2.6）文档检索试用版' }],
  // AstrBotDevs/AstrBot#9070: the client manager's session up with its tools listed, then closed when the user disabled
  // the server; the shutdown signal between them says nothing of a request
  ['AstrBot\'s session up, its tools listed', "[21:25:48.931] [Core] [INFO] [provider.func_tool_manager:720]: Connected to MCP server ocr-box, Tools: ['read_page']",
    { kind: 'connected', phrase: 'astrbot/connected', method: 'initialize', scope: 'connection', server: 'ocr-box' }],
  ['AstrBot closes that session', '[21:25:53.138] [Core] [INFO] [provider.func_tool_manager:848]: Disconnected from MCP server ocr-box',
    { kind: 'connection-closed', phrase: 'astrbot/disconnected', scope: 'connection', server: 'ocr-box' }],
  ['its shutdown signal names no request', '[21:25:52.805] [Core] [INFO] [provider.func_tool_manager:729]: Received shutdown signal for MCP client ocr-box', null],
  ['a connect without the tool list is not its line', 'Connected to MCP server ocr-box', null],
  ['AstrBot\'s list of the tools it will use names no single call', "[2026-03-20 14:28:00.212] [Core] [INFO] [runners.tool_loop_agent_runner:657]: Agent 使用工具: ['render_scene']", null],
  // ThinkInAIXYZ/go-mcp#117: the Go client printed an answer it found no waiting channel for
  ['a Go client\'s answer for an id no caller waited on', '[Error] receive response:&{JSONRPC:2.0 ID:2 Result:map[tools:[]] RawResult:[] Error:<nil>} error: lack response chan: requestID=2',
    { kind: 'completed', late: true, id: 2, phrase: 'go-mcp/late-response' }],
  // openai/tunnel-client#34, #58: the tunnel's dispatcher gave up on a relayed command at its response deadline, no
  // cancel sent; the same message with slog's text-handler fields around it; a command dropped before it was forwarded
  // is another sentence
  ['a tunnel relay drops a command at its response deadline', 'command response deadline reached; dropping without posting a response',
    { kind: 'timer-fired', timer: 'host', phrase: 'tunnel-client/response-deadline-dropped' }],
  ['the same as a slog text record', 'time=2026-09-05T10:12:44.120Z level=INFO msg="command response deadline reached; dropping without posting a response" channel=main',
    { kind: 'timer-fired', timer: 'host', phrase: 'tunnel-client/response-deadline-dropped' }],
  ['the connection TTL alone names no timer of a request', 'MCP connection TTL reached; stopping response forwarding', null],
  // openai/tunnel-client#58: ChatGPT's error for the connector call the tunnel did not answer in time
  ['ChatGPT\'s 504 for a tunnelled call', 'HTTP 504: MCP request timed out',
    { kind: 'http-status', status: 504, phrase: 'chatgpt/connector-http-status', error: 'MCP request timed out' }],
  ['a 404 with other words is not it', 'HTTP 404: Not Found', null],
  // openai/tunnel-client#71: ChatGPT's backend refusing the answer a tunnelled discovery probe got, the body made one
  // line; another detail type is not it
  ['ChatGPT\'s connector error body naming the method', '{"detail":{"type":"mcp_error","developer_message":"MCP server/discover response was inconsistent from openai.org","kind":"invalid_response","upstream_status":200}}',
    { kind: 'failed', phrase: 'chatgpt/connector-mcp-error', method: 'server/discover', error: 'MCP server/discover response was inconsistent from openai.org' }],
  ['a detail of another type is not it', '{"detail":{"type":"auth_error","developer_message":"MCP server/discover response was inconsistent"}}', null],
  // MadBomber/aia#129: ruby_llm-mcp's stdio transport gave up on its own timer
  ['a Ruby client\'s stdio request timer', 'Stdio request timeout (ID: 5) after 30 seconds', { kind: 'timer-fired', timer: 'host', phrase: 'ruby-llm-mcp/request-timeout', id: 5, limitMs: 30000 }],
  ['a CLI\'s echo of it names no request', 'Request timed out after 30 seconds', null],
  // patvice/ruby_llm-mcp#52: its SSE transport's listener lost the stream and reconnects; opening that transport
  ['a Ruby client\'s SSE stream reset under it', 'SSE connection error: stream 1 closed with error: protocol_error. Reconnecting in 1 seconds...',
    { kind: 'connection-closed', scope: 'connection', phrase: 'ruby-llm-mcp/sse-connection-error', error: 'stream 1 closed with error: protocol_error' }],
  ['its connect starting', 'Initializing SSE transport to https://tools.example.internal/mcp/sse?key=xxx with client ID 3b7f2c10-8e4a-4a55-b1d9-0c6e5f2a9d47',
    { kind: 'connecting', scope: 'connection', phrase: 'ruby-llm-mcp/initializing-sse-transport' }],
  ['an SSE error without the reconnect is not that transport\'s line', 'SSE connection error: see the docs', null],
  // charmbracelet/crush#1658: Crush's later wording, the go-sdk call error quoted inside with escaped quotes
  ['a Go client\'s later connect-failure wording', 'ERRO MCP client failed to initialize error="calling \\"initialize\\": invalid trailing data at the end of stream" name=MiniMax source=x/init.go:303',
    { kind: 'failed', phrase: 'crush/client-failed-to-initialize', method: 'initialize', scope: 'connection', server: 'MiniMax', error: 'invalid trailing data at the end of stream' }],
  // continuedev/continue#6284: copied from the UI, wrapped after "-32000:"
  ['an IDE extension\'s connect closed', 'Failed to connect to "TOOLKIT" Error: MCP error -32000:', { kind: 'connection-closed', method: 'initialize', server: 'TOOLKIT' }],
  // Alexey-N-Chernyshov/gramps-web-mcp-rs#52: Continue's failed tool call, the SDK's chain after it, read joined
  ['an IDE extension\'s failed tool call', 'archive_get_record failed with the message: Streamable HTTP error: Error POSTing to endpoint: Not Found: Session not found',
    { kind: 'failed', phrase: 'continue/tool-failed-with-message', method: 'tools/call', target: 'archive_get_record', error: 'Streamable HTTP error: Error POSTing to endpoint: Not Found: Session not found' }],
  ['the same after the reporter\'s lead-in', 'A tool invocation fails with: lookup_person failed with the message: MCP error -32001: Request timed out',
    { kind: 'failed', method: 'tools/call', target: 'lookup_person', error: 'MCP error -32001: Request timed out' }],
  ['its first segment alone, the rest on the next line, is not yet the sentence', 'archive_get_record failed with the message: Streamable HTTP error: Error POSTing to endpoint:', null],
  ['prose saying a job failed with a message names no tool call', 'the export job failed with the message below', null],
  // Nexus-Router/nexus#295
  ['a router\'s server closed before initialize', "ERROR  Failed to initialize server 'recall': connection closed: initialize response. System will continue without this server.",
    { kind: 'connection-closed', method: 'initialize', server: 'recall', error: 'connection closed: initialize response' }],
  // homeassistant-ai/ha-mcp#360: the same router when rmcp's client refused the answer to the initialize
  ['a router\'s client refused the initialize answer', "Failed to initialize server 'homehub': expect initialized result, but received: Some(EmptyResult(EmptyObject))",
    { kind: 'failed', phrase: 'nexus/initialize-refused', method: 'initialize', server: 'homehub', error: 'expect initialized result, but received: Some(EmptyResult(EmptyObject))' }],
  ['with the router\'s own sentence after it', "ERROR  Failed to initialize server 'recall': expect initialized response, but received: Some(Notification(JsonRpcNotification { … })). System will continue without this server.",
    { kind: 'failed', phrase: 'nexus/initialize-refused', server: 'recall', error: 'expect initialized response, but received: Some(Notification(JsonRpcNotification { … }))' }],
  ['another reason to fail a server is not this row', "Failed to initialize server 'recall': no compatible protocol version", null],
  // janhq/jan#6410: the Rust SDK client's wording in another app's dialog
  ['the Rust SDK\'s close before the initialize answer', 'Failed to connect to server: connection closed: initialize response', { kind: 'connection-closed', phrase: 'rust-sdk/initialize-response-closed', method: 'initialize' }],
  // esengine/DeepSeek-Reasonix#2023
  ['a client\'s own timer names method and id', 'Error: MCP request tools/call (id=7) timed out after 60000ms', { kind: 'timer-fired', timer: 'host', method: 'tools/call', id: 7, limitMs: 60_000 }],
  // google-gemini/gemini-cli#28355: a wire recorder's summary lines
  ['a summarised request', '04:40:32  c2s  tools/list id:1', { kind: 'request-sent', method: 'tools/list', id: 1 }],
  ['a summarised request without its clock', 'c2s  prompts/get id:abc', { kind: 'request-sent', method: 'prompts/get', id: 'abc' }],
  ['a summarised cancel with its reason', '04:50:32  c2s  notifications/cancelled requestId:1 "Request timed out"', { kind: 'cancelled', id: 1, error: 'Request timed out' }],
  ['a summarised notification is no request', '04:40:31  c2s  notifications/initialized', null],
  ['the server\'s side is not the client\'s request', '04:40:32  s2c  response   id:9999', null],
  // microsoft/microsoft-foundry-for-vscode#208: an extension's issue-report template names its call
  ['an extension report lists tools', 'Action: AgentDesignerWebview.listMcpTools', { kind: 'request-sent', method: 'tools/list' }],
  ['an extension report calls a tool', 'Action: agentView.callMcpTool', { kind: 'request-sent', method: 'tools/call' }],
  ['any other action names no request', 'Action: AgentDesignerWebview.openPanel', null],
  ['prose that mentions an action is not the template', 'The Action: listTools step never ends', null],
  // mindstone/Super-MCP#1
  ['a router\'s JSON line for a failed call', '{"level":"error","msg":"Tool call failed","timestamp":"2026-01-12T02:05:05.920Z","package_id":"relay-pkg","tool_name":"ask_user","error":"MCP error -32001: Request timed out"}',
    { kind: 'failed', method: 'tools/call', target: 'ask_user', error: 'MCP error -32001: Request timed out' }],
  // brave/brave-search-mcp-server#80: n8n's error JSON, a member line
  ['an automation node\'s connect closed', '"errorMessage": "Failed to execute operation: Failed to connect to MCP server: MCP error -32000: Connection closed",',
    { kind: 'connection-closed', phrase: 'n8n/failed-to-connect', method: 'initialize', scope: 'connection', error: 'MCP error -32000: Connection closed' }],
  // cloudflare/agents#417: OpenAI Agents JS's browser stub under workerd, its frame naming the method the agent called
  ["an agent SDK's browser stub refused the listing", '  at MCPServerStreamableHttp.listTools (file:///node_modules/@openai/agents-core/src/shims/mcp-server/browser.ts:53:11)',
    { kind: 'failed', phrase: 'openai-agents-js/browser-shim-listTools', method: 'tools/list' }],
  ["an agent SDK's browser stub refused the call", '    at MCPServerStdio.callTool (file:///app/node_modules/@openai/agents-core/dist/shims/mcp-server/browser.mjs:40:15)',
    { kind: 'failed', phrase: 'openai-agents-js/browser-shim-callTool', method: 'tools/call' }],
  ["the SDK's node build in the same frame is no stub", '  at MCPServerStreamableHttp.listTools (file:///node_modules/@openai/agents-core/dist/shims/mcp-server/node.mjs:210:5)', null],
  // bytedance/UI-TARS-desktop#1160: Agent TARS's client listing tools for a server it never connected
  ["an agent framework lists tools of a server it holds no client for", '[MCP] Error listing tools: Error: MCP Client tracker not found',
    { kind: 'failed', phrase: 'agent-tars/list-tools-client-not-found', server: 'tracker', method: 'tools/list', error: 'MCP Client tracker not found' }],
  // langchain-ai/langchainjs#9052: LangChain.js's adapters wrap a connect's failure, the name and URL in the quotes
  ["LangChain.js's adapters failed to connect", 'MCPClientError: Failed to connect to streamable HTTP server "ledger, url: https://tools.example.net/mcp": Error: Server\'s protocol version is not supported: 2025-06-18',
    { kind: 'failed', phrase: 'langchainjs/connect-failed', server: 'ledger', method: 'initialize', scope: 'connection', error: "Error: Server's protocol version is not supported: 2025-06-18" }],
  // microsoft/Agent365-devTools#454: the same after the SSE fallback failed too
  ["LangChain.js's adapters failed to connect after the SSE fallback", 'Error adding MCP tool servers: MCPClientError: Failed to connect to streamable HTTP server after trying to fall back to SSE: "docs, url: https://agents.example.net/docs": Error: SSE error: Non-200 status code (403)',
    { kind: 'failed', phrase: 'langchainjs/connect-failed', server: 'docs', error: 'Error: SSE error: Non-200 status code (403)' }],
  // kontext-security/browser-use-mcp-server#42, nerding-io/n8n-nodes-mcp#111: n8n's MCP Client Tool logging its failed connect
  ["n8n's tool node logs a failed connect", 'McpClientTool: Failed to connect to MCP Server',
    { kind: 'failed', phrase: 'n8n/mcp-client-tool-failed-to-connect', method: 'initialize', scope: 'connection' }],
  ["n8n's tool node logs a failed connect with its error object", 'McpClientTool: Failed to connect to MCP Server {"error":{"type":"connection","error":{}}}',
    { kind: 'failed', phrase: 'n8n/mcp-client-tool-failed-to-connect', method: 'initialize', error: '{"error":{"type":"connection","error":{}}}' }],
  ["prose about the tool node's failed connect is not n8n's line", 'It says McpClientTool: Failed to connect to MCP Server every time', null],
  // xpzouying/xiaohongshu-mcp#258: n8n's error JSON, the SDK's timer alone as the errorMessage
  ["n8n's error JSON: the SDK's timer, no method", '  "errorMessage": "MCP error -32001: Request timed out",',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'n8n/error-message-sdk-timeout', error: 'MCP error -32001: Request timed out' }],
  ["n8n's error JSON: the same as an McpError", '"errorMessage": "McpError: MCP error -32001: Request timed out"',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'n8n/error-message-sdk-timeout' }],
  ["n8n's error JSON: a connect around it is the connect's row", '  "errorMessage": "Failed to execute operation: Failed to connect to MCP server: MCP error -32001: Request timed out",',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'n8n/failed-to-connect-timed-out', method: 'initialize' }],
  // nerding-io/n8n-nodes-mcp#42: the SDK's timer in the connect
  ['an automation node\'s connect timed out', 'Failed to execute operation: Failed to connect to MCP server: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'n8n/failed-to-connect-timed-out', method: 'initialize', scope: 'connection' }],
  // nanbingxyz/5ire#145
  ['a desktop app\'s tool call hit the SDK timer (-2 era)', "Error invoking remote method 'mcp-call-tool': Error: MCP error -2: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', method: 'tools/call', error: 'MCP error -2: Request timed out' }],
  ['another IPC channel is not a tool call', "Error invoking remote method 'mcp-list-tools': Error: MCP error -2: Request timed out", null],
  // nanbingxyz/5ire#232: the same channel with the server's own refusal relayed, the code twice, the zod issues after it
  ['a desktop app\'s tool call the server refused', "Error invoking remote method 'mcp-call-tool': McpError: MCP error -32602: MCP error -32602: Invalid arguments for tool find-tickets: [",
    { kind: 'failed', phrase: '5ire/call-tool-failed', method: 'tools/call', target: 'find-tickets', error: 'MCP error -32602: MCP error -32602: Invalid arguments for tool find-tickets: [' }],
  ['the same channel with another error names no tool', "Error invoking remote method 'mcp-call-tool': Error: spawn npx ENOENT",
    { kind: 'failed', phrase: '5ire/call-tool-failed', method: 'tools/call', error: 'spawn npx ENOENT' }],
  // crewAIInc/crewAI#3254
  ['an adapter\'s own connect deadline', "RuntimeError: Failed to initialize MCP Adapter: Couldn't connect to the MCP server after 30 seconds",
    { kind: 'timer-fired', timer: 'host', method: 'initialize', limitMs: 30_000 }],
  // modelcontextprotocol/python-sdk#407
  ['an agent\'s tool error with the SDK\'s words', '[ToolError] Error invoking MCP tool page_fill: Timed out while waiting for response to ClientRequest. Waited 0:00:05 seconds.',
    { kind: 'failed', method: 'tools/call', target: 'page_fill', error: 'Timed out while waiting for response to ClientRequest. Waited 0:00:05 seconds.' }],
  // openai/openai-agents-python#1026: the error on the next line
  ['an agent\'s tool line with its error on the next', '  Error invoking MCP tool split_concepts:  ', { kind: 'request-sent', method: 'tools/call', target: 'split_concepts' }],
  ['an agent\'s result repr', "[FunctionExecutionResult(content='Error: Timed out while waiting for response to ClientRequest. Waited 0:00:05 seconds.\\n', name='list_ticket_states', call_id='call_x', is_error=True)]",
    { kind: 'failed', method: 'tools/call', target: 'list_ticket_states' }],
  ['a successful result repr is no failure', "[FunctionExecutionResult(content='42', name='add', call_id='call_y', is_error=False)]", null],
  // microsoft/autogen#5900: AutoGen's adapter raising on an isError result, inside the task group's leaf list
  ["AutoGen's adapter on the server's error result", `('unhandled errors in a TaskGroup', [Exception("MCP tool execution failed: [TextContent(type='text', text='Quota exceeded for this key.', annotations=None)]")])`,
    { kind: 'failed', phrase: 'autogen/mcp-tool-execution-failed', serverAnswer: true, method: 'tools/call', error: 'Quota exceeded for this key.' }],
  ["… the text in double quotes when it holds an apostrophe", `Exception: MCP tool execution failed: [TextContent(type='text', text="Can't reach the upstream service", annotations=None)]`,
    { kind: 'failed', phrase: 'autogen/mcp-tool-execution-failed', error: "Can't reach the upstream service" }],
  ['the same words before an HTTP status are not a result', 'MCP tool execution failed: 500 Internal Server Error', null],
  // langchain-ai/langchain-mcp-adapters#188, #78: LangGraph's ToolNode error content, LangChain's advice cut off
  ["LangChain's ToolMessage for a tool that raised", "{'tools': {'messages': [ToolMessage(content='Error: ClosedResourceError()\\n Please fix your mistakes.', name='sum_two', id='m-1', tool_call_id='call_z', status='error')]}}",
    { kind: 'failed', phrase: 'langchain/tool-message-error', method: 'tools/call', target: 'sum_two', error: 'ClosedResourceError()' }],
  ["a successful ToolMessage is no failure", "ToolMessage(content='42', name='sum_two', id='m-2', tool_call_id='call_w')", null],
  // langchain-ai/langchain-mcp-adapters#278: the same error text as the message's content, outside its repr
  ["LangGraph's tool error text, one line", 'Error: ClosedResourceError()\\n Please fix your mistakes.',
    { kind: 'failed', phrase: 'langgraph/tool-error-text', method: 'tools/call', error: 'ClosedResourceError()' }],
  ["… an exception with its message", "Error: McpError('Connection closed')\\nPlease fix your mistakes.",
    { kind: 'failed', phrase: 'langgraph/tool-error-text', error: "McpError('Connection closed')" }],
  ["… a reporter's sentence quoting it is prose", 'the agent said Error: ClosedResourceError()\\n Please fix your mistakes. again', null],
  // IBM/mcp-context-forge#855
  ['a gateway UI\'s own deadline', 'Error: Failed to run tool fetch_report: Request timed out after 10 seconds. The server may be slow or unresponsive.',
    { kind: 'timer-fired', timer: 'host', method: 'tools/call', target: 'fetch_report', limitMs: 10_000 }],
  // hkr04/cpp-mcp#35
  ['a C++ client sends initialize', '[INFO] Initializing MCP stdio client...', { kind: 'request-sent', method: 'initialize' }],
  ['its reader sees the pipe close', '[WARNING] Pipe closed by server', { kind: 'connection-closed', scope: 'connection' }],
  ['its fixed wait runs out', '[ERROR] Initialization failed: Timeout waiting for response', { kind: 'timer-fired', timer: 'host', method: 'initialize' }],
  // hawkxtreme/mini-ai-1c#45: the 1C assistant's own stdio wait, after its Russian UI label or alone; prose about it is not it
  ['a 1C assistant\'s stdio wait ran out', 'Ошибка: Timeout waiting for MCP response',
    { kind: 'timer-fired', timer: 'host', phrase: 'mini-ai-1c/stdio-timeout', error: 'Timeout waiting for MCP response' }],
  ['… the same alone', 'Timeout waiting for MCP response', { kind: 'timer-fired', phrase: 'mini-ai-1c/stdio-timeout' }],
  ['… a sentence about it is prose', 'After a minute it said there was a Timeout waiting for MCP response again', null],
  // kirodotdev/Kiro#126, #3464
  ['Kiro: a tool call failed on the SDK timer', 'Error calling MCP tool: MCP error -32001: Request timed out',
    { kind: 'failed', phrase: 'kiro/error-calling-tool', method: 'tools/call', error: 'MCP error -32001: Request timed out' }],
  ['Kiro: the connect failed', 'failed to connect to MCP server "quotes": MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'kiro/failed-to-connect', method: 'initialize', server: 'quotes', scope: 'connection', error: 'MCP error -32000: Connection closed' }],
  // waldzellai/waldzell-mcp#70: Kiro's own connect deadline, then the connect's failure restating it
  ['Kiro: its connect deadline', 'MCP server connection + listTools timed out after 60 seconds',
    { kind: 'timer-fired', timer: 'host', phrase: 'kiro/connect-timed-out', method: 'initialize', scope: 'connection', limitMs: 60_000 }],
  ['Kiro: the failed connect restating it', 'Failed to connect to MCP server: MCP server connection + listTools timed out after 60 seconds',
    { kind: 'timer-fired', phrase: 'kiro/connect-timed-out', error: 'MCP server connection + listTools timed out after 60 seconds' }],
  // aws-samples/amazon-neptune-generative-ai-samples#23: an older q chat prints the failed load without its cross
  ['Amazon Q: a failed load with no cross before it', 'graphdb_query has failed to load: - Operation timed out: recv for initialize',
    { kind: 'timer-fired', timer: 'host', phrase: 'amazon-q/failed-to-load-timed-out', method: 'initialize', server: 'graphdb_query' }],
  ['… but not two words before it (prose)', 'the plugin graphdb_query has failed to load: - Operation timed out: recv for initialize', null],
  // aws/amazon-q-developer-cli#1465: the load's tools/list answered without a result
  ['Amazon Q: a load whose tools/list got no result', '✗ promptbook_server has failed to load: - Failed to retrieve result for custom tool promptbook_server',
    { kind: 'failed', phrase: 'amazon-q/failed-to-load-list-no-result', method: 'tools/list', server: 'promptbook_server', error: 'Failed to retrieve result for custom tool promptbook_server' }],
  // aws/amazon-q-developer-cli#1968: a server the start-up list names as still loading, as the reader restates the item
  ['Amazon Q: a server still loading', 'ledger_mcp_server (Amazon Q CLI start-up) still loading',
    { kind: 'request-sent', phrase: 'amazon-q/server-still-loading', method: 'initialize', server: 'ledger_mcp_server', scope: 'connection' }],
  ['… not the words in prose', 'the ledger server is still loading after an hour', null],
  // openclaw/openclaw#134989: Muse Code's startup window for a required server, the name bare or backquoted
  ['Muse Code: a required server past its startup window', 'One cold run failed with `Required MCP server openclaw-tools failed during startup: the startup operation timed out`.',
    { kind: 'timer-fired', timer: 'host', phrase: 'muse-code/required-server-startup-timed-out', method: 'initialize', server: 'openclaw-tools', scope: 'connection' }],
  ['… its name in backquotes', 'Required MCP server `notes` failed during startup: the startup operation timed out.',
    { phrase: 'muse-code/required-server-startup-timed-out', server: 'notes' }],
  // openclaw/openclaw#137379: OpenClaw's catalog-listing deadline, with the record naming the server, with its launch, or alone
  ['OpenClaw: its tool-listing deadline', '[bundle-mcp] failed to start server "ledgerdesk": MCP tool listing timed out after 1500ms',
    { kind: 'timer-fired', phrase: 'openclaw/tool-listing-timed-out', method: 'tools/list', server: 'ledgerdesk', limitMs: 1500, error: 'MCP tool listing timed out after 1500ms' }],
  ['… with the launch description and Error:', 'failed to start server "ledgerdesk" (node ./ledger.js): Error: MCP tool listing timed out after 30000ms',
    { kind: 'timer-fired', phrase: 'openclaw/tool-listing-timed-out', server: 'ledgerdesk', limitMs: 30_000 }],
  ['… alone', 'MCP tool listing timed out after 1500ms', { phrase: 'openclaw/tool-listing-timed-out', method: 'tools/list' }],
  // carlrobertoh/ProxyAI#1185
  ['a JetBrains plugin starts the connection', 'Client created, attempting to initialize connection...', { kind: 'request-sent', method: 'initialize', phrase: 'proxyai/initializing' }],
  // langchain4j/langchain4j#3322
  // quarkiverse/quarkus-langchain4j#2234, #2287: langchain4j's default result for a tool call past its timeout
  ["langchain4j's tool-execution timeout result", 'There was a timeout executing the tool',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'langchain4j/tool-execution-timeout', method: 'tools/call' }],
  ['… quoted as a tool result', '"There was a timeout executing the tool"', { phrase: 'langchain4j/tool-execution-timeout' }],
  ['… prose about it is not the message', 'I think there was a timeout executing the tool yesterday', null],
  ['a Java client\'s future timed out', 'java.lang.RuntimeException: java.util.concurrent.TimeoutException', { kind: 'timer-fired', timer: 'host', phrase: 'langchain4j/request-timeout' }],
  // quarkiverse/quarkus-langchain4j#1632: the same as the last cause of a chain logged on one line
  ['a framework\'s chain ending in that timeout', 'Failed to retrieve tools from MCP server: jakarta.enterprise.inject.CreationException: Error creating synthetic bean [7Qx2Lm9v]: java.lang.RuntimeException: java.util.concurrent.TimeoutException',
    { kind: 'timer-fired', timer: 'host', phrase: 'langchain4j/request-timeout' }],
  ['a TimeoutException with more said after it is not this row', 'Failed: java.util.concurrent.TimeoutException while reading the config file', null],
  // hideya/langchain-mcp-tools-ts#13
  ['an app\'s session start timed out', 'Failed to start session: MCP server initialization timed out (error -32001). This could be due to network issues', { kind: 'timer-fired', timer: 'sdk', method: 'initialize' }],
  // longbridge/openapi#183: a desktop client's legacy-SSE stream broke while activating the server
  ['a desktop client\'s SSE stream broke on activation', "\"message\": \"Error invoking remote method 'mcp:list-tools': Error: [MCP] Error activating server quotes-mcp: SSE error: TypeError: fetch failed: other side closed\"",
    { kind: 'connection-closed', phrase: 'cherry-studio/activating-server-sse-broke', method: 'initialize', scope: 'connection', server: 'quotes-mcp', error: 'SSE error: TypeError: fetch failed: other side closed' }],
  // CherryHQ/cherry-studio#8782: the same break with the prefixes glued without spaces
  ['the SSE break with glued prefixes', "Error invoking remote method 'mcp:list-tools': Error:[MCP] Error activating server notes-feed: SSE error:TypeError: fetch failed: other side closed",
    { kind: 'connection-closed', phrase: 'cherry-studio/activating-server-sse-broke', method: 'initialize', server: 'notes-feed', error: 'SSE error:TypeError: fetch failed: other side closed' }],
  ['its activation failing otherwise', "Error invoking remote method 'mcp:list-tools': Error: [MCP] Error activating server quotes-mcp: spawn uvx ENOENT",
    { kind: 'failed', phrase: 'cherry-studio/activating-server-failed', method: 'initialize', server: 'quotes-mcp', error: 'spawn uvx ENOENT' }],
  // CherryHQ/cherry-studio#12283, #11702: the newer builds' JSON-lines log joins the message and the SDK's error with a space
  ['the newer log\'s activation line, no colon before the error', 'Error activating server Echo Server MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'cherry-studio/activating-server-failed', method: 'initialize', server: 'Echo Server', error: 'MCP error -32000: Connection closed' }],
  ['the newer log\'s version probe failing on the connect', 'Failed to get server version MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'cherry-studio/server-version-failed', method: 'initialize', scope: 'connection', error: 'MCP error -32000: Connection closed' }],
  ['another program\'s version probe is not this row', 'Failed to get server version: dial tcp 10.0.0.1:6443: i/o timeout', null],
  // CherryHQ/cherry-studio#4265: the i18n key glued in front
  ['a desktop client\'s SSE connect got a 502', "settings.mcp.toolsLoadErrorError invoking remote method 'mcp:list-tools': Error: SSE error: Non-200 status code(502)",
    { kind: 'failed', phrase: 'cherry-studio/remote-method-sse-error', method: 'initialize', scope: 'connection', error: 'SSE error: Non-200 status code(502)' }],
  ['an IPC error that is not the event stream\'s', "Error invoking remote method 'mcp:call-tool': Error: boom", null],
  // A channel that connects first, the SDK's close under it: the initialize went with the transport. As printed,
  // and as retyped without punctuation (BrowserMCP/mcp#141).
  ['a listing whose connect closed', "Error invoking remote method 'mcp:list-tools': McpError: MCP error -32000: Connection closed",
    { kind: 'connection-closed', phrase: 'cherry-studio/remote-method-connect-closed', method: 'initialize', scope: 'connection', error: 'MCP error -32000: Connection closed' }],
  ['adding a server whose process exited', "Error invoking remote method 'mcp:add-server': McpError: MCP error -32000: Connection closed.",
    { kind: 'connection-closed', phrase: 'cherry-studio/remote-method-connect-closed', method: 'initialize' }],
  ['the same retyped', 'error invoking remote method "mcp:list-tools" MEPError MCP error -32000 connection closed',
    { kind: 'connection-closed', phrase: 'cherry-studio/remote-method-connect-closed', method: 'initialize', error: 'MCP error -32000 connection closed' }],
  // rikkahub/rikkahub#1932: the Kotlin SDK's wrapper of a send that failed, OkHttp's refused connect under it.
  ['a Kotlin client\'s send refused at the socket', 'Error while sending message: Failed to connect to /127.0.0.1:8787',
    { kind: 'connection-closed', phrase: 'kotlin-sdk/send-socket-failed', sending: true, error: 'Failed to connect to /127.0.0.1:8787' }],
  ['with the exception\'s class and a host name', 'McpException: Error while sending message: java.net.ConnectException: Failed to connect to localhost/127.0.0.1:3001',
    { kind: 'connection-closed', phrase: 'kotlin-sdk/send-socket-failed', error: 'java.net.ConnectException: Failed to connect to localhost/127.0.0.1:3001' }],
  ['a chat app\'s own send error is not the SDK\'s', 'Error while sending message: quota exceeded for this model', null],
  // CherryHQ/cherry-studio#3918: a channel that only connects, the SDK's timer under it, the class without its colon.
  ['adding a server whose handshake timed out', "Error invoking remote method 'mcp:add-server': McpError MCP error -32001: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', phrase: 'cherry-studio/remote-method-connect-timed-out', method: 'initialize', scope: 'connection', error: 'MCP error -32001: Request timed out' }],
  ['switching one on, under the toast\'s Chinese title', "切换失败: Error invoking remote method 'mcp:set-server-active': McpError: MCP error -32001: Request timed out",
    { kind: 'timer-fired', phrase: 'cherry-studio/remote-method-connect-timed-out', method: 'initialize' }],
  ['a listing\'s timer is not this row (the generic listing row names tools/list)', "Error invoking remote method 'mcp:list-tools': McpError: MCP error -32001: Request timed out", null],
  // A tool call's close is not the connect's (the generic rows read it as the call's).
  ['a tool call\'s close', "Error invoking remote method 'mcp:call-tool': McpError: MCP error -32000: Connection closed", null],
  // mark3labs/mcphost#11
  ['a Go CLI host starts a tool call', '2025/01/16 18:43:33 INFO 🔧 Using tool name=app_srv__readCounters', { kind: 'request-sent', method: 'tools/call', target: 'readCounters' }],
  ['its own deadline on the call', 'Error calling tool readCounters: context deadline exceeded',
    { kind: 'timer-fired', timer: 'host', method: 'tools/call', target: 'readCounters', error: 'context deadline exceeded' }],
  ['another tool error is not its deadline', 'Error calling tool readCounters: boom', null],
  // code-yeongyu/oh-my-openagent#1915: opencode's listing failures
  ['a terminal agent\'s prompts listing refused', 'ERROR service=mcp clientName=docs7 error=MCP error -32601: Method not found failed to get prompts',
    { kind: 'failed', method: 'prompts/list', server: 'docs7', error: 'MCP error -32601: Method not found' }],
  ['its resources listing refused', 'ERROR service=mcp clientName=grepper error=MCP error -32601: Method not found failed to get resources', { kind: 'failed', method: 'resources/list', server: 'grepper' }],
  // anomalyco/opencode#2940: opencode's remote connect failing, the fetch's own timeout as its error
  ['a terminal agent\'s remote connect failed', 'ERROR 2025-10-04T23:17:17 +332435ms service=mcp key=rider url=http://localhost:61873/sse error=SSE error: The operation timed out. remote mcp connection failed',
    { kind: 'failed', method: 'initialize', scope: 'connection', server: 'rider', error: 'SSE error: The operation timed out.' }],
  // anomalyco/opencode#6909, #22310
  ['its own startup deadline', 'Operation timed out after 30000ms', { kind: 'timer-fired', timer: 'host', method: 'initialize', scope: 'connection', limitMs: 30_000 }],
  // … inside its own startup-failed log line (anomalyco/opencode#6909): that line's row reads it as the connect's failure
  // with the deadline as its error; the reason's words give the limit (reasons.ts operation-timed-out-after, test below)
  ['its startup deadline in its log line', 'ERROR 2025-12-14T09:02:11 +5012ms service=mcp key=docs-index command=["npx","-y","docs-index-mcp"] error=Operation timed out after 5000ms local mcp startup failed',
    { kind: 'failed', method: 'initialize', scope: 'connection', error: 'Operation timed out after 5000ms' }],
  // curl's error 28 in the same words: the table of its own below
  // aws/amazon-q-developer-cli#1752, #2328, #3067: the cross line and the reason under it, as the reader joins them
  ['a CLI\'s own deadline on the handshake', '✗ wiki_search has failed to load: - Operation timed out: recv for initialize',
    { kind: 'timer-fired', timer: 'host', method: 'initialize', server: 'wiki_search' }],
  ['its deadline on the listing, after the time it took', '✗ task_board has failed to load after 15.11 s: - Operation timed out: recv for tools/list',
    { kind: 'timer-fired', timer: 'host', method: 'tools/list', server: 'task_board', elapsedMs: 15_110 }],
  ['its load closed before the answer', '✗ awslabs.notes-mcp-server has failed to load after 1.24 s: - Mcp error: -32002: connection closed: initialize response',
    // its own row before the Rust SDK's close row: the server is named (aws/amazon-q-developer-cli#3056)
    { kind: 'failed', phrase: 'amazon-q/failed-to-load', method: 'initialize', server: 'awslabs.notes-mcp-server', elapsedMs: 1240, error: 'Mcp error: -32002: connection closed: initialize response' }],
  // awslabs/mcp#965: the trace log's record of the server's stderr forwarder ending (its channel closed): a close, no request
  ['its stderr forwarder ended', 'chat_cli::mcp_client::client: 305: Error encountered while reading from stderr for fleet_tools: RecvError(Closed)',
    { kind: 'connection-closed', phrase: 'amazon-q/stderr-listener-closed', server: 'fleet_tools', error: 'RecvError(Closed)' }],
  // atxtechbro/dotfiles#138: a tool call answered without a result (an error response), with the line above it joined
  ['a tool call answered with an error', 'Execution failed after 0.8s: repo_info invocation failed to produce a result',
    { kind: 'failed', phrase: 'amazon-q/invocation-no-result', method: 'tools/call', target: 'repo_info', elapsedMs: 800, error: 'invocation failed to produce a result' }],
  ['the same sentence alone', 'repo_info invocation failed to produce a result',
    { kind: 'failed', phrase: 'amazon-q/invocation-no-result', method: 'tools/call', target: 'repo_info' }],
  ['the close alone names no server: the Rust SDK\'s row', ' - Mcp error: -32002: connection closed: initialize response',
    { kind: 'connection-closed', phrase: 'rust-sdk/initialize-response-closed', method: 'initialize', error: 'connection closed: initialize response' }],
  // microsoft/agent-framework#1643: Foundry's run error, as the member line of a pretty-printed event
  ['Foundry\'s listing refused by the server, its status', '"message": "Error: list_tools_server_error; Server error while listing tools: Failed to enumerate tools from remote server: https://ab12.ngrok-free.app:443/. Response status code does not indicate success: 405 (Method Not Allowed)."',
    { kind: 'failed', phrase: 'foundry/list-tools-server-error', method: 'tools/list', status: 405, error: 'Failed to enumerate tools from remote server: https://ab12.ngrok-free.app:443/. Response status code does not indicate success: 405 (Method Not Allowed).' }],
  // googlecodelabs/feedback#1730, #1764: ADK's toolset, its chained TimeoutError restated by the reader
  ['ADK\'s listing deadline', 'ConnectionError: Failed to get tools from MCP server: TimeoutError',
    { kind: 'timer-fired', timer: 'host', phrase: 'adk/failed-to-get-tools-timeout', method: 'tools/list' }],
  ['ADK\'s listing failed otherwise', 'ConnectionError: Failed to get tools from MCP server: Session terminated',
    { kind: 'failed', phrase: 'adk/failed-to-get-tools', method: 'tools/list', error: 'Session terminated' }],
  ['ADK\'s listing failed, nothing after the colon', 'ConnectionError: Failed to get tools from MCP server: ',
    { kind: 'failed', phrase: 'adk/failed-to-get-tools', method: 'tools/list' }],
  ['the cross line alone says nothing yet', '✗ awslabs.notes-mcp-server has failed to load after 1.24 s', null],
  // Mintplex-Labs/anything-llm#3681, #4483
  ['a desktop app\'s start closed', 'Failed to start MCP server: desktop-tools [-32000] MCP error -32000: Connection closed',
    { kind: 'failed', method: 'initialize', server: 'desktop-tools', error: 'MCP error -32000: Connection closed' }],
  ['its hypervisor\'s error object', '[MCPHypervisor] Failed to start MCP server: pg-http {"error":"fetch failed","stack":"TypeError: fetch failed"}',
    { kind: 'failed', method: 'initialize', server: 'pg-http', error: 'fetch failed' }],
  ['a spawn that found no program sent nothing', '[MCPHypervisor] Failed to start MCP server: iMCP {"error":"spawn /x/imcp-server ENOENT","code":"ENOENT"}', null],
  // github/copilot-cli#4749: the tool result of a call pending 180 s, quoted alone
  ['a CLI\'s failed tool result names the server, the SDK timer fired', "MCP server 'cloudops': McpError: MCP error -32001: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', phrase: 'copilot-cli/server-tool-timeout', method: 'tools/call', server: 'cloudops', error: 'MCP error -32001: Request timed out' }],
  ['prose naming a server and the error is not the result line', "the MCP server 'cloudops' said MCP error -32001: Request timed out", null],
  // github/copilot-cli#3461: the CLI's startup notices
  ['a CLI\'s failed connect, the reason left to a command', '! Failed to connect to MCP server "ade_eck". Execute \'/mcp show ade_eck\' to inspect or check the logs.',
    { kind: 'failed', phrase: 'copilot-cli/failed-to-connect', method: 'initialize', scope: 'connection', server: 'ade_eck' }],
  // github/copilot-cli#2282: the 1.0 form, the name in single quotes, the notice wrapped before its last word
  ['a CLI\'s failed connect, single-quoted, wrapped before "logs."', "Failed to connect to MCP server 'tracker-mcp'. Execute '/mcp show tracker-mcp' to inspect or check the",
    { kind: 'failed', phrase: 'copilot-cli/failed-to-connect', method: 'initialize', scope: 'connection', server: 'tracker-mcp' }],
  ['a CLI\'s failed connect, single-quoted, whole', "! Failed to connect to MCP server 'tracker-mcp'. Execute '/mcp show tracker-mcp' to inspect or check the logs.",
    { kind: 'failed', phrase: 'copilot-cli/failed-to-connect', method: 'initialize', scope: 'connection', server: 'tracker-mcp' }],
  ['the notice\'s words in prose going on after "the" are not the notice', "Failed to connect to MCP server 'x'. Execute '/mcp show x' to inspect or check the config", null],
  ['a CLI\'s connect still waiting', "! MCP server 'netlister' is taking longer than expected to connect.",
    { kind: 'waiting', phrase: 'copilot-cli/slow-to-connect', method: 'initialize', server: 'netlister' }],
  // accomplish-ai/coworker#216: opencode's local server could not start on Windows (a bare npx), the quoter's '...'
  // in the command; a later version's cwd field and a Windows path with a space in the command
  ['opencode\'s local startup failed', 'ERROR service=mcp key=page-tools-mcp command=["npx","tsx","..."] error=MCP error -32000: Connection closed local mcp startup failed',
    { kind: 'failed', phrase: 'opencode/local-startup-failed', method: 'initialize', scope: 'connection', server: 'page-tools-mcp', error: 'MCP error -32000: Connection closed' }],
  ['the same with a cwd field and a path with a space', 'ERROR 2026-01-25T10:11:12 +3ms service=mcp key=notes command=["C:\\Program Files\\nodejs\\npx.cmd","-y","notes-mcp"] cwd=C:\\work error=spawn EINVAL local mcp startup failed',
    { kind: 'failed', phrase: 'opencode/local-startup-failed', server: 'notes', error: 'spawn EINVAL' }],
  // anomalyco/opencode#49722 (its after-the-fix example), #39315 (logfmt, no reason)
  ['an agent\'s server unavailable with its reason', 'WARN  server unavailable { key: "my-server", type: "local", status: "failed", error: "MCP error -32000: Connection closed" }',
    { kind: 'failed', phrase: 'opencode/server-unavailable', method: 'initialize', server: 'my-server', error: 'MCP error -32000: Connection closed' }],
  ['an agent\'s server unavailable without one', 'server unavailable key=xcode type=local status=failed',
    { kind: 'failed', phrase: 'opencode/server-unavailable', method: 'initialize', server: 'xcode' }],
  ['a server that is only disabled is not a failure', 'server unavailable key=xcode type=local status=disabled', null],
  // github/gh-aw#46847: GitHub's MCP Gateway gave a backend's start-up its 30 s and stopped waiting
  ['a gateway\'s launcher timed out a backend\'s start-up', 'Startup timeout occurred: serverID=reviewout, timeout=30s',
    { kind: 'timer-fired', timer: 'host', phrase: 'gh-aw-mcpg/launcher-startup-timeout', method: 'initialize', scope: 'connection', server: 'reviewout', limitMs: 30_000 }],
  ['the error it records after is no second timer', 'Recorded server error: serverID=reviewout, error=server startup timeout after 30s', null],
  // github/copilot-cli#4910
  ['a CLI\'s Rust client queues a request', '[DEBUG] [rust:mcp::client] MCP request enqueued {"request_id":"Number(2)"}', { kind: 'request-sent', id: 2 }],
  // github/app#4008: Copilot CLI's session events, read as one sentence each (jsonrpc-in-text.ts sessionEventStep)
  ['a CLI\'s session event: a tool\'s execution started', 'Copilot session event tool.execution_start toolName=ledger-reconcile',
    { kind: 'request-sent', phrase: 'copilot-cli/session-tool-execution-start', method: 'tools/call', target: 'ledger-reconcile' }],
  ['a CLI\'s session event: the server\'s sampling request arrived', 'Copilot session event sampling.requested mcpRequestId=1 serverName=ledger',
    { kind: 'request-sent', phrase: 'copilot-cli/session-sampling-requested', method: 'sampling/createMessage', id: 1, server: 'ledger' }],
  ['the event\'s type alone is no sentence', 'sampling.requested', null],
  // github/copilot-cli#4731: the Rust SDK's cancel of a request its timeout ended, as a CLI's debug log prints it
  ['rmcp logs the cancel it sends', '[rust:rmcp::service] cancelled {"id":"6","reason":"request timeout"}',
    { kind: 'cancelled', phrase: 'rust-sdk/cancelled-with-reason', id: 6, error: 'request timeout' }],
  ['a cancel some other module logs is not rmcp\'s', 'cancelled {"id":"6","reason":"request timeout"}', null],
  // github/copilot-cli#4731: the catalog's warning under rmcp's cancel for the refresh, joined (it was wrapped) and not
  ['a CLI\'s tools/list refresh timed out', '[rust:copilot_runtime::session::mcp::tool_catalog] Failed to list MCP tools for tide-gauge-mcp; continuing with the previously listed tools: MCP request timed out after 60000 ms',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'copilot-cli/tool-list-timed-out', method: 'tools/list', server: 'tide-gauge-mcp', limitMs: 60_000, error: 'MCP request timed out after 60000 ms' }],
  ['its first half alone says no timer', '[rust:copilot_runtime::session::mcp::tool_catalog] Failed to list MCP tools for tide-gauge-mcp;', null],
  ['the catalog keeping its tools for another reason is no timer', 'Failed to list MCP tools for tide-gauge-mcp; continuing with the previously listed tools: MCP error -32603: internal error', null],
  // sidharthrajaram/mcp-sse#10: Strands' tool handler, then its MCPClient's exception at the traceback's end
  // junjiem/dify-plugin-tools-mcp_sse#22: the plugin's connect waited out its deadline for the stream's endpoint event
  ['Dify\'s MCP SSE plugin gave up its connect', '"tool_response": "Error fetching tools: MCP Server connection timeout!"',
    { kind: 'timer-fired', timer: 'host', phrase: 'dify-mcp-sse/connection-timeout', method: 'initialize', scope: 'connection', error: 'MCP Server connection timeout' }],
  ['… the words alone, as the plugin raises them', 'TimeoutError: MCP Server connection timeout!', { kind: 'timer-fired', method: 'initialize' }],
  ['a server\'s own connection timeout setting is none', 'Set MCP server connect timeout to 30s', null],
  ['Strands logs a tool it failed to process', 'tool_name=<search_catalog> | failed to process tool',
    { kind: 'request-sent', phrase: 'strands/failed-to-process-tool', method: 'tools/call', target: 'search_catalog' }],
  ['Strands\' session had ended', 'strands.types.exceptions.MCPClientInitializationError: the client session is not running',
    { kind: 'connection-closed', phrase: 'strands/client-session-not-running', scope: 'connection', error: 'the client session is not running' }],
  // strands-agents/harness-sdk#3061: the same as a desktop app shows it
  ['the same as an app shows it', 'Error: the client session is not running. Ensure the agent is used within the MCP client context manager.',
    { kind: 'connection-closed', phrase: 'strands/client-session-not-running' }],
  // crewAIInc/crewAI#3326, mozilla-ai/any-agent#395: rows already read these threads' lines
  ['CrewBase reaches the adapter\'s deadline', "RuntimeError: Failed to initialize MCP Adapter: Couldn't connect to the MCP server after 30 seconds",
    { kind: 'timer-fired', phrase: 'crewai/adapter-connect-timeout', method: 'initialize', limitMs: 30000 }],
  ['the Agents SDK\'s exception on one line', 'agents.exceptions.AgentsException: Error invoking MCP tool list_pull_requests: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
    { kind: 'failed', phrase: 'agents/invoking-tool-failed', method: 'tools/call', target: 'list_pull_requests' }],
  // mcp-use/mcp-use#289: the library's structured record of a tool's error result, the agent's tool named in it
  ['mcp-use\'s structured tool error', "2025-10-06 07:38:45,407 - mcp_use - ERROR - Structured error: {'error': 'ToolException', 'details': 'Tool execution failed: [TextContent(type=\\'text\\', text=\"Error calling tool \\'find\\'\", annotations=None, meta=None)]', 'isRetryable': False, 'stack': 'Traceback …', 'code': 'UNKNOWN', 'tool': 'tickets_find', 'tool_content': []}",
    { kind: 'failed', phrase: 'mcp-use/structured-tool-error', method: 'tools/call', target: 'tickets_find' }],
  // the line before it restates the failure: not a second request
  ['mcp-use\'s parse error line is not a request', "2025-10-06 07:38:45,405 - mcp_use - ERROR - Error parsing tool result: Tool execution failed: [TextContent(type='text', text=\"Error calling tool 'find'\", annotations=None, meta=None)]", null],
  // langchain4j/langchain4j#3802: the Streamable HTTP transport's refusal of a status, as the caller gets it wrapped
  ['langchain4j\'s transport refusing a 404', 'java.util.concurrent.ExecutionException: java.lang.RuntimeException: Unexpected status code: 404',
    { kind: 'http-status', phrase: 'langchain4j/unexpected-status-code', status: 404, error: 'Unexpected status code: 404' }],
  ['its cause line', 'Caused by: java.lang.RuntimeException: Unexpected status code: 404', null],
  ['the same status in prose is none', 'the server answered Unexpected status code: 404 after a restart', null],
  // jamesward/javadoccentral#131: langchain4j's legacy SSE transport failing its start on a refused GET, the HTTP/2
  // reason phrase empty; an HTTP/1.1 one after it
  ['langchain4j\'s SSE start refused, no reason phrase', 'java.lang.RuntimeException: java.util.concurrent.ExecutionException: java.lang.RuntimeException: The server returned:',
    { kind: 'failed', phrase: 'langchain4j/sse-start-refused', method: 'initialize', scope: 'connection', error: 'The server returned:' }],
  ['… with an HTTP/1.1 reason phrase', 'java.lang.RuntimeException: The server returned: Method Not Allowed',
    { kind: 'failed', phrase: 'langchain4j/sse-start-refused', method: 'initialize', error: 'The server returned: Method Not Allowed' }],
  ['the words without the exception are none', 'The server returned: nothing useful', null],
  // langchain4j/langchain4j#4873: the stdio transport cancelling what was pending when the server's process ended, at
  // the end of the Quarkus McpClient bean's creation chain (the handshake), and alone
  ['langchain4j\'s client bean failing on its server\'s exit', ': jakarta.enterprise.inject.CreationException: Error creating synthetic bean [aB3_cD]: java.lang.RuntimeException: java.util.concurrent.ExecutionException: java.lang.IllegalStateException: Operation cancelled due to transport failure: Process has exited',
    { kind: 'connection-closed', phrase: 'langchain4j/client-bean-transport-failure', method: 'initialize', scope: 'connection', pending: true, error: 'Operation cancelled due to transport failure: Process has exited' }],
  ['the cancellation alone names no request', 'java.util.concurrent.ExecutionException: java.lang.IllegalStateException: Operation cancelled due to transport failure: Process has exited',
    { kind: 'connection-closed', phrase: 'langchain4j/transport-failure-cancelled', scope: 'connection', error: 'Operation cancelled due to transport failure: Process has exited' }],
  ['the words in prose are none', 'it says Operation cancelled due to transport failure: Process has exited, then nothing', null],
  // modelcontextprotocol/rust-sdk#237: the Rust SDK's ConnectionClosed, Debug-printed by the app's log
  ['the Rust SDK\'s close before the initialize answer, Debug-printed', 'client error: ConnectionClosed("initialize response")',
    { kind: 'connection-closed', phrase: 'rust-sdk/initialize-response-closed', method: 'initialize', error: 'ConnectionClosed("initialize response")' }],
  // yuaotian/sanshu#7: the same close on rmcp's server side, its input ended before any initialize came: no request implied
  ['the rmcp server\'s input closed before the initialize', 'Server start failed: connection closed: initialized request',
    { kind: 'connection-closed', phrase: 'rust-sdk/serve-input-closed-before-initialize', scope: 'connection', speaker: 'server', error: 'connection closed: initialized request' }],
  ['… Debug-printed by the server\'s main', 'Error: ConnectionClosed("initialized request")',
    { kind: 'connection-closed', phrase: 'rust-sdk/serve-input-closed-before-initialize', error: 'ConnectionClosed("initialized request")' }],
  ['rmcp\'s refusal of a first message that was no initialize is not this close', 'expect initialized request, but received: Some(Request(x))', null],
  // anthropics/claude-ai-mcp#628: claude.ai's tool result when its broker gave up on a connector's call
  ['claude.ai: the connector\'s server isn\'t responding', '{"error": "The connector\'s server isn\'t responding. You can try again.", "request_id": "req_011Qx84Ma2vTnbLcYe7Wk3Rp"}',
    { kind: 'timer-fired', timer: 'host', phrase: 'claude-ai/connector-not-responding', method: 'tools/call', error: "The connector's server isn't responding. You can try again." }],
  ['the same words in prose are none', "the connector's server isn't responding today", null],
  // anthropics/claude-ai-mcp#154, #86: claude.ai's tool result for a call that failed its side of the broker
  // anthropics/claude-ai-mcp#143, Zomato/mcp-server-manifest#59, #1023: the connect notice, with and without the connector's name
  ['claude.ai: couldn\'t reach the MCP server', 'Couldn\'t reach the MCP server. You can check the server URL and verify the server is running. If this persists, share this reference with support: "ofid_3c81a07e55d2b914"',
    { kind: 'failed', phrase: 'claude-ai/couldnt-reach-server', method: 'initialize', scope: 'connection', error: "Couldn't reach the MCP server. You can check the server URL and verify the server is running." }],
  ['claude.ai: couldn\'t reach a named connector', 'Couldn\'t reach Ledger Notes. You can check the server URL and verify the server is running. If this persists, share this reference with support: "ofid_7193ebabfa284814"',
    { kind: 'failed', method: 'initialize', server: 'Ledger Notes' }],
  ['the words alone in prose are none', "I couldn't reach the server from my phone", null],
  // anthropics/claude-ai-mcp#117: the notice cut to its headline, the reference id after it on the line
  ['claude.ai: the headline quoted with its reference id', 'Claude Error: "Couldn\'t reach the MCP server" (Reference ID: ofid_3c81a0f5e27d94b6)',
    { kind: 'failed', phrase: 'claude-ai/couldnt-reach-server-headline', method: 'initialize', scope: 'connection', error: "Couldn't reach the MCP server" }],
  ['… a named connector, the reference in parentheses', "Couldn't reach Ledger Notes (Reference ID: ofid_7193ebabfa284814)",
    { kind: 'failed', phrase: 'claude-ai/couldnt-reach-server-headline', server: 'Ledger Notes', error: "Couldn't reach Ledger Notes" }],
  ['… a named connector with its period, the reference quoted', 'Couldn\'t reach Ledger Notes. ref: "ofid_7193ebabfa284814"',
    { kind: 'failed', phrase: 'claude-ai/couldnt-reach-server-headline', server: 'Ledger Notes' }],
  ['the headline quoted in prose with no reference is the quoted notice, not the headline row', 'Since this morning it shows a "Couldn\'t reach the MCP server" error.',
    { kind: 'failed', phrase: 'claude-ai/couldnt-reach-server-quoted' }],
  ['a reference id far from the words is none', "Couldn't reach the MCP server after I changed the URL in the settings page twice today; support gave me ofid_3c81a0f5e27d94b6", null],
  // anthropics/claude-ai-mcp#172: the headline quoted inside the reporter's sentence
  ['claude.ai: the headline quoted in a sentence', 'but claude.ai\'s custom connector returns "Couldn\'t reach the MCP server."',
    { kind: 'failed', phrase: 'claude-ai/couldnt-reach-server-quoted', method: 'initialize', scope: 'connection', error: "Couldn't reach the MCP server" }],
  ['… between backquotes', 'the connector fails with `Couldn\'t reach the MCP server` every time',
    { kind: 'failed', phrase: 'claude-ai/couldnt-reach-server-quoted' }],
  ['the headline unquoted is prose', "Claude says it couldn't reach the MCP server at all", null],
  ['a named connector quoted without its reference is prose', 'it says "Couldn\'t reach Ledger Notes." and stops', null],
  // anthropics/claude-ai-mcp#415, #288: the notice for an OAuth that did not end in a usable token
  ['claude.ai: authorization failed', 'Authorization with the MCP server failed. You can check your credentials and permissions. If this persists, share this reference with support: "ofid_5dcd46ba9485b516"',
    { kind: 'failed', phrase: 'claude-ai/authorization-failed', method: 'initialize', scope: 'connection' }],
  ['claude.ai: error during tool execution', '{"error": "Error occurred during tool execution", "request_id": "req_011QzT7bPq2dM3eWx8kVn5Ls"}',
    { kind: 'failed', phrase: 'claude-ai/error-during-tool-execution', method: 'tools/call', error: 'Error occurred during tool execution' }],
  // modelcontextprotocol/modelcontextprotocol#2474: the same notice quoted inside a reporter's sentence
  ['claude.ai: the notice quoted in prose', 'MCP tool calls fail with a generic "Error occurred during tool execution" message in Claude.ai.',
    { kind: 'failed', phrase: 'claude-ai/error-during-tool-execution', method: 'tools/call', error: 'Error occurred during tool execution' }],
  ['the notice in backquotes', 'every call ends with `Error occurred during tool execution`',
    { kind: 'failed', phrase: 'claude-ai/error-during-tool-execution', method: 'tools/call' }],
  ['the words unquoted are prose', 'an error occurred during tool execution, then Error occurred during tool execution again', null],

  // microsoft/work-iq#136: Copilot Studio's connector error object, as read whole (json-blocks.ts compactBlock)
  ['Copilot Studio: connector request failed', '{"reasonCode":"RequestFailure","errorMessage":"Connector request failed","HttpStatusCode":"notFound","errorResponse":"[]","mcpMethod":"initialize"}',
    { kind: 'http-status', phrase: 'copilot-studio/connector-request-failed', method: 'initialize', status: 404, error: 'Connector request failed' }],
  ['its status named otherwise', '{"mcpMethod":"tools/call","errorMessage":"Connector request failed","HttpStatusCode":"badGateway"}',
    { kind: 'http-status', method: 'tools/call', status: 502 }],
  ['the keys alone in a sentence are none', 'the "mcpMethod" field said initialize', null],
  // totocaster/arrowhead#12: Raycast's error panel for a version its client did not know
  ['Raycast: unsupported protocol version', 'Reason: Unsupported protocol version: unknown(protocolVersion: "2025-06-18")',
    { kind: 'failed', phrase: 'raycast/unsupported-protocol-version', method: 'initialize', scope: 'connection', error: 'Unsupported protocol version: unknown(protocolVersion: "2025-06-18")' }],
  ['a server refusing a version is not Raycast\'s', 'Unsupported protocol version: 1999-01-01', null],
  // cursor/cursor#2947, GLips/Figma-Context-MCP#71: Cursor's chat refusing a prefixed tool name it cannot route; a
  // server's own -32602 names its tool without Cursor's prefix and is not this row
  ['Cursor\'s chat: prefixed tool not found', 'Tool mcp_Sketchpad_get_sketch_data not found',
    { kind: 'failed', phrase: 'cursor/chat-tool-not-found', method: 'tools/call' }],
  ['the same after an error label', 'Error: Tool mcp_browser-tools_takeScreenshot not found',
    { kind: 'failed', phrase: 'cursor/chat-tool-not-found', method: 'tools/call' }],
  ['a server\'s own tool-not-found', 'MCP error -32602: Tool get_sketch_data not found', null],
  ['the words inside a sentence', 'it says Tool mcp_notes_search not found every time', null],
];

// janhq/jan#8314: Jan's start failure names the whole server, the wrapper's "on first attempt" not part of it; read after
// the rows for the reason's own words, so it stands alone here.
const JAN_START_FAILED: Array<[string, string, Record<string, unknown> | null]> = [
  ['Jan: the start failed', 'Failed to start MCP server Page Pilot MCP: panic: Illegal instruction',
    { kind: 'failed', phrase: 'jan/server-start-failed', method: 'initialize', scope: 'connection', server: 'Page Pilot MCP', error: 'panic: Illegal instruction' }],
  ['Jan: the start failed, said again on first attempt', 'Failed to start MCP server tabmcp on first attempt: Failed to start MCP server tabmcp: boom',
    { kind: 'failed', phrase: 'jan/server-start-failed', server: 'tabmcp', error: 'Failed to start MCP server tabmcp: boom' }],
  ['AnythingLLM\'s form, a colon before the name', 'Failed to start MCP server: notes [3] boom', null],
];

describe("Jan's start failure", () => {
  it.each(JAN_START_FAILED)('%s', (_n, text, want) => {
    const got = readSaid([janStartFailedLine], text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });
});

describe('other clients\' phrases', () => {
  it.each(CASES)('%s', (_n, text, want) => {
    const got = readSaid(otherClientPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });

  it("opencode's startup deadline in its log line is the connect's limit, 5000 ms (anomalyco/opencode#6909)", async () => {
    const line = 'ERROR 2025-12-14T09:02:11 +5012ms service=mcp key=docs-index command=["npx","-y","docs-index-mcp"] error=Operation timed out after 5000ms local mcp startup failed';
    const report = await analyze([tempFile('opencode.log', line + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.timer?.limitMs])).toEqual([['initialize', 'abandoned', 'client-timeout', 5000]]);
  });

  it("Amazon Q's tool call answered without a result: failed by the server's error (atxtechbro/dotfiles#138)", async () => {
    const text = ['Using tool: repo_info from mcp server repohub', '', '> y', '', 'Execution failed after 0.8s:', 'repo_info invocation failed to produce a result'].join('\n');
    const report = await analyze([tempFile('q-chat.txt', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'repo_info', 'failed', 'server-error', 'failed']]);
  });

  it("OpenClaw's tool-listing deadline: the listing cancelled on its timer, its signal aborting the SDK's request (openclaw/openclaw#137379)", async () => {
    const text = ['```', '[bundle-mcp] failed to start server "ledgerdesk": MCP tool listing timed out after 1500ms', '```'].join('\n');
    const report = await analyze([tempFile('issue.md', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState, r.timer?.limitMs])).toEqual([['tools/list', 'cancelled', 'client-timeout', 'unknown', 1500]]);
  });

  it("Amazon Q's failed load under a reporter's lead-in ending in ':': the lead-in is not a segment of the error (aws-samples/amazon-neptune-generative-ai-samples#23)", async () => {
    const text = ['Get the following error:', '```', 'graphdb_query has failed to load:', '- Operation timed out: recv for initialize',
      '- run with Q_LOG_LEVEL=trace and see $TMPDIR/qlog for detail', '✗ 1 of 2 mcp servers initialized',
      '2025-05-05T21:15:29.108858Z ERROR q_chat::tool_manager: 605: Error obtaining tool spec for graphdb_query: ',
      '   0: Operation timed out: recv for initialize', '   1: deadline has elapsed', '```'].join('\n');
    const report = await analyze([tempFile('issue.md', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
  });

  it("Amazon Q's load whose tools/list got an error answer: the listing failed by the server, the connect not lost (aws/amazon-q-developer-cli#1465)", async () => {
    const text = ['Error: ', '✗ promptbook_server has failed to load:', '- Failed to retrieve result for custom tool promptbook_server'].join('\n');
    const report = await analyze([tempFile('issue.md', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/list', 'failed', 'server-error', 'failed']]);
  });

  it("an rmcp server whose input ended before any initialize lists no request, not a lost initialize (yuaotian/sanshu#7)", async () => {
    const text = ['2026-01-09 09:14:02.310 [INFO] [demo] starting MCP server', '',
      '2026-01-09 09:14:10.928 [ERROR] [demo::mcp::server] failed to start server: connection closed: initialized request',
      'Error: ConnectionClosed("initialized request")'].join('\n');
    const report = await analyze([tempFile('server.log', text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ unparsed: 0 });
    expect(report.requests).toEqual([]);
  });

  it("a tunnel relay's dropped command: abandoned on the relay's deadline, the server not told (openai/tunnel-client#34)", async () => {
    const text = ['MCP connection TTL reached; stopping response forwarding', 'stdio MCP command failed; requesting tunnel-client shutdown',
      'reason="stdio MCP command stdin write failed"', 'error="write |1: file already closed"',
      'command response deadline reached; dropping without posting a response'].join('\n');
    const report = await analyze([tempFile('tunnel-client.log', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['unknown', 'abandoned', 'client-timeout', 'unknown']]);
  });

  it("ChatGPT refusing the answer its tunnelled discovery probe got: failed on the caller's side, the server answered (openai/tunnel-client#71)", async () => {
    const text = ['```json', '{', '  "detail": {', '    "type": "mcp_error",', '    "developer_message": "MCP server/discover response was inconsistent from openai.org",',
      '    "kind": "invalid_response",', '    "upstream_status": 200', '  }', '}', '```'].join('\n');
    const report = await analyze([tempFile('response.txt', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['server/discover', 'failed', 'unknown', 'completed']]);
  });

  it("Cursor's chat refusing a tool name it cannot route: a failed tools/call, no server's doing, Cursor's (GLips/Figma-Context-MCP#71)", async () => {
    const text = ['Tool mcp_Sketchpad_get_sketch_data not found', '', '    "Sketchpad": {', '      "command": "npx",', '      "args": ["-y", "sketchpad-mcp", "--stdio"]', '    }'].join('\n');
    const report = await analyze([tempFile('issue.md', text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'cursor' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'failed', 'unknown', 'unknown']]);
  });

  it.each([
    // lmstudio-ai/lmstudio-bug-tracker#1912: the plugin's start and nothing after: the bridge's connect still waiting
    ['nothing after the client', [], [['initialize', 'pending', 'unknown']]],
    // #1231, #2161: the bridge got through its start and registered as tools provider
    ['the tools provider registered', ['2026-07-13 12:11:57  [INFO]', ' [Plugin(mcp/notes)] stdout: [Tools Prvdr.] Register with LM Studio'], []],
  ])("LM Studio's MCP plugin loading: %s", async (_n, after, want) => {
    const text = ['2026-07-13 12:11:56 [DEBUG]', ' [LMSAuthenticator][Client=plugin:installed:mcp/notes] Client created.', ...after].join('\n');
    const report = await analyze([tempFile('developer-logs.txt', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual(want);
  });

  it.each([
    // app-appplayer/mcp_client#5: the whole paste; the package's connect wraps its own failures, so the bare rejection
    // is a request's after the connect (protocol/hosts.ts CONNECT_CAUGHT), not named
    ['alone', ['McpError : Transport disconnected'], [['unknown', 'lost', 'connection-closed', 'unknown']]],
    ['as Dart prints it uncaught', ['Unhandled exception:', 'McpError : Transport disconnected'], [['unknown', 'lost', 'connection-closed', 'unknown']]],
  ])("the Dart client's pending request rejected as its transport closed: %s", async (_n, lines, want) => {
    const report = await analyze([tempFile('error.txt', lines.join('\n') + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual(want);
  });

  it('a connect that failed for another reason is not the closed-pipe row (RightNow-AI/openfang#179)', () => {
    const got = readSaid(otherClientPhrases, 'Failed to connect to MCP server server=docs error=spawn npx.cmd ENOENT');
    expect(got?.phrase).not.toBe('generic/failed-to-connect-server-closed-connection');
  });

  it("a Rust agent runtime's tracing line: the connect's initialize lost with the closed pipe, the hub's 429 lines no request (RightNow-AI/openfang#179)", async () => {
    const text = ['log:', '2026-03-05T09:41:27.318204Z  WARN openfang_kernel::kernel: Failed to connect to MCP server server=docs error=MCP server closed connection', '',
      '2026-03-05T09:41:41.688470Z  WARN openfang_api::routes: ClawHub install failed: Network error: ClawHub download returned 429 Too Many Requests'].join('\n');
    const report = await analyze([tempFile('issue.md', text + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'lost', 'connection-closed', 'unknown']]);
  });

  it('every row names its client and cites a thread', () => {
    for (const r of otherClientPhrases) {
      expect(r.id).toMatch(/^[\w-]+\//);
      expect(r.seen.length, r.id).toBeGreaterThan(0);
    }
  });
});

// opencode's startup deadline and curl's error 28 share their words: curl's sentence is told by the bytes it got
// (reasons.ts operationTimedOutAfter), with its `curl: (28) ` prefix or without it: one test of "not curl's" for the row
// and the reasons table, so on these lines both agree. (They are not one sentence pattern: the reasons table also reads
// `milliseconds` and any case, the row only `ms` as opencode prints it.)
describe("opencode's 'Operation timed out after' and curl's error 28", () => {
  const OPENCODE: readonly (readonly [string, string, number])[] = [
    // anomalyco/opencode#22310: opencode's error as the reporter quoted it in a sentence
    ['quoted in the reporter\'s sentence', 'Every local MCP server in opencode.json fails with "Operation timed out after 30000ms" on Windows.', 30_000],
    // anomalyco/opencode#6909: at the end of a Markdown bullet, in backticks
    ['in a bullet\'s backticks', '*   **Timeouts:** Most local servers fail with: `Operation timed out after 5000ms`.', 5000],
    ['alone on its line', 'Operation timed out after 5000ms', 5000],
    ['a space before the unit', 'Operation timed out after 5000 ms', 5000],
  ];
  const CURL: readonly (readonly [string, string])[] = [
    ['with its prefix', 'curl: (28) Operation timed out after 90005 ms with 17891 bytes received'],
    // pixellab-code/pixellab-mcp#10: the sentence a reader keeps, without curl's prefix
    ['without its prefix', 'Operation timed out after 90005 ms with 17891 bytes received'],
    ['after a reporter\'s result arrow', '  → curl: (28) Operation timed out after 90005 ms with 17891 bytes received'],
    ['the size it knew', 'Operation timed out after 30001 ms with 512 out of 4096 bytes received'],
    ['the size older curls did not know, without its prefix', 'Operation timed out after 30000ms with 0 out of -1 bytes received'],
    ['the size older curls did not know, with its prefix', 'curl: (28) Operation timed out after 30000 ms with 0 out of -1 bytes received'],
    // A paste that kept curl's prefix but cut the line before its tail: still curl's, by the prefix.
    ['with its prefix, the tail cut', 'curl: (28) Operation timed out after 5000 ms'],
  ];

  it.each(OPENCODE)("opencode's deadline %s is read, its budget the limit", (_n, text, limitMs) => {
    expect(readSaid(otherClientPhrases, text)).toMatchObject({ kind: 'timer-fired', timer: 'host', phrase: 'opencode/operation-timed-out', limitMs });
    expect(matchReason(text, 'host-log')).toMatchObject({ pattern: { id: 'operation-timed-out-after' }, ms: limitMs });
  });

  it.each(CURL)("curl's error 28 %s is not opencode's deadline", (_n, text) => {
    expect(readSaid(otherClientPhrases, text)?.phrase).not.toBe('opencode/operation-timed-out');
    expect(matchReason(text, 'host-log')?.pattern.id).not.toBe('operation-timed-out-after');
  });
});

describe('a JetBrains plugin\'s error box: its start job cancelled, the server\'s output under it', () => {
  it('one initialize, given up by the host without a cancel (rollbar/rollbar-mcp-server#39)', async () => {
    const sdk = 'file:///C:/Users/me/AppData/Local/npm-cache/_npx/0a1b2c3d4e5f6a7b/node_modules/@modelcontextprotocol/sdk/dist/esm';
    const box = [
      'StandaloneCoroutine was cancelled',
      '',
      `Notes MCP Server running on stdio node:events:497 throw er; // Unhandled 'error' event ^ Error: EPIPE: broken pipe, write at Socket._write (node:internal/net:61:18) at ${sdk}/server/stdio.js:69:30 at new Promise ( ) at StdioServerTransport.send (${sdk}/server/stdio.js:67:16) at Promise.resolve.then.then.capturedTransport.send.jsonrpc (${sdk}/shared/protocol.js:162:108)`,
    ].join('\n');
    const report = await analyze([tempFile('junie-box.txt', box + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'abandoned', 'unknown', 'unknown']]);
  });
});

describe('a client\'s connect ended by its own budget or its own cancel (reasons.ts not-within-limit, connect-withdrawn)', () => {
  it.each([
    // GitHub Copilot CLI's connect budget (bradygaster/squad#2053): the host stopped waiting, no cancel
    ['Failed to connect to MCP server "ledger": failed to initialize MCP client: MCP lifecycle negotiation did not complete within 60000 ms. Execute \'/mcp show ledger\' to inspect or check the logs.',
      ['initialize', 'abandoned', 'client-timeout', 'unknown']],
    // mcpproxy-go's handshake deadline (smart-mcp-proxy/mcpproxy-go#760)
    ['Failed to connect to MCP server "slack": server did not respond to MCP initialize within 27.2s',
      ['initialize', 'abandoned', 'client-timeout', 'unknown']],
    // GitHub Copilot CLI withdrawing a connect in a new session's handover (github/copilot-cli#4811)
    ['Failed to connect to MCP server "orders": MCP server "orders" connection was cancelled. Execute \'/mcp show orders\' to inspect or check the logs',
      ['initialize', 'abandoned', 'client-cancel', 'unknown']],
  ] as const)('%s', async (line, want) => {
    const report = await analyze([tempFile('connect.txt', line + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([want]);
  });

  it('the budget the words state is the limit the report names', async () => {
    const line = 'Failed to connect to MCP server "ledger": failed to initialize MCP client: MCP lifecycle negotiation did not complete within 60000 ms.';
    const report = await analyze([tempFile('connect.txt', line + '\n')], { tz: 'UTC' });
    expect(report.requests[0]?.summary).toMatch(/after 60 s\b/);
  });
});
