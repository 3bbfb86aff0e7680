/**
 * A small builder of RequestTimeline / SessionTimeline objects for diagnose tests. Messages mirror what the real SDKs
 * put on the wire (shared/reference/sdk-behaviour.md): TS v1 ids from 0, `{"jsonrpc":"2.0","method":
 * "notifications/cancelled","params":{"requestId":1,"reason":"McpError: MCP error -32001: Request timed out"}}`, PY1's
 * `{"code":0,"message":"Request cancelled"}` ack, TS v1's 404 `{"code":-32001,"message":"Session not found"}`, …
 * Times are ms offsets from T0; capture order is time order (stable for equal times), as a reader would emit them.
 */
import type { HostSaid, JsonRpcId, JsonRpcMessage, Party, Source, StreamInfo, Transport, WireEvent } from '../../src/events.js';
import type { EntryKind, RequestRef, RequestStream, RequestTimeline, SessionInfo, SessionTimeline, TimelineEntry, VersionBasis } from '../../src/timeline/types.js';
import type { ClockKind } from '../../src/ingest/types.js';
import { connectionFailureKind, type ConnectionFailureKind } from '../../src/protocol/connection-failure.js';

export const T0 = Date.parse('2025-07-12T05:51:44.601Z');
export const FILE = 'capture.log';

export const TS1_TIMEOUT = 'McpError: MCP error -32001: Request timed out';

export interface SessionOpts {
  version?: string | null;
  basis?: VersionBasis | null;
  transport?: Transport | null;
  clock?: ClockKind;
  zone?: string | null;
  zoneAssumed?: boolean;
  client?: { name: string; version: string | null } | null;
  server?: { name: string; version: string | null } | null;
}

export function sessionInfo(o: SessionOpts = {}): SessionInfo {
  const src: Source = { file: FILE, line: 1 };
  return {
    key: 's1',
    file: FILE,
    label: null,
    transport: o.transport === undefined ? 'stdio' : o.transport,
    protocolVersion: o.version === undefined ? '2025-11-25' : o.version,
    protocolVersionBasis: o.basis === undefined ? (o.version === null ? null : 'initialize-result') : o.basis,
    protocolVersionSource: o.version === null ? null : src,
    client: o.client === null ? null : { value: o.client ?? { name: 'claude-ai', version: '0.1.0' }, source: src },
    server: o.server === null ? null : { value: o.server ?? { name: 'build-server', version: '1.2.0' }, source: src },
    startedAt: T0 - 1000,
    endedAt: null,
    end: null,
    clock: o.clock ?? 'utc',
    zone: o.zone === undefined ? null : o.zone,
    zoneAssumed: o.zoneAssumed ?? false,
  };
}

export interface StreamOpts {
  openAt?: number;
  closeAt?: number | null;
  closedBy?: Party | 'network' | null;
  status?: number | null;
  carriedResponse?: boolean;
  keepalives?: number;
  lastActivityAt?: number | null;
  lastEventId?: string | null;
  resumedBy?: string | null;
  error?: string;
  contentType?: string;
  text?: string;
  method?: string;
}

interface Pending {
  at: number | null;
  kind: EntryKind;
  detail: string;
  event: WireEvent;
  seq: number;
}

export interface RequestOpts extends SessionOpts {
  id?: JsonRpcId;
  method?: string;
  target?: string | null;
  from?: Party;
  progressToken?: string | number | null;
  taskAugmented?: boolean;
  params?: unknown;
  /** The request's own time (default 0). null: the capture has no clock. */
  at?: number | null;
  session?: SessionInfo;
}

export class TimelineBuilder {
  private readonly pending: Pending[] = [];
  private seq = 0;
  private readonly streamsById = new Map<string, { opts: StreamOpts; open: WireEvent | null; close: WireEvent | null }>();
  readonly t: Omit<RequestTimeline, 'entries'> & { entries: TimelineEntry[] };
  private readonly responder: Party;
  private readonly transport: Transport | null;

  constructor(o: RequestOpts = {}) {
    const session = o.session ?? sessionInfo(o);
    this.transport = session.transport;
    const id = o.id ?? 1;
    const method = o.method ?? 'tools/call';
    const from = o.from ?? 'client';
    this.responder = from === 'client' ? 'server' : 'client';
    const target = o.target === undefined ? (method === 'tools/call' ? 'build_project' : null) : o.target;
    const progressToken = o.progressToken ?? null;
    const params =
      o.params ??
      (method === 'tools/call'
        ? { name: target, arguments: { project: 'app' }, ...(progressToken !== null ? { _meta: { progressToken } } : {}), ...(o.taskAugmented ? { task: { ttl: 60000 } } : {}) }
        : method === 'initialize'
          ? { protocolVersion: session.protocolVersion ?? '2025-11-25', capabilities: {}, clientInfo: { name: 'claude-ai', version: '0.1.0' } }
          : {});
    const at = o.at === undefined ? 0 : o.at;
    const request = this.event(at, from, { jsonrpc: '2.0', id, method, params });
    this.push(at, 'request', `${method}${target ? ` ${target}` : ''}`, request);
    this.t = {
      key: `s1:${id}`,
      session,
      id,
      basis: 'wire',
      said: [],
      method,
      target,
      from,
      request,
      params,
      progressToken,
      taskAugmented: o.taskAugmented ?? false,
      entries: [],
      responses: [],
      cancels: [],
      progress: [],
      logs: [],
      streams: [],
      transportClose: null,
      openAtEnd: false,
      retries: [],
      retryCount: 0,
      retryOf: null,
    };
  }

  private abs(at: number | null): number | null {
    return at === null ? null : T0 + at;
  }

  private event(at: number | null, from: Party | null, message: JsonRpcMessage | undefined, extra: Partial<WireEvent> = {}): WireEvent {
    return {
      at: this.abs(at),
      source: { file: FILE, line: 0 },
      session: 's1',
      transport: this.transport,
      from,
      kind: 'message',
      ...(message ? { message } : {}),
      ...extra,
    };
  }

  private push(at: number | null, kind: EntryKind, detail: string, event: WireEvent): void {
    this.pending.push({ at, kind, detail, event, seq: this.seq++ });
  }

  private streamInfo(streamId: string | undefined): StreamInfo | undefined {
    if (streamId === undefined) return undefined;
    const s = this.streamsById.get(streamId);
    return { id: streamId, requestId: this.t.id ?? undefined, ...(s?.opts.status != null ? { status: s.opts.status } : {}) };
  }

  /** `notifications/cancelled` from the requester (TS v1 shape; `reason` omitted when null, like VS Code). */
  cancel(at: number, reason: string | null = TS1_TIMEOUT, o: { requestId?: unknown; method?: string; from?: Party } = {}): this {
    const params: Record<string, unknown> = { requestId: o.requestId === undefined ? this.t.id : o.requestId };
    if (reason !== null) params['reason'] = reason;
    const e = this.event(at, o.from ?? this.t.from, { jsonrpc: '2.0', method: o.method ?? 'notifications/cancelled', params });
    this.push(at, 'cancel', `cancelled${reason ? `: ${reason}` : ''}`, e);
    if ((o.from ?? this.t.from) === this.t.from) this.t.cancels.push(e);
    return this;
  }

  result(at: number, result: unknown = { content: [{ type: 'text', text: 'ok' }] }, streamId?: string): this {
    const st = this.streamInfo(streamId);
    const e = this.event(at, this.responder, { jsonrpc: '2.0', id: this.t.id, result }, st ? { stream: st } : {});
    this.push(at, 'response', 'result', e);
    this.t.responses.push(e);
    return this;
  }

  error(at: number, code: number, message: string, streamId?: string, status?: number): this {
    const st = this.streamInfo(streamId);
    if (st && status !== undefined) st.status = status;
    const e = this.event(at, this.responder, { jsonrpc: '2.0', id: this.t.id, error: { code, message } }, st ? { stream: st } : {});
    this.push(at, 'error-response', `error ${code} ${message}`, e);
    this.t.responses.push(e);
    return this;
  }

  progress(at: number, progress: number, total?: number, token: string | number | null = this.t.progressToken): this {
    const params: Record<string, unknown> = { progressToken: token, progress };
    if (total !== undefined) params['total'] = total;
    const e = this.event(at, this.responder, { jsonrpc: '2.0', method: 'notifications/progress', params });
    this.push(at, 'progress', `progress ${progress}${total !== undefined ? `/${total}` : ''}`, e);
    this.t.progress.push(e);
    return this;
  }

  log(at: number, data: string): this {
    const e = this.event(at, this.responder, { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data } });
    this.push(at, 'log', data, e);
    this.t.logs.push(e);
    return this;
  }

  hostLog(at: number, text: string, from: Party | null = this.t.from, level = 'error'): this {
    const e = this.event(at, from, undefined, { kind: 'host-log', text, level });
    this.push(at, 'host-log', text, e);
    return this;
  }

  /** A cancel from the non-requesting side that names this request (e.g. a 2026 server cancelling a tools/call). */
  foreignCancel(at: number, reason: string | null = null): this {
    return this.cancel(at, reason, { from: this.responder });
  }

  /** An HTTP response stream for this request (open at `openAt`, closed at `closeAt` unless null). */
  stream(id: string, o: StreamOpts = {}): this {
    const openAt = o.openAt ?? 0;
    const entry = { opts: o, open: null as WireEvent | null, close: null as WireEvent | null };
    this.streamsById.set(id, entry);
    const open = this.event(openAt, this.responder, undefined, {
      kind: 'stream-open',
      stream: { id, requestId: this.t.id ?? undefined, method: o.method ?? 'POST', ...(o.status != null ? { status: o.status } : {}), ...(o.contentType ? { contentType: o.contentType } : {}) },
      ...(o.text && (o.closeAt === undefined || o.closeAt === null) ? { text: o.text } : {}),
    });
    entry.open = open;
    this.push(openAt, 'stream-open', `stream ${id} open`, open);
    if (o.closeAt !== undefined && o.closeAt !== null) {
      const close = this.event(o.closeAt, o.closedBy === 'client' || o.closedBy === 'server' ? o.closedBy : null, undefined, {
        kind: 'stream-close',
        stream: {
          id,
          requestId: this.t.id ?? undefined,
          ...(o.closedBy ? { closedBy: o.closedBy } : {}),
          ...(o.status != null ? { status: o.status } : {}),
          ...(o.error ? { error: o.error } : {}),
          ...(o.contentType ? { contentType: o.contentType } : {}),
        },
        ...(o.text ? { text: o.text } : {}),
      });
      entry.close = close;
      this.push(o.closeAt, 'stream-close', `stream ${id} closed by ${o.closedBy ?? '?'}`, close);
    }
    return this;
  }

  transportClose(at: number, close: WireEvent['close'] = { reason: 'Server transport closed unexpectedly' }, from: Party | null = null): this {
    const e = this.event(at, from, undefined, { kind: 'transport-close', close });
    this.push(at, 'transport-close', close?.reason ?? 'transport closed', e);
    this.t.transportClose = e;
    return this;
  }

  retry(at: number, id: JsonRpcId): this {
    const ref: RequestRef = { key: `s1:${id}`, id, source: { file: FILE, line: 0 }, at: T0 + at };
    this.t.retries.push(ref);
    this.t.retryCount++;
    this.pending.push({ at, kind: 'retry', detail: `retry as ${id}`, event: this.event(at, this.t.from, { jsonrpc: '2.0', id, method: this.t.method, params: this.t.params }), seq: this.seq++ });
    return this;
  }

  openAtEnd(): this {
    this.t.openAtEnd = true;
    return this;
  }

  build(): RequestTimeline {
    const sorted = [...this.pending].sort((a, b) => (a.at ?? 0) - (b.at ?? 0) || a.seq - b.seq);
    sorted.forEach((p, i) => {
      p.event.source.line = i + 10;
    });
    for (const r of this.t.retries) {
      const p = sorted.find((x) => x.kind === 'retry' && x.event.message?.id === r.id);
      if (p) r.source = p.event.source;
    }
    const entries: TimelineEntry[] = sorted.map((p) => ({ kind: p.kind, at: p.event.at, source: p.event.source, detail: p.detail, event: p.event }));
    const streams: RequestStream[] = [...this.streamsById].map(([id, s]) => ({
      id,
      open: s.open,
      close: s.close,
      status: s.opts.status ?? null,
      closedBy: s.opts.closedBy ?? null,
      carriedResponse: s.opts.carriedResponse ?? this.t.responses.some((r) => r.stream?.id === id),
      keepalives: s.opts.keepalives ?? 0,
      lastActivityAt: s.opts.lastActivityAt === undefined || s.opts.lastActivityAt === null ? null : T0 + s.opts.lastActivityAt,
      lastEventId: s.opts.lastEventId ?? null,
      resumedBy: s.opts.resumedBy ?? null,
    }));
    return { ...this.t, entries, streams };
  }
}

export function req(o: RequestOpts = {}): TimelineBuilder {
  return new TimelineBuilder(o);
}

let orphanLine = 500;
function orphan(from: Party | null, kind: WireEvent['kind'], message?: JsonRpcMessage, text?: string): WireEvent {
  return {
    at: T0,
    source: { file: FILE, line: orphanLine++ },
    session: 's1',
    transport: 'stdio',
    from,
    kind,
    ...(message ? { message } : {}),
    ...(text !== undefined ? { text } : {}),
  };
}

export function sessionTimeline(
  o: SessionOpts & {
    orphanCancels?: { requestId: unknown; from?: Party; reason?: string; meta?: Record<string, unknown>; finishedKey?: string }[];
    orphanProgress?: (string | number)[];
    nonJson?: string[];
    orphanResponses?: JsonRpcId[];
    /**
     * The host's words of the connection failing (SessionTimeline.connectionFailures), each a host-log line, kept as the
     * builder keeps them: only words connectionFailureKind reads a kind of, with that kind (`kind` overrides it).
     */
    connectionFailures?: { said: HostSaid; text?: string; kind?: ConnectionFailureKind }[];
    /** The host's words about its own protocol's requests (SessionTimeline.ownRequestWords), each a host-log line. */
    ownRequestWords?: { said: HostSaid; text?: string }[];
  } = {},
): SessionTimeline {
  const cancels = (o.orphanCancels ?? []).map((c) => ({
    c,
    e: orphan(c.from ?? 'client', 'message', {
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: c.requestId, ...(c.reason ? { reason: c.reason } : {}), ...(c.meta ? { _meta: c.meta } : {}) },
    }),
  }));
  const late = cancels.filter((x) => x.c.finishedKey !== undefined).map((x) => ({ event: x.e, key: x.c.finishedKey! }));
  const kept = (o.connectionFailures ?? []).flatMap((f) => {
    const kind = f.kind ?? connectionFailureKind(f.said);
    return kind === null ? [] : [{ kind, e: { ...orphan('client', 'host-log', undefined, f.text ?? f.said.error ?? f.said.phrase), said: f.said } }];
  });
  const failures = kept.map((f) => ({ event: f.e, kind: f.kind }));
  const own = (o.ownRequestWords ?? []).map((f) => ({ ...orphan('client', 'host-log', undefined, f.text ?? f.said.phrase), said: f.said }));
  return {
    ...(late.length > 0 ? { lateCancels: late } : {}),
    ...(failures.length > 0 ? { connectionFailures: failures } : {}),
    ...(own.length > 0 ? { ownRequestWords: own } : {}),
    info: sessionInfo(o),
    orphanResponses: (o.orphanResponses ?? []).map((id) => orphan('server', 'message', { jsonrpc: '2.0', id, result: {} })),
    orphanCancels: cancels.map((x) => x.e),
    orphanProgress: (o.orphanProgress ?? []).map((tok, i) => orphan('server', 'message', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: tok, progress: i + 1 } })),
    nonJson: (o.nonJson ?? []).map((text) => orphan('server', 'unparsed', undefined, text)),
    requestCount: 1,
  };
}
