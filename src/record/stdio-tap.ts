/**
 * The stdio tap: `mcp-triage record -o cap.jsonl -- <server command…>`.
 *
 * The host spawns us instead of the server; we spawn the server and sit on its three pipes.
 * Hot path first: every chunk is written to the other side *before* anything else looks at it,
 * unchanged (no re-framing — stdout noise and CRLF reach the client exactly as the server wrote
 * them, which is what the incident was made of). Recording works on a copy, later in the same
 * event-loop turn's check phase (setImmediate), with the time taken when the chunk arrived.
 *
 * Lifecycle rules (spec lifecycle, ≤2025-11-25: the client closes stdin, waits, then SIGTERM,
 * then SIGKILL; 2026 stdio: "Servers SHOULD exit promptly when their standard input is closed"):
 * - the client closing our stdin closes the server's stdin (recorded as `close stdin by client`);
 * - SIGINT / SIGTERM / SIGHUP sent to us are forwarded to the server (recorded as notes);
 * - we exit with the server's status: its exit code, or 128 + signal number when it was killed.
 *
 * One file, several lifetimes: the capture is appended to (see writer.ts for why and how), the
 * header names this lifetime (`pid`, `lifetime`), and every event line carries `"l": lifetime`
 * so that a reader can tell two recorders' lines apart when they were alive at the same time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants as osConstants } from 'node:os';
import { createClock, type RecorderClock } from './clock.js';
import { CaptureWriter, type RecordingStatus } from './writer.js';
import { DEFAULT_MAX_LINE_BYTES, LineSplitter } from './line-splitter.js';
import { messageLine, parseMessageText } from './json-text.js';
import { redactArgs, redactText } from './secrets.js';
import { headerLine } from './header.js';

export interface StdioTapOptions {
  /** The server command and its arguments. */
  command: string;
  args?: string[];
  /** Capture file path. */
  output: string;
  keepSecrets?: boolean;
  /** The client's side. Defaults: process.stdin / process.stdout / process.stderr. */
  stdin?: NodeJS.ReadableStream;
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Install SIGINT/SIGTERM/SIGHUP handlers that forward to the server (default true). */
  forwardSignals?: boolean;
  maxLineBytes?: number;
  maxBufferBytes?: number;
  /** Truncate the output instead of appending a new lifetime to it (`--truncate`). */
  truncate?: boolean;
  /** Called once the server process exists (tests use it to learn the pid). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface StdioTapResult {
  /** The server's exit code, or null when it was killed by a signal or never started. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** What the recorder should exit with: code, 128 + signal number, or 126/127 when spawning failed. */
  status: number;
  recording: RecordingStatus;
}

const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Shell convention for a process status: the code, or 128 + the signal's number. */
export function exitStatusOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  if (signal !== null) {
    const n = (osConstants.signals as Record<string, number | undefined>)[signal];
    return 128 + (n ?? 0);
  }
  return 1;
}

let lastLifetimeMs = 0;

/**
 * `<pid>-<epoch ms of start>`: unique among the recorders that can write one file — two live
 * processes never share a pid, and a pid reused later starts at a later millisecond. Within
 * one process (the library API run twice) the millisecond is bumped so that it stays unique.
 */
function lifetimeId(startMs: number): string {
  const ms = Math.max(Math.floor(startMs), lastLifetimeMs + 1);
  lastLifetimeMs = ms;
  return `${process.pid}-${ms}`;
}

/** How long to wait for the server's pipes to drain after it exited (grandchildren may hold them). */
const PIPE_DRAIN_GRACE_MS = 2000;

export function runStdioTap(opts: StdioTapOptions): Promise<StdioTapResult> {
  const clock: RecorderClock = createClock();
  const keep = opts.keepSecrets === true;
  const stdin = opts.stdin ?? process.stdin;
  const stdout = opts.stdout ?? process.stdout;
  const stderr = opts.stderr ?? process.stderr;
  const args = opts.args ?? [];
  const startedAt = clock.now();
  const lifetime = lifetimeId(startedAt);
  const writer = new CaptureWriter({
    path: opts.output,
    clock,
    stderr,
    append: opts.truncate !== true,
    lifetime,
    ...(opts.maxBufferBytes !== undefined ? { maxBufferBytes: opts.maxBufferBytes } : {}),
  });
  const maxLineBytes = opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;

  // ---- recording, off the hot path -------------------------------------------------------
  const queue: Array<() => void> = [];
  let scheduled = false;
  const drainQueue = (): void => {
    scheduled = false;
    const batch = queue.splice(0);
    for (const job of batch) {
      try {
        job();
      } catch (err) {
        // A recording bug must not take the traffic down with it.
        writer.stop(`internal error: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  const later = (job: () => void): void => {
    queue.push(job);
    if (!scheduled) {
      scheduled = true;
      setImmediate(drainQueue);
    }
  };

  const recordLine = (from: 'client' | 'server', line: Buffer, at: number, partial: boolean): void => {
    const text = line.toString('utf8');
    const parsed = parseMessageText(text, keep);
    const extra: Record<string, unknown> = { l: lifetime, from };
    if (partial) extra.unterminated = true;
    if (parsed.ok) {
      writer.line(messageLine(clock.iso(at), extra, parsed.json));
    } else {
      writer.event('message', at, { ...extra, raw: keep ? text : redactText(text), error: parsed.error });
    }
  };
  const splitterFor = (from: 'client' | 'server'): { s: LineSplitter; partial: boolean } => {
    const holder = { s: undefined as unknown as LineSplitter, partial: false };
    holder.s = new LineSplitter({
      maxLineBytes,
      onLine: (line, at) => recordLine(from, line, at, holder.partial),
      onOversize: (bytes, at) =>
        writer.event('note', at, {
          text: `${from} line of ${bytes} bytes not recorded (over the ${maxLineBytes}-byte line limit)`,
          from,
          bytes,
        }),
    });
    return holder;
  };
  const clientLines = splitterFor('client');
  const serverLines = splitterFor('server');
  const stderrLines = new LineSplitter({
    maxLineBytes,
    onLine: (line, at) => {
      const text = line.toString('utf8');
      writer.event('stderr', at, { text: keep ? text : redactText(text) });
    },
    onOversize: (bytes, at) =>
      writer.event('note', at, { text: `stderr line of ${bytes} bytes not recorded (over the ${maxLineBytes}-byte line limit)`, bytes }),
  });
  const endLines = (h: { s: LineSplitter; partial: boolean }, at: number): void => {
    h.partial = true;
    h.s.end(at);
    h.partial = false;
  };

  // ---- header ------------------------------------------------------------------------------
  writer.line(
    headerLine(clock.iso(startedAt), {
      pid: process.pid,
      lifetime,
      transport: 'stdio',
      command: keep ? [opts.command, ...args] : redactArgs([opts.command, ...args]),
      redacted: !keep,
    }),
  );

  return new Promise<StdioTapResult>((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(opts.command, args, {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: opts.env ?? process.env,
        ...(opts.cwd !== undefined ? { cwd: opts.cwd } : {}),
      });
    } catch (err) {
      // spawn throws synchronously for invalid arguments (e.g. a NUL in the command).
      const msg = err instanceof Error ? err.message : String(err);
      stderr.write(`mcp-triage record: cannot start ${opts.command}: ${msg}\n`);
      writer.event('note', clock.now(), { text: `server could not be started: ${msg}` });
      void writer.close().then(() => resolve({ code: null, signal: null, status: 127, recording: writer.status(opts.output) }));
      return;
    }
    const cin = child.stdin!;
    const cout = child.stdout!;
    const cerr = child.stderr!;
    let finished = false;
    let spawnError: NodeJS.ErrnoException | undefined;

    // ---- hot path: client → server ----------------------------------------------------------
    const onClientData = (chunk: Buffer | string): void => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const at = clock.now();
      if (!cin.destroyed && !cin.writableEnded) {
        if (!cin.write(buf)) {
          stdin.pause();
          cin.once('drain', () => stdin.resume());
        }
      }
      later(() => clientLines.s.push(buf, at));
    };
    const onClientEnd = (): void => {
      const at = clock.now();
      if (!cin.destroyed && !cin.writableEnded) cin.end();
      later(() => {
        endLines(clientLines, at);
        writer.event('close', at, { stream: 'stdin', by: 'client' });
      });
    };
    const onClientError = (err: Error): void => {
      later(() => writer.event('note', clock.now(), { text: `client stdin error: ${err.message}` }));
    };
    stdin.on('data', onClientData);
    stdin.once('end', onClientEnd);
    stdin.on('error', onClientError);
    cin.on('error', (err: NodeJS.ErrnoException) => {
      // EPIPE: the server is gone or closed its stdin; the exit event tells the rest.
      const at = clock.now();
      later(() => writer.event('note', at, { text: `writing to server stdin failed: ${err.code ?? err.message}` }));
    });

    // ---- hot path: server → client ----------------------------------------------------------
    let clientGone = false;
    const onStdoutError = (err: NodeJS.ErrnoException): void => {
      if (clientGone) return;
      clientGone = true;
      const at = clock.now();
      later(() => writer.event('note', at, { text: `writing to client stdout failed: ${err.code ?? err.message}` }));
    };
    stdout.on('error', onStdoutError);
    cout.on('data', (chunk: Buffer) => {
      const at = clock.now();
      if (!clientGone) {
        if (!stdout.write(chunk)) {
          cout.pause();
          stdout.once('drain', () => cout.resume());
        }
      }
      later(() => serverLines.s.push(chunk, at));
    });
    cout.once('end', () => {
      const at = clock.now();
      later(() => {
        endLines(serverLines, at);
        writer.event('close', at, { stream: 'stdout', by: 'server' });
      });
    });
    cerr.on('data', (chunk: Buffer) => {
      const at = clock.now();
      stderr.write(chunk);
      later(() => stderrLines.push(chunk, at));
    });
    cerr.once('end', () => {
      const at = clock.now();
      later(() => {
        stderrLines.end(at);
        writer.event('close', at, { stream: 'stderr', by: 'server' });
      });
    });

    // ---- signals -----------------------------------------------------------------------------
    const signalHandlers = new Map<NodeJS.Signals, () => void>();
    if (opts.forwardSignals !== false) {
      for (const sig of FORWARDED_SIGNALS) {
        const h = (): void => {
          const at = clock.now();
          later(() => writer.event('note', at, { text: `recorder received ${sig}; forwarded to the server`, signal: sig }));
          if (child.exitCode === null && child.signalCode === null) child.kill(sig);
        };
        signalHandlers.set(sig, h);
        process.on(sig, h);
      }
    }

    // ---- end -----------------------------------------------------------------------------------
    const finish = (code: number | null, signal: NodeJS.Signals | null, status: number): void => {
      if (finished) return;
      finished = true;
      for (const [sig, h] of signalHandlers) process.off(sig, h);
      stdin.off('data', onClientData);
      stdin.off('end', onClientEnd);
      stdin.off('error', onClientError);
      stdin.pause();
      stdout.off('error', onStdoutError);
      // Run whatever recording is still queued, now.
      drainQueue();
      void writer.close().then(() => resolve({ code, signal, status, recording: writer.status(opts.output) }));
    };

    child.once('spawn', () => {
      later(() => writer.event('note', clock.now(), { text: `server started`, pid: child.pid ?? null }));
      opts.onSpawn?.(child);
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      // 'error' without 'spawn' = the command could not be started (ENOENT, EACCES).
      if (child.pid !== undefined) return;
      spawnError = err;
      const at = clock.now();
      stderr.write(`mcp-triage record: cannot start ${opts.command}: ${err.message}\n`);
      later(() => writer.event('note', at, { text: `server could not be started: ${err.message}`, code: err.code ?? null }));
      finish(null, null, err.code === 'EACCES' ? 126 : 127);
    });
    child.once('exit', (code, signal) => {
      if (spawnError) return;
      const at = clock.now();
      later(() => writer.event('exit', at, { code, signal }));
      // Wait for the pipes to deliver their last bytes ('close'), but not forever.
      const grace = setTimeout(() => finish(code, signal, exitStatusOf(code, signal)), PIPE_DRAIN_GRACE_MS);
      child.once('close', () => {
        clearTimeout(grace);
        // 'end' handlers queued their close events; let them run before finishing.
        setImmediate(() => finish(code, signal, exitStatusOf(code, signal)));
      });
    });
  });
}
