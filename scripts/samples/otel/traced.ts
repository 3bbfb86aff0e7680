/**
 * A stand-in for an MCP instrumentation: wraps a real SDK transport and records one OpenTelemetry span per
 * JSON-RPC request and per notification, with the OTel MCP semantic conventions' attribute names
 * (semantic-conventions-genai `docs/gen-ai/mcp.md`): the sender of a request makes a CLIENT span, the handler a
 * SERVER span, and W3C trace context rides in `params._meta.traceparent` (SEP-414), so both spans of one call
 * are one trace. A `notifications/cancelled` gets a span with no attribute naming the request it cancels (the
 * semconv defines none).
 */
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

type Msg = Record<string, any>;

export class TracedTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (e: Error) => void;
  private readonly pending = new Map<string, Span>();
  private protocolVersion: string | undefined;

  constructor(private readonly inner: Transport, private readonly tracer: Tracer, private readonly networkTransport = 'pipe') {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    this.inner.onmessage = (m, extra) => {
      this.observe('in', m as Msg);
      this.onmessage?.(m, extra);
    };
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (e) => this.onerror?.(e);
    await this.inner.start();
  }

  async send(m: JSONRPCMessage, opts?: Parameters<Transport['send']>[1]): Promise<void> {
    this.observe('out', m as Msg);
    await this.inner.send(m, opts);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The requester gave up on its own (the SDK's timer, an abort): end its span with the local error. */
  failLocally(id: string | number, errorType: string, message: string): void {
    const span = this.pending.get(`out:${String(id)}`);
    if (!span) return;
    this.pending.delete(`out:${String(id)}`);
    span.setAttribute('error.type', errorType);
    span.setStatus({ code: SpanStatusCode.ERROR, message });
    span.end();
  }

  private attrs(method: string, params: Msg | undefined): Record<string, string> {
    const a: Record<string, string> = { 'mcp.method.name': method, 'network.transport': this.networkTransport };
    if (this.protocolVersion) a['mcp.protocol.version'] = this.protocolVersion;
    if (method === 'tools/call' && typeof params?.name === 'string') {
      a['gen_ai.tool.name'] = params.name;
      a['gen_ai.operation.name'] = 'execute_tool';
    }
    return a;
  }

  private observe(dir: 'in' | 'out', m: Msg): void {
    if (typeof m.method === 'string') {
      const name = m.method === 'tools/call' && typeof m.params?.name === 'string' ? `${m.method} ${m.params.name}` : m.method;
      const attributes = this.attrs(m.method, m.params);
      const isRequest = m.id !== undefined;
      if (isRequest) attributes['jsonrpc.request.id'] = String(m.id);
      let ctx = context.active();
      if (dir === 'in') ctx = propagation.extract(ctx, m.params?._meta ?? {});
      const span = this.tracer.startSpan(name, { kind: dir === 'out' ? SpanKind.CLIENT : SpanKind.SERVER, attributes }, ctx);
      if (dir === 'out' && isRequest) {
        m.params = m.params ?? {};
        m.params._meta = m.params._meta ?? {};
        propagation.inject(trace.setSpan(ctx, span), m.params._meta);
      }
      if (!isRequest) span.end();
      else this.pending.set(`${dir}:${String(m.id)}`, span);
      return;
    }
    if (m.id === undefined) return;
    // A response: it ends the span of the request it answers (ours if incoming, the peer's if outgoing).
    const key = `${dir === 'in' ? 'out' : 'in'}:${String(m.id)}`;
    const span = this.pending.get(key);
    if (!span) return;
    this.pending.delete(key);
    if (typeof m.result?.protocolVersion === 'string') {
      this.protocolVersion = m.result.protocolVersion;
      span.setAttribute('mcp.protocol.version', m.result.protocolVersion);
    }
    if (m.error) {
      span.setAttribute('error.type', String(m.error.code));
      span.setAttribute('rpc.response.status_code', String(m.error.code));
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(m.error.message) });
    } else if (m.result?.isError === true) {
      span.setAttribute('error.type', 'tool_error');
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  }
}
