/**
 * The one relay label: a client's label for its stdio server's stderr, ahead of the server's line. Each labelled row is
 * a host's real label (relay-label.ts names the threads); the unlabelled rows mention stderr without labelling a line.
 */
import { describe, expect, it } from 'vitest';
import { afterOpeningRelay, OPENING_RELAY_RE, ownPart, QUOTING_RELAY_RE, RELAY_LABEL_RE } from '../../../src/ingest/formats/relay-label.js';

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
  // stdout inside a line is a program's word for its own output, not a relay (only a label opening the line is one).
  '2025-01-01T00:00:00Z ERROR write to [server stdout] failed',
  'ERROR stdout: broken pipe',
];

describe('RELAY_LABEL_RE', () => {
  it.each(LABELLED)("%s's label is a relay label", (_host, line, own) => {
    expect(RELAY_LABEL_RE.test(line)).toBe(true);
    expect(ownPart(line)).toBe(own);
    // The label starts where the pattern finds it and ends where ownPart cut.
    expect(own.slice(line.search(RELAY_LABEL_RE))).toMatch(new RegExp(`^(?:${RELAY_LABEL_RE.source})$`, 'i'));
  });

  it.each(UNLABELLED)('%s labels nothing', (line) => {
    expect(RELAY_LABEL_RE.test(line)).toBe(false);
    expect(line.search(RELAY_LABEL_RE)).toBe(-1);
    expect(ownPart(line)).toBe(line);
  });
});

/** A label opening the line, the client having no clock of its own: the line after it and the tag in the brackets. */
const OPENING: readonly (readonly [who: string, line: string, rest: string, tag: string | undefined])[] = [
  ["a VS Code extension's channel", '[stats-mcp stderr] [mcp.server.lowlevel.server] INFO: Processing request', '[mcp.server.lowlevel.server] INFO: Processing request', undefined],
  ["Kimi Code's mcp test, the server's level", "[server stdout: INFO] Starting MCP server with transport 'stdio'", "Starting MCP server with transport 'stdio'", 'INFO'],
  ["Kimi Code's mcp test, the server's own tag", '[server stdout: LDG] Ledger Tools Server starting...', 'Ledger Tools Server starting...', 'LDG'],
];

const NOT_OPENING: readonly string[] = [
  // Behind the client's own clock and level: the client's line, quoting the server (RELAY_LABEL_RE).
  '2025-06-01 10:00:00.000 [warning] [server stderr] INFO:mcp.server:started',
  // A bracketed tag that names no stream, and a label with nothing after it.
  '[backend] server started',
  '[server stderr] ',
  // No name before the stream: a bare `[stderr]` is a level-like tag, not a relay.
  '[stderr] x',
  // Forms no paste shows: a stdout label without its tag, a stderr label with one, a colon after the bracket.
  '[server stdout] Notes Server starting...',
  '[server stderr: INFO] Notes Server starting...',
  "[server stderr]: Connected to MCP server 'docs'",
  "[server stdout: INFO]: Connected to MCP server 'docs'",
];

describe('OPENING_RELAY_RE', () => {
  it.each(OPENING)("%s's label opens the line", (_who, line, rest, tag) => {
    expect(afterOpeningRelay(line)).toBe(rest);
    expect(OPENING_RELAY_RE.exec(line)?.[1]).toBe(tag);
  });

  // Detection cuts the same label (one pattern): the client's own part of the line is the label alone.
  it.each(OPENING)("%s's label is a relay label, the rest cut", (_who, line, rest) => {
    expect(RELAY_LABEL_RE.test(line)).toBe(true);
    expect(line.search(RELAY_LABEL_RE)).toBe(0);
    expect(ownPart(line)).toBe(line.slice(0, line.length - rest.length));
  });

  it.each(NOT_OPENING)('%s opens with no relay label', (line) => {
    expect(OPENING_RELAY_RE.test(line)).toBe(false);
    expect(afterOpeningRelay(line)).toBe(line);
  });
});

describe('QUOTING_RELAY_RE', () => {
  // Every label but one that opens the line is behind the client's words (the VS Code channel's `[server stderr]`
  // matches from its `stderr]`), and it is found where RELAY_LABEL_RE finds it.
  it.each(LABELLED)("%s's label is a quoting label", (_host, line) => {
    const at = line.search(QUOTING_RELAY_RE);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(line.search(RELAY_LABEL_RE)).toBeLessThanOrEqual(at);
  });

  it('finds no label that only opens the line', () => {
    expect(QUOTING_RELAY_RE.test("[server stdout: INFO] Starting MCP server with transport 'stdio'")).toBe(false);
    expect(RELAY_LABEL_RE.test("[server stdout: INFO] Starting MCP server with transport 'stdio'")).toBe(true);
  });

  it.each(UNLABELLED)('%s labels nothing', (line) => {
    expect(QUOTING_RELAY_RE.test(line)).toBe(false);
  });
});
