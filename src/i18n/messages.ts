/**
 * The message catalogue's shape: every prose string the report prints, by id, as a typed function of
 * its facts. Each language (en.ts, ko.ts) is one object of this type, so a missing or mistyped
 * message in any language is a compile error, and a lookup is a property access.
 * Capture strings passed in are interpolated as they are: escaping stays the renderer's job.
 */
import type { OptionalRecordKey, Outcome, RecordKey } from '../vocabulary.js';
import type { Lang } from './lang.js';
import type { enDiagnose } from './en-diagnose.js';
import type { enRules } from './en-rules.js';

/**
 * The diagnose room's prose (summary, evidence, missing, timer bases, record values): the English object's shape,
 * its parameters typed there (en-diagnose.ts), so the Korean object must supply every message with the same
 * parameters or the build fails.
 */
export type DiagnoseMessages = typeof enDiagnose;
/** Finding messages, one id per rule message (en-rules.ts). */
export type RuleMessages = typeof enRules;

export type Noun = 'input' | 'session' | 'request' | 'line' | 'event';

export interface Messages {
  lang: Lang;
  /** A duration in prose: `60 s` / `60초`. */
  duration(ms: number): string;
  /** Labels of the incident record (diagnosis guide §5). */
  recordLabels: Record<RecordKey, string>;
  /** Labels of the record's optional fields (OPTIONAL_RECORD_LABELS). */
  optionalRecordLabels: Record<OptionalRecordKey, string>;
  /** An outcome in running prose (the vocabulary word itself stays in tables and JSON). */
  outcome: Record<Outcome, string>;

  /** Report-wide sentences (report/words.ts). */
  report: {
    count(n: number, noun: Noun): string;
    /** `40 completed, 1 cancelled` from [count, outcome] pairs in contract order. */
    tally(parts: readonly [number, Outcome][]): string;
    noRequestMatches(filteredOut: number, sessions: number): string;
    noRequests(inputs: number, lines: number, sessions: number): string;
    noIncidentsOne(sessions: number): string;
    noIncidentsAll(requests: number, sessions: number): string;
    noneListed(requests: number, sessions: number): string;
    /** Said instead of "No incidents" when no request is listed but an error was found outside any request. */
    noFailedRequest(requests: number, sessions: number): string;
    /** Appended to the verdict: errors found outside any request (e.g. a connection that failed before any request). */
    errorsOutside(errors: number): string;
    othersNotListed(n: number): string;
    leftOutByRequest(n: number): string;
    redaction: string;
    /** The roll-up's line labels (summary.byCause, byRule, byServer). */
    rollUp: { cause: string; rule: string; server: string };
  };

  /** The HTML page's own words (report/html.ts). */
  html: {
    title(version: string): string;
    heading: string;
    intro(version: string, inputs: number, sessions: number, requests: number, tally: string): string;
    input(format: string, lines: number, events: number, unparsed: number, zone: string | null, assumed: boolean): string;
    confidence(level: string, serverState: string): string;
    incidentRecord: string;
    timeline: string;
    from(start: string | null, duration: string | null): string;
    evidence: string;
    findings: string;
    nextSteps: string;
    findingsOutside: string;
    problems(n: number): string;
    columns: { request: string; methodTarget: string; outcome: string; cause: string; server: string; duration: string; time: string; event: string; detail: string; source: string };
    noClock: string;
  };

  /** The text renderer's own words (report/text.ts); headings shared with HTML come from `html`. */
  text: {
    unparsed(n: number): string;
    gzip: string;
    times(zone: string, assumed: boolean): string;
    confidence(level: string): string;
    from(party: string): string;
    mcp(version: string): string;
    mcpUnknown: string;
    transportUnknown: string;
    started(at: string): string;
    startUnknown: string;
    lasted(duration: string): string;
    serverState(state: string): string;
    problems(n: number): string;
    moreProblems(n: number): string;
  };

  /** The markdown renderer's own words (report/markdown.ts). */
  markdown: {
    field: string;
    value: string;
    moreProblems(n: number): string;
    sequenceDiagram: string;
  };

  diag: DiagnoseMessages;
  rules: RuleMessages;

  /** The swimlane picture's words (report/svg-timeline.ts). */
  swimlane: {
    lanes: { client: string; stream: string; server: string };
    /** A duration in the picture's hover text (the one formatter, in this language). */
    duration(ms: number): string;
    timer(limitMs: number, measuredOnly: boolean): string;
    noClock: string;
    more(n: number): string;
    title(key: string): string;
    outcome: string;
  };

  /** Next steps (diagnose/next-steps.ts). `name` is `method target`. */
  next: {
    raiseTimeout(name: string, limitMs: number | null): string;
    letProgressExtend: string;
    progressDidNotExtend: string;
    raiseMaxTotal(name: string): string;
    userCancel: string;
    clientCancelTruncated: string;
    clientCancel: string;
    streamIntermediaries: string;
    streamResumable: string;
    streamReissue: string;
    /** A broken stream when the capture does not say the protocol version: both readings. */
    streamEitherVersion: string;
    gateway: string;
    connectionClosed: string;
    sessionExpired: string;
    serverError: string;
    /** A server/discover probe answered with an error: the fallback to initialize is what to check. */
    discoverFallback: string;
    pendingCapture: string;
    collectClientLog(name: string, cancelled: boolean): string;
    serverContinued: string;
    cancelledButCompleted: string;
    cancelInitialize: string;
    disconnectIsNotCancel: string;
    notificationOnModernHttp: string;
    taskCancel: string;
    timeoutWithoutCancel: string;
    lateResponses: string;
    duplicateRetry: string;
    checkBeforeRetry(name: string): string;
  };
}
