/**
 * Which lines open a session (timeline/builder.ts onHostLog, Builder.unopen): a server's words that a connection or
 * the process ended close what was open and open nothing themselves. The Python SDK's Streamable HTTP server log, in
 * the record texts of mcp 2.3.0 as test/fixtures/ingest/python-sdk/2.3.0-http-resumed/server.log holds them (the session
 * manager's lifecycle lines and uvicorn's), read by the Python SDK server log's reader and the timeline: a hand-stopped
 * server logs "StreamableHTTP session manager shutting down" long after its last session was terminated, and that is
 * no session of its own.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { readInputs } from '../../src/report/contract.js';
import { tempFile } from '../ingest/helpers.js';
import { Capture, run } from './events.js';

const STAMP = '2026-12-05 02:53:';
const py = (s: string, logger: string, level: string, text: string): string => `${STAMP}${s} - mcp.server.${logger} - ${level} - ${text}`;
const STARTED = py('01,743', 'streamable_http_manager', 'INFO', 'StreamableHTTP session manager started');
const CREATED = py('04,732', 'streamable_http_manager', 'INFO', 'Created new transport with session ID: c41240c7232f4e62bbeab0c8cbf612b3');
const PROCESSING = py('04,758', 'lowlevel.server', 'INFO', 'Processing request of type CallToolRequest');
const TERMINATED = py('13,079', 'streamable_http', 'INFO', 'Terminating session: c41240c7232f4e62bbeab0c8cbf612b3');
const DELETE = 'INFO:     127.0.0.1:52994 - "DELETE /mcp HTTP/1.1" 200 OK';
const UVICORN_DOWN = ['INFO:     Shutting down', 'INFO:     Waiting for application shutdown.'];
const SHUTTING_DOWN = py('31,878', 'streamable_http_manager', 'INFO', 'StreamableHTTP session manager shutting down');
const UVICORN_END = ['INFO:     Application shutdown complete.', 'INFO:     Finished server process [28930]'];
const UVICORN_UP = ['INFO:     Started server process [28930]', 'INFO:     Waiting for application startup.'];

async function sessionsOf(lines: string[]): Promise<{ format: string; sessions: Array<[number, string | null]>; requests: string[] }> {
  const r = await analyze([tempFile(`py-lifecycle-${lines.length}-${lines.join('').length}.log`, lines.join('\n') + '\n')], { all: true, tz: 'UTC' });
  return {
    format: readInputs(r)[0]!.format,
    sessions: r.sessions.map((s) => [s.requests, s.startedAt]),
    requests: r.requests.map((q) => `${q.method} ${q.outcome}`),
  };
}

describe('a Python SDK server log: its lifecycle lines open no session', () => {
  it.each([
    // The recorded run's shape: the session created and terminated (no request line at DEBUG in 2.3.0), then the
    // process stopped by hand 18 s later. No session: none of these lines is a message or a request.
    ['started, created, terminated, shutting down', [...UVICORN_UP, STARTED, CREATED, TERMINATED, DELETE, ...UVICORN_DOWN, SHUTTING_DOWN, ...UVICORN_END], [], []],
    ['shutting down alone', [SHUTTING_DOWN], [], []],
    ['started, then shutting down', [STARTED, SHUTTING_DOWN], [], []],
    // A request announced: its session is the one the shutdown ends; the shutdown opens no second one.
    ['a request, then shutting down', [STARTED, CREATED, PROCESSING, SHUTTING_DOWN], [[1, '2026-12-05T02:53:04.758+00:00']], ['tools/call lost']],
    // The same request, its session terminated before the stop: still one session.
    ['a request, terminated, then shutting down', [STARTED, CREATED, PROCESSING, TERMINATED, DELETE, ...UVICORN_DOWN, SHUTTING_DOWN, ...UVICORN_END], [[1, '2026-12-05T02:53:04.758+00:00']], ['tools/call lost']],
  ] as const)('%s', async (_name, lines, sessions, requests) => {
    const r = await sessionsOf([...lines]);
    expect(r.format).toBe('python-sdk');
    expect(r.sessions).toEqual(sessions);
    expect(r.requests).toEqual(requests);
  });
});

describe('words that a connection ended, with no session live', () => {
  it('open no session; a request after them opens the first', () => {
    const c = new Capture();
    c.add({ kind: 'host-log', from: 'server', text: 'shutting down', said: { kind: 'connection-closed', phrase: 'python-sdk/session-manager-shutting-down', scope: 'connection' } });
    c.wait(1000).v1Handshake();
    const r = run(c.events);
    expect(r.sessions.map((s) => [s.info.key, s.requestCount])).toEqual([['s1', 1]]);
    expect(r.sessions[0]!.info.startedAt).toBe(c.events[1]!.at);
  });

  it('a close after the session ended opens no second one', () => {
    const c = new Capture();
    c.v1Handshake();
    c.close('process exited', 1);
    c.add({ kind: 'host-log', from: 'server', text: 'Server exited', said: { kind: 'connection-closed', phrase: 'vscode/server-exited-before-initialize', scope: 'connection' } });
    const r = run(c.events);
    expect(r.sessions.map((s) => s.info.key)).toEqual(['s1']);
  });

  it('words that end a connection and start a request in it keep their session (the pending initialize)', () => {
    const c = new Capture();
    c.add({ kind: 'host-log', from: 'client', text: 'McpError: MCP error -32000: Connection closed', said: { kind: 'connection-closed', phrase: 'typescript-sdk/connection-closed', pending: true } });
    const r = run(c.events);
    expect(r.sessions).toHaveLength(1);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
  });

  it('other words with no session live still open one (a limit, a connect)', () => {
    const c = new Capture();
    c.add({ kind: 'host-log', from: 'client', text: 'Starting connection with timeout of 30000ms', said: { kind: 'limit', phrase: 'claude-code/connection-timeout', limitMs: 30000, scope: 'connection' } });
    const r = run(c.events);
    expect(r.sessions).toHaveLength(1);
  });
});
