/**
 * The harnesses' loopback ports (scripts/samples/lib/listen.ts): `freePort` is what every child-process server of the
 * samples (server-everything, the Python server and its recorder) is told to bind, so the port must be released and
 * bindable on loopback when it is handed over.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, listenLoopback } from '../../../../scripts/samples/lib/listen.js';

const bind = (port: number): Promise<net.Server> =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });

describe('freePort', () => {
  it('hands over a released loopback port another server can bind at once', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const s = await bind(port);
    expect((s.address() as net.AddressInfo).port).toBe(port);
    await new Promise<void>((r) => s.close(() => r()));
  });

  it('does not hand over a port a server of the run is listening on', async () => {
    const held = await listenLoopback((_req, res) => res.end());
    try {
      for (let i = 0; i < 5; i++) expect(await freePort()).not.toBe(held.port);
    } finally {
      await held.close();
    }
  });
});
