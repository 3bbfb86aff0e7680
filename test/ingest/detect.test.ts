import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_SCORE, detectFormat, readerByName, sniffScore } from '../../src/ingest/detect.js';
import { FAMILY_OF } from '../../src/ingest/families.js';
import { InputError, UsageError } from '../../src/ingest/errors.js';
import { READERS } from '../../src/ingest/formats/index.js';
import { FIXTURES } from './helpers.js';

function head(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '')
    .slice(0, 64)
    .map((l) => l.slice(0, 4096));
}

const expected: Record<string, string> = {
  'claude-desktop': 'claude-desktop',
  vscode: 'vscode',
  ndjson: 'ndjson',
  mcpcap: 'mcpcap',
};

describe('detectFormat', () => {
  const cases = Object.keys(expected).flatMap((dir) =>
    readdirSync(join(FIXTURES, dir)).map((f) => [`${dir}/${f}`, expected[dir]!] as const),
  );
  it.each(cases)('%s → %s', (rel, want) => {
    expect(detectFormat(rel, head(join(FIXTURES, rel)), READERS).reader.name).toBe(want);
  });

  it('an mcpcap file is never taken for bare NDJSON', () => {
    const h = head(join(FIXTURES, 'mcpcap/http.mcpcap'));
    expect(READERS.find((r) => r.name === 'ndjson')!.sniff(h)).toBe(0);
  });

  it('a one-line HAR is not bare JSON-RPC (its JSON-RPC is escaped inside strings)', () => {
    const har = JSON.stringify({ log: { version: '1.2', entries: [{ request: { postData: { text: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}' } } }] } });
    expect(READERS.find((r) => r.name === 'ndjson')!.sniff([har.slice(0, 4096)])).toBeLessThan(MIN_SCORE);
  });

  it.each([
    ['PNG bytes', ['\uFFFDPNG', '\u001a', 'IHDR\u0000\u0000']],
    ['prose', ['Hello,', 'this is a README about MCP.']],
  ])('%s → not a capture, naming every format tried', (_n, h) => {
    let err: unknown;
    try {
      detectFormat('image.png', h, READERS);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    const msg = (err as Error).message;
    expect(msg.split('\n')).toHaveLength(1);
    expect(msg.startsWith('image.png: not a capture in any known format (tried host logs (claude-desktop, vscode, ')).toBe(true);
    // Issue 10 item 7: the readers tried, by family, every one named once, and the way to get a capture.
    for (const label of ['host logs (', 'gateways and proxies (', 'server SDK logs (', 'wire captures (']) expect(msg).toContain(label);
    for (const r of READERS) expect(msg.match(new RegExp(`[(, ]${r.name}[,)]`, 'g')), r.name).toHaveLength(1);
    expect(msg).toMatch(/server SDK logs \([^)]*\brust-sdk\b[^)]*\)/);
    expect(msg).toMatch(/gateways and proxies \([^)]*\blitellm\b[^)]*\)/);
    expect(msg).toContain('mcp-triage record');
    expect(msg).toContain('docs/record.md');
  });

  it('every reader belongs to a family (the refusal groups them)', () => {
    for (const r of READERS) expect(FAMILY_OF[r.name], r.name).toBeDefined();
  });

  it.each([
    ['rmcp tracing', ['2025-09-28T18:08:41.630046Z ERROR rmcp::transport::streamable_http_server::tower: Failed to create service: expect initialized notification, but received: None'], 'rust-sdk'],
    ['go-mcp standard logger', ['manager.go:142: [Info] session detection fail, session id: x, fail reason: context deadline exceeded'], 'go-sdk'],
    ['C# console logger', ['info: ModelContextProtocol.Protocol.Transport.StdioServerTransport[728055718]', '      Transport entering read messages loop for Server (stream) (weather)'], 'dotnet-sdk'],
    ['LiteLLM', ["15:08:58 - LiteLLM:INFO: client.py:563 - MCP client calling tool 'list_repos'"], 'litellm'],
  ])('%s is read by its own reader', (_n, h, want) => {
    expect(detectFormat('f', h, READERS).reader.name).toBe(want);
  });

  // A client's log relaying its stdio server's stderr behind its own label quotes the Python SDK's words; the file is
  // the client's, not a Python server's log (designcomputer/mysql_mcp_server#65, Trae-AI/TRAE#2034, awslabs/mcp#1770).
  it.each([
    ['Cherry Studio "Stdio stderr for server"', [
      "[2025-07-15 09:41:12.508] [info]  [MCP] Calling: Postgres 查询 服务器 run_query { sql: 'SELECT 1;' } callId: Postgre-run_query-0",
      '[2025-07-15 09:41:12.514] [info]  [MCP] Stdio stderr for server: Postgres 查询 服务器  2025-07-15 09:41:12,513 - mcp.server.lowlevel.server - INFO - Processing request of type PingRequest',
      '',
      '[2025-07-15 09:41:12.518] [info]  [MCP] Stdio stderr for server: Postgres 查询 服务器  2025-07-15 09:41:12,517 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '',
      '[2025-07-15 09:41:14.642] [error] [MCP] Error calling tool run_query on Postgres 查询 服务器: McpError: MCP error -32000: Connection closed',
    ]],
    ['Cherry Studio, the relayed lines wrapped by the paste', [
      '[2025-07-15 09:41:12.514] [info]  [MCP] Stdio stderr for server: Postgres 查询 服务器  2025-07-15 09:41:12,513 -',
      'mcp.server.lowlevel.server - INFO - Processing request of type PingRequest',
      '',
      '[2025-07-15 09:41:12.518] [info]  [MCP] Stdio stderr for server: Postgres 查询 服务器  2025-07-15 09:41:12,517 -',
      'mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '',
      '[2025-07-15 09:41:14.642] [error] [MCP] Error calling tool run_query on Postgres 查询 服务器: McpError: MCP error -32000:',
      'Connection closed',
    ]],
    ['Trae "MCPClient#onStderr [Server Internal Log]"', [
      "2026-01-07T16:02:15.023+08:00 [info] [mcp.config.usrlocalmcp.db] MCPClient#onStderr [Server Internal Log] 2026-01-07 16:02:15,022 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest",
      '2026-01-07T16:02:17.038+08:00 [error] [mcp.config.usrlocalmcp.db] MCPClient#onClose ',
      '2026-01-07T16:02:17.038+08:00 [error] [mcp.config.usrlocalmcp.db] ExtHostMCPService#$callTool (run_sql) Error MCP error -32000: Connection closed',
    ]],
  ])('%s: the relayed Python lines do not make it a Python server log', (_n, h) => {
    expect(detectFormat('f', h, READERS).reader.name).not.toBe('python-sdk');
  });

  it('a Python server log that mentions stderr in its own words stays a Python server log', () => {
    const h = [
      '2025-07-15 09:41:12,513 - mcp.server.lowlevel.server - INFO - Processing request of type PingRequest',
      '2025-07-15 09:41:12,517 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '2025-07-15 09:41:12,520 - pg_server - INFO - redirecting subprocess stderr to the log; Processing request of type ListToolsRequest',
    ];
    expect(detectFormat('f', h, READERS).reader.name).toBe('python-sdk');
  });

  // Issue 10: Claude Code's debug log is read now (it was refused before), by its own reader.
  it('a Claude Code debug log is claude-code, not any other reader', () => {
    const h = ['2026-10-03T04:26:18.597Z [DEBUG] MCP server "spike001": Successfully connected (transport: stdio) in 164ms'];
    expect(detectFormat('f', h, READERS).reader.name).toBe('claude-code');
  });

  it("Cursor's own sentences pasted without stamps are Cursor's channel, not Claude Code's one generic sentence", () => {
    // freema/openclaw-mcp#24 (the reporter copied the words alone; scope name ours).
    const h = [
      '[V2] Handling CreateClient action',
      'Using OAuth scopes: workspace:read',
      'No stored client information found',
      'Using redirect URL',
      'Transient error connecting to streamableHttp server: Incompatible auth server: does not support dynamic client registration',
      'Connection failed: Incompatible auth server: does not support dynamic client registration',
    ];
    expect(detectFormat('f', h, READERS).reader.name).toBe('vscode');
    // The generic sentence alone stays Claude Code's (its mcp-logs entry quoted as plain text).
    expect(detectFormat('f', [h[5]!], READERS).reader.name).toBe('claude-code');
  });

  it('a capture with some stderr lines first is still Claude Desktop', () => {
    const h = ['npx: installed 57 in 12.39s', 'Starting…', '2025-03-23T18:31:56.632Z [x] [info] Message from client: {}'];
    expect(detectFormat('f', h, READERS).reader.name).toBe('claude-desktop');
  });

  it('--input-format picks by name; unknown names are a usage error', () => {
    expect(readerByName('vscode', READERS).name).toBe('vscode');
    expect(() => readerByName('pcap', READERS)).toThrow(UsageError);
    expect(() => readerByName('pcap', READERS)).toThrow(/--input-format: unknown format "pcap"/);
  });
});

describe("sniffScore: a host's lines about all of its program claim a text only beside a word that says MCP", () => {
  const byName = (name: string) => READERS.find((r) => r.name === name)!;
  // [reader, program lines with no MCP word, the same beside a line in the host's words for MCP, its score then]
  const cases: [string, string[], string, number][] = [
    ['codex', ['2025-09-01T10:00:00Z ERROR codex_core::codex: needs_follow_up: false'], 'mcp server docs started', 0.95],
    ['goose', ['2025-09-01T10:00:00Z ERROR goose::agents::truncate: Error: Execution error: No usage data in response'], 'loading extension docs', 0.9],
    ['gemini-cli', ['AbortError: The user aborted a request.', '    at GeminiClient.run (/usr/lib/node_modules/@google/gemini-cli/dist/index.js:1:1)'], 'mcp server docs', 0.9],
    ['zed', ['2025-12-30T17:41:42+03:00 ERROR [client] reconnecting'], 'the docs context server', 0.5],
    ['vscode', ['2025-06-01 10:00:00.000 [info] Request ID for failed request: 1'], '2025-06-01 10:00:00.001 [info] {"jsonrpc":"2.0","id":1}', 0.9],
  ];
  it.each(cases)('%s', (name, program, word, score) => {
    const reader = byName(name);
    expect(reader.besideMcp).toBeDefined();
    expect(sniffScore(reader, program)).toBe(reader.sniff(program));
    expect(sniffScore(reader, program)).toBeLessThan(MIN_SCORE);
    expect(sniffScore(reader, [...program, word])).toBeCloseTo(score, 5);
  });

  it("Windsurf's glog channel lines count beside a word that says MCP, and not where its own MCP words score the head", () => {
    const glog = ['2025-06-01 10:00:00.000 [info] I0601 10:00:00.000000 12345 server.go:10] login ok', '2025-06-01 10:00:00.001 [info] I0601 10:00:00.001000 12345 server.go:11] chat ok'];
    const reader = byName('windsurf');
    expect(sniffScore(reader, glog)).toBe(0);
    const withWord = [...glog, '2025-06-01 10:00:00.002 [info] I0601 10:00:00.002000 12345 server.go:12] mcp config read'];
    expect(sniffScore(reader, withWord)).toBeGreaterThanOrEqual(MIN_SCORE);
    const own = [...withWord, '[MCP] Establishing connection to MCP server docs'];
    expect(sniffScore(reader, own)).toBe(reader.sniff(own));
  });

  it('a reader without besideMcp scores by its sniff alone', () => {
    const reader = byName('ndjson');
    const h = ['{"jsonrpc":"2.0","id":1,"method":"tools/list"}'];
    expect(reader.besideMcp).toBeUndefined();
    expect(sniffScore(reader, h)).toBe(reader.sniff(h));
  });
});

// A program run as another client's stdio server has its own targets in that client's log only behind the client's
// relay label (Codex under Warp: warpdotdev/warp#6419): the program's lines (besideMcp) never claim such a text.
describe('sniffScore: a program behind a relay label', () => {
  const relayed = (line: string): string[] => [
    '2025-09-05 12:17:11.955 | [info] MCP: Using stdio transport',
    `2025-09-05 12:17:11.976 | [info] MCP [pid: 4242] stderr: ${line}`,
  ];
  const own = (line: string): string[] => ['MCP: Using stdio transport', line];
  const cases: readonly (readonly [reader: string, line: string])[] = [
    ['codex', '2025-09-05T10:17:11.976802Z  INFO codex_core::config: cwd not set, using current dir'],
    ['goose', '2025-09-05T10:17:11.976802Z  INFO goose::agents::agent: starting'],
    ['gemini-cli', 'at file:///usr/lib/node_modules/@google/gemini-cli/dist/index.js:12:3'],
  ];
  it.each(cases)("%s's own line claims its text, relayed it claims nothing", (name, line) => {
    const reader = READERS.find((r) => r.name === name)!;
    expect(sniffScore(reader, own(line))).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(sniffScore(reader, relayed(line))).toBeLessThan(MIN_SCORE);
    // The program's own test does not look for the relay label: detection's cut alone keeps the relayed line out, one
    // rule for every reader (no reader re-checks the relay).
    expect(reader.besideMcp!.sniff(relayed(line))).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  // A client with no clock of its own opens each relayed line with its label, the stream named stdout as often as
  // stderr: Kimi Code's `mcp test` prints a server's lines as `[server stdout: <tag>] …` (MoonshotAI/kimi-agent-sdk#170),
  // a VS Code extension's channel as `[<server> stderr] …` (tmonk/stata-workbench#36). Nothing on such a line is the
  // client's: the program's line after the label is its server's, and claims nothing.
  const openingLabels: readonly string[] = ['[server stdout: INFO] ', '[server stdout: LDG] ', '[notes-mcp stderr] '];
  const opened = (label: string, line: string): string[] => [
    "Testing connection to 'notes'...",
    "[server stdout: INFO] Starting MCP server with transport 'stdio'",
    `${label}${line}`,
  ];
  it.each(cases.flatMap(([name, line]) => openingLabels.map((label) => [name, label, line] as const)))(
    "%s's line behind the opening label %j claims nothing",
    (name, label, line) => {
      const reader = READERS.find((r) => r.name === name)!;
      expect(sniffScore(reader, opened(label, line))).toBeLessThan(MIN_SCORE);
      expect(reader.besideMcp!.sniff(opened(label, line))).toBeGreaterThanOrEqual(MIN_SCORE);
    },
  );
});
