import { connectedV1Client, settle, shutdown, toolCallResult, waitOutWork } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** Progress flows, but without resetTimeoutOnProgress the timer fires at start + timeout. */
export const progressNoExtend: Scenario = {
  name: 'progress-no-extend',
  shows: 'progress keeps arriving but the timeout fires at start + timeout (onprogress without resetTimeoutOnProgress); the server keeps working',
  formats: ['vscode', 'mcpcap'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server(['--ignore-abort']));
    const timeout = v.pick(1000, 1400);
    const ms = v.pick(2400, 2600);
    const started = Date.now();
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms } }, undefined, { timeout, onprogress: () => {} }));
    // Let the server finish its work so its progress after the cancel is captured.
    await waitOutWork(started, ms);
    await shutdown(client, rec);
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'continued',
      rules: ['progress-did-not-extend-timeout', 'progress-after-cancel'],
      notRules: ['response-after-cancel', 'timeout-without-cancel', 'cancel-initialize'],
      note: `Progress arrived every 200 ms, yet the client cancelled at ${timeout} ms: progress does not extend a v1 timeout unless resetTimeoutOnProgress is set. The server ignored the abort and kept sending progress until ${ms} ms; the SDK dropped its result.`,
    });
  },
};
