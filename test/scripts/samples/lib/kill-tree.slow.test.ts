/**
 * descendants() and killTree() (scripts/samples/lib/kill-tree.ts) on a real process tree of two levels: a parent, its
 * child, and the child's child in a session of its own (as the Python stdio client starts its server). Spawns
 * processes, so slow (CI runs it). Linux only: the tree is read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { descendants, killTree } from '../../../../scripts/samples/lib/kill-tree.js';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Alive, and not a zombie that is the last of its threads. A re-parented process may wait unreaped under a PID 1 that
 * does not reap. A SIGKILLed node process (several threads) can show its leader as a zombie while its other threads
 * are still exiting, and its children are handed to one of those threads until the last has exited (Linux
 * `find_new_reaper`: a live thread of the group first): only then are they re-parented, and `Threads:` drops to 1.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return !(/^State:\s+Z/m.test(status) && /^Threads:\s+1$/m.test(status));
  } catch {
    return false;
  }
}

async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 150 && alive(pid); i++) await sleep(20);
  return !alive(pid);
}

// The middle process starts the leaf in a session of its own, prints `<middle pid> <leaf pid>` and waits; the top
// starts the middle and passes its line on.
const LEAF = "setInterval(() => {}, 1000)";
const MIDDLE = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(LEAF)}], { detached: true, stdio: 'ignore' });
process.stdout.write(process.pid + ' ' + c.pid + '\\n'); setInterval(() => {}, 1000);`;
const TOP = `const m = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(MIDDLE)}], { stdio: ['ignore', 'inherit', 'ignore'] });
setInterval(() => {}, 1000);`;

let started: number[] = [];
afterEach(() => {
  // What the tree started too, in case its pids were never read (the line did not come).
  for (const pid of [...started, ...started.flatMap((p) => descendants(p))]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  started = [];
});

async function tree(): Promise<{ top: ChildProcess; middle: number; leaf: number }> {
  const top = spawn(process.execPath, ['-e', TOP], { stdio: ['ignore', 'pipe', 'ignore'] });
  // Killed after the test even if the check below fails.
  started = [top.pid!];
  let out = '';
  top.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  for (let i = 0; i < 250 && !out.includes('\n'); i++) await sleep(20);
  const [middle, leaf] = out.trim().split(' ').map(Number);
  expect(Number.isInteger(middle) && Number.isInteger(leaf)).toBe(true);
  started = [top.pid!, middle!, leaf!];
  return { top, middle: middle!, leaf: leaf! };
}

describe.runIf(process.platform === 'linux')('descendants and killTree on a real tree', () => {
  it('finds the child and the grandchild in its own session, and nothing else', async () => {
    const { top, middle, leaf } = await tree();
    expect(descendants(top.pid!).sort((a, b) => a - b)).toEqual([middle, leaf].sort((a, b) => a - b));
    expect(descendants(middle)).toEqual([leaf]);
    expect(descendants(leaf)).toEqual([]);
    expect(descendants(top.pid!)).not.toContain(process.pid);
  });

  it('loses the grandchild once its parent is gone (re-parented): why killTree reads the tree before it kills', async () => {
    const { top, middle, leaf } = await tree();
    process.kill(middle, 'SIGKILL');
    expect(await gone(middle)).toBe(true);
    expect(descendants(top.pid!)).not.toContain(leaf);
    expect(alive(leaf)).toBe(true);
  });

  it('killTree kills the whole tree, the grandchild in its own session too', async () => {
    const { top, middle, leaf } = await tree();
    killTree(top.pid!);
    for (const pid of [top.pid!, middle, leaf]) expect(await gone(pid)).toBe(true);
  });
});
