/**
 * A Streamable HTTP or HTTP+SSE server refusing the session a request carried, pasted without a host
 * log: a server's access lines, curl's status line, an SDK's error sentence, a JSON-RPC error body whose
 * id names no request. Each is one refused request of unknown method (nothing in the paste names it),
 * failed because the server no longer knew the session. Line shapes follow the threads cited; the
 * content (addresses, ids, paths) is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { jsonRpcInText } from '../../../src/ingest/formats/jsonrpc-in-text.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

interface Case {
  thread: string;
  text: string;
  format: string;
  host: string;
  /** [method, outcome, cause, serverState] per reported request. */
  requests: Array<[string, string, string, string]>;
}

const REFUSED: Array<[string, Case]> = [
  ['uvicorn access lines: an accepted POST, a stream, a refused POST', {
    thread: 'tadata-org/fastapi_mcp#56',
    text: lines(
      'INFO:     127.0.0.1:50110 - "POST /mcp/messages/?session_id=0d1c2b3a4f5e46a7b8c9d0e1f2a3b4c5 HTTP/1.1" 202 Accepted',
      'INFO:     127.0.0.1:50112 - "GET /mcp HTTP/1.1" 200 OK',
      'INFO:     127.0.0.1:50110 - "POST /mcp/messages/?session_id=a9b8c7d6e5f44a3b2c1d0e9f8a7b6c5d HTTP/1.1" 404 Not Found',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['the Python SDK warning then the access line, twice: two refused requests', {
    thread: 'PrefectHQ/fastmcp#831',
    text: lines(
      'Could not find session for ID: 11111111-2222-4333-8444-555555555555',
      'INFO:     127.0.0.1:50200 - "POST /messages/?session_id=11111111222243338444555555555555 HTTP/1.1" 404 Not Found',
      'Could not find session for ID: 11111111-2222-4333-8444-555555555555',
      'INFO:     127.0.0.1:50204 - "POST /messages/?session_id=11111111222243338444555555555555 HTTP/1.1" 404 Not Found',
    ),
    format: 'python-sdk',
    host: 'python-sdk',
    requests: [['unknown', 'failed', 'session-expired', 'unknown'], ['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['the same warning as a clocked logging record, the clockless access line under it: one refused request', {
    thread: 'majidmanzarpour/vibe-blocks-mcp#3',
    text: lines(
      'INFO:     127.0.0.1:50301 - "GET /poll HTTP/1.1" 200 OK',
      '2025-05-06 20:14:51,866 - mcp.server.sse - WARNING - Could not find session for ID: 11111111-2222-4333-8444-555555555555',
      'INFO:     127.0.0.1:50302 - "POST /messages/?session_id=11111111222243338444555555555555 HTTP/1.1" 404 Not Found',
      '2025-05-06 20:14:53,451 - example_app - DEBUG - Queue empty.',
      'INFO:     127.0.0.1:50301 - "GET /poll HTTP/1.1" 200 OK',
    ),
    format: 'python-sdk',
    host: 'python-sdk',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['a clocked refusal, then a clockless 404 further down with other lines between: two refused requests', {
    thread: 'majidmanzarpour/vibe-blocks-mcp#3',
    text: lines(
      '2025-05-06 20:14:51,866 - mcp.server.sse - WARNING - Could not find session for ID: 11111111-2222-4333-8444-555555555555',
      '2025-05-06 20:14:53,451 - example_app - DEBUG - Queue empty.',
      '2025-05-06 20:14:55,466 - example_app - DEBUG - Queue empty.',
      'INFO:     127.0.0.1:50302 - "POST /messages/?session_id=11111111222243338444555555555555 HTTP/1.1" 404 Not Found',
    ),
    format: 'python-sdk',
    host: 'python-sdk',
    requests: [['unknown', 'failed', 'session-expired', 'unknown'], ['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['a Quarkus server: the handler\'s refusal, then its access line 6 ms later: one refused request', {
    thread: 'quarkiverse/quarkus-langchain4j#2002',
    text: lines(
      '2025-12-06 12:40:26,394 ERROR [io.qua.mcp.ser.sse.run.StreamableHttpMcpMessageHandler] (vert.x-eventloop-thread-2) Mcp session not found: MTExMTExMTEtMjIyMi00MzMzLTg0NDQtNTU1NTU1NTU1NTU1',
      '2025-12-06 12:40:26,400 INFO  [io.qua.htt.access-log] (vert.x-eventloop-thread-2) 127.0.0.1 - client-one@clients [06/Dec/2025:12:40:26 -0700] "POST /mcp HTTP/1.1" 404 -',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['the same refusal, and a 404 two seconds later: another POST refused, two requests', {
    thread: 'quarkiverse/quarkus-mcp-servers#86',
    text: lines(
      '2026-03-12 22:52:42,141 ERROR [io.quarkiverse.mcp.server.http.runtime.StreamableHttpMcpMessageHandler] (vert.x-eventloop-thread-1) Mcp session not found: MjIyMjIyMjItMzMzMy00NDQ0LTg1NTUtNjY2NjY2NjY2NjY2',
      '2026-03-12 22:52:44,530 INFO  [io.qua.htt.access-log] (vert.x-eventloop-thread-1) 127.0.0.1 - - [12/Mar/2026:22:52:44 +0000] "POST /mcp HTTP/1.1" 404 -',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown'], ['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['curl -i: the status line and the body', {
    thread: 'OneUptime/oneuptime#2459',
    text: lines('HTTP/2 404', '{"error":"Not Found","message":"MCP session not found. Please re-initialize the connection."}'),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['curl with its -d body, a summary status line, the error body: the shown request refused', {
    thread: 'robhunter/agentdeals#1054',
    text: lines(
      "$ curl -X POST https://tools.example.test/mcp -H 'mcp-session-id: 00000000-dead-beef-0000-000000000000' \\",
      '       -d \'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}\'',
      'HTTP 400',
      '{"jsonrpc":"2.0","error":{"code":-32600,"message":"Bad Request: No valid session. Send an initialize request first."},"id":null}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['tools/list', 'failed', 'session-expired', 'unknown']],
  }],
  ['curl -i: an edge\'s 504 head and its HTML page, the URL only in prose (not pasted)', {
    thread: 'Azure/Azure-Resource-Manager-MCP#25',
    text: lines(
      'HTTP/1.1 504 Gateway Time-out',
      'Date: Sat, 29 Aug 2026 22:39:30 GMT',
      'Content-Type: text/html',
      'x-azure-ref: 20260829T223922Z-0000000000000000000000000000000000000000000000000a',
      '',
      "<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Transitional//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd'>",
      '<head><title>Service unavailable</title></head>',
      "<body><h2>Our services aren't available right now</h2></body>",
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'gateway-error', 'unknown']],
  }],
  ['curl without -i: the initialize body, then nginx\'s 500 page (the shell\'s split header words between)', {
    thread: 'zeegin/v8std#34',
    text: lines(
      'curl -H \'Accept: application/json, text/event-stream\' -X POST https://kb.example.test/mcp -d \'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"curl","version":"1"}}}\'',
      'curl: (6) Could not resolve host: application',
      '<html>',
      '<head><title>500 Internal Server Error</title></head>',
      '<body>',
      '<center><h1>500 Internal Server Error</h1></center>',
      '<hr><center>nginx</center>',
      '</body>',
      '</html>',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['initialize', 'failed', 'gateway-error', 'unknown']],
  }],
  ['curl -v: a POST refused with 504 and nginx\'s page under the headers: one refusal, not two', {
    thread: 'zeegin/v8std#34',
    text: lines(
      '$ curl -v -X POST https://kb.example.test/mcp -H \'Content-Type: application/json\' -d \'{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"export_notes","arguments":{}}}\'',
      '> POST /mcp HTTP/2',
      '> Host: kb.example.test',
      '>',
      '< HTTP/2 504',
      '< content-type: text/html',
      '< content-length: 160',
      '<',
      '<html>',
      '<head><title>504 Gateway Time-out</title></head>',
      '<body>',
      '<center><h1>504 Gateway Time-out</h1></center>',
      '</body>',
      '</html>',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['tools/call', 'failed', 'gateway-error', 'unknown']],
  }],
  ['an nginx access log: the last POST closed by its client (499), not refused', {
    thread: 'apache/apisix#4715',
    text: lines(
      '172.18.0.1 - - [01/Dec/2026:10:00:00 +0000] "POST /mcp HTTP/1.1" 200 1187 "-" "node"',
      '172.18.0.1 - - [01/Dec/2026:10:01:01 +0000] "POST /mcp HTTP/1.1" 499 0 "-" "node"',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'abandoned', 'unknown', 'unknown']],
  }],
  ["nginx's error log alone: a POST its upstream did not answer in time", {
    thread: 'fossar/selfoss#1427',
    text: lines(
      '2026/12/01 10:01:01 [error] 31#31: *1042 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 172.18.0.1, server: kb.example.test, request: "POST /mcp HTTP/1.1", upstream: "http://127.0.0.1:8080/mcp", host: "kb.example.test"',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'gateway-error', 'unknown']],
  }],
  ["a browser console: the refused fetch, then the web client's own error for it (one refusal)", {
    thread: 'modelcontextprotocol/inspector#805',
    text: lines(
      'index-DkX3a.js:88  POST https://kb.example.test/mcp 504 (Gateway Timeout)',
      'index-DkX3a.js:88  Error: Error POSTing to endpoint (HTTP 504): <html>',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'gateway-error', 'unknown']],
  }],
  ["DevTools' General section copied: a POST to the MCP path answered 504", {
    thread: 'modelcontextprotocol/inspector#820',
    text: lines(
      'Request URL: https://kb.example.test/mcp',
      'Request Method: POST',
      'Status Code: 504 Gateway Timeout',
      'Remote Address: 203.0.113.7:443',
      'Referrer Policy: strict-origin-when-cross-origin',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'gateway-error', 'unknown']],
  }],
  ['curl -v: request and response headers around a refused status', {
    thread: 'OneUptime/oneuptime#2459',
    text: lines(
      '> POST /mcp HTTP/1.1',
      '> Host: tools.example.test',
      '> mcp-session-id: 5d3f1a2b-0c4e-4f6a-9b8c-7d6e5f4a3b2c',
      '>',
      '< HTTP/1.1 404 Not Found',
      '< content-type: application/json',
      '<',
      '{"error":"Not Found","message":"Session not found"}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['curl -v: a bare GET refused 400 by a gateway: no message was sent, so no request is refused', {
    thread: 'envoyproxy/ai-gateway#1364',
    text: lines(
      '* Connected to localhost (::1) port 1975',
      '> GET /mcp HTTP/1.1',
      '> Host: localhost:1975',
      '> Accept: */*',
      '>',
      '< HTTP/1.1 400 Bad Request',
      '< content-type: text/plain; charset=utf-8',
      '<',
      'missing session ID',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [],
  }],
  ['curl -v: a GET stream refused, then a POST refused on the same connection: only the POST is a request', {
    thread: 'envoyproxy/ai-gateway#1364',
    text: lines(
      '> GET /mcp HTTP/1.1',
      '> Host: localhost:1975',
      '>',
      '< HTTP/1.1 400 Bad Request',
      '<',
      '> POST /mcp HTTP/1.1',
      '> Host: localhost:1975',
      '> mcp-session-id: 5d3f1a2b-0c4e-4f6a-9b8c-7d6e5f4a3b2c',
      '>',
      '< HTTP/1.1 404 Not Found',
      '<',
      '{"error":"Not Found","message":"Session not found"}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["the TypeScript SDK client's error, the SSE event it got in place of a 404", {
    thread: 'actionhero/keryx#503',
    text: lines('Streamable HTTP error: Error POSTing to endpoint: event: message data: {"error":"Session not found"}'),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["mcp-go's client error carrying the server's id-null error body", {
    thread: 'mark3labs/mcp-go#86',
    text: lines('request failed with status 400: {"jsonrpc":"2.0","id":null,"error":{"code":-32602,"message":"Invalid session ID"}}'),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["the Inspector's relayed error, the body (id \"server-error\") on the next line", {
    thread: 'agentic-community/mcp-gateway-registry#960',
    text: lines(
      'MCP error -32009: Streamable HTTP error: Error POSTing to endpoint:',
      '{"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session not found"}}',
    ),
    format: 'inspector',
    host: 'inspector',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["a Python app's listing ended on the client's session refusal (loguru)", {
    thread: 'agentscope-ai/QwenPaw#6732',
    text: lines(
      "2026-08-07 09:12:41 | WARNING | .app/venv/lib/python3.12/site-packages/app/mcp/config_service.py:140 | Failed to list tools for MCP client 'kb': Session terminated",
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['tools/list', 'failed', 'session-expired', 'unknown']],
  }],
  ["mcp-go's error under a test failure: the request unnamed, the remedy not a request", {
    thread: 'stacklok/toolhive#4575',
    text: lines(
      '[FAILED] Request 2/5 should succeed',
      'Unexpected error:',
      'transport error: failed to send request: session terminated (404). need to re-initialize',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["a stdio proxy's HTTP error, its JSON-RPC body wrapped over lines: the answer, not a message", {
    thread: 'markmhendrickson/neotoma#2312',
    text: lines(
      'kb-mcp-proxy downstream error (404): {"jsonrpc":"2.0","error":{"code":-32001,',
      '"message":"Not Found: MCP session is unknown or expired on this API instance.',
      'The client should re-initialize by sending a new InitializeRequest without a session id"}}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["a server's -32001 refusal of an unknown session quoted bare: its remedy names no request", {
    thread: 'markmhendrickson/neotoma#1472',
    text: lines(
      '-32001 Service Unavailable: MCP session is unknown on this API instance. If you run several replicas, pin POST /mcp to one. Otherwise restart the MCP client so initialize runs again after a server restart.',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["the same wrapped by the reporter over lines", {
    thread: 'markmhendrickson/neotoma#1667',
    text: lines(
      '-32001 Service Unavailable: MCP session is unknown on this API instance.',
      'If you run several replicas, pin POST /mcp to one.',
      'Otherwise restart the MCP client',
      'so initialize runs again after a server restart.',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ["Claude Code's lines quoted bare: the SDK's refusal and the close it caused are one request", {
    thread: 'beyondessential/canopy#275',
    text: lines(
      'Error POSTing to endpoint: Not Found: Session not found',
      'MCP session expired (server no longer recognizes session ID)',
      'tools/list failed (MCP error -32000: Connection closed)',
    ),
    format: 'jsonrpc-in-text',
    host: 'claude-code',
    requests: [['tools/list', 'failed', 'session-expired', 'unknown']],
  }],
  ["the Java SDK's legacy SSE client: a refused message POST alone is a session refusal, not an initialize", {
    thread: 'modelcontextprotocol/java-sdk#105',
    text: lines(
      'ERROR io.modelcontextprotocol.client.transport.HttpClientSseClientTransport.lambda$sendMessage$0 - Error sending message: 404',
    ),
    format: 'java-sdk',
    host: 'java-sdk',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['the body wrapped by a terminal inside its message, the rest indented', {
    thread: 'anthropics/claude-code#28545',
    text: lines(
      'Error: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session',
      '     not found"}}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['the same wrap with the status, between the id and the error', {
    thread: 'anthropics/claude-code#28545',
    text: lines(
      'Error: Error POSTing to endpoint (HTTP 400): {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid',
      '     session ID provided"},"id":null}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['an SSE-framed body: the event line, then its data line', {
    thread: 'anthropics/claude-code#55970',
    text: lines(
      'Streamable HTTP error: Error POSTing to endpoint: event: message',
      'data: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not initialized"},"id":null}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['an SSE-framed body with an event id, the status in front', {
    thread: 'anthropics/claude-code#55970',
    text: lines(
      'Error POSTing to endpoint (HTTP 404): event: message',
      'id: 4c1e2f70-9b8a-4d3c-a1e2-f3b4c5d6e7f8_1762353111691',
      'data: {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}',
    ),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
  ['a Java server\'s McpError serialized whole (frames first, the message last, past 4 KiB) in the client\'s words', {
    thread: 'cyberkaida/reverse-engineering-assistant#259',
    // Not the Java SDK's log: its classes are only the serialized frames' values.
    text: lines(`Error: Streamable HTTP error: Error POSTing to endpoint: ${JSON.stringify({
      cause: null,
      stackTrace: Array.from({ length: 40 }, (_, i) => ({ classLoaderName: null, moduleName: null, moduleVersion: null, methodName: i === 0 ? 'doPost' : `step${i}`, fileName: 'Frame.java', lineNumber: 100 + i, className: i === 0 ? 'io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider' : `org.example.web.Frame${i}`, nativeMethod: false })),
      jsonRpcError: null,
      message: 'Session not found: 0f3e2d1c-4b5a-4968-8776-a5b4c3d2e1f0',
      suppressed: [],
      localizedMessage: 'Session not found: 0f3e2d1c-4b5a-4968-8776-a5b4c3d2e1f0',
    })}`),
    format: 'jsonrpc-in-text',
    host: 'unknown',
    requests: [['unknown', 'failed', 'session-expired', 'unknown']],
  }],
];

describe('a refused session pasted without a host log', () => {
  it.each(REFUSED)('%s', async (_name, c) => {
    const p = tempFile('paste.txt', c.text);
    const report = await analyze([p], { tz: 'UTC' });
    const input = report.inputs[0] as { format?: string; host?: string };
    expect(input.format, c.thread).toBe(c.format);
    expect(input.host, c.thread).toBe(c.host);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState]), c.thread).toEqual(c.requests);
    const rules = report.requests.flatMap((r) => r.findings.map((f) => f.rule));
    expect(rules, c.thread).not.toContain('response-unknown-request');
    expect(rules, c.thread).not.toContain('stdout-not-json');
  });
});

describe("curl's own error ending the request it sent", () => {
  const CMD = '$ curl -X POST http://localhost:8000/mcp -H \'Content-Type: application/json\' -d \'{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"slow_report","arguments":{}}}\'';
  it.each<[string, string, [string, string, string]]>([
    ['--max-time: the requester gave up on its own deadline, no cancel', 'curl: (28) Operation timed out after 60002 milliseconds with 0 bytes received', ['abandoned', 'client-timeout', 'unknown']],
    ['the body cut short: the request\'s stream', 'curl: (18) transfer closed with outstanding read data remaining', ['lost', 'stream-closed', 'unknown']],
    ['an empty reply: the request\'s stream', 'curl: (52) Empty reply from server', ['lost', 'stream-closed', 'unknown']],
    ['a reset: the request\'s stream', 'curl: (56) Recv failure: Connection reset by peer', ['lost', 'stream-closed', 'unknown']],
    ['no connection at all', "curl: (7) Failed to connect to localhost port 8000 after 0 ms: Couldn't connect to server", ['lost', 'connection-closed', 'unknown']],
    // pixellab-code/pixellab-mcp#10: the reporter's result arrow before curl's line, the unit as pasted
    ['--max-time after the reporter\'s arrow, in ms: still the requester\'s deadline', '  → curl: (28) Operation timed out after 90005 ms with 17891 bytes received', ['abandoned', 'client-timeout', 'unknown']],
  ])('%s', async (_n, line, [outcome, cause, serverState]) => {
    const report = await analyze([tempFile('curl.txt', lines(CMD, line))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', outcome, cause, serverState]]);
  });
});

describe("a proxy's error log for a response it cut after the head", () => {
  // mjl-/mox#78 (proxy_read_timeout on an event stream), NodeBB/NodeBB#5295 (the upstream dropping it): nginx cannot
  // answer with a status after the head, it closes the connection. A POST to an MCP path: that request's stream was
  // cut by the proxy, not refused (no 504) and not the requester's own timer.
  it.each([
    ['its read timeout', '2026/11/30 09:12:44 [error] 7#7: *41 upstream timed out (110: Connection timed out) while reading upstream, client: 10.0.0.2, server: mcp.example.test, request: "POST /mcp HTTP/1.1", upstream: "http://10.0.0.9:8000/mcp", host: "mcp.example.test"'],
    ['the upstream closing', '2026/11/30 09:12:44 [error] 7#7: *41 upstream prematurely closed connection while reading upstream, client: 10.0.0.2, server: mcp.example.test, request: "POST /mcp HTTP/1.1", upstream: "http://10.0.0.9:8000/mcp", host: "mcp.example.test"'],
  ])('%s', async (_n, line) => {
    const report = await analyze([tempFile('error.log', lines(line))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.outcome, r.cause, r.serverState])).toEqual([['lost', 'stream-closed', 'unknown']]);
  });
});

describe("a server's own warning as it refuses a POST without a session it holds", () => {
  // Kuadrant/mcp-gateway#1419: the Express handler many TypeScript servers copy warns, then answers 400 "No valid
  // session ID provided". The POST's request is refused by the server (its method is not in the words).
  it.each([
    ['as the reporter pasted it', 'POST request rejected - invalid request: {'],
    ['with the warning sign the server prints', '\u26a0\ufe0f  POST request rejected - invalid request: {'],
    ['a copy that tags its lines', '[HTTP] POST request rejected - invalid request: {'],
  ])('%s', async (_n, first) => {
    const text = lines(first, "  sessionId: 'undefined',", '  hasInitializeRequest: false,', "  userAgent: 'probe/1.0'", '}');
    const report = await analyze([tempFile('server.log', text)], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['unknown', 'failed', 'server-error', 'failed']]);
  });

  it('the words quoted inside prose are not the warning', async () => {
    const report = await analyze([tempFile('notes.txt', lines('I grepped for "POST request rejected - invalid request:" and found nothing.'))], { tz: 'UTC' }).catch(() => null);
    expect(report?.requests ?? []).toEqual([]);
  });
});

describe('what is not a refusal', () => {
  it('a 2xx status line is not claimed on its own', () => {
    expect(jsonRpcInText.sniff(['HTTP/1.1 200 OK', 'mcp-session-id: 5d3f1a2b'])).toBe(0);
    // A proxy's 2xx access line of a GET to /sse names no MCP (ThinkInAIXYZ/go-mcp#147).
    expect(jsonRpcInText.sniff(['10.0.0.2 - - [14/May/2025:12:08:24 +0800] "GET /sse HTTP/1.1" 200 0 "-" "Mozilla/5.0"'])).toBe(0);
  });

  it("uvicorn's access line of a request to an MCP path is claimed whatever its status, and ends nothing when 2xx", async () => {
    // The request line's method and path are MCP's HTTP transport (hosts/http-exchange.ts mcpAccessLine).
    expect(jsonRpcInText.sniff(['INFO:     127.0.0.1:5 - "POST /mcp HTTP/1.1" 200 OK'])).toBeGreaterThanOrEqual(0.4);
    const r = await analyze([tempFile('access.log', 'INFO:     127.0.0.1:5 - "POST /mcp HTTP/1.1" 200 OK\n')], { tz: 'UTC' });
    expect(r.requests).toEqual([]);
  });

  it("a refused POST to a path that is not an MCP endpoint, or a status line with no MCP words, is not claimed", () => {
    expect(jsonRpcInText.sniff(['INFO:     127.0.0.1:5 - "POST /api/login HTTP/1.1" 404 Not Found'])).toBe(0);
    expect(jsonRpcInText.sniff(['HTTP/2 404', '<html><body>Not Found</body></html>'])).toBe(0);
    // A refused response's head needs its header lines right under the status line (Azure/Azure-Resource-Manager-MCP#25's
    // shape); a 2xx head is no refusal.
    expect(jsonRpcInText.sniff(['HTTP/1.1 504 Gateway Time-out', 'Content-Type: text/html'])).toBe(0);
    expect(jsonRpcInText.sniff(['HTTP/1.1 200 OK', 'Content-Type: text/html', 'Content-Length: 12'])).toBe(0);
    expect(jsonRpcInText.sniff(['HTTP/1.1 504 Gateway Time-out', 'Content-Type: text/html', 'Content-Length: 2061'])).toBeGreaterThanOrEqual(0.4);
    // DevTools' status line claims a text only under a POST to an MCP path.
    expect(jsonRpcInText.sniff(['Request URL: https://kb.example.test/api/login', 'Request Method: POST', 'Status Code: 504 Gateway Timeout'])).toBe(0);
    expect(jsonRpcInText.sniff(['Request URL: https://kb.example.test/mcp', 'Request Method: GET', 'Status Code: 504 Gateway Timeout'])).toBe(0);
  });

  it('an id-null error after the session\'s initialize is still an unknown-request finding (a whole capture)', async () => {
    const p = tempFile('tee.jsonl', lines(
      '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
      '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
      '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}',
    ));
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => r.method)).toEqual(['initialize']);
  });
});

describe('one refusal said again', () => {
  it('a caller\'s log line restating the exception a traceback just printed is no second request (Eigenwise/atomic-agents#135)', async () => {
    const p = tempFile('client.txt', lines(
      'Failed to list tools via MCP session: Session terminated',
      'Traceback (most recent call last):',
      '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 123, in initialize',
      '    result = await self.send_request(',
      'mcp.shared.exceptions.McpError: Session terminated',
      'Unexpected error fetching MCP tool definitions from http://localhost:7311: Session terminated',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => r.method)).not.toContain('unknown');
    expect(report.requests.every((r) => r.outcome === 'failed')).toBe(true);
    // The Python SDK client says "Session terminated" for any 404; under the initialize (which carries no session) it
    // is the route missing: the thread's URL had no MCP path (http://localhost:<port>).
    expect(report.requests.find((r) => r.method === 'initialize')?.cause).toBe('server-error');
  });
});

describe('Claude Code recovering a refused session (its debug log, quoted verbatim in edobry/minsky\'s restart spike)', () => {
  it('the refused call is one failed request, its retry after re-initializing another', async () => {
    const p = tempFile('debug.txt', lines(
      '2026-08-05T19:57:20.685Z [DEBUG] MCP server "kb-spike": Calling MCP tool: kb_echo',
      '2026-08-05T19:57:20.690Z [DEBUG] MCP server "kb-spike": HTTP connection dropped after 33s uptime',
      '2026-08-05T19:57:20.690Z [DEBUG] MCP server "kb-spike": Connection error: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}',
      '2026-08-05T19:57:20.690Z [DEBUG] MCP server "kb-spike": MCP session expired (server no longer recognizes session ID), triggering reconnection',
      '2026-08-05T19:57:20.690Z [DEBUG] MCP server "kb-spike": Closing transport (session expired)',
      '2026-08-05T19:57:20.691Z [DEBUG] MCP server "kb-spike": Cleared connection cache for reconnection',
      "2026-08-05T19:57:20.691Z [DEBUG] MCP server \"kb-spike\": Tool 'kb_echo' failed after 0s: MCP error -32000: Connection closed",
      '2026-08-05T19:57:20.691Z [DEBUG] MCP server "kb-spike": MCP session expired during tool call (connection closed), clearing connection cache for re-initialization',
      "2026-08-05T19:57:20.692Z [DEBUG] MCP server \"kb-spike\": Retrying tool 'kb_echo' after session recovery",
      '2026-08-05T19:57:20.692Z [DEBUG] MCP server "kb-spike": Initializing HTTP transport to http://127.0.0.1:48765/mcp',
      '2026-08-05T19:57:20.707Z [DEBUG] MCP server "kb-spike": Successfully connected (transport: http) in 14ms',
      '2026-08-05T19:57:20.707Z [DEBUG] MCP server "kb-spike": Connection established with capabilities: {"hasTools":true,...}',
      '2026-08-05T19:57:20.707Z [DEBUG] MCP server "kb-spike": Calling MCP tool: kb_echo',
      "2026-08-05T19:57:20.723Z [DEBUG] MCP server \"kb-spike\": Tool 'kb_echo' completed successfully in 16ms",
    ));
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([
      ['tools/call', 'kb_echo', 'failed', 'session-expired'],
      ['tools/call', 'kb_echo', 'completed', 'none'],
    ]);
  });
});

describe('a session that ended under a request is no refusal (the Python SDK 2.x server: google/adk-python#6933)', () => {
  it.each([
    ['an agent\'s tool failure', "2026-09-01 23:24:10,201 WARNING agent.tools: MCP tool 'mem_recall' failed: McpError: Session terminated before the request completed"],
    ['the 500 with the server\'s body', 'Error POSTing to endpoint (HTTP 500): {"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Session terminated before the request completed"}}'],
  ])('%s', async (_n, line) => {
    const report = await analyze([tempFile('agent.log', lines(line))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.outcome, r.serverState])).toEqual([['lost', 'unknown']]);
  });
});

describe('a wire excerpt that kept only the answers (MoonshotAI/kimi-code#2380)', () => {
  it('each answer, its sender untold, is a client request the excerpt does not show; a method its message quotes is the request\'s', async () => {
    const frame = (id: number, message: string) => JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32600, message } });
    const p = tempFile('wire.jsonl', lines(
      frame(40, "Unknown session id '0a1b2c3d4e5f60718293a4b5c6d7e8f9' for 'tools/call'; client should reinitialize"),
      frame(41, 'Unknown session id "0a1b2c3d4e5f60718293a4b5c6d7e8f9" for "resources/read"'),
      frame(42, 'Unknown session id 0a1b2c3d4e5f60718293a4b5c6d7e8f9'),
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause, r.serverState])).toEqual([
      ['tools/call', 40, 'failed', 'session-expired', 'failed'],
      ['resources/read', 41, 'failed', 'session-expired', 'failed'],
      ['unknown', 42, 'failed', 'session-expired', 'failed'],
    ]);
    expect(report.findings.map((f) => f.rule)).not.toContain('response-unknown-request');
  });

  it('after the session\'s initialize an answer to an id never seen is still an unknown-request finding', async () => {
    const p = tempFile('wire.jsonl', lines(
      JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } }),
      JSON.stringify({ jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } } }),
      JSON.stringify({ jsonrpc: '2.0', id: 9, error: { code: -32600, message: "Unknown session id 'x' for 'tools/call'" } }),
    ));
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => r.method)).toEqual(['initialize']);
    expect(report.findings.map((f) => f.rule)).toContain('response-unknown-request');
  });
});
