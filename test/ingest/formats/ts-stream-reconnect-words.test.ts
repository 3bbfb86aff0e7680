/**
 * The TypeScript SDK's Streamable HTTP client transport giving up its listening GET stream, as a host prints its records
 * ("[error] Failed to reconnect SSE stream: …", "[error] Maximum reconnection attempts (2) exceeded."), two of them run
 * together on one line as a reporter pasted them (grafana/mcp-grafana#934). The GET carries no request: the text is a
 * client's log with none to report. Line shapes follow the thread; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

async function read(text: string) {
  const r = await analyze([tempFile('paste.txt', text)], { tz: 'UTC' });
  return { format: (r.inputs[0] as { format?: string }).format, requests: r.requests.length };
}

describe("the SDK transport's words for its listening stream's reopen", () => {
  it.each<[string, string]>([
    ['two records run together on one line, each behind its level', lines('[error] Failed to reconnect SSE stream: Streamable HTTP error: Failed to open SSE stream: Conflict [error] Maximum reconnection attempts (2) exceeded.')],
    ['the same two records on their own lines', lines('[error] Failed to reconnect SSE stream: Streamable HTTP error: Failed to open SSE stream: Not Found', '[error] Maximum reconnection attempts (2) exceeded.')],
    ['a reopen refused by the network, no level', lines('Failed to reconnect SSE stream: TypeError: fetch failed')],
  ])('%s: a client log with no request', async (_name, text) => {
    expect(await read(text)).toEqual({ format: 'jsonrpc-in-text', requests: 0 });
  });

  it.each<[string, string]>([
    ['the count of attempts alone names no SSE stream', lines('[error] Maximum reconnection attempts (5) exceeded.')],
    ['a sentence around the words is someone\'s account', lines('Sometimes I see Failed to reconnect SSE stream: Bad Request in the logs and then it works again')],
  ])('%s: not a capture', async (_name, text) => {
    await expect(read(text)).rejects.toThrow(/not a capture/);
  });
});
