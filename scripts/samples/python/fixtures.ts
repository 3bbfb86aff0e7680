/**
 * `npm run samples:python -- --fixtures [--only a,b] [--out DIR]` — remakes the real-run fixtures of the Python SDK
 * 2.3.0 client (test/fixtures/ingest/python-sdk/2.3.0-*, README in each) in the samples' venv (venv.ts).
 *
 * Each run is what the README says was done, done by this script: the sample server (py/py_server.py) on Streamable
 * HTTP or stdio, the stream-cutting proxy (py/cut_proxy.py), the client script (py/cut_client.py, py/error_client.py),
 * and for the forgotten session the server's stop (SIGINT, the Ctrl+C of the first run) and restart on the same port.
 * Every step is bounded; at the end of its run (or at its time limit) the run is closed and every process it started is
 * killed with what that process started (the stdio server under error_client.py), as they are when the script is
 * interrupted (runSampleMain's handlers, ../lib/tap.ts).
 *
 * As for the samples (../lib/verify.ts), each run is checked before anything is written: the log must show what the
 * fixture's README says the SDK did (the caller's error, the transport's records, the server's line); a run that does
 * not is retried once, never written. Only the logs are written (the README is the fixture's own); the machine's paths
 * are normalised as the READMEs say: the interpreter's and the venv's prefixes as `/usr/local`, the script folder as
 * `/app/scripts/samples/python/py`. The sample server logs with `--plain-log` (MCPServer's own format where rich is not
 * installed, as in the venv the fixtures were first made in), so its records are one line each whichever venv runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep, waitFor, within } from '../lib/helpers.js';
import { killTree } from '../lib/kill-tree.js';
import { freePort } from '../lib/listen.js';
import { ROOT } from '../lib/paths.js';
import { track } from '../lib/tap.js';
import { PY_DIR } from './host-scenarios.js';
import { listening } from './http-scenario.js';
import { scrub, VENV, type PythonEnv } from './venv.js';

export const FIXTURES_DIR = join(ROOT, 'test/fixtures/ingest/python-sdk');
const RUN_LIMIT_MS = 90_000;

/** A process of the run with what it printed; `both` is stdout and stderr in arrival order. */
interface Proc {
  proc: ChildProcess;
  out: string;
  err: string;
  both: string;
  exited: Promise<{ code: number | null; signal: string | null }>;
}

export interface Run {
  python: string;
  dir: string;
  started: Proc[];
  /** Set by `killAll`: the run is over (its time limit may have fired while its steps go on), nothing more starts. */
  closed: boolean;
  start(args: string[]): Proc;
}

/** `flags` go before each script's arguments: `-u`, unbuffered, so that the logs interleave as they were written. */
export function newRun(python: string, dir: string, flags: string[] = ['-u']): Run {
  const run: Run = {
    python,
    dir,
    started: [],
    closed: false,
    start(args) {
      // After its 90 s limit the run's steps still go on in the background (a promise is not cancelled): without this,
      // the session-404 run would start its second server after everything it had started was killed.
      if (run.closed) throw new Error(`the run was closed; not starting ${args.join(' ')}`);
      // Detached: each process leads its own group, so that killing the group reaches what it starts itself.
      const proc = spawn(python, [...flags, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      track(proc, { tree: true });
      const p: Proc = {
        proc,
        out: '',
        err: '',
        both: '',
        exited: new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal }))),
      };
      // Decoded as a stream: a character split across two chunks is joined, not two U+FFFD.
      proc.stdout?.setEncoding('utf8');
      proc.stderr?.setEncoding('utf8');
      proc.stdout?.on('data', (c: string) => {
        p.out += c;
        p.both += c;
      });
      proc.stderr?.on('data', (c: string) => {
        p.err += c;
        p.both += c;
      });
      run.started.push(p);
      return p;
    },
  };
  return run;
}

const exitWithin = (p: Proc, ms: number, what: string): Promise<{ code: number | null; signal: string | null }> =>
  within(p.exited, ms, `${what}'s exit`);

const py = (file: string): string => join(PY_DIR, file);

/** The sample server on Streamable HTTP, listening. */
async function httpServer(run: Run, port: number, flags: string[] = []): Promise<Proc> {
  const s = run.start([py('py_server.py'), '--name', 'py-reports', '--plain-log', '--http', String(port), ...flags]);
  await listening(port, s.proc, 60_000);
  return s;
}

/** The sample server behind a proxy that aborts each connection 2 s after it opens; the URL of the proxy. */
async function behindCutProxy(run: Run, flags: string[] = []): Promise<{ server: Proc; url: string }> {
  const [serverPort, proxyPort] = [await freePort(), await freePort()];
  const server = await httpServer(run, serverPort, flags);
  const proxy = run.start([py('cut_proxy.py'), String(proxyPort), String(serverPort), '2.0']);
  await listening(proxyPort, proxy.proc, 30_000);
  return { server, url: `http://127.0.0.1:${proxyPort}/mcp` };
}

export interface Fixture {
  /** The fixture's folder under test/fixtures/ingest/python-sdk/. */
  name: string;
  /** Runs the scenario; the logs by file name and what the caller got. */
  run(run: Run): Promise<{ files: Record<string, string>; caller: string; code: number | null }>;
  /** What the README claims, checked on the raw logs: the claims the run does not show. */
  check(files: Record<string, string>, caller: string, code: number | null): string[];
}

/** Each `[text, test, what]`: one claim of a README, as a pattern (or predicate) of the log that shows it. */
function claims(...pairs: [string | undefined, RegExp | ((s: string) => boolean), string][]): string[] {
  return pairs.filter(([text, test]) => (typeof test === 'function' ? !test(text ?? '') : !test.test(text ?? ''))).map(([, , what]) => what);
}

/** A record of Python's logging as the clients configure it: `2026-12-05 03:28:36,671 - logger - LEVEL - message`. */
const RECORD = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} - /;

/**
 * Whether a record whose message is `message` has `exception` in the traceback logged with it: the lines directly below
 * the record, up to the next record. An exception anywhere later in the log belongs to another record.
 */
export function tracebackBelow(message: string, exception: RegExp): (log: string) => boolean {
  return (log) => {
    const lines = log.split('\n');
    return lines.some((line, i) => {
      if (!RECORD.test(line) || !line.endsWith(` - ${message}`)) return false;
      const end = lines.findIndex((l, j) => j > i && RECORD.test(l));
      return exception.test(lines.slice(i + 1, end < 0 ? undefined : end).join('\n'));
    });
  };
}

/**
 * A server's log as words: MCPServer logs through rich when rich is installed (the samples' venv has it, with
 * fastmcp), which wraps a record over several lines beside a `file.py:NNN` column; its checks read the words.
 */
function flat(text: string | undefined): string {
  return (text ?? '').replace(/\s[\w.]+\.py:\d+\s/g, ' ').replace(/\s+/g, ' ');
}

/** A client run through the cut proxy; the server's log is snapshot when the client has gone (before it is stopped). */
async function cutRun(run: Run, clientArgs: (url: string) => string[], serverFlags: string[], serverDone: RegExp): Promise<{ files: Record<string, string>; caller: string; code: number | null }> {
  const { server, url } = await behindCutProxy(run, serverFlags);
  const client = run.start([py('cut_client.py'), ...clientArgs(url)]);
  const { code } = await exitWithin(client, 60_000, 'the client');
  // The server's own end of the call (finished, or cancelled with its connection) may come after the client's exit.
  await waitFor(() => serverDone.test(server.both), 15_000, `the server to log ${serverDone.source}`).catch(() => undefined);
  await sleep(300);
  return { files: { 'client.log': client.err, 'server.log': server.both }, caller: client.out, code };
}

export const FIXTURES: Fixture[] = [
  {
    name: '2.3.0-http-cut',
    run: (run) => cutRun(run, (url) => ['session', url, '10', '5'], [], /slow_task \S+ (finished|cancelled)/),
    check: (f, caller) =>
      claims(
        [caller, /^caller: MCPError SSE stream ended without a response$/m, 'the caller did not get MCPError "SSE stream ended without a response"'],
        [f['client.log'], /Sending client message: jsonrpc='2.0' id=2 method='tools\/call'/, 'no tools/call id 2 sent'],
        [f['client.log'], tracebackBelow('SSE stream ended', /RemoteProtocolError: peer closed connection without sending complete message body/), 'no "SSE stream ended" with the RemoteProtocolError'],
        [f['client.log'], /GET stream disconnected, reconnecting in 1000ms/, 'the GET stream did not reconnect'],
        [f['client.log'], /GET stream max reconnection attempts \(2\) exceeded/, 'the GET stream did not give up'],
        [f['client.log'], (s) => !s.includes('notifications/cancelled'), 'a notifications/cancelled was sent'],
        [f['client.log'], (s) => !/Last-Event-ID|Reconnected to SSE stream/.test(s), 'the client resumed the stream'],
        [flat(f['server.log']), /py-server: slow_task 2 finished 10 steps/, 'the server did not run slow_task 2 to its end'],
      ),
  },
  {
    name: '2.3.0-modern-http-cut',
    run: (run) => cutRun(run, (url) => ['client', url, '10', '5'], [], /slow_task \S+ (finished|cancelled)/),
    check: (f, caller, code) =>
      claims(
        [String(code), /^1$/, `the client exited ${String(code)}, not 1`],
        [caller, (s) => !/^caller:/m.test(s), 'call_tool returned or raised to the caller'],
        [f['client.log'], /'io\.modelcontextprotocol\/protocolVersion': '2026-07-28'/, 'no 2026-07-28 request'],
        [f['client.log'], /RemoteProtocolError: Server disconnected without sending a response\./, 'no "Server disconnected without sending a response."'],
        [f['client.log'], /ExceptionGroup/, 'no ExceptionGroup escaped'],
        [f['client.log'], /dropped notifications\/cancelled: write stream closed/, 'the dispatcher did not drop a cancel'],
        [flat(f['server.log']), /py-server: slow_task 1 cancelled at step \d+\/10/, 'the server did not cancel slow_task 1 with its connection'],
      ),
  },
  {
    name: '2.3.0-http-resumed',
    // Whether the answer is stored while no stream is attached (`Request stream 2 not found`, then replayed) or meets a
    // resuming GET already attached depends on where the 2 s cuts fall around its 5 s: both are the resumed stream.
    run: (run) => cutRun(run, (url) => ['session', url, '10', '3'], ['--event-store', '--debug'], /Stored 2:\d+ from 2/),
    check: (f, caller) =>
      claims(
        [caller, /^caller: result, isError = False$/m, 'the caller did not get the result'],
        [f['client.log'], /SSE stream disconnected, reconnecting/, 'the answer stream was not resumed'],
        [f['client.log'], /Reconnected to SSE stream[\s\S]*SSE message: jsonrpc='2.0' id=2 result=/, 'the result for id 2 did not come on a resumed stream'],
        [f['client.log'], /id=3 method='tools\/list'/, 'ClientSession did not list the tools after the call'],
        [f['client.log'], /GET stream max reconnection attempts \(2\) exceeded/, 'the GET stream did not give up'],
        [flat(f['server.log']), /Stored 2:\d+ from 2/, 'the server did not store the answer'],
      ),
  },
  {
    name: '2.3.0-session-404',
    async run(run) {
      const port = await freePort();
      const restarted = join(run.dir, 'restarted');
      const first = await httpServer(run, port);
      const client = run.start([py('error_client.py'), 'gone', `http://127.0.0.1:${port}/mcp`, restarted]);
      await waitFor(() => client.err.includes('GET SSE connection established'), 30_000, 'the GET stream to open');
      // Ctrl+C: uvicorn's graceful stop, its session manager ending the open GET stream.
      first.proc.kill('SIGINT');
      await exitWithin(first, 20_000, 'the first server');
      // The GET stream's reconnect must find nobody listening: the second server starts after the client gave up.
      await waitFor(() => client.err.includes('GET stream max reconnection attempts (2) exceeded'), 20_000, 'the GET stream to give up');
      const second = await httpServer(run, port);
      writeFileSync(restarted, '');
      const { code } = await exitWithin(client, 30_000, 'the client');
      // SIGTERM: the README does not say how the second server ended, and uvicorn re-raises a SIGINT as a traceback.
      second.proc.kill('SIGTERM');
      await exitWithin(second, 20_000, 'the second server');
      return { files: { 'client.log': client.err, 'server1.log': first.err, 'server2.log': second.err }, caller: client.err, code };
    },
    check: (f) =>
      claims(
        [f['client.log'], /id=1 method='initialize'/, 'no initialize'],
        [f['client.log'], /id=2 method='tools\/list'/, 'no tools/list id 2'],
        [f['client.log'], tracebackBelow('GET stream error', /RemoteProtocolError: peer closed connection without sending complete message body/), 'the GET stream was not cut by the stop'],
        [f['client.log'], /ConnectError: All connection attempts failed/, 'the GET stream\'s reconnect did not fail to connect'],
        [f['client.log'], /in list_tools\n[\s\S]*MCPError: Session not found/, 'list_tools() did not raise MCPError: Session not found'],
        [f['client.log'], /Session termination failed: 404/, 'the DELETE was not refused'],
        [flat(f['server1.log']), /ASGI callable returned without completing response/, 'the first server did not end the GET stream unfinished'],
        [flat(f['server2.log']), /Rejected request with unknown or expired session ID/, 'the second server did not reject the session'],
      ),
  },
  ...(
    [
      // The stdio client's runs (error_client.py): the server's stderr is the client's (stdio_client's errlog), so the
      // server's crash dump or its own record of the failure is in the one log, before the caller's traceback.
      ['2.3.0-stdio-server-died', 'closed', [/Fatal Python error: Segmentation fault/, 'the server did not die of SIGSEGV'], [/in call_tool\n[\s\S]*mcp\.shared\.exceptions\.MCPError: Connection closed$/m, 'call_tool did not raise MCPError: Connection closed']],
      ['2.3.0-stdio-unknown-resource', 'missing', [/Resource 'file:\/\/\/nowhere\.txt' failed/, 'the server did not log the failed read'], [/in read_resource\n[\s\S]*mcp\.shared\.exceptions\.MCPError: Unknown resource: file:\/\/\/nowhere\.txt$/m, 'read_resource did not raise the server\'s error']],
      ['2.3.0-stdio-unknown-tool', 'unknown', [/Tool 'find_ordr' failed: 'Unknown tool: find_ordr'/, 'the server did not log the unknown tool'], [/^caller: returned .*is_error=True/m, 'call_tool did not return an isError result']],
    ] as const
  ).map(([name, mode, server, caller]): Fixture => ({
    name,
    async run(run) {
      const client = run.start([py('error_client.py'), mode, '--', run.python, py('py_server.py'), '--name', 'py-reports', '--plain-log']);
      const { code } = await exitWithin(client, 60_000, 'the client');
      return { files: { 'client.log': client.err }, caller: client.err, code };
    },
    check: (f) => claims([flat(f['client.log']), server[0], server[1]], [f['client.log'], caller[0], caller[1]]),
  })),
];

/**
 * The machine's paths as the READMEs write them: the samples' own (`scrub`: the checkout relative, the interpreter's
 * prefix as `/usr/local`), with the venv's prefix (inside the checkout) as `/usr/local` and the scripts' folder as
 * `/app/scripts/samples/python/py`, all in scrub's one pass.
 */
export function normalise(text: string, env: PythonEnv): string {
  return scrub(text, env, [
    [VENV, '/usr/local/'],
    [PY_DIR, '/app/scripts/samples/python/py/'],
  ]);
}

/**
 * Closes the run (`start` refuses from now on) and kills what it started with what they started (../lib/kill-tree.ts):
 * the stdio server is error_client.py's child. A process that has exited may have left its group behind; the group
 * id is not reused while the group has members.
 */
export function killAll(run: Run): void {
  run.closed = true;
  for (const p of run.started) {
    const pid = p.proc.pid;
    if (pid === undefined) continue;
    if (p.proc.exitCode === null && p.proc.signalCode === null) killTree(pid);
    else {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* the group is gone */
      }
    }
  }
}

/** Runs one fixture (retried once when the run does not show its README's claims) and writes its logs under `out`. */
async function remake(fx: Fixture, env: PythonEnv, out: string): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), `py-fixture-${fx.name}-`));
    const run = newRun(env.python, dir);
    let wrong: string[];
    let files: Record<string, string> = {};
    try {
      const r = await within(fx.run(run), RUN_LIMIT_MS, 'the run');
      files = r.files;
      wrong = fx.check(r.files, r.caller, r.code);
    } catch (e) {
      wrong = [e instanceof Error ? e.message : String(e)];
    } finally {
      killAll(run);
      rmSync(dir, { recursive: true, force: true });
    }
    if (wrong.length === 0) {
      const target = join(out, fx.name);
      mkdirSync(target, { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(target, name), normalise(text, env));
      return Object.keys(files).map((f) => join(target, f));
    }
    if (attempt >= 2) {
      // Never into the fixture: beside the temporary runs, for whoever looks into why.
      const kept = join(tmpdir(), `py-fixture-rejected-${fx.name}`);
      mkdirSync(kept, { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(kept, name), text);
      throw new Error(`the run did not show what the README claims: ${wrong.join('; ')} (its logs: ${kept})`);
    }
    console.log(`  ${fx.name}: the run did not show what the README claims (${wrong.join('; ')}); retrying`);
  }
}

export async function runFixtures(env: PythonEnv, only: Set<string> | null, out: string): Promise<number> {
  let failures = 0;
  for (const fx of FIXTURES) {
    if (only && !only.has(fx.name)) continue;
    const t0 = Date.now();
    try {
      const written = await remake(fx, env, out);
      console.log(`✔ ${fx.name} (${Date.now() - t0} ms): ${written.map((w) => w.slice(out.length + 1)).join(', ')}`);
    } catch (e) {
      failures += 1;
      console.error(`✘ ${fx.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return failures;
}
