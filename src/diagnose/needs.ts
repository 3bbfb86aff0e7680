/**
 * The evidence a request rule can need before it fires, and how to see each on a timeline. A rule declares its needs
 * in `meta.needs` (any one of them present lets it fire; none present means it cannot); the fast path for plain
 * completions (plain.ts) is what follows from those declarations, and test/diagnose/needs.test.ts runs every rule on
 * every capture to check that no rule fires without one of its needs showing.
 *
 * `shows` may say yes when unsure (the request then takes the full path); it must never say no where a rule could
 * see the evidence.
 */
import type { RequestTimeline } from '../timeline/types.js';
import type { Classification } from './types.js';
import { factsOnce, progressValue, type RequestFacts } from './facts.js';

export const NEEDS = [
  /** A cancellation from either side: `t.cancels`, or a cancel entry (a server-sent cancel of a client request). */
  'cancel',
  /** An HTTP response stream of the request (its close may be the 2026 cancellation, or a disconnect). */
  'stream',
  /** The transport closed with the request on it. */
  'transport-close',
  /** More than one response for the id. */
  'second-response',
  /** A progress notification after the first response (in capture order). */
  'progress-after-response',
  /** Progress values that do not strictly increase. */
  'progress-not-increasing',
  /** No progress token, and the request ran at least LONG_REQUEST_MS (measured as no-progress-token measures it). */
  'long-without-token',
  /** The classification is anything but `completed` / `none` (the rule reads the verdict). */
  'unfinished',
] as const;
export type Need = (typeof NEEDS)[number];

/** A request without a progress token that runs this long gets a no-progress-token finding. */
export const LONG_REQUEST_MS = 10_000;

/** Past this many progress notifications the position check (quadratic) is not made: the evidence counts as shown. */
const MAX_PROGRESS_CHECKED = 32;

/**
 * Whether `t` shows `need`. `c` is the request's classification; the fast path passes null, having established
 * with `completedOnWire` (plain.ts) that the verdict is `completed` / `none`. `facts` are the request's (factsOnce).
 */
export function shows(need: Need, t: RequestTimeline, c: Classification | null, facts: () => RequestFacts = factsOnce(t)): boolean {
  switch (need) {
    case 'cancel':
      return t.cancels.length > 0 || t.entries.some((e) => e.kind === 'cancel');
    case 'stream':
      return t.streams.length > 0;
    case 'transport-close':
      return t.transportClose !== null;
    case 'second-response':
      return t.responses.length > 1;
    case 'progress-after-response':
      return progressAfterResponse(t);
    case 'progress-not-increasing':
      return progressNotIncreasing(t);
    case 'long-without-token':
      return longWithoutToken(t, facts);
    case 'unfinished':
      return c !== null && (c.outcome !== 'completed' || c.cause !== 'none');
  }
}

/**
 * Some progress notification does not first appear in `entries` before the first response's entry: the order of
 * facts.pos, scanned here directly because building the facts of every plain completion is what the fast path saves.
 */
function progressAfterResponse(t: RequestTimeline): boolean {
  const r = t.responses[0];
  if (r === undefined || t.progress.length === 0) return false;
  if (t.progress.length > MAX_PROGRESS_CHECKED) return true;
  const entries = t.entries;
  let responsePos = -1;
  for (let i = 0; i < entries.length; i++) {
    if (entries[i]!.event === r) {
      responsePos = i;
      break;
    }
  }
  if (responsePos < 0) return true;
  for (const e of t.progress) {
    let before = false;
    for (let i = 0; i < responsePos; i++) {
      if (entries[i]!.event === e) {
        before = true;
        break;
      }
    }
    if (!before) return true;
  }
  return false;
}

function progressNotIncreasing(t: RequestTimeline): boolean {
  let prev: number | null = null;
  for (const e of t.progress) {
    const v = progressValue(e).progress;
    if (v === null) continue;
    if (prev !== null && v <= prev) return true;
    prev = v;
  }
  return false;
}

/**
 * no-progress-token's own duration: request → first response, else the requester's cancellation signal, else the
 * transport close, else the last entry. The signal needs the request's facts, computed only when a cancel or a
 * stream could make one (never on the fast path).
 */
function longWithoutToken(t: RequestTimeline, facts: () => RequestFacts): boolean {
  const start = t.request.at;
  if (t.progressToken !== null || start === null) return false;
  const signalAt = t.cancels.length > 0 || t.streams.length > 0 ? (facts().signal?.at ?? null) : null;
  const endAt = t.responses[0]?.at ?? signalAt ?? t.transportClose?.at ?? t.entries[t.entries.length - 1]?.at ?? null;
  return endAt !== null && endAt - start >= LONG_REQUEST_MS;
}
