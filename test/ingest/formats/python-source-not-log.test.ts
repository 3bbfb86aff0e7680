/**
 * Python source shown in a bug report (the server's code in a fence) is not a Python server's log: its import of the
 * SDK's modules and its FastMCP constructor name no logger and no traceback module (server-logs.ts PY_SOURCE_LINE_RE).
 */
import { describe, expect, it } from 'vitest';
import { PY_SOURCE_LINE_RE } from '../../../src/ingest/formats/server-logs.js';
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
