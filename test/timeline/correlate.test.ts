/**
 * The correlator's contract with the builder: it changes only the message's own session and returns what it decided
 * beyond it (the request started, the request answered cleanly, the initialize answered), counting starts in the
 * plain state it is given.
 */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/events.js';
import { onMessage, type Correlation, type Decision } from '../../src/timeline/correlate.js';
import { RetryIndex } from '../../src/timeline/retries.js';
import { newSession, type Req, type Sess } from '../../src/timeline/state.js';
import { classify } from '../../src/diagnose/classify.js';
import { Capture, run, V1_TIMEOUT } from './events.js';

const INPUT = { file: 'capture.log', clock: 'utc' as const, zone: 'UTC', zoneAssumed: false };

/** Feeds every event of `c` to one session; returns each message's decision, in order. */
function correlate(c: Capture, cx: Correlation = { retries: new RetryIndex(), requests: 0 }, sess: Sess = newSession('s1', null, INPUT, 1)): Decision[] {
  // Copied: a decision is valid until the next message (correlate.ts decided).
  return c.events.map((e: WireEvent) => ({ ...onMessage(cx, sess, e, null) }));
}

/** A decision's request: a `Req` here (these correlations have no slot table: state.ts Slots). */
function req(x: Req | number | null): Req | null {
  if (typeof x === 'number') throw new Error('a slot without a slot table');
  return x;
}

/** A decision as keys of the requests it names (null where it names none). */
function named(d: Decision): { started: string | null; clean: string | null; initialize: string | null } {
  return { started: req(d.started)?.t.key ?? null, clean: req(d.clean)?.t.key ?? null, initialize: d.initialize?.t.key ?? null };
}

const NONE = { started: null, clean: null, initialize: null };

describe('correlate: the decisions it returns', () => {
  const cases: Array<[string, (c: Capture) => void, Array<ReturnType<typeof named>>]> = [
    [
      'a call and its result: started, then answered clean',
      (c) => {
        c.call(1, 'echo');
        c.res('server', 1, { content: [] });
      },
      [{ ...NONE, started: 's1:1' }, { ...NONE, clean: 's1:1' }],
    ],
    [
      'the client initialize answered: the initialize decision, and clean',
      (c) => {
        c.req('client', 0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
        c.res('server', 0, { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 'srv', version: '1' } });
      },
      [{ ...NONE, started: 's1:0' }, { ...NONE, clean: 's1:0', initialize: 's1:0' }],
    ],
    [
      'an initialize refused with an error: answered (held like any answer), but no initialize decision: the server did not say who it is',
      (c) => {
        c.req('client', 0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
        c.err('server', 0, -32602, 'Unsupported protocol version');
      },
      [{ ...NONE, started: 's1:0' }, { ...NONE, clean: 's1:0' }],
    ],
    [
      'a cancelled call answered late: not clean (held with its session)',
      (c) => {
        c.call(1, 'slow');
        c.cancel('client', 1, V1_TIMEOUT);
        c.res('server', 1, {});
      },
      [{ ...NONE, started: 's1:1' }, NONE, NONE],
    ],
    [
      'a second response: decides nothing more',
      (c) => {
        c.call(1, 'echo');
        c.res('server', 1, {});
        c.res('server', 1, {});
      },
      [{ ...NONE, started: 's1:1' }, { ...NONE, clean: 's1:1' }, NONE],
    ],
    [
      'a response for no request (after the initialize): an orphan, no decision',
      (c) => {
        c.req('client', 0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
        c.res('server', 9, {});
      },
      [{ ...NONE, started: 's1:0' }, NONE],
    ],
  ];
  it.each(cases)('%s', (_name, write, want) => {
    const c = new Capture();
    write(c);
    expect(correlate(c).map(named)).toEqual(want);
  });

  it('numbers requests from the shared count, across sessions', () => {
    const cx: Correlation = { retries: new RetryIndex(), requests: 0 };
    const a = new Capture();
    a.call(1, 'echo');
    a.call(2, 'echo');
    const b = new Capture();
    b.call(1, 'echo');
    const da = correlate(a, cx, newSession('s1', null, INPUT, 1));
    const db = correlate(b, cx, newSession('s2', null, INPUT, 2));
    expect([...da, ...db].map((d) => req(d.started)?.seq)).toEqual([1, 2, 3]);
    expect(cx.requests).toBe(3);
  });

  it('finds a retry through the shared index, in another session', () => {
    const cx: Correlation = { retries: new RetryIndex(), requests: 0 };
    const a = new Capture();
    a.call(1, 'send_email', { to: 'x' });
    const b = new Capture();
    b.call(1, 'send_email', { to: 'x' });
    correlate(a, cx, newSession('s1', null, INPUT, 1));
    const [d] = correlate(b, cx, newSession('s2', null, INPUT, 2));
    expect(req(d!.started)?.t.retryOf?.key).toBe('s1:1');
  });
});

describe('correlate: an error naming no request on a session without streams', () => {
  // modelcontextprotocol/php-sdk#96: the server refused tools/call id 4 at once with `"id":""`, the client waited out
  // its timer and cancelled, and the server refused the cancel notification the same way.
  const refused = (gapMs: number, id: '' | null) => {
    const c = new Capture();
    c.call(4, 'lookup');
    c.wait(gapMs);
    c.err('server', id as null, -32600, 'A valid session id is REQUIRED for non-initialize requests.');
    c.wait(30_000);
    c.cancel('client', 4, V1_TIMEOUT);
    c.wait(1);
    c.err('server', id as null, -32600, 'A valid session id is REQUIRED for non-initialize requests.');
    return run(c.events);
  };

  it.each([[''], [null]])('sent right after the request (id %j): its refusal, not its answer; the one after the cancel answers no request', (id) => {
    const r = refused(3, id as '' | null);
    expect(r.requests.map((t) => t.key)).toEqual(['s1:4']);
    const t = r.requests[0]!;
    expect(t.responses).toHaveLength(0);
    expect(t.refusedUnnamed?.source.line).toBe(2);
    expect(classify(t)).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout', serverState: 'failed' });
  });

  it('sent long after the request, it is no refusal of it', () => {
    const r = refused(5_000, '');
    const t = r.requests.find((x) => x.key === 's1:4')!;
    expect(t.refusedUnnamed).toBeUndefined();
    expect(classify(t).serverState).toBe('unknown');
  });

  // UsefulSoftwareCo/executor#1449: the probe and the refusal pasted as two JSON bodies, no clock: the order says it.
  it('with no clock, the error right after the request is its refusal; with another message between, it is not', () => {
    const c = new Capture();
    c.req('client', 1, 'server/discover', {});
    c.err('server', null, -32000, 'Bad Request: Server not initialized');
    const untimed = c.events.map((e) => ({ ...e, at: null }));
    const t = run(untimed).requests.find((x) => x.key === 's1:1')!;
    expect(run(untimed).requests).toHaveLength(1);
    expect(t.refusedUnnamed?.source.line).toBe(2);
    // Nothing else ended it: the refusal is its end (classify step 6b), as the thread established.
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });

    const d = new Capture();
    d.req('client', 1, 'server/discover', {});
    d.note('client', 'notifications/initialized', {});
    d.err('server', null, -32000, 'Bad Request: Server not initialized');
    const u = run(d.events.map((e) => ({ ...e, at: null }))).requests.find((x) => x.key === 's1:1')!;
    expect(u.refusedUnnamed).toBeUndefined();
  });

  // dynatrace-oss/dynatrace-mcp#134: a curl without -i prints the POST's body only; the TypeScript SDK's transport
  // refuses a second initialize under no id. Nothing after it: the request failed with that refusal. A cancel after
  // the refusal (php-sdk#96 above) still decides; a session refusal reads as one.
  it.each([
    ['Invalid Request: Server already initialized', -32600, 'server-error', 'failed'],
    // An initialize carries no session: a refusal of it in a lost session's words is the server refusing it (a
    // server that did not see it as an initialize: classify/answered.ts), not a session it forgot.
    ['Bad Request: No valid session ID provided', -32000, 'server-error', 'failed'],
  ] as const)('with nothing after it, the refusal %j ends the request as its error answer', (message, code, cause, serverState) => {
    const c = new Capture();
    c.req('client', 1, 'initialize', { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'probe', version: '1' } });
    c.err('server', null, code, message);
    const t = run(c.events.map((e) => ({ ...e, at: null }))).requests.find((x) => x.key === 's1:1')!;
    expect(t.refusedUnnamed?.source.line).toBe(2);
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause, serverState });
  });

  it('after the request had progress, it is no refusal of it', () => {
    const c = new Capture();
    c.call(4, 'lookup', {}, { progress: true });
    c.note('server', 'notifications/progress', { progressToken: 4, progress: 1 });
    c.err('server', '' as unknown as null, -32600, 'A valid session id is REQUIRED for non-initialize requests.');
    const t = run(c.events).requests.find((x) => x.key === 's1:4')!;
    expect(t.refusedUnnamed).toBeUndefined();
  });
});

describe('correlate: an error under an id the responder invented, saying it could not read the request', () => {
  // zoedsoupe/anubis-mcp#294: Anubis' Plug refused the 2026-07-28 probe on its MCP-Protocol-Version header before reading
  // the body, under an id it minted ('err_…'). JSON-RPC 2.0 §5 wants the id null when the responder could not read it:
  // an invented id is the same case, paired with the one request open and marked so.
  const unsupported = { code: -32603, message: 'Internal error', data: { data: { message: 'Unsupported MCP-Protocol-Version: 2026-07-28', http_status: 400 } } };
  const exchange = (requests: number[], error: Record<string, unknown>, id: string = 'err_Zk2pQ9vL') => {
    const c = new Capture();
    for (const n of requests) c.req('client', n, n === 1 ? 'server/discover' : 'tools/list', {});
    c.wait(5);
    c.msg('server', { jsonrpc: '2.0', id, error } as never);
    return run(c.events);
  };
  it.each([
    ['the header refused (its data says it)', unsupported],
    ['a parse error', { code: -32700, message: 'Parse error' }],
    ['an invalid request', { code: -32600, message: 'Invalid Request' }],
  ])('%s: paired with the one request open, which it failed', (_n, error) => {
    const r = exchange([1], error);
    expect(r.requests.map((t) => t.key)).toEqual(['s1:1']);
    const t = r.requests[0]!;
    expect(t.refusedUnnamedBy).toBe('only-open');
    expect(t.entries.at(-1)?.detail).toMatch(/paired by the one request open/);
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });
    expect(classify(t).evidence.some((ev) => /paired with this request as the one open/.test(ev.note))).toBe(true);
  });
  it('with two requests open, nothing says which it refused', () => {
    const r = exchange([1, 2], unsupported);
    expect(r.requests.every((t) => t.refusedUnnamed === undefined)).toBe(true);
  });
  it('an error that does not say it could not read the request is no refusal of the one open', () => {
    const r = exchange([1], { code: -32603, message: 'Internal error' });
    expect(r.requests.find((t) => t.key === 's1:1')?.refusedUnnamed).toBeUndefined();
  });

  // What the id itself says decides, not the code: -32600 is also the code servers answer a request they did read with
  // (their session refusals under the request's own id), and an answer in a cut capture may be one to a request sent
  // before it began. Each capture is JSONL with no clock: one request open, then the error.
  const cut = (request: { id: string | number; method: string }, error: { id: string | number; code: number; message: string }, initialized = false) => {
    const c = new Capture();
    if (initialized) {
      c.req('client', 0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
      c.res('server', 0, { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } });
    }
    c.req('client', request.id, request.method, {});
    c.err('server', error.id, error.code, error.message);
    return run(c.events.map((e) => ({ ...e, at: null }))).requests;
  };

  it.each([
    ['an invalid request', -32600, 'Invalid Request: missing jsonrpc version'],
    ['a parse error', -32700, 'Parse error'],
  ])('%s under a lower id of the same kind answers a request sent before the capture, not the one open', (_n, code, message) => {
    const rs = cut({ id: 6, method: 'tools/call' }, { id: 5, code, message });
    const six = rs.find((t) => t.id === 6)!;
    expect(six.refusedUnnamed).toBeUndefined();
    expect(six.refusedUnnamedBy).toBeUndefined();
    expect(classify(six).outcome).toBe('pending');
    const five = rs.find((t) => t.id === 5)!;
    expect(five.entries[0]?.detail).toMatch(/sent before the capture began/);
    expect(five.responses).toHaveLength(1);
  });

  it.each([
    ['a string where the requester numbers its ids', { id: 6, method: 'tools/call' }, 'err_Qh7vNw2m'],
    ['a number where the requester names its ids', { id: 'call-6', method: 'tools/call' }, 5],
    ['a number above the open request\'s', { id: 6, method: 'tools/call' }, 7],
    // zoedsoupe/anubis-mcp#294: both strings, the minted one of another form than the probe's.
    ['a string of another form than the requester\'s', { id: 'server-discover-probe-1', method: 'server/discover' }, 'err_Qh7vNw2mXc4LpTa9sE0='],
  ] as const)('an id the requester cannot have made (%s) is paired with the one open', (_n, request, id) => {
    const rs = cut(request, { id, code: -32600, message: 'Invalid Request' });
    expect(rs).toHaveLength(1);
    expect(rs[0]!.refusedUnnamedBy).toBe('only-open');
    expect(classify(rs[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });
  });

  // A counter's value echoed as a string (JSON-RPC 2.0 §4 lets an id be either; a lenient parser or a stringifying
  // responder turns 5 into "5"): the number it writes decides, as for a number.
  it('a string of digits below the open numeric id answers a request sent before the capture, not the one open', () => {
    const rs = cut({ id: 6, method: 'tools/call' }, { id: '5', code: -32600, message: 'Invalid Request' });
    expect(rs.find((t) => t.id === 6)?.refusedUnnamed).toBeUndefined();
    expect(rs.find((t) => t.id === '5')?.responses).toHaveLength(1);
  });
  it('a string of digits above the open numeric id is invented: paired with the one open', () => {
    const rs = cut({ id: 6, method: 'tools/call' }, { id: '7', code: -32600, message: 'Invalid Request' });
    expect(rs).toHaveLength(1);
    expect(rs[0]!.refusedUnnamedBy).toBe('only-open');
  });

  it('a string of the requester\'s own form is no invented id', () => {
    const rs = cut({ id: 'call-6', method: 'tools/call' }, { id: 'call-5', code: -32600, message: 'Invalid Request' });
    expect(rs.find((t) => t.id === 'call-6')?.refusedUnnamed).toBeUndefined();
    expect(rs.find((t) => t.id === 'call-5')?.responses).toHaveLength(1);
  });

  it('once the capture shows the session\'s initialize, no request predates it: an id no request has is invented', () => {
    const rs = cut({ id: 6, method: 'tools/call' }, { id: 5, code: -32600, message: 'Invalid Request' }, true);
    const six = rs.find((t) => t.id === 6)!;
    expect(six.refusedUnnamedBy).toBe('only-open');
    expect(rs.some((t) => t.id === 5)).toBe(false);
  });

  // -32600 is the session refusal of servers that read the request and answer under its id: php-mcp/laravel#28,
  // robhunter/agentdeals#1054, MoonshotAI/kimi-code#2380 (protocol/reasons.ts). Under an earlier id in a cut capture, it
  // refuses the request sent before the capture, which the session's loss failed.
  it.each([
    ['php-mcp', 'Invalid or expired session. Please re-initialize the session.', 'unknown'],
    ['agentdeals', 'Bad Request: No valid session. Send an initialize request first.', 'unknown'],
    ['kimi-code', "Unknown session id 'a1b2c3' for 'tools/call'; client should reinitialize", 'tools/call'],
  ])('a %s session refusal (-32600) under an earlier id is not the open request\'s', (_n, message, method) => {
    const rs = cut({ id: 6, method: 'tools/call' }, { id: 5, code: -32600, message });
    expect(rs.find((t) => t.id === 6)?.refusedUnnamed).toBeUndefined();
    const five = rs.find((t) => t.id === 5)!;
    expect(five.method).toBe(method);
    expect(classify(five).cause).toBe('session-expired');
  });
});

describe('correlate: the client initialized notification after an initialize the capture shows no answer to', () => {
  // samanhappy/mcphub#428: a gateway logged the bodies it received, the initialize (no session yet) and then the
  // client's notifications/initialized on the session id the answer minted, never the answer it sent.
  const handshake = (withAnswer: boolean, notify: boolean) => {
    const c = new Capture({ transport: 'streamable-http' });
    c.req('client', 0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
    if (withAnswer) c.res('server', 0, { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } });
    c.session = 'sess-1';
    c.wait(5);
    if (notify) c.note('client', 'notifications/initialized');
    return run(c.events).requests.find((x) => x.method === 'initialize')!;
  };

  it('reads the initialize as answered, its answer not logged', () => {
    const t = handshake(false, true);
    expect(t.responses).toHaveLength(0);
    expect(t.initializedAfter?.source.line).toBe(2);
    expect(classify(t)).toMatchObject({ outcome: 'completed', cause: 'none', serverState: 'completed' });
  });

  it('without the notification the initialize stays pending', () => {
    const t = handshake(false, false);
    expect(t.initializedAfter).toBeUndefined();
    expect(classify(t).outcome).toBe('pending');
  });

  it('with the answer logged, the answer is what it reads', () => {
    const t = handshake(true, true);
    expect(t.initializedAfter).toBeUndefined();
    expect(classify(t)).toMatchObject({ outcome: 'completed', confidence: 'high' });
  });

  it("a server's notification of that name proves nothing", () => {
    const c = new Capture();
    c.req('client', 0, 'initialize', {});
    c.note('server', 'notifications/initialized');
    const t = run(c.events).requests.find((x) => x.method === 'initialize')!;
    expect(t.initializedAfter).toBeUndefined();
    expect(classify(t).outcome).toBe('pending');
  });
});

describe('correlate: an id-null error with no request before it names what it refused when its words say', () => {
  // formulahendry/mcp-server-code-runner#17: the TypeScript SDK's transport refusing a second initialize
  it.each([
    ['Invalid Request: Server already initialized', 'initialize', -32600],
    ["Unknown session id 'a1b2c3' for 'tools/call'; client should reinitialize", 'tools/call', -32600],
    ['Bad Request: No valid session ID provided', 'unknown', -32000],
  ] as const)('%s → %s', (message, method, code) => {
    const c = new Capture({ transport: 'streamable-http' });
    c.add({ kind: 'message', from: 'server', message: { jsonrpc: '2.0', id: null, error: { code, message } } });
    const rs = run(c.events).requests;
    expect(rs.map((t) => [t.method, t.id])).toEqual([[method, null]]);
    expect(rs[0]!.key).toBe(`s1:${method}#1`);
  });
});
