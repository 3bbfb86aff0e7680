import { connectedV1Client, settle, shutdown, toolCallResult } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** v1 `timeout` fires: the SDK sends notifications/cancelled with the McpError reason. */
export const clientTimeout: Scenario = {
  name: 'client-timeout',
  shows: 'the v1 client’s request timeout fires and it cancels with reason "McpError: MCP error -32001: Request timed out"',
  formats: ['claude-desktop', 'vscode'],
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server());
    const timeout = v.pick(1000, 1300);
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms: v.pick(2500, 2200) } }, undefined, { timeout }));
    await shutdown(client, rec, 300);
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'unknown',
      rules: [],
      notRules: ['timeout-without-cancel', 'response-after-cancel', 'progress-after-cancel', 'cancel-initialize'],
      note: `The client's ${timeout} ms timer fired and it sent notifications/cancelled. The server honoured the abort (its stderr says so) and, like every v1 SDK server, sent nothing for the cancelled id, so the wire cannot show what it did.`,
    });
  },
};
