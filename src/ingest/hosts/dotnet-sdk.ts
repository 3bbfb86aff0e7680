/**
 * The C# SDK (ModelContextProtocol.*) through Microsoft.Extensions.Logging's console format: a
 * `level: Category[EventId]` line, then the message indented by six spaces
 * (modelcontextprotocol/csharp-sdk#244). Only sentences seen in public threads are rows.
 */
import type { HostPhrase } from './phrase.js';

export const dotnetSdkPhrases: readonly HostPhrase[] = [
  {
    id: 'dotnet-sdk/read-loop-entered',
    said: 'connected',
    hint: 'Transport entering read messages loop',
    re: /Transport entering read messages loop for (?<server>.+)$/,
    scope: 'connection',
    seen: ['modelcontextprotocol/csharp-sdk#244'],
  },
  {
    // The server's session starting and ending each request's handler, at Information level:
    // `Server (<name> <version>), Client (<name> <version>) method '<method>' request handler called.` /
    // `… request handler completed.` (modelcontextprotocol/csharp-sdk#344). A call whose "completed" never comes
    // was still being handled where the log ends.
    id: 'dotnet-sdk/request-handler-called',
    said: 'request-sent',
    hint: 'request handler called',
    re: /method '(?<method>(?!notifications\/)[^']+)' request handler called\b/,
    seen: ['modelcontextprotocol/csharp-sdk#344'],
  },
  {
    id: 'dotnet-sdk/request-handler-completed',
    said: 'completed',
    hint: 'request handler completed',
    re: /method '(?<method>(?!notifications\/)[^']+)' request handler completed\b/,
    seen: ['modelcontextprotocol/csharp-sdk#344'],
  },
  {
    // A handler that threw: `… method '<method>' request handler failed.` at Warning level (later SDKs add ` in <n>ms`).
    // The session answers the request with the error, so the request failed in the server. Seen for resources/list asked
    // of a server with no resources, right after the SDK's `received request for method 'resources/list', but not handler
    // is available.` (modelcontextprotocol/csharp-sdk#290).
    id: 'dotnet-sdk/request-handler-failed',
    said: 'failed',
    hint: 'request handler failed',
    re: /method '(?<method>(?!notifications\/)[^']+)' request handler failed\b/,
    seen: ['modelcontextprotocol/csharp-sdk#290'],
  },
  {
    // The session receiving a request it has no handler for: `… received request for method '<method>', but no handler is
    // available.` (early SDKs: `but not handler`), at Warning level. The server received the request; its answer is the
    // handler-failed line after it (modelcontextprotocol/csharp-sdk#290).
    id: 'dotnet-sdk/request-no-handler',
    said: 'request-sent',
    hint: 'received request for method',
    re: /received request for method '(?<method>(?!notifications\/)[^']+)', but not? handler is available\b/,
    seen: ['modelcontextprotocol/csharp-sdk#290'],
  },
  {
    // The server session's message loop ending on cancellation: `Server (<name> <v>), Client (<name> <v>) message processing
    // canceled.` at Information level. Its transport was torn down under it — here by the application's own connection
    // health monitor, which read a finished POST's disposed HttpContext as a dead client and cancelled the session three
    // seconds after Cursor connected (IvanMurzak/Unity-MCP#446). Whatever the session was still handling is dropped with it;
    // the words name no request.
    id: 'dotnet-sdk/message-processing-canceled',
    said: 'connection-closed',
    hint: 'message processing canceled',
    re: /\bmessage processing canceled\b/,
    scope: 'connection',
    seen: ['IvanMurzak/Unity-MCP#446'],
  },
  {
    // … and the session disposed after it: `Server (…), Client (…) session <id> disposed with transport <kind>`
    // (IvanMurzak/Unity-MCP#446).
    id: 'dotnet-sdk/session-disposed',
    said: 'connection-closed',
    hint: 'disposed with transport',
    re: /\bsession \S+ disposed with transport\b/,
    scope: 'connection',
    seen: ['IvanMurzak/Unity-MCP#446'],
  },
];
