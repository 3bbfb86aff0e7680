import { describe, expect, it } from 'vitest';
import { Capture, run } from './events.js';

describe('sessions without reader labels', () => {
  it('splits on a second initialize: Claude Desktop / TS SDK ids restart at 0', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'build_project');
    c.wait(100).res('server', 1, { content: [] });
    // The host restarts the server without a close line in this capture.
    c.wait(1000).v1Handshake();
    c.call(1, 'build_project');
    const r = run(c.events);
    expect(r.sessions.map((s) => s.info.key)).toEqual(['s1', 's2']);
    expect(r.requests.map((t) => t.key).sort()).toEqual(['s1:0', 's1:1', 's2:0', 's2:1']);
    expect(r.byKey('s1:1').responses).toHaveLength(1);
    expect(r.byKey('s2:1').responses).toHaveLength(0);
    expect(r.byKey('s2:1').openAtEnd).toBe(true);
    expect(r.sessions[0]?.requestCount).toBe(2);
  });

  it('splits on initialize after calls even without an earlier initialize (capture began mid-session); VS Code ids start at 1', () => {
    const c = new Capture();
    c.call(7, 'search');
    c.v1Handshake('srv', 1);
    c.call(2, 'search');
    const r = run(c.events);
    expect(r.sessions).toHaveLength(2);
    const s1 = r.byKey('s1:7');
    // The lifetime ended when the next one began: the open call was lost with it.
    expect(s1.transportClose?.source.line).toBe(2);
    expect(s1.entries.find((e) => e.kind === 'transport-close')?.detail).toMatch(/new session started \(line 2\)/);
    expect(r.byKey('s2:1').method).toBe('initialize');
  });

  it('does not split on the 2026 discover probe followed by the initialize fallback on the same process', () => {
    const c = new Capture();
    c.req('client', 'server-discover-probe-1', 'server/discover', {
      _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' },
    });
    c.err('server', 'server-discover-probe-1', -32601, 'Method not found');
    c.v1Handshake();
    const r = run(c.events);
    expect(r.sessions).toHaveLength(1);
    expect(r.sessions[0]?.info.protocolVersion).toBe('2025-11-25');
    expect(r.sessions[0]?.info.protocolVersionBasis).toBe('initialize-result');
  });

  // A refused probe is the negotiation working only when the client's fallback to initialize follows it
  // (report/select.ts); a capture that ends on the refusal shows none (UsefulSoftwareCo/executor#1449).
  it.each([
    ['the initialize fallback on the same process', (c: Capture): void => void c.v1Handshake(), undefined],
    ['nothing after the refusal', (_c: Capture): void => undefined, true],
    // The connection the probe was refused on ended first: no fallback on it (the server went with the probe).
    ['the process exiting, then an initialize in a new lifetime', (c: Capture): void => { c.close('process exited', 0); c.v1Handshake(); }, true],
    ['a tool call but no initialize after it', (c: Capture): void => void c.call(2, 'search'), true],
  ] as const)('a refused discover probe followed by %s: noFallback %s', (_n, after, want) => {
    const c = new Capture();
    c.req('client', 'server-discover-probe-1', 'server/discover', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } });
    c.err('server', 'server-discover-probe-1', -32601, 'Method not found');
    after(c);
    const r = run(c.events);
    const probe = r.requests.find((t) => t.method === 'server/discover');
    expect(probe?.noFallback).toBe(want);
  });

  it('starts a new session when messages follow a transport close', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'a');
    c.close();
    c.hostLog('Server transport closed'); // no live session: belongs to nothing
    c.v1Handshake();
    const r = run(c.events);
    expect(r.sessions.map((s) => s.info.key)).toEqual(['s1', 's2']);
    expect(r.sessions[0]?.info.end?.kind).toBe('transport-close');
    expect(r.sessions[1]?.info.end).toBeNull();
    expect(r.byKey('s1:1').transportClose?.kind).toBe('transport-close');
  });

  it('v2 pinned on stdio: the discover probe runs on a sibling process, each lifetime is its own session (sdk-behaviour #20)', () => {
    const c = new Capture();
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'v2-client', version: '2.4.0' },
    };
    c.req('client', 'server-discover-probe-1', 'server/discover', { _meta: meta });
    c.res('server', 'server-discover-probe-1', {
      supportedVersions: ['2025-11-25', '2026-07-28'],
      capabilities: {},
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'srv', version: '9' } },
    });
    c.close('process exited', 0);
    c.req('client', 0, 'tools/call', { name: 'slow', arguments: {}, _meta: meta });
    c.cancel('client', 0, 'SdkError: Request timed out');
    const r = run(c.events);
    expect(r.sessions).toHaveLength(2);
    const [probe, real] = r.sessions;
    expect(probe?.info.client?.value).toEqual({ name: 'v2-client', version: '2.4.0' });
    expect(probe?.info.server?.value).toEqual({ name: 'srv', version: '9' });
    expect(probe?.info.protocolVersionBasis).toBe('meta');
    expect(real?.info.protocolVersion).toBe('2026-07-28');
    expect(real?.info.protocolVersionSource?.line).toBe(4);
    expect(r.byKey('s2:0').cancels).toHaveLength(1);
  });
});

describe('sessions with reader labels', () => {
  it('a new label is a new session; a label seen again is the same session (interleaved HTTP session ids)', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.session = 'A';
    c.call(1, 'x');
    c.session = 'B';
    c.call(1, 'y');
    c.session = 'A';
    c.res('server', 1, {});
    const r = run(c.events);
    expect(r.sessions.map((s) => [s.info.key, s.info.label])).toEqual([
      ['s1', 'A'],
      ['s2', 'B'],
    ]);
    expect(r.byKey('s1:1').target).toBe('x');
    expect(r.byKey('s1:1').responses).toHaveLength(1);
    expect(r.byKey('s2:1').openAtEnd).toBe(true);
  });

  it('a labelled session is not ended by another label: two servers interleaved in one log', () => {
    const c = new Capture();
    c.session = 'weather#1';
    c.v1Handshake('weather');
    c.session = 'github#1';
    c.v1Handshake('github');
    c.session = 'weather#1';
    c.call(1, 'forecast');
    c.session = 'github#1';
    c.call(1, 'issues');
    c.session = 'weather#1';
    c.res('server', 1, {});
    const r = run(c.events);
    expect(r.sessions).toHaveLength(2);
    expect(r.byKey('s1:1').responses).toHaveLength(1);
    expect(r.byKey('s1:1').session.server?.value.name).toBe('weather');
    expect(r.byKey('s2:1').responses).toHaveLength(0);
    expect(r.byKey('s2:1').transportClose).toBeNull();
  });

  it('adopts a label that arrives after the initialize exchange (Mcp-Session-Id is assigned on its response)', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.v1Handshake();
    c.session = 'sess-1';
    c.call(1, 'x');
    const r = run(c.events);
    expect(r.sessions).toHaveLength(1);
    expect(r.sessions[0]?.info.label).toBe('sess-1');
    expect(r.sessions[0]?.requestCount).toBe(2);
  });

  it('an unlabelled initialize while a labelled HTTP session lives opens a second session without ending the first', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.session = 'old';
    c.v1Handshake();
    c.call(1, 'x');
    c.session = null;
    c.v1Handshake();
    c.session = 'new';
    c.call(1, 'x');
    c.session = 'old';
    c.res('server', 1, {});
    const r = run(c.events);
    expect(r.sessions.map((s) => s.info.label)).toEqual(['old', 'new']);
    expect(r.byKey('s1:1').responses).toHaveLength(1);
    expect(r.byKey('s1:1').transportClose).toBeNull();
  });

  it('a label seen again after its transport close is a new session', () => {
    const c = new Capture({ session: '1' });
    c.v1Handshake();
    c.close();
    c.v1Handshake();
    const r = run(c.events);
    expect(r.sessions.map((s) => [s.info.key, s.info.label])).toEqual([
      ['s1', '1'],
      ['s2', '1'],
    ]);
  });

  it('the session the last event went to takes its label only while it lives: a label closed and seen again is a new session, another label goes on', () => {
    const c = new Capture();
    c.session = 'a#1';
    c.v1Handshake('a');
    c.session = 'b#1';
    c.v1Handshake('b');
    c.call(1, 'x');
    c.session = 'a#1';
    c.close();
    // Just after the close of a#1 the builder's newest live session is b#1; then a#1 again, then b#1's answer.
    c.v1Handshake('a');
    c.call(1, 'y');
    c.session = 'b#1';
    c.res('server', 1, {});
    c.session = 'a#1';
    c.res('server', 1, {});
    const r = run(c.events);
    expect(r.sessions.map((s) => [s.info.key, s.info.label])).toEqual([
      ['s1', 'a#1'],
      ['s2', 'b#1'],
      ['s3', 'a#1'],
    ]);
    expect(r.byKey('s2:1').target).toBe('x');
    expect(r.byKey('s2:1').responses).toHaveLength(1);
    expect(r.byKey('s3:1').target).toBe('y');
    expect(r.byKey('s3:1').responses).toHaveLength(1);
  });

  it('prefixes session keys for uniqueness across inputs', () => {
    const c = new Capture();
    c.v1Handshake();
    const r = run(c.events, { sessionPrefix: 'b' });
    expect(r.sessions[0]?.info.key).toBe('b.s1');
    expect(r.requests[0]?.key).toBe('b.s1:0');
  });
});

describe('session info', () => {
  it('takes clocks, transport, file and end from the events', () => {
    const c = new Capture({ transport: null });
    c.hostLog('not a session yet'); // no session exists: not counted
    c.transport = 'stdio';
    c.v1Handshake();
    c.wait(2000).close();
    const r = run(c.events);
    const info = r.sessions[0]!.info;
    expect(info.transport).toBe('stdio');
    expect(info.file).toBe('capture.log');
    expect(info.startedAt).toBe(c.events[1]!.at);
    expect(info.endedAt).toBe(c.events.at(-1)!.at);
    expect(info.end).toBe(c.events.at(-1));
    expect(info.client?.value).toEqual({ name: 'claude-ai', version: '0.1.0' });
    expect(info.client?.source.line).toBe(2);
    expect(info.server?.value).toEqual({ name: 'everything', version: '2.0.0' });
    expect(info.clock).toBe('utc');
  });

  const cases: Array<{ name: string; build: (c: Capture) => void; version: string | null; basis: string | null }> = [
    {
      name: 'initialize result beats the request',
      build: (c) => {
        c.req('client', 0, 'initialize', { protocolVersion: '2025-11-25', clientInfo: { name: 'c', version: '1' } });
        c.res('server', 0, { protocolVersion: '2025-06-18', serverInfo: { name: 's', version: '1' } });
      },
      version: '2025-06-18',
      basis: 'initialize-result',
    },
    {
      name: 'initialize request alone',
      build: (c) => c.req('client', 0, 'initialize', { protocolVersion: '2024-11-05' }),
      version: '2024-11-05',
      basis: 'initialize-request',
    },
    {
      name: '2026 _meta on requests',
      build: (c) => c.req('client', 0, 'tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }),
      version: '2026-07-28',
      basis: 'meta',
    },
    {
      name: 'mcp-protocol-version header on a stream open',
      build: (c) => {
        c.transport = 'streamable-http';
        c.streamOpen({ id: 'x1', method: 'POST', headers: { 'mcp-session-id': 'abc', 'mcp-protocol-version': '2025-06-18' } });
      },
      version: '2025-06-18',
      basis: 'header',
    },
    {
      name: 'Streamable HTTP session id without the header assumes 2025-03-26',
      build: (c) => {
        c.transport = 'streamable-http';
        c.streamOpen({ id: 'x1', method: 'POST', headers: { 'mcp-session-id': 'abc' } });
      },
      version: '2025-03-26',
      basis: 'header-absent',
    },
    {
      name: 'a header after header-absent wins',
      build: (c) => {
        c.transport = 'streamable-http';
        c.streamOpen({ id: 'x1', method: 'POST', headers: { 'mcp-session-id': 'abc' } });
        c.streamOpen({ id: 'x2', method: 'POST', headers: { 'mcp-session-id': 'abc', 'mcp-protocol-version': '2025-11-25' } });
      },
      version: '2025-11-25',
      basis: 'header',
    },
    {
      name: 'no header-absent rule outside Streamable HTTP',
      build: (c) => {
        c.transport = 'http+sse';
        c.streamOpen({ id: 'x1', method: 'POST', headers: { 'mcp-session-id': 'abc' } });
      },
      version: null,
      basis: null,
    },
    {
      name: 'discover result: newest supported version, weakest basis',
      build: (c) => {
        c.req('client', 'p', 'server/discover');
        c.res('server', 'p', { supportedVersions: ['2025-11-25', '2026-07-28', 42], capabilities: {} });
      },
      version: '2026-07-28',
      basis: 'discover',
    },
    {
      name: 'a hostile version value is ignored',
      build: (c) => c.req('client', 0, 'initialize', { protocolVersion: { __proto__: 'x' } }),
      version: null,
      basis: null,
    },
  ];
  it.each(cases)('protocol version: $name', ({ build, version, basis }) => {
    const c = new Capture();
    build(c);
    const s = run(c.events).sessions[0]!.info;
    expect(s.protocolVersion).toBe(version);
    expect(s.protocolVersionBasis).toBe(basis);
    if (version !== null) expect(s.protocolVersionSource?.file).toBe('capture.log');
  });
});

describe('labelled stdio lifetimes without a close line', () => {
  it('ends the older lifetime of the same server when it answers a newer initialize; other servers live on', () => {
    const c = new Capture();
    c.session = 'weather#1';
    c.v1Handshake('weather');
    c.call(1, 'forecast');
    c.session = 'github#1';
    c.v1Handshake('github');
    c.call(1, 'issues');
    c.session = 'weather#2';
    const init = c.req('client', 0, 'initialize', { protocolVersion: '2025-11-25', clientInfo: { name: 'claude-ai', version: '1' } });
    c.res('server', 0, { protocolVersion: '2025-11-25', serverInfo: { name: 'weather', version: '2.0.0' } });
    c.session = 'github#1';
    c.res('server', 1, {});
    const r = run(c.events);
    expect(r.byKey('s1:1').transportClose).toBe(init);
    expect(r.byKey('s1:1').openAtEnd).toBe(false);
    expect(r.byKey('s2:1').responses).toHaveLength(1);
    expect(r.order.indexOf('s:s1')).toBeLessThan(r.order.indexOf('s:s2'));
  });
});

describe('labelled lifetimes of two configured servers that run the same package', () => {
  it('a newer lifetime of one does not end the other, although both report the same serverInfo name', () => {
    const c = new Capture();
    c.session = 'fs-home#1';
    c.v1Handshake('secure-filesystem-server');
    c.call(1, 'read_file');
    c.session = 'fs-work#1';
    c.v1Handshake('secure-filesystem-server');
    c.session = 'fs-home#1';
    c.res('server', 1, {});
    const r = run(c.events);
    expect(r.byKey('s1:1').transportClose).toBeNull();
    expect(r.byKey('s1:1').responses).toHaveLength(1);
  });

  it('a newer lifetime of the same configured server still ends the older one', () => {
    const c = new Capture();
    c.session = 'fs-home#1';
    c.v1Handshake('secure-filesystem-server');
    c.call(1, 'read_file');
    c.session = 'fs-home#2';
    c.v1Handshake('secure-filesystem-server');
    const r = run(c.events);
    expect(r.byKey('s1:1').transportClose).not.toBeNull();
  });
});

describe('response bodies are read only when something can be learnt', () => {
  /** A response whose `result` counts its reads (a reader may build it on demand). */
  function countingResponse(c: Capture, id: number, result: unknown): { reads: number } {
    const counter = { reads: 0 };
    const e = c.res('server', id, null);
    Object.defineProperty(e.message!, 'result', {
      get: () => {
        counter.reads++;
        return result;
      },
      enumerable: true,
      configurable: true,
    });
    return counter;
  }

  it('a plain completion after a handshake that named the server is never read', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'build_project');
    const plain = countingResponse(c, 1, { content: [{ type: 'text', text: 'done' }] });
    run(c.events);
    expect(plain.reads).toBe(0);
  });

  it('before the server is known, a result is read for its _meta server info', () => {
    const c = new Capture();
    c.call(1, 'build_project');
    const first = countingResponse(c, 1, { content: [] });
    run(c.events);
    expect(first.reads).toBeGreaterThan(0);
  });
});
