/**
 * Which lines open a session (timeline/builder.ts onHostLog, Builder.endedBefore, Builder.unopen): words that a
 * connection or the process ended, with no session live for them, open none only when a session of the same connection
 * (the same configured server, else the input's last session) already ended in that input — the words are then about
 * what ended. Otherwise they are a session's only record: a connection that failed before anything was written, or the
 * end of a session begun before the capture. Read over the Python SDK's Streamable HTTP server log in the record texts
 * of mcp 2.3.0 as test/fixtures/ingest/python-sdk/2.3.0-http-resumed/server.log holds them (the session manager's
 * lifecycle lines and uvicorn's), and over synthetic events.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { readInputs } from '../../src/report/contract.js';
import { tempFile } from '../ingest/helpers.js';
import type { WireEvent } from '../../src/events.js';
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
    requests: r.requests.map((q) => `${q.method} ${q.outcome} ${q.cause} ${q.durationMs}`),
  };
}

const SHUTDOWN_AT = '2026-12-05T02:53:31.878+00:00';
const CREATED_AT = '2026-12-05T02:53:04.732+00:00';

describe('a Python SDK server log: what its lifecycle lines open', () => {
  it.each([
    // The recorded run's shape: the session created and terminated (no request line at DEBUG in 2.3.0), then the
    // process stopped by hand 18 s later. "Created new transport with session ID: <id>" opens the session (the server's
    // side of its start, python-sdk/session-created) and "Terminating session: <id>" is its end (the transport closing
    // its streams, python-sdk/session-terminated): the shutdown after it ends nothing more and opens no session.
    ['started, created, terminated, shutting down', [...UVICORN_UP, STARTED, CREATED, TERMINATED, DELETE, ...UVICORN_DOWN, SHUTTING_DOWN, ...UVICORN_END], [[0, CREATED_AT]], []],
    ['created, then terminated', [CREATED, TERMINATED, DELETE], [[0, CREATED_AT]], []],
    ['shutting down alone', [SHUTTING_DOWN], [[0, SHUTDOWN_AT]], []],
    ['started, then shutting down', [STARTED, SHUTTING_DOWN], [[0, SHUTDOWN_AT]], []],
    // A request announced: its session is the one the shutdown ends; the shutdown opens no second one.
    ['a request, then shutting down', [STARTED, CREATED, PROCESSING, SHUTTING_DOWN], [[1, CREATED_AT]], ['tools/call lost connection-closed 27120']],
    // The same request, its session terminated before the stop: the termination is logged on a client's clean DELETE
    // too, and this INFO log never records a request's end, so it does not say the call was still in flight — it ends
    // nothing (python-sdk/session-terminated); the call keeps the reading it has without it (the manager's stop ends
    // what is open, as the start build read it); still one session.
    ['a request, terminated, then shutting down', [STARTED, CREATED, PROCESSING, TERMINATED, DELETE, ...UVICORN_DOWN, SHUTTING_DOWN, ...UVICORN_END], [[1, CREATED_AT]], ['tools/call lost connection-closed 27120']],
    // The stateless transport's "Terminating session: None" is the end of its one exchange, not a session's: the call it
    // carried completed (SDK_HTTP_EXCHANGES in server-logs.ts).
    ['stateless: a request, then its exchange torn down', [STARTED, PROCESSING, 'INFO:     127.0.0.1:52990 - "POST /mcp HTTP/1.1" 200 OK', py('05,001', 'streamable_http', 'INFO', 'Terminating session: None')], [[1, '2026-12-05T02:53:04.758+00:00']], ['tools/call completed none 243']],
  ] as const)('%s', async (_name, lines, sessions, requests) => {
    const r = await sessionsOf([...lines]);
    expect(r.format).toBe('python-sdk');
    expect(r.sessions).toEqual(sessions);
    expect(r.requests).toEqual(requests);
  });
});

/** Words that the connection closed, as a host log's row reads them (`server`: the configured server they name). */
function closed(c: Capture, server?: string): WireEvent {
  return c.add({ kind: 'host-log', from: 'client', text: 'Client closed', said: { kind: 'connection-closed', phrase: 'cursor/client-closed', scope: 'connection', ...(server !== undefined ? { server } : {}) } });
}

describe('words that a connection ended, with no session live', () => {
  it.each([
    // After a session of the same connection ended: about what ended, no session of their own.
    ['after an ended session (no server named: the input\'s last session)', (c: Capture) => { c.v1Handshake(); c.close('process exited', 1); c.wait(500); closed(c); }, [['s1', 1]]],
    ['after an ended session of the server they name', (c: Capture) => { c.session = 'fs#1'; c.v1Handshake(); c.close('process exited', 1); c.session = null; c.wait(500); closed(c, 'fs'); }, [['s1', 1]]],
    ['repeated after an ended session', (c: Capture) => { c.v1Handshake(); c.close('process exited', 1); closed(c); c.wait(500); closed(c); }, [['s1', 1]]],
    // A first close with nothing before it: the only record of a connection that failed (a spawn that failed).
    ['a first close, nothing before', (c: Capture) => { closed(c, 'fs'); }, [['s1', 0]]],
    ['a first close, nothing before, no server named', (c: Capture) => { closed(c); }, [['s1', 0]]],
    // The end of a session begun before the capture: a session.
    ['the close of a session begun before the capture', (c: Capture) => { c.add({ kind: 'host-log', from: 'server', text: 'handling tools/call' }); c.wait(500); closed(c); }, [['s1', 0]]],
    // A session of another server ended: this server's close is its own connection's record.
    ['after an ended session of another server', (c: Capture) => { c.session = 'git#1'; c.v1Handshake(); c.close('process exited', 1); c.session = null; c.wait(500); closed(c, 'fs'); }, [['s1', 1], ['s2', 0]]],
    // A later lifetime of the same server (its own label) after a run that ended: a new connection, its close its record
    // (Claude Desktop: a working run closes, then `Initializing server…`, `spawn npx ENOENT`, transport closed).
    ['a later lifetime\'s close after an ended run of the same server', (c: Capture) => { c.session = 'fs#1'; c.v1Handshake(); c.close('process exited', 1); c.wait(500); c.session = 'fs#2'; closed(c, 'fs'); }, [['s1', 1], ['s2', 0]]],
    ['the same lifetime\'s close repeated after it ended', (c: Capture) => { c.session = 'fs#1'; c.v1Handshake(); c.close('process exited', 1); c.wait(500); closed(c, 'fs'); }, [['s1', 1]]],
    // An ended session in another file of a merged capture is not this input's.
    ['after an ended session in another file', (c: Capture) => { c.v1Handshake(); c.close('process exited', 1); c.file = 'other.log'; c.wait(500); closed(c); }, [['s1', 1], ['s2', 0]]],
  ] as const)('%s', (_name, write, sessions) => {
    const c = new Capture();
    write(c);
    const r = run(c.events);
    expect(r.sessions.map((s) => [s.info.key, s.requestCount])).toEqual(sessions);
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
