import type { RequestTimeline } from '../../timeline/types.js';
import type { Evidence } from '../types.js';
import type { RequestFacts } from '../facts.js';
import { describe } from './text.js';
import type { Verdict } from './verdict.js';

// ── 7. pending ──────────────────────────────────────────────────────────────────────────────────────────────

export function pending(t: RequestTimeline, f: RequestFacts, ev: Evidence[], missing: string[]): Verdict {
  if (f.lastProgress) ev.push({ source: f.lastProgress.source, note: 'last progress: the server was still working here' });
  missing.push('the rest of the capture (or a server-side log): the request was still open when the capture ended');
  return pendingVerdict(t, f.lastProgress ? 'the server was still sending progress' : null);
}

export function pendingVerdict(t: RequestTimeline, why: string | null): Verdict {
  return {
    outcome: 'pending',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'high',
    summary: `Request ${describe(t)} was still open when the capture ended${why ? `: ${why}` : ''}.`,
    timeout: null,
  };
}
