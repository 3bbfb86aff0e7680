/**
 * An in-process HTTP server on an ephemeral loopback port for the sample runs (loopback only, as
 * every test server here), whose `close()` also destroys open keep-alive/SSE sockets so a run
 * never hangs on a stream the scenario left open.
 */
import http from 'node:http';
import net from 'node:net';

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

/**
 * A loopback port free right now, for a server started as a child process (which must be told its port): bound to
 * port 0 and released. Another process may take it before the child binds it; the child then fails to start, which
 * its start's bound reports.
 */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}
