/**
 * Server-side lines of round EI: the Java SDK's keep-alive pings that found no stream, a server application's own
 * "Session not found" refusals naming the refused method (one line per POST, identical lines included), WebFlux's
 * exchange completion answering the request the Java SDK's McpSchema logged as a pretty-printed body, and the Go SDK
 * client's "failed to reconnect" failing its connection. Line shapes follow the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { matchReason, TRANSPORT_RE } from '../../../src/protocol/reasons.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

async function requests(name: string, text: string, tz = 'UTC') {
  const r = await analyze([tempFile(name, text)], { tz, all: true });
  const input = r.inputs[0] as { host?: string; format?: string };
  return { host: input.host, format: input.format, reqs: r.requests.map((q) => [q.method, q.id, q.outcome, q.cause, q.serverState]) };
}

describe('Java SDK keep-alive pings with no stream (modelcontextprotocol/java-sdk#1022)', () => {
  it('each WARN is one server ping that was never sent: lost with the connection', async () => {
    const { host, reqs } = await requests('keepalive.log', lines(
      'WARN [io.modelcontextprotocol.util.KeepAliveScheduler]',
      'Failed to send keep-alive ping to session McpStreamableServerSession@5a1b2c3d: Stream unavailable for session 0f0e0d0c-1111-4222-8333-444455556666',
      '',
      'WARN [io.modelcontextprotocol.util.KeepAliveScheduler]',
      'Failed to send keep-alive ping to session McpStreamableServerSession@7e8f9a0b: Stream unavailable for session ...',
    ));
    expect(host).toBe('java-sdk');
    expect(reqs).toEqual([
      ['ping', null, 'lost', 'connection-closed', 'unknown'],
      ['ping', null, 'lost', 'connection-closed', 'unknown'],
    ]);
  });

  it('"Stream unavailable for session <id>" alone is a sender with no transport to write on', () => {
    expect(matchReason('Stream unavailable for session 0f0e0d0c-1111-4222-8333-444455556666')?.pattern.meaning).toBe('connection-closed');
    expect(matchReason('the stream unavailable for session reasons we list below')).toBeNull();
  });
});

describe("a server application's own refusal naming the method (modelcontextprotocol/rust-sdk#733)", () => {
  it('reads one refused request per line, identical lines in one second included; the expiry line names none', async () => {
    const { format, reqs } = await requests('server.log', lines(
      '10:00:00 INFO Session expired {"sessionId":"abc-..."}',
      '10:01:30 WARN Session not found {"sessionId":"abc-...","bodyMethod":"tools/call"}',
      '10:01:30 WARN Session not found {"sessionId":"abc-...","bodyMethod":"tools/call"}',
      '10:01:42 WARN Session not found {"sessionId":"abc-...","method":"prompts/list"}',
    ));
    expect(format).toBe('jsonrpc-in-text');
    expect(reqs.map((r) => r[0]).sort()).toEqual(['prompts/list', 'tools/call', 'tools/call']);
    for (const r of reqs) expect(r.slice(2)).toEqual(['failed', 'session-expired', 'unknown']);
  });

  it('the sentence without a method field is not an MCP log', async () => {
    await expect(analyze([tempFile('plain.log', lines('10:01:30 WARN Session not found {"sessionId":"abc"}'))], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it('a line printed twice in a row that is not such a refusal is still one event', async () => {
    const { reqs } = await requests('twice.log', lines(
      '10:01:30 WARN Session not found {"sessionId":"abc-...","bodyMethod":"tools/call"}',
      '2025/09/02 15:54:35 calling "tools/list": client is closing: EOF',
      '2025/09/02 15:54:35 calling "tools/list": client is closing: EOF',
    ));
    expect(reqs.filter((r) => r[0] === 'tools/list')).toHaveLength(1);
  });
});

describe('WebFlux completing the exchange of a request McpSchema logged (spring-projects/spring-ai#4862)', () => {
  const received = [
    '2025-11-13T10:47:56.059+09:00 DEBUG 4242 --- [ctor-http-nio-3] io.modelcontextprotocol.spec.McpSchema   : Received JSON message: {',
    '  "jsonrpc": "2.0",',
    '  "id": "q-7",',
    '  "method": "tools/list",',
    '  "params": {}',
    '}',
  ];
  it('reads the pretty-printed body as the client request, and a 2xx completion on its thread within the second as its answer', async () => {
    const { host, reqs } = await requests('webflux.log', lines(
      ...received,
      '2025-11-13T10:47:56.088+09:00 DEBUG 4242 --- [ctor-http-nio-3] o.s.w.s.adapter.HttpWebHandlerAdapter    : [1a2b3c4d-2] Completed 200 OK',
    ), 'Asia/Tokyo');
    expect(host).toBe('java-sdk');
    expect(reqs).toEqual([['tools/list', 'q-7', 'completed', 'none', 'completed']]);
  });

  it('a completion on another reactor thread, or seconds later, answers nothing', async () => {
    for (const done of [
      '2025-11-13T10:47:56.088+09:00 DEBUG 4242 --- [ctor-http-nio-5] o.s.w.s.adapter.HttpWebHandlerAdapter    : [9f8e7d6c-1] Completed 200 OK',
      '2025-11-13T10:47:59.300+09:00 DEBUG 4242 --- [ctor-http-nio-3] o.s.w.s.adapter.HttpWebHandlerAdapter    : [1a2b3c4d-2] Completed 200 OK',
    ]) {
      const { reqs } = await requests('webflux-other.log', lines(...received, done), 'Asia/Tokyo');
      expect(reqs).toEqual([['tools/list', 'q-7', 'pending', 'unknown', 'unknown']]);
    }
  });
});

describe("the Go SDK client's failed reconnect (modelcontextprotocol/go-sdk#393)", () => {
  it('fails the connection: the call after it is lost, not refused by the 404 its stream got', async () => {
    const { reqs } = await requests('go.txt', lines('2025/09/02 15:54:35 could not ping: calling "ping": failed to reconnect: Not Found'));
    expect(reqs).toEqual([['ping', null, 'lost', 'connection-closed', 'unknown']]);
  });

  it('both wordings are the transport; a sentence using the words otherwise is not', () => {
    expect(TRANSPORT_RE.test('calling "ping": failed to reconnect: Not Found')).toBe(true);
    expect(TRANSPORT_RE.test('standalone SSE stream: failed to reconnect (session ID: ABC123): Internal Server Error')).toBe(true);
    expect(TRANSPORT_RE.test('we failed to reconnect the widget yesterday')).toBe(false);
  });
});
