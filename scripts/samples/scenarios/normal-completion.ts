import { connectedV1Client, settle, shutdown, toolCallResult } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** Baseline: a tool call with progress that finishes well inside its timeout. */
export const normalCompletion: Scenario = {
  name: 'normal-completion',
  shows: 'a tools/call with progress that completes normally (v1 client and server)',
  formats: ['claude-desktop', 'vscode', 'ndjson', 'mcpcap'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server());
    const ms = v.pick(600, 850);
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms } }, undefined, { timeout: 3000, onprogress: () => {} }));
    await shutdown(client, rec);
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'completed',
      cause: 'none',
      serverState: 'completed',
      rules: [],
      notRules: ['response-after-cancel', 'progress-after-cancel', 'timeout-without-cancel', 'cancel-initialize', 'progress-did-not-extend-timeout'],
      note: `The call ran ${ms} ms with progress every 200 ms and its result arrived; nothing was cancelled.`,
    });
  },
};
