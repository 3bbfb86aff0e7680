import { describe, expect, it } from 'vitest';
import { DirectionLabeller } from '../../../src/ingest/formats/ndjson.js';
import { parseJsonRpc } from '../../../src/ingest/jsonrpc.js';
import { analyze } from '../../../src/analyze.js';
import { at, fixture, readAll, tempFile } from '../helpers.js';

describe('ndjson reader', () => {
  it('labels directions by method catalogue and by the request a reply names', async () => {
    const { events, input, problems, summary } = await readAll(fixture('ndjson/stdio-tee.ndjson'));
    expect(input).toMatchObject({ format: 'ndjson', clock: 'none', zone: null });
    expect(events.every((e) => e.at === null && e.transport === 'stdio' && e.session === null)).toBe(true);
    const from = (line: number) => at(events, line).map((e) => e.from);
    expect(from(1)).toEqual(['client']); // initialize
    expect(from(2)).toEqual(['server']); // its result
    expect(from(3)).toEqual(['client']); // notifications/initialized
    expect(from(4)).toEqual(['client']); // tools/call id 1 with progressToken
    expect(from(5)).toEqual(['server']); // roots/list id 1 (server's own id space)
    expect(from(6)).toEqual([null]); // result id 1: open on both sides, cannot tell
    expect(from(7)).toEqual(['server']); // progress for the client's token
    expect(from(10)).toEqual(['server']); // sampling/createMessage
    expect(from(11)).toEqual(['server']); // cancel of the server's request 2
    expect(from(14)).toEqual(['client', 'client']); // batch: tools/list + roots/list_changed
    expect(from(15)).toEqual(['server']);
    expect(from(16)).toEqual([null]); // ping: either side
    // non-JSON stdout is kept as evidence, from the server
    expect(at(events, 8)[0]).toMatchObject({ kind: 'unparsed', from: 'server', text: 'debug: server printed this to stdout' });
    expect(at(events, 17)[0]).toMatchObject({ kind: 'unparsed', from: 'server' });
    expect(problems.map((p) => p.source.line)).toEqual([8, 17]);
    expect(summary.unparsed).toBe(2);
    // hostile keys never reach downstream
    const args = (at(events, 18)[0]!.message!.params as { arguments: object }).arguments;
    expect(Object.keys(args)).toEqual(['ok']);
  });

  it('a new initialize forgets the old id space', () => {
    const l = new DirectionLabeller();
    const m = (t: string) => parseJsonRpc(t).messages[0]!;
    expect(l.label(m('{"jsonrpc":"2.0","id":1,"method":"tools/call"}'))).toBe('client');
    expect(l.label(m('{"jsonrpc":"2.0","id":0,"method":"initialize"}'))).toBe('client');
    expect(l.label(m('{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}'))).toBeNull();
    expect(l.label(m('{"jsonrpc":"2.0","id":0,"result":{}}'))).toBe('server');
    expect(l.label(m('{"jsonrpc":"2.0","id":2,"method":"elicitation/create"}'))).toBe('server');
    expect(l.label(m('{"jsonrpc":"2.0","id":2,"result":{}}'))).toBe('client');
  });

  it('an answered request leaves nothing behind when its entry serves the next one', () => {
    // Entries are reused once answered (SPARE_ENTRIES): a reused one must carry the new request's side and token only.
    const l = new DirectionLabeller();
    const m = (t: string) => parseJsonRpc(t).messages[0]!;
    const steps: Array<[string, string | null]> = [
      ['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"_meta":{"progressToken":"a"}}}', 'client'],
      ['{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"a","progress":1}}', 'server'],
      ['{"jsonrpc":"2.0","id":1,"result":{}}', 'server'],
      // the next request takes the answered one's entry: the server's, with no token
      ['{"jsonrpc":"2.0","id":5,"method":"sampling/createMessage"}', 'server'],
      ['{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"a","progress":2}}', null],
      ['{"jsonrpc":"2.0","id":5,"result":{}}', 'client'],
      ['{"jsonrpc":"2.0","id":5,"result":{}}', null],
      // both sides with id 7 open: an answer cannot be placed, the client's token still can
      ['{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"_meta":{"progressToken":"b"}}}', 'client'],
      ['{"jsonrpc":"2.0","id":7,"method":"roots/list"}', 'server'],
      ['{"jsonrpc":"2.0","id":7,"result":{}}', null],
      ['{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"b","progress":1}}', 'server'],
      ['{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"_meta":{"progressToken":"c"}}}', 'client'],
      ['{"jsonrpc":"2.0","id":9,"result":{}}', 'server'],
      ['{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"c","progress":1}}', null],
      ['{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9}}', null],
    ];
    expect(steps.map(([t]) => l.label(m(t)))).toEqual(steps.map(([, want]) => want));
  });
});

describe('ndjson sniff: a write-up with section titles is not a tee', () => {
  // anthropics/claude-code#58687: two tee files pasted under `=== … ===` titles with prose between them.
  const msgs = [
    '{"method":"tools/list","jsonrpc":"2.0","id":1}',
    '{"method":"tools/call","params":{"name":"t"},"jsonrpc":"2.0","id":2}',
    '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
  ];
  it.each([
    ['=== Outbound JSON-RPC from host (in.jsonl) ==='],
    ['--- out.jsonl ---'],
    ['## Inbound to host'],
  ])('%s caps the score below the last-resort reader', async (title) => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff([title, ...msgs])).toBeLessThanOrEqual(0.41);
  });
  it('a bare tee still claims', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(msgs)).toBeGreaterThan(0.8);
  });
  it('a JSON line or a bare ruler is not a title', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(['---', ...msgs])).toBeGreaterThan(0.41);
  });
});

describe('ndjson sniff: a body under the sentence that introduces it is an error report, not a tee', () => {
  it.each([
    // agentic-community/mcp-gateway-registry#960: the UI's error, the server's body on the next line
    ['MCP error -32009: Streamable HTTP error: Error POSTing to endpoint:', '{"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session not found"}}'],
    // a "Response:" label above a pasted answer
    ['Response:', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}'],
    // Azure-Samples/remote-mcp-webapp-dotnet#4: a sentence naming the paste as the error it got, a period for the colon
    ['When I run the MCP server locally or host it on Azure I\'m getting this error.', '{"error":{"code":-32001,"message":"Session not found"},"id":"","jsonrpc":"2.0"}'],
    ['Calling the tool returns the following response', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}'],
  ])('%s', async (sentence, body) => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff([sentence, body])).toBeLessThanOrEqual(0.41);
  });
  it('a banner that mentions an error in passing is still stdout', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(['Server started; this error handler logs to stderr, port 8080 ignored', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}'])).toBeGreaterThan(0.41);
  });
  it('a JSON line after a JSON line is still a tee', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(['{"jsonrpc":"2.0","id":1,"method":"tools/list"}', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}'])).toBeGreaterThan(0.8);
  });
});

describe('ndjson sniff: a body under an HTTP status line is that response, not a tee', () => {
  // modelcontextprotocol/python-sdk#2741: a 500's status line over the JSON-RPC error it carried
  it.each([['HTTP/1.1 500 Internal Server Error'], ['< HTTP/2 404']])('%s caps the score below the last-resort reader', async (status) => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff([status, '{"jsonrpc":"2.0","id":"server-error","error":{"code":-32603,"message":"Error handling POST request: "}}'])).toBeLessThanOrEqual(0.41);
  });
  it('a line that merely mentions HTTP leaves the tee claimed', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(['{"jsonrpc":"2.0","id":1,"method":"tools/list"}', 'using HTTP/1.1 500 as a fallback', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}'])).toBeGreaterThan(0.41);
  });
});

describe('ndjson sniff: bodies under captions naming their side of an exchange are a copied exchange, not a tee', () => {
  // zoedsoupe/anubis-mcp#294: a POST body and its answer under bare, indented captions, no colon
  const req = '{"id":"p-1","jsonrpc":"2.0","method":"server/discover","params":{}}';
  const res = '{"error":{"code":-32603,"message":"Internal error"},"id":"err_x","jsonrpc":"2.0"}';
  it.each([
    [['   request /mcp', '', req, '', '   response', '', res]],
    [['Request body (POST /mcp)', req, 'Response (400)', res]],
    [['the request', req, 'reply:', res]],
    [['Response HTTP 400', res]],
  ])('%j caps the score below the last-resort reader', async (head) => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(head)).toBeLessThanOrEqual(0.41);
  });
  it.each([
    // words that are no caption: a sentence, a log line that says request
    [['request sent to server', req, res]],
    [['2026-09-04 request /mcp took 12ms', req, res]],
  ])('%j leaves the tee claimed', async (head) => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(head)).toBeGreaterThan(0.41);
  });
  it('the captions are read as the paste, not as stdout a server wrote', async () => {
    const path = tempFile('captions.txt', ['   request /mcp', '', req, '', '   response', '', res].join('\n') + '\n');
    const r = await analyze([path], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text', unparsed: 0 });
    expect(JSON.stringify(r)).not.toContain('stdout-not-json');
  });
});

describe('ndjson sniff: a log line with a bracketed stamp is no JSON batch', () => {
  // anthropics/claude-ai-mcp#792: a wrapper logging each raw stdio line under its stamp and direction
  const log = [
    '[2026-09-04T03:38:52.681Z] IN  {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"A","version":"1.0.0"}}}',
    '[2026-09-04T03:38:54.401Z] OUT {"result":{"protocolVersion":"2025-11-25","capabilities":{}},"jsonrpc":"2.0","id":1}',
  ];
  it('is not claimed as a tee', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(log)).toBe(0);
  });
  it('a batch, even cut, still is', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff(['[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"ping"', '{"jsonrpc":"2.0","id":1,"result":{}}'])).toBeGreaterThan(0.41);
  });
});

describe('ndjson sniff: a client\'s sentence quoting an SDK error makes it a client\'s log, not a tee', () => {
  // srbhptl39/MCP-SuperAssistant#56: a proxy's own lines between the JSON-RPC lines it printed
  const msgs = [
    '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0,"reason":"McpError: MCP error -32001: Request timed out"}}',
    '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0,"reason":"McpError: MCP error -32001: Request timed out"}}',
  ];
  it.each([
    ['[mcp-superassistant-proxy]   - Failed to connect to stdio server "files-dev": MCP error -32001: Request timed out'],
    ['Error: MCP error -32000: Connection closed'],
  ])('%s caps the score below the last-resort reader', async (line) => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff([...msgs, line])).toBeLessThanOrEqual(0.41);
  });
  it('a server\'s stray stdout line leaves the tee claimed', async () => {
    const { ndjson } = await import('../../../src/ingest/formats/ndjson.js');
    expect(ndjson.sniff([...msgs, 'Server started on stdio'])).toBeGreaterThan(0.41);
  });
});

describe('ndjson writer', () => {
  const ack = '{"jsonrpc": "2.0", "id": 57, "error": {"code": 0, "message": "Request cancelled"}}';
  const cases: Array<[string, string[], string]> = [
    // A server's stdout alone, with the Python SDK 1.x acknowledgement of a cancel (modelcontextprotocol/python-sdk#2480).
    ['a server stdout with the PY1 ack', [ack], 'python-sdk'],
    ['the ack among other server answers', ['{"jsonrpc":"2.0","id":3,"result":{}}', ack], 'python-sdk'],
    // A tee of both directions has no single writer.
    ['a tee with the client\'s messages', ['{"jsonrpc":"2.0","id":57,"method":"tools/call","params":{"name":"x"}}', '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":57}}', ack], 'unknown'],
    // Another code or words: not the PY1 signature (-32800 is PY2's, and any server may write -32603).
    ['a PY2 -32800 ack', ['{"jsonrpc":"2.0","id":5,"error":{"code":-32800,"message":"Request cancelled"}}'], 'unknown'],
    ['code 0 with other words', ['{"jsonrpc":"2.0","id":5,"error":{"code":0,"message":"cancelled"}}'], 'unknown'],
  ];
  it.each(cases)('%s', async (_name, lines, host) => {
    const { input, summary } = await readAll(tempFile(`w-${lines.length}-${host}-${_name.length}.jsonl`, lines.join('\n') + '\n'));
    expect(input.format).toBe('ndjson');
    expect(summary.host).toBe(host);
  });
});
