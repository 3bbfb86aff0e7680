/**
 * The record reader and the host grammars built on it (Codex, Goose, Cline, LibreChat, Gemini CLI,
 * the Inspector proxy console, mcp-remote), on excerpts shaped as the public pastes their catalogue
 * rows cite: which reader claims them, how lines group into records, and what each event says.
 */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../../../src/events.js';
import { readAll, tempFile } from '../helpers.js';

async function read(name: string, text: string) {
  const r = await readAll(tempFile(name, text), { tz: 'UTC' });
  const s = r.summary.lineAccounting;
  // Every line is an event, a part of one, blank, or a listed problem.
  expect(s.event + s.part + s.blank + s.problem).toBe(r.summary.lines);
  return r;
}

const said = (events: WireEvent[]) => events.filter((e) => e.said !== undefined).map((e) => ({ line: e.source.line, session: e.session, ...e.said }));

describe('detection', () => {
  it.each([
    ['codex', 'terminal.txt', '• Called s.t({})\n  └ Error: tool call error: tool call failed for `s/t`\n        Caused by:\n            0: timed out awaiting tools/call after 60s\n'],
    ['codex', 'Codex.log', '2026-02-13 12:43:26.414 [warning] [CodexMcpConnection] cli:} message="x"\n'],
    ['goose', 'out.txt', '─── shell | developer ──────────────────────────\ncommand: ls\n\nExecution failed: Call to \'developer\' failed for \'tools/call\'. Error from mcp-server: request timed out\n'],
    // aaif-goose/goose#10702: the 2026 CLI's `▸ <tool>` call with its argument indented below it
    ['goose', 'session.txt', '▸ shell\n    command: which rg\n\nError: not connected\n'],
    // aaif-goose/goose#930: Goose 1.0's one-line wording of a failed call
    ['goose', 'error.txt', "Failed a client call to an MCP server: Call to 'notes' failed for 'tools/list'. Error from mcp-server: Channel closed\n"],
    ['cline', 'cli.log', '[mcp] Failed to load tools from MCP server "a", skipping: MCP request timed out for "a" (initialize).\n'],
    ['librechat', 'debug.log', '2026-06-29T08:51:59.927Z debug: [MCP][a] Transport sending: method=ping id=4 {"userId":"u"}\n'],
    ['librechat', 'console.txt', 'LibreChat         | 2025-03-30 20:36:31 info: [MCP][User: 67e8][v] Establishing new connection\n'],
    ['gemini-cli', 'out.txt', "✕ Error during discovery for server 'a': Connection failed for 'a': MCP error -32000: Connection closed\n"],
    // The IDE companion client's tag, the unhandled-rejection banner, the install path in a frame: Gemini CLI's own words
    // around an SDK error any client prints (google-gemini/gemini-cli#7354, #7466, #8407).
    ['gemini-cli', 'debug.txt', 'McpError: MCP error -32001: Request timed out\n  at Timeout.timeoutHandler (file:///usr/local/lib/node_modules/@google/gemini-cli/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:306:49)\n ✖ [ERROR] [IDEClient] IDE connection error. The connection was lost unexpectedly.\n'],
    ['gemini-cli', 'debug.txt', 'CRITICAL: Unhandled Promise Rejection!   │\n│    Reason: McpError: MCP error -32001: Request timed out   │\n'],
    // The `/mcp auth` command's own lines (miroapp/miro-ai#29).
    ['gemini-cli', 'out.txt', "ℹ Starting OAuth authentication for MCP server 'a'...\n✕ Failed to authenticate with MCP server 'a': Failed to discover OAuth configuration from MCP server\n"],
    // Codex's tool-call error chain pasted without the TUI's `└ Error:` (openai/codex#18977) or inside the
    // CLI's `[WARN]` line (openai/codex#7155): Codex's words, whatever else the line looks like.
    ['codex', 'out.txt', 'tool call error: tool call failed for `s/t`\n\nCaused by:\n    Transport closed\n'],
    ['codex', 'out.txt', '[WARN] MCP tool call error: "tool call error: tool call failed for `s/t`\n    Caused by: tools/call failed: Transport closed"\n'],
    ['inspector', 'console.txt', 'New StreamableHttp connection request\nProxy  <-> Server sessionId: 0617\n'],
    ['inspector', 'console.txt', 'Error from MCP server: SseError: SSE error: TypeError: terminated: other side closed\n    at x (y.js:1:1)\n'],
    ['mcp-remote', 'stderr.txt', '[26708] [Local→Remote] initialize\n[26708] [Remote→Local] 0\n'],
  ])('%s claims %s', async (format, name, text) => {
    const r = await read(name, text);
    expect(r.input.format).toBe(format);
    expect(r.summary.host).toBe(format);
  });

  // Cline's forks print the extension's "Error executing MCP tool:" word for word (RooCodeInc/Roo-Code#8598,
  // dagger/container-use#25): read with Cline's grammar, the writer is named only by words Cline alone writes.
  it.each([
    ['the shared sentence alone', 'Error executing MCP tool:\nMCP error -32001: Request timed out\n', 'unknown'],
    ['the shared sentence on one line', 'Error executing MCP tool: MCP error -32000: Connection closed\n', 'unknown'],
    ['beside the hub\'s own words', 'ERROR Transport error for "a":\nError executing MCP tool:\nMCP error -32000: Connection closed\n', 'cline'],
    ['beside the CLI\'s own words', 'Error executing MCP tool: MCP error -32000: Connection closed\n[mcp] Failed to load tools from MCP server "a", skipping: MCP request timed out for "a" (initialize).\n', 'cline'],
  ])('cline grammar, %s: host %s', async (_, text, host) => {
    const r = await read('error.txt', text);
    expect(r.input.format).toBe('cline');
    expect(r.summary.host).toBe(host);
  });

  // MetaMCP's backend prints the Inspector proxy's sentences, from its Docker image (metatool-ai/metamcp#135): read with
  // the Inspector's grammar, its writer unknown. The Inspector's own stacks (npx, its package) stay the Inspector's.
  it.each([
    ['frames in /app\'s pnpm store', 'Error from MCP server: StreamableHTTPError: Streamable HTTP error: Failed to open SSE stream: Bad Gateway\n    at StreamableHTTPClientTransport._startOrAuthSse (file:///app/node_modules/.pnpm/@modelcontextprotocol+sdk@1.16.0/node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js:99:23)\n', 'unknown'],
    ['a frame in the backend bundle', 'New STDIO connection request\nError: Not connected\n    at PassThrough.<anonymous> (file:///app/apps/backend/dist/index.js:4224:27)\n', 'unknown'],
    ['the Inspector run through npx', 'Error from MCP server: Error: SSE stream disconnected: TypeError: terminated\n    at processStream (file:///home/u/.npm/_npx/5a9d/node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js:203:88)\n', 'inspector'],
  ])('inspector grammar, %s: host %s', async (_, text, host) => {
    const r = await read('console.txt', text);
    expect(r.input.format).toBe('inspector');
    expect(r.summary.host).toBe(host);
  });

  it('mcp-remote lines inside another log do not make it mcp-remote', async () => {
    const text = [
      '2026-08-21T08:12:25.193Z [plan] [info] Message from client: method="tools/list" id=1 params { metadata: undefined }',
      '[25848] [Local→Remote] tools/list',
      '2026-08-21T08:12:25.212Z [plan] [info] Message from server: id=1 result { metadata: undefined }',
      '2026-08-21T08:12:25.219Z [plan] [info] Message from server: id=2 result { metadata: undefined }',
    ].join('\n');
    const r = await readAll(tempFile('mcp-server-plan.log', text), { tz: 'UTC' }).catch(() => null);
    expect(r?.input.format).not.toBe('mcp-remote');
  });
});

describe('records', () => {
  it('Codex: the call and its error chain are two events about one call', async () => {
    const r = await read('t.txt', [
      '• Called helper.summarize({"prompt":"x"})',
      '  └ Error: tool call error: tool call failed for `helper/summarize`',
      '        Caused by:',
      '            0: timed out awaiting tools/call after 120s',
      '            1: deadline has elapsed',
      '',
      '─ Worked for 2m 04s ',
    ].join('\n'));
    expect(said(r.events)).toMatchObject([
      { line: 1, kind: 'request-sent', method: 'tools/call', target: 'summarize', server: 'helper', session: 'helper#1' },
      { line: 2, kind: 'timer-fired', method: 'tools/call', target: 'summarize', limitMs: 120_000, session: 'helper#1' },
    ]);
    expect(r.events.find((e) => e.source.line === 2)?.source.endLine).toBe(5);
  });

  it.each([
    // openai/codex#18977: anyhow's chain as pasted, its heading at the margin after a blank line.
    ['a bare chain', 'tool call error: tool call failed for `notes/save`\n\nCaused by:\n    Transport closed', 4],
    // openai/codex#7155: the CLI's tracing line quoting the chain, its cause indented under it.
    ['the CLI warning', '[WARN] MCP tool call error: "tool call error: tool call failed for `notes/save`\n    Caused by: tools/call failed: Transport closed"', 2],
  ])('Codex: %s is one failure of the call, its cause the transport', async (_name, text, end) => {
    const r = await read('out.txt', text);
    expect(said(r.events)).toMatchObject([{ line: 1, kind: 'failed', method: 'tools/call', server: 'notes', target: 'save' }]);
    expect(r.events[0]!.said!.error).toMatch(/Transport closed/);
    expect(r.events[0]!.source.endLine).toBe(end);
  });

  it('Codex: a finished call with its result under it is answered; the next call\'s error under a wrapped header is its failure', async () => {
    // vespo92/OPNSenseMCP#48: '• Called' alone when the call is too long for the header, the call on the '└' line:
    // one record from the lone header on (Chrrxs/robloxstudio-mcp#71), its error read in it.
    const r = await read('t.txt', [
      '• Called notes.ping({})',
      '  └ {"ok": true}',
      '',
      '• Called',
      '  └ notes.save({"text": <...>})',
      '    Error: tool call error: tool call failed for `notes/save`',
      '        Caused by:',
      '            Transport closed',
    ].join('\n'));
    expect(said(r.events)).toMatchObject([
      { line: 1, kind: 'completed', method: 'tools/call', server: 'notes', target: 'ping' },
      { line: 4, kind: 'failed', method: 'tools/call', server: 'notes', target: 'save' },
    ]);
    expect(r.events[0]!.source.endLine).toBe(2);
    expect(r.events[r.events.length - 1]!.source.endLine).toBe(8);
  });

  it('Codex: a chain retyped without backticks, its one cause on the heading line, is one timed-out call', async () => {
    // taptap/instant-games-open-mcp#493: 'Caused by:' and the cause joined by the reporter, the backticks dropped.
    const r = await read('error.txt', 'tool call error: tool call failed for game-studio/studio_build_project\nCaused by: timed out awaiting tools/call after 300s\n');
    expect(r.input.format).toBe('codex');
    expect(said(r.events)).toMatchObject([{ line: 1, kind: 'timer-fired', method: 'tools/call', server: 'game-studio', target: 'studio_build_project', limitMs: 300_000 }]);
    expect(r.events[0]!.source.endLine).toBe(2);
  });

  it('Codex extension: the escaped chain is read, the stamp is local time', async () => {
    const r = await read('Codex.log', '2026-02-13 12:43:26.414 [warning] [CodexMcpConnection] cli:} message="codex_core::mcp_tool_call: MCP tool call error: \\"tool call error: tool call failed for `nb/read_cells`\\\\n\\\\nCaused by:\\\\n    0: timed out awaiting tools/call after 60s\\\\n    1: deadline has elapsed\\""\n');
    expect(r.events).toHaveLength(1);
    expect(r.events[0]!.at).toBe(Date.UTC(2026, 1, 13, 12, 43, 26, 414));
    expect(r.events[0]!.level).toBe('warning');
    expect(r.events[0]!.said).toMatchObject({ kind: 'timer-fired', server: 'nb', target: 'read_cells', limitMs: 60_000 });
  });

  it('Goose: arguments belong to the rendered call; the failure under it takes its target and session', async () => {
    const r = await read('t.txt', [
      "─── submit_review | forge ──────────────────────────",
      'body: ...',
      'comments:',
      '    -',
      '        path: web/a.js',
      'repo: ...',
      '',
      '',
      "Execution failed: Call to 'forge-mcp-server' failed for 'tools/call'. Error from mcp-server: request timed out",
    ].join('\n'));
    expect(said(r.events)).toMatchObject([
      { line: 1, kind: 'request-sent', target: 'submit_review', session: 'forge#1' },
      { line: 9, kind: 'timer-fired', method: 'tools/call', target: 'submit_review', server: 'forge-mcp-server', session: 'forge#1' },
    ]);
  });

  it('Goose: a failure after other output is not taken for the last call', async () => {
    const r = await read('t.txt', [
      '─── shell | developer ──────────────────────────',
      'command: ls',
      '',
      'Here is the listing.',
      "Execution failed: Call to 'developer' failed for 'tools/call'. Error from mcp-server: request timed out",
    ].join('\n'));
    const last = said(r.events).at(-1)!;
    expect(last).toMatchObject({ kind: 'timer-fired', server: 'developer' });
    expect(last.target).toBeUndefined();
  });

  it('Goose: tracing lines carry their UTC clock and level; a wrapped WARN is one record', async () => {
    const r = await read('goose.log', [
      '2026-09-21T10:00:00.123456Z  WARN goose::agents::extension_manager: Failed to load extension notes: failed to initialize MCP client: Send message error',
      '  Transport [rmcp::transport::worker::WorkerTransport<…>] … ConnectionRefused',
    ].join('\n'));
    expect(r.events).toHaveLength(1);
    expect(r.events[0]!.at).toBe(Date.UTC(2026, 8, 21, 10, 0, 0, 123));
    expect(r.events[0]!.level).toBe('warn');
    expect(r.events[0]!.said).toMatchObject({ kind: 'connection-closed', server: 'notes', method: 'initialize' });
  });

  it('Goose: a start failure whose quoted error runs over real line breaks is one record up to the closing quote', async () => {
    // aaif-goose/goose#1868: the child's stderr inside "Stdio process error: …" copied with real newlines.
    const r = await read('goose.txt', [
      'Failed to start extension: Memory, "Failed to start the MCP server from configuration `Builtin(Memory)` `Call to \'\' failed for \'initialize\'. Error from mcp-server: Stdio process error: ',
      "thread 'main' panicked at crates/goose-cli/src/commands/mcp.rs:30:55:",
      'Unknown server requested Memory',
      'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace`"',
      'Please check extension configuration for Memory.',
    ].join('\n'));
    expect(r.events).toHaveLength(2);
    expect(r.events[0]!.source).toMatchObject({ line: 1, endLine: 4 });
    expect(r.events[0]!.said).toMatchObject({ kind: 'connection-closed', phrase: 'goose/start-extension-process-exited', server: 'Memory', method: 'initialize' });
  });

  it('Goose: a start failure whose quote closes on its own line does not take the next line', async () => {
    const r = await read('goose.txt', [
      'Failed to start extension: gdrive, "Failed to start the MCP server from configuration `Stdio(gdrive: npx -y pkg)` `Call to \'\' failed for \'initialize\'. Error from mcp-server: Invalid params`"',
      'Please check extension configuration for gdrive.',
    ].join('\n'));
    expect(r.events).toHaveLength(2);
    expect(r.events[0]!.said).toMatchObject({ kind: 'failed', phrase: 'goose/start-extension-failed' });
  });

  it('Cline: a record that ends with a colon goes on on the next line', async () => {
    const r = await read('e.txt', 'Error executing MCP tool:\nMCP error -2: Request timed out\n');
    expect(r.events).toHaveLength(1);
    expect(r.events[0]!.said).toMatchObject({ kind: 'timer-fired', method: 'tools/call' });
  });

  it('LibreChat: tags give the server, bodies after "Transport sending" are client messages', async () => {
    const r = await read('debug.log', [
      '2025-04-27T23:51:55.762Z debug: [MCP][kb] Transport sending: {"method":"tools/list","jsonrpc":"2.0","id":1}',
      '2026-06-29T08:51:59.927Z debug: [MCP][kb] Transport sending: method=ping id=4 {"userId":"u"}',
      '2026-06-29T08:51:59.946Z debug: [MCP][kb] Transport received: method=response id=4 {"userId":"u"}',
    ].join('\n'));
    expect(r.events[0]).toMatchObject({ kind: 'message', from: 'client', session: 'kb#1', message: { method: 'tools/list', id: 1 } });
    expect(said(r.events)).toMatchObject([{ kind: 'request-sent', id: 4, session: 'kb#1' }, { kind: 'completed', id: 4 }]);
  });

  it('LibreChat console: local time through the zone, user tag skipped, tool tag kept', async () => {
    const r = await read('c.txt', 'LibreChat         | 2025-03-30 20:37:31 error: [MCP][User: 67e8][violations][fix_violation] Tool call failed This operation was aborted\n');
    expect(r.events[0]!.at).toBe(Date.UTC(2025, 2, 30, 20, 37, 31));
    expect(r.events[0]!.said).toMatchObject({ kind: 'failed', target: 'fix_violation', method: 'tools/call' });
    expect(r.events[0]!.session).toBe('violations#1');
  });

  it('Gemini CLI: the box frame and padding are not events', async () => {
    const r = await read('c.txt', [
      '╭──────────────╮',
      '│ Debug Console (ctrl+o to close)  │',
      '│                                  │',
      '│ ✖  MCP ERROR (fw): Error: SSE stream disconnected: TypeError: terminated │',
      '╰──────────────╯',
    ].join('\n'));
    expect(r.events.map((e) => e.text)).toEqual(['Debug Console (ctrl+o to close)', 'MCP ERROR (fw): Error: SSE stream disconnected: TypeError: terminated']);
    expect(said(r.events)).toEqual([]);
  });

  it('Gemini CLI: a full row wrapped by the console is one sentence; a padded row is not joined', async () => {
    // eyaltoledano/claude-task-master#1364: copied from the glyph on, wrapped inside "MCP error -32000".
    const wrapped = await read('c.txt', [
      "✖ Error during discovery for server 'planboards-ai': Connection failed for 'planboards-ai': MCP │",
      '│    error -32000: Connection closed   ',
    ].join('\n'));
    expect(wrapped.events).toHaveLength(1);
    expect(wrapped.events[0]!.text).toBe("Error during discovery for server 'planboards-ai': Connection failed for 'planboards-ai': MCP error -32000: Connection closed");
    expect(wrapped.events[0]!.said).toMatchObject({ kind: 'connection-closed', phrase: 'gemini-cli/discovery-connection-closed', server: 'planboards-ai' });
    // google-gemini/gemini-cli#2887: the error under a padded row is a line of its own.
    const padded = await read('c.txt', [
      "│ ✖  failed to start or connect to MCP server 'img' {\"command\":\"uv\"};        │",
      '│    McpError: MCP error -32000: Connection closed                          │',
    ].join('\n'));
    expect(padded.events[0]!.text).toBe("failed to start or connect to MCP server 'img' {\"command\":\"uv\"};\nMcpError: MCP error -32000: Connection closed");
  });

  it('Gemini CLI: the error under the sentence, copied without the box, stays with it', async () => {
    // eyaltoledano/claude-task-master#1023.
    const r = await read('c.txt', [
      "Error connecting to MCP server 'plan': failed to start or connect to MCP server 'plan' {\"command\":\"npx\"};",
      'McpError: MCP error -32000: Connection closed',
    ].join('\n'));
    expect(r.events).toHaveLength(1);
    expect(r.events[0]!.said).toMatchObject({ kind: 'failed', method: 'initialize', server: 'plan', error: 'McpError: MCP error -32000: Connection closed' });
  });

  it('Inspector: an error, its stack and its inspected object are one record', async () => {
    const r = await read('c.txt', [
      'Error from MCP server: TypeError: fetch failed',
      '    at node:internal/deps/undici/undici:15482:13 {',
      '  [cause]: HeadersTimeoutError: Headers Timeout Error',
      '}',
      'New StreamableHttp connection request',
    ].join('\n'));
    expect(r.events).toHaveLength(2);
    expect(r.events[0]!.source).toMatchObject({ line: 1, endLine: 4 });
    expect(r.events[1]!.said).toMatchObject({ kind: 'connecting' });
  });

  it("a line reader: undici's fetch failed takes the [cause] printed under its stack", async () => {
    // lobehub/lobehub#9232: a self-hosted web app's server log; the connect was refused, no stream was cut.
    const r = await read('vercel.txt', [
      'Failed to initialize MCP client: TypeError: fetch failed',
      '    at async StreamableHTTPClientTransport.send (.next/server/app/route.js:100:30) {',
      '  [cause]: Error: connect ECONNREFUSED 10.0.0.9:80',
      '      at <unknown> (Error: connect ECONNREFUSED 10.0.0.9:80) {',
      '    errno: -111,',
      "    code: 'ECONNREFUSED',",
      '  }',
      '}',
    ].join('\n'));
    const failed = r.events.filter((e) => e.said !== undefined);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.said).toMatchObject({ kind: 'failed', method: 'initialize', error: 'fetch failed (cause: Error: connect ECONNREFUSED 10.0.0.9:80)' });
  });

  it('a line reader: fetch failed with no cause under it keeps its words', async () => {
    const r = await read('plain.txt', 'Failed to initialize MCP client: TypeError: fetch failed\n    at async StreamableHTTPClientTransport.send (.next/server/app/route.js:100:30)\n');
    expect(r.events.filter((e) => e.said !== undefined)[0]!.said).toMatchObject({ kind: 'failed', error: 'fetch failed' });
  });

  it('mcp-remote: the stderr line and its debug copy are one event; the debug inspect adds the id', async () => {
    const r = await read('m.log', [
      '[40417] [Local→Remote] tools/list',
      '[2025-08-10T02:36:25.240Z][40417] [Local→Remote] tools/list',
      "[2025-08-10T02:36:25.240Z][40417] Local → Remote message { method: 'tools/list', id: 2, params: undefined }",
      '[2025-08-10T02:36:25.612Z][40417] Remote transport closed, closing local transport',
    ].join('\n'));
    expect(said(r.events)).toMatchObject([
      { line: 1, kind: 'request-sent', method: 'tools/list', id: 2, session: 'mcp-remote[40417]#1' },
      { line: 4, kind: 'connection-closed', session: 'mcp-remote[40417]#1' },
    ]);
    expect(r.events[0]!.at).toBe(Date.UTC(2025, 7, 10, 2, 36, 25, 240));
  });

  it('mcp-remote: the initialize printed in full under its note is the same send, and gives it its id', async () => {
    // meltylabs/chorus#58 (mcp-remote 0.1.36): `[pid] [Local→Remote] initialize`, then the forwarded message
    // pretty-printed on its own `[pid] {` record, then the answer's note; the host's own error line after it.
    const r = await read('m.log', [
      '[7] [Local→Remote] initialize',
      '[7] {',
      '  "jsonrpc": "2.0",',
      '  "id": 0,',
      '  "method": "initialize",',
      '  "params": { "protocolVersion": "2025-11-25", "capabilities": {} }',
      '}',
      '[7] [Remote→Local] 0',
      "JSON Parse error: Unrecognized token  ''",
    ].join('\n'));
    expect(r.events.filter((e) => e.kind === 'message')).toEqual([]);
    expect(said(r.events)).toMatchObject([
      { line: 1, kind: 'request-sent', method: 'initialize', id: 0, session: 'mcp-remote[7]#1' },
      { line: 8, kind: 'completed', id: 0, session: 'mcp-remote[7]#1' },
    ]);
    // The bare line under the answer's note is a record of its own, not part of the note.
    expect(r.events.at(-1)).toMatchObject({ kind: 'host-log', text: "JSON Parse error: Unrecognized token  ''" });
  });

  // d-kimuson/modular-mcp#16: a proxy ran mcp-remote as its child and printed its own `[level]` lines between the
  // child's `[pid]` lines; a bare line that is not one still goes on the record above it.
  it.each([
    ['a line opening with its own level tag is a record of its own, its stack under it',
      ['[41] Usage: npx tsx proxy.ts <https://server-url>', '[error] McpError: MCP error -32000: Connection closed', '    at McpError.fromError (file:///x/sdk/dist/esm/types.js:1:1)', '[WARN] retrying'],
      ['Usage: npx tsx proxy.ts <https://server-url>', '[error] McpError: MCP error -32000: Connection closed\nat McpError.fromError (file:///x/sdk/dist/esm/types.js:1:1)', '[WARN] retrying']],
    ['a wrapped continuation is still joined to the line above',
      ['[41] Error: Non-HTTPS URLs are only allowed for localhost', 'or when --allow-http flag is provided'],
      ['Error: Non-HTTPS URLs are only allowed for localhost\nor when --allow-http flag is provided']],
    ['a bracketed word that is no level still continues',
      ['[41] Error: Non-HTTPS URLs are only allowed', '[note] text'],
      ['Error: Non-HTTPS URLs are only allowed\n[note] text']],
  ])('mcp-remote: %s', async (_n, lines, want) => {
    const r = await read('stderr.txt', ['[41] Using transport strategy: http-only', ...lines, ''].join('\n'));
    expect(r.input.format).toBe('mcp-remote');
    expect(r.events.filter((e) => e.kind === 'host-log').map((e) => e.text)).toEqual(['Using transport strategy: http-only', ...want]);
  });

  it('mcp-remote: a JSON message of another method after a send stays its own message', async () => {
    const r = await read('m.log', '[7] [Local→Remote] tools/list\n[7] {"jsonrpc":"2.0","id":4,"method":"ping"}\n');
    expect(r.events.filter((e) => e.kind === 'message')).toHaveLength(1);
    expect(said(r.events)).toMatchObject([{ kind: 'request-sent', method: 'tools/list' }]);
    expect(said(r.events)[0]!.id).toBeUndefined();
  });

  it('mcp-remote: two sends of the same method stay two requests', async () => {
    const r = await read('m.log', '[1] [Local→Remote] tools/call\n[1] [Local→Remote] tools/call\n[1] [Remote→Local] 3\n');
    // A client that dispatches a call twice shows two identical lines: not a doubled print.
    expect(said(r.events).map((s) => s.kind)).toEqual(['request-sent', 'request-sent', 'completed']);
  });
});

// upstash/context7#575: a reporter's three runs of Codex, each start-up failure under the config block it ran with; the
// TUI prints a server's start-up failure once per start, so each is a lifetime of its own. stravu/crystal#216: `codex
// exec --json` repeats the tracing line's failure as an error event of the same start.
describe('Codex start-up failures: one per start (codex.ts startsAgain)', () => {
  it('the same failure again for a server that has spoken is a later start', async () => {
    const r = await read('codex.txt', [
      'Tried these:',
      '```', '[mcp_servers.wiki]', 'command = "npx"', '```', '',
      '=> 🖐 MCP client for `wiki` failed to start: program not found', '',
      '```', '[mcp_servers.wiki]', 'command = "cmd"', '```', '',
      '=> 🖐 MCP client for `wiki` failed to start: request timed out', '',
      '```', '[mcp_servers.wiki]', 'command = "node"', '```', '',
      '=> 🖐 MCP client for `wiki` failed to start: request timed out', '',
    ].join('\n'));
    expect(said(r.events).map((s) => s.session)).toEqual(['wiki#1', 'wiki#2', 'wiki#3']);
  });

  it('exec\'s JSON error event is the tracing line\'s start said again', async () => {
    const r = await read('last-output.txt', [
      '2025-10-17T09:41:07.218440Z ERROR codex_core::codex: MCP client for `wiki` failed to start: request timed out',
      '{"type":"thread.started","thread_id":"0199e7b2-41cd-7d10-9a3e-6f2b8c0e51d4"}',
      '{"type":"error","message":"MCP client for `wiki` failed to start: request timed out"}',
    ].join('\n'));
    expect(new Set(said(r.events).filter((s) => s.server === 'wiki').map((s) => s.session))).toEqual(new Set(['wiki#1']));
  });
});
