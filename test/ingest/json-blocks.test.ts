/**
 * Pretty-printed JSON in pastes: blocks of lines joined into one message (openai/tunnel-client#45 pastes
 * a stdio trace as one pretty-printed message per block under headings; content here is ours).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { compactBlock, joinBlocks, openDepth, opensBlock } from '../../src/ingest/json-blocks.js';
import { findJsonRpcAnywhere } from '../../src/ingest/reprs.js';
import { tempFile } from './helpers.js';

describe('json blocks', () => {
  it.each([
    ['{', 1],
    ['-->  {', 1],
    ['  "params": {"a": [1, 2], "b": "}{"},', 0],
    ['"text": "a \\" { quote",', 0],
    ['}', -1],
    ['}]}', -3],
  ])('openDepth(%s) = %d', (line, depth) => {
    expect(openDepth(line)).toBe(depth);
  });

  it.each([
    ['{', true],
    ['Request: {', true],
    ['>>> [', true],
    ['{"jsonrpc":"2.0","id":1,"result":{}}', false],
    ['    at process.processTimers (node:internal/timers:543:7) {', true],
    ['Error: failed', false],
  ])('opensBlock(%s) = %s', (line, open) => {
    expect(opensBlock(line)).toBe(open);
  });

  it('joins a pretty-printed message, keeps the words around it, and gives back what is not JSON', () => {
    expect(joinBlocks(['Request:', '{', '  "jsonrpc": "2.0",', '  "id": 1,', '  "method": "ping"', '}', 'done'])).toEqual([
      'Request:',
      '{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "ping"\n}',
      'done',
    ]);
    // A Node util.inspect object is read as a block too (bare keys, single quotes): an error's members are one
    // block that holds no message (the reader gives its lines back); a stack frame breaks it.
    const inspect = ['    at listOnTimeout (node:internal/timers:608:17) {', '  code: -32001,', '  data: { timeout: 60000 }', '}'];
    expect(joinBlocks(inspect)).toEqual([inspect.join('\n')]);
    const broken = ['Error: {', "  code: 'ECONNRESET',", '    at socketOnClose (node:_http_server:775:3)'];
    expect(joinBlocks(broken)).toEqual(broken);
    // Rust's debug print of a struct inside an enum (rmcp's refused handshake: tim-smart/effect-mcp#18) has bare keys
    // too, but its opener leaves a parenthesis open: not util.inspect's object, and its lines go back one by one (the
    // opener is the host's failure sentence).
    const rust = [
      '[error] Failed to connect: expect initialized response, but received: Some(Notification(JsonRpcNotification {',
      '  jsonrpc: JsonRpcVersion2_0,',
      '  notification: ToolListChangedNotification(NotificationNoParam {',
      '    method: ToolListChangedNotificationMethod, extensions: Extensions',
      '  })',
      '}))',
    ];
    expect(joinBlocks(rust)).toEqual(rust);
    // Quoted JSON keys under the same kind of opener still make a block.
    const quoted = ['received: Some(Message {', '  "jsonrpc": "2.0",', '  "id": 1', '})'];
    expect(joinBlocks(quoted)).toEqual([quoted.join('\n')]);
  });

  // BIFROTEK-com/supabase-mcp-http-stream-n8n's notes: a Node server's console.log of the message it received,
  // util.inspect spreading it over lines (the copy lost its indentation); supergateway prints its relayed messages
  // the same way (runebookai/tome#50).
  it.each([
    ['a received message, indentation lost', ['Message received: {', "method: 'initialize',", 'params: {', "protocolVersion: '2025-03-26',", 'capabilities: { tools: {} },', "clientInfo: { name: 'probe', version: '1' }", '},', "jsonrpc: '2.0',", 'id: 0', '}'], 'initialize'],
    ['a relayed answer, indented', ['[supergateway] SSE → Stdio: {', "  jsonrpc: '2.0',", '  id: 3,', "  error: { code: -32601, message: 'Method not found', data: undefined }", '}'], null],
  ])('joins a util.inspect message over lines: %s', (_name, lines, method) => {
    const joined = joinBlocks(lines);
    expect(joined).toHaveLength(1);
    const found = findJsonRpcAnywhere(joined[0]!);
    expect(found).not.toBeNull();
    const m = found!.messages[0] as { method?: string; id?: unknown };
    expect(m.method ?? null).toBe(method);
  });
});

describe('a pretty-printed record on one line', () => {
  it('writes a JSON object spread over lines on one line; not a single line, not other text', () => {
    expect(compactBlock('{\n  "reasonCode": "RequestFailure",\n  "mcpMethod": "initialize"\n}')).toBe('{"reasonCode":"RequestFailure","mcpMethod":"initialize"}');
    expect(compactBlock('{"a": 1}')).toBeNull();
    expect(compactBlock('{\n  reasonCode: RequestFailure\n}')).toBeNull();
  });

  it("takes off the reporter's closing quotation mark after the last bracket, and only there", () => {
    // cookjohn/zotero-mcp#61: a Chinese report quotes the pasted card in “ ”.
    expect(compactBlock('{\n  "error": "boom",\n  "isError": true\n}\u201D')).toBe('{"error":"boom","isError":true}');
    expect(compactBlock('{\n  "text": "say \u201Chi\u201D"\n}')).toBe('{"text":"say \u201Chi\u201D"}');
    expect(compactBlock('{\n  "a": 1\n}\u201D and more')).toBeNull();
  });

  // microsoft/work-iq#136: Copilot Studio's connector error object, pasted pretty-printed under a sentence; one of its
  // members quotes a JSON-RPC fragment, which must not make it a message.
  it("reads Copilot Studio's connector error as the request it names", async () => {
    const p = tempFile('copilot-studio.md', [
      'The following error is returned:',
      '{',
      '  "reasonCode": "RequestFailure",',
      '  "errorMessage": "Connector request failed",',
      '  "HttpStatusCode": "notFound",',
      '  "errorResponse": "[{\\"jsonrpc\\":\\"2.0\\"}]",',
      '  "mcpMethod": "initialize",',
      '  "connectorId": "/providers/Microsoft.PowerApps/apis/shared_ledgermcp",',
      '  "operationId": "mcp_ledger"',
      '}',
    ].join('\n'));
    const r = await analyze([p]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'server-error', 'failed']]);
  });

  // GLips/Figma-Context-MCP#70: a tool card copied from a chat, the CallToolResult pretty-printed, its text naming no
  // MCP word: the same record the one-line row reads (generic/tool-result-is-error), so the same failed call.
  it.each([
    ['with isError set: the server failed the call', '  "isError": true', [['tools/call', 'failed', 'server-error', 'failed']]],
  ])('reads a pretty-printed tool result %s', async (_n, flag, want) => {
    const p = tempFile('card.md', ['The tool fails with:', '```', '{', '  "content": [', '    {', '      "type": "text",',
      '      "text": "Error fetching file: [object Object]"', '    }', '  ],', flag, '}', '```'].join('\n'));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual(want);
  });

  it('refuses the same object without isError: a result and nothing that says MCP', async () => {
    const p = tempFile('card.md', ['{', '  "content": [', '    {', '      "type": "text",', '      "text": "three files"', '    }', '  ]', '}'].join('\n'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});

describe('the reader of last resort on pretty-printed messages', () => {
  it('reads a trace pasted one message per block under headings, fences removed', async () => {
    const p = tempFile('trace.md', [
      '### 1. the client sends `initialize`',
      '',
      '```json',
      '{',
      '  "jsonrpc": "2.0",',
      '  "id": 1,',
      '  "method": "initialize",',
      '  "params": {',
      '    "protocolVersion": "2025-11-25",',
      '    "clientInfo": { "name": "probe", "version": "1.0.0" },',
      '    "capabilities": {}',
      '  }',
      '}',
      '```',
      '',
      '### 2. the server answers',
      '',
      '```json',
      '{',
      '  "jsonrpc": "2.0",',
      '  "id": 1,',
      '  "result": { "protocolVersion": "2025-11-25", "capabilities": { "tools": {} }, "serverInfo": { "name": "srv", "version": "1" } }',
      '}',
      '```',
      '',
      '### 3. the client sends `tools/call`',
      '',
      '```json',
      '{',
      '  "jsonrpc": "2.0",',
      '  "id": 2,',
      '  "method": "tools/call",',
      '  "params": { "name": "code_read", "arguments": { "path": "a.txt" } }',
      '}',
      '```',
      '',
      'Nothing comes back.',
    ].join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC', all: true });
    expect((r.inputs[0] as { format?: string }).format).toBe('jsonrpc-in-text');
    expect(r.requests.map((q) => [q.method, q.id, q.outcome])).toEqual([['initialize', 1, 'completed'], ['tools/call', 2, 'pending']]);
  });

  it('reads arrows whose messages are pretty-printed: a cancel on the timer, then the late answer', async () => {
    const p = tempFile('arrows.txt', [
      '>>> {',
      '  "jsonrpc": "2.0", "id": 7, "method": "tools/call",',
      '  "params": { "name": "render_report", "arguments": {} }',
      '}',
      '>>> {',
      '  "jsonrpc": "2.0", "method": "notifications/cancelled",',
      '  "params": { "requestId": 7, "reason": "McpError: MCP error -32001: Request timed out" }',
      '}',
      '<<< {',
      '  "jsonrpc": "2.0", "id": 7,',
      '  "result": { "content": [{ "type": "text", "text": "ready" }] }',
      '}',
    ].join('\n') + '\n');
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'cancelled', 'client-timeout', 'completed']]);
  });
});
