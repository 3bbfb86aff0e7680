/**
 * The gateway and SDK-log phrase catalogues, row by row, on the lines of the threads each row
 * cites (the reporters' content replaced by ours).
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid } from '../../../src/events.js';
import {
  agentgatewayPhrases,
  dockerMcpGatewayPhrases,
  fastmcpPhrases,
  javaSdkPhrases,
  mcphubPhrases,
  mcpoPhrases,
  mcpProxyPhrases,
  pythonSdkPhrases,
  readSaid,
  supergatewayCrashPhrases,
  supergatewayPhrases,
  toolhivePhrases,
  type HostPhrase,
} from '../../../src/ingest/hosts/index.js';

const ROWS: Array<[string, readonly HostPhrase[], string, Partial<HostSaid> | null]> = [
  // samanhappy/mcphub#78, #169
  ['mcphub call', mcphubPhrases, 'Handling CallToolRequest for tool: web_search', { kind: 'request-sent', method: 'tools/call', target: 'web_search', phrase: 'mcphub/handling-call-tool' }],
  ['mcphub result', mcphubPhrases, 'Tool call result: {"content":[{"type":"text","text":"ok"}],"isError":false}', { kind: 'completed', method: 'tools/call' }],
  // samanhappy/mcphub#126: the downstream call hit the SDK's timer
  ['mcphub routed call timed out', mcphubPhrases, 'Error handling CallToolRequest: McpError: MCP error -32001: Request timed out', { kind: 'failed', method: 'tools/call', phrase: 'mcphub/error-handling-call-tool', error: 'McpError: MCP error -32001: Request timed out' }],
  ['mcphub tool error', mcphubPhrases, 'Tool call result: {"content":[{"type":"text","text":"boom"}],"isError":true}', { kind: 'failed', method: 'tools/call', phrase: 'mcphub/tool-call-result-error' }],
  ['mcphub routing error', mcphubPhrases, 'Error handling CallToolRequest: Error: Server not found: clock-now', { kind: 'failed', method: 'tools/call', error: 'Error: Server not found: clock-now' }],
  ['mcphub unrelated', mcphubPhrases, 'Client disconnected from log stream', null],
  // samanhappy/mcphub#574: later builds print the call's params object, not the bare name
  ['mcphub call with params', mcphubPhrases, 'Handling CallToolRequest for tool: {"name":"webdata-search_engine","arguments":{"query":"ferry"}}', { kind: 'request-sent', method: 'tools/call', target: 'webdata-search_engine' }],
  // samanhappy/mcphub#574: the upstream server no longer knows mcphub's session
  ['mcphub upstream session lost', mcphubPhrases, 'Error handling CallToolRequest: Error: Streamable HTTP error: Error POSTing to endpoint: {"error":{"code":-32001,"message":"Session not found"},"id":null,"jsonrpc":"2.0"}', { kind: 'failed', method: 'tools/call', phrase: 'mcphub/error-handling-call-tool' }],
  // samanhappy/mcphub#324, #1
  ['mcphub connect failure', mcphubPhrases, 'Failed to connect client for server browser-bot by error: McpError: MCP error -32001: Request timed out with stack: McpError: MCP error -32001: Request timed out',
    { kind: 'failed', method: 'initialize', scope: 'connection', server: 'browser-bot', error: 'McpError: MCP error -32001: Request timed out' }],
  // stacklok/toolhive#1838, #1576
  ['toolhive initialize', toolhivePhrases, 'Detected initialize method call for clock-check', { kind: 'request-sent', method: 'initialize', scope: 'connection' }],
  ['toolhive proxy error', toolhivePhrases, 'http: proxy error: dial tcp 127.0.0.1:41873: connect: connection refused', { kind: 'http-status', status: 502, error: 'dial tcp 127.0.0.1:41873: connect: connection refused' }],
  ['toolhive cli 504', toolhivePhrases, 'failed to initialize MCP client: transport error: request failed with status 504: Timeout waiting for response from container', { kind: 'http-status', status: 504, method: 'initialize', error: 'Timeout waiting for response from container' }],
  // stacklok/toolhive#2035: the initialize's POST refused by Go's HTTP client before any answer (a remote workload's empty URL)
  ['toolhive cli initialize send failed', toolhivePhrases, 'Error: failed to initialize MCP client: transport error: failed to send request: failed to send request: Post "": unsupported protocol scheme ""',
    { kind: 'connection-closed', method: 'initialize', scope: 'connection', error: 'Post "": unsupported protocol scheme ""', phrase: 'toolhive/cli-initialize-send-failed' }],
  ['… a refused dial, the wrapper once', toolhivePhrases, 'failed to initialize MCP client: transport error: failed to send request: Post "http://127.0.0.1:41873/mcp": dial tcp 127.0.0.1:41873: connect: connection refused',
    { kind: 'connection-closed', method: 'initialize', error: 'Post "http://127.0.0.1:41873/mcp": dial tcp 127.0.0.1:41873: connect: connection refused' }],
  ['… its own deadline is no such row', toolhivePhrases, 'failed to initialize MCP client: transport error: failed to send request: Post "http://127.0.0.1:41873/mcp": context deadline exceeded', null],
  // stacklok/toolhive#1568: the CLI's client (mcp-go) refusing what came back for its initialize
  ['toolhive cli initialize answer without id', toolhivePhrases, 'Error: failed to initialize MCP client: transport error: response should contain RPC id: {2.0 <nil> [] 0x1400065bda0}',
    { kind: 'failed', method: 'initialize', scope: 'connection', error: 'response should contain RPC id: {2.0 <nil> [] 0x1400065bda0}', phrase: 'toolhive/cli-initialize-answer-without-id' }],
  ['toolhive cli initialize answer without a version', toolhivePhrases, 'Error: failed to initialize MCP client: unsupported protocol version: ""',
    { kind: 'failed', method: 'initialize', scope: 'connection', error: 'unsupported protocol version: ""', phrase: 'toolhive/cli-initialize-version-refused' }],
  ['… a version named', toolhivePhrases, 'failed to initialize MCP client: unsupported protocol version: "2099-01-01"',
    { kind: 'failed', method: 'initialize', error: 'unsupported protocol version: "2099-01-01"', phrase: 'toolhive/cli-initialize-version-refused' }],
  ['… the words in a sentence of their own are no CLI line', toolhivePhrases, 'the server says unsupported protocol version: "" when I connect', null],
  // stacklok/toolhive#3583: the Virtual MCP gateway's connect to a backend whose proxy lost its pod, as the reporter quotes it
  ['toolhive vmcp backend connect timeout', toolhivePhrases, 'failed to initialize client for backend wikidocs (timeout)', { kind: 'timer-fired', timer: 'host', server: 'wikidocs', method: 'initialize', scope: 'connection', error: 'timeout', phrase: 'toolhive/vmcp-backend-initialize-timeout' }],
  ['toolhive vmcp backend connect, Go timeout chain', toolhivePhrases, 'failed to initialize client for backend wikidocs: transport error: dial tcp 10.0.0.7:8080: i/o timeout', { kind: 'timer-fired', timer: 'host', server: 'wikidocs', phrase: 'toolhive/vmcp-backend-initialize-timeout' }],
  ['toolhive vmcp backend connect refused', toolhivePhrases, 'backend unavailable: failed to initialize client for backend wikidocs: status code 401', { kind: 'failed', server: 'wikidocs', method: 'initialize', error: 'status code 401', phrase: 'toolhive/vmcp-backend-initialize-failed' }],
  ['toolhive health skip', toolhivePhrases, 'MCP server not initialized yet, skipping health check for clock-check', null],
  // postmanlabs/postman-mcp-server#55, docker/mcp-gateway#216
  ['docker cant start', dockerMcpGatewayPhrases, `Can't start ledger: failed to connect: calling "initialize": invalid character 'd' looking for beginning of value`, { kind: 'failed', method: 'initialize', server: 'ledger', error: "invalid character 'd' looking for beginning of value" }],
  ['docker initialized', dockerMcpGatewayPhrases, 'Initialized in 741.208334ms', null],
  // docker/mcp-gateway#122: listing a started server's tools failed in the gateway's decoder
  ['docker cant list tools', dockerMcpGatewayPhrases, `Can't list tools websearch: calling "tools/list": invalid character '9' after array element`, { kind: 'failed', method: 'tools/list', server: 'websearch', error: "invalid character '9' after array element" }],
  // docker/mcp-gateway#250: the container exited before answering
  ['docker cant start eof', dockerMcpGatewayPhrases, `Can't start websearch: failed to connect: calling "initialize": EOF`, { kind: 'failed', method: 'initialize', server: 'websearch', error: 'EOF' }],
  // open-webui/mcpo#240
  ['mcpo calling', mcpoPhrases, "Calling endpoint: list_failing_jobs, with args: {'cluster': 'edge-lab-2'}", { kind: 'request-sent', method: 'tools/call', target: 'list_failing_jobs' }],
  ['mcpo traceback head', mcpoPhrases, 'Unexpected error calling list_failing_jobs: Traceback (most recent call last):', null],
  ['mcpo one-line error', mcpoPhrases, 'Unexpected error calling list_failing_jobs: unhandled errors in a TaskGroup (1 sub-exception)', { kind: 'failed', target: 'list_failing_jobs', error: 'unhandled errors in a TaskGroup (1 sub-exception)' }],
  ['mcpo closed stream', mcpoPhrases, 'anyio.ClosedResourceError', { kind: 'connection-closed', scope: 'request' }],
  // agentgateway/agentgateway#464
  ['agentgateway 400', agentgatewayPhrases, 'request gateway=bind/3000 listener=listener0 route=route0 http.method=POST http.path=/ http.status=400 duration=0ms', { kind: 'http-status', status: 400 }],
  // agentgateway/agentgateway#347: a client's OAuth discovery through the listener is no MCP request
  ['agentgateway 406 metadata GET', agentgatewayPhrases, 'request gateway=ns/gw listener=https route=ns/r src.addr=10.0.0.1:5 http.method=GET http.host=h http.path=/.well-known/oauth-protected-resource http.version=HTTP/1.1 http.status=406 duration=0ms', null],
  ['agentgateway 401 token POST', agentgatewayPhrases, 'request gateway=ns/gw listener=https route=ns/r http.method=POST http.path=/token http.status=401 duration=3ms', null],
  ['agentgateway 404 on an MCP path', agentgatewayPhrases, 'request gateway=ns/gw listener=https route=ns/r http.method=POST http.path=/mcp/well-known-tools http.status=404 duration=1ms', { kind: 'http-status', status: 404 }],
  ['agentgateway 200', agentgatewayPhrases, 'request gateway=bind/3000 listener=listener0 route=route0 http.method=POST http.path=/ http.status=200 duration=870ms', null],
  // runebookai/tome#50
  ['supergateway relayed error', supergatewayPhrases, 'Request error: McpError: MCP error -32601: Method not found', { kind: 'failed', error: 'McpError: MCP error -32601: Method not found' }],
  // docker/mcp-gateway#412, supercorp-ai/supergateway#212: the bridge's client transport to the remote server closed
  ['supergateway remote connection closed', supergatewayPhrases, 'Streamable HTTP connection closed', { kind: 'connection-closed', scope: 'connection', error: 'Streamable HTTP connection closed' }],
  ['supergateway SSE-mode connection closed', supergatewayPhrases, 'SSE connection closed', { kind: 'connection-closed', scope: 'connection' }],
  ['a server announcing a session it closed is not the bridge', supergatewayPhrases, 'Streamable HTTP connection closed: 3f2a', null],
  // supercorp-ai/supergateway#27: the connect to the remote server begun (its initialize with it); #19: the stdio side up
  ['supergateway connecting to SSE', supergatewayPhrases, 'Connecting to SSE...', { kind: 'connecting', method: 'initialize', scope: 'connection' }],
  ['supergateway connecting to Streamable HTTP', supergatewayPhrases, 'Connecting to Streamable HTTP...', { kind: 'connecting', method: 'initialize' }],
  ['a remote server named in the words is not the bridge starting', supergatewayPhrases, 'Connecting to SSE... http://127.0.0.1:7421/events', null],
  ['supergateway connected', supergatewayPhrases, 'SSE connected', { kind: 'connected', method: 'initialize', phrase: 'supergateway/connected' }],
  ['supergateway connected over Streamable HTTP', supergatewayPhrases, 'Streamable HTTP connected', { kind: 'connected', method: 'initialize' }],
  ['supergateway stdio server listening', supergatewayPhrases, 'Stdio server listening', { kind: 'connected', scope: 'connection', phrase: 'supergateway/stdio-listening' }],
  // supercorp-ai/supergateway#84, #143, #157: Node's print of the rejection that ended the gateway, no prefix
  ['supergateway answer with no connection (stateful)', supergatewayCrashPhrases, 'Error: No connection established for request ID: 0', { kind: 'completed', id: 0, late: true, undelivered: true }],
  ['supergateway answer with no connection (stateless, later id)', supergatewayCrashPhrases, 'Error: No connection established for request ID: 4', { kind: 'completed', id: 4, undelivered: true }],
  ['a string id', supergatewayCrashPhrases, 'Error: No connection established for request ID: abc-7', { kind: 'completed', id: 'abc-7' }],
  ['the SDK error for another thing is not it', supergatewayCrashPhrases, 'Error: Not connected', null],
  // cyanheads/filesystem-mcp-server#8
  ['mcp-proxy start timeout', mcpProxyPhrases, 'could not start the proxy McpError: MCP error -32001: Request timed out', { kind: 'timer-fired', method: 'initialize', phrase: 'mcp-proxy/could-not-start-timeout' }],
  ['mcp-proxy other start failure', mcpProxyPhrases, 'could not start the proxy Error: spawn uvx ENOENT', { kind: 'failed', method: 'initialize', error: 'Error: spawn uvx ENOENT' }],
  // PrefectHQ/fastmcp#1069, #2083
  ['python-sdk call', pythonSdkPhrases, 'mcp.server.lowlevel.server Processing request of type CallToolRequest', { kind: 'request-sent', method: 'tools/call' }],
  ['python-sdk list tools', pythonSdkPhrases, 'Processing request of type ListToolsRequest', { kind: 'request-sent', method: 'tools/list' }],
  ['python-sdk dispatch (not a second start)', pythonSdkPhrases, 'Dispatching request of type CallToolRequest', null],
  ['fastmcp timing', fastmcpPhrases, 'Request tools/list completed in 5.79ms', { kind: 'completed', method: 'tools/list', elapsedMs: 6 }],
  // spring-projects/spring-ai-examples#29
  ['java timeout', javaSdkPhrases, "reactor.core.Exceptions$ReactiveException: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 60000ms in 'Mono.create ⇢ at io.modelcontextprotocol.spec.McpClientSession.sendRequest(McpClientSession.java:228)' (and no fallback has been configured)", { kind: 'timer-fired', limitMs: 60000 }],
  // carlrobertoh/ProxyAI#1185: the same timeout without Reactor's assembly tracing.
  // alibaba/spring-ai-alibaba#735: the 0.8 session class
  ['java timeout, DefaultMcpSession', javaSdkPhrases, "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 30000ms in 'Mono.create ⇢ at io.modelcontextprotocol.spec.DefaultMcpSession.sendRequest(DefaultMcpSession.java:228)' (and no fallback has been configured)", { kind: 'timer-fired', limitMs: 30000 }],
  // spring-ai-alibaba/website#204: the client bean's initialize
  ['java timeout creating the client bean', javaSdkPhrases, "Error creating bean with name 'mcpClient' defined in com.example.Application: Failed to instantiate [io.modelcontextprotocol.client.McpSyncClient]: Factory method 'mcpClient' threw exception with message: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 10000ms in 'Mono.deferContextual ⇢ at io.modelcontextprotocol.spec.McpClientSession.sendRequest(McpClientSession.java:233)' (and no fallback has been configured)", { kind: 'timer-fired', method: 'initialize', scope: 'connection', limitMs: 10000 }],
  ['java timeout, untraced', javaSdkPhrases, "Suppressed a frequent exception logged for the 2nd time: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 30000ms in 'source(MonoCreate)' (and no fallback has been configured)", { kind: 'timer-fired', limitMs: 30000 }],
];

describe('gateway and SDK-log phrase catalogues', () => {
  it.each(ROWS)('%s', (_name, rows, line, want) => {
    const said = readSaid(rows, line);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row cites a public thread and its hint is in what it matches', () => {
    const all = [
      ...mcphubPhrases, ...toolhivePhrases, ...dockerMcpGatewayPhrases, ...mcpoPhrases, ...agentgatewayPhrases,
      ...supergatewayPhrases, ...mcpProxyPhrases, ...fastmcpPhrases, ...javaSdkPhrases,
    ];
    const ids = new Set<string>();
    for (const r of all) {
      expect(r.seen.length, r.id).toBeGreaterThan(0);
      expect(r.seen.some((s) => /^[\w.-]+\/[\w.-]+#\d+/.test(s)), r.id).toBe(true);
      ids.add(r.id);
    }
    // pythonSdkPhrases are part of fastmcpPhrases: ids stay unique per catalogue
    expect(ids.size).toBe(new Set(all.map((r) => r.id)).size);
    for (const [, rows, line, want] of ROWS) {
      if (want === null) continue;
      const row = rows.find((r) => r.id === readSaid(rows, line)!.phrase)!;
      expect(line.includes(row.hint), row.id).toBe(true);
    }
  });
});
