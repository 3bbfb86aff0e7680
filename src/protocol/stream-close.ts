/**
 * What a closed HTTP response stream means, as a table keyed by era (and, for SSE polling, by
 * version) × transport. classify.ts reads this table; it never branches on a version string itself.
 *
 * Sources (shared/reference/protocol-rules.md §1.3, §2.2–2.4; shared/reference/incidents-and-prior-art.md cross-cutting #3):
 * - 2025-03-26 / 2025-06-18 / 2025-11-25 `basic/transports.mdx`: "Disconnection SHOULD NOT be interpreted as the
 *   client cancelling its request. To cancel, the client SHOULD explicitly send an MCP CancelledNotification."
 * - 2025-11-25 (SEP-1699): after a priming event (event id, empty data) the server "MAY close the connection
 *   (without terminating the SSE stream) at any time … The client SHOULD then 'poll' the SSE stream by attempting
 *   to reconnect"; "Resumption is always via HTTP GET with Last-Event-ID".
 * - 2026-07-28 `basic/transports/streamable-http.mdx` §Cancellation: "Closing the SSE response stream MUST be treated
 *   by the server as cancellation of that request"; "The final JSON-RPC response SHOULD terminate the stream";
 *   "Resumable SSE streams via Last-Event-ID are not supported"; changelog #9: "A broken response stream loses the
 *   in-flight request; clients MUST re-issue it as a new request with a new request ID".
 * - 2026-07-28 Note: "`notifications/cancelled` is used only on the stdio transport".
 * - 2024-11-05 `basic/transports.mdx` (HTTP+SSE): responses travel on the one GET SSE channel; the spec says nothing
 *   about disconnection or cancellation for this transport.
 * - stdio (every version): no per-request stream; 2026 `transports/stdio.mdx`: "To cancel an in-flight request, the
 *   client MUST send a notifications/cancelled".
 */
import type { Transport } from '../events.js';
import { atLeast, eraOf, POLLING_VERSION, type Era } from './versions.js';

/** What one close means. */
export type CloseMeaning =
  /** The requester's cancellation signal (2026-07-28 Streamable HTTP, client side). */
  | 'cancellation'
  /** Not a cancellation: the response is lost unless the stream is resumed; the server was not asked to stop. */
  | 'disconnect'
  /** Normal 2025-11-25 polling: the server closed after a priming event; the client resumes with GET + Last-Event-ID. */
  | 'polling'
  /** A stream that ended right after the final response: normal completion, never a cancellation. */
  | 'completion'
  /** The transport has no per-request stream (stdio). */
  | 'not-applicable';

export interface StreamCloseRule {
  /** Stable key for tests and evidence notes. */
  key: string;
  era: Era;
  transport: Transport;
  /** Applies from this version on (inclusive) within its era; null = the whole era. */
  fromVersion: string | null;
  /** How a requester signals cancellation under this rule. */
  cancelSignal: 'notification' | 'stream-close';
  /** How strongly the spec asks for a `notifications/cancelled` when cancelling. */
  notificationCancel: 'SHOULD' | 'MUST' | 'not-expected';
  /** Sending `notifications/cancelled` here is itself a finding (2026 HTTP). */
  notificationCancelIsFinding: boolean;
  /** Close before the final response, by whom. */
  beforeResponse: { client: CloseMeaning; server: CloseMeaning; network: CloseMeaning };
  /** A server close after a priming event (SSE event id with empty data). */
  serverCloseAfterPriming: CloseMeaning;
  afterResponse: CloseMeaning;
  /** Resumption via GET + Last-Event-ID exists. */
  resumable: boolean;
  /** A retry after a broken stream carries a new request id (2026 changelog #9; MRTR). */
  retryNewId: boolean;
  /**
   * The client must re-issue a request whose response stream broke (closed by the network, or ended by the server
   * without the final response) as a new request: 2026 changelog #9 (`BROKEN_STREAM_REISSUE_SPEC`). Legacy rows
   * resume with GET + Last-Event-ID instead (or lose the response), so they say false.
   */
  reissueOnBrokenStream: boolean;
  /** The spec text this row rests on. */
  spec: string;
}

/**
 * 2026-07-28 `changelog.mdx` #9, verbatim. This MUST is stated only in the changelog: the 2026 transport body
 * (`basic/transports/streamable-http.mdx`) says only that resumption via Last-Event-ID is not supported.
 */
export const BROKEN_STREAM_REISSUE_SPEC =
  '2026-07-28 changelog #9: "A broken response stream loses the in-flight request; clients MUST re-issue it as a new request with a new request ID" (stated in the changelog only, not in the Streamable HTTP transport text).';

const LEGACY_DISCONNECT =
  'Streamable HTTP (2025-03-26+): "Disconnection SHOULD NOT be interpreted as the client cancelling its request. To cancel, the client SHOULD explicitly send an MCP CancelledNotification."';

export const STREAM_CLOSE_RULES: readonly StreamCloseRule[] = [
  {
    key: 'legacy-http+sse',
    era: 'legacy',
    transport: 'http+sse',
    fromVersion: null,
    cancelSignal: 'notification',
    notificationCancel: 'SHOULD',
    notificationCancelIsFinding: false,
    beforeResponse: { client: 'disconnect', server: 'disconnect', network: 'disconnect' },
    serverCloseAfterPriming: 'disconnect',
    afterResponse: 'completion',
    resumable: false,
    retryNewId: false,
    reissueOnBrokenStream: false,
    spec: 'HTTP+SSE (2024-11-05): responses travel on the session\'s one GET SSE channel, so a drop loses every response in flight; the spec defines no disconnect-as-cancel: "Either side can send a cancellation notification".',
  },
  {
    key: 'legacy-streamable-http',
    era: 'legacy',
    transport: 'streamable-http',
    fromVersion: null,
    cancelSignal: 'notification',
    notificationCancel: 'SHOULD',
    notificationCancelIsFinding: false,
    beforeResponse: { client: 'disconnect', server: 'disconnect', network: 'disconnect' },
    serverCloseAfterPriming: 'disconnect',
    afterResponse: 'completion',
    resumable: true,
    retryNewId: false,
    reissueOnBrokenStream: false,
    spec: `${LEGACY_DISCONNECT} "The server SHOULD NOT close the SSE stream before sending the JSON-RPC response … unless the session expires."`,
  },
  {
    key: 'polling-streamable-http',
    era: 'legacy',
    transport: 'streamable-http',
    fromVersion: POLLING_VERSION,
    cancelSignal: 'notification',
    notificationCancel: 'SHOULD',
    notificationCancelIsFinding: false,
    beforeResponse: { client: 'disconnect', server: 'disconnect', network: 'disconnect' },
    serverCloseAfterPriming: 'polling',
    afterResponse: 'completion',
    resumable: true,
    retryNewId: false,
    reissueOnBrokenStream: false,
    spec: `${LEGACY_DISCONNECT} 2025-11-25 (SEP-1699): after a priming event the server "MAY close the connection (without terminating the SSE stream) at any time … The client SHOULD then 'poll' the SSE stream"; "Resumption is always via HTTP GET with Last-Event-ID".`,
  },
  {
    key: 'modern-streamable-http',
    era: 'modern',
    transport: 'streamable-http',
    fromVersion: null,
    cancelSignal: 'stream-close',
    notificationCancel: 'not-expected',
    notificationCancelIsFinding: true,
    beforeResponse: { client: 'cancellation', server: 'disconnect', network: 'disconnect' },
    serverCloseAfterPriming: 'disconnect',
    afterResponse: 'completion',
    resumable: false,
    retryNewId: true,
    reissueOnBrokenStream: true,
    spec: '2026-07-28 Streamable HTTP: "Closing the SSE response stream MUST be treated by the server as cancellation of that request … No notifications/cancelled message is required or expected"; "The final JSON-RPC response SHOULD terminate the stream"; "Resumable SSE streams via Last-Event-ID are not supported"; a broken stream loses the request and the client re-issues it "with a new request ID".',
  },
  {
    key: 'legacy-stdio',
    era: 'legacy',
    transport: 'stdio',
    fromVersion: null,
    cancelSignal: 'notification',
    notificationCancel: 'SHOULD',
    notificationCancelIsFinding: false,
    beforeResponse: { client: 'not-applicable', server: 'not-applicable', network: 'not-applicable' },
    serverCloseAfterPriming: 'not-applicable',
    afterResponse: 'not-applicable',
    resumable: false,
    retryNewId: false,
    reissueOnBrokenStream: false,
    spec: 'stdio (≤2025-11-25): no per-request stream; "Either side can send a cancellation notification"; lifecycle §Timeouts (2025-03-26+): "the sender SHOULD issue a cancellation notification for that request and stop waiting".',
  },
  {
    key: 'modern-stdio',
    era: 'modern',
    transport: 'stdio',
    fromVersion: null,
    cancelSignal: 'notification',
    notificationCancel: 'MUST',
    notificationCancelIsFinding: false,
    beforeResponse: { client: 'not-applicable', server: 'not-applicable', network: 'not-applicable' },
    serverCloseAfterPriming: 'not-applicable',
    afterResponse: 'not-applicable',
    resumable: false,
    retryNewId: false,
    reissueOnBrokenStream: false,
    spec: '2026-07-28 stdio: "To cancel an in-flight request, the client MUST send a notifications/cancelled notification referencing the request ID"; "If the server process exits unexpectedly … any in-flight requests are simply lost".',
  },
];

export interface StreamCloseLookup {
  rule: StreamCloseRule;
  /** The era was not in the capture and the legacy row was assumed (the most widely deployed). */
  assumed: boolean;
}

/**
 * The row for a version and transport. An unknown version is looked up as legacy, flagged `assumed`, so
 * callers lower their confidence and say what would settle it. Returns null only when the transport is unknown.
 * HTTP+SSE exists only in the legacy era (deprecated in 2026-07-28), so it always maps to its legacy row.
 */
export function lookupStreamClose(version: string | null, transport: Transport | null): StreamCloseLookup | null {
  if (transport === null) return null;
  const known = eraOf(version);
  const era: Era = transport === 'http+sse' ? 'legacy' : (known ?? 'legacy');
  const rows = STREAM_CLOSE_RULES.filter((r) => r.era === era && r.transport === transport);
  // The most specific row whose fromVersion applies wins (2025-11-25 polling over the general legacy row).
  let best: StreamCloseRule | undefined;
  for (const r of rows) {
    if (r.fromVersion !== null && !atLeast(version, r.fromVersion)) continue;
    if (!best || (r.fromVersion !== null && best.fromVersion === null)) best = r;
  }
  if (!best) return null;
  return { rule: best, assumed: known === null && transport !== 'http+sse' };
}

/** The meaning of a close that did not carry the final response. */
export function closeMeaning(
  rule: StreamCloseRule,
  closedBy: 'client' | 'server' | 'network' | null,
  primed: boolean,
): CloseMeaning {
  if (closedBy === 'server' && primed && rule.serverCloseAfterPriming === 'polling') return 'polling';
  // Unknown closer: treat as a network cut (the weakest reading; it never invents a cancellation).
  return rule.beforeResponse[closedBy ?? 'network'];
}
