import type { Source } from '../../events.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { Evidence } from '../types.js';
import { readError, isGatewayStatus } from '../../protocol/errors.js';
import { matchKnownTimeout } from '../../protocol/timeouts.js';
import { between, errorOf, type RequestFacts } from '../facts.js';
import { describe, oneLine } from './text.js';
import { INTERMEDIARY_FIRST, limitLabel } from './timers.js';
import type { Verdict } from './verdict.js';
import type { DiagnoseMessages } from '../../i18n/index.js';

// ── 3. HTTP failure ─────────────────────────────────────────────────────────────────────────────────────────

export interface HttpFailure {
  status: number;
  source: Source;
  at: number | null;
  text: string | null;
  contentType: string | null;
  /** A JSON-RPC error body on the same exchange that names no request (`"id":null`, e.g. "Session not found"). */
  body: { code: number | null; message: string | null; source: Source } | null;
}

export function httpFailure(t: RequestTimeline): HttpFailure | null {
  // The first failing status; its body text and content type may sit on any event of that exchange (status line,
  // stream open, stream close), and its time is when the answer ended (headers may be stamped at request time).
  // Only this request's own exchanges: the timeline also files failures of *other* exchanges (a notification POST)
  // on every open request as evidence, and those do not say what happened to this one.
  // A resume GET (Last-Event-ID) refused with 404 after a server restart answers the session's resumption, not the
  // call: the call was already cut off with its stream, so its failure is the cut's (stream-end.ts), not this status.
  const own = new Set(t.streams.filter((s) => s.resumeOf === undefined).map((s) => s.id));
  let hit: { status: number; streamId: string | null } | null = null;
  for (const en of t.entries) {
    const st = en.event.stream;
    if (st && own.has(st.id) && (en.kind === 'http-status' || en.kind === 'stream-open' || en.kind === 'stream-close') && st.status !== undefined && st.status >= 400) {
      hit = { status: st.status, streamId: st.id };
      break;
    }
  }
  if (!hit) {
    const s = t.streams.find((x) => x.status !== null && x.status >= 400 && x.resumeOf === undefined);
    if (s) hit = { status: s.status!, streamId: s.id };
  }
  if (!hit) return null;
  const events = t.entries.filter((en) => en.event.stream?.id === hit!.streamId && (en.kind === 'http-status' || en.kind === 'stream-open' || en.kind === 'stream-close'));
  const last = events[events.length - 1] ?? t.entries[0]!;
  const text = events.map((en) => en.event.text ?? en.event.stream?.error).find((x): x is string => typeof x === 'string' && x.length > 0) ?? null;
  const contentType = events.map((en) => en.event.stream?.contentType).find((x): x is string => typeof x === 'string') ?? null;
  const errEntry = t.entries.find((en) => en.kind === 'error-response' && en.event.stream?.id === hit!.streamId);
  const err = errEntry ? errorOf(errEntry.event) : null;
  const body = errEntry && err ? { code: err.code, message: err.message, source: errEntry.source } : null;
  return { status: hit.status, source: last.source, at: last.at, text, contentType, body };
}

export function httpFailed(t: RequestTimeline, f: RequestFacts, h: HttpFailure, ev: Evidence[], missing: string[], m: DiagnoseMessages): Verdict {
  const body = h.body?.message ?? h.text ?? '';
  const code = h.body?.code ?? (/-32001/.test(body) ? -32001 : null);
  const reading = readError({ code, message: body, httpStatus: h.status, contentType: h.contentType });
  if (h.body) ev.push({ source: h.body.source, note: m.evidence.errorBody(h.body.code, h.body.message) });
  const elapsed = between(f.startAt, h.at);
  ev.push({ source: h.source, note: m.evidence.httpStatus(h.status, elapsed, body ? oneLine(body) : '') });
  if (reading.meaning === 'session-expired') {
    // The error names no request id (`"id":null`): the server most likely rejected the exchange before dispatching
    // it, but nothing for this id says so — not guessed.
    missing.push(m.missing.http404NoId);
    return {
      outcome: 'failed',
      cause: 'session-expired',
      serverState: 'unknown',
      confidence: h.status === 404 ? 'high' : 'medium',
      summary: m.summary.httpSessionExpired(describe(t, m), h.status),
      timeout: null,
    };
  }
  if (reading.meaning === 'gateway' || isGatewayStatus(h.status, h.contentType)) {
    const k = elapsed !== null ? matchKnownTimeout(elapsed, {}, INTERMEDIARY_FIRST) : null;
    if (k) ev.push({ source: h.source, note: m.evidence.intervalMatches(limitLabel(k, m)) });
    missing.push(m.missing.intermediaryCut);
    return {
      outcome: 'failed',
      cause: 'gateway-error',
      serverState: 'unknown',
      confidence: 'high',
      summary: m.summary.httpGateway(describe(t, m), h.status, elapsed, k ? limitLabel(k, m) : null),
      timeout: k ? { ms: k.timeout.ms, basis: m.basis.inferredHttp(k.timeout.ms, limitLabel(k, m), h.status, elapsed!) } : null,
    };
  }
  return {
    outcome: 'failed',
    cause: 'server-error',
    serverState: 'failed',
    confidence: 'medium',
    summary: m.summary.httpRejected(describe(t, m), h.status, elapsed),
    timeout: null,
  };
}
