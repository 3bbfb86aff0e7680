/**
 * `mcp-triage record` — capture live MCP traffic into an mcpcap file (docs/record.md).
 *
 *   mcp-triage record -o build.mcpcap.jsonl -- node build/server.js --flag
 *   mcp-triage record --http --target http://127.0.0.1:8080/mcp --listen 127.0.0.1:9090 -o http.mcpcap.jsonl
 *
 * In stdio mode our stdout *is* the MCP channel: nothing but the server's bytes may be written
 * there, so every remark goes to stderr. Exit status: the server's (code, or 128 + signal);
 * 126/127 when it cannot be started; 2 for bad usage.
 */
import type { Command } from 'commander';

interface RecordFlags {
  output?: string;
  http?: boolean;
  target?: string;
  listen?: string;
  sse?: boolean;
  keepSecrets?: boolean;
  truncate?: boolean;
}

/** `host:port`, `[v6]:port`, `:port` or `port` → listen address (host defaults to 127.0.0.1). */
export function parseListen(value: string): { host: string; port: number } | null {
  const m = /^(?:(?:\[([0-9a-fA-F:.]+)\]|([^:[\]\s]*)):)?(\d{1,5})$/.exec(value.trim());
  if (!m) return null;
  const port = Number(m[3]);
  if (!Number.isInteger(port) || port > 65535) return null;
  const host = m[1] ?? (m[2] !== undefined && m[2] !== '' ? m[2] : '127.0.0.1');
  return { host, port };
}

class UsageError extends Error {}

function checkUsage(command: string[], flags: RecordFlags): void {
  if (!flags.output) throw new UsageError('record: -o, --output <file> is required');
  if (flags.http) {
    if (!flags.target) throw new UsageError('record --http: --target <url> is required');
    let url: URL;
    try {
      url = new URL(flags.target);
    } catch {
      throw new UsageError(`record --http: --target is not a URL: ${flags.target}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UsageError(`record --http: --target must be http:// or https://, got ${url.protocol}`);
    }
    if (command.length > 0) throw new UsageError(`record --http takes no server command (got: ${command.join(' ')})`);
    if (flags.listen !== undefined && parseListen(flags.listen) === null) {
      throw new UsageError(`record --http: --listen must be host:port, got ${flags.listen}`);
    }
    // The proxy always starts a fresh file: one proxy process is one recording.
    if (flags.truncate) throw new UsageError('record --http: --truncate is for stdio (an HTTP recording always starts a new file)');
    return;
  }
  if (flags.target !== undefined || flags.listen !== undefined || flags.sse) {
    throw new UsageError('record: --target, --listen and --sse need --http');
  }
  if (command.length === 0) {
    throw new UsageError('record: give the server command after --, e.g. mcp-triage record -o cap.jsonl -- node server.js');
  }
}

async function flushStdout(): Promise<void> {
  if (process.stdout.writableLength === 0) return;
  await new Promise<void>((resolve) => {
    const t = setTimeout(resolve, 2000);
    process.stdout.once('drain', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

async function recordStdio(command: string[], flags: RecordFlags): Promise<never> {
  // Loaded on use: an analyze run does not load the recorder (docs/performance.md, "Start-up").
  const { runStdioTap } = await import('../record/stdio-tap.js');
  const result = await runStdioTap({
    command: command[0] as string,
    args: command.slice(1),
    output: flags.output as string,
    keepSecrets: flags.keepSecrets === true,
    truncate: flags.truncate === true,
  });
  await flushStdout();
  // Exit now: the client may still hold our stdin open, which would keep us alive.
  process.exit(result.status);
}

async function recordHttp(flags: RecordFlags): Promise<never> {
  const listen = flags.listen !== undefined ? parseListen(flags.listen) : { host: '127.0.0.1', port: 0 };
  const { startHttpProxy } = await import('../record/http-proxy.js');
  const proxy = await startHttpProxy({
    target: flags.target as string,
    host: listen?.host ?? '127.0.0.1',
    port: listen?.port ?? 0,
    output: flags.output as string,
    keepSecrets: flags.keepSecrets === true,
    transport: flags.sse ? 'http+sse' : 'streamable-http',
  });
  process.stderr.write(
    `mcp-triage record: listening on ${proxy.url}, forwarding to ${new URL(flags.target as string).origin}; ` +
      `recording to ${flags.output}. Point the client at ${proxy.url}${new URL(flags.target as string).pathname}. Ctrl-C stops.\n`,
  );
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(s, () => resolve(s));
  });
  const status = await proxy.close();
  process.stderr.write(
    `mcp-triage record: stopped (${signal}); ${status.written} lines written to ${status.path}` +
      (status.dropped > 0 ? `, ${status.dropped} events dropped` : '') +
      (status.stoppedReason ? ` (recording had stopped: ${status.stoppedReason})` : '') +
      '\n',
  );
  process.exit(0);
}

export function registerRecordCommand(program: Command): void {
  program
    .command('record')
    .summary('record live MCP traffic to a capture file (stdio tap or HTTP proxy)')
    .description(
      'Record live MCP traffic into an mcpcap capture (JSON Lines) that mcp-triage analyzes with full fidelity.\n' +
        'stdio: put the recorder in front of the server command in the client config; bytes pass through unchanged.\n' +
        'HTTP:  run it as a reverse proxy in front of a Streamable HTTP or HTTP+SSE server and point the client at it.\n' +
        'Credentials (Authorization, cookies, token= parameters, *_TOKEN= text) are redacted unless --keep-secrets.',
    )
    .usage('[options] -o <file> -- <server command...>\n       mcp-triage record --http --target <url> [--listen host:port] -o <file>')
    .argument('[command...]', 'stdio: the server command and its arguments, after --')
    .option('-o, --output <file>', 'capture file to write')
    .option('--http', 'record HTTP as a reverse proxy instead of a stdio server')
    .option('--target <url>', "with --http: the server's MCP endpoint, e.g. http://127.0.0.1:8080/mcp")
    .option('--listen <host:port>', 'with --http: where to listen (default 127.0.0.1, a free port)')
    .option('--sse', 'with --http: label the capture as the 2024-11-05 HTTP+SSE transport')
    .option('--keep-secrets', 'also record credentials (off by default)')
    .option('--truncate', 'stdio: empty the capture file first (default: append this process lifetime after what it holds)')
    .addHelpText(
      'after',
      '\nExit status (stdio): the server\'s exit code, 128 + signal number when it was killed, 127 when it\n' +
        'could not be started, 2 for bad usage. A capture that cannot be written never stops the traffic.\n',
    )
    .action(async (command: string[], flags: RecordFlags, cmd: Command) => {
      try {
        checkUsage(command, flags);
      } catch (e) {
        if (e instanceof UsageError) cmd.error(`mcp-triage ${e.message}`, { exitCode: 2, code: 'mcp-triage.usage' });
        throw e;
      }
      if (flags.http) await recordHttp(flags);
      else await recordStdio(command, flags);
    });
}
