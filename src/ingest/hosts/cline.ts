/**
 * Cline: the CLI's `[mcp] …` lines (initialize has a hard-coded 1500 ms, other requests 5000 ms:
 * cline/cline#12044) and the VS Code extension's UI strings, which carry the TypeScript SDK's
 * error text after "Error executing MCP tool:".
 */
import type { HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

const own: readonly HostPhrase[] = [
  {
    id: 'cline/cli-request-timed-out',
    said: 'timer-fired',
    hint: 'MCP request timed out for "',
    re: /MCP request timed out for "(?<server>[^"]+)" \((?<method>[^)]+)\)/,
    seen: ['cline/cline#12044', 'cline/cline#12344'],
  },
  {
    id: 'cline/tool-request-timed-out',
    said: 'timer-fired',
    hint: 'Error executing MCP tool:',
    re: /Error executing MCP tool:\s*(?<error>MCP error (?:-32001|-2): Request timed out)/,
    method: 'tools/call',
    seen: ['cline/cline#1306', 'johnhuang316/code-index-mcp#30'],
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
