import type { WireEvent } from '../../events.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { formatDuration, lateness } from '../../protocol/timeouts.js';
import { between, cancelReasonOf, errorOf, type RequestFacts } from '../facts.js';
import { describe } from './text.js';
import type { Verdict } from './verdict.js';

// ── 2. answered ─────────────────────────────────────────────────────────────────────────────────────────────

export function answered(t: RequestTimeline, f: RequestFacts, r: WireEvent, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict {
  const elapsed = between(f.startAt, r.at);
  const took = elapsed !== null ? ` after ${formatDuration(elapsed)}` : '';
  if (f.signal && !f.signalBeforeResponse) {
    ev.push({ source: f.signal.source, note: 'a cancellation arrived only after the response: it cancelled nothing' });
  }
  if (!f.responseIsError) {
    ev.push({ source: r.source, note: `result${took}` });
    const capped = capBeforeResult(t, f, r, opts, ev);
    if (capped) return capped;
    return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'high', summary: `Request ${describe(t)} completed${took}.`, timeout: null };
  }
  const reading = f.responseError!;
  const err = errorOf(r)!;
  ev.push({ source: r.source, note: `error response${took}: ${reading.basis}` });
  switch (reading.meaning) {
    case 'session-expired':
      return {
        outcome: 'failed',
        cause: 'session-expired',
        serverState: 'failed',
        confidence: reading.confidence,
        summary: `The server no longer knew the session (${reading.basis}), so ${describe(t)} was rejected without being run; the client has to start a new session with initialize.`,
        timeout: null,
      };
    case 'gateway':
      missing.push('a server-side log for this request: an intermediary answered, and the server may still have done the work');
      return {
        outcome: 'failed',
        cause: 'gateway-error',
        serverState: 'unknown',
        confidence: reading.confidence,
        summary: `An intermediary answered ${describe(t)} instead of the server (${reading.basis})${took}; whether the server did the work is not in the capture.`,
        timeout: null,
      };
    case 'cancel-ack':
      missing.push('the cancellation this error acknowledges: it is not in the capture (capture the requester side too)');
      return {
        outcome: 'failed',
        cause: 'unknown',
        serverState: 'stopped',
        confidence: 'medium',
        summary: `The server answered ${describe(t)} with a cancellation acknowledgement (${reading.basis}), but no cancellation for it was captured.`,
        timeout: null,
      };
    case 'connection-closed':
      return closedAnswer(t, f, r, err.message ?? '', took, ev, missing);
    case 'timeout':
    case 'max-total-timeout':
    case 'user-cancel':
      missing.push('which party wrote this error: its text is a requester-side SDK error (a bridge or proxy relaying its own timer/cancel), so the server may still have done the work');
      return {
        outcome: 'failed',
        cause: reading.meaning === 'user-cancel' ? 'user-cancel' : reading.meaning === 'max-total-timeout' ? 'max-total-timeout' : 'client-timeout',
        serverState: 'unknown',
        confidence: 'medium',
        summary: `Request ${describe(t)} was answered with "${err.message ?? ''}"${took}: a requester-side error text on the wire, most likely a bridge or proxy relaying its own ${reading.meaning === 'user-cancel' ? 'cancellation' : 'timer'}.`,
        timeout: null,
      };
    case 'server-error':
      return {
        outcome: 'failed',
        cause: 'server-error',
        serverState: 'failed',
        confidence: 'high',
        summary: `The server answered ${describe(t)} with an error${took}: ${reading.basis}.`,
        timeout: null,
      };
  }
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
function closedAnswer(t: RequestTimeline, f: RequestFacts, r: WireEvent, message: string, took: string, ev: Evidence[], missing: string[]): Verdict {
  const stdio = (t.session.transport ?? t.request.transport) === 'stdio';
  const inputClose = t.transportClose !== null && f.pos(t.transportClose) < f.responsePos && t.transportClose.from === t.from ? t.transportClose : null;
  const end = t.session.end;
  const shutdownAfter =
    end !== null && end.kind === 'transport-close' && end.close?.expected === true && end.from === t.from && end.at !== null && r.at !== null && end.at >= r.at && end.at - r.at <= CLOSE_AFTER_ANSWER_MS
      ? end
      : null;
  const close = inputClose ?? shutdownAfter;
  if (stdio && close) {
    const deliberate = close.close?.expected === true;
    if (shutdownAfter && !inputClose) ev.push({ source: shutdownAfter.source, note: `the ${t.from} shut the connection down deliberately` });
    return {
      outcome: deliberate ? 'abandoned' : 'lost',
      cause: 'connection-closed',
      serverState: 'stopped',
      confidence: 'high',
      summary: `The ${t.from} closed the connection${deliberate ? ' deliberately' : ''} with ${describe(t)} in flight, without cancelling it; the server then answered it with "${message}"${took}, as a Python SDK server does when its stdin closes: it cancelled the handler, so the work was stopped.`,
      timeout: null,
    };
  }
  missing.push(
    'who ended the connection: a Python SDK server writes this error itself when its stdin closes (it stopped the work), while a bridge or proxy relays it when its own upstream connection closed (the server may or may not have done the work)',
  );
  return {
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
    confidence: 'medium',
    summary: `Request ${describe(t)} was answered with "${message}"${took}: the connection closed with the request in flight.`,
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
function capBeforeResult(t: RequestTimeline, f: RequestFacts, r: WireEvent, opts: DiagnoseOptions, ev: Evidence[]): Verdict | null {
  const cap = opts.maxTotalTimeoutMs;
  if (!cap || f.startAt === null || r.at === null || t.progress.length === 0) return null;
  const capAt = f.startAt + cap;
  const past = t.progress.find((p) => p.at !== null && p.at > capAt + lateness(cap) && f.pos(p) < f.responsePos);
  if (!past) return null;
  const staleCancel = t.cancels.find((c) => f.pos(c) > f.responsePos && readCancelReason(cancelReasonOf(c)).kind === 'timeout');
  const resetsInEffect = staleCancel !== undefined || (opts.timeoutMs !== undefined && r.at - f.startAt > opts.timeoutMs + lateness(opts.timeoutMs));
  if (!resetsInEffect) return null;
  ev.push({ source: past.source, note: `progress past the ${formatDuration(cap)} total cap: the TypeScript SDK rejects the caller here ("Maximum total timeout exceeded") and sends nothing` });
  if (staleCancel) ev.push({ source: staleCancel.source, note: "the orphaned per-request timer's stale cancel, after the result" });
  return {
    outcome: 'abandoned',
    cause: 'max-total-timeout',
    serverState: 'completed',
    confidence: staleCancel ? 'high' : 'medium',
    summary: `The requester gave up on ${describe(t)} at its ${formatDuration(cap)} total cap without sending anything (TypeScript SDK maxTotalTimeout), so the result that arrived ${formatDuration(r.at - f.startAt)} after the request was discarded although the server completed the work.`,
    timeout: { ms: cap, basis: `${formatDuration(cap)} (--max-total-timeout) — progress arrived past the cap before the result` },
  };
}
