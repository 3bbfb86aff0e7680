/**
 * Exports of the interactive MCP clients people debug with: the MCP Inspector v2's "Export JSON" buttons and
 * MCPJam Inspector's "Export logs as JSON file". Each is one pretty-printed JSON array (`JSON.stringify(x, null, 2)`),
 * read whole at `end()`.
 *
 * MCP Inspector v2 (modelcontextprotocol/inspector, `core/mcp/types.ts`), file `inspector-<kind>-<serverId>-<time>.json`:
 * - Protocol (History): `MessageEntry[]` — `{id, timestamp, direction: request|response|notification, origin?:
 *   client|server, message, response?, duration?, clientError?}`. `timestamp` is a serialised `Date` (ISO, UTC).
 *   A request entry that was answered carries the answer in `response` and `duration` (ms from request to
 *   answer); the answer may also be an entry of its own (hosts-in-the-wild.md §10; older builds kept both), so it
 *   is emitted once. `clientError` is why the Inspector rejected a well-formed answer (e.g. a 2026-07-28 result
 *   its codec refused, inspector#1953): the call failed on the client although the server answered.
 * - Network: `FetchRequestEntry[]` — one HTTP exchange each (`method, url, requestHeaders, requestBody,
 *   responseStatus, responseHeaders, responseBody, duration, error, category: auth|transport`, and `stream` on a GET
 *   notification stream); timing as `network()` says.
 * - Logs: `LogEntryData[]` — `{receivedAt, params: {level, logger?, data}}`, the server's `notifications/message`.
 * - Console: `{timestamp, message}[]` — a stdio server's stderr lines.
 * What 2.12.0 really writes was checked on exports of real runs (test/fixtures/ingest/inspector/README.md).
 *
 * MCPJam Inspector (`client/src/components/logger-view.tsx`), file `json-rpc-logs-<time>.json`: `{timestamp,
 * source, serverId, serverName?, direction, method, payload}[]`, **newest first** (the view sorts by time
 * descending). Rows of RPC traffic written by 2.45.0 have no `serverName`, and an answer's `method` is just
 * `result`/`error` (test/fixtures/ingest/mcpjam/): only `payload` is read. `direction` is `SEND` (MCPJam → server), `RECEIVE`, `HTTP` (an exchange's headers and status, in
 * `payload`), `OAUTH`, or `UI→HOST`/`HOST→UI` (an app widget's bridge, not MCP wire traffic).
 */
import type { JsonRpcId, Party, Source, StreamInfo } from '../../events.js';
import { toMessage } from '../jsonrpc.js';
import type { LineSink, Reader, ReaderContext } from '../types.js';
import { collectDocs } from './json-doc.js';
import { isObject as isObj } from '../../json.js';
import { CLIENT_NOTIFICATIONS, SERVER_REQUESTS } from '../../protocol/methods.js';

/**
 * Notifications the Inspector's client sends (protocol/methods.ts), and its cancels: either side may cancel, but an
 * Inspector export without a direction is the Inspector's own side. The others come from the server.
 */
const fromClient = (method: string): boolean => CLIENT_NOTIFICATIONS.has(method) || method === 'notifications/cancelled';

function s(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
function when(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
}
function idOf(m: unknown): JsonRpcId | null {
  const id = isObj(m) ? m.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

type Kind = 'protocol' | 'network' | 'logs' | 'console' | 'mcpjam';

function kindOf(first: unknown): Kind | null {
  if (!isObj(first)) return null;
  if (typeof first.serverId === 'string' && 'payload' in first && typeof first.direction === 'string') return 'mcpjam';
  if ('message' in first && (first.direction === 'request' || first.direction === 'response' || first.direction === 'notification')) return 'protocol';
  if (typeof first.url === 'string' && isObj(first.requestHeaders)) return 'network';
  if ('receivedAt' in first && isObj(first.params)) return 'logs';
  if (typeof first.timestamp === 'string' && typeof first.message === 'string' && !('direction' in first)) return 'console';
  return null;
}

function sniffInspector(head: readonly string[]): number {
  const t = head.join('\n');
  if (!/^\s*\[/.test(t)) return 0;
  if (/"direction":\s*"(?:request|response|notification)"/.test(t) && /"message":/.test(t) && /"timestamp":/.test(t)) return 0.92;
  if (/"requestHeaders":/.test(t) && /"url":/.test(t) && /"category":|"responseStatus":|"timestamp":/.test(t)) return 0.85;
  if (/"receivedAt":/.test(t) && /"params":/.test(t) && /"level":/.test(t)) return 0.8;
  // Console (2.12.0): a stdio server's stderr lines, `{timestamp, message}` and nothing else.
  if (/^\s*\[\s*\{\s*"timestamp":\s*"\d{4}-\d\d-\d\dT[^"]*Z",\s*"message":\s*"(?:[^"\\]|\\.)*"\s*\}/.test(t)) return 0.75;
  return 0;
}

function sniffMcpjam(head: readonly string[]): number {
  const t = head.join('\n');
  if (!/^\s*\[/.test(t)) return 0;
  return /"serverId":/.test(t) && /"direction":\s*"(?:SEND|RECEIVE|HTTP|OAUTH)"/.test(t) && /"payload":/.test(t) ? 0.93 : 0;
}

function open(expect: 'inspector' | 'mcpjam') {
  return (ctx: ReaderContext): LineSink => {
    const file = ctx.file;
    const docs = collectDocs(ctx, expect === 'mcpjam' ? 'mcpjam' : 'inspector export', () => false, () => false);
    return {
      line: (text, no) => docs.line(text, no),
      end(): void {
        const d = docs.finish();
        if (d === null) return;
        const where: Source = { file, line: d.line, endLine: d.endLine };
        if (!Array.isArray(d.value)) {
          ctx.problem(where, 'export: expected a JSON array of entries');
          return;
        }
        const list = d.value;
        const kind = kindOf(list.find(isObj));
        if (kind === null) {
          if (list.length > 0) ctx.problem(where, 'export: entries of an unknown shape');
          return;
        }
        const src = (i: number, tail = ''): Source => ({ file, line: d.line, endLine: d.endLine, pointer: `[${i}]${tail}` });
        if (kind === 'protocol') protocol(ctx, list, src);
        else if (kind === 'network') network(ctx, list, src);
        else if (kind === 'logs') logs(ctx, list, src);
        else if (kind === 'console') consoleLines(ctx, list, src);
        else mcpjam(ctx, list, src);
      },
    };
  };
}

function emitMessage(ctx: ReaderContext, src: Source, at: number | null, from: Party, raw: unknown, session: string | null = null): boolean {
  const r = toMessage(raw);
  if (!r.message) {
    ctx.problem(src, `export: ${r.problem ?? 'not a JSON-RPC message'}`);
    return false;
  }
  ctx.emit({ at, source: src, session, transport: null, from, kind: 'message', message: r.message });
  return true;
}

function protocol(ctx: ReaderContext, list: unknown[], src: (i: number, tail?: string) => Source): void {
  // Answers kept as entries of their own: the copy inside the request entry is then not emitted again.
  const standalone = new Set<string>();
  for (const e of list) {
    if (!isObj(e) || e.direction !== 'response') continue;
    const id = idOf(e.message);
    if (id !== null) standalone.add(`${typeof id}:${String(id)}`);
  }
  const out: { at: number | null; i: number; sub: number; emit: () => void }[] = [];
  list.forEach((e, i) => {
    if (!isObj(e)) {
      ctx.problem(src(i), 'export: entry is not an object');
      return;
    }
    const at = when(e.timestamp);
    const m = e.message;
    const method = isObj(m) ? s(m.method) : undefined;
    const origin: Party | undefined = e.origin === 'client' || e.origin === 'server' ? e.origin : undefined;
    const clientError = s(e.clientError);
    if (e.direction === 'request') {
      const from: Party = origin ?? (method !== undefined && SERVER_REQUESTS.has(method) ? 'server' : 'client');
      out.push({ at, i, sub: 0, emit: () => emitMessage(ctx, src(i, '.message'), at, from, m) });
      const id = idOf(m);
      const resp = e.response;
      const dur = typeof e.duration === 'number' && e.duration >= 0 ? e.duration : null;
      const rat = at !== null && dur !== null ? at + dur : null;
      if (resp !== undefined && id !== null && !standalone.has(`${typeof id}:${String(id)}`)) {
        out.push({ at: rat, i, sub: 1, emit: () => emitMessage(ctx, src(i, '.response'), rat, from === 'client' ? 'server' : 'client', resp) });
      }
      if (clientError !== undefined && id !== null) {
        out.push({ at: rat, i, sub: 2, emit: () => rejected(ctx, src(i, '.clientError'), rat, from, method, id, clientError) });
      }
      return;
    }
    if (e.direction === 'response') {
      const id = idOf(m);
      const from: Party = origin ?? 'server';
      out.push({ at, i, sub: 0, emit: () => emitMessage(ctx, src(i, '.message'), at, from, m) });
      if (clientError !== undefined && id !== null) {
        out.push({ at, i, sub: 1, emit: () => rejected(ctx, src(i, '.clientError'), at, from === 'server' ? 'client' : 'server', undefined, id, clientError) });
      }
      return;
    }
    const from: Party = origin ?? (method !== undefined && fromClient(method) ? 'client' : 'server');
    out.push({ at, i, sub: 0, emit: () => emitMessage(ctx, src(i, '.message'), at, from, m) });
  });
  // Entries are in arrival order; an embedded answer belongs at its own time, among later entries.
  out.sort((a, b) => (a.at ?? -Infinity) - (b.at ?? -Infinity) || a.i - b.i || a.sub - b.sub);
  for (const o of out) o.emit();
}

/** The Inspector rejected a well-formed answer: the requester's words that the call failed. */
function rejected(ctx: ReaderContext, source: Source, at: number | null, requester: Party, method: string | undefined, id: JsonRpcId, reason: string): void {
  ctx.emit({
    at, source, session: null, transport: null, from: requester, kind: 'host-log',
    text: `response rejected by the client: ${reason}`,
    said: { kind: 'failed', phrase: 'inspector/client-rejected-response', id, error: reason, scope: 'request', ...(method !== undefined ? { method } : {}) },
  });
}

const MCP_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'last-event-id', 'mcp-method', 'mcp-name'];

function mcpHeaders(h: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObj(h)) return out;
  for (const k of Object.keys(h)) {
    const v = h[k];
    const lk = k.toLowerCase();
    if (typeof v === 'string' && MCP_HEADERS.includes(lk)) out[lk] = v;
  }
  return out;
}

/** JSON-RPC messages in an HTTP body: JSON (one message or a batch) or an SSE stream's `data:` lines. */
function bodyMessages(body: string | undefined): unknown[] {
  if (body === undefined || body.trim() === '') return [];
  const t = body.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      const v: unknown = JSON.parse(t);
      return Array.isArray(v) ? v : [v];
    } catch {
      return [];
    }
  }
  const out: unknown[] = [];
  for (const block of body.split(/\r?\n\r?\n/)) {
    const data = block.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).replace(/^ /, '')).join('\n');
    if (data === '') continue;
    try {
      out.push(JSON.parse(data));
    } catch {
      // a non-JSON data field (an endpoint event of HTTP+SSE): not a message
    }
  }
  return out;
}

function header(h: unknown, name: string): string | undefined {
  if (!isObj(h)) return undefined;
  for (const k of Object.keys(h)) if (k.toLowerCase() === name) return s(h[k]);
  return undefined;
}

/**
 * The Network export, as the Inspector's fetch tracker (`createFetchTracker`, 2.12.0) records it:
 * - `duration` is the time to the response *headers*, not to the end of the exchange;
 * - a response body is filled in only once it has been read to its end, so an SSE response whose stream was
 *   still open when the file was exported has no `responseBody` at all, and one that has a body was closed;
 * - the body is one text: its SSE events have no clock of their own (`at: null`, as in a HAR);
 * - a GET notification stream keeps no body, only `stream: {eventCount, closedAt?}`;
 * - `error` is set only when fetch itself threw (no response, so no status).
 */
function network(ctx: ReaderContext, list: unknown[], src: (i: number, tail?: string) => Source): void {
  list.forEach((e, i) => {
    if (!isObj(e)) {
      ctx.problem(src(i), 'export: entry is not an object');
      return;
    }
    const at = when(e.timestamp);
    const status = typeof e.responseStatus === 'number' ? e.responseStatus : undefined;
    const method = s(e.method) ?? 'GET';
    if (e.category === 'auth') {
      // OAuth discovery, registration, token exchange: context for the story, never its bodies (tokens).
      ctx.emit({ at, source: src(i), session: null, transport: 'streamable-http', from: 'client', kind: 'host-log', text: `auth ${method} ${pathOnly(s(e.url))} → ${status ?? s(e.error) ?? 'no response'}` });
      return;
    }
    const headers = mcpHeaders(e.requestHeaders);
    const session = headers['mcp-session-id'] ?? mcpHeaders(e.responseHeaders)['mcp-session-id'] ?? null;
    const sent = bodyMessages(s(e.requestBody));
    const req = sent.find((m) => isObj(m) && typeof m.method === 'string' && idOf(m) !== null);
    const contentType = header(e.responseHeaders, 'content-type');
    const stream: StreamInfo = { id: `network[${i}]`, method, url: pathOnly(s(e.url)), headers,
      ...(req !== undefined ? { requestId: idOf(req) as JsonRpcId } : {}),
      ...(status !== undefined ? { status } : {}),
      ...(contentType !== undefined ? { contentType } : {}) };
    const base = { session, transport: 'streamable-http' as const };
    ctx.emit({ ...base, at, source: src(i), from: 'client', kind: 'stream-open', stream });
    sent.forEach((m, k) => {
      const r = toMessage(m);
      if (r.message) ctx.emit({ ...base, at, source: src(i, `.requestBody[${k}]`), from: 'client', kind: 'message', message: r.message, stream });
    });
    const dur = typeof e.duration === 'number' && e.duration >= 0 ? e.duration : null;
    const headersAt = at !== null && dur !== null ? at + dur : null;
    if (status !== undefined) ctx.emit({ ...base, at: headersAt ?? at, source: src(i, '.responseStatus'), from: 'server', kind: 'http-status', stream });
    const streamed = contentType !== undefined && /text\/event-stream/i.test(contentType);
    const body = s(e.responseBody);
    // A JSON body is read right after its headers; an SSE body's events came at times the export does not keep.
    const bodyAt = streamed ? null : headersAt;
    bodyMessages(body).forEach((m, k) => {
      const r = toMessage(m);
      if (r.message) ctx.emit({ ...base, at: bodyAt, source: src(i, `.responseBody[${k}]`), from: 'server', kind: 'message', message: r.message, stream });
    });
    const err = s(e.error);
    if (err !== undefined) {
      const closedBy = /abort/i.test(err) ? 'client' : 'network';
      ctx.emit({ ...base, at: headersAt ?? at, source: src(i, '.error'), from: closedBy === 'network' ? null : closedBy,
        kind: 'stream-close', stream: { ...stream, closedBy, error: err } });
      return;
    }
    const watched = isObj(e.stream) ? e.stream : undefined;
    if (watched !== undefined) {
      // A GET notification stream: only how many events it delivered, and when it closed if it did.
      const n = typeof watched.eventCount === 'number' ? watched.eventCount : 0;
      const closedAt = when(watched.closedAt);
      if (n > 0) {
        ctx.emit({ ...base, at: closedAt ?? headersAt ?? at, source: src(i, '.stream'), from: null, kind: 'host-log',
          text: `${method} ${stream.url} stream: ${n} event(s) delivered; the export keeps no bodies for it` });
      }
      if (closedAt !== null) ctx.emit({ ...base, at: closedAt, source: src(i, '.stream.closedAt'), from: 'server', kind: 'stream-close', stream: { ...stream, closedBy: 'server' } });
      return;
    }
    if (streamed && body === undefined) return; // still open when the file was exported: no close to report
    ctx.emit({ ...base, at: streamed ? null : headersAt ?? at, source: src(i, body !== undefined ? '.responseBody' : '.duration'), from: 'server',
      kind: 'stream-close', stream: { ...stream, closedBy: 'server' } });
  });
}

function pathOnly(url: string | undefined): string {
  if (url === undefined) return '?';
  // Query strings carry codes and tokens in OAuth flows: keep scheme, host and path only.
  return url.replace(/[?#].*$/, '');
}

function logs(ctx: ReaderContext, list: unknown[], src: (i: number, tail?: string) => Source): void {
  list.forEach((e, i) => {
    if (!isObj(e) || !isObj(e.params)) {
      ctx.problem(src(i), 'export: log entry without params');
      return;
    }
    emitMessage(ctx, src(i), when(e.receivedAt), 'server', { jsonrpc: '2.0', method: 'notifications/message', params: e.params });
  });
}

/** The Console export: what a stdio server wrote to stderr, one entry per line, as the Inspector's backend relayed it. */
function consoleLines(ctx: ReaderContext, list: unknown[], src: (i: number, tail?: string) => Source): void {
  list.forEach((e, i) => {
    const text = isObj(e) ? s(e.message) : undefined;
    if (!isObj(e) || text === undefined) {
      ctx.problem(src(i), 'export: console entry without a message');
      return;
    }
    ctx.emit({ at: when(e.timestamp), source: src(i, '.message'), session: null, transport: 'stdio', from: 'server', kind: 'host-log', text });
  });
}

function mcpjam(ctx: ReaderContext, list: unknown[], src: (i: number, tail?: string) => Source): void {
  const servers = new Set(list.filter(isObj).map((e) => s(e.serverId)));
  const many = servers.size > 1;
  // The view lists newest first; the timeline wants arrival order (ties keep their relative order reversed back).
  const order = list.map((e, i) => ({ e, i, at: isObj(e) ? when(e.timestamp) : null })).reverse();
  order.sort((a, b) => (a.at ?? -Infinity) - (b.at ?? -Infinity));
  for (const { e, i, at } of order) {
    if (!isObj(e)) {
      ctx.problem(src(i), 'export: entry is not an object');
      continue;
    }
    const session = many ? (s(e.serverId) ?? null) : null;
    const dir = s(e.direction)?.toUpperCase();
    if (dir === 'SEND' || dir === 'RECEIVE') {
      emitMessage(ctx, src(i, '.payload'), at, dir === 'SEND' ? 'client' : 'server', e.payload, session);
      continue;
    }
    if (dir === 'HTTP' && isObj(e.payload)) {
      const x = e.payload;
      const rq = isObj(x.request) ? x.request : {};
      const rs = isObj(x.response) ? x.response : undefined;
      const status = rs !== undefined && typeof rs.status === 'number' ? rs.status : undefined;
      const err = s(x.error);
      const line = `HTTP ${s(rq.method) ?? '?'} ${pathOnly(s(rq.url))} → ${status ?? err ?? 'no response'}`;
      const hdrs = mcpHeaders(rq.headers);
      const sid = hdrs['mcp-session-id'] ?? (rs !== undefined ? mcpHeaders(rs.headers)['mcp-session-id'] : undefined);
      if (status !== undefined && status >= 400) {
        ctx.emit({ at, source: src(i, '.payload'), session, transport: 'streamable-http', from: 'server', kind: 'http-status',
          stream: { id: `mcpjam[${i}]`, status, method: s(rq.method), url: pathOnly(s(rq.url)), headers: hdrs } });
      } else {
        ctx.emit({ at, source: src(i, '.payload'), session, transport: 'streamable-http', from: null, kind: 'host-log', text: sid !== undefined ? `${line} (session ${sid})` : line });
      }
      continue;
    }
    // OAUTH steps and an app widget's UI↔host bridge: the client's own story, not MCP wire traffic.
    ctx.emit({ at, source: src(i), session, transport: null, from: 'client', kind: 'host-log', text: `${dir ?? '?'} ${s(e.method) ?? ''}`.trim() });
  }
}

export const inspectorExport: Reader = {
  name: 'inspector-export',
  title: 'MCP Inspector v2 export (Protocol, Network or Logs JSON)',
  clock: 'utc',
  host: 'inspector',
  sniff: sniffInspector,
  open: open('inspector'),
};

export const mcpjamLog: Reader = {
  name: 'mcpjam',
  title: 'MCPJam Inspector JSON-RPC log export',
  clock: 'utc',
  host: 'mcpjam',
  sniff: sniffMcpjam,
  open: open('mcpjam'),
};
