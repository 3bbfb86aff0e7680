import { connectedV1Client, settle, shutdown, sleep, toolCallResult } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** sdk-behaviour #6, second run: the stale cancel arrives after the result already came back. */
export const maxTotalTimeoutAfterResult: Scenario = {
  name: 'max-total-timeout-after-result',
  shows: 'maxTotalTimeout rejects the caller silently; the result then arrives (and is discarded) and the stale cancel comes after it',
  formats: ['claude-desktop', 'mcpcap'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server(['--ignore-abort']));
    const timeout = v.pick(1000, 800);
    const maxTotalTimeout = v.pick(1500, 1300);
    const ms = v.pick(2000, 1700);
    await settle(
      observed,
      client.callTool({ name: v.tool('slow_build'), arguments: { ms } }, undefined, { timeout, maxTotalTimeout, resetTimeoutOnProgress: true, onprogress: () => {} }),
    );
    // The stale timer fires ~timeout after the last reset (≈ maxTotalTimeout - 100 ms).
    await sleep(timeout + 600);
    await shutdown(client, rec);
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'abandoned',
      cause: 'max-total-timeout',
      serverState: 'completed',
      rules: ['cancel-unknown-request'],
      notRules: ['response-after-cancel', 'cancel-initialize', 'progress-after-cancel'],
      args: ['--timeout', String(timeout), '--max-total-timeout', String(maxTotalTimeout)],
      note: `The caller was rejected ("Maximum total timeout exceeded") at the first progress after ${maxTotalTimeout} ms with nothing on the wire; the result arrived at ~${ms} ms and the client discarded it ("unknown message ID"); then the stale per-request timer sent a cancel for an id that had already finished. On the wire alone the request looks completed.`,
    });
  },
};
