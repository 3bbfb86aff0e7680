/**
 * Go MCP servers' own log lines. go-mcp (ThinkInAIXYZ/go-mcp) logs through Go's standard logger
 * with the file:line prefix and a bracketed level (`manager.go:142: [Info] …`); its SSE server
 * checks each session with a ping and closes the session when the check times out, after which a
 * message posted to that session is refused with 400 "session closed" (ThinkInAIXYZ/go-mcp#190).
 */
import type { HostSaid } from '../../events.js';
import { readSaid, type HostPhrase } from './phrase.js';

/**
 * A Go MCP server's request handlers as a stack frame names them → the request the server was handling. Go prints a
 * goroutine's frames as `<import path>.(*<Type>).<method>(<args>)`, the module's version after `@` only in the file
 * line under it. mark3labs/mcp-go dispatches each request from MCPServer.HandleMessage to one handler per method
 * (server/request_handler.go, generated); the official go-sdk runs a tool through Server.callTool (mcp/server.go).
 * HandleMessage itself names no method: the frame under the panic is then no help (smart-mcp-proxy/mcpproxy-go#318).
 */
const GO_SERVER_FRAMES: ReadonlyArray<readonly [string, string, string | undefined]> = [
  ['mcp-go-tool-call', String.raw`github\.com/mark3labs/mcp-go/server\.\(\*MCPServer\)\.handleToolCall\(`, 'tools/call'],
  ['mcp-go-list-tools', String.raw`github\.com/mark3labs/mcp-go/server\.\(\*MCPServer\)\.handleListTools\(`, 'tools/list'],
  ['mcp-go-initialize', String.raw`github\.com/mark3labs/mcp-go/server\.\(\*MCPServer\)\.handleInitialize\(`, 'initialize'],
  ['mcp-go-read-resource', String.raw`github\.com/mark3labs/mcp-go/server\.\(\*MCPServer\)\.handleReadResource\(`, 'resources/read'],
  ['mcp-go-get-prompt', String.raw`github\.com/mark3labs/mcp-go/server\.\(\*MCPServer\)\.handleGetPrompt\(`, 'prompts/get'],
  ['go-sdk-call-tool', String.raw`github\.com/modelcontextprotocol/go-sdk/mcp\.\(\*Server\)\.callTool\(`, 'tools/call'],
  // mcp-go's Streamable HTTP server runs one goroutine per POST that writes the server's notifications onto that POST's
  // SSE stream while HandleMessage handles the message, and stops it once the answer is written (a closure of
  // StreamableHTTPServer.handlePost, printed `handlePost.func1…`; server/streamable_http.go). A panic in it ends a
  // request the server was still handling; which method, that goroutine's frames do not say
  // (flanksource/mission-control#2978: a flush after "Failed to write SSE event" dereferenced a nil writer).
  ['mcp-go-streamable-post-stream', String.raw`github\.com/mark3labs/mcp-go/server\.\(\*StreamableHTTPServer\)\.handlePost\.func\d`, undefined],
];

/**
 * What a Go MCP server prints on stderr when a request's handler panics, read wherever that stderr ends up (VS Code's
 * `[server stderr]`, supergateway's `Child stderr:`, the server's own terminal):
 * - the runtime's `panic: <value>` (or its unrecoverable `fatal error: <why>`) over `goroutine N [running]:` and the
 *   frames: nothing recovered it, and an unrecovered panic ends a Go program (exit status 2), so the server's process
 *   is gone with whatever it was handling
 *   (safedep/vet#544, GoogleCloudPlatform/kubectl-ai#285; the SDKs do not recover a handler's panic:
 *   modelcontextprotocol/go-sdk#958, mark3labs/mcp-go#123 added an opt-in WithRecovery);
 * - net/http's `http: panic serving <peer>: <value>` with the same stack: the HTTP server recovered the handler's panic
 *   and closed that connection without an answer, the process lives on (net/http's Handler contract;
 *   smart-mcp-proxy/mcpproxy-go#318: "The client receives an empty HTTP response");
 * - a frame of the SDK's handler for one method (GO_SERVER_FRAMES): the request that died was of that method. The
 *   timeline joins it to the line above it (timeline/host-requests.ts, frames of a crash).
 */
export const goServerCrashPhrases: readonly HostPhrase[] = [
  {
    // Only at the start of the message (after a relay's own "Child stderr: "): the runtime writes the header there;
    // a logger quoting a recovered panic puts its words first.
    id: 'go-sdk/runtime-panic',
    said: 'connection-closed',
    hint: 'panic: ',
    re: /^(?:Child stderr: )?(?<error>panic: \S.*?)\s*$/,
    scope: 'connection',
    seen: ['safedep/vet#544', 'GoogleCloudPlatform/kubectl-ai#285'],
  },
  {
    // The runtime's fatal error, which no recover() can catch (`fatal error: concurrent map writes`, a fault: `fatal
    // error: fault` over `[signal SIGSEGV …]` when a tool call's argument map was nil: NetApp/ontap-mcp#95), printed
    // the same way over the goroutines' frames: the process ends as with a panic.
    id: 'go-sdk/runtime-fatal-error',
    said: 'connection-closed',
    hint: 'fatal error: ',
    re: /^(?:Child stderr: )?(?<error>fatal error: \S.*?)\s*$/,
    scope: 'connection',
    seen: ['NetApp/ontap-mcp#95'],
  },
  {
    id: 'go-sdk/http-panic-serving',
    said: 'failed',
    hint: 'http: panic serving ',
    re: /(?:^|\s)(?<error>http: panic serving \S+: \S.*?)\s*$/,
    speaker: 'server',
    seen: ['smart-mcp-proxy/mcpproxy-go#318'],
  },
  ...GO_SERVER_FRAMES.map(([slug, frame, method]) => ({
    id: `go-sdk/server-frame-${slug}`,
    said: 'request-sent' as const,
    hint: frame.includes('mark3labs') ? 'mark3labs/mcp-go/server.' : 'go-sdk/mcp.(*Server).',
    re: new RegExp(String.raw`^(?:Child stderr: )?` + frame),
    ...(method !== undefined ? { method } : {}),
    speaker: 'server' as const,
    seen: slug === 'mcp-go-streamable-post-stream' ? ['flanksource/mission-control#2978'] : slug.startsWith('mcp-go') ? ['safedep/vet#544', 'GoogleCloudPlatform/kubectl-ai#285'] : ['modelcontextprotocol/go-sdk#958'],
  })),
];

/**
 * A line of a Go server's panic printout relayed raw on its stderr (VS Code's `[server stderr]`, Claude Desktop's
 * server log), read by goServerCrashPhrases. Only lines that can be one are read, each relayed stderr line passing
 * here: the runtime's header at the line's start (`panic: `, `fatal error: `), a frame of an SDK's module
 * (`github.com/…`), net/http's recovered panic.
 */
export function goServerCrash(text: string): HostSaid | null {
  const c0 = text.charCodeAt(0);
  if (c0 !== 112 && c0 !== 103 && c0 !== 104 && c0 !== 102) return null;
  if (!(text.startsWith('panic: ') || text.startsWith('github.com/') || text.startsWith('http: panic') || text.startsWith('fatal error: '))) return null;
  return readSaid(goServerCrashPhrases, text);
}

/**
 * The plain-text body mark3labs/mcp-go's Streamable HTTP server answers 500 with when it cannot take a JSON-RPC *response*
 * a client POSTed (handleSamplingResponse, up to v0.39: every POSTed response was taken for a sampling answer; one whose id
 * matches no pending sampling request — the client's answer to the server's own heartbeat ping — gets http.Error "Failed to
 * deliver response", then a second "Failed to handle sampling response" from the caller, net/http's superfluous WriteHeader).
 * Only a response reaches that path, never a request: the message refused was the client's answer to a server request
 * (VictoriaMetrics/mcp-victoriametrics#51: VS Code's "500 status sending message to <url>: Failed to deliver response", 30 s
 * after connect, the heartbeat's interval; mcp-go's regression test for it answers a heartbeat ping).
 */
export const MCP_GO_ANSWER_REFUSED_BODY = String.raw`Failed to deliver response\b|Failed to handle sampling response\b`;

/** A Go MCP SDK's module in a stack frame: a panic printout through it is an MCP server's. */
export const GO_MCP_FRAME_RE = /^(?:Child stderr: )?github\.com\/(?:mark3labs\/mcp-go|modelcontextprotocol\/go-sdk|ThinkInAIXYZ\/go-mcp)\//;
/** The header of a Go panic printout: the runtime's, or net/http's for a handler it recovered (goServerCrashPhrases). */
export const GO_PANIC_HEAD_RE = /^(?:Child stderr: )?(?:panic|fatal error): \S|(?:^|\s)http: panic serving \S/;

export const goSdkPhrases: readonly HostPhrase[] = [
  {
    // The server gave up on the session (its own ping deadline): the session is closed.
    id: 'go-sdk/session-detection-fail',
    said: 'connection-closed',
    hint: 'session detection fail',
    re: /session detection fail, session id: \S+, fail reason: (?<error>.+)$/,
    scope: 'connection',
    seen: ['ThinkInAIXYZ/go-mcp#190'],
  },
  {
    // What the official go-sdk's Server.Run returned, up to v1.8.0, when the client ended a stdio session the normal way
    // by closing the server's stdin: jsonrpc2's ErrServerClosing (-32004) with the read side's EOF wrapped as text, so
    // the application's own check for a clean end missed it and logged an error (dbtrail/dbtrail#473; the SDK fixed in
    // v1.8.0: timescale/tiger-cli#236). The connection's end from the client's side, no request of its own: a request
    // still open there is the one the close took (docs/causes.md connection-closed).
    id: 'go-sdk/server-closing-eof',
    said: 'connection-closed',
    hint: 'server is closing: ',
    re: /\bserver is closing: (?<error>EOF)\b/,
    scope: 'connection',
    seen: ['dbtrail/dbtrail#473', 'timescale/tiger-cli#236'],
  },
  {
    // A message for a session the server already closed: it no longer knows the session.
    id: 'go-sdk/session-closed',
    said: 'session-not-found',
    hint: 'session closed',
    re: /Error: code: (?<status>4\d\d), message: (?<error>[^\n]*session closed)/,
    seen: ['ThinkInAIXYZ/go-mcp#190'],
  },
  ...goServerCrashPhrases,
];
