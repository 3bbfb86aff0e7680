/**
 * VS Code's "MCP: <server>" output channel at the default `info` level: no bodies, only these
 * sentences (microsoft/vscode `mcpServerConnection.ts` / `mcpServerRequestHandler.ts` wording as
 * users paste it). Cursor forks this channel; its own sentences are in `cursor.ts`.
 * `Connection state: Error <status> status sending message to <url>: {json}` and
 * `Connection state: Error Process exited with code N` are read by the reader itself (an
 * http-status and a transport-close event), not here; a status line whose body is not JSON-RPC
 * (a plain-text error page) is a row below.
 */
import { MCP_GO_ANSWER_REFUSED_BODY } from './go-sdk.js';
import type { HostPhrase } from './phrase.js';

/**
 * Copilot Chat's own words about a tool call, which only it writes: read in VS Code's channel and, quoted in a reporter's
 * text, as VS Code's account whatever surrounds the quote (formats/jsonrpc-in-text.ts).
 */
export const copilotChatQuotedPhrases: readonly HostPhrase[] = [
  {
    // Copilot Chat's result for a tool call that failed, the text the chat and the model get in place of the tool's
    // output: `ERROR while calling tool: <error>`. For a task-augmented call (2025-11-25 tasks) whose task VS Code polled
    // to the terminal status `failed`, the error is `Task <taskId> failed: <the task's statusMessage>` — the server's own
    // verdict, read by a poll (VS Code then never calls tasks/result: microsoft/vscode#335229). Reporters quote it in
    // backticks inside a sentence: the error ends at the closing backtick.
    id: 'vscode/copilot-tool-error',
    said: 'failed',
    hint: 'ERROR while calling tool: ',
    re: /(?:^|`)ERROR while calling tool: (?<error>[^`]*?[^`\s.])\.?\s*(?:`|$)/,
    method: 'tools/call',
    seen: ['microsoft/vscode#335229'],
  },
  {
    // Copilot Chat's log line when a tool's invocation threw (its tool-calling loop logs `Error from tool <name> with
    // args <the model's arguments>` and the error's text): for an MCP server's tool, named as Copilot names them
    // (`mcp_<server>_<tool>`), a tools/call that failed. The error may be VS Code's own before anything reached the
    // server (the first call of a remote tool after a window became active: `Cannot read properties of undefined
    // (reading 'invoke')`, fixed in VS Code: microsoft/vscode#323990), so the words say nothing of the server's state.
    // Built-in tools (no `mcp_` prefix) are not MCP requests.
    id: 'vscode/copilot-tool-invoke-error',
    said: 'failed',
    hint: 'Error from tool mcp_',
    re: /^Error from tool (?<target>mcp_[\w.-]+) with args (?:\{.*?\}|\S*): (?<error>\S.*)$/,
    method: 'tools/call',
    seen: ['microsoft/vscode#323990'],
  },
  {
    // The chat's expanded view of an MCP tool call, an "Input" block (the model's arguments) over an "Output" block
    // (what came back), copied by a reporter as labels over their texts; a call the server answered with a JSON-RPC
    // error shows VS Code's wrapper of that answer as the output, `Error: MPC <code>: <message>` ("Output:" over
    // "Error: MPC -32603: Unexpected non-whitespace character after JSON at position 127 …" for two calls to the
    // reference memory server: modelcontextprotocol/servers#3013). Under "Output:" the error is a tool call's, not
    // the connection's start (vscode/start-error-response reads the wrapper alone).
    id: 'vscode/chat-tool-output-error-response',
    said: 'failed',
    hint: 'MPC -',
    re: /^Output:\s*(?:Error: )?(?<error>MPC -\d+: \S.*?)\s*$/,
    method: 'tools/call',
    seen: ['modelcontextprotocol/servers#3013'],
  },
];

/**
 * Sentences of VS Code's MCP output channel that only VS Code's client writes (its own literals, not an SDK's error):
 * read in the channel and, quoted in a reporter's text where no channel reader claims it, as VS Code's account — the
 * line copied with its level and no stamp, between backquotes, amid a request for a fix (x51xxx/codex-mcp-tool#1:
 * "`[error] Failed to set MCP server log level: Error: MPC -32601: Method not found`").
 */
export const vscodeChannelQuotedPhrases: readonly HostPhrase[] = [
  {
    // VS Code's logging/setLevel after initialize failed or was cancelled.
    id: 'vscode/set-log-level-failed',
    said: 'failed',
    hint: 'Failed to set MCP server log level: ',
    re: /^Failed to set MCP server log level: (?<error>.+)$/,
    method: 'logging/setLevel',
    seen: ['obot-platform/obot#4150', 'Michael-Obele/shadcn-svelte-mcp#6', 'x51xxx/codex-mcp-tool#1'],
  },
];

export const vscodePhrases: readonly HostPhrase[] = [
  {
    // An IDE extension's MCP client writing into a VS Code output channel: the connect (initialize)
    // failed with the SDK's error text, e.g. its -32001 request timer (awslabs/mcp#1770), an SSE
    // status (kirodotdev/Kiro#6321), or nothing at all after the colon (kirodotdev/Kiro#6636).
    id: 'vscode/error-connecting',
    said: 'failed',
    hint: 'Error connecting to MCP server:',
    re: /(?:^|\] )Error connecting to MCP server:(?:\s+(?<error>.*))?$/,
    method: 'initialize',
    seen: ['awslabs/mcp#1770', 'kirodotdev/Kiro#6321', 'kirodotdev/Kiro#6636'],
  },
  {
    // VS Code's own wrapper of an error the server answered with (its MpcResponseError prints `MPC <code>: <message>`,
    // VS Code's spelling), logged alone at [error] with its workbench stack when the connection's start fails: the
    // initialize refused by a server that does not list the protocol version VS Code offers, -32602 'Unsupported
    // protocol version' (laravel/mcp before 0.4.1 against VS Code 1.107's 2025-11-25: laravel/boost#406, #399, #402,
    // #518) or -32600 'Invalid Request: Unsupported protocol version: 2025-03-26' (an outdated Swift SDK against VS
    // Code 1.100's: tuist/tuist#7675). A request's own error inside another sentence ("Failed to set MCP server log
    // level: Error: MPC -32601: …") is that sentence's row, not this one. The error alone, as VS Code shows it to the
    // chat or the server list and a reporter copies it without the channel's `Error: ` (`MPC -32602: Unsupported protocol
    // version` with VS Code 1.107 against an HTTP server: microsoft/vscode#282801), is the same answer.
    id: 'vscode/start-error-response',
    said: 'failed',
    hint: 'MPC -',
    re: /^(?:Error: )?(?<error>MPC -\d+: \S.*)$/,
    method: 'initialize',
    seen: ['laravel/boost#406', 'laravel/boost#399', 'laravel/boost#402', 'laravel/boost#518', 'tuist/tuist#7675', 'microsoft/vscode#282801'],
  },
  {
    // Every 5 s while the initialize is unanswered: the handshake is still open. The method's
    // backticks are often gone from a paste (copied from a rendered page, or retyped):
    // dynatrace-oss/dynatrace-mcp#38, gitroomhq/postiz-app#984. Or swapped for straight quotes by a reporter who
    // put the whole line in an inline code span, where VS Code's backticks would have closed it
    // (`[info] Waiting for server to respond to 'initialize' request...`: morinokami/astro-mcp#72).
    id: 'vscode/waiting-initialize',
    said: 'waiting',
    hint: 'Waiting for server to respond to',
    re: /^Waiting for server to respond to (?:`initialize`|'initialize'|"initialize"|initialize) request/,
    method: 'initialize',
    scope: 'connection',
    seen: ['microsoft/vscode#246753', 'modelcontextprotocol/python-sdk#530', 'sxhxliang/mcp-access-point#4', 'obot-platform/obot#3266', 'dynatrace-oss/dynatrace-mcp#38', 'gitroomhq/postiz-app#984', 'morinokami/astro-mcp#72'],
  },
  {
    // The server is up and VS Code sends its initialize at once. Only a process exit ends such a
    // connection in VS Code's words without naming a message ("Connection state: Error Process exited
    // with code 1"), so a close that comes before the connection carried anything is that handshake
    // lost (Vaiz/rust-mcp-server#83: rmcp 0.13 rejecting VS Code's initialize and exiting 13 ms after
    // Running, with no "Server exited before responding" line).
    id: 'vscode/running',
    said: 'connecting',
    hint: 'Connection state: Running',
    re: /^Connection state: Running\s*$/,
    method: 'initialize',
    scope: 'connection',
    spawned: true,
    seen: ['Vaiz/rust-mcp-server#83', 'finite-sample/rmcp#16', 'dynatrace-oss/dynatrace-mcp#38'],
  },
  {
    id: 'vscode/exited-before-initialize',
    said: 'connection-closed',
    hint: 'Server exited before responding to',
    re: /^Server exited before responding to (?:`initialize`|'initialize'|"initialize"|initialize) request/,
    method: 'initialize',
    scope: 'connection',
    seen: ['Automattic/mcp-wordpress-remote#17', 'microsoft/vscode#246685', 'microsoft/vscode-copilot-release#11137'],
  },
  {
    // The legacy-SSE response channel of every request broke.
    id: 'vscode/sse-stream-error',
    said: 'connection-closed',
    hint: 'Error reading SSE stream',
    re: /^Connection state: Error Error reading SSE stream: (?<error>.+)$/,
    scope: 'connection',
    seen: ['tidewave-ai/tidewave_phoenix#66'],
  },
  {
    // VS Code 1.99's legacy-SSE client words a broken event stream as a connect error, mid-session too:
    // "Connection state: Error Error connecting to <url>/sse: 0 TypeError: terminated: Body Timeout Error"
    // five minutes after 18 tools were discovered (biegehydra/BifrostMCP#5), "… 200 Invalid content type,
    // expected "text/event-stream"" at start (microsoft/vscode#244189). That stream carried every answer:
    // what was pending on it is lost; at start nothing was.
    id: 'vscode/error-connecting-state',
    said: 'connection-closed',
    hint: 'Connection state: Error Error connecting to ',
    re: /^Connection state: Error Error connecting to \S+?:? (?<error>.+)$/,
    scope: 'connection',
    seen: ['biegehydra/BifrostMCP#5', 'microsoft/vscode#244189'],
  },
  {
    // The POST carrying a message failed below HTTP (Node's fetch: refused, reset, its 10 s
    // connect timeout); VS Code puts the whole connection in Error and rejects what was pending
    // (microsoft/vscode#252388, MicrosoftDocs/mcp#118, upstash/context7#803).
    id: 'vscode/send-failed',
    said: 'connection-closed',
    hint: 'Connection state: Error Error sending message to ',
    re: /^Connection state: Error (?<error>Error sending message to \S+?:? .+)$/,
    scope: 'connection',
    sending: true,
    seen: ['microsoft/vscode#252388', 'MicrosoftDocs/mcp#118', 'upstash/context7#803', 'microsoft/vscode#319688'],
  },
  {
    // The server's process exited with a code other than 0 (`Connection state: Error Process exited with code N`). The
    // vscode reader turns it into a transport close itself; this row reads it where another writer uses VS Code's
    // words — GitHub Copilot's language server in JetBrains IDEs (`[…][error]   [<server>]Connection state: Error
    // Process exited with code 1`, the Copilot for JetBrains MCP log: microsoft/copilot-intellij-feedback#688).
    id: 'vscode/process-exited',
    said: 'connection-closed',
    hint: 'Process exited with code ',
    re: /^Connection state: Error:? Process exited with code (?<exit>-?\d+)$/,
    scope: 'connection',
    seen: ['microsoft/copilot-intellij-feedback#688'],
  },
  {
    // A stdio server that exited with code 0 goes to Stopped with no error (SShadowS/business-central-mcp#1); read as a
    // close where the reader of last resort meets VS Code's words. A stop the user asked for leaves no request open.
    id: 'vscode/stopped',
    said: 'connection-closed',
    hint: 'Connection state: Stopped',
    re: /^Connection state: Stopped$/,
    scope: 'connection',
    seen: ['SShadowS/business-central-mcp#1', 'laravel/boost#183'],
  },
  {
    // VS Code appends "; will retry with new session ID" to an Error state only when the message it was sending
    // on a session (it carried an Mcp-Session-Id) was answered 400 or 404: the server no longer knows the session,
    // and VS Code will re-initialize (mcp HTTP transport, `retryWithSessionId`). Builds of mid-2025 wrote the state
    // with its status text empty ("Connection state: Error ; will retry with new session ID", 1 s after "Discovered
    // 0 tools": microsoft/vscode#251978); later ones with the status, URL and body before the suffix. The refused
    // message is not named; it was not the initialize, which carries no session.
    id: 'vscode/error-retry-new-session',
    said: 'session-not-found',
    hint: 'will retry with new session ID',
    re: /^Connection state: Error (?:(?<status>4\d\d) status sending message to \S+?:? )?(?<error>.*?);? will retry with new session ID$/,
    sending: true,
    seen: ['microsoft/vscode#251978'],
  },
  {
    // A 5xx whose body is the server's refusal of a JSON-RPC *response* (hosts/go-sdk.ts MCP_GO_ANSWER_REFUSED_BODY): the
    // message VS Code was sending was its answer to a request of the server's (mcp-go's heartbeat ping, 30 s after connect:
    // VictoriaMetrics/mcp-victoriametrics#51), not a request of its own. VS Code puts the server in Error all the same:
    // the connection ends there, and only a request still open on it is lost with it.
    id: 'vscode/status-sending-answer-refused',
    said: 'connection-closed',
    hint: ' status sending message to ',
    re: new RegExp(String.raw`^(?:Connection state: Error )?(?<status>5\d\d) status sending message to \S+?:? (?<error>(?:${MCP_GO_ANSWER_REFUSED_BODY}).*)$`),
    scope: 'connection',
    seen: ['VictoriaMetrics/mcp-victoriametrics#51'],
  },
  {
    // An HTTP error status answered the message VS Code was sending, with a body that is not
    // JSON-RPC (the endpoint's own plain-text error: obot-platform/obot#3419; its own JSON error object with no
    // "jsonrpc" in it: delphi-blocks/MCPConnect#3). The words do not name the message: the request open on the
    // connection, or the initialize when none has been. The same error text without its "Connection state: Error"
    // prefix is the server's error as VS Code shows it outside the channel (the MCP server list's status), quoted alone
    // (localden/min-ts-mcp-auth#1: "500 status sending message to http://localhost:3000/: {\"error\":\"server_error\",…}");
    // the channel's own "<status> status sending message to <url>, will attempt to fall back to legacy SSE" is the
    // start of a fallback, not an error state.
    id: 'vscode/status-sending-message',
    said: 'http-status',
    hint: ' status sending message to ',
    re: /^(?:Connection state: Error )?(?<status>\d{3}) status sending message to (?!\S+ will attempt to fall back)\S+?:? (?<error>(?!\{[^\n]*"jsonrpc")\S.*)$/,
    sending: true,
    seen: ['obot-platform/obot#3419', 'delphi-blocks/MCPConnect#3', 'localden/min-ts-mcp-auth#1'],
  },
  {
    // VS Code ≥ 1.100 posts the initialize to the URL first; when that is refused it falls back to legacy
    // SSE with the same message, and when the fallback's GET is refused too the connection goes to Error
    // with that status and the page it got ("Connection state: Error 404 status connecting to <url>/sse as
    // SSE: <!DOCTYPE html>…", the endpoint gone: marianfoo/mcp-sap-docs#27). The initialize was the
    // message in hand; it got no answer but the refusal. Without "as SSE" (a server configured as legacy
    // SSE, VS Code 1.99: microsoft/vscode#244189) the GET came before any message: the row below.
    id: 'vscode/status-connecting-as-sse',
    said: 'http-status',
    hint: ' as SSE: ',
    re: /^Connection state: Error (?<status>\d{3}) status connecting to \S+ as SSE:\s*(?<error>.*)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['marianfoo/mcp-sap-docs#27'],
  },
  {
    // A server configured as legacy SSE (VS Code 1.99, before the Streamable HTTP attempt: no "as SSE") opens the
    // stream with a GET first, and the connection goes to Error with the status and body that refused it ("Connection
    // state: Error 405 status connecting to http://localhost:8081/mcp: Only POST method is supported", a POST-only
    // Streamable HTTP endpoint: metoro-io/mcp-golang#90). The connect failed before any message was written, as the AI
    // SDK's and mcp-go's refused stream tell it (reasons.ts VSCODE_SSE_STREAM_REFUSED_RE: connection-failure kind
    // `stream`, no request, as microsoft/vscode#244189 was read before this row).
    id: 'vscode/status-connecting-sse-stream-refused',
    said: 'failed',
    hint: ' status connecting to ',
    re: /^Connection state: Error (?<error>\d{3} status connecting to (?!\S+ as SSE:)\S+?: \S.*)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['metoro-io/mcp-golang#90'],
  },
  ...vscodeChannelQuotedPhrases,
  {
    // The listing after the handshake answered: the connection has carried requests
    // (MicrosoftDocs/mcp#118). A later failed send is then not the initialize.
    id: 'vscode/discovered-tools',
    said: 'completed',
    hint: 'Discovered ',
    re: /^Discovered \d+ tools?$/,
    method: 'tools/list',
    seen: ['MicrosoftDocs/mcp#118'],
  },
  ...copilotChatQuotedPhrases,
];
