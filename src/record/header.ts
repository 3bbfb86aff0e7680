/**
 * The mcpcap header line (docs/mcpcap.md): the fields every recorder writes first, in this order,
 * followed by the recorder's own (`transport`, `target` or `pid`/`lifetime`/`command`, `redacted`).
 */
import { toolVersion } from '../report/version.js';

/** Serialises a header line; `fields` keep their own order after the common ones. */
export function headerLine(startedAt: string, fields: Record<string, unknown>): string {
  return JSON.stringify({
    type: 'header',
    format: 'mcpcap',
    version: 1,
    tool: 'mcp-triage',
    toolVersion: toolVersion(),
    startedAt,
    ...fields,
  });
}
