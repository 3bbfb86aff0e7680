/**
 * Builds WireEvent sequences the way the real SDKs put them on the wire
 * (shared/reference/sdk-behaviour.md), and runs them through a timeline builder.
 */
import { readSaidFacts } from '../../src/ingest/said-facts.js';
import type { JsonRpcId, JsonRpcMessage, Party, StreamInfo, Transport, WireEvent } from '../../src/events.js';
import { createTimelineBuilder, type TimelineBuilder } from '../../src/timeline/index.js';
import type { RequestTimeline, SessionTimeline } from '../../src/timeline/types.js';

/** TS SDK v1 ≥1.6 timeout reason (shared/reference/sdk-behaviour.md #2). */
export const V1_TIMEOUT = 'McpError: MCP error -32001: Request timed out';
/** TS SDK v2 stdio timeout reason (shared/reference/sdk-behaviour.md #19). */
export const V2_TIMEOUT = 'SdkError: Request timed out';
export const T0 = Date.parse('2026-11-30T12:00:00.000Z');

export interface CaptureOptions {
  file?: string;
  transport?: Transport | null;
  session?: string | null;
}

/** A capture being written: every helper appends one event on the next line. */
export class Capture {
  readonly events: WireEvent[] = [];
  private line = 0;
  private now = T0;
  file: string;
  transport: Transport | null;
  session: string | null;

  constructor(opts: CaptureOptions = {}) {
    this.file = opts.file ?? 'capture.log';
    this.transport = opts.transport === undefined ? 'stdio' : opts.transport;
    this.session = opts.session ?? null;
  }

  /** Advance the clock. */
  wait(ms: number): this {
    this.now += ms;
    return this;
  }

  get clock(): number {
    return this.now;
  }

  add(partial: Partial<WireEvent> & Pick<WireEvent, 'kind'>): WireEvent {
    this.line++;
    const e: WireEvent = {
      at: this.now,
      source: { file: this.file, line: this.line },
      session: this.session,
      transport: this.transport,
      from: null,
      ...partial,
    };
    // The facts ingest reads from each line as it emits the event (ingest/index.ts), so that hand-made words carry them too.
    readSaidFacts(e);
    this.events.push(e);
    return e;
  }

  msg(from: Party | null, message: JsonRpcMessage, stream?: StreamInfo): WireEvent {
    return this.add({ kind: 'message', from, message: { jsonrpc: '2.0', ...message }, ...(stream ? { stream } : {}) });
  }

  req(from: Party, id: JsonRpcId, method: string, params?: unknown, stream?: StreamInfo): WireEvent {
    return this.msg(from, params === undefined ? { id, method } : { id, method, params }, stream);
  }

  /** A result sent by `from` (the answering party). */
  res(from: Party, id: JsonRpcId | null, result: unknown = {}, stream?: StreamInfo): WireEvent {
    return this.msg(from, { id, result }, stream);
  }

  err(from: Party, id: JsonRpcId | null, code: number, message: string, stream?: StreamInfo): WireEvent {
    return this.msg(from, { id, error: { code, message } }, stream);
  }

  note(from: Party, method: string, params?: unknown, stream?: StreamInfo): WireEvent {
    return this.msg(from, params === undefined ? { method } : { method, params }, stream);
  }

  cancel(from: Party, requestId: JsonRpcId, reason?: string, method = 'notifications/cancelled'): WireEvent {
    return this.note(from, method, reason === undefined ? { requestId } : { requestId, reason });
  }

  progress(token: JsonRpcId, progress: number, total?: number, message?: string, stream?: StreamInfo): WireEvent {
    const params: Record<string, unknown> = { progressToken: token, progress };
    if (total !== undefined) params.total = total;
    if (message !== undefined) params.message = message;
    return this.note('server', 'notifications/progress', params, stream);
  }

  /** A tools/call as the TS SDK sends it: progressToken = the numeric message id when onprogress is set. */
  call(id: number, name: string, args: unknown = {}, opts: { progress?: boolean; stream?: StreamInfo } = {}): WireEvent {
    const params: Record<string, unknown> = { name, arguments: args };
    if (opts.progress) params._meta = { progressToken: id };
    return this.req('client', id, 'tools/call', params, opts.stream);
  }

  close(reason = 'Server transport closed unexpectedly, this is likely due to the process exiting early.', exitCode?: number): WireEvent {
    return this.add({ kind: 'transport-close', close: exitCode === undefined ? { reason } : { reason, exitCode } });
  }

  hostLog(text: string, from: Party | null = 'server', level?: string): WireEvent {
    return this.add({ kind: 'host-log', from, text, ...(level ? { level } : {}) });
  }

  unparsed(text: string): WireEvent {
    return this.add({ kind: 'unparsed', from: 'server', text });
  }

  streamOpen(stream: StreamInfo): WireEvent {
    return this.add({ kind: 'stream-open', from: 'client', stream });
  }

  streamClose(id: string, closedBy: StreamInfo['closedBy'], extra: Partial<StreamInfo> = {}): WireEvent {
    return this.add({ kind: 'stream-close', from: closedBy === 'client' ? 'client' : 'server', stream: { id, closedBy, ...extra } });
  }

  keepalive(id: string): WireEvent {
    return this.add({ kind: 'keepalive', from: 'server', text: ':', stream: { id } });
  }

  status(id: string, status: number, contentType?: string): WireEvent {
    return this.add({ kind: 'http-status', from: 'server', stream: { id, status, ...(contentType ? { contentType } : {}) } });
  }

  /** TS SDK v1 client handshake (shared/reference/sdk-behaviour.md #1): initialize is id 0. */
  v1Handshake(serverName = 'everything', firstId = 0): this {
    this.req('client', firstId, 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'claude-ai', version: '0.1.0' },
    });
    this.wait(5);
    this.res('server', firstId, {
      protocolVersion: '2025-11-25',
      capabilities: { tools: {} },
      serverInfo: { name: serverName, version: '2.0.0' },
    });
    this.note('client', 'notifications/initialized');
    return this;
  }
}

export interface Run {
  requests: RequestTimeline[];
  sessions: SessionTimeline[];
  /** Everything the sink received, in order ('r:<key>' / 's:<key>'). */
  order: string[];
  byKey(key: string): RequestTimeline;
  builder: TimelineBuilder;
}

export interface RunOptions {
  sessionPrefix?: string;
  file?: string;
  /** Do not call end(). */
  open?: boolean;
}

export function run(events: WireEvent[], opts: RunOptions = {}): Run {
  const requests: RequestTimeline[] = [];
  const sessions: SessionTimeline[] = [];
  const order: string[] = [];
  const builder = createTimelineBuilder(
    {
      request(t) {
        requests.push(t);
        order.push(`r:${t.key}`);
      },
      session(s) {
        sessions.push(s);
        order.push(`s:${s.info.key}`);
      },
    },
    {
      file: opts.file ?? 'capture.log',
      clock: 'utc',
      zone: null,
      zoneAssumed: false,
      ...(opts.sessionPrefix ? { sessionPrefix: opts.sessionPrefix } : {}),
    },
  );
  for (const e of events) builder.push(e);
  if (!opts.open) builder.end();
  return {
    requests,
    sessions,
    order,
    builder,
    byKey(key) {
      const t = requests.find((r) => r.key === key);
      if (!t) throw new Error(`no request ${key}; have ${requests.map((r) => r.key).join(', ')}`);
      return t;
    },
  };
}

/** The kinds of a request's entries, in order. */
export function kinds(t: RequestTimeline): string[] {
  return t.entries.map((e) => e.kind);
}
