/**
 * A block to paste into a GitHub issue: a heading per request, the incident record as a
 * two-column table, the timeline as a table, findings and next steps as lists.
 * Every capture-derived string passes through `forMarkdown` (no code spans for them: a
 * backtick in a capture would end one), so hostile text cannot break a table, add a heading,
 * inject HTML or mention people.
 */
import { RECORD_ORDER } from '../diagnose/types.js';
import type { Report, ReportFinding, ReportRequest } from './contract.js';
import { forMarkdown as md } from './sanitize.js';
import { humanDuration, relativeSeconds } from './time.js';
import { emptyVerdict, leftOutNote, outcomeTally, redactionNote } from './words.js';
import { messages, type Messages } from '../i18n/index.js';

/** Identifiers we wrote ourselves (rule ids, vocabulary values) may go in code spans; anything else is escaped. */
function code(s: string): string {
  return /^[A-Za-z0-9._:/#+-]+$/.test(s) ? `\`${s}\`` : md(s);
}

function finding(f: ReportFinding): string {
  const where = f.source !== null ? ` (${md(f.source)})` : '';
  return `- **${f.severity}** ${code(f.rule)}: ${md(f.message)}${where}`;
}

function requestSection(r: ReportRequest, m: Messages): string[] {
  const out: string[] = [];
  const title = [md(r.method), r.target !== null ? md(r.target) : null].filter(Boolean).join(' ');
  out.push(`### ${md(r.key)}: ${title}: ${r.outcome} (${r.cause})`, '');
  out.push(`${md(r.summary)} ${m.html.confidence(`**${r.confidence}**`, `**${r.serverState}**`)}`, '');

  out.push(`| ${m.markdown.field} | ${m.markdown.value} |`, '|---|---|');
  for (const k of RECORD_ORDER) {
    const f = r.record[k];
    if (!f) continue;
    const value = f.known ? md(f.value) : `_${md(f.value)}_`;
    const where = f.source !== null ? ` (${md(f.source)})` : '';
    out.push(`| ${md(f.label)} | ${value}${where} |`);
  }
  out.push('');

  if (r.timeline.length > 0) {
    out.push(
      `**${m.html.timeline}** (${m.html.from(r.startedAt !== null ? md(r.startedAt) : null, r.durationMs !== null ? humanDuration(r.durationMs) : null)})`,
      '',
      `| ${m.html.columns.time} | ${m.html.columns.event} | ${m.html.columns.detail} | ${m.html.columns.source} |`,
      '|---:|---|---|---|',
    );
    for (const e of r.timeline) {
      out.push(`| ${relativeSeconds(e.offsetMs)} | ${md(e.kind)} | ${md(e.detail, 300)} | ${md(e.source)} |`);
    }
    out.push('');
  }

  if (r.evidence.length > 0) {
    out.push(`**${m.html.evidence}**`, '');
    for (const e of r.evidence) out.push(`- ${md(e.source)}: ${md(e.note)}`);
    out.push('');
  }

  if (r.findings.length > 0) {
    out.push(`**${m.html.findings}**`, '');
    for (const f of r.findings) out.push(finding(f));
    out.push('');
  }

  if (r.nextSteps.length > 0) {
    out.push(`**${m.html.nextSteps}**`, '');
    r.nextSteps.forEach((s, i) => out.push(`${i + 1}. ${md(s)}`));
    out.push('');
  }
  return out;
}

export function renderMarkdown(report: Report): string {
  const s = report.summary;
  const m = messages(report.lang);
  const out: string[] = [];
  out.push(`## ${m.html.title(md(report.tool.version))}`, '');
  const tally = outcomeTally(report);
  out.push(
    `${m.report.count(report.inputs.length, 'input')}, ${m.report.count(s.sessions, 'session')}, ${m.report.count(s.requests, 'request')}${tally ? ` (${tally})` : ''}.`,
    '',
  );
  for (const i of report.inputs) {
    out.push(`- ${md(i.path)}: ${m.html.input(md(i.format), i.lines, i.events, i.unparsed, i.zone ? md(i.zone) : null, i.zoneAssumed === true)}`);
  }
  out.push('');

  const verdict = emptyVerdict(report);
  if (verdict !== null) out.push(md(verdict), '');
  for (const r of report.requests) out.push(...requestSection(r, m));

  if (report.findings.length > 0) {
    out.push(`### ${m.html.findingsOutside}`, '');
    for (const f of report.findings) out.push(finding(f));
    out.push('');
  }

  if (report.problems.length > 0) {
    out.push(`### ${m.html.problems(report.problems.length)}`, '');
    for (const p of report.problems.slice(0, 50)) out.push(`- ${md(p.source)}: ${md(p.message, 300)}`);
    if (report.problems.length > 50) out.push(`- ${m.markdown.moreProblems(report.problems.length - 50)}`);
    out.push('');
  }

  const notes = [leftOutNote(report), report.redacted ? redactionNote(report) : null].filter((x): x is string => x !== null);
  for (const n of notes) out.push(`_${md(n)}_`, '');
  return `${out.join('\n').trimEnd()}\n`;
}
