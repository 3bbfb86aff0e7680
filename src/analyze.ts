/**
 * `analyze(inputs, options) → Report`, the library's entry point (re-exported by index.ts). The
 * CLI imports it from here so that a run loads only the renderer it uses (index.ts also
 * re-exports every renderer).
 *
 * One pass, streaming (shared/design/architecture.md, "Streaming and bounded"): each input is opened, its
 * events are pushed into its own timeline builder, and every request is diagnosed the moment
 * the builder declares it final. A request worth reporting is converted to its report form at
 * once (so its raw events can be collected); a request that completed normally is only
 * counted. Memory grows with open requests and incidents, not with the size of the capture.
 */
import type { Problem, WireEvent } from './events.js';
import type { Lang } from './i18n/lang.js';
import { diagnose, diagnoseSession, factsOnce, plainCompletion, plainSlot } from './diagnose/index.js';
import type { DiagnoseOptions, Diagnosis, Finding, Outcome } from './diagnose/types.js';
import { openInput, type OpenedInput } from './ingest/index.js';
import { InputError, UsageError } from './ingest/errors.js';
import type { FormatName, InputSummary } from './ingest/types.js';
import { redactReport, redactRequest, redactText } from './redact.js';
import type { Report, ReportRequest, ReportSession, SkippedInput } from './report/contract.js';
import { buildReport, compareRequests, reportRequest, reportSession, RollUp, serverOf, sessionPrefix, type RequestOrderKey } from './report/model.js';
import { fallbackWouldShow, isIncident, matchRequest, RequestSelection, type RequestIdentity } from './report/select.js';
import { toolVersion } from './report/version.js';
import { analyzeTogether } from './analyze-together.js';
import { createTimelineBuilder } from './timeline/index.js';
import type { ConnectionFailure, PlainFacts, RequestTimeline, SessionInfo, SessionTimeline } from './timeline/types.js';

export interface AnalyzeOptions {
  /** Skip auto-detection (`--input-format`); `auto` by default. */
  inputFormat?: FormatName | 'auto';
  /** Zone for captures whose timestamps carry none (`--tz`): IANA name or `±HH:MM`. */
  tz?: string;
  /** The requester's configured per-request limit, when known (`--timeout`). */
  timeoutMs?: number;
  /** The requester's configured total limit, when known (`--max-total-timeout`). */
  maxTotalTimeoutMs?: number;
  /** Also list requests that completed normally (`--all`). */
  all?: boolean;
  /** Only this request: `<id>`, `<session>:<id>`, or a report key (`--request`). Implies listing it whatever its outcome. */
  request?: string;
  /** Redact secrets and argument values (default true; `--no-redact` turns it off). */
  redact?: boolean;
  /** `--lang`: the language of the prose (summary, record labels, next steps); English when absent. Vocabularies never change. */
  lang?: Lang;
  /**
   * Several captures of one incident become one timeline (default true): sessions that show the same
   * messages are merged on the first capture's clock (timeline/merge/). False: each capture on its own.
   */
  merge?: boolean;
  /** Where `-` reads from (default `process.stdin`). */
  stdin?: NodeJS.ReadableStream;
  /**
   * Told of each input that could not be read (missing, a directory, not a capture) and is
   * listed in `inputs[]` as `{ path, skipped }`. Called only when the report goes on without
   * it: when no input can be read, analyze() throws instead (exit 1).
   */
  onSkip?: (path: string, reason: string) => void;
  /** Told of every input's progress while it is read (`bytes` so far, requests so far in the run). */
  onProgress?: (p: { path: string; bytes: number; requests: number }) => void;
  /**
   * With `request`: told when it matched nothing, with the keys of the first requests that exist
   * (any of them is a valid `--request`) and their number. The report is returned all the same;
   * the CLI turns this into exit 1 (output contract, "Additions").
   */
  onNoMatch?: (known: { keys: string[]; total: number }) => void;
}

/** What `--request` is matched against. */
function identityOf(t: RequestTimeline): RequestIdentity {
  return { key: t.key, session: t.session.key, sessionLabel: t.session.label, id: t.id };
}

/** `x.log: no such file` → `no such file` (InputError messages start with the path). */
function skipReason(path: string, e: InputError): string {
  return e.message.startsWith(`${path}: `) ? e.message.slice(path.length + 2) : e.message;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export async function analyze(inputs: string[], options: AnalyzeOptions = {}): Promise<Report> {
  if (inputs.length === 0) throw new UsageError('no capture given (pass a file, or - for stdin)');
  if (inputs.filter((p) => p === '-').length > 1) throw new UsageError("stdin ('-') can be given only once");

  const dopts: DiagnoseOptions = {};
  if (options.timeoutMs !== undefined) dopts.timeoutMs = options.timeoutMs;
  if (options.maxTotalTimeoutMs !== undefined) dopts.maxTotalTimeoutMs = options.maxTotalTimeoutMs;
  if (options.lang !== undefined) dopts.lang = options.lang;

  // Open (and sniff) every input before reading any, so a missing or unrecognised second file
  // is reported at once rather than after a long read of the first. An input that cannot be
  // read is skipped (a Claude log folder holds main.log beside the mcp-server-*.log files);
  // when none can, its InputError propagates (output contract, "Additions": exit 1).
  const opened = [];
  const skipped: { path: string; error: InputError }[] = [];
  for (const path of inputs) {
    try {
      opened.push(
        await openInput(path, {
          inputFormat: options.inputFormat ?? 'auto',
          ...(options.tz !== undefined ? { tz: options.tz } : {}),
          ...(options.stdin !== undefined ? { stdin: options.stdin } : {}),
        }),
      );
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      skipped.push({ path, error: e });
    }
  }
  const skippedInputs: SkippedInput[] = skipped.map(({ path, error }) => ({ path, skipped: skipReason(path, error) }));
  if (opened.length === 0 && skipped.length === 1) throw skipped[0]!.error;
  if (inputs.length > 1) for (const s of skippedInputs) options.onSkip?.(s.path, s.skipped);
  if (opened.length === 0) throw new InputError(`none of the ${inputs.length} inputs could be read`);

  const redact = options.redact !== false;
  /**
   * A listed request is redacted as soon as it is made (nothing else holds the unredacted copy),
   * and keeps what the report order is decided by, unredacted (compareRequests).
   */
  interface Listed {
    order: RequestOrderKey;
    request: ReportRequest;
  }
  const list = (d: Diagnosis): Listed => {
    const r = reportRequest(d, options.lang);
    return { order: { startedAt: r.startedAt, session: r.session, key: r.key }, request: redact ? redactRequest(r) : r };
  };
  const selection = options.request !== undefined ? new RequestSelection<Listed>(options.request) : null;
  const listed: Listed[] = [];
  const sessions: ReportSession[] = [];
  const sessionFindings: Finding[] = [];
  const problems: Problem[] = [];
  const summaries: InputSummary[] = [];
  const byOutcome: Partial<Record<Outcome, number>> = {};
  const roll = new RollUp();
  let total = 0;
  let notReported = 0;
  // Per input (inputs are read one after another): the capture began or ended inside a session.
  let startsMid = false;
  let endsMid = false;
  // Per session still open: the host's words of a connection's failure that a request not completed ended with (its
  // record tells them; connection-failed-no-request does not tell them again). Requests are emitted before their session.
  const carried = new Map<string, Set<WireEvent>>();

  const onRequest = (t: RequestTimeline, failures: readonly ConnectionFailure[] | null): void => {
    total += 1;
    if (t.openAtEnd) endsMid = true;
    selection?.see(identityOf(t));
    // Plain completions that will only be counted skip classification, rules and the record (diagnose/plain.ts
    // proves the full diagnosis would be `completed` with no findings). Listed ones (--all, a --request match)
    // are always diagnosed in full.
    // The request's facts, computed when a check first needs them and shared with its full diagnosis.
    const facts = factsOnce(t);
    if (!options.all && plainCompletion(t, dopts, undefined, facts)) {
      if (selection === null || matchRequest(selection.spec, identityOf(t)) === null) {
        byOutcome.completed = (byOutcome.completed ?? 0) + 1;
        roll.request('completed', 'none', serverOf(t.session));
        if (selection === null) notReported += 1;
        return;
      }
    }
    let d: Diagnosis;
    try {
      d = diagnose(t, dopts, facts());
    } catch (e) {
      // A bug in one rule must not cost the user the whole report: say which request and go on.
      problems.push({ source: t.request.source, message: `internal error while diagnosing request ${t.key}: ${message(e)}` });
      return;
    }
    byOutcome[d.outcome] = (byOutcome[d.outcome] ?? 0) + 1;
    roll.request(d.outcome, d.cause, serverOf(t.session), d.findings.map((f) => f.rule));
    if (d.outcome !== 'completed' && failures !== null) noteCarried(t, failures);
    if (selection) {
      selection.offer(identityOf(t), () => list(d));
    } else if (options.all || isIncident(d, t.method, t.noFallback === true && fallbackWouldShow(t.request))) {
      listed.push(list(d));
    } else {
      notReported += 1;
    }
  };

  /**
   * A request the builder kept plain to its emission (TimelineSink.plain), counted as onRequest counts a plain
   * completion when plainSlot, plainCompletion for such a request, says it is one; else it comes as a timeline.
   * Offered only when nothing is listed or selected.
   */
  const onPlain = (f: PlainFacts, session: SessionInfo): boolean => {
    if (!plainSlot(f, dopts)) return false;
    total += 1;
    notReported += 1;
    const server = serverOf(session);
    if (plainRun > 0 && server === plainServer) {
      plainRun += 1;
      return true;
    }
    flushPlain();
    // The run's first is counted at once, so every count's key is made when it was before (the report's key order).
    byOutcome.completed = (byOutcome.completed ?? 0) + 1;
    roll.request('completed', 'none', server);
    plainServer = server;
    plainRun = 1;
    return true;
  };

  /**
   * Plain completions of one server in a row (onPlain): the first counted at once, the rest added here when the server
   * changes and before the counts are read. Counting each into `byOutcome` and the roll-up's maps (keyed by outcome,
   * cause and server name: megamorphic keyed loads and stores) cost every plain request; added as a run they cost a
   * run (docs/performance.md, fifty-third round). The sums are the same, and every key is made at the same request as
   * before, so the counts' key order too.
   */
  let plainServer: string | null = null;
  let plainRun = 0;
  const flushPlain = (): void => {
    if (plainRun > 1) {
      byOutcome.completed! += plainRun - 1;
      roll.requests('completed', 'none', plainServer!, plainRun - 1);
    }
    plainRun = 0;
  };

  /**
   * The connection-failure words a request that was not completed carries (only those: the set stays small): its
   * session's kept ones (`failures`, read once by the builder: TimelineSink.request), the only ones the rule
   * connection-failed-no-request looks up.
   */
  const noteCarried = (t: RequestTimeline, failures: readonly ConnectionFailure[]): void => {
    for (const en of t.entries) {
      if (en.event.kind !== 'host-log' || !failures.some((f) => f.event === en.event)) continue;
      let set = carried.get(t.session.key);
      if (set === undefined) carried.set(t.session.key, (set = new Set()));
      set.add(en.event);
    }
  };

  const onSession = (s: SessionTimeline): void => {
    if (s.info.startedMidway) startsMid = true;
    sessions.push(reportSession(s));
    const its = carried.get(s.info.key);
    carried.delete(s.info.key);
    try {
      const found = diagnoseSession(s, dopts, its);
      for (const f of found) roll.rule(f.rule);
      sessionFindings.push(...found);
    } catch (e) {
      problems.push({
        source: s.info.end?.source ?? { file: s.info.file, line: 0 },
        message: `internal error while checking session ${s.info.key}: ${message(e)}`,
      });
    }
  };

  /** One builder over `events` (or, with `input`, over the input as it is read); what it saw of session edges. */
  const build = (file: OpenedInput, prefix: string | undefined) => {
    const builder = createTimelineBuilder(
      options.all || selection !== null ? { request: onRequest, session: onSession } : { request: onRequest, session: onSession, plain: onPlain },
      {
        file: file.path,
        clock: file.clock,
        zone: file.zone,
        zoneAssumed: file.zoneAssumed,
        ...(prefix !== undefined ? { sessionPrefix: prefix } : {}),
      },
    );
    startsMid = false;
    endsMid = false;
    return {
      push: (e: WireEvent) => builder.push(e),
      end: (): { startsMid: boolean; endsMid: boolean } => {
        builder.end();
        return { startsMid, endsMid };
      },
    };
  };

  if (opened.length > 1 && options.merge !== false) {
    await analyzeTogether(opened, build, summaries, problems);
  } else {
    for (const [index, input] of opened.entries()) {
      const b = build(input, sessionPrefix(index));
      const progress = options.onProgress;
      const { summary, problems: inputProblems } = await input.read(
        b.push,
        progress ? (bytes) => progress({ path: input.path, bytes, requests: total }) : undefined,
      );
      const edges = b.end();
      summary.startsMidSession = edges.startsMid;
      summary.endsMidSession = edges.endsMid;
      summaries.push(summary);
      problems.push(...inputProblems);
    }
  }

  flushPlain();
  const chosen = selection ? selection.result() : listed;
  if (selection && chosen.length === 0 && options.onNoMatch) {
    const { keys, total: seen } = selection.seen();
    options.onNoMatch({ keys: keys.map((k) => (redact ? redactText(k) : k)), total: seen });
  }
  chosen.sort((a, b) => compareRequests(a.order, b.order));
  const requests = chosen.map((l) => l.request);
  const report = buildReport({
    version: toolVersion(),
    inputs: [...summaries, ...skippedInputs],
    requests,
    requestsInOrder: true,
    sessions,
    sessionFindings,
    problems,
    counts: {
      requests: total,
      notReported,
      byOutcome,
      byCause: roll.byCause,
      byRule: roll.byRule,
      byServer: roll.byServer,
      ...(selection ? { filteredOut: total - requests.length } : {}),
    },
    redacted: redact,
    ...(options.lang !== undefined ? { lang: options.lang } : {}),
  });
  return redact ? redactReport(report, { requestsDone: true }) : report;
}
