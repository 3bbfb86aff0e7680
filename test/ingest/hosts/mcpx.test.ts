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

// TheLunarCompany/lunar#36: a remote SSE target added from the control plane, its stream refused with 404.
const FAILED =
  '2025-08-26T18:43:44.083Z [mcpx] ERROR: Failed to initiate client component="TargetClients" name="inventory" type="sse" error={"errorName":"Error","errorMessage":"SSE error: Non-200 status code (404)","errorStack":"Error: SSE error: Non-200 status code (404)\\n    at _eventSource.onerror (file:///lunar/node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js:82:31)"}';

describe("mcpx: the gateway's connect to a target server failing", () => {
  it.each([
    [FAILED, { kind: 'failed', phrase: 'mcpx/initiate-client-failed', method: 'initialize', server: 'inventory', error: 'SSE error: Non-200 status code (404)' }],
    // a stdio target whose process closed during the handshake: the SDK's own words, escapes as printed
    [
      '2025-08-26T18:43:44.083Z [mcpx] ERROR: Failed to initiate client component="TargetClients" name="notes" type="stdio" error={"errorName":"McpError","errorMessage":"MCP error -32000: Connection closed"}',
      { kind: 'failed', server: 'notes', error: 'MCP error -32000: Connection closed' },
    ],
    // the gateway's bookkeeping after it, or its words with no error object, are not this row
    ['2025-08-26T18:43:44.086Z [mcpx] INFO: Client added component="TargetClients" name="inventory"', null],
    ['2025-08-26T18:43:44.083Z [mcpx] ERROR: Failed to initiate client component="TargetClients" name="inventory"', null],
  ])('%s', (text, want) => {
    const got = readSaid(mcpxPhrases, text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });

  it('the refused connect is the target\'s initialize, failed; "Client added" after it answers nothing', async () => {
    const p = tempFile('mcpx.log', `${FAILED}\n2025-08-26T18:43:44.086Z [mcpx] INFO: Client added component="TargetClients" name="inventory"\n`);
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'failed', 'server-error', 'unknown']]);
  });
});
