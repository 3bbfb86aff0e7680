/**
 * The JSON report, exactly as shared/design/output-contract.md (v1) names it. Scripts depend on
 * these names: add fields freely, never rename or remove one without bumping `schema`.
 * Every renderer (text, markdown, json, …) is a pure function of this object.
 */
import type { Cause, Confidence, Outcome, RecordKey, ServerState, Severity } from '../diagnose/types.js';
import type { Party, Transport } from '../events.js';
import type { EntryKind } from '../timeline/types.js';
import type { InputSummary } from '../ingest/types.js';

export const SCHEMA = 'mcp-triage/v1';

export interface ReportTimelineEntry {
  /** ISO 8601 with zone, or null when the capture has no clock for it. */
  at: string | null;
  /** ms since the request started; null without a clock. */
  offsetMs: number | null;
  kind: EntryKind;
  detail: string;
  /** `file:line` */
  source: string;
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
  id: string | number;
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
  record: Record<RecordKey, ReportRecordField>;
  nextSteps: string[];
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
  };
  sessions: ReportSession[];
  requests: ReportRequest[];
  /** Findings that belong to no single request (orphan cancels, unknown progress tokens, stdout noise). */
  findings: ReportFinding[];
  problems: { source: string; message: string }[];
  /** What was redacted by default, and how to see it (`--no-redact`). */
  redacted: boolean;
}
