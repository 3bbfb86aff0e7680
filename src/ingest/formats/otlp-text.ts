/**
 * The OpenTelemetry collector's `debug` exporter at `verbosity: detailed`: the spans it received, printed as text
 * (opentelemetry-collector `exporter/debugexporter/internal/otlptext`, traces.go and databuffer.go). This is what
 * people paste from `docker logs otel-collector` when they show what their MCP tracing wrote. Each span is read into
 * the same view as an OTLP/JSON span (otlp.ts), so the two share the reading of what the span stands for.
 *
 * The grammar, one line each (`logEntry`):
 * ```
 * ResourceSpans #0
 * Resource SchemaURL: <url>
 * Resource attributes:
 *      -> service.name: Str(gateway)
 * ScopeSpans #0
 * ScopeSpans SchemaURL: <url>
 * InstrumentationScope <name> <version>
 * Span #0
 *     Trace ID       : 4be1…          (`    %-15s: %s`; an empty value leaves "Status message : " with its space)
 *     Parent ID      : …
 *     ID             : …
 *     Name           : tools/call
 *     Kind           : Client         (Unspecified | Internal | Server | Client | Producer | Consumer)
 *     TraceState     : …              (only when set)
 *     Start time     : 2025-12-08 14:12:40.118204533 +0000 UTC   (Go's time.Time.String(): fraction's zeros trimmed)
 *     End time       : …
 *     Status code    : Unset          (Unset | Ok | Error)
 *     Status message : …
 * Attributes:
 *      -> rpc.method: Str(tools/call)  (`Type(value)`: Str Int Double Bool Map Slice Bytes Empty)
 * Events:
 * SpanEvent #0
 *      -> Name: exception
 *      -> Timestamp: …
 *      -> DroppedAttributesCount: 0
 *      -> Attributes::
 *           -> exception.message: Str(…)
 * Links:
 * SpanLink #0 …
 * ```
 * A Str value is printed as is, so a stack trace runs over several lines until its closing parenthesis. When the
 * collector writes through its own logger, the first line of a batch carries the logger's stamp and level
 * (`2025-01-15T08:46:23.229Z\tinfo\tResourceSpans #0`), after a header line (`…\tinfo\tTraces\t{"kind": "exporter", …}`),
 * and the batch's last line ends with the logger's fields (`\t{"kind": "exporter", …}`).
 *
 * Pastes cut this: they start at a `Span #` or at a `Name` line (`grep -A12 "Name : tools/call"`), drop the `->`
 * or the indentation of attribute lines, or leave out the headers. A field that a span already has (a second `Name`,
 * a second `Trace ID`) starts the next span; attribute lines with no `Attributes:` header belong to the span above.
 */
import type { LineDisposition, LineSink, ReaderContext } from '../types.js';
import { createZoneResolver, parseIsoStamp } from '../time.js';
import { mcpSpan, noteSpan, type Attrs, type RawSpan, type Span, type SpanEvent, type TraceContext } from './otlp.js';

/** The logger's stamp and level before the first line of a batch (zap's console encoder, tab-separated). */
const ZAP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d))\s+(debug|info|warn|error|dpanic|panic|fatal)\s+(.*)$/i;
/** The logger's fields that close a batch (or head it, after `Traces`). */
const ZAP_FIELDS = /^\s*(?:Traces(?:Exporter)?\s+)?\{"kind":\s*"exporter".*\}\s*$/;
const FIELD = /^\s*(Trace ID|Parent ID|ID|Name|Kind|TraceState|Start time|End time|Status code|Status message)\s*:(?: (.*))?$/;
const ATTR = /^\s*(?:->\s*)?([^\s:>][^:]*?): (Str|Int|Double|Bool|Map|Slice|Bytes|Empty)\((.*)$/;
const DROPPED = /^\s*(?:->\s*)?Dropped(?:Attributes|Events|Links)Count: \d+\s*$/;

/** No stamp below lacks a zone (Go always prints its offset), so the resolver is never asked. */
const UTC = createZoneResolver('+00:00'); // an offset, not 'UTC': no Intl lookup at import
/** Go's `time.Time.String()`: a space before the numeric offset, then the zone's abbreviation (`+0000 UTC`). */
const GO_ZONE = / ([+-]\d{4})(?: [A-Za-z0-9+-]+)?$/;

/**
 * Go's `time.Time.String()` (`2006-01-02 15:04:05.999999999 -0700 MST`) → epoch ms, sub-millisecond kept as a
 * fraction: the offset moved next to the clock and the abbreviation dropped, it is the ISO stamp `parseIsoStamp`
 * (time.ts) reads. The zero time (`1970-01-01 00:00:00 +0000 UTC`, a span the producer never ended) is no time.
 */
export function goTime(v: string): number | null {
  const t = v.trim();
  if (!GO_ZONE.test(t)) return null;
  const ms = parseIsoStamp(t.replace(GO_ZONE, '$1'), UTC);
  return ms !== null && ms > 0 ? ms : null;
}

function typed(type: string, v: string): string | number | boolean {
  if (type === 'Int' && /^-?\d{1,15}$/.test(v)) return Number(v);
  if (type === 'Double' && v !== '' && !Number.isNaN(Number(v))) return Number(v);
  if (type === 'Bool' && (v === 'true' || v === 'false')) return v === 'true';
  return v;
}

function kindOf(v: string): Span['kind'] {
  if (v === 'Client' || v === 'SPAN_KIND_CLIENT') return 'client';
  if (v === 'Server' || v === 'SPAN_KIND_SERVER') return 'server';
  return 'other';
}

function statusOf(v: string): Span['statusCode'] {
  if (v === 'Error' || v === 'STATUS_CODE_ERROR') return 'error';
  if (v === 'Ok' || v === 'STATUS_CODE_OK') return 'ok';
  return 'unset';
}

/** A span's line-by-line fields, until the next span starts. */
interface Draft {
  fields: Map<string, string>;
  attrs: Attrs;
  events: SpanEvent[];
  line: number;
  endLine: number;
  pointer: string;
}

/**
 * How sure the head is a debug exporter dump: its field lines with an MCP attribute among them (`mcp.method.name`,
 * or `rpc.method` of a JSON-RPC or MCP span). Without one in the head, the dump grammar alone is a weaker claim (the MCP
 * span may come later), above any-text-with-JSON-RPC.
 */
export function sniffDebugText(head: readonly string[]): number {
  const lines = head.map((l) => { const z = ZAP.exec(l); return z !== null ? z[3]! : l; });
  const fields = new Set(lines.map((l) => FIELD.exec(l)?.[1]).filter((x): x is string => x !== undefined));
  const structure = lines.some((l) => /^(?:ResourceSpans|ScopeSpans|Span) #\d+\s*$/.test(l));
  const spanLike = (fields.has('Name') && fields.has('Kind')) || (fields.has('Trace ID') && fields.has('Start time'));
  if (!spanLike) return 0;
  const mcp = lines.some((l) => /^\s*(?:->\s*)?(?:mcp\.method\.name|mcp\.method|rpc\.method): Str\(/.test(l));
  if (mcp) return 0.95;
  return structure ? 0.5 : 0;
}

export function openDebugText(ctx: ReaderContext, onSpan: (sp: Span) => void, cx?: TraceContext): LineSink {
  const file = ctx.file;
  let resource: Attrs = new Map();
  let ri = '?';
  let si = '?';
  let draft: Draft | null = null;
  let event: SpanEvent | null = null;
  /** Where the attribute lines go now. */
  let target: 'resource' | 'scope' | 'span' | 'event' | 'link' | 'skip' = 'span';
  /** A Str value still open (a stack trace over several lines): the map and key it goes to. */
  let open: { into: Attrs; key: string; text: string } | null = null;

  const flush = (): void => {
    closeValue();
    event = null;
    if (draft === null) return;
    const f = draft.fields;
    const spanId = f.get('ID');
    const parentId = f.get('Parent ID');
    const raw: RawSpan = {
      traceId: f.get('Trace ID') ?? '',
      ...(spanId !== undefined && spanId !== '' ? { spanId } : {}),
      ...(parentId !== undefined && parentId !== '' ? { parentId } : {}),
      kind: kindOf(f.get('Kind') ?? ''),
      name: f.get('Name') ?? '',
      start: goTime(f.get('Start time') ?? ''),
      end: goTime(f.get('End time') ?? ''),
      attrs: draft.attrs,
      resource,
      statusCode: statusOf(f.get('Status code') ?? ''),
      statusMessage: f.get('Status message') || undefined,
      events: draft.events,
      source: { file, line: draft.line, endLine: draft.endLine, pointer: draft.pointer },
    };
    draft = null;
    const sp = mcpSpan(raw);
    if (sp !== null) onSpan(sp);
    else if (cx !== undefined) noteSpan(raw, cx);
  };
  function closeValue(): void {
    if (open === null) return;
    open.into.set(open.key, open.text);
    open = null;
  }
  const begin = (no: number, index: string): Draft => {
    flush();
    target = 'span';
    draft = { fields: new Map(), attrs: new Map(), events: [], line: no, endLine: no, pointer: `resourceSpans[${ri}].scopeSpans[${si}].spans[${index}]` };
    return draft;
  };

  const structural = (t: string, no: number): LineDisposition | null => {
    let m: RegExpExecArray | null;
    if ((m = /^ResourceSpans #(\d+)\s*$/.exec(t)) !== null) {
      flush();
      ri = m[1]!;
      si = '?';
      resource = new Map();
      target = 'resource';
      return 'part';
    }
    if (/^Resource(?:Logs?|Metrics) #\d+\s*$/.test(t)) {
      // Logs and metrics in the same output: not spans.
      flush();
      target = 'skip';
      return 'part';
    }
    if (/^Resource SchemaURL:/.test(t)) return 'part';
    if (/^Resource attributes:\s*$/.test(t)) {
      target = target === 'skip' ? 'skip' : 'resource';
      return 'part';
    }
    if ((m = /^ScopeSpans #(\d+)\s*$/.exec(t)) !== null) {
      flush();
      si = m[1]!;
      target = 'scope';
      return 'part';
    }
    if (/^ScopeSpans SchemaURL:|^InstrumentationScope\b/.test(t)) {
      if (target !== 'skip') target = 'scope';
      return 'part';
    }
    if ((m = /^Span #(\d+)\s*$/.exec(t)) !== null) {
      begin(no, m[1]!);
      return 'part';
    }
    if (target === 'skip') return null;
    if (/^Attributes:\s*$/.test(t)) {
      closeValue();
      target = 'span';
      return 'part';
    }
    if (/^Events:\s*$/.test(t)) {
      closeValue();
      target = 'event';
      return 'part';
    }
    if ((m = /^SpanEvent #(\d+)\s*$/.exec(t)) !== null) {
      closeValue();
      target = 'event';
      if (draft !== null) {
        event = { name: '', at: null, attrs: new Map(), index: Number(m[1]) };
        draft.events.push(event);
      }
      return 'part';
    }
    if (/^(?:Links:|SpanLink #\d+)\s*$/.test(t)) {
      closeValue();
      target = 'link';
      return 'part';
    }
    if (DROPPED.test(t) || /^\s*->\s*Attributes::?\s*$/.test(t)) {
      closeValue();
      return 'part';
    }
    if (target === 'event' && event !== null) {
      if ((m = /^\s*->\s*Name: (.*)$/.exec(t)) !== null) {
        closeValue();
        event.name = m[1]!.trim();
        return 'part';
      }
      if ((m = /^\s*->\s*Timestamp: (.*)$/.exec(t)) !== null) {
        closeValue();
        event.at = goTime(m[1]!);
        return 'part';
      }
    }
    if (target === 'link' && /^\s*->\s*(?:Trace ID|ID|TraceState):/.test(t)) return 'part';
    if ((m = FIELD.exec(t)) !== null) {
      closeValue();
      const key = m[1]!;
      const value = (m[2] ?? '').trim();
      let d: Draft | null = draft;
      // A field the span already has (or a field before any span header: a paste cut above `Span #`) starts one.
      if (d === null || (target !== 'span' && (key === 'Trace ID' || key === 'Name')) || d.fields.has(key)) d = begin(no, '?');
      d.fields.set(key, value);
      target = 'span';
      return 'part';
    }
    if ((m = ATTR.exec(t)) !== null) {
      closeValue();
      const key = m[1]!.trim();
      const type = m[2]!;
      let rest = m[3]!;
      const closed = rest.endsWith(')');
      if (closed) rest = rest.slice(0, -1);
      const into: Attrs | null = target === 'resource' ? resource
        : target === 'span' ? (draft?.attrs ?? null)
          : target === 'event' ? (event?.attrs ?? null) : null;
      if (into === null) return 'part';
      if (closed || type !== 'Str') into.set(key, typed(type, rest));
      else open = { into, key, text: rest };
      return 'part';
    }
    return null;
  };

  return {
    line(text, no) {
      let t = text;
      const z = ZAP.exec(t);
      if (z !== null) {
        t = z[3]!;
        if (/^Traces(?:Exporter)?\b/.test(t)) return 'part';
      }
      if (ZAP_FIELDS.test(t)) {
        closeValue();
        return 'part';
      }
      if (draft !== null) draft.endLine = no;
      if (t.trim() === '') return open !== null ? ((open.text += '\n'), 'part') : 'blank';
      const d = structural(t, no);
      if (d !== null) return d;
      if (open !== null) {
        // The rest of a Str value over several lines; its last line ends with the closing parenthesis.
        if (t.endsWith(')')) {
          open.text += `\n${t.slice(0, -1)}`;
          closeValue();
        } else open.text += `\n${t}`;
        return 'part';
      }
      if (target === 'skip') return 'part';
      if (z !== null) {
        ctx.problem({ file, line: no }, 'otlp: a collector log line, not part of a span dump');
        return 'problem';
      }
      ctx.problem({ file, line: no }, 'otlp: a line outside the debug exporter\'s span grammar');
      return 'problem';
    },
    end(): void {
      flush();
    },
  };
}
