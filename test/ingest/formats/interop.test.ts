/**
 * Readers of other tools' captures (issue 13): mcpsnoop session logs, MCP Inspector v2 and MCPJam exports,
 * OTLP/JSON traces in each attribute dialect. Each case goes through the whole pipeline (analyze), because what
 * matters is the verdict the reader's labels lead to.
 *
 * Where the fixtures come from (test/fixtures/ingest/…):
 *
 * mcpsnoop/:
 * `upstream-example-utc.jsonl` keeps the structure of the maintainer's example in kerlenton/mcpsnoop#25 (made with
 * mcpsnoop's `Envelope` type; UTC times with trimmed fractions, no `meta` envelope) with our content. The repository
 * commits no session log. `stdio-cancel-late.jsonl` is written in the shape mcpsnoop's proxy encodes (kerlenton/mcpsnoop
 * `internal/proxy/frame.go` `Envelope`, encoded by `internal/proxy/sink.go` with Go's `encoding/json`: struct field
 * order, `raw` compacted, `ts` as RFC 3339 with nanoseconds and the machine's offset, seq 1 the `meta` envelope of
 * `internal/proxy/stdio.go`). mcpsnoop cannot be built here (it needs Go 1.26 and modules Debian does not package;
 * measured, see the README beside the fixture), so the content (server, tool, times) is ours. It shows a 60 s
 * client timeout with its `notifications/cancelled`, a non-JSON line on stdout (routed to `text` by
 * `splitObserved`), a dropped envelope (seq 9 missing) and the late result.
 *
 * inspector/ (README there):
 * - `v2.12-*`/: written by the MCP Inspector 2.12.0 itself, its web UI driven headless against our sample servers
 *   (`scripts/samples/inspector/drive.mjs`): Protocol, Console, Network and Logs exports of real runs.
 * - `inspector-protocol-*.json`, `inspector-network-*.json` at the top: written by hand from the Inspector's sources
 *   for shapes the real runs did not produce (an answer kept twice, `clientError`; status and `error` together with
 *   an unredacted `authorization` header).
 * - `json-rpc-logs-*.json`: MCPJam Inspector's "Export logs as JSON file" (`serializeLogs` in
 *   MCPJam/inspector `mcpjam-inspector/client/src/components/logger-view.tsx`: newest first, `SEND`/`RECEIVE`/`HTTP`
 *   directions, the HTTP exchange shape of `@mcpjam/sdk` `HttpExchangeLogEvent`), written by hand: no version on
 *   the npm registry has that export (1.0.24 was run; its log view has none). Kept as a second shape.
 *
 * mcpjam/ (README there): written by MCPJam 2.45.0's own code on Node 20 (its SDK's MCPClientManager with the
 * Inspector backend's rpcLogger and rpc-log bus, against our v1 stdio server; the browser-side row mapping and
 * `serializeLogs` transcribed, as the web app cannot be installed here): a completed call, a 4 s timeout, an
 * `isError` answer, and an answer after the timeout.
 *
 * otlp/:
 * `semconv-timeout.jsonl` was made by `scripts/samples/otel/index.ts`: the v1 TypeScript SDK's client and server
 * over stdio (a real child process), each traced with the OpenTelemetry JS SDK (`BasicTracerProvider`,
 * `OTLPTraceExporter` over HTTP/JSON) with the OTel MCP semantic conventions' attribute names, into a local
 * receiver that appends every request body as one line (the layout of a collector's file exporter). The client's
 * `forecast-10d` call had a 500 ms timeout: the SDK sent `notifications/cancelled` (a span with no request id, as
 * the semconv has no attribute for it) and the server's handler ran on; the v1 server drops the answer of a
 * cancelled request, so its span never ended and was never exported.
 *
 * The dialect cases of Sentry, the Python SDK v2, mcpsnoop's export and the older draft are built in
 * `test/ingest/formats/interop.test.ts` from the attribute names in those projects' sources (listed in
 * docs/formats.md): none of them runs here (Python packages cannot be installed; Sentry needs its service).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readInputs, type ReportRequest } from '../../../src/report/contract.js';
import { fixture, readAll, tempFile } from '../helpers.js';

async function requests(path: string): Promise<{ format: string; host: string; reqs: ReportRequest[]; problems: string[] }> {
  const r = await analyze([path], { all: true });
  return { format: readInputs(r)[0]!.format, host: readInputs(r)[0]!.host, reqs: r.requests, problems: r.problems.map((p) => p.message) };
}
const brief = (q: ReportRequest) => [q.method, q.id, q.from, q.outcome, q.cause, q.serverState];

describe('mcpsnoop session log', () => {
  it('reads envelopes: the cancel and the late result on stdio, stderr, a non-JSON line and a seq gap', async () => {
    const { format, host, reqs, problems } = await requests(fixture('mcpsnoop/stdio-cancel-late.jsonl'));
    expect(format).toBe('mcpsnoop');
    expect(host).toBe('mcpsnoop');
    expect(reqs.map(brief)).toEqual([
      ['initialize', 0, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 1, 'client', 'cancelled', 'client-timeout', 'completed'],
    ]);
    expect(reqs[1]!.findings.map((f) => f.rule)).toContain('response-after-cancel');
    expect(problems.some((p) => /1 envelope\(s\) missing before seq 10/.test(p))).toBe(true);
    const { events, summary } = await readAll(fixture('mcpsnoop/stdio-cancel-late.jsonl'));
    expect(summary.lines).toBe(9);
    expect(events.find((e) => e.source.line === 3)).toMatchObject({ kind: 'host-log', from: 'server', text: 'forecast server listening on stdio' });
    expect(events.find((e) => e.source.line === 8)).toMatchObject({ kind: 'unparsed', from: 'server', text: 'warming cache for Busan...' });
    // Go's RFC 3339 with nanoseconds and +09:00.
    expect(events.find((e) => e.source.line === 2)!.at).toBe(Date.parse('2026-11-30T05:02:11.530Z'));
    expect(new Set(events.map((e) => e.session))).toEqual(new Set(['forecast-48213-9f2c1a']));
  });

  it("the project's own example (kerlenton/mcpsnoop#25): UTC, trimmed fractions, no meta envelope", async () => {
    // Structure of the trace the maintainer posted, built from proxy.Envelope: Go's RFC3339Nano drops trailing zeros
    // (`.13Z`, `.9Z`), the session starts at a c2s frame, and `raw` keeps each peer's key order.
    const p = fixture('mcpsnoop/upstream-example-utc.jsonl');
    const { format, host, reqs, problems } = await requests(p);
    expect([format, host]).toEqual(['mcpsnoop', 'mcpsnoop']);
    expect(problems).toEqual([]);
    expect(reqs.map(brief)).toEqual([['initialize', 0, 'client', 'completed', 'none', 'completed']]);
    const { events, summary } = await readAll(p);
    expect(summary.lineAccounting).toMatchObject({ event: 2 });
    expect(events.map((e) => [e.from, e.at, e.transport])).toEqual([
      ['client', Date.parse('2026-07-06T15:04:05.130Z'), 'stdio'],
      ['server', Date.parse('2026-07-06T15:04:05.280Z'), 'stdio'],
    ]);
  });

  it.each([
    ['2026-07-06T15:04:05.9Z', '2026-07-06T15:04:05.900Z'],
    ['2026-07-06T15:04:05Z', '2026-07-06T15:04:05.000Z'],
    ['2026-11-30T14:02:11.53011875+09:00', '2026-11-30T05:02:11.530Z'],
    ['2026-11-30T14:02:11-03:30', '2026-11-30T17:32:11.000Z'],
  ])('reads Go RFC3339Nano time %s (trailing zeros dropped, any offset)', async (ts, iso) => {
    const p = tempFile('snoop-ts.jsonl', `{"session_id":"a-1-x","server_label":"a","seq":1,"ts":"${ts}","direction":"c2s","transport":"stdio","raw":{"jsonrpc":"2.0","id":1,"method":"ping"}}\n`);
    const { events } = await readAll(p);
    expect(events.map((e) => e.at)).toEqual([Date.parse(iso)]);
  });

  it('lists a line that is not an envelope instead of guessing', async () => {
    const p = tempFile('snoop-bad.jsonl', [
      '{"session_id":"a-1-x","server_label":"a","seq":1,"ts":"2026-11-30T14:02:11.5+09:00","direction":"c2s","transport":"stdio","raw":{"jsonrpc":"2.0","id":1,"method":"ping"}}',
      '{"session_id":"a-1-x","seq":"two"}',
    ].join('\n'));
    const { summary, problems } = await readAll(p);
    expect(summary.format).toBe('mcpsnoop');
    expect(summary.lineAccounting).toMatchObject({ event: 1, problem: 1 });
    expect(problems[0]!.source.line).toBe(2);
  });
});

describe('MCP Inspector v2 exports', () => {
  it('Protocol export: one answer per request although kept twice, duration, clientError', async () => {
    const { format, host, reqs } = await requests(fixture('inspector/inspector-protocol-forecast-2026-11-30T05-02-44.118Z.json'));
    expect(format).toBe('inspector-export');
    expect(host).toBe('inspector');
    expect(reqs.map((q) => [q.method, q.id, q.outcome])).toEqual([
      ['initialize', 0, 'completed'],
      // The server answered; the Inspector rejected the result. The answer stands, the rejection is in its timeline.
      ['tools/list', 1, 'completed'],
      ['tools/call', 2, 'failed'],
      ['tools/call', 3, 'pending'],
    ]);
    const call = reqs.find((q) => q.id === 2)!;
    // The answer is in the request entry and is its own entry: one response, at its own time (not request + duration).
    expect(call.timeline.filter((e) => e.kind === 'error-response')).toHaveLength(1);
    expect(call.endedAt).toBe('2026-11-30T05:02:16.118Z');
    expect(call.timeline.map((e) => e.kind)).toEqual(['request', 'progress', 'error-response']);
    // Answered within `duration`: the embedded answer is placed at request + duration.
    expect(reqs[0]!.durationMs).toBe(382);
    // The Inspector refused a well-formed tools/list result: failed on the client side.
    expect(reqs[1]!.timeline.map((e) => e.kind)).toEqual(['request', 'response', 'host-log']);
    expect(reqs[1]!.timeline[2]!.detail).toContain('Dropped 1 malformed entry');
  });

  it('Network export: the exchange, its SSE body and the stream that broke', async () => {
    const p = fixture('inspector/inspector-network-forecast-2026-11-30T05-20-11.007Z.json');
    const { reqs } = await requests(p);
    expect(reqs.map(brief)).toEqual([['tools/call', 4, 'client', 'lost', 'stream-closed', 'unknown']]);
    const { events } = await readAll(p);
    expect(JSON.stringify(events)).not.toContain('sk-live-do-not-show');
    expect(events.map((e) => e.kind)).toEqual(['stream-open', 'message', 'http-status', 'message', 'stream-close']);
    expect(events[4]!.stream).toMatchObject({ closedBy: 'network', error: 'TypeError: terminated' });
  });

  it('Logs export: notifications/message from the server', async () => {
    const p = tempFile('inspector-logs-x.json', JSON.stringify([
      { receivedAt: '2026-11-30T05:02:15.000Z', params: { level: 'warning', logger: 'cache', data: 'slow upstream' } },
    ], null, 2));
    const { events, summary } = await readAll(p);
    expect(summary.format).toBe('inspector-export');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ from: 'server', kind: 'message', at: Date.parse('2026-11-30T05:02:15.000Z'), message: { method: 'notifications/message' } });
  });
});

describe('MCP Inspector 2.12.0 exports from real runs', () => {
  // Exported by the Inspector's own Export buttons (headless browser) against our sample servers: see the README
  // in test/fixtures/ingest/inspector/. In each run: a call that completed, one that hit the 4 s request timeout,
  // one cancelled with the Cancel button, one answered with `isError: true`.
  const dir = 'inspector/';
  const stdio = `${dir}v2.12-stdio/inspector-protocol-forecast-2026-12-01T14-35-24.567Z.json`;
  const late = `${dir}v2.12-stdio-late-result/inspector-protocol-forecast-2026-12-01T14-35-57.008Z.json`;
  const httpProtocol = `${dir}v2.12-http/inspector-protocol-forecast-2026-12-01T14-36-34.881Z.json`;
  const httpNetwork = `${dir}v2.12-http/inspector-network-forecast-2026-12-01T14-36-36.247Z.json`;
  const files = [
    stdio, late, httpProtocol, httpNetwork,
    `${dir}v2.12-stdio/inspector-console-forecast-2026-12-01T14-35-25.570Z.json`,
    `${dir}v2.12-stdio-late-result/inspector-console-forecast-2026-12-01T14-35-58.166Z.json`,
    `${dir}v2.12-http/inspector-logs-forecast-2026-12-01T14-36-37.415Z.json`,
  ];

  it.each(files)('%s: detected as an Inspector export; every entry is an event or a listed problem', async (rel) => {
    const p = fixture(rel);
    const { summary, events, problems } = await readAll(p);
    expect(summary.format).toBe('inspector-export');
    expect(problems).toEqual([]);
    const entries = (JSON.parse(readFileSync(p, 'utf8')) as unknown[]).length;
    const seen = new Set(events.map((e) => /^\[(\d+)\]/.exec(e.source.pointer ?? '')?.[1]).filter((x) => x !== undefined).map(Number));
    expect(seen).toEqual(new Set(Array.from({ length: entries }, (_, i) => i)));
  });

  const calls = [
    ['initialize', 0, 'client', 'completed', 'none', 'completed'],
    ['tools/list', 1, 'client', 'completed', 'none', 'completed'],
    ['tools/call', 2, 'client', 'completed', 'none', 'completed'],
    // radar_loop {ms: 8000} against the 4 s request timeout: the SDK's timer sent notifications/cancelled.
    ['tools/call', 3, 'client', 'cancelled', 'client-timeout', 'unknown'],
    // radar_loop {ms: 9000}, the Cancel button after 1.5 s.
    ['tools/call', 4, 'client', 'cancelled', 'user-cancel', 'unknown'],
    // forecast_10d with an output size the server cannot build: a tool error, answered.
    ['tools/call', 5, 'client', 'completed', 'none', 'completed'],
  ];

  it.each([['stdio', stdio], ['Streamable HTTP', httpProtocol]])('Protocol export over %s: the verdicts of what was done in the UI', async (_t, rel) => {
    const { format, host, reqs } = await requests(fixture(rel));
    expect([format, host]).toEqual(['inspector-export', 'inspector']);
    expect(reqs.map(brief)).toEqual(calls);
    expect(reqs[3]!.timeline.map((e) => [e.kind, e.detail])).toEqual([['request', 'tools/call radar_loop'], ['cancel', 'cancelled: SdkError: Request timed out']]);
    expect(reqs[4]!.timeline.map((e) => e.detail)).toContain('cancelled: Tool call cancelled by user');
    expect(reqs[5]!.timeline.map((e) => e.detail)).toContain('result (isError: true)');
    expect(reqs[0]!.protocolVersion).toBe('2025-11-25');
  });

  it('Protocol export: an answered request carries its answer and the time to it (`duration`)', async () => {
    const { reqs } = await requests(fixture(stdio));
    // tools/call 2 at 14:34:59.470Z with duration 711: its answer is placed at request + duration.
    expect(reqs[2]!.durationMs).toBe(711);
    expect(reqs[2]!.endedAt).toBe('2026-12-01T14:35:00.181Z');
    expect(reqs[2]!.timeline.map((e) => e.kind)).toEqual(['request', 'progress', 'progress', 'response']);
  });

  it('Protocol export: an answer that came after the cancel is in the request entry, at request + duration', async () => {
    // The server ignored the cancels (--ignore-cancel): the Inspector kept each late answer in its request entry.
    const { reqs } = await requests(fixture(late));
    expect(reqs.map(brief)).toEqual([
      ['initialize', 0, 'client', 'completed', 'none', 'completed'],
      ['tools/list', 1, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 2, 'client', 'cancelled', 'client-timeout', 'completed'],
      ['tools/call', 3, 'client', 'cancelled', 'user-cancel', 'completed'],
    ]);
    for (const q of reqs.slice(2)) {
      expect(q.timeline.map((e) => e.kind)).toEqual(['request', 'cancel', 'response']);
      expect(q.findings.map((f) => f.rule)).toContain('response-after-cancel');
    }
    expect(reqs[2]!.timeline[2]!.at).toBe('2026-12-01T14:35:43.064Z');
  });

  it('Network export: duration is the time to headers; an SSE body has no clock; a stream still open is not closed', async () => {
    const p = fixture(httpNetwork);
    const { reqs } = await requests(p);
    expect(reqs.map(brief)).toEqual(calls);
    // The POSTs of the timed-out and cancelled calls were still open when the file was exported: no stream close,
    // so no finding about a dropped connection.
    for (const q of reqs.slice(3, 5)) expect(q.findings.map((f) => f.rule)).not.toContain('disconnect-is-not-cancel');
    const { events } = await readAll(p);
    const of = (i: number) => events.filter((e) => e.source.pointer?.startsWith(`[${i}]`));
    // [4] tools/call forecast_10d: status at 14:36:11.039Z + 30 ms; progress and the result from its SSE body, unclocked.
    expect(of(4).map((e) => [e.kind, e.at])).toEqual([
      ['stream-open', Date.parse('2026-12-01T14:36:11.039Z')],
      ['message', Date.parse('2026-12-01T14:36:11.039Z')],
      ['http-status', Date.parse('2026-12-01T14:36:11.069Z')],
      ['message', null], ['message', null], ['message', null],
      ['stream-close', null],
    ]);
    // [5] tools/call radar_loop: headers, then nothing (the body was never complete).
    expect(of(5).map((e) => e.kind)).toEqual(['stream-open', 'message', 'http-status']);
    // [2] the GET notification stream: only its event count.
    expect(of(2).map((e) => e.kind)).toEqual(['stream-open', 'http-status', 'host-log']);
    expect(of(2)[2]!.text).toMatch(/2 event\(s\) delivered/);
    // The initialize POST learns the session id from its response headers; every later exchange sends it.
    expect(new Set(events.map((e) => e.session))).toEqual(new Set(['d83819fc-9cd6-4d7a-9449-290c1da7c62f']));
  });

  it('Logs export: the server\'s notifications/message; Console export: the stdio server\'s stderr', async () => {
    const logs = await readAll(fixture(`${dir}v2.12-http/inspector-logs-forecast-2026-12-01T14-36-37.415Z.json`));
    expect(logs.events.map((e) => [e.kind, e.from, e.message && 'params' in e.message ? (e.message.params as { level: string }).level : null])).toEqual([
      ['message', 'server', 'info'], ['message', 'server', 'error'],
    ]);
    const con = await readAll(fixture(`${dir}v2.12-stdio-late-result/inspector-console-forecast-2026-12-01T14-35-58.166Z.json`));
    expect(con.events.map((e) => [e.kind, e.from, e.transport])).toEqual(Array(4).fill(['host-log', 'server', 'stdio']));
    expect(con.events[2]!.text).toBe('cancellation of request 2 ignored (SdkError: Request timed out)');
    expect(con.events[2]!.at).toBe(Date.parse('2026-12-01T14:35:41.045Z'));
  });

  it('a Console entry without a message is a listed problem', async () => {
    const p = tempFile('inspector-console-x.json', JSON.stringify([
      { timestamp: '2026-12-01T14:25:09.840Z', message: 'forecast starting' },
      { timestamp: '2026-12-01T14:25:09.900Z' },
    ], null, 2));
    const { events, problems, summary } = await readAll(p);
    expect(summary.format).toBe('inspector-export');
    expect(events).toHaveLength(1);
    expect(problems.map((x) => x.source.pointer)).toEqual(['[1]']);
  });
});

describe('MCPJam JSON-RPC log export', () => {
  it('reads the newest-first list in arrival order', async () => {
    const p = fixture('inspector/json-rpc-logs-2026-11-30T05-10-02-331Z.json');
    const { format, host, reqs } = await requests(p);
    expect([format, host]).toEqual(['mcpjam', 'mcpjam']);
    expect(reqs.map(brief)).toEqual([
      ['initialize', 0, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 2, 'client', 'cancelled', 'user-cancel', 'unknown'],
    ]);
    const { events } = await readAll(p);
    const times = events.map((e) => e.at ?? 0);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('MCPJam 2.45.0 JSON-RPC log exports written by its own code', () => {
  // Made on Node 20 with MCPJam's own client side (README in test/fixtures/ingest/mcpjam/): @mcpjam/sdk 6.4.0's
  // MCPClientManager with the Inspector server's rpcLogger and rpc-log bus, against our v1 stdio server with a 4 s
  // request timeout. In each run the v2 client first probes `server/discover` (string id, -32601 from the v1
  // server), then initializes.
  const dir = 'mcpjam/';
  const stdio = `${dir}v2.45-stdio/json-rpc-logs-2026-12-01T14-59-36-926Z.json`;
  const late = `${dir}v2.45-stdio-late-result/json-rpc-logs-2026-12-01T15-00-07-940Z.json`;

  it.each([stdio, late])('%s: detected as MCPJam; every entry is an event, in arrival order', async (rel) => {
    const p = fixture(rel);
    const { summary, events, problems } = await readAll(p);
    expect(summary.format).toBe('mcpjam');
    expect(problems).toEqual([]);
    const list = JSON.parse(readFileSync(p, 'utf8')) as { timestamp: string; direction: string }[];
    const seen = events.map((e) => Number(/^\[(\d+)\]/.exec(e.source.pointer ?? '')?.[1]));
    expect(new Set(seen)).toEqual(new Set(list.map((_, i) => i)));
    // The file is newest first; events come out oldest first.
    expect(events.map((e) => e.at)).toEqual(list.map((e) => Date.parse(e.timestamp)).reverse());
    // Real rows from the RPC stream carry no serverName, and a response's method is the word `result`/`error`.
    expect(list.every((e) => !('serverName' in e))).toBe(true);
  });

  it('a call that completed, one that hit the 4 s timeout, one answered isError: true', async () => {
    const { reqs } = await requests(fixture(stdio));
    const calls = reqs.filter((q) => q.method === 'tools/call' || q.method === 'initialize');
    expect(calls.map(brief)).toEqual([
      ['initialize', 0, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 2, 'client', 'completed', 'none', 'completed'],
      // radar_loop {ms: 8000}: the SDK's timer sent notifications/cancelled; the v1 server dropped the answer.
      ['tools/call', 3, 'client', 'cancelled', 'client-timeout', 'unknown'],
      ['tools/call', 4, 'client', 'completed', 'none', 'completed'],
    ]);
    expect(calls[2]!.timeline.map((e) => [e.kind, e.detail])).toEqual([['request', 'tools/call radar_loop'], ['cancel', 'cancelled: SdkError: Request timed out']]);
    expect(calls[3]!.timeline.map((e) => e.detail)).toContain('result (isError: true)');
    expect(reqs.find((q) => q.method === 'server/discover')!.id).toBe('server-discover-probe-1');
  });

  it('the v2 client\'s server/discover probe, rejected by the v1 server, is the fallback working: not an incident', async () => {
    // The v1 server answers -32601; the v2 client falls back to initialize (2026-07-28 lifecycle), which completes.
    const listed = (await analyze([fixture(stdio)])).requests;
    expect(listed.map((q) => q.method)).toEqual(['tools/call']);
    const { reqs } = await requests(fixture(stdio));
    const probe = reqs.find((q) => q.method === 'server/discover')!;
    expect([probe.outcome, probe.cause]).toEqual(['failed', 'server-error']);
    expect(probe.summary).toMatch(/falls back to initialize/);
    expect(probe.nextSteps.join(' ')).toMatch(/look at the initialize/);
    expect(probe.nextSteps.join(' ')).not.toMatch(/Fix the server-side error/);
  });

  it('an answer that came after the timeout is read as a late result', async () => {
    // The server ignored the cancel (--ignore-cancel) and answered at 6 s; MCPJam logged that RECEIVE too.
    const { reqs } = await requests(fixture(late));
    const call = reqs.find((q) => q.method === 'tools/call')!;
    expect(brief(call)).toEqual(['tools/call', 2, 'client', 'cancelled', 'client-timeout', 'completed']);
    expect(call.timeline.map((e) => e.kind)).toEqual(['request', 'cancel', 'response']);
    expect(call.findings.map((f) => f.rule)).toContain('response-after-cancel');
    expect(call.timeline[2]!.at).toBe('2026-12-01T15:00:01.519Z');
  });
});

describe('OTLP/JSON traces', () => {
  it('spans of the v1 SDK traced with the OpenTelemetry JS SDK (collector file exporter lines)', async () => {
    // Made by scripts/samples/otel/index.ts: client and server spans of each call in one trace, the cancel span
    // with no request id, the requester's span ended by the SDK's 500 ms timer.
    const { format, reqs } = await requests(fixture('otlp/semconv-timeout.jsonl'));
    expect(format).toBe('otlp');
    expect(reqs.map(brief)).toEqual([
      ['initialize', 0, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 1, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 2, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 3, 'client', 'cancelled', 'client-timeout', 'unknown'],
    ]);
    // Two spans per call (client's and server's), one request each, in one session.
    expect(new Set(reqs.map((q) => q.session)).size).toBe(1);
    expect(reqs[1]!.timeline.map((e) => e.kind)).toEqual(['request', 'response']);
    expect(reqs[0]!.protocolVersion).toBe('2025-11-25');
    expect(reqs[3]!.transport).toBe('stdio');
  });

  const T = '4bf92f3577b34da6a3ce929d0e0e4736';
  const sv = (key: string, v: string) => ({ key, value: { stringValue: v } });
  const bv = (key: string, v: boolean) => ({ key, value: { boolValue: v } });
  const span = (name: string, kind: string, start: number, end: number, attributes: unknown[], status: unknown = { code: 'STATUS_CODE_UNSET' }, spanId = 'aaaaaaaaaaaa0001') => ({
    traceId: T, spanId, name, kind, startTimeUnixNano: `${1796000000000 + start}000000`, endTimeUnixNano: `${1796000000000 + end}000000`, attributes, status,
  });
  const doc = (spans: unknown[], resource: unknown[] = [sv('service.name', 'app')]) => JSON.stringify({ resourceSpans: [{ resource: { attributes: resource }, scopeSpans: [{ scope: { name: 'x' }, spans }] }] }, null, 2);

  const dialects: { name: string; body: string; want: unknown[][] }[] = [
    {
      // @sentry/core mcp-server instrumentation: mcp.request.id, mcp.transport, mcp.cancelled.request_id on the cancel span.
      name: 'Sentry JS',
      body: doc([
        span('tools/call search', 'SPAN_KIND_SERVER', 0, 9000, [sv('mcp.method.name', 'tools/call'), sv('mcp.request.id', '5'), sv('mcp.tool.name', 'search'), sv('mcp.session.id', 'sess-1'), sv('mcp.transport', 'http')]),
        span('notifications/cancelled', 'SPAN_KIND_SERVER', 3000, 3000, [sv('mcp.method.name', 'notifications/cancelled'), sv('mcp.cancelled.request_id', '5'), sv('mcp.cancelled.reason', 'user_requested'), sv('mcp.session.id', 'sess-1'), sv('mcp.notification.direction', 'client_to_server')], undefined, 'aaaaaaaaaaaa0002'),
      ]),
      want: [['tools/call', 5, 'client', 'cancelled', 'user-cancel', 'completed', 'streamable-http']],
    },
    {
      // sentry-python MCP integration: underscores.
      name: 'Sentry Python',
      body: doc([span('tools/call', 'SPAN_KIND_SERVER', 0, 40, [sv('mcp.method.name', 'tools/call'), sv('mcp.request_id', 'req-9'), sv('mcp.session_id', 's9'), sv('mcp.transport', 'stdio')])]),
      want: [['tools/call', 'req-9', 'client', 'completed', 'none', 'completed', 'stdio']],
    },
    {
      // python-sdk v2 `_otel.py`: jsonrpc.request.id and error.type = the JSON-RPC code.
      name: 'Python SDK v2',
      body: doc([span('tools/call get-weather', 'SPAN_KIND_SERVER', 0, 120, [sv('mcp.method.name', 'tools/call'), sv('jsonrpc.request.id', '3'), sv('mcp.protocol.version', '2025-11-25'), sv('error.type', '-32602')], { code: 'STATUS_CODE_ERROR', message: 'Invalid params' })]),
      want: [['tools/call', 3, 'client', 'failed', 'server-error', 'failed', null]],
    },
    {
      // mcpsnoop `export -T otlp`: rpc.method, the raw JSON id (a string id keeps its quotes), cancel and late result as attributes.
      name: 'mcpsnoop export',
      body: doc([span('tools/call', 'SPAN_KIND_CLIENT', 0, 70000, [sv('rpc.system', 'mcp'), sv('rpc.method', 'tools/call'), sv('mcpsnoop.call.id', '"c-7"'), sv('mcpsnoop.call.status', 'late_result'), sv('mcpsnoop.call.state', 'cancelled'), bv('mcpsnoop.call.is_tool', true), sv('mcpsnoop.call.tool_name', 'build'), sv('mcpsnoop.call.cancelled_at', new Date(1796000000000 + 10000).toISOString()), sv('mcpsnoop.call.cancel_reason', 'timeout'), bv('mcpsnoop.call.late_result', true)])],
        [sv('service.name', 'mcpsnoop'), sv('mcpsnoop.session.id', 'build-1-abc')]),
      want: [['tools/call', 'c-7', 'client', 'cancelled', 'client-timeout', 'completed', null]],
    },
    {
      // The older semconv draft (semantic-conventions PR #2083): mcp.request.id.
      name: 'older draft',
      body: doc([span('resources/read', 'SPAN_KIND_CLIENT', 0, 5, [sv('mcp.method.name', 'resources/read'), sv('mcp.request.id', '11'), sv('mcp.resource.uri', 'file:///a'), sv('mcp.session.id', 'x')])]),
      want: [['resources/read', 11, 'client', 'completed', 'none', 'completed', null]],
    },
  ];
  it.each(dialects)('$name dialect', async ({ name, body, want }) => {
    const { format, reqs } = await requests(tempFile(`${name.replace(/\W/g, '-')}.json`, body));
    expect(format).toBe('otlp');
    expect(reqs.map((q) => [...brief(q), q.transport])).toEqual(want);
  });

  it('a cancel span that names no id joins the open request of its session', async () => {
    const body = doc([
      span('tools/call slow', 'SPAN_KIND_CLIENT', 0, 60000, [sv('mcp.method.name', 'tools/call'), sv('jsonrpc.request.id', '2'), sv('mcp.session.id', 'S')], { code: 'STATUS_CODE_ERROR', message: 'MCP error -32001: Request timed out' }),
      span('notifications/cancelled', 'SPAN_KIND_CLIENT', 60000, 60000, [sv('mcp.method.name', 'notifications/cancelled'), sv('mcp.session.id', 'S')], undefined, 'aaaaaaaaaaaa0003'),
    ]);
    const { reqs } = await requests(tempFile('idless-cancel.json', body));
    expect(reqs.map(brief)).toEqual([['tools/call', 2, 'client', 'cancelled', 'client-timeout', 'unknown']]);
  });

  // A requester span that ended in an error of its own (no JSON-RPC code) is the requester's words that its call ended
  // (HostSaid.callEnd); the handler span's answer is a message. An answer after those words reached nobody: step 1c of
  // the diagnosis reads it as a late one (diagnose/classify/stopped-waiting.ts), whatever ended the requester's wait —
  // its timer (a client whose timer sends no cancel: the Python SDK's), an abort, a transport that closed, any other
  // error of its own. The request ends at the requester's span end, and the answer says what the server did.
  const LATE_AT = 30000;
  it.each<[string, string, number, [string, string, string, number]]>([
    ['its timer, then the result', 'Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.', 41000, ['abandoned', 'client-timeout', 'completed', LATE_AT]],
    ['an abort, then the result', 'This operation was aborted', 41000, ['cancelled', 'user-cancel', 'completed', LATE_AT]],
    ["the TypeScript SDK's closed transport, then the result", 'MCP error -32000: Connection closed', 41000, ['lost', 'connection-closed', 'completed', LATE_AT]],
    ["the Python SDK's closed stream, then the result", 'ClosedResourceError', 41000, ['lost', 'connection-closed', 'completed', LATE_AT]],
    ['an error of its own with no known cause, then the result', 'agent shut down', 41000, ['failed', 'unknown', 'completed', LATE_AT]],
    ['an abort after the result: the result decides', 'This operation was aborted', 20000, ['completed', 'none', 'completed', 20000]],
    ['a closed transport at the instant of the result: the result decides', 'MCP error -32000: Connection closed', LATE_AT, ['completed', 'none', 'completed', LATE_AT]],
  ])('a handler span that ended after the requester span ended in an error of its own: %s', async (_name, message, handlerEnd, [outcome, cause, serverState, endedAt]) => {
    const body = doc([
      span('tools/call slow', 'SPAN_KIND_CLIENT', 0, LATE_AT, [sv('mcp.method.name', 'tools/call'), sv('jsonrpc.request.id', '4'), sv('mcp.session.id', 'L')], { code: 'STATUS_CODE_ERROR', message }),
      span('tools/call slow', 'SPAN_KIND_SERVER', 5, handlerEnd, [sv('mcp.method.name', 'tools/call'), sv('jsonrpc.request.id', '4'), sv('mcp.session.id', 'L')], undefined, 'aaaaaaaaaaaa0005'),
    ]);
    const { reqs } = await requests(tempFile('late-handler.json', body));
    expect(reqs.map((q) => [q.outcome, q.cause, q.serverState, q.endedAt])).toEqual([[outcome, cause, serverState, new Date(1796000000000 + endedAt).toISOString()]]);
    // The answer is on the wire, as the handler span stands for it, whenever it came.
    expect(reqs[0]!.timeline.filter((e) => e.kind === 'response').map((e) => e.at)).toEqual([new Date(1796000000000 + handlerEnd).toISOString()]);
    if (handlerEnd > LATE_AT) expect(reqs[0]!.summary).toMatch(/reached nobody: the server did the work anyway/);
  });

  it('a handler span that answered an error before the requester span ended: the answer decides', async () => {
    const body = doc([
      span('tools/call fast', 'SPAN_KIND_CLIENT', 50000, 50100, [sv('mcp.method.name', 'tools/call'), sv('jsonrpc.request.id', '5'), sv('mcp.session.id', 'L')], { code: 'STATUS_CODE_ERROR', message: 'aborted' }, 'aaaaaaaaaaaa0006'),
      span('tools/call fast', 'SPAN_KIND_SERVER', 50002, 50050, [sv('mcp.method.name', 'tools/call'), sv('jsonrpc.request.id', '5'), sv('mcp.session.id', 'L'), sv('error.type', '-32602')], { code: 'STATUS_CODE_ERROR', message: 'bad args' }, 'aaaaaaaaaaaa0007'),
    ]);
    const { reqs } = await requests(tempFile('early-error.json', body));
    expect(reqs.map((q) => [q.id, q.outcome, q.cause, q.serverState])).toEqual([[5, 'failed', 'server-error', 'failed']]);
  });

  it('a gateway\'s generic JSON-RPC spans (rpc.system jsonrpc) count when rpc.method is an MCP method', async () => {
    // agentgateway's upstream spans (agentgateway/agentgateway#708): rpc.system jsonrpc, rpc.method, rpc.request.id.
    const rpc = (method: string, id: string) => [sv('rpc.system', 'jsonrpc'), sv('rpc.method', method), sv('rpc.request.id', id)];
    const body = doc([
      span('mcp.upstream.tools/call', 'SPAN_KIND_CLIENT', 0, 30, rpc('tools/call', '4')),
      span('other', 'SPAN_KIND_CLIENT', 0, 30, rpc('eth_getBalance', '5'), undefined, 'aaaaaaaaaaaa0009'),
    ]);
    const { reqs } = await requests(tempFile('jsonrpc-generic.json', body));
    expect(reqs.map(brief)).toEqual([['tools/call', 4, 'client', 'completed', 'none', 'completed']]);
  });

  // agentgateway's upstream span over the legacy SSE transport (`mcp.upstream.sse.<method>`, agentgateway/agentgateway#708)
  // ends when the upstream accepted the POST; the answer rides the SSE stream. The gateway's span for the downstream call
  // it relayed (same parent, named by the method, no attributes) ends when it had the answer: that is the call's end.
  it.each([
    ['with the downstream span: answered at its end', true, 'mcp.upstream.sse.tools/call', [['tools/call', 4, 'completed', 548]]],
    ['without it: the accept is no answer', false, 'mcp.upstream.sse.tools/call', [['tools/call', 4, 'pending', null]]],
    ['a Streamable HTTP upstream span: its end is the answer', true, 'mcp.upstream.tools/call', [['tools/call', 4, 'completed', 8]]],
  ] as const)('a gateway\'s SSE upstream span %s', async (_n, downstream, name, want) => {
    const rpc = [sv('rpc.system', 'jsonrpc'), sv('rpc.method', 'tools/call'), sv('rpc.request.id', '4'), sv('network.protocol.name', 'http')];
    const child = (sp: Record<string, unknown>) => ({ ...sp, parentSpanId: 'ffffffffffff0000' });
    const spans = [child(span(name, 'SPAN_KIND_CLIENT', 1, 9, rpc))];
    if (downstream) spans.push(child(span('tools/call', 'SPAN_KIND_SERVER', 0, 549, [], undefined, 'aaaaaaaaaaaa0010')));
    const { reqs } = await requests(tempFile('gateway-sse.json', doc(spans)));
    expect(reqs.map((q) => [q.method, q.id, q.outcome, q.durationMs === null ? null : Math.round(q.durationMs)])).toEqual(want);
  });

  // Sentry Python labels a stateless Streamable HTTP server's spans stdio/pipe (getsentry/sentry-python#7225): the span's
  // own HTTP attributes, or the web framework's server span it ran under, say HTTP. Sentry JS names the class.
  it.each([
    ['under an HTTP server span', 'stdio', true, false, 'streamable-http'],
    ['with HTTP attributes of its own', 'stdio', false, true, 'streamable-http'],
    ['nothing says HTTP: stdio it is', 'stdio', false, false, 'stdio'],
    ['Sentry JS\'s class name', 'StreamableHTTPServerTransport', false, false, 'streamable-http'],
    ['Sentry JS\'s stdio class', 'StdioServerTransport', false, false, 'stdio'],
  ] as const)('a Sentry span labelled %s', async (_n, label, parentHttp, ownHttp, want) => {
    const mcp = [sv('mcp.method.name', 'tools/call'), sv('mcp.request_id', '3'), sv('mcp.transport', label), sv('network.transport', label === 'stdio' ? 'pipe' : 'tcp'), ...(ownHttp ? [sv('url.path', '/mcp')] : [])];
    const spans: Record<string, unknown>[] = [{ ...span('tools/call find', 'SPAN_KIND_SERVER', 2, 40, mcp), parentSpanId: 'aaaaaaaaaaaa0020' }];
    spans.push(span('POST /mcp', 'SPAN_KIND_SERVER', 0, 45, parentHttp ? [sv('http.request.method', 'POST'), sv('url.path', '/mcp')] : [sv('app.step', 'x')], undefined, 'aaaaaaaaaaaa0020'));
    const { reqs } = await requests(tempFile('sentry-stateless.json', doc(spans)));
    expect(reqs.map((q) => [q.method, q.transport])).toEqual([['tools/call', want]]);
  });

  it('a body that is not JSON is a listed problem, not a crash', async () => {
    const p = tempFile('broken.otlp.json', '{"resourceSpans":[{"scopeSpans":[{"spans":[{"name":"x",\n"attributes":[{"key":"mcp.method.name"');
    const { summary, problems } = await readAll(p);
    expect(summary.format).toBe('otlp');
    expect(problems[0]!.message).toMatch(/not valid JSON/);
  });
});

describe('OpenTelemetry collector debug exporter text', () => {
  const sv = (key: string, v: string) => ({ key, value: { stringValue: v } });
  // exporter/debugexporter/internal/otlptext (traces.go, databuffer.go), verbosity: detailed.
  const spanText = (o: { n: number; name: string; kind: string; start: string; end: string; status?: string; message?: string; attrs: string[]; trace?: string }) => [
    `Span #${o.n}`,
    `    Trace ID       : ${o.trace ?? '0af7651916cd43dd8448eb211c80319c'}`,
    '    Parent ID      : ',
    `    ID             : b7ad6b71692033${String(o.n).padStart(2, '0')}`,
    `    Name           : ${o.name}`,
    `    Kind           : ${o.kind}`,
    `    Start time     : ${o.start}`,
    `    End time       : ${o.end}`,
    `    Status code    : ${o.status ?? 'Unset'}`,
    `    Status message : ${o.message ?? ''}`,
    ...(o.attrs.length > 0 ? ['Attributes:', ...o.attrs.map((a) => `     -> ${a}`)] : []),
  ];
  const batch = (spans: string[][]) => [
    '2026-03-02T09:15:01.417Z\tinfo\tTraces\t{"kind": "exporter", "data_type": "traces", "name": "debug", "resource spans": 1, "spans": 2}',
    '2026-03-02T09:15:01.417Z\tinfo\tResourceSpans #0',
    'Resource SchemaURL: ',
    'Resource attributes:',
    '     -> service.name: Str(notes-agent)',
    'ScopeSpans #0',
    'ScopeSpans SchemaURL: ',
    'InstrumentationScope mcp-client 1.4.0',
    ...spans.flat(),
    '\t{"kind": "exporter", "data_type": "traces", "name": "debug"}',
  ].join('\n');

  it('a timed-out tool call (the requester span ended in error, no answer) reads as the same spans in OTLP/JSON do', async () => {
    const text = batch([
      spanText({ n: 0, name: 'tools/call export_notes', kind: 'Client', start: '2026-03-02 09:14:00.1 +0000 UTC', end: '2026-03-02 09:15:00.1 +0000 UTC', status: 'Error', message: 'MCP error -32001: Request timed out',
        attrs: ['mcp.method.name: Str(tools/call)', 'jsonrpc.request.id: Str(7)', 'gen_ai.tool.name: Str(export_notes)', 'mcp.session.id: Str(s-1)', 'network.transport: Str(pipe)'] }),
      spanText({ n: 1, name: 'tools/list', kind: 'Client', start: '2026-03-02 09:13:59.8 +0000 UTC', end: '2026-03-02 09:13:59.85 +0000 UTC',
        attrs: ['mcp.method.name: Str(tools/list)', 'jsonrpc.request.id: Int(6)', 'mcp.session.id: Str(s-1)'] }),
    ]);
    const r = await analyze([tempFile('collector.log', text)], { all: true });
    expect(readInputs(r)[0]!.format).toBe('otlp');
    expect(r.problems).toEqual([]);
    const got = r.requests.map((q) => [...brief(q), q.target, q.transport, q.durationMs]);
    const ns = (iso: string) => `${Date.parse(iso)}000000`;
    const json = JSON.stringify({ resourceSpans: [{ resource: { attributes: [sv('service.name', 'notes-agent')] }, scopeSpans: [{ scope: { name: 'mcp-client' }, spans: [
      { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203300', name: 'tools/call export_notes', kind: 3, startTimeUnixNano: ns('2026-03-02T09:14:00.100Z'), endTimeUnixNano: ns('2026-03-02T09:15:00.100Z'),
        status: { code: 2, message: 'MCP error -32001: Request timed out' }, attributes: [sv('mcp.method.name', 'tools/call'), sv('jsonrpc.request.id', '7'), sv('gen_ai.tool.name', 'export_notes'), sv('mcp.session.id', 's-1'), sv('network.transport', 'pipe')] },
      { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203301', name: 'tools/list', kind: 3, startTimeUnixNano: ns('2026-03-02T09:13:59.800Z'), endTimeUnixNano: ns('2026-03-02T09:13:59.850Z'),
        attributes: [sv('mcp.method.name', 'tools/list'), { key: 'jsonrpc.request.id', value: { intValue: '6' } }, sv('mcp.session.id', 's-1')] },
    ] }] }] });
    const j = await analyze([tempFile('same.json', json)], { all: true });
    expect(got).toEqual(j.requests.map((q) => [...brief(q), q.target, q.transport, q.durationMs]));
    expect(got.map((q) => q.slice(0, 6))).toEqual([
      ['tools/list', 6, 'client', 'completed', 'none', 'completed'],
      ['tools/call', 7, 'client', 'cancelled', 'client-timeout', 'unknown'],
    ]);
  });

  it('Go\'s time format: trimmed fraction, an offset, no fraction at all', async () => {
    const { goTime } = await import('../../../src/ingest/formats/otlp-text.js');
    expect(goTime('2025-12-08 20:58:11.305330719 +0000 UTC')).toBeCloseTo(Date.UTC(2025, 11, 8, 20, 58, 11) + 305.330719, 5);
    expect(goTime('2025-12-08 20:58:11.3 +0000 UTC')).toBe(Date.UTC(2025, 11, 8, 20, 58, 11, 300));
    expect(goTime('2025-12-08 21:58:11 +0100 CET')).toBe(Date.UTC(2025, 11, 8, 20, 58, 11));
    expect(goTime('1970-01-01 00:00:00 +0000 UTC')).toBeNull();
    expect(goTime('yesterday')).toBeNull();
  });

  it('a stack trace over several lines in an event attribute, links and dropped counts: all lines accounted for', async () => {
    const text = [
      ...spanText({ n: 0, name: 'resources/read', kind: 'Server', start: '2026-03-02 09:14:00 +0000 UTC', end: '2026-03-02 09:14:00.25 +0000 UTC', status: 'Error', message: 'boom',
        attrs: ['mcp.method.name: Str(resources/read)', 'jsonrpc.request.id: Str(3)', 'error.type: Str(-32603)'] }),
      '    DroppedAttributesCount: 0',
      'Events:',
      'SpanEvent #0',
      '     -> Name: exception',
      '     -> Timestamp: 2026-03-02 09:14:00.249 +0000 UTC',
      '     -> DroppedAttributesCount: 0',
      '     -> Attributes::',
      '          -> exception.stacktrace: Str(Traceback (most recent call last):',
      '  File "server.py", line 12, in read',
      'OSError: disk gone',
      ')',
      'Links:',
      'SpanLink #0',
      '     -> Trace ID: 11111111111111111111111111111111',
      '     -> ID: 2222222222222222',
      '     -> TraceState: ',
      '     -> DroppedAttributesCount: 0',
    ].join('\n');
    const { summary, problems } = await readAll(tempFile('stack.txt', text));
    expect(summary.format).toBe('otlp');
    expect(problems).toEqual([]);
    const r = await analyze([tempFile('stack2.txt', text)], { all: true });
    expect(r.requests.map(brief)).toEqual([['resources/read', 3, 'client', 'failed', 'server-error', 'failed']]);
  });

  it('a paste cut by grep: no headers, no arrows; a second Name starts the next span', async () => {
    const text = [
      'Name           : tools/call delete_rows',
      'Kind           : Client',
      '  gen_ai.tool.name: Str(delete_rows)',
      '  jsonrpc.request.id: Str(4)',
      '  mcp.method.name: Str(tools/call)',
      'Name           : tools/call list_rows',
      'Kind           : Client',
      '  jsonrpc.request.id: Int(5)',
      '  mcp.method.name: Str(tools/call)',
    ].join('\n');
    const r = await analyze([tempFile('grep.txt', text)], { all: true });
    expect(readInputs(r)[0]!.format).toBe('otlp');
    expect(r.requests.map((q) => [q.method, q.id, q.target])).toEqual([['tools/call', 4, 'delete_rows'], ['tools/call', 5, null]]);
  });

  it('a dump with no MCP span, and a line outside the grammar, is read without a request and the line listed', async () => {
    const text = [
      'ResourceSpans #0',
      'Resource attributes:',
      '     -> service.name: Str(shop)',
      ...spanText({ n: 0, name: 'GET /cart', kind: 'Server', start: '2026-03-02 09:14:00 +0000 UTC', end: '2026-03-02 09:14:00.5 +0000 UTC', attrs: ['http.route: Str(/cart)'] }),
      'this line is not the exporter\'s',
    ].join('\n');
    const { summary, problems } = await readAll(tempFile('shop.txt', text));
    expect(summary.format).toBe('otlp');
    expect(problems.map((p) => p.source.line)).toEqual([16]);
  });
});
