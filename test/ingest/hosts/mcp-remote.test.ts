/**
 * The mcp-remote phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { mcpRemotePhrases } from '../../../src/ingest/hosts/mcp-remote.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { TRANSPORT_RE } from '../../../src/protocol/reasons.js';
import { mcpRemote } from '../../../src/ingest/formats/mcp-remote.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  ["a forwarded request", "[Local→Remote] tools/call", {"kind": "request-sent", "method": "tools/call"}],
  ["a forwarded notification is not a request", "[Local→Remote] notifications/initialized", null],
  ["an answer", "[Remote→Local] 2", {"kind": "completed", "id": 2}],
  ["the debug copy of a request", "Local → Remote message { method: 'tools/list', id: 2, params: undefined }", {"kind": "request-sent", "method": "tools/list", "id": 2}],
  ["the remote side went away", "Remote transport closed, closing local transport", {"kind": "connection-closed", "scope": "connection"}],
  ["a new connection", "[12345] Connecting to remote server: https://example.test/sse", {"kind": "connecting"}],
  // sjzar/chatlog#116: the first POST was answered with an HTML page; the stack that follows is not the error.
  ["the connect failed", "Connection error: StreamableHTTPError: Streamable HTTP error: Unexpected content type: text/html; charset=utf-8\n    at StreamableHTTPClientTransport.send (file:///x/chunk.js:1:1)", {"kind": "failed", "phrase": "mcp-remote/connection-error", "method": "initialize", "error": "StreamableHTTPError: Streamable HTTP error: Unexpected content type: text/html; charset=utf-8"}],
  // anthropics/claude-ai-mcp#116: the host shut the bridge down while the initialize was in flight.
  ["the bridge shuts down", "Shutting down...", {"kind": "connection-closed", "phrase": "mcp-remote/shutting-down", "scope": "connection"}],
  ["a host's own shutdown words are not the bridge's", "Shutting down server...", null],
  // punkpeye/mcp-remote#106: a forwarded call refused with the SDK's POST error; the body is the HTTP answer's, the stack is not the error.
  ["a forwarded message refused by status", 'Error from remote server: Error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}\n    at StreamableHTTPClientTransport.send (file:///x/chunk.js:1:1)',
    {"kind": "http-status", "phrase": "typescript-sdk/post-http-status", "status": 404, "error": 'Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}'}],
  // penpot/penpot#8809: the transport probe refused before the fallback is part of connecting, not a failure.
  ["its transport probe refused", "Received error (status 404): Streamable HTTP error: Error POSTing to endpoint: <!DOCTYPE html>", {"kind": "connecting", "phrase": "mcp-remote/transport-probe-refused", "probe": true, "status": 404, "error": "Streamable HTTP error: Error POSTing to endpoint: <!DOCTYPE html>"}],
  // shadcnblocks/kibo#163: an older release prints the SDK's error alone, the status inside it; the same probe.
  ["its transport probe refused, older wording", "Received error: Error POSTing to endpoint (HTTP 404): Not found", {"kind": "connecting", "phrase": "mcp-remote/transport-probe-refused", "probe": true, "error": "Error POSTing to endpoint (HTTP 404): Not found"}],
  // yjacquin/fast-mcp#160: the probe refused 405 with a JSON-RPC body.
  ["its transport probe refused 405", 'Received error: Error POSTing to endpoint (HTTP 405): {"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not allowed"},"id":null}', {"kind": "connecting", "phrase": "mcp-remote/transport-probe-refused", "probe": true}],
  ["another received error is no probe", "Received error: something else", null],
  // smithery-ai/mcp-servers#28: the connect's initialize ended by the SDK's 60 s timer, said only by main()'s fatal line.
  ["its fatal connect timeout", "Fatal error: _McpError: MCP error -32001: Request timed out", {"kind": "timer-fired", "phrase": "mcp-remote/fatal-initialize-timeout", "timer": "sdk", "method": "initialize", "scope": "connection"}],
  ["its fatal connect timeout, unprefixed error", "Fatal error: McpError: MCP error -32001: Request timed out", {"kind": "timer-fired", "phrase": "mcp-remote/fatal-initialize-timeout", "method": "initialize"}],
  ["its fatal repeat is words", "Fatal error: StreamableHTTPError: Streamable HTTP error: Unexpected content type: text/html; charset=utf-8", null],
  // AdirAmsalem/mcp-it#6: connected on the legacy SSE transport: the session is the stream's, before any message.
  ["connected over SSE", "Connected to remote server using SSEClientTransport", {"kind": "connecting", "phrase": "mcp-remote/connected-sse", "sseSession": true}],
  ["connected over Streamable HTTP says nothing of a session yet", "Connected to remote server using StreamableHTTPClientTransport", null],
];

describe('mcp-remote phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(mcpRemotePhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row names its host and cites a thread', () => {
    for (const row of mcpRemotePhrases) {
      if (!row.id.startsWith('mcp-remote/')) continue;
      expect(row.seen.length, row.id).toBeGreaterThan(0);
      expect(row.re.source.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(mcpRemotePhrases.map((r) => r.id)).size).toBe(mcpRemotePhrases.length);
  });
});

describe('mcp-remote output pasted as its error lines alone', () => {
  it.each([
    // punkpeye/mcp-remote#159: the listening stream refused with 409 after the desktop app restarted (debug file)
    ['the debug file\'s two error records', [
      '[2025-09-05T11:39:34.979Z][7310] Error from remote server: {"code":409}',
      '[2025-09-05T11:39:34.980Z][7310] Error from remote server {"stack":"Error: Streamable HTTP error: Failed to open SSE stream: Conflict\\n    at StreamableHTTPClientTransport._startOrAuthSse (file:///x/chunk.js:1:1)"}',
    ], 0.9],
    // punkpeye/mcp-remote#106: stderr's pid prefix and the SDK's refusal it forwarded
    ['stderr\'s error line', ['[4242] Error from remote server: Error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}'], 0.9],
    // coddingtonbear/obsidian-local-rest-api#322: the reporter cut the pid prefix; the words are still its own,
    // but weaker evidence than its grammar, so a reader that knows the file better keeps it
    ['the words without the prefix', ['Error from remote server: {"code":409}'], 0.45],
    ['its error lines without the prefix, with a stack frame, a printed cause and blank lines', [
      'Error from remote server: Error: SSE stream disconnected: TypeError: terminated',
      '    at processStream (mcp-remote/dist/chunk.js:1:1)',
      '',
      'Error from remote server: [TypeError: fetch failed] {',
      '  [cause]: Error: connect ECONNREFUSED 127.0.0.1:27123',
      '}',
    ], 0.45],
    // other words without the prefix are not its output
    ['other words without the prefix', ['Connecting to remote server: https://example.test/mcp'], 0],
  ])('%s', (_n, head, want) => {
    expect(mcpRemote.sniff(head as string[])).toBe(want);
  });

  it('its prefixless error lines become records: the listening stream cut and refused is no request (coddingtonbear/obsidian-local-rest-api#322)', async () => {
    const p = tempFile('mcp-remote-stderr.txt', [
      'Error from remote server: Error: SSE stream disconnected: TypeError: terminated',
      '    at processStream (mcp-remote/dist/chunk.js:1:1)',
      '',
      'Error from remote server: [TypeError: fetch failed] {',
      '  [cause]: Error: connect ECONNREFUSED 127.0.0.1:27123',
      '}',
      '',
      'Error from remote server: Error: Maximum reconnection attempts (2) exceeded.',
      '',
    ].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect((report.inputs[0] as { format?: string }).format).toBe('mcp-remote');
    expect(report.requests).toEqual([]);
    expect(report.findings.filter((f) => f.rule === 'stdout-not-json')).toEqual([]);
  });

  it('a 409 on the listening stream is no failed request (punkpeye/mcp-remote#159)', async () => {
    const p = tempFile('mcp-remote.log', [
      '[2025-09-05T11:39:34.979Z][7310] Error from remote server: {"code":409}',
      '[2025-09-05T11:39:34.980Z][7310] Error from remote server {"stack":"Error: Streamable HTTP error: Failed to open SSE stream: Conflict\\n    at StreamableHTTPClientTransport._startOrAuthSse (file:///x/chunk.js:1:1)"}',
      '',
    ].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect((report.inputs[0] as { format?: string }).format).toBe('mcp-remote');
    expect(report.requests).toEqual([]);
  });
});

describe('a session refusal of the first message forwarded', () => {
  // On HTTP with SSE the session is the stream's, named before any message: the first message refused for an
  // unknown session is the initialize (AdirAmsalem/mcp-it#6). On Streamable HTTP a session refusal is a later
  // request's: the session came with the initialize's answer (punkpeye/mcp-remote#106).
  it.each([
    ['after an SSE connect, it is the initialize', 'SSEClientTransport', 'initialize'],
    ['after a Streamable HTTP connect, it is a request the paste does not name', 'StreamableHTTPClientTransport', 'unknown'],
  ])('%s', async (_n, transport, method) => {
    const p = tempFile('stderr.txt', [
      '[48213] Connecting to remote server: http://localhost:4310/api/sse',
      '[48213] Using transport strategy: http-first',
      '[48213] Received error: Error POSTing to endpoint (HTTP 404): {"message":"Route POST:/api/sse not found","error":"Not Found","statusCode":404}',
      `[48213] Connected to remote server using ${transport}`,
      '[48213] Error from remote server: Error: Error POSTing to endpoint (HTTP 404): {"error":"Session not found"}',
      '',
    ].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([[method, 'failed', 'session-expired']]);
  });
});

describe("the http-first probe refused (a one-off client's initialize)", () => {
  // The probe is the connect's only handshake the words show when the fallback connects and nothing else is told
  // (yjacquin/fast-mcp#160, punkpeye/mcp-remote#196); the fallback's own failure (penpot/penpot#8809,
  // shadcnblocks/kibo#163) or a forwarded initialize refused (AdirAmsalem/mcp-it#6) tells the handshake's fate instead.
  const head = [
    '[52917] [52917] Connecting to remote server: https://x.example/v1/sse',
    '[52917] Using transport strategy: http-first',
    '[52917] Received error: Error POSTing to endpoint (HTTP 404): Missing sessionId parameter',
    '[52917] Recursively reconnecting for reason: falling-back-to-alternate-transport',
    '[52917] [52917] Connecting to remote server: https://x.example/v1/sse',
    '[52917] Using transport strategy: sse-only',
  ];
  it.each([
    ['the fallback connected: the probe is the failed initialize', ['[52917] Connected to remote server using SSEClientTransport', '[52917] Local STDIO server running'],
      [['initialize', 'failed', 'server-error', 'failed']]],
    ['the fallback failed: its failure is the handshake\'s', ['[52917] Connection error: SseError: SSE error: Non-200 status code (500)'],
      [['initialize', 'failed', 'server-error', 'unknown']]],
    ['a forwarded initialize refused: that is the handshake', ['[52917] Connected to remote server using SSEClientTransport', '[52917] Error from remote server: Error: Error POSTing to endpoint (HTTP 404): {"error":"Session not found"}'],
      [['initialize', 'failed', 'session-expired', 'unknown']]],
    ['the forwarded initialize answered (debug lines): the probe stays part of connecting', ['[52917] Connected to remote server using SSEClientTransport', '[52917] [Local→Remote] initialize', '[52917] [Remote→Local] 0'],
      []],
  ])('%s', async (_n, tail, want) => {
    const p = tempFile('probe.txt', [...head, ...tail, ''].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual(want);
  });
});

describe("a wrapper error's Node cause (util.inspect's `[cause]:` line under the stack)", () => {
  const stack = [
    '    at node:internal/deps/undici/undici:15363:13',
    '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
    '    at async StreamableHTTPClientTransport.send (file:///C:/Users/dev01/x/mcp-remote/dist/chunk.js:13014:24) {',
  ];
  it.each([
    // getsentry/sentry-mcp#271: undici's connect timeout under "fetch failed": the connection never came up.
    ['a connect timeout under fetch failed', ['Connection error: TypeError: fetch failed', ...stack, '  [cause]: ConnectTimeoutError: Connect Timeout Error (attempted addresses: 203.0.113.10:443, timeout: 10000ms)', '      at onConnectTimeout (node:internal/deps/undici/undici:1549:23) {', "    code: 'UND_ERR_CONNECT_TIMEOUT'", '  }', '}'],
      'TypeError: fetch failed (cause: ConnectTimeoutError: Connect Timeout Error (attempted addresses: 203.0.113.10:443, timeout: 10000ms))', true],
    // The same wrapper with no cause printed: the words stay as written.
    ['fetch failed without a cause', ['Connection error: TypeError: fetch failed', ...stack, '}'], 'TypeError: fetch failed', false],
    // A cause under an error that says what broke itself is not read again (sjzar/chatlog#116's content-type refusal).
    ['a specific error keeps its words', ['Connection error: StreamableHTTPError: Streamable HTTP error: Unexpected content type: text/html; charset=utf-8', '  [cause]: Error: something else'], 'StreamableHTTPError: Streamable HTTP error: Unexpected content type: text/html; charset=utf-8', false],
  ])('%s', (_name, lines, error, transport) => {
    const said = readSaid(mcpRemotePhrases, (lines as string[]).join('\n'));
    expect(said?.error).toBe(error);
    expect(TRANSPORT_RE.test(said?.error ?? '')).toBe(transport);
  });
});

describe("a parent program's own lines between mcp-remote's (a proxy running it as a child)", () => {
  // d-kimuson/modular-mcp#16: the proxy's level-tagged lines around its child's pid-tagged stderr; the proxy's SDK
  // client closed by the child's exit, its stdio transport named by the client/stdio.js frame under the error
  const child = [
    '[31337] Using transport strategy: http-only',
    '[31337] Error: Non-HTTPS URLs are only allowed for localhost or when --allow-http flag is provided',
  ];
  const frames = [
    '    at Client._onclose (file:///w/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:252:32)',
    '    at ChildProcess.<anonymous> (file:///w/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:88:77)',
  ];
  it('is not mcp-remote\'s capture: host unknown, the lost initialize on stdio', async () => {
    const p = tempFile('terminal.txt', ['[info] config loaded.', ...child, '[error] McpError: MCP error -32000: Connection closed', ...frames, ''].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs).toHaveLength(1);
    expect(report.inputs[0]).toMatchObject({ format: 'mcp-remote', host: 'unknown' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.transport])).toEqual([['initialize', 'lost', 'connection-closed', 'stdio']]);
  });
  it("mcp-remote's lines alone stay its own", async () => {
    const p = tempFile('terminal.txt', [...child, ''].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs).toHaveLength(1);
    expect(report.inputs[0]).toMatchObject({ format: 'mcp-remote', host: 'mcp-remote' });
  });
});
