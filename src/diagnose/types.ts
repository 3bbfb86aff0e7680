import type { Source, WireEvent } from '../events.js';
import type { Lang } from '../i18n/lang.js';
import type { RequestTimeline, SessionTimeline } from '../timeline/types.js';
import type { RuleMessages } from '../i18n/messages.js';
import type { Need } from './needs.js';
import type { RequestFacts } from './facts.js';

// The contract's vocabularies live below every room (vocabulary.ts), so that the message catalogue (i18n/) can name
// them without importing this room; diagnose's public face re-exports them.
export { CAUSES, OUTCOMES, SERVER_STATES, OPTIONAL_RECORD_LABELS, RECORD_KEYS, RECORD_LABELS, RECORD_ORDER } from '../vocabulary.js';
export type { Cause, Confidence, OptionalRecordKey, Outcome, RecordKey, ServerState, Severity } from '../vocabulary.js';
import type { Cause, Confidence, Outcome, RecordKey, ServerState, Severity } from '../vocabulary.js';

/** The user's knowledge, from the command line. */
export interface DiagnoseOptions {
  /** `--timeout <ms>`: the requester's configured per-request limit. */
  timeoutMs?: number;
  /** `--max-total-timeout <ms>`. */
  maxTotalTimeoutMs?: number;
  /** `--lang`: the language of the prose (next steps); vocabularies never change. English when absent. */
  lang?: Lang;
}

export interface Evidence {
  source: Source;
  /** Why this line matters, in a few words. */
  note: string;
}

export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  source: Source | null;
}

/** What the report says of the task a task-augmented request created (2025-11-25 tasks). */
export interface TaskSummary {
  taskId: string;
  /** The latest status seen, and its statusMessage. */
  lastStatus: string;
  statusMessage: string | null;
  /** A terminal status (completed, failed, cancelled) was seen. */
  terminal: boolean;
  /** Who ended the task: the requester (tasks/cancel) or the responder (completed / failed); null when unknown or not ended. */
  endedBy: 'client' | 'server' | null;
  /** How its terminal status was learnt or reached. */
  endedWith: 'tasks/cancel' | 'tasks/get' | 'tasks/result' | 'notifications/tasks/status' | 'create' | null;
  /** tasks/get polls sent for it. */
  polls: number;
  /** The capture line of the latest status. */
  source: Source;
}

/** The instant a request ended and the capture line that shows it. */
export interface Ended {
  at: number;
  source: Source;
}

export interface Classification {
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  confidence: Confidence;
  /** The cause in one sentence, for people. */
  summary: string;
  evidence: Evidence[];
  /** When `cause` or `serverState` is unknown: what would settle it. */
  missing: string[];
  /** The cancellation signal as this version and transport define it, if any. */
  cancelSignal: { kind: 'notification' | 'stream-close' | 'abort' | 'tasks/cancel'; by: 'client' | 'server' | 'network' | null; at: number | null; source: Source; reason: string | null } | null;
  /**
   * When the request ended as the requester saw it, and the line that decided it (classify/ended.ts); null when it
   * is pending or no dated line tells. The report renders it as `endedAt` and `durationMs`.
   */
  ended: Ended | null;
  /** The task the request created (2025-11-25 task augmentation); absent when it created none. */
  task?: TaskSummary;
  /** The limit the evidence points at, e.g. 60000 with "the TypeScript SDK default". */
  timeout: {
    ms: number;
    basis: string;
    /**
     * True when `ms` is only the measured request→signal interval: no stated, configured or well-known limit
     * matched, so it is not evidence of the limit itself (a timer reset on progress fires at a later interval).
     */
    measuredOnly?: boolean;
  } | null;
}

export interface RecordField {
  /** What to print. Never a guess: unknown fields say `unknown`, `none` or `not in capture`. */
  value: string;
  /** false when the capture does not show it. */
  known: boolean;
  source: Source | null;
}

/**
 * `task` (2025-11-25 task augmentation: the task id, its last status, who ended it) is present only for
 * task-augmented requests; renderers list it after `requestId` (RECORD_ORDER).
 */
export type IncidentRecord = Record<RecordKey, RecordField> & { task?: RecordField };


export interface Diagnosis extends Classification {
  timeline: RequestTimeline;
  findings: Finding[];
  record: IncidentRecord;
  nextSteps: string[];
}

export interface RuleContext {
  options: DiagnoseOptions;
  /** The classification of this request, for rules that depend on it. */
  classification: Classification;
  /** The request's facts (diagnose/facts.ts), computed once and shared by the classifier and every rule. */
  facts: RequestFacts;
}

/**
 * A rule's message: a key of the finding catalogue (i18n/en-rules.ts, ko-rules.ts: the words live there, in every
 * language) and the severity of a finding said with it, when it is not the rule's own.
 */
export interface RuleMessage {
  message: keyof RuleMessages;
  severity?: Severity;
}

/**
 * What a rule declares about itself, ESLint-style: its id, its severity (declared once: each finding takes its
 * message's severity, else this one), a one-line summary, its doc page, and its messages by messageId.
 */
export interface RuleMeta {
  id: string;
  severity: Severity;
  summary: string;
  docs: string;
  messages: Readonly<Record<string, RuleMessage>>;
}

/**
 * A request rule also declares the evidence it needs (diagnose/needs.ts): it can fire only on a timeline that shows
 * at least one of them. The fast path for plain completions (plain.ts) follows from these declarations, and a test
 * runs every rule on every capture to check them (test/diagnose/needs.test.ts).
 */
export interface RequestRuleMeta extends RuleMeta {
  needs: readonly Need[];
}

/** One finding rule per file under `rules/`, with its doc page at docs/rules/<id>.md. */
export interface RequestRule {
  meta: RequestRuleMeta;
  scope: 'request';
  check(t: RequestTimeline, ctx: RuleContext): Finding[];
}

/** A rule about what belongs to no request (orphan cancels, unknown progress tokens, stdout noise). */
export interface SessionRule {
  meta: RuleMeta;
  scope: 'session';
  check(s: SessionTimeline, ctx: SessionRuleContext): Finding[];
}

/** What a session rule is given beside the session. */
export interface SessionRuleContext {
  options: DiagnoseOptions;
  /**
   * The host's words that a request of this session ended with and was not completed by: its record already tells
   * them (connection-failed-no-request does not tell them again). Absent: no request carries any.
   */
  carried?: ReadonlySet<WireEvent>;
}

export type Rule = RequestRule | SessionRule;
