/**
 * The Python SDK as the client (mcp 2.3.0 `ClientSession`, py/py_client.py), captured the way a
 * user would: the client's server command is `mcp-triage record -o <file> -- <server…>`
 * (docs/record.md), so the sample is what the project's own recorder wrote.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { within } from '../lib/helpers.js';
import { ROOT } from '../lib/paths.js';
import { track } from '../lib/tap.js';
import type { Truth } from '../lib/scenario.js';
import { recordedServer } from '../recorder/recorder-command.js';
import { PY_DIR } from './host-scenarios.js';

export interface ClientRun {
  /** What py_client.py printed: what the caller saw. */
  caller: { callerError: string | null; progress: number; protocolVersion?: string; result?: string };
  stderr: string;
}

export interface ClientScenario {
  name: string;
  shows: string;
  /** The server the recorder wraps, for the note. */
  server: string;
  serverCommand(python: string): string[];
  /** py_client.py arguments before `--`. */
  clientArgs: string[];
  /** The truth, given the request id the capture shows for the call. */
  truth(id: string | number): Omit<Truth, 'target'>;
  /** Extra checks on the caller's report (the SDK behaved as the sample claims). */
  check(caller: ClientRun['caller'], stderr: string): string[];
}

const TS_V1_SERVER = [process.execPath, '--import', 'tsx', join(ROOT, 'scripts/samples/servers/v1-server.ts'), '--name', 'build-server'];
const pyServerCmd = (python: string, file: string, name: string): string[] => [python, '-u', join(PY_DIR, file), '--name', name];

/**
 * Runs py_client.py for `s` and reads what it printed. Bounded by `within`, which does not stop what it waited on:
 * on the deadline the client is killed here (SIGKILL), or it would run on after the sample has failed. It is also
 * tracked, so an interrupted run (runSampleMain's handlers) kills it.
 */
export async function runPythonClient(python: string, s: ClientScenario, capture: string, limitMs: number): Promise<ClientRun> {
  const rec = recordedServer(capture, s.serverCommand(python));
  const args = ['-u', join(PY_DIR, 'py_client.py'), ...s.clientArgs, '--', rec.command, ...rec.args];
  const p = spawn(python, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  track(p);
  let out = '';
  let err = '';
  p.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  p.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const closed = new Promise<number | null>((resolve, reject) => {
    p.once('error', reject);
    p.once('close', (code) => resolve(code));
  });
  let code: number | null;
  try {
    code = await within(closed, limitMs, `py_client.py ${s.name}`);
  } catch (e) {
    p.kill('SIGKILL');
    throw e;
  }
  if (code !== 0) throw new Error(`py_client.py exited ${code}: ${err.slice(-1500)}`);
  const last = out.trim().split('\n').at(-1) ?? '';
  try {
    return { caller: JSON.parse(last) as ClientRun['caller'], stderr: err };
  } catch {
    throw new Error(`py_client.py printed no result: ${out.slice(-500)} ${err.slice(-500)}`);
  }
}

const NOT = ['response-after-cancel', 'timeout-without-cancel', 'cancel-initialize', 'stdout-not-json'];

export const CLIENT_SCENARIOS: ClientScenario[] = [
  {
    name: 'py-client-timeout',
    shows: 'the Python client (mcp 2.3.0 ClientSession, read_timeout_seconds=1.0) times out a tools/call to a TypeScript v1 server and sends its courtesy cancel "timed out after 1.0s"',
    server: 'TypeScript SDK v1 server (scripts/samples/servers/v1-server.ts)',
    serverCommand: () => TS_V1_SERVER,
    // No progress callback: the TS server then sends no progress, so none can race the 1.0 s cancel.
    clientArgs: ['--timeout', '1.0', 'timeout', 'slow_build', '{"ms":2500}'],
    truth: () => ({
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'unknown',
      rules: [],
      notRules: [...NOT, 'progress-after-cancel'],
      note: 'ClientSession.call_tool(read_timeout_seconds=1.0) gave up 1 s after the request, sent notifications/cancelled "timed out after 1.0s" and raised MCPError -32001 "Request \'tools/call\' timed out". The TypeScript server aborted the work (its stderr says so) and, like every v1 SDK server, sent nothing for the id.',
    }),
    check: (c) => (c.callerError === "MCPError -32001: Request 'tools/call' timed out" ? [] : [`caller error was ${String(c.callerError)}`]),
  },
  {
    name: 'py-client-cancel',
    shows: 'the Python client’s application cancels the task awaiting a tools/call (anyio.move_on_after, as a Stop button would): the SDK sends "caller cancelled" to a Python server, which cancels the handler and stays silent',
    server: 'Python mcp 2.3.0 MCPServer (scripts/samples/python/py/py_server.py)',
    serverCommand: (python) => pyServerCmd(python, 'py_server.py', 'py-reports'),
    // Progress every 400 ms and the cancel at 1.0 s: 200 ms from either tick, so no progress races the cancel.
    clientArgs: ['--progress', '--cancel-after', '1.0', 'cancel', 'slow_task', '{"steps":8,"step_ms":400}'],
    truth: () => ({
      outcome: 'cancelled',
      cause: 'user-cancel',
      serverState: 'unknown',
      rules: [],
      notRules: [...NOT, 'progress-after-cancel', 'error-response-to-cancel'],
      note: 'The application cancelled the awaiting task 1.0 s into a 3.2 s call; mcp 2.3.0 sent notifications/cancelled "caller cancelled". The Python server cancelled the handler (its stderr says at which step) and answered nothing, as mcp 2.3.0 does on stdio; the wire alone cannot show that it stopped.',
    }),
    check: (c) => (c.callerError?.startsWith('cancelled by the application') ? [] : [`the call was not cancelled: ${JSON.stringify(c)}`]),
  },
  {
    name: 'py-client-fastmcp-complete',
    shows: 'the Python client calls a FastMCP 4.0.10 tool that completes normally, with float progress and ctx.info log notifications',
    server: 'FastMCP 4.0.10 (scripts/samples/python/py/py_fastmcp_server.py)',
    serverCommand: (python) => pyServerCmd(python, 'py_fastmcp_server.py', 'py-notes'),
    clientArgs: ['--progress', 'complete', 'index_notes', '{"batches":4,"batch_ms":150}'],
    truth: () => ({
      outcome: 'completed',
      cause: 'none',
      serverState: 'completed',
      rules: [],
      notRules: [...NOT, 'progress-after-cancel', 'progress-after-response', 'progress-did-not-extend-timeout'],
      note: 'Both ends are Python: ClientSession called index_notes with a progress callback (progressToken = the request id) and FastMCP answered after four float progress notifications and four ctx.info log notifications.',
    }),
    check: (c) => (c.result === 'completed' && c.progress === 4 ? [] : [`not a plain completion with 4 progress: ${JSON.stringify(c)}`]),
  },
];
