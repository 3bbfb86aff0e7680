import { connectedV1Client, settle, shutdown, toolCallResult } from '../lib/helpers.js';
import type { Scenario } from '../lib/scenario.js';

/** A completed call whose result is big; the truncated Claude Desktop copy exercises recovery. */
export const bigResult: Scenario = {
  name: 'big-result',
  shows: 'a tools/call with a ~20 kB result (see also the -truncated copy)',
  formats: ['claude-desktop'],
  truncatedClaudeCopy: {
    over: 4000,
    shows: 'the same run with the big result cut the way Claude Desktop does (`…[N chars truncated]…`), so that line is not valid JSON and only its id can be recovered',
  },
  async run(v) {
    const { client, rec, observed } = await connectedV1Client(v, v.v1Server());
    await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms: 300, outputChars: v.pick(20000, 26000) } }, undefined, { timeout: 3000 }));
    await shutdown(client, rec);
    return toolCallResult(rec, observed, v.tool('slow_build'), {
      outcome: 'completed',
      cause: 'none',
      serverState: 'completed',
      rules: [],
      notRules: ['response-after-cancel', 'timeout-without-cancel', 'cancel-initialize'],
      note: 'The call completed with a large text result. In the truncated copy the result line is not valid JSON; its id is still recoverable from the tail.',
    });
  },
};
