/**
 * The Rust and Java SDKs' own transport words, as their logs and the applications on them print them: rmcp's
 * transport worker quitting, the SDK's first client crate's stdio transport, the Java SDK's 404 with no session yet.
 * Lines from the threads cited, names replaced.
 */
import { describe, expect, it } from 'vitest';
import { javaSdkPhrases, pythonSdkPhrases, readSaid, rustSdkPhrases } from '../../../src/ingest/hosts/index.js';
import { rmcpTransportErrorAfterInitialize } from '../../../src/ingest/hosts/rust-sdk.js';

const CASES: Array<[string, Parameters<typeof readSaid>[0], string, Record<string, unknown> | null]> = [
  // modelcontextprotocol/rust-sdk#237: the worker quit while sending the initialize; the close names no request itself
  ["rmcp's worker quitting on the initialize", rustSdkPhrases, 'worker quit with fatal: Unexpected content type: None, when send initialize request',
    { kind: 'connection-closed', phrase: 'rust-sdk/worker-quit-fatal', scope: 'connection', error: 'Unexpected content type: None' }],
  // modelcontextprotocol/rust-sdk#455: on the initialized notification, after the initialize was answered
  ["rmcp's worker quitting on the initialized notification", rustSdkPhrases, 'worker quit with fatal: Client error: error decoding response body, when send initialized notification',
    { kind: 'completed', phrase: 'rust-sdk/worker-quit-after-initialize', afterHandshake: true, method: 'initialize', scope: 'connection', error: 'Client error: error decoding response body' }],
  // spacedriveapp/spacebot#318: the notification's POST answered with no Content-Type, the app's tracing `message=` field
  ["the same step, a 200 with no content type", rustSdkPhrases, 'message=worker quit with fatal: Unexpected content type: None, when send initialized notification',
    { kind: 'completed', phrase: 'rust-sdk/worker-quit-after-initialize', afterHandshake: true, method: 'initialize', error: 'Unexpected content type: None' }],
  ["another step after the initialize is still only the worker's close", rustSdkPhrases, 'worker quit with fatal: Transport channel closed, when send request',
    { kind: 'connection-closed', phrase: 'rust-sdk/worker-quit-fatal', scope: 'connection' }],
  // openai/codex#36863: bare
  ["rmcp's worker quitting, no context", rustSdkPhrases, 'worker quit with fatal: Transport channel closed', { kind: 'connection-closed', error: 'Transport channel closed' }],
  // aws/amazon-q-developer-cli#3015: the same failure Debug-printed, its step in `context`: the initialize was answered
  ["rmcp's TransportError in Debug form after the initialize", [rmcpTransportErrorAfterInitialize],
    'TransportError { error: DynamicTransportError { transport_name: "rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::async_impl::client::Client>>", transport_type_id: TypeId(0x1f), error: TransportChannelClosed }, context: "send initialized notification" }.',
    { kind: 'completed', phrase: 'rust-sdk/transport-error-debug-after-initialize', afterHandshake: true, method: 'initialize', scope: 'connection' }],
  ["the Debug form on the initialize itself is not that row's", [rmcpTransportErrorAfterInitialize],
    'TransportError { error: DynamicTransportError { error: TransportChannelClosed }, context: "send initialize request" }', null],
  // modelcontextprotocol/rust-sdk#36: the first client crate's stdio transport
  ["the first client crate's outgoing request", rustSdkPhrases,
    'Sending outgoing message Request(JsonRpcRequest { jsonrpc: "2.0", id: Some(1), method: "initialize", params: Some(Object {"capabilities": Object {}}) })',
    { kind: 'request-sent', phrase: 'rust-sdk/mcp-client-sending-request', method: 'initialize', id: 1 }],
  ["the same crate's notification is no request", rustSdkPhrases, 'Sending outgoing message Notification(JsonRpcNotification { jsonrpc: "2.0", method: "notifications/initialized", params: None })', null],
  ["the first client crate's EOF from the child", rustSdkPhrases, 'Child process ended (EOF on stdout)',
    { kind: 'connection-closed', phrase: 'rust-sdk/mcp-client-child-ended', scope: 'connection', error: 'Child process ended (EOF on stdout)' }],
  // modelcontextprotocol/java-sdk#459: the Java SDK's 404 before any session: the initialize refused
  ['the Java SDK\'s 404 with no session yet', javaSdkPhrases,
    'io.modelcontextprotocol.spec.McpTransportSessionNotFoundException: Session [missing_session_id] not found on the server',
    { kind: 'http-status', phrase: 'java-sdk/session-not-found-missing-session-id', status: 404, method: 'initialize', scope: 'connection' }],
  // spring-projects/spring-ai#3923: the WebClient transport's warning for the same
  ['the WebClient transport\'s warning for it', javaSdkPhrases, '[mcpSessionNotFoundError,328] -- Session [missing_session_id] was not found on the MCP server',
    { kind: 'http-status', status: 404, method: 'initialize' }],
  ['a session the client held is not this row\'s', javaSdkPhrases, 'Session [5b2d0c1e-0a7f-4c54-9d8f-2f7e4b1a9c33] was not found on the MCP server', null],
  // modelcontextprotocol/java-sdk#770: the server session taking a tools/call it never handed to the tool
  ["the Java server session's received request", javaSdkPhrases, '[McpServerSession] Received request: tools/call wiki_lookup_member',
    { kind: 'request-sent', phrase: 'java-sdk/server-session-received-request', method: 'tools/call', target: 'wiki_lookup_member', speaker: 'server' }],
  ["… a method with no tool", javaSdkPhrases, 'Received request: tools/list', { kind: 'request-sent', method: 'tools/list' }],
  ["… the SDK's record form, with its id", javaSdkPhrases,
    'Received request: JSONRPCRequest[jsonrpc=2.0, method=tools/call, id=7, params={name=wiki_lookup_member, arguments={q=ops}}]',
    { kind: 'request-sent', phrase: 'java-sdk/server-session-received-request-record', method: 'tools/call', id: 7, target: 'wiki_lookup_member' }],
  // spring-projects/spring-ai#3035, #3061: the WebMvc SSE transport could not write a message down a session's stream
  ['the WebMvc SSE transport failing to send on a broken stream', javaSdkPhrases,
    'Failed to send message to session 3f0a9c1e-7d2b-4e55-9a61-0c8b2d4e6f17: ServletOutputStream failed to flush: java.io.IOException: Broken pipe',
    { kind: 'completed', phrase: 'java-sdk/sse-send-failed', late: true, undelivered: true, error: 'ServletOutputStream failed to flush: java.io.IOException: Broken pipe' }],
  ["another app's 'Received request:' about its own HTTP call is not", javaSdkPhrases, 'Received request: POST /orders/42', null],
  ["… nor a sentence going on after a word", javaSdkPhrases, 'Received request: initialize took 3 seconds', null],
  // modelcontextprotocol/python-sdk#147 (and #144): a pre-1.3 Python SDK server quoting the cancel's params it could not
  // validate, the reason cut by pydantic
  ["a pre-1.3 Python server refusing the cancel's params, reason cut", pythonSdkPhrases,
    "  Field required [type=missing, input_value={'requestId': 9, 'reason'... -2: Request timed out'}, input_type=dict]",
    { kind: 'cancelled', phrase: 'python-sdk/cancel-params-refused', id: 9, error: '-2: Request timed out', received: true }],
  ["… the reason whole", pythonSdkPhrases,
    "  Field required [type=missing, input_value={'requestId': 27, 'reason': 'Error: MCP error -32001: Request timed out'}, input_type=dict]",
    { kind: 'cancelled', id: 27, error: 'Error: MCP error -32001: Request timed out' }],
  ["a progress notification's params are not a cancel", pythonSdkPhrases,
    "  Field required [type=missing, input_value={'progressToken': 3, 'progress': 1}, input_type=dict]", null],
  // modelcontextprotocol/python-sdk#503: the SDK 1.x session logging a cancel it took but could not act on, the
  // notification's pydantic repr after 'Message was:'
  ["a Python session's record of a cancel it could not act on", pythonSdkPhrases,
    "Failed to validate notification: RequestResponder must be used as a context manager. Message was: method='notifications/cancelled' params={'requestId': 2, 'reason': 'McpError: MCP error -32001: Request timed out'} jsonrpc='2.0'",
    { kind: 'cancelled', phrase: 'python-sdk/cancel-notification-repr', id: 2, error: 'McpError: MCP error -32001: Request timed out', received: true }],
  ["… a string id and no reason", pythonSdkPhrases,
    "Failed to validate notification: boom. Message was: method='notifications/cancelled' params={'requestId': 'abc-1'} jsonrpc='2.0'",
    { kind: 'cancelled', phrase: 'python-sdk/cancel-notification-repr', id: 'abc-1' }],
  ["another notification's repr is no cancel", pythonSdkPhrases,
    "Failed to validate notification: boom. Message was: method='notifications/progress' params={'progressToken': 2, 'progress': 1.0} jsonrpc='2.0'", null],
];

describe('SDK transport words', () => {
  it.each(CASES)('%s', (_n, rows, text, want) => {
    const got = readSaid(rows, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });
});
