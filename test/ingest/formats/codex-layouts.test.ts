/**
 * The Codex reader on layouts reporters give its words (names replaced): codex_core's and rmcp's tracing lines with the
 * stamps left out (openai/codex#40766), the handshake error laid out over four lines (openai/codex#26955), and `codex
 * exec`'s human-readable call lines with their pretty-printed results (microsoft/playwright-mcp#1229).
 * Table-driven: the pasted text, and the host and the said kinds wanted in order.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readAll, tempFile } from '../helpers.js';

const CASES: Array<[string, string, Array<Record<string, unknown>>]> = [
  [
    "the extension log's records without stamps",
    [
      'WARN codex_mcp::mcp::auth: failed to determine auth status for MCP server `bridge`:',
      '  OAuth metadata discovery failed for http://127.0.0.1:8765/mcp',
      '  (error_is_connect=true)',
      'WARN codex_rmcp_client::http_client_adapter: streamable HTTP post_message failed',
      '  endpoint_host="127.0.0.1" endpoint_path="/mcp" mcp_method="initialize"',
      'ERROR rmcp::transport::worker: worker quit with fatal: Transport channel closed',
      '',
    ].join('\n'),
    [
      { kind: 'connection-closed', phrase: 'codex/rmcp-post-message-failed', method: 'initialize' },
      { kind: 'connection-closed', phrase: 'codex/rmcp-worker-quit-fatal', scope: 'connection' },
    ],
  ],
  [
    'the handshake error over four lines',
    [
      'MCP startup failed: handshaking with MCP server failed:',
      'Send message error Transport',
      '[rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<X>>]',
      'error: Unexpected content type: Some("missing-content-type; body: "), when send initialize request',
      '',
    ].join('\n'),
    [{ kind: 'failed', phrase: 'codex/handshake-failed', method: 'initialize' }],
  ],
  [
    // openai/codex#26072: Codex Desktop's chain under the failed resources/list, each link on its own line, the
    // worker's type cut to '[...]' by the reporter
    'the handshake error with the worker type elided',
    [
      'resources/list failed: failed to get client:',
      'MCP startup failed:',
      'handshaking with MCP server failed:',
      'Send message error Transport [...]',
      'Transport channel closed, when send initialized notification',
      '',
    ].join('\n'),
    [{ kind: 'completed', phrase: 'codex/handshake-failed-after-initialize', method: 'initialize' }],
  ],
  [
    // microsoft/playwright-mcp#1229: `codex exec`'s human-readable output, a call's head then its end with the result
    // pretty-printed under it; the JSON's lines at the margin stay in the end line's record, up to its closing brace
    "codex exec's call lines with their results",
    [
      'tool shop.cart_add({"sku":"A-7"})',
      'shop.cart_add({"sku":"A-7"}) failed in 1.20s:',
      '{',
      '  "content": [',
      '    {',
      '      "text": "Error: cart is locked",',
      '      "type": "text"',
      '    }',
      '  ],',
      '  "isError": true',
      '}',
      'tool shop.cart_view({})',
      'shop.cart_view({}) success in 850ms:',
      '{',
      '  "content": []',
      '}',
      'shop.cart_view({}) failed in 1m 05s:',
      'tool call error: tools/call failed: Transport closed',
      '',
    ].join('\n'),
    [
      { kind: 'request-sent', phrase: 'codex/exec-human-tool-begin', server: 'shop', target: 'cart_add', method: 'tools/call' },
      { kind: 'failed', phrase: 'codex/exec-human-tool-error-result', target: 'cart_add', error: 'Error: cart is locked' },
      { kind: 'request-sent', phrase: 'codex/exec-human-tool-begin', target: 'cart_view' },
      { kind: 'completed', phrase: 'codex/exec-human-tool-success', target: 'cart_view' },
      { kind: 'failed', phrase: 'codex/exec-human-tool-failed', target: 'cart_view', error: 'tool call error: tools/call failed: Transport closed' },
    ],
  ],
  [
    // openai/codex#45379: the start-up failure broken at its chain's colons, the doubled last link at the margin
    'the start-up chain broken at its colons',
    [
      'MCP client for `notes_bridge` failed to start: MCP startup failed:',
      'handshaking with MCP server failed: connection closed: initialize response:',
      'connection closed: initialize response',
      '',
    ].join('\n'),
    [{ kind: 'failed', phrase: 'codex/startup-failed', method: 'initialize', server: 'notes_bridge', error: 'MCP startup failed: handshaking with MCP server failed: connection closed: initialize response: connection closed: initialize response' }],
  ],
  [
    // openai/codex#36296: Codex Desktop's resume error, the required server's chain one link a line, the server's own
    // JSON-RPC error last
    "the required server's chain one link a line",
    [
      'Failed to resume chat',
      'error resuming thread: Fatal error: Failed to initialize session:',
      'required MCP servers failed to initialize:',
      '<ledger-mcp>: handshaking with MCP server failed:',
      'JSON-RPC error: -32602: Invalid params',
      '',
    ].join('\n'),
    [{ kind: 'failed', phrase: 'codex/required-failed-to-initialize', method: 'initialize', server: '<ledger-mcp>' }],
  ],
  [
    // A colon-ended failure then the TUI's next sentence: two records, the summary is not a link of the chain
    'a chain that ends on a colon, then the start-up summary',
    [
      'MCP client for `notes_bridge` failed to start: MCP startup failed:',
      '⚠ MCP startup incomplete (failed: notes_bridge)',
      '',
    ].join('\n'),
    [{ kind: 'failed', phrase: 'codex/startup-failed', method: 'initialize', server: 'notes_bridge' }],
  ],
  [
    // openai/codex#36190: the 0.146+ start-up summary, quoted; printed also for servers that did initialize, so it is
    // Codex's line and says nothing of any request
    "the 'MCP startup interrupted' summary",
    '> MCP startup interrupted. The following servers were not initialized: codex_apps, ref_docs, node_repl\n',
    [],
  ],
  [
    // openai/codex#37418: rows of the SQLite log as a reporter condenses them (time of day, span fields cut with '...',
    // the message): the handshake completed and Codex cancelled the service itself, so no request is named
    'condensed logs_2.sqlite rows',
    [
      '11:02:07.410  server_name=tickets ... Service initialized as client',
      '                protocol_version="2025-06-18"',
      '',
      '11:02:07.433  startup_prewarm ... mcp.runtime.resolve_for_step:',
      '                omitting pending optional MCP server server_name=tickets',
      '11:02:08.301  server_name=tickets ... task cancelled',
      '11:02:08.317  server_name=tickets ... quit_reason=Cancelled',
      '',
    ].join('\n'),
    [],
  ],
  [
    // Chrrxs/robloxstudio-mcp#71: a call too long for the header's line, '• Called' alone over the call, its arguments
    // and the tool's error object wrapped at the TUI's width: one record, the call failed by the server's answer
    "a lone '• Called' over the call and its error object",
    [
      '• Called',
      '  └ placeforge.grep_scripts({"instance_id":"place:[...]","',
      '        pattern":"LootTable.Roll","maxResults":20})',
      '    {"error": "tool_failed", "message": "Studio plugin connection',
      '        timeout. Make sure the plugin is running."}',
      '',
    ].join('\n'),
    [{ kind: 'failed', phrase: 'codex/called-returned-error-object', target: 'grep_scripts', serverAnswer: true }],
  ],
  [
    // justrach/codedb#278's layout: the call under a lone header, codex_core's error and its cause below it
    "a lone '• Called' over the call and codex_core's failure",
    [
      '• Called',
      '  └ docs.batch({"ops":[{"tool":"outline"}]})',
      '    Error: tool call error: tool call failed for `docs/batch`',
      '        Caused by:',
      '            Transport closed',
      '',
    ].join('\n'),
    [{ kind: 'failed', phrase: 'codex/tool-call-failed', target: 'batch' }],
  ],
  // Parentheses inside the arguments: the reader finds the call's end with its brackets balanced and its strings
  // skipped, so a ')' that ends a wrapped line inside the arguments is not taken for it, in either layout
  ...([
    ['a lone header', ['• Called', '  └ docs.search({"q":"f(a)', '        ","n":2})']],
    ['a one-line header', ['• Called docs.search({"q":"f(a)', '    ","n":2})']],
  ] as const).flatMap(([layout, call]): Array<[string, string, Array<Record<string, unknown>>]> => {
    const below = layout === 'a lone header' ? '    ' : '  └ ';
    return [
      [`${layout}: a ')' at a wrapped line's end inside the arguments, nothing back`, [...call, ''].join('\n'),
        [{ kind: 'request-sent', phrase: 'codex/called', target: 'search' }]],
      [`${layout}: a ')' inside the arguments, then the result`, [...call, `${below}{"hits": []}`, ''].join('\n'),
        [{ kind: 'completed', phrase: 'codex/called-returned', target: 'search' }]],
      [`${layout}: a ')' inside the arguments, then an error object`, [...call, `${below}{"error": "index offline"}`, ''].join('\n'),
        [{ kind: 'failed', phrase: 'codex/called-returned-error-object', target: 'search', error: 'index offline' }]],
      [`${layout}: a ')' inside the arguments, then codex_core's failure`, [...call, `${below}Error: tool call error: tool call failed for \`docs/search\``, ''].join('\n'),
        // under a one-line header the error's '└ ' line is a record of its own, the announced call's failure
        [...(layout === 'a lone header' ? [] : [{ kind: 'request-sent', phrase: 'codex/called', target: 'search' }]), { kind: 'failed', phrase: 'codex/tool-call-failed', target: 'search' }]],
    ];
  }),
  [
    // openai/codex#30348: Codex Desktop's renderer log cut to the time of day, its 30 s timer on thread/start, the answer
    // routed at 44 s and found no promise waiting for it
    "Codex Desktop's renderer: a request's timer, then its answer routed late",
    [
      '08:07:49.087 mcp_request_timeout method=thread/start timeoutMs=30000',
      '08:08:03.093 response_routed method=thread/start durationMs=44066',
      '08:08:03.104 No promise for request ID',
      '',
    ].join('\n'),
    [
      { kind: 'timer-fired', phrase: 'codex/desktop-request-timeout', method: 'thread/start', limitMs: 30000, timer: 'host', ownProtocol: true },
      { kind: 'completed', phrase: 'codex/desktop-response-routed', method: 'thread/start', elapsedMs: 44066, late: true, ownProtocol: true },
      { kind: 'completed', phrase: 'codex/desktop-no-promise', late: true, ownProtocol: true },
    ],
  ],
  [
    // openai/codex#29416: the same event with a field before the method, no stamp
    "Codex Desktop's renderer: the timer's line with a conversationId field",
    'mcp_request_timeout conversationId=none method=thread/start timeoutMs=30000\n',
    [{ kind: 'timer-fired', phrase: 'codex/desktop-request-timeout', method: 'thread/start', limitMs: 30000 }],
  ],
  [
    // openai/codex#29868's layout: the Desktop log's whole lines, ISO stamp, lower-case level, the component in brackets
    "Codex Desktop's log lines with their ISO stamps and components",
    [
      '2026-07-06T22:08:17.537Z info [StdioConnection] stdio_transport_spawned argsCount=2 pid=4242',
      '2026-07-06T22:08:47.540Z warning [AppServerConnection] mcp_request_timeout method=mcpServerStatus/list timeoutMs=30000',
      '',
    ].join('\n'),
    [{ kind: 'timer-fired', phrase: 'codex/desktop-request-timeout', method: 'mcpServerStatus/list', limitMs: 30000 }],
  ],
  [
    // openai/codex-plugin-cc#250: the plugin's job log, the stamp cut to the time of day with its Z, a command line, the
    // call started, and the reporter's own bracketed note under it (a line of the paste, no event)
    "the Codex plugin's job log, a call started and never ended",
    [
      '[21:17:13.523Z] Command completed: git show ... App/LibraryView.swift (exit 0)',
      '[21:18:25.543Z] Calling xcode/ListWindows.',
      '[nothing after — stuck 5+ minutes before I cancelled]',
      '',
    ].join('\n'),
    [{ kind: 'request-sent', phrase: 'codex/plugin-job-call-started', server: 'xcode', target: 'ListWindows' }],
  ],
  [
    // The job log's own stamp, Date.toISOString() whole
    "the Codex plugin's job log with its whole ISO stamps",
    ['[2026-04-19T21:18:25.543Z] Calling docs/search.', '[2026-04-19T21:18:26.101Z] Tool docs/search completed.', ''].join('\n'),
    [
      { kind: 'request-sent', phrase: 'codex/plugin-job-call-started', target: 'search' },
      { kind: 'completed', phrase: 'codex/plugin-job-call-completed', target: 'search' },
    ],
  ],
  [
    // openai/codex-plugin-cc#640: the stamps replaced by the reporter's '[...]'; the lines are read without a clock
    "the Codex plugin's job log with its stamps elided",
    ['[...] Calling notes-index/notes.search.', '[...] Tool notes-index/notes.search failed.', ''].join('\n'),
    [
      { kind: 'request-sent', phrase: 'codex/plugin-job-call-started', server: 'notes-index', target: 'notes.search' },
      { kind: 'failed', phrase: 'codex/plugin-job-call-failed', target: 'notes.search' },
    ],
  ],
  [
    // openai/codex-plugin-cc#641: the same two lines pasted bare, the call's start and its end naming one pair
    "the Codex plugin's job log pasted without stamps",
    ['Calling tracker/issues.create.', 'Tool tracker/issues.create failed.', ''].join('\n'),
    [
      { kind: 'request-sent', phrase: 'codex/plugin-job-call-started', target: 'issues.create' },
      { kind: 'failed', phrase: 'codex/plugin-job-call-failed', target: 'issues.create' },
    ],
  ],
  [
    'a lone header: nested calls and an escaped quote in the arguments, then the result',
    ['• Called', '  └ docs.eval({"expr":"max(f(1), g(\\"x)\\"))","opts":[1,', '        (2)]})', '    {"value": 3}', ''].join('\n'),
    [{ kind: 'completed', phrase: 'codex/called-returned', target: 'eval' }],
  ],
  [
    'a lone header: the arguments cut before their end, a line below them is not what came back',
    ['• Called', '  └ docs.search({"q":"f(a)', '        ","n":2', '    {"hits": []}', ''].join('\n'),
    [{ kind: 'request-sent', phrase: 'codex/called', target: 'search' }],
  ],
  [
    "a lone '• Called' with a blank line before the next line is no header of it",
    ['• Called', '', '  └ docs.batch({})', '    {"error": "x"}', ''].join('\n'),
    [],
  ],
];

describe('codex reader: layouts of its words', () => {
  it.each(CASES)('%s', async (_name, text, want) => {
    const { summary, events } = await readAll(tempFile(`codex-layout-${Math.random().toString(36).slice(2)}.txt`, text));
    expect(summary.host).toBe('codex');
    const said = events.filter((e) => e.said !== undefined).map((e) => e.said);
    expect(said).toHaveLength(want.length);
    want.forEach((w, i) => expect(said[i]).toMatchObject(w));
  });

  it("the job log's stamps keep their clock: the call ended 558 ms after it started", async () => {
    const text = '[21:18:25.543Z] Calling docs/search.\n[21:18:26.101Z] Tool docs/search completed.\n';
    const { events } = await readAll(tempFile('codex-layout-job-clock.txt', text));
    const stamped = events.filter((e) => e.at !== null).map((e) => e.at);
    expect(stamped).toHaveLength(2);
    expect(stamped[1]! - stamped[0]!).toBe(558);
  });

  it.each([
    ['a bare start alone', 'Calling tracker/issues.create.\n'],
    ['a bare start and the end of another call', 'Calling tracker/issues.create.\nTool tracker/issues.close failed.\n'],
    ['a stamped line of other words', '[21:18:25.543Z] Calling the build server now.\n'],
    // A stamp elided to '[...]' is the reporter's edit, no clock: the line counts as bare (openai/codex-plugin-cc#640 pairs them)
    ['an elided stamp on a lone start', '[...] Calling tracker/issues.create.\n'],
    ['an elided stamp on a lone end', '[…] Tool tracker/issues.create failed.\n'],
  ])("the job log's words unstamped or unpaired claim nothing: %s", async (_n, text) => {
    const path = tempFile(`codex-layout-job-${Math.random().toString(36).slice(2)}.txt`, text);
    const host = await readAll(path).then((r) => r.summary.host, () => null);
    expect(host).toBeNull();
  });

  it("the summary's words inside another sentence are not Codex's line", async () => {
    const path = tempFile('codex-layout-prose.txt', 'The MCP startup interrupted my work, so I restarted it.\n');
    const host = await readAll(path).then((r) => r.summary.host, () => null);
    expect(host).not.toBe('codex');
  });

  it('condensed rows keep their time of day, one record per row', async () => {
    const text = '11:02:07.410  server_name=tickets ... Service initialized as client\n                protocol_version="2025-06-18"\n11:02:08.301  server_name=tickets ... task cancelled\n';
    const { summary, events } = await readAll(tempFile('codex-layout-sqlite.txt', text));
    expect(summary.host).toBe('codex');
    const stamped = events.filter((e) => e.at !== null).map((e) => e.at);
    expect(stamped).toHaveLength(2);
    expect(stamped[1]! - stamped[0]!).toBe(891);
  });

  it("the renderer's time-of-day lines keep their clock: the answer routed 14 006 ms after the timer fired", async () => {
    const text = '08:07:49.087 mcp_request_timeout method=thread/start timeoutMs=30000\n08:08:03.093 response_routed method=thread/start durationMs=44066\n';
    const { events } = await readAll(tempFile('codex-layout-desktop-clock.txt', text));
    const stamped = events.filter((e) => e.at !== null).map((e) => e.at);
    expect(stamped).toHaveLength(2);
    expect(stamped[1]! - stamped[0]!).toBe(14006);
  });

  it("a time-of-day line with one space is read by its clock only for the renderer's request events", async () => {
    const text = '08:07:49.087 mcp_request_timeout method=thread/start timeoutMs=30000\n08:07:50.001 thread/start ... waiting\n';
    const { events } = await readAll(tempFile('codex-layout-desktop-other.txt', text));
    const other = events.find((e) => e.text?.includes('waiting'));
    expect(other).toBeDefined();
    expect(other!.at).toBeNull();
  });

  it("the renderer's requests are the app-server protocol's, not MCP: no request, one finding outside any", async () => {
    const text = '08:07:49.087 mcp_request_timeout method=thread/start timeoutMs=30000\n08:08:03.093 response_routed method=thread/start durationMs=44066\n08:08:03.104 No promise for request ID\n';
    const r = await analyze([tempFile(`codex-layout-desktop-${Math.random().toString(36).slice(2)}.txt`, text)], { tz: 'UTC', all: true });
    expect(r.requests).toEqual([]);
    expect(r.inputs[0]).toMatchObject({ host: 'codex' });
    expect(r.findings.map((f) => [f.rule, f.severity])).toEqual([['app-server-request-timeout', 'error']]);
    expect(r.findings[0]!.message).toMatch(/request thread\/start to its app-server timed out after 30 s \(the answer came 44\.066 s after/);
  });

  it('time-of-day rows without Codex words are not read as Codex', async () => {
    const path = tempFile('codex-layout-other-clock.txt', '11:02:07.410  worker ... job started\n11:02:08.301  worker ... job cancelled\n');
    const host = await readAll(path).then((r) => r.summary.host, () => null);
    expect(host).not.toBe('codex');
  });

  // openai/codex#9309: codex_core's own line about its model turn says nothing of MCP; beside a word that does, it is Codex's.
  it("codex_core's target alone, no word saying MCP, is no capture", async () => {
    const text = '2026-01-15T10:02:11.224871Z ERROR codex_core::codex: needs_follow_up: false\nERROR codex_core::codex: needs_follow_up: false\n';
    await expect(readAll(tempFile('codex-layout-core-only.txt', text))).rejects.toThrow(/not a capture in any known format/);
  });

  it("codex_core's target beside a word saying MCP is Codex's", async () => {
    const text = '2026-01-15T10:02:11.224871Z ERROR codex_core::codex: needs_follow_up: false\n2026-01-15T10:02:12.001002Z  WARN codex_core::mcp_connection_manager: server notes exited\n';
    const { summary } = await readAll(tempFile('codex-layout-core-mcp.txt', text));
    expect(summary.host).toBe('codex');
  });

  // warpdotdev/warp#6419: Codex run as Warp's stdio MCP server; its tracing reaches the log only as the relayed stderr of
  // Warp's lines, so the log is Warp's, not Codex's
  it("codex_core's target inside another host's stderr relay is the server's, not the log's writer", async () => {
    const text = [
      '2025-09-05 12:17:11.955 | [info] MCP: Using stdio transport',
      '2025-09-05 12:17:11.971 | [info] MCP: Sending request: {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"dev.warp.Warp","version":"v0.2025.09.03.08.11.stable_03"}}}',
      '2025-09-05 12:17:11.976 | [info] MCP [pid: 4242] stderr: 2025-09-05T10:17:11.976799Z  INFO codex_core::config: cwd not set, using current dir',
      '',
    ].join('\n');
    const { summary } = await readAll(tempFile('codex-layout-relayed-stderr.txt', text));
    expect(summary.host).not.toBe('codex');
  });

  it('a level-first line of another program is not read as Codex', async () => {
    const path = tempFile('codex-layout-other.txt', 'WARN app::db: pool exhausted\nERROR app::db: query failed\n');
    const host = await readAll(path).then((r) => r.summary.host, () => null);
    expect(host).not.toBe('codex');
  });
});
