/**
 * `--format otlp`: valid against the OTLP protobuf schema (decoded with the generated types that
 * @opentelemetry/otlp-proto-exporter-base ships, built by protobufjs from opentelemetry-proto), and read back
 * by the otlp reader to the same verdicts.
 */
import { readInputs } from '../../src/report/contract.js';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { otlpPayload, renderOtlp } from '../../src/report/otlp.js';
import { tempFile } from '../ingest/helpers.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const root = require('@opentelemetry/otlp-proto-exporter-base/build/src/generated/root.js');
const Req = root.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;

const sample = (p: string) => fileURLToPath(new URL(`../../samples/${p}`, import.meta.url));

/** OTLP/JSON differs from proto3 JSON in one way: trace and span ids are hex, not base64. */
function toProtoJson(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) return v.map((x) => toProtoJson(x));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toProtoJson(x, k)]));
  }
  if ((key === 'traceId' || key === 'spanId' || key === 'parentSpanId') && typeof v === 'string') return Buffer.from(v, 'hex');
  return v;
}

const CASES = [
  'ndjson/late-result.ndjson',
  'mcpcap/progress-no-extend.mcpcap.jsonl',
  'http/v1-timeout.har',
  'http/v2-timeout.har',
  'http/v1-stream-cut.har',
  'claude-desktop/client-timeout.log',
];

describe('renderOtlp', () => {
  it.each(CASES)('%s: decodes with the OTLP protobuf types', async (p) => {
    const report = await analyze([sample(p)], { all: true });
    const json = JSON.parse(renderOtlp(report));
    const obj = toProtoJson(json) as Record<string, unknown>;
    const msg = Req.fromObject(obj);
    expect(Req.verify(msg)).toBeNull();
    const back = Req.toObject(Req.decode(Req.encode(msg).finish()), { longs: String, enums: String, bytes: String });
    // Every field we wrote survives the protobuf round trip under its schema name and type (a misspelt key or
    // an enum name the schema lacks would be dropped by fromObject and missing here).
    const hexIds = (v: unknown, key = ''): unknown => Array.isArray(v) ? v.map((x) => hexIds(x))
      : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hexIds(x, k)]))
      : (key === 'traceId' || key === 'spanId') && typeof v === 'string' ? Buffer.from(v, 'base64').toString('hex') : v;
    expect(hexIds(back)).toMatchObject(json);
    const spans = back.resourceSpans[0].scopeSpans[0].spans;
    expect(spans).toHaveLength(report.requests.length);
    for (const [i, sp] of spans.entries()) {
      const r = report.requests[i]!;
      expect(Buffer.from(sp.traceId, 'base64')).toHaveLength(16);
      expect(Buffer.from(sp.spanId, 'base64')).toHaveLength(8);
      expect(sp.kind).toBe(r.from === 'client' ? 'SPAN_KIND_CLIENT' : 'SPAN_KIND_SERVER');
      const attr = Object.fromEntries(sp.attributes.map((a: { key: string; value: { stringValue?: string } }) => [a.key, a.value.stringValue]));
      expect(attr['mcp.method.name']).toBe(r.method);
      expect(attr['mcp_triage.outcome']).toBe(r.outcome);
      expect(attr['mcp_triage.cause']).toBe(r.cause);
      expect(attr['mcp_triage.server_state']).toBe(r.serverState);
      expect(attr['mcp_triage.confidence']).toBe(r.confidence);
      expect(attr['mcp_triage.basis']).toBe(r.basis);
      // start ≤ end, as strings of nanoseconds the decoder kept exactly.
      expect(BigInt(sp.startTimeUnixNano) <= BigInt(sp.endTimeUnixNano)).toBe(true);
      const names = sp.events.map((e: { name: string }) => e.name);
      expect(names.filter((n: string) => n === 'mcp_triage.finding')).toHaveLength(r.findings.length);
      if (r.timeline.some((e) => e.kind === 'cancel')) expect(names).toContain('mcp.cancel');
    }
  });

  it('one trace per session, deterministic ids, findings with rule and severity', async () => {
    const report = await analyze([sample('ndjson/late-result.ndjson')], { all: true });
    const a = otlpPayload(report);
    expect(otlpPayload(report)).toEqual(a);
    const spans = a.resourceSpans[0]!.scopeSpans[0]!.spans;
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(new Set(report.requests.map((r) => r.session)).size);
    const call = spans.find((s) => s.attributes.some((x) => x.key === 'mcp.method.name' && 'stringValue' in x.value && x.value.stringValue === 'tools/call'))!;
    const finding = call.events.find((e) => e.name === 'mcp_triage.finding')!;
    expect(finding.attributes.map((x) => x.key)).toEqual(expect.arrayContaining(['mcp_triage.rule', 'mcp_triage.severity']));
    expect(call.events.map((e) => e.name)).toEqual(expect.arrayContaining(['mcp.cancel', 'mcp.response']));
    expect(call.status.code).toBe('STATUS_CODE_ERROR');
  });

  it.each(CASES)('%s: reads back to the same verdicts', async (p) => {
    const report = await analyze([sample(p)], { all: true });
    const file = tempFile(`${p.replace(/\W/g, '_')}.otlp.json`, renderOtlp(report));
    const again = await analyze([file], { all: true });
    expect(readInputs(again)[0]!.format).toBe('otlp');
    const v = (r: typeof report) => r.requests.map((q) => [q.method, q.id, q.from, q.outcome, q.cause, q.serverState, q.confidence, q.transport, q.protocolVersion]);
    expect(v(again)).toEqual(v(report));
  });
});
