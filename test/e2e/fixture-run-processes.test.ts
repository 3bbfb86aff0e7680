/**
 * The processes of a Python fixture run (scripts/samples/python/fixtures.ts) and of the samples (scripts/samples/lib/
 * tap.ts): what a run starts ends with it, including what its processes start themselves in a session of their own
 * (the stdio server under error_client.py), and a closed run starts nothing more. Node stands in for Python here: the
 * process handling is the harness's, whatever runs in the processes.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { killAll, newRun, type Run } from '../../scripts/samples/python/fixtures.js';
import { descendants } from '../../scripts/samples/lib/kill-tree.js';
import { killAllServers, track } from '../../scripts/samples/lib/tap.js';
import { alive } from '../process-alive.js';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && alive(pid); i++) await sleep(20);
  return !alive(pid);
}

// A parent that starts a child in a session of its own (as stdio_client's start_new_session does), prints the child's
// pid and waits.
const PARENT = [
  '-e',
  `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
   process.stdout.write(String(c.pid) + '\\n'); setInterval(() => {}, 1000);`,
];

async function grandchildOf(out: () => string): Promise<number> {
  for (let i = 0; i < 250 && !/\n/.test(out()); i++) await sleep(20);
  const pid = Number(out().trim());
  expect(Number.isInteger(pid) && pid > 0).toBe(true);
  return pid;
}

const onLinux = process.platform === 'linux';

describe('a fixture run', () => {
  it('starts nothing once killAll has closed it (its steps may go on after the time limit)', () => {
    const run: Run = newRun(process.execPath, tmpdir(), []);
    killAll(run);
    expect(() => run.start(['-e', '0'])).toThrow(/closed/);
    expect(run.started).toEqual([]);
  });

  it.runIf(onLinux)('kills, with each process, what it started in a session of its own', async () => {
    const run = newRun(process.execPath, tmpdir(), []);
    const parent = run.start(PARENT);
    const child = await grandchildOf(() => parent.out);
    expect(descendants(parent.proc.pid!)).toContain(child);
    killAll(run);
    await parent.exited;
    expect(await gone(child)).toBe(true);
  });

  it('decodes its output as a stream: a character split between two writes stays one character', async () => {
    const run = newRun(process.execPath, tmpdir(), []);
    // U+00E9 is 0xC3 0xA9: the two bytes in two writes, apart in time, so they come in two chunks.
    const p = run.start(['-e', "process.stderr.write(Buffer.from([0xc3])); setTimeout(() => process.stderr.write(Buffer.from([0xa9, 0x0a])), 200);"]);
    await p.exited;
    await sleep(50);
    killAll(run);
    expect(p.err).toBe('é\n');
    expect(p.both).toBe('é\n');
  });
});

describe.runIf(onLinux)('the samples\' live processes (killAllServers, as runSampleMain calls it on SIGINT/SIGTERM/exit)', () => {
  it('kills a tracked process with what it started in a session of its own', async () => {
    const parent = spawn(process.execPath, PARENT, { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
    let out = '';
    parent.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    track(parent, { tree: true });
    const child = await grandchildOf(() => out);
    expect(killAllServers()).toBe(1);
    expect(await gone(child)).toBe(true);
    expect(await gone(parent.pid!)).toBe(true);
  });

  it('without `tree`, only the process itself: the child in its own session lives on (what `tree` is for)', async () => {
    const parent = spawn(process.execPath, PARENT, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    parent.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    track(parent);
    const child = await grandchildOf(() => out);
    try {
      expect(killAllServers()).toBe(1);
      expect(await gone(parent.pid!)).toBe(true);
      expect(alive(child)).toBe(true);
    } finally {
      process.kill(child, 'SIGKILL');
    }
  });
});
