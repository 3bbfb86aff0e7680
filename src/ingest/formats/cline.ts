/**
 * Cline: the CLI's `[mcp] …` lines (a record ending with `skipping:` continues on the next line)
 * and the VS Code extension's error strings as copied from its UI (`Error executing MCP tool:`
 * followed by the error on the next line). No clock.
 */
import { clinePhrases } from '../hosts/cline.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader, type RecordState } from './host-records.js';

const STRONG_RE = /^\[mcp\] |MCP request timed out for "|Error executing MCP tool:|cline_mcp_settings\.json/;

function start(line: string, _tz: unknown, state: RecordState): HostLine | null {
  const last = state.lines?.[state.lines.length - 1];
  if (last !== undefined && last.endsWith(':') && !state.blankSince) return null;
  if (indented(line)) return null;
  return { at: null, msg: line.trim().replace(/^\[mcp\]\s*/, '') };
}

function sniff(head: readonly string[]): number {
  let strong = 0;
  for (const l of head) if (STRONG_RE.test(l)) strong++;
  return strong === 0 ? 0 : 0.85;
}

export const cline = recordReader({
  name: 'cline',
  title: 'Cline CLI log lines and extension error text',
  clock: 'none',
  host: 'cline',
  self: 'client',
  phrases: clinePhrases,
  sniff,
  start,
});
