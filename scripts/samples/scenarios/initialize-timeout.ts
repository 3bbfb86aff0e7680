import { sentRequest, settle, v1Client, waitAllClosed } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/**
 * A slow-starting server: the v1 client cancels `initialize` itself (sdk-behaviour #5).
 * Observed here: the v1 *server* ignores that cancel — `Protocol._oncancel` returns early on
 * `!notification.params.requestId`, and initialize's id is 0 — so it answers initialize after the
 * cancel, while the client is already closing. The server connects ~2 s after it started: after the
 * cancel (1 s) and before the SIGTERM that close() sends 2 s after ending stdin, so the late answer
 * is on the wire.
 */
export const initializeTimeout: Scenario = {
  name: 'initialize-timeout',
  shows: 'the server is slow to start; the v1 client times out initialize, cancels request 0 and closes',
  formats: ['claude-desktop', 'vscode'],
  async run(v) {
    const { client, transport, rec, observed } = v1Client(v, v.v1Server(['--init-delay', String(v.pick(2000, 1900))]));
    const timeout = v.pick(1000, 900);
    // connect() rejects and the SDK closes the transport itself.
    await settle(observed, client.connect(transport, { timeout }));
    await waitAllClosed(rec);
    return {
      rec,
      observed,
      truth: {
        target: sentRequest(rec, 'initialize'),
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'completed',
        rules: ['cancel-initialize', 'response-after-cancel'],
        notRules: ['timeout-without-cancel'],
        note: `The server spent its startup loading before reading stdin; the client's ${timeout} ms timer fired, it sent notifications/cancelled for initialize (id 0) and closed the transport (connect() rejected). The v1 server ignores a cancel whose requestId is 0 (falsy check in _oncancel) and answered initialize anyway, after the cancel; the client discarded it as an unknown message ID.`,
      },
    };
  },
};
