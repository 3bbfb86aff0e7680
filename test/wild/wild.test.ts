/**
 * The wild corpus (issue 10): incidents reconstructed from logs pasted in public bug reports,
 * each with the thread it came from and the expectation written from what the thread
 * established, before the tool read it (test/wild/README.md). Every case runs; a case the tool
 * does not get right yet carries `knownFailure` (why) and is expected to fail, so fixing it is
 * noticed. The corpus as a whole must pass at ≥ 90 %.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze, type AnalyzeOptions } from '../../src/index.js';
import type { Report, ReportRequest } from '../../src/report/contract.js';

const CASES = resolve(dirname(fileURLToPath(import.meta.url)), 'cases');

interface ExpectedRequest {
  method: string;
  target?: string | null;
  id?: string | number | null;
  outcome: string;
  cause: string;
  serverState: string;
  basis?: string;
  confidence?: string;
  durationMs?: number | null;
  rules?: string[];
}

interface WildCase {
  thread: string;
  url?: string;
  host: string;
  established: string;
  captures: string[];
  options?: { tz?: string; all?: boolean; timeoutMs?: number };
  expect: { host?: string; requests: ExpectedRequest[]; exactly?: boolean; forbidRules?: string[] };
  knownFailure?: string;
}

export function loadCases(): Array<{ name: string; dir: string; c: WildCase }> {
  if (!existsSync(CASES)) return [];
  return readdirSync(CASES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const dir = join(CASES, name);
      return { name, dir, c: JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as WildCase };
    });
}

function matches(r: ReportRequest, e: ExpectedRequest): boolean {
  if (r.method !== e.method) return false;
  if (e.target !== undefined && r.target !== e.target) return false;
  if (e.id !== undefined && (r.id as unknown) !== e.id) return false;
  return true;
}

/** What is wrong with `report` against the case, one line per mismatch; empty when it passes. */
export function check(report: Report, c: WildCase): string[] {
  const wrong: string[] = [];
  const want = c.expect.host ?? c.host;
  const hosts = report.inputs.map((i) => (i as { host?: string }).host);
  if (!hosts.includes(want)) wrong.push(`host: want ${want}, got ${hosts.join(', ')}`);
  const taken = new Set<ReportRequest>();
  for (const e of c.expect.requests) {
    const candidates = report.requests.filter((r) => !taken.has(r) && matches(r, e));
    const full = candidates.find((r) => fieldsWrong(r, e).length === 0);
    const r = full ?? candidates[0];
    if (r === undefined) {
      wrong.push(`no request ${e.method}${e.target ? ` ${e.target}` : ''} among [${report.requests.map((x) => `${x.method} ${x.target ?? ''} ${x.outcome}/${x.cause}`).join('; ')}]`);
      continue;
    }
    taken.add(r);
    wrong.push(...fieldsWrong(r, e).map((w) => `${r.key}: ${w}`));
  }
  if (c.expect.exactly && report.requests.length !== c.expect.requests.length) {
    const extra = report.requests.filter((r) => !taken.has(r)).map((r) => `${r.key} ${r.method} ${r.outcome}/${r.cause}`);
    wrong.push(`exactly ${c.expect.requests.length} requests wanted, got ${report.requests.length} (extra: ${extra.join('; ')})`);
  }
  const fired = new Set(report.requests.flatMap((r) => r.findings.map((f) => f.rule)));
  for (const s of (report as { sessions?: Array<{ findings?: Array<{ rule: string }> }> }).sessions ?? []) {
    for (const f of s.findings ?? []) fired.add(f.rule);
  }
  for (const rule of c.expect.forbidRules ?? []) if (fired.has(rule)) wrong.push(`forbidden rule fired: ${rule}`);
  return wrong;
}

function fieldsWrong(r: ReportRequest, e: ExpectedRequest): string[] {
  const w: string[] = [];
  const rr = r as ReportRequest & { basis?: string };
  for (const k of ['outcome', 'cause', 'serverState', 'basis', 'confidence', 'durationMs'] as const) {
    const want = e[k];
    if (want === undefined) continue;
    const got = (rr as unknown as Record<string, unknown>)[k];
    if (got !== want) w.push(`${k}: want ${String(want)}, got ${String(got)}`);
  }
  const rules = new Set(r.findings.map((f) => f.rule));
  for (const rule of e.rules ?? []) if (!rules.has(rule)) w.push(`rule ${rule} did not fire (fired: ${[...rules].join(', ') || 'none'})`);
  return w;
}

async function run(dir: string, c: WildCase): Promise<Report> {
  const opts: AnalyzeOptions = {};
  if (c.options?.tz !== undefined) opts.tz = c.options.tz;
  if (c.options?.all) opts.all = true;
  if (c.options?.timeoutMs !== undefined) opts.timeoutMs = c.options.timeoutMs;
  return analyze(c.captures.map((f) => join(dir, f)), opts);
}

const cases = loadCases();

describe('wild corpus', () => {
  for (const { name, dir, c } of cases) {
    const title = `${name} (${c.thread})`;
    if (c.knownFailure !== undefined) {
      it.fails(`${title} — known failure: ${c.knownFailure}`, async () => {
        expect(check(await run(dir, c), c)).toEqual([]);
      });
    } else {
      it(title, async () => {
        let report: Report;
        try {
          report = await run(dir, c);
        } catch (err) {
          throw new Error(`analyze failed: ${(err as Error).message}`);
        }
        expect(check(report, c)).toEqual([]);
      });
    }
  }

  it('every case is complete: thread, what it established, captures present', () => {
    for (const { name, dir, c } of cases) {
      expect(c.thread, name).toMatch(/^[\w.-]+\/[\w.-]+#\d+$/);
      expect(c.established.length, name).toBeGreaterThan(20);
      for (const f of c.captures) expect(existsSync(join(dir, f)), `${name}/${f}`).toBe(true);
      expect(['completed', 'failed', 'cancelled', 'abandoned', 'lost', 'pending']).toEqual(expect.arrayContaining(c.expect.requests.map((r) => r.outcome)));
    }
  });

  it.runIf(cases.length >= 40)('the corpus passes at ≥ 90 % and spans ≥ 12 sources', () => {
    const failing = cases.filter(({ c }) => c.knownFailure !== undefined).length;
    expect((cases.length - failing) / cases.length).toBeGreaterThanOrEqual(0.9);
    expect(new Set(cases.map(({ c }) => c.host)).size).toBeGreaterThanOrEqual(12);
  });
});
