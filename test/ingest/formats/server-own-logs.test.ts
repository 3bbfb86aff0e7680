/**
 * MCP servers' own logs (held-out round AC): layouts the SDK readers had missed, a server's words that a
 * client's cancel arrived, and a stdio server's failed pipe write. Lines follow the grammars of the threads
 * cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { fastmcpPhrases, javaSdkPhrases, pythonSdkPhrases, readSaid, typescriptServerPhrases, unknownClientPhrases } from '../../../src/ingest/hosts/index.js';
import { pythonServerLinePhrases } from '../../../src/ingest/formats/server-logs.js';
import { analyze } from '../../../src/analyze.js';
import { readAll, tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const PHRASES: Array<[string, Parameters<typeof readSaid>[0], string, Record<string, unknown> | null]> = [
  // The session refusing a request it could not validate, answered -32602 (wenb1n-dev/mysql_mcp_server_pro#52: root logger)
  ["the Python SDK's refusal of a request before initialization", pythonSdkPhrases,
    'WARNING:root:Failed to validate request: Received request before initialization was complete',
    { kind: 'failed', speaker: 'server', phrase: 'python-sdk/request-refused-invalid', error: 'Received request before initialization was complete' }],
  ['… printed bare (lanbaoshen/mcp-jenkins#35)', pythonSdkPhrases, 'Failed to validate request: Received request before initialization was complete',
    { kind: 'failed', phrase: 'python-sdk/request-refused-invalid' }],
  ['… a request that failed validation otherwise', pythonSdkPhrases, "Failed to validate request: 1 validation error for ClientRequest",
    { kind: 'failed', phrase: 'python-sdk/request-refused-invalid', error: '1 validation error for ClientRequest' }],
  // junjiem/dify-plugin-tools-mcp_sse#19: the SDK before the -32602 answer raised instead, the exception group's last line
  ["the older SDK's raise for a request before initialization", pythonSdkPhrases,
    '      | RuntimeError: Received request before initialization was complete',
    { kind: 'failed', speaker: 'server', phrase: 'python-sdk/request-before-initialization-raised', error: 'Received request before initialization was complete' }],
  ['… its source line in the frame is not it', pythonSdkPhrases, '      |     raise RuntimeError(', null],
  // jacob-bd/gemini-notebook-mcp-cli#165, modelcontextprotocol/python-sdk#2416: the SDK answered the client's cancel, then the handler's respond tripped
  ["the SDK's cancel-then-respond assertion: a cancel arrived before the answer", pythonSdkPhrases,
    '  AssertionError: Request already responded to',
    { kind: 'cancelled', received: true, speaker: 'server', phrase: 'python-sdk/cancelled-then-responded' }],
  ['… under an exception group\'s bars', pythonSdkPhrases, '    | AssertionError: Request already responded to',
    { kind: 'cancelled', phrase: 'python-sdk/cancelled-then-responded' }],
  ['… the assert in the frame is not it', pythonSdkPhrases, '      assert not self._completed, "Request already responded to"', null],
  // PrefectHQ/fastmcp#4434, modelcontextprotocol/python-sdk#1153: the same race handled, the handler's answer dropped
  ["the SDK's record of a cancel that cut a running handler short", pythonSdkPhrases,
    'Request 3 cancelled - duplicate response suppressed',
    { kind: 'cancelled', received: true, speaker: 'server', id: 3, phrase: 'python-sdk/cancelled-response-suppressed' }],
  // taylorwilsdon/google_workspace_mcp#36: the transport's record of a POST it could not hand to its session (500, -32603)
  ["the transport's 'Error handling POST request' record: the POST's message failed on the server", pythonSdkPhrases,
    '2026-01-19 10:02:51,211 - mcp.server.streamable_http - ERROR - 40417 - MainThread [streamable_http._handle_post_request:524] - Error handling POST request',
    { kind: 'failed', speaker: 'server', phrase: 'python-sdk/post-handling-error', error: 'Error handling POST request' }],
  // modelcontextprotocol/python-sdk#1227: the legacy SSE transport's handler raising after its 202, the session's stream closed
  ["the SSE transport's handle_post_message as a traceback frame: an accepted message found its session gone", pythonSdkPhrases,
    '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/server/sse.py", line 249, in handle_post_message',
    { kind: 'session-not-found', accepted: true, speaker: 'server', phrase: 'python-sdk/sse-post-into-closed-session' }],
  ['… the frame as pasted without its indentation', pythonSdkPhrases,
    'File "/srv/app/.venv/lib/python3.12/site-packages/mcp/server/sse.py", line 249, in handle_post_message',
    { kind: 'session-not-found', accepted: true }],
  ["… an app's own function of that name is not the SDK's transport", pythonSdkPhrases,
    '  File "/srv/app/grid_tools/server.py", line 688, in handle_post_message', null],
  ["… nor the SDK's client module of the same name", pythonSdkPhrases,
    '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/client/sse.py", line 120, in handle_post_message', null],
  ['… the error text the 500 carries back to a client is not the record', pythonSdkPhrases,
    '{"jsonrpc":"2.0","id":"server-error","error":{"code":-32603,"message":"Error handling POST request: "}}', null],
  ['a notification that failed validation gets no answer: no request', pythonSdkPhrases,
    "Failed to validate notification: 1 validation error for ClientNotification. Message was: method='initialized'", null],
  ['Python 1.1 server refusing the client\'s cancel (MarkusPfundstein/mcp-gsuite#21)', pythonSdkPhrases,
    "  Input should be 'notifications/progress' [type=literal_error, input_value='notifications/cancelled', input_type=str]",
    { kind: 'cancelled', received: true, phrase: 'python-sdk/cancel-notification-refused' }],
  ['… another member of the union quoting the same input', pythonSdkPhrases,
    "  Input should be 'notifications/initialized' [type=literal_error, input_value='notifications/cancelled', input_type=str]",
    { kind: 'cancelled', received: true }],
  ['a refused notification that is not a cancel says nothing', pythonSdkPhrases,
    "  Input should be 'notifications/progress' [type=literal_error, input_value='notifications/message', input_type=str]", null],
  ['Java server session without a handler for the cancel (modelcontextprotocol/java-sdk#130)', javaSdkPhrases,
    'ERROR io.modelcontextprotocol.spec.McpServerSession [http-nio-8091-exec-4] No handler registered for notification method: notifications/cancelled',
    { kind: 'cancelled', received: true, phrase: 'java-sdk/cancel-notification-no-handler' }],
  ['… another notification without a handler is not a cancel', javaSdkPhrases,
    'No handler registered for notification method: notifications/roots/list_changed', null],
  ["… a stateless Java server's wording of the same miss (spring-projects/spring-ai#4694)", javaSdkPhrases,
    '2025-10-21T22:21:15.894Z  WARN 48213 --- [...] [nio-8811-exec-3] i.m.s.DefaultMcpStatelessServerHandler   : Missing handler for notification type: notifications/cancelled',
    { kind: 'cancelled', received: true, phrase: 'java-sdk/cancel-notification-no-handler' }],
  ["… and its line for the client's initialized is no cancel", javaSdkPhrases,
    'i.m.s.DefaultMcpStatelessServerHandler   : Missing handler for notification type: notifications/initialized', null],
  ['Java client session dropping an answer for an id it no longer holds (modelcontextprotocol/java-sdk#248)', javaSdkPhrases,
    '2025-05-19 13:25:33.365 [HttpClient-1-Worker-2] WARN  McpClientSession - Unexpected response for unknown id 5a20c7e1-2 -',
    { kind: 'completed', late: true, id: '5a20c7e1-2', phrase: 'java-sdk/late-response' }],
  ['… the older session class\'s spelling, the id cut from the paste (yuyuanweb/mcp-mianshiya-server#9)', javaSdkPhrases,
    '[ient-2-Worker-5] i.m.spec.DefaultMcpSession : Unexpected response for unkown id',
    { kind: 'completed', late: true, phrase: 'java-sdk/late-response' }],
  ["a stdio server's crash on its own stderr (dcSpark/shinkai-node#1154)", typescriptServerPhrases, 'Error: write EPIPE',
    { kind: 'failed', error: 'write EPIPE', phrase: 'typescript-sdk/stdio-write-epipe' }],
  ['… relayed by the client that launched it (rust-mcp-stack/rust-mcp-sdk#31)', typescriptServerPhrases, 'Process error: Error: write EPIPE',
    { kind: 'failed', error: 'write EPIPE' }],
  ["… newer Node's wording (modelcontextprotocol/typescript-sdk#1644)", typescriptServerPhrases, 'Error: EPIPE: broken pipe, write',
    { kind: 'failed', error: 'EPIPE: broken pipe, write' }],
  ["… a host's uncaught-exception line (earendil-works/pi#2928)", typescriptServerPhrases, 'Uncaught exception: write EPIPE', { kind: 'failed', error: 'write EPIPE' }],
  ['prose about EPIPE is not the error', typescriptServerPhrases, 'Handle EPIPE from MCP server processes', null],
  // supercorp-ai/supergateway#153, srbhptl39/MCP-SuperAssistant#194: Protocol.connect refusing a second transport, uncaught
  ["the SDK's refusal of a second transport on one Server", typescriptServerPhrases,
    'Error: Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.',
    { kind: 'connection-closed', scope: 'connection', phrase: 'typescript-sdk/already-connected', error: 'Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.' }],
  ['… cut short by the reporter', typescriptServerPhrases, 'Error: Already connected to a transport. Call close() before connecting',
    { kind: 'connection-closed', error: 'Already connected to a transport. Call close() before connecting' }],
  ["… Node's print of the throw's source line is not the error", typescriptServerPhrases,
    "        throw new Error('Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.');", null],
  // A refused connect() leaves the connection it refused to replace as it was: the bare words end nothing where no
  // frame or crash print goes with them, so the lists read without that evidence do not hold the row.
  ['… not among the words any client without a reader shares', unknownClientPhrases,
    'Error: Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.', null],
  ["… nor among the Python SDK server log's", pythonServerLinePhrases,
    'Error: Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.', null],
  // The same for the other crash words: Node's EPIPE is any Node program's, and the Streamable HTTP transport's refusal
  // to answer with no connection is a throw its caller may catch and log.
  ['a bare write EPIPE, not among the words any client without a reader shares', unknownClientPhrases, 'Error: write EPIPE', null],
  ["… nor among the Python SDK server log's", pythonServerLinePhrases, 'Error: write EPIPE', null],
  ['an answer with no connection, not among the words any client without a reader shares', unknownClientPhrases, 'Error: No connection established for request ID: 2', null],
  ["… nor among the Python SDK server log's", pythonServerLinePhrases, 'Error: No connection established for request ID: 2', null],
  // sooperset/mcp-atlassian#649: FastMCP's tool manager on a tool that raised
  ["FastMCP's tool manager on a tool that raised", fastmcpPhrases,
    "ERROR - FastMCP.fastmcp.tools.tool_manager - Error calling tool 'move_ticket': Can't move (OPS-57).",
    { kind: 'failed', phrase: 'fastmcp/tool-manager-error', method: 'tools/call', target: 'move_ticket', error: "Can't move (OPS-57)." }],
  ['… with its details masked', fastmcpPhrases, "Error calling tool 'search'", { kind: 'failed', target: 'search' }],
  // PrefectHQ/fastmcp#1531: a mounted server's client could not connect while the tool manager listed its tools
  ["FastMCP's tool manager skipping a mount whose client failed to connect", fastmcpPhrases,
    "Failed to get tools from server: 'FastMCP', mounted at: 'notes': Client failed to connect: Connection closed                      tool_manager.py:86",
    { kind: 'failed', phrase: 'fastmcp/mounted-connect-failed', method: 'initialize', server: 'notes', error: 'Connection closed' }],
  ['… the prompt manager\'s wording, another why', fastmcpPhrases,
    "Failed to get prompts from server: 'Remote', mounted at: 'wiki': Client failed to connect: All connection attempts failed",
    { kind: 'failed', method: 'initialize', server: 'wiki', error: 'All connection attempts failed' }],
  ['… a mount that failed its listing for another reason is not a connect', fastmcpPhrases,
    "Failed to get tools from server: 'FastMCP', mounted at: 'notes': Timed out while waiting for response", null],
  // googleads/google-ads-mcp#99: FastMCP's auth middleware after refusing a request's token
  ["FastMCP's auth middleware refusing a request's credentials", fastmcpPhrases,
    'Auth error returned: invalid_token (status=401)',
    { kind: 'http-status', phrase: 'fastmcp/auth-error-returned', status: 401, error: 'invalid_token' }],
  ['… a missing scope answered 403', fastmcpPhrases, 'Auth error returned: insufficient_scope (status=403)', { status: 403, error: 'insufficient_scope' }],
  ['… not a status that refuses nothing', fastmcpPhrases, 'Auth error returned: invalid_token (status=200)', null],
  // The Streamable HTTP session manager's own lines about a session (mcp 1.x and 2.3.0: the manager admitting one, the
  // transport's terminate()): its start and its end on the server's side
  ["the session manager admitting a session: a session's start on the server's side", pythonSdkPhrases,
    '2026-12-05 02:53:04,732 - mcp.server.streamable_http_manager - INFO - Created new transport with session ID: c41240c7232f4e62bbeab0c8cbf612b3',
    { kind: 'connecting', scope: 'connection', speaker: 'server', phrase: 'python-sdk/session-created' }],
  ['… printed bare, the id cut by the reporter (anthropics/claude-ai-mcp#1005)', pythonSdkPhrases,
    'Created new transport with session ID: 4b7e02c9...', { kind: 'connecting', phrase: 'python-sdk/session-created' }],
  ["the transport terminating a session: its end, on a DELETE, an idle timeout or the manager's stop", pythonSdkPhrases,
    '2026-12-05 02:53:13,079 - mcp.server.streamable_http - INFO - Terminating session: c41240c7232f4e62bbeab0c8cbf612b3',
    { kind: 'connection-closed', scope: 'connection', speaker: 'server', phrase: 'python-sdk/session-terminated', error: 'Terminating session' }],
  ["… its message alone (the record's message as a handler with no format prints it)", pythonSdkPhrases, 'Terminating session: 6f0e1d2c3b4a59687786a5b4c3d2e1f0',
    { kind: 'connection-closed', phrase: 'python-sdk/session-terminated' }],
  ["… not the stateless transport's 'None', the end of its one exchange", pythonSdkPhrases, 'Terminating session: None', null],
  ['… nor a sentence going on after the id', pythonSdkPhrases, 'Terminating session: abc because the user left', null],
  ["… nor the stateless 'None' closed by an app's bracketed layout (the python-sdk#1219 layout)", pythonSdkPhrases,
    '[2025-07-31 15:10:41,884][MainThread:20744][task_id:mcp.server.streamable_http][streamable_http.py:630][INFO][Terminating session: None]', null],
];

describe('server-log phrases', () => {
  it.each(PHRASES)('%s', (_n, rows, text, want) => {
    const said = readSaid(rows, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });
});

describe('server-log readers', () => {
  it.each([
    // Pasted outside a fence: Rich's runs of spaces squeezed to one, its file column still last (googleads/google-ads-mcp#99).
    [['INFO:httpx:HTTP Request: GET https://oauth2.example.com/tokeninfo?access_token=... "HTTP/1.1 200 OK"', 'INFO Auth error returned: invalid_token (status=401) middleware.py:196', 'INFO Issued new FastMCP tokens (rotated refresh) proxy.py:1986'], 1],
    // Rich's own layout, the time column blank.
    [['                    INFO     Auth error returned: invalid_token (status=401)        middleware.py:196', '[05/12/26 10:00:00] INFO     Request tools/list completed in 4.10ms   timing.py:47'], 1],
    // A token refused and then accepted: the refused POST is still one request refused (docs/causes.md), no more.
    [['[05/12/26 10:00:00] INFO     Auth error returned: invalid_token (status=401)   middleware.py:196', '                    INFO     Request tools/list completed in 4.10ms   timing.py:47'], 1],
  ])("FastMCP's auth refusal %j is a request refused 401", async (text, n) => {
    const report = await analyze([tempFile('fastmcp.log', lines(...text))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'fastmcp' });
    const refused = report.requests.filter((q) => q.outcome === 'failed' && q.cause === 'server-error' && q.serverState === 'failed');
    expect(refused).toHaveLength(n);
    expect(refused[0]!.summary).toMatch(/HTTP 401/);
  });

  it("FastMCP's warnings for two mounts whose clients failed to connect are two initializes, each lost with its transport (PrefectHQ/fastmcp#1531)", async () => {
    const p = tempFile('output.txt', lines(
      "[03/11/26 09:41:17] WARNING  Failed to get tools from server: 'FastMCP', mounted at: 'notes': Client failed to connect: Connection closed     tool_manager.py:86",
      "                    WARNING  Failed to get tools from server: 'FastMCP', mounted at: 'ledger': Client failed to connect: Connection closed    tool_manager.py:86",
      '[]',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([
      expect.objectContaining({ method: 'initialize', outcome: 'lost', cause: 'connection-closed' }),
      expect.objectContaining({ method: 'initialize', outcome: 'lost', cause: 'connection-closed' }),
    ]);
  });

  it("the SDK's cancel-then-respond assertion under a tool call it was handling is that call, cancelled by the client (modelcontextprotocol/python-sdk#2416)", async () => {
    const p = tempFile('server.log', lines(
      '2026-04-20 09:14:02,118 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      'ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)',
      '  Traceback (most recent call last):',
      '    File ".../mcp/server/lowlevel/server.py", line 800, in _handle_request',
      '      await message.respond(response)',
      '    File ".../mcp/shared/session.py", line 129, in respond',
      '      assert not self._completed, "Request already responded to"',
      '  AssertionError: Request already responded to',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([expect.objectContaining({ method: 'tools/call', outcome: 'cancelled', cause: 'client-cancel' })]);
  });

  it("the SDK's 'Request N cancelled - duplicate response suppressed' under the tool call it was handling is that call, cancelled by the client (PrefectHQ/fastmcp#4434)", async () => {
    const p = tempFile('server.log', lines(
      '2026-02-10 10:03:42,118 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '2026-02-10 10:03:46,402 - mcp.server.lowlevel.server - INFO - Request 3 cancelled - duplicate response suppressed',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([expect.objectContaining({ method: 'tools/call', outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown' })]);
  });

  it.each([
    // PrefectHQ/fastmcp#4434 and the pastes like it: the SDK's one line that shows the cancel, in the layouts reporters
    // give it; the sentence alone, ending its line, makes the text the Python SDK server's log
    ['bare', ['Request 4 cancelled - duplicate response suppressed'], 4],
    ['after a bare time of day', ['20:01:01,681  Request 4 cancelled - duplicate response suppressed'], 4],
    ["after an app's own layout, under its own line", ['13:43:23.426 - INFO - Calling the slow step', '13:43:23.431 - INFO - Request 1 cancelled - duplicate response suppressed'], 1],
  ])("the SDK's cancel record pasted on its own: %s", async (_n, text, id) => {
    const p = tempFile('server.log', lines(...text));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual(['python-sdk']);
    expect(report.requests).toEqual([expect.objectContaining({ method: 'unknown', id, outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown' })]);
  });

  it("the same sentence in a reporter's prose is no log line", async () => {
    const p = tempFile('notes.txt', lines('I keep seeing Request 4 cancelled - duplicate response suppressed in the server log, why?'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  // buckaroo-data/buckaroo#552: a stdio server that started and never got its handshake logs only its own start
  it.each([
    ["an app's layout, a time of day", ['09:41:12 [DEBUG] Initializing server \'viewer\'', '09:41:12 [DEBUG] Registering handler for ListToolsRequest', '09:41:12 [DEBUG] Registering handler for CallToolRequest']],
    ["Python logging's default layout", ['DEBUG:mcp.server.lowlevel.server:Registering handler for ListToolsRequest']],
    ['bare', ['Registering handler for CallToolRequest']],
  ])("the lowlevel server's handler registrations are a Python SDK server's log with no request: %s", async (_n, text) => {
    const report = await analyze([tempFile('server.log', lines(...text))], { tz: 'UTC', all: true });
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual(['python-sdk']);
    expect(report.requests).toEqual([]);
  });
  it('a sentence about registering a handler for some other thing is no such log', async () => {
    await expect(analyze([tempFile('notes.txt', lines('Registering handler for ListToolsRequest fails in my fork, see below'))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it("Python logging without the logger's name: the stamp is read and the SDK's line is a request (kubeflow/mcp-apache-spark-history-server#83)", async () => {
    const { events, summary } = await readAll(tempFile('spark.log', lines(
      'INFO:     ::1:51735 - "POST /mcp/ HTTP/1.1" 200 OK',
      '2025-09-16 10:42:17,318 - INFO - Processing request of type CallToolRequest',
      'INFO:     ::1:51762 - "POST /mcp/ HTTP/1.1" 202 Accepted',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('python-sdk');
    const call = events.find((e) => e.said?.kind === 'request-sent');
    expect(call).toMatchObject({ at: Date.parse('2025-09-16T10:42:17.318Z'), level: 'info', said: { method: 'tools/call' } });
  });

  // An application's own logging format around the SDK's line: each layout keeps the request it announces.
  const LAYOUTS: Array<[string, string, number | null]> = [
    ["bracketed stamp, level and a colon (modelcontextprotocol/python-sdk#1269's layout)", '[2025-08-13 16:29:26,180] INFO: Processing request of type CallToolRequest', Date.parse('2025-08-13T16:29:26.180Z')],
    ["the logger's name after the level", '2025-08-13 16:29:26,180 INFO mcp.server.lowlevel.server: Processing request of type CallToolRequest', Date.parse('2025-08-13T16:29:26.180Z')],
    ['loguru', '2025-08-13 16:29:26.180 | INFO     | mcp.server.lowlevel.server:_handle_request:620 - Processing request of type CallToolRequest', Date.parse('2025-08-13T16:29:26.180Z')],
    ['an ISO stamp with its zone', '2025-08-13T18:29:26.180+02:00 INFO Processing request of type CallToolRequest', Date.parse('2025-08-13T16:29:26.180Z')],
    ['the level first', 'INFO 2025-08-13 16:29:26,180 server Processing request of type CallToolRequest', Date.parse('2025-08-13T16:29:26.180Z')],
    ['a bracketed level', '2025-08-13 16:29:26,180 [INFO] mcp.server.lowlevel.server: Processing request of type CallToolRequest', Date.parse('2025-08-13T16:29:26.180Z')],
    ["structlog's padded level", '2025-08-13 16:29:26 [info     ] Processing request of type CallToolRequest', Date.parse('2025-08-13T16:29:26.000Z')],
    ['the time of day only', '16:29:26 INFO     Processing request of type CallToolRequest', Date.UTC(1970, 0, 1, 16, 29, 26)],
  ];
  it.each(LAYOUTS)('Python server log, %s: the request line is an event with its clock', async (_n, line, at) => {
    const { events, summary } = await readAll(tempFile('layout.log', lines('INFO:     127.0.0.1:5000 - "POST /mcp HTTP/1.1" 200 OK', line)), { tz: 'UTC' });
    expect(summary.format).toBe('python-sdk');
    const call = events.find((e) => e.said?.kind === 'request-sent');
    expect(call).toMatchObject({ at, said: { method: 'tools/call' } });
  });

  it("the session manager's bare crash record beside an anyio error is the Python SDK's (modelcontextprotocol/python-sdk#2741)", async () => {
    const { summary } = await readAll(tempFile('crash.log', lines(
      'Session <id> crashed',
      '  RuntimeError: setup failed',
      'Error handling POST request',
      '  anyio.ClosedResourceError',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('python-sdk');
  });

  it('the same sentence without an anyio error is not enough to name the writer', async () => {
    await expect(readAll(tempFile('crash.log', lines('Session 12 crashed', '  RuntimeError: setup failed')), { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('a platform viewer\'s stamp on its own line is not a layout: the entry under it is read, the stamp line continues nothing new', async () => {
    const { events } = await readAll(tempFile('viewer.log', lines(
      '2025-08-21 14:06:51.403 PDT',
      'INFO: 169.254.169.120:61877 - "HEAD /mcp HTTP/1.1" 405 Method Not Allowed',
      '2025-08-21 14:06:51.403 PDT',
      '[2025-08-21 21:06:51,404] INFO: Terminating session: None',
    )), { tz: 'UTC' });
    expect(events.find((e) => e.text === 'Terminating session: None')).toMatchObject({ at: Date.parse('2025-08-21T21:06:51.404Z') });
    // uvicorn's access line with one space after its level is an event of its own (modelcontextprotocol/python-sdk#1269).
    expect(events.find((e) => e.text?.includes('"HEAD /mcp HTTP/1.1" 405'))).toMatchObject({ kind: 'host-log', level: 'info' });
  });

  // A client that skipped the handshake: each POST's request refused with -32602, one warning each, under any layout.
  it.each<[string, string[], number]>([
    ['Streamable HTTP, the root logger (wenb1n-dev/mysql_mcp_server_pro#52)', [
      'INFO:     127.0.0.1:51204 - "POST /mcp/ HTTP/1.1" 200 OK',
      'INFO:     127.0.0.1:51208 - "POST /mcp/ HTTP/1.1" 200 OK',
      'WARNING:root:Failed to validate request: Received request before initialization was complete',
      'INFO:     127.0.0.1:51212 - "POST /mcp/ HTTP/1.1" 200 OK',
      'WARNING:root:Failed to validate request: Received request before initialization was complete',
    ], 2],
    ['legacy SSE, printed bare (lanbaoshen/mcp-jenkins#35)', [
      'INFO:     127.0.0.1:41822 - "GET /sse HTTP/1.1" 200 OK',
      'INFO:     127.0.0.1:41830 - "POST /messages/?session_id=5b0e7c2a HTTP/1.1" 202 Accepted',
      'Failed to validate request: Received request before initialization was complete',
      'INFO:     127.0.0.1:52216 - "POST /messages/?session_id=5b0e7c2a HTTP/1.1" 202 Accepted',
      'Failed to validate request: Received request before initialization was complete',
      'INFO:     127.0.0.1:60344 - "POST /messages/?session_id=5b0e7c2a HTTP/1.1" 202 Accepted',
      'Failed to validate request: Received request before initialization was complete',
    ], 3],
    ["Rich's console, one second for both (hyperskill/enlighter-content#77's layout)", [
      'INFO:     127.0.0.1:61842 - "POST /messages/?session_id=3c7e2a9b HTTP/1.1" 202 Accepted',
      '[11/04/25 09:12:37] WARNING  Failed to validate request: Received request before initialization was complete   session.py:363',
      'INFO:     127.0.0.1:61842 - "POST /messages/?session_id=3c7e2a9b HTTP/1.1" 202 Accepted',
      '                    WARNING  Failed to validate request: Received request before initialization was complete   session.py:363',
    ], 2],
  ])('a server refusing requests before initialization, %s: each warning is a refused request', async (_n, log, n) => {
    const r = await analyze([tempFile('refused.log', lines(...log))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host: 'python-sdk' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual(Array(n).fill(['unknown', 'failed', 'server-error', 'failed']));
  });

  // pydantic's dump under the SDK 1.x session's refusal names the refused request's method in each member's method
  // literal: a 2026-07-28 server/discover probe, refused -32602, is the version negotiation the client falls back from.
  const DUMP = [
    '3 validation errors for ClientRequest',
    'PingRequest.method',
    "  Input should be 'ping' [type=literal_error, input_value='server/discover', input_type=str]",
    '    For further information visit https://errors.pydantic.dev/2.13/v/literal_error',
    'CallToolRequest.method',
    "  Input should be 'tools/call' [type=literal_error, input_value='server/discover', input_type=str]",
    '    For further information visit https://errors.pydantic.dev/2.13/v/literal_error',
    'CallToolRequest.params.name',
    "  Field required [type=missing, input_value={'_meta': {'io.modelconte...}}, input_type=dict]",
    '    For further information visit https://errors.pydantic.dev/2.13/v/missing',
  ];
  it.each<[string, string[], string, string]>([
    ["Home Assistant's log, the root logger (home-assistant/core#182323)",
      [`2026-09-15 14:02:31.418 WARNING (MainThread) [root] Failed to validate request: ${DUMP[0]}`, ...DUMP.slice(1)], 'unknown', 'server/discover'],
    ["logging's default format", [`WARNING:root:Failed to validate request: ${DUMP[0]}`, ...DUMP.slice(1)], 'python-sdk', 'server/discover'],
    ['a method the union knows, refused for its params', [
      'WARNING:root:Failed to validate request: 2 validation errors for ClientRequest',
      'PingRequest.method',
      "  Input should be 'ping' [type=literal_error, input_value='tools/call', input_type=str]",
      'CallToolRequest.params.name',
      "  Field required [type=missing, input_value={'arguments': {}}, input_type=dict]",
    ], 'python-sdk', 'tools/call'],
  ])("a request refused as none of the union's members, %s: the dump names its method", async (_n, log, host, method) => {
    const r = await analyze([tempFile('refused.log', lines(...log))], { tz: 'UTC', all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host, lines: log.length });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([[method, 'failed', 'server-error', 'failed']]);
  });

  it("the refused discover probe is not listed from the server's log: its fallback is no line of that log (home-assistant/core#182323)", async () => {
    const r = await analyze([tempFile('refused.log', lines(`WARNING:root:Failed to validate request: ${DUMP[0]}`, ...DUMP.slice(1)))], { tz: 'UTC' });
    expect(r.requests).toEqual([]);
  });

  it("the tail of the exception group an older SDK's session crashed with is a Python SDK server's refusal (junjiem/dify-plugin-tools-mcp_sse#19)", async () => {
    const r = await analyze([tempFile('crash.txt', lines(
      '      | Traceback (most recent call last):',
      '      |   File "C:\\Users\\dev\\weather\\.venv\\Lib\\site-packages\\mcp\\shared\\session.py", line 324, in _receive_loop',
      '      |     await self._received_request(responder)',
      '      |   File "C:\\Users\\dev\\weather\\.venv\\Lib\\site-packages\\mcp\\server\\session.py", line 163, in _received_request',
      '      |     raise RuntimeError(',
      '      | RuntimeError: Received request before initialization was complete',
      '      +------------------------------------',
    ))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host: 'python-sdk' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['unknown', 'failed', 'server-error', 'failed']]);
  });

  it("the stateless transport's teardown after its one request: the request was answered, the router's error after it is no handler's (modelcontextprotocol/python-sdk#1190)", async () => {
    const log = (...tail: string[]) => tempFile('stateless.log', lines(
      'INFO:     127.0.0.1:48310 - "POST /mcp/ HTTP/1.1" 307 Temporary Redirect',
      '[07/24/25 09:12:41] INFO     Processing request of type ListToolsRequest                                        server.py:625',
      'INFO:     127.0.0.1:48310 - "POST /mcp HTTP/1.1" 200 OK',
      ...tail,
    ));
    const ended = await analyze([log(
      '                    INFO     Terminating session: None                                                 streamable_http.py:630',
      '                    ERROR    Error in message router                                                   streamable_http.py:880',
    )], { tz: 'UTC', all: true });
    expect(ended.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/list', 'completed', 'none', 'completed']]);
    // Without the teardown line an error record while the request is the newest is still its handler's failure.
    const failed = await analyze([log(
      '                    ERROR    Error in message router                                                   streamable_http.py:880',
    )], { tz: 'UTC', all: true });
    expect(failed.requests.map((q) => [q.method, q.outcome])).toEqual([['tools/list', 'failed']]);
  });

  // The low-level Server logs `Response sent` at DEBUG once it has written the answer of the request it announced at INFO
  // (mcp/server/lowlevel/server.py _handle_request; tmonk/stata-workbench#36, a stdio server's DEBUG lines per call).
  it("the low-level Server's DEBUG 'Response sent' ends the request it announced: completed on the server's answer", async () => {
    const r = await analyze([tempFile('debug.log', lines(
      'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest',
      'DEBUG:mcp.server.lowlevel.server:Dispatching request of type CallToolRequest',
      'DEBUG:mcp.server.lowlevel.server:Response sent',
      'INFO:mcp.server.lowlevel.server:Processing request of type ListToolsRequest',
      'DEBUG:mcp.server.lowlevel.server:Dispatching request of type ListToolsRequest',
    ))], { tz: 'UTC', all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk' });
    // The listing announced last has no `Response sent` after it: still open when the log ends.
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([
      ['tools/call', 'completed', 'none', 'completed'],
      ['tools/list', 'pending', 'unknown', 'unknown'],
    ]);
  });
  // Rich's record ends the call; another logger's sentence that merely starts so does not.
  it.each([
    ['in a Rich console', '                    DEBUG    Response sent                                  server.py:717', 'completed'],
    ["under another app's logger", 'DEBUG:app.worker:Response sent to the queue', 'pending'],
  ])("'Response sent' %s: the call %s", async (_name, last, outcome) => {
    const r = await analyze([tempFile('debug.log', lines(
      '[07/24/25 09:12:41] INFO     Processing request of type CallToolRequest                  server.py:625',
      last,
    ))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => q.outcome)).toEqual([outcome]);
  });

  // `Response sent` ends a request, not an HTTP exchange: the access lines before it say nothing of it, a 202's (a
  // notification's exchange) included. The SDK handles each request in a task of its own (the low-level Server's run
  // loop: `tg.start_soon(self._handle_message, …)`), so with two announced since the last end the record may answer
  // either: both stay pending. The lines are the SDK's at DEBUG under `logging.basicConfig`, in the order its
  // `_handle_request` logs them (Processing, Dispatching, then Response sent once the answer is written).
  const P = 'INFO:mcp.server.lowlevel.server:Processing request of type ';
  const D = 'DEBUG:mcp.server.lowlevel.server:Dispatching request of type ';
  const SENT = 'DEBUG:mcp.server.lowlevel.server:Response sent';
  it.each([
    ['after a 200', ['INFO:     127.0.0.1:48310 - "POST /mcp HTTP/1.1" 200 OK', `${P}ListToolsRequest`, `${D}ListToolsRequest`, SENT], [['tools/list', 'completed']]],
    [
      "after a 202 (a notification's exchange)",
      ['INFO:     127.0.0.1:48311 - "POST /mcp HTTP/1.1" 202 Accepted', `${P}ListToolsRequest`, `${D}ListToolsRequest`, SENT],
      [['tools/list', 'completed']],
    ],
    ['one request at a time', [`${P}CallToolRequest`, `${D}CallToolRequest`, SENT, `${P}ListToolsRequest`, `${D}ListToolsRequest`, SENT], [['tools/call', 'completed'], ['tools/list', 'completed']]],
    [
      'two announced at once (a slow tool call, then a listing answered first)',
      [`${P}CallToolRequest`, `${D}CallToolRequest`, `${P}ListToolsRequest`, `${D}ListToolsRequest`, SENT, SENT],
      [['tools/call', 'pending'], ['tools/list', 'pending']],
    ],
    [
      'two announced at once, then one more after their ends',
      [`${P}CallToolRequest`, `${D}CallToolRequest`, `${P}ListToolsRequest`, `${D}ListToolsRequest`, SENT, SENT, `${P}ListPromptsRequest`, `${D}ListPromptsRequest`, SENT],
      [['prompts/list', 'completed'], ['tools/call', 'pending'], ['tools/list', 'pending']],
    ],
  ])("'Response sent' %s", async (_name, log, expected) => {
    const r = await analyze([tempFile('debug.log', lines(...log))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual(expected);
  });

  // An error record while requests are being handled is the failure of the handler that logged it. With two announced
  // since the last end record the SDK is running both handlers at once (the same run loop), and either may have logged
  // it: the record blames neither, both stay pending; with one, it is that one's. The error is the tool's own logger's
  // (a handler's `logger.error` under the same `basicConfig`).
  const ERR = "ERROR:stats_tool:query failed: no table named 'sales'";
  it.each([
    ['one announced', [`${P}CallToolRequest`, `${D}CallToolRequest`, ERR], [['tools/call', 'failed']]],
    ['one announced after an answered one', [`${P}ListToolsRequest`, `${D}ListToolsRequest`, SENT, `${P}CallToolRequest`, `${D}CallToolRequest`, ERR], [['tools/call', 'failed'], ['tools/list', 'completed']]],
    ['two announced at once', [`${P}CallToolRequest`, `${D}CallToolRequest`, `${P}ListToolsRequest`, `${D}ListToolsRequest`, ERR], [['tools/call', 'pending'], ['tools/list', 'pending']]],
    [
      'two announced at once, then one more after their ends',
      [`${P}CallToolRequest`, `${D}CallToolRequest`, `${P}ListToolsRequest`, `${D}ListToolsRequest`, SENT, SENT, `${P}ListPromptsRequest`, `${D}ListPromptsRequest`, ERR],
      [['prompts/list', 'failed'], ['tools/call', 'pending'], ['tools/list', 'pending']],
    ],
  ])('an error record with %s', async (_name, log, expected) => {
    const r = await analyze([tempFile('debug.log', lines(...log))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual(expected);
  });

  // A client with no clock relaying the server's stderr behind its label on each chunk it got (a VS Code extension's
  // output channel: tmonk/stata-workbench#36): the label then the server's own record, `[%(name)s] %(levelname)s:
  // %(message)s`; the chunk's other lines bare. The server's log as it wrote it, in a file the client wrote.
  it.each([
    ['behind the relay label on every line', (l: string) => `[notes-srv stderr] ${l}`, 'unknown'],
    ['behind the label on the first line of each chunk only', (l: string, i: number) => (i % 2 === 0 ? `[notes-srv stderr] ${l}` : l), 'unknown'],
    // Kimi Code's `mcp test` label, the tag the level the server's line opened with (MoonshotAI/kimi-agent-sdk#170).
    ['behind a [server stdout: INFO] label on every line', (l: string) => `[server stdout: ${/\b(INFO|DEBUG)\b/.exec(l)![1]!}] ${l}`, 'unknown'],
    ['as the server wrote it, no relay', (l: string) => l, 'python-sdk'],
  ])("the '[logger] LEVEL: message' layout %s: each call completed on 'Response sent'", async (_name, relay, host) => {
    const server = [
      '[mcp.server.lowlevel.server] INFO: Processing request of type CallToolRequest',
      '[mcp.server.lowlevel.server] DEBUG: Dispatching request of type CallToolRequest',
      '[notes_srv] INFO: tool call: search',
      '[mcp.server.lowlevel.server] DEBUG: Response sent',
      '[mcp.server.lowlevel.server] INFO: Processing request of type ListToolsRequest',
      '[mcp.server.lowlevel.server] DEBUG: Dispatching request of type ListToolsRequest',
    ];
    const r = await analyze([tempFile('channel.log', lines(...server.map(relay)))], { tz: 'UTC', all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([
      ['tools/call', 'completed', 'none', 'completed'],
      ['tools/list', 'pending', 'unknown', 'unknown'],
    ]);
  });
  // A relay behind the client's own clock and level is the client's log quoting the server, not the server's log.
  it("VS Code's '[server stderr]' behind its clock stays the client's log", async () => {
    const { summary } = await readAll(tempFile('vscode.log', lines(
      '2025-06-23 16:55:28.880 [info] Connection state: Running',
      '2025-06-23 16:55:28.895 [warning] [server stderr] [mcp.server.lowlevel.server] INFO: Processing request of type CallToolRequest',
    )));
    expect(summary.format).toBe('vscode');
  });

  it("the session manager shutting down drops the call it was handling; the lifespan's error after it is no handler's (modelcontextprotocol/python-sdk#1104)", async () => {
    const r = await analyze([tempFile('shutdown.log', lines(
      'INFO:     127.0.0.1:57464 - "POST /mcp/ HTTP/1.1" 200 OK',
      '2025-07-09 09:56:48 | INFO     | logging:callHandlers:1762 - Processing request of type CallToolRequest',
      '2025-07-09 10:00:32 | INFO     | logging:callHandlers:1762 - StreamableHTTP session manager shutting down',
      'ERROR:      + Exception Group Traceback (most recent call last):',
      '  |   File "D:\\svc\\.venv\\Lib\\site-packages\\starlette\\routing.py", line 692, in lifespan',
    ))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'lost', 'connection-closed', 'unknown']]);
  });

  it.each([
    // logging.basicConfig's layout: the first session's termination (on the client's DELETE) does not say its call was
    // still in flight — the INFO log never records a request's end, and the manager logs the same line after a clean
    // exchange — so the call stays pending as the log leaves it, as does the second session's listing
    ['a session terminated after a call, then a new session', [
      'INFO:mcp.server.streamable_http_manager:Created new transport with session ID: 0a1b2c3d4e5f6a7b',
      'INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest',
      'INFO:mcp.server.streamable_http:Terminating session: 0a1b2c3d4e5f6a7b',
      'INFO:     127.0.0.1:5004 - "DELETE /mcp HTTP/1.1" 200 OK',
      'INFO:mcp.server.streamable_http_manager:Created new transport with session ID: 99aa88bb77cc',
      'INFO:mcp.server.lowlevel.server:Processing request of type ListToolsRequest',
    ], [['tools/call', 'pending', 'unknown'], ['tools/list', 'pending', 'unknown']]],
    // Rich's console, a healthy session whole: created, a listing and a call each answered 200, then the client's
    // clean DELETE terminates it. Nothing was lost; the log just never says the requests ended.
    ['a healthy session closed by the client', [
      'INFO:     Started server process [4242]',
      'INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)',
      '[12/05/26 10:00:01] INFO     Created new transport with session ID: 4f1c2a9e8b7d4c6a9e1f2b3c4d5e6f70   streamable_http_manager.py:233',
      'INFO:     127.0.0.1:51234 - "POST /mcp HTTP/1.1" 200 OK',
      'INFO:     127.0.0.1:51234 - "POST /mcp HTTP/1.1" 202 Accepted',
      '[12/05/26 10:00:02] INFO     Processing request of type ListToolsRequest                      server.py:664',
      'INFO:     127.0.0.1:51234 - "POST /mcp HTTP/1.1" 200 OK',
      '[12/05/26 10:00:03] INFO     Processing request of type CallToolRequest                       server.py:664',
      'INFO:     127.0.0.1:51234 - "POST /mcp HTTP/1.1" 200 OK',
      '[12/05/26 10:00:09] INFO     Terminating session: 4f1c2a9e8b7d4c6a9e1f2b3c4d5e6f70             streamable_http.py:630',
      'INFO:     127.0.0.1:51234 - "DELETE /mcp HTTP/1.1" 200 OK',
    ], [['tools/list', 'pending', 'unknown'], ['tools/call', 'pending', 'unknown']]],
    // Rich's console: the run crashed under the call (its end, 3 s in) and the manager's discard terminates the
    // transport after it, which ends nothing more
    ['a crashed session terminated after its crash', [
      '[08/13/25 16:29:20] INFO     Created new transport with session ID: 0a1b2c3d4e5f6a7b        streamable_http_manager.py:233',
      'INFO:     127.0.0.1:5000 - "POST /mcp HTTP/1.1" 200 OK',
      '[08/13/25 16:29:22] INFO     Processing request of type CallToolRequest                      server.py:624',
      '[08/13/25 16:29:25] ERROR    Session 0a1b2c3d4e5f6a7b crashed                                streamable_http_manager.py:263',
      '                    INFO     Terminating session: 0a1b2c3d4e5f6a7b                           streamable_http.py:630',
    ], [['tools/call', 'lost', 'connection-closed', 3000]]],
  ] as const)("the session manager's lifecycle lines: %s", async (_name, log, want) => {
    const r = await analyze([tempFile(`lifecycle-${log.length}.log`, lines(...log))], { tz: 'UTC', all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk' });
    expect(r.requests.map((q, i) => [q.method, q.outcome, q.cause, ...(want[i]!.length > 3 ? [q.durationMs] : [])])).toEqual(want);
  });

  it("a stateless server's teardown of a notification's exchange (its POST answered 202) does not end the call still running", async () => {
    const r = await analyze([tempFile('stateless-cancel.log', lines(
      '[07/24/25 09:12:41] INFO     Processing request of type CallToolRequest                                        server.py:625',
      'INFO:     127.0.0.1:48311 - "POST /mcp HTTP/1.1" 202 Accepted',
      '                    INFO     Terminating session: None                                                 streamable_http.py:630',
    ))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([['tools/call', 'pending']]);
  });

  it("a stateless teardown after two requests announced at once may be either's: both stay pending", async () => {
    const r = await analyze([tempFile('stateless-two.log', lines(
      '[07/24/25 09:12:41] INFO     Processing request of type CallToolRequest                                        server.py:625',
      '                    INFO     Processing request of type ListToolsRequest                                       server.py:625',
      'INFO:     127.0.0.1:48312 - "POST /mcp HTTP/1.1" 200 OK',
      '                    INFO     Terminating session: None                                                 streamable_http.py:630',
    ))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([['tools/call', 'pending'], ['tools/list', 'pending']]);
  });

  it("the session manager's bare 'Created new transport' makes an access log a Python SDK server's (anthropics/claude-ai-mcp#1005)", async () => {
    const { summary } = await readAll(tempFile('one-post.log', lines(
      'Created new transport with session ID: 4b7e02c9...',
      'INFO:     172.18.0.4:51122 - "POST /<secret>/mcp HTTP/1.1" 200 OK',
    )));
    expect(summary.format).toBe('python-sdk');
  });

  it("uvicorn's line for a refused POST with its prefix cut is its own event, not the rest of the line above (hawkxtreme/mini-ai-1c#98)", async () => {
    const r = await analyze([tempFile('cut-access.log', lines(
      'Created new transport with session ID: 3c70b9d2e4a61f58a0e',
      '"POST /mcp HTTP/1.1" 307 Temporary Redirect',
      '"POST /mcp/ HTTP/1.1" 400 Bad Request',
    ))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk' });
    // the redirect is the same request going on; the 400 is its end
    expect(r.requests.map((q) => [q.outcome, q.cause, q.serverState])).toEqual([['failed', 'server-error', 'failed']]);
  });

  it("the level alone before the message is a layout: each line its own record (hawkxtreme/mini-ai-1c#67)", async () => {
    const { events, summary } = await readAll(tempFile('level-dash.log', lines(
      'INFO - Created new transport with session ID: 3c70b9d2e4a61f58a0e',
      'INFO - Processing request of type CallToolRequest',
      'INFO: 172.17.0.1:43912 - "POST /mcp HTTP/1.1" 200 OK',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('python-sdk');
    expect(events.find((e) => e.text === 'Created new transport with session ID: 3c70b9d2e4a61f58a0e')).toMatchObject({ level: 'info' });
    expect(events.find((e) => e.said?.kind === 'request-sent')).toMatchObject({ level: 'info', said: { method: 'tools/call' } });
  });

  it("FastMCP's logger and its modules in the traceback make a cut server log FastMCP's: the tool's failure is the server's (sooperset/mcp-atlassian#649)", async () => {
    const r = await analyze([tempFile('fastmcp-cut.log', lines(
      "RROR - FastMCP.fastmcp.tools.tool_manager - Error calling tool 'move_ticket': Can't move (OPS-57).",
      'Traceback (most recent call last):',
      '  File "/app/.venv/lib/python3.10/site-packages/fastmcp/tools/tool_manager.py", line 120, in call_tool',
      '    return await tool.run(arguments)',
    ))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'fastmcp', host: 'fastmcp' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'tools/call', target: 'move_ticket', outcome: 'failed', cause: 'server-error', serverState: 'failed' });
  });

  it("the common format without its stamp is a layout: level, logger, message", async () => {
    const { events, summary } = await readAll(tempFile('nostamp.log', lines(
      "ERROR - FastMCP.fastmcp.tools.tool_manager - Error calling tool 'move_ticket': boom",
      'INFO - FastMCP.fastmcp.server - Starting MCP server',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('fastmcp');
    expect(events[0]).toMatchObject({ level: 'error', said: { kind: 'failed', target: 'move_ticket' } });
    expect(events[1]).toMatchObject({ level: 'info', text: 'Starting MCP server' });
  });

  it('a pydantic refusal of the client\'s cancel is one cancel, however many union members it lists', async () => {
    const p = tempFile('gsuite.log', lines(
      'pydantic_core._pydantic_core.ValidationError: 5 validation errors for ClientNotification',
      'ProgressNotification.method',
      "  Input should be 'notifications/progress' [type=literal_error, input_value='notifications/cancelled', input_type=str]",
      'InitializedNotification.method',
      "  Input should be 'notifications/initialized' [type=literal_error, input_value='notifications/cancelled', input_type=str]",
    ));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host: 'python-sdk' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'unknown', outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown' });
  });

  it.each([
    ['whole, the method members around the params members', [
      'pydantic_core._pydantic_core.ValidationError: 5 validation errors for ClientNotification',
      'ProgressNotification.method',
      "  Input should be 'notifications/progress' [type=literal_error, input_value='notifications/cancelled', input_type=str]",
      '    For further information visit https://errors.pydantic.dev/2.10/v/literal_error',
      'ProgressNotification.params.progressToken',
      "  Field required [type=missing, input_value={'requestId': 9, 'reason'... -2: Request timed out'}, input_type=dict]",
      '    For further information visit https://errors.pydantic.dev/2.10/v/missing',
      'ProgressNotification.params.progress',
      "  Field required [type=missing, input_value={'requestId': 9, 'reason'... -2: Request timed out'}, input_type=dict]",
      'InitializedNotification.method',
      "  Input should be 'notifications/initialized' [type=literal_error, input_value='notifications/cancelled', input_type=str]",
    ]],
    // modelcontextprotocol/python-sdk#147: the paste's readable tail, the traceback through the SDK's server modules under it
    ['its tail, the traceback under it', [
      "  Field required [type=missing, input_value={'requestId': 9, 'reason'... -2: Request timed out'}, input_type=dict]",
      '    For further information visit https://errors.pydantic.dev/2.10/v/missing',
      'InitializedNotification.method',
      "  Input should be 'notifications/initialized' [type=literal_error, input_value='cancelled', input_type=str]",
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      '  + Exception Group Traceback (most recent call last):',
      '  |   File "/srv/ledger-mcp/server.py", line 459, in <module>',
      "  |     mcp.run(transport='stdio')",
      '  |   File "/srv/ledger-mcp/.venv/lib/python3.11/site-packages/mcp/server/fastmcp/server.py", line 124, in run',
      '  |     anyio.run(self.run_stdio_async)',
    ]],
  ])("the refusal naming the cancel's request and reason is that request's cancel by a timer: %s", async (_n, text) => {
    const p = tempFile('server.log', lines(...(text as string[])));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host: 'python-sdk' });
    expect(r.requests.map((q) => [q.method, q.id, q.outcome, q.cause])).toEqual([['unknown', 9, 'cancelled', 'client-timeout']]);
  });

  it("a Logback pattern with the date: the SDK server's classes abbreviated make it the Java SDK's log (modelcontextprotocol/java-sdk#21)", async () => {
    const { events, summary } = await readAll(tempFile('webmvc.log', lines(
      '2025-03-11 09:26:04.118 [http-nio-8817-exec-2] INFO  i.m.server.McpAsyncServer - Client initialize request - Protocol: 2024-11-05, Capabilities: ClientCapabilities[experimental=null, roots=null, sampling=null], Info: Implementation[name=Spring AI MCP Client, version=1.0.0]',
      '2025-03-11 09:26:34.279 [http-nio-8817-exec-5] WARN  o.s.w.s.m.s.DefaultHandlerExceptionResolver - Resolved [org.springframework.web.context.request.async.AsyncRequestTimeoutException]',
    )), { tz: 'UTC' });
    expect(summary.format).toBe('java-sdk');
    expect(events[0]).toMatchObject({ at: Date.parse('2025-03-11T09:26:04.118Z'), level: 'info', text: expect.stringMatching(/^Client initialize request - Protocol/) });
    expect(events[1]!.at! - events[0]!.at!).toBe(30_161);
  });

  // A Java stack pasted from its middle: the head is a frame or an elision, the rows' words are in a cause under it, and
  // Reactor's assembly trace (operator lines without `at`, `*__` / `|_` sites) stays inside the exception.
  const CUT_STACK = [
    '\t... 31 common frames omitted',
    "Caused by: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'mcpSyncClients' defined in class path resource [org/springframework/ai/autoconfigure/mcp/client/McpClientAutoConfiguration.class]: Failed to instantiate [java.util.List]: Factory method 'mcpSyncClients' threw exception with message: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 15000ms in 'Mono.create ⇢ at io.modelcontextprotocol.spec.DefaultMcpSession.sendRequest(DefaultMcpSession.java:228)' (and no fallback has been configured)",
    '\tat org.springframework.beans.factory.support.ConstructorResolver.instantiate(ConstructorResolver.java:657)',
    '...',
    "Caused by: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 15000ms in 'Mono.create ⇢ at io.modelcontextprotocol.spec.DefaultMcpSession.sendRequest(DefaultMcpSession.java:228)' (and no fallback has been configured)",
    '\tat reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)',
    '\tSuppressed: reactor.core.publisher.FluxOnAssembly$OnAssemblyException: ',
    'Assembly trace from producer [reactor.core.publisher.MonoTimeout] :',
    '\treactor.core.publisher.Mono.timeout(Mono.java:5007)',
    'Error has been observed at the following site(s):',
    '\t*__Mono.timeout ⇢ at io.modelcontextprotocol.spec.DefaultMcpSession.sendRequest(DefaultMcpSession.java:239)',
    '\t|_ Mono.flatMap ⇢ at io.modelcontextprotocol.client.McpAsyncClient.initialize(McpAsyncClient.java:263)',
    'Original Stack Trace:',
    '\t\tat reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)',
  ];

  it("a Java stack cut above its causes: the first cause the rows read is the failure, one request (spring-ai-alibaba/website#74)", async () => {
    const path = tempFile('cut-stack.txt', lines(...CUT_STACK));
    const { events, summary } = await readAll(path, { tz: 'UTC' });
    expect(summary.format).toBe('java-sdk');
    // The whole paste is one exception: its head line, and the elision inside it is no record of its own.
    expect(events.filter((e) => e.kind === 'host-log')).toHaveLength(1);
    expect(events[0]!.said).toMatchObject({ kind: 'timer-fired', phrase: 'java-sdk/client-bean-initialize-timeout', method: 'initialize', limitMs: 15_000 });
    const r = await analyze([path], { tz: 'UTC' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'initialize', outcome: 'abandoned', cause: 'client-timeout' });
  });

  it('… with no cause the rows read, a cut stack says nothing (an application\'s own exception)', async () => {
    const r = await analyze([tempFile('cut-app-stack.txt', lines(
      '\t... 12 common frames omitted',
      'Caused by: java.lang.IllegalStateException: no profile named demo',
      '\tat com.example.Tools.load(Tools.java:40)',
      '\tat io.modelcontextprotocol.client.McpSyncClient.listTools(McpSyncClient.java:214)',
    ))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'java-sdk' });
    expect(r.requests).toHaveLength(0);
  });

  it("the Java server session's cancel without a handler, in the short layout, is the client's cancel (modelcontextprotocol/java-sdk#130)", async () => {
    const r = await analyze([tempFile('postman.log', lines('ERROR McpServerSession       - - No handler registered for notification method: notifications/cancelled'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'java-sdk' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'unknown', outcome: 'cancelled', cause: 'client-cancel' });
  });

  it("the Python SDK's 'Error handling POST request' whose traceback ends in starlette's ClientDisconnect: the client hung up on the call's exchange, not the handler failing (strands-agents/harness-sdk#1852)", async () => {
    const traceback = [
      'Traceback (most recent call last):',
      '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/server/streamable_http.py", line 464, in _handle_post_request',
      '    body = await request.body()',
      '  File "/srv/app/.venv/lib/python3.12/site-packages/starlette/requests.py", line 237, in stream',
      '    raise ClientDisconnect()',
    ];
    const r = await analyze([tempFile('server.log', lines(
      '2026-05-11 08:02:10,411 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '2026-05-11 08:02:19,907 - mcp.server.streamable_http - ERROR - Error handling POST request',
      ...traceback,
      'starlette.requests.ClientDisconnect',
    ))], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'lost', 'stream-closed', 'unknown']]);
    // Any other exception under it is still the handler's failure.
    const other = await analyze([tempFile('server.log', lines(
      '2026-05-11 08:02:10,411 - mcp.server.lowlevel.server - INFO - Processing request of type CallToolRequest',
      '2026-05-11 08:02:19,907 - mcp.server.streamable_http - ERROR - Error handling POST request',
      ...traceback.slice(0, 3),
      'ValueError: bad payload',
    ))], { tz: 'UTC' });
    expect(other.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
  });

  it("the legacy SSE transport's handle_post_message raising after its 202: the accepted message is lost with its closed session, not refused (modelcontextprotocol/python-sdk#1227)", async () => {
    const frames = (indent: string) => [
      'Traceback (most recent call last):',
      `${indent}File "/srv/app/.venv/lib/python3.12/site-packages/mcp/server/sse.py", line 249, in handle_post_message`,
      `${indent}${indent}await writer.send(session_message)`,
      `${indent}File "/srv/app/.venv/lib/python3.12/site-packages/anyio/streams/memory.py", line 211, in send_nowait`,
      `${indent}${indent}raise ClosedResourceError`,
    ];
    for (const indent of ['  ', '']) {
      const r = await analyze([tempFile('server.log', lines(
        'DEBUG:sse_starlette.sse:Got event: http.disconnect. Stop streaming.',
        'INFO:     10.0.0.5:53822 - "POST /messages/?session_id=5c0e7d2193ab4f6eb8127a4e2d9c61f0 HTTP/1.1" 202 Accepted',
        'ERROR:__main__:SSE post message error:',
        ...frames(indent),
        'anyio.ClosedResourceError',
      ))], { tz: 'UTC' });
      expect(r.inputs[0]).toMatchObject({ format: 'python-sdk' });
      expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['unknown', 'lost', 'session-expired', 'unknown']]);
    }
    // The body never read (the client hung up before the 202): the frame is on the stack for the read, not for the write
    // after the 202, so it claims no accepted message lost with the session; the log names no message the server took.
    const gone = await analyze([tempFile('server.log', lines(
      'ERROR:__main__:SSE post message error:',
      'Traceback (most recent call last):',
      '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/server/sse.py", line 231, in handle_post_message',
      '    body = await request.body()',
      'starlette.requests.ClientDisconnect',
    ))], { tz: 'UTC' });
    expect(gone.requests).toEqual([]);
    expect(gone.inputs[0]).toMatchObject({ format: 'python-sdk' });
  });

  it("handle_post_message on the stack is the write after the 202 only with the evidence of it: the source line or the closed stream under it (modelcontextprotocol/python-sdk#1227)", async () => {
    const read = async (name: string, ...tb: string[]) => (await analyze([tempFile(name, lines(
      'INFO:     10.0.0.5:53822 - "POST /messages/?session_id=5c0e7d2193ab4f6eb8127a4e2d9c61f0 HTTP/1.1" 202 Accepted',
      'ERROR:__main__:SSE post message error:',
      'Traceback (most recent call last):',
      ...tb,
    ))], { tz: 'UTC' })).requests.map((q) => [q.outcome, q.cause]);
    const frame = (fn: string, line = 249) => `  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/server/sse.py", line ${line}, in ${fn}`;
    const memory = ['  File "/srv/app/.venv/lib/python3.12/site-packages/anyio/streams/memory.py", line 211, in send_nowait', '    raise ClosedResourceError'];
    const lostWithSession = [['lost', 'session-expired']];
    // The newer SDK's private method, the write of the accepted message under it.
    expect(await read('private.log', frame('_handle_post_message'), '    await writer.send(session_message)', ...memory, 'anyio.ClosedResourceError')).toEqual(lostWithSession);
    // No source lines printed: the closed (or broken) stream the traceback ends in is the write's.
    expect(await read('no-source.log', frame('handle_post_message'), '  File "/srv/app/.venv/lib/python3.12/site-packages/anyio/streams/memory.py", line 211, in send_nowait',
      'anyio.BrokenResourceError')).toEqual(lostWithSession);
    // The parse-error path: the message was refused 400 before the write of the error into the session failed.
    expect(await read('parse-error.log', frame('handle_post_message', 243), '    await writer.send(err)', ...memory, 'anyio.ClosedResourceError')).not.toEqual(lostWithSession);
    // The body read before any answer, failing otherwise than by the client's hang-up.
    expect(await read('body.log', frame('handle_post_message', 231), '    body = await request.body()', 'RuntimeError: Stream consumed')).not.toEqual(lostWithSession);
    // No source lines and no closed stream: nothing says the accepted message's write failed.
    expect(await read('other.log', frame('handle_post_message'), 'RuntimeError: Stream consumed')).not.toEqual(lostWithSession);
  });

  it("Node's print of the SDK's uncaught 'Already connected to a transport' over its frames is an MCP capture with no request; the words alone are not (srbhptl39/MCP-SuperAssistant#194)", async () => {
    const crash = [
      'file:///srv/npx/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:217',
      "        throw new Error('Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.');",
      '              ^',
      '',
      'Error: Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.',
      '    at Server.connect (file:///srv/npx/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:217:19)',
      '    at file:///srv/npx/node_modules/some-proxy/dist/gateways/configToSse.js:78:22',
    ];
    const r = await analyze([tempFile('proxy.txt', lines(...crash))], { tz: 'UTC' });
    expect(r.requests).toEqual([]);
    expect(r.inputs[0]).toMatchObject({ lineAccounting: { problem: 0 } });
    await expect(analyze([tempFile('note.txt', lines(crash[4]!))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it("the bare 'Already connected to a transport' in a client's log ends no request; over the SDK's frames or in Node's crash print it does", async () => {
    const traffic = [
      '2026-03-02 10:00:00.100 --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
      '2026-03-02 10:00:00.200 <-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
      '2026-03-02 10:00:01.000 --> {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":{}}}',
    ];
    const refused = 'Error: Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.';
    const read = async (name: string, ...rest: string[]) =>
      (await analyze([tempFile(name, lines(...traffic, ...rest))], { tz: 'UTC' })).requests.map((q) => [q.method, q.outcome, q.cause]);
    // A second connect() refused (caught, logged): the connection the call went out on is untouched, the call still open.
    expect(await read('bare.log', `2026-03-02 10:00:01.500 ${refused}`)).toEqual([['tools/call', 'pending', 'unknown']]);
    // … a program's own frames under it are no evidence the SDK threw it.
    expect(await read('own-frames.log', `2026-03-02 10:00:01.500 ${refused}`, '    at Gateway.attach (file:///srv/app/dist/gateway.js:40:11)'))
      .toEqual([['tools/call', 'pending', 'unknown']]);
    // Over the SDK's frames: the throw a gateway's handler let through, the process gone with every session it held.
    expect(await read('sdk-frames.log', `2026-03-02 10:00:01.500 ${refused}`,
      '    at Server.connect (file:///srv/app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:217:19)',
      '    at file:///srv/app/dist/gateway.js:58:22')).toEqual([['tools/call', 'lost', 'connection-closed']]);
    // Node's print of the uncaught throw (the throw site's source line and caret, the version line), no frame kept.
    expect(await read('crash.log', 'file:///srv/app/dist/gateway.js:58', '    await server.connect(transport);', '    ^', '', refused, '', 'Node.js v20.11.1'))
      .toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it.each([
    ['Error: write EPIPE', '    at StdioServerTransport.send (file:///srv/app/node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js:67:16)'],
    ['Error: No connection established for request ID: 2', '    at StreamableHTTPServerTransport.send (file:///srv/app/node_modules/@modelcontextprotocol/sdk/dist/esm/server/streamableHttp.js:610:19)'],
  ])("a TypeScript server's crash words %j in a client's log end no request bare; over the SDK's frames or in Node's crash print they do", async (words, sdkFrame) => {
    const traffic = [
      '2026-03-02 10:00:00.100 --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
      '2026-03-02 10:00:00.200 <-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
      '2026-03-02 10:00:01.000 --> {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":{}}}',
    ];
    const read = async (name: string, ...rest: string[]) =>
      (await analyze([tempFile(name, lines(...traffic, ...rest))], { tz: 'UTC' })).requests.map((q) => [q.method, q.outcome, q.cause]);
    // Any program's words logged (a caught error, another Node program's pipe): the call is still open.
    expect(await read('bare.log', `2026-03-02 10:00:01.500 ${words}`)).toEqual([['tools/call', 'pending', 'unknown']]);
    // … a program's own frames under them are no evidence the SDK threw them.
    expect(await read('own-frames.log', `2026-03-02 10:00:01.500 ${words}`, '    at Gateway.attach (file:///srv/app/dist/gateway.js:40:11)'))
      .toEqual([['tools/call', 'pending', 'unknown']]);
    // Over the SDK's frames, or in Node's print of the uncaught throw: the server's crash, the call no longer pending.
    expect((await read('sdk-frames.log', `2026-03-02 10:00:01.500 ${words}`, sdkFrame)).find((q) => q[0] === 'tools/call')?.[1]).not.toBe('pending');
    expect((await read('crash.log', 'node:events:502', "      throw er; // Unhandled 'error' event", '      ^', '', words, '', 'Node.js v20.11.1'))
      .find((q) => q[0] === 'tools/call')?.[1]).not.toBe('pending');
  });

  it("the SDK's server modules as frames with the reporter's '...' for the path make a bare traceback a Python SDK server's (tadata-org/fastapi_mcp#259)", async () => {
    const r = await analyze([tempFile('server.log', lines(
      'Error handling POST request',
      'Traceback (most recent call last):',
      '  File ".../mcp/server/streamable_http.py", line 464, in _handle_post_request',
      '    body = await request.body()',
      'starlette.requests.ClientDisconnect',
    ))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host: 'python-sdk' });
    // The POST's body was never read, so the log names no method; but the POST carried the client's message, and the
    // transport's record failed it with the client's hang-up under it: one request, the client gone mid-exchange
    // (python-sdk--post-body-client-disconnect-after-client-gave-up: the thread's initialize, given up by the client).
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['unknown', 'lost', 'stream-closed']]);
  });

  it.each<[string, Record<string, unknown>]>([
    // The handler cancelled with the supervisor job of its scope (the session going away): dropped with the connection.
    ['kotlinx.coroutines.JobCancellationException: Job was cancelled; job=SupervisorJobImpl{Cancelled}@5e2a91c0',
      { method: 'resources/read', id: 7, outcome: 'lost', cause: 'connection-closed', serverState: 'stopped' }],
    // The handler's own job cancelled: the request was cancelled; no reason in the words.
    ['kotlinx.coroutines.JobCancellationException: StandaloneCoroutine was cancelled; job=StandaloneCoroutine{Cancelling}@1f0e2d3c',
      { method: 'resources/read', id: 7, outcome: 'cancelled', cause: 'client-cancel' }],
    // Anything else the handler threw is its failure.
    ['java.lang.IllegalStateException: index not loaded',
      { method: 'resources/read', id: 7, outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
  ])("the Kotlin SDK server's 'Error handling request' with the exception under it (modelcontextprotocol/kotlin-sdk#242): %s", async (exception, want) => {
    const r = await analyze([tempFile('server.log', lines('Error handling request: resources/read (id: NumberId(value=7))', exception))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'java-sdk', host: 'unknown' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject(want);
  });

  it("a Node crash through the SDK's server frames is the TypeScript SDK server's stderr; its message is lost (dcSpark/shinkai-node#1154)", async () => {
    const p = tempFile('stderr.txt', lines(
      'node:events:502',
      "      throw er; // Unhandled 'error' event",
      '      ^',
      '',
      'Error: write EPIPE',
      '    at afterWriteDispatched (node:internal/stream_base_commons:159:15)',
      '    at file:///root/.npm/_npx/3c91e07a4f2d85b1/node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js:69:30',
      '    at StdioServerTransport.send (file:///root/.npm/_npx/3c91e07a4f2d85b1/node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js:67:16)',
    ));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'typescript-sdk' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'unknown', outcome: 'lost', cause: 'connection-closed' });
  });

  it('a relayed copy of that crash stays the relaying program\'s (rust-mcp-stack/rust-mcp-sdk#31)', async () => {
    const p = tempFile('relay.txt', lines(
      'Process error: [Notes MCP] Server running on stdio',
      'Process error: node:events:485',
      'Process error: Error: write EPIPE',
      'Process error:     at StdioServerTransport.send (/home/dev/tools_js/node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js:67:16)',
    ));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'unknown' });
    expect(r.requests[0]).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
  });

  it("a Node error logged with its stack through the SDK's server transport is that server's stderr, and names no request (hangwin/mcp-chrome#315)", async () => {
    const block = [
      'Error [ERR_HTTP_HEADERS_SENT]: Cannot write headers after they are sent to the client',
      '    at ServerResponse.writeHead (node:_http_server:352:11)',
      '    at responseViaResponseObject (C:\\apps\\bridge\\node_modules\\@hono\\node-server\\dist\\index.js:501:14)',
      '    at async StreamableHTTPServerTransport.handleRequest (C:\\apps\\bridge\\node_modules\\@modelcontextprotocol\\sdk\\dist\\cjs\\server\\streamableHttp.js:146:9)',
      '    at async Object.<anonymous> (C:\\apps\\bridge\\dist\\server\\index.js:226:17) {',
      "  code: 'ERR_HTTP_HEADERS_SENT'",
      '}',
    ];
    const r = await analyze([tempFile('stderr.log', lines(...block, ...block))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'typescript-sdk' });
    expect(r.requests).toEqual([]);
  });

  it("the same Node error with no frame of the SDK's server is any Node program's: not an MCP log", async () => {
    const p = tempFile('any-node.txt', lines(
      'Error [ERR_HTTP_HEADERS_SENT]: Cannot write headers after they are sent to the client',
      '    at ServerResponse.writeHead (node:_http_server:352:11)',
      '    at async Object.<anonymous> (/srv/app/dist/server/index.js:226:17) {',
      "  code: 'ERR_HTTP_HEADERS_SENT'",
      '}',
    ));
    await expect(readAll(p)).rejects.toThrow(/not a capture/);
  });

  it("a bare Node EPIPE without the SDK's frames is not an MCP log", async () => {
    const p = tempFile('any-node.txt', lines('node:events:502', "      throw er; // Unhandled 'error' event", '      ^', '', 'Error: write EPIPE', '    at afterWriteDispatched (node:internal/stream_base_commons:159:15)'));
    await expect(readAll(p)).rejects.toThrow(/not a capture/);
  });
});

describe("a Python SDK server's line in a client's console (held-out round GE)", () => {
  // openai/openai-agents-python#840: a script's prints, the stdio server's stderr line, then asyncio's report of the
  // client transport's generator closing from another task. Two processes wrote it: the log names no one writer.
  const teardown = [
    'an error occurred during closing of asynchronous generator <async_generator object stdio_client at 0x7f0c11d2a4c0>',
    'asyncgen: <async_generator object stdio_client at 0x7f0c11d2a4c0>',
    '  + Exception Group Traceback (most recent call last):',
    '  |   File "/opt/venv/lib/python3.10/site-packages/anyio/_backends/_asyncio.py", line 773, in __aexit__',
    '  |     raise BaseExceptionGroup(',
    '  | exceptiongroup.BaseExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)',
    '  +-+---------------- 1 ----------------',
    '    | Traceback (most recent call last):',
    '    |   File "/opt/venv/lib/python3.10/site-packages/mcp/client/stdio/__init__.py", line 187, in stdio_client',
    '    |     yield read_stream, write_stream',
    '    | GeneratorExit',
    '    +------------------------------------',
  ];

  it('with the client transport\'s teardown report in it: host unknown, no request failed', async () => {
    const r = await analyze([tempFile('run.txt', lines('Connecting…', 'Processing request of type ListToolsRequest', '', 'Tools:', ' - sum: Add two numbers', ...teardown))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host: 'unknown' });
    expect(r.requests).toEqual([]);
  });

  it.each<[string, string, Array<[string, string, string, string]>]>([
    // taylorwilsdon/google_workspace_mcp#36: the session's stream already closed under the POST
    ['anyio.ClosedResourceError', '    raise ClosedResourceError\nanyio.ClosedResourceError', [['unknown', 'failed', 'server-error', 'failed']]],
    // tadata-org/fastapi_mcp#259: the client hung up while the body was read — its leaving, not a handler's failure
    ["starlette's ClientDisconnect", '    raise ClientDisconnect()\nstarlette.requests.ClientDisconnect', [['unknown', 'lost', 'stream-closed', 'unknown']]],
  ])("the transport's 'Error handling POST request' with %s under it", async (_n, tail, want) => {
    const r = await analyze([tempFile('server.log', lines(
      '2026-01-19 10:02:51,211 - mcp.server.streamable_http - ERROR - Error handling POST request',
      'Traceback (most recent call last):',
      '  File "/srv/venv/lib/python3.11/site-packages/mcp/server/streamable_http.py", line 402, in _handle_post_request',
      ...tail.split('\n'),
    ))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual(want);
  });

  // konveyor/kai#868, jupyter-ai-contrib/jupyter-ai-tools#22: FastMCP's record of the session manager not running, logged
  // before the access line of the exchange it refused. After a POST's redirect it is the re-sent message failing.
  const TASK_GROUP = [
    '[03/02/26 16:41:27] ERROR    Original RuntimeError from mcp library: http.py:288',
    '                             Task group is not initialized. Make',
    '                             sure to use run().',
    '                             │ /srv/lib/python3.12/site-packages/fastmcp/server/http.py:285 in handle_streamable_http │',
  ];
  it.each<[string, string[], Array<[string, string, string, string]>]>([
    ["after a POST's 307: the re-sent message failed on the server", [
      'INFO:     10.1.0.7:53112 - "POST /api HTTP/1.1" 307 Temporary Redirect', ...TASK_GROUP,
    ], [['unknown', 'failed', 'server-error', 'failed']]],
    ['… after a 308 the same', [
      'INFO:     10.1.0.7:53112 - "POST /api HTTP/1.1" 308 Permanent Redirect', ...TASK_GROUP,
    ], [['unknown', 'failed', 'server-error', 'failed']]],
    ["first, before a GET's 500: the listening stream carries no message", [
      ...TASK_GROUP, 'INFO:     127.0.0.1:51734 - "GET /mcp HTTP/1.1" 500 Internal Server Error',
    ], []],
    ["after a GET's 307: no message was redirected", [
      'INFO:     10.1.0.7:53112 - "GET /api HTTP/1.1" 307 Temporary Redirect', ...TASK_GROUP,
    ], []],
    ['after the redirected POST was answered: the record is no longer that message\'s', [
      'INFO:     10.1.0.7:53112 - "POST /api HTTP/1.1" 307 Temporary Redirect',
      'INFO:     10.1.0.7:53112 - "POST /api/ HTTP/1.1" 200 OK', ...TASK_GROUP,
    ], []],
  ])("FastMCP's 'Task group is not initialized' record %s", async (_n, log, want) => {
    const r = await analyze([tempFile('solution-server.log', lines(...log))], { tz: 'UTC', all: true });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual(want);
  });

  it("the server's lines alone stay the SDK's log", async () => {
    const r = await analyze([tempFile('server.txt', lines('Processing request of type ListToolsRequest', 'Processing request of type CallToolRequest'))], { tz: 'UTC', all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'python-sdk', host: 'python-sdk' });
  });
});
