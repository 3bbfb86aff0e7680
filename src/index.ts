/**
 * The library API: `analyze(inputs, options) → Report` and what a caller needs around it. The CLI
 * is a thin shell over it.
 */
export { analyze } from './analyze.js';
export type { AnalyzeOptions } from './analyze.js';
export { render, FORMATS, isReportFormat, buildReport } from './report/index.js';
export type { ReportFormat, RenderOptions, BuildReportArgs } from './report/index.js';
export { SCHEMA } from './report/contract.js';
export type {
  Report,
  ReportRequest,
  ReportSession,
  ReportFinding,
  ReportRecordField,
  ReportTimelineEntry,
} from './report/contract.js';
export type { Outcome, Cause, ServerState, Confidence, Severity, RecordKey } from './diagnose/types.js';
export { OUTCOMES, CAUSES, SERVER_STATES, RECORD_KEYS, RECORD_LABELS } from './diagnose/types.js';
export type { FormatName, InputSummary } from './ingest/types.js';
export { InputError, UsageError } from './ingest/errors.js';
export { toolVersion } from './report/version.js';
