import type { RequestTimeline } from '../../timeline/types.js';
import type { Evidence } from '../types.js';
import type { RequestFacts } from '../facts.js';
import { describe } from './text.js';
import type { Verdict } from './verdict.js';
import type { DiagnoseMessages } from '../../i18n/index.js';

// ── 7. pending ──────────────────────────────────────────────────────────────────────────────────────────────

export function pending(t: RequestTimeline, f: RequestFacts, ev: Evidence[], missing: string[], m: DiagnoseMessages): Verdict {
  if (f.lastProgress) ev.push({ source: f.lastProgress.source, note: m.evidence.lastProgress });
  missing.push(m.missing.restOfCapture);
  return pendingVerdict(t, f.lastProgress ? m.pendingWhy.progress : null, m);
}

export function pendingVerdict(t: RequestTimeline, why: string | null, m: DiagnoseMessages): Verdict {
  return {
    outcome: 'pending',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'high',
    summary: m.summary.pending(describe(t, m), why),
    timeout: null,
  };
}
