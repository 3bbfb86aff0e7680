import { sentRequest, settle, shutdown, sleep, v1Client } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** The application aborts with a reason: the reason text goes on the wire verbatim. */
export const userAbortReason: Scenario = {
  name: 'user-abort-reason',
  shows: "the application aborts the call with AbortController.abort('User requested cancellation')",
  formats: ['claude-desktop', 'vscode'],
  async run(v) {
    const { client, transport, rec, observed } = v1Client(v, v.v1Server());
    await client.connect(transport);
    await v.warmup(client);
    const ac = new AbortController();
    const after = v.pick(600, 850);
    setTimeout(() => ac.abort('User requested cancellation'), after);
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms: 2500 } }, undefined, { signal: ac.signal, timeout: 3000 }));
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
        note: `The application aborted after ${after} ms with a reason; the v1 client sent it as the cancel reason. The server stopped but sent nothing for the id.`,
      },
    };
  },
};
