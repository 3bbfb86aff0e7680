/**
 * A server's own words when a request it handles dies (held-out round DD): a Go server's panic printout (the
 * runtime's header, net/http's recovered panic, the SDK's handler frame that names the request), a Java server
 * framework's log of a tool method that threw, the Java SDK's session lookup failing after a restart, and the Java
 * client's McpError quoting the server's "Method not found: <method>"; and the .NET client's HTTP failure, whose cause is
 * its inner exception. Lines follow the grammars of the threads cited; the content (modules, types, tools, addresses)
 * is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { dotnetSdkClientPhrases, goServerCrashPhrases, javaSdkPhrases, otherClientPhrases, readSaid } from '../../../src/ingest/hosts/index.js';
import { JSONRPC_MESSAGE_RE } from '../../../src/protocol/reasons.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const PHRASES: Array<[string, Parameters<typeof readSaid>[0], string, Record<string, unknown> | null]> = [
  // safedep/vet#544 (VS Code strips its '[server stderr] '), GoogleCloudPlatform/kubectl-ai#285 (supergateway's prefix kept)
  ["the Go runtime's unrecovered panic", goServerCrashPhrases, 'panic: runtime error: invalid memory address or nil pointer dereference',
    { kind: 'connection-closed', scope: 'connection', phrase: 'go-sdk/runtime-panic', error: 'panic: runtime error: invalid memory address or nil pointer dereference' }],
  ['… relayed by supergateway', goServerCrashPhrases, 'Child stderr: panic: interface conversion: interface {} is nil, not string',
    { kind: 'connection-closed', error: 'panic: interface conversion: interface {} is nil, not string' }],
  // NetApp/ontap-mcp#95
  ["the Go runtime's fatal error", goServerCrashPhrases, 'fatal error: concurrent map writes',
    { kind: 'connection-closed', scope: 'connection', phrase: 'go-sdk/runtime-fatal-error', error: 'fatal error: concurrent map writes' }],
  ["a C compiler's fatal error is no line start of the runtime's", goServerCrashPhrases, 'src/main.c:3:10: fatal error: missing.h: No such file or directory', null],
  ['a logger quoting a recovered panic is not the runtime', goServerCrashPhrases, 'ERROR recovered from panic: runtime error: index out of range [3] with length 3', null],
  // smart-mcp-proxy/mcpproxy-go#318
  ["net/http's recovered handler panic", goServerCrashPhrases, 'http: panic serving 127.0.0.1:51736: runtime error: invalid memory address or nil pointer dereference',
    { kind: 'failed', speaker: 'server', phrase: 'go-sdk/http-panic-serving', error: 'http: panic serving 127.0.0.1:51736: runtime error: invalid memory address or nil pointer dereference' }],
  ["mcp-go's tool-call handler frame", goServerCrashPhrases,
    'github.com/mark3labs/mcp-go/server.(*MCPServer).handleToolCall(0xc00021c340, {0x5ea1f18, 0xc000528a00}, {0x5c0f0e0, 0xc000396828}, {{{0xc0003968f0, 0xa}, {0x0}}, ...})',
    { kind: 'request-sent', method: 'tools/call', speaker: 'server', phrase: 'go-sdk/server-frame-mcp-go-tool-call' }],
  ["… its list handler's", goServerCrashPhrases, 'github.com/mark3labs/mcp-go/server.(*MCPServer).handleListTools(0xc00021c340, {0x5ea1f18, 0xc000528a00}, {0x0, 0x0})',
    { kind: 'request-sent', method: 'tools/list' }],
  ["the official go-sdk's callTool frame", goServerCrashPhrases, 'github.com/modelcontextprotocol/go-sdk/mcp.(*Server).callTool(0xc0001b2000, {0x1a3c2e8, 0xc000412a80}, 0xc0004a6000)',
    { kind: 'request-sent', method: 'tools/call', phrase: 'go-sdk/server-frame-go-sdk-call-tool' }],
  ['HandleMessage names no method', goServerCrashPhrases, 'github.com/mark3labs/mcp-go/server.(*MCPServer).HandleMessage(0xc0000fe6e8, {0x1a17cb0?, 0xc000d71440?}, {0xc000396000, 0xe2, 0x200})', null],
  ["the application's own handleToolCall is not the SDK's", goServerCrashPhrases, 'main.(*clusterMCPServer).handleToolCall(0xc000528400, {0x5ea1f18, 0xc000528a00})', null],
  ['a frame\'s file line names nothing', goServerCrashPhrases, '\t/home/runner/go/pkg/mod/github.com/mark3labs/mcp-go@v0.31.0/server/server.go:1016 +0x3e2', null],
  // OpenLiberty/open-liberty#35651 (CWMCM0010E), OpenLiberty/open-liberty#33049 (CWMCM0014E's wording)
  ["Open Liberty's tool method that threw", otherClientPhrases,
    'CWMCM0010E: The lookupShipment tool method threw an unexpected exception. The exception is java.lang.NullPointerException: Cannot invoke "x.Session.info()" because "this.session" is null',
    { kind: 'failed', method: 'tools/call', target: 'lookupShipment', speaker: 'server', phrase: 'open-liberty/tool-method-threw', error: 'java.lang.NullPointerException: Cannot invoke "x.Session.info()" because "this.session" is null' }],
  ['… its first release\'s wording', otherClientPhrases, 'CWMCM0014E: The addNumbers tool method threw an unexpected exception. The exception was java.lang.ArithmeticException: / by zero',
    { kind: 'failed', target: 'addNumbers', error: 'java.lang.ArithmeticException: / by zero' }],
  // OpenLiberty/open-liberty#35084: the tool's own stop on the client's cancel, logged by the same message
  ["Open Liberty's tool method that stopped on the cancel", otherClientPhrases,
    'CWMCM0010E: The exportLedger tool method threw an unexpected exception. The exception is io.openliberty.mcp.messaging.Cancellation$OperationCancellationException',
    { kind: 'cancelled', received: true, method: 'tools/call', target: 'exportLedger', speaker: 'server', phrase: 'open-liberty/tool-cancelled' }],
  ['… another exception named Cancellation is the tool failing', otherClientPhrases,
    'CWMCM0010E: The exportLedger tool method threw an unexpected exception. The exception is java.util.concurrent.CancellationException: pool shut down',
    { kind: 'failed', phrase: 'open-liberty/tool-method-threw' }],
  // spring-projects/spring-ai#2657
  ["the Java SDK's session lookup on a restarted server", javaSdkPhrases,
    'java.lang.NullPointerException: Cannot invoke "io.modelcontextprotocol.spec.McpServerSession.handle(io.modelcontextprotocol.spec.McpSchema$JSONRPCMessage)" because "session" is null',
    { kind: 'session-not-found', phrase: 'java-sdk/server-session-null' }],
  ['… the JDK naming the map lookup instead', javaSdkPhrases,
    'java.lang.NullPointerException: Cannot invoke "io.modelcontextprotocol.spec.McpServerSession.handle(io.modelcontextprotocol.spec.McpSchema$JSONRPCMessage)" because the return value of "java.util.concurrent.ConcurrentHashMap.get(Object)" is null',
    { kind: 'session-not-found' }],
  // spring-projects/spring-ai#2673
  ["the Java client's McpError for a missing handler", javaSdkPhrases, 'Exception in thread "main" io.modelcontextprotocol.spec.McpError: Method not found: tools/list',
    { kind: 'failed', method: 'tools/list', phrase: 'java-sdk/mcp-error-method-not-found', error: 'Method not found: tools/list' }],
  // … another McpError message is not that row: the client's initialization check is its own (gradusnikov/eclipse-chatgpt-plugin#65)
  ['… another McpError message is not that row', javaSdkPhrases, 'Exception in thread "main" io.modelcontextprotocol.spec.McpError: Client must be initialized before listing tools',
    { kind: 'failed', phrase: 'java-sdk/client-not-initialized-tools-list', method: 'tools/list' }],
  ['… nor is one no row knows', javaSdkPhrases, 'Exception in thread "main" io.modelcontextprotocol.spec.McpError: Root with uri \'file:///x\' already exists', null],
  // modelcontextprotocol/csharp-sdk#1225 (xUnit's report), .NET's Exception.ToString() for the same chain
  ["the .NET client's inner exception: the response cut", dotnetSdkClientPhrases, ' ---> System.Net.Http.HttpIOException: The response ended prematurely. (ResponseEnded)',
    { kind: 'failed', phrase: 'dotnet-sdk/client-http-inner-io', error: 'System.Net.Http.HttpIOException: The response ended prematurely. (ResponseEnded)' }],
  ["… in xUnit's report", dotnetSdkClientPhrases, '---- System.Net.Http.HttpIOException : The response ended prematurely. (ResponseEnded)',
    { kind: 'failed', error: 'System.Net.Http.HttpIOException : The response ended prematurely. (ResponseEnded)' }],
  ['… a socket refused', dotnetSdkClientPhrases, ' ---> System.Net.Sockets.SocketException (111): Connection refused',
    { kind: 'failed', error: 'System.Net.Sockets.SocketException (111): Connection refused' }],
  ['the end of the inner stack says nothing', dotnetSdkClientPhrases, '   --- End of inner exception stack trace ---', null],
];

describe('server crash words', () => {
  it.each(PHRASES)('%s', (_n, rows, text, want) => {
    const got = readSaid(rows, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });

  it("a JSON-RPC standard message with the method after it is still the peer's answer", () => {
    expect(JSONRPC_MESSAGE_RE.test('Method not found: tools/list')).toBe(true);
    expect(JSONRPC_MESSAGE_RE.test('Method not found: resources/templates/list')).toBe(true);
    expect(JSONRPC_MESSAGE_RE.test('Method not found: the tool you asked for is gone')).toBe(false);
  });
});

const requests = async (file: string, opts: Record<string, unknown> = {}) =>
  (await analyze([file], { tz: 'UTC', ...opts })).requests.map((r) => ({
    method: r.method, target: r.target, outcome: r.outcome, cause: r.cause, serverState: r.serverState,
  }));

describe('a Go server panicking in a request handler', () => {
  const panic = [
    'panic: runtime error: invalid memory address or nil pointer dereference',
    '[signal SIGSEGV: segmentation violation code=0x1 addr=0x10 pc=0x1f4a0d3]',
    '',
    'goroutine 1 [running]:',
    'example.com/orders/tools.(*orderTool).lookup(0xc000851620, {0x3a1c478, 0xc000d4e000})',
    '\t/src/orders/tools/order.go:118 +0x21f',
    'github.com/mark3labs/mcp-go/server.(*MCPServer).handleToolCall(0xc000632000, {0x3a1c478, 0xc000d4e000}, {0x2e84b60, 0xc000b7a048})',
    '\t/go/pkg/mod/github.com/mark3labs/mcp-go@v0.31.0/server/server.go:1016 +0x3e2',
  ];

  it("in VS Code's stderr lines, stamped a few ms apart: the tool call died with the process (safedep/vet#544)", async () => {
    const f = tempFile('vscode-go-panic.log', lines(
      '2025-07-21 14:33:24.034 [info] Discovered 2 tools',
      ...panic.map((l, i) => `2025-07-21 14:33:52.${String(880 + 2 * i).padStart(3, '0')} [warning] [server stderr] ${l}`),
    ));
    expect(await requests(f)).toEqual([{ method: 'tools/call', target: null, outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' }]);
  });

  it('the same frame long after the panic is not its printout, and starts no call of its own', async () => {
    const f = tempFile('vscode-go-panic-late.log', lines(
      '2025-07-21 14:33:52.880 [warning] [server stderr] panic: runtime error: invalid memory address or nil pointer dereference',
      '2025-07-21 14:34:30.100 [warning] [server stderr] github.com/mark3labs/mcp-go/server.(*MCPServer).handleToolCall(0xc000632000, {0x3a1c478, 0xc000d4e000})',
    ));
    expect(await requests(f)).toEqual([]);
  });

  it("a stack a recovery middleware logged, no runtime header above it, is no request", async () => {
    const f = tempFile('vscode-go-recovered.log', lines(
      '2025-07-21 14:33:52.880 [warning] [server stderr] 2025/07/21 14:33:52 recovered from panic in tool lookup_order: assignment to entry in nil map',
      '2025-07-21 14:33:52.881 [warning] [server stderr] goroutine 34 [running]:',
      '2025-07-21 14:33:52.882 [warning] [server stderr] github.com/mark3labs/mcp-go/server.(*MCPServer).handleToolCall(0xc000632000, {0x3a1c478, 0xc000d4e000})',
    ));
    expect(await requests(f)).toEqual([]);
  });

  it("relayed by supergateway, the frames unprefixed (GoogleCloudPlatform/kubectl-ai#285)", async () => {
    const f = tempFile('sg-go-panic.log', lines(
      '[supergateway] Child stderr: panic: interface conversion: interface {} is nil, not string',
      '',
      'goroutine 1 [running]:',
      '',
      '[supergateway] Child stderr: main.(*ordersServer).handleToolCall(0xc000528400, {0x5ea1f18, 0xc000528a00})',
      '        /src/orders/cmd/mcp.go:74 +0xb13',
      'github.com/mark3labs/mcp-go/server.(*MCPServer).handleToolCall(0xc00021c340, {0x5ea1f18, 0xc000528a00}, {0x5c0f0e0, 0xc000396828})',
      '        /go/pkg/mod/github.com/mark3labs/mcp-go@v0.26.0/server/server.go:896 +0x40c',
      'github.com/mark3labs/mcp-go/server.(*MCPServer).HandleMessage(0xc00021c340, {0x5ea1f18?, 0xc000528970?}, {0xc00024e1e0, 0x93, 0xa0})',
      '        /go/pkg/mod/github.com/mark3labs/mcp-go@v0.26.0/server/request_handler.go:280 +0xc5f',
      'github.com/mark3labs/mcp-go/server.(*StdioServer).processMessage(0xc000198108, {0x5ea1f18, 0xc000528970}, {0xc00024e000, 0x94}, {0x5e8f898, 0xc000090030})',
      '        /go/pkg/mod/github.com/mark3labs/mcp-go@v0.26.0/server/stdio.go:238 +0xcd',
    ));
    const r = await analyze([f], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'supergateway' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it('pasted alone: the Go server\'s own stderr, read as its log', async () => {
    const f = tempFile('go-panic.txt', lines(...panic));
    const r = await analyze([f], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'go-sdk' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it("indented by the reporter under an unindented log line, in a POST's stream goroutine: a request of no named method died (flanksource/mission-control#2978)", async () => {
    const f = tempFile('go-panic-indented.txt', lines(
      '09:41:03.120 INF ERROR: Failed to write SSE event: failed to write SSE event: http: wrote more than the declared Content-Length',
      ' panic: runtime error: invalid memory address or nil pointer dereference',
      ' [signal SIGSEGV: segmentation violation code=0x2 addr=0x0 pc=0x1044a1b20]',
      '',
      ' goroutine 212 [running]:',
      ' bufio.(*Writer).Flush(0x0)',
      '     /usr/local/go/src/bufio/bufio.go:636 +0x30',
      ' github.com/mark3labs/mcp-go/server.(*StreamableHTTPServer).handlePost.func1.1.1()',
      '     /home/ci/go/pkg/mod/github.com/mark3labs/mcp-go@v0.43.2/server/streamable_http.go:410 +0xac',
    ));
    const r = await analyze([f], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'go-sdk' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['unknown', 'lost', 'connection-closed']]);
  });

  it("handlePost's own frame, not its stream goroutine's, is read as no request of its own", async () => {
    const f = tempFile('go-post-frame-alone.txt', lines(
      'panic: runtime error: invalid memory address or nil pointer dereference',
      'goroutine 212 [running]:',
      'github.com/mark3labs/mcp-go/server.(*StreamableHTTPServer).handlePost(0xc0000fe6e8, {0x1a17cb0, 0xc000d71440}, 0xc000396000)',
    ));
    expect((await analyze([f], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('a Go panic with no MCP SDK frame is no MCP log', async () => {
    const f = tempFile('go-panic-other.txt', lines(...panic.slice(0, 6)));
    await expect(analyze([f], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it("net/http's recovered panic cuts that request's exchange; its handler failed it (smart-mcp-proxy/mcpproxy-go#318)", async () => {
    const f = tempFile('go-http-panic.txt', lines(
      '2026/03/05 10:12:44 http: panic serving 127.0.0.1:51736: runtime error: invalid memory address or nil pointer dereference',
      'goroutine 587 [running]:',
      'net/http.(*conn).serve.func1()',
      '    /usr/local/go/src/net/http/server.go:1943 +0xd3',
      'github.com/mark3labs/mcp-go/server.(*MCPServer).HandleMessage(0xc0000fe6e8, {0x1a17cb0?, 0xc000d71440?}, {0xc000396000, 0xe2, 0x200})',
    ));
    expect(await requests(f)).toEqual([{ method: 'unknown', target: null, outcome: 'lost', cause: 'stream-closed', serverState: 'failed' }]);
  });

  it('the handler frame under it names that request', async () => {
    const f = tempFile('go-http-panic-tool.txt', lines(
      'http: panic serving [::1]:60412: assignment to entry in nil map',
      'goroutine 91 [running]:',
      'github.com/mark3labs/mcp-go/server.(*MCPServer).handleToolCall(0xc0000fe6e8, {0x1a17cb0, 0xc000d71440}, {0x0, 0x0})',
    ));
    expect(await requests(f)).toEqual([{ method: 'tools/call', target: null, outcome: 'lost', cause: 'stream-closed', serverState: 'failed' }]);
  });
});

describe("Java servers' and the Java client's words", () => {
  it("Open Liberty's tool method that threw: the call failed in the server (OpenLiberty/open-liberty#35651)", async () => {
    const f = tempFile('liberty.log', lines(
      'CWMCM0010E: The lookupShipment tool method threw an unexpected exception. The exception is java.lang.IllegalStateException: no carrier configured',
      '\tat com.example.shipping.ShippingTools.lookupShipment(ShippingTools.java:27)',
      '\tat io.openliberty.mcp.internal.McpServlet.callTool(McpServlet.java:281)',
    ));
    expect(await requests(f)).toEqual([{ method: 'tools/call', target: 'lookupShipment', outcome: 'failed', cause: 'server-error', serverState: 'failed' }]);
  });

  it("Open Liberty's tool method that threw the cancellation exception: the client cancelled and the tool stopped (OpenLiberty/open-liberty#35084)", async () => {
    const f = tempFile('liberty-cancel.log', lines(
      'CWMCM0010E: The exportLedger tool method threw an unexpected exception. The exception is io.openliberty.mcp.messaging.Cancellation$OperationCancellationException',
      '\tat com.example.ledger.LedgerTools.exportLedger(LedgerTools.java:61)',
      '\tat io.openliberty.mcp.internal.McpServlet.callToolAndSendResponseSync(McpServlet.java:311)',
    ));
    expect(await requests(f)).toEqual([{ method: 'tools/call', target: 'exportLedger', outcome: 'cancelled', cause: 'client-cancel', serverState: 'stopped' }]);
  });

  it("the Java SDK's NullPointerException for a session it no longer has (spring-projects/spring-ai#2657)", async () => {
    const f = tempFile('java-npe.log', lines(
      'java.lang.NullPointerException: Cannot invoke "io.modelcontextprotocol.spec.McpServerSession.handle(io.modelcontextprotocol.spec.McpSchema$JSONRPCMessage)" because "session" is null',
    ));
    expect(await requests(f)).toEqual([{ method: 'unknown', target: null, outcome: 'failed', cause: 'session-expired', serverState: 'unknown' }]);
  });

  it("the Java client's McpError for the server's missing handler (spring-projects/spring-ai#2673)", async () => {
    const f = tempFile('java-mcperror.log', lines(
      'Exception in thread "main" io.modelcontextprotocol.spec.McpError: Method not found: prompts/list',
      '\tat io.modelcontextprotocol.spec.McpClientSession.lambda$sendRequest$13(McpClientSession.java:250)',
      '\tat reactor.core.publisher.FluxHandle$HandleSubscriber.onNext(FluxHandle.java:113)',
    ));
    expect(await requests(f)).toEqual([{ method: 'prompts/list', target: null, outcome: 'failed', cause: 'server-error', serverState: 'failed' }]);
  });
});

describe("the .NET client's HTTP failure, its cause as the inner exception", () => {
  const chain = (inner: string) => lines(
    'Unhandled exception. System.Net.Http.HttpRequestException: An error occurred while sending the request.',
    ` ---> ${inner}`,
    '   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)',
    '   --- End of inner exception stack trace ---',
    '   at ModelContextProtocol.Client.McpHttpClient.SendAsync(HttpRequestMessage request, JsonRpcMessage message, CancellationToken cancellationToken)',
    '   at ModelContextProtocol.Client.McpClient.CallToolAsync(String toolName, IReadOnlyDictionary`2 arguments, IProgress`1 progress, JsonSerializerOptions serializerOptions, CancellationToken cancellationToken)',
  );

  it('the response ended before its end: the call\'s exchange was cut (modelcontextprotocol/csharp-sdk#1225)', async () => {
    const f = tempFile('net-cut.txt', chain('System.Net.Http.HttpIOException: The response ended prematurely. (ResponseEnded)'));
    expect(await requests(f)).toEqual([{ method: 'tools/call', target: null, outcome: 'lost', cause: 'stream-closed', serverState: 'unknown' }]);
  });

  it('the server refused the connection: nothing carried the call', async () => {
    const f = tempFile('net-refused.txt', chain('System.Net.Sockets.SocketException (111): Connection refused'));
    expect(await requests(f)).toEqual([{ method: 'tools/call', target: null, outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' }]);
  });

  it('without the client\'s frames any .NET program says it: no MCP log', async () => {
    const f = tempFile('net-other.txt', lines(
      'Unhandled exception. System.Net.Http.HttpRequestException: An error occurred while sending the request.',
      ' ---> System.Net.Http.HttpIOException: The response ended prematurely. (ResponseEnded)',
      '   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)',
    ));
    await expect(analyze([f], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});
