/**
 * In-process HTTP MCP servers on 127.0.0.1 (ephemeral ports) for the proxy tests:
 * - v1 Streamable HTTP (stateful, session ids, with or without the SDK's InMemoryEventStore-like
 *   resumability — here without), the GET listen stream and DELETE;
 * - v1 HTTP+SSE (2024-11-05): GET /sse + POST /messages?sessionId=…;
 * - v2 `createMcpHandler` + `toNodeHandler` (2026-07-28).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { McpServer as McpServerV2, createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { z } from 'zod';
import { createV1Server } from './v1-server.js';

export interface RunningServer {
  url: string;
  /** Request headers as the server received them, in order. */
  seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
}

async function listen(server: http.Server, path: string, seen: RunningServer['seen']): Promise<RunningServer> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export async function startV1StreamableServer(): Promise<RunningServer> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const seen: RunningServer['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    void (async () => {
      const sid = req.headers['mcp-session-id'];
      let transport = typeof sid === 'string' ? transports.get(sid) : undefined;
      if (!transport) {
        if (req.method !== 'POST' || sid !== undefined) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end('{"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}');
          return;
        }
        const t: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (id) => {
            transports.set(id, t);
          },
          onsessionclosed: (id) => {
            transports.delete(id);
          },
        });
        transport = t;
        await createV1Server().connect(t);
      }
      await transport.handleRequest(req, res);
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(err));
    });
  });
  const running = await listen(server, '/mcp', seen);
  const close = running.close;
  running.close = async () => {
    for (const t of transports.values()) await t.close().catch(() => undefined);
    await close();
  };
  return running;
}

export async function startV1SseServer(): Promise<RunningServer> {
  const transports = new Map<string, SSEServerTransport>();
  const seen: RunningServer['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'GET' && url.pathname === '/sse') {
        const t = new SSEServerTransport('/messages', res);
        transports.set(t.sessionId, t);
        res.on('close', () => transports.delete(t.sessionId));
        await createV1Server().connect(t);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/messages') {
        const t = transports.get(url.searchParams.get('sessionId') ?? '');
        if (!t) {
          res.writeHead(404).end('no session');
          return;
        }
        await t.handlePostMessage(req, res);
        return;
      }
      res.writeHead(404).end();
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(err));
    });
  });
  return listen(server, '/sse', seen);
}

/** v2 server: `slow` sends one progress (upgrading the reply to SSE) and waits to be aborted. */
export async function startV2Server(): Promise<RunningServer & { aborted: string[] }> {
  const aborted: string[] = [];
  const factory = () => {
    const s = new McpServerV2({ name: 'record-test-v2', version: '2.0.0' });
    s.registerTool('echo', { inputSchema: z.object({ text: z.string() }) }, async ({ text }) => ({
      content: [{ type: 'text' as const, text }],
    }));
    s.registerTool('slow', { inputSchema: z.object({ ms: z.number() }) }, async ({ ms }, ctx) => {
      const token = ctx.mcpReq._meta?.progressToken;
      if (token !== undefined) {
        await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: 1, total: 2 } });
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        ctx.mcpReq.signal.addEventListener('abort', () => {
          aborted.push(String(ctx.mcpReq.signal.reason));
          clearTimeout(timer);
          resolve();
        });
      });
      return { content: [{ type: 'text' as const, text: 'slept' }] };
    });
    return s;
  };
  const handler = createMcpHandler(factory);
  const node = toNodeHandler(handler);
  const seen: RunningServer['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    void node(req, res);
  });
  const running = await listen(server, '/mcp', seen);
  const close = running.close;
  return {
    ...running,
    aborted,
    close: async () => {
      await handler.close();
      await close();
    },
  };
}
