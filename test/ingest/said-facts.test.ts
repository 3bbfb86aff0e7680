/**
 * Facts of the host's words read from their whole line (src/ingest/said-facts.ts): who closed the TypeScript SDK's
 * transport, from the frames printed with its local "Connection closed" (the requester's own close or abort, not a
 * process or stream that ended by itself); words inside a tool result's content blocks; the Python SDK FastMCP's wrapper of a tool's exception.
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid, WireEvent } from '../../src/events.js';
import { clientTransportOfFrame, readSaidFacts } from '../../src/ingest/said-facts.js';
import { analyze } from '../../src/analyze.js';
import { tempFile } from './helpers.js';

const ONCLOSE = [
  '    at Client._onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:106:23)',
  '    at _transport.onclose (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:73:18)',
];
const OWN_CLOSE = [...ONCLOSE, '    at StreamableHTTPClientTransport.close (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js:246:69)', '    at Client.close (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js:235:79)'];
const ABORTED = [...ONCLOSE, '    at ChildProcess.<anonymous> (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:73:81)', '    at abortChildProcess (node:child_process:716:13)'];
const EXITED = [...ONCLOSE, '    at ChildProcess.<anonymous> (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:73:81)', '    at maybeClose (node:internal/child_process:1101:16)'];
const CLOSED = 'McpError: MCP error -32000: Connection closed';

function event(error: string | undefined, text: string, stack?: string[]): WireEvent {
  const said: HostSaid = { kind: 'connection-closed', phrase: 'test/row', ...(error !== undefined ? { error } : {}) };
  return { at: null, source: { file: 'x.log', line: 1 }, session: null, transport: null, from: 'client', kind: 'host-log', text, said, ...(stack ? { stack: stack.join('\n') } : {}) };
}

describe('readSaidFacts: closedBy', () => {
  const cases: Array<[string, WireEvent, 'requester' | undefined]> = [
    ['frames kept apart, through Client.close', event(CLOSED, `callTool failed: ${CLOSED}`, OWN_CLOSE), 'requester'],
    ['frames inside the words, through Client.close', event(CLOSED, `callTool failed: ${CLOSED}\n${OWN_CLOSE.join('\n')}`), 'requester'],
    ["the stdio child aborted by the transport's signal", event(CLOSED, `connect failed: ${CLOSED}`, ABORTED), 'requester'],
    ['the child exited by itself', event(CLOSED, `connect failed: ${CLOSED}`, EXITED), undefined],
    ['no frames', event(CLOSED, `callTool failed: ${CLOSED}`), undefined],
    ['another error over the same frames', event('MCP error -32001: Request timed out', 'callTool failed', OWN_CLOSE), undefined],
    ['no error at all', event(undefined, 'closed', OWN_CLOSE), undefined],
  ];
  it.each(cases)('%s', (_name, e, want) => {
    readSaidFacts(e);
    expect(e.said?.closedBy).toBe(want);
  });
});

/** A failure's words on a line of their own, as a host reader hands them on. */
const failed = (text: string): WireEvent => ({ at: null, source: { file: 'x.log', line: 1 }, session: null, transport: null, from: 'client', kind: 'host-log', text, said: { kind: 'failed', phrase: 'test/row', error: 'boom' } });

describe('readSaidFacts: facts of a failure\'s words', () => {
  // Each row names the one fact it is about; the other facts must stay unset on that line.
  const cases: Array<[string, 'inResult' | 'toolRaised', string, true | undefined]> = [
    ["a Python dict's content block", 'inResult', "tool_response: [{'type': 'text', 'text': 'An error occurred while executing the tool: boom'}]", true],
    ['a TextContent repr', 'inResult', "result: [TextContent(type='text', text='Error: boom', annotations=None)]", true],
    ['the failure alone', 'inResult', 'tool call failed: boom', undefined],
    ['JSON content (the wire, not a Python print)', 'inResult', 'result: [{"type": "text", "text": "boom"}]', undefined],
    ["a stdio bridge's own result text in a tool card", 'inResult', '        "text": "Error calling tool: Failed to connect to MCP server"', true],
    ["a client's wrapper that names the tool", 'inResult', '        "text": "Error calling tool fetch_page: Error: Error invoking remote method \'mcp:call-tool\': boom"', undefined],
    ['the bridge words outside a text member', 'inResult', 'Error calling tool: Failed to connect to MCP server', undefined],
    // The bridge's result for its own wait on the browser extension, the card's whole text (hangwin/mcp-chrome#100).
    ["the bridge's wait result, the whole line", 'inResult', 'Error calling tool: Request timed out after 30000ms', true],
    ["… after a client's label", 'inResult', '错误: Error calling tool: Request timed out after 30000ms', true],
    ['… inside a longer sentence', 'inResult', 'the call said Error calling tool: Request timed out after 30000ms and stopped', undefined],
    ["a client's own wrapper, bare like the bridge's", 'inResult', 'Error calling tool: Error: Network error: socket hang up', undefined],
    ["FastMCP's wrapper of a tool's exception", 'toolRaised', 'Error executing tool lookup: The read operation timed out', true],
    ['inside a logger prefix', 'toolRaised', '2025-06-01 10:00:00,123 - ERROR - Error executing tool get_issue: Context is not available outside of a request', true],
    ['the words without a tool name', 'toolRaised', 'Error executing tool: boom', undefined],
    ['nothing after the colon', 'toolRaised', 'Error executing tool lookup: ', undefined],
    ['another failure', 'toolRaised', 'tool call failed: boom', undefined],
  ];
  it.each(cases)('%s: %s', (_name, fact, text, want) => {
    const e = failed(text);
    readSaidFacts(e);
    expect(e.said?.[fact]).toBe(want);
    const other = fact === 'inResult' ? 'toolRaised' : 'inResult';
    if (want === true) expect(e.said?.[other]).toBeUndefined();
  });
});

describe('readSaidFacts: the answer a refused POST quotes', () => {
  // anthropics/claude-code#91812: the SDK's status-less "Error POSTing to endpoint: <body>" around the server's answer.
  const cases: Array<[string, string, string | undefined, true | undefined]> = [
    ['a whole result', 'Error POSTing to endpoint: {"id":1,"jsonrpc":"2.0","result":{"tools":[]}}', '1', true],
    ['a string id', 'Error POSTing to endpoint: {"jsonrpc":"2.0","id":"a7","result":{}}', '"a7"', true],
    ['a result the reporter cut short (the JSON reader closes what was cut)', 'Error POSTing to endpoint: {"id":1,"jsonrpc":"2.0","result":{"tools":[...', '1', true],
    ['an error answer', 'Error POSTing to endpoint: {"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"Session not found"}}', '2', undefined],
    ['a status in the words', 'Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","id":2,"result":{}}', undefined, undefined],
    ['no body', 'Error POSTing to endpoint: fetch failed', undefined, undefined],
  ];
  it.each(cases)('%s', (_name, error, id, result) => {
    const e = failed(`Failed to fetch tools: ${error}`);
    e.said = { ...e.said!, error };
    readSaidFacts(e);
    expect(e.said?.postedAnswerId).toBe(id);
    expect(e.said?.postedResult).toBe(result);
  });
});

describe('readSaidFacts: a 421 shown to be the Python SDK refusing the Host', () => {
  // The Python SDK's TransportSecurityMiddleware answers a Host not in its allowed hosts with 421 "Invalid Host header";
  // no other MCP server code is known to, and a proxy answers 421 for its own reasons.
  const cases: Array<[string, string, number, string | undefined, true | undefined]> = [
    ["uvicorn's access line", 'INFO:     127.0.0.1:53712 - "POST /mcp HTTP/1.1" 421 Misdirected Request', 421, 'Misdirected Request', true],
    ["… its address dropped (bethington/ghidra-mcp#161)", 'INFO: "POST /mcp HTTP/1.1" 421 Misdirected Request', 421, 'Misdirected Request', true],
    ["a client's words quoting the SDK's body", 'Error POSTing to endpoint (HTTP 421): Invalid Host header', 421, 'Invalid Host header', true],
    ["nginx's combined line (a proxy's 421)", '10.0.0.5 - - [01/Jun/2025:10:00:00 +0000] "POST /mcp HTTP/1.1" 421 0 "-" "node"', 421, undefined, undefined],
    ["a client's status alone", 'Error POSTing to endpoint (HTTP 421): Misdirected Request', 421, 'Misdirected Request', undefined],
    ['the SDK\'s words under another status', 'Error POSTing to endpoint (HTTP 403): Invalid Host header', 403, 'Invalid Host header', undefined],
    ["uvicorn's line for another status", 'INFO:     127.0.0.1:53712 - "POST /mcp HTTP/1.1" 406 Not Acceptable', 406, 'Not Acceptable', undefined],
  ];
  it.each(cases)('%s', (_name, text, status, error, want) => {
    const e: WireEvent = { at: null, source: { file: 'x.log', line: 1 }, session: null, transport: null, from: 'client', kind: 'host-log', text, said: { kind: 'http-status', phrase: 'test/row', status, ...(error !== undefined ? { error } : {}) } };
    readSaidFacts(e);
    expect(e.said?.hostGuard).toBe(want);
  });
});

describe('readSaidFacts: the transport a TypeScript SDK client frame names', () => {
  // The frames are the error's: the transport is the words' request's (HostSaid.transport); the event's own transport,
  // which labels its session, stays what the reader gave it.
  const cases: Array<[string, WireEvent, string | null]> = [
    ['the stdio transport\'s child-process handler, frames kept apart', event(CLOSED, `connect failed: ${CLOSED}`, EXITED), 'stdio'],
    ['the Streamable HTTP transport\'s close', event(CLOSED, `callTool failed: ${CLOSED}`, OWN_CLOSE), 'streamable-http'],
    ['only the shared protocol frames', event(CLOSED, `callTool failed: ${CLOSED}`, ONCLOSE), null],
    // The SDK's close read as its own kind keeps no error, its frames in the line's text (mcp-remote's reader:
    // d-kimuson/modular-mcp#16); another kind with no error says nothing.
    ['the close read as its kind, frames in its text', event(undefined, [CLOSED, ...EXITED].join('\n')), 'stdio'],
    ['the close read as its kind, frames kept apart', event(undefined, 'closed', EXITED), 'stdio'],
    ['another kind with no error, frames alone', { ...event(undefined, 'connecting', EXITED), said: { kind: 'connecting', phrase: 'test/row' } }, null],
  ];
  it.each(cases)('%s', (_name, e, want) => {
    readSaidFacts(e);
    expect([e.said?.transport ?? null, e.transport]).toEqual([want, null]);
  });

  it('leaves a line the reader gave a transport as it was: its frames add nothing', () => {
    const e: WireEvent = { ...event(CLOSED, `connect failed: ${CLOSED}`, EXITED), transport: 'streamable-http' };
    readSaidFacts(e);
    expect([e.said?.transport, e.transport]).toEqual([undefined, 'streamable-http']);
  });

  it.each<[string, string | null]>([
    // An older build with no esm/cjs folder, Windows separators (nanbingxyz/5ire#221).
    ['at ChildProcess.<anonymous> (C:\\Program Files\\5ire\\resources\\app.asar\\dist\\main\\webpack:\\5ire\\node_modules\\@modelcontextprotocol\\sdk\\dist\\client\\stdio.js:84:77)', 'stdio'],
    ['    at SSEClientTransport.send (/app/server/node_modules/@modelcontextprotocol/sdk/dist/cjs/client/sse.js:139:19)', 'http+sse'],
    ['    at StreamableHTTPClientTransport.send (file:///x/node_modules/@modelcontextprotocol/sdk/src/client/streamableHttp.ts:318:27)', 'streamable-http'],
    // The server's transport, a bundle's frame, or the module named outside a frame: no client transport.
    ['    at StdioServerTransport.send (file:///x/node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js:69:9)', null],
    ['    at Timeout.timeoutHandler (/Applications/Cherry Studio.app/Contents/Resources/app.asar/out/main/index.js:179189:43)', null],
    ['see @modelcontextprotocol/sdk/dist/esm/client/stdio.js for the transport', null],
    // Node's anonymous frame, the path right after the `at`; a file:// URL; Windows paths under Program Files (x86).
    ['    at /srv/app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js:312:27', 'streamable-http'],
    ['    at async file:///home/u/app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js:160:13', 'http+sse'],
    ['    at Object.start (file:///home/u/app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:99:9)', 'stdio'],
    ['    at ChildProcess.<anonymous> (C:\\Program Files (x86)\\App\\node_modules\\@modelcontextprotocol\\sdk\\dist\\cjs\\client\\stdio.js:85:77)', 'stdio'],
    ['    at C:\\Program Files (x86)\\App\\node_modules\\@modelcontextprotocol\\sdk\\dist\\cjs\\client\\sse.js:85:77', 'http+sse'],
    // Prose and code that name the module with an `at` before it, not a frame: no line and column, or no `(` for its `)`.
    ['I looked at node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js and it reconnects', null],
    ['I looked at node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js', null],
    ["at the top: import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';", null],
    ['the error is at line 2 (of @modelcontextprotocol/sdk/dist/esm/client/sse.js)', null],
    ['(thrown at node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:85:77)', null],
    ['at this point the build was @modelcontextprotocol/sdk/dist/cjs/client/streamableHttp.js.map', null],
  ])('clientTransportOfFrame(%j)', (frame, want) => {
    expect(clientTransportOfFrame(frame)).toBe(want);
  });

  it('gives a bare SDK error\'s line the transport its frames name, when those frames are lines of their own', async () => {
    const p = tempFile('main.log', [
      '[2025-05-02 15:12:30.785] [error] Error: MCP error -1: Connection closed',
      '    at i._onclose (C:\\app\\node_modules\\@modelcontextprotocol\\sdk\\dist\\shared\\protocol.js:63:23)',
      '    at ChildProcess.<anonymous> (C:\\app\\node_modules\\@modelcontextprotocol\\sdk\\dist\\client\\stdio.js:84:77)',
      '    at maybeClose (node:internal/child_process:1105:16)',
      '',
    ].join('\n'));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.transport])).toEqual([['initialize', 'lost', 'connection-closed', 'stdio']]);
  });
});
