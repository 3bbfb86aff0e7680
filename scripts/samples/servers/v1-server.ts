/**
 * A small real MCP server on the v1 SDK (`McpServer` + `StdioServerTransport`), spawned over stdio
 * by the sample scenarios. Its tools make the situations mcp-triage diagnoses happen for real:
 *
 * - `slow_build {ms, outputChars?}`: works `ms`, sends `notifications/progress` every 200 ms when
 *   the request carries a progressToken; stops on abort unless `--ignore-abort`.
 * - `crash_midway {}`: prints a stack line to stderr and exits 1 after 300 ms.
 * - `late_result {ms}`: works `ms` ignoring the abort signal. The v1 SDK drops a result whose
 *   request was cancelled, so a *late result on the wire* needs `--ignore-cancel`, which replaces
 *   the SDK's `notifications/cancelled` handler (public `setNotificationHandler`) with one that
 *   only logs — what a server that does not implement cancellation does.
 * - `--init-delay N`: "slow_init": the transport is connected only N ms after process start, so
 *   `initialize` waits unanswered in the pipe.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CancelledNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { bigText, parseFlags, sleep, work } from './flags.js';

const flags = parseFlags(process.argv.slice(2));
const tool = (n: string): string => flags.rename.get(n) ?? n;
const server = new McpServer({ name: flags.name, version: '1.4.2' }, { capabilities: { tools: {} } });

server.registerTool(
  tool('slow_build'),
  { description: 'Builds the project (slowly).', inputSchema: { ms: z.number(), outputChars: z.number().optional() } },
  async ({ ms, outputChars }, extra) => {
    const token = extra._meta?.progressToken;
    const aborted = await work(ms, extra.signal, !flags.ignoreAbort, token === undefined ? undefined : async (elapsed) => {
      // `extra.sendNotification` silently drops notifications once the request is aborted; like
      // server-everything we send through the server so a tool that ignores the abort keeps
      // reporting progress after the cancel, as real servers do.
      await server.server.notification(
        { method: 'notifications/progress', params: { progressToken: token, progress: elapsed, total: ms } },
        { relatedRequestId: extra.requestId },
      );
    });
    if (aborted) {
      console.error(`[${tool('slow_build')}] aborted after ${ms}ms budget: ${String(extra.signal.reason)}`);
      throw new Error('build aborted');
    }
    const text = outputChars ? bigText(outputChars) : `build finished in ${ms} ms`;
    return { content: [{ type: 'text', text }] };
  },
);

server.registerTool(tool('crash_midway'), { description: 'Crashes the server mid-request.', inputSchema: {} }, async () => {
  await sleep(300);
  const err = new Error('worker pool exhausted');
  console.error(`Fatal: ${err.message}`);
  console.error(err.stack?.split('\n')[1]?.trim() ?? 'at crash_midway');
  process.exit(1);
});

server.registerTool(tool('late_result'), { description: 'Finishes even if cancelled.', inputSchema: { ms: z.number() } }, async ({ ms }) => {
  await sleep(ms);
  return { content: [{ type: 'text', text: `done after ${ms} ms` }] };
});

if (flags.ignoreCancel) {
  server.server.setNotificationHandler(CancelledNotificationSchema, (n) => {
    console.error(`cancellation of request ${String(n.params.requestId)} ignored (${n.params.reason ?? 'no reason'})`);
  });
}

console.error(`${flags.name} starting (pid ${process.pid})`);
if (flags.initDelay > 0) {
  // Counted from process start, so a slow interpreter start-up (tsx) does not add to it.
  console.error(`loading project index...`);
  await sleep(Math.max(0, flags.initDelay - process.uptime() * 1000));
}
await server.connect(new StdioServerTransport());
console.error(`${flags.name} running on stdio`);
