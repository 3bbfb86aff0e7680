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
    id: 'windsurf/sse-client-failed',
    said: 'failed',
    hint: 'failed to start mcp sse client',
    re: /failed to start mcp sse client: (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['idosal/git-mcp#43'],
  },
  {
    // Go's context deadline on the connect: the host's own timer.
    id: 'windsurf/context-deadline-exceeded',
    said: 'timer-fired',
    hint: 'context deadline exceeded',
    re: /context deadline exceeded/,
    method: 'initialize',
    scope: 'connection',
    seen: ['disruption-hub/payloadcmsmcp#2', 'GLips/Figma-Context-MCP#114'],
  },
];
