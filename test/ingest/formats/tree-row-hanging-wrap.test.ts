/**
 * A CLI agent's failed call drawn as a tree row ("✗ <tool>" over "  └ MCP server '<name>': <error>") wraps a long row
 * with a hanging indent, the rest under the row's text, past the branch (GitHub Copilot CLI: github/gh-aw#23153). The
 * error is only whole joined: the TypeScript SDK's "Error POSTing to endpoint: session not" / "found" says why the call
 * was refused. Lines follow the paste of the thread cited; the names are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const ROW = "  └ MCP server 'outbox': Error: Streamable HTTP error: Error POSTing to endpoint: session not";

describe("a tree row wrapped under its own text", () => {
  it('joins the rest under the row text: the session refusal reads whole', async () => {
    const p = tempFile('terminal.txt', lines('✗ file_report', ROW, '    found', '', '✗ note_progress', ROW, '    found'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([
      ['tools/call', 'file_report', 'failed', 'session-expired'],
      ['tools/call', 'note_progress', 'failed', 'session-expired'],
    ]);
  });

  it('a line under the branch, not under the text, is no rest of the row', async () => {
    // Indented as deep as the branch itself plus one: neither the row's own column nor its text's.
    const p = tempFile('terminal.txt', lines('✗ file_report', ROW, '   found'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'file_report', 'failed', 'unknown']]);
  });
});
