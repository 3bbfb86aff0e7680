/**
 * A block to paste into a GitHub issue: a heading per request, the incident record as a
 * two-column table, the timeline as a table, findings and next steps as lists.
 * Every capture-derived string passes through `forMarkdown` (no code spans for them: a
 * backtick in a capture would end one), so hostile text cannot break a table, add a heading,
 * inject HTML or mention people.
 */
import { RECORD_KEYS } from '../diagnose/types.js';
import { isSkippedInput, type Report, type ReportFinding, type ReportRequest } from './contract.js';
import { forMarkdown as md } from './sanitize.js';
import { humanDuration, relativeSeconds } from './time.js';
import { emptyVerdict, leftOutNote, outcomeTally, plural, REDACTION_NOTE, ruleDoc, skippedNote } from './words.js';

/** Identifiers we wrote ourselves (rule ids, vocabulary values) may go in code spans; anything else is escaped. */
function code(s: string): string {
  return /^[A-Za-z0-9._:/#+-]+$/.test(s) ? `\`${s}\`` : md(s);
}

function finding(f: ReportFinding): string {
  const where = f.source !== null ? ` (${md(f.source)})` : '';
  const doc = ruleDoc(f.rule);
  const rule = doc !== null ? `[${code(f.rule)}](${doc})` : code(f.rule);
  return `- **${f.severity}** ${rule}: ${md(f.message)}${where}`;
}

function requestSection(r: ReportRequest): string[] {
  const out: string[] = [];
  const title = [md(r.method), r.target !== null ? md(r.target) : null].filter(Boolean).join(' ');
  out.push(`### ${md(r.key)}: ${title}: ${r.outcome} (${r.cause})`, '');
  out.push(`${md(r.summary)} Confidence: **${r.confidence}**; server state: **${r.serverState}**.`, '');

  out.push('| Field | Value |', '|---|---|');
  for (const k of RECORD_KEYS) {
    const f = r.record[k];
    if (!f) continue;
    const value = f.known ? md(f.value) : `_${md(f.value)}_`;
    const where = f.source !== null ? ` (${md(f.source)})` : '';
    out.push(`| ${md(f.label)} | ${value}${where} |`);
  }
  out.push('');

  if (r.timeline.length > 0) {
    out.push(
      `**Timeline** (from ${r.startedAt !== null ? md(r.startedAt) : 'an unknown start time'}${r.durationMs !== null ? `, ${humanDuration(r.durationMs)}` : ''})`,
      '',
      '| Time | Event | Detail | Source |',
      '|---:|---|---|---|',
    );
    for (const e of r.timeline) {
      out.push(`| ${relativeSeconds(e.offsetMs)} | ${md(e.kind)} | ${md(e.detail, 300)} | ${md(e.source)} |`);
    }
    out.push('');
  }

  if (r.evidence.length > 0) {
    out.push('**Evidence**', '');
    for (const e of r.evidence) out.push(`- ${md(e.source)}: ${md(e.note)}`);
    out.push('');
  }

  if (r.findings.length > 0) {
    out.push('**Findings**', '');
    for (const f of r.findings) out.push(finding(f));
    out.push('');
  }

  if (r.nextSteps.length > 0) {
    out.push('**Next steps**', '');
    r.nextSteps.forEach((s, i) => out.push(`${i + 1}. ${md(s)}`));
    out.push('');
  }
  return out;
}

export function renderMarkdown(report: Report): string {
  const s = report.summary;
  const out: string[] = [];
  out.push(`## MCP incident report (mcp-triage ${md(report.tool.version)})`, '');
  const tally = outcomeTally(report);
  out.push(
    `${plural(report.inputs.length, 'input')}, ${plural(s.sessions, 'session')}, ${plural(s.requests, 'request')}${tally ? ` (${tally})` : ''}.`,
    '',
  );
  for (const i of report.inputs) {
    if (isSkippedInput(i)) {
      out.push(`- ${md(i.path)}: ${md(skippedNote(i.skipped))}`);
      continue;
    }
    const zone = i.zone ? `, times in ${md(i.zone)}${i.zoneAssumed ? ' (assumed)' : ''}` : '';
    out.push(`- ${md(i.path)}: ${md(i.format)}, ${plural(i.lines, 'line')}, ${plural(i.events, 'event')}, ${i.unparsed} unparsed${zone}`);
  }
  out.push('');

  const verdict = emptyVerdict(report);
  if (verdict !== null) out.push(md(verdict), '');
  for (const r of report.requests) out.push(...requestSection(r));

  if (report.findings.length > 0) {
    out.push('### Findings outside any request', '');
    for (const f of report.findings) out.push(finding(f));
    out.push('');
  }

  if (report.problems.length > 0) {
    out.push(`### Problems (${report.problems.length})`, '');
    for (const p of report.problems.slice(0, 50)) out.push(`- ${md(p.source)}: ${md(p.message, 300)}`);
    if (report.problems.length > 50) out.push(`- and ${report.problems.length - 50} more (see the JSON report)`);
    out.push('');
  }

  const notes = [leftOutNote(report), report.redacted ? REDACTION_NOTE : null].filter((x): x is string => x !== null);
  for (const n of notes) out.push(`_${md(n)}_`, '');
  return `${out.join('\n').trimEnd()}\n`;
}
