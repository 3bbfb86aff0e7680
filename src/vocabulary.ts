/**
 * The output contract's vocabularies (shared/design/output-contract.md): outcomes, causes, server states, and the keys
 * and labels of the incident record (diagnosis guide §5). Never rename. They sit below every room: diagnose decides
 * with them, the message catalogue (i18n/) words them, the report prints them.
 */
export const OUTCOMES = ['completed', 'failed', 'cancelled', 'abandoned', 'lost', 'pending'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const CAUSES = [
  'none',
  'server-error',
  'user-cancel',
  'client-cancel',
  'client-timeout',
  'max-total-timeout',
  'stream-closed',
  'gateway-error',
  'connection-closed',
  'session-expired',
  'unknown',
] as const;
export type Cause = (typeof CAUSES)[number];

export const SERVER_STATES = ['completed', 'failed', 'stopped', 'continued', 'unknown'] as const;
export type ServerState = (typeof SERVER_STATES)[number];

export type Confidence = 'high' | 'medium' | 'low';
export type Severity = 'error' | 'warning' | 'info';

export const RECORD_KEYS = [
  'client',
  'server',
  'protocolVersion',
  'transport',
  'requestId',
  'startedAt',
  'timeouts',
  'lastProgressAt',
  'cancelSignal',
  'serverState',
  'externalResult',
] as const;
export type RecordKey = (typeof RECORD_KEYS)[number];

/** Text labels of the incident record (diagnosis guide §5), in order. */
export const RECORD_LABELS: Record<RecordKey, string> = {
  client: 'Product / client version',
  server: 'Server / SDK version',
  protocolVersion: 'MCP protocol',
  transport: 'Transport',
  requestId: 'Request ID',
  startedAt: 'Start time and time zone',
  timeouts: 'Configured request / max timeout',
  lastProgressAt: 'Last progress notification',
  cancelSignal: 'Cancellation signal and observed time',
  serverState: 'Server processing state',
  externalResult: 'External result checked',
};

/** Keys a record may carry beyond RECORD_KEYS, with their labels. */
export const OPTIONAL_RECORD_LABELS = { task: 'Task (id, last status, ended by)' } as const;
export type OptionalRecordKey = keyof typeof OPTIONAL_RECORD_LABELS;

/** Every record key in display order; optional keys are shown only when present. */
export const RECORD_ORDER: readonly (RecordKey | OptionalRecordKey)[] = [
  ...RECORD_KEYS.slice(0, RECORD_KEYS.indexOf('requestId') + 1),
  'task',
  ...RECORD_KEYS.slice(RECORD_KEYS.indexOf('requestId') + 1),
];
