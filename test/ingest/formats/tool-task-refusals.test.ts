/**
 * A tools/call refused because of the tool's tasks support (2025-11-25 tasks), and the legacy HTTP+SSE server's
 * refusal of a call that came before its session's initialization completed, pasted without a host log. Line
 * shapes follow the threads cited; the names, ids and clocks are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('who refused a tool that requires tasks', () => {
  it.each([
    // agentic-os-org/ANOLISA#1999: the server (TypeScript SDK McpServer) answered the plain call with -32601
    ['the server refused it: its answer', ["MCP error -32601: Tool long-analysis-job requires task augmentation (taskSupport: 'required')"],
      ['tools/call', 'long-analysis-job', 'failed', 'server-error', 'failed']],
    // github/copilot-cli#2538: the TypeScript SDK client's guard threw before sending, its advice on the next line
    ['the client\'s SDK refused it before sending: no server had it', ['McpError: MCP error -32600: Tool "deep_survey" requires task-based execution.', 'Use client.experimental.tasks.callToolStream() instead.'],
      ['tools/call', 'deep_survey', 'failed', 'unknown', 'unknown']],
  ])('%s', async (_n, text, want) => {
    const report = await analyze([tempFile('error.txt', lines(...text))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([want]);
  });

  it('a client\'s capability check before sending is no server answer either', async () => {
    const report = await analyze([tempFile('error.txt', lines('Error calling tool lookup: Error: Server does not support tools (required for tools/call)'))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'failed', 'unknown', 'unknown']]);
  });
});

describe('the legacy HTTP+SSE server refusing a call before its session finished initializing (jayimu/Wireshark_mcp#4)', () => {
  it('Rich\'s warning after uvicorn\'s 202 is the Python SDK server\'s log', async () => {
    const server = tempFile('server.log', lines(
      'INFO:     127.0.0.1:61842 - "POST /messages/?session_id=3c7e2a9b51d84f0ca6e2b9d07f1a4c58 HTTP/1.1" 202 Accepted',
      '[11/04/25 09:12:37] WARNING  Failed to validate request: Received request before initialization was      session.py:363',
      '                             complete',
    ));
    const report = await analyze([server], { tz: 'UTC' });
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual(['python-sdk']);
    // the refusal under logging's root logger is the same log's (modelcontextprotocol/python-sdk#1844)
    const root = await analyze([tempFile('server.log', lines('WARNING:root:Failed to validate request: Received request before initialization was complete'))], { tz: 'UTC' });
    expect(root.inputs.map((i) => (i as { host?: string }).host)).toEqual(['python-sdk']);
  });
});
