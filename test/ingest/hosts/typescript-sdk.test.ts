/**
 * The TypeScript SDK client's own sentences (typescript-sdk.ts) as hosts print them. Lines follow the pastes of
 * the threads cited; names and paths are ours.
 */
import { describe, expect, it } from 'vitest';
import { readSaid, typescriptSdkPhrases } from '../../../src/ingest/hosts/index.js';

describe('the TypeScript SDK client\'s close of a pending request', () => {
  it.each([
    // ee0pdt/Godot-MCP#24: LM Studio's plugin stderr, the minified class in brackets
    ['a desktop app\'s plugin stderr', ' [Plugin(mcp/engine-mcp)] stderr: _0x1cf7eb [McpError]: MCP error -32000: Connection closed'],
    // modelcontextprotocol/typescript-sdk#1049: Node's print of the uncaught rejection
    ['Node\'s uncaught rejection', 'McpError: MCP error -32000: Connection closed'],
    // nanbingxyz/5ire#116: SDK 1.0.4 and before used -1
    ['the early SDK\'s code', 'Error: MCP error -1: Connection closed'],
  ])('%s says a pending request was rejected', (_n, line) => {
    expect(readSaid(typescriptSdkPhrases, line)).toMatchObject({ kind: 'connection-closed', phrase: 'typescript-sdk/connection-closed', pending: true });
  });

  it('the request timer\'s error is not a close', () => {
    expect(readSaid(typescriptSdkPhrases, 'McpError: MCP error -32001: Request timed out')?.pending).toBeUndefined();
  });
});
