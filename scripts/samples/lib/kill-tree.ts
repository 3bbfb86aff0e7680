/**
 * Killing a process with everything it started. A script's own children are not enough: the Python stdio client
 * (error_client.py) starts the sample server through `stdio_client`, which on POSIX starts it in a session of its own
 * (`start_new_session`, so that its own termination of the server's process tree reaches the server's children): then
 * neither killing the client nor the client's process group reaches the server. The descendants are collected before anything is killed:
 * once the client is gone its children are re-parented to init and no longer found under it.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The parent pid in a `/proc/<pid>/stat` line, `pid (comm) state ppid …`; null when the line is not one. comm (the
 * executable's name, as the process set it) may hold spaces and parentheses, so the fields are read after its last `)`.
 */
export function parentInStat(stat: string): number | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  const field = stat.slice(close + 2).split(' ')[1];
  return field !== undefined && /^\d+$/.test(field) ? Number(field) : null;
}

/** The parent of every process readable in /proc (Linux); empty where there is no /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return map;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const ppid = parentInStat(readFileSync(`/proc/${e}/stat`, 'utf8'));
      if (ppid !== null) map.set(Number(e), ppid);
    } catch {
      /* exited meanwhile */
    }
  }
  return map;
}

/** Every process below `pid` (children, grandchildren, …), as /proc shows them now. */
export function descendants(pid: number): number[] {
  return descendantsIn(parents(), pid);
}

/**
 * Every process below `pid` in a table of each process's parent. Each is listed once, and the walk ends even on a
 * loop: the table is read from /proc one file at a time while processes come and go, so a pid may be reused meanwhile.
 */
export function descendantsIn(parentOf: ReadonlyMap<number, number>, pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const [p, pp] of parentOf) children.set(pp, [...(children.get(pp) ?? []), p]);
  const found: number[] = [];
  const todo = [...(children.get(pid) ?? [])];
  const seen = new Set<number>([pid]);
  while (todo.length > 0) {
    const p = todo.pop()!;
    if (seen.has(p)) continue;
    seen.add(p);
    found.push(p);
    todo.push(...(children.get(p) ?? []));
  }
  return found;
}

function signalGroupOrProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
    return;
  } catch {
    /* not a group leader (or gone): the process alone */
  }
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Sends `signal` to `pid`'s process group (a child spawned `detached` leads its own) and to each of its descendants'
 * groups (one that started a session of its own leads that one), else to the process alone.
 */
export function killTree(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  const below = descendants(pid);
  signalGroupOrProcess(pid, signal);
  for (const d of below) signalGroupOrProcess(d, signal);
}
