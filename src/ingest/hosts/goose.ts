/**
 * Goose: the CLI's rendering of a tool call (`─── <tool> | <extension> ───` and its arguments),
 * the `Execution failed: Call to '<server>' failed for '<method>'. <source>` line, and the
 * extension start-up failures its log writes. "Error from mcp-server: request timed out" is
 * Goose's own client timer despite the wording: the old mcp-client boxed tower's `Elapsed`
 * ("request timed out") into `Error from mcp-server: {0}` (crates/mcp-client, error enum).
 */
import { GOOSE_STDIO_SPAWN_FAILED } from '../../protocol/reasons.js';
import type { HostPhrase } from './phrase.js';

export const goosePhrases: readonly HostPhrase[] = [
  {
    id: 'goose/tool-header',
    said: 'request-sent',
    hint: '─── ',
    re: /^─── (?<target>\S.*?) \| (?<server>\S.*?) ─/,
    method: 'tools/call',
    seen: ['aaif-goose/goose#1164', 'aaif-goose/goose#1224', 'aaif-goose/goose#2884'],
  },
  {
    // The 2026 CLI's rendering of a call: `▸ <tool>` alone on its line, the arguments below it indented
    // by four spaces (goose 1.44: aaif-goose/goose#10702). No extension is named.
    id: 'goose/tool-header-arrow',
    said: 'request-sent',
    hint: '▸ ',
    re: /^▸ (?<target>[^\s|]+)[ \t]*(?:\n|$)/,
    method: 'tools/call',
    seen: ['aaif-goose/goose#10702'],
  },
  {
    // Under such a call, the client's refusal to send it: rmcp's peer had no running transport yet (the
    // call raced the extension's connect, aaif-goose/goose#10702, after #8578). Nothing carried the call.
    id: 'goose/call-not-connected',
    said: 'connection-closed',
    hint: 'Error: not connected',
    re: /^Error: (?<error>not connected)\s*$/,
    method: 'tools/call',
    seen: ['aaif-goose/goose#10702'],
  },
  {
    id: 'goose/call-timed-out',
    said: 'timer-fired',
    hint: 'Error from mcp-server: request timed out',
    re: /Call to '(?<server>[^']*)' failed for '(?<method>[^']+)'\. (?<error>Error from mcp-server: request timed out)/,
    seen: ['aaif-goose/goose#1164', 'aaif-goose/goose#1224'],
  },
  {
    // Goose 1.0's stdio transport reports a child process that exited as "Stdio process error: <its
    // stderr>" (the CLI's builtin server panicked on an unknown name: aaif-goose/goose#1763): the call
    // went with the process. The stderr may follow on the next line, with the space before it trimmed
    // (aaif-goose/goose#1868).
    id: 'goose/start-extension-process-exited',
    said: 'connection-closed',
    hint: 'Stdio process error:',
    re: /Failed to start extension: (?<server>[^,]{1,200}), "Failed to start the MCP server from configuration[\s\S]*?Call to '[^']*' failed for '(?<method>[^']+)'\. (?<error>Error from mcp-server: Stdio process error:[\s\S]+?)"?\s*$/,
    scope: 'connection',
    seen: ['aaif-goose/goose#1763', 'aaif-goose/goose#1868'],
  },
  {
    id: 'goose/start-extension-failed',
    said: 'failed',
    hint: 'Failed to start extension: ',
    re: /Failed to start extension: (?<server>[^,]{1,200}), "Failed to start the MCP server from configuration[\s\S]*?Call to '[^']*' failed for '(?<method>[^']+)'\. (?<error>[\s\S]+?)"?\s*$/,
    scope: 'connection',
    seen: ['aaif-goose/goose#1301', 'aaif-goose/goose#1389'],
  },
  {
    // Since 1.50 goose's client leads with the 2026-07-28 version probe, `server/discover` (id 0), before any initialize.
    // A server on the Python SDK refuses that session-less, non-initialize POST at its transport (HTTP 400 'Missing
    // session ID', or 'Unsupported protocol version' once a session exists) with a JSON-RPC error whose id is the fixed
    // string "server-error"; rmcp cannot match it to id 0 and fails the start instead of falling back to initialize
    // ('failed to initialize MCP client: uncorrelated error response: expected id 0, error response carried
    // server-error': aaif-goose/goose#12257, #11985; the wire captures in panther-labs/mcp-panther#167). The transport
    // exempts the initialize from both checks, so the refused request is the probe: refused by the server, no fallback.
    id: 'goose/extension-discover-uncorrelated-refusal',
    said: 'failed',
    hint: 'uncorrelated error response:',
    re: /Failed to (?:start extension '(?<server>[^'\n]{1,200})' \(|load extension (?<serverBefore>[^:\s]+): |add extension: )failed to initialize MCP client: (?<error>uncorrelated error response:\s+expected id (?<id>0), error response carried server-error)/,
    method: 'server/discover',
    scope: 'connection',
    seen: ['aaif-goose/goose#12257', 'aaif-goose/goose#11985'],
  },
  {
    // Goose CLI's start-up warning in later builds: the name quoted, the reason in parentheses, and the session goes on
    // ("Warning: Failed to start extension 'tom' (invalid config: Unknown platform extension: tom), continuing without
    // it", then its offer to debug the failure: aaif-goose/goose#7496). The reason says whether anything was started.
    id: 'goose/start-extension-warning',
    said: 'failed',
    hint: 'Failed to start extension ',
    re: /Failed to start extension '(?<server>[^'\n]{1,200})' \((?<error>.+)\), continuing without it/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#7496'],
  },
  {
    // The extension allowlist (GOOSE_ALLOWLIST, crates/goose-server ALLOWLIST.md) refusing to launch a configured
    // command: "Extension '<args>' is not in the allowed extensions list. Command: '<path> <args>'. If you require access
    // please ask your administrator to update the allowlist." (aaif-goose/goose#2007, where the app's own uvx shim path
    // failed the match). Goose refuses before spawning anything: no process and no request (reasons.ts
    // HOST_CONFIG_REFUSED_RE reads the error as such).
    id: 'goose/extension-not-allowed',
    said: 'failed',
    hint: 'is not in the allowed extensions list',
    re: /(?<error>Extension '(?<server>[^'\n]{1,200})' is not in the allowed extensions list\.[^\n]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#2007'],
  },
  {
    // The old mcp-client's transport channel was gone when the call was made ("Channel closed": the
    // extension's process or its pipe had ended), printed as "Failed a client call to an MCP server:
    // Call to … failed for …" (aaif-goose/goose#930). The request went with its transport.
    id: 'goose/call-channel-closed',
    said: 'connection-closed',
    hint: 'Error from mcp-server: Channel closed',
    re: /Call to '(?<server>[^']*)' failed for '(?<method>[^']+)'\. (?<error>Error from mcp-server: Channel closed)/,
    seen: ['aaif-goose/goose#930'],
  },
  {
    // A rendered call's outcome when the server answered with a JSON-RPC error (rmcp's
    // "RPC error: code=<n>, message=<m>", after the `─── <tool> | <extension> ───` block:
    // aaif-goose/goose#3249).
    id: 'goose/execution-failed-rpc-error',
    said: 'failed',
    hint: 'Execution failed: RPC error: ',
    re: /^Execution failed: (?<error>RPC error: code=-?\d+, message=[\s\S]*)/,
    method: 'tools/call',
    seen: ['aaif-goose/goose#3249'],
  },
  {
    // Goose's tool-dispatch error chain around rmcp's ServiceError: "<code>: <code>: Mcp error:
    // <code>: <message>" (goose wraps the call's ServiceError in its own ErrorData, whose Display is
    // "<code>: <message>"). The inner error is the server's answer to the call (aaif-goose/goose#5340:
    // the SDK server's "keyValidator._parse is not a function").
    id: 'goose/tool-mcp-error',
    said: 'failed',
    hint: 'Mcp error: ',
    re: /^(?:-?\d+: )+(?<error>Mcp error: -?\d+: [\s\S]+)/,
    method: 'tools/call',
    seen: ['aaif-goose/goose#5340'],
  },
  {
    id: 'goose/call-failed',
    said: 'failed',
    hint: "' failed for '",
    re: /Call to '(?<server>[^']*)' failed for '(?<method>[^']+)'\.\s*(?<error>[\s\S]+)/,
    seen: ['aaif-goose/goose#1164'],
  },
  {
    // rmcp's send error for a POST the server answered with an HTTP error status, reqwest's words inside it ('Client
    // error: HTTP status client error (401 Unauthorized) for url (…), when send initialize request'): the server refused
    // the message the words name, it did not close anything. In the CLI's 'Failed to load extension <s>:' warning and the
    // desktop's 'Failed to add extension:' error alike (an OAuth-protected server goose 1.16 did not authenticate to:
    // aaif-goose/goose#6073).
    id: 'goose/extension-initialize-http-status',
    said: 'http-status',
    hint: 'failed to initialize MCP client: ',
    re: /Failed to (?:load extension (?<server>[^:\s]+)|add extension): failed to initialize MCP client: [\s\S]*?(?<error>HTTP status (?:client|server) error \((?<status>[45]\d\d)[^)]*\) for url \([^)]*\))[\s\S]*?, when send initialize request/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#6073'],
  },
  {
    id: 'goose/extension-send-error',
    said: 'connection-closed',
    hint: 'failed to initialize MCP client: Send message error',
    re: /Failed to (?:load extension (?<server>[^:\s]+)|add extension): failed to initialize MCP client: (?<error>Send message error[\s\S]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#12266'],
  },
  {
    id: 'goose/extension-connection-closed',
    said: 'connection-closed',
    hint: 'failed to initialize MCP client: connection closed',
    re: /Failed to (?:load extension (?<server>[^:\s]+)|add extension): failed to initialize MCP client: (?<error>connection closed[\s\S]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#11965'],
  },
  {
    id: 'goose/extension-initialize-failed',
    said: 'failed',
    hint: 'failed to initialize MCP client: ',
    // The desktop's error for the same failure names no extension ('Failed to add extension: failed to initialize MCP
    // client: …': aaif-goose/goose#6073).
    re: /Failed to (?:load extension (?<server>[^:\s]+)|add extension): failed to initialize MCP client: (?<error>[\s\S]+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#12266', 'aaif-goose/goose#6073'],
  },
  {
    id: 'goose/process-quit-before-initialization',
    said: 'connection-closed',
    hint: 'process quit before initialization',
    re: /(?<error>process quit before initialization[\s\S]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['TKasperczyk/thunderbird-mcp#27'],
  },
  {
    id: 'goose/transport-closed',
    said: 'connection-closed',
    hint: 'Transport closed',
    re: /(?<error>(?:-32603: )?Transport closed)/,
    seen: ['aaif-goose/goose#7063'],
  },
  {
    // The same activation error around the old stdio transport's failed spawn: StdioProcessError carrying the spawn's
    // io::Error (reasons.ts GOOSE_STDIO_SPAWN_FAILED), which no process ran for and no initialize was written to (the CLI
    // printed the same inner error bare: aaif-goose/goose#2694). The error is the wrapper whole, the timeline's spawn
    // reading (SPAWN_FAILED_RE) knows it there. Before the exited-process row below, which the same wrapper would match.
    id: 'goose/add-extension-spawn-failed',
    said: 'failed',
    hint: 'Failed to add extension configuration, error: ',
    re: new RegExp(String.raw`Failed to add extension configuration, error: [\s\S]*?(?<error>${GOOSE_STDIO_SPAWN_FAILED})`),
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#2694', 'aaif-goose/goose#2351'],
  },
  {
    // Goose Desktop's activation error, the Rust Debug rendering of the client's error: the server
    // process ended (ProcessExit … source: ConnectionClosed("initialize response")), the channel
    // closed during the handshake (aaif-goose/goose#5048, #3849), or the old stdio transport's
    // StdioProcessError("<stderr>"), its report of a child that exited (the same error the CLI
    // renders as "Stdio process error:", goose/start-extension-process-exited): the bundled uvx
    // could not fetch the package and quit (aaif-goose/goose#3030). Its spawn failure is the row above.
    id: 'goose/add-extension-connection-closed',
    said: 'connection-closed',
    hint: 'Failed to add extension configuration, error: ',
    re: /Failed to add extension configuration, error: (?<error>[\s\S]*?\b(?:ConnectionClosed|ChannelClosed|StdioProcessError)\b[\s\S]*)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#5048', 'aaif-goose/goose#3849', 'aaif-goose/goose#3030'],
  },
  {
    id: 'goose/add-extension-failed',
    said: 'failed',
    hint: 'Failed to add extension configuration, error: ',
    re: /Failed to add extension configuration, error: (?<error>[\s\S]+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['aaif-goose/goose#1773'],
  },
];
