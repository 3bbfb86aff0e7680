import { connectedV1Client, settle, shutdown, toolCallResult, waitOutWork } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/**
 * resetTimeoutOnProgress + maxTotalTimeout (sdk-behaviour #6): the caller is rejected at the first
 * progress past the cap with nothing sent; the per-request timer armed at the last reset still
 * fires and sends a stale cancel with the plain "Request timed out" reason while the work runs.
 */
export const maxTotalTimeout: Scenario = {
  name: 'max-total-timeout',
  shows: 'maxTotalTimeout with resetTimeoutOnProgress: the caller gives up silently at the cap, a stale "Request timed out" cancel follows ~1 timeout later; the server keeps going',
  formats: ['claude-desktop', 'vscode'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server(['--ignore-abort']));
    const timeout = v.pick(1000, 800);
    const maxTotalTimeout = v.pick(1500, 1300);
    const ms = v.pick(3000, 2800);
    const started = Date.now();
    await settle(
      observed,
      client.callTool({ name: v.tool('slow_build'), arguments: { ms } }, undefined, { timeout, maxTotalTimeout, resetTimeoutOnProgress: true, onprogress: () => {} }),
    );
    await waitOutWork(started, ms);
    await shutdown(client, rec);
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'cancelled',
      cause: 'max-total-timeout',
      serverState: 'continued',
      rules: ['progress-after-cancel'],
      notRules: ['response-after-cancel', 'progress-did-not-extend-timeout', 'cancel-initialize'],
      args: ['--timeout', String(timeout), '--max-total-timeout', String(maxTotalTimeout)],
      note: `The caller was rejected with "Maximum total timeout exceeded" at the first progress after ${maxTotalTimeout} ms, sending nothing; the timer armed at the last reset fired ${timeout} ms later and sent a cancel with the plain "Request timed out" reason. The server ignored it, kept sending progress until ${ms} ms, and the SDK dropped its result.`,
    });
  },
};
