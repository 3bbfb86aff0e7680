/**
 * The command-line program. `bin/mcp-triage.js` calls `main(process.argv)` and exits with what
 * it returns (output contract, "Exit status"):
 *   0  analyzed, whatever was found (unreadable inputs beside readable ones are skipped)
 *   1  no input could be read (missing file, not a capture), `--request` matched nothing, or the
 *      report could not be written
 *   2  bad usage (unknown option, bad --format / --timeout / --tz, …)
 *   3  `--fail-on` matched (output contract, "Additions")
 * A user's mistake gets one line on stderr, `mcp-triage: <message>`, never a stack trace.
 */
import { Command, CommanderError } from 'commander';
import { forText } from '../report/sanitize.js';
import { toolVersion } from '../report/version.js';
import { registerAnalyzeCommand } from './analyze.js';
import { isBrokenPipe, processIO, write, type CliIO } from './io.js';
import { registerLogsCommand } from './logs.js';
import { registerRecordCommand } from './record.js';

const EXAMPLES = `
Examples:
  $ mcp-triage logs                       (where this machine's hosts keep their MCP logs)
  $ mcp-triage ~/Library/Logs/Claude/mcp-server-build.log
  $ mcp-triage ~/Library/Logs/Claude      (a folder: its capture files)
  $ mcp-triage --tz Asia/Seoul --timeout 60000 mcp-server-build.log
  $ mcp-triage -o report.json client.log server.har
  $ mcp-triage --request 7 -f md capture.ndjson > issue.md
  $ gunzip -c capture.log.gz | mcp-triage

Options of the default command: mcp-triage analyze --help
Exit status: 0 analyzed (whatever was found), 1 no input could be read, 2 bad usage, 3 --fail-on matched.
`;

/** Commander's outcomes that are not errors. */
const NOT_ERRORS = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

export function buildProgram(io: CliIO, done: (code: number) => void): Command {
  const program = new Command('mcp-triage');
  program
    .description('Post-incident analyzer for MCP captures: why a request was cancelled, timed out or lost, with evidence.')
    .version(toolVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    // Set before subcommands are added: commander copies these settings into each of them.
    .exitOverride()
    .configureOutput({
      writeOut: (s) => void io.stdout.write(s),
      writeErr: (s) => void io.stderr.write(s),
      outputError: (s, out) => out(s.replace(/^error: /, 'mcp-triage: ')),
    })
    .showHelpAfterError('(run mcp-triage --help for usage)')
    .addHelpText('after', EXAMPLES);
  registerAnalyzeCommand(program, io, done);
  registerRecordCommand(program);
  registerLogsCommand(program, io, done);
  return program;
}

/**
 * One line, whatever the message holds (a file name can carry escape sequences too). Long enough for the refusal of
 * a text no reader claims, which names every reader family tried and then the way to a capture (`mcp-triage record`):
 * at 500 that advice was already cut off.
 */
function oneLine(message: string): string {
  return forText(message.replace(/\s*\n\s*/g, ' '), 1000);
}

function exitCodeOf(e: unknown): number | null {
  const code = (e as { exitCode?: unknown } | null)?.exitCode;
  return code === 1 || code === 2 || code === 3 ? code : null;
}

export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  let code: number | null = null;
  const program = buildProgram(io, (c) => {
    code = c;
  });
  // `mcp-triage` alone at a terminal: show what it does rather than "missing argument". With
  // something piped in (`cat x.log | mcp-triage`), the default command reads stdin.
  if (argv.length <= 2 && io.stdin.isTTY === true) {
    await write(io.stderr, program.helpInformation());
    return 2;
  }
  // Kept after main() returns: `mcp-triage --help | head -1` closes the pipe while commander's
  // help is still being written, and the EPIPE arrives after we are done; unhandled, Node would
  // print a stack and exit 1. A broken pipe is the reader's choice: the process ends quietly.
  io.stdout.on('error', (e: unknown): void => {
    if (!isBrokenPipe(e)) throw e;
  });
  try {
    await program.parseAsync([...argv], { from: 'node' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // commander has already printed its message (or the help / version). Its own errors are
      // usage errors (it says exit 1; the contract says 2); a command's own cmd.error() keeps its code.
      if (NOT_ERRORS.has(e.code)) return 0;
      return e.code.startsWith('commander.') ? 2 : e.exitCode;
    }
    if (isBrokenPipe(e)) return 0;
    const known = exitCodeOf(e);
    if (known !== null) {
      await write(io.stderr, `mcp-triage: ${oneLine((e as Error).message)}\n`);
      return known;
    }
    // A bug, not a user error: still one line, with a way to get the stack.
    const err = e instanceof Error ? e : new Error(String(e));
    await write(io.stderr, `mcp-triage: internal error: ${oneLine(err.message)}\n`);
    if (io.env.MCP_TRIAGE_DEBUG) await write(io.stderr, `${err.stack ?? ''}\n`);
    else await write(io.stderr, 'mcp-triage: set MCP_TRIAGE_DEBUG=1 for details, and please report it.\n');
    return 1;
  }
  if (code !== null) return code;
  // Another command (e.g. `record`) may have set the process exit code itself.
  return typeof process.exitCode === 'number' ? process.exitCode : 0;
}
