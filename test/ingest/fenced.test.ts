import { describe, expect, it } from 'vitest';
import { commandBlock, FenceFilter, fencing, SectionFilter, sections } from '../../src/ingest/fenced.js';
import { InputError } from '../../src/ingest/index.js';
import { readAll, tempFile } from './helpers.js';

// A bug report's template around Cursor's MCP output channel, the lines copied without their clock
// (mobile-next/mobile-mcp#75's shape; names and words of the prose are ours).
const CURSOR_ISSUE = [
  '**Describe the bug**',
  'Listing the notes in Cursor stops the conversation.',
  '',
  '**To Reproduce**',
  '1. Ask for the notes of today',
  '2. The chat says `Something went wrong`',
  '3. Open `Output` > `MCP Logs`',
  '```',
  "[info] notes: Handling CallTool action for tool 'list_notes'",
  "[info] notes: Calling tool 'list_notes'",
  '',
  "[info] notes: Successfully called tool 'list_notes'",
  '```',
  '',
  '**Expected behavior**',
  'The notes are listed. Request timed out is what I would expect if it hung.',
  '',
].join('\n');

// The SDK's timer error fenced alone, then the output of a later step in a block of its own, no log
// (microsoft/playwright-mcp#1635's shape).
const TWO_BLOCKS = ['```text', 'MCP error -32001: Request timed out', '```', '', '```text', 'Page URL: https://example.net/', 'Page Title: Start', '```', ''].join('\n');

describe('fencing', () => {
  it.each([
    ['prose around one block', ['a b', '```', 'x', 'y', '```', 'c'], [[0, ['x', 'y']]], true],
    ['two blocks, nothing around them', ['```log', 'x', '```', '~~~', 'y', '~~~'], [[0, ['x']], [1, ['y']]], true],
    ['one block is the whole text', ['```', 'x', '```'], [[0, ['x']]], false],
    ['one block folded in <details>', ['<details>', '<summary>Logs</summary>', '```', 'x', '```', '</details>'], [[0, ['x']]], false],
    ['an empty block keeps its number', ['t', '```', '```', '```', 'z'], [[1, ['z']]], true],
    ['quoted fences', ['> said', '> ```', '> x', '> ```'], [[0, ['> x']]], true],
    ['coloured fences', ['\x1b[2msaid\x1b[0m', '\x1b[2m```\x1b[0m', '\x1b[2mx\x1b[0m', '\x1b[2m```\x1b[0m'], [[0, ['\x1b[2mx\x1b[0m']]], true],
    ['no fence', ['x', 'y'], [], false],
  ])('%s', (_, head, want, prose) => {
    const f = fencing(head, head.map(() => 0))!;
    expect(f.blocks.map((b) => [b.index, b.lines])).toEqual(want);
    expect(f.prose).toBe(prose);
  });

  it('sets an outer fence around the whole report aside when asked', () => {
    const head = ['```', 'Steps:', '```', 'x', '```', 'Expected: y', '```'];
    expect(fencing(head, head.map(() => 0))!.blocks.map((b) => b.lines)).toEqual([['Steps:'], ['Expected: y']]);
    expect(fencing(head, head.map(() => 0), true)!.blocks.map((b) => b.lines)).toEqual([['x']]);
    expect(fencing(['prose', '```', 'x', '```'], [0, 0, 0, 0], true)).toBeNull();
  });

  // anthropics/claude-code#34744: the output the reporter wishes for, fenced under Expected behavior
  it.each([
    ['a Markdown heading', ['## Problem', '```', 'x', '```', '## Expected behavior', 'For example:', '```', 'y', '```'], [false, true]],
    ["Claude Code's template", ['### What Should Happen?', '```', 'y', '```', '### Error Messages/Logs', '```shell', 'x', '```'], [true, false]],
    ['a bold head, then a bold head of another section', ['**Expected behavior**', '```', 'y', '```', '**Logs**', '```', 'x', '```'], [true, false]],
    ['a label line', ['Expected output:', '```', 'y', '```'], [true]],
    ['no such section', ['## Problem', '```', 'x', '```', 'The expected behavior is a result.', '```', 'y', '```'], [false, false]],
  ])('marks the blocks under a section of what should have happened: %s', (_, head, want) => {
    expect(fencing(head, head.map(() => 0))!.blocks.map((b) => b.expected === true)).toEqual(want);
  });

  it('FenceFilter keeps the chosen blocks only, counting blocks as the head does', () => {
    const lines = ['prose', '```', 'a', '```', 'more', '```', 'b', '```', 'end'];
    const f = new FenceFilter(new Set([1]), undefined, false);
    expect(lines.map((l) => f.take(l))).toEqual(['out', 'fence', 'out', 'fence', 'out', 'fence', 'in', 'fence', 'out']);
    const all = new FenceFilter('all', undefined, false);
    expect(lines.map((l) => all.take(l))).toEqual(['out', 'fence', 'in', 'fence', 'out', 'fence', 'in', 'fence', 'out']);
    const outer = new FenceFilter('all', undefined, true);
    expect(['```', ...lines, '```'].map((l) => outer.take(l))).toEqual(['fence', 'out', 'fence', 'in', 'fence', 'out', 'fence', 'in', 'fence', 'out', 'fence']);
  });
});

describe('openInput: a log fenced inside the reporter\'s Markdown', () => {
  it('reads the fenced host lines and no prose line', async () => {
    const { input, events, summary } = await readAll(tempFile('issue.md', CURSOR_ISSUE), { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe('cursor');
    // Only the fenced lines (9, 10, 12) are events: the prose, even the sentence quoting 'Request timed out', is not.
    expect(events.map((e) => e.source.line)).toEqual([9, 10, 12]);
    const a = summary.lineAccounting;
    expect(a.event + a.part + a.blank + a.problem).toBe(summary.lines);
    expect(summary.detection.pasted).toBe(true);
  });

  it.each([
    ['fenced once more', (t: string) => '```\n' + t + '```\n'],
    ['folded in <details> and fenced', (t: string) => '<details>\n<summary>Logs</summary>\n\n```\n' + t + '```\n\n</details>\n'],
    ['coloured', (t: string) => t.split('\n').map((l) => (l === '' ? l : `\x1b[2m${l}\x1b[0m`)).join('\n')],
  ])('reads the fenced host lines of the report %s', async (_, edit) => {
    const { input, summary } = await readAll(tempFile('issue-edited.md', edit(CURSOR_ISSUE)), { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(summary.host).toBe('cursor');
    expect(summary.events).toBe(3);
  });

  it('reads the one block a reader claims when the blocks together are claimed by none', async () => {
    const { input, events } = await readAll(tempFile('output.md', TWO_BLOCKS), { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.map((e) => e.source.line)).toEqual([2]);
  });

  it.each([
    ['a config block and a shell block', ['## Setup', 'Install it:', '```sh', 'npm install notes-cli', '```', 'Then configure:', '```toml', '[notes]', 'dir = "~/notes"', '```', ''].join('\n')],
    ['a fenced stack trace of no MCP program', ['It crashes:', '```', 'TypeError: x is undefined', '    at run (/app/main.js:3:9)', '```', 'Any idea?', ''].join('\n')],
  ])('still refuses Markdown whose blocks no reader claims: %s', async (_, text) => {
    await expect(readAll(tempFile('readme.md', text), { tz: 'UTC' })).rejects.toBeInstanceOf(InputError);
  });

  it("reads the fenced block when the whole is claimed, but less surely: an issue's heading and words around the fence", async () => {
    const text = [
      '### What happened',
      '',
      'Here is the log from this morning:',
      '',
      '```',
      '2026-04-03T08:20:33.103Z [notes] [info] Initializing server... { metadata: undefined }',
      '2026-04-03T08:20:33.106Z [notes] [info] Server started and connected successfully { metadata: undefined }',
      '2026-04-03T08:20:33.111Z [notes] [info] Server transport closed { metadata: undefined }',
      '```',
      '',
      'Any idea what is going on?',
      '',
    ].join('\n');
    const { input, events, summary } = await readAll(tempFile('issue.md', text), { tz: 'UTC' });
    expect(input.format).toBe('claude-desktop');
    expect(events.map((e) => e.source.line)).toEqual([6, 7, 8]);
    expect(summary.detection.pasted).toBe(true);
  });

  it("reads the fenced block claimed as surely as the whole by the same reader, when all outside the fence is a heading or a sentence", async () => {
    // Codex's startup failure in an issue's template: claimed whole and alone alike, but read whole the sentences were
    // the log's first lines and the handshake was not found.
    const text = ['### What happened', '', 'Here is the log from this morning:', '', '```', '  ⚠ MCP client for `review-map` failed to start:', '  MCP startup failed: handshaking with MCP server failed:', '  connection closed: initialize response', '```', '', 'Any idea what is going on?', ''].join('\n');
    const { input, events } = await readAll(tempFile('issue.md', text), { tz: 'UTC' });
    expect(input.format).toBe('codex');
    expect(events.map((e) => e.source.line)).not.toContain(3);
    expect(fencing(text.split('\n').filter((l) => l !== ''), text.split('\n').filter((l) => l !== '').map(() => 0))!.outsideWords).toBe(true);
    // A line outside the fence that is no sentence (a host's line left out of the block) keeps the old rule.
    const head = ['2026-03-02 10:00:01.123 [info] Starting server notes', '```', 'x', '```', 'Any idea what is going on?'];
    expect(fencing(head, head.map(() => 0))!.outsideWords).toBe(false);
  });

  it('leaves out the block of output the reporter wishes for under Expected behavior, the real line read alone', async () => {
    // anthropics/claude-code#34744's shape: the same host sentence in both blocks, claimed whole by Claude Code's reader.
    const text = [
      '## Problem',
      '',
      'When a server does not come back, `/mcp` only says:',
      '',
      '```',
      'Failed to reconnect to <server-name>.',
      '```',
      '',
      '## Expected behavior',
      '',
      '- the command that ran',
      '- its exit code',
      '',
      'For example:',
      '```',
      'Failed to reconnect to notes.',
      '  Command: node ./build/index.js',
      '  Exit code: 1',
      '```',
      '',
    ].join('\n');
    const { input, events } = await readAll(tempFile('issue.md', text), { tz: 'UTC' });
    expect(input.format).toBe('claude-code');
    expect(events.map((e) => e.source.line)).toEqual([6]);
  });

  // formulahendry/mcp-server-code-runner#17's shape: the command that was run in one fence, the server's answer in the next
  it('leaves out a block holding only the command the reporter ran: not a line on the stream', async () => {
    const text = ['Cannot connect:', '', '```', 'npx -y @modelcontextprotocol/inspector', '```', 'connect to `http://localhost:3000/mcp`', '', '```json',
      '{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request: Server already initialized"},"id":null}', '```', ''].join('\n');
    const { input, events } = await readAll(tempFile('connect.md', text), { tz: 'UTC' });
    expect(input.format).toBe('ndjson');
    expect(events.map((e) => [e.source.line, e.kind])).toEqual([[9, 'message']]);
  });

  it.each([
    ['a launcher with its arguments', ['npx -y @modelcontextprotocol/inspector'], true],
    ['behind a shell prompt', ['$ uvx mcp-server-time --local-timezone UTC'], true],
    ['PowerShell\'s prompt', ['PS C:\\work> docker run -i --rm mcp/fetch'], true],
    ['continued over lines', ['docker run -i --rm \\', '  -e TOKEN=x \\', '  mcp/github'], true],
    ['a curl command: its body is the message it sends', ['curl -X POST http://localhost:3000/mcp'], false],
    ['a pipe carrying a JSON message', ['echo \'{"jsonrpc":"2.0","id":1,"method":"tools/list"}\' | python server.py'], false],
    ['a launcher then its output', ['npx -y some-server', 'Server running on stdio'], false],
    ['a word alone', ['npx'], false],
    ["npm's own error output, not a command", ['npm error enoent Invalid response body while trying to fetch https://registry.npmjs.org/x', 'npm error enoent This is related to npm not being able to find a file.'], false],
    ["… its older form", ['npm ERR! code E404'], false],
  ] as const)('commandBlock: %s', (_name, lines, want) => {
    expect(commandBlock({ index: 0, lines: [...lines], blanks: lines.map(() => 0) })).toBe(want);
    // … the same in a terminal's colour codes, which the block keeps as pasted
    expect(commandBlock({ index: 0, lines: lines.map((l) => `\x1b[2m${l}\x1b[0m`), blanks: lines.map(() => 0) }, 'escaped')).toBe(want);
  });

  it('leaves a text with no words outside its one fence claimed whole as it was', async () => {
    const text = ['```', '2026-03-02 10:00:01.123 [info] Starting server notes', '2026-03-02 10:00:01.130 [info] Connection state: Running', '```', ''].join('\n');
    const { input, events } = await readAll(tempFile('channel.md', text), { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(events.length).toBe(2);
  });
});

describe('a report with no fence parted by Markdown headings (majidmanzarpour/vibe-blocks-mcp#4)', () => {
  const server = [
    '# Output from starting the server itself',
    'INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)',
    '2025-05-09 22:37:27,627 - BrickTools - INFO - Mounted SSE MCP transport server at /',
    'INFO:     Application startup complete.',
    '',
    '---',
    '',
  ];
  const channel = [
    '# VSCode MCP Server Logs',
    '2025-05-09 22:37:59.259 [info] Starting server brick-tools',
    '2025-05-09 22:37:59.259 [info] Connection state: Starting',
    '2025-05-09 22:37:59.294 [info] Connection state: Running',
    '2025-05-09 22:37:59.330 [info] Connection state: Error Error sending message to http://localhost:8000/sse: TypeError: fetch failed',
  ];

  it('sections: the runs between headings and rules; one heading alone parts nothing', () => {
    const head = [...server, ...channel].filter((l) => l !== '');
    expect(sections(head, head.map(() => 0))?.map((b) => b.lines.length)).toEqual([3, 4]);
    const one = ['# a comment the log printed', 'line one', 'line two'];
    expect(sections(one, [0, 0, 0])).toBeNull();
    // Fenced blocks inside are another shape (read as fenced blocks); a fence around the whole report is its markup.
    expect(sections(['# a', '```', 'x', '```', '# b', '```', 'y', '```'], [0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(sections(['```', '# a', 'x', '---', '# b', 'y', '```'], [0, 0, 0, 0, 0, 0, 0])?.map((b) => b.lines)).toEqual([['x'], ['y']]);
    // Quoted whole: the marks are judged without the quote.
    expect(sections(['> # a', '> x', '> ---', '> # b', '> y'], [0, 0, 0, 0, 0])?.map((b) => b.lines)).toEqual([['> x'], ['> y']]);
    // Shell comments without a Markdown rule: a terminal transcript's, not sections.
    expect(sections(['# start the server', './server --stdio', '# call a tool', 'echo {} | ./server'], [0, 0, 0, 0])).toBeNull();
  });

  it('the filter takes the chosen section\'s lines; headings and rules are markup', () => {
    const f = new SectionFilter(1, undefined);
    expect([...server, ...channel].map((l) => f.take(l))).toEqual(['fence', 'out', 'out', 'out', 'out', 'fence', 'out', 'fence', 'in', 'in', 'in', 'in']);
  });

  it('the host\'s section, claimed more surely alone than the whole, is the log read', async () => {
    const p = tempFile('sections.md', [...server, ...channel].join('\n') + '\n');
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('vscode');
    expect(events.length).toBe(4);
  });
});
