import { describe, expect, it } from 'vitest';
import { Capture, kinds, run } from './events.js';

function http(): Capture {
  const c = new Capture({ transport: 'streamable-http', session: 'sess-1' });
  return c;
}

describe('HTTP streams', () => {
  it('links the POST stream by the request that arrived on it; the response on it is carried', () => {
    const c = http();
    c.streamOpen({ id: 'e1', method: 'POST', headers: { 'mcp-session-id': 'sess-1', 'mcp-protocol-version': '2025-11-25' } });
    c.call(1, 'build', {}, { progress: true, stream: { id: 'e1' } });
    c.status('e1', 200, 'text/event-stream');
    c.keepalive('e1');
    c.progress(1, 1, 2, undefined, { id: 'e1', lastEventId: 'ev-1' });
    c.res('server', 1, {}, { id: 'e1', lastEventId: 'ev-2' });
    c.streamClose('e1', 'server');
    const t = run(c.events).byKey('s1:1');
    expect(t.streams).toHaveLength(1);
    expect(t.streams[0]).toMatchObject({
      id: 'e1',
      status: 200,
      closedBy: 'server',
      carriedResponse: true,
      keepalives: 1,
      lastEventId: 'ev-2',
      resumedBy: null,
    });
    expect(t.streams[0]?.open?.kind).toBe('stream-open');
    expect(t.streams[0]?.close?.kind).toBe('stream-close');
    expect(kinds(t)).toEqual(['request', 'stream-open', 'http-status', 'keepalive', 'progress', 'response', 'stream-close']);
    expect(t.entries.map((e) => e.detail)).toContain('HTTP 200 text/event-stream');
    expect(t.entries.map((e) => e.detail)).toContain('POST stream opened');
  });

  it('links a stream announced by stream.requestId before the request message', () => {
    const c = http();
    c.streamOpen({ id: 'e7', method: 'POST', requestId: 7 });
    c.req('client', 7, 'tools/call', { name: 'x' }); // this reader does not repeat the stream on the message
    c.status('e7', 504, 'text/html');
    c.streamClose('e7', 'server');
    const t = run(c.events).byKey('s1:7');
    expect(t.streams.map((s) => [s.id, s.status, s.carriedResponse])).toEqual([['e7', 504, false]]);
    expect(t.entries.map((e) => e.detail)).toEqual([
      'tools/call x',
      'POST stream opened',
      'HTTP 504 text/html',
      'stream closed by server',
    ]);
  });

  it('records a client abort with the error text (2026 timeout aborts the POST, sdk-behaviour #18)', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.streamOpen({ id: 'e1', method: 'POST', requestId: 0, headers: { 'mcp-protocol-version': '2026-07-28' } });
    c.call(0, 'slow', {}, { stream: { id: 'e1' } });
    c.wait(60_000).streamClose('e1', 'client', { status: 0, error: 'net::ERR_ABORTED' });
    const t = run(c.events).byKey('s1:0');
    expect(t.streams[0]).toMatchObject({ closedBy: 'client', status: 0, carriedResponse: false });
    expect(t.entries.map((e) => e.detail)).toContain('stream closed by client: net::ERR_ABORTED');
    expect(t.entries.map((e) => e.detail)).toContain('HTTP 0 (no response headers)');
    expect(t.openAtEnd).toBe(true);
  });

  it('joins a resume GET by Last-Event-ID and matches the response it carries (2025-11-25 resumption)', () => {
    const c = http();
    c.streamOpen({ id: 'p1', method: 'POST' });
    c.call(3, 'build', {}, { stream: { id: 'p1' } });
    c.add({ kind: 'keepalive', from: 'server', text: 'id: prime-1', stream: { id: 'p1', lastEventId: 'prime-1' } });
    c.streamClose('p1', 'network', { error: 'TypeError: terminated', partial: true });
    c.wait(1000).streamOpen({ id: 'g1', method: 'GET', headers: { 'last-event-id': 'prime-1', 'mcp-session-id': 'sess-1' } });
    c.res('server', 3, {}, { id: 'g1', lastEventId: 'ev-9' });
    const t = run(c.events).byKey('s1:3');
    expect(t.responses).toHaveLength(1);
    expect(t.streams.map((s) => [s.id, s.resumedBy, s.carriedResponse, s.lastEventId])).toEqual([
      ['p1', 'g1', false, 'prime-1'],
      ['g1', null, true, 'ev-9'],
    ]);
    expect(kinds(t)).toEqual(['request', 'stream-open', 'keepalive', 'stream-close', 'stream-open', 'resume', 'response']);
    expect(t.entries.find((e) => e.kind === 'resume')?.detail).toBe('resumed by stream g1 (Last-Event-ID prime-1)');
    expect(t.entries.find((e) => e.kind === 'stream-close')?.detail).toBe(
      'stream closed by network: TypeError: terminated (in the middle of an SSE event)',
    );
  });

  it('a GET whose Last-Event-ID was never seen resumes nothing', () => {
    const c = http();
    c.call(3, 'build', {}, { stream: { id: 'p1', lastEventId: 'a' } });
    c.streamOpen({ id: 'g1', method: 'GET', headers: { 'last-event-id': 'zzz' } });
    const t = run(c.events).byKey('s1:3');
    expect(t.streams.map((s) => s.id)).toEqual(['p1']);
    expect(t.streams[0]?.resumedBy).toBeNull();
  });

  it('coalesces long keepalive runs into the first and the latest', () => {
    const c = http();
    c.call(1, 'x', {}, { stream: { id: 'p1' } });
    for (let i = 0; i < 500; i++) c.wait(15_000).keepalive('p1');
    const t = run(c.events).byKey('s1:1');
    expect(t.streams[0]?.keepalives).toBe(500);
    expect(t.entries.map((e) => e.detail)).toEqual(['tools/call x', 'keepalive', 'keepalive (500 on this stream)']);
    expect(t.entries[2]?.source.line).toBe(501);
  });

  it('links server notifications/message carried on the request stream as logs', () => {
    const c = http();
    c.call(1, 'x', {}, { stream: { id: 'p1' } });
    c.note('server', 'notifications/message', { level: 'warning', logger: 'db', data: 'slow query' }, { id: 'p1' });
    c.note('server', 'notifications/message', { level: 'info', data: { rows: 3 } }, { id: 'other' });
    const t = run(c.events).byKey('s1:1');
    expect(t.logs).toHaveLength(1);
    expect(t.entries[1]?.detail).toBe('log warning [db] "slow query"');
  });

  it('a 404 "Session not found" body with id null is evidence on its exchange, not a response', () => {
    const c = http();
    c.call(94, 'x', {}, { stream: { id: 'p9' } });
    c.status('p9', 404, 'application/json');
    c.err('server', null, -32001, 'Session not found', { id: 'p9' });
    const r = run(c.events);
    const t = r.byKey('s1:94');
    expect(t.responses).toHaveLength(0);
    expect(t.entries.map((e) => e.detail)).toEqual([
      'tools/call x',
      'HTTP 404 application/json',
      'error -32001 Session not found (id null, on this request\'s exchange)',
    ]);
    expect(r.sessions[0]?.orphanResponses).toHaveLength(0);
  });

  it('an HTTP error on an exchange of no request is added to every request still waiting', () => {
    const c = http();
    c.call(1, 'a', {}, { stream: { id: 'p1' } });
    c.call(2, 'b', {}, { stream: { id: 'p2' } });
    c.res('server', 2, {}, { id: 'p2' });
    c.note('client', 'notifications/cancelled', { requestId: 1 }, { id: 'p3' });
    c.status('p3', 404);
    c.status('p4', 202);
    const r = run(c.events);
    expect(r.byKey('s1:1').entries.at(-1)?.detail).toBe('HTTP 404 (on another exchange)');
    expect(kinds(r.byKey('s1:2'))).toEqual(['request', 'response']);
  });

  it('forgets unlinked streams once closed', () => {
    const c = http();
    for (let i = 0; i < 2000; i++) {
      c.note('client', 'notifications/initialized', {}, { id: `n${i}` });
      c.status(`n${i}`, 202);
      c.streamClose(`n${i}`, 'server');
    }
    const r = run(c.events, { open: true });
    expect(r.builder.debugStats().streams).toBe(0);
  });
});

describe('HTTP streams that answer no client request', () => {
  it('does not link the POST carrying the client answer to a server request, even with a requestId', () => {
    const c = http();
    c.v1Handshake(); // client id 0 is answered
    c.call(1, 'x', {}, { stream: { id: 'p1' } });
    c.req('server', 0, 'roots/list', undefined, { id: 'p1' });
    c.streamOpen({ id: 'p2', method: 'POST', requestId: 0 });
    c.res('client', 0, { roots: [] }, { id: 'p2', requestId: 0 });
    c.status('p2', 202);
    c.streamClose('p2', 'server');
    c.call(5, 'y', {}, { stream: { id: 'p5' } });
    const r = run(c.events);
    expect(r.byKey('s1:0').streams).toEqual([]);
    expect(r.byKey('s1:5').streams.map((s) => s.id)).toEqual(['p5']);
    const roots = r.requests.find((t) => t.method === 'roots/list')!;
    expect(roots.responses).toHaveLength(1);
    expect(roots.streams).toEqual([]);
  });
});

describe('HTTP+SSE (2024-11-05)', () => {
  it('does not treat the 202 POST as the response stream; the response on the GET /sse stream matches by id', () => {
    const c = new Capture({ transport: 'http+sse' });
    c.streamOpen({ id: 'sse', method: 'GET' });
    c.add({ kind: 'keepalive', from: 'server', text: 'endpoint: /messages?sessionId=abc', stream: { id: 'sse' } });
    c.streamOpen({ id: 'post1', method: 'POST' });
    c.call(1, 'build', {}, { stream: { id: 'post1' } });
    c.status('post1', 202);
    c.streamClose('post1', 'server');
    c.wait(5000).res('server', 1, {}, { id: 'sse' });
    const t = run(c.events).byKey('s1:1');
    expect(t.streams).toEqual([]);
    expect(t.responses).toHaveLength(1);
    expect(kinds(t)).toEqual(['request', 'stream-open', 'http-status', 'response']);
    expect(t.entries[2]?.detail).toBe('HTTP 202 (accepted: the response comes on another stream)');
  });
});
