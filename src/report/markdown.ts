/**
 * A block to paste into a GitHub issue (issue 11, item 8): the counts and the roll-up, a summary table of the
 * requests, then each request's details in a `<details>` block (the incident record as a two-column table, the
 * timeline as a table, evidence, findings and next steps as lists, its Mermaid sequence diagram), so the page
 * stays short until a reader opens a request.
 *
 * GitHub refuses an issue or comment body over 65,536 characters. The report is cut to `maxChars` (that limit
 * by default) in a fixed order, and says what it left out: first the diagrams and details of requests that
 * completed normally (listed with --all), then the diagrams of the others, last, their details, from the end.
 * Every request keeps its row in the summary table.
 *
 * Every capture-derived string passes through `forMarkdown` (no code spans for them: a backtick in a capture
 * would end one), or `forHtml` inside the `<summary>` line (HTML there), so hostile text cannot break a table,
 * add a heading, inject HTML or mention people.
 */
import { RECORD_ORDER } from '../diagnose/types.js';
import { isSkippedInput, type Report, type ReportFinding, type ReportRequest } from './contract.js';
import { sequenceBlock } from './mermaid.js';
import { InputNames } from './names.js';
import { omittedSentence } from './runs.js';
import { forHtml, forMarkdown as md } from './sanitize.js';
import { isIncident } from './select.js';
import { durationText, relativeSeconds } from './time.js';
import { emptyVerdict, leftOutNote, outcomeTally, plural, redactionNote, rollUp, ruleDoc, skippedNote } from './words.js';
import { messages, type Messages } from '../i18n/index.js';

/** What GitHub accepts in an issue or comment body. */
export const GITHUB_BODY_LIMIT = 65_536;

/** Rows of the summary table, and inputs listed, before "and N more" (a report of thousands of incidents still fits). */
const MAX_TABLE_ROWS = 300;
const MAX_INPUTS = 50;

export interface MarkdownOptions {
  /** Longest report, in UTF-16 code units (what GitHub counts); default GITHUB_BODY_LIMIT. */
  maxChars?: number;
}

/** Identifiers we wrote ourselves (rule ids, vocabulary values) may go in code spans; anything else is escaped. */
function code(s: string): string {
  return /^[A-Za-z0-9._:/#+-]+$/.test(s) ? `\`${s}\`` : md(s);
}

/** For the HTML of a `<summary>` line: entities, and no @-mention. */
function html(s: string, max?: number): string {
  return forHtml(s, max).replace(/@/g, '@\u2060');
}

function finding(f: ReportFinding, names: InputNames): string {
  const where = f.source !== null ? ` (${md(names.source(f.source))})` : '';
  const doc = ruleDoc(f.rule);
  const rule = doc !== null ? `[${code(f.rule)}](${doc})` : code(f.rule);
  return `- **${f.severity}** ${rule}: ${md(names.prose(f.message))}${where}`;
}

function title(r: ReportRequest): string {
  return [r.method, r.target].filter((x): x is string => x !== null).join(' ');
}

/** The body of a request's `<details>`, without its diagram. */
function requestBody(r: ReportRequest, names: InputNames, m: Messages): string[] {
  const out: string[] = [];
  out.push(`${md(names.prose(r.summary))} ${m.html.confidence(`**${r.confidence}**`, `**${r.serverState}**`)}`, '');

  out.push(`| ${m.markdown.field} | ${m.markdown.value} |`, '|---|---|');
  for (const k of RECORD_ORDER) {
    const f = r.record[k];
    if (!f) continue;
    const value = f.known ? md(names.prose(f.value)) : `_${md(names.prose(f.value))}_`;
    const where = f.source !== null ? ` (${md(names.source(f.source))})` : '';
    out.push(`| ${md(f.label)} | ${value}${where} |`);
  }
  out.push('');

  if (r.timeline.length > 0) {
    out.push(
      `**${m.html.timeline}** (from ${r.startedAt !== null ? md(r.startedAt) : 'an unknown start time'}${r.durationMs !== null ? `, ${m.duration(r.durationMs)}` : ''})`,
      '',
      '| Time | Event | Detail | Source |',
      '|---:|---|---|---|',
    );
    for (const e of r.timeline) {
      if (e.omitted) out.push(`| … | omitted | _${md(omittedSentence(e.omitted))}_ | |`);
      out.push(`| ${relativeSeconds(e.offsetMs)} | ${md(e.kind)} | ${md(e.detail, 300)} | ${md(names.source(e.source))} |`);
    }
    out.push('');
  }

  if (r.evidence.length > 0) {
    out.push(`**${m.html.evidence}**`, '');
    for (const e of r.evidence) out.push(`- ${md(names.source(e.source))}: ${md(names.prose(e.note))}`);
    out.push('');
  }

  if (r.findings.length > 0) {
    out.push(`**${m.html.findings}**`, '');
    for (const f of r.findings) out.push(finding(f, names));
    out.push('');
  }

  if (r.nextSteps.length > 0) {
    out.push(`**${m.html.nextSteps}**`, '');
    r.nextSteps.forEach((s, i) => out.push(`${i + 1}. ${md(names.prose(s))}`));
    out.push('');
  }
  return out;
}

/** One request as its pieces, so the cut can drop the diagram or the body and know the cost of each. */
interface Piece {
  r: ReportRequest;
  incident: boolean;
  open: string;
  body: string;
  diagram: string;
  close: string;
  showBody: boolean;
  showDiagram: boolean;
}

function piece(r: ReportRequest, names: InputNames, m: Messages): Piece {
  const summary = `<b>${html(r.key, 80)}</b> ${html(title(r), 120)}: ${r.outcome} (${r.cause})`;
  return {
    r,
    incident: isIncident(r, r.method),
    // A blank line after </summary>: GitHub renders the markdown inside only then.
    open: `<details><summary>${summary}</summary>\n\n`,
    body: `${requestBody(r, names, m).join('\n')}\n`,
    diagram: `${[`**${m.markdown.sequenceDiagram}**`, '', ...sequenceBlock(r)].join('\n')}\n\n`,
    close: '</details>\n\n',
    showBody: true,
    showDiagram: true,
  };
}

function pieceText(p: Piece): string {
  if (!p.showBody) return '';
  return `${p.open}${p.body}${p.showDiagram ? p.diagram : ''}${p.close}`;
}

function head(report: Report, names: InputNames, maxRows = MAX_TABLE_ROWS): string[] {
  const s = report.summary;
  const out: string[] = [];
  out.push(`## MCP incident report (mcp-triage ${md(report.tool.version)})`, '');
  const tally = outcomeTally(report);
  out.push(`${plural(report.inputs.length, 'input')}, ${plural(s.sessions, 'session')}, ${plural(s.requests, 'request')}${tally ? ` (${tally})` : ''}.`, '');
  for (const i of report.inputs.slice(0, MAX_INPUTS)) {
    if (isSkippedInput(i)) {
      out.push(`- ${md(i.path)}: ${md(skippedNote(i.skipped))}`);
      continue;
    }
    const zone = i.zone ? `, times in ${md(i.zone)}${i.zoneAssumed ? ' (assumed)' : ''}` : '';
    const name = names.name(i.path);
    const path = name !== i.path ? ` (${md(i.path)})` : '';
    out.push(`- ${md(name)}${path}: ${md(i.format)}, ${plural(i.lines, 'line')}, ${plural(i.events, 'event')}, ${i.unparsed} unparsed${zone}`);
  }
  if (report.inputs.length > MAX_INPUTS) out.push(`- and ${report.inputs.length - MAX_INPUTS} more inputs (see the JSON report)`);
  out.push('');
  const roll = rollUp(report);
  for (const { kind, label, items } of roll) {
    const list = items.map((it) => `${kind === 'server' ? md(it.name) : code(it.name)} ${it.count}`).join(', ');
    out.push(`- **${label}:** ${list}`);
  }
  if (roll.length > 0) out.push('');

  const verdict = emptyVerdict(report);
  if (verdict !== null) out.push(md(verdict), '');
  if (report.requests.length > 0) {
    out.push('| Request | Method / target | Outcome | Cause | Server | Duration | Findings |', '|---|---|---|---|---|---:|---|');
    for (const r of report.requests.slice(0, maxRows)) {
      const rules = [...new Set(r.findings.map((f) => f.rule))].map(code).join(', ');
      out.push(`| ${md(r.key)} | ${md(title(r), 80)} | **${r.outcome}** | ${r.cause} | ${r.serverState} | ${durationText(r.durationMs)} | ${rules} |`);
    }
    if (report.requests.length > maxRows) out.push(`| _and ${report.requests.length - maxRows} more_ | | | | | | |`);
    out.push('');
  }
  return out;
}

function tail(report: Report, names: InputNames): string[] {
  const out: string[] = [];
  if (report.findings.length > 0) {
    out.push(`### ${messages(report.lang).html.findingsOutside}`, '');
    for (const f of report.findings) out.push(finding(f, names));
    out.push('');
  }
  if (report.problems.length > 0) {
    out.push(`### Problems (${report.problems.length})`, '');
    for (const p of report.problems.slice(0, 50)) out.push(`- ${md(names.source(p.source))}: ${md(names.prose(p.message), 300)}`);
    if (report.problems.length > 50) out.push(`- and ${report.problems.length - 50} more (see the JSON report)`);
    out.push('');
  }
  const notes = [leftOutNote(report), report.redacted ? redactionNote(report) : null].filter((x): x is string => x !== null);
  for (const n of notes) out.push(`_${md(n)}_`, '');
  return out;
}

/** What the cut left out, in one sentence, or null. */
function cutNote(pieces: Piece[], limit: number): string | null {
  const noDiagram = pieces.filter((p) => p.showBody && !p.showDiagram).length;
  const noBody = pieces.filter((p) => !p.showBody);
  if (noDiagram === 0 && noBody.length === 0) return null;
  const parts: string[] = [];
  if (noBody.length > 0) {
    const keys = noBody.slice(0, 20).map((p) => p.r.key);
    const more = noBody.length > keys.length ? ` and ${noBody.length - keys.length} more` : '';
    parts.push(`the details of ${plural(noBody.length, 'request')} (${keys.join(', ')}${more}; each keeps its row in the table above)`);
  }
  if (noDiagram > 0) parts.push(`the sequence diagrams of ${plural(noDiagram, 'other request')}`);
  return `Cut to fit GitHub's limit of ${limit.toLocaleString('en-US')} characters: left out ${parts.join(', and ')}. The whole report: --format html or --format json, or --request <key> for one request.`;
}

export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const limit = opts.maxChars ?? GITHUB_BODY_LIMIT;
  const names = InputNames.of(report);
  let top = `${head(report, names).join('\n')}\n`;
  const bottom = tail(report, names).join('\n');
  const m = messages(report.lang);
  const pieces = report.requests.map((r) => piece(r, names, m));

  // Longest possible note, so that adding it can never push the report back over the limit.
  const noteRoom = 600 + 20 * 60;
  const size = (): number => top.length + bottom.length + pieces.reduce((n, p) => n + pieceText(p).length, 0) + 2;
  if (size() > limit) {
    const budget = limit - noteRoom;
    // Least wanted first: what completed normally (only listed with --all), from the end; then the incidents'.
    const order = [...pieces.filter((p) => !p.incident).reverse(), ...pieces.filter((p) => p.incident).reverse()];
    const steps: Array<(p: Piece) => void> = [
      (p) => {
        if (!p.incident) p.showDiagram = false;
      },
      (p) => {
        if (!p.incident) p.showBody = false;
      },
      (p) => {
        p.showDiagram = false;
      },
      (p) => {
        p.showBody = false;
      },
    ];
    let total = size();
    outer: for (const step of steps) {
      for (const p of order) {
        if (total <= budget) break outer;
        const before = pieceText(p).length;
        step(p);
        total += pieceText(p).length - before;
      }
    }
    // Every request's details gone and still too long: the summary table itself gets shorter.
    for (let rows = Math.min(MAX_TABLE_ROWS, report.requests.length); total > budget && rows > 0; ) {
      rows = Math.floor(rows / 2);
      top = `${head(report, names, rows).join('\n')}\n`;
      total = size();
    }
  }

  const note = cutNote(pieces, limit);
  const out = [top, ...pieces.map(pieceText), bottom, note !== null ? `\n_${md(note)}_\n` : ''].join('');
  return `${out.trimEnd()}\n`;
}
