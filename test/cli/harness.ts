/** Runs the CLI in-process with captured stdout/stderr (no build, no child process). */
import { Readable, Writable } from 'node:stream';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

class Sink extends Writable {
  text = '';
  isTTY?: boolean;
  columns?: number;
  override _write(chunk: Buffer | string, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    this.text += chunk.toString();
    cb();
  }
}

export async function run(
  args: string[],
  opts: { stdin?: string | Buffer; env?: NodeJS.ProcessEnv; tty?: boolean; stdinTTY?: boolean; stderrTTY?: boolean } = {},
): Promise<RunResult> {
  const stdout = new Sink();
  const stderr = new Sink();
  if (opts.tty) {
    stdout.isTTY = true;
    stdout.columns = 120;
  }
  if (opts.stderrTTY) {
    stderr.isTTY = true;
    stderr.columns = 100;
  }
  const stdin: CliIO['stdin'] = Readable.from(opts.stdin !== undefined ? [Buffer.from(opts.stdin)] : []);
  if (opts.stdinTTY) stdin.isTTY = true;
  const io: CliIO = { stdout, stderr, stdin, env: opts.env ?? {} };
  const code = await main(['node', 'mcp-triage', ...args], io);
  return { code, stdout: stdout.text, stderr: stderr.text };
}
