/**
 * What a request ran over (requestTransport): its session's when evidence about the whole connection names one, else
 * what a line of its own proves — a TypeScript SDK client transport's frame under its error, the SDK's `Streamable HTTP
 * error: ` sentence (HostSaid.transport) — which the session's other requests do not share (docs/json-report.md,
 * `requests[].transport`).
 */
import { describe, expect, it } from 'vitest';
import type { Transport, WireEvent } from '../../src/events.js';
import { analyze } from '../../src/analyze.js';
import { requestTransport } from '../../src/timeline/request-transport.js';
import type { SessionInfo } from '../../src/timeline/types.js';
import { Capture, run } from './events.js';
import { tempFile } from '../ingest/helpers.js';

const STDIO_FRAMES = [
  '    at Client._onclose (file:///home/dev/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:106:23)',
  '    at _transport.onclose (file:///home/dev/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:73:18)',
  '    at ChildProcess.<anonymous> (file:///home/dev/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:90:77)',
  '    at ChildProcess.emit (node:events:518:28)',
];

describe('requestTransport', () => {
  const ev = (transport: Transport | null): WireEvent => ({ at: null, source: { file: 'x.log', line: 1 }, session: null, transport, from: 'client', kind: 'host-log', text: 'x' });
  const sess = (transport: Transport | null): SessionInfo => ({ transport } as SessionInfo);
  it.each<[string, Transport | null, Transport | null, Transport | undefined, Transport | null]>([
    ['the session\'s, over what a line of the request names', 'streamable-http', null, 'stdio', 'streamable-http'],
    ['the request event\'s when the session has none', null, 'http+sse', 'stdio', 'http+sse'],
    ['the request\'s own line\'s when nothing else names one', null, null, 'stdio', 'stdio'],
    ['none proven: unknown', null, null, undefined, null],
  ])('%s', (_name, session, request, own, want) => {
    expect(requestTransport({ session: sess(session), request: ev(request), ...(own !== undefined ? { ownTransport: own } : {}) })).toBe(want);
  });

  it('the timeline keeps a sentence\'s transport on the request it joins, not on its session', () => {
    const c = new Capture({ session: 'ide#1', transport: null });
    c.add({ kind: 'host-log', text: "Tool 'a' failed: fetch failed", said: { kind: 'failed', phrase: 'test/row', method: 'tools/call', target: 'a', error: 'fetch failed' } });
    c.wait(1000);
    c.add({ kind: 'host-log', text: "Tool 'b' failed: Connection closed", said: { kind: 'failed', phrase: 'test/row', method: 'tools/call', target: 'b', error: 'Connection closed', transport: 'stdio' } });
    const r = run(c.events);
    expect(r.requests.map((t) => [t.target, t.ownTransport ?? null, requestTransport(t)])).toEqual([
      ['a', null, null],
      ['b', 'stdio', 'stdio'],
    ]);
    expect(r.sessions.map((s) => s.info.transport)).toEqual([null]);
  });
});

describe('requests[].transport: a line that proves a transport labels its own request', () => {
  const CALL_A = '[DEBUG] [IDEClient] callTool for /home/dev/app/a.ts failed: TypeError: fetch failed';
  const CALL_B = '[DEBUG] [IDEClient] callTool for /home/dev/app/b.ts failed: McpError: MCP error -32000: Connection closed';
  const TOOL_A = ['✗ open_change_request', "  └ MCP server 'runoutputs': Error: fetch failed", ''];
  const TOOL_B = ['✗ save_run_notes', "  └ MCP server 'runoutputs': Error: Streamable HTTP error: Error POSTing to endpoint: session not found"];
  // The Python SDK client's connect line: the transport of the connection, so of every request on it.
  const CONNECT = '2025-05-02 15:12:30,100 - mcp.client.streamable_http - INFO - Connecting to StreamableHTTP endpoint: https://runs.example.com/mcp';
  it.each<[string, string[], (Transport | null)[], (Transport | null)[]]>([
    ['a stdio client frame under the second call\'s error only', [CALL_A, CALL_B, ...STDIO_FRAMES], [null, 'stdio'], [null]],
    ['the SDK\'s `Streamable HTTP error:` on the second call\'s line only', [...TOOL_A, ...TOOL_B], [null, 'streamable-http'], [null]],
    ['the connection\'s own connect line: every call', [CONNECT, ...TOOL_A, ...TOOL_B], ['streamable-http', 'streamable-http'], ['streamable-http']],
  ])('%s', async (_name, lines, want, sessions) => {
    const report = await analyze([tempFile('transport.log', `${lines.join('\n')}\n`)], { tz: 'UTC' });
    expect(report.requests.map((r) => r.transport)).toEqual(want);
    // The incident record says the same.
    expect(report.requests.map((r) => r.record.transport.known)).toEqual(want.map((t) => t !== null));
    expect(report.sessions.map((s) => s.transport)).toEqual(sessions);
  });
});
