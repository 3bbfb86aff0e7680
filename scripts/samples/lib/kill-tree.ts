/**
 * Killing a process with everything it started. A script's own children are not enough: the Python stdio client
 * (error_client.py) starts the sample server through `stdio_client`, which on POSIX starts it in a session of its own
 * (`start_new_session`, so that its own termination of the server's process tree reaches the server's children): then
 * neither killing the client nor the client's process group reaches the server. The descendants are collected before anything is killed:
 * once the client is gone its children are re-parented to init and no longer found under it.
 */
import { readdirSync, readFileSync } from 'node:fs';

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
      // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so the fields are read after its last `)`.
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (Number.isInteger(ppid)) map.set(Number(e), ppid);
    } catch {
      /* exited meanwhile */
    }
  }
  return map;
}

/** Every process below `pid` (children, grandchildren, …), as /proc shows them now. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const [p, pp] of parents()) children.set(pp, [...(children.get(pp) ?? []), p]);
  const found: number[] = [];
  const todo = [...(children.get(pid) ?? [])];
  while (todo.length > 0) {
    const p = todo.pop()!;
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
