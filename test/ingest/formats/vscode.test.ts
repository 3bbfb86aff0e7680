import { describe, expect, it } from 'vitest';
import { readInputs } from '../../../src/report/contract.js';
import { analyze } from '../../../src/analyze.js';
import { vscodeRowRest } from '../../../src/ingest/formats/vscode.js';
import { at, fixture, readAll, tempFile } from '../helpers.js';

const vs = (name: string) => fixture(`vscode/${name}`);

describe('vscode reader on verbatim captures (shared/reference/log-formats.md §2.1)', () => {
  it('startup and traffic (mcp-taskfile-server#134): one lifetime, stdio, local clock via --tz', async () => {
    const { events, input, problems } = await readAll(vs('taskfile.log'), { tz: '+09:00' });
    expect(input).toMatchObject({ format: 'vscode', clock: 'local', zone: '+09:00', zoneAssumed: false });
    expect(new Set(events.map((e) => e.session))).toEqual(new Set(['p1']));
    expect(events[0]!.at).toBe(Date.UTC(2026, 6, 23, 17, 3, 14, 31));
    // transport is learned from `Server command line:`
    expect(events.slice(0, 3).map((e) => e.transport)).toEqual([null, null, null]);
    expect(events.slice(3).every((e) => e.transport === 'stdio')).toBe(true);
    const req = at(events, 6)[0]!;
    expect(req).toMatchObject({ kind: 'message', from: 'client', recovered: true, message: { id: 1, method: 'initialize' } });
    expect(req.message?.params).toMatchObject({ clientInfo: { name: 'Visual Studio Code', version: '1.129.1' } });
    expect(at(events, 7)[0]).toMatchObject({ from: 'server', message: { id: 1, result: { protocolVersion: '2025-11-25' } } });
    expect(problems.map((p) => p.source.line)).toEqual([6, 7]);
  });

  it('the zone is assumed (the machine zone) without --tz', async () => {
    const { input } = await readAll(vs('taskfile.log'));
    expect(input.zoneAssumed).toBe(true);
    expect(typeof input.zone).toBe('string');
  });

  it('IANA --tz', async () => {
    const { events } = await readAll(vs('taskfile.log'), { tz: 'America/Los_Angeles' });
    expect(events[0]!.at).toBe(Date.UTC(2026, 6, 24, 9, 3, 14, 31)); // PDT, -07:00
  });

  it('stderr, discovery and failure (influxdb-mcp-server#4, vscode-copilot-release#11137)', async () => {
    const { events } = await readAll(vs('influx-stderr-failure.log'), { tz: 'UTC' });
    expect(at(events, 2)[0]).toMatchObject({
      kind: 'host-log',
      from: 'server',
      level: 'warn',
      text: 'npm warn exec The following package was not found and will be installed: influxdb-mcp-server@0.1.1',
    });
    expect(at(events, 4)[0]).toMatchObject({ kind: 'host-log', level: 'warn' });
    expect(at(events, 5)[0]).toMatchObject({ kind: 'transport-close', close: { reason: 'process exited', exitCode: 1, expected: false } });
    expect(at(events, 6)[0]).toMatchObject({ kind: 'transport-close', level: 'error', close: { reason: 'server exited before responding to initialize' } });
  });

  it("a server's uncaught exception on its stderr ends its process at the caret (modelcontextprotocol/servers#2190)", async () => {
    const log = [
      '2025-06-23 16:55:27.970 [info] Waiting for server to respond to `initialize` request...',
      '2025-06-23 16:55:28.895 [warning] [server stderr] file:///C:/cache/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:308',
      '2025-06-23 16:55:28.895 [warning] [server stderr]             throw new Error("Not connected");',
      '2025-06-23 16:55:28.895 [warning] [server stderr]                   ^',
      '2025-06-23 16:55:28.896 [warning] [server stderr] ',
      '2025-06-23 16:55:28.896 [warning] [server stderr] Error: Not connected',
      // a caret under a line that threw nothing is no crash (a server printing its own pointer)
      '2025-06-23 16:55:29.000 [warning] [server stderr] value = parse(input)',
      '2025-06-23 16:55:29.000 [warning] [server stderr]         ^',
    ].join('\n');
    const { events } = await readAll(tempFile('vscode-uncaught.log', log), { tz: 'UTC' });
    const closes = events.filter((e) => e.kind === 'transport-close');
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({ source: { line: 4 }, from: 'server', close: { reason: 'uncaught exception', expected: false } });
    // the stderr lines themselves are still the server's words
    expect(at(events, 3)[0]).toMatchObject({ kind: 'host-log', from: 'server' });
  });

  it('HTTP 404 surfaced as connection state (microsoft/vscode#296545)', async () => {
    const { events } = await readAll(vs('http-404.log'), { tz: 'UTC' });
    expect(events).toHaveLength(2);
    const [status, msg] = events;
    expect(status).toMatchObject({
      kind: 'http-status',
      transport: 'streamable-http',
      stream: { id: 'line-1', status: 404, requestId: 94, url: 'https://<host>/mcp/server' },
    });
    expect(msg).toMatchObject({
      kind: 'message',
      from: 'server',
      stream: { status: 404, requestId: 94 },
      message: { id: 94, error: { code: -32001, message: "MCP session with ID '<uuid>' could not be found." } },
    });
  });

  it("an endpoint's own JSON error object is its words, not a message: the first send's refusal (delphi-blocks/MCPConnect#3)", async () => {
    const p = tempFile('json-not-jsonrpc.log', '2026-06-05 09:58:20.412 [info] Connection state: Error 500 status sending message to http://localhost:8080/mcp: {"code":-32603,"message":"Session \\"1E09C2C3-7A6C\\" not found"}\n');
    const { events, problems } = await readAll(p, { tz: 'UTC' });
    expect(problems).toEqual([]);
    expect(events.map((e) => [e.kind, e.said?.phrase, e.said?.status])).toEqual([['host-log', 'vscode/status-sending-message', 500]]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });

  // sassoftware/sas-mcp-server#4 (an OAuth error body, its error a string); an error object with neither a version nor an
  // id. Both are the endpoint's words: the row reads the refusal of the connect's initialize.
  it.each([
    ['an OAuth error body', '{"error": "invalid_token", "error_description": "The bearer token sent is not valid here."}'],
    ['an error object with no version and no id', '{"error":{"message":"Missing Authorization"}}'],
  ])("an endpoint's JSON error that is not JSON-RPC is its words, not a message (%s)", async (_n, body) => {
    const p = tempFile('oauth-401.log', [
      '2026-02-28 04:12:15.680 [info] Connection state: Running',
      `2026-02-28 04:12:27.307 [info] Connection state: Error 401 status sending message to http://localhost:8177/mcp: ${body}`,
    ].join('\n'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => [e.kind, e.said?.phrase, e.said?.status])).toEqual([
      ['host-log', 'vscode/running', undefined],
      ['host-log', 'vscode/status-sending-message', 401],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });

  it('early tags [Client Says] / [Server Says] (microsoft/vscode#244377)', async () => {
    const { events } = await readAll(vs('early-client-says.log'), { tz: 'UTC' });
    expect(events.map((e) => [e.from, e.message?.id, e.message?.method ?? null])).toEqual([
      ['client', 4, 'tools/call'],
      ['server', 4, null],
    ]);
  });

  it('a restart starts p2; start lines in a row count once; VS Code cancels carry no reason', async () => {
    const { events } = await readAll(vs('cancel-and-restart.log'), { tz: 'UTC' });
    expect(events.map((e) => e.session)).toEqual(['p1', 'p1', 'p1', 'p1', 'p1', 'p1', 'p1', 'p1', 'p1', 'p2', 'p2', 'p2']);
    expect(at(events, 7)[0]!.message).toEqual({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } });
    // "Stopping server <name>" first: VS Code was asked to stop it.
    expect(at(events, 9)[0]).toMatchObject({ kind: 'transport-close', close: { expected: true } });
    // the new lifetime has not shown its transport yet
    expect(at(events, 12)[0]!.transport).toBeNull();
  });

  it('Stopped with no stop asked is the server going away; after "Stopping server" it is the host\'s (SShadowS/business-central-mcp#1)', async () => {
    const p = tempFile('stopped-unasked.log',
      '2025-11-24 09:05:23.445 [info] Starting server erp\n' +
      '2025-11-24 09:05:23.486 [info] Connection state: Running\n' +
      '2025-11-24 09:05:28.501 [info] Waiting for server to respond to `initialize` request...\n' +
      '2025-11-24 09:05:35.552 [info] Connection state: Stopped\n' +
      '2025-11-24 09:06:01.000 [info] Starting server erp\n' +
      '2025-11-24 09:06:01.010 [info] Connection state: Running\n' +
      '2025-11-24 09:06:09.000 [info] Stopping server erp\n' +
      '2025-11-24 09:06:09.020 [info] Connection state: Stopped\n' +
      '2025-11-24 09:06:20.000 [info] Starting server erp\n' +
      '2025-11-24 09:06:20.010 [info] Connection state: Running\n' +
      '2025-11-24 09:06:25.000 [info] Connection state: Stopped\n');
    const { events } = await readAll(p, { tz: 'UTC' });
    const closes = events.filter((e) => e.kind === 'transport-close');
    expect(closes.map((e) => [e.session, e.from, e.close?.expected])).toEqual([
      ['p1', 'server', false], ['p2', 'client', true], ['p3', 'server', false]]);
  });

  it('unstamped continuation lines are host-log with the previous clock', async () => {
    const p = tempFile(
      'cursor.log',
      '2025-12-09 11:34:34.852 [error] [12/09/25 11:34:34] INFO     Processing request of type            server.py:709\n' +
        '                             CallToolRequest                                    \n',
    );
    const { events, input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(events[1]).toMatchObject({ kind: 'host-log', at: events[0]!.at });
  });

  // modelcontextprotocol/typescript-sdk#1273: Cursor's connect error whose text is the SDK's ZodError, its issue array
  // printed over the lines below; the whole array is the error, and it says the client refused the server's answer.
  it("Cursor's error opening a JSON value is read with the value's lines: the initialize's answer refused", async () => {
    const zod = '[\n  {\n    "code": "invalid_type",\n    "expected": "string",\n    "received": "array",\n    "path": [\n      "serverInfo",\n      "icons",\n      0,\n      "sizes"\n    ],\n    "message": "Expected string, received array"\n  }\n]\n';
    const p = tempFile(
      'cursor.log',
      '2025-12-09 15:10:36.408 [info] Connecting to streamableHttp server\n' +
        '2025-12-09 15:10:36.431 [info] Client closed for command\n' +
        `2025-12-09 15:10:36.431 [error] Error connecting to streamableHttp server, falling back to SSE: ${zod}` +
        '2025-12-09 15:10:36.432 [info] Connecting to SSE server\n',
    );
    const { events } = await readAll(p, { tz: 'UTC' });
    const fallback = events.find((e) => e.kind === 'host-log' && e.said?.phrase === 'cursor/connect-fallback-failed');
    expect(fallback?.said?.error).toMatch(/^\[ \{ "code": "invalid_type", .*"path": \[ "serverInfo", "icons", 0, "sizes" \].* \]$/);
    // The value's lines are the error's, not events of their own; the next stamped line is read as usual.
    expect(events.filter((e) => e.kind === 'host-log' && /^\s/.test(e.text ?? '')).length).toBe(0);
    expect(events.some((e) => e.kind === 'host-log' && e.text === 'Connecting to SSE server')).toBe(true);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'unknown', 'completed']]);
  });

  it('a value cut by the paste ends at the next stamped line', async () => {
    const p = tempFile(
      'cursor.log',
      '2025-12-09 15:10:36.431 [error] Error connecting to streamableHttp server, falling back to SSE: [\n  {\n    "code": "invalid_type",\n' +
        '2025-12-09 15:10:36.432 [info] Connecting to SSE server\n',
    );
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.find((e) => e.said?.phrase === 'cursor/connect-fallback-failed')?.said?.error).toBe('[ { "code": "invalid_type",');
    expect(events.some((e) => e.kind === 'host-log' && e.text === 'Connecting to SSE server')).toBe(true);
  });

  // marianfoo/mcp-sap-docs#27: the server list's error copied alone, stamp and level gone, the page it
  // quoted after it. The fallback's refusal is the initialize's; the legacy-SSE config's refusal (no "as
  // SSE", microsoft/vscode#244189) came before any message.
  it.each([
    ['Connection state: Error 404 status connecting to https://docs.example.org/sse as SSE: <!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET /sse</pre>\n</body>\n</html>\n', [['initialize', 'failed']]],
    ['2025-09-29 10:00:00.000 [info] Connection state: Error 502 status connecting to https://docs.example.org/sse as SSE: Bad Gateway\n', [['initialize', 'failed']]],
    ['2025-03-20 22:18:28.446 [info] Connection state: Starting\n2025-03-20 22:18:28.680 [info] Connection state: Error 404 status connecting to https://docs.example.org/no-such-page: <!DOCTYPE html><html><head>\n', []],
    // biegehydra/BifrostMCP#5: VS Code 1.99 words the legacy event stream's break as a connect error; a call
    // pending on that stream is lost with it (nothing pending: nothing lost, as in the thread).
    ['2025-03-27 18:07:20.400 [info] Connection state: Running\n2025-03-27 18:07:20.402 [info] Discovered 18 tools\n2025-03-27 18:07:25.000 [debug] [editor -> server] {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"build","arguments":{}}}\n2025-03-27 18:12:25.934 [info] Connection state: Error Error connecting to http://localhost:8123/sse: 0 TypeError: terminated: Body Timeout Error\n', [['tools/call', 'lost']]],
    // webfansplz/vite-plugin-vue-mcp#23: the same break in VS Code's Chinese display language, its state sentence
    // localized (full-width colon), the error text not.
    ['```bash\n连接状态：错误 Error connecting to http://localhost:5188/__mcp/sse: 0 TypeError: terminated: Body Timeout Error\n```\n', []],
    ['2025-04-21 10:00:00.000 [info] Connection state: Running\n2025-04-21 10:00:00.100 [debug] [editor -> server] {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"inspect","arguments":{}}}\n2025-04-21 10:05:00.100 [info] 连接状态：错误 Error connecting to http://localhost:5188/__mcp/sse: 0 TypeError: terminated: Body Timeout Error\n', [['tools/call', 'lost']]],
  ])('a refused connect, stamped or not: %#', async (text, want) => {
    const p = tempFile('state.log', text);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'vscode', host: 'vscode' });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual(want);
  });
});

describe('a VS Code fork\'s own MCP client in the same grammar', () => {
  // kirodotdev/Kiro#6321, awslabs/mcp#1770: `[level] [<server>] …` lines of Kiro's MCP log.
  it('its own words make the writer a host the contract does not name; VS Code\'s channel stays vscode', async () => {
    const kiro = tempFile(
      'kiro.log',
      '2026-03-09 23:43:06.379 [info] [power-tickets-tickets] Registering MCP server and starting connection\n' +
        '2026-03-09 23:43:10.487 [error] [power-tickets-tickets] Error connecting to MCP server: SSE error: Non-200 status code (405)\n',
    );
    const k = await readAll(kiro, { tz: 'UTC' });
    expect(k.input.format).toBe('vscode');
    expect(k.summary.host).toBe('unknown');
    expect(k.events[1]).toMatchObject({ said: { kind: 'failed', method: 'initialize', error: 'SSE error: Non-200 status code (405)' } });
    const plain = tempFile('vscode.log', '2025-06-25 17:11:40.553 [info] Connection state: Starting\n2025-06-25 17:11:45.555 [info] Waiting for server to respond to `initialize` request...\n');
    expect((await readAll(plain, { tz: 'UTC' })).summary.host).toBe('vscode');
  });
});

describe('another extension\'s MCP client in the output-channel grammar, none of VS Code\'s own words', () => {
  // The AI Toolkit's MCP log: its own sentences about the calls it makes, the SDK's stream error, OAuth lines
  // (microsoft/foundry-dev-tools#328). Only VS Code's own lines (state, start, traffic tags, its catalogue's
  // sentences, its HTTP client's reconnect) make the channel VS Code's.
  const toolkit = [
    '2026-01-05 16:02:19.941 [info] Calling tool echo with args: {"message":"781"}',
    '2026-01-05 16:02:19.994 [info] Tool echo response: {"content":[{"type":"text","text":"781"}]}',
    '2026-01-05 16:03:32.046 [error] Error when calling MCP Server ECHO-LAB: SSE stream disconnected: TypeError: terminated ',
    '2026-01-05 16:03:33.063 [info] Access token expired for http://localhost:8085/mcp',
  ];
  it.each([
    ['the extension\'s lines alone', toolkit, 'unknown'],
    ['with VS Code\'s state line among them', ['2026-01-05 16:02:19.900 [info] Connection state: Running', ...toolkit], 'vscode'],
    ['VS Code\'s HTTP client reconnecting its event stream (langfuse/mcp-server-langfuse#16)', ['2026-02-02 21:42:52.454 [info] Error reading from async stream, we will reconnect: TypeError: terminated'], 'vscode'],
  ] as const)('%s → %s', async (_name, lines, host) => {
    const p = tempFile('channel.log', `${lines.join('\n')}\n`);
    const { input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe(host);
  });
});

describe('another extension\'s MCP client in the output-channel grammar: its words are read as any client\'s', () => {
  // microsoft/foundry-dev-tools#232: the AI Toolkit's connect to an HTTP-only server over SSE, the GET refused with 405
  it('a connect refused in the extension\'s words is the initialize\'s refusal', async () => {
    const p = tempFile(
      'toolkit.log',
      "2025-06-29 20:20:37.000 [info] Connecting to MCP Server mcp-abc123...\n2025-06-29 20:20:37.282 [error] Failed to connect to MCP Server 'mcp-abc123'. Error: SSE error: Non-200 status code (405) \n",
    );
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'vscode', host: 'unknown' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'failed', 'server-error']]);
  });
  // the same words in VS Code's own channel are not read as another client's: its own catalogue speaks for it
  it('VS Code\'s own channel does not borrow the families', async () => {
    const p = tempFile(
      'own.log',
      "2025-06-29 20:20:36.900 [info] Connection state: Running\n2025-06-29 20:20:37.282 [error] Failed to connect to MCP Server 'mcp-abc123'. Error: SSE error: Non-200 status code (405) \n",
    );
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'vscode', host: 'vscode' });
    expect(r.requests).toEqual([]);
  });
});

describe('an extension\'s own log in the output-channel grammar, its component quoted', () => {
  // Augment's channel: `'<Component>' …` after the level, a failed connect as a record whose member lines
  // (Command/Args/Error/Stderr) sit under it. Minidoracat/mcp-feedback-enhanced#14 (no colon after the name, an
  // empty Args and Stderr, the reporter's sentence glued to the first line); later builds write `'McpHost': …`
  // (Augment.log as quoted in server projects' notes, 2025-11 and 2026-01), with or without the Args line.
  const record = (tag: string, error: string, stderr: string, args = true): string =>
    [
      'the same prompt fails here with a timeout025-06-04 14:19:52.335 [info] \'StallDetector\' Recent work: [{"name":"get-subscription-info","durationMs":1135.3}]',
      `2025-06-04 14:19:53.747 [error] ${tag} Failed to connect to MCP server "review-prompt"`,
      '  Command: uvx review-prompt@latest',
      ...(args ? ['  Args: '] : []),
      `  Error: ${error}`,
      ...(stderr !== '' ? [`  Stderr: ${stderr}`] : ['  Stderr: ']),
      "2025-06-04 14:19:53.747 [info] 'ToolsModel' Host: mcpHost (0 tools: 0 enabled, 0 disabled})",
      '',
    ].join('\n');
  const cases: [string, string, Record<string, unknown>, [string, string, string]][] = [
    ['the SDK\'s -2 timer on the handshake', record("'McpHost'", 'MCP error -2: Request timed out', ''),
      { kind: 'timer-fired', timer: 'sdk', method: 'initialize', scope: 'connection', error: 'MCP error -2: Request timed out' },
      ['initialize', 'cancelled', 'client-timeout']],
    ['the -32001 timer, a colon after the name, no Args line', record("'McpHost':", 'MCP error -32001: Request timed out', '', false),
      { kind: 'timer-fired', method: 'initialize', error: 'MCP error -32001: Request timed out' },
      ['initialize', 'cancelled', 'client-timeout']],
    ['the server gone before answering, its stderr under it', record("'McpHost':", 'MCP error -32000: Connection closed', "python.exe: can't open file 'run_mcp.py': [Errno 2] No such file or directory"),
      { kind: 'connection-closed', method: 'initialize', error: 'MCP error -32000: Connection closed' },
      ['initialize', 'lost', 'connection-closed']],
  ];
  it.each(cases)('%s: read as a client\'s record, host unknown', async (_n, text, said, verdict) => {
    const p = tempFile('augment.log', text);
    const { events, input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe('unknown');
    const read = events.filter((e) => e.said !== undefined);
    expect(read).toHaveLength(1);
    expect(read[0]!.text).toMatch(/^ {2}Error: /);
    expect(read[0]!.said).toMatchObject(said);
    // The component's name is not part of the words.
    expect(events.find((e) => e.level === 'error')!.text).toBe('Failed to connect to MCP server "review-prompt"');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([verdict]);
  });
  it('an `Error:` line under VS Code\'s own untagged words stays a continuation', async () => {
    const p = tempFile('vscode.log', '2025-06-25 17:11:40.553 [info] Connection state: Starting\n2025-06-25 17:11:40.600 [warning] Failed to connect to MCP server "x"\n  Error: MCP error -32001: Request timed out\n');
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.host).toBe('vscode');
    expect(events[2]!.said ?? null).toBeNull();
  });
});

describe("Cursor 0.45–0.46's channel-wide `[MCP] ` tag", () => {
  // jerhadf/linear-mcp-server#10, AgentDeskAI/browser-tools-mcp#11: the same sentences as later Cursor
  // channels, behind a tag that names no server.
  const cases: [string, string, Record<string, unknown>][] = [
    ['a tool call that timed out', "2025-02-26 16:36:42.551 [error] [MCP] Error calling tool 'find_items': MCP error -32001: Request timed out",
      { kind: 'failed', method: 'tools/call', target: 'find_items', error: 'MCP error -32001: Request timed out' }],
    ['a tool call that succeeded', "2025-02-25 01:21:18.354 [info] [MCP] Successfully called tool 'getItems'",
      { kind: 'completed', method: 'tools/call', target: 'getItems' }],
    ['a tool call started', "2025-02-25 01:21:18.278 [info] [MCP] Calling tool 'getItems'",
      { kind: 'request-sent', method: 'tools/call', target: 'getItems' }],
  ];
  it.each(cases)('%s: read as Cursor words, host cursor', async (_name, line, said) => {
    const p = tempFile('cursor-mcp.log', '2025-02-26 16:35:42.545 [info] [MCP] Reusing existing stdio client\n' + line + '\n');
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.host).toBe('cursor');
    expect(events[1]).toMatchObject({ kind: 'host-log', said });
  });
  it("0.4x's 4-character tag before a successful call is a tag too (AgentDeskAI/browser-tools-mcp#34)", async () => {
    const p = tempFile('cursor-mcp.log',
      "2025-02-25 01:21:18.278 [info] db10: Calling tool 'getItems'\n2025-02-25 01:21:18.354 [info] db10: Successfully called tool 'getItems'\n");
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => e.said?.kind)).toEqual(['request-sent', 'completed']);
    expect(events[1]).toMatchObject({ session: events[0]!.session, said: { method: 'tools/call', target: 'getItems' } });
  });
  it("Cursor's words quoted inside a traffic line's message (a tool's result) do not make the channel Cursor's", async () => {
    const p = tempFile('vscode.log', [
      '2026-01-05 16:02:19.000 [info] Connection state: Running',
      '2026-01-05 16:02:19.100 [debug] [editor -> server] {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"grep_logs","arguments":{"q":"Calling tool \'"}}}',
      '2026-01-05 16:02:19.200 [debug] [server -> editor] {"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"Handling CallTool action; Error calling tool \'x\'"}]}}',
    ].join('\n') + '\n');
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.host).toBe('vscode');
    expect(events.filter((e) => e.kind === 'message')).toHaveLength(2);
  });
  it('a `[MCP] ` before words that are not Cursor\'s is left as written', async () => {
    const p = tempFile('vscode.log', '2025-06-25 17:11:40.553 [info] [MCP] something else entirely\n');
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events[0]).toMatchObject({ kind: 'host-log', text: '[MCP] something else entirely' });
    expect(events[0]!.said ?? null).toBeNull();
  });
});

describe('a channel quoted with its stamps cut to the time of day', () => {
  // forum.cursor.com/t/152243: Cursor's channel, the date cut by the reporter, the level kept.
  it('reads the clock on a fixed day, keeps the gaps, and knows Cursor by its words', async () => {
    const p = tempFile('cursor-cut.log',
      '11:14:42 [info] Found 11 tools, 0 prompts, and 0 resources\n' +
      '11:14:57 [info] SSE stream disconnected, transport will reconnect automatically\n' +
      '11:15:26.5 [info] listOfferings: Found 11 tools\n');
    const { events, input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe('cursor');
    expect(events.map((e) => e.at)).toEqual([
      Date.UTC(1970, 0, 1, 11, 14, 42), Date.UTC(1970, 0, 1, 11, 14, 57), Date.UTC(1970, 0, 1, 11, 15, 26, 500)]);
    expect(events[1]).toMatchObject({ kind: 'host-log', text: 'SSE stream disconnected, transport will reconnect automatically' });
  });
  it('a time-of-day logger with other words is not this channel', async () => {
    const p = tempFile('other.log', '11:14:42 [info] worker started\n11:14:43 [info] job 1 done\n11:14:44 [error] job 2 failed\n');
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe('server blocks with stamp and level cut off', () => {
  // microsoft/vscode#318830: each server's `Starting server <name>` above its state lines, stamps and levels cut.
  it('each start is its own lifetime and its failed send its own initialize; the pattern line above is no send', async () => {
    const p = tempFile('blocks.txt',
      'Connection state: Error Error sending message to <remote MCP URL>: TypeError: fetch failed\n\n' +
      'Starting server Searchly\nConnection state: Running\n' +
      'Connection state: Error Error sending message to https://mcp.searchly.example/mcp: TypeError: fetch failed\n\n' +
      'Starting server toolhub\nConnection state: Running\n' +
      'Connection state: Error Error sending message to https://connect.toolhub.example/mcp: TypeError: fetch failed\n');
    const { events, input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(new Set(events.filter((e) => e.said !== undefined).map((e) => e.session)).size).toBe(2);
    expect(events[0]!.said).toBeUndefined();
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([
      ['initialize', 'lost', 'stream-closed'], ['initialize', 'lost', 'stream-closed']]);
  });
  // jgravelle/jcodemunch-mcp#320: Cursor's `[error]` line for a server's stderr, the stamp cut: cmd.exe could not run
  // the launcher. The channel's; the server never ran, so no request.
  it('a launcher\'s not-found line at the stderr level, stamp cut, is the channel\'s and starts no request', async () => {
    const p = tempFile('uvx-missing.txt', "[error] 'uvx' is not recognized as an internal or external command, operable program or batch file.\n");
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests).toEqual([]);
    // VS Code tags a server's stderr `[warning] [server stderr]`; an untagged `[error]` stderr line is Cursor's.
    expect(r.inputs[0]).toMatchObject({ host: 'cursor' });
    // Other words at that level, stamp cut, are any logger's: not claimed on their own.
    const other = tempFile('other-error.txt', '[error] something else went wrong here\n');
    await expect(readAll(other, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
  // localden/min-ts-mcp-auth#1: the error state's text as VS Code's server list shows it, quoted alone with no prefix.
  it('the error text of a refused POST, quoted alone, is the channel\'s: the initialize refused', async () => {
    const p = tempFile('state.txt', '500 status sending message to http://localhost:3000/: {"error":"server_error","error_description":"Internal Server Error"}\n');
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
    // A fallback's start alone is no such text.
    const f = tempFile('fallback.txt', '405 status sending message to http://localhost:19193/sse, will attempt to fall back to legacy SSE\n');
    await expect(readAll(f, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
  // microsoft/vscode#282801: VS Code's wrapper of the server's error answer, as the chat shows it, quoted in backticks.
  it('VS Code\'s MPC error quoted alone is the channel\'s: the initialize refused by the server', async () => {
    const p = tempFile('mpc.txt', '`MPC -32602: Unsupported protocol version`\n');
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });
  // microsoft/vscode#243614: the 1.99-era trace's two tagged lines, pasted without stamp or level.
  it('VS Code\'s direction tags with a body, stamps cut, are the channel\'s: the host is VS Code', async () => {
    const p = tempFile('tags.txt',
      '[Client Says] {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}\n' +
      '[Server Says] {"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"Method not found"}}\n');
    const { events, input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(events.map((e) => [e.from, e.message?.id])).toEqual([['client', 2], ['server', 2]]);
    const r = await analyze([p], { tz: 'UTC' });
    expect(readInputs(r).map((i) => i.host)).toEqual(['vscode']);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/list', 'failed', 'server-error', 'failed']]);
    // A tag with prose after it is no body line: a person's note naming the tag is not the channel.
    const note = tempFile('note.txt', '[Client Says] is where the request shows up\n[Server Says] never appears after it\n');
    await expect(readAll(note, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
  it('a server log saying it starts a server is not this channel', async () => {
    const p = tempFile('server.txt', 'Starting server on port 8080\nStarting server at http://127.0.0.1:8080\nStarting server...\nListening for connections\n');
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe('vscode reader: hostile lines', () => {
  it('an impossible date keeps the line without a time and lists a problem', async () => {
    const p = tempFile('bad-vscode.log', '2025-06-18 10:00:00.000 [info] Starting server a\n2025-02-30 99:00:00.000 [info] Connection state: Running\n');
    const { events, problems } = await readAll(p, { tz: 'UTC' });
    expect(events[1]).toMatchObject({ at: null, text: 'Connection state: Running' });
    expect(problems.map((x) => x.source.line)).toEqual([2]);
  });
});

describe('a language client\'s own line in an extension\'s output channel', () => {
  // MrLesk/Backlog.md#399: vscode-languageclient's `[<Level> - <h:mm:ss PM>]`, the language server's UTC stamp and
  // name, then its words: Amazon Q's MCP client, not VS Code's.
  const line = (level: string, words: string): string => `2025-10-15 16:41:11.843 [info] [${level} - 4:41:11 PM] [2025-10-15T11:11:11.840Z] lserver: ${words}\n`;
  it('is read as any client\'s words, the host not VS Code', async () => {
    const p = tempFile('amazon-q.log', line('Error', 'MCP tool ticket_open failed: MCP error -32001: Request timed out'));
    const { events, input, summary } = await readAll(p, { tz: '+05:30' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe('unknown');
    expect(events[0]!.said).toMatchObject({ kind: 'failed', method: 'tools/call', target: 'ticket_open', error: 'MCP error -32001: Request timed out' });
    const report = await analyze([p], { tz: '+05:30' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'ticket_open', 'cancelled', 'client-timeout']]);
  });
  it('a line with the prefix and no words a row reads is an event without a said', async () => {
    const p = tempFile('amazon-q.log', line('Info', 'Connected to MCP server ticket-desk'));
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.host).toBe('unknown');
    expect(events[0]!.said ?? null).toBeNull();
  });
});

describe("Cursor's 'Received a response for an unknown message ID: {…}' (Minidoracat/mcp-feedback-enhanced#202)", () => {
  const line = (body: string) => `2025-12-01 10:17:38.056 [error] Client error for command Received a response for an unknown message ID: ${body}  \n`;

  it('the JSON is the server\'s answer on the wire; the words carry its id', async () => {
    const { events } = await readAll(tempFile('mcp.log', line('{"jsonrpc":"2.0","id":20,"error":{"code":0,"message":"Request cancelled"}}')), { tz: 'UTC' });
    expect(events.map((e) => e.kind)).toEqual(['message', 'host-log']);
    expect(events[0]).toMatchObject({ from: 'server', message: { id: 20, error: { code: 0 } } });
    expect(events[1]).toMatchObject({ from: 'client', said: { kind: 'completed', late: true, id: 20 } });
  });

  it('a cancellation acknowledgement there: the request was cancelled and the server stopped it', async () => {
    const report = await analyze([tempFile('mcp.log', line('{"jsonrpc":"2.0","id":20,"error":{"code":0,"message":"Request cancelled"}}'))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause, r.serverState])).toEqual([['unknown', 20, 'cancelled', 'client-cancel', 'stopped']]);
  });

  it('a result there: the server completed it after the client had stopped tracking it', async () => {
    const report = await analyze([tempFile('mcp.log', line('{"jsonrpc":"2.0","id":7,"result":{"content":[]}}'))], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.id, r.serverState])).toEqual([[7, 'completed']]);
  });
});

// punkpeye/mcp-proxy#62 (Cursor's lines when a stateless server refused its standalone GET stream), anthropics/claude-code#31752
// ("Maximum reconnection attempts (2) exceeded" as streams dropped): the TypeScript SDK client's reconnection words are about
// the listening stream or a resumption and name no request; a call open on the server is not lost by them.
describe("the TypeScript SDK client's reconnection words in Cursor's channel", () => {
  const head = [
    "2026-04-25 10:00:01.100 [info] Handling CallTool action for tool 'lookup'",
    "2026-04-25 10:00:01.101 [info] Calling tool 'lookup' with toolCallId: tool_1",
    '2026-04-25 10:00:01.300 [error] Streamable HTTP error: Failed to open SSE stream: Bad Request',
    '2026-04-25 10:00:01.301 [warning] [V1] connected -> error',
    '2026-04-25 10:00:02.310 [error] Failed to reconnect SSE stream: Streamable HTTP error: Failed to open SSE stream: Bad Request',
    '2026-04-25 10:00:04.320 [error] Maximum reconnection attempts (2) exceeded.',
  ];
  it.each([
    ['the call answered after them', [...head, "2026-04-25 10:00:05.000 [info] Successfully called tool 'lookup'"], 'completed'],
    ['the call still open at the end', head, 'pending'],
  ] as const)('%s: %s', async (_n, lines, outcome) => {
    const report = await analyze([tempFile('cursor-reconnect.log', `${lines.join('\n')}\n`)], { tz: 'UTC', all: true });
    expect(readInputs(report)[0]!.host).toBe('cursor');
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['tools/call', 'lookup', outcome]]);
  });
});

// Azure-Samples/remote-mcp-functions-dotnet#8: the reporter pasted an earlier start's connect error and restart below
// the later start's waiting notices. The channel's stamps never go back, so the lines stamped earlier are another
// stretch: their close cannot end the initialize the later lines wait on.
describe('a VS Code channel pasted out of time order', () => {
  const waiting = [
    '2025-04-04 21:13:49.113 [info] Starting server orders',
    '2025-04-04 21:13:49.114 [info] Connection state: Starting',
    '2025-04-04 21:13:49.249 [info] Connection state: Running',
    '2025-04-04 21:13:54.252 [info] Waiting for server to respond to `initialize` request...',
  ];
  const error = '2025-04-04 21:05:57.293 [info] Connection state: Error Error connecting to https://orders.example.test/sse: 0 TypeError: terminated: read ECONNRESET';
  const requests = async (lines: string[]) =>
    (await analyze([tempFile('reordered.log', lines.join('\n') + '\n')], { tz: 'UTC' })).requests.map((r) => [r.method, r.outcome, r.cause]);

  it('lines stamped before the line above them start a lifetime of their own: the later wait stays pending', async () => {
    const { events } = await readAll(tempFile('reordered.log', [...waiting, error].join('\n') + '\n'), { tz: 'UTC' });
    expect(events.at(-1)!.session).not.toBe(events.at(-2)!.session);
    expect(await requests([...waiting, error])).toEqual([['initialize', 'pending', 'unknown']]);
  });

  it('the same close in time order, after the wait, still ends the initialize', async () => {
    const late = error.replace('21:05:57.293', '21:13:57.293');
    expect(await requests([...waiting, late])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('a cut time-of-day stamp going back (past midnight) does not split the lifetime', async () => {
    const { events } = await readAll(tempFile('midnight.log', ['23:59:59.900 [info] Connection state: Running', '00:00:00.100 [info] Discovered 2 tools'].join('\n') + '\n'), { tz: 'UTC' });
    expect(new Set(events.map((e) => e.session)).size).toBe(1);
  });
});

describe('a stamped record a hard wrap cut short is joined again (vscodeRowRest)', () => {
  const stamp = '2026-08-31 08:59:56.955 [info] ';
  it('a state line owing its URL and body, wrapped over three rows (Michael-Obele/shadcn-svelte-mcp#6): one record, parts counted', async () => {
    const p = tempFile(
      'wrapped.log',
      '2026-08-31 08:59:56.015 [info] Discovered 5 tools\n' +
        `${stamp}Connection state: Error 404 status sending message to\n` +
        'https://docs.example.dev/api/mcp:\n' +
        '{"jsonrpc":"2.0","error":{"code":-32000,"message":"Session not found"},"id":null}; will retry with new session ID\n' +
        '2026-08-31 08:59:56.955 [error] Failed to set MCP server log level: Canceled: Canceled\n',
    );
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.lineAccounting).toEqual({ event: 3, part: 2, blank: 0, problem: 0 });
    const status = events.find((e) => e.kind === 'http-status')!;
    expect(status.stream).toMatchObject({ status: 404, url: 'https://docs.example.dev/api/mcp' });
    expect(status.source).toMatchObject({ line: 2, endLine: 4 });
    expect(events.find((e) => e.kind === 'message')!.source).toMatchObject({ line: 2, endLine: 4 });
  });

  it('a traffic tag alone takes the JSON-RPC line under it as its body; an open body takes its rests', async () => {
    const p = tempFile(
      'wrapped.log',
      '2025-11-04 15:59:15.114 [debug] [editor -> server]\n' +
        '{"method":"notifications/cancelled","params":{"requestId":1},"jsonrpc":"2.0"}\n' +
        '2025-11-04 15:59:16.000 [debug] [server -> editor] {"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"a long\n' +
        'answer"}]}}\n',
    );
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.lineAccounting).toMatchObject({ event: 2, part: 2 });
    const msgs = events.filter((e) => e.kind === 'message');
    expect(msgs.map((e) => [e.message!.method ?? e.message!.id, e.source.line, e.source.endLine])).toEqual([
      ['notifications/cancelled', 1, 2],
      [2, 3, 4],
    ]);
    expect(msgs[1]!.message).toMatchObject({ result: { content: [{ text: 'a long answer' }] } });
  });

  it.each([
    ['a stack frame', `${stamp}Connection state: Error Error sending message to https://docs.example.dev/api/mcp: TypeError: x\n    at fetch (node:internal/deps/undici/undici:13510:13)\n`],
    ['an unindented frame', `${stamp}Connection state: Error Error sending message to https://docs.example.dev/api/mcp: something went\nat fetch (node:internal/deps/undici/undici:13510:13)\n`],
    ['a record of the grammar', `${stamp}Connection state: Error 404 status sending message to\n2026-08-31 08:59:57.000 [info] Connection state: Running\n`],
    ['a level-only record', `${stamp}Connection state: Error 404 status sending message to\n[info] Connection state: Running\n`],
    ['a JSON-RPC line under mere words', `${stamp}Waiting for server to respond to \`initialize\` request, the server has not answered it so far\n{"jsonrpc":"2.0","id":1,"result":{}}\n`],
    ['a markup line', `${stamp}Connection state: Error 404 status connecting to http://localhost:3400/ as SSE: <!DOCTYPE html>\n<html lang="en">\n`],
    ["the reporter's elision", `${stamp}Connection state: Error Error sending message to https://docs.example.dev/api/mcp: the server\n...\n`],
    ['a short row', `${stamp}Discovered 5 tools\nand some words after it\n`],
  ])('never joins %s', async (_, text) => {
    const [record, next] = text.split('\n') as [string, string];
    expect(vscodeRowRest(record, record, next)).toBe(false);
    const { summary } = await readAll(tempFile('wrapped.log', text), { tz: 'UTC' });
    expect(summary.lineAccounting.part).toBe(0);
  });

  it('never joins a rest whose first word would have fitted on an 80-column row, nor onto an unstamped line', () => {
    expect(vscodeRowRest(`${stamp}Error reading from async stream: it`, `${stamp}Error reading from async stream: it`, 'failed')).toBe(false);
    expect(vscodeRowRest(`${stamp}Error reading from async stream: it`, `${stamp}Error reading from async stream: it`, 'failed-with-a-long-name')).toBe(true);
    const bare = 'Connection state: Error 404 status sending message to';
    expect(vscodeRowRest(bare, bare, 'https://docs.example.dev/api/mcp:')).toBe(false);
  });

  it('a row cut near the edge goes on with its words: the error is read whole', async () => {
    const p = tempFile(
      'wrapped.log',
      '2025-06-13 11:44:16.341 [info] Connection state: Running\n' +
        '2025-06-13 11:44:17.876 [info] Connection state: Error Error sending message to https://docs.example.org/api/mcp:\n' +
        'TypeError: fetch failed\n' +
        '2025-06-13 11:44:17.877 [error] Server exited before responding to `initialize` request.\n',
    );
    const { events, summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.lineAccounting).toMatchObject({ event: 3, part: 1 });
    expect(events.find((e) => e.source.line === 2)).toMatchObject({ text: 'Connection state: Error Error sending message to https://docs.example.org/api/mcp: TypeError: fetch failed', source: { endLine: 3 } });
  });
});

describe("VS Code's waiting notice as reporters quote it", () => {
  // morinokami/astro-mcp#72: straight quotes where VS Code prints backquotes (the whole line was in a code span);
  // PrefectHQ/fastmcp#210: the message alone inside one more pair of backquotes. Both are the initialize still open.
  it.each([
    ["`[info] Waiting for server to respond to 'initialize' request...`\n"],
    ['[info] Waiting for server to respond to "initialize" request...\n'],
    ['`Waiting for server to respond to `initialize` request...`\n'],
    ['Waiting for server to respond to `initialize` request...\n'],
  ])('%s', async (text) => {
    const r = await analyze([tempFile('wait.log', text)], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'vscode', host: 'vscode' });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([['initialize', 'pending']]);
  });

  it("a program's own sentence in single quotes is not VS Code's", async () => {
    const r = await analyze([tempFile('other.log', "`Waiting for server to respond to 'ping' request...`\n")], { tz: 'UTC' }).catch(() => null);
    expect(r === null || (r.inputs[0] as { format?: string }).format !== 'vscode').toBe(true);
  });
});

describe("Cursor's V2 client lines pasted without stamps (Pr-Mex/vanessa-automation#2711)", () => {
  const lines = [
    'Client error: Received a progress notification for an unknown token:',
    '{"method":"notifications/progress","params":{"progress":0,"total":3,"message":"step","progressToken":"4"}}',
    '[V2 FSM] connection:transport_error: conn=connected -> conn=failed',
    'Not Found: Session not found',
    'Failed to start MCP session reinitialization',
  ];

  it("is Cursor's channel, and the bare 404 body after its transport error is the session refused", async () => {
    const { events, input } = await readAll(tempFile('cursor-v2-bare.log', lines.join('\n') + '\n'), { tz: 'UTC' });
    expect(input).toMatchObject({ format: 'vscode' });
    expect(events.find((e) => e.source.line === 4)).toMatchObject({ kind: 'host-log', said: { kind: 'session-not-found' } });
    const report = await analyze([tempFile('cursor-v2-bare-2.log', lines.join('\n') + '\n')], { tz: 'UTC' });
    expect(report.inputs.map((i) => ('host' in i ? i.host : null))).toEqual(['cursor']);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'failed', 'session-expired']]);
  });

  it('the same bare body is not read before any line said the channel is Cursor’s', async () => {
    const { events } = await readAll(tempFile('bare-body-first.log', ['Not Found: Session not found', ...lines.slice(2)].join('\n') + '\n'), { tz: 'UTC' });
    expect(events.find((e) => e.source.line === 1)?.said).toBeUndefined();
  });
});

describe('vscode: mcp-remote as a stdio server, its connect error relayed as stderr', () => {
  const frames = (t: string): string[] => [
    `${t} [warning] [server stderr]     at parseErrorResponse (file:///C:/Users/dev/npx/mcp-remote/dist/chunk.js:10:12)`,
    `${t} [warning] [server stderr]     at process.processTicksAndRejections (node:internal/process/task_queues:105:5)`,
    `${t} [warning] [server stderr]     at async registerClient (file:///C:/Users/dev/npx/mcp-remote/dist/chunk.js:20:11)`,
    `${t} [warning] [server stderr]     at async StreamableHTTPClientTransport.send (file:///C:/Users/dev/npx/mcp-remote/dist/chunk.js:30:21)`,
  ];
  it('the fatal error alone, its stack through registerClient on the relay lines under it, is the initialize refused (punkpeye/mcp-remote#135)', async () => {
    const t = '2025-08-05 13:28:38.717';
    const p = tempFile('remote-fatal-alone.log', [`${t} [warning] [server stderr] [39136] Fatal error: ServerError`, ...frames(t), `${t} [info] Connection state: Error Process exited with code 1`].join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });
  it('the fatal error after the connection error is the same failure told again: one request', async () => {
    const t = '2025-08-05 13:28:38.717';
    const p = tempFile('remote-connection-then-fatal.log', [
      `${t} [warning] [server stderr] [39136] Connection error: ServerError`, ...frames(t),
      `${t} [warning] [server stderr] [39136] Fatal error: ServerError`, ...frames(t),
    ].join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'failed', 'server-error']]);
  });
  it('other relayed mcp-remote lines stay the server\'s words', async () => {
    const p = tempFile('remote-other.log', '2025-08-05 13:28:38.717 [warning] [server stderr] [39136] Using transport strategy: http-first\n');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests).toEqual([]);
  });
});

describe('the output-channel grammar with no MCP in it (microsoft/vscode-copilot-release#2374, #4332)', () => {
  const stamp = (s: string) => `2025-06-15 15:02:52.575 [info] ${s}`;
  it("another extension's channel whose lines never say MCP is no capture", async () => {
    const text = [stamp('Got Copilot token for octo'), stamp('Request ID for failed request:'), '4e0f2b1c-9d3a-4c57-8e61-2fa0b7c9d418', stamp('request done: requestId: [b3f1c7a9] model deployment ID: []'), ''].join('\n');
    await expect(analyze([tempFile('copilot-chat.log', text)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it("VS Code's own MCP words make the same grammar the channel's, with no word 'MCP' in it", async () => {
    const text = [stamp('Starting server notes'), stamp('Connection state: Starting'), stamp('Waiting for server to respond to `initialize` request...'), ''].join('\n');
    const report = await analyze([tempFile('mcp-notes.log', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'vscode', host: 'vscode' });
  });

  it('a word saying MCP on any line makes it the channel too', async () => {
    const text = [stamp('Discovered 3 tools from mcp.json'), stamp('request done: requestId: [b3f1c7a9] model deployment ID: []'), ''].join('\n');
    const report = await analyze([tempFile('mcp-words.log', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'vscode' });
  });
});

describe('Cursor\'s listing of a server\'s offerings after a failed reconnect (laravel/boost#784)', () => {
  const text = [
    '2026-04-23 17:40:14.838 [warning] Connection failed: MCP error -32001: Request timed out',
    '2026-04-23 17:40:14.937 [warning] [V2 FSM] connection:connect_failure: conn=connecting,auth=unknown -> conn=failed,auth=unknown',
    '2026-04-23 19:57:19.878 [warning] listOfferingsForUI sub-call failed (count=3): tools(authRelated=false, reason=unknown): Not connected | prompts(authRelated=false, reason=unknown): Not connected | resources(authRelated=false, reason=unknown): Not connected',
    '',
  ].join('\n');

  it('reads one event a failed sub-call, each its kind\'s list request, all on the line\'s clock', async () => {
    const { input, events } = await readAll(tempFile('cursor-mcp.log', text), { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    const said = events.filter((e) => e.said !== undefined && e.source.line === 3);
    expect(said.map((e) => [e.said!.phrase, e.said!.method, e.at])).toEqual([
      ['cursor/offerings-sub-call-failed-tools', 'tools/list', Date.UTC(2026, 3, 23, 19, 57, 19, 878)],
      ['cursor/offerings-sub-call-failed-prompts', 'prompts/list', Date.UTC(2026, 3, 23, 19, 57, 19, 878)],
      ['cursor/offerings-sub-call-failed-resources', 'resources/list', Date.UTC(2026, 3, 23, 19, 57, 19, 878)],
    ]);
  });

  it('reports the initialize cancelled on the SDK\'s timer and each list request lost with the connection', async () => {
    const report = await analyze([tempFile('cursor-mcp.log', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'vscode', host: 'cursor' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause]).sort()).toEqual([
      ['initialize', 'cancelled', 'client-timeout'],
      ['prompts/list', 'lost', 'connection-closed'],
      ['resources/list', 'lost', 'connection-closed'],
      ['tools/list', 'lost', 'connection-closed'],
    ]);
  });
});

describe('a per-server error map in a channel another client writes (serverMapParts)', () => {
  // Kimi CLI's one line for several servers' failed connects (MoonshotAI/kimi-cli#1102), as another extension's MCP
  // client would write it into its own channel: one failure a server, each naming the server its entry's key names.
  // Hypothetical on purpose: no pasted channel in the corpus or the threads shows such a map. The map's own grammar is
  // Kimi CLI's terminal (test/wild/cases/unknown--kimi-cli-failed-connect-dict-connection-closed); the one map a pasted
  // channel shows is Cursor's offerings list, whose parts name no server
  // (test/wild/cases/cursor--after-sleep-connect-timeout-then-offerings-not-connected). The line holds this reader to
  // the rule every reader keeps for a map keyed by server (host-lines.ts withMapServer), since it splits any channel
  // line holding a brace through serverMapParts: the entry's key is its server.
  it('reads one failed connect an entry, each with its server', async () => {
    const text = [
      '2026-01-01 10:00:00.000 [info] Connecting to MCP servers',
      "2026-01-01 10:00:01.000 [error] Failed to connect MCP servers: {'browser': RuntimeError('Client failed to connect: Connection closed'), 'pgsql': RuntimeError('Client failed to connect: All connection attempts failed')}",
      '',
    ].join('\n');
    const { input, events } = await readAll(tempFile('ext-channel.log', text), { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.said!.phrase, e.said!.server, e.said!.error, e.source.line])).toEqual([
      ['generic/connect-network-failed', 'browser', 'Connection closed', 2],
      ['generic/connect-network-failed', 'pgsql', 'All connection attempts failed', 2],
    ]);
    expect(said.map((e) => e.text)).toEqual([
      "Failed to connect MCP servers: {'browser': RuntimeError('Client failed to connect: Connection closed')}",
      "Failed to connect MCP servers: {'pgsql': RuntimeError('Client failed to connect: All connection attempts failed')}",
    ]);
  });
});
