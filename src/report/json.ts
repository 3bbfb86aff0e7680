/**
 * The machine-readable report (output-contract.md, "JSON report"): exactly the Report object.
 * JSON.stringify already escapes C0 controls; `jsonSafe` also escapes C1, line separators and
 * bidi controls, so `--json` printed to a terminal is as inert as the text report. The value
 * is unchanged: `JSON.parse` gives back the same strings.
 */
import type { Report } from './contract.js';
import { jsonSafe } from './sanitize.js';

export function renderJson(report: Report): string {
  return `${jsonSafe(JSON.stringify(report, null, 2))}\n`;
}
