/**
 * Claude Code's terminal transcript (formats/claude-code-transcript.ts): which reader claims it, what each
 * MCP call header and its `⎿` result line say, and what the report makes of them. Excerpts keep the grammar
 * of the public pastes cited beside them (glyphs, `⎿` indents, wrapped arguments, `… +N lines`, the
 * reporter's cuts); servers, tools and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import type { WireEvent } from '../../../src/events.js';
import { READERS } from '../../../src/ingest/formats/index.js';
import { readAll, tempFile } from '../helpers.js';

async function read(text: string, name = 'transcript.txt') {
  const r = await readAll(tempFile(name, text), { tz: 'UTC' });
  const s = r.summary.lineAccounting;
  expect(s.event + s.part + s.blank + s.problem).toBe(r.summary.lines);
  return r;
}

const said = (events: WireEvent[]) => events.filter((e) => e.said !== undefined).map((e) => ({ kind: e.said!.kind, phrase: e.said!.phrase, server: e.said!.server, target: e.said!.target, method: e.said!.method, error: e.said!.error, answerRefused: e.said!.answerRefused, from: e.from }));

// atlassian/atlassian-mcp-server#32: the paste opens on two bare result lines (inside an inline code span).
const ATLASSIAN = [
  '`⎿  Error: {"error":true,"message":"Authentication failed: {\\"code\\":401,\\"message\\":\\"Unauthorized\\"}"}',
  '  ⎿  Error: {"error":true,"message":"widgets.filter is not a function"}',
  '',
  '⏺ tracker - Retrieve ticket (MCP)(siteId: "example.test", ticketKey: "OPS-12")',
  '  ⎿  Error: {"error":true,"message":"Authentication failed: {\\"code\\":401,\\"message\\":\\"Unauthorized\\"}"}`',
].join('\n');

describe('what a call header and its result say', () => {
  it.each([
    // rollbar/rollbar-mcp-server#28: the host refused a result over its token cap.
    [
      '⏺ errtrack - get-item-details (MCP)(counter: 4242)\n  ⎿  Error: MCP tool "get-item-details" response (30608 tokens) exceeds maximum allowed tokens (25000). Please use pagination, filtering, or limit parameters to reduce the response size.\n',
      { server: 'errtrack', target: 'get-item-details', kind: 'failed', phrase: 'claude-code/transcript-output-too-large', answerRefused: true, from: null },
    ],
    // mui/material-ui#46778: `●` where the terminal has no ⏺, a list argument.
    [
      '● docs-mcp - fetchDocs (MCP)(urlList: ["https://docs.example.test/llms.txt"])\n  ⎿  Error: MCP tool "fetchDocs" response (25712 tokens) exceeds maximum allowed tokens (25000). Please use pagination, filtering, or limit parameters to reduce the response size.\n',
      { server: 'docs-mcp', target: 'fetchDocs', kind: 'failed', phrase: 'claude-code/transcript-output-too-large', answerRefused: true, from: null },
    ],
    // The SDK's timer, as the result line words it: Claude Code's words, not the server's.
    [
      '⏺ runner - run_test (MCP)(test_path:\n                          "tests/test_checkout.py")\n  ⎿  Error: MCP error -32001: Request timed out\n',
      { server: 'runner', target: 'run_test', kind: 'failed', phrase: 'claude-code/transcript-error', error: 'MCP error -32001: Request timed out', from: null },
    ],
    // A tool result with isError: the text is the server's.
    [
      '⏺ tracker - Retrieve ticket (MCP)(ticketKey: "OPS-12")\n  ⎿  Error: {"error":true,"message":"boom"}\n',
      { server: 'tracker', target: 'Retrieve ticket', kind: 'failed', phrase: 'claude-code/transcript-error', error: '{"error":true,"message":"boom"}', from: 'server' },
    ],
    // Esc while the call ran, both wordings.
    ['⏺ browser - navigate (MCP)(url: "https://example.test")\n  ⎿  Interrupted by user\n', { server: 'browser', target: 'navigate', kind: 'cancelled', phrase: 'claude-code/transcript-interrupted', from: null }],
    ['⏺ browser - navigate (MCP)(url: "https://example.test")\n  ⎿  Interrupted · What should Claude do instead?\n', { server: 'browser', target: 'navigate', kind: 'cancelled', phrase: 'claude-code/transcript-interrupted', from: null }],
    // A result's first lines and the fold: the call returned. A tool without arguments has no `(…)`.
    ['● browser - page_content (MCP)\n  ⎿  Example Domain\n     Monitoring\n     … +31 lines (ctrl+o to expand)\n', { server: 'browser', target: 'page_content', kind: 'completed', phrase: 'claude-code/transcript-result', from: null }],
    // Older builds: `server:tool`; a plugin server keeps its colons.
    ['⏺ plugin:helper:docs:resolve-id (MCP)(libraryName: "pandas")\n  ⎿  Available libraries:\n', { server: 'plugin:helper:docs', target: 'resolve-id', kind: 'completed', phrase: 'claude-code/transcript-result', from: null }],
    // The glyph lost in the paste (BrowserMCP/mcp#85): the header with its arguments is still a call.
    ['tabs:browser_click (MCP)(element: "Save", ref: "s1e15")\n  ⎿  Error: WebSocket response timeout after 30000ms\n', { server: 'tabs', target: 'browser_click', kind: 'failed', phrase: 'claude-code/transcript-error', error: 'WebSocket response timeout after 30000ms', from: 'server' }],
    ['notes - read_file (MCP)(relative_path: "src/a.ts")\n  ⎿  Ok\n', { server: 'notes', target: 'read_file', kind: 'completed', phrase: 'claude-code/transcript-result', from: null }],
    // microsoft/playwright-mcp#43: the early builds' sentence for a call that threw, under the older header with its
    // trailing ellipsis: no result, a failure.
    ['web:page_open (MCP)(url: "http://localhost:4173/")…\n  ⎿  Error calling tool page_open: undefined\n', { server: 'web', target: 'page_open', kind: 'failed', phrase: 'claude-code/transcript-error-calling-tool', error: 'undefined', from: null }],
  ])('%#', async (text, want) => {
    const r = await read(text);
    expect(r.input.format).toBe('claude-code-transcript');
    const s = said(r.events);
    expect(s[0]).toMatchObject({ kind: 'request-sent', method: 'tools/call', server: want.server, target: want.target });
    const { server, target, ...end } = want;
    expect(s[1]).toMatchObject({ ...end, method: 'tools/call', target, server });
    expect(s).toHaveLength(2);
  });

  it('reads a result line only under an MCP call: prose, Bash and slash commands are no requests', async () => {
    const r = await read(
      [
        '⏺ tracker - get_ticket (MCP)(key: "A-1")',
        '  ⎿  {"key":"A-1"}',
        '',
        '⏺ I will add the asterisk to the required fields.',
        '  ⎿  Interrupted by user',
        '',
        '> check the design as well',
        '',
        '⏺ Bash(npm run dev)',
        '  ⎿  Interrupted by user',
        '',
        // anthropics/claude-code#9127: a slash command's result. No tool call; its words are the reconnect's, whose
        // connect (an initialize) failed.
        '> /mcp',
        '  ⎿  Authentication successful, but server reconnection failed.',
      ].join('\n'),
    );
    expect(said(r.events).map((s) => [s.kind, s.method])).toEqual([['request-sent', 'tools/call'], ['completed', 'tools/call'], ['failed', 'initialize']]);
  });

  it.each([
    // impworks/bonsai#327: the paste is the result line alone, the SDK's refused POST after the session expired
    ['  ⎿  Error: Streamable HTTP error: Error POSTing to endpoint: {"error":{"code":-32001,"message":"Session not found"},"id":"","jsonrpc":"2.0"}', 'failed'],
    ['⎿  Error: MCP error -32001: Request timed out', 'failed'],
    ['  ⎿  Error: SSE error: TypeError: terminated: Body Timeout Error', 'failed'],
    // a result that is the server's text, or prose's error, or a result under something else: no call read
    ['  ⎿  Error: {"error":true,"message":"widgets.filter is not a function"}', null],
    ['  ⎿  Error: something broke', null],
  ])('a paste cut to its result line reads the MCP SDK\'s request error as a tool call\'s ending: %s', async (text, kind) => {
    const r = await read(`${text}\n`);
    const calls = said(r.events).filter((s) => s.method === 'tools/call');
    if (kind === null) expect(calls).toEqual([]);
    else expect(calls.map((s) => s.kind)).toEqual([kind]);
  });

  it('the SDK\'s request error under a slash command or a Bash step is not read as a tool call', async () => {
    const r = await read(['> /mcp', '  ⎿  Error: Streamable HTTP error: Error POSTing to endpoint: {"error":"x"}', '', '⏺ Bash(curl -s localhost)', '  ⎿  Error: fetch failed'].join('\n'));
    expect(said(r.events).filter((s) => s.method === 'tools/call')).toEqual([]);
  });

  it('two identical calls in a row are two calls', async () => {
    const call = '⏺ runner - run_test (MCP)(path: "a.py")\n  ⎿  Error: MCP error -32001: AbortError: This operation was aborted\n';
    const r = await read(`${call}\n${call}`);
    expect(said(r.events).filter((s) => s.kind === 'request-sent')).toHaveLength(2);
  });
});

describe('a header and its result joined onto one line', () => {
  // tjx666/vscode-mcp#3: the paste joined the rows with spaces (a space before the arguments, `⎿` mid-line).
  const JOINED = '● ide-bridge - Get Problems (MCP) (severities: ["error"], uris: []) ⎿ Error: ❌ Get Problems failed: Error: Failed to connect to IDE extension at \\.\\pipe\\ide-bridge-3f07: connect ENOENT \\.\\pipe\\ide-bridge-3f07\n';
  it('is read as the two rows: the call, then the server\'s error result', async () => {
    const r = await read(JOINED);
    expect(r.input.format).toBe('claude-code-transcript');
    expect(said(r.events)).toEqual([
      { kind: 'request-sent', phrase: 'claude-code/transcript-tool-call', server: 'ide-bridge', target: 'Get Problems', method: 'tools/call', error: undefined, from: null },
      expect.objectContaining({ kind: 'failed', phrase: 'claude-code/transcript-error', target: 'Get Problems', from: 'server' }),
    ]);
    const rep = await analyze([tempFile('joined.txt', JOINED)], { tz: 'UTC' });
    expect(rep.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
  });
  it('a `⎿` inside a line that is no call header is left as written', async () => {
    const r = await read('⏺ I will check the logs ⎿ then decide\n⏺ tracker - Retrieve ticket (MCP)(ticketKey: "OPS-1")\n  ⎿  Done\n');
    expect(said(r.events).map((x) => x.kind)).toEqual(['request-sent', 'completed']);
  });
});

describe('a result row whose `⎿` the copy lost', () => {
  // GLips/Figma-Context-MCP#201: the second call's result pasted one space in, its glyph gone.
  const LOST = '● design-mcp - get_design (MCP)(fileKey: "K1")\n Error: Error fetching file: Failed to make request to Design API: Fetch failed with status 400: Bad Request\n';
  it('is the call\'s ending when it opens with `Error: ` right under a closed header', async () => {
    const r = await read(LOST);
    expect(said(r.events)).toEqual([
      expect.objectContaining({ kind: 'request-sent', target: 'get_design' }),
      expect.objectContaining({ kind: 'failed', phrase: 'claude-code/transcript-error', target: 'get_design', from: 'server' }),
    ]);
    // The status is the design API's answer to the server, inside the server's error result: the server failed the call.
    const rep = await analyze([tempFile('lost.txt', LOST)], { tz: 'UTC' });
    expect(rep.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
  });
  it.each([
    // The header's parenthesis still open: the line is a wrapped argument.
    ['an open header', '● design-mcp - get_design (MCP)(note:\n Error: in the field\n'],
    // Under prose, no call.
    ['under prose', '● design-mcp - get_design (MCP)(fileKey: "K1")\n  ⎿  Done\n● I will look at it\n Error: not a result\n'],
  ])('is no ending with %s', async (_n, text) => {
    const r = await read(text);
    expect(said(r.events).filter((x) => x.kind === 'failed')).toEqual([]);
  });
  it('the SDK\'s timer in that row is still the host\'s words', async () => {
    const r = await read('● runner - run_test (MCP)(path: "a.py")\n Error: MCP error -32001: Request timed out\n');
    expect(said(r.events)[1]).toMatchObject({ kind: 'failed', error: 'MCP error -32001: Request timed out', from: null });
  });
});

describe('detection', () => {
  const mine = READERS.find((r) => r.name === 'claude-code-transcript')!;
  it.each([
    ['a call header', ['⏺ a - b (MCP)(x: 1)', '  ⎿  ok'], 0.9],
    // fosdickio/binary_ninja_mcp#16: only result lines, no header.
    ['result lines only', ['⎿  Error: MCP tool "t" response (137633 tokens) exceeds maximum allowed tokens (25000).', '⎿  Error: MCP tool "u" response (63914 tokens) exceeds maximum allowed tokens (25000).'], 0.6],
    ['a debug log', ['2026-01-01T00:00:00.000Z [DEBUG] MCP server "a": Calling MCP tool: b'], 0],
    ['a Bash call', ['⏺ Bash(ls)', 'total 0'], 0],
    // BrowserMCP/mcp#85: the headers without their glyph.
    ['glyph-less headers', ['tabs:browser_click (MCP)(element: "Save", ref: "s2e15")', '  ⎿  Error: No tab with given id 1.'], 0.9],
    // Prose that mentions MCP in parentheses is no header.
    ['prose', ['We use the Model Context Protocol (MCP) (see docs) - it works.'], 0],
    // anthropics/claude-code#22058: the experimental MCP CLI's Bash step, its glyph lost in the paste.
    ['an MCP CLI call', ['Bash(mcp-cli call long_export_job)', 'Error: Exit code 1'], 0.9],
    ['an MCP CLI call with its glyph', ['⏺ Bash(mcp-cli call exporter/long_export_job \'{"q":1}\')'], 0.9],
    // anthropics/claude-code#47724: Claude Code's notices about servers that dropped, in the reporter's quotes.
    ['the disconnect notices', ['"The following MCP servers have disconnected: build-helper"', '"The following deferred tools are no longer available (their MCP server disconnected)"'], 0.6],
    ['a Bash call that is not the MCP CLI', ['⏺ Bash(mcp-cli-lint call x)'], 0],
  ])('%s', (_n, head, score) => {
    expect(mine.sniff(head)).toBe(score);
  });

  it('the debug log reader does not claim a transcript', () => {
    const cc = READERS.find((r) => r.name === 'claude-code')!;
    expect(cc.sniff(ATLASSIAN.split('\n').filter((l) => l.trim() !== ''))).toBeLessThan(0.4);
  });
});

describe('verdicts', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['a tool error result (atlassian/atlassian-mcp-server#32)', ATLASSIAN, { outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    ['Esc', '⏺ browser - navigate (MCP)(url: "https://example.test")\n  ⎿  Interrupted by user\n', { outcome: 'cancelled', cause: 'user-cancel' }],
    ['the SDK timer', '⏺ runner - run_test (MCP)(p: 1)\n  ⎿  Error: MCP error -32001: Request timed out\n', { outcome: 'cancelled', cause: 'client-timeout' }],
    ['the connection closed', '⏺ runner - run_test (MCP)(p: 1)\n  ⎿  Error: MCP error -32000: Connection closed\n', { outcome: 'lost', cause: 'connection-closed' }],
    // anthropics/claude-code#93143: Bun's deadline on the HTTP exchange, Claude Code's own words, not the server's
    // error result; the host stopped waiting and nothing cancels.
    ['the runtime\'s deadline', '⏺ desk - ask_human (MCP)(q: "ok?")\n  ⎿  Error: The operation timed out.\n', { outcome: 'abandoned', cause: 'client-timeout', serverState: 'unknown' }],
    // … while a server's own timeout in its error result stays the server's failure.
    ['a server\'s own timeout', '⏺ desk - ask_human (MCP)(q: "ok?")\n  ⎿  Error: Upstream API timed out after 30s\n', { outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    // oraios/serena#306: under a subagent's Task line the result comes first and the call header, indented
    // and glyph-less, after it; the header still names the call, which is still waiting in the paste.
    ['a nested glyph-less call', 'Task(Fix type errors)\n  ⎿  Error: MCP error -32001: Request timed out\n     notes - read_file (MCP)(relative_path: "src/a.ts", start_line: 1, end_line: "5")\n', { target: 'read_file' }],
    // anthropics/claude-code#41704: a paste taken while the call hung shows its placeholder, no result: still waiting.
    ['a call still running', '⏺ desk - search_notes (MCP)(q: "x")\n  ⎿  Running…\n', { target: 'search_notes', outcome: 'pending', cause: 'unknown', serverState: 'unknown' }],
    // anthropics/claude-code#22058: the MCP CLI's call cut by Claude Code's endpoint server at its 30 s socket timeout.
    // The shell's exit line is no failure of its own; the CLI's error under it is the call's.
    // microsoft/playwright-mcp#43: the early builds' 'Error calling tool <tool>: undefined': failed, and the message
    // says nothing of who raised it.
    ['an early build\'s unrendered error', 'web:page_open (MCP)(url: "http://localhost:4173/")…\n  ⎿  Error calling tool page_open: undefined\n',
      { target: 'page_open', outcome: 'failed', cause: 'unknown', serverState: 'unknown' }],
    ['an MCP CLI call, pasted bare', 'Bash(mcp-cli call long_export_job)\n\nError: Exit code 1\nError calling tool: Error: Network error: socket hang up\n',
      { target: 'long_export_job', outcome: 'lost', cause: 'stream-closed', serverState: 'unknown' }],
    ['an MCP CLI call under its glyph', '⏺ Bash(mcp-cli call exporter/long_export_job \'{"q":1}\')\n  ⎿  Error: Exit code 1\n     Error calling tool: Error: Network error: socket hang up\n',
      { target: 'long_export_job', outcome: 'lost', cause: 'stream-closed' }],
  ];
  it.each(cases)('%s', async (_n, text, want) => {
    const r = await analyze([tempFile('transcript.txt', text)], { tz: 'UTC' });
    const calls = r.requests.filter((q) => q.method === 'tools/call');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[calls.length - 1]).toMatchObject({ basis: 'host-log', id: null, ...want });
  });
});

describe('Claude Code\'s notices about dropped servers (anthropics/claude-code#47724)', () => {
  it('are Claude Code\'s words about the connection, and no request', async () => {
    const text = '"The following MCP servers have disconnected: build-helper"\n  "The following deferred tools are no longer available (their MCP server disconnected)"\n';
    const r = await read(text);
    expect(said(r.events)).toMatchObject([{ kind: 'connection-closed', phrase: 'claude-code/servers-disconnected', server: 'build-helper' }]);
    const report = await analyze([tempFile('notices.txt', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'claude-code-transcript', host: 'claude-code' });
    expect(report.requests).toEqual([]);
  });
});

describe('a slash command\'s outcome joined onto its line (anthropics/claude-code#65198)', () => {
  const text = '/mcp' + ' '.repeat(120) + '⎿  Tried reconnecting to claude.ai Rosterly, but the connection failed: -32429 at https://mcp.rosterly.example/claude/mcp\n';
  it('is Claude Code\'s transcript, its outcome a line of its own', async () => {
    const mine = READERS.find((r) => r.name === 'claude-code-transcript')!;
    expect(mine.sniff(text.split('\n'))).toBeGreaterThanOrEqual(0.8);
    const r = await read(text);
    expect(said(r.events)).toMatchObject([{ kind: 'failed', phrase: 'claude-code/reconnect-tried-failed', server: 'claude.ai Rosterly', method: 'initialize' }]);
  });
  it('the endpoint\'s error code failed the reconnect\'s handshake on the server\'s side', async () => {
    const report = await analyze([tempFile('reconnect.txt', text)], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });
  it('a `⎿` result in other words, joined onto prose, is not split', () => {
    const mine = READERS.find((r) => r.name === 'claude-code-transcript')!;
    expect(mine.sniff(['I ran it and got ⎿  something odd'])).toBe(0);
  });
});

describe('a call to a server Claude Code holds no connection to (anthropics/claude-code#94273)', () => {
  it('"MCP server \\"x\\" is not connected": the call had nothing to go out on, lost with the connection', async () => {
    const text = '⏺ ledger - get_invoice (MCP)(id: "42")\n  ⎿  Error: MCP server "ledger" is not connected\n';
    const report = await analyze([tempFile('not-connected.txt', text)], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.method, q.target, q.outcome, q.cause])).toEqual([['tools/call', 'get_invoice', 'lost', 'connection-closed']]);
  });
});

// The grammar's margin rule: text at the margin that starts no row continues the record above it (a header's wrapped
// arguments pasted without their indentation) unless a blank line came first (Claude Code parts its rows with one, so
// the text is a row of its own whose glyph the copy lost). The blank line must reach the grammar through each way a
// reporter wraps a paste: a fence, a quote, a double-spaced copy (where only the log's own blank lines are kept).
describe('margin text and the blank line before it', () => {
  const WRAPPED = '⏺ wiki - search_pages (MCP)(query: "rate limits",\nspace: "ENG")\n  ⎿  Error: MCP error -32001: Request timed out\n';
  // A Bash step whose `⏺` the copy lost, after the MCP call, a blank line between: its `⎿` is the shell's, not the call's.
  const PARTED = '⏺ wiki - search_pages (MCP)(query: "rate limits")\n\nBash(npm run check)\n  ⎿  Error: Exit code 1\n';
  const fence = (t: string) => `The session went like this:\n\n\`\`\`\n${t}\`\`\`\n`;
  const quote = (t: string) => t.split('\n').map((l) => (l === '' ? '>' : `> ${l}`)).join('\n').replace(/>$/, '');
  const spaced = (t: string) => t.split('\n').join('\n\n');
  const wraps: [string, (t: string) => string][] = [['as written', (t) => t], ['in a fence', fence], ['quoted', quote], ['double-spaced', spaced]];
  it.each(wraps)('a margin line right under a header continues it (%s)', async (_n, wrap) => {
    const r = await analyze([tempFile('transcript.txt', wrap(WRAPPED))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'claude-code-transcript' });
    expect(r.requests).toMatchObject([{ method: 'tools/call', target: 'search_pages', outcome: 'cancelled', cause: 'client-timeout' }]);
  });
  it.each(wraps)('a margin line after a blank line is a row of its own, and the result under it is not the call\'s (%s)', async (_n, wrap) => {
    const r = await analyze([tempFile('transcript.txt', wrap(PARTED))], { tz: 'UTC', all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'claude-code-transcript' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'tools/call', target: 'search_pages' });
    expect(r.requests[0]!.outcome).not.toBe('failed');
  });
});
