/**
 * End to end on the recorded samples: for every `samples/**\/<name>.expected.json` (written by
 * `npm run samples` from real SDK runs, with the ground truth known by construction), run the
 * library on its capture and check the named request's outcome / cause / server state, the rule
 * ids that must and must not fire, that every input line is accounted for, and that the only
 * problems listed are the expected ones (the truncated Claude Desktop copy).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze, type AnalyzeOptions } from '../../src/index.js';
import { readInputs, type Report, type ReportRequest } from '../../src/report/contract.js';

const SAMPLES = resolve(dirname(fileURLToPath(import.meta.url)), '../../samples');

interface Expected {
  capture?: string;
  request: string;
  outcome: string;
  cause: string;
  serverState: string;
  rules?: string[];
  notRules?: string[];
  args?: string[];
  /** 1-based capture lines on which a problem must be (and the only ones that may be) listed. */
  problems?: number[];
  note?: string;
}

function expectedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return expectedFiles(p);
      return name.endsWith('.expected.json') ? [p] : [];
    });
}

/** The capture an expected file describes: its `capture` field, else the sibling with the same stem. */
function captureOf(file: string, e: Expected): string {
  if (e.capture) return join(dirname(file), e.capture);
  const stem = file.slice(0, -'.expected.json'.length);
  const base = stem.slice(dirname(file).length + 1);
  const sibling = readdirSync(dirname(file)).find((n) => n.startsWith(`${base}.`) && !n.endsWith('.expected.json'));
  if (!sibling) throw new Error(`${file}: no capture next to it`);
  return join(dirname(file), sibling);
}

/** The CLI-style `args` of an expected file as library options; an unknown flag fails the test. */
function optionsFrom(args: readonly string[]): AnalyzeOptions {
  const o: AnalyzeOptions = {};
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = args[i + 1];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    i += 1;
    if (flag === '--tz') o.tz = value;
    else if (flag === '--timeout') o.timeoutMs = Number(value);
    else if (flag === '--max-total-timeout') o.maxTotalTimeoutMs = Number(value);
    else if (flag === '--input-format') o.inputFormat = value as AnalyzeOptions['inputFormat'];
    else throw new Error(`unknown analyzer argument in expected.json: ${flag}`);
  }
  return o;
}

/** `<session>:<id>` (or a report key) names one request; a bare `<id>` must be unambiguous. */
function findRequest(report: Report, wanted: string): ReportRequest {
  const all = report.requests;
  const byKey = all.filter((r) => r.key === wanted || `${r.session}:${String(r.id)}` === wanted);
  if (byKey.length === 1 && byKey[0]) return byKey[0];
  const byId = all.filter((r) => String(r.id) === wanted);
  const fromClient = byId.filter((r) => r.from === 'client');
  const hits = fromClient.length > 0 ? fromClient : byId;
  if (hits.length !== 1 || !hits[0]) {
    const seen = all.map((r) => r.key).join(', ');
    throw new Error(`request ${wanted}: ${hits.length} matches among [${seen}]`);
  }
  return hits[0];
}

function lineOf(source: string): number {
  const m = /:(\d+)(?:\([^)]*\))?$/.exec(source);
  return m ? Number(m[1]) : NaN;
}

const files = expectedFiles(SAMPLES);

describe('samples from real SDK runs', () => {
  it('there are samples to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const name = relative(SAMPLES, file).replace(/\.expected\.json$/, '');
    it(name, async () => {
      const e = JSON.parse(readFileSync(file, 'utf8')) as Expected;
      const capture = captureOf(file, e);
      const report = await analyze([capture], { ...optionsFrom(e.args ?? []), all: true });
      const why = e.note ? ` — ground truth: ${e.note}` : '';

      // Nothing is lost: every input line is accounted for.
      for (const input of readInputs(report)) {
        const accounted = Object.values(input.lineAccounting).reduce((a, b) => a + b, 0);
        expect(accounted, `${input.path}: lines vs lineAccounting ${JSON.stringify(input.lineAccounting)}`).toBe(input.lines);
      }

      // The only problems are the expected ones, and each expected one is reported.
      const expectedLines = [...new Set(e.problems ?? [])].sort((a, b) => a - b);
      const problemLines = [...new Set(report.problems.map((p) => lineOf(p.source)))].sort((a, b) => a - b);
      expect(problemLines, `problems: ${JSON.stringify(report.problems)}`).toEqual(expectedLines);

      const r = findRequest(report, e.request);
      expect(
        { outcome: r.outcome, cause: r.cause, serverState: r.serverState },
        `request ${e.request} (${r.key}): ${r.summary}${why}`,
      ).toEqual({ outcome: e.outcome, cause: e.cause, serverState: e.serverState });

      // Rules are looked for on the request and on its capture's session-level findings.
      const fired = new Set([...r.findings, ...report.findings].map((f) => f.rule));
      for (const rule of e.rules ?? []) expect(fired.has(rule), `${rule} should fire; fired: [${[...fired].join(', ')}]${why}`).toBe(true);
      for (const rule of e.notRules ?? []) expect(fired.has(rule), `${rule} should not fire${why}`).toBe(false);
    });
  }
});
