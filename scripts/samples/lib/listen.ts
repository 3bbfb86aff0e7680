/**
 * An in-process HTTP server on an ephemeral loopback port for the sample runs (loopback only, as
 * every test server here), whose `close()` also destroys open keep-alive/SSE sockets so a run
 * never hangs on a stream the scenario left open.
 */
import http from 'node:http';
import type net from 'node:net';

export interface Listening {
  port: number;
  close(): Promise<void>;
}

export async function listenLoopback(handler: http.RequestListener): Promise<Listening> {
  const server = http.createServer(handler);
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
