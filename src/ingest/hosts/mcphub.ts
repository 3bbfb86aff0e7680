/**
 * mcphub (samanhappy/mcphub): the gateway's console, `[HH:MM:SS]<level>主 (<pid>)<message>`.
 * It logs each tool call it routes and the result it got back; client bodies appear after
 * `with body:` (read as messages, not phrases).
 */
import type { HostPhrase } from './phrase.js';

export const mcphubPhrases: readonly HostPhrase[] = [
  {
    // The connect (initialize, then the listings) to a configured server failed; the error is the
    // TypeScript SDK's as mcphub received it ("McpError: MCP error -32001: Request timed out").
    id: 'mcphub/connect-client-failed',
    said: 'failed',
    hint: 'Failed to connect client for server ',
    re: /Failed to connect client for server (?<server>\S+) by error: (?<error>.+?)(?: with stack: .*)?$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['samanhappy/mcphub#324', 'samanhappy/mcphub#1'],
  },
  {
    // The downstream server answered with a tool error: the call failed at the server.
    id: 'mcphub/tool-call-result-error',
    said: 'failed',
    hint: 'Tool call result:',
    re: /^Tool call result: (?<error>\{.*"isError":\s*true.*)$/,
    method: 'tools/call',
    seen: ['samanhappy/mcphub#78'],
  },
  {
    id: 'mcphub/tool-call-result',
    said: 'completed',
    hint: 'Tool call result:',
    re: /^Tool call result: /,
    method: 'tools/call',
    seen: ['samanhappy/mcphub#78'],
  },
  {
    // Early builds print the tool's name; later ones the call's params object ('Handling CallToolRequest
    // for tool: {"name":"<tool>","arguments":{…}}': samanhappy/mcphub#574).
    id: 'mcphub/handling-call-tool',
    said: 'request-sent',
    hint: 'Handling CallToolRequest for tool',
    re: /^Handling CallToolRequest for tool: (?:\{\s*"name"\s*:\s*")?(?<target>[^"\s{]+)/,
    method: 'tools/call',
    seen: ['samanhappy/mcphub#78', 'samanhappy/mcphub#574'],
  },
  {
    // The routed call failed: mcphub could not route it (the tool's server is unknown to it:
    // samanhappy/mcphub#169), or its TypeScript SDK client's own timer fired on the downstream call
    // ("McpError: MCP error -32001: Request timed out": samanhappy/mcphub#126). The error says which.
    id: 'mcphub/error-handling-call-tool',
    said: 'failed',
    hint: 'Error handling CallToolRequest',
    re: /^Error handling CallToolRequest: (?<error>.+)$/,
    method: 'tools/call',
    seen: ['samanhappy/mcphub#169', 'samanhappy/mcphub#126'],
  },
];
