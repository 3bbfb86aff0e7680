import { describe, expect, it } from 'vitest';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { serverAppPhrases } from '../../../src/ingest/hosts/server-apps.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

// vercel/mcp-handler#40: the handler's legacy SSE streams over Redis, each ended by its maxDuration timer.
const SUBSCRIBED = 'Subscribed to requests:2c7e91b4-0d35-4f8a-b6e2-71a9c4d05f38';

describe("mcp-handler's legacy SSE stream lines", () => {
  it.each([
    [SUBSCRIBED, { kind: 'connecting', phrase: 'server-app/mcp-handler-sse-subscribed', speaker: 'server' }],
    // a channel that is no session id, or the words inside another sentence, are another program's
    ['Subscribed to requests:orders', null],
    ['Subscribed to requests: 2c7e91b4-0d35-4f8a-b6e2-71a9c4d05f38 and more', null],
    // the lines ending a stream's wait are any program's words: not read
    ['max duration reached', null],
  ])('%s', (text, want) => {
    const got = readSaid(serverAppPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });

  it('streams opened and ended on the timer, with no request named: read, and nothing listed', async () => {
    const log = ['Got new SSE connection', SUBSCRIBED, 'max duration reached', 'Done', 'Got new SSE connection', SUBSCRIBED.replace('2c7e', '9a0f')].join('\n') + '\n';
    const report = await analyze([tempFile('handler.log', log)], { tz: 'UTC', all: true });
    expect(report.requests).toEqual([]);
  });

  it('the timer line alone, with no subscribed stream, is not claimed for the handler', async () => {
    await expect(analyze([tempFile('timer.log', 'max duration reached\nDone\n')], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});
