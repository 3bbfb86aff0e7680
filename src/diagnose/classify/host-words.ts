/**
 * A request's end as the host's words tell it (`t.said`, host-log events a catalogue row read;
 * ingest/hosts). Used when the wire shows no answer, no cancel and no stream end: for a request
 * known only from a host log (basis `host-log`), or to finish one the wire leaves open. Never
 * `high` confidence: the words are a host's summary, not the messages.
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { hostClient, phraseHost } from '../../protocol/hosts.js';
import { matchReason } from '../../protocol/reasons.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { Cause, Classification, Evidence, Outcome, ServerState } from '../types.js';
import { oneLine } from './text.js';
import type { Verdict } from './verdict.js';
import type { DiagnoseMessages } from '../../i18n/index.js';

/** Words that end a request, newest last. */
const ENDING: ReadonlySet<HostSaid['kind']> = new Set(['completed', 'failed', 'timer-fired', 'cancelled', 'session-not-found', 'connection-closed']);

/**
 * Failures of the request's own HTTP exchange, as Node (undici) and browsers word them: the POST
 * or its response stream broke (undici's 300 s headers timeout surfaces as "fetch failed":
 * anthropics/claude-agent-sdk-typescript#118). The connection as a whole may live on.
 */
const EXCHANGE_RE = /fetch failed|ECONNRESET|socket hang up|other side closed|terminated|\bSSE\b|stream disconnected|Error reading SSE stream|network error|connection reset/i;
/** The server could not be reached at all, or the pipe to it broke: the transport is gone. */
const TRANSPORT_RE = /ECONNREFUSED|Connection refused|EPIPE|broken pipe|ENOTFOUND|ETIMEDOUT/i;
const GATEWAY_RE = /\b(?:502|503|504|524)\b|Bad Gateway|Gateway Time-?out|Service Unavailable/i;

interface Read {
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  why: string;
  timeout?: Classification['timeout'];
}

export function hostWords(t: RequestTimeline, ev: Evidence[], missing: string[], m: DiagnoseMessages): Verdict | null {
  const said = t.said;
  let last: WireEvent | null = null;
  for (const e of said) if (e.said !== undefined && (ENDING.has(e.said.kind) || endsByStatus(e.said))) last = e;
  if (last === null || last.said === undefined) return null;
  const s = last.said;
  const host = phraseHost(s.phrase);
  const r = read(t, s, host, said, m);
  ev.push({ source: last.source, note: m.evidence.hostLogPhrase(oneLine(last.text ?? ''), s.phrase) });
  if (r.serverState === 'unknown') missing.push(m.missing.hostOnlyOwnSide);
  if (t.request.at === null) missing.push(m.missing.startBeforeCapture);
  const onlyWords = t.basis !== 'wire' && t.responses.length === 0 && t.cancels.length === 0;
  if (onlyWords) missing.push(m.missing.noMessageBodies);
  return {
    outcome: r.outcome,
    cause: r.cause,
    serverState: r.serverState,
    confidence: t.method === 'unknown' ? 'low' : 'medium',
    summary: m.summary.hostSaid(m.hostSubject(t.method, t.target, t.id), r.why),
    timeout: r.timeout ?? null,
  };
}

function endsByStatus(s: HostSaid): boolean {
  return s.kind === 'http-status' && (s.status ?? 0) >= 400;
}

function read(t: RequestTimeline, s: HostSaid, host: string, said: readonly WireEvent[], m: DiagnoseMessages): Read {
  switch (s.kind) {
    case 'completed':
      return { outcome: 'completed', cause: 'none', serverState: 'completed', why: m.hostWhy.completed };
    case 'cancelled':
      return { outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown', why: m.hostWhy.cancelled(s.error ? oneLine(s.error) : null) };
    case 'timer-fired':
      return timerFired(t, s, host, said, m);
    case 'session-not-found':
      return { outcome: 'failed', cause: 'session-expired', serverState: 'unknown', why: m.hostWhy.sessionNotFound };
    case 'connection-closed':
      return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.connectionClosed(s.exitCode ?? null, s.error ? oneLine(s.error) : null) };
    case 'http-status':
      return httpStatus(s, m);
    default:
      return failed(t, s, host, said, m);
  }
}

function timerFired(t: RequestTimeline, s: HostSaid, host: string, said: readonly WireEvent[], m: DiagnoseMessages): Read {
  const limit = s.limitMs ?? statedLimit(said);
  const timeout: Classification['timeout'] =
    limit !== null
      ? { ms: limit, basis: m.basis.hostStatedLimit }
      : s.elapsedMs !== undefined
        ? { ms: s.elapsedMs, basis: m.basis.hostStatedElapsed, measuredOnly: true }
        : null;
  const after = s.elapsedMs ?? limit;
  const when = after !== null && after !== undefined ? after : null;
  const client = hostClient(host);
  // The host's own deadline (a race around the call or the whole connection) drops the request or
  // closes the connection; the SDK's request timer does what that SDK does (TS v1 cancels, even initialize).
  if (s.timer === 'host' || (s.timer === undefined && s.scope === 'connection')) {
    return { outcome: 'abandoned', cause: 'client-timeout', serverState: 'unknown', timeout, why: m.hostWhy.hostDeadline(when, s.scope === 'connection') };
  }
  if (client?.cancelsOnTimer === true) {
    return { outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', timeout, why: m.hostWhy.timerCancels(when, host, m.hostClientBasis(client.host, client.basis)) };
  }
  // The capture itself shows the requester cancelling this request as its timer fired (an OTLP span of the
  // `notifications/cancelled` it sent, which names no id: ingest/formats/otlp.ts).
  if (said.some((e) => e.said?.kind === 'cancelled' && e.from === t.from)) {
    return { outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', timeout, why: `timed out${when} on the requester's timer, which sent a cancellation (notifications/cancelled) to the server.` };
  }
  return {
    outcome: 'abandoned',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeout,
    why: m.hostWhy.timerNoCancel(when, host, client?.cancelsOnTimer === false ? m.hostClientBasis(client.host, client.basis) : null),
  };
}

function statedLimit(said: readonly WireEvent[]): number | null {
  for (let i = said.length - 1; i >= 0; i--) {
    const x = said[i]!.said;
    if (x?.kind === 'limit' && x.limitMs !== undefined) return x.limitMs;
  }
  return null;
}

function httpStatus(s: HostSaid, m: DiagnoseMessages): Read {
  const status = s.status ?? 0;
  if (status === 404) return { outcome: 'failed', cause: 'session-expired', serverState: 'unknown', why: m.hostWhy.http404 };
  if (status === 502 || status === 503 || status === 504 || status === 524) {
    return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.httpGateway(status) };
  }
  // A 4xx rejects the request before any work: the server (or what speaks for it) refused it.
  if (status >= 400 && status < 500) return { outcome: 'failed', cause: 'server-error', serverState: 'failed', why: m.hostWhy.httpRefused(status) };
  return { outcome: 'failed', cause: 'server-error', serverState: 'unknown', why: m.hostWhy.httpFailed(status) };
}

function failed(t: RequestTimeline, s: HostSaid, host: string, said: readonly WireEvent[], m: DiagnoseMessages): Read {
  const text = s.error ?? '';
  const took = s.elapsedMs !== undefined ? s.elapsedMs : null;
  const hit = matchReason(text, 'host-log');
  switch (hit?.meaning) {
    case 'timeout':
    case 'max-total-timeout': {
      const r = timerFired(t, { ...s, kind: 'timer-fired', ...(hit.ms != null && s.limitMs === undefined ? { limitMs: hit.ms } : {}) }, host, said, m);
      return hit.meaning === 'max-total-timeout' ? { ...r, cause: 'max-total-timeout' } : r;
    }
    case 'connection-closed':
      // "fetch failed" / "socket hang up" about one call: its own HTTP exchange broke (below), not the whole transport.
      if (!EXCHANGE_RE.test(text) || TRANSPORT_RE.test(text)) {
        return { outcome: 'lost', cause: 'connection-closed', serverState: 'unknown', why: m.hostWhy.connectionUnder(took, oneLine(text)) };
      }
      break;
    case 'session-expired':
      return { outcome: 'failed', cause: 'session-expired', serverState: 'unknown', why: m.hostWhy.sessionGone(took, oneLine(text)) };
    case 'gateway':
      return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.gateway(took, oneLine(text)) };
    case 'stream-cut':
      return { outcome: 'lost', cause: 'stream-closed', serverState: 'unknown', why: m.hostWhy.streamCut(took, oneLine(text)) };
    case 'user':
      return { outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown', why: m.hostWhy.cancelledText(took, oneLine(text)) };
    case 'client-cancel':
      return { outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown', why: m.hostWhy.cancelledText(took, oneLine(text)) };
    default:
      break;
  }
  if (GATEWAY_RE.test(text)) return { outcome: 'failed', cause: 'gateway-error', serverState: 'unknown', why: m.hostWhy.gateway(took, oneLine(text)) };
  if (TRANSPORT_RE.test(text) || EXCHANGE_RE.test(text)) {
    const stream = !TRANSPORT_RE.test(text);
    return {
      outcome: 'lost',
      cause: stream ? 'stream-closed' : 'connection-closed',
      serverState: 'unknown',
      why: m.hostWhy.lostUnder(took, stream, oneLine(text)),
    };
  }
  // An error the server sent (a JSON-RPC error code, a tool error): it answered, with a failure.
  // Or the server's own log says it failed the request (rmcp's "Failed to create service: …",
  // apollographql/apollo-mcp-server#321): the words are the server's, so the failure is too.
  const ownLog = said.some((e) => e.said === s && e.from === 'server');
  const fromServer = ownLog || /MCP error -32(?:6\d\d|700)|-32602|-32603|-32601|Tool .* (?:error|failed)|isError|error response|server returned an error/i.test(text);
  // Otherwise a local failure whose origin the words do not tell (a decode error, a spawn error).
  return {
    outcome: 'failed',
    cause: fromServer ? 'server-error' : 'unknown',
    serverState: fromServer ? 'failed' : 'unknown',
    why: m.hostWhy.failed(took, text ? oneLine(text) : null, fromServer),
  };
}

