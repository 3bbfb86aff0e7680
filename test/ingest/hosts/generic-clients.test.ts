/**
 * Wording families of clients without a reader (generic-clients.ts): a wrapper's words around an SDK's
 * error, a framework's own deadline, a tool result object. Lines follow the pastes of the threads cited;
 * names and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { DOTNET_FRAMED_ROWS, dotnetSdkClientPhrases, genericClientPhrases, pythonExceptionNotePhrases, pythonHttpxExchangePhrases, pythonSdkClientPhrases, pythonSdkV2ClientPhrases, readSaid } from '../../../src/ingest/hosts/index.js';
import { aiSdkCapabilityRefusalLine, mcpErrorClassToolNotFoundLine, bareConnectTimeoutLine, clackMcpListFailed, connectFailedReasonLine, copilotStartErrorRecord, sdkServerErrorLine, sdkSseStartStatusLine, sdkToolCheckLines, sdkToolNotFoundLine, sdkToolTaskRefusalLine } from '../../../src/ingest/hosts/generic-clients.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  // lmstudio-ai/lmstudio-bug-tracker#1700: LM Studio's bridge relaying the SDK client's refusal of the server's version
  ['a bridge\'s connect refusing the version the server answered', "Error in LM Studio MCP bridge process: Error: Server's protocol version is not supported: 2025-11-25",
    { kind: 'failed', phrase: 'generic/connect-version-refused', method: 'initialize', scope: 'connection', error: "Error: Server's protocol version is not supported: 2025-11-25" }],
  ['the refusal alone, no connect of a client around it, is no row of this family', "Server's protocol version is not supported: 2025-11-25", null],
  // hjlarry/dify-plugin-mcp_server#41: a Dify agent's tool log, the failure after the call's words and the SDK's error after it
  ['a tool call failed, the SDK error after the words', 'Output: Call tool failed: McpError: MCP error -32000: invoke app failed: request failed with status code: 500 and respond with: {"message":"Internal Server Error","code":"unknown","status":500}',
    { kind: 'failed', phrase: 'generic/call-tool-failed-sdk-error', method: 'tools/call', error: 'McpError: MCP error -32000: invoke app failed: request failed with status code: 500 and respond with: {"message":"Internal Server Error","code":"unknown","status":500' }],
  ['the same words headed by the call, a timer error', 'Tool call failed: MCP error -32001: Request timed out',
    { kind: 'timer-fired', method: 'tools/call', error: 'MCP error -32001: Request timed out' }],
  ['the same words with prose after them are no request', 'Tool call failed: see the screenshot above', null],
  ['a tool call failed in prose, no colon', 'The tool call failed because the server is slow', null],
  // github/copilot-cli#2892: the SDK's refusal to send on a closed transport, quoted in code marks after words naming the
  // tool call, Copilot CLI's server label before it
  ['a tool call refused on a closed transport, quoted', "Any MCP tool calls made after that fail with `MCP server 'ledger': Error: Not connected`.",
    { kind: 'connection-closed', phrase: 'generic/tool-code-marked-not-connected', method: 'tools/call', server: 'ledger', error: 'Not connected' }],
  ['prose saying a server is not connected is no request', 'The tool call failed because the server is not connected', null],
  // arcadeai-labs/smithery-cli#188: the Smithery runner's heartbeat ping refused by the endpoint's 404, then a 400
  ['a bridge\'s heartbeat ping refused with a status', '[Runner] Failed to send heartbeat: Error POSTing to endpoint (HTTP 404): Server not found',
    { kind: 'http-status', phrase: 'generic/heartbeat-ping-http-status', method: 'ping', status: 404, sending: true, error: 'Error POSTing to endpoint (HTTP 404): Server not found' }],
  ['a bridge\'s heartbeat ping refused with a null body', '[Runner] Failed to send heartbeat: Error POSTing to endpoint (HTTP 400): null',
    { kind: 'http-status', method: 'ping', status: 400 }],
  // arcadeai-labs/smithery-cli#383: a heartbeat whose fetch failed under a connect that then timed out is left to the
  // SDK's rows (no status: the runner's connect and its heartbeat share the broken transport)
  ['a heartbeat that failed with no status', '[Runner] Failed to send heartbeat: fetch failed', null],
  ['the heartbeat\'s start says no failure', '[Runner] Sending heartbeat ping...', null],
  // Yanyutin753/LambChat#197: an agent's MCP client gives up on its third attempt, then counts the attempts
  ['a client naming the tool its deadline gave up on, with its retry counter', "[WARNING] src.infra.tool.mcp_client - MCP tool 'reminder_schedule' timed out (attempt 3/3)",
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/mcp-tool-timed-out', method: 'tools/call', target: 'reminder_schedule' }],
  ['the same words without the counter', 'MCP tool "reminder_schedule" timed out',
    { kind: 'timer-fired', phrase: 'generic/mcp-tool-timed-out', target: 'reminder_schedule' }],
  ['the summary that counts attempts is no second timer', '[ERROR] src.infra.tool.mcp_client - [MCP Tool Error] reminder_schedule timed out after 3 attempts', null],
  // regenrek/deepwiki-mcp#10: Visual Studio's Copilot, a tool call as the function the model called, StreamJsonRpc's lost connection
  ['a .NET client\'s function call whose connection was lost',
    "[FunctionInvoker Error] Calling function 'mcp_docsearch_docs_fetch' failed: StreamJsonRpc.ConnectionLostException: The JSON-RPC connection with the remote party was lost before the request could complete.",
    { kind: 'connection-closed', phrase: 'generic/function-call-connection-lost', method: 'tools/call', error: 'StreamJsonRpc.ConnectionLostException: The JSON-RPC connection with the remote party was lost before the request could complete.' }],
  // … in a tool's words the broad failure row reads it first; the verdict reads the exception (reasons.ts TRANSPORT_RE)
  ['the same exception, the call in a tool\'s words', 'Error calling tool query: ConnectionLostException',
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', error: 'ConnectionLostException' }],
  ['the same exception ending a server\'s start', "Failed to start MCP client for server 'docs': StreamJsonRpc.ConnectionLostException: The JSON-RPC connection with the remote party was lost before the request could complete.",
    { kind: 'connection-closed', phrase: 'generic/connect-connection-lost', method: 'initialize', scope: 'connection' }],
  // github/app#2656: GitHub Copilot's app, the UI's two lines as the reader joins them; Dicklesworthstone/mcp_agent_mail#94: Codex's one line
  ['a Rust client\'s initialize that could not be sent', 'failed to initialize MCP client: Client error: error sending request for url (https://mcp.example.io/)',
    { kind: 'failed', phrase: 'generic/connect-request-not-sent', method: 'initialize', scope: 'connection', error: 'Client error: error sending request for url (https://mcp.example.io/)' }],
  ['the same in a handshake chain', 'MCP client for `mail` failed to start: MCP startup failed: handshaking with MCP server failed: Send message error Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::async_impl::client::Client>>] error: Client error: error sending request for url (http://127.0.0.1:8765/api/), when send initialize request',
    { kind: 'failed', phrase: 'generic/connect-request-not-sent', method: 'initialize', error: 'Client error: error sending request for url (http://127.0.0.1:8765/api/), when send initialize request' }],
  ['reqwest\'s error with no connect in the words', 'fetching the weather: error sending request for url (https://api.example.io/)', null],
  // microsoft/copilot-intellij-feedback#312: Copilot for JetBrains starting a server with no command: no process, no request
  ['a connect refused by spawn\'s argument check', '[CopilotMCP] Connection failed: TypeError: The "file" argument must be of type string. Received undefined',
    { kind: 'failed', phrase: 'generic/connect-spawn-no-command', method: 'initialize', scope: 'connection', error: 'TypeError: The "file" argument must be of type string. Received undefined' }],
  ['the same naming the server', '[CopilotMCP] Error initializing MCP server github: TypeError: The "file" argument must be of type string. Received undefined',
    { kind: 'failed', phrase: 'generic/connect-spawn-no-command', server: 'github', method: 'initialize' }],
  // angiejones/mcp-selenium#31: Copilot for Eclipse, cross-spawn's normalize of the missing command, one step before spawn
  ['the same refused by cross-spawn\'s path check', '[Error]\t[CopilotMCP] Error initializing MCP server mcpServers: TypeError: The "path" argument must be of type string. Received undefined',
    { kind: 'failed', phrase: 'generic/connect-spawn-no-command', server: 'mcpServers', method: 'initialize', scope: 'connection', error: 'TypeError: The "path" argument must be of type string. Received undefined' }],
  // continuedev/continue#4874: Continue's advice for a spawn ENOENT, as the reader joins its two lines, and as retyped
  ['a host\'s advice for a program it could not start', 'Failed to connect to "notes": Error: command "uvx" not found. To use this MCP server, install the uvx CLI.',
    { kind: 'failed', phrase: 'generic/connect-spawn-advice', method: 'initialize', scope: 'connection', error: 'Error: command "uvx" not found. To use this MCP server, install the uvx CLI.' }],
  ['the same retyped without spaces', 'Failed to connect to Mcp server Filesystemcommand "npx" notfound. To use this Mcp server,install the npx CLI.',
    { kind: 'failed', phrase: 'generic/connect-spawn-advice', method: 'initialize' }],
  ['a shell\'s command not found is a process that ran', 'Failed to connect to MCP server notes: sh: 1: uvx: command not found', null],
  // Rust's own spawn error on Windows as the whole error under a Rust host's connect words: Warp (warpdotdev/warp#7252),
  // Forge's anyhow chain, its newlines real or escaped in a JSON record (tailcallhq/forgecode#1148), Codex
  // (upstash/context7#575); uv's relayed 'Failed to spawn: … program not found' is the launcher's, not read here.
  // kirodotdev/Kiro#5712: a stdio server's own log that its stdin ended (the client closed the pipe)
  ['a server\'s stdin ended', '[2026-02-13T09:27:41.806Z] STDIN ended',
    { kind: 'connection-closed', phrase: 'generic/server-stdin-ended', scope: 'connection', speaker: 'server' }],
  ['the same in lower case, shutting down', 'stdin closed, shutting down...',
    { kind: 'connection-closed', phrase: 'generic/server-stdin-ended-lower' }],
  ['stdin in a sentence is not the server\'s line', 'the client closed stdin ended up hanging', null],
  ['Warp: the transport could not be created', '[warn] MCP: Failed to connect to server: Transport creation error: program not found',
    { kind: 'failed', phrase: 'generic/connect-spawn-program-not-found', method: 'initialize', scope: 'connection', error: 'program not found' }],
  ['Forge: the chain with real newlines', 'Failed to initiate MCP server: docs-index\n\nCaused by:\n program not found',
    { kind: 'failed', phrase: 'generic/connect-spawn-program-not-found', error: 'program not found' }],
  ['Forge: the chain escaped in its JSON record', '{"level":"ERROR","fields":{"error":"Failed to initiate MCP server: docs-index\\n\\nCaused by:\\n program not found"},"line_number":220}',
    { kind: 'failed', phrase: 'generic/connect-spawn-program-not-found', error: 'program not found' }],
  ['uv relaying its own spawn failure is not the host\'s', 'Failed to connect to MCP server notes: error: Failed to spawn: `notes-mcp`\n  Caused by: program not found', null],
  ['program not found in prose is not a connect', 'the docs say program not found means PATH is wrong', null],
  ['a connect whose program was not found', 'Failed to connect to MCP server notes: Error: spawn uvx ENOENT',
    { kind: 'failed', phrase: 'generic/connect-spawn-failed', server: 'notes', method: 'initialize', error: 'Error: spawn uvx ENOENT' }],
  // aws/copilot-cli#4817: the exception from a language server's own connection, no MCP call in the words
  ['the exception with no call or connect in the words', "[Error] An error occurred for 'OnServerInitializeFailedAsync': StreamJsonRpc.ConnectionLostException: The JSON-RPC connection with the remote party was lost before the request could complete.", null],
  // BIFROTEK-com/supabase-mcp-http-stream-n8n's n8n-sse-integration notes: a Node server's SSE stream reset by its client
  ['a server\'s event stream aborted by its peer', '❌ SSE error: Error: aborted',
    { kind: 'connection-closed', phrase: 'generic/sse-stream-aborted', scope: 'connection', error: 'Error: aborted' }],
  ['the same under another label', 'event-stream error: aborted',
    { kind: 'connection-closed', phrase: 'generic/sse-stream-aborted', error: 'aborted' }],
  ['a bare Node abort names no stream', 'Error: aborted', null],
  ['an aborted upload is not a stream', 'upload aborted by user', null],
  // continuedev/continue#8461: the toast's two lines as the reader joins them
  ['a client\'s own connect deadline', 'Failed to connect to "Page reader": Error: Connection timed out',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-host-timeout', method: 'initialize', scope: 'connection', error: 'Connection timed out' }],
  // the same family in one sentence (continuedev/continue#8461's title)
  ['a connect that timed out, in parentheses', 'Failed to connect to MCP server (connection timed out)',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-host-timeout', method: 'initialize' }],
  // stacklok/toolhive#3583: a connect's deadline as a bare '(timeout)' at the line's end, the backend named after "client for"
  ['a connect whose deadline is a parenthesised verdict', 'failed to initialize client for backend wikidocs (timeout)',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-host-timeout-parenthesised', method: 'initialize', scope: 'connection', server: 'wikidocs', error: '(timeout)' }],
  ['the same with the words "timed out"', 'Failed to connect to MCP server notes (timed out)',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-host-timeout', method: 'initialize', server: 'notes' }],
  ['a "(timeout)" inside a sentence is a setting', 'failed to connect to MCP server notes (timeout) because the port was wrong', null],
  // docker/docker-agent#127: cagent's chain around the Docker CLI plugin's own sentence; github/github-mcp-server#1821,
  // #1465, github/awesome-copilot#227: the docker CLI's errors; podman-container-tools/podman#24905: Podman's client
  ['a connect whose container runtime was not running', 'failed to get tools: failed to start toolset: failed to initialize MCP Client: Docker Desktop is not running.',
    { kind: 'failed', phrase: 'generic/connect-container-runtime-failed', method: 'initialize', scope: 'connection', error: 'Docker Desktop is not running.' }],
  ['the daemon not reachable, under a server\'s connect', 'Failed to connect to MCP server github: docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?',
    { kind: 'failed', phrase: 'generic/connect-container-runtime-failed', method: 'initialize', server: 'github', error: 'docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?' }],
  ['the daemon refusing the run', "Error starting MCP server gmail: docker: Error response from daemon: pull access denied for mcp/gmail, repository does not exist or may require 'docker login'",
    { kind: 'failed', phrase: 'generic/connect-container-runtime-failed', method: 'initialize', server: 'gmail' }],
  ['Podman without its machine', 'Failed to start MCP server notes: Cannot connect to Podman. Please verify your connection to the Linux system using `podman system connection list`',
    { kind: 'failed', phrase: 'generic/connect-container-runtime-failed-podman', method: 'initialize', server: 'notes' }],
  ['the runtime\'s words with no connect in them', 'docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', null],
  // the operating system's TCP timeout is a network failure, not a client's timer
  ['the OS connect timeout is not a deadline', 'Failed to connect to server: Connection timed out (os error 110)', null],
  // github/copilot-cli#172: the failed tool's marker line and the SDK's error under it, as the reader joins them
  ['a CLI timeline\'s failed tool, the SDK timer under it', '✗ build-inspector: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/failed-tool-marker-sdk-timeout', method: 'tools/call', target: 'build-inspector', error: 'MCP error -32001: Request timed out' }],
  // Azure/azure-sdk-tools#14198: a later Copilot CLI names the server between the marker and the error
  ['the failed tool, the server named before the SDK timer', "✗ sdkgen_build_package: MCP server 'sdk-tools-mcp': McpError: MCP error -32001: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/failed-tool-marker-sdk-timeout', method: 'tools/call', target: 'sdkgen_build_package', server: 'sdk-tools-mcp', error: 'MCP error -32001: Request timed out' }],
  // boshyxd/robloxstudio-mcp#103: a later Copilot CLI puts the server in parentheses after the tool, the call's
  // arguments after a middle dot, and opens the error's line with a tree branch (the reader joins the two lines)
  ['the marker with the server in parentheses, the SDK timer under a branch', "✗ get_scene_info (MCP: LevelEditor): └ MCP server 'LevelEditor': McpError: MCP error -32001: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/failed-tool-marker-sdk-timeout', method: 'tools/call', target: 'get_scene_info', server: 'LevelEditor' }],
  ['the marker over the server\'s own error answer', "✗ get_scene_info (MCP: LevelEditor): └ MCP server 'LevelEditor': McpError: MCP error -32603: MCP error -32603: Tool execution failed: Editor bridge connection timeout.",
    { kind: 'failed', phrase: 'generic/failed-tool-marker-server-says', method: 'tools/call', target: 'get_scene_info', server: 'LevelEditor', error: 'MCP error -32603: MCP error -32603: Tool execution failed: Editor bridge connection timeout.' }],
  ['the marker with the call\'s arguments after a middle dot', "✗ get_nodes (MCP: LevelEditor) · nodeName: \"Root\": └ MCP server 'LevelEditor': McpError: MCP error -32602: Invalid arguments for tool get_nodes",
    { kind: 'failed', phrase: 'generic/failed-tool-marker-server-says', method: 'tools/call', target: 'get_nodes', server: 'LevelEditor', error: 'MCP error -32602: Invalid arguments for tool get_nodes' }],
  // Azure/azure-sdk-tools#14198's older layout, an error the server sent under it
  ['the older marker over a server error', "✗ build_package: MCP server 'tools': McpError: MCP error -32603: build failed",
    { kind: 'failed', phrase: 'generic/failed-tool-marker-server-says', target: 'build_package', server: 'tools' }],
  // a cross line of some other list, no server named under it, is not this family
  ['a cross before prose is no failed call', '✗ lint: 3 problems found', null],
  // TheArchitectit/agent-guardrails-template#3: the CLI names the server the error came from
  ['the same with the server named before the error', "✗ ledger_open_session: MCP server 'ledger': McpError: MCP error -32001: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/failed-tool-marker-sdk-timeout', method: 'tools/call', target: 'ledger_open_session', server: 'ledger', error: 'MCP error -32001: Request timed out' }],
  ['a server named without a tool marker is no tool call', "MCP server 'ledger': McpError: MCP error -32001: Request timed out", null],
  // serac-labs/serac#77: OpenCode's TUI marks every tool call with a gear, its arguments in brackets, the SDK's
  // error on the line under it (joined by the reader)
  ['an agent\'s tool-call mark with its arguments, the SDK timer under it', '⚙ ledgerops-unified_tool_execute [tool=ledger_nightly_close_job]: McpError: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/failed-tool-marker-sdk-timeout', method: 'tools/call', target: 'ledgerops-unified_tool_execute', error: 'MCP error -32001: Request timed out' }],
  ['the mark with its arguments in parentheses', '✗ fetch_report(id=7): MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'generic/failed-tool-marker-sdk-timeout', method: 'tools/call', target: 'fetch_report' }],
  ['the mark without an error under it is no timer', '⚙ ledgerops-unified_tool_execute [tool=ledger_nightly_close_job]', null],
  // KelvinQiu802/llm-mcp-rag#3
  ['a TypeScript client\'s connect on the SDK timer', 'Failed to connect to MCP server:  McpError: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', method: 'initialize', scope: 'connection', error: 'MCP error -32001: Request timed out' }],
  // CherryHQ/cherry-studio#4658 (the -2 era wording in another client: nanbingxyz/5ire#145)
  ['a desktop app activating a server', '[error] [MCP] Error activating server Fetch: McpError: MCP error -2: Request timed out',
    { kind: 'timer-fired', method: 'initialize', scope: 'connection' }],
  // nanbingxyz/5ire#116: the close as SDKs up to 1.0.4 numbered it (-1), under a client's connect words
  ['a connect closed, the early SDK\'s code', 'Failed to connect to MCP server notes: Error: MCP error -1: Connection closed',
    { kind: 'connection-closed', phrase: 'generic/connect-closed', method: 'initialize', scope: 'connection', error: 'MCP error -1: Connection closed' }],
  // langflow-ai/langflow#9345: the component's wait for the SSE session, and its restatement with the server named
  ['a client\'s wait for its SSE session', 'Timeout waiting for SSE session to initialize for context default_sse_4e17a0b2',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/session-initialize-wait', method: 'initialize', scope: 'connection', error: 'Timeout waiting for SSE session to initialize' }],
  ['the same wait restated for the server', 'Configuration error for server kb: Timeout waiting for SSE session to initialize',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/session-initialize-wait', method: 'initialize', server: 'kb' }],
  // langflow-ai/langflow#14936: the stdio transport's wait
  ['a client\'s wait for its stdio session', 'Timeout waiting for STDIO session',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/session-initialize-wait', method: 'initialize' }],
  // a client still waiting says nothing has ended
  ['waiting for a session is no timeout', 'Waiting for SSE session to initialize', null],
  // mcp-router/mcp-router#57
  ['a router\'s tool call on the SDK timer', '{"error": "MCP error -32603: MCP error -32603: Error calling tool zhi: MCP error -32001: Request timed out "}',
    { kind: 'timer-fired', timer: 'sdk', method: 'tools/call', target: 'zhi', error: 'MCP error -32001: Request timed out' }],
  // ezyang/codemcp#51
  ['a failed call with the tool named', 'Failed to call tool codedmcp: Error: MCP error -32001: Request timed out.',
    { kind: 'timer-fired', method: 'tools/call', target: 'codedmcp' }],
  // johnhuang316/code-index-mcp#30: the label line and the error under it, joined
  ['a label naming no tool', 'Error executing MCP tool: MCP error -32001: Request timed out', { kind: 'timer-fired', method: 'tools/call' }],
  // Kochava-Studios/witsy#523: a desktop app's IPC channel for a tool call
  ['an IPC channel that calls a tool', "Error invoking remote method 'mcp-call-tool': McpError: MCP error -32001: Request timed out",
    { kind: 'timer-fired', method: 'tools/call' }],
  // QwenLM/Qwen-Agent#557: the agent's sentence and anyio's exception under it, as the reader joins them
  ['an agent\'s "an error occurred when calling tool", the exception under it', 'An error occurred when calling tool weather-hub-forecast_city: ClosedResourceError:',
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', target: 'weather-hub-forecast_city', error: 'ClosedResourceError:' }],
  // QwenLM/Qwen-Agent#512: the same sentence, the tool in backticks, behind Python logging's fields
  ['the same sentence, the tool in backticks', '2025-04-29 14:30:53,983 - agent.py - 188 - WARNING - An error occurred when calling tool `lookup_order`: ClosedResourceError:',
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', target: 'lookup_order' }],
  ['"while" is the same sentence', 'An error occurred while calling tool search_docs: McpError: Connection closed',
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', target: 'search_docs' }],
  // CherryHQ/cherry-studio#7746: Cherry Studio's main log names the server after the tool, a CJK name among them
  ['the tool named, then its server', '[MCP] Error calling tool run_warehouse_query on 查询服务器b: TypeError: fetch failed',
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', target: 'run_warehouse_query', server: '查询服务器b', error: 'TypeError: fetch failed' }],
  // aicu-icu/xhs-mcp-server#5: a tool named in Chinese, in Cherry Studio's card; the name is the tool's
  ['a client\'s tool sentence naming a Chinese tool', "Error calling tool 收藏笔记操作: Error: Error invoking remote method 'mcp:call-tool': [",
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', target: '收藏笔记操作' }],
  ['a Korean tool name too', 'Error calling tool 메모_검색: MCP error -32603: boom',
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', target: '메모_검색', error: 'MCP error -32603: boom' }],
  // jonigl/mcp-client-for-ollama#321: the reporter's placeholder where the tool's name was
  ['a placeholder for the tool\'s name', 'Error calling tool <tool_name>: Session terminated',
    { kind: 'failed', phrase: 'generic/calling-tool-failed', method: 'tools/call', error: 'Session terminated' }],
  // stacklok/mecatl#177: the Go SDK's chain after a server restart, its two lines as the reader joins them
  ['the Go SDK\'s "calling <method>" chain', 'mcp call failed: connection closed: calling "tools/call": client is closing: sending "tools/call": failed to connect (session ID: ...): session not found',
    { kind: 'failed', phrase: 'generic/go-sdk-calling-method', method: 'tools/call', error: 'client is closing: sending "tools/call": failed to connect (session ID: ...): session not found' }],
  // google/adk-go#417: an experiment's output line for a listing
  ['the same chain for a listing', 'ListTools #11 FAILED: calling "tools/list": sending "tools/list": failed to connect (session ID: Q7RKD2MWX4LJ9PTHB6ZCVN3EYA): session not found (type: *fmt.wrapError) isConnectionClosed=false',
    { kind: 'failed', phrase: 'generic/go-sdk-calling-method', method: 'tools/list' }],
  // jordigilh/kubernaut#1386: the chain in a structured log's error field, the quotes around the method JSON-escaped
  ['the chain JSON-escaped in a record\'s error field', '"error":"MCP call run_probe: calling \\"tools/call\\": sending \\"tools/call\\": failed to connect (session ID: K4QW9ZD2): session not found"',
    { kind: 'failed', phrase: 'generic/go-sdk-calling-method', method: 'tools/call' }],
  // microsoft/playwright-mcp#930: a Go agent's key=value record of a failed call, mcp-go's client error in err=
  ['a record of a failed call with mcp-go\'s error', 'exec tools fail argument="{\\"url\\": \\"https://example.test/\\"}" err="transport error: unexpected nil response" function=page_open toolCall=call_0_ab12',
    { kind: 'failed', phrase: 'generic/record-tool-fail-mcp-go-err', method: 'tools/call', target: 'page_open', error: 'transport error: unexpected nil response' }],
  ['a record without mcp-go\'s error is not an MCP call', 'exec tools fail err="connection refused" function=page_open', null],
  // ChromeDevTools/chrome-devtools-mcp#1883: a Cascade MCP tool step failing on the server's error result, and on the
  // client's own transport error (the Go SDK's chain is read by the row above: reactive-resume/app#3143)
  ['a Cascade step on the server\'s error result', 'error executing cascade step: CORTEX_STEP_TYPE_MCP_TOOL: No snapshot found for page 1. Use take_snapshot to capture one.',
    { kind: 'failed', phrase: 'generic/cascade-step-mcp-tool-result-error', method: 'tools/call', error: 'No snapshot found for page 1. Use take_snapshot to capture one.' }],
  ['a Cascade step on the client\'s transport error', 'error executing cascade step: CORTEX_STEP_TYPE_MCP_TOOL: transport error: transport closed',
    { kind: 'failed', phrase: 'generic/cascade-step-mcp-tool-failed', method: 'tools/call', error: 'transport error: transport closed' }],
  ['a Cascade step on the Go SDK\'s chain', 'error executing cascade step: CORTEX_STEP_TYPE_MCP_TOOL: connection closed: calling "tools/call": client is closing: EOF',
    { kind: 'failed', phrase: 'generic/go-sdk-calling-method', method: 'tools/call' }],
  // the TypeScript SDK v2 (@modelcontextprotocol/client) names its error class, no code (shared sdk-behaviour notes 18, 19)
  ['a tool call ended on the v2 SDK\'s timer', 'Error calling tool search_docs: SdkError: Request timed out',
    { kind: 'timer-fired', phrase: 'generic/tool-sdk-timeout', method: 'tools/call', target: 'search_docs', error: 'SdkError: Request timed out', timer: 'sdk' }],
  // shenjingnan/xiaozhi-client#127: a Node proxy's own line in Chinese names the server and the tool it called
  ['a tool call in Chinese naming the tool, ended on the SDK\'s timer', '[2025-07-24 13:14:52] [ERROR] 在 city-transit 上调用工具 city_transit_xzcli_transit_lookup 失败：MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'generic/tool-sdk-timeout', method: 'tools/call', target: 'city_transit_xzcli_transit_lookup', error: 'MCP error -32001: Request timed out', timer: 'sdk' }],
  ['the CJK words with no name after them still read as a tool call', '工具调用失败：MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'generic/tool-sdk-timeout', method: 'tools/call', timer: 'sdk' }],
  ['the English words keep needing a space before the name', 'Error calling tool: MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'generic/tool-sdk-timeout', method: 'tools/call', timer: 'sdk' }],
  ['a connect ended on the v2 SDK\'s close', 'Failed to connect to MCP server "notes": SdkError: Connection closed',
    { kind: 'connection-closed', phrase: 'generic/connect-closed', method: 'initialize', server: 'notes', error: 'SdkError: Connection closed' }],
  ['a connect ended on the v2 SDK\'s timer', 'Failed to connect to MCP server: SdkError: Request timed out',
    { kind: 'timer-fired', phrase: 'generic/connect-sdk-timeout', method: 'initialize', timer: 'sdk' }],
  // the 2026-07-28 discovery probe: the Go SDK's chain naming it (modelcontextprotocol/go-sdk#1177 follows the same wording)
  ['the Go SDK\'s chain for the discovery probe', 'connect: calling "server/discover": connection closed: EOF',
    { kind: 'failed', phrase: 'generic/go-sdk-calling-method', method: 'server/discover', error: 'connection closed: EOF' }],
  // awslabs/mcp#4564, github/app#3582: a dual-era server refusing the legacy initialize sent after the discovery probe
  ['Copilot CLI\'s failed initialize with the server\'s -32022', 'failed to initialize MCP client: JSON-RPC error: -32022: connection is serving the 2026-07-28 protocol; initialize handshake is not accepted({"supported":["2026-07-28"], requested:"2025-11-25"))',
    { kind: 'failed', phrase: 'generic/initialize-handshake-not-accepted', method: 'initialize', scope: 'connection', error: 'JSON-RPC error: -32022: connection is serving the 2026-07-28 protocol; initialize handshake is not accepted({"supported":["2026-07-28"], requested:"2025-11-25"))' }],
  ['the Copilot App\'s error alone', 'JSON-RPC error: -32022: connection is serving the 2026-07-28 protocol; the initialize handshake is not accepted',
    { kind: 'failed', phrase: 'generic/initialize-handshake-not-accepted', method: 'initialize' }],
  // MCPJam/inspector#3543: a client's request trace
  ['a trace\'s refused exchange', '→ POST  initialize (2025-11-25)  ← 400  -32022 Unsupported protocol version',
    { kind: 'failed', phrase: 'generic/arrow-trace-refused', method: 'initialize', status: 400, error: '-32022 Unsupported protocol version' }],
  ['a trace\'s answered exchange', '→ POST  server/discover          ← 200  supportedVersions:["2026-07-28"]',
    { kind: 'completed', phrase: 'generic/arrow-trace-answered', method: 'server/discover' }],
  ['a trace\'s 200 carrying a JSON-RPC error', '→ POST  server/discover  ← 200  -32601 Method not found',
    { kind: 'failed', phrase: 'generic/arrow-trace-refused', method: 'server/discover', error: '-32601 Method not found' }],
  // modelcontextprotocol/go-sdk#1175: the Go SDK's client failing its connection over the standalone GET stream
  ['the Go SDK\'s standalone stream out of retries', 'standalone SSE stream: exceeded 5 retries without progress (session ID: )',
    { kind: 'connection-closed', phrase: 'generic/go-sdk-standalone-stream-failed', scope: 'connection', error: 'exceeded 5 retries without progress (session ID: )' }],
  ['the same stream failing to reconnect', 'mcp session ended: standalone SSE stream: failed to reconnect (session ID: 4QK2ZP7WJ): connection failed after 5 attempts: EOF',
    { kind: 'connection-closed', phrase: 'generic/go-sdk-standalone-stream-failed', scope: 'connection' }],
  ['a standalone stream named in prose is no failure', 'The standalone SSE stream: it reconnects every few seconds', null],
  ['"calling" a URL is any Go HTTP call', 'calling "https://api.example.test/v1/run": dial tcp 10.0.0.7:443: connect: connection refused', null],
  ['"calling" a tool by its name is a host\'s own wrapper', 'calling "get_forecast": validation failed', null],
  // rikkahub/rikkahub#89: an Android chat app's tool-call panel: its heading, then Kotlin's coroutine deadline in the result
  ['a tool-call panel\'s heading in Chinese', '调用工具 fetch_page_outline',
    { kind: 'request-sent', phrase: 'generic/cjk-tool-call-heading', method: 'tools/call', target: 'fetch_page_outline' }],
  ['the heading inside a sentence is no call', '调用工具 fetch_page_outline 时出现了问题', null],
  ['Kotlin\'s coroutine deadline in the call\'s result', '    "error": "[kotlinx.coroutines.TimeoutCancellationException] Timed out waiting for 15000 ms\\nkotlinx.coroutines.TimeoutCancellationException: Timed out waiting for 15000 ms\\n\\tat kotlinx.coroutines.TimeoutCoroutine.run(Unknown Source:22)"',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/kotlin-coroutine-timeout', limitMs: 15000, error: 'Timed out waiting for 15000 ms' }],
  ['the same wait without Kotlin\'s exception is any wait', 'Timed out waiting for 15000 ms', null],
  ['an error that occurred elsewhere is no tool call', 'An error occurred when loading the config: file not found', null],
  // mozilla-ai/any-agent#422
  ['a framework\'s connect on the Python SDK timer', 'Error initializing MCP server: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
    { kind: 'timer-fired', timer: 'sdk', method: 'initialize', scope: 'connection', limitMs: 5000 }],
  // OpenHands/OpenHands#9776
  ['an agent\'s action on the Python SDK timer', 'Unexpected error while running action: McpError: Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.',
    { kind: 'timer-fired', timer: 'sdk', method: 'tools/call', limitMs: 30_000, error: 'Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.' }],
  // massgen/MassGen#743
  ['a framework\'s own deadline, tool and server named', 'ERROR    | Tool call timed out for run_command on shell after 400s.',
    { kind: 'timer-fired', timer: 'host', method: 'tools/call', target: 'run_command', server: 'shell', limitMs: 400_000 }],
  // HKUDS/nanobot#950, MarimerLLC/rockbot#80
  ['a deadline naming nothing', '(MCP tool call timed out after 30s)', { kind: 'timer-fired', timer: 'host', method: 'tools/call', limitMs: 30_000 }],
  ['an invocation deadline', 'Tool invocation timed out after 60s', { kind: 'timer-fired', timer: 'host', method: 'tools/call', limitMs: 60_000 }],
  // massgen/MassGen#743
  ['a call to an mcp__server__tool name', '| INFO     | Arguments for Calling mcp__command_line__run_command: {"command":"make","timeout":2}',
    { kind: 'request-sent', method: 'tools/call', server: 'command_line', target: 'run_command' }],
  // egoist/chatwise-releases#443
  ['a tool result object with isError', '{"content":[{"type":"text","text":"MCP error -32001: Request timed out"}],"isError":true}',
    { kind: 'failed', method: 'tools/call', error: 'MCP error -32001: Request timed out' }],
  ['the keys in the other order', '{"isError": true, "content": [{"type": "text", "text": "Error calling tool: Failed to connect to MCP server"}]}',
    { kind: 'failed', method: 'tools/call', error: 'Error calling tool: Failed to connect to MCP server' }],
  // lobehub/lobehub#7646
  ['a chat app\'s connect closed', 'Failed to retrieve Manifest: Failed to initialize MCP client: MCP error -32000: Connection closed',
    { kind: 'connection-closed', method: 'initialize', scope: 'connection', error: 'MCP error -32000: Connection closed' }],
  // The SDK's error retyped without its colon (BrowserMCP/mcp#141 words it so): the same close, the same timer.
  ['the close retyped without a colon', 'Error calling tool query: MCP error -32000 connection closed',
    { kind: 'connection-closed', phrase: 'generic/tool-closed', method: 'tools/call', error: 'MCP error -32000 connection closed' }],
  ['the timer retyped without a colon', 'Error calling tool query: MCP error -32001 Request timed out',
    { method: 'tools/call', error: 'MCP error -32001 Request timed out' }],
  // QwenLM/Qwen#2349: the SDK's close under its class name, quoted after a label, the reporter's sentence after its period
  ['a class-named close with the reporter\'s words after it', 'Error anterior: McpError: MCP error -32000: Connection closed. Este mensaje salía al abrir el servidor',
    { kind: 'connection-closed', phrase: 'generic/class-named-ts-closed-then-prose', scope: 'connection', pending: true, error: 'MCP error -32000: Connection closed' }],
  ['… without the class name it is anyone\'s words', 'Error anterior: MCP error -32000: Connection closed. Este mensaje salía al abrir el servidor', null],
  // designcomputer/mysql_mcp_server#49
  ['a tool call closed under it', "Error calling tool 'run_query': MCP error -32000: Connection closed", { kind: 'connection-closed', method: 'tools/call', target: 'run_query' }],
  // CherryHQ/cherry-studio#9833
  ['a chat app\'s failed call, the POST\'s status in the error', "\"text\": \"Error calling tool lookup_docs: Error: Error invoking remote method 'mcp:call-tool': Error: Error POSTing to endpoint (HTTP 500): \"",
    { kind: 'failed', method: 'tools/call', target: 'lookup_docs', error: "Error: Error invoking remote method 'mcp:call-tool': Error: Error POSTing to endpoint (HTTP 500):" }],
  // vercel/ai#5365
  ['a failed call on a closed client', 'Error: Error executing tool find_event: Attempted to send a request from a closed client',
    { kind: 'failed', method: 'tools/call', target: 'find_event', error: 'Attempted to send a request from a closed client' }],
  // promptfoo/promptfoo#6381
  ['an eval harness\'s tool error', 'Tool Error: MCP error -32001: Request timed out', { kind: 'timer-fired', timer: 'sdk', method: 'tools/call' }],
  // DappierAI/dappier-mcp#10: the logger's message and a member line of the object after it, as the reader joins them
  ['a member line under a connect message', 'Failed to connect client for server: "message": "MCP error -32000: Connection closed",',
    { kind: 'connection-closed', method: 'initialize', error: 'MCP error -32000: Connection closed' }],
  // ThinkInAIXYZ/deepchat#315, #274: a localised client's connect words around the SDK's English error
  ['a connect that failed, in Chinese, on the SDK timer', '[error] 连接到MCP服务器 @acme/notify-mcp 失败: McpError: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', method: 'initialize', scope: 'connection', error: 'MCP error -32001: Request timed out' }],
  ['a start that failed, in Chinese, on the SDK close', '[error] 启动MCP服务器 browser-kit 失败: McpError: MCP error -32000: Connection closed',
    { kind: 'connection-closed', method: 'initialize', scope: 'connection' }],
  ['the same in Japanese', 'MCPサーバー docs への接続に失敗しました: McpError: MCP error -32001: Request timed out', { kind: 'timer-fired', method: 'initialize' }],
  ['the same in Korean', 'MCP 서버 docs 연결 실패: McpError: MCP error -32000: Connection closed', { kind: 'connection-closed', method: 'initialize' }],
  // CherryHQ/cherry-studio#9732, #4592: the SDK's error typed from a screenshot, its spaces moved
  ['the SDK timer with its spaces moved', "Error invoking remote method 'mcp:list-tools': Error:[MCP] Error activating server amap: MCP error-32001:Request timed out",
    { kind: 'timer-fired', timer: 'sdk', method: 'initialize' }],
  // lobehub/lobehub#12499; CherryHQ/cherry-studio#4070
  ['a web chat listing tools on the SDK timer', 'Listed tools error: Error [McpError]: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', method: 'tools/list', error: 'MCP error -32001: Request timed out' }],
  ['a desktop app\'s IPC channel that lists tools', "Error invoking remote method 'mcp:list-tools': McpError: MCP error -32001: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', method: 'tools/list' }],
  // MoonshotAI/kimi-cli#2343: FastMCP's connect timeout, no request named
  ['a CLI\'s connect on FastMCP\'s timeout', "Failed to connect MCP servers: {'docs-search': McpError('Timed out while waiting for response.')}",
    { kind: 'timer-fired', timer: 'sdk', method: 'initialize', scope: 'connection', error: 'Timed out while waiting for response.' }],
  // infiniflow/ragflow#12105; hangwin/mcp-chrome#139: a client's own deadline in its words after the call's
  ['a RAG agent\'s task deadline', "Error calling tool 'lookup_invoice': MCP task 'tool_call' timeout after 10s",
    { kind: 'timer-fired', timer: 'host', method: 'tools/call', target: 'lookup_invoice', limitMs: 10_000 }],
  ['an extension\'s request deadline', 'Error calling tool: Request timed out after 30000ms', { kind: 'timer-fired', timer: 'host', method: 'tools/call', limitMs: 30_000 }],
  // esengine/DeepSeek-Reasonix#2023: the method and id in the client's own timer sentence
  ['a client\'s timer naming method and id', 'Error: MCP request tools/call (id=7) timed out after 60000ms',
    { kind: 'timer-fired', timer: 'host', method: 'tools/call', id: 7, limitMs: 60_000 }],
  // zhu1090093659/deepseek-pp#254: a browser extension's own request deadline, glued to the reporter's Chinese sentence
  ['a client\'s request exceeding its limit', '在插件里点测试就报超时错误MCP request exceeded 20000 ms.',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/mcp-request-exceeded-limit', limitMs: 20_000 }],
  ['the same naming the method', 'MCP request tools/list exceeded 15000 ms',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/mcp-request-exceeded-limit', method: 'tools/list', limitMs: 15_000 }],
  // universal-tool-calling-protocol/code-mode#20: UTCP's MCP plugin racing an operation against its own 15 s timer
  ['a wrapper\'s own deadline around an MCP operation', "MCP operation on 'search:http' timed out after 15s.",
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/operation-timed-out-after', server: 'search', limitMs: 15_000 }],
  // OpenCoworkAI/open-cowork#161: a desktop agent's own race around the SDK's listTools
  ['a wrapper\'s own deadline around the SDK method it names', 'listTools timeout after 30s',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/operation-timed-out-after', limitMs: 30_000 }],
  ['an operation that is not MCP\'s', 'DB operation timed out after 15s', null],
  ['a quota exceeded is no request deadline', 'MCP request quota exceeded for today', null],
  // DEEIX-AI/DEEIX-Chat#446: a tool call's failure in Chinese, the Go client's deadline in backticks after the label
  ['a Chinese tool-call failure with the client\'s error', '3. 等待30秒后，工具调用失败，错误信息为 `context deadline exceeded (Client.Timeout exceeded while awaiting headers)`',
    { kind: 'failed', phrase: 'generic/zh-tool-call-failed', method: 'tools/call', error: 'context deadline exceeded (Client.Timeout exceeded while awaiting headers)' }],
  ['the same with the tool named and a colon', '调用工具 search_docs 失败：MCP error -32603: index not ready',
    { kind: 'failed', phrase: 'generic/zh-tool-call-failed', method: 'tools/call', target: 'search_docs', error: 'MCP error -32603: index not ready' }],
  // linshenkx/prompt-optimizer#304, #202: a server's own words as it handles a call, and its Chinese failure line
  ['a server handling a tool call', 'mcp:info Handling tool call request: refine-user-prompt',
    { kind: 'request-sent', phrase: 'generic/handling-tool-call-request', method: 'tools/call', target: 'refine-user-prompt', speaker: 'server' }],
  ['the same in Chinese', 'mcp:info 处理工具调用请求: refine-system-prompt',
    { kind: 'request-sent', phrase: 'generic/zh-handling-tool-call-request', target: 'refine-system-prompt', speaker: 'server' }],
  ['its Chinese failure line', 'mcp:error 工具执行错误 refine-system-prompt: Refinement failed: Invalid template ID format',
    { kind: 'failed', phrase: 'generic/zh-tool-execution-error', method: 'tools/call', target: 'refine-system-prompt', error: 'Refinement failed: Invalid template ID format', speaker: 'server' }],
  // xpzouying/x-mcp#10, xpzouying/xiaohongshu-mcp#361: a Go server's panic recovery around a tool handler, logrus's
  // logfmt record restated as its words, and its terminal form with the padded message
  ['a Go server\'s recovered tool-handler panic, logfmt', 'Tool handler panicked panic="context deadline exceeded" tool=publish_post',
    { kind: 'failed', phrase: 'generic/go-tool-handler-panicked', method: 'tools/call', target: 'publish_post', speaker: 'server' }],
  ['the same in logrus\'s terminal form', 'ERRO[4086] Tool handler panicked                         panic="navigation failed: net::ERR_CONNECTION_CLOSED" tool=publish_post',
    { kind: 'failed', phrase: 'generic/go-tool-handler-panicked', method: 'tools/call', target: 'publish_post', speaker: 'server' }],
  ['a panic value logrus left unquoted', 'Tool handler panicked panic=EOF tool=list_pins',
    { kind: 'failed', phrase: 'generic/go-tool-handler-panicked', target: 'list_pins', error: 'EOF' }],
  // xpzouying/xiaohongshu-mcp#402: a panic on a cancelled context is the caller's cancel or disconnect, which the words do not tell apart
  ['a panic on the caller\'s cancelled context is not the server failing the call', 'Tool handler panicked panic="context canceled" tool=publish_post', null],
  ['the same in the terminal form', 'ERRO[33067] Tool handler panicked                         panic="context canceled" tool=search_pins', null],
  // shenjingnan/xiaozhi-client#364: a client's "the tool call succeeded, result:" over the server's isError result
  ['a Chinese success line whose result is the server\'s tool error', '[2025-10-17 02:13:08] [INFO] 工具 map_traffic_status 调用成功，结果: {"content":[{"type":"text","text":"API response error: radius:必须是整数"}],"isError":true}...',
    { kind: 'failed', phrase: 'generic/zh-tool-call-result-is-error', method: 'tools/call', target: 'map_traffic_status', error: 'API response error: radius:必须是整数' }],
  ['the same line with a result that is no error', '工具 map_traffic_status 调用成功，结果: {"content":[{"type":"text","text":"拥堵指数 1.4"}],"isError":false}', null],
  ['the same line with a result without isError', '工具 map_traffic_status 调用成功，结果: {"content":[{"type":"text","text":"拥堵指数 1.4"}]}', null],
  // "执行失败" (failed) is how a client says its call failed: not the server's "执行错误" line
  ['a client\'s "tool execution failed" is not the server\'s line', '工具执行失败 search_docs: connect ECONNREFUSED 127.0.0.1:3000',
    { kind: 'failed', phrase: 'generic/zh-tool-call-failed', method: 'tools/call' }],
  ['a line that goes on after the name is not the announcement', 'Handling tool call request: refine-user-prompt with 3 arguments', null],
  // ThinkInAIXYZ/deepchat#406: the model's apology names a failed call and no error
  ['a Chinese apology naming no error', '抱歉，我无法获取天气信息，因为工具调用失败。请稍后再试。', null],
  // nanbingxyz/5ire#399: the card's heading announces the fields under it
  ['a card\'s heading is not the failure', 'MCP工具调用出错，错误详情如下：', null],
  // MoonshotAI/kimi-cli#1388, #1296, #1314; CherryHQ/cherry-studio#5785: a connect broken below the SDK's words
  ['a CLI\'s connect closed (FastMCP\'s wrapper)', "Failed to connect MCP servers: {'browser': RuntimeError('Client failed to connect: Connection closed')}",
    { kind: 'failed', phrase: 'generic/connect-network-failed', method: 'initialize', scope: 'connection', error: 'Connection closed' }],
  ['a CLI\'s connect that reached no address', "Failed to connect MCP servers: {'docs': RuntimeError('Client failed to connect: All connection attempts failed')}",
    { kind: 'failed', method: 'initialize', error: 'All connection attempts failed' }],
  // awslabs/agentcore-samples#157: the connect's only reason is the task group's summary (the tutorial client's emoji first)
  ['a connect whose error is only the task group summary', '❌ Error connecting to MCP server: unhandled errors in a TaskGroup (1 sub-exception)',
    { kind: 'failed', phrase: 'generic/connect-task-group-summary', method: 'initialize', scope: 'connection', error: 'unhandled errors in a TaskGroup (1 sub-exception)' }],
  // mcp-use/mcp-use#26: the same summary after an agent framework's connect words
  ['an agent\'s connect summary over HTTP/SSE', 'ERROR - Failed to connect to MCP implementation via HTTP/SSE: unhandled errors in a TaskGroup (1 sub-exception)',
    { kind: 'failed', phrase: 'generic/connect-task-group-summary', method: 'initialize', scope: 'connection' }],
  // berlinbra/news-api-mcp#3: mcpo's own server label, in single quotes with spaces
  ['a quoted server label with spaces', "Failed to connect to MCP server 'Notes OpenAPI Bridge': ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)",
    { kind: 'failed', phrase: 'generic/connect-task-group-summary', method: 'initialize', server: 'Notes OpenAPI Bridge', error: 'ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)' }],
  ['a quoted one-word name reads as before', "Failed to connect to MCP server 'notes': Error: spawn uvx ENOENT",
    { kind: 'failed', phrase: 'generic/connect-spawn-failed', server: 'notes', error: 'Error: spawn uvx ENOENT' }],
  ['a connect whose answer never came', 'Failed to connect MCP server: docs, error: Client failed to connect: Server disconnected without sending a response.',
    { kind: 'failed', method: 'initialize', error: 'Server disconnected without sending a response.' }],
  ['a desktop app\'s activation that could not fetch', "Error invoking remote method 'mcp:restart-server': Error:[MCP] Error activating server time server: fetch failed",
    { kind: 'failed', method: 'initialize', error: 'fetch failed' }],
  // yuyuanweb/mcp-mianshiya-server#11: the SDK's close typed from a screenshot
  ['the SDK close with its spaces moved', 'Failed to start MCP server: MCP error-32000: Connection closed', { kind: 'connection-closed', method: 'initialize' }],
  // a tool call in localised words
  ['a tool call in Chinese on the SDK timer', '调用工具 search_note 失败: MCP error -32001: Request timed out', { kind: 'timer-fired', timer: 'sdk', method: 'tools/call' }],
  ['a tool call in Japanese closed', 'ツール呼び出しに失敗しました: MCP error -32000: Connection closed', { kind: 'connection-closed', method: 'tools/call' }],
  // 78/mcp-calculator#20
  ['a bridge\'s tool call aborted on its deadline', '{"success":false,"error":"Tool call was aborted due to timeout (10000ms)","aborted":true}',
    { kind: 'timer-fired', timer: 'host', method: 'tools/call', limitMs: 10_000 }],
  // Not these families
  ['the SDK\'s error quoted in prose', 'MCP error -32001: Request timed out, then it worked after a restart', null],
  // a connect whose process never started is read (the spawn family, no request: timeline notStarted), not a timer
  ['a connect failing otherwise', 'Failed to connect to MCP server: spawn uvx ENOENT', { kind: 'failed', phrase: 'generic/connect-spawn-failed' }],
  ['a successful tool result', '{"content":[{"type":"text","text":"42"}],"isError":false}', null],
  ['a tool name listed, not called', 'Allowed tools: mcp__shell__run_command', null],
  ['a duration that is no timeout', 'Tool call finished after 3s', null],
  // simonx1/ruby-mcp-client#19: a Ruby client's uncaught exception, "<message> (<Class>)"
  ['a Ruby client\'s tool-call exception', 'Server error: HTTP 504 Gateway Time-out (MCPClient::Errors::ToolCallError)',
    { kind: 'failed', phrase: 'generic/client-error-class', error: 'Server error: HTTP 504 Gateway Time-out' }],
  // simonx1/ruby-mcp-client#9: the same class as irb shows it, "<Class> (<message>)" (its wait on id 1, the handshake's,
  // is read first by the gem's own row: other-clients.test.ts)
  // … a later id is the listing's or the call's own wait: the words name the method, the wait names the id
  ['a Ruby client\'s wait on a later id as irb shows it', 'MCPClient::Errors::ToolCallError (Error listing tools: Timeout waiting for JSONRPC response id=12)',
    { kind: 'failed', phrase: 'generic/client-error-class-irb', id: 12, error: 'Error listing tools: Timeout waiting for JSONRPC response id=12' }],
  ['a Ruby client\'s exception as irb shows it', 'MCPClient::Errors::ToolCallError (Error listing tools: Server error: HTTP 504 Gateway Time-out)',
    { kind: 'failed', phrase: 'generic/client-error-class-irb', error: 'Error listing tools: Server error: HTTP 504 Gateway Time-out' }],
  ['a Ruby exception of no MCP client', 'execution expired (Net::ReadTimeout)', null],
  ['prose with a class in parentheses', 'It failed again (see ToolCallError)', null],
  // HKUDS/nanobot#4168: a Python agent's loguru line around the SDK's exception
  ['a named tool that failed', "2026-06-01 09:10:51 | ERROR | - | MCP tool 'mcp_notes_list_recent' failed: McpError: Session terminated",
    { kind: 'failed', phrase: 'generic/tool-named-failed', method: 'tools/call', target: 'mcp_notes_list_recent', error: 'McpError: Session terminated' }],
  ['a named tool call that failed after a while', "Tool call 'read_notes' failed after 30s: fetch failed",
    { kind: 'failed', phrase: 'generic/tool-named-failed', method: 'tools/call', target: 'read_notes', elapsedMs: 30000, error: 'fetch failed' }],
  // MrLesk/Backlog.md#399: Amazon Q's language server names the tool bare after "MCP tool"
  ['a client\'s bare-named tool that failed', 'lserver: MCP tool task_create failed: MCP error -32001: Request timed out',
    { kind: 'failed', phrase: 'generic/mcp-tool-bare-name-failed', method: 'tools/call', target: 'task_create', error: 'MCP error -32001: Request timed out' }],
  ['prose about a tool that failed is not a call', 'The MCP tool failed: I could not see why', null],
  // librefang/librefang#2677, #2949: "MCP tool call failed" names no tool; the runtime's sentence for any call
  ['a runtime\'s own sentence for a failed call names no tool', 'Error: MCP tool call failed: Access denied - path outside allowed directories: /srv/a not in /srv/b`',
    { kind: 'failed', phrase: 'generic/mcp-tool-call-failed', method: 'tools/call', error: 'Access denied - path outside allowed directories: /srv/a not in /srv/b' }],
  ['… its own refusal before sending', "Error: MCP tool call failed: taint violation: sensitive value in MCP argument '$.path' (blocked by sink 'mcp_tool_call')",
    { kind: 'failed', phrase: 'generic/mcp-tool-call-failed' }],
  ['… the SDK\'s error after it is still the SDK family\'s row', 'MCP tool call failed: MCP error -32602: Input validation error: Invalid arguments for tool list_notes',
    { kind: 'failed', phrase: 'generic/call-tool-failed-sdk-error', method: 'tools/call' }],
  ['… prose about such a call is not one', 'I saw that the MCP tool call failed: no idea why', null],
  // mark3labs/mcphost#76: a Go CLI's connect that ran out its context, the server named in the chain
  ['a Go client\'s connect on its context deadline', "Warning: Failed to load MCP server 'workspace-files': failed to initialize MCP client: initialization timeout or failed: transport error: context deadline exceeded",
    { kind: 'failed', phrase: 'generic/connect-go-context-deadline', method: 'initialize', scope: 'connection', server: 'workspace-files' }],
  ['the same failure restated in the exit error', 'Error: failed to create agent: failed to load MCP tools: all MCP servers failed to load: server workspace-files: failed to initialize MCP client: initialization timeout or failed: transport error: context deadline exceeded',
    { kind: 'failed', phrase: 'generic/connect-go-context-deadline', method: 'initialize', server: 'workspace-files' }],
  // stacklok/toolhive#1161: the CLI's connect to the event stream — mcp-go's SSE start, before any message
  ['a CLI\'s stream connect on its deadline', 'Error: failed to start MCP transport: failed to connect to SSE stream: Get "http://127.0.0.1:40211/mcp": context deadline exceeded',
    { kind: 'failed', phrase: 'generic/connect-go-sse-stream-failed', method: 'initialize', error: 'failed to connect to SSE stream: Get "http://127.0.0.1:40211/mcp": context deadline exceeded' }],
  // mcpjungle/MCPJungle#114: a gateway's connect to its upstream refused at the stream's GET, inside its JSON error body
  ['a gateway\'s upstream stream refused', 'failed to invoke tool: request failed with status: 500, message: {"error":"failed to invoke tool: failed to create connection to SSE MCP server notes-mcp: failed to start SSE transport for MCP server: failed to connect to SSE stream: Get \\"http://localhost:9100/sse\\": dial tcp [::1]:9100: connect: connection refused"}',
    { kind: 'failed', phrase: 'generic/connect-go-sse-stream-failed', method: 'initialize', scope: 'connection', server: 'notes-mcp' }],
  ['… the words without a connect are no connect', 'failed to connect to SSE stream: Get "http://127.0.0.1:40211/events": EOF', null],
  ['a deadline with no connect words is not a connect', 'Error: context deadline exceeded', null],
  // stacklok/toolhive#1568: mcp-go's refusal of the initialize's answer on its version check, under a caller's connect
  // words — any Go program's, so read with no host's row
  ['a Go client\'s connect refused on the answer\'s empty version', 'Error: failed to initialize MCP client: unsupported protocol version: ""',
    { kind: 'failed', phrase: 'generic/connect-go-version-refused', method: 'initialize', scope: 'connection', error: 'unsupported protocol version: ""' }],
  ['… a version named', 'failed to initialize MCP client: unsupported protocol version: "2099-01-01"',
    { kind: 'failed', phrase: 'generic/connect-go-version-refused', method: 'initialize', error: 'unsupported protocol version: "2099-01-01"' }],
  ['… the words in a sentence of a reporter\'s, no connect words, are no client\'s line', 'the server says unsupported protocol version: "" when I connect', null],
  // upstash/context7#1508: the Go SDK's connect failing on the notification after the initialize's answer, then the
  // HTTP+SSE fallback's GET on the same deadline: the initialize completed, whatever the chain says after it
  ['the Go SDK\'s initialized notification on the deadline', 'Error: streamable http connection failed: rejected by transport: sending "notifications/initialized": Post "https://docs.example.test/mcp": context deadline exceeded, sse fallback failed: Get "https://docs.example.test/mcp": context deadline exceeded.',
    { kind: 'completed', phrase: 'generic/go-sdk-initialized-notification-failed', afterHandshake: true, method: 'initialize', scope: 'connection' }],
  ['… its initialize call failing is still the connect\'s deadline', 'Error: streamable http connection failed: calling "initialize": sending "initialize": Post "https://docs.example.test/mcp": context deadline exceeded',
    { kind: 'failed', phrase: 'generic/connect-go-context-deadline', method: 'initialize' }],
  // mark3labs/mcphost#99: the same chain ending on the transport's write to a child that had exited; "timeout or
  // failed" is mcp-go's wording for either, the cause after it decides (not the host's timer)
  ['a Go client\'s connect that could not write its initialize', 'Error: failed to create agent: failed to create agent: failed to load MCP tools: all MCP servers failed to load: server notes-local: failed to initialize MCP client: initialization timeout or failed: transport error: failed to write request: write |1: broken pipe',
    { kind: 'failed', phrase: 'generic/connect-go-write-request-failed', method: 'initialize', scope: 'connection', server: 'notes-local', error: 'failed to write request: write |1: broken pipe' }],
  ['a Go client\'s connect that could not send its initialize', "Warning: Failed to load MCP server 'files': failed to initialize MCP client: initialization timeout or failed: transport error: failed to send request: EOF",
    { kind: 'failed', phrase: 'generic/connect-go-write-request-failed', method: 'initialize', server: 'files', error: 'failed to send request: EOF' }],
  // logiscape/mcp-sdk-php#18: the PHP SDK's stdio client at EOF on the server's stdout, in its three places (the read
  // stream's warning, the session's exception line, the connect's failure), after a Laravel logger's level
  ['a PHP client\'s read stream at its server\'s EOF', 'local.WARNING: Server process has terminated unexpectedly.',
    { kind: 'connection-closed', phrase: 'generic/php-sdk-server-process-terminated', scope: 'connection', pending: true, error: 'Server process has terminated unexpectedly' }],
  ['the exception it hands the session', 'local.ERROR: Exception received from readStream: Server process terminated.',
    { kind: 'connection-closed', phrase: 'generic/php-sdk-server-process-terminated', error: 'Server process terminated' }],
  ['the connect failing on it', 'Connection failed: Server process terminated.',
    { kind: 'connection-closed', phrase: 'generic/php-sdk-server-process-terminated' }],
  ['a sentence that goes on after the words is not the SDK\'s', 'Server process terminated by the user, restarting in 5s', null],
  // charmbracelet/crush#758 (#729, #840): the transport's failure alone, for a call to a killed stdio server
  ['a Go TUI\'s write to a killed server', 'ERROR  transport error: failed to write request: write |1: broken pipe',
    { kind: 'failed', phrase: 'generic/go-transport-write-request-failed', error: 'failed to write request: write |1: broken pipe' }],
  ['the transport\'s write failure printed bare', 'transport error: failed to write request: write |1: broken pipe',
    { kind: 'failed', phrase: 'generic/go-transport-write-request-failed', error: 'failed to write request: write |1: broken pipe' }],
  // cloudwego/eino#284: mcp-go's client refusing to send on a closed transport, after a Chinese title's full-width colon
  ['a Go client\'s send on a closed transport, after the reporter\'s words', '用sse连接的mcp server调用报错：transport error: transport has been closed',
    { kind: 'failed', phrase: 'generic/go-transport-closed-before-send', error: 'transport has been closed' }],
  ['… at a level, alone', 'ERROR  transport error: transport has been closed',
    { kind: 'failed', phrase: 'generic/go-transport-closed-before-send', error: 'transport has been closed' }],
  ['… words going on after it are not the client\'s', 'transport error: transport has been closed and then it reconnected', null],
  ['… the words without the client\'s wrap are any program\'s', 'the transport has been closed', null],
  // Rhongomiant1227/Windsurf_Ask_Continue#12: the same write failure under the tool card's words, capitalised as a title
  // copies them (Antigravity writes them so too); the call is the card's tool call
  ['a tool card\'s write to a closed pipe', 'Failure in MCP tool execution: transport error: failed to write request: write |1: The pipe is being closed.',
    { kind: 'failed', phrase: 'generic/tool-execution-go-write-request-failed', method: 'tools/call', error: 'failed to write request: write |1: The pipe is being closed.' }],
  ['a tool card\'s write failure, lower case', 'failure in mcp tool execution: transport error: failed to write request: write |1: broken pipe',
    { kind: 'failed', phrase: 'generic/tool-execution-go-write-request-failed', method: 'tools/call' }],
  // anthropics/claude-code#28290: an error answer quoting it is left to the SDK error line (sdkServerErrorLine)
  ['an error answer quoting it is not this family', 'MCP error -32603: transport error: failed to write request: write |1: broken pipe', null],
  ['prose about the write failure is not one', 'It says transport error: failed to write request when I call a tool', null],
  // smart-mcp-proxy/mcpproxy-go#56: the call's own failure line before the connection's, the call named first
  ['a proxy\'s initialize call that failed on its deadline', '| ERROR | core/connection.go:276 | MCP initialize JSON-RPC call failed | {"server": "notes-server", "error": "transport error: context deadline exceeded"}',
    { kind: 'failed', phrase: 'generic/connect-go-context-deadline', method: 'initialize', scope: 'connection' }],
  // smart-mcp-proxy/mcpproxy-go#396: a Go proxy's per-server log puts the noun first ("initialize failed")
  ['a proxy\'s initialize that failed on its context deadline', 'MCP initialize failed for stdio transport: MCP initialize failed: transport error: context deadline exceeded',
    { kind: 'failed', phrase: 'generic/connect-go-context-deadline', method: 'initialize', scope: 'connection' }],
  ['an initialization that failed on its deadline, the server named before', "server 'kiln': initialization failed: transport error: context deadline exceeded",
    { kind: 'failed', phrase: 'generic/connect-go-context-deadline', method: 'initialize', server: 'kiln' }],
  // srbhptl39/MCP-SuperAssistant#56: the transport in place of "MCP" before the server's name
  ['a connect to a stdio server on the SDK timer, the server named', '[mcp-superassistant-proxy]   - Failed to connect to stdio server "files-dev": MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/connect-sdk-timeout', method: 'initialize', server: 'files-dev' }],
  ['a quoted name after "server" alone', "Failed to connect to server 'notes': MCP error -32001: Request timed out",
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/connect-sdk-timeout', method: 'initialize', server: 'notes' }],
  ['the same words with "MCP server" keep the name', 'Could not attach to MCP server notes: eE: MCP error -2: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/connect-sdk-timeout', method: 'initialize', server: 'notes' }],
  // Google ADK's create_session wraps what ended the session's opening (google/adk-python mcp_session_manager.py; the
  // refused connect of kagent-dev/kagent#1272): the session's creation is the connect, its reason the initialize's
  ['ADK\'s session creation ended by the SDK\'s read timeout', 'ConnectionError: Failed to create MCP session: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
    { kind: 'timer-fired', method: 'initialize', limitMs: 5000 }],
  ['the same ended by the connection closing', 'ConnectionError: Failed to create MCP session: Connection closed',
    { kind: 'failed', phrase: 'generic/connect-network-failed', method: 'initialize', error: 'Connection closed' }],
  ['a session created in prose is no connect', 'Failed to create MCP session because the server was slow, then it worked', null],
  // smart-mcp-proxy/mcpproxy-go#396: the same proxy's wording after its fix names the wait it gave the handshake
  ['a proxy\'s wait for the handshake that ran out', 'stdio transport (command="uvx", docker_isolation=true): server did not respond to MCP initialize within 60s (subprocess may have crashed or printed to stderr instead of stdout); recent stderr:',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/initialize-no-response-within', method: 'initialize', scope: 'connection', limitMs: 60000 }],
  ['the same without the wait', 'MCP server did not respond to initialize request within timeout',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/initialize-no-response-within', method: 'initialize' }],
  ['a server that did respond is no failure', 'server responded to MCP initialize within 60s', null],
  // mcpjungle/MCPJungle#146: the gateway's own init deadline, inside the chain of the tool call that needed it
  ['a gateway\'s init deadline inside a tool invocation\'s chain', 'failed to invoke tool: failed to run stdio MCP server kiln: initialization request to MCP server timed out after 10 seconds',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/initialize-deadline-after', method: 'initialize', scope: 'connection', server: 'kiln', limitMs: 10000 }],
  ['the same deadline with no server named', 'Error: initialization timed out after 30s',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/initialize-deadline-after', method: 'initialize', limitMs: 30000 }],
  // hideya/langchain-mcp-tools-ts#13 (its own row in other-clients.ts): the SDK's timer, not a gateway's deadline
  ['the SDK\'s own timer in those words is not the gateway\'s', 'MCP server initialization timed out (error -32001): MCP error -32001: Request timed out', null],
  // OpenAgentPlatform/Dive#228: a Python host's bare TimeoutError in its task group's summary of the start
  ['a host\'s start that ended on its own TimeoutError', "| dive_mcp_host.host.errors.McpSessionGroupError: Client initialization error for TOOLKIT: (ExceptionGroup('unhandled errors in a TaskGroup', [TimeoutError()]),) (1 sub-exception)",
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-python-timeouterror', method: 'initialize', scope: 'connection', server: 'TOOLKIT', error: 'TimeoutError()' }],
  ['the same in plain words', 'Failed to connect to MCP server kiln: asyncio.TimeoutError',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-python-timeouterror', method: 'initialize', server: 'kiln' }],
  ['a TimeoutError with no words of starting is not a start', 'Task exception was never retrieved: TimeoutError()', null],
  // NousResearch/hermes-agent#94202: an agent gateway naming the server, then its failed first connect and a bare TimeoutError
  ['a gateway\'s parked first connect after its own timeouts', "WARNING tools.mcp_tool: MCP server 'tracker' failed initial connection after 3 attempts, parking until a reconnect is requested (state: connecting → parked): TimeoutError: ",
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/server-connect-attempts-timeouterror', method: 'initialize', scope: 'connection', server: 'tracker', error: 'TimeoutError' }],
  ['the same with another error is no timer: the connect failed', "MCP server 'tracker' failed initial connection after 3 attempts, parking until a reconnect is requested: ConnectError: [Errno 111] Connection refused",
    { kind: 'failed', phrase: 'generic/server-initial-connect-parked', method: 'initialize', server: 'tracker', error: 'ConnectError: [Errno 111] Connection refused' }],
  // NousResearch/hermes-agent#105190: the server's config key with a space, httpx's ConnectError with its message elided
  ['a parked first connect on a bare ConnectError, the name with a space', "WARNING tools.mcp_tool: MCP server 'Team Drive' failed initial connection after 3 attempts, parking until a reconnect is requested (state: connecting → parked): ConnectError: …",
    { kind: 'failed', phrase: 'generic/server-initial-connect-parked', method: 'initialize', scope: 'connection', server: 'Team Drive', error: 'ConnectError: …' }],
  ['a name that ends in a space inside its quotes is no server name', "MCP server 'Team ' failed initial connection after 3 attempts, parking until a reconnect is requested: ConnectError: …", null],
  // Datus-ai/Datus-agent#1337: an agent service's numbered connect attempts, each a new handshake
  ['a framework\'s numbered connect attempt', '09:02:33  Attempting to connect to MCP server crm (attempt 1/3)',
    { kind: 'request-sent', phrase: 'generic/connect-attempt-n-of-m', method: 'initialize', scope: 'connection', server: 'crm' }],
  ['the same quoting the server', "Trying to connect to MCP server 'notes' (attempt 2/5)", { kind: 'request-sent', phrase: 'generic/connect-attempt-n-of-m', server: 'notes' }],
  ['another service\'s attempt is no MCP connect', 'Attempting to connect to database primary (attempt 1/3)', null],
  // cloudflare/agents#2300: an agent framework's discovery deadline, the listing raced against its timer
  ['a framework\'s discovery deadline', 'Discovery timed out after 15000ms',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/discovery-timed-out-after', method: 'tools/list', limitMs: 15000 }],
  ['the same as a failed discovery\'s error', '[MCPClientManager] Failed to discover server a1b2c3d4: Discovery timed out after 15000ms',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/discovery-timed-out-after', method: 'tools/list', limitMs: 15000 }],
  ['a discovery script naming the URL', 'Discovery timed out after 10000ms for https://tools.example.dev/mcp',
    { kind: 'timer-fired', phrase: 'generic/discovery-timed-out-after', server: 'https://tools.example.dev/mcp', limitMs: 10000 }],
  ['another discovery is not a server\'s listing', 'Bluetooth Discovery timed out after 12000ms.', null],
  ['a model discovery is not a server\'s listing', 'Error: Pi CLI model discovery timed out after 8000ms.', null],
  // xpzouying/xiaohongshu-mcp#685: an agent's failed call under the qualified tool name, its arguments after
  ['a qualified tool that failed on the SDK timer', '[tools] garden-notes__search_notes failed: MCP error -32001: Request timed out raw_params={"keyword":"温室"}',
    { kind: 'failed', phrase: 'generic/qualified-tool-failed', method: 'tools/call', server: 'garden-notes', target: 'search_notes', error: 'MCP error -32001: Request timed out' }],
  ['a qualified tool that failed with the close', 'files__read_file failed: MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'generic/qualified-tool-failed', target: 'read_file', error: 'MCP error -32000: Connection closed' }],
  ['a Python dunder is not a tool', 'module __init__ failed: ImportError', null],
  // GoogleCloudPlatform/kubectl-ai#353: a Go client's call in Go's error-wrapping shape, the names quoted by %q
  ['a Go client\'s tool call answered with an error result', 'Error: executing action: calling MCP tool "plan_steps" on server "step-planner": tool returned an error',
    { kind: 'failed', phrase: 'generic/go-calling-tool-wrapped', method: 'tools/call', server: 'step-planner', target: 'plan_steps', error: 'tool returned an error' }],
  ['the same without the server, on its context deadline', 'calling tool "list_pods": context deadline exceeded',
    { kind: 'failed', phrase: 'generic/go-calling-tool-wrapped', target: 'list_pods', error: 'context deadline exceeded' }],
  ['prose quoting a tool\'s name without the wrap is no call', 'I was calling tool "plan_steps" from the agent', null],
  // NousResearch/hermes-agent#18790: Hermes Agent's %-format with the server and the tool joined by a slash
  ['an agent\'s server/tool call that failed on an expired session', 'ERROR tools.mcp_tool: MCP tool webdriver/page_run_script call failed: Session terminated',
    { kind: 'failed', phrase: 'generic/mcp-tool-slash-call-failed', method: 'tools/call', server: 'webdriver', target: 'page_run_script', error: 'Session terminated' }],
  ['the same with an empty exception message', 'MCP tool notes/list_recent call failed: ClosedResourceError',
    { kind: 'failed', phrase: 'generic/mcp-tool-slash-call-failed', target: 'list_recent', error: 'ClosedResourceError' }],
  // NousResearch/hermes-agent#37768: Hermes' JSON error result for a call to a server with no live session
  ['an agent\'s error object for a server it holds no session for', '→ {"error": "MCP server \'ledger\' is not connected"}',
    { kind: 'connection-closed', phrase: 'generic/tool-result-error-object-not-connected', method: 'tools/call', server: 'ledger', error: "MCP server 'ledger' is not connected" }],
  ['the same object without the arrow', '{"error": "MCP server \'ledger\' is not connected"}',
    { kind: 'connection-closed', phrase: 'generic/tool-result-error-object-not-connected', server: 'ledger' }],
  ['prose saying a server is not connected is no result', "the MCP server 'ledger' is not connected for me either", null],
  // NousResearch/hermes-agent#38488, #57604: Hermes' reconnect loop after a live connection dropped, and its end
  ['an agent\'s reconnect attempt after its connection dropped', "00:47:59 WARNING tools.mcp_tool: MCP server 'pantry'  connection lost (attempt 1/5), reconnecting in 1s: unhandled errors in a TaskGroup (1 sub-exception)",
    { kind: 'connection-closed', phrase: 'generic/server-connection-lost-reconnecting', server: 'pantry', error: 'unhandled errors in a TaskGroup (1 sub-exception)' }],
  ['the same with an exception that prints nothing', "WARNING tools.mcp_tool: MCP server 'notes' connection lost (attempt 3/5), reconnecting in 4s: ",
    { kind: 'connection-closed', phrase: 'generic/server-connection-lost-reconnecting', server: 'notes' }],
  ['the same with a bare TimeoutError is no connect timeout', "MCP server 'notes' connection lost (attempt 5/5), reconnecting in 16s: TimeoutError",
    { kind: 'connection-closed', phrase: 'generic/server-connection-lost-reconnecting', error: 'TimeoutError' }],
  ['the loop out of attempts', "2026-07-02 10:18:18,402 WARNING tools.mcp_tool: MCP server 'notes' failed after 5 reconnection attempts, giving up: Connection closed",
    { kind: 'connection-closed', phrase: 'generic/server-reconnect-attempts-exhausted', server: 'notes', error: 'Connection closed' }],
  ['… without its error', "MCP server 'pantry' failed after 5 reconnection attempts, giving up",
    { kind: 'connection-closed', phrase: 'generic/server-reconnect-attempts-exhausted', server: 'pantry' }],
  ['prose about reconnecting names no server\'s loop', 'the connection lost (attempt 2/5) and kept reconnecting in 2s', null],
  // Hermes' parked state (NousResearch/hermes-agent#115713, #103746, #84224): parking ends the connection, a revival
  // begins a new one, and its end is said too
  ['the loop out of attempts, parking', "2026-09-17 18:28:25,446 WARNING tools.mcp_tool: MCP server 'plow' failed after 5 reconnection attempts, parking; will self-probe every 300s until it recovers (state: degraded → parked): MCPError: Server returned an error response",
    { kind: 'connection-closed', phrase: 'generic/server-reconnect-attempts-exhausted', server: 'plow', error: 'MCPError: Server returned an error response' }],
  ['the rapid-drop budget spent, parking', "MCP server 'plow': 5 consecutive reconnects without a healthy session (rapid-drop budget exhausted), parking; will self-probe every 300s until it recovers (state: degraded → parked)",
    { kind: 'connection-closed', phrase: 'generic/server-parked', server: 'plow' }],
  ['a permanent error, parking', "MCP server 'notes' hit a permanent error, parking without retries; will self-probe every 300s (state: connected → parked): HTTPStatusError: 403 Forbidden",
    { kind: 'connection-closed', phrase: 'generic/server-parked', server: 'notes', error: 'HTTPStatusError: 403 Forbidden' }],
  ['the keepalive failing', "MCP server 'plow' keepalive failed, triggering reconnect (state: connected → degraded): TimeoutError: ",
    { kind: 'connection-closed', phrase: 'generic/server-keepalive-failed-reconnect', server: 'plow', error: 'TimeoutError' }],
  ['the keepalive failing, an older build\'s form with an empty error', "WARNING tools.mcp_tool: MCP server 'crawler' keepalive failed, triggering reconnect: ",
    { kind: 'connection-closed', phrase: 'generic/server-keepalive-failed-reconnect', server: 'crawler' }],
  ['the keepalive failing, the line cut by the reporter behind the logger', "00:09:24 WARNING tools.mcp_tool: MCP server 'mailbox' keepalive failed",
    { kind: 'connection-closed', phrase: 'generic/server-keepalive-failed-reconnect', server: 'mailbox' }],
  ['a sentence that a keepalive failed is no such line', "I think the MCP server 'mailbox' keepalive failed", null],
  // NousResearch/hermes-agent#50028: the keepalive's ping refused by a server that does not implement it: the ping failed there
  ['the keepalive\'s ping refused as an unknown method', 'WARNING tools.mcp_tool: MCP server "recall" keepalive failed, triggering reconnect: Unknown method: ping',
    { kind: 'failed', phrase: 'generic/server-keepalive-ping-refused', method: 'ping', server: 'recall', error: 'Unknown method: ping' }],
  ['… as -32601, the newer form with its state and error class', "MCP server 'notes' keepalive failed, triggering reconnect (state: connected → degraded): McpError: Method not found",
    { kind: 'failed', phrase: 'generic/server-keepalive-ping-refused', method: 'ping', server: 'notes', error: 'Method not found' }],
  ['… an unknown method that is not the ping stays a connection found dead', "MCP server 'notes' keepalive failed, triggering reconnect: Unknown method: tools/list",
    { kind: 'connection-closed', phrase: 'generic/server-keepalive-failed-reconnect', server: 'notes' }],
  ['a revival begun', "INFO tools.mcp_tool: MCP server 'charts': attempting revival after initial connection failures (self-probe or explicit reconnect request); rebuilding transport.",
    { kind: 'connecting', phrase: 'generic/server-revival-attempt', method: 'initialize', scope: 'connection', server: 'charts' }],
  ['a revival done', "WARNING tools.mcp_tool: MCP server 'plow': revived — session healthy again after parking (state: parked → connected)",
    { kind: 'connected', phrase: 'generic/server-revived', method: 'initialize', scope: 'connection', server: 'plow' }],
  ['a first connect parked on another error than a timeout', "MCP server 'charts' failed initial connection after 3 attempts, parking until a reconnect is requested (state: connecting → parked): ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)",
    { kind: 'failed', phrase: 'generic/server-initial-connect-parked', method: 'initialize', scope: 'connection', server: 'charts', error: 'ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)' }],
  ['… its timeout stays the timer\'s', "MCP server 'notion' failed initial connection after 3 attempts, parking until a reconnect is requested (state: connecting → parked): TimeoutError:",
    { kind: 'timer-fired', phrase: 'generic/server-connect-attempts-timeouterror' }],
  ['prose about parking names no server', 'the server kept parking; it was revived later, session healthy again after parking', null],
  // WillEhrendreich/SageFs#25: OpenCode's gear line over the SDK transport's refusal of the call's own POST, joined
  ['a marker line over the refused POST of its call', '⚙ replhub_list_sessions: Error: Error POSTing to endpoint (HTTP 400): "Session ID not found."',
    { kind: 'http-status', phrase: 'generic/failed-tool-marker-post-status', method: 'tools/call', target: 'replhub_list_sessions', status: 400, sending: true, error: 'Error POSTing to endpoint (HTTP 400): "Session ID not found."' }],
  ["a failure's cross over the same", '✗ list_notes: Error POSTing to endpoint (HTTP 404): Session not found',
    { kind: 'http-status', phrase: 'generic/failed-tool-marker-post-status', target: 'list_notes', status: 404 }],
  // OpenHands/OpenHands#8285: the Python SDK's pydantic refusing an answer as the request's result type; said by a
  // connect to a server named by URL, and again by its caller in its own words
  ['a connect refused over the answer to tools/list', "- openhands:ERROR: client.py:64 - Error connecting to http://localhost:41217/sse: 1 validation error for ListToolsResult tools",
    { kind: 'failed', phrase: 'generic/py-result-refused-on-connect-list-tools', method: 'tools/list', scope: 'connection', server: 'http://localhost:41217/sse', error: '1 validation error for ListToolsResult tools' }],
  ["its caller's account of the same connect", "- openhands:ERROR: utils.py:63 - Failed to connect to url='http://localhost:41217/sse' api_key='******': 1 validation error for ListToolsResult",
    { kind: 'failed', phrase: 'generic/py-result-refused-on-connect-list-tools', method: 'tools/list', server: 'http://localhost:41217/sse' }],
  ['the refusal of a call\'s answer, bare', 'pydantic_core._pydantic_core.ValidationError: 2 validation errors for CallToolResult',
    { kind: 'failed', phrase: 'generic/py-result-refused-call-tool', method: 'tools/call', error: '2 validation errors for CallToolResult' }],
  ['the initialize\'s answer refused', 'Error: 1 validation error for InitializeResult',
    { kind: 'failed', phrase: 'generic/py-result-refused-initialize', method: 'initialize' }],
  ["an application's own model named …Result is no MCP answer", '1 validation error for SearchResult', null],
  // NousResearch/hermes-agent#17003: the exception printed no message, the line ends at the colon
  ['the same with nothing after the colon', 'ERROR tools.mcp_tool: MCP tool roadmap/roadmap_get_item call failed: ',
    { kind: 'failed', phrase: 'generic/mcp-tool-slash-call-failed', method: 'tools/call', server: 'roadmap', target: 'roadmap_get_item' }],
  ['the same with the line cut right at the colon', 'MCP tool roadmap/roadmap_get_item call failed:',
    { kind: 'failed', phrase: 'generic/mcp-tool-slash-call-failed', target: 'roadmap_get_item' }],
  ['a path in prose is no server/tool pair', 'the MCP tool docs/readme.md call failed to render', null],
  // modelcontextprotocol/python-sdk#852, awslabs/agentcore-samples#142: a client's print just before session.initialize()
  ['a client starting the handshake in its own print', '🤝 Initializing MCP session...',
    { kind: 'request-sent', phrase: 'generic/initializing-mcp-session', method: 'initialize' }],
  ['the same behind a tag', '[INFO] Initializing MCP session…', { kind: 'request-sent', phrase: 'generic/initializing-mcp-session' }],
  ['a sentence that goes on is not the start', 'Initializing MCP session... failed: timed out', null],
  // modelcontextprotocol/csharp-sdk#36: the C# SDK's console sample, naming the server it starts
  ['a client starting the handshake with a named server', "Initializing MCP 'filesystem' server",
    { kind: 'request-sent', phrase: 'generic/initializing-mcp-named-server', method: 'initialize', server: 'filesystem' }],
  ['… in double quotes', 'Initializing MCP "docs" server...', { kind: 'request-sent', method: 'initialize', server: 'docs' }],
  ['a sentence that goes on is not it', "Initializing MCP 'filesystem' server failed: spawn ENOENT", null],
  // burugo/one-mcp#15: a gateway's key=value record of a failed call
  ['a gateway\'s tool-call failure fields', 'MCP tool call failed | service=deep-search | tool=query_web | duration=60000ms | err=transport error: context canceled',
    { kind: 'failed', phrase: 'generic/tool-call-failed-fields', method: 'tools/call', server: 'deep-search', target: 'query_web', elapsedMs: 60000, error: 'transport error: context canceled' }],
  ['the same in logfmt without a server', 'level=error msg="tool call failed" tool=lookup error="connection reset by peer"',
    { kind: 'failed', phrase: 'generic/tool-call-failed-fields', target: 'lookup', error: 'connection reset by peer' }],
  // cloudwalk/hermes-mcp#207: OTP's exit reason under the GenServer.call the client waited in
  ['an Elixir call that outlived its GenServer timeout', '** (EXIT) time out',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/elixir-genserver-call-timeout' }],
  ['an Elixir exit for another reason', '** (EXIT) no process: the process is not alive', null],
  ['prose about a tool that failed names no tool', 'the tool failed: I will try again', null],
  ['a Chinese sentence with no failure', '[info] 正在启动MCP服务器 docs... MCP error -32001: Request timed out', null],
  ['a listing that completed', 'Listed tools: 12 found after 3s', null],
  // mastra-ai/mastra#7675: a framework's debug line as it hands the call to its MCP client
  ['a framework executing a named tool', '[MCP debug] [clinic] Executing tool: get_visit_summary',
    { kind: 'request-sent', phrase: 'generic/executing-tool-colon-name', method: 'tools/call', target: 'get_visit_summary' }],
  // spring-projects/spring-ai#2785: Spring AI's tool-calling manager
  ['a manager executing a tool call', 'Executing tool call: spring_ai_mcp_client_notes_list_recent',
    { kind: 'request-sent', phrase: 'generic/executing-tool-colon-name', method: 'tools/call', target: 'spring_ai_mcp_client_notes_list_recent' }],
  ['a sentence that goes on after the name is not a start', 'Executing tool: get_visit_summary failed with 400', null],
  // A Go client reporting each step by its method, the Go error after it (an MCP scanner's funnel):
  // daytonaio/daytona#3859, as the reader joins the wrapped error
  ['a step named by its method, a Go POST that hit its deadline',
    '        tools/list -> error: Post "http://127.0.0.1:40871/": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
    { kind: 'failed', phrase: 'generic/method-step-go-error', method: 'tools/list',
      error: 'Post "http://127.0.0.1:40871/": context deadline exceeded (Client.Timeout exceeded while awaiting headers)' }],
  // microsoft/playwright-mcp#1393, idosal/git-mcp#216, utensils/mcp-nixos#102: the handshake's step, no arrow
  ['the handshake step reading its body past the deadline',
    'initialize error: context deadline exceeded (Client.Timeout or context cancellation while reading body)',
    { kind: 'failed', method: 'initialize', error: 'context deadline exceeded (Client.Timeout or context cancellation while reading body)' }],
  // the same scanner's other Go errors
  ['a step refused at the socket', 'tools/call -> error: Post "http://localhost:8024/mcp": dial tcp 127.0.0.1:8024: connect: connection refused',
    { kind: 'failed', method: 'tools/call', error: 'Post "http://localhost:8024/mcp": dial tcp 127.0.0.1:8024: connect: connection refused' }],
  // only the wrapped first line: still that step's failure (the sniff sees lines one by one)
  ['the first line of a wrapped step', 'tools/list -> error: Post "http://127.0.0.1:40871/": context deadline',
    { kind: 'failed', method: 'tools/list' }],
  // daytonaio/daytona#3859's Evidence paragraph restates the steps run together: the failure is the step line's
  ['a summary paragraph restating the steps', 'initialize -> 200 notifications/initialized -> 202 tools/list -> error: Post', null],
  // a step that answered, and an error that is not a Go client's words
  ['a step that answered', 'tools/list -> 200 (tools: generate_area_chart, generate_bar_chart,', null],
  ['a step error in other words', 'initialize error: the server said no', null],

  // modelcontextprotocol/servers#79: Claude Desktop's 2024 console, the bundle's source prefix before the words
  ['a desktop app that could not attach a server, its name kept', '693-110d9774cbce8f0f.js:18 Could not attach to MCP server notes: eE: MCP error -2: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/connect-sdk-timeout', method: 'initialize', server: 'notes', error: 'MCP error -2: Request timed out' }],
  // the name quoted, as Augment's record headline gives it (Minidoracat/mcp-feedback-enhanced#14, read with its Error member)
  ['a connect naming its server in quotes', 'Failed to connect to MCP server "review-prompt": MCP error -2: Request timed out',
    { kind: 'timer-fired', method: 'initialize', server: 'review-prompt' }],
  // no name after the words: none taken (KelvinQiu802/llm-mcp-rag#3)
  ['a connect naming no server', 'Failed to connect to MCP server:  McpError: MCP error -32001: Request timed out',
    { kind: 'timer-fired', method: 'initialize', error: 'MCP error -32001: Request timed out' }],
  ['attaching something else is no connect', 'Could not attach file notes.txt: MCP error -32001: Request timed out', null],

  // JetBrains/mcp-server-plugin#42: GitHub Copilot's language server in a JetBrains IDE, the server's own error on tools/list
  ['a tools listing the server refused', '[ideabridge]Failed to get tools list for MCP server ideabridge. message: MCP error -32603: No working IDE endpoint available. stack: McpError: MCP error -32603: No working IDE endpoint available.',
    { kind: 'failed', phrase: 'generic/list-tools-server-error', method: 'tools/list', server: 'ideabridge', error: 'MCP error -32603: No working IDE endpoint available' }],
  // the family without the server named, a wrapper's "Listed tools error:" (lobehub/lobehub#12499's wording)
  ['a listing error the server sent, no server named', 'Listed tools error: Error [McpError]: MCP error -32602: Invalid params',
    { kind: 'failed', phrase: 'generic/list-tools-server-error', method: 'tools/list', error: 'MCP error -32602: Invalid params' }],
  // the SDK's own timer on the same listing is a timer, not a server's error (lobehub/lobehub#12499)
  ['the SDK\'s timer on a listing stays a timer', 'Listed tools error: Error [McpError]: MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'generic/list-tools-sdk-timeout' }],
  ['a listing that merely mentions an error code is not a failure', 'Fetching tools list for MCP server notes', null],
  // zcaceres/fetch-mcp#26: Continue's lines for a tools-only server, one per listing that threw, the display name with a space
  ['a resources listing the server refused (Continue)', 'Error loading resources for MCP Server Page Grabber: MCP error -32601: Method not found',
    { kind: 'failed', phrase: 'generic/list-resources-server-error', method: 'resources/list', server: 'Page Grabber', error: 'MCP error -32601: Method not found' }],
  ['a resource templates listing the server refused (Continue)', 'Error loading resource templates for MCP Server Page Grabber: MCP error -32601: Method not found',
    { kind: 'failed', phrase: 'generic/list-resource-templates-server-error', method: 'resources/templates/list', server: 'Page Grabber' }],
  ['a prompts listing the server refused (Continue)', 'Error loading prompts for MCP Server notes: MCP error -32603: Internal error',
    { kind: 'failed', phrase: 'generic/list-prompts-server-error', method: 'prompts/list', server: 'notes', error: 'MCP error -32603: Internal error' }],
  // the family in other clients' words, the SDK's error class between
  ['a prompts listing in another client\'s words', "Failed to list prompts from server 'docs': McpError: MCP error -32601: Method not found",
    { kind: 'failed', phrase: 'generic/list-prompts-server-error', method: 'prompts/list', server: 'docs' }],
  ['the SDK\'s timer on a resources listing is a timer', 'Error loading resources for MCP Server notes: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/list-resources-sdk-timeout', method: 'resources/list', server: 'notes' }],
  // Continue's tools line is the tools row's (its verb was already there)
  ['Continue\'s tools listing', 'Error loading tools for MCP Server notes: MCP error -32603: boom',
    { kind: 'failed', phrase: 'generic/list-tools-server-error', method: 'tools/list' }],
  // the SDK's close is not the server's answer: no failed listing by the server
  ['a listing that ended on the close', 'Error loading resources for MCP Server notes: MCP error -32000: Connection closed', null],
  ['reading a resource is not a listing', 'Error reading resource notes://x: MCP error -32002: Resource not found', null],
  // github/github-mcp-server#2341: Visual Studio's Copilot starting a server, its own deadline cancelling the connect
  ['a .NET client\'s start cancelled by its deadline', "[Conversations Information] [Conversations] Operation 7c1e52b0 End; Result: Failure; Failed to start MCP client for server 'workitems': A task was canceled.",
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-dotnet-task-canceled', method: 'initialize', scope: 'connection', server: 'workitems' }],
  // the newer .NET wording names HttpClient's own limit
  ['HttpClient\'s timeout on a connect', 'Failed to connect to MCP server docs: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-dotnet-task-canceled', method: 'initialize', server: 'docs', limitMs: 100000 }],
  ['a cancelled task outside a connect is no connect timer', 'Background indexing: A task was canceled.', null],
  // microsoft/copilot-for-eclipse#352: the language server's connect that failed on the network, node-fetch's class
  ['a connect that failed with node-fetch\'s error', '[CopilotMCP] Error initializing MCP server sap-tools: FetchError',
    { kind: 'failed', phrase: 'generic/connect-fetch-failed', method: 'initialize', scope: 'connection', server: 'sap-tools', error: 'FetchError' }],
  ['the same, no server named', '[CopilotMCP] Connection failed: FetchError',
    { kind: 'failed', phrase: 'generic/connect-fetch-failed', method: 'initialize', error: 'FetchError' }],
  // VikashLoomba/copilot-mcp#17: a VS Code extension's activation over the legacy SSE transport, the server's 404
  ['a connect whose SSE GET was answered 404', 'Failed to activate the extension: SSE error: Non-200 status code (404)',
    { kind: 'failed', phrase: 'generic/connect-sse-non-200', method: 'initialize', scope: 'connection', status: 404, error: 'SSE error: Non-200 status code (404)' }],
  // the same family with the connect named and the error class between (a Node client's uncaught connect error)
  ['a failed connect, the SDK error class before the SSE refusal', 'Failed to connect to MCP server: Error: SSE error: Non-200 status code (400)',
    { kind: 'failed', phrase: 'generic/connect-sse-non-200', method: 'initialize', status: 400 }],
  // a chat client that restates the prefix: "SSE error: SSE error: …" (the eventsource message inside the SDK's)
  ['the doubled SSE prefix', "Error connecting to MCP server 'docs': SSE error: SSE error: Non-200 status code (401)",
    { kind: 'failed', phrase: 'generic/connect-sse-non-200', server: 'docs', status: 401 }],
  // junjiem/dify-plugin-tools-mcp_sse#101: Dify's MCP SSE tool plugin, httpx's raise_for_status words after its connect words
  ['a connect refused with a status in httpx\'s words', 'PluginInvokeError: {"args":{},"error_type":"ConnectionError","message":"ledger - MCP Server connection failed: Server error \'500 Internal Server Error\' for XXX',
    { kind: 'failed', phrase: 'generic/connect-httpx-status', method: 'initialize', scope: 'connection', status: 500, error: "Server error '500 Internal Server Error' for XXX" }],
  // the same sentence with a client error and a quoted url (the Python SDK's, google/adk-python#3708's shape)
  ['a connect answered 404 in httpx\'s words', "Failed to connect to MCP server 'docs': Client error '404 Not Found' for url 'http://localhost:8000/sse'",
    { kind: 'failed', phrase: 'generic/connect-httpx-status', server: 'docs', status: 404 }],
  ['httpx\'s words without a connect are not this row', "HTTPStatusError: Server error '500 Internal Server Error' for url 'http://x/api'", null],
  // obot-platform/obot#3519: a Go gateway's chain ending in net/http's Status and the body's words
  ['a connect refused with Go\'s status line and a reason', 'failed to create MCP client for server Web Lookup: failed to create MCP client: failed to send request: failed to initialize client: failed to initialize HTTP Streaming client: 400 Bad Request: missing required config: LOOKUP_API_KEY',
    { kind: 'http-status', phrase: 'generic/connect-http-status-line-4xx', method: 'initialize', scope: 'connection', status: 400, error: '400 Bad Request: missing required config: LOOKUP_API_KEY' }],
  // the same gateway's SSE fallback, the status line alone
  ['the SSE fallback refused with the status line alone', 'failed to connect to SSE server: 400 Bad Request',
    { kind: 'http-status', phrase: 'generic/connect-http-status-line-4xx', method: 'initialize', status: 400, error: '400 Bad Request' }],
  // the 5xx class: a gateway's page status in the same chain
  ['a connect refused 502 in Go\'s status line', 'error connecting to MCP server: failed to initialize client: 502 Bad Gateway',
    { kind: 'http-status', phrase: 'generic/connect-http-status-line-5xx', method: 'initialize', status: 502 }],
  ['a status line without a connect is not this row', 'GET /healthz 404 Not Found', null],
  ['a status number in a connect sentence without its reason phrase is not this row', 'failed to connect to server after 400 retries', null],
  // mobile-next/mobile-mcp#122, n8n-io/n8n#20017: n8n's MCP Client tool under the agent's sub-node heading
  ['n8n\'s connect failure without a reason', 'Could not connect to your MCP server',
    { kind: 'failed', phrase: 'generic/connect-could-not-connect-no-reason', method: 'initialize', scope: 'connection' }],
  // n8n-io/n8n#15079 (and #14539 with a quote): the editor's message when the node lists its tools
  ['n8n\'s connect failure after the editor\'s words', 'There was a problem loading the parameter options from server: "Could not connect to your MCP server',
    { kind: 'failed', phrase: 'generic/connect-could-not-connect-no-reason', method: 'initialize' }],
  // n8n-io/n8n#14843: the sub-node error's title and message copied from the UI onto one line, curly quotes, a space after
  ['n8n\'s sub-node title and the connect failure on one line', 'Error in sub-node ‘MCP Client’ Could not connect to your MCP server ',
    { kind: 'failed', phrase: 'generic/connect-could-not-connect-no-reason', method: 'initialize', scope: 'connection' }],
  ['… the node name between straight quotes', "Error in sub-node 'MCP Client Docs' Could not connect to your MCP server",
    { kind: 'failed', phrase: 'generic/connect-could-not-connect-no-reason', method: 'initialize' }],
  ['… a sentence going on after the title\'s words is prose', 'Error in sub-node ‘MCP Client’ and then I could not connect to your MCP server', null],
  ['prose telling of a failed connect is not the program\'s', 'Sometimes I could not connect to the MCP server at all', null],
  // the SDK's words alone are no client's connect: prose or a test quoting them
  ['the SSE refusal without a connect is not this row', 'if the error is "SSE error: Non-200 status code (401)" we re-auth', null],
  // google/adk-python#1086 (and #1463, #1453, microsoft/playwright-mcp#560): ADK's function response for the tool
  ['an agent\'s tool result object carrying the Python SDK\'s timer', '{"error": "Timed out while waiting for response to ClientRequest. Waited 5.0 seconds."}',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/tool-result-error-object-timeout', method: 'tools/call', limitMs: 5000 }],
  // modelcontextprotocol/typescript-sdk#814: a web app's answer for the tool, the wrapper's words before the SDK's error
  ['the same object with the TypeScript SDK\'s timer under a wrapper\'s words', '{"error":"Failed to execute MCP tool: MCP error -32001: Request timed out"}',
    { kind: 'timer-fired', timer: 'sdk', method: 'tools/call', error: 'MCP error -32001: Request timed out' }],
  ['an object with more members is some other record', '{"error": "Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.", "level": "error"}', null],
  // google/adk-python#2659, #3218: the same object carrying the SDK's close: the call lost with the connection
  ['an agent\'s tool result object carrying the Python SDK\'s close', '{"error": "Connection closed"}',
    { kind: 'connection-closed', phrase: 'generic/tool-result-error-object-closed', method: 'tools/call', error: 'Connection closed' }],
  ['the same object with the TypeScript SDK\'s close', '{"error":"MCP error -32000: Connection closed"}',
    { kind: 'connection-closed', phrase: 'generic/tool-result-error-object-closed', method: 'tools/call', error: 'MCP error -32000: Connection closed' }],
  ['… under a wrapper\'s words that name the call (the tool rows read it first, the same close)', '{"error":"Failed to execute MCP tool: MCP error -32000: Connection closed"}',
    { kind: 'connection-closed', method: 'tools/call', error: 'MCP error -32000: Connection closed' }],
  ['a closed connection in a sentence is not the tool\'s result', '{"error": "Connection closed by the user, retrying"}', null],
  // laravel/boost#209: a chat's tool card with the TypeScript SDK's refusal to send on a gone transport, the reporter's
  // '[' for the opening brace; the words in a sentence, or another member, are no tool result
  ['a tool result object with the SDK\'s Not connected', '{"error":"Not connected"}',
    { kind: 'connection-closed', phrase: 'generic/tool-result-error-object-not-connected-sdk', method: 'tools/call', error: 'Not connected' }],
  ['… its opening brace typed as a bracket', '["error":"Not connected"}',
    { kind: 'connection-closed', phrase: 'generic/tool-result-error-object-not-connected-sdk', method: 'tools/call', error: 'Not connected' }],
  ['… the words in a sentence are not the SDK\'s', '{"error":"Not connected to the database yet"}', null],
  ['… another member beside it is some other record', '{"error":"Not connected","retry":true}', null],
  // googlecodelabs/feedback#1549: the same object carrying the Python SDK client's words for a 404 (the server gone
  // with the pooled session): the tool call refused on its session
  ['an agent\'s tool result object carrying the Python client\'s session refusal', '{"error": "Session terminated"}',
    { kind: 'failed', phrase: 'generic/tool-result-error-object-session', method: 'tools/call', error: 'Session terminated' }],
  ['the same under ADK\'s later wording', '{"error": "MCP tool execution failed: Session terminated"}',
    { kind: 'failed', phrase: 'generic/tool-result-error-object-session', method: 'tools/call', error: 'Session terminated' }],
  ['the 2.x server\'s in-flight words are not this refusal', '{"error": "Session terminated before the request completed"}', null],
  ['the refusal with more members is some other record', '{"error": "Session terminated", "code": 32600}', null],
  ['the close with more members is some other record', '{"error": "Connection closed", "retry": true}', null],
  // OpenHands/OpenHands#9030: an agent runtime with no MCP client for the tool it was asked to call
  ['a runtime finding no MCP client for the tool', 'Unexpected error while running action: ValueError: No matching MCP agent found for tool name: webfind_webfind-search',
    { kind: 'failed', phrase: 'generic/tool-no-client-for-tool', method: 'tools/call', target: 'webfind_webfind-search', error: 'No matching MCP agent found for tool name: webfind_webfind-search' }],
  ['the same in other words', "Error: No MCP client found for tool 'lookup_forecast'.",
    { kind: 'failed', phrase: 'generic/tool-no-client-for-tool', target: 'lookup_forecast' }],
  ['prose about a missing client with no tool named', 'there is no MCP client found for tools in this workspace yet, please add one', null],
  // camel-ai/camel#2890: CAMEL's tool runner restating the SDK's timer, its word for how it runs the tool before "tool"
  ['a framework\'s deadline naming an async tool', "2025-07-17 19:45:35,240 - root - WARNING - Error executing async tool 'lookup_forecast': MCP call timed out after 12.0 seconds",
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/tool-deadline-after', method: 'tools/call', target: 'lookup_forecast', limitMs: 12000 }],
  ['the same with a remote tool', "Error calling remote tool 'lookup_forecast': timed out after 30s",
    { kind: 'timer-fired', phrase: 'generic/tool-deadline-after', target: 'lookup_forecast', limitMs: 30000 }],
  // DeusData/codebase-memory-mcp#635: an agent CLI's server test, its connect timed out: the handshake, not a tool call
  ['a server test\'s failed connect naming its own deadline', '  ✗ Connection failed (41125ms): MCP call timed out after 41.1s (configured timeout: 40.0s)',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connection-failed-elapsed-timed-out', method: 'initialize', elapsedMs: 41125, limitMs: 40000 }],
  ['the same connect failing on something else is no timer', '  ✗ Connection failed (312ms): 401 Unauthorized', null],
  // darinkishore/mcp_client_rust#1: the client's error, unwrapped into a panic
  ['a client\'s own timer naming the method in quotes', 'called `Result::unwrap()` on an `Err` value: Other("Request to \'initialize\' timed out after 30 seconds")',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/request-to-method-timed-out-after', method: 'initialize', limitMs: 30000 }],
  ['the same for a tool call', 'Error: Request to \'tools/call\' timed out after 120s',
    { kind: 'timer-fired', timer: 'host', method: 'tools/call', limitMs: 120000 }],
  // CALLE-AI/awesome-phone-call-agents#79, #229: the CLI's own per-request deadline, the method after "for"
  ['a client timer naming the method after "for"', 'MCP request timed out for tools/call',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/request-timed-out-for-method', method: 'tools/call' }],
  ['the same for the handshake', 'Error: MCP request timed out for initialize',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/request-timed-out-for-method', method: 'initialize' }],
  ['prose about a timeout names no method', 'the MCP request timed out for a while and then worked', null],
  // ProfSynapse/nexus#382: a CLI's line client, one budget for every request, the method it waited for in quotes
  ['a client\'s own timer naming the method it waited for', 'An image edit reported `Timeout after 20000ms waiting for "tools/call"` while the plugin finished the call anyway',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/timeout-after-waiting-for-method', method: 'tools/call', limitMs: 20000 }],
  ['the same wait in other words, the method bare', 'Error: timed out after 30 seconds while waiting for a response to initialize',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/timeout-after-waiting-for-method', method: 'initialize', limitMs: 30000 }],
  ['the method first, the limit after', 'Timed out waiting for tools/call response after 15 seconds',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/timed-out-waiting-for-method', method: 'tools/call', limitMs: 15000 }],
  ['the method first, the tool in parentheses, no limit', 'Error: Timeout waiting for response to tools/call (render_page)',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/timed-out-waiting-for-method', method: 'tools/call', target: 'render_page' }],
  ['the Python SDK\'s own wait names no method: not this family (python-sdk.ts reads it)', 'Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.', null],
  ['a wait for something that is no method is no request', 'timed out after 10s waiting for the build to finish', null],
  // taptap/instant-games-open-mcp#460: the tool and the SDK's timer, each in code marks, in a reporter's sentence
  ['a tool and the SDK\'s timer error, each in code marks', '`deploy_current_dir` 连续 9 次返回 `MCP error -32001: Request timed out`。此前构建均 15~24 秒完成',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/code-marked-tool-sdk-timed-out', method: 'tools/call', target: 'deploy_current_dir', error: 'MCP error -32001: Request timed out' }],
  ['the same in English, the error with its class', 'Calling `search_notes` always returns `McpError: MCP error -32001: Request timed out` after a minute',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/code-marked-tool-sdk-timed-out', target: 'search_notes' }],
  ['a method in the marks is no tool', '`initialize` returns `MCP error -32001: Request timed out`', null],
  ['the Python SDK 1.x\'s read timeout, code-marked beside the tool', 'Calling `get_all_status` gives `Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.` every time',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/code-marked-tool-sdk-timed-out', target: 'get_all_status', limitMs: 5000 }],
  ['the error first, the tool after the words that name its call', 'I keep getting `MCP error -32001: Request timed out` when calling `search_feed` on big accounts',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/code-marked-sdk-timed-out-tool', method: 'tools/call', target: 'search_feed', error: 'MCP error -32001: Request timed out' }],
  ['… not a second code-marked word that names no call', 'I keep getting `MCP error -32001: Request timed out` and then `npx` exits', null],
  ['the error in double quotes beside a code-marked tool', 'The client says "MCP error -32001: Request timed out" for `long_task` every time',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/code-marked-sdk-timed-out-tool', target: 'long_task' }],
  ['… and before it', '`long_task` always ends with "MCP error -32001: Request timed out."',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/code-marked-tool-sdk-timed-out', target: 'long_task' }],
  ['the error in double quotes with no tool named stays prose', 'It said "MCP error -32001: Request timed out" and then worked', null],
  ['the error in prose without code marks is no row of this family', 'search_notes returns MCP error -32001: Request timed out, then it worked', null],
  // holon-run/uxc#210: the method after the sentence
  ['a stdio client\'s timer, the method last', 'MCP stdio request timed out after 30000ms: initialize',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/request-timed-out-after-method', method: 'initialize', limitMs: 30000 }],
  // a-streetcoder/agent-deck#117: the same sentence without the limit
  ['a client\'s timer, the method last, no limit', 'MCP request timed out: initialize',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/request-timed-out-after-method', method: 'initialize' }],
  ['the same for a tool call, behind the app\'s label', 'Error MCP: MCP request timed out: tools/call',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/request-timed-out-after-method', method: 'tools/call' }],
  ['the TypeScript SDK\'s timer names no method after it', 'McpError: MCP error -32001: Request timed out', null],
  // OpenHands/OpenHands#7820: the framework's deadline around the SSE connect and handshake
  ['a framework\'s connect deadline for an MCP URL', '- openhands:ERROR: client.py:55 - Connection to http://localhost:8931/sse timed out after 30.0 seconds',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connection-to-url-timed-out-after', method: 'initialize', scope: 'connection', server: 'http://localhost:8931/sse', limitMs: 30000 }],
  ['any HTTP client\'s connect timeout is not an MCP connect', 'Connection to https://api.example.test/v1/chat timed out after 10 seconds', null],
  // livekit/agents#3302 (the reporter's "XX" for the line, the path wrapped onto this line), OpenHands/OpenHands#9103,
  // microsoft/agent-framework#2708: a framework's own MCP module's frame inside call_tool
  ['a framework\'s MCP module frame in call_tool', '  /livekit/agents/llm/mcp/server.py", line XX, in call_tool',
    { kind: 'request-sent', phrase: 'generic/python-mcp-module-frame-call-tool', method: 'tools/call' }],
  ['the same in a package directory', '  File "/app/openhands/mcp/client.py", line 127, in call_tool',
    { kind: 'request-sent', method: 'tools/call' }],
  ['the same in a module named for MCP', '  File "C:\\app\\.venv\\Lib\\site-packages\\agent_framework\\_mcp.py", line 644, in call_tool',
    { kind: 'request-sent', method: 'tools/call' }],
  ['a framework\'s listing frame', '  File "/srv/app/my_agent/mcp_tools.py", line 88, in list_tools',
    { kind: 'request-sent', phrase: 'generic/python-mcp-module-frame-list-tools', method: 'tools/list' }],
  ['the SDK\'s own session frame is python-sdk.ts\'s', '  File "/app/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 287, in call_tool', null],
  ['a call_tool frame outside any MCP module says nothing', '  File "/app/agent/tools.py", line 12, in call_tool', null],
  // redhat-community-ai-tools/jira-mcp#7: FastMCP's answer for a tool that raised, as the client showed it
  ['FastMCP\'s tool error relayed, a status in its text', "Error calling tool 'get_queue': 404: Failed to fetch queue: 'TRACKER' object has no attribute 'queue'",
    { kind: 'failed', phrase: 'generic/tool-error-repr-quoted', method: 'tools/call', target: 'get_queue', error: "404: Failed to fetch queue: 'TRACKER' object has no attribute 'queue'" }],
  // sooperset/mcp-atlassian#486: the masked form, no details
  ['FastMCP\'s masked tool error', "Error calling tool 'search'", { kind: 'failed', phrase: 'generic/tool-error-repr-quoted', target: 'search' }],
  // Cursor's wording has no quotes around an unquoted name: still the client family's
  ['a client\'s own sentence, its name unquoted, stays the family\'s', 'Error calling tool zhi: Attempted to send a request from a closed client', { kind: 'failed', phrase: 'generic/calling-tool-failed', target: 'zhi' }],
  // MCPJam/inspector#552: console.error(message, details): the name ends the message, the object follows
  ['a Node console\'s sentence with its details object under it', '[reports_staging_mgq81xk2_9tpzrd] Error calling tool: build_summary {',
    { kind: 'failed', phrase: 'generic/calling-tool-details-follow', method: 'tools/call', target: 'build_summary' }],
  // mark3labs/kit#72: the failed call's marker joined with its error result (the reader passes over the "Error" heading)
  ['a marker line over an error result, the tool named <server>__<tool>', '× Tracker__ticket_get (ticket_key=OPS-2231): │ {"content":[{"type":"text","text":"Tool \'ticket_get\' does not support task-augmented execution"}],"isError":true}',
    { kind: 'failed', phrase: 'generic/failed-tool-marker-result-is-error', method: 'tools/call', server: 'Tracker', target: 'ticket_get', error: "Tool 'ticket_get' does not support task-augmented execution" }],
  ['a marker line over a result that is no error says nothing', '× Tracker__ticket_get (ticket_key=OPS-2231): │ {"content":[{"type":"text","text":"ok"}],"isError":false}', null],
  ['the same sentence with its error after the colon is the family\'s', 'Error calling tool: Failed to connect to MCP server', { kind: 'failed', phrase: 'generic/calling-tool-failed' }],
  // NousResearch/hermes-agent#19417: an agent's call found the Python SDK session's streams closed (empty message)
  ['a call ended by the Python session\'s closed streams', 'MCP call failed: ClosedResourceError: ',
    { kind: 'connection-closed', phrase: 'generic/tool-stream-closed', method: 'tools/call', error: 'ClosedResourceError' }],
  ['the same with anyio\'s module and a broken stream', 'Tool call failed: anyio.BrokenResourceError()',
    { kind: 'connection-closed', phrase: 'generic/tool-stream-closed', method: 'tools/call', error: 'anyio.BrokenResourceError()' }],
  ['the class inside a longer message is not the close', 'MCP call failed: ClosedResourceError raised while retrying, retry 2 succeeded', null],
  // The server refused the session the request carried (generic/mcp-session-gone): agentscope-ai/QwenPaw#6732 (the
  // Python SDK client's word for a 404 after the server's idle timeout evicted the session)
  ['a listing ended on the Python client\'s session refusal', "Failed to list tools for MCP client 'notes-remote': Session terminated",
    { kind: 'failed', phrase: 'generic/mcp-session-gone', error: 'Session terminated' }],
  // Eigenwise/atomic-agents#135: the same refusal under a framework's own words for the listing
  ['the same in another framework\'s words', 'Failed to list tools via MCP session: Session terminated',
    { kind: 'failed', phrase: 'generic/mcp-session-gone', error: 'Session terminated' }],
  // stacklok/toolhive#4575: mcp-go's client error for a 404 from a replica that never saw the initialize
  ['mcp-go\'s transport error for a refused session', 'transport error: failed to send request: session terminated (404). need to re-initialize',
    { kind: 'failed', phrase: 'generic/mcp-session-gone', error: 'session terminated (404). need to re-initialize' }],
  // crewAIInc/crewAI#6843: the refusal right after a connect's clause is the connect's, whatever the outer wrapper was doing
  ['a connect refused with the Python client\'s 404 words under a listing wrapper', 'RuntimeError: Error during setup client and list tools: Failed to connect to MCP server: Session terminated',
    { kind: 'failed', phrase: 'generic/connect-session-terminated', method: 'initialize', scope: 'connection', error: 'Session terminated' }],
  ['the same with the SDK\'s exception class in between', 'ConnectionError: Failed to connect to MCP server: mcp.shared.exceptions.McpError: Session terminated',
    { kind: 'failed', phrase: 'generic/connect-session-terminated', method: 'initialize', error: 'Session terminated' }],
  ['a listing refused after the connect is still the listing\'s', 'Connected to MCP server notes; failed to list tools: Session terminated',
    { kind: 'failed', phrase: 'generic/mcp-session-gone', error: 'Session terminated' }],
  // a login page's words are no MCP request
  ['a web app\'s own session words are not a refused request', 'Login failed: Session not found, please sign in again', null],
  // the TypeScript SDK's refusal is its rows' (typescript-sdk/post-error), a body on its own line the status line's
  ['the SDK\'s POST refusal is not this family\'s', 'MCP error: Error POSTing to endpoint: Not Found: Session not found', null],
  ['a JSON body under a status line is the answer\'s', '{"error":"Not Found","message":"MCP session not found. Please re-initialize the connection."}', null],
  ['a body\'s member on a line of its own is the answer\'s', '"message":"Not Found: MCP session is unknown or expired on this API instance.', null],
  // markmhendrickson/neotoma#1472, #1667: the server's own sentence quoted bare, its -32001 and status words before it
  ['a server\'s refusal of an unknown session, quoted with its code', '-32001 Service Unavailable: MCP session is unknown on this API instance. If you run multiple replicas, enable sticky sessions for POST /mcp',
    { kind: 'failed', phrase: 'generic/mcp-session-gone', error: 'session is unknown on this API instance. If you run multiple replicas, enable sticky sessions for POST /mcp' }],
  // markmhendrickson/neotoma#2312: a stdio proxy's sentence for the HTTP answer it got, the body after it
  ['an MCP proxy\'s HTTP error with its body', 'notes-mcp-proxy downstream error (404): {"jsonrpc":"2.0","error":{"code":-32001,',
    { kind: 'http-status', phrase: 'generic/mcp-error-status-body', status: 404, error: '{"jsonrpc":"2.0","error":{"code":-32001,' }],
  ['a status in parentheses without an MCP word is not this family\'s', 'upload failed (413): payload too large', null],
  // modelcontextprotocol/rust-sdk#330: reqwest's status error through an rmcp-based client's words
  ['reqwest\'s status error for an MCP endpoint', '❌ MCP command error: Transport send error: Client error: HTTP status client error (401 Unauthorized) for url (http://10.0.0.4:8080/mcp)',
    { kind: 'http-status', phrase: 'generic/reqwest-status-error', status: 401, error: 'HTTP status client error (401 Unauthorized) for url (http://10.0.0.4:8080/mcp)' }],
  ['the same for a 5xx, the URL an MCP path', 'error: HTTP status server error (502 Bad Gateway) for url (https://tools.example.net/mcp/)',
    { kind: 'http-status', phrase: 'generic/reqwest-status-error', status: 502 }],
  // OpenAI's hosted MCP tool listing a server's tools: homeassistant-ai/ha-mcp#1710 (a ChatGPT custom app, in an
  // inline code span), RageAgainstThePixel/OpenAI-DotNet#486 (the same message JSON-escaped); the API's error body
  // around it with the server's own 401 (an expired token) and the label quoted without a period.
  ['OpenAI\'s tool listing failed with its dependency', "`Error retrieving tool list from MCP server: 'home_hub'. HTTP status code: 424 (Failed Dependency)`",
    { kind: 'http-status', phrase: 'generic/openai-mcp-tool-list-status', server: 'home_hub', method: 'tools/list', status: 424, error: 'HTTP status code: 424 (Failed Dependency)' }],
  ['the same, JSON-escaped quotes', 'Error retrieving tool list from MCP server: \\u0027notes_server\\u0027. Http status code: 424 (Failed Dependency)',
    { kind: 'http-status', phrase: 'generic/openai-mcp-tool-list-status', server: 'notes_server', status: 424 }],
  ['the server\'s own status inside the API\'s error body', `Error code: 424 - {'error': {'message': "Error retrieving tool list from MCP server: 'ledger' Http status code: 401 (Unauthorized)", 'type': 'external_connector_error'}}`,
    { kind: 'http-status', phrase: 'generic/openai-mcp-tool-list-status', server: 'ledger', method: 'tools/list', status: 401, error: 'Http status code: 401 (Unauthorized)' }],
  // stacklok/toolhive#1576, #1568: mcp-go's status error, a gateway's answer as the body, after a client's own words or alone
  ['mcp-go\'s status error with a gateway\'s body', 'Error: transport error: request failed with status 504: Timeout waiting for response from container',
    { kind: 'http-status', phrase: 'generic/mcp-go-status-error', status: 504, error: 'Timeout waiting for response from container' }],
  ['the same after a Go client\'s own words', 'mcp: list tools: transport error: request failed with status 502: Bad Gateway',
    { kind: 'http-status', phrase: 'generic/mcp-go-status-error', status: 502, error: 'Bad Gateway' }],
  ['the status alone', 'transport error: request failed with status 503', { kind: 'http-status', phrase: 'generic/mcp-go-status-error', status: 503 }],
  ['another library\'s "request failed with status" is not this family\'s', 'upload: request failed with status 502: Bad Gateway', null],
  ['reqwest\'s status error for any other URL is not an MCP request', 'HTTP status client error (404 Not Found) for url (https://crates.io/api/v1/x)', null],
  // mastra-ai/mastra#5404: Mastra's MCPClient, its message then the error object as Node's inspector prints it
  ['a framework that "errored connecting" on the SDK\'s timer', "MCPClient errored connecting to MCP server stepPlanner { error: 'MCP error -32001: Request timed out' }",
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/connect-sdk-timeout', server: 'stepPlanner', method: 'initialize', scope: 'connection', error: 'MCP error -32001: Request timed out' }],
  ['the same on a spawn that failed: no process, no request', "MCPClient errored connecting to MCP server webget { error: 'spawn docker ENOENT' }",
    { kind: 'failed', phrase: 'generic/connect-spawn-failed', server: 'webget', method: 'initialize', error: 'spawn docker ENOENT' }],
  // junjiem/dify-plugin-agent-mcp_sse#111: Dify's agent plugin, its own connect timeout, the words only "timed out"
  ['a plugin\'s connection that failed with only "timed out"', 'Failed to transform agent message: PluginInvokeError: {"args":{},"error_type":"ConnectionError","message":"coursework_stats - MCP Server connection failed: timed out"}',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/connect-host-timeout', method: 'initialize', scope: 'connection', error: 'timed out' }],
  ['"timed out" that is not the end of the connect error', 'MCP Server connection failed: timed out waiting in the queue, retrying later', null],
  // activepieces/activepieces#7571: Cloudflare's AI Playground, the legacy SSE stream a browser could not fetch
  ['a browser\'s SSE stream that could not be fetched on connect', '[error] Client connect error: SSE error: Failed to fetch',
    { kind: 'connection-closed', phrase: 'generic/connect-sse-failed-to-fetch', method: 'initialize', scope: 'connection', error: 'SSE error: Failed to fetch' }],
  ['the same with the TypeError the browser names', 'Failed to connect to MCP server: SSE error: TypeError: Failed to fetch',
    { kind: 'connection-closed', phrase: 'generic/connect-sse-failed-to-fetch', method: 'initialize' }],
  // clacky-ai/openclacky#379: a Ruby agent's own initialize timer, the method and the server quoted
  ['an agent\'s request timer naming the method and the server', "拉取工具失败：MCP request 'initialize' to 'xxx' timed out after 15s",
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/request-to-method-timed-out-after', method: 'initialize', server: 'xxx', limitMs: 15000 }],
  ['the same naming a call', "MCP request 'tools/call' to 'docs' timed out after 120s", { kind: 'timer-fired', method: 'tools/call', server: 'docs', limitMs: 120000 }],
  // modelcontextprotocol/php-sdk#332: the PHP SDK client's handshake on its own timer, the app's "Error " before it
  ['a client SDK\'s handshake timer', 'Error Initialization failed: Request timed out',
    { kind: 'timer-fired', timer: 'host', phrase: 'generic/initialization-failed-request-timed-out', method: 'initialize', scope: 'connection', error: 'Initialization failed: Request timed out' }],
  ['the TypeScript SDK\'s timer in those words is the SDK\'s', 'Initialization failed: MCP error -32001: Request timed out',
    { kind: 'timer-fired', timer: 'sdk', phrase: 'generic/connect-sdk-timeout', method: 'initialize' }],

  // Spawn failures in the words of clients not written in Node: no process, no request (reasons.ts OS_SPAWN_FAILED)
  ['mcp-go\'s stdio client that could not find its command (Exafunction/codeium#213)', 'MCP server error: failed to create mcp stdio client: failed to start command: exec: "npx": executable file not found in $PATH',
    { kind: 'failed', phrase: 'generic/connect-spawn-failed-lookpath', method: 'initialize', scope: 'connection', error: 'exec: "npx": executable file not found in $PATH' }],
  ['a Rust CLI\'s server that failed to load on io::Error (kirodotdev/Kiro#3956)', 'notes has failed to load after 0.03 s - Mcp error: -32002: No such file or directory (os error 2)',
    { kind: 'failed', phrase: 'generic/connect-spawn-failed-os-error', method: 'initialize', error: 'No such file or directory (os error 2)' }],
  ['a Codex-derived CLI\'s client that failed to start (just-every/code#302)', '✖ MCP client for `context7-mcp` failed to start: No such file or directory (os error 2)',
    { kind: 'failed', phrase: 'generic/connect-spawn-failed-os-error', method: 'initialize' }],
  ['an os error without words of starting is not this family\'s', 'read config: No such file or directory (os error 2)', null],
  // LM Studio's MCP bridge fails only while connecting (ee0pdt/Godot-MCP#24, mrkrsl/web-search-mcp#42)
  ['LM Studio\'s bridge process with the SSE client\'s refused GET', '[Plugin(mcp/hub)] stderr: Error in LM Studio MCP bridge process: _0x45c9e2 [Error]: SSE error: Non-200 status code (500)',
    { kind: 'failed', phrase: 'generic/connect-sse-non-200', method: 'initialize', scope: 'connection', status: 500 }],
  // a JSON record's words (jsonrpc-in-text recordOf), the tool's field named as the record names it (mindstone/Super-MCP#1)
  ['a record\'s tool_name field', 'Tool call failed package_id=notes tool_name=search error="transport error: context canceled"',
    { kind: 'failed', phrase: 'generic/tool-call-failed-fields', method: 'tools/call', target: 'search' }],
  // decriptor/AvaloniaUI.MCP#6: JetBrains AI Assistant's MCP log, the line after its initialize went unanswered
  ['a client\'s line that the server it runs stopped', 'INFO - Server stopped',
    { kind: 'connection-closed', phrase: 'generic/server-process-stopped', scope: 'connection' }],
  ['the same with the exit code', 'MCP server process exited with code 1',
    { kind: 'connection-closed', phrase: 'generic/server-process-stopped', exitCode: 1 }],
  ['VS Code\'s longer sentence is its own row\'s, not this family\'s', 'Server exited before responding to `initialize` request.', null],
  ['a sentence that goes on is prose, not the line', 'Server stopped responding after the upgrade, see below', null],
  // smart-mcp-proxy/mcpproxy-go#105: zap's console line, the fields as JSON after the message
  ['a proxy\'s failed tools listing, the error a JSON field', 'Failed to list tools via direct call to upstream server {"server": "docs-index", "error": "transport error: failed to send request: Post \\"https://mcp.example/mcp\\": context deadline exceeded"}',
    { kind: 'failed', phrase: 'generic/list-tools-failed-error-field', method: 'tools/list', server: 'docs-index', error: 'transport error: failed to send request: Post \\"https://mcp.example/mcp\\": context deadline exceeded' }],
  ['the same as a logfmt record\'s words', 'failed to list tools server=notes error="context deadline exceeded"',
    { kind: 'failed', phrase: 'generic/list-tools-failed-error-field', method: 'tools/list', server: 'notes', error: 'context deadline exceeded' }],
  ['an error word in the chain is no error field', 'failed to load MCP tools: transport error: EOF', null],
  ['a listing that succeeded is no failure', 'Successfully retrieved tools via direct call to upstream server {"server": "wiki", "tool_count": 3}', null],
  // envoyproxy/ai-gateway#1549: the MCP proxy's record of a backend's error answer, restated as `msg key=value …`
  ['a gateway\'s record naming the method and the error', 'error response from backend component=mcp-proxy method=logging/setLevel client_gateway_session_id="abc==" backend=mcp-backend-store error="Method not found"',
    { kind: 'failed', phrase: 'generic/record-method-error-fields', method: 'logging/setLevel', server: 'mcp-backend-store', error: 'Method not found' }],
  ['the method as an rpc field, the error bare', 'request failed rpc.method=tools/call err=EOF',
    { kind: 'failed', phrase: 'generic/record-method-error-fields', method: 'tools/call', error: 'EOF' }],
  ['a record with no words of failure is no failure', 'request handled component=mcp-proxy method=tools/list error=""', null],
  ['a method that is no MCP method is not this family', 'upstream error method=GET path=/mcp error="bad gateway"', null],
  // hawkxtreme/mini-ai-1c#88: the Go SDK server's refusal before the handshake completed, after a client's label and
  // code; xpzouying/xiaohongshu-mcp#257, #555: the same refusal of a call, bare or quoted
  ['the Go SDK server\'s refusal before the handshake, in a Russian sentence', 'При проверке выдаёт ошибку - MCP Error 0: method "tools/list" is invalid during session initialization',
    { kind: 'failed', phrase: 'generic/go-sdk-invalid-during-session-initialization', method: 'tools/list', error: 'MCP Error 0: method "tools/list" is invalid during session initialization' }],
  ['the same refusal of a call, bare', 'method "tools/call" is invalid during session initialization',
    { kind: 'failed', phrase: 'generic/go-sdk-invalid-during-session-initialization', method: 'tools/call' }],
  ['the same refusal quoted in a sentence', "Subsequent calls return 'method \"resources/read\" is invalid during session initialization' every time",
    { kind: 'failed', method: 'resources/read' }],
  ['an unquoted method is no such refusal', 'the method is invalid during session initialization, says the doc', null],
];

describe('generic client phrases', () => {
  it.each(CASES)('%s', (_n, text, want) => {
    const got = readSaid(genericClientPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });

  // shenjingnan/xiaozhi-client#127: the name after the CJK words is read, and words with no name after them read none
  it('reads no tool name where the words give none', () => {
    expect(readSaid(genericClientPhrases, '工具调用失败：MCP error -32001: Request timed out')?.target).toBeUndefined();
    expect(readSaid(genericClientPhrases, 'Error calling tool: MCP error -32001: Request timed out')?.target).toBeUndefined();
  });

  it('takes a reporter\'s placeholder for no tool name', () => {
    expect(readSaid(genericClientPhrases, 'Error calling tool <tool_name>: Session terminated')?.target).toBeUndefined();
  });
  // HKUDS/DeepCode#105: the summary quoted inside the error, its reason said by the close beside it, is not the bare
  // summary's row (the timeline joins that close to the connect).
  it('leaves a quoted task group summary to the rows that read it with its close', () => {
    expect(readSaid(genericClientPhrases, "Failed to initialize with error: 'unhandled errors in a TaskGroup (1 sub-exception)'")?.phrase).not.toBe('generic/connect-task-group-summary');
  });

  it('every row is a generic family and cites threads', () => {
    for (const r of genericClientPhrases) {
      expect(r.id).toMatch(/^generic\//);
      expect(r.seen.length, r.id).toBeGreaterThan(0);
    }
  });
});

describe('the Copilot language server\'s record of a server\'s start that threw (read last, claims nothing alone)', () => {
  const RECORD: Array<[string, string, Record<string, unknown> | null]> = [
    // microsoft/copilot-intellij-feedback#1211 (the JetBrains log's words after its header), microsoft/copilot-eclipse-feedback#137
    // (the Eclipse console's 'Message: ' line): the Copilot language server's record of a server's start that threw
    ['the Copilot language server\'s record of a start that threw', 'message: Invalid URL stack: TypeError: Invalid URL',
      { kind: 'failed', phrase: 'generic/copilot-start-error-record', method: 'initialize', scope: 'connection', error: 'Invalid URL' }],
    ['the same on the Eclipse console\'s message line', 'Message: message: Invalid URL stack: TypeError: Invalid URL',
      { kind: 'failed', phrase: 'generic/copilot-start-error-record', error: 'Invalid URL' }],
    // laravel/boost#183: the SDK's close in the same record restates the lines above it, which read it
    ['the record of the SDK\'s close is left to the lines above it', 'message: MCP error -32000: Connection closed stack: McpError: MCP error -32000: Connection closed', null],
    ['a sentence that mentions a stack is no record', 'the message: it failed, see the stack: below', null],
  ];
  it.each(RECORD)('%s', (_n, text, want) => {
    const got = readSaid([copilotStartErrorRecord], text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });
});

// Kilo-Org/kilocode#5806: a failed entry of OpenCode's (Kilo's) `mcp list` as the reader joins it with its gutter reason
describe('a failed entry of a clack-drawn MCP server list', () => {
  it.each([
    ['the entry and its reason', '●  ✗ web-search failed: The "file" argument must be of type string. Received undefined',
      { kind: 'failed', phrase: 'generic/clack-mcp-list-failed', method: 'initialize', scope: 'connection', server: 'web-search', error: 'The "file" argument must be of type string. Received undefined' }],
    ['a connected entry', '●  ✓ docs connected: npx -y docs-mcp', null],
    ['a cross line without the list\'s bullet', '✗ read_file failed: ENOENT', null],
  ])('%s', (_n, text, want) => {
    const got = readSaid([clackMcpListFailed], text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });
});

describe('the Python SDK client\'s ends, as apps print them', () => {
  it.each([
    // OpenHands/OpenHands#9103, NousResearch/hermes-paperclip-adapter#104, langchain-ai/langchain-mcp-adapters#78
    ['a log line ending in the exception', '- agent:ERROR: loop.py:24 - ClosedResourceError:', { kind: 'connection-closed', phrase: 'python-sdk/closed-resource' }],
    ['a wrapper\'s message with an empty error', 'MCP call failed: ClosedResourceError: ', { kind: 'connection-closed', phrase: 'python-sdk/closed-resource' }],
    ['an agent\'s tool message', 'Error: ClosedResourceError()', { kind: 'connection-closed', phrase: 'python-sdk/closed-resource' }],
    ['the frame that raises it is not the end', '    raise ClosedResourceError', null],
    // lastmile-ai/mcp-agent#151
    ['a stream ended under the read', '[mcp_agent.mcp.mcp_agent_client_session] send_request failed: EndOfStream() (EndOfStream)', { kind: 'connection-closed', phrase: 'python-sdk/end-of-stream' }],
    // PrimeIntellect-ai/prime-agent#784
    ['httpx\'s read timeout in an exception group', '    | httpx.ReadTimeout', { kind: 'timer-fired', timer: 'host', phrase: 'python-sdk/httpx-read-timeout' }],
    // langchain-ai/langchain-mcp-adapters#265
    // google/adk-python#3708: the Streamable HTTP POST's status, a gateway's answer
    ['a POST to an MCP endpoint refused', "    | httpx.HTTPStatusError: Server error '504 Gateway Time-out' for url 'http://notes-mcp.internal:9100/mcp'",
      { kind: 'http-status', phrase: 'python-sdk/post-http-status', status: 504, sending: true }],
    // HLND2T/CS2_VibeSignatures#33: a script's own summary of the task group, the class printed without its module
    ['the class without its module in an app\'s summary', "    Sub-exception 1: HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:13420/mcp'",
      { kind: 'http-status', phrase: 'python-sdk/post-http-status', status: 502, sending: true }],
    ['another class\'s name ending the same is not httpx\'s', "MyHTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:13420/mcp'", null],
    // mcp-use/mcp-use#26: the SSE GET stays the connection's
    ['the SSE GET refused stays the connect', "httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:8765/sse'",
      { kind: 'http-status', phrase: 'python-sdk/sse-connect-http-status', method: 'initialize', status: 502 }],
    ['an LLM API refused is not an MCP exchange', "httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'https://api.example.com/v1/chat/completions'", null],
    ['the SDK\'s close', 'mcp.shared.exceptions.McpError: Connection closed', { kind: 'connection-closed', phrase: 'python-sdk/connection-closed', error: 'mcp.shared.exceptions.McpError: Connection closed' }],
    // mcp 2.x renamed the class MCPError; the lines below are the last lines of the tracebacks a real mcp 2.3.0 client
    // printed (scripts/samples/python/py/error_client.py against py_server.py). `closed`: the stdio server died of
    // SIGSEGV under tools/call native_crash, and the dispatcher raised the close under the call.
    ['2.x\'s close, the class renamed', 'mcp.shared.exceptions.MCPError: Connection closed', { kind: 'connection-closed', phrase: 'python-sdk/connection-closed', error: 'mcp.shared.exceptions.MCPError: Connection closed' }],
    // `missing`: resources/read of a resource the server does not have, answered with a JSON-RPC error that the client
    // raised. (`unknown`, a tools/call of a tool it does not have, raised nothing: 2.3.0's MCPServer answers that, as any
    // tool that raises, with an isError result — `caller: returned … is_error=True`.)
    ['2.x\'s error the server answered, raised', 'mcp.shared.exceptions.MCPError: Unknown resource: file:///nowhere.txt',
      { kind: 'failed', phrase: 'python-sdk/server-error-raised', error: 'mcp.shared.exceptions.MCPError: Unknown resource: file:///nowhere.txt' }],
    // `gone`: tools/list after the Streamable HTTP server restarted under the session. A 2.x server answers the POST 404
    // with a JSON-RPC error, which the client raises as is (its own `Session terminated` is only for a 404 with no such
    // body): the server's words, read as its error.
    ['2.x\'s 404 with the server\'s JSON-RPC error, raised', 'mcp.shared.exceptions.MCPError: Session not found',
      { kind: 'failed', phrase: 'python-sdk/server-error-raised', error: 'mcp.shared.exceptions.MCPError: Session not found' }],
    // HKUDS/DeepCode#105, #47: mcp-agent's client session logging the SDK's McpError, in its two logger layouts
    ['mcp-agent\'s session line', '[ERROR] 2026-02-11T08:41:27 mcp_agent.mcp.mcp_agent_client_session - send_request failed: Connection closed',
      { kind: 'connection-closed', phrase: 'python-sdk/send-request-closed', scope: 'connection', error: 'Connection closed' }],
    ['the stdlib logger\'s copy', '2026-02-11 08:41:27,402 - ERROR - [mcp_agent.mcp.mcp_agent_client_session] send_request failed: Connection closed',
      { kind: 'connection-closed', phrase: 'python-sdk/send-request-closed' }],
    ['another send_request failure is not the close', 'send_request failed: Connection closed by the proxy, retrying', null],
    // openai/openai-agents-python#879: the traceback's McpError carrying the server's error message; the SDK's own texts are not it
    ['the raised McpError with the server\'s message', 'mcp.shared.exceptions.McpError: GET <service-url>: 422 <service-error>',
      { kind: 'failed', phrase: 'python-sdk/server-error-raised', error: 'mcp.shared.exceptions.McpError: GET <service-url>: 422 <service-error>' }],
    // agentscope-ai/QwenPaw#1970: the app's note of where it stored the details after the SDK's close
    ['the close with the app\'s details path', 'Unknown agent error: McpError: Connection closed (Details: /tmp/paw_query_error_k3v9x1qa.json)',
      { kind: 'connection-closed', phrase: 'python-sdk/connection-closed', error: 'McpError: Connection closed' }],
    // the same traceback stored as a JSON string inside a tool result: frames joined by escaped newlines
    ['a ClientSession frame in an escaped traceback', String.raw`  \"trace\": \"Traceback (most recent call last):\\n  File \\\"/srv/venv/lib/python3.11/site-packages/mcp/client/session.py\\\", line 529, in list_tools\\n    result = await self.send_request(\\n`,
      { kind: 'request-sent', phrase: 'python-sdk/client-session-list-tools-escaped', method: 'tools/list' }],
    ['a frame of another package\'s list_tools is not the SDK\'s', String.raw`File \\\"/srv/venv/lib/python3.11/site-packages/agentkit/mcp/_stateful_client_base.py\\\", line 106, in list_tools\\n`, null],
    // pydantic/pydantic-ai#1880: httpx's timer fires in a message's send
    ['httpx\'s read timeout is a send\'s', '    | httpx.ReadTimeout', { kind: 'timer-fired', phrase: 'python-sdk/httpx-read-timeout', sending: true }],
    ['httpx2\'s read timeout is the same send\'s', '    | httpx2.ReadTimeout', { kind: 'timer-fired', phrase: 'python-sdk/httpx-read-timeout', sending: true }],
    // AstrBotDevs/AstrBot#2698: the CancelledError the reader marked inside the SDK's wait (jsonrpc-in-text.ts PY_WAIT_TIMER)
    ['the wait cancelled inside the timer', "asyncio.exceptions.Cancelle (cancelled inside send_request's fail_after)",
      { kind: 'timer-fired', timer: 'sdk', phrase: 'python-sdk/request-timer-scope-cancelled', error: 'asyncio.exceptions.Cancelle' }],
    // AstrBotDevs/AstrBot#2939: the same chain cut under send_request, its frame marked (jsonrpc-in-text.ts PY_WAIT_TIMER_CUT)
    ['the wait under the timer, the printout cut', '  File "/usr/local/lib/python3.11/site-packages/mcp/shared/session.py", line 272, in send_request (the wait under send_request\'s fail_after, cancelled; the printout stops before its exception)',
      { kind: 'timer-fired', timer: 'sdk', phrase: 'python-sdk/request-timer-wait-cut' }],
    ['an unmarked send_request frame is no timer', '  File "/usr/local/lib/python3.11/site-packages/mcp/shared/session.py", line 272, in send_request', null],
    ['an unmarked CancelledError is none', 'asyncio.exceptions.CancelledError: Cancelled by cancel scope 7f8a600a9e10', null],
    // microsoft/agent-framework#5667: the wait with no timer, cancelled by the transport's task group (jsonrpc-in-text.ts PY_WAIT_SCOPE)
    ['the wait cancelled by its task group', "asyncio.exceptions.CancelledError: Cancelled via cancel scope 7f31a0c5d2b0 (cancelled in send_request's wait by its task group)",
      { kind: 'connection-closed', scope: 'connection', phrase: 'python-sdk/request-wait-scope-cancelled', error: 'asyncio.exceptions.CancelledError: Cancelled via cancel scope 7f31a0c5d2b0' }],
    // pydantic/pydantic-ai#2401: the app's fail_after around the call (PY_FAIL_AFTER_APP); the SDK's own (PY_FAIL_AFTER_SDK)
    ["an app's deadline around the call", 'TimeoutError (raised by fail_after around the call)',
      { kind: 'timer-fired', timer: 'host', phrase: 'python-sdk/app-fail-after-timed-out', error: 'TimeoutError' }],
    ["the SDK's own deadline in send_request", "TimeoutError (raised by send_request's fail_after)",
      { kind: 'timer-fired', timer: 'sdk', phrase: 'python-sdk/send-request-fail-after-timed-out' }],
    ['a bare TimeoutError is none', 'TimeoutError', null],
    // open-webui/open-webui#27795, TencentCloud/Octop#487: the Streamable HTTP client's INFO lines as the handshake's answer arrives
    ['the session id from the initialize\'s answer, in loguru\'s layout', '2026-08-18 00:28:00.266 | INFO     | mcp.client.streamable_http:_maybe_extract_session_id_from_response:181 - Received session ID: 4b7e2c19',
      { kind: 'connected', phrase: 'python-sdk/client-session-id-received', method: 'initialize', scope: 'connection' }],
    ['the same in an app\'s own layout', 'INFO mcp.client.streamable_http — Received session ID: 7c2e91ab-...', { kind: 'connected', phrase: 'python-sdk/client-session-id-received' }],
    ['the negotiated version', '2026-08-18 00:28:00.269 | INFO     | mcp.client.streamable_http:_maybe_extract_protocol_version_from_message:193 - Negotiated protocol version: 2025-11-25',
      { kind: 'connected', phrase: 'python-sdk/client-protocol-negotiated', method: 'initialize' }],
    ['another program\'s session id is no handshake', 'Received session ID: 42 from the broker', null],
    // Datus-ai/Datus-agent#1337: the SDK's read timeout, its head cut by the author's elision
    ['the timeout\'s tail after an elision', '09:03:33  Failed ... Waited 60.0 seconds.',
      { kind: 'timer-fired', timer: 'sdk', phrase: 'python-sdk/client-timed-out-elided', limitMs: 60000, error: 'Waited 60.0 seconds.' }],
    ['the same after a typographic ellipsis', 'Error …Waited 5.0 seconds.', { kind: 'timer-fired', phrase: 'python-sdk/client-timed-out-elided', limitMs: 5000 }],
    ['a wait in prose is no timer', 'We waited 60.0 seconds. Then it worked.', null],
    ['a whole number of seconds is no SDK float', 'Build step ... Waited 60 seconds.', null],
  ])('%s', (_n, text, want) => {
    const got = readSaid(pythonSdkClientPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });
  // Each is another row's or no row's (null) here. 1.x's `Session terminated` is read with httpx's 404 above it
  // (jsonrpc-in-text.ts post404Terminated); 2.x's own texts (its timer's, its cut stream's) are the 2.x table's rows below.
  it.each([
    ['mcp.shared.exceptions.McpError: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.', 'python-sdk/client-timed-out'],
    ['mcp.shared.exceptions.McpError: Connection closed', 'python-sdk/connection-closed'],
    ['mcp.shared.exceptions.McpError: Session terminated', null],
    ["mcp.shared.exceptions.MCPError: Request 'tools/call' timed out", null],
    ['mcp.shared.exceptions.MCPError: SSE stream ended without a response', null],
    ['mcp.shared.exceptions.MCPError: Session terminated', null],
  ])('the SDK\'s own text in McpError is not the server\'s error: %s', (text, phrase) => {
    expect(readSaid(pythonSdkClientPhrases, text)?.phrase ?? null).toBe(phrase);
  });
});

describe('the Python SDK 2.x client\'s own words (no thread yet: the lines mcp 2.3.0 printed)', () => {
  it.each([
    // mcp 2.x's own timer, as mcp 2.3.0 prints it at the end of the exception group's box (its courtesy cancel follows)
    ['v2\'s timer, in the box', "      | mcp.shared.exceptions.MCPError: Request 'tools/call' timed out",
      { kind: 'timer-fired', timer: 'sdk', phrase: 'python-sdk-v2/request-timed-out', method: 'tools/call', error: "Request 'tools/call' timed out" }],
    ['v2\'s timer on a listing', "MCPError: Request 'tools/list' timed out", { kind: 'timer-fired', phrase: 'python-sdk-v2/request-timed-out', method: 'tools/list' }],
    ['v2\'s timer on the handshake, which it never cancels', "mcp.shared.exceptions.MCPError: Request 'initialize' timed out",
      { kind: 'timer-fired', timer: 'sdk', phrase: 'python-sdk/v2-handshake-timed-out', method: 'initialize', scope: 'connection' }],
    ['prose about it is no timer', "the Request 'tools/call' timed out twice yesterday", null],
    // moellere/WireStudio#226: v2's Streamable HTTP client when a slow tool's POST stream was cut by httpx's read timeout
    ['v2\'s request whose stream ended unanswered', 'MCPError: SSE stream ended without a response',
      { kind: 'failed', phrase: 'python-sdk-v2/sse-ended-without-response', error: 'SSE stream ended without a response' }],
    ['… at a traceback\'s end', 'mcp.shared.exceptions.MCPError: SSE stream ended without a response', { kind: 'failed', error: 'SSE stream ended without a response' }],
    // modelcontextprotocol/python-sdk#1811: the same after its resume attempts ran out
    ['… and after resuming gave up', 'MCPError: SSE stream ended and reconnection attempts were exhausted',
      { kind: 'failed', error: 'SSE stream ended and reconnection attempts were exhausted' }],
    ['prose saying it is no failure', 'we think the SSE stream ended without a response because of the proxy', null],
  ])('%s', (_n, text, want) => {
    const got = readSaid(pythonSdkV2ClientPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });
});

describe('the C# SDK client\'s words, as apps print them (microsoft/semantic-kernel#11649)', () => {
  it.each([
    ['its transport gone', 'ModelContextProtocol.McpException: Transport is not connected', { kind: 'connection-closed', scope: 'connection', error: 'Transport is not connected' }],
    // modelcontextprotocol/csharp-sdk#36: the message printed alone by an app's catch
    ['its message after an app\'s "Error occurred: "', 'Error occurred: Transport is not connected', { kind: 'connection-closed', phrase: 'dotnet-sdk/client-transport-not-connected', error: 'Transport is not connected' }],
    ['… and bare', 'Transport is not connected', { kind: 'connection-closed', phrase: 'dotnet-sdk/client-transport-not-connected' }],
    ['the words inside a sentence are not it', 'we checked and the transport is not connected yet, so we waited', null],
    ['a tool\'s frame', 'at ModelContextProtocol.Client.McpClientTool.InvokeCoreAsync(AIFunctionArguments arguments, CancellationToken cancellationToken)', { kind: 'request-sent', method: 'tools/call' }],
    ['a listing\'s frame', 'at ModelContextProtocol.Client.McpClientExtensions.ListToolsAsync(IMcpClient client, CancellationToken cancellationToken)', { kind: 'request-sent', method: 'tools/list' }],
    // alphavantage/alpha_vantage_mcp#1: HttpClient's refusal, then the handshake's frames (indented as .NET prints them)
    ['HttpClient refused the status', 'System.Net.Http.HttpRequestException: Response status code does not indicate success: 400 (Bad Request).',
      { kind: 'http-status', phrase: 'dotnet-sdk/client-http-status', status: 400, sending: true, error: 'Response status code does not indicate success: 400 (Bad Request).' }],
    ['the SSE fallback for the first message', '   at ModelContextProtocol.Client.AutoDetectingClientSessionTransport.InitializeSseTransportAsync(JsonRpcMessage message, CancellationToken cancellationToken)',
      { kind: 'request-sent', method: 'initialize' }],
    ['the SSE transport connecting', '   at ModelContextProtocol.Client.SseClientSessionTransport.ConnectAsync(CancellationToken cancellationToken)', { kind: 'request-sent', method: 'initialize' }],
    ['creating the client', 'at ModelContextProtocol.Client.McpClient.CreateAsync(IClientTransport clientTransport, McpClientOptions clientOptions)', { kind: 'request-sent', method: 'initialize' }],
    ['the session\'s own frame names no request', 'at ModelContextProtocol.Shared.McpSession.SendRequestAsync(JsonRpcRequest request, CancellationToken cancellationToken)', null],
    // Semantic Kernel's LogFunctionError: the plugin's name before the first hyphen, the tool's after it.
    ['Semantic Kernel\'s failed function names the tool', 'Function Tools-GetSoilMoistureReadings failed. Error: Transport is not connected',
      { kind: 'request-sent', phrase: 'dotnet-sdk/semantic-kernel-function-failed', method: 'tools/call', target: 'GetSoilMoistureReadings' }],
    ['a tool name with a hyphen keeps it', 'Function Farm-read-soil failed. Error: boom', { kind: 'request-sent', target: 'read-soil' }],
    ['a function with no plugin', 'Function (null)-Lookup failed. Error: boom', { kind: 'request-sent', target: 'Lookup' }],
    ['another program\'s "Function x failed" is none', 'Function compile failed. Error: boom', null],
  ])('%s', (_n, text, want) => {
    const got = readSaid(dotnetSdkClientPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });

  it('has unique row ids', () => {
    expect(new Set(dotnetSdkClientPhrases.map((r) => r.id)).size).toBe(dotnetSdkClientPhrases.length);
  });

  it('reads Semantic Kernel\'s failure only with the client\'s frames beside it (a framed row)', () => {
    expect(DOTNET_FRAMED_ROWS.has('dotnet-sdk/semantic-kernel-function-failed')).toBe(true);
  });
});

describe('httpx\'s protocol errors under the Python SDK client', () => {
  it.each([
    // PrefectHQ/fastmcp#444, #236
    ['the cause, in an exception group', '    | httpcore.RemoteProtocolError: Server disconnected without sending a response.',
      { kind: 'failed', sending: true, error: 'Server disconnected without sending a response.' }],
    ['the final error says the same message', '    | httpx.RemoteProtocolError: Server disconnected without sending a response.',
      { kind: 'failed', sending: true, error: 'Server disconnected without sending a response.' }],
    // a2aproject/a2a-samples#144
    ['a streamed body cut', 'httpx.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)',
      { kind: 'failed', error: 'peer closed connection without sending complete message body (incomplete chunked read)' }],
    // MoonshotAI/kimi-cli#1296's error, as the traceback's last line under an exception group's box
    ['the server not reached', '    | httpx.ConnectError: All connection attempts failed',
      { kind: 'failed', phrase: 'python-sdk/httpx-connect-error', sending: true, error: 'All connection attempts failed' }],
    // the Python SDK 2.x runs on httpx2/httpcore2, whose classes print under those modules (a real mcp 2.3.0 run,
    // test/fixtures/ingest/python-sdk/2.3.0-modern-http-cut/)
    ['httpcore2\'s cause, in an exception group', '    | httpcore2.RemoteProtocolError: Server disconnected without sending a response.',
      { kind: 'failed', phrase: 'python-sdk/httpx-remote-protocol-error', sending: true, error: 'Server disconnected without sending a response.' }],
    ['httpx2\'s streamed body cut', 'httpx2.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)',
      { kind: 'failed', phrase: 'python-sdk/httpx-remote-protocol-error' }],
    ['httpx2\'s connect failure', '    | httpx2.ConnectError: All connection attempts failed',
      { kind: 'failed', phrase: 'python-sdk/httpx-connect-error', sending: true, error: 'All connection attempts failed' }],
    ['another package whose name starts so is not httpx\'s', 'myhttpx2.RemoteProtocolError: Server disconnected without sending a response.', null],
    ['the frame that raises it is not the end', '    raise RemoteProtocolError(msg)', null],
    // open-webui/mcpo#209: httpx's INFO line in an app's own format, the trailing slash its client added
    ['httpx\'s request line, refused', '2025-07-21 07:53:29,661 - INFO - HTTP Request: POST http://mcp.example.internal:8006/mcp/ "HTTP/1.1 404 Not Found"',
      { kind: 'http-status', phrase: 'python-sdk/httpx-request-refused', status: 404, error: 'Not Found' }],
    ['httpx\'s line in Python logging\'s default format, a gateway\'s 502', 'INFO:httpx:HTTP Request: POST https://tools.example.org/sse/messages/?session_id=ab12 "HTTP/1.1 502 Bad Gateway"',
      { kind: 'http-status', status: 502, error: 'Bad Gateway' }],
    ['an answered POST says nothing of an end', 'INFO:httpx:HTTP Request: POST http://localhost:9927/mcp/ "HTTP/1.1 200 OK"', null],
    ['a refused POST to an LLM API is not an MCP message', 'INFO:httpx:HTTP Request: POST https://api.example.com/v1/chat/completions "HTTP/1.1 429 Too Many Requests"', null],
    // langchain-ai/langchain-mcp-adapters#364: httpcore's DEBUG trace of the initialize POST's response
    ['httpcore\'s trace of a refused response', "DEBUG:httpcore.http11:receive_response_headers.complete return_value=(b'HTTP/1.1', 404, b'Not Found', [(b'server', b'uvicorn'), (b'content-length', b'22')])",
      { kind: 'http-status', phrase: 'python-sdk/httpcore-response-refused', status: 404, error: 'Not Found' }],
    ['httpcore\'s trace of an answered one', "DEBUG:httpcore.http11:receive_response_headers.complete return_value=(b'HTTP/1.1', 200, b'OK', [(b'content-type', b'text/event-stream')])", null],
  ])('%s', (_n, text, want) => {
    const got = readSaid(pythonHttpxExchangePhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });
});

describe('the SDK\'s error for an error answer, printed alone (sdkServerErrorLine)', () => {
  it.each([
    // boshyxd/robloxstudio-mcp#43
    ['Error: MCP error -32603: Tool execution failed: Editor bridge connection timeout.', 'MCP error -32603: Tool execution failed: Editor bridge connection timeout.'],
    // paralov/app-bloxbot-ai#4: the class, the code said twice (a relay's)
    ['McpError: MCP error -32603: MCP error -32603: Tool execution failed:', 'MCP error -32603: MCP error -32603: Tool execution failed:'],
    ['McpError: MCP error -32602: Invalid params', 'MCP error -32602: Invalid params'],
    ['Error: McpError: MCP error -32700: Parse error', 'MCP error -32700: Parse error'],
    // MemPalace/mempalace#929: -32000 with a server's words for its tool's failure, as a reporter's bold Result label shows it
    ['**Result:** `MCP error -32000: Internal tool error`', 'MCP error -32000: Internal tool error'],
    ['MCP error -32000: Internal tool error', 'MCP error -32000: Internal tool error'],
    ['Result: McpError: MCP error -32000: Tool execution error', 'MCP error -32000: Tool execution error'],
    ['`MCP error -32603: Internal error`', 'MCP error -32603: Internal error'],
    // the SDK's own errors are other rows' (a close, a timer), not an answer
    ['McpError: MCP error -32001: Request timed out', null],
    ['Error: MCP error -32000: Connection closed', null],
    ['**Result:** `MCP error -32000: Connection closed`', null],
    // a host's own transport failure wrapped in -32000 is not the server's answer
    ['MCP error -32000: Error POSTing to endpoint (HTTP 404): Not Found', null],
    ['MCP error -32000: Startup failed,Connection closed', null],
    // another label before it is a sentence's, not the result's
    ['Outcome: MCP error -32603: boom', null],
    // prose quoting the error, or the words inside another sentence, are not a printed error
    ['I keep getting MCP error -32603: Internal error when I call it', null],
    ['Error calling tool x: MCP error -32603: boom', null],
  ])('%s', (text, error) => {
    const got = readSaid([sdkServerErrorLine], text);
    if (error === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/sdk-error-answer-line', error });
  });
});

// An SDK's check of one tool call printed alone with no "MCP error <code>: ": the Python client's RuntimeError
// (anthropics/claude-code#14465), v2's ProtocolError, older 1.x servers' bare sentences (mobile-next/mobile-mcp#89).
describe('the SDK\'s check of a tool call printed alone, no code (sdkToolCheckLines)', () => {
  it.each([
    ['Tool Shell has an output schema but did not return structured content', 'generic/sdk-tool-check-line-output-schema', 'Tool Shell has an output schema but did not return structured content'],
    ['RuntimeError: Tool Shell has an output schema but did not return structured content', 'generic/sdk-tool-check-line-output-schema', 'Tool Shell has an output schema but did not return structured content'],
    ['Tool [name] has an output schema but did not return structured content.', 'generic/sdk-tool-check-line-output-schema', 'Tool [name] has an output schema but did not return structured content'],
    ['ProtocolError: Output validation error: Tool list_rooms has an output schema but no structured content was provided', 'generic/sdk-tool-check-line-output-schema', 'Output validation error: Tool list_rooms has an output schema but no structured content was provided'],
    // McpServer's argument and structured-content checks alone: no paste shows them without the SDK's code (5ire#232,
    // magic-mcp#22, mobile-mcp#89), so no row reads them bare
    ['Error: Invalid arguments for tool find_notes: query is required', null, null],
    ['`Invalid structured content for tool get_status: data/count must be number`', null, null],
    // with the code, sdkServerErrorLine's; prose quoting the sentence, or a cut one, is no printed error
    ['MCP error -32600: Tool Shell has an output schema but did not return structured content', null, null],
    ['I get Tool Shell has an output schema but did not return structured content every time', null, null],
    ['Tool Shell has an output schema but', null, null],
    ['Invalid arguments for tools, see below', null, null],
  ])('%s', (text, phrase, error) => {
    const got = readSaid(sdkToolCheckLines, text);
    if (phrase === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase, error });
  });
});

describe('the SDK\'s SSE client refused at its start, printed alone (sdkSseStartStatusLine)', () => {
  it.each([
    // tbxark/mcp-proxy#1: Cline's error, a reverse proxy's 502 to the stream's GET
    ['SSE error: Non-200 status code (502)', 502],
    // CherryHQ/cherry-studio#4265: the class before it, no space before the status
    ['Error: SSE error: Non-200 status code(502)', 502],
    ['McpError: SSE error: Non-200 status code (404).', 404],
    ["'SSE error: Non-200 status code (405)'", 405],
    // lmstudio-ai/lmstudio-bug-tracker#1453: LM Studio relaying its bridge plugin's stderr, the class minified by inspect
    ['[Plugin(mcp/notes)] stderr: _0x39e728 [Error]: SSE error: Non-200 status code (404)', 404],
    ['_0x1f2e [SseError]: SSE error: Non-200 status code (500)', 500],
    // another relay's words before it are not the line alone
    ['[Plugin(mcp/notes)] stderr: retrying after SSE error: Non-200 status code (404)', null],
    // prose quoting it, or the sentence after a client's own words, is not the line alone
    ['I get SSE error: Non-200 status code (502) every morning', null],
    ['Failed to connect to MCP server x: SSE error: Non-200 status code (502)', null],
    ['SSE error: Non-200 status code (502) after a while', null],
  ])('%s', (text, status) => {
    const got = readSaid([sdkSseStartStatusLine], text);
    if (status === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/sse-start-non-200-line', method: 'initialize', scope: 'connection', status });
  });
});

describe('the SDK server\'s unknown-tool refusal, printed alone (sdkToolNotFoundLine)', () => {
  it.each([
    // openclaw/mcporter#203: a CLI printing the error's message on stdout
    ['MCP error -32602: Tool no_such_tool not found', 'no_such_tool'],
    // the message doubled by a client's wrapper, a class in front
    ['Error: MCP error -32602: MCP error -32602: Tool report_build not found', 'report_build'],
    ['McpError: MCP error -32602: Tool report_build disabled', 'report_build'],
    // github/copilot-cli#878: a Go server's wording, the name in quotes
    ['MCP error -32602: unknown tool "fetch_run_output"', 'fetch_run_output'],
    ['Error: MCP error -32601: unknown tool "reindex"', 'reindex'],
    ['MCP error -32602: Unknown tool: lookup_order', 'lookup_order'],
    // prose quoting it, or another code, is not the refusal
    ['I get MCP error -32602: Tool x not found every time', null],
    ['MCP error -32603: Tool x not found', null],
    ['we saw MCP error -32602: unknown tool "x" yesterday', null],
    ['MCP error -32603: unknown tool "x"', null],
  ])('%s', (text, target) => {
    const got = readSaid([sdkToolNotFoundLine], text);
    if (target === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/sdk-tool-not-found-line', method: 'tools/call', target });
  });
});

describe('the unknown-tool refusal as an MCP error class prints it, no code (mcpErrorClassToolNotFoundLine)', () => {
  it.each([
    // metatool-ai/metamcp#318: an aggregating gateway answering for a tool it still lists, one line per call
    ['McpServerError: Unknown tool: relaybox__relay_send_and_wait', 'relaybox__relay_send_and_wait'],
    ['McpServerError: Unknown tool: hubadmin__call_admin_tool', 'hubadmin__call_admin_tool'],
    // a Python client's exception with its module path, and a list of the tools after the name
    ['mcp.shared.exceptions.McpError: Unknown tool: lookup_order', 'lookup_order'],
    ['McpError: Unknown tool: my_tool. Available: ask, review, analyze_file', 'my_tool'],
    // github/copilot-cli#878's Go wording, the name in quotes; the class written in capitals
    ['McpError: unknown tool "create_ticket"', 'create_ticket'],
    ["MCPError: Tool 'reindex' not found", 'reindex'],
    ['Error: McpError: Unknown tool: fetch_page', 'fetch_page'],
    // a class that does not say MCP, prose around it, or another error: not this row
    ['ToolError: Unknown tool: x', null],
    ['we got McpError: Unknown tool: x after the update', null],
    ['McpError: Connection closed', null],
    ['McpServerError: Unknown tool:', null],
  ])('%s', (text, target) => {
    const got = readSaid([mcpErrorClassToolNotFoundLine], text);
    if (target === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/mcp-error-class-tool-not-found-line', method: 'tools/call', target });
  });
});

describe('a refusal for the tool\'s tasks support, printed alone (sdkToolTaskRefusalLine)', () => {
  it.each([
    // agentic-os-org/ANOLISA#1999: the TypeScript SDK server refusing a plain call to a tool that requires a task
    ["MCP error -32601: Tool long-analysis-job requires task augmentation (taskSupport: 'required')", 'long-analysis-job'],
    // the same with a class in front; mcp-go's code for it
    ["McpError: MCP error -32602: Tool batch_export requires task augmentation (taskSupport: 'required')", 'batch_export'],
    // the reverse refusal: a task-augmented call to a tool that has no tasks support
    ['MCP error -32601: Tool quick_lookup does not support task augmentation (taskSupport: forbidden)', 'quick_lookup'],
    // github/copilot-cli#2538: the TypeScript SDK client's own guard, the tool name quoted
    ['McpError: MCP error -32600: Tool "deep_survey" requires task-based execution.', 'deep_survey'],
    // prose quoting it, or a server error that is not about tasks, is not this row's
    ["I get MCP error -32601: Tool x requires task augmentation (taskSupport: 'required') every time", null],
    ['MCP error -32603: Tool x requires a license', null],
  ])('%s', (text, target) => {
    const got = readSaid([sdkToolTaskRefusalLine], text);
    if (target === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/sdk-tool-task-refusal-line', method: 'tools/call', target });
  });
});

describe('a Python framework\'s note on the exception it let through', () => {
  it.each([
    // SREGym/SREGym#291: the graph node that ran the tool call, under the SDK's McpError
    ['a tool node named by the app', "During task with name 'process_tool_call' and id '6f1d2a4c-83be-4e07-9c55-1b7e0d9a42f3'",
      { kind: 'request-sent', phrase: 'langgraph/tool-task-note', method: 'tools/call' }],
    // the prebuilt ToolNode's own name, as LangGraph prints it under any tool's exception
    ['the prebuilt tool node', "During task with name 'tools' and id '074f463a-43aa-6fac-eae6-e0a2e8f19bb2'", { kind: 'request-sent', method: 'tools/call' }],
    ['the model node is no tool call', "During task with name 'model' and id 'a0d557dc-d87f-e47c-be54-edba02b27dfd'", null],
  ])('%s', (_n, text, want) => {
    const got = readSaid(pythonExceptionNotePhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });
});

describe('a host that could not start the server\'s process, or whose connect deadline fired, in its own words', () => {
  it.each([
    // mrkrsl/web-search-mcp#42: LM Studio 0.4's bridge, Node's errno after the host's own words
    ['a bridge process', '[Plugin(mcp/site-reader)] stderr: [MCPBridge/unexpected] Bridge process failed: spawn node ENOENT',
      { kind: 'failed', phrase: 'generic/process-spawn-failed', method: 'initialize', scope: 'connection', error: 'spawn node ENOENT' }],
    ['a server process, Windows', 'Server process error: Error: spawn npx.cmd EINVAL',
      { kind: 'failed', phrase: 'generic/process-spawn-failed', error: 'spawn npx.cmd EINVAL' }],
    // a tool's own failure to run a program is that call's, not the host's spawn
    ['a tool\'s spawn error', "Error calling tool 'git_status': spawn git ENOENT", null],
    // lobehub/lobehub#17529: LobeHub's PROCESS_SPAWN_ERROR under its listing's words
    ['LobeHub\'s spawn error', 'TRPCClientError: Failed to fetch tools from MCP server: Failed to start MCP service process',
      { kind: 'failed', phrase: 'generic/mcp-service-process-start-failed', method: 'initialize', scope: 'connection', error: 'Failed to start MCP service process' }],
    // Hmbown/Codewhale#1244: a terminal agent's MCP panel, no errno
    ['a TUI panel', '▏│ error: MCP stdio spawn failed (transport=stdio server=webpage cmd="npx" args=["-y",      │┘',
      { kind: 'failed', phrase: 'generic/mcp-stdio-spawn-failed', server: 'webpage', error: 'MCP stdio spawn failed' }],
    // RohanMuppa/brightspace-mcp-server#30: an agent harness's connect deadline, its code and quoted message
    ['a harness\'s CONNECT_TIMEOUT', 'campusdesk (CONNECT_TIMEOUT): "MCP server campusdesk connection timed out after 60000ms"',
      { kind: 'timer-fired', timer: 'host', phrase: 'generic/mcp-server-connection-timed-out-after', method: 'initialize', scope: 'connection', server: 'campusdesk', limitMs: 60000 }],
    // upstash/context7#552: Claude Code's wording, printed outside its own log
    ['the wording hosts borrow', 'Error: Connection to MCP server "docs-index" timed out after 30000ms',
      { kind: 'timer-fired', timer: 'host', server: 'docs-index', limitMs: 30000 }],
    // a tool call's deadline is not the connect's
    ['a call\'s deadline', 'MCP server campusdesk tool call timed out after 60000ms', null],
  ])('%s', (_n, text, want) => {
    const got = readSaid(genericClientPhrases, text);
    // not the connect's: the call's own rows read these
    if (want === null) expect(got?.method).toBe('tools/call');
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });
});

// paabloLC/mcp-hacker-news#4: Continue's panel kept only the error of its connect deadline
describe('a host\'s connect deadline as the whole line (bareConnectTimeoutLine)', () => {
  it.each([
    ['the line', 'Error: Connection timed out', true],
    ['quoted, with a period', '"Error: Connection timed out."', true],
    // the operating system's TCP timeout in each runtime's words is a network failure, not a host's deadline
    ['Python\'s errno', 'TimeoutError: [Errno 110] Connection timed out', false],
    ['Rust\'s io error', 'Error: Connection timed out (os error 110)', false],
    ['Node\'s errno', 'Error: connect ETIMEDOUT 10.0.0.5:443', false],
    ['words around it', 'Error: Connection timed out while fetching the page', false],
  ])('%s', (_n, text, hit) => {
    const got = readSaid([bareConnectTimeoutLine], text);
    if (!hit) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'timer-fired', timer: 'host', phrase: 'generic/bare-connection-timed-out', method: 'initialize', scope: 'connection' });
  });
});

describe('a connect that failed for a reason no row knows (connectFailedReasonLine)', () => {
  it.each([
    // tim-smart/effect-mcp#18 and warpdotdev/warp#7371: Warp's MCP log, behind its "| [error] " columns
    ['Warp, a refused handshake', '| [error] MCP: Failed to connect to server: Client initialization error: expect initialized response, but received: Some(Notification(JsonRpcNotification {',
      'Client initialization error: expect initialized response, but received: Some(Notification(JsonRpcNotification {'],
    ['Warp, a transport it cannot build', 'MCP: Failed to connect to server: Transport creation error: Server requires authentication, which is not yet supported',
      'Transport creation error: Server requires authentication, which is not yet supported'],
    ['a named server', 'Error connecting to MCP server notes: invalid protocol version "2099-01-01"', 'invalid protocol version "2099-01-01"'],
    // a re-raise or a structured record's field restates a failure another line said (crewAIInc/crewAI#3326)
    ['a re-raised exception', 'RuntimeError: Failed to initialize MCP Adapter: Couldn\'t connect to the MCP server after 30 seconds', null],
    ['a record\'s field', 'service=tui message=MCP server rider failed to connect: SSE error: The operation timed out.', null],
    // a task group's summary has no reason of its own
    ['a task group\'s summary', 'Failed to connect to MCP implementation via HTTP/SSE: unhandled errors in a TaskGroup (1 sub-exception)', null],
    // no MCP on the line: any program's connect
    ['not MCP', 'Failed to connect to database: connection refused', null],
    // ADK's session wrapper is left to the rows that read its reason's own words: a hard wrap may have cut the reason
    // (the refused connect's "[Errno 111]" over "Connection refused"), which taken whole here would stand as the failure
    ['ADK\'s session wrapper over a reason the rows read', 'Failed to create MCP session: Failed to connect to MCP server at http://localhost:9000/mcp: [Errno 111]', null],
    // a URL's scheme and port colons separate no reason: the reason is after the URL, or there is none
    ['a reason after the server\'s URL', 'Failed to connect to MCP server at http://localhost:9000/mcp: handshake refused by peer', 'handshake refused by peer'],
    ['the URL alone is no reason', 'Failed to connect to MCP server at http://localhost:9901/sse', null],
  ])('%s', (_n, text, error) => {
    const got = readSaid([connectFailedReasonLine], text);
    if (error === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/connect-failed-reason', method: 'initialize', scope: 'connection', error });
  });
});

describe('a connect that failed at the server\'s URL, no reason after it (generic/connect-failed-at-url)', () => {
  it.each([
    // NVIDIA/NeMo-Agent-Toolkit#470: an agent toolkit's words when nothing listened at the URL
    ['an agent toolkit\'s sentence', '2025-07-21 18:37:54,780 - aiq.cli.commands.info.list_mcp - ERROR - MCP operation failed: Unable to connect to MCP server at http://localhost:9901/sse',
      'Unable to connect to MCP server at http://localhost:9901/sse'],
    ['another client\'s words for the same', 'Could not connect to the remote MCP server at https://tools.example.net/mcp.', 'Could not connect to the remote MCP server at https://tools.example.net/mcp'],
    ['a reason after the URL is another row\'s', 'Failed to connect to MCP server at http://localhost:8084/mcp: [Errno 111] Connection refused', null],
    ['a database is no MCP server', 'Unable to connect to database server at http://db.internal:5432', null],
    // the words of any program that names no MCP server, a reporter's own account, a question
    ['a server not named an MCP server', 'Error: could not connect to server at http://localhost:11434', null],
    ['a reporter\'s account', 'I was unable to connect to the MCP server at http://localhost:8080/sse', null],
    ['a reporter\'s question', 'Why am I unable to connect to MCP server at http://localhost:9901/sse?', null],
  ])('%s', (_n, text, error) => {
    const got = readSaid(genericClientPhrases, text);
    if (error === null) expect(got?.phrase).not.toBe('generic/connect-failed-at-url');
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/connect-failed-at-url', method: 'initialize', scope: 'connection', error });
  });
});

describe('a tool call logged as a record of named fields names its tool (phrase.ts withToolField)', () => {
  const FIELD_CASES: Array<[string, string, string | undefined]> = [
    // Mai-with-u/MaiBot#1983: a chat bot's failure sentence with Python's repr of keyword values
    ['repr keyword values in a CJK sentence',
      "MCP 工具调用失败: server='report-runner', tool='build_report', transport='streamable_http', read_timeout_seconds=300, exception='McpError: Timed out while waiting for response to ClientRequest. Waited 300.0 seconds.'",
      'build_report'],
    ['a bare key=value pair after the SDK error', 'Error calling tool: MCP error -32001: Request timed out tool_name=lookup_forecast', 'lookup_forecast'],
    ['a double-quoted value', 'Error calling tool: MCP error -32001: Request timed out tool="search_notes"', 'search_notes'],
    // an agent's JSON record member, its key the record's own (hjlarry/dify-plugin-mcp_agent#1)
    ['a tool_call_name member', '"tool_call_name": "LEDGER_SEARCH", "tool_response": "An error occurred while executing the tool: boom"', 'LEDGER_SEARCH'],
    // util.inspect of an object whose member names the tool
    ["util.inspect's quoted member", "Unexpected error while running action: McpError: Timed out while waiting for response to ClientRequest. Waited 30.0 seconds. toolName: 'MAIL_LIST_UNREAD'", 'MAIL_LIST_UNREAD'],
    // prose, not a field: a colon with no quotes
    ['a colon in prose is no field', 'Failed to call tool: error tool: failed', undefined],
    // another key that ends in "tool" is not the tool's
    ['a longer key is not the field', 'Error calling tool: MCP error -32001: Request timed out (subtool=zzz)', undefined],
  ];
  it.each(FIELD_CASES)('%s', (_name, text, target) => {
    const got = readSaid(genericClientPhrases, text);
    expect(got?.method).toBe('tools/call');
    expect(got?.target).toBe(target);
  });
  it('a row that names the tool itself keeps its name', () => {
    expect(readSaid(genericClientPhrases, "MCP tool 'reminder_schedule' timed out tool=other")?.target).toBe('reminder_schedule');
  });
});

describe('toolInWords falls back to a named field', () => {
  it.each([
    ['the verb names the tool first', "Error calling tool zhi: tool='other'", 'zhi'],
    ['a field when no verb names one', "tool execution failed: server='docs', tool='search_notes', error='MCP error -32001: Request timed out'", 'search_notes'],
    ['prose after a colon names none', 'failed to run tool: error while waiting', null],
  ])('%s', async (_name, text, tool) => {
    const { toolInWords } = await import('../../../src/ingest/hosts/phrase.js');
    expect(toolInWords(text)).toBe(tool);
  });
});

// A reporter's lead-in over an SDK's timer error alone on its line names the call: the tool in code marks after a verb
// of calling, or a name before the word "tool" (taptap/instant-games-open-mcp#460 names its tool in code marks).
describe('methodInWords and toolInWords read a reporter\'s words naming the tool called', () => {
  it.each([
    ['the tool in code marks after the verb', 'Calling `search_feed` fails with:', 'tools/call', 'search_feed'],
    ['a call to the tool', 'Every call to `get_report` ends with:', 'tools/call', 'get_report'],
    ['invoking the tool, "tool" after it', 'invoking the `render` tool gives:', 'tools/call', 'render'],
    ['a snake_case name before "tool"', 'When I run the search_feed tool I get this error:', 'tools/call', 'search_feed'],
    ['a method in the marks names the method, no tool', 'Calling `initialize` fails with:', 'initialize', null],
    // MemPalace/mempalace#929's layout: the tool after "the tool" and a verb in any tense (ingest/call-sentence.ts)
    ['the tool in code marks after "ran the tool"', 'I ran the tool `search_notes` with these arguments', 'tools/call', 'search_notes'],
    ['a snake_case name after "called the MCP tool"', 'Then I called the MCP tool rebuild_index:', 'tools/call', 'rebuild_index'],
    ['a word after "the tool" names none', 'I ran the tool again with a shorter query', null, null],
    ['a command in the marks after no verb of calling names nothing', 'Running `npx -y notes-server` prints:', null, null],
    // zed-industries/zed#32668: the calls said to go to tools, the tool in parentheses (no verb before it: no name read)
    ['calls said to go to tools', 'From the agent, calls to tools (like `ask_reviewer`) give up after about 60 seconds', 'tools/call', null],
    ['a call to a tool', 'every call to a tool on the server ends the same way', 'tools/call', null],
    // markmhendrickson/neotoma#1472: the remedy a session refusal prescribes names no request
    ['the handshake a refusal asks to run again', 'Otherwise restart the MCP client so initialize runs again after a server restart.', null, null],
    ['a handshake said to fail is still the initialize', 'the MCP initialize fails again and again', 'initialize', null],
  ])('%s', async (_name, text, method, tool) => {
    const { methodInWords, toolInWords } = await import('../../../src/ingest/hosts/phrase.js');
    expect(methodInWords(text)).toBe(method);
    if (method === 'tools/call') expect(toolInWords(text)).toBe(tool);
  });
});

// The TypeScript SDK's own checks of one call name the tool they refused: McpServer's validateToolInput/validateToolOutput
// (remotion-dev/remotion#6275) and Client.callTool's refusal of a result without structuredContent (rekog-labs/MCP-Nest#79;
// its name a placeholder: oculairmedia/Letta-MCP-server#102).
describe('methodInWords and toolInWords read the SDK\'s checks of a tool call', () => {
  it.each([
    ['the server refusing its tool\'s result without structured content', 'MCP error -32602: Output validation error: Tool video-docs has an output schema but no structured content was provided', 'tools/call', 'video-docs'],
    ['the server refusing structured content that does not fit', 'Output validation error: Invalid structured content for tool get_status: data/count must be number', 'tools/call', 'get_status'],
    ['the server refusing the arguments', 'MCP error -32602: Input validation error: Invalid arguments for tool search.notes: query is required', 'tools/call', 'search.notes'],
    ['the client refusing the result', 'McpError: MCP error -32600: Tool fetchOrderSummary has an output schema but did not return structured content', 'tools/call', 'fetchOrderSummary'],
    ['the client\'s refusal with a placeholder for the name: a call, no tool', 'MCP error -32600: Tool [tool_name] has an output schema but did not return structured content', 'tools/call', null],
    ['a schema mentioned in other words names nothing', 'Tool list changed: the output schema of one tool was updated', null, null],
    // one group names the tool for both McpServer checks, another for both output-schema sentences: names with dots and
    // dashes (as tool names are often namespaced) are read whole in each
    ['the server refusing structured content, a dotted and dashed name', 'MCP error -32602: Output validation error: Invalid structured content for tool github.get-status: data/count must be number', 'tools/call', 'github.get-status'],
    ['the client refusing the result, a dotted and dashed name', 'McpError: MCP error -32600: Tool docs.search-pages has an output schema but did not return structured content', 'tools/call', 'docs.search-pages'],
    // older 1.x servers wrote the three checks without the "Input/Output validation error: " lead (nanbingxyz/5ire#232,
    // 21st-dev/magic-mcp#22, mobile-next/mobile-mcp#89 and #101); 1.32 still writes its arguments-size check so
    ['the arguments refused, no lead', 'Invalid arguments for tool mobile_click_on_screen_at_coordinates: [ { "code": "invalid_type", "path": [ "x" ] } ]', 'tools/call', 'mobile_click_on_screen_at_coordinates'],
    ['the arguments refused, no lead, after the code', 'McpError: MCP error -32602: Invalid arguments for tool 21st_magic_component_builder: [', 'tools/call', '21st_magic_component_builder'],
    ['the arguments refused, no lead, the code doubled', "Error: MCP error -32602: MCP error -32602: Invalid arguments for tool find-tickets: [", 'tools/call', 'find-tickets'],
    ['the arguments-size check 1.32 still writes bare', 'MCP error -32602: Invalid arguments for tool bulk_insert: arguments contain more than the maximum of 10000 elements', 'tools/call', 'bulk_insert'],
    ['the result without structured content, no lead', 'MCP error -32602: Tool render_chart has an output schema but no structured content was provided', 'tools/call', 'render_chart'],
    ['the structured content that does not fit, no lead', 'Invalid structured content for tool get_status: data/count must be number', 'tools/call', 'get_status'],
    ['the server\'s refusal with a placeholder for the name: a call, no tool', 'Tool <name> has an output schema but no structured content was provided', 'tools/call', null],
    ['a placeholder leaves the name to the words around it', 'Error calling tool query_events: MCP error -32600: Tool [tool_name] has an output schema but did not return structured content', 'tools/call', 'query_events'],
    // v2's ProtocolError carries the sentence with no "MCP error <code>: " before it; the Python SDK's client raises the
    // refusal as a RuntimeError
    ['v2\'s ProtocolError refusing the arguments', 'ProtocolError: Input validation error: Invalid arguments for tool create_event: start: Required', 'tools/call', 'create_event'],
    ['v2\'s ProtocolError refusing a result without structured content', 'ProtocolError: Output validation error: Tool list_rooms has an output schema but no structured content was provided', 'tools/call', 'list_rooms'],
    ['the Python client refusing the result', 'RuntimeError: Tool n8n_list_workflows has an output schema but did not return structured content', 'tools/call', 'n8n_list_workflows'],
    ['the words without the name and colon are no check', 'the model keeps sending invalid arguments for tools, see below', null, null],
    ['a schema sentence cut before its end is no check', 'Tool render_chart has an output schema but', null, null],
  ])('%s', async (_name, text, method, tool) => {
    const { methodInWords, toolInWords } = await import('../../../src/ingest/hosts/phrase.js');
    expect(methodInWords(text)).toBe(method);
    if (method === 'tools/call') expect(toolInWords(text)).toBe(tool);
  });
});

describe("the AI SDK's MCP client refusing to list tools the server did not declare (aiSdkCapabilityRefusalLine)", () => {
  it.each([
    // vercel/ai#5735: Next.js prints the class in brackets
    ['Error [MCPClientError]: Server does not support tools', true],
    // Node's printing of the same error
    ['MCPClientError: Server does not support tools', true],
    ['Error: MCPClientError: Server does not support tools.', true],
    // a TypeScript SDK server's own registration check names its method, and no MCPClientError: no request
    ['Error: Server does not support tools (required for tools/list)', false],
    // prose quoting it
    ['I keep getting MCPClientError: Server does not support tools when I deploy', false],
  ])('%s', (text, read) => {
    const got = readSaid([aiSdkCapabilityRefusalLine], text);
    if (!read) expect(got).toBeNull();
    else expect(got).toMatchObject({ kind: 'failed', phrase: 'generic/ai-sdk-capability-refusal-line', method: 'tools/list', error: 'Server does not support tools' });
  });
});

describe("MetaMCP's /mcp POST route refusing a downstream server it marked as failed (metatool-ai/metamcp#243)", () => {
  it('reads the route\'s error as a failed request whose method the line does not name', async () => {
    const { otherClientPhrases } = await import('../../../src/ingest/hosts/index.js');
    const got = readSaid(otherClientPhrases, 'Error in /mcp POST route: Error: Server is in error state and cannot be connected to. Please check the server configuration and try again later.');
    expect(got).toMatchObject({ kind: 'failed', phrase: 'metamcp/post-route-server-error-state', error: 'Error: Server is in error state and cannot be connected to. Please check the server configuration and try again later.' });
    expect(got?.method).toBeUndefined();
    // Prose that mentions the route is not the route's log line.
    expect(readSaid(otherClientPhrases, 'I keep seeing Error in /mcp POST route: Error: Server is in error state in the logs')).toBeNull();
  });

  it('under docker\'s stamps, with the route\'s stack: the gateway answered instead of the server', async () => {
    const { analyze } = await import('../../../src/analyze.js');
    const { tempFile } = await import('../helpers.js');
    const f = tempFile('docker-logs.txt', [
      '2026-01-07T09:12:48.204517330Z Server notes-mcp (7f3c2a91-5be4-4d0e-9a61-c2e8b4f05d17) is in ERROR state',
      '2026-01-07T09:12:48.204681902Z Error in /mcp POST route: Error: Server is in error state and cannot be connected to. Please check the server configuration and try again later.',
      '2026-01-07T09:12:48.204688417Z     at createTransport (file:///app/apps/backend/dist/index.js:6159:15)',
      '',
    ].join('\n'));
    const r = await analyze([f], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['unknown', 'failed', 'gateway-error', 'unknown']]);
  });
});

describe("a client's or a gateway's own deadline on listing a server's tools", () => {
  it.each([
    // BerriAI/litellm#38791: LiteLLM's listing deadline, as its REST preview answers the caller
    ['a gateway\'s error body', '{"status":"error","error":true,"message":"Timed out listing tools after 60.0 seconds. The MCP server may be responding slowly or paginating excessively."}',
      { kind: 'timer-fired', timer: 'host', phrase: 'generic/timed-out-listing-tools-after', method: 'tools/list', limitMs: 60000 }],
    // the same words from an agent skipping an extension, the limit in seconds
    ['an agent skipping an extension', 'WARN Timed out listing tools after 10s; extension will be skipped',
      { kind: 'timer-fired', method: 'tools/list', limitMs: 10000 }],
    // a Rust host naming the server before its tokio timeout's words, the limit in milliseconds
    ['a host naming the server', 'MCP server `notes` timed out listing tools after 5000ms',
      { kind: 'timer-fired', method: 'tools/list', server: 'notes', limitMs: 5000 }],
    // without a limit the words are any client's
    ['no limit', 'Timed out listing tools', null],
    // a server's failure to list is no timer of the client's
    ['a failed listing', 'failed to list tools: connection closed', null],
  ])('%s', (_n, text, want) => {
    const got = readSaid(genericClientPhrases, text);
    if (want === null) expect(got?.phrase).not.toBe('generic/timed-out-listing-tools-after');
    else expect(got).toMatchObject(want as Record<string, unknown>);
  });
});
