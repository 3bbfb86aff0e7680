/**
 * The Claude Code debug-log reader on the shapes reporters leave it in: stamps cut to the time of day
 * (anthropics/claude-code#51103) and mcp-logs members retyped with the quoted JSON's quotes unescaped
 * (anthropics/claude-code#91812).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { claudeCodeReader } from '../../../src/ingest/formats/claude-code.js';
import { readInputs } from '../../../src/report/contract.js';
import { readAll, tempFile } from '../helpers.js';

describe('claude-code reader: the stamp cut to the time of day, `Z` and level kept', () => {
  it('is its line, on a fixed day; the completed call is read and the tool refusals start no request', async () => {
    const p = tempFile('debug-excerpt.md', [
      '**Last successful call:**',
      '```',
      '11:06:07.959Z [DEBUG] MCP server "plugin:relay:relay": Tool \'post\' completed successfully in 176ms',
      '```',
      '```',
      '11:13:20.683Z [ERROR] Error: Tool mcp__plugin_relay_relay__post not found',
      '```',
      '',
    ].join('\n'));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    const done = events.find((e) => e.said?.kind === 'completed');
    expect(done).toMatchObject({ at: Date.UTC(1970, 0, 1, 11, 6, 7, 959), said: { method: 'tools/call', target: 'post' } });
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['tools/call', 'post', 'completed']]);
  });

  it('with other words the lines keep their clock and say nothing', async () => {
    const p = tempFile('other.txt', '11:06:07.959Z [DEBUG] cache warmed\n11:06:08.001Z [DEBUG] listening\n');
    const { events } = await readAll(p);
    expect(events.map((e) => [e.at, e.said])).toEqual([[Date.UTC(1970, 0, 1, 11, 6, 7, 959), undefined], [Date.UTC(1970, 0, 1, 11, 6, 8, 1), undefined]]);
  });
});

describe('claude-code reader: the stamp cut to the time of day with its `Z`, the level dropped (WingedGuardian/GENesis-AGI#1973)', () => {
  const lines = [
    '23:36:16.161Z  Starting connection with timeout of 30000ms',
    '23:36:46.163Z  Connection timeout triggered after 30003ms (limit: 30000ms)',
    '23:36:46.170Z  Connection failed (CONNECT_TIMEOUT)',
    '',
  ].join('\n');

  it('reads the lines on a fixed day in UTC whatever zone is given, and the connect race as the initialize abandoned', async () => {
    const p = tempFile('mcp-server-x.log', lines);
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events[0]!.at).toBe(Date.UTC(1970, 0, 1, 23, 36, 16, 161));
    for (const tz of ['UTC', 'Asia/Tokyo']) {
      const report = await analyze([p], { tz });
      expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
    }
  });

  it('other words after such a stamp are not its lines', async () => {
    const p = tempFile('other-z.txt', '23:36:16.161Z  cache warmed\n23:36:46.163Z  listening on 8080\n');
    await expect(readAll(p)).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('claude-code reader: an mcp-logs member retyped with unescaped quotes', () => {
  it("is read when its text is Claude Code's sentence or the SDK's error under its label", async () => {
    const p = tempFile('mcp-logs.txt', [
      '"debug": "Connection error: Error POSTing to endpoint: {"id":1,"jsonrpc":"2.0","result":{"tools":[ ... ]}}"',
      '"error": "Failed to fetch tools: Error POSTing to endpoint: {"id":1,"jsonrpc":"2.0","result":{"tools":[{"name":"a",...}]}}"',
      '',
    ].join('\n'));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events.map((e) => e.said?.phrase)).toEqual(['typescript-sdk/post-error', 'claude-code/fetch-tools-failed']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause, r.serverState])).toEqual([['tools/list', 1, 'failed', 'server-error', 'completed']]);
  });

  it("another program's retyped member is not taken for its", async () => {
    const p = tempFile('other-member.txt', '"debug": "loaded {"a":1} from cache"\n"error": "retry {"b":2} later"\n');
    await expect(readAll(p)).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('claude-code reader: an HTTP connect quoted with the `MCP server "<name>": ` prefix cut (anthropics/claude-code#34982)', () => {
  it('reads the narration as its lines and the connect failure as the initialize lost, the socket never opened', async () => {
    const p = tempFile('debug.txt', [
      'Testing basic HTTP connectivity to http://<LAN-IP>:8000/mcp',
      'version negotiation probe failed on the http transport; reconnecting pinned legacy',
      'HTTP Connection failed after 47ms: Was there a typo in the url or port? (code: FailedToOpenSocket, errno: none)',
      '',
    ].join('\n'));
    const { input, events, problems } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(problems).toEqual([]);
    expect(events.map((e) => e.said?.phrase)).toEqual([undefined, undefined, 'claude-code/transport-connect-failed-after']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('the same words inside a sentence are not its lines', async () => {
    const p = tempFile('prose.txt', 'I was testing basic HTTP connectivity to the box and the version negotiation probe failed on the http transport; reconnecting pinned legacy did not help\n');
    await expect(readAll(p)).rejects.toThrow(/not a capture in any known format/);
  });
});

describe("claude-code reader: another CLI's process log in the same upper-case levels (github/copilot-cli#3701)", () => {
  it("Copilot CLI's 'MCP client for x' words are not Claude Code's shape: the host stays unknown, the connect is still lost", async () => {
    const p = tempFile('copilot-process.log',
      '[ERROR] MCP transport for browser-kit closed\n' +
      '[ERROR] Failed to start MCP client for browser-kit: McpError: MCP error -32000: Connection closed\n' +
      '[ERROR] Starting MCP client for browser-kit ... // ~30-90 ms later, repeat\n');
    const r = await analyze([p], { tz: 'UTC' });
    expect(readInputs(r).map((i) => [i.format === 'claude-code', i.host])).toEqual([[false, 'unknown']]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'lost', 'connection-closed', 'unknown']]);
  });
  it('Claude Code\'s own bracketed lines are still its shape', async () => {
    const p = tempFile('cc-debug.log',
      '[DEBUG] MCP server "browser-kit": Starting connection with timeout of 30000ms\n' +
      '[ERROR] MCP server "browser-kit" Connection failed: MCP error -32000: Connection closed\n');
    const r = await analyze([p], { tz: 'UTC' });
    expect(readInputs(r).map((i) => i.host)).toEqual(['claude-code']);
  });
});

describe('claude-code reader: bare upper-case levels need a proof of Claude Code beside them (google-gemini/gemini-cli#28355)', () => {
  // Claude Code's debug file stamps its levels; its console drops the stamp but says its own sentences. A bare
  // `[ERROR]` / `[WARN]` alone is any program's: a wire checker's verdicts, mcp-agent's Python logger.
  const rows: Array<[name: string, lines: string[], claims: boolean]> = [
    ["a wire checker's verdict lines", ['  mcp-scope check output:', '    [ERROR] line 6: response for unknown request id=9999', '    [WARN]  line 5: unmatched request id=1 (no response in capture)'], false],
    ["mcp-agent's level before its own stamp", ['[ERROR] 2025-11-19T16:22:05 mcp_agent.mcp.mcp_aggregator.Planner - Error loading server data', '[WARN] 2025-11-19T16:22:06 mcp_agent.core - retrying'], false],
    ['the same bare levels beside a `MCP server "x":` line', ['[ERROR] line 6: response for unknown request id=9999', '[DEBUG] MCP server "kit": Starting connection with timeout of 30000ms'], true],
    ["the debug file's stamp before the levels, words of no phrase", ['2026-07-18T17:40:20.339Z [ERROR] cache failed', '2026-07-18T17:40:21.339Z [WARN] retrying'], true],
    ["the debug file's stamp cut to the time of day", ['17:40:20.339Z [ERROR] cache failed', '17:40:21.339Z [WARN] retrying'], true],
  ];
  it.each(rows)('%s', (_name, lines, claims) => {
    const score = claudeCodeReader.sniff(lines);
    if (claims) expect(score).toBeGreaterThanOrEqual(0.3);
    else expect(score).toBe(0);
  });

  it('the verdict paste is not read as Claude Code', async () => {
    const p = tempFile('check-output.txt', '  mcp-scope check output:\n  ```\n    [ERROR] line 6: response for unknown request id=9999\n    [WARN]  line 5: unmatched request id=1 (no response in capture)\n  ```\n');
    await expect(readAll(p)).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('claude-code reader: a sentence broken after its colon, the error on the next line', () => {
  // anthropics/claude-agent-sdk-typescript#122: the copy of the [ERROR] line, indented, cut after the label.
  const cases: Array<[name: string, lines: string[], want: Array<[string, string, string]>]> = [
    ['the error goes on the line it ends', [
      '  Debug logs show the error:',
      '  [ERROR] MCP server "ledger-tools" Failed to connect SDK MCP server:',
      '  McpError: MCP error -32001: Request timed out',
    ], [['initialize', 'cancelled', 'client-timeout']]],
    ['another error class goes on it too', [
      '[ERROR] MCP server "calc" Failed to connect SDK MCP server:',
      'Error: Stream closed',
    ], [['initialize', 'failed', 'unknown']]],
  ];
  it.each(cases)('%s', async (_name, lines, want) => {
    const p = tempFile('issue.md', lines.join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual(want);
  });

  it('a line not ending in a colon keeps the error under it out of its sentence', async () => {
    const p = tempFile('debug.txt', [
      '[ERROR] MCP server "calc" Failed to connect SDK MCP server: Error: Stream closed',
      'Error: Stream closed',
    ].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.error)).toEqual(['Error: Stream closed']);
  });

  it('a stack frame under a line ending in a colon is not its error', async () => {
    const p = tempFile('debug.txt', [
      '[ERROR] MCP server "calc" Failed to connect SDK MCP server:',
      '    at Client.connect (file:///app/node_modules/@anthropic-ai/claude-code/cli.js:10:20)',
    ].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events.filter((e) => e.said !== undefined)).toEqual([]);
  });
});

describe('claude-code reader: the SDK\'s POST error wrapped for reading, and the error logger\'s echo (anthropics/claude-code#21721)', () => {
  const call = '2026-01-29T15:24:14.010Z [DEBUG] MCP server "notes": Calling MCP tool: sync-notes';
  const body = '{"jsonrpc":"2.0","error":{"code":-32001,"message":"No transport found for sessionId"},"id":null}';
  const cases: Array<[name: string, lines: string[], want: Array<[string, string, string]>]> = [
    ['the body on the line under the colon, the sentence cut before `endpoint`, and the [ERROR] echo', [
      call,
      '2026-01-29T15:24:14.414Z [DEBUG] MCP server "notes": Connection error: Streamable HTTP error: Error POSTing to endpoint:',
      body,
      '2026-01-29T15:24:14.414Z [DEBUG] MCP server "notes": Tool \'sync-notes\' failed after 0s: Streamable HTTP error: Error POSTing to',
      `endpoint: ${body}`,
      '2026-01-29T15:24:14.415Z [ERROR] Error: Error: Streamable HTTP error: Error POSTing to endpoint:',
      body,
    ], [['tools/call', 'failed', 'session-expired']]],
    ['the failure line alone, cut before `endpoint`', [
      call,
      '2026-01-29T15:24:14.414Z [DEBUG] MCP server "notes": Tool \'sync-notes\' failed after 0s: Streamable HTTP error: Error POSTing to',
      `endpoint: ${body}`,
    ], [['tools/call', 'failed', 'session-expired']]],
  ];
  it.each(cases)('%s', async (_name, lines, want) => {
    const p = tempFile('debug.txt', lines.join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual(want);
  });

  it('a JSON body under a line that does not end in a colon stays a line of its own', async () => {
    const p = tempFile('debug.txt', [
      '2026-01-29T15:24:14.414Z [DEBUG] MCP server "notes": Tool \'sync-notes\' failed after 0s: boom',
      body,
    ].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.error)).toEqual(['boom']);
  });

  it('an [ERROR] line with its class printed twice is the server above\'s; one printed once names no server', async () => {
    const p = tempFile('debug.txt', [
      '2026-05-17T20:46:12.382Z [DEBUG] MCP server "db": Tool \'q\' failed after 9s: MCP error -32001: user-cancel',
      '2026-05-17T20:46:12.384Z [ERROR] McpError: McpError: MCP error -32001: user-cancel',
      '2026-05-17T20:46:13.000Z [ERROR] Error: something else',
    ].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events.map((e) => e.session)).toEqual(['db#1', 'db#1', null]);
  });
});

describe('claude-code reader: the SDK auth wrapper with the raw body it quotes', () => {
  it('is the connect refused by auth; the JSON-RPC body under it answers no request', async () => {
    // TableProApp/TablePro#1409: the two lines as a pull request quoted them, the body a registration endpoint's.
    const p = tempFile('pr.md', [
      '```',
      'SDK auth failed: HTTP 404: Invalid OAuth error response: ZodError ...',
      'Raw body: {"id":null,"error":{"message":"Method not found","code":-32601},"jsonrpc":"2.0"}',
      '```',
    ].join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC' });
    expect(readInputs(r).map((i) => i.host)).toEqual(['claude-code']);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'failed', 'server-error']]);
    expect(r.findings.map((f) => f.rule)).not.toContain('response-unknown-request');
  });
});

describe("claude-code reader: its transport-reconnect narration quoted without the server prefix", () => {
  // Claude Code's own sentences, which end no request: a paste of only these is its, and lists nothing.
  const cases: Array<[thread: string, lines: string[]]> = [
    ['anthropics/claude-code#46328', [
      'SSE transport closed/disconnected, attempting automatic reconnection',
      'SSE reconnection successful after 756ms (attempt 1)',
    ]],
    ['anthropics/claude-code#53267', [
      'HTTP transport closed/disconnected, attempting automatic reconnection',
      'Initializing HTTP transport to ...',
      'Executing headersHelper to get dynamic headers',
      'Successfully retrieved 1 headers from headersHelper',
      'HTTP reconnection successful after 812ms (attempt 1)',
    ]],
  ];
  it.each(cases)('%s', async (_thread, lines) => {
    const p = tempFile('mcp-log.txt', lines.join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC', all: true });
    expect(readInputs(r).map((i) => i.host)).toEqual(['claude-code']);
    expect(r.requests).toEqual([]);
  });

  it('an app of its own saying the same about something else is not claimed by these words', async () => {
    const p = tempFile('app.txt', 'HTTP transport closed/disconnected, attempting automatic reconnection to the printer\n');
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});
