import { describe, expect, it } from 'vitest';
import type { HostSaid } from '../../src/events.js';
import { connectionFailureKind, type ConnectionFailureKind } from '../../src/protocol/connection-failure.js';

const cases: { name: string; said: HostSaid; kind: ConnectionFailureKind | null }[] = [
  { name: 'Node spawn ENOENT on the connect', said: { kind: 'failed', phrase: 'x/failed', error: 'spawn npx ENOENT', scope: 'connection' }, kind: 'exited' },
  { name: 'spawn failure as a close', said: { kind: 'connection-closed', phrase: 'x/closed', error: 'spawn uvx ENOENT' }, kind: 'exited' },
  { name: "env's own line that it could not run the program", said: { kind: 'failed', phrase: 'x/failed', method: 'initialize', error: 'env: node: No such file or directory' }, kind: 'exited' },
  { name: "Goose's allowlist refusal", said: { kind: 'failed', phrase: 'goose/extension-not-allowed', method: 'initialize', server: 'jira', scope: 'connection', error: "Extension 'jira' is not in the allowed extensions list. Command: 'uvx jira'." }, kind: 'refused' },
  { name: 'invalid config', said: { kind: 'failed', phrase: 'x/failed', error: 'Invalid configuration: missing command' }, kind: 'refused' },
  { name: 'an address no transport can be built from', said: { kind: 'failed', phrase: 'x/failed', error: 'TypeError: Invalid URL' }, kind: 'refused' },
  // Cursor's SSE fallback refusing an address entered without its https:// (forum.cursor.com/t/…/155964), the reporter's
  // '…' cut after the words
  { name: 'a scheme the transport refused, as a close', said: { kind: 'connection-closed', phrase: 'cursor/sse-error', scope: 'connection', error: 'Invalid URL protocol…' }, kind: 'refused' },
  { name: "a tool's own refusal of a URL's scheme (a call's error)", said: { kind: 'failed', phrase: 'x/failed', method: 'tools/call', target: 'fetch', error: 'Invalid URL protocol' }, kind: null },
  // The SSE client's start failing on its stream's GET, before the endpoint the initialize waits for (mcpjungle/MCPJungle#114)
  { name: "mcp-go: the stream's GET failed", said: { kind: 'failed', phrase: 'generic/connect-go-sse-stream-failed', method: 'initialize', scope: 'connection', error: 'failed to connect to SSE stream: Get "http://localhost:9000/sse": dial tcp [::1]:9000: connect: connection refused' }, kind: 'stream' },
  { name: "the AI SDK: the stream's GET refused with a status", said: { kind: 'failed', phrase: 'x/failed', method: 'initialize', error: 'MCP SSE Transport Error: 405 Method Not Allowed' }, kind: 'stream' },
  { name: "VS Code 1.99: a legacy SSE config's GET refused (metoro-io/mcp-golang#90)", said: { kind: 'failed', phrase: 'vscode/status-connecting-sse-stream-refused', method: 'initialize', scope: 'connection', error: '405 status connecting to http://localhost:8081/mcp: Only POST method is supported' }, kind: 'stream' },
  { name: "… its Streamable HTTP fallback's refusal ('as SSE') is the initialize's", said: { kind: 'failed', phrase: 'x/failed', method: 'initialize', error: '404 status connecting to https://docs.example.org/sse as SSE: <!DOCTYPE html>' }, kind: null },
  { name: "the AI SDK's refused POST is a request's, not the stream's", said: { kind: 'failed', phrase: 'x/failed', method: 'initialize', error: 'MCP SSE Transport Error: POSTing to endpoint (HTTP 500)' }, kind: null },
  { name: 'a message POST failing after the stream opened', said: { kind: 'failed', phrase: 'x/failed', method: 'initialize', error: 'failed to send request: Post "http://localhost:9000/message": connection refused' }, kind: null },
  { name: 'Go SDK: sending notifications/initialized failed', said: { kind: 'completed', phrase: 'generic/go-sdk-initialized-notification-failed', method: 'initialize', scope: 'connection', afterHandshake: true, error: 'Post "u": context deadline exceeded' }, kind: 'transport' },
  { name: 'Codex: when send initialized notification', said: { kind: 'completed', phrase: 'codex/handshake-failed-after-initialize', method: 'initialize', scope: 'connection', afterHandshake: true }, kind: 'transport' },
  { name: "the handshake flag on words that are not the connection's", said: { kind: 'completed', phrase: 'x/initialized', method: 'initialize', afterHandshake: true }, kind: null },
  { name: 'a plain completed initialize', said: { kind: 'completed', phrase: 'x/connected', method: 'initialize', scope: 'connection' }, kind: null },
  { name: "a tool's own spawn failure (a call's error)", said: { kind: 'failed', phrase: 'x/failed', method: 'tools/call', target: 'git_log', error: 'spawn git ENOENT' }, kind: null },
  { name: 'a failure naming an id', said: { kind: 'failed', phrase: 'x/failed', id: 3, error: 'spawn git ENOENT' }, kind: null },
  { name: 'a timeout of the connect (a request carries it)', said: { kind: 'failed', phrase: 'x/failed', method: 'initialize', error: 'Request timed out' }, kind: null },
  { name: 'a clean close without error', said: { kind: 'connection-closed', phrase: 'x/closed', exitCode: 0 }, kind: null },
  { name: 'words of a wait', said: { kind: 'waiting', phrase: 'x/waiting', error: 'spawn npx ENOENT' }, kind: null },
];

describe('connectionFailureKind', () => {
  it.each(cases)('$name → $kind', (c) => {
    expect(connectionFailureKind(c.said)).toBe(c.kind);
  });
});
