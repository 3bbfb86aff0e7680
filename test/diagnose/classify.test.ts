import { describe, expect, it } from 'vitest';
import { classify } from '../../src/diagnose/classify.js';
import type { Classification, DiagnoseOptions } from '../../src/diagnose/types.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { req, T0, TS1_TIMEOUT } from './helpers.js';
import { Capture, run } from '../timeline/events.js';

/** The session ended at a transport close `at` ms after T0 (what the timeline sets at the end of a session). */
function withEnd(t: RequestTimeline, at: number, expected: boolean, from: 'client' | 'server'): RequestTimeline {
  t.session.end = { at: T0 + at, source: { file: 'capture.log', line: 900 }, session: null, transport: 'stdio', from, kind: 'transport-close', close: { reason: 'server transport closed (intentional shutdown)', expected } };
  return t;
}

interface Case {
  name: string;
  t: () => RequestTimeline;
  opts?: DiagnoseOptions;
  outcome: Classification['outcome'];
  cause: Classification['cause'];
  serverState: Classification['serverState'];
  confidence?: Classification['confidence'];
  timeoutMs?: number | null;
  basis?: RegExp;
  signal?: 'notification' | 'stream-close' | 'abort' | null;
  summary?: RegExp;
  missing?: RegExp;
}

const HTTP_LEGACY = { transport: 'streamable-http' as const, version: '2025-06-18' };
const HTTP_POLL = { transport: 'streamable-http' as const, version: '2025-11-25' };
const HTTP_2026 = { transport: 'streamable-http' as const, version: '2026-07-28' };

const cases: Case[] = [
  // ── responses ──
  { name: 'result, no cancel → completed', t: () => req().result(1200).build(), outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'high', signal: null },
  {
    name: 'result after a TS v1 timeout cancel → cancelled, the server did the work',
    t: () => req().cancel(60_006).result(61_000).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'completed',
    confidence: 'high',
    timeoutMs: 60_000,
    signal: 'notification',
    summary: /did the work/,
  },
  { name: 'error not about cancellation → failed/server-error', t: () => req().error(800, -32603, 'boom').build(), outcome: 'failed', cause: 'server-error', serverState: 'failed' },
  {
    name: '-32001 Session not found with HTTP 404 → session-expired',
    t: () => req(HTTP_LEGACY).stream('p1', { status: 404, closeAt: 20, closedBy: 'server' }).error(15, -32001, 'Session not found', 'p1', 404).build(),
    outcome: 'failed',
    cause: 'session-expired',
    serverState: 'failed',
    confidence: 'high',
  },
  {
    name: 'HTTP 404 body "Session not found" with no JSON-RPC response → session-expired',
    t: () => req(HTTP_LEGACY).stream('p1', { status: 404, closeAt: 20, closedBy: 'server', text: '{"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}' }).build(),
    outcome: 'failed',
    cause: 'session-expired',
    serverState: 'unknown',
    missing: /names no request id/,
  },
  {
    name: 'HTTP 504 HTML after 60 s → gateway-error at the nginx/ALB constant',
    t: () =>
      req(HTTP_LEGACY)
        .stream('p1', { status: 504, closeAt: 60_012, closedBy: 'server', contentType: 'text/html', text: '<html><head><title>504 Gateway Time-out</title></head><body>nginx</body></html>' })
        .build(),
    outcome: 'failed',
    cause: 'gateway-error',
    serverState: 'unknown',
    timeoutMs: 60_000,
  },
  {
    name: 'HTTP 524 (Cloudflare) → gateway-error',
    t: () => req(HTTP_LEGACY).stream('p1', { status: 524, closeAt: 125_300, closedBy: 'server', text: 'error code: 524 A timeout occurred' }).build(),
    outcome: 'failed',
    cause: 'gateway-error',
    serverState: 'unknown',
    timeoutMs: 125_000,
  },
  {
    name: 'cancel acknowledged by PY1 (code 0) → stopped',
    t: () => req().cancel(5000, 'User requested cancellation').error(5003, 0, 'Request cancelled').build(),
    outcome: 'cancelled',
    cause: 'user-cancel',
    serverState: 'stopped',
  },
  {
    // The acknowledgement is sent only for the requester's notifications/cancelled (RequestResponder.cancel()): the
    // requester cancelled even when its cancel is not in the capture (modelcontextprotocol/python-sdk#2480).
    name: 'PY1 ack (code 0) with no cancel captured → cancelled / client-cancel / stopped',
    t: () => req().error(5003, 0, 'Request cancelled').build(),
    outcome: 'cancelled',
    cause: 'client-cancel',
    serverState: 'stopped',
    missing: /acknowledges/,
  },
  {
    name: 'PY2 ack (-32800) with no cancel captured → cancelled / client-cancel / stopped',
    t: () => req(HTTP_LEGACY).error(30_010, -32800, 'Request cancelled').build(),
    outcome: 'cancelled',
    cause: 'client-cancel',
    serverState: 'stopped',
  },
  {
    name: 'cancel acknowledged by PY2 (-32800) → stopped',
    t: () => req(HTTP_LEGACY).cancel(30_004, 'timed out after 30.0s').error(30_010, -32800, 'Request cancelled').build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'stopped',
    timeoutMs: 30_000,
  },
  {
    name: 'an error (not an ack) after the cancel → serverState failed',
    t: () => req().cancel(5000, 'caller cancelled').error(5100, -32603, 'database is locked').build(),
    outcome: 'cancelled',
    cause: 'user-cancel',
    serverState: 'failed',
  },
  // ── stdio / legacy cancellation reasons ──
  {
    name: 'TS v1 ≥1.6 timeout reason at 60.006 s → client-timeout, TS SDK default',
    t: () => req().cancel(60_006).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    confidence: 'high',
    timeoutMs: 60_000,
    basis: /TypeScript SDK default.*60\.006 s/,
    missing: /server-side log/,
  },
  { name: 'TS v1 1.1–1.5 reason', t: () => req().cancel(60_010, 'Error: MCP error -32001: Request timed out').build(), outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', timeoutMs: 60_000 },
  {
    name: 'TS ≤1.0.1 method `cancelled` with -2 reason at 10 s',
    t: () => req().cancel(10_004, 'Error: MCP error -2: Request timed out', { method: 'cancelled' }).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeoutMs: 10_000,
  },
  {
    name: 'TS v2 stdio 2026 "SdkError: Request timed out"',
    t: () => req({ version: '2026-07-28' }).cancel(60_002, 'SdkError: Request timed out').build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeoutMs: 60_000,
  },
  {
    name: 'PY2 "timed out after 30.0s" → the text states the limit',
    t: () => req().cancel(30_020, 'timed out after 30.0s').build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeoutMs: 30_000,
    basis: /stated in the text/,
  },
  {
    name: 'timeout reason at an unknown interval: the interval is the limit, basis says so',
    t: () => req().cancel(42_000).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeoutMs: 42_000,
    basis: /no configured or well-known limit/,
    missing: /--timeout/,
  },
  {
    name: 'timeout reason matching --timeout',
    t: () => req().cancel(45_010).build(),
    opts: { timeoutMs: 45_000 },
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeoutMs: 45_000,
    basis: /--timeout/,
  },
  { name: 'User requested cancellation → user-cancel', t: () => req().cancel(3000, 'User requested cancellation').build(), outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown', confidence: 'high', timeoutMs: null },
  { name: 'AbortError → user-cancel', t: () => req().cancel(3000, 'AbortError: This operation was aborted').build(), outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown', confidence: 'high' },
  { name: 'PY2 caller cancelled → user-cancel', t: () => req().cancel(3000, 'caller cancelled').build(), outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown' },
  { name: 'free application text → user-cancel (medium)', t: () => req().cancel(3000, 'Stopped from the chat UI').build(), outcome: 'cancelled', cause: 'user-cancel', serverState: 'unknown', confidence: 'medium' },
  { name: 'no reason (VS Code), odd timing → client-cancel', t: () => req().cancel(7321, null).build(), outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown', confidence: 'medium', timeoutMs: null, missing: /no reason/ },
  {
    name: 'no reason at 300.2 s → client-timeout (VS Code 5 min), medium',
    t: () => req().cancel(300_200, null).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    confidence: 'medium',
    timeoutMs: 300_000,
  },
  { name: 'no reason matching --timeout → client-timeout', t: () => req().cancel(20_030, null).build(), opts: { timeoutMs: 20_000 }, outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', timeoutMs: 20_000 },
  {
    name: 'progress after the cancel → continued',
    t: () => req({ progressToken: 1 }).progress(1000, 1, 10).cancel(60_004).progress(61_000, 7, 10).progress(62_000, 8, 10).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'continued',
  },
  // ── the TS v1 maxTotalTimeout quirk (sdk-behaviour #6) ──
  {
    name: 'stale cancel at last reset + timeout with --max-total-timeout → max-total-timeout',
    t: () =>
      req({ progressToken: 1 })
        .progress(400, 1)
        .progress(800, 2)
        .progress(1200, 3)
        .progress(1520, 4)
        .progress(1900, 5)
        .cancel(2203)
        .progress(2600, 6)
        .build(),
    opts: { timeoutMs: 1000, maxTotalTimeoutMs: 1500 },
    outcome: 'cancelled',
    cause: 'max-total-timeout',
    serverState: 'continued',
    confidence: 'high',
    timeoutMs: 1500,
  },
  {
    name: 'same quirk without --timeout → max-total-timeout, medium',
    t: () => req({ progressToken: 1 }).progress(400, 1).progress(1200, 3).progress(1520, 4).cancel(2203).build(),
    opts: { maxTotalTimeoutMs: 1500 },
    outcome: 'cancelled',
    cause: 'max-total-timeout',
    serverState: 'unknown',
    confidence: 'medium',
  },
  {
    name: 'same shape without --max-total-timeout → client-timeout (cannot tell)',
    t: () => req({ progressToken: 1 }).progress(400, 1).progress(1200, 3).progress(1520, 4).cancel(2203).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
  },
  {
    name: 'stale cancel after the result, no --max-total-timeout → completed (no cancellation preceded the result)',
    t: () => req({ progressToken: 1 }).progress(400, 1).progress(1200, 3).progress(1720, 4).result(1800).cancel(2203).build(),
    outcome: 'completed',
    cause: 'none',
    serverState: 'completed',
    signal: null,
  },
  {
    name: 'with --max-total-timeout: progress past the cap before the result → abandoned/max-total-timeout, server completed',
    t: () => req({ progressToken: 1 }).progress(400, 1).progress(1400, 3).progress(1609, 4).result(2010).cancel(2410).build(),
    opts: { timeoutMs: 1000, maxTotalTimeoutMs: 1500 },
    outcome: 'abandoned',
    cause: 'max-total-timeout',
    serverState: 'completed',
    confidence: 'high',
    timeoutMs: 1500,
    signal: null,
  },
  {
    name: 'with --max-total-timeout but the result came before the cap → completed',
    t: () => req({ progressToken: 1 }).progress(400, 1).result(1200).build(),
    opts: { timeoutMs: 1000, maxTotalTimeoutMs: 1500 },
    outcome: 'completed',
    cause: 'none',
    serverState: 'completed',
  },
  {
    name: 'a fixed SDK that cancels at the cap with the max-total text',
    t: () => req({ progressToken: 1 }).progress(700, 1).cancel(1510, 'McpError: MCP error -32001: Maximum total timeout exceeded').build(),
    outcome: 'cancelled',
    cause: 'max-total-timeout',
    serverState: 'unknown',
  },
  // ── silent give-up ──
  {
    name: 'PY1 silent timeout (host log, no cancel) → abandoned/client-timeout',
    t: () => req().hostLog(30_005, 'Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.').build(),
    outcome: 'abandoned',
    cause: 'client-timeout',
    serverState: 'unknown',
    timeoutMs: 30_000,
    signal: null,
  },
  {
    name: 'TS max total rejection in the host log, no cancel → abandoned/max-total-timeout',
    t: () => req({ progressToken: 1 }).progress(1000, 1).hostLog(120_400, 'McpError: MCP error -32001: Maximum total timeout exceeded').build(),
    outcome: 'abandoned',
    cause: 'max-total-timeout',
    serverState: 'continued',
  },
  {
    name: 'a retry of the same call while the first is still open, no other evidence → abandoned/unknown',
    t: () => req().retry(90_000, 2).build(),
    outcome: 'abandoned',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'low',
  },
  {
    name: 'nothing at all but the request, not open at the end → abandoned/unknown',
    t: () => req().build(),
    outcome: 'abandoned',
    cause: 'unknown',
    serverState: 'unknown',
    confidence: 'low',
  },
  // ── transport closed ──
  {
    name: 'process exit with the request in flight → lost/connection-closed, crash said, work unknown',
    t: () => req().transportClose(5000, { reason: 'Server transport closed unexpectedly', exitCode: 1 }).build(),
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
    summary: /crashed.*unknown/,
    missing: /server did the work/,
  },
  {
    name: 'pipe closed, exit unknown → lost/connection-closed',
    t: () => req().transportClose(5000, { reason: 'Client transport closed' }).build(),
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
  },
  {
    name: 'client shut down deliberately → abandoned/connection-closed',
    t: () => req().transportClose(5000, { reason: 'Server transport closed (intentional shutdown)', expected: true }, 'client').build(),
    outcome: 'abandoned',
    cause: 'connection-closed',
    serverState: 'unknown',
  },
  // ── -32000 "Connection closed" on the wire: a Python SDK 2.x server's answer at stdin EOF (sdk-behaviour.md, Python #12) ──
  {
    name: 'client closed the server\'s input, then -32000 Connection closed from the server → abandoned, the server stopped',
    t: () => req().transportClose(1000, { reason: 'stdin closed by client', expected: true, inputOnly: true }, 'client').error(1005, -32000, 'Connection closed').build(),
    outcome: 'abandoned',
    cause: 'connection-closed',
    serverState: 'stopped',
    confidence: 'high',
    summary: /closed the connection deliberately.*Python SDK server.*stopped/,
  },
  {
    name: 'input closed without a deliberate shutdown, then -32000 → lost, the server stopped',
    t: () => req().transportClose(1000, { reason: 'stdin closed by client', inputOnly: true }, 'client').error(1005, -32000, 'Connection closed').build(),
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'stopped',
  },
  {
    name: '-32000 then the host\'s deliberate shutdown (Claude Desktop "intentional shutdown") → abandoned, the server stopped',
    t: () => withEnd(req().error(1005, -32000, 'Connection closed').build(), 2400, true, 'client'),
    outcome: 'abandoned',
    cause: 'connection-closed',
    serverState: 'stopped',
  },
  {
    name: '-32000 and a deliberate shutdown a minute later → not its cause: lost, work unknown',
    t: () => withEnd(req().error(1005, -32000, 'Connection closed').build(), 61_005, true, 'client'),
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
  },
  {
    name: '-32000 with no close seen (a bridge may relay its upstream\'s close) → lost, work unknown',
    t: () => req().error(1005, -32000, 'Connection closed').build(),
    outcome: 'lost',
    cause: 'connection-closed',
    serverState: 'unknown',
    confidence: 'medium',
    missing: /bridge or proxy relays it/,
  },
  // ── HTTP stream closes ──
  {
    name: 'legacy: stream cut by the network after 60 s idle, no keep-alives → lost/stream-closed, proxy',
    t: () => req(HTTP_LEGACY).stream('p1', { openAt: 10, lastActivityAt: 100, closeAt: 60_110, closedBy: 'network', error: 'TypeError: terminated' }).build(),
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    confidence: 'high',
    summary: /proxy/,
    signal: null,
  },
  {
    name: 'legacy: client closed the stream without notifications/cancelled → lost/stream-closed (not a cancel)',
    t: () => req(HTTP_LEGACY).stream('p1', { closeAt: 4000, closedBy: 'client' }).build(),
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    signal: null,
    summary: /not a cancellation/,
  },
  {
    name: 'legacy TS v1 HTTP timeout: cancel POSTed, stream left open → cancelled/client-timeout',
    t: () => req(HTTP_LEGACY).stream('p1', { closeAt: 70_000, closedBy: 'client', error: 'net::ERR_ABORTED' }).cancel(60_003).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    signal: 'notification',
  },
  {
    name: '2025-11-25: server close after priming, resumed by GET, result on the resumed stream → completed',
    t: () =>
      req(HTTP_POLL)
        .stream('p1', { closeAt: 5000, closedBy: 'server', lastEventId: 'e1', resumedBy: 'g1' })
        .stream('g1', { openAt: 6000, closeAt: 9000, closedBy: 'server', method: 'GET' })
        .result(8990, undefined, 'g1')
        .build(),
    outcome: 'completed',
    cause: 'none',
    serverState: 'completed',
  },
  {
    name: '2025-11-25: polling close, resume stream still open at the end → pending',
    t: () =>
      req(HTTP_POLL)
        .stream('p1', { closeAt: 5000, closedBy: 'server', lastEventId: 'e1', resumedBy: 'g1' })
        .stream('g1', { openAt: 6000, method: 'GET' })
        .openAtEnd()
        .build(),
    outcome: 'pending',
    cause: 'unknown',
    serverState: 'unknown',
  },
  {
    name: '2025-11-25: polling close never resumed → lost/stream-closed',
    t: () => req(HTTP_POLL).stream('p1', { closeAt: 5000, closedBy: 'server', lastEventId: 'e1' }).build(),
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    summary: /never resumed/,
  },
  {
    name: '2025-06-18: the same server close after an event id is a disconnect, not polling',
    t: () => req(HTTP_LEGACY).stream('p1', { closeAt: 5000, closedBy: 'server', lastEventId: 'e1' }).build(),
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    summary: /not a cancellation/,
  },
  {
    name: '2026: client closed the request stream before the response → cancelled/client-cancel',
    t: () => req(HTTP_2026).stream('p1', { closeAt: 4200, closedBy: 'client' }).build(),
    outcome: 'cancelled',
    cause: 'client-cancel',
    serverState: 'unknown',
    signal: 'stream-close',
  },
  {
    name: '2026: TS v2 aborts the POST at 60 s (status 0, ERR_ABORTED) → cancelled/client-timeout',
    t: () => req(HTTP_2026).stream('p1', { closeAt: 60_004, closedBy: 'client', status: 0, error: 'net::ERR_ABORTED' }).build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    confidence: 'medium',
    timeoutMs: 60_000,
    signal: 'abort',
  },
  {
    name: '2026: stream ended right after the final response → completed, never a cancellation',
    t: () => req(HTTP_2026).stream('p1', { closeAt: 1500, closedBy: 'client' }).result(1499, undefined, 'p1').build(),
    outcome: 'completed',
    cause: 'none',
    serverState: 'completed',
    signal: null,
  },
  {
    name: '2026: network cut → lost/stream-closed',
    t: () => req(HTTP_2026).stream('p1', { closeAt: 30_000, closedBy: 'network', error: 'TypeError: terminated' }).build(),
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    summary: /new id/,
  },
  {
    name: '2026: notifications/cancelled over HTTP still counts as the intent, confidence lowered',
    t: () => req(HTTP_2026).stream('p1').cancel(60_010, 'SdkError: Request timed out').openAtEnd().build(),
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    confidence: 'medium',
  },
  {
    name: 'unknown version, HTTP client close → legacy assumed, confidence lowered, version missing',
    t: () => req({ transport: 'streamable-http', version: null }).stream('p1', { closeAt: 4000, closedBy: 'client' }).build(),
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    confidence: 'medium',
    missing: /protocol version/,
  },
  // ── pending ──
  { name: 'still open at the end of the capture → pending', t: () => req().openAtEnd().build(), outcome: 'pending', cause: 'unknown', serverState: 'unknown', missing: /rest of the capture/ },
  {
    name: 'no clock: no reason → client-cancel, timestamps missing',
    t: () => req({ at: null, clock: 'none' }).build(),
    outcome: 'abandoned',
    cause: 'unknown',
    serverState: 'unknown',
    missing: /timestamps/,
  },
];

describe('classify: what the timeline files on a request but does not decide it', () => {
  it('stdout noise filed as host-log does not read as the requester giving up', () => {
    const b = req().openAtEnd();
    const t = b.build();
    // the timeline attaches non-JSON stdout lines to open requests as 'host-log' entries of kind 'unparsed'
    const noise = { ...t.request, kind: 'unparsed' as const, message: undefined, text: 'warning: request timeout set to 5s', source: { file: 'capture.log', line: 99 } };
    t.entries.push({ kind: 'host-log', at: t.request.at, source: noise.source, detail: noise.text, event: noise });
    expect(classify(t).outcome).toBe('pending');
  });

  it("the server's own stderr mentioning a timeout is not the requester's timer", () => {
    const t = req().hostLog(5000, 'upstream API timeout, retrying', 'server').openAtEnd().build();
    expect(classify(t).outcome).toBe('pending');
  });

  it('an HTTP failure of another exchange (a notification POST) does not decide this request', () => {
    const t = req({ transport: 'streamable-http', version: '2025-06-18' }).stream('p1').openAtEnd().build();
    const other = { ...t.request, kind: 'http-status' as const, message: undefined, stream: { id: 'other', status: 504 }, source: { file: 'capture.log', line: 98 } };
    t.entries.push({ kind: 'http-status', at: t.request.at, source: other.source, detail: 'HTTP 504 (on another exchange)', event: other });
    expect(classify(t).outcome).toBe('pending');
  });
});

describe('classify: a refusal paired with the one open request under an id the responder invented', () => {
  // Step 6b reads the refusal as the request's error answer; when its words leave the server's state unknown
  // (connection closed, a client timeout, a gateway), the refusal still settles it: one note says how it was paired.
  it.each([
    ['Connection closed', 'failed'],
    ['Request timed out', 'failed'],
    ['Internal error', 'failed'],
  ])('%j under "err_abc": the pairing note once', (message, serverState) => {
    const c = new Capture();
    c.call(3, 'build');
    c.msg('server', { id: 'err_abc', error: { code: -32600, message } } as never);
    const t = run(c.events).requests.find((x) => x.id === 3)!;
    expect(t.refusedUnnamedBy).toBe('only-open');
    const r = classify(t);
    expect(r.serverState).toBe(serverState);
    expect(r.evidence.filter((e) => /paired with this request as the one open/.test(e.note))).toHaveLength(1);
  });
});

describe('classify: an internal-error answer relaying a backend status', () => {
  // plastic-labs/honcho#310 read from the wire: the same answer the host's words quote (host-words.ts) reads the same.
  it('a -32603 "404 {…Session not found…}" answer to tools/call 3 is the server\'s failure, not an expired session', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.call(3, 'chat');
    c.wait(40);
    c.err('server', 3, -32603, '404 {"detail":"Session not found"}');
    const t = run(c.events).requests.find((x) => x.id === 3)!;
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });
  });
});

describe('classify', () => {
  it.each(cases)('$name', (c) => {
    const got = classify(c.t(), c.opts ?? {});
    expect({ outcome: got.outcome, cause: got.cause, serverState: got.serverState }).toEqual({ outcome: c.outcome, cause: c.cause, serverState: c.serverState });
    if (c.confidence) expect(got.confidence).toBe(c.confidence);
    if (c.timeoutMs !== undefined) expect(got.timeout?.ms ?? null).toBe(c.timeoutMs);
    if (c.basis) expect(got.timeout?.basis).toMatch(c.basis);
    if (c.signal !== undefined) expect(got.cancelSignal?.kind ?? null).toBe(c.signal);
    if (c.summary) expect(got.summary).toMatch(c.summary);
    if (c.missing) expect(got.missing.join('\n')).toMatch(c.missing);
    // Every classification points at the request line and never invents evidence without a source.
    expect(got.evidence[0]?.source.line).toBeGreaterThan(0);
    expect(got.summary.length).toBeGreaterThan(10);
    // serverState unknown always says what would settle it.
    if (got.serverState === 'unknown' && got.outcome !== 'completed') expect(got.missing.length).toBeGreaterThan(0);
  });

  it('cancelSignal of a notification carries who, when, where and the verbatim reason', () => {
    const t = req().cancel(60_006).build();
    const c = classify(t);
    expect(c.cancelSignal).toMatchObject({ kind: 'notification', by: 'client', reason: TS1_TIMEOUT });
    expect(c.cancelSignal?.source).toBe(t.cancels[0]!.source);
    expect(c.cancelSignal?.at).toBe(t.cancels[0]!.at);
  });

  it('a server-issued request (sampling) cancelled by the server is classified the same way', () => {
    const t = req({ from: 'server', method: 'sampling/createMessage', id: 0 }).cancel(60_004).build();
    const c = classify(t);
    expect(c.outcome).toBe('cancelled');
    expect(c.cause).toBe('client-timeout');
    expect(c.cancelSignal?.by).toBe('server');
  });

  it('is pure: classifying twice gives the same answer and leaves the timeline untouched', () => {
    const t = req({ progressToken: 1 }).progress(10, 1).cancel(60_006).result(60_100).build();
    const before = JSON.stringify(t);
    const a = classify(t);
    const b = classify(t);
    expect(b).toEqual(a);
    expect(JSON.stringify(t)).toBe(before);
  });
});
