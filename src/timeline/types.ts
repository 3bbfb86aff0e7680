import type { JsonRpcId, Party, Source, Transport, WireEvent } from '../events.js';
import type { ClockKind } from '../ingest/types.js';
import type { ConnectionFailureKind } from '../protocol/connection-failure.js';

/** A fact with the capture line it came from. */
export interface Sourced<T> {
  value: T;
  source: Source;
}

export interface PeerInfo {
  name: string;
  version: string | null;
}

/**
 * How the protocol version of a session was learned, strongest first.
 * `header-absent` is the Streamable HTTP rule: no `MCP-Protocol-Version` header → assume 2025-03-26.
 */
export type VersionBasis =
  | 'initialize-result'
  | 'initialize-request'
  | 'meta'
  | 'header'
  | 'header-absent'
  | 'discover';

/** One process lifetime / HTTP session / connection. Ids restart per session. */
export interface SessionInfo {
  /** `s1`, `s2`, … unique within a report. */
  key: string;
  file: string;
  /** The reader's own label (process lifetime number, `Mcp-Session-Id`), if any. */
  label: string | null;
  transport: Transport | null;
  protocolVersion: string | null;
  protocolVersionBasis: VersionBasis | null;
  protocolVersionSource: Source | null;
  client: Sourced<PeerInfo> | null;
  server: Sourced<PeerInfo> | null;
  startedAt: number | null;
  endedAt: number | null;
  /** The capture begins inside this session: answers or cancels for requests sent before it (correlate.ts startedBeforeCapture). */
  startedMidway?: boolean;
  /** The transport-close (or end of capture) that ended the session. */
  end: WireEvent | null;
  clock: ClockKind;
  zone: string | null;
  zoneAssumed: boolean;
}

export type EntryKind =
  | 'request'
  | 'progress'
  | 'log'
  | 'cancel'
  | 'response'
  | 'error-response'
  | 'stream-open'
  | 'stream-close'
  | 'keepalive'
  | 'http-status'
  | 'transport-close'
  | 'host-log'
  | 'retry'
  | 'resume'
  | 'task'
  | 'continued-as';

/** One line of a request's timeline. */
export interface TimelineEntry {
  kind: EntryKind;
  at: number | null;
  source: Source;
  /** Short, human text ("tools/call build_project", "progress 3/10", "cancelled: McpError: …"). Not yet redacted. */
  detail: string;
  event: WireEvent;
  /**
   * Entries of this kind left out just before this one by a per-request cap (limits.ts): past the cap the newest
   * replaces the last kept entry, and each one it replaces is counted here. Absent or 0 when none; the report
   * says "N omitted" in their place (report/runs.ts), never a silent jump.
   */
  omittedBefore?: number;
}

/** An HTTP response stream that carried (or should have carried) this request's response. */
export interface RequestStream {
  id: string;
  open: WireEvent | null;
  close: WireEvent | null;
  status: number | null;
  closedBy: Party | 'network' | null;
  /** The final response (result/error) arrived on this stream before it closed. */
  carriedResponse: boolean;
  keepalives: number;
  lastActivityAt: number | null;
  /** `id:` of a priming event / last SSE event seen (2025-11-25 resumption). */
  lastEventId: string | null;
  /** A GET with Last-Event-ID that resumed this stream. */
  resumedBy: string | null;
  /**
   * This stream is a resume (GET with Last-Event-ID) of that stream of the request. What happens to a resume
   * (e.g. HTTP 404 "Session not found" after a server restart) belongs to the session's resumption, not to the call.
   * Absent on streams that resume nothing.
   */
  resumeOf?: string;
}

/** 2025-11-25 task statuses (schema `TaskStatus`); a capture may show others, kept as written. */
export const TERMINAL_TASK_STATUSES: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled']);

/** Where a task status was read. */
export type TaskStatusVia = 'create' | 'tasks/get' | 'tasks/cancel' | 'tasks/result' | 'notification';

export interface TaskStatusSeen {
  status: string;
  message: string | null;
  event: WireEvent;
  via: TaskStatusVia;
}

/** A `tasks/*` request about the task (tasks/cancel, tasks/result), with its answer. */
export interface TaskRequestRef {
  key: string;
  id: JsonRpcId | null;
  request: WireEvent;
  response: WireEvent | null;
}

/**
 * What the capture shows of the task a task-augmented request created (2025-11-25 `basic/utilities/tasks.mdx`):
 * the immediate CreateTaskResult is not the request's outcome, the task's is.
 */
export interface TaskTimeline {
  taskId: string;
  /** The CreateTaskResult. */
  created: WireEvent;
  /** `pollInterval` (ms) the server suggested, if any. */
  pollInterval: number | null;
  ttl: number | null;
  /** The latest status seen, in capture order. */
  last: TaskStatusSeen;
  /** The first terminal status seen ("Terminal statuses MUST NOT transition to any other status"). */
  terminal: TaskStatusSeen | null;
  /** Statuses read in all (create, polls, cancel, notifications). */
  statuses: number;
  /**
   * The requester's first `tasks/*` request naming the task: the task existed by then (a bound on its creation where
   * the CreateTaskResult has no time of its own: a HAR dates no SSE event).
   */
  firstAsked: WireEvent | null;
  /** `tasks/get` requests sent for the task, and the last one with its answer. */
  polls: number;
  lastPoll: WireEvent | null;
  lastPollAnswer: WireEvent | null;
  /** The requester's first `tasks/cancel`. */
  cancel: TaskRequestRef | null;
  /** The latest `tasks/result`. */
  result: TaskRequestRef | null;
  /**
   * The first answer saying the receiver no longer knows the task (timeline/tasks.ts `forgotten`): it expired or was
   * never there, whatever its last status was.
   */
  gone: TaskGone | null;
}

/** A `tasks/*` request the receiver answered as not knowing the task, and that answer. */
export interface TaskGone {
  asked: WireEvent;
  answer: WireEvent;
}

export interface RequestRef {
  key: string;
  id: JsonRpcId | null;
  source: Source;
  at: number | null;
}

export interface RequestTimeline {
  /** `<session>:<id>` — unique within the report (a second request reusing an id in a session gets `<session>:<id>#2`). */
  key: string;
  session: SessionInfo;
  /** Null for a request known only from a host's words that name no id (key `<session>:<method>#<n>`). */
  id: JsonRpcId | null;
  /**
   * What the request rests on (output contract, Additions): `wire` — its JSON-RPC messages are in the
   * capture; `host-log` — only the host's words; `mixed` — both, joined.
   */
  basis: 'wire' | 'host-log' | 'mixed';
  /** The host's sentences about this request (host-log events with `said`), in capture order. */
  said: WireEvent[];
  /**
   * The transport the first of those sentences to name one proves (HostSaid.transport: a client transport's frame under
   * an error, the SDK's `Streamable HTTP error: `), kept even when `said` is capped past it. It is this request's only:
   * its session's transport (SessionInfo.transport) is what session-wide evidence proves, and is read first
   * (requestTransport). Absent when no sentence of the request names one.
   */
  ownTransport?: Transport;
  method: string;
  /** params.name or params.uri when present. */
  target: string | null;
  from: Party;
  request: WireEvent;
  params: unknown;
  progressToken: string | number | null;
  /** 2025-11-25 task augmentation (`params.task`). */
  taskAugmented: boolean;
  /** The task it created (a CreateTaskResult arrived), else null. */
  task?: TaskTimeline | null;
  /** Everything about this request, in capture order, request first. */
  entries: TimelineEntry[];
  /** Results and errors for this id, in capture order (two responses = a finding). */
  responses: WireEvent[];
  /**
   * An error naming no request (`"id": null` or `""`) the responder sent right after this request arrived and before
   * anything else happened on the session: its refusal of it, which the requester could not match to its id
   * (modelcontextprotocol/php-sdk#96). It does not answer the request; it says what the responder did.
   */
  refusedUnnamed?: WireEvent;
  /**
   * How refusedUnnamed was paired: absent, it came right after this request; `only-open`, its id was one the responder
   * invented (no request's) while it said it could not read the request, and this was the one request open
   * (timeline/correlate.ts inventedIdRefusal).
   */
  refusedUnnamedBy?: 'only-open';
  /**
   * The requester's `notifications/initialized` on this initialize's session while no answer to it was logged: the
   * client sends it only once the initialize result arrived (lifecycle §Initialization), so the answer came; the log
   * just did not keep it (a gateway that logs the bodies it receives, not the ones it sends: samanhappy/mcphub#428).
   */
  initializedAfter?: WireEvent;
  /** `notifications/cancelled` (or legacy `cancelled`) naming this id, sent by the requester. */
  cancels: WireEvent[];
  progress: WireEvent[];
  /** `notifications/message` and other request-scoped notifications (HTTP: on the request's stream). */
  logs: WireEvent[];
  streams: RequestStream[];
  /** The transport closed while this request was still open. */
  transportClose: WireEvent | null;
  /** The capture ended with the request still open (no response, no close). */
  openAtEnd: boolean;
  /**
   * A 2026-07-28 `server/discover` probe after which the capture shows no `initialize` from the client on its
   * connection (none in its session, and the session did not end on one starting the next): the fallback a refused
   * probe is followed by never came there (report/select.ts). Decided when the session ends.
   */
  noFallback?: boolean;
  /**
   * Later requests with the same method, target and arguments: the first RETRIES_PER_REQUEST − 1 and the latest
   * (a host that polls the same call every few seconds repeats an unanswered one tens of thousands of times).
   */
  retries: RequestRef[];
  /** How many later requests repeated this one, `retries` kept or not. */
  retryCount: number;
  retryOf: RequestRef | null;
}

/** What a session leaves over that belongs to no request. */
export interface SessionTimeline {
  info: SessionInfo;
  /** Cancellations naming an id never sent in that direction in this session. */
  orphanCancels: WireEvent[];
  /** Progress for a token no request in this session carries. */
  orphanProgress: WireEvent[];
  /** Responses for an id never requested. */
  orphanResponses: WireEvent[];
  /** Non-JSON text on the stdio message stream (kind 'unparsed' from a stdio reader). */
  nonJson: WireEvent[];
  requestCount: number;
  /**
   * Cancels (also listed in `orphanCancels`) whose id belonged to a request of this session
   * that had already finished and been emitted: `key` is that request. Absent when none.
   */
  lateCancels?: { event: WireEvent; key: string }[];
  /**
   * The host's words that this connection failed — its process never ran, the host refused its config, its SSE stream
   * could not be opened, or the transport broke after the handshake (protocol/connection-failure.ts) — whether or not a
   * request carries them (the rule connection-failed-no-request tells which), in capture order. At most
   * CONNECTION_FAILURES_PER_SESSION. Absent when none.
   */
  connectionFailures?: ConnectionFailure[];
  /**
   * The host's words about requests of its own protocol, not MCP's (HostSaid.ownProtocol: Codex Desktop's renderer and
   * its app-server), in order: no request is built from them; the rule app-server-request-timeout reads them. At most
   * OWN_REQUEST_WORDS_PER_SESSION. Absent when none.
   */
  ownRequestWords?: WireEvent[];
  /** Orphans and non-JSON lines beyond the per-session cap, counted instead of kept. Absent when none. */
  dropped?: { orphanCancels: number; orphanProgress: number; orphanResponses: number; nonJson: number; lateCancels: number };
}

/**
 * A host's line that a connection failed, with the kind the builder read of it once as it kept the line
 * (protocol/connection-failure.ts connectionFailureKind): the rule reads the kind here instead of reading the words again.
 */
export interface ConnectionFailure {
  event: WireEvent;
  kind: ConnectionFailureKind;
}

/** The timeline room's output: requests as they become final, and each session at its end. */
export interface TimelineSink {
  /**
   * `connectionFailures`: the words of the request's session kept so far as its connection failures (the list that ends
   * as SessionTimeline.connectionFailures, each line read once as it came), null when none: a sink that tells which of
   * them a request carries looks them up instead of reading every line again.
   */
  request(t: RequestTimeline, connectionFailures: readonly ConnectionFailure[] | null): void;
  session(s: SessionTimeline): void;
  /**
   * Optional: a request the builder kept plain to its emission (timeline/state.ts Req: a wire request answered once
   * with a result, strictly rising progress before it, nothing else), offered with what it kept of it instead of a
   * timeline. True: the sink took it, and no timeline is made; false: it gets `request(t)` as any other. A sink that
   * lists or selects requests leaves this out. `facts` is valid during the call only (one record, refilled for each
   * offer): a sink that keeps something copies it.
   */
  plain?(facts: PlainFacts, session: SessionInfo): boolean;
}

/** What a plain request's offer carries (diagnose/plain.ts plainSlot reads exactly this). */
export interface PlainFacts {
  requestAt: number | null;
  answerAt: number | null;
  /** It carried a progress token. */
  hasToken: boolean;
  /** How many progress notifications came before the answer. */
  progress: number;
}
