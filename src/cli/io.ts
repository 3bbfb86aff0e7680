/**
 * The CLI's view of the process, injectable so tests can run `main()` in-process and capture
 * what it prints. Nothing else in src/cli touches `process` directly.
 */
export interface CliIO {
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** `mcp-triage logs`: the user's home folder and the OS layout to look in (default: this machine's). */
  home?: string;
  platform?: NodeJS.Platform;
  /** The clock `logs --analyze` measures "recent" with (default Date.now). */
  now?: () => number;
}

export function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** Writes and waits until the stream has taken the data (large reports, slow pipes). */
export function write(stream: NodeJS.WritableStream, data: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(data, (err) => (err ? reject(err) : resolve()));
  });
}

/** `mcp-triage x | head` closes the pipe early: that is the reader's choice, not an error. */
export function isBrokenPipe(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'EPIPE';
}

