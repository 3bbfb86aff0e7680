/**
 * Windsurf (Cascade). Its MCP client lives in the Go language server; what reaches a log is that
 * server's glog lines inside the VS Code channel grammar, and what reaches a bug report is mostly
 * UI text (shared/reference/hosts-in-the-wild.md §6).
 * Not a row: `/exa.language_server_pb.LanguageServerService/ListMcpResources (unknown): failed to
 * get server instance: server name <x> not found` (imskyleen/animate-ui#71) — Windsurf never
 * started that server, so no MCP request exists; the line stays words.
 */
import type { HostPhrase } from './phrase.js';

export const windsurfPhrases: readonly HostPhrase[] = [
  {
    // Cascade's tool card (formats/windsurf.ts PANEL_LINE_RE): the call, its server and tool as the card names them.
    id: 'windsurf/panel-mcp-tool',
    said: 'request-sent',
    hint: 'MCP Tool: ',
    re: /^MCP Tool: (?<server>\S.*?) \/ (?<target>\S+)$/,
    method: 'tools/call',
    seen: ['upstash/context7#284', 'upstash/context7#159'],
  },
  {
    // The card's outcome when the server's process went away under the call: the Go client's words for it.
    id: 'windsurf/panel-tool-process-ended',
    said: 'connection-closed',
    hint: 'failure in mcp tool execution: ',
    re: /^failure in mcp tool execution: (?<error>server process has ended\b.*)$/,
    method: 'tools/call',
    scope: 'request',
    seen: ['upstash/context7#284'],
  },
  {
    // The card's outcome when the call was answered: `Output`, the result's text under it (upstash/context7#159).
    id: 'windsurf/panel-tool-output',
    said: 'completed',
    hint: 'Output',
    re: /^Output$/,
    method: 'tools/call',
    scope: 'request',
    seen: ['upstash/context7#159'],
  },
  {
    // Any other failure the card reports for the call: read for what its words say.
    id: 'windsurf/panel-tool-failed',
    said: 'failed',
    hint: 'failure in mcp tool execution: ',
    re: /^failure in mcp tool execution: (?<error>\S.*)$/,
    method: 'tools/call',
    scope: 'request',
    seen: ['upstash/context7#284'],
  },
  {
    id: 'windsurf/sse-client-failed',
    said: 'failed',
    hint: 'failed to start mcp sse client',
    re: /failed to start mcp sse client: (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['idosal/git-mcp#43'],
  },
  {
    // The panel's error when the server process ended during the start: the Go client quotes the server's last
    // stderr and says it terminated (formats/windsurf.ts UI_ERROR_HEAD_RE). The process is gone, and with it the
    // initialize it was given.
    id: 'windsurf/server-terminated',
    said: 'connection-closed',
    hint: 'server terminated. Check your configuration.',
    re: /^(?:Error: (?:failed to initialize server: )?)?(?:(?<error>.*[^\s:]):? )?server terminated\. Check your configuration\.\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['BetterThanTomorrow/calva-backseat-driver#11'],
  },
  {
    // Go's context deadline on the connect: the host's own timer. Not on a line naming one of the language server's
    // own RPCs other than its MCP ones ('/exa.language_server_pb.LanguageServerService/GetChatMessage (unknown):
    // deadline_exceeded: context deadline exceeded', 'Post ".../exa.api_server_pb.ApiServerService/GetCompletions":
    // context deadline exceeded': Exafunction/codeium#25): those deadlines are Windsurf's chat, completions or login
    // timing out, no MCP request.
    id: 'windsurf/context-deadline-exceeded',
    said: 'timer-fired',
    hint: 'context deadline exceeded',
    re: /^(?!.*\bexa\.[a-z_]+_pb\.\w+\/(?!\w*Mcp)\w).*context deadline exceeded/,
    method: 'initialize',
    scope: 'connection',
    timer: 'host',
    seen: ['disruption-hub/payloadcmsmcp#2', 'GLips/Figma-Context-MCP#114', 'axiomhq/mcp#32', 'JeremyVyska/bc-code-intelligence-mcp#31'],
  },
  {
    id: 'windsurf/initialize-failed',
    said: 'failed',
    hint: 'Failed to initialize client connection: ',
    re: /\[MCP\] Failed to initialize client connection: (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['axiomhq/mcp#32'],
  },
  {
    // The Go client starts the connect (the handshake's initialize follows): axiomhq/mcp#32. Last:
    // a reporter may paste both sentences on one line, and the one that ends the connect must win.
    id: 'windsurf/establishing-connection',
    said: 'request-sent',
    hint: '[MCP] Establishing connection to MCP server',
    re: /\[MCP\] Establishing connection to MCP server/,
    method: 'initialize',
    scope: 'connection',
    seen: ['axiomhq/mcp#32', 'JeremyVyska/bc-code-intelligence-mcp#31'],
  },
];
