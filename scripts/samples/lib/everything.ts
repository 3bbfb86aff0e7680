/**
 * server-everything (the reference server of the MCP SDK's monorepo) in one of its HTTP modes as a child process:
 * what the HTTP samples (../http/) and the recorder's HTTP samples (../recorder/http.ts) record against. One start for
 * both, so both stop the child on every way a start can fail: not listening within the bound, or exiting first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { within } from './helpers.js';
import { freePort } from './listen.js';
import { ROOT } from './paths.js';
import { track } from './tap.js';

export const EVERYTHING = join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');

/** What server-everything writes to stderr once it listens (`streamableHttp` and `sse` modes alike). */
const LISTENING = /listening on port|running on port/i;

export interface RunningServer {
  port: number;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after `killAfterMs`; resolves once the child has exited (at once if it already has). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** How long the start may take (default 15 s: server-everything loads its whole tool set before it listens). */
  limitMs?: number;
  /** The script node runs instead of server-everything's entry (tests: one that never listens, one that exits). */
  entry?: string;
  killAfterMs?: number;
}

/**
 * Starts server-everything in `mode` on a free loopback port; resolves once it says it listens. The child is
 * registered with `track` from the moment it is spawned, so a run interrupted while it runs kills it
 * (runSampleMain's handlers, killAllServers), and a start that fails stops it before the error is thrown.
 */
export async function startEverything(mode: 'streamableHttp' | 'sse', opts: StartOptions = {}): Promise<RunningServer> {
  const { limitMs = 15_000, entry = EVERYTHING, killAfterMs = 2000 } = opts;
  const port = await freePort();
  const child = spawn(process.execPath, [entry, mode], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  track(child);
  const stop = (): Promise<void> =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          const t = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
          child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
          child.kill('SIGTERM');
        });
  try {
    await within(
      new Promise<void>((resolve, reject) => {
        let err = '';
        let ready = false;
        // Read to the end even once it listens: a full stderr pipe would block the server.
        child.stderr!.on('data', (c: Buffer) => {
          if (ready) return;
          err += c.toString();
          if (LISTENING.test(err)) {
            ready = true;
            resolve();
          }
        });
        child.once('error', reject);
        child.once('exit', (code, signal) => reject(new Error(`server-everything exited (${code ?? signal}) before it listened: ${err.slice(-1500)}`)));
      }),
      limitMs,
      'server-everything start',
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return { port, child, stop };
}
