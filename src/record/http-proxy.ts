/**
 * The HTTP recording reverse proxy: `mcp-triage record --http --target <url> [--listen h:p] -o f`.
 *
 * It sits between an MCP client and a Streamable HTTP (2025-03-26 … 2026-07-28) or HTTP+SSE
 * (2024-11-05) server. Every request is forwarded unchanged — method, path and query, headers
 * (only hop-by-hop headers are dropped and `Host` is rewritten so the server's DNS-rebinding
 * check sees its own name), body streamed as it arrives — and every response streams back
 * chunk by chunk with Nagle off. Nothing is buffered on the traffic path; SSE events reach the
 * client when the server writes them.
 *
 * The HTTP+SSE `endpoint` event (`data: /messages?sessionId=…`) is a path relative to the
 * server's origin, which is our origin from the client's point of view, so nothing is rewritten.
 *
 * Recorded per exchange: request time, method, URL, headers (secrets redacted), the JSON-RPC
 * body message(s), response status/headers, each SSE event and keep-alive comment with its
 * arrival time, and how the stream ended: by the server, by the client (its socket closed
 * before the response ended — the 2026-07-28 cancellation signal, spec §2.4), or by the network.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { createClock, type RecorderClock } from './clock.js';
import { CaptureWriter, type RecordingStatus } from './writer.js';
import { messageLine, parseMessageText } from './json-text.js';
import { recordHeaders, redactText, redactUrl } from './secrets.js';
import { SseChunkParser, type SseItem } from './sse-chunks.js';
import { DEFAULT_MAX_LINE_BYTES } from './line-splitter.js';
import { headerLine } from './header.js';

export interface HttpProxyOptions {
  /** Upstream MCP endpoint, e.g. `http://127.0.0.1:8080/mcp`. Requests keep their own path. */
  target: string;
  /** Listen address (default 127.0.0.1) and port (default 0 = any free port). */
  host?: string;
  port?: number;
  output: string;
  keepSecrets?: boolean;
  /** Header `transport` (default `streamable-http`; a seen `endpoint` event adds a note). */
  transport?: 'streamable-http' | 'http+sse';
  stderr?: { write(s: string): unknown };
  /** Bound on a recorded body or SSE event; larger ones are noted, not kept. */
  maxBodyBytes?: number;
  maxBufferBytes?: number;
}

export interface HttpProxy {
  /** `http://host:port` the client should use instead of the target origin. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Stops listening, ends open exchanges (recorded as broken by the recorder), flushes the file. */
  close(): Promise<RecordingStatus>;
}

/** RFC 9110 §7.6.1 hop-by-hop fields, plus `expect` (Node answers 100-continue itself). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);

function hopByHop(connectionHeader: string | string[] | undefined): Set<string> {
  const extra = new Set(HOP_BY_HOP);
  const v = Array.isArray(connectionHeader) ? connectionHeader.join(',') : connectionHeader;
  if (v) for (const t of v.split(',')) extra.add(t.trim().toLowerCase());
  return extra;
}

/** Raw header pairs minus hop-by-hop ones, names' case and order kept. */
function forwardHeaders(raw: string[], drop: Set<string>, hostValue?: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    const lower = name.toLowerCase();
    if (drop.has(lower)) continue;
    if (lower === 'host' && hostValue !== undefined) {
      out.push(name, hostValue);
      continue;
    }
    out.push(name, raw[i + 1] as string);
  }
  if (hostValue !== undefined && !out.some((v, i) => i % 2 === 0 && v.toLowerCase() === 'host')) out.push('Host', hostValue);
  return out;
}

type BodyKind = 'sse' | 'json' | 'other';

function bodyKind(contentType: string | undefined): BodyKind {
  const ct = (contentType ?? '').toLowerCase();
  if (ct.includes('text/event-stream')) return 'sse';
  if (ct.includes('json')) return 'json';
  return 'other';
}

/** How much of a non-JSON, non-SSE response body (an HTML 504 page, `Accepted`) to keep. */
const OTHER_BODY_KEEP = 64 * 1024;

export async function startHttpProxy(opts: HttpProxyOptions): Promise<HttpProxy> {
  const target = new URL(opts.target);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`--target must be an http:// or https:// URL, got ${opts.target}`);
  }
  const keep = opts.keepSecrets === true;
  const maxBody = opts.maxBodyBytes ?? DEFAULT_MAX_LINE_BYTES;
  const clock: RecorderClock = createClock();
  const stderr = opts.stderr ?? process.stderr;
  const writer = new CaptureWriter({
    path: opts.output,
    clock,
    stderr,
    ...(opts.maxBufferBytes !== undefined ? { maxBufferBytes: opts.maxBufferBytes } : {}),
  });
  const requestModule = target.protocol === 'https:' ? https : http;
  const agent = new requestModule.Agent({ keepAlive: true });
  const targetOrigin = target.origin;
  let exchangeCounter = 0;
  let endpointNoted = false;
  /** Open exchanges: the response and how to record its end (used at shutdown). */
  const openExchanges = new Map<http.ServerResponse, (at: number) => void>();

  const safeRecord = (fn: () => void): void => {
    try {
      fn();
    } catch (err) {
      writer.stop(`internal error: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  writer.line(
    headerLine(clock.iso(), {
      transport: opts.transport ?? 'streamable-http',
      target: keep ? opts.target : redactUrl(opts.target),
      redacted: !keep,
    }),
  );

  /** Records a JSON body (request or `application/json` response) as message line(s). */
  const recordJsonBody = (exchange: number, from: 'client' | 'server', text: string, at: number): void => {
    if (text.trim() === '') return;
    const parsed = parseMessageText(text, keep);
    if (!parsed.ok) {
      writer.event('message', at, { exchange, from, raw: keep ? text : redactText(text), error: parsed.error });
      return;
    }
    if (Array.isArray(parsed.value)) {
      // A 2025-03-26 batch: one message line per element, `batch` = its index.
      parsed.value.forEach((m, i) => {
        writer.line(messageLine(clock.iso(at), { exchange, from, batch: i }, JSON.stringify(m)));
      });
      return;
    }
    writer.line(messageLine(clock.iso(at), { exchange, from }, parsed.json));
  };

  const recordSseItem = (exchange: number, item: SseItem, at: number): void => {
    if (item.kind === 'comment') {
      writer.event('keepalive', at, { exchange, text: item.text });
      return;
    }
    const sse: Record<string, unknown> = {};
    if (item.id !== undefined) sse.id = item.id;
    if (item.event !== undefined) sse.event = item.event;
    if (item.retry !== undefined) sse.retry = item.retry;
    if (item.droppedChars !== undefined) {
      writer.event('sse-event', at, { exchange, ...sse, data: '', droppedChars: item.droppedChars });
      return;
    }
    // `event: message` (or no event name) with JSON-RPC data is a message; anything else —
    // a priming event with empty data, the HTTP+SSE `endpoint` event — is an sse-event.
    if (item.data !== '' && (item.event === undefined || item.event === 'message')) {
      const parsed = parseMessageText(item.data, keep);
      if (parsed.ok && !Array.isArray(parsed.value)) {
        writer.line(messageLine(clock.iso(at), { exchange, from: 'server', sse }, parsed.json));
        return;
      }
    }
    if (item.event === 'endpoint' && !endpointNoted) {
      endpointNoted = true;
      writer.event('note', at, {
        text: 'endpoint event seen: this is the 2024-11-05 HTTP+SSE transport',
        transport: 'http+sse',
      });
    }
    writer.event('sse-event', at, {
      exchange,
      ...sse,
      data: keep ? item.data : redactText(item.data),
      ...(item.hasData ? {} : { noData: true }),
    });
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const exchange = ++exchangeCounter;
    const tReq = clock.now();
    const path = req.url ?? '/';
    const upstreamUrl = targetOrigin + (path.startsWith('/') ? path : '/' + path);
    const method = req.method ?? 'GET';
    safeRecord(() =>
      writer.event('http-request', tReq, {
        exchange,
        method,
        url: keep ? upstreamUrl : redactUrl(upstreamUrl),
        headers: recordHeaders(req.headers, keep),
      }),
    );
    res.socket?.setNoDelay(true);

    let ended = false; // stream-end recorded (exactly once per exchange)
    let responseStarted = false;
    const endStream = (closedBy: 'server' | 'client' | 'network', at: number, extra: Record<string, unknown> = {}): void => {
      if (ended) return;
      ended = true;
      openExchanges.delete(res);
      safeRecord(() => writer.event('stream-end', at, { exchange, closedBy, ...extra }));
    };

    openExchanges.set(res, (at) => endStream('network', at, { error: 'recorder shut down' }));

    // ---- request body: forward each chunk first, keep a bounded copy --------------------
    const reqChunks: Buffer[] = [];
    let reqBytes = 0;
    const upstream = requestModule.request(upstreamUrl, {
      method,
      agent,
      headers: forwardHeaders(req.rawHeaders, hopByHop(req.headers.connection), target.host) as unknown as http.OutgoingHttpHeaders,
    });
    upstream.on('socket', (s: Socket) => s.setNoDelay(true));

    req.on('data', (chunk: Buffer) => {
      if (!upstream.write(chunk)) {
        req.pause();
        upstream.once('drain', () => req.resume());
      }
      reqBytes += chunk.length;
      if (reqBytes <= maxBody) reqChunks.push(chunk);
    });
    req.on('end', () => {
      upstream.end();
      const at = clock.now();
      safeRecord(() => {
        if (reqBytes > maxBody) {
          writer.event('note', at, { exchange, text: `request body of ${reqBytes} bytes not recorded (over ${maxBody})`, bytes: reqBytes });
        } else if (reqBytes > 0) {
          recordJsonBody(exchange, 'client', Buffer.concat(reqChunks, reqBytes).toString('utf8'), at);
        }
      });
      reqChunks.length = 0;
    });

    // ---- the client went away before the response ended -----------------------------------
    res.on('close', () => {
      if (ended) return;
      const at = clock.now();
      endStream('client', at, responseStarted ? {} : { beforeResponse: true });
      upstream.destroy();
    });

    // ---- upstream failed -------------------------------------------------------------------
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (ended) return;
      const at = clock.now();
      const reason = err.code ? `${err.code}: ${err.message}` : err.message;
      if (!responseStarted && !res.headersSent) {
        // A reverse proxy's usual answer; the note says the recorder produced it, not the server.
        safeRecord(() => writer.event('note', at, { exchange, text: `upstream unreachable (${reason}); recorder answered 502` }));
        endStream('network', at, { error: reason, status: 502 });
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`mcp-triage record: upstream ${targetOrigin} unreachable: ${reason}\n`);
        return;
      }
      endStream('network', at, { error: reason });
      res.destroy();
    });

    // ---- response: forward each chunk first, then record a copy -------------------------
    upstream.on('response', (up: http.IncomingMessage) => {
      responseStarted = true;
      const at = clock.now();
      const status = up.statusCode ?? 0;
      const contentType = up.headers['content-type'];
      const encoding = up.headers['content-encoding'];
      // A compressed body is forwarded as is; the recording copy is not decoded (MCP servers do
      // not compress SSE — it would defeat streaming), so its messages are not recorded.
      const encoded = encoding !== undefined && encoding.toLowerCase() !== 'identity';
      const kind: BodyKind | 'encoded' = encoded ? 'encoded' : bodyKind(contentType);
      if (res.destroyed) {
        up.destroy();
        return;
      }
      res.writeHead(status, up.statusMessage, forwardHeaders(up.rawHeaders, hopByHop(up.headers.connection)));
      // Headers now, not with the first body byte: an SSE client learns the stream is open.
      res.flushHeaders();
      safeRecord(() =>
        writer.event('http-response', at, {
          exchange,
          status,
          headers: recordHeaders(up.headers, keep),
          contentType: contentType ?? null,
        }),
      );
      if (encoded) {
        safeRecord(() =>
          writer.event('note', at, { exchange, text: `response body is ${encoding}-encoded; its content is not recorded` }),
        );
      }

      const decoder = new StringDecoder('utf8');
      const sse = kind === 'sse' ? new SseChunkParser((item) => recordSseItem(exchange, item, itemAt), maxBody) : undefined;
      let itemAt = at;
      const bodyChunks: Buffer[] = [];
      let bodyBytes = 0;

      up.on('data', (chunk: Buffer) => {
        const tChunk = clock.now();
        if (!res.destroyed && !res.write(chunk)) {
          up.pause();
          res.once('drain', () => up.resume());
        }
        bodyBytes += chunk.length;
        if (sse) {
          itemAt = tChunk;
          safeRecord(() => sse.push(decoder.write(chunk)));
        } else if (kind !== 'encoded' && bodyBytes <= (kind === 'json' ? maxBody : OTHER_BODY_KEEP)) bodyChunks.push(chunk);
      });
      up.on('end', () => {
        const tEnd = clock.now();
        res.end();
        safeRecord(() => {
          const extra: Record<string, unknown> = {};
          if (sse) {
            itemAt = tEnd;
            sse.push(decoder.end());
            if (sse.end().partial) extra.partial = true;
          } else if (kind === 'json') {
            if (bodyBytes > maxBody) {
              writer.event('note', tEnd, { exchange, text: `response body of ${bodyBytes} bytes not recorded (over ${maxBody})`, bytes: bodyBytes });
            } else recordJsonBody(exchange, 'server', Buffer.concat(bodyChunks).toString('utf8'), tEnd);
          } else if (kind === 'other' && bodyBytes > 0) {
            const text = Buffer.concat(bodyChunks).toString('utf8');
            extra.body = keep ? text : redactText(text);
            if (bodyBytes > OTHER_BODY_KEEP) extra.bodyTruncated = true;
          }
          endStream('server', tEnd, extra);
        });
      });
      // The upstream connection broke mid-body (no 'end'): the network closed the stream.
      up.on('close', () => {
        if (ended || up.complete) return;
        const tBreak = clock.now();
        const extra: Record<string, unknown> = { error: 'upstream connection closed before the response ended' };
        if (sse) {
          itemAt = tBreak;
          safeRecord(() => {
            sse.push(decoder.end());
            if (sse.end().partial) extra.partial = true;
          });
        }
        endStream('network', tBreak, extra);
        res.destroy();
      });
    });
  };

  const server = http.createServer({ noDelay: true, keepAlive: true }, handle);
  server.on('clientError', (err, socket) => {
    safeRecord(() => writer.event('note', clock.now(), { text: `client connection error: ${err.message}` }));
    if (!socket.destroyed) socket.destroy();
  });
  // Long-lived SSE streams must not be cut by Node's server-side timeouts.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.timeout = 0;

  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  const urlHost = addr.family === 'IPv6' || addr.address.includes(':') ? `[${addr.address}]` : addr.address;

  let closing: Promise<RecordingStatus> | undefined;
  return {
    url: `http://${urlHost}:${addr.port}`,
    host: addr.address,
    port: addr.port,
    close(): Promise<RecordingStatus> {
      closing ??= (async () => {
        // Record the end of every open exchange first, synchronously: the sockets' own 'close'
        // events may come after the file is closed.
        const at = clock.now();
        for (const [res, end] of [...openExchanges]) {
          end(at);
          res.destroy();
        }
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        agent.destroy();
        await writer.close();
        return writer.status(opts.output);
      })();
      return closing;
    },
  };
}
