/**
 * Sentences of MCP clients that have no reader of their own (not in the contract's host list): the
 * reader of last resort (formats/jsonrpc-in-text.ts) reads them, and claims a text on them alone.
 * Each row's id names the client it was seen from; the verdict knows nothing of how that client
 * behaves on its timer (protocol/hosts.ts has no row), so it says so.
 */
import type { HostPhrase } from './phrase.js';

export const otherClientPhrases: readonly HostPhrase[] = [
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
    // Crush (a Go terminal client, logfmt): the connect failed, e.g. on its context deadline
    // (charmbracelet/crush#791).
    id: 'crush/initialize-failed',
    said: 'failed',
    hint: 'error initializing mcp client',
    re: /error initializing mcp client error="(?<error>[^"]+)" name=(?<server>\S+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['charmbracelet/crush#791'],
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
    // The Rust SDK client's own wording, whichever app prints it (a desktop chat app's dialog:
    // janhq/jan#6410; a router: Nexus-Router/nexus#295): the transport ended before the initialize
    // answer. After the rows that also name the server.
    id: 'rust-sdk/initialize-response-closed',
    said: 'connection-closed',
    hint: 'connection closed: initialize response',
    re: /(?<error>connection closed: initialize response)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['janhq/jan#6410', 'Nexus-Router/nexus#295', 'openai/codex#6020'],
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
    // An MCP router's JSON log line for a failed tool call; the error is its TypeScript SDK client's
    // (mindstone/Super-MCP#1).
    id: 'super-mcp/tool-call-failed',
    said: 'failed',
    hint: '"msg":"Tool call failed"',
    re: /"msg":"Tool call failed".*?"tool_name":"(?<target>[^"]+)".*?"error":"(?<error>(?:[^"\\]|\\.)*)"/,
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
];
