/**
 * Real pastes, damaged: each wild-corpus capture (test/wild/cases, the hosts' own grammars) with a few random edits of
 * the kind a truncated, re-pasted or corrupted log shows — a line dropped, doubled, moved, cut short or split, a
 * stretch repeated, a character deleted, a stray byte (NUL, an escape sequence, a lone surrogate, a byte-order mark,
 * JSON punctuation) put in. The synthetic fuzz (analyze.property.test.ts) builds captures from a handful of lines per
 * format; these start from the 700-odd pastes the readers were written for, where a host reader's state machine
 * (joined rows, wrapped bodies, tracebacks, tables) is deepest.
 *
 * The promises checked are the project's, not a verdict: no throw but the contract's InputError, every input line
 * an event, a part, a blank or a problem, no internal error, and every renderer total and terminal-safe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { analyze, FORMATS, InputError, render } from '../../src/index.js';
import { readInputs } from '../../src/report/contract.js';
import { loadCases } from '../wild/check.js';
import { mulberry32 } from '../seeded-rng.js';
import { countLines, TERMINAL_UNSAFE } from './harness.js';

/** Integer draws in [0, n) from mulberry32, so a failing draw is found again from its seed. */
export function seeded(seed: number): (n: number) => number {
  const next = mulberry32(seed);
  return (n: number): number => (next() * n) | 0;
}

const STRAY = ['\u0000', '\u001b[31m', '\u001b]0;x\u0007', '\r', '{', '}', '"', '\\', '\n', ' ', '\t', '\u2028', '\ufeff', '[', ']', ':', '…', '\ud83d\udca5', '\udc00', 'null', '-32001', '#'];

/** One to four edits of `text`, drawn from `rnd`. */
export function damage(text: string, rnd: (n: number) => number): string {
  const lines = text.split('\n');
  const edits = 1 + rnd(4);
  for (let k = 0; k < edits; k++) {
    const i = rnd(Math.max(1, lines.length));
    const l = lines[i] ?? '';
    const at = rnd(l.length + 1);
    switch (rnd(8)) {
      case 0: lines.splice(i, 1); break;
      case 1: lines.splice(i, 0, l); break;
      case 2: { const j = rnd(lines.length); lines[i] = lines[j] ?? ''; lines[j] = l; break; }
      case 3: lines[i] = l.slice(0, at); break;
      case 4: lines[i] = l.slice(0, at) + STRAY[rnd(STRAY.length)] + l.slice(at); break;
      case 5: lines[i] = l.slice(0, at) + l.slice(at + 1 + rnd(20)); break;
      case 6: lines.splice(i, 0, ...lines.slice(rnd(lines.length), undefined).slice(0, 5)); break;
      default: lines[i] = `${l.slice(0, at)}\n${l.slice(at)}`;
    }
  }
  return lines.join('\n');
}

export interface Draw {
  name: string;
  file: string;
  bytes: Buffer;
}

/** Text captures of the corpus (HAR and recorder captures are structured files, fuzzed by their own suites). */
export function textCaptures(): Array<{ name: string; path: string }> {
  const out: Array<{ name: string; path: string }> = [];
  for (const { name, dir, c } of loadCases()) {
    for (const f of c.captures) if (!/\.(?:har|mcpcap(?:\.jsonl)?|gz)$/.test(f)) out.push({ name, path: join(dir, f) });
  }
  return out;
}

/** `count` damaged captures drawn from `seed`: the same seed gives the same draws on the same corpus. */
export function draws(seed: number, count: number): Draw[] {
  const rnd = seeded(seed);
  const all = textCaptures();
  const out: Draw[] = [];
  for (let k = 0; k < count; k++) {
    const { name, path } = all[rnd(all.length)]!;
    out.push({ name, file: path, bytes: Buffer.from(damage(readFileSync(path, 'utf8'), rnd)) });
  }
  return out;
}

/** What broke a promise on one draw, or null. */
export async function brokenPromise(d: Draw): Promise<string | null> {
  let report;
  try {
    report = await analyze(['-'], { stdin: Readable.from([d.bytes]), all: true });
  } catch (e) {
    if (e instanceof InputError && !e.message.includes('\n')) return null;
    return `threw: ${(e as Error).stack?.slice(0, 600) ?? String(e)}`;
  }
  const input = readInputs(report)[0]!;
  const a = input.lineAccounting;
  const lines = countLines(d.bytes);
  if (input.lines !== lines) return `counted ${input.lines} lines of ${lines}`;
  if (a.event + a.part + a.blank + a.problem !== lines) return `accounted ${JSON.stringify(a)} for ${lines} lines`;
  const internal = report.problems.find((p) => p.message.includes('internal error'));
  if (internal) return `internal error: ${internal.message.slice(0, 300)}`;
  for (const f of FORMATS) {
    const out = render(report, f, { color: false, width: 100 });
    if (f === 'json') JSON.parse(out);
    if (f === 'text' && TERMINAL_UNSAFE.test(out)) return 'control characters reached the text report';
  }
  return null;
}
