/**
 * stdio samples: the host's server command is `mcp-triage record -o <file> -- <server…>`, exactly
 * as docs/record.md tells a user to configure it. The SDK's own StdioClientTransport spawns the
 * recorder, the recorder spawns the real server, and what the recorder writes is the sample.
 *
 * - v1 client (`@modelcontextprotocol/sdk` 1.32.2) ↔ server-everything (stdio)
 * - v2 client (`@modelcontextprotocol/client` 2.4.0, pinned to 2026-07-28) ↔ a v2 server
 *   (scripts/samples/servers/v2-server.ts, `serveStdio`)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioV2 } from '@modelcontextprotocol/client/stdio';
import { EVERYTHING } from '../lib/everything.js';
import { errText, sleep } from '../lib/helpers.js';
import { ROOT } from '../lib/paths.js';
import { cancelFor, clientRequest, progressFor, progressTokenOf, readCapture, responseFor, serverPids, type CapLine } from './capture.js';
import { recordedServer } from './recorder-command.js';
import { NO_CANCEL, cancelFromLine, check, checkNear, type Observed, type Truth } from './truth.js';

const EVERYTHING_STDIO = [process.execPath, EVERYTHING, 'stdio'];
const V2_SERVER = [process.execPath, '--import', 'tsx', join(ROOT, 'scripts/samples/servers/v2-server.ts'), '--name', 'build-server'];

export interface StdioSample {
  name: string;
  /** The server command the recorder wraps (for the `via` note). */
  server: string;
  run(capture: string, observed: Observed): Promise<Truth>;
}

// ---- processes: every recorder (client side) and server (from the capture) is killed at the end --
const recorderPids = new Set<number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills what a stdio sample left running: its recorder(s) and the servers they started. */
export function killLeftovers(capture: string): number {
  const pids = [...recorderPids];
  recorderPids.clear();
  if (existsSync(capture)) {
    try {
      pids.push(...serverPids(readCapture(capture)));
    } catch {
      /* a capture cut short: the recorder pids still get killed */
    }
  }
  let n = 0;
  for (const pid of pids) {
    if (alive(pid)) {
      process.kill(pid, 'SIGKILL');
      n += 1;
    }
  }
  return n;
}

function v1Transport(capture: string, server: string[]): StdioV1 {
  const t = new StdioV1({ ...recordedServer(capture, server), cwd: ROOT, stderr: 'pipe' });
  // The recorder copies the server's stderr to its own stderr (the host log gets it); keep it flowing.
  t.stderr?.on('data', () => undefined);
  return t;
}

async function v1Connect(capture: string, observed: Observed): Promise<{ client: ClientV1; transport: StdioV1 }> {
  const transport = v1Transport(capture, EVERYTHING_STDIO);
  const client = new ClientV1({ name: 'sample-v1-client', version: '1.32.2' });
  client.onerror = (e) => observed.onerror.push(errText(e));
  await client.connect(transport);
  if (transport.pid !== null) recorderPids.add(transport.pid);
  return { client, transport };
}

/** Closing stdin ends the recorder's server, then the recorder; the SDK waits for the recorder's exit. */
async function finish(client: { close(): Promise<void> }, capture: string): Promise<CapLine[]> {
  await client.close();
  const until = Date.now() + 5000;
  for (;;) {
    const lines = existsSync(capture) ? readCapture(capture) : [];
    if (lines.some((l) => l.type === 'exit')) return lines;
    if (Date.now() > until) throw new Error('the recorder did not complete its capture within 5 s of close()');
    await sleep(50);
  }
}

async function settle<T>(observed: Observed, p: Promise<T>): Promise<{ value?: T; at: number }> {
  try {
    return { value: await p, at: Date.now() };
  } catch (e) {
    observed.callerError = errText(e);
    return { at: Date.now() };
  }
}

export const STDIO_SAMPLES: StdioSample[] = [
  {
    name: 'stdio-v1-normal',
    server: 'server-everything',
    async run(capture, observed) {
      const { client } = await v1Connect(capture, observed);
      await client.callTool({ name: 'echo', arguments: { message: 'hello through the recorder' } });
      const lines = await finish(client, capture);
      const req = clientRequest(lines, 'tools/call', 'echo');
      check(responseFor(lines, req.id) !== undefined, 'echo was answered');
      check(cancelFor(lines, req.id) === undefined, 'no cancel');
      return {
        shows: 'stdio through `mcp-triage record`: v1 client and server-everything, a plain tools/call answered',
        request: String(req.id),
        outcome: 'completed',
        cause: 'none',
        serverState: 'completed',
        rules: [],
        notRules: ['timeout-without-cancel', 'disconnect-is-not-cancel', 'stdout-not-json'],
        args: [],
        note: 'echo answered; the client then closed stdin, the recorder closed the server\'s stdin and recorded the server\'s exit.',
        cancelSignal: NO_CANCEL,
        streams: [],
      };
    },
  },
  {
    name: 'stdio-v1-timeout',
    server: 'server-everything',
    async run(capture, observed) {
      const { client } = await v1Connect(capture, observed);
      // No onprogress → no progressToken: the server works 2 s in silence.
      const r = await settle(observed, client.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 2, steps: 1 } }, undefined, { timeout: 1000 }));
      // Past the end of the operation: server-everything ignores the cancel but the v1 SDK drops the
      // result of a cancelled request (sdk-behaviour #14), so nothing for the id follows.
      await sleep(1400);
      const lines = await finish(client, capture);
      const req = clientRequest(lines, 'tools/call', 'trigger-long-running-operation');
      const cancel = cancelFor(lines, req.id);
      check(cancel !== undefined && JSON.stringify(cancel.message).includes('Request timed out'), 'notifications/cancelled "Request timed out" sent');
      checkNear(cancel!.t, r.at, 'the cancel');
      check(responseFor(lines, req.id) === undefined, 'no response for the cancelled id');
      return {
        shows: 'stdio through `mcp-triage record`: the v1 client\'s 1 s timer fires and it sends notifications/cancelled; server-everything sends nothing more for the id',
        request: String(req.id),
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'unknown',
        // The call asked for no progress (no onprogress → no progressToken) on 2 s of work.
        rules: ['no-progress-token'],
        notRules: ['timeout-without-cancel', 'response-after-cancel', 'progress-after-cancel', 'cancel-initialize'],
        args: [],
        note: 'The v1 client timed out after 1 s and sent notifications/cancelled ("McpError: MCP error -32001: Request timed out"). server-everything kept working for its 2 s but its SDK drops the result of a cancelled request, so nothing on the wire shows whether the work finished.',
        cancelSignal: cancelFromLine('notification', cancel!),
        streams: [],
      };
    },
  },
  {
    name: 'stdio-everything-progress-cancel',
    server: 'server-everything',
    async run(capture, observed) {
      const { client } = await v1Connect(capture, observed);
      const ac = new AbortController();
      let abortedAt = 0;
      const call = client.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 2, steps: 4 } }, undefined, {
        signal: ac.signal,
        timeout: 10_000,
        onprogress: (p) => {
          // The user gives up after the second progress report.
          if (p.progress >= 2 && !ac.signal.aborted) {
            abortedAt = Date.now();
            ac.abort('User requested cancellation');
          }
        },
      });
      await settle(observed, call);
      // server-everything ignores the cancel: progress 3 and 4 keep coming (sdk-behaviour #14).
      await sleep(1400);
      const lines = await finish(client, capture);
      const req = clientRequest(lines, 'tools/call', 'trigger-long-running-operation');
      const cancel = cancelFor(lines, req.id);
      check(cancel !== undefined && JSON.stringify(cancel.message).includes('User requested cancellation'), 'the user abort went on the wire');
      checkNear(cancel!.t, abortedAt, 'the cancel');
      const progress = progressFor(lines, progressTokenOf(req.line));
      check(progress.filter((l) => l.no < cancel!.no).length >= 2, 'progress before the cancel');
      check(progress.some((l) => l.no > cancel!.no), 'progress after the cancel');
      check(responseFor(lines, req.id) === undefined, 'no response for the cancelled id');
      return {
        shows: 'stdio through `mcp-triage record`: server-everything trigger-long-running-operation reports progress; the user aborts after progress 2; progress keeps coming',
        request: String(req.id),
        outcome: 'cancelled',
        cause: 'user-cancel',
        serverState: 'continued',
        rules: ['progress-after-cancel'],
        notRules: ['timeout-without-cancel', 'response-after-cancel', 'cancel-initialize'],
        args: [],
        note: 'The application aborted with "User requested cancellation" right after progress 2/4; the v1 client sent it as notifications/cancelled. server-everything ignores cancellation: progress 3/4 and 4/4 followed, and its SDK dropped the final result.',
        cancelSignal: cancelFromLine('notification', cancel!),
        streams: [],
      };
    },
  },
  {
    name: 'stdio-v2-pinned-timeout',
    server: 'v2 server (serveStdio)',
    async run(capture, observed) {
      const transport = new StdioV2({ ...recordedServer(capture, V2_SERVER), cwd: ROOT, stderr: 'pipe' });
      transport.stderr?.on('data', () => undefined);
      const client = new ClientV2({ name: 'sample-v2-client', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      client.onerror = (e) => observed.onerror.push(errText(e));
      await client.connect(transport);
      if (transport.pid !== null) recorderPids.add(transport.pid);
      // The session process (recorder + server) starts at connect(); the first request waits in the
      // pipe until the recorder reads it. tools/list absorbs that start-up, so the tools/call is
      // recorded when the client wrote it.
      await client.listTools();
      const r = await settle(observed, client.callTool({ name: 'slow_build', arguments: { ms: 2500 } }, { timeout: 1000 }));
      await sleep(300);
      const lines = await finish(client, capture);
      const req = clientRequest(lines, 'tools/call', 'slow_build');
      const cancel = cancelFor(lines, req.id);
      check(cancel !== undefined && JSON.stringify(cancel.message).includes('SdkError: Request timed out'), 'notifications/cancelled "SdkError: Request timed out" sent');
      checkNear(cancel!.t, r.at, 'the cancel');
      check(responseFor(lines, req.id) === undefined, 'no response for the cancelled id');
      return {
        shows: 'stdio through `mcp-triage record`: a v2 client pinned to 2026-07-28 times out and sends notifications/cancelled ("SdkError: Request timed out", _meta envelope)',
        request: String(req.id),
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'unknown',
        rules: ['no-progress-token'],
        notRules: ['cancel-initialize', 'notification-cancel-on-modern-http', 'timeout-without-cancel', 'response-after-cancel'],
        args: [],
        note: 'The pinned v2 client timed out after 1 s and sent notifications/cancelled with reason "SdkError: Request timed out": on stdio under 2026-07-28 that notification is the right signal. The v2 server stopped (its stderr says "aborted") and sent nothing for the id, so the wire cannot show what it did. The client spawned the recorder twice (a server/discover probe on a sibling process, then the session, sdk-behaviour #20), both with the same -o: the recorder appends each process lifetime under its own header, so the probe\'s lifetime and the session\'s are both here, read as two sessions.',
        cancelSignal: cancelFromLine('notification', cancel!),
        streams: [],
      };
    },
  },
];
