import { describe, expect, it } from 'vitest';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { higressPhrases } from '../../../src/ingest/hosts/higress.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

describe('Higress\'s mcp-server plugin: a tool call its upstream refused', () => {
  it.each([
    // higress-group/higress#3023: Envoy's reply for the cut upstream connection, shown by Cursor as the tool's failure
    ['call failed, status: 503, response: upstream connect error or disconnect/reset before headers. reset reason: connection termination',
      { kind: 'failed', phrase: 'higress/tool-call-failed-status', method: 'tools/call', status: 503, error: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination' }],
    // the same words with an error class before them, as a client prints the error it threw
    ['Error: call failed, status: 404, response: {"message":"no Route matched with those values"}',
      { kind: 'failed', method: 'tools/call', status: 404 }],
    // prose about a call that failed is not the plugin's words
    ['the call failed, status: 503 again after the restart', null],
    ['call failed with status 503', null],
  ])('%s', (text, want) => {
    const got = readSaid(higressPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });

  it('a 5xx with Envoy\'s upstream words is the layer in front failing the call', async () => {
    const p = tempFile('tool-error.txt', 'call failed, status: 503, response: upstream connect error or disconnect/reset before headers. reset reason: connection termination\n');
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', 'failed', 'gateway-error', 'unknown']]);
  });
});
