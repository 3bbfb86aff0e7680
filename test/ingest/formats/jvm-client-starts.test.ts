/**
 * JVM MCP clients whose connect ended around the handshake: langchain4j's legacy SSE transport refused its
 * event stream (the status not numbered in its words), the Java SDK's stdio transport unable to start the
 * server's process, and the Java SDK client's initialization timer running out after the initialize was answered.
 * Lines follow the grammars of the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readInputs } from '../../../src/report/contract.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe("langchain4j's legacy SSE start refused (jamesward/javadoccentral#131)", () => {
  const stack = (reason: string) => lines(
    'Failed to connect to MCP server',
    '',
    `Root cause: The server returned: ${reason}`,
    '',
    `java.lang.RuntimeException: java.util.concurrent.ExecutionException: java.lang.RuntimeException: The server returned: ${reason}`,
    '\tat dev.langchain4j.mcp.client.transport.http.HttpMcpTransport.startSseChannel(HttpMcpTransport.java:153)',
    '\tat dev.langchain4j.mcp.client.transport.http.HttpMcpTransport.start(HttpMcpTransport.java:60)',
    '\tat dev.langchain4j.mcp.client.DefaultMcpClient.initialize(DefaultMcpClient.java:94)',
    `Caused by: java.lang.RuntimeException: The server returned: ${reason}`,
    '\tat dev.langchain4j.mcp.client.transport.http.SseEventListener.onFailure(SseEventListener.java:57)',
  );

  it.each([
    ['an HTTP/2 answer, no reason phrase', ''],
    ['an HTTP/1.1 reason phrase', 'Method Not Allowed'],
  ])('the initialize was never posted: the server refused the stream, nothing said of its work (%s)', async (_n, reason) => {
    const report = await analyze([tempFile('lc4j-sse.txt', stack(reason))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'failed', 'server-error', 'unknown']]);
  });

  it('a numbered status in other words keeps its own reading: the row that reads this refusal does not take them', async () => {
    const report = await analyze([tempFile('lc4j-404.txt', lines(
      'java.lang.RuntimeException: java.util.concurrent.ExecutionException: java.lang.RuntimeException: Unexpected status code: 404',
      '\tat dev.langchain4j.mcp.client.DefaultMcpClient.executeTool(DefaultMcpClient.java:237)',
    ))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.cause])).toEqual([['tools/call', 'session-expired']]);
  });
});

describe("the Java SDK's stdio transport unable to start the server (spring-projects/spring-ai#3099)", () => {
  it('no process ran, so no request reached a server: nothing is listed', async () => {
    const report = await analyze([tempFile('boot.log', lines(
      'reactor.core.Exceptions$ErrorCallbackNotImplemented: java.lang.RuntimeException: Failed to start process with command: [npx, -y, @acme/notes-server, C:/notes]',
      'Caused by: java.lang.RuntimeException: Failed to start process with command: [npx, -y, @acme/notes-server, C:/notes]',
      '\tat io.modelcontextprotocol.client.transport.StdioClientTransport.lambda$connect$1(StdioClientTransport.java:132) ~[mcp-0.9.0.jar:0.9.0]',
      'Caused by: java.io.IOException: Cannot run program "npx": CreateProcess error=2, The system cannot find the file specified',
      '\tat java.base/java.lang.ProcessBuilder.start(ProcessBuilder.java:1143) ~[na:na]',
    ))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'java-sdk' });
    expect(report.requests).toEqual([]);
  });
});

describe("the Java SDK client's initialization timer after the initialize's answer (modelcontextprotocol/java-sdk#685)", () => {
  const answered = 'INFO  io.modelcontextprotocol.client.LifecycleInitializer -- Server response with Protocol: 2025-06-18, Capabilities: ServerCapabilities[tools=ToolCapabilities[listChanged=true]], Info: Implementation[name=ledger, title=null, version=0.9.1] and Instructions null';
  const timer = (op: string) => [
    'WARN  io.modelcontextprotocol.client.LifecycleInitializer -- Failed to initialize',
    '',
    `java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 5000ms in '${op}' (and no fallback has been configured)`,
    '\tat reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)',
  ];

  it.each([
    ['as the layout prints it', answered],
    ['under a reporter\'s emphasis marker', `_${answered}`],
  ])('the clockless layout is read and the answer completes the initialize (%s)', async (_n, first) => {
    const report = await analyze([tempFile('client.log', lines(first, '', ...timer('map')))], { tz: 'UTC', all: true });
    expect(report.inputs[0]).toMatchObject({ format: 'java-sdk' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'completed', 'none', 'completed']]);
  });

  it('without the answer before it the same timer still ends a request: it is no request\'s only after the answer', async () => {
    const report = await analyze([tempFile('client.log', lines(...timer('map')))], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.outcome, r.cause])).toEqual([['abandoned', 'client-timeout']]);
  });

  it("a request's own timer after the answer ('Mono.deferContextual', McpClientSession.sendRequest's) still ends that request", async () => {
    const report = await analyze([tempFile('client.log', lines(answered, '',
      "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms in 'Mono.deferContextual ⇢ at io.modelcontextprotocol.spec.McpClientSession.sendRequest(McpClientSession.java:233)' (and no fallback has been configured)",
      '\tat io.modelcontextprotocol.client.McpSyncClient.listTools(McpSyncClient.java:250)',
    ))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/list', 'abandoned', 'client-timeout']]);
  });

  // Only the clockless layout's lines, the SDK's words under a logger that names no package of the SDK's (Spring Boot's
  // abbreviation, the application's class): the reader's sniff counts them, the dotted logger required.
  it.each([
    ['an abbreviated logger', ['WARN  i.m.c.LifecycleInitializer -- Client failed to initialize by explicit API call']],
    ['the application\'s logger', ['ERROR com.acme.ledger.ToolBridge -- Sending message failed with a non-OK HTTP code: 404 - Not Found']],
    ['both, the answer then the refusal', [
      'INFO  i.m.c.LifecycleInitializer -- Server response with Protocol: 2025-06-18, Capabilities: ServerCapabilities[tools=null], Info: Implementation[name=ledger, title=null, version=0.9.1] and Instructions null',
      'ERROR com.acme.ledger.ToolBridge -- Sending message failed with a non-OK HTTP code: 502 - Bad Gateway',
    ]],
  ])('a paste of only the clockless layout with the SDK\'s words is the Java SDK\'s log (%s)', async (_n, body) => {
    const report = await analyze([tempFile('client.log', lines(...body))], { tz: 'UTC', all: true });
    expect(report.inputs[0]).toMatchObject({ format: 'java-sdk' });
  });

  // The timed layout (time, thread, level) with a logger that names no package of the SDK's — `%logger{0}`'s class
  // alone, the application's short name — and the SDK's words: the Java reader's, not the reader of last resort's.
  it.each([
    ['the class alone', ['10:00:01.123 [main] WARN  LifecycleInitializer -- Client failed to initialize by explicit API call'], null],
    ['an application\'s short logger, dated', ['2025-09-02 10:00:21.140 [main] ERROR app - Sending message failed with a non-OK HTTP code: 502 - Bad Gateway'], null],
    ['the answer then the refusal', [
      '2025-09-02 10:00:01.123 [main] INFO  McpClient - Server response with Protocol: 2025-06-18, Capabilities: ServerCapabilities[tools=null], Info: Implementation[name=ledger, title=null, version=0.9.1] and Instructions null',
      '2025-09-02 10:00:21.140 [main] ERROR app - Sending message failed with a non-OK HTTP code: 502 - Bad Gateway',
    ], ['unknown', 'failed', 'gateway-error']],
  ])('a timed logback line with the SDK\'s words under a short logger is the Java SDK\'s log (%s)', async (_n, body, request) => {
    const report = await analyze([tempFile('client.log', lines(...body))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'java-sdk' });
    // The initialize answered before the refusal: the refused send is a later message, not the handshake.
    if (request !== null) expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([request]);
  });

  it('a timed logback line under a short logger with words of no SDK\'s is not the Java SDK\'s', async () => {
    const report = await analyze([tempFile('app.log', lines('10:00:01.123 [main] INFO  app - the MCP bridge started', '10:00:02.123 [main] ERROR app - request failed'))], { tz: 'UTC' }).catch(() => null);
    expect(report === null ? null : readInputs(report)[0]?.format ?? null).not.toBe('java-sdk');
  });

  it.each([
    ['no logger', 'WARN  -- Client failed to initialize by explicit API call'],
    ['an undotted word for a logger', 'ERROR bridge -- Sending message failed with a non-OK HTTP code: 404 - Not Found'],
    ['a logger with one dot', 'ERROR acme.bridge -- Sending message failed with a non-OK HTTP code: 404 - Not Found'],
  ])('prose with a level word and the SDK\'s words is not the layout (%s)', async (_n, line) => {
    const report = await analyze([tempFile('notes.txt', lines(line))], { tz: 'UTC', all: true }).catch(() => null);
    expect(report === null ? null : readInputs(report)[0]?.format ?? null).not.toBe('java-sdk');
  });

  it('a level word and a dash in prose are not the layout', async () => {
    const report = await analyze([tempFile('notes.txt', lines('INFO  server -- Server response with Protocol: 2025-06-18, Capabilities: none'))], { tz: 'UTC', all: true }).catch(() => null);
    expect(report === null ? null : readInputs(report)[0]?.format ?? null).not.toBe('java-sdk');
  });
});
