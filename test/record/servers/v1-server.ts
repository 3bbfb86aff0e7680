/**
 * A small MCP server on the v1 SDK (`@modelcontextprotocol/sdk` McpServer), shared by the stdio
 * entry (v1-stdio.ts) and the in-process HTTP tests. Its tools exercise what the recorder must
 * pass through untouched: a plain echo, a result of any size, and progress notifications
 * spaced in time.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createV1Server(): McpServer {
  const server = new McpServer({ name: 'record-test-v1', version: '1.0.0' });

  server.registerTool(
    'echo',
    { description: 'Echo the text back', inputSchema: { text: z.string() } },
    async ({ text }) => ({ content: [{ type: 'text', text }] }),
  );

  server.registerTool(
    'big',
    { description: 'Return a text result of `bytes` characters', inputSchema: { bytes: z.number().int().min(0) } },
    async ({ bytes }) => {
      // Varied content with a multi-byte character (not one repeated byte) so a reframing or
      // re-encoding bug shows up as a mismatch. Mostly ASCII: the v1 stdio ReadBuffer refuses
      // lines over 10 MiB, and a 10 MB result must fit.
      const unit = 'abcdefghijklmnopqrstuvwxyz0123456789-_.,é';
      const text = unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
      return { content: [{ type: 'text', text }] };
    },
  );

  server.registerTool(
    'progress',
    {
      description: 'Send `steps` progress notifications `delayMs` apart, then answer',
      inputSchema: { steps: z.number().int().min(1), delayMs: z.number().int().min(0) },
    },
    async ({ steps, delayMs }, extra) => {
      const token = extra._meta?.progressToken;
      for (let i = 1; i <= steps; i++) {
        await new Promise((r) => setTimeout(r, delayMs));
        if (token !== undefined) {
          await extra.sendNotification({
            method: 'notifications/progress',
            params: { progressToken: token, progress: i, total: steps, message: `step ${i}` },
          });
        }
      }
      // Pause before answering: the v1 client drops a progress notification that it processes
      // after the result (its handler is gone), so an immediate answer makes the count racy.
      await new Promise((r) => setTimeout(r, delayMs));
      return { content: [{ type: 'text', text: `done after ${steps} steps` }] };
    },
  );

  server.registerTool(
    'slow',
    { description: 'Answer after `ms` milliseconds unless cancelled', inputSchema: { ms: z.number().int().min(0) } },
    async ({ ms }, extra) => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        extra.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return { content: [{ type: 'text', text: extra.signal.aborted ? 'cancelled' : 'slept' }] };
    },
  );

  return server;
}
