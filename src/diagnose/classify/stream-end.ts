import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { formatDuration, matchKnownTimeout } from '../../protocol/timeouts.js';
import { between, errorOf, refusedResumes, type RequestFacts, type StreamEnd } from '../facts.js';
import type { RequestStream } from '../../timeline/types.js';
import { pendingVerdict } from './pending.js';
import { describe } from './text.js';
import { INTERMEDIARY_FIRST, timerAt } from './timers.js';
import type { Verdict } from './verdict.js';

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
  const s = end.stream;
  const by = s.closedBy ?? end.close.stream?.closedBy ?? null;
  const elapsed = between(f.startAt, end.close.at);
  const idleFrom = s.lastActivityAt ?? s.open?.at ?? f.startAt;
  const idle = between(idleFrom, end.close.at);
  const idleMatch = idle !== null ? matchKnownTimeout(idle, {}, INTERMEDIARY_FIRST) : null;
  const details: string[] = [];
  details.push(`closed by ${by ?? 'an unknown party'}`);
  if (elapsed !== null) details.push(`${formatDuration(elapsed)} after the request`);
  if (idle !== null) details.push(`idle ${formatDuration(idle)}`);
  details.push(s.keepalives > 0 ? `${s.keepalives} keep-alive(s) seen` : 'no keep-alives seen');
  if (end.close.stream?.error) details.push(end.close.stream.error);
  // When the client resumed (GET + Last-Event-ID) and the resumes failed too, the final end is a resume's; the
  // request's own stream was cut first, and that cut is what a reader of the capture needs to find.
  const first = f.streamEnds[0];
  const resumes = first && first !== end ? f.streamEnds.filter((x) => x !== first).length : 0;
  if (first && resumes > 0) {
    const firstBy = first.stream.closedBy ?? first.close.stream?.closedBy ?? null;
    const firstAfter = between(f.startAt, first.close.at);
    ev.push({ source: first.close.source, note: `the request's response stream was cut first (closed by ${firstBy ?? 'an unknown party'}${firstAfter !== null ? `, ${formatDuration(firstAfter)} after the request` : ''}${first.close.stream?.error ? `, ${first.close.stream.error}` : ''}); ${resumes} later stream(s) ended without the response too` });
  }
  // A resume refused with an HTTP error (404 "Session not found": the server restarted and lost the session and its
  // event store) belongs to the session's resumption: the call itself was lost with the stream that was cut.
  const refused = first ? refusedResumes(t, first.stream) : [];
  const refusedText = refused.length > 0 ? refusalText(t, refused) : null;
  if (refusedText !== null) ev.push({ source: refused[0]!.close?.source ?? refused[0]!.open?.source ?? end.close.source, note: `the client's resume ${refusedText}: the session's resumption failed, the call was lost with its stream` });
  const shown = resumes > 0 && first ? { by: first.stream.closedBy ?? first.close.stream?.closedBy ?? null, after: between(f.startAt, first.close.at) } : { by, after: elapsed };
  const cutText = `Request ${describe(t)}'s response stream ended before the response (${shown.by ?? 'closer unknown'}${shown.after !== null ? `, after ${formatDuration(shown.after)}` : ''})${refusedText !== null ? ` and the client's resume ${refusedText}, so the response was lost with the stream (the caller never saw an error)` : resumes > 0 ? ` and ${resumes} resume attempt(s) ended without it too` : ''}`;
  ev.push({ source: end.close.source, note: `${resumes > 0 ? 'last resumed ' : ''}response stream ended before the response (${details.join(', ')}): under ${f.stream!.rule.key} this is a ${end.meaning}` });

  if (end.meaning === 'polling') {
    if (s.resumedBy) {
      missing.push(`the resumed stream (${s.resumedBy}): it is not in the capture, so whether the response was delivered is unknown`);
      return pendingVerdict(t, 'the server closed the stream after a priming event (2025-11-25 polling) and the client resumed it, but the resumed stream is not in the capture');
    }
    if (t.openAtEnd) {
      missing.push('the rest of the capture: after a polling close the client reconnects with GET + Last-Event-ID after the retry delay');
      return pendingVerdict(t, 'the server closed the stream after a priming event (normal 2025-11-25 polling) and the capture ends before the client resumed it');
    }
    missing.push('a server-side log for this request: the response was never delivered, so whether the work finished is unknown');
    return {
      outcome: 'lost',
      cause: 'stream-closed',
      serverState: 'unknown',
      confidence: 'medium',
      summary: `The server closed ${describe(t)}'s stream after a priming event (2025-11-25 polling), but the client never resumed it with GET + Last-Event-ID, so the response was lost.`,
      timeout: null,
    };
  }

  // 'disconnect' (legacy, or a 2026 server/network close). A 2026 client close is a signal and never reaches here.
  const proxy = idleMatch && by !== 'client' && s.keepalives === 0;
  if (proxy) ev.push({ source: end.close.source, note: `the idle time matches ${idleMatch.label}: an intermediary's idle timeout` });
  const clientTimer = by === 'client' ? timerAt(t, f, end.close.at, end.pos, opts, null, 'stream close') : null;
  missing.push('a server-side log for this request: the server was not asked to stop, so it may have finished the work');
  const legacy = f.stream!.rule.cancelSignal === 'notification';
  const tail = legacy
    ? 'no notifications/cancelled was sent, so under this version this is a disconnect, not a cancellation: the server was not asked to stop'
    : 'under 2026-07-28 a broken stream loses the request; the client must re-issue it with a new id';
  return {
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    confidence: 'high',
    summary: `${cutText}${proxy ? `, idle for ${formatDuration(idle!)} — ${idleMatch!.label}, which points at a proxy` : ''}${clientTimer ? `; the client closed it at ${formatDuration(clientTimer.ms)}, which looks like its own timer` : ''}; ${tail}.`,
    timeout: clientTimer ?? (proxy ? { ms: idleMatch!.timeout.ms, basis: `${formatDuration(idleMatch!.timeout.ms)}, ${idleMatch!.label} — inferred from an idle stream cut after ${formatDuration(idle!)}` } : null),
  };
}

/** "(GET + Last-Event-ID) was refused with HTTP 404 -32001 "Session not found" (2 attempts)", from the resume streams' answers. */
function refusalText(t: RequestTimeline, refused: RequestStream[]): string {
  const ids = new Set(refused.map((r) => r.id));
  const body = t.entries.find((en) => en.kind === 'error-response' && en.event.stream !== undefined && ids.has(en.event.stream.id));
  const err = body ? errorOf(body.event) : null;
  const what = err ? ` ${err.code ?? ''} "${err.message ?? ''}"`.replace(/^ {2}/, ' ') : '';
  return `(GET + Last-Event-ID) was refused with HTTP ${refused[0]!.status ?? '?'}${what}${refused.length > 1 ? ` (${refused.length} attempts)` : ''}`;
}
