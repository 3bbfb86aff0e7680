import type { WireEvent } from '../../events.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { isDiscoverProbe } from '../../protocol/methods.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { lateness } from '../../protocol/timeouts.js';
import { answersNoRequest } from '../../protocol/errors.js';
import { writerCancelsOnTimer } from '../../protocol/hosts.js';
import { between, cancelReasonOf, errorOf, type RequestFacts } from '../facts.js';
import { describe } from './text.js';
import type { Verdict } from './verdict.js';
import { messages, type DiagnoseMessages } from '../../i18n/index.js';
import { initializeRefusalIsServers } from './initialize-refusal.js';


// ── 2. answered ─────────────────────────────────────────────────────────────────────────────────────────────

export function answered(t: RequestTimeline, f: RequestFacts, r: WireEvent, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const m = messages(opts.lang).diag;
  const req = describe(t, m);
  const took = between(f.startAt, r.at);
  if (f.signal && !f.signalBeforeResponse) {
    ev.push({ source: f.signal.source, note: m.evidence.cancelAfterResponse });
  }
  if (!f.responseIsError) {
    ev.push({ source: r.source, note: m.evidence.result(took) });
    const capped = capBeforeResult(t, f, r, opts, ev, m);
    if (capped) return capped;
    const dropped = droppedResult(t, f, r, took, missing, m);
    if (dropped) return dropped;
    return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'high', summary: m.summary.completed(req, took), timeout: null };
  }
  const reading = f.responseError!;
  const err = errorOf(r)!;
  ev.push({ source: r.source, note: m.evidence.errorResponse(took, reading.basis) });
  // A discovery probe carries no session (2026-07-28 server/discover is sessionless), and an initialize none yet (2025-11-25
  // transports §Session Management: the id comes in its answer): a refusal of one in the words for "this request needs a
  // session" ("Bad Request: Server not initialized" from a fresh transport, "No valid session ID provided" from a server
  // that did not see an initialize in the body) is the server refusing it, not a session it forgot
  // (UsefulSoftwareCo/executor#1449; against anthropics/claude-code#55970's call in a restarted server). Which transport
  // decides it (docs/causes.md, ruled 2026-12-03): on Streamable HTTP the initialize creates the session, so any session
  // words refusing it are the server's own failure; on the legacy HTTP+SSE transport the session is the GET /sse
  // stream's and the initialize is POSTed into it, so a refusal naming the session is the server no longer knowing the
  // stream's session (a restart, another replica): session-expired. With the transport unknown, the words for "this
  // request needs a session" stay the server's, and the words for a session it does not know stay the session's.
  const sessionless = isDiscoverProbe(t.method) || (t.method === 'initialize' && initializeRefusalIsServers(f.transport, err.message ?? ''));
  const meaning = reading.meaning === 'session-expired' && sessionless ? 'server-error' : reading.meaning;
  switch (meaning) {
    case 'session-expired':
      return {
        outcome: 'failed',
        cause: 'session-expired',
        // A refusal with `"id": null` names no request (an excerpt's refused POST: timeline/correlate.ts
        // refusedBeforeCapture): whether any work began is not in it (docs/causes.md, Server state).
        serverState: answersNoRequest(r.message?.id) ? 'unknown' : 'failed',
        confidence: reading.confidence,
        summary: m.summary.sessionExpired(req, reading.basis),
        timeout: null,
      };
    case 'gateway':
      missing.push(m.missing.gatewayAnswered);
      return {
        outcome: 'failed',
        cause: 'gateway-error',
        serverState: 'unknown',
        confidence: reading.confidence,
        summary: m.summary.gatewayAnswered(req, reading.basis, took),
        timeout: null,
      };
    case 'cancel-ack':
      // An acknowledgement of a cancellation is the responder's answer to the requester's notifications/cancelled:
      // the Python SDK writes it only from RequestResponder.cancel(), which its session runs when that notification
      // names an id in flight (1.x: code 0; 2.x on legacy HTTP: -32800; shared/reference/protocol-rules.md), and only
      // the requester may cancel (MCP cancellation). So the requester cancelled first, whether or not the capture
      // holds its cancel or its words that the answer came for an id it no longer tracked (HostSaid.late: the
      // TypeScript SDK's "Received a response for an unknown message ID", Minidoracat/mcp-feedback-enhanced#202; the
      // server's stdout alone, modelcontextprotocol/python-sdk#2480). Its reason is not in the capture: the
      // cancellation with no reason seen (docs/causes.md client-cancel).
      missing.push(m.missing.cancelAckUnseen);
      return {
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: 'stopped',
        confidence: 'medium',
        summary: m.summary.cancelAckUnseen(req, reading.basis),
        timeout: null,
      };
    case 'connection-closed':
      return closedAnswer(t, f, r, err.message ?? '', took, ev, missing, m);
    case 'timeout':
    case 'max-total-timeout':
    case 'user-cancel':
      missing.push(m.missing.requesterErrorText);
      return {
        outcome: 'failed',
        cause: reading.meaning === 'user-cancel' ? 'user-cancel' : reading.meaning === 'max-total-timeout' ? 'max-total-timeout' : 'client-timeout',
        serverState: 'unknown',
        confidence: 'medium',
        summary: m.summary.requesterErrorText(req, err.message ?? '', took, reading.meaning === 'user-cancel'),
        timeout: null,
      };
    case 'server-error':
      return {
        outcome: 'failed',
        cause: 'server-error',
        serverState: 'failed',
        confidence: 'high',
        summary: isDiscoverProbe(t.method) ? m.summary.discoverRejected(req, took, reading.basis) : m.summary.serverError(req, took, reading.basis),
        timeout: null,
      };
  }
}

/**
 * A result the requester's own words say arrived for an id it no longer held (HostSaid.late: the TypeScript SDK's
 * "Received a response for an unknown message ID: {…"result"…}"), with no cancellation and nothing else of the
 * requester's in the capture that ended the request. The server did the work; the requester had already let the id go.
 * The TypeScript SDK lets an id go only when it stops waiting — its timer or the caller's abort — and both send
 * notifications/cancelled (protocol/hosts.ts), so a host built on it cancelled before the answer came, for a reason
 * the capture does not hold (docs/causes.md client-cancel): Cursor dropping the design data a Figma server had fetched
 * (GLips/Figma-Context-MCP#46). The same words with a cancellation acknowledgement are the cancel-ack case below
 * (Minidoracat/mcp-feedback-enhanced#202). Hosts not known to cancel when they let an id go are left to the answer.
 */
function droppedResult(t: RequestTimeline, f: RequestFacts, r: WireEvent, took: number | null, missing: string[], m: DiagnoseMessages): Verdict | null {
  if (f.signal) return null;
  const late = t.said.find((e) => e.said?.late === true) ?? (r.said?.late === true ? r : undefined);
  const phrase = late?.said?.phrase;
  if (phrase === undefined || !writerCancelsOnTimer(phrase)) return null;
  if (late !== undefined && answerHadBefore(late)) return null;
  missing.push(m.missing.cancelUnseen);
  return {
    outcome: 'cancelled',
    cause: 'client-cancel',
    serverState: 'completed',
    confidence: 'medium',
    summary: m.summary.resultAfterRequesterLetGo(describe(t, m), took),
    timeout: null,
  };
}

/**
 * Late-answer words on a connection its host says lived under a second: the id was not let go by a timer or a person,
 * it had been answered already, and this is the answer again (HostSaid.connectionAgeMs: anthropics/claude-code#50095).
 */
export function answerHadBefore(e: WireEvent): boolean {
  const age = e.said?.late === true ? e.said.connectionAgeMs : undefined;
  return age !== undefined && age < 1000;
}

/** How long after the `-32000` answer the host may log the close it followed (the server exits after writing it). */
const CLOSE_AFTER_ANSWER_MS = 5000;

/**
 * `-32000 "Connection closed"` as an answer on the wire. The TypeScript SDKs raise it only locally, but a Python SDK
 * 2.x server writes it itself: on stdin EOF its dispatcher cancels each open handler and answers the request with
 * `{"code":-32000,"message":"Connection closed"}` a few ms later (sdk-behaviour.md, Python #12; samples/python/
 * py-server-stdin-eof). So when the requester is seen closing the stdio connection — its input close before the
 * answer, or its deliberate shutdown logged right after — the server ended the work: `stopped`, and the requester
 * `abandoned` the request (a deliberate close) or `lost` it. Without that evidence the text may be a bridge relaying
 * its own upstream's close, and what the server did is unknown.
 */
function closedAnswer(t: RequestTimeline, f: RequestFacts, r: WireEvent, message: string, took: number | null, ev: Evidence[], missing: string[], m: DiagnoseMessages): Verdict {
  const stdio = f.transport === 'stdio';
  const inputClose = t.transportClose !== null && f.pos(t.transportClose) < f.responsePos && t.transportClose.from === t.from ? t.transportClose : null;
  const end = t.session.end;
  const shutdownAfter =
    end !== null && end.kind === 'transport-close' && end.close?.expected === true && end.from === t.from && end.at !== null && r.at !== null && end.at >= r.at && end.at - r.at <= CLOSE_AFTER_ANSWER_MS
      ? end
      : null;
  const close = inputClose ?? shutdownAfter;
  if (stdio && close) {
    const deliberate = close.close?.expected === true;
    if (shutdownAfter && !inputClose) ev.push({ source: shutdownAfter.source, note: m.evidence.shutDownDeliberately(t.from) });
    return {
      outcome: deliberate ? 'abandoned' : 'lost',
      cause: 'connection-closed',
      serverState: 'stopped',
      confidence: 'high',
      summary: m.summary.closedAnswerStopped(t.from, deliberate, describe(t, m), message, took),
      timeout: null,
    };
  }
  missing.push(m.missing.whoEndedConnection);
  return {
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
    confidence: 'medium',
    summary: m.summary.closedAnswer(describe(t, m), message, took),
    timeout: null,
  };
}

/**
 * TS SDK maxTotalTimeout with a result that came too late (shared/reference/sdk-behaviour.md #6, second run): at the first progress
 * past the cap the caller was rejected ("Maximum total timeout exceeded") with nothing on the wire, so the result
 * that arrived afterwards was discarded — the requester had abandoned the call. Decided only with
 * --max-total-timeout, and only when resets were evidently in effect: the result came later than one --timeout
 * after the request, or the orphaned timer's stale cancel followed the result.
 */
function capBeforeResult(t: RequestTimeline, f: RequestFacts, r: WireEvent, opts: DiagnoseOptions, ev: Evidence[], m: DiagnoseMessages): Verdict | null {
  const cap = opts.maxTotalTimeoutMs;
  if (!cap || f.startAt === null || r.at === null || t.progress.length === 0) return null;
  const capAt = f.startAt + cap;
  const past = t.progress.find((p) => p.at !== null && p.at > capAt + lateness(cap) && f.pos(p) < f.responsePos);
  if (!past) return null;
  const staleCancel = t.cancels.find((c) => f.pos(c) > f.responsePos && readCancelReason(cancelReasonOf(c)).kind === 'timeout');
  const resetsInEffect = staleCancel !== undefined || (opts.timeoutMs !== undefined && r.at - f.startAt > opts.timeoutMs + lateness(opts.timeoutMs));
  if (!resetsInEffect) return null;
  ev.push({ source: past.source, note: m.evidence.progressPastCap(cap) });
  if (staleCancel) ev.push({ source: staleCancel.source, note: m.evidence.staleCancelAfterResult });
  return {
    outcome: 'abandoned',
    cause: 'max-total-timeout',
    serverState: 'completed',
    confidence: staleCancel ? 'high' : 'medium',
    summary: m.summary.capBeforeResult(describe(t, m), cap, r.at - f.startAt),
    timeout: { ms: cap, basis: m.basis.capBeforeResult(cap) },
  };
}
