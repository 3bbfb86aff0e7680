import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-host-words-'));

async function verdict(name: string, line: string): Promise<[string, string, string]> {
  const path = join(dir, `${name}.log`);
  writeFileSync(path, `${line}\n`);
  const r = await analyze([path]);
  const q = r.requests[0]!;
  return [q.outcome, q.cause, q.serverState];
}

describe("host words: the SDK's timeout text, the requester's own or relayed", () => {
  it.each([
    // The requester's SDK timer fired: the TypeScript SDK cancels (mcp-router/mcp-router#57's own call).
    ['own', '2026-06-03 10:12:40.118 [error] Error calling tool zhi: MCP error -32001: Request timed out', ['cancelled', 'client-timeout', 'unknown']],
    // The requester received an error answer (-32603) carrying a router's timer (the router's relayed call in
    // mcp-router/mcp-router#57): failed, the router's timer, work unknown — as the same text on the wire.
    [
      'relayed',
      '2026-06-03 10:12:40.118 [error] Error calling tool zhi: MCP error -32603: MCP error -32603: Error calling tool zhi: MCP error -32001: Request timed out',
      ['failed', 'client-timeout', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: an HTTP 404', () => {
  it.each([
    // The initialize carries no session, so its 404 is a missing route, not a forgotten session: mcp-remote's
    // probe refused, then the SSE fallback's GET refused the same way (shadcnblocks/kibo#163).
    [
      'initialize-404',
      '[41873] [41873] Connecting to remote server: https://x.example/api/mcp\n[41873] Using transport strategy: http-first\n[41873] Received error: Error POSTing to endpoint (HTTP 404): Not found\n[41873] Recursively reconnecting for reason: falling-back-to-alternate-transport\n[41873] [41873] Connecting to remote server: https://x.example/api/mcp\n[41873] Using transport strategy: sse-only\n[41873] Connection error: SseError: SSE error: Non-200 status code (404)',
      ['failed', 'server-error', 'unknown'],
    ],
    // A later POST (not the initialize) refused 404 with the session words: the session the server no longer
    // knows (samanhappy/mcphub#196 shows the same error with 400).
    [
      'call-404',
      'Error: Error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","id":2,"error":{"code":-32001,"message":"Session not found"}}',
      ['failed', 'session-expired', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe('host words: a send refused after the transport had closed', () => {
  it.each([
    // The Python SDK's SSE reader cut, then the next message's POST hung up on: the close decides
    // (home-assistant/core#140667; names and stamps ours).
    [
      'post-after-close',
      '2026-03-14 21:22:43.735 ERROR (MainThread) [mcp.client.sse] Error in sse_reader: peer closed connection without sending complete message body (incomplete chunked read)\n2026-03-14 21:23:11.077 ERROR (MainThread) [mcp.client.sse] Error in post_writer: Server disconnected without sending a response.',
      ['lost', 'connection-closed', 'unknown'],
    ],
    // The same POST failure with no close before it: its own exchange was cut (modelcontextprotocol/python-sdk#906).
    [
      'post-alone',
      '2026-03-14 21:23:11.077 ERROR (MainThread) [mcp.client.sse] Error in post_writer: Server disconnected without sending a response.',
      ['lost', 'stream-closed', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});

describe("host words: the Go SDK's error chain for a request", () => {
  it.each([
    // A restarted server no longer knows the session (stacklok/mecatl#177): the session expired.
    [
      'go-session-not-found',
      'mcp call failed: connection closed: calling "tools/call": client is closing: sending "tools/call": failed to connect (session ID: ...): session not found',
      ['failed', 'session-expired', 'unknown'],
    ],
    // The SDK's ErrConnectionClosed for a request in flight (go-sdk mcp/shared.go; google/adk-go#417 retries on it).
    ['go-connection-closed', 'Error: calling "tools/call": connection closed', ['lost', 'connection-closed', 'unknown']],
    // io.EOF under the initialize: the server process ended before answering (docker/mcp-gateway#250).
    ['go-eof', 'failed to connect: calling "initialize": EOF', ['lost', 'connection-closed', 'unknown']],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});
