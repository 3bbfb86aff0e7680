/**
 * `mcp-triage logs`: the MCP logs of the hosts installed for this user, newest first, with host,
 * server, size and last write (output contract, "Additions"); `--analyze` runs the analysis on the
 * recent ones. Where each host keeps them is the table in src/logs/locations.ts.
 */
import { homedir } from 'node:os';
import { Command, InvalidArgumentError, Option } from 'commander';
import { InputError } from '../ingest/errors.js';
import { FORMATS } from '../report/formats.js';
import { forText } from '../report/sanitize.js';
import { findLogs, type FoundLog } from '../logs/find.js';
import { runAnalyze } from './analyze.js';
import { write, type CliIO } from './io.js';
import { humanBytes } from './progress.js';

interface LogsFlags {
  json?: boolean;
  analyze?: boolean;
  since: number;
  limit: number;
  format: (typeof FORMATS)[number] | 'md';
  output?: string;
  redact: boolean;
}

function positive(what: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!/^\d+(\.\d+)?$/.test(v.trim()) || !(n > 0)) throw new InvalidArgumentError(`expected a number of ${what} greater than 0, got '${v}'.`);
    return n;
  };
}

/** `2026-12-01 10:02Z`: minutes are enough to tell the runs apart, and UTC reads the same everywhere. */
function when(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')}Z`;
}

export function logsTable(logs: readonly FoundLog[]): string {
  const rows = [['HOST', 'SERVER', 'SIZE', 'LAST WRITE', 'PATH'], ...logs.map((l) => [l.host, l.server ?? '(all)', humanBytes(l.bytes), when(l.modified), l.path])];
  const safe = rows.map((r) => r.map((c) => forText(c)));
  const widths = [0, 1, 2, 3].map((i) => Math.max(...safe.map((r) => r[i]!.length)));
  return safe.map((r) => r.map((c, i) => (i < 4 ? (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)) : c)).join('  ')).join('\n') + '\n';
}

/**
 * The logs `--analyze` reads: written in the last `sinceHours`, at most `limit`, newest first.
 * Claude Desktop's mcp.log repeats what the per-server logs beside it hold (shared/reference/log-formats.md §1),
 * so it is left out when any of them is chosen: each request would otherwise be listed twice.
 */
export function recentLogs(logs: readonly FoundLog[], now: number, sinceHours: number, limit: number): { chosen: FoundLog[]; dropped: FoundLog[] } {
  const recent = logs.filter((l) => now - l.modified.getTime() <= sinceHours * 3_600_000).slice(0, limit);
  const perServer = recent.some((l) => l.host === 'claude-desktop' && l.server !== null);
  const dropped = perServer ? recent.filter((l) => l.host === 'claude-desktop' && l.server === null) : [];
  return { chosen: recent.filter((l) => !dropped.includes(l)), dropped };
}

export async function runLogs(flags: LogsFlags, formatFromCli: boolean, io: CliIO): Promise<number> {
  const home = io.home ?? io.env.HOME ?? io.env.USERPROFILE ?? homedir();
  const found = await findLogs({ home, platform: io.platform ?? process.platform, env: io.env });

  if (!flags.analyze) {
    if (flags.json) {
      const list = found.logs.map((l) => ({ host: l.host, server: l.server, path: l.path, bytes: l.bytes, modified: l.modified.toISOString() }));
      await write(io.stdout, `${JSON.stringify({ os: found.os, logs: list }, null, 2)}\n`);
      return 0;
    }
    if (found.logs.length === 0) {
      const looked = found.searched.map((s) => `  ${s.host}: ${forText(s.folder)}${s.exists ? '' : ' (absent)'}`);
      await write(io.stdout, `No MCP logs found. Looked in (${found.os}):\n${[...new Set(looked)].join('\n')}\n`);
      return 0;
    }
    await write(io.stdout, logsTable(found.logs));
    return 0;
  }

  const now = (io.now ?? Date.now)();
  const { chosen, dropped } = recentLogs(found.logs, now, flags.since, flags.limit);
  if (chosen.length === 0) {
    const newest = found.logs[0];
    throw new InputError(
      newest
        ? `no MCP log written in the last ${flags.since} h (the newest: ${newest.path}, ${when(newest.modified)}); widen with --since`
        : 'no MCP logs found (run mcp-triage logs to see where it looked)',
    );
  }
  for (const d of dropped) await write(io.stderr, `mcp-triage: left out ${forText(d.path)}: it repeats the per-server logs beside it\n`);
  return runAnalyze(
    chosen.map((l) => l.path),
    { format: flags.format, inputFormat: 'auto', redact: flags.redact, merge: true, ...(flags.json ? { json: true } : {}), ...(flags.output !== undefined ? { output: flags.output } : {}) },
    formatFromCli,
    io,
  );
}

export function registerLogsCommand(program: Command, io: CliIO, done: (code: number) => void): void {
  program
    .command('logs')
    .summary("list this machine's MCP host logs, newest first (--analyze: analyze the recent ones)")
    .description(
      'List the MCP logs of the hosts installed for this user (Claude Desktop, Claude Code, Cursor, VS Code and its\n' +
        'forks, Zed, Windsurf, Goose, Codex, Cline), newest first, with host, server, size and last write (UTC).\n' +
        'With --analyze, analyze those written recently instead.',
    )
    .option('--json', 'the list (or, with --analyze, the report) as JSON')
    .option('--analyze', 'analyze the logs written in the last --since hours')
    .option('--since <hours>', 'with --analyze: how recent a log must be', positive('hours'), 24)
    .option('--limit <n>', 'with --analyze: at most this many logs, newest first', positive('logs'), 10)
    .addOption(new Option('-f, --format <format>', 'with --analyze: report format').choices([...FORMATS, 'md']).default('text'))
    .option('-o, --output <file>', 'with --analyze: write the report to a file')
    .option('--no-redact', 'with --analyze: show secrets and argument values')
    .addHelpText('after', '\nWhere each host keeps its logs: README, "Where the logs are".\n')
    .action(async (flags: LogsFlags, self: Command) => {
      done(await runLogs(flags, self.getOptionValueSource('format') === 'cli', io));
    });
}
