/**
 * A small recording reverse proxy for the HTTP samples: it forwards every request to a real MCP
 * server on 127.0.0.1, streams the response back as it arrives (SSE included), and records each
 * exchange the way a browser's DevTools would see it from the client side. From the records it
 * writes a Chrome-style HAR 1.2 (`_error`, status 0 when no headers arrived, lower-case header
 * names) and an `mcpcap` file (docs/mcpcap.md) with a time for every SSE event.
 *
 * It can also misbehave on purpose, like the intermediaries in incident reports:
 * - `cut`: drop both connections after N SSE events (a load balancer reset mid-stream);
 * - `idle`: drop both connections after N ms without a byte from upstream (an idle timeout);
 * - `gateway`: answer `504` with an nginx HTML page when upstream has not finished within N ms.
 *
 * Loopback only; every socket is closed by `close()`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SseParser } from '../../../src/ingest/sse-parser.js';

export type Misbehaviour =
  | { kind: 'pass' }
  | { kind: 'cut'; afterEvents: number }
  | { kind: 'idle'; ms: number }
  | { kind: 'gateway'; ms: number };

/** Decides, per request, what the proxy does (from the parsed JSON-RPC body, if any). */
export type Policy = (method: string, body: unknown) => Misbehaviour;

interface Chunk {
  t: number;
  text: string;
}

export interface Exchange {
  id: number;
  startedAt: number;
  method: string;
  url: string;
  reqHeaders: [string, string][];
  reqBody: string;
  headersAt: number | null;
  status: number;
  statusText: string;
  resHeaders: [string, string][];
  chunks: Chunk[];
  endAt: number | null;
  /** Chrome-style error text when the exchange did not end normally. */
  error: string | null;
  closedBy: 'server' | 'client' | 'network' | null;
}

/** Wall clock derived from a monotonic clock anchored once (docs/mcpcap.md: times never go backwards). */
const anchorWall = Date.now();
const anchorMono = performance.now();
export const now = (): number => anchorWall + (performance.now() - anchorMono);

const GATEWAY_HTML =
  '<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.27.4</center>\r\n</body>\r\n</html>\r\n';

export class RecordingProxy {
  readonly exchanges: Exchange[] = [];
  private server: http.Server | null = null;
  private readonly sockets = new Set<import('node:net').Socket>();
  private nextId = 1;
  port = 0;

  constructor(
    private readonly upstream: { host: string; port: number },
    private readonly policy: Policy = () => ({ kind: 'pass' }),
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = http.createServer((req, res) => this.handle(req, res));
    server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    // An exchange still open at close time ends as the client would see it: aborted.
    for (const x of this.exchanges) if (x.endAt === null) this.finish(x, 'client', 'net::ERR_ABORTED');
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private finish(x: Exchange, closedBy: Exchange['closedBy'], error: string | null): void {
    if (x.endAt !== null) return;
    x.endAt = now();
    x.closedBy = closedBy;
    x.error = error;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const x: Exchange = {
      id: this.nextId++,
      startedAt: now(),
      method: req.method ?? 'GET',
      url: `${this.url}${req.url ?? '/'}`,
      reqHeaders: [],
      reqBody: '',
      headersAt: null,
      status: 0,
      statusText: '',
      resHeaders: [],
      chunks: [],
      endAt: null,
      error: null,
      closedBy: null,
    };
    for (let i = 0; i < req.rawHeaders.length; i += 2) x.reqHeaders.push([req.rawHeaders[i]!.toLowerCase(), req.rawHeaders[i + 1]!]);
    this.exchanges.push(x);
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      x.reqBody = Buffer.concat(parts).toString('utf8');
      let body: unknown;
      try {
        body = x.reqBody ? JSON.parse(x.reqBody) : undefined;
      } catch {
        body = undefined;
      }
      this.forward(x, req, res, this.policy(x.method, body));
    });
  }

  private forward(x: Exchange, req: http.IncomingMessage, res: http.ServerResponse, mis: Misbehaviour): void {
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of x.reqHeaders) if (k !== 'host' && k !== 'connection') headers[k] = v;
    headers['content-length'] = String(Buffer.byteLength(x.reqBody));
    const up = http.request({ host: this.upstream.host, port: this.upstream.port, method: x.method, path: req.url, headers });
    let timer: NodeJS.Timeout | null = null;
    const clear = (): void => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    // Both sides gone: the proxy drops the client connection and the upstream one.
    const cutBoth = (error: string): void => {
      clear();
      this.finish(x, 'network', error);
      up.destroy();
      res.socket?.destroy();
    };

    // The client went away before the response ended (fetch abort, client.close()).
    res.on('close', () => {
      clear();
      if (!res.writableFinished) {
        this.finish(x, 'client', 'net::ERR_ABORTED');
        up.destroy();
      }
    });

    if (mis.kind === 'gateway') {
      timer = setTimeout(() => {
        // The gateway gives up on upstream and answers for it.
        up.destroy();
        x.headersAt = now();
        x.status = 504;
        x.statusText = 'Gateway Time-out';
        x.resHeaders = [
          ['server', 'nginx/1.27.4'],
          ['content-type', 'text/html'],
          ['content-length', String(GATEWAY_HTML.length)],
        ];
        res.writeHead(504, 'Gateway Time-out', Object.fromEntries(x.resHeaders));
        x.chunks.push({ t: now(), text: GATEWAY_HTML });
        res.end(GATEWAY_HTML, () => this.finish(x, 'server', null));
      }, mis.ms);
    }

    up.on('response', (ur) => {
      if (mis.kind === 'gateway' && res.headersSent) return;
      const buffered = mis.kind === 'gateway';
      const headersAt = now();
      const resHeaders: [string, string][] = [];
      for (let i = 0; i < ur.rawHeaders.length; i += 2) resHeaders.push([ur.rawHeaders[i]!.toLowerCase(), ur.rawHeaders[i + 1]!]);
      const writeHead = (): void => {
        x.headersAt = headersAt;
        x.status = ur.statusCode ?? 0;
        x.statusText = ur.statusMessage ?? '';
        x.resHeaders = resHeaders;
        const h: Record<string, string> = {};
        for (const [k, v] of resHeaders) if (k !== 'transfer-encoding' && k !== 'connection' && k !== 'content-length') h[k] = v;
        res.writeHead(x.status, x.statusText, h);
        res.flushHeaders();
      };
      if (!buffered) writeHead();
      let events = 0;
      const armIdle = (): void => {
        if (mis.kind !== 'idle') return;
        clear();
        timer = setTimeout(() => cutBoth('net::ERR_INCOMPLETE_CHUNKED_ENCODING'), mis.ms);
      };
      armIdle();
      const held: string[] = [];
      ur.setEncoding('utf8');
      ur.on('data', (text: string) => {
        if (buffered) {
          held.push(text);
          return;
        }
        if (x.endAt !== null) return;
        x.chunks.push({ t: now(), text });
        res.write(text);
        armIdle();
        if (mis.kind === 'cut') {
          events += (text.match(/\n\n|\r\n\r\n/g) ?? []).length;
          if (events >= mis.afterEvents) setImmediate(() => cutBoth('net::ERR_INCOMPLETE_CHUNKED_ENCODING'));
        }
      });
      ur.on('end', () => {
        clear();
        if (buffered) {
          writeHead();
          const text = held.join('');
          x.chunks.push({ t: now(), text });
          res.end(text, () => this.finish(x, 'server', null));
          return;
        }
        if (x.endAt === null) res.end(() => this.finish(x, 'server', null));
      });
      ur.on('error', () => undefined);
    });
    up.on('error', () => {
      if (x.endAt !== null || res.headersSent) return;
      clear();
      this.finish(x, 'network', 'net::ERR_EMPTY_RESPONSE');
      res.socket?.destroy();
    });
    up.end(x.reqBody);
  }
}

// --- writers --------------------------------------------------------------------------------

const iso = (t: number): string => new Date(Math.floor(t)).toISOString();
const round = (n: number): number => Math.round(n * 1000) / 1000;

/** A Chrome DevTools-style HAR 1.2 of the recorded exchanges. */
export function toHar(exchanges: readonly Exchange[]): unknown {
  return {
    log: {
      version: '1.2',
      creator: { name: 'mcp-triage sample proxy', version: '0.1.0', comment: 'client-side view, Chrome DevTools field conventions' },
      pages: [],
      entries: exchanges.map((x) => {
        const end = x.endAt ?? now();
        const body = x.chunks.map((c) => c.text).join('');
        const ct = x.resHeaders.find(([k]) => k === 'content-type')?.[1] ?? (x.status === 0 ? 'x-unknown' : '');
        const wait = (x.headersAt ?? end) - x.startedAt;
        const receive = x.headersAt === null ? 0 : end - x.headersAt;
        const u = new URL(x.url);
        const response: Record<string, unknown> = {
          status: x.status,
          statusText: x.statusText,
          httpVersion: x.status === 0 ? '' : 'http/1.1',
          headers: x.resHeaders.map(([name, value]) => ({ name, value })),
          cookies: [],
          content: { size: Buffer.byteLength(body), mimeType: ct.split(';')[0]!.trim() || 'x-unknown', ...(body ? { text: body } : {}) },
          redirectURL: '',
          headersSize: -1,
          bodySize: -1,
          _transferSize: Buffer.byteLength(body),
        };
        if (x.error) response._error = x.error;
        const request: Record<string, unknown> = {
          method: x.method,
          url: x.url,
          httpVersion: 'http/1.1',
          headers: x.reqHeaders.map(([name, value]) => ({ name, value })),
          queryString: [...u.searchParams].map(([name, value]) => ({ name, value })),
          cookies: [],
          headersSize: -1,
          bodySize: Buffer.byteLength(x.reqBody),
        };
        if (x.reqBody) request.postData = { mimeType: 'application/json', text: x.reqBody };
        return {
          _connectionId: String(x.id),
          _initiator: { type: 'script' },
          _priority: 'High',
          _resourceType: 'fetch',
          cache: {},
          pageref: 'page_1',
          request,
          response,
          serverIPAddress: '127.0.0.1',
          startedDateTime: iso(x.startedAt),
          time: round(end - x.startedAt),
          timings: { blocked: 0, dns: -1, ssl: -1, connect: -1, send: 0, wait: round(wait), receive: round(receive), _blocked_queueing: 0 },
        };
      }),
    },
  };
}

const MCP = new Set(['mcp-session-id', 'mcp-protocol-version', 'last-event-id', 'mcp-method', 'mcp-name', 'content-type', 'accept']);

/** The same exchanges as an `mcpcap` v1 file (docs/mcpcap.md), one JSON object per line. */
export function toMcpcap(exchanges: readonly Exchange[], target: string, transport: 'streamable-http' | 'http+sse' = 'streamable-http'): string {
  const recs: { t: number; seq: number; rec: Record<string, unknown> }[] = [];
  let seq = 0;
  const add = (t: number, rec: Record<string, unknown>): void => {
    recs.push({ t, seq: seq++, rec: { type: rec.type, t: iso(t), ...rec } });
  };
  const start = exchanges.reduce((m, x) => Math.min(m, x.startedAt), Infinity);
  for (const x of exchanges) {
    const exchange = String(x.id);
    const headers = Object.fromEntries(x.reqHeaders.filter(([k]) => MCP.has(k)));
    add(x.startedAt, { type: 'http-request', exchange, method: x.method, url: x.url, headers, ...(x.reqBody ? { body: x.reqBody } : {}) });
    if (x.reqBody) {
      try {
        const v: unknown = JSON.parse(x.reqBody);
        for (const m of Array.isArray(v) ? v : [v]) add(x.startedAt, { type: 'message', exchange, from: 'client', message: m });
      } catch {
        /* not JSON: the http-request body is the evidence */
      }
    }
    if (x.headersAt !== null) {
      const ct = x.resHeaders.find(([k]) => k === 'content-type')?.[1] ?? '';
      add(x.headersAt, { type: 'http-response', exchange, status: x.status, headers: Object.fromEntries(x.resHeaders.filter(([k]) => MCP.has(k))), contentType: ct });
      if (/text\/event-stream/.test(ct)) {
        let at = x.headersAt;
        const p = new SseParser((item) => {
          if (item.kind === 'comment') add(at, { type: 'keepalive', exchange, text: item.text });
          else if (item.kind === 'event' && !item.partial) {
            let msg: unknown;
            try {
              msg = item.data ? JSON.parse(item.data) : undefined;
            } catch {
              msg = undefined;
            }
            const sse: Record<string, unknown> = { event: item.type };
            if (item.lastEventId !== null) sse.id = item.lastEventId;
            if (msg !== undefined && item.type === 'message') add(at, { type: 'message', exchange, from: 'server', message: msg, sse });
            else add(at, { type: 'sse-event', exchange, ...(item.hasId ? { id: item.lastEventId } : {}), event: item.type, data: item.data, ...(item.retry !== null ? { retry: item.retry } : {}) });
          }
        });
        let pending = '';
        let no = 0;
        for (const c of x.chunks) {
          at = c.t;
          pending += c.text;
          const lines = pending.split(/\r\n|\n|\r/);
          pending = lines.pop() ?? '';
          for (const l of lines) p.feed(l, ++no);
        }
        if (pending) p.feed(pending, ++no);
        const partial = p.end();
        if (partial) add(x.endAt ?? at, { type: 'note', text: `exchange ${exchange}: stream ended inside an SSE event` });
      } else if (x.chunks.length > 0) {
        const body = x.chunks.map((c) => c.text).join('');
        try {
          const v: unknown = JSON.parse(body);
          for (const m of Array.isArray(v) ? v : [v]) add(x.chunks.at(-1)!.t, { type: 'message', exchange, from: 'server', message: m });
        } catch {
          /* HTML (a gateway page) or `Accepted`: not a JSON-RPC message */
        }
      }
    }
    if (x.endAt !== null) {
      const body = x.chunks.map((c) => c.text).join('');
      const partial = /text\/event-stream/.test(x.resHeaders.find(([k]) => k === 'content-type')?.[1] ?? '') && body !== '' && !/(\n\n|\r\n\r\n|\r\r)$/.test(body);
      add(x.endAt, { type: 'stream-end', exchange, closedBy: x.closedBy ?? 'network', ...(x.error ? { error: x.error } : {}), ...(partial ? { partial: true } : {}) });
    }
  }
  recs.sort((a, b) => a.t - b.t || a.seq - b.seq);
  const header = { type: 'header', format: 'mcpcap', version: 1, tool: 'mcp-triage', toolVersion: '0.1.0', startedAt: iso(start === Infinity ? now() : start), transport, target };
  return [header, ...recs.map((r) => r.rec)].map((o) => JSON.stringify(o)).join('\n') + '\n';
}
