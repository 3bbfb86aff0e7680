/**
 * `--format otlp`: the verdicts as OpenTelemetry traces, so that a team's tracing backend (a collector, Jaeger,
 * Tempo, Honeycomb, Datadog) shows them beside its own spans. The output is an OTLP/JSON
 * `ExportTraceServiceRequest` (opentelemetry-proto `collector/trace/v1`, JSON encoding: ids in hex, int64 and
 * times as decimal strings, enums by name), the body an OTLP/HTTP receiver accepts at `/v1/traces`.
 *
 * - One trace per session (its id derived from the session key, so the same capture always gives the same ids),
 *   one span per reported request. The span kind names the requester: CLIENT for a client's request, SERVER for
 *   a server's (as mcpsnoop's export does), so a server-initiated `sampling/createMessage` is not mistaken for a
 *   call the client made.
 * - Attributes: the OTel MCP semantic conventions' names (`mcp.method.name`, `jsonrpc.request.id`,
 *   `mcp.session.id`, `mcp.protocol.version`, `network.transport`, `gen_ai.tool.name`, `error.type`), plus the
 *   verdict under `mcp_triage.*` (`outcome`, `cause`, `server_state`, `confidence`, `basis`, …).
 * - Span events: a run of progress notifications (one event: count, first and last value), the cancel, stream
 *   and transport closes, the response, the host's own sentences, and each finding (`mcp_triage.finding` with
 *   rule id and severity).
 * The ingest reader `otlp` reads this back (its `mcp-triage` dialect).
 *
 * Pure: the Report in, a string out. Sending it is the CLI's business (cli/otlp-send.ts).
 */
import { createHash } from 'node:crypto';
import type { Report, ReportRequest, ReportSession, ReportTimelineEntry } from './contract.js';
import { jsonSafe } from './sanitize.js';

type AnyValue = { stringValue: string } | { boolValue: boolean } | { intValue: string } | { doubleValue: number };
export interface OtlpAttribute { key: string; value: AnyValue }
export interface OtlpEvent { timeUnixNano: string; name: string; attributes: OtlpAttribute[] }
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  name: string;
  kind: 'SPAN_KIND_CLIENT' | 'SPAN_KIND_SERVER';
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: OtlpAttribute[];
  events: OtlpEvent[];
  status: { code: 'STATUS_CODE_UNSET' | 'STATUS_CODE_OK' | 'STATUS_CODE_ERROR'; message?: string };
}
export interface OtlpPayload {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string; version: string }; spans: OtlpSpan[] }[];
  }[];
}

const str = (key: string, v: string): OtlpAttribute => ({ key, value: { stringValue: v } });
const bool = (key: string, v: boolean): OtlpAttribute => ({ key, value: { boolValue: v } });
// proto3 JSON encodes int64 as a decimal string; receivers reject a bare number in strict mode.
const int = (key: string, v: number): OtlpAttribute => ({ key, value: { intValue: String(Math.trunc(v)) } });
const dbl = (key: string, v: number): OtlpAttribute => ({ key, value: { doubleValue: v } });

function hex(bytes: number, ...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, bytes * 2);
  // An all-zero id is invalid in OTLP; a sha256 prefix of 8+ bytes is never that in practice, but be exact.
  return /^0+$/.test(h) ? `${h.slice(0, -1)}1` : h;
}

/** Epoch ms → Unix nanoseconds as a decimal string (exact for whole and fractional ms). */
export function msToNanos(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0';
  const whole = Math.floor(ms);
  const frac = Math.round((ms - whole) * 1e6);
  return `${BigInt(whole) * 1_000_000n + BigInt(frac)}`;
}

function ms(iso: string | null): number | null {
  if (iso === null) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

/** `progress 3/10 "msg"` → 3, 10. */
function progressOf(detail: string): { value: number | null; total: number | null } {
  const m = /^progress (-?[\d.e+-]+|\?)(?:\/(-?[\d.e+-]+))?/.exec(detail);
  const v = m && m[1] !== '?' ? Number(m[1]) : NaN;
  const t = m && m[2] !== undefined ? Number(m[2]) : NaN;
  return { value: Number.isFinite(v) ? v : null, total: Number.isFinite(t) ? t : null };
}

/** `error -32001 Request timed out` → code and message. */
function errorOf(detail: string): { code: number | null; message: string } {
  const m = /^error(?: (-?\d+))?(?: (.*))?$/.exec(detail);
  return { code: m?.[1] !== undefined ? Number(m[1]) : null, message: m?.[2] ?? detail };
}

function networkTransport(t: ReportRequest['transport']): string | null {
  if (t === 'stdio') return 'pipe';
  if (t === 'streamable-http' || t === 'http+sse') return 'tcp';
  return null;
}

function spanEvents(r: ReportRequest, endMs: number): OtlpEvent[] {
  const out: OtlpEvent[] = [];
  const at = (e: ReportTimelineEntry): string => msToNanos(ms(e.at) ?? endMs);
  const tl = r.timeline;
  for (let i = 0; i < tl.length; i++) {
    const e = tl[i]!;
    switch (e.kind) {
      case 'progress': {
        // A run of consecutive progress lines is one event: backends cap events per span, and a server that
        // reports every 100 ms for 10 minutes would otherwise hide the cancel behind 6000 progress events.
        let j = i;
        while (j + 1 < tl.length && tl[j + 1]!.kind === 'progress') j++;
        const first = progressOf(e.detail);
        const last = progressOf(tl[j]!.detail);
        const attrs = [int('mcp_triage.progress.count', j - i + 1)];
        if (first.value !== null) attrs.push(dbl('mcp_triage.progress.first', first.value));
        if (last.value !== null) attrs.push(dbl('mcp.progress.current', last.value));
        if (last.total !== null) attrs.push(dbl('mcp.progress.total', last.total));
        attrs.push(str('mcp_triage.progress.first_time', at(e)));
        attrs.push(str('mcp_triage.from', r.from === 'client' ? 'server' : 'client'));
        out.push({ timeUnixNano: at(tl[j]!), name: 'mcp.progress', attributes: attrs });
        i = j;
        break;
      }
      case 'cancel': {
        const m = /^cancelled: (.*)$/.exec(e.detail);
        const attrs = [str('mcp_triage.from', r.from), str('mcp_triage.source', e.source)];
        if (m) attrs.push(str('mcp.cancelled.reason', m[1]!));
        out.push({ timeUnixNano: at(e), name: 'mcp.cancel', attributes: attrs });
        break;
      }
      case 'stream-close': {
        const m = /^stream closed(?: by (client|server|network))?(?:: (.*?))?(?: \(in the middle of an SSE event\))?$/.exec(e.detail);
        const attrs = [str('mcp_triage.source', e.source)];
        if (m?.[1]) attrs.push(str('mcp_triage.closed_by', m[1]));
        if (m?.[2]) attrs.push(str('error.message', m[2]));
        out.push({ timeUnixNano: at(e), name: 'mcp.stream.close', attributes: attrs });
        break;
      }
      case 'transport-close': {
        const m = /^transport closed(?: \((.*)\))?$/.exec(e.detail);
        const attrs = [str('mcp_triage.source', e.source)];
        if (m?.[1]) attrs.push(str('mcp_triage.close.reason', m[1]));
        const code = m?.[1] !== undefined ? /exit code (-?\d+)/.exec(m[1]) : null;
        if (code) attrs.push(int('process.exit.code', Number(code[1])));
        out.push({ timeUnixNano: at(e), name: 'mcp.transport.close', attributes: attrs });
        break;
      }
      case 'response':
      case 'error-response': {
        const attrs = [str('mcp_triage.from', r.from === 'client' ? 'server' : 'client'), str('mcp_triage.source', e.source)];
        if (e.kind === 'error-response') {
          const { code, message } = errorOf(e.detail);
          if (code !== null) attrs.push(str('rpc.response.status_code', String(code)), str('error.type', String(code)));
          attrs.push(str('error.message', message));
        } else if (e.detail.includes('isError: true')) {
          attrs.push(bool('mcp_triage.result.is_error', true), str('error.type', 'tool_error'));
        }
        out.push({ timeUnixNano: at(e), name: 'mcp.response', attributes: attrs });
        break;
      }
      case 'http-status':
      case 'host-log':
        out.push({ timeUnixNano: at(e), name: `mcp_triage.${e.kind}`, attributes: [str('mcp_triage.detail', e.detail), str('mcp_triage.source', e.source)] });
        break;
      default:
        break;
    }
  }
  for (const f of r.findings) {
    const entry = f.source === null ? undefined : tl.find((e) => e.source === f.source);
    const when = entry !== undefined ? at(entry) : msToNanos(endMs);
    const attrs = [str('mcp_triage.rule', f.rule), str('mcp_triage.severity', f.severity), str('mcp_triage.message', f.message)];
    if (f.source !== null) attrs.push(str('mcp_triage.source', f.source));
    out.push({ timeUnixNano: when, name: 'mcp_triage.finding', attributes: attrs });
  }
  // Events in time order (findings were appended last).
  return out.map((e, i) => ({ e, i })).sort((a, b) => cmpNanos(a.e.timeUnixNano, b.e.timeUnixNano) || a.i - b.i).map((x) => x.e);
}

function cmpNanos(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function requestSpan(r: ReportRequest, session: ReportSession | undefined, traceId: string): OtlpSpan {
  const times = r.timeline.map((e) => ms(e.at)).filter((t): t is number => t !== null);
  const start = ms(r.startedAt) ?? (times.length > 0 ? Math.min(...times) : null) ?? ms(session?.startedAt ?? null) ?? 0;
  const end = Math.max(start, ms(r.endedAt) ?? (times.length > 0 ? Math.max(...times) : start));
  const a: OtlpAttribute[] = [str('mcp.method.name', r.method)];
  if (r.id !== null) {
    a.push(str('jsonrpc.request.id', String(r.id)));
    // The attribute above is a string by convention; this one keeps JSON-RPC's type (7 vs "7").
    a.push(str('mcp_triage.request.id', JSON.stringify(r.id)));
    if (r.timeline.some((e) => e.kind === 'progress')) a.push(str('mcp_triage.progress_token', JSON.stringify(r.id)));
  }
  a.push(str('mcp.session.id', r.session));
  if (r.protocolVersion !== null) a.push(str('mcp.protocol.version', r.protocolVersion));
  const nt = networkTransport(r.transport);
  if (nt !== null) a.push(str('network.transport', nt));
  if (r.transport !== null) a.push(str('mcp_triage.transport', r.transport));
  if (r.target !== null) {
    if (r.method === 'tools/call') a.push(str('gen_ai.tool.name', r.target), str('gen_ai.operation.name', 'execute_tool'));
    else if (r.method === 'prompts/get') a.push(str('gen_ai.prompt.name', r.target));
    else if (r.method.startsWith('resources/')) a.push(str('mcp.resource.uri', r.target));
    else a.push(str('mcp_triage.target', r.target));
  }
  if (session?.client) a.push(str('mcp_triage.client', session.client));
  if (session?.server) a.push(str('mcp_triage.server', session.server));
  a.push(
    str('mcp_triage.key', r.key),
    str('mcp_triage.from', r.from),
    str('mcp_triage.outcome', r.outcome),
    str('mcp_triage.cause', r.cause),
    str('mcp_triage.server_state', r.serverState),
    str('mcp_triage.confidence', r.confidence),
    str('mcp_triage.basis', r.basis),
    str('mcp_triage.summary', r.summary),
  );
  if (r.durationMs !== null) a.push(dbl('mcp_triage.duration_ms', r.durationMs));
  if (r.timer) a.push(int('mcp_triage.timer.limit_ms', r.timer.limitMs));
  const errResp = [...r.timeline].reverse().find((e) => e.kind === 'error-response');
  let status: OtlpSpan['status'] = { code: 'STATUS_CODE_UNSET' };
  if (r.outcome === 'failed') {
    const code = errResp ? errorOf(errResp.detail).code : null;
    a.push(str('error.type', code !== null ? String(code) : r.cause));
    if (code !== null) a.push(str('rpc.response.status_code', String(code)));
    status = { code: 'STATUS_CODE_ERROR', message: r.summary };
  } else if (r.outcome !== 'completed' && r.outcome !== 'pending') {
    // The call did not give the requester its answer: an error for the span, typed by what ended it.
    a.push(str('error.type', r.outcome === 'cancelled' ? 'cancelled' : r.cause));
    status = { code: 'STATUS_CODE_ERROR', message: r.summary };
  }
  return {
    traceId,
    spanId: hex(8, 'span', r.session, r.key),
    name: r.target !== null && (r.method === 'tools/call' || r.method === 'prompts/get') ? `${r.method} ${r.target}` : r.method,
    kind: r.from === 'server' ? 'SPAN_KIND_SERVER' : 'SPAN_KIND_CLIENT',
    startTimeUnixNano: msToNanos(start),
    endTimeUnixNano: msToNanos(end),
    attributes: a,
    events: spanEvents(r, end),
    status,
  };
}

/** The report as an OTLP/JSON ExportTraceServiceRequest object. */
export function otlpPayload(report: Report): OtlpPayload {
  const sessions = new Map(report.sessions.map((s) => [s.key, s]));
  const inputs = report.inputs.map((i) => i.path).join(', ');
  const spans = report.requests.map((r) => {
    const sess = sessions.get(r.session);
    return requestSpan(r, sess, hex(16, 'trace', inputs, r.session));
  });
  const resource: OtlpAttribute[] = [
    str('service.name', 'mcp-triage'),
    str('service.version', report.tool.version),
    str('mcp_triage.schema', report.schema),
  ];
  if (inputs !== '') resource.push(str('mcp_triage.inputs', inputs));
  return {
    resourceSpans: [{
      resource: { attributes: resource },
      scopeSpans: [{ scope: { name: 'mcp-triage', version: report.tool.version }, spans }],
    }],
  };
}

/** `--format otlp`: the payload as pretty JSON, one document (an OTLP/HTTP JSON body). */
export function renderOtlp(report: Report): string {
  // Same escaping as --format json: inert on a terminal, the same strings after JSON.parse.
  return `${jsonSafe(JSON.stringify(otlpPayload(report), null, 2))}\n`;
}
