/**
 * Server-side lines of round GR: the Java SDK's keep-alive ping as a reporter shortened it (the class name as the
 * logger, the message wrapped under it) with Reactor's timer as its cause, and the Python SDK's request line printed
 * bare beside uvicorn's access lines. Line shapes follow the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { matchReason } from '../../../src/protocol/reasons.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

async function requests(name: string, text: string) {
  const r = await analyze([tempFile(name, text)], { tz: 'UTC', all: true });
  const input = r.inputs[0] as { host?: string; format?: string };
  return { host: input.host, format: input.format, reqs: r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState]) };
}

describe('the Java SDK server with its loggers shortened and messages wrapped (modelcontextprotocol/java-sdk#920)', () => {
  it('reads the keep-alive ping whose timer ran out: one record over two lines, abandoned at the server\'s own timer', async () => {
    const { host, reqs } = await requests('gateway.log', lines(
      'KeepAliveScheduler: Failed to send keep-alive ping to session ...:',
      "  Did not observe any item or terminal signal within 10000ms in 'source(MonoCreate)'",
      'ServletStreamableServerTransportProvider:',
      '  Failed to send message to session ...: Client disconnected',
    ));
    expect(host).toBe('java-sdk');
    expect(reqs).toEqual([['ping', 'abandoned', 'client-timeout', 'unknown']]);
  });

  it('a record not ending at a colon does not take the indented line under it', async () => {
    const { reqs } = await requests('gateway.log', lines(
      'KeepAliveScheduler: Failed to send keep-alive ping to session 5a1b: Stream unavailable for session 5a1b',
      "  Did not observe any item or terminal signal within 10000ms in 'source(MonoCreate)'",
    ));
    expect(reqs[0]).toEqual(['ping', 'lost', 'connection-closed', 'unknown']);
  });

  it("Reactor's timeout is the requester's timer, with its budget", () => {
    const m = matchReason("Did not observe any item or terminal signal within 20000ms in 'source(MonoCreate)'", 'host-log');
    expect(m?.pattern.id).toBe('reactor-timeout');
    expect(m?.meaning).toBe('timeout');
    expect(m?.ms).toBe(20_000);
  });
});

describe("the Python SDK's request line printed bare beside uvicorn's access lines (modelcontextprotocol/python-sdk#514)", () => {
  it('the bare line after the POST that carried it is the request, still open at the end of the paste', async () => {
    const { host, reqs } = await requests('server.log', lines(
      'INFO:     Uvicorn running on http://0.0.0.0:8311 (Press CTRL+C to quit)',
      'INFO:     127.0.0.1:49214 - "GET /sse HTTP/1.1" 200 OK',
      'INFO:     127.0.0.1:49218 - "POST /messages/?session_id=3f9c HTTP/1.1" 202 Accepted',
      'Processing request of type CallToolRequest',
      'Processing request of type ListToolsRequest',
    ));
    expect(host).toBe('python-sdk');
    expect(reqs).toEqual([
      ['tools/call', 'pending', 'unknown', 'unknown'],
      ['tools/list', 'pending', 'unknown', 'unknown'],
    ]);
  });

  it('a bare copy under a record of its own words stays that record\'s copy (scaleapi/mcp-atlas#17)', async () => {
    const { reqs } = await requests('server.log', lines(
      '[03/24/26 13:57:06] INFO     Processing request of type ListToolsRequest            server.py:720',
      'Processing request of type ListToolsRequest',
    ));
    expect(reqs).toHaveLength(1);
  });
});
