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

/**
 * rmcp's server refusing a first message that is not `initialize` (ServerInitializeError::ExpectedInitializeRequest,
 * rmcp service/server.rs): `serve()` returns the error with the message as a Debug struct, the server's `main`
 * prints it (`Error: ExpectedInitializeRequest(Some(Request(JsonRpcRequest { … id: Number(1), request:
 * CustomRequest(CustomRequest { method: "server/discover", … }) })))`) and the process exits without an answer.
 * A 2026-07-28 client's `server/discover` probe meets it in every rmcp server built before that revision: the
 * probe's id is never answered and its process is gone (go-sdk's client: modelcontextprotocol/go-sdk#1177,
 * 0xMassi/webclaw#107; Copilot CLI: github/copilot-cli#4809). A method rmcp knows is printed as its type, not a
 * string: then the words name no method.
 */
export const rmcpRefusedFirstMessage: HostPhrase = {
  id: 'rust-sdk/expected-initialize-request',
  said: 'connection-closed',
  hint: 'ExpectedInitializeRequest(',
  re: /\b(?<error>ExpectedInitializeRequest)\(Some\((?:Request|Notification)\(JsonRpc(?:Request|Notification) \{(?:[^{}]*?\bid: (?:Number|String)\("?(?<id>[\w.-]{1,64})"?\))?(?:.*?\bmethod: "(?<method>[^"]{1,100})")?/,
  seen: ['modelcontextprotocol/go-sdk#1177', '0xMassi/webclaw#107'],
};
