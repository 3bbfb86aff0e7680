/**
 * rmcp, the Rust SDK, as a server's `tracing` output (`<RFC 3339 µs Z>  LEVEL span: target: line: msg`).
 * rmcp refuses to create a session whose first message after `initialize` is not the
 * `notifications/initialized` notification; the refused message is printed as a Rust Debug struct
 * (read as the message by ingest/reprs.ts), and the request is answered with an error status, not
 * run (agentgateway/agentgateway#464 shows the 400 for the same rmcp code).
 */
import type { HostPhrase } from './phrase.js';

export const rustSdkPhrases: readonly HostPhrase[] = [
  {
    id: 'rust-sdk/failed-to-create-service',
    said: 'failed',
    hint: 'Failed to create service: ',
    re: /Failed to create service: (?<error>.+)$/,
    seen: ['apollographql/apollo-mcp-server#321', 'agentgateway/agentgateway#464', 'modelcontextprotocol/rust-sdk#704'],
  },
  {
    id: 'rust-sdk/sse-connection',
    said: 'connecting',
    hint: 'sse connection',
    re: /\bsse connection session=\S+/,
    scope: 'connection',
    seen: ['modelcontextprotocol/rust-sdk#171'],
  },
];
