/** The v1 Streamable HTTP test server as its own process; prints `listening <url>` on stdout. */
import { startV1StreamableServer } from './http-servers.js';

const srv = await startV1StreamableServer();
process.stdout.write(`listening ${srv.url}\n`);
for (const s of ['SIGINT', 'SIGTERM'] as const) {
  process.once(s, () => {
    void srv.close().then(() => process.exit(0));
  });
}
