import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { matchKnownTimeout } from '../../protocol/timeouts.js';
import { between, errorOf, refusedResumes, type RequestFacts, type StreamEnd } from '../facts.js';
import type { RequestStream } from '../../timeline/types.js';
import { pendingVerdict } from './pending.js';
import { describe } from './text.js';
import { INTERMEDIARY_FIRST, limitLabel, timerAt } from './timers.js';
import type { Verdict } from './verdict.js';
import { messages, type DiagnoseMessages } from '../../i18n/index.js';

// ── 4. stream ended without the response ───────────────────────────────────────────────────────────────────

/**
 * Follows 2025-11-25 resumptions: a stream resumed by a later GET is superseded by that GET's stream. Returns the
 * last stream end that was not superseded, or null when the last relevant stream is still open.
 */
export function finalStreamEnd(t: RequestTimeline, f: RequestFacts): StreamEnd | null {
  if (f.streamEnds.length === 0) return null;
  const last = f.streamEnds[f.streamEnds.length - 1]!;
  // A later stream that is still open (e.g. a resume GET) means the request is still being waited on.
  const stillOpen = t.streams.some((s) => !s.close && s !== last.stream);
  if (stillOpen) return null;
  return last;
}

export function streamEnded(t: RequestTimeline, f: RequestFacts, end: StreamEnd, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  if (end.meaning === 'not-applicable' || end.meaning === 'completion' || end.meaning === 'cancellation') return null;
  const m = messages(opts.lang).diag;
  const req = describe(t, m);
  const s = end.stream;
  const by = s.closedBy ?? end.close.stream?.closedBy ?? null;
  const elapsed = between(f.startAt, end.close.at);
  const idleFrom = s.lastActivityAt ?? s.open?.at ?? f.startAt;
  const idle = between(idleFrom, end.close.at);
  const idleMatch = idle !== null ? matchKnownTimeout(idle, {}, INTERMEDIARY_FIRST) : null;
  const details: string[] = [];
  details.push(m.evidence.closedBy(by));
  if (elapsed !== null) details.push(m.evidence.afterRequest(elapsed));
  if (idle !== null) details.push(m.evidence.idle(idle));
  details.push(m.evidence.keepalives(s.keepalives));
  if (end.close.stream?.error) details.push(end.close.stream.error);
  // When the client resumed (GET + Last-Event-ID) and the resumes failed too, the final end is a resume's; the
  // request's own stream was cut first, and that cut is what a reader of the capture needs to find.
  const first = f.streamEnds[0];
  const resumes = first && first !== end ? f.streamEnds.filter((x) => x !== first).length : 0;
  if (first && resumes > 0) {
    const firstBy = first.stream.closedBy ?? first.close.stream?.closedBy ?? null;
    const firstAfter = between(f.startAt, first.close.at);
    ev.push({ source: first.close.source, note: m.evidence.firstCut(firstBy, firstAfter, first.close.stream?.error ?? null, resumes) });
  }
  // A resume refused with an HTTP error (404 "Session not found": the server restarted and lost the session and its
  // event store) belongs to the session's resumption: the call itself was lost with the stream that was cut.
  const refused = first ? refusedResumes(t, first.stream) : [];
  const refusedText = refused.length > 0 ? refusalText(t, refused, m) : null;
  if (refusedText !== null) ev.push({ source: refused[0]!.close?.source ?? refused[0]!.open?.source ?? end.close.source, note: m.evidence.resumeRefused(refusedText) });
  const shown = resumes > 0 && first ? { by: first.stream.closedBy ?? first.close.stream?.closedBy ?? null, after: between(f.startAt, first.close.at) } : { by, after: elapsed };
  const cutText = m.summary.streamCut(req, shown.by, shown.after, refusedText, resumes);
  ev.push({ source: end.close.source, note: m.evidence.streamEnded(resumes > 0, details, f.stream!.rule.key, m.streamMeaning(end.meaning)) });

  if (end.meaning === 'polling') {
    if (s.resumedBy) {
      missing.push(m.missing.resumedStream(s.resumedBy));
      return pendingVerdict(t, m.pendingWhy.pollingResumed, m);
    }
    if (t.openAtEnd) {
      missing.push(m.missing.afterPollingClose);
      return pendingVerdict(t, m.pendingWhy.pollingNotYet, m);
    }
    missing.push(m.missing.neverDelivered);
    return {
      outcome: 'lost',
      cause: 'stream-closed',
      serverState: 'unknown',
      confidence: 'medium',
      summary: m.summary.pollingLost(req),
      timeout: null,
    };
  }

  // 'disconnect' (legacy, or a 2026 server/network close). A 2026 client close is a signal and never reaches here.
  const proxy = idleMatch && by !== 'client' && s.keepalives === 0;
  if (proxy) ev.push({ source: end.close.source, note: m.evidence.idleMatches(limitLabel(idleMatch, m)) });
  const clientTimer = by === 'client' ? timerAt(t, f, end.close.at, end.pos, opts, null, 'stream close') : null;
  missing.push(m.missing.notAskedToStop);
  const legacy = f.stream!.rule.cancelSignal === 'notification';
  return {
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    confidence: 'high',
    summary: m.summary.streamLost(cutText, proxy ? { idleMs: idle!, label: limitLabel(idleMatch!, m) } : null, clientTimer ? clientTimer.ms : null, legacy),
    timeout: clientTimer ?? (proxy ? { ms: idleMatch!.timeout.ms, basis: m.basis.idleCut(idleMatch!.timeout.ms, limitLabel(idleMatch!, m), idle!) } : null),
  };
}

/** "(GET + Last-Event-ID) was refused with HTTP 404 -32001 "Session not found" (2 attempts)", from the resume streams' answers. */
function refusalText(t: RequestTimeline, refused: RequestStream[], m: DiagnoseMessages): string {
  const ids = new Set(refused.map((r) => r.id));
  const body = t.entries.find((en) => en.kind === 'error-response' && en.event.stream !== undefined && ids.has(en.event.stream.id));
  const err = body ? errorOf(body.event) : null;
  return m.summary.refusal(refused[0]!.status ?? null, err ? { code: err.code, message: err.message } : null, refused.length);
}
