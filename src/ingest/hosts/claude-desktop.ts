/**
 * Claude Desktop's own sentences about a request or a connection, beyond the lifecycle lines the
 * reader already reads (`Server transport closed…`, `Message from client: …`). The 2026 builds
 * start a second copy of a local server for Cowork/Code sessions (the "shared pool") and probe
 * its protocol era with `server/discover` first; their failures are logged as
 * `Couldn't start (this server) for Cowork and Code sessions… <error>`.
 * Claude Desktop's client is the TypeScript SDK's: its error texts follow (`typescript-sdk.ts`).
 */
import { DESKTOP_SPAWN_HELPER_FAILED, EXEC_FAILED_LINE_RE } from '../../protocol/reasons.js';
import type { HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

/**
 * Node's spawn error as its message reads, `spawn <command> <errno code>` (the command may hold spaces: a Windows path),
 * or libuv's `spawn Unknown system error -8`: one pattern for the app's two lines that carry it (the 2025 per-server
 * log's bare line and the late-2024 mcp.log's `Could not start MCP server <name>: Error: …`).
 */
const NODE_SPAWN_ERROR = String.raw`spawn \S+(?: \S+){0,20}? (?:E[A-Z0-9]+|Unknown system error -?\d+)`;

/**
 * Sentences only Claude Desktop's application log (main.log / window.log, `YYYY-MM-DD HH:MM:SS [level] <words>`, no
 * server tag) writes about its MCP servers: its remote connector's failed connect ("Failed to connect to remote MCP
 * server <name>: McpError: …": modelcontextprotocol/python-sdk#1210) and its launcher's lines for a local one ("MCP
 * Server connection requested for: <name>", "Launching MCP Server: <name>", "UtilityProcess Check: Extension <name> not
 * found in installed extensions", the "desktop_mcp_unexpected_close" event: quoted in aliasunder/vault-cortex#579).
 * A paste of that log alone is Claude Desktop's even when no reader of its grammar claims it.
 */
// … and its remote connector's tool calls ("Making remote MCP tool call: <tool>" / "Remote tool call succeeded: <tool>":
// plastic-labs/honcho#976; claudeDesktopRemoteCallPhrases), and its launcher's own spawn timer for an extension's
// UtilityProcess ("Failed to start UtilityProcess: UtilityProcess spawn timeout": anthropics/claude-code#35399;
// claudeDesktopLauncherPhrases).
export const CLAUDE_DESKTOP_APP_LOG_RE =
  /\bFailed to connect to remote MCP server \S|\bMCP Server connection requested for: |\bLaunching MCP Server: |\bUtilityProcess Check: Extension |\bdesktop_mcp_unexpected_close\b|\bMaking remote MCP tool call: |\bRemote tool call succeeded: |\bUsing UtilityProcess for extension |\bFailed to start UtilityProcess: /;

/**
 * The launcher's own deadline for an extension server run in Electron's UtilityProcess (the app's built-in Node): it
 * waits 5 s for the process's `spawn` event, a literal in the app's bundle that no MCP_TIMEOUT setting reaches, then
 * gives up on the connect ("Failed to start UtilityProcess: UtilityProcess spawn timeout" in main.log, while the server
 * printed its ready line 3 s later: anthropics/claude-code#35399; the window's "MCP <name>: UtilityProcess spawn timeout"
 * beside "Could not connect to MCP server <name>", with several servers spawned at once on Windows:
 * anthropics/claude-code#61524, #64671). Nothing reached the server, nothing was cancelled: the connect's initialize is
 * abandoned on the host's own timer.
 */
/** The 2026 Windows builds' notice for a server that never connected, naming it (anthropics/claude-code#61524, #64671). */
export const COULD_NOT_CONNECT_RE = /^Could not connect to MCP server (?<server>\S(?:.*\S)?)\s*$/;

export const claudeDesktopLauncherPhrases: readonly HostPhrase[] = [
  {
    id: 'claude-desktop/utility-process-spawn-timeout',
    said: 'timer-fired',
    hint: 'UtilityProcess spawn timeout',
    re: /(?:^|: )(?<error>UtilityProcess spawn timeout)\b/,
    method: 'initialize',
    scope: 'connection',
    timer: 'host',
    seen: ['anthropics/claude-code#35399', 'anthropics/claude-code#61524', 'anthropics/claude-code#64671'],
  },
];

/**
 * Claude Desktop's application log about a call through a remote (hosted) connector, which the app makes itself rather
 * than through a local server's process: "Making remote MCP tool call: <tool>" when it sends the call, "Remote tool call
 * succeeded: <tool>" when the answer came back, about a second later in plastic-labs/honcho#976 — where the answer's
 * content was the server's own error string (its backend's 520): the MCP exchange completed, whatever the tool said.
 * Read by the application log's reader and, pasted alone without the log's columns, by the reader of last resort.
 */
export const claudeDesktopRemoteCallPhrases: readonly HostPhrase[] = [
  {
    id: 'claude-desktop/remote-tool-call-sent',
    said: 'request-sent',
    hint: 'Making remote MCP tool call: ',
    re: /\bMaking remote MCP tool call: (?<target>[A-Za-z_][\w.-]*)\s*$/,
    method: 'tools/call',
    seen: ['plastic-labs/honcho#976'],
  },
  {
    id: 'claude-desktop/remote-tool-call-succeeded',
    said: 'completed',
    hint: 'Remote tool call succeeded: ',
    re: /\bRemote tool call succeeded: (?<target>[A-Za-z_][\w.-]*)\s*$/,
    method: 'tools/call',
    seen: ['plastic-labs/honcho#976'],
  },
];

/**
 * Claude Desktop's per-server lifecycle sentences (mcp-server-<name>.log), which no other program writes, on a line of
 * their own once a reporter has cut the stamp, level and server columns ("Client transport closed" / "Server transport
 * closed unexpectedly" / "Server disconnected": the n8n-through-supergateway write-up on blog.youkuaiyun.com,
 * NetGoldenSpider/article/148211323). Whatever reader claims such a paste (a gateway's stderr copied into the same
 * file), the file is Claude Desktop's.
 */
export const CLAUDE_DESKTOP_SERVER_LOG_RE =
  /^(?:Server transport closed unexpectedly\b|(?:Client|Server) transport closed$|Server disconnected\. For troubleshooting guidance|Server started and connected successfully$)/;

/**
 * How the app's notice that its Cowork/Code copy of a local server could not be started opens (the shared-pool rows, in
 * its log and quoted): what follows it says why (anthropics/claude-code#62072, #89447).
 */
const SHARED_POOL_OPENING = String.raw`Couldn't start (?:this server )?for Cowork and Code sessions`;
/** The opening as the quoted rows read it, in a reporter's own text: a whole phrase there, the server's aside after it. */
const SHARED_POOL_QUOTED = String.raw`${SHARED_POOL_OPENING}\b.*`;
/** A quoted error's end: the line's, or a closing quote or parenthesis. */
const QUOTED_END = String.raw`(?=\s*(?:$|["'\x60)]))`;

const own: readonly HostPhrase[] = [
  {
    // The probe request lost its connection (the second copy of the server went away).
    id: 'claude-desktop/probe-connection-closed',
    said: 'connection-closed',
    hint: 'Version negotiation failed: the connection closed during the',
    re: /Version negotiation failed: the connection closed during the (?<method>[\w/]+) probe/,
    scope: 'connection',
    seen: ['oscardvs/zoteus#18', 'anthropics/claude-ai-mcp#898', 'macuse-app/macuse-mcp#3'],
  },
  {
    id: 'claude-desktop/shared-pool-not-ready',
    said: 'timer-fired',
    hint: 'Not ready after',
    re: new RegExp(String.raw`${SHARED_POOL_OPENING}.*Not ready after (?<limit>\d+ seconds)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#62072'],
  },
  {
    // The bare "Request timed out" is the TypeScript SDK v2's request timer (Protocol.request's timeout handler rejects
    // with SdkError(RequestTimeout, 'Request timed out') and cancels the request with it; v1 said "MCP error -32001:
    // Request timed out"): the copy's initialize ran out its SDK timer, which sends notifications/cancelled as it fires,
    // unlike the pool's own "Not ready after N seconds" deadline above (anthropics/claude-code#62072).
    id: 'claude-desktop/shared-pool-timed-out',
    said: 'timer-fired',
    hint: 'Request timed out',
    re: new RegExp(String.raw`${SHARED_POOL_OPENING}.*(?:: |Error: )Request timed out\s*$`),
    method: 'initialize',
    scope: 'connection',
    timer: 'sdk',
    seen: ['anthropics/claude-code#62072'],
  },
  {
    id: 'claude-desktop/shared-pool-connection-closed',
    said: 'connection-closed',
    hint: 'Connection closed',
    re: new RegExp(String.raw`${SHARED_POOL_OPENING}.*(?:: |Error: )Connection closed\s*$`),
    scope: 'connection',
    seen: ['anthropics/claude-code#89447'],
  },
  {
    // The child process is up and its stdio transport started: the client's initialize follows at
    // once. A close before any message then took that handshake with it (a server launched through
    // npx that exited 2.9 s later: coddingtonbear/obsidian-local-rest-api#258).
    id: 'claude-desktop/server-started',
    said: 'connecting',
    hint: 'Server started and connected successfully',
    re: /^Server started and connected successfully/,
    scope: 'connection',
    spawned: true,
    seen: ['coddingtonbear/obsidian-local-rest-api#258', 'ahujasid/blender-mcp#155'],
  },
  {
    // Node's spawn error for the server's command, logged at [error] on the server's own log: the process never
    // started (no such program on the PATH the app sees, a WSL path given to Windows, a .cmd shim spawned without a
    // shell). The app may log it after it wrote its initialize ("spawn <wsl path>/python ENOENT { metadata: { context:
    // 'connection' … } }" 83 ms after the initialize: BeehiveInnovations/pal-mcp-server#149), or before anything
    // ("spawn npx ENOENT": juehang/vscode-mcp-server#6). The metadata block's opening brace is not part of the error.
    id: 'claude-desktop/spawn-failed',
    said: 'connection-closed',
    hint: 'spawn ',
    re: new RegExp(String.raw`^(?<error>${NODE_SPAWN_ERROR})(?: \{.*)?$`),
    scope: 'connection',
    seen: ['BeehiveInnovations/pal-mcp-server#149', 'juehang/vscode-mcp-server#6'],
  },
  {
    // The same spawn error as the late-2024 mcp.log wrote it, in one line naming the server ("[error] Could not start MCP
    // server <name>: Error: spawn uvx ENOENT", Node's frames and util.inspect's error object under it: MarkusPfundstein/
    // mcp-obsidian#7, allenporter/mcp-server-home-assistant#14 with Windows' errno -4058, sirmews/apple-notes-mcp#2): the
    // process never started, so nothing was written to it. The app writes the configured name bare, never quoted: a
    // quoted or backticked name (`Could not start MCP server "fs": spawn npx ENOENT`) is another program's sentence.
    id: 'claude-desktop/could-not-start-spawn-failed',
    said: 'connection-closed',
    hint: 'Could not start MCP server ',
    re: new RegExp(String.raw`^Could not start MCP server [^:\n"'\x60]+: (?:Error: )?(?<error>${NODE_SPAWN_ERROR})\b`),
    scope: 'connection',
    seen: ['MarkusPfundstein/mcp-obsidian#7', 'allenporter/mcp-server-home-assistant#14', 'sirmews/apple-notes-mcp#2'],
  },
  {
    // The app's tool-result timer (4 minutes) — the words a user sees, also pasted into reports. It is the app's request
    // timer: the mcp.log of anthropics/claude-code#44032 shows notifications/cancelled ("MCP error -32001: Request timed
    // out") sent at exactly 4 minutes, so the host's client row (cancels on its timer) reads it as a cancel.
    id: 'claude-desktop/no-result-after-waiting',
    said: 'timer-fired',
    hint: 'No result received from the Claude Desktop app after waiting',
    re: /No result received from the Claude Desktop app after waiting (?<limit>\d+ minutes?)/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#91898', 'anthropics/claude-code#65643', 'anthropics/claude-code#66726', 'anthropics/claude-code#44032'],
  },
  {
    // The app's shorter form of the same end of a tool call: no result came back in time (the SDK's
    // 60 s default request timeout: anthropics/claude-code#22542; also quoted in #5221).
    id: 'claude-desktop/no-result-client-side',
    said: 'timer-fired',
    hint: 'No result received from client-side tool execution',
    re: /No result received from client-side tool execution/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#22542', 'anthropics/claude-code#5221'],
  },
  {
    // The app's notice that a configured local server never became usable: "Could not attach to MCP server <name>",
    // shown once its initialize went unanswered for the app's 60 s (modelcontextprotocol/servers#4153) or after the
    // process exited at once (datagouv/datagouv-mcp#77); users quote it alone. The connect failed; the notice does
    // not say why.
    id: 'claude-desktop/could-not-attach',
    said: 'failed',
    hint: 'Could not attach to MCP server ',
    re: /^(?<error>Could not attach to MCP server (?<server>\S(?:.*\S)?))\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['modelcontextprotocol/servers#4153', 'datagouv/datagouv-mcp#77', 'modelcontextprotocol/servers#2729'],
  },
  {
    // The 2026 Windows builds' notice for the same, "Could not connect to MCP server <name>", shown beside the notice that
    // says why ("MCP <name>: UtilityProcess spawn timeout": anthropics/claude-code#61524, #64671). It states no reason, so
    // it is read without one: the reason's words next to it end the same connect (timeline/host-requests.ts explained);
    // alone it is a failed connect whose cause the words do not give.
    id: 'claude-desktop/could-not-connect',
    said: 'failed',
    hint: 'Could not connect to MCP server ',
    re: COULD_NOT_CONNECT_RE,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#61524', 'anthropics/claude-code#64671'],
  },
  {
    // What the app shows for a tool call that failed, the SDK's error after it ("Error executing code:
    // MCP error -32000: Connection closed": anthropics/claude-code#5221, locomotive-agency/mcp-anywhere#10).
    id: 'claude-desktop/error-executing-code',
    said: 'failed',
    hint: 'Error executing code: ',
    re: /^Error executing code: (?<error>MCP error -?\d+: .+)$/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#5221', 'locomotive-agency/mcp-anywhere#10'],
  },
];

export const claudeDesktopPhrases: readonly HostPhrase[] = [...own, ...claudeDesktopRemoteCallPhrases, ...claudeDesktopLauncherPhrases, ...typescriptSdkPhrases];

/**
 * The app's words to the user about a tool call as people quote them inside their own text: in a sentence, in quotes,
 * or as the content block the app stored for the call's result (`i get: [{"type": "text", "text": "No result received
 * from client-side tool execution.", "uuid": "…"}]`: 0x4m4/hexstrike-ai#33; `I keep getting this error: "Error executing
 * code: MCP error -32000: Connection closed" on the Notion connector`: anthropics/claude-code#5221). Only Claude's apps
 * write these sentences, so they name the writer wherever they stand; the reader of last resort reads them.
 */
export const claudeAppQuotedPhrases: readonly HostPhrase[] = [
  ...own.filter((r) => r.id === 'claude-desktop/no-result-after-waiting' || r.id === 'claude-desktop/no-result-client-side'),
  {
    // The failed call's sentence (claude-desktop/error-executing-code) inside a quote or a sentence: the SDK's error up
    // to the closing quote or the end of the line.
    id: 'claude-desktop/error-executing-code-quoted',
    said: 'failed',
    hint: 'Error executing code: ',
    re: /(?:^|[\s"'\x60(:])Error executing code: (?<error>MCP error -?\d+: [^"'\x60\n]*[^\s"'\x60.,;:)])/,
    method: 'tools/call',
    seen: ['anthropics/claude-code#5221'],
  },
  // The app's notice that its Cowork/Code copy of a local server could not be started (the shared-pool rows above), as
  // people quote it from the modal in their own text: the server's name before it, the app's aside "(they run their own
  // copy of it), so they can't use its tools:" and the error after, up to a closing quote or the line's end
  // (anthropics/claude-code#89447, #62072). Only Claude Desktop words it so. The copy's start is its initialize.
  {
    id: 'claude-desktop/shared-pool-not-ready-quoted',
    said: 'timer-fired',
    hint: 'Not ready after',
    re: new RegExp(String.raw`${SHARED_POOL_QUOTED}Not ready after (?<limit>\d+ seconds)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#62072'],
  },
  {
    id: 'claude-desktop/shared-pool-timed-out-quoted',
    said: 'timer-fired',
    hint: 'Request timed out',
    re: new RegExp(String.raw`${SHARED_POOL_QUOTED}(?:: |Error: )Request timed out${QUOTED_END}`),
    method: 'initialize',
    scope: 'connection',
    timer: 'sdk',
    seen: ['anthropics/claude-code#62072'],
  },
  {
    // Its per-server log's sentence for a server process that went away on its own ("Server transport closed
    // unexpectedly, this is likely due to the process exiting early. If you are developing this MCP server …"), quoted
    // in a reporter's own write-up without the log's stamp, level and server columns, under the initialize the app had
    // sent (anthropics/claude-code#4097: a summary whose code blocks kept a chat window's `json` / `Copy` / `Edit`
    // chrome). Only Claude Desktop writes the sentence: the transport closed, taking what was in flight with it.
    id: 'claude-desktop/server-transport-closed-unexpectedly-quoted',
    said: 'connection-closed',
    hint: 'Server transport closed unexpectedly',
    re: /(?:^|[\s"'\x60(:])Server transport closed unexpectedly, this is likely due to the process exiting early\b/,
    scope: 'connection',
    seen: ['anthropics/claude-code#4097'],
  },
  {
    // The late-2024 app's connection error for a server whose command could not be spawned, as a reporter quotes it
    // from the window in a sentence ("Failed to start MCP server: Error in MCP connection to server shell: Error: spawn
    // uvx ENOENT": tumf/mcp-shell-server#1). "Error in MCP connection to server <name>:" is that log's own line
    // (formats/claude-desktop.ts CONNECTION_ERROR_2024: Laksh-star/mcp-server-tmdb#2, GongRzhe/Gmail-MCP-Server#18);
    // only the spawn failure is read here: the process never ran. The name the app wrote is the server's (never quoted:
    // a name in quotes is not this sentence).
    id: 'claude-desktop/connection-error-spawn-failed-quoted',
    said: 'connection-closed',
    hint: 'Error in MCP connection to server ',
    re: new RegExp(String.raw`(?:^|[\s"'\x60(:])Error in MCP connection to server (?<server>[^:\n"'\x60]+): (?:Error: )?(?<error>${NODE_SPAWN_ERROR})(?=$|[\s"'\x60.,;)])`),
    scope: 'connection',
    seen: ['tumf/mcp-shell-server#1'],
  },
  {
    id: 'claude-desktop/shared-pool-connection-closed-quoted',
    said: 'connection-closed',
    hint: 'Connection closed',
    re: new RegExp(String.raw`${SHARED_POOL_QUOTED}(?:: |Error: )Connection closed${QUOTED_END}`),
    method: 'initialize',
    scope: 'connection',
    seen: ['anthropics/claude-code#89447'],
  },
];

/**
 * Rows for the lines of the server's own stderr that Claude Desktop copies into its log unstamped (the reader tries them
 * only there, and only on a line the launcher's pattern already matched).
 */
export const claudeDesktopStderrPhrases: readonly HostPhrase[] = [
  {
    // The launcher's line on the server's stderr that it could not run the program (reasons.ts EXEC_FAILED_LINE_RE):
    // npx started, its `#!/usr/bin/env node` found no node on the PATH the app passes, and it exited 5 ms after
    // "Server started and connected successfully" with no message logged (anyproto/anytype-mcp#34). The server never
    // ran: the close that follows took no handshake with it (a message the app had already logged goes with it).
    id: 'claude-desktop/launcher-exec-failed',
    said: 'connection-closed',
    hint: '',
    re: new RegExp(String.raw`^(?<error>${EXEC_FAILED_LINE_RE.source})$`),
    scope: 'connection',
    seen: ['anyproto/anytype-mcp#34'],
  },
  {
    // The app's own spawn helper (macOS, 2026) saying the same for a command not on that PATH (reasons.ts
    // DESKTOP_SPAWN_HELPER_FAILED_RE: imdinu/apple-mail-mcp#70): Desktop's words alone, so read only here.
    id: 'claude-desktop/spawn-helper-failed',
    said: 'connection-closed',
    hint: 'Failed to spawn process: ',
    re: new RegExp(String.raw`^(?<error>${DESKTOP_SPAWN_HELPER_FAILED})$`),
    scope: 'connection',
    seen: ['imdinu/apple-mail-mcp#70'],
  },
];
