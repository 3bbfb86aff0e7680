/**
 * The TypeScript SDK v1's own words for a call its caller aborted, and for its own timer, as a real client run makes
 * them (not typed from memory): the reason rows must read the first as the caller's cancel and the second as the SDK's
 * timer. SDK 1.x `shared/protocol.js` `cancel` wraps a non-McpError abort reason as McpError(RequestTimeout, String(reason)),
 * so both carry -32001 (nicobailon/pi-mcp-adapter#150 shows the first in a host's words).
 */
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { matchReason } from '../../src/protocol/reasons.js';

async function connected(): Promise<{ client: Client; close: () => Promise<void> }> {
  const server = new McpServer({ name: 'slow', version: '1.0.0' });
  // A tool that never answers on its own: the call ends only by the caller's abort or timer.
  server.tool('wait', async () => new Promise<never>(() => {}));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'caller', version: '1.0.0' });
  await client.connect(clientSide);
  return { client, close: async () => { await client.close(); await server.close(); } };
}

async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the call did not fail');
}

describe('the TypeScript SDK v1 ending a call its caller gave up (a real client run)', () => {
  it('an AbortController.abort() reads as the caller\'s cancel', async () => {
    const { client, close } = await connected();
    const ac = new AbortController();
    const call = client.callTool({ name: 'wait', arguments: {} }, undefined, { signal: ac.signal });
    setTimeout(() => ac.abort(), 20);
    const message = await failure(call);
    await close();
    expect(message).toMatch(/^MCP error -32001: AbortError: /);
    const reading = matchReason(`Failed to call tool: ${message}`, 'host-log');
    expect(reading?.pattern.id).toBe('ts-abort-wrapped-request-timeout');
    expect(reading?.pattern.meaning).toBe('user');
  });

  it('its own request timer reads as a timer, not as the caller\'s cancel', async () => {
    const { client, close } = await connected();
    const message = await failure(client.callTool({ name: 'wait', arguments: {} }, undefined, { timeout: 30 }));
    await close();
    expect(message).toBe('MCP error -32001: Request timed out');
    const reading = matchReason(`Failed to call tool: ${message}`, 'host-log');
    expect(reading?.pattern.id).not.toBe('ts-abort-wrapped-request-timeout');
    expect(reading?.pattern.meaning).toBe('timeout');
  });
});
