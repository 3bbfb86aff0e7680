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
    // not cut: a whole object without "jsonrpc" is no JSON-RPC message
    'payload {"method":"tools/call","params":{"name":"x"}}',
    // cut, but no MCP method at its head
    'body {"method":"POST","url":"/mcp","headers":{"a"... [truncated]',
    // no method key first
    'body {"foo":"tools/call","params":{"x":1... [truncated]',
  ])('%s → nothing', (line) => {
    expect(findJsonRpc(line)).toBeNull();
  });
});
