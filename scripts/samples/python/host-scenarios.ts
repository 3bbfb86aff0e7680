/**
 * Python servers (mcp 2.3.0 MCPServer, FastMCP 4.0.10) driven by the TypeScript v1 SDK client as a
 * host drives them over stdio. The capture is the same tap the TypeScript samples use
 * (../lib/tap.ts, attached to the child the SDK's own StdioClientTransport spawned), rendered in
 * host formats by ../writers/.
 */
import { join } from 'node:path';
import { ROOT } from '../lib/paths.js';
import { settle, shutdown, sleep, toolCallResult, v1Client, waitAllClosed, waitFor } from '../lib/helpers.js';
import type { ScenarioResult } from '../lib/scenario.js';
import type { Recorder } from '../lib/tap.js';
import type { ServerCommand } from '../lib/transports.js';
import { CapturingStdioClientTransport } from '../lib/transports.js';
import type { Variant } from '../lib/variant.js';
import type { SampleFormat } from '../writers/index.js';

export const PY_DIR = join(ROOT, 'scripts/samples/python/py');

export function pyServer(python: string, file: 'py_server.py' | 'py_fastmcp_server.py', name: string, flags: string[] = []): ServerCommand {
  // -u: stderr lines arrive as they are written, as with a host's pipe to a real server.
  return { command: python, args: ['-u', join(PY_DIR, file), '--name', name, ...flags], cwd: ROOT };
}

/** Twelve idle pool threads: the crash dump lists each, so it runs past the 64 lines a format sniffer sees. */
const POOL = ['--pool', '12'];

export interface HostScenario {
  name: string;
  shows: string;
  formats: SampleFormat[];
  /** Post-process the Claude Desktop rendering (the crash-dump-at-the-head copy keeps only the tail). */
  claudeCut?: (text: string) => string;
  run(v: Variant, python: string): Promise<ScenarioResult>;
}

/** Ids of the server's stderr crash-dump lines, to check the dump really is in the capture. */
function stderrHas(rec: Recorder, re: RegExp): boolean {
  return rec.events.some((e) => e.kind === 'stderr' && re.test(e.line));
}

const TS_NOT = ['response-after-cancel', 'timeout-without-cancel', 'cancel-initialize'];

export const HOST_SCENARIOS: HostScenario[] = [
  {
    name: 'py-server-client-timeout',
    shows: 'a Python server (mcp 2.3.0 MCPServer) and the TypeScript v1 client: the client’s 1 s timeout cancels a tools/call, the server cancels its handler and answers nothing (stdio)',
    formats: ['claude-desktop', 'ndjson', 'mcpcap'],
    async run(v, python) {
      const { client, transport, rec, observed } = v1Client(v, pyServer(python, 'py_server.py', 'py-reports'), 'py-reports');
      await client.connect(transport);
      await settle(observed, client.callTool({ name: 'slow_task', arguments: { steps: 10, step_ms: 300 } }, undefined, { timeout: 1000 }));
      await waitFor(() => stderrHas(rec, /slow_task \S+ cancelled at step/), 3000, 'the server to log the cancelled handler');
      await shutdown(client, rec, 500);
      return toolCallResult(rec, observed, 'slow_task', {
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'unknown',
        rules: [],
        notRules: [...TS_NOT, 'progress-after-cancel', 'error-response-to-cancel', 'stdout-not-json'],
        note: 'The TypeScript client’s 1000 ms timer fired and it sent notifications/cancelled. The Python server cancelled the handler’s task (its stderr says at which step) and, as mcp 2.3.0 does on stdio, answered nothing: the wire alone cannot show that it stopped.',
      });
    },
  },
  {
    name: 'py-server-stdin-eof',
    shows: 'the host shuts a Python server down with a tools/call in flight: on stdin EOF the server cancels the handler and writes {"code":-32000,"message":"Connection closed"} for the open request',
    formats: ['claude-desktop', 'mcpcap'],
    async run(v, python) {
      const { client, transport, rec, observed } = v1Client(v, pyServer(python, 'py_server.py', 'py-reports'), 'py-reports');
      await client.connect(transport);
      const call = settle(observed, client.callTool({ name: 'slow_task', arguments: { steps: 10, step_ms: 300 } }, undefined, { timeout: 30_000 }));
      await sleep(1000);
      await shutdown(client, rec);
      await call;
      return toolCallResult(rec, observed, 'slow_task', {
        outcome: 'abandoned',
        cause: 'connection-closed',
        serverState: 'stopped',
        rules: [],
        notRules: [...TS_NOT, 'response-unknown-request', 'stdout-not-json'],
        note: 'The application closed the client (a planned shutdown) about 1 s into a 3 s call, without cancelling it. The Python server saw stdin close, cancelled the handler (stderr: cancelled at step 3 or 4 of 10) and wrote -32000 "Connection closed" for the open id a few ms later: a real message on the wire from the server’s dispatcher, not the client’s local error. The TypeScript caller had already failed the call locally with the same text.',
      });
    },
  },
  {
    name: 'py-server-native-crash',
    shows: 'a Python server dies of a native crash (SIGSEGV) during a tools/call; faulthandler prints Python’s crash dump on stderr',
    formats: ['claude-desktop', 'mcpcap'],
    async run(v, python) {
      const { client, transport, rec, observed } = v1Client(v, pyServer(python, 'py_server.py', 'py-reports', POOL), 'py-reports');
      await client.connect(transport);
      await settle(observed, client.callTool({ name: 'native_crash', arguments: {} }, undefined, { timeout: 10_000 }));
      await waitAllClosed(rec);
      if (!stderrHas(rec, /^Fatal Python error: Segmentation fault/)) throw new Error('no faulthandler dump on stderr');
      await shutdown(client, rec).catch(() => undefined);
      return toolCallResult(rec, observed, 'native_crash', {
        outcome: 'lost',
        cause: 'connection-closed',
        serverState: 'unknown',
        rules: [],
        notRules: [...TS_NOT, 'progress-after-cancel', 'stdout-not-json'],
        note: 'The tool read address 0 through ctypes; the process died of SIGSEGV and faulthandler printed "Fatal Python error: Segmentation fault" and the thread stacks on stderr. The TypeScript caller got "MCP error -32000: Connection closed"; nothing was sent for the id.',
      });
    },
  },
  {
    name: 'py-server-crash-dump-head',
    shows: 'a Claude Desktop log whose head is a Python faulthandler crash dump (the paste starts at the crash); the host then starts the server again and a tools/call completes',
    formats: ['claude-desktop'],
    claudeCut: (text) => {
      const at = text.indexOf('Fatal Python error: ');
      if (at < 0) throw new Error('no crash dump in the rendered log');
      return text.slice(at);
    },
    async run(v, python) {
      // Lifetime 1: the native crash. Lifetime 2: the host starts the server again (same log).
      const server = pyServer(python, 'py_server.py', 'py-reports', POOL);
      const first = v1Client(v, server, 'py-reports');
      const { rec, observed } = first;
      await first.client.connect(first.transport);
      await settle(observed, first.client.callTool({ name: 'native_crash', arguments: {} }, undefined, { timeout: 10_000 }));
      await waitAllClosed(rec);
      if (!stderrHas(rec, /^Fatal Python error: Segmentation fault/)) throw new Error('no faulthandler dump on stderr');
      await first.client.close().catch(() => undefined);
      const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
      const second = new Client(v.clientInfo);
      await second.connect(new CapturingStdioClientTransport(rec, server));
      await second.callTool({ name: 'slow_task', arguments: { steps: 3, step_ms: 100 } }, undefined, { timeout: 10_000 });
      await shutdown(second, rec, 200);
      return toolCallResult(rec, observed, 'slow_task', {
        outcome: 'completed',
        cause: 'none',
        serverState: 'completed',
        rules: [],
        notRules: [...TS_NOT, 'progress-after-cancel', 'stdout-not-json'],
        note: 'The first server process died of SIGSEGV in a tools/call (faulthandler dump on stderr); the log as pasted starts at the dump’s first line, so that lifetime’s requests are cut away. The host started the server again, and its tools/call slow_task completed.',
      });
    },
  },
  {
    name: 'fastmcp-complete',
    shows: 'a FastMCP 4.0.10 tool completes normally, with float progress and ctx.info log notifications, called by the TypeScript v1 client (stderr carries FastMCP’s banner)',
    formats: ['claude-desktop', 'ndjson', 'mcpcap'],
    async run(v, python) {
      const { client, transport, rec, observed } = v1Client(v, pyServer(python, 'py_fastmcp_server.py', 'py-notes'), 'py-notes');
      await client.connect(transport);
      await client.callTool({ name: 'index_notes', arguments: { batches: 4, batch_ms: 150 } }, undefined, { timeout: 15_000, onprogress: () => undefined });
      await shutdown(client, rec, 200);
      return toolCallResult(rec, observed, 'index_notes', {
        outcome: 'completed',
        cause: 'none',
        serverState: 'completed',
        rules: [],
        notRules: [...TS_NOT, 'progress-after-cancel', 'progress-after-response', 'progress-did-not-extend-timeout', 'stdout-not-json'],
        note: 'FastMCP ran index_notes to the end: four notifications/progress (floats, 1.0 … 4.0 of 4.0) and four notifications/message from ctx.info, then the result with FastMCP’s _meta.',
      });
    },
  },
];
