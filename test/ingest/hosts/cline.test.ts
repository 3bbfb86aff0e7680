/**
 * The cline phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { clinePhrases } from '../../../src/ingest/hosts/cline.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { analyze } from '../../../src/analyze.js';
import { cline } from '../../../src/ingest/formats/cline.js';
import { tempFile } from '../helpers.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  ["CLI, two lines joined", "Failed to load tools from MCP server \"ledger\", skipping:\nMCP request timed out for \"ledger\" (initialize).", {"kind": "timer-fired", "phrase": "cline/cli-request-timed-out", "server": "ledger", "method": "initialize"}],
  ["CLI, one line", "Failed to load tools from MCP server \"shot\", skipping: MCP request timed out for \"shot\" (initialize).", {"kind": "timer-fired", "server": "shot", "method": "initialize"}],
  ["extension, old SDK code", "Error executing MCP tool:\nMCP error -2: Request timed out", {"kind": "timer-fired", "phrase": "cline/tool-request-timed-out", "method": "tools/call", "error": "MCP error -2: Request timed out"}],
  ["extension, current code", "Error executing MCP tool: MCP error -32001: Request timed out", {"kind": "timer-fired", "method": "tools/call"}],
  ["extension, a server error", "Error executing MCP tool: MCP error -32603: boom", {"kind": "failed", "phrase": "cline/tool-failed", "method": "tools/call", "error": "MCP error -32603: boom"}],
  ["the SDK's own sentence", "MCP error -32000: Connection closed", {"kind": "connection-closed", "phrase": "typescript-sdk/connection-closed"}],
  // cline/cline#9652: the extension's MCP hub, the error object after the colon lost in the copy
  ["hub, a transport error", "Transport error for \"ledger-sync\":", {"kind": "connection-closed", "phrase": "cline/transport-error", "server": "ledger-sync", "scope": "connection"}],
  ["hub, a failed reconnect", "Failed to reconnect MCP server ledger-sync:", {"kind": "failed", "phrase": "cline/reconnect-failed", "server": "ledger-sync", "method": "initialize", "scope": "connection"}],
  ["hub, a failed restart with its error", "Failed to restart connection for ledger-sync: Error: SSE error: Non-200 status code (401)", {"kind": "failed", "phrase": "cline/reconnect-failed", "server": "ledger-sync", "error": "Error: SSE error: Non-200 status code (401)"}],
  // cline/cline#12013: the hub's notification when turning a server on failed
  ["hub, turning a server on", "Failed to update server state: MCP error -32000: Connection closed", {"kind": "failed", "phrase": "cline/update-server-state-failed", "method": "initialize", "scope": "connection", "error": "MCP error -32000: Connection closed"}],
];

describe('cline phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(clinePhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row names its host and cites a thread', () => {
    for (const row of clinePhrases) {
      if (!row.id.startsWith('cline/')) continue;
      expect(row.seen.length, row.id).toBeGreaterThan(0);
      expect(row.re.source.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(clinePhrases.map((r) => r.id)).size).toBe(clinePhrases.length);
  });
});

describe('cline reader: the extension\'s panel text', () => {
  it.each([
    // cline/cline#12013
    ['turning a server on', 'Failed to update server state: MCP error -32000: Connection closed'],
    // modelcontextprotocol/servers#1490: the server's stderr and the connect's error in one box
    ['a launcher\'s last words, then the close', 'C:\\Python311\\python.exe: No module named mcp_server_weather MCP error -32000: Connection closed'],
    ['Node\'s missing module, then the close', "Error: Cannot find module '/srv/notes/build/index.js' MCP error -32000: Connection closed"],
  ])('%s: the start\'s initialize, lost with the process', async (_name, text) => {
    const report = await analyze([tempFile(`cline-${_name.replace(/\W/g, '-')}.txt`, text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'cline', host: 'cline' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('the close after other words is someone\'s sentence, and a long log is not the panel', () => {
    expect(cline.sniff(['then I got MCP error -32000: Connection closed'])).toBe(0);
    expect(cline.sniff(['No module named x MCP error -32000: Connection closed', 'a', 'b'])).toBe(0);
  });
});

describe('cline reader: the CLI\'s [mcp] tag', () => {
  it.each([
    // cline/cline#12044, #12344: the CLI's own words about a server after the tag
    ['[mcp] Failed to load tools from MCP server "ledger", skipping:', 0.85],
    ['[mcp] Failed to load tools from MCP server "shot", skipping: MCP request timed out for "shot" (initialize).', 0.85],
    // Meisterull/agent-dashboard#40: another program's own MCP server writes the same tag before its own fields
    ['[mcp] lagerhaus: call_integration name=shopware_bot method=POST path=/orders', 0],
    ['[mcp] lagerhaus: call_integration fertig=60.1s ergebnis=ok', 0],
  ])('%s → %s', (line, score) => {
    expect(cline.sniff([line])).toBe(score);
  });
});
