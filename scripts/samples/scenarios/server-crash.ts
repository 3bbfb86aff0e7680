import { connectedV1Client, settle, shutdown, toolCallResult, waitAllClosed } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** The server process exits mid-request. */
export const serverCrash: Scenario = {
  name: 'server-crash',
  shows: 'the server process crashes (exit 1, stack on stderr) with a tools/call in flight',
  formats: ['claude-desktop', 'vscode'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server());
    await settle(observed, client.callTool({ name: v.tool('crash_midway'), arguments: {} }, undefined, { timeout: 3000 }));
    await waitAllClosed(rec);
    await shutdown(client, rec).catch(() => {});
    return toolCallResult(rec, observed, v.tool('crash_midway'), {
      outcome: 'lost',
      cause: 'connection-closed',
      // By construction the work never finished, but the contract's server state is about
      // evidence: a dead process does not show how far the work got before it died.
      serverState: 'unknown',
      rules: [],
      notRules: ['response-after-cancel', 'timeout-without-cancel', 'cancel-initialize', 'progress-after-cancel'],
      note: 'The server printed a fatal error and exited with code 1 about 300 ms into the call; the client failed the call with "MCP error -32000: Connection closed". No cancel was sent. By construction the work never finished, but the capture only shows the process dying, not how far the work got.',
    });
  },
};
