import { describe, expect, it } from 'vitest';
import { findJsonRpc } from '../../src/ingest/embedded.js';

// A host that shortens long bodies cuts the TypeScript SDK's `{"method":…,"params":…,"jsonrpc":"2.0","id":…}`
// before `"jsonrpc"` and the id (LibreChat 2025 debug lines: getzep/graphiti#498).
describe('findJsonRpc: a request head cut before "jsonrpc"', () => {
  it.each([
    ['Transport sending: {"method":"tools/call","params":{"name":"save_memos","arguments":{"topic":"demo","b... [truncated]', 'tools/call', 'save_memos'],
    ['Transport sending: {"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"librechat... [truncated]', 'initialize', undefined],
    ['sending {"method":"resources/read","params":{"uri":"file:///tmp/a…', 'resources/read', undefined],
  ])('%s', (line, method, name) => {
    const r = findJsonRpc(line);
    expect(r).not.toBeNull();
    expect(r!.messages[0]!.method).toBe(method);
    expect(r!.messages[0]!.id).toBeUndefined();
    if (name !== undefined) expect((r!.messages[0]!.params as { name?: string }).name).toBe(name);
  });

  it.each([
    // cut, but no MCP method at its head
    'body {"method":"POST","url":"/mcp","headers":{"a"... [truncated]',
    // no method key first
    'body {"foo":"tools/call","params":{"x":1... [truncated]',
  ])('%s → nothing', (line) => {
    expect(findJsonRpc(line)).toBeNull();
  });
});

// A whole message pasted without "jsonrpc" (and often without its id): a reporter lifting bodies out of a host's
// log into an issue's prose, between backticks (StevenStavrakis/obsidian-mcp#51). Only an MCP method at the head
// of an object that parses whole; the message is marked as not as sent (recovered).
describe('findJsonRpc: a whole body pasted without "jsonrpc"', () => {
  it.each([
    ['`{"method":"tools/call","params":{"name":"read-page","arguments":{"folder":"Drafts"}}}`', 'tools/call', undefined],
    ['payload {"method":"tools/call","params":{"name":"x"}}', 'tools/call', undefined],
    ['`{"method":"notifications/cancelled","params":{"requestId":8,"reason":"McpError: MCP error -32001: Request timed out"}}`', 'notifications/cancelled', undefined],
    ['sent {"method":"resources/read","params":{"uri":"file:///a.md"},"id":3} ok', 'resources/read', 3],
  ])('%s', (line, method, id) => {
    const r = findJsonRpc(line);
    expect(r).not.toBeNull();
    expect(r!.recovered).toBe(true);
    expect(r!.messages).toHaveLength(1);
    expect(r!.messages[0]!.method).toBe(method);
    expect(r!.messages[0]!.id).toBe(id);
  });

  it.each([
    // an HTTP request's fields, not an MCP method
    'request {"method":"POST","url":"/mcp","headers":{"accept":"text/event-stream"}}',
    // an application's own method name
    '{"method":"getUser","params":{"id":1}}',
    // not whole and no cut mark: no message
    'Client sends request: {"method":"tools/call","params":{"name":"x"',
    // not JSON inside the braces
    "{\"method\":\"tools/call\", params: {name: 'x'}}",
  ])('%s → nothing', (line) => {
    expect(findJsonRpc(line)).toBeNull();
  });
});

// Claude Desktop's 2026 body-less message lines pasted where its per-server log's reader does not claim the text
// (unstamped in a report's prose: coddingtonbear/obsidian-local-rest-api#329). The message is what the line names; a
// request's params, and a cancel's requestId among them, are not logged (recovered).
describe('findJsonRpc: Claude Desktop body-less message lines', () => {
  it.each([
    ['Message from client: method="initialize" id=0 params', { jsonrpc: '2.0', method: 'initialize', id: 0 }, true],
    ['Message from client: method="tools/call" id=7', { jsonrpc: '2.0', method: 'tools/call', id: 7 }, false],
    ['Message from client: method="notifications/initialized"', { jsonrpc: '2.0', method: 'notifications/initialized' }, false],
    ['Message from client: method="notifications/cancelled"', { jsonrpc: '2.0', method: 'notifications/cancelled' }, true],
    ['`Message from client: method="notifications/cancelled" params`', { jsonrpc: '2.0', method: 'notifications/cancelled' }, true],
    ['[notes] Message from server: id=3 result', { jsonrpc: '2.0', id: 3, result: {} }, false],
    ['Message from server: id=0 error(code=-32603)', { jsonrpc: '2.0', id: 0, error: { code: -32603, message: '' } }, false],
  ])('%s', (line, message, recovered) => {
    const r = findJsonRpc(line);
    expect(r).not.toBeNull();
    expect(r!.messages).toEqual([message]);
    expect(r!.recovered).toBe(recovered);
    expect(line.slice(0, r!.at)).toMatch(/Message from (?:client|server): $/);
  });

  it.each([
    // an error without its code: a code would have to be made up
    'Message from server: id=0 error',
    // the words alone, or another sentence after the same opening
    'Message from client: hello',
    'Message from client: method=initialize id=0',
    'a method="initialize" id=0 without the host words',
  ])('%s → nothing', (line) => {
    expect(findJsonRpc(line)).toBeNull();
  });
});
