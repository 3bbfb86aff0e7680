/**
 * Several process lifetimes in one capture file (docs/record.md "Restarts and probes").
 *
 * A host that starts the same server command twice with the same `-o` — a restart after a
 * crash, or the v2 client's `server/discover` probe on a sibling process (shared/reference/sdk-behaviour.md #20)
 * — runs two recorders on one file. They must append, each lifetime under its own header, and
 * when both are alive at once their lines interleave: every line carries its lifetime (`l`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { WireEvent } from '../../src/events.js';
import { openInput } from '../../src/ingest/index.js';
import { analyze } from '../../src/index.js';
import { runStdioTap } from '../../src/record/stdio-tap.js';
import { assertMonotonic, readCapture, type CaptureLine } from './capture.js';

const ROOT = resolve(import.meta.dirname, '../..');
const TAP = ['--import', 'tsx', join(ROOT, 'test/record/tap-bin.ts')];
const CLI = ['--import', 'tsx', join(ROOT, 'test/record/cli-bin.ts')];
const V1_SERVER = ['node', '--import', 'tsx', join(ROOT, 'test/record/servers/v1-stdio.ts')];
const RAW_CHILD = join(ROOT, 'test/record/servers/raw-child.mjs');

const dir = mkdtempSync(join(tmpdir(), 'mcp-record-lifetimes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tappedClient(output: string): { client: Client; transport: StdioClientTransport } {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...TAP, '-o', output, '--', ...V1_SERVER],
    cwd: ROOT,
    stderr: 'pipe',
  });
  return { client: new Client({ name: 'lifetimes-test-client', version: '1.0.0' }), transport };
}

const headers = (lines: CaptureLine[]): CaptureLine[] => lines.filter((l) => l.type === 'header');

/** Capture lines grouped by the lifetime they name (`l`), asserting every event line names one. */
function byLifetime(lines: CaptureLine[]): Map<string, CaptureLine[]> {
  const out = new Map<string, CaptureLine[]>();
  for (const l of lines) {
    if (l.type === 'header') continue;
    expect(typeof l.l).toBe('string');
    const k = l.l as string;
    if (!out.has(k)) out.set(k, []);
    out.get(k)!.push(l);
  }
  return out;
}

/** What the mcpcap reader makes of a file: events grouped by session label. */
async function readSessions(path: string): Promise<{ bySession: Map<string | null, WireEvent[]>; problems: number }> {
  const input = await openInput(path, {});
  expect(input.format).toBe('mcpcap');
  const bySession = new Map<string | null, WireEvent[]>();
  const { problems } = await input.read((e) => {
    if (!bySession.has(e.session)) bySession.set(e.session, []);
    bySession.get(e.session)!.push(e);
  });
  return { bySession, problems: problems.length };
}

const echoTexts = (events: WireEvent[], from: 'client' | 'server'): string[] =>
  events
    .filter((e) => e.kind === 'message' && e.from === from)
    .flatMap((e) => {
      const m = e.message as { params?: { name?: string; arguments?: { text?: string } }; result?: { content?: Array<{ text?: string }> } };
      if (from === 'client') return m.params?.name === 'echo' ? [m.params.arguments?.text ?? ''] : [];
      const text = m.result?.content?.[0]?.text;
      return typeof text === 'string' ? [text] : [];
    });

describe('stdio recorder: several lifetimes in one file (real processes)', () => {
  it('keeps both lifetimes when the server is started twice, one after the other', async () => {
    const out = join(dir, 'sequential.mcpcap.jsonl');
    const a = tappedClient(out);
    await a.client.connect(a.transport);
    await a.client.callTool({ name: 'echo', arguments: { text: 'first lifetime' } });
    await a.client.close();
    const b = tappedClient(out);
    await b.client.connect(b.transport);
    await b.client.callTool({ name: 'echo', arguments: { text: 'second lifetime' } });
    await b.client.close();

    const lines = readCapture(out);
    const [h1, h2] = headers(lines);
    expect(headers(lines)).toHaveLength(2);
    expect(lines[0]).toBe(h1);
    expect(h1).toMatchObject({ type: 'header', format: 'mcpcap', transport: 'stdio', pid: expect.any(Number) });
    expect(h1!.lifetime).toBe(`${String(h1!.pid)}-${Date.parse(h1!.startedAt as string)}`);
    expect(h2!.lifetime).not.toBe(h1!.lifetime);
    // Sequential lifetimes: each header's lines follow it, and each lifetime's own times never go backwards.
    const second = lines.indexOf(h2!);
    expect(lines.slice(1, second).every((l) => l.l === h1!.lifetime)).toBe(true);
    expect(lines.slice(second + 1).every((l) => l.l === h2!.lifetime)).toBe(true);
    for (const part of byLifetime(lines).values()) assertMonotonic(part);

    const { bySession, problems } = await readSessions(out);
    expect(problems).toBe(0);
    expect([...bySession.keys()]).toEqual([h1!.lifetime, h2!.lifetime]);
    const s1 = bySession.get(h1!.lifetime as string)!;
    const s2 = bySession.get(h2!.lifetime as string)!;
    for (const s of [s1, s2]) {
      const methods = s.filter((e) => e.kind === 'message' && e.from === 'client').map((e) => e.message?.method);
      expect(methods.slice(0, 2)).toEqual(['initialize', 'notifications/initialized']);
      expect(s.some((e) => e.kind === 'transport-close' && e.close?.reason === 'process exited')).toBe(true);
    }
    expect(echoTexts(s1, 'server')).toEqual(['first lifetime']);
    expect(echoTexts(s2, 'server')).toEqual(['second lifetime']);
  });

  it('keeps two lifetimes alive at once apart: interleaved whole lines, each message in its own session', async () => {
    const out = join(dir, 'overlap.mcpcap.jsonl');
    const a = tappedClient(out);
    await a.client.connect(a.transport);
    const b = tappedClient(out);
    await b.client.connect(b.transport);
    // Both talk at the same time, with lines well over PIPE_BUF (4 KiB), so the two recorders'
    // appends race each other.
    const text = (who: string, i: number): string => `${who}${i}:` + who.repeat(64 * 1024);
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 6; i++) {
      calls.push(a.client.callTool({ name: 'echo', arguments: { text: text('A', i) } }));
      calls.push(b.client.callTool({ name: 'echo', arguments: { text: text('B', i) } }));
    }
    await Promise.all(calls);
    await a.client.close();
    await b.client.close();

    // readCapture fails on any line that is not complete JSON: no line was torn by the other writer.
    const lines = readCapture(out);
    const [ha, hb] = headers(lines);
    expect(headers(lines)).toHaveLength(2);
    const groups = byLifetime(lines);
    expect([...groups.keys()].sort()).toEqual([ha!.lifetime, hb!.lifetime].sort());
    // The lines did interleave: lifetime A wrote after lifetime B's header.
    const hbAt = lines.indexOf(hb!);
    expect(lines.slice(hbAt + 1).some((l) => l.l === ha!.lifetime)).toBe(true);

    const { bySession, problems } = await readSessions(out);
    expect(problems).toBe(0);
    expect([...bySession.keys()].sort()).toEqual([ha!.lifetime, hb!.lifetime].sort());
    for (const [header, who] of [
      [ha!, 'A'],
      [hb!, 'B'],
    ] as const) {
      const events = bySession.get(header.lifetime as string)!;
      const sent = echoTexts(events, 'client');
      const got = echoTexts(events, 'server');
      expect(sent.map((t) => t.slice(0, 3)).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `${who}${i}:`));
      expect(got.sort()).toEqual(sent.sort());
      expect(events.filter((e) => e.kind === 'message' && e.from === 'client')[0]?.message?.method).toBe('initialize');
      expect(events.every((e) => e.transport === 'stdio')).toBe(true);
      // Each lifetime's own times still never go backwards.
      assertMonotonic(groups.get(header.lifetime as string)!);
    }
  });
});

/** Runs `mcp-triage record` (commander shell) over raw-child's echo mode, sends one line, closes stdin. */
async function recordOnce(output: string, extra: string[] = []): Promise<number | null> {
  const child: ChildProcess = spawn(process.execPath, [...CLI, 'record', '-o', output, ...extra, '--', process.execPath, RAW_CHILD, 'echo'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.stdout!.resume();
  child.stderr!.resume();
  child.stdin!.end('{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
  const code = await exited;
  clearTimeout(killer);
  return code;
}

describe('mcp-triage record: append by default, --truncate', () => {
  it('appends a lifetime per run, and --truncate starts the file over', async () => {
    const out = join(dir, 'cli.mcpcap.jsonl');
    expect(await recordOnce(out)).toBe(0);
    expect(await recordOnce(out)).toBe(0);
    const appended = readCapture(out);
    expect(headers(appended)).toHaveLength(2);
    expect(appended.filter((l) => l.type === 'message')).toHaveLength(4); // the ping and its echo, twice

    expect(await recordOnce(out, ['--truncate'])).toBe(0);
    const truncated = readCapture(out);
    expect(headers(truncated)).toHaveLength(1);
    expect(truncated[0]).toMatchObject({ type: 'header' });
    expect(truncated.filter((l) => l.type === 'message')).toHaveLength(2);
    expect(truncated.slice(1).every((l) => l.l === truncated[0]!.lifetime)).toBe(true);
  });

  it('starts its header on a new line when the file ends inside a line', async () => {
    const out = join(dir, 'cut.mcpcap.jsonl');
    writeFileSync(out, '{"type":"header","format":"mcpcap","version":1,"transport":"stdio"}\n{"type":"stderr","t":"2026-11-30T12:00:00.000Z","text":"cut he');
    const stdin = new PassThrough();
    const running = runStdioTap({
      command: process.execPath,
      args: [RAW_CHILD, 'echo'],
      output: out,
      stdin,
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      forwardSignals: false,
    });
    stdin.end('{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
    expect((await running).status).toBe(0);
    const text = readFileSync(out, 'utf8').split('\n');
    expect(text[1]).toBe('{"type":"stderr","t":"2026-11-30T12:00:00.000Z","text":"cut he');
    expect(JSON.parse(text[2]!)).toMatchObject({ type: 'header', transport: 'stdio' });
    const { bySession, problems } = await readSessions(out);
    expect(problems).toBe(1); // the cut line, and only it
    const lifetime = (JSON.parse(text[2]!) as { lifetime: string }).lifetime;
    expect(bySession.get(lifetime)!.filter((e) => e.kind === 'message')).toHaveLength(2);
  });

  it('rejects --truncate with --http (an HTTP recording always starts a new file)', async () => {
    const child = spawn(process.execPath, [...CLI, 'record', '--http', '--target', 'http://127.0.0.1:1/mcp', '--truncate', '-o', join(dir, 'x.jsonl')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(2);
    expect(stderr).toMatch(/--truncate is for stdio/);
  });
});

/** A JSON-RPC conversation over the tap's client side, one line at a time, awaiting answers by id. */
function rawClient(stdin: PassThrough, stdout: PassThrough) {
  let buf = '';
  const waiting = new Map<number, () => void>();
  stdout.on('data', (c: Buffer) => {
    buf += c.toString('utf8');
    let nl: number;
    while ((nl = buf.indexOf('\n')) !== -1) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      const m = JSON.parse(line) as { id?: number };
      if (typeof m.id === 'number') waiting.get(m.id)?.();
    }
  });
  const send = (m: object): void => void stdin.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\n');
  const answered = (id: number): Promise<void> => new Promise((r) => waiting.set(id, r));
  const initialize = async (): Promise<void> => {
    const done = answered(0);
    send({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    await done;
    send({ method: 'notifications/initialized' });
  };
  return { send, answered, initialize };
}

describe('analyze() over a file holding a crashed lifetime and a healthy one', () => {
  it('finds the crashed lifetime’s request lost to the closed connection, and the second lifetime fine', async () => {
    const out = join(dir, 'crash-then-restart.mcpcap.jsonl');
    const [cmd, ...args] = V1_SERVER as [string, ...string[]];

    // Lifetime 1: a slow call is in flight when the server is killed (an OOM kill, say).
    {
      const stdin = new PassThrough();
      const stdout = new PassThrough();
      let server: ChildProcess | undefined;
      const running = runStdioTap({ command: cmd, args, cwd: ROOT, output: out, stdin, stdout, stderr: new PassThrough(), forwardSignals: false, onSpawn: (c) => (server = c) });
      const c = rawClient(stdin, stdout);
      await c.initialize();
      const pinged = c.answered(2);
      c.send({ id: 1, method: 'tools/call', params: { name: 'slow', arguments: { ms: 60_000 } } });
      c.send({ id: 2, method: 'ping' });
      await pinged; // the server has read the call before the ping: it is working on it
      server!.kill('SIGKILL');
      const r = await running;
      expect(r).toMatchObject({ signal: 'SIGKILL', status: 137 });
    }
    // Lifetime 2: the host starts it again; a call completes.
    {
      const stdin = new PassThrough();
      const stdout = new PassThrough();
      const running = runStdioTap({ command: cmd, args, cwd: ROOT, output: out, stdin, stdout, stderr: new PassThrough(), forwardSignals: false });
      const c = rawClient(stdin, stdout);
      await c.initialize();
      const echoed = c.answered(1);
      c.send({ id: 1, method: 'tools/call', params: { name: 'echo', arguments: { text: 'back again' } } });
      await echoed;
      stdin.end();
      expect((await running).status).toBe(0);
    }
    expect(headers(readCapture(out))).toHaveLength(2);

    const report = await analyze([out], { all: true });
    expect(report.summary.sessions).toBe(2);
    const [s1, s2] = report.sessions;
    const calls = report.requests.filter((r) => r.method === 'tools/call');
    expect(calls).toHaveLength(2);
    const crashed = calls.find((r) => r.session === s1!.key);
    const healthy = calls.find((r) => r.session === s2!.key);
    expect(crashed).toMatchObject({ id: 1, target: 'slow', outcome: 'lost', cause: 'connection-closed' });
    expect(healthy).toMatchObject({ id: 1, target: 'echo', outcome: 'completed' });
    // Same ids in both lifetimes, kept apart by session.
    expect(report.requests.filter((r) => r.method === 'initialize').map((r) => [r.session, r.outcome])).toEqual([
      [s1!.key, 'completed'],
      [s2!.key, 'completed'],
    ]);
  });
});
