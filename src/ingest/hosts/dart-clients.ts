/**
 * Sentences of the Dart MCP client package `mcp_client` (app-appplayer/mcp_client, used from Flutter apps). The package
 * has no reader of its own: the reader of last resort reads these rows (other-clients.ts takes them in).
 *
 * Its error class prints as the class, a space, the code in brackets when it has one, then ': ' and the message
 * (lib/src/models/models.dart, `McpError.toString`): `McpError : Transport disconnected` with no code — the space before
 * the colon is the empty code slot — and `McpError (-32001): …` with one. No other client prints that spacing, so the
 * class line is the package's own even with nothing else around it. (Its request timer's `McpError : Request timed out:
 * <method>`, from the same client's `_sendRequest`, has no row yet: no paste shows it.)
 */
import type { HostPhrase } from './phrase.js';

/** The class as `toString` prints it, with or without a code: `McpError : `, `McpError (-32603): `. */
const DART_MCP_ERROR = String.raw`McpError (?:\(-?\d+\))?: `;

export const dartClientPhrases: readonly HostPhrase[] = [
  {
    // The client's transport closed under it: `_onDisconnect` (lib/src/client/client.dart) completes every request still
    // waiting for its answer with McpError('Transport disconnected') and forgets them. The error exists only for a
    // pending request, and names none (app-appplayer/mcp_client#5: an SSE client listing tools, some attempts ending
    // so, printed as the reporter's whole log).
    id: 'dart-mcp-client/transport-disconnected',
    said: 'connection-closed',
    hint: 'Transport disconnected',
    re: new RegExp(String.raw`^(?:Unhandled exception:\s*)?${DART_MCP_ERROR}(?<error>Transport disconnected)\s*$`),
    scope: 'connection',
    pending: true,
    seen: ['app-appplayer/mcp_client#5'],
  },
  {
    // The SSE transport's `send` refusing a success status: before 1.0.0 it took only 200 as a delivered POST and threw
    // McpError('Error sending message: <status>') for anything else (lib/src/transport/transport.dart), but the SSE
    // transport's servers answer every message POST 202 Accepted and send the answer on the stream (2024-11-05
    // transports). So the first message the connect sends, its initialize, always threw, from an `async` send that
    // returns void and that nobody awaits: the Dart VM prints it as an unhandled exception and the app ends, its
    // connection with it (app-appplayer/mcp_client#1: a Python-SDK SSE server, the session created, then gone). The
    // server accepted the message; the handshake is lost with the client. Only 2xx: the releases that accept 202 still
    // throw these words for a real refusal (4xx, 5xx), which is the server's and is not this.
    id: 'dart-mcp-client/sse-post-success-refused',
    said: 'connection-closed',
    hint: 'Error sending message: 2',
    re: new RegExp(String.raw`^(?:Unhandled exception:\s*)?${DART_MCP_ERROR}(?<error>Error sending message: 2\d\d)\s*$`),
    method: 'initialize',
    scope: 'connection',
    sending: true,
    seen: ['app-appplayer/mcp_client#1'],
  },
];
