/** Small wording helpers shared by the human-facing renderers (no capture strings pass through here). */
import type { Report } from './contract.js';
import { OUTCOMES } from '../diagnose/types.js';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `40 completed, 1 cancelled, 1 lost` in contract order. */
export function outcomeTally(report: Report): string {
  const parts: string[] = [];
  for (const o of OUTCOMES) {
    const n = report.summary.byOutcome[o];
    if (n) parts.push(`${n} ${o}`);
  }
  return parts.join(', ');
}

/**
 * The one-paragraph verdict when no request is listed, or null when some are.
 * "Nothing went wrong" is said plainly, with the counts, so an empty report is never mistaken for a failure to read.
 */
export function emptyVerdict(report: Report): string | null {
  const s = report.summary;
  if (s.reported > 0) return null;
  const inSessions = plural(s.sessions, 'session');
  if (s.filteredOut !== undefined) {
    return `No request matches --request: ${plural(s.filteredOut, 'request')} in ${inSessions} left out.`;
  }
  if (s.requests === 0) {
    const lines = report.inputs.reduce((n, i) => n + i.lines, 0);
    return `No JSON-RPC requests found: ${plural(report.inputs.length, 'input')} (${plural(lines, 'line')}), ${inSessions}.`;
  }
  if (s.notReported === s.requests) {
    return s.requests === 1
      ? `No incidents: 1 request in ${inSessions} completed normally. Use --all to list it.`
      : `No incidents: ${s.requests} requests in ${inSessions} all completed normally. Use --all to list them.`;
  }
  return `No incidents: ${plural(s.requests, 'request')} in ${inSessions}; none is listed.`;
}

/** The footer line about requests left out, when some were and some are listed. */
export function leftOutNote(report: Report): string | null {
  const s = report.summary;
  if (s.reported === 0) return null;
  const notes: string[] = [];
  if (s.notReported > 0) {
    notes.push(
      `${plural(s.notReported, 'other request')} completed normally and ${s.notReported === 1 ? 'is' : 'are'} not listed (use --all to list ${s.notReported === 1 ? 'it' : 'them'}).`,
    );
  }
  if (s.filteredOut) notes.push(`${plural(s.filteredOut, 'request')} left out by --request.`);
  return notes.length ? notes.join(' ') : null;
}

export const REDACTION_NOTE = 'Secrets and argument values are redacted; use --no-redact to show them.';

/** One line of the roll-up: `By cause`, `By rule`, `By server`, each item a name and its count text. */
export interface RollUpLine {
  label: 'By cause' | 'By rule' | 'By server';
  /** `name` may come from the capture (a server name): each renderer escapes it. */
  items: { name: string; count: string }[];
}

/**
 * The summary roll-up (Wireshark's Expert Info) as every human format shows it; empty for a report of one
 * request with no finding, where it would only repeat the request.
 */
export function rollUp(report: Report): RollUpLine[] {
  const s = report.summary;
  const rules = Object.entries(s.byRule ?? {});
  if (s.requests <= 1 && rules.length === 0) return [];
  const lines: RollUpLine[] = [
    { label: 'By cause', items: Object.entries(s.byCause ?? {}).map(([name, n]) => ({ name, count: String(n) })) },
    { label: 'By rule', items: rules.map(([name, n]) => ({ name, count: String(n) })) },
    {
      label: 'By server',
      items: Object.entries(s.byServer ?? {}).map(([name, o]) => ({
        name,
        count: `(${Object.entries(o)
          .map(([k, n]) => `${n} ${k}`)
          .join(', ')})`,
      })),
    },
  ];
  return lines.filter((l) => l.items.length > 0);
}
