/**
 * Small wording helpers shared by the human-facing renderers (no capture strings pass through here).
 * The words come from the report's language (`report.lang`, i18n/); English when absent.
 */
import { readInputs, type Report } from './contract.js';
import { OUTCOMES, type Outcome } from '../diagnose/types.js';
import { messages } from '../i18n/index.js';
import { plural } from '../i18n/en.js';

export { plural };

/** `40 completed, 1 cancelled, 1 lost` in contract order. */
export function outcomeTally(report: Report): string {
  const parts: [number, Outcome][] = [];
  for (const o of OUTCOMES) {
    const n = report.summary.byOutcome[o];
    if (n) parts.push([n, o]);
  }
  return messages(report.lang).report.tally(parts);
}

/**
 * The one-paragraph verdict when no request is listed, or null when some are.
 * "Nothing went wrong" is said plainly, with the counts, so an empty report is never mistaken for a failure to read —
 * and never said when an error was found outside any request (a connection that failed before any request:
 * connection-failed-no-request): the verdict then names the errors instead of calling the capture incident-free.
 */
export function emptyVerdict(report: Report): string | null {
  const s = report.summary;
  if (s.reported > 0) return null;
  const m = messages(report.lang).report;
  if (s.filteredOut !== undefined) return m.noRequestMatches(s.filteredOut, s.sessions);
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  if (s.requests === 0) {
    const lines = readInputs(report).reduce((n, i) => n + i.lines, 0);
    const none = m.noRequests(report.inputs.length, lines, s.sessions);
    return errors > 0 ? `${none} ${m.errorsOutside(errors)}` : none;
  }
  if (errors > 0) return `${m.noFailedRequest(s.requests, s.sessions)} ${m.errorsOutside(errors)}`;
  if (s.notReported === s.requests) return s.requests === 1 ? m.noIncidentsOne(s.sessions) : m.noIncidentsAll(s.requests, s.sessions);
  return m.noneListed(s.requests, s.sessions);
}

/** The footer line about requests left out, when some were and some are listed. */
export function leftOutNote(report: Report): string | null {
  const s = report.summary;
  if (s.reported === 0) return null;
  const m = messages(report.lang).report;
  const notes: string[] = [];
  if (s.notReported > 0) notes.push(m.othersNotListed(s.notReported));
  if (s.filteredOut) notes.push(m.leftOutByRequest(s.filteredOut));
  return notes.length ? notes.join(' ') : null;
}

/** The redaction note in the report's language. */
export function redactionNote(report: Report): string {
  return messages(report.lang).report.redaction;
}

export const REDACTION_NOTE = messages('en').report.redaction;

/** One line of the roll-up: by cause, by rule, by server, each item a name and its count text. */
export interface RollUpLine {
  kind: 'cause' | 'rule' | 'server';
  /** The label in the report's language (`By cause`, `원인별`). */
  label: string;
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
  const m = messages(report.lang).report;
  const lines: RollUpLine[] = [
    { kind: 'cause', label: m.rollUp.cause, items: Object.entries(s.byCause ?? {}).map(([name, n]) => ({ name, count: String(n) })) },
    { kind: 'rule', label: m.rollUp.rule, items: rules.map(([name, n]) => ({ name, count: String(n) })) },
    {
      kind: 'server',
      label: m.rollUp.server,
      // Outcome counts in the report's words, as the header's tally says them.
      items: Object.entries(s.byServer ?? {}).map(([name, o]) => ({
        name,
        count: `(${m.tally(Object.entries(o).map(([k, n]) => [n, k as Outcome] as [number, Outcome]))})`,
      })),
    },
  ];
  return lines.filter((l) => l.items.length > 0);
}

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
