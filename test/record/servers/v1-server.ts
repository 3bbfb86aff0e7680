/**
 * A small MCP server on the v1 SDK (`@modelcontextprotocol/sdk` McpServer), shared by the stdio
 * entry (v1-stdio.ts) and the in-process HTTP tests. Its tools exercise what the recorder must
 * pass through untouched: a plain echo, a result of any size, and progress notifications
 * spaced in time.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { PingRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

/** How long a `waitForPing` call waits for the client's ping before answering anyway. */
const PING_WAIT_LIMIT_MS = 10_000;

export function createV1Server(): McpServer {
  const server = new McpServer({ name: 'record-test-v1', version: '1.0.0' });

  // `ping` still answers {} as the SDK's default handler does; it also releases `progress` calls
  // waiting for the client to acknowledge their last notification (see below).
  const pingWaiters = new Set<() => void>();
  server.server.setRequestHandler(PingRequestSchema, () => {
    for (const release of pingWaiters) release();
    pingWaiters.clear();
    return {};
  });
  const nextPing = (): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        pingWaiters.delete(release);
        resolve();
      }, PING_WAIT_LIMIT_MS);
      const release = (): void => {
        clearTimeout(timer);
        resolve();
      };
      pingWaiters.add(release);
    });

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
      description: 'Send `steps` progress notifications `delayMs` apart, then answer (with `waitForPing`: once the client pings)',
      inputSchema: { steps: z.number().int().min(1), delayMs: z.number().int().min(0), waitForPing: z.boolean().optional() },
    },
    async ({ steps, delayMs, waitForPing }, extra) => {
      const token = extra._meta?.progressToken;
      let acked: Promise<void> | undefined;
      for (let i = 1; i <= steps; i++) {
        await new Promise((r) => setTimeout(r, delayMs));
        // Armed before the last notification goes out, so the client's ping cannot come first.
        if (i === steps && waitForPing) acked = nextPing();
        if (token !== undefined) {
          await extra.sendNotification({
            method: 'notifications/progress',
            params: { progressToken: token, progress: i, total: steps, message: `step ${i}` },
          });
        }
      }
      // The v1 client dispatches a notification in a microtask but a response synchronously, and
      // the response removes the request's progress handler: when the last progress and the
      // result reach the client in the same read, that progress is dropped ("unknown token").
      // Any stall on the way (a loaded machine, GC, one more pipe hop) lets them coalesce, so a
      // pause only narrows the race. `waitForPing` closes it: the client pings from its
      // onprogress handler for the last step, i.e. after it has processed it.
      if (acked) await acked;
      else await new Promise((r) => setTimeout(r, delayMs));
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
