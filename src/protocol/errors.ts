/**
 * JSON-RPC / MCP error codes, and how to read an error that reached the requester.
 *
 * Sources (shared/reference/protocol-rules.md §5, §6.9; shared/reference/incidents-and-prior-art.md cross-cutting #1, A3, A8, A11):
 * - Spec constants in `schema/<v>/schema.ts`; 2026-07-28 `basic/index.mdx` §Error Codes: "-32000 to -32019 — legacy …
 *   receivers MUST NOT assume any specific meaning for these codes"; "Errors that are purely local to an
 *   implementation (for example, a request timeout raised inside an SDK) are not currently assigned codes".
 * - TS v1 `ErrorCode`: ConnectionClosed -32000, RequestTimeout -32001 (were -1/-2 up to 1.0.4); its HTTP server uses
 *   -32001 with HTTP 404 for "Session not found".
 * - PY1: timeout is httpx 408 (local); cancel ack `code: 0`. PY2: REQUEST_CANCELLED -32800 ("mirrors LSP"), observed as
 *   the legacy Streamable HTTP answer to a cancelled request (mcp 2.3.0; on stdio the server stays silent); PY2 servers
 *   also write CONNECTION_CLOSED -32000 on stdin EOF (sdk-behaviour.md "Python SDK" #10, #12).
 * - Claude Code reports a user cancel as "-32001 user-cancel"; bridges synthesise a "retryable" -32001 (intent-hq/intent#1530).
 *
 * -32001 is overloaded: decide on (code, message, HTTP status, timing), never on the code alone.
 */
import { matchReason, relayedUpstreamStatus, type ReasonMatch } from './reasons.js';

export type ErrorScope = 'spec' | 'sdk-local' | 'sdk-wire' | 'host';

export interface ErrorCodeInfo {
  code: number;
  name: string;
  scope: ErrorScope;
  meaning: string;
  source: string;
}

export const ERROR_CODES: readonly ErrorCodeInfo[] = [
  { code: -32700, name: 'PARSE_ERROR', scope: 'spec', meaning: 'invalid JSON', source: 'JSON-RPC 2.0; every MCP schema' },
  { code: -32600, name: 'INVALID_REQUEST', scope: 'spec', meaning: 'not a valid request', source: 'JSON-RPC 2.0' },
  { code: -32601, name: 'METHOD_NOT_FOUND', scope: 'spec', meaning: 'unknown method (also: task mode mismatch, 2025-11-25)', source: 'JSON-RPC 2.0' },
  { code: -32602, name: 'INVALID_PARAMS', scope: 'spec', meaning: 'invalid params (2025-11-25: unknown task, cancelling a terminal task; 2026: resource not found)', source: 'JSON-RPC 2.0' },
  { code: -32603, name: 'INTERNAL_ERROR', scope: 'spec', meaning: 'server-side failure', source: 'JSON-RPC 2.0' },
  { code: -32800, name: 'REQUEST_CANCELLED', scope: 'sdk-wire', meaning: 'acknowledgement of a cancellation ("Request cancelled")', source: 'Python SDK v2 legacy HTTP server (mirrors LSP RequestCancelled)' },
  // Not only local: a Python SDK 2.x server writes it on stdio for each request open at stdin EOF (mcp 2.3.0, observed:
  // sdk-behaviour.md Python #12), although the SDK's own constant says "never emitted on the wire".
  { code: -32000, name: 'CONNECTION_CLOSED', scope: 'sdk-wire', meaning: 'the transport closed with the request in flight: local in the TS SDKs and in Python clients; written on the wire by Python SDK 2.x servers for each request open at stdin EOF (the handler was cancelled); also a generic HTTP transport error code in TS v1 servers', source: 'TS v1 ErrorCode.ConnectionClosed; Python SDK CONNECTION_CLOSED (mcp 2.3.0 server, stdin EOF)' },
  { code: -32001, name: 'REQUEST_TIMEOUT / Session not found / user-cancel', scope: 'sdk-local', meaning: 'ambiguous: TS/PY2 RequestTimeout (local), TS v1 HTTP 404 "Session not found" (wire), Claude Code "user-cancel", bridge-synthesised retryable error', source: 'TS v1 ErrorCode.RequestTimeout; TS v1 streamable HTTP server; claude-code#51073; intent-hq/intent#1530' },
  { code: -32002, name: 'RESOURCE_NOT_FOUND', scope: 'spec', meaning: 'resource not found (≤2025-11-25; 2026: MUST NOT emit, SHOULD accept)', source: 'resources prose' },
  { code: -32020, name: 'HEADER_MISMATCH', scope: 'spec', meaning: 'MCP-Protocol-Version header does not match _meta (2026-07-28)', source: 'schema/2026-07-28' },
  { code: -32021, name: 'MISSING_REQUIRED_CLIENT_CAPABILITY', scope: 'spec', meaning: 'capability missing (2026-07-28)', source: 'schema/2026-07-28' },
  { code: -32022, name: 'UNSUPPORTED_PROTOCOL_VERSION', scope: 'spec', meaning: 'protocol version not supported (2026-07-28)', source: 'schema/2026-07-28' },
  { code: -32042, name: 'URL_ELICITATION_REQUIRED', scope: 'spec', meaning: 'URL elicitation required (2025-11-25)', source: 'schema/2025-11-25' },
  { code: -1, name: 'ConnectionClosed (old)', scope: 'sdk-local', meaning: 'connection closed, TS SDK ≤ 1.0.4', source: 'TS-tags 0.6.0–1.0.4' },
  { code: -2, name: 'RequestTimeout (old)', scope: 'sdk-local', meaning: 'request timeout, TS SDK ≤ 1.0.4', source: 'TS-tags 0.6.0–1.0.4' },
  { code: 0, name: 'Request cancelled (PY1)', scope: 'sdk-wire', meaning: 'Python SDK v1 acknowledgement of a cancellation', source: 'PY1 RequestResponder.cancel()' },
  { code: 408, name: 'httpx REQUEST_TIMEOUT', scope: 'sdk-local', meaning: 'Python SDK v1 local request timeout', source: 'PY1 shared/session.py' },
];

export function errorCodeInfo(code: number): ErrorCodeInfo | undefined {
  return ERROR_CODES.find((e) => e.code === code);
}

/** What an error that reached the requester means. */
export type ErrorMeaning =
  /** The receiver acknowledged a cancellation (not a failure of the work). */
  | 'cancel-ack'
  | 'session-expired'
  /** An intermediary answered instead of the server. */
  | 'gateway'
  /** A requester-side timeout text (a local SDK error relayed by a bridge, or a host's own error line). */
  | 'timeout'
  | 'max-total-timeout'
  | 'user-cancel'
  | 'connection-closed'
  /** An ordinary server error, not about cancellation. */
  | 'server-error';

export interface ErrorInput {
  code: number | null;
  message: string | null;
  /** HTTP status of the exchange that carried it, when known. */
  httpStatus: number | null;
  /** Content type of that exchange, when known. */
  contentType?: string | null;
}

export interface ErrorReading {
  meaning: ErrorMeaning;
  /** Why: which of (code, message, status) decided it. */
  basis: string;
  match: ReasonMatch | null;
  confidence: 'high' | 'medium' | 'low';
}

/** Gateway statuses: an intermediary answered (A3). 524 is Cloudflare's "A timeout occurred". */
export const GATEWAY_STATUSES: readonly number[] = [502, 503, 504, 524];

/**
 * The statuses a relay in front of an MCP server answers its caller with when its own deadline for the call passed
 * (502, 503, 504; not Cloudflare's 524, which names no relay's deadline of its own): ChatGPT's "HTTP 504: MCP request
 * timed out" for a call OpenAI's tunnel-client dropped at its deadline (openai/tunnel-client#58). The timeline joins
 * such a status to the relay's deadline words; the classifier lets it decide.
 */
export function isRelayDeadlineStatus(said: { kind: string; status?: number }): boolean {
  return said.kind === 'http-status' && said.status !== undefined && said.status >= 502 && said.status <= 504;
}

export function isGatewayStatus(status: number | null | undefined, contentType?: string | null): boolean {
  if (status === null || status === undefined) return false;
  if (GATEWAY_STATUSES.includes(status)) return true;
  return status >= 500 && typeof contentType === 'string' && /html/i.test(contentType);
}

/**
 * Reads an error on (code, message, HTTP status), in that spirit: the message and status disambiguate the code.
 * Order: a backend's status relayed in an internal error → session (404 / "Session not found") → gateway (5xx /
 * HTML) → cancel acknowledgement (code 0 / -32800 / "Request cancelled") → requester-side texts (timeout, max total,
 * user-cancel, connection closed) → server error.
 */
export function readError(e: ErrorInput): ErrorReading {
  const msg = e.message ?? '';
  // Before the words: an internal error whose message is a status and a body another service answered the server
  // (reasons.ts relayedUpstreamStatus: plastic-labs/honcho#310) is the server's handler failing on a call of its own;
  // a session or a timeout in that body is the service's, not the MCP session's or the requester's timer. The host's
  // words quoting the same answer read the same (diagnose/classify/host-words.ts).
  if (relayedUpstreamStatus(e.code, msg)) {
    return { meaning: 'server-error', basis: `code ${e.code ?? '?'} "${short(msg)}" (a status and body from a service behind the server)`, match: null, confidence: 'high' };
  }
  const match = matchReason(msg, 'error-message');
  if (e.httpStatus === 404 && (match?.meaning === 'session-expired' || e.code === -32001)) {
    return { meaning: 'session-expired', basis: `HTTP 404 with ${e.code ?? 'no code'} "${short(msg)}"`, match, confidence: 'high' };
  }
  if (match?.meaning === 'session-expired') {
    return {
      meaning: 'session-expired',
      basis: `message "${short(msg)}"${e.httpStatus !== null ? ` (HTTP ${e.httpStatus})` : ''}`,
      match,
      confidence: e.httpStatus === 404 || e.httpStatus === null ? 'high' : 'medium',
    };
  }
  if (isGatewayStatus(e.httpStatus, e.contentType) || match?.meaning === 'gateway') {
    return { meaning: 'gateway', basis: e.httpStatus !== null ? `HTTP ${e.httpStatus}${match?.meaning === 'gateway' ? ' with an HTML body' : ''}` : 'HTML error page', match, confidence: 'high' };
  }
  if (match?.meaning === 'cancel-ack' || e.code === -32800 || (e.code === 0 && /cancel/i.test(msg))) {
    return { meaning: 'cancel-ack', basis: `code ${e.code ?? '?'} "${short(msg)}" (Python SDK cancellation acknowledgement)`, match, confidence: 'high' };
  }
  if (match) {
    switch (match.meaning) {
      case 'timeout':
        return { meaning: 'timeout', basis: `message "${short(msg)}" (${match.pattern.sdk})`, match, confidence: match.pattern.generic ? 'medium' : 'high' };
      case 'max-total-timeout':
        return { meaning: 'max-total-timeout', basis: `message "${short(msg)}"`, match, confidence: 'high' };
      case 'user':
        return { meaning: 'user-cancel', basis: `message "${short(msg)}" (${match.pattern.sdk})`, match, confidence: 'high' };
      case 'connection-closed':
        return { meaning: 'connection-closed', basis: `message "${short(msg)}"`, match, confidence: 'high' };
      default:
        break;
    }
  }
  return { meaning: 'server-error', basis: `code ${e.code ?? '?'} "${short(msg)}"`, match, confidence: 'high' };
}

function short(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 120 ? `${one.slice(0, 117)}…` : one;
}

/**
 * Words of an error that refused the HTTP request on its headers, before the body was read: the 2026-07-28 era's
 * protocol-version header refused (Anubis' Plug: -32603 whose data says "Unsupported MCP-Protocol-Version: 2026-07-28",
 * under an id it minted: zoedsoupe/anubis-mcp#294).
 */
const UNREAD_WORDS_RE = /\bUnsupported MCP-Protocol-Version\b/i;

/**
 * Whether an error says its sender could not read the request it refuses: JSON-RPC 2.0's Parse error (-32700) and
 * Invalid Request (-32600), the cases §5 gives for an id the responder could not detect (it MUST be null then), or a
 * refusal of the request's headers before its body was read (UNREAD_WORDS_RE, in the message or its data). Such an
 * error's id, when it names no request, is one the responder invented: the same case as null.
 */
export function refusedUnread(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (code === -32700 || code === -32600) return true;
  return UNREAD_WORDS_RE.test(JSON.stringify(error));
}

/**
 * Whether an error's id, which names no request the capture shows, cannot be one the requester made, judged against the
 * id of the request it would refuse (`requesters`: the one the requester has open). Such an error says it could not
 * read the request (refusedUnread), but its code alone does not say the id was invented: JSON-RPC 2.0 §5 wants the id
 * null when it could not be detected (a Parse error, §5.1 "Invalid JSON was received by the server", cannot have read
 * one), so a non-null id on it is either one the responder made up or one a lenient parser recovered from the request
 * (which may be one sent before a cut capture began); and -32600 is also the code servers refuse a lost session with,
 * under the id of the request they did read (reasons.ts: php-mcp/laravel#28, robhunter/agentdeals#1054,
 * MoonshotAI/kimi-code#2380). The id decides: a requester mints its ids in one way (the SDKs count up from 0 or 1;
 * hosts that name them use a prefix and a counter, or a UUID), so an id of another JSON type, a number above the one
 * open (a counter does not go back, and a request before the capture would have a lower one), or a string of another
 * form (its letters and digits aside, other punctuation) is the responder's. A counter's value as a string of digits
 * against a number (or the other way) is judged as the number it writes: `"5"` below an open 6 may be an earlier
 * request's id echoed as a string, not one the responder made up. Anubis minted `err_…` for a refusal of
 * `server-discover-probe-1` (zoedsoupe/anubis-mcp#294). The same kind and form below the open one is not decided here.
 */
export function inventedId(id: string | number, requesters: string | number): boolean {
  // A counter's id written as a string on one side and a number on the other is the same counter (a responder that
  // stringifies the ids it echoes, or a host that counts in strings of digits): JSON-RPC 2.0 §4 lets the id be either,
  // and §5 wants the answer's the same value, but a lenient parser that recovered `5` as "5" has still read the
  // requester's id; only its size says whether the requester can have made it.
  if (typeof id !== typeof requesters) {
    const a = counted(id);
    const b = counted(requesters);
    return a === null || b === null || a > b;
  }
  if (typeof id === 'number') return id > (requesters as number);
  return idForm(id) !== idForm(requesters as string);
}

/** An id as a counter's value: a number, or a string of decimal digits alone (`"5"`); else null. */
function counted(id: string | number): number | null {
  if (typeof id === 'number') return id;
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** A string id's form: each run of letters and digits as `x`, its punctuation kept (`call-6` → `x-x`, a UUID → `x-x-x-x-x`). */
function idForm(id: string): string {
  return id.replace(/[A-Za-z0-9]+/g, 'x');
}

/**
 * An error response's id that names no request: `null` (JSON-RPC 2.0 §5: the responder could not tell
 * the id), or the Python SDK Streamable HTTP server's placeholder `"server-error"` for its transport-level
 * refusals (404 "Session not found", 400 "Missing session ID": datagouv/datagouv-mcp#25).
 */
export function answersNoRequest(id: unknown): boolean {
  // An empty string is what servers write when they could not carry the request's id into their refusal: the PHP SDK's
  // stdio session error (modelcontextprotocol/php-sdk#96), the C# SDK's "Session not found" (github/copilot-cli#1360).
  return id === null || id === 'server-error' || id === '';
}

