import { Client } from '@modelcontextprotocol/client';
import { settle, shutdown, startRun, toolCallResult } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';
import { capturingV2Transport } from '../lib/transports.js';

/**
 * Multi-round-trip requests (2026-07-28, SEP-2322) between the v2 SDKs: the server's `book_room` answers its first call
 * with an `input_required` result carrying a form elicitation and a `requestState`; the client either fulfils it and
 * sends the call again with `inputResponses` under a new id, or does not.
 */
const TOOL = 'book_room';
const NOT_RETRY = ['possible-duplicate-retry', 'cancel-unknown-request', 'response-unknown-request'];

/** A v2 client pinned to 2026-07-28 that declares form elicitation and (when `accept`) answers every form with confirm. */
function mrtrClient(v: Parameters<Scenario['run']>[0], autoFulfill: boolean): Client {
  const client = new Client(v.clientInfo, {
    versionNegotiation: { mode: { pin: '2026-07-28' } },
    capabilities: { elicitation: { form: {} } },
    inputRequired: { autoFulfill },
  });
  client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { confirm: true } }));
  return client;
}

export const v2InputRequiredCompleted: Scenario = {
  name: 'v2-input-required-completed',
  shows: 'a 2026-07-28 tools/call answered input_required (a form elicitation); the v2 client fulfils it and sends the call again with inputResponses and the requestState under a new id, which completes',
  formats: ['ndjson', 'claude-desktop'],
  async run(v) {
    const client = mrtrClient(v, true);
    const { rec, observed } = startRun(client, v.serverName);
    await client.connect(capturingV2Transport(rec, v.v2Server()));
    await settle(observed, client.callTool({ name: TOOL, arguments: { room: 'orion-4', ms: 200 } }));
    await shutdown(client, rec, 200);
    // The request looked at is the first call: its outcome is the operation's, ended by the continuation's result.
    return toolCallResult(rec, observed, TOOL, {
      outcome: 'completed',
      cause: 'none',
      serverState: 'completed',
      rules: [],
      notRules: ['input-required-unanswered', ...NOT_RETRY],
      note: 'The server answered the first tools/call with input_required; the client answered the elicitation itself and sent the call again with inputResponses and the same requestState under the next id, which the server completed. Both requests are one operation.',
    }, 0);
  },
};

export const v2InputRequiredDropped: Scenario = {
  name: 'v2-input-required-dropped',
  shows: 'a 2026-07-28 tools/call answered input_required; the client (manual mode) takes the answer and never sends the call again, as a host that drops the input request does',
  // A bare tee, which shows no close: a host log would show the client's later shutdown, which ends the waiting call
  // as the client's own (abandoned), not what this sample is about.
  formats: ['ndjson'],
  async run(v) {
    const client = mrtrClient(v, false);
    const { rec, observed } = startRun(client, v.serverName);
    await client.connect(capturingV2Transport(rec, v.v2Server()));
    await settle(observed, client.callTool({ name: TOOL, arguments: { room: 'orion-4', ms: 200 } }, { allowInputRequired: true }));
    await shutdown(client, rec, 300);
    return toolCallResult(rec, observed, TOOL, {
      outcome: 'pending',
      cause: 'unknown',
      serverState: 'unknown',
      rules: ['input-required-unanswered'],
      notRules: NOT_RETRY,
      note: 'The server asked for input at once; the client never sent the call again with inputResponses, so the operation never finished: it waited on the client, not on the server. The client then closed the connection.',
    });
  },
};

export const v2InputRequiredRetryTimeout: Scenario = {
  name: 'v2-input-required-retry-timeout',
  shows: 'a 2026-07-28 tools/call answered input_required; the client sends it again with inputResponses, and that continuation times out (notifications/cancelled, "SdkError: Request timed out")',
  formats: ['ndjson', 'claude-desktop'],
  async run(v) {
    const client = mrtrClient(v, true);
    const { rec, observed } = startRun(client, v.serverName);
    await client.connect(capturingV2Transport(rec, v.v2Server()));
    // The server is up before the timed call (its start under tsx takes up to 2 s), so the timer fires on the continuation.
    await client.listTools();
    await settle(observed, client.callTool({ name: TOOL, arguments: { room: 'orion-4', ms: 4000 } }, { timeout: 1500 }));
    await shutdown(client, rec, 300);
    // The request looked at is the continuation, whose cancel the capture shows; the first call ends as it does.
    return toolCallResult(rec, observed, TOOL, {
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'unknown',
      rules: [],
      notRules: ['input-required-unanswered', ...NOT_RETRY],
      note: 'The server asked for input; the client answered and sent the call again with inputResponses, and its request timer (1500 ms) fired on that continuation: it cancelled it ("SdkError: Request timed out"), which ends the operation, the first call included, as cancelled.',
    });
  },
};
