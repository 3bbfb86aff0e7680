/**
 * The capture tap: records what crosses a stdio server's pipes, as the host process sees it.
 *
 * It listens on the child process the SDK's own `StdioClientTransport` spawned (so the SDK's
 * behaviour is untouched) and records every line written to stdin, every line read from stdout,
 * every stderr line, the pipe closes and the exit. Times come from a monotonic clock anchored to
 * the wall clock once (performance.timeOrigin), so they are real and never go backwards.
 * Writers (../writers/) turn the recorded events into host log formats afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { killTree } from './kill-tree.js';

/** Wall-clock epoch ms, monotonic within this process. */
export function now(): number {
  return Math.round(performance.timeOrigin + performance.now());
}

export type TapEvent =
  /** The host is about to spawn the server (Claude: `Initializing server...`). */
  | { t: number; kind: 'spawn'; life: number; command: string[] }
  /** The process is up and the pipes are connected. */
  | { t: number; kind: 'spawned'; life: number; pid: number | null }
  /** One line the client wrote to the server's stdin. */
  | { t: number; kind: 'send'; life: number; line: string }
  /** One line the server wrote to stdout. */
  | { t: number; kind: 'recv'; life: number; line: string }
  /** One line the server wrote to stderr. */
  | { t: number; kind: 'stderr'; life: number; line: string }
  /** The client asked the transport to close. `intentional` = a planned shutdown by the application. */
  | { t: number; kind: 'client-close'; life: number; intentional: boolean }
  /** A pipe closed. */
  | { t: number; kind: 'pipe-close'; life: number; stream: 'stdin' | 'stdout' | 'stderr' }
  /** The process ended. */
  | { t: number; kind: 'exit'; life: number; code: number | null; signal: string | null }
  /** All stdio of the process closed (the SDK's transport `onclose` follows). */
  | { t: number; kind: 'closed'; life: number };

export class Recorder {
  readonly events: TapEvent[] = [];
  private lives = 0;
  /** Set by the scenario right before a planned `client.close()`. */
  shutdownRequested = false;

  constructor(
    /** Server name as the host shows it (Claude `[name]`, VS Code `Starting server name`). */
    readonly serverName: string,
  ) {}

  newLife(): number {
    this.lives += 1;
    return this.lives;
  }

  get lifetimes(): number {
    return this.lives;
  }

  push(e: TapEvent): void {
    this.events.push(e);
  }
}

/**
 * Every process of the run that has not exited yet, killed if the run is interrupted: the servers the tap saw, and
 * what `track` was given. `true`: killed with its process group and descendants (../lib/kill-tree.ts).
 */
const LIVE = new Map<ChildProcess, boolean>();

/**
 * Adds a process the samples started themselves (not through the tap) to the ones `killAllServers` kills, so the
 * SIGINT/SIGTERM/exit handlers of `runSampleMain` reach it. `tree`: it was spawned `detached` and what it starts is
 * killed with it.
 */
export function track(proc: ChildProcess, opts: { tree?: boolean } = {}): void {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  LIVE.set(proc, opts.tree ?? false);
  proc.once('exit', () => LIVE.delete(proc));
}

/** Kills every process still running (SIGKILL: the run is being abandoned). Returns how many. */
export function killAllServers(): number {
  let n = 0;
  for (const [p, tree] of LIVE) {
    if (p.exitCode === null && p.signalCode === null) {
      if (tree && p.pid !== undefined) killTree(p.pid);
      else p.kill('SIGKILL');
      n += 1;
    }
  }
  LIVE.clear();
  return n;
}

/** Splits a byte stream into lines (LF-terminated, CR stripped), calling `onLine` for each. */
function lineSplitter(onLine: (line: string) => void): { data(chunk: Buffer | string): void; end(): void } {
  let buf = '';
  return {
    data(chunk) {
      buf += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      let nl = buf.indexOf('\n');
      while (nl >= 0) {
        const line = buf.slice(0, nl).replace(/\r$/, '');
        buf = buf.slice(nl + 1);
        onLine(line);
        nl = buf.indexOf('\n');
      }
    },
    end() {
      if (buf.length > 0) onLine(buf);
      buf = '';
    },
  };
}

/**
 * Attaches the tap to a freshly spawned child. Our stdout/stderr listeners are *prepended* so a
 * line is recorded before the SDK reacts to it: otherwise a cancel the SDK sends in reaction to a
 * progress notification would be recorded before that notification.
 */
export function tapChildProcess(proc: ChildProcess, rec: Recorder, life: number): void {
  rec.push({ t: now(), kind: 'spawned', life, pid: proc.pid ?? null });
  track(proc);

  const stdin = proc.stdin;
  if (stdin) {
    const send = lineSplitter((line) => rec.push({ t: now(), kind: 'send', life, line }));
    const originalWrite = stdin.write.bind(stdin) as (...a: unknown[]) => boolean;
    // The SDK writes one serialized message (JSON + '\n') per call; tee it on the way in.
    (stdin as unknown as { write: (...a: unknown[]) => boolean }).write = (...args: unknown[]) => {
      const chunk = args[0];
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) send.data(chunk);
      return originalWrite(...args);
    };
    stdin.once('finish', () => {
      send.end();
      rec.push({ t: now(), kind: 'pipe-close', life, stream: 'stdin' });
    });
  }
  if (proc.stdout) {
    const recv = lineSplitter((line) => rec.push({ t: now(), kind: 'recv', life, line }));
    proc.stdout.prependListener('data', (c: Buffer) => recv.data(c));
    proc.stdout.once('close', () => {
      recv.end();
      rec.push({ t: now(), kind: 'pipe-close', life, stream: 'stdout' });
    });
  }
  if (proc.stderr) {
    const err = lineSplitter((line) => rec.push({ t: now(), kind: 'stderr', life, line }));
    proc.stderr.prependListener('data', (c: Buffer) => err.data(c));
    proc.stderr.once('close', () => {
      err.end();
      rec.push({ t: now(), kind: 'pipe-close', life, stream: 'stderr' });
    });
  }
  proc.once('exit', (code, signal) => rec.push({ t: now(), kind: 'exit', life, code, signal }));
  proc.prependOnceListener('close', () => rec.push({ t: now(), kind: 'closed', life }));
}

/**
 * Runs a sample maker's `main()` as a process: its servers are killed on SIGINT/SIGTERM and at exit, and a
 * thrown error sets exit code 1 (after killing them).
 */
export function runSampleMain(main: () => Promise<number>): void {
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      killAllServers();
      process.exit(130);
    });
  }
  process.once('exit', () => killAllServers());
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      killAllServers();
      process.exitCode = 1;
    },
  );
}
