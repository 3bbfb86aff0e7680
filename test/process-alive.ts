/**
 * Whether a process the test started is still running: it exists and is not a zombie. A child re-parented to a PID 1
 * that does not reap (a container's init, this machine's) waits unreaped as a zombie after it has ended, so
 * `process.kill(pid, 0)` alone would call it alive. Linux only: the state is read from /proc.
 * (test/scripts/samples/lib/kill-tree.slow.test.ts keeps a stricter check of its own: a zombie leader whose other
 * threads are still exiting keeps its children there, which that test is about.)
 */
import { readFileSync } from 'node:fs';

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}
