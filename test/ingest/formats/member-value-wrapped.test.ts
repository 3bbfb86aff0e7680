/**
 * A structured record's members copied as text and broken inside a string value by the reporter's or a terminal's width
 * (a Go service's error field '"error":"MCP call x: calling \"tools/call\":' over 'sending \"tools/call\": failed to
 * connect' over '(session ID: …): session not found"': jordigilh/kubernaut#1386): the value is read joined, the lines
 * until its closing quote; a value never closed is read line by line as before. Lines follow the paste of the thread
 * cited; the names are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('a JSON string member wrapped over lines', () => {
  it('is read joined: the Go SDK chain in the error field ends the tools/call on a session the server no longer has', async () => {
    const p = tempFile('error.txt', lines(
      '"tool call failed", "tool":"plan_next_step",',
      '"error":"MCP call run_probe: calling \\"tools/call\\":',
      'sending \\"tools/call\\": failed to connect',
      '(session ID: K4QW9ZD2MX7T): session not found"',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'failed', 'session-expired']]);
  });

  it('a value closed on its own line holds nothing: two records are two failures', async () => {
    const p = tempFile('error.txt', lines(
      '"error":"MCP call run_probe: calling \\"tools/call\\": sending \\"tools/call\\": failed to connect (session ID: K4QW9ZD2MX7T): session not found"',
      '"error":"MCP refresh: calling \\"tools/list\\": sending \\"tools/list\\": failed to connect (session ID: K4QW9ZD2MX7T): session not found"',
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['tools/call', 'failed', 'session-expired'], ['tools/list', 'failed', 'session-expired']]);
  });
});
