/**
 * An Elixir MCP server's Logger output (formats/elixir-logger.ts) and a Hermes server's own words (hosts/hermes.ts):
 * detection, the crash report read whole, and the verdicts. Lines keep the grammar of the public pastes cited beside
 * them (Logger's time-only stamps and levels, the crash report's exception and frames, the inspected maps); modules,
 * tools, prompts and session ids are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { detectFormat } from '../../../src/ingest/detect.js';
import { READERS } from '../../../src/ingest/formats/index.js';
import { anubisSpeaker, hermesPhrases } from '../../../src/ingest/hosts/hermes.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { tempFile } from '../helpers.js';

const FRAMES = [
  '    (hermes_mcp 0.13.0) lib/hermes/server/base.ex:503: Hermes.Server.Base.server_request/2',
  '    (hermes_mcp 0.13.0) lib/hermes/server/base.ex:115: Hermes.Server.Base.handle_call/3',
  '    (stdlib 6.2.2) gen_server.erl:2381: :gen_server.try_handle_call/4',
];

// cloudwalk/hermes-mcp#215: the crash report alone (a prompts/get without arguments).
const PROMPT_CRASH = [
  '10:12:03.417 [error] GenServer {Hermes.Server.Registry, {:server, Atlas.MCP.Server}} terminating',
  '** (FunctionClauseError) no function clause matching in Hermes.Server.Handlers.Prompts.handle_get/3',
  '    (hermes_mcp 0.13.0) lib/hermes/server/handlers/prompts.ex:27: Hermes.Server.Handlers.Prompts.handle_get(%{"id" => 7, "jsonrpc" => "2.0", "method" => "prompts/get", "params" => %{"name" => "weekly_digest"}}, #Frame<[session_id: "session_Q1", request: "prompts/get", assigns: %{}, initialized: true, tools: 0, resources: 2, prompts: 0]>, Atlas.MCP.Server)',
  ...FRAMES,
];

// cloudwalk/hermes-mcp#209: the telemetry at debug level, then the same crash report (a tools/call without arguments).
const TOOL_CRASH = [
  '08:41:55.102 [debug] MCP transport details: %{message: %{"id" => 21, "jsonrpc" => "2.0", "method" => "tools/call", "params" => %{"name" => "sync_ledger"}}, session_id: "session_Z9"}',
  '08:41:55.102 [debug] MCP server event: handling_request',
  '08:41:55.103 [debug] MCP server event: terminating',
  '08:41:55.105 [debug] MCP event details: %{reason: {:function_clause, [{Hermes.Server.Handlers.Tools, :handle_call, [%{"id" => 21, "jsonrpc" => "2.0", "method" => "tools/call", "params" => %{"name" => "sync_ledger"}}, #Frame<[session_id: "session_Z9"]>, Books.MCP], [file: ~c"lib/hermes/server/handlers/tools.ex", line: 27]}]}, server_info: %{"name" => "Books", "version" => "1.0.0"}}',
  '08:41:55.107 [error] GenServer {Hermes.Server.Registry, {:server, Books.MCP}} terminating',
  '** (FunctionClauseError) no function clause matching in Hermes.Server.Handlers.Tools.handle_call/3',
  '    (hermes_mcp 0.13.0) lib/hermes/server/handlers/tools.ex:27: Hermes.Server.Handlers.Tools.handle_call(%{"id" => 21, "jsonrpc" => "2.0", "method" => "tools/call", "params" => %{"name" => "sync_ledger"}}, #Frame<[session_id: "session_Z9"]>, Books.MCP)',
  ...FRAMES,
];

// cloudwalk/hermes-mcp#251: the Plug's call to the transport, OTP's default 5000 ms.
const PLUG_TIMEOUT = [
  '** (exit) exited in: GenServer.call({:via, Registry, {Hermes.Server.Registry, {:transport, Shop.MCP, :streamable_http}}}, {:handle_message_for_sse, ...}, 5000)',
  '    ** (EXIT) time out',
];

// zoedsoupe/anubis-mcp#295: Hermes continued as Anubis; its Plug's warning for a refused MCP-Protocol-Version, with
// Phoenix's request_id metadata before the level.
// zoedsoupe/anubis-mcp#120: Anubis' interactive client CLI — its initialize went unanswered and the CLI's own call for
// the server's capabilities exited on OTP's 5000 ms default.
const ANUBIS_CLIENT_TIMEOUT = [
  '  11:02:07.410 [debug] [MCP message] outgoing request: id=req_Q8wz1 method=initialize',
  '  11:02:07.414 [debug] MCP transport event: http_request',
  '  11:02:07.414 [debug] MCP transport details: %{timeout: 30000, url: "http://localhost:4000/mcp", method: :post}',
  '  ** (exit) exited in: GenServer.call(#PID<0.261.0>, :get_server_capabilities, 5000)',
  '      ** (EXIT) time out',
  '      (elixir 1.19.5) lib/gen_server.ex:1142: GenServer.call/3',
].map((l) => l.trimStart());

const ANUBIS_REFUSED_VERSION = [
  '09:14:02.007 request_id=F8x_q1 [warning] MCP transport event: unsupported_protocol_version',
  '09:14:02.007 request_id=F8x_q1 [warning] MCP transport details: %{version: "2026-07-28"}',
];

describe("a Hermes server's words (hosts/hermes.ts)", () => {
  it.each([
    ['the telemetry of a message received',
      'MCP transport details: %{message: %{"id" => 4, "jsonrpc" => "2.0", "method" => "tools/call", "params" => %{"arguments" => %{"q" => "x"}, "name" => "search"}}, session_id: "s"}',
      { kind: 'request-sent', method: 'tools/call', id: 4, target: 'search', speaker: 'server' }],
    ['a string id, no params', 'MCP transport details: %{message: %{"id" => "req_1", "jsonrpc" => "2.0", "method" => "tools/list"}, session_id: "s"}',
      { kind: 'request-sent', method: 'tools/list', id: 'req_1' }],
    ['a notification is no request', 'MCP transport details: %{message: %{"jsonrpc" => "2.0", "method" => "notifications/initialized"}, session_id: "s"}', null],
    ['the crash report, joined',
      'GenServer {Hermes.Server.Registry, {:server, A.B}} terminating ** (FunctionClauseError) no function clause matching in Hermes.Server.Handlers.Prompts.handle_get/3     (hermes_mcp 0.13.0) lib/x.ex:27: Hermes.Server.Handlers.Prompts.handle_get(%{"id" => 3, "jsonrpc" => "2.0", "method" => "prompts/get", "params" => %{"name" => "p"}}, #Frame<[]>, A.B)',
      { kind: 'failed', method: 'prompts/get', id: 3, target: 'p', speaker: 'server', error: '** (FunctionClauseError) no function clause matching in Hermes.Server.Handlers.Prompts.handle_get/3' }],
    ['the crash report cut before its frames', 'GenServer {Hermes.Server.Registry, {:server, A.B}} terminating ** (KeyError) key :x not found',
      { kind: 'failed', error: '** (KeyError) key :x not found' }],
    ["the Plug's call to the transport timed out: the web server's 500",
      'exited in: GenServer.call({:via, Registry, {Hermes.Server.Registry, {:transport, A.B, :streamable_http}}}, {:handle_message, ...}, 5000)     ** (EXIT) time out'.replace(/^/, '** (exit) '),
      { kind: 'http-status', status: 500, speaker: 'server' }],
    ["Anubis' Plug refused the protocol version before reading the body: its 400", 'MCP transport event: unsupported_protocol_version',
      { kind: 'http-status', status: 400, speaker: 'server', error: 'unsupported_protocol_version' }],
    ['another transport event is no refusal', 'MCP transport event: http_request', null],
    ["Anubis' summary of a request sent", '[MCP message] outgoing request: id=req_Q8wz1 method=tools/call',
      { kind: 'request-sent', method: 'tools/call', id: 'req_Q8wz1' }],
    // Anubis prints a nil id as `none`: no request the row could name
    ['a summary without an id is no request', '[MCP message] outgoing request: id=none method=initialize', null],
    ['the answer the client received', '[MCP message] incoming response: id=req_Q8wz1 success', { kind: 'completed', id: 'req_Q8wz1' }],
    ['an error answer', '[MCP message] incoming response: id=7 error: -32603', { kind: 'failed', id: 7, error: 'error: -32603' }],
    ['an answer of unknown shape says nothing', '[MCP message] incoming response: id=7 unknown', null],
    ["a client call's exit, joined", '** (exit) exited in: GenServer.call(#PID<0.261.0>, :get_server_capabilities, 5000)     ** (EXIT) time out',
      { kind: 'timer-fired', timer: 'host' }],
    // A Hermes client's transport call is the client's own timer (generic-clients.ts), not this row's.
    ['a client transport call', '** (exit) exited in: GenServer.call(App.MCPClient.Transport, {:send, "{}"}, 5000)     ** (EXIT) time out', null],
  ])('%s', (_n, line, want) => {
    const s = readSaid(hermesPhrases, line);
    if (want === null) expect(s).toBeNull();
    else expect(s).toMatchObject(want);
  });
});

describe('detection', () => {
  const mine = READERS.find((r) => r.name === 'elixir-logger')!;
  it.each([
    ['a crash report of a Hermes server', PROMPT_CRASH, 0.85],
    ["Hermes' telemetry", TOOL_CRASH.slice(0, 2), 0.85],
    ["the Plug's exit report alone", PLUG_TIMEOUT, 0.85],
    ["Anubis' Logging words at warning level, metadata before the level", ANUBIS_REFUSED_VERSION, 0.85],
    ["an Anubis client's message records", ['09:00:00.001 [debug] [MCP message] outgoing request: id=req_1 method=initialize'], 0.85],
    ['an Anubis module in a crash report', ['10:12:03.417 [error] GenServer {Anubis.Server.Registry, {:server, A.B}} terminating'], 0.85],
    // A client's own event words are not a server's log.
    ['an Anubis client event', ['11:11:39.954 [debug] MCP client event: request_sent'], 0],
    ['a details line of some other program', ['10:00:00.000 [warning] MCP transport details: not a map'], 0],
    ['another Elixir program', ['10:00:00.000 [info] Running MyAppWeb.Endpoint with Bandit 1.5.0 at 127.0.0.1:4000 (http)', '10:00:01.002 [info] GET /'], 0],
    // A Hermes client's exit report: the reader of last resort reads its JSON-RPC (generic-clients.ts).
    ['a Hermes client exit report', ['** (exit) exited in: GenServer.call(App.MCPClient, {:operation, %Hermes.Client.Operation{method: "tools/call"}}, 901000)', '    ** (EXIT) time out'], 0],
  ])('%s', (_n, head, score) => {
    expect(mine.sniff(head)).toBe(score);
  });

  it.each([['crash', PROMPT_CRASH], ['telemetry', TOOL_CRASH], ['exit', PLUG_TIMEOUT], ['Anubis warning', ANUBIS_REFUSED_VERSION], ['Anubis client', ANUBIS_CLIENT_TIMEOUT]])('claims the %s capture among all readers', (_n, text) => {
    expect(detectFormat('server.log', text, READERS).reader.name).toBe('elixir-logger');
  });
});

describe('reading and verdict', () => {
  it.each([
    ['a prompts/get the handler crashed on (cloudwalk/hermes-mcp#215)', PROMPT_CRASH,
      { method: 'prompts/get', target: 'weekly_digest', id: 7, outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    ['a tools/call told at debug level, then the crash (cloudwalk/hermes-mcp#209)', TOOL_CRASH,
      { method: 'tools/call', target: 'sync_ledger', id: 21, outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    // The server's own timer: the POST failed on the server's side; what the task did the log does not say.
    ["the Plug's 5000 ms call (cloudwalk/hermes-mcp#251)", PLUG_TIMEOUT,
      { method: 'unknown', outcome: 'failed', cause: 'server-error', serverState: 'unknown' }],
    // The server refused the POST before reading it: its 400 is the request's failure in the server (docs/causes.md).
    ["Anubis' refused protocol version (zoedsoupe/anubis-mcp#295)", ANUBIS_REFUSED_VERSION,
      { method: 'unknown', outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    // The client's records are the client's: its initialize, given up on its own timer without a cancel.
    ["an Anubis client's initialize its capabilities call gave up on (zoedsoupe/anubis-mcp#120)", ANUBIS_CLIENT_TIMEOUT,
      { method: 'initialize', id: 'req_Q8wz1', outcome: 'abandoned', cause: 'client-timeout', serverState: 'unknown' }],
  ])('%s', async (_n, text, want) => {
    const path = tempFile(`hermes-${text.length}.log`, `${text.join("\n")}\n`);
    const r = await analyze([path], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'elixir-logger', host: 'unknown', unparsed: 0 });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject(want);
    // Every line is an event or the rest of one: the report's lines join its first.
    const acc = (r.inputs[0] as { lineAccounting: Record<string, number> }).lineAccounting;
    expect(acc['event']! + acc['part']!).toBe(text.length);
  });
});

describe('whose words an Anubis record is (anubisSpeaker)', () => {
  it.each([
    ['[MCP message] outgoing request: id=req_1 method=initialize', 'client'],
    ['[MCP message] outgoing request: id=req_1 method=tools/call', 'client'],
    // a server's own request to its client: the log's writer, not said by the record
    ['[MCP message] outgoing request: id=4 method=sampling/createMessage', null],
    ['[MCP message] outgoing request: id=4 method=roots/list', null],
    ['[MCP message] outgoing request: id=4 method=ping', null],
    ['[MCP message] incoming response: id=req_1 success', 'client'],
    ['** (exit) exited in: GenServer.call(#PID<0.261.0>, :get_server_capabilities, 5000)', 'client'],
    // the server's Plug waiting on its transport
    ['** (exit) exited in: GenServer.call({:via, Registry, {Hermes.Server.Registry, {:transport, A.B, :streamable_http}}}, {:handle_message, ...}, 5000)', null],
    ['MCP transport event: http_request', null],
  ])('%s', (msg, want) => {
    expect(anubisSpeaker(msg)).toBe(want);
  });
});

