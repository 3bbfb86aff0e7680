/**
 * A small v2 SDK server (`@modelcontextprotocol/server` 2.4.0) served over Streamable HTTP with
 * `createMcpHandler` + `toNodeHandler`, in this process on 127.0.0.1. Its tools make the HTTP
 * recorder samples happen: progress then a result, a silent sleep, and one progress followed by
 * a long silence (what an idle-timeout proxy cuts).
 */
import http from 'node:http';
import { McpServer, createMcpHandler, type ServerContext } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { listenLoopback, type Listening } from '../lib/listen.js';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

async function progress(ctx: ServerContext, n: number, total: number): Promise<void> {
  const token = ctx.mcpReq._meta?.progressToken;
  if (token !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: n, total } });
}

function v2Server(): McpServer {
  const s = new McpServer({ name: 'sample-v2-server', version: '2.4.0' });
  s.registerTool('progress-steps', { description: 'three progress steps 200 ms apart, then a result' }, async (ctx) => {
    for (let i = 1; i <= 3; i++) {
      await wait(200, ctx.mcpReq.signal);
      await progress(ctx, i, 3);
    }
    return { content: [{ type: 'text', text: 'done' }] };
  });
  s.registerTool('sleep', { description: 'sleeps 3 s without notifications' }, async (ctx) => {
    await wait(3000, ctx.mcpReq.signal);
    return { content: [{ type: 'text', text: ctx.mcpReq.signal.aborted ? 'aborted' : 'slept' }] };
  });
  s.registerTool('progress-then-pause', { description: 'one progress, 3 s of silence, a result' }, async (ctx) => {
    await wait(100, ctx.mcpReq.signal);
    await progress(ctx, 1, 2);
    await wait(3000, ctx.mcpReq.signal);
    return { content: [{ type: 'text', text: 'done' }] };
  });
  return s;
}

export function startV2HttpServer(): Promise<Listening> {
  return listenLoopback(toNodeHandler(createMcpHandler(() => v2Server())) as unknown as http.RequestListener);
}
