import { connectedV1Client, settle, shutdown, toolCallResult } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** The application retries the same tool call right after it timed out. */
export const retryAfterTimeout: Scenario = {
  name: 'retry-after-timeout',
  shows: 'a tools/call times out and the application immediately sends the same call again (which completes): the sample looks at the first call',
  formats: ['claude-desktop', 'mcpcap'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server());
    const args = { ms: v.pick(1500, 1700) };
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: args }, undefined, { timeout: v.pick(1000, 1200) }));
    const firstError = observed.callerError;
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: args }, undefined, { timeout: 3000 }));
    observed.callerError = firstError;
    await shutdown(client, rec);
    // The incident is the first call; the retry that followed it is what the finding warns about.
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'unknown',
      rules: ['possible-duplicate-retry'],
      notRules: ['response-after-cancel', 'cancel-initialize', 'timeout-without-cancel'],
      note: 'The first call timed out and was cancelled (the server stopped it and sent nothing for it); the application then sent the same tool with the same arguments again (new id), and that one completed. Whether the first run had side effects is not on the wire.',
    }, 0);
  },
};
