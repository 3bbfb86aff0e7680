/**
 * A client's log with a Python server's stderr relayed into it (client-launch-lines.ts): the client's own lines about
 * starting its servers make the file the client's, so the server log readers give way to the reader of the client's
 * words (Mintplex-Labs/anything-llm#4483: AnythingLLM's container log with a FastMCP server's banner at its head).
 * Lines follow that thread's grammar; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { clientLaunchLine, CLIENT_LOG_SCORE, serverLogScore } from '../../../src/ingest/formats/client-launch-lines.js';
import { fastmcpLog, pythonSdkLog } from '../../../src/ingest/formats/server-logs.js';
import { MIN_SCORE } from '../../../src/ingest/detect.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const HYPERVISOR_FAILED =
  '[backend] info: [MCPHypervisor] Failed to start MCP server: stock-http {"error":"fetch failed","stack":"TypeError: fetch failed\\n    at node:internal/deps/undici/undici:12637:11"}';
const FASTMCP_BANNER = [
  '[02/11/26 14:05:09] INFO     Starting MCP server \'Stock Desk\'        server.py:734',
  '                             with transport \'stdio\'                             ',
  "INFO - FastMCP.fastmcp.server.server - Starting MCP server 'Stock Desk' with transport 'stdio'",
];
const SDK_LINES = [
  '2026-02-11 14:05:09,101 - mcp.server.lowlevel.server - INFO - Processing request of type ListToolsRequest',
  '2026-02-11 14:05:10,220 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
];

describe('clientLaunchLine', () => {
  const cases: Array<[string, string, boolean]> = [
    ["AnythingLLM's failed start with its error object", HYPERVISOR_FAILED, true],
    ["AnythingLLM's failed start with the SDK's code", 'Failed to start MCP server: clock [-32000] MCP error -32000: Connection closed', true],
    ["AnythingLLM's attempt line (no outcome: a launch, but no row reads it)", '[backend] info: [MCPHypervisor] Attempting to start MCP server: clock', false],
    ["FastMCP's own start banner", FASTMCP_BANNER[2]!, false],
    ["the Python SDK's request line", SDK_LINES[0]!, false],
    ['prose about a server', 'The server started fine when run by hand.', false],
    // A row marked as the server's own words is no client's: rmcp's server whose input closed before any initialize.
    ["rmcp's server, its input closed before initialize", 'Error: ConnectionClosed("initialized request")', false],
    ["rmcp's server, the same error in its log line", 'ERROR sanshu: serve failed: connection closed: initialized request', false],
  ];
  it.each(cases)('%s', (_name, line, want) => {
    expect(clientLaunchLine([line])).toBe(want);
  });
});

describe('serverLogScore', () => {
  it('lowers a server log score to a stray line\'s when a head line is a client\'s launch line', () => {
    expect(serverLogScore(0.82, [FASTMCP_BANNER[0]!, HYPERVISOR_FAILED])).toBe(CLIENT_LOG_SCORE);
  });
  it('keeps the score of a head with no client launch line', () => {
    expect(serverLogScore(0.82, FASTMCP_BANNER)).toBe(0.82);
  });
  it('never raises a score below the stray line\'s', () => {
    expect(serverLogScore(0.2, [HYPERVISOR_FAILED])).toBe(0.2);
  });
});

describe('the Python server log readers give way to the client', () => {
  const readers: Array<[string, typeof fastmcpLog, string[]]> = [
    ['fastmcp (its banner at the head)', fastmcpLog, FASTMCP_BANNER],
    ['python-sdk (its request lines at the head)', pythonSdkLog, SDK_LINES],
  ];
  it.each(readers)('%s claims the server lines alone and not the client\'s log', (_name, reader, own) => {
    expect(reader.sniff(own)).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(reader.sniff([...own, HYPERVISOR_FAILED])).toBeLessThan(MIN_SCORE);
  });

  // Collected stderr of several servers (scaleapi/mcp-atlas#17's pattern): an rmcp server's closed input among a
  // Python server's lines is a server's line too, and leaves the file to the Python SDK's reader.
  it("reads a Python server's log with an rmcp server's closed-input error in it", async () => {
    const RMCP_CLOSED = 'Error: ConnectionClosed("initialized request")';
    const own = [...SDK_LINES, '2026-02-11 14:05:11,330 - mcp.server.lowlevel.server - INFO - Processing request of type ListResourcesRequest'];
    expect(pythonSdkLog.sniff([...own, RMCP_CLOSED])).toBeGreaterThanOrEqual(MIN_SCORE);
    const file = tempFile('servers-stderr.log', [...own, RMCP_CLOSED, ''].join('\n'));
    const report = await analyze([file], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'python-sdk' });
    expect(report.requests.map((r) => r.method)).toEqual(['tools/list', 'tools/call', 'resources/list']);
  });

  it("reads the client's failed start in its container log under a FastMCP banner", async () => {
    const file = tempFile('anythingllm-container.log', [
      ...FASTMCP_BANNER,
      '[backend] info: [MCPHypervisor] Attempting to start MCP server: stock-http',
      HYPERVISOR_FAILED,
      '[backend] info: [MCPHypervisor] Successfully started 1 MCP servers: ["stock-desk"]',
      '',
    ].join('\n'));
    const report = await analyze([file], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'stream-closed']]);
  });
});
