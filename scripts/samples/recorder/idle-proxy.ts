/**
 * A load balancer with an idle timeout, for the "stream cut by an intermediary" sample: an HTTP
 * reverse proxy that drops both connections of an exchange when no byte has moved either way for
 * `idleMs` while its response is in flight (what an ALB / nginx `proxy_read_timeout` does to a
 * quiet SSE stream). Between exchanges it cuts nothing, so reused keep-alive connections never
 * race the timer.
 *
 * Where it sits (the samples put it between the recording proxy and the server):
 *
 *   client ──▶ mcp-triage record --http ──▶ idle-timeout proxy ──▶ server
 *
 * There the recorder sees its *upstream* connection break before the response ended and records
 * `stream-end closedBy: network`, which is the truth: neither the client nor the server closed the
 * stream. This is also where a user's recorder usually is: on their side of the infrastructure.
 * Placed the other way (client ──▶ idle proxy ──▶ recorder ──▶ server), the recorder would see
 * its *client-side* socket close first. A socket close is all it can see, and it is exactly what a
 * client abort looks like, so it would record `closedBy: client` — under 2026-07-28 the
 * cancellation signal — for a stream the client never closed. A capture taken behind the
 * intermediary cannot tell the two apart; none of the samples claims it can.
 */
import http from 'node:http';
import type net from 'node:net';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function headersOf(h: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  return out;
}

export interface IdleProxy {
  port: number;
  /** Exchanges cut so far, with the time of each cut (epoch ms). */
  readonly cuts: number[];
  close(): Promise<void>;
}

export async function startIdleProxy(upstreamPort: number, idleMs: number): Promise<IdleProxy> {
  const cuts: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: headersOf(req.headers), agent: false });
    const cut = (): void => {
      cuts.push(Date.now());
      // Both TCP connections go, mid-body: no final chunk, no error page.
      upstream.destroy();
      req.socket.destroy();
    };
    const touch = (): void => {
      clearTimeout(timer);
      timer = setTimeout(cut, idleMs);
    };
    const done = (): void => clearTimeout(timer);
    touch();
    req.on('data', touch);
    req.pipe(upstream);
    upstream.on('error', () => {
      done();
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    upstream.on('response', (up) => {
      touch();
      res.writeHead(up.statusCode ?? 502, up.statusMessage, headersOf(up.headers));
      res.flushHeaders();
      up.on('data', (chunk: Buffer) => {
        touch();
        res.write(chunk);
      });
      up.on('end', () => {
        done();
        res.end();
      });
    });
    res.on('close', done);
  });
  server.on('connection', (s) => {
    s.setNoDelay(true);
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    cuts,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
