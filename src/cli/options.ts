/**
 * Parsers for option values (shared/design/output-contract.md, "Command line"). A bad value is bad usage:
 * commander turns the InvalidArgumentError into its error message, and main() into exit 2.
 */
import { InvalidArgumentError } from 'commander';
import { OUTCOMES, type Outcome, type Severity } from '../diagnose/types.js';
import type { FormatName } from '../ingest/types.js';
import type { Report } from '../report/contract.js';
import type { ReportFormat } from '../report/formats.js';

/** `--input-format` names, as in `inputs[].format` (FormatName in src/ingest/types.ts). */
export const INPUT_FORMATS = [
  'claude-desktop', 'vscode', 'ndjson', 'mcpcap', 'har', 'sse',
  'codex', 'goose', 'cline', 'librechat', 'gemini-cli', 'inspector', 'mcp-remote',
  'claude-code', 'claude-code-transcript', 'claude-code-session', 'zed', 'windsurf', 'emacs-jsonrpc',
  'mcphub', 'toolhive', 'docker-mcp-gateway', 'mcpo', 'agentgateway', 'supergateway', 'mcp-proxy', 'mcp-proxy-python',
  'litellm',
  'python-sdk', 'fastmcp', 'java-sdk', 'dotnet-sdk', 'rust-sdk', 'go-sdk', 'jsonrpc-in-text',
  'mcpsnoop', 'inspector-export', 'mcpjam', 'otlp', 'node-debug', 'elixir-logger',
] as const satisfies readonly FormatName[];
// Fails to compile if FormatName gains a name that is not listed above.
const _allListed: Exclude<FormatName, (typeof INPUT_FORMATS)[number]> extends never ? true : never = true;
void _allListed;

/** `--timeout <ms>`, `--max-total-timeout <ms>`: a whole number of milliseconds, greater than zero. */
export function parseMs(value: string): number {
  const v = value.trim();
  if (!/^\d+$/.test(v)) throw new InvalidArgumentError(`expected a whole number of milliseconds (e.g. 60000), got '${value}'.`);
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0) throw new InvalidArgumentError(`expected a number of milliseconds greater than 0, got '${value}'.`);
  return n;
}

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** True for an IANA zone name the runtime knows (`Asia/Seoul`, `UTC`) or a UTC offset `±HH:MM` within ±14:00. */
export function isValidZone(zone: string): boolean {
  const m = OFFSET.exec(zone);
  if (m) {
    const minutes = Number(m[2]) * 60 + Number(m[3]);
    return Number(m[3]) < 60 && minutes <= 14 * 60;
  }
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `--tz <zone>`. */
export function parseZone(value: string): string {
  const v = value.trim();
  if (!isValidZone(v)) {
    throw new InvalidArgumentError(`'${value}' is not a time zone: use an IANA name (e.g. Asia/Seoul, Europe/Berlin, UTC) or an offset like +09:00.`);
  }
  return v;
}

/** `-o FILE` without `-f`/`--json`: the format its extension names, or null (then text). */
export function formatFromPath(path: string): ReportFormat | null {
  const m = /\.([A-Za-z]+)$/.exec(path);
  switch (m?.[1]?.toLowerCase()) {
    case 'json':
      return 'json';
    case 'md':
    case 'markdown':
      return 'markdown';
    case 'html':
    case 'htm':
      return 'html';
    case 'mmd':
    case 'mermaid':
      return 'mermaid';
    case 'txt':
      return 'text';
    default:
      return null;
  }
}

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

/** `--fail-on lost,abandoned,error`: outcomes and finding severities (the two vocabularies share no word). */
export interface FailOn {
  outcomes: Set<Outcome>;
  severities: Set<Severity>;
}

export function parseFailOn(value: string): FailOn {
  const out: FailOn = { outcomes: new Set(), severities: new Set() };
  const words = value
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  if (words.length === 0) throw new InvalidArgumentError('expected a list of outcomes or severities, e.g. lost,abandoned,error');
  for (const w of words) {
    if ((OUTCOMES as readonly string[]).includes(w)) out.outcomes.add(w as Outcome);
    else if ((SEVERITIES as readonly string[]).includes(w)) out.severities.add(w as Severity);
    else throw new InvalidArgumentError(`'${w}' is neither an outcome (${OUTCOMES.join(', ')}) nor a severity (${SEVERITIES.join(', ')}).`);
  }
  return out;
}

/**
 * What makes `--fail-on` exit 3, said in a few words, or null. Outcomes are counted over every
 * request analyzed (`summary.byOutcome`), or over the listed ones when `--request` chose some.
 */
export function failOnHit(report: Report, f: FailOn): string | null {
  const hits: string[] = [];
  const counts: Partial<Record<Outcome, number>> = {};
  if (report.summary.filteredOut !== undefined) {
    for (const r of report.requests) counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
  } else {
    Object.assign(counts, report.summary.byOutcome);
  }
  for (const o of OUTCOMES) {
    const n = counts[o] ?? 0;
    if (f.outcomes.has(o) && n > 0) hits.push(`${n} ${o}`);
  }
  for (const s of SEVERITIES) {
    if (!f.severities.has(s)) continue;
    let n = report.findings.filter((x) => x.severity === s).length;
    for (const r of report.requests) n += r.findings.filter((x) => x.severity === s).length;
    if (n > 0) hits.push(`${n} ${s} finding${n === 1 ? '' : 's'}`);
  }
  return hits.length > 0 ? hits.join(', ') : null;
}
