/**
 * Cline: the CLI's `[mcp] …` lines (initialize has a hard-coded 1500 ms, other requests 5000 ms:
 * cline/cline#12044), the VS Code extension's UI strings, which carry the TypeScript SDK's
 * error text after "Error executing MCP tool:", and its MCP hub's log lines ("Transport error for …",
 * "Failed to reconnect MCP server …": cline/cline#9652).
 */
import { SDK_TIMED_OUT, type HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

const own: readonly HostPhrase[] = [
  {
    id: 'cline/cli-request-timed-out',
    said: 'timer-fired',
    hint: 'MCP request timed out for "',
    re: /MCP request timed out for "(?<server>[^"]+)" \((?<method>[^)]+)\)/,
    // The CLI's own hard-coded deadline (1500 ms on initialize, 5000 ms otherwise), not the SDK's timer.
    timer: 'host',
    seen: ['cline/cline#12044', 'cline/cline#12344'],
  },
  {
    id: 'cline/tool-request-timed-out',
    said: 'timer-fired',
    hint: 'Error executing MCP tool:',
    re: new RegExp(String.raw`Error executing MCP tool:\s*(?<error>${SDK_TIMED_OUT})`),
    timer: 'sdk',
    method: 'tools/call',
    seen: ['cline/cline#1306', 'johnhuang316/code-index-mcp#30'],
  },
  {
    // The extension's MCP hub retrying a server whose connection broke: "Failed to reconnect MCP server <name>:",
    // "Failed to restart connection for <name>:", the error object after the colon (console.error's second argument,
    // often lost in a copy: cline/cline#9652). Each is a connect that failed: its initialize. Cline's forks keep the
    // hub's words (Roo Code, Kilo Code).
    id: 'cline/reconnect-failed',
    said: 'failed',
    hint: 'Failed to re',
    re: /Failed to (?:reconnect MCP server|restart connection for) ['"]?(?<server>[^\s'":]+)['"]?:\s*(?<error>\S.*?)?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['cline/cline#9652'],
  },
  {
    // The hub's notification when turning a server on or off failed: "Failed to update server state: <error>"
    // (cline/cline#12013, VS Code and JetBrains). Turning a server on connects it: the error is that start's, its
    // initialize (the TypeScript SDK's "MCP error -32000: Connection closed" when the process went away first).
    id: 'cline/update-server-state-failed',
    said: 'failed',
    hint: 'Failed to update server state: ',
    re: /^(?:Error: )?Failed to update server state: (?<error>\S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['cline/cline#12013'],
  },
  {
    // The hub's transport.onerror: "Transport error for \"<name>\":" and the error (cline/cline#9652). The connection to
    // that server broke; it names no request (the reconnect that follows is one).
    id: 'cline/transport-error',
    said: 'connection-closed',
    hint: 'Transport error for "',
    re: /Transport error for "(?<server>[^"]+)":\s*(?<error>\S.*?)?\s*$/,
    scope: 'connection',
    seen: ['cline/cline#9652'],
  },
  {
    id: 'cline/tool-failed',
    said: 'failed',
    hint: 'Error executing MCP tool:',
    re: /Error executing MCP tool:\s*(?<error>\S[\s\S]*)/,
    method: 'tools/call',
    seen: ['cline/cline#1306'],
  },
];

export const clinePhrases: readonly HostPhrase[] = [...own, ...typescriptSdkPhrases];
