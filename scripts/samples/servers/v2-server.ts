/**
 * A small real MCP server on the v2 SDK (`@modelcontextprotocol/server` 2.x), served with
 * `serveStdio(factory)`, which answers both a 2026-07-28 opening (`server/discover`) and a
 * 2025-era `initialize`. Same `slow_build` tool as the v1 server, and `book_room`, which asks the client to
 * confirm through a 2026-07-28 `input_required` answer (MRTR) before it works `ms` and completes.
 */
import { acceptedContent, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import { parseFlags, work } from './flags.js';

const flags = parseFlags(process.argv.slice(2));
const tool = (n: string): string => flags.rename.get(n) ?? n;

console.error(`${flags.name} (v2) starting (pid ${process.pid})`);
serveStdio(() => {
  const server = new McpServer({ name: flags.name, version: '2.0.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    tool('slow_build'),
    { description: 'Builds the project (slowly).', inputSchema: z.object({ ms: z.number() }) },
    async ({ ms }, ctx) => {
      const token = ctx.mcpReq._meta?.progressToken;
      const aborted = await work(ms, ctx.mcpReq.signal, !flags.ignoreAbort, token === undefined ? undefined : async (elapsed) => {
        await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: elapsed, total: ms } });
      });
      if (aborted) {
        console.error(`[${tool('slow_build')}] aborted: ${String(ctx.mcpReq.signal.reason)}`);
        throw new Error('build aborted');
      }
      return { content: [{ type: 'text', text: `build finished in ${ms} ms` }] };
    },
  );
  server.registerTool(
    tool('book_room'),
    { description: 'Books a room once the user confirms.', inputSchema: z.object({ room: z.string(), ms: z.number() }) },
    async ({ room, ms }, ctx) => {
      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (confirmed?.['confirm'] !== true) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Book room ${room}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Confirm booking' } }, required: ['confirm'] },
            }),
          },
          requestState: `confirm:${room}`,
        });
      }
      const aborted = await work(ms, ctx.mcpReq.signal, !flags.ignoreAbort);
      if (aborted) {
        console.error(`[${tool('book_room')}] aborted: ${String(ctx.mcpReq.signal.reason)}`);
        throw new Error('booking aborted');
      }
      return { content: [{ type: 'text', text: `room ${room} booked` }] };
    },
  );
  return server;
});
