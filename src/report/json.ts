/**
 * The machine-readable report (shared/design/output-contract.md, "JSON report"): exactly the Report object.
 * JSON.stringify already escapes C0 controls; `jsonSafe` also escapes C1, line separators and
 * bidi controls, so `--json` printed to a terminal is as inert as the text report. The value
 * is unchanged: `JSON.parse` gives back the same strings.
 *
 * `renderJsonChunks` gives the same text in pieces, one per listed request/session/problem, so
 * the CLI never holds the whole document: a capture with thousands of incidents makes a report of
 * many MB, and its one-string form (UTF-16 when any character is outside Latin-1) plus its copies
 * added 30–40 MB to the peak RSS of a 1 GiB run (docs/performance.md, "Fourth round").
 */
import type { Report } from './contract.js';
import { jsonSafe } from './sanitize.js';

/** Top-level arrays written element by element; the others are small. */
const STREAMED = ['sessions', 'requests', 'problems'] as const;
const INDENT = '  ';

/** `JSON.stringify(report, null, 2)` + newline, in pieces whose concatenation is exactly that. */
export function* renderJsonChunks(report: Report): Generator<string> {
  // Same keys in the same order, the long arrays emptied: their elements are written in place
  // of the `[]` below. JSON strings never hold a raw newline, so `\n  "<key>": []` can only be
  // the top-level member itself.
  const shell: Record<string, unknown> = { ...report };
  const arrays = new Map<string, unknown[]>();
  for (const k of STREAMED) {
    const v = shell[k];
    if (Array.isArray(v) && v.length > 0) {
      arrays.set(k, v);
      shell[k] = [];
    }
  }
  const whole = JSON.stringify(shell, null, 2);
  const cuts = [...arrays]
    .map(([k, items]) => {
      const marker = `\n${INDENT}${JSON.stringify(k)}: []`;
      const at = whole.indexOf(marker);
      if (at < 0) throw new Error(`renderJsonChunks: member ${k} not found`);
      return { items, at, end: at + marker.length };
    })
    .sort((a, b) => a.at - b.at);
  let from = 0;
  for (const { items, end } of cuts) {
    yield jsonSafe(whole.slice(from, end - 1));
    for (let i = 0; i < items.length; i++) {
      // An element at depth 2: each of its lines indented by two more levels.
      const body = JSON.stringify(items[i], null, 2).replace(/\n/g, `\n${INDENT}${INDENT}`);
      yield jsonSafe(`\n${INDENT}${INDENT}${body}${i < items.length - 1 ? ',' : ''}`);
    }
    yield `\n${INDENT}]`;
    from = end;
  }
  const rest = whole.slice(from);
  yield `${jsonSafe(rest)}\n`;
}

export function renderJson(report: Report): string {
  let out = '';
  for (const c of renderJsonChunks(report)) out += c;
  return out;
}
