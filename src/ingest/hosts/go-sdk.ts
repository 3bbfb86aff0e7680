/**
 * Go MCP servers' own log lines. go-mcp (ThinkInAIXYZ/go-mcp) logs through Go's standard logger
 * with the file:line prefix and a bracketed level (`manager.go:142: [Info] …`); its SSE server
 * checks each session with a ping and closes the session when the check times out, after which a
 * message posted to that session is refused with 400 "session closed" (ThinkInAIXYZ/go-mcp#190).
 */
import type { HostPhrase } from './phrase.js';

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
    // A message for a session the server already closed: it no longer knows the session.
    id: 'go-sdk/session-closed',
    said: 'session-not-found',
    hint: 'session closed',
    re: /Error: code: (?<status>4\d\d), message: (?<error>[^\n]*session closed)/,
    seen: ['ThinkInAIXYZ/go-mcp#190'],
  },
];
