/**
 * The cline phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { clinePhrases } from '../../../src/ingest/hosts/cline.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';

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
