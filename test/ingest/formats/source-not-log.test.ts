/**
 * Source shown in a bug report (the server's code in a fence) is not a server's log: a Python import of the SDK's
 * modules and its FastMCP constructor name no logger and no traceback module (server-logs.ts PY_SOURCE_LINE_RE), a Java
 * import of the SDK's classes no logger and no frame (JAVA_SOURCE_LINE_RE).
 */
import { describe, expect, it } from 'vitest';
import { JAVA_SOURCE_LINE_RE, PY_SOURCE_LINE_RE } from '../../../src/ingest/formats/server-logs.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

describe('PY_SOURCE_LINE_RE', () => {
  it.each([
    ['from mcp.server.fastmcp import FastMCP', true],
    ['import mcp.server.stdio', true],
    ['import asyncio, mcp.server', true],
    ['mcp = FastMCP("slowbox", version="0.1.0")', true],
    ['@mcp.tool()', true],
    ['@server.call_tool()', true],
    ['def echo_later(text: str) -> str:', true],
    ['async def main():', true],
    ['class Settings(BaseModel):', true],
    // A traceback's source line sits indented under its frame: the program's output, kept.
    ['    from mcp.server.fastmcp import FastMCP', false],
    ['    mcp = FastMCP("x")', false],
    // Log lines open with their clock, level or logger.
    ['INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest', false],
    ['[02/06/26 10:14:58] INFO     Processing request of type ListToolsRequest   server.py:619', false],
    ['2025-06-01 10:00:00,123 - mcp.server.fastmcp - INFO - Starting', false],
    ['Terminating session: None', false],
    ['import failed: no module named mcp', false],
  ])('%j → %j', (line, source) => {
    expect(PY_SOURCE_LINE_RE.test(line)).toBe(source);
  });
});

describe('a report with the server code fenced', () => {
  it('is not claimed as a FastMCP server log on the code alone', async () => {
    const text = [
      '**Describe the bug**',
      'My slow tool never returns in the client.',
      '',
      '```python',
      'from mcp.server.fastmcp import FastMCP',
      '',
      'mcp = FastMCP("lagbox")',
      '',
      '@mcp.tool()',
      'def wait_a_bit(n: int) -> int:',
      '    return n',
      '```',
      '',
    ].join('\n');
    await expect(analyze([tempFile('issue.md', text)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('still reads the server log beside it', async () => {
    const text = [
      '```python',
      'from mcp.server.fastmcp import FastMCP',
      'mcp = FastMCP("lagbox")',
      '```',
      '',
      '```',
      '[02/06/26 10:14:58] INFO     Processing request of type CallToolRequest                     server.py:619',
      '```',
      '',
    ].join('\n');
    const report = await analyze([tempFile('issue.md', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'python-sdk' });
    expect(report.requests.map((r) => r.method)).toEqual(['tools/call']);
  });
});

describe('JAVA_SOURCE_LINE_RE', () => {
  it.each([
    ['import io.modelcontextprotocol.server.McpServer;', true],
    ['import static io.modelcontextprotocol.spec.McpSchema.*;', true],
    ['import io.modelcontextprotocol.kotlin.sdk.client.Client', true],
    ['package com.example.mcp;', true],
    ['public class WeatherTools {', true],
    ['@Bean', true],
    ['@Tool(description = "Get the weather")', true],
    ['var server = McpServer.sync(transport).build();', true],
    ['val client = Client(clientInfo = Implementation("x", "1"))', true],
    ['McpSyncClient client = McpClient.sync(transport).build();', true],
    // A log's lines, an exception and its frames, are output.
    ['2025-04-11T17:01:05.481-05:00 ERROR 79846 --- [main] i.m.server.McpAsyncServer : Error handling request', false],
    ['io.modelcontextprotocol.spec.McpError: Client failed to initialize by explicit API call', false],
    ['\tat io.modelcontextprotocol.client.McpAsyncClient.initialize(McpAsyncClient.java:345)', false],
    ['Caused by: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms', false],
    ['15:34:35.391 [main] INFO dev.langchain4j.mcp.client.transport.http.StreamableHttpMcpTransport -- Request: {}', false],
  ])('%j → %j', (line, source) => {
    expect(JAVA_SOURCE_LINE_RE.test(line)).toBe(source);
  });

  it('leaves a report with only the SDK\'s Java code fenced unclaimed', async () => {
    const text = [
      '## Repro', '', '```java',
      'import io.modelcontextprotocol.server.McpServer;',
      'import io.modelcontextprotocol.spec.McpSchema;', '',
      'var server = McpServer.sync(transport).serverInfo("ledger", "1.0").build();',
      '```', '', 'The client times out.', '',
    ].join('\n');
    await expect(analyze([tempFile('issue.md', text)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});
