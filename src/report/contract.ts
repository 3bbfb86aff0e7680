/**
 * The JSON report, exactly as shared/design/output-contract.md (v1) names it. Scripts depend on
 * these names: add fields freely, never rename or remove one without bumping `schema`.
 * Every renderer (text, markdown, json, …) is a pure function of this object.
 */
import type { Cause, Confidence, Outcome, RecordKey, ServerState, Severity } from '../diagnose/types.js';
import type { Party, Transport } from '../events.js';
import type { EntryKind } from '../timeline/types.js';
import type { InputSummary } from '../ingest/types.js';
import type { Lang } from '../i18n/lang.js';

export const SCHEMA = 'mcp-triage/v1';

/**
 * Rows of a timeline not shown just before the entry that carries this (report/runs.ts): the middle of a long
 * run of progress, log, keep-alive, repeated-call or task entries, and entries a per-request cap left out.
 */
export interface ReportOmitted {
  /** Entries not shown between the previous row and this one. */
  count: number;
  /** `count` by entry kind. */
  kinds: Partial<Record<EntryKind, number>>;
  /** Entries in the whole run: the row before, the omitted ones and this one (the row before only when there is one). */
  run: number;
  /** ms from the run's first shown row to this one; null without a clock. */
  spanMs: number | null;
  /** `run` per second over `spanMs`; null without a span. */
  perSecond: number | null;
}

export interface ReportTimelineEntry {
  /** ISO 8601 with zone, or null when the capture has no clock for it. */
  at: string | null;
  /** ms since the request started; null without a clock. */
  offsetMs: number | null;
  kind: EntryKind;
  detail: string;
  /** `file:line` */
  source: string;
  /** Present when rows before this one are not shown (a collapsed run): how many, and the run's rate. */
  omitted?: ReportOmitted;
  /**
   * Several captures of one incident: every capture line that saw this event, `source` first. Absent when only
   * one capture saw it.
   */
  sources?: string[];
}

export interface ReportFinding {
  rule: string;
  severity: Severity;
  message: string;
  source: string | null;
}

export interface ReportRecordField {
  label: string;
  value: string;
  known: boolean;
  source: string | null;
}

export interface ReportRequest {
  key: string;
  session: string;
  /** Null when the capture names no id (a request known from a host's words). */
  id: string | number | null;
  /** What the request rests on: `wire`, `host-log` or `mixed` (output contract, Additions). */
  basis: 'wire' | 'host-log' | 'mixed';
  method: string;
  target: string | null;
  from: Party;
  protocolVersion: string | null;
  transport: Transport | null;
  startedAt: string | null;
  endedAt: string | null;
  durationMs: number | null;
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  confidence: Confidence;
  /** The cause in one sentence. */
  summary: string;
  evidence: { source: string; note: string }[];
  timeline: ReportTimelineEntry[];
  findings: ReportFinding[];
  /** `task` only for task-augmented requests (2025-11-25). */
  record: Record<RecordKey, ReportRecordField> & { task?: ReportRecordField };
  nextSteps: string[];
  /**
   * The task a task-augmented request created (2025-11-25): its id, last status, whether it ended and who ended it.
   * Absent for requests that created none.
   */
  task?: {
    taskId: string;
    lastStatus: string;
    statusMessage: string | null;
    terminal: boolean;
    endedBy: 'client' | 'server' | null;
    endedWith: string | null;
    polls: number;
    source: string;
  };
  /**
   * The timer the diagnosis found behind the outcome (absent when none): the limit (or, with
   * `measuredOnly`, only the measured interval: no stated, configured or well-known limit matched) and
   * when it fired, ms since the request started (null when the request's end has no clock).
   * The `timeouts` record field says the same in words.
   */
  timer?: { limitMs: number; firedAtMs: number | null; measuredOnly: boolean };
}

export interface ReportSession {
  key: string;
  file: string;
  transport: Transport | null;
  protocolVersion: string | null;
  client: string | null;
  server: string | null;
  startedAt: string | null;
  endedAt: string | null;
  requests: number;
}

/**
 * An input that could not be read (missing, a directory, not a capture in any known format) and
 * was left out while the others were analyzed (output contract, "Additions": `inputs[].skipped`).
 */
export interface SkippedInput {
  path: string;
  /** Why, in one line: `no such file`, `empty file (tried: …)`, `not a capture …`. */
  skipped: string;
}

/** An entry of `inputs[]`: a capture that was read, or one that was skipped. */
export type ReportInput = InputSummary | SkippedInput;

export function isSkippedInput(i: ReportInput): i is SkippedInput {
  return typeof (i as SkippedInput).skipped === 'string';
}

/** The inputs that were read (those a renderer describes line by line). */
export function readInputs(report: Pick<Report, 'inputs'>): InputSummary[] {
  return report.inputs.filter((i): i is InputSummary => !isSkippedInput(i));
}

export interface Report {
  schema: typeof SCHEMA;
  tool: { name: 'mcp-triage'; version: string };
  inputs: ReportInput[];
  summary: {
    sessions: number;
    requests: number;
    reported: number;
    /** completed normally and left out of `requests` (see `--all`) */
    notReported: number;
    /** left out by `--request` (present only when that filter was used) */
    filteredOut?: number;
    byOutcome: Partial<Record<Outcome, number>>;
    /** Every request diagnosed (listed or not), by cause, in the vocabulary's order. */
    byCause: Partial<Record<Cause, number>>;
    /** Findings by rule id (request and session findings), most frequent first. */
    byRule: Record<string, number>;
    /** Every request by server (serverInfo name, else the host's name for it, else `unknown`) → outcome counts. */
    byServer: Record<string, Partial<Record<Outcome, number>>>;
  };
  sessions: ReportSession[];
  requests: ReportRequest[];
  /** Findings that belong to no single request (orphan cancels, unknown progress tokens, stdout noise). */
  findings: ReportFinding[];
  problems: { source: string; message: string }[];
  /** What was redacted by default, and how to see it (`--no-redact`). */
  redacted: boolean;
  /** The language of the prose (`--lang`), present only when it is not English. Keys and vocabularies never change. */
  lang?: Exclude<Lang, 'en'>;
}
