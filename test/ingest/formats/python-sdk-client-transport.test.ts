/**
 * The Python SDK client transports' first debug line names the transport: `streamablehttp_client` (1.x) and
 * `streamable_http_client` (2.x) say "Connecting to StreamableHTTP endpoint: <url>", `sse_client` says "Connecting to
 * SSE endpoint: <url>" (mcp/client/streamable_http.py, mcp/client/sse.py). The reader of JSON-RPC in text stamps that
 * transport on the events of the lines after it. Line shapes follow the SDK's logging layouts; the content is ours.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pySdkClientTransport } from '../../../src/ingest/formats/python-sdk-client-marks.js';
import { analyze } from '../../../src/analyze.js';
import type { Transport } from '../../../src/events.js';
import { readAll, tempFile } from '../helpers.js';

describe('pySdkClientTransport', () => {
  it.each<[string, string, Transport | null]>([
    ['logging default layout, 2.x', '2026-12-05 02:44:24,474 - mcp.client.streamable_http - DEBUG - Connecting to StreamableHTTP endpoint: http://127.0.0.1:9000/mcp', 'streamable-http'],
    ["basicConfig's layout", 'DEBUG:mcp.client.streamable_http:Connecting to StreamableHTTP endpoint: https://api.example.test/mcp', 'streamable-http'],
    ["loguru's layout", '2025-10-12 11:01:30.929 | DEBUG    | mcp.client.streamable_http:streamablehttp_client:480 - Connecting to StreamableHTTP endpoint: https://mcp.example.test/mcp', 'streamable-http'],
    ["an app's layout without the logger's name", '2025-05-30 15:57:42,823 - INFO - Connecting to StreamableHTTP endpoint: http://localhost:8000/mcp', 'streamable-http'],
    ['the SSE client under its logger', '2025-06-01 10:00:00,001 - mcp.client.sse - DEBUG - Connecting to SSE endpoint: http://localhost:8000/sse', 'http+sse'],
    ["the SSE client, basicConfig's layout", 'DEBUG:mcp.client.sse:Connecting to SSE endpoint: http://localhost:8000/sse', 'http+sse'],
    ["another program's SSE words (no SDK logger)", '[info] Connecting to SSE endpoint: http://localhost:8000/sse', null],
    ["the TypeScript SDK's / Smithery's two-word name", '2025-08-07T08:23:06.850Z [Runner] Connecting to Streamable HTTP endpoint: https://server.example.test/mcp', null],
    ['the sentence in prose, no URL after it', 'it hangs right after Connecting to StreamableHTTP endpoint: and nothing else', null],
    ['the session id line says no transport by itself', '2026-12-05 02:44:24,535 - mcp.client.streamable_http - INFO - Received session ID: 9105c0', null],
    // stdio_client logs no connect line: what proves stdio is its own module at work (mcp/client/stdio/__init__.py in
    // 1.x, mcp/client/stdio.py in 2.x) — a frame of it, asyncio's report of its generator, a record of its logger.
    ['a 1.x stdio_client frame', '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/client/stdio/__init__.py", line 187, in stdio_client', 'stdio'],
    ['a 2.x stdio frame on Windows, in a box', '  |   File "C:\\app\\.venv\\Lib\\site-packages\\mcp\\client\\stdio.py", line 160, in stdout_reader', 'stdio'],
    ["asyncio's report of the generator", "an error occurred during closing of asynchronous generator <async_generator object stdio_client at 0x7f2a1c3b5e40>", 'stdio'],
    ["the stdio logger's record, logging's layout", "2026-03-02 10:00:01,250 - mcp.client.stdio - ERROR - Failed to parse JSONRPC message from server", 'stdio'],
    ["the stdio logger's record, basicConfig's layout", 'WARNING:mcp.client.stdio:MCP server process 4242 is still alive after the kill escalation; abandoning it', 'stdio'],
    ['the module imported in a pasted script says nothing of the run', 'from mcp.client.stdio import StdioServerParameters, stdio_client', null],
    ['a server\'s stdio module is no client\'s', '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/server/stdio.py", line 80, in stdio_server', null],
  ])('%s', (_name, line, expected) => {
    expect(pySdkClientTransport(line)).toBe(expected);
  });
});

const log = (...l: string[]) => `${l.join('\n')}\n`;

describe("the reader stamps the client's transport on the events after its connect line", () => {
  it('a 1.x SSE client log: its requests are on HTTP+SSE', async () => {
    const text = log(
      '2025-06-01 10:00:00,001 - mcp.client.sse - DEBUG - Connecting to SSE endpoint: http://localhost:8000/sse',
      '2025-06-01 10:00:00,050 - mcp.client.sse - DEBUG - Received endpoint URL: http://localhost:8000/messages/?session_id=ab12',
      "2025-06-01 10:00:00,060 - mcp.client.sse - DEBUG - Sending client message: root=JSONRPCRequest(method='initialize', params={'protocolVersion': '2025-03-26', 'capabilities': {}, 'clientInfo': {'name': 'mcp', 'version': '0.1.0'}}, jsonrpc='2.0', id=0)",
      "2025-06-01 10:00:00,120 - mcp.client.sse - DEBUG - Received server message: root=JSONRPCResponse(jsonrpc='2.0', id=0, result={'protocolVersion': '2025-03-26', 'capabilities': {}, 'serverInfo': {'name': 'notes', 'version': '1.0.0'}})",
    );
    const r = await analyze([tempFile('sse-client.log', text)], { all: true, tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.transport])).toEqual([['initialize', 'http+sse']]);
  });

  it('events of lines before the connect line keep no transport; the lines after it carry it', async () => {
    const text = log(
      "2026-12-05 02:44:24,300 - app - DEBUG - Sending client message: jsonrpc='2.0' id=7 method='tools/list' params=None",
      '2026-12-05 02:44:24,474 - mcp.client.streamable_http - DEBUG - Connecting to StreamableHTTP endpoint: http://127.0.0.1:9000/mcp',
      "2026-12-05 02:44:24,487 - mcp.client.streamable_http - DEBUG - Sending client message: jsonrpc='2.0' id=1 method='initialize' params={'protocolVersion': '2025-11-25', 'capabilities': {}, 'clientInfo': {'name': 'mcp', 'version': '0.1.0'}}",
    );
    const { events } = await readAll(tempFile('py-client.log', text));
    const messages = events.filter((e) => e.kind === 'message').map((e) => [e.source.line, e.transport]);
    expect(messages).toEqual([[1, null], [3, 'streamable-http']]);
  });

  // Real pastes (test/wild/cases): an agent framework's traceback whose exception group shows stdio_client's own frame
  // (microsoft/autogen#6921), and an ADK console where asyncio reports the stdio_client generator failing as it closed
  // (google/mcp-security#95). No connect line: the stdio client says nothing until it fails.
  const wild = (dir: string, file: string): string => readFileSync(new URL(`../../wild/cases/${dir}/${file}`, import.meta.url), 'utf8');
  const via = async (text: string) => {
    const r = await analyze([tempFile('stdio-client.log', text)], { all: true, tz: 'UTC' });
    return r.requests.map((q) => [q.method, q.transport]);
  };
  it.each([
    ["a traceback with stdio_client's frame in its exception group (microsoft/autogen#6921)", 'unknown--autogen-stdio-initialize-mcperror-connection-closed', 'traceback.txt'],
    ["asyncio's report of the stdio_client generator under a server's start-up (google/mcp-security#95)", 'unknown--adk-console-stdio-server-shut-down-at-start', 'console.txt'],
  ])('%s: the lost initialize is on stdio', async (_, dir, file) => {
    expect(await via(wild(dir, file))).toEqual([['initialize', 'stdio']]);
  });

  it("the same traceback with the stdio module's frame renamed: nothing says the transport", async () => {
    const text = wild('unknown--autogen-stdio-initialize-mcperror-connection-closed', 'traceback.txt');
    const renamed = text.replace(/mcp\\client\\stdio\\__init__\.py", line (\d+), in stdio_client/g, 'app\\pipes.py", line $1, in pipe_client');
    expect(renamed).not.toBe(text);
    expect(await via(renamed)).toEqual([['initialize', null]]);
  });
});
