import type { Source, WireEvent } from '../../events.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { between, type RequestFacts } from '../facts.js';
import { CRASH_RE } from '../../protocol/reasons.js';
import { describe, oneLine } from './text.js';
import { timerAt } from './timers.js';
import type { Verdict } from './verdict.js';
import { messages, type DiagnoseMessages } from '../../i18n/index.js';

// ── 5. transport closed ─────────────────────────────────────────────────────────────────────────────────────

export function transportClosed(t: RequestTimeline, f: RequestFacts, close: WireEvent, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const m = messages(opts.lang).diag;
  const req = describe(t, m);
  const elapsed = between(f.startAt, close.at);
  const c = close.close ?? {};
  const crash = crashEvidence(t, close, m);
  const parts: string[] = [];
  if (c.reason) parts.push(m.evidence.captureText(c.reason));
  if (c.exitCode !== undefined && c.exitCode !== null) parts.push(m.evidence.exitCode(c.exitCode));
  if (c.signal) parts.push(m.evidence.signal(c.signal));
  ev.push({ source: close.source, note: m.evidence.transportClosed(elapsed, parts) });
  if (crash) ev.push({ source: crash.source, note: m.evidence.crashed(crash.note) });
  missing.push(m.missing.howFarTransport(crash !== null));

  // The requester gave up on a timer first and then closed (host log), or shut the connection down on purpose.
  const gaveUp = f.timerLog;
  if (gaveUp) {
    ev.push({ source: gaveUp.event.source, note: m.evidence.hostLogTimer(oneLine(gaveUp.event.text ?? '')) });
    return {
      outcome: 'abandoned',
      cause: gaveUp.match.meaning === 'max-total-timeout' ? 'max-total-timeout' : 'client-timeout',
      serverState: 'unknown',
      confidence: 'high',
      summary: m.summary.gaveUpThenClosed(req),
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
      summary: m.summary.shutDown(t.from, req),
      timeout: null,
    };
  }
  if (close.kind === 'stream-close' && f.transport === 'http+sse') {
    // 2024-11-05 HTTP+SSE: the session's one GET stream carries every response (timeline/sse-channel.ts).
    return {
      outcome: 'lost',
      cause: 'connection-closed',
      serverState: 'unknown',
      confidence: 'high',
      summary: m.summary.sseChannelClosed(close.stream?.closedBy ?? null, req, elapsed),
      timeout: null,
    };
  }
  return {
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
    confidence: 'high',
    summary: m.summary.transportClosed(req, elapsed, crash ? crash.note : null),
    timeout: null,
  };
}

function crashEvidence(t: RequestTimeline, close: WireEvent, m: DiagnoseMessages): { source: Source; note: string } | null {
  const c = close.close ?? {};
  if (typeof c.exitCode === 'number' && c.exitCode !== 0) return { source: close.source, note: m.evidence.exitCode(c.exitCode) };
  if (c.signal && c.signal !== 'SIGTERM' && c.signal !== 'SIGINT') return { source: close.source, note: m.evidence.killedBy(c.signal) };
  for (const en of t.entries) {
    if (en.kind !== 'host-log' || en.event.from !== 'server') continue;
    const text = en.event.text ?? '';
    if (CRASH_RE.test(text)) {
      return { source: en.source, note: m.evidence.captureText(oneLine(text)) };
    }
  }
  return null;
}
