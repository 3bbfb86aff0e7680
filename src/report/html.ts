/**
 * One self-contained HTML page: inline CSS, no script, no external resource, and a
 * Content-Security-Policy that forbids both, so a report opened from a bug tracker cannot run
 * or fetch anything even if escaping were ever wrong. Every capture string goes through
 * `forHtml` (full entity escaping, control characters made visible).
 */
import { RECORD_ORDER } from '../diagnose/types.js';
import { isSkippedInput, type Report, type ReportFinding, type ReportRequest } from './contract.js';
import { forHtml as h } from './sanitize.js';
import { SWIMLANE_STYLE, swimlaneSvg } from './svg-timeline.js';
import { durationText, relativeSeconds } from './time.js';
import { omittedSentence } from './runs.js';
import { emptyVerdict, leftOutNote, outcomeTally, redactionNote, rollUp, ruleDoc, skippedNote, type RollUpLine } from './words.js';
import { messages, type Messages } from '../i18n/index.js';

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1f23}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2.2rem;border-bottom:1px solid #d0d7de;padding-bottom:.3rem}
table{border-collapse:collapse;margin:.6rem 0 1rem}td,th{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
code,.src{font-family:ui-monospace,monospace;font-size:.9em}.src{color:#57606a}
.unknown{color:#57606a;font-style:italic}.error{color:#cf222e}.warning{color:#9a6700}.info{color:#0969da}
.outcome{font-weight:600}.completed{color:#1a7f37}.failed,.lost{color:#cf222e}.cancelled,.abandoned{color:#9a6700}.pending{color:#0969da}
.note{color:#57606a}
@media print{body{margin:0;max-width:none;font-size:11pt}section{break-before:auto}h2,h3{break-after:avoid}table,tr{break-inside:avoid}a{color:inherit;text-decoration:none}}
${SWIMLANE_STYLE}`;

function finding(f: ReportFinding): string {
  const where = f.source !== null ? ` <span class="src">${h(f.source)}</span>` : '';
  const doc = ruleDoc(f.rule);
  const rule = doc !== null ? `<a href="${h(doc)}"><code>${h(f.rule)}</code></a>` : `<code>${h(f.rule)}</code>`;
  return `<li><span class="${f.severity}">${h(f.severity)}</span> ${rule}: ${h(f.message)}${where}</li>`;
}

function requestSection(r: ReportRequest, index: number, m: Messages): string[] {
  const out: string[] = [];
  const c = m.html.columns;
  const title = [r.method, r.target].filter((x): x is string => x !== null).map((x) => h(x)).join(' ');
  out.push(
    `<section id="r${index}">`,
    `<h2>${h(r.key)}: ${title} <span class="outcome ${r.outcome}">${h(r.outcome)} (${h(r.cause)})</span></h2>`,
    `<p>${h(r.summary)} ${h(m.html.confidence(r.confidence, r.serverState))}</p>`,
  );
  out.push(`<h3>${h(m.html.incidentRecord)}</h3>`, '<table>');
  for (const k of RECORD_ORDER) {
    const f = r.record[k];
    if (!f) continue;
    const where = f.source !== null ? ` <span class="src">${h(f.source)}</span>` : '';
    out.push(`<tr><th>${h(f.label)}</th><td${f.known ? '' : ' class="unknown"'}>${h(f.value)}${where}</td></tr>`);
  }
  out.push('</table>');
  if (r.timeline.length > 0) {
    out.push(
      `<h3>${h(m.html.timeline)}</h3><p class="note">${h(m.html.from(r.startedAt, r.durationMs !== null ? m.duration(r.durationMs) : null))}</p>`,
      swimlaneSvg(r, m.swimlane, `r${index}`),
      `<table><tr>${[c.time, c.event, c.detail, c.source].map((x) => `<th>${h(x)}</th>`).join('')}</tr>`,
    );
    for (const e of r.timeline) {
      // A collapsed run (report/runs.ts): say what is not shown, as every format does.
      if (e.omitted) out.push(`<tr class="omitted"><td class="num">…</td><td>omitted</td><td colspan="2" class="note">${h(omittedSentence(e.omitted))}</td></tr>`);
      out.push(
        `<tr><td class="num" title="${h(e.at ?? m.html.noClock)}">${h(relativeSeconds(e.offsetMs))}</td><td>${h(e.kind)}</td><td>${h(e.detail)}</td><td class="src">${h(e.source)}</td></tr>`,
      );
    }
    out.push('</table>');
  }
  if (r.evidence.length > 0) {
    out.push(`<h3>${h(m.html.evidence)}</h3><ul>`);
    for (const e of r.evidence) out.push(`<li><span class="src">${h(e.source)}</span> ${h(e.note)}</li>`);
    out.push('</ul>');
  }
  if (r.findings.length > 0) {
    out.push(`<h3>${h(m.html.findings)}</h3><ul>`, ...r.findings.map(finding), '</ul>');
  }
  if (r.nextSteps.length > 0) {
    out.push(`<h3>${h(m.html.nextSteps)}</h3><ol>`, ...r.nextSteps.map((s) => `<li>${h(s)}</li>`), '</ol>');
  }
  out.push('</section>');
  return out;
}

/** The roll-up (summary.byCause, byRule, byServer) as one short list. */
function rollUpHtml(report: Report): string[] {
  const lines = rollUp(report);
  if (lines.length === 0) return [];
  const item = ({ kind, label, items }: RollUpLine): string =>
    `<li><b>${h(label)}:</b> ${items.map((i) => `${kind === 'server' ? h(i.name) : `<code>${h(i.name)}</code>`} ${h(i.count)}`).join(', ')}</li>`;
  return ['<ul class="rollup">', ...lines.map(item), '</ul>'];
}

export function renderHtml(report: Report): string {
  const s = report.summary;
  const m = messages(report.lang);
  const c = m.html.columns;
  const tally = outcomeTally(report);
  const out: string[] = [
    '<!DOCTYPE html>',
    `<html lang="${m.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${h(m.html.title(report.tool.version))}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${h(m.html.heading)}</h1>`,
    `<p>${h(m.html.intro(report.tool.version, report.inputs.length, s.sessions, s.requests, tally))}</p>`,
    '<ul>',
  ];
  for (const i of report.inputs) {
    if (isSkippedInput(i)) {
      out.push(`<li><code>${h(i.path)}</code>: ${h(skippedNote(i.skipped))}</li>`);
      continue;
    }
    out.push(`<li><code>${h(i.path)}</code>: ${h(m.html.input(i.format, i.lines, i.events, i.unparsed, i.zone, i.zoneAssumed))}</li>`);
  }
  out.push('</ul>');
  out.push(...rollUpHtml(report));

  const verdict = emptyVerdict(report);
  if (verdict !== null) out.push(`<p><b>${h(verdict)}</b></p>`);
  if (report.requests.length > 1) {
    out.push(`<table><tr>${[c.request, c.methodTarget, c.outcome, c.cause, c.server, c.duration].map((x) => `<th>${h(x)}</th>`).join('')}</tr>`);
    report.requests.forEach((r, i) => {
      out.push(
        `<tr><td><a href="#r${i}">${h(r.key)}</a></td><td>${h([r.method, r.target ?? ''].join(' ').trim())}</td><td class="outcome ${r.outcome}">${h(r.outcome)}</td><td>${h(r.cause)}</td><td>${h(r.serverState)}</td><td class="num">${h(durationText(r.durationMs))}</td></tr>`,
      );
    });
    out.push('</table>');
  }
  report.requests.forEach((r, i) => out.push(...requestSection(r, i, m)));

  if (report.findings.length > 0) {
    out.push(`<h2>${h(m.html.findingsOutside)}</h2><ul>`, ...report.findings.map(finding), '</ul>');
  }
  if (report.problems.length > 0) {
    out.push(`<h2>${h(m.html.problems(report.problems.length))}</h2><ul>`);
    for (const p of report.problems) out.push(`<li><span class="src">${h(p.source)}</span> ${h(p.message, 300)}</li>`);
    out.push('</ul>');
  }
  const notes = [leftOutNote(report), report.redacted ? redactionNote(report) : null].filter((x): x is string => x !== null);
  for (const n of notes) out.push(`<p class="note">${h(n)}</p>`);
  out.push('</body>', '</html>');
  return `${out.join('\n')}\n`;
}
