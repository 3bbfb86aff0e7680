/** Small wording helpers shared by the human-facing renderers (no capture strings pass through here). */
import { readInputs, type Report } from './contract.js';
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
    const lines = readInputs(report).reduce((n, i) => n + i.lines, 0);
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

/**
 * Where a finding's rule is explained: its page in the package (`docs/rules/<id>.md`, one per
 * rule, checked by test/contract.test.ts), or null for an id that is not a rule's (an internal
 * error, say). A relative path: the report is read beside a clone or an installed copy.
 */
export function ruleDoc(rule: string): string | null {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(rule) ? `docs/rules/${rule}.md` : null;
}

/** `main.log: skipped (not a capture …)`, for the input lists of the text, markdown and HTML reports. */
export function skippedNote(reason: string): string {
  return `skipped: ${reason}`;
}
