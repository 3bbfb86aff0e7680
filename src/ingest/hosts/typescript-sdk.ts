/**
 * Sentences of the TypeScript SDK's client that hosts built on it print as they are (an error's
 * message in a host's own line). Shared by the host catalogues: a host appends these after its
 * own rows (its own wording wins).
 * Wording: shared/reference/sdk-behaviour.md (observed by running v1 1.32 and v2 2.4).
 */
import type { HostPhrase } from './phrase.js';

export const typescriptSdkPhrases: readonly HostPhrase[] = [
  {
    // v1 ≥ 1.6: McpError(RequestTimeout, -32001); ≤ 1.0.4 used -2 — the SDK cancels the request with this as the reason.
    id: 'typescript-sdk/request-timed-out',
    said: 'timer-fired',
    hint: 'Request timed out',
    re: /MCP error (?:-32001|-2): Request timed out/,
    seen: ['johnhuang316/code-index-mcp#30', 'cline/cline#1712'],
  },
  {
    // v1: the transport closed under a pending request (ErrorCode.ConnectionClosed, -32000).
    id: 'typescript-sdk/connection-closed',
    said: 'connection-closed',
    hint: 'Connection closed',
    re: /MCP error -32000: Connection closed/,
    seen: ['@modelcontextprotocol/sdk 1.32 runs (shared sdk-behaviour notes)'],
  },
];
