/** Command-line flags shared by the sample servers (they are spawned by the scenarios). */
export interface ServerFlags {
  name: string;
  /** Tool renames `slow_build=compile_assets`, so the held-out set uses other tool names. */
  rename: Map<string, string>;
  /** Tools keep working when the request's abort signal fires. */
  ignoreAbort: boolean;
  /** The server replaces the SDK's `notifications/cancelled` handler with one that only logs. */
  ignoreCancel: boolean;
  /** The transport is connected this many ms after process start (stdin is not read meanwhile). */
  initDelay: number;
}

export function parseFlags(argv: string[]): ServerFlags {
  const flags: ServerFlags = { name: 'build-server', rename: new Map(), ignoreAbort: false, ignoreCancel: false, initDelay: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => argv[++i] ?? '';
    if (a === '--name') flags.name = next();
    else if (a === '--rename')
      for (const pair of next().split(',')) {
        const [from, to] = pair.split('=');
        if (from && to) flags.rename.set(from, to);
      }
    else if (a === '--ignore-abort') flags.ignoreAbort = true;
    else if (a === '--ignore-cancel') flags.ignoreCancel = true;
    else if (a === '--init-delay') flags.initDelay = Number(next());
  }
  return flags;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Sleeps `ms`, waking early when `signal` aborts (unless told to ignore it). Returns true if aborted. */
export async function work(ms: number, signal: AbortSignal | undefined, honourAbort: boolean, tick?: (elapsed: number) => Promise<void>): Promise<boolean> {
  const started = Date.now();
  let nextTick = 200;
  while (Date.now() - started < ms) {
    if (honourAbort && signal?.aborted) return true;
    const elapsed = Date.now() - started;
    const wait = Math.min(ms - elapsed, tick ? nextTick - elapsed : 50, 50);
    await sleep(Math.max(1, wait));
    if (tick && Date.now() - started >= nextTick && Date.now() - started < ms) {
      await tick(nextTick);
      nextTick += 200;
    }
  }
  return honourAbort && (signal?.aborted ?? false);
}

/** A deterministic body of `n` characters, for results big enough that hosts truncate them. */
export function bigText(n: number): string {
  const line = 'step ok: compiled module; linked; wrote artifact\n';
  return line.repeat(Math.ceil(n / line.length)).slice(0, n);
}
