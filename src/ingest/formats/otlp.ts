/**
 * OTLP/JSON traces of MCP calls: an OTLP/HTTP JSON request body (`ExportTraceServiceRequest`), or an
 * OpenTelemetry collector's file exporter output (one such body per line). Spans are turned back into the
 * messages they stand for; only spans that name an MCP method are read (others in the trace are skipped). The
 * collector's `debug` exporter text of the same spans is read by otlp-text.ts into the same view.
 *
 * Attribute dialects (hosts-in-the-wild.md §11), all mapped to one view:
 * | producer | method | request id | session | transport |
 * |---|---|---|---|---|
 * | OTel MCP semconv (semantic-conventions-genai `mcp.md`) | `mcp.method.name` | `jsonrpc.request.id` | `mcp.session.id` | `network.transport` pipe/tcp/quic |
 * | Python SDK v2 (`mcp/server/_otel.py`) | `mcp.method.name` | `jsonrpc.request.id` | — | — |
 * | Sentry JS (`@sentry/core` mcp-server attributes) | `mcp.method.name` | `mcp.request.id` | `mcp.session.id` | `mcp.transport` stdio/http/sse |
 * | Sentry Python | `mcp.method.name` | `mcp.request_id` | `mcp.session_id` | `mcp.transport` |
 * | mcpsnoop export (`internal/exporter/exporter.go`) | `rpc.method` (`rpc.system`=mcp) | `mcpsnoop.call.id` (raw JSON id) | resource `mcpsnoop.session.id` | — |
 * | older semconv draft (semantic-conventions PR #2083) | `mcp.method.name` | `mcp.request.id` | `mcp.session.id` | — |
 * | generic JSON-RPC (agentgateway upstream spans, agentgateway/agentgateway#708) | `rpc.method` (`rpc.system`=jsonrpc, an MCP method) | `rpc.request.id` | — | — |
 * | mcp-triage `--format otlp` | semconv names | `jsonrpc.request.id` + `mcp_triage.request.id` (typed) | `mcp.session.id` | `mcp_triage.transport` |
 *
 * Span kind: in the semconv (and Sentry, Python) the side that sends a request makes a CLIENT span and the side
 * that handles it a SERVER span, so one call can show up twice in one trace (W3C context rides in
 * `params._meta.traceparent`, SEP-414). The two are one call: they are read as one request (the requester's
 * span gives when it was sent and when the requester stopped waiting, the handler's span when the answer was
 * sent). mcpsnoop and mcp-triage write one span per call whose kind names the requester.
 *
 * Cancellation: a `notifications/cancelled` is a span of its own. Sentry records the id it names
 * (`mcp.cancelled.request_id`); the semconv defines no attribute for it (hosts-in-the-wild.md §11). A cancel
 * that names no id is read as the requester's words "cancelled" with no id (a host-log event), and the timeline
 * joins it to the open request of its session as it does for a host's sentence.
 *
 * Events come out at `end()`, in time order (spans of one trace overlap; a file exporter appends batches in
 * the order spans ended, not started).
 */
import type { HostSaid, JsonRpcId, JsonRpcMessage, Party, Source, StreamInfo, Transport, WireEvent } from '../../events.js';
import type { LineSink, Reader, ReaderContext } from '../types.js';
import { collectDocs, type Doc } from './json-doc.js';
import { isObject as isObj } from '../../json.js';
import { CLIENT_NOTIFICATIONS, CLIENT_REQUESTS, SERVER_NOTIFICATIONS, SERVER_REQUESTS } from '../../protocol/methods.js';
import { openDebugText, sniffDebugText } from './otlp-text.js';

type Obj = Record<string, unknown>;
export type Attrs = Map<string, string | number | boolean>;


/** Spans kept per file (each becomes at most a handful of events). */
export const MAX_SPANS = 1_000_000;

function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
function s(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** OTLP/JSON `AnyValue` → a primitive (arrays and kvlists are not needed here). */
function anyValue(v: unknown): string | number | boolean | undefined {
  if (!isObj(v)) return undefined;
  if (typeof v.stringValue === 'string') return v.stringValue;
  if (typeof v.boolValue === 'boolean') return v.boolValue;
  // proto3 JSON writes int64 as a string; some encoders write a number.
  if (typeof v.intValue === 'string' && /^-?\d+$/.test(v.intValue)) return Number(v.intValue);
  if (typeof v.intValue === 'number') return v.intValue;
  if (typeof v.doubleValue === 'number') return v.doubleValue;
  if (typeof v.doubleValue === 'string' && v.doubleValue !== '' && !Number.isNaN(Number(v.doubleValue))) return Number(v.doubleValue);
  return undefined;
}

function attrs(list: unknown): Attrs {
  const m: Attrs = new Map();
  for (const a of arr(list)) {
    if (!isObj(a) || typeof a.key !== 'string') continue;
    const v = anyValue(a.value);
    if (v !== undefined) m.set(a.key, v);
  }
  return m;
}

function str(a: Attrs, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const v = a.get(k);
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number') return String(v);
  }
  return undefined;
}

/** Unix nanoseconds (string or number) → epoch ms. */
function nanosToMs(v: unknown): number | null {
  if (typeof v === 'string' && /^\d{1,22}$/.test(v)) {
    const n = v.length > 6 ? Number(v.slice(0, -6)) + Number(v.slice(-6)) / 1e6 : Number(v) / 1e6;
    return n > 0 ? n : null;
  }
  if (typeof v === 'number' && v > 0) return v / 1e6;
  return null;
}

/**
 * A span's request id as JSON-RPC typed it. Span attributes carry it as a string (`"7"` for 7 and for
 * `"7"`), so a number-like string reads as a number: the SDKs number their requests. mcpsnoop keeps the raw
 * JSON (`"abc"` with quotes for a string id), mcp-triage writes `mcp_triage.request.id` the same way.
 */
export function idFromAttr(v: string): JsonRpcId {
  return /^-?\d{1,15}$/.test(v) ? Number(v) : v;
}
function rawId(v: string): JsonRpcId | undefined {
  try {
    const p: unknown = JSON.parse(v);
    return typeof p === 'string' || typeof p === 'number' ? p : undefined;
  } catch {
    return undefined;
  }
}

export interface SpanEvent {
  name: string;
  at: number | null;
  attrs: Attrs;
  index: number;
}

export interface Span {
  traceId: string;
  kind: 'client' | 'server' | 'other';
  name: string;
  start: number | null;
  end: number | null;
  attrs: Attrs;
  resource: Attrs;
  statusCode: 'ok' | 'error' | 'unset';
  statusMessage: string | undefined;
  events: SpanEvent[];
  source: Source;
  /** The span's own id and its parent's (hex), when the producer wrote them. */
  spanId?: string;
  parentId?: string;
  method: string;
  id: JsonRpcId | null;
  dialect: 'mcp-triage' | 'mcpsnoop' | 'semconv';
}

/**
 * What the trace says around its MCP spans, from spans of any kind (noteSpan): the spans whose attributes say an HTTP
 * exchange (by `<trace>/<span id>`), and the handler spans a gateway writes for the downstream calls it relays, named by
 * the method alone with no attribute of MCP's (by `<trace>/<parent id>/<method>`, their end).
 */
export interface TraceContext {
  http: Set<string>;
  downstream: Map<string, number | null>;
}

export function newTraceContext(): TraceContext {
  return { http: new Set(), downstream: new Map() };
}

/** Attributes of an HTTP exchange (the HTTP semantic conventions, old and new names). */
function saysHttp(a: Attrs): boolean {
  return a.has('http.request.method') || a.has('http.method') || a.has('http.route') || a.has('http.target') || a.has('url.path') || a.has('url.full');
}

/** Notes what a span tells of the trace around the MCP spans (TraceContext), whether or not it is an MCP span. */
export function noteSpan(raw: Pick<RawSpan, 'traceId' | 'spanId' | 'parentId' | 'kind' | 'name' | 'end' | 'attrs'>, cx: TraceContext): void {
  if (raw.spanId !== undefined && raw.spanId !== '' && saysHttp(raw.attrs)) cx.http.add(`${raw.traceId}/${raw.spanId}`);
  if (raw.kind === 'server' && raw.parentId !== undefined && raw.parentId !== '' && MCP_METHODS.has(raw.name) && raw.attrs.size === 0) {
    cx.downstream.set(`${raw.traceId}/${raw.parentId}/${raw.name}`, raw.end);
  }
}

function spanKind(v: unknown): Span['kind'] {
  if (v === 'SPAN_KIND_CLIENT' || v === 3) return 'client';
  if (v === 'SPAN_KIND_SERVER' || v === 2) return 'server';
  return 'other';
}
function statusCode(v: unknown): Span['statusCode'] {
  if (!isObj(v)) return 'unset';
  const c = v.code;
  if (c === 'STATUS_CODE_ERROR' || c === 2) return 'error';
  if (c === 'STATUS_CODE_OK' || c === 1) return 'ok';
  return 'unset';
}

/** Methods of the MCP catalogue (every version): what makes a plain JSON-RPC span an MCP one. */
const MCP_METHODS: ReadonlySet<string> = new Set([
  ...CLIENT_REQUESTS, ...SERVER_REQUESTS, ...CLIENT_NOTIFICATIONS, ...SERVER_NOTIFICATIONS,
  'ping', 'notifications/cancelled', 'notifications/progress',
]);

function methodOf(a: Attrs, name: string): string | undefined {
  const m = str(a, 'mcp.method.name', 'mcp.method');
  if (m !== undefined) return m;
  if (a.get('rpc.system') === 'mcp' || a.get('rpc.system.name') === 'mcp') return str(a, 'rpc.method') ?? (name || undefined);
  // A gateway that traces its MCP hops with the generic JSON-RPC conventions (agentgateway's upstream spans:
  // `rpc.system` jsonrpc, `rpc.method`, `rpc.request.id`; agentgateway/agentgateway#708): an MCP method names it.
  if (a.get('rpc.system') === 'jsonrpc' || a.get('rpc.system.name') === 'jsonrpc') {
    const rm = str(a, 'rpc.method');
    if (rm !== undefined && (MCP_METHODS.has(rm) || rm.startsWith('notifications/') || rm.startsWith('tasks/'))) return rm;
  }
  return undefined;
}

function idOf(a: Attrs): JsonRpcId | null {
  const typed = str(a, 'mcp_triage.request.id', 'mcpsnoop.call.id');
  if (typed !== undefined) return rawId(typed) ?? idFromAttr(typed);
  const plain = str(a, 'jsonrpc.request.id', 'mcp.request.id', 'mcp.request_id', 'rpc.jsonrpc.request_id', 'rpc.request.id');
  return plain !== undefined ? idFromAttr(plain) : null;
}

function transportOf(a: Attrs): Transport | null {
  const own = str(a, 'mcp_triage.transport');
  if (own === 'stdio' || own === 'streamable-http' || own === 'http+sse') return own;
  const t = str(a, 'mcp.transport');
  if (t === 'stdio') return 'stdio';
  if (t === 'http' || t === 'streamable-http' || t === 'streamableHttp') return 'streamable-http';
  if (t === 'sse') return 'http+sse';
  // Sentry JS writes the transport's class name (`StreamableHTTPServerTransport`, `SSEServerTransport`,
  // `StdioServerTransport`: @sentry/core mcp-server sessionExtraction.ts getTransportTypes).
  if (t !== undefined) {
    const lower = t.toLowerCase();
    if (lower.includes('streamablehttp')) return 'streamable-http';
    if (lower.includes('sse')) return 'http+sse';
    if (lower.includes('stdio')) return 'stdio';
  }
  const n = str(a, 'network.transport');
  // semconv: `pipe` for stdio, `tcp`/`quic` for HTTP.
  if (n === 'pipe') return 'stdio';
  if (n === 'tcp' || n === 'quic') return 'streamable-http';
  return null;
}

function sessionOf(sp: Span): string | null {
  return str(sp.attrs, 'mcp.session.id', 'mcp.session_id') ?? str(sp.resource, 'mcpsnoop.session.id', 'mcp.session.id') ?? null;
}

/** When no attribute names the session: the process that wrote the span, and the server it spoke to. */
function fallbackSession(sp: Span): string {
  const svc = str(sp.resource, 'service.name') ?? 'unknown_service';
  const inst = str(sp.resource, 'service.instance.id');
  const srv = str(sp.attrs, 'server.address');
  const port = str(sp.attrs, 'server.port');
  return `${svc}${inst ? `/${inst}` : ''}${srv ? `@${srv}${port ? `:${port}` : ''}` : ''}`;
}

function collectSpans(doc: Doc, file: string, out: Span[], ctx: ReaderContext, cx: TraceContext): number {
  let n = 0;
  const root = doc.value;
  if (!isObj(root)) return 0;
  arr(root.resourceSpans).forEach((rs, ri) => {
    if (!isObj(rs)) return;
    const resource = attrs(isObj(rs.resource) ? rs.resource.attributes : undefined);
    // `instrumentationLibrarySpans` is the pre-1.0 OTLP name of `scopeSpans`.
    const scopes = arr(rs.scopeSpans ?? rs.instrumentationLibrarySpans);
    scopes.forEach((ss, si) => {
      if (!isObj(ss)) return;
      arr(ss.spans).forEach((raw, pi) => {
        if (!isObj(raw)) return;
        const a = attrs(raw.attributes);
        const name = s(raw.name) ?? '';
        if (methodOf(a, name) === undefined) {
          noteSpan({ traceId: s(raw.traceId) ?? '', spanId: s(raw.spanId), parentId: s(raw.parentSpanId), kind: spanKind(raw.kind), name, end: nanosToMs(raw.endTimeUnixNano), attrs: a }, cx);
          return;
        }
        if (out.length >= MAX_SPANS) {
          if (out.length === MAX_SPANS) ctx.problem({ file, line: doc.line }, `otlp: more than ${MAX_SPANS} MCP spans; the rest are not read`);
          return;
        }
        const pointer = `resourceSpans[${ri}].scopeSpans[${si}].spans[${pi}]`;
        const events: SpanEvent[] = arr(raw.events).flatMap((ev, index) =>
          isObj(ev) && typeof ev.name === 'string' ? [{ name: ev.name, at: nanosToMs(ev.timeUnixNano), attrs: attrs(ev.attributes), index }] : []);
        const sp = mcpSpan({
          traceId: s(raw.traceId) ?? '',
          ...(s(raw.spanId) !== undefined ? { spanId: s(raw.spanId)! } : {}),
          ...(s(raw.parentSpanId) !== undefined ? { parentId: s(raw.parentSpanId)! } : {}),
          kind: spanKind(raw.kind),
          name,
          start: nanosToMs(raw.startTimeUnixNano),
          end: nanosToMs(raw.endTimeUnixNano),
          attrs: a,
          resource,
          statusCode: statusCode(raw.status),
          statusMessage: isObj(raw.status) ? s(raw.status.message) : undefined,
          events,
          source: { file, line: doc.line, endLine: doc.endLine, pointer },
        });
        if (sp !== null) {
          out.push(sp);
          n++;
        }
      });
    });
  });
  return n;
}

/** A span as a producer wrote it, before the reader knows whether it is an MCP one. */
export type RawSpan = Omit<Span, 'method' | 'id' | 'dialect'>;

/** The MCP view of a span (method, request id, attribute dialect), or null when it names no MCP method. */
export function mcpSpan(raw: RawSpan): Span | null {
  const method = methodOf(raw.attrs, raw.name);
  if (method === undefined) return null;
  const a = raw.attrs;
  const dialect: Span['dialect'] = a.has('mcp_triage.outcome') || a.has('mcp_triage.from')
    ? 'mcp-triage' : a.has('mcpsnoop.call.id') || a.has('mcpsnoop.call.status') ? 'mcpsnoop' : 'semconv';
  return { ...raw, method, id: idOf(a), dialect };
}

function isDoc(v: unknown): boolean {
  return isObj(v) && Array.isArray(v.resourceSpans);
}

function sniff(head: readonly string[]): number {
  const text = head.join('\n');
  if (!/"resourceSpans"\s*:/.test(text)) return sniffDebugText(head);
  // An MCP span somewhere in the head makes it certain; a trace of something else is still OTLP.
  return /"(?:mcp\.method\.name|mcp\.method|rpc\.method|mcpsnoop\.call\.id)"/.test(text) ? 0.97 : 0.6;
}

/** What the reader makes of one call (one span, or a requester span and a handler span). */
interface Call {
  requester: Span | null;
  handler: Span | null;
  /** The span that holds this call's attributes (requester's when there are two). */
  main: Span;
}

function requesterOf(c: Call): Party {
  const a = c.main.attrs;
  const own = str(a, 'mcp_triage.from');
  if (own === 'client' || own === 'server') return own;
  if (c.main.dialect === 'mcpsnoop') return c.main.kind === 'server' ? 'server' : 'client';
  return SERVER_REQUESTS.has(c.main.method) ? 'server' : 'client';
}

function other(p: Party): Party {
  return p === 'client' ? 'server' : 'client';
}

/** A JSON-RPC error code in `error.type` / `rpc.response.status_code` (the semconv writes the code as a string). */
function errorCode(a: Attrs): number | null {
  for (const k of ['rpc.response.status_code', 'rpc.jsonrpc.error_code', 'mcp_triage.error.code', 'error.type']) {
    const v = a.get(k);
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  }
  return null;
}

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  const spans: Span[] = [];
  const cx = newTraceContext();
  const docs = collectDocs(ctx, 'otlp', isDoc, (d) => collectSpans(d, file, spans, ctx, cx) > 0);
  // The collector's `debug` exporter prints the same spans as text (otlp-text.ts): the first non-blank line tells
  // which of the two the capture is (a JSON body opens with `{`).
  let text: LineSink | null = null;
  let json = false;
  return {
    line(t, no) {
      if (text !== null) return text.line(t, no);
      if (!json) {
        const first = t.trimStart();
        if (first === '') return 'blank';
        if (first.startsWith('{') || first.startsWith('[')) json = true;
        else {
          let full = false;
          text = openDebugText(ctx, (sp) => {
            if (spans.length < MAX_SPANS) spans.push(sp);
            else if (!full) {
              full = true;
              ctx.problem(sp.source, `otlp: more than ${MAX_SPANS} MCP spans; the rest are not read`);
            }
          }, cx);
          return text.line(t, no);
        }
      }
      return docs.line(t, no);
    },
    end(): void {
      if (text !== null) {
        text.end();
        emitAll(ctx, spans, cx);
        return;
      }
      const d = docs.finish();
      if (d !== null) {
        if (!isDoc(d.value)) ctx.problem({ file, line: d.line, endLine: d.endLine }, 'otlp: not an ExportTraceServiceRequest (no resourceSpans)');
        else collectSpans(d, file, spans, ctx, cx);
      }
      emitAll(ctx, spans, cx);
    },
  };
}

interface Out {
  at: number | null;
  order: number;
  e: WireEvent;
}

function emitAll(ctx: ReaderContext, spans: Span[], cx: TraceContext): void {
  const out: Out[] = [];
  let order = 0;
  const push = (e: WireEvent): void => {
    out.push({ at: e.at, order: order++, e });
  };

  // One call, one request: a requester span and a handler span of the same trace, method and id.
  const calls = new Map<string, Call>();
  const notifications: Span[] = [];
  for (const sp of spans) {
    if (sp.id === null) {
      notifications.push(sp);
      continue;
    }
    const key = `${sp.traceId}\u0000${sp.method}\u0000${typeof sp.id}:${String(sp.id)}`;
    const c = calls.get(key);
    const handlerSide = sp.dialect === 'semconv' && sp.kind === 'server';
    if (c === undefined) {
      calls.set(key, { requester: handlerSide ? null : sp, handler: handlerSide ? sp : null, main: sp });
      continue;
    }
    if (handlerSide && c.handler === null) c.handler = sp;
    else if (!handlerSide && c.requester === null) {
      c.requester = sp;
      c.main = sp;
    } else {
      // The same call recorded twice on one side (two exporters): a second, separate call with a reused id.
      calls.set(`${key}\u0000${order++}`, { requester: handlerSide ? null : sp, handler: handlerSide ? sp : null, main: sp });
    }
  }


  // A notification seen by both ends is two spans (the sender's CLIENT span, the receiver's SERVER span) with
  // nothing that ties them (notifications carry no id): when a method has sender-side spans, its receiver-side
  // spans are the same notifications again and are left out.
  const sent = new Set(notifications.filter((n) => n.dialect === 'semconv' && n.kind === 'client').map((n) => n.method));
  for (const n of notifications) {
    if (n.dialect === 'semconv' && n.kind === 'server' && sent.has(n.method)) continue;
    emitNotification(n, push);
  }
  // After the notifications: at the same instant, a requester sends its cancel before it ends its own span
  // (the SDK's timer sends notifications/cancelled, then rejects the call).
  for (const c of calls.values()) emitCall(c, push, cx);

  out.sort((a, b) => (a.at ?? Number.NEGATIVE_INFINITY) - (b.at ?? Number.NEGATIVE_INFINITY) || a.order - b.order);
  for (const o of out) ctx.emit(o.e);
}

function isCancel(method: string): boolean {
  return method === 'notifications/cancelled';
}

function cancelTarget(n: Span): JsonRpcId | null {
  const own = str(n.attrs, 'mcp_triage.cancel.request_id');
  if (own !== undefined) return rawId(own) ?? idFromAttr(own);
  const v = str(n.attrs, 'mcp.cancelled.request_id');
  return v !== undefined ? idFromAttr(v) : null;
}

function base(sp: Span, session: string, transport: Transport | null, at: number | null, pointer?: string): Pick<WireEvent, 'at' | 'source' | 'session' | 'transport'> {
  return { at, source: pointer ? { ...sp.source, pointer: `${sp.source.pointer}${pointer}` } : sp.source, session, transport };
}

function emitCall(c: Call, push: (e: WireEvent) => void, cx: TraceContext): void {
  const main = c.main;
  const both = [c.requester, c.handler].filter((x): x is Span => x !== null);
  const session = both.map(sessionOf).find((x) => x !== null) ?? fallbackSession(c.requester ?? main);
  let transport = both.map((x) => transportOf(x.attrs)).find((x) => x !== null) ?? null;
  // Sentry Python labels a stateless Streamable HTTP server's spans `mcp.transport: stdio`, `network.transport: pipe`
  // (it tells HTTP by the session header, which a stateless server never issues: getsentry/sentry-python#7225). A span
  // that carries an HTTP exchange's attributes itself, or sits under a span that does (the web framework's server span
  // the MCP handler ran in), is HTTP whatever the label; with no session, Streamable HTTP.
  if (transport === 'stdio' && both.some((x) => saysHttp(x.attrs) || (x.parentId !== undefined && cx.http.has(`${x.traceId}/${x.parentId}`)))) transport = 'streamable-http';
  const from = requesterOf(c);
  const to = other(from);
  const id = main.id as JsonRpcId;
  const a = main.attrs;

  // The request as the span describes it: method, target, the version and peers the span names.
  const params: Obj = {};
  const target = str(a, 'gen_ai.tool.name', 'mcp.tool.name', 'mcpsnoop.call.tool_name', 'gen_ai.prompt.name', 'mcp.prompt.name');
  const uri = str(a, 'mcp.resource.uri');
  if (target !== undefined) params.name = target;
  else if (uri !== undefined) params.uri = uri;
  const meta: Obj = {};
  const version = both.map((x) => str(x.attrs, 'mcp.protocol.version')).find((x) => x !== undefined);
  if (version !== undefined) meta['io.modelcontextprotocol/protocolVersion'] = version;
  const clientName = str(a, 'mcp.client.name');
  if (clientName !== undefined) meta['io.modelcontextprotocol/clientInfo'] = { name: clientName, version: str(a, 'mcp.client.version') ?? '' };
  const token = str(a, 'mcp_triage.progress_token');
  if (token !== undefined) meta.progressToken = rawId(token) ?? token;
  if (Object.keys(meta).length > 0) params._meta = meta;
  if (main.method === 'initialize' && version !== undefined) params.protocolVersion = version;
  const reqSpan = c.requester ?? main;
  const startAt = reqSpan.start ?? main.start;
  const streamId = `${reqSpan.traceId}/${str(a, 'mcp_triage.request.id') ?? String(id)}`;
  const httpStream = transport === 'streamable-http' || transport === 'http+sse';
  const stream = httpStream ? { id: streamId, requestId: id, method: 'POST' } : undefined;
  if (stream && main.dialect === 'mcp-triage' && main.events.some((e) => e.name === 'mcp.stream.close')) {
    push({ ...base(main, session, transport, startAt), from, kind: 'stream-open', stream });
  }
  const request: JsonRpcMessage = { jsonrpc: '2.0', id, method: main.method, params };
  push({ ...base(reqSpan, session, transport, startAt), from, kind: 'message', message: request, ...(stream ? { stream } : {}) });

  if (main.dialect === 'mcp-triage') {
    emitOwnEvents(main, session, transport, from, to, id, stream, push);
    return;
  }
  if (main.dialect === 'mcpsnoop') {
    emitSnoop(main, session, transport, from, to, id, push);
    return;
  }

  // semconv, Sentry, Python SDK: a span ends when its side is done with the call.
  const serverName = str(a, 'mcp.server.name');
  const handler = c.handler;
  const requester = c.requester;
  const handlerErr = handler !== null ? str(handler.attrs, 'error.type') : undefined;
  const handlerStopped = handler !== null && errorCode(handler.attrs) === null && handler.statusCode === 'error' && /cancel|abort/i.test(`${handlerErr ?? ''} ${handler.statusMessage ?? ''}`);
  const localError = requester !== null && requester.statusCode === 'error' && errorCode(requester.attrs) === null && str(requester.attrs, 'error.type') !== 'tool_error';
  if (handler !== null && !handlerStopped) {
    // The handler's span ends when it sent the answer (or failed to). An answer sent after the requester's span had
    // ended in an error of its own (its timer, an abort, a closed transport) reached nobody: the requester's words below
    // come first in time, and step 1c of the diagnosis reads it as a late answer (diagnose/classify/stopped-waiting.ts).
    const reply = answer(handler, id, serverName);
    push({ ...base(handler, session, transport, handler.end), from: to, kind: 'message', message: reply });
  }
  if (requester !== null) {
    const errType = str(requester.attrs, 'error.type');
    if (localError) {
      // The requester stopped waiting for a reason of its own (its timer, an abort, a closed transport): its span's
      // end is the call returning to its caller (HostSaid.callEnd). What it says is the requester's words, not a message.
      const text = requester.statusMessage ?? errType ?? 'error';
      const timer = /time(?:d)?\s*out|timeout/i.test(`${errType ?? ''} ${text}`);
      const said: HostSaid = {
        kind: timer ? 'timer-fired' : 'failed',
        phrase: 'otel/requester-span-error',
        method: main.method,
        id,
        error: text,
        scope: 'request',
        callEnd: true,
        ...(timer ? { timer: 'sdk' as const } : {}),
        ...(requester.start !== null && requester.end !== null ? { elapsedMs: Math.round(requester.end - requester.start) } : {}),
      };
      push({ ...base(requester, session, transport, requester.end), from, kind: 'host-log', text: `${main.method} span ended with error: ${text}`, said });
    } else if (handler === null && requester.end !== null) {
      if (!acceptOnly(requester)) push({ ...base(requester, session, transport, requester.end), from: to, kind: 'message', message: answer(requester, id, serverName) });
      else {
        // A gateway's upstream span over the legacy SSE transport ends when the upstream accepted the POST (202): the
        // answer comes later on the SSE stream, which the span does not cover. The gateway's own span for the downstream
        // call it relayed (same parent, named by the method: TraceContext.downstream) ends once it had the answer to pass
        // on; without it the trace does not say when, or whether, the answer came.
        const at = requester.parentId !== undefined ? cx.downstream.get(`${requester.traceId}/${requester.parentId}/${main.method}`) : undefined;
        if (at !== undefined && at !== null && at >= requester.end) push({ ...base(requester, session, transport, at), from: to, kind: 'message', message: answer(requester, id, serverName) });
      }
    }
  }
}

/**
 * A requester span whose end is only its message's delivery: a client span of the generic JSON-RPC conventions over the
 * legacy HTTP+SSE transport, named so by the gateway that wrote it (agentgateway's `mcp.upstream.sse.<method>`:
 * agentgateway/agentgateway#708), ending unerred. On that transport a POST is answered 202 Accepted and the answer rides
 * the SSE stream (2024-11-05 transports, HTTP with SSE).
 */
function acceptOnly(sp: Span): boolean {
  if (sp.kind !== 'client' || sp.statusCode === 'error' || errorCode(sp.attrs) !== null) return false;
  if (sp.attrs.get('rpc.system') !== 'jsonrpc' && sp.attrs.get('rpc.system.name') !== 'jsonrpc') return false;
  return /(?:^|\.)sse\./i.test(sp.name);
}

/** The answer a span's end stands for: an error with the JSON-RPC code it names, a tool error, or a result. */
function answer(sp: Span, id: JsonRpcId, serverName: string | undefined): JsonRpcMessage {
  const code = errorCode(sp.attrs);
  const errType = str(sp.attrs, 'error.type');
  const message = sp.statusMessage ?? str(sp.attrs, 'rpc.jsonrpc.error_message') ?? errType ?? 'error';
  if (code !== null) return { jsonrpc: '2.0', id, error: { code, message } };
  if (errType === 'tool_error' || sp.attrs.get('mcp.tool.result.is_error') === true) {
    return { jsonrpc: '2.0', id, result: { content: [], isError: true } };
  }
  if (sp.statusCode === 'error') return { jsonrpc: '2.0', id, error: { code: -32603, message } };
  const result: Obj = {};
  if (sp.method === 'initialize') {
    const v = str(sp.attrs, 'mcp.protocol.version');
    if (v !== undefined) result.protocolVersion = v;
    if (serverName !== undefined) result.serverInfo = { name: serverName, version: str(sp.attrs, 'mcp.server.version') ?? '' };
  }
  return { jsonrpc: '2.0', id, result };
}

function emitSnoop(sp: Span, session: string, transport: Transport | null, from: Party, to: Party, id: JsonRpcId, push: (e: WireEvent) => void): void {
  const a = sp.attrs;
  const status = str(a, 'mcpsnoop.call.status');
  const cancelledAt = str(a, 'mcpsnoop.call.cancelled_at');
  if (cancelledAt !== undefined) {
    const at = Date.parse(cancelledAt);
    const reason = str(a, 'mcpsnoop.call.cancel_reason');
    const params: Obj = { requestId: id };
    if (reason !== undefined) params.reason = reason;
    push({ ...base(sp, session, transport, Number.isNaN(at) ? null : at), from, kind: 'message', message: { jsonrpc: '2.0', method: 'notifications/cancelled', params } });
  }
  // pending/superseded/streaming: no answer yet; call_cancelled: none came; late_result: it came after the cancel.
  if (status === 'pending' || status === 'superseded' || status === 'streaming' || status === 'call_cancelled') return;
  let m: JsonRpcMessage;
  if (a.get('mcpsnoop.call.tool_error') === true) m = { jsonrpc: '2.0', id, result: { content: [], isError: true } };
  else if (a.get('mcpsnoop.call.is_error') === true || status === 'error') m = { jsonrpc: '2.0', id, error: { code: errorCode(a) ?? -32603, message: sp.statusMessage ?? 'error' } };
  else m = { jsonrpc: '2.0', id, result: {} };
  push({ ...base(sp, session, transport, sp.end), from: to, kind: 'message', message: m });
}

/** mcp-triage's own spans: the events it wrote are the messages, in order. */
function emitOwnEvents(
  sp: Span, session: string, transport: Transport | null, from: Party, to: Party, id: JsonRpcId,
  stream: { id: string; requestId: JsonRpcId; method: string } | undefined, push: (e: WireEvent) => void,
): void {
  const token = str(sp.attrs, 'mcp_triage.progress_token');
  const progressToken = token !== undefined ? (rawId(token) ?? token) : id;
  for (const ev of sp.events) {
    const a = ev.attrs;
    const at = ev.at;
    const b = base(sp, session, transport, at, `.events[${ev.index}]`);
    const sender = str(a, 'mcp_triage.from');
    const by: Party | null = sender === 'client' || sender === 'server' ? sender : null;
    switch (ev.name) {
      case 'mcp.progress': {
        // A run of progress notifications is one event: its first and last are given.
        const count = Math.max(1, Math.min(1000, Number(a.get('mcp_triage.progress.count') ?? 1)));
        const first = a.get('mcp_triage.progress.first');
        const last = a.get('mcp.progress.current') ?? a.get('mcp_triage.progress.last');
        const total = a.get('mcp.progress.total');
        const firstAt = nanosToMs(a.get('mcp_triage.progress.first_time'));
        const values = count === 1 ? [last] : [first, last];
        values.forEach((v, i) => {
          const params: Obj = { progressToken };
          if (typeof v === 'number') params.progress = v;
          if (typeof total === 'number') params.total = total;
          const when = i === 0 && count > 1 ? (firstAt ?? at) : at;
          push({ ...b, at: when, from: by ?? to, kind: 'message', message: { jsonrpc: '2.0', method: 'notifications/progress', params } });
        });
        break;
      }
      case 'mcp.cancel': {
        const params: Obj = { requestId: id };
        const reason = str(a, 'mcp.cancelled.reason');
        if (reason !== undefined) params.reason = reason;
        push({ ...b, from: by ?? from, kind: 'message', message: { jsonrpc: '2.0', method: 'notifications/cancelled', params } });
        break;
      }
      case 'mcp.stream.close': {
        const cb = str(a, 'mcp_triage.closed_by');
        const closedBy: Party | 'network' | undefined = cb === 'client' || cb === 'server' || cb === 'network' ? cb : undefined;
        const err = str(a, 'error.message');
        const info: StreamInfo = { id: stream?.id ?? `${sp.traceId}/${String(id)}`, requestId: id,
          ...(closedBy !== undefined ? { closedBy } : {}),
          ...(err !== undefined ? { error: err } : {}) };
        push({ ...b, from: closedBy === 'client' ? 'client' : closedBy === 'server' ? 'server' : null, kind: 'stream-close', stream: info });
        break;
      }
      case 'mcp.transport.close': {
        const reason = str(a, 'mcp_triage.close.reason');
        const exit = a.get('process.exit.code');
        push({ ...b, from: by, kind: 'transport-close', close: { ...(reason !== undefined ? { reason } : {}), ...(typeof exit === 'number' ? { exitCode: exit } : {}) } });
        break;
      }
      case 'mcp.response': {
        const code = errorCode(a);
        let m: JsonRpcMessage;
        if (code !== null) m = { jsonrpc: '2.0', id, error: { code, message: str(a, 'error.message') ?? 'error' } };
        else if (a.get('mcp_triage.result.is_error') === true) m = { jsonrpc: '2.0', id, result: { content: [], isError: true } };
        else m = { jsonrpc: '2.0', id, result: {} };
        push({ ...b, from: by ?? to, kind: 'message', message: m, ...(stream ? { stream } : {}) });
        break;
      }
      default:
        break; // findings and other annotations are verdicts, not messages
    }
  }
}

function emitNotification(n: Span, push: (e: WireEvent) => void): void {
  const session = sessionOf(n) ?? fallbackSession(n);
  const transport = transportOf(n.attrs);
  const dir = str(n.attrs, 'mcp.notification.direction');
  const from: Party = dir === 'server_to_client' ? 'server' : 'client';
  const at = n.start;
  if (isCancel(n.method)) {
    const rid = cancelTarget(n);
    const reason = str(n.attrs, 'mcp.cancelled.reason');
    if (rid !== null) {
      const params: Obj = { requestId: rid };
      if (reason !== undefined) params.reason = reason;
      push({ ...base(n, session, transport, at), from, kind: 'message', message: { jsonrpc: '2.0', method: n.method, params } });
      return;
    }
    const said: HostSaid = { kind: 'cancelled', phrase: 'otel/cancel-span', scope: 'request', ...(reason !== undefined ? { error: reason } : {}) };
    push({ ...base(n, session, transport, at), from, kind: 'host-log', text: `notifications/cancelled span (names no request id)${reason !== undefined ? `: ${reason}` : ''}`, said });
    return;
  }
  if (n.method === 'notifications/progress') {
    const params: Obj = {};
    const token = str(n.attrs, 'mcp.progress.token');
    if (token !== undefined) params.progressToken = idFromAttr(token);
    const p = n.attrs.get('mcp.progress.current');
    const t = n.attrs.get('mcp.progress.total');
    if (typeof p === 'number') params.progress = p;
    if (typeof t === 'number') params.total = t;
    push({ ...base(n, session, transport, at), from: dir === undefined ? 'server' : from, kind: 'message', message: { jsonrpc: '2.0', method: n.method, params } });
    return;
  }
  push({ ...base(n, session, transport, at), from, kind: 'message', message: { jsonrpc: '2.0', method: n.method, params: {} } });
}

export const otlp: Reader = {
  name: 'otlp',
  title: 'OTLP/JSON traces of MCP calls (OTLP/HTTP body, collector file exporter)',
  clock: 'utc',
  host: 'opentelemetry',
  sniff,
  open,
};
