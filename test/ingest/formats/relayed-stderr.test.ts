/**
 * The one relay label: a client's label for its stdio server's stderr, ahead of the server's line. Each labelled row is
 * a host's real label (relayed-stderr.ts names the threads); the unlabelled rows mention stderr without labelling a line.
 */
import { describe, expect, it } from 'vitest';
import { ownPart, relayLabelAt, RELAY_LABEL_RE } from '../../../src/ingest/formats/relayed-stderr.js';

const LABELLED: readonly (readonly [host: string, line: string, own: string])[] = [
  ['Warp', '2025-09-05 12:17:11.976 | [info] MCP [pid: 4242] stderr: 2025-09-05T10:17:11Z  INFO codex_core::config: x', '2025-09-05 12:17:11.976 | [info] MCP [pid: 4242] stderr: '],
  ['Claude Code', '[ERROR] MCP server "docs" Server stderr: goose::agents: started', '[ERROR] MCP server "docs" Server stderr: '],
  ['Zed', '2025-01-02T03:04:05Z [WARN] context server stderr: Traceback (most recent call last):', '2025-01-02T03:04:05Z [WARN] context server stderr: '],
  ['supergateway', '[supergateway] Child stderr: [INFO] mcp.server.lowlevel.server: Processing request', '[supergateway] Child stderr: '],
  ['LM Studio', '[Plugin(mcp/notes)] stderr: Error in request handler', '[Plugin(mcp/notes)] stderr: '],
  ['VS Code', '2025-06-01 10:00:00.000 [warning] [server stderr] INFO:mcp.server:started', '2025-06-01 10:00:00.000 [warning] [server stderr]'],
  ['Cherry Studio', '[MCP] Stdio stderr for server: mysql  2025-04-01 INFO mcp.server.lowlevel.server', '[MCP] Stdio stderr for server'],
  ['Trae', 'MCPClient#onStderr [Server Internal Log] INFO Processing request of type ListToolsRequest', 'MCPClient#onStderr'],
  ['the AWS toolkit', 'Log from MCP Server: INFO:mcp.server.lowlevel.server:Processing request', 'Log from MCP Server:'],
];

const UNLABELLED: readonly string[] = [
  'The server writes its log to stderr, not stdout.',
  'ERROR codex_core::codex: needs_follow_up: false',
  '2025-01-01T00:00:00Z INFO goose::agents::extension_manager: stderr_buffer flushed',
  'redirecting stderr to /tmp/server.log',
];

describe('RELAY_LABEL_RE', () => {
  it.each(LABELLED)("%s's label is a relay label", (_host, line, own) => {
    expect(RELAY_LABEL_RE.test(line)).toBe(true);
    expect(ownPart(line)).toBe(own);
    // The label starts where relayLabelAt says and ends where ownPart cut.
    expect(own.slice(relayLabelAt(line))).toMatch(new RegExp(`^(?:${RELAY_LABEL_RE.source})$`, 'i'));
  });

  it.each(UNLABELLED)('%s labels nothing', (line) => {
    expect(RELAY_LABEL_RE.test(line)).toBe(false);
    expect(relayLabelAt(line)).toBe(-1);
    expect(ownPart(line)).toBe(line);
  });
});
