/**
 * The fast path for requests that only get counted: a few field checks that prove `diagnose(t)` would say
 * `completed` with no findings at all, so analyze() can count the request without classifying it, running the
 * rules or building its record. On a busy capture well over 99 % of requests are such plain completions, and
 * diagnosing each one in full was a quarter of the run (docs/performance.md).
 *
 * Safety argument. `plainCompletion(t, opts)` returns true only when ALL of these hold:
 *   (a) exactly one response, and it is a result: `errorOf` (the test classify and the rules use) sees no error;
 *   (b) no cancellation from the requester (`t.cancels` empty) and no cancel entry at all (a server-sent cancel for
 *       a client request is filed as an entry only);
 *   (c) no HTTP response stream (`t.streams` empty), no transport close, not open at the end;
 *   (d) every entry is a request, response, progress, log, host-log, retry or task entry (no stream, status,
 *       keep-alive, resume, error or cancel entry);
 *   (e) every progress notification sits before the response in `entries`, and progress values strictly increase;
 *   (f) without a progress token: the request's duration, measured exactly as no-progress-token measures it, is
 *       unknown or under LONG_REQUEST_MS;
 *   (g) with --max-total-timeout: no progress at all.
 * Then, in classify: (b)+(c) give no signal (signals come from `t.cancels` or stream closes only), so decide()
 * goes to answered(); (a) makes it a result; capBeforeResult needs --max-total-timeout and progress, excluded by
 * (g) → outcome `completed`, cause `none`. Each request rule then returns nothing:
 *   cancel-initialize, task-cancelled-by-notification, notification-cancel-on-modern-http, cancel-id-zero-ignored,
 *   stale-cancel-after-result, cancel-unknown-request (late cancels): need a cancel in `t.cancels` — (b).
 *   response-after-cancel, progress-after-cancel, error-response-to-cancel: need a signal — (b)+(c).
 *   server-cancel-not-listen: needs a cancel entry from the server or a cancel in `t.cancels` — (b).
 *   disconnect-is-not-cancel: returns early on a response — (a).
 *   broken-stream-not-reissued: needs a closed HTTP response stream that did not carry the response, and returns
 *     early on a response — (c) and (a); a request with a broken stream is never a plain completion.
 *   duplicate-response: needs two responses — (a).
 *   timeout-without-cancel, progress-did-not-extend-timeout: need outcome abandoned / cause client-timeout.
 *   possible-duplicate-retry: needs an unresolved outcome; `completed` is resolved.
 *   progress-after-response: needs progress after the response — (e).
 *   progress-not-increasing: needs a non-increasing value — (e), checked with the rule's own `progressValue`.
 *   no-progress-token: needs a token-less request that timed out or ran at least LONG_REQUEST_MS — (f); the fast
 *     path ignores the rule's exempt methods, which only sends more requests down the full path.
 * Anything else goes through `diagnose()` unchanged. `PLAIN_REVIEWED_RULES` lists the request rules this argument
 * covers; a test fails when a request rule is added without revisiting it, and another runs the full `diagnose()`
 * on every timeline of many generated and sample captures (and random ones) to check the two agree.
 */
import type { RequestTimeline } from '../timeline/types.js';
import type { DiagnoseOptions } from './types.js';
import { errorOf, progressValue } from './facts.js';
import { LONG_REQUEST_MS } from './rules/no-progress-token.js';

/** The request rules the safety argument above was checked against (ids). */
export const PLAIN_REVIEWED_RULES: readonly string[] = [
  'cancel-initialize',
  'response-after-cancel',
  'progress-after-cancel',
  'error-response-to-cancel',
  'cancel-unknown-request',
  'timeout-without-cancel',
  'progress-did-not-extend-timeout',
  'no-progress-token',
  'disconnect-is-not-cancel',
  'broken-stream-not-reissued',
  'notification-cancel-on-modern-http',
  'server-cancel-not-listen',
  'task-cancelled-by-notification',
  'possible-duplicate-retry',
  'progress-not-increasing',
  'duplicate-response',
  'stale-cancel-after-result',
  'cancel-id-zero-ignored',
  'progress-after-response',
];

/** Past this many progress notifications the position check (quadratic) is left to the full path. */
const MAX_PROGRESS_CHECKED = 32;

/** True only when `diagnose(t, opts)` is certain to give outcome `completed` and no findings (see above). */
export function plainCompletion(t: RequestTimeline, opts: DiagnoseOptions): boolean {
  // (a) (b) (c)
  if (t.responses.length !== 1 || t.cancels.length !== 0 || t.streams.length !== 0) return false;
  if (t.transportClose !== null || t.openAtEnd) return false;
  const r = t.responses[0]!;
  if (errorOf(r) !== null) return false;
  const progress = t.progress;
  // (g)
  if (progress.length > 0 && opts.maxTotalTimeoutMs) return false;
  if (progress.length > MAX_PROGRESS_CHECKED) return false;

  // (d) and the response's position (facts.pos: the first entry holding the event).
  const entries = t.entries;
  let responsePos = -1;
  for (let i = 0; i < entries.length; i++) {
    const en = entries[i]!;
    switch (en.kind) {
      case 'request':
      case 'progress':
      case 'log':
      case 'host-log':
      case 'retry':
      case 'task':
        break;
      case 'response':
        if (responsePos < 0 && en.event === r) responsePos = i;
        break;
      default:
        return false;
    }
  }
  if (responsePos < 0) return false;

  // (e) each progress event first appears before the response, and the values strictly increase.
  let prev: number | null = null;
  for (const e of progress) {
    let before = false;
    for (let i = 0; i < responsePos; i++) {
      if (entries[i]!.event === e) {
        before = true;
        break;
      }
    }
    if (!before) return false;
    const v = progressValue(e).progress;
    if (v === null) continue;
    if (prev !== null && v <= prev) return false;
    prev = v;
  }

  // (f) no-progress-token's own duration: first response, else (no signal, no close) the last entry.
  if (t.progressToken === null) {
    const startAt = t.request.at;
    const endAt = r.at ?? entries[entries.length - 1]?.at ?? null;
    const dur = startAt !== null && endAt !== null ? endAt - startAt : null;
    if (!(dur === null || dur < LONG_REQUEST_MS)) return false;
  }
  return true;
}
