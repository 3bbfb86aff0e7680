/**
 * mcp-proxy (punkpeye/mcp-proxy): wraps a stdio server for HTTP; it connects with the TypeScript
 * SDK client, so a start that times out is the SDK's initialize timer (which cancels the request).
 */
import type { HostPhrase } from './phrase.js';

export const mcpProxyPhrases: readonly HostPhrase[] = [
  {
    id: 'mcp-proxy/could-not-start-timeout',
    said: 'timer-fired',
    hint: 'could not start the proxy',
    re: /^could not start the proxy .*MCP error (?:-32001|-2): Request timed out/,
    timer: 'sdk',
    method: 'initialize',
    scope: 'connection',
    seen: ['cyanheads/filesystem-mcp-server#8'],
  },
  {
    id: 'mcp-proxy/could-not-start',
    said: 'failed',
    hint: 'could not start the proxy',
    re: /^could not start the proxy (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['cyanheads/filesystem-mcp-server#8'],
  },
];
