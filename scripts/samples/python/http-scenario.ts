/**
 * A Python server (mcp 2.3.0 MCPServer) over legacy Streamable HTTP (2025-11-25), recorded by the project's own
 * recording proxy (`startHttpProxy`, what `mcp-triage record --http` runs) between the TypeScript v1 client and
 * the server. The client's timeout POSTs notifications/cancelled; the Python server answers the cancelled request
 * with `-32800 "Request cancelled"` on its POST SSE stream (sdk-behaviour.md, Python #10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startHttpProxy } from '../../../src/record/index.js';
import { errText, sleep } from '../lib/helpers.js';
import { freePort } from '../lib/listen.js';
import { ROOT } from '../lib/paths.js';
import type { Observed, Truth } from '../lib/scenario.js';
import { PY_DIR } from './host-scenarios.js';

export const HTTP_SCENARIO = {
  name: 'py-server-legacy-http-cancel-ack',
  shows: 'a Python server over legacy Streamable HTTP (2025-11-25) answers the TypeScript v1 client’s timeout cancel with {"code":-32800,"message":"Request cancelled"} on the request’s POST stream (recorded by `mcp-triage record --http`)',
  server: 'Python mcp 2.3.0 MCPServer, streamable-http (scripts/samples/python/py/py_server.py --http)',
};

export async function listening(port: number, proc: ChildProcess, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the Python server exited (${proc.exitCode})`);
    const ok = await new Promise<boolean>((r) => {
      const c = net.connect(port, '127.0.0.1', () => {
        c.destroy();
        r(true);
      });
      c.once('error', () => r(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`the Python server did not listen on ${port} within ${limitMs} ms`);
    await sleep(200);
  }
}

/** Runs the sample writing `capture`; returns the truth (target id read back from the capture by the caller). */
export async function runHttpScenario(python: string, capture: string, observed: Observed): Promise<Omit<Truth, 'target'>> {
  const port = await freePort();
  const proc = spawn(python, ['-u', join(PY_DIR, 'py_server.py'), '--name', 'py-reports', '--http', String(port)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr?.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  try {
    await listening(port, proc, 60_000);
    const proxy = await startHttpProxy({ target: `http://127.0.0.1:${port}/mcp`, output: capture, stderr: { write: () => true } });
    try {
      const client = new Client({ name: 'triage-sample-host', version: '1.0.0' });
      client.onerror = (e) => observed.onerror.push(errText(e));
      await client.connect(new StreamableHTTPClientTransport(new URL(`${proxy.url}/mcp`)));
      try {
        await client.callTool({ name: 'slow_task', arguments: { steps: 10, step_ms: 300 } }, undefined, { timeout: 1000 });
      } catch (e) {
        observed.callerError = errText(e);
      }
      // The ack and the handler's end arrive shortly after the cancel; then the application closes.
      const until = Date.now() + 5000;
      while (!/slow_task \S+ cancelled at step/.test(stderr) && Date.now() < until) await sleep(50);
      await sleep(500);
      await client.close();
      // The client's last socket closes reach the proxy asynchronously after close() returns.
      await sleep(300);
    } finally {
      await proxy.close();
    }
  } finally {
    proc.kill('SIGTERM');
  }
  if (!/slow_task \S+ cancelled at step/.test(stderr)) throw new Error('the server did not log the cancelled handler');
  return {
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'stopped',
    rules: ['error-response-to-cancel'],
    notRules: ['response-after-cancel', 'timeout-without-cancel', 'cancel-initialize', 'notification-cancel-on-modern-http', 'disconnect-is-not-cancel', 'stdout-not-json'],
    note: 'The TypeScript v1 client’s 1000 ms timer fired; it POSTed notifications/cancelled (202) and left the request’s POST SSE stream open. The Python server cancelled the handler (its stderr says at which step) and, as mcp 2.3.0 does on the 2025 Streamable HTTP transport, answered the request with -32800 "Request cancelled" on that stream, which then ended; the client reported it as a response for an unknown message ID.',
  };
}
