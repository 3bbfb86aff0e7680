/**
 * OpenCode's TUI: every tool call a gear line ("⚙ <server>_<tool> [key=value, …]"), a failed call's SDK error bare on
 * the line under it, without the error's class. The reader joins the two as it joins a class-first error under the
 * line (serac-labs/serac#77), for every call in the transcript, not only the first (colbymchenry/codegraph#613).
 * Lines follow the thread's paste; names and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('a gear tool-call line with the SDK error bare under it', () => {
  it('reads each call of a transcript as a tools/call cancelled by the SDK timer', async () => {
    const text = lines(
      'Thinking: narrower queries this time.',
      '⚙ idx_explore [query=exporter schedule, maxFiles=3]',
      'MCP error -32001: Request timed out',
      '⚙ idx_trace [from=Exporter::run, to=Writer::flush]',
      'MCP error -32001: Request timed out',
    );
    const report = await analyze([tempFile('tui.txt', text)], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([
      ['tools/call', 'cancelled', 'client-timeout'],
      ['tools/call', 'cancelled', 'client-timeout'],
    ]);
  });

  // wehnsdaefflae/terminal-control-mcp#2: the error's class with its "Error" cut, glued to the message ('McpMCP error …')
  it("reads the class glued to the SDK's message as the same error, the call's JSON arguments in brackets", async () => {
    const text = lines(
      '⚙ sh_await_output [request={"pattern": "done|failed", "timeout": 300}]',
      'McpMCP error -32001: Request timed out',
      '⚙ sh_get_screen [request={"mode": "screen"}]',
      'Thinking: still running.',
    );
    const report = await analyze([tempFile('tui-glued.txt', text)], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'cancelled', 'client-timeout']]);
  });

  it('a glued word other than the class is no error line', async () => {
    const p = tempFile('glued-other.txt', lines('⚙ sh_await_output [request={"pattern": "done"}]', 'NotMCP error -32001: Request timed out'));
    const got = await analyze([p], { tz: 'UTC' }).then((r) => r.requests.length, () => 0);
    expect(got).toBe(0);
  });

  it('does not join a call line with arguments to prose that quotes the error', async () => {
    const p = tempFile('note.txt', lines('⚙ idx_explore [query=exporter]', 'it said MCP error -32001: Request timed out, then worked', '⚙ idx_trace [from=a]', 'same again'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});
