/**
 * The readers of Claude Code, Zed and Windsurf logs, and what the VS Code and Claude Desktop
 * readers now read of Cursor's and the 2026 Claude Desktop builds' lines: detection, clock,
 * sessions per server, the host, and the catalogue's `said` on the lines that carry it. Lines are
 * from public reports (names substituted); the thread is named beside each.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { glogChannelScore, windsurfReader } from '../../../src/ingest/formats/windsurf.js';
import { at, readAll, tempFile } from '../helpers.js';

const lines = (...l: string[]): string => l.join('\n') + '\n';

describe('claude-code reader', () => {
  it('console lines without stamps: one session per server, a timer per server, stack frames continue (anthropics/claude-code#1611)', async () => {
    const p = tempFile('cc-console.txt', lines(
      '[DEBUG] MCP server "web-crawler": Connection failed: Error: Connection to MCP server "web-crawler" timed out after 30000ms',
      '[DEBUG] MCP server "web-crawler": Error stack: Error: Connection to MCP server "web-crawler" timed out after 30000ms',
      '    at Timeout._onTimeout (file:///home/dev/cli.js:1383:5751)',
      '╭──────╮',
      '[DEBUG] MCP server "doc-store": Connection failed: Error: Connection to MCP server "doc-store" timed out after 30000ms',
    ));
    const { input, events, summary } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(summary.host).toBe('claude-code');
    expect(summary.lineAccounting).toEqual({ event: 3, part: 2, blank: 0, problem: 0 });
    expect(events.map((e) => e.session)).toEqual(['web-crawler#1', 'web-crawler#1', 'doc-store#1']);
    expect(events.every((e) => e.at === null)).toBe(true);
    expect(events.filter((e) => e.said?.kind === 'timer-fired').map((e) => e.said?.server)).toEqual(['web-crawler', 'doc-store']);
  });

  it('debug file: ISO UTC stamp, level, a failed tool call with its duration (anthropics/claude-agent-sdk-typescript#118)', async () => {
    const p = tempFile('cc-debug.txt', lines(
      '2026-01-05T00:25:20.380Z [DEBUG] MCP server "long-jobs": Tool \'collect_report\' failed after 300s: fetch failed',
      '2026-01-05T00:25:20.380Z [ERROR] "TypeError: TypeError: fetch failed\\n    at node:internal/deps/undici/undici:14900:13"',
    ));
    const { events } = await readAll(p);
    expect(events[0]).toMatchObject({
      at: Date.UTC(2026, 0, 5, 0, 25, 20, 380), level: 'debug', session: 'long-jobs#1', kind: 'host-log',
      said: { kind: 'failed', method: 'tools/call', target: 'collect_report', elapsedMs: 300_000, error: 'fetch failed' },
    });
    expect(events[1]).toMatchObject({ level: 'error', kind: 'host-log' });
    expect(events[1]!.said).toBeUndefined();
  });

  it('mcp-logs entries, one per line and pretty-printed in a pasted array (utensils/mcp-nixos#31)', async () => {
    const one = tempFile('cc-mcp-logs.txt', lines(
      '{"error":"Connection failed: Connection to MCP server \\"nix-tools\\" timed out after 30000ms","timestamp":"2025-06-13T10:00:01.500Z","sessionId":"e5d8","cwd":"/home/u"}',
    ));
    const a = await readAll(one);
    expect(a.input.format).toBe('claude-code');
    expect(a.events[0]).toMatchObject({ at: Date.UTC(2025, 5, 13, 10, 0, 1, 500), level: 'error', said: { kind: 'timer-fired', server: 'nix-tools', limitMs: 30_000 } });
    const pretty = tempFile('cc-mcp-logs-pretty.txt', lines(
      '[', '  {',
      '    "error": "Connection failed: Connection to MCP server \\"nix-tools\\" timed out after 30000ms",',
      '    "timestamp": "2025-06-XXTXX:XX:XX.XXXZ",', '    "sessionId": "...",', '    "cwd": "/home/user/projects"', '  }', ']',
    ));
    const b = await readAll(pretty);
    expect(b.input.format).toBe('claude-code');
    expect(b.events.filter((e) => e.said).map((e) => [e.source.line, e.said?.kind])).toEqual([[3, 'timer-fired']]);
    expect(b.summary.lineAccounting.event + b.summary.lineAccounting.part).toBe(8);
  });
});

describe('zed reader', () => {
  it('offset clock; an unnamed timer line takes the server of the failed start at the same instant, which then only restates it (zed-industries/zed#44786)', async () => {
    const p = tempFile('Zed.log', lines(
      '2025-12-13T17:25:04-05:00 ERROR [project::context_server_store] some-remote-server context server failed to start: Context server request timeout',
      '2025-12-13T17:25:39-05:00 ERROR [context_server::client] cancelled csp request task for "initialize" id 0 which took over 60s',
      '2025-12-13T17:25:39-05:00 ERROR [project::context_server_store] design-tokens context server failed to start: Context server request timeout',
      '2025-12-13T17:25:45-05:00 INFO  [project::prettier_store] Starting prettier at path "/Users/<redacted>/Library/Application Support/Zed/prettier"',
    ));
    const { input, events, summary } = await readAll(p);
    expect(input).toMatchObject({ format: 'zed', zone: null, zoneAssumed: false });
    expect(summary.host).toBe('zed');
    expect(events[0]).toMatchObject({ at: Date.UTC(2025, 11, 13, 22, 25, 4), session: 'some-remote-server#1', said: { kind: 'timer-fired', server: 'some-remote-server' } });
    expect(at(events, 2)[0]).toMatchObject({ session: 'design-tokens#1', said: { kind: 'timer-fired', method: 'initialize', id: 0, limitMs: 60_000, server: 'design-tokens' } });
    expect(at(events, 3)[0]!.said).toBeUndefined();
    expect(events.filter((e) => e.said?.kind === 'timer-fired')).toHaveLength(2);
    expect(at(events, 4)[0]).toMatchObject({ session: null, level: 'info' });
  });

  it('a timer line alone at the end keeps its facts without a server', async () => {
    const p = tempFile('Zed-alone.log', lines('2026-03-12T12:32:53+08:00 ERROR [context_server::client] cancelled csp request task for "tools/call" id 4 which took over 60s'));
    const { events } = await readAll(p);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ session: null, said: { kind: 'timer-fired', method: 'tools/call', id: 4 } });
  });
});

describe('claude-code reader: condensed mcp-logs entries', () => {
  it('entries the reporter elided inside the object are read by their text member; lines of prose are not entries (SiderealPress/Lobster#2119)', async () => {
    const p = tempFile('cc-condensed.jsonl', lines(
      '{"debug":"Calling MCP tool: list-notebooks", ... "22:18:32.058Z"}',
      '{"debug":"Tool \'list-notebooks\' aborting: no response or progress notification for 1800s (idle timeout 1800s)"}',
      '{"error":"Connection failed: McpError: MCP error -32000: Connection closed", "timestamp": "2026-07-17T22:12:22.462Z", ...}',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events.map((e) => e.said?.kind)).toEqual(['request-sent', 'timer-fired', 'failed']);
    expect(events.map((e) => e.at)).toEqual([null, null, Date.UTC(2026, 6, 17, 22, 12, 22, 462)]);
    expect(events[2]).toMatchObject({ level: 'error' });
  });

  it('JSON lines whose text is not one of its sentences do not make a Claude Code log', async () => {
    const p = tempFile('not-cc.jsonl', lines('{"debug":"cache warmed", ...}', '{"debug":"listening on 8080"}'));
    const { input } = await readAll(p).catch(() => ({ input: { format: 'none' } }));
    expect(input.format).not.toBe('claude-code');
  });
});

describe('claude-code reader: a sentence quoted alone', () => {
  it('its connect-timeout sentence without level or stamp, inside inline code (anthropics/claude-code#72)', async () => {
    const p = tempFile('comment.txt', lines('`Connection failed: Connection to MCP server "tasks" timed out after 5000ms`'));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events[0]!.said).toMatchObject({ kind: 'timer-fired', server: 'tasks', limitMs: 5000 });
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('a stack frame or prose alone is not its sentence', async () => {
    const p = tempFile('prose.txt', lines('Connection failed, then it worked', '    at Timeout._onTimeout (file:///home/dev/cli.js:1383:5751)'));
    await expect(readAll(p)).rejects.toThrow(/not a capture/);
  });
});

describe('claude-code reader: mcp-logs entries quoted as plain text', () => {
  // anthropics/claude-code#51073: the per-server file's sentences name no server; the unknown-id answer is
  // printed on the line under its label.
  it('its own sentences without stamp or server are its lines; the late answer on the next line is part of them', async () => {
    const p = tempFile('mcp-log-lines.txt', lines(
      "Tool 'wait_for_deploy' failed after 57s: MCP error -32001: user-cancel",
      'STDIO connection dropped after 279s uptime',
      'Connection error: Received a response for an unknown message ID:',
      '    {"jsonrpc":"2.0","id":3,"error":{"code":0,"message":"Request cancelled"}}',
      'Closing transport (stdio transport error: Error)',
    ));
    const { input, events, summary } = await readAll(p);
    expect(input.format).toBe('claude-code');
    // The close's own account (`Closing transport (stdio transport error: …)`) is a line of its own too.
    expect(summary.lineAccounting).toMatchObject({ event: 4, part: 1 });
    expect(events.map((e) => e.said?.kind ?? null)).toEqual(['failed', 'connection-closed', 'completed', 'connection-closed']);
    expect(events[2]).toMatchObject({ said: { late: true }, text: expect.stringContaining('"message":"Request cancelled"') });
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'wait_for_deploy', 'cancelled', 'user-cancel', 'stopped']]);
  });

  // GLips/Figma-Context-MCP#362: the transport's close for a late progress notification, quoted with the reporter's `N`
  // placeholders; the call it raced had completed, so the close ends no request.
  it('its close for a late progress notification, with placeholders for the numbers, is its own; no request ended', async () => {
    const p = tempFile('progress-close.txt', lines(
      'Connection error: Received a progress notification for an unknown token:',
      '{"method":"notifications/progress","params":{"progressToken":N,"progress":3,',
      '"total":4,"message":"Encoded, writing result"}}',
      'Closing transport (stdio transport error: Error)',
      'STDIO connection dropped after Ns uptime',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase)).toEqual(['claude-code/closing-transport-error', 'claude-code/stdio-dropped']);
    const report = await analyze([p]);
    expect(report.requests).toEqual([]);
  });

  // anthropics/claude-code#1960: the SSE transport's error event and the error alone are one connect's failure.
  it('the SSE connect\'s error event and its error line are one failed connect', async () => {
    const p = tempFile('sse-202.txt', lines(
      '[DEBUG] MCP server "probe": SSE Connection error: {"url":"http://localhost:8080/mcp","error":"SSE error: Non-200 status code (202)","stack":"Error: SSE error: Non-200 status code (202)\\n    at _eventSource.onerror (file:///usr/local/lib/node_modules/@anthropic-ai/claude-code/cli.js:1364:13931)"}',
      '[ERROR] MCP server "probe" Error: SSE error: Non-200 status code (202)',
    ));
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'server-error']]);
  });

  // jasonjmcghee/claude-debugs-for-you#33: the /mcp details view pasted row by row inside its box; the status row's
  // server is the title's above it, and the Command row wraps.
  it('the details view row by row: the failed status is the titled server\'s connect', async () => {
    const pad = (t: string) => `│ ${t.padEnd(60)} │`;
    const p = tempFile('details-box.txt', lines(
      pad('Debugger-bridge MCP Server'),
      pad(''),
      pad('Status: ✘ failed'),
      pad('Command: /Users/dev/src/debugger-br'),
      pad('           idge/mcp/wrapper.js'),
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.phrase, e.said!.server])).toEqual([['claude-code/details-status-failed', 'Debugger-bridge']]);
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'unknown']]);
  });

  // xpzouying/x-mcp#5: the 2.0.x details view without box borders, its rows under a one-space margin, the connect's
  // error as an `Error:` row below the status: the newer SDK's unparsed OAuth refusal (`HTTP 404: Invalid OAuth error
  // response: …`). One connect: the reason row joins the status row's, and the OAuth endpoint's refusal decides.
  it('the details view\'s Error row under its status: the reason of the same connect', async () => {
    const rows = lines(
      'Notes MCP Server',
      '',
      ' Status: × failed',
      ' URL: https://mcp.notes.example/mcp',
      '',
      ' Error: HTTP 404: Invalid OAuth error response: SyntaxError: Unexpected token. Raw body: 404 page not found',
      '',
      ' > 1. Authenticate',
    );
    const report = await analyze([tempFile('details-error-row.txt', rows)]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
    // A 5xx from the OAuth endpoint is not a refusal: read by its status, not as the server turning the client away.
    const five = await analyze([tempFile('details-error-503.txt', rows.replace('HTTP 404', 'HTTP 503'))]);
    expect(five.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'failed']]);
    expect(five.requests[0]!.cause).not.toBe('server-error');
  });

  // The same in the mcp-logs JSON form: the answer quoted inside the entry's text is the words', not a second request.
  it('an answer quoted in an entry joins the call the host gave up on; alone, it is the request it answers', async () => {
    const entries = [
      '{"debug":"Calling MCP tool: poll_build","timestamp":"2026-04-20T10:00:00.000Z"}',
      '{"debug":"Tool \'poll_build\' failed after 57s: MCP error -32001: user-cancel","timestamp":"2026-04-20T10:00:57.000Z"}',
      '{"error":"Connection error: Received a response for an unknown message ID: {\\"jsonrpc\\":\\"2.0\\",\\"id\\":3,\\"error\\":{\\"code\\":0,\\"message\\":\\"Request cancelled\\"}}","timestamp":"2026-04-20T10:00:57.100Z"}',
    ];
    const whole = await analyze([tempFile('mcp-logs-poll.jsonl', lines(...entries))]);
    expect(whole.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'poll_build', 'cancelled', 'user-cancel', 'stopped']]);
    const alone = await analyze([tempFile('mcp-logs-tail.jsonl', lines(entries[2]!))]);
    expect(alone.requests.map((r) => [r.id, r.outcome, r.serverState])).toEqual([[3, 'cancelled', 'stopped']]);
  });

  it('a sentence of the SDK that other hosts print too does not make a Claude Code log', async () => {
    const p = tempFile('sdk-only.txt', lines('Connection closed', 'Request timed out after a while'));
    const r = await readAll(p).catch(() => null);
    expect(r?.input.format ?? 'none').not.toBe('claude-code');
  });

  // browseros-ai/BrowserOS#2705: the GET listening stream's reopen refused 404, the SDK's retries used up, and Claude Code's
  // own narration that the transport stays up for POST, quoted with the debug prefix cut. The lines are Claude Code's; no
  // request was in flight on the listening stream.
  it('its narration of the listening stream given up, with the prefix cut, is its own; no request ended', async () => {
    const p = tempFile('get-stream-exhausted.txt', lines(
      'Connection error: Streamable HTTP error: Failed to open SSE stream: Not Found',
      'Connection error: Maximum reconnection attempts (2) exceeded.',
      'SSE GET-stream reconnection exhausted; leaving transport up (POST still works)',
    ));
    const { input, summary } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(summary.lineAccounting).toMatchObject({ problem: 0 });
    const report = await analyze([p]);
    expect(report.requests).toEqual([]);
  });

  // anthropics/claude-code#87786 (and #79267): the VS Code extension's `/mcp` prints its status and usage as text, and
  // refuses `/mcp reconnect` itself while its terminal view is not mounted. Claude Code's words; no connect was tried.
  it('the `/mcp` command\'s text status, usage and reconnect refusal are its own; no request ended', async () => {
    const p = tempFile('chat.txt', lines(
      '3 MCP server(s): 1 connected, 2 not connected, 0 disabled. Use `/mcp` in the terminal for details.',
      'Usage: /mcp [reconnect|enable|disable [<server>|all]]. With no server name, applies to all.',
      '',
      '> MCP controls aren\'t available right now — the terminal is still starting up or is showing another view.',
    ));
    const { input, summary } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(summary.lineAccounting).toMatchObject({ problem: 0 });
    const report = await analyze([p]);
    expect(report.requests).toEqual([]);
  });

  it('prose about the `/mcp` controls or server counts is not its text', async () => {
    const p = tempFile('prose.txt', lines(
      'The MCP controls are not available right now in my editor.',
      'I have 3 MCP servers: 1 connected and 2 not connected.',
    ));
    const r = await readAll(p).catch(() => null);
    expect(r?.input.format ?? 'none').not.toBe('claude-code');
  });

  it('the SDK\'s retry words alone, without its narration, do not make a Claude Code log', async () => {
    const p = tempFile('sdk-retries-only.txt', lines('Maximum reconnection attempts (2) exceeded.', 'reconnection exhausted; leaving it'));
    const r = await readAll(p).catch(() => null);
    expect(r?.input.format ?? 'none').not.toBe('claude-code');
  });
});

describe('vscode reader: a failed send with nothing after it', () => {
  it('on a connection that carried nothing, the failed message is the initialize (microsoft/vscode#319688)', async () => {
    const p = tempFile('comment.md', lines(
      '```',
      '2026-06-04 17:18:54.166 [info] Starting server docs-index',
      '2026-06-04 17:18:54.167 [info] Connection state: Running',
      '2026-06-04 17:18:54.176 [info] Connection state: Error Error sending message to https://mcp.docs-index.example/mcp: TypeError: fetch failed',
      '```',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'stream-closed']]);
  });

  it('after the listing answered, a failed send with nothing pending starts no request (MicrosoftDocs/mcp#118)', async () => {
    const p = tempFile('mcp-output.log', lines(
      '2026-03-10 10:24:08.887 [info] Starting server docs-search',
      '2026-03-10 10:24:08.888 [info] Connection state: Running',
      '2026-03-10 10:24:09.522 [info] Discovered 3 tools',
      '2026-03-10 10:24:19.365 [info] Connection state: Error Error sending message to https://docs.example.org/api/mcp: TypeError: fetch failed',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });
});

describe('windsurf reader', () => {
  it('glog lines inside the channel grammar, quoted as JSON strings in a pasted array (imskyleen/animate-ui#71)', async () => {
    const p = tempFile('windsurf.txt', lines(
      '    "2025-05-20 13:46:29.975 [info] E0520 13:46:29.975004 78921 interceptor.go:70] /exa.language_server_pb.LanguageServerService/ListMcpResources (unknown): failed to get server instance: server name ui-kit not found",',
      '  ],',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('windsurf');
    expect(summary.host).toBe('windsurf');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ at: Date.UTC(2025, 4, 20, 13, 46, 29, 975), level: 'error', kind: 'host-log' });
    expect(events[0]!.text).toMatch(/^\/exa\.language_server_pb\./);
    expect(events[0]!.said).toBeUndefined();
  });
});

describe('windsurf reader: the Go client\'s connect', () => {
  it('glog lines win over the plain channel reading; a first stamp cut by the selection keeps its clock (axiomhq/mcp#32)', async () => {
    const p = tempFile('windsurf-output.txt', lines(
      '025-12-15 19:48:47.399 [info] I1215 19:48:47.398991 31408 mcp_server_client_instance.go:286] [MCP] Establishing connection to MCP server...',
      '2025-12-15 19:49:47.388 [info] E1215 19:49:47.388608 31408 mcp_server_client_instance.go:317] [MCP] Failed to initialize client connection: transport error: context deadline exceeded',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('windsurf');
    expect(events.map((e) => [e.at, e.said?.kind])).toEqual([
      [Date.UTC(2025, 11, 15, 19, 48, 47, 399), 'request-sent'],
      [Date.UTC(2025, 11, 15, 19, 49, 47, 388), 'timer-fired'],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('the sentences alone, joined on one line by the reporter (JeremyVyska/bc-code-intelligence-mcp#31)', async () => {
    const p = tempFile('windsurf-logs.txt', lines('[MCP] Establishing connection to MCP server... [MCP] Failed to initialize client connection: transport error: context deadline exceeded'));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('windsurf');
    expect(events).toHaveLength(1);
    expect(events[0]!.said).toMatchObject({ kind: 'timer-fired', method: 'initialize', timer: 'host' });
  });
});

describe('windsurf reader: glog lines among a comment\'s other lines', () => {
  const glog = (t: string, file: string, words: string) => `2025-11-15 ${t} [info] I1115 ${t}000 19644 ${file}] [MCP] ${words}`;
  it('two log blocks beside mcp_config.json blocks and the reporter\'s list: Windsurf\'s, no request ended badly (upstash/context7#829)', async () => {
    const p = tempFile('comment.md', lines(
      'It happens with the local server too.',
      '',
      '1. The below config works:',
      '```json',
      '"docs": {',
      '  "serverUrl": "https://mcp.docs.example.com/mcp"',
      '}',
      '```',
      '```log',
      glog('08:39:39.583', 'mcp_server_client_instance.go:160', 'Client initialization completed successfully'),
      glog('08:39:39.583', 'mcp_server_client_instance.go:208', 'Successfully connected to server https://mcp.docs.example.com/mcp via Streamable HTTP'),
      glog('08:39:39.584', 'mcp_server_client_instance.go:429', "Server 'docs' initialized successfully: Docs v1.0.13"),
      '```',
      '',
      '2. After changing the config to the below, it stops working.',
      '```json',
      '"docs": {',
      '  "command": "npx",',
      '  "args": ["-y", "@docs/mcp"]',
      '}',
      '```',
      '```log',
      glog('08:45:10.659', 'oauth.go:388', 'Error does not contain an OAuthAuthorizationRequiredError, skipping metadata extraction'),
      '```',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('windsurf');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });

  it.each([
    // [glog lines, stamped lines, all lines, score]
    [2, 2, 2, 0.92], // the channel alone: as before
    [4, 4, 14, 0.52 + 0.4 * (4 / 14)], // diluted as vscode.ts dilutes its own reading, a step above it
    [4, 4, 40, 0], // under a fifth of the lines stamped: no claim
    [1, 4, 4, 0], // one glog line among the plain channel's: VS Code's (or Cursor's) channel
    [0, 5, 5, 0],
  ])('glog %d of %d stamped in %d lines scores %f', (g, s, n, want) => {
    expect(glogChannelScore(g, s, n)).toBeCloseTo(want, 10);
  });
});

describe('windsurf reader: Cascade\'s refusal of a prompt', () => {
  const refusal = 'Permission denied: Unable to process request due to an MCP configuration issue.';
  it('after a reporter\'s label, with its error ID: Windsurf\'s line, and no request (Minidoracat/mcp-feedback-enhanced#204)', async () => {
    const p = tempFile('cascade.txt', lines(`Error Message:${refusal} (error ID: 0f3a9c27b1d84e6f95a2c7d0e81b4f63)`));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('windsurf');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ at: null, level: 'error', kind: 'host-log' });
    expect(events[0]!.text).toBe(`${refusal} (error ID: 0f3a9c27b1d84e6f95a2c7d0e81b4f63)`);
    expect(events[0]!.said).toBeUndefined();
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests).toEqual([]);
  });

  it('quoted in bold inside a sentence of prose (noopstudios/interactive-feedback-mcp#46)', async () => {
    const p = tempFile('report.md', lines(`In code mode Cascade answers **${refusal}** , chat mode works.`));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('windsurf');
    expect(events.map((e) => e.text)).toEqual([refusal]);
  });

  it('a permission error without the sentence is not Windsurf\'s', () => {
    expect(windsurfReader.sniff(['Permission denied: unable to open /var/run/docker.sock'])).toBe(0);
  });
});

describe('windsurf reader: the panel error over several lines', () => {
  const init = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05","clientInfo":{"name":"codeium-client","version":"1.0.0"},"capabilities":{}}}';
  it('the server\'s stderr quoted between head and tail: one initialize, its id from the quoted message, lost with the process (BetterThanTomorrow/calva-backseat-driver#11)', async () => {
    const p = tempFile('windsurf-panel.txt', lines(
      'Error: failed to initialize server:',
      '[Wrapper] Running in node version: v23.6.0',
      `[Wrapper] Raw stdin chunk received: ${init}`,
      `[Wrapper] Complete message segment from stdin, sending to socket: ${init}`,
      '[Wrapper] Socket error: Error: connect ECONNREFUSED 127.0.0.1:1712: server terminated. Check your configuration.',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('windsurf');
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 1, 'lost', 'connection-closed']]);
  });

  it('a head without the panel\'s tail is not claimed as Windsurf\'s', () => {
    expect(windsurfReader.sniff(['Error: failed to initialize server:', 'some output'])).toBe(0);
  });
});

describe('vscode reader: Cursor and stamp-less pastes', () => {
  it('Cursor 0.4x tags: the tag is the session, the words carry said, the host is cursor (skindhu/AI-TASK-MANAGER#4)', async () => {
    const p = tempFile('Cursor MCP.log', lines(
      '2025-04-24 16:16:51.823 [info] oard: Starting new stdio process with command: npx -y --package plan-board plan-board-mcp',
      '2025-04-24 16:16:54.058 [info] oard: Client closed for command',
      '2025-04-24 16:16:54.058 [error] oard: Error in MCP: Client closed',
      '2025-04-24 16:16:54.058 [error] oard: Failed to reload client: MCP error -32000: Connection closed',
      '2025-04-24 16:16:54.062 [info] tive: Handling ListOfferings action',
      '2025-04-24 16',
    ));
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.host).toBe('cursor');
    expect(events.slice(0, 5).map((e) => e.session)).toEqual(['oard#1', 'oard#1', 'oard#1', 'oard#1', 'tive#1']);
    expect(events.slice(0, 4).map((e) => e.said?.kind ?? null)).toEqual(['connecting', 'connection-closed', null, 'failed']);
    expect(events[3]!.said).toMatchObject({ method: 'initialize', error: 'MCP error -32000: Connection closed' });
    expect(events[2]!.text).toBe('Error in MCP: Client closed');
  });

  it('a VS Code channel stays vscode; `[level]` lines without stamps are read with no clock (sxhxliang/mcp-access-point#4)', async () => {
    const p = tempFile('vscode-nostamp.log', lines(
      '[info] Starting server petshop',
      '[info] Connection state: Running',
      '[info] Waiting for server to respond to `initialize` request...',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe('vscode');
    expect(events.map((e) => e.at)).toEqual([null, null, null]);
    expect(events[2]!.said).toMatchObject({ kind: 'waiting', method: 'initialize' });
  });

  it('a pasted Cursor error string in inline code (useshortcut/mcp-server-shortcut#16)', async () => {
    const p = tempFile('cursor-error.txt', "`Error calling tool 'whoami_profile': MCP error -32602: MCP error -32602: Tool whoami_profile not found`\n");
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary).toMatchObject({ host: 'cursor', detection: { pasted: true } });
    expect(events[0]).toMatchObject({ at: null, said: { kind: 'failed', method: 'tools/call', target: 'whoami_profile' } });
  });

  it('`Server exited before responding to initialize` keeps its transport-close and adds the initialize it speaks of', async () => {
    const p = tempFile('vscode-exit.log', lines(
      '2025-05-25 20:50:28.283 [info] Connection state: Error Process exited with code 1',
      '2025-05-25 20:50:28.283 [error] Server exited before responding to `initialize` request.',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(at(events, 2).map((e) => e.kind)).toEqual(['transport-close', 'host-log']);
    expect(at(events, 2)[1]!.said).toMatchObject({ kind: 'connection-closed', method: 'initialize' });
  });
});

describe('claude-desktop reader: 2026 builds', () => {
  it('`Message from client: method="initialize" id=0 params` is the request without its body; the probe failure carries said (oscardvs/zoteus#18)', async () => {
    const n = 'Citations — Library MCP';
    const p = tempFile('mcp-server-citations.log', lines(
      `> 2026-08-26T20:02:22.328Z [${n}] [error] Couldn't start for Cowork and Code sessions. Error: Version negotiation failed: the connection closed during the server/discover probe (this transport probed in place — the disposable sibling probe requires the SDK's base StdioClientTransport) { metadata: { context: 'shared-pool', stack: undefined } }`,
      `> 2026-08-26T20:02:23.093Z [${n}] [info] Message from client: method="initialize" id=0 params { metadata: undefined }`,
      `> 2026-08-26T20:02:23.100Z [${n}] [info] Message from client: method="notifications/initialized" { metadata: undefined }`,
    ));
    const { events, summary } = await readAll(p);
    expect(summary).toMatchObject({ format: 'claude-desktop', host: 'claude-desktop', detection: { pasted: true } });
    expect(events[0]).toMatchObject({ kind: 'host-log', said: { kind: 'connection-closed', method: 'server/discover' } });
    expect(events[1]).toMatchObject({ kind: 'message', from: 'client', at: Date.UTC(2026, 7, 26, 20, 2, 23, 93), message: { method: 'initialize', id: 0 } });
    expect(events[1]!.message!.params).toBeUndefined();
    expect(events[2]!.message).toEqual({ jsonrpc: '2.0', method: 'notifications/initialized' });
  });

  it('per-server lines whose stamps the reporter cut (anthropics/claude-ai-mcp#898)', async () => {
    const p = tempFile('mcp-server-desk.log', lines(
      '[Desk Control] [info] Era probe verdict: legacy (sibling did not complete the exchange)',
      '',
      "[Desk Control] [error] Couldn't start this server for Cowork and Code sessions (they run their own copy of it), so they can't use its tools: Version negotiation failed: the connection closed during the server/discover probe (x) { metadata: { context: 'shared-pool', stack: undefined } }",
    ));
    const { input, events, problems } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(problems).toEqual([]);
    expect(events.map((e) => [e.at, e.session, e.level])).toEqual([[null, 'Desk Control#1', 'info'], [null, 'Desk Control#1', 'error']]);
    expect(events[1]!.said).toMatchObject({ kind: 'connection-closed', method: 'server/discover' });
  });

  it('a server stderr line shaped `[x] [info] …` after stamped lines stays stderr', async () => {
    const p = tempFile('mcp-server-mixed.log', lines(
      '2026-05-13T17:30:47.451Z [hub] [info] Server started and connected successfully',
      '[worker] [info] warming cache',
    ));
    const { events } = await readAll(p);
    expect(events[1]).toMatchObject({ kind: 'host-log', from: 'server', text: '[worker] [info] warming cache' });
  });
});

describe('claude-code reader: the server list it draws', () => {
  it('the `/mcp` panel inside a box, after `claude mcp list`: the entry\'s state, border and cursor gone (andycufari/ClaudePoint#3)', async () => {
    const p = tempFile('cc-panel.txt', lines(
      '~/src/app [main]$ claude mcp list',
      'snapshotter: snapshotter ',
      '~/src/app [main]$ claude',
      '╭────────────────────────────────────────╮',
      '│ Manage MCP Servers                     │',
      '│ 1 server found                         │',
      '│                                        │',
      '│ ❯ snapshotter · failed                 │',
      '╰────────────────────────────────────────╯',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.text, e.said?.kind, e.said?.server])).toEqual([['snapshotter · failed', 'failed', 'snapshotter']]);
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.basis])).toEqual([['initialize', 'failed', 'unknown', 'host-log']]);
  });

  it('the 2.0 panel: a failed entry in one launch, the same server connected in the next (musistudio/claude-code-router#1123)', async () => {
    const p = tempFile('cc-panel2.txt', lines(
      '> /mcp ',
      '─────────────────────────────',
      ' Manage MCP servers',
      ' 1 server',
      '',
      ' ❯ 1. reports  ✘ failed · Enter to view details',
      '',
      '> /mcp ',
      ' Manage MCP servers',
      ' ❯ 1. reports  ✔ connected · Enter to view details',
    ));
    const { input } = await readAll(p);
    expect(input.format).toBe('claude-code');
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'unknown']]);
  });

  it('a box of other words is not its server list', async () => {
    const { claudeCodeReader } = await import('../../../src/ingest/formats/claude-code.js');
    expect(claudeCodeReader.sniff(['╭────╮', '│ The build failed │', '│ Status: ✘ failed │', '╰────╯'])).toBeLessThan(0.4);
  });
});

describe('claude-code reader: a reporter\'s trimmed timeline', () => {
  it('time-of-day stamps with a dash before the words are read in order (anthropics/claude-code#55992)', async () => {
    const p = tempFile('timeline.txt', lines(
      "09:50:02 — Tool 'scan' dispatched",
      '09:50:04 — HTTP connection dropped after 2820s uptime',
      "09:50:32 — Tool 'scan' still running (30s elapsed)",
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code');
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ at: Date.UTC(1970, 0, 1, 9, 50, 2), kind: 'host-log' });
    expect(events[2]!.said).toMatchObject({ kind: 'waiting', method: 'tools/call', target: 'scan' });
  });
  it('a time-only paste with no Claude Code sentence is not claimed by it', async () => {
    const { claudeCodeReader } = await import('../../../src/ingest/formats/claude-code.js');
    expect(claudeCodeReader.sniff(['09:50:02 — job started', '09:50:04 — job done'])).toBeLessThan(0.4);
  });
  it.each([
    // Elixir's Logger, its default console format `$time $metadata[$level] $message` (cloudwalk/hermes-mcp#207's app).
    ['Elixir Logger', '10:16:04.118 [error] MCP tool call failed: MCP error -32001: Request timed out'],
    // A time of day and the SDK's error alone, no Claude Code sentence.
    ['a bare clock', '10:16:04 MCP error -32000: Connection closed'],
  ])('the TypeScript SDK\'s error under a time of day is not Claude Code\'s sentence: %s', async (_name, line) => {
    const { claudeCodeReader } = await import('../../../src/ingest/formats/claude-code.js');
    expect(claudeCodeReader.sniff([line])).toBe(0);
  });
});

describe('claude-code reader: an exported debug log and a server\'s own clock', () => {
  it('`[]` where the level was: its sentences make the file its log and carry said (anthropics/claude-code#78911)', async () => {
    const p = tempFile('cc-empty-level.txt', lines(
      '2026-07-18T17:40:20.339Z [] Calling MCP tool: createTicket',
      "2026-07-18T17:40:50.343Z [] Tool 'createTicket' still running (30s elapsed)",
      "2026-07-18T17:45:20.403Z [] Tool 'createTicket' aborting: no response or progress notification for 300s (idle timeout 300s)",
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events.map((e) => [e.at, e.level, e.said?.kind])).toEqual([
      [Date.UTC(2026, 6, 18, 17, 40, 20, 339), undefined, 'request-sent'],
      [Date.UTC(2026, 6, 18, 17, 40, 50, 343), undefined, 'waiting'],
      [Date.UTC(2026, 6, 18, 17, 45, 20, 403), undefined, 'timer-fired'],
    ]);
  });

  it('stamped lines with an empty level and no Claude Code sentence are not claimed strongly', async () => {
    const { claudeCodeReader } = await import('../../../src/ingest/formats/claude-code.js');
    expect(claudeCodeReader.sniff(['2026-07-18T17:40:20.339Z [] job started', '2026-07-18T17:40:21.339Z [] job done'])).toBeLessThan(0.5);
  });

  it('`HH:MM:SS words` under `Server stderr:` is the server\'s output continued, not an undated line (anthropics/claude-code#30147)', async () => {
    const p = tempFile('cc-stderr-clock.txt', lines(
      '2026-03-02T18:44:16.136Z [DEBUG] MCP server "depscan": Starting connection with timeout of 30000ms',
      '2026-03-02T18:44:16.402Z [ERROR] MCP server "depscan" Server stderr: [DEPSCAN] starting...',
      '18:44:16 DEPSCAN - stdin end',
      '[DEPSCAN] exit: 0',
      '2026-03-02T18:44:16.402Z [DEBUG] MCP server "depscan": Connection failed after 270ms: MCP error -32000: Connection closed',
    ));
    const { events, summary } = await readAll(p);
    expect(summary.lineAccounting).toEqual({ event: 3, part: 2, blank: 0, problem: 0 });
    expect(events.every((e) => e.at !== null && e.at >= Date.UTC(2026, 2, 2))).toBe(true);
    expect(events.map((e) => e.session)).toEqual(['depscan#1', 'depscan#1', 'depscan#1']);
  });
});

describe('vscode reader: Cursor relaying a server\'s multi-line output', () => {
  it('two tagged lines among an HTML page and a relay\'s own lines are Cursor\'s channel (CircleCI-Public/mcp-server-circleci#105)', async () => {
    const p = tempFile('cursor-relay.log', lines(
      '2025-07-14 12:04:08.339 [error] user-ci-tools: [82327] Received error: Error POSTing to endpoint (HTTP 404): <!DOCTYPE html>',
      '<html lang="en">', '<head>', '<meta charset="utf-8">', '<title>Error</title>', '</head>', '<body>',
      '<pre>Cannot POST /mcp</pre>', '</body>', '</html>', '',
      '[82327] Recursively reconnecting for reason: falling-back-to-alternate-transport',
      '[82327] [82327] Connecting to remote server: https://mcp.example.dev/mcp', '',
      '2025-07-14 12:04:08.340 [error] user-ci-tools: [82327] Using transport strategy: sse-only',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe('cursor');
    expect(events[0]!.said).toMatchObject({ kind: 'http-status', status: 404 });
  });

  it('a VS Code channel with few stamped lines and none of the hosts\' words is not claimed by it', async () => {
    const { vscode } = await import('../../../src/ingest/formats/vscode.js');
    const head = ['2025-07-14 12:04:08.339 [info] job one', '2025-07-14 12:04:09.339 [info] job two', ...Array.from({ length: 14 }, (_, i) => `line ${i}`)];
    expect(vscode.sniff(head)).toBeLessThan(0.4);
  });
});

describe('claude-code reader: `claude mcp list` output', () => {
  it('the health check\'s lines are its log, one session per server; a failed connect is an initialize (anthropics/claude-code#7404)', async () => {
    const p = tempFile('mcp-list.txt', lines(
      'Checking MCP server health...',
      '',
      'ledger: npx -y @acme/ledger-mcp - ✗ Failed to connect',
      'docs: https://docs.example.com/mcp (HTTP) - ✓ Connected',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events.filter((e) => e.said).map((e) => [e.session, e.said?.kind])).toEqual([['ledger#1', 'failed'], ['docs#1', 'connected']]);
    const r = await analyze([p]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'failed', 'unknown']]);
  });
});

describe("pastes a host's reader claims by the host's own words", () => {
  it("Claude Code: one mcp-logs entry after the reporter's words on its line, braces cut (docker/mcp-gateway#49)", async () => {
    const p = tempFile('cc-prose-member.txt', lines(
      'I get. The main issue is    "debug": "Error stack: McpError: MCP error -32000: Connection closed\\n    at ka1._onclose (file:///home/dev/.claude/local/node_modules/@anthropic-ai/claude-code/cli.js:1336:15216)\\n    at ChildProcess._handle.onexit (node:internal/child_process:304:5)",',
      '    "timestamp": "2025-07-13T13:36:06.426Z",',
      '    "sessionId": "5e0b9c41"',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events[0]).toMatchObject({ kind: 'host-log', said: { phrase: 'claude-code/connect-failed-restated', error: expect.stringContaining('Connection closed') } });
    // Prose quoting some other program's `"debug":` member is no Claude Code log.
    const other = tempFile('prose-other.txt', lines('My tool prints    "debug": "loaded 3 plugins",', '    "timestamp": "2025-07-13T13:36:06.426Z",'));
    expect((await readAll(other).catch(() => null))?.input.format ?? null).not.toBe('claude-code');
  });

  it.each([
    ['Error: failed to initialize: failed to send request: Post "http://localhost:4000/mcp/messages?": context deadline exceeded. Check your configuration.', 'timer-fired'],
    ['Error: failed to start mcp sse client: Endpoint origin does not match connection origin tools.example.dev. Check your configuration.', 'failed'],
  ])("Windsurf: its MCP panel's error line alone (yjacquin/fast-mcp#60, idosal/git-mcp#43): %s", async (line, kind) => {
    const p = tempFile('windsurf-ui.txt', lines(line));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('windsurf');
    expect(events[0]).toMatchObject({ kind: 'host-log', at: null, said: { kind, method: 'initialize' } });
  });

  it("Claude Desktop: a line of its application log no reader's grammar claims (modelcontextprotocol/python-sdk#1210)", async () => {
    const p = tempFile('window.log', lines('2025-07-28 13:00:02 [error] Failed to connect to remote MCP server Notes: McpError: MCP error -32000: Connection closed'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'claude-desktop' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });
});

describe("a VS Code fork's own sentences in the channel grammar", () => {
  it("Kiro's connect deadline and its restatement are one initialize given up on (waldzellai/waldzell-mcp#70)", async () => {
    const p = tempFile('kiro-mcp-logs.txt', lines(
      '2025-07-28 17:34:06.454 [info] [notes] Registering MCP server and starting connection',
      '2025-07-28 17:35:05.562 [error] [notes] MCP server connection + listTools timed out after 60 seconds',
      '2025-07-28 17:35:05.563 [error] [notes] Failed to connect to MCP server: MCP server connection + listTools timed out after 60 seconds',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'vscode', host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });
});

describe('claude-code reader: 2026 shapes of its lines', () => {
  it('one of its sentences quoted with `> ` inside the reporter\'s prose is read; the prose is not (anthropics/claude-code#83655)', async () => {
    const p = tempFile('notes.md', lines(
      'The client reported at 120s "still running after 120s, moved to background", and at 300s:',
      '',
      '> MCP server "notes-hub" tool "lookup_notes" sent no response or progress for 300s; aborting.',
      '',
      'Retried ~10 seconds later: hung identically.',
    ));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code');
    expect(events.filter((e) => e.said).map((e) => [e.said?.kind, e.said?.target])).toEqual([['timer-fired', 'lookup_notes']]);
    const r = await analyze([p]);
    expect(r.requests.map((q) => [q.method, q.target, q.outcome, q.cause])).toEqual([['tools/call', 'lookup_notes', 'cancelled', 'client-timeout']]);
  });

  it('prose quoted with `> ` that names no server is not its log', async () => {
    const p = tempFile('quote.md', lines('> the tool failed after a while', 'and then it worked'));
    await expect(readAll(p)).rejects.toThrow(/not a capture/);
  });

  it("the extension's output channel relaying the CLI (`From claude: …`) is Claude Code's log, on the CLI's own UTC stamp (anthropics/claude-code#23248)", async () => {
    const p = tempFile('output.log', lines(
      '2026-02-04 18:37:49.574 [info] From claude: 2026-02-05T02:37:49.573Z [ERROR] MCP server "claude-vscode" Failed to fetch tools: MCP error -32601: Method not found',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code');
    expect(summary.host).toBe('claude-code');
    expect(events[0]!.at).toBe(Date.parse('2026-02-05T02:37:49.573Z'));
    expect(events[0]!.said).toMatchObject({ kind: 'failed', method: 'tools/list', server: 'claude-vscode' });
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/list', 'failed', 'server-error', 'failed']]);
  });

  it("a /bug report's Errors array, cut inside its last key, is read by the entry's text; the native build's frames make it Claude Code's (anthropics/claude-code#70340)", async () => {
    const p = tempFile('report.md', lines(
      '**Errors**',
      '```json',
      '[{"error":"Error: Streamable HTTP error: Error POSTing to endpoint: {\\"title\\":\\"Error 504: Gateway time-out\\",\\"status\\":504}\\n\\n    at send (/$bunfs/root/src/entrypoints/cli.js:1848:5998)\\n    at processTicksAndRejections (native:7:39)","timestam',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code');
    expect(events.filter((e) => e.said).map((e) => e.said?.kind)).toEqual(['failed']);
    const r = await analyze([p], { tz: 'UTC' });
    // A session's errors listed apart from its story: the failed send is not taken for the initialize.
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['unknown', 'failed', 'gateway-error']]);
  });

  it("each entry of a /bug report's Errors array that a row reads is a failure of its own, at its own stamp (anthropics/claude-code#56838)", async () => {
    const p = tempFile('report.md', lines(
      '**Environment Info**',
      '- Platform: darwin',
      '- Version: 2.1.121',
      '- Feedback ID: 3b7e90c4-5d21-4a8f-b6e2-91c0a4d7f258',
      '',
      '**Errors**',
      '```json',
      '[{"error":"The operation timed out.","timestamp":"2026-05-06T20:56:20.479Z"},{"error":"Error: something the rows do not read","timestamp":"2026-05-06T20:56:40.000Z"},{"error":"The operation timed out.","timestamp":"2026-05-06T20:57:22.391Z"}]',
      '```',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code');
    const said = events.filter((e) => e.said);
    expect(said.map((e) => [e.said?.phrase, e.said?.listed, e.at])).toEqual([
      ['claude-code/runtime-deadline', true, Date.parse('2026-05-06T20:56:20.479Z')],
      ['claude-code/runtime-deadline', true, Date.parse('2026-05-06T20:57:22.391Z')],
    ]);
    const r = await analyze([p], { tz: 'UTC' });
    // The runtime's own deadline: the host stopped waiting, no cancel.
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([
      ['unknown', 'abandoned', 'client-timeout'],
      ['unknown', 'abandoned', 'client-timeout'],
    ]);
  });

  it('a debug excerpt whose stamps the reporter masked with X is read as its lines without a clock; a call after the WebSocket dropped is lost with it (anthropics/claude-code#13255)', async () => {
    const p = tempFile('debug.txt', lines(
      'Error Messages/Logs',
      '',
      '  2025-12-0XT00:00:00.000Z [DEBUG] MCP server "ide": WS-IDE connection dropped after 0s uptime',
      '  2025-12-0XT00:00:00.000Z [DEBUG] MCP server "ide": Calling MCP tool: getDiagnostics',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code');
    expect(events.filter((e) => e.said).map((e) => [e.said?.kind, e.at])).toEqual([['connection-closed', null], ['request-sent', null]]);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.target, q.outcome, q.cause])).toEqual([['tools/call', 'getDiagnostics', 'lost', 'connection-closed']]);
  });

  it("the background task manager's row is the call still open in the background (anthropics/claude-code#86464)", async () => {
    const p = tempFile('issue.md', lines(
      'Opening the background task manager shows:',
      '',
      '```',
      '  Background',
      '',
      '    MCP tasks (1)',
      '  ❯ ⏳ slowjob/render_report · qmtzrwpa · working',
      '',
      '  ↑/↓ to select · x to stop · Esc to close',
      '```',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.target, q.outcome])).toEqual([['tools/call', 'render_report', 'pending']]);
  });
});
