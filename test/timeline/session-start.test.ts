/**
 * A plain line's `initialize` takes its own path through the builder and correlation (builder.ts onPlainSessionStart,
 * correlate.ts onPlainInitialize: docs/performance.md, sixty-eighth round); the text path's message takes the general
 * one (onWireMessage, onMessage, onRequest). Each capture below is analysed both ways — the fast path on (plain events)
 * and off (MCP_TRIAGE_NO_WASM=1) — and the two reports must be the same, with the sessions and requests each case is
 * about.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyze } from '../../src/analyze.js';
import type { Report } from '../../src/report/contract.js';
import { tempFile } from '../ingest/helpers.js';

const INIT = (id: unknown, extra = ''): string =>
  `{"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}${extra}},"jsonrpc":"2.0"${id === undefined ? '' : `,"id":${JSON.stringify(id)}`}}`;
const INIT_OK = (id: unknown): string =>
  `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"2"}}}`;
const INITIALIZED = '{"method":"notifications/initialized","jsonrpc":"2.0"}';
const CALL = (id: unknown): string => `{"method":"tools/call","params":{"name":"t","arguments":{}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
const OK = (id: unknown): string => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[]}}`;
const DISCOVER = (id: unknown): string =>
  `{"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
const NOT_FOUND = (id: unknown): string => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"error":{"code":-32601,"message":"Method not found"}}`;
const CANCEL = (id: unknown): string =>
  `{"method":"notifications/cancelled","params":{"requestId":${JSON.stringify(id)},"reason":"Request timed out"},"jsonrpc":"2.0"}`;
/** A session: its handshake and `calls` answered calls from id 1, the last one cancelled unanswered when `cut`. */
const SESSION = (initId: unknown, calls: number, cut = false): string[] => {
  const out = [INIT(initId), INIT_OK(initId), INITIALIZED];
  for (let i = 1; i <= calls; i++) out.push(CALL(i), ...(cut && i === calls ? [CANCEL(i)] : [OK(i)]));
  return out;
};

let t = Date.UTC(2026, 0, 1, 9);
/** The host's line that starts server `server` (a new lifetime of its session). */
const START = (server: string): string => `${new Date(t++).toISOString()} [${server}] [info] Initializing server... { metadata: undefined }`;
/** The host's line that the transport of server `server` closed (`side` 'Client' or 'Server'). */
const CLOSE = (server: string, side: string): string => `${new Date(t++).toISOString()} [${server}] [info] ${side} transport closed { metadata: undefined }`;
/** NDJSON lines as a Claude Desktop log of server `server`, one line a millisecond. */
const desktop = (server: string, lines: string[], from = 'client'): string[] =>
  lines.map((l) => {
    const who = l.includes('"method"') && !l.includes('"result"') ? from : 'server';
    return `${new Date(t++).toISOString()} [${server}] [info] Message from ${who}: ${l} { metadata: undefined }`;
  });

async function both(name: string, lines: string[], all: boolean): Promise<{ fast: Report; text: Report }> {
  const path = tempFile(name, lines.join('\n') + '\n');
  const fast = await analyze([path], { all, tz: 'UTC' });
  vi.stubEnv('MCP_TRIAGE_NO_WASM', '1');
  const text = await analyze([path], { all, tz: 'UTC' });
  vi.unstubAllEnvs();
  return { fast, text };
}

describe('a plain initialize on its own path reads as the text path reads it', () => {
  afterEach(() => vi.unstubAllEnvs());
  // `all: false` where what is reported hangs on the session split (a probe's fallback: report/select.ts isIncident).
  const cases: Array<{ name: string; file: string; lines: string[]; sessions: number; requests: number; all?: false; reported?: string[]; lost?: { session: string; id: number } }> = [
    { name: 'NDJSON: a server restart, ids counting from 0 again', file: 'restart.ndjson', lines: [...SESSION(0, 3), ...SESSION(0, 3, true)], sessions: 2, requests: 8 },
    { name: 'NDJSON: three sessions, string and large ids', file: 'ids.ndjson', lines: [...SESSION('init', 2), ...SESSION(9007199254740991, 1), ...SESSION(0, 2, true)], sessions: 3, requests: 8 },
    { name: 'NDJSON: an initialize with a null id, one with none', file: 'noid.ndjson', lines: [...SESSION(0, 1), INIT(null), INIT(undefined), CALL(2), CANCEL(2)], sessions: 1, requests: 3 },
    { name: 'NDJSON: two initializes before any call (the second a new session)', file: 'twice.ndjson', lines: [INIT(0), INIT(0), INIT_OK(0), CALL(1), CANCEL(1)], sessions: 2, requests: 3 },
    { name: 'NDJSON: a refused discover probe, a call, then an initialize (a new session: the probe has its fallback)', file: 'discover.ndjson', lines: [DISCOVER(0), NOT_FOUND(0), CALL(1), OK(1), ...SESSION(0, 1, true)], sessions: 2, requests: 4, all: false, reported: ['tools/call'] },
    { name: 'NDJSON: an initialize with a progress token and a task', file: 'meta.ndjson', lines: [INIT(0, ',"_meta":{"progressToken":5},"task":{"ttl":1}'), INIT_OK(0), CALL(1), CANCEL(1)], sessions: 1, requests: 2 },
    {
      name: 'Claude Desktop: a labelled session initialized twice with the same id (a numbered key)',
      file: 'twice.log',
      lines: desktop('a', [...SESSION(0, 1), INIT(0), INIT_OK(0), CALL(2), CANCEL(2)]),
      sessions: 1,
      requests: 4,
    },
    {
      name: 'Claude Desktop: two servers, one restarted (an older lifetime ended by the new initialize)',
      file: 'lifetimes.log',
      lines: [START('a'), ...desktop('a', SESSION(0, 2)), START('b'), ...desktop('b', SESSION(0, 1)), ...desktop('a', [CALL(3)]), START('a'), ...desktop('a', [INIT(0), INIT_OK(0), CALL(1), CANCEL(1)])],
      sessions: 3,
      requests: 8,
    },
    {
      // The host's close lines are not plain lines (builder.ts onOtherEvent): the open call is lost at the close.
      name: 'Claude Desktop: a call open at the host\'s transport close',
      file: 'closed.log',
      lines: [START('a'), ...desktop('a', [...SESSION(0, 1), CALL(2)]), CLOSE('a', 'Client'), CLOSE('a', 'Server')],
      sessions: 1,
      requests: 3,
      lost: { session: 's1', id: 2 },
    },
    {
      // The restart's lifetime: a label the host's line names before any message of it.
      name: 'Claude Desktop: the host\'s transport close, then the server restarted',
      file: 'restarted.log',
      lines: [START('a'), ...desktop('a', [...SESSION(0, 1), CALL(2)]), CLOSE('a', 'Client'), CLOSE('a', 'Server'), START('a'), ...desktop('a', [INIT(0), INIT_OK(0), CALL(1), CANCEL(1)])],
      sessions: 2,
      requests: 5,
      lost: { session: 's1', id: 2 },
    },
    { name: 'Claude Desktop: an initialize the server sends', file: 'server.log', lines: desktop('c', [...SESSION(0, 1), INIT(7), CALL(2), CANCEL(2)], 'server'), sessions: 1, requests: 4 },
  ];
  it.each(cases)('$name', async ({ file, lines, sessions, requests, all, reported, lost }) => {
    const { fast, text } = await both(file, lines, all ?? true);
    expect(JSON.stringify(fast)).toBe(JSON.stringify(text));
    expect(fast.summary.sessions).toBe(sessions);
    expect(fast.summary.requests).toBe(requests);
    if (reported !== undefined) expect(fast.requests.map((r) => r.method)).toEqual(reported);
    if (lost !== undefined) {
      const r = fast.requests.find((q) => q.session === lost.session && q.id === lost.id);
      expect(r?.outcome).toBe('lost');
      expect(r?.timeline.map((en) => en.kind).slice(0, 2)).toEqual(['request', 'transport-close']);
    }
  });
});
