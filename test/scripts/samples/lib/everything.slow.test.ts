/**
 * The HTTP harnesses' one start of server-everything (scripts/samples/lib/everything.ts), with stand-in entry scripts
 * in its place: a start that fails — not listening within its bound (even when SIGTERM is ignored), or exiting first —
 * must not leave the child running, and a started child must be reachable by the run's interrupt handlers
 * (killAllServers). Spawns processes, so slow (CI runs it).
 */
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEverything } from '../../../../scripts/samples/lib/everything.js';
import { killAllServers } from '../../../../scripts/samples/lib/tap.js';
import { alive } from '../../../process-alive.js';

const dir = mkdtempSync(join(tmpdir(), 'everything-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in entry: writes its pid to `<name>.pid`, then runs `body`. */
function entry(name: string, body: string): { file: string; pid(): number } {
  const file = join(dir, `${name}.cjs`);
  const pidFile = join(dir, `${name}.pid`);
  writeFileSync(file, `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\n${body}\n`);
  return { file, pid: () => Number(readFileSync(pidFile, 'utf8')) };
}

describe('startEverything', () => {
  it.each([
    ['is silent', 'setInterval(() => {}, 1000);'],
    ['is silent and ignores SIGTERM', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);"],
    ['says something else', "process.stderr.write('loading tools\\n'); setInterval(() => {}, 1000);"],
  ])('stops a child that does not listen within the bound (it %s)', async (name, body) => {
    const e = entry(name.replace(/\W+/g, '-'), body);
    await expect(startEverything('streamableHttp', { entry: e.file, limitMs: 2500, killAfterMs: 300 })).rejects.toThrow(
      'server-everything start: not done within 2500 ms',
    );
    expect(alive(e.pid())).toBe(false);
  });

  it('rejects with the exit code and stderr of a child that exits before it listens', async () => {
    const e = entry('exits', "process.stderr.write('EADDRINUSE\\n'); process.exit(3);");
    await expect(startEverything('sse', { entry: e.file, limitMs: 5000 })).rejects.toThrow(/exited \(3\) before it listened: EADDRINUSE/);
    expect(alive(e.pid())).toBe(false);
  });

  it('resolves once the child listens on the port it was given, and stop() ends it', async () => {
    const e = entry(
      'listens',
      "require('net').createServer().listen(Number(process.env.PORT), '127.0.0.1', () => process.stderr.write(`MCP server listening on port ${process.env.PORT} (mode ${process.argv[2]})\\n`));",
    );
    const s = await startEverything('streamableHttp', { entry: e.file, limitMs: 5000 });
    expect(s.child.pid).toBe(e.pid());
    await new Promise<void>((resolve, reject) => {
      const c = net.connect(s.port, '127.0.0.1', () => {
        c.destroy();
        resolve();
      });
      c.once('error', reject);
    });
    await s.stop();
    expect(alive(e.pid())).toBe(false);
    await s.stop(); // a second stop of an exited child returns at once
  });

  it('registers the child for the run\'s interrupt handlers (killAllServers)', async () => {
    const e = entry('tracked', "setInterval(() => {}, 1000); process.stderr.write('listening on port ' + process.env.PORT + '\\n');");
    const s = await startEverything('streamableHttp', { entry: e.file, limitMs: 5000 });
    const exited = new Promise((r) => s.child.once('exit', r));
    expect(killAllServers()).toBeGreaterThanOrEqual(1);
    await exited;
    expect(alive(e.pid())).toBe(false);
  });
});
