/** `mcp-triage record` command line: usage errors, and both modes run as a real process. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Command, CommanderError } from 'commander';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { parseListen, registerRecordCommand } from '../../src/cli/record.js';
import { startV1StreamableServer } from './servers/http-servers.js';
import { readCapture } from './capture.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = ['--import', 'tsx', join(ROOT, 'test/record/cli-bin.ts')];
const V1_SERVER = ['node', '--import', 'tsx', join(ROOT, 'test/record/servers/v1-stdio.ts')];
const dir = mkdtempSync(join(tmpdir(), 'mcp-record-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function usage(args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const program = new Command('mcp-triage').exitOverride().configureOutput({
    writeErr: (s) => void (stderr += s),
    writeOut: () => undefined,
  });
  registerRecordCommand(program);
  try {
    await program.parseAsync(['node', 'mcp-triage', 'record', ...args]);
  } catch (e) {
    if (e instanceof CommanderError) return { code: e.exitCode, stderr };
    throw e;
  }
  return { code: 0, stderr };
}

describe('mcp-triage record usage', () => {
  it.each([
    { args: ['--', 'node', 'server.js'], says: /-o, --output <file> is required/ },
    { args: ['-o', 'x.jsonl'], says: /give the server command after --/ },
    { args: ['--http', '-o', 'x.jsonl'], says: /--target <url> is required/ },
    { args: ['--http', '--target', 'not a url', '-o', 'x.jsonl'], says: /not a URL/ },
    { args: ['--http', '--target', 'ftp://h/mcp', '-o', 'x.jsonl'], says: /http:\/\/ or https:\/\// },
    { args: ['--http', '--target', 'http://127.0.0.1:1/mcp', '-o', 'x.jsonl', '--', 'node'], says: /takes no server command/ },
    { args: ['--http', '--target', 'http://127.0.0.1:1/mcp', '--listen', 'nope:x', '-o', 'x.jsonl'], says: /--listen must be host:port/ },
    { args: ['--target', 'http://127.0.0.1:1/mcp', '-o', 'x.jsonl', '--', 'node'], says: /need --http/ },
  ])('exits 2 for $args', async ({ args, says }) => {
    const r = await usage(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(says);
  });

  it.each([
    ['127.0.0.1:9090', { host: '127.0.0.1', port: 9090 }],
    ['9090', { host: '127.0.0.1', port: 9090 }],
    [':9090', { host: '127.0.0.1', port: 9090 }],
    ['[::1]:9090', { host: '::1', port: 9090 }],
    ['0.0.0.0:0', { host: '0.0.0.0', port: 0 }],
    ['localhost:70000', null],
    ['a:b', null],
  ])('parses --listen %s', (value, expected) => {
    expect(parseListen(value)).toEqual(expected);
  });
});

describe('mcp-triage record as a process', () => {
  it('stdio: sits in a client config in front of the server', async () => {
    const out = join(dir, 'cli-stdio.jsonl');
    const client = new Client({ name: 'c', version: '1' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [...CLI, 'record', '-o', out, '--', ...V1_SERVER],
      cwd: ROOT,
      stderr: 'pipe',
    });
    await client.connect(transport);
    const echo = await client.callTool({ name: 'echo', arguments: { text: 'via the CLI' } });
    await client.close();
    expect(echo.content).toEqual([{ type: 'text', text: 'via the CLI' }]);
    const lines = readCapture(out);
    expect(lines[0]).toMatchObject({ type: 'header', transport: 'stdio' });
    expect(lines.some((l) => l.type === 'exit')).toBe(true);
  });

  it('http: proxies until SIGTERM, then finishes the file and exits 0', async () => {
    const srv = await startV1StreamableServer();
    const out = join(dir, 'cli-http.jsonl');
    const proc = spawn(process.execPath, [...CLI, 'record', '--http', '--target', srv.url, '--listen', '127.0.0.1:0', '-o', out], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
    try {
      let stderr = '';
      const url = await new Promise<string>((resolveUrl, reject) => {
        proc.stderr.on('data', (c: Buffer) => {
          stderr += c.toString();
          const m = /listening on (http:\/\/\S+?),/.exec(stderr);
          if (m) resolveUrl(m[1]!);
        });
        proc.once('exit', () => reject(new Error(`exited early: ${stderr}`)));
      });
      const client = new Client({ name: 'c', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
      const echo = await client.callTool({ name: 'echo', arguments: { text: 'via the proxy CLI' } });
      expect(echo.content).toEqual([{ type: 'text', text: 'via the proxy CLI' }]);
      await client.close();
      const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
      proc.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stderr).toMatch(/stopped \(SIGTERM\)/);
    } finally {
      clearTimeout(killer);
      await srv.close();
    }
    const lines = readCapture(out);
    expect(lines[0]).toMatchObject({ type: 'header', transport: 'streamable-http', target: srv.url });
    expect(lines.filter((l) => l.type === 'http-request').length).toBeGreaterThanOrEqual(3);
  });
});
