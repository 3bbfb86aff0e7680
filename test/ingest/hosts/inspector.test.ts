/**
 * The inspector phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { inspectorPhrases } from '../../../src/ingest/hosts/inspector.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  ["a new connection", "New StreamableHttp connection request", {"kind": "connecting", "scope": "connection"}],
  ["a 404 for a lost session", "Error from MCP server: StreamableHTTPError: Streamable HTTP error:\nError POSTing to endpoint:\n{\"jsonrpc\":\"2.0\",\"id\":\"server-error\",\"error\":{\"code\":-32600,\"message\":\"Session not found\"}}\n{\ncode: 404\n}", {"kind": "session-not-found", "status": 404}],
  ["an HTTP status", "Received 401 Unauthorized from MCP server: SSE error: Non-200 status code (401)", {"kind": "http-status", "status": 401}],
  // mcbodge/MudMCP#36: the refusal with an empty body, the status only in the error's `code` property under it (trimmed or indented)
  ["a POST refused with an empty body", "Error from MCP server: StreamableHTTPError: Streamable HTTP error: Error POSTing to endpoint:\ncode: 404", {"kind": "http-status", "phrase": "typescript-sdk/post-error-status-property", "status": 404, "sending": true}],
  ["the same, the property indented", "Error from MCP server: StreamableHTTPError: Streamable HTTP error: Error POSTing to endpoint:\n  code: 405", {"kind": "http-status", "status": 405}],
  ["an empty-body refusal with no status line", "Error from MCP server: StreamableHTTPError: Streamable HTTP error: Error POSTing to endpoint:", null],
  // Kuadrant/mcp-gateway#390: the UI's -32001 is the proxy relaying the POST's HTTP failure, not a timer
  ["a relayed POST failure", "MCP error -32001: Error POSTing to endpoint (HTTP 500): failed to create session for mcp server: failed to create client: transport error: failed to send request: session terminated (404). need to re-initialize", {"kind": "http-status", "phrase": "inspector/relayed-post-status", "status": 500}],
  // agentic-community/mcp-gateway-registry#960: the relayed error without a status, its body on the next line
  ["a relayed POST error without a status", "MCP error -32009: Streamable HTTP error: Error POSTing to endpoint:\n{\"jsonrpc\":\"2.0\",\"id\":\"server-error\",\"error\":{\"code\":-32600,\"message\":\"Session not found\"}}", {"kind": "failed", "phrase": "inspector/relayed-post-error"}],
  ["the SDK's own timer is not a relay", "MCP error -32001: Request timed out", {"kind": "timer-fired", "timer": "sdk", "phrase": "typescript-sdk/request-timed-out"}],
  ["the idle SSE stream cut", "Error from MCP server: SseError: SSE error: TypeError: terminated: other side closed", null],
  // Azure/MCP#39: the proxy's own POST refused with a front end's HTML timeout page (the SDK's sentence)
  ["a refused POST in a proxy record", "Error from MCP server: Error: Error POSTing to endpoint (HTTP 500): <html><head><title>500 - The request timed out.</title></head></html>", {"kind": "http-status", "phrase": "typescript-sdk/post-http-status", "status": 500}],
  // Azure/MCP#39, datagouv/datagouv-mcp#25: the app's message carries its session id: the handshake is done
  ["a message with a session id", "Received POST message for sessionId 3f9c1e2a-7b4d-4e8f-9a10-5c2d8e7f6b31", {"kind": "connected", "method": "initialize", "scope": "connection"}],
  // anthonychu/azure-container-apps-mcp-sample#2: the connect route's event stream refused: the handshake never ran
  ["the connect route's stream refused", "Error in /sse route: SseError: SSE error: Non-200 status code (403)\nat _eventSource.onerror (file:///x/sse.js:69:31)", {"kind": "failed", "phrase": "inspector/route-stream-refused", "method": "initialize", "scope": "connection", "error": "SSE error: Non-200 status code (403)"}],
  // elevenlabs/elevenlabs-mcp#18: the same with 404 (a URL at the proxy's own port)
  ["the connect route's stream not found", "Error in /sse route: SseError: SSE error: Non-200 status code (404)", {"kind": "failed", "method": "initialize", "error": "SSE error: Non-200 status code (404)"}],
  // apache/apisix#12138: the stream answered, its endpoint event naming another origin (the scheme turned to http:// in front)
  ["the connect route refused the endpoint event", "Error in /sse route: Error: Endpoint origin does not match connection origin: http://h.example/mcp/sse\n    at EventSource.<anonymous> (file:///x/sse.js:82:31)", {"kind": "failed", "phrase": "inspector/route-endpoint-refused", "method": "initialize", "scope": "connection", "error": "Endpoint origin does not match connection origin: http://h.example/mcp/sse"}],
  // microsoft/markitdown#1212: the connect route's GET reset before any answer (a server bound to the container's loopback)
  ["the connect route's stream fetch failed", "Error in /sse route: SseError: SSE error: TypeError: fetch failed: other side closed\n    at _eventSource.onerror (file:///x/sse.js:69:31)", {"kind": "connection-closed", "phrase": "inspector/route-stream-fetch-failed", "method": "initialize", "scope": "connection", "error": "SSE error: TypeError: fetch failed: other side closed"}],
  ["… a refused dial's words", "Error in /sse route: SseError: SSE error: TypeError: fetch failed: connect ECONNREFUSED 127.0.0.1:3001", {"kind": "connection-closed", "method": "initialize", "error": "SSE error: TypeError: fetch failed: connect ECONNREFUSED 127.0.0.1:3001"}],
  ["… an established stream cut later is another line's words", "Error from MCP server: SseError: SSE error: TypeError: terminated: other side closed", null],
  // conorbranagan/mcp-openapi#7: the proxy's own fault in the route is no refused stream
  ["the route's own error", "Error in /sse route: ReferenceError: fetch is not defined", null],
  // modelcontextprotocol/inspector#451: the legacy /message route could not hand a POSTed message on (no SSE stream open)
  ["the message route's refusal", "Error in /message route: Error: SSE connection not established\nat SSEServerTransport.handlePostMessage (file:///x/sse.js:61:19)", {"kind": "failed", "phrase": "inspector/message-route-refused", "error": "SSE connection not established"}],
  // modelcontextprotocol/inspector#339: the same words in the Streamable HTTP work's first builds
  ["the message route's refusal, bare", "Error in /message route: Error: SSE connection not established", {"kind": "failed", "phrase": "inspector/message-route-refused"}],
  // pathintegral-institute/mcpm.sh#158: mid-2025 builds spell the transport as its option
  ["a new connection, option spelling", "New streamable-http connection", {"kind": "connecting", "scope": "connection"}],
  // pathintegral-institute/mcpm.sh#158: a POST without a session is the initialize arriving, no handshake done yet
  ["a message without a session", "Received POST message for sessionId undefined", null],
  // pathintegral-institute/mcpm.sh#158: the forward failed below HTTP; the cause util.inspect prints under the stack is appended
  ["the forward's fetch failed, refused", "Error from MCP server: TypeError: fetch failed\n    at node:internal/deps/undici/undici:13510:13\n    at async StreamableHTTPClientTransport.send (file:///C:/dev/sdk/dist/esm/client/streamableHttp.js:248:30) {\n  [cause]: AggregateError [ECONNREFUSED]:\n      at internalConnectMultiple (node:net:1139:18) {\n    code: 'ECONNREFUSED',", {"kind": "failed", "phrase": "inspector/forward-network-failed", "sending": true, "error": expect.stringMatching(/^fetch failed \(cause: AggregateError \[ECONNREFUSED\]/)}],
  // Kuadrant/mcp-gateway#101: the same words from the transport's own GET stream carry no message
  ["the GET stream's fetch failed", "Error from MCP server: TypeError: fetch failed\n    at node:internal/deps/undici/undici:15482:13\n    at async StreamableHTTPClientTransport._startOrAuthSse (file:///x/streamableHttp.js:84:30) {\n  [cause]: HeadersTimeoutError: Headers Timeout Error", null],
];

describe('inspector phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(inspectorPhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row names its host and cites a thread', () => {
    for (const row of inspectorPhrases) {
      if (!row.id.startsWith('inspector/')) continue;
      expect(row.seen.length, row.id).toBeGreaterThan(0);
      expect(row.re.source.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(inspectorPhrases.map((r) => r.id)).size).toBe(inspectorPhrases.length);
  });
});
