/**
 * Requests from a host's words (issue 10 §1): host-log events carrying `said` start, join and end
 * requests; classify reads how they ended. The sentences are the shapes of real pastes
 * (hosts-in-the-wild.md): Claude Code "Tool 'x' failed after 300s: fetch failed"
 * (anthropics/claude-agent-sdk-typescript#118), "Connection timeout triggered after 30040ms"
 * (czlonkowski/n8n-mcp#555), Codex "timed out awaiting tools/call after 120s" (openai/codex#6127).
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid } from '../../src/events.js';
import { classify } from '../../src/diagnose/classify.js';
import { diagnose } from '../../src/diagnose/index.js';
import { Capture, run, T0 } from './events.js';

function said(c: Capture, text: string, s: Omit<HostSaid, 'phrase'> & { phrase?: string }) {
  return c.add({ kind: 'host-log', text, said: { phrase: s.phrase ?? 'claude-code/test', ...s } });
}

describe('host-log requests', () => {
  it('a failure line alone starts a request dated back by the elapsed time it states', () => {
    const c = new Capture({ session: 'deep#1', transport: null });
    c.wait(300_000);
    said(c, "Tool 'get_results' failed after 300s: fetch failed", { kind: 'failed', method: 'tools/call', target: 'get_results', elapsedMs: 300_000, error: 'fetch failed', server: 'deep' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    const t = r.requests[0]!;
    expect(t).toMatchObject({ id: null, basis: 'host-log', method: 'tools/call', target: 'get_results', key: 's1:tools/call#1' });
    expect(t.request.at).toBe(T0);
    const v = classify(t);
    // The call's own HTTP exchange broke (undici's 300 s headers timeout), not the whole transport.
    expect(v).toMatchObject({ outcome: 'lost', cause: 'stream-closed', serverState: 'unknown', confidence: 'medium' });
  });

  // designcomputer/mysql_mcp_server#49 (Cursor): the close is logged first, then the call fails with it.
  it('a failure line after a connection-level close is the call the close ended, not a new one', () => {
    const c = new Capture({ session: 'pgstore#1', transport: null });
    said(c, "Calling tool 'run_query'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'run_query' });
    c.wait(70);
    said(c, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    said(c, "Error calling tool 'run_query': MCP error -32000: Connection closed", { phrase: 'cursor/error-calling-tool', kind: 'failed', method: 'tools/call', target: 'run_query', error: 'MCP error -32000: Connection closed' });
    // A second failure line for the same tool is a second call (the close ended only one).
    said(c, "Error calling tool 'run_query': MCP error -32000: Connection closed", { phrase: 'cursor/error-calling-tool', kind: 'failed', method: 'tools/call', target: 'run_query', error: 'MCP error -32000: Connection closed' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(2);
    expect(r.requests[0]!.said).toHaveLength(3);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
    expect(r.requests[1]!.said).toHaveLength(1);
  });

  it('start, still-running and timer lines are one request; a TS-SDK host cancels on its timer', () => {
    const c = new Capture({ session: 'build#1', transport: null });
    said(c, 'Calling MCP tool: build', { kind: 'request-sent', method: 'tools/call', target: 'build' });
    c.wait(30_000);
    said(c, 'Tool build still running (30s elapsed)', { kind: 'waiting', method: 'tools/call', target: 'build', elapsedMs: 30_000 });
    c.wait(30_000);
    said(c, 'MCP error -32001: Request timed out', { kind: 'timer-fired', method: 'tools/call' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    const t = r.requests[0]!;
    expect(t.said).toHaveLength(3);
    expect(t.entries.map((e) => e.kind)).toEqual(['request', 'host-log', 'host-log']);
    const d = diagnose(t);
    expect(d).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout', confidence: 'medium' });
    expect(d.findings).toEqual([]);
  });

  it.each([
    ['codex', 'abandoned'],
    ['zed', 'abandoned'],
    ['claude-code', 'cancelled'],
  ])('a %s request timer: %s', (host, outcome) => {
    const c = new Capture({ session: 'x#1', transport: null });
    said(c, 'timed out awaiting tools/call after 120s', { phrase: `${host}/timeout`, kind: 'timer-fired', method: 'tools/call', limitMs: 120_000 });
    const t = run(c.events).requests[0]!;
    const v = classify(t);
    expect(v.outcome).toBe(outcome);
    expect(v.cause).toBe('client-timeout');
    expect(v.timeout).toMatchObject({ ms: 120_000 });
    expect(t.request.at).toBeNull();
  });

  it('a connect timeout takes the limit stated earlier in the session and is abandoned', () => {
    const c = new Capture({ session: 'n8n#1', transport: null });
    said(c, 'Starting connection with timeout of 30000ms', { kind: 'limit', limitMs: 30_000, scope: 'connection' });
    c.wait(30_040);
    said(c, 'Connection timeout triggered after 30040ms', { kind: 'timer-fired', elapsedMs: 30_040, scope: 'connection' });
    const t = run(c.events).requests[0]!;
    expect(t.method).toBe('initialize');
    expect(classify(t)).toMatchObject({ outcome: 'abandoned', cause: 'client-timeout', timeout: { ms: 30_000 } });
  });

  it('words that name an id join the wire request with that id (basis mixed)', () => {
    const c = new Capture({ session: 'p#1', transport: 'stdio' });
    c.msg('client', { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'slow' } });
    c.wait(60_000);
    said(c, 'request 4 timed out', { kind: 'timer-fired', id: 4, limitMs: 60_000 });
    const t = run(c.events).requests[0]!;
    expect(t.basis).toBe('mixed');
    expect(t.key).toBe('s1:4');
    expect(classify(t)).toMatchObject({ cause: 'client-timeout' });
  });

  it('a connection-closed line reaches every open request of the session', () => {
    const c = new Capture({ session: 's#1', transport: null });
    said(c, 'Calling tool a', { kind: 'request-sent', method: 'tools/call', target: 'a' });
    said(c, 'Calling tool b', { kind: 'request-sent', method: 'tools/call', target: 'b' });
    said(c, 'Server process exited with code 1', { kind: 'connection-closed', exitCode: 1 });
    const r = run(c.events);
    expect(r.requests.map((t) => classify(t).outcome)).toEqual(['lost', 'lost']);
  });

  it('only a start and the end of the capture: pending', () => {
    const c = new Capture({ session: 's#1', transport: null });
    said(c, 'Waiting for server to respond to `initialize` request...', { kind: 'request-sent', method: 'initialize', scope: 'connection' });
    const t = run(c.events).requests[0]!;
    expect(classify(t)).toMatchObject({ outcome: 'pending' });
  });
});
