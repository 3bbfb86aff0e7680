import type { Source, WireEvent } from '../../events.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { formatDuration } from '../../protocol/timeouts.js';
import { between, type RequestFacts } from '../facts.js';
import { describe, oneLine } from './text.js';
import { timerAt } from './timers.js';
import type { Verdict } from './verdict.js';

// ── 5. transport closed ─────────────────────────────────────────────────────────────────────────────────────

export function transportClosed(t: RequestTimeline, f: RequestFacts, close: WireEvent, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const elapsed = between(f.startAt, close.at);
  const c = close.close ?? {};
  const crash = crashEvidence(t, close);
  const parts: string[] = [];
  if (c.reason) parts.push(c.reason);
  if (c.exitCode !== undefined && c.exitCode !== null) parts.push(`exit code ${c.exitCode}`);
  if (c.signal) parts.push(`signal ${c.signal}`);
  ev.push({ source: close.source, note: `transport closed with the request in flight${elapsed !== null ? `, ${formatDuration(elapsed)} after it` : ''}${parts.length ? ` (${parts.join(', ')})` : ''}` });
  if (crash) ev.push({ source: crash.source, note: `the server crashed: ${crash.note}` });
  missing.push(`whether the server did the work: ${crash ? 'it crashed, but ' : ''}nothing in the capture shows how far it got before the transport closed; check the server-side log or the external effect`);

  // The requester gave up on a timer first and then closed (host log), or shut the connection down on purpose.
  const gaveUp = f.hostLogs.find((h) => h.match.meaning === 'timeout' || h.match.meaning === 'max-total-timeout');
  if (gaveUp) {
    ev.push({ source: gaveUp.event.source, note: `host log: "${oneLine(gaveUp.event.text ?? '')}" — the requester's timer fired and no cancellation was sent` });
    return {
      outcome: 'abandoned',
      cause: gaveUp.match.meaning === 'max-total-timeout' ? 'max-total-timeout' : 'client-timeout',
      serverState: 'unknown',
      confidence: 'high',
      summary: `The requester gave up on ${describe(t)} on its own timer without sending a cancellation, and the transport then closed.`,
      timeout: timerAt(t, f, gaveUp.event.at, gaveUp.pos, opts, gaveUp.match, 'error'),
    };
  }
  // A deliberate shutdown (Claude Desktop "Server transport closed (intentional shutdown)") is the host's doing,
  // i.e. the client side, even when the line does not say who closed.
  const responder = t.from === 'client' ? 'server' : 'client';
  if (c.expected === true && close.from !== responder && !crash) {
    return {
      outcome: 'abandoned',
      cause: 'connection-closed',
      serverState: 'unknown',
      confidence: 'medium',
      summary: `The ${t.from} shut the connection down deliberately with ${describe(t)} in flight, without cancelling it.`,
      timeout: null,
    };
  }
  if (close.kind === 'stream-close' && (t.session.transport ?? t.request.transport) === 'http+sse') {
    // 2024-11-05 HTTP+SSE: the session's one GET stream carries every response (timeline/sse-channel.ts).
    return {
      outcome: 'lost',
      cause: 'connection-closed',
      serverState: 'unknown',
      confidence: 'high',
      summary: `The HTTP+SSE GET stream that carries every response closed${close.stream?.closedBy ? ` (by ${close.stream.closedBy})` : ''} with ${describe(t)} in flight${elapsed !== null ? ` (${formatDuration(elapsed)} after it)` : ''}: its POST had been accepted (202), so the response had no other way back, and a reconnect opens a new session that cannot receive it; no cancellation was sent.`,
      timeout: null,
    };
  }
  return {
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
    confidence: 'high',
    summary: `The transport closed with ${describe(t)} in flight${elapsed !== null ? ` (${formatDuration(elapsed)} after it)` : ''}${crash ? `; the server crashed (${crash.note}), but how far the work got is unknown` : ''}; no cancellation was sent.`,
    timeout: null,
  };
}

function crashEvidence(t: RequestTimeline, close: WireEvent): { source: Source; note: string } | null {
  const c = close.close ?? {};
  if (typeof c.exitCode === 'number' && c.exitCode !== 0) return { source: close.source, note: `exit code ${c.exitCode}` };
  if (c.signal && c.signal !== 'SIGTERM' && c.signal !== 'SIGINT') return { source: close.source, note: `killed by ${c.signal}` };
  for (const en of t.entries) {
    if (en.kind !== 'host-log' || en.event.from !== 'server') continue;
    const text = en.event.text ?? '';
    if (/Traceback \(most recent call last\)|panic:|FATAL|Segmentation fault|Unhandled(?:Promise)?Rejection|uncaught exception/i.test(text)) {
      return { source: en.source, note: oneLine(text) };
    }
  }
  return null;
}
