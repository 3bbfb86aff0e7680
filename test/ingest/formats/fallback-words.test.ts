/**
 * The reader of last resort on texts whose only MCP content is an SDK's own words (a client with no
 * reader printed them: an agent framework, an automation tool's error JSON, a Python traceback), a
 * Java stack through langchain4j's client, and another server's stderr mixed into a Python server
 * log. Lines follow the pastes of the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../../src/report/contract.js';
import { analyze } from '../../../src/analyze.js';
import { readAll, tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('SDK words without a reader of their writer', () => {
  it('joins a quote of Claude Code\'s words wrapped onto a list item\'s hanging line, and only when a row reads the two (anthropics/claude-code#92632)', async () => {
    const p = tempFile('issue.txt', lines(
      '**Steps to Reproduce**',
      '3. OAuth completes ("Authentication successful")',
      '4. Claude Code shows: "Got new credentials, but reconnecting to ',
      '   tasks failed: HTTP 400 at https://tasks.example.net"',
      '5. The panel says: "the server is ',
      '   still listed"',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase, e.said!.status])).toEqual([[3, 'claude-code/oauth-reconnect-http-status-quoted', 400]]);
    const report = await analyze([p], { tz: 'UTC' });
    // The status of one of the connect's exchanges, which one unsaid: failed, the server's state unknown.
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'failed', 'server-error', 'unknown']]);
  });

  it('reads Claude Desktop\'s Cowork notice quoted over a block quote\'s lines as the app\'s, whatever prose follows (anthropics/claude-code#89447)', async () => {
    const notice = [
      '> MCP tracker: Couldn\'t start this server for Cowork and Code sessions',
      '> (they run their own copy of it), so they can\'t use its tools:',
    ];
    const prose = [
      '',
      'It comes back after every restart of the app, for all of our local servers.',
      '',
      '**The server log has no second start in it.** Each start of ours writes:',
      '',
      '    Startup check: stdio transport ready',
    ];
    for (const [error, outcome, cause] of [
      ['Connection closed', 'lost', 'connection-closed'],
      ['Request timed out', 'cancelled', 'client-timeout'],
    ] as const) {
      const p = tempFile('issue.md', lines('After the update **every launch shows**:', '', ...notice, `> ${error}`, ...prose));
      const { input, events } = await readAll(p, { tz: 'UTC' });
      expect(input.format).toBe('jsonrpc-in-text');
      // The three quoted lines are one event at the first of them.
      expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase])).toEqual([
        [3, error === 'Connection closed' ? 'claude-desktop/shared-pool-connection-closed-quoted' : 'claude-desktop/shared-pool-timed-out-quoted'],
      ]);
      const report = await analyze([p], { tz: 'UTC' });
      const read = report.inputs[0]!;
      expect('host' in read ? read.host : null).toBe('claude-desktop');
      expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', outcome, cause, 'unknown']]);
    }
  });

  it('reads Claude Desktop\'s lifecycle sentence in a chat-copied write-up as the close of the initialize above it (anthropics/claude-code#4097)', async () => {
    const initialize = '{"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0}';
    const p = tempFile('issue.md', lines(
      'Client sends:', '', 'json', 'Copy', 'Edit', initialize, 'Server logs:', '', 'arduino', 'Copy', 'Edit',
      'Server transport closed unexpectedly, this is likely due to the process exiting early', 'Server disconnected.',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    const read = report.inputs[0]!;
    expect('host' in read ? read.host : null).toBe('claude-desktop');
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'lost', 'connection-closed']]);
  });

  it('gives a block quote\'s lines back one by one when no row of the app reads them joined', async () => {
    // Opens like the app's notice but is someone's sentence: each quoted line goes on alone, nothing joined into another.
    const p = tempFile('issue.md', lines(
      'What I tried:',
      '',
      '> Couldn\'t start the server until I set',
      '> the PATH in the config',
      '',
      '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"lookup"}}',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    const texts = events.filter((e) => e.source.line >= 3 && e.source.line <= 4).map((e) => [e.source.line, e.text?.trim()]);
    expect(texts).toEqual([
      [3, 'Couldn\'t start the server until I set'],
      [4, 'the PATH in the config'],
    ]);
  });

  it('holds no line of a Python frame cut inside its path, nor a quote its writer shortened, as a quotation left open', async () => {
    // Either half of a frame's path leaves an odd count of '"', but neither '"' opens a quotation: each line stays its own.
    const p = tempFile('frames.txt', lines(
      'Traceback (most recent call last):',
      '  File "/srv/app/.venv/lib/python3.12/site-packages/',
      'agentkit/project/base.py", line 97, in get_tools',
      '    self._adapter = ToolAdapter(self.server_params)',
      '/srv/app/.venv/lib/python3.12/site-packages/agentkit/adapters/mcp.py", line 124, in __init__',
      '    raise RuntimeError(f"Failed to start the adapter: {e}") from e',
      'RuntimeError: Failed to start the adapter: Couldn\'t connect to the MCP server after 30 seconds',
      '✗ apply_change (MCP: tools-mcp) · request: "Move the retry policy into the pipe…',
      '  └ MCP server \'tools-mcp\': McpError: MCP error -32001: Request timed out',
    ));
    const { summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.lineAccounting.part).toBe(0);
  });

  it('reads an error JSON that restates one failure in three fields as one failure (brave/brave-search-mcp-server#80)', async () => {
    const msg = 'Failed to execute operation: Failed to connect to MCP server: MCP error -32000: Connection closed';
    const p = tempFile('n8n.json', lines(
      '{',
      `  "errorMessage": "${msg}",`,
      '  "n8nDetails": {',
      '    "time": "9/24/2025, 9:16:16 AM",',
      `    "stackTrace": [`,
      `      "NodeOperationError: ${msg}",`,
      '      "    at ExecuteContext.execute (/home/node/.n8n/nodes/McpClient.node.ts:648:10)"',
      '    ],',
      `    "cause": { "message": "${msg}" }`,
      '  }',
      '}',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    // A client's own sentence (n8n's): above a layout alone (0.45), below every reader that knows its words.
    expect(summary.detection.score).toBeGreaterThan(0.45);
    expect(summary.detection.score).toBeLessThan(0.5);
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase])).toEqual([[2, 'n8n/failed-to-connect']]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it.each([
    // Alexey-N-Chernyshov/gramps-web-mcp-rs#52: Continue's failed call, the SDK's chain copied one segment a line
    ['a tool\'s failure and the SDK chain, one segment a line', ['A tool invocation fails with:', '', 'archive_get_record failed with the message:', 'Streamable HTTP error: Error POSTing to endpoint:', 'Not Found: Session not found'],
      [['tools/call', 'archive_get_record', 'failed', 'session-expired']]],
    ['the SDK chain alone, one segment a line', ['Streamable HTTP error: Error POSTing to endpoint:', 'Not Found: Session not found'], [['unknown', null, 'failed', 'session-expired']]],
    ['the same on one line', ['lookup_person failed with the message: Streamable HTTP error: Error POSTing to endpoint: Not Found: Session not found'],
      [['tools/call', 'lookup_person', 'failed', 'session-expired']]],
    // symgraph/GhidrAssistMCP#50: the host's exception over the Java SDK transport's refused send, the body cut below
    ['a Java host\'s exception over the Java SDK\'s refused send', ['Failure:', 'java.lang.RuntimeException: Tool execution failed:', 'Sending message failed with a non-OK HTTP code: 404', '', '...', 'message":"Session not found: 3b9e2d41"'],
      [['tools/call', null, 'failed', 'session-expired']]],
    ['the refused send alone names no request', ['java.lang.RuntimeException: Sending message failed with a non-OK HTTP code: 404'], [['unknown', null, 'failed', 'session-expired']]],
  ])('reads an error chain copied one segment a line as one sentence: %s', async (_n, text, want) => {
    const p = tempFile('chain.txt', lines(...text));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual(want);
  });

  it('reads pino\'s default record: its numeric level, its epoch-millisecond time and the nested error\'s message (pinojs/pino docs/api.md)', async () => {
    const p = tempFile('pino.log', lines(
      '{"level":30,"time":1746180600000,"pid":7,"hostname":"box","msg":"Connecting to MCP servers"}',
      '{"level":50,"time":1746180672123,"pid":7,"hostname":"box","msg":"Failed to connect client for server","serverName":"docs","err":{"type":"McpError","message":"MCP error -32000: Connection closed","stack":"McpError: MCP error -32000: Connection closed\\n    at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:263:32)","code":-32000}}',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.endedAt])).toEqual([['initialize', 'lost', 'connection-closed', '2025-05-02T10:11:12.123+00:00']]);
  });

  it('reads zap\'s production record: its epoch-second clock in `ts` (go.uber.org/zap NewProductionEncoderConfig)', async () => {
    const p = tempFile('zap.log', lines(
      '{"level":"info","ts":1727856791.123,"caller":"mcp/client.go:61","msg":"connected to MCP server","server":"notes"}',
      '{"level":"error","ts":1727856851.456,"caller":"mcp/client.go:88","msg":"Error calling tool \'zhi\': MCP error -32001: Request timed out"}',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.cause, r.endedAt])).toEqual([['tools/call', 'zhi', 'client-timeout', '2024-10-02T08:14:11.456+00:00']]);
  });

  // The Elastic Common Schema loggers: the level under a dotted key (`"log.level"`), the clock as `"@timestamp"`, the
  // error nested (Elastic.CommonSchema.Serilog, a .NET MCP server's record in modelcontextprotocol/csharp-sdk#1785),
  // the exception's type an MCP SDK's class whose message alone names no MCP word; pino's `err` with its type.
  it.each([
    ['Serilog ECS, the error an object with its type',
      '{"@timestamp":"2026-01-12T02:05:05.9200000+00:00","log.level":"Error","message":"Tool call failed","ecs.version":"9.0.0","log":{"logger":"Ledger.Agent.Tools"},"tool_name":"zhi","error":{"message":"Request timed out","type":"ModelContextProtocol.McpException","stack_trace":"ModelContextProtocol.McpException: Request timed out\\n   at ModelContextProtocol.McpSessionHandler.SendRequestAsync(JsonRpcRequest request, CancellationToken cancellationToken)"}}',
      [['tools/call', 'zhi', 'client-timeout', '2026-01-12T02:05:05.920+00:00']]],
    ['pino, the type already in the message',
      '{"level":50,"time":1768183505920,"msg":"Tool call failed","tool_name":"zhi","err":{"type":"McpError","message":"McpError: MCP error -32001: Request timed out"}}',
      [['tools/call', 'zhi', 'client-timeout', '2026-01-12T02:05:05.920+00:00']]],
    ['ecs-logging for Node, the type a plain Error, the message the SDK\'s',
      '{"@timestamp":"2026-01-12T02:05:05.920Z","log.level":"error","message":"Tool call failed","ecs.version":"8.10.0","tool_name":"zhi","error":{"type":"Error","message":"MCP error -32001: Request timed out"}}',
      [['tools/call', 'zhi', 'client-timeout', '2026-01-12T02:05:05.920+00:00']]],
  ])('reads an ECS record: %s', async (_name, record, want) => {
    const p = tempFile('ecs.log', lines(record));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.cause, r.endedAt])).toEqual(want);
  });

  it('does not chain label lines that say nothing of a failure', async () => {
    const p = tempFile('labels.txt', lines('Steps:', 'Config:', 'Server: notes', 'Status: fine'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('reads a failed write under the message the client logged as it wrote it as that message\'s (patruff/ollama-mcp-bridge#12)', async () => {
    const p = tempFile('bridge.txt', lines(
      '22:04:05 DEBUG:     LLMBridge - [MCP Client] Sending message: {"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":"0.1.0","capabilities":{},"clientInfo":{"name":"Bridge","version":"1.0.0"}},"id":1}',
      '22:04:05 ERROR:     LLMBridge - [MCP Client] Process error: spawn /usr/bin/node ENOENT',
      '22:04:05 ERROR:     LLMBridge - [MCP Client] Failed to send message: write EPIPE',
      '22:04:05 ERROR:     LLMBridge - [MCP Client] Session initialization failed: write EPIPE',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 1, 'lost', 'connection-closed']]);
  });

  it('reads an error panel whose cause object restates its headline as one failure (nerding-io/n8n-nodes-mcp#42)', async () => {
    const msg = 'Failed to execute operation: Failed to connect to MCP server: MCP error -32001: Request timed out';
    const p = tempFile('panel.txt', lines(msg, 'Error details', '', 'Error cause', '', `{ "message": "${msg}", "timestamp": 1742528604056, "name": "NodeOperationError" }`));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => e.source.line)).toEqual([1]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'cancelled', 'client-timeout']]);
  });

  it('reads a wire recorder\'s time-only summary: the request, its timer\'s cancel and the gap (google-gemini/gemini-cli#28355)', async () => {
    const p = tempFile('scope.txt', lines(
      '09:00:00  c2s  resources/list id:4',
      '09:00:00  s2c  response   id:77',
      '09:02:30  c2s  notifications/cancelled requestId:4 "Request timed out"',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause, r.durationMs])).toEqual([['resources/list', 4, 'cancelled', 'client-timeout', 150_000]]);
  });

  it('reads an extension\'s issue-report template: the call it names, then the SDK\'s timer (microsoft/microsoft-foundry-for-vscode#208)', async () => {
    const p = tempFile('report.md', lines(
      'Action: toolsView.listMcpTools',
      'Error type: -32001',
      'Error Message: MCP error -32001: Request timed out',
      '',
      'Product: Visual Studio Code',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/list', 'cancelled', 'client-timeout']]);
  });

  it('keeps one JSON object per line apart: a JSON log\'s two failed calls are two (mindstone/Super-MCP#1)', async () => {
    // (Identical consecutive lines are one doubled line, paste.ts; these differ in their time.)
    const line = (t: string) => `{"level":"error","msg":"Tool call failed","timestamp":"${t}","tool_name":"ask_user","error":"MCP error -32001: Request timed out"}`;
    const p = tempFile('router.jsonl', lines(line('2026-01-12T02:05:05.920Z'), line('2026-01-12T02:07:11.004Z')));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined)).toHaveLength(2);
  });

  it('keeps a repeated failure that is not a JSON member line: a log that says it twice means twice', async () => {
    const p = tempFile('twice.log', lines(
      '2025-09-24 09:16:16 Failed to connect to MCP server: MCP error -32000: Connection closed',
      '2025-09-24 09:16:20 Failed to connect to MCP server: MCP error -32000: Connection closed',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined)).toHaveLength(2);
  });

  it('reads a Python traceback through ClientSession: the frame names the call, the last line ends it (langchain-ai/langchain-mcp-adapters#142)', async () => {
    const p = tempFile('tb.txt', lines(
      'ClosedResourceError()Traceback (most recent call last):',
      '',
      '  File "/venv/lib/python3.11/site-packages/langchain_mcp_adapters/tools.py", line 60, in call_tool',
      '    call_tool_result = await session.call_tool(tool.name, arguments)',
      '',
      '  File "/venv/lib/python3.11/site-packages/mcp/client/session.py", line 263, in call_tool',
      '    return await self.send_request(',
      '',
      '  File "/venv/lib/python3.11/site-packages/anyio/streams/memory.py", line 211, in send_nowait',
      '    raise ClosedResourceError',
      '',
      'anyio.ClosedResourceError',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.kind])).toEqual([[6, 'request-sent'], [12, 'connection-closed']]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it('reads the Python SDK client\'s timeout split over two lines as one abandoned call (openai/openai-agents-python#1026)', async () => {
    const p = tempFile('agents.txt', lines(
      'agents.exceptions.AgentsException:  ',
      '  Error invoking MCP tool split_concepts:  ',
      '  Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'split_concepts', 'abandoned', 'client-timeout']]);
  });

  it('still refuses a traceback with no MCP words', async () => {
    const p = tempFile('plain.txt', lines(
      'Traceback (most recent call last):',
      '  File "/srv/app.py", line 3, in <module>',
      'TimeoutError: timed out',
    ));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // cline/cline#7577: the Streamable HTTP transport's refusal of its listening GET stream, the whole paste (the sentence
  // run together twice): the SDK's printed error, read, naming no request. Glued after a sentence's end it is read the
  // same (the sentence a lead-in: cline/cline#8320); a sentence going on after it keeps it prose.
  it('reads the SDK\'s refused listening stream printed alone and lists no request; a sentence going on after it stays refused', async () => {
    const bare = tempFile('get-stream.txt', lines('Streamable HTTP error: Failed to open SSE stream: Not Found Streamable HTTP error: Failed to open SSE stream: Not Found'));
    expect((await readAll(bare, { tz: 'UTC' })).input.format).toBe('jsonrpc-in-text');
    const report = await analyze([bare], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
    expect(report.findings).toEqual([]);
    const prefixed = tempFile('get-stream-error.txt', lines('Error: Streamable HTTP error: Failed to open SSE stream: Method Not Allowed'));
    expect((await readAll(prefixed, { tz: 'UTC' })).input.format).toBe('jsonrpc-in-text');
    const glued = tempFile('get-stream-glued.txt', lines('After the upgrade my servers are gone. Error: Streamable HTTP error: Failed to open SSE stream: Not Found'));
    expect((await analyze([glued], { tz: 'UTC' })).requests).toEqual([]);
    const prose = tempFile('get-stream-prose.txt', lines('After the upgrade my servers are gone. Error: Streamable HTTP error: Failed to open SSE stream: Not Found, so I went back.'));
    await expect(readAll(prose, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // lastmile-ai/mcp-agent#564: a transport task's traceback under the Python SDK client's frames, anyio's stream error
  // its last line: an MCP client's failure, read, naming no request. Without the SDK's frames it stays refused.
  it('reads anyio\'s stream error under the Python SDK client\'s frames, and lists no request it does not name', async () => {
    const trace = [
      '[ERROR] 2025-10-21T21:02:09 mcp_agent.mcp.mcp_connection_manager - notes: Sub-error 1 in lifecycle task:',
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.13/site-packages/mcp/client/stdio/__init__.py", line 162, in stdout_reader',
      '    await read_stream_writer.send(session_message)',
      '  File "/opt/venv/lib/python3.13/site-packages/anyio/streams/memory.py", line 214, in send_nowait',
      '    raise BrokenResourceError',
    ];
    const p = tempFile('lifecycle.log', lines(...trace, 'anyio.BrokenResourceError'));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
    const q = tempFile('grouped.log', lines(...trace.map((l) => `    | ${l}`), '    | anyio.ClosedResourceError'));
    expect((await readAll(q, { tz: 'UTC' })).input.format).toBe('jsonrpc-in-text');
    const plain = tempFile('plain-stream.log', lines('Traceback (most recent call last):', '  File "/srv/worker.py", line 9, in pump', 'anyio.BrokenResourceError'));
    await expect(readAll(plain, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // OpenHands/software-agent-sdk#1739: the Python SDK Streamable HTTP client's own sentences under an app's bare level,
  // a session per tool call and the listening stream reconnecting between them: that client's log, naming no failure.
  it('reads the Python SDK Streamable HTTP client\'s sentences without its logger\'s name as its log', async () => {
    const p = tempFile('sessions.log', lines(
      'INFO  Received session ID: 3f9c2e71-8b0d-4c55-a1e4-6d2b7f0a9c13',
      'INFO  Negotiated protocol version: 2025-11-25',
      'INFO  GET stream disconnected, reconnecting in 1000ms...',
      'INFO  Received session ID: b72e0d4a-15c9-4f3e-9e86-0a4d1c7b52f8',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(readInputs(report).map((i) => [i.format, i.host])).toEqual([['jsonrpc-in-text', 'python-sdk']]);
    expect(report.requests).toEqual([]);
    // One such sentence alone is anyone's words.
    const one = tempFile('one.log', lines('INFO  Received session ID: 3f9c2e71-8b0d-4c55-a1e4-6d2b7f0a9c13'));
    await expect(readAll(one, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // camel-ai/camel#2894: CAMEL's printed response, the content's streamed lines escaped onto one line by the repr; each
  // tool call in it is its own call, named, on the agent's own timer.
  it('reads the tool calls inside a CAMEL response\'s content repr as the calls they are', async () => {
    const content = "\\nCalling function: list_shared_dirs with arguments:\\n{}\\n\\nFunction output: {\\'error\\': \"Error executing async tool \\'list_shared_dirs\\': MCP call timed out after 60.0 seconds\"}\\n---------\\n\\nCalling function: find_entries with arguments:\\n{\\'path\\': \\'.\\'}\\n\\nFunction output: {\\'error\\': \"Error executing async tool \\'find_entries\\': MCP call timed out after 60.0 seconds\"}\\n";
    const p = tempFile('chat.txt', lines(`msgs=[BaseMessage(role_name='Assistant', role_type=<RoleType.ASSISTANT: 'assistant'>, meta_dict={}, content='${content}', video_bytes=None)] terminated=False`));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([
      ['tools/call', 'list_shared_dirs', 'abandoned', 'client-timeout'],
      ['tools/call', 'find_entries', 'abandoned', 'client-timeout'],
    ]);
    // Content of one line is read as the line it is.
    const one = tempFile('one.txt', lines("msgs=[BaseMessage(role_name='Assistant', role_type=<RoleType.ASSISTANT: 'assistant'>, meta_dict={}, content='Hello there', video_bytes=None)]"));
    await expect(readAll(one, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // BerriAI/litellm#38791: LiteLLM's REST tools preview answering 200 with its own listing deadline's error body, the
  // upstream never reached: the gateway's tools/list given up on its own timer, no cancel; the second sentence names it.
  it('reads LiteLLM\'s listing deadline in its error body as the gateway\'s tools/list abandoned on its timer', async () => {
    const p = tempFile('curl.txt', lines(
      '{"status":"error","error":true,"message":"Timed out listing tools after 45.0 seconds. The MCP server may be responding slowly or paginating excessively."}',
      'HTTPSTATUS=200 TIME=47.1s',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(readInputs(report).map((i) => [i.format, i.host])).toEqual([['jsonrpc-in-text', 'litellm']]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/list', 'abandoned', 'client-timeout', 'unknown']]);
    // The shared first sentence alone is read the same way, its writer unnamed.
    const q = tempFile('agent.log', lines('WARN Timed out listing tools after 10s; extension will be skipped'));
    const r2 = await analyze([q], { tz: 'UTC' });
    expect(readInputs(r2).map((i) => i.host)).toEqual(['unknown']);
    expect(r2.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/list', 'abandoned', 'client-timeout']]);
  });

  // PrefectHQ/fastmcp#280, awslabs/agentcore-samples#142: the Python SDK client's post_writer sentence printed bare (the
  // root logger's bare format) is that client's line; with no reason, the POST's own timer gave the message up.
  it('reads a bare post_writer line as the Python SDK client\'s, and one with no reason as the POST\'s timer', async () => {
    const p = tempFile('client.log', lines('Error in post_writer: '));
    const report = await analyze([p], { tz: 'UTC' });
    expect(readInputs(report).map((i) => [i.format, i.host])).toEqual([['jsonrpc-in-text', 'python-sdk']]);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['unknown', 'abandoned', 'client-timeout', 'unknown']]);
    // Behind an application's own prefix the line is still read, but the writer is not named by it.
    const q = tempFile('app.log', lines('06/09/2025 17:32:25 PM - 10832 - ERROR - Error in post_writer: Server disconnected without sending a response.'));
    expect(readInputs(await analyze([q], { tz: 'UTC' })).map((i) => i.host)).toEqual(['unknown']);
  });

  // PrefectHQ/fastmcp#1747: the Python SDK client's warning for a refused closing DELETE, printed bare, is that client's line;
  // the session's close after the work was done is no request of its own, so nothing is listed.
  it('reads bare "Session termination failed: <status>" lines as the Python SDK client\'s close, no request failed', async () => {
    const p = tempFile('console.txt', lines('Session termination failed: 404', 'Session termination failed: 404'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(readInputs(report).map((i) => [i.format, i.host])).toEqual([['jsonrpc-in-text', 'python-sdk']]);
    expect(report.requests).toEqual([]);
    // Behind an application's own prefix the line is still read, but the writer is not named by it.
    const q = tempFile('app.log', lines('ERROR - Error executing tool queue_state: Session terminated', 'WARNING - Session termination failed: 404'));
    expect(readInputs(await analyze([q], { tz: 'UTC' })).map((i) => i.host)).toEqual(['unknown']);
  });

  // logger.exception prints the record first, its traceback under it: a post_writer record with an empty reason takes
  // the traceback's last line as its reason, and that line is no second failure.
  const postWriterRecord = (last: string): string =>
    lines(
      '2025-06-11 10:02:11,482 - mcp.client.sse - INFO - Connecting to SSE endpoint: http://localhost:8000/sse',
      '2025-06-11 10:02:16,571 - mcp.client.sse - ERROR - Error in post_writer: ',
      'Traceback (most recent call last):',
      '  File "/app/.venv/lib/python3.12/site-packages/httpx/_transports/default.py", line 101, in map_httpcore_exceptions',
      '    yield',
      '  File "/app/.venv/lib/python3.12/site-packages/mcp/client/sse.py", line 120, in post_writer',
      '    response = await client.post(',
      last,
      '2025-06-11 10:02:20,001 - app - INFO - done',
    );
  it.each([
    ['httpx.ReadTimeout', ['unknown', 'abandoned', 'client-timeout', 'unknown']],
    ['httpx.RemoteProtocolError: Server disconnected without sending a response.', ['unknown', 'lost', 'stream-closed', 'unknown']],
  ])('an empty post_writer record takes its traceback\'s last line (%s) as its reason: one request', async (last, want) => {
    const report = await analyze([tempFile('client.log', postWriterRecord(last))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([want]);
    const { events } = await readAll(tempFile('client.log', postWriterRecord(last)), { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase])).toEqual([
      [2, last === 'httpx.ReadTimeout' ? 'python-sdk/post-writer-no-reason' : 'python-sdk/post-writer-error'],
    ]);
  });
  it('an empty post_writer record with no traceback under it stays as written', async () => {
    const p = tempFile('client.log', lines('2025-06-11 10:02:16,571 - mcp.client.sse - ERROR - Error in post_writer: ', '2025-06-11 10:02:20,001 - app - INFO - done'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase, e.text])).toEqual([[1, 'python-sdk/post-writer-no-reason', expect.stringMatching(/Error in post_writer:$/)]]);
  });

  // oraios/serena#487: httpx's bare request lines, then the legacy SSE client's logger.exception record with no reason and
  // its traceback cut: the post_writer sentence alone makes the text the Python SDK client's, its refused POSTs read.
  it('reads httpx\'s lines over a bare "Error in post_writer" record as the Python SDK client\'s', async () => {
    const text = lines(
      'HTTP Request: POST https://h.example/gw/sse "HTTP/1.1 405 Method Not Allowed"',
      'HTTP Request: GET https://h.example/gw/sse "HTTP/1.1 200 OK"',
      'HTTP Request: POST https://h.example/messages?session_id=ab12 "HTTP/1.1 404 Not Found"',
      'Error in post_writer',
      'Traceback (most recent call last):',
      '  File "/Users/',
    );
    const report = await analyze([tempFile('client.log', text)], { tz: 'UTC' });
    expect(readInputs(report).map((i) => [i.format, i.host])).toEqual([['jsonrpc-in-text', 'python-sdk']]);
    // The 405 was the Streamable HTTP probe's initialize; the GET opened the SSE session whose first POST was its own.
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'server-error'], ['initialize', 'failed', 'server-error']]);
    // httpx's lines alone stay any Python HTTP client's: not a capture.
    await expect(readAll(tempFile('httpx.log', lines('HTTP Request: POST https://h.example/messages?session_id=ab12 "HTTP/1.1 404 Not Found"')), { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  // modelcontextprotocol/rust-sdk#196: rmcp's handshake error logged by the app that ran the client, in tracing's layout.
  it('names rmcp as the writer of its handshake send error in a tracing line', async () => {
    const text = lines('2025-05-19T02:48:33.531669Z ERROR probe_client: Client error: Send message error Client error: HTTP status client error (404 Not Found) for url (http://127.0.0.1:8130/sse/message?sessionId=7be4), when send initialize request');
    const report = await analyze([tempFile('client.log', text)], { tz: 'UTC' });
    expect(readInputs(report).map((i) => i.host)).toEqual(['rust-sdk']);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });

  it('reads a runtime\'s refusal of a tool call it has no MCP client for as that call, failed before any server had it (OpenHands/OpenHands#9030)', async () => {
    const p = tempFile('runtime.txt', lines('Unexpected error while running action: ValueError: No matching MCP agent found for tool name: webfind_webfind-search'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'webfind_webfind-search', 'failed', 'unknown', 'unknown']]);
  });

  // nanbingxyz/5ire#399 (5ire's reply restating a tool's failure in Chinese labels); the same card in English and
  // Japanese labels, and a card whose message already carries the SDK's code. Names are ours.
  it.each([
    ['Chinese labels, full-width colons', ['MCP工具调用出错，错误详情如下：', '', '工具名称：draft-outline', '错误代码：-32001', '错误信息：Request timed out（请求超时）'], 'draft-outline', ['cancelled', 'client-timeout']],
    ['English labels', ['Tool call failed.', 'Tool name: draft-outline', 'Error code: -32001', 'Error message: Request timed out'], 'draft-outline', ['cancelled', 'client-timeout']],
    ['Japanese labels, the code inside the message', ['ツール名: draft-outline', 'エラーメッセージ: MCP error -32000: Connection closed'], 'draft-outline', ['lost', 'connection-closed']],
  ])('reads a tool failure reported as labelled fields as that tool call (%s)', async (_n, text, target, verdict) => {
    const p = tempFile('card.txt', lines(...text));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', target, ...verdict]]);
  });

  // github/app#4008 (Copilot CLI's session events as its event view lists them: the type on a line, the data one
  // `key: value` a line, in fenced blocks between the reporter's sentences). Names are ours.
  it('reads Copilot CLI session events as the tool call they start and the sampling request the server sent, both still waiting', async () => {
    const p = tempFile('events.md', lines(
      'The tool execution starts:', '', '```text', 'tool.execution_start', 'toolName: ledger-reconcile', 'mcpTransport: stdio', '```', '',
      '```text', 'tool.execution_progress', '0.0: Reconciling...', '```', '',
      '```text', 'sampling.requested', 'serverName: ledger', 'mcpRequestId: 3', '```',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.phrase, e.said!.method, e.said!.target, e.said!.id, e.said!.server]))
      .toEqual([
        ['copilot-cli/session-tool-execution-start', 'tools/call', 'ledger-reconcile', undefined, undefined],
        ['copilot-cli/session-sampling-requested', 'sampling/createMessage', undefined, 3, 'ledger'],
      ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target ?? null, r.outcome, r.cause]).sort()).toEqual([
      ['sampling/createMessage', null, 'pending', 'unknown'],
      ['tools/call', 'ledger-reconcile', 'pending', 'unknown'],
    ]);
  });

  // aws/amazon-q-developer-cli#1968 (the start-up warning, its list one server a line, a full stop after the last) and
  // #2768 (the /tools panel: the heading without its colon, a rule and a blank line before the items). Names are ours.
  it.each([
    ['the start-up warning', lines(':warning: 0 of 3 mcp servers initialized. Servers still loading:', ' - ledger_mcp_server', ' - notes_mcp_server', ' - wiki_mcp_server.'), ['ledger_mcp_server', 'notes_mcp_server', 'wiki_mcp_server']],
    ['the /tools panel', lines('Servers still loading', '--- ', ' ', ' - tracker', ' - github', '', 'Trust All Tools'), ['tracker', 'github']],
    // #1998: the panel's rule of '▔' copied with the first item on its line, no break between them
    ['the /tools panel, the first item behind the rule', lines('Servers still loading', `${'▔'.repeat(40)} - tracker`, ' - github', ' - wiki'), ['tracker', 'github', 'wiki']],
  ])("reads each server Amazon Q CLI lists as still loading as its initialize, unanswered: %s", async (_what, text, servers) => {
    const p = tempFile('q-chat.txt', text);
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.phrase, e.said!.kind, e.said!.method, e.said!.server]))
      .toEqual(servers.map((s) => ['amazon-q/server-still-loading', 'request-sent', 'initialize', s]));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual(servers.map(() => ['initialize', 'pending', 'unknown']));
  });

  it('reads no still-loading list where no heading opens it, nor items after another line ends it', async () => {
    const bare = tempFile('list.md', lines('Servers:', ' - ledger_mcp_server', ' - notes_mcp_server'));
    await expect(analyze([bare], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    // A rule with an item behind it is no list without the heading above it
    const ruled = tempFile('ruled.md', lines('Servers', `${'▔'.repeat(40)} - ledger_mcp_server`, ' - notes_mcp_server'));
    await expect(analyze([ruled], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    const ended = tempFile('ended.txt', lines('Servers still loading:', ' - ledger', 'I waited an hour and restarted.', ' - notes'));
    const { events } = await readAll(ended, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.server)).toEqual(['ledger']);
  });

  it('does not read a session event\'s field apart from its type, nor an event whose fields a sentence breaks, as a request', async () => {
    const alone = tempFile('fields.txt', lines('toolName: ledger-reconcile', 'mcpRequestId: 3'));
    await expect(analyze([alone], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    const broken = tempFile('broken.txt', lines('tool.execution_start', 'Then the tool ran for a while.', 'toolName: ledger-reconcile', 'mcpTransport: stdio'));
    await expect(analyze([broken], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    // The CLI's own tools start with the same event and no MCP field: no MCP call.
    const builtIn = tempFile('built-in.txt', lines('tool.execution_start', 'toolName: bash', 'turnId: 0'));
    await expect(analyze([builtIn], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('reads a double-spaced copy of the session events the same way (a blank line between every two lines)', async () => {
    const p = tempFile('events-spaced.txt', lines('tool.execution_start', '', 'toolName: ledger-reconcile', '', 'mcpTransport: stdio', '',
      'sampling.requested', '', 'serverName: ledger', '', 'mcpRequestId: 3', ''));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target ?? null, r.outcome]).sort()).toEqual([
      ['sampling/createMessage', null, 'pending'],
      ['tools/call', 'ledger-reconcile', 'pending'],
    ]);
  });

  it('reads a tool start whose MCP field comes before its tool name, the server named', async () => {
    const p = tempFile('events.txt', lines('tool.execution_start', 'serverName: ledger', 'toolName: ledger-reconcile'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['tools/call', 'ledger-reconcile', 'pending']]);
  });

  // github/copilot-cli#2282 (Copilot CLI's `/mcp show <name>`): a server's status card, its reason under a failed
  // status; the same card as another client might label it. Names and URLs are ours.
  it.each([
    ['Copilot CLI, fetch failed', [' MCP Server: tracker-mcp', '', ' Type:     http', ' URL:      https://mcp.tracker.example.com/mcp', ' Status:   ✗ Failed', ' Error:    fetch failed', '', ' Tools: Server failed to connect'], ['lost', 'stream-closed']],
    ['plain labels, the SDK close', ['Server: notes', 'Command: npx', 'Status: failed', 'Error: MCP error -32000: Connection closed'], ['lost', 'connection-closed']],
    // githubnext/agentics#242: the cross of the failed status copied as a plain letter X
    ['the cross copied as an X', [' MCP Server: tracker-mcp', ' Type:     http', ' Status:   X Failed', ' Error:    fetch failed'], ['lost', 'stream-closed']],
  ])('reads a server status card with a failed status and its reason as that connect (%s)', async (_n, text, verdict) => {
    const p = tempFile('status-card.txt', lines(...text));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', ...verdict]]);
  });

  it('does not read a status card whose status is not a failure, or whose reason is under another field, as a failed connect', async () => {
    const connected = tempFile('status-ok.txt', lines(' MCP Server: tracker-mcp', ' Status:   ✓ Connected', ' Error:    none'));
    await expect(analyze([connected], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    const xWord = tempFile('status-x-word.txt', lines(' MCP Server: tracker-mcp', ' Status:   Xfailed-over', ' Error:    none'));
    await expect(analyze([xWord], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    const broken = tempFile('status-broken.txt', lines(' MCP Server: tracker-mcp', ' Status:   ✗ Failed', 'The build went fine.', ' Error:    fetch failed'));
    await expect(analyze([broken], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('lists no connect when the status card under the notice says the server could not be spawned', async () => {
    // githubnext/agentics#242: the notice, then the card whose reason is Node's spawn error, its cross copied as an X.
    const p = tempFile('notice-and-spawn-card.txt', lines(
      "Failed to connect to MCP server 'tasks-mcp'. Execute '/mcp show tasks-mcp' to inspect or check the logs.", '',
      'Doing that shows,', '', ' MCP Server: tasks-mcp', '', ' Type:     local', ' Command:  taskctl', ' Status:   X Failed',
      ' Error:    spawn taskctl ENOENT', '', ' Tools: Server failed to connect'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
    // Another server's card does not withdraw this one's failed connect.
    const other = tempFile('notice-and-other-card.txt', lines(
      "Failed to connect to MCP server 'tasks-mcp'. Execute '/mcp show tasks-mcp' to inspect or check the logs.", '',
      ' MCP Server: docs-mcp', ' Status:   ✗ Failed', ' Error:    spawn docsctl ENOENT'));
    const kept = await analyze([other], { tz: 'UTC' });
    expect(kept.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'failed']]);
  });

  it('joins the failed-connect notice and the status card that gives its reason into one connect', async () => {
    // github/copilot-cli#2282: the notice, the reporter's sentence, then the card.
    const p = tempFile('notice-and-card.txt', lines(
      "Failed to connect to MCP server 'tracker-mcp'. Execute '/mcp show tracker-mcp' to inspect or check the", 'logs.', '',
      'Running it prints:', '', ' MCP Server: tracker-mcp', ' Status:   ✗ Failed', ' Error:    fetch failed'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'stream-closed']]);
    // Another server's card is another connect.
    const q = tempFile('notice-and-other-card.txt', lines(
      "Failed to connect to MCP server 'tracker-mcp'. Execute '/mcp show tracker-mcp' to inspect or check the logs.", '',
      ' MCP Server: wiki-mcp', ' Status:   ✗ Failed', ' Error:    fetch failed'));
    const other = await analyze([q], { tz: 'UTC' });
    expect(other.requests).toHaveLength(2);
  });

  it('does not read fields that name no tool, or a tool line with no error under it, as a tool call', async () => {
    const p = tempFile('fields.txt', lines('Error code: -32001', 'Error message: Request timed out', 'Tool name: draft-outline', 'Status: done'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe("a hosted MCP tool's output item (OpenAI's Responses API mcp_call)", () => {
  // openai/openai-python#2513 (the whole item, the reporter's redaction leaving a quote unbalanced) and
  // github/github-mcp-server#702 (the item cut at its name line); a Connection closed variant. Names are ours.
  it.each([
    ['the whole item', ['{', '    "id": "mcp_0c2d",', '    "arguments": "{\\"owner\\":\\"<REDACTED>}",', '    "name": "list_open_issues",', '    "server_label": "tracker",',
      '    "type": "mcp_call",', '    "error": {', '        "type": "mcp_protocol_error",', '        "code": 32600,', '        "message": "Session terminated"', '    },', '    "output": null', '},'],
      'list_open_issues', ['failed', 'session-expired']],
    ['cut at the name line', ['    "name": "search_wiki_pages",', '    "server_label": "wiki",', '    "type": "mcp_call",', '    "error": {', '      "type": "mcp_protocol_error",', '      "code": 32600,', '      "message": "Session terminated"', '    },'],
      'search_wiki_pages', ['failed', 'session-expired']],
    ['the type before the name', ['{', '  "type": "mcp_call",', '  "name": "run_query",', '  "error": {', '    "message": "MCP error -32000: Connection closed"', '  }', '}'],
      'run_query', ['lost', 'connection-closed']],
  ])('reads a failed mcp_call as that tool call (%s)', async (_n, text, target, verdict) => {
    const p = tempFile('item.json', lines(...text));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', target, ...verdict]]);
  });

  it('an mcp_call with output and no error, or a list-tools item, is no failed call', async () => {
    const p = tempFile('ok.json', lines('{', '  "type": "mcp_list_tools",', '  "name": "x",', '  "error": {', '    "message": "Session terminated"', '  }', '}', '{', '  "type": "mcp_call",', '  "name": "run_query",', '  "output": "3 rows",', '  "error": null', '}'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // community.openai.com/t/1353593: the API's own member order puts the error before the name; an http_error's status
  // goes before its message, and the hosted client's 424 is its failed dependency, not the server's refusal.
  const rawOrder = (error: string[]): string[] => ['{', '    "id": "mcp_68a7",', '    "type": "mcp_call",', '    "approval_request_id": null,',
    '    "arguments": "{\\"term\\":\\"ping\\"}",', ...error, '    "name": "define_term",', '    "output": null,', '    "server_label": "glossary"', '}'];
  it.each([
    ['a 424 from the hosted client', ['    "error": {', '        "type": "http_error",', '        "code": 424,', '        "message": "unhandled errors in a TaskGroup (1 sub-exception)"', '    },'],
      ['failed', 'gateway-error', 'unknown']],
    ['a 401 refusal', ['    "error": {', '        "type": "http_error",', '        "code": 401,', '        "message": "Unauthorized"', '    },'], ['failed', 'server-error', 'failed']],
    ['an MCP error whose code is no status', ['    "error": {', '        "type": "mcp_protocol_error",', '        "code": 32600,', '        "message": "Session terminated"', '    },'],
      ['failed', 'session-expired', 'unknown']],
  ])('reads an item printed in the API member order, the error before the name (%s)', async (_n, error, verdict) => {
    const p = tempFile('item.json', lines(...rawOrder(error)));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'define_term', ...verdict]]);
  });

  // The stream pasted as its events' objects: the hosted tool in the response's head, the failed call's item far below.
  const stream = (tail: string[]): string[] => [
    '{', '    "type": "response.created",', '    "sequence_number": 0,', '    "response": {', '        "id": "resp_68a7",', '        "status": "in_progress",', '        "tools": [', '            {',
    '                "type": "mcp",', '                "server_label": "glossary",', '                "server_url": "https://mcp.example.test:8443/sse"', '            }', '        ]', '    }', '}',
    ...Array.from({ length: 70 }, (_, i) => `{ "type": "response.output_text.delta", "sequence_number": ${i + 1}, "delta": "x" }`), ...tail];
  it('reads a failed call far below the head of a Responses API stream with a hosted MCP tool', async () => {
    const p = tempFile('events.json', lines(...stream(rawOrder(['    "error": {', '        "type": "http_error",', '        "code": 424,', '        "message": "unhandled errors in a TaskGroup (1 sub-exception)"', '    },']))));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'define_term', 'failed', 'gateway-error']]);
  });
  it('claims such a stream with no failed call, but not a stream with no hosted MCP tool', async () => {
    const ok = tempFile('events.json', lines(...stream([])));
    const report = await analyze([ok], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
    const plain = tempFile('events.json', lines(...stream([]).map((l) => l.replace('"type": "mcp"', '"type": "function"'))));
    await expect(analyze([plain], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // Azure/azure-sdk-for-python#42428: a Foundry run step's mcp tool call whose output is the agent service's own error.
  const step = (output: string): string[] => ['"tool_calls": [', '  {', '    "id": "call_R4kz",', '    "type": "mcp",', '    "arguments": "{}",', '    "name": "get_forecast",',
    '    "server_label": "meteo",', `    "output": ${JSON.stringify(output)}`, '  }', ']'];
  it('reads a Foundry mcp tool call whose output is a system_error as that call, failed for no stated cause', async () => {
    const p = tempFile('step.txt', lines(...step("content_type='system_error' name='AssertionError' text=\"Encountered exception: <class 'AssertionError'>.\"")));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'get_forecast', 'failed', 'unknown', 'unknown']]);
  });
  it("a Foundry mcp tool call whose output is the tool's content is no failed call", async () => {
    const p = tempFile('step.txt', lines(...step('Sunny, 24 C')));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // openai-php/client#654: the same item as the PHP client's objects print through Symfony's VarDumper, `+member: value`
  // lines, the error's JSON inside unescaped quotes. Names and ids are ours.
  const dumped = (error: string, type = 'mcp_call'): string[] => [
    '    }', '    4 => OpenAI\\Responses\\Responses\\Output\\OutputMcpCall {#671', '      +id: "mcp_5e1a"', '      +serverLabel: "Files"', `      +type: "${type}"`,
    '      +arguments: "{}"', '      +name: "get_account_info"', '      +approvalRequestId: null', `      +error: "${error}"`, '      +output: null', '    }'];
  it.each([
    ['an HTTP 401 refusal', '{"type":"http_error","code":401,"message":"An unknown error occurred while executing the tool."}', ['failed', 'server-error', 'failed']],
    ['an HTTP 504 from a gateway', '{"type":"http_error","code":504,"message":"Gateway Timeout"}', ['failed', 'gateway-error', 'unknown']],
  ])('reads a dumped OutputMcpCall with an error as that tool call (%s)', async (_n, error, verdict) => {
    const p = tempFile('dump.txt', lines(...dumped(error)));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'get_account_info', ...verdict]]);
  });

  it('a dumped item that is no mcp_call, or an mcp_call whose error is null, is no failed call', async () => {
    const other = tempFile('dump.txt', lines(...dumped('{"type":"http_error","code":401,"message":"nope"}', 'mcp_list_tools')));
    await expect(analyze([other], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    const ok = tempFile('dump.txt', lines(...dumped('x').map((l) => (l.includes('+error') ? '      +error: null' : l))));
    await expect(analyze([ok], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe("an agent's record of one tool call, its name a sibling member (hjlarry/dify-plugin-mcp_agent#1)", () => {
  // A Dify agent strategy's output: the tool's name, its input (a nested object, skipped) and its response, the server's
  // error text inside the result's content blocks. Names and values are ours.
  const record = (response: string, name = 'LEDGER_LEDGER_SEARCH'): string[] => [
    '{', '  "output": {', '    "tool_responses": [', '      {', `        "tool_call_id": "${name}",`, '        "tool_call_input": {', '          "filters": "overdue"', '        },',
    `        "tool_call_name": "${name}",`, `        "tool_response": "${response}"`, '      }', '    ]', '  }', '}'];
  it('reads the failure on the response line as that tool call, failed by the server', async () => {
    const p = tempFile('output.json', lines(...record("[{'type': 'text', 'text': 'An error occurred while executing the tool: Expected object, received string'}]")));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'LEDGER_LEDGER_SEARCH', 'failed', 'server-error', 'failed']]);
  });
  it('the same words outside content blocks name the tool but not who failed', async () => {
    const p = tempFile('output.json', lines(...record('An error occurred while executing the tool: Expected object, received string')));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'LEDGER_LEDGER_SEARCH', 'failed', 'unknown']]);
  });
  it('a member after the record closed is not that record\'s', async () => {
    const p = tempFile('output.json', lines('[', '  {', '    "tool_name": "first_tool",', '    "ok": true', '  },', '  {', '    "note": "An error occurred while executing the tool: boom"', '  }', ']'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target])).toEqual([['tools/call', null]]);
  });
});

describe("a tool call's structured log event (defilantech/LLMKube#1330)", () => {
  // The harness's event, whole on a line or wrapped where the reporter broke it; an error member under other names
  // the way other loggers spell it. Names and values are ours.
  it.each([
    ['wrapped over two lines', ['mcp tool call {"server":"websearch","tool":"websearch_ask","resultBytes":0,', '"latencyMs":30006,"callError":"context deadline exceeded","isError":false}'],
      'websearch_ask', ['abandoned', 'client-timeout']],
    ['whole on one line', ['mcp tool call {"server":"websearch","tool":"websearch_ask","resultBytes":0,"latencyMs":30006,"callError":"context deadline exceeded","isError":false}'],
      'websearch_ask', ['abandoned', 'client-timeout']],
    ['an error member and a toolName', ['tool call failed {"toolName":"read_page","error":"MCP error -32000: Connection closed","durationMs":812}'],
      'read_page', ['lost', 'connection-closed']],
  ])('reads the event as that tool call and its error (%s)', async (_n, text, target, verdict) => {
    const p = tempFile('agent.log', lines(...text));
    const { summary } = await readAll(p, { tz: 'UTC' });
    const s = summary.lineAccounting;
    expect(s.event + s.part + s.blank + s.problem).toBe(summary.lines);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', target, ...verdict]]);
  });

  it('an event with no error, an empty error, or a JSON-RPC message naming a tool is no failed call', async () => {
    const p = tempFile('ok.log', lines(
      'mcp tool call {"server":"websearch","tool":"websearch_ask","resultBytes":512,"latencyMs":900,"callError":"","isError":false}',
      'mcp tool call {"server":"websearch","tool":"websearch_ask","resultBytes":512,"latencyMs":900,"isError":false}',
    ));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe("a heading naming Codex's own log file over the excerpt (sparfenyuk/mcp-proxy#158, openai/codex#5444)", () => {
  it.each([
    ['`~/.codex/log/codex-tui.log`:', 'codex'],
    ['Relevant log excerpt from C:\\Users\\<user>\\.codex\\log\\codex-tui.log:', 'codex'],
    ['From ~/.codex/log/codex-tui.log:', 'codex'],
    // the file named in a sentence, not as the heading of what follows, says nothing of who wrote the lines
    ['I looked at ~/.codex/log/codex-tui.log but found nothing useful.', 'unknown'],
    ['Some excerpt:', 'unknown'],
  ])('%s', async (heading, host) => {
    const p = tempFile('excerpt.md', lines(heading, '- tool call timed out after 60s'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs.map((i) => [(i as { format?: string }).format, (i as { host?: string }).host])).toEqual([['jsonrpc-in-text', host]]);
  });
});

describe("LibreChat's JSON file log about an MCP connection (danny-avila/LibreChat#6495, #12254)", () => {
  it.each([
    // the server tag alone, as in #6495's records
    ['1773615573113\t2026-03-15T22:59:33.113Z\t{"level":"error","message":"[MCP][docs] Failed to establish connection Streamable HTTP error: Error POSTing to endpoint: {\\"error\\": \\"invalid_token\\"}","timestamp":"2026-03-15T22:59:33.112Z"}', 'librechat'],
    ['1773615573113\t2026-03-15T22:59:33.113Z\t{"code":401,"level":"error","message":"[MCP][User: 65f1a0c2][docs] Failed to establish connection Streamable HTTP error: Error POSTing to endpoint: {\\"error\\": \\"invalid_token\\"}","timestamp":"2026-03-15T22:59:33.112Z"}', 'librechat'],
    // the tag alone in another program's JSON record names no writer
    ['1773615573113\t2026-03-15T22:59:33.113Z\t{"level":"error","message":"docs [MCP] Failed to establish connection Streamable HTTP error: Error POSTing to endpoint: {\\"error\\": \\"invalid_token\\"}","timestamp":"2026-03-15T22:59:33.112Z"}', 'unknown'],
  ])('%s', async (line, host) => {
    const p = tempFile('api.log', lines(line));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual([host]);
  });
});

describe("LibreChat's JSON record of a connect that failed, with no clock (danny-avila/LibreChat#6495)", () => {
  const STACK = 'Error: SSE error: undefined\\n    at _eventSource.onerror (file:///app/packages/mcp/dist/index.es.js:1:88138)';
  it('reads the connect-failed words in the record\'s message: the initialize lost with its stream', async () => {
    const p = tempFile('error.log', lines(
      `{"event":{},"level":"error","message":"[MCP][automations] Connection failed: SSE error: undefined","stack":"${STACK}"}`,
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual(['librechat']);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'stream-closed']]);
  });
  it('a record whose message says no connect failed is still no capture', async () => {
    const p = tempFile('error.log', lines('{"event":{},"level":"error","message":"[indexSync] Connection failed: the search index is down"}'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe("LibreChat's label for a transport error, its tag and clock cut (danny-avila/LibreChat#14816)", () => {
  it('names LibreChat as the writer of the SDK lines around it, and finds no request on the listening stream', async () => {
    const p = tempFile('librechat-console.log', lines(
      'SSE stream disconnected: TypeError: terminated',
      'Transport error (may require manual intervention):',
      '  Streamable HTTP error: Failed to open SSE stream: Conflict',
      'Transport error (transient, will reconnect): SSE stream disconnected: TypeError: terminated',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual(['librechat']);
    expect(report.requests).toEqual([]);
  });

  it('leaves the label quoted inside a sentence unclaimed', async () => {
    const p = tempFile('librechat-prose.txt', lines('LibreChat keeps logging Transport error (may require manual intervention): and then nothing works'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe('Java stacks through langchain4j\'s client (langchain4j/langchain4j#3322)', () => {
  const stack = lines(
    '',
    'java.lang.RuntimeException: java.util.concurrent.TimeoutException',
    '',
    '\tat dev.langchain4j.mcp.client.DefaultMcpClient.initialize(DefaultMcpClient.java:123)',
    '\tat dev.langchain4j.mcp.client.DefaultMcpClient.<init>(DefaultMcpClient.java:109)',
    'Caused by: java.util.concurrent.TimeoutException',
    '\tat java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:2004)',
    '\t... 6 more',
  );

  it('is the Java stack reader\'s, not the Python log reader\'s, and its writer is not the Java SDK', async () => {
    const p = tempFile('lc4j.txt', stack);
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    expect(summary.host).toBe('unknown');
    // One exception block, one event: its `Caused by:` is part of it; the client frame names the request.
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said)).toEqual([
      expect.objectContaining({ kind: 'timer-fired', timer: 'host', method: 'initialize', phrase: 'langchain4j/request-timeout' }),
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests[0]).toMatchObject({ method: 'initialize', outcome: 'abandoned', cause: 'client-timeout' });
  });
});

describe('langchain4j\'s SSE channel warning (langchain4j/langchain4j#2858, #3572)', () => {
  // A Spring Boot line the reporter cut before the logger's last packages, a stray backtick first, an okio read timeout
  // under it; and the same warning in slf4j-simple's layout. The event stream broke; no request is named.
  it.each([
    ['a cut Spring Boot line', lines(
      '\x60transport.http.SseEventListener  : SSE channel failure',
      '',
      'java.net.SocketTimeoutException: timeout',
      '        at okio.SocketAsyncTimeout.newTimeoutException(JvmOkio.kt:146) ~[okio-jvm-3.6.0.jar:na]',
      '        at okio.RealBufferedSource.select(RealBufferedSource.kt:232) ~[okio-jvm-3.6.0.jar:na]',
    )],
    ['slf4j-simple', lines(
      '09:12:03.114 [OkHttp https://tools.example.org/...] WARN dev.langchain4j.mcp.client.transport.http.SseEventListener -- SSE channel failure',
      'java.net.SocketTimeoutException: timeout',
      '\tat okhttp3.internal.http2.Http2Stream$StreamTimeout.newTimeoutException(Http2Stream.kt:677)',
    )],
  ])('in %s is the Java reader\'s, its writer langchain4j, and starts no request', async (_name, text) => {
    const p = tempFile('lc4j-sse.log', text);
    const { input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    expect(summary.host).toBe('unknown');
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('the class alone, without its words, claims nothing', async () => {
    const p = tempFile('other.log', lines('SseEventListener : connected', 'some other line'));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe('a client\'s one-line error pasted alone (kirodotdev/Kiro#126, #3464)', () => {
  it.each([
    ['Error calling MCP tool: MCP error -32001: Request timed out', ['tools/call', 'cancelled', 'client-timeout']],
    ['failed to connect to MCP server "quotes": MCP error -32000: Connection closed', ['initialize', 'lost', 'connection-closed']],
  ])('%s', async (line, want) => {
    const p = tempFile('kiro-error.txt', line + '\n');
    const report = await analyze([p]);
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
  });
});

describe('a JetBrains IDE\'s idea.log with a plugin\'s Java SDK client in it (carlrobertoh/ProxyAI#1185)', () => {
  it('is read with its local clock; the IDE wrote it; the untraced Reactor timeout ends the initialize the plugin started', async () => {
    const p = tempFile('idea.log', lines(
      '2026-02-18 19:20:11,448 [ 147668]   INFO - #ee.carlrobert.codegpt.settings.mcp.McpClientManager - Client created, attempting to initialize connection...',
      '2026-02-18 19:20:13,664 [ 149884]   INFO - STDERR - [pool-12-thread-1] INFO io.modelcontextprotocol.client.transport.StdioClientTransport - STDERR Message received: command not found',
      "2026-02-18 19:20:41,447 [ 177667]   WARN - #ee.carlrobert.codegpt.settings.mcp.McpClientManager - Suppressed a frequent exception logged for the 2nd time: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 30000ms in 'source(MonoCreate)' (and no fallback has been configured)",
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    expect(summary.host).toBe('unknown');
    expect(events[0]).toMatchObject({ at: Date.UTC(2026, 1, 18, 19, 20, 11, 448), level: 'info', said: { kind: 'request-sent', method: 'initialize' } });
    expect(events[2]).toMatchObject({ level: 'warn', said: { kind: 'timer-fired', limitMs: 30_000 } });
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });
});

describe('Junie\'s MCP client error in idea.log (laravel/boost#122)', () => {
  it('is the IDE\'s log; the decode error of an empty stdout line names and ends no request', async () => {
    const p = tempFile('idea.log', lines(
      '2025-08-14 13:07:14,824 [  55773]   WARN - #c.i.m.l.m.e.c.m.McpClient - MCP client error for McpServerConfigId(name=shop, sourcePath=C:\\p\\.junie\\mcp\\mcp.json): Cannot read Json element because of unexpected end of the input at path: $',
      'JSON input: ',
      'kotlinx.serialization.json.internal.JsonDecodingException: Cannot read Json element because of unexpected end of the input at path: $',
      'JSON input: ',
      '\tat kotlinx.serialization.json.Json.decodeFromString(Json.kt:149)',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    expect(summary.host).toBe('unknown');
    expect(events[0]).toMatchObject({ at: Date.UTC(2025, 7, 14, 13, 7, 14, 824), level: 'warn' });
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });
  it('the same words without the idea.log layout do not claim a capture for it', async () => {
    const p = tempFile('note.txt', 'MCP client error for McpServerConfigId(name=shop): boom\n');
    const format = await readAll(p, { tz: 'UTC' }).then((r) => r.input.format, () => null);
    expect(format).not.toBe('java-sdk');
  });
});

describe('another server\'s stderr inside a Python server log (scaleapi/mcp-atlas#17)', () => {
  it('a TypeScript server\'s line is its own event, not a continuation of the Rich record', async () => {
    const p = tempFile('mixed.log', lines(
      '[03/24/26 13:57:06] INFO     Processing request of type            server.py:720',
      '                             ListToolsRequest                                   ',
      'Failed to request initial roots from client: MCP error -32001: Request timed out',
      'Processing request of type ListToolsRequest',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('python-sdk');
    // The Rich record wrapped under its header is read whole (paste.ts richJoins), its request named as on one line.
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.method])).toEqual([[1, 'tools/list'], [3, 'roots/list']]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.find((r) => r.method === 'roots/list')).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout' });
  });
  // Two programs wrote the log (the Python SDK's Rich records, the TypeScript server's own sentence): it names neither.
  // A TypeScript-style stdio banner is no such sentence: a server in any language may print it in those words.
  it.each([
    ['the Python records alone name the Python SDK', ['Processing request of type ListToolsRequest'], 'python-sdk'],
    ['the TypeScript server\'s own sentence beside them names no one writer', ['Failed to request initial roots from client: MCP error -32001: Request timed out'], 'unknown'],
    ['a stdio banner beside them is no other writer', ['Weather Server running on stdio'], 'python-sdk'],
  ])('%s', async (_n, more, host) => {
    const p = tempFile(`writers-${host}-${more[0]!.length}.log`, lines(
      '[03/24/26 13:57:06] INFO     Processing request of type            server.py:720',
      '                             ListToolsRequest                                   ',
      ...more,
      'Processing request of type ListToolsRequest',
    ));
    const { input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('python-sdk');
    expect(summary.host).toBe(host);
  });
});

describe('a TypeScript server crashed on an answer its transport had no stream for (supercorp-ai/supergateway#143)', () => {
  it('is the request the answer was for: its requester left, the server had answered', async () => {
    const p = tempFile('crash.txt', lines(
      'Error: No connection established for request ID: 4',
      '    at WebStandardStreamableHTTPServerTransport.send (file:///srv/app/node_modules/@modelcontextprotocol/sdk/dist/esm/server/webStandardStreamableHttp.js:720:27)',
      '    at StreamableHTTPServerTransport.send (file:///srv/app/node_modules/@modelcontextprotocol/sdk/dist/esm/server/streamableHttp.js:116:43)',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause, r.serverState])).toEqual([['unknown', 4, 'abandoned', 'unknown', 'completed']]);
  });
  it('is no capture as a sentence alone, without the SDK\'s frames', async () => {
    const p = tempFile('note.txt', lines('I keep getting No connection established for request ID: 4 after a while'));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('the TypeScript SDK\'s short sentences', () => {
  it('make a log of a stamped text, not of prose quoting them', async () => {
    const stamped = tempFile('stamped.log', lines(
      '2026-02-03 10:00:00 starting session for ledger',
      '2026-02-03 10:01:00 tool call failed: McpError: MCP error -32001: Request timed out',
    ));
    const { input } = await readAll(stamped, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const prose = tempFile('prose.txt', lines('I saw MCP error -32001: Request timed out', 'then it worked after a restart'));
    await expect(readAll(prose, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    // metatool-ai/metamcp#155: a commenter's lead-in, the error on its own line, a plea.
    ['a lead-in, the timer error, a question', ['Having the same issue:', 'MCP error -32001: Request timed out', '', 'Any solution guys?'], ['unknown', 'cancelled', 'client-timeout']],
    ['the timer error, then a question', ['MCP error -32001: Request timed out', 'Any fix for this?'], ['unknown', 'cancelled', 'client-timeout']],
    ['a lead-in and the close', ['Same here after the update:', 'Error: MCP error -32000: Connection closed'], ['initialize', 'lost', 'connection-closed']],
  ])('make a log of a comment pasting the error on its own line: %s', async (_name, text, want) => {
    const p = tempFile('comment.txt', lines(...(text as string[])));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
  });
  it.each([
    // 0x4m4/hexstrike-ai#21: a greeting and the symptom in Chinese over the bare close
    ['a Chinese greeting and the symptom over the close', ['您好 ，服务一直连不上', 'MCP error -32000: Connection closed'], ['initialize', 'lost', 'connection-closed']],
    // saidsurucu/mevzuat-mcp#1: a sentence with no colon over the close, as the reporter typed it
    ['a sentence with no colon over the close', ['Getting this on two different servers in 5ire', '', 'Error: MCP error -32000: Connection closed'], ['initialize', 'lost', 'connection-closed']],
    ['a plea with a full-width question mark under the timer error', ['MCP error -32001: Request timed out', '有人知道怎么解决吗？'], ['unknown', 'cancelled', 'client-timeout']],
    // CherryHQ/cherry-studio#4070, xpzouying/xiaohongshu-mcp#116, iFurySt/RedNote-MCP#24: other commenters' "me too"
    ['commenters\' me-too lines under the timer error', ['MCP error -32001: Request timed out', '同问，一直报这个错！', 'same issue.', '+1'], ['unknown', 'cancelled', 'client-timeout']],
  ])('make a log of a report\'s own words above the pasted error, in any language: %s', async (_name, text, want) => {
    const p = tempFile('comment.txt', lines(...(text as string[])));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
  });
  it.each([
    ['Chinese words after the error saying what happened next', ['您好 ，服务一直连不上', 'MCP error -32000: Connection closed', '重启之后就好了']],
    ['a me-too that goes on to what happened after', ['MCP error -32000: Connection closed', 'same here, but it went away after a restart']],
    ['words above that quote the error themselves', ['我们有时会看到 MCP error -32000: Connection closed', 'MCP error -32000: Connection closed', '重启之后就好了']],
  ])('… but not when the words go on after it: %s', async (_name, text) => {
    const p = tempFile('prose.txt', lines(...(text as string[])));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    // modelcontextprotocol/inspector#655: the steps, the error on its own line, then the form's sections answered 'NA'
    ['Expected behavior, Logs: NA, Additional context: NA', ['**To Reproduce**', '1. Call a tool', 'MCP error -32001: Request timed out', '', '**Expected behavior**', 'The error should be shown.', '', '**Logs**', 'NA', '**Additional context**', 'NA'], ['unknown', 'cancelled', 'client-timeout']],
    ['Markdown headings and GitHub\'s empty answer', ['### What happened?', 'The server goes away.', '', 'MCP error -32000: Connection closed', '', '### Relevant log output', '', '_No response_', '', '### Additional information', '', '_No response_'], ['initialize', 'lost', 'connection-closed']],
    ['the form\'s heads with the markup already gone', ['MCP error -32001: Request timed out', 'Expected behaviour', 'The call waits for the tool.', 'Screenshots', 'N/A'], ['unknown', 'cancelled', 'client-timeout']],
    ['GitHub\'s default template, its Desktop facts filled or left as the template has them', ['**Describe the bug**', 'MCP error -32000: Connection closed', '', '**Expected behavior**', 'The server starts.', '', '**Desktop (please complete the following information):**', ' - OS: Windows 11', ' - Browser [e.g. chrome, safari]', ' - Version: 0.9.1', '', '**Additional context**', 'None'], ['initialize', 'lost', 'connection-closed']],
  ])('make a log of a pasted error under which only the bug-report form\'s own sections follow: %s', async (_name, text, want) => {
    const p = tempFile('issue.md', lines(...(text as string[])));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
  });
  it.each([
    ['an account in the Additional context section', ['MCP error -32001: Request timed out', '**Additional context**', 'It went away after a restart.']],
    ['an account right under the error, before the form\'s sections', ['MCP error -32001: Request timed out', 'then it worked after a restart', '**Expected behavior**', 'NA']],
    ['Expected behavior that quotes an error of its own', ['MCP error -32001: Request timed out', '**Expected behavior**', 'No MCP error -32000: Connection closed afterwards']],
    ['an account as a bullet of the Environment section', ['MCP error -32001: Request timed out', '**Environment**', '- OS: macOS', '- it worked again after I restarted the app']],
    // A form's head with a long run of blanks and a word after it is no head, and is judged in linear time.
    ['a head followed by blanks and a word', ['MCP error -32001: Request timed out', `**Logs${' '.repeat(1_400)}:${' '.repeat(1_400)}then it worked`]],
  ])('… but not when the reporter\'s account follows it: %s', async (_name, text) => {
    const p = tempFile('issue.md', lines(...(text as string[])));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    // cline/cline#8320: the reporter's sentence and the transport's GET-stream refusal run together on one line
    ['a sentence, then the GET stream refusal after "Error:"', ['When I upgrade to the latest release, the remote servers are no longer available. Error: Streamable HTTP error: Failed to open SSE stream: Not Found '], []],
    ['a lead-in and the close on one line', ['Same here after the update: MCP error -32000: Connection closed'], [['initialize', 'lost', 'connection-closed']]],
    ['a lead-in and the timer error in code marks, a question under it', ['Every call ends with: `MCP error -32001: Request timed out`', 'Any solution?'], [['unknown', 'cancelled', 'client-timeout']]],
  ])('read a lead-in run together with the pasted error as the two lines they would be: %s', async (_name, text, want) => {
    const p = tempFile('comment.txt', lines(...(text as string[])));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs.map((i) => (i as { host?: string }).host)).toEqual(['unknown']);
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual(want);
  });
  it.each([
    // samanhappy/mcphub#428: Kilo Code's MCP view showing the transport's error for its idle listening stream
    ['the stream cut alone', ['SSE stream disconnected: TypeError: terminated']],
    ['behind "Error:" in code marks', ['`Error: SSE stream disconnected: TypeError: terminated`']],
    ['under a lead-in, a question under it', ['Every five minutes the server view shows:', 'SSE stream disconnected: TypeError: terminated', 'Any idea why?']],
  ])('read the transport\'s stream cut alone on its line as a capture naming no request: %s', async (_name, text) => {
    const p = tempFile('error.txt', lines(...(text as string[])));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.some((e) => e.source.line === text.findIndex((l) => l.includes('SSE stream disconnected')) + 1)).toBe(true);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });
  it.each([
    // anthropics/claude-code#3033: --mcp-debug's output under the reporter's list, the stack Node printed under the error,
    // its indentation lost, the copy cut inside the package path.
    ['the stack under it, cut at Claude Code\'s folder', ['Log Evidence', '- Successful connection: MCP server connected to transport', '- SSE disconnection after ~5 minutes:', 'Error: SSE stream disconnected: TypeError: terminated', 'at file:///usr/local/lib/node_modules/@anthropic-ai/claude-code'], 'claude-code'],
    ['the stack under it, whole frames in Claude Code\'s bundle', ['Error: SSE stream disconnected: TypeError: terminated', 'at _eventSource.onerror (file:///opt/n/lib/node_modules/@anthropic-ai/claude-code/cli.js:1364:13931)', 'at async Promise.all (index 0)'], 'claude-code'],
    ['the stack under it in another program\'s files', ['Error: SSE stream disconnected: TypeError: terminated', '    at processStream (file:///srv/app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js:203:88)'], 'unknown'],
  ])('read the stream cut with the stack printed under it as one printed error: %s', async (_name, text, host) => {
    const p = tempFile('error.txt', lines(...(text as string[])));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs.map((i) => [(i as { format?: string }).format, (i as { host?: string }).host])).toEqual([['jsonrpc-in-text', host]]);
    expect(report.requests).toEqual([]);
  });
  it('… but not a frame-like line after an account of what happened', async () => {
    const p = tempFile('prose.txt', lines('SSE stream disconnected: TypeError: terminated', 'then the tool call hung forever', 'at file:///usr/local/lib/node_modules/@anthropic-ai/claude-code'));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    ['a server name glued before it', ['docs: SSE stream disconnected: TypeError: terminated']],
    ['what happened after under it', ['SSE stream disconnected: TypeError: terminated', 'then the tool call hung forever']],
    ['no error after the words', ['SSE stream disconnected']],
  ])('… but not the words inside other text: %s', async (_name, text) => {
    const p = tempFile('prose.txt', lines(...(text as string[])));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    ['the sentence goes on after the error', ['The error message is: MCP error -32000: Connection closed. I tried again for a long time.']],
    ['the words before the error quote one themselves', ['We saw MCP error -32000 before. Now: MCP error -32000: Connection closed']],
    ['the error inside a sentence with no colon or sentence end before it', ['it fails with MCP error -32001: Request timed out']],
  ])('… but not a sentence that only quotes it: %s', async (_name, text) => {
    const p = tempFile('prose.txt', lines(...(text as string[])));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    ['the error quoted inside a sentence under a question', ['is there news on this error ?', 'got it also MCP error -32001: Request timed out']],
    ['a lead-in, the error, then what happened after', ['I got this:', 'MCP error -32001: Request timed out', 'then it worked after a restart']],
    ['a lead-in with nothing pasted under it', ['Any solution guys?', 'The log says:', 'nothing useful here']],
  ])('do not make a log of prose around them: %s', async (_name, text) => {
    const p = tempFile('prose.txt', lines(...(text as string[])));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    // aashari/mcp-server-atlassian-bitbucket#18: npm's cleanup warning and its error object, then the client's close
    ['npm\'s cleanup warning block, then the close', [
      "npm WARN cleanup 'C:\\\\Users\\\\Ana B\\\\npm-cache\\\\_npx\\\\0f1e\\\\node_modules\\\\notes-mcp',",
      "npm WARN cleanup [Error: EPERM: operation not permitted, rmdir 'C:\\Users\\Ana B\\npm-cache\\_npx\\0f1e\\node_modules\\notes-mcp\\dist'] {",
      '  errno: -4048,', "  code: 'EPERM',", "  syscall: 'rmdir',", "  path: 'C:\\\\Users\\\\Ana B\\\\npm-cache'", '}',
      'MCP error -32000: Connection closed']],
    // modelcontextprotocol/servers#1097 (its English words): cmd could not find npx, then the close
    ['cmd\'s refusal, then the close', ["'npx' is not recognized as an internal or external command,", 'operable program or batch file.', 'MCP error -32000: Connection closed']],
    ['npm\'s error lines, then the close', ['npm ERR! code E404', 'npm ERR! 404 Not Found - GET https://registry.npmjs.org/notes-mcp-x', 'Error: MCP error -32000: Connection closed']],
    // designcomputer/mysql_mcp_server#49: uv could not find the program, its cause under it, then the close
    ['uv\'s spawn failure, then the close', ['error: Failed to spawn: `notes_mcp`', '  Caused by: program not found', 'MCP error -32000: Connection closed']],
    // … and the same joined on one line as a status panel shows it
    ['uv\'s spawn failure and the close on one line', ['error: Failed to spawn: `notes_mcp` Caused by: program not found MCP error -32000: Connection closed']],
    // hellokaton/unsplash-mcp-server#6: cmd's refusal in GBK shown as replacement characters, the close on the same line
    ['cmd\'s garbled refusal and the close on one line', ["'npx' \uFFFD\uFFFD\uFFFD\uFFFD\u06B2\uFFFD\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD\uFFFD\uFFFD MCP error -32000: Connection closed"]],
    // modelcontextprotocol/servers#1097: the same over three lines
    ['cmd\'s garbled refusal over lines, then the close', ["'npx'", '\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\u06B2\uFFFD\uFFFD\uFFFD\uFFFD', 'MCP error -32000: Connection closed']],
  ])('make a log of a launcher\'s stderr printed above the close (the connect\'s): %s', async (_name, text) => {
    const p = tempFile('output.txt', lines(...(text as string[])));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });
  it.each([
    ['the close above the launcher\'s lines, not last', ['MCP error -32000: Connection closed', "'npx' is not recognized as an internal or external command,", 'operable program or batch file.']],
    ['a launcher\'s lines and the close with prose after', ['npm ERR! code E404', 'MCP error -32000: Connection closed', 'then it worked after a restart']],
    ['a launcher\'s lines alone', ['npm WARN cleanup Failed to remove some directories [', '  errno: -4048,', '}']],
    ['prose naming the command before the close', ["'npx' keeps failing with MCP error -32000: Connection closed"]],
  ])('do not make a log of a launcher\'s stderr otherwise: %s', async (_name, text) => {
    const p = tempFile('prose.txt', lines(...(text as string[])));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    ['uv\'s spawn failure alone', ['error: Failed to spawn: `notes_mcp`', '  Caused by: program not found']],
    // Trae-AI/TRAE#1037: the reporter's words, then cmd's refusal in GBK shown as replacement characters
    ['cmd\'s garbled refusal under the reporter\'s words', ['我这边每个 MCP 都报这个：', "'npx' \uFFFD\uFFFD\uFFFD\uFFFD\u06B2\uFFFD\uFFFD\uFFFD\u2cbf\uFFFD\uFFFD"]],
    ['cmd\'s refusal in English', ["'uvx' is not recognized as an internal or external command,", 'operable program or batch file.']],
    // cline/cline#3135: Node's spawn error as the server list shows it, its message and its cause joined
    ['Node\'s spawn error repeated on one line, under a lead-in', ['This is what the servers list shows:', '', 'spawn notes-mcp ENOENT spawn notes-mcp ENOENT']],
  ])('read a paste whose only output is the refusal to start the server as a capture with no request: %s', async (_name, text) => {
    const report = await analyze([tempFile('refusal.txt', lines(...(text as string[])))], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });
  it.each([
    ['an account after the refusal', ['spawn notes-mcp ENOENT', 'then it worked after a restart']],
    ['words above it that quote an SDK error', ['It failed with MCP error -32000: Connection closed, and before that:', 'spawn notes-mcp ENOENT']],
  ])('do not read a refusal to start as the whole paste when other words tell more: %s', async (_name, text) => {
    const p = tempFile('account.txt', lines(...(text as string[])));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it('make a log of the timer error printed as an error line, its class first (anomalyco/opencode#8478), and of its close alone (the connect\'s: nanbingxyz/5ire#116)', async () => {
    const printed = tempFile('console.txt', lines('McpError: MCP error -32001: Request timed out'));
    const report = await analyze([printed], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'cancelled', 'client-timeout']]);
    const closed = tempFile('console.txt', lines('Error: MCP error -32000: Connection closed'));
    const lost = await analyze([closed], { tz: 'UTC' });
    expect(lost.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
    const quoted = tempFile('prose.txt', lines('I keep seeing McpError: MCP error -32001: Request timed out in the panel'));
    await expect(readAll(quoted, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    // modelcontextprotocol/typescript-sdk#737: a web page's client, numbered by the reporter, a browser extension's error under it
    ['a browser console, numbered, the module name elided', [
      '1. @modelcontextprotoco….js?v=7c0e93ab:6526 Uncaught (in promise) McpError: MCP error -32001: Request timed out',
      '    at timeoutHandler (@modelcontextprotoco…?v=7c0e93ab:6526:43)',
      '',
      '2.  content-all.js:1 Uncaught (in promise) Error: Could not establish connection. Receiving end does not exist.',
      '    at y (content-all.js:1:49937)',
    ]],
    ['a bundle\'s location, no numbering', ['chunk-4f2a.js:88 Uncaught (in promise) McpError: MCP error -32001: Request timed out']],
    ['Node\'s REPL', ['Uncaught McpError: MCP error -32001: Request timed out']],
    // strands-agents/harness-sdk#3450: a reviewer's run, its seconds since start and its verdict before the printed error
    ['a script\'s run clock and verdict', ['[3.0s] progress 1/30 … [57.1s] progress 19/30', '[60.0s] REJECTED McpError: MCP error -32001: Request timed out']],
  ])('make a log of the timer error behind a console\'s `Uncaught (in promise)`: %s', async (_n, text) => {
    const p = tempFile('console.txt', lines(...(text as string[])));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'cancelled', 'client-timeout']]);
  });
  it('make a log of the TypeScript SDK\'s maxTotalTimeout error printed alone: abandoned on the cap, no cancel sent then (modelcontextprotocol/typescript-sdk#2695)', async () => {
    const p = tempFile('console.txt', lines('McpError: MCP error -32001: Maximum total timeout exceeded'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'abandoned', 'max-total-timeout']]);
  });
  it('make a log of the TypeScript SDK\'s abort with its reason printed alone: the requester cancelled', async () => {
    const p = tempFile('console.txt', lines('McpError: MCP error -32001: User requested cancellation'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'cancelled', 'user-cancel']]);
  });
  it('make a log of the Python SDK 2.x client\'s error for a request whose stream ended unanswered: lost on its stream (moellere/WireStudio#226)', async () => {
    const p = tempFile('console.txt', lines('MCPError: SSE stream ended without a response'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'lost', 'stream-closed']]);
  });
  it('do not make a log of a console\'s uncaught error that is not the SDK\'s, nor of prose about one', async () => {
    const other = tempFile('console.txt', lines('content-all.js:1 Uncaught (in promise) Error: Could not establish connection. Receiving end does not exist.'));
    await expect(readAll(other, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    const prose = tempFile('prose.txt', lines('The console says Uncaught (in promise) McpError: MCP error -32001: Request timed out every minute'));
    await expect(readAll(prose, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    const clocked = tempFile('prose.txt', lines('[12.0s] the panel then said McpError: MCP error -32001: Request timed out'));
    await expect(readAll(clocked, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('Claude Desktop\'s application log about a remote connector\'s calls, its columns cut (plastic-labs/honcho#976)', () => {
  it('is Claude Desktop\'s: a call it made and its answer, and a call still waiting at the end', async () => {
    const p = tempFile('main.log', lines(
      'Making remote MCP tool call: list_projects',
      'Remote tool call succeeded: list_projects',
      'Making remote MCP tool call: search_notes',
    ));
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'claude-desktop' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['tools/call', 'list_projects', 'completed'], ['tools/call', 'search_notes', 'pending']]);
  });
});

describe('a platform\'s own line for a POST to an MCP path it ended itself', () => {
  it.each([
    // Heroku's router at its 30 s limit (sendgrid/eventkit-rails#17's grammar)
    ['heroku[router]: at=error code=H12 desc="Request timeout" method=POST path="/mcp" host=notes-mcp.herokuapp.com dyno=web.1 connect=2ms service=30000ms status=503 bytes=0 protocol=https'],
    // Vercel's request log (PublicAffairs/openai-gemini#54's grammar)
    ['[POST] /api/mcp reason=FUNCTION_INVOCATION_TIMEOUT, status=504, user_error=true'],
  ])('is a request the layer in front failed: %s', async (line) => {
    const p = tempFile('platform.log', lines(line));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.outcome, r.cause, r.serverState])).toEqual([['failed', 'gateway-error', 'unknown']]);
  });
});

describe('Python logging\'s level and logger before the words, no clock (NousResearch/hermes-agent#36052)', () => {
  it.each([
    // Hermes Agent: `%(levelname)s %(name)s: %(message)s`, the SDK's logger line above its own
    [['ERROR mcp.client.streamable_http: Unexpected content type: text/html; charset=utf-8', "WARNING tools.mcp_tool: Failed to connect to MCP server 'notes_remote': CancelledError"], 'notes_remote'],
    // basicConfig's default layout, the same words
    [["WARNING:agent.mcp_client:Failed to connect to MCP server 'notes_remote': CancelledError"], 'notes_remote'],
  ])('reads the words after them: a connect its own task gave up (%#)', async (text, server) => {
    const p = tempFile('agent.log', lines(...text));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.phrase, e.said!.server, e.said!.error])).toEqual([['generic/connect-failed-reason', server, 'CancelledError']]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'unknown']]);
  });
  it('a logger line that says nothing of MCP is still no capture', async () => {
    const p = tempFile('app.log', lines('WARNING app.cache: Failed to connect to Redis: timeout'));
    await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('the SDK\'s SSE client refused at its start, pasted alone (tbxark/mcp-proxy#1)', () => {
  it.each([
    ['SSE error: Non-200 status code (502)', 'failed', 'gateway-error'],
    ['Error: SSE error: Non-200 status code(503)', 'failed', 'gateway-error'],
  ])('is the connect that failed before its handshake: %s', async (line, outcome, cause) => {
    const p = tempFile('error.txt', lines(line));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.map((e) => e.said?.phrase)).toEqual(['generic/sse-start-non-200-line']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', outcome, cause]]);
  });
  it('as LM Studio relays it under a stamp line, with the stack and inspected error under it (lmstudio-ai/lmstudio-bug-tracker#1453)', async () => {
    const p = tempFile('developer-logs.txt', lines(
      '2026-01-30 14:17:19 [ERROR]',
      ' [Plugin(mcp/notes)] stderr: _0x39e728 [Error]: SSE error: Non-200 status code (404)',
      '    at _eventSource.<computed> (C:\\LM Studio\\resources\\app\\.webpack\\lib\\mcpbridgeworker.js:29:218396)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {',
      '  code: 404,',
      '}',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'server-error']]);
  });
  it('prose quoting the sentence is still no capture', async () => {
    const prose = tempFile('prose.txt', lines('Every morning Cline shows SSE error: Non-200 status code (502) until I restart the proxy.'));
    await expect(readAll(prose, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('the SDK\'s error for an error answer pasted alone (boshyxd/robloxstudio-mcp#43)', () => {
  it('is one failed call the server answered, its hint line no second event; the timeout it names is the server\'s', async () => {
    const p = tempFile('error.txt', lines(
      'Error: MCP error -32603: Tool execution failed: Editor bridge connection timeout.',
      'Make sure the level editor bridge is running and activated.',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said)).toEqual([
      expect.objectContaining({ kind: 'failed', phrase: 'generic/sdk-error-answer-line', error: 'MCP error -32603: Tool execution failed: Editor bridge connection timeout.' }),
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([
      expect.objectContaining({ method: 'tools/call', outcome: 'failed', cause: 'server-error', serverState: 'failed' }),
    ]);
  });
  // anthropics/claude-code#28290: the error's message alone, its class dropped, as a host shows a failed call; the
  // relay's words say the server behind it was gone.
  it.each([
    ['MCP error -32603: transport error: failed to write request: write |1: broken pipe', 'lost', 'connection-closed', 'unknown'],
    ['MCP error -32603: Tool execution failed: Editor bridge connection timeout.', 'failed', 'server-error', 'failed'],
  ])('the message alone (%s) is read as the class-first line is', async (line, outcome, cause, serverState) => {
    const p = tempFile('error.txt', lines(line));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => e.said?.phrase)).toEqual(['generic/sdk-error-answer-line']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([expect.objectContaining({ outcome, cause, serverState })]);
  });
  it('prose quoting the same error is still no capture', async () => {
    const prose = tempFile('prose.txt', lines('After an hour I get MCP error -32603: Tool execution failed: plugin timeout.', 'Restarting fixes it.'));
    await expect(readAll(prose, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

// anthropics/claude-code#14465: the Python client's refusal alone in a fence, no code; v2's ProtocolError carrying the
// server's output-schema check the server's answer, the client's refusal the server's completed work.
describe('the SDK\'s check of a tool call pasted alone with no code', () => {
  it.each([
    ['Tool Shell has an output schema but did not return structured content', 'Shell', 'completed'],
    ['RuntimeError: Tool Shell has an output schema but did not return structured content', 'Shell', 'completed'],
    ['ProtocolError: Output validation error: Tool list_rooms has an output schema but no structured content was provided', 'list_rooms', 'failed'],
  ])('%s is the tools/call of the tool it names', async (line, target, serverState) => {
    const p = tempFile('issue.md', lines('The MCP server fails:', '', '```', line, '```'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([expect.objectContaining({ method: 'tools/call', target, outcome: 'failed', cause: 'server-error', serverState })]);
  });
  it('prose quoting the sentence is still no capture', async () => {
    const prose = tempFile('prose.txt', lines('With the MCP server the Tool Shell has an output schema but did not return structured content when I call it.'));
    await expect(readAll(prose, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  // McpServer's argument check is pasted only with the SDK's code before it (nanbingxyz/5ire#232, 21st-dev/magic-mcp#22,
  // mobile-next/mobile-mcp#89): alone it is no capture; with the code it is the call, failed by the server's answer.
  it.each([
    ['Invalid arguments for tool find_notes: query is required', null],
    ['MCP error -32602: Invalid arguments for tool find_notes: query is required', 'find_notes'],
  ])('the argument check %s', async (line, target) => {
    const p = tempFile('issue.md', lines('The MCP server fails:', '', '```', line, '```'));
    if (target === null) {
      await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
      return;
    }
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([expect.objectContaining({ method: 'tools/call', target, outcome: 'failed', cause: 'server-error' })]);
  });
});

describe('clients without a reader: the wrapper\'s words around the SDK\'s error', () => {
  it('reads a JSON log record as its message and fields, its clock from the record (charmbracelet/crush#1038)', async () => {
    const p = tempFile('crush.log', lines(
      '{"time":"2025-09-02T23:46:53.7299506+00:30","level":"ERROR","source":{"function":"x/agent.createAndInitializeClient","file":"/x/mcp-tools.go","line":342},"msg":"error initializing mcp client","error":"transport error: context deadline exceeded","name":"pagefetch"}',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const e = events.find((x) => x.said !== undefined)!;
    expect([e.at, e.said!.phrase, e.said!.server, e.said!.error]).toEqual([Date.UTC(2025, 8, 2, 23, 16, 53, 729), 'crush/initialize-failed', 'pagefetch', 'transport error: context deadline exceeded']);
    // The event keeps the line as written.
    expect(e.text!.startsWith('{"time"')).toBe(true);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('reads a failed call\'s marker line with the SDK\'s error under it as that call (github/copilot-cli#172)', async () => {
    const p = tempFile('terminal.txt', lines(' ● Checking the build', ' ✗ build-inspector', '   MCP error -32001: Request timed out'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'build-inspector', 'cancelled', 'client-timeout']]);
  });

  it('reads two failed calls whose errors name the server, and the server\'s tool result quoted alone (Azure/azure-sdk-tools#14198, github/copilot-cli#4749)', async () => {
    const two = tempFile('terminal.txt', lines('✗ gen_client', "  MCP server 'tools': McpError: MCP error -32001: Request timed out", '', '✗ build_pkg', "  MCP server 'tools': McpError: MCP error -32001: Request timed out"));
    const r2 = await analyze([two], { tz: 'UTC' });
    expect(r2.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([
      ['tools/call', 'gen_client', 'cancelled', 'client-timeout'],
      ['tools/call', 'build_pkg', 'cancelled', 'client-timeout'],
    ]);
    const one = tempFile('terminal.txt', lines("MCP server 'tools': McpError: MCP error -32001: Request timed out"));
    const r1 = await analyze([one], { tz: 'UTC' });
    expect(r1.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'cancelled', 'client-timeout']]);
  });

  it('does not read a line a row already read again with the line under it (continuedev/continue#6284)', async () => {
    const p = tempFile('error.txt', lines('Failed to connect to "TOOLKIT" Error: MCP error -32000:', 'Connection closed Process output: STDERR: boom'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'lost']]);
  });

  it.each([
    // continuedev/continue#8461: a toast copied as two lines, the client's own connect deadline.
    ['Continue\'s connect timer', lines('Failed to connect to "Page reader"', 'Error: Connection timed out'), ['initialize', 'abandoned', 'client-timeout']],
    // the same shape with the SDK's close under a connect sentence (lobehub/lobehub#7646's words, split)
    ['an SDK close under a connect sentence', lines('Failed to initialize MCP client', 'McpError: MCP error -32000: Connection closed'), ['initialize', 'lost', 'connection-closed']],
    // github/app#2656: GitHub Copilot's app, its UI's two lines in a fence with the reporter's words around them
    ['a component\'s worded error line under the sentence', lines('The UI reports:', '', '```text', 'failed to initialize MCP client', 'Client error: error sending request for url (https://mcp.example.io/)', '```'), ['initialize', 'lost', 'stream-closed']],
  ])('reads the error line under the sentence that says what failed: %s', async (_name, text, want) => {
    const report = await analyze([tempFile('error.txt', text)], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
  });

  it('reads a connect that could not spawn the server as no request, not as no capture (microsoft/copilot-intellij-feedback#312)', async () => {
    const p = tempFile('idea.log', lines(
      '2025-06-10 17:35:36,777 [   3502]   WARN - #copilot - [CopilotMCP] Connection failed: TypeError: The "file" argument must be of type string. Received undefined',
      '    at normalizeSpawnArguments (node:child_process:548:3)',
      '    at Hz.start (/snapshot/copilot-client/node_modules/@modelcontextprotocol/sdk/src/client/stdio.ts:119:12)',
      '2025-06-10 17:35:36,778 [   3503]   WARN - #copilot - [CopilotMCP] Error initializing MCP server github: TypeError: The "file" argument must be of type string. Received undefined',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(report.requests).toEqual([]);
  });

  // microsoft/copilot-intellij-feedback#1211 (JetBrains), microsoft/copilot-eclipse-feedback#137 (Eclipse): the Copilot
  // language server's record of a start that threw in its transport's URL constructor, its stack in its MCP modules
  it.each([
    ['JetBrains', 'copilot-mcp.log', ['[2026-01-13 19:42:59.247][error]   [ledger]message: Invalid URL stack: TypeError: Invalid URL']],
    ['Eclipse', 'console.txt', ['[2026-02-09 13:49:57] [error] [Server: mcpServers] ', 'Message: message: Invalid URL stack: TypeError: Invalid URL']],
  ])('reads the Copilot language server\'s record of a start that threw as a capture with no request (%s)', async (_n, name, head) => {
    const p = tempFile(name, lines(
      ...head,
      '    at new URL (node:internal/url:825:25)',
      '    at Abc.initTransport (C:\\snapshot\\copilot-client\\lib\\src\\mcp\\mcpStreamableServer.ts:18:50)',
      '    at Abc.connect (C:\\snapshot\\copilot-client\\lib\\src\\mcp\\mcpBaseServer.ts:164:31)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(report.requests).toEqual([]);
  });

  // Kilo-Org/kilocode#5806: the Kilo Code CLI's `mcp list` (OpenCode's, clack-drawn), the reason on the gutter under a
  // failed entry: a spawn refused for want of a command is no request; the SDK's close is the connect's initialize lost
  it.each([
    ['a spawn with no command', 'The "file" argument must be of type string. Received undefined', []],
    ['the SDK\'s close', 'MCP error -32000: Connection closed', [['initialize', 'lost', 'connection-closed']]],
  ])('reads a failed entry of a clack-drawn MCP server list with the reason under it: %s', async (_n, reason, want) => {
    const p = tempFile('mcp-list.txt', lines('┌  MCP Servers', '│', '●  ✓ docs connected', '│      npx -y docs-mcp', '│', '●  ✗ notes failed', `│      ${reason}`, '│', '│', '└  2 server(s)'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual(want);
  });

  it('does not take a clack-drawn list of something else for an MCP capture', async () => {
    const p = tempFile('deploy.txt', lines('┌  Deploy', '│', '●  ✗ build failed', '│      exit code 1', '│', '└  done'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('does not take the same record with a stack in no MCP module for a capture', async () => {
    const p = tempFile('app.log', lines('message: Invalid URL stack: TypeError: Invalid URL', '    at new URL (node:internal/url:825:25)', '    at parseLink (/srv/app/src/links.ts:18:50)'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('reads Visual Studio\'s Copilot pane that speaks of MCP as a capture, with no request when none failed (MicrosoftDocs/mcp#100)', async () => {
    const pane = [
      '[Conversations Error] Loading GitHub account information...',
      '[HttpClientFactoryProvider Information] Environment variable COPILOT_USE_DEFAULTPROXY found: False',
      '[Conversations Information] Copilot auth status: OK. Copilot badge status: Active',
    ];
    const p = tempFile('output.txt', lines(...pane, "[Conversations Information] [Conversations] MCP server 'Docs Search' is marked as unavailable. Reason: Eclipsed"));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests).toEqual([]);
    // The same pane with no MCP in its words is no MCP capture.
    await expect(analyze([tempFile('output2.txt', lines(...pane))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  // Copilot's language server writes VS Code's MCP sentences after its own header in the other IDEs it serves.
  it('reads Copilot for JetBrains\' MCP log with VS Code\'s sentences: a handshake never answered, then Stopped (microsoft/copilot-intellij-feedback#688)', async () => {
    const start = ['[2025-09-11 13:52:10.881][info]    [notes]Starting server notes', '[2025-09-11 13:52:11.117][info]    [notes]Connection state: Running'];
    const waiting = [
      '[2025-09-11 13:52:16.120][info]    [notes]Waiting for server to respond to `initialize` request...',
      '[2025-09-11 13:52:21.121][info]    [notes]Waiting for server to respond to `initialize` request...',
      '[2025-09-11 13:52:23.500][info]    [notes]Connection state: Stopped',
    ];
    const report = await analyze([tempFile('copilot-mcp.log', lines(...start, ...waiting))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
    // A connection that came up and listed its tools: a capture with nothing failed.
    const fine = await analyze([tempFile('copilot-ok.log', lines(...start, '[2025-09-11 13:52:11.320][info]    [notes]Discovered 4 tools'))], { tz: 'UTC' });
    expect(fine.requests).toEqual([]);
  });

  it('reads Copilot for Xcode\'s lines, their stamps in UTC, each line\'s server its session (NSHipster/sosumi.ai#4)', async () => {
    const p = tempFile('copilot-xcode.log', lines(
      '[2025-09-03T02:11:03.107Z] [info] [AppleDoc] Starting server AppleDoc',
      '[2025-09-03T02:11:03.420Z] [info] [AppleDoc] Connection state: Running',
      '[2025-09-03T02:11:05.001Z] [error] [AppleDoc] Connection state: Error Process exited with code 1',
    ));
    const { events } = await readAll(p, { tz: '+09:00' });
    expect(events[0]).toMatchObject({ at: Date.UTC(2025, 8, 3, 2, 11, 3, 107) });
    expect(events.every((e) => e.session?.startsWith('AppleDoc#'))).toBe(true);
    const report = await analyze([p], { tz: '+09:00' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('counts a Node crash\'s reprint of the same error once (KelvinQiu802/llm-mcp-rag#3)', async () => {
    const stack = '    at Timeout.timeoutHandler (D:\\work\\a\\node_modules\\.pnpm\\@modelcontextprotocol+sdk@1.17.5\\node_modules\\@modelcontextprotocol\\sdk\\src\\shared\\protocol.ts:625:43)';
    const p = tempFile('terminal.txt', lines(
      'Failed to connect to MCP server:  McpError: MCP error -32001: Request timed out', stack, '  code: -32001,', '}',
      'node:internal/process/promises:288', '            triggerUncaughtException(err, true /* fromPromise */);', '            ^', '',
      'McpError: MCP error -32001: Request timed out', stack, '  code: -32001,', '}',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'cancelled', 'client-timeout']]);
  });

  it('ends the call a traceback names with the closed session its log line said first (OpenHands/OpenHands#9103)', async () => {
    const p = tempFile('agent.log', lines(
      '15:58:43 - agent:ERROR: loop.py:24 - ClosedResourceError:',
      'Traceback (most recent call last):',
      '  File "/app/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 287, in call_tool',
      '    return await self.send_request(',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it('reads a framework\'s own deadline after the call it logged, with the time between (massgen/MassGen#743)', async () => {
    const p = tempFile('agent.log', lines(
      '11:32:58 | INFO     | Arguments for Calling mcp__shell__run_command: {"command":"make serve","timeout":2}',
      '11:39:38 | ERROR    | Tool call timed out for run_command on shell after 400s.',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.durationMs])).toEqual([['tools/call', 'run_command', 'abandoned', 'client-timeout', 400_000]]);
  });

  it('leaves a `time [LEVEL] [target]` debug log to the reader of last resort, not Claude Desktop (github/copilot-cli#4910)', async () => {
    const p = tempFile('debug.log', lines(
      '18:27:42.559Z [DEBUG] [rust:mcp::client] MCP request enqueued {"request_id":"Number(2)"}',
      '18:32:41.840Z [DEBUG] [rust:log] Received close frame ... reason: "idle timeout"',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.id, r.outcome])).toEqual([[2, 'pending']]);
  });

  it.each([
    // CherryHQ/cherry-studio#9833: the POST's status in the relayed error
    ['a call whose POST got a 500', "Error calling tool lookup_docs: Error: Error invoking remote method 'mcp:call-tool': Error: Error POSTing to endpoint (HTTP 500): ", ['tools/call', 'failed', 'server-error']],
    // vercel/ai#5365: the client was closed before the call
    ['a call on a closed client', 'Error: Error executing tool find_event: Attempted to send a request from a closed client', ['tools/call', 'lost', 'connection-closed']],
    // cloudflare/agents#417: the stub's frame, its location wrapped onto the next line by the copy
    ['a listing an agent SDK\'s browser stub refused, its frame wrapped', 'Error: Method not implemented.\n  at MCPServerStreamableHttp.listTools\n  (file:///node_modules/@openai/agents-core/src/shims/mcp-server/browser.ts:53:11)', ['tools/list', 'failed', 'unknown']],
    // bytedance/UI-TARS-desktop#1160: the listing had no client for its server, so no connection to go out on
    ['a listing for a server whose client was never made', '[MCP] Error listing tools: Error: MCP Client tracker not found', ['tools/list', 'lost', 'connection-closed']],
    // vercel/ai#5735: the AI SDK's capability check refused the listing before it was sent
    ['a listing the client refused for a capability the server did not declare', 'Error [MCPClientError]: Server does not support tools', ['tools/list', 'failed', 'unknown']],
    // a 502 in the same place stays a gateway's
    ['a call whose POST got a 502', 'Error calling tool lookup_docs: Error: Error POSTing to endpoint (HTTP 502): <html>', ['tools/call', 'failed', 'gateway-error']],
  ])('reads %s from the error\'s words', async (_n, line, want) => {
    const p = tempFile('chat.txt', lines(line));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
  });

  it('reads the Python SDK\'s close under the handshake its frames name (langchain-ai/langchain-mcp-adapters#265)', async () => {
    const p = tempFile('traceback.txt', lines(
      'Traceback (most recent call last):',
      '  File "/venv/lib/python3.12/site-packages/mcp/client/session.py", line 151, in initialize',
      '    result = await self.send_request(',
      'mcp.shared.exceptions.McpError: Connection closed',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('reads the object a logger prints after its message as that message\'s, once (DappierAI/dappier-mcp#10)', async () => {
    const p = tempFile('app.log', lines(
      'Failed to connect client for server {',
      '  "serverName": "quotes",',
      '  "error": {',
      '    "name": "McpError",',
      '    "message": "MCP error -32000: Connection closed",',
      '    "stack": "McpError: MCP error -32000: Connection closed\\n    at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:263:32)",',
      '    "code": -32000',
      '  }',
      '}',
      'MCP error -32000: Connection closed',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it.each([
    // labring/FastGPT#5920: the transport's connect never completed
    ['SSE error: TypeError: fetch failed: Connect Timeout Error', ['tools/call', 'draft_requirements', 'lost', 'connection-closed']],
    // labring/FastGPT#6393: the event stream's GET refused
    ['SSE error: Non-200 status code (400)', ['tools/call', 'draft_requirements', 'failed', 'server-error']],
  ])('reads the error object a logger prints on its own lines under a bracketed level\'s label: %s', async (message, want) => {
    const p = tempFile('app.log', lines(
      '[Error] 2025-11-14 02:40:01 [MCP Client] Failed to call tool draft_requirements: ',
      '{',
      `  message: '${message}',`,
      `  stack: 'Error: ${message}\\n' +`,
      "    '    at _eventSource.onerror (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js:71:31)\\n' +",
      "    '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)'",
      '}',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.error)).toEqual([message]);
    expect(events[0]!.at).toBe(Date.UTC(2025, 10, 14, 2, 40, 1));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([want]);
  });

  it.each([
    ["  message: 'SSE error: Non-200 status code (400)' ,  ", 'SSE error: Non-200 status code (400)'],
    ['  "message": "SSE error: Non-200 status code (400)",', 'SSE error: Non-200 status code (400)'],
    // One comma is the member's separator; a second stays with the value (and its quotes with it).
    ["  message: 'SSE error: Non-200 status code (400)',,", "'SSE error: Non-200 status code (400)'"],
  ])('an error object\'s message member: white space and one separating comma off its ends (%#)', async (member, error) => {
    const p = tempFile('app.log', lines('[Error] 2025-11-14 02:40:01 [MCP Client] Failed to call tool draft_requirements: ', '{', member, '}'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.error)).toEqual([error]);
  });

  it('reads a message member with a long run of spaces inside it (a lazy value before trailing white space was cubic in it: 3,000 spaces took 21 s)', async () => {
    const member = `  message: 'SSE error:${' '.repeat(6000)}Non-200 status code (400)'`;
    const p = tempFile('app.log', lines('[Error] 2025-11-14 02:40:01 [MCP Client] Failed to call tool draft_requirements: ', '{', member, '}'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.error)).toEqual([expect.stringMatching(/^SSE error:\s+Non-200 status code \(400\)$/)]);
  });

  it.each([
    // infiniflow/ragflow#12105: RAGFlow's own deadline, not Cursor's words
    ["Error calling tool 'lookup_invoice': MCP task 'tool_call' timeout after 10s", 'jsonrpc-in-text', ['tools/call', 'abandoned', 'client-timeout']],
    // useshortcut/mcp-server-shortcut#16: Cursor's sentence with the SDK's error stays Cursor's
    ["Error calling tool 'whoami': MCP error -32602: MCP error -32602: Tool whoami not found", 'vscode', ['tools/call', 'failed', 'server-error']],
  ])('reads a bare "Error calling tool" sentence as its writer\'s: %s', async (line, format, want) => {
    const p = tempFile('error.txt', lines(line));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe(format);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
  });

  it('reads lines under the service prefix docker compose puts before them (labring/FastGPT#6393)', async () => {
    const p = tempFile('compose.log', lines(
      'fastgpt  | [Error] 2026-02-06 06:54:05 [MCP Client] Failed to call tool search_incidents: ',
      'fastgpt  | {',
      "fastgpt  |   message: 'SSE error: Non-200 status code (400)',",
      "fastgpt  |   stack: 'Error: SSE error: Non-200 status code (400)\\n' +",
      'fastgpt  | }',
      'fastgpt  | [Error] 2026-02-06 06:54:05 [MCP Client] Failed to call tool search_alerts: ',
      'fastgpt  | {',
      "fastgpt  |   message: 'SSE error: Non-200 status code (400)',",
      'fastgpt  | }',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([
      ['tools/call', 'search_incidents', 'failed'],
      ['tools/call', 'search_alerts', 'failed'],
    ]);
  });

  it('reads a localised client\'s connect failure around the SDK\'s English error (ThinkInAIXYZ/deepchat#315)', async () => {
    const p = tempFile('main.log', lines(
      "[2025-05-08 16:57:45.101] [info]  正在启动MCP服务器 docs... {",
      "  type: 'stdio',",
      "  command: 'npx'",
      '}',
      '[2025-05-08 16:58:45.005] [error] 连接到MCP服务器 docs 失败: McpError: MCP error -32001: Request timed out',
      '    at Timeout.timeoutHandler (file:///Applications/App.app/Contents/Resources/app.asar/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:292:49)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'cancelled', 'client-timeout']]);
  });

  it('takes the clock of Go\'s log package, the date with slashes (charmbracelet/crush#791)', async () => {
    const p = tempFile('crush.log', lines(
      '2025/08/15 15:16:51 INFO Initialized mcp client name=notes source=/x/mcp-tools.go:343',
      '2025/08/15 15:17:04 ERRO error initializing mcp client error="transport error: context deadline exceeded" name=zen source=/x/mcp-tools.go:338',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.find((e) => e.said !== undefined)!.at).toBe(Date.UTC(2025, 7, 15, 15, 17, 4));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('takes the clock of Ruby\'s Logger, a CLI\'s spinner glued before it (MadBomber/aia#129)', async () => {
    const p = tempFile('session.txt', lines(
      '[(   ●  )] Processing text TO text...I, [2025-12-13T15:37:57.136301 #4100]  INFO -- RubyLLM::MCP: [MCP INFO] 15:37:57 NoteTool called',
      '[(   ●  )] Processing text TO text...E, [2025-12-13T15:38:27.139803 #4100] ERROR -- RubyLLM::MCP: Stdio request timeout (ID: 5) after 30 seconds',
      '',
      'AI:',
      '   Request timed out after 30 seconds',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const timer = events.find((e) => e.said !== undefined)!;
    expect([timer.at, timer.level, timer.said!.phrase]).toEqual([Date.UTC(2025, 11, 13, 15, 38, 27, 139), 'error', 'ruby-llm-mcp/request-timeout']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['unknown', 5, 'abandoned', 'client-timeout']]);
  });

  it('takes a twelve-hour clock and the level word after it, bracketed or not (janhq/jan#6630)', async () => {
    const p = tempFile('jan.log', lines(
      '[9:08:27 PM] INFO Saved lockfile',
      '[9:08:28 PM] ERROR Failed to start MCP server pagewalker on first attempt: Failed to start MCP server pagewalker: connection closed: initialize response',
      '12:00:05 AM WARN Failed to start MCP server notes: connection closed: initialize response',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.at, e.level, e.said!.kind, e.text!.slice(0, 30)])).toEqual([
      [Date.UTC(1970, 0, 1, 21, 8, 28), 'error', 'connection-closed', 'Failed to start MCP server pag'],
      [Date.UTC(1970, 0, 1, 0, 0, 5), 'warn', 'connection-closed', 'Failed to start MCP server not'],
    ]);
    expect(events[0]!.at).toBe(Date.UTC(1970, 0, 1, 21, 8, 27));
  });

  it('takes tauri-plugin-log\'s bracketed date and time and the target and level run into them (janhq/jan#8314)', async () => {
    const p = tempFile('app.log', lines(
      '[2026-06-16][08:39:35][app_lib::core::mcp::helpers][INFO] Starting MCP server pages (Initial attempt)',
      '[2026-06-16][08:39:37][app_lib::core::mcp::helpers][ERROR] Failed to start MCP server pages: connection closed: initialize response',
      '[2026-06-16][08:39:38][app_lib::core::mcp][WARN] Failed to start MCP server notes: connection closed: initialize response',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.map((e) => [e.at, e.level, e.text!.slice(0, 28)])).toEqual([
      [Date.UTC(2026, 5, 16, 8, 39, 35), 'info', 'Starting MCP server pages (I'],
      [Date.UTC(2026, 5, 16, 8, 39, 37), 'error', 'Failed to start MCP server p'],
      [Date.UTC(2026, 5, 16, 8, 39, 38), 'warn', 'Failed to start MCP server n'],
    ]);
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.kind)).toEqual(['connection-closed', 'connection-closed']);
  });

  it('takes JavaScript\'s en-US toLocaleString clock and claims a stamped connect failure whose reason no row knows', async () => {
    // the clock as n8n prints it (brave/brave-search-mcp-server#80), a failure to start in a desktop app's words
    // (tim-smart/effect-mcp#18's shape) under an ISO stamp and a bracketed level
    const p = tempFile('app.log', lines(
      '9/24/2025, 9:16:16 AM Failed to start MCP server notes: Client initialization error: bad thing',
      '2025-09-24 09:18:16 [ERROR] Failed to start MCP server docs: Client initialization error: bad thing',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.map((e) => [e.at, e.said?.server])).toEqual([
      [Date.UTC(2025, 8, 24, 9, 16, 16), 'notes'],
      [Date.UTC(2025, 8, 24, 9, 18, 16), 'docs'],
    ]);
  });

  it("reads NestJS's ConsoleLogger line: its en-US clock, its level, the words after the context (langchain-ai/langchainjs#9052)", async () => {
    // the bracket before "Nest" lost as in the paste, and kept; a LangChain.js adapters' connect failure as the words
    const words = 'MCPClientError: Failed to connect to streamable HTTP server "ledger, url: https://tools.example.net/mcp": Error: Server\'s protocol version is not supported: 2025-06-18';
    const p = tempFile('nest.log', lines(
      `Nest] 48213  - 09/26/2025, 12:55:46 PM   ERROR [ExceptionsHandler] ${words}`,
      '    at MultiServerMCPClient._initializeStreamableHTTPConnection (/srv/app/node_modules/@langchain/mcp-adapters/dist/client.cjs:393:27)',
      `[Nest] 48213  - 09/26/2025, 12:56:01 PM     LOG [RoutesResolver] ${words}`,
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.at, e.level, e.text, e.said?.phrase, e.said?.server, e.said?.method])).toEqual([
      [Date.UTC(2025, 8, 26, 12, 55, 46), 'error', words, 'langchainjs/connect-failed', 'ledger', 'initialize'],
      [Date.UTC(2025, 8, 26, 12, 56, 1), 'info', words, 'langchainjs/connect-failed', 'ledger', 'initialize'],
    ]);
  });

  it('dates the lines under a stamp that carries only its level, LM Studio\'s record (ee0pdt/Godot-MCP#24)', async () => {
    const p = tempFile('lm-studio.log', lines(
      '2025-10-04 18:08:03 [ERROR]',
      ' [Plugin(mcp/hub)] stderr: Error in LM Studio MCP bridge process: _0x45c9e2 [Error]: SSE error: Non-200 status code (500)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {',
      '  code: 500,',
      '}',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    const said = events.find((e) => e.said !== undefined)!;
    expect([said.at, said.level, said.said!.phrase, said.said!.status]).toEqual([Date.UTC(2025, 9, 4, 18, 8, 3), 'error', 'generic/connect-sse-non-200', 500]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'server-error']]);
  });

  it('reads a failure a wrapper restates at once as its cause as one failure, a later one as another (janhq/jan#7038)', async () => {
    const p = tempFile('jan.log', lines(
      '[06:38:41] ERROR Failed to start MCP server notes: connection closed: initialize response',
      '[06:38:41] ERROR Failed to start MCP server notes on first attempt: Failed to start MCP server notes: connection closed: initialize response',
      '[06:38:45] ERROR Failed to start MCP server notes: connection closed: initialize response',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([
      ['initialize', 'lost', 'connection-closed'],
      ['initialize', 'lost', 'connection-closed'],
    ]);
  });

  it('reads a log viewer\'s copy with the clock, the level and the message each on its own line (janhq/jan#7038)', async () => {
    const p = tempFile('viewer.txt', lines(
      '[06:38:41]',
      'ERROR',
      'Failed to start MCP server journal:',
      '[06:38:43]',
      'ERROR',
      'Failed to start MCP server journal on first attempt: Failed to start MCP server journal:',
      '[04:15:42 PM]',
      '[error]',
      'Failed to start session: MCP server initialization timed out (error -32001).',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    // the clock of each record is its message's, and a clock is never the value of the label above it
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.at, e.level, e.said!.kind])).toEqual([
      [Date.UTC(1970, 0, 1, 6, 38, 43), 'error', 'failed'],
      [Date.UTC(1970, 0, 1, 16, 15, 42), 'error', 'timer-fired'],
    ]);
    // the clock and level lines are parts of their records: three events, one a record
    expect(events.map((e) => e.text)).toEqual([
      'Failed to start MCP server journal:',
      'Failed to start MCP server journal on first attempt: Failed to start MCP server journal:',
      'Failed to start session: MCP server initialization timed out (error -32001).',
    ]);
  });

  it('keeps no request when a Rust client could not spawn the server (kirodotdev/Kiro#3956)', async () => {
    const p = tempFile('terminal.txt', lines(
      '❯ kiro-cli',
      '✗ notes has failed to load after 0.03 s',
      ' - Mcp error: -32002: No such file or directory (os error 2)',
      ' - run with KIRO_LOG_LEVEL=trace and see $TMPDIR/kiro-log/kiro-chat.log for detail',
      '✗ docs has failed to load after 0.05 s',
      ' - Mcp error: -32002: No such file or directory (os error 2)',
      ' - run with KIRO_LOG_LEVEL=trace and see $TMPDIR/kiro-log/kiro-chat.log for detail',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    // both servers' failures are read: the second '✗' line is not the rest of the hint line above it
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.server)).toEqual(['notes', 'docs']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });

  it('reads one handshake a CLI prints three times without a clock as one failure (mark3labs/mcphost#76)', async () => {
    const chain = 'failed to initialize MCP client: initialization timeout or failed: transport error: context deadline exceeded';
    const p = tempFile('out.txt', lines(
      `> Warning: Failed to load MCP server 'files': ${chain}`,
      `> Error: failed to create agent: failed to load MCP tools: all MCP servers failed to load: server files: ${chain}`,
      '> Usage:',
      '>   agent [flags]',
      '> ',
      `> Error: failed to create agent: failed to load MCP tools: all MCP servers failed to load: server files: ${chain}`,
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('keeps a connect failure said again at a later clock as a second failure', async () => {
    const p = tempFile('agent.log', lines(
      '[2025-06-25 10:00:00] Failed to connect to MCP server "files": MCP error -32000: Connection closed',
      '[2025-06-25 10:05:00] Failed to connect to MCP server "files": MCP error -32000: Connection closed',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'lost'], ['initialize', 'lost']]);
  });

  it('leaves an `{"error": …}` object with only the SDK\'s words to the reader of last resort (mcp-router/mcp-router#57)', async () => {
    const p = tempFile('result.json', lines('{"error": "MCP error -32603: MCP error -32603: Error calling tool ask_user: MCP error -32001: Request timed out "}'));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    // The SDK's timeout inside the -32603 answer the client received: the router's timer, relayed (docs/causes.md).
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'ask_user', 'failed', 'client-timeout']]);
  });

  it('reads a CLI\'s cross line with the reason under it as one failure, the method from the reason (aws/amazon-q-developer-cli#2328)', async () => {
    const p = tempFile('q.txt', lines('✗ task_board has failed to load after 15.11 s', ' - Operation timed out: recv for tools/list', ' - run with Q_LOG_LEVEL=trace and see $TMPDIR/qlog/qchat.log for detail'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/list', 'abandoned', 'client-timeout']]);
  });

  it('ends the tool call a .NET stack names with the transport its exception said was gone (microsoft/semantic-kernel#11649)', async () => {
    const p = tempFile('app.log', lines(
      'fail: Microsoft.SemanticKernel.KernelFunction[0]',
      '      Function Tools-GetReport failed. Error: Transport is not connected',
      '      ModelContextProtocol.McpException: Transport is not connected',
      '         at ModelContextProtocol.Shared.McpSession.SendRequestAsync(JsonRpcRequest request, CancellationToken cancellationToken)',
      '         at ModelContextProtocol.Client.McpClientTool.InvokeCoreAsync(AIFunctionArguments arguments, CancellationToken cancellationToken)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  // An agent's reconnect loop names no request (NousResearch/hermes-agent#38488, #57604).
  const reconnectLoop = [
    "00:47:59 WARNING tools.mcp_tool: MCP server 'pantry'  connection lost (attempt 1/5), reconnecting in 1s: unhandled errors in a TaskGroup (1 sub-exception)",
    "00:48:03 WARNING tools.mcp_tool: MCP server 'pantry'  connection lost (attempt 2/5), reconnecting in 2s: unhandled errors in a TaskGroup (1 sub-exception)",
    "00:48:33 WARNING tools.mcp_tool: MCP server 'pantry' failed after 5 reconnection attempts, giving up: unhandled errors in a TaskGroup (1 sub-exception)",
  ];
  it('reads an agent\'s reconnect loop alone as a lost connection that lists no request', async () => {
    const p = tempFile('gateway.log', lines(...reconnectLoop));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.map((e) => e.said?.phrase)).toEqual(['generic/server-connection-lost-reconnecting', 'generic/server-connection-lost-reconnecting', 'generic/server-reconnect-attempts-exhausted']);
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('ends a call open on the connection when the loop starts: lost with it', async () => {
    const p = tempFile('gateway.log', lines(
      '00:47:50 DEBUG mcp.client: send {"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"list_recipes","arguments":{}}}',
      ...reconnectLoop,
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'lost', 'connection-closed', 'unknown']]);
  });

  // Hermes' park-and-revive cycle (NousResearch/hermes-agent#115713, #84224, #103746): the keepalive's failure and the
  // parking end the server's connection, the revival begins its next lifetime, the revived line says its handshake was
  // answered. A call after the revival is in the new lifetime; the cycle alone lists nothing.
  const parkCycle = [
    "2026-09-17 18:27:10,212 WARNING tools.mcp_tool: MCP server 'plow' keepalive failed, triggering reconnect (state: connected → degraded): MCPError: Server returned an error response",
    "2026-09-17 18:28:25,446 WARNING tools.mcp_tool: MCP server 'plow' failed after 5 reconnection attempts, parking; will self-probe every 300s until it recovers (state: degraded → parked): MCPError: Server returned an error response",
    "2026-09-17 18:33:25,500 DEBUG tools.mcp_tool: MCP server 'plow': attempting revival from parked state (self-probe or explicit reconnect request); rebuilding transport.",
    "2026-09-17 18:33:29,267 WARNING tools.mcp_tool: MCP server 'plow': revived — session healthy again after parking (state: parked → connected)",
  ];
  it('reads a keepalive ping the server refused as that ping failed by the server, not a connection lost (NousResearch/hermes-agent#50028)', async () => {
    const p = tempFile('agent.log', lines('2026-06-21 09:12:03,118 WARNING tools.mcp_tool: MCP server "recall" keepalive failed, triggering reconnect: Unknown method: ping'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['ping', 'failed', 'server-error', 'failed']]);
  });
  it('reads an agent\'s park-and-revive cycle as two lifetimes of the server, listing nothing', async () => {
    const p = tempFile('agent.log', lines(...parkCycle, '2026-09-17 18:36:40,000 WARNING tools.mcp_tool: MCP tool plow/device_status call failed: Session terminated'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => [e.said?.phrase, e.session])).toEqual([
      ['generic/server-keepalive-failed-reconnect', 'plow#1'],
      ['generic/server-reconnect-attempts-exhausted', 'plow#1'],
      ['generic/server-revival-attempt', 'plow#2'],
      ['generic/server-revived', 'plow#2'],
      ['generic/mcp-tool-slash-call-failed', 'plow#2'],
    ]);
    expect((await analyze([tempFile('agent.log', lines(...parkCycle))], { tz: 'UTC' })).requests).toEqual([]);
  });

  it('reads a revival whose connect failed and parked again as that connect\'s initialize failed', async () => {
    const p = tempFile('agent.log', lines(
      "2026-09-05 19:30:42,042 INFO tools.mcp_tool: MCP server 'charts': attempting revival after initial connection failures (self-probe or explicit reconnect request); rebuilding transport.",
      "2026-09-05 19:30:49,310 WARNING tools.mcp_tool: MCP server 'charts' failed initial connection after 3 attempts, parking until a reconnect is requested (state: connecting → parked): ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)",
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'failed']]);
  });
});

describe('Java clients other than the SDK, in their frameworks\' layouts', () => {
  it('reads logback\'s time-only layout, the JVM\'s uncaught prefix and frames a page left unindented (langchain4j/langchain4j#3624)', async () => {
    const p = tempFile('lc4j-console.txt', lines(
      '09:12:07.518 [main] INFO dev.langchain4j.mcp.client.transport.http.StreamableHttpMcpTransport -- Request: {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"langchain4j","version":"1.0"}}}',
      '09:12:07.772 [pool-1-thread-1] INFO dev.langchain4j.mcp.client.transport.http.StreamableHttpMcpTransport -- Response: ',
      '',
      'Exception in thread "main" java.lang.RuntimeException: java.util.concurrent.TimeoutException',
      'at dev.langchain4j.mcp.client.DefaultMcpClient.initialize(DefaultMcpClient.java:160)',
      'at dev.langchain4j.mcp.client.DefaultMcpClient.(DefaultMcpClient.java:138)',
    ));
    const { input, events, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    expect(summary.host).toBe('unknown');
    expect(events.find((e) => e.kind === 'message')?.at).toBe(Date.UTC(1970, 0, 1, 9, 12, 7, 518));
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said)).toEqual([
      expect.objectContaining({ kind: 'timer-fired', timer: 'host', method: 'initialize', phrase: 'langchain4j/request-timeout' }),
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([expect.objectContaining({ method: 'initialize', id: 0, outcome: 'abandoned', cause: 'client-timeout' })]);
  });

  it('reads Quarkus\'s layout and takes the client bean\'s creation for its initialize (quarkiverse/quarkus-langchain4j#1632)', async () => {
    const p = tempFile('quarkus.log', lines(
      '2025-07-21 22:51:53,159 INFO  [io.qua.lan.mcp.run.htt.QuarkusStreamableHttpMcpTransport] (vert.x-eventloop-thread-1) Request: {"jsonrpc":"2.0","method":"notifications/initialized"}',
      '2025-07-21 22:52:23,140 WARN  [dev.lan.mcp.McpToolProvider] (executor-thread-1) Failed to retrieve tools from MCP server: jakarta.enterprise.inject.CreationException: Error creating synthetic bean [7Qx2]: java.lang.RuntimeException: java.util.concurrent.TimeoutException',
      '        at dev.langchain4j.mcp.client.McpClient_7Qx2_Synthetic_Bean.doCreate(Unknown Source)',
    ));
    const { summary, events } = await readAll(p, { tz: 'UTC' });
    expect(summary.host).toBe('unknown');
    const timer = events.find((e) => e.said !== undefined);
    expect(timer?.at).toBe(Date.UTC(2025, 6, 21, 22, 52, 23, 140));
    expect(timer?.level).toBe('warn');
    expect(timer?.said).toMatchObject({ kind: 'timer-fired', method: 'initialize' });
  });
});

describe('Spring AI\'s client beans and blocked threads in an MCP client\'s call', () => {
  it('claims a bean exception naming the client beans, and reads its timeout as their initialize once (alibaba/spring-ai-alibaba#2630)', async () => {
    const p = tempFile('startup.log', lines(
      "Caused by: org.springframework.beans.BeanInstantiationException: Failed to instantiate [java.util.List]: Factory method 'mcpSyncClients' threw exception with message: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms in 'source(MonoDeferContextual)' (and no fallback has been configured)",
      '\tat org.springframework.beans.factory.support.SimpleInstantiationStrategy.instantiate(SimpleInstantiationStrategy.java:168)',
      '\t... 79 common frames omitted',
      "Caused by: reactor.core.Exceptions$ReactiveException: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms in 'source(MonoDeferContextual)' (and no fallback has been configured)",
      '\tat reactor.core.Exceptions.propagate(Exceptions.java:410)',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('java-sdk');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('takes the SSE transport\'s endpoint wait for the client\'s own, the request unnamed without a client frame (spring-projects/spring-ai#3287)', async () => {
    const p = tempFile('chat.log', lines(
      '2025-05-22T16:44:08.685+05:30 ERROR 48212 --- [chat-client] [oundedElastic-2] o.s.ai.chat.model.MessageAggregator      : Aggregation Error',
      '',
      'io.modelcontextprotocol.spec.McpError: Failed to wait for the message endpoint',
      '\tat io.modelcontextprotocol.client.transport.HttpClientSseClientTransport.sendMessage(HttpClientSseClientTransport.java:405) ~[mcp-0.9.0.jar:0.9.0]',
      '\tat io.modelcontextprotocol.spec.McpClientSession.lambda$sendRequest$11(McpClientSession.java:232) ~[mcp-0.9.0.jar:0.9.0]',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'abandoned', 'client-timeout']]);
  });

  it('reads a blocked thread parked in a client\'s tool call as that call still waiting (quarkiverse/quarkus-langchain4j#1581)', async () => {
    const p = tempFile('quarkus-blocked.log', lines(
      '2026-01-06 15:52:14,119 WARN  [io.vertx.core.impl.BlockedThreadChecker] (vertx-blocked-thread-checker) Thread Thread[vert.x-eventloop-thread-0,5,main] has been blocked for 3337 ms, time limit is 2000 ms: io.vertx.core.VertxException: Thread blocked',
      '        at java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2116)',
      '        at dev.langchain4j.mcp.client.DefaultMcpClient.executeTool(DefaultMcpClient.java:249)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'pending', 'unknown']]);
  });

  it('reads langchain4j\'s tool-timeout result, printed by the app, as a call its client cancelled (quarkiverse/quarkus-langchain4j#2234)', async () => {
    const p = tempFile('curl-roots.txt', lines(
      '$ curl -i -X GET localhost:8081/mcp/roots',
      'HTTP/1.1 200 OK',
      'content-length: 38',
      'Content-Type: text/plain;charset=UTF-8',
      '',
      'There was a timeout executing the tool',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'cancelled', 'client-timeout']]);
  });

  it('reads the Java SDK\'s initialize wrapper alone as a failed initialize, its reason unknown (modelcontextprotocol/java-sdk#451)', async () => {
    const p = tempFile('init-wrapper.txt', lines(
      'io.modelcontextprotocol.spec.McpError: Client failed to initialize by explicit API call',
      '',
      '\tat io.modelcontextprotocol.client.LifecycleInitializer.lambda$withIntitialization$2(LifecycleInitializer.java:289)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'failed', 'unknown']]);
  });

  it('takes the wrapper\'s cause for its reason: a request timer under it is the initialize\'s timeout', async () => {
    const p = tempFile('init-wrapper-timeout.txt', lines(
      'io.modelcontextprotocol.spec.McpError: Client failed to initialize by explicit API call',
      '\tat io.modelcontextprotocol.client.LifecycleInitializer.lambda$withIntitialization$2(LifecycleInitializer.java:289)',
      "Caused by: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 10000ms in 'source(MonoDeferContextual)' (and no fallback has been configured)",
      '\tat reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('reads the wrapper after the refused POST it restates as that one failure (modelcontextprotocol/java-sdk#527)', async () => {
    const p = tempFile('init-wrapper-400.txt', lines(
      '12:25:43.947 [ForkJoinPool.commonPool-worker-1] ERROR io.modelcontextprotocol.client.transport.WebFluxSseClientTransport -- Error sending message: 400 Bad Request from POST http://127.0.0.1:8000/messages/',
      '12:25:43.953 [ForkJoinPool.commonPool-worker-1] ERROR SseProbe -- Failed to initialize MCP client Client failed to initialize by explicit API call',
      'java.lang.RuntimeException: Client failed to initialize by explicit API call',
      '\tat io.modelcontextprotocol.client.LifecycleInitializer.lambda$withIntitialization$2(LifecycleInitializer.java:292)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['initialize', 'failed']]);
  });

  it('leaves a blocked thread elsewhere as words: no request', async () => {
    const p = tempFile('quarkus-blocked-other.log', lines(
      '2025-04-03 10:18:47,963 DEBUG [dev.langchain4j.mcp.client.transport.stdio.StdioMcpTransport] (vert.x-eventloop-thread-0) Starting process: [npx, -y, @modelcontextprotocol/server-filesystem, /tmp]',
      '2026-01-06 15:52:14,119 WARN  [io.vertx.core.impl.BlockedThreadChecker] (vertx-blocked-thread-checker) Thread Thread[vert.x-eventloop-thread-0,5,main] has been blocked for 3337 ms, time limit is 2000 ms: io.vertx.core.VertxException: Thread blocked',
      '        at java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2116)',
      '        at com.example.reports.ReportService.render(ReportService.java:88)',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined)).toEqual([]);
  });
});

describe('a .NET exception the C# SDK client let through (alphavantage/alpha_vantage_mcp#1)', () => {
  const stack = lines(
    'System.Net.Http.HttpRequestException: Response status code does not indicate success: 400 (Bad Request).',
    '   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()',
    '   at ModelContextProtocol.Client.SseClientSessionTransport.ConnectAsync(CancellationToken cancellationToken)',
    '   at ModelContextProtocol.Client.AutoDetectingClientSessionTransport.InitializeSseTransportAsync(JsonRpcMessage message, CancellationToken cancellationToken)',
  );

  it('is claimed with the client\'s frames, and its frames name the one request the status ended', async () => {
    const p = tempFile('dotnet.txt', stack);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([expect.objectContaining({ method: 'initialize', outcome: 'failed', cause: 'server-error' })]);
  });

  it('reads the HTTP client\'s timeout through the client\'s frames as the call they name, abandoned (modelcontextprotocol/csharp-sdk#1205)', async () => {
    const p = tempFile('dotnet-httpclient-timeout.txt', lines(
      'System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.',
      ' ---> System.TimeoutException: The operation was canceled.',
      '   at ModelContextProtocol.Client.McpHttpClient.SendAsync(HttpRequestMessage request, JsonRpcMessage message, CancellationToken cancellationToken)',
      '   at ModelContextProtocol.Client.McpClient.CallToolAsync(String toolName, IReadOnlyDictionary`2 arguments, CancellationToken cancellationToken)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'abandoned', 'client-timeout']]);
  });

  it('reads a bare TimeoutException under the client\'s creation as its handshake\'s timeout (modelcontextprotocol/csharp-sdk#1470)', async () => {
    const p = tempFile('dotnet-create-timeout.txt', lines(
      'Unhandled exception. System.TimeoutException: The operation has timed out.',
      '   at ModelContextProtocol.Client.McpClient.CreateAsync(IClientTransport clientTransport, McpClientOptions clientOptions, ILoggerFactory loggerFactory, CancellationToken cancellationToken)',
      '   at Program.<Main>$(String[] args) in /src/Program.cs:line 12',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it('does not claim a TimeoutException without them', async () => {
    const p = tempFile('dotnet-other-timeout.txt', lines(
      'System.TimeoutException: The operation has timed out.',
      '   at Contoso.Weather.Client.GetForecastAsync(String city)',
    ));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('is not claimed without them: any .NET program words a refused status so', async () => {
    const p = tempFile('dotnet-other.txt', lines(
      'System.Net.Http.HttpRequestException: Response status code does not indicate success: 400 (Bad Request).',
      '   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()',
      '   at Contoso.Weather.Client.GetForecastAsync(String city)',
    ));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('a Go client\'s step report, its error wrapped onto the lines under it', () => {
  // The scanner's funnel wraps its lines at its width, keeping the step's indentation: the error is only whole
  // joined; the Evidence paragraph under "Primary Finding" restates the failure. daytonaio/daytona#3859 (the
  // listing's step in two lines, the paragraph in three), microsoft/playwright-mcp#1393 and utensils/mcp-nixos#102
  // (the handshake's step, the paragraph restating it from its first word).
  const report = (step: string[], evidence: string[]): string =>
    lines(
      'Funnel',
      '  [2] MCP initialize + tools/list             [X] FAIL',
      ...step.map((l) => `        ${l}`),
      '',
      '  [3] PRM fetch matrix                        [X] FAIL',
      '        PRM unreachable or unusable; OAuth discovery unavailable',
      '',
      'Primary Finding (HIGH): MCP_TOOLS_LIST_FAILED (confidence 1.00)',
      '  Evidence:',
      ...evidence.map((l) => `      ${l}`),
      '      MCP servers should respond to tools/list with a valid JSON result enumerating tools per',
      '      the MCP specification.',
    );
  it.each([
    ['tools/list',
      ['initialize -> 200', 'notifications/initialized -> 202', 'tools/list -> error: Post "http://127.0.0.1:40871/": context deadline', 'exceeded (Client.Timeout exceeded while awaiting headers)'],
      ['initialize -> 200 notifications/initialized -> 202 tools/list -> error: Post', '"http://127.0.0.1:40871/": context deadline exceeded (Client.Timeout exceeded while', 'awaiting headers)'],
      5, 'Post "http://127.0.0.1:40871/": context deadline exceeded (Client.Timeout exceeded while awaiting headers)'],
    ['initialize',
      ['initialize error: context deadline exceeded (Client.Timeout or context', 'cancellation while reading body)'],
      ['initialize error: context deadline exceeded (Client.Timeout or context cancellation while', 'reading body)'],
      3, 'context deadline exceeded (Client.Timeout or context cancellation while reading body)'],
  ] as const)('%s: one failure, its whole error, abandoned on the client\'s deadline', async (method, step, evidence, line, error) => {
    const p = tempFile('scan.txt', report([...step], [...evidence]));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.source.line, e.said!.method, e.said!.error])).toEqual([[line, method, error]]);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([[method, 'abandoned', 'client-timeout']]);
  });

  it('joins no line at another indentation, nor under a short line, nor a stack frame', async () => {
    const long = 'tools/list -> error: Post "http://127.0.0.1:40871/": context deadline exceeded';
    for (const [under, joined] of [
      ['    deeper line under the step', false],
      ['at Timeout.timeoutHandler (file:///app/sdk/protocol.js:306:49)', false],
      ['Exceeded while awaiting headers', false],
      ['exceeded while awaiting headers', true],
    ] as const) {
      const p = tempFile('scan.txt', lines(long, under));
      const { events } = await readAll(p, { tz: 'UTC' });
      expect(events[0]!.text!.endsWith(under.trim()), under).toBe(joined);
    }
    const short = tempFile('scan.txt', lines('initialize error: context deadline exceeded', 'while the server slept'));
    const { events } = await readAll(short, { tz: 'UTC' });
    expect(events.map((e) => e.text)).toEqual(['initialize error: context deadline exceeded', 'while the server slept']);
  });

  it('still lists a failure said twice with no label between (a log that says it twice means twice)', async () => {
    const p = tempFile('steps.txt', lines('initialize error: context deadline exceeded', 'retrying', 'initialize error: context deadline exceeded'));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => q.method)).toEqual(['initialize', 'initialize']);
  });
});

describe('a desktop app\'s console: one connect per server named (modelcontextprotocol/servers#79)', () => {
  it('two servers that could not attach on the SDK timer are two cancelled handshakes, one session each', async () => {
    const p = tempFile('console.txt', lines(
      '693-110d9774cbce8f0f.js:18 Could not attach to MCP server notes: eE: MCP error -2: Request timed out',
      '693-110d9774cbce8f0f.js:18 Could not attach to MCP server workspace: eE: MCP error -2: Request timed out',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.map((e) => e.said?.server)).toEqual(['notes', 'workspace']);
    expect(new Set(events.map((e) => e.session)).size).toBe(2);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([
      ['initialize', 'cancelled', 'client-timeout'],
      ['initialize', 'cancelled', 'client-timeout'],
    ]);
  });
});

describe('a Python server log in logging\'s format without the logger\'s name', () => {
  // kubeflow/mcp-apache-spark-history-server#83: `%(asctime)s - %(levelname)s - %(message)s` among uvicorn's lines
  it('the SDK\'s line is its own record, the call it dispatched under way at the end', async () => {
    const p = tempFile('server.log', lines(
      'INFO:     ::1:63245 - "POST /mcp HTTP/1.1" 307 Temporary Redirect',
      'INFO:     ::1:63246 - "POST /mcp/ HTTP/1.1" 200 OK',
      '2025-08-04 13:58:28,605 - INFO - Processing request of type CallToolRequest',
      'INFO:     ::1:63270 - "POST /mcp/ HTTP/1.1" 202 Accepted',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('python-sdk');
    const call = events.find((e) => e.said !== undefined)!;
    expect([call.source.line, call.level, call.said!.method]).toEqual([3, 'info', 'tools/call']);
    expect(call.at).toBe(Date.UTC(2025, 7, 4, 13, 58, 28, 605));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['tools/call', 'pending']]);
  });
  it('a level where the logger\'s name would be is the level', async () => {
    const p = tempFile('server.log', lines('2025-08-04 13:58:28,605 - WARNING - Processing request of type ListToolsRequest'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect([events[0]!.level, events[0]!.said?.method]).toEqual(['warning', 'tools/list']);
  });
});

describe('one traceback through an application\'s wrapper and the SDK\'s session', () => {
  // agno-agi/agno#3336: the wrapper's call_tool frame, the SDK's ClientSession.call_tool frame under it, then the
  // SDK's read timeout: one call under way, ended by the timer.
  it('is one request, ended by the timeout line after the frames', async () => {
    const p = tempFile('console.txt', lines(
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.10/site-packages/agent/utils/mcp.py", line 33, in call_tool',
      '    result = await session.call_tool(tool_name, kwargs)',
      '  File "/opt/venv/lib/python3.10/site-packages/mcp/client/session.py", line 277, in call_tool',
      '    return await self.send_request(',
      '  File "/opt/venv/lib/python3.10/site-packages/mcp/shared/session.py", line 282, in send_request',
      '    raise McpError(',
      'mcp.shared.exceptions.McpError: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'abandoned', 'client-timeout']]);
  });
  it('two tracebacks, each ended by its own line, are two calls', async () => {
    const tb = [
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.10/site-packages/agent/utils/mcp.py", line 33, in call_tool',
      '  File "/opt/venv/lib/python3.10/site-packages/mcp/client/session.py", line 277, in call_tool',
      'mcp.shared.exceptions.McpError: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
    ];
    const report = await analyze([tempFile('console.txt', lines(...tb, ...tb))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['tools/call', 'abandoned'], ['tools/call', 'abandoned']]);
  });
});

describe('a sentence broken after a semicolon, and the caller naming the request its SDK cancelled', () => {
  // github/copilot-cli#4731: rmcp logs each cancel its request timer sends, by id; the CLI's catalog then says which
  // operation gave up (its tools/list refresh), naming no id, its warning wrapped under a hanging indent.
  const CANCELS = ['[rust:rmcp::service] cancelled {"id":"6","reason":"request timeout"}', '[rust:rmcp::service] cancelled {"id":"7","reason":"request timeout"}'];
  const WARN = '[rust:copilot_runtime::session::mcp::tool_catalog] Failed to list MCP tools for tide-gauge-mcp;';
  const REST = 'continuing with the previously listed tools: MCP request timed out after 60000 ms';
  it.each<[string, string[], Array<[string, number | null, string, string]>]>([
    ['wrapped with a hanging indent (as pasted)', [...CANCELS, WARN, `    ${REST}`],
      [['unknown', 6, 'cancelled', 'client-timeout'], ['tools/list', 7, 'cancelled', 'client-timeout']]],
    ['on one line', [...CANCELS, `${WARN} ${REST}`],
      [['unknown', 6, 'cancelled', 'client-timeout'], ['tools/list', 7, 'cancelled', 'client-timeout']]],
    // Not the cancel's caller: with other words in between (another request queued) the warning is a story of its own.
    ['other words between the cancel and the warning', [...CANCELS, '[DEBUG] [rust:mcp::client] MCP request enqueued {"request_id":"Number(8)"}', `${WARN} ${REST}`],
      [['unknown', 6, 'cancelled', 'client-timeout'], ['unknown', 7, 'cancelled', 'client-timeout'], ['unknown', 8, 'pending', 'unknown'], ['tools/list', null, 'abandoned', 'client-timeout']]],
    // The line under it at the same indentation, or not prose, does not continue it.
    ['the rest at the same indentation is a line of its own', [...CANCELS, WARN, REST],
      [['unknown', 6, 'cancelled', 'client-timeout'], ['unknown', 7, 'cancelled', 'client-timeout']]],
  ])('%s', async (_n, text, want) => {
    const p = tempFile('session.log', lines(...text));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual(want);
  });

  it('a statement under a statement is code, not a wrapped sentence', async () => {
    const p = tempFile('crash.txt', lines(
      '[rust:rmcp::service] cancelled {"id":"6","reason":"request timeout"}',
      '    let tools = list_tools;',
      '        continuing with the previously listed tools: MCP request timed out after 60000 ms',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase)).toEqual(['rust-sdk/cancelled-with-reason']);
  });
});

describe('who wrote a text the reader of last resort reads', () => {
  const START = ['Starting Harbor MCP server...', 'Connecting to Harbor at ws://localhost:9300... (Attempt 1/3)', 'Connected to Harbor', 'Harbor MCP server started'];
  const PINGS = ['{"method":"ping","jsonrpc":"2.0","id":0}', '{"method":"ping","jsonrpc":"2.0","id":1}'];
  // FastMCP for TypeScript's console warning, in its wordings: ee0pdt/Godot-MCP#5 (early), punkpeye/fastmcp#142 and
  // yfmeii/weapp-dev-mcp#10 (later). A client's own crash through the SDK's frames is the client's (KelvinQiu802/llm-mcp-rag#3).
  it.each<[string, string[], string]>([
    ['FastMCP (TypeScript), early wording', [...START, '[warning] FastMCP could not infer client capabilities', ...PINGS], 'typescript-sdk'],
    ['FastMCP (TypeScript), later wording', [...START, '[FastMCP warning] could not infer client capabilities after 10 attempts. Connection may be unstable.', ...PINGS], 'typescript-sdk'],
    ['no writer\'s words', [...START, ...PINGS], 'unknown'],
    // hyperskill/enlighter-content#77: a bare tools/list piped into a FastMCP server, its Rich console warning over the
    // jq-printed error; the same words quoted in prose (no level, no module) name no writer.
    ['the Python SDK session\'s Rich console warning', [
      'echo \'{"jsonrpc":"2.0","method":"tools/list","id":1}\' | python srv.py | jq',
      '[09/29/25 17:22:27] WARNING  Failed to validate request: Received request before initialization was complete                  session.py:363',
      '{', '  "jsonrpc": "2.0",', '  "id": 1,', '  "error": {', '    "code": -32602,', '    "message": "Invalid request parameters",', '    "data": ""', '  }', '}',
    ], 'python-sdk'],
    ['the same words in prose', [...PINGS, 'it says Failed to validate request: Received request before initialization was complete in session.py:363 and stops'], 'unknown'],
    ['a client\'s crash through the SDK\'s frames', [
      'Failed to connect to MCP server:  McpError: MCP error -32001: Request timed out',
      '    at Timeout.timeoutHandler (D:\\work\\agent\\node_modules\\@modelcontextprotocol\\sdk\\src\\shared\\protocol.ts:625:43)',
      '    at listOnTimeout (node:internal/timers:569:17) {',
      '  code: -32001,',
      '  data: { timeout: 60000 }',
      '}',
    ], 'unknown'],
  ])('%s', async (_n, text, host) => {
    const report = await analyze([tempFile('out.txt', lines(...text))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject(host === 'unknown' ? { host } : { host, format: 'jsonrpc-in-text' });
  });
});

describe("a server's own words about the call it handles (HostSaid.speaker)", () => {
  it('its Chinese failure line, the error object\'s message joined, is the server failing the call (linshenkx/prompt-optimizer#202)', async () => {
    const p = tempFile('server.log', lines(
      '2025-11-07T03:04:56.960Z mcp:info 处理工具调用请求: refine-prompt',
      '2025-11-07T03:04:56.964Z mcp:error 工具执行错误 refine-prompt: {',
      "  message: 'Refinement failed: Invalid template ID format',",
      "  name: 'RefinementError'",
      '}',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.phrase, e.from])).toEqual([
      ['generic/zh-handling-tool-call-request', 'server'],
      ['generic/zh-tool-execution-error', 'server'],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'refine-prompt', 'failed', 'server-error', 'failed']]);
  });

  it('an error printed with its class after the server announced the call ends that call (linshenkx/prompt-optimizer#304)', async () => {
    const p = tempFile('server.log', lines(
      '2026-05-27T14:57:01.406Z mcp:info Handling tool call request: refine-user-prompt',
      '[ModelAdapter] API call failed: APIConnectionTimeoutError: Request timed out.',
      '    at Client.makeRequest (/app/node_modules/client.js:328:23)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'refine-user-prompt', 'failed', 'server-error', 'failed']]);
  });

  it('a Go server\'s recovered tool-handler panic under the journal\'s prefix is the server failing the call (xpzouying/x-mcp#10)', async () => {
    const p = tempFile('journal.txt', lines(
      'Nov 24 11:40:38 vm-3 pinboard-mcp[6419]: time="2025-11-24T11:40:38+08:00" level=error msg="Tool handler panicked" panic="context deadline exceeded" tool=publish_post',
      'Nov 24 11:40:38 vm-3 pinboard-mcp[6419]: time="2025-11-24T11:40:38+08:00" level=error msg="Stack trace:\\ngoroutine 27 [running]:\\nruntime/debug.Stack()\\n"',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState, r.basis])).toEqual([['tools/call', 'publish_post', 'failed', 'server-error', 'failed', 'host-log']]);
  });

  it('a client\'s Chinese "succeeded" over an isError result is the call failing on the server\'s error (shenjingnan/xiaozhi-client#364)', async () => {
    const p = tempFile('xiaozhi.log', lines(
      '[2025-10-17 02:13:07] [INFO] 调用 CityMap 服务的工具 map_traffic_status，参数: {"radius":8000}',
      '[2025-10-17 02:13:08] [INFO] 工具 map_traffic_status 调用成功，结果: {"content":[{"type":"text","text":"API response error: radius out of range"}],"isError":true}...',
      '[2025-10-17 02:13:08] [INFO] [MCPManager] MCP 同步工具 CityMap__map_traffic_status 调用成功',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'map_traffic_status', 'failed', 'server-error', 'failed']]);
  });

  describe('a label over a tool call\'s isError result keeps the record a tools/call answer (hangwin/mcp-chrome#8)', () => {
    const result = '{"content":[{"type":"text","text":"Error POSTing to endpoint (HTTP 400): {\\"error\\":\\"Invalid MCP request or session.\\"}"}],"isError":true}';
    const args = ['{', '  "url": "https://www.example.org",', '  "width": 1024', '}'];
    it.each([
      ['the result alone', [result]],
      ['under a label', ['Result:', result]],
      ['under a Chinese label with a full-width colon', ['客户端显示的结果：', result]],
      ['the arguments block and its label above, then the result\'s label', ['客户端显示的请求参数：', ...args, '客户端显示的结果：', result]],
      ['the arguments block right above, no label', [...args, result]],
    ])('%s', async (_name, text) => {
      const p = tempFile('tool-call.txt', lines(...text));
      const { events } = await readAll(p, { tz: 'UTC' });
      expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase)).toEqual(['generic/tool-result-is-error']);
      const report = await analyze([p], { tz: 'UTC' });
      expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'failed', 'session-expired', 'unknown']]);
    });

    it.each([
      ['the SDK\'s timer in a one-member error object', '{"error":"MCP error -32001: Request timed out"}', ['tools/call', 'cancelled', 'client-timeout']],
      ['the SDK\'s refusal to send in the same object', '{"error":"Not connected"}', ['tools/call', 'lost', 'connection-closed']],
    ])('%s under a label keeps its own reading', async (_name, record, want) => {
      const p = tempFile('tool-call.txt', lines('Result:', record));
      const report = await analyze([p], { tz: 'UTC' });
      expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([want]);
    });

    it('a label that names the call still reads as the client\'s sentence with its tool', async () => {
      const p = tempFile('xiaozhi.log', lines('[2025-10-17 02:13:08] [INFO] 工具 map_traffic_status 调用成功，结果:', '{"content":[{"type":"text","text":"API response error: radius out of range"}],"isError":true}'));
      const report = await analyze([p], { tz: 'UTC' });
      expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'map_traffic_status', 'failed', 'server-error']]);
    });
  });

  it('the same panic on a cancelled context is left to the caller\'s log (xpzouying/xiaohongshu-mcp#402)', async () => {
    const p = tempFile('server.log', lines('time="2025-12-26T15:16:41+08:00" level=error msg="Tool handler panicked" panic="context canceled" tool=publish_post'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('a client\'s own announcement followed by an error line is not read as the server\'s handler failing', async () => {
    const p = tempFile('client.log', lines(
      '2026-05-27T14:57:01.406Z [MCP debug] [docs] Executing tool: search',
      '2026-05-27T14:57:02.000Z Render failed: TypeError: cannot read properties of undefined',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => e.said?.phrase ?? null)).toEqual(['generic/executing-tool-colon-name', null]);
  });

  it('a client\'s Chinese failure line stays the client\'s: the origin of its error is not known from it', async () => {
    const report = await analyze([tempFile('client.log', lines('2025-11-07 03:04:56 调用工具 refine-prompt 失败：Refinement failed: no template'))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'refine-prompt', 'failed', 'unknown']]);
  });
});

describe('a cross heading over its reason, a Python chain over its empty error', () => {
  // aws/amazon-q-developer-cli#3056: two servers, the reason of each on the bullet line under its cross.
  it('reads each cross heading with the reason under it as that server\'s failure (at the reason\'s line), not one echoed reason', async () => {
    const p = tempFile('q-chat.txt', lines(
      '✗ ledger-tools has failed to load after 0.19 s',
      ' - Mcp error: -32002: connection closed: initialize response',
      ' - run with Q_LOG_LEVEL=trace and see $TMPDIR/qlog/qchat.log for detail',
      '✗ wiki-search has failed to load after 0.41 s',
      ' - Mcp error: -32002: connection closed: initialize response',
      ' - run with Q_LOG_LEVEL=trace and see $TMPDIR/qlog/qchat.log for detail',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.session, e.said!.phrase, e.said!.elapsedMs])).toEqual([
      [2, 'ledger-tools#1', 'amazon-q/failed-to-load', 190],
      [5, 'wiki-search#1', 'amazon-q/failed-to-load', 410],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([
      ['initialize', 'lost', 'connection-closed'],
      ['initialize', 'lost', 'connection-closed'],
    ]);
  });

  it('does not take the next item of a status list for the reason of a failed one', async () => {
    const p = tempFile('q-chat.txt', lines(
      '✗ ledger-tools has failed to load after 0.19 s',
      '✓ notes loaded in 3.66 s',
      '✗ wiki-search has failed to load after 0.41 s',
      ' - Mcp error: -32002: connection closed: initialize response',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.server])).toEqual([[4, 'wiki-search']]);
  });

  // googlecodelabs/feedback#1730: ADK's wait_for around the listing; the ConnectionError's text is the TimeoutError's (empty).
  const chain = (between: string[]) => lines(
    '  File "/srv/agent/.venv/lib/python3.12/site-packages/mcp/shared/session.py", line 292, in send_request',
    '    response_or_error = await response_stream_reader.receive()',
    'asyncio.exceptions.CancelledError',
    '',
    'The above exception was the direct cause of the following exception:',
    '',
    'Traceback (most recent call last):',
    '  File "/usr/lib/python3.12/asyncio/timeouts.py", line 115, in __aexit__',
    '    raise TimeoutError',
    'TimeoutError',
    ...between,
    '  File "/srv/agent/.venv/lib/python3.12/site-packages/google/adk/tools/mcp_tool/mcp_toolset.py", line 287, in _execute_with_session',
    '    raise ConnectionError(f"{error_message}: {e}") from e',
    'ConnectionError: Failed to get tools from MCP server: ',
  );
  it.each<[string, string[], string, string, string]>([
    ['the chained TimeoutError is what ended the listing', ['', 'The above exception was the direct cause of the following exception:', '', 'Traceback (most recent call last):', '...'],
      'adk/failed-to-get-tools-timeout', 'abandoned', 'client-timeout'],
    ['another exception in between: the TimeoutError is not this one\'s cause', ['', 'During handling of the above exception, another exception occurred:', '', 'Traceback (most recent call last):', 'ValueError: bad header'],
      'adk/failed-to-get-tools', 'failed', 'unknown'],
  ])('%s', async (_n, between, phrase, outcome, cause) => {
    const p = tempFile('terminal.txt', chain(between));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase)).toEqual([phrase]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/list', outcome, cause]]);
  });
});

describe("Spring's WebClient refusing an MCP message (alibaba/spring-ai-alibaba#2144)", () => {
  it('reads the refused POST as the message\'s end and the Java SDK\'s client as the writer', async () => {
    const p = tempFile('app.log', lines(
      'o.s.ai.chat.model.MessageAggregator      : Aggregation Error',
      'org.springframework.web.reactive.function.client.WebClientResponseException$NotFound: 404 Not Found from POST http://xxx/mcp/messages',
      '',
      '        at org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:324) ~[spring-webflux-6.2.0.jar!/:6.2.0]',
      '',
      'Error has been observed at the following site(s):',
      '',
      '        *__checkpoint ⇢ 404 NOT_FOUND from POST http://xxx/mcp/messages [DefaultWebClient]',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'java-sdk' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'failed', 'session-expired']]);
  });

  it('leaves a WebClient refusal of a non-MCP endpoint unclaimed', async () => {
    const p = tempFile('app.log', lines(
      'org.springframework.web.reactive.function.client.WebClientResponseException$BadRequest: 400 Bad Request from POST https://api.example.com/v1/chat/completions',
      '        at org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:324)',
    ));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe('a PHP server\'s Monolog JSON records (modelcontextprotocol/php-sdk#96)', () => {
  it('reads the clock from `datetime` and the level from `level_name`, a message held in a field included', async () => {
    const p = tempFile('monolog.log', lines(
      '{"message":"Received message to process.","context":{"message":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":4,\\"method\\":\\"tools/call\\",\\"params\\":{\\"name\\":\\"lookup\\",\\"arguments\\":{}}}"},"level":200,"level_name":"INFO","channel":"app","datetime":"2025-10-06T01:14:25.906813+00:00","extra":{}}',
      '{"message":"Encoding response.","context":{"response":{"jsonrpc":"2.0","id":"","error":{"code":-32600,"message":"A valid session id is REQUIRED for non-initialize requests."}}},"level":200,"level_name":"INFO","channel":"app","datetime":"2025-10-06T01:14:25.910045+00:00","extra":{}}',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.map((e) => [e.kind, e.at])).toEqual([
      ['message', Date.UTC(2025, 9, 6, 1, 14, 25, 906)],
      ['message', Date.UTC(2025, 9, 6, 1, 14, 25, 910)],
    ]);
    const report = await analyze([p], { all: true });
    // The refusal under an empty id, 3 ms after the call: the call's refusal, which the client could not match.
    expect(report.requests.map((r) => [r.method, r.id, r.serverState])).toEqual([['tools/call', 4, 'failed']]);
  });
});

describe('bodies and sentences quoted alone in a report', () => {
  // StevenStavrakis/obsidian-mcp#51: two bodies lifted out of the MCP log into prose, between backticks, the
  // request's "jsonrpc" and id trimmed away. The cancel that names an id never shown takes the id-less request.
  it('joins a trimmed request with the cancel that names its lost id', async () => {
    const p = tempFile('report.md', lines(
      'Client sends request:',
      '`{"method":"tools/call","params":{"name":"open-page","arguments":{"folder":"Notes"}}}`',
      '',
      'Server sends no response. Client eventually cancels:',
      '`{"method":"notifications/cancelled","params":{"requestId":4,"reason":"McpError: MCP error -32001: Request timed out"}}`',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.kind === 'message').map((e) => [e.message!.method, e.recovered])).toEqual([['tools/call', true], ['notifications/cancelled', true]]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.id, r.outcome, r.cause])).toEqual([['tools/call', 'open-page', 4, 'cancelled', 'client-timeout']]);
    expect(report.findings.map((f) => f.rule)).not.toContain('cancel-unknown-request');
  });

  // anthropics/claude-code#44415: the first line read is labelled as opening the text (HostSaid.opens); a line
  // after other words is not.
  it('labels the words that open the text', async () => {
    const p = tempFile('error.txt', lines('Streamable HTTP error: Error POSTing to endpoint: Gateway Timeout'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.map((e) => [e.said?.phrase, e.said?.opens])).toEqual([['typescript-sdk/post-error', true]]);
  });

  // Doist/todoist-mcp#309: the TypeScript SDK's StreamableHTTPError prefix is that transport's own, so the line's request
  // went over Streamable HTTP; the SSE transport's refusal has no prefix, and a line under it says nothing of its own.
  // The words' request's transport (HostSaid.transport), not their session's: the event's own stays null.
  it.each([
    ['the Streamable HTTP error', ['Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32001,"message":"No transport found for sessionId"},"id":null}'], ['streamable-http']],
    ['its class and a host label before it', ['Failed to call tool: Error: Streamable HTTP error: Error POSTing to endpoint: Gateway Timeout'], ['streamable-http']],
    ["the SSE transport's refusal", ['Error POSTing to endpoint (HTTP 404): Not Found'], [null]],
    ['a timer line under the Streamable HTTP error', ['Streamable HTTP error: Error POSTing to endpoint: Gateway Timeout', 'McpError: MCP error -32001: Request timed out'], ['streamable-http', null]],
  ])('%s states the transport of its own line', async (_n, ls, transports) => {
    const q = tempFile('error.txt', lines(...(ls as string[])));
    const { events } = await readAll(q, { tz: 'UTC' });
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => e.said!.transport ?? null)).toEqual(transports);
    expect(said.map((e) => e.transport)).toEqual(transports.map(() => null));
  });

  // The Python SDK client's connect line is the connection's own evidence: it still stamps the words' event, whose own
  // sentence names its request's transport besides.
  it('a connect line above still stamps the event of a line that names its own transport', async () => {
    const q = tempFile('error.txt', lines(
      '2025-05-02 15:12:30,100 - mcp.client.streamable_http - INFO - Connecting to StreamableHTTP endpoint: https://runs.example.com/mcp',
      'Streamable HTTP error: Error POSTing to endpoint: Gateway Timeout',
    ));
    const { events } = await readAll(q, { tz: 'UTC' });
    const said = events.filter((e) => e.said?.phrase === 'typescript-sdk/post-error');
    expect(said.map((e) => [e.said!.transport, e.transport])).toEqual([['streamable-http', 'streamable-http']]);
  });

  // A line of the host's before it says the connection carried something; the reporter's sentences do not (prose is no
  // host line: Kuadrant/mcp-gateway#281, a first-person sentence with failure words above the SDK's 503 in a fence).
  it.each([
    ['a lead-in', ['The call failed again:'], true],
    ['a first-person sentence naming the failure', ['However, calling the tool fails sometimes. For example, I tried to call the `lookup` tool and got the error', '', '```'], true],
    ['two sentences, one plain', ['The gateway lists the tools of the proxy just fine.', 'Then I invoked one and got this back'], true],
    ['a host line in plain words', ['Server connected'], undefined],
    ['a host line with a URL', ['Connecting to https://example.test/mcp'], undefined],
    ['a host line, then a sentence', ['Server connected', 'Then I invoked one and got this back'], undefined],
  ])('the words after %s open the text: %s', async (_n, above, opens) => {
    const q = tempFile('error.txt', lines(...(above as string[]), 'Streamable HTTP error: Error POSTing to endpoint: Gateway Timeout'));
    const { events } = await readAll(q, { tz: 'UTC' });
    const sdk = events.filter((e) => e.said?.phrase === 'typescript-sdk/post-error');
    expect(sdk.map((e) => e.said!.opens)).toEqual([opens]);
  });
});

describe("a host's traceback through the Python SDK client's wait for an answer (AstrBotDevs/AstrBot#2698)", () => {
  // AstrBot's layout: a bracketed time of day after a space, its agent runner naming the tool, the WARN traceback at
  // its per-call timeout; the chain runs from anyio's fail_after into send_request and down to the wait.
  const head = [
    " [12:17:53] [Core] [INFO] [runners.tool_loop_agent_runner:199]: 使用工具：search_notes，参数：{'query': 'q'} ",
    '',
    ' [12:18:13] [Core] [WARN] [runners.tool_loop_agent_runner:316]: Traceback (most recent call last):',
    '  File "/usr/local/lib/python3.11/site-packages/anyio/streams/memory.py", line 111, in receive',
    '    return self.receive_nowait()',
    'anyio.WouldBlock',
    '',
    'During handling of the above exception, another exception occurred:',
    '',
    'Traceback (most recent call last):',
    '  File "/usr/local/lib/python3.11/site-packages/anyio/_core/_tasks.py", line 115, in fail_after',
    '    yield cancel_scope',
    '  File "/usr/local/lib/python3.11/site-packages/mcp/shared/session.py", line 272, in send_request',
    '    response_or_error = await response_stream_reader.receive()',
  ];
  const waitCancelled = [
    '  File "/usr/local/lib/python3.11/site-packages/anyio/streams/memory.py", line 119, in receive',
    '    await receive_event.wait()',
    '  File "/usr/local/lib/python3.11/asyncio/locks.py", line 213, in wait',
    '    await fut',
    'asyncio.exceptions.CancelledError: Cancelled by cancel scope 7f8a600a9e10',
  ];

  it('reads the call, its clock, and the wait cancelled inside the timer as the timer', async () => {
    const p = tempFile('astrbot.log', lines(...head, ...waitCancelled));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const said = events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase, e.at]);
    expect(said).toEqual([[1, 'astrbot/using-tool', Date.UTC(1970, 0, 1, 12, 17, 53)], [19, 'python-sdk/request-timer-scope-cancelled', null]]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'search_notes', 'abandoned', 'client-timeout']]);
  });

  it('reads the timer when the chain is cut under send_request: raised handling WouldBlock, the exception is the wait\'s cancel (AstrBotDevs/AstrBot#2939)', async () => {
    // anyio 4 raises a closed stream's EndOfStream `from None` (no "During handling"), so nothing but the wait's cancel
    // carries WouldBlock as its context.
    const p = tempFile('astrbot-cut.log', lines(...head, '  File "/usr/local/lib/python3.11/site-packages/anyio/'));
    const { events } = await readAll(p, { tz: 'UTC' });
    const said = events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase]);
    expect(said).toEqual([[1, 'astrbot/using-tool'], [13, 'python-sdk/request-timer-wait-cut']]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'search_notes', 'abandoned', 'client-timeout']]);
  });

  it('says nothing of a timer when the chain is cut before send_request, or shows no WouldBlock before it', async () => {
    const before = tempFile('astrbot-cut-early.log', lines(...head.slice(0, -2)));
    expect((await analyze([before], { tz: 'UTC' })).requests.map((r) => [r.method, r.outcome])).toEqual([['tools/call', 'pending']]);
    // A chain with no WouldBlock above it may be the closed stream's EndOfStream passing through the timer.
    const alone = tempFile('astrbot-no-context.log', lines(head[0]!, ...head.slice(9)));
    expect((await analyze([alone], { tz: 'UTC' })).requests.map((r) => [r.method, r.outcome])).toEqual([['tools/call', 'pending']]);
  });

  it('lets the frame go unmarked when the chain names another exception, or goes on through a frame outside the wait', async () => {
    for (const tail of [['mcp.shared.exceptions.McpError: Connection closed'], ['  File "/srv/app/worker.py", line 40, in run_job', '    await job()']]) {
      const p = tempFile('astrbot-other-end.log', lines(...head, ...tail));
      const { events } = await readAll(p, { tz: 'UTC' });
      expect(events.some((e) => e.said?.phrase === 'python-sdk/request-timer-wait-cut')).toBe(false);
    }
  });

  it('reads no timer when the cancel came from a frame outside the SDK\'s wait', async () => {
    const p = tempFile('astrbot-other.log', lines(
      head[0]!,
      'Traceback (most recent call last):',
      '  File "/usr/local/lib/python3.11/site-packages/anyio/_core/_tasks.py", line 115, in fail_after',
      '    yield cancel_scope',
      '  File "/srv/app/worker.py", line 40, in run_job',
      '    await asyncio.sleep(30)',
      'asyncio.exceptions.CancelledError',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.some((e) => e.said?.phrase === 'python-sdk/request-timer-scope-cancelled')).toBe(false);
  });
});

describe("the Python SDK client transport's generator failing as it closed, after the app printed the scope's cancel", () => {
  // openai/openai-agents-python#1288 (an unreachable server; the reporter's script prints the exception, then goes on)
  // and google/adk-python#3708 (a gateway's 504, printed after the app's own label): the connect was cancelled by the
  // transport's task group, whose exception group asyncio prints when the app closes the transport. Content ours.
  const closing = (gen: string) => [
    `an error occurred during closing of asynchronous generator <async_generator object ${gen} at 0x000001F3A2B4C5D0>`,
    `asyncgen: <async_generator object ${gen} at 0x000001F3A2B4C5D0>`,
    '  + Exception Group Traceback (most recent call last):',
    '  |   File "C:\\envs\\bot\\Lib\\site-packages\\anyio\\_backends\\_asyncio.py", line 772, in __aexit__',
    '  |     raise BaseExceptionGroup(',
    '  | BaseExceptionGroup: unhandled errors in a TaskGroup (2 sub-exceptions)',
    '  +-+---------------- 1 ----------------',
    '    | Traceback (most recent call last):',
    '    |   File "C:\\envs\\bot\\Lib\\site-packages\\httpx\\_transports\\default.py", line 101, in map_httpcore_exceptions',
    '    |     yield',
    '    |   File "C:\\envs\\bot\\Lib\\site-packages\\httpcore\\_async\\connection_pool.py", line 256, in handle_async_request',
    '    |     raise exc from None',
  ];
  const phrases = async (p: string) => (await readAll(p, { tz: 'UTC' })).events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase);

  it.each([
    ["the caught cancel printed alone, the app's own print between (#1288)", ['Cancelled by cancel scope 2a9c41d07e8', 'moving on'], 'streamablehttp_client'],
    ["anyio 4's words after the app's label, the legacy SSE transport", ['MCP server failed to initialize: Cancelled via cancel scope 7f31a0c5d2b0'], 'sse_client'],
  ])('reads the initialize lost with the transport when the box is cut before its error: %s', async (_n, printed, gen) => {
    const p = tempFile('cut.txt', lines(...printed, ...closing(gen)));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(await phrases(p)).toEqual(['python-sdk/transport-group-failed']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it.each([
    ['a ConnectError (the uncut #1288)', '    | httpx.ConnectError: All connection attempts failed', ['initialize', 'lost', 'connection-closed']],
    ["a gateway's status (#3708)", "    | httpx.HTTPStatusError: Server error '504 Gateway Time-out' for url 'http://tools.internal:9100/mcp'", ['initialize', 'failed', 'gateway-error']],
  ])("reads the box's own error instead when it shows one: %s", async (_n, error, verdict) => {
    const p = tempFile('whole.txt', lines('Catch an MCP connection error: Cancelled by cancel scope 1e64b7bf890', ...closing('streamablehttp_client'), error));
    expect(await phrases(p)).not.toContain('python-sdk/transport-group-failed');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([verdict]);
  });

  // The generator's line is held while the box goes on and read once when it ends: marked when the box showed no
  // exception line, as written when it did — never both (it was read as written at once and again, marked, at the end).
  it.each([
    ['cut before its error', [] as string[], 1],
    ['with its error', ['    | httpx.ConnectError: All connection attempts failed'], 0],
    ["cut, then the app's next record", ['2025-06-05 11:35:04,001 - INFO - app - retrying in 5s'], 1],
  ])('reads the generator\'s line as one event, the box %s', async (_n, after, marked) => {
    const p = tempFile('once.txt', lines('Cancelled by cancel scope 2a9c41d07e8', ...closing('streamablehttp_client'), ...after));
    const { events } = await readAll(p, { tz: 'UTC' });
    const gen = events.filter((e) => e.source.line === 2);
    expect(gen).toHaveLength(1);
    expect(gen.filter((e) => e.said?.phrase === 'python-sdk/transport-group-failed')).toHaveLength(marked);
  });

  it('reads nothing of a transport when no cancel was printed before its generator failed', async () => {
    const p = tempFile('teardown.txt', lines(...closing('stdio_client')));
    const { events } = await readAll(p, { tz: 'UTC' }).catch(() => ({ events: [] as { said?: { phrase: string } }[] }));
    expect(events.some((e) => e.said?.phrase === 'python-sdk/transport-group-failed')).toBe(false);
  });

  // kagent-dev/kmcp#108: httpx's record of a POST to an MCP path answered 404, then the app's error record ending in the
  // Python SDK client's words for that 404: one refusal, the request's session unknown to the server, its method unnamed.
  // Either record alone is any Python program's and stays refused; a 404 elsewhere, or other words under it, are not it.
  describe("httpx's 404 to a POST with the SDK's 'Session terminated' under it", () => {
    const post = '2025-12-09 13:10:10,360 - httpx - INFO - HTTP Request: POST http://tools.internal:7070/mcp "HTTP/1.1 404 Not Found"';
    const record = '2025-12-09 13:10:10,363 - app.executor - ERROR - Error handling request: Session terminated';
    const frames = ['Traceback (most recent call last):', 'File "/srv/app/executor.py", line 145, in execute', 'await self._handle_request(context)'];

    it.each([
      ['the two records, the traceback under them', [post, record, ...frames]],
      ['the two records alone', [post, record]],
      ['a blank line between them', [post, '', record]],
      ["the SDK's class before its words", [post, '2025-12-09 13:10:10,363 - app - ERROR - Agent run failed: mcp.shared.exceptions.McpError: Session terminated']],
      // mcp 2.x: httpx2's record (its request line as a real mcp 2.3.0 run printed it) and the class renamed MCPError; 2.3.0
      // words a 404 so when its body is no JSON-RPC error (mcp/client/streamable_http.py, _handle_post_request)
      ["2.x's httpx2 and MCPError", ['2026-12-05 03:28:43,797 - httpx2 - INFO - HTTP Request: POST http://127.0.0.1:18965/mcp "HTTP/1.1 404 Not Found"',
        '2026-12-05 03:28:43,799 - app - ERROR - Agent run failed: mcp.shared.exceptions.MCPError: Session terminated']],
    ])('reads one failed request on an unknown session: %s', async (_n, text) => {
      const p = tempFile('agent.log', lines(...text));
      const { input, events } = await readAll(p, { tz: 'UTC' });
      expect(input.format).toBe('jsonrpc-in-text');
      // One event, at httpx's line (a row that reads the SDK's class on the record may read it first: the same words).
      expect(events.filter((e) => e.said !== undefined).map((e) => e.source.line)).toEqual([1]);
      const report = await analyze([p], { tz: 'UTC' });
      expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'failed', 'session-expired']]);
    });

    it("pairs the record with the 404 right above it when httpx logged two", async () => {
      const p = tempFile('retried.log', lines(post.replace(',360', ',120'), post, record));
      const { events } = await readAll(p, { tz: 'UTC' });
      expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase])).toEqual([
        [1, 'python-sdk/httpx-request-refused'],
        [2, 'python-sdk/post-404-session-terminated'],
      ]);
    });

    it.each([
      ['the record alone', [record]],
      ["httpx's 404 alone", [post]],
      ['a 404 to a path that is no MCP endpoint', [post.replace('/mcp', '/v1/chat/completions'), record]],
      ['other words under the 404', [post, '2025-12-09 13:10:10,363 - app - ERROR - Upload failed: not found']],
    ])('refuses what is not that pair: %s', async (_n, text) => {
      const p = tempFile('other.log', lines(...text));
      await expect(readAll(p, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
    });
  });

  // MiniMax-AI/Mini-Agent#60: an agent CLI's exit cleanup, anyio's other wording for a scope exited from another task on
  // a line of the app's words alone, then asyncio's report of the SDK's stdio_client generator: the SDK client's
  // transport torn down, read as that teardown (no request), not refused. anyio's words alone stay prose.
  it.each([
    ["anyio's older wording", "Error during cleanup (can be ignored): Attempted to exit a cancel scope that isn't the current tasks's current cancel scope"],
    ["anyio's cross-task wording", 'Cleanup failed: Attempted to exit cancel scope in a different task than it was entered in'],
  ])("reads a cleanup's cancel-scope refusal over the SDK transport's generator as a teardown: %s", async (_n, said) => {
    const p = tempFile('quit.txt', lines('Cleaning up connections...', said, '', ...closing('stdio_client').slice(0, 7), '    | GeneratorExit'));
    expect((await readAll(p, { tz: 'UTC' })).input.format).toBe('jsonrpc-in-text');
    expect((await analyze([p], { tz: 'UTC' })).requests).toEqual([]);
    const alone = tempFile('alone.txt', lines('Cleaning up connections...', said));
    await expect(readAll(alone, { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it("reads nothing of a transport for another program's generator", async () => {
    const p = tempFile('other-gen.txt', lines('Cancelled by cancel scope 2a9c41d07e8', ...closing('stream_chat_completions')));
    const { events } = await readAll(p, { tz: 'UTC' }).catch(() => ({ events: [] as { said?: { phrase: string } }[] }));
    expect(events.some((e) => e.said?.phrase === 'python-sdk/transport-group-failed')).toBe(false);
  });
});

describe("a traceback through the Python SDK client's wait with no timer, ended by an anyio cancel scope", () => {
  // microsoft/agent-framework#5667 (fixed by #5687: the server unreachable), openai/openai-agents-python#1049 ("> "
  // quoted, anyio's older "Cancelled by"): the transport's task group cancelled the session's wait. The frames are ours.
  const wait = (scope: string) => [
    'Traceback (most recent call last):',
    '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 171, in initialize',
    '    result = await self.send_request(',
    '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/mcp/shared/session.py", line 292, in send_request',
    '    response_or_error = await response_stream_reader.receive()',
    '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/anyio/streams/memory.py", line 125, in receive',
    '    await receive_event.wait()',
    '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/anyio/_backends/_asyncio.py", line 1804, in wait',
    '    await self._event.wait()',
    '  File "/usr/local/lib/python3.12/asyncio/locks.py", line 213, in wait',
    '    await fut',
    `asyncio.exceptions.CancelledError: ${scope}`,
  ];

  it.each([
    ['anyio 4\'s words', 'Cancelled via cancel scope 7f31a0c5d2b0'],
    ['older anyio\'s words', 'Cancelled by cancel scope 117447770'],
  ])('reads the initialize lost with the transport (%s)', async (_n, scope) => {
    const p = tempFile('scope.txt', lines(...wait(scope)));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.source.line, e.said!.phrase])).toEqual([
      [2, 'python-sdk/client-session-initialize'], [12, 'python-sdk/request-wait-scope-cancelled'],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('leaves a bare CancelledError (another task\'s cancel) unread', async () => {
    const p = tempFile('bare.txt', lines(...wait('x').slice(0, -1), 'asyncio.exceptions.CancelledError'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.some((e) => e.said?.phrase === 'python-sdk/request-wait-scope-cancelled')).toBe(false);
  });

  // pydantic/pydantic-ai#2401: the app's `with anyio.fail_after(self.timeout):` around the initialize; its TimeoutError
  // follows the wait's CancelledError in the chain and says what cancelled it.
  const appDeadline = [
    '',
    'During handling of the above exception, another exception occurred:',
    '',
    'Traceback (most recent call last):',
    '  File "/srv/helpdesk/main.py", line 14, in main',
    '    async with agent:',
    '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/pydantic_ai/mcp.py", line 200, in __aenter__',
    '    with anyio.fail_after(self.timeout):',
    '  File "/usr/lib/python3.12/contextlib.py", line 158, in __exit__',
    '    self.gen.throw(value)',
    '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/anyio/_core/_tasks.py", line 115, in fail_after',
    '    raise TimeoutError',
    'TimeoutError',
  ];

  it("reads an app's fail_after deadline after the wait as the app's timer, not a failed transport", async () => {
    const p = tempFile('deadline.txt', lines(...wait('Cancelled by cancel scope 7f2b8c1d9e40'), ...appDeadline));
    const { events } = await readAll(p, { tz: 'UTC' });
    const phrases = events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase);
    expect(phrases).toContain('python-sdk/app-fail-after-timed-out');
    expect(phrases).not.toContain('python-sdk/request-wait-scope-cancelled');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it("reads the SDK's own fail_after in send_request as the SDK's timer when the chain stops at its TimeoutError", async () => {
    const p = tempFile('sdk-deadline.txt', lines(
      'Traceback (most recent call last):',
      '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 263, in call_tool',
      '    return await self.send_request(',
      '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/mcp/shared/session.py", line 286, in send_request',
      '    with anyio.fail_after(timeout):',
      '  File "/usr/lib/python3.12/contextlib.py", line 158, in __exit__',
      '    self.gen.throw(value)',
      '  File "/srv/helpdesk/.venv/lib/python3.12/site-packages/anyio/_core/_tasks.py", line 115, in fail_after',
      '    raise TimeoutError',
      'TimeoutError',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.phrase, e.said!.timer])).toContainEqual(['python-sdk/send-request-fail-after-timed-out', 'sdk']);
  });
});

describe("the Python SDK client's own debug log (langchain-ai/langchain-mcp-adapters#364)", () => {
  it('reads the initialize it sent, the 404 httpcore traced for it, and the SDK as the writer', async () => {
    const p = tempFile('client-debug.log', lines(
      'DEBUG:mcp.client.streamable_http:Connecting to StreamableHTTP endpoint: http://localhost:8000/tools/mcp',
      "DEBUG:mcp.client.streamable_http:Sending client message: root=JSONRPCRequest(method='initialize', params={'protocolVersion': '2025-06-18', 'capabilities': {}, 'clientInfo': {'name': 'mcp', 'version': '0.1.0'}}, jsonrpc='2.0', id=0)",
      "DEBUG:httpcore.http11:send_request_headers.started request=<Request [b'POST']>",
      "DEBUG:httpcore.http11:receive_response_headers.complete return_value=(b'HTTP/1.1', 404, b'Not Found', [(b'server', b'uvicorn')])",
      'INFO:httpx:HTTP Request: POST http://localhost:8000/tools/mcp "HTTP/1.1 404 Not Found"',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'python-sdk' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'failed', 'server-error']]);
  });
});

describe("the Python SDK client's loguru lines in Open WebUI's log, under stern's pod and container (open-webui/open-webui#27795)", () => {
  const head = [
    'open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.266 | INFO     | httpx._client:_send_single_request:1740 - HTTP Request: POST https://search.example.org/mcp "HTTP/1.1 200 OK"',
    'open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.266 | INFO     | mcp.client.streamable_http:_maybe_extract_session_id_from_response:181 - Received session ID: 4b7e2c19-8d3a-4f60-9e1b-2a5c7d9f0e36',
    'open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.269 | INFO     | mcp.client.streamable_http:_maybe_extract_protocol_version_from_message:193 - Negotiated protocol version: 2025-11-25',
    'open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.547 | INFO     | httpx._client:_send_single_request:1740 - HTTP Request: POST https://search.example.org/mcp "HTTP/1.1 202 Accepted"',
    'open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:00.852 | INFO     | httpx._client:_send_single_request:1740 - HTTP Request: GET https://search.example.org/mcp "HTTP/1.1 405 Method Not Allowed"',
  ];

  it('is the SDK client\'s log with its handshake answered; a listening stream refused with 405 fails no request', async () => {
    const report = await analyze([tempFile('open-webui.log', lines(...head))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'python-sdk' });
    expect(report.requests).toEqual([]);
  });

  it('a message refused after the handshake is not the initialize', async () => {
    const report = await analyze([tempFile('open-webui-429.log', lines(...head,
      'open-webui-7c9d8e6f5-x2kqp open-webui 2026-08-18 00:28:01.912 | INFO     | httpx._client:_send_single_request:1740 - HTTP Request: POST https://search.example.org/mcp "HTTP/1.1 429 Too Many Requests"',
    ))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'python-sdk' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['unknown', 'failed']]);
    expect(report.requests[0]!.endedAt).toBe('2026-08-18T00:28:01.912+00:00');
  });
});

describe("an app's Python log whose format puts the module and line number before the clock (openai/openai-agents-python#1404)", () => {
  const head = [
    'app 106 2025-08-08 16:10:36,948 - INFO - received  POST /chat/completions (req-7:user-2:127.0.0.1)',
    '_client 1740 2025-08-08 16:10:37,987 - INFO - HTTP Request: POST /mcp/?token=*** "HTTP/1.1 200 OK"',
    'streamable_http 144 2025-08-08 16:10:37,988 - INFO - Received session ID: 5f0c2a9e8d7b4e61a3c9f1d2b4e6a8c0',
    'streamable_http 156 2025-08-08 16:10:37,988 - INFO - Negotiated protocol version: 2025-06-18',
    '_client 1740 2025-08-08 16:10:38,100 - INFO - HTTP Request: POST /mcp/?token=*** "HTTP/1.1 202 Accepted"',
  ];

  it("is the SDK client's log, its handshake answered: nothing failed", async () => {
    const report = await analyze([tempFile('agents-app.log', lines(...head))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'python-sdk' });
    expect(report.requests).toEqual([]);
  });

  it('a POST refused after the handshake is a message of unknown method, not the initialize, at its own clock', async () => {
    const report = await analyze([tempFile('agents-app-400.log', lines(...head,
      '_client 1740 2025-08-08 16:10:38,187 - INFO - HTTP Request: POST /mcp/?token=*** "HTTP/1.1 400 Bad Request"',
    ))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome])).toEqual([['unknown', 'failed']]);
    expect(report.requests[0]!.endedAt).toBe('2025-08-08T16:10:38.187+00:00');
  });

  it("the server's transport module of the same name, in the same format, is the SDK's server: its own sentences, no request", async () => {
    const report = await analyze([tempFile('server.log', lines(
      'streamable_http 230 2025-08-08 16:10:37,988 - INFO - Created new transport with session ID: 5f0c2a9e',
      'streamable_http 231 2025-08-08 16:10:38,001 - INFO - Terminating session: 5f0c2a9e',
    ))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'python-sdk' });
    expect(report.requests).toEqual([]);
  });
});

describe("anyio's refusal to close the SDK client transport from another task (open-webui/open-webui#23962)", () => {
  it('is its teardown: read as an MCP client\'s, no request failed', async () => {
    const report = await analyze([tempFile('summary.txt', lines('RuntimeError: Attempted to exit cancel scope in a different task than it was entered in'))], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(report.requests).toEqual([]);
  });
});

describe("the Python SDK 2.x client's own timer, as mcp 2.3.0 printed it (its INFO log, then the exception group)", () => {
  it('is the tools/call the awaiting source line names, the SDK frame under it the same call, cancelled by that SDK on its timer', async () => {
    const p = tempFile('client-v2.log', lines(
      'INFO:httpx2:HTTP Request: POST http://127.0.0.1:8765/mcp "HTTP/1.1 200 OK"',
      'INFO:mcp.client.streamable_http:Received session ID: 0f3c2a1b9d8e4f7a6b5c4d3e2f1a0b9c',
      'INFO:httpx2:HTTP Request: POST http://127.0.0.1:8765/mcp "HTTP/1.1 202 Accepted"',
      'INFO:httpx2:HTTP Request: GET http://127.0.0.1:8765/mcp "HTTP/1.1 200 OK"',
      'INFO:httpx2:HTTP Request: POST http://127.0.0.1:8765/mcp "HTTP/1.1 200 OK"',
      'INFO:httpx2:HTTP Request: POST http://127.0.0.1:8765/mcp "HTTP/1.1 202 Accepted"',
      'INFO:httpx2:HTTP Request: DELETE http://127.0.0.1:8765/mcp "HTTP/1.1 200 OK"',
      '    | ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)',
      '    +-+---------------- 1 ----------------',
      '      | Traceback (most recent call last):',
      '      |   File "/srv/agent/run.py", line 9, in main',
      '      |     await s.call_tool("build_report", {"days": 3}, read_timeout_seconds=1)',
      '      |   File "/srv/agent/.venv/lib/python3.11/site-packages/mcp/client/session.py", line 1086, in call_tool',
      '      |     result = await self.send_request(',
      '      |   File "/srv/agent/.venv/lib/python3.11/site-packages/mcp/client/session.py", line 586, in send_request',
      '      |     raw = await self._dispatcher.send_raw_request(method, data.get("params"), opts)',
      '      |   File "/srv/agent/.venv/lib/python3.11/site-packages/mcp/shared/jsonrpc_dispatcher.py", line 442, in send_raw_request',
      '      |     raise MCPError(code=REQUEST_TIMEOUT, message=f"Request {method!r} timed out") from None',
      "      | mcp.shared.exceptions.MCPError: Request 'tools/call' timed out",
      '      +------------------------------------',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'python-sdk' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'build_report', 'cancelled', 'client-timeout']]);
  });

  it("an app quoting v2's timer error: the same SDK's cancel, never for the handshake", async () => {
    const call = tempFile('app-v2.log', lines("ERROR:agent:Error calling tool build_report: Request 'tools/call' timed out"));
    expect((await analyze([call], { tz: 'UTC' })).requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'build_report', 'cancelled', 'client-timeout']]);
    const init = tempFile('init-v2.log', lines("mcp.shared.exceptions.MCPError: Request 'initialize' timed out"));
    expect((await analyze([init], { tz: 'UTC' })).requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });
});

describe('labelled runs side by side are not one wrapped sentence (0xMassi/webclaw#107)', () => {
  // A program prints one labelled line per run; the second run's label starts lower case, like a wrapped line's
  // rest, but a line that opens with its own label is a record of its own.
  it('the failed run is read alone: its Go SDK error ends the initialize on the closed connection', async () => {
    const p = tempFile('runs.txt', lines(
      'before: CONNECT FAILED — connection closed: calling "initialize": client is closing: EOF',
      'after:  CONNECT OK: protocol=2025-06-18 server=pagefetch-mcp 0.6.19 / tools: 14',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.source.line, e.said!.method, e.said!.error])).toEqual([[1, 'initialize', 'client is closing: EOF']]);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });
  it('a sentence wrapped onto a lower-case line without a label of its own is still one sentence', async () => {
    const p = tempFile('wrapped.txt', lines(
      'error: mcp call failed: connection closed: calling "tools/call": client is closing: sending',
      'the request failed: EOF',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.error)).toEqual(['client is closing: sending the request failed: EOF']);
  });
});

describe('an rmcp server refusing a first message that is not initialize (the 2026-07-28 discovery probe)', () => {
  // rmcp's ServerInitializeError::ExpectedInitializeRequest printed by the server's main, then the process exits:
  // the probe's id is never answered. modelcontextprotocol/go-sdk#1177 (relayed under `[stderr] `, the Debug struct
  // wrapped onto an indented line, the reporter's '...' inside it; then the client's own connect failure).
  it.each([
    ['wrapped under the client\'s stderr relay', [
      '[stderr] Error: ExpectedInitializeRequest(Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0,',
      '    id: Number(1), request: CustomRequest(CustomRequest { method: "server/discover", ... }) })))',
      'failed to connect: subprocess exited during startup',
    ], 'server/discover', 1],
    ['on one line, a string id', [
      'Error: ExpectedInitializeRequest(Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: String("probe-1"), request: CustomRequest(CustomRequest { method: "server/discover", params: None }) })))',
    ], 'server/discover', 'probe-1'],
  ] as const)('%s: the probe is lost with the process', async (_name, text, method, id) => {
    const p = tempFile('stderr.txt', lines(...text));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.kind, e.said!.method, e.said!.id])).toEqual([['connection-closed', method, id]]);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.id, q.outcome, q.cause])).toEqual([[method, id, 'lost', 'connection-closed']]);
  });
  it('a struct\'s lines are joined only while its parentheses stay open: the line after it is read on its own', async () => {
    const p = tempFile('stderr.txt', lines(
      'Error: ExpectedInitializeRequest(Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(3),',
      '    request: CustomRequest(CustomRequest { method: "server/discover" }) })))',
      '    note: the process exits with code 1',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.source.line, e.said!.method, e.said!.id])).toEqual([[1, 'server/discover', 3]]);
    expect(events.some((e) => e.source.line === 3)).toBe(true);
  });
});

describe('a client\'s request trace with arrows out and back (MCPJam/inspector#3543)', () => {
  it.each([
    ['the discovery answered, the fallback initialize refused with the server\'s error',
      ['→ POST  server/discover          ← 200  supportedVersions:["2026-07-28"]', '→ POST  initialize (2025-11-25)  ← 400  -32022 Unsupported protocol version', '== CONNECT FAILED =='],
      [['initialize', 'failed', 'server-error', 'failed'], ['server/discover', 'completed', 'none', 'completed']]],
    ['a 200 carrying a JSON-RPC error is the probe refused',
      ['→ POST  server/discover  ← 200  -32601 Method not found', '→ POST  initialize (2025-11-25)  ← 200  protocolVersion:"2025-11-25"'],
      [['initialize', 'completed', 'none', 'completed'], ['server/discover', 'failed', 'server-error', 'failed']]],
  ] as const)('%s', async (_name, text, want) => {
    const p = tempFile('trace.txt', lines(...text));
    const r = await analyze([p], { tz: 'UTC', all: true });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState]).sort()).toEqual([...want].map((w) => [...w]).sort());
  });
});

describe('the TypeScript SDK v2\'s error wording (SdkError, no code) reads as v1\'s', () => {
  // @modelcontextprotocol/client 2.x: `SdkError: Request timed out` (it cancels on its timer, on stdio with
  // notifications/cancelled) and `SdkError: Connection closed` (shared sdk-behaviour notes 18, 19).
  it.each([
    ['Error calling tool search_docs: SdkError: Request timed out', 'Error calling tool search_docs: McpError: MCP error -32001: Request timed out'],
    ['Failed to connect to MCP server "notes": SdkError: Connection closed', 'Failed to connect to MCP server "notes": McpError: MCP error -32000: Connection closed'],
    ['Error: Failed to connect to MCP server "notes": SdkError: Request timed out', 'Error: Failed to connect to MCP server "notes": MCP error -32001: Request timed out'],
  ])('%s', async (v2, v1) => {
    const verdict = async (line: string) => {
      const r = await analyze([tempFile('err.txt', lines(line))], { tz: 'UTC' });
      return r.requests.map((q) => [q.method, q.target, q.outcome, q.cause]);
    };
    const want = await verdict(v1);
    expect(want.length).toBe(1);
    expect(await verdict(v2)).toEqual(want);
  });
});

describe("the TypeScript SDK's timer error alone on its line, bare, as a logged member or serialized", () => {
  it.each([
    // MayDay-wpf/snow-cli#75: the error alone in a code block
    ['bare', 'MCP error -32001: Request timed out'],
    // FlowiseAI/Flowise#5357: the member of the object Flowise logged, in Node's inspector quotes
    ['a logged member', "error: 'MCP error -32001: Request timed out'"],
    ['a JSON member', '"message": "MCP error -32001: Request timed out",'],
    // modelcontextprotocol/typescript-sdk#404: JSON.stringify of the McpError (code and data only)
    ['serialized', '{"code":-32001,"data":{"timeout":60000},"name":"McpError"}'],
  ])('%s is one request the SDK cancelled on its timer', async (name, line) => {
    const p = tempFile(`bare-${name.replace(/\W/g, '-')}.txt`, line + '\n');
    const report = await analyze([p]);
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['unknown', 'cancelled', 'client-timeout']]);
  });

  it.each([
    ['prose quoting it', 'We saw MCP error -32001: Request timed out, then it worked after a restart.'],
    ['the sentence with more after it', 'MCP error -32001: Request timed out, then it worked'],
    ['the error over a line of prose', 'MCP error -32001: Request timed out\nthen it worked after a restart'],
  ])('%s is not claimed', async (name, line) => {
    const p = tempFile(`prose-${name.replace(/\W/g, '-')}.txt`, line + '\n');
    await expect(analyze([p])).rejects.toThrow(/not a capture/);
  });
});

describe("the TypeScript SDK's abort of a call alone on its line (held-out round CE)", () => {
  it.each([
    // microsoft/playwright#38937: the client's error after Escape, quoted in backticks
    ['quoted', '`Error: MCP error -32001: AbortError: The operation was aborted.`'],
    // apify/apify-mcp-server#1197: Node's wording under the SDK's class
    ['with its class', 'McpError: MCP error -32001: AbortError: This operation was aborted'],
  ])('%s is one request the requester cancelled', async (name, line) => {
    const report = await analyze([tempFile(`aborted-${name.replace(/\W/g, '-')}.txt`, line + '\n')]);
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['unknown', 'cancelled', 'user-cancel', 'unknown']]);
  });

  it('prose quoting it is not claimed', async () => {
    await expect(analyze([tempFile('aborted-prose.txt', 'It said MCP error -32001: AbortError: The operation was aborted. after I hit Escape\n')])).rejects.toThrow(/not a capture/);
  });
});

describe("the TypeScript SDK's close alone, with or without its class (held-out round BU)", () => {
  it.each([
    // upstash/context7#28: JetBrains AI Assistant's dialog (the Kotlin SDK's -1), its period kept
    ['the dialog sentence', 'MCP error -1: Connection closed.'],
    // nanbingxyz/5ire#116: the early SDK's -1 under "Error:"
    ['an Error line', 'Error: MCP error -1: Connection closed'],
    // ee0pdt/Godot-MCP#24: the class printed before it
    ['the class', 'McpError: MCP error -32000: Connection closed'],
    ['a logged member', "error: 'MCP error -32000: Connection closed'"],
    // console.error('Error', message): the word and a space, no colon (modelcontextprotocol/typescript-sdk#288's print)
    ['"Error" and a space before it', 'Error MCP error -32000: Connection closed'],
  ])('%s is the initialize lost with the connection', async (name, line) => {
    const report = await analyze([tempFile(`closed-${name.replace(/\W/g, '-')}.txt`, line + '\n')]);
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it.each([
    ['prose quoting it', 'It failed with MCP error -32000: Connection closed, twice.'],
    ['the close over a line of prose', 'MCP error -32000: Connection closed\nthen it connected after a restart'],
    ['a sentence opening with "Error handling in" before it', 'Error handling in MCP error -32000: Connection closed'],
  ])('%s is not claimed', async (name, line) => {
    await expect(analyze([tempFile(`closed-prose-${name.replace(/\W/g, '-')}.txt`, line + '\n')])).rejects.toThrow(/not a capture/);
  });
});

// An app printing the error after the word "Error" and a space (console.error('Error', message), a template literal):
// "Error MCP error -32001: Request timed out" alone, in code marks, or glued to a reporter's lead-in inside a code span
// that opens with a space (modelcontextprotocol/typescript-sdk#1106, #848).
describe('the TypeScript SDK\'s timer error after "Error" and a space', () => {
  it.each([
    ['alone', 'Error MCP error -32001: Request timed out'],
    ['in code marks', '`Error MCP error -32001: Request timed out`'],
    ['glued to a lead-in, the code span opening with a space', 'But in the end, i got the following errors: ` Error MCP error -32001: Request timed out`'],
  ])('%s is the client\'s timer', async (name, line) => {
    const report = await analyze([tempFile(`error-space-${name.replace(/\W/g, '-')}.txt`, line + '\n')]);
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'unknown' });
    expect(report.requests.map((r) => [r.outcome, r.cause, r.serverState])).toEqual([['cancelled', 'client-timeout', 'unknown']]);
  });

  it.each([
    ['prose quoting it with no lead-in colon', 'It keeps saying Error MCP error -32001: Request timed out after a minute'],
    ['a word other than Error before it', 'Warning MCP error -32001: Request timed out'],
    // the lead-in is "Error" and a space only when "MCP error" follows it at once (BARE_TS_TIMEOUT_RE's lookahead): a
    // sentence that opens with "Error handling in …" and quotes the error later is prose
    ['a sentence opening with "Error handling in" before it', 'Error handling in MCP error -32001: Request timed out is missing from the docs'],
    ['the same cut at the error\'s end', 'Error handling in MCP error -32001: Request timed out'],
  ])('%s is not claimed', async (name, line) => {
    await expect(analyze([tempFile(`error-space-prose-${name.replace(/\W/g, '-')}.txt`, line + '\n')])).rejects.toThrow(/not a capture/);
  });
});

describe('SDKs outside TypeScript and Python, their words alone (held-out round BH)', () => {
  const verdicts = async (name: string, text: string) => {
    const report = await analyze([tempFile(name, text)], { tz: 'UTC' });
    return { host: readInputs(report)[0]?.host, requests: report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState]) };
  };

  it("claims a client's stamped words about its listening stream and finds no request in them (mark3labs/mcp-go#552)", async () => {
    const got = await verdicts('mcp-go.log', lines('2025/08/19 21:05:26 ERROR: failed to listen to server. retry in 1 second: failed to handle SSE response: context deadline exceeded'));
    expect(got).toEqual({ host: 'unknown', requests: [] });
  });

  it('leaves the same words unstamped, in prose, unclaimed', async () => {
    await expect(analyze([tempFile('mcp-go-prose.txt', lines('the client says failed to listen to server every ten seconds'))])).rejects.toThrow(/not a capture/);
  });

  it("claims the client's stamped skip of an SSE event that was no JSON and finds no request in it (mark3labs/mcp-go#507)", async () => {
    const got = await verdicts('mcp-go-ping.log', lines("2025/07/24 14:31:15 ERROR: failed to unmarshal message: invalid character 'p' looking for beginning of value"));
    expect(got).toEqual({ host: 'unknown', requests: [] });
    const later = await verdicts('mcp-go-ping-info.log', lines('2025/09/02 10:00:01 INFO: failed to unmarshal message (non-fatal): unexpected end of JSON input'));
    expect(later).toEqual({ host: 'unknown', requests: [] });
  });

  it('leaves the skip unstamped, or with another decoder error, unclaimed', async () => {
    await expect(analyze([tempFile('mcp-go-ping-prose.txt', lines("the client says failed to unmarshal message: invalid character 'p' on every ping"))])).rejects.toThrow(/not a capture/);
    await expect(analyze([tempFile('mcp-go-ping-other.log', lines('2025/07/24 14:31:15 ERROR: failed to unmarshal message: proto: bad wiretype'))])).rejects.toThrow(/not a capture/);
  });

  it("reads a proxy tool's error answer printed after the reporter's result arrow as the tools/call the server failed (ChronoAIProject/NyxID#1247)", async () => {
    const got = await verdicts('call.jsonc', lines('{ "method": "GET", "path": "<endpoint>" }', '// -> MCP error -32600: upstream error: upstream tool failed: timeout after 10s'));
    expect(got.requests).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
  });

  it("reads the C# client's stdio process exit as the initialize it lost (microsoft/mcp-on-windows-samples#21)", async () => {
    const got = await verdicts('dotnet.txt', lines(
      'Unhandled exception. System.IO.IOException: MCP server process exited unexpectedly (exit code: 1)',
      "Server's stderr tail:",
      '   at System.Threading.Channels.AsyncOperation`2.GetResult(Int16 token)',
    ));
    expect(got.requests).toEqual([['initialize', 'lost', 'connection-closed', 'unknown']]);
  });

  it("reads an SDK's handshake timer and an agent's quoted-method timer as abandoned initializes (modelcontextprotocol/php-sdk#332, clacky-ai/openclacky#379)", async () => {
    expect((await verdicts('php.txt', lines('Error Initialization failed: Request timed out'))).requests).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
    expect((await verdicts('ruby.txt', lines("MCP request 'initialize' to 'docs' timed out after 15s"))).requests).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
  });
});

describe('gateways and hosted registries logging in the generic shapes', () => {
  it('reads a logfmt record: its clock, the method and the error fields of a backend\'s error answer (envoyproxy/ai-gateway#1549)', async () => {
    const p = tempFile('extproc.log', lines(
      'time=2025-11-18T18:50:11.735Z level=ERROR msg="error response from backend" component=mcp-proxy method=logging/setLevel client_gateway_session_id="Zm9vYmFy+Lz0=" backend=mcp-backend-store error="Method not found"',
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const said = events.filter((e) => e.said !== undefined);
    expect(said.map((e) => [e.at, e.said!.phrase, e.said!.method, e.said!.server, e.said!.error])).toEqual([
      [Date.UTC(2025, 10, 18, 18, 50, 11, 735), 'generic/record-method-error-fields', 'logging/setLevel', 'mcp-backend-store', 'Method not found'],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['logging/setLevel', 'failed', 'server-error', 'failed']]);
  });

  it('reads logrus\'s quoted clock the same way, and a logfmt record with no level is no record', async () => {
    const p = tempFile('gw.log', lines(
      'time="2025-11-18T18:50:11Z" level=error msg="request failed" rpc.method=tools/call err=EOF',
      'time=2025-11-18T18:50:12Z msg="request failed" method=tools/call error=EOF',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events[0]!.at).toBe(Date.UTC(2025, 10, 18, 18, 50, 11));
    expect(events[0]!.said?.method).toBe('tools/call');
    // No level: not a record's clock (the line is still read for its words).
    expect(events[1]!.at).toBeNull();
  });

  it('reads a stamped line behind a CLI spinner glued before it, and a new attempt after a given-up connect (arcadeai-labs/smithery-cli#383)', async () => {
    const p = tempFile('smithery-run.log', lines(
      '⠋ Connecting to server...2025-09-17T14:25:19.790Z [Runner] Streamable HTTP error: fetch failed',
      '2025-09-17T14:25:19.790Z [Runner] Failed to send heartbeat: fetch failed',
      '✖ Failed to connect to server: MCP error -32001: Request timed out',
      '',
      '- Connecting to server...2025-09-17T19:37:35.654Z [Runner] Server returned 502 Bad Gateway',
      '2025-09-17T19:37:35.654Z Failed to send message: Error POSTing to endpoint',
      '<title>example.ai | 502: Bad gateway</title>',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events[0]!.at).toBe(Date.UTC(2025, 8, 17, 14, 25, 19, 790));
    expect(events[0]!.text).toBe('[Runner] Streamable HTTP error: fetch failed');
    const status = events.find((e) => e.said?.phrase === 'smithery/server-returned-status');
    expect(status?.at).toBe(Date.UTC(2025, 8, 17, 19, 37, 35, 654));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([
      ['initialize', 'cancelled', 'client-timeout'],
      ['initialize', 'failed', 'gateway-error'],
    ]);
  });

  it('leaves a dash that opens prose before a stamp alone when no spinner text ends in dots', async () => {
    const p = tempFile('notes.log', lines(
      '- see 2025-09-17T14:25:19.790Z [Runner] Server returned 502 Bad Gateway',
    ));
    const { events } = await readAll(p, { tz: 'UTC' }).catch(() => ({ events: [] as Array<{ at: number | null }> }));
    for (const e of events) expect(e.at).toBeNull();
  });
});

describe('an MCP error quoted or printed by a host that has no log of it here (held-out round DE)', () => {
  // Node's print of the SDK's McpError with its stack, from a host that bundles the SDK (no @modelcontextprotocol path
  // in the frames): the class line with a frame under it is a printed error; the bundle's path names the host.
  const BUNDLED_FRAMES = [
    '    at Qx1._onclose (file:///home/ana/.npm-global/lib/node_modules/@anthropic-ai/claude-code/cli.js:1290:14021)',
    '    at _transport.onclose (file:///home/ana/.npm-global/lib/node_modules/@anthropic-ai/claude-code/cli.js:1290:13380)',
    '    at Socket.emit (node:events:518:28) {',
    '  code: -32000,',
    '  data: undefined',
    '}',
  ];

  it.each([
    ['Node\'s uncaught rejection with a minified class before [McpError] (anthropics/claude-code#3634)',
      ['node:internal/process/promises:394', '    triggerUncaughtException(err, true /* fromPromise */);', '    ^', '', 'kZ [McpError]: MCP error -32000: Connection closed', ...BUNDLED_FRAMES]],
    ['the host\'s own unhandled-rejection notice glued to prose, then McpError: (anthropics/claude-code#1995)',
      ['When I came back the diff was gone. This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason:', 'McpError: MCP error -32000: Connection closed', ...BUNDLED_FRAMES]],
  ])('%s', async (_name, text) => {
    const r = await analyze([tempFile('crash.txt', lines(...text))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'claude-code' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ outcome: 'lost', cause: 'connection-closed', basis: 'host-log' });
  });

  // cline/cline#7635: VS Code's developer tools console shows an extension host error twice (the log service's
  // 'ERR [Extension Host] …', the forwarded entry '[Extension Host] …'); Cline's bundle in the frames names the writer.
  const CLINE_FRAMES = [
    '\tat Timeout.D (/Users/ana/.vscode/extensions/saoudrizwan.claude-dev-3.38.1/dist/extension.js:1420:90952)',
    '\tat listOnTimeout (node:internal/timers:588:17)',
  ];
  const EXT_ERROR = 'Failed to fetch tools for ledger: McpError: MCP error -32001: Request timed out';
  it.each([
    ['one error shown both ways is one request', [`ERR [Extension Host] ${EXT_ERROR}`, ...CLINE_FRAMES, '', `[Extension Host] ${EXT_ERROR}`, ...CLINE_FRAMES], 1],
    ['two errors, each shown both ways, are two', [`ERR [Extension Host] ${EXT_ERROR}`, ...CLINE_FRAMES, `[Extension Host] ${EXT_ERROR}`, ...CLINE_FRAMES, `ERR [Extension Host] ${EXT_ERROR}`, ...CLINE_FRAMES, `[Extension Host] ${EXT_ERROR}`, ...CLINE_FRAMES], 2],
  ])('VS Code developer tools: %s', async (_n, text, n) => {
    const r = await analyze([tempFile('console.txt', lines(...text))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'cline' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual(Array.from({ length: n }, () => ['tools/list', 'cancelled', 'client-timeout']));
  });

  it('reads Node\'s unheard \'error\' event whose inspected error is the SDK\'s McpError, cut before any frame (punkpeye/fastmcp#18)', async () => {
    const r = await analyze([tempFile('console.txt', lines(
      '    const err = new ERR_UNHANDLED_ERROR(stringifiedEr);',
      '                ^',
      '',
      'Error [ERR_UNHANDLED_ERROR]: Unhandled error. ({',
      '  error: McpError: MCP error -32001: Request timed out',
    ))], { tz: 'UTC' });
    // A program built on the TypeScript SDK crashed on that SDK's own timer: its writer, its request unnamed.
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'typescript-sdk' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['unknown', 'cancelled', 'client-timeout']]);
  });

  it('a sentence naming the same error without the crash\'s opener or the member\'s indent is not a crash', async () => {
    await expect(analyze([tempFile('prose.txt', lines(
      'Our server logs error: McpError: MCP error -32001: Request timed out after the client connects.',
      'It happens every minute.',
    ))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('prose that quotes the McpError with no frame under it is still nobody\'s log', async () => {
    await expect(analyze([tempFile('prose.txt', lines(
      'We sometimes see McpError: MCP error -32000: Connection closed when the laptop sleeps.',
      'Restarting fixes it.',
    ))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it.each([
    ["the app's content block for a result that never came, inline at the end of a sentence (0x4m4/hexstrike-ai#33)",
      'I raised every timeout and still i get: [{"type": "text", "text": "No result received from client-side tool execution.", "uuid": "0f3b2a4c-1d2e-4f50-8a9b-7c6d5e4f3a21"}]',
      { method: 'tools/call', outcome: 'cancelled', cause: 'client-timeout' }],
    ["the failed call's sentence in quotes inside a sentence (anthropics/claude-code#5221)",
      'I keep getting this error: "Error executing code: MCP error -32000: Connection closed" on the wiki connector after a few uses.',
      { method: 'tools/call', outcome: 'lost', cause: 'connection-closed' }],
  ])('%s', async (_name, line, want) => {
    const r = await analyze([tempFile('quoted.txt', lines(line))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'claude-desktop' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject(want);
  });

  it("the SDK's timer error alone on its line under a sentence-long lead-in, a link under it (nicobailon/pi-mcp-adapter#1)", async () => {
    const r = await analyze([tempFile('pr.md', lines(
      'Every time the agent made MCP calls that ran for more than a minute or so, the run stopped with this error:',
      '',
      '`MCP error -32001: Request timed out`',
      '',
      'https://example.org/runs/7d1e0c94',
    ))], { tz: 'UTC' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'unknown', outcome: 'cancelled', cause: 'client-timeout' });
  });

  it("the SDK's timer error alone, the screenshot's <img> tag GitHub inserts under it (xpzouying/xiaohongshu-mcp#248)", async () => {
    const r = await analyze([tempFile('issue.md', lines(
      'MCP error -32001: Request timed out',
      '',
      '<img width="743" height="407" alt="Image" src="https://github.com/user-attachments/assets/0b9c2d4e-1f3a-4b5c-8d7e-6f5a4b3c2d1e" />',
    ))], { tz: 'UTC' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'unknown', outcome: 'cancelled', cause: 'client-timeout' });
  });

  it('… but a tag with words after it on the line is not a screenshot alone', async () => {
    await expect(analyze([tempFile('issue2.md', lines(
      'MCP error -32001: Request timed out',
      '<img alt="Image" src="https://github.com/user-attachments/assets/1" /> after a restart it went away',
    ))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('… but a line recounting what happened after it still makes the text an account', async () => {
    await expect(analyze([tempFile('pr2.md', lines(
      'Every time the agent made MCP calls that ran for more than a minute or so, the run stopped with this error:',
      '`MCP error -32001: Request timed out`',
      'After upgrading the adapter it went away.',
    ))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it("an environment line names the client whose error is pasted under a lead-in that names the tool (xpipe-io/xpipe#870)", async () => {
    const r = await analyze([tempFile('issue.md', lines(
      '### Environment',
      '- Server version: 3.1',
      '- MCP client: Claude (Cowork / Claude Desktop)',
      '',
      '### Description',
      'Any fetch_report call that runs longer than about a minute fails with:',
      '',
      '`Error: MCP error -32001: Request timed out`',
    ))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'claude-desktop' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'tools/call', outcome: 'cancelled', cause: 'client-timeout' });
  });

  it.each([
    ['- MCP client: Cursor, VS Code', 'unknown'],
    ['- Client: my own script', 'unknown'],
    ['- Claude Desktop: 1.11187.1', 'claude-desktop'],
    ['Claude Desktop version: Latest', 'claude-desktop'],
    // a client's name as the label of the reporter's verdict on it is no environment line (anthropics/claude-ai-mcp#172)
    ['**Claude Desktop:** Same — works.', 'unknown'],
    ['- Claude Desktop: Same — works.', 'unknown'],
    ['- Cursor: connects fine and lists the tools', 'unknown'],
    ['- Cursor: yes, but only after a restart', 'unknown'],
    // the template's own words before the release, a dotted version anywhere in the value, a channel, a bare yes
    ['- Cursor: Version 1.2.3', 'cursor'],
    ['- Claude Desktop: Version 0.9.3 (Mac)', 'claude-desktop'],
    ['- Cursor: Cursor 1.2.3', 'cursor'],
    ['- Claude Desktop: macOS app, 0.9.2', 'claude-desktop'],
    ['- Claude Code: Yes, 2.0.14', 'claude-code'],
    ['- Windsurf: Next', 'windsurf'],
    ['- Windsurf: version next', 'windsurf'],
    // a template's "Which client?" list answered by a word
    ['- Cursor: yes', 'cursor'],
    ['- Cursor: Yes.', 'cursor'],
    ['- [x] Other: Claude Desktop', 'claude-desktop'],
    // a server's template asking for the agent, the model after a bar (mobile-next/mobile-mcp#89); a model alone names none
    ['- Agent: Windsurf | Claude 3.7 Sonnet', 'windsurf'],
    ['- AI agent: Cline', 'cline'],
    ['- Agent: Claude 3.7 Sonnet', 'unknown'],
    ['- Agent mode: on, Cursor and Windsurf both tried', 'unknown'],
    // a bullet naming the client and its system, no label (anthropics/claude-code#69307)
    ['- Claude Code on Windows 11 Pro', 'claude-code'],
    ['* Cursor 1.4.2 on macOS (Darwin 25.4.0)', 'cursor'],
    ['- Claude Code on macOS, but it also fails on Linux. Any idea?', 'unknown'],
    ['Claude Code on Windows keeps failing', 'unknown'],
  ])('the environment line %s names the writer %s', async (line, host) => {
    const r = await analyze([tempFile('env.md', lines(line, '', "Failed to call tool 'search_docs': MCP error -32001: Request timed out"))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host });
  });

  // Windsurf's tool panel ends an error with ` (Code -32602)` (AgentDeskAI/browser-tools-mcp#151), but the suffix is no
  // proof of Windsurf: a report whose client is unnamed shows it under the same `Output` heading
  // (grahama1970/claude-code-mcp-enhanced#5), and JSON-RPC clients word an error's code the same way. Only a line
  // naming the client makes the writer Windsurf.
  it.each([
    ['the suffix alone', [], 'unknown'],
    ['under an Output heading', ['Output'], 'unknown'],
    ['under the environment line', ['- Agent: Windsurf | Claude 3.7 Sonnet', ''], 'windsurf'],
  ])("Windsurf's code suffix %s names the writer %s", async (_n, above, host) => {
    const r = await analyze([tempFile('issue.md', lines(...(above as string[]), 'MCP error -32602: Invalid arguments for tool list_widgets: [ { "code": "invalid_type", "expected": "object", "received": "undefined", "path": [], "message": "Required" } ] (Code -32602)'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host });
    expect(r.requests.map((q) => [q.method, q.target, q.outcome, q.cause])).toEqual([['tools/call', 'list_widgets', 'failed', 'server-error']]);
  });
});

/**
 * The SDK's McpError of a pending request printed with its stack: the frames under it name the process that printed it
 * when they are a host's own bundle (HostSaid.writer), and the verdict follows what that host does with its connect.
 */
describe('a printed McpError and the process its frames name', () => {
  const uncaught = (frames: string[]) => lines(
    'node:internal/process/promises:394',
    '    triggerUncaughtException(err, true /* fromPromise */);',
    '    ^',
    '',
    'McpError: MCP error -32000: Connection closed',
    ...frames,
    '  code: -32000,',
    '  data: undefined',
    '}',
  );
  const cliFrame = (fn: string, at: string) => `    at ${fn} (file:///home/u/.npm-global/lib/node_modules/@anthropic-ai/claude-code/cli.js:${at})`;
  it.each([
    // anthropics/claude-code#1995, #3634: Claude Code's bundle under the rejection; it catches its connect's errors
    ['Claude Code\'s bundle', [cliFrame('Xy._onclose', '1347:17756'), '    at Socket.emit (node:events:517:28) {'], 'claude-code', ['unknown', 'lost', 'connection-closed']],
    // modelcontextprotocol/typescript-sdk#1049: a script's own unguarded connect: the rejection is the initialize's
    ['the SDK\'s own frames (a script)', ['    at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:263:32)', '    at Socket.emit (node:events:517:28) {'], undefined, ['initialize', 'lost', 'connection-closed']],
    ['no frame that names a bundle', ['    at Socket.emit (node:events:517:28) {'], undefined, ['initialize', 'lost', 'connection-closed']],
  ])('%s', async (_n, frames, writer, verdict) => {
    const p = tempFile('crash.txt', uncaught(frames as string[]));
    const { events } = await readAll(p, { tz: 'UTC' });
    const said = events.map((e) => e.said).find((s) => s?.pending === true);
    expect(said?.writer).toBe(writer);
    // the held error goes out in its place: the events stay in line order
    const at = events.map((e) => e.source.line);
    expect(at.slice(0, -1)).toEqual([...at.slice(0, -1)].sort((a, b) => a - b));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([verdict]);
  });
});

describe('a host\'s or a server\'s own words quoted inside a report\'s sentences (held-out round DT)', () => {
  // microsoft/vscode#335229: Copilot Chat's result text for a task-augmented call whose task VS Code polled to `failed`,
  // quoted in a numbered step under VS Code's issue template.
  it('Copilot Chat\'s tool error for a task polled to failed is VS Code\'s account of a failed tools/call, the server\'s verdict', async () => {
    const p = tempFile('vscode-issue.md', lines(
      '- VS Code Version: 1.136.2',
      '- OS Version: Windows 11',
      '',
      '1. In agent mode, invoke the tool. The server answers with a `CreateTaskResult`, `status: "working"`.',
      '2. The client polls `tasks/get` until the task reaches the terminal status `failed`.',
      '3. Observed: the tool call fails with `ERROR while calling tool: Task <taskId> failed: Link step failed`. The payload is lost.',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', host: 'vscode' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'failed', 'server-error', 'failed']]);
  });

  // x51xxx/codex-mcp-tool#1: VS Code's channel line about the logging/setLevel it sends after initialize, copied with its
  // level and no stamp between backquotes, amid a request for the handler. Table: the quote's shapes a report gives it.
  it.each([
    ['`[error] Failed to set MCP server log level: Error: MPC -32601: Method not found`', 'failed', 'server-error', 'failed'],
    ['> [error] Failed to set MCP server log level: Error: MPC -32601: Method not found', 'failed', 'server-error', 'failed'],
    ['- `Failed to set MCP server log level: Canceled: Canceled`', 'cancelled', 'client-cancel', 'unknown'],
  ])('VS Code\'s quoted setLevel line in prose is VS Code\'s account of the request: %s', async (quote, outcome, cause, state) => {
    const p = tempFile('issue.md', lines(
      'Trying the server from VS Code, it logs this when the server starts:',
      '',
      quote,
      '',
      'Could you add a handler for it?',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'vscode' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['logging/setLevel', outcome, cause, state]]);
  });

  it('the same words without the host\'s sentence are not a capture: prose about a log level is no VS Code line', async () => {
    const p = tempFile('issue.md', lines('I failed to set the log level of my server.', '', '`[error] something else went wrong`'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  // microsoft/vscode#323990: Copilot Chat's log line for the first call of a remote MCP server's tool, which threw inside
  // VS Code (fixed there), pasted unstamped with two stack frames under it.
  it('Copilot Chat\'s log line for an MCP tool whose invocation threw is VS Code\'s account of a failed tools/call', async () => {
    const p = tempFile('copilot-chat.log', lines(
      'Error from tool mcp_acme_tracker_list_tickets with args {"project":"demo"}: Cannot read properties of undefined (reading \'invoke\'): TypeError: Cannot read properties of undefined (reading \'invoke\')',
      '    at oN.invokeTool (vscode-file://vscode-app/usr/share/code/resources/app/out/vs/sessions/sessions.desktop.main.js:2768:12475)',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'vscode' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.serverState])).toEqual([['tools/call', 'failed', 'unknown']]);
  });

  it('the same line for a built-in tool is no MCP capture', async () => {
    const p = tempFile('builtin.log', lines('Error from tool read_file with args {"filePath":"/x"}: ENOENT: no such file or directory'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('the same words about a transport error are not the server\'s verdict', async () => {
    const p = tempFile('vscode-closed.md', lines(
      '- VS Code Version: 1.136.2',
      '',
      'The call ends with `ERROR while calling tool: MCP error -32000: Connection closed`.',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.cause])).toEqual([['tools/call', 'connection-closed']]);
  });

  // gents-ai/gents#639: rmcp's warning for a resume of a dead session's stream, quoted with its tracing target in a
  // bullet of the report. The text is rmcp's; it names no request, so none is reported.
  it('rmcp\'s resume-failed warning quoted in a bullet makes an rmcp text with no request in it', async () => {
    const p = tempFile('rmcp-issue.md', lines(
      '## Production evidence',
      '',
      '- metrics-mcp: **1,204** `rmcp::transport::streamable_http_server::tower: Resume failed (Session error: Channel closed: Some(12)), returning empty stream` warns in ~2h.',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'rust-sdk' });
    expect(report.requests).toEqual([]);
  });

  it('the same words without rmcp\'s target are nobody\'s log', async () => {
    const p = tempFile('no-target.md', lines('We see Resume failed (channel closed), returning empty stream in our own server.'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});

describe("curl's status line under a probe the reporter ran", () => {
  const hostError = 'Error loading server docs: McpError(ErrorData { code: ErrorCode(-32002), message: "connection closed: initialize response", data: None })';
  const pasted = (cmd: string) => lines('**Q CLI Log Error:**', '```', hostError, '```', '', '**HTTP Response:**', '```bash', cmd, 'HTTP/2 404 ', 'date: Wed, 29 Oct 2025 07:20:59 GMT', 'x-cache: Error from cloudfront', '```');

  it('does not end the host\'s request with the 404 its HEAD probe got (punkpeye/mcp-remote#177)', async () => {
    const p = tempFile('issue.md', pasted('$ curl -I https://knowledge.example.net'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said?.kind === 'http-status')).toEqual([]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it('still reads the status of a command that POSTed a message, its body on a continued line', async () => {
    const p = tempFile('issue.md', pasted("$ curl -i https://knowledge.example.net/mcp \\\n  -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}'"));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said?.kind === 'http-status').map((e) => e.said!.status)).toEqual([404]);
  });
});

describe("a curl probe's status, and what comes after its output", () => {
  it("reads a later refusal once another statement ended the probe's output", async () => {
    const p = tempFile('issue.md', lines(
      '```', '$ curl -I https://knowledge.example.net', 'HTTP/2 404 ', '```', '',
      '```', 'Error loading server docs: McpError(ErrorData { code: ErrorCode(-32002), message: "connection closed: initialize response", data: None })',
      'HTTP/2 502 ', 'content-type: text/html', 'server: cloudflare', '```',
    ));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said?.kind === 'http-status').map((e) => e.said!.status)).toEqual([502]);
  });
});

describe("Amazon Q CLI's trace records, colour codes in caret notation", () => {
  const record = (t: string) => `^[[2m2025-07-28T${t}Z^[[0m ^[[31mERROR^[[0m ^[[2mchat_cli::mcp_client::client^[[0m^[[2m:^[[0m ^[[2m305:^[[0m Error encountered while reading from stderr for fleet_tools: RecvError(Closed)`;

  it('reads the stderr forwarder ending as a close that names no request (awslabs/mcp#965)', async () => {
    const p = tempFile('issue.txt', lines('Error from amazon q cli is ', '', record('13:41:37.850873'), 'Ending stderr listening task.', record('13:46:11.767836'), 'Ending stderr listening task.'));
    const { events } = await readAll(p, { tz: 'UTC' });
    expect(events.filter((e) => e.said !== undefined).map((e) => [e.said!.phrase, e.said!.server])).toEqual([
      ['amazon-q/stderr-listener-closed', 'fleet_tools'], ['amazon-q/stderr-listener-closed', 'fleet_tools'],
    ]);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });

  it("adds no request to the load failure the chat printed for the same close", async () => {
    const p = tempFile('issue.txt', lines('✗ fleet_tools has failed to load after 0.19 s', ' - Mcp error: -32002: connection closed: initialize response', '', record('13:41:37.850873'), 'Ending stderr listening task.'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });
});

describe("Cursor's V2 client-error line about a message it no longer tracks, with the notification beside it", () => {
  const note = '{"method":"notifications/progress","params":{"progress":10,"message":"step","progressToken":"a1b2"}}';
  it.each([
    // lennix1337/Genexus18MCP#44: the heading alone, the SDK's sentence on the next line
    ['broken after its colon', ['Client error:', 'Received a progress notification for an unknown token', '', note]],
    ['on one line', ['Client error: Received a progress notification for an unknown token:', note]],
    // the same paste double-spaced: a blank line between the heading and its sentence parts nothing
    ['broken after its colon, double-spaced', ['```text', '', 'Client error:', '', 'Received a progress notification for an unknown token', '', '```', '', note]],
  ])('names Cursor as the writer: %s', async (_n, text) => {
    const report = await analyze([tempFile('cursor-client-error.txt', lines(...(text as string[])))], { tz: 'UTC' });
    expect(report.inputs.map((i) => ('host' in i ? i.host : null))).toEqual(['cursor']);
    expect(report.requests).toEqual([]);
  });
  it('not from another sentence under the same heading', async () => {
    const report = await analyze([tempFile('other-client-error.txt', lines('Client error:', 'Send message error while reading', '', note))], { tz: 'UTC' });
    expect(report.inputs.map((i) => ('host' in i ? i.host : null))).not.toEqual(['cursor']);
  });
});

describe('a client log that prints each request as built and as written (logiscape/mcp-sdk-php#18)', () => {
  const built = [
    '[2025-04-29 02:11:14] local.DEBUG: Sending message to server: {',
    '    "method": "initialize",',
    '    "params": {',
    '        "protocolVersion": "2025-03-26",',
    '        "capabilities": {}',
    '    },',
    '    "jsonrpc": "2.0",',
    '    "id": 0',
    '}  ',
  ];
  const written = '[2025-04-29 02:11:14] local.DEBUG: Sent JsonRpcMessage: {"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{}},"id":"0"}';

  it('reads the two renderings of one initialize as one request, lost when the SDK says the process ended', async () => {
    const p = tempFile('laravel.log', lines(
      ...built,
      written,
      '[2025-04-29 02:11:14] local.INFO: Waiting for response to request ID: 0  ',
      '[2025-04-29 02:11:17] local.WARNING: Server process has terminated unexpectedly.  ',
      '[2025-04-29 02:11:17] local.ERROR: Connection failed: Server process terminated.  ',
    ));
    const report = await analyze([p], { tz: 'UTC', all: true });
    // The written form is kept: its id is the one an answer would carry.
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', '0', 'lost', 'connection-closed']]);
  });

  it('keeps two requests apart when anything was read between them, or their params differ', async () => {
    const between = tempFile('between.log', lines(...built, '[2025-04-29 02:11:14] local.INFO: Waiting for response to request ID: 0  ', written));
    expect((await analyze([between], { tz: 'UTC', all: true })).requests.filter((r) => r.method === 'initialize')).toHaveLength(2);
    const other = tempFile('other.log', lines(...built, written.replace('"capabilities":{}', '"capabilities":{"roots":{}}')));
    expect((await analyze([other], { tz: 'UTC', all: true })).requests.filter((r) => r.method === 'initialize')).toHaveLength(2);
  });

  it('keeps them apart a second or more apart', async () => {
    const later = tempFile('later.log', lines(...built, written.replace('02:11:14', '02:11:16')));
    expect((await analyze([later], { tz: 'UTC', all: true })).requests.filter((r) => r.method === 'initialize')).toHaveLength(2);
  });
});

describe("asyncio.wait_for's deadline around ADK's session start, the paste cut in its frame (google/adk-docs#1226)", () => {
  const adk = 'C:\\envs\\agent\\Lib\\site-packages\\google\\adk\\tools\\mcp_tool';
  const top = [
    '  File "C:\\Python313\\Lib\\asyncio\\tasks.py", line 507, in wait_for',
    '    return await fut',
    `  File "${adk}\\session_context.py", line 106, in start`,
    '    await self._ready_event.wait()',
    '  File "C:\\Python313\\Lib\\asyncio\\locks.py", line 213, in wait',
    '    await fut',
  ];
  const chain = (cancelled: string, link: string, call: string) => lines(
    ...top, cancelled, ' ', link, ' ', 'Traceback (most recent call last):',
    `  File "${adk}\\mcp_session_manager.py", line 400, in create_session`, call);

  it('a bare CancelledError made the direct cause of what the wait_for call raised: the handshake ran out of time', async () => {
    const p = tempFile('error.txt', chain('asyncio.exceptions.CancelledError', 'The above exception was the direct cause of the following exception:', '    session = await asyncio.wait_for('));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase)).toEqual(['adk/create-session-timed-out']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
  });

  it.each([
    ['an app raising its own error from the cancel (its raise line, not the wait_for call)', 'asyncio.exceptions.CancelledError', 'The above exception was the direct cause of the following exception:', '    raise ConnectionError(f"Failed to create MCP session: {e}") from e'],
    ['another exception raised while handling the cancel', 'asyncio.exceptions.CancelledError', 'During handling of the above exception, another exception occurred:', '    session = await asyncio.wait_for('],
    ['a cancel an anyio scope dealt (the transport failing, not a deadline)', 'asyncio.exceptions.CancelledError: Cancelled by cancel scope 1f2e3d4c5b6', 'The above exception was the direct cause of the following exception:', '    session = await asyncio.wait_for('],
  ])('%s: no deadline is read', async (_n, cancelled, link, call) => {
    const p = tempFile('error.txt', chain(cancelled, link, call));
    const said = await readAll(p, { tz: 'UTC' }).then(({ events }) => events.filter((e) => e.said?.phrase === 'adk/create-session-timed-out'), () => []);
    expect(said).toEqual([]);
  });
});

describe("a stdio server's own shut-down record, then asyncio's report of its stdio_client (google/mcp-security#95)", () => {
  const box = [
    'ERROR:asyncio:an error occurred during closing of asynchronous generator <async_generator object stdio_client at 0x10a2b3c40>',
    'asyncgen: <async_generator object stdio_client at 0x10a2b3c40>',
    '  + Exception Group Traceback (most recent call last):',
    '  |   File "/srv/agent/.venv/lib/python3.13/site-packages/anyio/_backends/_asyncio.py", line 772, in __aexit__',
    '  |     raise BaseExceptionGroup(',
    '  | BaseExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)',
    '  +-+---------------- 1 ----------------',
    '    | Traceback (most recent call last):',
    '    |   File "/srv/agent/.venv/lib/python3.13/site-packages/mcp/client/stdio/__init__.py", line 185, in stdio_client',
    '    |     yield read_stream, write_stream',
    '    | GeneratorExit',
    '    +------------------------------------',
    '',
    'During handling of the above exception, another exception occurred:',
  ];
  const started = '2025-06-05 11:35:03,663 - INFO - __main__ - main - Starting Tickets MCP server';
  const down = '2025-06-05 11:35:03,663 - ERROR - __main__ - main - Error: Failed to load the Tickets credentials. Shutting down...';

  it('the process under the handshake exited: the initialize is lost with it', async () => {
    const p = tempFile('console.txt', lines(started, down, ...box));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.said !== undefined).map((e) => e.said!.phrase)).toEqual(['python-sdk/transport-group-failed']);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'lost', 'connection-closed', 'unknown']]);
  });

  it('the same report with no shut-down record (a teardown after a run that worked) reads no failure', async () => {
    const p = tempFile('console.txt', lines(started, ...box));
    const events = await readAll(p, { tz: 'UTC' }).then((r) => r.events, () => []);
    expect(events.filter((e) => e.said?.phrase === 'python-sdk/transport-group-failed')).toEqual([]);
  });
});

describe('a desktop app\'s listing that could not spawn the stdio server (lobehub/lobehub#17529)', () => {
  it('reads the wrapped console error and lists no request: no process ran', async () => {
    const p = tempFile('console.txt', lines(
      'POST app://renderer/trpc/lambda/connector.syncTools?batch=1',
      '500 Internal Server Error',
      '',
      'TRPCClientError:',
      'Failed to fetch tools from MCP server:',
      'Failed to start MCP service process',
    ));
    const { input } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests).toEqual([]);
  });
});

describe('a stamped record whose error chain is wrapped under its words (openclaw/openclaw#144911)', () => {
  // OpenClaw's gateway console: the record ends at its colon, the chain its formatter joins with ' | ' on lines
  // indented to where the record's words start (past the clock and its blank).
  const HEAD = '07:42:19.388 [bundle-mcp] failed to start server "chartkit" (uvx chartkit-mcp):';
  const UNDER = '             ';
  const CHAIN = ['MCP server "chartkit" timed out: did not complete initialize within 30s', '| MCP server connection timed out after 30000ms'];
  it.each<[string, string[], Array<[string, string, string]>, number]>([
    ['the chain under the words (as pasted)', [HEAD, ...CHAIN.map((c) => UNDER + c)], [['initialize', 'abandoned', 'client-timeout']], 2],
    ['the record on one line', [`${HEAD} ${CHAIN.join(' ')}`], [['initialize', 'abandoned', 'client-timeout']], 0],
    // A double-spaced copy: one blank line between the record's lines parts nothing.
    ['double-spaced', [HEAD, '', UNDER + CHAIN[0], '', UNDER + CHAIN[1]], [['initialize', 'abandoned', 'client-timeout']], 2],
    // An ISO stamp's column is its own: the chain under it joins the same way.
    ['under an ISO stamp', [`2026-09-14T07:42:19.388Z ${HEAD.slice(13)}`, ...CHAIN.map((c) => `${' '.repeat(25)}${c}`)], [['initialize', 'abandoned', 'client-timeout']], 2],
  ])('%s', async (_n, text, want, parts) => {
    const p = tempFile('console.txt', lines(...text));
    const { input, summary } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(summary.lineAccounting.part).toBe(parts);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual(want);
  });

  it('reads each record of a journal excerpt whole: two connect deadlines, the crash record between them wrapped the same way', async () => {
    const p = tempFile('journal.txt', lines(
      HEAD, UNDER + CHAIN[0], `${UNDER}${CHAIN[1]} | The operation was aborted due to timeout | 23`,
      '07:42:19.391 [openclaw] Unhandled promise rejection: Error: service child cleanup identity lost:',
      `${UNDER}anchor channel closed without a matching closing receipt`,
      '07:42:19.399     systemd: Main process exited, code=exited, status=1/FAILURE',
      `07:43:02.114 ${HEAD.slice(13)}`, UNDER + CHAIN[0], UNDER + CHAIN[1],
    ));
    const { summary } = await readAll(p, { tz: 'UTC' });
    expect(summary.lineAccounting.part).toBe(5);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout'], ['initialize', 'abandoned', 'client-timeout']]);
  });

  it('joins only lines at the words\' column: a frame, a line under the clock, or a deeper line is not the chain', async () => {
    const p = tempFile('console.txt', lines(
      HEAD,
      '    at connectWithDeadline (file:///opt/openclaw/dist/bundle.mjs:12:5)',
      HEAD,
      `${CHAIN[0]}`,
      HEAD,
      `                 ${CHAIN[0]}`,
    ));
    const { summary, events } = await readAll(p, { tz: 'UTC', inputFormat: 'jsonrpc-in-text' });
    // Every line is read on its own: no record took the line under it.
    expect(summary.lineAccounting.part).toBe(0);
    expect(events.some((e) => e.kind === 'host-log' && e.text?.includes('(uvx chartkit-mcp): MCP server') === true)).toBe(false);
  });
});
