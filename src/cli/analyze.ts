/**
 * `mcp-triage analyze <capture...>` (also the default command). Parses the contract's options,
 * calls the library's analyze(), renders, and writes to stdout or `-o`. Exit codes are decided
 * in main(): this returns 0 or 3 (`--fail-on`), or throws.
 */
import { open } from 'node:fs/promises';
import { Command, Option } from 'commander';
import type { AnalyzeOptions } from '../analyze.js';
import { InputError, UsageError } from '../ingest/errors.js';
import { FORMATS, type ReportFormat } from '../report/formats.js';
import { forText } from '../report/sanitize.js';
import { shouldColor } from './color.js';
import { boundHeap } from './heap.js';
import { expandInputs } from './inputs.js';
import { write, type CliIO } from './io.js';
import { failOnHit, formatFromPath, INPUT_FORMATS, parseFailOn, parseMs, parseZone, type FailOn } from './options.js';
import { createProgress } from './progress.js';
import { LANGS, langFromEnv, type Lang } from '../i18n/lang.js';

/** The report could not be written to `-o <file>`. */
export class OutputError extends Error {
  readonly exitCode = 1 as const;
  override readonly name = 'OutputError';
}

/** `--request` matched nothing (exit 1, naming the requests that exist). */
export class NoMatchError extends Error {
  readonly exitCode = 1 as const;
  override readonly name = 'NoMatchError';
}

/** Accepted by `-f`: the contract's names, and `md` for markdown. */
const FORMAT_CHOICES = [...FORMATS, 'md'] as const;

interface AnalyzeFlags {
  format: ReportFormat | 'md';
  json?: boolean;
  output?: string;
  inputFormat: (typeof INPUT_FORMATS)[number] | 'auto';
  request?: string;
  all?: boolean;
  tz?: string;
  timeout?: number;
  maxTotalTimeout?: number;
  redact: boolean;
  merge: boolean;
  lang?: Lang;
  otlpEndpoint?: string | true;
  /** `--color` true, `--no-color` false, neither undefined (then NO_COLOR / FORCE_COLOR / TTY decide). */
  color?: boolean;
  failOn?: FailOn;
}

/** One stderr line, `mcp-triage: …`, safe for the terminal whatever a file name holds. */
function noteLine(message: string): string {
  return `mcp-triage: ${forText(message.replace(/\s*\n\s*/g, ' '), 500)}\n`;
}

async function note(io: CliIO, message: string): Promise<void> {
  await write(io.stderr, noteLine(message));
}

export async function runAnalyze(captures: string[], flags: AnalyzeFlags, formatFromCli: boolean, io: CliIO): Promise<number> {
  const cliFormat: ReportFormat = flags.format === 'md' ? 'markdown' : flags.format;
  if (flags.json && formatFromCli && cliFormat !== 'json') {
    throw new UsageError(`--json conflicts with --format ${flags.format}: give one of them.`);
  }
  const toFile = flags.output !== undefined && flags.output !== '-';
  // `-o report.html` without -f/--json writes HTML (the extension says what the user wants).
  const format: ReportFormat = flags.json ? 'json' : formatFromCli ? cliFormat : ((toFile && formatFromPath(flags.output as string)) || cliFormat);

  // No capture argument: read stdin when something is piped in (`cat x.log | mcp-triage`).
  if (captures.length === 0) {
    if (io.stdin.isTTY === true) throw new UsageError('no capture given (pass a file, a directory, a quoted glob, or - for stdin)');
    captures = ['-'];
  }
  const expanded = await expandInputs(captures);
  for (const n of expanded.notes) await note(io, n);
  if (expanded.paths.length === 0) throw new InputError(`nothing to analyze in ${captures.join(' ')}`);

  // MCP_TRIAGE_PROGRESS_DELAY_MS: when the line first appears (default 1 s; tests set 0).
  const delay = Number(io.env.MCP_TRIAGE_PROGRESS_DELAY_MS);
  const progress = createProgress(io, Number.isFinite(delay) && delay >= 0 && io.env.MCP_TRIAGE_PROGRESS_DELAY_MS !== '' ? { delayMs: delay } : {});
  const options: AnalyzeOptions = {
    inputFormat: flags.inputFormat,
    all: flags.all === true,
    redact: flags.redact,
    merge: flags.merge,
    stdin: io.stdin,
  };
  // Said at once (inputs are opened before any is read), one line each.
  options.onSkip = (path, reason) => void io.stderr.write(noteLine(`skipped ${path}: ${reason}`));
  if (progress) options.onProgress = (p) => progress.update(p);
  let noMatch: string | null = null;
  options.onNoMatch = ({ keys, total }) => {
    noMatch =
      total === 0
        ? `no request matches --request ${flags.request}: the captures hold no requests`
        : `no request matches --request ${flags.request}; the requests are ${keys.join(', ')}${total > keys.length ? ` and ${total - keys.length} more` : ''}`;
  };
  if (flags.request !== undefined) options.request = flags.request;
  if (flags.tz !== undefined) options.tz = flags.tz;
  if (flags.timeout !== undefined) options.timeoutMs = flags.timeout;
  if (flags.maxTotalTimeout !== undefined) options.maxTotalTimeoutMs = flags.maxTotalTimeout;
  options.lang = flags.lang ?? langFromEnv(io.env);

  // A run over a large input keeps its old generation small (heap.ts).
  await boundHeap(expanded.paths, io.env);
  // Loaded on use: `--help` and `--version` need none of the analyzer, and a run only the
  // renderer it writes with (docs/performance.md, "Start-up").
  const { analyze } = await import('../analyze.js');
  let report;
  try {
    report = await analyze(expanded.paths, options);
  } finally {
    progress?.done();
  }
  if (noMatch !== null) throw new NoMatchError(noMatch);

  const color = format === 'text' && !toFile && (flags.color ?? shouldColor(io.env, io.stdout.isTTY === true));
  const width = toFile ? undefined : textWidth(io);
  // JSON comes in pieces (report/json.ts) so a report with many incidents is never one string.
  let pieces: Iterable<string>;
  if (format === 'json') {
    const { renderJsonChunks } = await import('../report/json.js');
    pieces = renderJsonChunks(report);
  } else {
    const { render } = await import('../report/index.js');
    pieces = [render(report, format, width !== undefined ? { color, width } : { color })];
  }

  if (toFile) {
    try {
      const fh = await open(flags.output as string, 'w');
      try {
        for (const batch of batches(pieces)) await fh.write(batch, null, 'utf8');
      } finally {
        await fh.close();
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      throw new OutputError(`cannot write the report to ${flags.output}${code ? ` (${code})` : ''}`);
    }
  } else {
    for (const batch of batches(pieces)) await write(io.stdout, batch);
  }
  if (flags.otlpEndpoint !== undefined) {
    // The same spans as --format otlp, to a collector (docs/fleet.md); the report above is written first.
    const [{ renderOtlp }, { sendOtlp }] = await Promise.all([import('../report/otlp.js'), import('./otlp-send.js')]);
    await sendOtlp(renderOtlp(report), { endpoint: flags.otlpEndpoint, env: io.env });
  }
  if (flags.failOn !== undefined) {
    const hit = failOnHit(report, flags.failOn);
    if (hit !== null) {
      await note(io, `--fail-on: ${hit}`);
      return 3;
    }
  }
  return 0;
}

/** Joins small pieces into writes of about 1 MiB (fewer syscalls, still bounded). */
function* batches(pieces: Iterable<string>): Generator<string> {
  let buf = '';
  for (const p of pieces) {
    buf += p;
    if (buf.length >= 1 << 20) {
      yield buf;
      buf = '';
    }
  }
  if (buf !== '') yield buf;
}

const ANALYZE_HELP = `
Examples:
  $ mcp-triage ~/Library/Logs/Claude/mcp-server-build.log
  $ mcp-triage ~/Library/Logs/Claude              (a folder: its capture files; others are skipped)
  $ mcp-triage "logs/*.log"                       (a quoted glob, also on Windows shells)
  $ cat capture.log | mcp-triage
  $ mcp-triage --tz Asia/Seoul --timeout 60000 mcp-server-build.log
  $ mcp-triage -o report.html client.log server.har    (format from the extension)
  $ mcp-triage --request 7 -f md capture.ndjson > issue.md
  $ mcp-triage --fail-on lost,abandoned,error --json -o report.json capture.mcpcap.jsonl

Exit status:
  0  analyzed, whatever was found (inputs that could not be read are skipped with a line on stderr)
  1  no input could be read, --request matched nothing, or the report could not be written
  2  bad usage
  3  --fail-on matched a request's outcome or a finding's severity
`;

export function registerAnalyzeCommand(program: Command, io: CliIO, done: (code: number) => void): Command {
  const cmd = program
    .command('analyze', { isDefault: true })
    .summary('analyze captures of an MCP incident (the default command)')
    .description(
      'Read MCP captures (Claude Desktop and VS Code logs, stdio NDJSON, SSE transcripts, HAR, mcpcap),\n' +
        'rebuild a timeline per JSON-RPC request, and explain every request that did not complete:\n' +
        'outcome, cause, what the server did, and the incident record, each with its file:line evidence.',
    )
    .argument('[capture...]', 'capture files, directories or quoted globs, analyzed together (- for stdin, also read when none is given and stdin is not a terminal; gzip is detected)')
    .addOption(new Option('-f, --format <format>', 'report format (md = markdown)').choices(FORMAT_CHOICES).default('text'))
    .option('--json', 'same as --format json')
    .option('-o, --output <file>', 'write the report to a file instead of stdout (format from .json .md .html .mmd unless -f)')
    .addOption(
      new Option('--input-format <name>', 'skip auto-detection of the capture format').choices(['auto', ...INPUT_FORMATS]).default('auto'),
    )
    .option('--request <id>', 'only this request (<id>, or <session>:<id> when ids repeat)')
    .option('--all', 'also list requests that completed normally')
    .option('--tz <zone>', 'time zone for captures whose timestamps carry none (IANA name or +09:00)', parseZone)
    .option('--timeout <ms>', "the requester's configured request timeout, when you know it", parseMs)
    .option('--max-total-timeout <ms>', "the requester's configured total timeout, when you know it", parseMs)
    .option('--no-redact', 'show secrets and argument values (redaction is on by default)')
    .option('--no-merge', 'analyze several captures each on its own, not as one timeline')
    .option('--otlp-endpoint [url]', 'also send the verdicts as OTLP/HTTP JSON spans to a collector (default: OTEL_EXPORTER_OTLP_ENDPOINT)')
    .addOption(new Option('--lang <lang>', 'language of the prose (default from LC_ALL / LC_MESSAGES / LANG, else en)').choices(LANGS))
    .option('--color', 'colour the text report even when stdout is not a terminal')
    .option('--no-color', 'never colour (also NO_COLOR=1)')
    .option('--fail-on <list>', 'exit 3 when a request has one of these outcomes or a finding of these severities (e.g. lost,abandoned,error)', parseFailOn)
    .addHelpText('after', ANALYZE_HELP)
    .action(async (captures: string[], flags: AnalyzeFlags, self: Command) => {
      done(await runAnalyze(captures, flags, self.getOptionValueSource('format') === 'cli', io));
    });
  return cmd;
}

/**
 * Columns for the text report on stdout: the terminal's, else `COLUMNS` (set by shells and by `script`/CI
 * wrappers when stdout is a pipe), else the renderer's default of 100.
 */
export function textWidth(io: Pick<CliIO, 'stdout' | 'env'>): number | undefined {
  if (io.stdout.isTTY && io.stdout.columns) return io.stdout.columns;
  const env = Number(io.env['COLUMNS']);
  return Number.isInteger(env) && env > 0 ? env : undefined;
}
