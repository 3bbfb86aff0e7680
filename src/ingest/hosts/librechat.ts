/**
 * LibreChat's `debug.log` (and its console): `[MCP][<server>] Transport sending: method=<m> id=<n>`
 * and `Transport received: method=response id=<n>` (2026 builds log no bodies; 2025 builds log the
 * body after `Transport sending: `, read as embedded JSON-RPC), connection and tool-call lines.
 */
import type { HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

const own: readonly HostPhrase[] = [
  {
    id: 'librechat/transport-sending',
    said: 'request-sent',
    hint: 'Transport sending: method=',
    re: /^Transport sending: method=(?<method>[\w/]+) id=(?<id>[^\s{]+)/,
    seen: ['danny-avila/LibreChat#14000'],
  },
  {
    id: 'librechat/transport-received-response',
    said: 'completed',
    hint: 'Transport received: method=response',
    re: /^Transport received: method=response id=(?<id>[^\s{]+)/,
    seen: ['danny-avila/LibreChat#14000'],
  },
  {
    id: 'librechat/tool-call-failed',
    said: 'failed',
    hint: 'Tool call failed',
    re: /^\[(?<target>[^\]]+)\] Tool call failed:? (?<error>.+)/,
    method: 'tools/call',
    seen: ['danny-avila/LibreChat#6626'],
  },
  {
    // Its periodic ping on an open connection failed; the error is the SDK's, e.g. a proxy's 504 to the
    // POST ("Ping failed: Error POSTing to endpoint (HTTP 504): upstream request timeout":
    // jenkinsci/mcp-server-plugin#15).
    id: 'librechat/ping-failed',
    said: 'failed',
    hint: 'Ping failed: ',
    re: /^Ping failed: (?<error>.+)/,
    method: 'ping',
    seen: ['jenkinsci/mcp-server-plugin#15'],
  },
  {
    // Node could not start the server's command (spawn … ENOENT/EACCES): no process, so nothing was
    // sent, not even initialize — the connection failed before any request (danny-avila/LibreChat#5808).
    id: 'librechat/spawn-failed',
    said: 'connection-closed',
    hint: 'Connection failed: spawn ',
    re: /^Connection failed: (?<error>spawn \S+ E[A-Z]+\b.*)/,
    scope: 'connection',
    seen: ['danny-avila/LibreChat#5808'],
  },
  {
    id: 'librechat/connection-failed',
    said: 'failed',
    hint: 'Connection failed: ',
    re: /^Connection failed: (?<error>.+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['danny-avila/LibreChat#10325'],
  },
  {
    id: 'librechat/connecting',
    said: 'connecting',
    hint: 'Connection state: connecting',
    re: /^Connection state: connecting/,
    scope: 'connection',
    seen: ['danny-avila/LibreChat#7101'],
  },
  {
    id: 'librechat/connection-established',
    said: 'connected',
    hint: 'Connection successfully established',
    re: /^Connection successfully established/,
    scope: 'connection',
    seen: ['danny-avila/LibreChat#6626'],
  },
];

export const librechatPhrases: readonly HostPhrase[] = [...own, ...typescriptSdkPhrases];
