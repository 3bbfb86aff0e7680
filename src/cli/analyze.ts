/**
 * `mcp-triage analyze <capture...>` (also the default command). Parses the contract's options,
 * calls the library's analyze(), renders, and writes to stdout or `-o`. Exit codes are decided
 * in main(): this returns 0 or throws.
 */
import { open } from 'node:fs/promises';
import { Command, Option } from 'commander';
import type { AnalyzeOptions } from '../analyze.js';
import { UsageError } from '../ingest/errors.js';
import { FORMATS, type ReportFormat } from '../report/formats.js';
import { shouldColor } from './color.js';
import { write, type CliIO } from './io.js';
import { INPUT_FORMATS, parseMs, parseZone } from './options.js';
import { LANGS, langFromEnv, type Lang } from '../i18n/lang.js';

/** The report could not be written to `-o <file>`. */
export class OutputError extends Error {
  readonly exitCode = 1 as const;
  override readonly name = 'OutputError';
}

interface AnalyzeFlags {
  format: ReportFormat;
  json?: boolean;
  output?: string;
  inputFormat: (typeof INPUT_FORMATS)[number] | 'auto';
  request?: string;
  all?: boolean;
  tz?: string;
  timeout?: number;
  maxTotalTimeout?: number;
  redact: boolean;
  lang?: Lang;
  otlpEndpoint?: string | true;
}

export async function runAnalyze(captures: string[], flags: AnalyzeFlags, formatFromCli: boolean, io: CliIO): Promise<number> {
  if (flags.json && formatFromCli && flags.format !== 'json') {
    throw new UsageError(`--json conflicts with --format ${flags.format}: give one of them.`);
  }
  const format: ReportFormat = flags.json ? 'json' : flags.format;

  const options: AnalyzeOptions = {
    inputFormat: flags.inputFormat,
    all: flags.all === true,
    redact: flags.redact,
    stdin: io.stdin,
  };
  if (flags.request !== undefined) options.request = flags.request;
  if (flags.tz !== undefined) options.tz = flags.tz;
  if (flags.timeout !== undefined) options.timeoutMs = flags.timeout;
  if (flags.maxTotalTimeout !== undefined) options.maxTotalTimeoutMs = flags.maxTotalTimeout;
  options.lang = flags.lang ?? langFromEnv(io.env);

  // Loaded on use: `--help` and `--version` need none of the analyzer, and a run only the
  // renderer it writes with (docs/performance.md, "Start-up").
  const { analyze } = await import('../analyze.js');
  const report = await analyze(captures, options);

  const toFile = flags.output !== undefined && flags.output !== '-';
  const color = format === 'text' && !toFile && shouldColor(io.env, io.stdout.isTTY === true);
  const width = !toFile && io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : undefined;
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

export function registerAnalyzeCommand(program: Command, io: CliIO, done: (code: number) => void): Command {
  const cmd = program
    .command('analyze', { isDefault: true })
    .summary('analyze captures of an MCP incident (the default command)')
    .description(
      'Read MCP captures (Claude Desktop and VS Code logs, stdio NDJSON, SSE transcripts, HAR, mcpcap),\n' +
        'rebuild a timeline per JSON-RPC request, and explain every request that did not complete:\n' +
        'outcome, cause, what the server did, and the incident record, each with its file:line evidence.',
    )
    .argument('<capture...>', 'capture files to analyze together (- for stdin; gzip is detected)')
    .addOption(new Option('-f, --format <format>', 'report format').choices(FORMATS).default('text'))
    .option('--json', 'same as --format json')
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .addOption(
      new Option('--input-format <name>', 'skip auto-detection of the capture format').choices(['auto', ...INPUT_FORMATS]).default('auto'),
    )
    .option('--request <id>', 'only this request (<id>, or <session>:<id> when ids repeat)')
    .option('--all', 'also list requests that completed normally')
    .option('--tz <zone>', 'time zone for captures whose timestamps carry none (IANA name or +09:00)', parseZone)
    .option('--timeout <ms>', "the requester's configured request timeout, when you know it", parseMs)
    .option('--max-total-timeout <ms>', "the requester's configured total timeout, when you know it", parseMs)
    .option('--no-redact', 'show secrets and argument values (redaction is on by default)')
    .option('--otlp-endpoint [url]', 'also send the verdicts as OTLP/HTTP JSON spans to a collector (default: OTEL_EXPORTER_OTLP_ENDPOINT)')
    .addOption(new Option('--lang <lang>', 'language of the prose (default from LC_ALL / LC_MESSAGES / LANG, else en)').choices(LANGS))
    .action(async (captures: string[], flags: AnalyzeFlags, self: Command) => {
      done(await runAnalyze(captures, flags, self.getOptionValueSource('format') === 'cli', io));
    });
  return cmd;
}
