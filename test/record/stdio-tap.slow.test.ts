/**
 * The stdio tap with real SDKs: a v1 Client over StdioClientTransport talks to a real server
 * through `tap-bin.ts`, and must get exactly what it gets from a direct connection.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { runStdioTap } from '../../src/record/stdio-tap.js';
import { assertMonotonic, readCapture, type CaptureLine } from './capture.js';

const ROOT = resolve(import.meta.dirname, '../..');
const TAP = ['--import', 'tsx', join(ROOT, 'test/record/tap-bin.ts')];
const V1_SERVER = ['node', '--import', 'tsx', join(ROOT, 'test/record/servers/v1-stdio.ts')];
const EVERYTHING = ['node', join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'];
const RAW_CHILD = join(ROOT, 'test/record/servers/raw-child.mjs');
const BIG = 10_000_000;

const dir = mkdtempSync(join(tmpdir(), 'mcp-record-stdio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function transportFor(cmd: string[], stderr: 'inherit' | 'pipe' = 'pipe'): StdioClientTransport {
  return new StdioClientTransport({
    command: cmd[0] as string,
    args: cmd.slice(1),
    cwd: ROOT,
    stderr,
  });
}

function tapped(output: string, server: string[], extra: string[] = []): string[] {
  return [process.execPath, ...TAP, '-o', output, ...extra, '--', ...server];
}

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

/** The same conversation, direct or tapped; returns everything the client observed. */
async function v1Conversation(cmd: string[]) {
  const transport = transportFor(cmd);
  const stderrChunks: string[] = [];
  transport.stderr?.on('data', (c: Buffer) => stderrChunks.push(c.toString()));
  const client = new Client({ name: 'record-test-client', version: '1.0.0' });
  await client.connect(transport);
  const tools = await client.listTools();
  const echo = await client.callTool({ name: 'echo', arguments: { text: 'héllo "quoted" \\ \u2028 €' } });
  const big = await client.callTool({ name: 'big', arguments: { bytes: BIG } }, undefined, { timeout: 60_000 });
  const progress: unknown[] = [];
  // The server answers only after our ping, sent once the last progress has been handled: the
  // v1 client drops a progress that arrives in the same read as the result (test/record/servers/v1-server.ts).
  const prog = await client.callTool({ name: 'progress', arguments: { steps: 5, delayMs: 20, waitForPing: true } }, undefined, {
    onprogress: (p) => {
      progress.push(p);
      if (p.progress === 5) void client.ping();
    },
  });
  const server = client.getServerVersion();
  await client.close();
  const bigText = (big.content as Array<{ text: string }>)[0]?.text ?? '';
  return {
    tools,
    echo,
    bigLength: bigText.length,
    bigSha: sha(bigText),
    prog,
    progress,
    server,
    stderr: stderrChunks.join(''),
  };
}

const byType = (lines: CaptureLine[], type: string): CaptureLine[] => lines.filter((l) => l.type === type);

describe('stdio tap, v1 SDK client and server', () => {
  it('gives the client identical results (incl. a 10 MB result and progress) and records every message', async () => {
    const direct = await v1Conversation(V1_SERVER);
    const out = join(dir, 'v1.mcpcap.jsonl');
    const viaTap = await v1Conversation(tapped(out, V1_SERVER));

    expect(direct.bigLength).toBe(BIG);
    expect(viaTap.tools).toEqual(direct.tools);
    expect(viaTap.echo).toEqual(direct.echo);
    expect(viaTap.bigLength).toBe(direct.bigLength);
    expect(viaTap.bigSha).toBe(direct.bigSha);
    expect(viaTap.prog).toEqual(direct.prog);
    expect(viaTap.progress).toEqual(direct.progress);
    expect(viaTap.progress).toHaveLength(5);
    expect(viaTap.server).toEqual(direct.server);
    // stderr is copied through unchanged (the host log must not lose it).
    expect(viaTap.stderr).toContain('MCP_PROXY_AUTH_TOKEN=supersecret-stderr-123');

    const lines = readCapture(out);
    assertMonotonic(lines);
    const header = lines[0]!;
    expect(header).toMatchObject({ type: 'header', format: 'mcpcap', version: 1, tool: 'mcp-triage', transport: 'stdio' });
    expect(header.command).toEqual(V1_SERVER);

    const msgs = byType(lines, 'message');
    const clientMsgs = msgs.filter((m) => m.from === 'client').map((m) => m.message as Record<string, unknown>);
    const serverMsgs = msgs.filter((m) => m.from === 'server').map((m) => m.message as Record<string, unknown>);
    expect(clientMsgs.map((m) => m.method)).toEqual([
      'initialize',
      'notifications/initialized',
      'tools/list',
      'tools/call',
      'tools/call',
      'tools/call',
      'ping',
    ]);
    // Every request has its response, by id.
    for (const req of clientMsgs.filter((m) => m.id !== undefined)) {
      expect(serverMsgs.some((m) => m.id === req.id && ('result' in m || 'error' in m))).toBe(true);
    }
    const bigResult = serverMsgs.find((m) => m.id === 3) as { result: { content: Array<{ text: string }> } };
    expect(sha(bigResult.result.content[0]!.text)).toBe(direct.bigSha);
    expect(serverMsgs.filter((m) => m.method === 'notifications/progress')).toHaveLength(5);

    // stderr recorded line by line, with the credential redacted.
    const stderrLines = byType(lines, 'stderr').map((l) => l.text);
    expect(stderrLines).toContain('record-test-v1 starting; MCP_PROXY_AUTH_TOKEN=<redacted:param>');
    expect(readFileSync(out, 'utf8')).not.toContain('supersecret-stderr-123');

    // The client closed stdin; the server then ended; the exit is recorded.
    expect(byType(lines, 'close')).toContainEqual(expect.objectContaining({ stream: 'stdin', by: 'client' }));
    expect(byType(lines, 'close')).toContainEqual(expect.objectContaining({ stream: 'stdout', by: 'server' }));
    const exit = byType(lines, 'exit');
    expect(exit).toHaveLength(1);
    expect(exit[0]).toHaveProperty('code');
    expect(exit[0]).toHaveProperty('signal');
  });

  it('passes server-everything through unchanged, including a progress-streaming call', async () => {
    const run = async (cmd: string[]) => {
      const client = new Client({ name: 'record-test-client', version: '1.0.0' });
      await client.connect(transportFor(cmd));
      const tools = await client.listTools();
      const echo = await client.callTool({ name: 'echo', arguments: { message: 'through the tap' } });
      const sum = await client.callTool({ name: 'get-sum', arguments: { a: 2, b: 40 } });
      const progress: unknown[] = [];
      const long = await client.callTool(
        { name: 'trigger-long-running-operation', arguments: { duration: 0.3, steps: 3 } },
        undefined,
        { onprogress: (p) => progress.push(p) },
      );
      await client.close();
      return { tools, echo, sum, long, progress };
    };
    const direct = await run(EVERYTHING);
    const out = join(dir, 'everything.mcpcap.jsonl');
    const viaTap = await run(tapped(out, EVERYTHING));
    // server-everything sends its last progress right before the result, and the v1 client
    // drops a progress it handles after the result — direct or not. So the received progress
    // is compared as "the first N steps, in order"; the capture below must hold all 3.
    const { progress: pd, ...restDirect } = direct;
    const { progress: pt, ...restTapped } = viaTap;
    expect(restTapped).toEqual(restDirect);
    for (const p of [pd, pt]) {
      expect(p.length).toBeGreaterThanOrEqual(2);
      expect(p).toEqual([1, 2, 3].slice(0, p.length).map((n) => ({ progress: n, total: 3 })));
    }

    const lines = readCapture(out);
    assertMonotonic(lines);
    const serverMsgs = byType(lines, 'message').filter((m) => m.from === 'server');
    expect(serverMsgs.filter((m) => (m.message as { method?: string }).method === 'notifications/progress')).toHaveLength(3);
    expect(byType(lines, 'exit')).toHaveLength(1);
  });

  it('keeps recording out of the way when the output cannot be written', async () => {
    const out = join(dir, 'no-such-dir', 'x.mcpcap.jsonl');
    const transport = transportFor(tapped(out, V1_SERVER));
    const stderr: string[] = [];
    transport.stderr?.on('data', (c: Buffer) => stderr.push(c.toString()));
    const client = new Client({ name: 'record-test-client', version: '1.0.0' });
    await client.connect(transport);
    const echo = await client.callTool({ name: 'echo', arguments: { text: 'still works' } });
    await client.close();
    expect(echo.content).toEqual([{ type: 'text', text: 'still works' }]);
    const said = stderr.join('');
    expect(said).toMatch(/mcp-triage record: recording stopped: .*ENOENT.*; traffic continues\n/);
    expect(said.match(/recording stopped/g)).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });

  it('writes secrets only with --keep-secrets', async () => {
    const out = join(dir, 'keep.mcpcap.jsonl');
    const client = new Client({ name: 'record-test-client', version: '1.0.0' });
    await client.connect(transportFor(tapped(out, [...V1_SERVER, '--api-key', 'argsecret42'], ['--keep-secrets'])));
    await client.listTools();
    await client.close();
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('supersecret-stderr-123');
    expect(text).toContain('argsecret42');
    expect(readCapture(out)[0]).toMatchObject({ redacted: false });

    const out2 = join(dir, 'nokeep.mcpcap.jsonl');
    const client2 = new Client({ name: 'record-test-client', version: '1.0.0' });
    await client2.connect(transportFor(tapped(out2, [...V1_SERVER, '--api-key', 'argsecret42'])));
    await client2.listTools();
    await client2.close();
    const text2 = readFileSync(out2, 'utf8');
    expect(text2).not.toContain('supersecret-stderr-123');
    expect(text2).not.toContain('argsecret42');
    expect(readCapture(out2)[0]).toMatchObject({ redacted: true });
  });
});

describe('stdio tap, byte exactness and process status (library API)', () => {
  it('forwards server bytes unchanged and records noise, CRLF, batches and an unterminated line', async () => {
    const out = join(dir, 'raw.mcpcap.jsonl');
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const got: Buffer[] = [];
    const gotErr: Buffer[] = [];
    stdout.on('data', (c: Buffer) => got.push(c));
    stderr.on('data', (c: Buffer) => gotErr.push(c));
    const result = await runStdioTap({
      command: process.execPath,
      args: [RAW_CHILD, 'emit'],
      output: out,
      stdin,
      stdout,
      stderr,
      forwardSignals: false,
    });
    const expected =
      '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info"}}\n' +
      'plain noise line\r\n' +
      '{"jsonrpc":"2.0","id":1,"result":{}}\r\n[1,2]\n42\n\n{"unterminated":true}';
    expect(Buffer.concat(got).toString('utf8')).toBe(expected);
    expect(Buffer.concat(gotErr).toString('utf8')).toBe('warn: Authorization: Bearer abcdef123456\n');
    expect(result).toMatchObject({ code: 3, signal: null, status: 3 });

    const lines = readCapture(out);
    assertMonotonic(lines);
    // Every event line names the header's lifetime (docs/mcpcap.md, several lifetimes in one file).
    expect(lines.slice(1).every((l) => l.l === lines[0]!.lifetime)).toBe(true);
    const msgs = byType(lines, 'message').map(({ t: _t, type: _type, l: _l, ...rest }) => rest);
    expect(msgs).toEqual([
      { from: 'server', message: { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info' } } },
      { from: 'server', raw: 'plain noise line', error: expect.stringMatching(/^not JSON/) },
      { from: 'server', message: { jsonrpc: '2.0', id: 1, result: {} } },
      { from: 'server', message: [1, 2] },
      { from: 'server', raw: '42', error: 'not a JSON-RPC message: a JSON number' },
      { from: 'server', raw: '', error: expect.stringMatching(/^not JSON/) },
      { from: 'server', unterminated: true, message: { unterminated: true } },
    ]);
    expect(byType(lines, 'stderr').map((l) => l.text)).toEqual(['warn: Authorization: <redacted:authorization>']);
    expect(byType(lines, 'exit')).toEqual([expect.objectContaining({ code: 3, signal: null })]);
  });

  it('forwards client bytes unchanged and records the client closing stdin', async () => {
    const out = join(dir, 'echo.mcpcap.jsonl');
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const got: Buffer[] = [];
    stdout.on('data', (c: Buffer) => got.push(c));
    const pieces = ['{"jsonrpc":"2.0","id":0,"met', 'hod":"ping"}\n{"__proto__":{"x":1},"id":"a"}\n', 'garbage\u0000\n'];
    const running = runStdioTap({
      command: process.execPath,
      args: [RAW_CHILD, 'echo'],
      output: out,
      stdin,
      stdout,
      stderr: new PassThrough(),
      forwardSignals: false,
    });
    for (const p of pieces) {
      stdin.write(p);
      await new Promise((r) => setTimeout(r, 10));
    }
    stdin.end();
    const result = await running;
    expect(Buffer.concat(got).toString('utf8')).toBe(pieces.join(''));
    expect(result.status).toBe(0);
    const lines = readCapture(out);
    const client = byType(lines, 'message').filter((m) => m.from === 'client');
    expect(client.map((m) => m.message ?? m.raw)).toEqual([
      { jsonrpc: '2.0', id: 0, method: 'ping' },
      JSON.parse('{"__proto__":{"x":1},"id":"a"}'),
      'garbage\u0000',
    ]);
    const closes = byType(lines, 'close');
    expect(closes[0]).toMatchObject({ stream: 'stdin', by: 'client' });
    expect(byType(lines, 'exit')).toEqual([expect.objectContaining({ code: 0 })]);
  });

  it('reports a command that cannot be started with status 127', async () => {
    const out = join(dir, 'enoent.mcpcap.jsonl');
    const stderr = new PassThrough();
    const said: string[] = [];
    stderr.on('data', (c: Buffer) => said.push(c.toString()));
    const result = await runStdioTap({
      command: join(dir, 'no-such-command'),
      output: out,
      stdin: new PassThrough(),
      stdout: new PassThrough(),
      stderr,
      forwardSignals: false,
    });
    expect(result.status).toBe(127);
    expect(said.join('')).toContain('cannot start');
    expect(byType(readCapture(out), 'note').some((n) => String(n.text).includes('could not be started'))).toBe(true);
  });

  it('forwards SIGTERM to the server and exits 128 + 15', async () => {
    const out = join(dir, 'signal.mcpcap.jsonl');
    const tap = spawn(process.execPath, [...TAP, '-o', out, '--', process.execPath, RAW_CHILD, 'wait'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const killer = setTimeout(() => tap.kill('SIGKILL'), 20_000);
    try {
      await new Promise<void>((resolveReady, reject) => {
        tap.stdout.on('data', (c: Buffer) => {
          if (c.toString().includes('"ready"')) resolveReady();
        });
        tap.once('exit', () => reject(new Error('tap exited early')));
      });
      const exited = new Promise<number | null>((r) => tap.once('exit', (code) => r(code)));
      tap.kill('SIGTERM');
      expect(await exited).toBe(143);
    } finally {
      clearTimeout(killer);
    }
    const lines = readCapture(out);
    expect(byType(lines, 'note').some((n) => n.signal === 'SIGTERM')).toBe(true);
    expect(byType(lines, 'exit')).toEqual([expect.objectContaining({ code: null, signal: 'SIGTERM' })]);
  });
});
