import { Client } from '@modelcontextprotocol/client';
import { settle, shutdown, startRun, toolCallResult } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';
import { capturingV2Transport } from '../lib/transports.js';

/**
 * A v2 client pinned to 2026-07-28 on stdio (sdk-behaviour #17, #19, #20): `server/discover`
 * runs on a short-lived sibling process, then the session process starts; on timeout the client
 * sends notifications/cancelled with reason "SdkError: Request timed out" and the _meta envelope.
 */
export const v2PinnedTimeout: Scenario = {
  name: 'v2-pinned-timeout',
  shows: 'a v2 client pinned to 2026-07-28 over stdio: discover on a sibling process, then a tools/call times out ("SdkError: Request timed out" cancel with _meta)',
  formats: ['claude-desktop', 'vscode'],
  async run(v) {
    const client = new Client(v.clientInfo, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    const { rec, observed } = startRun(client, v.serverName);
    await client.connect(capturingV2Transport(rec, v.v2Server()));
    if (v.holdout) {
      // `ping` is not a method of the 2026-07-28 era (the v2 client refuses it): list twice instead.
      await client.listTools();
      await client.listTools();
    }
    const timeout = v.pick(1000, 1200);
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms: 2500 } }, { timeout }));
    await shutdown(client, rec, 300);
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'unknown',
      rules: [],
      notRules: ['cancel-initialize', 'notification-cancel-on-modern-http', 'timeout-without-cancel', 'response-after-cancel'],
      note: `The pinned v2 client probed server/discover on a sibling process (first lifetime), then ran the session on a second process. The call timed out at ${timeout} ms and the client sent notifications/cancelled (reason "SdkError: Request timed out", with the _meta envelope), which is the right signal on stdio under 2026-07-28.`,
    });
  },
};
