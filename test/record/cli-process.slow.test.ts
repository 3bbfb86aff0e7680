/**
 * `mcp-triage record` as a real process, both modes: the installed entry point (`bin/mcp-triage.js`, the built CLI) in
 * a client's stdio config in front of a server, and as an HTTP proxy stopped by SIGTERM. In the slow project CI runs
 * (`CI=true` or MCP_TRIAGE_SLOW=1): two process start-ups under load were ~10 s of the everyday suite, where the
 * command line's usage errors stay (cli.test.ts). The build must be newer than the sources (test/dist-fresh.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { assertDistFresh } from '../dist-fresh.js';
import { startV1StreamableServer } from './servers/http-servers.js';
import { readCapture } from './capture.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = [join(ROOT, 'bin/mcp-triage.js')];
const V1_SERVER = ['node', '--import', 'tsx', join(ROOT, 'test/record/servers/v1-stdio.ts')];
const dir = mkdtempSync(join(tmpdir(), 'mcp-record-cli-'));
beforeAll(() => assertDistFresh());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
