import { connectedV1Client, settle, shutdown, toolCallResult, waitOutWork } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/**
 * A result written after the cancel. The v1 server SDK drops results of cancelled requests, so
 * the server here replaces the SDK's cancel handler with one that only logs (`--ignore-cancel`),
 * as a server that does not implement cancellation would; the SDK then sends the result.
 */
export const lateResult: Scenario = {
  name: 'late-result',
  shows: 'the client times out and cancels, the server ignores the cancel and its result still arrives afterwards',
  formats: ['claude-desktop', 'ndjson'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server(['--ignore-cancel']));
    const timeout = v.pick(1000, 900);
    const ms = v.pick(1800, 1600);
    const started = Date.now();
    await settle(observed, client.callTool({ name: v.tool('late_result'), arguments: { ms } }, undefined, { timeout }));
    await waitOutWork(started, ms);
    await shutdown(client, rec);
    return toolCallResult(rec, observed, v.tool('late_result'), {
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'completed',
      rules: ['response-after-cancel'],
      notRules: ['timeout-without-cancel', 'cancel-initialize'],
      note: `The client cancelled at ${timeout} ms; the server did not act on the cancel and its result came back at ~${ms} ms. The client reported "Received a response for an unknown message ID" and discarded it: the work was done.`,
    });
  },
};
