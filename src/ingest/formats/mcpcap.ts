/**
 * Our recorder's JSON Lines format (docs/mcpcap.md, version 1): every line type maps to a
 * WireEvent with full fidelity — the recorder saw both directions, every stream open/close and
 * every SSE event with a UTC clock.
 *
 * Labelling kept here (not correlation): the exchange → JSON-RPC request id of its POST body,
 * so a stream's events name the request they answer; and the exchange → `mcp-session-id`.
 */
import type { JsonRpcId, Party, StreamInfo, Transport, WireEvent } from '../../events.js';
import { parseJsonRpc, toMessage } from '../jsonrpc.js';
import { isBlank } from '../open.js';
import { parseIsoUtc } from '../time.js';
import type { LineDisposition, LineSink, Reader, ReaderContext } from '../types.js';

type Obj = Record<string, unknown>;

const TRANSPORTS = new Set<Transport>(['stdio', 'streamable-http', 'http+sse']);
const LINE_TYPES = new Set([
  'header', 'message', 'stderr', 'close', 'exit', 'note',
  'http-request', 'http-response', 'sse-event', 'keepalive', 'stream-end',
]);

/** Lifetimes whose transport is remembered for tagged lines (older ones fall back to stdio). */
const MAX_LIFETIMES = 1024;

function str(o: Obj, k: string): string | undefined {
  const v = Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
  return typeof v === 'string' ? v : undefined;
}
function party(v: unknown): Party | null {
  return v === 'client' || v === 'server' ? v : null;
}
/** Lower-cased string headers only (docs/mcpcap.md: names are already lower case). */
function headersOf(v: unknown): Record<string, string> | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const out: Record<string, string> = {};
  for (const k of Object.keys(v)) {
    const val = (v as Obj)[k];
    if (typeof val === 'string' && k !== '__proto__') out[k.toLowerCase()] = val;
  }
  return out;
}

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  let transport: Transport | null = null;
  /** exchange → the JSON-RPC id of its request body */
  const exchangeRequest = new Map<string, JsonRpcId>();
  /** exchange → Mcp-Session-Id (request header, else the response header for initialize) */
  const exchangeSession = new Map<string, string>();

  /**
   * Process lifetimes (docs/mcpcap.md "Several lifetimes in one file"): the recorder appends, so
   * a file may hold several headers, each starting a lifetime. The lifetime is the session
   * label of the stdio events that belong to it: the line's `l` tag when it has one (two
   * recorders alive at once interleave their lines), else the latest header's. A header
   * without a `lifetime` (an older or third-party writer) labels nothing when it is the first,
   * so a one-header file reads as before; a later one still starts a new lifetime, named by its
   * line (`lifetime@<line>`).
   */
  let lifetime: string | null = null;
  let headers = 0;
  /** lifetime → its header's transport; bounded, since a hostile file may hold any number of headers. */
  const lifetimeTransport = new Map<string, Transport | null>();

  const forget = (ex: string): void => {
    exchangeRequest.delete(ex);
    exchangeSession.delete(ex);
  };

  return {
    line(text: string, no: number): LineDisposition {
      if (isBlank(text)) return 'blank';
      const source = { file, line: no };
      let o: Obj;
      try {
        const v: unknown = JSON.parse(text);
        if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Error('not an object');
        o = v as Obj;
      } catch {
        ctx.problem(source, 'mcpcap: line is not a JSON object (cut short while recording?)');
        return 'problem';
      }
      const type = str(o, 'type');
      if (type === undefined || !LINE_TYPES.has(type)) {
        ctx.problem(source, `mcpcap: unknown line type ${JSON.stringify(type ?? null)}`);
        return 'problem';
      }
      if (type === 'header') {
        const t = str(o, 'transport') as Transport | undefined;
        transport = t && TRANSPORTS.has(t) ? t : null;
        headers++;
        lifetime = str(o, 'lifetime') ?? (headers > 1 ? `lifetime@${no}` : null);
        if (lifetime !== null) {
          lifetimeTransport.delete(lifetime);
          lifetimeTransport.set(lifetime, transport);
          if (lifetimeTransport.size > MAX_LIFETIMES) lifetimeTransport.delete(lifetimeTransport.keys().next().value as string);
        }
        const started = str(o, 'startedAt');
        const at = started ? parseIsoUtc(started) : NaN;
        const cmd = Array.isArray(o.command) ? ` command: ${(o.command as unknown[]).map(String).join(' ')}` : '';
        const target = str(o, 'target');
        const tool = `${str(o, 'tool') ?? 'unknown'} ${str(o, 'toolVersion') ?? ''}`.trim();
        ctx.emit({
          at: Number.isNaN(at) ? null : at, source, session: lifetime, transport, from: null, kind: 'host-log',
          text: `mcpcap v${String(o.version)} recorded by ${tool}, transport ${transport ?? 'unknown'}${cmd}${target ? ` target: ${target}` : ''}`,
        });
        return 'event';
      }

      const tText = str(o, 't');
      const parsedAt = tText ? parseIsoUtc(tText) : NaN;
      const at = Number.isNaN(parsedAt) ? null : parsedAt;
      const exchange = o.exchange === undefined || o.exchange === null ? undefined : String(o.exchange);
      const tag = str(o, 'l');
      const life = tag ?? lifetime;
      const lifeTransport = tag === undefined ? transport : (lifetimeTransport.get(tag) ?? null);
      const tp: Transport | null = lifeTransport ?? (exchange !== undefined ? 'streamable-http' : 'stdio');
      const session = exchange !== undefined ? (exchangeSession.get(exchange) ?? null) : life;
      const base = (kind: WireEvent['kind'], from: Party | null): WireEvent => ({ at, source, session, transport: tp, from, kind });
      const streamOf = (extra?: Partial<StreamInfo>): StreamInfo => {
        const s: StreamInfo = { id: exchange ?? '' };
        const rid = exchange !== undefined ? exchangeRequest.get(exchange) : undefined;
        if (rid !== undefined) s.requestId = rid;
        return extra ? Object.assign(s, extra) : s;
      };

      switch (type) {
        case 'message': {
          const from = party(o.from);
          const raw = str(o, 'raw');
          const hasMessage = Object.prototype.hasOwnProperty.call(o, 'message');
          if (!hasMessage) {
            const why = str(o, 'error');
            ctx.problem(source, `not JSON on the ${from === 'client' ? 'client' : 'server'} stream${why ? `: ${why}` : ''}`);
            ctx.emit({ ...base('unparsed', from), text: raw ?? '' });
            return 'event';
          }
          // The recorder stored the parsed object; re-serialising it to share the parser's
          // hostile-key handling costs one stringify and only when the key text is present.
          let messages;
          let problem: string | undefined;
          const mv = o.message;
          if (text.includes('"__proto__"') || text.includes('"constructor"') || text.includes('"prototype"') || Array.isArray(mv)) {
            const r = parseJsonRpc(JSON.stringify(mv));
            messages = r.messages;
            problem = r.problem;
          } else {
            const r = toMessage(mv);
            messages = r.message ? [r.message] : [];
            problem = r.problem;
          }
          if (problem) ctx.problem(source, problem);
          if (messages.length === 0) {
            ctx.emit({ ...base('unparsed', from), text: raw ?? JSON.stringify(mv) ?? '' });
            return 'event';
          }
          const sse = o.sse !== null && typeof o.sse === 'object' ? (o.sse as Obj) : null;
          for (const message of messages) {
            const e = base('message', from);
            e.message = message;
            if (exchange !== undefined) {
              const hasId = message.id !== undefined && message.id !== null;
              if (from === 'client' && typeof message.method === 'string' && hasId && !exchangeRequest.has(exchange)) {
                exchangeRequest.set(exchange, message.id as JsonRpcId);
              }
              const s = streamOf();
              const evId = sse ? str(sse, 'id') : undefined;
              if (evId !== undefined) s.lastEventId = evId;
              e.stream = s;
            }
            ctx.emit(e);
          }
          return 'event';
        }
        case 'stderr':
          ctx.emit({ ...base('host-log', 'server'), text: str(o, 'text') ?? '' });
          return 'event';
        case 'note':
          ctx.emit({ ...base('host-log', null), text: `recorder: ${str(o, 'text') ?? ''}` });
          return 'event';
        case 'close': {
          const by = party(o.by);
          const stream = str(o, 'stream') ?? 'pipe';
          // The client closing the server's stdin is the stdio shutdown (lifecycle §Shutdown: "the client SHOULD
          // initiate shutdown by first closing the input stream to the child process"): the requester's side ended
          // the connection, so requests still in flight were abandoned by it, not lost by the server.
          // Only the input closed: the server may still write until it exits (sdk-behaviour.md, Python #12).
          const shutdown = stream === 'stdin' && by === 'client';
          ctx.emit({ ...base('transport-close', by), close: { reason: `${stream} closed${by ? ` by ${by}` : ''}`, ...(shutdown ? { expected: true, inputOnly: true } : {}) } });
          return 'event';
        }
        case 'exit': {
          const code = typeof o.code === 'number' ? o.code : null;
          const signal = typeof o.signal === 'string' ? o.signal : null;
          ctx.emit({ ...base('transport-close', 'server'), close: { reason: 'process exited', exitCode: code, signal } });
          return 'event';
        }
        case 'http-request': {
          const headers = headersOf(o.headers);
          const sid = headers?.['mcp-session-id'];
          if (exchange !== undefined && sid) exchangeSession.set(exchange, sid);
          // The body's messages follow as `message` lines; the body text (when kept) names
          // the request id now, so the stream-open already says which request it answers.
          const body = str(o, 'body');
          if (exchange !== undefined && body) {
            const r = parseJsonRpc(body);
            const m = r.messages[0];
            if (r.messages.length === 1 && m && typeof m.method === 'string' && (typeof m.id === 'string' || typeof m.id === 'number')) {
              exchangeRequest.set(exchange, m.id);
            }
          }
          const extra: Partial<StreamInfo> = {};
          const method = str(o, 'method');
          const url = str(o, 'url');
          if (method) extra.method = method;
          if (url) extra.url = url;
          if (headers) extra.headers = headers;
          const e = base('stream-open', 'client');
          e.session = sid ?? null;
          e.stream = streamOf(extra);
          ctx.emit(e);
          return 'event';
        }
        case 'http-response': {
          const headers = headersOf(o.headers);
          const sid = headers?.['mcp-session-id'];
          if (exchange !== undefined && sid && !exchangeSession.has(exchange)) exchangeSession.set(exchange, sid);
          const extra: Partial<StreamInfo> = {};
          if (typeof o.status === 'number') extra.status = o.status;
          const ct = str(o, 'contentType') ?? headers?.['content-type'];
          if (ct) extra.contentType = ct;
          const e = base('http-status', 'server');
          e.session = session ?? sid ?? null;
          e.stream = streamOf(extra);
          ctx.emit(e);
          return 'event';
        }
        case 'sse-event': {
          const id = str(o, 'id');
          const data = str(o, 'data') ?? '';
          const event = str(o, 'event');
          const extra: Partial<StreamInfo> = {};
          if (id !== undefined) extra.lastEventId = id;
          if (data === '') {
            // SEP-1699 priming event (an id, no data): proof the stream was alive and the id a
            // client may resume from; it dispatches nothing (WHATWG SSE), so it is a tick.
            ctx.emit({ ...base('keepalive', 'server'), stream: streamOf(extra), text: `priming event id=${id ?? ''}` });
          } else {
            ctx.emit({ ...base('host-log', 'server'), stream: streamOf(extra), text: `sse event ${event ?? 'message'}: ${data}` });
          }
          return 'event';
        }
        case 'keepalive':
          ctx.emit({ ...base('keepalive', 'server'), stream: streamOf(), text: str(o, 'text') ?? '' });
          return 'event';
        case 'stream-end': {
          const closedBy = o.closedBy === 'client' || o.closedBy === 'server' || o.closedBy === 'network' ? o.closedBy : undefined;
          const extra: Partial<StreamInfo> = {};
          if (closedBy) extra.closedBy = closedBy;
          const err = str(o, 'error');
          if (err) extra.error = err;
          else if (o.beforeResponse === true && closedBy === 'client') extra.error = 'aborted before any response header'; // docs/mcpcap.md stream-end.beforeResponse: no stream was ever open
          if (o.partial === true) extra.partial = true;
          ctx.emit({ ...base('stream-close', closedBy === 'network' ? null : (closedBy ?? null)), stream: streamOf(extra) });
          if (exchange !== undefined) forget(exchange);
          return 'event';
        }
      }
      return 'event';
    },
    end(): void {},
  };
}

function sniff(head: readonly string[]): number {
  const first = head[0];
  if (first === undefined) return 0;
  try {
    const v = JSON.parse(first) as unknown;
    if (v !== null && typeof v === 'object' && (v as Obj).format === 'mcpcap') return 1;
  } catch {
    /* fall through */
  }
  // A file without its header (cut from the front): typed lines with a `t` stamp.
  let hit = 0;
  for (const line of head) {
    if (!line.startsWith('{"type":"')) continue;
    const q = line.indexOf('"', 9);
    if (q > 9 && LINE_TYPES.has(line.slice(9, q)) && line.includes('"t":"')) hit++;
  }
  return hit === 0 ? 0 : 0.8 * (hit / head.length);
}

export const mcpcap: Reader = {
  name: 'mcpcap',
  host: 'mcp-triage',
  title: "mcp-triage's recorder format (docs/mcpcap.md)",
  clock: 'utc',
  sniff,
  open,
};
