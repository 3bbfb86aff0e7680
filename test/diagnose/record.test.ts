import { describe, expect, it } from 'vitest';
import { buildRecord, formatInstant } from '../../src/diagnose/record.js';
import { classify } from '../../src/diagnose/classify.js';
import { RECORD_KEYS } from '../../src/diagnose/types.js';
import type { DiagnoseOptions } from '../../src/diagnose/types.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { req, T0 } from './helpers.js';
import { Capture, run } from '../timeline/events.js';

function record(t: RequestTimeline, opts: DiagnoseOptions = {}) {
  return buildRecord(t, classify(t, opts), opts);
}

describe('incident record', () => {
  it('has every field, in the contract order', () => {
    const r = record(req().cancel(60_006).build());
    expect(Object.keys(r)).toEqual([...RECORD_KEYS]);
  });

  it('timeouts: inferred with the reason', () => {
    const r = record(req().cancel(60_006).build());
    expect(r.timeouts.value).toMatch(/^60 s, the TypeScript SDK default — inferred from the request→cancel interval of 60\.006 s/);
    expect(r.timeouts.known).toBe(true);
  });

  it('timeouts: a measured interval matching no limit is not a configured timeout', () => {
    // Real timings (test/fixtures/validation/progress-then-stall.log): timer reset on progress, then a stall.
    const r = record(req({ progressToken: 1 }).progress(204, 1).progress(405, 2).progress(606, 3).progress(806, 4).progress(1007, 5).progress(1207, 6).cancel(2208).build());
    expect(r.timeouts.known).toBe(false);
    expect(r.timeouts.value).toMatch(/^unknown — the timer fired 2\.208 s after the request, 1\.001 s after the last progress .*; no configured or well-known limit matches;.*; pass --timeout \/ --max-total-timeout if you know them$/);
  });

  it('timeouts: user-given wins, max total unknown is said', () => {
    const r = record(req().cancel(60_006).build(), { timeoutMs: 90_000 });
    expect(r.timeouts.value).toBe('request 90 s (--timeout); max total unknown');
  });

  it('timeouts: unknown when nothing points at one', () => {
    const r = record(req().openAtEnd().build());
    expect(r.timeouts).toMatchObject({ known: false });
    expect(r.timeouts.value).toMatch(/^unknown/);
  });

  it('startedAt: UTC; local with an assumed zone says so; local with no zone says zone unknown; no clock says unknown', () => {
    expect(record(req().build()).startedAt.value).toBe('2025-07-12T05:51:44.601Z');
    expect(record(req({ clock: 'local', zone: 'Asia/Seoul', zoneAssumed: true }).build()).startedAt.value).toBe(
      '2025-07-12T14:51:44.601+09:00 (local time, zone assumed Asia/Seoul — pass --tz)',
    );
    expect(record(req({ clock: 'local', zone: '+02:00', zoneAssumed: false }).build()).startedAt.value).toBe('2025-07-12T07:51:44.601+02:00 (+02:00)');
    expect(record(req({ clock: 'local', zone: null }).build()).startedAt.value).toMatch(/zone unknown/);
    const none = record(req({ clock: 'none', at: null }).build()).startedAt;
    expect(none.known).toBe(false);
    expect(none.value).toMatch(/^unknown/);
    expect(formatInstant(T0, { clock: 'local', zone: 'Not/AZone', zoneAssumed: false })).toMatch(/not understood/);
  });

  it('requestId: numbers plain, strings quoted (type matters), empty → not in capture', () => {
    expect(record(req({ id: 7 }).build()).requestId.value).toBe('7');
    expect(record(req({ id: 'server-discover-probe-1' }).build()).requestId.value).toBe('"server-discover-probe-1"');
    expect(record(req({ id: '' }).build()).requestId).toMatchObject({ value: 'not in capture', known: false });
  });

  // A request known only from words that name no id (uvicorn's `"POST /mcp/ HTTP/1.1" 406 Not Acceptable`: f/mcptools#69)
  // has no id in the capture: none is printed as if the capture showed `null`.
  it.each([
    ['an access line', (c: Capture) => c.add({ kind: 'host-log', text: '"POST /mcp/ HTTP/1.1" 406 Not Acceptable', at: null, said: { phrase: 'access-log/post-refused', kind: 'http-status', status: 406 } }), { value: 'not in capture', known: false, source: null }],
    ['a host line naming the method only', (c: Capture) => c.add({ kind: 'host-log', text: "Tool 'x' failed after 1s: fetch failed", said: { phrase: 'claude-code/test', kind: 'failed', method: 'tools/call', target: 'x', error: 'fetch failed' } }), { value: 'not in capture', known: false }],
    ['a host line naming the id', (c: Capture) => c.add({ kind: 'host-log', text: 'Request 4 failed: fetch failed', said: { phrase: 'claude-code/test', kind: 'failed', method: 'tools/call', id: 4, error: 'fetch failed' } }), { value: '4', known: true }],
  ])('requestId of %s', (_n, add, want) => {
    const c = new Capture({ session: 'x#1', transport: null });
    add(c);
    const ts = run(c.events).requests;
    expect(ts).toHaveLength(1);
    expect(record(ts[0]!).requestId).toMatchObject(want);
  });

  it('externalResult: a request that only reads or sets up state has no external effect to check', () => {
    for (const method of ['initialize', 'tools/list', 'resources/read']) {
      const r = record(req({ method, id: 0 }).cancel(60_006).build());
      expect(r.externalResult).toMatchObject({ known: true });
      expect(r.externalResult.value).toBe(`none expected — ${method} only reads or sets up state (it changes nothing outside the session)`);
    }
  });

  it('externalResult of a tools/call is always unconfirmed, with the read-only-check advice', () => {
    for (const t of [req().result(100).build(), req().cancel(60_006).result(61_000).build(), req().transportClose(500).build()]) {
      const r = record(t);
      expect(r.externalResult.known).toBe(false);
      expect(r.externalResult.value).toMatch(/^unconfirmed — .*read-only query before any retry/);
    }
  });

  it('cancelSignal: notification with time and reason; stream close under 2026; a late cancel; none', () => {
    expect(record(req().cancel(60_006).build()).cancelSignal.value).toBe(
      'notifications/cancelled from the client at 2025-07-12T05:52:44.607Z (+60.006 s), reason "McpError: MCP error -32001: Request timed out"',
    );
    expect(record(req({ transport: 'streamable-http', version: '2026-07-28' }).stream('p1', { closeAt: 4000, closedBy: 'client' }).build()).cancelSignal.value).toMatch(
      /^stream close: the client closed the request's SSE stream .*this is the cancellation/,
    );
    expect(record(req().result(500).cancel(900, 'x').build()).cancelSignal.value).toMatch(/^none before the response/);
    expect(record(req().result(500).build()).cancelSignal.value).toBe('none');
  });

  it('serverState: completed / in progress / stopped / unconfirmed with what is missing', () => {
    expect(record(req().cancel(100).result(200).build()).serverState.value).toMatch(/^completed/);
    expect(record(req({ progressToken: 1 }).cancel(100).progress(200, 1).build()).serverState.value).toMatch(/^in progress/);
    expect(record(req().cancel(100, 'x').error(110, 0, 'Request cancelled').build()).serverState.value).toMatch(/^stopped/);
    const u = record(req().cancel(60_006).build()).serverState;
    expect(u.known).toBe(false);
    expect(u.value).toMatch(/^unconfirmed — .*server/);
  });

  it('serverState unconfirmed: the reason first, then what would settle it (not glued in front as the value)', () => {
    const u = record(req().cancel(60_006).build()).serverState.value;
    expect(u).toMatch(/^unconfirmed — (after|nothing after) the cancellation .*; a server-side log for this request would settle it$/);
    expect(u).not.toMatch(/^unconfirmed — a server-side log/);
    // A "whether …: why" entry is a question and already says what to check: it reads as written.
    const crash = record(req().transportClose(500).build()).serverState.value;
    expect(crash).toMatch(/^unconfirmed — whether the server did the work: .*check the server-side log/);
  });

  it('lastProgressAt: time and value, or none with why', () => {
    const r = record(req({ progressToken: 1 }).progress(1000, 3, 10).cancel(60_006).build());
    expect(r.lastProgressAt.value).toMatch(/^2025-07-12T05:51:45\.601Z \(\+1 s\) — progress 3\/10 \(1 notification/);
    expect(record(req().build()).lastProgressAt.value).toBe('none (the request carried no progressToken)');
    expect(record(req({ progressToken: 5 }).build()).lastProgressAt.value).toMatch(/progressToken 5 was sent/);
  });

  it('client, server, protocol version, transport: known or honestly unknown', () => {
    const r = record(req({ client: null, server: null, version: null, transport: null }).build());
    expect(r.client).toMatchObject({ known: false });
    expect(r.server).toMatchObject({ known: false });
    expect(r.protocolVersion).toMatchObject({ known: false });
    expect(r.transport).toMatchObject({ value: 'unknown', known: false });
    const h = record(req({ transport: 'streamable-http', version: '2025-03-26', basis: 'header-absent' }).build());
    expect(h.protocolVersion.value).toMatch(/assumed: no MCP-Protocol-Version header/);
    expect(h.protocolVersion.known).toBe(false);
    expect(h.transport.value).toBe('Streamable HTTP');
  });

  // The version in an initialize's params is the client's proposal; only a result agrees one (lifecycle §Version
  // Negotiation). Refused with an error, nothing was agreed, and the record says so instead of "result not in capture".
  it.each([
    { name: 'refused with an error', answer: 'error', value: /^2025-11-25 \(requested in initialize, which the server refused with an error: no version was agreed\)$/, known: false },
    { name: 'its result not logged', answer: 'none', value: /^2025-11-25 \(requested in initialize \(the initialize result is not in the capture\)\)$/, known: true },
  ])('protocol version of an initialize $name', ({ answer, value, known }) => {
    const b = req({ method: 'initialize', version: '2025-11-25', basis: 'initialize-request' });
    if (answer === 'error') b.error(12, -32022, 'connection is serving the 2026-07-28 protocol; initialize handshake is not accepted');
    const r = record(b.build());
    expect(r.protocolVersion.value).toMatch(value);
    expect(r.protocolVersion.known).toBe(known);
  });

  it('a refused initialize leaves the version of a later request on the session as it was learnt', () => {
    const r = record(req({ version: '2025-11-25', basis: 'initialize-request' }).error(12, -32602, 'bad arguments').build());
    expect(r.protocolVersion.value).toMatch(/the initialize result is not in the capture/);
  });
});
