/**
 * The default, human report for a terminal or a text file. A pure function of the Report:
 * colour only when the caller says so (the CLI decides from the TTY and NO_COLOR/FORCE_COLOR),
 * and every capture-derived string passes through `forText`, so a hostile capture can neither
 * colour, move the cursor, nor forge a line of this report.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import { RECORD_ORDER, type Outcome, type Severity } from '../diagnose/types.js';
import type { Report, ReportFinding, ReportRequest } from './contract.js';
import { forText } from './sanitize.js';
import { humanDuration, relativeSeconds } from './time.js';
import { emptyVerdict, leftOutNote, outcomeTally, redactionNote } from './words.js';
import { displayWidth, padEndDisplay, padStartDisplay } from './display-width.js';
import { messages, type Messages } from '../i18n/index.js';

export interface RenderOptions {
  color: boolean;
  /** Columns available; prose is wrapped to it (default 100). */
  width?: number;
}

/** Problems listed in text before "and N more" (all of them are in --json). */
const MAX_PROBLEMS = 20;

interface Style {
  c: ChalkInstance;
  width: number;
  /** The report's language. */
  m: Messages;
}

function outcomeColour(st: Style, o: Outcome): (s: string) => string {
  switch (o) {
    case 'completed':
      return st.c.green;
    case 'failed':
    case 'lost':
      return st.c.red;
    case 'cancelled':
    case 'abandoned':
      return st.c.yellow;
    case 'pending':
      return st.c.cyan;
  }
}

function severityColour(st: Style, s: Severity): (s: string) => string {
  return s === 'error' ? st.c.red : s === 'warning' ? st.c.yellow : st.c.blue;
}

/** Greedy word wrap by display width (Hangul is two columns); `first` and `rest` are the indents. Never breaks inside a word. */
export function wrap(text: string, width: number, first: string, rest = first): string[] {
  const words = text.split(/ +/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const w of words) {
    if (!empty && displayWidth(line) + 1 + displayWidth(w) > width) {
      lines.push(line);
      line = rest + w;
    } else {
      line += (empty ? '' : ' ') + w;
    }
    empty = false;
  }
  if (!empty || lines.length === 0) lines.push(line);
  return lines;
}

function inputLines(report: Report, st: Style): string[] {
  return report.inputs.map((i) => {
    const m = st.m;
    const facts = [m.report.count(i.lines, 'line'), m.report.count(i.events, 'event'), m.text.unparsed(i.unparsed)];
    if (i.gzip) facts.push(m.text.gzip);
    if (i.zone) facts.push(m.text.times(forText(i.zone), i.zoneAssumed === true));
    return `  ${st.c.bold(forText(i.path))}  ${forText(i.format)}  ${st.c.dim(facts.join(' · '))}`;
  });
}

function headline(r: ReportRequest): string {
  return [forText(r.method), r.target !== null ? forText(r.target) : ''].filter(Boolean).join(' ');
}

function summaryTable(report: Report, st: Style): string {
  const table = new Table({
    head: (({ request, methodTarget, outcome, cause, server, duration }) => [request, methodTarget, outcome, cause, server, duration])(st.m.html.columns).map((h) => st.c.bold(h)),
    // cli-table3 colours headers and borders itself unless told not to; colour is our decision alone.
    style: { head: [], border: [], compact: true },
  });
  for (const r of report.requests) {
    table.push([
      forText(r.key, 40),
      forText(headline(r), 40),
      outcomeColour(st, r.outcome)(r.outcome),
      r.cause,
      r.serverState,
      humanDuration(r.durationMs),
    ]);
  }
  return table.toString();
}

function findingLine(f: ReportFinding, st: Style, indent: string): string[] {
  const sev = severityColour(st, f.severity)(f.severity.padEnd(7));
  const where = f.source !== null ? st.c.dim(`  (${forText(f.source)})`) : '';
  const head = `${indent}${sev} ${st.c.bold(forText(f.rule))}`;
  const body = wrap(forText(f.message), st.width, `${indent}        `);
  return [head, ...body.slice(0, -1), `${body[body.length - 1] ?? ''}${where}`];
}

function requestBlock(r: ReportRequest, st: Style): string[] {
  const out: string[] = [];
  const m = st.m;
  const oc = outcomeColour(st, r.outcome);
  out.push(
    `${st.c.bold(`━━ ${forText(r.key)}`)}  ${st.c.bold(headline(r))}  ${oc(`${r.outcome} / ${r.cause}`)}  ${st.c.dim(m.text.confidence(r.confidence))}`,
  );
  const facts = [
    m.text.from(r.from),
    r.protocolVersion !== null ? m.text.mcp(forText(r.protocolVersion)) : m.text.mcpUnknown,
    r.transport ?? m.text.transportUnknown,
    r.startedAt !== null ? m.text.started(r.startedAt) : m.text.startUnknown,
    r.durationMs !== null ? m.text.lasted(humanDuration(r.durationMs)) : null,
    m.text.serverState(r.serverState),
  ].filter((x): x is string => x !== null);
  out.push(st.c.dim(`   ${facts.join(' · ')}`));
  out.push(...wrap(forText(r.summary), st.width, '   '));

  if (r.timeline.length > 0) {
    out.push('', st.c.bold(`   ${m.html.timeline}`));
    const rel = r.timeline.map((e) => relativeSeconds(e.offsetMs));
    const relWidth = Math.max(...rel.map((s) => displayWidth(s)));
    const kindWidth = Math.max(...r.timeline.map((e) => displayWidth(e.kind)));
    const details = r.timeline.map((e) => forText(e.detail, 160));
    const detailWidth = Math.min(Math.max(...details.map((d) => displayWidth(d))), 72);
    r.timeline.forEach((e, i) => {
      out.push(
        `     ${padStartDisplay(rel[i] ?? '?', relWidth)}  ${padEndDisplay(e.kind, kindWidth)}  ${padEndDisplay(details[i] ?? '', detailWidth)}  ${st.c.dim(forText(e.source))}`.trimEnd(),
      );
    });
  }

  if (r.evidence.length > 0) {
    out.push('', st.c.bold(`   ${m.html.evidence}`));
    for (const e of r.evidence) out.push(`     ${st.c.dim(forText(e.source))}  ${forText(e.note)}`);
  }

  if (r.findings.length > 0) {
    out.push('', st.c.bold(`   ${m.html.findings}`));
    for (const f of r.findings) out.push(...findingLine(f, st, '     '));
  }

  out.push('', st.c.bold(`   ${m.html.incidentRecord}`));
  const labelWidth = Math.max(...RECORD_ORDER.map((k) => displayWidth(r.record[k]?.label ?? '')));
  for (const k of RECORD_ORDER) {
    const f = r.record[k];
    if (!f) continue;
    const value = f.known ? forText(f.value) : st.c.dim(forText(f.value));
    const where = f.source !== null ? st.c.dim(`  (${forText(f.source)})`) : '';
    out.push(`     ${padEndDisplay(`${forText(f.label)}:`, labelWidth + 1)}  ${value}${where}`);
  }

  if (r.nextSteps.length > 0) {
    out.push('', st.c.bold(`   ${m.html.nextSteps}`));
    r.nextSteps.forEach((step, i) => {
      const n = `${i + 1}.`;
      out.push(...wrap(forText(step), st.width, `     ${n} `, `     ${' '.repeat(n.length)} `));
    });
  }
  return out;
}

export function renderText(report: Report, opts: RenderOptions): string {
  const m = messages(report.lang);
  const st: Style = { c: new Chalk({ level: opts.color ? 1 : 0 }), width: Math.max(40, opts.width ?? 100), m };
  const s = report.summary;
  const out: string[] = [];

  const tally = outcomeTally(report);
  out.push(
    `${st.c.bold(`mcp-triage ${forText(report.tool.version)}`)} · ${m.report.count(report.inputs.length, 'input')} · ${m.report.count(s.sessions, 'session')} · ${m.report.count(s.requests, 'request')}${tally ? `: ${tally}` : ''}`,
  );
  out.push(...inputLines(report, st));
  out.push('');

  const verdict = emptyVerdict(report);
  if (verdict !== null) {
    out.push(...wrap(verdict, st.width, ''));
  } else {
    if (report.requests.length > 1) out.push(summaryTable(report, st), '');
    report.requests.forEach((r, i) => {
      if (i > 0) out.push('');
      out.push(...requestBlock(r, st));
    });
  }

  if (report.findings.length > 0) {
    out.push('', st.c.bold(m.html.findingsOutside));
    for (const f of report.findings) out.push(...findingLine(f, st, '  '));
  }

  if (report.problems.length > 0) {
    out.push('', st.c.bold(m.text.problems(report.problems.length)));
    for (const p of report.problems.slice(0, MAX_PROBLEMS)) {
      out.push(`  ${st.c.dim(forText(p.source))}  ${forText(p.message, 300)}`);
    }
    if (report.problems.length > MAX_PROBLEMS) {
      out.push(st.c.dim(`  ${m.text.moreProblems(report.problems.length - MAX_PROBLEMS)}`));
    }
  }

  const leftOut = leftOutNote(report);
  const notes = [leftOut, report.redacted ? redactionNote(report) : null].filter((x): x is string => x !== null);
  if (notes.length > 0) {
    out.push('');
    for (const n of notes) out.push(...wrap(n, st.width, '').map((l) => st.c.dim(l)));
  }
  return `${out.join('\n')}\n`;
}
