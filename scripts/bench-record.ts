/**
 * Recorder overhead: median round trip of N small `tools/call`s, direct vs through the recorder,
 * for stdio (the tap) and Streamable HTTP (the proxy). Real v1 SDK client and server.
 *
 *   npx tsx scripts/bench-record.ts [N]
 *
 * `npm run bench` calls `benchRecorder()`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { spawn, type ChildProcess } from 'node:child_process';

export interface OverheadRow {
  /** Median round trip without the recorder (ms). */
  directMs: number;
  /** Median round trip through the recorder (ms). */
  tappedMs: number;
  /** tappedMs − directMs. */
  overheadMs: number;
}

export interface RecorderBench {
  calls: number;
  stdio: OverheadRow;
  http: OverheadRow;
}

const ROOT = resolve(import.meta.dirname, '..');
const V1_SERVER = ['--import', 'tsx', join(ROOT, 'test/record/servers/v1-stdio.ts')];
const TAP = ['--import', 'tsx', join(ROOT, 'test/record/tap-bin.ts')];
const HTTP_SERVER = ['--import', 'tsx', join(ROOT, 'test/record/servers/v1-http.ts')];
const CLI = ['--import', 'tsx', join(ROOT, 'test/record/cli-bin.ts')];

/** Starts a child and resolves with the first match of `pattern` in its stdout or stderr. */
function startChild(args: string[], pattern: RegExp): Promise<{ child: ChildProcess; match: string }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolveStart, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timed out starting ${args.join(' ')}: ${seen}`));
    }, 20_000);
    const onData = (c: Buffer): void => {
      seen += c.toString();
      const m = pattern.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolveStart({ child, match: m[1] as string });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`exited while starting ${args.join(' ')}: ${seen}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(t);
}
const WARMUP = 20;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * Both clients are connected at once and their calls alternate, so warm-up, JIT and machine
 * load affect direct and recorded runs alike.
 */
async function interleaved(direct: Transport, tapped: Transport, calls: number): Promise<[number, number]> {
  const a = new Client({ name: 'bench-record', version: '1.0.0' });
  const b = new Client({ name: 'bench-record', version: '1.0.0' });
  await a.connect(direct);
  await b.connect(tapped);
  try {
    for (let i = 0; i < WARMUP; i++) {
      await a.callTool({ name: 'echo', arguments: { text: 'warm' } });
      await b.callTool({ name: 'echo', arguments: { text: 'warm' } });
    }
    const ta: number[] = [];
    const tb: number[] = [];
    for (let i = 0; i < calls; i++) {
      for (const [client, times] of i % 2 === 0 ? ([[a, ta], [b, tb]] as const) : ([[b, tb], [a, ta]] as const)) {
        const t0 = performance.now();
        await client.callTool({ name: 'echo', arguments: { text: `call ${i}` } });
        times.push(performance.now() - t0);
      }
    }
    return [median(ta), median(tb)];
  } finally {
    await a.close();
    await b.close();
  }
}

function row(directMs: number, tappedMs: number): OverheadRow {
  return { directMs: round(directMs), tappedMs: round(tappedMs), overheadMs: round(tappedMs - directMs) };
}

export async function benchRecorder(calls = 200): Promise<RecorderBench> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-record-'));
  try {
    const stdioTransport = (args: string[]) =>
      new StdioClientTransport({ command: process.execPath, args, cwd: ROOT, stderr: 'ignore' });
    const [stdioDirect, stdioTapped] = await interleaved(
      stdioTransport(V1_SERVER),
      stdioTransport([...TAP, '-o', join(dir, 'stdio.jsonl'), '--', process.execPath, ...V1_SERVER]),
      calls,
    );

    // Server and proxy each in their own process, as deployed: in one process the proxy's hop
    // would compete with the client and the server for the same event loop.
    const server = await startChild(HTTP_SERVER, /listening (\S+)/);
    let httpDirect: number;
    let httpTapped: number;
    try {
      const proxy = await startChild(
        [...CLI, 'record', '--http', '--target', server.match, '-o', join(dir, 'http.jsonl')],
        /listening on (http:\/\/\S+?),/,
      );
      try {
        [httpDirect, httpTapped] = await interleaved(
          new StreamableHTTPClientTransport(new URL(server.match)),
          new StreamableHTTPClientTransport(new URL(`${proxy.match}${new URL(server.match).pathname}`)),
          calls,
        );
      } finally {
        await stopChild(proxy.child);
      }
    } finally {
      await stopChild(server.child);
    }
    return { calls, stdio: row(stdioDirect, stdioTapped), http: row(httpDirect, httpTapped) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(b: RecorderBench): void {
  const lines = [
    ['transport', 'direct ms', 'recorded ms', 'overhead ms'],
    ['stdio', b.stdio.directMs, b.stdio.tappedMs, b.stdio.overheadMs],
    ['http', b.http.directMs, b.http.tappedMs, b.http.overheadMs],
  ].map((r) => r.map((c) => String(c)));
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((r) => r[i]!.length)));
  process.stdout.write(`recorder overhead, median of ${b.calls} tools/call round trips\n`);
  for (const r of lines) process.stdout.write(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ') + '\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const n = Number(process.argv[2] ?? 200);
  const result = await benchRecorder(Number.isInteger(n) && n > 0 ? n : 200);
  printTable(result);
}
