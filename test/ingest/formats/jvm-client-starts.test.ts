/**
 * JVM MCP clients whose connect ended before the handshake went out: langchain4j's legacy SSE transport refused its
 * event stream (the status not numbered in its words), and the Java SDK's stdio transport unable to start the
 * server's process. Lines follow the grammars of the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
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
