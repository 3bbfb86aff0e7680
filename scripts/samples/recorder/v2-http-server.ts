/**
 * A small v2 SDK server (`@modelcontextprotocol/server` 2.4.0) served over Streamable HTTP with
 * `createMcpHandler` + `toNodeHandler`, in this process on 127.0.0.1. Its tools make the HTTP
 * recorder samples happen: progress then a result, a silent sleep, one progress followed by
 * a long silence (what an idle-timeout proxy cuts), and progress that goes on whatever the client does.
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

/**
 * What the `keep-working` tool saw, in order, with the epoch ms: `aborted <reason>` when its request's signal aborted,
 * `progress <n> sent` / `progress <n> failed <error>` per step, `returned` at its end. The server runs in the samples'
 * process, so a sample reads this to say what the server did after the client closed its stream (nothing of it is on
 * the wire). Cleared by the sample before its call.
 */
export const keepWorkingLog: { at: number; what: string }[] = [];

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
  // A tool that does not stop when its request is cancelled (it never reads its signal, as much real tool code does):
  // eight progress steps 250 ms apart, each noted, then a result.
  s.registerTool('keep-working', { description: 'eight progress steps 250 ms apart whatever happens, then a result' }, async (ctx) => {
    const note = (what: string): void => void keepWorkingLog.push({ at: Date.now(), what });
    ctx.mcpReq.signal.addEventListener('abort', () => note(`aborted ${String(ctx.mcpReq.signal.reason)}`));
    for (let i = 1; i <= 8; i++) {
      await new Promise((r) => setTimeout(r, 250));
      try {
        await progress(ctx, i, 8);
        note(`progress ${i} sent`);
      } catch (e) {
        note(`progress ${i} failed ${String(e)}`);
      }
    }
    note('returned');
    return { content: [{ type: 'text', text: 'done' }] };
  });
  return s;
}

export function startV2HttpServer(): Promise<Listening> {
  return listenLoopback(toNodeHandler(createMcpHandler(() => v2Server())) as unknown as http.RequestListener);
}
