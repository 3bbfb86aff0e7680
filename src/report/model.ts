/**
 * Diagnoses → the JSON report (`Report`, src/report/contract.ts). The only place that turns
 * epoch ms into ISO strings and `Source`s into `file:line`; every renderer reads the result.
 * Pure: no I/O, no clock, no environment.
 */
import { formatSource, labelServer, type Problem, type Source } from '../events.js';
import {
  CAUSES,
  OUTCOMES,
  RECORD_KEYS,
  type Diagnosis,
  type Cause,
  type Finding,
  type Outcome,
  type RecordKey,
} from '../diagnose/types.js';
import type { SessionInfo, SessionTimeline } from '../timeline/types.js';
import { requestTransport } from '../timeline/request-transport.js';
import {
  SCHEMA,
  type Report,
  type ReportFinding,
  type ReportInput,
  type ReportRequest,
  type ReportSession,
  type ReportTimelineEntry,
} from './contract.js';
import { compareNatural } from './natural-order.js';
import { collapseRuns } from './runs.js';
import { isoInZone } from './time.js';
import { messages, type Lang } from '../i18n/index.js';

export type ReportProblem = Report['problems'][number];

export function sourceText(s: Source | null | undefined): string | null {
  return s ? formatSource(s) : null;
}

/** An instant of this session, written in the zone its capture was read in. */
function sessionIso(s: SessionInfo, ms: number | null | undefined): string | null {
  return isoInZone(ms, s.zone, s.clock);
}

function peer(p: SessionInfo['client']): string | null {
  if (!p) return null;
  return p.value.version ? `${p.value.name} ${p.value.version}` : p.value.name;
}

export function reportFinding(f: Finding): ReportFinding {
  return { rule: f.rule, severity: f.severity, message: f.message, source: sourceText(f.source) };
}

export function reportProblem(p: Problem): ReportProblem {
  return { source: formatSource(p.source), message: p.message };
}

/** One diagnosed request as the contract names it. Called as soon as a request is diagnosed, so the timeline can be dropped. */
export function reportRequest(d: Diagnosis, lang?: Lang): ReportRequest {
  const labels = messages(lang).recordLabels;
  const optionalLabels = messages(lang).optionalRecordLabels;
  const t = d.timeline;
  const s = t.session;
  const start = t.request.at;
  // Decided by the classifier (diagnose/classify/ended.ts); rendered here.
  const end = d.ended?.at ?? null;
  // Long runs (progress, keep-alives, log messages, a polled call repeated) keep their first and last rows with
  // an explicit count of what is left out; entries the diagnosis cites are always shown.
  const cited = new Set<string>();
  for (const e of d.evidence) cited.add(formatSource(e.source));
  for (const f of d.findings) if (f.source) cited.add(formatSource(f.source));
  const timeline: ReportTimelineEntry[] = collapseRuns(t.entries, (e) => cited.has(formatSource(e.source))).map(({ entry: e, omitted }) => {
    const row: ReportTimelineEntry = {
      at: sessionIso(s, e.at),
      offsetMs: e.at !== null && start !== null ? e.at - start : null,
      kind: e.kind,
      detail: e.detail,
      source: formatSource(e.source),
    };
    if (e.source.also) row.sources = [formatSource(e.source), ...e.source.also.map((x) => formatSource(x.source))];
    if (omitted !== null) row.omitted = omitted;
    return row;
  });
  const record = {} as ReportRequest['record'];
  for (const key of RECORD_KEYS) {
    const f = d.record[key] as Diagnosis['record'][RecordKey] | undefined;
    record[key] = f
      ? { label: labels[key], value: f.value, known: f.known, source: sourceText(f.source) }
      : { label: labels[key], value: 'unknown', known: false, source: null };
  }
  const tf = d.record.task;
  if (tf) record.task = { label: optionalLabels.task, value: tf.value, known: tf.known, source: sourceText(tf.source) };
  const task = d.task ? { ...d.task, source: formatSource(d.task.source) } : undefined;
  const out: ReportRequest = {
    key: t.key,
    session: s.key,
    id: t.id,
    basis: t.basis,
    method: t.method,
    target: t.target,
    from: t.from,
    protocolVersion: s.protocolVersion,
    transport: requestTransport(t),
    startedAt: sessionIso(s, start),
    endedAt: sessionIso(s, end),
    durationMs: start !== null && end !== null ? end - start : null,
    outcome: d.outcome,
    cause: d.cause,
    serverState: d.serverState,
    confidence: d.confidence,
    summary: d.summary,
    evidence: d.evidence.map((e) => ({ source: formatSource(e.source), note: e.note })),
    timeline,
    findings: d.findings.map(reportFinding),
    record,
    nextSteps: [...d.nextSteps],
    ...(task ? { task } : {}),
  };
  // Only a timer that ended the request: a completed request's timer (a cap passed before the result) has no firing point to draw.
  if (d.timeout) out.timer = { limitMs: d.timeout.ms, firedAtMs: d.outcome === 'completed' ? null : out.durationMs, measuredOnly: d.timeout.measuredOnly === true };
  return out;
}

export function reportSession(s: SessionTimeline): ReportSession {
  const i = s.info;
  return {
    key: i.key,
    file: i.file,
    transport: i.transport,
    protocolVersion: i.protocolVersion,
    client: peer(i.client),
    server: peer(i.server),
    startedAt: sessionIso(i, i.startedAt),
    endedAt: sessionIso(i, i.endedAt),
    requests: s.requestCount,
  };
}

/**
 * Keys in natural order (`s2` before `s10`): ICU's, by `Intl.Collator('en', { numeric: true })`. Plain keys (lowercase
 * ASCII, digits, a little punctuation: natural-order.ts) are ordered without it, exactly as it orders them; the collator
 * is made only when a key is not plain. Making it starts ICU's collation data, ~65 M instructions and ~4.7 CPU-ms a run
 * (docs/performance.md, fifty-seventh and fifty-ninth rounds), which most reports then never pay.
 */
let collator: Intl.Collator | null = null;
function compareKeys(a: string, b: string): number {
  return compareNatural(a, b) ?? (collator ??= new Intl.Collator('en', { numeric: true })).compare(a, b);
}

/**
 * Session keys of the second and later inputs carry the input's number (`i2.s1`; the timeline
 * builder joins prefix and key with '.'), so keys stay unique across inputs. No ':' in it:
 * `--request <session>:<id>` splits at the first ':'.
 */
export function sessionPrefix(inputIndex: number): string | undefined {
  return inputIndex === 0 ? undefined : `i${inputIndex + 1}`;
}

/** 1 for the first input's sessions, n for `in.`-prefixed ones: reports list inputs in the order given. */
function inputRank(sessionKey: string): number {
  const m = /^i(\d+)\./.exec(sessionKey);
  return m ? Number(m[1]) : 1;
}

/** What the report order of requests is decided by. */
export type RequestOrderKey = Pick<ReportRequest, 'startedAt' | 'session' | 'key'>;

/** Requests by start time (no clock: last), then by key (`s1:9` before `s1:10`). */
export function compareRequests(a: RequestOrderKey, b: RequestOrderKey): number {
  const ta = a.startedAt === null ? null : Date.parse(a.startedAt);
  const tb = b.startedAt === null ? null : Date.parse(b.startedAt);
  if (ta !== null && tb !== null && ta !== tb) return ta - tb;
  if (ta === null && tb !== null) return 1;
  if (ta !== null && tb === null) return -1;
  return inputRank(a.session) - inputRank(b.session) || compareKeys(a.key, b.key);
}

export interface ReportCounts {
  /** every request diagnosed, reported or not */
  requests: number;
  /** completed normally and left out (see `--all`) */
  notReported: number;
  /** left out by `--request` */
  filteredOut?: number;
  byOutcome: Partial<Record<Outcome, number>>;
  byCause?: Partial<Record<Cause, number>>;
  byRule?: Record<string, number>;
  byServer?: Record<string, Partial<Record<Outcome, number>>>;
}

/**
 * The server a request is counted under in `summary.byServer`: its serverInfo name, else the server the host
 * named the lifetime after (a `<server>#<n>` label, events.ts), else `unknown`.
 */
export function serverOf(s: SessionInfo): string {
  if (s.server) return s.server.value.name;
  const fromLabel = s.label === null ? null : labelServer(s.label);
  return fromLabel === null || fromLabel === '' ? 'unknown' : fromLabel;
}

/** The roll-up of the summary (Wireshark's Expert Info): counts by cause, by rule and by server. */
export class RollUp {
  readonly byCause: Partial<Record<Cause, number>> = {};
  readonly byRule: Record<string, number> = {};
  readonly byServer: Record<string, Partial<Record<Outcome, number>>> = {};

  request(outcome: Outcome, cause: Cause, server: string, rules: readonly string[] = []): void {
    this.byCause[cause] = (this.byCause[cause] ?? 0) + 1;
    const s = (this.byServer[server] ??= {});
    s[outcome] = (s[outcome] ?? 0) + 1;
    // Indexed: an iterator per call was an allocation for every request counted (most carry no rules).
    for (let i = 0; i < rules.length; i++) this.rule(rules[i]!);
  }

  /** `n` requests of one outcome, cause and server at once: what n calls of `request` without rules count. */
  requests(outcome: Outcome, cause: Cause, server: string, n: number): void {
    this.byCause[cause] = (this.byCause[cause] ?? 0) + n;
    const s = (this.byServer[server] ??= {});
    s[outcome] = (s[outcome] ?? 0) + n;
  }

  rule(id: string): void {
    this.byRule[id] = (this.byRule[id] ?? 0) + 1;
  }
}

function inOrder<K extends string>(order: readonly K[], counts: Partial<Record<K, number>> | undefined): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const k of order) {
    const n = counts?.[k];
    if (n) out[k] = n;
  }
  return out;
}

export interface BuildReportArgs {
  version: string;
  inputs: ReportInput[];
  /** Reported requests, either still as diagnoses or already converted (streaming). */
  diagnoses?: Diagnosis[];
  requests?: ReportRequest[];
  /**
   * `requests` are already in report order (sorted with compareRequests on their unredacted
   * fields, see analyze.ts): not sorted again, since redaction may have changed a key.
   */
  requestsInOrder?: boolean;
  /** Sessions as the timeline ended them; derived from the diagnoses when absent. */
  sessions?: (SessionTimeline | ReportSession)[];
  sessionFindings?: (Finding | ReportFinding)[];
  problems?: (Problem | ReportProblem)[];
  /** Counts over all requests; derived from the reported ones when absent. */
  counts?: ReportCounts;
  redacted: boolean;
  /** The language of the prose; English when absent. */
  lang?: Lang;
}

function isReportSession(s: SessionTimeline | ReportSession): s is ReportSession {
  return !('info' in s);
}

export function buildReport(args: BuildReportArgs): Report {
  const requests =
    args.requestsInOrder && args.diagnoses === undefined
      ? (args.requests ?? [])
      : [...(args.requests ?? []), ...(args.diagnoses ?? []).map((d) => reportRequest(d, args.lang))].sort(compareRequests);

  let sessions: ReportSession[];
  if (args.sessions) {
    sessions = args.sessions.map((s) => (isReportSession(s) ? s : reportSession(s)));
  } else {
    const seen = new Map<string, ReportSession>();
    for (const d of args.diagnoses ?? []) {
      const prior = seen.get(d.timeline.session.key);
      if (prior) prior.requests += 1;
      else
        seen.set(d.timeline.session.key, {
          ...reportSession({
            info: d.timeline.session,
            orphanCancels: [],
            orphanProgress: [],
            orphanResponses: [],
            nonJson: [],
            requestCount: 1,
          }),
        });
    }
    sessions = [...seen.values()];
  }
  // Inputs in the order given, then sessions by key (`s2` before `s10`), whatever order they ended in.
  sessions.sort((a, b) => inputRank(a.key) - inputRank(b.key) || compareKeys(a.key, b.key));

  const sessionFindings = (args.sessionFindings ?? []).map((f) =>
    typeof f.source === 'string' || f.source === null ? (f as ReportFinding) : reportFinding(f as Finding),
  );
  let counts = args.counts;
  if (!counts) {
    // Only the listed requests are known: the roll-up is theirs. Servers by the session each ran in.
    const serverBySession = new Map<string, string>();
    for (const d of args.diagnoses ?? []) serverBySession.set(d.timeline.session.key, serverOf(d.timeline.session));
    for (const s of sessions) if (!serverBySession.has(s.key)) serverBySession.set(s.key, s.server ?? 'unknown');
    const roll = new RollUp();
    const byOutcome: Partial<Record<Outcome, number>> = {};
    for (const r of requests) {
      byOutcome[r.outcome] = (byOutcome[r.outcome] ?? 0) + 1;
      roll.request(r.outcome, r.cause, serverBySession.get(r.session) ?? 'unknown', r.findings.map((f) => f.rule));
    }
    for (const f of sessionFindings) roll.rule(f.rule);
    counts = { requests: requests.length, notReported: 0, byOutcome, byCause: roll.byCause, byRule: roll.byRule, byServer: roll.byServer };
  }
  // Contract order for the tallies, whatever order the counts were made in; rules most frequent first.
  const byRule: Record<string, number> = {};
  for (const [rule, n] of Object.entries(counts.byRule ?? {}).sort((a, b) => b[1] - a[1] || compareKeys(a[0], b[0]))) byRule[rule] = n;
  const byServer: Record<string, Partial<Record<Outcome, number>>> = {};
  for (const name of Object.keys(counts.byServer ?? {}).sort(compareKeys)) byServer[name] = inOrder(OUTCOMES, counts.byServer?.[name]);

  const summary: Report['summary'] = {
    sessions: sessions.length,
    requests: counts.requests,
    reported: requests.length,
    notReported: counts.notReported,
    byOutcome: inOrder(OUTCOMES, counts.byOutcome),
    byCause: inOrder(CAUSES, counts.byCause),
    byRule,
    byServer,
  };
  if (counts.filteredOut !== undefined) summary.filteredOut = counts.filteredOut;

  return {
    schema: SCHEMA,
    tool: { name: 'mcp-triage', version: args.version },
    inputs: args.inputs,
    summary,
    sessions,
    requests,
    findings: sessionFindings,
    problems: (args.problems ?? []).map((p) => (typeof p.source === 'string' ? (p as ReportProblem) : reportProblem(p as Problem))),
    redacted: args.redacted,
    ...(args.lang !== undefined && args.lang !== 'en' ? { lang: args.lang } : {}),
  };
}
