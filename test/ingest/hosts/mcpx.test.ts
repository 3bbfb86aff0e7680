import { describe, expect, it } from 'vitest';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { mcpxPhrases } from '../../../src/ingest/hosts/mcpx.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

// TheLunarCompany/lunar#55: the gateway on two pods, a POST for a session the other pod issued.
const LINE =
  '2025-12-05T17:20:02.719Z [mcpx] WARN: Session not found component="StreamableHttpRouter" sessionId="4f1d9c2a-7e63-48b0-a5d1-93c6e0b27f18" metadata={"consumerTag":"ops-reader","clientInfo":{},"isProbe":false} ';

describe('mcpx: the gateway refusing a session it does not hold', () => {
  it.each([
    [LINE, { kind: 'session-not-found', phrase: 'mcpx/session-not-found', error: 'Session not found' }],
    // the same words with no fields after them (winston prints the message, then a space)
    ['2025-12-05T17:20:02.719Z [mcpx] WARN: Session not found ', { kind: 'session-not-found' }],
    // another program's words, or the gateway's other sentences, are not this row
    ['2025-12-05T17:20:02.719Z [other] WARN: Session not found', null],
    ['2025-12-05T17:20:02.719Z [mcpx] WARN: Session not found anywhere in the cache', null],
    ['2025-12-05T17:20:02.719Z [mcpx] INFO: Initializing new session transport', null],
  ])('%s', (text, want) => {
    const got = readSaid(mcpxPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });

  it('the refused POST is a request that failed on its session, the message unnamed', async () => {
    const p = tempFile('mcpx.log', `${LINE}\n`);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['unknown', 'failed', 'session-expired', 'unknown']]);
  });
});
