/**
 * The HTTP recording proxy with real SDKs on loopback: identical results through the proxy,
 * SSE flowing as it arrives, and stream ends attributed to the side that ended them.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import { startHttpProxy } from '../../src/record/http-proxy.js';
import { startV1SseServer, startV1StreamableServer, startV2Server } from './servers/http-servers.js';
import { assertMonotonic, readCapture, type CaptureLine } from './capture.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-record-http-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BIG = 10 * 1024 * 1024;
const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const byType = (lines: CaptureLine[], type: string): CaptureLine[] => lines.filter((l) => l.type === type);
const ms = (iso: unknown): number => Date.parse(String(iso));

function sink(): { write(s: string): boolean; text(): string } {
  const parts: string[] = [];
  return { write: (s: string) => (parts.push(s), true), text: () => parts.join('') };
}

/** Exchange id of the request whose body carried the given JSON-RPC method (and tool name). */
function exchangeOf(lines: CaptureLine[], method: string, name?: string): number | undefined {
  const m = lines.find((l) => {
    if (l.type !== 'message' || l.from !== 'client') return false;
    const msg = l.message as { method?: string; params?: { name?: string } };
    return msg.method === method && (name === undefined || msg.params?.name === name);
  });
  return m?.exchange as number | undefined;
}

/** Milliseconds from the first to the last of a run of arrival times. */
function spread(times: number[]): number {
  return times[times.length - 1]! - times[0]!;
}

async function v1Conversation(url: string, headers: Record<string, string> = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: 'record-test-client', version: '1.0.0' });
  await client.connect(transport);
  const tools = await client.listTools();
  const echo = await client.callTool({ name: 'echo', arguments: { text: 'héllo "quoted" \\ \u2028 €' } });
  const big = await client.callTool({ name: 'big', arguments: { bytes: BIG } }, undefined, { timeout: 60_000 });
  const progress: unknown[] = [];
  const arrivals: number[] = [];
  const prog = await client.callTool({ name: 'progress', arguments: { steps: 5, delayMs: 150 } }, undefined, {
    onprogress: (p) => {
      progress.push(p);
      arrivals.push(performance.now());
    },
  });
  await transport.terminateSession();
  await client.close();
  const bigText = (big.content as Array<{ text: string }>)[0]?.text ?? '';
  return { tools, echo, bigLength: bigText.length, bigSha: sha(bigText), prog, progress, arrivals };
}

describe('HTTP proxy, v1 Streamable HTTP client and server', () => {
  it('gives identical results (10 MB result, progress over SSE) and records each exchange', async () => {
    const srv = await startV1StreamableServer();
    const out = join(dir, 'v1.mcpcap.jsonl');
    const err = sink();
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: err });
    try {
      const direct = await v1Conversation(srv.url);
      const viaProxy = await v1Conversation(`${proxy.url}/mcp?token=querysecret77`, {
        Authorization: 'Bearer topsecret-bearer-9',
      });
      expect(direct.bigLength).toBe(BIG);
      const { arrivals: a1, ...d } = direct;
      const { arrivals: a2, ...p } = viaProxy;
      expect(p).toEqual(d);
      expect(p.progress).toHaveLength(5);
      // The client got the progress as the server sent it (150 ms apart, 600 ms first to last), not in one burst:
      // a buffering proxy delivers all five within a few ms. The span, not each gap, is asserted: on a loaded
      // machine one stalled event loop can bring two arrivals close together without any buffering.
      for (const arrivals of [a1, a2]) expect(spread(arrivals)).toBeGreaterThan(150);
    } finally {
      await proxy.close();
      await srv.close();
    }
    expect(err.text()).toBe('');

    const lines = readCapture(out);
    assertMonotonic(lines);
    expect(lines[0]).toMatchObject({ type: 'header', format: 'mcpcap', version: 1, transport: 'streamable-http', target: srv.url });

    const requests = byType(lines, 'http-request');
    const methods = new Set(requests.map((r) => r.method));
    expect(methods).toEqual(new Set(['POST', 'GET', 'DELETE']));
    for (const r of requests) {
      const h = r.headers as Record<string, string>;
      expect(r.url).toBe(`${srv.url}?token=<redacted:param>`);
      expect(h.authorization).toBe('Bearer <redacted:authorization>');
    }
    // After initialize every request carries the session id and protocol version headers.
    const later = requests.slice(1);
    expect(later.every((r) => typeof (r.headers as Record<string, string>)['mcp-session-id'] === 'string')).toBe(true);
    expect(later.every((r) => (r.headers as Record<string, string>)['mcp-protocol-version'] === '2025-11-25')).toBe(true);
    const text = readFileSync(out, 'utf8');
    expect(text).not.toContain('topsecret-bearer-9');
    expect(text).not.toContain('querysecret77');

    // The progress call's SSE events: 5 notifications and the result, arrival times spread out.
    const progEx = exchangeOf(lines, 'tools/call', 'progress');
    expect(progEx).toBeDefined();
    const resp = lines.find((l) => l.type === 'http-response' && l.exchange === progEx)!;
    expect(resp).toMatchObject({ status: 200, contentType: 'text/event-stream' });
    const sseMsgs = lines.filter((l) => l.type === 'message' && l.exchange === progEx && l.from === 'server');
    expect(sseMsgs).toHaveLength(6);
    expect(sseMsgs.every((l) => (l.sse as { event?: string }).event === 'message')).toBe(true);
    const times = sseMsgs.slice(0, 5).map((l) => ms(l.t));
    expect(spread(times)).toBeGreaterThan(150);
    expect(lines.find((l) => l.type === 'stream-end' && l.exchange === progEx)).toMatchObject({ closedBy: 'server' });

    // The 10 MB result is in the capture, intact.
    const bigEx = exchangeOf(lines, 'tools/call', 'big');
    const bigMsg = lines.find((l) => l.type === 'message' && l.exchange === bigEx && l.from === 'server')!;
    const bigText = (bigMsg.message as { result: { content: Array<{ text: string }> } }).result.content[0]!.text;
    expect(bigText.length).toBe(BIG);

    // Every exchange ends exactly once.
    for (const r of requests) {
      expect(lines.filter((l) => l.type === 'stream-end' && l.exchange === r.exchange)).toHaveLength(1);
    }
  });

  it("writes a placeholder for a tool argument named like a secret, as a report of the message would", async () => {
    const srv = await startV1StreamableServer();
    const out = join(dir, 'args.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: sink() });
    const args = { text: 'hi', secretKey: 'abc123def9', sid: 's3ss10nXYZ7', code_verifier: 'v3rif1erQ8', pageToken: 'cursor-page-2' };
    try {
      const client = new Client({ name: 'c', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${proxy.url}/mcp`)));
      const echo = await client.callTool({ name: 'echo', arguments: args });
      expect(echo.content).toEqual([{ type: 'text', text: 'hi' }]);
      await client.close();
    } finally {
      await proxy.close();
      await srv.close();
    }
    const lines = readCapture(out);
    const callEx = exchangeOf(lines, 'tools/call', 'echo');
    const call = lines.find((l) => l.type === 'message' && l.from === 'client' && l.exchange === callEx);
    expect((call?.message as { params: { arguments: unknown } }).params.arguments).toEqual({
      text: 'hi',
      secretKey: '<redacted:secret>',
      sid: '<redacted:token>',
      code_verifier: '<redacted:token>',
      pageToken: 'cursor-page-2',
    });
    const text = readFileSync(out, 'utf8');
    for (const secret of ['abc123def9', 's3ss10nXYZ7', 'v3rif1erQ8']) expect(text).not.toContain(secret);
  });

  it('writes credentials only with keepSecrets', async () => {
    const srv = await startV1StreamableServer();
    const out = join(dir, 'keep.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target: srv.url, output: out, keepSecrets: true, stderr: sink() });
    try {
      const transport = new StreamableHTTPClientTransport(new URL(`${proxy.url}/mcp?token=querysecret77`), {
        requestInit: { headers: { Authorization: 'Bearer topsecret-bearer-9' } },
      });
      const client = new Client({ name: 'c', version: '1' });
      await client.connect(transport);
      await client.listTools();
      await client.close();
    } finally {
      await proxy.close();
      await srv.close();
    }
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('topsecret-bearer-9');
    expect(text).toContain('querysecret77');
    // The server received the request exactly as sent, credentials included.
    expect(srv.seen[0]?.headers.authorization).toBe('Bearer topsecret-bearer-9');
    expect(srv.seen[0]?.url).toBe('/mcp?token=querysecret77');
  });

  it('keeps forwarding when the output cannot be written, and says so once', async () => {
    const srv = await startV1StreamableServer();
    const out = join(dir, 'missing-dir', 'x.jsonl');
    const err = sink();
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: err });
    try {
      const client = new Client({ name: 'c', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${proxy.url}/mcp`)));
      const echo = await client.callTool({ name: 'echo', arguments: { text: 'still works' } });
      expect(echo.content).toEqual([{ type: 'text', text: 'still works' }]);
      await client.close();
    } finally {
      const status = await proxy.close();
      expect(status.stoppedReason).toMatch(/ENOENT/);
      await srv.close();
    }
    expect(err.text()).toMatch(/^mcp-triage record: recording stopped: .*ENOENT.*; traffic continues\n$/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('HTTP proxy, 2024-11-05 HTTP+SSE transport', () => {
  it('passes the endpoint event through unrewritten and records the message POSTs', async () => {
    const srv = await startV1SseServer();
    const out = join(dir, 'sse.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: sink() });
    const run = async (url: string) => {
      const client = new Client({ name: 'c', version: '1' });
      await client.connect(new SSEClientTransport(new URL(url)));
      const tools = await client.listTools();
      const echo = await client.callTool({ name: 'echo', arguments: { text: 'legacy' } });
      await client.close();
      return { tools, echo };
    };
    try {
      const direct = await run(srv.url);
      expect(await run(`${proxy.url}/sse`)).toEqual(direct);
    } finally {
      await proxy.close();
      await srv.close();
    }
    const lines = readCapture(out);
    assertMonotonic(lines);
    const endpoint = byType(lines, 'sse-event').find((e) => e.event === 'endpoint');
    expect(endpoint?.data).toMatch(/^\/messages\?sessionId=[0-9a-f-]+$/);
    expect(byType(lines, 'note').some((n) => n.transport === 'http+sse')).toBe(true);
    const posts = byType(lines, 'http-request').filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.every((p) => String(p.url).includes('/messages?sessionId='))).toBe(true);
    // POST answers are `202 Accepted` with a text body; results arrive on the GET stream.
    const firstPostEnd = lines.find((l) => l.type === 'stream-end' && l.exchange === posts[0]!.exchange);
    expect(firstPostEnd).toMatchObject({ closedBy: 'server', body: 'Accepted' });
    const getEx = byType(lines, 'http-request').find((r) => r.method === 'GET')!.exchange;
    const onStream = lines.filter((l) => l.type === 'message' && l.exchange === getEx).map((l) => l.message as { id?: number });
    expect(onStream.map((m) => m.id)).toEqual([0, 1, 2]);
  });
});

describe('HTTP proxy, v2 SDK at 2026-07-28', () => {
  it('records a client timeout as the client closing the stream', async () => {
    const srv = await startV2Server();
    const out = join(dir, 'v2.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: sink() });
    try {
      const client = new ClientV2(
        { name: 'record-test-v2-client', version: '2.0.0' },
        { versionNegotiation: { mode: { pin: '2026-07-28' } } },
      );
      await client.connect(new StreamableHTTPClientTransportV2(new URL(`${proxy.url}/mcp`)));
      const echo = await client.callTool({ name: 'echo', arguments: { text: 'modern' } });
      expect(echo.content).toEqual([{ type: 'text', text: 'modern' }]);
      const progress: unknown[] = [];
      await expect(
        client.callTool({ name: 'slow', arguments: { ms: 10_000 } }, { timeout: 600, onprogress: (p) => progress.push(p) }),
      ).rejects.toThrow(/timed out/i);
      expect(progress).toHaveLength(1);
      await client.close();
      // The server saw its request aborted (the stream close reached it through the proxy).
      for (let i = 0; i < 50 && srv.aborted.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(srv.aborted).toHaveLength(1);
    } finally {
      await proxy.close();
      await srv.close();
    }
    const lines = readCapture(out);
    assertMonotonic(lines);
    const slowEx = exchangeOf(lines, 'tools/call', 'slow');
    const req = lines.find((l) => l.type === 'http-request' && l.exchange === slowEx)!;
    expect(req.headers).toMatchObject({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'slow' });
    expect(lines.find((l) => l.type === 'http-response' && l.exchange === slowEx)).toMatchObject({ contentType: 'text/event-stream' });
    const progress = lines.find((l) => l.type === 'message' && l.exchange === slowEx && l.from === 'server');
    expect((progress?.message as { method?: string }).method).toBe('notifications/progress');
    const end = lines.find((l) => l.type === 'stream-end' && l.exchange === slowEx)!;
    expect(end.closedBy).toBe('client');
    // About the client's 600 ms timeout after the request, not at shutdown.
    expect(ms(end.t) - ms(req.t)).toBeGreaterThanOrEqual(500);
    expect(ms(end.t) - ms(req.t)).toBeLessThan(5_000);
    // No cancel notification was sent: on 2026-07-28 closing the stream is the cancel.
    expect(lines.some((l) => l.type === 'message' && (l.message as { method?: string }).method === 'notifications/cancelled')).toBe(false);
  });
});

describe('HTTP proxy, broken and odd upstreams', () => {
  async function rawServer(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
    const server = http.createServer(handler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/mcp`,
      close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
    };
  }

  it('records keep-alives, a priming event and a stream cut mid-event by the network', async () => {
    const srv = await rawServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('id: 7\ndata: \n\n');
      res.write(': ping\n\n');
      res.write('event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}\n\n');
      res.write('event: message\ndata: {"jsonrpc":"2.0","id":1,"res', () => setTimeout(() => res.socket?.destroy(), 30));
    });
    const out = join(dir, 'broken.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: sink() });
    try {
      const res = await fetch(`${proxy.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}',
      });
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
    } finally {
      await proxy.close();
      await srv.close();
    }
    const lines = readCapture(out).filter((l) => l.exchange === 1);
    expect(lines.map((l) => l.type)).toEqual(['http-request', 'message', 'http-response', 'sse-event', 'keepalive', 'message', 'stream-end']);
    expect(lines[3]).toMatchObject({ id: '7', data: '' });
    expect(lines[4]).toMatchObject({ text: ': ping' });
    expect(lines[6]).toMatchObject({ closedBy: 'network', partial: true });
  });

  it('redacts a name or value hidden behind a \\u escape in a request, a JSON response and an SSE event', async () => {
    // The texts as a client or server may write them: JSON allows any character escaped, and the raw text then
    // holds no `token`, `sid` or `Bearer` for a cheap gate to see.
    const request = String.raw`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"\u0074oken":"abc123def","\u0073id":"abc123def2","h":"\u0042earer abc123def456"}}`;
    const json = String.raw`{"jsonrpc":"2.0","id":1,"result":{"\u0073id":"abc123def3","h":"\u0042earer abc123def457"}}`;
    const event = String.raw`{"jsonrpc":"2.0","method":"notifications/message","params":{"data":{"\u0074oken":"abc123def4"}}}`;
    const srv = await rawServer((req, res) => {
      req.resume();
      if (req.headers.accept === 'text/event-stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`event: message\ndata: ${event}\n\n`);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(json);
    });
    const out = join(dir, 'escaped.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: sink() });
    try {
      const post = await fetch(`${proxy.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: request,
      });
      expect(await post.text()).toBe(json);
      const get = await fetch(`${proxy.url}/mcp`, { headers: { accept: 'text/event-stream' } });
      await get.text();
    } finally {
      await proxy.close();
      await srv.close();
    }
    const messages = readCapture(out).filter((l) => l.type === 'message').map((l) => l.message);
    expect(messages).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { token: '<redacted:token>', sid: '<redacted:token>', h: 'Bearer <redacted:bearer>' },
      },
      { jsonrpc: '2.0', id: 1, result: { sid: '<redacted:token>', h: 'Bearer <redacted:bearer>' } },
      { jsonrpc: '2.0', method: 'notifications/message', params: { data: { token: '<redacted:token>' } } },
    ]);
    const text = readFileSync(out, 'utf8');
    for (const secret of ['abc123def"', 'abc123def2', 'abc123def3', 'abc123def4', 'abc123def456', 'abc123def457']) {
      expect(text).not.toContain(secret);
    }
  });

  it('ends open streams as broken by the recorder when it shuts down', async () => {
    const srv = await rawServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
    });
    const out = join(dir, 'shutdown.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target: srv.url, output: out, stderr: sink() });
    try {
      const res = await fetch(`${proxy.url}/mcp`, { headers: { accept: 'text/event-stream' } });
      const reader = res.body!.getReader();
      await reader.read();
      await proxy.close();
      await expect(reader.read()).rejects.toThrow();
    } finally {
      await proxy.close();
      await srv.close();
    }
    const end = readCapture(out).filter((l) => l.type === 'stream-end');
    expect(end).toEqual([expect.objectContaining({ exchange: 1, closedBy: 'network', error: 'recorder shut down' })]);
  });

  it('answers 502 and records a network end when the target is down', async () => {
    const srv = await rawServer((_req, res) => res.end());
    const target = srv.url;
    await srv.close();
    const out = join(dir, 'down.mcpcap.jsonl');
    const proxy = await startHttpProxy({ target, output: out, stderr: sink() });
    try {
      const res = await fetch(`${proxy.url}/mcp`, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
      expect(res.status).toBe(502);
      await res.text();
    } finally {
      await proxy.close();
    }
    const end = readCapture(out).find((l) => l.type === 'stream-end');
    expect(end).toMatchObject({ closedBy: 'network', status: 502 });
    expect(String(end?.error)).toMatch(/ECONNREFUSED/);
  });
});
