/**
 * The reporter's sentences around an unfenced log (prose-edges.ts): which lines read as a person's words, which
 * paragraphs are set aside, and what the pipeline makes of a log with them around it.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { isProseLine, isReporterSentence, leadInIntroduces, ProseFilter, proseEdges } from '../../src/ingest/prose-edges.js';
import { tempFile } from './helpers.js';

describe('a line a person wrote about the log', () => {
  it.each([
    'Here is what the log shows when it happens:',
    'log:',
    'Any idea what is going on?',
    'Seeing this on two separate MCP servers in 5ire',
    'I am getting like this and i have choose the agent also in copilot but cannot chat with the server',
    'Tool calls fail with this error:',
    'Bende de aynı hata çıkıyor. Sunucuyu yerel olarak ekledim.',
  ])('%j is prose', (l) => {
    expect(isProseLine(l)).toBe(true);
  });

  it.each([
    // the log's own lines: a clock, a level, a tag, JSON, an error's name, a stack frame, key=value, a path, a URL
    '2025-05-20 16:29:53.872 [info] Discovered 14 tools',
    '[info] Connection state: Running',
    'ERROR Failed to connect to server',
    'Error: MCP error -32000: Connection closed',
    'McpError: MCP error -32001: Request timed out',
    'MCP error -32001: Request timed out',
    '    at Timeout._onTimeout (file.js:1:2)',
    'Caused by: java.util.concurrent.TimeoutException: Did not observe any item',
    'level=error msg="connection closed" server=notes',
    '{"jsonrpc":"2.0","id":1,"result":{}}',
    'Using command from /usr/local/bin/node with args',
    'Connecting to https://example.test/mcp now.',
    'Traceback (most recent call last):',
    // a program's short heading naming a failure, its sentence on the next line (Cursor: lennix1337/Genexus18MCP#44)
    'Client error:',
    // a .NET console record's three-letter level (modelcontextprotocol/csharp-sdk#290)
    "INF ModelContextProtocol.Server.McpServer Client (claude-ai 0.1.0) method 'tools/list' request handler completed.",
    // a chain of causes: a part after a colon opens as a record does
    'Streamable HTTP error: Error POSTing to endpoint: event: message',
    // an error in plain words, or a sentence that says something failed: dropping the error would be worse
    'failure in mcp tool execution: server process has ended',
    'Failed to start the notes server:',
    'The connection closed again after a minute.',
    // a missing connection, said as a sentence (Roo Code's hub guard: mem0ai/mem0#2700)
    "No connection found for server: notes-memory. Please make sure to use MCP servers available under 'Connected MCP Servers'.",
    'The server is not connected right now.',
    // too few words to be a sentence (a host's status word), or no letter first
    'Server disconnected.',
    '...',
    '> quoted',
  ])('%j is not', (l) => {
    expect(isProseLine(l)).toBe(false);
  });
});

// Whether a line is the reporter's sentence and no host's line before the next (HostSaid.opens: Kuadrant/mcp-gateway#281).
describe("a sentence of the reporter's, no host line", () => {
  it.each([
    // every line isProseLine takes
    ['Here is what the log shows when it happens:', true],
    ['Tool calls fail with this error:', true],
    // the first person with failure words, which isProseLine leaves to the log
    ['However, invoking the tool fails sometimes.  For example, I tried to invoke the `lookup` tool for the advisory "A-1", and got the error', true],
    ["When I call the tool it times out after a minute", true],
    ['Then we restarted the gateway and the error went away.', true],
    // a host's line: in plain words, with a mark of a record, or an error's sentence
    ['The connection closed again after a minute.', false],
    ['Server disconnected.', false],
    ['ERROR I tried to reconnect to the server and failed', false],
    ['2025-05-20 16:29:53.872 [info] I will retry the connection now', false],
    ['Error: MCP error -32000: Connection closed', false],
    ['Streamable HTTP error: Error POSTing to endpoint (HTTP 503): upstream connect error', false],
    ['I/O error on the transport', false],
    // the first person, too few words for a sentence
    ['I failed here.', false],
  ])('%j: %s', (l, yes) => {
    expect(isReporterSentence(l)).toBe(yes);
  });
});

describe("the reporter's paragraphs around the log", () => {
  const log = ['2025-05-20 16:29:32.233 [info] Connection state: Starting', '2025-05-20 16:29:53.872 [info] Discovered 14 tools'];
  it('a lead-in and a closing remark, each a paragraph of its own', () => {
    const head = ['Here is what the log shows:', ...log, 'Any idea what is going on?'];
    expect(proseEdges(head, [0, 1, 0, 1], true)).toEqual({ leadIn: 1, leadOut: 1 });
  });
  it('the closing paragraph only when the head is the whole capture', () => {
    const head = [...log, 'Any idea what is going on?'];
    expect(proseEdges(head, [0, 0, 1], true)).toEqual({ leadIn: 0, leadOut: 1 });
    expect(proseEdges(head, [0, 0, 1], false)).toBeNull();
  });
  it.each([
    ['no blank line between the words and the log', ['Here is what the log shows:', ...log], [0, 0, 0]],
    ['only prose', ['Here is what the log shows:', 'Any idea what is going on?'], [0, 1]],
    ['a paragraph of more than three lines', ['One line of words here.', 'Two lines of words here.', 'Three lines of words here.', 'Four lines of words here.', ...log], [0, 0, 0, 0, 1, 0]],
    ['a paragraph with one line of the log in it', ['Here is what the log shows:', log[0]!, ...log], [0, 0, 1, 0]],
    // .NET's console logger: the message six spaces in under its head; a copy double-spaced every line, so the last
    // record's message is a paragraph of its own (modelcontextprotocol/csharp-sdk#344).
    ['a last paragraph indented as a code block is', ['info: ModelContextProtocol.Server.McpServer[1867955179]', "      Server (Demo 1.0.0.0), Client (cursor-vscode 1.0.0) method 'tools/list' request handler completed."], [0, 1]],
    ['a first paragraph indented by a tab', ['\tHere is what the log shows:', ...log], [0, 1, 0]],
  ])('none: %s', (_n, head, blanks) => {
    expect(proseEdges(head, blanks, true)).toBeNull();
  });
  // A lead-in typed right over the block the reporter indented (no blank line between, which CommonMark 4.4 would want):
  // the words are a paragraph of their own; without the colon, or over lines not indented as code, they are not.
  it('a lead-in ending in a colon right above an indented block is a paragraph of its own', () => {
    const block = log.map((l) => `    ${l}`);
    expect(proseEdges(['Here is what the log shows:', ...block], [0, 0, 0], true)).toEqual({ leadIn: 1, leadOut: 0 });
    expect(proseEdges(['> Here is what the log shows:', ...block.map((l) => `> ${l}`)], [0, 0, 0], true)).toEqual({ leadIn: 1, leadOut: 0 });
  });
  it.each([
    ['no colon', ['Here is what the log shows.', ...log.map((l) => `    ${l}`)]],
    ['lines under it not indented as code', ['Here is what the log shows:', ...log.map((l) => `  ${l}`)]],
    // A record whose own lines go on indented under it ends in a colon too; it is no prose, so nothing is set aside.
    ['a record over its indented lines', ['2025-05-20 16:29:32.233 [error] Request failed with:', '    at Client.request (client.js:10:5)']],
  ])('none: %s', (_n, head) => {
    expect(proseEdges(head, head.map(() => 0), true)).toBeNull();
  });
  it('a lead-in ending in a colon right above a bulleted list of spans is a paragraph of its own', () => {
    expect(proseEdges(['Here is what the log shows:', ...log.map((l) => `- \`${l}\``)], [0, 0, 0], true)).toEqual({ leadIn: 1, leadOut: 0 });
  });
  it('Claude Desktop\'s lines listed right under the lead-in, each in its span, are read as Claude Desktop\'s', async () => {
    const r = await analyze([tempFile('notes.txt', [
      'These are the lines around the failure:',
      '- `2026-04-03T08:20:33.103Z [notes] [info] Initializing server... { metadata: undefined }`',
      '- `2026-04-03T08:20:33.111Z [notes] [info] Server transport closed { metadata: undefined }`',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'claude-desktop', host: 'claude-desktop' });
    expect(r.inputs[0]).toMatchObject({ lineAccounting: { event: 2 } });
  });
  it('Claude Desktop\'s lines indented right under the lead-in are read as Claude Desktop\'s', async () => {
    const r = await analyze([tempFile('notes.txt', [
      'When Claude Desktop starts I get this in the log:',
      '    2026-04-03T08:20:33.103Z [notes] [info] Initializing server... { metadata: undefined }',
      '    2026-04-03T08:20:33.111Z [notes] [info] Server transport closed { metadata: undefined }',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'claude-desktop', host: 'claude-desktop' });
    expect(r.inputs[0]).toMatchObject({ lineAccounting: { event: 2 } });
  });
  it('three spaces before a sentence are no code block: still the reporter\'s words', () => {
    expect(proseEdges([...log, '   Any idea what is going on?'], [0, 0, 1], true)).toEqual({ leadIn: 0, leadOut: 1 });
  });
  it('strict: a line that does not end as a sentence does is not taken (a host\'s own words without a stamp: ToolHive)', () => {
    const head = ['Detected initialize method call for clock-check', ...log];
    expect(proseEdges(head, [0, 1, 0], true)).toEqual({ leadIn: 1, leadOut: 0 });
    expect(proseEdges(head, [0, 1, 0], true, true)).toBeNull();
    expect(proseEdges(['Here is what the log shows:', ...log], [0, 1, 0], true, true)).toEqual({ leadIn: 1, leadOut: 0 });
  });
  it("a quoted paste: a line of `>` alone parts the paragraphs as a blank line does", () => {
    const head = ['> Here is what the log shows:', '>', ...log.map((l) => `> ${l}`), '>', '> Any idea what is going on?'];
    expect(proseEdges(head, [0, 0, 0, 0, 0, 0], true)).toEqual({ leadIn: 1, leadOut: 1 });
  });
  it('a fold and its fence are walked past: the words inside them are the edges, the markup goes with them', () => {
    const head = ['<details>', '<summary>Logs</summary>', '```', 'Here is what the log shows:', ...log, 'Any idea what is going on?', '```', '</details>'];
    expect(proseEdges(head, [0, 0, 1, 0, 1, 0, 1, 0, 1], true)).toEqual({ leadIn: 4, leadOut: 3 });
  });
  it("a remark after an arrow on the words' last line is the reporter's too (strict reads the sentence before it)", () => {
    const head = [...log, 'The server never answers the call.   <-- here it hangs'];
    expect(proseEdges(head, [0, 0, 1], true, true)).toEqual({ leadIn: 0, leadOut: 1 });
  });
  it('the filter skips the first and last non-blank lines as the head counted them', () => {
    const f = new ProseFilter({ leadIn: 1, leadOut: 1 }, 4, (raw) => raw.trim() !== '');
    expect(['Lead in words here:', '', 'a', 'b', '', 'Closing words here?'].map((l) => f.take(l))).toEqual([true, false, false, false, false, true]);
  });
});

describe('a log pasted between sentences, with no fence', () => {
  it("Claude Desktop's lines under a lead-in and over a question are read as Claude Desktop's", async () => {
    const r = await analyze([tempFile('notes.txt', [
      'When Claude Desktop starts I get this in the log:',
      '',
      '2026-04-03T08:20:33.103Z [notes] [info] Initializing server... { metadata: undefined }',
      '2026-04-03T08:20:33.106Z [notes] [info] Server started and connected successfully { metadata: undefined }',
      '2026-04-03T08:20:33.111Z [notes] [info] Server transport closed { metadata: undefined }',
      '2026-04-03T08:20:33.111Z [notes] [error] Server disconnected. For troubleshooting guidance, please visit our [debugging documentation](https://modelcontextprotocol.io/docs/tools/debugging) { metadata: { context: \'connection\', stack: undefined } }',
      '',
      'Any idea what could cause this?',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'claude-desktop', host: 'claude-desktop', detection: { pasted: true } });
    expect(r.inputs[0]).toMatchObject({ lineAccounting: { event: 4, blank: 4 } });
  });

  it("a stdio tee under a lead-in: the sentence is not the server's stdout", async () => {
    const r = await analyze([tempFile('tee.txt', [
      'This is what the pipe carried before the client gave up:',
      '',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"q":"x"}}}',
      '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}',
      '',
    ].join('\n'))], { all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'ndjson' });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([['tools/call', 'completed']]);
    expect(r.findings.map((f) => f.rule)).not.toContain('stdout-not-json');
  });

  it('claimed as surely with the lead-in by the same reader: the lead-in is still set aside, not read as a line of the log', async () => {
    // A Codex paste with the reporter's question above it (the lead-in's words are the reporter's, the rest Codex's).
    const r = await analyze([tempFile('codex.txt', [
      'Hooked this up to codex and the server seems to hang at boot for several minutes, is that normal?',
      '',
      '`Booting MCP server: notesvault`. It then failed with ',
      '',
      '`MCP client for `notesvault` failed to start: MCP startup failed: handshaking with MCP server failed:',
      '  connection closed: initialize response`',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'codex', detection: { pasted: true }, lineAccounting: { event: 2, blank: 3 } });
  });

  it("claimed by no reader with the words: the words set aside when each ends as a sentence does, and the rest read (a lone SDK error between two remarks: saidsurucu/mevzuat-mcp#1's layout)", async () => {
    const text = (lead: string) => [lead, '', 'Error: MCP error -32000: Connection closed', '', 'Same here after adding the server locally, no answer at all.', ''].join('\n');
    const r = await analyze([tempFile('issue.txt', text('Seeing this on two of my servers.'))], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
    expect(r.inputs[0]).toMatchObject({ lineAccounting: { event: 1 } });
    // Words all through, with no line of a log between them: still a note about the incident, refused.
    await expect(analyze([tempFile('note.txt', 'Seeing this on two of my servers.\n\nThe second one never starts.\n\nAny idea what is going on?\n')], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('words between two parts of the log are not at its edges: they stay lines of the log', () => {
    const head = ['2025-05-20 16:29:32.233 [info] Connection state: Starting', 'Waiting for the server to answer the request', '2025-05-20 16:29:53.872 [info] Discovered 14 tools'];
    expect(proseEdges(head, [0, 1, 1], true)).toBeNull();
  });
});

describe('a lead-in that introduces the error under it, a paragraph break between', () => {
  it.each([
    // modelcontextprotocol/servers#710: the lead-in names the tool, the SDK's error in backticks after a blank line.
    [['Using the chat, when I call the create_ticket tool I get this error:', '', '`MCP error -32603: Not Found: Resource not found: Not Found.  `'], 1, true],
    [['Got this:', '', 'McpError: MCP error -32001: Request timed out'], 1, true],
    // No colon: a sentence of its own, not a label.
    [['I keep getting errors.', '', 'MCP error -32603: boom'], 1, false],
    // The line under it is a log line, not the error alone.
    [['Here is the log:', '', '2026-01-01 10:00:00 [info] MCP error -32603: boom'], 1, false],
    [['Here is the log:'], 0, false],
    // The same under a quoted reply's marks, and with a copied screen's colour codes around each line.
    [['> Using the chat, when I call the create_ticket tool I get this error:', '>', '> `MCP error -32603: Not Found: Resource not found.`'], 1, true],
    [['\u001b[2mUsing the chat, when I call the create_ticket tool I get this error:\u001b[0m', '', '\u001b[31m`MCP error -32603: Not Found`\u001b[0m'], 1, true],
    [['> I keep getting errors.', '>', '> MCP error -32603: boom'], 1, false],
  ])('%j', (head, leadIn, want) => {
    expect(leadInIntroduces(head, leadIn)).toBe(want);
  });

  it('is read with the error: the tool it names is the call that failed', async () => {
    const text = 'Using the chat, when I try to use the create_ticket tool I get this error: \n\n`MCP error -32603: Not Found: Resource not found: Not Found.  `\n\nI also get that error elsewhere\n';
    const r = await analyze([tempFile('lead-in.md', text)], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.target, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'create_ticket', 'failed', 'server-error', 'failed']]);
  });
});
