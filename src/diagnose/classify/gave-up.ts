import type { RequestTimeline } from '../../timeline/types.js';
import type { Cause, DiagnoseOptions, Evidence } from '../types.js';
import { formatDuration } from '../../protocol/timeouts.js';
import { between, type RequestFacts } from '../facts.js';
import { describe, oneLine } from './text.js';
import { timerAt } from './timers.js';
import type { Verdict } from './verdict.js';

// ── 6. gave up silently ─────────────────────────────────────────────────────────────────────────────────────

export function gaveUpSilently(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  const hit = f.hostLogs.find((h) => h.match.meaning === 'timeout' || h.match.meaning === 'max-total-timeout' || h.match.meaning === 'user');
  if (hit) {
    ev.push({ source: hit.event.source, note: `host log: "${oneLine(hit.event.text ?? '')}" (${hit.match.pattern.sdk}) — no cancellation on the wire` });
    missing.push('whether the server did the work: it was never told to stop; check the server-side log or the external effect');
    const cause: Cause = hit.match.meaning === 'max-total-timeout' ? 'max-total-timeout' : hit.match.meaning === 'user' ? 'user-cancel' : 'client-timeout';
    return {
      outcome: 'abandoned',
      cause,
      serverState: t.progress.length > 0 || t.logs.length > 0 ? 'continued' : 'unknown',
      confidence: 'high',
      summary: `The requester stopped waiting for ${describe(t)} (${cause === 'user-cancel' ? 'a user cancel' : 'its own timer'}) without sending any cancellation, so the server was never told to stop.`,
      timeout: cause === 'user-cancel' ? null : timerAt(t, f, hit.event.at, hit.pos, opts, hit.match, 'error'),
    };
  }
  const retry = t.retries[0];
  if (retry) {
    const gap = between(f.startAt, retry.at);
    ev.push({ source: retry.source, note: `the same call was sent again as id ${JSON.stringify(retry.id)}${gap !== null ? ` ${formatDuration(gap)} later` : ''} while this one was still open` });
    const k = gap !== null ? timerAt(t, f, retry.at, Number.MAX_SAFE_INTEGER, opts, null, 'retry') : null;
    missing.push('why the requester gave up: no cancellation and no error text was captured');
    missing.push('whether the server did the work: it was never told to stop');
    return {
      outcome: 'abandoned',
      cause: k ? 'client-timeout' : 'unknown',
      serverState: 'unknown',
      confidence: k ? 'medium' : 'low',
      summary: `The requester sent ${describe(t)} again while it was still open, without cancelling it: it gave up silently${k ? ` (the retry came at ${formatDuration(k.ms)}, which looks like its timer)` : ''}.`,
      timeout: k,
    };
  }
  return null;
}
