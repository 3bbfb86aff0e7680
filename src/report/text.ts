/**
 * The default, human report for a terminal or a text file. A pure function of the Report:
 * colour only when the caller says so (the CLI decides from the TTY and NO_COLOR/FORCE_COLOR),
 * and every capture-derived string passes through `forText`, so a hostile capture can neither
 * colour, move the cursor, nor forge a line of this report.
 */
import { mergeFact } from './merged.js';
import { Chalk, type ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import { RECORD_ORDER, type Outcome, type Severity } from '../diagnose/types.js';
import { isSkippedInput, type Report, type ReportFinding, type ReportRequest } from './contract.js';
import { InputNames } from './names.js';
import { omittedSentence } from './runs.js';
import { forText } from './sanitize.js';
import { durationText, relativeSeconds } from './time.js';
import { emptyVerdict, leftOutNote, outcomeTally, redactionNote, rollUp, ruleDoc, skippedNote } from './words.js';
import { displayWidth, padEndDisplay } from './display-width.js';
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
  names: InputNames;
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

// eslint-disable-next-line no-control-regex
const SGR = /\u001b\[[0-9;]*m/g;

/** Columns a string takes on a terminal: its SGR colour codes take none (all other controls are gone, forText). */
export function visibleLength(s: string): number {
  return displayWidth(s.includes('\u001b') ? s.replace(SGR, '') : s);
}

/**
 * Greedy wrap of `tokens` (already styled; a token may hold spaces, e.g. a `name:line` source, and is never
 * split); `first` and `rest` are the indents. A token longer than the line stays whole on a line of its own.
 * A token with a leading space is set two spaces from the one before (a column gap), and without it at the
 * start of a line.
 */
export function wrapTokens(tokens: readonly string[], width: number, first: string, rest = first): string[] {
  const lines: string[] = [];
  let line = first;
  let len = visibleLength(first);
  let empty = true;
  const restLen = visibleLength(rest);
  for (const token of tokens) {
    if (token.trim().length === 0) continue;
    // A token no line can hold (a long path, a stack frame) is cut after a `/`, `(`, `.`…, never inside a word.
    const parts = visibleLength(token) > width - restLen ? splitLong(token, Math.max(10, width - restLen)) : [token];
    for (const [i, w] of parts.entries()) {
      if (i > 0) {
        lines.push(line);
        line = rest + w;
        len = restLen + visibleLength(w);
        continue;
      }
      place(w);
    }
  }
  function place(w: string): void {
    const wl = visibleLength(w);
    if (!empty && len + 1 + wl > width) {
      lines.push(line);
      const bare = w.replace(/^ +/, '');
      line = rest + bare;
      len = visibleLength(rest) + visibleLength(bare);
    } else {
      line += (empty ? '' : ' ') + w;
      len += (empty ? 0 : 1) + wl;
    }
    empty = false;
  }
  if (!empty || lines.length === 0) lines.push(line);
  return lines;
}

const BREAK_AFTER = new Set(['/', '\\', '(', '.', ',', ';', ':', '[', '?', '&', '=']);
/** Where an identifier with none of the above may still be cut (`<uuid>_<ms>_<rand>` event ids): between its parts. */
const BREAK_AFTER_ID = new Set(['-', '_']);

/** `token` in pieces of at most `max` columns, each ending at a break character; whole when it has none. Keeps its style. */
function splitLong(token: string, max: number): string[] {
  // eslint-disable-next-line no-control-regex
  const m = /^( ?)((?:\u001b\[[0-9;]*m)*)(.*?)((?:\u001b\[[0-9;]*m)*)$/s.exec(token);
  const [, lead = '', open = '', text = '', close = ''] = m ?? [];
  if (text.includes('\u001b')) return [token];
  const out: string[] = [];
  let s = text;
  while (s.length > max) {
    let cut = -1;
    for (const set of [BREAK_AFTER, BREAK_AFTER_ID]) {
      for (let i = max; i > max / 3; i--) {
        if (set.has(s[i - 1]!)) {
          cut = i;
          break;
        }
      }
      if (cut >= 0) break;
    }
    if (cut < 0) break;
    out.push(s.slice(0, cut));
    s = s.slice(cut);
  }
  out.push(s);
  return out.map((p, i) => `${i === 0 ? lead : ''}${open}${p}${close}`);
}

/** Greedy word wrap; `first` and `rest` are the indents. Never breaks inside a word. */
export function wrap(text: string, width: number, first: string, rest = first): string[] {
  return wrapTokens(text.split(/ +/), width, first, rest);
}

/** Words of a plain string, each styled alone (so a wrapped line never carries an unclosed colour). */
function words(text: string, style: (s: string) => string = (s) => s): string[] {
  return text
    .split(/ +/)
    .filter((w) => w.length > 0)
    .map((w) => style(w));
}

/** The same words, set two spaces from what comes before them. */
function gap(ws: string[]): string[] {
  return ws.length === 0 ? ws : [` ${ws[0]}`, ...ws.slice(1)];
}

function inputLines(report: Report, st: Style): string[] {
  return report.inputs.flatMap((i) => {
    if (isSkippedInput(i)) return wrapTokens([st.c.bold(forText(i.path)), ...gap(words(forText(skippedNote(i.skipped)), st.c.dim))], st.width, '  ', '      ');
    const name = st.names.name(i.path);
    const m = st.m;
    const facts = [forText(i.format), m.report.count(i.lines, 'line'), m.report.count(i.events, 'event'), m.text.unparsed(i.unparsed)];
    if (i.gzip) facts.push(m.text.gzip);
    if (i.zone) facts.push(m.text.times(forText(i.zone), i.zoneAssumed === true));
    const merged = mergeFact(i);
    if (merged !== null) facts.push(forText(st.names.prose(merged)));
    // Each input named once, with its path when the name is shorter; every source below is `name:line`.
    const head = [st.c.bold(forText(name)), ...(name !== i.path ? [` ${forText(i.path)}`] : [])];
    // Each fact one token, its separator after it: a wrap falls between facts, never inside one ("13 events").
    const rest = facts.map((f, k) => st.c.dim(k < facts.length - 1 ? `${f} ·` : f));
    return wrapTokens([...head, ...(rest.length > 0 ? [` ${rest[0]}`, ...rest.slice(1)] : [])], st.width, '  ', '      ');
  });
}

function headline(r: ReportRequest): string {
  return [forText(r.method), r.target !== null ? forText(r.target) : ''].filter(Boolean).join(' ');
}

function summaryTable(report: Report, st: Style): string {
  const rows = report.requests.map((r) => [forText(r.key, 40), forText(headline(r), 40), r.outcome, r.cause, r.serverState, durationText(r.durationMs)]);
  const c = st.m.html.columns;
  const head = [c.request, c.methodTarget, c.outcome, c.cause, c.server, c.duration];
  // Cells keep the contract's words (outcome, cause) and the formatter's English units in every language.
  // Widths are display columns (a Korean header is twice its length): cli-table3 measures cells the same way.
  // Each column as wide as its widest cell (+2 padding); past the width, the method column shrinks first, then
  // the key column, and their cells wrap at word boundaries (cli-table3 wordWrap).
  const widths = head.map((h, c) => Math.max(displayWidth(h), ...rows.map((row) => displayWidth(row[c]!))) + 2);
  let over = widths.reduce((a, b) => a + b, 0) + widths.length + 1 - st.width;
  // The wider of the key and method columns gives a column first, then the cause column.
  const MIN = [12, 14, 0, 12];
  while (over > 0) {
    const c = [0, 1, 3].filter((i) => widths[i]! > MIN[i]!).sort((a, b) => widths[b]! - widths[a]!)[0];
    if (c === undefined) break;
    widths[c]!--;
    over--;
  }
  const table = new Table({
    head: head.map((h) => st.c.bold(h)),
    colWidths: widths,
    wordWrap: true,
    // cli-table3 colours headers and borders itself unless told not to; colour is our decision alone.
    style: { head: [], border: [], compact: true },
  });
  for (const [i, r] of report.requests.entries()) {
    const row = rows[i]!;
    table.push([row[0]!, row[1]!, outcomeColour(st, r.outcome)(r.outcome), row[3]!, row[4]!, row[5]!]);
  }
  return table.toString();
}

function findingLine(f: ReportFinding, st: Style, indent: string): string[] {
  const sev = severityColour(st, f.severity)(f.severity.padEnd(7));
  const doc = ruleDoc(f.rule);
  // The rule's page beside its id when it fits the width, else under it.
  const head = wrapTokens([`${sev} ${st.c.bold(forText(f.rule))}`, ...(doc !== null ? [` ${st.c.dim(doc)}`] : [])], st.width, indent, `${indent}        `);
  const where = f.source !== null ? [` ${st.c.dim(`(${forText(st.names.source(f.source))})`)}`] : [];
  return [...head, ...wrapTokens([...words(forText(st.names.prose(f.message))), ...where], st.width, `${indent}        `)];
}

function timelineLines(r: ReportRequest, st: Style): string[] {
  const out: string[] = [];
  const rel = r.timeline.map((e) => relativeSeconds(e.offsetMs));
  const relWidth = Math.max(...rel.map((s) => s.length));
  const kindWidth = Math.max(...r.timeline.map((e) => e.kind.length));
  // Several captures of one incident: every capture line that saw the event (`a:8 = b:7`).
  const sources = r.timeline.map((e) => forText((e.sources ?? [e.source]).map((x) => st.names.source(x)).join(' = ')));
  const srcWidth = Math.max(...sources.map((s) => s.length));
  const details = r.timeline.map((e) => forText(e.detail, 160));
  const lead = 5 + relWidth + 2 + kindWidth + 2;
  // The detail column takes what the width leaves beside the source column; too little, and the source goes
  // under the detail instead (it is never cut or wrapped).
  const room = st.width - lead - 2 - srcWidth;
  const beside = room >= 20;
  const detailWidth = beside ? Math.min(Math.max(...details.map((d) => d.length)), room) : st.width - lead;
  const pad = ' '.repeat(lead);
  r.timeline.forEach((e, i) => {
    if (e.omitted) out.push(...wrap(`… ${omittedSentence(e.omitted)}`, st.width, pad).map((l) => st.c.dim(l)));
    const first = `     ${(rel[i] ?? '?').padStart(relWidth)}  ${e.kind.padEnd(kindWidth)}  `;
    const lines = wrap(details[i] ?? '', lead + detailWidth, first, pad);
    const source = sources[i] ?? '';
    if (beside) {
      out.push(`${lines[0]!.padEnd(lead + detailWidth)}  ${st.c.dim(source)}`);
      out.push(...lines.slice(1));
    } else {
      // Under the detail, moved left as far as a long source (a HAR pointer) needs to fit.
      const at = Math.max(5, Math.min(lead, st.width - source.length));
      out.push(...lines, ...wrapTokens([st.c.dim(source)], st.width, ' '.repeat(at)));
    }
  });
  return out;
}

function recordLines(r: ReportRequest, st: Style): string[] {
  const out: string[] = [];
  // Display columns: a Korean label is twice as wide as its length (display-width.ts).
  const labelWidth = Math.max(...RECORD_ORDER.map((k) => displayWidth(r.record[k]?.label ?? ''))) + 1;
  // Values beside their labels when that leaves them room; else each value under its label.
  const valueAt = 5 + labelWidth + 2;
  const beside = st.width - valueAt >= 36;
  for (const k of RECORD_ORDER) {
    const f = r.record[k];
    if (!f) continue;
    const value = words(forText(st.names.prose(f.value)), f.known ? undefined : st.c.dim);
    const where = f.source !== null ? [` ${st.c.dim(`(${forText(st.names.source(f.source))})`)}`] : [];
    const label = `     ${padEndDisplay(`${forText(f.label)}:`, labelWidth)}  `;
    if (beside) out.push(...wrapTokens([...value, ...where], st.width, label, ' '.repeat(valueAt)));
    else out.push(label.trimEnd(), ...wrapTokens([...value, ...where], st.width, '       '));
  }
  return out;
}

function requestBlock(r: ReportRequest, st: Style): string[] {
  const out: string[] = [];
  const oc = outcomeColour(st, r.outcome);
  out.push(
    ...wrapTokens(
      [st.c.bold(`━━ ${forText(r.key)}`), ...gap(words(headline(r), st.c.bold)), ` ${oc(`${r.outcome} / ${r.cause}`)}`, ` ${st.c.dim(st.m.text.confidence(r.confidence))}`],
      st.width,
      '',
      '   ',
    ),
  );
  const m = st.m;
  const facts = [
    m.text.from(r.from),
    r.protocolVersion !== null ? m.text.mcp(forText(r.protocolVersion)) : m.text.mcpUnknown,
    r.transport ?? m.text.transportUnknown,
    r.startedAt !== null ? m.text.started(r.startedAt) : m.text.startUnknown,
    r.durationMs !== null ? m.text.lasted(m.duration(r.durationMs)) : null,
    m.text.serverState(r.serverState),
  ].filter((x): x is string => x !== null);
  out.push(...wrapTokens(words(facts.join(' · '), st.c.dim), st.width, '   '));
  out.push(...wrap(forText(st.names.prose(r.summary)), st.width, '   '));

  if (r.timeline.length > 0) out.push('', st.c.bold(`   ${m.html.timeline}`), ...timelineLines(r, st));

  if (r.evidence.length > 0) {
    out.push('', st.c.bold(`   ${m.html.evidence}`));
    for (const e of r.evidence) {
      out.push(...wrapTokens([st.c.dim(forText(st.names.source(e.source))), ...gap(words(forText(st.names.prose(e.note))))], st.width, '     ', '       '));
    }
  }

  if (r.findings.length > 0) {
    out.push('', st.c.bold(`   ${m.html.findings}`));
    for (const f of r.findings) out.push(...findingLine(f, st, '     '));
  }

  out.push('', st.c.bold(`   ${m.html.incidentRecord}`), ...recordLines(r, st));

  if (r.nextSteps.length > 0) {
    out.push('', st.c.bold(`   ${m.html.nextSteps}`));
    r.nextSteps.forEach((step, i) => {
      const n = `${i + 1}.`;
      out.push(...wrap(forText(st.names.prose(step)), st.width, `     ${n} `, `     ${' '.repeat(n.length)} `));
    });
  }
  return out;
}

/** The roll-up (summary.byCause, byRule, byServer), when there is more than one request or any finding. */
function rollUpLines(report: Report, st: Style): string[] {
  return rollUp(report).flatMap(({ label, items }) => {
    // Each item one token: a count never lands on the line after its name.
    const tokens = items.map((it, i) => `${forText(it.name)} ${it.count}${i < items.length - 1 ? ',' : ''}`);
    return wrapTokens([st.c.bold(`${label}:`), ...tokens], st.width, '  ', '    ');
  });
}

export function renderText(report: Report, opts: RenderOptions): string {
  const st: Style = { c: new Chalk({ level: opts.color ? 1 : 0 }), width: Math.max(40, opts.width ?? 100), names: InputNames.of(report), m: messages(report.lang) };
  const s = report.summary;
  const out: string[] = [];

  const tally = outcomeTally(report);
  out.push(
    ...wrapTokens(
      [st.c.bold(`mcp-triage ${forText(report.tool.version)}`), ...words(`· ${st.m.report.count(report.inputs.length, 'input')} · ${st.m.report.count(s.sessions, 'session')} · ${st.m.report.count(s.requests, 'request')}${tally ? `: ${tally}` : ''}`)],
      st.width,
      '',
      '  ',
    ),
  );
  out.push(...inputLines(report, st));
  const roll = rollUpLines(report, st);
  if (roll.length > 0) out.push('', ...roll);
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
    out.push('', st.c.bold(st.m.html.findingsOutside));
    for (const f of report.findings) out.push(...findingLine(f, st, '  '));
  }

  if (report.problems.length > 0) {
    out.push('', ...wrap(st.m.text.problems(report.problems.length), st.width, '').map((l) => st.c.bold(l)));
    for (const p of report.problems.slice(0, MAX_PROBLEMS)) {
      out.push(...wrapTokens([st.c.dim(forText(st.names.source(p.source))), ...gap(words(forText(st.names.prose(p.message), 300)))], st.width, '  ', '    '));
    }
    if (report.problems.length > MAX_PROBLEMS) {
      out.push(st.c.dim(`  ${st.m.text.moreProblems(report.problems.length - MAX_PROBLEMS)}`));
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
