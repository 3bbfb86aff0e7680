/**
 * RequestTimeline → Classification (outcome, cause, serverState, confidence, evidence, what is missing).
 *
 * Vocabularies and definitions are the output contract's (shared/design/output-contract.md). Every
 * version/transport-dependent decision reads a row of a `protocol/` table (stream-close.ts, cancellation.ts,
 * reasons.ts, timeouts.ts, errors.ts); nothing here compares version strings.
 *
 * Order of questions:
 * 1. Did the requester signal a cancellation (as its version/transport defines it) before any response? → cancelled.
 * 2. Did a response arrive? → completed / failed (errors read on code + message + HTTP status).
 * 3. Did HTTP answer with an error status (gateway, session) instead of JSON-RPC? → failed.
 * 4. Did a response stream end without the response? → the stream-close table says what that means.
 * 5. Did the transport close? → lost (or abandoned when the client shut it down on purpose).
 * 6. Did the requester give up silently (host log timeout text, a retry)? → abandoned.
 * 7. Still open at the end of the capture → pending.
 * Pure and linear in the size of the timeline.
 * Each step is a module under classify/ named for the evidence it decides on; this file keeps the order.
 */
import type { RequestTimeline } from '../timeline/types.js';
import type { Classification, DiagnoseOptions, Evidence } from './types.js';
import { requestFacts, type RequestFacts, type Signal } from './facts.js';
import { cancelled } from './classify/cancelled.js';
import { answered } from './classify/answered.js';
import { httpFailure, httpFailed } from './classify/http-failure.js';
import { finalStreamEnd, streamEnded } from './classify/stream-end.js';
import { transportClosed } from './classify/transport-close.js';
import { gaveUpSilently } from './classify/gave-up.js';
import { hostWords } from './classify/host-words.js';
import { pending } from './classify/pending.js';
import { dedupe, describe } from './classify/text.js';
import type { Verdict } from './classify/verdict.js';

export { describe };

export function classify(t: RequestTimeline, opts: DiagnoseOptions = {}): Classification {
  const f = requestFacts(t);
  const evidence: Evidence[] = [
    { source: t.request.source, note: t.request.kind === 'host-log' ? `the host's log: "${(t.request.text ?? '').slice(0, 160)}"` : `request ${describe(t)} sent by the ${t.from}` },
  ];
  const missing: string[] = [];
  const v = decide(t, f, opts, evidence, missing);
  // Output contract, Additions: a request known only from a host's words is never `high`.
  if (t.basis === 'host-log' && v.confidence === 'high') v.confidence = 'medium';

  // The era decides what a closed HTTP stream means; without it, say so and lower the confidence.
  if (f.stream?.assumed && f.streamEnds.length > 0) {
    missing.push('the protocol version (initialize exchange or MCP-Protocol-Version header): it decides whether a closed stream was a cancellation (2026-07-28) or a disconnect (earlier versions); legacy rules were assumed');
    if (v.confidence === 'high') v.confidence = 'medium';
  }
  if (t.request.at === null) missing.push('timestamps: the capture has no clock for this request, so intervals (and timeout matching) cannot be measured');

  return {
    outcome: v.outcome,
    cause: v.cause,
    serverState: v.serverState,
    confidence: v.confidence,
    summary: v.summary,
    evidence,
    missing: dedupe(missing),
    cancelSignal: f.signal && f.signalBeforeResponse ? signalOut(f.signal) : null,
    timeout: v.timeout,
  };
}

function decide(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  // 1. A cancellation signal before any response.
  if (f.signal && f.signalBeforeResponse) return cancelled(t, f, f.signal, opts, ev, missing);

  // 2. A response (no cancellation preceded it).
  if (f.firstResponse) return answered(t, f, f.firstResponse, opts, ev, missing);

  // 3. An HTTP error status instead of a JSON-RPC answer.
  const http = httpFailure(t);
  if (http) return httpFailed(t, f, http, ev, missing);

  // 4. A response stream that ended without the response.
  const end = finalStreamEnd(t, f);
  if (end) {
    const v = streamEnded(t, f, end, opts, ev, missing);
    if (v) return v;
  }

  // 4b. The host's words say how it ended (a request known from a host log, or one the wire leaves open).
  if (t.said.length > 0) {
    const v = hostWords(t, ev, missing);
    if (v) return v;
  }

  // 5. The whole transport closed with the request in flight.
  if (t.transportClose) return transportClosed(t, f, t.transportClose, opts, ev, missing);

  // 6. The requester gave up without a signal on the wire.
  const silent = gaveUpSilently(t, f, opts, ev, missing);
  if (silent) return silent;

  // 7. Still open when the capture ends.
  if (t.openAtEnd) return pending(t, f, ev, missing);

  missing.push('what ended this request: the capture shows no response, no cancellation and no close for it');
  return {
    outcome: 'abandoned',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'low',
    summary: `No response, cancellation or close was captured for ${describe(t)}, yet the capture moved on: the requester appears to have stopped waiting without saying why.`,
    timeout: null,
  };
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────────────────

function signalOut(s: Signal): Classification['cancelSignal'] {
  return { kind: s.kind, by: s.by, at: s.at, source: s.source, reason: s.reason };
}

