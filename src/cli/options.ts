/**
 * Parsers for option values (output-contract.md, "Command line"). A bad value is bad usage:
 * commander turns the InvalidArgumentError into its error message, and main() into exit 2.
 */
import { InvalidArgumentError } from 'commander';
import type { FormatName } from '../ingest/types.js';

/** `--input-format` names, as in `inputs[].format` (FormatName in src/ingest/types.ts). */
export const INPUT_FORMATS = [
  'claude-desktop', 'vscode', 'ndjson', 'mcpcap', 'har', 'sse',
  'codex', 'goose', 'cline', 'librechat', 'gemini-cli', 'inspector', 'mcp-remote',
  'claude-code', 'zed', 'windsurf',
  'mcphub', 'toolhive', 'docker-mcp-gateway', 'mcpo', 'agentgateway', 'supergateway', 'mcp-proxy',
  'python-sdk', 'fastmcp', 'java-sdk', 'jsonrpc-in-text',
  'mcpsnoop', 'inspector-export', 'mcpjam', 'otlp',
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
