/**
 * The reader of last resort on a tool call a terminal agent draws as a tree: a heading line naming the tool, the
 * call's arguments as the tree's inner rows, the outcome in the last row (Qodo Command's output: qodo-ai/agents#17).
 * The heading and a failed last row read as one failed call's marker line and its reason; the argument rows between
 * say nothing. Lines follow the paste of the thread cited; the content is ours, and the other shapes are the rows'
 * own range (a wrapped argument value, the heading right above the last row, a cross or a label alone).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const CASES: Array<[string, string[], Array<[string, string | null, string, string]>]> = [
  // qodo-ai/agents#17: the servers line, the reporter's elision, the tree with four argument rows
  ['the heading, four argument rows, a cross and an error label in the last row',
    ['Successfully initialized 3 MCP Servers: [git, shell, design]', '.....', '─ get_code', '├── clientFrameworks: "svelte"', '├── clientLanguages: "typescript"',
      '├── clientName: "qodo_command_cli"', '├── nodeId: ""', '└─── ✗ Error log: MCP error -32001: Request timed out'],
    [['tools/call', 'get_code', 'cancelled', 'client-timeout']]],
  ['an argument value wrapped onto an inner row of its own',
    ['─ render_page', '├── url: "https://docs.example.net/a/very/long/path"', '│   "?page=2"', '└─── ✗ Error log: MCP error -32001: Request timed out'],
    [['tools/call', 'render_page', 'cancelled', 'client-timeout']]],
  ['no arguments: the heading right above the last row',
    ['─ list_pages', '└─── ✗ Error log: MCP error -32001: Request timed out'],
    [['tools/call', 'list_pages', 'cancelled', 'client-timeout']]],
  ['a cross without a label',
    ['─ take_snapshot', '├── selector: "#main"', '└── ✗ MCP error -32001: Request timed out'],
    [['tools/call', 'take_snapshot', 'cancelled', 'client-timeout']]],
  ['an error label without a cross',
    ['─ take_snapshot', '├── selector: "#main"', '└── Error: MCP error -32001: Request timed out'],
    [['tools/call', 'take_snapshot', 'cancelled', 'client-timeout']]],
];

describe('a tool call drawn as a tree, its last row failed', () => {
  for (const [name, text, want] of CASES) {
    it(name, async () => {
      const report = await analyze([tempFile('agent.txt', lines(...text))], { tz: 'UTC' });
      expect(report.requests.map((r) => [r.method, r.target ?? null, r.outcome, r.cause])).toEqual(want);
    });
  }

  it('a last row that does not say the call failed names no failed call', async () => {
    const p = tempFile('ok.txt', lines('─ get_code', '├── nodeId: "12:3"', '└─── ✓ Done in 1.2s', 'MCP error -32001: Request timed out, then it worked after a restart'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});
