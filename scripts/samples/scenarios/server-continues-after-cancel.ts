import { connectedV1Client, settle, shutdown, toolCallResult, waitOutWork } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** server-everything's trigger-long-running-operation ignores cancellation (sdk-behaviour #14). */
export const serverContinuesAfterCancel: Scenario = {
  name: 'server-continues-after-cancel',
  shows: 'server-everything trigger-long-running-operation: the client times out and cancels, progress keeps flowing to the end, the result is dropped by the server SDK',
  formats: ['claude-desktop', 'vscode'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.everythingServer(), v.pick('everything', 'everything-demo'));
    const timeout = v.pick(1000, 1100);
    const duration = v.pick(2.5, 2.4);
    const steps = v.pick(5, 8);
    const started = Date.now();
    await settle(
      observed,
      client.callTool({ name: 'trigger-long-running-operation', arguments: { duration, steps } }, undefined, { timeout, onprogress: () => {} }),
    );
    await waitOutWork(started, duration * 1000);
    await shutdown(client, rec);
    return toolCallResult(rec, observed, 'trigger-long-running-operation', {
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'continued',
      rules: ['progress-after-cancel'],
      notRules: ['response-after-cancel', 'timeout-without-cancel', 'cancel-initialize'],
      note: `The client cancelled at ${timeout} ms. server-everything ignores cancellation: progress for the request kept coming until ${duration} s, then the v1 server SDK dropped the final result because the request had been cancelled.`,
    });
  },
};
