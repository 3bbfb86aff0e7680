/**
 * mark3labs/mcp-go's Streamable HTTP server refusing a JSON-RPC *response* a client POSTed (its answer to the server's own
 * heartbeat ping, taken for a sampling answer up to v0.39): the server's log (formats/sdk-logs.ts go-sdk: Go's standard
 * logger with no file:line, mcp-go's `ERROR: ` level words, net/http's superfluous-WriteHeader line) and VS Code's Error
 * line with mcp-go's body (hosts/vscode.ts vscode/status-sending-answer-refused). No request of the client failed.
 * Grammar of VictoriaMetrics/mcp-victoriametrics#51 and mark3labs/mcp-go#584; names, ports and ids are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { detectFormat } from '../../../src/ingest/detect.js';
import { READERS } from '../../../src/ingest/formats/index.js';
import { readSaid, vscodePhrases } from '../../../src/ingest/hosts/index.js';
import { tempFile } from '../helpers.js';

const SESSION = 'mcp-session-0d6a2c51-7e44-4b19-8f0a-3c9e1b7d2a60';
const STAMPED = [
  '2026/03/02 09:14:40 Starting mcp-orders version 1.2.0 (date: 2026-02-27)',
  '2026/03/02 09:14:40 Server is listening on 127.0.0.1:9300',
  `2026/03/02 09:15:12 ERROR: Failed to deliver sampling response: no pending request found for session ${SESSION}, request 1`,
  `2026/03/02 09:15:12 ERROR: Failed to handle sampling response: no pending request found for session ${SESSION}, request 1`,
  '2026/03/02 09:15:12 http: superfluous response.WriteHeader call from github.com/mark3labs/mcp-go/server.(*StreamableHTTPServer).handlePost (streamable_http.go:275)',
];
const BARE = [
  'http: superfluous response.WriteHeader call from github.com/mark3labs/mcp-go/server.(*StreamableHTTPServer).handlePost (streamable_http.go:275)',
  `Failed to deliver sampling response: no pending request found for session ${SESSION}, request 4410`,
];

describe("mcp-go's server log (go-sdk reader)", () => {
  const goSdk = READERS.find((r) => r.name === 'go-sdk')!;
  it.each([
    ['stamped, with the application\'s own lines', STAMPED, 0.8],
    ['bare, as pasted in an issue', BARE, 0.8],
    // Go's standard logger alone is any Go program's.
    ['another Go program', ['2026/03/02 09:14:40 Starting worker pool', '2026/03/02 09:14:41 ERROR: queue empty'], 0],
  ])('sniffs %s', (_n, head, min) => {
    if (min === 0) expect(goSdk.sniff(head)).toBe(0);
    else expect(goSdk.sniff(head)).toBeGreaterThanOrEqual(min);
  });

  it.each([['stamped', STAMPED], ['bare', BARE]])('claims the %s log; no request failed, every line read', async (_n, text) => {
    expect(detectFormat('server.log', text, READERS).reader.name).toBe('go-sdk');
    const r = await analyze([tempFile(`mcp-go-${text.length}.log`, `${text.join('\n')}\n`)], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'go-sdk', host: 'go-sdk', unparsed: 0 });
    expect(r.requests).toEqual([]);
  });
});

describe("VS Code's Error line with mcp-go's refusal of an answer", () => {
  it.each([
    ['Connection state: Error 500 status sending message to http://localhost:9300/mcp: Failed to deliver response Failed to handle sampling response',
      { kind: 'connection-closed', phrase: 'vscode/status-sending-answer-refused', scope: 'connection', status: 500 }],
    // Another body is the message's own refusal, as before.
    ['Connection state: Error 500 status sending message to http://localhost:9300/mcp: Failed to load session',
      { kind: 'http-status', phrase: 'vscode/status-sending-message', sending: true }],
  ])('%s', (line, want) => {
    expect(readSaid(vscodePhrases, line)).toMatchObject(want);
  });

  it('lists no failed request: the message was the client\'s answer', async () => {
    const log = [
      '2026-03-02 14:44:40.210 [info] Connection state: Running',
      '2026-03-02 14:44:40.236 [info] Discovered 9 tools',
      '2026-03-02 14:45:10.212 [info] Connection state: Error 500 status sending message to http://localhost:9300/mcp: Failed to deliver response',
      'Failed to handle sampling response',
    ];
    const r = await analyze([tempFile('vscode-answer-refused.log', `${log.join('\n')}\n`)], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'vscode', unparsed: 0 });
    expect(r.requests).toEqual([]);
  });
});
