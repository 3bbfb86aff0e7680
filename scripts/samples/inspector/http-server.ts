/**
 * A small v1 SDK server over Streamable HTTP (stateful: one `StreamableHTTPServerTransport` per
 * `Mcp-Session-Id`), for driving the MCP Inspector's and MCPJam's web UIs against a real server
 * (see README.md beside this file). Unlike the stdio sample server it declares `logging`, so the
 * Inspector's Logs screen has entries, and it runs over HTTP, so its Network screen has exchanges.
 *
 *   npx tsx scripts/samples/inspector/http-server.ts [port]   → http://127.0.0.1:<port>/mcp
 *
 * Tools (names as in the stdio sample run):
 * - `forecast_10d {ms}`: logs one `info` line, sends progress every 200 ms, answers after `ms`.
 * - `radar_loop {ms}`: answers after `ms`, ignoring the abort (the v1 SDK then drops the answer of a
 *   cancelled request, so a client timeout leaves the request unanswered on the wire).
 * - `station_status {}`: answers with `isError: true` (a tool error, not a protocol error).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { sleep, work } from '../servers/flags.js';

function forecastServer(): McpServer {
  const server = new McpServer({ name: 'forecast', version: '1.4.2' }, { capabilities: { tools: {}, logging: {} } });
  server.registerTool('forecast_10d', { description: 'Ten-day forecast (slowly).', inputSchema: { ms: z.number() } }, async ({ ms }, extra) => {
    await server.sendLoggingMessage({ level: 'info', logger: 'forecast', data: `computing a ${ms} ms forecast` }, extra.sessionId);
    const token = extra._meta?.progressToken;
    const aborted = await work(ms, extra.signal, true, token === undefined ? undefined : async (elapsed) => {
      await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: elapsed, total: ms } });
    });
    if (aborted) throw new Error('forecast aborted');
    return { content: [{ type: 'text', text: `forecast ready in ${ms} ms` }] };
  });
  server.registerTool('radar_loop', { description: 'Finishes even if cancelled.', inputSchema: { ms: z.number() } }, async ({ ms }) => {
    await sleep(ms);
    return { content: [{ type: 'text', text: `done after ${ms} ms` }] };
  });
  server.registerTool('station_status', { description: 'Reports a station fault.', inputSchema: {} }, async (_args, extra) => {
    await server.sendLoggingMessage({ level: 'error', logger: 'forecast', data: 'station BUSAN-3 unreachable' }, extra.sessionId);
    return { content: [{ type: 'text', text: 'station BUSAN-3 unreachable' }], isError: true };
  });
  return server;
}

const transports = new Map<string, StreamableHTTPServerTransport>();
const port = Number(process.argv[2] ?? 3901);

http
  .createServer((req, res) => {
    void (async () => {
      const sid = req.headers['mcp-session-id'];
      let t = typeof sid === 'string' ? transports.get(sid) : undefined;
      if (t === undefined && sid === undefined && req.method === 'POST') {
        const nt = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (id) => void transports.set(id, nt),
        });
        nt.onclose = () => {
          if (nt.sessionId !== undefined) transports.delete(nt.sessionId);
        };
        await forecastServer().connect(nt);
        t = nt;
      }
      if (t === undefined) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }));
        return;
      }
      await t.handleRequest(req, res);
    })().catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  })
  .listen(port, '127.0.0.1', () => console.error(`forecast listening on http://127.0.0.1:${port}/mcp`));
