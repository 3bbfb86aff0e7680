/**
 * Windsurf's Cascade tool card copied as text (formats/windsurf.ts PANEL_LINE_RE): the call named by its `MCP Tool:
 * <server> / <tool>` line, the arguments, then the outcome — the Go client's `failure in mcp tool execution: …`
 * (upstash/context7#284) or `Output` and the result (upstash/context7#159). Lines follow those pastes; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const card = (outcome: string[]) => ['Status: Error', 'MCP Tool: docs / resolve-library-id', 'Ran with these arguments:', '{', '  "libraryName": "attrs"', '}', ...outcome];

const CASES: Array<[string, string[], Array<[string, string | null, string, string]>]> = [
  // upstash/context7#284: the server's process ended under the call
  ['the server process ended under the call', card(['failure in mcp tool execution: server process has ended']),
    [['tools/call', 'resolve-library-id', 'lost', 'connection-closed']]],
  // upstash/context7#159: the answered card (no Status line in that paste), its result text under `Output`
  ['the answered card', ['MCP Tool: docs / resolve-library-id', 'Ran with these arguments:', '{', '  "libraryName": "attrs"', '}', 'Output', 'No library matched that name'],
    [['tools/call', 'resolve-library-id', 'completed', 'none']]],
];

describe("Cascade's tool card", () => {
  for (const [name, text, want] of CASES) {
    it(name, async () => {
      const report = await analyze([tempFile('cascade.txt', lines(...text))], { tz: 'UTC', all: true });
      expect(report.inputs[0]).toMatchObject({ format: 'windsurf', host: 'windsurf' });
      expect(report.requests.map((r) => [r.method, r.target ?? null, r.outcome, r.cause])).toEqual(want);
    });
  }

  it('another failure the card reports is the call failing with those words', async () => {
    const report = await analyze([tempFile('cascade.txt', lines(...card(['failure in mcp tool execution: invalid params'])))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target ?? null, r.outcome])).toEqual([['tools/call', 'resolve-library-id', 'failed']]);
  });
});
