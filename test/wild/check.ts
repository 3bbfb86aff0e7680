/** The wild corpus's cases and the check of a report against one (test/wild/README.md). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalyzeOptions } from '../../src/analyze.js';
import { analyze } from '../../src/index.js';
import type { Report, ReportRequest } from '../../src/report/contract.js';

const CASES = resolve(dirname(fileURLToPath(import.meta.url)), 'cases');

export interface ExpectedRequest {
  method: string;
  target?: string | null;
  id?: string | number | null;
  outcome: string;
  cause: string;
  serverState: string;
  basis?: string;
  confidence?: string;
  durationMs?: number | null;
  /** The transport the report states for the request (`null`: none stated); compared only when given. */
  transport?: string | null;
  rules?: string[];
}

export interface WildCase {
  thread: string;
  url?: string;
  host: string;
  established: string;
  captures: string[];
  options?: { tz?: string; all?: boolean; timeoutMs?: number };
  /**
   * `refused: true`: the text is no capture at all (no MCP word anywhere), and the contract refuses it — analyze()
   * fails with "not a capture in any known format" (docs/formats.md, What makes a capture). `requests` is then `[]`.
   */
  /**
   * `findings`: rule ids that must be among the report's findings outside any request (the host said a connection
   * failed with no request ending with it: connection-failed-no-request; a host's own request to its app-server timed
   * out: app-server-request-timeout).
   */
  expect: { host?: string; requests: ExpectedRequest[]; exactly?: boolean; forbidRules?: string[]; findings?: string[]; refused?: boolean };
  knownFailure?: string;
}

/** The case's `options` as analyze() takes them (the test, the edited-corpus test and both scripts run cases alike). */
export function analyzeOptions(c: WildCase): AnalyzeOptions {
  const o: AnalyzeOptions = {};
  if (c.options?.tz !== undefined) o.tz = c.options.tz;
  if (c.options?.all) o.all = true;
  if (c.options?.timeoutMs !== undefined) o.timeoutMs = c.options.timeoutMs;
  return o;
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

/** The contract's refusal of an input no reader claims (src/ingest/detect.ts). */
const REFUSAL_RE = /not a capture in any known format/;

/**
 * Runs analyze() on the case's captures (at `paths`, which may be edited copies) and checks the outcome: the report
 * against the expectation, or — for a case expecting a refusal — that analyze() refused the input. Empty when it passes.
 */
export async function runCase(paths: string[], c: WildCase): Promise<string[]> {
  let report: Report;
  try {
    report = await analyze(paths, analyzeOptions(c));
  } catch (e) {
    const msg = (e as Error).message;
    if (c.expect.refused && REFUSAL_RE.test(msg)) return [];
    return [`analyze failed: ${msg}`];
  }
  if (c.expect.refused) {
    const hosts = report.inputs.map((i) => (i as { host?: string }).host).join(', ');
    return [`refusal wanted, got a report (host ${hosts}, ${report.requests.length} requests)`];
  }
  return check(report, c);
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
  // Findings about no request (stdout-not-json, unknown ids, connection-failed-no-request) are the report's own.
  const outside = new Set(report.findings.map((f) => f.rule));
  const fired = new Set([...report.requests.flatMap((r) => r.findings.map((f) => f.rule)), ...outside]);
  for (const s of (report as { sessions?: Array<{ findings?: Array<{ rule: string }> }> }).sessions ?? []) {
    for (const f of s.findings ?? []) fired.add(f.rule);
  }
  for (const rule of c.expect.forbidRules ?? []) if (fired.has(rule)) wrong.push(`forbidden rule fired: ${rule}`);
  for (const rule of c.expect.findings ?? []) if (!outside.has(rule)) wrong.push(`finding outside any request wanted: ${rule}`);
  return wrong;
}

function fieldsWrong(r: ReportRequest, e: ExpectedRequest): string[] {
  const w: string[] = [];
  const rr = r as ReportRequest & { basis?: string };
  for (const k of ['outcome', 'cause', 'serverState', 'basis', 'confidence', 'durationMs', 'transport'] as const) {
    const want = e[k];
    if (want === undefined) continue;
    const got = (rr as unknown as Record<string, unknown>)[k];
    if (got !== want) w.push(`${k}: want ${String(want)}, got ${String(got)}`);
  }
  const rules = new Set(r.findings.map((f) => f.rule));
  for (const rule of e.rules ?? []) if (!rules.has(rule)) w.push(`rule ${rule} did not fire (fired: ${[...rules].join(', ') || 'none'})`);
  return w;
}

