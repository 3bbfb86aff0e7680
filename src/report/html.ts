/**
 * One self-contained HTML page: inline CSS, no script, no external resource, and a
 * Content-Security-Policy that forbids both, so a report opened from a bug tracker cannot run
 * or fetch anything even if escaping were ever wrong. Every capture string goes through
 * `forHtml` (full entity escaping, control characters made visible).
 */
import { RECORD_KEYS } from '../diagnose/types.js';
import { isSkippedInput, type Report, type ReportFinding, type ReportRequest } from './contract.js';
import { forHtml as h } from './sanitize.js';
import { humanDuration, relativeSeconds } from './time.js';
import { emptyVerdict, leftOutNote, outcomeTally, plural, REDACTION_NOTE, ruleDoc, skippedNote } from './words.js';

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1f23}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2.2rem;border-bottom:1px solid #d0d7de;padding-bottom:.3rem}
table{border-collapse:collapse;margin:.6rem 0 1rem}td,th{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
code,.src{font-family:ui-monospace,monospace;font-size:.9em}.src{color:#57606a}
.unknown{color:#57606a;font-style:italic}.error{color:#cf222e}.warning{color:#9a6700}.info{color:#0969da}
.outcome{font-weight:600}.completed{color:#1a7f37}.failed,.lost{color:#cf222e}.cancelled,.abandoned{color:#9a6700}.pending{color:#0969da}
.note{color:#57606a}
`;

function finding(f: ReportFinding): string {
  const where = f.source !== null ? ` <span class="src">${h(f.source)}</span>` : '';
  const doc = ruleDoc(f.rule);
  const rule = doc !== null ? `<a href="${h(doc)}"><code>${h(f.rule)}</code></a>` : `<code>${h(f.rule)}</code>`;
  return `<li><span class="${f.severity}">${h(f.severity)}</span> ${rule}: ${h(f.message)}${where}</li>`;
}

function requestSection(r: ReportRequest, index: number): string[] {
  const out: string[] = [];
  const title = [r.method, r.target].filter((x): x is string => x !== null).map((x) => h(x)).join(' ');
  out.push(
    `<section id="r${index}">`,
    `<h2>${h(r.key)}: ${title} <span class="outcome ${r.outcome}">${h(r.outcome)} (${h(r.cause)})</span></h2>`,
    `<p>${h(r.summary)} Confidence: <b>${h(r.confidence)}</b>; server state: <b>${h(r.serverState)}</b>.</p>`,
  );
  out.push('<h3>Incident record</h3>', '<table>');
  for (const k of RECORD_KEYS) {
    const f = r.record[k];
    if (!f) continue;
    const where = f.source !== null ? ` <span class="src">${h(f.source)}</span>` : '';
    out.push(`<tr><th>${h(f.label)}</th><td${f.known ? '' : ' class="unknown"'}>${h(f.value)}${where}</td></tr>`);
  }
  out.push('</table>');
  if (r.timeline.length > 0) {
    out.push(
      `<h3>Timeline</h3><p class="note">from ${r.startedAt !== null ? h(r.startedAt) : 'an unknown start time'}${r.durationMs !== null ? `, ${h(humanDuration(r.durationMs))}` : ''}</p>`,
      '<table><tr><th>Time</th><th>Event</th><th>Detail</th><th>Source</th></tr>',
    );
    for (const e of r.timeline) {
      out.push(
        `<tr><td class="num" title="${h(e.at ?? 'no clock')}">${h(relativeSeconds(e.offsetMs))}</td><td>${h(e.kind)}</td><td>${h(e.detail)}</td><td class="src">${h(e.source)}</td></tr>`,
      );
    }
    out.push('</table>');
  }
  if (r.evidence.length > 0) {
    out.push('<h3>Evidence</h3><ul>');
    for (const e of r.evidence) out.push(`<li><span class="src">${h(e.source)}</span> ${h(e.note)}</li>`);
    out.push('</ul>');
  }
  if (r.findings.length > 0) {
    out.push('<h3>Findings</h3><ul>', ...r.findings.map(finding), '</ul>');
  }
  if (r.nextSteps.length > 0) {
    out.push('<h3>Next steps</h3><ol>', ...r.nextSteps.map((s) => `<li>${h(s)}</li>`), '</ol>');
  }
  out.push('</section>');
  return out;
}

export function renderHtml(report: Report): string {
  const s = report.summary;
  const tally = outcomeTally(report);
  const out: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>MCP incident report (mcp-triage ${h(report.tool.version)})</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>MCP incident report</h1>`,
    `<p>${h(`mcp-triage ${report.tool.version}`)}: ${h(plural(report.inputs.length, 'input'))}, ${h(plural(s.sessions, 'session'))}, ${h(plural(s.requests, 'request'))}${tally ? ` (${h(tally)})` : ''}.</p>`,
    '<ul>',
  ];
  for (const i of report.inputs) {
    if (isSkippedInput(i)) {
      out.push(`<li><code>${h(i.path)}</code>: ${h(skippedNote(i.skipped))}</li>`);
      continue;
    }
    const zone = i.zone ? `, times in ${h(i.zone)}${i.zoneAssumed ? ' (assumed)' : ''}` : '';
    out.push(`<li><code>${h(i.path)}</code>: ${h(i.format)}, ${h(plural(i.lines, 'line'))}, ${h(plural(i.events, 'event'))}, ${i.unparsed} unparsed${zone}</li>`);
  }
  out.push('</ul>');

  const verdict = emptyVerdict(report);
  if (verdict !== null) out.push(`<p><b>${h(verdict)}</b></p>`);
  if (report.requests.length > 1) {
    out.push('<table><tr><th>Request</th><th>Method / target</th><th>Outcome</th><th>Cause</th><th>Server</th><th>Duration</th></tr>');
    report.requests.forEach((r, i) => {
      out.push(
        `<tr><td><a href="#r${i}">${h(r.key)}</a></td><td>${h([r.method, r.target ?? ''].join(' ').trim())}</td><td class="outcome ${r.outcome}">${h(r.outcome)}</td><td>${h(r.cause)}</td><td>${h(r.serverState)}</td><td class="num">${h(humanDuration(r.durationMs))}</td></tr>`,
      );
    });
    out.push('</table>');
  }
  report.requests.forEach((r, i) => out.push(...requestSection(r, i)));

  if (report.findings.length > 0) {
    out.push('<h2>Findings outside any request</h2><ul>', ...report.findings.map(finding), '</ul>');
  }
  if (report.problems.length > 0) {
    out.push(`<h2>Problems (${report.problems.length})</h2><ul>`);
    for (const p of report.problems) out.push(`<li><span class="src">${h(p.source)}</span> ${h(p.message, 300)}</li>`);
    out.push('</ul>');
  }
  const notes = [leftOutNote(report), report.redacted ? REDACTION_NOTE : null].filter((x): x is string => x !== null);
  for (const n of notes) out.push(`<p class="note">${h(n)}</p>`);
  out.push('</body>', '</html>');
  return `${out.join('\n')}\n`;
}
