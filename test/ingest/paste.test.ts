/**
 * Pasted excerpts as reporters edit them (paste.ts): a first line whose stamp lost its first
 * characters to the selection, and lines numbered by a pager. Lines follow the pastes cited.
 */
import { describe, expect, it } from 'vitest';
import { fenceLine, looseWrap, padJoins, pasteShape, richJoins, rowJoin, rowJoiner, unpaste, unwrapRows, wrapJoins } from '../../src/ingest/paste.js';
import { readAll, tempFile } from './helpers.js';
import { analyze } from '../../src/analyze.js';

function clean(lines: string[]): Array<string | null> {
  const shape = pasteShape(lines);
  return shape === null ? lines : lines.map((l) => unpaste(l, shape));
}

describe('pasted excerpts', () => {
  it('a clean capture is left alone (no shape, nothing per line)', () => {
    expect(pasteShape(['2025-06-25 01:05:58.032 [info] Starting server notes', '2025-06-25 01:05:58.033 [info] Connection state: Starting'])).toBeNull();
  });

  // microsoft/vscode#252388, axiomhq/mcp#32
  it.each([
    ['one character', '025-06-25 00:59:12.309 [info] Connection state: Error Error sending message', '2025-06-25 00:59:12.309 [info] Connection state: Error Error sending message'],
    ['two characters', '25-06-25 00:59:12.309 [info] Connection state: Error', '2025-06-25 00:59:12.309 [info] Connection state: Error'],
  ])('a first stamp cut by %s gets them back from the next stamp', (_n, first, want) => {
    expect(clean([first, '2025-06-25 00:59:12.309 [error] Server exited before responding to `initialize` request.'])[0]).toBe(want);
  });

  it("a host's ISO-stamped log with its own unstamped continuation lines is no runtime's stamped log", () => {
    // Claude Desktop's metadata block under a stamped line: the block's lines carry no stamp, so nothing stamped them.
    const head = [
      '2026-11-30T12:00:00.000Z [notes] [info] Initializing server... { metadata: undefined }',
      '2026-11-30T12:00:00.000Z [notes] [info] Using MCP server command: node with args and path: {',
      '  metadata: {',
      "    args: [ '/srv/notes/server.js', [length]: 1 ],",
      "    paths: [ '/usr/local/bin', '/usr/bin', [length]: 2 ]",
      '  }',
      '} %o',
      '2026-11-30T12:00:00.000Z [notes] [info] Server started and connected successfully { metadata: undefined }',
      ...Array.from({ length: 20 }, (_, i) => `2026-11-30T12:00:0${i % 10}.002Z [notes] [info] Message from client: {"jsonrpc":"2.0","id":${i},"method":"ping"} { metadata: undefined }`),
    ];
    expect(pasteShape(head)).toBeNull();
    // the same records with a runtime's stamp on every line, the block's lines too (docker logs -t): stamped
    expect(pasteShape(head.map((l) => `2026-11-30T12:00:01.123456789Z ${l}`))).toMatchObject({ runtimeStamp: true });
  });

  it('only the first line is repaired, and only when it reads as the next stamp cut short', () => {
    // A first line of other digits (a pid, a count) is not a cut stamp.
    expect(pasteShape(['4127 processes started', '2025-06-25 00:59:12.309 [info] Connection state: Running'])).toBeNull();
    const lines = ['025-06-25 00:59:12.309 [info] a', '2025-06-25 00:59:12.310 [info] b', '025-06-25 00:59:12.311 [info] a'];
    expect(clean(lines)).toEqual(['2025-06-25 00:59:12.309 [info] a', '2025-06-25 00:59:12.310 [info] b', '2025-06-25 00:59:12.311 [info] a'.slice(1)]);
  });

  // google-gemini/gemini-cli#17787
  it('lines numbered one by one lose their numbers; an elision line among them is dropped', () => {
    const lines = ['   1 [Feedback Details for "Error discovering prompts from x: MCP error -32001: Request timed out"] McpError', '   2 ...', '   3 data: { timeout: 60000 }'];
    expect(clean(lines)).toEqual(['[Feedback Details for "Error discovering prompts from x: MCP error -32001: Request timed out"] McpError', null, 'data: { timeout: 60000 }']);
  });

  describe("the reporter's lone elision mark, in a paste that shows no other edit", () => {
    const vscode = ['2025-06-25 01:05:58.032 [info] Connection state: Running', '2025-06-25 01:06:58.040 [error] Request timed out'];
    it.each(['...', '....', '…', '[...]', '[…]', '(...)', '<snip>', '[SNIP]', '   ...  '])('%j between two records is dropped, the records kept', (mark) => {
      const shape = pasteShape([vscode[0]!, mark, vscode[1]!]);
      expect(shape).toMatchObject({ elided: true, markup: false });
      expect([vscode[0]!, mark, vscode[1]!].map((l) => unpaste(l, shape!))).toEqual([vscode[0], null, vscode[1]]);
    });
    it.each([
      // util.inspect's count of the items it left out, the JVM's of the frames: the program's own lines
      ['an inspected array', ['Error: x {', '  data: [', '    1, 2,', '    ... 98 more items', '  ]', '}']],
      ['a JVM trace', ['java.io.IOException: Broken pipe', '\tat a.B.c(B.java:1)', '\t... 12 more']],
      ['wider forms need other markup', ['2025-06-25 01:05:58.032 [info] a', '... (no response) ...', '2025-06-25 01:05:58.033 [info] b']],
    ])('%s keeps every line', (_n, lines) => {
      expect(pasteShape(lines)).toBeNull();
    });
    it('a mark carries no prefix of the log: the compose prefix is still seen on every other line', () => {
      const lines = ['2025-04-22 20:27:01 n8n-1  | McpClientTool: Failed to connect to MCP Server', '...', '2025-04-22 20:27:01 n8n-1  | Error in sub-node Crawler'];
      expect(pasteShape(lines)).toMatchObject({ elided: true });
      expect(pasteShape(lines)).toEqual({ ...pasteShape([lines[0]!, lines[2]!]), elided: true });
    });
    it('a stdio tee with the mark between two messages still reads as one request answered', async () => {
      const r = await analyze([tempFile('tee.txt', [
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"q":"x"}}}',
        '...',
        '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}',
        '',
      ].join('\n'))], { all: true });
      expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([['tools/call', 'completed']]);
      expect(r.findings.map((f) => f.rule)).not.toContain('stdout-not-json');
    });
  });

  it('no-break spaces a page put for the indentation and the runs of spaces are read as spaces; one inside a value alone changes nothing', () => {
    const lines = ['2026-03-02T18:44:16.402Z [ERROR] MCP server "notes" Server stderr: Traceback:', '\u00a0 File "/srv/notes/server.py", line 3, in <module>', '\u00a0\u00a0\u00a0 import lxml'];
    const shape = pasteShape(lines);
    expect(shape).toMatchObject({ nbsp: true });
    expect(lines.map((l) => unpaste(l, shape!))).toEqual([lines[0], '  File "/srv/notes/server.py", line 3, in <module>', '    import lxml']);
    expect(pasteShape(['2025-06-25 01:05:58.032 [info] Server "notes\u00a0v2" started', '2025-06-25 01:05:58.033 [info] Connection state: Running'])).toBeNull();
  });

  // labring/FastGPT#6393, AIDotNet/OpenDeepWiki#78: `docker compose logs` output, services interleaved
  it('the service prefix docker compose puts before each line is removed; a level column is not a service', () => {
    const lines = ['koalawiki-1      | [01:40:22 INF] Executing endpoint', 'nginx-1          | 10.0.0.5 - - "POST /api/message HTTP/1.1" 202 18', 'koalawiki-1      |   at Handler.Run()', 'koalawiki-1      |'];
    expect(clean(lines)).toEqual(['[01:40:22 INF] Executing endpoint', '10.0.0.5 - - "POST /api/message HTTP/1.1" 202 18', '  at Handler.Run()', '']);
    // The same output indented as a Markdown code block: the indentation goes with the prefix
    expect(clean(lines.map((l) => `    ${l}`))).toEqual(['[01:40:22 INF] Executing endpoint', '10.0.0.5 - - "POST /api/message HTTP/1.1" 202 18', '  at Handler.Run()', '']);
    // Folded in a `<details>` block around a fence (test/wild/edits.ts `details`): five lines of markup around the log do
    // not outvote its prefixed lines
    const folded = ['<details>', '  <summary>Logs</summary>', '```', ...lines.slice(0, 3), '```', '</details>'];
    expect(clean(folded).slice(3, 6)).toEqual(['[01:40:22 INF] Executing endpoint', '10.0.0.5 - - "POST /api/message HTTP/1.1" 202 18', '  at Handler.Run()']);
    expect(pasteShape(['INFO     | Connected MCP server: docs', 'ERROR    | Failed to connect MCP server: notes'])).toBeNull();
    expect(pasteShape(['2026-03-03 11:18:05.944 | ERROR    | toolset:_connect_server:276 - Failed', '2026-03-03 11:18:07.395 | INFO     | toolset:_connect_server:273 - Connected'])).toBeNull();
  });

  // microsoft/semantic-kernel#11758: the reporter's inline code span around compose output, opened before the first
  // line's prefix and closed after the last line
  it('a code span opened before the first service prefix: the prefix and the span both come off', () => {
    const lines = ['`web-1  | INFO:mcp.client.sse:Starting post writer', 'web-1  | INFO:httpx:HTTP Request: POST http://h/message "HTTP/1.1 202 Accepted"', 'web-1  | INFO:httpx:HTTP Request: POST http://h/message "HTTP/1.1 202 Accepted"`'];
    expect(clean(lines)).toEqual(['INFO:mcp.client.sse:Starting post writer', 'INFO:httpx:HTTP Request: POST http://h/message "HTTP/1.1 202 Accepted"', 'INFO:httpx:HTTP Request: POST http://h/message "HTTP/1.1 202 Accepted"']);
    // A line wholly in backquotes is no span and keeps its prefix rule as before.
    expect(clean(['`web-1  | a`', 'web-1  | b'])).toEqual(['a', 'b']);
  });

  it("Python logging's record behind its module and line number is rewritten with the module as its logger (openai/openai-agents-python#1404)", () => {
    const lines = [
      'streamable_http 144 2025-08-08 16:10:37,988 - INFO - Received session ID: 5f0c2a9e',
      '_client 1740 2025-08-08 16:10:38,187 - INFO - HTTP Request: POST /mcp/ "HTTP/1.1 400 Bad Request"',
      'streamable_http 296 2025-08-08 16:10:38,189 - ERROR - failed',
      '400',
    ];
    expect(clean(lines)).toEqual([
      '2025-08-08 16:10:37,988 - streamable_http - INFO - Received session ID: 5f0c2a9e',
      '2025-08-08 16:10:38,187 - _client - INFO - HTTP Request: POST /mcp/ "HTTP/1.1 400 Bad Request"',
      '2025-08-08 16:10:38,189 - streamable_http - ERROR - failed',
      '400',
    ]);
    // One such line among others of prose is no log's format.
    expect(pasteShape(['app 106 2025-08-08 16:10:36,948 - INFO - started', 'Then it hung for a minute and I restarted it.', 'Nothing else in the log.'])).toBeNull();
  });

  // github/copilot-cli#366 ("Session logs"), microsoft/microsoft-foundry-for-vscode#208 ("Call Stack"): the fence folded in a
  // collapsed block, the summary indented or not, closed or cut
  it.each([
    ['a summary indented', ['<details>', '  <summary>Session logs</summary>', '', '```', '2025-10-20T14:11:02.522Z [ERROR] Failed to start MCP client', '```', '', '</details>']],
    ['a summary on its own lines', ['<details open>', '<summary>', 'Call Stack', '</summary>', '```', '2025-10-20T14:11:02.522Z [ERROR] Failed to start MCP client', '```', '</details>']],
  ])('the lines of a collapsed block around the fence are the reporter\'s: %s', (_n, lines) => {
    const out = clean(lines).filter((l): l is string => l !== null && l.trim() !== '');
    // The heading's own words are the reporter's too when it spans lines: only the tags go.
    expect(out.filter((l) => l.includes('<') || l.startsWith('```'))).toEqual([]);
    expect(out).toContain('2025-10-20T14:11:02.522Z [ERROR] Failed to start MCP client');
  });

  // The reporter's arrow after a line they wrapped in backquotes or quotes: the arrow is theirs, the wrapped line the log's
  it.each([
    ['backquotes', '`Connection failed: Connection to MCP server "tasks" timed out after 5000ms`   <-- here it hangs', 'Connection failed: Connection to MCP server "tasks" timed out after 5000ms'],
    ['quotes', '"Error: Connection to MCP server "tasks" timed out"  ← after 60s', 'Error: Connection to MCP server "tasks" timed out'],
  ])('an arrow after a line in %s goes, and the wrapping with it', (_n, line, want) => {
    expect(clean(['2026-01-01 10:00:00 first line', line])[1]).toBe(want);
  });

  it('a log line that only holds an HTML tag\'s name in its words is not the block\'s', () => {
    const lines = ['<details>', '```', '[info] rendered <details> panel for tool output', '```'];
    expect(clean(lines)).toContain('[info] rendered <details> panel for tool output');
  });

  it('numbers that do not count up are the log\'s own (a pid, a port), not a pager\'s', () => {
    expect(pasteShape(['4127 Connecting to remote server', '4127 Using transport strategy: http-first'])).toBeNull();
    expect(pasteShape(['12 workers started', '7 workers idle'])).toBeNull();
  });

  // sooperset/mcp-atlassian#291: `docker compose logs` puts `<service>-<n>  | ` before every line
  it('a container log command\'s prefix is removed from every line', () => {
    const lines = ['n8n-1          | McpClientTool: Failed to connect to MCP Server', 'n8n-1          | Error in sub-node MCP Client'];
    expect(clean(lines)).toEqual(['McpClientTool: Failed to connect to MCP Server', 'Error in sub-node MCP Client']);
    // v1 names and two services interleaved
    expect(clean(['proj_web_1    | INFO: started', 'proj_mcp_1    | Processing request of type CallToolRequest'])).toEqual(['INFO: started', 'Processing request of type CallToolRequest']);
    // `kubectl logs --prefix`
    expect(clean(['[pod/mcp-7d9f/server] 3:59PM INF Transparent proxy: POST /mcp', '[pod/mcp-7d9f/server] 3:59PM ERR Failed to forward request'])).toEqual(['3:59PM INF Transparent proxy: POST /mcp', '3:59PM ERR Failed to forward request']);
  });

  // open-webui/open-webui#27795: stern's `<pod> <container> ` before Open WebUI's loguru lines (the Python SDK client's words)
  it.each([
    ['stern, a Deployment\'s pod',
      ['open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.266 | INFO     | mcp.client.streamable_http:_maybe_extract_session_id_from_response:181 - Received session ID: 4b7e',
        'open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.852 | INFO     | httpx._client:_send_single_request:1740 - HTTP Request: GET https://a.example.org/mcp "HTTP/1.1 405 Method Not Allowed"'],
      ['2026-08-18 00:28:00.266 | INFO     | mcp.client.streamable_http:_maybe_extract_session_id_from_response:181 - Received session ID: 4b7e',
        '2026-08-18 00:28:00.852 | INFO     | httpx._client:_send_single_request:1740 - HTTP Request: GET https://a.example.org/mcp "HTTP/1.1 405 Method Not Allowed"']],
    ['stern, two replicas and its own line as it starts following one',
      ['+ mcp-gateway-0 › gateway', 'mcp-gateway-0 gateway {"level":"error","msg":"call failed"}', 'mcp-gateway-1 gateway {"level":"info","msg":"ready"}'],
      [null, '{"level":"error","msg":"call failed"}', '{"level":"info","msg":"ready"}']],
    ['kubetail, the pod in brackets',
      ['[tools-api-5b8c9d7f6-q4wzt] 2025-10-02T08:14:11Z ERROR upstream timed out', '[tools-api-5b8c9d7f6-q4wzt] 2025-10-02T08:14:12Z INFO retrying'],
      ['2025-10-02T08:14:11Z ERROR upstream timed out', '2025-10-02T08:14:12Z INFO retrying']],
  ])('a Kubernetes log tailer\'s prefix is removed: %s', (_n, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  // kagent-dev/kagent#798: k9s's log view with its prefix on, one container's name before each line; its child's
  // stderr line, bare, keeps the name off too. A word every line opens with, with no clock after it, is the log's own.
  it('one container\'s name before every line is removed when what follows is mostly a clock', () => {
    expect(clean([
      'mcp-server 2026-03-04T09:41:12.208417Z    error    mcp::relay::pool    Failed to connect target incidents: connection closed: initialize response',
      'mcp-server error: failed to create directory `/.cache/uv`: Permission denied (os error 13)',
      'mcp-server 2026-03-04T09:42:12.221247Z    info    request    gateway=bind/3000 http.status=200',
    ])).toEqual([
      '2026-03-04T09:41:12.208417Z    error    mcp::relay::pool    Failed to connect target incidents: connection closed: initialize response',
      'error: failed to create directory `/.cache/uv`: Permission denied (os error 13)',
      '2026-03-04T09:42:12.221247Z    info    request    gateway=bind/3000 http.status=200',
    ]);
    expect(pasteShape(['mcp-server started on :8080', 'mcp-server listening for clients'])).toBeNull();
    // two names are two writers, not one container's prefix
    expect(pasteShape(['mcp-server 2026-03-04T09:41:12Z info a', 'mcp-proxy 2026-03-04T09:41:13Z info b'])).toBeNull();
  });

  // YishenTu/claudian#626: a Python MCP server run as a systemd unit, its journal pasted (German month abbreviation)
  it.each([
    ['journalctl\'s short output, the month in the system\'s locale',
      ['Mai 11 15:59:17 turbodebian4 python[1144438]: INFO:     192.168.66.48:36272 - "POST /messages/?session_id=4e13 HTTP/1.1" 202 Accepted',
        'Mai 11 15:59:17 turbodebian4 python[1144438]: WARNING:root:Failed to validate request: Received request before initialization was complete'],
      ['INFO:     192.168.66.48:36272 - "POST /messages/?session_id=4e13 HTTP/1.1" 202 Accepted',
        'WARNING:root:Failed to validate request: Received request before initialization was complete']],
    ['journalctl\'s header and a boot marker are dropped; short-precise stamps',
      ['-- Logs begin at Mon 2025-05-05 08:00:01 CEST, end at Sun 2025-05-11 16:00:00 CEST. --',
        'May 11 15:59:17.104812 vm1 uvicorn[812]: INFO:     Application startup complete.',
        '-- Boot 3c1f0e2a9b7d4e51 --',
        'May 11 16:02:03.551002 vm1 uvicorn[921]: INFO:     Uvicorn running on http://0.0.0.0:8000'],
      [null, 'INFO:     Application startup complete.', null, 'INFO:     Uvicorn running on http://0.0.0.0:8000']],
    ['short-iso, an identifier without a pid',
      ['2025-05-11T15:59:17+0200 vm1 mcp-server: listening on :8080', '2025-05-11T15:59:18+0200 vm1 mcp-server: POST /mcp 200'],
      ['listening on :8080', 'POST /mcp 200']],
  ])('the journal\'s prefix is removed: %s', (_n, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  it('a line that only looks like a journal entry among others is the log\'s own', () => {
    expect(pasteShape(['Mar 10 12:00:00 host app[1]: started', 'plain line', 'another plain line'])).toBeNull();
  });

  it('a Python server\'s journal: the refusal behind the prefix is read (YishenTu/claudian#626)', async () => {
    const r = await analyze([tempFile('journal.txt', [
      'Mai 11 15:59:17 turbodebian4 python[1144438]: INFO:     192.168.66.48:36272 - "POST /messages/?session_id=4e13a97f HTTP/1.1" 202 Accepted',
      'Mai 11 15:59:17 turbodebian4 python[1144438]: WARNING:root:Failed to validate request: Received request before initialization was complete',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['unknown', 'failed', 'server-error', 'failed']]);
  });

  it("a Markdown table's rows are the reporter's summary: dropped with the delimiter row; pipes in a log line are kept", () => {
    const lines = [
      '| Time (UTC) | Component | Event |',
      '|---|:---:|---|',
      '| 08:41:18.812Z | GW | **tool call failed** — `session not found` |',
      'gateway-1  | ERROR session not found',
    ];
    expect(pasteShape(lines)).toMatchObject({ table: true });
    expect(clean(lines)).toEqual([null, null, null, 'gateway-1  | ERROR session not found']);
    // The reporter's arrow after the last row leaves it a row.
    const annotated = [...lines.slice(0, 3), '| 08:41:19.001Z | GW | retry |   <-- here it hangs'];
    expect(clean(annotated)).toEqual([null, null, null, null]);
    // Rows with no delimiter row under the first are no table (a log's own pipes: NLog's `| INFO |` columns).
    expect(pasteShape(['| a | b |', '| c | d |'])?.table).toBeUndefined();
  });

  it('a table restating the error of the log line above it adds no second request (a Go client\'s refused initialize)', async () => {
    const r = await analyze([tempFile('issue.md', [
      'The tool call fails with:',
      '',
      '```',
      'start diagnosis: MCP connect: calling "initialize": sending "initialize": failed to connect (session ID: ): session not found',
      '```',
      '',
      '| Time | Component | Event |',
      '|---|---|---|',
      '| 08:41:18.812Z | GW | tool call failed — `session not found` (session ID is empty) |',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'failed', 'server-error']]);
  });

  it('hyphenated words at a line\'s start are no tailer\'s prefix', () => {
    // words after the "pod" and "container", not a log line's start
    expect(pasteShape(['worker-12345 done with the batch', 'worker-12345 done with the next batch'])).toBeNull();
    // no generated suffix on the first word
    expect(pasteShape(['mcp-server started 2025-10-02', 'mcp-server stopped 2025-10-02'])).toBeNull();
    // a five-letter word with vowels is no generated suffix
    expect(pasteShape(['mcp-tools started 2025-10-02 08:00', 'mcp-tools stopped 2025-10-02 08:05'])).toBeNull();
    // one line alone
    expect(pasteShape(['open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.266 | INFO | started'])).toBeNull();
  });

  it('one line that looks like a container prefix among others is the log\'s own', () => {
    expect(pasteShape(['web-1 | a table cell', 'plain line', 'another plain line'])).toBeNull();
    expect(pasteShape(['a-1 | only one line'])).toBeNull();
  });

  // anthropics/claude-ai-mcp#664
  it('a line of the reporter\'s own comment pointing at the log is dropped; a log line starting with // is not', () => {
    expect(clean(['20:23:54.869Z [vault] Message from server: id=1 result', '// <- nothing further, across repeated attempts'])).toEqual(['20:23:54.869Z [vault] Message from server: id=1 result', null]);
    expect(pasteShape(['// generated by the build', 'x'])).toBeNull();
  });

  // ChronoAIProject/NyxID#1247: the call's arguments, then what it printed after a comment's arrow
  it('a line the reporter marked with a comment\'s result arrow keeps what follows the arrow', () => {
    expect(clean(['{ "method": "GET", "path": "<endpoint>" }', '// -> MCP error -32600: upstream error: upstream tool failed: timeout after 10s'])).toEqual([
      '{ "method": "GET", "path": "<endpoint>" }',
      'MCP error -32600: upstream error: upstream tool failed: timeout after 10s',
    ]);
    expect(clean(['$ mcp-probe list', '# => Initialization failed: Request timed out'])).toEqual(['$ mcp-probe list', 'Initialization failed: Request timed out']);
    // An arrow inside a comment's words, not at its start, is no mark of output.
    expect(pasteShape(['// retries -> none', 'x'])).toBeNull();
  });

  // yWorks/mcp-typescribe#2: the Inspector's output commented out under its launch command; reprex's `#>` in R sessions
  it.each([
    ['# > after the command', ['npx @modelcontextprotocol/inspector node run serve', '', '# > Error from MCP server: SyntaxError: x'], ['npx @modelcontextprotocol/inspector node run serve', '', 'Error from MCP server: SyntaxError: x']],
    ['#> as reprex writes it', ['$ mcp-probe list', '#> Initialization failed: Request timed out'], ['$ mcp-probe list', 'Initialization failed: Request timed out']],
    ['#-> and // => too', ['x', '#-> MCP error -32001: Request timed out', '// => done'], ['x', 'MCP error -32001: Request timed out', 'done']],
  ])('an output mark (%s) keeps what follows it', (_what, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  it.each([
    ['// with a bare >', ['// > not an arrow', 'x']],
    ['#> alone, as a PowerShell block comment closes', ['<# help', '#>', 'x']],
    ['#>> no space after the mark', ['#>>x', 'y']],
    ['a > inside the comment', ['# retries > 3', 'x']],
  ])('no output mark: %s', (_what, lines) => {
    expect(pasteShape(lines)).toBeNull();
  });

  // github/github-mcp-server#727
  it('a line the reporter wrapped in double quotes loses them; JSON strings and pretty-printed members keep theirs', () => {
    expect(clean(['"Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled"} { metadata: undefined }"'])).toEqual(['Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled"} { metadata: undefined }']);
    expect(pasteShape(['"2025-05-20 13:46:29.975 [info] E0520 started"', '"next line"'])).toBeNull();
    expect(pasteShape(['{', '  "sessionId": "abc"', '  "cwd": "/x"', '}'])).toBeNull();
  });

  // RooCodeInc/Roo-Code#7189, #8598
  it('a line the reporter put wholly in bold loses the markers; bold inside a line of prose only where the paste shows that hand', () => {
    expect(clean(['4. **THEN** MCP connection fails with the error:  ', '**Error executing MCP tool:MCP error -32000: Connection closed**'])).toEqual([
      '4. THEN MCP connection fails with the error:  ',
      'Error executing MCP tool:MCP error -32000: Connection closed',
    ]);
    // Bold inside a line is not the hand by itself (tool text carries markdown), nor is a lone `**`.
    expect(pasteShape(['Error executing MCP tool:', 'MCP error -32000: Connection closed'])).toBeNull();
    expect(pasteShape(['result: **done** in 3 s', '**'])).toBeNull();
  });

  // modelstudioai/cli#136: a CLI's verbose trace whose own lines open with '>' and '<', quoted by the reporter: only the
  // level every quoted line shares is theirs; a paste quoted twice over throughout loses both levels as before.
  it.each([
    ['a log with its own > lines, quoted once', ['> Error: request failed: 405', '>', '> > POST https://gw.example/mcp', '> > Method: initialize', '> < 405 Method Not Allowed'],
      ['Error: request failed: 405', '', '> POST https://gw.example/mcp', '> Method: initialize', '< 405 Method Not Allowed']],
    ['a quote of a quote throughout', ['> > Error: request failed: 405', '> > Method: initialize'], ['Error: request failed: 405', 'Method: initialize']],
  ])('quote levels: %s', (_n, lines, want) => {
    const shape = pasteShape(lines)!;
    expect(lines.map((l) => unpaste(l, shape) ?? '')).toEqual(want);
  });

  // microsoft/playwright-mcp#658 (three backquotes around one line), useshortcut/mcp-server-shortcut#16 (one)
  it.each([
    ['three backquotes', '```"debug": "Error stack: McpError: MCP error -32000: Connection closed"```', '"debug": "Error stack: McpError: MCP error -32000: Connection closed"'],
    ['one backquote', '`MCP error -32001: Request timed out`', 'MCP error -32001: Request timed out'],
    // The reporter's bulleted list of the lines they picked out, each item one span.
    ['the item of a bulleted list', '- `2025-06-10T10:01:00.000Z [notes] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}}`',
      '2025-06-10T10:01:00.000Z [notes] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}}'],
    ['an asterisk\'s item', '* `MCP error -32001: Request timed out`', 'MCP error -32001: Request timed out'],
  ])('a line wholly in inline code (%s) loses the backquotes', (_n, line, want) => {
    expect(clean(['error:', line])[1]).toBe(want);
  });
  it.each([
    ['a span that does not hold the whole item', '- `command`: npx'],
    ['a bullet with no span', '- MCP error -32001: Request timed out'],
  ])('a list item is kept as written: %s', (_n, line) => {
    expect(clean(['error:', line])[1]).toBe(line);
  });

  // basicmachines-co/basic-memory#99: several log lines between one pair of single backquotes (a code span over lines)
  describe('a code span over several lines', () => {
    const a = '2025-04-15T16:43:36.576Z [notes] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}';
    const b = '2025-04-15T16:43:36.577Z [notes] [info] Message from client: {"method":"prompts/list","params":{},"jsonrpc":"2.0","id":9}';
    const c = '2025-04-15T16:43:41.576Z [notes] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":8}}';

    it('the first line loses the run it opens with, the last the run it ends with, the lines between are kept', () => {
      expect(pasteShape(['`' + a, b, c + '`'])?.span).toBe('`');
      expect(clean(['`' + a, b, c + '`'])).toEqual([a, b, c]);
    });

    it("the reporter's arrow after the closing run stays for the arrow's own rule", () => {
      expect(clean(['`' + a, b, c + '`   <-- here it hangs'])).toEqual([a, b, c]);
    });

    it('a line with its own balanced code span between keeps its backquotes', () => {
      const mid = '2025-04-15T16:43:37.000Z [notes] [info] Server transport closed (i.e. `console.error(\'...\')` in JavaScript)';
      expect(clean(['`' + a, mid, c + '`'])).toEqual([a, mid, c]);
    });

    // JetBrains/mcp-jetbrains#61: the reporter's sentence above a span that opens on the next line
    it("a span opened under the reporter's lead-in comes off the lines it wraps; the lead-in stays", () => {
      const lead = 'Long commands sent through the server stop with:';
      expect(pasteShape([lead, '`' + a, b, c + '`'])?.span).toBe('`');
      expect(clean([lead, '`' + a, b, c + '`'])).toEqual([lead, a, b, c]);
    });

    it.each([
      ['no closing run in a short head', ['`' + a, b, c]],
      ['a run opened under a lead-in and never closed', ['Logs below:', '`' + a, b, c]],
      // kirodotdev/Kiro issue forms: each step's command in a span of its own
      ['several spans over lines under lead-ins', ['1. Configure:', '`{', '}`', '2. Then the error:', '`' + a, c + '`']],
      ['a lead-in that leaves a run of its own open', ['The `notes server said:', '`' + a, c + '`']],
      ['a balanced span on the first line', ['`notes` said: ' + a, b, c + '`']],
      ['a glued fence (three)', ['```' + a, b, c + '```']],
    ])('is not a span: %s', (_n, lines) => {
      expect(pasteShape(lines)?.span).toBeUndefined();
    });
  });

  // agno-agi/agno#3336: Rich's console pads every row to its width and wraps long lines at it
  describe('a console that pads every line to its width', () => {
    const W = 62;
    const pad = (t: string): string => t.padEnd(W, ' ');
    const rows = [
      pad('Traceback (most recent call last):'),
      pad('  File "/opt/venv/lib/python3.10/site-packages/agent/mcp.py",'),
      pad('line 33, in call_tool'),
      pad('    result = await session.call_tool(name, args)'),
      pad('  File'),
      pad('"/opt/venv/lib/python3.10/site-packages/mcp/client/sess.py",'),
      pad('line 277, in call_tool'),
      pad('mcp.shared.exceptions.McpError: Timed out while waiting for'),
      'response to ClientRequest. Waited 5.0 seconds.',
    ];

    it('is seen as the width most lines are padded to', () => {
      expect(pasteShape(rows)?.padded).toBe(W);
      // A log whose lines differ in length, or end without padding, shows no width.
      expect(pasteShape(['2025-06-25 01:05:58.032 [info] Starting server notes   ', '2025-06-25 01:05:58.033 [info] Connection state: Starting'])).toBeNull();
    });

    it.each([
      ['a frame wrapped before its line number', rows[1]!, rows[2]!, true],
      ['a short row padded to the width is a line of its own', rows[2]!, rows[3]!, false],
      ['a frame keyword whose path did not fit', rows[4]!, rows[5]!, true],
      ['a message wrapped mid-sentence', rows[7]!, rows[8]!, true],
      ['a full row before a frame: a traceback starts its frames on their own lines', pad('x'.repeat(W - 3)), '  File "/a/b.py", line 1, in f', false],
      ['a row shorter than the width was not padded', 'short', 'next', false],
      // Log lines of one length with a paste's trailing spaces (modelcontextprotocol/rust-sdk#733's server log).
      ['a full row before a bare clock and level: a record of its own', pad('09:14:08 WARN Session not found ' + 'x'.repeat(W - 40)), '09:14:08 WARN Session not found {}', false],
      ['a full row before a clock with milliseconds and a level', pad('y'.repeat(W - 3)), '09:14:08.120 ERROR boom', false],
      ['a full row before a time that no level follows: still its rest', pad('y'.repeat(W - 3)), '09:14:08 and then it hung', true],
    ])('%s', (_n, prev, next, want) => {
      expect(padJoins(prev, next, W)).toBe(want);
    });

    it('joins each wrapped row with its rest, so a reader sees each frame and the message whole', () => {
      expect(unwrapRows(rows, (prev, next) => padJoins(prev, next, W))).toEqual([
        pad('Traceback (most recent call last):'),
        '  File "/opt/venv/lib/python3.10/site-packages/agent/mcp.py", line 33, in call_tool',
        pad('    result = await session.call_tool(name, args)'),
        '  File "/opt/venv/lib/python3.10/site-packages/mcp/client/sess.py", line 277, in call_tool',
        'mcp.shared.exceptions.McpError: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
      ]);
    });
  });
});

describe('a clock the reporter masked (anthropics/claude-code#13255)', () => {
  it('a stamp with digits written over with X is removed; a real stamp and a line of other words are kept', () => {
    expect(clean(['2025-12-0XT00:00:00.000Z [DEBUG] MCP server "ide": Calling MCP tool: getDiagnostics', '2025-12-01T10:00:00.000Z [DEBUG] MCP server "ide": Successfully connected'])).toEqual([
      '[DEBUG] MCP server "ide": Calling MCP tool: getDiagnostics',
      '2025-12-01T10:00:00.000Z [DEBUG] MCP server "ide": Successfully connected',
    ]);
    expect(clean(['  XXXX-XX-XX XX:XX:XX.XXX [info] [notes] Message from client: {"method":"tools/list","jsonrpc":"2.0","id":1}'])).toEqual([
      '[info] [notes] Message from client: {"method":"tools/list","jsonrpc":"2.0","id":1}',
    ]);
    expect(clean(['XX:XX:XX.XXX  Calling MCP tool: getDiagnostics', 'YYYY-MM-DDTHH:MM:SS.sssZ [ERROR] MCP server "ide" Connection failed: x', '<timestamp> [info] [notes] Client transport closed'])).toEqual([
      'Calling MCP tool: getDiagnostics',
      '[ERROR] MCP server "ide" Connection failed: x',
      '[info] [notes] Client transport closed',
    ]);
    // A word that only starts like a placeholder is the log's own.
    expect(pasteShape(['HTTP/1.1 200 OK', 'Host: example.org'])).toBeNull();
    // No X, no mask: the capture is clean.
    expect(pasteShape(['2025-12-01T10:00:00.000Z [DEBUG] MCP server "ide": Calling MCP tool: x'])).toBeNull();
    // X elsewhere in the line is the log's own.
    expect(pasteShape(['2025-12-01T10:00:00.000Z [DEBUG] MCP server "XX": Calling MCP tool: x'])).toBeNull();
  });
});

describe("a terminal's colour codes", () => {
  const E = '\x1b';
  it.each([
    // tracing's ANSI layer written to a file (codex_core's log), the ESC kept
    ['escaped', [`${E}[2m2026-06-24T02:33:13.356060Z${E}[0m ${E}[31mERROR${E}[0m ${E}[2mcodex_core::mcp${E}[0m${E}[2m:${E}[0m tool call failed`], ['2026-06-24T02:33:13.356060Z ERROR codex_core::mcp: tool call failed']],
    // the same pasted into a web page: the ESC lost, the bracketed rest left
    ['orphaned', ['[2m2026-06-24T02:33:13.356060Z[0m [31mERROR[0m tool call failed', '[2m2026-06-24T02:33:14.001000Z[0m [33m WARN[0m retrying'], ['2026-06-24T02:33:13.356060Z ERROR tool call failed', '2026-06-24T02:33:14.001000Z  WARN retrying']],
    // the ESC in caret notation, as `cat -v` and `less` print it and a reporter copies it (awslabs/mcp#965)
    ['caret notation', ['^[[2m2025-07-28T13:41:37.850873Z^[[0m ^[[31mERROR^[[0m ^[[2mchat_cli::mcp_client::client^[[0m^[[2m:^[[0m ^[[2m305:^[[0m stderr closed'], ['2025-07-28T13:41:37.850873Z ERROR chat_cli::mcp_client::client: 305: stderr closed']],
    // 256-colour and bold codes (pino-pretty, chalk)
    ['orphaned, 256 colours', ['[38;5;245m[10:00:01.000][39m [1;31mERROR[22;39m: call failed'], ['[10:00:01.000] ERROR: call failed']],
  ])('are removed (%s)', (_n, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  it.each([
    // Python logger names and Claude Desktop server names open with `[m`: no digits, no colour code
    ['bracketed words', ['[mcp.server.lowlevel.server:587] Received message', '2025-10-12T06:34:45.785Z [modeler] [info] Initializing server...']],
    // one reset alone inside a message is not a colouring console
    ['a lone reset in a message', ['2026-01-01 10:00:00 INFO got "[0m" from the device', '2026-01-01 10:00:01 INFO done', '2026-01-01 10:00:02 INFO done']],
    // a caret pair in prose (a key chord) is no colour code
    ['a key chord in prose', ['2026-01-01 10:00:00 INFO press ^[[A to recall', '2026-01-01 10:00:01 INFO done']],
  ])('are not seen in %s', (_n, lines) => {
    expect(pasteShape(lines)).toBeNull();
  });
});

describe('a double-spaced paste', () => {
  it.each([
    ['a blank line after every line', ['a', 'b', 'c'], [0, 1, 1], true],
    ['two lines will do', ['Error executing MCP tool:', 'MCP error -2: Request timed out'], [0, 1], true],
    ["a blank of the log's own becomes three", ['a', 'b', 'c'], [0, 1, 3], true],
    ['two lines in a row are not', ['a', 'b', 'c'], [0, 0, 1], false],
    ['an even gap is not', ['a', 'b', 'c'], [0, 1, 2], false],
    ['one line is not', ['a'], [0], false],
  ])('%s', (_n, head, blanks, spaced) => {
    expect(pasteShape(head, blanks)?.spaced === true).toBe(spaced);
  });
});

describe('a request trace keeps its arrow back (MCPJam/inspector#3543)', () => {
  it('a line that opens with the arrow out is a trace record: its ← part is the answer, not the reporter\'s note', () => {
    const trace = [
      '→ POST  server/discover          ← 200  supportedVersions:["2026-07-28"]',
      '→ POST  initialize (2025-11-25)  ← 400  -32022 Unsupported protocol version',
      '== CONNECT FAILED ==',
    ];
    expect(clean(trace)).toEqual(trace);
  });
  it('a log line with the reporter\'s note after it still loses the note', () => {
    expect(clean(['> 2025-10-26T04:33:59.708Z [jotter] [info] Server transport closed  ← killed here', '> 2025-10-26T04:34:00.000Z [jotter] [info] Client transport closed'])).toEqual([
      '2025-10-26T04:33:59.708Z [jotter] [info] Server transport closed',
      '2025-10-26T04:34:00.000Z [jotter] [info] Client transport closed',
    ]);
  });
});

describe("a request-log line keeps the reporter's note that names its MCP method (anthropics/claude-ai-mcp#553)", () => {
  it('the method note stays: it is the only place the request is named', () => {
    const log = [
      '19:09:09  POST /mcp  200  746   ← initialize',
      '19:09:09  POST /mcp  202  0     ← notifications/initialized',
      '19:09:10  POST /mcp  200  9872  ← tools/list (14 tools, shown in the UI)',
    ];
    expect(clean(log)).toEqual(log);
  });
  it('a note that names no method is still the reporter\'s remark', () => {
    expect(clean(['19:09:09  POST /mcp  200  746   ← this one worked', '19:09:10  POST /mcp  200  9872'])).toEqual([
      '19:09:09  POST /mcp  200  746',
      '19:09:10  POST /mcp  200  9872',
    ]);
  });
});

describe('a hard-wrapped paste', () => {
  // A log whose long lines a mail client or a terminal's copy broke at the last space before column 80
  const original = [
    '2026-03-01 10:00:00.000 [info] Calling tool search_docs with arguments query="rate limits" limit=5 timeout=30s',
    '2026-03-01 10:00:30.000 [error] Tool search_docs failed after 30s: MCP error -32001: Request timed out',
    '2026-03-01 10:00:31.000 [info] Server notes ready',
    '2026-03-01 10:00:32.000 [error] Error calling tool list_notes: MCP error -32000: Connection closed',
  ];
  const wrapAt = (l: string, w: number): string[] => {
    const out: string[] = [];
    let rest = l;
    while (rest.length > w) {
      const cut = rest.lastIndexOf(' ', w);
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    return [...out, rest];
  };
  it('joins each row with its rest, never a line that starts a record', () => {
    const wrapped = original.flatMap((l) => wrapAt(l, 80));
    expect(wrapped.length).toBeGreaterThan(original.length);
    const shape = pasteShape(wrapped);
    expect(shape?.wrap).toBeDefined();
    expect(unwrapRows(wrapped, rowJoiner(shape)!)).toEqual(original);
  });

  it('a next line that opens with a status mark is a record of its own, never a rest (kirodotdev/Kiro#3956)', () => {
    // kiro-cli's startup list: a long '- run with …' hint line, then the next server's '✗ … has failed to load' line
    const wrap = { width: 83, record: ' - aaa' };
    const row = ' - run with KIRO_LOG_LEVEL=trace and see $TMPDIR/kiro-log/kiro-chat.log for detail';
    for (const next of ['✗ acme.docs has failed to load after 0.05 s', '✓ notes loaded in 3.66 s', '■ MCP client for `x` failed to start', '• notes', '→ retrying', '❯ kiro-cli', '⚠ MCP startup incomplete']) {
      expect(wrapJoins(row, next, wrap), next).toBe(false);
    }
    // a word is still the rest of the row
    expect(wrapJoins(row, 'detail', wrap)).toBe(true);
  });

  it.each([
    // hawkxtreme/mini-ai-1c#67: uvicorn's access line with its margin cut to one space, under the SDK's line in
    // `%(levelname)s - %(message)s`; python-sdk#1269's one-space access line; Rich's record with no time
    ['INFO: 172.17.0.1:43912 - "POST /mcp HTTP/1.1" 400 Bad Request'],
    ['INFO - Created new transport with session ID: 3c70b9d2e4a61f58a0e'],
    ['WARNING - Failed to validate request: Received request before initialization was complete'],
    ['ERROR: Exception in ASGI application'],
    ['INFO     Terminating session: None'],
  ])('a next line that opens with a record\'s level is a record of its own, never a rest: %s', (next) => {
    const wrap = { width: 65, record: '[9999-' };
    expect(wrapJoins('INFO - Created new transport with session ID: 3c70b9d2e4a61f58a0e', next, wrap)).toBe(false);
  });

  it('reads a Python server log whose lines are of one length line by line (hawkxtreme/mini-ai-1c#67)', () => {
    const log = [
      '[2026-03-22 14:07:31] — Пробую подключиться (POST)',
      'INFO - Created new transport with session ID: 3c70b9d2e4a61f58a0e',
      'INFO: 172.17.0.1:43912 - "POST /mcp HTTP/1.1" 400 Bad Request',
      '[2026-03-22 14:07:44] — Пробую подключиться (GET)',
      'INFO - Created new transport with session ID: 3c70b9d2e4a61f58a0e',
      'INFO: 127.0.0.1:52106 - "GET /mcp HTTP/1.1" 406 Not Acceptable',
    ];
    const joins = rowJoiner(pasteShape(log));
    expect(joins === null ? log : unwrapRows(log, joins)).toEqual(log);
  });

  it.each([
    // Python logging's default layout, two requests with no `Dispatching` line between
    ['default logger prefix', [
      'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest',
      'INFO:mcp.server.lowlevel.server:Processing request of type ListToolsRequest',
      'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest',
    ]],
    ['bare SDK record', [
      'Processing request of type CallToolRequest for the session a81f3c0e29d4b7165c',
      'Processing request of type ListResourcesRequest for the session a81f3c0e29d4b7',
      'Processing request of type CallToolRequest for the session a81f3c0e29d4b7165c',
      'Processing request of type PingRequest for the session a81f3c0e29d4b7165c0e99',
    ]],
    ['level with a logger name after it', [
      'WARNING:mcp.server.streamable_http:Session not found for request 7c1e02a94b',
      'ERROR:mcp.server.streamable_http:Error handling POST request for the session',
      'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest x',
      'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest',
      'WARNING:mcp.server.streamable_http:Session not found for request 7c1e02a94b',
      'INFO:mcp.server.lowlevel.server:Processing request of type PingRequest ok',
    ]],
  ])('a short paste of near-equal-length records of a known grammar is never joined: %s', (_name, lines) => {
    for (const prose of [false, true]) {
      const loose = looseWrap(lines, null, prose);
      expect(loose === null ? lines : unwrapRows(lines, rowJoiner(loose)!)).toEqual(lines);
    }
  });

  it('a row that opens a record still takes its rest, but never another record', () => {
    const wrap = { width: 80, record: '' };
    const row = 'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest with';
    // a word going on is the rest of the row; another record's opening is not
    expect(wrapJoins(row, 'arguments', wrap)).toBe(true);
    expect(wrapJoins(row, 'INFO:mcp.server.lowlevel.server:Processing', wrap)).toBe(false);
  });

  // Python logging's `[%(name)s] %(levelname)s: %(message)s` as a stdio server's stderr shows it (tmonk/stata-workbench#36:
  // `[mcp.server.lowlevel.server] DEBUG: Dispatching request of type CallToolRequest`): a row that opens with its logger
  // in brackets is a record too, so a next line opening another record of a known grammar is not its rest. (A next line
  // opening with the bracket is refused by its first character alone: only the row's bracket is read by this rule.)
  it.each([
    ['the default logger prefix', false, 'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest'],
    ["the SDK's bare record", false, 'Processing request of type ListToolsRequest'],
    ['a word going on', true, 'arguments'],
  ] as const)('a row opening with its logger in brackets, then %s: joined %s', (_name, joined, next) => {
    const row = '[mcp.server.lowlevel.server] DEBUG: Dispatching request of type CallToolRequest';
    expect(wrapJoins(row, next, { width: row.length + 2, record: '' })).toBe(joined);
  });

  it('a next line that opens with other white space (a vertical tab) is no rest, and no crash', () => {
    const wrap = { width: 80, record: '9999-9' };
    expect(wrapJoins('x'.repeat(78), '\u000b\u0000', wrap)).toBe(false);
    expect(wrapJoins('x'.repeat(78), 'closed', wrap)).toBe(true);
  });

  it.each([
    // lines of one length written as they are: the next record's stamp would not fit after the row, but it is a record
    ['records of similar length', ['2026-03-01 10:00:00.000 [info] Server notes started and ready for work', '2026-03-01 10:00:01.000 [info] Server docs started and ready for work', '2026-03-01 10:00:02.000 [info] Server mail started and ready for works', '2026-03-01 10:00:03.000 [info] Server task started and ready for work']],
    // a stack under its error: indented frames are their own lines
    ['a stack', ['2026-03-01 10:00:00.000 [error] Error calling tool list_notes: MCP error -32000: Connection closed', '    at Client._onclose (client.js:1:1)', '    at Transport.close (stdio.js:2:2)', '2026-03-01 10:00:01.000 [info] done']],
  ])('is not seen in %s', (_n, lines) => {
    expect(pasteShape(lines)?.wrap).toBeUndefined();
  });
});

describe('a quoted or indented paste hard-wrapped after it was marked: the rests carry no mark', () => {
  // A host log quoted with '> ' (or indented as a code block), then broken at the last space before column 80: each
  // row keeps its mark, its rest starts at the margin (the corpus's 'wrapped' edit over a quoted or indented paste).
  const log = [
    '2026-04-02T09:10:01.100Z [notes] [info] Message from client: method="initialize" id=0 params',
    '2026-04-02T09:10:01.300Z [notes] [info] Server started and connected successfully',
    '2026-04-02T09:10:02.200Z [notes] [info] Server transport closed unexpectedly, this is likely due to the process exiting early',
    '2026-04-02T09:10:02.200Z [notes] [info] Client transport closed',
  ];
  const wrap80 = (lines: string[]) => lines.flatMap((l) => {
    const out: string[] = [];
    let rest = l;
    while (rest.length > 80) {
      const cut = rest.lastIndexOf(' ', 80);
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    return [...out, rest];
  });
  it.each([
    ['quoted', (l: string) => `> ${l}`, { quote: true, indent: '' }],
    ['indented', (l: string) => `  ${l}`, { quote: false, indent: '  ' }],
  ])('%s: the mark is the rows\', the rests are joined to them', (_n, mark, want) => {
    const wrapped = wrap80(log.map(mark));
    expect(wrapped.some((l) => /^[^ >]/.test(l))).toBe(true);
    const shape = pasteShape(wrapped);
    expect(shape).toMatchObject(want);
    const unpasted = wrapped.map((l) => unpaste(l, shape!)!);
    expect(unwrapRows(unpasted, rowJoiner(shape)!)).toEqual(log);
  });

  it('a log whose unmarked lines start as its marked records do keeps no mark (the lines are merely of one length)', () => {
    const lines = [log[0]!, `  ${log[1]!}`, log[2]!.slice(0, 88), `  ${log[3]!}`];
    expect(pasteShape(lines)?.indent ?? '').toBe('');
  });
});

describe('a short paste hard-wrapped at a width its rows cannot prove (looseWrap)', () => {
  // One record over two rows: too few rows for hardWrap's statistics (the shape of
  // kagent-dev/kagent-style connect failures pasted from a narrow terminal).
  const row = 'Failed to create MCP session: Failed to connect to MCP server at http://localhost:9000/mcp: [Errno 111]';
  it('joins the row with its rest when the rest would not have fitted', () => {
    expect(pasteShape([row, 'Connection refused'])?.wrap).toBeUndefined();
    const loose = looseWrap([row, 'Connection refused'], null);
    expect(loose?.wrap?.width).toBe(row.length);
    expect(unwrapRows([row, 'Connection refused'], rowJoiner(loose)!)).toEqual([`${row} Connection refused`]);
  });

  it.each([
    ['a short first line', ['Error: connection refused', 'Connection refused by peer']],
    // the longest row is the width, so any word after it "would not have fitted": which is why this is asked
    // for only when nothing reads the paste as it is; a line that starts a record of its own is still no rest
    ['a next line that opens a JSON body', [row, '{"jsonrpc":"2.0","id":1,"result":{}}']],
    ['an indented line under the row', [row, '    at connect (client.js:1:1)']],
    ['a single line', [row]],
  ])('is not taken for %s', (_n, lines) => {
    expect(looseWrap(lines, null)).toBeNull();
  });

  it('joins a sentence to the address it goes on to name, a word too long to fit (microsoft/vscode#296545)', () => {
    const sent = '2026-02-17 12:34:57.348 [info] Connection state: Error 404 status sending message to';
    const rest = 'https://notes.example.org/mcp: {"jsonrpc":"2.0","id":7,"error":{"code":-32001,"message":"Session not found"}}';
    const loose = looseWrap([sent, rest], null, true);
    expect(loose).not.toBeNull();
    expect(unwrapRows([sent, rest], rowJoiner(loose)!)).toEqual([`${sent} ${rest}`]);
    // … but an address that starts a line after a row that ends a sentence is its own
    expect(looseWrap([`${sent.slice(0, -3)}.`, rest], null, true)).toBeNull();
  });

  it('joins a rest that closes the quote or the bold the row opened (a quoted error broken before its last word)', () => {
    const row = '**"Error connecting to MCP server \'notes\': Connection failed for \'notes\': MCP error -32000: Connection';
    for (const rest of ['closed"**', 'closed".', "closed'", 'closed`']) {
      const loose = looseWrap([row, rest], null, true);
      expect(loose, rest).not.toBeNull();
      expect(unwrapRows([row, rest], rowJoiner(loose)!)).toEqual([`${row} ${rest}`]);
    }
    // a quote mark that opens something of its own after the word is no closing one
    expect(looseWrap([row, 'closed "again"'], null, true)).not.toBeNull();
    expect(looseWrap([row, 'closed"x'], null, true)).toBeNull();
  });

  it('keeps what the paste shape already knew, and defers to a loose width already tried', () => {
    const quoted = pasteShape([`> ${row}`, '> Connection refused'])!;
    expect(looseWrap([row, 'Connection refused'], quoted)).toMatchObject({ quote: true });
    expect(looseWrap([row, 'Connection refused'], { ...quoted, wrap: { width: 80, record: '' } })).toBeNull();
    // a width proven with a record start is retried without it
    expect(looseWrap([row, 'Connection refused'], { ...quoted, wrap: { width: 80, record: 'aaaaaa' } })?.wrap).toEqual({ width: row.length, record: '' });
  });
});

describe('a padded console\'s row is never joined with a line that opens with a clock or a level', () => {
  // Log lines of one length copied with trailing spaces look like a padded console (spring-projects/spring-ai#4694's
  // three "Missing handler … notifications/cancelled" warnings): each is a record of its own.
  const w = 'Missing handler for notification type: notifications/cancelled   ';
  it.each([
    ['an ISO stamp', `${w}`, '2025-10-21T22:21:23.913Z  WARN 48213 --- [main] Handler : x', false],
    ['a Rich clock', `${w}`, '[10/21/25 22:21:23] WARNING  Failed to validate request', false],
    ['a word that would not have fitted', `${w}`, 'seconds.', true],
    // Rich's record in the same second prints no time, and uvicorn's access line opens with its level
    // (modelcontextprotocol/python-sdk#1190, with the editor's spaces at each line's end).
    ['a Rich record without its time', `${w}`, '                    INFO     Terminating session: None      streamable_http.py:630', false],
    ["uvicorn's access line", `${w}`, 'INFO:     127.0.0.1:48310 - "POST /mcp HTTP/1.1" 200 OK', false],
    ['a level word inside a sentence', `${w}`, 'ERROR was logged twice.', true],
  ] as const)('%s', (_n, prev, next, joins) => {
    expect(padJoins(prev, next, prev.length)).toBe(joins);
  });
});

describe('one row hard-wrapped in a log (a row near the edge is no proof of it: only a rest that goes on in prose)', () => {
  // The shape of a Claude Code debug paste whose one long line a 120-column copy broke (the 'wrapped' edit of the corpus)
  const log = [
    '2026-07-18T17:40:20.339Z [] Calling MCP tool: createTicket',
    "2026-07-18T17:40:50.343Z [] Tool 'createTicket' still running (30s elapsed)",
    "2026-07-18T17:41:20.342Z [] Tool 'createTicket' still running (60s elapsed)",
    "2026-07-18T17:45:20.403Z [] Tool 'createTicket' aborting: no response or progress notification for 300s (idle timeout",
  ];
  it.each([
    ['a word', [...log.slice(0, 3), "2026-07-18T17:45:20.403Z [] Tool 'createTicket' aborting: no response or progress notification for 300s (idle", 'timeout 300s)']],
    ['a number with its unit', [...log, '300s)']],
  ])('joins the row and its rest: %s', (_n, lines) => {
    const shape = pasteShape(lines);
    expect(shape?.wrap?.prose).toBe(true);
    const joined = unwrapRows(lines, rowJoiner(shape)!);
    expect(joined).toHaveLength(4);
    expect(joined[3]).toMatch(/\(idle timeout 300s\)$/);
  });

  it.each([
    // a record that starts another way under an indented message (a .NET console log: info:/fail: category lines)
    ['a category line', ['info: ModelContextProtocol.Protocol.Transport.StdioServerTransport[728055718]', '      Transport entering read messages loop for Server (stream) (weather)', 'fail: ModelContextProtocol.Server.McpServer[1433779783]', '      "forecast" threw an unhandled exception.']],
    // a record's end (a JSON body) is not a row stopped mid-sentence
    ['after a whole body', ['2025-07-12T05:51:44.599Z [srv] [info] Initializing server...', '2025-07-12T05:51:45.599Z [srv] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}', 'stderr after it']],
    // another writer's stamp of another layout, a list's number
    ['a stamp of another layout', ['2025/09/11 13:08:54 http: proxy error: dial tcp 127.0.0.1:41873: connect: connection refused to the upstream', '1:08PM\tERROR\tFailed to forward request: dial tcp 127.0.0.1:41873', '2025/09/11 13:08:55 http: proxy error: dial tcp 127.0.0.1:41873']],
  ])('keeps %s a line of its own', (_n, lines) => {
    const shape = pasteShape(lines);
    const joins = rowJoiner(shape);
    expect(joins === null ? lines : unwrapRows(lines, joins)).toEqual(lines);
  });

  it('takes a long word far from the edge for the rest (a URL that did not fit)', () => {
    const wrap = { width: 119, record: '9999-9' };
    expect(wrapJoins('2026-02-17 12:34:57.348 [info] Connection state: Error 404 status sending message to', 'https://erp-sandbox.example.net/mcp/server:', wrap)).toBe(true);
    expect(wrapJoins('2026-02-17 12:34:57.348 [info] Connection state: Error 404 status sending message to', 'closed', wrap)).toBe(false);
  });
});

describe('a paste of one or two records, one of them wrapped, claimed as it is', () => {
  it('is read joined when its reader claims it that way too, and the event spans both lines', async () => {
    // Windsurf's one-line connect failure broken at 120 columns (the corpus case windsurf--context-deadline-joined-line)
    const p = tempFile('windsurf.txt', '[MCP] Establishing connection to MCP server... [MCP] Failed to initialize client connection: transport error: context\ndeadline exceeded\n');
    const { input, events } = await readAll(p);
    expect(input.format).toBe('windsurf');
    const failed = events.find((e) => e.said !== undefined && /deadline exceeded/.test(e.text ?? ''));
    expect(failed?.source).toMatchObject({ line: 1, endLine: 2 });
  });

  it.each([
    ['a name', ["Error connecting to MCP server 'board-planner': failed to start or connect to MCP server 'board-planner' {\"command\":\"npx\"};", 'McpError: MCP error -32000: Connection closed']],
    ['a label', ['before: CONNECT FAILED — connection closed: calling "initialize": client is closing: EOF', 'after:  CONNECT OK: protocol=2025-06-18 server=pagefetch-mcp 0.6.19 / tools: 14']],
  ])('keeps a line that starts %s its own', (_n, lines) => {
    expect(looseWrap(lines, null, true)).toBeNull();
  });
});

describe('a short row before a word as long as half the width (a no-space run that could not be broken)', () => {
  it.each([
    // a stack frame's function over its location (mcp-remote's fatal error copied from a narrow Windows console)
    ['a frame', 'at _McpError.fromError', '(file:///C:/Users/dev/AppData/Local/npm-cache/_npx/3c1b9e07a4d25f6e/node_modules/mcp-remote/dist/chunk-65X3S4HB.js:12455:12)'],
    // a JSON log record cut at its first space, its next space 80 characters on
    ['a JSON record', '{"level":"error","msg":"Tool call', 'failed","timestamp":"2026-01-12T02:05:05.920Z","package_id":"relay-pkg","tool_name":"ask_user","error":"MCP error'],
  ])('joins %s', (_n, row, rest) => {
    expect(wrapJoins(row, rest, { width: 126, record: '' })).toBe(true);
  });
  it('keeps a short row its own before a short word, or a word shorter than half the width', () => {
    expect(wrapJoins('at _McpError.fromError', 'closed', { width: 126, record: '' })).toBe(false);
    expect(wrapJoins('Connecting to', 'https://example.test/a/b/c/d/mcp', { width: 126, record: '' })).toBe(false);
  });
});

describe('a quote inside indentation (a quoted paste in a list item, or indented as a code block)', () => {
  const log = [
    '2025-05-06 12:33:48.290 [info] oard: Handling ReloadClient action',
    '2025-05-06 12:33:48.291 [error] oard: Client error for command A system error occurred (spawn npx ENOENT)',
    '2025-05-06 12:33:48.291 [info] oard: Client closed for command',
  ];
  it.each([
    ['in a list item', '   > '],
    ['indented as code', '    > '],
    ['tab-indented', '\t> '],
  ])('is read as the quoted lines: %s', (_n, prefix) => {
    const lines = log.map((l) => `${prefix}${l}`);
    expect(clean(lines)).toEqual(log);
  });
  // Azure-Samples/remote-mcp-apim-appservice-dotnet#2: the reporter quoted only the log's lines ('>' glued to each stamp);
  // folded in a collapsed block, the fold's and the fence's unmarked lines are the reporter's markup, not unquoted log.
  it('is read as the quoted lines inside a collapsed block whose own lines carry no mark', () => {
    const lines = ['<details>', '  <summary>Logs</summary>', '', '```', ...log.map((l) => `>${l}`), '```', '', '</details>'];
    expect(pasteShape(lines)?.quote).toBe(true);
    expect(clean(lines).filter((l): l is string => l !== null && l.trim() !== '')).toEqual(log);
  });
  it('a log whose own lines open with an indented marker is not taken for a quote (a gateway\'s "  > failure" results)', () => {
    const gateway = ['- Reading configuration...', '  - Reading registry from registry.yaml', '- Listing MCP tools...', '  > Can\'t start notes: failed to connect', '> Initialized in 1.2s'];
    expect(pasteShape(gateway)?.quote ?? false).toBe(false);
  });
});

describe('a hard-wrapped paste with spaces left at its rows\' ends', () => {
  it('measures the rows without them', () => {
    const rows = [
      "2026-07-18T17:40:20.339Z [] Calling MCP tool: createTicket  ",
      "2026-07-18T17:45:20.403Z [] Tool 'createTicket' aborting: no response or progress notification for 300s (idle  ",
      'timeout 300s)  ',
      "2026-07-18T17:45:21.403Z [] Tool 'createTicket' failed  ",
    ];
    const shape = pasteShape(rows);
    const joined = unwrapRows(rows, rowJoiner(shape)!);
    expect(joined).toHaveLength(3);
    expect(joined[1]).toMatch(/\(idle timeout 300s\)$/);
  });
});

describe('a double-spaced paste, quoted', () => {
  it('reads its bare quote marks as the blank lines they stand for: the lines of one record stay together', async () => {
    // Gemini CLI's connect failure and the SDK's error under it (the corpus case gemini-cli--error-connecting-failed-
    // to-start-npx), double-spaced, then quoted in a reply: every other line a bare '>'
    const p = tempFile('quoted-spaced.txt', [
      "> Error connecting to MCP server 'board-planner': failed to start or connect to MCP server 'board-planner' {\"command\":\"npx\"};",
      '>',
      '> McpError: MCP error -32000: Connection closed',
      '',
    ].join('\n'));
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });
});

describe('a double-spaced paste, fenced', () => {
  it("counts the log's own lines only: the reporter's fences are no lines of it", async () => {
    const p = tempFile('fenced-spaced.txt', [
      '```',
      "Error connecting to MCP server 'board-planner': failed to start or connect to MCP server 'board-planner' {\"command\":\"npx\"};",
      '',
      'McpError: MCP error -32000: Connection closed',
      '```',
      '',
    ].join('\n'));
    const report = await analyze([p]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });
});

describe('a hard wrap in lines that start every which way (no record start: Wrap.anyStart)', () => {
  // A reporter's note with the wire messages in backquotes, the request's line broken inside its string at the last space
  // before the edge (the corpus's 'wrapped' edit over claude-desktop--backticked-call-no-id-cancel-prose's shape).
  const request = '`{"method":"tools/call","params":{"name":"open-note","arguments":{"path":"2025-01-02 weekly review.md","folder":"Inbox"}}}`';
  const cut = request.indexOf(' review.md');
  const note = [
    '**What the log shows**',
    'The client sends:',
    request.slice(0, cut),
    request.slice(cut + 1),
    '',
    'No answer comes. Then the client cancels:',
    '`{"method":"notifications/cancelled","params":{"requestId":4,"reason":"McpError: MCP error -32001: Request timed out"}}`',
    '',
    'Notes at the top of the vault open fine.',
    '',
  ];
  it('joins a row to its prose rest when a reader claims the joined lines as surely', async () => {
    expect(pasteShape(note.filter((l) => l !== ''))?.wrap).toMatchObject({ record: '', anyStart: true });
    const report = await analyze([tempFile('note.md', note.join('\n'))], { tz: 'UTC' });
    const call = report.requests.find((r) => r.method === 'tools/call');
    expect(call?.target).toBe('open-note');
    expect(call?.outcome).toBe('cancelled');
  });

  // A Go server's panic: its long first line, then the goroutine's heading, a lowercase word that would not have fitted
  // after it (mark3labs/mcp-go's shape in go-sdk--http-panic-serving-in-handle-message). Joined, no reader claims it.
  const panic = [
    'http: panic serving 10.0.0.7:40112: runtime error: invalid memory address or nil pointer dereference',
    'goroutine 41 [running]:',
    'net/http.(*conn).serve.func1()',
    '\t/usr/local/go/src/net/http/server.go:1947 +0xbe',
    'panic({0x9c1a40?, 0xe0f2b0?})',
    '\t/usr/local/go/src/runtime/panic.go:785 +0x132',
    'github.com/mark3labs/mcp-go/server.(*MCPServer).HandleMessage(0xc0000fe6e8, {0x1a17cb0?, 0xc000d71440?})',
    '',
  ];
  it('reads the lines as they are when the joined lines are claimed less surely', async () => {
    expect(pasteShape(panic.filter((l) => l !== ''))?.wrap?.anyStart).toBe(true);
    const { input, events } = await readAll(tempFile('panic.log', panic.join('\n')), { tz: 'UTC' });
    expect(input.format).toBe('go-sdk');
    const first = events.find((e) => e.source.line === 1);
    expect(first?.kind === 'host-log' ? first.text : null).toMatch(/dereference$/);
  });
});

describe('fenceLine', () => {
  it("sees a reporter's fence under a colouring console's codes, quote marks, or with an info string", () => {
    const head = ['\x1b[2m```\x1b[0m', '\x1b[2ma\x1b[0m', '\x1b[2m```\x1b[0m', '\x1b[2m```\x1b[0m', '\x1b[2mb\x1b[0m', '\x1b[2m```\x1b[0m'];
    expect(fenceLine(head[0]!, pasteShape(head))).toBe(true);
    expect(fenceLine(head[1]!, pasteShape(head))).toBe(false);
    const quoted = ['> ```text', '> a', '> ```', '>', '> ```', '> b', '> ```'];
    expect(fenceLine(quoted[0]!, pasteShape(quoted))).toBe(true);
    expect(fenceLine(quoted[1]!, pasteShape(quoted))).toBe(false);
  });
});

/**
 * Rich's console wraps a record's message at its width without padding the rows: the rest goes on at the message column,
 * the word that did not fit first (a Python app's console, Langflow's under `docker compose logs`: langflow-ai/langflow#7376).
 * The rows are joined for every reader; a message's own lines (a JSON body indented under it, a short line the next word
 * would have fitted after) and a record of its own stay apart.
 */
describe("Rich's wrapped console rows", () => {
  const col = ' '.repeat(29);
  const langflow = [
    '[04/01/25 05:58:14] ERROR    2025-04-01 05:58:14 - ERROR    -       <string>:374',
    `${col}<string> - Invalid SSE URL`,
    `${col}configuration:`,
    `${col}http://<host>:8010/sse. Please`,
    `${col}check the SSE URL and try again.`,
  ];
  it('finds the message column and the widest row', () => {
    expect(pasteShape(langflow)?.rich).toEqual({ column: 29, width: 32 });
  });
  // The reporter's arrow after the last row (test/wild/edits.ts `annotated`) is not the console's: counted, it made that
  // row the widest and no row joined.
  it("leaves a reporter's annotation out of the widest row", () => {
    const annotated = [...langflow.slice(0, -1), `${langflow.at(-1)}   <-- here it hangs`];
    expect(pasteShape(annotated)?.rich).toEqual({ column: 29, width: 32 });
    const shape = pasteShape(annotated);
    expect(unwrapRows(annotated, rowJoiner(shape)!, rowJoin(shape))).toHaveLength(1);
  });
  it('joins the wrapped rows into the record, the header\'s path column kept last', () => {
    const shape = pasteShape(langflow);
    expect(unwrapRows(langflow, rowJoiner(shape)!, rowJoin(shape))).toEqual([
      '[04/01/25 05:58:14] ERROR    2025-04-01 05:58:14 - ERROR    - <string> - Invalid SSE URL configuration: http://<host>:8010/sse. Please check the SSE URL and try again.       <string>:374',
    ]);
  });
  // The Python SDK's session refusing a request before the handshake, Rich's file column on the header row
  // (jayimu/Wireshark_mcp#4): the message read whole, the column where the reader cuts it.
  it('reads a Python SDK record wrapped under its file column whole', async () => {
    const text = [
      'INFO:     127.0.0.1:50412 - "POST /messages/?session_id=5f0c HTTP/1.1" 202 Accepted',
      '[07/02/25 10:11:12] WARNING  Failed to validate request: Received request before initialization was   session.py:363',
      `${' '.repeat(29)}complete`,
      '',
    ].join('\n');
    const { events } = await readAll(tempFile('server.log', text), { tz: 'UTC' });
    expect(events.map((e) => e.text)).toContain('Failed to validate request: Received request before initialization was complete');
  });
  const rich = { column: 20, width: 40 };
  const pad = ' '.repeat(20);
  it.each([
    ['a row the next word did not fit after', '[09:05:12] INFO     Terminating session for the client at', `${pad}localhost`, true],
    ['a short row the next word would have fitted after', '[09:05:12] INFO     Actions: [', `${pad}]`, false],
    ['a deeper line of the message (a JSON body)', '[09:05:12] INFO     Actions: [ with the rows of the body', `${pad}  {"tag": "call_1"}`, false],
    ['the next record, its time blank in the same second', `${pad}Terminating session for the client at`, `${' '.repeat(11)}INFO     Done`, false],
    ["a traceback's head", '[09:05:12] ERROR    Failed to call the tool on the server at', `${pad}Traceback (most recent call last):`, false],
    ['a row under a line that is no Rich row', 'plain text that is long enough to fill the row', `${pad}rest`, false],
  ])('%s', (_n, prev, next, want) => {
    expect(richJoins(prev, next, rich)).toBe(want);
  });
  // A handler made with show_time=False has no time column: the level column opens the row, the message at the ninth
  // character (rich/_log_render.py); the Python SDK's request type wrapped to the next row as with the time shown
  // (scaleapi/mcp-atlas#17's layout, without its clock).
  const noTime = [
    'INFO     Processing request of type            server.py:720',
    `${' '.repeat(9)}CallToolRequest                                   `,
    'WARNING  Processing request of type            server.py:720',
    `${' '.repeat(9)}ListToolsRequest                                  `,
  ];
  it('finds the message column of a console with no time column', () => {
    expect(pasteShape(noTime)?.rich).toEqual({ column: 9, width: 26 });
  });
  it('reads each wrapped record of a console with no time column whole', async () => {
    const r = await analyze([tempFile('server.log', `${noTime.join('\n')}\n`)], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk' });
    expect(r.requests.map((q) => q.method)).toEqual(['tools/call', 'tools/list']);
  });
  it.each([
    // Python logging's `%(levelname)-8s %(message)s` pads the same way: its lines are rows too, but nothing joins
    // unless a row at the ninth column is the rest of the one above.
    ['a level padded otherwise is no header', 'INFO  Processing request of type', `${' '.repeat(9)}CallToolRequest`, { column: 9, width: 26 }, false],
    ['a header with no time column', 'INFO     Processing request of type            server.py:720', `${' '.repeat(9)}CallToolRequest`, { column: 9, width: 26 }, true],
  ])('%s', (_n, prev, next, r, want) => {
    expect(richJoins(prev, next, r)).toBe(want);
  });
  it('reads Langflow\'s sentence from its compose console (langflow-ai/langflow#7376)', async () => {
    const text = `${langflow.map((l) => `flow-langflow-1  | ${l}`).join('\n')}\n`;
    const r = await analyze([tempFile('langflow.log', text)], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([['initialize', 'failed']]);
  });
});
