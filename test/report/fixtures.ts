/**
 * Builders for report-room tests: a SessionInfo, a RequestTimeline and a Diagnosis as the
 * timeline and diagnose rooms would hand them over, so buildReport and the renderers can be
 * tested without those rooms.
 */
import type { Source, WireEvent } from '../../src/events.js';
import { RECORD_KEYS, type Diagnosis, type Finding, type IncidentRecord } from '../../src/diagnose/types.js';
import type { InputSummary } from '../../src/ingest/types.js';
import type { EntryKind, RequestTimeline, SessionInfo, SessionTimeline } from '../../src/timeline/types.js';
import { buildReport } from '../../src/report/model.js';
import { ended } from '../../src/diagnose/classify/ended.js';
import type { Report } from '../../src/report/contract.js';

export const FILE = 'mcp-server-build.log';
/** 2025-07-12T05:51:44.601Z */
export const T0 = Date.UTC(2025, 6, 12, 5, 51, 44, 601);

export function src(line: number, file = FILE): Source {
  return { file, line };
}

export function session(over: Partial<SessionInfo> = {}): SessionInfo {
  return {
    key: 's1',
    file: FILE,
    label: null,
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    protocolVersionBasis: 'initialize-result',
    protocolVersionSource: src(3),
    client: { value: { name: 'claude-ai', version: '0.1.0' }, source: src(2) },
    server: { value: { name: 'build-server', version: '1.2.0' }, source: src(3) },
    startedAt: T0 - 1000,
    endedAt: T0 + 70_000,
    end: null,
    clock: 'utc',
    zone: null,
    zoneAssumed: false,
    ...over,
  };
}

export function event(at: number | null, line: number, over: Partial<WireEvent> = {}): WireEvent {
  return { at, source: src(line), session: 's1', transport: 'stdio', from: 'client', kind: 'message', ...over };
}

export interface EntrySpec {
  kind: EntryKind;
  at: number | null;
  line: number;
  detail: string;
}

export function timeline(over: Partial<Omit<RequestTimeline, 'entries'>> & { entries?: EntrySpec[] } = {}): RequestTimeline {
  const s = over.session ?? session();
  const specs: EntrySpec[] = over.entries?.length
    ? over.entries
    : [
        { kind: 'request', at: T0, line: 14, detail: 'tools/call build_project' },
        { kind: 'progress', at: T0 + 30_000, line: 15, detail: 'progress 1/10' },
        { kind: 'cancel', at: T0 + 60_006, line: 16, detail: 'cancelled: McpError: Request timed out' },
      ];
  const entries = specs.map((e) => ({ kind: e.kind, at: e.at, source: src(e.line, s.file), detail: e.detail, event: event(e.at, e.line) }));
  const request = entries[0]?.event ?? event(T0, 14);
  const { entries: _ignored, ...rest } = over;
  void _ignored;
  return {
    key: `${s.key}:7`,
    session: s,
    id: 7,
    basis: 'wire',
    said: [],
    method: 'tools/call',
    target: 'build_project',
    from: 'client',
    request,
    params: {},
    progressToken: null,
    taskAugmented: false,
    entries,
    responses: [],
    cancels: entries.filter((e) => e.kind === 'cancel').map((e) => e.event),
    progress: [],
    logs: [],
    streams: [],
    transportClose: null,
    openAtEnd: false,
    retries: [],
    retryCount: 0,
    retryOf: null,
    ...rest,
  };
}

export function record(over: Partial<IncidentRecord> = {}): IncidentRecord {
  const r = {} as IncidentRecord;
  for (const k of RECORD_KEYS) r[k] = { value: 'unknown', known: false, source: null };
  r.client = { value: 'claude-ai 0.1.0', known: true, source: src(2) };
  r.requestId = { value: '7', known: true, source: src(14) };
  return { ...r, ...over };
}

/** A Diagnosis; `ended` is the classifier's own reading of the rest (diagnose/classify/ended.ts) unless given. */
export function diagnosis(over: Partial<Diagnosis> = {}): Diagnosis {
  const t = over.timeline ?? timeline();
  const cancel = t.entries.find((e) => e.kind === 'cancel');
  const d: Omit<Diagnosis, 'ended'> & { ended?: Diagnosis['ended'] } = {
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    confidence: 'high',
    summary: 'The client gave up after 60 s (the TypeScript SDK default request timeout) and sent notifications/cancelled.',
    evidence: cancel ? [{ source: cancel.source, note: 'cancellation with reason "Request timed out"' }] : [],
    missing: [],
    cancelSignal: cancel ? { kind: 'notification', by: 'client', at: cancel.at, source: cancel.source, reason: 'Request timed out' } : null,
    timeout: { ms: 60_000, basis: 'the TypeScript SDK default' },
    timeline: t,
    findings: [],
    record: record(),
    nextSteps: ['Raise the client timeout above the tool run time.', 'Check with a read-only query whether the build ran before retrying.'],
    ...over,
  };
  return { ...d, ended: d.ended !== undefined ? d.ended : ended(d.timeline, d) };
}

export function sessionTimeline(info: SessionInfo, requestCount: number): SessionTimeline {
  return { info, orphanCancels: [], orphanProgress: [], orphanResponses: [], nonJson: [], requestCount };
}

export function input(over: Partial<InputSummary> = {}): InputSummary {
  return {
    path: FILE,
    format: 'claude-desktop',
    host: 'claude-desktop',
        detection: { score: 1, forced: false, pasted: false },
    lines: 1200,
    events: 812,
    unparsed: 3,
    problems: 1,
    lineAccounting: { event: 812, part: 380, blank: 5, problem: 3 },
    clock: 'utc',
    zone: null,
    zoneAssumed: false,
    bytes: 123_456,
    gzip: false,
    ...over,
  };
}

export const finding = (over: Partial<Finding> = {}): Finding => ({
  rule: 'timeout-without-cancel',
  severity: 'warning',
  message: 'The requester gave up on a timer but never told the server.',
  source: src(16),
  ...over,
});

/** A report with one cancelled request, 41 completed ones left out, one problem and one session finding. */
export function sampleReport(over: { diagnoses?: Diagnosis[]; redacted?: boolean } = {}): Report {
  const diagnoses = over.diagnoses ?? [diagnosis({ findings: [finding()] })];
  return buildReport({
    version: '0.1.0',
    inputs: [input()],
    diagnoses,
    sessions: [sessionTimeline(session(), 42)],
    sessionFindings: [finding({ rule: 'stdout-not-json', severity: 'warning', message: 'non-JSON text on stdout', source: src(88) })],
    problems: [{ source: src(88), message: 'truncated JSON; id and method recovered' }],
    counts: {
      requests: 42,
      notReported: 41,
      byOutcome: { completed: 41, cancelled: 1 },
      byCause: { none: 41, 'client-timeout': 1 },
      byRule: { 'stdout-not-json': 1, 'timeout-without-cancel': 1 },
      byServer: { 'build-server': { completed: 41, cancelled: 1 } },
    },
    redacted: over.redacted ?? true,
  });
}

/** Hostile strings a capture can carry. */
export const HOSTILE = [
  '\u001b[2J\u001b[31mRED\u001b[0m',
  '\u001b]8;;https://evil.example/\u0007click\u001b]8;;\u0007',
  'fake\r\n━━ s9:1  tools/call pwned  completed / none',
  'back\b\b\bspace',
  '| col | injection |\n|---|---|',
  '# heading\n## another',
  '`code` *bold* _em_ [link](https://evil.example) <img src=x onerror=alert(1)>',
  '\u009b31mC1 CSI',
  'bidi \u202egnp.exe',
  '@octocat please look',
  '</td></tr></table><script>alert(1)</script>',
  '%%{init: {"theme":"dark"}}%%; A->>B: forged',
  '- list item\n1. numbered',
  'line\u2028separator',
  '\u0000nul\u007fdel',
] as const;
