/**
 * JSON-RPC in other encodings, as real logs print it (shapes from the threads cited per row; the
 * content is ours).
 */
import { describe, expect, it } from 'vitest';
import { parseJsonRpc } from '../../src/ingest/jsonrpc.js';
import { debugPrintOpen, directionOfEmbedded, findJsonRpcAnywhere, mayHoldJsonRpc } from '../../src/ingest/reprs.js';

const one = (text: string) => {
  const f = findJsonRpcAnywhere(text);
  expect(f, text).not.toBeNull();
  expect(f!.messages).toHaveLength(1);
  return { m: f!.messages[0]!, words: text.slice(0, f!.at) };
};

describe('findJsonRpcAnywhere', () => {
  // Ruby's Hash#inspect of a parsed JSON body, as Rails logs a controller's parameters (`=>`, `nil`; Ruby 3.4 spaces the
  // arrow); anything in Ruby's print that JSON cannot read leaves the line without a message.
  it.each([
    ['Rails Parameters, Ruby 3.3', '  Parameters: {"jsonrpc"=>"2.0", "method"=>"tools/call", "params"=>{"name"=>"find", "arguments"=>{"q"=>nil, "n"=>2}}, "id"=>4}', { method: 'tools/call', id: 4, params: { name: 'find', arguments: { q: null, n: 2 } } }],
    ['Rails Parameters, Ruby 3.4', '  Parameters: {"jsonrpc" => "2.0", "id" => "a-1", "method" => "tools/list"}', { method: 'tools/list', id: 'a-1' }],
    ['a string holding an arrow and nil', '  Parameters: {"jsonrpc"=>"2.0", "method"=>"tools/call", "params"=>{"name"=>"echo", "arguments"=>{"text"=>"a=>nil"}}, "id"=>1}', { params: { arguments: { text: 'a=>nil' } } }],
  ])('Ruby hash: %s', (_name, text, want) => {
    expect(one(text).m).toMatchObject(want);
  });
  it('reads no message from a Ruby hash JSON cannot hold', () => {
    expect(findJsonRpcAnywhere('  Parameters: {"jsonrpc"=>"2.0", "method"=>"tools/call", "params"=>{"q"=>"\\e[31m"}, "id"=>1}')).toBeNull();
    expect(findJsonRpcAnywhere('  Parameters: {"token"=>"[FILTERED]"}')).toBeNull();
  });

  it.each([
    [
      'Python bytes literal (mcp.server.sse "Received JSON")',
      `2025-11-03 04:18:30,527 - mcp.server.sse - DEBUG - Received JSON: b'{"method":"tools/call","params":{"name":"sum_rows","arguments":{"sheet":"Q3"}},"jsonrpc":"2.0","id":1}'`,
      { method: 'tools/call', id: 1, params: { name: 'sum_rows' } },
    ],
    [
      'pydantic repr inside SessionMessage',
      `16:00:47 - Sending session message to writer: SessionMessage(message=JSONRPCMessage(root=JSONRPCRequest(method='tools/call', params={'name': 'find_notes', 'arguments': {'query': 'ferry', 'k': 2}, '_meta': {'progressToken': 7}}, jsonrpc='2.0', id=10)), metadata=None)`,
      { method: 'tools/call', id: 10, params: { name: 'find_notes', arguments: { query: 'ferry', k: 2 }, _meta: { progressToken: 7 } } },
    ],
    [
      'pydantic repr with an empty params dict',
      `DEBUG:mcp.client.sse:Sending client message: root=JSONRPCRequest(method='resources/list', params={}, jsonrpc='2.0', id=8)`,
      { method: 'resources/list', id: 8, params: {} },
    ],
    [
      'pydantic response repr',
      `DEBUG:mcp.server.sse:Sending message via SSE: root=JSONRPCResponse(jsonrpc='2.0', id=2, result={'content': [{'type': 'text', 'text': 'It\\'s 12°C'}], 'isError': False})`,
      { id: 2, result: { content: [{ type: 'text', text: "It's 12°C" }], isError: false } },
    ],
    [
      'pydantic error repr with ErrorData',
      `Sending message: root=JSONRPCError(jsonrpc='2.0', id=5, error=ErrorData(code=-32601, message='Method not found', data=None))`,
      { id: 5, error: { code: -32601, message: 'Method not found' } },
    ],
    [
      "pydantic str() of a request, as the Python SDK 2.x client logs it (mcp 2.3.0, test/fixtures/ingest/python-sdk/)",
      `2026-12-05 02:44:24,572 - mcp.client.streamable_http - DEBUG - Sending client message: jsonrpc='2.0' id=2 method='tools/call' params={'name': 'slow_task', 'arguments': {'steps': 10, 'step_ms': 500}}`,
      { method: 'tools/call', id: 2, params: { name: 'slow_task', arguments: { steps: 10, step_ms: 500 } } },
    ],
    [
      'pydantic str() of a notification whose params are None',
      `DEBUG:mcp.client.streamable_http:Sending client message: jsonrpc='2.0' method='notifications/initialized' params=None`,
      { method: 'notifications/initialized' },
    ],
    [
      'pydantic str() of a response, False and a quote inside',
      `SSE message: jsonrpc='2.0' id=1 result={'capabilities': {'tools': {'listChanged': False}}, 'serverInfo': {'name': 'py-reports', 'version': '1.4.0'}, 'instructions': "it's ours"}`,
      { id: 1, result: { capabilities: { tools: { listChanged: false } }, serverInfo: { name: 'py-reports' }, instructions: "it's ours" } },
    ],
    [
      'pydantic str() of an error, its ErrorData printed as a repr, a string id',
      `SSE message: jsonrpc='2.0' id='req-3' error=ErrorData(code=-32001, message='Request timed out', data=None)`,
      { id: 'req-3', error: { code: -32001, message: 'Request timed out' } },
    ],
    [
      'Node util.inspect object (supergateway, runebookai/tome#50)',
      `[supergateway] Stdio → SSE: { jsonrpc: '2.0', id: 4, method: 'prompts/list', params: {} }`,
      { method: 'prompts/list', id: 4, params: {} },
    ],
    [
      "Node util.inspect object with the reporter's elision of its params (docker/mcp-gateway#412)",
      `[supergateway] Stdio → Streamable HTTP: { jsonrpc: '2.0', id: 0, method: 'initialize', ... }`,
      { method: 'initialize', id: 0 },
    ],
    [
      "util.inspect's own array limit inside a result (aaronsb/obsidian-mcp-plugin#221's shape)",
      `[supergateway] Response: { jsonrpc: '2.0', id: 1, result: { tools: [ [Object], [Object], ... 5 more items ] } }`,
      { id: 1, result: { tools: [['Object'], ['Object']] } },
    ],
    [
      'rmcp Debug struct (agentgateway/agentgateway#464)',
      `Failed to create service: expect initialized notification, but received: Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2), request: ListToolsRequest(RequestOptionalParam { method: ListToolsRequestMethod, params: Some(PaginatedRequestParam { cursor: None }), extensions: Extensions }) }))`,
      { method: 'tools/list', id: 2 },
    ],
    [
      'rmcp Debug call with a tool name and a string id',
      `JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: String("req-7"), request: CallToolRequest(Request { method: CallToolRequestMethod, params: CallToolRequestParam { name: "lookup_order", arguments: None } }) }`,
      { method: 'tools/call', id: 'req-7', params: { name: 'lookup_order' } },
    ],
    [
      'JSON escaped in a Go %q value',
      `time=2025-05-02T10:01:02Z level=DEBUG msg="forwarding" body="{\\"jsonrpc\\":\\"2.0\\",\\"id\\":3,\\"method\\":\\"tools/call\\",\\"params\\":{\\"name\\":\\"ping_host\\",\\"arguments\\":{\\"host\\":\\"a\\\\\\"b\\"}}}"`,
      { method: 'tools/call', id: 3, params: { name: 'ping_host', arguments: { host: 'a"b' } } },
    ],
    [
      'JSON escaped twice: a body in an Elixir error term printed inside a string (bh-rat/context-awesome#11)',
      `[error] MCP transport details: %{reason: "{:http_error, 406, \\"{\\\\\\"jsonrpc\\\\\\":\\\\\\"2.0\\\\\\",\\\\\\"error\\\\\\":{\\\\\\"code\\\\\\":-32000,\\\\\\"message\\\\\\":\\\\\\"Not Acceptable: Client must accept both application/json and text/event-stream\\\\\\"},\\\\\\"id\\\\\\":null}\\"}"}`,
      { id: null, error: { code: -32000, message: 'Not Acceptable: Client must accept both application/json and text/event-stream' } },
    ],
    [
      'JSON inside a JSON string field',
      `{"level":"debug","ts":1746180000,"msg":"received","payload":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":9,\\"result\\":{\\"tools\\":[]}}"}`,
      { id: 9, result: { tools: [] } },
    ],
    [
      'protobuf text format with the params as a JSON string (riza-io/mcp-go#14)',
      `remote message jsonrpc:"2.0"  method:"cancelled"  params:"{\\"requestId\\":12,\\"reason\\":\\"Error: MCP error -2: Request timed out\\"}"`,
      { method: 'cancelled', params: { requestId: 12, reason: 'Error: MCP error -2: Request timed out' } },
    ],
    [
      'protobuf text format of a request with a numeric id',
      `remote message jsonrpc:"2.0"  id:7  method:"tools/call"  params:"{\\"name\\":\\"list_orders\\"}"`,
      { method: 'tools/call', id: 7, params: { name: 'list_orders' } },
    ],
    [
      "Python dict repr of a request in Dify's plugin daemon line (hjlarry/dify-plugin-mcp_server#36)",
      `2025/06/18 03:49:01 stdio.go:182: [INFO]plugin hjlarry/mcp-server:0.0.3: MessageEndpoint request json: {'jsonrpc': '2.0', 'id': 2, 'method': 'resources/list', 'params': {}}`,
      { method: 'resources/list', id: 2, params: {} },
    ],
    [
      'Python dict repr of an error answer (the MCP client plugin beside it in the same daemon log)',
      `2025/06/18 03:49:02 stdio.go:182: [INFO]plugin junjiem/mcp_sse:0.2.0: message: {'jsonrpc': '2.0', 'id': 2, 'error': {'code': -32001, 'message': 'unsupported method'}}`,
      { id: 2, error: { code: -32001, message: 'unsupported method' } },
    ],
    [
      "Python dict repr with keys before 'jsonrpc', a nested dict, None and True, a brace inside a string",
      `sending: {'method': 'tools/call', 'params': {'name': 'render', 'arguments': {'tpl': '{x}', 'dry': True, 'seed': None}}, 'jsonrpc': '2.0', 'id': 11}`,
      { method: 'tools/call', id: 11, params: { name: 'render', arguments: { tpl: '{x}', dry: true, seed: null } } },
    ],
  ])('%s', (_name, text, want) => {
    const { m } = one(text);
    expect(m).toMatchObject({ jsonrpc: '2.0', ...want });
    // Every decoded message passes the same checks as a wire message.
    expect(parseJsonRpc(JSON.stringify(m)).messages).toHaveLength(1);
  });

  it.each([
    ['no message at all', 'INFO: 127.0.0.1:5 - "POST /mcp HTTP/1.1" 200 OK'],
    ['FastMCP middleware JSON without jsonrpc (PrefectHQ/fastmcp#2083)', 'Completed message: {"event": "request_success", "method": "tools/list", "type": "request"}'],
    ['a repr that is not a message', "JSONRPCRequest(params={'x': 1})"],
    ['an unknown rmcp method marker', 'JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(1), request: CustomRequest(Request { method: FrobnicateMethod }) }'],
    ['a protobuf print whose params string is not JSON', 'remote message jsonrpc:"2.0"  method:"tools/call"  params:"{\\"name\\":"'],
    ['a cut pydantic repr', "root=JSONRPCRequest(method='tools/call', params={'name': 'x', 'argu"],
    ['inspect text with an object that is not a message', "{ jsonrpc: '2.0', id: 4, method: 42 }"],
    ['a Python dict that is not a message', "{'jsonrpc': '2.0', 'status': 'ok'}"],
    ['a cut Python dict', "message: {'jsonrpc': '2.0', 'id': 2, 'error': {'code': -32001, 'mess"],
    ['a cut pydantic str()', "Sending client message: jsonrpc='2.0' id=2 method='tools/call' params={'name': 'x', 'argu"],
    ['a pydantic str() with no field but jsonrpc', "state: jsonrpc='2.0' status='ok'"],
    ["jsonrpc= inside another print's call", "Settings(jsonrpc='2.0', id=8)"],
  ])('finds nothing in %s', (_name, text) => {
    expect(findJsonRpcAnywhere(text)).toBeNull();
  });

  // pydantic's str() of a 2.x message ends where the logger's own text begins: a bare value (None, True, a number) is
  // not a call because text in parentheses follows it, and a sentence's full stop is not part of a name.
  it.each([
    ['None, then a parenthesised note', "Sending client message: jsonrpc='2.0' method='notifications/initialized' params=None (attempt 2)", { method: 'notifications/initialized' }],
    ['None, then a note glued to it', "Sending client message: jsonrpc='2.0' id=4 method='tools/list' params=None(retry)", { method: 'tools/list', id: 4 }],
    ['None, then a full stop', "Sending client message: jsonrpc='2.0' id=4 method='ping' params=None. Waiting.", { method: 'ping', id: 4 }],
    ['None, then a comma and words', "Sending client message: jsonrpc='2.0' id=4 method='ping' params=None, queued", { method: 'ping', id: 4 }],
    ['None, then two notes', "Sending client message: jsonrpc='2.0' id=4 method='ping' params=None (took 3 ms) [session ab12]", { method: 'ping', id: 4 }],
    ['a number, then a note', "SSE message: jsonrpc='2.0' id=7 result={} (replayed)", { id: 7, result: {} }],
    ['a string, then a note', "Sending client message: jsonrpc='2.0' id=5 method='tools/list' (from the pool)", { method: 'tools/list', id: 5 }],
    ['a call, then a note', "SSE message: jsonrpc='2.0' id=3 error=ErrorData(code=-32001, message='Request timed out', data=None) (after 2 tries)", { id: 3, error: { code: -32001 } }],
    ['True inside a dict, then a note', "SSE message: jsonrpc='2.0' id=8 result={'isError': True} (late)", { id: 8, result: { isError: true } }],
  ])('pydantic str() with trailing text: %s', (_name, text, want) => {
    const { m } = one(text);
    expect(m).toMatchObject({ jsonrpc: '2.0', ...want });
    if (!('params' in want)) expect(m.params).toBeUndefined();
  });

  // Every decoder catches what it cannot read: whatever a capture holds, a line gives a message or none, never a throw.
  it('no input throws: mutations of every encoding it reads', () => {
    const seeds = [
      "Sending client message: jsonrpc='2.0' id=2 method='tools/call' params={'name': 'slow_task', 'arguments': {'steps': 10}}",
      "SSE message: jsonrpc='2.0' id=3 error=ErrorData(code=-32001, message='Request timed out', data=None)",
      "root=JSONRPCRequest(method='resources/list', params={}, jsonrpc='2.0', id=8)",
      "{ jsonrpc: '2.0', id: 4, method: 'prompts/list', params: {} }",
      "JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2), request: ListToolsRequest(RequestOptionalParam { params: None }) }",
      'remote message jsonrpc:"2.0"  id:7  method:"tools/call"  params:"{\\"name\\":\\"x\\"}"',
      "{'jsonrpc': '2.0', 'id': 2, 'error': {'code': -32001, 'message': 'x'}}",
      '  Parameters: {"jsonrpc"=>"2.0", "method"=>"tools/call", "id"=>4}',
      'body="{\\"jsonrpc\\":\\"2.0\\",\\"id\\":3}"',
    ];
    const bits = ['(', ')', '[', ']', '{', '}', "'", '"', '=', ' ', ',', '.', ':', '\\', 'None', 'b', '-', '…', '=>', '0'];
    // A fixed linear congruential sequence: the same inputs on every run, so a failure names its input.
    let state = 1;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    for (let round = 0; round < 4000; round++) {
      let text = seeds[next(seeds.length)]!;
      for (let k = 1 + next(4); k > 0; k--) {
        const at = next(text.length + 1);
        const op = next(3);
        if (op === 0) text = text.slice(0, at) + bits[next(bits.length)]! + text.slice(at);
        else if (op === 1) text = text.slice(0, at) + text.slice(at + 1 + next(6));
        else text = text.slice(0, at);
      }
      let found: ReturnType<typeof findJsonRpcAnywhere> = null;
      expect(() => (found = findJsonRpcAnywhere(text)), text).not.toThrow();
      // What it finds whole (not pieced together from broken JSON) is a message the wire reader accepts.
      const f = found as ReturnType<typeof findJsonRpcAnywhere>;
      if (f !== null && !f.recovered && f.problem === undefined) for (const m of f.messages) expect(parseJsonRpc(JSON.stringify(m)).messages, text).toHaveLength(1);
    }
  });

  it('its gate lets plain lines through without a parse', () => {
    expect(mayHoldJsonRpc('[03:14:22]info主 (28)Client disconnected from log stream')).toBe(false);
    expect(mayHoldJsonRpc(`x b'{"jsonrpc":"2.0"}'`)).toBe(true);
    expect(mayHoldJsonRpc(`SSE message: jsonrpc='2.0' id=1 result={}`)).toBe(true);
  });
});

describe('directionOfEmbedded', () => {
  it.each([
    // a method only one side sends decides, whatever the words
    [`mcp.server.sse Sending message to writer: root=JSONRPCRequest(method='tools/call', params={}, jsonrpc='2.0', id=1)`, 'client'],
    // the Python logger's side and its verb
    [`mcp.server.sse Sending message via SSE: root=JSONRPCResponse(jsonrpc='2.0', id=2, result={})`, 'server'],
    [`mcp.client.sse Received server message: root=JSONRPCResponse(jsonrpc='2.0', id=2, result={})`, 'server'],
    // supergateway's hop arrows (supercorp-ai/supergateway#37)
    [`SSE → Child (session 5b1e…): {"jsonrpc":"2.0","id":41,"result":{}}`, 'client'],
    [`Child → SSE: {"jsonrpc":"2.0","id":41,"result":{}}`, 'server'],
    // Claude Desktop's own words
    [`Message from server: {"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found"}}`, 'server'],
    // nothing says
    [`payload {"jsonrpc":"2.0","id":3,"result":{}}`, null],
  ])('%s → %s', (text, want) => {
    const { m, words } = one(text);
    expect(directionOfEmbedded(words, m)).toBe(want);
  });
});

describe('debugPrintOpen', () => {
  it.each([
    ['expect initialized notification, but received: Some(Request(JsonRpcRequest {', false, true],
    ['expect initialized notification, but received: Some(Request(JsonRpcRequest { id: Number(1) }))', false, false],
    // Only parentheses count for a sentence: its own braces are not the print's.
    ['ExpectedInitializeRequest(Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0,', true, true],
    ['calling {tool failed', true, false],
    ['calling {tool failed', false, true],
    // Brackets inside quoted strings, escaped quotes included, are the print's data, not its structure.
    ['Some(Text("a ( \\" [ {")', false, true],
    ['Text("a ( \\" [ {")', false, false],
    // A close with nothing open counts for nothing: the open after it still holds.
    ['done) then Some(', true, true],
  ])('%j (parens only: %s) → %s', (text, parensOnly, open) => {
    expect(debugPrintOpen(text, parensOnly)).toBe(open);
  });
});
