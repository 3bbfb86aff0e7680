import type { RequestTimeline } from '../../timeline/types.js';
import type { Cause, DiagnoseOptions, Evidence } from '../types.js';
import { between, type RequestFacts } from '../facts.js';
import { describe, oneLine } from './text.js';
import { timerAt } from './timers.js';
import type { Verdict } from './verdict.js';
import { messages } from '../../i18n/index.js';

// ── 6. gave up silently ─────────────────────────────────────────────────────────────────────────────────────

export function gaveUpSilently(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  const m = messages(opts.lang).diag;
  const hit = f.gaveUpLog;
  if (hit) {
    ev.push({ source: hit.event.source, note: m.evidence.hostLogNoCancel(oneLine(hit.event.text ?? ''), hit.match.pattern.sdk) });
    missing.push(m.missing.neverToldToStop);
    const cause: Cause = hit.match.meaning === 'max-total-timeout' ? 'max-total-timeout' : hit.match.meaning === 'user' ? 'user-cancel' : 'client-timeout';
    return {
      outcome: 'abandoned',
      cause,
      serverState: t.progress.length > 0 || t.logs.length > 0 ? 'continued' : 'unknown',
      confidence: 'high',
      summary: m.summary.gaveUpSilently(describe(t, m), cause === 'user-cancel'),
      timeout: cause === 'user-cancel' ? null : timerAt(t, f, hit.event.at, hit.pos, opts, hit.match, 'error'),
    };
  }
  const retry = t.retries[0];
  if (retry) {
    const gap = between(f.startAt, retry.at);
    ev.push({ source: retry.source, note: m.evidence.sentAgain(retry.id, gap) });
    const k = gap !== null ? timerAt(t, f, retry.at, Number.MAX_SAFE_INTEGER, opts, null, 'retry') : null;
    missing.push(m.missing.whyGaveUp);
    missing.push(m.missing.neverToldShort);
    return {
      outcome: 'abandoned',
      cause: k ? 'client-timeout' : 'unknown',
      serverState: 'unknown',
      confidence: k ? 'medium' : 'low',
      summary: m.summary.retriedSilently(describe(t, m), k ? k.ms : null),
      timeout: k,
    };
  }
  return null;
}
