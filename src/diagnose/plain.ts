/**
 * The fast path for requests that only get counted: a few field checks that prove `diagnose(t)` would say
 * `completed` with no findings at all, so analyze() can count the request without classifying it, running the
 * rules or building its record. On a busy capture well over 99 % of requests are such plain completions, and
 * diagnosing each one in full was a quarter of the run (docs/performance.md).
 *
 * Two parts, neither a hand-kept list:
 * - the classifier's: `completedOnWire` holds only when classify() goes straight to answered() and says
 *   `completed` / `none`, `completedInWords` only when it reaches the host's words and they say that (below);
 * - the rules': each request rule declares the evidence it needs (`meta.needs`, diagnose/needs.ts) and cannot fire
 *   on a timeline that shows none of it, so a request that shows none of the needs of any rule gets no finding.
 *   A rule that declares no needs can fire on anything, and then nothing takes the fast path.
 * test/diagnose/needs.test.ts checks every declaration against what the rules do on every sample, fixture and
 * generated capture; test/diagnose/plain.test.ts compares the fast path with the full `diagnose()`.
 */
import type { PlainFacts, RequestTimeline } from '../timeline/types.js';
import type { DiagnoseOptions, RequestRule } from './types.js';
import { answerHadBefore } from './classify/answered.js';
import { errorOf, factsOnce, type RequestFacts } from './facts.js';
import { LONG_REQUEST_MS, shows, type Need } from './needs.js';
import { RULES } from './rules/index.js';

/**
 * The evidence that could let some request rule fire on a completed request, each once; null when some rule needs
 * nothing (it could fire on any request, so none is plain). `unfinished` is left out: completedOnWire rules it out.
 */
export function planFromRules(rules: readonly RequestRule[]): readonly Need[] | null {
  const out = new Set<Need>();
  for (const r of rules) {
    if (r.meta.needs.length === 0) return null;
    for (const n of r.meta.needs) if (n !== 'unfinished') out.add(n);
  }
  return [...out];
}

const PLAN = planFromRules(RULES.filter((r): r is RequestRule => r.scope === 'request'));

/**
 * The classifier's part. True only when classify() says `completed` / `none`:
 *   (a) exactly one response, a result (`errorOf`, the test classify uses, sees no error);
 *   (b) no cancellation from the requester (`t.cancels` empty) and no cancel entry (a server-sent cancel for a
 *       client request is filed as an entry only): with (c), no signal, so decide() goes to answered();
 *   (c) no HTTP response stream, no transport close, not open at the end;
 *   (d) every entry is a request, response, progress, log, host-log, retry or task entry (no stream, status,
 *       keep-alive, resume, error or cancel entry), and the response is among them;
 *   (e) no late-answer words of the requester (below);
 *   (f) no words of the requester that it stopped waiting before the response (RequestFacts.stoppedWaiting: its timer,
 *       its cancel, its transport closed, its call's end): step 1c may read the response as a late answer;
 *   (g) with --max-total-timeout: no progress at all (answered()'s capBeforeResult needs both).
 */
export function completedOnWire(t: RequestTimeline, opts: DiagnoseOptions, facts: () => RequestFacts = factsOnce(t)): boolean {
  // (a) (b) (c)
  if (t.responses.length !== 1 || t.cancels.length !== 0 || t.streams.length !== 0) return false;
  if (t.transportClose !== null || t.openAtEnd) return false;
  const r = t.responses[0]!;
  if (errorOf(r) !== null) return false;
  // (e) no words of the requester that it had let the id go before the result (HostSaid.late): answered()'s
  //     droppedResult may make that a cancellation.
  //     Not words that say the answer was one the requester already had (answerHadBefore): that stays a completion.
  if ((r.said?.late === true && !answerHadBefore(r)) || t.said.some((e) => e.said?.late === true && !answerHadBefore(e))) return false;
  // (f)
  if (t.said.length > 0 && facts().stoppedWaiting !== null) return false;
  // (g)
  if (t.progress.length > 0 && opts.maxTotalTimeoutMs) return false;
  // (d)
  let answered = false;
  for (const en of t.entries) {
    switch (en.kind) {
      case 'request':
      case 'progress':
      case 'log':
      case 'host-log':
      case 'retry':
      case 'task':
        break;
      case 'response':
        if (en.event === r) answered = true;
        break;
      default:
        return false;
    }
  }
  return answered;
}

/**
 * The classifier's part for a request known only from the host's words. True only when classify() reaches the host's
 * words (step 4b) and they say `completed` / `none`:
 *   (a) its start is the host's words and nothing of it is on the wire: no response, cancel, progress, log or stream
 *       (so no signal, no answer, no HTTP failure, no stream end comes first), no transport close, not open at the end,
 *       no unnamed refusal, no task;
 *   (b) every entry is the request or a host-log entry (no cancel entry, no status);
 *   (c) its words are only that a call went out, the connection's stated limit, and that it completed (at least once):
 *       the last ending words are a completion, which host-words.ts reads as `completed` / `none` — no failure, timer,
 *       cancel, close or status to read instead, no late answer and no undelivered one.
 * A call a Claude Code debug log tells ("Calling MCP tool: x", then "Tool 'x' completed successfully in 12ms") is one;
 * the timeline releases such calls as it releases clean wire pairs (host-requests.ts endedClean).
 */
export function completedInWords(t: RequestTimeline): boolean {
  // (a)
  if (t.request.kind !== 'host-log' || t.basis !== 'host-log') return false;
  if (t.responses.length + t.cancels.length + t.progress.length + t.logs.length + t.streams.length !== 0) return false;
  if (t.transportClose !== null || t.openAtEnd || t.refusedUnnamed !== undefined || (t.task ?? null) !== null) return false;
  // (b)
  for (const en of t.entries) if (en.kind !== 'request' && en.kind !== 'host-log') return false;
  // (c)
  let completed = false;
  for (const e of t.said) {
    const s = e.said;
    if (s === undefined || s.late === true || s.undelivered === true) return false;
    if (s.kind === 'completed') completed = true;
    else if (s.kind !== 'request-sent' && s.kind !== 'limit') return false;
  }
  return completed;
}

/**
 * True only when `diagnose(t, opts)` is certain to give outcome `completed` and no findings (see above). `facts` are the
 * request's (factsOnce), asked for only where a check needs them; the caller hands the same to diagnose() when false.
 */
export function plainCompletion(
  t: RequestTimeline,
  opts: DiagnoseOptions,
  plan: readonly Need[] | null = PLAN,
  facts: () => RequestFacts = factsOnce(t),
): boolean {
  if (plan === null || !(completedOnWire(t, opts, facts) || completedInWords(t))) return false;
  for (const n of plan) if (shows(n, t, null, facts)) return false;
  return true;
}

/**
 * `plainCompletion` for a request known by construction to be a slot: answered once with a result, strictly rising
 * progress all before it, a wire request with no cancel, stream, close, words, log, task or retry. completedOnWire
 * holds for such a request but for (g); of the plan's needs only `long-without-token` can show (its end is the
 * answer), and any need this function does not know keeps the request off the fast path.
 * test/timeline/slot-verdict.test.ts (tables, generated captures) and test/diagnose/plain.test.ts (every capture the
 * repository has) compare it with `plainCompletion` on every slot-shaped request; test/timeline/plain-lane.test.ts
 * compares the reports with and without it. analyze() gives it the requests the timeline builder kept plain to their
 * emission (TimelineSink.plain: timeline/state.ts Req), which then never get a timeline.
 */
export function plainSlot(f: PlainFacts, opts: DiagnoseOptions, plan: readonly Need[] | null = PLAN): boolean {
  if (plan === null) return false;
  // (g)
  if (f.progress > 0 && opts.maxTotalTimeoutMs) return false;
  for (const n of plan) {
    switch (n) {
      case 'cancel':
      case 'stream':
      case 'transport-close':
      case 'second-response':
      case 'progress-after-response':
      case 'progress-not-increasing':
        break;
      case 'long-without-token':
        if (!f.hasToken && f.requestAt !== null && f.answerAt !== null && f.answerAt - f.requestAt >= LONG_REQUEST_MS) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}
