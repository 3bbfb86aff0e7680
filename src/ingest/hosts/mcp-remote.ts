/**
 * mcp-remote's stderr (`[<pid>] …`, no clock) and its `--debug` lines (`[<ISO>][<pid>] …`):
 * `[Local→Remote] <method>` for each message the local client sent, `[Remote→Local] <id>` for each
 * answer, the util.inspect of the forwarded message in debug mode, and the proxy's close lines
 * (src/lib/utils.ts: "Remote transport closed, closing local transport").
 */
import type { HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

export const mcpRemotePhrases: readonly HostPhrase[] = [
  {
    id: 'mcp-remote/local-to-remote-message',
    said: 'request-sent',
    hint: 'Local → Remote message',
    re: /Local → Remote message \{ method: '(?<method>(?!notifications\/)[^']+)',\s*id: '?(?<id>[^',\s}]+)'?/,
    seen: ['punkpeye/mcp-remote#138'],
  },
  {
    id: 'mcp-remote/local-to-remote',
    said: 'request-sent',
    hint: '[Local→Remote] ',
    re: /^\[Local→Remote\] (?<method>(?!notifications\/)[\w/]+)\s*$/,
    seen: ['punkpeye/mcp-remote#124', 'punkpeye/mcp-remote#138'],
  },
  {
    id: 'mcp-remote/remote-to-local',
    said: 'completed',
    hint: '[Remote→Local] ',
    re: /^\[Remote→Local\] (?<id>[\w-]+)\s*$/,
    seen: ['punkpeye/mcp-remote#124'],
  },
  {
    id: 'mcp-remote/remote-transport-closed',
    said: 'connection-closed',
    hint: 'Remote transport closed',
    re: /(?<error>Remote transport closed), closing local transport/,
    scope: 'connection',
    seen: ['punkpeye/mcp-remote#138'],
  },
  {
    id: 'mcp-remote/local-transport-closed',
    said: 'connection-closed',
    hint: 'Local transport closed',
    re: /(?<error>Local transport closed), closing remote transport/,
    scope: 'connection',
    seen: ['punkpeye/mcp-remote#138'],
  },
  {
    // Its cleanup on SIGINT / stdin end ("Shutting down..."), then it closes both transports: a
    // message still in flight through the bridge is lost with it (anthropics/claude-ai-mcp#116:
    // the host shut the bridge down ~200 ms after it forwarded initialize).
    id: 'mcp-remote/shutting-down',
    said: 'connection-closed',
    hint: 'Shutting down...',
    re: /^(?<error>Shutting down)\.\.\.(?:\s|$)/,
    scope: 'connection',
    seen: ['anthropics/claude-ai-mcp#116'],
  },
  {
    id: 'mcp-remote/connecting',
    said: 'connecting',
    hint: 'Connecting to remote server',
    re: /Connecting to remote server: /,
    scope: 'connection',
    seen: ['punkpeye/mcp-remote#124'],
  },
  {
    // Its connect done on the legacy HTTP with SSE transport (after a refused http-first probe, or with --transport
    // sse-only): the SSE GET got its endpoint event, so the session is the stream's and exists before any message.
    // A refusal of the first message it forwards for an unknown session ("Error from remote server: Error: Error
    // POSTing to endpoint (HTTP 404): {"error":"Session not found"}") is the initialize's (AdirAmsalem/mcp-it#6).
    id: 'mcp-remote/connected-sse',
    said: 'connecting',
    hint: 'Connected to remote server using SSEClientTransport',
    re: /^Connected to remote server using SSEClientTransport\s*$/,
    scope: 'connection',
    sseSession: true,
    seen: ['AdirAmsalem/mcp-it#6', 'punkpeye/mcp-remote#196'],
  },
  {
    // The SSE fallback's GET refused: the connection (and the handshake behind it) failed.
    id: 'mcp-remote/connection-error-status',
    said: 'http-status',
    hint: 'Connection error: ',
    re: /^Connection error: (?<error>[^\n]*?Non-200 status code \((?<status>\d{3})\)[^\n]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['penpot/penpot#8809'],
  },
  {
    // Any other failure of the connect (after the status row): the first POST, the initialize, was
    // answered with something mcp-remote could not take (an HTML page: sjzar/chatlog#116). The
    // "Fatal error: …" line that repeats it is left as words: the same failure, not a second call.
    id: 'mcp-remote/connection-error',
    said: 'failed',
    hint: 'Connection error: ',
    re: /^Connection error: (?<error>[^\n]+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['sjzar/chatlog#116'],
  },
  {
    // Its transport strategy's probe refused ("Received error (status 404): Streamable HTTP error: Error POSTing
    // to endpoint: <page>"), then "Recursively reconnecting … falling-back-to-alternate-transport": part of
    // connecting, not a failed request (penpot/penpot#8809). Read here so the SDK's row below does not take it.
    // Older releases print the SDK's error alone, the status inside it ("Received error: Error POSTing to
    // endpoint (HTTP 404): Not found", then the same fallback: shadcnblocks/kibo#163).
    // The probe is a one-off client's initialize (mcp-remote's connectToRemoteServer connects a throwaway
    // `mcp-remote-fallback-test` client over Streamable HTTP), so the refusal is that initialize's: when the log goes
    // on to tell of no other initialize of the connect — the fallback connected and nothing else was asked
    // (yjacquin/fast-mcp#160: HTTP 405; punkpeye/mcp-remote#196: HTTP 404 "Missing sessionId parameter") — it is the
    // connect's handshake, failed on the refusal (HostSaid.probe; timeline/host-requests.ts probesUnanswered).
    id: 'mcp-remote/transport-probe-refused',
    said: 'connecting',
    hint: 'Received error',
    re: /^Received error(?: \(status (?<status>\d{3})\): |: (?=(?:Streamable HTTP error: )?Error POSTing to endpoint\b))(?<error>[^\n]*)/,
    scope: 'connection',
    probe: true,
    seen: ['penpot/penpot#8809', 'shadcnblocks/kibo#163', 'yjacquin/fast-mcp#160', 'punkpeye/mcp-remote#196'],
  },
  {
    // mcp-remote's main() ends on "Fatal error: <error>" when connecting to the remote server threw. Only
    // the connect runs before the proxy is up, so the SDK's request timeout said there ("Fatal error:
    // _McpError: MCP error -32001: Request timed out", data { timeout: 60000 }: smithery-ai/mcp-servers#28)
    // is the handshake's initialize on the SDK's timer. Other fatal errors repeat a "Connection error"
    // line read above, so only the timeout is read here.
    id: 'mcp-remote/fatal-initialize-timeout',
    said: 'timer-fired',
    hint: 'Fatal error: ',
    re: /^Fatal error: (?<error>(?:_?McpError: )?MCP error -32001: Request timed out)/,
    method: 'initialize',
    scope: 'connection',
    timer: 'sdk',
    seen: ['smithery-ai/mcp-servers#28'],
  },
  // mcp-remote is a TypeScript SDK client: the SDK's errors reach its stderr as they are, behind "Error
  // from remote server: Error: " for a message it forwarded (punkpeye/mcp-remote#106).
  ...typescriptSdkPhrases,
];
