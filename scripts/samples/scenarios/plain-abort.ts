import { sentRequest, settle, shutdown, sleep, v1Client } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** `abort()` with no reason: the v1 client sends "AbortError: This operation was aborted". */
export const plainAbort: Scenario = {
  name: 'plain-abort',
  shows: 'the application calls AbortController.abort() with no reason (wire reason "AbortError: This operation was aborted")',
  formats: ['claude-desktop', 'ndjson'],
  async run(v) {
    const { client, transport, rec, observed } = v1Client(v, v.v1Server());
    await client.connect(transport);
    await v.warmup(client);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), v.pick(500, 700));
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms: 2000 } }, undefined, { signal: ac.signal, timeout: 3000 }));
    await sleep(300);
    await shutdown(client, rec);
    return {
      rec,
      observed,
      truth: {
        target: sentRequest(rec, 'tools/call', v.tool('slow_build')),
        outcome: 'cancelled',
        cause: 'user-cancel',
        serverState: 'unknown',
        rules: [],
        notRules: ['timeout-without-cancel', 'response-after-cancel', 'cancel-initialize'],
        note: 'The application aborted with no reason; String(signal.reason) of the DOMException is the wire reason. Nothing was sent for the id afterwards.',
      },
    };
  },
};
