import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { MAX_WRAPPED_PARTS, parseClaudeHeader } from '../../../src/ingest/formats/claude-desktop.js';
import { parseJsonRpc } from '../../../src/ingest/jsonrpc.js';
import { mulberry32 } from '../../seeded-rng.js';
import { at, fixture, readAll, tempFile } from '../helpers.js';

const cd = (name: string) => fixture(`claude-desktop/${name}`);

describe('parseClaudeHeader: the three grammars', () => {
  it.each([
    ['2026-02-02T15:40:55.236Z [skilljack] [info] Message from client: {}', 'skilljack', 'info', 'Message from client: {}'],
    [
      '2026-03-10T15:18:27.108Z [Hello World MCP Server (Reference Extension)] [info] Using built-in Node.js',
      'Hello World MCP Server (Reference Extension)',
      'info',
      'Using built-in Node.js',
    ],
    ['2025-03-12T17:53:14.624Z [info] [perplexity-mcp] Initializing server...', 'perplexity-mcp', 'info', 'Initializing server...'],
    ['2024-12-20T22:10:19.000Z [info] Attempting to connect to MCP server filesystem...', null, 'info', 'Attempting to connect to MCP server filesystem...'],
    ['2025-03-23T18:31:56.635Z [desktopCommander] [error] Server disconnected.', 'desktopCommander', 'error', 'Server disconnected.'],
    ['2025-03-23T18:31:56.635Z [a] b] [warning] x', 'a] b', 'warning', 'x'],
  ])('%s', (line, name, level, msg) => {
    const h = parseClaudeHeader(line);
    expect(h).not.toBeNull();
    expect(h!.name).toBe(name);
    expect(h!.level).toBe(level);
    expect(line.slice(h!.msg)).toBe(msg);
  });

  it.each([
    'npx: installed 57 in 12.39s',
    '[4227] [Local→Remote] notifications/cancelled',
    '2025-03-31T21:30:55.173898Z  INFO server: processing request',
    '2026-01-12T09:19:33.356Z [ERROR] MCP server "x" Server stderr: y',
    '2025-03-23 16:38:00.970 [info] [Client Says] {}',
  ])('%s is not a Claude Desktop line', (line) => {
    expect(parseClaudeHeader(line)).toBeNull();
  });
});

describe('claude-desktop reader on verbatim captures (shared/reference/log-formats.md §1.2)', () => {
  it('request/response with an inline-truncated body (skilljack-mcp#27)', async () => {
    const { events, problems, input } = await readAll(cd('skilljack-truncated.log'));
    expect(input.format).toBe('claude-desktop');
    expect(input.clock).toBe('utc');
    expect(input.zone).toBeNull();
    expect(events.map((e) => [e.kind, e.from, e.message?.id, e.message?.method ?? null, e.recovered ?? false])).toEqual([
      ['message', 'client', 4, 'prompts/get', false],
      ['message', 'server', 4, null, true],
      ['message', 'client', 5, 'prompts/get', false],
    ]);
    expect(events[0]!.at).toBe(Date.parse('2026-02-02T15:40:55.236Z'));
    expect(events.every((e) => e.session === 'skilljack#1' && e.transport === 'stdio')).toBe(true);
    expect(problems).toEqual([{ source: { file: cd('skilljack-truncated.log'), line: 2 }, message: 'truncated JSON; id and result recovered' }]);
  });

  it('timeout → cancel → teardown, new format (sjzar/chatlog#166)', async () => {
    const { events } = await readAll(cd('chatlog-timeout.log'));
    expect(events.map((e) => e.kind)).toEqual(['host-log', 'message', 'message', 'transport-close', 'transport-close', 'transport-close']);
    expect(events[0]!.text).toBe('Server started and connected successfully');
    expect(events[0]!.level).toBe('info');
    const cancel = events[2]!;
    expect(cancel.message).toEqual({
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: 0, reason: 'Error: MCP error -32001: Request timed out' },
    });
    expect(cancel.at! - events[1]!.at!).toBe(60_006);
    expect(events.slice(3).map((e) => e.close)).toEqual([
      { reason: 'client transport closed' },
      { reason: 'server transport closed' },
      { reason: 'server transport closed unexpectedly', expected: false },
    ]);
    expect(events[5]!.from).toBe('server');
  });

  it('old format with stderr interleaved (DesktopCommanderMCP#19)', async () => {
    const { events } = await readAll(cd('desktopcommander-old.log'));
    const stderr = at(events, 2)[0]!;
    expect(stderr).toMatchObject({ kind: 'host-log', from: 'server', text: 'npx: installed 57 in 12.39s', session: 'desktopCommander#1' });
    // stderr takes the previous timestamped line's time
    expect(stderr.at).toBe(Date.parse('2025-03-23T18:30:58.413Z'));
    expect(at(events, 4)[0]).toMatchObject({ kind: 'transport-close', level: 'error', close: { reason: 'server disconnected', expected: false } });
  });

  it('mcp-remote stderr and out-of-order stamps keep file order (obsidian-mcp-plugin#32)', async () => {
    const { events } = await readAll(cd('obsidian-mcp-remote.log'));
    expect(events.map((e) => e.source.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(at(events, 2)[0]).toMatchObject({ kind: 'host-log', from: 'server', text: '[4227] [Local→Remote] notifications/cancelled' });
    expect(at(events, 5)[0]).toMatchObject({ kind: 'transport-close', close: { expected: true } });
    expect(events[5]!.at! < events[4]!.at!).toBe(true);
    expect(events[5]).toMatchObject({ kind: 'host-log', text: 'Shutting down server...' });
  });

  it('multi-line util.inspect metadata is one event; its lines are parts (apple-mail-mcp#70)', async () => {
    const { events, summary } = await readAll(cd('mail-multiline-metadata.log'));
    const using = at(events, 2)[0]!;
    expect(using.source).toEqual({ file: cd('mail-multiline-metadata.log'), line: 2, endLine: 11 });
    expect(using.text).toBe('Using MCP server command: apple-mail-mcp with args and path: {');
    // The lone `…` among the paths stands for four the capture left out (the thread lists all six): an elision, no
    // line of the block (paste.ts LONE_ELISION_RE), so the block is its nine other lines.
    expect(summary.lineAccounting).toEqual({ event: 6, part: 8, blank: 1, problem: 0 });
    expect(at(events, 13)[0]).toMatchObject({ kind: 'host-log', from: 'server', text: 'Failed to spawn process: No such file or directory' });
    const disc = at(events, 15)[0]!;
    expect(disc.kind).toBe('transport-close');
    // non-trivial metadata is kept as evidence
    expect(disc.text).toContain("{ metadata: { context: 'connection', stack: undefined } }");
  });

  it('old JSON metadata on error lines stays in the text (mcp-filesystem-server#6)', async () => {
    const { events } = await readAll(cd('filesystem-json-metadata.log'));
    expect(events[1]).toMatchObject({ kind: 'host-log', level: 'error' });
    expect(events[1]!.text).toMatch(/^spawn mcp-filesystem-server ENOENT \{"context":"connection"/);
    expect(events.slice(2).map((e) => e.close?.reason)).toEqual(['server transport closed', 'client transport closed']);
  });

  it('a server name with spaces and parentheses (mcpb#200)', async () => {
    const { events } = await readAll(cd('mcpb-extension.log'));
    expect(new Set(events.map((e) => e.session))).toEqual(new Set(['Hello World MCP Server (Reference Extension)#1']));
    expect(events[1]!.message?.params).toMatchObject({ protocolVersion: '2025-11-25' });
  });

  it('mcp.log 2025 (level first) with a shortened body (perplexity-mcp#7)', async () => {
    const { events, problems } = await readAll(cd('mcp-main-2025.log'));
    expect(events[1]).toMatchObject({ kind: 'message', recovered: true, message: { id: 0, method: 'initialize' }, session: 'perplexity-mcp#1' });
    expect(problems.map((p) => [p.source.line, p.message])).toEqual([[2, 'damaged JSON; id and method recovered']]);
  });

  it('mcp.log 2024 (no name): the server name comes from the phrase', async () => {
    const { events } = await readAll(cd('mcp-main-2024.log'));
    expect(events.map((e) => [e.kind, e.session])).toEqual([
      ['host-log', 'filesystem#1'],
      ['host-log', 'filesystem#1'],
      ['transport-close', 'image-downloader#1'],
    ]);
  });
});

describe('claude-desktop reader: time-only stamps and bodyless answers (anthropics/claude-ai-mcp#664)', () => {
  it('stamps cut to the time of day keep order and gaps; `id=N result` is the answer', async () => {
    const p = tempFile('mcp.log', [
      '20:23:53.215Z [notes-vault] Server started and connected successfully',
      '',
      '20:23:53.331Z [notes-vault] Message from client: method="initialize" id=0 params',
      '',
      '20:23:54.660Z [notes-vault] Message from server: id=0 result',
      '',
      '// <- nothing further, across repeated attempts',
      '',
    ].join('\n'));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(events.map((e) => [e.kind, e.at])).toEqual([
      ['host-log', (20 * 3600 + 23 * 60 + 53) * 1000 + 215],
      ['message', (20 * 3600 + 23 * 60 + 53) * 1000 + 331],
      ['message', (20 * 3600 + 23 * 60 + 54) * 1000 + 660],
    ]);
    expect(events[2]).toMatchObject({ from: 'server', message: { id: 0, result: {} } });
    const report = await analyze([p], { all: true });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'completed']]);
  });

  // The same 2026 form for a cancel: `params` said, the requestId not logged. It names the one call the client has
  // open; with two open it names neither.
  // A reporter who trims the word `params` off every line (anthropics/claude-code#84136) leaves the cancel the same:
  // a cancel always has params.
  it.each([
    // 240 s after the call: the Windows app's tool-call limit (protocol/timeouts.ts).
    [['method="tools/call" id=7 params'], ' params', [[7, 'cancelled', 'client-timeout']]],
    [['method="tools/call" id=7 params', 'method="tools/call" id=8 params'], ' params', [[7, 'not cancelled', null], [8, 'not cancelled', null]]],
    [['method="tools/call" id=7'], '', [[7, 'cancelled', 'client-timeout']]],
    [['method="tools/call" id=7', 'method="tools/call" id=8'], '', [[7, 'not cancelled', null], [8, 'not cancelled', null]]],
  ])('a cancel whose params were not logged, after %j (cancel line ending %j)', async (calls, tail, want) => {
    const p = tempFile('mcp.log', [
      ...calls.map((c, i) => `2026-07-22T20:23:54.${863 + i}Z [info] [vault] Message from client: ${c}`),
      `2026-07-22T20:27:54.870Z [info] [vault] Message from client: method="notifications/cancelled"${tail}`,
    ].join('\n'));
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.id, r.outcome === 'cancelled' ? 'cancelled' : 'not cancelled', r.outcome === 'cancelled' ? r.cause : null])).toEqual(want);
  });
});

describe('claude-desktop reader: a message line quoted alone (github/github-mcp-server#727)', () => {
  it('the metadata suffix makes it Claude Desktop\'s; a cancel for a request sent before the excerpt is no unknown request', async () => {
    const p = tempFile('comment.txt', '"Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0,"reason":"McpError: MCP error -32001: Request timed out"}} { metadata: undefined }"\n');
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(events[0]).toMatchObject({ kind: 'message', from: 'client', at: null, message: { method: 'notifications/cancelled' } });
    const report = await analyze([p]);
    // The client's request 0, sent before the excerpt: its initialize (timeline/correlate.ts beforeCapture).
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'cancelled', 'client-timeout']]);
    expect(report.requests[0]!.findings.map((f) => f.rule)).not.toContain('cancel-unknown-request');
  });
});

describe('claude-desktop reader: its per-server lines with the header cut (blog.youkuaiyun.com NetGoldenSpider/article/148211323)', () => {
  const SHUTDOWN = [
    'Client transport closed',
    'Server transport closed unexpectedly, this is likely due to the process exiting early. If you are developing this MCP server you can add output to stderr (i.e. `console.error(\'...\')` in JavaScript, `print(\'...\', file=sys.stderr)` in python) and it will appear in this log.',
    'Server disconnected. For troubleshooting guidance, please visit our [debugging documentation](https://modelcontextprotocol.io/docs/tools/debugging)',
  ];

  it('a call in flight when the process went away is lost with the connection', async () => {
    const p = tempFile('cut.log', [
      'Message from client: {"method":"tools/call","params":{"name":"lookup","arguments":{}},"jsonrpc":"2.0","id":5}',
      ...SHUTDOWN,
    ].join('\n') + '\n');
    const { input, summary } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(summary.host).toBe('claude-desktop');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['tools/call', 5, 'lost', 'connection-closed']]);
  });

  it('the shutdown alone reports no request', async () => {
    const p = tempFile('cut-only.log', SHUTDOWN.join('\n') + '\n');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'claude-desktop' });
    expect(report.requests).toEqual([]);
  });

  it('prose that quotes the words is not claimed as its log', async () => {
    const p = tempFile('prose.txt', 'The log said "Server transport closed unexpectedly" and then nothing.\nWe restarted it.\n');
    await expect(readAll(p)).rejects.toThrow(/not a capture/);
  });
});

describe('claude-desktop reader: the app\'s message to the user pasted alone (anthropics/claude-code#66726)', () => {
  it('is Claude Desktop\'s, read as its tool-call timer; a sentence that merely mentions the app is not claimed', async () => {
    const p = tempFile('error.txt', 'No result received from the Claude Desktop app after waiting 4 minutes. The local MCP server providing this tool may be unresponsive, crashed, or not running.\n');
    const { input, events, summary } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(summary.host).toBe('claude-desktop');
    expect(events[0]).toMatchObject({ kind: 'host-log', at: null, said: { kind: 'timer-fired', method: 'tools/call', limitMs: 240_000 } });
    // anthropics/claude-code#5221: the app's tool-call failure with the SDK's error.
    const code = tempFile('code.txt', 'Error executing code: MCP error -32000: Connection closed\n');
    const report = await analyze([code]);
    expect(report.inputs[0]).toMatchObject({ format: 'claude-desktop', host: 'claude-desktop' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'lost', 'connection-closed']]);
    const prose = tempFile('prose.txt', 'I got no result from the Claude Desktop app after waiting a while.\n');
    await expect(readAll(prose)).rejects.toThrow(/not a capture/);
  });
});

describe('claude-desktop reader: lifetimes', () => {
  it('several lifetimes in one file: Initializing server... starts name#n', async () => {
    const { events, problems, summary } = await readAll(cd('several-lifetimes.log'));
    const sessions = events.map((e) => e.session);
    expect(sessions.slice(0, 11).every((s) => s === 'build#1')).toBe(true);
    expect(sessions.slice(11).every((s) => s === 'build#2')).toBe(true);
    // id-last client request with nested ids, truncated by the host
    expect(at(events, 5)[0]).toMatchObject({ recovered: true, message: { id: 7, method: 'tools/call' } });
    expect(at(events, 6)[0]).toMatchObject({ recovered: true, message: { id: 8 } });
    // ` { metadata:` inside the JSON: the last one is the suffix
    expect(at(events, 7)[0]!.recovered).toBeUndefined();
    expect(at(events, 7)[0]!.message?.id).toBe(9);
    expect(problems.map((p) => p.source.line)).toEqual([5, 6]);
    expect(summary.lineAccounting.blank).toBe(1);
  });

  it('mcp.log: interleaved servers keep separate lifetime counters', async () => {
    const { events } = await readAll(cd('mcp-main-interleaved.log'));
    expect(events.map((e) => e.session)).toEqual([
      'perplexity-mcp#1',
      'filesystem#1',
      'perplexity-mcp#1',
      'perplexity-mcp#2',
      'filesystem#1',
      'perplexity-mcp#2',
      'perplexity-mcp#2',
    ]);
    expect(events[6]!.level).toBe('warn');
  });
});

describe('claude-desktop reader: hostile lines', () => {
  it('a well-shaped stamp with an impossible date keeps the line, without a time, and says so', async () => {
    const p = tempFile(
      'bad-stamp.log',
      '2025-07-12T05:51:44.599Z [srv] [info] Initializing server...\n' +
        '2025-13-45T25:61:61.000Z [srv] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}\n' +
        'stderr after it\n',
    );
    const { events, problems } = await readAll(p);
    expect(events[1]).toMatchObject({ kind: 'message', at: null, message: { method: 'notifications/cancelled' } });
    // stderr keeps the last *valid* time
    expect(events[2]).toMatchObject({ kind: 'host-log', from: 'server', at: Date.parse('2025-07-12T05:51:44.599Z') });
    expect(problems.map((x) => [x.source.line, x.message])).toEqual([[2, 'invalid timestamp "2025-13-45T25:61:61.000Z"; line kept without a time']]);
  });

  it('old builds without a suffix: ` { metadata:` inside the JSON is not cut', async () => {
    const p = tempFile(
      'no-suffix.log',
      '2025-03-23T18:30:58.413Z [x] [info] Message from server: {"jsonrpc":"2.0","id":3,"result":{"text":"a { metadata: b"}}\n',
    );
    const { events, problems } = await readAll(p);
    expect(events[0]!.message).toEqual({ jsonrpc: '2.0', id: 3, result: { text: 'a { metadata: b' } });
    expect(events[0]!.recovered).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it.each([
    // the cut inside a string: the uncut text is the message
    ['a string with the suffix in it', '{"jsonrpc":"2.0","id":3,"result":{"text":"a { metadata: b"}}', { jsonrpc: '2.0', id: 3, result: { text: 'a { metadata: b' } }],
    // an escaped quote and escaped backslashes before the cut: still inside the string
    ['escapes before the cut', '{"jsonrpc":"2.0","id":4,"result":{"text":"say \\"hi\\" \\\\ { metadata: x"}}', { jsonrpc: '2.0', id: 4, result: { text: 'say "hi" \\ { metadata: x' } }],
  ])('old builds without a suffix, %s: the uncut text read whole', async (_, json, message) => {
    const p = tempFile('no-suffix-2.log', `2025-03-23T18:30:58.413Z [x] [info] Message from server: ${json}\n`);
    const { events, problems } = await readAll(p);
    expect(events[0]!.message).toEqual(message);
    expect(events[0]!.recovered).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('a truncated body cut outside the strings, with the suffix: recovered from the body, the suffix never part of it', async () => {
    const p = tempFile(
      'truncated-suffix.log',
      '2026-11-30T12:01:18.164Z [files] [info] Message from server: {"jsonrpc":"2.0","id":412,"result":{"content":[{"type":"text","text":"abc…[18778 chars truncated]…xyz"}]}}… { metadata: undefined }\n',
    );
    const { events, problems } = await readAll(p);
    expect(events[0]).toMatchObject({ kind: 'message', recovered: true, message: { jsonrpc: '2.0', id: 412, result: {} } });
    expect(problems.map((x) => x.message)).toEqual(['truncated JSON; id and result recovered']);
  });

  it('a seeded model of bodies cut by the suffix: the uncut text wins exactly when it parses whole', async () => {
    // The reference is the rule with no shortcut: the body before the last ` { metadata:`, unless the uncut text is one
    // whole message (parseJsonRpc, not recovered). The reader skips the uncut parse where it cannot win (endsInString,
    // no quote after the cut): the same events and problems, line for line.
    const rnd = mulberry32(43);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const META = ' { metadata:';
    const lines: string[] = [];
    const expected: unknown[] = [];
    for (let i = 0; i < 300; i++) {
      const text = pick(['abc', 'a { metadata: b', 'say \\"hi\\" \\\\', 'x"y', 'z { metadata: "q"']).replace('x"y', 'x\\"y');
      let json = `{"jsonrpc":"2.0","id":${i},"result":{"content":[{"type":"text","text":"${text}"}]}}`;
      const cut = rnd();
      if (cut < 0.4) {
        // the host's inline cut, somewhere in the body
        const at = 40 + Math.floor(rnd() * (json.length - 40));
        json = `${json.slice(0, at)}…[18778 chars truncated]…${json.slice(at + Math.floor(rnd() * (json.length - at)))}`;
      } else if (cut < 0.5) json = json.slice(0, 20 + Math.floor(rnd() * (json.length - 20)));
      const suffix = pick(['', ' { metadata: undefined }', " { metadata: { context: 'connection', stack: undefined } }", ' { metadata: "x" }', ' { metadata: x"}}']);
      const uncut = json + suffix;
      lines.push(`2026-11-30T12:01:18.164Z [files] [info] Message from server: ${uncut}`);
      const mi = uncut.lastIndexOf(META);
      const body = mi >= 0 ? uncut.slice(0, mi) : uncut;
      let r = parseJsonRpc(body);
      if ((r.messages.length === 0 || r.recovered) && mi >= 0) {
        const r2 = parseJsonRpc(uncut);
        if (r2.messages.length > 0 && !r2.recovered) r = r2;
      }
      expected.push([r.messages.length === 0 ? 'unparsed' : 'message', r.messages[0] ?? body, r.recovered ? true : undefined, r.problem]);
    }
    const p = tempFile('cut-model.log', lines.join('\n') + '\n');
    const { events, problems } = await readAll(p);
    const problemAt = new Map(problems.map((x) => [x.source.line, x.message]));
    const got = events.map((e) => [e.kind, e.kind === 'message' ? e.message : e.text, e.recovered, problemAt.get(e.source.line)]);
    expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
    // the model reaches both answers of the uncut text, and recoveries
    expect(expected.filter((x) => (x as unknown[])[2] === true).length).toBeGreaterThan(50);
  });

  it('a Message line whose body is not JSON at all is unparsed, with a problem', async () => {
    const p = tempFile('garbage.log', '2025-03-23T18:30:58.413Z [x] [info] Message from server: <html>502 Bad Gateway</html>\n');
    const { events, problems, summary } = await readAll(p);
    expect(events[0]).toMatchObject({ kind: 'unparsed', from: 'server', text: '<html>502 Bad Gateway</html>' });
    expect(problems[0]!.message).toBe('not JSON');
    expect(summary.unparsed).toBe(1);
  });

  // AgentDeskAI/browser-tools-mcp#109: the paste ends inside a client line; the server's stdout is not at fault.
  it('a client body the reporter cut is a problem, not non-JSON on the server\'s stdout; a server one still is', async () => {
    const client = tempFile('cut-client.log', '2025-04-14T11:30:07.124Z [x] [info] Message from client: {"method":"prompts/\n');
    const a = await analyze([client], { tz: 'UTC' });
    expect(JSON.stringify(a)).not.toContain('stdout-not-json');
    const server = tempFile('cut-server.log', '2025-04-14T11:30:07.124Z [x] [info] Message from server: Starting up...\n');
    const b = await analyze([server], { tz: 'UTC' });
    expect(JSON.stringify(b)).toContain('stdout-not-json');
  });
});

describe('claude-desktop reader: a message body wrapped onto the next lines (docdyhr/simplenote-mcp-server timeout fix note)', () => {
  const cancel = '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0,"reason":"McpError: MCP error -32001: Request timed out"}}';
  it.each([
    ['wrapped between tokens, header line with no body', ['2025-10-26T04:33:59.708Z [jotter] [info] Message from client:', '{"jsonrpc":"2.0","method":"notifications/cancelled","params":', '{"requestId":0,"reason":"McpError: MCP error -32001: Request timed out"}}']],
    ['wrapped inside a string at a space (word wrap)', ['2025-10-26T04:33:59.708Z [jotter] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0,"reason":"McpError: MCP error -32001: Request', 'timed out"}}']],
    ['wrapped, then the metadata suffix', ['2025-10-26T04:33:59.708Z [jotter] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled",', '"params":{"requestId":0,"reason":"McpError: MCP error -32001: Request timed out"}} { metadata: undefined }']],
  ])('%s: one message, its lines counted as parts', async (_name, lines) => {
    const p = tempFile('mcp-server-jotter.log', [...lines, '2025-10-26 05:34:28,967 - ERROR - Error creating STDIO server:', '+ anyio.BrokenResourceError', ''].join('\n'));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(events[0]).toMatchObject({ kind: 'message', from: 'client', message: JSON.parse(cancel), source: { line: 1, endLine: lines.length } });
    // The server's own stderr after the body stays stderr.
    expect(events.slice(1).map((e) => e.kind)).toEqual(['host-log', 'host-log']);
  });

  it('an empty body not followed by JSON is read as before, and a whole body is not held', async () => {
    const p = tempFile('mcp.log', [
      '2025-10-26T04:33:59.708Z [jotter] [info] Message from client:',
      '2025-10-26T04:34:00.001Z [jotter] [info] Message from server: {"jsonrpc":"2.0","id":1,"result":{}}',
      'plain stderr',
      '',
    ].join('\n'));
    const { events } = await readAll(p);
    expect(events.map((e) => e.kind)).toEqual(['unparsed', 'message', 'host-log']);
  });

  it(`a body still open after ${MAX_WRAPPED_PARTS} lines is cut there, and the lines after it are read as they are`, async () => {
    const rest = Array.from({ length: MAX_WRAPPED_PARTS + 5 }, (_, i) => `stderr line ${i} [`);
    const p = tempFile('mcp-server-jotter.log', ['2025-10-26T04:33:59.708Z [jotter] [info] Message from server: {"jsonrpc":"2.0","id":1,"result":{"content":[', ...rest, ''].join('\n'));
    const { summary, events } = await readAll(p);
    const a = summary.lineAccounting;
    expect(a.part).toBe(MAX_WRAPPED_PARTS);
    expect(a.event + a.part + a.blank + a.problem).toBe(summary.lines);
    // the five lines past the cap are the server's stderr again
    expect(events.filter((e) => e.kind === 'host-log')).toHaveLength(5);
    expect(events[0]).toMatchObject({ source: { line: 1, endLine: MAX_WRAPPED_PARTS + 1 } });
  });
});

describe('claude-desktop reader: a bodyless error answer keeps its code (mcp-router/mcp-router#206)', () => {
  it('`id=N error(code=C)` is an error answer with that code; a bare `error` is left unparsed', async () => {
    const p = tempFile('mcp.log', [
      '2026-08-12T04:34:53.046Z [hub-link] [info] Message from client: method="initialize" id=0 params',
      '2026-08-12T04:34:57.496Z [hub-link] [info] Message from server: id=0 error(code=-32603)',
      '2026-08-12T04:34:57.500Z [hub-link] [info] Message from server: id=1 error',
    ].join('\n'));
    const { events } = await readAll(p);
    expect(events[1]).toMatchObject({ kind: 'message', from: 'server', message: { id: 0, error: { code: -32603 } } });
    expect(events[2]).toMatchObject({ kind: 'unparsed' });
    const report = await analyze([p], { all: true, tz: 'UTC' });
    expect(report.requests.find((r) => r.method === 'initialize')).toMatchObject({ outcome: 'failed', cause: 'server-error' });
  });
});

describe('claude-desktop reader: `tail -F mcp*.log` over both files (kirschbaum-development/laravel-loop#17)', () => {
  const body = '{"method":"tools/call","params":{"name":"list_orders","arguments":{}},"jsonrpc":"2.0","id":6}';
  const cancel = '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":6,"reason":"Error: MCP error -32001: Request timed out"}}';
  const lines = [
    '==> /Users/dev/Library/Logs/Claude/mcp-server-shop.log <==',
    '2025-06-04T08:54:21.920Z [shop] [info] Initializing server...',
    `2025-06-04T08:55:28.007Z [shop] [info] Message from client: ${body}`,
    '',
    '==> /Users/dev/Library/Logs/Claude/mcp.log <==',
    '2025-06-04T08:54:21.920Z [info] [shop] Initializing server...',
    `2025-06-04T08:55:28.007Z [info] [shop] Message from client: ${body}`,
    '',
    '==> /Users/dev/Library/Logs/Claude/mcp-server-shop.log <==',
    `2025-06-04T08:56:28.010Z [shop] [info] Message from client: ${cancel} { metadata: undefined }`,
    '',
    '==> /Users/dev/Library/Logs/Claude/mcp.log <==',
    `2025-06-04T08:56:28.010Z [info] [shop] Message from client: ${cancel}`,
  ];

  it('the other file\'s copy of a line is one event: one lifetime, one call, its timer\'s cancel', async () => {
    const p = tempFile('tail-mcp.log', lines.join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events.filter((e) => e.kind === 'message')).toHaveLength(2);
    expect(new Set(events.filter((e) => e.session !== null).map((e) => e.session))).toEqual(new Set(['shop#1']));
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.target, r.id, r.outcome, r.cause])).toEqual([
      ['tools/call', 'list_orders', 6, 'cancelled', 'client-timeout'],
    ]);
  });

  it('without tail\'s headers a line written twice is kept twice, and a section keeps its own repeats', async () => {
    const twice = `2025-06-04T08:56:28.010Z [shop] [info] Message from client: ${cancel}`;
    const p = tempFile('plain-mcp.log', [lines[1], lines[2], twice, twice].join('\n') + '\n');
    const { events } = await readAll(p);
    // The doubled-line rule of the host-line readers does not apply here: two cancels are two messages.
    expect(events.filter((e) => e.kind === 'message')).toHaveLength(3);
    const q = tempFile('one-section.log', [lines[0], lines[1], twice, twice].join('\n') + '\n');
    expect((await readAll(q)).events.filter((e) => e.kind === 'message')).toHaveLength(2);
  });

  it('the copy\'s wrapped body and metadata block are skipped with it', async () => {
    const p = tempFile('tail-wrapped.log', [
      '==> /Users/dev/Library/Logs/Claude/mcp-server-shop.log <==',
      "2025-06-04T08:54:21.930Z [shop] [info] Using MCP server command: /usr/local/bin/npx with args and path: {",
      "  metadata: {",
      "    args: [ 'shop-mcp', [length]: 1 ],",
      "  }",
      "} %o",
      '2025-06-04T08:55:29.000Z [shop] [info] Message from server: {"jsonrpc":"2.0","id":6,',
      '"result":{"content":[]}}',
      '==> /Users/dev/Library/Logs/Claude/mcp.log <==',
      "2025-06-04T08:54:21.930Z [info] [shop] Using MCP server command: /usr/local/bin/npx with args and path: {",
      "  metadata: {",
      "    args: [ 'shop-mcp', [length]: 1 ],",
      "  }",
      "} %o",
      '2025-06-04T08:55:29.000Z [info] [shop] Message from server: {"jsonrpc":"2.0","id":6,',
      '"result":{"content":[]}}',
    ].join('\n') + '\n');
    const { events, summary, problems } = await readAll(p);
    expect(events.filter((e) => e.kind === 'message')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'host-log' && e.from === 'server')).toHaveLength(0);
    expect(problems).toHaveLength(0);
    // Five continuation lines of the first copy; the second copy's two lines and its five continuations.
    expect(summary.lineAccounting.part).toBe(12);
  });
});

describe('claude-desktop reader: the app\'s notice about one server, copied from the window', () => {
  it.each([
    ['matlab/matlab-mcp-server#82', 'MCP MATLAB: Server disconnected', 'transport-close'],
    ['crystaldba/postgres-mcp#95', 'MCP pg: Server disconnected. For troubleshooting guidance, please visit our debugging documentation', 'transport-close'],
    ['thedotmack/claude-mem#396', "MCP notes-mem: Expected ',' or ']' after array element in JSON at position 5 (line 1 column 6)", 'host-log'],
    ['MarcusJellinghaus/mcp-workspace#14', 'MCP advanced-fs: Unexpected non-whitespace character after JSON at position 4 (line 1 column 5)', 'host-log'],
    ['worryzyy/HowToCook-mcp#10', 'MCP recipes: Unexpected token \'R\', "Recipes server started" is not valid JSON', 'host-log'],
  ])('%s: %s', async (_thread, line, kind) => {
    const p = tempFile('notice.txt', line + '\n');
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind, at: null });
    expect(events[0]!.session).toMatch(/#1$/);
    // Nothing was in flight: the notice is the whole incident (as the stamped shutdown lines alone).
    const report = await analyze([p]);
    expect(report.requests).toEqual([]);
  });

  it('other `MCP <name>: …` words are not its notice', async () => {
    const p = tempFile('not-notice.txt', 'MCP tools: 12 loaded\n');
    await expect(readAll(p)).rejects.toThrow(/not a capture/);
    // Claude Code names its server in quotes: its line, not this app's notice.
    const q = tempFile('cc-line.txt', 'MCP server "notes": Server disconnected\n');
    expect((await readAll(q).catch(() => null))?.input.format).not.toBe('claude-desktop');
  });
});

describe('claude-desktop reader: a bridge that stamps its own stderr (chrisdoc/hevy-mcp#133)', () => {
  it("the bridge's stamp is the line's clock, and its account of the forwarded POST's HTTP answer is read", async () => {
    const p = tempFile('mcp-server-gym-log.log', [
      '2025-10-17T11:50:45.676Z [gym-log] [info] Message from client: {"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0} { metadata: undefined }',
      '2025-10-17T11:50:46.897Z [Runner] Streamable HTTP connection established',
      '2025-10-17T11:51:13.770Z [Runner] Server returned 502 Bad Gateway',
      '2025-10-17T11:51:13.771Z Failed to send message: Error POSTing to endpoint (HTTP 502): ...',
      '[supergateway] Error: Error POSTing to endpoint (HTTP 504): upstream request timeout',
      'a server stderr line: MCP error -32001: Request timed out',
      '',
    ].join('\n'));
    const { events } = await readAll(p);
    expect(events[1]).toMatchObject({ kind: 'host-log', at: Date.UTC(2025, 9, 17, 11, 50, 46, 897) });
    expect(events[1]!.said).toBeUndefined();
    expect(events[2]).toMatchObject({ at: Date.UTC(2025, 9, 17, 11, 51, 13, 770), said: { kind: 'http-status', status: 502, sending: true, phrase: 'smithery/server-returned-status' } });
    expect(events[3]).toMatchObject({ said: { kind: 'http-status', status: 502, phrase: 'typescript-sdk/post-http-status' } });
    // Another bridge's tag in front of the SDK's words is read the same; a server's own timeout on stderr is not.
    expect(events[4]).toMatchObject({ said: { kind: 'http-status', status: 504 } });
    expect(events[5]!.said).toBeUndefined();
    // The runner's status line and the SDK's error a millisecond later are one refusal of the forwarded initialize.
    const four = tempFile('mcp-server-gym-log-4.log', readFileSync(p, 'utf8').split('\n').slice(0, 4).join('\n') + '\n');
    const report = await analyze([four], { all: true, tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'gateway-error']]);
  });
});

describe('an excerpt of its log cut to the words and the body (anthropics/claude-code#22319)', () => {
  it('one bare `Message from server: {…}` line among the server\'s stderr and prose is its, not a generic JSON text', async () => {
    const p = tempFile('issue.md', [
      'Server initializes and lists tools successfully:',
      '```',
      '[mcp-notes] Module starting...',
      '[mcp-notes] list_tools called',
      'Message from server: {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
      '```',
      'But no `tools/call` message ever appears in logs.',
    ].join('\n') + '\n');
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-desktop');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests).toEqual([]);
    expect((r.inputs[0] as { host?: string }).host).toBe('claude-desktop');
  });
});

describe('claude-desktop reader: two of its lines among a Python server\'s stderr and traceback (theposch/gmail-mcp#1)', () => {
  it('its stamped `Message from client:` lines outvote the Python SDK\'s own words in the server\'s stderr', async () => {
    const frame = (f: string, n: number, fn: string) => `  File "C:\\srv\\.venv\\Lib\\site-packages\\${f}", line ${n}, in ${fn}`;
    const p = tempFile('mcp-server-mail.log', [
      '2025-04-02T18:01:38.119Z [mail] [info] Message from client: {"method":"prompts/list","params":{},"jsonrpc":"2.0","id":22}',
      '2025-04-02T18:01:38.120Z [mail] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":20,"reason":"Error: MCP error -32001: Request timed out"}}',
      'INFO:mcp.server:Processing request of type ListResourcesRequest',
      'Traceback (most recent call last):',
      frame('mcp\\shared\\session.py', 196, '_send_response'),
      '    await self._write_stream.send(JSONRPCMessage(jsonrpc_error))',
      frame('anyio\\streams\\memory.py', 255, 'send'),
      '    raise BrokenResourceError from None',
      'anyio.BrokenResourceError',
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      '  + Exception Group Traceback (most recent call last):',
      '  |   File "C:\\srv\\.venv\\Lib\\site-packages\\mcp\\server\\__init__.py", line 423, in run',
      '  |     async with ServerSession(',
      '  | ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)',
    ].join('\n') + '\n');
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-desktop');
    const r = await analyze([p], { tz: 'UTC' });
    expect((r.inputs[0] as { host?: string }).host).toBe('claude-desktop');
    const cancelled = r.requests.find((q) => q.id === 20);
    expect(cancelled?.outcome).toBe('cancelled');
    expect(cancelled?.cause).toBe('client-timeout');
  });
});

describe('claude-desktop reader: a paste that opens inside a message line, header cut to the body (alejandro-ao/mcp-server-example#8)', () => {
  const CLOSE = [
    '2025-06-04T10:37:33.472Z [weather] [info] Server transport closed',
    '2025-06-04T10:37:33.472Z [weather] [info] Client transport closed',
    '2025-06-04T10:37:33.473Z [weather] [error] Server disconnected. For troubleshooting guidance, please visit our [debugging documentation](https://modelcontextprotocol.io/docs/tools/debugging) {"context":"connection"}',
  ];
  const INIT = '{"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0}';
  const TRACE = ['Traceback (most recent call last):', '  File "/srv/weather.py", line 3, in <module>', "ModuleNotFoundError: No module named 'lxml'"];

  it('the body is the client\'s request, in the session of the server the next lines name, lost with the process', async () => {
    const p = tempFile('mcp-server-weather.log', [INIT, ...TRACE, ...CLOSE].join('\n') + '\n');
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(events[0]).toMatchObject({ kind: 'message', from: 'client', at: null, message: { method: 'initialize', id: 0 } });
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'lost', 'connection-closed']]);
  });

  it.each([
    ['a request only a server sends', '{"jsonrpc":"2.0","id":3,"method":"roots/list"}', 'server'],
  ])('%s is the server\'s', async (_n, line, from) => {
    const p = tempFile('mcp-server-weather.log', [line, ...CLOSE].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events[0]).toMatchObject({ kind: 'message', from, message: { method: 'roots/list' } });
  });

  it.each([
    ['a notification (no sender told)', '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"up"}}'],
    ['a server\'s own JSON log line', '{"level":"info","msg":"listening","port":8080}'],
    ['a request of either side', '{"jsonrpc":"2.0","id":4,"method":"ping"}'],
  ])('%s first stays the server\'s stderr', async (_n, line) => {
    const p = tempFile('mcp-server-weather.log', [line, ...CLOSE].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events[0]).toMatchObject({ kind: 'host-log', from: 'server' });
  });

  it('only the first line: the same body after a stamped line is stderr', async () => {
    const p = tempFile('mcp-server-weather.log', [CLOSE[0]!, INIT, ...CLOSE.slice(1)].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events.find((e) => e.source.line === 2)).toMatchObject({ kind: 'host-log' });
  });
});

describe('the 2024 mcp.log with its stamps cut (GongRzhe/Gmail-MCP-Server#18)', () => {
  it.each([
    [
      'level cut from the error line, kept on the disconnect',
      [
        "Error in MCP connection to server notes-sync: SyntaxError: Unexpected token 'L', \"Listening \"... is not valid JSON",
        '',
        '[info] MCP server notes-sync disconnected. For troubleshooting guidance, please visit our [debugging documentation](https://modelcontextprotocol.io/docs/tools/debugging)',
      ],
    ],
    [
      'both levels kept',
      [
        '[info] Attempting to connect to MCP server notes-sync...',
        '[info] Connected to MCP server notes-sync!',
        "[error] Error in MCP connection to server notes-sync: SyntaxError: Unexpected end of JSON input",
      ],
    ],
  ])('%s: read as Claude Desktop, every line an event, one server', async (_, lines) => {
    const p = tempFile('mcp-2024-cut.log', lines.join('\n') + '\n');
    const { input, events, summary } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(summary.host).toBe('claude-desktop');
    expect(events.length).toBe(lines.filter((l) => l !== '').length);
    expect(new Set(events.map((e) => e.session))).toEqual(new Set([events[0]!.session]));
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('a stamped 2024 connection error names its server like the connect lines do', async () => {
    const p = tempFile('mcp-2024.log', [
      '2025-01-10T08:20:23.400Z [info] Attempting to connect to MCP server films...',
      '2025-01-10T08:20:23.662Z [error] Error in MCP connection to server films: SyntaxError: Unexpected end of JSON input',
    ].join('\n') + '\n');
    const { events } = await readAll(p);
    expect(events).toHaveLength(2);
    expect(events[1]!.session).toBe(events[0]!.session);
  });

  it.each([
    'Error in MCP connection to server: nothing named',
    '[info] MCP server notes-sync disconnected',
    'See: Error in MCP connection to server x: y',
  ])('%s: a capture of such lines is not read as Claude Desktop', async (line) => {
    const p = tempFile('not-2024.log', `${line}\n${line}\n`);
    const format = await readAll(p).then((r) => r.input.format, () => null);
    expect(format).not.toBe('claude-desktop');
  });
});

describe("claude-desktop reader: the launcher's 5 s UtilityProcess spawn timer (anthropics/claude-code#35399, #64671)", () => {
  it("the window's spawn-timeout notice is the reason the connect notice beside it leaves out: one connect, abandoned on the app's own timer", async () => {
    const p = tempFile('notices.txt', 'Could not connect to MCP server ledger\nMCP ledger: UtilityProcess spawn timeout\n');
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(events[0]).toMatchObject({ session: 'ledger#1', said: { kind: 'failed', phrase: 'claude-desktop/could-not-connect', method: 'initialize', server: 'ledger' } });
    expect(events[0]!.said!.error).toBeUndefined();
    expect(events[1]).toMatchObject({ kind: 'host-log', at: null, session: 'ledger#1', said: { kind: 'timer-fired', phrase: 'claude-desktop/utility-process-spawn-timeout', method: 'initialize', scope: 'connection' } });
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
    // The connect notice alone: a failed connect whose cause the words do not give.
    const alone = tempFile('notice.txt', 'Could not connect to MCP server ledger\n');
    const one = await analyze([alone], { tz: 'UTC' });
    expect(one.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'unknown']]);
  });

  it("main.log's launcher lines are the app's, read by the reader of last resort", async () => {
    const p = tempFile('main.log', [
      '2026-03-17 17:43:15 [info] Launching MCP Server: Notes',
      '2026-03-17 17:43:15 [info] Using UtilityProcess for extension Notes: appConfig.isUsingBuiltInNodeForMcp is true',
      '2026-03-17 17:43:20 [error] Failed to start UtilityProcess: UtilityProcess spawn timeout',
      '',
    ].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'claude-desktop' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });
});

describe('claude-desktop reader: per-server lines with the stamp and the level cut (anthropics/claude-code#79890)', () => {
  it('`[name] <its own words>` is its line; the body-less messages pair up', async () => {
    const p = tempFile('mcp-server-files.log', [
      '[Files] Server started and connected successfully',
      '[Files] Message from client: method="initialize" id=0',
      '[Files] Message from server: id=0 result',
      '[Files] Message from client: method="tools/list" id=1',
      '[Files] Message from server: id=1 result',
      '',
    ].join('\n'));
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(events.filter((e) => e.kind === 'message')).toHaveLength(4);
    expect(events.every((e) => e.at === null && e.session === 'Files#1')).toBe(true);
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome])).toEqual([['initialize', 0, 'completed'], ['tools/list', 1, 'completed']]);
  });

  it("a server's own `[tag] words` stderr is not taken for its line", async () => {
    const p = tempFile('tagged.txt', '[worker] started on port 3000\n[worker] ready\n');
    const format = await readAll(p).then((r) => r.input.format, () => null);
    expect(format).not.toBe('claude-desktop');
  });
});

describe('claude-desktop reader: per-server lines with the stamp and the server cut, the level kept (anthropics/claude-code#92758)', () => {
  it('`[level] <its own words>` is the file\'s one server\'s line, at that level; the shared-pool close ends the initialize', async () => {
    const p = tempFile('mcp-server-ledger.log', [
      '[info] Era probe verdict: legacy (sibling did not complete the exchange)',
      '[info] Using built-in Node.js for MCP server: Ledger',
      '[info] Server started and connected successfully',
      '[info] Message from client: method="initialize" id=0 params',
      "[error] Couldn't start for Cowork and Code sessions. Error: Connection closed { metadata: { context: 'shared-pool', stack: undefined } }",
      '',
    ].join('\n'));
    const { input, events, problems } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(problems).toEqual([]);
    // One session: the bracket is a level, not a server's name.
    expect(new Set(events.map((e) => e.session)).size).toBe(1);
    expect(events.map((e) => [e.source.line, e.kind, e.said?.phrase ?? null])).toEqual([
      [1, 'host-log', null], [2, 'host-log', null], [3, 'host-log', 'claude-desktop/server-started'], [4, 'message', null],
      [5, 'host-log', 'claude-desktop/shared-pool-connection-closed'],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'lost', 'connection-closed']]);
  });

  // leancoderkavy/premiere-pro-mcp#347: mcp.log's `[<level>] [<server>] <words>` with the stamp and the server column cut
  // leaves two spaces after the level.
  it('the server column cut out of mcp.log leaves two spaces: the same line, its words after them', async () => {
    const p = tempFile('mcp-trimmed.log', [
      '[info]  Initializing server...',
      '[info]  Era probe verdict: legacy (sibling did not complete the exchange)',
      '[info]  Server started and connected successfully',
      '[info]  Message from client: method="initialize" id=0 params',
      '[info]  Server transport closed',
      '[info]  Server transport closed unexpectedly, this is likely due to the process exiting early.',
      '',
    ].join('\n'));
    const { input, events, problems } = await readAll(p);
    expect(input.format).toBe('claude-desktop');
    expect(problems).toEqual([]);
    expect(new Set(events.map((e) => e.session)).size).toBe(1);
    // The words start after the spaces: the message line is the message, the start line the app's phrase.
    expect(events.find((e) => e.source.line === 3)?.said?.phrase).toBe('claude-desktop/server-started');
    expect(events.find((e) => e.source.line === 4)?.kind).toBe('message');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'lost', 'connection-closed']]);
  });

  it("a server's own `[level] words` stderr is not taken for the app's line", async () => {
    const p = tempFile('levels.txt', '[info] listening on port 3000\n[error] database unreachable\n');
    const format = await readAll(p).then((r) => r.input.format, () => null);
    expect(format).not.toBe('claude-desktop');
  });
  it("nor with two spaces after the level", async () => {
    const p = tempFile('levels2.txt', '[info]  listening on port 3000\n[error]  database unreachable\n');
    const format = await readAll(p).then((r) => r.input.format, () => null);
    expect(format).not.toBe('claude-desktop');
  });
});

describe('claude-desktop reader: a line whose stamp the reporter masked, after stamped lines (anthropics/claude-code#92758)', () => {
  const pool = (stamp: string, words: string, name = 'wiki') =>
    `${stamp}[${name}] [error] Couldn't start for Cowork and Code sessions. Error: ${words} { metadata: { context: 'shared-pool', stack: undefined } }`;
  it('the app\'s own words under the same server\'s tag are its line without a clock, not the server\'s stderr', async () => {
    const p = tempFile('mcp-server-wiki.log', [pool('2026-09-15T00:10:06.856Z ', 'Not ready after 60 seconds; the sessions waiting for it started without it'), pool('2026-09-15T00:10:06.9xxZ ', 'Request timed out'), ''].join('\n'));
    const { events } = await readAll(p);
    expect(events.map((e) => [e.source.line, e.at === null, e.from, e.said?.phrase ?? null])).toEqual([
      [1, false, 'client', 'claude-desktop/shared-pool-not-ready'],
      [2, true, 'client', 'claude-desktop/shared-pool-timed-out'],
    ]);
  });
  it.each([
    ['another tag', '2026-09-15T00:10:06.9xxZ [worker] [error] Couldn\'t start for Cowork and Code sessions. Error: Request timed out'],
    ['the server\'s own words', '2026-09-15T00:10:06.9xxZ [wiki] [error] upstream returned 502'],
  ])('… but %s stays the server\'s stderr', async (_n, line) => {
    const p = tempFile('mcp-server-wiki.log', [pool('2026-09-15T00:10:06.856Z ', 'Request timed out'), line, ''].join('\n'));
    const { events } = await readAll(p);
    expect(events.filter((e) => e.source.line === 2).map((e) => [e.from, e.said?.phrase ?? null])).toEqual([['server', null]]);
  });
});

describe("a Python server's traceback through Server.run on its stderr (theposch/gmail-mcp#1)", () => {
  const log = (frame: string) => tempFile('mcp-server-mail.log', [
    '2025-04-02T18:01:37.902Z [mail] [info] Initializing server...',
    '2025-04-02T18:01:38.119Z [mail] [info] Message from client: {"method":"prompts/list","params":{},"jsonrpc":"2.0","id":22}',
    'INFO:mcp.server:Processing request of type ListPromptsRequest',
    'Traceback (most recent call last):',
    '  File "/srv/mail/.venv/lib/python3.12/site-packages/mcp/server/__init__.py", line 423, in run',
    frame,
    'anyio.BrokenResourceError',
    '',
  ].join('\n'));

  it('ends the server: the request it had open is lost with the connection', async () => {
    const report = await analyze([log('  |     async with ServerSession(')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['prompts/list', 'lost', 'connection-closed']]);
  });

  it('another frame says nothing of the run loop: the request stays open', async () => {
    const report = await analyze([log('    await message.respond(')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['prompts/list', 'pending']]);
  });
});

describe("a Go server's runtime panic relayed raw on its stderr (docker/for-win#14860)", () => {
  const log = (...tail: string[]) => tempFile('mcp-server-MCP_DOCKER.log', [
    '2025-07-07T23:27:21.996Z [MCP_DOCKER] [info] Initializing server... { metadata: undefined }',
    '2025-07-07T23:27:22.253Z [MCP_DOCKER] [info] Message from client: {"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0} { metadata: undefined }',
    ...tail,
    '',
  ].join('\n'));

  it.each([
    ['the runtime panic', "panic: unable to get 'ProgramData' [recovered]"],
    ['the runtime fatal error', 'fatal error: concurrent map writes'],
  ])('%s ends the process: the initialize it had open is lost with the connection', async (_n, header) => {
    const report = await analyze([log(header, '', 'goroutine 1 [running]:', 'main.main()', '\t/src/main.go:12 +0x1d')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'lost', 'connection-closed']]);
  });

  it("a server's own line that mentions a panic later in its words is no runtime header: the request stays open", async () => {
    const report = await analyze([log('warning: recovered from panic: nil map in handler, continuing')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'pending']]);
  });
});

describe('a run of plain close lines, read by what ends it', () => {
  const stamp = (ms: string) => `2026-04-07T03:15:52.${ms}Z`;
  const line = (ms: string, words: string, name = 'crawl') => `${stamp(ms)} [${name}] [info] ${words} { metadata: undefined }`;
  const log = (lines: string[]) => tempFile('mcp-server-crawl.log', lines.join('\n') + '\n');
  const closes = (events: Awaited<ReturnType<typeof readAll>>['events']) =>
    events.map((e) => [e.kind, e.kind === 'transport-close' ? (e.close?.expected ?? null) : e.text ?? null, e.from]);

  it.each([
    [
      // apify/apify-mcp-server#641: the intentional line second in the run, "Shutting down server..." written last with
      // an earlier stamp.
      'the intentional-shutdown line in the run: every close of it is the shutdown',
      [line('849', 'Client transport closed'), line('849', 'Server transport closed (intentional shutdown)'), line('851', 'Server transport closed'), line('849', 'Shutting down server...')],
      [['transport-close', true, 'client'], ['transport-close', true, 'client'], ['transport-close', true, 'client'], ['host-log', 'Shutting down server...', 'client']],
    ],
    [
      // aaronsb/obsidian-mcp-plugin#32's order: the closes, then "Shutting down server..." stamped before them.
      '"Shutting down server..." stamped before the run: the run is the shutdown',
      [line('259', 'Client transport closed'), line('260', 'Server transport closed'), line('258', 'Shutting down server...')],
      [['transport-close', true, 'client'], ['transport-close', true, 'client'], ['host-log', 'Shutting down server...', 'client']],
    ],
    [
      // anthropics/claude-code#81789's order: the shutdown line first.
      '"Shutting down server..." first: the closes after it are the shutdown',
      [line('074', 'Shutting down server...'), line('074', 'Client transport closed'), line('075', 'Server transport closed')],
      [['host-log', 'Shutting down server...', 'client'], ['transport-close', true, 'client'], ['transport-close', true, 'client']],
    ],
    [
      '"Shutting down server..." stamped after the run: the closes came first, as read',
      [line('259', 'Client transport closed'), line('300', 'Shutting down server...')],
      [['transport-close', null, null], ['host-log', 'Shutting down server...', 'client']],
    ],
    [
      'the process went away on its own: no shutdown, as read',
      [line('610', 'Client transport closed'), line('613', 'Server transport closed'), line('614', 'Server transport closed unexpectedly, this is likely due to the process exiting early.')],
      [['transport-close', null, null], ['transport-close', null, null], ['transport-close', false, 'server']],
    ],
    [
      "another server's shutdown does not make this one's closes deliberate",
      [line('100', 'Client transport closed'), line('101', 'Shutting down server...', 'other')],
      [['transport-close', null, null], ['host-log', 'Shutting down server...', 'client']],
    ],
  ])('%s', async (_name, lines, want) => {
    const { events } = await readAll(log(lines));
    expect(closes(events)).toEqual(want);
  });

  it('the server speaking next in the label: the run closed another copy, not this connection', async () => {
    // anthropics/claude-code#81789: a close pair 9 ms after initialize id 0, the answer 382 ms later.
    const p = tempFile('mcp.log', [
      '2026-07-25T06:37:52.940Z [info] [Sculpt] Server started and connected successfully',
      '2026-07-25T06:37:52.962Z [info] [Sculpt] Message from client: method="initialize" id=0 params',
      '2026-07-25T06:37:52.971Z [info] [Sculpt] Server transport closed',
      '2026-07-25T06:37:52.971Z [info] [Sculpt] Client transport closed',
      '2026-07-25T06:37:53.353Z [info] [Sculpt] Message from server: id=0 result',
      '',
    ].join('\n'));
    const { events } = await readAll(p);
    expect(events.map((e) => e.kind)).toEqual(['host-log', 'message', 'host-log', 'host-log', 'message']);
    expect(at(events, 3)[0]!.text).toBe('Server transport closed');
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'completed']]);
  });

  it("a tools/call's answer with its content's block count ends the call, not stdout noise", async () => {
    // anthropics/claude-code#86235: `Message from server: id=3 result(1 blocks)`, the 2026 builds' answer to a call.
    const p = tempFile('mcp-server-ledger.log', [
      '2026-08-12T14:02:10.101Z [ledger] [info] Message from client: method="tools/call" id=3 params { metadata: undefined }',
      '2026-08-12T14:02:10.170Z [ledger] [info] Message from server: id=3 result(1 blocks) { metadata: undefined }',
      '',
    ].join('\n'));
    const { events } = await readAll(p);
    expect(events.map((e) => e.kind)).toEqual(['message', 'message']);
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.method, r.outcome, r.durationMs])).toEqual([['tools/call', 'completed', 69]]);
    expect(report.findings.map((f) => f.rule)).not.toContain('stdout-not-json');
  });

  it('the client speaking next (a new connection\'s initialize): the closes stand', async () => {
    const p = tempFile('mcp.log', [
      '2026-07-25T06:37:52.962Z [info] [Sculpt] Message from client: method="tools/call" id=4 params',
      '2026-07-25T06:37:52.971Z [info] [Sculpt] Server transport closed',
      '2026-07-25T06:37:53.353Z [info] [Sculpt] Message from client: method="initialize" id=0 params',
      '',
    ].join('\n'));
    const { events } = await readAll(p);
    expect(events.map((e) => e.kind)).toEqual(['message', 'transport-close', 'message']);
  });

  it('a restart the app shuts down before it sends anything leaves no handshake lost', async () => {
    const report = await analyze([log([
      line('815', 'Initializing server...'),
      line('817', 'Server started and connected successfully'),
      line('849', 'Client transport closed'),
      line('849', 'Server transport closed (intentional shutdown)'),
      line('849', 'Shutting down server...'),
    ])], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });
});

// The late-2024 mcp.log's `Could not start MCP server <name>: …` (MarkusPfundstein/mcp-obsidian#7): the app writes the
// configured name bare, so a quoted or backticked one is another program's sentence — no server named, no spawn row.
describe("claude-desktop reader: the late-2024 start error's server name", () => {
  it.each([
    ['bare', 'Could not start MCP server fs: Error: spawn npx ENOENT', 'fs#1', 'claude-desktop/could-not-start-spawn-failed'],
    ['double-quoted', 'Could not start MCP server "fs": spawn npx ENOENT', '#1', undefined],
    ['single-quoted', "Could not start MCP server 'fs': Error: spawn npx ENOENT", '#1', undefined],
    ['backticked', 'Could not start MCP server `fs`: spawn npx ENOENT', '#1', undefined],
  ] as const)('%s', async (_name, words, session, phrase) => {
    const { events } = await readAll(tempFile('mcp.log', `2024-12-01T10:00:00.010Z [error] ${words}\n`));
    expect(events.map((e) => [e.session, e.said?.phrase])).toEqual([[session, phrase]]);
  });
});
